// GEMMs whose M and N are not multiples of the 128 x 128 block, end to end
// on both arches (docs/examples/gemm_nn.mlir with its shapes substituted):
// the l1 tiles and the accumulator get a dynamic valid shape, set to the
// in-bounds extent around each tload / tstore; the Cube computes whole
// tiles (the stale rows and columns reach only accumulator rows and
// columns outside C, which are never stored).
// RUN: sed 's/@M@/1000/g; s/@N@/1000/g; s/@K@/1024/g; s/@GX@/8/g; s/@GY@/8/g; s/@KSTEPS@/32/g' %S/Inputs/gemm_nn_template.mlir > %t.mlir
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %t.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %t.mlir | FileCheck %s

// CHECK-LABEL: func.func @gemm_nn(
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG: %[[C128:.*]] = arith.constant 128 : index
// CHECK-DAG: %[[C1000:.*]] = arith.constant 1000 : index
// The staging tiles keep a static valid shape (the Cube moves whole tiles).
// CHECK: pto.alloc_tile : !pto.tile_buf<loc=right, dtype=f16, rows=32, cols=128, v_row=32, v_col=128,
// CHECK: pto.alloc_tile : !pto.tile_buf<loc=left, dtype=f16, rows=128, cols=32, v_row=128, v_col=32,
// CHECK: %[[AMAT:.*]] = pto.alloc_tile valid_row = %[[C128]] valid_col = %[[C32]] : [[TA:!pto\.tile_buf<loc=mat, dtype=f16, rows=128, cols=32, v_row=\?, v_col=\?[^>]*>]]
// CHECK: %[[BMAT:.*]] = pto.alloc_tile valid_row = %[[C32]] valid_col = %[[C128]] : [[TB:!pto\.tile_buf<loc=mat, dtype=f16, rows=32, cols=128, v_row=\?, v_col=\?[^>]*>]]
// CHECK: %[[ACC:.*]] = pto.alloc_tile valid_row = %[[C128]] valid_col = %[[C128]] : [[TC:!pto\.tile_buf<loc=acc, dtype=f32, rows=128, cols=128, v_row=\?, v_col=\?[^>]*>]]
// M rows of A: max(min(1000 - row, 128), 0); K is whole.
// CHECK: %[[ROW:.*]] = arith.muli %{{.*}}, %[[C128]] : index
// CHECK: %[[MLEFT:.*]] = arith.subi %[[C1000]], %[[ROW]] : index
// CHECK: %[[MMIN:.*]] = arith.minsi %[[MLEFT]], %[[C128]] : index
// CHECK: %[[MV:.*]] = arith.maxsi %[[MMIN]], %{{.*}} : index
// CHECK: %[[NV:.*]] = arith.maxsi %{{.*}}, %{{.*}} : index
// CHECK: scf.for
// CHECK: %[[PA:.*]] = pto.partition_view %{{.*}}, offsets = [%[[ROW]], %{{.*}}], sizes = [%[[MV]], %[[C32]]] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<?x32xf16>
// CHECK-NEXT: pto.set_validshape %[[AMAT]], %[[MV]], %[[C32]] : [[TA]]
// CHECK-NEXT: pto.tload ins(%[[PA]] : !pto.partition_tensor_view<?x32xf16>) outs(%[[AMAT]] : [[TA]])
// CHECK-NEXT: pto.set_validshape %[[AMAT]], %[[C128]], %[[C32]] : [[TA]]
// CHECK: %[[PB:.*]] = pto.partition_view %{{.*}}, offsets = [%{{.*}}, %{{.*}}], sizes = [%[[C32]], %[[NV]]] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<32x?xf16>
// CHECK-NEXT: pto.set_validshape %[[BMAT]], %[[C32]], %[[NV]] : [[TB]]
// CHECK-NEXT: pto.tload ins(%[[PB]] : !pto.partition_tensor_view<32x?xf16>) outs(%[[BMAT]] : [[TB]])
// CHECK-NEXT: pto.set_validshape %[[BMAT]], %[[C32]], %[[C128]] : [[TB]]
// CHECK: pto.tmov ins(%[[AMAT]]
// CHECK: pto.tmov ins(%[[BMAT]]
// The partial store of the accumulator: M x N in bounds.
// CHECK: %[[PC:.*]] = pto.partition_view %{{.*}}, offsets = [%[[ROW]], %{{.*}}], sizes = [%[[MV]], %[[NV]]] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<?x?xf16>
// CHECK-NEXT: pto.set_validshape %[[ACC]], %[[MV]], %[[NV]] : [[TC]]
// CHECK-NEXT: pto.tstore ins(%[[ACC]] : [[TC]]) outs(%[[PC]] : !pto.partition_tensor_view<?x?xf16>)
// CHECK-NEXT: pto.set_validshape %[[ACC]], %[[C128]], %[[C128]] : [[TC]]

