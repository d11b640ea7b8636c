// The numbers of docs/examples/sort32.mlir (tilelang-ascend's T.tile.sort32
// kernel, float32 and float16, shrunk to 8 x 256) on both arches, against an
// independent reference (Inputs/reference.py): values that repeat within
// each 32-element block with indices that decrease along the rows (equal
// values go out by ascending index, not by position) and exceed 2^16 (the
// f16 pairs' high index half), compared exactly, index bits included.
// RUN: rm -rf %t.f32 %t.f16
// RUN: %python %S/Inputs/make_inputs.py sort32 %t.f32 f32
// RUN: %python %S/Inputs/make_inputs.py sort32 %t.f16 f16
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/sort32.mlir -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --entry=sort32_f32 --assume-ptoas-sync --arg %t.f32/A.npy --arg %t.f32/B.npy --arg zeros:8x512 --out-dir %t.$a.32 && \
// RUN:   %python %S/Inputs/reference.py sort32 %t.$a.32 && \
// RUN:   pto-run %t.$a.pto --entry=sort32_f16 --assume-ptoas-sync --arg %t.f16/A.npy --arg %t.f16/B.npy --arg zeros:8x1024 --out-dir %t.$a.16 && \
// RUN:   %python %S/Inputs/reference.py sort32 %t.$a.16; rm -rf %t.$a.32 %t.$a.16; \
// RUN: done | FileCheck %s
// CHECK: @sort32_f32 ran 8 blocks, no errors
// CHECK-NEXT: sort32: ok (4096 values, f32)
// CHECK-NEXT: @sort32_f16 ran 8 blocks, no errors
// CHECK-NEXT: sort32: ok (6144 values, f16)
// CHECK-NEXT: @sort32_f32 ran 8 blocks, no errors
// CHECK-NEXT: sort32: ok (4096 values, f32)
// CHECK-NEXT: @sort32_f16 ran 8 blocks, no errors
// CHECK-NEXT: sort32: ok (6144 values, f16)
