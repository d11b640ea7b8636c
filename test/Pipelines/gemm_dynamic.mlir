// docs/examples/gemm_dynamic.mlir (M, N and K dynamic) end to end on both
// arches: each tensor is a pointer followed by its two dimensions; the grid
// is ceil(N / 128) x ceil(M / 128) computed from them; every region is
// clipped to the tensor's run-time extent (M and N tails as boundary tiles,
// the K tail as the gemm's depth, min of A's and B's K extents), and the
// accumulator is stored only where it lies inside C.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gemm_dynamic.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm_dynamic.mlir | FileCheck %s

// CHECK-LABEL: func.func @dynamic_matmul(
// CHECK-SAME: %[[A:.*]]: !pto.ptr<f16>, %[[AM:.*]]: index, %[[AK:.*]]: index, %[[B:.*]]: !pto.ptr<f16>, %[[BK:.*]]: index, %[[BN:.*]]: index, %[[C:.*]]: !pto.ptr<f16>, %[[CM:.*]]: index, %[[CN:.*]]: index) attributes {pto.entry} {
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG: %[[C128:.*]] = arith.constant 128 : index
// CHECK: %[[RIGHT:.*]] = pto.alloc_tile valid_row = %[[C32]] valid_col = %[[C128]] : [[TR:!pto\.tile_buf<loc=right, [^>]*v_row=\?, v_col=\?[^>]*>]]
// CHECK: %[[LEFT:.*]] = pto.alloc_tile valid_row = %[[C128]] valid_col = %[[C32]] : [[TL:!pto\.tile_buf<loc=left, [^>]*v_row=\?, v_col=\?[^>]*>]]
// CHECK: %[[GX:.*]] = arith.ceildivsi %[[BN]], %[[C128]] : index
// CHECK: arith.remui %{{.*}}, %[[GX]] : index
// CHECK: %[[ACC:.*]] = pto.alloc_tile valid_row = %[[C128]] valid_col = %[[C128]] : [[TC:!pto\.tile_buf<loc=acc, [^>]*v_row=\?, v_col=\?[^>]*>]]
// CHECK: %[[KSTEPS:.*]] = arith.ceildivsi %[[AK]], %[[C32]] : index
// CHECK: pto.make_tensor_view %[[A]], shape = [%[[AM]], %[[AK]]], strides = [%[[AK]], %{{.*}}] {layout = #pto.layout<nd>}
// CHECK: pto.make_tensor_view %[[B]], shape = [%[[BK]], %[[BN]]], strides = [%[[BN]], %{{.*}}] {layout = #pto.layout<nd>}
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %[[KSTEPS]] step
// CHECK: %[[KOFF:.*]] = arith.muli %[[K]], %[[C32]] : index
// CHECK: %[[AKLEFT:.*]] = arith.subi %[[AK]], %[[KOFF]] : index
// CHECK: %[[AKV:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : index
// CHECK: pto.partition_view %{{.*}}, offsets = [%{{.*}}, %[[KOFF]]], sizes = [%{{.*}}, %[[AKV]]] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<?x?xf16>
// CHECK: pto.tload
// CHECK: %[[BKLEFT:.*]] = arith.subi %[[BK]], %[[KOFF]] : index
// CHECK: %[[BKV:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : index
// CHECK: pto.partition_view %{{.*}}, offsets = [%[[KOFF]], %{{.*}}], sizes = [%[[BKV]], %{{.*}}] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<?x?xf16>
// CHECK: pto.tload
// CHECK: %[[DEPTH:.*]] = arith.minsi %[[BKV]], %[[AKV]] : index
// CHECK: pto.set_validshape %[[LEFT]], %[[C128]], %[[DEPTH]] : [[TL]]
// CHECK-NEXT: pto.set_validshape %[[RIGHT]], %[[DEPTH]], %[[C128]] : [[TR]]
// CHECK: pto.tmatmul ins(%[[LEFT]], %[[RIGHT]] :
// CHECK: pto.tmatmul.acc ins(%[[ACC]], %[[LEFT]], %[[RIGHT]] :
// CHECK: arith.subi %[[CM]], %{{.*}} : index
// CHECK: arith.subi %[[CN]], %{{.*}} : index
// CHECK: pto.make_tensor_view %[[C]], shape = [%[[CM]], %[[CN]]]
// CHECK: scf.if
// CHECK-NEXT: pto.set_validshape %[[ACC]], %{{.*}}, %{{.*}} : [[TC]]
// CHECK-NEXT: pto.tstore ins(%[[ACC]] : [[TC]]) outs(%{{.*}} : !pto.partition_tensor_view<?x?xf16>)
