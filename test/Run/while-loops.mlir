// A `while` loop whose test is not a count (TileLang's `while x > 1.0:
// x = x * 0.5` over a T.alloc_var) stays an scf.while down to the PTO
// (ptoas takes it): the variable is carried through its test and its body,
// and its value after the loop is what the tile work uses. Halving 100
// seven times leaves 0.78125, added to every element, exactly, on both
// arches.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %s -o %t.a3.pto 2>/dev/null
// RUN: FileCheck %s --check-prefix=PTO < %t.a3.pto
// RUN: pto-run %t.a3.pto --entry=halve --assume-ptoas-sync --arg iota:64 --arg zeros:64 --print | FileCheck %s --check-prefix=NUM
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %s -o %t.a5.pto 2>/dev/null
// RUN: FileCheck %s --check-prefix=PTO < %t.a5.pto
// RUN: pto-run %t.a5.pto --entry=halve --assume-ptoas-sync --arg iota:64 --arg zeros:64 --print | FileCheck %s --check-prefix=NUM

// PTO-LABEL: func.func @halve(
// PTO-DAG: %[[HUNDRED:.*]] = arith.constant 1.000000e+02 : f32
// PTO-DAG: %[[HALF:.*]] = arith.constant 5.000000e-01 : f32
// PTO-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// PTO: pto.tload
// PTO: %[[X:.*]] = scf.while (%[[A:.*]] = %[[HUNDRED]]) : (f32) -> f32 {
// PTO-NEXT:   %[[GT:.*]] = arith.cmpf ogt, %[[A]], %[[ONE]] : f32
// PTO-NEXT:   scf.condition(%[[GT]]) %[[A]] : f32
// PTO-NEXT: } do {
// PTO-NEXT: ^bb0(%[[B:.*]]: f32):
// PTO-NEXT:   %[[H:.*]] = arith.mulf %[[B]], %[[HALF]] : f32
// PTO-NEXT:   scf.yield %[[H]] : f32
// PTO-NEXT: }
// PTO-NEXT: pto.tadds ins(%{{.*}}, %[[X]] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, {{.*}}>, f32)
// PTO: pto.tstore

// NUM: ran 2 blocks, no errors
// NUM: arg1 = 0.78125 1.78125 2.78125 3.78125 {{.*}} 63.78125

func.func @halve(%A: memref<64xf32> {tir.name = "A"},
                 %C: memref<64xf32> {tir.name = "C"}) {
  tir.kernel (%bx) in (2) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %hundred = arith.constant 100.0 : f32
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %a = tir.alloc_buffer "a" : memref<32xf32, #tir.scope<"shared.dyn">>
    %x = tir.alloc_buffer "x" : memref<1xf32, #tir.scope<"local.var">>
    %begin = arith.muli %bx, %c32 : index
    %src = memref.subview %A[%begin] [32] [1]
        : memref<64xf32> to memref<32xf32, strided<[1], offset: ?>>
    tir.copy %src, %a
        : memref<32xf32, strided<[1], offset: ?>>, memref<32xf32, #tir.scope<"shared.dyn">>
    memref.store %hundred, %x[%c0] : memref<1xf32, #tir.scope<"local.var">>
    scf.while : () -> () {
      %v = memref.load %x[%c0] : memref<1xf32, #tir.scope<"local.var">>
      %more = arith.cmpf ogt, %v, %one : f32
      scf.condition(%more)
    } do {
      %v = memref.load %x[%c0] : memref<1xf32, #tir.scope<"local.var">>
      %h = arith.mulf %v, %half : f32
      memref.store %h, %x[%c0] : memref<1xf32, #tir.scope<"local.var">>
      scf.yield
    }
    tir.for parallel %k = %c0 to %c32 step %c1 {
      %e = memref.load %a[%k] : memref<32xf32, #tir.scope<"shared.dyn">>
      %v = memref.load %x[%c0] : memref<1xf32, #tir.scope<"local.var">>
      %s = arith.addf %e, %v : f32
      memref.store %s, %a[%k] : memref<32xf32, #tir.scope<"shared.dyn">>
    }
    %dst = memref.subview %C[%begin] [32] [1]
        : memref<64xf32> to memref<32xf32, strided<[1], offset: ?>>
    tir.copy %a, %dst
        : memref<32xf32, #tir.scope<"shared.dyn">>, memref<32xf32, strided<[1], offset: ?>>
  }
  return
}

