// RUN: pto-opt %s --convert-ascend-to-pto -split-input-file | FileCheck %s

// init true -> tmatmul; init false -> tmatmul.acc; otherwise an scf.if.
// CHECK-LABEL: func.func @mmad
// CHECK-SAME: (%[[INIT:.*]]: i1)
// CHECK: %[[A:.*]] = pto.alloc_tile : !pto.tile_buf<loc=left
// CHECK: %[[B:.*]] = pto.alloc_tile : !pto.tile_buf<loc=right
// CHECK: %[[C:.*]] = pto.alloc_tile : !pto.tile_buf<loc=acc
// CHECK: pto.tmatmul ins(%[[A]], %[[B]] : !pto.tile_buf<loc=left, {{.*}}>, !pto.tile_buf<loc=right, {{.*}}>) outs(%[[C]] : !pto.tile_buf<loc=acc, {{.*}}>)
// CHECK-NEXT: pto.tmatmul.acc ins(%[[C]], %[[A]], %[[B]] : !pto.tile_buf<loc=acc, {{.*}}>, !pto.tile_buf<loc=left, {{.*}}>, !pto.tile_buf<loc=right, {{.*}}>) outs(%[[C]] : !pto.tile_buf<loc=acc, {{.*}}>)
// CHECK-NEXT: scf.if %[[INIT]] {
// CHECK-NEXT: pto.tmatmul ins(%[[A]], %[[B]]
// CHECK-NEXT: } else {
// CHECK-NEXT: pto.tmatmul.acc ins(%[[C]], %[[A]], %[[B]]
// CHECK-NEXT: }
// CHECK-NEXT: return
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @mmad(%init: i1) {
  %a = memref.alloc() : memref<32x16xbf16, #ascend.address_space<l0a>>
  %b = memref.alloc() : memref<16x64xbf16, #ascend.address_space<l0b>>
  %c = memref.alloc() : memref<32x64xf32, #ascend.address_space<l0c>>
  %true = arith.constant true
  %false = arith.constant false
  ascend.mmad ins(%a, %b : memref<32x16xbf16, #ascend.address_space<l0a>>, memref<16x64xbf16, #ascend.address_space<l0b>>) outs(%c : memref<32x64xf32, #ascend.address_space<l0c>>) init(%true)
  ascend.mmad ins(%a, %b : memref<32x16xbf16, #ascend.address_space<l0a>>, memref<16x64xbf16, #ascend.address_space<l0b>>) outs(%c : memref<32x64xf32, #ascend.address_space<l0c>>) init(%false)
  ascend.mmad ins(%a, %b : memref<32x16xbf16, #ascend.address_space<l0a>>, memref<16x64xbf16, #ascend.address_space<l0b>>) outs(%c : memref<32x64xf32, #ascend.address_space<l0c>>) init(%init)
  return
}
}

// -----

// a5's Cube multiplies fp8 operands into f32 (tirpto/Support/CubeLimits.h).
// CHECK-LABEL: func.func @mmad_fp8_a5
// CHECK: pto.tmatmul ins(%{{.*}}, %{{.*}} : !pto.tile_buf<loc=left, dtype=f8E4M3FN, {{.*}}>, !pto.tile_buf<loc=right, dtype=f8E4M3FN, {{.*}}>) outs(%{{.*}} : !pto.tile_buf<loc=acc, dtype=f32,
module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @mmad_fp8_a5() {
  %true = arith.constant true
  %a = memref.alloc() : memref<32x32xf8E4M3FN, #ascend.address_space<l0a>>
  %b = memref.alloc() : memref<32x64xf8E4M3FN, #ascend.address_space<l0b>>
  %c = memref.alloc() : memref<32x64xf32, #ascend.address_space<l0c>>
  ascend.mmad ins(%a, %b : memref<32x32xf8E4M3FN, #ascend.address_space<l0a>>, memref<32x64xf8E4M3FN, #ascend.address_space<l0b>>) outs(%c : memref<32x64xf32, #ascend.address_space<l0c>>) init(%true)
  return
}
}

// -----

// A K window of an L1 operand -> pto.textract at its offsets (the left
// tile is written col_major on both arches; ptoas's parser makes it
// row_major on a3).
// CHECK-LABEL: func.func @window_a3
// CHECK-SAME: (%[[K:.*]]: index)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[MA:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=bf16, rows=32, cols=64, v_row=32, v_col=64, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK-DAG: %[[MB:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=bf16, rows=64, cols=32, v_row=64, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK-DAG: %[[L:.*]] = pto.alloc_tile : !pto.tile_buf<loc=left, dtype=bf16, rows=32, cols=16, v_row=32, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK-DAG: %[[R:.*]] = pto.alloc_tile : !pto.tile_buf<loc=right, dtype=bf16, rows=16, cols=32, v_row=16, v_col=32, blayout=row_major, slayout=col_major, fractal=512, pad=0>
// CHECK: pto.textract ins(%[[MA]], %[[C0]], %[[K]] : !pto.tile_buf<loc=mat, {{.*}}>, index, index) outs(%[[L]] : !pto.tile_buf<loc=left, {{.*}}>)
// CHECK: pto.textract ins(%[[MB]], %[[K]], %[[C0]] : !pto.tile_buf<loc=mat, {{.*}}>, index, index) outs(%[[R]] : !pto.tile_buf<loc=right, {{.*}}>)
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @window_a3(%k: index) {
  %c0 = arith.constant 0 : index
  %ma = memref.alloc() : memref<32x64xbf16, #ascend.address_space<l1>>
  %mb = memref.alloc() : memref<64x32xbf16, #ascend.address_space<l1>>
  %l = memref.alloc() : memref<32x16xbf16, #ascend.address_space<l0a>>
  %r = memref.alloc() : memref<16x32xbf16, #ascend.address_space<l0b>>
  ascend.load_l0 ins(%ma [%c0, %k] : memref<32x64xbf16, #ascend.address_space<l1>>) outs(%l : memref<32x16xbf16, #ascend.address_space<l0a>>)
  ascend.load_l0 ins(%mb [%k, %c0] : memref<64x32xbf16, #ascend.address_space<l1>>) outs(%r : memref<16x32xbf16, #ascend.address_space<l0b>>)
  return
}
}

// -----

// CHECK-LABEL: func.func @window_a5
// CHECK-DAG: %[[L:.*]] = pto.alloc_tile : !pto.tile_buf<loc=left, dtype=bf16, rows=32, cols=16, v_row=32, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK: pto.textract ins(%{{.*}}, %{{.*}}, %{{.*}} : !pto.tile_buf<loc=mat, {{.*}}>, index, index) outs(%[[L]] : !pto.tile_buf<loc=left, {{.*}}>)
module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @window_a5(%k: index) {
  %c0 = arith.constant 0 : index
  %ma = memref.alloc() : memref<32x64xbf16, #ascend.address_space<l1>>
  %l = memref.alloc() : memref<32x16xbf16, #ascend.address_space<l0a>>
  ascend.load_l0 ins(%ma [%c0, %k] : memref<32x64xbf16, #ascend.address_space<l1>>) outs(%l : memref<32x16xbf16, #ascend.address_space<l0a>>)
  return
}
}
