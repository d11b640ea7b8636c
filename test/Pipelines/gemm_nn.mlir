// docs/examples/gemm_nn.mlir (no transposes) lowered end to end.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gemm_nn.mlir | FileCheck %s --check-prefixes=CHECK,A3
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm_nn.mlir | FileCheck %s --check-prefixes=CHECK,A5

// A3: module attributes {pto.target_arch = "a3"}
// A5: module attributes {pto.target_arch = "a5"}
// CHECK-LABEL: func.func @gemm_nn(
// CHECK-SAME: %[[A:.*]]: !pto.ptr<f16>, %[[B:.*]]: !pto.ptr<f16>, %[[C:.*]]: !pto.ptr<f16>)
// CHECK-DAG: %[[C4096:.*]] = arith.constant 4096 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index

// The L0A/L0B staging tiles (one per type, shared by the gemms) come first.
// CHECK: %[[RIGHT:.*]] = pto.alloc_tile : !pto.tile_buf<loc=right, dtype=f16, rows=32, cols=128, v_row=32, v_col=128, blayout=row_major, slayout=col_major, fractal=512, pad=0>
// CHECK: %[[LEFT:.*]] = pto.alloc_tile : !pto.tile_buf<loc=left, dtype=f16, rows=128, cols=32, v_row=128, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>

// Both operands are staged in L1 as NZ tiles (col_major/row_major) read from
// row-major (ND) views.
// CHECK: %[[AMAT:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=f16, rows=128, cols=32, v_row=128, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK: %[[BMAT:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=128, v_row=32, v_col=128, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK: %[[ACC:.*]] = pto.alloc_tile : !pto.tile_buf<loc=acc, dtype=f32, rows=128, cols=128, v_row=128, v_col=128, blayout=col_major, slayout=row_major, fractal=1024, pad=0>
// CHECK: %[[AVIEW:.*]] = pto.make_tensor_view %[[A]], shape = [%[[C4096]], %[[C4096]]], strides = [%[[C4096]], %[[C1]]] {layout = #pto.layout<nd>}
// CHECK: %[[BVIEW:.*]] = pto.make_tensor_view %[[B]], shape = [%[[C4096]], %[[C4096]]], strides = [%[[C4096]], %[[C1]]] {layout = #pto.layout<nd>}
// CHECK: scf.for
// CHECK: pto.partition_view %[[AVIEW]], {{.*}} -> !pto.partition_tensor_view<128x32xf16>
// CHECK: pto.tload {{.*}} outs(%[[AMAT]]
// CHECK: pto.partition_view %[[BVIEW]], {{.*}} -> !pto.partition_tensor_view<32x128xf16>
// CHECK: pto.tload {{.*}} outs(%[[BMAT]]
// CHECK: pto.tmov ins(%[[AMAT]] {{.*}} outs(%[[LEFT]]
// CHECK: pto.tmov ins(%[[BMAT]] {{.*}} outs(%[[RIGHT]]
// CHECK: pto.tmatmul ins(%[[LEFT]], %[[RIGHT]]
// CHECK: pto.tmatmul.acc ins(%[[ACC]], %[[LEFT]], %[[RIGHT]]
// CHECK: pto.tstore ins(%[[ACC]] : !pto.tile_buf<loc=acc, dtype=f32, {{.*}}>) outs(%{{.*}} : !pto.partition_tensor_view<128x128xf16>)
