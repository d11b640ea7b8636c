// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" -split-input-file -verify-diagnostics

func.func @accumulator_in_shared(%init: i1) {
  %a = tir.alloc_buffer "A" : memref<16x16xf16, #tir.scope<"shared.dyn">>
  %b = tir.alloc_buffer "B" : memref<16x16xf16, #tir.scope<"shared.dyn">>
  // expected-error@+1 {{'tir.alloc_buffer' op buffer 'C_shared' in scope "shared" is the accumulator of a T.gemm, but shared scopes are L1 or UB memory and the Cube accumulates only in L0C; allocate the accumulator with T.alloc_fragment (scope "local.fragment") or in "shared.l0c"}}
  %c = tir.alloc_buffer "C_shared" : memref<16x16xf32, #tir.scope<"shared">>
  // expected-note@+1 {{used as the accumulator here}}
  tir.gemm %a, %b, %c clear_accum(%init) : memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf32, #tir.scope<"shared">>
  return
}

// -----

func.func @conflicting_uses(%init: i1, %i: index) {
  // expected-error@+1 {{'tir.alloc_buffer' op buffer 'A' in scope "shared.dyn" is used as the A operand of a T.gemm (needs l1) and as an element-wise access (needs ub); a buffer lives in one memory: copy it into a second buffer}}
  %a = tir.alloc_buffer "A" : memref<16x16xf16, #tir.scope<"shared.dyn">>
  %b = tir.alloc_buffer "B" : memref<16x16xf16, #tir.scope<"shared.dyn">>
  %c = tir.alloc_buffer "C" : memref<16x16xf32, #tir.scope<"local.fragment">>
  // expected-note@+1 {{used as the A operand of a T.gemm here}}
  tir.gemm %a, %b, %c clear_accum(%init) : memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf32, #tir.scope<"local.fragment">>
  // expected-note@+1 {{used as an element-wise access here}}
  %x = memref.load %a[%i, %i] : memref<16x16xf16, #tir.scope<"shared.dyn">>
  return
}

// -----

func.func @accumulator_and_vector(%init: i1, %i: index) {
  %a = tir.alloc_buffer "A" : memref<16x16xf16, #tir.scope<"shared.dyn">>
  %b = tir.alloc_buffer "B" : memref<16x16xf16, #tir.scope<"shared.dyn">>
  // expected-error@+1 {{buffer 'C' in scope "local.fragment" is used as the accumulator of a T.gemm (needs l0c) and as an element-wise access (needs ub)}}
  %c = tir.alloc_buffer "C" : memref<16x16xf32, #tir.scope<"local.fragment">>
  // expected-note@+1 {{used as the accumulator of a T.gemm here}}
  tir.gemm %a, %b, %c clear_accum(%init) : memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf32, #tir.scope<"local.fragment">>
  // expected-note@+1 {{used as an element-wise access here}}
  %x = memref.load %c[%i, %i] : memref<16x16xf32, #tir.scope<"local.fragment">>
  return
}

// -----

// expected-error@+1 {{'func.func' op kernel argument #0 has memory space #tir.scope<"shared.dyn">; kernel arguments are global buffers (no memory space or #tir.scope<"global">)}}
func.func @local_argument(%a: memref<16xf16, #tir.scope<"shared.dyn">>) {
  return
}

// -----

func.func @fill_accumulator(%g: memref<16x16xf16>) {
  %c = tir.alloc_buffer "C_local" : memref<16x16xf32, #tir.scope<"shared.l0c">>
  %zero = arith.constant 0.0 : f32
  // expected-error@+1 {{'tir.fill' op T.fill of the L0C accumulator 'C_local' cannot be lowered: the Cube clears L0C only through the init of an mmad; write T.clear(...) directly before the gemm or its K loop and run tir-fold-accumulator-clear first (tir-to-pto-pipeline does), which folds it into the gemm's clear_accum (for a K loop, only when the loop provably runs at least once: constant bounds, or a bound such as ceildiv(K, 32) of a dynamic dimension, and no T.loop_break comes before its first gemm)}}
  tir.fill %c, %zero : memref<16x16xf32, #tir.scope<"shared.l0c">>
  return
}

// -----

func.func @fill_l1() {
  %u = tir.alloc_buffer "U" : memref<16x16xf32, #tir.scope<"shared.l1">>
  %zero = arith.constant 0.0 : f32
  // expected-error@+1 {{'tir.fill' op T.fill of 'U' in l1 is not supported by convert-tir-to-ascend yet (only ub buffers are filled, by the Vector core)}}
  tir.fill %u, %zero : memref<16x16xf32, #tir.scope<"shared.l1">>
  return
}

// -----

func.func @parallel_loop(%i: index) {
  // expected-error@+1 {{'tir.for' op T.Parallel nests need loops from 0 to a constant extent with step 1 (the extent is the tile size)}}
  tir.for parallel %k = %i to %i step %i {
  }
  return
}

// -----

func.func @convert_in_dma(%g: memref<16x16xf32>) {
  %u = tir.alloc_buffer "U" : memref<16x16xf16, #tir.scope<"shared.l1">>
  // expected-error@+1 {{'tir.copy' op T.copy from argument #0 (gm) to 'U' (l1) converts 'f32' to 'f16'; only the fixpipe (out of L0C) and the Vector core (copies to, from or within ub) convert element types}}
  tir.copy %g, %u : memref<16x16xf32>, memref<16x16xf16, #tir.scope<"shared.l1">>
  return
}

