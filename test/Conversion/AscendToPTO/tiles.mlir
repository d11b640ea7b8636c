// RUN: pto-opt %s --convert-ascend-to-pto -split-input-file | FileCheck %s

// Each local buffer becomes one tile with the layout of its space
// (ptoas-format.md §2.6); a rank-1 buffer is a 1 x N tile.
// CHECK: module attributes {pto.target_arch = "a5"}
// CHECK-LABEL: func.func @tiles()
// CHECK-NEXT: pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=64, v_row=32, v_col=64, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK-NEXT: pto.alloc_tile : !pto.tile_buf<loc=left, dtype=f16, rows=32, cols=64, v_row=32, v_col=64, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK-NEXT: pto.alloc_tile : !pto.tile_buf<loc=right, dtype=f16, rows=64, cols=16, v_row=64, v_col=16, blayout=row_major, slayout=col_major, fractal=512, pad=0>
// CHECK-NEXT: pto.alloc_tile : !pto.tile_buf<loc=acc, dtype=f32, rows=32, cols=16, v_row=32, v_col=16, blayout=col_major, slayout=row_major, fractal=1024, pad=0>
// CHECK-NEXT: pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=bf16, rows=8, cols=128, v_row=8, v_col=128, blayout=row_major, slayout=none_box, fractal=512, pad=0>
// CHECK-NEXT: pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
// CHECK-NEXT: pto.alloc_tile : !pto.tile_buf<loc=bias, dtype=f32, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
// CHECK-NEXT: pto.alloc_tile : !pto.tile_buf<loc=scaling, dtype=i64, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>
// CHECK-NEXT: return
module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @tiles() {
  %0 = memref.alloc() : memref<32x64xf16, #ascend.address_space<l1>>
  %1 = memref.alloc() : memref<32x64xf16, #ascend.address_space<l0a>>
  %2 = memref.alloc() : memref<64x16xf16, #ascend.address_space<l0b>>
  %3 = memref.alloc() : memref<32x16xf32, #ascend.address_space<l0c>>
  %4 = memref.alloc() : memref<8x128xbf16, #ascend.address_space<ub>>
  %5 = memref.alloc() : memref<64xf32, #ascend.address_space<ub>>
  %6 = memref.alloc() : memref<16xf32, #ascend.address_space<bt>>
  %7 = memref.alloc() : memref<16xi64, #ascend.address_space<fb>>
  return
}
}

// -----

// A gemm's M or N that leaves part of a fractal box (a batch of 8 rows):
// the Cube tiles are padded to whole boxes, the buffer's shape their valid
// shape; an l0a tile pads its M rows, an l0b tile its N columns, an l0c
// tile and an l1 tile both.
// CHECK-LABEL: func.func @padded_cube_tiles()
// CHECK-NEXT: pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=f16, rows=16, cols=32, v_row=8, v_col=20, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK-NEXT: pto.alloc_tile : !pto.tile_buf<loc=left, dtype=f16, rows=16, cols=64, v_row=8, v_col=64, blayout=col_major, slayout=row_major, fractal=512, pad=0>
// CHECK-NEXT: pto.alloc_tile : !pto.tile_buf<loc=right, dtype=f16, rows=64, cols=32, v_row=64, v_col=24, blayout=row_major, slayout=col_major, fractal=512, pad=0>
// CHECK-NEXT: pto.alloc_tile : !pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=32, v_row=8, v_col=24, blayout=col_major, slayout=row_major, fractal=1024, pad=0>
// CHECK-NEXT: return
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @padded_cube_tiles() {
  %0 = memref.alloc() : memref<8x20xf16, #ascend.address_space<l1>>
  %1 = memref.alloc() : memref<8x64xf16, #ascend.address_space<l0a>>
  %2 = memref.alloc() : memref<64x24xf16, #ascend.address_space<l0b>>
  %3 = memref.alloc() : memref<8x24xf32, #ascend.address_space<l0c>>
  return
}
}
