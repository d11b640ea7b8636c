// docs/examples/mhc_head_compute_mix.mlir (upstream TileLang's SIMT-style
// MHC head mix on global memory, rows guarded by `i < num_tokens`) lowered
// end to end: the block's rows of input_mix and output_mix and the row
// mhc_base loaded into ub tiles, clipped at the tensor's edge; mhc_scale[0]
// a scalar read; the row indices a counting tile compared with num_tokens
// (on a3 through the sign of their difference in f32), the result selected
// into the output tile and stored, clipped.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/mhc_head_compute_mix.mlir 2>/dev/null | FileCheck %s --check-prefixes=CHECK,A3
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/mhc_head_compute_mix.mlir 2>/dev/null | FileCheck %s --check-prefixes=CHECK,A5

// CHECK-LABEL: func.func @mhc_head_compute_mix_fwd(
// CHECK-SAME: %[[X:.*]]: !pto.ptr<f32>, %[[XN:.*]]: index, %[[SCALE:.*]]: !pto.ptr<f32>, %[[BASE:.*]]: !pto.ptr<f32>, %[[OUT:.*]]: !pto.ptr<f32>, %[[ON:.*]]: index) attributes {pto.entry} {
// CHECK-DAG: %[[BT:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=4, {{.*}}>
// CHECK-DAG: %[[XT:.*]] = pto.alloc_tile valid_row = %{{.*}} valid_col = %{{.*}} : [[DYN:!pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=32, v_row=\?, v_col=\?, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK-DAG: %[[OT:.*]] = pto.alloc_tile valid_row = %{{.*}} valid_col = %{{.*}} : [[DYN]]
// CHECK: %[[ROW:.*]] = arith.muli %{{.*}}, %c32 : index
// CHECK: %[[XV:.*]] = pto.make_tensor_view %[[X]], shape = [%[[XN]], %c4]
// CHECK: %[[XP:.*]] = pto.partition_view %[[XV]], offsets = [%[[ROW]], %c0], sizes = [%[[XROWS:.*]], %c4] {{.*}} -> !pto.partition_tensor_view<?x4xf32>
// CHECK: %[[OV:.*]] = pto.make_tensor_view %[[OUT]], shape = [%[[ON]], %c4]
// CHECK: %[[OP:.*]] = pto.partition_view %[[OV]], offsets = [%[[ROW]], %c0], sizes = [%[[OROWS:.*]], %c4] {{.*}} -> !pto.partition_tensor_view<?x4xf32>
// CHECK: pto.set_validshape %[[XT]], %[[XROWS]], %c4
// CHECK-NEXT: pto.tload ins(%[[XP]] : !pto.partition_tensor_view<?x4xf32>) outs(%[[XT]] : [[DYN]])
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<1x4xf32>) outs(%[[BT]] :
// CHECK: pto.set_validshape %[[OT]], %[[OROWS]], %c4
// CHECK-NEXT: pto.tload ins(%[[OP]] : !pto.partition_tensor_view<?x4xf32>) outs(%[[OT]] : [[DYN]])
// CHECK: pto.tci ins(%{{.*}} : i32) outs(%{{.*}} : !pto.tile_buf<loc=vec, dtype=i32, rows=1, cols=32, {{.*}}>)
// CHECK: pto.tadds ins(%{{.*}}, %{{.*}} : !pto.tile_buf<loc=vec, dtype=i32, rows=1, cols=32, {{.*}}>, i32)
// CHECK: %[[S:.*]] = pto.load_scalar %[[SCALE]][%c0] : !pto.ptr<f32> -> f32
// CHECK-NEXT: pto.tmuls ins(%[[XT]], %[[S]] :
// CHECK-NEXT: pto.tcolexpandadd ins(%{{.*}}, %[[BT]] :
// CHECK: pto.texp
// CHECK: pto.trecip
// A3: pto.tsubs ins(%{{.*}}, %{{.*}} : !pto.tile_buf<loc=vec, dtype=i32, rows=1, cols=32, {{.*}}>, i32)
// A3: pto.tcvt ins(%{{.*}} {rmode = #pto<round_mode RINT>} : !pto.tile_buf<loc=vec, dtype=i32, {{.*}}) outs(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f32,
// A3: pto.trowexpand ins(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, {{.*}}) outs(%[[FULL:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=32,
// A3-NEXT: pto.tcmps ins(%[[FULL]], %{{.*}} {cmpMode = #pto<cmp lt>} : !pto.tile_buf<loc=vec, dtype=f32, {{.*}}, f32) outs(%[[M:.*]] : !pto.tile_buf<loc=vec, dtype=i8, rows=32, cols=32,
// A5: pto.trowexpand ins(%{{.*}} : !pto.tile_buf<loc=vec, dtype=i32, rows=32, cols=1, {{.*}}) outs(%[[FULL:.*]] : !pto.tile_buf<loc=vec, dtype=i32, rows=32, cols=32,
// A5-NEXT: pto.tcmps ins(%[[FULL]], %{{.*}} {cmpMode = #pto<cmp lt>} : !pto.tile_buf<loc=vec, dtype=i32, {{.*}}, i32) outs(%[[M:.*]] : !pto.tile_buf<loc=vec, dtype=i8, rows=32, cols=32,
// CHECK-NEXT: pto.tsel ins(%[[M]], %{{.*}}, %[[OT]], %{{.*}} : {{.*}}) outs(%[[OT]] : [[DYN]])
// CHECK: pto.set_validshape %[[OT]], %[[OROWS]], %c4
// CHECK-NEXT: pto.tstore ins(%[[OT]] : [[DYN]]) outs(%[[OP]] : !pto.partition_tensor_view<?x4xf32>)
// CHECK-NOT: pto.tstore