// -----

func.func @no_path() {
  %a = tir.alloc_buffer "A" : memref<16x16xf16, #tir.scope<"shared.l0a">>
  %u = tir.alloc_buffer "U" : memref<16x16xf16, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.copy' op T.copy from 'A' (l0a) to 'U' (ub) is not a legal data path on a3: no Ascend chip moves data from l0a to ub directly}}
  tir.copy %a, %u : memref<16x16xf16, #tir.scope<"shared.l0a">>, memref<16x16xf16, #tir.scope<"shared.ub">>
  return
}

// -----

func.func @gm_to_l0a(%g: memref<16x16xf16>) {
  %a = tir.alloc_buffer "A" : memref<16x16xf16, #tir.scope<"shared.l0a">>
  // expected-error@+1 {{'tir.copy' op T.copy from argument #0 (gm) to 'A' (l0a) is not supported by convert-tir-to-ascend yet}}
  tir.copy %g, %a : memref<16x16xf16>, memref<16x16xf16, #tir.scope<"shared.l0a">>
  return
}

// -----

func.func @operand_in_ub(%init: i1) {
  %a = tir.alloc_buffer "A" : memref<16x16xf16, #tir.scope<"shared.ub">>
  %b = tir.alloc_buffer "B" : memref<16x16xf16, #tir.scope<"shared.dyn">>
  %c = tir.alloc_buffer "C" : memref<16x16xf32, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.gemm' op T.gemm A operand 'A' is in ub; the Cube reads its operands from L1 (staged into l0a)}}
  tir.gemm %a, %b, %c clear_accum(%init) : memref<16x16xf16, #tir.scope<"shared.ub">>, memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf32, #tir.scope<"local.fragment">>
  return
}

// -----

func.func @accumulator_in_ub(%init: i1) {
  %a = tir.alloc_buffer "A" : memref<16x16xf16, #tir.scope<"shared.dyn">>
  %b = tir.alloc_buffer "B" : memref<16x16xf16, #tir.scope<"shared.dyn">>
  %c = tir.alloc_buffer "C" : memref<16x16xf32, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.gemm' op T.gemm accumulator 'C' is in ub; the Cube accumulates only in l0c}}
  tir.gemm %a, %b, %c clear_accum(%init) : memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf32, #tir.scope<"shared.ub">>
  return
}

// -----

func.func @transposed_l0_operand(%init: i1) {
  %a = tir.alloc_buffer "A" : memref<16x16xf16, #tir.scope<"shared.l0a">>
  %b = tir.alloc_buffer "B" : memref<16x16xf16, #tir.scope<"shared.l0b">>
  %c = tir.alloc_buffer "C" : memref<16x16xf32, #tir.scope<"shared.l0c">>
  // expected-error@+1 {{'tir.gemm' op T.gemm transposes its A operand 'A', which is already in l0a; transposes happen on the way from GM or L1}}
  tir.gemm %a, %b, %c clear_accum(%init) {transpose_a} : memref<16x16xf16, #tir.scope<"shared.l0a">>, memref<16x16xf16, #tir.scope<"shared.l0b">>, memref<16x16xf32, #tir.scope<"shared.l0c">>
  return
}

// -----

// A constant region that starts outside its buffer (one that starts inside
// and runs past the edge is clipped later, as T.copy does). The offset is a
// constant value: as a static offset, MLIR 22's own verifier rejects it.
func.func @region_out_of_bounds(%g: memref<64x64xf16>) {
  %c64 = arith.constant 64 : index
  %u = tir.alloc_buffer "U" : memref<32x32xf16, #tir.scope<"shared">>
  // expected-error@+1 {{'memref.subview' op region of dimension 0 (offset 64, size 32, stride 1) is out of bounds of 'memref<64x64xf16>'}}
  %s = memref.subview %g[%c64, 0] [32, 32] [1, 1] : memref<64x64xf16> to memref<32x32xf16, strided<[64, 1], offset: ?>>
  tir.copy %s, %u : memref<32x32xf16, strided<[64, 1], offset: ?>>, memref<32x32xf16, #tir.scope<"shared">>
  return
}

// -----

// A region at a negative constant offset (pto-translate writes `A[-16, 0]`
// so: neither LLVM's verifier accepts a negative static offset).
func.func @region_negative_offset(%g: memref<64x64xf16>) {
  %cm16 = arith.constant -16 : index
  %u = tir.alloc_buffer "U" : memref<32x32xf16, #tir.scope<"shared">>
  // expected-error@+1 {{'memref.subview' op region of dimension 0 (offset -16, size 32, stride 1) is out of bounds of 'memref<64x64xf16>'}}
  %s = memref.subview %g[%cm16, 0] [32, 32] [1, 1] : memref<64x64xf16> to memref<32x32xf16, strided<[64, 1], offset: ?>>
  tir.copy %s, %u : memref<32x32xf16, strided<[64, 1], offset: ?>>, memref<32x32xf16, #tir.scope<"shared">>
  return
}

// -----

