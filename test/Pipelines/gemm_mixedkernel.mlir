// docs/examples/gemm_mixedkernel.mlir (upstream TileLang's T.MixedKernel
// GEMM: the Cube computes 256x256 tiles, T.dual_copy hands each to the two
// Vector cores, 128 rows each, which store them) lowered end to end. On a5
// the kernel splits into a Cube part and a Vector part called from the
// entry; the 256 KiB tile does not fit the tile FIFO's slots in ub, so it
// goes through a workspace (argument 3, 32 blocks x 256 rows x 256 f32)
// with cross-core flags 0 (written) and 1 (read). Each Vector core loads
// its 128 rows of the block's region and stores them into its rows of C.
// On a3 the 256 KiB accumulator does not fit L0C.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm_mixedkernel.mlir 2>/dev/null | FileCheck %s
// RUN: not pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gemm_mixedkernel.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=A3

// CHECK-LABEL: func.func @gemm_mixedkernel(
// CHECK-SAME: %[[X:.*]]: !pto.ptr<bf16>, %[[W:.*]]: !pto.ptr<bf16>, %[[C:.*]]: !pto.ptr<f32>, %[[WS:.*]]: !pto.ptr<f32>)
// CHECK-SAME: attributes {pto.entry, tirpto.grid = array<i64: 32>}
// CHECK-NEXT: call @gemm_mixedkernel_aic(%[[X]], %[[W]], %[[C]], %[[WS]])
// CHECK-NEXT: call @gemm_mixedkernel_aiv(%[[X]], %[[W]], %[[C]], %[[WS]])

// The Vector part: it credits the "read" flag once, then per tile waits
// for the Cube's tile, loads its half of the rows, marks the workspace read
// and stores its rows of C.
// CHECK-LABEL: func.func private @gemm_mixedkernel_aiv(
// CHECK-SAME: pto.kernel_kind = #pto.kernel_kind<vector>
// CHECK: pto.sync.set <PIPE_MTE3>, 1
// CHECK: %[[SID:.*]] = pto.get_subblock_idx
// CHECK-NEXT: %[[SIDX:.*]] = arith.index_cast %[[SID]] : i64 to index
// CHECK-NEXT: %[[HALF:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=128, cols=256, v_row=128, v_col=256
// CHECK: scf.for
// CHECK: %[[OFF:.*]] = arith.muli %[[SIDX]], %c128 : index
// CHECK-NEXT: %[[ROW:.*]] = arith.addi %{{.*}}, %[[OFF]] : index
// CHECK: %[[WSV:.*]] = pto.make_tensor_view %arg3, shape = [%c8192, %c256]
// CHECK-NEXT: %[[PART:.*]] = pto.partition_view %[[WSV]], offsets = [%[[ROW]], %c0], sizes = [%c128, %c256]
// CHECK-NEXT: pto.sync.wait <PIPE_MTE2>, 0
// CHECK-NEXT: pto.tload ins(%[[PART]] : !pto.partition_tensor_view<128x256xf32>) outs(%[[HALF]] :
// CHECK-NEXT: pto.barrier <PIPE_ALL>
// CHECK-NEXT: pto.sync.set <PIPE_MTE3>, 1
// CHECK-NOT: scf.if
// CHECK: pto.tstore ins(%[[HALF]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<128x256xf32>)
// CHECK-NOT: pto.sync
// CHECK: return

// The Cube part: after its K loop it waits until the Vector cores have read
// the last tile, writes the accumulator into the block's 256 rows of the
// workspace and sets "written"; at its end it takes the last "read".
// CHECK-LABEL: func.func private @gemm_mixedkernel_aic(
// CHECK-SAME: pto.kernel_kind = #pto.kernel_kind<cube>
// CHECK: %[[ACC:.*]] = pto.alloc_tile : !pto.tile_buf<loc=acc, dtype=f32, rows=256, cols=256
// CHECK: pto.tmatmul
// CHECK: %[[CWS:.*]] = pto.make_tensor_view %arg3, shape = [%c8192, %c256]
// CHECK-NEXT: %[[TILE:.*]] = pto.partition_view %[[CWS]], offsets = [%{{.*}}, %c0], sizes = [%c256, %c256]
// CHECK-NEXT: pto.sync.wait <PIPE_FIX>, 1
// CHECK-NEXT: pto.sync.wait <PIPE_FIX>, 17
// CHECK-NEXT: pto.tstore ins(%[[ACC]] : {{.*}}) outs(%[[TILE]] : !pto.partition_tensor_view<256x256xf32>)
// CHECK-NEXT: pto.sync.set <PIPE_FIX>, 0
// CHECK: pto.sync.wait <PIPE_FIX>, 1
// CHECK-NEXT: pto.sync.wait <PIPE_FIX>, 17
// CHECK-NEXT: return

// A3: error: needs 262144 bytes of l0c where the most buffers are live, but a3 has 131072 bytes of l0c
// A3: note: 'res': 262144 bytes, live here
