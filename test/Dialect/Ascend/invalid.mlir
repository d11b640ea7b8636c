// RUN: pto-opt %s -split-input-file -verify-diagnostics

func.func @load_source(%ub: memref<16x16xf16, #ascend.address_space<ub>>) {
  %l1 = memref.alloc() : memref<16x16xf16, #ascend.address_space<l1>>
  // expected-error@+1 {{'ascend.load' op expects the source in gm, got ub ('memref<16x16xf16, #ascend.address_space<ub>>')}}
  ascend.load ins(%ub : memref<16x16xf16, #ascend.address_space<ub>>) outs(%l1 : memref<16x16xf16, #ascend.address_space<l1>>)
  return
}

// -----

func.func @load_target(%gm: memref<16x16xf16, #ascend.address_space<gm>>) {
  %l0a = memref.alloc() : memref<16x16xf16, #ascend.address_space<l0a>>
  // expected-error@+1 {{'ascend.load' op expects the destination in l1 or ub, got l0a}}
  ascend.load ins(%gm : memref<16x16xf16, #ascend.address_space<gm>>) outs(%l0a : memref<16x16xf16, #ascend.address_space<l0a>>)
  return
}

// -----

func.func @load_no_space(%gm: memref<16x16xf16>) {
  %l1 = memref.alloc() : memref<16x16xf16, #ascend.address_space<l1>>
  // expected-error@+1 {{'ascend.load' op expects the source in gm, got a memref without an #ascend.address_space ('memref<16x16xf16>')}}
  ascend.load ins(%gm : memref<16x16xf16>) outs(%l1 : memref<16x16xf16, #ascend.address_space<l1>>)
  return
}

// -----

func.func @load_element(%gm: memref<16x16xf32, #ascend.address_space<gm>>) {
  %l1 = memref.alloc() : memref<16x16xf16, #ascend.address_space<l1>>
  // expected-error@+1 {{'ascend.load' op expects source and destination of the same element type, got 'f32' and 'f16'}}
  ascend.load ins(%gm : memref<16x16xf32, #ascend.address_space<gm>>) outs(%l1 : memref<16x16xf16, #ascend.address_space<l1>>)
  return
}

// -----

func.func @load_rows_form(%gm: memref<2x4x32xf16, #ascend.address_space<gm>>) {
  %ub = memref.alloc() : memref<4x32xf16, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.load' op expects source and destination of the same shape}}
  ascend.load ins(%gm : memref<2x4x32xf16, #ascend.address_space<gm>>) outs(%ub : memref<4x32xf16, #ascend.address_space<ub>>)
  return
}

// -----

func.func @load_shape(%gm: memref<16x32xf16, #ascend.address_space<gm>>) {
  %l1 = memref.alloc() : memref<32x16xf16, #ascend.address_space<l1>>
  // expected-error@+1 {{'ascend.load' op expects source and destination of the same shape}}
  ascend.load ins(%gm : memref<16x32xf16, #ascend.address_space<gm>>) outs(%l1 : memref<32x16xf16, #ascend.address_space<l1>>)
  return
}

// -----

func.func @load_transpose_shape(%gm: memref<16x32xf16, #ascend.address_space<gm>>) {
  %l1 = memref.alloc() : memref<16x32xf16, #ascend.tile_space<space = l1, layout = zn>>
  // expected-error@+1 {{'ascend.load' op 'transpose' expects a destination of shape 32x16, got 'memref<16x32xf16, #ascend.tile_space<space = l1, layout = zn>>'}}
  ascend.load ins(%gm : memref<16x32xf16, #ascend.address_space<gm>>) outs(%l1 : memref<16x32xf16, #ascend.tile_space<space = l1, layout = zn>>) {transpose}
  return
}

// -----

func.func @load_transpose_rank(%gm: memref<16xf16, #ascend.address_space<gm>>) {
  %l1 = memref.alloc() : memref<16xf16, #ascend.tile_space<space = l1, layout = zn>>
  // expected-error@+1 {{'ascend.load' op 'transpose' expects rank-2 operands}}
  ascend.load ins(%gm : memref<16xf16, #ascend.address_space<gm>>) outs(%l1 : memref<16xf16, #ascend.tile_space<space = l1, layout = zn>>) {transpose}
  return
}

// -----

func.func @load_transpose_into_nz(%gm: memref<16x32xf16, #ascend.address_space<gm>>) {
  %l1 = memref.alloc() : memref<32x16xf16, #ascend.address_space<l1>>
  // expected-error@+1 {{'ascend.load' op 'transpose' fills an l1 buffer stored transposed (#ascend.tile_space<space = l1, layout = zn>), got 'memref<32x16xf16, #ascend.address_space<l1>>'}}
  ascend.load ins(%gm : memref<16x32xf16, #ascend.address_space<gm>>) outs(%l1 : memref<32x16xf16, #ascend.address_space<l1>>) {transpose}
  return
}

// -----

func.func @plain_load_into_zn(%gm: memref<16x32xf16, #ascend.address_space<gm>>) {
  %l1 = memref.alloc() : memref<16x32xf16, #ascend.tile_space<space = l1, layout = zn>>
  // expected-error@+1 {{'ascend.load' op fills the l1 buffer stored transposed 'memref<16x32xf16, #ascend.tile_space<space = l1, layout = zn>>' without 'transpose'}}
  ascend.load ins(%gm : memref<16x32xf16, #ascend.address_space<gm>>) outs(%l1 : memref<16x32xf16, #ascend.tile_space<space = l1, layout = zn>>)
  return
}

// -----

// expected-error@+1 {{only an l1 buffer has the zn layout, not one in ub}}
func.func private @zn_in_ub(memref<16x16xf16, #ascend.tile_space<space = ub, layout = zn>>)

// -----

// expected-error@+1 {{a buffer of the default tile form of its space is in #ascend.address_space<l1>}}
func.func private @default_tile_space(memref<16x16xf16, #ascend.tile_space<space = l1>>)

// -----

func.func @load_transpose_ub(%gm: memref<16x32xf16, #ascend.address_space<gm>>) {
  %ub = memref.alloc() : memref<32x16xf16, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.load' op 'transpose' (DN -> NZ) applies to loads into l1 only}}
  ascend.load ins(%gm : memref<16x32xf16, #ascend.address_space<gm>>) outs(%ub : memref<32x16xf16, #ascend.address_space<ub>>) {transpose}
  return
}

// -----

func.func @load_pad_l1(%gm: memref<16x32xf16, #ascend.address_space<gm>>) {
  %l1 = memref.alloc() : memref<16x32xf16, #ascend.address_space<l1>>
  %pad = arith.constant 0.0 : f16
  // expected-error@+1 {{'ascend.load' op 'pad' applies to loads into ub only}}
  ascend.load ins(%gm : memref<16x32xf16, #ascend.address_space<gm>>) outs(%l1 : memref<16x32xf16, #ascend.address_space<l1>>) pad(%pad : f16)
  return
}

// -----

func.func @load_pad_type(%gm: memref<16x32xf16, #ascend.address_space<gm>>) {
  %ub = memref.alloc() : memref<16x32xf16, #ascend.address_space<ub>>
  %pad = arith.constant 0.0 : f32
  // expected-error@+1 {{'ascend.load' op 'pad' must be a scalar of the buffer's element type 'f16', got 'f32'}}
  ascend.load ins(%gm : memref<16x32xf16, #ascend.address_space<gm>>) outs(%ub : memref<16x32xf16, #ascend.address_space<ub>>) pad(%pad : f32)
  return
}

// -----

func.func @load_l0_target() {
  %l1 = memref.alloc() : memref<16x16xf16, #ascend.address_space<l1>>
  %ub = memref.alloc() : memref<16x16xf16, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.load_l0' op expects the destination in l0a or l0b, got ub}}
  ascend.load_l0 ins(%l1 : memref<16x16xf16, #ascend.address_space<l1>>) outs(%ub : memref<16x16xf16, #ascend.address_space<ub>>)
  return
}

// -----

func.func @load_l0_window_transpose(%i: index) {
  %l1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  %l0b = memref.alloc() : memref<16x32xf16, #ascend.address_space<l0b>>
  // expected-error@+1 {{'ascend.load_l0' op takes either offsets or 'transpose', not both}}
  ascend.load_l0 ins(%l1 [%i, %i] : memref<32x32xf16, #ascend.address_space<l1>>) outs(%l0b : memref<16x32xf16, #ascend.address_space<l0b>>) {transpose}
  return
}

// -----

func.func @load_l0_window_offsets(%i: index) {
  %l1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  %l0b = memref.alloc() : memref<16x32xf16, #ascend.address_space<l0b>>
  // expected-error@+1 {{'ascend.load_l0' op expects rank-2 operands and two offsets for a window, got 1 offsets and 'memref<32x32xf16, #ascend.address_space<l1>>', 'memref<16x32xf16, #ascend.address_space<l0b>>'}}
  ascend.load_l0 ins(%l1 [%i] : memref<32x32xf16, #ascend.address_space<l1>>) outs(%l0b : memref<16x32xf16, #ascend.address_space<l0b>>)
  return
}

// -----

func.func @load_l0_window_larger(%i: index) {
  %l1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  %l0b = memref.alloc() : memref<64x32xf16, #ascend.address_space<l0b>>
  // expected-error@+1 {{'ascend.load_l0' op expects a window inside the source, got 'memref<64x32xf16, #ascend.address_space<l0b>>' from 'memref<32x32xf16, #ascend.address_space<l1>>'}}
  ascend.load_l0 ins(%l1 [%i, %i] : memref<32x32xf16, #ascend.address_space<l1>>) outs(%l0b : memref<64x32xf16, #ascend.address_space<l0b>>)
  return
}

// -----

func.func @load_l0_window_past() {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %l1 = memref.alloc() : memref<32x64xf16, #ascend.address_space<l1>>
  %l0a = memref.alloc() : memref<32x48xf16, #ascend.address_space<l0a>>
  // expected-error@+1 {{'ascend.load_l0' op window at offset 32 of 48 elements runs past dimension 1 of the source (64)}}
  ascend.load_l0 ins(%l1 [%c0, %c32] : memref<32x64xf16, #ascend.address_space<l1>>) outs(%l0a : memref<32x48xf16, #ascend.address_space<l0a>>)
  return
}

// -----

func.func @load_l0_window_misaligned() {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %l1 = memref.alloc() : memref<32x64xi8, #ascend.address_space<l1>>
  %l0a = memref.alloc() : memref<32x32xi8, #ascend.address_space<l0a>>
  // expected-error@+1 {{'ascend.load_l0' op expects offsets that are multiples of 32 (the Cube's window alignment for 'i8'), got 16}}
  ascend.load_l0 ins(%l1 [%c0, %c16] : memref<32x64xi8, #ascend.address_space<l1>>) outs(%l0a : memref<32x32xi8, #ascend.address_space<l0a>>)
  return
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @load_l0_transpose_a5() {
  %l1 = memref.alloc() : memref<16x32xf16, #ascend.address_space<l1>>
  %l0a = memref.alloc() : memref<32x16xf16, #ascend.address_space<l0a>>
  // expected-error@+1 {{'ascend.load_l0' op a5 has no transposing l1 -> l0a move; load the operand into l1 transposed instead}}
  ascend.load_l0 ins(%l1 : memref<16x32xf16, #ascend.address_space<l1>>) outs(%l0a : memref<32x16xf16, #ascend.address_space<l0a>>) {transpose}
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @fixpipe_l0c_to_ub_a3() {
  %acc = memref.alloc() : memref<16x16xf32, #ascend.address_space<l0c>>
  %ub = memref.alloc() : memref<16x16xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.fixpipe' op l0c -> ub is not a legal data path on a3 (it exists on a5); on a3 Cube results reach the Vector core through a GM workspace (L0C -> GM, cross-core flag, GM -> UB)}}
  ascend.fixpipe ins(%acc : memref<16x16xf32, #ascend.address_space<l0c>>) outs(%ub : memref<16x16xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

func.func @fixpipe_l0c_to_ub_no_arch() {
  %acc = memref.alloc() : memref<16x16xf32, #ascend.address_space<l0c>>
  %ub = memref.alloc() : memref<16x16xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.fixpipe' op l0c -> ub exists only on a5; the enclosing module must set 'ascend.arch'}}
  ascend.fixpipe ins(%acc : memref<16x16xf32, #ascend.address_space<l0c>>) outs(%ub : memref<16x16xf32, #ascend.address_space<ub>>)
  return
}

// -----

func.func @fixpipe_conversion(%gm: memref<16x16xi8, #ascend.address_space<gm>>) {
  %acc = memref.alloc() : memref<16x16xf32, #ascend.address_space<l0c>>
  // expected-error@+1 {{'ascend.fixpipe' op expects an f32 accumulator converted to f32, f16 or bf16, or an i32 accumulator to i32; got 'f32' to 'i8'}}
  ascend.fixpipe ins(%acc : memref<16x16xf32, #ascend.address_space<l0c>>) outs(%gm : memref<16x16xi8, #ascend.address_space<gm>>)
  return
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @fixpipe_atomic_add_to_ub() {
  %acc = memref.alloc() : memref<16x16xf32, #ascend.address_space<l0c>>
  %ub = memref.alloc() : memref<16x16xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.fixpipe' op 'atomic_add' adds into global memory only}}
  ascend.fixpipe ins(%acc : memref<16x16xf32, #ascend.address_space<l0c>>) outs(%ub : memref<16x16xf32, #ascend.address_space<ub>>) {atomic_add}
  return
}
}

// -----

func.func @store_atomic_add_i64(%gm: memref<16x16xi64, #ascend.address_space<gm>>) {
  %ub = memref.alloc() : memref<16x16xi64, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.store' op 'atomic_add' into 'i64' elements; the DMA adds i8, i16, i32, f16, bf16 or f32 (integers signed or signless) atomically}}
  ascend.store ins(%ub : memref<16x16xi64, #ascend.address_space<ub>>) outs(%gm : memref<16x16xi64, #ascend.address_space<gm>>) {atomic_add}
  return
}

// -----

func.func @store_atomic_add_unsigned(%gm: memref<16x32xui8, #ascend.address_space<gm>>) {
  %ub = memref.alloc() : memref<16x32xui8, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.store' op 'atomic_add' into 'ui8' elements; the DMA adds i8, i16, i32, f16, bf16 or f32 (integers signed or signless) atomically}}
  ascend.store ins(%ub : memref<16x32xui8, #ascend.address_space<ub>>) outs(%gm : memref<16x32xui8, #ascend.address_space<gm>>) {atomic_add}
  return
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @store_l1_a5(%gm: memref<16x16xf16, #ascend.address_space<gm>>) {
  %l1 = memref.alloc() : memref<16x16xf16, #ascend.address_space<l1>>
  // expected-error@+1 {{'ascend.store' op l1 -> gm is not a legal data path on a5 (it exists on a3); on a5 move L1 data out through L0C or UB}}
  ascend.store ins(%l1 : memref<16x16xf16, #ascend.address_space<l1>>) outs(%gm : memref<16x16xf16, #ascend.address_space<gm>>)
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @copy_ub_to_l1_a3() {
  %ub = memref.alloc() : memref<16x16xf16, #ascend.address_space<ub>>
  %l1 = memref.alloc() : memref<16x16xf16, #ascend.address_space<l1>>
  // expected-error@+1 {{'ascend.copy' op ub -> l1 is not a legal data path on a3 (it exists on a5)}}
  ascend.copy ins(%ub : memref<16x16xf16, #ascend.address_space<ub>>) outs(%l1 : memref<16x16xf16, #ascend.address_space<l1>>)
  return
}
}

// -----

func.func @mmad_space(%init: i1) {
  %a = memref.alloc() : memref<16x16xf16, #ascend.address_space<l1>>
  %b = memref.alloc() : memref<16x16xf16, #ascend.address_space<l0b>>
  %c = memref.alloc() : memref<16x16xf32, #ascend.address_space<l0c>>
  // expected-error@+1 {{'ascend.mmad' op expects the A operand in l0a, got l1}}
  ascend.mmad ins(%a, %b : memref<16x16xf16, #ascend.address_space<l1>>, memref<16x16xf16, #ascend.address_space<l0b>>) outs(%c : memref<16x16xf32, #ascend.address_space<l0c>>) init(%init)
  return
}

// -----

func.func @mmad_depth(%init: i1) {
  %a = memref.alloc() : memref<16x32xf16, #ascend.address_space<l0a>>
  %b = memref.alloc() : memref<32x16xf16, #ascend.address_space<l0b>>
  %c = memref.alloc() : memref<16x16xf32, #ascend.address_space<l0c>>
  %c48 = arith.constant 48 : index
  // expected-error@+1 {{'ascend.mmad' op expects a depth in [1, 32] (the operands' K), got 48}}
  ascend.mmad ins(%a, %b : memref<16x32xf16, #ascend.address_space<l0a>>, memref<32x16xf16, #ascend.address_space<l0b>>) outs(%c : memref<16x16xf32, #ascend.address_space<l0c>>) init(%init) depth(%c48)
  return
}

// -----

func.func @mmad_accumulator_space(%init: i1) {
  %a = memref.alloc() : memref<16x16xf16, #ascend.address_space<l0a>>
  %b = memref.alloc() : memref<16x16xf16, #ascend.address_space<l0b>>
  %c = memref.alloc() : memref<16x16xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.mmad' op expects the accumulator in l0c, got ub}}
  ascend.mmad ins(%a, %b : memref<16x16xf16, #ascend.address_space<l0a>>, memref<16x16xf16, #ascend.address_space<l0b>>) outs(%c : memref<16x16xf32, #ascend.address_space<ub>>) init(%init)
  return
}

// -----

func.func @mmad_rank(%init: i1) {
  %a = memref.alloc() : memref<256xf16, #ascend.address_space<l0a>>
  %b = memref.alloc() : memref<16x16xf16, #ascend.address_space<l0b>>
  %c = memref.alloc() : memref<16x16xf32, #ascend.address_space<l0c>>
  // expected-error@+1 {{'ascend.mmad' op expects rank-2 operands}}
  ascend.mmad ins(%a, %b : memref<256xf16, #ascend.address_space<l0a>>, memref<16x16xf16, #ascend.address_space<l0b>>) outs(%c : memref<16x16xf32, #ascend.address_space<l0c>>) init(%init)
  return
}

// -----

func.func @mmad_k(%init: i1) {
  %a = memref.alloc() : memref<16x32xf16, #ascend.address_space<l0a>>
  %b = memref.alloc() : memref<16x16xf16, #ascend.address_space<l0b>>
  %c = memref.alloc() : memref<16x16xf32, #ascend.address_space<l0c>>
  // expected-error@+1 {{'ascend.mmad' op expects A (16x32) and B (16x16) to agree on K}}
  ascend.mmad ins(%a, %b : memref<16x32xf16, #ascend.address_space<l0a>>, memref<16x16xf16, #ascend.address_space<l0b>>) outs(%c : memref<16x16xf32, #ascend.address_space<l0c>>) init(%init)
  return
}

// -----

func.func @mmad_c(%init: i1) {
  %a = memref.alloc() : memref<16x16xf16, #ascend.address_space<l0a>>
  %b = memref.alloc() : memref<16x32xf16, #ascend.address_space<l0b>>
  %c = memref.alloc() : memref<16x16xf32, #ascend.address_space<l0c>>
  // expected-error@+1 {{'ascend.mmad' op expects the accumulator to be 16x32, got 16x16}}
  ascend.mmad ins(%a, %b : memref<16x16xf16, #ascend.address_space<l0a>>, memref<16x32xf16, #ascend.address_space<l0b>>) outs(%c : memref<16x16xf32, #ascend.address_space<l0c>>) init(%init)
  return
}

// -----

func.func @mmad_range(%init: i1) {
  %a = memref.alloc() : memref<16x4096xf16, #ascend.address_space<l0a>>
  %b = memref.alloc() : memref<4096x16xf16, #ascend.address_space<l0b>>
  %c = memref.alloc() : memref<16x16xf32, #ascend.address_space<l0c>>
  // expected-error@+1 {{'ascend.mmad' op expects K in [1, 4095], got 4096}}
  ascend.mmad ins(%a, %b : memref<16x4096xf16, #ascend.address_space<l0a>>, memref<4096x16xf16, #ascend.address_space<l0b>>) outs(%c : memref<16x16xf32, #ascend.address_space<l0c>>) init(%init)
  return
}

// -----

func.func @mmad_types(%init: i1) {
  %a = memref.alloc() : memref<16x16xf16, #ascend.address_space<l0a>>
  %b = memref.alloc() : memref<16x16xf16, #ascend.address_space<l0b>>
  %c = memref.alloc() : memref<16x16xf16, #ascend.address_space<l0c>>
  // expected-error@+1 {{'ascend.mmad' op unsupported element types (C; A, B) = ('f16'; 'f16', 'f16'); the Cube accepts (i32; i8, i8), (f32; f16, f16), (f32; bf16, bf16), (f32; f32, f32)}}
  ascend.mmad ins(%a, %b : memref<16x16xf16, #ascend.address_space<l0a>>, memref<16x16xf16, #ascend.address_space<l0b>>) outs(%c : memref<16x16xf16, #ascend.address_space<l0c>>) init(%init)
  return
}

// -----

// fp8 operands only on a5.
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @mmad_fp8_a3(%init: i1) {
  %a = memref.alloc() : memref<32x32xf8E4M3FN, #ascend.address_space<l0a>>
  %b = memref.alloc() : memref<32x32xf8E4M3FN, #ascend.address_space<l0b>>
  %c = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  // expected-error@+1 {{'ascend.mmad' op unsupported element types (C; A, B) = ('f32'; 'f8E4M3FN', 'f8E4M3FN'); the Cube accepts (i32; i8, i8), (f32; f16, f16), (f32; bf16, bf16), (f32; f32, f32)}}
  ascend.mmad ins(%a, %b : memref<32x32xf8E4M3FN, #ascend.address_space<l0a>>, memref<32x32xf8E4M3FN, #ascend.address_space<l0b>>) outs(%c : memref<32x32xf32, #ascend.address_space<l0c>>) init(%init)
  return
}
}

// -----

// expected-error@+1 {{'ascend.arch' is a module attribute}}
func.func @arch_on_func() attributes {ascend.arch = #ascend.arch<a3>} {
  return
}

// -----

// expected-error@+1 {{'ascend.arch' must be #ascend.arch<a3> or #ascend.arch<a5>}}
module attributes {ascend.arch = "a3"} {
}

// -----

// expected-error@+1 {{'ascend.core_type' must be an #ascend.core_type attribute}}
func.func @core_type() attributes {ascend.core_type = "aic"} {
  return
}

// -----

// expected-error@+1 {{'ascend.grid' must be an array of 1 to 3 i64 extents}}
func.func @grid() attributes {ascend.grid = array<i64>} {
  return
}

// -----

func.func @num_stages(%i: index) {
  // expected-error@+1 {{'ascend.num_stages' must be an integer >= 1}}
  scf.for %k = %i to %i step %i {
  } {ascend.num_stages = 0 : i64}
  return
}

// -----

// expected-error@+1 {{unknown ascend attribute 'ascend.foo'}}
func.func @unknown() attributes {ascend.foo} {
  return
}

// -----

// expected-error@+1 {{event id must be in [0, 7] (EVENT_ID0..7), got 8}}
func.func @event() attributes {test.event = #ascend.event<8>} {
  return
}

// -----

// expected-error@+2 {{expected ::mlir::ascend::AddressSpace to be one of: gm, l1, l0a, l0b, l0c, ub, bt, fb}}
// expected-error@+1 {{failed to parse Ascend_AddressSpaceAttr parameter 'value'}}
func.func @space(%a: memref<4xf16, #ascend.address_space<l2>>) {
  return
}

// -----

func.func @core_type_on_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{'ascend.core_type' is an attribute of the kernel function}}
  scf.for %i = %c0 to %n step %c1 {
  } {ascend.core_type = #ascend.core_type<aic>}
  return
}

// -----

// expected-error@+1 {{'ascend.grid' is an attribute of the kernel function}}
module attributes {ascend.grid = array<i64: 4>} {
}

// -----

// expected-error@+1 {{'ascend.num_stages' is an attribute of a loop}}
func.func @num_stages_on_function() attributes {ascend.num_stages = 2 : i64} {
  return
}

// -----

// Only a GM region may have dynamic sizes (a boundary region).
func.func @fixpipe_dynamic_local(%acc: memref<16x16xf32, #ascend.address_space<l0c>>, %l1: memref<?x16xf32, #ascend.address_space<l1>>) {
  // expected-error@+1 {{'ascend.fixpipe' op expects a target of static shape (only a GM region may have dynamic sizes), got 'memref<?x16xf32, #ascend.address_space<l1>>'}}
  ascend.fixpipe ins(%acc : memref<16x16xf32, #ascend.address_space<l0c>>) outs(%l1 : memref<?x16xf32, #ascend.address_space<l1>>)
  return
}

// -----

// A boundary region larger than the buffer along a static dimension.
func.func @boundary_region_shape(%gm: memref<?x32xf16, #ascend.address_space<gm>>) {
  %ub = memref.alloc() : memref<16x16xf16, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.load' op expects source and destination of the same shape}}
  ascend.load ins(%gm : memref<?x32xf16, #ascend.address_space<gm>>) outs(%ub : memref<16x16xf16, #ascend.address_space<ub>>)
  return
}

// -----

func.func @staging_space() {
  // expected-error@+1 {{'ascend.staging' is a unit attribute of a memref.alloc in l0a or l0b}}
  %b = memref.alloc() {ascend.staging} : memref<16x16xf16, #ascend.address_space<l1>>
  return
}

// -----

func.func @edge_guard_op() {
  // expected-error@+1 {{'ascend.edge_guard' is a unit attribute of an scf.if without else or results}}
  %ub = memref.alloc() {ascend.edge_guard} : memref<16x16xf16, #ascend.address_space<ub>>
  return
}

// -----

func.func @edge_guard_value(%c: i1) {
  // expected-error@+1 {{'ascend.edge_guard' is a unit attribute of an scf.if without else or results}}
  scf.if %c {
  } {ascend.edge_guard = 1 : i64}
  return
}

// -----

// An edge guard skips its move; an else branch would run something else.
func.func @edge_guard_else(%c: i1) {
  // expected-error@+1 {{'ascend.edge_guard' is a unit attribute of an scf.if without else or results}}
  scf.if %c {
  } else {
  } {ascend.edge_guard}
  return
}

// -----

// expected-error@+1 {{'ascend.workspace' is a unit attribute of a kernel argument in gm}}
func.func @workspace_space(%ws: memref<16x16xf16, #ascend.address_space<ub>> {ascend.workspace}) {
  return
}

// -----

// expected-error@+1 {{'ascend.tensor_dim' marks the index arguments after a global tensor argument of dynamic shape: the k-th of them carries the tensor's k-th dynamic dimension (an i64), one per dynamic dimension}}
func.func @tensor_dim_not_index(%g: memref<?xf16, #ascend.address_space<gm>>, %n: i32 {ascend.tensor_dim = 0 : i64}) {
  return
}

// -----

// expected-error@+1 {{'ascend.tensor_dim' marks the index arguments after a global tensor argument of dynamic shape: the k-th of them carries the tensor's k-th dynamic dimension (an i64), one per dynamic dimension}}
func.func @tensor_dim_no_tensor_before(%n: index {ascend.tensor_dim = 0 : i64}) {
  return
}

// -----

// expected-error@+1 {{'ascend.tensor_dim' marks the index arguments after a global tensor argument of dynamic shape: the k-th of them carries the tensor's k-th dynamic dimension (an i64), one per dynamic dimension}}
func.func @tensor_dim_after_scalar(%g: memref<?xf16, #ascend.address_space<gm>>, %s: index, %n: index {ascend.tensor_dim = 0 : i64}) {
  return
}

// -----

// expected-error@+1 {{'ascend.tensor_dim' marks the index arguments after a global tensor argument of dynamic shape: the k-th of them carries the tensor's k-th dynamic dimension (an i64), one per dynamic dimension}}
func.func @tensor_dim_static_dim(%g: memref<16x?xf16, #ascend.address_space<gm>>, %n: index {ascend.tensor_dim = 0 : i64}) {
  return
}

// -----

// expected-error@+1 {{'ascend.tensor_dim' marks the index arguments after a global tensor argument of dynamic shape: the k-th of them carries the tensor's k-th dynamic dimension (an i64), one per dynamic dimension}}
func.func @tensor_dim_out_of_range(%g: memref<?xf16, #ascend.address_space<gm>>, %n: index {ascend.tensor_dim = 1 : i64}) {
  return
}

// -----

// expected-error@+1 {{'ascend.tensor_dim' marks the index arguments after a global tensor argument of dynamic shape: the k-th of them carries the tensor's k-th dynamic dimension (an i64), one per dynamic dimension}}
func.func @tensor_dim_not_integer(%g: memref<?xf16, #ascend.address_space<gm>>, %n: index {ascend.tensor_dim}) {
  return
}

// -----

// expected-error@+1 {{'ascend.tensor_dim' marks the index arguments after a global tensor argument of dynamic shape: the k-th of them carries the tensor's k-th dynamic dimension (an i64), one per dynamic dimension}}
func.func @tensor_dim_local_tensor(%g: memref<?xf16, #ascend.address_space<ub>>, %n: index {ascend.tensor_dim = 0 : i64}) {
  return
}

// -----

// expected-error@+1 {{'ascend.tensor_dim' marks the index arguments after a global tensor argument of dynamic shape: the k-th of them carries the tensor's k-th dynamic dimension (an i64), one per dynamic dimension}}
func.func @tensor_dim_out_of_order(%g: memref<?x?xf16, #ascend.address_space<gm>>, %n: index {ascend.tensor_dim = 1 : i64}, %m: index {ascend.tensor_dim = 0 : i64}) {
  return
}

// -----

// expected-error@+1 {{'ascend.tensor_dim' marks the index arguments after a global tensor argument of dynamic shape: the k-th of them carries the tensor's k-th dynamic dimension (an i64), one per dynamic dimension}}
func.func @tensor_dim_one_too_many(%g: memref<?xf16, #ascend.address_space<gm>>, %n: index {ascend.tensor_dim = 0 : i64}, %m: index {ascend.tensor_dim = 0 : i64}) {
  return
}

// -----

// expected-error@+1 {{'ascend.tensor_dim' marks the index arguments after a global tensor argument of dynamic shape: the k-th of them carries the tensor's k-th dynamic dimension (an i64), one per dynamic dimension}}
func.func @tensor_dim_unsigned(%g: memref<?xf16, #ascend.address_space<gm>>, %n: index {ascend.tensor_dim = 0 : ui8}) {
  return
}

// -----

// expected-error@+1 {{'ascend.tensor_dim' marks the index arguments after a global tensor argument of dynamic shape: the k-th of them carries the tensor's k-th dynamic dimension (an i64), one per dynamic dimension}}
func.func @tensor_dim_wide(%g: memref<?xf16, #ascend.address_space<gm>>, %n: index {ascend.tensor_dim = 1267650600228229401496703205376 : i128}) {
  return
}

// -----

// expected-error@+1 {{'ascend.workspace' is a unit attribute of a kernel argument in gm}}
func.func @workspace_value(%ws: memref<16x16xf16, #ascend.address_space<gm>> {ascend.workspace = 1 : i32}) {
  return
}

// -----

// expected-error@+1 {{unknown ascend argument attribute 'ascend.scratch'}}
func.func @unknown_argument_attribute(%ws: memref<16x16xf16, #ascend.address_space<gm>> {ascend.scratch}) {
  return
}

// -----

// The placement tir-place-buffers records in a #tir.scope.

// expected-error@+2 {{failed to parse TIR_ScopeAttr parameter 'placement'}}
// expected-error@+1 {{only an l1 buffer is stored transposed, not one in ub}}
func.func private @placement_transposed_space(memref<16x16xf16, #tir.scope<"shared", #ascend.placement<space = ub, transposed = true>>>)

// -----

// expected-error@+2 {{failed to parse TIR_ScopeAttr parameter 'placement'}}
// expected-error@+1 {{only a ub buffer or one stored transposed is given a tile shape, not one in l1}}
func.func private @placement_shape_space(memref<16xf16, #tir.scope<"shared", #ascend.placement<space = l1, shape = [16, 1]>>>)

// -----

// expected-error@+2 {{failed to parse TIR_ScopeAttr parameter 'placement'}}
// expected-error@+1 {{a tile shape has two positive extents, got 16x0}}
func.func private @placement_shape_rank(memref<16xf16, #tir.scope<"shared", #ascend.placement<space = ub, shape = [16, 0]>>>)

// -----

func.func @placement_is_no_attribute() {
  // expected-error@+1 {{unknown ascend attribute 'ascend.placement'}}
  %b = memref.alloc() {ascend.placement = #ascend.placement<space = ub>} : memref<16x16xf16>
  return
}

// -----

// expected-error@+2 {{failed to parse TIR_ScopeAttr parameter 'placement'}}
// expected-error@+1 {{a tile shape has two positive extents, got []}}
func.func private @placement_empty_shape(memref<16xf16, #tir.scope<"shared", #ascend.placement<space = ub, shape = []>>>)

// -----

func.func @load_l0_window_element(%i: index) {
  %l1 = memref.alloc() : memref<32x32xindex, #ascend.address_space<l1>>
  %l0a = memref.alloc() : memref<32x16xindex, #ascend.address_space<l0a>>
  // expected-error@+1 {{'ascend.load_l0' op expects integer or float elements for a window, got 'index'}}
  ascend.load_l0 ins(%l1[%i, %i] : memref<32x32xindex, #ascend.address_space<l1>>) outs(%l0a : memref<32x16xindex, #ascend.address_space<l0a>>)
  return
}

// -----

// A per-row vector copied into a row of another length.
func.func @copy_column_into_short_row() {
  %v = memref.alloc() : memref<64x1xf32, #ascend.address_space<ub>>
  %r = memref.alloc() : memref<1x32xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.copy' op expects source and destination of the same shape, got 'memref<64x1xf32, #ascend.address_space<ub>>' and 'memref<1x32xf32, #ascend.address_space<ub>>'}}
  ascend.copy ins(%v : memref<64x1xf32, #ascend.address_space<ub>>) outs(%r : memref<1x32xf32, #ascend.address_space<ub>>)
  return
}

// -----

// expected-error@+1 {{a gm buffer is no tile: it has no valid shape}}
func.func private @dynamic_valid_gm(memref<16x16xf16, #ascend.tile_space<space = gm, valid = dynamic>>)

// -----

func.func @fixpipe_into_zn(%c: memref<16x16xf32, #ascend.address_space<l0c>>) {
  %l1 = memref.alloc() : memref<16x16xf32, #ascend.tile_space<space = l1, layout = zn>>
  // expected-error@+1 {{'ascend.fixpipe' op fills the l1 buffer stored transposed 'memref<16x16xf32, #ascend.tile_space<space = l1, layout = zn>>', which only transposing ascend.load ops fill (the Cube's accumulator moves into nz tiles)}}
  ascend.fixpipe ins(%c : memref<16x16xf32, #ascend.address_space<l0c>>) outs(%l1 : memref<16x16xf32, #ascend.tile_space<space = l1, layout = zn>>)
  return
}

// -----

module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @copy_into_zn(%u: memref<16x16xf16, #ascend.address_space<ub>>) {
  %l1 = memref.alloc() : memref<16x16xf16, #ascend.tile_space<space = l1, layout = zn>>
  // expected-error@+1 {{'ascend.copy' op fills the l1 buffer stored transposed 'memref<16x16xf16, #ascend.tile_space<space = l1, layout = zn>>', which only transposing ascend.load ops fill}}
  ascend.copy ins(%u : memref<16x16xf16, #ascend.address_space<ub>>) outs(%l1 : memref<16x16xf16, #ascend.tile_space<space = l1, layout = zn>>)
  return
}
}

// -----

func.func @view_region(%x: memref<4x64xf32, #ascend.address_space<ub>>) {
  %r = memref.subview %x[1, 0] [1, 64] [1, 1] : memref<4x64xf32, #ascend.address_space<ub>> to memref<1x64xf32, strided<[64, 1], offset: 64>, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.view' op expects the source to be a whole rank-2 ub buffer (the identity layout) of integer or floating-point elements, got 'memref<1x64xf32, strided<[64, 1], offset: 64>, #ascend.address_space<ub>>'}}
  %v = ascend.view %r : memref<1x64xf32, strided<[64, 1], offset: 64>, #ascend.address_space<ub>> to memref<2x32xf32, #ascend.address_space<ub>>
  return
}

// -----

func.func @view_l1(%x: memref<4x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.view' op expects the result to be a whole rank-2 ub buffer (the identity layout) of integer or floating-point elements, got 'memref<256xf32, #ascend.address_space<ub>>'}}
  %v = ascend.view %x : memref<4x64xf32, #ascend.address_space<ub>> to memref<256xf32, #ascend.address_space<ub>>
  return
}

// -----

func.func @view_padded_rows(%x: memref<4x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.view' op expects the result to be stored unpadded (rows of a multiple of 32 elements), got 'memref<64x4xf32, #ascend.address_space<ub>>', stored as 64x32}}
  %v = ascend.view %x : memref<4x64xf32, #ascend.address_space<ub>> to memref<64x4xf32, #ascend.address_space<ub>>
  return
}

// -----

func.func @view_bytes(%x: memref<4x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.view' op views 1024 bytes as 512: expects the same byte size}}
  %v = ascend.view %x : memref<4x64xf32, #ascend.address_space<ub>> to memref<4x64xf16, #ascend.address_space<ub>>
  return
}

// -----

func.func @view_index(%x: memref<4x64xf32, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.view' op expects the result to be a whole rank-2 ub buffer (the identity layout) of integer or floating-point elements, got 'memref<4x32xindex, #ascend.address_space<ub>>'}}
  %v = ascend.view %x : memref<4x64xf32, #ascend.address_space<ub>> to memref<4x32xindex, #ascend.address_space<ub>>
  return
}

// -----

func.func @view_bits(%x: memref<1x32xi8, #ascend.address_space<ub>>) {
  // expected-error@+1 {{'ascend.view' op expects whole bytes per element, got 'memref<4x64xi1, #ascend.address_space<ub>>'}}
  %v = ascend.view %x : memref<1x32xi8, #ascend.address_space<ub>> to memref<4x64xi1, #ascend.address_space<ub>>
  return
}

// -----

func.func @versions_not_integer() {
  // expected-error@+1 {{'ascend.versions' is an integer >= 1 on a buffer allocation}}
  %b = memref.alloc() {ascend.versions = "two"} : memref<16x16xf16, #ascend.address_space<l1>>
  return
}

// -----

func.func @versions_zero() {
  // expected-error@+1 {{'ascend.versions' is an integer >= 1 on a buffer allocation}}
  %b = memref.alloc() {ascend.versions = 0 : i64} : memref<16x16xf16, #ascend.address_space<l1>>
  return
}

// -----

// expected-error@+1 {{'ascend.versions' is an integer >= 1 on a buffer allocation}}
func.func @versions_on_function() attributes {ascend.versions = 2 : i64} {
  return
}

// -----

func.func @print_two_values(%i: i32) {
  // expected-error@+1 {{'ascend.print' op expects a format of at most one conversion, got 2}}
  ascend.print "%d %d"(%i : i32)
  return
}

// -----

func.func @print_kind(%x: f32) {
  // expected-error@+1 {{'ascend.print' op conversion '%x' prints an integer, got 'f32'}}
  ascend.print "%x"(%x : f32)
  return
}

// -----

func.func @print_format(%i: i32) {
  // expected-error@+1 {{'ascend.print' op format: the conversion '%p' (pto.print prints one integer or floating-point value; strings and pointers have no spelling)}}
  ascend.print "%p"(%i : i32)
  return
}

// -----

func.func @print_buffer_l1() {
  %t = memref.alloc() : memref<16x16xf16, #ascend.address_space<l1>>
  // expected-error@+1 {{'ascend.print_buffer' op prints a ub buffer or global memory (pto.tprint prints vec tiles and global tensors), got 'memref<16x16xf16, #ascend.address_space<l1>>'}}
  ascend.print_buffer %t : memref<16x16xf16, #ascend.address_space<l1>>
  return
}

// -----

func.func @print_buffer_rank3(%A: memref<2x2x16xf32, #ascend.address_space<gm>>) {
  // expected-error@+1 {{'ascend.print_buffer' op expects a buffer of rank 1 or 2, got 'memref<2x2x16xf32, #ascend.address_space<gm>>'}}
  ascend.print_buffer %A : memref<2x2x16xf32, #ascend.address_space<gm>>
  return
}

// -----

func.func @print_buffer_region() {
  %t = memref.alloc() : memref<4x16xf32, #ascend.address_space<ub>>
  %r = memref.subview %t[0, 0] [2, 16] [1, 1] : memref<4x16xf32, #ascend.address_space<ub>> to memref<2x16xf32, strided<[16, 1]>, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.print_buffer' op prints a whole ub buffer, not a region of one}}
  ascend.print_buffer %r : memref<2x16xf32, strided<[16, 1]>, #ascend.address_space<ub>>
  return
}

// -----

func.func @print_buffer_bf16() {
  %t = memref.alloc() : memref<1x16xbf16, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.print_buffer' op prints i8, i16, i32, f16 or f32 elements (TPRINT's), got 'bf16'}}
  ascend.print_buffer %t : memref<1x16xbf16, #ascend.address_space<ub>>
  return
}

// -----

func.func @print_buffer_gm_bf16(%A: memref<2x8xbf16, #ascend.address_space<gm>>) {
  // expected-error@+1 {{'ascend.print_buffer' op prints i8, i16, i32, f16 or f32 elements (TPRINT's), got 'bf16'}}
  ascend.print_buffer %A : memref<2x8xbf16, #ascend.address_space<gm>>
  return
}

// -----

func.func @print_buffer_ub_on_cube() {
  %t = memref.alloc() : memref<1x16xf32, #ascend.address_space<ub>>
  // expected-error@+1 {{'ascend.print_buffer' op prints a ub buffer, which the Vector core (aiv) holds, on the Cube core}}
  ascend.print_buffer %t on <aic> : memref<1x16xf32, #ascend.address_space<ub>>
  return
}

// -----

func.func @print_buffer_mix(%A: memref<2x8xf32, #ascend.address_space<gm>>) {
  // expected-error@+1 {{'ascend.print_buffer' op prints on one core, not 'mix'}}
  ascend.print_buffer %A on <mix> : memref<2x8xf32, #ascend.address_space<gm>>
  return
}

// -----

func.func @print_mix(%i: i32) {
  // expected-error@+1 {{'ascend.print' op prints on one core, not 'mix'}}
  ascend.print "%d"(%i : i32) on <mix>
  return
}

// -----

func.func @print_i1(%b: i1) {
  // expected-error@+1 {{'ascend.print' op prints an i8, i16, i32, i64, f32 or f64 (the types C's printf takes), got 'i1'}}
  ascend.print "%d"(%b : i1)
  return
}