// A strided constant region that reaches past its buffer.
func.func @strided_out_of_bounds(%g: memref<64x64xf16>) {
  %c40 = arith.constant 40 : index
  %u = tir.alloc_buffer "U" : memref<16x32xf16, #tir.scope<"shared">>
  // expected-error@+1 {{'memref.subview' op region of dimension 0 (offset 40, size 16, stride 2) is out of bounds of 'memref<64x64xf16>'}}
  %s = memref.subview %g[%c40, 0] [16, 32] [2, 1] : memref<64x64xf16> to memref<16x32xf16, strided<[128, 1], offset: ?>>
  tir.copy %s, %u : memref<16x32xf16, strided<[128, 1], offset: ?>>, memref<16x32xf16, #tir.scope<"shared">>
  return
}

// -----

// expected-error@+1 {{convert-tir-to-ascend{arch=a3} on a module that targets a5 ('ascend.arch')}}
module attributes {ascend.arch = #ascend.arch<a5>} {
}

// -----

// expected-error@+1 {{'func.func' op kernel argument #0 is an unranked memref ('memref<*xf16>'); kernel buffers need a ranked shape, as T.Tensor((M, N), dtype) gives}}
func.func @unranked(%g: memref<*xf16>) {
  return
}

// -----

// ptoas's index is 32-bit: block ids must stay below 2^31.
func.func @huge_grid() {
  // expected-error@+1 {{'tir.kernel' op launches more than 2147483647 blocks; ptoas computes block ids as 32-bit 'index' values}}
  tir.kernel (%bx, %by) in (65536, 65536) {
  }
  return
}

// -----

// A cast of a kernel argument (here asserting a dynamic dimension's value)
// has no lowering: regions are memref.subview.
func.func @cast(%A: memref<?x64xf16>, %C: memref<32x64xf16>) {
  tir.kernel (%bx) in (1) {
    %ub = tir.alloc_buffer : memref<32x64xf16, #tir.scope<"shared.dyn">>
    // expected-error@+1 {{'memref.cast' op is not supported by convert-tir-to-ascend: buffers are used whole, through memref.subview regions (T.copy's), memref.load / memref.store of elements, or memref.dim of a dynamic dimension}}
    %a = memref.cast %A : memref<?x64xf16> to memref<32x64xf16>
    tir.copy %a, %ub : memref<32x64xf16>, memref<32x64xf16, #tir.scope<"shared.dyn">>
    tir.copy %ub, %C : memref<32x64xf16, #tir.scope<"shared.dyn">>, memref<32x64xf16>
  }
  return
}

// -----

// One L1 buffer read transposed by one gemm and as it is by another: it
// cannot be stored transposed, and PTO has no transposing L1 -> L0 move.
func.func @transposed_and_plain(%A: memref<128x32xf16>, %B: memref<32x128xf16>) {
  tir.kernel (%bx) in (1) {
    %a = tir.alloc_buffer "A_shared" : memref<32x32xf16, #tir.scope<"shared.dyn">>
    %b = tir.alloc_buffer "B_shared" : memref<32x32xf16, #tir.scope<"shared.dyn">>
    %c = tir.alloc_buffer "C_local" : memref<32x32xf32, #tir.scope<"local.fragment">>
    %ra = memref.subview %A[0, 0] [32, 32] [1, 1] : memref<128x32xf16> to memref<32x32xf16, strided<[32, 1]>>
    tir.copy %ra, %a : memref<32x32xf16, strided<[32, 1]>>, memref<32x32xf16, #tir.scope<"shared.dyn">>
    %rb = memref.subview %B[0, 0] [32, 32] [1, 1] : memref<32x128xf16> to memref<32x32xf16, strided<[128, 1]>>
    tir.copy %rb, %b : memref<32x32xf16, strided<[128, 1]>>, memref<32x32xf16, #tir.scope<"shared.dyn">>
    %true = arith.constant true
    tir.gemm %a, %b, %c clear_accum(%true) : memref<32x32xf16, #tir.scope<"shared.dyn">>, memref<32x32xf16, #tir.scope<"shared.dyn">>, memref<32x32xf32, #tir.scope<"local.fragment">>
    // expected-error@+1 {{'tir.gemm' op T.gemm transposes its A operand 'A_shared', but its L1 buffer cannot hold it transposed: PTO has no transposing L1 -> L0 move, so the buffer must be filled transposed from GM, which needs every gemm that reads it to transpose it and every write to it to be a copy from GM into the whole buffer or its first rows; use a separate buffer for the transposed operand}}
    tir.gemm %a, %b, %c {transpose_a} : memref<32x32xf16, #tir.scope<"shared.dyn">>, memref<32x32xf16, #tir.scope<"shared.dyn">>, memref<32x32xf32, #tir.scope<"local.fragment">>
  }
  return
}

// -----

// T.loop_break is lowered in T.Persistent's form only.
func.func @break_after_work(%g: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %x = tir.alloc_buffer "x" : memref<16xf32, #tir.scope<"shared">>
  tir.for serial %w = %c0 to %c4 step %c1 {
    tir.copy %g, %x : memref<16xf32>, memref<16xf32, #tir.scope<"shared">>
    %past = arith.cmpi sle, %c1, %w : index
    scf.if %past {
      // expected-error@+1 {{'tir.intrin' op T.loop_break is lowered only in T.Persistent's form: alone in an `if` (no else) that is a statement of a T.serial loop's body, after only side-effect-free statements}}
      tir.intrin "tl.loop_break"() : () -> ()
    }
  }
  return
}

