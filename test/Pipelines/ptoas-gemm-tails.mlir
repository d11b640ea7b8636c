// The field report's GEMM shapes with its 128 x 128 x 32 blocks compile and
// the real assembler takes them on both arches: 48x16384x7168 and
// 96x7168x18432 (M smaller than a block), 8192^3, 1000x1000x1024 (M and N
// tails); and 1000x1000x1000 and 200x136x72 (M, N and K tails).
// REQUIRES: ptoas
// RUN: for s in "48 16384 7168" "96 7168 18432" "8192 8192 8192" "1000 1000 1024" "1000 1000 1000" "200 136 72"; do \
// RUN:   set -- $s; \
// RUN:   sed "s/@M@/$1/g; s/@N@/$2/g; s/@K@/$3/g; s/@GX@/$((($2 + 127) / 128))/g; s/@GY@/$((($1 + 127) / 128))/g; s/@KSTEPS@/$((($3 + 31) / 32))/g" %S/Inputs/gemm_nn_template.mlir > %t.$1.mlir; \
// RUN:   for a in a3 a5; do \
// RUN:     pto-opt --tir-to-pto-pipeline="arch=$a" %t.$1.mlir -o %t.$1.$a.pto && \
// RUN:     %ptoas --pto-arch=$a --enable-insert-sync %t.$1.$a.pto -o %t.$1.$a.cpp >/dev/null 2>&1 && \
// RUN:     echo "$1x$2x$3 $a accepted" || echo "$1x$2x$3 $a REJECTED"; \
// RUN:   done; \
// RUN: done | FileCheck %s

// CHECK: 48x16384x7168 a3 accepted
// CHECK-NEXT: 48x16384x7168 a5 accepted
// CHECK-NEXT: 96x7168x18432 a3 accepted
// CHECK-NEXT: 96x7168x18432 a5 accepted
// CHECK-NEXT: 8192x8192x8192 a3 accepted
// CHECK-NEXT: 8192x8192x8192 a5 accepted
// CHECK-NEXT: 1000x1000x1024 a3 accepted
// CHECK-NEXT: 1000x1000x1024 a5 accepted
// CHECK-NEXT: 1000x1000x1000 a3 accepted
// CHECK-NEXT: 1000x1000x1000 a5 accepted
// CHECK-NEXT: 200x136x72 a3 accepted
// CHECK-NEXT: 200x136x72 a5 accepted
