// Parser and verifier errors of the pto types (PTOTypes.cpp): malformed,
// truncated and out-of-range !pto.tile_buf in both spellings, and the other
// types; the cases already in invalid.mlir are not repeated.

// RUN: pto-opt %s -split-input-file -verify-diagnostics

// --- tile_buf, keyword spelling ---

// expected-error@+1 {{unknown tile_buf loc 'zero'; expected vec, mat, left, right, acc, bias or scaling}}
func.func private @kw_loc_zero(!pto.tile_buf<loc=zero, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>)

// -----

// A truncated keyword spelling names the key it expected next.
// expected-error@+1 {{expected tile_buf key 'dtype' here; the keyword spelling takes loc, dtype, rows, cols, v_row, v_col, blayout, slayout, fractal, pad[, compact] in this order}}
func.func private @kw_only_loc(!pto.tile_buf<loc=vec>)

// -----

// expected-error@+1 {{expected tile_buf key 'rows' here}}
func.func private @kw_truncated(!pto.tile_buf<loc=vec, dtype=f16>)

// -----

// The compact spelling's `valid` key is not a keyword-spelling key.
// expected-error@+1 {{expected tile_buf key 'v_row' here}}
func.func private @kw_valid_key(!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, valid=16x16, blayout=row_major, slayout=none_box, fractal=512, pad=0>)

// -----

// expected-error@+1 {{expected tile_buf key 'blayout' here}}
func.func private @kw_order(!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, fractal=512, blayout=row_major, slayout=none_box, pad=0>)

// -----

// expected-error@+1 {{expected tile_buf key 'v_col' here}}
func.func private @kw_unknown_key(!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, v_row=16, layout=nd, blayout=row_major, slayout=none_box, fractal=512, pad=0>)

// -----

// expected-error@+1 {{expected '>' or ', compact=N' after pad; the keyword spelling takes loc, dtype, rows, cols, v_row, v_col, blayout, slayout, fractal, pad[, compact] in this order}}
func.func private @kw_after_pad(!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0, foo=1>)

// -----

// expected-error@+1 {{tile_buf v_col must be '?', -1 or a non-negative integer}}
func.func private @kw_v_col(!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, v_row=16, v_col=-5, blayout=row_major, slayout=none_box, fractal=512, pad=0>)

// -----

// A slayout value is not a blayout.
// expected-error@+1 {{invalid tile_buf blayout 'none_box'; expected row_major or col_major}}
func.func private @kw_blayout(!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=none_box, slayout=none_box, fractal=512, pad=0>)

// -----

// expected-error@+1 {{tile_buf fractal must be 16, 32, 512 or 1024 (bytes), got 64}}
func.func private @kw_fractal(!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=64, pad=0>)

// -----

// expected-error@+1 {{tile_buf fractal must be 16, 32, 512 or 1024 (bytes), got 0}}
func.func private @compact_fractal_zero(!pto.tile_buf<vec, 16x16xf16, fractal=0>)

// -----

// pad is an integer, not a mnemonic.
// expected-error@+1 {{expected integer value}}
func.func private @kw_pad_name(!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=zero>)

// -----

// expected-error@+1 {{tile_buf pad must be in [0, 3], got -1}}
func.func private @compact_pad(!pto.tile_buf<vec, 16x16xf16, pad=-1>)

// -----

// expected-error@+1 {{tile_buf compact must be in [0, 2], got 7}}
func.func private @kw_compact(!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0, compact=7>)

// -----

// Shapes are static.
// expected-error@+1 {{expected integer value}}
func.func private @kw_dynamic_rows(!pto.tile_buf<loc=vec, dtype=f16, rows=?, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>)

// -----

// expected-error@+1 {{tile_buf rows and cols must be positive, got 16x-4}}
func.func private @kw_negative_cols(!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=-4, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>)

// -----

// An empty valid region is rejected (a dynamic `?` may still be 0 at run time).
// expected-error@+1 {{tile_buf v_row (0) must be '?' or in [1, rows=16]}}
func.func private @kw_zero_v_row(!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, v_row=0, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>)

// -----

// --- tile_buf, compact spelling ---

// expected-error@+1 {{tile_buf rows and cols must be positive, got 0x16}}
func.func private @compact_zero_rows(!pto.tile_buf<vec, 0x16xf16>)

// -----

// expected-error@+1 {{tile_buf v_col (0) must be '?' or in [1, cols=16]}}
func.func private @compact_zero_v_col(!pto.tile_buf<vec, 16x16xf16, valid=16x0>)

// -----

// expected-error@+1 {{expected static shape}}
func.func private @compact_dynamic_shape(!pto.tile_buf<vec, ?x16xf16>)

// -----

// expected-error@+1 {{tile_buf expects a rank-2 shape, got 1 dims}}
func.func private @compact_rank1(!pto.tile_buf<vec, 16xf16>)

// -----

// expected-error@+1 {{tile_buf valid expects RxC}}
func.func private @compact_valid_rank3(!pto.tile_buf<vec, 16x16xf16, valid=?x?x?>)

// -----

// expected-error@+1 {{duplicate tile_buf key 'valid'}}
func.func private @compact_duplicate(!pto.tile_buf<vec, 16x16xf16, valid=8x8, blayout=row_major, valid=16x16>)

// -----

// expected-error@+1 {{unknown tile_buf key 'v_row'; expected valid, blayout, slayout, fractal, pad or compact}}
func.func private @compact_keyword_key(!pto.tile_buf<vec, 16x16xf16, v_row=8>)

// -----