// -----

func.func @sync_all() {
  tir.kernel (%bx) in (4) {
    // expected-error@+1 {{'tir.intrin' op T.sync_all (tl.ascend_sync_all), a barrier across every block of the launch, is not lowered: PTO has no instruction for it (TileLang's own PTO backend has none either); split the kernel at the barrier into two launches}}
    tir.intrin "tl.ascend_sync_all"() : () -> ()
  }
  return
}

// -----

// A break out of a while loop: the message says so.
func.func @break_in_while(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.if %c {
      // expected-error@+1 {{'tir.intrin' op T.loop_break is lowered only in T.Persistent's form: alone in an `if` (no else) that is a statement of a T.serial loop's body, after only side-effect-free statements; a break out of a `while` loop is not supported yet (fold its condition into the loop's test)}}
      tir.intrin "tl.loop_break"() : () -> ()
    }
    scf.yield
  }
  return
}

// -----

func.func @break_outside_loop(%c: i1) {
  scf.if %c {
    // expected-error@+1 {{'tir.intrin' op T.loop_break is lowered only in T.Persistent's form}}
    tir.intrin "tl.loop_break"() : () -> ()
  }
  return
}

// -----

func.func @break_in_nest() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  tir.for parallel %i = %c0 to %c4 step %c1 {
    // expected-error@+1 {{'tir.intrin' op T.loop_break inside a T.Parallel nest is not supported}}
    tir.intrin "tl.loop_break"() : () -> ()
  }
  return
}

// -----

// An element at constant indices outside its buffer would land on another
// element of the tile, or in its padding.
func.func @element_out_of_bounds(%v: f32) {
  %c0 = arith.constant 0 : index
  %c40 = arith.constant 40 : index
  %x = tir.alloc_buffer "x" : memref<16x32xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'memref.store' op accesses index 40 of dimension 1 of 'x' ('memref<16x32xf32, #tir.scope<"shared", #ascend.placement<space = ub, shape = [16, 32]>>>'), outside [0, 32)}}
  memref.store %v, %x[%c0, %c40] : memref<16x32xf32, #tir.scope<"shared">>
  return
}

// -----

func.func @element_negative() -> f32 {
  %m1 = arith.constant -1 : index
  %x = tir.alloc_buffer "x" : memref<16xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'memref.load' op accesses index -1 of dimension 0 of 'x' ('memref<16xf32, #tir.scope<"shared", #ascend.placement<space = ub, shape = [1, 16]>>>'), outside [0, 16)}}
  %v = memref.load %x[%m1] : memref<16xf32, #tir.scope<"shared">>
  return %v : f32
}

// -----

// A transposing copy other than l1 -> l0a/l0b.
func.func @copy_transpose_ub(%g: memref<32x16xf16>) {
  %u = tir.alloc_buffer "u" : memref<32x16xf16, #tir.scope<"shared.ub">>
  %v = tir.alloc_buffer "v" : memref<16x32xf16, #tir.scope<"shared.ub">>
  tir.copy %g, %u : memref<32x16xf16>, memref<32x16xf16, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.copy' op T.copy from 'u' (ub) to 'v' (ub) transposes; only copies from l1 into l0a or l0b transpose}}
  tir.copy %u, %v {transpose} : memref<32x16xf16, #tir.scope<"shared.ub">>, memref<16x32xf16, #tir.scope<"shared.ub">>
  return
}

// -----

// The l1 buffer is also read untransposed, so it cannot be stored
// transposed for the transposing copy.
func.func @copy_transpose_mixed(%g: memref<32x16xf16>) {
  %l1 = tir.alloc_buffer "B_L1" : memref<32x16xf16, #tir.scope<"shared.l1">>
  %t = tir.alloc_buffer "B_L0" : memref<16x32xf16, #tir.scope<"wmma.matrix_b">>
  %n = tir.alloc_buffer "A_L0" : memref<32x16xf16, #tir.scope<"wmma.matrix_a">>
  tir.copy %g, %l1 : memref<32x16xf16>, memref<32x16xf16, #tir.scope<"shared.l1">>
  // expected-error@+1 {{'tir.copy' op T.copy from 'B_L1' (l1) to 'B_L0' (l0b) transposes, but 'B_L1' cannot be stored transposed: PTO has no transposing l1 -> l0 move, so the l1 buffer must be filled transposed from GM, which needs every copy out of it to transpose it and every write to it to be a copy from GM into the whole buffer or its first rows}}
  tir.copy %l1, %t {transpose} : memref<32x16xf16, #tir.scope<"shared.l1">>, memref<16x32xf16, #tir.scope<"wmma.matrix_b">>
  tir.copy %l1, %n : memref<32x16xf16, #tir.scope<"shared.l1">>, memref<32x16xf16, #tir.scope<"wmma.matrix_a">>
  return
}

// -----

