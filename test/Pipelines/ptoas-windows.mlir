// Windows of ub tiles (pto.subset at run-time rows), ub buffers of rank 3,
// and single GM elements (pto.load_scalar / store_scalar, an index read
// from a table) are accepted by the real assembler on both arches, with
// ptoas inserting the intra-core synchronisation. The kernels are those of
// the numerics tests test/Run/rank3.mlir and test/Run/gm-scalars.mlir, and
// the T.tile broadcast and accumulating kinds (test/Run/tile-*.mlir).
// REQUIRES: ptoas
// RUN: for k in rank3 gm-scalars tile-broadcast tile-accumulate; do \
// RUN:   for a in a3 a5; do \
// RUN:     pto-opt --tir-to-pto-pipeline="arch=$a" %S/../Run/$k.mlir -o %t.$k.$a.pto && \
// RUN:     %ptoas --pto-arch=$a --enable-insert-sync %t.$k.$a.pto -o %t.$k.$a.cpp >/dev/null 2>&1 && \
// RUN:     echo "$k $a accepted" || echo "$k $a REJECTED"; \
// RUN:   done; \
// RUN: done | FileCheck %s

// CHECK: rank3 a3 accepted
// CHECK-NEXT: rank3 a5 accepted
// CHECK-NEXT: gm-scalars a3 accepted
// CHECK-NEXT: gm-scalars a5 accepted
// CHECK-NEXT: tile-broadcast a3 accepted
// CHECK-NEXT: tile-broadcast a5 accepted
// CHECK-NEXT: tile-accumulate a3 accepted
// CHECK-NEXT: tile-accumulate a5 accepted
