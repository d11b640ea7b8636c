// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" --ascend-promote-scalar-slots -split-input-file | FileCheck %s

// Same-shape tiles: one vector op, written straight into the store target.
// CHECK-LABEL: func.func @full_full
// CHECK: %[[Y:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK: %[[A:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK: %[[B:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK: ascend.vbinary <add> ins(%[[A]], %[[B]] : {{.*}}) outs(%[[Y]] : {{.*}})
// CHECK-NOT: tir.for
func.func @full_full() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %y = tir.alloc_buffer "y" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  %a = tir.alloc_buffer "a" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  %b = tir.alloc_buffer "b" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %u = memref.load %a[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      %v = memref.load %b[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      %s = arith.addf %u, %v : f32
      memref.store %s, %y[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}

// -----

// Per-row operands (x[i]) are 16 x 1 vectors and broadcast with dim 1;
// vector - tile is (-tile) + vector.
// CHECK-LABEL: func.func @per_row
// CHECK-DAG: %[[R:.*]] = memref.alloc() : memref<16x1xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[X:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[Y:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[Z:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK: ascend.vbroadcast_binary <sub> ins(%[[X]], %[[R]] : {{.*}}) outs(%[[Y]] : {{.*}})
// CHECK-NEXT: ascend.vunary <neg> ins(%[[X]] : {{.*}}) outs(%[[Z]] : {{.*}})
// CHECK-NEXT: ascend.vbroadcast_binary <add> ins(%[[Z]], %[[R]] : {{.*}}) outs(%[[Z]] : {{.*}})
func.func @per_row() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %x = tir.alloc_buffer "x" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  %r = tir.alloc_buffer "r" : memref<16xf32, #tir.scope<"local.fragment">>
  %y = tir.alloc_buffer "y" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  %z = tir.alloc_buffer "z" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %u = memref.load %x[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      %v = memref.load %r[%i] : memref<16xf32, #tir.scope<"local.fragment">>
      %d = arith.subf %u, %v : f32
      memref.store %d, %y[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      %e = arith.subf %v, %u : f32
      memref.store %e, %z[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}

// -----

// Per-column operands (x[j], x[0, j]) are 1 x 64 vectors, dim 0; vector /
// tile is (1 / tile) * vector.
// CHECK-LABEL: func.func @per_column
// CHECK-DAG: %[[W:.*]] = memref.alloc() : memref<1x64xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[X:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[Y:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK: ascend.vunary <rec> ins(%[[X]] : {{.*}}) outs(%[[Y]] : {{.*}})
// CHECK-NEXT: ascend.vbroadcast_binary <mul> ins(%[[Y]], %[[W]] : {{.*}}) outs(%[[Y]] : {{.*}}) {dim = 0 : i64}
func.func @per_column() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %x = tir.alloc_buffer "x" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  %w = tir.alloc_buffer "w" : memref<64xf32, #tir.scope<"shared.dyn">>
  %y = tir.alloc_buffer "y" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %u = memref.load %x[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      %v = memref.load %w[%j] : memref<64xf32, #tir.scope<"shared.dyn">>
      %q = arith.divf %v, %u : f32
      memref.store %q, %y[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}

// -----

// Scalars: tile op scalar; scalar - tile = (-tile) + scalar; scalar / tile
// is the reversed div; 1 / x is rec and max(x, 0) relu. Loop-invariant
// scalar arithmetic is computed once, before the ops.
// CHECK-LABEL: func.func @scalars
// CHECK-SAME: (%[[S:.*]]: f32)
// CHECK: %[[T:.*]] = arith.mulf %[[S]], %[[S]] : f32
// CHECK: ascend.vbinary_scalar <mul> ins(%[[X:.*]], %[[T]] : {{.*}}, f32) outs(%[[Y:.*]] : {{.*}})
// CHECK: ascend.vunary <neg> ins(%[[X]] : {{.*}}) outs(%[[Y]] : {{.*}})
// CHECK-NEXT: ascend.vbinary_scalar <add> ins(%[[Y]], %[[S]] : {{.*}}, f32) outs(%[[Y]] : {{.*}})
// CHECK: ascend.vbinary_scalar <div> ins(%[[X]], %[[S]] : {{.*}}, f32) outs(%[[Y]] : {{.*}}) {reversed}
// CHECK: ascend.vunary <rec> ins(%[[X]] : {{.*}}) outs(%[[Y]] : {{.*}})
// CHECK: ascend.vunary <relu> ins(%[[X]] : {{.*}}) outs(%[[Y]] : {{.*}})
func.func @scalars(%s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %x = tir.alloc_buffer "x" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  %y = tir.alloc_buffer "y" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %u = memref.load %x[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      %t = arith.mulf %s, %s : f32
      %a = arith.mulf %u, %t : f32
      memref.store %a, %y[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      %b = arith.subf %s, %u : f32
      memref.store %b, %y[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      %c = arith.divf %s, %u : f32
      memref.store %c, %y[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      %d = arith.divf %one, %u : f32
      memref.store %d, %y[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      %e = arith.maxnumf %u, %zero : f32
      memref.store %e, %y[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}

// -----

// Casts, comparisons and selects: a cast is a vcast (truncating for
// float -> int); a comparison an i8 mask; a scalar select branch is filled
// into a tile first.
// CHECK-LABEL: func.func @cast_compare_select
// CHECK-SAME: (%[[S:.*]]: f32)
// CHECK: ascend.vcast ins(%[[H:.*]] : memref<16x64xf16, {{.*}}) outs(%[[X:.*]] : memref<16x64xf32, {{.*}})
// CHECK: ascend.vcast ins(%[[X]] : {{.*}}) outs(%{{.*}} : memref<16x64xi32, {{.*}}) {round_mode = #ascend.round_mode<trunc>}
// CHECK: ascend.vcmp <gt> ins(%[[X]], %[[S]] : {{.*}}, f32) outs(%[[M:.*]] : memref<16x64xi8, #ascend.address_space<ub>>)
// CHECK: ascend.vdup ins(%[[S]] : f32) outs(%[[F:.*]] : memref<16x64xf32, {{.*}})
// CHECK: ascend.vselect ins(%[[M]], %[[X]], %[[F]] : {{.*}}) outs(%{{.*}} : memref<16x64xf32, {{.*}})
// CHECK: ascend.vcmp <lt> ins(%[[X]], %[[S]] :
// CHECK: ascend.vselect ins(
func.func @cast_compare_select(%s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %h = tir.alloc_buffer "h" : memref<16x64xf16, #tir.scope<"shared.dyn">>
  %x = tir.alloc_buffer "x" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  %n = tir.alloc_buffer "n" : memref<16x64xi32, #tir.scope<"shared.dyn">>
  %y = tir.alloc_buffer "y" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %u = memref.load %h[%i, %j] : memref<16x64xf16, #tir.scope<"shared.dyn">>
      %w = arith.extf %u : f16 to f32
      memref.store %w, %x[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      %v = memref.load %x[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      %k = arith.fptosi %v : f32 to i32
      memref.store %k, %n[%i, %j] : memref<16x64xi32, #tir.scope<"shared.dyn">>
      %c = arith.cmpf ogt, %v, %s : f32
      %r = arith.select %c, %v, %s : f32
      memref.store %r, %y[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      %lt = arith.cmpf olt, %v, %s : f32
      %q = tir.intrin "if_then_else"(%lt, %v, %s) : (i1, f32, f32) -> f32
      memref.store %q, %y[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}

// -----

// Integer intrinsics on i16 tiles: shifts by a constant, and floordiv /
// floormod by a power of two become shifts and masks.
// CHECK-LABEL: func.func @integer_intrinsics
// CHECK: ascend.vbinary_scalar <shr> ins(%[[X:.*]], %[[C2:.*]] : memref<16x64xi16, {{.*}}, i16)
// CHECK: ascend.vbinary_scalar <shl> ins(%[[X]], %[[C2]] : {{.*}}, i16)
// CHECK: %[[S3:.*]] = arith.constant 3 : i16
// CHECK: ascend.vbinary_scalar <shr> ins(%[[X]], %[[S3]] : {{.*}}, i16)
// CHECK: %[[M7:.*]] = arith.constant 7 : i16
// CHECK: ascend.vbinary_scalar <and> ins(%[[X]], %[[M7]] : {{.*}}, i16)
// CHECK: %[[S2:.*]] = arith.constant 2 : i16
// CHECK: ascend.vbinary_scalar <shr> ins(%[[X]], %[[S2]] : {{.*}}, i16)
func.func @integer_intrinsics() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %two = arith.constant 2 : i16
  %four = arith.constant 4 : i16
  %eight = arith.constant 8 : i16
  %x = tir.alloc_buffer "x" : memref<16x64xi16, #tir.scope<"shared.dyn">>
  %y = tir.alloc_buffer "y" : memref<16x64xi16, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %u = memref.load %x[%i, %j] : memref<16x64xi16, #tir.scope<"shared.dyn">>
      %a = tir.intrin "shift_right"(%u, %two) : (i16, i16) -> i16
      memref.store %a, %y[%i, %j] : memref<16x64xi16, #tir.scope<"shared.dyn">>
      %b = tir.intrin "shift_left"(%u, %two) : (i16, i16) -> i16
      memref.store %b, %y[%i, %j] : memref<16x64xi16, #tir.scope<"shared.dyn">>
      %c = tir.intrin "floordiv"(%u, %eight) : (i16, i16) -> i16
      memref.store %c, %y[%i, %j] : memref<16x64xi16, #tir.scope<"shared.dyn">>
      %d = tir.intrin "floormod"(%u, %eight) : (i16, i16) -> i16
      memref.store %d, %y[%i, %j] : memref<16x64xi16, #tir.scope<"shared.dyn">>
      %e = arith.floordivsi %u, %four : i16
      memref.store %e, %y[%i, %j] : memref<16x64xi16, #tir.scope<"shared.dyn">>
    }
  }
  return
}

// -----

// Math: exp as math.exp or the expf extern; tanh has no vector op and is
// 1 - 2 / (exp(2x) + 1).
// CHECK-LABEL: func.func @math
// CHECK: ascend.vunary <exp> ins(%[[X:.*]] : {{.*}}) outs(%[[Y:.*]] : {{.*}})
// CHECK: ascend.vunary <exp> ins(%[[X]] : {{.*}}) outs(%[[Y]] : {{.*}})
// CHECK: ascend.vunary <sqrt> ins(%[[X]] :
// CHECK: ascend.vunary <ln> ins(%[[X]] :
// CHECK: ascend.vunary <abs> ins(%[[X]] :
// CHECK: ascend.vbinary_scalar <mul> ins(%[[X]], %{{.*}} : {{.*}}) outs(%[[T:.*]] :
// CHECK: ascend.vunary <exp> ins(%[[T]] : {{.*}}) outs(%[[T]] :
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: ascend.vbinary_scalar <add> ins(%[[T]], %[[ONE]] : {{.*}}) outs(%[[T]] :
// CHECK: %[[M2:.*]] = arith.constant -2.000000e+00 : f32
// CHECK: ascend.vbinary_scalar <div> ins(%[[T]], %[[M2]] : {{.*}}) outs(%[[T]] : {{.*}}) {reversed}
// CHECK: ascend.vbinary_scalar <add> ins(%[[T]], %{{.*}} : {{.*}}) outs(%[[Y]] :
func.func @math() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %x = tir.alloc_buffer "x" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  %y = tir.alloc_buffer "y" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %u = memref.load %x[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      %a = math.exp %u : f32
      memref.store %a, %y[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      %b = tir.call_extern "expf"(%u) : (f32) -> f32
      memref.store %b, %y[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      %c = tir.call_extern "sqrtf"(%u) : (f32) -> f32
      memref.store %c, %y[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      %d = tir.call_extern "logf"(%u) : (f32) -> f32
      memref.store %d, %y[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      %e = math.absf %u : f32
      memref.store %e, %y[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      %t = math.tanh %u : f32
      memref.store %t, %y[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}

// -----

// s[i] = s[i] + e and m[i] = max(m[i], e) over a serial inner loop are row
// reductions combined with the old value; a per-row value stored into a
// full tile is broadcast, a scalar filled.
// CHECK-LABEL: func.func @reductions_and_broadcasts
// CHECK: ascend.vbinary <mul> ins(%[[X:.*]], %[[X]] : {{.*}}) outs(%[[SQ:.*]] :
// CHECK-NEXT: ascend.vreduce <sum> ins(%[[SQ]] : {{.*}}) outs(%[[P:.*]] : memref<16x1xf32, {{.*}})
// CHECK-NEXT: ascend.vbinary <add> ins(%[[S:.*]], %[[P]] : {{.*}}) outs(%[[S]] :
// CHECK-NEXT: ascend.vreduce <max> ins(%[[X]] : {{.*}}) outs(%[[Q:.*]] : memref<16x1xf32, {{.*}})
// CHECK-NEXT: ascend.vbinary <max> ins(%[[M:.*]], %[[Q]] : {{.*}}) outs(%[[M]] :
// CHECK: ascend.vbroadcast ins(%[[S]] : {{.*}}) outs(%[[Y:.*]] : memref<16x64xf32, {{.*}})
// CHECK-NEXT: ascend.vdup ins(%{{.*}} : f32) outs(%[[Y]] :
func.func @reductions_and_broadcasts(%f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %x = tir.alloc_buffer "x" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  %s = tir.alloc_buffer "s" : memref<16xf32, #tir.scope<"local.fragment">>
  %m = tir.alloc_buffer "m" : memref<16xf32, #tir.scope<"local.fragment">>
  %y = tir.alloc_buffer "y" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for serial %j = %c0 to %c64 step %c1 {
      %u = memref.load %x[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      %sq = arith.mulf %u, %u : f32
      %old = memref.load %s[%i] : memref<16xf32, #tir.scope<"local.fragment">>
      %new = arith.addf %old, %sq : f32
      memref.store %new, %s[%i] : memref<16xf32, #tir.scope<"local.fragment">>
      %mo = memref.load %m[%i] : memref<16xf32, #tir.scope<"local.fragment">>
      %mn = arith.maxnumf %mo, %u : f32
      memref.store %mn, %m[%i] : memref<16xf32, #tir.scope<"local.fragment">>
    }
  }
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %v = memref.load %s[%i] : memref<16xf32, #tir.scope<"local.fragment">>
      memref.store %v, %y[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      memref.store %f, %y[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}

// -----

// A 1-D nest over per-row vectors works on the 16 x 1 tiles; a store that
// overwrites a buffer whose old value is still needed copies it first.
// CHECK-LABEL: func.func @one_dimensional_and_snapshot
// CHECK: ascend.vreduce <max> ins(%{{.*}} : {{.*}}) outs(%[[A:.*]] : memref<16x1xf32, #ascend.address_space<ub>>)
// CHECK-NEXT: ascend.copy ins(%[[A]] : {{.*}}) outs(%[[OLD:.*]] : memref<16x1xf32, #ascend.address_space<ub>>)
// CHECK-NEXT: ascend.vbinary_scalar <add> ins(%[[OLD]], %{{.*}} : {{.*}}) outs(%[[A]] :
// CHECK-NEXT: ascend.vbinary_scalar <mul> ins(%[[OLD]], %{{.*}} : {{.*}}) outs(%[[B:.*]] : memref<16x1xf32
func.func @one_dimensional_and_snapshot(%f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %x = tir.alloc_buffer "x" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  %a = tir.alloc_buffer "a" : memref<16xf32, #tir.scope<"local.fragment">>
  %b = tir.alloc_buffer "b" : memref<16xf32, #tir.scope<"local.fragment">>
  tir.reduce <max> %x, %a : memref<16x64xf32, #tir.scope<"shared.dyn">>, memref<16xf32, #tir.scope<"local.fragment">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    %u = memref.load %a[%i] : memref<16xf32, #tir.scope<"local.fragment">>
    %v = arith.addf %u, %f : f32
    memref.store %v, %a[%i] : memref<16xf32, #tir.scope<"local.fragment">>
    %w = arith.mulf %u, %f : f32
    memref.store %w, %b[%i] : memref<16xf32, #tir.scope<"local.fragment">>
  }
  return
}

// -----

// A local.var read in a nest is a loop-invariant scalar, read once.
// CHECK-LABEL: func.func @local_var_scalar
// CHECK-SAME: (%[[F:.*]]: f32)
// CHECK-NOT: memref.alloca
// CHECK: ascend.vbinary_scalar <mul> ins(%{{.*}}, %[[F]] : {{.*}}, f32)
func.func @local_var_scalar(%f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %v = tir.alloc_buffer "v" : memref<1xf32, #tir.scope<"local.var">>
  memref.store %f, %v[%c0] : memref<1xf32, #tir.scope<"local.var">>
  %x = tir.alloc_buffer "x" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %u = memref.load %x[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      %s = memref.load %v[%c0] : memref<1xf32, #tir.scope<"local.var">>
      %p = arith.mulf %u, %s : f32
      memref.store %p, %x[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}

// -----

// T.sigmoid on f16 tiles is computed in f32 (exp(-x) overflows f16 below
// x = -11, where the result is still an f16 subnormal) and cast back.
// CHECK-LABEL: func.func @sigmoid_f16
// CHECK: ascend.vcast ins(%{{.*}} : memref<16x64xf16, {{.*}}) outs(%[[W:.*]] : memref<16x64xf32, {{.*}})
// CHECK: ascend.vbinary_scalar <mul> ins(%[[W]], %{{.*}} : memref<16x64xf32, {{.*}}>, f32)
// CHECK: ascend.vunary <exp>
// CHECK: ascend.vbinary_scalar <add>
// CHECK: ascend.vunary <rec> ins(%{{.*}} : memref<16x64xf32, {{.*}}) outs(%[[R:.*]] : memref<16x64xf32, {{.*}})
// CHECK: ascend.vcast ins(%[[R]] : memref<16x64xf32, {{.*}}) outs(%{{.*}} : memref<16x64xf16, {{.*}})
func.func @sigmoid_f16() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %x = tir.alloc_buffer "x" : memref<16x64xf16, #tir.scope<"shared.dyn">>
  %y = tir.alloc_buffer "y" : memref<16x64xf16, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %v = memref.load %x[%i, %j] : memref<16x64xf16, #tir.scope<"shared.dyn">>
      %s = tir.intrin "sigmoid"(%v) : (f16) -> f16
      memref.store %s, %y[%i, %j] : memref<16x64xf16, #tir.scope<"shared.dyn">>
    }
  }
  return
}

// -----

// Inside a serial loop around a 1-D nest (upstream TileLang's MHC "pre apply
// mix": `ol[j] += mixl[k] * xl[k, j]`): row k of the matrix xl is a 1 x 256
// window of its tile, and mixl[k] one element, read once per iteration as a
// scalar.
// CHECK-LABEL: func.func @row_window_and_element
// CHECK: %[[P:.*]] = memref.alloc() {ascend.nest_scratch} : memref<1x256xf32, #ascend.address_space<ub>>
// CHECK: %[[MIX:.*]] = memref.alloc() : memref<1x4xf32, #ascend.address_space<ub>>
// CHECK: %[[XL:.*]] = memref.alloc() : memref<4x256xf32, #ascend.address_space<ub>>
// CHECK: %[[OL:.*]] = memref.alloc() : memref<1x256xf32, #ascend.address_space<ub>>
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: %[[W:.*]] = memref.load %[[MIX]][%{{.*}}, %[[K]]] : memref<1x4xf32, #ascend.address_space<ub>>
// CHECK: %[[ROW:.*]] = memref.subview %[[XL]][%[[K]], 0] [1, 256] [1, 1] : memref<4x256xf32, #ascend.address_space<ub>> to memref<1x256xf32, strided<[256, 1], offset: ?>, #ascend.address_space<ub>>
// CHECK: ascend.vbinary_scalar <mul> ins(%[[ROW]], %[[W]] : {{.*}}) outs(%[[P]] : memref<1x256xf32, #ascend.address_space<ub>>)
// CHECK: ascend.vbinary <add> ins(%[[OL]], %[[P]] : {{.*}}) outs(%[[OL]] : {{.*}})
func.func @row_window_and_element() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c256 = arith.constant 256 : index
  %mixl = tir.alloc_buffer "mixl" : memref<4xf32, #tir.scope<"local.fragment">>
  %xl = tir.alloc_buffer "xl" : memref<4x256xf32, #tir.scope<"local.fragment">>
  %ol = tir.alloc_buffer "ol" : memref<256xf32, #tir.scope<"local.fragment">>
  tir.for serial %k = %c0 to %c4 step %c1 {
    tir.for parallel %j = %c0 to %c256 step %c1 {
      %acc = memref.load %ol[%j] : memref<256xf32, #tir.scope<"local.fragment">>
      %w = memref.load %mixl[%k] : memref<4xf32, #tir.scope<"local.fragment">>
      %v = memref.load %xl[%k, %j] : memref<4x256xf32, #tir.scope<"local.fragment">>
      %p = arith.mulf %w, %v : f32
      %s = arith.addf %acc, %p : f32
      memref.store %s, %ol[%j] : memref<256xf32, #tir.scope<"local.fragment">>
    }
  }
  return
}

// -----

// A 2-D nest writing one row of a matrix from a per-column operand, and
// reading an element at constant indices: the row is a per-column (1 x N)
// window, written in place; the element a scalar.
// CHECK-LABEL: func.func @row_store_in_2d_nest
// CHECK: %[[T:.*]] = memref.alloc() {ascend.nest_scratch} : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK: %[[ACC:.*]] = memref.alloc() : memref<8x64xf32, #ascend.address_space<ub>>
// CHECK: %[[X:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK: %[[ROW:.*]] = memref.subview %[[ACC]][3, 0] [1, 64] [1, 1] : memref<8x64xf32, #ascend.address_space<ub>> to memref<1x64xf32, strided<[64, 1], offset: 192>, #ascend.address_space<ub>>
// CHECK: ascend.vbroadcast_binary <mul> ins(%[[X]], %[[ROW]] : {{.*}}) outs(%[[T]] : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
// CHECK: %[[S:.*]] = memref.load %[[X]][%c1, %c2] : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK: ascend.vbinary_scalar <add> ins(%[[T]], %[[S]] : {{.*}}) outs(%[[X]] : {{.*}})
func.func @row_store_in_2d_nest() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %acc = tir.alloc_buffer "acc" : memref<8x64xf32, #tir.scope<"shared.dyn">>
  %x = tir.alloc_buffer "x" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %u = memref.load %x[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      %r = memref.load %acc[%c3, %j] : memref<8x64xf32, #tir.scope<"shared.dyn">>
      %s = memref.load %x[%c1, %c2] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      %m = arith.mulf %u, %r : f32
      %a = arith.addf %m, %s : f32
      memref.store %a, %x[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}

// -----

// One element of a global tensor at an index invariant in the nest is read
// once, as a scalar (pto.load_scalar after convert-ascend-to-pto).
// CHECK-LABEL: func.func @global_element
// CHECK: %[[V:.*]] = memref.load %arg0[%{{.*}}] : memref<8xf32, #ascend.address_space<gm>>
// CHECK: ascend.vdup ins(%[[V]] : f32) outs(%{{.*}} : memref<1x32xf32, #ascend.address_space<ub>>)
func.func @global_element(%A: memref<8xf32> {tir.name = "A"}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c32 = arith.constant 32 : index
  %x = tir.alloc_buffer "x" : memref<32xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %j = %c0 to %c32 step %c1 {
    %v = memref.load %A[%c3] : memref<8xf32>
    memref.store %v, %x[%j] : memref<32xf32, #tir.scope<"shared.dyn">>
  }
  return
}

// -----

// TileLang's legacy reducer (T.alloc_reducer(..., replication="all"), a
// local.fragment buffer): a per-row store `r[i] += e` in a 2-D nest is a row
// reduction of e added into r, a per-column one `c[j] = max(c[j], e)` a
// column reduction; T.finalize_reducer has nothing to combine on one core
// and is dropped.
// CHECK-LABEL: func.func @reducers_in_2d_nest
// CHECK: ascend.vbroadcast_binary <mul> ins(%[[X:.*]], %[[W:.*]] : {{.*}}) outs(%[[P:.*]] : memref<8x64xf32, {{.*}}) {dim = 0 : i64}
// CHECK-NEXT: ascend.vreduce <sum> ins(%[[P]] : {{.*}}) outs(%[[RS:.*]] : memref<8x1xf32, {{.*}})
// CHECK-NEXT: ascend.vbinary <add> ins(%[[R:.*]], %[[RS]] : {{.*}}) outs(%[[R]] : memref<8x1xf32, {{.*}})
// CHECK-NEXT: ascend.vreduce <max> ins(%[[X]] : {{.*}}) outs(%[[CS:.*]] : memref<1x64xf32, {{.*}})
// CHECK-NEXT: ascend.vbinary <max> ins(%[[C:.*]], %[[CS]] : {{.*}}) outs(%[[C]] : memref<1x64xf32, {{.*}})
// CHECK-NOT: finalize_reducer
// CHECK: return
func.func @reducers_in_2d_nest() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %x = tir.alloc_buffer "x" : memref<8x64xf32, #tir.scope<"local.fragment">>
  %w = tir.alloc_buffer "w" : memref<64xf32, #tir.scope<"local.fragment">>
  %r = tir.alloc_buffer "r" : memref<8xf32, #tir.scope<"local.fragment">>
  %c = tir.alloc_buffer "c" : memref<64xf32, #tir.scope<"local.fragment">>
  tir.for parallel %i = %c0 to %c8 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %ro = memref.load %r[%i] : memref<8xf32, #tir.scope<"local.fragment">>
      %u = memref.load %x[%i, %j] : memref<8x64xf32, #tir.scope<"local.fragment">>
      %v = memref.load %w[%j] : memref<64xf32, #tir.scope<"local.fragment">>
      %p = arith.mulf %u, %v : f32
      %rn = arith.addf %ro, %p : f32
      memref.store %rn, %r[%i] : memref<8xf32, #tir.scope<"local.fragment">>
      %co = memref.load %c[%j] : memref<64xf32, #tir.scope<"local.fragment">>
      %cn = arith.maxnumf %co, %u : f32
      memref.store %cn, %c[%j] : memref<64xf32, #tir.scope<"local.fragment">>
    }
  }
  tir.finalize_reducer %r : memref<8xf32, #tir.scope<"local.fragment">>
  tir.finalize_reducer %c : memref<64xf32, #tir.scope<"local.fragment">>
  return
}

// -----

// A reducer update whose value does not vary along the reduced axis (a
// scalar, a vector of the store's own orientation, or one of the other) is
// added once per iteration: it is expanded to the nest's tile, then
// reduced.
// CHECK-LABEL: func.func @reducer_of_vectors
// CHECK: ascend.vdup ins(%{{.*}} : f32) outs(%[[ONES:.*]] : memref<8x64xf32, #ascend.address_space<ub>>)
// CHECK-NEXT: ascend.vreduce <sum> ins(%[[ONES]] : {{.*}}) outs(%{{.*}} : memref<8x1xf32, {{.*}})
// CHECK: ascend.vbroadcast ins(%[[W:.*]] : memref<1x64xf32, {{.*}}) outs(%[[T:.*]] : memref<8x64xf32, {{.*}}) {dim = 0 : i64}
// CHECK-NEXT: ascend.vreduce <sum> ins(%[[T]] : {{.*}}) outs(%{{.*}} : memref<8x1xf32, {{.*}})
// CHECK: ascend.vbroadcast ins(%[[A:.*]] : memref<8x1xf32, {{.*}}) outs(%[[U:.*]] : memref<8x64xf32, #ascend.address_space<ub>>){{$}}
// CHECK-NEXT: ascend.vreduce <max> ins(%[[U]] : {{.*}}) outs(%{{.*}} : memref<1x64xf32, {{.*}}) {dim = 0 : i64}
func.func @reducer_of_vectors(%one: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %w = tir.alloc_buffer "w" : memref<64xf32, #tir.scope<"local.fragment">>
  %a = tir.alloc_buffer "a" : memref<8xf32, #tir.scope<"local.fragment">>
  %r = tir.alloc_buffer "r" : memref<8xf32, #tir.scope<"local.fragment">>
  %r2 = tir.alloc_buffer "r2" : memref<8xf32, #tir.scope<"local.fragment">>
  %c = tir.alloc_buffer "c" : memref<64xf32, #tir.scope<"local.fragment">>
  tir.for parallel %i = %c0 to %c8 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %o = memref.load %r[%i] : memref<8xf32, #tir.scope<"local.fragment">>
      %n = arith.addf %o, %one : f32
      memref.store %n, %r[%i] : memref<8xf32, #tir.scope<"local.fragment">>
      %o2 = memref.load %r2[%i] : memref<8xf32, #tir.scope<"local.fragment">>
      %wv = memref.load %w[%j] : memref<64xf32, #tir.scope<"local.fragment">>
      %n2 = arith.addf %o2, %wv : f32
      memref.store %n2, %r2[%i] : memref<8xf32, #tir.scope<"local.fragment">>
      %oc = memref.load %c[%j] : memref<64xf32, #tir.scope<"local.fragment">>
      %av = memref.load %a[%i] : memref<8xf32, #tir.scope<"local.fragment">>
      %nc = arith.maxnumf %oc, %av : f32
      memref.store %nc, %c[%j] : memref<64xf32, #tir.scope<"local.fragment">>
    }
  }
  return
}

// -----

// Two updates of one reducer in a nest, r[i] += a; r[i] += b: the second
// reads r only to accumulate into it, which is order-independent.
// CHECK-LABEL: func.func @two_updates
// CHECK: ascend.vreduce <sum> ins(%[[A:.*]] : {{.*}}) outs(%[[P:.*]] : memref<8x1xf32, {{.*}})
// CHECK-NEXT: ascend.vbinary <add> ins(%[[R:.*]], %[[P]] : {{.*}}) outs(%[[R]] :
// CHECK-NEXT: ascend.vreduce <sum> ins(%[[B:.*]] : {{.*}}) outs(%[[Q:.*]] : memref<8x1xf32, {{.*}})
// CHECK-NEXT: ascend.vbinary <add> ins(%[[R]], %[[Q]] : {{.*}}) outs(%[[R]] :
func.func @two_updates() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %a = tir.alloc_buffer "a" : memref<8x64xf32, #tir.scope<"local.fragment">>
  %b = tir.alloc_buffer "b" : memref<8x64xf32, #tir.scope<"local.fragment">>
  %r = tir.alloc_buffer "r" : memref<8xf32, #tir.scope<"local.fragment">>
  tir.for parallel %i = %c0 to %c8 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %o = memref.load %r[%i] : memref<8xf32, #tir.scope<"local.fragment">>
      %av = memref.load %a[%i, %j] : memref<8x64xf32, #tir.scope<"local.fragment">>
      %n = arith.addf %o, %av : f32
      memref.store %n, %r[%i] : memref<8xf32, #tir.scope<"local.fragment">>
      %o2 = memref.load %r[%i] : memref<8xf32, #tir.scope<"local.fragment">>
      %bv = memref.load %b[%i, %j] : memref<8x64xf32, #tir.scope<"local.fragment">>
      %n2 = arith.addf %o2, %bv : f32
      memref.store %n2, %r[%i] : memref<8xf32, #tir.scope<"local.fragment">>
    }
  }
  return
}

// -----

// T.reinterpret in a T.Parallel nest: the tile's bits seen as the other
// type (ascend.view of the same shape), copied into the stored buffer.
// CHECK-LABEL: func.func @reinterpret
// CHECK-DAG: %[[A:.*]] = memref.alloc() : memref<1x64xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[B:.*]] = memref.alloc() : memref<1x64xi32, #ascend.address_space<ub>>
// CHECK: %[[V:.*]] = ascend.view %[[A]] : memref<1x64xf32, #ascend.address_space<ub>> to memref<1x64xi32, #ascend.address_space<ub>>
// CHECK: ascend.copy ins(%[[V]] : memref<1x64xi32, #ascend.address_space<ub>>) outs(%[[B]] : memref<1x64xi32, #ascend.address_space<ub>>)
func.func @reinterpret() {
  %a = tir.alloc_buffer "a" : memref<64xf32, #tir.scope<"shared">>
  %b = tir.alloc_buffer "b" : memref<64xi32, #tir.scope<"shared">>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 64 : index
  tir.for parallel %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<64xf32, #tir.scope<"shared">>
    %y = arith.bitcast %x : f32 to i32
    memref.store %y, %b[%i] : memref<64xi32, #tir.scope<"shared">>
  }
  return
}

// -----

// In a 3-deep nest the leading loop runs over slices: each slice, a region
// of the buffer, is copied into a tile of its own and viewed.
// CHECK-LABEL: func.func @reinterpret_slices
// CHECK: scf.for
// CHECK: %[[S:.*]] = memref.subview %{{.*}} : memref<8x64xf32, #ascend.address_space<ub>> to memref<4x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<ub>>
// CHECK: ascend.copy ins(%[[S]] : {{.*}}) outs(%[[T:.*]] : memref<4x64xf32, #ascend.address_space<ub>>)
// CHECK: ascend.view %[[T]] : memref<4x64xf32, #ascend.address_space<ub>> to memref<4x64xi32, #ascend.address_space<ub>>
func.func @reinterpret_slices() {
  %a = tir.alloc_buffer "a" : memref<2x4x64xf32, #tir.scope<"shared">>
  %b = tir.alloc_buffer "b" : memref<2x4x64xi32, #tir.scope<"shared">>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %n = arith.constant 64 : index
  tir.for parallel %s = %c0 to %c2 step %c1 {
    tir.for parallel %i = %c0 to %c4 step %c1 {
      tir.for parallel %j = %c0 to %n step %c1 {
        %x = memref.load %a[%s, %i, %j] : memref<2x4x64xf32, #tir.scope<"shared">>
        %y = arith.bitcast %x : f32 to i32
        memref.store %y, %b[%s, %i, %j] : memref<2x4x64xi32, #tir.scope<"shared">>
      }
    }
  }
  return
}