// A tile walk as TileLang's tile schedulers print it: a `valid` flag the
// body recomputes (`T.if_then_else(t < tiles, 1, 0)`), not a count, so the
// loop stays an scf.while with tile work inside; the tile index is not
// bounded by the analysis, so each load and store is guarded at the
// tensor's edge. Block b walks tiles b, b + 2, ... of the 4 x 32 tensor.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %s -o %t.walk.a3.pto 2>/dev/null
// RUN: FileCheck %s --check-prefix=WALK < %t.walk.a3.pto
// RUN: pto-run %t.walk.a3.pto --entry=walk --assume-ptoas-sync --arg iota:128 --arg zeros:128 --print | FileCheck %s --check-prefix=WALKNUM
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %s -o %t.walk.a5.pto 2>/dev/null
// RUN: pto-run %t.walk.a5.pto --entry=walk --assume-ptoas-sync --arg iota:128 --arg zeros:128 --print | FileCheck %s --check-prefix=WALKNUM
// WALK-LABEL: func.func @walk(
// WALK: scf.while
// WALK: } do {
// WALK: scf.if
// WALK: pto.tload
// WALK: pto.tmuls
// WALK: scf.if
// WALK: pto.tstore
// WALKNUM: ran 2 blocks, no errors
// WALKNUM: arg1 = 0 2 4 6 {{.*}} 250 252 254

func.func @walk(%A: memref<128xf32> {tir.name = "A"},
                %C: memref<128xf32> {tir.name = "C"}) {
  tir.kernel (%bx) in (2) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %two = arith.constant 2 : i32
    %tiles = arith.constant 4 : i32
    %f2 = arith.constant 2.0 : f32
    %a = tir.alloc_buffer "a" : memref<32xf32, #tir.scope<"shared.dyn">>
    %t = tir.alloc_buffer "t" : memref<1xi32, #tir.scope<"local.var">>
    %valid = tir.alloc_buffer "valid" : memref<1xi32, #tir.scope<"local.var">>
    %b32 = arith.index_cast %bx : index to i32
    memref.store %b32, %t[%c0] : memref<1xi32, #tir.scope<"local.var">>
    memref.store %one, %valid[%c0] : memref<1xi32, #tir.scope<"local.var">>
    scf.while : () -> () {
      %v = memref.load %valid[%c0] : memref<1xi32, #tir.scope<"local.var">>
      %go = arith.cmpi ne, %v, %zero : i32
      scf.condition(%go)
    } do {
      %tv = memref.load %t[%c0] : memref<1xi32, #tir.scope<"local.var">>
      %ti = arith.index_cast %tv : i32 to index
      %begin = arith.muli %ti, %c32 : index
      %src = memref.subview %A[%begin] [32] [1]
          : memref<128xf32> to memref<32xf32, strided<[1], offset: ?>>
      tir.copy %src, %a
          : memref<32xf32, strided<[1], offset: ?>>, memref<32xf32, #tir.scope<"shared.dyn">>
      tir.for parallel %k = %c0 to %c32 step %c1 {
        %e = memref.load %a[%k] : memref<32xf32, #tir.scope<"shared.dyn">>
        %d = arith.mulf %e, %f2 : f32
        memref.store %d, %a[%k] : memref<32xf32, #tir.scope<"shared.dyn">>
      }
      %dst = memref.subview %C[%begin] [32] [1]
          : memref<128xf32> to memref<32xf32, strided<[1], offset: ?>>
      tir.copy %a, %dst
          : memref<32xf32, #tir.scope<"shared.dyn">>, memref<32xf32, strided<[1], offset: ?>>
      %next = arith.addi %tv, %two : i32
      memref.store %next, %t[%c0] : memref<1xi32, #tir.scope<"local.var">>
      %more = arith.cmpi slt, %next, %tiles : i32
      %flag = arith.select %more, %one, %zero : i32
      memref.store %flag, %valid[%c0] : memref<1xi32, #tir.scope<"local.var">>
      scf.yield
    }
  }
  return
}

