// A kernel that synchronises its pipes itself, as tilelang-ascend kernels written
// without TL_ASCEND_AUTO_SYNC do: its set/wait flags and barriers reach the .pto
// file, and pto-run checks them (no --assume-ptoas-sync), on both arches:
// - @flags: T.set_flag("mte2", "v", 0) / T.wait_flag around the vector work and
//   T.set_flag("v", "mte3", 0) / T.wait_flag before the store;
// - @dyn_flags: upstream TileLang's T.ascend_set_flag("MTE2_V", id) with an event id
//   computed at run time (pto.set_flag_dyn);
// - @barriers: T.barrier_all() between the steps;
// - @missing: no flag between the vector work and the store, a race pto-run reports.
// Checks pto-run's own reading of the flags written here (or of its cycle
// estimate under them): not run with --param sync=tirpto, which adds flags.
// UNSUPPORTED: sync-tirpto
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %s -o %t.a3.pto
// RUN: FileCheck %s --check-prefix=PTO < %t.a3.pto
// RUN: pto-run %t.a3.pto --entry=flags --blocks 1 --arg iota:16x32 --arg zeros:16x32 --print | FileCheck %s
// RUN: pto-run %t.a3.pto --entry=dyn_flags --blocks 1 --arg iota:16x32 --arg zeros:16x32 --print | FileCheck %s
// RUN: pto-run %t.a3.pto --entry=barriers --blocks 1 --arg iota:16x32 --arg zeros:16x32 --print | FileCheck %s
// RUN: not pto-run %t.a3.pto --entry=missing --blocks 1 --arg iota:16x32 --arg zeros:16x32 2>&1 | FileCheck %s --check-prefix=RACE
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %s -o %t.a5.pto
// RUN: FileCheck %s --check-prefix=PTO < %t.a5.pto
// RUN: pto-run %t.a5.pto --entry=flags --blocks 1 --arg iota:16x32 --arg zeros:16x32 --print | FileCheck %s
// RUN: pto-run %t.a5.pto --entry=dyn_flags --blocks 1 --arg iota:16x32 --arg zeros:16x32 --print | FileCheck %s
// RUN: pto-run %t.a5.pto --entry=barriers --blocks 1 --arg iota:16x32 --arg zeros:16x32 --print | FileCheck %s
// RUN: not pto-run %t.a5.pto --entry=missing --blocks 1 --arg iota:16x32 --arg zeros:16x32 2>&1 | FileCheck %s --check-prefix=RACE

// PTO-LABEL: func.func @flags
// PTO: pto.tload
// PTO-NEXT: pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
// PTO-NEXT: pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
// PTO-NEXT: pto.tmuls
// PTO-NEXT: pto.set_flag[<PIPE_V>, <PIPE_MTE3>, <EVENT_ID0>]
// PTO-NEXT: pto.wait_flag[<PIPE_V>, <PIPE_MTE3>, <EVENT_ID0>]
// PTO-LABEL: func.func @dyn_flags
// PTO: pto.set_flag_dyn[<PIPE_MTE2>, <PIPE_V>, %{{.*}}]
// PTO: pto.wait_flag_dyn[<PIPE_MTE2>, <PIPE_V>, %{{.*}}]
// PTO-LABEL: func.func @barriers
// PTO: pto.tload
// PTO-NEXT: pto.barrier <PIPE_ALL>
// PTO-NEXT: pto.tmuls
// PTO-NEXT: pto.barrier <PIPE_ALL>

// CHECK: ran 1 block, no errors
// CHECK: arg1 = 0 2 4 6 8 10 12 14 16 18 20 22 24 26 28 30 32 34 36 38 40 42 44 46 48 50 52 54 56 58 60 62 64 66 {{.*}} 1016 1018 1020 1022{{$}}
// RACE: error: race: this instruction (pipe MTE3) reads a tile that pto.tmuls (pipe V) accessed, with no set_flag / wait_flag pair or barrier ordering them (block 0)

