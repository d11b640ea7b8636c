// docs/examples/gemm_add_relu.mlir (a tilelang-ascend GEMM + bias + ReLU:
// a T.Scope("C") whose accumulator the Vector work outside any section
// takes, M = 8) lowered end to end. The kernel splits into a Cube part and
// a Vector part called from the entry. M = 8 is half a fractal box: the
// l1, l0a and l0c tiles have 16 rows, 8 of them valid. The padded
// accumulator does not travel through the tile FIFO (a remark says why):
// the Cube part stores it into the global workspace after Y, converting it
// to f16 on the fixpipe, and sets flag 0; the Vector part waits for it,
// loads it, adds the bias rows and applies ReLU. On a3 the FFTS base
// address comes last.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gemm_add_relu.mlir 2>/dev/null | FileCheck %s --check-prefixes=CHECK,A3
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm_add_relu.mlir 2>/dev/null | FileCheck %s --check-prefixes=CHECK,A5
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm_add_relu.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// REMARK: remark: hands tiles between the Cube and the Vector cores through global workspaces and cross-core flags, as the tile FIFO cannot carry one: its Cube tile (memref<8x128xf32, #ascend.address_space<l0c>>) is padded to whole fractal boxes, and the Vector tile taken from the FIFO would have the padded shape

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %{{.*}}: !pto.ptr<f16>, %{{.*}}: !pto.ptr<f16>, %{{.*}}: !pto.ptr<f16>, %{{.*}}: !pto.ptr<f16>, %{{.*}}: !pto.ptr<f16>
// A3-SAME: , %{{.*}}: memref<256xi64>) attributes {pto.entry, tirpto.grid = array<i64: 1>}
// A5-SAME: ) attributes {pto.entry, tirpto.grid = array<i64: 1>}
// CHECK-NEXT: call @main_aic(
// CHECK-NEXT: call @main_aiv(

// CHECK-LABEL: func.func private @main_aiv(
// CHECK-SAME: attributes {pto.kernel_kind = #pto.kernel_kind<vector>
// CHECK: %[[Y:.*]] = pto.alloc_tile : [[UB:!pto.tile_buf<loc=vec, dtype=f16, rows=8, cols=128, v_row=8, v_col=128, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: %[[BIAS:.*]] = pto.alloc_tile : [[UB]]
// CHECK: pto.sync.wait <PIPE_MTE2>, 0
// CHECK-NEXT: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<8x128xf16>) outs(%[[Y]] : [[UB]])
// CHECK: scf.for
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<1x128xf16>)
// CHECK: pto.tadd ins(%[[Y]], %[[BIAS]] : [[UB]], [[UB]]) outs(%[[Y]] : [[UB]])
// CHECK-NEXT: pto.trelu ins(%[[Y]] : [[UB]]) outs(%[[Y]] : [[UB]])
// CHECK: pto.tstore ins(%[[Y]] : [[UB]]) outs(%{{.*}} : !pto.partition_tensor_view<8x128xf16>)

// CHECK-LABEL: func.func private @main_aic(
// CHECK-SAME: attributes {pto.kernel_kind = #pto.kernel_kind<cube>
// CHECK-DAG: %[[L0A:.*]] = pto.alloc_tile : [[LEFT:!pto.tile_buf<loc=left, dtype=f16, rows=16, cols=64, v_row=8, v_col=64, blayout=col_major, slayout=row_major, fractal=512, pad=0>]]
// CHECK-DAG: %[[XL1:.*]] = pto.alloc_tile : [[MAT:!pto.tile_buf<loc=mat, dtype=f16, rows=16, cols=64, v_row=8, v_col=64, blayout=col_major, slayout=row_major, fractal=512, pad=0>]]
// CHECK-DAG: %[[ACC:.*]] = pto.alloc_tile : [[ACCT:!pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=128, v_row=8, v_col=128, blayout=col_major, slayout=row_major, fractal=1024, pad=0>]]
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<8x64xf16>) outs(%[[XL1]] : [[MAT]])
// CHECK: pto.tmov ins(%[[XL1]] : [[MAT]]) outs(%[[L0A]] : [[LEFT]])
// CHECK: pto.tmatmul ins(%[[L0A]], %{{.*}} : [[LEFT]], {{.*}}) outs(%[[ACC]] : [[ACCT]])
// CHECK: pto.tmatmul.acc ins(%[[ACC]], %[[L0A]], %{{.*}} : [[ACCT]], [[LEFT]], {{.*}}) outs(%[[ACC]] : [[ACCT]])
// CHECK: pto.tstore ins(%[[ACC]] : [[ACCT]]) outs(%{{.*}} : !pto.partition_tensor_view<8x128xf16>)
// CHECK-NEXT: pto.sync.set <PIPE_FIX>, 0
