// RUN: pto-opt %s -split-input-file --ascend-materialize-dim-args | FileCheck %s
// A second run changes nothing: spelled-out functions are left as they are.
// RUN: pto-opt %s -split-input-file --ascend-materialize-dim-args --ascend-materialize-dim-args | FileCheck %s

// Each global tensor of dynamic shape is followed by one index argument per
// dynamic dimension, in order; static tensors and scalars get none.
// CHECK-LABEL: func.func @kernel(
// CHECK-SAME: %{{[a-z0-9]+}}: memref<?x?xf16, #ascend.address_space<gm>>, %{{[a-z0-9]+}}: index {ascend.tensor_dim = 0 : i64}, %{{[a-z0-9]+}}: index {ascend.tensor_dim = 1 : i64},
// CHECK-SAME: %{{[a-z0-9]+}}: memref<64x64xf32, #ascend.address_space<gm>>,
// CHECK-SAME: %{{[a-z0-9]+}}: memref<64x?xf32, #ascend.address_space<gm>>, %{{[a-z0-9]+}}: index {ascend.tensor_dim = 1 : i64},
// CHECK-SAME: %{{[a-z0-9]+}}: i32)
func.func @kernel(%a: memref<?x?xf16, #ascend.address_space<gm>>,
                  %b: memref<64x64xf32, #ascend.address_space<gm>>,
                  %c: memref<64x?xf32, #ascend.address_space<gm>>,
                  %n: i32) {
  return
}

// A declaration gets them too.
// CHECK-LABEL: func.func private @declared(
// CHECK-SAME: memref<?xf16, #ascend.address_space<gm>>, index {ascend.tensor_dim = 0 : i64})
func.func private @declared(memref<?xf16, #ascend.address_space<gm>>)

// -----

// A call passes a tensor the caller got as an argument with the caller's own
// dimension arguments, and any other with its memref.dims.
// CHECK-LABEL: func.func @part(
// CHECK-SAME: %{{[a-z0-9]+}}: memref<?x?xf16, #ascend.address_space<gm>>, %{{[a-z0-9]+}}: index {ascend.tensor_dim = 0 : i64}, %{{[a-z0-9]+}}: index {ascend.tensor_dim = 1 : i64}, %{{[a-z0-9]+}}: memref<?x?xf16, #ascend.address_space<gm>>, %{{[a-z0-9]+}}: index {ascend.tensor_dim = 0 : i64}, %{{[a-z0-9]+}}: index {ascend.tensor_dim = 1 : i64})
func.func @part(%x: memref<?x?xf16, #ascend.address_space<gm>>,
                %y: memref<?x?xf16, #ascend.address_space<gm>>) {
  return
}

// CHECK-LABEL: func.func @entry(
// CHECK-SAME: %[[A:[^:]*]]: memref<?x?xf16, #ascend.address_space<gm>>, %[[M:[^:]*]]: index {ascend.tensor_dim = 0 : i64}, %[[K:[^:]*]]: index {ascend.tensor_dim = 1 : i64}, %[[B:[^:]*]]: memref<64x?xf16, #ascend.address_space<gm>>, %[[N:[^:]*]]: index {ascend.tensor_dim = 1 : i64})
func.func @entry(%a: memref<?x?xf16, #ascend.address_space<gm>>,
                 %b: memref<64x?xf16, #ascend.address_space<gm>>) {
  // CHECK: %[[CAST:.*]] = memref.cast %[[B]]
  %cast = memref.cast %b : memref<64x?xf16, #ascend.address_space<gm>> to memref<?x?xf16, #ascend.address_space<gm>>
  // CHECK: %[[D0:.*]] = memref.dim %[[CAST]], %c0
  // CHECK: %[[D1:.*]] = memref.dim %[[CAST]], %c1
  // CHECK: call @part(%[[A]], %[[M]], %[[K]], %[[CAST]], %[[D0]], %[[D1]])
  call @part(%a, %cast) : (memref<?x?xf16, #ascend.address_space<gm>>, memref<?x?xf16, #ascend.address_space<gm>>) -> ()
  return
}

// -----

// A function already spelled out is left as it is.
// CHECK-LABEL: func.func @spelled_out(
// CHECK-SAME: %{{[a-z0-9]+}}: memref<?xf32, #ascend.address_space<gm>>, %{{[a-z0-9]+}}: index {ascend.tensor_dim = 0 : i64})
// CHECK-NOT: ascend.tensor_dim
// CHECK: return
func.func @spelled_out(%a: memref<?xf32, #ascend.address_space<gm>>, %n: index {ascend.tensor_dim = 0 : i64}) {
  return
}
