// The first rows of an l1 buffer a gemm reads transposed, filled from
// global memory after a whole fill (here one row, the first columns of
// the transposed tile: a one-column region of a DN load), on both arches
// and both sync modes, against Inputs/reference.py gemm_first_row_refill.
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:64x32 --arg rand:64x32 --arg zeros:32x32 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py gemm_first_row_refill %t.$a; rm -rf %t.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a sync=tirpto" %s -o %t.$a.sync.pto 2>/dev/null && \
// RUN:   pto-run %t.$a.sync.pto --arg rand:64x32 --arg rand:64x32 --arg zeros:32x32 --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py gemm_first_row_refill %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %s 2>/dev/null | FileCheck %s --check-prefix=VIEW
// CHECK-COUNT-4: gemm_first_row_refill: ok (1024 values)
// The one row is read DN as a 32 x 1 region of the transposed tile.
// VIEW: pto.partition_view %{{.*}} -> !pto.partition_tensor_view<32x1xf16>

func.func @first_row_refill(%X: memref<64x32xf16> {tir.name = "X"}, %F: memref<64x32xf16> {tir.name = "F"}, %C: memref<32x32xf32> {tir.name = "C"}) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cT = arith.constant 2 : index
    %cKT = arith.constant 32 : index
    %x_l1 = tir.alloc_buffer "x_l1" : memref<32x32xf16, #tir.scope<"shared.l1">>
    %f_l1 = tir.alloc_buffer "f_l1" : memref<32x32xf16, #tir.scope<"shared.l1">>
    %acc = tir.alloc_buffer "acc" : memref<32x32xf32, #tir.scope<"shared.l0c">>
    tir.for serial %kt = %c0 to %cT step %c1 {
      %k = arith.muli %kt, %cKT : index
      %xs = memref.subview %X[%k, 0] [32, 32] [1, 1] : memref<64x32xf16> to memref<32x32xf16, strided<[32, 1], offset: ?>>
      tir.copy %xs, %x_l1 : memref<32x32xf16, strided<[32, 1], offset: ?>>, memref<32x32xf16, #tir.scope<"shared.l1">>
        %is0 = arith.cmpi eq, %kt, %c0 : index
        scf.if %is0 {
        %fs = memref.subview %F[%k, 0] [32, 32] [1, 1] : memref<64x32xf16> to memref<32x32xf16, strided<[32, 1], offset: ?>>
        tir.copy %fs, %f_l1 : memref<32x32xf16, strided<[32, 1], offset: ?>>, memref<32x32xf16, #tir.scope<"shared.l1">>
        } else {
        %fs = memref.subview %F[%k, 0] [1, 32] [1, 1] : memref<64x32xf16> to memref<1x32xf16, strided<[32, 1], offset: ?>>
        %fl = memref.subview %f_l1[0, 0] [1, 32] [1, 1] : memref<32x32xf16, #tir.scope<"shared.l1">> to memref<1x32xf16, strided<[32, 1]>, #tir.scope<"shared.l1">>
        tir.copy %fs, %fl : memref<1x32xf16, strided<[32, 1], offset: ?>>, memref<1x32xf16, strided<[32, 1]>, #tir.scope<"shared.l1">>
        }
      %clear = arith.cmpi eq, %kt, %c0 : index
      tir.gemm %f_l1, %x_l1, %acc clear_accum(%clear) {transpose_a} : memref<32x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf32, #tir.scope<"shared.l0c">>
    }
    tir.copy %acc, %C : memref<32x32xf32, #tir.scope<"shared.l0c">>, memref<32x32xf32>
  }
  return
}
