// The vector kernels of docs/examples are accepted by the real assembler on
// both arches, with ptoas inserting the intra-core synchronisation.
// REQUIRES: ptoas
// RUN: for k in elementwise_add elementwise_add_tail broadcast reduce softmax softmax_dynamic online_softmax rmsnorm layernorm mhc_expand mhc_sinkhorn mhc_sinkhorn_bwd mhc_pre_apply_mix mhc_pre_apply_mix_bwd gelu_mul relu_if_else act_quant online_softmax_tile gelu_grad copy_pad_value random_1d rope_mask merge_sort sort32 topk_selector simtvf_vecadd simtvf_vector_add reduce_real_shape hc_split_sinkhorn rope chunk_cumsum while_pipelined mhc_head_compute_mix mhc_post mhc_norm_fn rmsnorm_simtvf atomic_add mhc_fn_normw_simd mhc_pre_split_mixes; do \
// RUN:   for a in a3 a5; do \
// RUN:     pto-opt --tir-to-pto-pipeline="arch=$a" %examples/$k.mlir -o %t.$k.$a.pto && \
// RUN:     %ptoas --pto-arch=$a --enable-insert-sync %t.$k.$a.pto -o %t.$k.$a.cpp >/dev/null 2>&1 && \
// RUN:     echo "$k $a accepted" || echo "$k $a REJECTED"; \
// RUN:   done; \
// RUN: done | FileCheck %s

// CHECK: elementwise_add a3 accepted
// CHECK-NEXT: elementwise_add a5 accepted
// CHECK-NEXT: elementwise_add_tail a3 accepted
// CHECK-NEXT: elementwise_add_tail a5 accepted
// CHECK-NEXT: broadcast a3 accepted
// CHECK-NEXT: broadcast a5 accepted
// CHECK-NEXT: reduce a3 accepted
// CHECK-NEXT: reduce a5 accepted
// CHECK-NEXT: softmax a3 accepted
// CHECK-NEXT: softmax a5 accepted
// CHECK-NEXT: softmax_dynamic a3 accepted
// CHECK-NEXT: softmax_dynamic a5 accepted
// CHECK-NEXT: online_softmax a3 accepted
// CHECK-NEXT: online_softmax a5 accepted
// CHECK-NEXT: rmsnorm a3 accepted
// CHECK-NEXT: rmsnorm a5 accepted
// CHECK-NEXT: layernorm a3 accepted
// CHECK-NEXT: layernorm a5 accepted
// CHECK-NEXT: mhc_expand a3 accepted
// CHECK-NEXT: mhc_expand a5 accepted
// CHECK-NEXT: mhc_sinkhorn a3 accepted
// CHECK-NEXT: mhc_sinkhorn a5 accepted
// CHECK-NEXT: mhc_sinkhorn_bwd a3 accepted
// CHECK-NEXT: mhc_sinkhorn_bwd a5 accepted
// CHECK-NEXT: mhc_pre_apply_mix a3 accepted
// CHECK-NEXT: mhc_pre_apply_mix a5 accepted
// CHECK-NEXT: mhc_pre_apply_mix_bwd a3 accepted
// CHECK-NEXT: mhc_pre_apply_mix_bwd a5 accepted
// CHECK-NEXT: gelu_mul a3 accepted
// CHECK-NEXT: gelu_mul a5 accepted
// CHECK-NEXT: relu_if_else a3 accepted
// CHECK-NEXT: relu_if_else a5 accepted
// CHECK-NEXT: act_quant a3 accepted
// CHECK-NEXT: act_quant a5 accepted
// CHECK-NEXT: online_softmax_tile a3 accepted
// CHECK-NEXT: online_softmax_tile a5 accepted
// CHECK-NEXT: gelu_grad a3 accepted
// CHECK-NEXT: gelu_grad a5 accepted
// CHECK-NEXT: copy_pad_value a3 accepted
// CHECK-NEXT: copy_pad_value a5 accepted
// CHECK-NEXT: random_1d a3 accepted
// CHECK-NEXT: random_1d a5 accepted
// CHECK-NEXT: rope_mask a3 accepted
// CHECK-NEXT: rope_mask a5 accepted
// CHECK-NEXT: merge_sort a3 accepted
// CHECK-NEXT: merge_sort a5 accepted
// CHECK-NEXT: sort32 a3 accepted
// CHECK-NEXT: sort32 a5 accepted
// CHECK-NEXT: topk_selector a3 accepted
// CHECK-NEXT: topk_selector a5 accepted
// CHECK-NEXT: simtvf_vecadd a3 accepted
// CHECK-NEXT: simtvf_vecadd a5 accepted
// CHECK-NEXT: simtvf_vector_add a3 accepted
// CHECK-NEXT: simtvf_vector_add a5 accepted
// CHECK-NEXT: reduce_real_shape a3 accepted
// CHECK-NEXT: reduce_real_shape a5 accepted
// CHECK-NEXT: hc_split_sinkhorn a3 accepted
// CHECK-NEXT: hc_split_sinkhorn a5 accepted
// rope on a3 needs ptoas to reuse the space of tiles not live together:
// with its 20 vec tiles allocated above its first loop, ptoas 0.27's
// PlanMemory gave each its own (208896 bytes, more than a3's 196608);
// pto-sink-alloc-tiles allocates them past it.
// CHECK-NEXT: rope a3 accepted
// CHECK-NEXT: rope a5 accepted
// CHECK-NEXT: chunk_cumsum a3 accepted
// CHECK-NEXT: chunk_cumsum a5 accepted
// CHECK-NEXT: while_pipelined a3 accepted
// CHECK-NEXT: while_pipelined a5 accepted
// CHECK-NEXT: mhc_head_compute_mix a3 accepted
// CHECK-NEXT: mhc_head_compute_mix a5 accepted
// CHECK-NEXT: mhc_post a3 accepted
// CHECK-NEXT: mhc_post a5 accepted
// CHECK-NEXT: mhc_norm_fn a3 accepted
// CHECK-NEXT: mhc_norm_fn a5 accepted
// CHECK-NEXT: rmsnorm_simtvf a3 accepted
// CHECK-NEXT: rmsnorm_simtvf a5 accepted
// CHECK-NEXT: atomic_add a3 accepted
// CHECK-NEXT: atomic_add a5 accepted
// CHECK-NEXT: mhc_fn_normw_simd a3 accepted
// CHECK-NEXT: mhc_fn_normw_simd a5 accepted
// CHECK-NEXT: mhc_pre_split_mixes a3 accepted
// CHECK-NEXT: mhc_pre_split_mixes a5 accepted
