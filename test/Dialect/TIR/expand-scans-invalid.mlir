// A static region past its buffer: reported at the scan by tir-expand-scans
// (which indexes the buffer at the region's offsets); MLIR 22's
// memref.subview verifier reports it first, at the region.
// RUN: not pto-opt %s --tir-expand-scans 2>&1 | FileCheck %s
// CHECK: error: {{'tir.scan' op scans a region that reaches past its buffer: indices 6 to 9 of dimension 0, which has 8|.*slice along dimension 0 runs out-of-bounds: 9 >= 8}}

func.func @region_past_rows() {
  tir.kernel (%bx) in (1) {
    %m = tir.alloc_buffer : memref<8x16xf32, #tir.scope<"shared">>
    %r = memref.subview %m[6, 0] [4, 16] [1, 1] : memref<8x16xf32, #tir.scope<"shared">> to memref<4x16xf32, strided<[16, 1], offset: 96>, #tir.scope<"shared">>
    tir.scan <sum> %r, %r : memref<4x16xf32, strided<[16, 1], offset: 96>, #tir.scope<"shared">>, memref<4x16xf32, strided<[16, 1], offset: 96>, #tir.scope<"shared">>
  }
  return
}