// A K deeper than one Cube instruction takes.
func.func @gemm_k_4096(%init: i1) {
  %a = tir.alloc_buffer "A_L1" : memref<16x4096xf16, #tir.scope<"shared.l1">>
  %b = tir.alloc_buffer "B_L1" : memref<4096x16xf16, #tir.scope<"shared.l1">>
  %c = tir.alloc_buffer "C_L0" : memref<16x16xf32, #tir.scope<"wmma.accumulator">>
  // expected-error@+1 {{'tir.gemm' op T.gemm's K is 4096, deeper than the 4095 one Cube instruction takes; tirpto does not split such a K yet: use K tiles of at most 4095}}
  tir.gemm %a, %b, %c clear_accum(%init) : memref<16x4096xf16, #tir.scope<"shared.l1">>, memref<4096x16xf16, #tir.scope<"shared.l1">>, memref<16x16xf32, #tir.scope<"wmma.accumulator">>
  return
}

// -----

// Staging tiles hold whole fractal boxes (ascend-hardware.md §1.5): M and
// N may leave part of one (the tiles are padded), K may not, as the
// padding would be multiplied into the sums: K = 24 of f16 is reported at
// the gemm, once.
func.func @gemm_k_partial_box(%init: i1) {
  %a = tir.alloc_buffer "A_L1" : memref<16x24xf16, #tir.scope<"shared.l1">>
  %b = tir.alloc_buffer "B_L1" : memref<24x16xf16, #tir.scope<"shared.l1">>
  %c = tir.alloc_buffer "C_L0" : memref<16x16xf32, #tir.scope<"wmma.accumulator">>
  // expected-error@+1 {{'tir.gemm' op T.gemm stages its A operand 'A_L1' in l0a as a 16x24 (M x K) tile of 'f16', which is not a whole number of its 16x16 fractal boxes: K = 24 must be a multiple of 16 (blocks need not divide the tensor: copies at its edge are clipped; ascend-hardware.md §1.5)}}
  tir.gemm %a, %b, %c clear_accum(%init) : memref<16x24xf16, #tir.scope<"shared.l1">>, memref<24x16xf16, #tir.scope<"shared.l1">>, memref<16x16xf32, #tir.scope<"wmma.accumulator">>
  return
}

// -----

// An N that leaves part of a box pads the l1 and l0b tiles, which must pad
// alike: f32's l1 boxes (NZ, 16 x 8) pad N = 24 to 24, l0b's (8 x 16) to 32.
func.func @gemm_f32_n24(%init: i1) {
  %a = tir.alloc_buffer "A_L1" : memref<16x16xf32, #tir.scope<"shared.l1">>
  %b = tir.alloc_buffer "B_L1" : memref<16x24xf32, #tir.scope<"shared.l1">>
  %c = tir.alloc_buffer "C_L0" : memref<16x24xf32, #tir.scope<"wmma.accumulator">>
  // expected-error@+1 {{'tir.gemm' op T.gemm stages its B operand 'B_L1' (16x24 of 'f32') from an l1 tile of whole fractal boxes, 16x24, into an l0b tile of whole boxes, 16x32: the move between them keeps the shape, so N must be a multiple of 16 (a whole number of both tiles' boxes)}}
  tir.gemm %a, %b, %c clear_accum(%init) : memref<16x16xf32, #tir.scope<"shared.l1">>, memref<16x24xf32, #tir.scope<"shared.l1">>, memref<16x24xf32, #tir.scope<"wmma.accumulator">>
  return
}

// -----

// A's boxes are 16 rows of 32 bytes: 16 x 32 for i8.
func.func @gemm_a_i8_k16(%init: i1) {
  %a = tir.alloc_buffer "A_L1" : memref<16x16xi8, #tir.scope<"shared.l1">>
  %b = tir.alloc_buffer "B_L1" : memref<16x16xi8, #tir.scope<"shared.l1">>
  %c = tir.alloc_buffer "C_L0" : memref<16x16xi32, #tir.scope<"wmma.accumulator">>
  // expected-error@+1 {{T.gemm stages its A operand 'A_L1' in l0a as a 16x16 (M x K) tile of 'i8', which is not a whole number of its 16x32 fractal boxes: K = 16 must be a multiple of 32}}
  tir.gemm %a, %b, %c clear_accum(%init) : memref<16x16xi8, #tir.scope<"shared.l1">>, memref<16x16xi8, #tir.scope<"shared.l1">>, memref<16x16xi32, #tir.scope<"wmma.accumulator">>
  return
}

// -----

func.func @pad_value_l1(%in: memref<16x32xf16> {tir.name = "in"}) {
  %pad = arith.constant 0.0 : f16
  %x = tir.alloc_buffer "x" : memref<16x32xf16, #tir.scope<"shared.l1">>
  // expected-error@+1 {{'tir.copy' op T.copy from 'in' (gm) to 'x' (l1) has a pad_value, which applies to copies from global memory into ub only (the Vector core fills the part of the tile the tensor does not cover)}}
  tir.copy %in, %x pad_value(%pad : f16) : memref<16x32xf16>, memref<16x32xf16, #tir.scope<"shared.l1">>
  return
}

// -----

func.func @pad_value_int_conversion(%in: memref<16x32xi16> {tir.name = "in"}) {
  %pad = arith.constant 0.0 : f32
  %x = tir.alloc_buffer "x" : memref<16x32xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.copy' op T.copy from 'in' (gm) to 'x' (ub) converts 'i16' to 'f32' and has a pad_value: only copies between floats of different widths take one}}
  tir.copy %in, %x pad_value(%pad : f32) : memref<16x32xi16>, memref<16x32xf32, #tir.scope<"shared">>
  return
}

