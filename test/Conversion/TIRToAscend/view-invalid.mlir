// T.reshape / T.view / T.reinterpretcast (tir.view) that are not lowered:
// views of a kernel argument or of a buffer outside ub, views whose tile
// stores padded rows (a reshape reads the bytes in row-major order), and a
// rank-1 view used as a column.
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" -split-input-file -verify-diagnostics

func.func @view_argument(%X: memref<4x32xf32> {tir.name = "X"}) {
  tir.kernel (%b) in (1) {
    // expected-error@+1 {{'tir.view' op views 'X', which lives in gm: views of a kernel argument (T.reshape or T.view of a global tensor) are not supported yet; declare the argument with the shape the kernel indexes it with}}
    %v = tir.view %X "X_flat" : memref<4x32xf32> to memref<128xf32>
    %x = tir.alloc_buffer "x_ub" : memref<128xf32, #tir.scope<"shared">>
    tir.copy %v, %x : memref<128xf32>, memref<128xf32, #tir.scope<"shared">>
  }
  return
}

// -----

func.func @view_l1(%X: memref<16x16xf16>) {
  tir.kernel (%b) in (1) {
    %x = tir.alloc_buffer "x_l1" : memref<16x16xf16, #tir.scope<"shared.l1">>
    tir.copy %X, %x : memref<16x16xf16>, memref<16x16xf16, #tir.scope<"shared.l1">>
    // expected-error@+1 {{'tir.view' op views 'x_l1', which lives in l1: views of buffers outside ub are not supported yet (ptoas reshapes vec tiles)}}
    %v = tir.view %x : memref<16x16xf16, #tir.scope<"shared.l1">> to memref<256xf16, #tir.scope<"shared.l1">>
  }
  return
}

// -----

func.func @view_padded(%X: memref<4x16xf32>, %Y: memref<64xf32>) {
  tir.kernel (%b) in (1) {
    %x = tir.alloc_buffer "x_ub" : memref<4x16xf32, #tir.scope<"shared">>
    tir.copy %X, %x : memref<4x16xf32>, memref<4x16xf32, #tir.scope<"shared">>
    // expected-error@+1 {{'tir.view' op views 'x_ub' as 1-D 'f32', but 'x_ub' is a 4x16 ub tile, stored as 4x32 (rows padded to a multiple of 32 elements): its bytes are not in row-major order; reshape buffers whose rows are a multiple of 32 elements, or view one as another type of the same width and shape}}
    %v = tir.view %x "flat" : memref<4x16xf32, #tir.scope<"shared">> to memref<64xf32, #tir.scope<"shared">>
    tir.copy %v, %Y : memref<64xf32, #tir.scope<"shared">>, memref<64xf32>
  }
  return
}

// -----

func.func @view_column(%X: memref<2x32xf32>, %Y: memref<32x2xf32>) {
  tir.kernel (%b) in (1) {
    %x = tir.alloc_buffer "x_ub" : memref<2x32xf32, #tir.scope<"shared">>
    %y = tir.alloc_buffer "y_ub" : memref<32x2xf32, #tir.scope<"shared">>
    tir.copy %X, %x : memref<2x32xf32>, memref<2x32xf32, #tir.scope<"shared">>
    tir.copy %Y, %y : memref<32x2xf32>, memref<32x2xf32, #tir.scope<"shared">>
    // expected-error@+1 {{'tir.view' op views 'x_ub' with another shape or element width, but 'flat' holds one value per row of a tile (a column, whose tile pads each element to its own row): views of such vectors are not supported yet}}
    %v = tir.view %x "flat" : memref<2x32xf32, #tir.scope<"shared">> to memref<64xf32, #tir.scope<"shared">>
    %s = memref.subview %v[0] [32] [1] : memref<64xf32, #tir.scope<"shared">> to memref<32xf32, strided<[1]>, #tir.scope<"shared">>
    // expected-note@+1 {{used as one value per row here}}
    tir.reduce <sum> %y, %s {dim = 1 : i64} : memref<32x2xf32, #tir.scope<"shared">>, memref<32xf32, strided<[1]>, #tir.scope<"shared">>
  }
  return
}

