// Verifier errors of the Cube ops (PTOMatrixOps.cpp: verifyMatmul,
// verifyMxMatmul, tget_scale_addr), per arch where they differ; the cases
// already in invalid.mlir are not repeated.

// RUN: pto-opt %s -split-input-file -verify-diagnostics

// ptoas's a5 verifier rejects this right tile too.
module attributes {pto.target_arch = "a5"} {
func.func @tmatmul_right_layout_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, blayout=col_major, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x16xf16, slayout=row_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul' op expects the right tile to have blayout=row_major, slayout=col_major}}
  pto.tmatmul ins(%a, %b : !pto.tile_buf<left, 16x16xf16, blayout=col_major, slayout=row_major>, !pto.tile_buf<right, 16x16xf16, slayout=row_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tmatmul_acc_layout_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, blayout=col_major, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x16xf16, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul' op expects the acc tile to have blayout=col_major, slayout=row_major, fractal=1024}}
  pto.tmatmul ins(%a, %b : !pto.tile_buf<left, 16x16xf16, blayout=col_major, slayout=row_major>, !pto.tile_buf<right, 16x16xf16, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, fractal=1024>)
  return
}
}

// -----

// fp8 operands are an a5 feature.
module attributes {pto.target_arch = "a3"} {
func.func @tmatmul_fp8_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x32xf8E4M3FN, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 32x16xf8E4M3FN, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul' op unsupported (dst; lhs, rhs) element types ('f32'; 'f8E4M3FN', 'f8E4M3FN'); expected (i32; i8, i8), (f32; f16, f16), (f32; bf16, bf16), (f32; f32, f32)}}
  pto.tmatmul ins(%a, %b : !pto.tile_buf<left, 16x32xf8E4M3FN, slayout=row_major>, !pto.tile_buf<right, 32x16xf8E4M3FN, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tmatmul_types_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x32xi8, blayout=col_major, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 32x16xi8, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul' op unsupported (dst; lhs, rhs) element types ('f32'; 'i8', 'i8'); expected (i32; i8, i8), (f32; f16, f16), (f32; bf16, bf16), (f32; f32, f32) or (f32; T, T) for one fp8 type T}}
  pto.tmatmul ins(%a, %b : !pto.tile_buf<left, 16x32xi8, blayout=col_major, slayout=row_major>, !pto.tile_buf<right, 32x16xi8, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tmatmul_fp8_dst_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x32xf8E5M2, blayout=col_major, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 32x16xf8E5M2, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul' op unsupported (dst; lhs, rhs) element types ('i32'; 'f8E5M2', 'f8E5M2')}}
  pto.tmatmul ins(%a, %b : !pto.tile_buf<left, 16x32xf8E5M2, blayout=col_major, slayout=row_major>, !pto.tile_buf<right, 32x16xf8E5M2, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}
}

// -----

func.func @tmatmul_bias_loc() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x16xf16, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %bias = pto.alloc_tile : !pto.tile_buf<mat, 1x16xf32>
  // expected-error@+1 {{'pto.tmatmul.bias' op expects bias to be in the bias address space, got loc=mat}}
  pto.tmatmul.bias ins(%a, %b, %bias : !pto.tile_buf<left, 16x16xf16, slayout=row_major>, !pto.tile_buf<right, 16x16xf16, slayout=col_major>, !pto.tile_buf<mat, 1x16xf32>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// -----

func.func @tmatmul_bias_rows() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x16xf16, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %bias = pto.alloc_tile : !pto.tile_buf<bias, 2x16xf32, valid=1x16>
  // expected-error@+1 {{'pto.tmatmul.bias' op expects a bias tile of one row, got 2}}
  pto.tmatmul.bias ins(%a, %b, %bias : !pto.tile_buf<left, 16x16xf16, slayout=row_major>, !pto.tile_buf<right, 16x16xf16, slayout=col_major>, !pto.tile_buf<bias, 2x16xf32, valid=1x16>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// -----

func.func @tgemv_bias_element() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 1x16xf16, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x16xf16, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 1x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %bias = pto.alloc_tile : !pto.tile_buf<bias, 1x16xf16>
  // expected-error@+1 {{'pto.tgemv.bias' op expects the bias element type to be that of dst ('f32'), got 'f16'}}
  pto.tgemv.bias ins(%a, %b, %bias : !pto.tile_buf<left, 1x16xf16, slayout=row_major>, !pto.tile_buf<right, 16x16xf16, slayout=col_major>, !pto.tile_buf<bias, 1x16xf16>) outs(%c : !pto.tile_buf<acc, 1x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// -----

func.func @tmatmul_bias_cols() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x16xf16, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %bias = pto.alloc_tile : !pto.tile_buf<bias, 1x32xf32>
  // expected-error@+1 {{'pto.tmatmul.bias' op expects the bias to have the valid columns of dst}}
  pto.tmatmul.bias ins(%a, %b, %bias : !pto.tile_buf<left, 16x16xf16, slayout=row_major>, !pto.tile_buf<right, 16x16xf16, slayout=col_major>, !pto.tile_buf<bias, 1x32xf32>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// -----

func.func @tmatmul_m_range() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 4096x16xf16, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x16xf16, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 4096x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul' op expects m in [1, 4095], got 4096}}
  pto.tmatmul ins(%a, %b : !pto.tile_buf<left, 4096x16xf16, slayout=row_major>, !pto.tile_buf<right, 16x16xf16, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 4096x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// -----

func.func @tmatmul_n_range() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x8192xf16, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x8192xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul' op expects n in [1, 4095], got 8192}}
  pto.tmatmul ins(%a, %b : !pto.tile_buf<left, 16x16xf16, slayout=row_major>, !pto.tile_buf<right, 16x8192xf16, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x8192xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// -----

func.func @tgemv_rows() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x16xf16, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tgemv' op expects a one-row lhs and dst (a matrix-vector product), got 16 valid rows}}
  pto.tgemv ins(%a, %b : !pto.tile_buf<left, 16x16xf16, slayout=row_major>, !pto.tile_buf<right, 16x16xf16, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// -----

func.func @tgemv_acc_in() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 1x16xf16, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x16xf16, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 1x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %d = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, valid=1x16, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tgemv.acc' op expects acc_in and dst of the same type}}
  pto.tgemv.acc ins(%d, %a, %b : !pto.tile_buf<acc, 16x16xf32, valid=1x16, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<left, 1x16xf16, slayout=row_major>, !pto.tile_buf<right, 16x16xf16, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 1x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @tmatmul_mx_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x64xf16, slayout=row_major>
  %as = pto.alloc_tile : !pto.tile_buf<scaling, 16x64xf16>
  %b = pto.alloc_tile : !pto.tile_buf<right, 64x16xf16, slayout=col_major>
  %bs = pto.alloc_tile : !pto.tile_buf<scaling, 64x16xf16>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul.mx' op tmatmul.mx is only supported on A5}}
  pto.tmatmul.mx ins(%a, %as, %b, %bs : !pto.tile_buf<left, 16x64xf16, slayout=row_major>, !pto.tile_buf<scaling, 16x64xf16>, !pto.tile_buf<right, 64x16xf16, slayout=col_major>, !pto.tile_buf<scaling, 64x16xf16>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @tgemv_mx_bias_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 1x64xf16, slayout=row_major>
  %as = pto.alloc_tile : !pto.tile_buf<scaling, 1x64xf16>
  %b = pto.alloc_tile : !pto.tile_buf<right, 64x16xf16, slayout=col_major>
  %bs = pto.alloc_tile : !pto.tile_buf<scaling, 64x16xf16>
  %bias = pto.alloc_tile : !pto.tile_buf<bias, 1x16xf32>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 1x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tgemv.mx.bias' op tgemv.mx.bias is only supported on A5}}
  pto.tgemv.mx.bias ins(%a, %as, %b, %bs, %bias : !pto.tile_buf<left, 1x64xf16, slayout=row_major>, !pto.tile_buf<scaling, 1x64xf16>, !pto.tile_buf<right, 64x16xf16, slayout=col_major>, !pto.tile_buf<scaling, 64x16xf16>, !pto.tile_buf<bias, 1x16xf32>) outs(%c : !pto.tile_buf<acc, 1x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tmatmul_mx_a_loc() {
  %a = pto.alloc_tile : !pto.tile_buf<mat, 16x64xf16>
  %as = pto.alloc_tile : !pto.tile_buf<scaling, 16x64xf16>
  %b = pto.alloc_tile : !pto.tile_buf<right, 64x16xf16, slayout=col_major>
  %bs = pto.alloc_tile : !pto.tile_buf<scaling, 64x16xf16>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul.mx' op expects a to be in the left address space, got loc=mat}}
  pto.tmatmul.mx ins(%a, %as, %b, %bs : !pto.tile_buf<mat, 16x64xf16>, !pto.tile_buf<scaling, 16x64xf16>, !pto.tile_buf<right, 64x16xf16, slayout=col_major>, !pto.tile_buf<scaling, 64x16xf16>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tmatmul_mx_a_scale_loc() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x64xf16, blayout=col_major, slayout=row_major>
  %as = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf16>
  %b = pto.alloc_tile : !pto.tile_buf<right, 64x16xf16, slayout=col_major>
  %bs = pto.alloc_tile : !pto.tile_buf<scaling, 64x16xf16>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul.mx' op expects a_scale to be in the scaling address space, got loc=vec}}
  pto.tmatmul.mx ins(%a, %as, %b, %bs : !pto.tile_buf<left, 16x64xf16, blayout=col_major, slayout=row_major>, !pto.tile_buf<vec, 16x64xf16>, !pto.tile_buf<right, 64x16xf16, slayout=col_major>, !pto.tile_buf<scaling, 64x16xf16>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tgemv_mx_b_loc() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 1x64xf16, blayout=col_major, slayout=row_major>
  %as = pto.alloc_tile : !pto.tile_buf<scaling, 1x64xf16>
  %b = pto.alloc_tile : !pto.tile_buf<left, 64x16xf16, slayout=col_major>
  %bs = pto.alloc_tile : !pto.tile_buf<scaling, 64x16xf16>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 1x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tgemv.mx' op expects b to be in the right address space, got loc=left}}
  pto.tgemv.mx ins(%a, %as, %b, %bs : !pto.tile_buf<left, 1x64xf16, blayout=col_major, slayout=row_major>, !pto.tile_buf<scaling, 1x64xf16>, !pto.tile_buf<left, 64x16xf16, slayout=col_major>, !pto.tile_buf<scaling, 64x16xf16>) outs(%c : !pto.tile_buf<acc, 1x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tgemv_mx_b_scale_loc() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 1x64xf16, blayout=col_major, slayout=row_major>
  %as = pto.alloc_tile : !pto.tile_buf<scaling, 1x64xf16>
  %b = pto.alloc_tile : !pto.tile_buf<right, 64x16xf16, slayout=col_major>
  %bs = pto.alloc_tile : !pto.tile_buf<mat, 64x16xf16>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 1x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tgemv.mx' op expects b_scale to be in the scaling address space, got loc=mat}}
  pto.tgemv.mx ins(%a, %as, %b, %bs : !pto.tile_buf<left, 1x64xf16, blayout=col_major, slayout=row_major>, !pto.tile_buf<scaling, 1x64xf16>, !pto.tile_buf<right, 64x16xf16, slayout=col_major>, !pto.tile_buf<mat, 64x16xf16>) outs(%c : !pto.tile_buf<acc, 1x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tmatmul_mx_dst_loc() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x64xf16, blayout=col_major, slayout=row_major>
  %as = pto.alloc_tile : !pto.tile_buf<scaling, 16x64xf16>
  %b = pto.alloc_tile : !pto.tile_buf<right, 64x16xf16, slayout=col_major>
  %bs = pto.alloc_tile : !pto.tile_buf<scaling, 64x16xf16>
  %c = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tmatmul.mx' op expects dst to be in the acc address space, got loc=vec}}
  pto.tmatmul.mx ins(%a, %as, %b, %bs : !pto.tile_buf<left, 16x64xf16, blayout=col_major, slayout=row_major>, !pto.tile_buf<scaling, 16x64xf16>, !pto.tile_buf<right, 64x16xf16, slayout=col_major>, !pto.tile_buf<scaling, 64x16xf16>) outs(%c : !pto.tile_buf<vec, 16x16xf32>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tmatmul_mx_bias_loc() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x64xf16, blayout=col_major, slayout=row_major>
  %as = pto.alloc_tile : !pto.tile_buf<scaling, 16x64xf16>
  %b = pto.alloc_tile : !pto.tile_buf<right, 64x16xf16, slayout=col_major>
  %bs = pto.alloc_tile : !pto.tile_buf<scaling, 64x16xf16>
  %bias = pto.alloc_tile : !pto.tile_buf<vec, 1x16xf32>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul.mx.bias' op expects bias to be in the bias address space, got loc=vec}}
  pto.tmatmul.mx.bias ins(%a, %as, %b, %bs, %bias : !pto.tile_buf<left, 16x64xf16, blayout=col_major, slayout=row_major>, !pto.tile_buf<scaling, 16x64xf16>, !pto.tile_buf<right, 64x16xf16, slayout=col_major>, !pto.tile_buf<scaling, 64x16xf16>, !pto.tile_buf<vec, 1x16xf32>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tmatmul_mx_acc_c_in() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x64xf16, blayout=col_major, slayout=row_major>
  %as = pto.alloc_tile : !pto.tile_buf<scaling, 16x64xf16>
  %b = pto.alloc_tile : !pto.tile_buf<right, 64x16xf16, slayout=col_major>
  %bs = pto.alloc_tile : !pto.tile_buf<scaling, 64x16xf16>
  %cin = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul.mx.acc' op expects c_in and dst of the same type, got}}
  pto.tmatmul.mx.acc ins(%cin, %a, %as, %b, %bs : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<left, 16x64xf16, blayout=col_major, slayout=row_major>, !pto.tile_buf<scaling, 16x64xf16>, !pto.tile_buf<right, 64x16xf16, slayout=col_major>, !pto.tile_buf<scaling, 64x16xf16>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @tget_scale_addr_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x64xf16, slayout=row_major>
  %s = pto.alloc_tile : !pto.tile_buf<scaling, 16x64xf16>
  // expected-error@+1 {{'pto.tget_scale_addr' op tget_scale_addr is only supported on A5}}
  pto.tget_scale_addr ins(%a : !pto.tile_buf<left, 16x64xf16, slayout=row_major>) outs(%s : !pto.tile_buf<scaling, 16x64xf16>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tget_scale_addr_dst() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x64xf16, blayout=col_major, slayout=row_major>
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf16>
  // expected-error@+1 {{'pto.tget_scale_addr' op expects dst to be in the scaling address space}}
  pto.tget_scale_addr ins(%a : !pto.tile_buf<left, 16x64xf16, blayout=col_major, slayout=row_major>) outs(%s : !pto.tile_buf<vec, 16x64xf16>)
  return
}
}

// -----

// Valid dims agree, but ptoas also compares the physical shapes.
func.func @tmatmul_physical_shape() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x32xf16, valid=16x16, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x16xf16, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul' op expects tiles of shapes lhs MxK, rhs KxN and dst MxN, got 16x32, 16x16 and 16x16}}
  pto.tmatmul ins(%a, %b : !pto.tile_buf<left, 16x32xf16, valid=16x16, slayout=row_major>, !pto.tile_buf<right, 16x16xf16, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// -----

// An fp8 pair is one fp8 type twice.
module attributes {pto.target_arch = "a5"} {
func.func @tmatmul_fp8_mixed_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x32xf8E4M3FN, blayout=col_major, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 32x16xf8E5M2, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul' op unsupported (dst; lhs, rhs) element types ('f32'; 'f8E4M3FN', 'f8E5M2')}}
  pto.tmatmul ins(%a, %b : !pto.tile_buf<left, 16x32xf8E4M3FN, blayout=col_major, slayout=row_major>, !pto.tile_buf<right, 32x16xf8E5M2, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tmatmul_bias_layout_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, blayout=col_major, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x16xf16, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %bias = pto.alloc_tile : !pto.tile_buf<bias, 1x16xf32, blayout=col_major>
  // expected-error@+1 {{'pto.tmatmul.bias' op expects the bias tile to have blayout=row_major on A5}}
  pto.tmatmul.bias ins(%a, %b, %bias : !pto.tile_buf<left, 16x16xf16, blayout=col_major, slayout=row_major>, !pto.tile_buf<right, 16x16xf16, slayout=col_major>, !pto.tile_buf<bias, 1x16xf32, blayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tmatmul_mx_types() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x64xf16, blayout=col_major, slayout=row_major>
  %as = pto.alloc_tile : !pto.tile_buf<scaling, 16x64xf16>
  %b = pto.alloc_tile : !pto.tile_buf<right, 64x16xf16, slayout=col_major>
  %bs = pto.alloc_tile : !pto.tile_buf<scaling, 64x16xf16>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul.mx' op expects fp8 operands and an f32 dst, got ('f32'; 'f16', 'f16')}}
  pto.tmatmul.mx ins(%a, %as, %b, %bs : !pto.tile_buf<left, 16x64xf16, blayout=col_major, slayout=row_major>, !pto.tile_buf<scaling, 16x64xf16>, !pto.tile_buf<right, 64x16xf16, slayout=col_major>, !pto.tile_buf<scaling, 64x16xf16>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tgemv_mx_scale_shape() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 1x64xf8E4M3FN, blayout=col_major, slayout=row_major>
  %as = pto.alloc_tile : !pto.tile_buf<scaling, 1x64xf16>
  %b = pto.alloc_tile : !pto.tile_buf<right, 64x16xf8E4M3FN, slayout=col_major>
  %bs = pto.alloc_tile : !pto.tile_buf<scaling, 64x2xf16>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 1x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tgemv.mx' op expects b_scale to have the shape and valid shape of b}}
  pto.tgemv.mx ins(%a, %as, %b, %bs : !pto.tile_buf<left, 1x64xf8E4M3FN, blayout=col_major, slayout=row_major>, !pto.tile_buf<scaling, 1x64xf16>, !pto.tile_buf<right, 64x16xf8E4M3FN, slayout=col_major>, !pto.tile_buf<scaling, 64x2xf16>) outs(%c : !pto.tile_buf<acc, 1x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tgemv_mx_rows() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x64xf8E4M3FN, blayout=col_major, slayout=row_major>
  %as = pto.alloc_tile : !pto.tile_buf<scaling, 16x64xf16>
  %b = pto.alloc_tile : !pto.tile_buf<right, 64x16xf8E4M3FN, slayout=col_major>
  %bs = pto.alloc_tile : !pto.tile_buf<scaling, 64x16xf16>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tgemv.mx' op expects a to have one valid row (a matrix-vector product), got 16}}
  pto.tgemv.mx ins(%a, %as, %b, %bs : !pto.tile_buf<left, 16x64xf8E4M3FN, blayout=col_major, slayout=row_major>, !pto.tile_buf<scaling, 16x64xf16>, !pto.tile_buf<right, 64x16xf8E4M3FN, slayout=col_major>, !pto.tile_buf<scaling, 64x16xf16>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tgemv_mx_acc_dst_rows() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 1x64xf8E5M2, blayout=col_major, slayout=row_major>
  %as = pto.alloc_tile : !pto.tile_buf<scaling, 1x64xf16>
  %b = pto.alloc_tile : !pto.tile_buf<right, 64x16xf8E5M2, slayout=col_major>
  %bs = pto.alloc_tile : !pto.tile_buf<scaling, 64x16xf16>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tgemv.mx.acc' op expects dst to have one valid row (a matrix-vector product), got 16}}
  pto.tgemv.mx.acc ins(%c, %a, %as, %b, %bs : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<left, 1x64xf8E5M2, blayout=col_major, slayout=row_major>, !pto.tile_buf<scaling, 1x64xf16>, !pto.tile_buf<right, 64x16xf8E5M2, slayout=col_major>, !pto.tile_buf<scaling, 64x16xf16>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}
}
