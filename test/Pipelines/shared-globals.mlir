// Developer-mode kernels whose Cube and Vector work share a global buffer
// the split cannot order, through the whole pipeline: the errors name the
// buffer by its TileLang name.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %s -split-input-file -verify-diagnostics -o /dev/null

// The hand-off under a branch on the sub-block id: sub-block 1 would not
// take part in the flags.
!ws = memref<64x32xf32>
func.func @under_vid(%ws: !ws {tir.name = "workspace"}, %out: !ws {tir.name = "out"}, %in: memref<32x32xf16> {tir.name = "in"}) {
  tir.kernel (%cid) in (2) sub_block (%vid) in 2 {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %acc = tir.alloc_buffer "acc" : memref<32x32xf32, #tir.scope<"wmma.accumulator">>
    %a = tir.alloc_buffer "a" : memref<32x32xf16, #tir.scope<"shared.l1">>
    %a_g = memref.subview %in[0, 0] [32, 32] [1, 1] : memref<32x32xf16> to memref<32x32xf16, strided<[32, 1]>>
    tir.copy %a_g, %a : memref<32x32xf16, strided<[32, 1]>>, memref<32x32xf16, #tir.scope<"shared.l1">>
    %true = arith.constant true
    tir.gemm %a, %a, %acc clear_accum(%true) : memref<32x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf32, #tir.scope<"wmma.accumulator">>
    %u = tir.alloc_buffer "u" : memref<16x32xf32, #tir.scope<"shared">>
    %row = arith.muli %cid, %c32 : index
    %w = memref.subview %ws[%row, 0] [32, 32] [1, 1] : !ws to memref<32x32xf32, strided<[32, 1], offset: ?>>
    %first = arith.cmpi eq, %vid, %c0 : index
    // expected-note@+1 {{depends on the sub-block id here}}
    scf.if %first {
      // expected-error@+1 {{'ascend.fixpipe' op copies global buffer #0 ('workspace'), which the other core's work also copies, under control that depends on the sub-block id}}
      tir.copy %acc, %w : memref<32x32xf32, #tir.scope<"wmma.accumulator">>, memref<32x32xf32, strided<[32, 1], offset: ?>>
      %h = memref.subview %ws[%row, 0] [16, 32] [1, 1] : !ws to memref<16x32xf32, strided<[32, 1], offset: ?>>
      tir.copy %h, %u : memref<16x32xf32, strided<[32, 1], offset: ?>>, memref<16x32xf32, #tir.scope<"shared">>
      %o = memref.subview %out[%row, 0] [16, 32] [1, 1] : !ws to memref<16x32xf32, strided<[32, 1], offset: ?>>
      tir.copy %u, %o : memref<16x32xf32, #tir.scope<"shared">>, memref<16x32xf32, strided<[32, 1], offset: ?>>
    }
  }
  return
}

// -----

// A scalar read of the workspace beside its tile copies.
!ws = memref<64x32xf32>
func.func @scalar_read(%ws: !ws {tir.name = "workspace"}, %out: !ws {tir.name = "out"}, %in: memref<32x32xf16> {tir.name = "in"}) {
  tir.kernel (%cid) in (2) sub_block (%vid) in 2 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %acc = tir.alloc_buffer "acc" : memref<32x32xf32, #tir.scope<"wmma.accumulator">>
    %a = tir.alloc_buffer "a" : memref<32x32xf16, #tir.scope<"shared.l1">>
    %a_g = memref.subview %in[0, 0] [32, 32] [1, 1] : memref<32x32xf16> to memref<32x32xf16, strided<[32, 1]>>
    tir.copy %a_g, %a : memref<32x32xf16, strided<[32, 1]>>, memref<32x32xf16, #tir.scope<"shared.l1">>
    %true = arith.constant true
    tir.gemm %a, %a, %acc clear_accum(%true) : memref<32x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf32, #tir.scope<"wmma.accumulator">>
    %u = tir.alloc_buffer "u" : memref<16x32xf32, #tir.scope<"shared">>
    %row = arith.muli %cid, %c32 : index
    %w = memref.subview %ws[%row, 0] [32, 32] [1, 1] : !ws to memref<32x32xf32, strided<[32, 1], offset: ?>>
    // expected-error@+1 {{'ascend.fixpipe' op writes global buffer #0 ('workspace') in the Cube work, which the Vector work also uses, one of them by a scalar access}}
    tir.copy %acc, %w : memref<32x32xf32, #tir.scope<"wmma.accumulator">>, memref<32x32xf32, strided<[32, 1], offset: ?>>
    %mine = arith.muli %vid, %c16 : index
    %r = arith.addi %row, %mine : index
    %h = memref.subview %ws[%r, 0] [16, 32] [1, 1] : !ws to memref<16x32xf32, strided<[32, 1], offset: ?>>
    tir.copy %h, %u : memref<16x32xf32, strided<[32, 1], offset: ?>>, memref<16x32xf32, #tir.scope<"shared">>
    // expected-note@+1 {{the other use}}
    %s = memref.load %ws[%row, %c0] : !ws
    tir.for parallel %i = %c0 to %c16 step %c1 {
      tir.for parallel %j = %c0 to %c32 step %c1 {
        %x = memref.load %u[%i, %j] : memref<16x32xf32, #tir.scope<"shared">>
        %y = arith.mulf %x, %s : f32
        memref.store %y, %u[%i, %j] : memref<16x32xf32, #tir.scope<"shared">>
      }
    }
    %o = memref.subview %out[%r, 0] [16, 32] [1, 1] : !ws to memref<16x32xf32, strided<[32, 1], offset: ?>>
    tir.copy %u, %o : memref<16x32xf32, #tir.scope<"shared">>, memref<16x32xf32, strided<[32, 1], offset: ?>>
  }
  return
}
