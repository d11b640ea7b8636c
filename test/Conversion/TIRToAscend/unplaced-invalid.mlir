// convert-tir-to-ascend reads the placement tir-place-buffers records in
// each buffer's #tir.scope: a buffer without one is an error at the user's
// tir.alloc_buffer (a local.var scalar needs none), and so is a kernel
// argument outside gm, and a placement written by hand that the buffer's
// scope, shape or uses contradict.
// RUN: pto-opt %s --convert-tir-to-ascend -split-input-file -verify-diagnostics

func.func @unplaced(%g: memref<16x16xf32>) {
  // expected-error@+1 {{'tir.alloc_buffer' op buffer 'S' has no placement in its #tir.scope: run tir-place-buffers first}}
  %s = tir.alloc_buffer "S" : memref<16x16xf32, #tir.scope<"shared.dyn">>
  %n = tir.alloc_buffer "cnt" : memref<1xi32, #tir.scope<"local.var">>
  tir.copy %g, %s : memref<16x16xf32>, memref<16x16xf32, #tir.scope<"shared.dyn">>
  return
}

// -----

func.func @not_an_ascend_placement() {
  // expected-error@+1 {{'tir.alloc_buffer' op buffer 'S' has the placement 1 : i64, which is not an #ascend.placement}}
  %s = tir.alloc_buffer "S" : memref<16x16xf32, #tir.scope<"shared.dyn", 1 : i64>>
  return
}

// -----

// expected-error@+1 {{'func.func' op kernel argument #0 has memory space #tir.scope<"shared.dyn">; kernel arguments are global buffers (no memory space or #tir.scope<"global">)}}
func.func @argument_scope(%g: memref<16x16xf32, #tir.scope<"shared.dyn">>) {
  return
}

// -----

func.func @against_scope() {
  // expected-error@+1 {{'tir.alloc_buffer' op buffer 'U' is placed in l0c but its scope is ub memory}}
  %u = tir.alloc_buffer "U" : memref<16x16xf32, #tir.scope<"shared.ub", #ascend.placement<space = l0c>>>
  return
}

// -----

func.func @scalar_placed() {
  // expected-error@+1 {{'tir.alloc_buffer' op buffer 'cnt' is a local.var scalar, which lives in a register and takes no placement}}
  %n = tir.alloc_buffer "cnt" : memref<1xi32, #tir.scope<"local.var", #ascend.placement<space = ub, shape = [1, 1]>>>
  return
}

// -----

func.func @transposed_rank() {
  // expected-error@+1 {{'tir.alloc_buffer' op buffer 'V' is placed transposed, but only rank-2 buffers are stored transposed, not 'memref<16xf16, #tir.scope<"shared.dyn">>'}}
  %v = tir.alloc_buffer "V" : memref<16xf16, #tir.scope<"shared.dyn", #ascend.placement<space = l1, transposed = true>>>
  return
}

// -----

func.func @vector_without_shape() {
  // expected-error@+1 {{'tir.alloc_buffer' op buffer 'V' (rank 1) is placed in ub without its tile shape (16x1 or 1x16)}}
  %v = tir.alloc_buffer "V" : memref<16xf16, #tir.scope<"shared.dyn", #ascend.placement<space = ub>>>
  return
}

// -----

func.func @shape_elements() {
  // expected-error@+1 {{'tir.alloc_buffer' op buffer 'V' ('memref<16xf16, #tir.scope<"shared.dyn">>') is given the tile shape 1x32; it is 16x1 or 1x16}}
  %v = tir.alloc_buffer "V" : memref<16xf16, #tir.scope<"shared.dyn", #ascend.placement<space = ub, shape = [1, 32]>>>
  return
}

// -----

func.func @shape_on_tile() {
  // expected-error@+1 {{'tir.alloc_buffer' op buffer 'T' ('memref<16x16xf16, #tir.scope<"shared.dyn">>') is given the tile shape 8x32; it is 16x16 or 256x1}}
  %t = tir.alloc_buffer "T" : memref<16x16xf16, #tir.scope<"shared.dyn", #ascend.placement<space = ub, shape = [8, 32]>>>
  return
}

// -----

func.func @rank3_without_shape() {
  // expected-error@+1 {{'tir.alloc_buffer' op buffer 'X' (rank 3) is placed in ub without its tile shape (8x32 or 256x1)}}
  %x = tir.alloc_buffer "X" : memref<2x4x32xf16, #tir.scope<"shared.dyn", #ascend.placement<space = ub>>>
  return
}

