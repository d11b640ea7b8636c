// docs/examples/mhc_norm_fn.mlir (upstream TileLang's MHC norm-fn kernels)
// lowered end to end on both arches: the guarded nests on global memory
// staged through ub tiles, their guards selects on counting tiles; the
// splits' serial loop moved out of its T.Parallel nest; the scalar
// T.rsqrt computed on a one-row tile and read back.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/mhc_norm_fn.mlir 2>/dev/null | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/mhc_norm_fn.mlir 2>/dev/null | FileCheck %s

// CHECK-LABEL: func.func @mhc_fn_normw_merge_fwd(
// CHECK-SAME: attributes {pto.entry, tirpto.grid = array<i64: 672>}
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<1x256xf32>) outs(%[[FN:.*]] : [[ROW:!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=256, v_row=1, v_col=256, blayout=row_major, slayout=none_box, fractal=512, pad=0>]])
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<1x256xf32>) outs(%[[W:.*]] : [[ROW]])
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<1x256xf32>) outs(%[[OUT:.*]] : [[ROW]])
// CHECK: pto.tci
// CHECK: pto.tmul ins(%[[FN]], %[[W]] : [[ROW]], [[ROW]])
// CHECK: pto.tsel ins(%{{.*}}, %{{.*}}, %[[OUT]], %{{.*}} : {{.*}}) outs(%[[OUT]] : [[ROW]])
// CHECK: pto.tstore ins(%[[OUT]] : [[ROW]])

// CHECK-LABEL: func.func @mhc_fn_normw_merge_bwd(
// CHECK: scf.for %{{.*}} = %c0 to %c128 step %c1 {
// CHECK: pto.tci
// CHECK: pto.tmul
// CHECK-NEXT: pto.tsel
// CHECK-NEXT: pto.tmul
// CHECK-NEXT: pto.tadd
// CHECK-NEXT: pto.tsel
// CHECK-NEXT: pto.tstore
// CHECK-NEXT: }

// CHECK-LABEL: func.func @mhc_pre_norm_fn_fwd_norm(
// CHECK: pto.texpands ins(%{{.*}} : f32) outs(%[[ONE:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=8, {{.*}}>)
// CHECK-NEXT: pto.trsqrt ins(%[[ONE]] : {{.*}}) outs(%[[ONE]] :
// CHECK-NEXT: %[[RMS:.*]] = pto.tgetval ins(%[[ONE]], %c0
// CHECK: scf.for
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<1x?xf32>)
// CHECK: pto.tadd
// CHECK: pto.tmuls ins(%{{.*}}, %[[RMS]] :
