// tir-to-pto-pipeline{sync=tirpto}: pto-insert-sync runs last (and
// pto-verify-sync checks its output), so the output carries its own flags
// and barriers (ptoas without --enable-insert-sync); the default
// (sync=ptoas) carries none.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3 sync=tirpto multi-buffer=false" %examples/gemm.mlir | FileCheck %s --check-prefix=GEMM
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5 sync=tirpto multi-buffer=false" %examples/gemm.mlir | FileCheck %s --check-prefix=GEMM
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3 sync=tirpto" %examples/gemm.mlir | FileCheck %s --check-prefix=MB
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5 sync=tirpto" %examples/gemm.mlir | FileCheck %s --check-prefix=MB
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3 sync=tirpto" %examples/softmax.mlir | FileCheck %s --check-prefixes=SM,SM-A3
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5 sync=tirpto" %examples/softmax.mlir | FileCheck %s --check-prefixes=SM,SM-A5
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/softmax.mlir | FileCheck %s --check-prefix=NONE
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/softmax.mlir | not pto-opt --pto-verify-sync 2>&1 | FileCheck %s --check-prefix=UNSYNCED

// The GEMM's K loop (docs/examples/gemm.mlir, one version of each tile:
// multi-buffer=false). Flags carried around the loop (a hazard between an
// access late in one step and one early in the next) are set right after
// the step's last access they order, set once before the loop and waited
// for once after it: each load waits for the move that read its L1 tile
// in the previous step (MTE1 -> MTE2, one flag per tile), the moves for
// the Cube to have read the previous L0A/L0B tiles (M -> MTE1, one flag
// for both: one set orders them) and each for its own load (set right
// after that load: two flags of one pipe pair live at once, EVENT_ID0
// and 1), each matmul for the moves; the Cube's matmuls into one
// accumulator need no barrier (the M -> MTE1 -> M chain orders them); the
// store waits for the Cube (set after the loop, after the waits that
// drain the carried flags).
// GEMM:      pto.set_flag[<PIPE_MTE1>, <PIPE_MTE2>, <EVENT_ID0>]
// GEMM-NEXT: pto.set_flag[<PIPE_MTE1>, <PIPE_MTE2>, <EVENT_ID1>]
// GEMM-NEXT: pto.set_flag[<PIPE_M>, <PIPE_MTE1>, <EVENT_ID0>]
// GEMM-NEXT: scf.for
// GEMM-NEXT:   arith.muli
// GEMM-NEXT:   pto.partition_view
// GEMM-NEXT:   pto.wait_flag[<PIPE_MTE1>, <PIPE_MTE2>, <EVENT_ID0>]
// GEMM-NEXT:   pto.tload {{.*}} outs(%{{.*}} : !pto.tile_buf<loc=mat
// GEMM-NEXT:   pto.set_flag[<PIPE_MTE2>, <PIPE_MTE1>, <EVENT_ID0>]
// GEMM-NEXT:   pto.partition_view
// GEMM-NEXT:   pto.wait_flag[<PIPE_MTE1>, <PIPE_MTE2>, <EVENT_ID1>]
// GEMM-NEXT:   pto.tload {{.*}} outs(%{{.*}} : !pto.tile_buf<loc=mat
// GEMM-NEXT:   pto.set_flag[<PIPE_MTE2>, <PIPE_MTE1>, <EVENT_ID1>]
// GEMM-NEXT:   arith.cmpi
// GEMM-NEXT:   pto.wait_flag[<PIPE_M>, <PIPE_MTE1>, <EVENT_ID0>]
// GEMM-NEXT:   pto.wait_flag[<PIPE_MTE2>, <PIPE_MTE1>, <EVENT_ID0>]
// GEMM-NEXT:   pto.tmov {{.*}} outs(%{{.*}} : !pto.tile_buf<loc=left
// GEMM-NEXT:   pto.set_flag[<PIPE_MTE1>, <PIPE_MTE2>, <EVENT_ID0>]
// GEMM-NEXT:   pto.wait_flag[<PIPE_MTE2>, <PIPE_MTE1>, <EVENT_ID1>]
// GEMM-NEXT:   pto.tmov {{.*}} outs(%{{.*}} : !pto.tile_buf<loc=right
// GEMM-NEXT:   pto.set_flag[<PIPE_MTE1>, <PIPE_MTE2>, <EVENT_ID1>]
// GEMM-NEXT:   scf.if
// GEMM-NEXT:     pto.set_flag[<PIPE_MTE1>, <PIPE_M>, <EVENT_ID0>]
// GEMM-NEXT:     pto.wait_flag[<PIPE_MTE1>, <PIPE_M>, <EVENT_ID0>]
// GEMM-NEXT:     pto.tmatmul ins
// GEMM-NEXT:   } else {
// GEMM-NEXT:     pto.set_flag[<PIPE_MTE1>, <PIPE_M>, <EVENT_ID0>]
// GEMM-NEXT:     pto.wait_flag[<PIPE_MTE1>, <PIPE_M>, <EVENT_ID0>]
// GEMM-NEXT:     pto.tmatmul.acc ins
// GEMM-NEXT:   }
// GEMM-NEXT:   pto.set_flag[<PIPE_M>, <PIPE_MTE1>, <EVENT_ID0>]
// GEMM-NEXT: }
// GEMM-NEXT: pto.wait_flag[<PIPE_M>, <PIPE_MTE1>, <EVENT_ID0>]
// GEMM-NEXT: pto.wait_flag[<PIPE_MTE1>, <PIPE_MTE2>, <EVENT_ID1>]
// GEMM-NEXT: pto.wait_flag[<PIPE_MTE1>, <PIPE_MTE2>, <EVENT_ID0>]
// GEMM-NEXT: pto.set_flag[<PIPE_M>, <PIPE_FIX>, <EVENT_ID0>]
// GEMM:      pto.wait_flag[<PIPE_M>, <PIPE_FIX>, <EVENT_ID0>]
// GEMM-NEXT: pto.tstore
// GEMM-NEXT: pto.barrier <PIPE_ALL>
// GEMM-NEXT: return

