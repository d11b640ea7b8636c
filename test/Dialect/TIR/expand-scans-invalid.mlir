// RUN: pto-opt %s --tir-expand-scans -split-input-file -verify-diagnostics

func.func @region_past_rows() {
  tir.kernel (%bx) in (1) {
    %m = tir.alloc_buffer : memref<8x16xf32, #tir.scope<"shared">>
    %r = memref.subview %m[6, 0] [4, 16] [1, 1] : memref<8x16xf32, #tir.scope<"shared">> to memref<4x16xf32, strided<[16, 1], offset: 96>, #tir.scope<"shared">>
    // expected-error@+1 {{'tir.scan' op scans a region that reaches past its buffer: indices 6 to 9 of dimension 0, which has 8}}
    tir.scan <sum> %r, %r : memref<4x16xf32, strided<[16, 1], offset: 96>, #tir.scope<"shared">>, memref<4x16xf32, strided<[16, 1], offset: 96>, #tir.scope<"shared">>
  }
  return
}