// -----

// The staging tile of a converting copy is padded in the source's type.
func.func @pad_value_inexact(%in: memref<16x32xf16> {tir.name = "in"}) {
  %pad = arith.constant 1.0001 : f32
  %x = tir.alloc_buffer "x" : memref<16x32xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.copy' op T.copy from 'in' (gm) to 'x' (ub) converts 'f16' to 'f32' and pads with a value 'f16' does not hold exactly (or that is not a constant): the part of the tile the tensor does not cover is filled in 'f16', before the conversion}}
  tir.copy %in, %x pad_value(%pad : f32) : memref<16x32xf16>, memref<16x32xf32, #tir.scope<"shared">>
  return
}

// -----

func.func @finalize_accumulator(%init: i1) {
  %a = tir.alloc_buffer "A" : memref<16x16xf16, #tir.scope<"shared.dyn">>
  %b = tir.alloc_buffer "B" : memref<16x16xf16, #tir.scope<"shared.dyn">>
  %c = tir.alloc_buffer "C" : memref<16x16xf32, #tir.scope<"local.fragment">>
  tir.gemm %a, %b, %c clear_accum(%init) : memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf32, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.finalize_reducer' op T.finalize_reducer of 'C', placed in l0c: a reducer accumulates element-wise work, in ub}}
  tir.finalize_reducer %c : memref<16x16xf32, #tir.scope<"local.fragment">>
  return
}

// -----

func.func @atomic_add_i64(%o: memref<16x16xi64> {tir.name = "O"}) {
  %x = tir.alloc_buffer "x" : memref<16x16xi64, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.copy' op T.tile.atomic_add into 'O' ('i64' elements): the DMA adds i8, i16, i32, f16, bf16 or f32 (integers signed or signless) atomically}}
  tir.copy %x, %o {atomic_add} : memref<16x16xi64, #tir.scope<"shared.ub">>, memref<16x16xi64>
  return
}

// -----

func.func @atomic_add_unsigned(%o: memref<16x16xui16> {tir.name = "O"}) {
  %x = tir.alloc_buffer "x" : memref<16x16xui16, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.copy' op T.tile.atomic_add into 'O' ('ui16' elements): the DMA adds i8, i16, i32, f16, bf16 or f32 (integers signed or signless) atomically}}
  tir.copy %x, %o {atomic_add} : memref<16x16xui16, #tir.scope<"shared.ub">>, memref<16x16xui16>
  return
}

// -----

func.func @l1_to_gm(%a: memref<32x64xf16> {tir.name = "A"}, %o: memref<32x64xf16> {tir.name = "O"}) {
  %l1 = tir.alloc_buffer "l1" : memref<32x64xf16, #tir.scope<"shared.l1">>
  tir.copy %a, %l1 : memref<32x64xf16>, memref<32x64xf16, #tir.scope<"shared.l1">>
  // expected-error@+1 {{'tir.copy' op T.copy from 'l1' (l1) to 'O' (gm) is not supported: an l1 tile is stored NZ, and PTO's tstore from l1 writes NZ tiles into NZ tensors only (pto-isa's TSTORE), while global buffers are ND}}
  tir.copy %l1, %o : memref<32x64xf16, #tir.scope<"shared.l1">>, memref<32x64xf16>
  return
}

// -----

// A region the type of a window of the ub tile cannot describe: one
// element taken with a column stride, which the converter reads as a
// column region (a rank-1 region strided by whole rows).
func.func @region_not_a_window(%g: memref<16x16xf32>) {
  %b = tir.alloc_buffer "b" : memref<16x16xf32, #tir.scope<"shared.dyn">>
  %o = tir.alloc_buffer "o" : memref<1xf32, #tir.scope<"shared.dyn">>
  tir.copy %g, %b : memref<16x16xf32>, memref<16x16xf32, #tir.scope<"shared.dyn">>
  // expected-error@+1 {{'memref.subview' op takes a region ('memref<1xf32, strided<[16], offset: 48>, #tir.scope<"shared.dyn", #ascend.placement<space = ub, shape = [16, 16]>>>') of 'b' that convert-tir-to-ascend cannot express in its tile 'memref<16x16xf32, #ascend.address_space<ub>>': the region is 'memref<1x1xf32, strided<[16, 16], offset: 48>, #ascend.address_space<ub>>' of the tile, but its type stands for 'memref<1x1xf32, strided<[16, 1], offset: 48>, #ascend.address_space<ub>>'}}
  %r = memref.subview %b[3, 0] [1, 1] [1, 16] : memref<16x16xf32, #tir.scope<"shared.dyn">> to memref<1xf32, strided<[16], offset: 48>, #tir.scope<"shared.dyn">>
  tir.copy %r, %o : memref<1xf32, strided<[16], offset: 48>, #tir.scope<"shared.dyn">>, memref<1xf32, #tir.scope<"shared.dyn">>
  return
}

// -----

