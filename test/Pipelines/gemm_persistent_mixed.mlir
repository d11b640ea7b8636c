// docs/examples/gemm_persistent_mixed.mlir (upstream TileLang's
// example_gemm.py, its mixed bf16 case: a plain T.Kernel whose two
// T.dual_copy calls hand each accumulator tile to the two Vector cores and
// write each core's 128 rows of C) lowered end to end. On a5 the Vector
// part loads its half of the block's workspace region and stores it at the
// same half of C's 256 x 256 region, both chosen by pto.get_subblock_idx,
// with no sub-block-0 guard. On a3 the 256 KiB accumulator does not fit
// L0C.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm_persistent_mixed.mlir 2>/dev/null | FileCheck %s
// RUN: not pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gemm_persistent_mixed.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=A3

// CHECK-LABEL: func.func @gemm_persistent_mixed(
// CHECK-SAME: %{{.*}}: !pto.ptr<bf16>, %{{.*}}: !pto.ptr<bf16>, %{{.*}}: !pto.ptr<f32>, %{{.*}}: !pto.ptr<f32>)
// CHECK-SAME: attributes {pto.entry, tirpto.grid = array<i64: 32>}

// CHECK-LABEL: func.func private @gemm_persistent_mixed_aiv(
// CHECK: %[[HALF:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=128, cols=256, v_row=128, v_col=256
// CHECK: scf.for
// CHECK: %[[SID:.*]] = pto.get_subblock_idx
// CHECK-NEXT: %[[SIDX:.*]] = arith.index_cast %[[SID]] : i64 to index
// CHECK-NEXT: %[[OFF:.*]] = arith.muli %[[SIDX]], %c128 : index
// CHECK-NEXT: %[[WSROW:.*]] = arith.addi %{{.*}}, %[[OFF]] : index
// CHECK-NEXT: %[[WSV:.*]] = pto.make_tensor_view %arg3
// CHECK-NEXT: %[[WSPART:.*]] = pto.partition_view %[[WSV]], offsets = [%[[WSROW]], %c0], sizes = [%c128, %c256]
// CHECK-NEXT: pto.sync.wait <PIPE_MTE2>, 0
// CHECK-NEXT: pto.tload ins(%[[WSPART]] : {{.*}}) outs(%[[HALF]] :
// CHECK: %[[CROW:.*]] = arith.addi %{{.*}}, %[[OFF]] : index
// CHECK-NEXT: %[[CV:.*]] = pto.make_tensor_view %arg2
// CHECK-NEXT: %[[CPART:.*]] = pto.partition_view %[[CV]], offsets = [%[[CROW]], %{{.*}}], sizes = [%c128, %c256]
// CHECK-NEXT: pto.tstore ins(%[[HALF]] : {{.*}}) outs(%[[CPART]] : !pto.partition_tensor_view<128x256xf32>)
// CHECK-NOT: scf.if
// CHECK: return

// A3: error: needs 262144 bytes of l0c where the most buffers are live, but a3 has 131072 bytes of l0c
