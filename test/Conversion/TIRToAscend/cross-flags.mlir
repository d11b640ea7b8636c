// Expert-mode mixed kernels: T.set_cross_flag / T.wait_cross_flag in
// T.Scope("C") / T.Scope("V") become ascend.cross_core_set / _wait issued
// by the section's core, and the sub-block id (vid) of a kernel with Cube
// work is ascend.subblock_idx.
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" -split-input-file -verify-diagnostics | FileCheck %s
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a5" -split-input-file -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @flags
// CHECK: %[[VID:.*]] = ascend.subblock_idx : index
// CHECK: ascend.fixpipe
// CHECK-NEXT: ascend.cross_core_set <aic> <FIX>, 0
// CHECK: ascend.cross_core_wait <aiv>, 0
// CHECK-NEXT: arith.muli %[[VID]], %{{.*}} : index
// CHECK: ascend.cross_core_wait <aiv> pipe <MTE2>, 1
func.func @flags(%A: memref<32x32xf16>, %C: memref<32x32xf32>) {
  tir.kernel (%cid) in (1) sub_block (%vid) in 2 {
    %c16 = arith.constant 16 : index
    %a = tir.alloc_buffer "A_L1" : memref<32x32xf16, #tir.scope<"shared.l1">>
    %c = tir.alloc_buffer "C_L0" : memref<32x32xf32, #tir.scope<"wmma.accumulator">>
    %u = tir.alloc_buffer "c_ub" : memref<16x32xf32, #tir.scope<"shared.ub">>
    %true = arith.constant true
    %flag0 = arith.constant 0 : i32
    %flag1 = arith.constant 1 : i32
    %mode = arith.constant 2 : i32
    tir.section <cube> {
      tir.copy %A, %a : memref<32x32xf16>, memref<32x32xf16, #tir.scope<"shared.l1">>
      tir.gemm %a, %a, %c clear_accum(%true) : memref<32x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf32, #tir.scope<"wmma.accumulator">>
      tir.copy %c, %C : memref<32x32xf32, #tir.scope<"wmma.accumulator">>, memref<32x32xf32>
      tir.intrin "tl.ascend_set_cross_flag"(%flag0, %mode) {args = ["FIX"]} : (i32, i32) -> ()
    }
    tir.section <vector> {
      tir.intrin "tl.ascend_wait_cross_flag"(%flag0) : (i32) -> ()
      %row = arith.muli %vid, %c16 : index
      %r = memref.subview %C[%row, 0] [16, 32] [1, 1] : memref<32x32xf32> to memref<16x32xf32, strided<[32, 1], offset: ?>>
      tir.copy %r, %u : memref<16x32xf32, strided<[32, 1], offset: ?>>, memref<16x32xf32, #tir.scope<"shared.ub">>
      tir.intrin "tl.ascend_wait_cross_flag"(%flag1) {args = ["MTE2"]} : (i32) -> ()
    }
  }
  return
}

// -----

func.func @outside_section() {
  tir.kernel (%cid) in (1) {
    %flag = arith.constant 0 : i32
    %mode = arith.constant 2 : i32
    // expected-error@+1 {{'tir.intrin' op T.set_cross_flag outside T.Scope("C") / T.Scope("V") (or T.Cube() / T.Vector()): the core that issues it is not known}}
    tir.intrin "tl.ascend_set_cross_flag"(%flag, %mode) {args = ["FIX"]} : (i32, i32) -> ()
  }
  return
}

// -----

func.func @mode_all_cores() {
  tir.kernel (%cid) in (1) {
    %flag = arith.constant 0 : i32
    %mode = arith.constant 0 : i32
    tir.section <vector> {
      // expected-error@+1 {{'tir.intrin' op T.set_cross_flag in a mode other than 2 (between the Cube and the Vector cores of one AI core) is not lowered yet: mode 0 (all AI cores) and 1 (the Vector cores of one AI core)}}
      tir.intrin "tl.ascend_set_cross_flag"(%flag, %mode) {args = ["MTE3"]} : (i32, i32) -> ()
    }
  }
  return
}

// -----

func.func @flag_range() {
  tir.kernel (%cid) in (1) {
    %flag = arith.constant 16 : i32
    tir.section <vector> {
      // expected-error@+1 {{'tir.intrin' op T.wait_cross_flag uses flag 16, expected one in [0, 15]}}
      tir.intrin "tl.ascend_wait_cross_flag"(%flag) : (i32) -> ()
    }
  }
  return
}

// -----

func.func @flag_dynamic(%f: i32) {
  tir.kernel (%cid) in (1) {
    tir.section <vector> {
      // expected-error@+1 {{'tir.intrin' op T.wait_cross_flag with a flag id computed at run time is not lowered yet; use a constant}}
      tir.intrin "tl.ascend_wait_cross_flag"(%f) : (i32) -> ()
    }
  }
  return
}

// -----

func.func @pipe_of_other_core() {
  tir.kernel (%cid) in (1) {
    %flag = arith.constant 0 : i32
    %mode = arith.constant 2 : i32
    tir.section <vector> {
      // expected-error@+1 {{'tir.intrin' op T.set_cross_flag on pipe FIX in T.Scope("V"): that pipe is the Cube core's}}
      tir.intrin "tl.ascend_set_cross_flag"(%flag, %mode) {args = ["FIX"]} : (i32, i32) -> ()
    }
  }
  return
}

// -----

func.func @set_on_scalar_pipe() {
  tir.kernel (%cid) in (1) {
    %flag = arith.constant 0 : i32
    %mode = arith.constant 2 : i32
    tir.section <vector> {
      // expected-error@+1 {{'tir.intrin' op names pipe 'S', expected one of V, M, MTE1, MTE2, MTE3, FIX (with or without a PIPE_ prefix)}}
      tir.intrin "tl.ascend_set_cross_flag"(%flag, %mode) {args = ["S"]} : (i32, i32) -> ()
    }
  }
  return
}
