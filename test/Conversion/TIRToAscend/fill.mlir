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
