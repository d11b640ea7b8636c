// docs/examples/flash_attn.mlir (tilelang-ascend's expert-mode
// FlashAttention forward) lowered end to end: the sections become a Cube
// part and a Vector part called from the entry, with the kernel's own
// flags and workspaces: the Cube stores S (flag 0 on FIX), waits for P
// (flag 1), stores P V (flag 2 on FIX) and waits for flag 3; each Vector
// sub-block waits for S, writes its half of P (flag 1 on MTE3), waits for
// P V and sets flag 3, which the source sets on V: on a5, where a Vector
// core sets flags on MTE3 only, after a barrier of all pipes. On a3 each
// part sets the FFTS base address, the last argument.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/flash_attn.mlir 2>/dev/null | FileCheck %s --check-prefixes=CHECK,A3
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/flash_attn.mlir 2>/dev/null | FileCheck %s --check-prefixes=CHECK,A5

// CHECK-LABEL: func.func @flash_attn(
// CHECK-SAME: %arg4: !pto.ptr<f32>, %arg5: !pto.ptr<f16>, %arg6: !pto.ptr<f32>
// A3-SAME: , %arg7: memref<256xi64>) attributes {pto.entry, tirpto.grid = array<i64: 2>}
// A5-SAME: ) attributes {pto.entry, tirpto.grid = array<i64: 2>}
// CHECK-NEXT: call @flash_attn_aic(
// CHECK-NEXT: call @flash_attn_aiv(
// CHECK-NEXT: return

// CHECK-LABEL: func.func private @flash_attn_aiv(
// CHECK-SAME: pto.kernel_kind = #pto.kernel_kind<vector>
// CHECK-NOT: loc=mat
// A3: pto.set_ffts %arg7
// CHECK: scf.for
// CHECK: pto.sync.wait <PIPE_MTE2>, 0
// CHECK-NEXT: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<32x64xf32>)
// CHECK: pto.trowmax
// CHECK: pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f16, rows=32, cols=64, {{.*}}>) outs(%{{.*}} : !pto.partition_tensor_view<32x64xf16>)
// CHECK-NEXT: pto.barrier <PIPE_ALL>
// CHECK-NEXT: pto.sync.set <PIPE_MTE3>, 1
// CHECK-NEXT: pto.sync.wait <PIPE_MTE2>, 2
// CHECK: pto.tadd
// CHECK-NEXT: pto.barrier <PIPE_ALL>
// A3-NEXT: pto.sync.set <PIPE_V>, 3
// A5-NEXT: pto.barrier <PIPE_ALL>
// A5-NEXT: pto.sync.set <PIPE_MTE3>, 3
// CHECK: pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f16, rows=32, cols=128, {{.*}}>) outs(%{{.*}} : !pto.partition_tensor_view<32x128xf16>)
// CHECK-NEXT: return

// CHECK-LABEL: func.func private @flash_attn_aic(
// CHECK-SAME: pto.kernel_kind = #pto.kernel_kind<cube>
// CHECK-NOT: loc=vec
// A3: pto.set_ffts %arg7
// CHECK: scf.for
// CHECK: pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=acc, dtype=f32, rows=64, cols=64, {{.*}}>) outs(%{{.*}} : !pto.partition_tensor_view<64x64xf32>)
// CHECK-NEXT: pto.barrier <PIPE_ALL>
// CHECK-NEXT: pto.sync.set <PIPE_FIX>, 0
// CHECK-NEXT: pto.sync.wait <PIPE_MTE2>, 1
// A5-NEXT: pto.sync.wait <PIPE_MTE2>, 17
// CHECK: pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=acc, dtype=f32, rows=64, cols=128, {{.*}}>) outs(%{{.*}} : !pto.partition_tensor_view<64x128xf32>)
// CHECK-NEXT: pto.barrier <PIPE_ALL>
// CHECK-NEXT: pto.sync.set <PIPE_FIX>, 2
// CHECK-NEXT: pto.sync.wait <PIPE_FIX>, 3
// A5-NEXT: pto.sync.wait <PIPE_FIX>, 19
// CHECK-NEXT: }
// CHECK-NEXT: return