// With three versions of each tile (the default, num_stages = 3), each
// version's flags are its own: a load waits only for the move that read
// its version three steps back (six MTE1 -> MTE2 flags, all set before
// the loop), the moves for the matmul that read their L0 versions (three
// M -> MTE1 flags), so the loads run up to three steps ahead of the Cube.
// Matmuls of different L0 versions into the one accumulator get a barrier
// of the Cube pipe (no flag chain orders them any more). The waits right
// after the loop consume the last sets, and order the two steps after it.
// MB:      pto.set_flag[<PIPE_MTE1>, <PIPE_MTE2>, <EVENT_ID0>]
// MB-NEXT: pto.set_flag[<PIPE_MTE1>, <PIPE_MTE2>, <EVENT_ID1>]
// MB-NEXT: pto.set_flag[<PIPE_M>, <PIPE_MTE1>, <EVENT_ID0>]
// MB-NEXT: pto.set_flag[<PIPE_MTE1>, <PIPE_MTE2>, <EVENT_ID2>]
// MB-NEXT: pto.set_flag[<PIPE_MTE1>, <PIPE_MTE2>, <EVENT_ID3>]
// MB-NEXT: pto.set_flag[<PIPE_M>, <PIPE_MTE1>, <EVENT_ID1>]
// MB-NEXT: pto.set_flag[<PIPE_MTE1>, <PIPE_MTE2>, <EVENT_ID4>]
// MB-NEXT: pto.set_flag[<PIPE_MTE1>, <PIPE_MTE2>, <EVENT_ID5>]
// MB-NEXT: pto.set_flag[<PIPE_M>, <PIPE_MTE1>, <EVENT_ID2>]
// MB-NEXT: scf.for %{{.*}} = %c0 to %c126 step %c3 {
// MB:      pto.wait_flag[<PIPE_MTE1>, <PIPE_MTE2>, <EVENT_ID0>]
// MB-NEXT: pto.tload
// MB-NEXT: pto.set_flag[<PIPE_MTE2>, <PIPE_MTE1>, <EVENT_ID0>]
// MB:      pto.wait_flag[<PIPE_M>, <PIPE_MTE1>, <EVENT_ID0>]
// MB-NEXT: pto.wait_flag[<PIPE_MTE2>, <PIPE_MTE1>, <EVENT_ID0>]
// MB-NEXT: pto.tmov
// MB-NEXT: pto.set_flag[<PIPE_MTE1>, <PIPE_MTE2>, <EVENT_ID0>]
// MB:      pto.barrier <PIPE_M>
// MB-NEXT: pto.tmatmul
// MB:      pto.set_flag[<PIPE_M>, <PIPE_MTE1>, <EVENT_ID0>]
// MB:      pto.wait_flag[<PIPE_MTE1>, <PIPE_MTE2>, <EVENT_ID2>]
// MB-NEXT: pto.tload
// MB:      pto.set_flag[<PIPE_M>, <PIPE_MTE1>, <EVENT_ID1>]
// MB:      pto.set_flag[<PIPE_M>, <PIPE_MTE1>, <EVENT_ID2>]
// MB-NEXT: }
// MB-NEXT: pto.wait_flag[<PIPE_M>, <PIPE_MTE1>, <EVENT_ID2>]
// MB-COUNT-8: pto.wait_flag[
// MB-NOT:  pto.wait_flag[<PIPE_MTE1>, <PIPE_MTE2>
// MB-NOT:  pto.wait_flag[<PIPE_M>, <PIPE_MTE1>
// MB-NOT:  pto.barrier <PIPE_ALL>
// MB:      pto.tstore
// MB-NEXT: pto.barrier <PIPE_ALL>
// MB-NEXT: return

// Softmax: MTE2 -> V, the dependent vector ops (a barrier of the V pipe
// between each two on a3; none on a5, which keeps them in order), V -> MTE3.
// SM:          pto.tload
// SM-NEXT:     pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
// SM-NEXT:     pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
// SM-NEXT:     pto.trowmax
// SM-A3-NEXT:  pto.barrier <PIPE_V>
// SM-NEXT:     pto.trowexpandsub
// SM-A3-NEXT:  pto.barrier <PIPE_V>
// SM-NEXT:     pto.texp
// SM-A3-NEXT:  pto.barrier <PIPE_V>
// SM-NEXT:     pto.trowsum
// SM-A3-NEXT:  pto.barrier <PIPE_V>
// SM-NEXT:     pto.trowexpanddiv
// SM-NEXT:     pto.set_flag[<PIPE_V>, <PIPE_MTE3>, <EVENT_ID0>]
// SM:          pto.wait_flag[<PIPE_V>, <PIPE_MTE3>, <EVENT_ID0>]
// SM-NEXT:     pto.tstore
// SM-NEXT:     pto.barrier <PIPE_ALL>
// SM-A5-NOT:   pto.barrier <PIPE_V>

// pto-verify-sync finds the hazards of the default output (left to
// ptoas): the first one is the vector op after the load.
// UNSYNCED: error: hazard: this instruction (PIPE_V) reads a tile that an earlier write on PIPE_MTE2 may still be accessing: no set_flag / wait_flag pair orders them
// UNSYNCED: note: the earlier access

// NONE-NOT: pto.set_flag
// NONE-NOT: pto.wait_flag
// NONE-NOT: pto.barrier
