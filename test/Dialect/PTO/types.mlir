// Round trip of the pto types (PTOTypes.td/.cpp): !pto.tile_buf in both
// spellings with every key, value and default (the keyword spelling is
// printed), and !pto.ptr, tensor views, !pto.eventid_array, !pto.pipe.

// RUN: pto-opt %s | FileCheck %s
// RUN: pto-opt %s | pto-opt | FileCheck %s
// RUN: pto-opt %s --mlir-print-op-generic | pto-opt | FileCheck %s

// The compact spelling's defaults: valid = RxC, blayout=row_major,
// slayout=none_box, fractal=512, pad=0, compact=0 (not printed).
// CHECK-LABEL: func.func private @compact_defaults
// CHECK-SAME: (!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=32, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
func.func private @compact_defaults(!pto.tile_buf<vec, 16x32xf16>)

// Every location, in both spellings (the location may be a string).
// CHECK-LABEL: func.func private @locations
// CHECK-SAME: !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
// CHECK-SAME: !pto.tile_buf<loc=mat, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
// CHECK-SAME: !pto.tile_buf<loc=left, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
// CHECK-SAME: !pto.tile_buf<loc=right, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
// CHECK-SAME: !pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
// CHECK-SAME: !pto.tile_buf<loc=bias, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
// CHECK-SAME: !pto.tile_buf<loc=scaling, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
// CHECK-SAME: !pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=1024, pad=0>
// CHECK-SAME: !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
func.func private @locations(
    !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<mat, 16x16xf32>,
    !pto.tile_buf<left, 16x16xf32>, !pto.tile_buf<right, 16x16xf32>,
    !pto.tile_buf<acc, 16x16xf32>, !pto.tile_buf<bias, 16x16xf32>,
    !pto.tile_buf<scaling, 16x16xf32>,
    !pto.tile_buf<loc="acc", dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout="col_major", slayout="row_major", fractal=1024, pad=0>,
    !pto.tile_buf<"vec", 16x16xf32>)

// Each optional key of the compact spelling alone, then all of them in
// another order.
// CHECK-LABEL: func.func private @compact_keys
// CHECK-SAME: !pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=32, v_row=8, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>
// CHECK-SAME: !pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=32, v_row=16, v_col=32, blayout=col_major, slayout=none_box, fractal=512, pad=0>
// CHECK-SAME: !pto.tile_buf<loc=mat, dtype=f16, rows=16, cols=32, v_row=16, v_col=32, blayout=row_major, slayout=col_major, fractal=512, pad=0>
// CHECK-SAME: !pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=32, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=1024, pad=0>
// CHECK-SAME: !pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=32, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=2>
// CHECK-SAME: !pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=32, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0, compact=1>
// CHECK-SAME: !pto.tile_buf<loc=mat, dtype=i8, rows=32, cols=64, v_row=?, v_col=?, blayout=col_major, slayout=row_major, fractal=32, pad=3, compact=2>)
func.func private @compact_keys(
    !pto.tile_buf<vec, 16x32xf16, valid=8x?>,
    !pto.tile_buf<vec, 16x32xf16, blayout=col_major>,
    !pto.tile_buf<mat, 16x32xf16, slayout=col_major>,
    !pto.tile_buf<acc, 16x32xf32, fractal=1024>,
    !pto.tile_buf<vec, 16x32xf16, pad=2>,
    !pto.tile_buf<vec, 16x32xf16, compact=1>,
    !pto.tile_buf<mat, 32x64xi8, compact=2, pad=3, fractal=32, slayout=row_major, blayout=col_major, valid=?x?>)

