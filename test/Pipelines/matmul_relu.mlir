// docs/examples/matmul_relu.mlir (upstream TileLang's Ascend quick start:
// a persistent bf16 GEMM whose accumulator T.dual_copy hands to the two
// Vector cores, which apply a ReLU in a T.SimtVF scope and write their
// halves of C) lowered end to end. On a5 the tile goes through a global
// workspace, the entry's 4th argument (32 blocks x 256 rows x 224 f32):
// the Cube part stores the accumulator into its block's rows and sets flag
// 0 on FIX; each Vector core waits for it, loads its 128 rows, applies
// pto.trelu in place and stores them into its half of C's 256 x 224
// region, both chosen by pto.get_subblock_idx. One wave of tiles and, as
// TileLang prints T.Persistent for one wave, no break: each block computes
// its own tile, with no loop or guard around it. On a3 the 224 KiB
// accumulator does not fit L0C.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/matmul_relu.mlir 2>/dev/null | FileCheck %s
// RUN: not pto-opt --tir-to-pto-pipeline="arch=a3" %examples/matmul_relu.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=A3

// CHECK-LABEL: func.func @matmul_relu(
// CHECK-SAME: %{{.*}}: !pto.ptr<bf16>, %{{.*}}: !pto.ptr<bf16>, %{{.*}}: !pto.ptr<f32>, %{{.*}}: !pto.ptr<f32>)
// CHECK-SAME: attributes {pto.entry, tirpto.grid = array<i64: 32>}
// CHECK-NEXT: call @matmul_relu_aic(
// CHECK-NEXT: call @matmul_relu_aiv(

// CHECK-LABEL: func.func private @matmul_relu_aiv(
// CHECK-SAME: pto.kernel_kind = #pto.kernel_kind<vector>
// CHECK: pto.sync.set <PIPE_MTE3>, 1
// CHECK: %[[HALF:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=128, cols=224, v_row=128, v_col=224
// CHECK-NOT: scf.if
// CHECK: %[[SID:.*]] = pto.get_subblock_idx
// CHECK-NEXT: %[[SIDX:.*]] = arith.index_cast %[[SID]] : i64 to index
// CHECK-NEXT: %[[OFF:.*]] = arith.muli %[[SIDX]], %c128 : index
// CHECK-NEXT: %[[WSROW:.*]] = arith.addi %{{.*}}, %[[OFF]] : index
// CHECK-NEXT: %[[WSV:.*]] = pto.make_tensor_view %arg3, shape = [%c8192, %c224]
// CHECK-NEXT: %[[WSPART:.*]] = pto.partition_view %[[WSV]], offsets = [%[[WSROW]], %c0], sizes = [%c128, %c224]
// CHECK-NEXT: pto.sync.wait <PIPE_MTE2>, 0
// CHECK-NEXT: pto.tload ins(%[[WSPART]] : {{.*}}) outs(%[[HALF]] :
// CHECK: pto.sync.set <PIPE_MTE3>, 1
// CHECK-NEXT: pto.trelu ins(%[[HALF]] : {{.*}}) outs(%[[HALF]] :
// CHECK-NEXT: %[[CROW:.*]] = arith.addi %{{.*}}, %[[OFF]] : index
// CHECK-NEXT: %[[CV:.*]] = pto.make_tensor_view %arg2, shape = [%c256, %c7168]
// CHECK-NEXT: %[[CPART:.*]] = pto.partition_view %[[CV]], offsets = [%[[CROW]], %{{.*}}], sizes = [%c128, %c224]
// CHECK-NEXT: pto.tstore ins(%[[HALF]] : {{.*}}) outs(%[[CPART]] : !pto.partition_tensor_view<128x224xf32>)
// CHECK-NEXT: return

// The K loop is pipelined (num_stages = 2), but a whole K tile's staging
// (256x128 and 128x224 bf16) fills L0A: ascend-split-gemm-k runs it in two
// K steps of 64 through two pairs of L0A/L0B tiles, in turn.
// CHECK-LABEL: func.func private @matmul_relu_aic(
// CHECK-SAME: pto.kernel_kind = #pto.kernel_kind<cube>
// CHECK-DAG: %[[R1:.*]] = pto.alloc_tile : !pto.tile_buf<loc=right, dtype=bf16, rows=64, cols=224,
// CHECK-DAG: %[[L1:.*]] = pto.alloc_tile : !pto.tile_buf<loc=left, dtype=bf16, rows=256, cols=64,
// CHECK-DAG: %[[R0:.*]] = pto.alloc_tile : !pto.tile_buf<loc=right, dtype=bf16, rows=64, cols=224,
// CHECK-DAG: %[[L0:.*]] = pto.alloc_tile : !pto.tile_buf<loc=left, dtype=bf16, rows=256, cols=64,
// CHECK: scf.for
// CHECK: pto.textract ins(%{{.*}}, %c0, %c0 : {{.*}}) outs(%[[L0]] :
// CHECK-NEXT: pto.textract ins(%{{.*}}, %c0, %c0 : {{.*}}) outs(%[[R0]] :
// CHECK: pto.tmatmul ins(%[[L0]], %[[R0]] :
// CHECK: pto.tmatmul.acc ins(%{{.*}}, %[[L0]], %[[R0]] :
// CHECK: pto.textract ins(%{{.*}}, %c0, %c64 : {{.*}}) outs(%[[L1]] :
// CHECK-NEXT: pto.textract ins(%{{.*}}, %c64, %c0 : {{.*}}) outs(%[[R1]] :
// CHECK-NEXT: pto.tmatmul.acc ins(%{{.*}}, %[[L1]], %[[R1]] :
// CHECK: %[[WSV:.*]] = pto.make_tensor_view %arg3, shape = [%c8192, %c224]
// CHECK-NEXT: %[[WSPART:.*]] = pto.partition_view %[[WSV]], offsets = [%{{.*}}, %c0], sizes = [%c256, %c224]
// CHECK-NEXT: pto.sync.wait <PIPE_FIX>, 1
// CHECK-NEXT: pto.sync.wait <PIPE_FIX>, 17
// CHECK-NEXT: pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=acc, dtype=f32, rows=256, cols=224, {{.*}}>) outs(%[[WSPART]] : !pto.partition_tensor_view<256x224xf32>)
// CHECK-NEXT: pto.sync.set <PIPE_FIX>, 0
// CHECK-NEXT: pto.sync.wait <PIPE_FIX>, 1
// CHECK-NEXT: pto.sync.wait <PIPE_FIX>, 17
// CHECK-NEXT: return

// A3: error: needs 229376 bytes of l0c where the most buffers are live, but a3 has 131072 bytes of l0c
// A3: note: 'C_l0c': 229376 bytes, live here
