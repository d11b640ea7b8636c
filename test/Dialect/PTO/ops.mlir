// RUN: pto-opt %s | FileCheck %s
// RUN: pto-opt %s | pto-opt | FileCheck %s
// RUN: pto-opt %s --mlir-print-op-generic | pto-opt | FileCheck %s

// CHECK: module attributes {pto.target_arch = "a3"}
module attributes {pto.target_arch = "a3"} {

// Both tile_buf spellings parse; the keyword spelling is printed, with
// `compact` only when set and `?` for dynamic valid dims.
// CHECK-LABEL: func.func private @tile_types
// CHECK-SAME: !pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
// CHECK-SAME: !pto.tile_buf<loc=vec, dtype=f16, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0, compact=1>
// CHECK-SAME: !pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=1024, pad=0>
// CHECK-SAME: !pto.tile_buf<loc=vec, dtype=f32, rows=64, cols=64, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>
// CHECK-SAME: !pto.tile_buf<loc=left, dtype=f32, rows=32, cols=32, v_row=32, v_col=32, blayout=row_major, slayout=row_major, fractal=512, pad=0>
// CHECK-SAME: !pto.tile_buf<loc=vec, dtype=bf16, rows=8, cols=32, v_row=4, v_col=?, blayout=row_major, slayout=none_box, fractal=32, pad=3, compact=2>
// CHECK-SAME: !pto.tile_buf<loc=mat, dtype=i8, rows=16, cols=32, v_row=?, v_col=?, blayout=col_major, slayout=row_major, fractal=512, pad=1>
func.func private @tile_types(
    !pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>,
    !pto.tile_buf<loc=vec, dtype=f16, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0, compact=1>,
    !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>,
    !pto.tile_buf<vec, 64x64xf32, valid=?x?>,
    !pto.tile_buf<left, 32x32xf32, slayout=row_major>,
    !pto.tile_buf<vec, 8x32xbf16, compact=2, pad=3, fractal=32, valid=4x?>,
    !pto.tile_buf<loc=mat, dtype=i8, rows=16, cols=32, v_row=-1, v_col=?, blayout=col_major, slayout=row_major, fractal=512, pad=1>)

// CHECK-LABEL: func.func private @other_types
// CHECK-SAME: !pto.ptr<bf16>, !pto.tensor_view<?x?xf32>, !pto.tensor_view<1x1x16x1024x1024xf32>, !pto.partition_tensor_view<16x16xf16>, !pto.tensor_view<2xf32>, !pto.eventid_array<4>
func.func private @other_types(!pto.ptr<bf16>, !pto.tensor_view<?x?xf32>, !pto.tensor_view<1x1x16x1024x1024xf32>,
                               !pto.partition_tensor_view<16x16xf16>, !pto.tensor_view<2xf32>, !pto.eventid_array<4>)

// CHECK-LABEL: func.func @attributes
// CHECK-SAME: test.a = #pto.address_space<vec>, test.b = #pto.pipe<PIPE_MTE2>, test.c = #pto.event<EVENT_ID7>, test.d = #pto.layout<dn>, test.e = #pto.pipe_event_type<TLOAD>, test.f = #pto<round_mode CAST_RINT>, test.g = #pto<cmp ge>, test.h = #pto.acc_to_vec_mode<dual_mode_split_m>, test.i = #pto<atomic_type atomic_add>
func.func @attributes() attributes {test.a = #pto.address_space<vec>, test.b = #pto.pipe<PIPE_MTE2>, test.c = #pto.event<EVENT_ID7>, test.d = #pto.layout<dn>, test.e = #pto.pipe_event_type<TLOAD>, test.f = #pto<round_mode CAST_RINT>, test.g = #pto<cmp ge>, test.h = #pto.acc_to_vec_mode<dual_mode_split_m>, test.i = #pto<atomic_type atomic_add>} {
  return
}

// CHECK-LABEL: func.func @gemm
// CHECK-SAME: (%[[A:.*]]: !pto.ptr<f16>, %[[C:.*]]: !pto.ptr<f32>)
func.func @gemm(%a: !pto.ptr<f16>, %c: !pto.ptr<f32>) attributes {pto.entry} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  // CHECK: %[[TV:.*]] = pto.make_tensor_view %[[A]], shape = [%{{.*}}, %{{.*}}], strides = [%{{.*}}, %{{.*}}] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf16>
  %tv = pto.make_tensor_view %a, shape = [%c16, %c32], strides = [%c32, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf16>
  // CHECK: %[[PV:.*]] = pto.partition_view %[[TV]], offsets = [%{{.*}}, %{{.*}}], sizes = [%{{.*}}, %{{.*}}] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<16x32xf16>
  %pv = pto.partition_view %tv, offsets = [%c0, %c0], sizes = [%c16, %c32] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<16x32xf16>
  %tvc = pto.make_tensor_view %c, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
  %pvc = pto.partition_view %tvc, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
  // CHECK: %[[MAT:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=f16, rows=16, cols=32
  %mat = pto.alloc_tile : !pto.tile_buf<mat, 16x32xf16, blayout=col_major, slayout=row_major>
  %mat2 = pto.alloc_tile : !pto.tile_buf<mat, 32x16xf16, blayout=col_major, slayout=row_major>
  %left = pto.alloc_tile : !pto.tile_buf<left, 16x32xf16, blayout=col_major, slayout=row_major>
  %right = pto.alloc_tile : !pto.tile_buf<right, 32x16xf16, slayout=col_major>
  %acc = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // CHECK: pto.tload ins(%[[PV]] : !pto.partition_tensor_view<16x32xf16>) outs(%[[MAT]] : !pto.tile_buf<loc=mat, dtype=f16, rows=16, cols=32, v_row=16, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>)
  pto.tload ins(%pv : !pto.partition_tensor_view<16x32xf16>) outs(%mat : !pto.tile_buf<mat, 16x32xf16, blayout=col_major, slayout=row_major>)
  // CHECK: pto.tmov ins(%[[MAT]] : !pto.tile_buf<loc=mat, {{.*}}>) outs(%{{.*}} : !pto.tile_buf<loc=left, {{.*}}>)
  pto.tmov ins(%mat : !pto.tile_buf<mat, 16x32xf16, blayout=col_major, slayout=row_major>) outs(%left : !pto.tile_buf<left, 16x32xf16, blayout=col_major, slayout=row_major>)
  // CHECK: pto.textract ins(%{{.*}}, %{{.*}}, %{{.*}} : !pto.tile_buf<loc=mat, {{.*}}>, index, index) outs(%{{.*}} : !pto.tile_buf<loc=right, {{.*}}>)
  pto.textract ins(%mat2, %c0, %c0 : !pto.tile_buf<mat, 32x16xf16, blayout=col_major, slayout=row_major>, index, index) outs(%right : !pto.tile_buf<right, 32x16xf16, slayout=col_major>)
  // CHECK: pto.tmatmul ins(%{{.*}}, %{{.*}} : !pto.tile_buf<loc=left, {{.*}}>, !pto.tile_buf<loc=right, {{.*}}>) outs(%{{.*}} : !pto.tile_buf<loc=acc, {{.*}}>)
  pto.tmatmul ins(%left, %right : !pto.tile_buf<left, 16x32xf16, blayout=col_major, slayout=row_major>, !pto.tile_buf<right, 32x16xf16, slayout=col_major>) outs(%acc : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  // CHECK: pto.tmatmul.acc ins(%{{.*}}, %{{.*}}, %{{.*}} : !pto.tile_buf<loc=acc, {{.*}}>, !pto.tile_buf<loc=left, {{.*}}>, !pto.tile_buf<loc=right, {{.*}}>) outs(%{{.*}} : !pto.tile_buf<loc=acc, {{.*}}>)
  pto.tmatmul.acc ins(%acc, %left, %right : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<left, 16x32xf16, blayout=col_major, slayout=row_major>, !pto.tile_buf<right, 32x16xf16, slayout=col_major>) outs(%acc : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  // CHECK: pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=acc, {{.*}}>) outs(%{{.*}} : !pto.partition_tensor_view<16x16xf32>) {atomicType = #pto<atomic_type atomic_add>, reluPreMode = #pto<relu_pre_mode normal_relu>}
  pto.tstore ins(%acc : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%pvc : !pto.partition_tensor_view<16x16xf32>) {atomicType = #pto<atomic_type atomic_add>, reluPreMode = #pto<relu_pre_mode normal_relu>}
  // CHECK: pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
  pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
  // CHECK: pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
  pto.wait_flag[#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID0>]
  // CHECK: pto.get_block_idx
  %b = pto.get_block_idx
  // CHECK: pto.get_block_num
  %n = pto.get_block_num
  return
}

// CHECK-LABEL: func.func @dynamic_valid
// CHECK: pto.alloc_tile valid_row = %{{.*}} valid_col = %{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=32, v_row=?, v_col=?
func.func @dynamic_valid(%r: index, %c: index) {
  %t = pto.alloc_tile valid_row = %r valid_col = %c : !pto.tile_buf<vec, 32x32xf32, valid=?x?>
  return
}

}