// Every value of the keyword spelling's keys: fractal 16/32/512/1024, pad
// 0..3, compact 0..2 (0 is not printed), v_row/v_col as ?, -1 or a number.
// CHECK-LABEL: func.func private @keyword_values
// CHECK-SAME: !pto.tile_buf<loc=mat, dtype=bf16, rows=32, cols=16, v_row=?, v_col=?, blayout=col_major, slayout=row_major, fractal=16, pad=1>
// CHECK-SAME: !pto.tile_buf<loc=mat, dtype=bf16, rows=32, cols=16, v_row=?, v_col=16, blayout=row_major, slayout=col_major, fractal=32, pad=2>
// CHECK-SAME: !pto.tile_buf<loc=mat, dtype=bf16, rows=32, cols=16, v_row=1, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=3, compact=1>
// CHECK-SAME: !pto.tile_buf<loc=acc, dtype=f32, rows=32, cols=16, v_row=32, v_col=16, blayout=col_major, slayout=row_major, fractal=1024, pad=0, compact=2>
// CHECK-SAME: !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=16, v_row=32, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
func.func private @keyword_values(
    !pto.tile_buf<loc=mat, dtype=bf16, rows=32, cols=16, v_row=?, v_col=-1, blayout=col_major, slayout=row_major, fractal=16, pad=1>,
    !pto.tile_buf<loc=mat, dtype=bf16, rows=32, cols=16, v_row=-1, v_col=16, blayout=row_major, slayout=col_major, fractal=32, pad=2>,
    !pto.tile_buf<loc=mat, dtype=bf16, rows=32, cols=16, v_row=1, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=3, compact=1>,
    !pto.tile_buf<loc=acc, dtype=f32, rows=32, cols=16, v_row=32, v_col=16, blayout=col_major, slayout=row_major, fractal=1024, pad=0, compact=2>,
    !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=16, v_row=32, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0, compact=0>)

// The two spellings of one configuration are the same type.
// CHECK-LABEL: func.func private @same_type
// CHECK-SAME: (!pto.tile_buf<loc=mat, dtype=f16, rows=128, cols=32, v_row=128, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>) -> !pto.tile_buf<loc=mat, dtype=f16, rows=128, cols=32, v_row=128, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>
func.func private @same_type(!pto.tile_buf<mat, 128x32xf16, blayout=col_major, slayout=row_major>)
    -> !pto.tile_buf<loc=mat, dtype=f16, rows=128, cols=32, v_row=128, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK-LABEL: func.func @same_type_use
// CHECK: call @same_type(%{{.*}}) : (!pto.tile_buf<loc=mat, dtype=f16, rows=128, cols=32, v_row=128, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>) -> !pto.tile_buf<loc=mat, {{.*}}>
func.func @same_type_use(%t: !pto.tile_buf<mat, 128x32xf16, blayout=col_major, slayout=row_major>) {
  %u = func.call @same_type(%t) : (!pto.tile_buf<loc=mat, dtype=f16, rows=128, cols=32, v_row=128, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>)
      -> !pto.tile_buf<mat, 128x32xf16, blayout=col_major, slayout=row_major>
  return
}

