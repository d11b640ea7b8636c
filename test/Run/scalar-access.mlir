// One element of a ub buffer read or written outside a T.Parallel nest (a scalar
// taken from a reduction, an element set by hand) becomes pto.tgetval / pto.tsetval
// at the element's offset in the tile's storage: i * cols + j in a row-major tile,
// the row index in the col-major M x 1 tile of a per-row vector. Checked end to end
// on iota input, on both arches:
// - @row_max: m = T.reduce_max(x, dim=1) (16 rows of 32), s = m[5] (col-major tile),
//   y = x * s, y[2, 5] = -1 (row-major tile): y[i, j] = (32 i + j) * 191 but y[2, 5] = -1;
// - @vector: a rank-1 buffer (a 1 x 32 tile): x[3] = 1, then x * x[7].
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %s -o %t.a3.pto
// RUN: FileCheck %s --check-prefix=PTO < %t.a3.pto
// RUN: pto-run %t.a3.pto --assume-ptoas-sync --entry=row_max --blocks 1 --arg iota:16x32 --arg zeros:16x32 --print | FileCheck %s --check-prefix=ROWMAX
// RUN: pto-run %t.a3.pto --assume-ptoas-sync --entry=vector --blocks 1 --arg iota:32 --arg zeros:32 --print | FileCheck %s --check-prefix=VECTOR
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %s -o %t.a5.pto
// RUN: FileCheck %s --check-prefix=PTO < %t.a5.pto
// RUN: pto-run %t.a5.pto --assume-ptoas-sync --entry=row_max --blocks 1 --arg iota:16x32 --arg zeros:16x32 --print | FileCheck %s --check-prefix=ROWMAX
// RUN: pto-run %t.a5.pto --assume-ptoas-sync --entry=vector --blocks 1 --arg iota:32 --arg zeros:32 --print | FileCheck %s --check-prefix=VECTOR

// PTO-LABEL: func.func @row_max
// PTO-DAG: %[[C5:.*]] = arith.constant 5 : index
// PTO-DAG: %[[C69:.*]] = arith.constant 69 : index
// PTO: pto.trowmax
// PTO: pto.tgetval ins(%{{.*}}, %[[C5]] : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=16, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>, index) outs : f32
// PTO: pto.tmuls
// PTO: pto.tsetval ins(%[[C69]], %{{.*}} : index, f32) outs(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=32, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
// PTO-LABEL: func.func @vector
// PTO: pto.tsetval ins(%{{.*}}, %{{.*}} : index, f32) outs(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32
// PTO: pto.tgetval ins(%{{.*}}, %{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32

// ROWMAX: arg1 = 0 191 382 573 {{.*}} 12797 12988 -1 13370 13561 {{.*}} 97410 97601{{$}}
// VECTOR: arg1 = 0 7 14 7 28 35 {{.*}} 217{{$}}

func.func @row_max(%g: memref<16x32xf32>, %o: memref<16x32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %neg = arith.constant -1.0 : f32
  %x = tir.alloc_buffer "x" : memref<16x32xf32, #tir.scope<"shared">>
  %y = tir.alloc_buffer "y" : memref<16x32xf32, #tir.scope<"shared">>
  %m = tir.alloc_buffer "m" : memref<16xf32, #tir.scope<"local.fragment">>
  tir.copy %g, %x : memref<16x32xf32>, memref<16x32xf32, #tir.scope<"shared">>
  tir.reduce <max> %x, %m : memref<16x32xf32, #tir.scope<"shared">>, memref<16xf32, #tir.scope<"local.fragment">>
  %s = memref.load %m[%c5] : memref<16xf32, #tir.scope<"local.fragment">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c32 step %c1 {
      %v = memref.load %x[%i, %j] : memref<16x32xf32, #tir.scope<"shared">>
      %p = arith.mulf %v, %s : f32
      memref.store %p, %y[%i, %j] : memref<16x32xf32, #tir.scope<"shared">>
    }
  }
  memref.store %neg, %y[%c2, %c5] : memref<16x32xf32, #tir.scope<"shared">>
  tir.copy %y, %o : memref<16x32xf32, #tir.scope<"shared">>, memref<16x32xf32>
  return
}

func.func @vector(%g: memref<32xf32>, %o: memref<32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c32 = arith.constant 32 : index
  %one = arith.constant 1.0 : f32
  %x = tir.alloc_buffer "x" : memref<32xf32, #tir.scope<"shared">>
  tir.copy %g, %x : memref<32xf32>, memref<32xf32, #tir.scope<"shared">>
  memref.store %one, %x[%c3] : memref<32xf32, #tir.scope<"shared">>
  %s = memref.load %x[%c7] : memref<32xf32, #tir.scope<"shared">>
  tir.for parallel %i = %c0 to %c32 step %c1 {
    %v = memref.load %x[%i] : memref<32xf32, #tir.scope<"shared">>
    %p = arith.mulf %v, %s : f32
    memref.store %p, %x[%i] : memref<32xf32, #tir.scope<"shared">>
  }
  tir.copy %x, %o : memref<32xf32, #tir.scope<"shared">>, memref<32xf32>
  return
}