// A while loop whose bound is read from global memory in its test stays a
// while: the pipelined loop inside indexes A by its counter, which no
// analysis bounds, so each load is padded before it at the edge and b gets
// no second version; the remark says why. The copy is right (N = 4: the
// 1024 elements of A into C).
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %s -o %t.remark.pto 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: pto-run %t.remark.pto --entry=walk_remark --assume-ptoas-sync --arg iota:1024 --arg zeros:1024 --arg fill:1:4 --print | FileCheck %s --check-prefix=REMARKNUM
// REMARK: remark: num_stages = 2 has no effect: no local buffer is filled at the start of each iteration and used only in the loop, to give versions (a load whose region may pass the tensor's edge is padded before it: where the region's offset is not bounded, e.g. by a loop counter the analysis cannot see, its buffer is not filled by one move)
// REMARKNUM: arg1 = 0 1 2 {{.*}} 1021 1022 1023

func.func @walk_remark(%A: memref<1024xf32> {tir.name = "A"}, %C: memref<1024xf32> {tir.name = "C"}, %N: memref<1xi32> {tir.name = "N"}) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %b = tir.alloc_buffer "b" : memref<64xf32, #tir.scope<"shared.dyn">>
    %i = tir.alloc_buffer "i" : memref<1xi32, #tir.scope<"local.var">>
    memref.store %zero, %i[%c0] : memref<1xi32, #tir.scope<"local.var">>
    scf.while : () -> () {
      %iv = memref.load %i[%c0] : memref<1xi32, #tir.scope<"local.var">>
      %n = memref.load %N[%c0] : memref<1xi32>
      %more = arith.cmpi slt, %iv, %n : i32
      scf.condition(%more)
    } do {
      tir.for pipelined %j = %c0 to %c4 step %c1 attributes {num_stages = 2 : i64} {
        %iv = memref.load %i[%c0] : memref<1xi32, #tir.scope<"local.var">>
        %ii = arith.index_cast %iv : i32 to index
        %g = arith.muli %ii, %c4 : index
        %t = arith.addi %g, %j : index
        %begin = arith.muli %t, %c64 : index
        %a = memref.subview %A[%begin] [64] [1] : memref<1024xf32> to memref<64xf32, strided<[1], offset: ?>>
        tir.copy %a, %b : memref<64xf32, strided<[1], offset: ?>>, memref<64xf32, #tir.scope<"shared.dyn">>
        %c = memref.subview %C[%begin] [64] [1] : memref<1024xf32> to memref<64xf32, strided<[1], offset: ?>>
        tir.copy %b, %c : memref<64xf32, #tir.scope<"shared.dyn">>, memref<64xf32, strided<[1], offset: ?>>
      }
      %iv = memref.load %i[%c0] : memref<1xi32, #tir.scope<"local.var">>
      %next = arith.addi %iv, %one : i32
      memref.store %next, %i[%c0] : memref<1xi32, #tir.scope<"local.var">>
      scf.yield
    }
  }
  return
}

