// Expert-mode mixed kernels: T.set_cross_flag / T.wait_cross_flag in
// T.Scope("C") / T.Scope("V") (and upstream's T.ascend_cross_core_set_flag
// / _wait_flag in T.Cube() / T.Vector()) become ascend.cross_core_set /
// _wait issued by the section's core, and the sub-block id (vid) of a
// kernel with Cube work is ascend.subblock_idx.
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
      // expected-error@+1 {{'tir.intrin' op T.set_cross_flag in mode 0 is not lowered yet: tirpto lowers the flags between the Cube and the Vector cores of one AI core (mode 2), not mode 0 (all AI cores) or 1 (the Vector cores of one AI core)}}
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

// -----

// Upstream's mode 4: the Cube names sub-block s's flag f as f + 16 s, and
// writes the two calls one after the other (one ascend op: the Cube's
// flags reach both sub-blocks); a Vector core's id is its flag modulo 16,
// written f + sid * 16.
// CHECK-LABEL: func.func @mode4
// CHECK: ascend.cross_core_wait <aic> pipe <FIX>, 4
// CHECK-NOT: cross_core
// CHECK: ascend.cross_core_set <aic> <FIX>, 6
// CHECK-NOT: cross_core
// CHECK: ascend.cross_core_set <aic> <FIX>, 2
// CHECK-NOT: cross_core
// CHECK: ascend.cross_core_wait <aic> pipe <FIX>, 3
// CHECK-NOT: cross_core
// CHECK: ascend.cross_core_set <aiv> <MTE3>, 4
// CHECK-NOT: cross_core
// CHECK: ascend.cross_core_wait <aiv> pipe <MTE3>, 6
// CHECK-NOT: cross_core
// CHECK: ascend.cross_core_wait <aiv> pipe <MTE3>, 2
// CHECK-NOT: cross_core
// CHECK: ascend.cross_core_set <aiv> <MTE3>, 3
func.func @mode4() {
  tir.kernel (%cid) in (1) sub_block (%vid) in 2 {
    %mode = arith.constant 4 : i32
    %f4 = arith.constant 4 : i32
    %f20 = arith.constant 20 : i32
    %f6 = arith.constant 6 : i32
    %f22 = arith.constant 22 : i32
    %f2 = arith.constant 2 : i32
    %f18 = arith.constant 18 : i32
    %f3 = arith.constant 3 : i32
    %f19 = arith.constant 19 : i32
    %c16 = arith.constant 16 : i32
    tir.section <cube> {
      tir.intrin "tl.ascend_cross_core_wait_flag"(%mode, %f4) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
      tir.intrin "tl.ascend_cross_core_wait_flag"(%mode, %f20) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
      tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %f6) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
      %m = arith.index_cast %cid : index to i32
      tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %f22) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
      // The sub-block 1 call first.
      tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %f18) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
      tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %f2) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
      tir.intrin "tl.ascend_cross_core_wait_flag"(%mode, %f3) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
      tir.intrin "tl.ascend_cross_core_wait_flag"(%mode, %f19) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
    }
    tir.section <vector> {
      %sid = arith.index_cast %vid : index to i32
      %off = arith.muli %sid, %c16 : i32
      %ready = arith.addi %off, %f4 : i32
      %wait = arith.addi %f6, %off : i32
      tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %ready) {args = ["PIPE_MTE3"]} : (i32, i32) -> ()
      tir.intrin "tl.ascend_cross_core_wait_flag"(%mode, %wait) {args = ["PIPE_MTE3"]} : (i32, i32) -> ()
      // A constant: its flag modulo 16.
      tir.intrin "tl.ascend_cross_core_wait_flag"(%mode, %f18) {args = ["PIPE_MTE3"]} : (i32, i32) -> ()
      %four = arith.constant 4 : i32
      %shifted = arith.shli %sid, %four : i32
      %third = arith.addi %shifted, %f3 : i32
      tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %third) {args = ["PIPE_MTE3"]} : (i32, i32) -> ()
    }
  }
  return
}

// -----

