// RUN: pto-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{unknown tile_buf loc 'gm'; expected vec, mat, left, right, acc, bias or scaling}}
func.func private @loc_gm(!pto.tile_buf<gm, 16x16xf16>)

// -----

// expected-error@+1 {{expected tile_buf key 'rows' here; the keyword spelling takes loc, dtype, rows, cols, v_row, v_col, blayout, slayout, fractal, pad[, compact] in this order}}
func.func private @key_order(!pto.tile_buf<loc=vec, dtype=f16, cols=16, rows=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>)

// -----

// expected-error@+1 {{expected tile_buf key 'pad' here}}
func.func private @key_missing(!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512>)

// -----

// expected-error@+1 {{invalid tile_buf blayout 'diag'; expected row_major or col_major}}
func.func private @blayout(!pto.tile_buf<vec, 16x16xf16, blayout=diag>)

// -----

// expected-error@+1 {{invalid tile_buf slayout 'zz'; expected none_box, row_major or col_major}}
func.func private @slayout(!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=zz, fractal=512, pad=0>)

// -----

// expected-error@+1 {{tile_buf fractal must be 16, 32, 512 or 1024 (bytes), got 256}}
func.func private @fractal(!pto.tile_buf<vec, 16x16xf16, fractal=256>)

// -----

// expected-error@+1 {{tile_buf pad must be in [0, 3], got 4}}
func.func private @pad(!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=4>)

// -----

// expected-error@+1 {{tile_buf compact must be in [0, 2], got 3}}
func.func private @compact(!pto.tile_buf<vec, 16x16xf16, compact=3>)

// -----

// expected-error@+1 {{duplicate tile_buf key 'pad'}}
func.func private @duplicate(!pto.tile_buf<vec, 16x16xf16, pad=1, pad=1>)

// -----

// expected-error@+1 {{unknown tile_buf key 'layout'; expected valid, blayout, slayout, fractal, pad or compact}}
func.func private @unknown_key(!pto.tile_buf<vec, 16x16xf16, layout=nd>)

// -----

// expected-error@+1 {{tile_buf expects a rank-2 shape, got 3 dims}}
func.func private @rank(!pto.tile_buf<vec, 2x16x16xf16>)

// -----

// expected-error@+1 {{tile_buf valid expects RxC}}
func.func private @valid_rank(!pto.tile_buf<vec, 16x16xf16, valid=16>)

// -----

// expected-error@+1 {{tile_buf v_row must be '?', -1 or a non-negative integer}}
func.func private @v_row(!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, v_row=-2, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>)

// -----

// expected-error@+1 {{tile_buf v_col (32) must be '?' or in [1, cols=16]}}
func.func private @valid_bound(!pto.tile_buf<vec, 16x16xf16, valid=16x32>)

// -----

// expected-error@+1 {{tile_buf v_row (17) must be '?' or in [1, rows=16]}}
func.func private @valid_row_bound(!pto.tile_buf<vec, 16x16xf16, valid=17x16>)

// -----

// expected-error@+1 {{tile_buf rows and cols must be positive, got 0x16}}
func.func private @rows(!pto.tile_buf<loc=vec, dtype=f16, rows=0, cols=16, v_row=0, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>)

// -----

// expected-error@+1 {{tile_buf dtype must be an integer or float type, got 'complex<f32>'}}
func.func private @dtype(!pto.tile_buf<vec, 16x16xcomplex<f32>>)

// -----

// expected-error@+1 {{!pto.tensor_view expects rank 1 to 5, got 6}}
func.func private @view_rank(!pto.tensor_view<1x1x1x1x1x1xf32>)

// -----

// expected-error@+1 {{!pto.partition_tensor_view expects an integer or float element type, got 'vector<4xf32>'}}
func.func private @view_element(!pto.partition_tensor_view<16xvector<4xf32>>)

// -----

func.func @make_tensor_view_count(%p: !pto.ptr<f32>, %c: index) {
  // expected-error@+1 {{'pto.make_tensor_view' op expects 2 shape and 2 stride operands for a rank-2 tensor_view, got 1 and 2}}
  %tv = pto.make_tensor_view %p, shape = [%c], strides = [%c, %c] : !pto.tensor_view<?x?xf32>
  return
}

// -----

func.func @make_tensor_view_shape(%p: !pto.ptr<f32>, %c: index) {
  %c8 = arith.constant 8 : index
  // expected-error@+1 {{'pto.make_tensor_view' op shape operand #0 is 8 but the result type says 16}}
  %tv = pto.make_tensor_view %p, shape = [%c8, %c], strides = [%c, %c] : !pto.tensor_view<16x?xf32>
  return
}

// -----

