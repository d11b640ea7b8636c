// docs/examples/gemm_persistent.mlir (upstream TileLang's persistent bf16
// GEMM, 256x256x256 tiles) lowered end to end. On a5 the 128 KiB K tiles of
// x_l1 and w_l1 run in four K steps of 64 (ascend-split-gemm-k): textract
// windows at K offsets 0, 64, 128 and 192 of the NZ (x) and ZN (w, read
// transposed) L1 tiles into two pairs of 32 KiB left and right tiles, used
// in turn, so that MTE1 fills one pair while the Cube reads the other. On
// a3 the 256 KiB accumulator does not fit L0C.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm_persistent.mlir | FileCheck %s
// The pairs are all the L0A and L0B versions the loop needs: no remark
// about versions, only the one that T.alloc_l0c's layout is not used.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm_persistent.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARKS
// REMARKS-NOT: remark:
// REMARKS: remark: T.annotate_layout (or T.alloc_l0c(..., layout=True)) ('layout_map') is accepted and not used
// REMARKS-NOT: remark:
// RUN: not pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gemm_persistent.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=A3

// CHECK-LABEL: func.func @gemm_persistent(
// CHECK-SAME: attributes {pto.entry, tirpto.grid = array<i64: 32>}
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG: %[[C128:.*]] = arith.constant 128 : index
// CHECK-DAG: %[[C192:.*]] = arith.constant 192 : index
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[RIGHT1:.*]] = pto.alloc_tile : !pto.tile_buf<loc=right, dtype=bf16, rows=64, cols=256, v_row=64, v_col=256, blayout=row_major, slayout=col_major, fractal=512, pad=0>
// CHECK-NEXT: %[[LEFT1:.*]] = pto.alloc_tile : !pto.tile_buf<loc=left, dtype=bf16, rows=256, cols=64, v_row=256, v_col=64, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK-NEXT: %[[RIGHT:.*]] = pto.alloc_tile : !pto.tile_buf<loc=right, dtype=bf16, rows=64, cols=256, v_row=64, v_col=256, blayout=row_major, slayout=col_major, fractal=512, pad=0>
// CHECK-NEXT: %[[LEFT:.*]] = pto.alloc_tile : !pto.tile_buf<loc=left, dtype=bf16, rows=256, cols=64, v_row=256, v_col=64, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK: %[[ACC:.*]] = pto.alloc_tile : !pto.tile_buf<loc=acc, dtype=f32, rows=256, cols=256, v_row=256, v_col=256, blayout=col_major, slayout=row_major, fractal=1024, pad=0>
// Two versions of each L1 tile (num_stages = 2).
// CHECK: %[[X:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=bf16, rows=256, cols=256, v_row=256, v_col=256, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK-NEXT: %[[X1:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=bf16, rows=256, cols=256, v_row=256, v_col=256, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK-NEXT: %[[W:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=bf16, rows=256, cols=256, v_row=256, v_col=256, blayout=row_major, slayout=col_major, fractal=512, pad=0>
// CHECK-NEXT: %[[W1:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=bf16, rows=256, cols=256, v_row=256, v_col=256, blayout=row_major, slayout=col_major, fractal=512, pad=0>
// CHECK-NOT: pto.alloc_tile
// The wave loop of T.Persistent carries its stop flag, and the kernel's
// m_tile and n_tile (local.var buffers of the kernel, promoted to values).
// CHECK: scf.for %{{.*}} = %[[C0]] to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %false, %{{.*}} = %c0_i32, %{{.*}} = %c0_i32) -> (i1, i32, i32) {
// CHECK: pto.make_tensor_view %arg1, {{.*}} {layout = #pto.layout<dn>}
// The 32 k tiles, two per iteration; each one's four K steps alternate
// between the two pairs.
// CHECK: scf.for %{{.*}} = %[[C0]] to %[[C32]] step %[[C2]] {
// CHECK: pto.tload {{.*}} outs(%[[X]]
// CHECK: pto.tload {{.*}} outs(%[[W]]
// CHECK: pto.textract ins(%[[X]], %[[C0]], %[[C0]] : {{.*}}) outs(%[[LEFT]] :
// CHECK-NEXT: pto.textract ins(%[[W]], %[[C0]], %[[C0]] : {{.*}}) outs(%[[RIGHT]] :
// CHECK-NEXT: scf.if
// CHECK-NEXT: pto.tmatmul ins(%[[LEFT]], %[[RIGHT]] : {{.*}}) outs(%[[ACC]] :
// CHECK-NEXT: } else {
// CHECK-NEXT: pto.tmatmul.acc ins(%[[ACC]], %[[LEFT]], %[[RIGHT]]
// CHECK-NEXT: }
// CHECK-NEXT: pto.textract ins(%[[X]], %[[C0]], %[[C64]] : {{.*}}) outs(%[[LEFT1]] :
// CHECK-NEXT: pto.textract ins(%[[W]], %[[C64]], %[[C0]] : {{.*}}) outs(%[[RIGHT1]] :
// CHECK-NEXT: pto.tmatmul.acc ins(%[[ACC]], %[[LEFT1]], %[[RIGHT1]]
// CHECK-NEXT: pto.textract ins(%[[X]], %[[C0]], %[[C128]] : {{.*}}) outs(%[[LEFT]] :
// CHECK-NEXT: pto.textract ins(%[[W]], %[[C128]], %[[C0]] : {{.*}}) outs(%[[RIGHT]] :
// CHECK-NEXT: pto.tmatmul.acc ins(%[[ACC]], %[[LEFT]], %[[RIGHT]]
// CHECK-NEXT: pto.textract ins(%[[X]], %[[C0]], %[[C192]] : {{.*}}) outs(%[[LEFT1]] :
// CHECK-NEXT: pto.textract ins(%[[W]], %[[C192]], %[[C0]] : {{.*}}) outs(%[[RIGHT1]] :
// CHECK-NEXT: pto.tmatmul.acc ins(%[[ACC]], %[[LEFT1]], %[[RIGHT1]]
// CHECK: pto.tload {{.*}} outs(%[[X1]]
// CHECK: pto.tload {{.*}} outs(%[[W1]]
// CHECK: pto.textract ins(%[[X1]], %[[C0]], %[[C0]] : {{.*}}) outs(%[[LEFT]] :
// CHECK-NEXT: pto.textract ins(%[[W1]], %[[C0]], %[[C0]] : {{.*}}) outs(%[[RIGHT]] :
// CHECK: pto.textract ins(%[[X1]], %[[C0]], %[[C192]] : {{.*}}) outs(%[[LEFT1]] :
// CHECK-NEXT: pto.textract ins(%[[W1]], %[[C192]], %[[C0]] : {{.*}}) outs(%[[RIGHT1]] :
// CHECK-NEXT: pto.tmatmul.acc ins(%[[ACC]], %[[LEFT1]], %[[RIGHT1]]
// CHECK-NEXT: }
// CHECK: pto.tstore ins(%[[ACC]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<256x256xbf16>)

// A3: error: needs 262144 bytes of l0c where the most buffers are live, but a3 has 131072 bytes of l0c
// A3: note: 'res': 262144 bytes, live here
