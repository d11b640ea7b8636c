// bf16 Vector work the chip has no bf16 instruction for is computed in f32
// between casts, with a remark (ptoas-format.md §4.6: no bf16 arithmetic on
// either chip in tirpto's table, no bf16 math, no bf16 reductions).
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" -split-input-file -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @elementwise
// CHECK: ascend.vcast ins(%[[X:.*]] : memref<16x64xbf16, {{.*}}) outs(%[[W:.*]] : memref<16x64xf32, {{.*}})
// CHECK-NEXT: ascend.vbinary <add> ins(%[[W]], %[[W]] : {{.*}}) outs(%[[S:.*]] : memref<16x64xf32, {{.*}})
// CHECK-NEXT: ascend.vcast ins(%[[S]] : {{.*}}) outs(%[[SB:.*]] : memref<16x64xbf16, {{.*}})
// CHECK-NEXT: ascend.vcast ins(%[[SB]] : {{.*}}) outs(%[[SW:.*]] : memref<16x64xf32, {{.*}})
// CHECK-NEXT: ascend.vunary <exp> ins(%[[SW]] : {{.*}}) outs(%[[E:.*]] : memref<16x64xf32, {{.*}})
// CHECK-NEXT: ascend.vcast ins(%[[E]] : {{.*}}) outs(%{{.*}} : memref<16x64xbf16, {{.*}})
func.func @elementwise() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %x = tir.alloc_buffer "x" : memref<16x64xbf16, #tir.scope<"shared.dyn">>
  %y = tir.alloc_buffer "y" : memref<16x64xbf16, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %v = memref.load %x[%i, %j] : memref<16x64xbf16, #tir.scope<"shared.dyn">>
      // expected-remark@+1 {{bf16 'arith.addf' computed in f32 with casts: the a3 Vector core runs it on i16, i32, f16 or f32 tiles only}}
      %s = arith.addf %v, %v : bf16
      // expected-remark@+1 {{bf16 'math.exp' computed in f32 with casts: the a3 Vector core runs it on f16 or f32 tiles only}}
      %e = math.exp %s : bf16
      memref.store %e, %y[%i, %j] : memref<16x64xbf16, #tir.scope<"shared.dyn">>
    }
  }
  return
}

// -----

// A reduction into a bf16 per-row vector: the tile and the accumulator are
// widened, reduced and combined in f32, and the result narrowed back.
// CHECK-LABEL: func.func @nested_reduction
// CHECK: ascend.vcast ins(%[[X:.*]] : memref<16x64xbf16, {{.*}}) outs(%[[XW:.*]] : memref<16x64xf32, {{.*}})
// CHECK-NEXT: ascend.vcast ins(%[[S:.*]] : memref<16x1xbf16, {{.*}}) outs(%[[SW:.*]] : memref<16x1xf32, {{.*}})
// CHECK-NEXT: ascend.vreduce <sum> ins(%[[XW]] : {{.*}}) outs(%[[P:.*]] : memref<16x1xf32, {{.*}})
// CHECK-NEXT: ascend.vbinary <add> ins(%[[SW]], %[[P]] : {{.*}}) outs(%[[SW]] :
// CHECK-NEXT: ascend.vcast ins(%[[SW]] : {{.*}}) outs(%[[S]] : memref<16x1xbf16, {{.*}})
func.func @nested_reduction() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %x = tir.alloc_buffer "x" : memref<16x64xbf16, #tir.scope<"shared.dyn">>
  %s = tir.alloc_buffer "s" : memref<16xbf16, #tir.scope<"local.fragment">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for serial %j = %c0 to %c64 step %c1 {
      %sv = memref.load %s[%i] : memref<16xbf16, #tir.scope<"local.fragment">>
      %xv = memref.load %x[%i, %j] : memref<16x64xbf16, #tir.scope<"shared.dyn">>
      %n = arith.addf %sv, %xv : bf16
      // expected-remark@+1 {{bf16 reduction computed in f32 with casts: the a3 Vector core reduces i16, i32, f16 or f32 tiles only}}
      memref.store %n, %s[%i] : memref<16xbf16, #tir.scope<"local.fragment">>
    }
  }
  return
}

// -----

// T.reduce of bf16 likewise.
// CHECK-LABEL: func.func @reduce
// CHECK: ascend.vcast ins(%{{.*}} : memref<16x64xbf16, {{.*}}) outs(%[[W:.*]] : memref<16x64xf32, {{.*}})
// CHECK-NEXT: ascend.vreduce <max> ins(%[[W]] : {{.*}}) outs(%[[M:.*]] : memref<16x1xf32, {{.*}})
// CHECK-NEXT: ascend.vcast ins(%[[M]] : {{.*}}) outs(%{{.*}} : memref<16x1xbf16, {{.*}})
func.func @reduce() {
  %x = tir.alloc_buffer "x" : memref<16x64xbf16, #tir.scope<"shared.dyn">>
  %m = tir.alloc_buffer "m" : memref<16xbf16, #tir.scope<"local.fragment">>
  // expected-remark@+1 {{bf16 reduction computed in f32 with casts: the a3 Vector core reduces i16, i32, f16 or f32 tiles only}}
  tir.reduce <max> %x, %m : memref<16x64xbf16, #tir.scope<"shared.dyn">>, memref<16xbf16, #tir.scope<"local.fragment">>
  return
}

// -----

// Integer max with a scalar has no scalar form (tmaxs takes f16/f32): the
// scalar is filled into a tile.
// CHECK-LABEL: func.func @int_max_scalar
// CHECK: %[[Z:.*]] = arith.constant 0 : i32
// CHECK: ascend.vdup ins(%[[Z]] : i32) outs(%[[T:.*]] : memref<16x64xi32, {{.*}})
// CHECK-NEXT: ascend.vbinary <max> ins(%{{.*}}, %[[T]] : {{.*}}) outs(%{{.*}} : memref<16x64xi32, {{.*}})
func.func @int_max_scalar() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %z = arith.constant 0 : i32
  %x = tir.alloc_buffer "x" : memref<16x64xi32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %v = memref.load %x[%i, %j] : memref<16x64xi32, #tir.scope<"shared.dyn">>
      %r = arith.maxsi %v, %z : i32
      memref.store %r, %x[%i, %j] : memref<16x64xi32, #tir.scope<"shared.dyn">>
    }
  }
  return
}
