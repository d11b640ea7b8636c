// docs/examples/mhc_pre_apply_mix.mlir lowered end to end, for both arches:
// per hidden block, the bf16 rows are loaded and widened to f32; inside the
// serial loop over the 4 streams, the stream's weight is one element of the
// mix tile (pto.tgetval at the loop index) and its row a 1x256 window of the
// f32 tile (pto.subset at the loop index, valid rows `?`), scaled and added
// into the accumulator, which is narrowed to bf16 and stored.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/mhc_pre_apply_mix.mlir 2>/dev/null | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/mhc_pre_apply_mix.mlir 2>/dev/null | FileCheck %s

// CHECK-LABEL: func.func @mhc_pre_apply_mix_fwd(
// CHECK-SAME: %{{.*}}: !pto.ptr<bf16>, %{{.*}}: index, %{{.*}}: !pto.ptr<f32>, %{{.*}}: index, %{{.*}}: !pto.ptr<bf16>, %{{.*}}: index) attributes {pto.entry}
// CHECK: %[[MIX:.*]] = pto.alloc_tile valid_row = %{{.*}} valid_col = %{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=?, v_col=?
// CHECK: %[[XS:.*]] = pto.alloc_tile valid_row = %{{.*}} valid_col = %{{.*}} : !pto.tile_buf<loc=vec, dtype=bf16, rows=4, cols=256, v_row=?, v_col=?
// CHECK: %[[XL:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=256, v_row=4, v_col=256
// CHECK: %[[OL:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=1, v_col=256
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<1x?xf32>) outs(%[[MIX]] :
// CHECK: scf.for
// CHECK:   pto.tload ins(%{{.*}} : !pto.partition_tensor_view<?x256xbf16>) outs(%[[XS]] :
// CHECK:   pto.tcvt ins(%[[XS]] {{.*}}) outs(%[[XL]] :
// CHECK:   pto.texpands ins(%{{.*}} : f32) outs(%[[OL]] :
// CHECK:   scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step
// CHECK:     %[[W:.*]] = pto.tgetval ins(%[[MIX]], %[[K]] : {{.*}}, index) outs : f32
// CHECK:     %[[ROW:.*]] = pto.subset %[[XL]][%[[K]], %{{.*}}] sizes [1, 256]
// CHECK:     pto.tmuls ins(%[[ROW]], %[[W]] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=?, v_col=256, {{.*}}>, f32) outs(%[[P:.*]] :
// CHECK:     pto.tadd ins(%[[OL]], %[[P]] : {{.*}}) outs(%[[OL]] :
// CHECK:   }
// CHECK:   pto.tcvt ins(%[[OL]] {{.*}}) outs(%[[OS:.*]] : !pto.tile_buf<loc=vec, dtype=bf16, rows=1, cols=256
// CHECK:   pto.tstore ins(%[[OS]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<1x?xbf16>)
