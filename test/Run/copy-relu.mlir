// T.copy(C_local, C[...], enable_relu=True): the fixpipe's ReLU on the way
// out of L0C, on docs/examples/gemm.mlir shrunk to 128x128x128 with the
// option on its last copy, both arches, against Inputs/reference.py
// (relu(A^T B^T) in f16; the inputs in [-1, 1), so half the products are
// negative).
// RUN: for a in a3 a5; do \
// RUN:   sed 's/4096x4096/128x128/g; s/strided<\[4096, 1\]/strided<[128, 1]/g; s/in (32, 32)/in (1, 1)/; s/%k = %c0 to %c128 step/%k = %c0 to %c4 step/; s/%c32 = arith.constant 32 : index/%c32 = arith.constant 32 : index\n    %c4 = arith.constant 4 : index/; s/tir.copy %C_local, %c$/tir.copy %C_local, %c {enable_relu}/' %examples/gemm.mlir > %t.mlir && \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %t.mlir -o %t.$a.pto && \
// RUN:   FileCheck %s --check-prefix=PTO < %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:128x128 --arg rand:128x128 --arg zeros:128x128 --out-dir %t.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py gemm_relu %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// PTO: pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=acc, {{.*}}>) outs(%{{.*}} : !pto.partition_tensor_view<128x128xf16>) {reluPreMode = #pto<relu_pre_mode normal_relu>}
// CHECK: gemm_relu: ok (16384 values)
// CHECK-NEXT: gemm_relu: ok (16384 values)
