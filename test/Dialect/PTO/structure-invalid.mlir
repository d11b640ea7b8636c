// Every diagnostic of the structure ops (sections, block queries, tprint,
// print, trap) and the errors of their assembly formats.

// RUN: pto-opt %s -split-input-file -verify-diagnostics

func.func @cube_in_vector() {
  pto.section.vector {
    // expected-error@+1 {{'pto.section.cube' op cannot be nested in another section}}
    pto.section.cube {
    }
  }
  return
}

// -----

func.func @vector_in_cube() {
  pto.section.cube {
    // expected-error@+1 {{'pto.section.vector' op cannot be nested in another section}}
    pto.section.vector {
    }
  }
  return
}

// -----

// Also when the outer section is further up.
func.func @cube_in_cube(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  pto.section.cube {
    scf.for %i = %c0 to %n step %c1 {
      // expected-error@+1 {{'pto.section.cube' op cannot be nested in another section}}
      pto.section.cube {
      }
    }
  }
  return
}

// -----

func.func @section_blocks() {
  // expected-error@+1 {{'pto.section.vector' op expects region #0 to have 0 or 1 blocks}}
  "pto.section.vector"() ({
  ^bb0:
    pto.trap
  ^bb1:
    pto.trap
  }) : () -> ()
  return
}

// -----

func.func @section_no_region() {
  // expected-error@+1 {{'pto.section.cube' op requires one region}}
  "pto.section.cube"() : () -> ()
  return
}

// -----

func.func @block_idx_type() {
  // expected-error@+1 {{'pto.get_block_idx' op result #0 must be 64-bit signless integer, but got 'index'}}
  %b = "pto.get_block_idx"() : () -> index
  return
}

// -----

func.func @subblock_num_syntax() {
  // expected-error@+1 {{expected operation name in quotes}}
  %n = pto.get_subblock_num : i64
  return
}

// -----

func.func @tprint_loc() {
  %t = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  // expected-error@+1 {{'pto.tprint' op expects the printed tile to be in the vec address space, got loc=mat}}
  pto.tprint ins(%t : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>)
  return
}

// -----

func.func @tprint_acc() {
  %t = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // expected-error@+1 {{'pto.tprint' op expects the printed tile to be in the vec address space, got loc=acc}}
  pto.tprint ins(%t : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>)
  return
}

// -----

func.func @tprint_bf16() {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xbf16>
  // expected-error@+1 {{'pto.tprint' op expects a printable element type (i8, i16, i32, f16 or f32), got 'bf16'}}
  pto.tprint ins(%t : !pto.tile_buf<vec, 16x16xbf16>)
  return
}

// -----

func.func @tprint_i64() {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 8x8xi64>
  // expected-error@+1 {{'pto.tprint' op expects a printable element type (i8, i16, i32, f16 or f32), got 'i64'}}
  pto.tprint ins(%t : !pto.tile_buf<vec, 8x8xi64>)
  return
}

// -----

func.func @tprint_tensor_view(%tv: !pto.tensor_view<16x16xf32>) {
  // expected-error@+1 {{'pto.tprint' op operand #0 must be !pto.tile_buf or !pto.partition_tensor_view, but got '!pto.tensor_view<16x16xf32>'}}
  pto.tprint ins(%tv : !pto.tensor_view<16x16xf32>)
  return
}

// -----

func.func @print_index(%x: index) {
  // expected-error@+1 {{'pto.print' op operand #0 must be integer or float scalar, but got 'index'}}
  pto.print ins("%d", %x : index)
  return
}

// -----

func.func @print_vector(%x: vector<4xf32>) {
  // expected-error@+1 {{'pto.print' op operand #0 must be integer or float scalar, but got 'vector<4xf32>'}}
  pto.print ins("%f", %x : vector<4xf32>)
  return
}

// -----

func.func @print_no_format(%x: f32) {
  // expected-error@+1 {{expected attribute value}}
  pto.print ins(%x : f32)
  return
}

// -----

// pto.trap takes no operands: %x starts the next op.
func.func @trap_operand(%x: i32) {
  // expected-error@+1 {{expected '=' after SSA name}}
  pto.trap %x
  return
}

// -----

func.func @tprint_view_bf16(%p: !pto.ptr<bf16>) {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c0 = arith.constant 0 : index
  %v = pto.make_tensor_view %p, shape = [%c1, %c16], strides = [%c16, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xbf16>
  %w = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c1, %c16] : !pto.tensor_view<?x?xbf16> -> !pto.partition_tensor_view<1x16xbf16>
  // expected-error@+1 {{'pto.tprint' op expects a printable element type (i8, i16, i32, f16 or f32), got 'bf16'}}
  pto.tprint ins(%w : !pto.partition_tensor_view<1x16xbf16>)
  return
}
