// The numbers of the GEMM examples on both arches, at shrunk shapes that
// keep their edge cases, against an independent reference
// (Inputs/reference.py):
// - gemm_nn (test/Pipelines/Inputs/gemm_nn_template.mlir) at 200x136x72: M,
//   N and K tails (the last K step is 8 deep), and at 48x40x100;
// - gemm (transposed operands) at 128x128x128;
// - gemm_dynamic, one kernel for every shape: 130x17x33 and 200x136x72;
// - gemm_nn with 512-deep K tiles (128 KiB of L1 per operand, run by
//   ascend-split-gemm-k in textract K steps of 256) at 200x136x1100: M, N
//   and K tails, the last K tile 76 deep (only its first step runs, limited
//   to 76).
// RUN: for a in a3 a5; do \
// RUN:   for s in "200 136 72" "48 40 100"; do set -- $s; \
// RUN:     sed "s/@M@/$1/g; s/@N@/$2/g; s/@K@/$3/g; s/@GX@/$((($2 + 127) / 128))/g; s/@GY@/$((($1 + 127) / 128))/g; s/@KSTEPS@/$((($3 + 31) / 32))/g" %S/../Pipelines/Inputs/gemm_nn_template.mlir > %t.nn.mlir && \
// RUN:     pto-opt --tir-to-pto-pipeline="arch=$a" %t.nn.mlir -o %t.nn.$a.pto && \
// RUN:     pto-run %t.nn.$a.pto --assume-ptoas-sync --arg rand:$1x$3 --arg rand:$3x$2 --arg zeros:$1x$2 --out-dir %t.nn.$a > /dev/null && \
// RUN:     %python %S/Inputs/reference.py gemm_nn %t.nn.$a; rm -rf %t.nn.$a; \
// RUN:   done; \
// RUN:   sed 's/4096x4096/128x128/g; s/strided<\[4096, 1\]/strided<[128, 1]/g; s/in (32, 32)/in (1, 1)/; s/%k = %c0 to %c128 step/%k = %c0 to %c4 step/; s/%c32 = arith.constant 32 : index/%c32 = arith.constant 32 : index\n    %c4 = arith.constant 4 : index/' %examples/gemm.mlir > %t.tn.mlir && \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %t.tn.mlir -o %t.tn.$a.pto && \
// RUN:   pto-run %t.tn.$a.pto --assume-ptoas-sync --arg rand:128x128 --arg rand:128x128 --arg zeros:128x128 --out-dir %t.tn.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py gemm %t.tn.$a; rm -rf %t.tn.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/gemm_dynamic.mlir -o %t.dyn.$a.pto && \
// RUN:   for s in "130 17 33" "200 136 72"; do set -- $s; \
// RUN:     pto-run %t.dyn.$a.pto --assume-ptoas-sync --blocks $(( (($2 + 127) / 128) * (($1 + 127) / 128) )) --arg rand:$1x$3 --arg $1 --arg $3 --arg rand:$3x$2 --arg $3 --arg $2 --arg zeros:$1x$2 --arg $1 --arg $2 --out-dir %t.dyn.$a > /dev/null && \
// RUN:     %python %S/Inputs/reference.py gemm_dynamic %t.dyn.$a; rm -rf %t.dyn.$a; \
// RUN:   done; \
// RUN:   sed "s/@M@/200/g; s/@N@/136/g; s/@K@/1100/g; s/@GX@/2/g; s/@GY@/2/g; s/@KSTEPS@/3/g; s/128x32xf16/128x512xf16/g; s/32x128xf16/512x128xf16/g; s/\[128, 32\]/[128, 512]/; s/\[32, 128\]/[512, 128]/; s/%c32 = arith.constant 32 : index/%c32 = arith.constant 512 : index/" %S/../Pipelines/Inputs/gemm_nn_template.mlir > %t.deep.mlir && \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %t.deep.mlir -o %t.deep.$a.pto && \
// RUN:   pto-run %t.deep.$a.pto --assume-ptoas-sync --arg rand:200x1100 --arg rand:1100x136 --arg zeros:200x136 --out-dir %t.deep.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py gemm_nn %t.deep.$a; rm -rf %t.deep.$a; \
// RUN: done | FileCheck %s

// CHECK: gemm_nn: ok (27200 values)
// CHECK-NEXT: gemm_nn: ok (1920 values)
// CHECK-NEXT: gemm: ok (16384 values)
// CHECK-NEXT: gemm_dynamic: ok (2210 values)
// CHECK-NEXT: gemm_dynamic: ok (27200 values)
// CHECK-NEXT: gemm_nn: ok (27200 values)
// CHECK-NEXT: gemm_nn: ok (27200 values)
// CHECK-NEXT: gemm_nn: ok (1920 values)
// CHECK-NEXT: gemm: ok (16384 values)
// CHECK-NEXT: gemm_dynamic: ok (2210 values)
// CHECK-NEXT: gemm_dynamic: ok (27200 values)
// CHECK-NEXT: gemm_nn: ok (27200 values)