// A K tail (K = 1000, not a multiple of the 32-deep block): both operands'
// K extent is max(min(1000 - k, 32), 0), their tiles' valid shape during
// the tload; the gemm multiplies only that depth: its left and right
// operands are M x kv and kv x N around the tmatmul (tmatmul sums over the
// valid columns of its left operand), whole again after it.
// RUN: sed 's/@M@/256/g; s/@N@/256/g; s/@K@/1000/g; s/@GX@/2/g; s/@GY@/2/g; s/@KSTEPS@/32/g' %S/Inputs/gemm_nn_template.mlir > %t.k.mlir
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %t.k.mlir | FileCheck %s --check-prefix=KTAIL
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %t.k.mlir | FileCheck %s --check-prefix=KTAIL
// KTAIL-LABEL: func.func @gemm_nn(
// KTAIL-DAG: %[[C32:.*]] = arith.constant 32 : index
// KTAIL-DAG: %[[C128:.*]] = arith.constant 128 : index
// KTAIL-DAG: %[[C1000:.*]] = arith.constant 1000 : index
// KTAIL: %[[RIGHT:.*]] = pto.alloc_tile valid_row = %[[C32]] valid_col = %[[C128]] : [[TR:!pto\.tile_buf<loc=right, dtype=f16, rows=32, cols=128, v_row=\?, v_col=\?[^>]*>]]
// KTAIL: %[[LEFT:.*]] = pto.alloc_tile valid_row = %[[C128]] valid_col = %[[C32]] : [[TL:!pto\.tile_buf<loc=left, dtype=f16, rows=128, cols=32, v_row=\?, v_col=\?[^>]*>]]
// KTAIL: %[[AMAT:.*]] = pto.alloc_tile valid_row = %[[C128]] valid_col = %[[C32]] : [[TA:!pto\.tile_buf<loc=mat, dtype=f16, rows=128, cols=32, v_row=\?, v_col=\?[^>]*>]]
// KTAIL: %[[BMAT:.*]] = pto.alloc_tile valid_row = %[[C32]] valid_col = %[[C128]] : [[TB:!pto\.tile_buf<loc=mat, dtype=f16, rows=32, cols=128, v_row=\?, v_col=\?[^>]*>]]
// The accumulator is never partial: M and N are whole.
// KTAIL: pto.alloc_tile : !pto.tile_buf<loc=acc, dtype=f32, rows=128, cols=128, v_row=128, v_col=128,
// KTAIL: scf.for
// KTAIL: %[[KOFF:.*]] = arith.muli %{{.*}}, %[[C32]] : index
// KTAIL: %[[KLEFT:.*]] = arith.subi %[[C1000]], %[[KOFF]] : index
// KTAIL: %[[KMIN:.*]] = arith.minsi %[[KLEFT]], %[[C32]] : index
// KTAIL: %[[KV:.*]] = arith.maxsi %[[KMIN]], %{{.*}} : index
// KTAIL: %[[PA:.*]] = pto.partition_view %{{.*}}, offsets = [%{{.*}}, %[[KOFF]]], sizes = [%[[C128]], %[[KV]]] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<128x?xf16>
// KTAIL-NEXT: pto.set_validshape %[[AMAT]], %[[C128]], %[[KV]] : [[TA]]
// KTAIL-NEXT: pto.tload ins(%[[PA]] : !pto.partition_tensor_view<128x?xf16>) outs(%[[AMAT]] : [[TA]])
// KTAIL-NEXT: pto.set_validshape %[[AMAT]], %[[C128]], %[[C32]] : [[TA]]
// KTAIL: %[[PB:.*]] = pto.partition_view %{{.*}}, offsets = [%[[KOFF]], %{{.*}}], sizes = [%[[KV]], %[[C128]]] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<?x128xf16>
// KTAIL-NEXT: pto.set_validshape %[[BMAT]], %[[KV]], %[[C128]] : [[TB]]
// KTAIL-NEXT: pto.tload ins(%[[PB]] : !pto.partition_tensor_view<?x128xf16>) outs(%[[BMAT]] : [[TB]])
// KTAIL-NEXT: pto.set_validshape %[[BMAT]], %[[C32]], %[[C128]] : [[TB]]
// KTAIL: pto.tmov ins(%[[AMAT]] : [[TA]]) outs(%[[LEFT]] : [[TL]])
// KTAIL: pto.tmov ins(%[[BMAT]] : [[TB]]) outs(%[[RIGHT]] : [[TR]])
// KTAIL-NOT: arith.minsi
// KTAIL: pto.set_validshape %[[LEFT]], %[[C128]], %[[KV]] : [[TL]]
// KTAIL-NEXT: pto.set_validshape %[[RIGHT]], %[[KV]], %[[C128]] : [[TR]]
// KTAIL-NEXT: scf.if
// KTAIL-NEXT: pto.tmatmul ins(%[[LEFT]], %[[RIGHT]] : [[TL]], [[TR]])
// KTAIL: pto.tmatmul.acc ins(%{{.*}}, %[[LEFT]], %[[RIGHT]] : !pto.tile_buf<loc=acc{{.*}}>, [[TL]], [[TR]])
// KTAIL: pto.set_validshape %[[LEFT]], %[[C128]], %[[C32]] : [[TL]]
// KTAIL-NEXT: pto.set_validshape %[[RIGHT]], %[[C32]], %[[C128]] : [[TR]]