// -----

func.func @rank3_shape() {
  // expected-error@+1 {{'tir.alloc_buffer' op buffer 'X' ('memref<2x4x8xf32, #tir.scope<"shared.dyn">>') is given the tile shape 2x32; it is 8x8 or 64x1}}
  %x = tir.alloc_buffer "X" : memref<2x4x8xf32, #tir.scope<"shared.dyn", #ascend.placement<space = ub, shape = [2, 32]>>>
  return
}

// -----

!a = memref<16x16xf16, #tir.scope<"shared.dyn", #ascend.placement<space = l1, transposed = true>>>
!b = memref<16x16xf16, #tir.scope<"shared.dyn", #ascend.placement<space = l1>>>
!c = memref<16x16xf32, #tir.scope<"local.fragment", #ascend.placement<space = l0c>>>

// A is read untransposed: storing it transposed would compute A^T * B.
func.func @transposed_untransposed_use(%ga: memref<16x16xf16>, %gb: memref<16x16xf16>, %init: i1) {
  // expected-error@+1 {{'tir.alloc_buffer' op buffer 'A' is placed transposed, but a buffer is stored transposed only when every gemm reads it transposed and only copies from GM into the whole buffer or its first rows fill it}}
  %a = tir.alloc_buffer "A" : !a
  %b = tir.alloc_buffer "B" : !b
  %c = tir.alloc_buffer "C" : !c
  tir.copy %ga, %a : memref<16x16xf16>, !a
  tir.copy %gb, %b : memref<16x16xf16>, !b
  tir.gemm %a, %b, %c clear_accum(%init) : !a, !b, !c
  return
}

// -----

// expected-error@+1 {{'func.func' op kernel argument #0 ('memref<16x64xf32, #tir.scope<"global", #ascend.placement<space = ub, shape = [16, 64]>>>') carries a placement; kernel arguments are global buffers, in gm}}
func.func @argument_placed(%a: memref<16x64xf32, #tir.scope<"global", #ascend.placement<space = ub, shape = [16, 64]>>>) {
  return
}

// -----

func.func @placed_in_gm() {
  // expected-error@+1 {{'tir.alloc_buffer' op buffer 'X' is placed in gm; global buffers are kernel arguments}}
  %x = tir.alloc_buffer "X" : memref<16x64xf32, #tir.scope<"local.fragment", #ascend.placement<space = gm>>>
  return
}

// -----

func.func @unplaced_view() {
  %x = tir.alloc_buffer "x" : memref<2x32xf32, #tir.scope<"shared", #ascend.placement<space = ub, shape = [2, 32]>>>
  // expected-error@+1 {{'tir.view' op view 'flat' has no placement in its #tir.scope: run tir-place-buffers first}}
  %v = tir.view %x "flat" : memref<2x32xf32, #tir.scope<"shared", #ascend.placement<space = ub, shape = [2, 32]>>> to memref<64xf32, #tir.scope<"shared">>
  return
}

// -----

func.func @view_placed_elsewhere() {
  %x = tir.alloc_buffer "x" : memref<2x32xf32, #tir.scope<"shared", #ascend.placement<space = ub, shape = [2, 32]>>>
  // expected-error@+1 {{'tir.view' op view 'flat' is placed as #ascend.placement<space = l1>, but its source 'x' is in ub}}
  %v = tir.view %x "flat" : memref<2x32xf32, #tir.scope<"shared", #ascend.placement<space = ub, shape = [2, 32]>>> to memref<64xf32, #tir.scope<"shared", #ascend.placement<space = l1>>>
  return
}

// -----

func.func @view_tile_shape() {
  %x = tir.alloc_buffer "x" : memref<2x32xf32, #tir.scope<"shared", #ascend.placement<space = ub, shape = [2, 32]>>>
  // expected-error@+1 {{'tir.view' op buffer 'flat' ('memref<64xf32, #tir.scope<"shared">>') is given the tile shape 2x32; it is 64x1 or 1x64}}
  %v = tir.view %x "flat" : memref<2x32xf32, #tir.scope<"shared", #ascend.placement<space = ub, shape = [2, 32]>>> to memref<64xf32, #tir.scope<"shared", #ascend.placement<space = ub, shape = [2, 32]>>>
  return
}
