// T.tile.transpose (pto.ttrans with its scratch tile) for 32-, 16- and
// 8-bit elements, test/Run/tile-transpose.mlir's kernels, is accepted by
// the real assembler on both arches.
// REQUIRES: ptoas
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %S/../Run/tile-transpose.mlir -o %t.$a.pto && \
// RUN:   %ptoas --pto-arch=$a --enable-insert-sync %t.$a.pto -o %t.$a.cpp >/dev/null 2>&1 && \
// RUN:   echo "$a accepted" && grep -c "TTRANS(" %t.$a.cpp; \
// RUN: done | FileCheck %s
// CHECK: a3 accepted
// CHECK-NEXT: 3
// CHECK-NEXT: a5 accepted
// CHECK-NEXT: 3
