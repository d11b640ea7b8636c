// Cross-core flags -> pto.sync.set / pto.sync.wait. A wait without a pipe
// waits on the pipe of the first op after it that moves or computes data
// (here MTE2, the load that reads what the other core wrote), or on the
// core's main pipe when none follows. On a5 a core sets flags on one pipe
// (the Cube on FIX, the Vector on MTE3): a set on another pipe becomes a
// barrier of all pipes and a set on the core's. On a5 the Cube hears
// Vector sub-block 1's set of a flag f as f + 16 (intra-block flags), so its
// wait for both sub-blocks is two waits, f and f + 16.
// RUN: sed s/ARCH/a3/ %s | pto-opt --convert-ascend-to-pto | FileCheck %s --check-prefixes=CHECK,A3
// RUN: sed s/ARCH/a5/ %s | pto-opt --convert-ascend-to-pto | FileCheck %s --check-prefixes=CHECK,A5

// CHECK-LABEL: func.func private @vector_part(
// CHECK-SAME: %[[FFTS:[^:]*]]: memref<256xi64>) attributes {pto.kernel_kind = #pto.kernel_kind<vector>}
// CHECK: pto.set_ffts %[[FFTS]] : memref<256xi64>
// CHECK: pto.sync.wait <PIPE_MTE2>, 3
// CHECK-NEXT: scf.for
// CHECK: pto.tload
// CHECK: pto.sync.set <PIPE_MTE3>, 4
// CHECK-NEXT: pto.sync.wait <PIPE_V>, 5
// A3-NEXT: pto.sync.set <PIPE_V>, 6
// A5-NEXT: pto.barrier <PIPE_ALL>
// A5-NEXT: pto.sync.set <PIPE_MTE3>, 6
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @cube_part(
// A3: pto.sync.set <PIPE_MTE2>, 5
// A5: pto.barrier <PIPE_ALL>
// A5-NEXT: pto.sync.set <PIPE_FIX>, 5
// CHECK-NEXT: pto.sync.wait <PIPE_FIX>, 4
// A5-NEXT: pto.sync.wait <PIPE_FIX>, 20
// CHECK-NEXT: return
module attributes {ascend.arch = #ascend.arch<ARCH>} {
func.func private @vector_part(%g: memref<32x32xf32, #ascend.address_space<gm>>, %ffts: !ascend.ffts) attributes {ascend.part = #ascend.core_type<aiv>} {
  ascend.set_ffts %ffts : !ascend.ffts
  %u = memref.alloc() : memref<32x32xf32, #ascend.address_space<ub>>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  ascend.cross_core_wait <aiv>, 3
  scf.for %i = %c0 to %c2 step %c1 {
    ascend.load ins(%g : memref<32x32xf32, #ascend.address_space<gm>>) outs(%u : memref<32x32xf32, #ascend.address_space<ub>>)
  }
  ascend.cross_core_set <aiv> <MTE3>, 4
  ascend.cross_core_wait <aiv>, 5
  ascend.cross_core_set <aiv> <V>, 6
  return
}
func.func private @cube_part(%ffts: !ascend.ffts) attributes {ascend.part = #ascend.core_type<aic>} {
  ascend.set_ffts %ffts : !ascend.ffts
  ascend.cross_core_set <aic> <MTE2>, 5
  ascend.cross_core_wait <aic>, 4
  return
}
}