func.func @gemm_local_var(%ga: memref<1x16xf16>, %gb: memref<16x1xf16>, %init: i1) {
  %a = tir.alloc_buffer "A" : memref<1x16xf16, #tir.scope<"shared.dyn">>
  %b = tir.alloc_buffer "B" : memref<16x1xf16, #tir.scope<"shared.dyn">>
  %c = tir.alloc_buffer "C" : memref<1x1xf32, #tir.scope<"local.var">>
  tir.copy %ga, %a : memref<1x16xf16>, memref<1x16xf16, #tir.scope<"shared.dyn">>
  tir.copy %gb, %b : memref<16x1xf16>, memref<16x1xf16, #tir.scope<"shared.dyn">>
  // expected-error@+1 {{'tir.gemm' op T.gemm with the local.var 'C': a scalar variable is not a matrix}}
  tir.gemm %a, %b, %c clear_accum(%init) : memref<1x16xf16, #tir.scope<"shared.dyn">>, memref<16x1xf16, #tir.scope<"shared.dyn">>, memref<1x1xf32, #tir.scope<"local.var">>
  return
}

// -----

// A buffer's placement is in its type: a buffer carried through a loop or a
// select would need the loop or select to carry it too.
!t = memref<16x64xf32, #tir.scope<"shared.dyn">>
func.func @buffer_through_loop(%A: memref<16x64xf32>) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %x = tir.alloc_buffer "x" : !t
    // expected-error@+1 {{'scf.for' op passes on buffer 'x': buffers are used where they are allocated (through memref.subview regions), not carried through loops, branches or selects}}
    %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%p = %x) -> (!t) {
      tir.copy %A, %p : memref<16x64xf32>, !t
      scf.yield %p : !t
    }
  }
  return
}

// -----

!t = memref<16x64xf32, #tir.scope<"shared.dyn">>
func.func @buffer_through_select(%A: memref<16x64xf32>, %c: i1) {
  tir.kernel (%bx) in (1) {
    %x = tir.alloc_buffer "x" : !t
    %y = tir.alloc_buffer "y" : !t
    // expected-error@+2 {{'arith.select' op passes on buffer 'x'}}
    // expected-error@+1 {{'arith.select' op passes on buffer 'y'}}
    %s = arith.select %c, %x, %y : !t
    tir.copy %A, %s : memref<16x64xf32>, !t
  }
  return
}

// -----

// Regions of a kernel argument are used where they are taken, too.
func.func @argument_region_through_select(%A: memref<32x64xf32> {tir.name = "A"}, %c: i1) {
  tir.kernel (%bx) in (1) {
    %x = tir.alloc_buffer "x" : memref<16x64xf32, #tir.scope<"shared.dyn">>
    %a = memref.subview %A[0, 0] [16, 64] [1, 1] : memref<32x64xf32> to memref<16x64xf32>
    %r = memref.subview %A[0, 0] [16, 64] [1, 1] : memref<32x64xf32> to memref<16x64xf32>
    // expected-error@+1 {{'arith.select' op passes on buffer 'A': buffers are used where they are allocated (through memref.subview regions), not carried through loops, branches or selects}}
    %s = arith.select %c, %a, %r : memref<16x64xf32>
    tir.copy %s, %x : memref<16x64xf32>, memref<16x64xf32, #tir.scope<"shared.dyn">>
  }
  return
}

// -----

func.func @element_region(%O: memref<16xf32>, %i: index) {
  tir.kernel (%bx) in (1) {
    %one = arith.constant 1.0 : f32
    %r = tir.alloc_buffer "r" : memref<16xf32, #tir.scope<"local.fragment">>
    // expected-error@+1 {{'memref.subview' op takes a region ('memref<f32, strided<[], offset: ?>, #tir.scope<"local.fragment", #ascend.placement<space = ub, shape = [1, 16]>>>') of 'r' that convert-tir-to-ascend cannot express in its tile: regions of local buffers have a rank of at least 1}}
    %e = memref.subview %r[%i] [1] [1] : memref<16xf32, #tir.scope<"local.fragment">> to memref<f32, strided<[], offset: ?>, #tir.scope<"local.fragment">>
    tir.fill %e, %one : memref<f32, strided<[], offset: ?>, #tir.scope<"local.fragment">>
    tir.copy %r, %O : memref<16xf32, #tir.scope<"local.fragment">>, memref<16xf32>
  }
  return
}

// -----

func.func @alloca_in_scope(%O: memref<16x64xf32>) {
  tir.kernel (%bx) in (1) {
    // expected-error@+1 {{'memref.alloca' op is not supported by convert-tir-to-ascend: buffers are used whole, through memref.subview regions (T.copy's), memref.load / memref.store of elements, or memref.dim of a dynamic dimension}}
    %x = memref.alloca() : memref<16x64xf32, #tir.scope<"shared.dyn">>
    tir.copy %x, %O : memref<16x64xf32, #tir.scope<"shared.dyn">>, memref<16x64xf32>
  }
  return
}

// -----

func.func @relu_out_of_ub(%o: memref<16x16xf32>) {
  %ub = tir.alloc_buffer "ub" : memref<16x16xf32, #tir.scope<"shared.ub">>
  // expected-error-re@+1 {{'tir.copy' op {{.*}} with enable_relu=True: the ReLU is the fixpipe's, on copies out of the accumulator (an l0c buffer); apply T.tile.relu to a ub buffer instead}}
  tir.copy %ub, %o {enable_relu} : memref<16x16xf32, #tir.scope<"shared.ub">>, memref<16x16xf32>
  return
}

// -----

