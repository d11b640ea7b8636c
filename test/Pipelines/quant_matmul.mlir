// docs/examples/quant_matmul.mlir (tilelang-ascend's int8 quant_matmul, a
// developer-mode kernel with a workspace argument of its own) lowered end
// to end on both arches. The Cube part stores the int32 accumulator into
// the block's 128x256 region of workspace_1 (argument 4) and sets
// cross-core flag 0 on FIX; each Vector sub-block waits for it on MTE2,
// loads its 64 rows (vid * 64: the kernel shares the rows itself), converts
// them to f32, multiplies each row by the scale and stores its rows of C.
// No argument is added but the FFTS base address on a3. Per tensor, the
// one-element scale is loaded into the first element of scale_ub (the
// copy's 256 elements clipped to the tensor) and spread over it.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/quant_matmul.mlir 2>&1 | FileCheck %s --check-prefixes=CHECK,A3
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/quant_matmul.mlir 2>&1 | FileCheck %s --check-prefixes=CHECK,A5

// CHECK-NOT: remark
// CHECK-NOT: warning
// CHECK-LABEL: func.func @quant_matmul_per_tensor(
// CHECK-SAME: %arg0: !pto.ptr<i8>, %arg1: !pto.ptr<i8>, %arg2: !pto.ptr<f32>, %arg3: !pto.ptr<bf16>, %arg4: !pto.ptr<i32>
// A3-SAME: , %arg5: memref<256xi64>) attributes {pto.entry, tirpto.grid = array<i64: 32>}
// A5-SAME: ) attributes {pto.entry, tirpto.grid = array<i64: 32>}
// CHECK-NEXT: call @quant_matmul_per_tensor_aic(
// CHECK-NEXT: call @quant_matmul_per_tensor_aiv(
// CHECK-NEXT: return

// CHECK-LABEL: func.func private @quant_matmul_per_tensor_aiv(
// CHECK-SAME: pto.kernel_kind = #pto.kernel_kind<vector>
// CHECK-NOT: loc=acc
// A3: pto.set_ffts %arg5 : memref<256xi64>
// CHECK: %[[SUB:.*]] = pto.get_subblock_idx
// CHECK: %[[ACC:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=i32, rows=64, cols=256,
// CHECK: %[[F:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=64, cols=256,
// CHECK: %[[OUT:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=bf16, rows=64, cols=256,
// CHECK: %[[SCALE:.*]] = pto.alloc_tile valid_row = %c1 valid_col = %c256 : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=?, v_col=?
// CHECK: %[[WS:.*]] = pto.make_tensor_view %arg4, shape = [%c1024, %c1024]
// CHECK-NEXT: %[[WV:.*]] = pto.partition_view %[[WS]], offsets = [%{{.*}}, %{{.*}}], sizes = [%c64, %c256] : !pto.tensor_view<?x?xi32> -> !pto.partition_tensor_view<64x256xi32>
// CHECK-NEXT: pto.sync.wait <PIPE_MTE2>, 0
// CHECK-NEXT: pto.tload ins(%[[WV]] : !pto.partition_tensor_view<64x256xi32>) outs(%[[ACC]]
// CHECK-NEXT: %[[S:.*]] = pto.make_tensor_view %arg2, shape = [%c1, %c1]
// CHECK-NEXT: %[[SV:.*]] = pto.partition_view %[[S]], offsets = [%c0, %c0], sizes = [%c1, %c1] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x?xf32>
// CHECK-NEXT: pto.texpands
// CHECK-NEXT: pto.set_validshape %[[SCALE]], %c1, %c1
// CHECK-NEXT: pto.tload ins(%[[SV]] : !pto.partition_tensor_view<1x?xf32>) outs(%[[SCALE]]
// CHECK-NEXT: pto.set_validshape %[[SCALE]], %c1, %c256
// CHECK-NEXT: %[[S0:.*]] = pto.tgetval ins(%[[SCALE]], %c0
// CHECK-NEXT: pto.texpands ins(%[[S0]] : f32) outs(%[[SCALE]]
// CHECK-NEXT: pto.tcvt ins(%[[ACC]] {rmode = #pto<round_mode RINT>} : {{.*}}) outs(%[[F]]
// CHECK-NEXT: pto.tcolexpandmul ins(%[[F]], %[[SCALE]] : {{.*}}) outs(%[[F]]
// CHECK-NEXT: pto.tcvt ins(%[[F]] {rmode = #pto<round_mode RINT>} : {{.*}}) outs(%[[OUT]]
// CHECK: pto.tstore ins(%[[OUT]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<64x256xbf16>)
// CHECK-NEXT: return

// CHECK-LABEL: func.func private @quant_matmul_per_tensor_aic(
// CHECK-SAME: pto.kernel_kind = #pto.kernel_kind<cube>
// CHECK-NOT: loc=vec
// A3: pto.set_ffts %arg5 : memref<256xi64>
// CHECK: scf.for
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<128x64xi8>)
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<64x256xi8>)
// CHECK: pto.tmatmul ins(
// CHECK: pto.tmatmul.acc ins(
// CHECK: %[[WS:.*]] = pto.make_tensor_view %arg4, shape = [%c1024, %c1024]
// CHECK-NEXT: %[[WV:.*]] = pto.partition_view %[[WS]], offsets = [%{{.*}}, %{{.*}}], sizes = [%c128, %c256]
// CHECK-NEXT: pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=acc, dtype=i32, rows=128, cols=256, {{.*}}>) outs(%[[WV]] : !pto.partition_tensor_view<128x256xi32>)
// CHECK-NEXT: pto.sync.set <PIPE_FIX>, 0
// CHECK-NEXT: return

// Per channel: the block's 256 scales, one per column.
// CHECK-LABEL: func.func private @quant_matmul_per_channel_aiv(
// CHECK: pto.sync.wait <PIPE_MTE2>, 0
// CHECK-NEXT: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<64x256xi32>)
// CHECK-NEXT: %[[S:.*]] = pto.make_tensor_view %arg2, shape = [%c1, %c1024]
// CHECK-NEXT: %[[SV:.*]] = pto.partition_view %[[S]], offsets = [%c0, %{{.*}}], sizes = [%c1, %c256]
// CHECK-NEXT: pto.tload ins(%[[SV]] : !pto.partition_tensor_view<1x256xf32>)
// CHECK-NEXT: pto.tcvt
// CHECK-NEXT: pto.tcolexpandmul
// CHECK-NEXT: pto.tcvt
// CHECK: pto.tstore ins(%{{.*}} : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<64x256xf16>)
// CHECK-LABEL: func.func private @quant_matmul_per_channel_aic(
// CHECK: pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=acc, dtype=i32, {{.*}}>) outs(%{{.*}} : !pto.partition_tensor_view<128x256xi32>)
// CHECK-NEXT: pto.sync.set <PIPE_FIX>, 0
