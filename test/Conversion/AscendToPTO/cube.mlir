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
