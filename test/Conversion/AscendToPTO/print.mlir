// Debug output (DMAOps.cpp): ascend.print -> pto.print of its scalar;
// ascend.print_buffer -> pto.tprint of the ub tile, or of the partition view
// of a global tensor (whole, or a region of it).
// RUN: pto-opt %s --ascend-materialize-dim-args --convert-ascend-to-pto | FileCheck %s

module attributes {ascend.arch = #ascend.arch<a3>} {
// CHECK-LABEL: func.func @print
// CHECK-SAME: (%[[A:.*]]: !pto.ptr<f32>, %[[I:.*]]: i32, %[[X:.*]]: f32)
// CHECK: pto.print ins("cid:%d", %[[I]] : i32)
// CHECK: pto.print ins("x=%f\0A", %[[X]] : f32)
// CHECK: %[[T:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=i16, rows=1, cols=32, v_row=1, v_col=16
// CHECK: pto.tprint ins(%[[T]] : !pto.tile_buf<loc=vec, dtype=i16, rows=1, cols=32, v_row=1, v_col=16
// CHECK: %[[VIEW:.*]] = pto.make_tensor_view %[[A]], shape = [%{{.*}}, %{{.*}}], strides = [%{{.*}}, %{{.*}}] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>
// CHECK: %[[ALL:.*]] = pto.partition_view %[[VIEW]], offsets = [%{{.*}}, %{{.*}}], sizes = [%{{.*}}, %{{.*}}] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<4x16xf32>
// CHECK: pto.tprint ins(%[[ALL]] : !pto.partition_tensor_view<4x16xf32>)
// CHECK: %[[ROWS:.*]] = pto.partition_view %{{.*}}, offsets = [%{{.*}}, %{{.*}}], sizes = [%{{.*}}, %{{.*}}] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<2x16xf32>
// CHECK: pto.tprint ins(%[[ROWS]] : !pto.partition_tensor_view<2x16xf32>)
func.func @print(%A: memref<4x16xf32, #ascend.address_space<gm>>, %i: i32, %x: f32) {
  ascend.print "cid:%d"(%i : i32)
  ascend.print "x=%f\n"(%x : f32)
  %t = memref.alloc() : memref<1x16xi16, #ascend.address_space<ub>>
  ascend.print_buffer %t : memref<1x16xi16, #ascend.address_space<ub>>
  ascend.print_buffer %A : memref<4x16xf32, #ascend.address_space<gm>>
  %r = memref.subview %A[0, 0] [2, 16] [1, 1] : memref<4x16xf32, #ascend.address_space<gm>> to memref<2x16xf32, strided<[16, 1]>, #ascend.address_space<gm>>
  ascend.print_buffer %r : memref<2x16xf32, strided<[16, 1]>, #ascend.address_space<gm>>
  return
}
}
