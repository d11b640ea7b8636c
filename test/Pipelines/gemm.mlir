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

// The L0A/L0B staging tiles (one per type, shared by the gemms) come
// first, three versions each: T.Pipelined's num_stages = 3
// (ascend-multi-buffer).
// CHECK-DAG: %[[C126:.*]] = arith.constant 126 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C4032:.*]] = arith.constant 4032 : index
// CHECK-DAG: %[[C4064:.*]] = arith.constant 4064 : index
// CHECK: %[[RIGHT:.*]] = pto.alloc_tile : !pto.tile_buf<loc=right, dtype=f16, rows=32, cols=128, v_row=32, v_col=128, blayout=row_major, slayout=col_major, fractal=512, pad=0>
// CHECK-NEXT: %[[RIGHT1:.*]] = pto.alloc_tile : !pto.tile_buf<loc=right, {{.*}}>
// CHECK-NEXT: %[[RIGHT2:.*]] = pto.alloc_tile : !pto.tile_buf<loc=right, {{.*}}>
// CHECK-NEXT: %[[LEFT:.*]] = pto.alloc_tile : !pto.tile_buf<loc=left, dtype=f16, rows=128, cols=32, v_row=128, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK-NEXT: %[[LEFT1:.*]] = pto.alloc_tile : !pto.tile_buf<loc=left, {{.*}}>
// CHECK-NEXT: %[[LEFT2:.*]] = pto.alloc_tile : !pto.tile_buf<loc=left, {{.*}}>

// The 2-D grid (32, 32) on the 1-D block index: bx = idx % 32, by = idx / 32.
// CHECK: %[[IDX64:.*]] = pto.get_block_idx
// CHECK: %[[IDX:.*]] = arith.index_cast %[[IDX64]] : i64 to index
// CHECK: %[[BX:.*]] = arith.remui %[[IDX]], %[[C32]] : index
// CHECK: %[[BY:.*]] = arith.divui %[[IDX]], %[[C32]] : index

// A_shared (32x128, K x M) is held transposed in L1 as a 128x32 ZN tile, and
// so is B_shared (128x32, N x K) as a 32x128 ZN tile: both are read from DN
// views of GM, so no transposing L1 -> L0 move is needed. Three versions of
// each.
// CHECK: %[[AMAT:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=f16, rows=128, cols=32, v_row=128, v_col=32, blayout=row_major, slayout=col_major, fractal=512, pad=0>
// CHECK-NEXT: %[[AMAT1:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=f16, rows=128, cols=32, {{.*}}>
// CHECK-NEXT: %[[AMAT2:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=f16, rows=128, cols=32, {{.*}}>
// CHECK-NEXT: %[[BMAT:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=128, v_row=32, v_col=128, blayout=row_major, slayout=col_major, fractal=512, pad=0>
// CHECK-NEXT: %[[BMAT1:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=128, {{.*}}>
// CHECK-NEXT: %[[BMAT2:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=128, {{.*}}>
// CHECK-NEXT: %[[ACC:.*]] = pto.alloc_tile : !pto.tile_buf<loc=acc, dtype=f32, rows=128, cols=128, v_row=128, v_col=128, blayout=col_major, slayout=row_major, fractal=1024, pad=0>
// CHECK-NOT: pto.alloc_tile
// CHECK: %[[BY128:.*]] = arith.muli %[[BY]], %[[C128]] : index
// CHECK: %[[BX128:.*]] = arith.muli %[[BX]], %[[C128]] : index
// CHECK: %[[AVIEW:.*]] = pto.make_tensor_view %[[A]], shape = [%[[C4096]], %[[C4096]]], strides = [%[[C1]], %[[C4096]]] {layout = #pto.layout<dn>} : !pto.tensor_view<?x?xf16>
// CHECK: %[[BVIEW:.*]] = pto.make_tensor_view %[[B]], shape = [%[[C4096]], %[[C4096]]], strides = [%[[C1]], %[[C4096]]] {layout = #pto.layout<dn>} : !pto.tensor_view<?x?xf16>