func.func @deq_scale_unresolved() {
  tir.kernel (%bx) in (1) {
    %s = arith.constant 0.5 : f32
    // expected-error@+1 {{'tir.intrin' op sets the deq scale, which tir-resolve-deq-scale applies to the int32 -> float16 conversions after it (run it first, as tir-to-pto-pipeline does)}}
    tir.intrin "tl.ascend_set_deq_scale"(%s) : (f32) -> ()
  }
  return
}

// -----

func.func @scan_unexpanded() {
  tir.kernel (%bx) in (1) {
    %a = tir.alloc_buffer "a" : memref<4x8xf32, #tir.scope<"shared">>
    // expected-error@+1 {{'tir.scan' op is a scan, which tir-expand-scans writes as loops (run it first, as tir-to-pto-pipeline does)}}
    tir.scan <sum> %a, %a : memref<4x8xf32, #tir.scope<"shared">>, memref<4x8xf32, #tir.scope<"shared">>
  }
  return
}

// -----

func.func @bitwise_reduce_unexpanded() {
  tir.kernel (%bx) in (1) {
    %a = tir.alloc_buffer "a" : memref<4x8xi32, #tir.scope<"shared">>
    %o = tir.alloc_buffer "o" : memref<4xi32, #tir.scope<"shared">>
    // expected-error@+1 {{'tir.reduce' op reduces bit by bit, which tir-expand-bitwise-reductions writes as loops (run it first, as tir-to-pto-pipeline does)}}
    tir.reduce <bitor> %a, %o : memref<4x8xi32, #tir.scope<"shared">>, memref<4xi32, #tir.scope<"shared">>
  }
  return
}

// -----

// One stage of a multi-buffered l1 buffer (`x_l1[f, :, :]`, upstream's
// manual double buffering) as a gemm operand.
func.func @l1_stages(%A: memref<64x64xf16>) {
  tir.kernel (%bx) in (1) {
    %x = tir.alloc_buffer "x_l1" : memref<2x32x32xf16, #tir.scope<"shared.l1">>
    %w = tir.alloc_buffer "w_l1" : memref<32x32xf16, #tir.scope<"shared.l1">>
    %c = tir.alloc_buffer "acc" : memref<32x32xf32, #tir.scope<"shared.l0c">>
    %c1 = arith.constant 1 : index
    %stage = memref.subview %x[%c1, 0, 0] [1, 32, 32] [1, 1, 1] : memref<2x32x32xf16, #tir.scope<"shared.l1">> to memref<32x32xf16, strided<[32, 1], offset: ?>, #tir.scope<"shared.l1">>
    %true = arith.constant true
    // expected-error@+1 {{'tir.gemm' op T.gemm reads its A operand from a region of 'x_l1' ('memref<2x32x32xf16, #tir.scope<"shared.l1", #ascend.placement<space = l1>>>'), an l1 buffer of rank 3: PTO's l1 tiles are matrices, and tir-split-buffer-stages splits a rank-3 buffer only where every use takes one whole stage and it has at most 8; allocate one buffer per stage}}
    tir.gemm %stage, %w, %c clear_accum(%true) : memref<32x32xf16, strided<[32, 1], offset: ?>, #tir.scope<"shared.l1">>, memref<32x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf32, #tir.scope<"shared.l0c">>
  }
  return
}

// -----

func.func @extents_into_l1(%a: memref<128x64xf16>, %n: index) {
  %c64 = arith.constant 64 : index
  %l1 = tir.alloc_buffer "a_l1" : memref<128x64xf16, #tir.scope<"shared.l1">>
  // expected-error@+1 {{'tir.copy' op T.copy from argument #0 (gm) to 'a_l1' (l1) with extents computed at run time: such regions are lowered between global memory and ub only}}
  tir.copy %a, %l1 extents(%n, %c64) : memref<128x64xf16>, memref<128x64xf16, #tir.scope<"shared.l1">>
  return
}

// -----

func.func @extents_rank_reducing(%a: memref<4x128x64xf32>, %k: index, %n: index) {
  %c64 = arith.constant 64 : index
  %x = tir.alloc_buffer "x" : memref<128x64xf32, #tir.scope<"shared">>
  %g = memref.subview %a[%k, 0, 0] [1, 128, 64] [1, 1, 1] : memref<4x128x64xf32> to memref<128x64xf32, strided<[64, 1], offset: ?>>
  // expected-error@+1 {{'tir.copy' op with run-time extents takes a rank-2 region of a rank-3 global tensor (a rank-reducing region), which is not lowered yet}}
  tir.copy %g, %x extents(%n, %c64) : memref<128x64xf32, strided<[64, 1], offset: ?>>, memref<128x64xf32, #tir.scope<"shared">>
  return
}

// -----

// A part of a rank-3 region is rows of its tile only when its middle
// dimension moves whole.
func.func @extents_middle(%a: memref<8x4x64xf32>, %n: index) {
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  %x = tir.alloc_buffer "x" : memref<8x4x64xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.copy' op with extents moves a run-time number of the 4 elements of dimension 1 of its rank-3 regions; a part of a region of rank 3 or more is lowered when every dimension but the first and the last moves whole (the rows of a tile)}}
  tir.copy %a, %x extents(%c2, %n, %c64) : memref<8x4x64xf32>, memref<8x4x64xf32, #tir.scope<"shared">>
  return
}
