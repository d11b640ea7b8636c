// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" -split-input-file -verify-diagnostics | FileCheck %s
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a5" -split-input-file -verify-diagnostics | FileCheck %s

// T.tile.pow: exp(exponent * ln(base)) in dst, or in a ub temporary when
// dst is the exponents' buffer (ln would overwrite them first).
// CHECK-LABEL: func.func @pow
// CHECK-DAG: %[[T:.*]] = memref.alloc() : memref<1x64xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[A:.*]] = memref.alloc() : memref<1x64xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[B:.*]] = memref.alloc() : memref<1x64xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[D:.*]] = memref.alloc() : memref<1x64xf32, #ascend.address_space<ub>>
// CHECK: ascend.vunary <ln> ins(%[[A]] : {{.*}}) outs(%[[D]] : {{.*}})
// CHECK-NEXT: ascend.vbinary <mul> ins(%[[D]], %[[B]] : {{.*}}) outs(%[[D]] : {{.*}})
// CHECK-NEXT: ascend.vunary <exp> ins(%[[D]] : {{.*}}) outs(%[[D]] : {{.*}})
// CHECK-NEXT: ascend.vunary <ln> ins(%[[A]] : {{.*}}) outs(%[[T]] : {{.*}})
// CHECK-NEXT: ascend.vbinary <mul> ins(%[[T]], %[[B]] : {{.*}}) outs(%[[T]] : {{.*}})
// CHECK-NEXT: ascend.vunary <exp> ins(%[[T]] : {{.*}}) outs(%[[B]] : {{.*}})
func.func @pow() {
  %a = tir.alloc_buffer "a" : memref<64xf32, #tir.scope<"shared">>
  %b = tir.alloc_buffer "b" : memref<64xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer "d" : memref<64xf32, #tir.scope<"shared">>
  tir.tile <pow> ins(%a, %b : memref<64xf32, #tir.scope<"shared">>, memref<64xf32, #tir.scope<"shared">>) outs(%d : memref<64xf32, #tir.scope<"shared">>)
  tir.tile <pow> ins(%a, %b : memref<64xf32, #tir.scope<"shared">>, memref<64xf32, #tir.scope<"shared">>) outs(%b : memref<64xf32, #tir.scope<"shared">>)
  return
}

// -----

// T.tile.cos of f16: computed in f32 (vcast there and back): k = rint(x/pi
// + 1/2) through i32, the sign of its parity (floor(k/2) through i32),
// x - (k - 1/2) * pi with pi in five parts of at most 7 bits, the
// degree-13 polynomial of sin, times the sign.
// CHECK-LABEL: func.func @cos_f16
// CHECK: ascend.vcast ins(%{{.*}} : memref<1x64xf16, {{.*}}>) outs(%[[X:.*]] : memref<1x64xf32, {{.*}}>)
// CHECK: %[[INV:.*]] = arith.constant 0.318309873 : f32
// CHECK: ascend.vbinary_scalar <mul> ins(%[[X]], %[[INV]] : {{.*}}) outs(%[[K:.*]] : memref<1x64xf32, {{.*}}>)
// CHECK: ascend.vbinary_scalar <add> ins(%[[K]], %{{.*}} : {{.*}}) outs(%[[K]] : {{.*}})
// CHECK: ascend.vcast ins(%[[K]] : {{.*}}) outs(%[[KI:.*]] : memref<1x64xi32, {{.*}}>)
// CHECK: ascend.vcast ins(%[[KI]] : {{.*}}) outs(%[[K]] : {{.*}})
// CHECK: ascend.vcast ins(%{{.*}} : {{.*}}) outs(%[[KI]] : {{.*}}) {round_mode = #ascend.round_mode<floor>}
// CHECK: arith.constant 3.125000e+00 : f32
// CHECK: arith.constant 0.0163574219 : f32
// CHECK: arith.constant 2.34603882E-4 : f32
// CHECK: arith.constant 6.2584877E-7 : f32
// CHECK: arith.constant 1.98418726E-9 : f32
// CHECK-COUNT-5: ascend.vbinary_scalar <add> ins(%[[P:.*]], %{{.*}} : {{.*}}) outs(%[[P]] : {{.*}})
// The sign times 1 + (x - x): NaN for an infinite angle.
// CHECK: ascend.vbinary <sub> ins(%[[X]], %[[X]] : {{.*}}) outs(%[[INF:.*]] : {{.*}})
// CHECK: ascend.vbinary <mul> ins(%[[SIGN:.*]], %[[INF]] : {{.*}}) outs(%[[SIGN]] : {{.*}})
// CHECK: ascend.vbinary <mul> ins(%[[P]], %[[SIGN]] : {{.*}}) outs(%[[P]] : {{.*}})
// CHECK: ascend.vcast ins(%[[P]] : memref<1x64xf32, {{.*}}>) outs(%{{.*}} : memref<1x64xf16, {{.*}}>)
func.func @cos_f16() {
  %a = tir.alloc_buffer "a" : memref<64xf16, #tir.scope<"shared">>
  tir.tile <cos> ins(%a : memref<64xf16, #tir.scope<"shared">>) outs(%a : memref<64xf16, #tir.scope<"shared">>)
  return
}

// -----

func.func @sin_bf16() {
  %a = tir.alloc_buffer "a" : memref<64xbf16, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.sin takes f16 or f32 tiles (computed in f32), got 'bf16'}}
  tir.tile <sin> ins(%a : memref<64xbf16, #tir.scope<"shared">>) outs(%a : memref<64xbf16, #tir.scope<"shared">>)
  return
}

// -----

func.func @pow_bf16() {
  %a = tir.alloc_buffer "a" : memref<64xbf16, #tir.scope<"shared">>
  // expected-error-re@+1 {{'tir.tile' op T.tile.pow takes {{.*}} tiles on a{{3|5}}, got 'bf16'}}
  tir.tile <pow> ins(%a, %a : memref<64xbf16, #tir.scope<"shared">>, memref<64xbf16, #tir.scope<"shared">>) outs(%a : memref<64xbf16, #tir.scope<"shared">>)
  return
}
