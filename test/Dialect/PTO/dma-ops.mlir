// Round trip of the DMA ops (PTODMAOps.td): tload (every padding key),
// tprefetch, tstore (vec/mat/acc sources, every acc conversion, attributes,
// pre-quantisation scalar), tstore_fp; the a5 split holds mgather/mscatter.

// RUN: pto-opt %s -split-input-file | FileCheck %s
// RUN: pto-opt %s -split-input-file | pto-opt -split-input-file | FileCheck %s
// RUN: pto-opt %s -split-input-file --mlir-print-op-generic | pto-opt -split-input-file | FileCheck %s

// CHECK: module attributes {pto.target_arch = "a3"}
module attributes {pto.target_arch = "a3"} {

// CHECK-LABEL: func.func @tload
// CHECK-SAME: (%[[PV:[^:]*]]: !pto.partition_tensor_view<16x64xf32>, %[[PM:[^:]*]]: !pto.partition_tensor_view<32x32xf16>, %[[PD:[^:]*]]: !pto.partition_tensor_view<?x64xf32>, %[[PI:[^:]*]]: !pto.partition_tensor_view<16x64xi32>, %[[V:[^:]*]]: f32, %[[N:[^:]*]]: index, %[[K:[^:]*]]: i32, %[[C:[^:]*]]: i1, %[[R:[^:]*]]: index)
func.func @tload(%pv: !pto.partition_tensor_view<16x64xf32>, %pm: !pto.partition_tensor_view<32x32xf16>,
                 %pd: !pto.partition_tensor_view<?x64xf32>, %pi: !pto.partition_tensor_view<16x64xi32>,
                 %v: f32, %n: index, %k: i32, %c: i1, %r: index) {
  // CHECK: %[[T:.*]] = pto.alloc_tile : [[VEC:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // CHECK: %[[M:.*]] = pto.alloc_tile : [[NZ:!pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=32, v_row=32, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>]]
  %m = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>
  // CHECK: %[[D:.*]] = pto.alloc_tile valid_row = %[[R]] valid_col = %[[R]] : [[DYN:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=\?, v_col=\?, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %d = pto.alloc_tile valid_row = %r valid_col = %r : !pto.tile_buf<vec, 16x64xf32, valid=?x?>
  // CHECK: pto.tload ins(%[[PV]] : !pto.partition_tensor_view<16x64xf32>) outs(%[[T]] : [[VEC]]){{$}}
  pto.tload ins(%pv : !pto.partition_tensor_view<16x64xf32>) outs(%t : !pto.tile_buf<vec, 16x64xf32>)
  // ND window into an NZ mat tile.
  // CHECK: pto.tload ins(%[[PM]] : !pto.partition_tensor_view<32x32xf16>) outs(%[[M]] : [[NZ]]){{$}}
  pto.tload ins(%pm : !pto.partition_tensor_view<32x32xf16>) outs(%m : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>)
  // A dynamic window or valid shape skips the element-count check.
  // CHECK: pto.tload ins(%[[PD]] : !pto.partition_tensor_view<?x64xf32>) outs(%[[D]] : [[DYN]]){{$}}
  pto.tload ins(%pd : !pto.partition_tensor_view<?x64xf32>) outs(%d : !pto.tile_buf<vec, 16x64xf32, valid=?x?>)
  // Only the element sizes must agree (i32 window into an f32 tile).
  // CHECK: pto.tload ins(%[[PI]] : !pto.partition_tensor_view<16x64xi32>) outs(%[[T]] : [[VEC]]){{$}}
  pto.tload ins(%pi : !pto.partition_tensor_view<16x64xi32>) outs(%t : !pto.tile_buf<vec, 16x64xf32>)
  // Every padding key, in the order ptoas prints them. ptoas parses the
  // operand keys but its lowering then fails (ptoas-format.md §4.3): a
  // producer pads with a pad= tile and tfillpad instead.
  // CHECK: pto.tload ins(%[[PV]] : !pto.partition_tensor_view<16x64xf32>) outs(%[[T]] : [[VEC]]) pad_mode = <PadValue> pad_value = %[[V]] : f32 left_padding_num = %[[N]] : index init_out_buffer = true right_padding_num = %[[K]] : i32 init_condition = %[[C]] : i1
  pto.tload ins(%pv : !pto.partition_tensor_view<16x64xf32>) outs(%t : !pto.tile_buf<vec, 16x64xf32>) pad_mode = #pto.padmode<PadValue> pad_value = %v : f32 left_padding_num = %n : index init_out_buffer = true right_padding_num = %k : i32 init_condition = %c : i1
  // CHECK: pto.tload ins(%[[PV]] : !pto.partition_tensor_view<16x64xf32>) outs(%[[T]] : [[VEC]]) pad_mode = <PadFirstElem>{{$}}
  pto.tload ins(%pv : !pto.partition_tensor_view<16x64xf32>) outs(%t : !pto.tile_buf<vec, 16x64xf32>) pad_mode = #pto.padmode<PadFirstElem>
  // CHECK: pto.tload ins(%[[PV]] : !pto.partition_tensor_view<16x64xf32>) outs(%[[T]] : [[VEC]]) init_out_buffer = false{{$}}
  pto.tload ins(%pv : !pto.partition_tensor_view<16x64xf32>) outs(%t : !pto.tile_buf<vec, 16x64xf32>) init_out_buffer = false
  return
}

// CHECK-LABEL: func.func @tprefetch
func.func @tprefetch(%pv: !pto.partition_tensor_view<16x64xf32>, %pm: !pto.partition_tensor_view<64x64xf16>) {
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %m = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>
  // CHECK: pto.tprefetch ins(%{{.*}} : !pto.partition_tensor_view<16x64xf32>) outs(%{{.*}} : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>){{$}}
  pto.tprefetch ins(%pv : !pto.partition_tensor_view<16x64xf32>) outs(%t : !pto.tile_buf<vec, 16x64xf32>)
  // tprefetch does not compare element counts.
  // CHECK: pto.tprefetch ins(%{{.*}} : !pto.partition_tensor_view<64x64xf16>) outs(%{{.*}} : !pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=32, v_row=32, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>){{$}}
  pto.tprefetch ins(%pm : !pto.partition_tensor_view<64x64xf16>) outs(%m : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>)
  return
}

// CHECK-LABEL: func.func @tstore_vec
// CHECK-SAME: (%[[PV:[^:]*]]: !pto.partition_tensor_view<16x64xf32>, %[[PD:[^:]*]]: !pto.partition_tensor_view<16x?xf32>)
func.func @tstore_vec(%pv: !pto.partition_tensor_view<16x64xf32>, %pd: !pto.partition_tensor_view<16x?xf32>) {
  // CHECK: %[[T:.*]] = pto.alloc_tile : [[VEC:!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  // CHECK: pto.tstore ins(%[[T]] : [[VEC]]) outs(%[[PV]] : !pto.partition_tensor_view<16x64xf32>){{$}}
  pto.tstore ins(%t : !pto.tile_buf<vec, 16x64xf32>) outs(%pv : !pto.partition_tensor_view<16x64xf32>)
  // CHECK: pto.tstore ins(%[[T]] : [[VEC]]) outs(%[[PV]] : !pto.partition_tensor_view<16x64xf32>) {atomicType = #pto<atomic_type atomic_add>, stPhase = #pto<st_phase final>}
  pto.tstore ins(%t : !pto.tile_buf<vec, 16x64xf32>) outs(%pv : !pto.partition_tensor_view<16x64xf32>) {stPhase = #pto<st_phase final>, atomicType = #pto<atomic_type atomic_add>}
  // CHECK: pto.tstore ins(%[[T]] : [[VEC]]) outs(%[[PV]] : !pto.partition_tensor_view<16x64xf32>) {atomicType = #pto<atomic_type atomic_none>, stPhase = #pto<st_phase partial>}
  pto.tstore ins(%t : !pto.tile_buf<vec, 16x64xf32>) outs(%pv : !pto.partition_tensor_view<16x64xf32>) {atomicType = #pto<atomic_type atomic_none>, stPhase = #pto<st_phase partial>}
  // CHECK: pto.tstore ins(%[[T]] : [[VEC]]) outs(%[[PD]] : !pto.partition_tensor_view<16x?xf32>) {stPhase = #pto<st_phase unspecified>}
  pto.tstore ins(%t : !pto.tile_buf<vec, 16x64xf32>) outs(%pd : !pto.partition_tensor_view<16x?xf32>) {stPhase = #pto<st_phase unspecified>}
  // reluPreMode = no_relu is the default, allowed from any source.
  // CHECK: pto.tstore ins(%[[T]] : [[VEC]]) outs(%[[PV]] : !pto.partition_tensor_view<16x64xf32>) {reluPreMode = #pto<relu_pre_mode no_relu>}
  pto.tstore ins(%t : !pto.tile_buf<vec, 16x64xf32>) outs(%pv : !pto.partition_tensor_view<16x64xf32>) {reluPreMode = #pto<relu_pre_mode no_relu>}
  return
}

// CHECK-LABEL: func.func @tstore_acc
// CHECK-SAME: (%[[F32:[^:]*]]: !pto.partition_tensor_view<16x16xf32>, %[[F16:[^:]*]]: !pto.partition_tensor_view<16x16xf16>, %[[BF16:[^:]*]]: !pto.partition_tensor_view<16x16xbf16>, %[[I32:[^:]*]]: !pto.partition_tensor_view<16x16xi32>, %[[I8:[^:]*]]: !pto.partition_tensor_view<16x16xi8>, %[[Q:[^:]*]]: i64)
func.func @tstore_acc(%f32: !pto.partition_tensor_view<16x16xf32>, %f16: !pto.partition_tensor_view<16x16xf16>,
                      %bf16: !pto.partition_tensor_view<16x16xbf16>, %i32: !pto.partition_tensor_view<16x16xi32>,
                      %i8: !pto.partition_tensor_view<16x16xi8>, %q: i64) {
  // CHECK: %[[A:.*]] = pto.alloc_tile : [[ACC:!pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=1024, pad=0>]]
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  // CHECK: %[[AI:.*]] = pto.alloc_tile : [[ACCI:!pto.tile_buf<loc=acc, dtype=i32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=1024, pad=0>]]
  %ai = pto.alloc_tile : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>
  // f32 accumulator: f32, f16 or bf16 out.
  // CHECK: pto.tstore ins(%[[A]] : [[ACC]]) outs(%[[F32]] : !pto.partition_tensor_view<16x16xf32>){{$}}
  pto.tstore ins(%a : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%f32 : !pto.partition_tensor_view<16x16xf32>)
  // CHECK: pto.tstore ins(%[[A]] : [[ACC]]) outs(%[[F16]] : !pto.partition_tensor_view<16x16xf16>) {reluPreMode = #pto<relu_pre_mode normal_relu>}
  pto.tstore ins(%a : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%f16 : !pto.partition_tensor_view<16x16xf16>) {reluPreMode = #pto<relu_pre_mode normal_relu>}
  // CHECK: pto.tstore ins(%[[A]] : [[ACC]]) outs(%[[BF16]] : !pto.partition_tensor_view<16x16xbf16>) {reluPreMode = #pto<relu_pre_mode no_relu>}
  pto.tstore ins(%a : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%bf16 : !pto.partition_tensor_view<16x16xbf16>) {reluPreMode = #pto<relu_pre_mode no_relu>}
  // i32 accumulator: i32, f16 or bf16 out.
  // CHECK: pto.tstore ins(%[[AI]] : [[ACCI]]) outs(%[[I32]] : !pto.partition_tensor_view<16x16xi32>){{$}}
  pto.tstore ins(%ai : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%i32 : !pto.partition_tensor_view<16x16xi32>)
  // CHECK: pto.tstore ins(%[[AI]] : [[ACCI]]) outs(%[[F16]] : !pto.partition_tensor_view<16x16xf16>){{$}}
  pto.tstore ins(%ai : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%f16 : !pto.partition_tensor_view<16x16xf16>)
  // CHECK: pto.tstore ins(%[[AI]] : [[ACCI]]) outs(%[[BF16]] : !pto.partition_tensor_view<16x16xbf16>){{$}}
  pto.tstore ins(%ai : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%bf16 : !pto.partition_tensor_view<16x16xbf16>)
  // The pre-quantisation scalar: i32 -> i8 / f16, f32 -> i8 (all arches).
  // CHECK: pto.tstore ins(%[[AI]] : [[ACCI]], %[[Q]] : i64) outs(%[[I8]] : !pto.partition_tensor_view<16x16xi8>){{$}}
  pto.tstore ins(%ai : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>, %q : i64) outs(%i8 : !pto.partition_tensor_view<16x16xi8>)
  // CHECK: pto.tstore ins(%[[AI]] : [[ACCI]], %[[Q]] : i64) outs(%[[F16]] : !pto.partition_tensor_view<16x16xf16>) {atomicType = #pto<atomic_type atomic_add>, reluPreMode = #pto<relu_pre_mode normal_relu>, stPhase = #pto<st_phase final>}
  pto.tstore ins(%ai : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>, %q : i64) outs(%f16 : !pto.partition_tensor_view<16x16xf16>) {stPhase = #pto<st_phase final>, atomicType = #pto<atomic_type atomic_add>, reluPreMode = #pto<relu_pre_mode normal_relu>}
  // CHECK: pto.tstore ins(%[[A]] : [[ACC]], %[[Q]] : i64) outs(%[[I8]] : !pto.partition_tensor_view<16x16xi8>){{$}}
  pto.tstore ins(%a : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, %q : i64) outs(%i8 : !pto.partition_tensor_view<16x16xi8>)
  return
}

// mat -> GM exists on A2/A3 only.
// CHECK-LABEL: func.func @tstore_mat_a3
// CHECK: pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=mat, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>) outs(%{{.*}} : !pto.partition_tensor_view<16x16xf16>){{$}}
func.func @tstore_mat_a3(%pv: !pto.partition_tensor_view<16x16xf16>) {
  %m = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
  pto.tstore ins(%m : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>) outs(%pv : !pto.partition_tensor_view<16x16xf16>)
  return
}

// CHECK-LABEL: func.func @tstore_fp
// CHECK: %[[A:.*]] = pto.alloc_tile : [[ACC:!pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=1024, pad=0>]]
// CHECK: %[[S:.*]] = pto.alloc_tile : [[SC:!pto.tile_buf<loc=scaling, dtype=i64, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: pto.tstore_fp ins(%[[A]], %[[S]] : [[ACC]], [[SC]]) outs(%{{.*}} : !pto.partition_tensor_view<16x16xi8>){{$}}
func.func @tstore_fp(%pv: !pto.partition_tensor_view<16x16xi8>) {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %s = pto.alloc_tile : !pto.tile_buf<scaling, 1x16xi64>
  pto.tstore_fp ins(%a, %s : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, !pto.tile_buf<scaling, 1x16xi64>) outs(%pv : !pto.partition_tensor_view<16x16xi8>)
  return
}

}

// -----

// The forms legal on a5 only.
// CHECK: module attributes {pto.target_arch = "a5"}
module attributes {pto.target_arch = "a5"} {

// With the scalar, a5 also quantises i32 -> bf16 and f32 -> f16/bf16/f32.
// CHECK-LABEL: func.func @tstore_prequant_a5
// CHECK: pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=acc, dtype=i32, {{.*}}>, %{{.*}} : i64) outs(%{{.*}} : !pto.partition_tensor_view<16x16xbf16>){{$}}
// CHECK: pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=acc, dtype=f32, {{.*}}>, %{{.*}} : i64) outs(%{{.*}} : !pto.partition_tensor_view<16x16xf16>){{$}}
// CHECK: pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=acc, dtype=f32, {{.*}}>, %{{.*}} : i64) outs(%{{.*}} : !pto.partition_tensor_view<16x16xf32>){{$}}
func.func @tstore_prequant_a5(%bf16: !pto.partition_tensor_view<16x16xbf16>, %f16: !pto.partition_tensor_view<16x16xf16>,
                              %f32: !pto.partition_tensor_view<16x16xf32>, %q: i64) {
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  %ai = pto.alloc_tile : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>
  pto.tstore ins(%ai : !pto.tile_buf<acc, 16x16xi32, blayout=col_major, slayout=row_major, fractal=1024>, %q : i64) outs(%bf16 : !pto.partition_tensor_view<16x16xbf16>)
  pto.tstore ins(%a : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, %q : i64) outs(%f16 : !pto.partition_tensor_view<16x16xf16>)
  pto.tstore ins(%a : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>, %q : i64) outs(%f32 : !pto.partition_tensor_view<16x16xf32>)
  return
}

// CHECK-LABEL: func.func @mgather
// CHECK-SAME: (%[[MEM:[^:]*]]: !pto.partition_tensor_view<1024xf32>)
func.func @mgather(%mem: !pto.partition_tensor_view<1024xf32>) {
  // CHECK: %[[IDX:.*]] = pto.alloc_tile : [[IT:!pto.tile_buf<loc=vec, dtype=i32, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %idx = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  // CHECK: %[[DST:.*]] = pto.alloc_tile : [[DT:!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %dst = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  // CHECK: pto.mgather ins(%[[MEM]], %[[IDX]] : !pto.partition_tensor_view<1024xf32>, [[IT]]) outs(%[[DST]] : [[DT]]){{$}}
  pto.mgather ins(%mem, %idx : !pto.partition_tensor_view<1024xf32>, !pto.tile_buf<vec, 1x64xi32>) outs(%dst : !pto.tile_buf<vec, 1x64xf32>)
  // CHECK: pto.mgather ins(%[[MEM]], %[[IDX]] : !pto.partition_tensor_view<1024xf32>, [[IT]]) outs(%[[DST]] : [[DT]]) {gatherOob = #pto<gather_oob clamp>}
  pto.mgather ins(%mem, %idx : !pto.partition_tensor_view<1024xf32>, !pto.tile_buf<vec, 1x64xi32>) outs(%dst : !pto.tile_buf<vec, 1x64xf32>) {gatherOob = #pto<gather_oob clamp>}
  return
}

// CHECK-LABEL: func.func @mscatter
// CHECK-SAME: (%[[MEM:[^:]*]]: !pto.partition_tensor_view<1024xf16>)
func.func @mscatter(%mem: !pto.partition_tensor_view<1024xf16>) {
  // CHECK: %[[SRC:.*]] = pto.alloc_tile : [[ST:!pto.tile_buf<loc=vec, dtype=f16, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %src = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf16>
  // CHECK: %[[IDX:.*]] = pto.alloc_tile : [[IT:!pto.tile_buf<loc=vec, dtype=i32, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
  %idx = pto.alloc_tile : !pto.tile_buf<vec, 1x64xi32>
  // CHECK: pto.mscatter ins(%[[SRC]], %[[IDX]] : [[ST]], [[IT]]) outs(%[[MEM]] : !pto.partition_tensor_view<1024xf16>){{$}}
  pto.mscatter ins(%src, %idx : !pto.tile_buf<vec, 1x64xf16>, !pto.tile_buf<vec, 1x64xi32>) outs(%mem : !pto.partition_tensor_view<1024xf16>)
  // CHECK: pto.mscatter ins(%[[SRC]], %[[IDX]] : [[ST]], [[IT]]) outs(%[[MEM]] : !pto.partition_tensor_view<1024xf16>) {scatterAtomicOp = #pto<scatter_atomic_op add>, scatterOob = #pto<scatter_oob skip>}
  pto.mscatter ins(%src, %idx : !pto.tile_buf<vec, 1x64xf16>, !pto.tile_buf<vec, 1x64xi32>) outs(%mem : !pto.partition_tensor_view<1024xf16>) {scatterOob = #pto<scatter_oob skip>, scatterAtomicOp = #pto<scatter_atomic_op add>}
  return
}

}