func.func @partition_count(%tv: !pto.tensor_view<?x?xf32>, %c: index) {
  // expected-error@+1 {{'pto.partition_view' op expects 2 offsets and 2 sizes for a rank-2 tensor_view, got 1 and 2}}
  %pv = pto.partition_view %tv, offsets = [%c], sizes = [%c, %c] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
  return
}

// -----

func.func @partition_rank(%tv: !pto.tensor_view<?x?xf32>, %c: index) {
  // expected-error@+1 {{'pto.partition_view' op expects a rank-2 partition_tensor_view, got rank 1}}
  %pv = pto.partition_view %tv, offsets = [%c, %c], sizes = [%c, %c] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16xf32>
  return
}

// -----

func.func @partition_element(%tv: !pto.tensor_view<?x?xf32>, %c: index) {
  // expected-error@+1 {{'pto.partition_view' op expects the element type of the source ('f32'), got 'f16'}}
  %pv = pto.partition_view %tv, offsets = [%c, %c], sizes = [%c, %c] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf16>
  return
}

// -----

func.func @partition_size(%tv: !pto.tensor_view<?x?xf32>, %c: index) {
  %c8 = arith.constant 8 : index
  // expected-error@+1 {{'pto.partition_view' op size operand #1 is 8 but the result type says 16}}
  %pv = pto.partition_view %tv, offsets = [%c, %c], sizes = [%c, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
  return
}

// -----

func.func @alloc_valid_row(%r: index) {
  // expected-error@+1 {{'pto.alloc_tile' op has a valid_row operand but the tile type has a static v_row}}
  %t = pto.alloc_tile valid_row = %r : !pto.tile_buf<vec, 16x16xf32>
  return
}

// -----

func.func @alloc_missing_valid_row() {
  // expected-error@+1 {{'pto.alloc_tile' op expects a valid_row operand for v_row=?}}
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, valid=?x16>
  return
}

// -----

func.func @alloc_valid_col(%c: index) {
  // expected-error@+1 {{'pto.alloc_tile' op has a valid_col operand but the tile type has a static v_col}}
  %t = pto.alloc_tile valid_col = %c : !pto.tile_buf<vec, 16x16xf32>
  return
}

// -----

func.func @alloc_missing_valid_col(%r: index) {
  // expected-error@+1 {{'pto.alloc_tile' op expects a valid_col operand for v_col=?}}
  %t = pto.alloc_tile valid_row = %r : !pto.tile_buf<vec, 16x16xf32, valid=?x?>
  return
}

// -----

func.func @tload_loc(%pv: !pto.partition_tensor_view<16x16xf32>) {
  %t = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tload' op expects the destination in loc=vec or loc=mat, got loc=acc}}
  pto.tload ins(%pv : !pto.partition_tensor_view<16x16xf32>) outs(%t : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// -----

func.func @tload_element(%pv: !pto.partition_tensor_view<16x16xf32>) {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  // expected-error@+1 {{'pto.tload' op expects source and destination elements of the same size, got 'f32' and 'f16'}}
  pto.tload ins(%pv : !pto.partition_tensor_view<16x16xf32>) outs(%t : !pto.tile_buf<vec, 16x16xf16>)
  return
}

// -----

func.func @tload_count(%pv: !pto.partition_tensor_view<16x32xf32>) {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tload' op expects src static element count (512) to match dst valid element count (256)}}
  pto.tload ins(%pv : !pto.partition_tensor_view<16x32xf32>) outs(%t : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @tstore_mat_a5(%pv: !pto.partition_tensor_view<16x16xf16>) {
  %t = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.tstore' op expects the source in loc=vec or loc=acc on A5, got loc=mat (mat -> GM exists on A2/A3 only)}}
  pto.tstore ins(%t : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>) outs(%pv : !pto.partition_tensor_view<16x16xf16>)
  return
}
}

// -----

func.func @tstore_acc_type(%pv: !pto.partition_tensor_view<16x16xi8>) {
  %t = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tstore' op cannot convert an acc tile of 'f32' to 'i8'; f32 goes to f32, f16 or bf16, i32 to i32, f16 or bf16 (i8 needs the pre-quantisation scalar)}}
  pto.tstore ins(%t : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%pv : !pto.partition_tensor_view<16x16xi8>)
  return
}

// -----

func.func @tstore_element(%pv: !pto.partition_tensor_view<16x16xf16>) {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tstore' op expects source and destination elements of the same size, got 'f32' and 'f16'}}
  pto.tstore ins(%t : !pto.tile_buf<vec, 16x16xf32>) outs(%pv : !pto.partition_tensor_view<16x16xf16>)
  return
}

// -----

func.func @tstore_relu(%pv: !pto.partition_tensor_view<16x16xf32>) {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tstore' op 'reluPreMode' and the pre-quantisation scalar apply to stores from loc=acc only}}
  pto.tstore ins(%t : !pto.tile_buf<vec, 16x16xf32>) outs(%pv : !pto.partition_tensor_view<16x16xf32>) {reluPreMode = #pto<relu_pre_mode normal_relu>}
  return
}

// -----

func.func @tstore_count(%pv: !pto.partition_tensor_view<64x64xf32>) {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 32x32xf32>
  // expected-error@+1 {{'pto.tstore' op expects dst static element count (4096) to match src valid element count (1024)}}
  pto.tstore ins(%t : !pto.tile_buf<vec, 32x32xf32>) outs(%pv : !pto.partition_tensor_view<64x64xf32>)
  return
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @tmov_acc_to_vec_a3() {
  %acc = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %vec = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tmov' op does not support acc -> vec on A2/A3 (A5 only; A2/A3 has no L0C -> UB path: stage through global memory)}}
  pto.tmov ins(%acc : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%vec : !pto.tile_buf<vec, 16x16xf32>)
  return
}
}

// -----

func.func @tmov_pair() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %b = pto.alloc_tile : !pto.tile_buf<left, 16x16xf32, slayout=row_major>
  // expected-error@+1 {{'pto.tmov' op does not support vec -> left on A2/A3}}
  pto.tmov ins(%a : !pto.tile_buf<vec, 16x16xf32>) outs(%b : !pto.tile_buf<left, 16x16xf32, slayout=row_major>)
  return
}

// -----

func.func @tmov_shape() {
  %a = pto.alloc_tile : !pto.tile_buf<mat, 32x16xf16, blayout=col_major, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, slayout=row_major>
  // expected-error@+1 {{'pto.tmov' op expects mat -> left to keep the shape, got 32x16 -> 16x16}}
  pto.tmov ins(%a : !pto.tile_buf<mat, 32x16xf16, blayout=col_major, slayout=row_major>) outs(%b : !pto.tile_buf<left, 16x16xf16, slayout=row_major>)
  return
}

// -----

func.func @tmov_element() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf16>
  // expected-error@+1 {{'pto.tmov' op expects the same element type, got 'f32' and 'f16'}}
  pto.tmov ins(%a : !pto.tile_buf<vec, 16x16xf32>) outs(%b : !pto.tile_buf<vec, 16x16xf16>)
  return
}

// -----

func.func @tmov_mode() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tmov' op 'accToVecMode', 'reluPreMode', the scaling tile and the pre-quantisation scalar apply to moves from loc=acc only}}
  pto.tmov ins(%a : !pto.tile_buf<vec, 16x16xf32>) outs(%b : !pto.tile_buf<vec, 16x16xf32>) {accToVecMode = #pto.acc_to_vec_mode<dual_mode_split_m>}
  return
}

// -----

func.func @textract_pair(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 32x32xf32>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.textract' op does not support vec -> vec on A2/A3; expected mat -> left/right}}
  pto.textract ins(%a, %i, %i : !pto.tile_buf<vec, 32x32xf32>, index, index) outs(%b : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

module attributes {pto.target_arch = "a5"} {
func.func @textract_vec_layout_a5(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 32x32xf32, blayout=col_major>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.textract' op expects A5 vec -> vec textract src/dst to use ND layout (blayout=row_major, slayout=none_box)}}
  pto.textract ins(%a, %i, %i : !pto.tile_buf<vec, 32x32xf32, blayout=col_major>, index, index) outs(%b : !pto.tile_buf<vec, 16x16xf32>)
  return
}
}

// -----

func.func @textract_element(%i: index) {
  %a = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf32, blayout=col_major, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, slayout=row_major>
  // expected-error@+1 {{'pto.textract' op expects the same element type, got 'f32' and 'f16'}}
  pto.textract ins(%a, %i, %i : !pto.tile_buf<mat, 32x32xf32, blayout=col_major, slayout=row_major>, index, index) outs(%b : !pto.tile_buf<left, 16x16xf16, slayout=row_major>)
  return
}

// -----

func.func @textract_window(%i: index) {
  %c24 = arith.constant 24 : index
  %a = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf32, blayout=col_major, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<left, 16x16xf32, slayout=row_major>
  // expected-error@+1 {{'pto.textract' op window at (24, ?) of size 16x16 does not fit in the 32x32 source}}
  pto.textract ins(%a, %c24, %i : !pto.tile_buf<mat, 32x32xf32, blayout=col_major, slayout=row_major>, index, index) outs(%b : !pto.tile_buf<left, 16x16xf32, slayout=row_major>)
  return
}

// -----

func.func @tmatmul_lhs() {
  %a = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x16xf16, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul' op expects lhs to be in the left address space, got loc=mat}}
  pto.tmatmul ins(%a, %b : !pto.tile_buf<mat, 16x16xf16, slayout=row_major>, !pto.tile_buf<right, 16x16xf16, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// -----

func.func @tmatmul_rhs() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, slayout=row_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul' op expects rhs to be in the right address space, got loc=left}}
  pto.tmatmul ins(%a, %b : !pto.tile_buf<left, 16x16xf16, slayout=row_major>, !pto.tile_buf<left, 16x16xf16, slayout=row_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// -----

func.func @tmatmul_dst() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x16xf16, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  // expected-error@+1 {{'pto.tmatmul' op expects dst to be in the acc address space, got loc=vec}}
  pto.tmatmul ins(%a, %b : !pto.tile_buf<left, 16x16xf16, slayout=row_major>, !pto.tile_buf<right, 16x16xf16, slayout=col_major>) outs(%c : !pto.tile_buf<vec, 16x16xf32>)
  return
}

// -----

func.func @tmatmul_left_layout() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x16xf16, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul' op expects the left tile to have slayout=row_major}}
  pto.tmatmul ins(%a, %b : !pto.tile_buf<left, 16x16xf16>, !pto.tile_buf<right, 16x16xf16, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// -----

// ptoas accepts this right tile on a3; tirpto does not.
module attributes {pto.target_arch = "a3"} {
func.func @tmatmul_right_layout_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x16xf16, blayout=col_major, slayout=row_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul' op expects the right tile to have blayout=row_major, slayout=col_major (checked on a3 too: ptoas accepts other forms there but pto-isa rejects them)}}
  pto.tmatmul ins(%a, %b : !pto.tile_buf<left, 16x16xf16, slayout=row_major>, !pto.tile_buf<right, 16x16xf16, blayout=col_major, slayout=row_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}
}

// -----

module attributes {pto.target_arch = "a3"} {
func.func @tmatmul_acc_layout_a3() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x16xf16, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.tmatmul' op expects the acc tile to have blayout=col_major, slayout=row_major, fractal=1024 (checked on a3 too: ptoas accepts other forms there but pto-isa rejects them)}}
  pto.tmatmul ins(%a, %b : !pto.tile_buf<left, 16x16xf16, slayout=row_major>, !pto.tile_buf<right, 16x16xf16, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major>)
  return
}
}

// -----

func.func @tmatmul_types() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x16xbf16, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul' op unsupported (dst; lhs, rhs) element types ('f32'; 'f16', 'bf16'); expected (i32; i8, i8), (f32; f16, f16), (f32; bf16, bf16), (f32; f32, f32)}}
  pto.tmatmul ins(%a, %b : !pto.tile_buf<left, 16x16xf16, slayout=row_major>, !pto.tile_buf<right, 16x16xbf16, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// -----

func.func @tmatmul_k() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x32xf16, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x16xf16, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul' op expects lhs valid cols (32) to equal rhs valid rows (16)}}
  pto.tmatmul ins(%a, %b : !pto.tile_buf<left, 16x32xf16, slayout=row_major>, !pto.tile_buf<right, 16x16xf16, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// -----

func.func @tmatmul_m() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 32x16xf16, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x16xf16, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul' op expects dst valid rows (16) to equal lhs valid rows (32)}}
  pto.tmatmul ins(%a, %b : !pto.tile_buf<left, 32x16xf16, slayout=row_major>, !pto.tile_buf<right, 16x16xf16, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// -----

func.func @tmatmul_n() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x32xf16, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul' op expects dst valid cols (16) to equal rhs valid cols (32)}}
  pto.tmatmul ins(%a, %b : !pto.tile_buf<left, 16x16xf16, slayout=row_major>, !pto.tile_buf<right, 16x32xf16, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// -----

func.func @tmatmul_range() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x4096xf16, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 4096x16xf16, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul' op expects k in [1, 4095], got 4096}}
  pto.tmatmul ins(%a, %b : !pto.tile_buf<left, 16x4096xf16, slayout=row_major>, !pto.tile_buf<right, 4096x16xf16, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// -----

func.func @tmatmul_acc_in() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 16x16xf16, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %d = pto.alloc_tile : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tmatmul.acc' op expects acc_in and dst of the same type}}
  pto.tmatmul.acc ins(%d, %a, %b : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<left, 16x16xf16, slayout=row_major>, !pto.tile_buf<right, 16x16xf16, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// -----

// expected-error@+1 {{'pto.target_arch' must be a module attribute "a3" (also spelled "a2" or "a2a3") or "a5"}}
module attributes {pto.target_arch = "a9"} {
}

// -----

// expected-error@+1 {{'pto.entry' is a unit attribute of func.func}}
func.func @entry() attributes {pto.entry = 1 : i32} {
  return
}

// -----

// expected-error@+1 {{'pto.kernel_kind' must be #pto.kernel_kind<cube|vector> on func.func}}
func.func @kernel_kind() attributes {pto.kernel_kind = "cube"} {
  return
}

// -----

// expected-error@+1 {{expected '>' or ', compact=N' after pad}}
func.func private @after_pad(!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0, valid=16x16>)
