// T.reshape / T.view / T.reinterpretcast (tir.view, ViewOps.cpp): a view
// lives where its source does (tir-place-buffers gives it a tile of its own
// shape) and becomes ascend.view of the ub tile; a rank-1 view is a row; a
// rank-3 one the rows of its last dimension.
// RUN: pto-opt %s --tir-place-buffers | FileCheck %s --check-prefix=PLACE
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" | FileCheck %s
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a5" | FileCheck %s

!i = memref<4x32xi32, #tir.scope<"shared">>
!f = memref<4x32xf32, #tir.scope<"shared">>

// PLACE-LABEL: func.func @views
// PLACE: tir.view %{{.*}} "x_f32" : memref<4x32xi32, #tir.scope<"shared", #ascend.placement<space = ub, shape = [4, 32]>>> to memref<4x32xf32, #tir.scope<"shared", #ascend.placement<space = ub, shape = [4, 32]>>>
// PLACE: tir.view %{{.*}} "flat" : memref<4x32xf32, #tir.scope<"shared", #ascend.placement<space = ub, shape = [4, 32]>>> to memref<128xf32, #tir.scope<"shared", #ascend.placement<space = ub, shape = [1, 128]>>>
// PLACE: tir.view %{{.*}} "cube" : memref<128xf32, #tir.scope<"shared", #ascend.placement<space = ub, shape = [1, 128]>>> to memref<2x2x32xf32, #tir.scope<"shared", #ascend.placement<space = ub, shape = [4, 32]>>>
// CHECK-LABEL: func.func @views
// CHECK: %[[X:.*]] = memref.alloc() : memref<4x32xi32, #ascend.address_space<ub>>
// CHECK: %[[F:.*]] = ascend.view %[[X]] : memref<4x32xi32, #ascend.address_space<ub>> to memref<4x32xf32, #ascend.address_space<ub>>
// CHECK: ascend.vunary <abs> ins(%[[F]] : memref<4x32xf32, #ascend.address_space<ub>>) outs(%[[F]] : memref<4x32xf32, #ascend.address_space<ub>>)
// CHECK: %[[FLAT:.*]] = ascend.view %[[F]] : memref<4x32xf32, #ascend.address_space<ub>> to memref<1x128xf32, #ascend.address_space<ub>>
// CHECK: %[[CUBE:.*]] = ascend.view %[[FLAT]] : memref<1x128xf32, #ascend.address_space<ub>> to memref<4x32xf32, #ascend.address_space<ub>>
// CHECK: scf.for
// CHECK: memref.subview %[[CUBE]]
// CHECK: ascend.vreduce <sum>
// A rank-1 buffer seen as its 1 x N row is its tile itself.
// CHECK-LABEL: func.func @row_view
// CHECK: %[[V:.*]] = memref.alloc() : memref<1x64xf32, #ascend.address_space<ub>>
// CHECK-NOT: ascend.view
// CHECK: ascend.store ins(%[[V]] : memref<1x64xf32, #ascend.address_space<ub>>)
// A per-row vector (a column) seen as as many elements of the same width
// keeps its orientation (a bitcast of the column tile).
// CHECK-LABEL: func.func @column_bitcast
// CHECK: %[[S:.*]] = memref.alloc() : memref<32x1xf32, #ascend.address_space<ub>>
// CHECK: ascend.view %[[S]] : memref<32x1xf32, #ascend.address_space<ub>> to memref<32x1xi32, #ascend.address_space<ub>>
func.func @views(%X: memref<4x32xi32>, %R: memref<2x2xf32>) {
  tir.kernel (%b) in (1) {
    %x = tir.alloc_buffer "x_ub" : !i
    %r = tir.alloc_buffer "r" : memref<2x2xf32, #tir.scope<"shared">>
    tir.copy %X, %x : memref<4x32xi32>, !i
    %f = tir.view %x "x_f32" : !i to !f
    tir.tile <abs> ins(%f : !f) outs(%f : !f)
    %flat = tir.view %f "flat" : !f to memref<128xf32, #tir.scope<"shared">>
    %cube = tir.view %flat "cube" : memref<128xf32, #tir.scope<"shared">> to memref<2x2x32xf32, #tir.scope<"shared">>
    tir.reduce <sum> %cube, %r {dim = 2 : i64} : memref<2x2x32xf32, #tir.scope<"shared">>, memref<2x2xf32, #tir.scope<"shared">>
    tir.copy %r, %R : memref<2x2xf32, #tir.scope<"shared">>, memref<2x2xf32>
  }
  return
}

func.func @row_view(%X: memref<64xf32>, %Y: memref<1x64xf32>) {
  tir.kernel (%b) in (1) {
    %v = tir.alloc_buffer "v" : memref<64xf32, #tir.scope<"shared">>
    tir.copy %X, %v : memref<64xf32>, memref<64xf32, #tir.scope<"shared">>
    %r = tir.view %v "row" : memref<64xf32, #tir.scope<"shared">> to memref<1x64xf32, #tir.scope<"shared">>
    tir.copy %r, %Y : memref<1x64xf32, #tir.scope<"shared">>, memref<1x64xf32>
  }
  return
}

func.func @column_bitcast(%X: memref<32x32xf32>, %S: memref<32xi32>) {
  tir.kernel (%b) in (1) {
    %x = tir.alloc_buffer "x_ub" : memref<32x32xf32, #tir.scope<"shared">>
    %s = tir.alloc_buffer "s" : memref<32xf32, #tir.scope<"shared">>
    tir.copy %X, %x : memref<32x32xf32>, memref<32x32xf32, #tir.scope<"shared">>
    tir.reduce <sum> %x, %s {dim = 1 : i64} : memref<32x32xf32, #tir.scope<"shared">>, memref<32xf32, #tir.scope<"shared">>
    %v = tir.view %s "s_i32" : memref<32xf32, #tir.scope<"shared">> to memref<32xi32, #tir.scope<"shared">>
    tir.copy %v, %S : memref<32xi32, #tir.scope<"shared">>, memref<32xi32>
  }
  return
}
