// docs/examples/rmsnorm_simtvf.mlir (upstream TileLang's RMSNorm with a
// SimtVF reducer) lowered end to end on both arches: per token, the row of
// squares summed into the one-element reducer (trowsum, then added), the
// scalar rsqrt on a one-row tile read back, y = x * rstd * w; the guards
// `i < d` folded (no compare, no select), the loop double-buffered.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/rmsnorm_simtvf.mlir 2>/dev/null | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/rmsnorm_simtvf.mlir 2>/dev/null | FileCheck %s

// CHECK-LABEL: func.func @rms_norm_fwd(
// CHECK-SAME: %{{.*}}: f32) attributes {pto.entry, tirpto.grid = array<i64: 64>}
// CHECK-NOT: pto.tcmp
// CHECK-NOT: pto.tsel
// CHECK: scf.for %{{.*}} = %c0 to %c64 step %c2 {
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<1x4096xf32>) outs(%[[X:.*]] : [[ROW:!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=4096, v_row=1, v_col=4096, blayout=row_major, slayout=none_box, fractal=512, pad=0>]])
// CHECK: pto.tmul ins(%[[XF:.*]], %[[XF]] : [[ROW]], [[ROW]]) outs(%[[SQ:.*]] : [[ROW]])
// CHECK-NEXT: pto.trowsum ins(%[[SQ]], %{{.*}} : [[ROW]], {{.*}}) outs(%[[PART:.*]] :
// CHECK-NEXT: pto.tadd ins(%[[ACC:.*]], %[[PART2:.*]] :
// CHECK-NEXT: %[[SUM:.*]] = pto.tgetval
// CHECK: pto.texpands ins(%{{.*}} : f32) outs(%[[ONE:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=8,
// CHECK-NEXT: pto.trsqrt ins(%[[ONE]] :
// CHECK-NEXT: %[[RSTD:.*]] = pto.tgetval ins(%[[ONE]], %c0
// CHECK-NEXT: pto.tsetval ins(%c0, %[[RSTD]] : index, f32)
// CHECK-NEXT: pto.tmuls ins(%[[XF]], %[[RSTD]] : [[ROW]], f32) outs(%[[XR:.*]] : [[ROW]])
// CHECK-NEXT: pto.tmul ins(%[[XR]], %{{.*}} : [[ROW]], [[ROW]])
// CHECK: pto.tstore ins(%{{.*}} : [[ROW]]) outs(%{{.*}} : !pto.partition_tensor_view<1x4096xf32>)
