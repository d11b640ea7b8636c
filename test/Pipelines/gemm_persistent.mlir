// docs/examples/gemm_persistent.mlir (upstream TileLang's persistent bf16
// GEMM, 256x256x256 tiles) lowered end to end. On a5 the 128 KiB K tiles of
// x_l1 and w_l1 run in two K steps of 128 (ascend-split-gemm-k): textract
// windows at K offsets 0 and 128 of the NZ (x) and ZN (w, read transposed)
// L1 tiles into 64 KiB left and right tiles. On a3 the 256 KiB accumulator
// does not fit L0C.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm_persistent.mlir | FileCheck %s
// The staging tiles fill L0A and L0B: ascend-multi-buffer says they keep
// one version.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm_persistent.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK: gemm_persistent.mlir:137:7: remark: num_stages = 2: l0a holds 1 version of the buffers this loop fills, not 2
// REMARK: gemm_persistent.mlir:137:7: remark: num_stages = 2: l0b holds 1 version of the buffers this loop fills, not 2
// REMARK-NOT: warning
// RUN: not pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gemm_persistent.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=A3

// CHECK-LABEL: func.func @gemm_persistent(
// CHECK-SAME: attributes {pto.entry, tirpto.grid = array<i64: 32>}
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C128:.*]] = arith.constant 128 : index
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[RIGHT:.*]] = pto.alloc_tile : !pto.tile_buf<loc=right, dtype=bf16, rows=128, cols=256, v_row=128, v_col=256, blayout=row_major, slayout=col_major, fractal=512, pad=0>
// CHECK: %[[LEFT:.*]] = pto.alloc_tile : !pto.tile_buf<loc=left, dtype=bf16, rows=256, cols=128, v_row=256, v_col=128, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK: %[[ACC:.*]] = pto.alloc_tile : !pto.tile_buf<loc=acc, dtype=f32, rows=256, cols=256, v_row=256, v_col=256, blayout=col_major, slayout=row_major, fractal=1024, pad=0>
// Two versions of each L1 tile (num_stages = 2); the left and right tiles
// fill L0A and L0B, so they keep one (a remark says so).
// CHECK: %[[X:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=bf16, rows=256, cols=256, v_row=256, v_col=256, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK-NEXT: %[[X1:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=bf16, rows=256, cols=256, v_row=256, v_col=256, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK-NEXT: %[[W:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=bf16, rows=256, cols=256, v_row=256, v_col=256, blayout=row_major, slayout=col_major, fractal=512, pad=0>
// CHECK-NEXT: %[[W1:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=bf16, rows=256, cols=256, v_row=256, v_col=256, blayout=row_major, slayout=col_major, fractal=512, pad=0>
// CHECK-NOT: pto.alloc_tile
// The wave loop of T.Persistent carries its stop flag.
// CHECK: scf.for %{{.*}} = %[[C0]] to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %false) -> (i1) {
// CHECK: pto.make_tensor_view %arg1, {{.*}} {layout = #pto.layout<dn>}
// The 32 k tiles, two per iteration.
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
// CHECK-NEXT: pto.textract ins(%[[X]], %[[C0]], %[[C128]] : {{.*}}) outs(%[[LEFT]] :
// CHECK-NEXT: pto.textract ins(%[[W]], %[[C128]], %[[C0]] : {{.*}}) outs(%[[RIGHT]] :
// CHECK-NEXT: pto.tmatmul.acc ins(%[[ACC]], %[[LEFT]], %[[RIGHT]]
// CHECK: pto.tload {{.*}} outs(%[[X1]]
// CHECK: pto.tload {{.*}} outs(%[[W1]]
// CHECK: pto.textract ins(%[[X1]], %[[C0]], %[[C0]] : {{.*}}) outs(%[[LEFT]] :
// CHECK-NEXT: pto.textract ins(%[[W1]], %[[C0]], %[[C0]] : {{.*}}) outs(%[[RIGHT]] :
// CHECK: pto.textract ins(%[[X1]], %[[C0]], %[[C128]] : {{.*}}) outs(%[[LEFT]] :
// CHECK-NEXT: pto.textract ins(%[[W1]], %[[C128]], %[[C0]] : {{.*}}) outs(%[[RIGHT]] :
// CHECK-NEXT: pto.tmatmul.acc ins(%[[ACC]], %[[LEFT]], %[[RIGHT]]
// CHECK-NEXT: }
// CHECK: pto.tstore ins(%[[ACC]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<256x256xbf16>)

// A3: error: needs 262144 bytes of l0c where the most buffers are live, but a3 has 131072 bytes of l0c
// A3: note: 'res': 262144 bytes, live here
