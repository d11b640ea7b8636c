// The numbers of docs/examples/quant_matmul.mlir (tilelang-ascend's int8
// quant_matmul: the Cube writes the int32 accumulator into workspace_1,
// the Vector cores read their rows back once cross-core flag 0 says so,
// scale them and cast them) on both arches, against an independent
// reference (Inputs/reference.py quant_matmul: cast(f32(A B) * scale),
// exact), shrunk to M = 256, N = 512, K = 256 with the source's 128x256x64
// blocks: 4 blocks over 2 x 2 tiles, 4 K steps, the first initialising the
// accumulator; each Vector sub-block scales its 64 of the 128 rows. Both
// of the source's cases: per tensor (a one-element scale, bf16 out) and
// per channel (f16 out). On a3 the FFTS base address comes last.
// RUN: sed -f %S/Inputs/quant_matmul_shrink.sed %examples/quant_matmul.mlir > %t.mlir
// RUN: for a in a3 a5; do \
// RUN:   ffts=""; if [ $a = a3 ]; then ffts="--arg zeros:1x256"; fi; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %t.mlir -o %t.$a.pto && \
// RUN:   for e in per_tensor:1 per_channel:512; do \
// RUN:     pto-run %t.$a.pto --entry quant_matmul_${e%%:*} --assume-ptoas-sync --arg rand:256x256 --arg rand:256x512 --arg rand:${e##*:} --arg zeros:256x512 --arg zeros:256x512 $ffts --out-dir %t.$a && \
// RUN:     %python %S/Inputs/reference.py quant_matmul %t.$a; rm -rf %t.$a; \
// RUN:   done; \
// RUN: done | FileCheck %s
// CHECK: @quant_matmul_per_tensor ran 4 blocks, no errors
// CHECK-NEXT: quant_matmul: ok (18725 values, per tensor)
// CHECK-NEXT: @quant_matmul_per_channel ran 4 blocks, no errors
// CHECK-NEXT: quant_matmul: ok (18725 values, per channel)
// CHECK-NEXT: @quant_matmul_per_tensor ran 4 blocks, no errors
// CHECK-NEXT: quant_matmul: ok (18725 values, per tensor)
// CHECK-NEXT: @quant_matmul_per_channel ran 4 blocks, no errors
// CHECK-NEXT: quant_matmul: ok (18725 values, per channel)
//
// Without the Vector cores' wait, their reads of the workspace race with
// the Cube's write.
// RUN: grep -v "sync.wait" %t.a5.pto > %t.nowait.pto
// RUN: not pto-run %t.nowait.pto --entry quant_matmul_per_channel --assume-ptoas-sync --arg rand:256x256 --arg rand:256x512 --arg rand:512 --arg zeros:256x512 --arg zeros:256x512 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: race: this instruction (AIV0, pipe MTE2) reads element 0 of argument #4 ('arg4'); AIC accessed it, and nothing between the cores (a tpush / tpop, a sync.set / sync.wait) orders the two (block 0)
//
// The module has two entries: pto-run needs --entry to choose.
// RUN: not pto-run %t.a5.pto --assume-ptoas-sync --arg rand:256x256 2>&1 | FileCheck %s --check-prefix=ENTRY
// ENTRY: pto-run: the module has 2 pto.entry functions (@quant_matmul_per_tensor, @quant_matmul_per_channel); choose one with --entry=NAME
