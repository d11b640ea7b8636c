// docs/examples/matmul_add_developer.mlir (tilelang-ascend's developer-mode
// GEMM + add: one body, no sections, no flags) lowered end to end. The
// 128x256 tile handed over does not fit the tile FIFO's 8 slots in ub, so
// it travels through a global workspace, the entry's argument after D
// (f16, 32 blocks x 128 rows x 256): the Cube part stores the accumulator
// into its block's 128 rows (converting f32 to f16 on the fixpipe) and
// sets flag 0 on FIX; each Vector sub-block waits for it and loads its 64
// rows, then adds its 64 rows of D and stores them into C. On a3 the FFTS
// base address comes last and each part sets it first.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/matmul_add_developer.mlir 2>/dev/null | FileCheck %s --check-prefixes=CHECK,A3
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/matmul_add_developer.mlir 2>/dev/null | FileCheck %s --check-prefixes=CHECK,A5
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/matmul_add_developer.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK-A3
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/matmul_add_developer.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK-A5
// REMARK-A3: remark: hands tiles between the Cube and the Vector cores through global workspaces and cross-core flags: the tile FIFO's 8 slots of 131072 bytes and the kernel's ub buffers (131072 bytes where the most are live, counted before the rows are split between the sub-blocks) do not fit in the 196608 bytes of ub on a3 (hand-off=fifo forces the FIFO)
// REMARK-A5: remark: hands tiles between the Cube and the Vector cores through global workspaces and cross-core flags: the tile FIFO's 8 slots of 131072 bytes and the kernel's ub buffers (131072 bytes where the most are live, counted before the rows are split between the sub-blocks) do not fit in the 253952 bytes of ub on a5 (hand-off=fifo forces the FIFO)

// CHECK-LABEL: func.func @matmul_add(
// CHECK-SAME: %{{.*}}: !pto.ptr<f16>, %{{.*}}: !pto.ptr<f16>, %{{.*}}: !pto.ptr<f16>, %{{.*}}: !pto.ptr<f16>, %{{.*}}: !pto.ptr<f16>
// A3-SAME: , %{{.*}}: memref<256xi64>) attributes {pto.entry, tirpto.grid = array<i64: 32>}
// A5-SAME: ) attributes {pto.entry, tirpto.grid = array<i64: 32>}
// CHECK-NEXT: call @matmul_add_aic(
// CHECK-NEXT: call @matmul_add_aiv(
// CHECK-NEXT: return

// CHECK-LABEL: func.func private @matmul_add_aiv(
// CHECK-SAME: attributes {pto.kernel_kind = #pto.kernel_kind<vector>, tirpto.grid = array<i64: 32>}
// CHECK-NOT: loc=mat
// CHECK-NOT: loc=acc
// CHECK-NOT: tpop
// CHECK: %[[SUB:.*]] = pto.get_subblock_idx
// CHECK: %[[VID:.*]] = arith.index_cast %[[SUB]] : i64 to index
// CHECK: %[[HALF:.*]] = arith.muli %[[VID]], %c64 : index
// A3: pto.set_ffts %{{.*}} : memref<256xi64>
// CHECK: %[[BLOCK:.*]] = pto.get_block_idx
// CHECK: %[[D:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f16, rows=64, cols=256,
// CHECK: %[[C:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f16, rows=64, cols=256,
// CHECK: pto.sync.wait <PIPE_MTE2>, 0
// CHECK-NEXT: %[[MINE:.*]] = arith.addi %{{.*}}, %[[HALF]] : index
// CHECK-NEXT: %[[WS:.*]] = pto.make_tensor_view %arg4, shape = [%c4096, %c256], strides = [%c256, %c1]
// CHECK-NEXT: %[[WV:.*]] = pto.partition_view %[[WS]], offsets = [%[[MINE]], %c0], sizes = [%c64, %c256]
// CHECK-NEXT: pto.tload ins(%[[WV]] : !pto.partition_tensor_view<64x256xf16>) outs(%[[C]]
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<64x256xf16>) outs(%[[D]]
// CHECK-NEXT: pto.tadd ins(%[[C]], %[[D]]
// CHECK: pto.tstore ins(%[[C]] : {{.*}}) outs(%{{.*}} : !pto.partition_tensor_view<64x256xf16>)
// CHECK-NEXT: return

// CHECK-LABEL: func.func private @matmul_add_aic(
// CHECK-SAME: attributes {pto.kernel_kind = #pto.kernel_kind<cube>, tirpto.grid = array<i64: 32>}
// A3: pto.set_ffts %{{.*}} : memref<256xi64>
// CHECK-NOT: loc=vec
// CHECK-NOT: tpush
// CHECK: scf.for
// CHECK: pto.tmatmul ins(
// CHECK: pto.tmatmul.acc ins(
// CHECK: %[[WS:.*]] = pto.make_tensor_view %arg4, shape = [%c4096, %c256], strides = [%c256, %c1]
// CHECK-NEXT: %[[WV:.*]] = pto.partition_view %[[WS]], offsets = [%{{.*}}, %c0], sizes = [%c128, %c256]
// CHECK-NEXT: pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=acc, dtype=f32, rows=128, cols=256, {{.*}}>) outs(%[[WV]] : !pto.partition_tensor_view<128x256xf16>)
// CHECK-NEXT: pto.sync.set <PIPE_FIX>, 0
// CHECK-NEXT: return