func.func @flags(%g: memref<16x32xf32>, %o: memref<16x32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %two = arith.constant 2.0 : f32
  %e0 = arith.constant 0 : i32
  %x = tir.alloc_buffer "x" : memref<16x32xf32, #tir.scope<"shared">>
  tir.copy %g, %x : memref<16x32xf32>, memref<16x32xf32, #tir.scope<"shared">>
  tir.intrin "tl.ascend_set_flag"(%e0) {args = ["MTE2", "V"]} : (i32) -> ()
  tir.intrin "tl.ascend_wait_flag"(%e0) {args = ["MTE2", "V"]} : (i32) -> ()
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c32 step %c1 {
      %v = memref.load %x[%i, %j] : memref<16x32xf32, #tir.scope<"shared">>
      %m = arith.mulf %v, %two : f32
      memref.store %m, %x[%i, %j] : memref<16x32xf32, #tir.scope<"shared">>
    }
  }
  tir.intrin "tl.ascend_set_flag"(%e0) {args = ["V", "MTE3"]} : (i32) -> ()
  tir.intrin "tl.ascend_wait_flag"(%e0) {args = ["V", "MTE3"]} : (i32) -> ()
  tir.copy %x, %o : memref<16x32xf32, #tir.scope<"shared">>, memref<16x32xf32>
  return
}

func.func @dyn_flags(%g: memref<16x32xf32>, %o: memref<16x32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %two = arith.constant 2.0 : f32
  %e1 = arith.constant 1 : i32
  tir.kernel (%bx) in (1) {
    %bx32 = arith.index_cast %bx : index to i32
    %id = arith.addi %bx32, %e1 : i32
    %x = tir.alloc_buffer "x" : memref<16x32xf32, #tir.scope<"shared">>
    tir.copy %g, %x : memref<16x32xf32>, memref<16x32xf32, #tir.scope<"shared">>
    tir.intrin "tl.ascend_set_flag"(%id) {args = ["MTE2_V"]} : (i32) -> ()
    tir.intrin "tl.ascend_wait_flag"(%id) {args = ["MTE2_V"]} : (i32) -> ()
    tir.for parallel %i = %c0 to %c16 step %c1 {
      tir.for parallel %j = %c0 to %c32 step %c1 {
        %v = memref.load %x[%i, %j] : memref<16x32xf32, #tir.scope<"shared">>
        %m = arith.mulf %v, %two : f32
        memref.store %m, %x[%i, %j] : memref<16x32xf32, #tir.scope<"shared">>
      }
    }
    tir.intrin "tl.ascend_set_flag"(%id) {args = ["V_MTE3"]} : (i32) -> ()
    tir.intrin "tl.ascend_wait_flag"(%id) {args = ["V_MTE3"]} : (i32) -> ()
    tir.copy %x, %o : memref<16x32xf32, #tir.scope<"shared">>, memref<16x32xf32>
  }
  return
}

func.func @barriers(%g: memref<16x32xf32>, %o: memref<16x32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %two = arith.constant 2.0 : f32
  %x = tir.alloc_buffer "x" : memref<16x32xf32, #tir.scope<"shared">>
  tir.copy %g, %x : memref<16x32xf32>, memref<16x32xf32, #tir.scope<"shared">>
  tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c32 step %c1 {
      %v = memref.load %x[%i, %j] : memref<16x32xf32, #tir.scope<"shared">>
      %m = arith.mulf %v, %two : f32
      memref.store %m, %x[%i, %j] : memref<16x32xf32, #tir.scope<"shared">>
    }
  }
  tir.intrin "tl.ascend_pipe_barrier"() {args = ["PIPE_ALL"]} : () -> ()
  tir.copy %x, %o : memref<16x32xf32, #tir.scope<"shared">>, memref<16x32xf32>
  return
}

func.func @missing(%g: memref<16x32xf32>, %o: memref<16x32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %two = arith.constant 2.0 : f32
  %e0 = arith.constant 0 : i32
  %x = tir.alloc_buffer "x" : memref<16x32xf32, #tir.scope<"shared">>
  tir.copy %g, %x : memref<16x32xf32>, memref<16x32xf32, #tir.scope<"shared">>
  tir.intrin "tl.ascend_set_flag"(%e0) {args = ["MTE2", "V"]} : (i32) -> ()
  tir.intrin "tl.ascend_wait_flag"(%e0) {args = ["MTE2", "V"]} : (i32) -> ()
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c32 step %c1 {
      %v = memref.load %x[%i, %j] : memref<16x32xf32, #tir.scope<"shared">>
      %m = arith.mulf %v, %two : f32
      memref.store %m, %x[%i, %j] : memref<16x32xf32, #tir.scope<"shared">>
    }
  }
  tir.copy %x, %o : memref<16x32xf32, #tir.scope<"shared">>, memref<16x32xf32>
  return
}
