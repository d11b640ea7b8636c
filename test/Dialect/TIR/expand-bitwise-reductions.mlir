// RUN: pto-opt %s --tir-expand-bitwise-reductions -split-input-file -verify-diagnostics | FileCheck %s

// Down the rows of a whole i16 buffer: the first row moved, then a nest per
// row (vector work); along the rows of an i32 one and into a region:
// scalar steps per element, combined into the old contents without clear.
// CHECK-LABEL: func.func @bitwise
// CHECK-NOT: tir.reduce
// CHECK:      tir.for parallel %[[J:.*]] = %c0{{.*}} to %c64{{.*}} step %c1
// CHECK-NEXT:   %[[V:.*]] = memref.load %[[X:.*]][%c0{{.*}}, %[[J]]] : memref<16x64xi16
// CHECK-NEXT:   memref.store %[[V]], %[[O:.*]][%[[J]]] : memref<64xi16
// CHECK:      tir.for serial %[[I:.*]] = %c1{{.*}} to %c16{{.*}} step %c1
// CHECK-NEXT:   tir.for parallel %[[J2:.*]] = %c0{{.*}} to %c64{{.*}} step %c1
// CHECK-NEXT:     %[[A:.*]] = memref.load %[[X]][%[[I]], %[[J2]]]
// CHECK-NEXT:     %[[B:.*]] = memref.load %[[O]][%[[J2]]]
// CHECK-NEXT:     %[[C:.*]] = arith.ori %[[B]], %[[A]] : i16
// CHECK-NEXT:     memref.store %[[C]], %[[O]][%[[J2]]]
// CHECK:      tir.for serial %[[L:.*]] = %c0{{.*}} to %c8{{.*}} step %c1
// CHECK-NEXT:   %[[F:.*]] = memref.load %[[Y:.*]][%[[L]], %c0{{.*}}] : memref<8x32xi32
// CHECK-NEXT:   memref.store %[[F]], %[[R:.*]][%[[L]]] : memref<8xi32
// CHECK-NEXT:   tir.for serial %[[K:.*]] = %c1{{.*}} to %c32{{.*}} step %c1
// CHECK-NEXT:     %[[E:.*]] = memref.load %[[Y]][%[[L]], %[[K]]]
// CHECK-NEXT:     %[[P:.*]] = memref.load %[[R]][%[[L]]]
// CHECK-NEXT:     %[[Q:.*]] = arith.andi %[[P]], %[[E]] : i32
// CHECK-NEXT:     memref.store %[[Q]], %[[R]][%[[L]]]
// CHECK:      tir.for serial %[[L2:.*]] = %c0{{.*}} to %c4{{.*}} step %c1
// CHECK-NEXT:   tir.for serial %[[K2:.*]] = %c0{{.*}} to %c32{{.*}} step %c1
// CHECK-NEXT:     %[[ROW:.*]] = arith.addi %[[L2]], %c4{{.*}} : index
// CHECK-NEXT:     %[[E2:.*]] = memref.load %[[Y]][%[[ROW]], %[[K2]]]
// CHECK-NEXT:     %[[P2:.*]] = memref.load %[[Z:.*]][%[[L2]], %c0{{.*}}]
// CHECK-NEXT:     %[[Q2:.*]] = arith.xori %[[P2]], %[[E2]] : i32
// CHECK-NEXT:     memref.store %[[Q2]], %[[Z]][%[[L2]], %c0{{.*}}]
func.func @bitwise() {
  tir.kernel (%bx) in (1) {
    %x = tir.alloc_buffer "x" : memref<16x64xi16, #tir.scope<"shared">>
    %o = tir.alloc_buffer "o" : memref<64xi16, #tir.scope<"shared">>
    %y = tir.alloc_buffer "y" : memref<8x32xi32, #tir.scope<"shared">>
    %r = tir.alloc_buffer "r" : memref<8xi32, #tir.scope<"shared">>
    %z = tir.alloc_buffer "z" : memref<4x1xi32, #tir.scope<"shared">>
    tir.reduce <bitor> %x, %o {dim = 0 : i64} : memref<16x64xi16, #tir.scope<"shared">>, memref<64xi16, #tir.scope<"shared">>
    tir.reduce <bitand> %y, %r : memref<8x32xi32, #tir.scope<"shared">>, memref<8xi32, #tir.scope<"shared">>
    %h = memref.subview %y[4, 0] [4, 32] [1, 1] : memref<8x32xi32, #tir.scope<"shared">> to memref<4x32xi32, strided<[32, 1], offset: 128>, #tir.scope<"shared">>
    tir.reduce <bitxor> %h, %z {clear = false} : memref<4x32xi32, strided<[32, 1], offset: 128>, #tir.scope<"shared">>, memref<4x1xi32, #tir.scope<"shared">>
  }
  return
}

// -----

func.func @rank3() {
  tir.kernel (%bx) in (1) {
    %x = tir.alloc_buffer "x" : memref<2x4x8xi32, #tir.scope<"shared">>
    %o = tir.alloc_buffer "o" : memref<2x4xi32, #tir.scope<"shared">>
    // expected-error @+1 {{reduces bit by bit a buffer of rank 3, which tirpto does not lower yet (rank 2 is)}}
    tir.reduce <bitand> %x, %o {dim = 2 : i64} : memref<2x4x8xi32, #tir.scope<"shared">>, memref<2x4xi32, #tir.scope<"shared">>
  }
  return
}
