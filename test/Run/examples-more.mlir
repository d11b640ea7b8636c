// The numbers of the kernels of docs/examples that examples.mlir does not
// run, on both arches, as there: lowered by the pipeline, run by pto-run on
// random inputs (a few blocks of the large ones, or shrunk shapes that keep
// their edge cases), and compared with an independent reference
// (Inputs/reference.py, from the TileLang source in each example's header).
// A wrong number, an access out of bounds or a store of never-written data
// fails the test.
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/layernorm.mlir -o %t.ln.$a.pto && \
// RUN:   pto-run %t.ln.$a.pto --assume-ptoas-sync --blocks 2 --arg rand:4096x1024 --arg rand:1024 --arg rand:1024 --arg zeros:4096x1024 --arg 1e-5 --outputs 3 --out-dir %t.ln.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py layernorm %t.ln.$a 8 1e-5; rm -rf %t.ln.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/mhc_expand.mlir -o %t.mx.$a.pto && \
// RUN:   pto-run %t.mx.$a.pto --assume-ptoas-sync --blocks 8 --arg rand:4096x1024 --arg zeros:4096x4x1024 --outputs 1 --out-dir %t.mx.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py mhc_expand %t.mx.$a 0 8; rm -rf %t.mx.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/mhc_sinkhorn.mlir -o %t.sk.$a.pto && \
// RUN:   pto-run %t.sk.$a.pto --assume-ptoas-sync --blocks 5 --arg rand:5x4x4 --arg 5 --arg zeros:5x4x4 --arg 5 --outputs 2 --out-dir %t.sk.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py mhc_sinkhorn_fwd %t.sk.$a 0 10; rm -rf %t.sk.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/mhc_sinkhorn_bwd.mlir -o %t.skb.$a.pto && \
// RUN:   pto-run %t.skb.$a.pto --assume-ptoas-sync --blocks 3 --arg rand:80x4x4 --arg 80 --arg rand:80x4x4 --arg 80 --arg zeros:80x4x4 --arg 80 --outputs 4 --out-dir %t.skb.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py mhc_sinkhorn_bwd %t.skb.$a 0 2; rm -rf %t.skb.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/mhc_pre_apply_mix.mlir -o %t.pam.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.pam.$a.pto --assume-ptoas-sync --blocks 5 --arg rand:5x4x1280 --arg 5 --arg rand:5x4 --arg 5 --arg zeros:5x1280 --arg 5 --outputs 4 --out-dir %t.pam.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py mhc_pre_apply_mix %t.pam.$a; rm -rf %t.pam.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/mhc_pre_apply_mix_bwd.mlir -o %t.pamb.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.pamb.$a.pto --assume-ptoas-sync --blocks 5 --arg rand:5x256 --arg 5 --arg rand:5x4x256 --arg 5 --arg rand:5x4 --arg 5 --arg rand:5x4x256 --arg 5 --arg zeros:5x4 --arg 5 --outputs 6,8 --out-dir %t.pamb.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py mhc_pre_apply_mix_bwd %t.pamb.$a; rm -rf %t.pamb.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/gelu_mul.mlir -o %t.gm.$a.pto && \
// RUN:   pto-run %t.gm.$a.pto --assume-ptoas-sync --arg rand:256x256 --arg zeros:256x128 --outputs 1 --out-dir %t.gm.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py gelu_mul %t.gm.$a; rm -rf %t.gm.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/relu_if_else.mlir -o %t.relu.$a.pto && \
// RUN:   pto-run %t.relu.$a.pto --assume-ptoas-sync --arg rand:1024 --arg zeros:1024 --outputs 1 --out-dir %t.relu.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py relu_if_else %t.relu.$a; rm -rf %t.relu.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/act_quant.mlir -o %t.aq.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.aq.$a.pto --assume-ptoas-sync --blocks 4 --arg rand:32x1024 --arg 32 --arg zeros:32x1024 --arg 32 --arg zeros:32 --arg 32 --outputs 2,4 --out-dir %t.aq.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py act_quant %t.aq.$a; rm -rf %t.aq.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/online_softmax_tile.mlir -o %t.ost.$a.pto 2>/dev/null && \
// RUN:   for f in f32 f16; do \
// RUN:     pto-run %t.ost.$a.pto --entry online_softmax_$f --assume-ptoas-sync --arg rand:34x130 --arg zeros:34x130 --outputs 1 --out-dir %t.ost.$a.$f > /dev/null && \
// RUN:     %python %S/Inputs/reference.py online_softmax_tile %t.ost.$a.$f 0 $f; rm -rf %t.ost.$a.$f; \
// RUN:   done; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/gelu_grad.mlir -o %t.gg.$a.pto 2>/dev/null && \
// RUN:   for k in "gelu_grad 256x256" "gelu_grad_tail 300x256"; do \
// RUN:     set -- $k; \
// RUN:     pto-run %t.gg.$a.pto --entry $1 --assume-ptoas-sync --arg rand:$2 --arg rand:$2 --arg zeros:$2 --outputs 2 --out-dir %t.gg.$a.$1 > /dev/null && \
// RUN:     %python %S/Inputs/reference.py gelu_grad %t.gg.$a.$1; rm -rf %t.gg.$a.$1; \
// RUN:   done; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/copy_pad_value.mlir -o %t.cpv.$a.pto && \
// RUN:   pto-run %t.cpv.$a.pto --assume-ptoas-sync --arg rand:4x30 --arg zeros:4x32 --outputs 1 --out-dir %t.cpv.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py copy_pad_value %t.cpv.$a; rm -rf %t.cpv.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/random_1d.mlir -o %t.r1.$a.pto && \
// RUN:   pto-run %t.r1.$a.pto --assume-ptoas-sync --arg zeros:1024 --outputs 0 --out-dir %t.r1.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py random_1d %t.r1.$a; rm -rf %t.r1.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/rope_mask.mlir -o %t.rope.$a.pto && \
// RUN:   %python %S/Inputs/make_inputs.py rope_mask %t.rope.$a 8 256 && \
// RUN:   pto-run %t.rope.$a.pto --assume-ptoas-sync --arg rand:64x512 --arg rand:4x256 --arg rand:4x256 --arg %t.rope.$a/mask.npy --arg %t.rope.$a/sin_mask.npy --outputs 0 --out-dir %t.rope.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py rope_mask %t.rope.$a 0 16; rm -rf %t.rope.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/rope.mlir -o %t.rp.$a.pto && \
// RUN:   pto-run %t.rp.$a.pto --assume-ptoas-sync --arg rand:64x512 --arg rand:4x256 --arg rand:4x256 --outputs 0 --out-dir %t.rp.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py rope %t.rp.$a 0 16; rm -rf %t.rp.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/chunk_cumsum.mlir -o %t.cs.$a.pto && \
// RUN:   pto-run %t.cs.$a.pto --entry=chunk_cumsum --assume-ptoas-sync --arg rand:1x4x64 --arg zeros:1x4x64 --outputs 1 --out-dir %t.cs.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py chunk_cumsum %t.cs.$a 0 16 && \
// RUN:   pto-run %t.cs.$a.pto --entry=chunk_cumsum_reverse --assume-ptoas-sync --arg rand:1x4x64 --arg zeros:1x4x64 --outputs 1 --out-dir %t.csr.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py chunk_cumsum_reverse %t.csr.$a 0 32; rm -rf %t.cs.$a %t.csr.$a; \
// RUN: done | FileCheck %s