// The element types of ptoas-format.md §2.1 (ptoas inputs also spell
// unsigned integers): i1, i8..i64, f16, bf16, f32, the fp8 types and index.
// CHECK-LABEL: func.func private @dtypes
// CHECK-SAME: dtype=i1,
// CHECK-SAME: dtype=i8,
// CHECK-SAME: dtype=i16,
// CHECK-SAME: dtype=i32,
// CHECK-SAME: dtype=i64,
// CHECK-SAME: dtype=ui8,
// CHECK-SAME: dtype=ui16,
// CHECK-SAME: dtype=ui32,
// CHECK-SAME: dtype=si32,
// CHECK-SAME: dtype=f16,
// CHECK-SAME: dtype=bf16,
// CHECK-SAME: dtype=f32,
// CHECK-SAME: dtype=f8E4M3,
// CHECK-SAME: dtype=f8E4M3FN,
// CHECK-SAME: dtype=f8E4M3FNUZ,
// CHECK-SAME: dtype=f8E4M3B11FNUZ,
// CHECK-SAME: dtype=f8E5M2,
// CHECK-SAME: dtype=f8E5M2FNUZ,
// CHECK-SAME: dtype=index,
func.func private @dtypes(
    !pto.tile_buf<vec, 32x32xi1>, !pto.tile_buf<vec, 32x32xi8>, !pto.tile_buf<vec, 32x32xi16>,
    !pto.tile_buf<vec, 32x32xi32>, !pto.tile_buf<vec, 32x32xi64>, !pto.tile_buf<vec, 32x32xui8>,
    !pto.tile_buf<vec, 32x32xui16>, !pto.tile_buf<vec, 32x32xui32>, !pto.tile_buf<vec, 32x32xsi32>,
    !pto.tile_buf<vec, 32x32xf16>, !pto.tile_buf<vec, 32x32xbf16>, !pto.tile_buf<vec, 32x32xf32>,
    !pto.tile_buf<vec, 32x32xf8E4M3>, !pto.tile_buf<vec, 32x32xf8E4M3FN>, !pto.tile_buf<vec, 32x32xf8E4M3FNUZ>,
    !pto.tile_buf<vec, 32x32xf8E4M3B11FNUZ>, !pto.tile_buf<vec, 32x32xf8E5M2>, !pto.tile_buf<vec, 32x32xf8E5M2FNUZ>,
    !pto.tile_buf<vec, 32x32xindex>)

// Extreme shapes: a 1x1 tile, one valid element.
// CHECK-LABEL: func.func private @shapes
// CHECK-SAME: !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=1, v_row=1, v_col=1, blayout=row_major, slayout=none_box, fractal=512, pad=0>
// CHECK-SAME: !pto.tile_buf<loc=vec, dtype=f32, rows=4096, cols=1024, v_row=1, v_col=1, blayout=row_major, slayout=none_box, fractal=512, pad=0>
func.func private @shapes(!pto.tile_buf<vec, 1x1xf32>, !pto.tile_buf<vec, 4096x1024xf32, valid=1x1>)

// CHECK-LABEL: func.func private @pointers
// CHECK-SAME: (!pto.ptr<f16>, !pto.ptr<bf16>, !pto.ptr<f32>, !pto.ptr<i8>, !pto.ptr<ui8>, !pto.ptr<i16>, !pto.ptr<i64>, !pto.ptr<i1>, !pto.ptr<f8E4M3FN>, !pto.ptr<index>)
func.func private @pointers(!pto.ptr<f16>, !pto.ptr<bf16>, !pto.ptr<f32>, !pto.ptr<i8>, !pto.ptr<ui8>,
                            !pto.ptr<i16>, !pto.ptr<i64>, !pto.ptr<i1>, !pto.ptr<f8E4M3FN>, !pto.ptr<index>)

// Ranks 1 to 5, static and dynamic dims.
// CHECK-LABEL: func.func private @views
// CHECK-SAME: (!pto.tensor_view<?xf32>, !pto.tensor_view<1024x512xf16>, !pto.tensor_view<?x?xbf16>, !pto.tensor_view<4x?x8xi8>, !pto.tensor_view<1x1x16x1024x1024xf32>, !pto.partition_tensor_view<128xf32>, !pto.partition_tensor_view<16x?xf16>, !pto.partition_tensor_view<1x1x16x16x16xi32>)
func.func private @views(!pto.tensor_view<?xf32>, !pto.tensor_view<1024x512xf16>, !pto.tensor_view<?x?xbf16>,
                         !pto.tensor_view<4x?x8xi8>, !pto.tensor_view<1x1x16x1024x1024xf32>,
                         !pto.partition_tensor_view<128xf32>, !pto.partition_tensor_view<16x?xf16>,
                         !pto.partition_tensor_view<1x1x16x16x16xi32>)

// CHECK-LABEL: func.func private @handles
// CHECK-SAME: (!pto.eventid_array<1>, !pto.eventid_array<8>, !pto.pipe)
func.func private @handles(!pto.eventid_array<1>, !pto.eventid_array<8>, !pto.pipe)
