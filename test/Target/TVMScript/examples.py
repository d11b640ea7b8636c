# The TVMScript twins of docs/examples: each kernel's printed TIR
# (docs/examples/<name>.py) imports to the same tir as its hand-written
# .mlir, up to where and in which order independent pure computations are
# written (test-normalize-order) and the fragment copies TileLang stages
# reductions of shared buffers in (tir-fold-reduce-staging, which the
# pipeline runs), and so lowers to the same .pto (pinned
# for the GEMM and the softmax, whose reductions are staged, on both
# arches). Every kernel of docs/examples has its twin here.
#
# RUN: pto-translate --import-tir %examples/act_quant.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.act_quant.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/act_quant.mlir | diff %t.act_quant.py.mlir -
# RUN: pto-translate --import-tir %examples/broadcast.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.broadcast.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/broadcast.mlir | diff %t.broadcast.py.mlir -
# RUN: pto-translate --import-tir %examples/chunk_cumsum.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.chunk_cumsum.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/chunk_cumsum.mlir | diff %t.chunk_cumsum.py.mlir -
# RUN: pto-translate --import-tir %examples/copy_pad_value.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.copy_pad_value.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/copy_pad_value.mlir | diff %t.copy_pad_value.py.mlir -
# RUN: pto-translate --import-tir %examples/elementwise_add.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.elementwise_add.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/elementwise_add.mlir | diff %t.elementwise_add.py.mlir -
# RUN: pto-translate --import-tir %examples/elementwise_add_tail.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.elementwise_add_tail.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/elementwise_add_tail.mlir | diff %t.elementwise_add_tail.py.mlir -
# RUN: pto-translate --import-tir %examples/elementwise_print.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.elementwise_print.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/elementwise_print.mlir | diff %t.elementwise_print.py.mlir -
# RUN: pto-translate --import-tir %examples/flash_attn.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.flash_attn.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/flash_attn.mlir | diff %t.flash_attn.py.mlir -
# RUN: pto-translate --import-tir %examples/flash_attn_developer.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.flash_attn_developer.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/flash_attn_developer.mlir | diff %t.flash_attn_developer.py.mlir -
# RUN: pto-translate --import-tir %examples/gelu_grad.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.gelu_grad.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/gelu_grad.mlir | diff %t.gelu_grad.py.mlir -
# RUN: pto-translate --import-tir %examples/gelu_mul.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.gelu_mul.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/gelu_mul.mlir | diff %t.gelu_mul.py.mlir -
# RUN: pto-translate --import-tir %examples/gemm.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.gemm.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/gemm.mlir | diff %t.gemm.py.mlir -
# RUN: pto-translate --import-tir %examples/gemm_dynamic.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.gemm_dynamic.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/gemm_dynamic.mlir | diff %t.gemm_dynamic.py.mlir -
# RUN: pto-translate --import-tir %examples/gemm_l1_scopes.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.gemm_l1_scopes.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/gemm_l1_scopes.mlir | diff %t.gemm_l1_scopes.py.mlir -
# RUN: pto-translate --import-tir %examples/gemm_mix_manual.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.gemm_mix_manual.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/gemm_mix_manual.mlir | diff %t.gemm_mix_manual.py.mlir -
# RUN: pto-translate --import-tir %examples/gemm_mixedkernel.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.gemm_mixedkernel.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/gemm_mixedkernel.mlir | diff %t.gemm_mixedkernel.py.mlir -
# RUN: pto-translate --import-tir %examples/gemm_nn.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.gemm_nn.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/gemm_nn.mlir | diff %t.gemm_nn.py.mlir -
# RUN: pto-translate --import-tir %examples/gemm_persistent.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.gemm_persistent.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/gemm_persistent.mlir | diff %t.gemm_persistent.py.mlir -
# RUN: pto-translate --import-tir %examples/gemm_persistent_mixed.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.gemm_persistent_mixed.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/gemm_persistent_mixed.mlir | diff %t.gemm_persistent_mixed.py.mlir -
# RUN: pto-translate --import-tir %examples/gemm_splitk.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.gemm_splitk.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/gemm_splitk.mlir | diff %t.gemm_splitk.py.mlir -
# RUN: pto-translate --import-tir %examples/gemm_transpose_l1.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.gemm_transpose_l1.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/gemm_transpose_l1.mlir | diff %t.gemm_transpose_l1.py.mlir -
# RUN: pto-translate --import-tir %examples/gemm_ub_merge.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.gemm_ub_merge.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/gemm_ub_merge.mlir | diff %t.gemm_ub_merge.py.mlir -
# RUN: pto-translate --import-tir %examples/gemm_with_sqrsum.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.gemm_with_sqrsum.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/gemm_with_sqrsum.mlir | diff %t.gemm_with_sqrsum.py.mlir -
# RUN: pto-translate --import-tir %examples/hc_split_sinkhorn.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.hc_split_sinkhorn.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/hc_split_sinkhorn.mlir | diff %t.hc_split_sinkhorn.py.mlir -
# RUN: pto-translate --import-tir %examples/layernorm.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.layernorm.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/layernorm.mlir | diff %t.layernorm.py.mlir -
# RUN: pto-translate --import-tir %examples/matmul_add.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.matmul_add.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/matmul_add.mlir | diff %t.matmul_add.py.mlir -
# RUN: pto-translate --import-tir %examples/matmul_add_developer.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.matmul_add_developer.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/matmul_add_developer.mlir | diff %t.matmul_add_developer.py.mlir -
# RUN: pto-translate --import-tir %examples/matmul_relu.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.matmul_relu.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/matmul_relu.mlir | diff %t.matmul_relu.py.mlir -
# RUN: pto-translate --import-tir %examples/merge_sort.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.merge_sort.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/merge_sort.mlir | diff %t.merge_sort.py.mlir -
# RUN: pto-translate --import-tir %examples/mhc_expand.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.mhc_expand.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/mhc_expand.mlir | diff %t.mhc_expand.py.mlir -
# RUN: pto-translate --import-tir %examples/mhc_head_compute_mix.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.mhc_head_compute_mix.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/mhc_head_compute_mix.mlir | diff %t.mhc_head_compute_mix.py.mlir -
# RUN: pto-translate --import-tir %examples/mhc_norm_fn.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.mhc_norm_fn.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/mhc_norm_fn.mlir | diff %t.mhc_norm_fn.py.mlir -
# RUN: pto-translate --import-tir %examples/gemm_add_relu.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.gemm_add_relu.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/gemm_add_relu.mlir | diff %t.gemm_add_relu.py.mlir -
# RUN: pto-translate --import-tir %examples/atomic_add.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.atomic_add.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/atomic_add.mlir | diff %t.atomic_add.py.mlir -
# RUN: pto-translate --import-tir %examples/rmsnorm_simtvf.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.rmsnorm_simtvf.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/rmsnorm_simtvf.mlir | diff %t.rmsnorm_simtvf.py.mlir -
# RUN: pto-translate --import-tir %examples/mhc_fn_normw_simd.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.mhc_fn_normw_simd.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/mhc_fn_normw_simd.mlir | diff %t.mhc_fn_normw_simd.py.mlir -
# RUN: pto-translate --import-tir %examples/mhc_post.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.mhc_post.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/mhc_post.mlir | diff %t.mhc_post.py.mlir -
# RUN: pto-translate --import-tir %examples/mhc_pre_apply_mix.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.mhc_pre_apply_mix.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/mhc_pre_apply_mix.mlir | diff %t.mhc_pre_apply_mix.py.mlir -
# RUN: pto-translate --import-tir %examples/mhc_pre_apply_mix_bwd.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.mhc_pre_apply_mix_bwd.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/mhc_pre_apply_mix_bwd.mlir | diff %t.mhc_pre_apply_mix_bwd.py.mlir -
# RUN: pto-translate --import-tir %examples/mhc_pre_split_mixes.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.mhc_pre_split_mixes.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/mhc_pre_split_mixes.mlir | diff %t.mhc_pre_split_mixes.py.mlir -
# RUN: pto-translate --import-tir %examples/mhc_sinkhorn.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.mhc_sinkhorn.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/mhc_sinkhorn.mlir | diff %t.mhc_sinkhorn.py.mlir -
# RUN: pto-translate --import-tir %examples/mhc_sinkhorn_bwd.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.mhc_sinkhorn_bwd.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/mhc_sinkhorn_bwd.mlir | diff %t.mhc_sinkhorn_bwd.py.mlir -
# RUN: pto-translate --import-tir %examples/online_softmax.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.online_softmax.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/online_softmax.mlir | diff %t.online_softmax.py.mlir -
# RUN: pto-translate --import-tir %examples/online_softmax_tile.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.online_softmax_tile.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/online_softmax_tile.mlir | diff %t.online_softmax_tile.py.mlir -
# RUN: pto-translate --import-tir %examples/quant_matmul.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.quant_matmul.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/quant_matmul.mlir | diff %t.quant_matmul.py.mlir -
# RUN: pto-translate --import-tir %examples/random_1d.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.random_1d.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/random_1d.mlir | diff %t.random_1d.py.mlir -
# RUN: pto-translate --import-tir %examples/reduce.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.reduce.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/reduce.mlir | diff %t.reduce.py.mlir -
# RUN: pto-translate --import-tir %examples/reduce_real_shape.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.reduce_real_shape.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/reduce_real_shape.mlir | diff %t.reduce_real_shape.py.mlir -
# RUN: pto-translate --import-tir %examples/relu_if_else.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.relu_if_else.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/relu_if_else.mlir | diff %t.relu_if_else.py.mlir -
# RUN: pto-translate --import-tir %examples/rmsnorm.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.rmsnorm.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/rmsnorm.mlir | diff %t.rmsnorm.py.mlir -
# RUN: pto-translate --import-tir %examples/rope.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.rope.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/rope.mlir | diff %t.rope.py.mlir -
# RUN: pto-translate --import-tir %examples/rope_mask.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.rope_mask.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/rope_mask.mlir | diff %t.rope_mask.py.mlir -
# RUN: pto-translate --import-tir %examples/simtvf_vecadd.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.simtvf_vecadd.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/simtvf_vecadd.mlir | diff %t.simtvf_vecadd.py.mlir -
# RUN: pto-translate --import-tir %examples/simtvf_vector_add.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.simtvf_vector_add.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/simtvf_vector_add.mlir | diff %t.simtvf_vector_add.py.mlir -
# RUN: pto-translate --import-tir %examples/softmax.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.softmax.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/softmax.mlir | diff %t.softmax.py.mlir -
# RUN: pto-translate --import-tir %examples/softmax_dynamic.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.softmax_dynamic.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/softmax_dynamic.mlir | diff %t.softmax_dynamic.py.mlir -
# RUN: pto-translate --import-tir %examples/sort32.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.sort32.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/sort32.mlir | diff %t.sort32.py.mlir -
# RUN: pto-translate --import-tir %examples/topk_selector.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.topk_selector.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/topk_selector.mlir | diff %t.topk_selector.py.mlir -
# RUN: pto-translate --import-tir %examples/while_pipelined.py | pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order > %t.while_pipelined.py.mlir
# RUN: pto-opt --tir-fold-reduce-staging --canonicalize --cse --test-normalize-order %examples/while_pipelined.mlir | diff %t.while_pipelined.py.mlir -
# RUN: pto-translate --import-tir %examples/softmax.py | pto-opt --test-normalize-order --tir-to-pto-pipeline="arch=a3" > %t.softmax.py.a3.pto
# RUN: pto-opt --test-normalize-order --tir-to-pto-pipeline="arch=a3" %examples/softmax.mlir | diff %t.softmax.py.a3.pto -
# RUN: pto-translate --import-tir %examples/softmax.py | pto-opt --test-normalize-order --tir-to-pto-pipeline="arch=a5" > %t.softmax.py.a5.pto
# RUN: pto-opt --test-normalize-order --tir-to-pto-pipeline="arch=a5" %examples/softmax.mlir | diff %t.softmax.py.a5.pto -
# RUN: pto-translate --import-tir %examples/gemm.py | pto-opt --test-normalize-order --tir-to-pto-pipeline="arch=a3" > %t.gemm.py.a3.pto
# RUN: pto-opt --test-normalize-order --tir-to-pto-pipeline="arch=a3" %examples/gemm.mlir | diff %t.gemm.py.a3.pto -
# RUN: pto-translate --import-tir %examples/gemm.py | pto-opt --test-normalize-order --tir-to-pto-pipeline="arch=a5" > %t.gemm.py.a5.pto
# RUN: pto-opt --test-normalize-order --tir-to-pto-pipeline="arch=a5" %examples/gemm.mlir | diff %t.gemm.py.a5.pto -
