// The field-report GEMM (docs/examples/gemm.mlir: transpose_A and
// transpose_B) lowered end to end, for both arches.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gemm.mlir | FileCheck %s --check-prefixes=CHECK,A3
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm.mlir | FileCheck %s --check-prefixes=CHECK,A5
// The output is a fixed point of the PTO printer.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gemm.mlir | pto-opt | FileCheck %s --check-prefixes=CHECK,A3

// A3: module attributes {pto.target_arch = "a3"}
// A5: module attributes {pto.target_arch = "a5"}
// CHECK-LABEL: func.func @gemm(
// CHECK-SAME: %[[A:.*]]: !pto.ptr<f16>, %[[B:.*]]: !pto.ptr<f16>, %[[C:.*]]: !pto.ptr<f16>)
// CHECK-DAG: %[[C4096:.*]] = arith.constant 4096 : index
// CHECK-DAG: %[[C128:.*]] = arith.constant 128 : index
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index

// The L0A/L0B staging tiles (one per type, shared by the gemms) come first.
// CHECK: %[[RIGHT:.*]] = pto.alloc_tile : !pto.tile_buf<loc=right, dtype=f16, rows=32, cols=128, v_row=32, v_col=128, blayout=row_major, slayout=col_major, fractal=512, pad=0>
// CHECK: %[[LEFT:.*]] = pto.alloc_tile : !pto.tile_buf<loc=left, dtype=f16, rows=128, cols=32, v_row=128, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>

// The 2-D grid (32, 32) on the 1-D block index: bx = idx % 32, by = idx / 32.
// CHECK: %[[IDX64:.*]] = pto.get_block_idx
// CHECK: %[[IDX:.*]] = arith.index_cast %[[IDX64]] : i64 to index
// CHECK: %[[BX:.*]] = arith.remui %[[IDX]], %[[C32]] : index
// CHECK: %[[BY:.*]] = arith.divui %[[IDX]], %[[C32]] : index

// A_shared (32x128, K x M) is held transposed in L1 as a 128x32 ZN tile, and
// so is B_shared (128x32, N x K) as a 32x128 ZN tile: both are read from DN
// views of GM, so no transposing L1 -> L0 move is needed.
// CHECK: %[[AMAT:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=f16, rows=128, cols=32, v_row=128, v_col=32, blayout=row_major, slayout=col_major, fractal=512, pad=0>
// CHECK: %[[BMAT:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=128, v_row=32, v_col=128, blayout=row_major, slayout=col_major, fractal=512, pad=0>
// CHECK: %[[ACC:.*]] = pto.alloc_tile : !pto.tile_buf<loc=acc, dtype=f32, rows=128, cols=128, v_row=128, v_col=128, blayout=col_major, slayout=row_major, fractal=1024, pad=0>
// CHECK: %[[BY128:.*]] = arith.muli %[[BY]], %[[C128]] : index
// CHECK: %[[BX128:.*]] = arith.muli %[[BX]], %[[C128]] : index
// CHECK: %[[AVIEW:.*]] = pto.make_tensor_view %[[A]], shape = [%[[C4096]], %[[C4096]]], strides = [%[[C1]], %[[C4096]]] {layout = #pto.layout<dn>} : !pto.tensor_view<?x?xf16>
// CHECK: %[[BVIEW:.*]] = pto.make_tensor_view %[[B]], shape = [%[[C4096]], %[[C4096]]], strides = [%[[C1]], %[[C4096]]] {layout = #pto.layout<dn>} : !pto.tensor_view<?x?xf16>

// The K loop: 128 steps of 32, num_stages is not part of PTO.
// CHECK: scf.for %[[K:.*]] = %[[C0]] to %[[C128]] step %[[C1]] {
// CHECK-NEXT: %[[K32:.*]] = arith.muli %[[K]], %[[C32]] : index
// CHECK-NEXT: %[[APART:.*]] = pto.partition_view %[[AVIEW]], offsets = [%[[BY128]], %[[K32]]], sizes = [%[[C128]], %[[C32]]] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<128x32xf16>
// CHECK-NEXT: pto.tload ins(%[[APART]] : !pto.partition_tensor_view<128x32xf16>) outs(%[[AMAT]] : !pto.tile_buf<loc=mat
// CHECK-NEXT: %[[BPART:.*]] = pto.partition_view %[[BVIEW]], offsets = [%[[K32]], %[[BX128]]], sizes = [%[[C32]], %[[C128]]] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<32x128xf16>
// CHECK-NEXT: pto.tload ins(%[[BPART]] : !pto.partition_tensor_view<32x128xf16>) outs(%[[BMAT]] : !pto.tile_buf<loc=mat
// CHECK-NEXT: %[[FIRST:.*]] = arith.cmpi eq, %[[K]], %[[C0]] : index
// CHECK-NEXT: pto.tmov ins(%[[AMAT]] : !pto.tile_buf<loc=mat, {{.*}}>) outs(%[[LEFT]] : !pto.tile_buf<loc=left, {{.*}}>)
// CHECK-NEXT: pto.tmov ins(%[[BMAT]] : !pto.tile_buf<loc=mat, {{.*}}>) outs(%[[RIGHT]] : !pto.tile_buf<loc=right, {{.*}}>)
// T.clear(C_local) became the init of the first mmad.
// CHECK-NEXT: scf.if %[[FIRST]] {
// CHECK-NEXT: pto.tmatmul ins(%[[LEFT]], %[[RIGHT]] : {{.*}}) outs(%[[ACC]] : {{.*}})
// CHECK-NEXT: } else {
// CHECK-NEXT: pto.tmatmul.acc ins(%[[ACC]], %[[LEFT]], %[[RIGHT]] : {{.*}}) outs(%[[ACC]] : {{.*}})
// CHECK-NEXT: }
// CHECK-NEXT: }

// The f32 accumulator is stored into C as f16 (ND view).
// CHECK: %[[CVIEW:.*]] = pto.make_tensor_view %[[C]], shape = [%[[C4096]], %[[C4096]]], strides = [%[[C4096]], %[[C1]]] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf16>
// CHECK: %[[CPART:.*]] = pto.partition_view %[[CVIEW]], offsets = [%[[BY128]], %[[BX128]]], sizes = [%[[C128]], %[[C128]]] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<128x128xf16>
// CHECK: pto.tstore ins(%[[ACC]] : !pto.tile_buf<loc=acc, dtype=f32, {{.*}}>) outs(%[[CPART]] : !pto.partition_tensor_view<128x128xf16>)
// CHECK-NEXT: return