// Cube work in a tile walk's while loop (TileLang's tile schedulers): each
// of the 2 blocks computes the 64-row tiles b, b + 2 of C = A B (the gemm's
// loads, mmad and fixpipe store inside the scf.while), on both arches and
// both sync modes. With A = 1 and B = 0, 1, ..., 2047 as 32 x 64, every row
// of C is 31744 + 32 c.
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.cube.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.cube.$a.pto --entry=cube_walk --assume-ptoas-sync --arg fill:256x32:1 --arg iota:32x64 --arg zeros:256x64 --print | grep arg2 && \
// RUN:   pto-run %t.cube.$a.pto --entry=cube_walk --insert-sync --arg fill:256x32:1 --arg iota:32x64 --arg zeros:256x64 --print | grep arg2; \
// RUN: done | FileCheck %s --check-prefix=CUBE
// RUN: FileCheck %s --check-prefix=CUBEPTO < %t.cube.a3.pto
// CUBEPTO-LABEL: func.func @cube_walk(
// CUBEPTO: scf.while
// CUBEPTO: pto.tmatmul
// CUBEPTO: pto.tstore
// CUBE-COUNT-4: arg2 = 31744 31776 31808 {{.*}} 33760 31744 31776

func.func @cube_walk(%A: memref<256x32xf16> {tir.name = "A"},
                     %B: memref<32x64xf16> {tir.name = "B"},
                     %C: memref<256x64xf32> {tir.name = "C"}) {
  tir.kernel (%bx) in (2) {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %two = arith.constant 2 : i32
    %tiles = arith.constant 4 : i32
    %A_s = tir.alloc_buffer "A_s" : memref<64x32xf16, #tir.scope<"shared.dyn">>
    %B_s = tir.alloc_buffer "B_s" : memref<32x64xf16, #tir.scope<"shared.dyn">>
    %C_l = tir.alloc_buffer "C_l" : memref<64x64xf32, #tir.scope<"local.fragment">>
    %t = tir.alloc_buffer "t" : memref<1xi32, #tir.scope<"local.var">>
    %valid = tir.alloc_buffer "valid" : memref<1xi32, #tir.scope<"local.var">>
    %b32 = arith.index_cast %bx : index to i32
    memref.store %b32, %t[%c0] : memref<1xi32, #tir.scope<"local.var">>
    memref.store %one, %valid[%c0] : memref<1xi32, #tir.scope<"local.var">>
    scf.while : () -> () {
      %v = memref.load %valid[%c0] : memref<1xi32, #tir.scope<"local.var">>
      %go = arith.cmpi ne, %v, %zero : i32
      scf.condition(%go)
    } do {
      %tv = memref.load %t[%c0] : memref<1xi32, #tir.scope<"local.var">>
      %ti = arith.index_cast %tv : i32 to index
      %row = arith.muli %ti, %c64 : index
      %a = memref.subview %A[%row, 0] [64, 32] [1, 1] : memref<256x32xf16> to memref<64x32xf16, strided<[32, 1], offset: ?>>
      tir.copy %a, %A_s : memref<64x32xf16, strided<[32, 1], offset: ?>>, memref<64x32xf16, #tir.scope<"shared.dyn">>
      tir.copy %B, %B_s : memref<32x64xf16>, memref<32x64xf16, #tir.scope<"shared.dyn">>
      %true = arith.constant true
      tir.gemm %A_s, %B_s, %C_l clear_accum(%true) : memref<64x32xf16, #tir.scope<"shared.dyn">>, memref<32x64xf16, #tir.scope<"shared.dyn">>, memref<64x64xf32, #tir.scope<"local.fragment">>
      %c = memref.subview %C[%row, 0] [64, 64] [1, 1] : memref<256x64xf32> to memref<64x64xf32, strided<[64, 1], offset: ?>>
      tir.copy %C_l, %c : memref<64x64xf32, #tir.scope<"local.fragment">>, memref<64x64xf32, strided<[64, 1], offset: ?>>
      %next = arith.addi %tv, %two : i32
      memref.store %next, %t[%c0] : memref<1xi32, #tir.scope<"local.var">>
      %more = arith.cmpi slt, %next, %tiles : i32
      %flag = arith.select %more, %one, %zero : i32
      memref.store %flag, %valid[%c0] : memref<1xi32, #tir.scope<"local.var">>
      scf.yield
    }
  }
  return
}