func.func @mode4_one_sub_block() {
  tir.kernel (%cid) in (1) sub_block (%vid) in 2 {
    %mode = arith.constant 4 : i32
    %f6 = arith.constant 6 : i32
    %f8 = arith.constant 8 : i32
    tir.section <cube> {
      // expected-error@+1 {{'tir.intrin' op T.ascend_cross_core_set_flag of flag 6 in T.Cube() names Vector sub-block 0 only: tirpto's Cube sets a flag of both sub-blocks at once, so the call for flag 22 must come right after it, on the same pipe (another call, or another flag, in between is not one pair)}}
      tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %f6) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
      tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %f8) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
    }
  }
  return
}

// -----

func.func @mode4_partner_on_other_pipe() {
  tir.kernel (%cid) in (1) sub_block (%vid) in 2 {
    %mode = arith.constant 4 : i32
    %f20 = arith.constant 20 : i32
    %f4 = arith.constant 4 : i32
    tir.section <cube> {
      // expected-error@+1 {{'tir.intrin' op T.ascend_cross_core_wait_flag of flag 20 in T.Cube() names Vector sub-block 1 only: tirpto's Cube waits for a flag of both sub-blocks at once, so the call for flag 4 must come right after it, on the same pipe (another call, or another flag, in between is not one pair)}}
      tir.intrin "tl.ascend_cross_core_wait_flag"(%mode, %f20) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
      tir.intrin "tl.ascend_cross_core_wait_flag"(%mode, %f4) {args = ["PIPE_M"]} : (i32, i32) -> ()
    }
  }
  return
}

// -----

func.func @mode4_unknown_residue(%f: i32) {
  tir.kernel (%cid) in (1) sub_block (%vid) in 2 {
    %mode = arith.constant 4 : i32
    tir.section <vector> {
      // expected-error@+1 {{'tir.intrin' op T.ascend_cross_core_wait_flag with a flag id computed at run time is not lowered yet; use a constant (in T.Vector(), or f + sid * 16)}}
      tir.intrin "tl.ascend_cross_core_wait_flag"(%mode, %f) {args = ["PIPE_MTE3"]} : (i32, i32) -> ()
    }
  }
  return
}

// -----

func.func @mode4_range() {
  tir.kernel (%cid) in (1) sub_block (%vid) in 2 {
    %mode = arith.constant 4 : i32
    %f = arith.constant 32 : i32
    tir.section <vector> {
      // expected-error@+1 {{'tir.intrin' op T.ascend_cross_core_set_flag uses flag 32, expected one in [0, 31]}}
      tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %f) {args = ["PIPE_MTE3"]} : (i32, i32) -> ()
    }
  }
  return
}

// -----

func.func @upstream_mode0() {
  tir.kernel (%cid) in (1) {
    %mode = arith.constant 0 : i32
    %f = arith.constant 3 : i32
    tir.section <vector> {
      // expected-error@+1 {{'tir.intrin' op T.ascend_cross_core_set_flag in mode 0 is not lowered yet: tirpto lowers the flags between the Cube and the Vector cores of one AI core (mode 2, and mode 4 with per-sub-block ids), not mode 0 (all AI cores) or 1 (the Vector cores of one AI core)}}
      tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %f) {args = ["PIPE_MTE3"]} : (i32, i32) -> ()
    }
  }
  return
}

// -----

func.func @upstream_mode_dynamic(%mode: i32) {
  tir.kernel (%cid) in (1) {
    %f = arith.constant 3 : i32
    tir.section <vector> {
      // expected-error@+1 {{'tir.intrin' op T.ascend_cross_core_wait_flag with a mode computed at run time}}
      tir.intrin "tl.ascend_cross_core_wait_flag"(%mode, %f) {args = ["PIPE_MTE3"]} : (i32, i32) -> ()
    }
  }
  return
}

// -----

func.func @upstream_pipe_of_other_core() {
  tir.kernel (%cid) in (1) {
    %mode = arith.constant 2 : i32
    %f = arith.constant 3 : i32
    tir.section <cube> {
      // expected-error@+1 {{'tir.intrin' op T.ascend_cross_core_set_flag on pipe V in T.Cube(): that pipe is the Vector core's}}
      tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %f) {args = ["PIPE_V"]} : (i32, i32) -> ()
    }
  }
  return
}

// -----