// M smaller than the block (48 rows of A and C, 128-row tiles; the field
// report's 48x16384x7168 at a small N and K): A's tile and the accumulator
// move max(min(48 - row, 128), 0) rows; B's tiles are whole.
// RUN: sed 's/@M@/48/g; s/@N@/256/g; s/@K@/64/g; s/@GX@/2/g; s/@GY@/1/g; s/@KSTEPS@/2/g' %S/Inputs/gemm_nn_template.mlir > %t.m.mlir
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %t.m.mlir | FileCheck %s --check-prefix=MSMALL
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %t.m.mlir | FileCheck %s --check-prefix=MSMALL
// MSMALL-LABEL: func.func @gemm_nn(
// MSMALL-DAG: %[[C48:.*]] = arith.constant 48 : index
// MSMALL-DAG: %[[C128:.*]] = arith.constant 128 : index
// MSMALL: %[[AMAT:.*]] = pto.alloc_tile valid_row = %[[C128]] valid_col = %{{.*}} : [[TA:!pto\.tile_buf<loc=mat, dtype=f16, rows=128, cols=32, v_row=\?, v_col=\?[^>]*>]]
// MSMALL: pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=128, v_row=32, v_col=128,
// MSMALL: %[[ACC:.*]] = pto.alloc_tile valid_row = %[[C128]] valid_col = %[[C128]] : [[TC:!pto\.tile_buf<loc=acc, [^>]*v_row=\?, v_col=\?[^>]*>]]
// MSMALL: %[[LEFT:.*]] = arith.subi %[[C48]], %[[ROW:.*]] : index
// MSMALL: %[[MIN:.*]] = arith.minsi %[[LEFT]], %[[C128]] : index
// MSMALL: %[[MV:.*]] = arith.maxsi %[[MIN]], %{{.*}} : index
// MSMALL: pto.partition_view %{{.*}}, offsets = [%[[ROW]], %{{.*}}], sizes = [%[[MV]], %{{.*}}] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<?x32xf16>
// MSMALL-NEXT: pto.set_validshape %[[AMAT]], %[[MV]], %{{.*}} : [[TA]]
// MSMALL: pto.partition_view %{{.*}} -> !pto.partition_tensor_view<32x128xf16>
// MSMALL: pto.partition_view %{{.*}}, offsets = [%[[ROW]], %{{.*}}], sizes = [%[[MV]], %[[C128]]] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<?x128xf16>
// MSMALL-NEXT: pto.set_validshape %[[ACC]], %[[MV]], %[[C128]] : [[TC]]
// MSMALL-NEXT: pto.tstore
