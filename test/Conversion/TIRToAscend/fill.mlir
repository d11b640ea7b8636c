// T.fill of a ub buffer is ascend.vdup; a bf16 tile (both chips) or an i8
// tile (a3) has no fill, so an f32 / f16 tile is filled and cast (a3
// converts no integer type to i8; f16 holds every i8 exactly).
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" | FileCheck %s --check-prefixes=CHECK,A3
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a5" | FileCheck %s --check-prefixes=CHECK,A5

// CHECK-LABEL: func.func @fills
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : bf16
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : i8
// CHECK-DAG: %[[F:.*]] = arith.constant 2.500000e-01 : f32
// CHECK: ascend.vdup ins(%[[F]] : f32) outs(%{{.*}} : memref<16x64xf32, #ascend.address_space<ub>>)
// CHECK: %[[WIDE:.*]] = arith.extf %[[ZERO]] : bf16 to f32
// CHECK-NEXT: ascend.vdup ins(%[[WIDE]] : f32) outs(%[[T:.*]] : memref<16x64xf32, #ascend.address_space<ub>>)
// CHECK-NEXT: ascend.vcast ins(%[[T]] : {{.*}}) outs(%{{.*}} : memref<16x64xbf16, #ascend.address_space<ub>>)
// A3: %[[WIDE8:.*]] = arith.sitofp %[[ONE]] : i8 to f16
// A3-NEXT: ascend.vdup ins(%[[WIDE8]] : f16) outs(%[[T8:.*]] : memref<16x64xf16, #ascend.address_space<ub>>)
// A3-NEXT: ascend.vcast ins(%[[T8]] : {{.*}}) outs(%{{.*}} : memref<16x64xi8, #ascend.address_space<ub>>)
// A5: ascend.vdup ins(%[[ONE]] : i8) outs(%{{.*}} : memref<16x64xi8, #ascend.address_space<ub>>)
func.func @fills() {
  %quarter = arith.constant 0.25 : f32
  %zero = arith.constant 0.0 : bf16
  %one = arith.constant 1 : i8
  %x = tir.alloc_buffer "x" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  %y = tir.alloc_buffer "y" : memref<16x64xbf16, #tir.scope<"shared.dyn">>
  %z = tir.alloc_buffer "z" : memref<16x64xi8, #tir.scope<"shared.dyn">>
  tir.fill %x, %quarter : memref<16x64xf32, #tir.scope<"shared.dyn">>
  tir.fill %y, %zero : memref<16x64xbf16, #tir.scope<"shared.dyn">>
  tir.fill %z, %one : memref<16x64xi8, #tir.scope<"shared.dyn">>
  return
}

// One row of a ub tile (`b[5, :]`, a rank-reducing region): filled, and
// copied into from global memory, as a 1 x N window of the tile.
// CHECK-LABEL: func.func @row_regions
// CHECK: %[[B:.*]] = memref.alloc() : memref<32x128xf32, #ascend.address_space<ub>>
// CHECK: %[[ROW:.*]] = memref.subview %[[B]][%{{.*}}, 0] [1, 128] [1, 1] : memref<32x128xf32, #ascend.address_space<ub>> to memref<1x128xf32, strided<[128, 1], offset: ?>, #ascend.address_space<ub>>
// CHECK: ascend.load ins(%{{.*}} : memref<128xf32, strided<[1], offset: ?>, #ascend.address_space<gm>>) outs(%[[ROW]] : memref<1x128xf32, strided<[128, 1], offset: ?>, #ascend.address_space<ub>>)
// CHECK: %[[ROW5:.*]] = memref.subview %[[B]][5, 0] [1, 128] [1, 1] : memref<32x128xf32, #ascend.address_space<ub>> to memref<1x128xf32, strided<[128, 1], offset: 640>, #ascend.address_space<ub>>
// CHECK: ascend.vdup ins(%{{.*}} : f32) outs(%[[ROW5]] : memref<1x128xf32, strided<[128, 1], offset: 640>, #ascend.address_space<ub>>)
func.func @row_regions(%X: memref<64x128xf32> {tir.name = "X"}, %i: index) {
  %one = arith.constant 1.0 : f32
  %b = tir.alloc_buffer "b" : memref<32x128xf32, #tir.scope<"shared">>
  %src = memref.subview %X[%i, 0] [1, 128] [1, 1] : memref<64x128xf32> to memref<128xf32, strided<[1], offset: ?>>
  %dst = memref.subview %b[%i, 0] [1, 128] [1, 1] : memref<32x128xf32, #tir.scope<"shared">> to memref<128xf32, strided<[1], offset: ?>, #tir.scope<"shared">>
  tir.copy %src, %dst : memref<128xf32, strided<[1], offset: ?>>, memref<128xf32, strided<[1], offset: ?>, #tir.scope<"shared">>
  %row5 = memref.subview %b[5, 0] [1, 128] [1, 1] : memref<32x128xf32, #tir.scope<"shared">> to memref<128xf32, strided<[1], offset: 640>, #tir.scope<"shared">>
  tir.fill %row5, %one : memref<128xf32, strided<[1], offset: 640>, #tir.scope<"shared">>
  return
}
