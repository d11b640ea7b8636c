// docs/examples/mhc_pre_apply_mix_bwd.mlir lowered end to end, for both
// arches: the mix weights and the legacy reducer mgl are 4-element columns
// (col_major 32x1 tiles, 4 valid rows; the weights loaded from a 4x1 view of
// the token's mix row); o_grad, x and x_grad are loaded as bf16 and widened
// to f32. The T.Parallel nest's per-row store `mgl[i] += ogl[j] * xl[i, j]`
// is the product tile (tcolexpandmul by the o_grad row) reduced along its
// rows (trowsum into a column) and added into mgl; `xgl[i, j] += mixl[i] *
// ogl[j]` expands the weights along the rows, multiplies by the o_grad row
// and adds into xgl, which is narrowed to bf16 and stored back.
// T.finalize_reducer leaves nothing behind.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/mhc_pre_apply_mix_bwd.mlir 2>/dev/null | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/mhc_pre_apply_mix_bwd.mlir 2>/dev/null | FileCheck %s

// CHECK-LABEL: func.func @mhc_pre_apply_mix_bwd(
// CHECK-SAME: %{{.*}}: !pto.ptr<bf16>, %{{.*}}: index, %{{.*}}: !pto.ptr<bf16>, %{{.*}}: index, %{{.*}}: !pto.ptr<f32>, %{{.*}}: index, %{{.*}}: !pto.ptr<bf16>, %{{.*}}: index, %{{.*}}: !pto.ptr<f32>, %{{.*}}: index) attributes {pto.entry}
// CHECK-NOT: finalize
// CHECK: %[[MIX:.*]] = pto.alloc_tile valid_row = %{{.*}} valid_col = %{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=?, v_col=?, blayout=col_major
// CHECK: %[[MGL:.*]] = pto.alloc_tile valid_row = %{{.*}} valid_col = %{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=?, v_col=?, blayout=col_major
// CHECK: %[[OGL:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=1, v_col=256
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<?x1xf32>) outs(%[[MIX]] :
// CHECK: %[[MGROW:.*]] = pto.treshape %[[MGL]] : {{.*}} -> !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=4
// CHECK: pto.texpands ins(%{{.*}} : f32) outs(%[[MGROW]] :
// CHECK: pto.tcvt ins(%{{.*}} : !pto.tile_buf<loc=vec, dtype=bf16, rows=1, cols=256{{.*}}) outs(%[[OGL]] :
// CHECK: pto.tcvt ins(%{{.*}} : !pto.tile_buf<loc=vec, dtype=bf16, rows=4, cols=256{{.*}}) outs(%[[XL:[^ ]*]] :
// CHECK: pto.tcvt ins(%{{.*}} : !pto.tile_buf<loc=vec, dtype=bf16, rows=4, cols=256{{.*}}) outs(%[[XGL:[^ ]*]] :
// CHECK: pto.tcolexpandmul ins(%[[XL]], %[[OGL]] : {{.*}}) outs(%[[PROD:[^ ]*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=256
// CHECK: pto.trowsum ins(%[[PROD]], %{{.*}} : {{.*}}) outs(%[[SUM:[^ ]*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=4, v_col=1, blayout=col_major
// CHECK: %[[SUMROW:.*]] = pto.treshape %[[SUM]]
// CHECK: pto.tadd ins(%[[MGROW]], %[[SUMROW]] : {{.*}}) outs(%[[MGROW]] :
// CHECK: pto.trowexpand ins(%[[MIX]] : {{.*}}) outs(%[[W:[^ ]*]] :
// CHECK: pto.tcolexpandmul ins(%[[W]], %[[OGL]] : {{.*}}) outs(%[[UPD:[^ ]*]] :
// CHECK: pto.tadd ins(%[[XGL]], %[[UPD]] : {{.*}}) outs(%[[XGL]] :
// CHECK: pto.tcvt ins(%[[XGL]] {{.*}}) outs(%[[XGS:[^ ]*]] : !pto.tile_buf<loc=vec, dtype=bf16, rows=4, cols=256
// CHECK: pto.tstore ins(%[[XGS]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<?x256xbf16>)
// CHECK: pto.tstore ins(%[[MGL]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<?x1xf32>)
