// The operations added through the Vector kind table (AscendVectorKinds.td)
// and the intrinsic table (TIROps.cpp): T.bitwise_xor (txor with its
// scratch tile), T.bitwise_not (tnot) followed by an in-place xor with a
// scalar (txors cannot run in place: scratch tile + tmov), and T.sigmoid
// (1 / (1 + exp(-x))). Lowered on both arches, assembled where ptoas is
// available, and run by pto-run against an independent reference.
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %s -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:32x64 --arg rand:32x64 --arg rand:32x64 --arg zeros:32x64 --arg zeros:32x64 --arg zeros:32x64 --outputs 3,4,5 --out-dir %t.$a > /dev/null && \
// RUN:   %python %S/../Run/Inputs/reference.py added_kinds %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s --check-prefix=NUM
// NUM-COUNT-2: added_kinds: ok (6144 values)
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %s | FileCheck %s
// CHECK: pto.txor ins(%{{.*}}, %{{.*}}, %[[TMP:.*]] : !pto.tile_buf<loc=vec, dtype=i16
// CHECK: pto.tnot ins(
// CHECK: pto.txors ins(%[[D:[^,]*]], %{{.*}}, %{{.*}} : !pto.tile_buf<loc=vec, dtype=i16, {{.*}}>, i16, {{.*}}) outs(%[[S:[^ ]*]] :
// CHECK-NEXT: pto.tmov ins(%[[S]] : {{.*}}) outs(%[[D]] :
// CHECK: pto.tmuls
// CHECK: pto.texp
// CHECK: pto.tadds
// CHECK: pto.trecip

func.func @added_kinds(%A: memref<32x64xi16> {tir.name = "A"},
                       %B: memref<32x64xi16> {tir.name = "B"},
                       %X: memref<32x64xf32> {tir.name = "X"},
                       %C: memref<32x64xi16> {tir.name = "C"},
                       %D: memref<32x64xi16> {tir.name = "D"},
                       %S: memref<32x64xf32> {tir.name = "S"}) {
  tir.kernel (%bx) in (2) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %five = arith.constant 5 : i16
    %row = arith.muli %bx, %c16 : index
    %A_ub = tir.alloc_buffer "A_ub" : memref<16x64xi16, #tir.scope<"shared.dyn">>
    %B_ub = tir.alloc_buffer "B_ub" : memref<16x64xi16, #tir.scope<"shared.dyn">>
    %X_ub = tir.alloc_buffer "X_ub" : memref<16x64xf32, #tir.scope<"shared.dyn">>
    %C_ub = tir.alloc_buffer "C_ub" : memref<16x64xi16, #tir.scope<"shared.dyn">>
    %D_ub = tir.alloc_buffer "D_ub" : memref<16x64xi16, #tir.scope<"shared.dyn">>
    %S_ub = tir.alloc_buffer "S_ub" : memref<16x64xf32, #tir.scope<"shared.dyn">>
    %a = memref.subview %A[%row, 0] [16, 64] [1, 1] : memref<32x64xi16> to memref<16x64xi16, strided<[64, 1], offset: ?>>
    tir.copy %a, %A_ub : memref<16x64xi16, strided<[64, 1], offset: ?>>, memref<16x64xi16, #tir.scope<"shared.dyn">>
    %b = memref.subview %B[%row, 0] [16, 64] [1, 1] : memref<32x64xi16> to memref<16x64xi16, strided<[64, 1], offset: ?>>
    tir.copy %b, %B_ub : memref<16x64xi16, strided<[64, 1], offset: ?>>, memref<16x64xi16, #tir.scope<"shared.dyn">>
    %x = memref.subview %X[%row, 0] [16, 64] [1, 1] : memref<32x64xf32> to memref<16x64xf32, strided<[64, 1], offset: ?>>
    tir.copy %x, %X_ub : memref<16x64xf32, strided<[64, 1], offset: ?>>, memref<16x64xf32, #tir.scope<"shared.dyn">>
    tir.for parallel %i = %c0 to %c16 step %c1 {
      tir.for parallel %j = %c0 to %c64 step %c1 {
        %va = memref.load %A_ub[%i, %j] : memref<16x64xi16, #tir.scope<"shared.dyn">>
        %vb = memref.load %B_ub[%i, %j] : memref<16x64xi16, #tir.scope<"shared.dyn">>
        %xor = tir.intrin "bitwise_xor"(%va, %vb) : (i16, i16) -> i16
        memref.store %xor, %C_ub[%i, %j] : memref<16x64xi16, #tir.scope<"shared.dyn">>
      }
    }
    tir.for parallel %i = %c0 to %c16 step %c1 {
      tir.for parallel %j = %c0 to %c64 step %c1 {
        %va = memref.load %A_ub[%i, %j] : memref<16x64xi16, #tir.scope<"shared.dyn">>
        %not = tir.intrin "bitwise_not"(%va) : (i16) -> i16
        memref.store %not, %D_ub[%i, %j] : memref<16x64xi16, #tir.scope<"shared.dyn">>
      }
    }
    tir.for parallel %i = %c0 to %c16 step %c1 {
      tir.for parallel %j = %c0 to %c64 step %c1 {
        %vd = memref.load %D_ub[%i, %j] : memref<16x64xi16, #tir.scope<"shared.dyn">>
        %r = arith.xori %vd, %five : i16
        memref.store %r, %D_ub[%i, %j] : memref<16x64xi16, #tir.scope<"shared.dyn">>
      }
    }
    tir.for parallel %i = %c0 to %c16 step %c1 {
      tir.for parallel %j = %c0 to %c64 step %c1 {
        %vx = memref.load %X_ub[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
        %sig = tir.intrin "sigmoid"(%vx) : (f32) -> f32
        memref.store %sig, %S_ub[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      }
    }
    %c = memref.subview %C[%row, 0] [16, 64] [1, 1] : memref<32x64xi16> to memref<16x64xi16, strided<[64, 1], offset: ?>>
    tir.copy %C_ub, %c : memref<16x64xi16, #tir.scope<"shared.dyn">>, memref<16x64xi16, strided<[64, 1], offset: ?>>
    %d = memref.subview %D[%row, 0] [16, 64] [1, 1] : memref<32x64xi16> to memref<16x64xi16, strided<[64, 1], offset: ?>>
    tir.copy %D_ub, %d : memref<16x64xi16, #tir.scope<"shared.dyn">>, memref<16x64xi16, strided<[64, 1], offset: ?>>
    %s = memref.subview %S[%row, 0] [16, 64] [1, 1] : memref<32x64xf32> to memref<16x64xf32, strided<[64, 1], offset: ?>>
    tir.copy %S_ub, %s : memref<16x64xf32, #tir.scope<"shared.dyn">>, memref<16x64xf32, strided<[64, 1], offset: ?>>
  }
  return
}
