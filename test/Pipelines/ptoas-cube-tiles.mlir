// Cube kernels beyond the README's GEMM, accepted by the real assembler:
// upstream TileLang's persistent bf16 GEMM on a5 (its gemms run in textract
// K steps; its swizzled tile index is carried through scf.if results), the
// 512-deep gemm_nn of test/Run/gemm.mlir on a3, and tilelang-ascend's GEMMs
// with L1 scopes, T.Scope("C") and T.barrier_all (one with a transposing
// L1 -> L0B copy) and its split-K GEMM (T.tile.atomic_add: a tstore that
// adds atomically) on both arches; and the GEMM + bias + ReLU whose M = 8
// pads its Cube tiles to 16 rows (v_row=8), a Cube part and a Vector part
// called from the entry, and the mHC GEMM with row sums of squares (an l1
// tile and an accumulator with 24 of their 32 columns valid around their
// moves, T.simd register windows), on both arches.
// REQUIRES: ptoas
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm_persistent.mlir -o %t.persistent.pto
// RUN: %ptoas --pto-arch=a5 --enable-insert-sync %t.persistent.pto -o %t.persistent.cpp 2>/dev/null
// RUN: FileCheck %s --check-prefixes=CHECK,SPLIT --input-file=%t.persistent.cpp
// RUN: sed "s/@M@/200/g; s/@N@/136/g; s/@K@/1100/g; s/@GX@/2/g; s/@GY@/2/g; s/@KSTEPS@/3/g; s/128x32xf16/128x512xf16/g; s/32x128xf16/512x128xf16/g; s/\[128, 32\]/[128, 512]/; s/\[32, 128\]/[512, 128]/; s/%c32 = arith.constant 32 : index/%c32 = arith.constant 512 : index/" %S/Inputs/gemm_nn_template.mlir > %t.deep.mlir
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %t.deep.mlir -o %t.deep.pto
// RUN: %ptoas --pto-arch=a3 --enable-insert-sync %t.deep.pto -o %t.deep.cpp 2>/dev/null
// RUN: FileCheck %s --check-prefixes=CHECK,SPLIT --input-file=%t.deep.cpp
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gemm_l1_scopes.mlir -o %t.scopes.a3.pto
// RUN: %ptoas --pto-arch=a3 --enable-insert-sync %t.scopes.a3.pto -o %t.scopes.a3.cpp 2>/dev/null
// RUN: FileCheck %s --check-prefixes=CHECK,BARRIER --input-file=%t.scopes.a3.cpp
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm_l1_scopes.mlir -o %t.scopes.a5.pto
// RUN: %ptoas --pto-arch=a5 --enable-insert-sync %t.scopes.a5.pto -o %t.scopes.a5.cpp 2>/dev/null
// RUN: FileCheck %s --check-prefixes=CHECK,BARRIER --input-file=%t.scopes.a5.cpp
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gemm_transpose_l1.mlir -o %t.tl1.a3.pto
// RUN: %ptoas --pto-arch=a3 --enable-insert-sync %t.tl1.a3.pto -o %t.tl1.a3.cpp 2>/dev/null
// RUN: FileCheck %s --check-prefixes=CHECK,BARRIER --input-file=%t.tl1.a3.cpp
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm_transpose_l1.mlir -o %t.tl1.a5.pto
// RUN: %ptoas --pto-arch=a5 --enable-insert-sync %t.tl1.a5.pto -o %t.tl1.a5.cpp 2>/dev/null
// RUN: FileCheck %s --check-prefixes=CHECK,BARRIER --input-file=%t.tl1.a5.cpp
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gemm_splitk.mlir -o %t.splitk.a3.pto
// RUN: %ptoas --pto-arch=a3 --enable-insert-sync %t.splitk.a3.pto -o %t.splitk.a3.cpp 2>/dev/null
// RUN: FileCheck %s --check-prefix=ATOMIC --input-file=%t.splitk.a3.cpp
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm_splitk.mlir -o %t.splitk.a5.pto
// RUN: %ptoas --pto-arch=a5 --enable-insert-sync %t.splitk.a5.pto -o %t.splitk.a5.cpp 2>/dev/null
// RUN: FileCheck %s --check-prefix=ATOMIC --input-file=%t.splitk.a5.cpp
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gemm_add_relu.mlir -o %t.gar.a3.pto
// RUN: %ptoas --pto-arch=a3 --enable-insert-sync %t.gar.a3.pto -o %t.gar.a3.cpp 2>/dev/null
// RUN: FileCheck %s --input-file=%t.gar.a3.cpp
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm_add_relu.mlir -o %t.gar.a5.pto
// RUN: %ptoas --pto-arch=a5 --enable-insert-sync %t.gar.a5.pto -o %t.gar.a5.cpp 2>/dev/null
// RUN: FileCheck %s --input-file=%t.gar.a5.cpp
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/gemm_with_sqrsum.mlir -o %t.sq.a3.pto
// RUN: %ptoas --pto-arch=a3 --enable-insert-sync %t.sq.a3.pto -o %t.sq.a3.cpp 2>/dev/null
// RUN: FileCheck %s --input-file=%t.sq.a3.cpp
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/gemm_with_sqrsum.mlir -o %t.sq.a5.pto
// RUN: %ptoas --pto-arch=a5 --enable-insert-sync %t.sq.a5.pto -o %t.sq.a5.cpp 2>/dev/null
// RUN: FileCheck %s --input-file=%t.sq.a5.cpp

// CHECK: TLOAD(
// SPLIT: TEXTRACT(
// SPLIT: TEXTRACT(
// BARRIER: pipe_barrier(PIPE_ALL)
// CHECK: TMATMUL(
// CHECK: TMATMUL_ACC(
// CHECK: TSTORE(

// ATOMIC: TLOAD(
// ATOMIC: TMATMUL(
// ATOMIC: TMATMUL_ACC(
// ATOMIC: TSTORE<Tile<TileType::Acc, float, 128, 128, {{.*}}>, GlobalTensor<float, {{.*}}>, AtomicType::AtomicAdd>(
