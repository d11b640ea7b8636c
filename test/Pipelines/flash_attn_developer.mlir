// docs/examples/flash_attn_developer.mlir (tilelang-ascend's developer-mode
// FlashAttention forward) lowered end to end: a Cube part and a Vector
// part, joined per KV block by three workspace hand-offs in the order of
// the source: S (flag 0 written, flag 1 read: f32 4 blocks x 32 x 64), P
// going back to the Cube (flags 2 and 3: f16) and the partial O (flags 4
// and 5: f32 4 blocks x 32 x 128). Each reader sets its "read" flag once
// ahead and each writer takes the last one at its end. On a5 the reader's
// "read" flag follows a barrier (the Vector sets flags on MTE3, the Cube on
// FIX); on a3 it is set on MTE2 after the load, and the FFTS base address
// comes last. The per-row loops keep the rows whole: sub-block 0 alone
// writes P's workspace and Output.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/flash_attn_developer.mlir 2>/dev/null | FileCheck %s --check-prefixes=CHECK,A3
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/flash_attn_developer.mlir 2>/dev/null | FileCheck %s --check-prefixes=CHECK,A5
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/flash_attn_developer.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// REMARK: remark: hands tiles between the Cube and the Vector cores through global workspaces and cross-core flags, as the tile FIFO cannot carry one: it hands a Vector result to the Cube (ub to l1), which tirpto moves through a global workspace only
// REMARK: note: here
// REMARK-NEXT: tir.copy %acc_s_half, %acc_s_l1
// REMARK: remark: both Vector sub-blocks run the whole Vector work and sub-block 0 writes the results: a region of a ub buffer whose rows the sub-blocks would share (a memref.subview, such as a row taken in a loop) is not split by rows

// CHECK-LABEL: func.func @flash_attn(
// CHECK-SAME: %arg3: !pto.ptr<f16>, %arg4: !pto.ptr<f32>, %arg5: !pto.ptr<f16>, %arg6: !pto.ptr<f32>
// A3-SAME: , %arg7: memref<256xi64>) attributes {pto.entry, tirpto.grid = array<i64: 4>}
// A5-SAME: ) attributes {pto.entry, tirpto.grid = array<i64: 4>}
// CHECK-NEXT: call @flash_attn_aic(
// CHECK-NEXT: call @flash_attn_aiv(
// CHECK-NEXT: return

// CHECK-LABEL: func.func private @flash_attn_aiv(
// CHECK-SAME: pto.kernel_kind = #pto.kernel_kind<vector>
// CHECK-NOT: loc=mat
// CHECK-NOT: loc=acc
// A3: pto.set_ffts %arg7
// CHECK: pto.sync.set <PIPE_MTE3>, 1
// CHECK-NEXT: pto.sync.set <PIPE_MTE3>, 5
// CHECK: %[[S_WS:.*]] = pto.make_tensor_view %arg4, shape = [%c128, %c64]
// CHECK: %[[P_WS:.*]] = pto.make_tensor_view %arg5, shape = [%c128, %c64]
// CHECK: %[[O_WS:.*]] = pto.make_tensor_view %arg6, shape = [%c128, %c128]
// CHECK: scf.for
// CHECK-NEXT: pto.sync.wait <PIPE_MTE2>, 0
// CHECK-NEXT: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<32x64xf32>)
// A3-NEXT: pto.sync.set <PIPE_MTE2>, 1
// A5-NEXT: pto.barrier <PIPE_ALL>
// A5-NEXT: pto.sync.set <PIPE_MTE3>, 1
// CHECK: pto.trowmax
// CHECK: scf.for
// CHECK: pto.texp
// CHECK: pto.trowsum
// CHECK: pto.tcvt
// CHECK: pto.sync.wait <PIPE_MTE3>, 3
// CHECK-NEXT: scf.if
// CHECK-NEXT: pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f16, rows=32, cols=64, {{.*}}>) outs(%{{.*}} : !pto.partition_tensor_view<32x64xf16>)
// CHECK-NEXT: }
// CHECK-NEXT: pto.sync.set <PIPE_MTE3>, 2
// CHECK-NEXT: pto.sync.wait <PIPE_MTE2>, 4
// CHECK-NEXT: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<32x128xf32>)
// A3-NEXT: pto.sync.set <PIPE_MTE2>, 5
// A5-NEXT: pto.barrier <PIPE_ALL>
// A5-NEXT: pto.sync.set <PIPE_MTE3>, 5
// CHECK: pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f16, rows=32, cols=128, {{.*}}>) outs(%{{.*}} : !pto.partition_tensor_view<32x128xf16>)
// CHECK-NEXT: }
// CHECK-NEXT: pto.sync.wait <PIPE_MTE3>, 3
// CHECK-NEXT: return

// CHECK-LABEL: func.func private @flash_attn_aic(
// CHECK-SAME: pto.kernel_kind = #pto.kernel_kind<cube>
// CHECK-NOT: loc=vec
// A3: pto.set_ffts %arg7
// CHECK: pto.sync.set <PIPE_FIX>, 3
// CHECK: scf.for
// CHECK: pto.tmatmul ins(
// CHECK-NEXT: pto.sync.wait <PIPE_FIX>, 1
// CHECK-NEXT: pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=acc, dtype=f32, rows=32, cols=64, {{.*}}>) outs(%{{.*}} : !pto.partition_tensor_view<32x64xf32>)
// CHECK-NEXT: pto.sync.set <PIPE_FIX>, 0
// CHECK-NEXT: pto.sync.wait <PIPE_MTE2>, 2
// CHECK-NEXT: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<32x64xf16>) outs(%{{.*}} : !pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=64,
// A3-NEXT: pto.sync.set <PIPE_MTE2>, 3
// A5-NEXT: pto.barrier <PIPE_ALL>
// A5-NEXT: pto.sync.set <PIPE_FIX>, 3
// CHECK: pto.tmatmul ins(
// CHECK-NEXT: pto.sync.wait <PIPE_FIX>, 5
// CHECK-NEXT: pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=acc, dtype=f32, rows=32, cols=128, {{.*}}>) outs(%{{.*}} : !pto.partition_tensor_view<32x128xf32>)
// CHECK-NEXT: pto.sync.set <PIPE_FIX>, 4
// CHECK-NEXT: }
// CHECK-NEXT: pto.sync.wait <PIPE_FIX>, 1
// CHECK-NEXT: pto.sync.wait <PIPE_FIX>, 5
// CHECK-NEXT: return
