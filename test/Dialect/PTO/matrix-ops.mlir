// Round trip of the Cube ops (PTOMatrixOps.td): tmatmul, tgemv and their
// .acc/.bias forms over every accepted (dst; lhs, rhs) dtype triple; the a5
// split holds the fp8 triples, the .mx forms and tget_scale_addr.

// RUN: pto-opt %s -split-input-file | FileCheck %s
// RUN: pto-opt %s -split-input-file | pto-opt -split-input-file | FileCheck %s
// RUN: pto-opt %s -split-input-file --mlir-print-op-generic | pto-opt -split-input-file | FileCheck %s
// The a3 split is legal on a5 as well.
// RUN: pto-opt %s -split-input-file --pto-arch=a5 | FileCheck %s

// CHECK: module attributes {pto.target_arch = "a3"}
module attributes {pto.target_arch = "a3"} {

// (f32; f16, f16): plain, .acc and .bias.
// CHECK-LABEL: func.func @tmatmul_f16
func.func @tmatmul_f16() {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[LT:!pto.tile_buf<loc=left, dtype=f16, rows=16, cols=32, v_row=16, v_col=32, blayout=row_major, slayout=row_major, fractal=512, pad=0>]]
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x32xf16, slayout=row_major>
  // CHECK: %[[B:.*]] = pto.alloc_tile : [[RT:!pto.tile_buf<loc=right, dtype=f16, rows=32, cols=64, v_row=32, v_col=64, blayout=row_major, slayout=col_major, fractal=512, pad=0>]]
  %b = pto.alloc_tile : !pto.tile_buf<right, 32x64xf16, slayout=col_major>
  // CHECK: %[[C:.*]] = pto.alloc_tile : [[AT:!pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=col_major, slayout=row_major, fractal=1024, pad=0>]]
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x64xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // CHECK: %[[BIAS:.*]] = pto.alloc_tile : [[BT:!pto.tile_buf<loc=bias, dtype=f32, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %bias = pto.alloc_tile : !pto.tile_buf<bias, 1x64xf32>
  // CHECK: pto.tmatmul ins(%[[A]], %[[B]] : [[LT]], [[RT]]) outs(%[[C]] : [[AT]]){{$}}
  pto.tmatmul ins(%a, %b : !pto.tile_buf<left, 16x32xf16, slayout=row_major>, !pto.tile_buf<right, 32x64xf16, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x64xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  // CHECK: pto.tmatmul.acc ins(%[[C]], %[[A]], %[[B]] : [[AT]], [[LT]], [[RT]]) outs(%[[C]] : [[AT]]){{$}}
  pto.tmatmul.acc ins(%c, %a, %b : !pto.tile_buf<acc, 16x64xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<left, 16x32xf16, slayout=row_major>, !pto.tile_buf<right, 32x64xf16, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x64xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  // CHECK: pto.tmatmul.bias ins(%[[A]], %[[B]], %[[BIAS]] : [[LT]], [[RT]], [[BT]]) outs(%[[C]] : [[AT]]){{$}}
  pto.tmatmul.bias ins(%a, %b, %bias : !pto.tile_buf<left, 16x32xf16, slayout=row_major>, !pto.tile_buf<right, 32x64xf16, slayout=col_major>, !pto.tile_buf<bias, 1x64xf32>) outs(%c : !pto.tile_buf<acc, 16x64xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// The other triples: (f32; bf16, bf16), (f32; f32, f32), (i32; i8, i8). The
// left tile may be written col_major (ptoas rewrites it per arch).
// CHECK-LABEL: func.func @tmatmul_dtypes
func.func @tmatmul_dtypes() {
  %abf = pto.alloc_tile : !pto.tile_buf<left, 16x16xbf16, blayout=col_major, slayout=row_major>
  %bbf = pto.alloc_tile : !pto.tile_buf<right, 16x16xbf16, slayout=col_major>
  %af = pto.alloc_tile : !pto.tile_buf<left, 16x16xf32, slayout=row_major>
  %bf = pto.alloc_tile : !pto.tile_buf<right, 16x16xf32, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %a8 = pto.alloc_tile : !pto.tile_buf<left, 16x32xi8, slayout=row_major>
  %b8 = pto.alloc_tile : !pto.tile_buf<right, 32x16xi8, slayout=col_major>
  %ci = pto.alloc_tile : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>
  // CHECK: pto.tmatmul ins(%{{.*}}, %{{.*}} : !pto.tile_buf<loc=left, dtype=bf16, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>, !pto.tile_buf<loc=right, dtype=bf16, {{.*}}>) outs(%{{.*}} : !pto.tile_buf<loc=acc, dtype=f32, {{.*}}>){{$}}
  pto.tmatmul ins(%abf, %bbf : !pto.tile_buf<left, 16x16xbf16, blayout=col_major, slayout=row_major>, !pto.tile_buf<right, 16x16xbf16, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  // CHECK: pto.tmatmul ins(%{{.*}}, %{{.*}} : !pto.tile_buf<loc=left, dtype=f32, {{.*}}>, !pto.tile_buf<loc=right, dtype=f32, {{.*}}>) outs(%{{.*}} : !pto.tile_buf<loc=acc, dtype=f32, {{.*}}>){{$}}
  pto.tmatmul ins(%af, %bf : !pto.tile_buf<left, 16x16xf32, slayout=row_major>, !pto.tile_buf<right, 16x16xf32, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  // CHECK: pto.tmatmul ins(%{{.*}}, %{{.*}} : !pto.tile_buf<loc=left, dtype=i8, {{.*}}>, !pto.tile_buf<loc=right, dtype=i8, {{.*}}>) outs(%{{.*}} : !pto.tile_buf<loc=acc, dtype=i32, {{.*}}>){{$}}
  pto.tmatmul ins(%a8, %b8 : !pto.tile_buf<left, 16x32xi8, slayout=row_major>, !pto.tile_buf<right, 32x16xi8, slayout=col_major>) outs(%ci : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// Dynamic valid dims are checked at run time; m/k/n at the [1, 4095] ends.
// CHECK-LABEL: func.func @tmatmul_dims
func.func @tmatmul_dims(%m: index, %n: index) {
  %a = pto.alloc_tile valid_row = %m valid_col = %n : !pto.tile_buf<left, 16x32xf16, valid=?x?, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 32x16xf16, valid=16x16, slayout=col_major>
  %c = pto.alloc_tile valid_row = %m valid_col = %n : !pto.tile_buf<acc, 16x16xf32, valid=?x?, blayout=col_major, slayout=row_major, fractal=1024>
  %a1 = pto.alloc_tile : !pto.tile_buf<left, 1x4095xf16, slayout=row_major>
  %b1 = pto.alloc_tile : !pto.tile_buf<right, 4095x1xf16, slayout=col_major>
  %c1 = pto.alloc_tile : !pto.tile_buf<acc, 1x1xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // CHECK: pto.tmatmul ins(%{{.*}}, %{{.*}} : !pto.tile_buf<loc=left, dtype=f16, rows=16, cols=32, v_row=?, v_col=?, {{.*}}>, !pto.tile_buf<loc=right, dtype=f16, rows=32, cols=16, v_row=16, v_col=16, {{.*}}>) outs(%{{.*}} : !pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=16, v_row=?, v_col=?, {{.*}}>){{$}}
  pto.tmatmul ins(%a, %b : !pto.tile_buf<left, 16x32xf16, valid=?x?, slayout=row_major>, !pto.tile_buf<right, 32x16xf16, valid=16x16, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, valid=?x?, blayout=col_major, slayout=row_major, fractal=1024>)
  // CHECK: pto.tmatmul ins(%{{.*}}, %{{.*}} : !pto.tile_buf<loc=left, dtype=f16, rows=1, cols=4095, {{.*}}>, !pto.tile_buf<loc=right, dtype=f16, rows=4095, cols=1, {{.*}}>) outs(%{{.*}} : !pto.tile_buf<loc=acc, dtype=f32, rows=1, cols=1, {{.*}}>){{$}}
  pto.tmatmul ins(%a1, %b1 : !pto.tile_buf<left, 1x4095xf16, slayout=row_major>, !pto.tile_buf<right, 4095x1xf16, slayout=col_major>) outs(%c1 : !pto.tile_buf<acc, 1x1xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// tgemv: lhs and dst of one valid row; .acc and .bias forms.
// CHECK-LABEL: func.func @tgemv
func.func @tgemv() {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[LT:!pto.tile_buf<loc=left, dtype=f16, rows=16, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=row_major, fractal=512, pad=0>]]
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x64xf16, valid=1x64, slayout=row_major>
  // CHECK: %[[B:.*]] = pto.alloc_tile : [[RT:!pto.tile_buf<loc=right, dtype=f16, rows=64, cols=32, v_row=64, v_col=32, blayout=row_major, slayout=col_major, fractal=512, pad=0>]]
  %b = pto.alloc_tile : !pto.tile_buf<right, 64x32xf16, slayout=col_major>
  // CHECK: %[[C:.*]] = pto.alloc_tile : [[AT:!pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=32, v_row=1, v_col=32, blayout=col_major, slayout=row_major, fractal=1024, pad=0>]]
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x32xf32, valid=1x32, blayout=col_major, slayout=row_major, fractal=1024>
  // CHECK: %[[BIAS:.*]] = pto.alloc_tile : [[BT:!pto.tile_buf<loc=bias, dtype=f32, rows=1, cols=32, v_row=1, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %bias = pto.alloc_tile : !pto.tile_buf<bias, 1x32xf32>
  // CHECK: pto.tgemv ins(%[[A]], %[[B]] : [[LT]], [[RT]]) outs(%[[C]] : [[AT]]){{$}}
  pto.tgemv ins(%a, %b : !pto.tile_buf<left, 16x64xf16, valid=1x64, slayout=row_major>, !pto.tile_buf<right, 64x32xf16, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x32xf32, valid=1x32, blayout=col_major, slayout=row_major, fractal=1024>)
  // CHECK: pto.tgemv.acc ins(%[[C]], %[[A]], %[[B]] : [[AT]], [[LT]], [[RT]]) outs(%[[C]] : [[AT]]){{$}}
  pto.tgemv.acc ins(%c, %a, %b : !pto.tile_buf<acc, 16x32xf32, valid=1x32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<left, 16x64xf16, valid=1x64, slayout=row_major>, !pto.tile_buf<right, 64x32xf16, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x32xf32, valid=1x32, blayout=col_major, slayout=row_major, fractal=1024>)
  // CHECK: pto.tgemv.bias ins(%[[A]], %[[B]], %[[BIAS]] : [[LT]], [[RT]], [[BT]]) outs(%[[C]] : [[AT]]){{$}}
  pto.tgemv.bias ins(%a, %b, %bias : !pto.tile_buf<left, 16x64xf16, valid=1x64, slayout=row_major>, !pto.tile_buf<right, 64x32xf16, slayout=col_major>, !pto.tile_buf<bias, 1x32xf32>) outs(%c : !pto.tile_buf<acc, 16x32xf32, valid=1x32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

}

// -----

// The forms legal on a5 only.
// CHECK: module attributes {pto.target_arch = "a5"}
module attributes {pto.target_arch = "a5"} {

// Pairs of one fp8 type into an f32 accumulator.
// CHECK-LABEL: func.func @tmatmul_fp8_a5
func.func @tmatmul_fp8_a5() {
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x32xf8E4M3FN, blayout=col_major, slayout=row_major>
  %b = pto.alloc_tile : !pto.tile_buf<right, 32x16xf8E4M3FN, slayout=col_major>
  %a2 = pto.alloc_tile : !pto.tile_buf<left, 16x32xf8E5M2, blayout=col_major, slayout=row_major>
  %b2 = pto.alloc_tile : !pto.tile_buf<right, 32x16xf8E5M2, slayout=col_major>
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // CHECK: pto.tmatmul ins(%{{.*}}, %{{.*}} : !pto.tile_buf<loc=left, dtype=f8E4M3FN, {{.*}}>, !pto.tile_buf<loc=right, dtype=f8E4M3FN, {{.*}}>) outs(%{{.*}} : !pto.tile_buf<loc=acc, dtype=f32, {{.*}}>){{$}}
  pto.tmatmul ins(%a, %b : !pto.tile_buf<left, 16x32xf8E4M3FN, blayout=col_major, slayout=row_major>, !pto.tile_buf<right, 32x16xf8E4M3FN, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  // CHECK: pto.tmatmul.acc ins(%{{.*}}, %{{.*}}, %{{.*}} : !pto.tile_buf<loc=acc, dtype=f32, {{.*}}>, !pto.tile_buf<loc=left, dtype=f8E5M2, {{.*}}>, !pto.tile_buf<loc=right, dtype=f8E5M2, {{.*}}>) outs(%{{.*}} : !pto.tile_buf<loc=acc, dtype=f32, {{.*}}>){{$}}
  pto.tmatmul.acc ins(%c, %a2, %b2 : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<left, 16x32xf8E5M2, blayout=col_major, slayout=row_major>, !pto.tile_buf<right, 32x16xf8E5M2, slayout=col_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// Every .mx form and tget_scale_addr.
// CHECK-LABEL: func.func @mx_a5
func.func @mx_a5() {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[LT:!pto.tile_buf<loc=left, dtype=f8E4M3FN, rows=16, cols=64, v_row=16, v_col=64, blayout=col_major, slayout=row_major, fractal=512, pad=0>]]
  %a = pto.alloc_tile : !pto.tile_buf<left, 16x64xf8E4M3FN, blayout=col_major, slayout=row_major>
  // CHECK: %[[AS:.*]] = pto.alloc_tile : [[AST:!pto.tile_buf<loc=scaling, dtype=f16, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=row_major, fractal=512, pad=0>]]
  %as = pto.alloc_tile : !pto.tile_buf<scaling, 16x64xf16, slayout=row_major>
  // CHECK: %[[B:.*]] = pto.alloc_tile : [[RT:!pto.tile_buf<loc=right, dtype=f8E4M3FN, rows=64, cols=16, v_row=64, v_col=16, blayout=row_major, slayout=col_major, fractal=512, pad=0>]]
  %b = pto.alloc_tile : !pto.tile_buf<right, 64x16xf8E4M3FN, slayout=col_major>
  // CHECK: %[[BS:.*]] = pto.alloc_tile : [[BST:!pto.tile_buf<loc=scaling, dtype=f16, rows=64, cols=16, v_row=64, v_col=16, blayout=row_major, slayout=row_major, fractal=512, pad=0>]]
  %bs = pto.alloc_tile : !pto.tile_buf<scaling, 64x16xf16, slayout=row_major>
  // CHECK: %[[C:.*]] = pto.alloc_tile : [[AT:!pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=1024, pad=0>]]
  %c = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // CHECK: %[[BIAS:.*]] = pto.alloc_tile : [[BT:!pto.tile_buf<loc=bias, dtype=f32, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %bias = pto.alloc_tile : !pto.tile_buf<bias, 1x16xf32>
  // CHECK: pto.tmatmul.mx ins(%[[A]], %[[AS]], %[[B]], %[[BS]] : [[LT]], [[AST]], [[RT]], [[BST]]) outs(%[[C]] : [[AT]]){{$}}
  pto.tmatmul.mx ins(%a, %as, %b, %bs : !pto.tile_buf<left, 16x64xf8E4M3FN, blayout=col_major, slayout=row_major>, !pto.tile_buf<scaling, 16x64xf16, slayout=row_major>, !pto.tile_buf<right, 64x16xf8E4M3FN, slayout=col_major>, !pto.tile_buf<scaling, 64x16xf16, slayout=row_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  // CHECK: pto.tmatmul.mx.acc ins(%[[C]], %[[A]], %[[AS]], %[[B]], %[[BS]] : [[AT]], [[LT]], [[AST]], [[RT]], [[BST]]) outs(%[[C]] : [[AT]]){{$}}
  pto.tmatmul.mx.acc ins(%c, %a, %as, %b, %bs : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<left, 16x64xf8E4M3FN, blayout=col_major, slayout=row_major>, !pto.tile_buf<scaling, 16x64xf16, slayout=row_major>, !pto.tile_buf<right, 64x16xf8E4M3FN, slayout=col_major>, !pto.tile_buf<scaling, 64x16xf16, slayout=row_major>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  // CHECK: pto.tmatmul.mx.bias ins(%[[A]], %[[AS]], %[[B]], %[[BS]], %[[BIAS]] : [[LT]], [[AST]], [[RT]], [[BST]], [[BT]]) outs(%[[C]] : [[AT]]){{$}}
  pto.tmatmul.mx.bias ins(%a, %as, %b, %bs, %bias : !pto.tile_buf<left, 16x64xf8E4M3FN, blayout=col_major, slayout=row_major>, !pto.tile_buf<scaling, 16x64xf16, slayout=row_major>, !pto.tile_buf<right, 64x16xf8E4M3FN, slayout=col_major>, !pto.tile_buf<scaling, 64x16xf16, slayout=row_major>, !pto.tile_buf<bias, 1x16xf32>) outs(%c : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  // The tgemv.mx forms take a one-row a.
  // CHECK: %[[A1:.*]] = pto.alloc_tile : [[LT1:!pto.tile_buf<loc=left, dtype=f8E4M3FN, rows=1, cols=64, v_row=1, v_col=64, blayout=col_major, slayout=row_major, fractal=512, pad=0>]]
  %a1 = pto.alloc_tile : !pto.tile_buf<left, 1x64xf8E4M3FN, blayout=col_major, slayout=row_major>
  // CHECK: %[[AS1:.*]] = pto.alloc_tile : [[AST1:!pto.tile_buf<loc=scaling, dtype=f16, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=row_major, fractal=512, pad=0>]]
  %as1 = pto.alloc_tile : !pto.tile_buf<scaling, 1x64xf16, slayout=row_major>
  // CHECK: %[[C1:.*]] = pto.alloc_tile : [[AT1:!pto.tile_buf<loc=acc, dtype=f32, rows=1, cols=16, v_row=1, v_col=16, blayout=col_major, slayout=row_major, fractal=1024, pad=0>]]
  %c1 = pto.alloc_tile : !pto.tile_buf<acc, 1x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // CHECK: pto.tgemv.mx ins(%[[A1]], %[[AS1]], %[[B]], %[[BS]] : [[LT1]], [[AST1]], [[RT]], [[BST]]) outs(%[[C1]] : [[AT1]]){{$}}
  pto.tgemv.mx ins(%a1, %as1, %b, %bs : !pto.tile_buf<left, 1x64xf8E4M3FN, blayout=col_major, slayout=row_major>, !pto.tile_buf<scaling, 1x64xf16, slayout=row_major>, !pto.tile_buf<right, 64x16xf8E4M3FN, slayout=col_major>, !pto.tile_buf<scaling, 64x16xf16, slayout=row_major>) outs(%c1 : !pto.tile_buf<acc, 1x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  // CHECK: pto.tgemv.mx.acc ins(%[[C1]], %[[A1]], %[[AS1]], %[[B]], %[[BS]] : [[AT1]], [[LT1]], [[AST1]], [[RT]], [[BST]]) outs(%[[C1]] : [[AT1]]){{$}}
  pto.tgemv.mx.acc ins(%c1, %a1, %as1, %b, %bs : !pto.tile_buf<acc, 1x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<left, 1x64xf8E4M3FN, blayout=col_major, slayout=row_major>, !pto.tile_buf<scaling, 1x64xf16, slayout=row_major>, !pto.tile_buf<right, 64x16xf8E4M3FN, slayout=col_major>, !pto.tile_buf<scaling, 64x16xf16, slayout=row_major>) outs(%c1 : !pto.tile_buf<acc, 1x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  // CHECK: pto.tgemv.mx.bias ins(%[[A1]], %[[AS1]], %[[B]], %[[BS]], %[[BIAS]] : [[LT1]], [[AST1]], [[RT]], [[BST]], [[BT]]) outs(%[[C1]] : [[AT1]]){{$}}
  pto.tgemv.mx.bias ins(%a1, %as1, %b, %bs, %bias : !pto.tile_buf<left, 1x64xf8E4M3FN, blayout=col_major, slayout=row_major>, !pto.tile_buf<scaling, 1x64xf16, slayout=row_major>, !pto.tile_buf<right, 64x16xf8E4M3FN, slayout=col_major>, !pto.tile_buf<scaling, 64x16xf16, slayout=row_major>, !pto.tile_buf<bias, 1x16xf32>) outs(%c1 : !pto.tile_buf<acc, 1x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  // CHECK: pto.tget_scale_addr ins(%[[A]] : [[LT]]) outs(%[[AS]] : [[AST]]){{$}}
  pto.tget_scale_addr ins(%a : !pto.tile_buf<left, 16x64xf8E4M3FN, blayout=col_major, slayout=row_major>) outs(%as : !pto.tile_buf<scaling, 16x64xf16, slayout=row_major>)
  return
}

}