// CHECK: layernorm: ok (8192 values)
// CHECK-NEXT: mhc_expand: ok (131072 values)
// CHECK-NEXT: mhc_sinkhorn_fwd: ok (80 values)
// CHECK-NEXT: mhc_sinkhorn_bwd: ok (1280 values)
// CHECK-NEXT: mhc_pre_apply_mix: ok (6400 values)
// CHECK-NEXT: mhc_pre_apply_mix_bwd: ok (5140 values)
// CHECK-NEXT: gelu_mul: ok (32768 values)
// CHECK-NEXT: relu_if_else: ok (1024 values, 5{{[0-9][0-9]}} of them negative inputs)
// CHECK-NEXT: act_quant: ok (32800 values)
// CHECK-NEXT: online_softmax_tile: ok (4420 values)
// CHECK-NEXT: online_softmax_tile: ok (4420 values)
// CHECK-NEXT: gelu_grad: ok (65536 values)
// CHECK-NEXT: gelu_grad: ok (76800 values)
// CHECK-NEXT: copy_pad_value: ok (128 values)
// CHECK-NEXT: random_1d: ok (1024 values)
// CHECK-NEXT: rope_mask: ok (32768 values)
// CHECK-NEXT: rope: ok (32768 values)
// CHECK-NEXT: chunk_cumsum: ok (256 values)
// CHECK-NEXT: chunk_cumsum_reverse: ok (256 values)
// CHECK-NEXT: layernorm: ok (8192 values)
// CHECK-NEXT: mhc_expand: ok (131072 values)
// CHECK-NEXT: mhc_sinkhorn_fwd: ok (80 values)
// CHECK-NEXT: mhc_sinkhorn_bwd: ok (1280 values)
// CHECK-NEXT: mhc_pre_apply_mix: ok (6400 values)
// CHECK-NEXT: mhc_pre_apply_mix_bwd: ok (5140 values)
// CHECK-NEXT: gelu_mul: ok (32768 values)
// CHECK-NEXT: relu_if_else: ok (1024 values, 5{{[0-9][0-9]}} of them negative inputs)
// CHECK-NEXT: act_quant: ok (32800 values)
// CHECK-NEXT: online_softmax_tile: ok (4420 values)
// CHECK-NEXT: online_softmax_tile: ok (4420 values)
// CHECK-NEXT: gelu_grad: ok (65536 values)
// CHECK-NEXT: gelu_grad: ok (76800 values)
// CHECK-NEXT: copy_pad_value: ok (128 values)
// CHECK-NEXT: random_1d: ok (1024 values)
// CHECK-NEXT: rope_mask: ok (32768 values)
// CHECK-NEXT: rope: ok (32768 values)
// CHECK-NEXT: chunk_cumsum: ok (256 values)
// CHECK-NEXT: chunk_cumsum_reverse: ok (256 values)