func.func @upstream_outside_section() {
  tir.kernel (%cid) in (1) {
    %mode = arith.constant 4 : i32
    %f = arith.constant 3 : i32
    // expected-error@+1 {{'tir.intrin' op T.ascend_cross_core_wait_flag outside T.Scope("C") / T.Scope("V") (or T.Cube() / T.Vector()): the core that issues it is not known}}
    tir.intrin "tl.ascend_cross_core_wait_flag"(%mode, %f) {args = ["PIPE_MTE3"]} : (i32, i32) -> ()
  }
  return
}

// -----

// Ids computed from constants and the sub-block id, in the width of each
// op: a zero-extended `true` is 1; a Cube partner computed as 6 + 16.
// CHECK-LABEL: func.func @computed_ids
// CHECK: ascend.cross_core_set <aic> <FIX>, 6
// CHECK-NOT: cross_core_set <aic>
// CHECK: ascend.cross_core_set <aiv> <MTE3>, 1
func.func @computed_ids() {
  tir.kernel (%cid) in (1) sub_block (%vid) in 2 {
    %mode = arith.constant 4 : i32
    %f6 = arith.constant 6 : i32
    %c16 = arith.constant 16 : i32
    %true = arith.constant true
    tir.section <cube> {
      %f22 = arith.addi %f6, %c16 : i32
      tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %f6) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
      tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %f22) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
    }
    tir.section <vector> {
      %one = arith.extui %true : i1 to i32
      %sid = arith.index_cast %vid : index to i32
      %off = arith.muli %sid, %c16 : i32
      %flag = arith.addi %one, %off : i32
      tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %flag) {args = ["PIPE_MTE3"]} : (i32, i32) -> ()
    }
  }
  return
}

// -----

// 6 + sid * 32 is flag 38 on sub-block 1.
func.func @computed_out_of_range() {
  tir.kernel (%cid) in (1) sub_block (%vid) in 2 {
    %mode = arith.constant 4 : i32
    %f6 = arith.constant 6 : i32
    %c32 = arith.constant 32 : i32
    tir.section <cube> {
    }
    tir.section <vector> {
      %sid = arith.index_cast %vid : index to i32
      %off = arith.muli %sid, %c32 : i32
      %flag = arith.addi %f6, %off : i32
      // expected-error@+1 {{'tir.intrin' op T.ascend_cross_core_wait_flag uses flag 38 on a sub-block, expected one in [0, 31]}}
      tir.intrin "tl.ascend_cross_core_wait_flag"(%mode, %flag) {args = ["PIPE_MTE3"]} : (i32, i32) -> ()
    }
  }
  return
}

// -----

// 6 + sid * 8: two flags, not one flag of each sub-block.
func.func @computed_other_flags() {
  tir.kernel (%cid) in (1) sub_block (%vid) in 2 {
    %mode = arith.constant 4 : i32
    %f6 = arith.constant 6 : i32
    %c8 = arith.constant 8 : i32
    tir.section <cube> {
    }
    tir.section <vector> {
      %sid = arith.index_cast %vid : index to i32
      %off = arith.muli %sid, %c8 : i32
      %flag = arith.addi %f6, %off : i32
      // expected-error@+1 {{'tir.intrin' op T.ascend_cross_core_wait_flag uses flag 6 on sub-block 0 and 14 on sub-block 1, which are not one flag (f + sid * 16)}}
      tir.intrin "tl.ascend_cross_core_wait_flag"(%mode, %flag) {args = ["PIPE_MTE3"]} : (i32, i32) -> ()
    }
  }
  return
}

// -----

// Mode 2 names one flag for both sub-blocks.
func.func @mode2_per_sub_block() {
  tir.kernel (%cid) in (1) sub_block (%vid) in 2 {
    %mode = arith.constant 2 : i32
    %c1 = arith.constant 1 : index
    tir.section <cube> {
    }
    tir.section <vector> {
      %f = arith.addi %vid, %c1 : index
      %flag = arith.index_cast %f : index to i32
      // expected-error@+1 {{'tir.intrin' op T.ascend_cross_core_set_flag uses flag 1 on sub-block 0 and 2 on sub-block 1: the flags of the two sub-blocks differ}}
      tir.intrin "tl.ascend_cross_core_set_flag"(%mode, %flag) {args = ["PIPE_MTE3"]} : (i32, i32) -> ()
    }
  }
  return
}
