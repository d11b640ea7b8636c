// tilelang-ascend's T.tile.* operations (TileOps.cpp): each kind becomes the ascend
// Vector op of the same name on the ub buffers; sigmoid is muls -1, exp, adds 1, rec.
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" -split-input-file -verify-diagnostics | FileCheck %s
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a5" -split-input-file -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @kinds
// CHECK-SAME: (%{{.*}}: memref<16x32xf32, #ascend.address_space<gm>>, %[[S:.*]]: f32)
// CHECK-DAG: %[[X:.*]] = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[Y:.*]] = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
// CHECK: ascend.vbinary <add> ins(%[[X]], %[[Y]] : {{.*}}) outs(%[[Y]] :
// CHECK: ascend.vbinary <sub> ins(%[[X]], %[[Y]] : {{.*}}) outs(%[[Y]] :
// CHECK: ascend.vbinary <mul> ins(%[[X]], %[[Y]] : {{.*}}) outs(%[[Y]] :
// CHECK: ascend.vbinary <div> ins(%[[X]], %[[Y]] : {{.*}}) outs(%[[Y]] :
// CHECK: ascend.vbinary_scalar <max> ins(%[[X]], %[[S]] : {{.*}}) outs(%[[Y]] :
// CHECK: ascend.vbinary_scalar <min> ins(%[[X]], %[[S]] : {{.*}}) outs(%[[Y]] :
// CHECK: ascend.vunary <exp> ins(%[[X]] : {{.*}}) outs(%[[Y]] :
// CHECK: ascend.vunary <ln> ins(%[[X]] : {{.*}}) outs(%[[Y]] :
// CHECK: ascend.vunary <abs> ins(%[[X]] : {{.*}}) outs(%[[Y]] :
// CHECK: ascend.vunary <rec> ins(%[[X]] : {{.*}}) outs(%[[Y]] :
// CHECK: ascend.vunary <sqrt> ins(%[[X]] : {{.*}}) outs(%[[Y]] :
// CHECK: ascend.vunary <rsqrt> ins(%[[X]] : {{.*}}) outs(%[[Y]] :
// CHECK: ascend.vunary <relu> ins(%[[X]] : {{.*}}) outs(%[[Y]] :
// CHECK: %[[M1:.*]] = arith.constant -1.000000e+00 : f32
// CHECK: ascend.vbinary_scalar <mul> ins(%[[X]], %[[M1]] : {{.*}}) outs(%[[Y]] :
// CHECK: ascend.vunary <exp> ins(%[[Y]] : {{.*}}) outs(%[[Y]] :
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: ascend.vbinary_scalar <add> ins(%[[Y]], %[[ONE]] : {{.*}}) outs(%[[Y]] :
// CHECK: ascend.vunary <rec> ins(%[[Y]] : {{.*}}) outs(%[[Y]] :
!t = memref<16x32xf32, #tir.scope<"shared">>
func.func @kinds(%g: memref<16x32xf32>, %s: f32) {
  %x = tir.alloc_buffer "x" : !t
  %y = tir.alloc_buffer "y" : !t
  tir.copy %g, %x : memref<16x32xf32>, !t
  tir.copy %g, %y : memref<16x32xf32>, !t
  tir.tile <add> ins(%x, %y : !t, !t) outs(%y : !t)
  tir.tile <sub> ins(%x, %y : !t, !t) outs(%y : !t)
  tir.tile <mul> ins(%x, %y : !t, !t) outs(%y : !t)
  tir.tile <div> ins(%x, %y : !t, !t) outs(%y : !t)
  tir.tile <max> ins(%x : !t) scalar(%s : f32) outs(%y : !t)
  tir.tile <min> ins(%x : !t) scalar(%s : f32) outs(%y : !t)
  tir.tile <exp> ins(%x : !t) outs(%y : !t)
  tir.tile <ln> ins(%x : !t) outs(%y : !t)
  tir.tile <abs> ins(%x : !t) outs(%y : !t)
  tir.tile <reciprocal> ins(%x : !t) outs(%y : !t)
  tir.tile <sqrt> ins(%x : !t) outs(%y : !t)
  tir.tile <rsqrt> ins(%x : !t) outs(%y : !t)
  tir.tile <relu> ins(%x : !t) outs(%y : !t)
  tir.tile <sigmoid> ins(%x : !t) outs(%y : !t)
  tir.copy %y, %g : !t, memref<16x32xf32>
  return
}

// -----

// silu(x) = x / (1 + exp(-x)): the denominator in dst, or in a ub
// temporary when dst is x.
// CHECK-LABEL: func.func @silu
// CHECK-DAG: %[[T:.*]] = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[X:.*]] = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[Y:.*]] = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
// CHECK: ascend.vbinary_scalar <mul> ins(%[[X]], %{{.*}} : {{.*}}) outs(%[[Y]] :
// CHECK-NEXT: ascend.vunary <exp> ins(%[[Y]] : {{.*}}) outs(%[[Y]] :
// CHECK: ascend.vbinary_scalar <add> ins(%[[Y]], %{{.*}} : {{.*}}) outs(%[[Y]] :
// CHECK-NEXT: ascend.vbinary <div> ins(%[[X]], %[[Y]] : {{.*}}) outs(%[[Y]] :
// CHECK: ascend.vbinary_scalar <mul> ins(%[[X]], %{{.*}} : {{.*}}) outs(%[[T]] :
// CHECK-NEXT: ascend.vunary <exp> ins(%[[T]] : {{.*}}) outs(%[[T]] :
// CHECK: ascend.vbinary_scalar <add> ins(%[[T]], %{{.*}} : {{.*}}) outs(%[[T]] :
// CHECK-NEXT: ascend.vbinary <div> ins(%[[X]], %[[T]] : {{.*}}) outs(%[[X]] :
!t = memref<16x32xf32, #tir.scope<"shared">>
func.func @silu(%g: memref<16x32xf32>) {
  %x = tir.alloc_buffer "x" : !t
  %y = tir.alloc_buffer "y" : !t
  tir.copy %g, %x : memref<16x32xf32>, !t
  tir.tile <silu> ins(%x : !t) outs(%y : !t)
  tir.tile <silu> ins(%x : !t) outs(%x : !t)
  tir.copy %y, %g : !t, memref<16x32xf32>
  tir.copy %x, %g : !t, memref<16x32xf32>
  return
}

// -----

// Two regions of one buffer may be the same memory: silu between them
// keeps its denominator in a temporary too.
// CHECK-LABEL: func.func @silu_regions
// CHECK-DAG: %[[T:.*]] = memref.alloc() : memref<4x64xf32, #ascend.address_space<ub>>
// CHECK: ascend.vbinary_scalar <mul> ins(%[[W:.*]], %{{.*}} : {{.*}}) outs(%[[T]] :
// CHECK: ascend.vbinary <div> ins(%[[W]], %[[T]] : {{.*}}) outs(%[[W2:.*]] :
!w = memref<4x64xf32, strided<[64, 1], offset: ?>, #tir.scope<"shared">>
func.func @silu_regions(%g: memref<16x64xf32>, %k: index) {
  %a = tir.alloc_buffer "a" : memref<16x64xf32, #tir.scope<"shared">>
  tir.copy %g, %a : memref<16x64xf32>, memref<16x64xf32, #tir.scope<"shared">>
  %w = memref.subview %a[%k, 0] [4, 64] [1, 1] : memref<16x64xf32, #tir.scope<"shared">> to !w
  %w2 = memref.subview %a[%k, 0] [4, 64] [1, 1] : memref<16x64xf32, #tir.scope<"shared">> to !w
  tir.tile <silu> ins(%w : !w) outs(%w2 : !w)
  tir.copy %a, %g : memref<16x64xf32, #tir.scope<"shared">>, memref<16x64xf32>
  return
}

// -----

// compare: vcmp into the i8 mask; select: vselect by it, a scalar second
// choice filled into a ub temporary.
// CHECK-LABEL: func.func @compare_select
// CHECK-SAME: %{{.*}}: memref<16x32xf32, #ascend.address_space<gm>>, %[[S:[^:]*]]: f32)
// CHECK-DAG: %[[FILL:.*]] = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[X:.*]] = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[Y:.*]] = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[M:.*]] = memref.alloc() : memref<16x32xi8, #ascend.address_space<ub>>
// CHECK: ascend.vcmp <gt> ins(%[[X]], %[[S]] : memref<16x32xf32, #ascend.address_space<ub>>, f32) outs(%[[M]] : memref<16x32xi8, #ascend.address_space<ub>>)
// CHECK-NEXT: ascend.vcmp <le> ins(%[[X]], %[[Y]] : {{.*}}) outs(%[[M]] :
// CHECK-NEXT: ascend.vselect ins(%[[M]], %[[X]], %[[Y]] : {{.*}}) outs(%[[Y]] :
// CHECK-NEXT: ascend.vdup ins(%[[S]] : f32) outs(%[[FILL]] :
// CHECK-NEXT: ascend.vselect ins(%[[M]], %[[X]], %[[FILL]] : {{.*}}) outs(%[[Y]] :
!t = memref<16x32xf32, #tir.scope<"shared">>
!m = memref<16x32xi8, #tir.scope<"shared">>
func.func @compare_select(%g: memref<16x32xf32>, %s: f32) {
  %x = tir.alloc_buffer "x" : !t
  %y = tir.alloc_buffer "y" : !t
  %m = tir.alloc_buffer "m" : !m
  tir.copy %g, %x : memref<16x32xf32>, !t
  tir.copy %g, %y : memref<16x32xf32>, !t
  tir.tile <compare> ins(%x : !t) scalar(%s : f32) outs(%m : !m) {cmp_mode = #tir.cmp_mode<gt>}
  tir.tile <compare> ins(%x, %y : !t, !t) outs(%m : !m) {cmp_mode = #tir.cmp_mode<le>}
  tir.tile <select> ins(%m, %x, %y : !m, !t, !t) outs(%y : !t) {sel_mode = #tir.sel_mode<tensor_tensor>}
  tir.tile <select> ins(%m, %x : !m, !t) scalar(%s : f32) outs(%y : !t) {sel_mode = #tir.sel_mode<tensor_scalar>}
  tir.copy %y, %g : !t, memref<16x32xf32>
  return
}

// -----

// Bitwise kinds on integer tiles.
// CHECK-LABEL: func.func @bitwise
// CHECK: ascend.vbinary <and>
// CHECK: ascend.vbinary <or>
// CHECK: ascend.vbinary <xor>
// CHECK: ascend.vunary <not>
!i = memref<16x32xi16, #tir.scope<"shared">>
func.func @bitwise(%g: memref<16x32xi16>) {
  %x = tir.alloc_buffer "x" : !i
  tir.copy %g, %x : memref<16x32xi16>, !i
  tir.tile <bitwise_and> ins(%x, %x : !i, !i) outs(%x : !i)
  tir.tile <bitwise_or> ins(%x, %x : !i, !i) outs(%x : !i)
  tir.tile <bitwise_xor> ins(%x, %x : !i, !i) outs(%x : !i)
  tir.tile <bitwise_not> ins(%x : !i) outs(%x : !i)
  tir.copy %x, %g : !i, memref<16x32xi16>
  return
}

// -----

// A rank-1 buffer is a 1 x K tile.
// CHECK-LABEL: func.func @rank1
// CHECK: ascend.vunary <abs> ins(%{{.*}} : memref<1x64xf32, #ascend.address_space<ub>>) outs(%{{.*}} : memref<1x64xf32, #ascend.address_space<ub>>)
func.func @rank1(%g: memref<64xf32>) {
  %x = tir.alloc_buffer "x" : memref<64xf32, #tir.scope<"shared">>
  tir.copy %g, %x : memref<64xf32>, memref<64xf32, #tir.scope<"shared">>
  tir.tile <abs> ins(%x : memref<64xf32, #tir.scope<"shared">>) outs(%x : memref<64xf32, #tir.scope<"shared">>)
  tir.copy %x, %g : memref<64xf32, #tir.scope<"shared">>, memref<64xf32>
  return
}

// -----

func.func @not_ub(%g: memref<16x32xf16>) {
  %x = tir.alloc_buffer "x" : memref<16x32xf16, #tir.scope<"shared.l1">>
  tir.copy %g, %x : memref<16x32xf16>, memref<16x32xf16, #tir.scope<"shared.l1">>
  // expected-error@+1 {{'tir.tile' op T.tile.exp works on ub buffers (the Vector core's); 'x' is in l1}}
  tir.tile <exp> ins(%x : memref<16x32xf16, #tir.scope<"shared.l1">>) outs(%x : memref<16x32xf16, #tir.scope<"shared.l1">>)
  return
}

// -----

// The rank-1 operands of one T.tile operation share their orientation: n takes
// the M x 1 shape of the per-row vector m.
// CHECK-LABEL: func.func @orientation
// CHECK: ascend.vbinary <add> ins(%{{.*}}, %{{.*}} : memref<16x1xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%{{.*}} : memref<16x1xf32, #ascend.address_space<ub>>)
func.func @orientation(%g: memref<16x32xf32>, %o: memref<16xf32>) {
  %x = tir.alloc_buffer "x" : memref<16x32xf32, #tir.scope<"shared">>
  %m = tir.alloc_buffer "m" : memref<16xf32, #tir.scope<"shared">>
  %n = tir.alloc_buffer "n" : memref<16xf32, #tir.scope<"shared">>
  tir.copy %g, %x : memref<16x32xf32>, memref<16x32xf32, #tir.scope<"shared">>
  tir.reduce <max> %x, %m : memref<16x32xf32, #tir.scope<"shared">>, memref<16xf32, #tir.scope<"shared">>
  tir.tile <add> ins(%m, %m : memref<16xf32, #tir.scope<"shared">>, memref<16xf32, #tir.scope<"shared">>) outs(%n : memref<16xf32, #tir.scope<"shared">>)
  tir.copy %n, %o : memref<16xf32, #tir.scope<"shared">>, memref<16xf32>
  return
}

// -----

func.func @local_var(%s: f32) {
  %c0 = arith.constant 0 : index
  %x = tir.alloc_buffer "x" : memref<1xf32, #tir.scope<"local.var">>
  memref.store %s, %x[%c0] : memref<1xf32, #tir.scope<"local.var">>
  // expected-error@+1 {{'tir.tile' op T.tile.exp of the local.var 'x': compute the scalar with arith instead}}
  tir.tile <exp> ins(%x : memref<1xf32, #tir.scope<"local.var">>) outs(%x : memref<1xf32, #tir.scope<"local.var">>)
  return
}

// -----

// Element types are checked in the user's terms (sigmoid is four ascend ops).
func.func @sigmoid_bf16(%g: memref<16x32xbf16>) {
  %x = tir.alloc_buffer "x" : memref<16x32xbf16, #tir.scope<"shared">>
  tir.copy %g, %x : memref<16x32xbf16>, memref<16x32xbf16, #tir.scope<"shared">>
  // expected-error-re@+1 {{'tir.tile' op T.tile.sigmoid takes f16 or f32 tiles on a{{[35]}}, got 'bf16'}}
  tir.tile <sigmoid> ins(%x : memref<16x32xbf16, #tir.scope<"shared">>) outs(%x : memref<16x32xbf16, #tir.scope<"shared">>)
  return
}

// -----

// A rank-3 buffer is the rows of its last dimension: an 8 x 32 tile.
// CHECK-LABEL: func.func @rank3
// CHECK: %[[X:.*]] = memref.alloc() : memref<8x32xf32, #ascend.address_space<ub>>
// CHECK: ascend.load ins(%{{.*}} : memref<2x4x32xf32, #ascend.address_space<gm>>) outs(%[[X]] : memref<8x32xf32, #ascend.address_space<ub>>)
// CHECK: ascend.vunary <exp> ins(%[[X]] : {{.*}}) outs(%[[X]] :
func.func @rank3(%g: memref<2x4x32xf32>) {
  %x = tir.alloc_buffer "x" : memref<2x4x32xf32, #tir.scope<"shared">>
  tir.copy %g, %x : memref<2x4x32xf32>, memref<2x4x32xf32, #tir.scope<"shared">>
  tir.tile <exp> ins(%x : memref<2x4x32xf32, #tir.scope<"shared">>) outs(%x : memref<2x4x32xf32, #tir.scope<"shared">>)
  return
}

// -----

// The accumulating kinds: the product into a ub temporary, added into dst.
// CHECK-LABEL: func.func @accumulating
// CHECK-SAME: (%{{.*}}: memref<16x32xf32, #ascend.address_space<gm>>, %[[S:.*]]: f32)
// CHECK: %[[T2:.*]] = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
// CHECK: %[[T1:.*]] = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
// CHECK: %[[X:.*]] = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
// CHECK: %[[Y:.*]] = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
// CHECK: ascend.vbinary_scalar <mul> ins(%[[X]], %[[S]] : {{.*}}) outs(%[[T1]] :
// CHECK: ascend.vbinary <add> ins(%[[Y]], %[[T1]] : {{.*}}) outs(%[[Y]] :
// CHECK: ascend.vbinary <mul> ins(%[[X]], %[[Y]] : {{.*}}) outs(%[[T2]] :
// CHECK: ascend.vbinary <add> ins(%[[X]], %[[T2]] : {{.*}}) outs(%[[X]] :
!t = memref<16x32xf32, #tir.scope<"shared">>
func.func @accumulating(%g: memref<16x32xf32>, %s: f32) {
  %x = tir.alloc_buffer "x" : !t
  %y = tir.alloc_buffer "y" : !t
  tir.copy %g, %x : memref<16x32xf32>, !t
  tir.copy %g, %y : memref<16x32xf32>, !t
  tir.tile <axpy> ins(%x : !t) scalar(%s : f32) outs(%y : !t)
  tir.tile <mul_add_dst> ins(%x, %y : !t, !t) outs(%x : !t)
  tir.copy %x, %g : !t, memref<16x32xf32>
  return
}

// -----

// T.tile.broadcast: a 32-element source is each row of the 8x32 tile (a
// 1x32 vector, dim 0), an 8-element one each column (8x1, dim 1), and an
// 8-element source of an 8x8 tile, ambiguous, a row unless axis = 1.
// CHECK-LABEL: func.func @broadcast
// CHECK-DAG: %[[R:.*]] = memref.alloc() : memref<1x32xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[C:.*]] = memref.alloc() : memref<8x1xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[S:.*]] = memref.alloc() : memref<8x1xf32, #ascend.address_space<ub>>
// CHECK: ascend.vbroadcast ins(%[[R]] : memref<1x32xf32, #ascend.address_space<ub>>) outs(%{{.*}} : memref<8x32xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
// CHECK: ascend.vbroadcast ins(%[[C]] : memref<8x1xf32, #ascend.address_space<ub>>) outs(%{{.*}} : memref<8x32xf32, #ascend.address_space<ub>>){{$}}
// CHECK: ascend.vbroadcast ins(%[[S]] : memref<8x1xf32, #ascend.address_space<ub>>) outs(%{{.*}} : memref<8x8xf32, #ascend.address_space<ub>>){{$}}
func.func @broadcast(%g: memref<8x32xf32>, %h: memref<8x8xf32>, %r: memref<32xf32>, %c: memref<8xf32>) {
  %x = tir.alloc_buffer "x" : memref<8x32xf32, #tir.scope<"shared">>
  %y = tir.alloc_buffer "y" : memref<8x8xf32, #tir.scope<"shared">>
  %rv = tir.alloc_buffer "rv" : memref<32xf32, #tir.scope<"shared">>
  %cv = tir.alloc_buffer "cv" : memref<8xf32, #tir.scope<"shared">>
  %sv = tir.alloc_buffer "sv" : memref<8xf32, #tir.scope<"shared">>
  tir.copy %r, %rv : memref<32xf32>, memref<32xf32, #tir.scope<"shared">>
  tir.copy %c, %cv : memref<8xf32>, memref<8xf32, #tir.scope<"shared">>
  tir.copy %c, %sv : memref<8xf32>, memref<8xf32, #tir.scope<"shared">>
  tir.tile <broadcast> ins(%rv : memref<32xf32, #tir.scope<"shared">>) outs(%x : memref<8x32xf32, #tir.scope<"shared">>)
  tir.copy %x, %g : memref<8x32xf32, #tir.scope<"shared">>, memref<8x32xf32>
  tir.tile <broadcast> ins(%cv : memref<8xf32, #tir.scope<"shared">>) outs(%x : memref<8x32xf32, #tir.scope<"shared">>)
  tir.copy %x, %g : memref<8x32xf32, #tir.scope<"shared">>, memref<8x32xf32>
  tir.tile <broadcast> ins(%sv : memref<8xf32, #tir.scope<"shared">>) outs(%y : memref<8x8xf32, #tir.scope<"shared">>) {axis = 1 : i64}
  tir.copy %y, %h : memref<8x8xf32, #tir.scope<"shared">>, memref<8x8xf32>
  return
}

// -----

// T.tile.cast is vcast with its mode (CAST_NONE as rint), T.tile.round the
// f32 -> f32 vcast rounding half away from zero; clamp_min / clamp_max are
// the scalar max / min, clamp both.
// CHECK-LABEL: func.func @cast_round_clamp
// CHECK-SAME: (%{{.*}}: memref<16x32xbf16, #ascend.address_space<gm>>, %{{.*}}: memref<16x32xi8, #ascend.address_space<gm>>, %[[LO:.*]]: f32, %[[HI:.*]]: f32)
// CHECK-DAG: %[[B:.*]] = memref.alloc() : memref<16x32xbf16, #ascend.address_space<ub>>
// CHECK-DAG: %[[X:.*]] = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[H:.*]] = memref.alloc() : memref<16x32xf16, #ascend.address_space<ub>>
// CHECK-DAG: %[[I:.*]] = memref.alloc() : memref<16x32xi8, #ascend.address_space<ub>>
// CHECK: ascend.vcast ins(%[[B]] : {{.*}}) outs(%[[X]] : {{.*}}){{$}}
// CHECK-NEXT: ascend.vbinary_scalar <max> ins(%[[X]], %[[LO]] : {{.*}}) outs(%[[X]] :
// CHECK-NEXT: ascend.vbinary_scalar <min> ins(%[[X]], %[[HI]] : {{.*}}) outs(%[[X]] :
// CHECK-NEXT: ascend.vbinary_scalar <min> ins(%[[X]], %[[HI]] : {{.*}}) outs(%[[X]] :
// CHECK-NEXT: ascend.vbinary_scalar <max> ins(%[[X]], %[[LO]] : {{.*}}) outs(%[[X]] :
// CHECK-NEXT: ascend.vcast ins(%[[X]] : {{.*}}) outs(%[[X]] : {{.*}}) {round_mode = #ascend.round_mode<round>}
// CHECK-NEXT: ascend.vcast ins(%[[X]] : {{.*}}) outs(%[[H]] : {{.*}}) {round_mode = #ascend.round_mode<floor>}
// CHECK-NEXT: ascend.vcast ins(%[[H]] : {{.*}}) outs(%[[I]] : {{.*}}) {round_mode = #ascend.round_mode<trunc>}
func.func @cast_round_clamp(%g: memref<16x32xbf16>, %o: memref<16x32xi8>, %lo: f32, %hi: f32) {
  %b = tir.alloc_buffer "b" : memref<16x32xbf16, #tir.scope<"shared">>
  %x = tir.alloc_buffer "x" : memref<16x32xf32, #tir.scope<"shared">>
  %h = tir.alloc_buffer "h" : memref<16x32xf16, #tir.scope<"shared">>
  %i = tir.alloc_buffer "i" : memref<16x32xi8, #tir.scope<"shared">>
  tir.copy %g, %b : memref<16x32xbf16>, memref<16x32xbf16, #tir.scope<"shared">>
  tir.tile <cast> ins(%b : memref<16x32xbf16, #tir.scope<"shared">>) outs(%x : memref<16x32xf32, #tir.scope<"shared">>) {mode = #tir.cast_mode<none>}
  tir.tile <clamp> ins(%x : memref<16x32xf32, #tir.scope<"shared">>) scalar(%lo, %hi : f32, f32) outs(%x : memref<16x32xf32, #tir.scope<"shared">>)
  tir.tile <clamp_max> ins(%x : memref<16x32xf32, #tir.scope<"shared">>) scalar(%hi : f32) outs(%x : memref<16x32xf32, #tir.scope<"shared">>)
  tir.tile <clamp_min> ins(%x : memref<16x32xf32, #tir.scope<"shared">>) scalar(%lo : f32) outs(%x : memref<16x32xf32, #tir.scope<"shared">>)
  tir.tile <round> ins(%x : memref<16x32xf32, #tir.scope<"shared">>) outs(%x : memref<16x32xf32, #tir.scope<"shared">>)
  tir.tile <cast> ins(%x : memref<16x32xf32, #tir.scope<"shared">>) outs(%h : memref<16x32xf16, #tir.scope<"shared">>) {mode = #tir.cast_mode<floor>}
  tir.tile <cast> ins(%h : memref<16x32xf16, #tir.scope<"shared">>) outs(%i : memref<16x32xi8, #tir.scope<"shared">>) {mode = #tir.cast_mode<trunc>}
  tir.copy %i, %o : memref<16x32xi8, #tir.scope<"shared">>, memref<16x32xi8>
  return
}

// -----

// Casts the chip cannot do are reported at the T.tile.cast.
!f = memref<16x32xf32, #tir.scope<"shared">>
func.func @cast_odd(%g: memref<16x32xf32>) {
  %x = tir.alloc_buffer "x" : !f
  %h = tir.alloc_buffer "h" : memref<16x32xf16, #tir.scope<"shared">>
  tir.copy %g, %x : memref<16x32xf32>, !f
  // expected-error@+1 {{'tir.tile' op T.tile.cast with CAST_ODD: PTO's tcvt has no round-to-odd mode}}
  tir.tile <cast> ins(%x : !f) outs(%h : memref<16x32xf16, #tir.scope<"shared">>) {mode = #tir.cast_mode<odd>}
  return
}

// -----

!f = memref<16x32xf32, #tir.scope<"shared">>
func.func @cast_same_type(%g: memref<16x32xf32>) {
  %x = tir.alloc_buffer "x" : !f
  tir.copy %g, %x : memref<16x32xf32>, !f
  // expected-error@+1 {{'tir.tile' op T.tile.cast to the same element type ('f32') would round to integers on the chip: use T.tile.round, or T.tile.cast between two types}}
  tir.tile <cast> ins(%x : !f) outs(%x : !f)
  return
}

// -----

!f = memref<16x32xf32, #tir.scope<"shared">>
func.func @cast_f32_i8(%g: memref<16x32xf32>) {
  %x = tir.alloc_buffer "x" : !f
  %i = tir.alloc_buffer "i" : memref<16x32xi8, #tir.scope<"shared">>
  tir.copy %g, %x : memref<16x32xf32>, !f
  // expected-error-re@+1 {{'tir.tile' op T.tile.cast converts 'f32' to 'i8', which a{{[35]}} does not ('f32' converts to i16, i32, f16, bf16 or f32)}}
  tir.tile <cast> ins(%x : !f) outs(%i : memref<16x32xi8, #tir.scope<"shared">>)
  return
}

// -----

// The generators count along one row (vci): a rank-1 buffer is one row; a
// tile of several rows is counted row by row, row r from first + r * N; a
// difference other than the constant 1 counts from 0, then multiplies by
// it and adds the first value. The shifts are the scalar shl / shr.
// CHECK-LABEL: func.func @generators_and_shifts
// CHECK: %[[I:.*]] = memref.alloc() : memref<1x128xi32, #ascend.address_space<ub>>
// CHECK: %[[M:.*]] = memref.alloc() : memref<4x32xi32, #ascend.address_space<ub>>
// CHECK: ascend.vci ins(%[[F:.*]] : i32) outs(%[[I]] : memref<1x128xi32, #ascend.address_space<ub>>)
// CHECK: ascend.vci ins(%[[F]] : i32) outs(%[[I]] :
// CHECK: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK: scf.for %[[R:.*]] = %{{.*}} to %{{.*}} step
// CHECK:   %[[RN:.*]] = arith.muli %[[R]], %{{.*}} : index
// CHECK:   %[[OFF:.*]] = arith.index_cast %[[RN]] : index to i32
// CHECK:   %[[START:.*]] = arith.addi %[[ZERO]], %[[OFF]] : i32
// CHECK:   %[[ROW:.*]] = memref.subview %[[M]][%[[R]], 0] [1, 32] [1, 1]
// CHECK:   ascend.vci ins(%[[START]] : i32) outs(%[[ROW]] :
// CHECK: ascend.vbinary_scalar <mul> ins(%[[M]], %[[D:.*]] : {{.*}}) outs(%[[M]] :
// CHECK: ascend.vbinary_scalar <add> ins(%[[M]], %[[F]] : {{.*}}) outs(%[[M]] :
// CHECK: ascend.vbinary_scalar <shl> ins(%[[I]], %[[D]] : {{.*}}) outs(%[[I]] :
// CHECK: ascend.vbinary_scalar <shr> ins(%[[M]], %[[D]] : {{.*}}) outs(%[[M]] :
func.func @generators_and_shifts(%first: i32, %diff: i32) {
  %c1 = arith.constant 1 : i32
  %i = tir.alloc_buffer "idx" : memref<128xi32, #tir.scope<"shared.ub">>
  %m = tir.alloc_buffer "m" : memref<4x32xi32, #tir.scope<"shared.ub">>
  tir.tile <createvecindex> scalar(%first : i32) outs(%i : memref<128xi32, #tir.scope<"shared.ub">>)
  tir.tile <arith_progression> scalar(%first, %c1 : i32, i32) outs(%i : memref<128xi32, #tir.scope<"shared.ub">>)
  tir.tile <arith_progression> scalar(%first, %diff : i32, i32) outs(%m : memref<4x32xi32, #tir.scope<"shared.ub">>)
  tir.tile <bitwise_lshift> ins(%i : memref<128xi32, #tir.scope<"shared.ub">>) scalar(%diff : i32) outs(%i : memref<128xi32, #tir.scope<"shared.ub">>)
  tir.tile <bitwise_rshift> ins(%m : memref<4x32xi32, #tir.scope<"shared.ub">>) scalar(%diff : i32) outs(%m : memref<4x32xi32, #tir.scope<"shared.ub">>)
  return
}

// -----

func.func @createvecindex_i8(%first: i8) {
  %i = tir.alloc_buffer "idx" : memref<128xi8, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.tile' op T.tile.createvecindex takes i16 or i32 tiles on}}
  tir.tile <createvecindex> scalar(%first : i8) outs(%i : memref<128xi8, #tir.scope<"shared.ub">>)
  return
}

// -----

// leaky_relu: the negative part s * min(x, 0) in a ub temporary, added to
// max(x, 0) in dst (which may be x); row_expand_mul / _sub / _div: the
// per-row broadcast operation by the vector, stored as a column.
// CHECK-LABEL: func.func @leaky_relu_row_expand_mul
// CHECK: %[[NEG:.*]] = memref.alloc() : memref<4x8xf32, #ascend.address_space<ub>>
// CHECK: %[[X:.*]] = memref.alloc() : memref<4x8xf32, #ascend.address_space<ub>>
// CHECK: %[[W:.*]] = memref.alloc() : memref<4x1xf32, #ascend.address_space<ub>>
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: ascend.vbinary_scalar <min> ins(%[[X]], %[[ZERO]] : {{.*}}) outs(%[[NEG]] :
// CHECK-NEXT: ascend.vbinary_scalar <mul> ins(%[[NEG]], %[[S:.*]] : {{.*}}) outs(%[[NEG]] :
// CHECK-NEXT: ascend.vbinary_scalar <max> ins(%[[X]], %[[ZERO]] : {{.*}}) outs(%[[X]] :
// CHECK-NEXT: ascend.vbinary <add> ins(%[[X]], %[[NEG]] : {{.*}}) outs(%[[X]] :
// CHECK: ascend.vbroadcast_binary <mul> ins(%[[X]], %[[W]] : memref<4x8xf32, #ascend.address_space<ub>>, memref<4x1xf32, #ascend.address_space<ub>>) outs(%[[X]] : memref<4x8xf32, #ascend.address_space<ub>>){{$}}
// CHECK-NEXT: ascend.vbroadcast_binary <sub> ins(%[[X]], %[[W]] : {{.*}}) outs(%[[X]] : {{.*}}){{$}}
// CHECK-NEXT: ascend.vbroadcast_binary <div> ins(%[[X]], %[[W]] : {{.*}}) outs(%[[X]] : {{.*}}){{$}}
func.func @leaky_relu_row_expand_mul(%s: f32) {
  %x = tir.alloc_buffer "x" : memref<4x8xf32, #tir.scope<"shared.ub">>
  %w = tir.alloc_buffer "w" : memref<4xf32, #tir.scope<"shared.ub">>
  tir.tile <leaky_relu> ins(%x : memref<4x8xf32, #tir.scope<"shared.ub">>) scalar(%s : f32) outs(%x : memref<4x8xf32, #tir.scope<"shared.ub">>)
  tir.tile <row_expand_mul> ins(%x, %w : memref<4x8xf32, #tir.scope<"shared.ub">>, memref<4xf32, #tir.scope<"shared.ub">>) outs(%x : memref<4x8xf32, #tir.scope<"shared.ub">>)
  tir.tile <row_expand_sub> ins(%x, %w : memref<4x8xf32, #tir.scope<"shared.ub">>, memref<4xf32, #tir.scope<"shared.ub">>) outs(%x : memref<4x8xf32, #tir.scope<"shared.ub">>)
  tir.tile <row_expand_div> ins(%x, %w : memref<4x8xf32, #tir.scope<"shared.ub">>, memref<4xf32, #tir.scope<"shared.ub">>) outs(%x : memref<4x8xf32, #tir.scope<"shared.ub">>)
  return
}

// -----

// A generator into a region of whole rows: the per-row windows are taken of
// the buffer's tile, from the region's first row.
// CHECK-LABEL: func.func @generator_region
// CHECK: %[[B:.*]] = memref.alloc() : memref<8x32xi32, #ascend.address_space<ub>>
// CHECK: scf.for %[[R:.*]] = %{{.*}} to %{{.*}} step
// CHECK:   %[[ROW:.*]] = arith.addi %[[R]], %{{.*}} : index
// CHECK:   memref.subview %[[B]][%[[ROW]], 0] [1, 32] [1, 1] : memref<8x32xi32, #ascend.address_space<ub>> to
// CHECK:   ascend.vci
func.func @generator_region(%first: i32) {
  %b = tir.alloc_buffer "b" : memref<8x32xi32, #tir.scope<"shared.ub">>
  %s = memref.subview %b[2, 0] [3, 32] [1, 1] : memref<8x32xi32, #tir.scope<"shared.ub">> to memref<3x32xi32, strided<[32, 1], offset: 64>, #tir.scope<"shared.ub">>
  tir.tile <createvecindex> scalar(%first : i32) outs(%s : memref<3x32xi32, strided<[32, 1], offset: 64>, #tir.scope<"shared.ub">>)
  return
}

// -----

func.func @generator_column(%first: i32) {
  %b = tir.alloc_buffer "b" : memref<16x1xi32, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.tile' op T.tile.createvecindex of 'b', stored as a 16x1 column: the chip counts along a row (generate into a row or a matrix, then copy)}}
  tir.tile <createvecindex> scalar(%first : i32) outs(%b : memref<16x1xi32, #tir.scope<"shared.ub">>)
  return
}

// -----

// One row of a buffer (`b[5, :]`, a rank-reducing region) is a 1 x 32
// window of its tile.
// CHECK-LABEL: func.func @generator_row_region
// CHECK: %[[B:.*]] = memref.alloc() : memref<8x32xi32, #ascend.address_space<ub>>
// CHECK: %[[ROW:.*]] = memref.subview %[[B]][5, 0] [1, 32] [1, 1] : memref<8x32xi32, #ascend.address_space<ub>> to memref<1x32xi32, strided<[32, 1], offset: 160>, #ascend.address_space<ub>>
// CHECK: ascend.vci ins(%{{.*}} : i32) outs(%[[ROW]] :
func.func @generator_row_region(%first: i32) {
  %b = tir.alloc_buffer "b" : memref<8x32xi32, #tir.scope<"shared.ub">>
  %s = memref.subview %b[5, 0] [1, 32] [1, 1] : memref<8x32xi32, #tir.scope<"shared.ub">> to memref<32xi32, strided<[1], offset: 160>, #tir.scope<"shared.ub">>
  tir.tile <createvecindex> scalar(%first : i32) outs(%s : memref<32xi32, strided<[1], offset: 160>, #tir.scope<"shared.ub">>)
  return
}

// -----

// A region of a region.
func.func @generator_nested_region(%first: i32) {
  %b = tir.alloc_buffer "b" : memref<8x32xi32, #tir.scope<"shared.ub">>
  %s = memref.subview %b[2, 0] [4, 32] [1, 1] : memref<8x32xi32, #tir.scope<"shared.ub">> to memref<4x32xi32, strided<[32, 1], offset: 64>, #tir.scope<"shared.ub">>
  %t = memref.subview %s[1, 0] [2, 32] [1, 1] : memref<4x32xi32, strided<[32, 1], offset: 64>, #tir.scope<"shared.ub">> to memref<2x32xi32, strided<[32, 1], offset: 96>, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.tile' op T.tile.createvecindex of a region of 'b' that is not whole rows of its tile is not lowered (generate into a buffer of its own, then copy)}}
  tir.tile <createvecindex> scalar(%first : i32) outs(%t : memref<2x32xi32, strided<[32, 1], offset: 96>, #tir.scope<"shared.ub">>)
  return
}

// -----

// T.tile.gather: byte offsets (plus the base, when not 0) shifted right by
// log2 of the element size into an i32 temporary, then vgather.
// CHECK-LABEL: func.func @gathers
// CHECK-DAG: %[[I16:.*]] = memref.alloc() : memref<8x64xi32, #ascend.address_space<ub>>
// CHECK-DAG: %[[I32:.*]] = memref.alloc() : memref<8x64xi32, #ascend.address_space<ub>>
// CHECK-DAG: %[[X:.*]] = memref.alloc() : memref<8x64xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[H:.*]] = memref.alloc() : memref<8x64xf16, #ascend.address_space<ub>>
// CHECK-DAG: %[[M:.*]] = memref.alloc() : memref<8x64xi32, #ascend.address_space<ub>>
// CHECK-DAG: %[[Y:.*]] = memref.alloc() : memref<8x64xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[G:.*]] = memref.alloc() : memref<8x64xf16, #ascend.address_space<ub>>
// CHECK: %[[TWO:.*]] = arith.constant 2 : i32
// CHECK: ascend.vbinary_scalar <shr> ins(%[[M]], %[[TWO]] : memref<8x64xi32, #ascend.address_space<ub>>, i32) outs(%[[I32]] :
// CHECK: ascend.vgather ins(%[[X]], %[[I32]] : memref<8x64xf32, #ascend.address_space<ub>>, memref<8x64xi32, #ascend.address_space<ub>>) outs(%[[Y]] : memref<8x64xf32, #ascend.address_space<ub>>)
// CHECK: ascend.vbinary_scalar <add> ins(%[[M]], %[[BASE:.*]] : memref<8x64xi32, #ascend.address_space<ub>>, i32) outs(%[[I16]] :
// CHECK: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK: ascend.vbinary_scalar <shr> ins(%[[I16]], %[[ONE]] : {{.*}}) outs(%[[I16]] :
// CHECK: ascend.vgather ins(%[[H]], %[[I16]] : {{.*}}) outs(%[[G]] :
func.func @gathers(%base: i32) {
  %zero = arith.constant 0 : i32
  %x = tir.alloc_buffer "x" : memref<8x64xf32, #tir.scope<"shared.ub">>
  %h = tir.alloc_buffer "h" : memref<8x64xf16, #tir.scope<"shared.ub">>
  %m = tir.alloc_buffer "m" : memref<8x64xi32, #tir.scope<"shared.ub">>
  %y = tir.alloc_buffer "y" : memref<8x64xf32, #tir.scope<"shared.ub">>
  %g = tir.alloc_buffer "g" : memref<8x64xf16, #tir.scope<"shared.ub">>
  tir.tile <gather> ins(%x, %m : memref<8x64xf32, #tir.scope<"shared.ub">>, memref<8x64xi32, #tir.scope<"shared.ub">>) scalar(%zero : i32) outs(%y : memref<8x64xf32, #tir.scope<"shared.ub">>)
  tir.tile <gather> ins(%h, %m : memref<8x64xf16, #tir.scope<"shared.ub">>, memref<8x64xi32, #tir.scope<"shared.ub">>) scalar(%base : i32) outs(%g : memref<8x64xf16, #tir.scope<"shared.ub">>)
  return
}

// -----

func.func @gather_from_region(%b: i32) {
  %x = tir.alloc_buffer "x" : memref<16x64xf32, #tir.scope<"shared.ub">>
  %m = tir.alloc_buffer "m" : memref<8x64xi32, #tir.scope<"shared.ub">>
  %y = tir.alloc_buffer "y" : memref<8x64xf32, #tir.scope<"shared.ub">>
  %r = memref.subview %x[8, 0] [8, 64] [1, 1] : memref<16x64xf32, #tir.scope<"shared.ub">> to memref<8x64xf32, strided<[64, 1], offset: 512>, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.tile' op T.tile.gather from a region of 'x': the offsets count from the start of the table's tile, so gather from the whole buffer}}
  tir.tile <gather> ins(%r, %m : memref<8x64xf32, strided<[64, 1], offset: 512>, #tir.scope<"shared.ub">>, memref<8x64xi32, #tir.scope<"shared.ub">>) scalar(%b : i32) outs(%y : memref<8x64xf32, #tir.scope<"shared.ub">>)
  return
}

// -----

// An 8x4 dst is padded to 8x32: the chip's gather does not take it.
func.func @gather_padded_dst(%b: i32) {
  %x = tir.alloc_buffer "x" : memref<8x64xf32, #tir.scope<"shared.ub">>
  %m = tir.alloc_buffer "m" : memref<8x4xi32, #tir.scope<"shared.ub">>
  %y = tir.alloc_buffer "y" : memref<8x4xf32, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.tile' op T.tile.gather of 'm', stored as a 8x4 tile padded to 8x32 (a ub tile's rows, or an M x 1 column, are padded to a multiple of 32 elements): the chip's gather takes unpadded tiles (it indexes the table as one flat buffer, and dst and the offsets must fill their rows)}}
  tir.tile <gather> ins(%x, %m : memref<8x64xf32, #tir.scope<"shared.ub">>, memref<8x4xi32, #tir.scope<"shared.ub">>) scalar(%b : i32) outs(%y : memref<8x4xf32, #tir.scope<"shared.ub">>)
  return
}

// -----

// T.tile.merge_sort: rank-1 lists are one-row tiles, merged by vmrgsort.
// CHECK-LABEL: func.func @merge_sort
// CHECK-DAG: %[[A:.*]] = memref.alloc() : memref<1x128xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[B:.*]] = memref.alloc() : memref<1x128xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[D:.*]] = memref.alloc() : memref<1x256xf32, #ascend.address_space<ub>>
// CHECK: ascend.vmrgsort ins(%[[A]], %[[B]] : memref<1x128xf32, #ascend.address_space<ub>>, memref<1x128xf32, #ascend.address_space<ub>>) outs(%[[D]] : memref<1x256xf32, #ascend.address_space<ub>>)
func.func @merge_sort() {
  %a = tir.alloc_buffer "a" : memref<128xf32, #tir.scope<"shared.dyn">>
  %b = tir.alloc_buffer "b" : memref<128xf32, #tir.scope<"shared.dyn">>
  %d = tir.alloc_buffer "d" : memref<256xf32, #tir.scope<"shared.dyn">>
  tir.tile <merge_sort> ins(%a, %b : memref<128xf32, #tir.scope<"shared.dyn">>, memref<128xf32, #tir.scope<"shared.dyn">>) outs(%d : memref<256xf32, #tir.scope<"shared.dyn">>)
  return
}

// -----

func.func @merge_sort_i32() {
  %a = tir.alloc_buffer "a" : memref<128xi32, #tir.scope<"shared.dyn">>
  %d = tir.alloc_buffer "d" : memref<256xi32, #tir.scope<"shared.dyn">>
  // expected-error@+1 {{'tir.tile' op T.tile.merge_sort takes f16 or f32 lists on}}
  tir.tile <merge_sort> ins(%a, %a : memref<128xi32, #tir.scope<"shared.dyn">>, memref<128xi32, #tir.scope<"shared.dyn">>) outs(%d : memref<256xi32, #tir.scope<"shared.dyn">>)
  return
}

// -----

func.func @merge_sort_region() {
  %a = tir.alloc_buffer "a" : memref<256xf32, #tir.scope<"shared.dyn">>
  %d = tir.alloc_buffer "d" : memref<256xf32, #tir.scope<"shared.dyn">>
  %r = memref.subview %a[128] [128] [1] : memref<256xf32, #tir.scope<"shared.dyn">> to memref<128xf32, strided<[1], offset: 128>, #tir.scope<"shared.dyn">>
  // expected-error@+1 {{'tir.tile' op T.tile.merge_sort of 'a' ('memref<128xf32, strided<[1], offset: 128>, #tir.scope<"shared.dyn", #ascend.placement<space = ub, shape = [1, 256]>>>'): the chip merges lists held in one row of a ub tile, so each list and dst must be a whole buffer of one row (rank 1, or 1 x K)}}
  tir.tile <merge_sort> ins(%r, %r : memref<128xf32, strided<[1], offset: 128>, #tir.scope<"shared.dyn">>, memref<128xf32, strided<[1], offset: 128>, #tir.scope<"shared.dyn">>) outs(%d : memref<256xf32, #tir.scope<"shared.dyn">>)
  return
}

// -----

// T.tile.sort32: the values, their indices and the pairs are whole tiles
// of the buffers' shapes (rank 1: one row), sorted by vsort32.
// CHECK-LABEL: func.func @sort32
// CHECK-DAG: %[[A:.*]] = memref.alloc() : memref<4x64xf16, #ascend.address_space<ub>>
// CHECK-DAG: %[[I:.*]] = memref.alloc() : memref<4x64xi32, #ascend.address_space<ub>>
// CHECK-DAG: %[[D:.*]] = memref.alloc() : memref<4x256xf16, #ascend.address_space<ub>>
// CHECK: ascend.vsort32 ins(%[[A]], %[[I]] : memref<4x64xf16, #ascend.address_space<ub>>, memref<4x64xi32, #ascend.address_space<ub>>) outs(%[[D]] : memref<4x256xf16, #ascend.address_space<ub>>)
// CHECK-DAG: %[[V:.*]] = memref.alloc() : memref<1x64xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[J:.*]] = memref.alloc() : memref<1x64xi32, #ascend.address_space<ub>>
// CHECK-DAG: %[[P:.*]] = memref.alloc() : memref<1x128xf32, #ascend.address_space<ub>>
// CHECK: ascend.vsort32 ins(%[[V]], %[[J]] : memref<1x64xf32, #ascend.address_space<ub>>, memref<1x64xi32, #ascend.address_space<ub>>) outs(%[[P]] : memref<1x128xf32, #ascend.address_space<ub>>)
func.func @sort32() {
  %a = tir.alloc_buffer "a" : memref<4x64xf16, #tir.scope<"shared.dyn">>
  %i = tir.alloc_buffer "i" : memref<4x64xi32, #tir.scope<"shared.dyn">>
  %d = tir.alloc_buffer "d" : memref<4x256xf16, #tir.scope<"shared.dyn">>
  tir.tile <sort32> ins(%a, %i : memref<4x64xf16, #tir.scope<"shared.dyn">>, memref<4x64xi32, #tir.scope<"shared.dyn">>) outs(%d : memref<4x256xf16, #tir.scope<"shared.dyn">>)
  %v = tir.alloc_buffer "v" : memref<64xf32, #tir.scope<"shared.dyn">>
  %j = tir.alloc_buffer "j" : memref<64xi32, #tir.scope<"shared.dyn">>
  %p = tir.alloc_buffer "p" : memref<128xf32, #tir.scope<"shared.dyn">>
  tir.tile <sort32> ins(%v, %j : memref<64xf32, #tir.scope<"shared.dyn">>, memref<64xi32, #tir.scope<"shared.dyn">>) outs(%p : memref<128xf32, #tir.scope<"shared.dyn">>)
  return
}

// -----

// T.tile.gather_mask: the pattern as a period and phase on whole tiles.
// CHECK-LABEL: func.func @gather_mask
// CHECK-DAG: %[[A:.*]] = memref.alloc() : memref<2x64xf32, #ascend.address_space<ub>>
// CHECK-DAG: %[[D:.*]] = memref.alloc() : memref<1x32xi32, #ascend.address_space<ub>>
// CHECK: ascend.vgather_mask ins(%[[A]] : memref<2x64xf32, #ascend.address_space<ub>>) outs(%[[D]] : memref<1x32xi32, #ascend.address_space<ub>>) {period = 4 : i64, phase = 3 : i64}
func.func @gather_mask() {
  %a = tir.alloc_buffer "a" : memref<2x64xf32, #tir.scope<"shared.dyn">>
  %d = tir.alloc_buffer "d" : memref<32xi32, #tir.scope<"shared.dyn">>
  tir.tile <gather_mask> ins(%a : memref<2x64xf32, #tir.scope<"shared.dyn">>) outs(%d : memref<32xi32, #tir.scope<"shared.dyn">>) {mask_pattern = #tir.mask_pattern<p1000>}
  return
}

// -----

func.func @gather_mask_padded_dst() {
  %a = tir.alloc_buffer "a" : memref<1x32xf32, #tir.scope<"shared.dyn">>
  %b = tir.alloc_buffer "b" : memref<16xf32, #tir.scope<"shared.dyn">>
  // expected-error@+1 {{'tir.tile' op T.tile.gather_mask writes 'b' as one contiguous buffer, so its rows must be whole multiples of 32 elements (tiles pad shorter rows), got 16}}
  tir.tile <gather_mask> ins(%a : memref<1x32xf32, #tir.scope<"shared.dyn">>) outs(%b : memref<16xf32, #tir.scope<"shared.dyn">>) {mask_pattern = #tir.mask_pattern<p0101>}
  return
}

// -----

// A buffer also read one value per row is stored as a column: the error
// says why.
func.func @gather_mask_column(%o: memref<64x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %a = tir.alloc_buffer "a" : memref<2x64xf32, #tir.scope<"shared.dyn">>
  %d = tir.alloc_buffer "d" : memref<64xf32, #tir.scope<"shared.dyn">>
  %x = tir.alloc_buffer "x" : memref<64x16xf32, #tir.scope<"shared.dyn">>
  // expected-error@+1 {{'tir.tile' op T.tile.gather_mask of 'd' ('memref<64xf32, #tir.scope<"shared.dyn", #ascend.placement<space = ub, shape = [64, 1]>>>'): the chip keeps columns of the rows of a ub tile, so the source and dst must be whole buffers stored as their rows (rank 1 as one row, rank 2 as they are); it is stored as a 64x1 column because it is also read one value per row of a tile (in a T.Parallel nest or a per-row operation): copy it into a buffer of its own}}
  tir.tile <gather_mask> ins(%a : memref<2x64xf32, #tir.scope<"shared.dyn">>) outs(%d : memref<64xf32, #tir.scope<"shared.dyn">>) {mask_pattern = #tir.mask_pattern<p1010>}
  tir.for parallel %i = %c0 to %c64 step %c1 {
    tir.for parallel %j = %c0 to %c16 step %c1 {
      %v = memref.load %d[%i] : memref<64xf32, #tir.scope<"shared.dyn">>
      memref.store %v, %x[%i, %j] : memref<64x16xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}

// -----

func.func @gather_mask_region() {
  %a = tir.alloc_buffer "a" : memref<4x64xf32, #tir.scope<"shared.dyn">>
  %d = tir.alloc_buffer "d" : memref<64xf32, #tir.scope<"shared.dyn">>
  %r = memref.subview %a[2, 0] [2, 64] [1, 1] : memref<4x64xf32, #tir.scope<"shared.dyn">> to memref<2x64xf32, strided<[64, 1], offset: 128>, #tir.scope<"shared.dyn">>
  // expected-error@+1 {{'tir.tile' op T.tile.gather_mask of 'a' ('memref<2x64xf32, strided<[64, 1], offset: 128>, #tir.scope<"shared.dyn", #ascend.placement<space = ub, shape = [4, 64]>>>'): the chip keeps columns of the rows of a ub tile, so the source and dst must be whole buffers stored as their rows (rank 1 as one row, rank 2 as they are)}}
  tir.tile <gather_mask> ins(%r : memref<2x64xf32, strided<[64, 1], offset: 128>, #tir.scope<"shared.dyn">>) outs(%d : memref<64xf32, #tir.scope<"shared.dyn">>) {mask_pattern = #tir.mask_pattern<p0101>}
  return
}

// -----

func.func @sort32_region() {
  %a = tir.alloc_buffer "a" : memref<4x64xf32, #tir.scope<"shared.dyn">>
  %i = tir.alloc_buffer "i" : memref<2x64xi32, #tir.scope<"shared.dyn">>
  %d = tir.alloc_buffer "d" : memref<2x128xf32, #tir.scope<"shared.dyn">>
  %r = memref.subview %a[2, 0] [2, 64] [1, 1] : memref<4x64xf32, #tir.scope<"shared.dyn">> to memref<2x64xf32, strided<[64, 1], offset: 128>, #tir.scope<"shared.dyn">>
  // expected-error@+1 {{'tir.tile' op T.tile.sort32 of 'a' ('memref<2x64xf32, strided<[64, 1], offset: 128>, #tir.scope<"shared.dyn", #ascend.placement<space = ub, shape = [4, 64]>>>'): the chip sorts the rows of a ub tile, so the values, indices and dst must be whole buffers stored as their rows (rank 1 as one row, rank 2 as they are)}}
  tir.tile <sort32> ins(%r, %i : memref<2x64xf32, strided<[64, 1], offset: 128>, #tir.scope<"shared.dyn">>, memref<2x64xi32, #tir.scope<"shared.dyn">>) outs(%d : memref<2x128xf32, #tir.scope<"shared.dyn">>)
  return
}

// -----

func.func @sort32_bf16() {
  %a = tir.alloc_buffer "a" : memref<64xbf16, #tir.scope<"shared.dyn">>
  %i = tir.alloc_buffer "i" : memref<64xi32, #tir.scope<"shared.dyn">>
  %d = tir.alloc_buffer "d" : memref<256xbf16, #tir.scope<"shared.dyn">>
  // expected-error@+1 {{'tir.tile' op T.tile.sort32 takes f16 or f32 values on}}
  tir.tile <sort32> ins(%a, %i : memref<64xbf16, #tir.scope<"shared.dyn">>, memref<64xi32, #tir.scope<"shared.dyn">>) outs(%d : memref<256xbf16, #tir.scope<"shared.dyn">>)
  return
}

// -----

// T.tile.transpose: vtranspose of the whole tiles.
// CHECK-LABEL: func.func @transpose
// CHECK-DAG: %[[A:.*]] = memref.alloc() : memref<16x32xf16, #ascend.address_space<ub>>
// CHECK-DAG: %[[D:.*]] = memref.alloc() : memref<32x16xf16, #ascend.address_space<ub>>
// CHECK: ascend.vtranspose ins(%[[A]] : memref<16x32xf16, #ascend.address_space<ub>>) outs(%[[D]] : memref<32x16xf16, #ascend.address_space<ub>>)
func.func @transpose() {
  %a = tir.alloc_buffer "a" : memref<16x32xf16, #tir.scope<"shared.dyn">>
  %d = tir.alloc_buffer "d" : memref<32x16xf16, #tir.scope<"shared.dyn">>
  tir.tile <transpose> ins(%a : memref<16x32xf16, #tir.scope<"shared.dyn">>) outs(%d : memref<32x16xf16, #tir.scope<"shared.dyn">>)
  return
}

// -----

func.func @transpose_region() {
  %a = tir.alloc_buffer "a" : memref<32x32xf16, #tir.scope<"shared.dyn">>
  %d = tir.alloc_buffer "d" : memref<32x16xf16, #tir.scope<"shared.dyn">>
  %r = memref.subview %a[16, 0] [16, 32] [1, 1] : memref<32x32xf16, #tir.scope<"shared.dyn">> to memref<16x32xf16, strided<[32, 1], offset: 512>, #tir.scope<"shared.dyn">>
  // expected-error@+1 {{'tir.tile' op T.tile.transpose of a region of 'a': the chip transposes whole tiles, so transpose whole buffers}}
  tir.tile <transpose> ins(%r : memref<16x32xf16, strided<[32, 1], offset: 512>, #tir.scope<"shared.dyn">>) outs(%d : memref<32x16xf16, #tir.scope<"shared.dyn">>)
  return
}

// -----

// A list also read one value per row in a 2-D nest is stored as a column.
func.func @merge_sort_column(%o: memref<16x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %r = tir.alloc_buffer "r" : memref<16xf32, #tir.scope<"shared.dyn">>
  %x = tir.alloc_buffer "x" : memref<16x16xf32, #tir.scope<"shared.dyn">>
  %d = tir.alloc_buffer "d" : memref<32xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c16 step %c1 {
      %v = memref.load %r[%i] : memref<16xf32, #tir.scope<"shared.dyn">>
      memref.store %v, %x[%i, %j] : memref<16x16xf32, #tir.scope<"shared.dyn">>
    }
  }
  // expected-error@+1 {{'tir.tile' op T.tile.merge_sort of 'r', stored as a 16x1 column (it is also read one value per row of a tile, in a T.Parallel nest or a per-row operation): the chip merges lists held in one row; copy it into a buffer of its own}}
  tir.tile <merge_sort> ins(%r, %r : memref<16xf32, #tir.scope<"shared.dyn">>, memref<16xf32, #tir.scope<"shared.dyn">>) outs(%d : memref<32xf32, #tir.scope<"shared.dyn">>)
  return
}
