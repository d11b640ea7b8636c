// Diagnostics of the ascend Vector core ops: one case per message of
// AscendVectorOps.cpp (per op where several ops share a helper; per op form, class and arch
// for the element types), the ODS type constraints of the operands, an unknown kind.
// RUN: pto-opt %s -split-input-file -verify-diagnostics

func.func @vbinary_gm(%a: memref<16x64xf32, #ascend.address_space<ub>>, %g: memref<16x64xf32, #ascend.address_space<gm>>) {
  // expected-error@+1 {{'ascend.vbinary' op works on ub tiles only; operand #1 is 'memref<16x64xf32, #ascend.address_space<gm>>'}}
  ascend.vbinary <add> ins(%a, %g : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<gm>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbinary_scalar_no_space(%a: memref<16x64xf32, #ascend.address_space<ub>>, %n: memref<16x64xf32>, %s: f32) {
  // expected-error@+1 {{'ascend.vbinary_scalar' op works on ub tiles only; operand #2 is 'memref<16x64xf32>'}}
  ascend.vbinary_scalar <mul> ins(%a, %s : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%n : memref<16x64xf32>)
  return
}

// -----

func.func @vunary_l1(%a: memref<16x64xf32, #ascend.address_space<ub>>, %l: memref<16x64xf32, #ascend.address_space<l1>>) {
  // expected-error@+1 {{'ascend.vunary' op works on ub tiles only; operand #0 is 'memref<16x64xf32, #ascend.address_space<l1>>'}}
  ascend.vunary <exp> ins(%l : memref<16x64xf32, #ascend.address_space<l1>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vcast_gm(%a: memref<16x64xf32, #ascend.address_space<ub>>, %g: memref<16x64xbf16, #ascend.address_space<gm>>) {
  // expected-error@+1 {{'ascend.vcast' op works on ub tiles only; operand #1 is 'memref<16x64xbf16, #ascend.address_space<gm>>'}}
  ascend.vcast ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%g : memref<16x64xbf16, #ascend.address_space<gm>>)
  return
}

// -----

func.func @vreduce_l0c(%a: memref<16x64xf32, #ascend.address_space<ub>>, %r: memref<16x1xf32, #ascend.address_space<l0c>>) {
  // expected-error@+1 {{'ascend.vreduce' op works on ub tiles only; operand #1 is 'memref<16x1xf32, #ascend.address_space<l0c>>'}}
  ascend.vreduce <sum> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%r : memref<16x1xf32, #ascend.address_space<l0c>>)
  return
}

// -----

func.func @vbroadcast_binary_gm(%a: memref<16x64xf32, #ascend.address_space<ub>>, %r: memref<16x1xf32, #ascend.address_space<gm>>) {
  // expected-error@+1 {{'ascend.vbroadcast_binary' op works on ub tiles only; operand #1 is 'memref<16x1xf32, #ascend.address_space<gm>>'}}
  ascend.vbroadcast_binary <add> ins(%a, %r : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<gm>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbroadcast_l1(%r: memref<16x1xf32, #ascend.address_space<ub>>, %l: memref<16x64xf32, #ascend.address_space<l1>>) {
  // expected-error@+1 {{'ascend.vbroadcast' op works on ub tiles only; operand #1 is 'memref<16x64xf32, #ascend.address_space<l1>>'}}
  ascend.vbroadcast ins(%r : memref<16x1xf32, #ascend.address_space<ub>>) outs(%l : memref<16x64xf32, #ascend.address_space<l1>>)
  return
}

// -----

func.func @vdup_gm(%g: memref<16x64xf32, #ascend.address_space<gm>>, %s: f32) {
  // expected-error@+1 {{'ascend.vdup' op works on ub tiles only; operand #1 is 'memref<16x64xf32, #ascend.address_space<gm>>'}}
  ascend.vdup ins(%s : f32) outs(%g : memref<16x64xf32, #ascend.address_space<gm>>)
  return
}

// -----

func.func @vcmp_gm(%a: memref<16x64xf32, #ascend.address_space<ub>>, %m: memref<16x64xi8, #ascend.address_space<gm>>, %s: f32) {
  // expected-error@+1 {{'ascend.vcmp' op works on ub tiles only; operand #2 is 'memref<16x64xi8, #ascend.address_space<gm>>'}}
  ascend.vcmp <gt> ins(%a, %s : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%m : memref<16x64xi8, #ascend.address_space<gm>>)
  return
}

// -----

func.func @vselect_l1(%m: memref<16x64xi8, #ascend.address_space<ub>>, %a: memref<16x64xf32, #ascend.address_space<ub>>, %l: memref<16x64xf32, #ascend.address_space<l1>>) {
  // expected-error@+1 {{'ascend.vselect' op works on ub tiles only; operand #1 is 'memref<16x64xf32, #ascend.address_space<l1>>'}}
  ascend.vselect ins(%m, %l, %a : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<l1>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbinary_rhs_shape(%a: memref<16x64xf32, #ascend.address_space<ub>>, %b: memref<16x32xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbinary' op expects lhs and rhs of the same shape, got 'memref<16x64xf32, #ascend.address_space<ub>>' and 'memref<16x32xf32, #ascend.address_space<ub>>'}}
  ascend.vbinary <add> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x32xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbinary_rhs_element(%a: memref<16x64xf32, #ascend.address_space<ub>>, %h: memref<16x64xf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbinary' op expects lhs and rhs of the same element type, got 'f32' and 'f16'}}
  ascend.vbinary <add> ins(%a, %h : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbinary_dst_shape(%a: memref<16x64xf32, #ascend.address_space<ub>>, %d: memref<32x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbinary' op expects lhs and dst of the same shape, got 'memref<16x64xf32, #ascend.address_space<ub>>' and 'memref<32x64xf32, #ascend.address_space<ub>>'}}
  ascend.vbinary <sub> ins(%a, %a : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%d : memref<32x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbinary_dst_element(%a: memref<16x64xf32, #ascend.address_space<ub>>, %h: memref<16x64xf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbinary' op expects lhs and dst of the same element type, got 'f32' and 'f16'}}
  ascend.vbinary <mul> ins(%a, %a : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%h : memref<16x64xf16, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbinary_and_float(%a: memref<16x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbinary' op 'and' needs integer tiles, got 'f32'}}
  ascend.vbinary <and> ins(%a, %a : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbinary_or_float(%a: memref<16x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbinary' op 'or' needs integer tiles, got 'f32'}}
  ascend.vbinary <or> ins(%a, %a : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbinary_shl_float(%a: memref<16x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbinary' op 'shl' needs integer tiles, got 'f32'}}
  ascend.vbinary <shl> ins(%a, %a : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbinary_shr_float(%a: memref<16x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbinary' op 'shr' needs integer tiles, got 'f32'}}
  ascend.vbinary <shr> ins(%a, %a : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbinary_scalar_shape(%a: memref<16x64xf32, #ascend.address_space<ub>>, %d: memref<16x32xf32, #ascend.address_space<ub>>, %s: f32) {
  // expected-error@+1 {{'ascend.vbinary_scalar' op expects src and dst of the same shape, got 'memref<16x64xf32, #ascend.address_space<ub>>' and 'memref<16x32xf32, #ascend.address_space<ub>>'}}
  ascend.vbinary_scalar <add> ins(%a, %s : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%d : memref<16x32xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbinary_scalar_element(%a: memref<16x64xf32, #ascend.address_space<ub>>, %d: memref<16x64xf16, #ascend.address_space<ub>>, %s: f32) {
  // expected-error@+1 {{'ascend.vbinary_scalar' op expects src and dst of the same element type, got 'f32' and 'f16'}}
  ascend.vbinary_scalar <add> ins(%a, %s : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%d : memref<16x64xf16, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbinary_scalar_scalar_type(%a: memref<16x64xf32, #ascend.address_space<ub>>, %s: f16) {
  // expected-error@+1 {{'ascend.vbinary_scalar' op expects a scalar of the element type 'f32', got 'f16'}}
  ascend.vbinary_scalar <mul> ins(%a, %s : memref<16x64xf32, #ascend.address_space<ub>>, f16) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbinary_scalar_scalar_int(%x: memref<16x64xi32, #ascend.address_space<ub>>, %s: i16) {
  // expected-error@+1 {{'ascend.vbinary_scalar' op expects a scalar of the element type 'i32', got 'i16'}}
  ascend.vbinary_scalar <add> ins(%x, %s : memref<16x64xi32, #ascend.address_space<ub>>, i16) outs(%x : memref<16x64xi32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbinary_scalar_reversed_sub(%a: memref<16x64xf32, #ascend.address_space<ub>>, %s: f32) {
  // expected-error@+1 {{'ascend.vbinary_scalar' op 'reversed' applies to 'div' only (scalar / tile), not to 'sub'}}
  ascend.vbinary_scalar <sub> ins(%a, %s : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>) {reversed}
  return
}

// -----

func.func @vbinary_scalar_shl_float(%a: memref<16x64xf32, #ascend.address_space<ub>>, %s: f32) {
  // expected-error@+1 {{'ascend.vbinary_scalar' op 'shl' needs integer tiles, got 'f32'}}
  ascend.vbinary_scalar <shl> ins(%a, %s : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vunary_shape(%a: memref<16x64xf32, #ascend.address_space<ub>>, %d: memref<16x32xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vunary' op expects src and dst of the same shape, got 'memref<16x64xf32, #ascend.address_space<ub>>' and 'memref<16x32xf32, #ascend.address_space<ub>>'}}
  ascend.vunary <abs> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%d : memref<16x32xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vunary_element(%a: memref<16x64xf32, #ascend.address_space<ub>>, %d: memref<16x64xf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vunary' op expects src and dst of the same element type, got 'f32' and 'f16'}}
  ascend.vunary <abs> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf16, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vunary_exp_int(%x: memref<16x64xi32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vunary' op 'exp' needs floating-point tiles, got 'i32'}}
  ascend.vunary <exp> ins(%x : memref<16x64xi32, #ascend.address_space<ub>>) outs(%x : memref<16x64xi32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vunary_ln_int(%x: memref<16x64xi32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vunary' op 'ln' needs floating-point tiles, got 'i32'}}
  ascend.vunary <ln> ins(%x : memref<16x64xi32, #ascend.address_space<ub>>) outs(%x : memref<16x64xi32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vunary_sqrt_int(%x: memref<16x64xi32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vunary' op 'sqrt' needs floating-point tiles, got 'i32'}}
  ascend.vunary <sqrt> ins(%x : memref<16x64xi32, #ascend.address_space<ub>>) outs(%x : memref<16x64xi32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vunary_rsqrt_int(%x: memref<16x64xi32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vunary' op 'rsqrt' needs floating-point tiles, got 'i32'}}
  ascend.vunary <rsqrt> ins(%x : memref<16x64xi32, #ascend.address_space<ub>>) outs(%x : memref<16x64xi32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vunary_rec_int(%x: memref<16x64xi32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vunary' op 'rec' needs floating-point tiles, got 'i32'}}
  ascend.vunary <rec> ins(%x : memref<16x64xi32, #ascend.address_space<ub>>) outs(%x : memref<16x64xi32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vunary_not_float(%a: memref<16x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vunary' op 'not' needs integer tiles, got 'f32'}}
  ascend.vunary <not> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vcast_shape(%a: memref<16x64xf32, #ascend.address_space<ub>>, %d: memref<16x32xbf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vcast' op expects src and dst of the same shape, got 'memref<16x64xf32, #ascend.address_space<ub>>' and 'memref<16x32xbf16, #ascend.address_space<ub>>'}}
  ascend.vcast ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%d : memref<16x32xbf16, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vreduce_element(%a: memref<16x64xf32, #ascend.address_space<ub>>, %r: memref<16x1xf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vreduce' op expects src and dst of the same element type, got 'f32' and 'f16'}}
  ascend.vreduce <max> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%r : memref<16x1xf16, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vreduce_dim(%a: memref<16x64xf32, #ascend.address_space<ub>>, %r: memref<16x1xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vreduce' op expects 'dim' 0 (per-column) or 1 (per-row), got 2}}
  ascend.vreduce <sum> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%r : memref<16x1xf32, #ascend.address_space<ub>>) {dim = 2 : i64}
  return
}

// -----

func.func @vreduce_dim_negative(%a: memref<16x64xf32, #ascend.address_space<ub>>, %r: memref<16x1xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vreduce' op expects 'dim' 0 (per-column) or 1 (per-row), got -1}}
  ascend.vreduce <sum> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%r : memref<16x1xf32, #ascend.address_space<ub>>) {dim = -1 : i64}
  return
}

// -----

func.func @vreduce_rows_shape(%a: memref<16x64xf32, #ascend.address_space<ub>>, %c: memref<1x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vreduce' op expects dst of shape 16x1 (one value per row of 'memref<16x64xf32, #ascend.address_space<ub>>'), got 'memref<1x64xf32, #ascend.address_space<ub>>'}}
  ascend.vreduce <sum> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<1x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vreduce_cols_shape(%a: memref<16x64xf32, #ascend.address_space<ub>>, %r: memref<16x1xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vreduce' op expects dst of shape 1x64 (one value per column of 'memref<16x64xf32, #ascend.address_space<ub>>'), got 'memref<16x1xf32, #ascend.address_space<ub>>'}}
  ascend.vreduce <min> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%r : memref<16x1xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  return
}

// -----

func.func @vbroadcast_binary_dst_shape(%a: memref<16x64xf32, #ascend.address_space<ub>>, %r: memref<16x1xf32, #ascend.address_space<ub>>, %d: memref<32x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbroadcast_binary' op expects src and dst of the same shape, got 'memref<16x64xf32, #ascend.address_space<ub>>' and 'memref<32x64xf32, #ascend.address_space<ub>>'}}
  ascend.vbroadcast_binary <add> ins(%a, %r : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%d : memref<32x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbroadcast_binary_dst_element(%a: memref<16x64xf32, #ascend.address_space<ub>>, %r: memref<16x1xf32, #ascend.address_space<ub>>, %d: memref<16x64xf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbroadcast_binary' op expects src and dst of the same element type, got 'f32' and 'f16'}}
  ascend.vbroadcast_binary <add> ins(%a, %r : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf16, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbroadcast_binary_vec_element(%a: memref<16x64xf32, #ascend.address_space<ub>>, %r: memref<16x1xf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbroadcast_binary' op expects src and vec of the same element type, got 'f32' and 'f16'}}
  ascend.vbroadcast_binary <mul> ins(%a, %r : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf16, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbroadcast_binary_and(%x: memref<16x64xi32, #ascend.address_space<ub>>, %r: memref<16x1xi32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbroadcast_binary' op supports add, sub, mul, div, max and min, not 'and'}}
  ascend.vbroadcast_binary <and> ins(%x, %r : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x1xi32, #ascend.address_space<ub>>) outs(%x : memref<16x64xi32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbroadcast_binary_or(%x: memref<16x64xi32, #ascend.address_space<ub>>, %r: memref<16x1xi32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbroadcast_binary' op supports add, sub, mul, div, max and min, not 'or'}}
  ascend.vbroadcast_binary <or> ins(%x, %r : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x1xi32, #ascend.address_space<ub>>) outs(%x : memref<16x64xi32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbroadcast_binary_shl(%x: memref<16x64xi32, #ascend.address_space<ub>>, %r: memref<16x1xi32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbroadcast_binary' op supports add, sub, mul, div, max and min, not 'shl'}}
  ascend.vbroadcast_binary <shl> ins(%x, %r : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x1xi32, #ascend.address_space<ub>>) outs(%x : memref<16x64xi32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbroadcast_binary_shr(%x: memref<16x64xi32, #ascend.address_space<ub>>, %r: memref<16x1xi32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbroadcast_binary' op supports add, sub, mul, div, max and min, not 'shr'}}
  ascend.vbroadcast_binary <shr> ins(%x, %r : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x1xi32, #ascend.address_space<ub>>) outs(%x : memref<16x64xi32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbroadcast_binary_dim(%a: memref<16x64xf32, #ascend.address_space<ub>>, %r: memref<16x1xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbroadcast_binary' op expects 'dim' 0 (per-column) or 1 (per-row), got 3}}
  ascend.vbroadcast_binary <add> ins(%a, %r : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 3 : i64}
  return
}

// -----

func.func @vbroadcast_binary_rows_shape(%a: memref<16x64xf32, #ascend.address_space<ub>>, %c: memref<1x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbroadcast_binary' op expects vec of shape 16x1 (one value per row of 'memref<16x64xf32, #ascend.address_space<ub>>'), got 'memref<1x64xf32, #ascend.address_space<ub>>'}}
  ascend.vbroadcast_binary <sub> ins(%a, %c : memref<16x64xf32, #ascend.address_space<ub>>, memref<1x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbroadcast_binary_cols_shape(%a: memref<16x64xf32, #ascend.address_space<ub>>, %r: memref<16x1xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbroadcast_binary' op expects vec of shape 1x64 (one value per column of 'memref<16x64xf32, #ascend.address_space<ub>>'), got 'memref<16x1xf32, #ascend.address_space<ub>>'}}
  ascend.vbroadcast_binary <div> ins(%a, %r : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  return
}

// -----

func.func @vbroadcast_element(%r: memref<16x1xf16, #ascend.address_space<ub>>, %d: memref<16x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbroadcast' op expects vec and dst of the same element type, got 'f16' and 'f32'}}
  ascend.vbroadcast ins(%r : memref<16x1xf16, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbroadcast_dim(%r: memref<16x1xf32, #ascend.address_space<ub>>, %d: memref<16x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbroadcast' op expects 'dim' 0 (per-column) or 1 (per-row), got 2}}
  ascend.vbroadcast ins(%r : memref<16x1xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 2 : i64}
  return
}

// -----

func.func @vbroadcast_rows_shape(%r: memref<8x1xf32, #ascend.address_space<ub>>, %d: memref<16x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbroadcast' op expects vec of shape 16x1 (one value per row of 'memref<16x64xf32, #ascend.address_space<ub>>'), got 'memref<8x1xf32, #ascend.address_space<ub>>'}}
  ascend.vbroadcast ins(%r : memref<8x1xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vbroadcast_cols_shape(%c: memref<1x32xf32, #ascend.address_space<ub>>, %d: memref<16x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbroadcast' op expects vec of shape 1x64 (one value per column of 'memref<16x64xf32, #ascend.address_space<ub>>'), got 'memref<1x32xf32, #ascend.address_space<ub>>'}}
  ascend.vbroadcast ins(%c : memref<1x32xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  return
}

// -----

func.func @vdup_scalar_type(%d: memref<16x64xf32, #ascend.address_space<ub>>, %s: f16) {
  // expected-error@+1 {{'ascend.vdup' op expects a scalar of the element type 'f32', got 'f16'}}
  ascend.vdup ins(%s : f16) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vcmp_mask_type(%a: memref<16x64xf32, #ascend.address_space<ub>>, %m: memref<16x64xi16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vcmp' op expects an i8 mask, got 'memref<16x64xi16, #ascend.address_space<ub>>'}}
  ascend.vcmp <eq> ins(%a, %a : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%m : memref<16x64xi16, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vcmp_mask_shape(%a: memref<16x64xf32, #ascend.address_space<ub>>, %m: memref<16x32xi8, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vcmp' op expects a mask of the shape of lhs, got 'memref<16x32xi8, #ascend.address_space<ub>>' for 'memref<16x64xf32, #ascend.address_space<ub>>'}}
  ascend.vcmp <eq> ins(%a, %a : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%m : memref<16x32xi8, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vcmp_rhs_shape(%a: memref<16x64xf32, #ascend.address_space<ub>>, %b: memref<16x32xf32, #ascend.address_space<ub>>, %m: memref<16x64xi8, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vcmp' op expects lhs and rhs of the same shape, got 'memref<16x64xf32, #ascend.address_space<ub>>' and 'memref<16x32xf32, #ascend.address_space<ub>>'}}
  ascend.vcmp <lt> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x32xf32, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vcmp_rhs_element(%a: memref<16x64xf32, #ascend.address_space<ub>>, %h: memref<16x64xf16, #ascend.address_space<ub>>, %m: memref<16x64xi8, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vcmp' op expects lhs and rhs of the same element type, got 'f32' and 'f16'}}
  ascend.vcmp <le> ins(%a, %h : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vcmp_scalar_type(%a: memref<16x64xf32, #ascend.address_space<ub>>, %m: memref<16x64xi8, #ascend.address_space<ub>>, %s: i32) {
  // expected-error@+1 {{'ascend.vcmp' op expects a scalar rhs of the element type 'f32', got 'i32'}}
  ascend.vcmp <ge> ins(%a, %s : memref<16x64xf32, #ascend.address_space<ub>>, i32) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vselect_mask_type(%m: memref<16x64xf32, #ascend.address_space<ub>>, %a: memref<16x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vselect' op expects an i8 mask, got 'memref<16x64xf32, #ascend.address_space<ub>>'}}
  ascend.vselect ins(%m, %a, %a : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vselect_mask_shape(%m: memref<16x32xi8, #ascend.address_space<ub>>, %a: memref<16x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vselect' op expects mask and dst of the same shape, got 'memref<16x32xi8, #ascend.address_space<ub>>' and 'memref<16x64xf32, #ascend.address_space<ub>>'}}
  ascend.vselect ins(%m, %a, %a : memref<16x32xi8, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vselect_true_shape(%m: memref<16x64xi8, #ascend.address_space<ub>>, %a: memref<16x64xf32, #ascend.address_space<ub>>, %b: memref<16x32xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vselect' op expects on_true and dst of the same shape, got 'memref<16x32xf32, #ascend.address_space<ub>>' and 'memref<16x64xf32, #ascend.address_space<ub>>'}}
  ascend.vselect ins(%m, %b, %a : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x32xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vselect_true_element(%m: memref<16x64xi8, #ascend.address_space<ub>>, %a: memref<16x64xf32, #ascend.address_space<ub>>, %h: memref<16x64xf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vselect' op expects on_true and dst of the same element type, got 'f16' and 'f32'}}
  ascend.vselect ins(%m, %h, %a : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vselect_false_shape(%m: memref<16x64xi8, #ascend.address_space<ub>>, %a: memref<16x64xf32, #ascend.address_space<ub>>, %b: memref<16x32xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vselect' op expects on_false and dst of the same shape, got 'memref<16x32xf32, #ascend.address_space<ub>>' and 'memref<16x64xf32, #ascend.address_space<ub>>'}}
  ascend.vselect ins(%m, %a, %b : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>, memref<16x32xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vselect_false_element(%m: memref<16x64xi8, #ascend.address_space<ub>>, %a: memref<16x64xf32, #ascend.address_space<ub>>, %h: memref<16x64xf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vselect' op expects on_false and dst of the same element type, got 'f16' and 'f32'}}
  ascend.vselect ins(%m, %a, %h : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @arith_add_i8_a3(%a: memref<16x64xi8, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbinary' op 'add' takes i16, i32, f16 or f32 tiles on a3, got 'i8'}}
  ascend.vbinary <add> ins(%a, %a : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi8, #ascend.address_space<ub>>) outs(%a : memref<16x64xi8, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @arith_min_bf16_a3(%a: memref<16x64xbf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbinary' op 'min' takes i16, i32, f16 or f32 tiles on a3, got 'bf16'}}
  ascend.vbinary <min> ins(%a, %a : memref<16x64xbf16, #ascend.address_space<ub>>, memref<16x64xbf16, #ascend.address_space<ub>>) outs(%a : memref<16x64xbf16, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @arith_scalar_mul_bf16_a3(%a: memref<16x64xbf16, #ascend.address_space<ub>>, %b: memref<16x64xbf16, #ascend.address_space<ub>>, %s: bf16) {
  // expected-error@+1 {{'ascend.vbinary_scalar' op 'mul' takes i16, i32, f16 or f32 tiles on a3, got 'bf16'}}
  ascend.vbinary_scalar <mul> ins(%a, %s : memref<16x64xbf16, #ascend.address_space<ub>>, bf16) outs(%b : memref<16x64xbf16, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @arith_broadcast_add_i8_a3(%a: memref<16x64xi8, #ascend.address_space<ub>>, %v: memref<1x64xi8, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbroadcast_binary' op 'add' takes i16, i32, f16 or f32 tiles on a3, got 'i8'}}
  ascend.vbroadcast_binary <add> ins(%a, %v : memref<16x64xi8, #ascend.address_space<ub>>, memref<1x64xi8, #ascend.address_space<ub>>) outs(%a : memref<16x64xi8, #ascend.address_space<ub>>) {dim = 0 : i64}
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @arith_neg_i8_a3(%a: memref<16x64xi8, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vunary' op 'neg' takes i16, i32, f16 or f32 tiles on a3, got 'i8'}}
  ascend.vunary <neg> ins(%a : memref<16x64xi8, #ascend.address_space<ub>>) outs(%a : memref<16x64xi8, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @arith_add_i64_a5(%a: memref<16x64xi64, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbinary' op 'add' takes i8, i16, i32, f16, bf16 or f32 tiles on a5, got 'i64'}}
  ascend.vbinary <add> ins(%a, %a : memref<16x64xi64, #ascend.address_space<ub>>, memref<16x64xi64, #ascend.address_space<ub>>) outs(%a : memref<16x64xi64, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @arith_mul_bf16_a5(%a: memref<16x64xbf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbinary' op 'mul' takes i16, i32, f16 or f32 tiles on a5, got 'bf16'}}
  ascend.vbinary <mul> ins(%a, %a : memref<16x64xbf16, #ascend.address_space<ub>>, memref<16x64xbf16, #ascend.address_space<ub>>) outs(%a : memref<16x64xbf16, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @arith_max_i64_a5(%a: memref<16x64xi64, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbinary' op 'max' takes i8, i16, i32, f16 or f32 tiles on a5, got 'i64'}}
  ascend.vbinary <max> ins(%a, %a : memref<16x64xi64, #ascend.address_space<ub>>, memref<16x64xi64, #ascend.address_space<ub>>) outs(%a : memref<16x64xi64, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @arith_scalar_add_i8_a3(%a: memref<16x64xi8, #ascend.address_space<ub>>, %b: memref<16x64xi8, #ascend.address_space<ub>>, %s: i8) {
  // expected-error@+1 {{'ascend.vbinary_scalar' op 'add' takes i16, i32, f16 or f32 tiles on a3, got 'i8'}}
  ascend.vbinary_scalar <add> ins(%a, %s : memref<16x64xi8, #ascend.address_space<ub>>, i8) outs(%b : memref<16x64xi8, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @arith_scalar_max_bf16_a5(%a: memref<16x64xbf16, #ascend.address_space<ub>>, %b: memref<16x64xbf16, #ascend.address_space<ub>>, %s: bf16) {
  // expected-error@+1 {{'ascend.vbinary_scalar' op 'max' takes f16 or f32 tiles on a5, got 'bf16'}}
  ascend.vbinary_scalar <max> ins(%a, %s : memref<16x64xbf16, #ascend.address_space<ub>>, bf16) outs(%b : memref<16x64xbf16, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @arith_broadcast_max_bf16_a5(%a: memref<16x64xbf16, #ascend.address_space<ub>>, %v: memref<16x1xbf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbroadcast_binary' op 'max' takes i8, i16, i32, f16 or f32 tiles on a5, got 'bf16'}}
  ascend.vbroadcast_binary <max> ins(%a, %v : memref<16x64xbf16, #ascend.address_space<ub>>, memref<16x1xbf16, #ascend.address_space<ub>>) outs(%a : memref<16x64xbf16, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @arith_broadcast_sub_i8_a3(%a: memref<16x64xi8, #ascend.address_space<ub>>, %v: memref<1x64xi8, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbroadcast_binary' op 'sub' takes i16, i32, f16 or f32 tiles on a3, got 'i8'}}
  ascend.vbroadcast_binary <sub> ins(%a, %v : memref<16x64xi8, #ascend.address_space<ub>>, memref<1x64xi8, #ascend.address_space<ub>>) outs(%a : memref<16x64xi8, #ascend.address_space<ub>>) {dim = 0 : i64}
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @arith_neg_bf16_a3(%a: memref<16x64xbf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vunary' op 'neg' takes i16, i32, f16 or f32 tiles on a3, got 'bf16'}}
  ascend.vunary <neg> ins(%a : memref<16x64xbf16, #ascend.address_space<ub>>) outs(%a : memref<16x64xbf16, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @float_div_i32_a3(%a: memref<16x64xi32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbinary' op 'div' takes f16 or f32 tiles on a3, got 'i32'}}
  ascend.vbinary <div> ins(%a, %a : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%a : memref<16x64xi32, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @float_scalar_div_reversed_i8_a3(%a: memref<16x64xi8, #ascend.address_space<ub>>, %b: memref<16x64xi8, #ascend.address_space<ub>>, %s: i8) {
  // expected-error@+1 {{'ascend.vbinary_scalar' op 'div' takes i16, i32, f16 or f32 tiles on a3, got 'i8'}}
  ascend.vbinary_scalar <div> ins(%a, %s : memref<16x64xi8, #ascend.address_space<ub>>, i8) outs(%b : memref<16x64xi8, #ascend.address_space<ub>>) {reversed}
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @float_scalar_max_i32_a3(%a: memref<16x64xi32, #ascend.address_space<ub>>, %b: memref<16x64xi32, #ascend.address_space<ub>>, %s: i32) {
  // expected-error@+1 {{'ascend.vbinary_scalar' op 'max' needs floating-point tiles, got 'i32'}}
  ascend.vbinary_scalar <max> ins(%a, %s : memref<16x64xi32, #ascend.address_space<ub>>, i32) outs(%b : memref<16x64xi32, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @float_scalar_min_i16_a3(%a: memref<16x64xi16, #ascend.address_space<ub>>, %b: memref<16x64xi16, #ascend.address_space<ub>>, %s: i16) {
  // expected-error@+1 {{'ascend.vbinary_scalar' op 'min' needs floating-point tiles, got 'i16'}}
  ascend.vbinary_scalar <min> ins(%a, %s : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%b : memref<16x64xi16, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @float_broadcast_div_i32_a3(%a: memref<16x64xi32, #ascend.address_space<ub>>, %v: memref<16x1xi32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbroadcast_binary' op 'div' needs floating-point tiles, got 'i32'}}
  ascend.vbroadcast_binary <div> ins(%a, %v : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x1xi32, #ascend.address_space<ub>>) outs(%a : memref<16x64xi32, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @float_div_bf16_a5(%a: memref<16x64xbf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbinary' op 'div' takes i16, i32, f16 or f32 tiles on a5, got 'bf16'}}
  ascend.vbinary <div> ins(%a, %a : memref<16x64xbf16, #ascend.address_space<ub>>, memref<16x64xbf16, #ascend.address_space<ub>>) outs(%a : memref<16x64xbf16, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @float_scalar_div_bf16_a5(%a: memref<16x64xbf16, #ascend.address_space<ub>>, %b: memref<16x64xbf16, #ascend.address_space<ub>>, %s: bf16) {
  // expected-error@+1 {{'ascend.vbinary_scalar' op 'div' takes i8, i16, i32, f16 or f32 tiles on a5, got 'bf16'}}
  ascend.vbinary_scalar <div> ins(%a, %s : memref<16x64xbf16, #ascend.address_space<ub>>, bf16) outs(%b : memref<16x64xbf16, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @float_scalar_max_i32_a5(%a: memref<16x64xi32, #ascend.address_space<ub>>, %b: memref<16x64xi32, #ascend.address_space<ub>>, %s: i32) {
  // expected-error@+1 {{'ascend.vbinary_scalar' op 'max' needs floating-point tiles, got 'i32'}}
  ascend.vbinary_scalar <max> ins(%a, %s : memref<16x64xi32, #ascend.address_space<ub>>, i32) outs(%b : memref<16x64xi32, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @float_scalar_min_f64_a5(%a: memref<16x64xf64, #ascend.address_space<ub>>, %b: memref<16x64xf64, #ascend.address_space<ub>>, %s: f64) {
  // expected-error@+1 {{'ascend.vbinary_scalar' op 'min' takes f16, bf16 or f32 tiles on a5, got 'f64'}}
  ascend.vbinary_scalar <min> ins(%a, %s : memref<16x64xf64, #ascend.address_space<ub>>, f64) outs(%b : memref<16x64xf64, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @float_broadcast_div_i32_a5(%a: memref<16x64xi32, #ascend.address_space<ub>>, %v: memref<1x64xi32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbroadcast_binary' op 'div' needs floating-point tiles, got 'i32'}}
  ascend.vbroadcast_binary <div> ins(%a, %v : memref<16x64xi32, #ascend.address_space<ub>>, memref<1x64xi32, #ascend.address_space<ub>>) outs(%a : memref<16x64xi32, #ascend.address_space<ub>>) {dim = 0 : i64}
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @relu_i16_a3(%a: memref<16x64xi16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vunary' op 'relu' takes i32, f16 or f32 tiles on a3, got 'i16'}}
  ascend.vunary <relu> ins(%a : memref<16x64xi16, #ascend.address_space<ub>>) outs(%a : memref<16x64xi16, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @relu_bf16_a3(%a: memref<16x64xbf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vunary' op 'relu' takes i32, f16 or f32 tiles on a3, got 'bf16'}}
  ascend.vunary <relu> ins(%a : memref<16x64xbf16, #ascend.address_space<ub>>) outs(%a : memref<16x64xbf16, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @relu_i8_a5(%a: memref<16x64xi8, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vunary' op 'relu' takes i32, f16 or f32 tiles on a5, got 'i8'}}
  ascend.vunary <relu> ins(%a : memref<16x64xi8, #ascend.address_space<ub>>) outs(%a : memref<16x64xi8, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @relu_i16_a5(%a: memref<16x64xi16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vunary' op 'relu' takes i32, f16 or f32 tiles on a5, got 'i16'}}
  ascend.vunary <relu> ins(%a : memref<16x64xi16, #ascend.address_space<ub>>) outs(%a : memref<16x64xi16, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @math_abs_i16_a3(%a: memref<16x64xi16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vunary' op 'abs' needs floating-point tiles, got 'i16'}}
  ascend.vunary <abs> ins(%a : memref<16x64xi16, #ascend.address_space<ub>>) outs(%a : memref<16x64xi16, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @math_sqrt_bf16_a3(%a: memref<16x64xbf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vunary' op 'sqrt' takes f16 or f32 tiles on a3, got 'bf16'}}
  ascend.vunary <sqrt> ins(%a : memref<16x64xbf16, #ascend.address_space<ub>>) outs(%a : memref<16x64xbf16, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @math_exp_bf16_a5(%a: memref<16x64xbf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vunary' op 'exp' takes f16 or f32 tiles on a5, got 'bf16'}}
  ascend.vunary <exp> ins(%a : memref<16x64xbf16, #ascend.address_space<ub>>) outs(%a : memref<16x64xbf16, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @math_abs_i32_a5(%a: memref<16x64xi32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vunary' op 'abs' needs floating-point tiles, got 'i32'}}
  ascend.vunary <abs> ins(%a : memref<16x64xi32, #ascend.address_space<ub>>) outs(%a : memref<16x64xi32, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @bitwise_and_i32_a3(%a: memref<16x64xi32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbinary' op 'and' takes i8 or i16 tiles on a3, got 'i32'}}
  ascend.vbinary <and> ins(%a, %a : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%a : memref<16x64xi32, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @bitwise_scalar_or_i32_a3(%a: memref<16x64xi32, #ascend.address_space<ub>>, %b: memref<16x64xi32, #ascend.address_space<ub>>, %s: i32) {
  // expected-error@+1 {{'ascend.vbinary_scalar' op 'or' takes i8 or i16 tiles on a3, got 'i32'}}
  ascend.vbinary_scalar <or> ins(%a, %s : memref<16x64xi32, #ascend.address_space<ub>>, i32) outs(%b : memref<16x64xi32, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @bitwise_not_i32_a3(%a: memref<16x64xi32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vunary' op 'not' takes i16 tiles on a3, got 'i32'}}
  ascend.vunary <not> ins(%a : memref<16x64xi32, #ascend.address_space<ub>>) outs(%a : memref<16x64xi32, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @bitwise_shl_i64_a5(%a: memref<16x64xi64, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbinary' op 'shl' takes i8, i16 or i32 tiles on a5, got 'i64'}}
  ascend.vbinary <shl> ins(%a, %a : memref<16x64xi64, #ascend.address_space<ub>>, memref<16x64xi64, #ascend.address_space<ub>>) outs(%a : memref<16x64xi64, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @bitwise_scalar_shr_i64_a5(%a: memref<16x64xi64, #ascend.address_space<ub>>, %b: memref<16x64xi64, #ascend.address_space<ub>>, %s: i64) {
  // expected-error@+1 {{'ascend.vbinary_scalar' op 'shr' takes i8, i16 or i32 tiles on a5, got 'i64'}}
  ascend.vbinary_scalar <shr> ins(%a, %s : memref<16x64xi64, #ascend.address_space<ub>>, i64) outs(%b : memref<16x64xi64, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @bitwise_not_i64_a5(%a: memref<16x64xi64, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vunary' op 'not' takes i8, i16 or i32 tiles on a5, got 'i64'}}
  ascend.vunary <not> ins(%a : memref<16x64xi64, #ascend.address_space<ub>>) outs(%a : memref<16x64xi64, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @reduce_i8_a3(%a: memref<16x64xi8, #ascend.address_space<ub>>, %r: memref<16x1xi8, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vreduce' op a reduction takes i16, i32, f16 or f32 tiles on a3, got 'i8'}}
  ascend.vreduce <sum> ins(%a : memref<16x64xi8, #ascend.address_space<ub>>) outs(%r : memref<16x1xi8, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @reduce_bf16_a3(%a: memref<16x64xbf16, #ascend.address_space<ub>>, %r: memref<1x64xbf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vreduce' op a reduction takes i16, i32, f16 or f32 tiles on a3, got 'bf16'}}
  ascend.vreduce <min> ins(%a : memref<16x64xbf16, #ascend.address_space<ub>>) outs(%r : memref<1x64xbf16, #ascend.address_space<ub>>) {dim = 0 : i64}
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @reduce_bf16_a5(%a: memref<16x64xbf16, #ascend.address_space<ub>>, %r: memref<1x64xbf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vreduce' op a reduction takes i16, i32, f16 or f32 tiles on a5, got 'bf16'}}
  ascend.vreduce <max> ins(%a : memref<16x64xbf16, #ascend.address_space<ub>>) outs(%r : memref<1x64xbf16, #ascend.address_space<ub>>) {dim = 0 : i64}
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @reduce_i8_a5(%a: memref<16x64xi8, #ascend.address_space<ub>>, %r: memref<16x1xi8, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vreduce' op a reduction takes i16, i32, f16 or f32 tiles on a5, got 'i8'}}
  ascend.vreduce <sum> ins(%a : memref<16x64xi8, #ascend.address_space<ub>>) outs(%r : memref<16x1xi8, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @compare_i16_a3(%a: memref<16x64xi16, #ascend.address_space<ub>>, %m: memref<16x64xi8, #ascend.address_space<ub>>, %s: i16) {
  // expected-error@+1 {{'ascend.vcmp' op a comparison takes i32, f16 or f32 tiles on a3, got 'i16'}}
  ascend.vcmp <eq> ins(%a, %s : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @compare_i8_a3(%a: memref<16x64xi8, #ascend.address_space<ub>>, %m: memref<16x64xi8, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vcmp' op a comparison takes i32, f16 or f32 tiles on a3, got 'i8'}}
  ascend.vcmp <ne> ins(%a, %a : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi8, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @compare_bf16_a3(%a: memref<16x64xbf16, #ascend.address_space<ub>>, %m: memref<16x64xi8, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vcmp' op a comparison takes i32, f16 or f32 tiles on a3, got 'bf16'}}
  ascend.vcmp <lt> ins(%a, %a : memref<16x64xbf16, #ascend.address_space<ub>>, memref<16x64xbf16, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @compare_i64_a5(%a: memref<16x64xi64, #ascend.address_space<ub>>, %m: memref<16x64xi8, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vcmp' op a comparison takes i8, i16, i32, f16 or f32 tiles on a5, got 'i64'}}
  ascend.vcmp <eq> ins(%a, %a : memref<16x64xi64, #ascend.address_space<ub>>, memref<16x64xi64, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @compare_bf16_a5(%a: memref<16x64xbf16, #ascend.address_space<ub>>, %m: memref<16x64xi8, #ascend.address_space<ub>>, %s: bf16) {
  // expected-error@+1 {{'ascend.vcmp' op a comparison takes i8, i16, i32, f16 or f32 tiles on a5, got 'bf16'}}
  ascend.vcmp <gt> ins(%a, %s : memref<16x64xbf16, #ascend.address_space<ub>>, bf16) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @select_i8_a3(%m: memref<16x64xi8, #ascend.address_space<ub>>, %a: memref<16x64xi8, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vselect' op a select takes i16, i32, f16 or f32 tiles on a3, got 'i8'}}
  ascend.vselect ins(%m, %a, %a : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi8, #ascend.address_space<ub>>) outs(%a : memref<16x64xi8, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @select_bf16_a3(%m: memref<16x64xi8, #ascend.address_space<ub>>, %a: memref<16x64xbf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vselect' op a select takes i16, i32, f16 or f32 tiles on a3, got 'bf16'}}
  ascend.vselect ins(%m, %a, %a : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xbf16, #ascend.address_space<ub>>, memref<16x64xbf16, #ascend.address_space<ub>>) outs(%a : memref<16x64xbf16, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @select_bf16_a5(%m: memref<16x64xi8, #ascend.address_space<ub>>, %a: memref<16x64xbf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vselect' op a select takes i8, i16, i32, f16 or f32 tiles on a5, got 'bf16'}}
  ascend.vselect ins(%m, %a, %a : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xbf16, #ascend.address_space<ub>>, memref<16x64xbf16, #ascend.address_space<ub>>) outs(%a : memref<16x64xbf16, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @select_i64_a5(%m: memref<16x64xi8, #ascend.address_space<ub>>, %a: memref<16x64xi64, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vselect' op a select takes i8, i16, i32, f16 or f32 tiles on a5, got 'i64'}}
  ascend.vselect ins(%m, %a, %a : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi64, #ascend.address_space<ub>>, memref<16x64xi64, #ascend.address_space<ub>>) outs(%a : memref<16x64xi64, #ascend.address_space<ub>>)
  return
}
}

// -----

func.func @ods_rank1(%a: memref<16x64xf32, #ascend.address_space<ub>>, %v: memref<64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbinary' op operand #0 must be 2D memref of signless integer or floating-point values, but got 'memref<64xf32, #ascend.address_space<ub>>'}}
  ascend.vbinary <add> ins(%v, %a : memref<64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @ods_rank3(%v: memref<2x8x4xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vunary' op operand #0 must be 2D memref of signless integer or floating-point values, but got 'memref<2x8x4xf32, #ascend.address_space<ub>>'}}
  ascend.vunary <exp> ins(%v : memref<2x8x4xf32, #ascend.address_space<ub>>) outs(%v : memref<2x8x4xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @ods_complex(%c: memref<16x64xcomplex<f32>, #ascend.address_space<ub>>, %s: f32) {
  // expected-error@+1 {{'ascend.vdup' op operand #1 must be 2D memref of signless integer or floating-point values, but got 'memref<16x64xcomplex<f32>, #ascend.address_space<ub>>'}}
  ascend.vdup ins(%s : f32) outs(%c : memref<16x64xcomplex<f32>, #ascend.address_space<ub>>)
  return
}

// -----

func.func @ods_index_scalar(%d: memref<16x64xf32, #ascend.address_space<ub>>, %i: index) {
  // expected-error@+1 {{'ascend.vdup' op operand #0 must be signless integer or floating-point, but got 'index'}}
  ascend.vdup ins(%i : index) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @ods_vcmp_rhs_vector(%a: memref<16x64xf32, #ascend.address_space<ub>>, %m: memref<16x64xi8, #ascend.address_space<ub>>, %v: vector<4xf32>) {
  // expected-error@+1 {{'ascend.vcmp' op operand #1 must be 2D memref of signless integer or floating-point values or signless integer or floating-point, but got 'vector<4xf32>'}}
  ascend.vcmp <eq> ins(%a, %v : memref<16x64xf32, #ascend.address_space<ub>>, vector<4xf32>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  return
}

// -----

func.func @ods_vreduce_dst_rank1(%a: memref<16x64xf32, #ascend.address_space<ub>>, %v: memref<16xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vreduce' op operand #1 must be 2D memref of signless integer or floating-point values, but got 'memref<16xf32, #ascend.address_space<ub>>'}}
  ascend.vreduce <sum> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%v : memref<16xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @parse_vbinary_kind(%a: memref<16x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+2 {{failed to parse Ascend_VBinaryKindAttr parameter 'value' which is to be a `::mlir::ascend::VBinaryKind`}}
  // expected-error@+1 {{expected ::mlir::ascend::VBinaryKind to be one of: add, sub, mul, div, max, min, and, or, shl, shr, xor}}
  ascend.vbinary <nand> ins(%a, %a : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vdup_i8_a3(%s: i8, %d: memref<16x64xi8, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vdup' op a fill takes i16, i32, f16 or f32 tiles on a3, got 'i8'}}
  ascend.vdup ins(%s : i8) outs(%d : memref<16x64xi8, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @vdup_bf16_a5(%s: bf16, %d: memref<16x64xbf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vdup' op a fill takes i8, i16, i32, f16 or f32 tiles on a5, got 'bf16'}}
  ascend.vdup ins(%s : bf16) outs(%d : memref<16x64xbf16, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @shr_scalar_i8_a3(%s: i8, %d: memref<16x64xi8, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbinary_scalar' op 'shr' takes i16 or i32 tiles on a3, got 'i8'}}
  ascend.vbinary_scalar <shr> ins(%d, %s : memref<16x64xi8, #ascend.address_space<ub>>, i8) outs(%d : memref<16x64xi8, #ascend.address_space<ub>>)
  return
}
}

// -----

// The scratch tile: only where the op's PTO instruction takes one (tadd does
// not), and shaped like the one it takes.
func.func @tmp_not_taken(%a: memref<16x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vbinary' op takes no scratch tile: its PTO instruction has no 'tmp'}}
  ascend.vbinary <add> ins(%a, %a : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>) tmp(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @tmp_shape(%a: memref<16x64xf32, #ascend.address_space<ub>>, %r: memref<16x1xf32, #ascend.address_space<ub>>, %t: memref<16x1xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vreduce' op expects a scratch tile of the shape and element type of 'memref<16x64xf32, #ascend.address_space<ub>>', got 'memref<16x1xf32, #ascend.address_space<ub>>'}}
  ascend.vreduce <sum> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%r : memref<16x1xf32, #ascend.address_space<ub>>) tmp(%t : memref<16x1xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @tmp_gm(%m: memref<16x64xi8, #ascend.address_space<ub>>, %a: memref<16x64xf32, #ascend.address_space<ub>>, %g: memref<16x64xf32, #ascend.address_space<gm>>) {
  // expected-error@+1 {{'ascend.vselect' op works on ub tiles only; operand #4 is 'memref<16x64xf32, #ascend.address_space<gm>>'}}
  ascend.vselect ins(%m, %a, %a : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>) tmp(%g : memref<16x64xf32, #ascend.address_space<gm>>)
  return
}

// -----

// The instruction writes its scratch tile before it has read its sources:
// the scratch tile is a buffer of its own.
func.func @tmp_is_src(%a: memref<16x64xf32, #ascend.address_space<ub>>, %r: memref<16x1xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vreduce' op expects a scratch tile of its own, not one of its other operands}}
  ascend.vreduce <sum> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%r : memref<16x1xf32, #ascend.address_space<ub>>) tmp(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @tmp_views_src(%a: memref<16x64xi16, #ascend.address_space<ub>>, %d: memref<16x64xi16, #ascend.address_space<ub>>, %s: i16) {
  %t = memref.cast %a : memref<16x64xi16, #ascend.address_space<ub>> to memref<16x64xi16, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.vbinary_scalar' op expects a scratch tile of its own, not a view of one of its other operands}}
  ascend.vbinary_scalar <xor> ins(%a, %s : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%d : memref<16x64xi16, #ascend.address_space<ub>>) tmp(%t : memref<16x64xi16, #ascend.address_space<ub>>)
  return
}

// -----

// vcast converts only the pairs of tcvt's conversion table, per arch: a3
// converts no integer type to i8 (f16 does), and i32 converts to f16 on a3
// only.
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vcast_i16_to_i8_a3(%a: memref<16x64xi16, #ascend.address_space<ub>>, %b: memref<16x64xi8, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vcast' op converts 'i16' to 'i8', which a3 does not ('i16' converts to f16 or f32)}}
  ascend.vcast ins(%a : memref<16x64xi16, #ascend.address_space<ub>>) outs(%b : memref<16x64xi8, #ascend.address_space<ub>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @vcast_i32_to_f16_a5(%a: memref<16x64xi32, #ascend.address_space<ub>>, %b: memref<16x64xf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vcast' op converts 'i32' to 'f16', which a5 does not ('i32' converts to i16 or f32)}}
  ascend.vcast ins(%a : memref<16x64xi32, #ascend.address_space<ub>>) outs(%b : memref<16x64xf16, #ascend.address_space<ub>>)
  return
}
}

// -----

// a3's Vector core compares i32 tiles for equality only.
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vcmp_i32_order(%a: memref<16x64xi32, #ascend.address_space<ub>>, %m: memref<16x64xi8, #ascend.address_space<ub>>, %s: i32) {
  // expected-error@+1 {{'ascend.vcmp' op compares 'i32' tiles with 'lt': the a3 Vector core compares them for equality only (its tcmp takes the eq path whatever the mode); compare f16 or f32 tiles (convert first)}}
  ascend.vcmp <lt> ins(%a, %s : memref<16x64xi32, #ascend.address_space<ub>>, i32) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  return
}
}

// -----

func.func @vci_gm(%g: memref<1x64xi32, #ascend.address_space<gm>>, %s: i32) {
  // expected-error@+1 {{'ascend.vci' op works on ub tiles only; operand #1 is 'memref<1x64xi32, #ascend.address_space<gm>>'}}
  ascend.vci ins(%s : i32) outs(%g : memref<1x64xi32, #ascend.address_space<gm>>)
  return
}

// -----

func.func @vci_rows(%d: memref<2x64xi32, #ascend.address_space<ub>>, %s: i32) {
  // expected-error@+1 {{'ascend.vci' op expects a one-row dst (1xN: the chip counts along one row), got 'memref<2x64xi32, #ascend.address_space<ub>>'}}
  ascend.vci ins(%s : i32) outs(%d : memref<2x64xi32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vci_start_type(%d: memref<1x64xi32, #ascend.address_space<ub>>, %s: i16) {
  // expected-error@+1 {{'ascend.vci' op expects a start of the element type 'i32', got 'i16'}}
  ascend.vci ins(%s : i16) outs(%d : memref<1x64xi32, #ascend.address_space<ub>>)
  return
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vci_i8(%d: memref<1x64xi8, #ascend.address_space<ub>>, %s: i8) {
  // expected-error@+1 {{'ascend.vci' op a counting sequence takes i16 or i32 tiles on a3, got 'i8'}}
  ascend.vci ins(%s : i8) outs(%d : memref<1x64xi8, #ascend.address_space<ub>>)
  return
}
}

// -----

func.func @vgather_indices_type(%x: memref<8x64xf32, #ascend.address_space<ub>>, %i: memref<8x64xi16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vgather' op expects i32 indices, got 'memref<8x64xi16, #ascend.address_space<ub>>'}}
  ascend.vgather ins(%x, %i : memref<8x64xf32, #ascend.address_space<ub>>, memref<8x64xi16, #ascend.address_space<ub>>) outs(%x : memref<8x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vgather_indices_shape(%x: memref<8x64xf32, #ascend.address_space<ub>>, %i: memref<4x64xi32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vgather' op expects indices and dst of the same shape, got 'memref<4x64xi32, #ascend.address_space<ub>>' and 'memref<8x64xf32, #ascend.address_space<ub>>'}}
  ascend.vgather ins(%x, %i : memref<8x64xf32, #ascend.address_space<ub>>, memref<4x64xi32, #ascend.address_space<ub>>) outs(%x : memref<8x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vgather_element(%x: memref<8x64xf16, #ascend.address_space<ub>>, %i: memref<8x64xi32, #ascend.address_space<ub>>, %y: memref<8x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vgather' op expects src and dst of the same element type, got 'f16' and 'f32'}}
  ascend.vgather ins(%x, %i : memref<8x64xf16, #ascend.address_space<ub>>, memref<8x64xi32, #ascend.address_space<ub>>) outs(%y : memref<8x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vgather_i8_a3(%x: memref<8x64xi8, #ascend.address_space<ub>>, %i: memref<8x64xi32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vgather' op a gather takes i16, i32, f16 or f32 tiles on a3, got 'i8'}}
  ascend.vgather ins(%x, %i : memref<8x64xi8, #ascend.address_space<ub>>, memref<8x64xi32, #ascend.address_space<ub>>) outs(%x : memref<8x64xi8, #ascend.address_space<ub>>)
  return
}
}

// -----

func.func @vgather_scratch(%x: memref<8x64xf32, #ascend.address_space<ub>>, %i: memref<8x64xi32, #ascend.address_space<ub>>, %y: memref<8x64xf32, #ascend.address_space<ub>>, %t: memref<8x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vgather' op expects a scratch tile of the shape and element type of 'memref<8x64xi32, #ascend.address_space<ub>>', got 'memref<8x64xf32, #ascend.address_space<ub>>'}}
  ascend.vgather ins(%x, %i : memref<8x64xf32, #ascend.address_space<ub>>, memref<8x64xi32, #ascend.address_space<ub>>) outs(%y : memref<8x64xf32, #ascend.address_space<ub>>) tmp(%t : memref<8x64xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vsort32_rank(%x: memref<64xf32, #ascend.address_space<ub>>, %i: memref<64xi32, #ascend.address_space<ub>>, %d: memref<128xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vsort32' op operand #0 must be 2D memref of signless integer or floating-point values, but got 'memref<64xf32, #ascend.address_space<ub>>'}}
  ascend.vsort32 ins(%x, %i : memref<64xf32, #ascend.address_space<ub>>, memref<64xi32, #ascend.address_space<ub>>) outs(%d : memref<128xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vgather_mask_pattern(%x: memref<1x64xf32, #ascend.address_space<ub>>, %d: memref<1x32xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vgather_mask' op keeps every period-th column from phase with a period of 1, 2 or 4 and a phase below it, got period 3 and phase 0}}
  ascend.vgather_mask ins(%x : memref<1x64xf32, #ascend.address_space<ub>>) outs(%d : memref<1x32xf32, #ascend.address_space<ub>>) {period = 3 : i64, phase = 0 : i64}
  return
}

// -----

func.func @vgather_mask_sizes(%x: memref<1x64xf32, #ascend.address_space<ub>>, %d: memref<1x32xf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vgather_mask' op expects elements of one size, got 'memref<1x64xf32, #ascend.address_space<ub>>' and 'memref<1x32xf16, #ascend.address_space<ub>>'}}
  ascend.vgather_mask ins(%x : memref<1x64xf32, #ascend.address_space<ub>>) outs(%d : memref<1x32xf16, #ascend.address_space<ub>>) {period = 2 : i64, phase = 0 : i64}
  return
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vgather_mask_i8(%x: memref<1x64xi8, #ascend.address_space<ub>>, %d: memref<1x32xi8, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vgather_mask' op a gather takes}}
  ascend.vgather_mask ins(%x : memref<1x64xi8, #ascend.address_space<ub>>) outs(%d : memref<1x32xi8, #ascend.address_space<ub>>) {period = 2 : i64, phase = 0 : i64}
  return
}
}

// -----

func.func @vgather_mask_count(%x: memref<1x64xf32, #ascend.address_space<ub>>, %d: memref<1x32xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vgather_mask' op keeps 16 elements of 'memref<1x64xf32, #ascend.address_space<ub>>', but dst 'memref<1x32xf32, #ascend.address_space<ub>>' has 32}}
  ascend.vgather_mask ins(%x : memref<1x64xf32, #ascend.address_space<ub>>) outs(%d : memref<1x32xf32, #ascend.address_space<ub>>) {period = 4 : i64, phase = 3 : i64}
  return
}

// -----

func.func @vgather_mask_padded(%x: memref<1x32xf32, #ascend.address_space<ub>>, %d: memref<1x16xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vgather_mask' op writes dst as one contiguous buffer: expects rows of a multiple of 32 elements (an unpadded tile), got 'memref<1x16xf32, #ascend.address_space<ub>>'}}
  ascend.vgather_mask ins(%x : memref<1x32xf32, #ascend.address_space<ub>>) outs(%d : memref<1x16xf32, #ascend.address_space<ub>>) {period = 2 : i64, phase = 0 : i64}
  return
}

// -----

func.func @vsort32_region(%x: memref<4x64xf32, #ascend.address_space<ub>>, %i: memref<2x64xi32, #ascend.address_space<ub>>, %d: memref<2x128xf32, #ascend.address_space<ub>>) {
  %r = memref.subview %x[2, 0] [2, 64] [1, 1] : memref<4x64xf32, #ascend.address_space<ub>> to memref<2x64xf32, strided<[64, 1], offset: 128>, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.vsort32' op sorts whole buffers of static shape, got 'memref<2x64xf32, strided<[64, 1], offset: 128>, #ascend.address_space<ub>>'}}
  ascend.vsort32 ins(%r, %i : memref<2x64xf32, strided<[64, 1], offset: 128>, #ascend.address_space<ub>>, memref<2x64xi32, #ascend.address_space<ub>>) outs(%d : memref<2x128xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vgather_mask_dynamic(%x: memref<1x?xf32, #ascend.address_space<ub>>, %d: memref<1x32xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vgather_mask' op gathers from and into whole buffers of static shape, got 'memref<1x?xf32, #ascend.address_space<ub>>'}}
  ascend.vgather_mask ins(%x : memref<1x?xf32, #ascend.address_space<ub>>) outs(%d : memref<1x32xf32, #ascend.address_space<ub>>) {period = 2 : i64, phase = 0 : i64}
  return
}

// -----

func.func @vsort32_element(%x: memref<1x64xf16, #ascend.address_space<ub>>, %i: memref<1x64xi32, #ascend.address_space<ub>>, %d: memref<1x128xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vsort32' op expects src of dst's element type 'f32', got 'memref<1x64xf16, #ascend.address_space<ub>>'}}
  ascend.vsort32 ins(%x, %i : memref<1x64xf16, #ascend.address_space<ub>>, memref<1x64xi32, #ascend.address_space<ub>>) outs(%d : memref<1x128xf32, #ascend.address_space<ub>>)
  return
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vsort32_i32(%x: memref<1x64xi32, #ascend.address_space<ub>>, %i: memref<1x64xi32, #ascend.address_space<ub>>, %d: memref<1x128xi32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vsort32' op a sort takes f16 or f32 tiles on a3, got 'i32'}}
  ascend.vsort32 ins(%x, %i : memref<1x64xi32, #ascend.address_space<ub>>, memref<1x64xi32, #ascend.address_space<ub>>) outs(%d : memref<1x128xi32, #ascend.address_space<ub>>)
  return
}
}

// -----

func.func @vsort32_indices(%x: memref<2x64xf32, #ascend.address_space<ub>>, %i: memref<1x64xi32, #ascend.address_space<ub>>, %d: memref<2x128xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vsort32' op expects i32 indices of src's shape (2x64), got 'memref<1x64xi32, #ascend.address_space<ub>>'}}
  ascend.vsort32 ins(%x, %i : memref<2x64xf32, #ascend.address_space<ub>>, memref<1x64xi32, #ascend.address_space<ub>>) outs(%d : memref<2x128xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vsort32_partial_block(%x: memref<1x48xf32, #ascend.address_space<ub>>, %i: memref<1x48xi32, #ascend.address_space<ub>>, %d: memref<1x96xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vsort32' op sorts blocks of 32 elements: expects rows of a multiple of 32 elements, got 'memref<1x48xf32, #ascend.address_space<ub>>'}}
  ascend.vsort32 ins(%x, %i : memref<1x48xf32, #ascend.address_space<ub>>, memref<1x48xi32, #ascend.address_space<ub>>) outs(%d : memref<1x96xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vsort32_dst(%x: memref<1x64xf16, #ascend.address_space<ub>>, %i: memref<1x64xi32, #ascend.address_space<ub>>, %d: memref<1x128xf16, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vsort32' op expects a dst of 1x256 (src's rows of 4-element (value, index) pairs), got 'memref<1x128xf16, #ascend.address_space<ub>>'}}
  ascend.vsort32 ins(%x, %i : memref<1x64xf16, #ascend.address_space<ub>>, memref<1x64xi32, #ascend.address_space<ub>>) outs(%d : memref<1x128xf16, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vsort32_not_ub(%x: memref<1x64xf32, #ascend.address_space<l1>>, %i: memref<1x64xi32, #ascend.address_space<ub>>, %d: memref<1x128xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vsort32' op works on ub tiles only; operand #0 is 'memref<1x64xf32, #ascend.address_space<l1>>'}}
  ascend.vsort32 ins(%x, %i : memref<1x64xf32, #ascend.address_space<l1>>, memref<1x64xi32, #ascend.address_space<ub>>) outs(%d : memref<1x128xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vmrgsort_one_list(%a: memref<1x128xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vmrgsort' op merges 2 to 4 sorted lists, got 1}}
  ascend.vmrgsort ins(%a : memref<1x128xf32, #ascend.address_space<ub>>) outs(%a : memref<1x128xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vmrgsort_rows(%a: memref<2x64xf32, #ascend.address_space<ub>>, %d: memref<1x256xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vmrgsort' op expects one-row (1 x K) tiles, got 'memref<2x64xf32, #ascend.address_space<ub>>'}}
  ascend.vmrgsort ins(%a, %a : memref<2x64xf32, #ascend.address_space<ub>>, memref<2x64xf32, #ascend.address_space<ub>>) outs(%d : memref<1x256xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vmrgsort_element(%a: memref<1x128xf16, #ascend.address_space<ub>>, %d: memref<1x256xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vmrgsort' op expects sources of dst's element type 'f32', got 'memref<1x128xf16, #ascend.address_space<ub>>'}}
  ascend.vmrgsort ins(%a, %a : memref<1x128xf16, #ascend.address_space<ub>>, memref<1x128xf16, #ascend.address_space<ub>>) outs(%d : memref<1x256xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vmrgsort_pairs(%a: memref<1x127xf32, #ascend.address_space<ub>>, %d: memref<1x254xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vmrgsort' op expects rows of whole 8-byte (value, index) pairs, got 'memref<1x127xf32, #ascend.address_space<ub>>'}}
  ascend.vmrgsort ins(%a, %a : memref<1x127xf32, #ascend.address_space<ub>>, memref<1x127xf32, #ascend.address_space<ub>>) outs(%d : memref<1x254xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vmrgsort_length(%a: memref<1x128xf32, #ascend.address_space<ub>>, %d: memref<1x384xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vmrgsort' op expects a dst as long as its sources together (256 elements), got 'memref<1x384xf32, #ascend.address_space<ub>>'}}
  ascend.vmrgsort ins(%a, %a : memref<1x128xf32, #ascend.address_space<ub>>, memref<1x128xf32, #ascend.address_space<ub>>) outs(%d : memref<1x384xf32, #ascend.address_space<ub>>)
  return
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @vmrgsort_i32(%a: memref<1x128xi32, #ascend.address_space<ub>>, %d: memref<1x256xi32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vmrgsort' op a merge sort takes f16 or f32 tiles on a5, got 'i32'}}
  ascend.vmrgsort ins(%a, %a : memref<1x128xi32, #ascend.address_space<ub>>, memref<1x128xi32, #ascend.address_space<ub>>) outs(%d : memref<1x256xi32, #ascend.address_space<ub>>)
  return
}
}

// -----

func.func @vmrgsort_scratch(%a: memref<1x128xf32, #ascend.address_space<ub>>, %d: memref<1x256xf32, #ascend.address_space<ub>>, %t: memref<1x128xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vmrgsort' op expects a scratch tile of the shape and element type of 'memref<1x256xf32, #ascend.address_space<ub>>', got 'memref<1x128xf32, #ascend.address_space<ub>>'}}
  ascend.vmrgsort ins(%a, %a : memref<1x128xf32, #ascend.address_space<ub>>, memref<1x128xf32, #ascend.address_space<ub>>) outs(%d : memref<1x256xf32, #ascend.address_space<ub>>) tmp(%t : memref<1x128xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vtranspose_shape(%a: memref<16x32xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vtranspose' op expects a rank-2 src and a dst of its element type and its shape reversed, got 'memref<16x32xf32, #ascend.address_space<ub>>' and 'memref<16x32xf32, #ascend.address_space<ub>>'}}
  ascend.vtranspose ins(%a : memref<16x32xf32, #ascend.address_space<ub>>) outs(%a : memref<16x32xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @vtranspose_scratch(%a: memref<16x32xi8, #ascend.address_space<ub>>, %d: memref<32x16xi8, #ascend.address_space<ub>>, %t: memref<32x16xi8, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vtranspose' op expects a scratch tile of the shape and element type of 'memref<32x32xi8, #ascend.address_space<ub>>', got 'memref<32x16xi8, #ascend.address_space<ub>>'}}
  ascend.vtranspose ins(%a : memref<16x32xi8, #ascend.address_space<ub>>) outs(%d : memref<32x16xi8, #ascend.address_space<ub>>) tmp(%t : memref<32x16xi8, #ascend.address_space<ub>>)
  return
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @vtranspose_i64(%a: memref<4x8xi64, #ascend.address_space<ub>>, %d: memref<8x4xi64, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.vtranspose' op a transpose takes i8, i16, i32, f16, bf16 or f32 tiles on a3, got 'i64'}}
  ascend.vtranspose ins(%a : memref<4x8xi64, #ascend.address_space<ub>>) outs(%d : memref<8x4xi64, #ascend.address_space<ub>>)
  return
}
}
