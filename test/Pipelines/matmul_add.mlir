// docs/examples/matmul_add.mlir (tilelang-ascend's expert-mode GEMM + add)
// lowered end to end: the kernel becomes a Cube part and a Vector part
// (kernel_kind functions) that the entry calls; the Cube's flag 0 is a
// pto.sync.set on FIX after its tstore of C, each Vector core's wait a
// pto.sync.wait before its tload of its half of C (64 of the 128 rows,
// from the sub-block id); on a3 each part first sets the FFTS base address,
// the entry's last argument.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/matmul_add.mlir | FileCheck %s --check-prefixes=CHECK,A3
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/matmul_add.mlir | FileCheck %s --check-prefixes=CHECK,A5

// CHECK-LABEL: func.func @matmul_add(
// A3-SAME: %[[FFTS:.*]]: memref<256xi64>) attributes {pto.entry, tirpto.grid = array<i64: 32>}
// A5-SAME: !pto.ptr<f16>) attributes {pto.entry, tirpto.grid = array<i64: 32>}
// CHECK-NEXT: call @matmul_add_aic(
// CHECK-NEXT: call @matmul_add_aiv(
// CHECK-NEXT: return

// CHECK-LABEL: func.func private @matmul_add_aiv(
// CHECK-SAME: attributes {pto.kernel_kind = #pto.kernel_kind<vector>, tirpto.grid = array<i64: 32>}
// A3: pto.set_ffts %{{.*}} : memref<256xi64>
// CHECK-NOT: loc=mat
// CHECK-NOT: loc=acc
// CHECK: %[[SUB:.*]] = pto.get_subblock_idx
// CHECK: %[[VID:.*]] = arith.index_cast %[[SUB]] : i64 to index
// CHECK: %[[D:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f16, rows=64, cols=256,
// CHECK: %[[C:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f16, rows=64, cols=256,
// CHECK-NOT: scf.for
// CHECK: pto.sync.wait <PIPE_MTE2>, 0
// CHECK-NEXT: %[[HALF:.*]] = arith.muli %[[VID]], %c64 : index
// CHECK: pto.tload ins(%[[CV:.*]] : !pto.partition_tensor_view<64x256xf16>) outs(%[[C]]
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<64x256xf16>) outs(%[[D]]
// CHECK: pto.tadd ins(%[[C]], %[[D]]
// CHECK: pto.tstore ins(%[[C]] : {{.*}}) outs(%[[CV]] : !pto.partition_tensor_view<64x256xf16>)
// CHECK-NEXT: return

// CHECK-LABEL: func.func private @matmul_add_aic(
// CHECK-SAME: attributes {pto.kernel_kind = #pto.kernel_kind<cube>, tirpto.grid = array<i64: 32>}
// A3: pto.set_ffts %{{.*}} : memref<256xi64>
// CHECK-NOT: loc=vec
// CHECK: scf.for
// CHECK: pto.tmatmul ins(
// CHECK: pto.tmatmul.acc ins(
// CHECK: pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=acc, dtype=f32, rows=128, cols=256, {{.*}}>) outs(%{{.*}} : !pto.partition_tensor_view<128x256xf16>)
// CHECK-NEXT: pto.sync.set <PIPE_FIX>, 0
// CHECK-NEXT: return