// The K loop: 128 steps of 32, three per iteration of a loop of step 3
// (each with its own versions), the last two after it.
// CHECK: scf.for %[[K:.*]] = %[[C0]] to %[[C126]] step %[[C3]] {
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
// CHECK-NEXT: %[[K1:.*]] = arith.addi %[[K]], %[[C1]] : index
// CHECK-NEXT: %[[K1_32:.*]] = arith.muli %[[K1]], %[[C32]] : index
// CHECK-NEXT: %[[APART1:.*]] = pto.partition_view %[[AVIEW]], offsets = [%[[BY128]], %[[K1_32]]]
// CHECK-NEXT: pto.tload ins(%[[APART1]] : {{.*}}) outs(%[[AMAT1]] :
// CHECK-NEXT: %[[BPART1:.*]] = pto.partition_view %[[BVIEW]], offsets = [%[[K1_32]], %[[BX128]]]
// CHECK-NEXT: pto.tload ins(%[[BPART1]] : {{.*}}) outs(%[[BMAT1]] :
// CHECK-NEXT: %[[FIRST1:.*]] = arith.cmpi eq, %[[K1]], %[[C0]] : index
// CHECK-NEXT: pto.tmov ins(%[[AMAT1]] : {{.*}}) outs(%[[LEFT1]] :
// CHECK-NEXT: pto.tmov ins(%[[BMAT1]] : {{.*}}) outs(%[[RIGHT1]] :
// CHECK-NEXT: scf.if %[[FIRST1]] {
// CHECK-NEXT: pto.tmatmul ins(%[[LEFT1]], %[[RIGHT1]] : {{.*}}) outs(%[[ACC]] : {{.*}})
// CHECK-NEXT: } else {
// CHECK-NEXT: pto.tmatmul.acc ins(%[[ACC]], %[[LEFT1]], %[[RIGHT1]] : {{.*}}) outs(%[[ACC]] : {{.*}})
// CHECK-NEXT: }
// CHECK-NEXT: %[[K2:.*]] = arith.addi %[[K]], %[[C2]] : index
// CHECK: pto.tload ins(%{{.*}} : {{.*}}) outs(%[[AMAT2]] :
// CHECK: pto.tload ins(%{{.*}} : {{.*}}) outs(%[[BMAT2]] :
// CHECK: pto.tmov ins(%[[AMAT2]] : {{.*}}) outs(%[[LEFT2]] :
// CHECK-NEXT: pto.tmov ins(%[[BMAT2]] : {{.*}}) outs(%[[RIGHT2]] :
// CHECK: pto.tmatmul.acc ins(%[[ACC]], %[[LEFT2]], %[[RIGHT2]] : {{.*}}) outs(%[[ACC]] : {{.*}})
// CHECK-NEXT: }
// CHECK-NEXT: }
// Steps 126 and 127 (K offsets 4032 and 4064) accumulate.
// CHECK-NEXT: %[[APART126:.*]] = pto.partition_view %[[AVIEW]], offsets = [%[[BY128]], %[[C4032]]]
// CHECK-NEXT: pto.tload ins(%[[APART126]] : {{.*}}) outs(%[[AMAT]] :
// CHECK: pto.tmatmul.acc ins(%[[ACC]], %[[LEFT]], %[[RIGHT]] : {{.*}}) outs(%[[ACC]] : {{.*}})
// CHECK-NEXT: %[[APART127:.*]] = pto.partition_view %[[AVIEW]], offsets = [%[[BY128]], %[[C4064]]]
// CHECK-NEXT: pto.tload ins(%[[APART127]] : {{.*}}) outs(%[[AMAT1]] :
// CHECK: pto.tmatmul.acc ins(%[[ACC]], %[[LEFT1]], %[[RIGHT1]] : {{.*}}) outs(%[[ACC]] : {{.*}})

// The f32 accumulator is stored into C as f16 (ND view).
// CHECK: %[[CVIEW:.*]] = pto.make_tensor_view %[[C]], shape = [%[[C4096]], %[[C4096]]], strides = [%[[C4096]], %[[C1]]] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf16>
// CHECK: %[[CPART:.*]] = pto.partition_view %[[CVIEW]], offsets = [%[[BY128]], %[[BX128]]], sizes = [%[[C128]], %[[C128]]] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<128x128xf16>
// CHECK: pto.tstore ins(%[[ACC]] : !pto.tile_buf<loc=acc, dtype=f32, {{.*}}>) outs(%[[CPART]] : !pto.partition_tensor_view<128x128xf16>)
// CHECK-NEXT: return