// expected-error@+1 {{invalid tile_buf slayout 'nz'; expected none_box, row_major or col_major}}
func.func private @compact_slayout(!pto.tile_buf<mat, 16x16xf16, slayout=nz>)

// -----

// expected-error@+1 {{unknown tile_buf loc 'l0a'; expected vec, mat, left, right, acc, bias or scaling}}
func.func private @compact_loc(!pto.tile_buf<l0a, 16x16xf16>)

// -----

// Truncated compact spellings.
// expected-error@+1 {{expected ','}}
func.func private @compact_only_loc(!pto.tile_buf<vec>)

// -----

// expected-error@+1 {{expected 'x' in dimension list}}
func.func private @compact_no_dtype(!pto.tile_buf<vec, 16x16>)

// -----

// expected-error@+1 {{expected valid keyword}}
func.func private @compact_trailing_comma(!pto.tile_buf<vec, 16x16xf16,>)

// -----

// expected-error@+1 {{expected '='}}
func.func private @compact_key_without_value(!pto.tile_buf<vec, 16x16xf16, pad>)

// -----

// expected-error@+1 {{unbalanced '<' character in pretty dialect name}}
func.func private @unbalanced(!pto.tile_buf<vec, 16x16xf16)

// -----

// expected-error@+1 {{expected '<'}}
func.func private @no_params(!pto.tile_buf)

// -----

// --- tile_buf element types (ptoas-format.md §2.1) and size ---

// expected-error@+1 {{tile_buf dtype must be an integer or float type, got 'f64'; expected i1, i8, i16, i32, i64, f16, bf16, f32, f8E4M3*, f8E5M2* or index}}
func.func private @dtype_f64(!pto.tile_buf<vec, 16x16xf64>)

// -----

// expected-error@+1 {{tile_buf dtype must be an integer or float type, got 'i4'}}
func.func private @dtype_i4(!pto.tile_buf<vec, 16x16xi4>)

// -----

// expected-error@+1 {{tile_buf dtype must be an integer or float type, got 'tf32'}}
func.func private @dtype_tf32(!pto.tile_buf<vec, 16x16xtf32>)

// -----

// expected-error@+1 {{tile_buf dtype must be an integer or float type, got 'i128'}}
func.func private @dtype_i128(!pto.tile_buf<loc=vec, dtype=i128, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>)

// -----

// expected-error@+1 {{tile_buf dtype must be an integer or float type, got '!pto.ptr<f32>'}}
func.func private @dtype_ptr(!pto.tile_buf<loc=vec, dtype=!pto.ptr<f32>, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>)

// -----

// expected-error@+1 {{tile_buf 4611686018427387904x4 of 'f32' is too large (its size in bytes overflows int64)}}
func.func private @too_large(!pto.tile_buf<vec, 4611686018427387904x4xf32>)

// -----

// --- other types ---

// expected-error@+1 {{!pto.ptr expects an integer or float element type, got 'f64'; expected i1, i8, i16, i32, i64, f16, bf16, f32, f8E4M3*, f8E5M2* or index}}
func.func private @ptr_f64(!pto.ptr<f64>)

// -----

// expected-error@+1 {{!pto.ptr expects an integer or float element type, got '!pto.ptr<f32>'}}
func.func private @ptr_ptr(!pto.ptr<!pto.ptr<f32>>)

// -----

// expected-error@+1 {{!pto.ptr expects an integer or float element type, got 'vector<4xf32>'}}
func.func private @ptr_vector(!pto.ptr<vector<4xf32>>)

// -----

// expected-error@+1 {{!pto.ptr takes only the element type (ptoas no longer accepts an address space)}}
func.func private @ptr_address_space(!pto.ptr<f32, gm>)

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @ptr_empty(!pto.ptr<>)

// -----

// expected-error@+1 {{!pto.tensor_view dims must be '?' or positive, got 0}}
func.func private @view_zero_dim(!pto.tensor_view<16x0xf32>)

// -----

// expected-error@+1 {{!pto.partition_tensor_view dims must be '?' or positive, got 0}}
func.func private @partition_zero_dim(!pto.partition_tensor_view<0xf16>)

// -----

// expected-error@+1 {{!pto.partition_tensor_view expects rank 1 to 5, got 0}}
func.func private @partition_rank0(!pto.partition_tensor_view<f32>)

// -----

// expected-error@+1 {{!pto.tensor_view expects an integer or float element type, got 'f64'; expected i1, i8, i16, i32, i64, f16, bf16, f32, f8E4M3*, f8E5M2* or index}}
func.func private @view_f64(!pto.tensor_view<?x?xf64>)

// -----

// expected-error@+1 {{expected 'x' in dimension list}}
func.func private @view_no_element(!pto.tensor_view<?x?>)

// -----

// expected-error@+1 {{!pto.eventid_array size must be positive, got 0}}
func.func private @eventid_array_zero(!pto.eventid_array<0>)

// -----

// expected-error@+1 {{!pto.eventid_array size must be positive, got -2}}
func.func private @eventid_array_negative(!pto.eventid_array<-2>)

// -----

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse PTO_EventIdArrayType parameter 'size' which is to be a `int64_t`}}
func.func private @eventid_array_empty(!pto.eventid_array<>)

// -----

// !pto.pipe has no parameters.
// expected-error@+1 {{!pto.pipe takes no parameters}}
func.func private @pipe_param(!pto.pipe<1>)

// -----

// expected-error@+1 {{!pto.pipe takes no parameters}}
func.func private @pipe_empty(!pto.pipe<>)

// -----

// expected-error@+1 {{unknown  type `tilebuf` in dialect `pto`}}
func.func private @unknown_type(!pto.tilebuf<vec, 16x16xf32>)
