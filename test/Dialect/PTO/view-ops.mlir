// Round trip of the global-memory views and scalar access (PTOViewOps.td):
// make_tensor_view (ranks 1-5, every layout), partition_view,
// get_tensor_view_dim, addptr, load_scalar, store_scalar. Arch-independent.

// RUN: pto-opt %s | FileCheck %s
// RUN: pto-opt %s | pto-opt | FileCheck %s
// RUN: pto-opt %s --mlir-print-op-generic | pto-opt | FileCheck %s
// RUN: pto-opt %s --pto-arch=a3 | FileCheck %s
// RUN: pto-opt %s --pto-arch=a5 | FileCheck %s

// CHECK-LABEL: func.func @make_tensor_view
// CHECK-SAME: (%[[P:[^:]*]]: !pto.ptr<f16>, %[[M:[^:]*]]: index, %[[N:[^:]*]]: index)
func.func @make_tensor_view(%p: !pto.ptr<f16>, %m: index, %n: index) {
  // CHECK: %[[C1:.*]] = arith.constant 1 : index
  %c1 = arith.constant 1 : index
  // CHECK: %[[C16:.*]] = arith.constant 16 : index
  %c16 = arith.constant 16 : index
  // CHECK: pto.make_tensor_view %[[P]], shape = [%[[M]], %[[N]]], strides = [%[[N]], %[[C1]]] : !pto.tensor_view<?x?xf16>
  %a = pto.make_tensor_view %p, shape = [%m, %n], strides = [%n, %c1] : !pto.tensor_view<?x?xf16>
  // CHECK: pto.make_tensor_view %[[P]], shape = [%[[M]], %[[N]]], strides = [%[[C1]], %[[M]]] {layout = #pto.layout<dn>} : !pto.tensor_view<?x?xf16>
  %b = pto.make_tensor_view %p, shape = [%m, %n], strides = [%c1, %m] {layout = #pto.layout<dn>} : !pto.tensor_view<?x?xf16>
  // CHECK: pto.make_tensor_view %[[P]], shape = [%[[M]], %[[N]]], strides = [%[[N]], %[[C1]]] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf16>
  %c = pto.make_tensor_view %p, shape = [%m, %n], strides = [%n, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf16>
  // (ptoas checks an explicit layout against fully constant strides.)
  // CHECK: pto.make_tensor_view %[[P]], shape = [%[[C16]], %[[C16]]], strides = [%[[M]], %[[C1]]] {layout = #pto.layout<nz>} : !pto.tensor_view<16x16xf16>
  %d = pto.make_tensor_view %p, shape = [%c16, %c16], strides = [%m, %c1] {layout = #pto.layout<nz>} : !pto.tensor_view<16x16xf16>
  // A static dim with a non-constant operand, and a dynamic dim with a constant one.
  // CHECK: pto.make_tensor_view %[[P]], shape = [%[[M]], %[[C16]]], strides = [%[[C16]], %[[C1]]] : !pto.tensor_view<16x?xf16>
  %e = pto.make_tensor_view %p, shape = [%m, %c16], strides = [%c16, %c1] : !pto.tensor_view<16x?xf16>
  // CHECK: pto.make_tensor_view %[[P]], shape = [%[[M]]], strides = [%[[C1]]] : !pto.tensor_view<?xf16>
  %f = pto.make_tensor_view %p, shape = [%m], strides = [%c1] : !pto.tensor_view<?xf16>
  // CHECK: pto.make_tensor_view %[[P]], shape = [%[[C1]], %[[C1]], %[[C16]], %[[M]], %[[N]]], strides = [%[[M]], %[[M]], %[[M]], %[[N]], %[[C1]]] : !pto.tensor_view<1x1x16x?x?xf16>
  %g = pto.make_tensor_view %p, shape = [%c1, %c1, %c16, %m, %n], strides = [%m, %m, %m, %n, %c1] : !pto.tensor_view<1x1x16x?x?xf16>
  return
}

// CHECK-LABEL: func.func @partition_view
// CHECK-SAME: (%[[TV:[^:]*]]: !pto.tensor_view<?x?xf32>, %[[T1:[^:]*]]: !pto.tensor_view<1024xf32>, %[[T5:[^:]*]]: !pto.tensor_view<1x1x16x16x16xf32>, %[[I:[^:]*]]: index, %[[S:[^:]*]]: index)
func.func @partition_view(%tv: !pto.tensor_view<?x?xf32>, %t1: !pto.tensor_view<1024xf32>,
                          %t5: !pto.tensor_view<1x1x16x16x16xf32>, %i: index, %s: index) {
  // CHECK: %[[C0:.*]] = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK: %[[C16:.*]] = arith.constant 16 : index
  %c16 = arith.constant 16 : index
  // CHECK: %[[C128:.*]] = arith.constant 128 : index
  %c128 = arith.constant 128 : index
  // CHECK: pto.partition_view %[[TV]], offsets = [%[[I]], %[[C0]]], sizes = [%[[C16]], %[[C128]]] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x128xf32>
  %a = pto.partition_view %tv, offsets = [%i, %c0], sizes = [%c16, %c128] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x128xf32>
  // A non-constant size with a static result dim, and a dynamic result dim.
  // CHECK: pto.partition_view %[[TV]], offsets = [%[[C0]], %[[C0]]], sizes = [%[[S]], %[[S]]] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x?xf32>
  %b = pto.partition_view %tv, offsets = [%c0, %c0], sizes = [%s, %s] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x?xf32>
  // CHECK: pto.partition_view %[[T1]], offsets = [%[[I]]], sizes = [%[[C128]]] : !pto.tensor_view<1024xf32> -> !pto.partition_tensor_view<128xf32>
  %c = pto.partition_view %t1, offsets = [%i], sizes = [%c128] : !pto.tensor_view<1024xf32> -> !pto.partition_tensor_view<128xf32>
  // CHECK: pto.partition_view %[[T5]], offsets = [%[[C0]], %[[C0]], %[[C0]], %[[C0]], %[[C0]]], sizes = [%{{.*}}, %{{.*}}, %[[C16]], %[[C16]], %[[C16]]] : !pto.tensor_view<1x1x16x16x16xf32> -> !pto.partition_tensor_view<1x1x16x16x16xf32>
  %c1 = arith.constant 1 : index
  %d = pto.partition_view %t5, offsets = [%c0, %c0, %c0, %c0, %c0], sizes = [%c1, %c1, %c16, %c16, %c16] : !pto.tensor_view<1x1x16x16x16xf32> -> !pto.partition_tensor_view<1x1x16x16x16xf32>
  return
}

// CHECK-LABEL: func.func @get_tensor_view_dim
// CHECK-SAME: (%[[TV:[^:]*]]: !pto.tensor_view<?x?xf32>, %[[D:[^:]*]]: index)
func.func @get_tensor_view_dim(%tv: !pto.tensor_view<?x?xf32>, %d: index) -> (index, index) {
  // CHECK: %[[C1:.*]] = arith.constant 1 : index
  %c1 = arith.constant 1 : index
  // CHECK: %{{.*}} = pto.get_tensor_view_dim %[[TV]], %[[C1]] : !pto.tensor_view<?x?xf32> -> index
  %a = pto.get_tensor_view_dim %tv, %c1 : !pto.tensor_view<?x?xf32> -> index
  // CHECK: %{{.*}} = pto.get_tensor_view_dim %[[TV]], %[[D]] : !pto.tensor_view<?x?xf32> -> index
  %b = pto.get_tensor_view_dim %tv, %d : !pto.tensor_view<?x?xf32> -> index
  return %a, %b : index, index
}

// CHECK-LABEL: func.func @scalars
// CHECK-SAME: (%[[P:[^:]*]]: !pto.ptr<f32>, %[[Q:[^:]*]]: !pto.ptr<i8>, %[[H:[^:]*]]: !pto.ptr<bf16>, %[[I:[^:]*]]: index)
func.func @scalars(%p: !pto.ptr<f32>, %q: !pto.ptr<i8>, %h: !pto.ptr<bf16>, %i: index) {
  // CHECK: %[[P2:.*]] = pto.addptr %[[P]], %[[I]] : !pto.ptr<f32> -> !pto.ptr<f32>
  %p2 = pto.addptr %p, %i : !pto.ptr<f32> -> !pto.ptr<f32>
  // CHECK: %[[X:.*]] = pto.load_scalar %[[P2]][%[[I]]] : !pto.ptr<f32> -> f32
  %x = pto.load_scalar %p2[%i] : !pto.ptr<f32> -> f32
  // CHECK: pto.store_scalar %[[X]], %[[P]][%[[I]]] : !pto.ptr<f32>, f32
  pto.store_scalar %x, %p[%i] : !pto.ptr<f32>, f32
  // CHECK: %[[Y:.*]] = pto.load_scalar %[[Q]][%[[I]]] : !pto.ptr<i8> -> i8
  %y = pto.load_scalar %q[%i] : !pto.ptr<i8> -> i8
  // CHECK: pto.store_scalar %[[Y]], %[[Q]][%[[I]]] : !pto.ptr<i8>, i8
  pto.store_scalar %y, %q[%i] : !pto.ptr<i8>, i8
  // CHECK: %[[Z:.*]] = pto.load_scalar %[[H]][%[[I]]] : !pto.ptr<bf16> -> bf16
  %z = pto.load_scalar %h[%i] : !pto.ptr<bf16> -> bf16
  // CHECK: pto.store_scalar %[[Z]], %[[H]][%[[I]]] : !pto.ptr<bf16>, bf16
  pto.store_scalar %z, %h[%i] : !pto.ptr<bf16>, bf16
  return
}
