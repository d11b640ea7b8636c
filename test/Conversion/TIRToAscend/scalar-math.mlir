// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" --ascend-promote-scalar-slots -split-input-file | FileCheck %s
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a5" --ascend-promote-scalar-slots -split-input-file | FileCheck %s

// Scalar math outside a T.Parallel nest (upstream's
// `rms = T.rsqrt(rms / n + eps)` on a T.alloc_var): the value filled into
// a one-row ub tile of 32 bytes, computed there by the Vector core, its
// first element read back.
// CHECK-LABEL: func.func @rsqrt_scalar
// CHECK-SAME: (%[[X:.*]]: f32)
// CHECK: ascend.vdup ins(%[[X]] : f32) outs(%[[T:.*]] : memref<1x8xf32, #ascend.address_space<ub>>)
// CHECK-NEXT: ascend.vunary <rsqrt> ins(%[[T]] : memref<1x8xf32, {{.*}}) outs(%[[T]] : memref<1x8xf32, {{.*}})
// CHECK: %[[R:.*]] = memref.load %[[T]][%{{.*}}, %{{.*}}] : memref<1x8xf32, #ascend.address_space<ub>>
// CHECK: ascend.vdup ins(%[[R]] : f32)
func.func @rsqrt_scalar(%x: f32) {
  %y = tir.alloc_buffer "y" : memref<16xf32, #tir.scope<"shared">>
  tir.kernel (%bx) in (1) {
    %r = math.rsqrt %x : f32
    tir.fill %y, %r : memref<16xf32, #tir.scope<"shared">>
  }
  return
}

// -----

// f16: 16 elements make the row's 32 bytes; exp, log, sqrt and absf too.
// CHECK-LABEL: func.func @f16_scalar
// CHECK: ascend.vunary <exp> ins(%{{.*}} : memref<1x16xf16, {{.*}})
// CHECK: ascend.vunary <ln> ins(%{{.*}} : memref<1x16xf16, {{.*}})
// CHECK: ascend.vunary <sqrt> ins(%{{.*}} : memref<1x16xf16, {{.*}})
// CHECK: ascend.vunary <abs> ins(%{{.*}} : memref<1x16xf16, {{.*}})
func.func @f16_scalar(%x: f16) {
  %y = tir.alloc_buffer "y" : memref<16xf16, #tir.scope<"shared">>
  tir.kernel (%bx) in (1) {
    %a = math.exp %x : f16
    %b = math.log %a : f16
    %c = math.sqrt %b : f16
    %d = math.absf %c : f16
    tir.fill %y, %d : memref<16xf16, #tir.scope<"shared">>
  }
  return
}
