// RUN: pto-opt %s -split-input-file -verify-diagnostics

func.func @unknown_scope() {
  // expected-error@+1 {{unknown TIR storage scope "shared.foo"; known scopes are: "global", "shared", "shared.dyn", "local", "local.fragment", "local.reducer", "local.var", "shared.l1"}}
  %0 = tir.alloc_buffer : memref<4xf16, #tir.scope<"shared.foo">>
  return
}

// -----

func.func @alloc_without_scope() {
  // expected-error@+1 {{'tir.alloc_buffer' op expects a result memref whose memory space is a #tir.scope, got 'memref<4xf16>'}}
  %0 = tir.alloc_buffer : memref<4xf16>
  return
}

// -----

func.func @alloc_global() {
  // expected-error@+1 {{cannot allocate a "global" buffer: global buffers are kernel arguments}}
  %0 = tir.alloc_buffer : memref<4xf16, #tir.scope<"global">>
  return
}

// -----

func.func @kernel_rank() {
  // expected-error@+1 {{'tir.kernel' op expects a grid of 1 to 3 dimensions, got 4}}
  tir.kernel (%a, %b, %c, %d) in (1, 2, 3, 4) {
  }
  return
}

// -----

func.func @kernel_extent() {
  // expected-error@+1 {{'tir.kernel' op expects positive grid extents, dimension 1 is 0}}
  tir.kernel (%a, %b) in (2, 0) {
  }
  return
}

// -----

func.func @kernel_arguments() {
  // expected-error@+1 {{'tir.kernel' op expects one block-index argument per grid dimension (2), got 1}}
  tir.kernel (%a) in (2, 2) {
  }
  return
}

// -----

func.func @annotate_unknown_buffer() {
  // expected-error@+1 {{'tir.kernel' op 'address_map' (T.annotate_address) names 'B_L1', which is not a buffer of this kernel}}
  tir.kernel (%bx) in (4) attributes {address_map = {B_L1 = 0 : i64}} {
    %a = tir.alloc_buffer "A_L1" : memref<32x32xf16, #tir.scope<"shared.l1">>
  }
  return
}

// -----

func.func @annotate_not_a_map() {
  // expected-error@+1 {{'tir.kernel' op expects 'tl.buffer_versions_map' (T.annotate_buffer_versions) to map buffer names to values, got 2 : i64}}
  tir.kernel (%bx) in (4) attributes {tl.buffer_versions_map = 2} {
  }
  return
}

// -----

func.func @kernel_sub_block_count() {
  // expected-error@+1 {{'tir.kernel' op expects 1 or 2 sub-blocks (Vector cores per Cube core), got 4}}
  tir.kernel (%cid) in (8) sub_block (%vid) in 4 {
  }
  return
}

// -----

func.func @kernel_sub_block_arguments() {
  // expected-error@+1 {{'tir.kernel' op expects one block-index argument per grid dimension (1) and the sub-block id, got 1}}
  "tir.kernel"() <{static_grid = array<i64: 8>, sub_blocks = 2 : i64}> ({
  ^bb0(%a: index):
  }) : () -> ()
  return
}

// -----

func.func @kernel_argument_type() {
  // expected-error@+1 {{'tir.kernel' op expects block-index arguments of type index}}
  "tir.kernel"() <{static_grid = array<i64: 2>}> ({
  ^bb0(%a: i32):
  }) : () -> ()
  return
}

// -----

func.func @kernel_threads() {
  // expected-error@+1 {{'tir.kernel' op expects a positive 'threads', got 0}}
  tir.kernel (%a) in (2) attributes {threads = 0 : i64} {
  }
  return
}

// -----

func.func @kernel_dynamic_count(%n: index) {
  // expected-error@+1 {{expected 1 dynamic grid values}}
  "tir.kernel"() <{static_grid = array<i64: -9223372036854775808>}> ({
  ^bb0(%a: index):
  }) : () -> ()
  return
}

// -----

func.func @for_kind(%i: index) {
  // expected-error@+1 {{expected loop kind (serial, parallel, pipelined, unrolled or vectorized), got 'sequential'}}
  tir.for sequential %k = %i to %i step %i {
  }
  return
}

// -----

func.func @for_stages(%i: index) {
  // expected-error@+1 {{'tir.for' op expects 'num_stages' >= 1, got 0}}
  tir.for pipelined %k = %i to %i step %i attributes {num_stages = 0 : i64} {
  }
  return
}

// -----

func.func @for_stages_parallel(%i: index) {
  // expected-error@+1 {{'tir.for' op 'num_stages' applies to serial and pipelined loops, not to a parallel loop}}
  tir.for parallel %k = %i to %i step %i attributes {num_stages = 2 : i64} {
  }
  return
}

// -----

func.func @for_induction_variable(%i: index) {
  // expected-error@+1 {{'tir.for' op expects one induction variable of type index}}
  "tir.for"(%i, %i, %i) <{kind = #tir<for_kind serial>}> ({
  ^bb0(%k: i32):
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @copy_shape(%a: memref<32x64xf16>) {
  %b = tir.alloc_buffer : memref<64x32xf16, #tir.scope<"shared.dyn">>
  // expected-error@+1 {{'tir.copy' op expects source and destination regions of the same shape, got 'memref<32x64xf16>' and 'memref<64x32xf16, #tir.scope<"shared.dyn">>'}}
  tir.copy %a, %b : memref<32x64xf16>, memref<64x32xf16, #tir.scope<"shared.dyn">>
  return
}

// -----

func.func @fill_type() {
  %b = tir.alloc_buffer : memref<4xf16, #tir.scope<"shared.dyn">>
  %v = arith.constant 0.0 : f32
  // expected-error@+1 {{'tir.fill' op failed to verify that value type matches the buffer element type}}
  "tir.fill"(%b, %v) : (memref<4xf16, #tir.scope<"shared.dyn">>, f32) -> ()
  return
}

// -----

func.func @gemm_rank() {
  %a = tir.alloc_buffer : memref<4xf16, #tir.scope<"shared.dyn">>
  %b = tir.alloc_buffer : memref<4x4xf16, #tir.scope<"shared.dyn">>
  %c = tir.alloc_buffer : memref<4x4xf32, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.gemm' op expects rank-2 operands, A is 'memref<4xf16, #tir.scope<"shared.dyn">>'}}
  tir.gemm %a, %b, %c : memref<4xf16, #tir.scope<"shared.dyn">>, memref<4x4xf16, #tir.scope<"shared.dyn">>, memref<4x4xf32, #tir.scope<"local.fragment">>
  return
}

// -----

func.func @gemm_k() {
  %a = tir.alloc_buffer : memref<16x32xf16, #tir.scope<"shared.dyn">>
  %b = tir.alloc_buffer : memref<16x16xf16, #tir.scope<"shared.dyn">>
  %c = tir.alloc_buffer : memref<16x16xf32, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.gemm' op expects op(A) (16x32) and op(B) (16x16) to agree on K}}
  tir.gemm %a, %b, %c : memref<16x32xf16, #tir.scope<"shared.dyn">>, memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf32, #tir.scope<"local.fragment">>
  return
}

// -----

func.func @gemm_c() {
  %a = tir.alloc_buffer : memref<32x16xf16, #tir.scope<"shared.dyn">>
  %b = tir.alloc_buffer : memref<16x64xf16, #tir.scope<"shared.dyn">>
  %c = tir.alloc_buffer : memref<16x16xf32, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.gemm' op expects C to be 32x64 (op(A) rows x op(B) columns), got 16x16}}
  tir.gemm %a, %b, %c : memref<32x16xf16, #tir.scope<"shared.dyn">>, memref<16x64xf16, #tir.scope<"shared.dyn">>, memref<16x16xf32, #tir.scope<"local.fragment">>
  return
}

// -----

// expected-error@+1 {{'tir.name' on argument #0 must be a string (the TIR buffer name)}}
func.func @arg_name(%a: memref<4xf16> {tir.name = 3 : i64}) {
  return
}

// -----

// expected-error@+1 {{unknown tir argument attribute 'tir.scope'}}
func.func @arg_attr(%a: memref<4xf16> {tir.scope = "global"}) {
  return
}

// -----

func.func @alloc_zero_dim() {
  // expected-error@+1 {{'tir.alloc_buffer' op expects positive dimensions, dimension 1 is 0}}
  %0 = tir.alloc_buffer : memref<4x0xf16, #tir.scope<"shared">>
  return
}

// -----

func.func @alloc_index_elements() {
  // expected-error@+1 {{'tir.alloc_buffer' op expects an integer or floating-point element type, got 'index'}}
  %0 = tir.alloc_buffer : memref<4xindex, #tir.scope<"local.fragment">>
  return
}

// -----

func.func @for_zero_step() {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  // expected-error@+1 {{'tir.for' op expects a positive step, got 0}}
  tir.for serial %i = %c0 to %c8 step %c0 {
  }
  return
}

// -----

func.func @for_negative_step() {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %cm1 = arith.constant -1 : index
  // expected-error@+1 {{'tir.for' op expects a positive step, got -1}}
  tir.for serial %i = %c8 to %c0 step %cm1 {
  }
  return
}

// -----

func.func @nested_kernel() {
  tir.kernel (%bx) in (4) {
    // expected-error@+1 {{'tir.kernel' op must be directly in the body of a func.func (the kernel function)}}
    tir.kernel (%by) in (4) {
    }
  }
  return
}

// -----

func.func @two_kernels() {
  // expected-error@+1 {{'tir.kernel' op expects one tir.kernel per function; this function launches another}}
  tir.kernel (%bx) in (4) {
  }
  tir.kernel (%by) in (4) {
  }
  return
}

// -----

func.func @reduce_source_rank() {
  %s = tir.alloc_buffer : memref<128xf32, #tir.scope<"local.fragment">>
  %d = tir.alloc_buffer : memref<1xf32, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.reduce' op expects a source of rank 2 or more, got 'memref<128xf32, #tir.scope<"local.fragment">>'}}
  tir.reduce <sum> %s, %d : memref<128xf32, #tir.scope<"local.fragment">>, memref<1xf32, #tir.scope<"local.fragment">>
  return
}

// -----

func.func @reduce_source_rank3() {
  %s = tir.alloc_buffer : memref<2x4x8xf32, #tir.scope<"local.fragment">>
  %d = tir.alloc_buffer : memref<2x8xf32, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.reduce' op expects a destination of shape 2x4 or 2x4x1 for a reduction along dim 2 of 'memref<2x4x8xf32, #tir.scope<"local.fragment">>', got 'memref<2x8xf32, #tir.scope<"local.fragment">>'}}
  tir.reduce <max> %s, %d {dim = 2 : i64} : memref<2x4x8xf32, #tir.scope<"local.fragment">>, memref<2x8xf32, #tir.scope<"local.fragment">>
  return
}

// -----

func.func @reduce_dim() {
  %s = tir.alloc_buffer : memref<64x128xf32, #tir.scope<"local.fragment">>
  %d = tir.alloc_buffer : memref<64xf32, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.reduce' op expects 'dim' in [0, 2) for a rank-2 source, got 2}}
  tir.reduce <sum> %s, %d {dim = 2 : i64} : memref<64x128xf32, #tir.scope<"local.fragment">>, memref<64xf32, #tir.scope<"local.fragment">>
  return
}

// -----

// TileLang's dim = -1 is spelled 1 in the tir dialect.
func.func @reduce_dim_negative() {
  %s = tir.alloc_buffer : memref<64x128xf32, #tir.scope<"local.fragment">>
  %d = tir.alloc_buffer : memref<64xf32, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.reduce' op expects 'dim' in [0, 2) for a rank-2 source, got -1}}
  tir.reduce <max> %s, %d {dim = -1 : i64} : memref<64x128xf32, #tir.scope<"local.fragment">>, memref<64xf32, #tir.scope<"local.fragment">>
  return
}

// -----

func.func @reduce_element_type() {
  %s = tir.alloc_buffer : memref<64x128xf32, #tir.scope<"local.fragment">>
  %d = tir.alloc_buffer : memref<64xf16, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.reduce' op expects source and destination of the same element type, got 'f32' and 'f16'}}
  tir.reduce <sum> %s, %d : memref<64x128xf32, #tir.scope<"local.fragment">>, memref<64xf16, #tir.scope<"local.fragment">>
  return
}

// -----

func.func @reduce_bitwise_float() {
  %s = tir.alloc_buffer : memref<64x128xf32, #tir.scope<"local.fragment">>
  %d = tir.alloc_buffer : memref<64xf32, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.reduce' op reduces bit by bit ('bitand') elements of type 'f32': expects signless integers}}
  tir.reduce <bitand> %s, %d : memref<64x128xf32, #tir.scope<"local.fragment">>, memref<64xf32, #tir.scope<"local.fragment">>
  return
}

// -----

func.func @reduce_rows_extent() {
  %s = tir.alloc_buffer : memref<64x128xf32, #tir.scope<"local.fragment">>
  %d = tir.alloc_buffer : memref<128xf32, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.reduce' op expects a destination of shape 64 or 64x1 for a reduction along dim 1 of 'memref<64x128xf32, #tir.scope<"local.fragment">>', got 'memref<128xf32, #tir.scope<"local.fragment">>'}}
  tir.reduce <sum> %s, %d : memref<64x128xf32, #tir.scope<"local.fragment">>, memref<128xf32, #tir.scope<"local.fragment">>
  return
}

// -----

func.func @reduce_rows_orientation() {
  %s = tir.alloc_buffer : memref<64x128xf32, #tir.scope<"local.fragment">>
  %d = tir.alloc_buffer : memref<1x64xf32, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.reduce' op expects a destination of shape 64 or 64x1 for a reduction along dim 1 of 'memref<64x128xf32, #tir.scope<"local.fragment">>', got 'memref<1x64xf32, #tir.scope<"local.fragment">>'}}
  tir.reduce <absmax> %s, %d : memref<64x128xf32, #tir.scope<"local.fragment">>, memref<1x64xf32, #tir.scope<"local.fragment">>
  return
}

// -----

func.func @reduce_cols_orientation() {
  %s = tir.alloc_buffer : memref<64x128xf32, #tir.scope<"local.fragment">>
  %d = tir.alloc_buffer : memref<128x1xf32, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.reduce' op expects a destination of shape 128 or 1x128 for a reduction along dim 0 of 'memref<64x128xf32, #tir.scope<"local.fragment">>', got 'memref<128x1xf32, #tir.scope<"local.fragment">>'}}
  tir.reduce <abssum> %s, %d {dim = 0 : i64} : memref<64x128xf32, #tir.scope<"local.fragment">>, memref<128x1xf32, #tir.scope<"local.fragment">>
  return
}

// -----

func.func @reduce_cols_rank() {
  %s = tir.alloc_buffer : memref<64x128xf32, #tir.scope<"local.fragment">>
  %d = tir.alloc_buffer : memref<1x1x128xf32, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.reduce' op expects a destination of shape 128 or 1x128 for a reduction along dim 0 of 'memref<64x128xf32, #tir.scope<"local.fragment">>', got 'memref<1x1x128xf32, #tir.scope<"local.fragment">>'}}
  tir.reduce <min> %s, %d {dim = 0 : i64} : memref<64x128xf32, #tir.scope<"local.fragment">>, memref<1x1x128xf32, #tir.scope<"local.fragment">>
  return
}

// -----

func.func @reduce_dynamic(%s: memref<?x128xf32>, %d: memref<128xf32>) {
  // expected-error@+1 {{'tir.reduce' op operand #0 must be statically shaped memref of any type values, but got 'memref<?x128xf32>'}}
  tir.reduce <sum> %s, %d {dim = 0 : i64} : memref<?x128xf32>, memref<128xf32>
  return
}

// -----

func.func @reduce_clear_type(%s: memref<4x4xf32>, %d: memref<4xf32>) {
  // expected-error@+1 {{'tir.reduce' op attribute 'clear' failed to satisfy constraint: bool attribute}}
  tir.reduce <sum> %s, %d {clear = 1 : i64} : memref<4x4xf32>, memref<4xf32>
  return
}

// -----

func.func @reduce_kind(%s: memref<4x4xf32>, %d: memref<4xf32>) {
  // expected-error@+2 {{expected ::mlir::tir::ReduceKind to be one of: sum, max, min, abssum, absmax}}
  // expected-error@+1 {{failed to parse TIR_ReduceKindAttr parameter 'value'}}
  tir.reduce <prod> %s, %d : memref<4x4xf32>, memref<4xf32>
  return
}

// -----

func.func @call_extern_memref(%m: memref<4xf32>) {
  // expected-error@+1 {{'tir.call_extern' op operand #0 must be variadic of signless integer or index or floating-point, but got 'memref<4xf32>'}}
  %e = tir.call_extern "expf"(%m) : (memref<4xf32>) -> f32
  return
}

// -----

func.func @call_extern_result_type(%x: f32) {
  // expected-error@+1 {{'tir.call_extern' op result #0 must be signless integer or index or floating-point, but got 'vector<4xf32>'}}
  %e = tir.call_extern "expf"(%x) : (f32) -> vector<4xf32>
  return
}

// -----

func.func @call_extern_no_result(%x: f32) {
  // expected-error@+1 {{'tir.call_extern' op requires one result}}
  tir.call_extern "expf"(%x) : (f32) -> ()
  return
}

// -----

func.func @call_extern_callee(%x: f32) {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %e = tir.call_extern @expf(%x) : (f32) -> f32
  return
}

// -----

func.func @intrin_memref(%m: memref<4xf32>) {
  // expected-error@+1 {{'tir.intrin' op operand #0 must be variadic of signless integer or index or floating-point, but got 'memref<4xf32>'}}
  tir.intrin "tvm_access_ptr"(%m) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @intrin_result_type(%x: f32) {
  // expected-error@+1 {{'tir.intrin' op result #0 must be signless integer or index or floating-point, but got 'memref<4xf32>'}}
  %e = tir.intrin "foo"(%x) : (f32) -> memref<4xf32>
  return
}

// -----

func.func @intrin_two_results(%x: f32) {
  // expected-error@+1 {{'tir.intrin' op result group starting at #0 requires 0 or 1 element, but found 2}}
  %a, %b = tir.intrin "foo"(%x) : (f32) -> (f32, f32)
  return
}

// -----

func.func @intrin_args() {
  // expected-error@+1 {{'tir.intrin' op attribute 'args' failed to satisfy constraint: string array attribute}}
  tir.intrin "tvm_storage_sync"() {args = [1]} : () -> ()
  return
}

// -----

// The arity of the intrinsics tirpto knows is checked where they are
// written (tir::lookupIntrinsic), whatever pass comes next.
func.func @barrier_no_pipe() {
  // expected-error@+1 {{'tir.intrin' op 'tl.ascend_pipe_barrier' expects one pipe name in 'args' ("V" or "PIPE_V"), got none}}
  tir.intrin "tl.ascend_pipe_barrier"() : () -> ()
  return
}

// -----

func.func @barrier_two_pipes() {
  // expected-error@+1 {{'tir.intrin' op 'tl.ascend_pipe_barrier' expects one pipe name in 'args' ("V" or "PIPE_V"), got ["V", "M"]}}
  tir.intrin "tl.ascend_pipe_barrier"() {args = ["V", "M"]} : () -> ()
  return
}

// -----

func.func @flag_no_pair(%e: i32) {
  // expected-error@+1 {{'tir.intrin' op 'tl.ascend_set_flag' expects a source and a destination pipe in 'args' ("MTE2", "V") or one event name ("MTE2_V"), got ["MTE2V"]}}
  tir.intrin "tl.ascend_set_flag"(%e) {args = ["MTE2V"]} : (i32) -> ()
  return
}

// -----

func.func @flag_float_event(%e: f32) {
  // expected-error@+1 {{'tir.intrin' op 'tl.ascend_wait_flag' expects integer operands (an event or flag id), got 'f32'}}
  tir.intrin "tl.ascend_wait_flag"(%e) {args = ["MTE2", "V"]} : (f32) -> ()
  return
}

// -----

func.func @flag_no_event() {
  // expected-error@+1 {{'tir.intrin' op 'tl.ascend_set_flag' takes 1 operand, got 0}}
  tir.intrin "tl.ascend_set_flag"() {args = ["MTE2", "V"]} : () -> ()
  return
}

// -----

func.func @intrin_too_few(%x: i32) {
  // expected-error@+1 {{'tir.intrin' op 'shift_right' takes 2 operands, got 1}}
  %r = tir.intrin "shift_right"(%x) : (i32) -> i32
  return
}

// -----

func.func @intrin_too_many(%x: i32) {
  // expected-error@+1 {{'tir.intrin' op 'shift_right' takes 2 operands, got 3}}
  %r = tir.intrin "shift_right"(%x, %x, %x) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @intrin_select_arity(%c: i1, %x: f32) {
  // expected-error@+1 {{'tir.intrin' op 'if_then_else' takes 3 operands, got 2}}
  %r = tir.intrin "if_then_else"(%c, %x) : (i1, f32) -> f32
  return
}

// -----

func.func @intrin_sigmoid_integer(%x: i32) {
  // expected-error@+1 {{'tir.intrin' op 'sigmoid' expects floating-point operands, got 'i32'}}
  %r = tir.intrin "sigmoid"(%x) : (i32) -> i32
  return
}

// -----

// The math externs share the intrinsics' table (tir::lookupMathExtern).
func.func @extern_too_many(%x: f32) {
  // expected-error@+1 {{'tir.call_extern' op 'expf' takes 1 operand, got 2}}
  %r = tir.call_extern "expf"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @extern_integer(%x: i32) {
  // expected-error@+1 {{'tir.call_extern' op 'sqrtf' expects floating-point operands, got 'i32'}}
  %r = tir.call_extern "sqrtf"(%x) : (i32) -> i32
  return
}

// -----

func.func @extern_mixed_types(%x: f16) {
  // expected-error@+1 {{'tir.call_extern' op 'tanhf' expects operands of the result type 'f32', got 'f16'}}
  %r = tir.call_extern "tanhf"(%x) : (f16) -> f32
  return
}

// -----

func.func @intrin_not_float(%x: f32) {
  // expected-error@+1 {{'tir.intrin' op 'bitwise_not' expects integer operands, got 'f32'}}
  %r = tir.intrin "bitwise_not"(%x) : (f32) -> f32
  return
}

// -----

func.func @intrin_no_result(%x: i32) {
  // expected-error@+1 {{'tir.intrin' op 'floordiv' yields a value}}
  tir.intrin "floordiv"(%x, %x) : (i32, i32) -> ()
  return
}

// -----

func.func @intrin_sync_result() {
  // expected-error@+1 {{'tir.intrin' op 'tvm_storage_sync' yields no value}}
  %r = tir.intrin "tvm_storage_sync"() {args = ["shared"]} : () -> i32
  return
}

// -----

func.func @intrin_condition(%c: i32, %x: f32) {
  // expected-error@+1 {{'tir.intrin' op 'if_then_else' expects an i1 condition, got 'i32'}}
  %r = tir.intrin "if_then_else"(%c, %x, %x) : (i32, f32, f32) -> f32
  return
}

// -----

func.func @intrin_float_shift(%x: f32) {
  // expected-error@+1 {{'tir.intrin' op 'shift_left' expects integer operands, got 'f32'}}
  %r = tir.intrin "shift_left"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @intrin_operand_type(%x: i32, %y: i16) {
  // expected-error@+1 {{'tir.intrin' op 'bitwise_and' expects operands of the result type 'i32', got 'i16'}}
  %r = tir.intrin "bitwise_and"(%x, %y) : (i32, i16) -> i32
  return
}

// -----

func.func @local_var_two_elements() {
  // expected-error@+1 {{'tir.alloc_buffer' op buffer 'n' in scope "local.var" must hold one element (T.alloc_var)}}
  %n = tir.alloc_buffer "n" : memref<2xi32, #tir.scope<"local.var">>
  return
}

// -----

func.func @tile_no_source(%a: memref<16x64xf32, #tir.scope<"shared">>) {
  // expected-error@+1 {{'tir.tile' op T.tile.exp expects a source buffer}}
  "tir.tile"(%a) <{kind = #tir.tile_op<exp>, operandSegmentSizes = array<i32: 0, 0, 1>}> : (memref<16x64xf32, #tir.scope<"shared">>) -> ()
  return
}

// -----

!f = memref<16x64xf32, #tir.scope<"shared">>
func.func @tile_mode_not_cast(%a: !f) {
  // expected-error@+1 {{'tir.tile' op 'mode' is an attribute of T.tile.cast only}}
  tir.tile <exp> ins(%a : !f) outs(%a : !f) {mode = #tir.cast_mode<rint>}
  return
}

// -----

!f = memref<16x64xf32, #tir.scope<"shared">>
func.func @tile_two_scalars(%a: !f, %s: f32) {
  // expected-error@+1 {{'tir.tile' op T.tile.max takes at most one scalar, got 2}}
  tir.tile <max> ins(%a : !f) scalar(%s, %s : f32, f32) outs(%a : !f)
  return
}

// -----

func.func @tile_cast_two_sources(%a: memref<16x64xf32, #tir.scope<"shared">>, %h: memref<16x64xf16, #tir.scope<"shared">>) {
  // expected-error@+1 {{'tir.tile' op T.tile.cast expects one source buffer}}
  tir.tile <cast> ins(%a, %a : memref<16x64xf32, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>) outs(%h : memref<16x64xf16, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_cast_shape(%a: memref<16x64xf32, #tir.scope<"shared">>, %h: memref<16x32xf16, #tir.scope<"shared">>) {
  // expected-error@+1 {{'tir.tile' op expects a source of the destination's shape 'memref<16x32xf16, #tir.scope<"shared">>', got 'memref<16x64xf32, #tir.scope<"shared">>'}}
  tir.tile <cast> ins(%a : memref<16x64xf32, #tir.scope<"shared">>) outs(%h : memref<16x32xf16, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_round_int(%a: memref<16x64xi32, #tir.scope<"shared">>) {
  // expected-error@+1 {{'tir.tile' op T.tile.round expects floating-point buffers of one element type, got 'memref<16x64xi32, #tir.scope<"shared">>' and 'memref<16x64xi32, #tir.scope<"shared">>'}}
  tir.tile <round> ins(%a : memref<16x64xi32, #tir.scope<"shared">>) outs(%a : memref<16x64xi32, #tir.scope<"shared">>)
  return
}

// -----

!f = memref<16x64xf32, #tir.scope<"shared">>
func.func @tile_clamp_one_scalar(%a: !f, %s: f32) {
  // expected-error@+1 {{'tir.tile' op T.tile.clamp expects one source buffer and two scalars (the lower and the upper bound)}}
  tir.tile <clamp> ins(%a : !f) scalar(%s : f32) outs(%a : !f)
  return
}

// -----

!f = memref<16x64xf32, #tir.scope<"shared">>
func.func @tile_clamp_max_no_scalar(%a: !f) {
  // expected-error@+1 {{'tir.tile' op T.tile.clamp_max expects one source buffer and a scalar}}
  tir.tile <clamp_max> ins(%a : !f) outs(%a : !f)
  return
}

// -----

func.func @tile_binary_one(%a: memref<16x64xf32, #tir.scope<"shared">>) {
  // expected-error@+1 {{'tir.tile' op T.tile.add expects two operands: a second source buffer or a scalar, got 1}}
  tir.tile <add> ins(%a : memref<16x64xf32, #tir.scope<"shared">>) outs(%a : memref<16x64xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_binary_three(%a: memref<16x64xf32, #tir.scope<"shared">>, %s: f32) {
  // expected-error@+1 {{'tir.tile' op T.tile.sub expects two operands: a second source buffer or a scalar, got 3}}
  tir.tile <sub> ins(%a, %a : memref<16x64xf32, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>) scalar(%s : f32) outs(%a : memref<16x64xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_unary_scalar(%a: memref<16x64xf32, #tir.scope<"shared">>, %s: f32) {
  // expected-error@+1 {{'tir.tile' op T.tile.exp takes no scalar}}
  tir.tile <exp> ins(%a : memref<16x64xf32, #tir.scope<"shared">>) scalar(%s : f32) outs(%a : memref<16x64xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_shape(%a: memref<16x64xf32, #tir.scope<"shared">>, %b: memref<16x32xf32, #tir.scope<"shared">>) {
  // expected-error@+1 {{'tir.tile' op expects sources of the destination's shape and element type 'memref<16x64xf32, #tir.scope<"shared">>', got 'memref<16x32xf32, #tir.scope<"shared">>'}}
  tir.tile <abs> ins(%b : memref<16x32xf32, #tir.scope<"shared">>) outs(%a : memref<16x64xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_scalar_type(%a: memref<16x64xf32, #tir.scope<"shared">>, %s: f16) {
  // expected-error@+1 {{'tir.tile' op expects a scalar of the element type 'f32', got 'f16'}}
  tir.tile <max> ins(%a : memref<16x64xf32, #tir.scope<"shared">>) scalar(%s : f16) outs(%a : memref<16x64xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_sigmoid_int(%a: memref<16x64xi32, #tir.scope<"shared">>) {
  // expected-error@+1 {{'tir.tile' op T.tile.sigmoid expects floating-point buffers, got 'memref<16x64xi32, #tir.scope<"shared">>'}}
  tir.tile <sigmoid> ins(%a : memref<16x64xi32, #tir.scope<"shared">>) outs(%a : memref<16x64xi32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_silu_int(%a: memref<16x64xi16, #tir.scope<"shared">>) {
  // expected-error@+1 {{'tir.tile' op T.tile.silu expects floating-point buffers, got 'memref<16x64xi16, #tir.scope<"shared">>'}}
  tir.tile <silu> ins(%a : memref<16x64xi16, #tir.scope<"shared">>) outs(%a : memref<16x64xi16, #tir.scope<"shared">>)
  return
}

// -----

func.func @section_outside_kernel() {
  // expected-error@+1 {{'tir.section' op expects to be inside a T.Kernel (tir.kernel)}}
  tir.section <cube> {
  }
  return
}

// -----

func.func @section_nested() {
  tir.kernel (%bx) in (8) {
    tir.section <cube> {
      // expected-error@+1 {{'tir.section' op is nested in another section (cube): a kernel's T.Scope / T.Cube / T.Vector sections follow one another}}
      tir.section <vector> {
      }
    }
  }
  return
}

// -----

func.func @copy_transpose_rank(%a: memref<4x4x4xf16>, %b: memref<4x4x4xf16>) {
  // expected-error@+1 {{'tir.copy' op 'transpose' expects rank-2 regions, got 'memref<4x4x4xf16>' and 'memref<4x4x4xf16>'}}
  tir.copy %a, %b {transpose} : memref<4x4x4xf16>, memref<4x4x4xf16>
  return
}

// -----

func.func @copy_transpose_shape(%a: memref<16x32xf16>, %b: memref<16x32xf16>) {
  // expected-error@+1 {{'tir.copy' op 'transpose' expects a destination of shape 32x16, got 'memref<16x32xf16>'}}
  tir.copy %a, %b {transpose} : memref<16x32xf16>, memref<16x32xf16>
  return
}

// -----

func.func @copy_atomic_add_to_local(%a: memref<16x32xf32>) {
  %b = tir.alloc_buffer : memref<16x32xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.copy' op 'atomic_add' adds into global memory; the destination is 'memref<16x32xf32, #tir.scope<"shared">>'}}
  tir.copy %a, %b {atomic_add} : memref<16x32xf32>, memref<16x32xf32, #tir.scope<"shared">>
  return
}

// -----

func.func @copy_atomic_add_from_global(%a: memref<16x32xf32>, %b: memref<16x32xf32>) {
  // expected-error@+1 {{'tir.copy' op 'atomic_add' adds a local buffer into global memory; the source is in global memory too ('memref<16x32xf32>')}}
  tir.copy %a, %b {atomic_add} : memref<16x32xf32>, memref<16x32xf32>
  return
}

// -----

func.func @copy_atomic_add_transpose(%b: memref<32x16xf32>) {
  %a = tir.alloc_buffer : memref<16x32xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.copy' op 'atomic_add' applies to copies without 'transpose'}}
  tir.copy %a, %b {atomic_add, transpose} : memref<16x32xf32, #tir.scope<"shared">>, memref<32x16xf32>
  return
}

// -----

func.func @copy_atomic_add_pad(%b: memref<16x32xf32>, %v: f32) {
  %a = tir.alloc_buffer : memref<16x32xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.copy' op 'atomic_add' applies to copies without 'pad_value'}}
  tir.copy %a, %b pad_value(%v : f32) {atomic_add} : memref<16x32xf32, #tir.scope<"shared">>, memref<16x32xf32>
  return
}

// -----

func.func @copy_dual_transpose(%b: memref<32x8xf32>) {
  %a = tir.alloc_buffer : memref<16x32xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.copy' op 'dual' applies to copies without 'transpose'}}
  tir.copy %a, %b {dual, transpose} : memref<16x32xf32, #tir.scope<"shared">>, memref<32x8xf32>
  return
}

// -----

func.func @copy_dual_shapes(%b: memref<32x64xf32>) {
  %a = tir.alloc_buffer : memref<16x32xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.copy' op 'dual' expects regions whose shapes differ in exactly one of their last two dimensions, one twice the other (each Vector sub-block moves half of the tile), got 'memref<16x32xf32, #tir.scope<"shared">>' and 'memref<32x64xf32>'}}
  tir.copy %a, %b {dual} : memref<16x32xf32, #tir.scope<"shared">>, memref<32x64xf32>
  return
}

// -----

func.func @copy_dual_leading_dim(%b: memref<4x16x32xf32>) {
  %a = tir.alloc_buffer : memref<2x16x32xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.copy' op 'dual' expects regions whose shapes differ in exactly one of their last two dimensions}}
  tir.copy %a, %b {dual} : memref<2x16x32xf32, #tir.scope<"shared">>, memref<4x16x32xf32>
  return
}

// -----

func.func @tile_gather_mask_no_pattern() {
  %a = tir.alloc_buffer : memref<64xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<32xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.gather_mask expects one source buffer, no scalar and a mask_pattern (its fixed patterns; a pattern held in a buffer has no tir spelling)}}
  tir.tile <gather_mask> ins(%a : memref<64xf32, #tir.scope<"shared">>) outs(%d : memref<32xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_gather_mask_sizes() {
  %a = tir.alloc_buffer : memref<64xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<32xf16, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.gather_mask keeps the bits of its elements: expects a dst of elements of the source's size, got 'memref<64xf32, #tir.scope<"shared">>' and 'memref<32xf16, #tir.scope<"shared">>'}}
  tir.tile <gather_mask> ins(%a : memref<64xf32, #tir.scope<"shared">>) outs(%d : memref<32xf16, #tir.scope<"shared">>) {mask_pattern = #tir.mask_pattern<p0101>}
  return
}

// -----

func.func @tile_gather_mask_unsigned() {
  %a = tir.alloc_buffer : memref<64xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<32xui32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.gather_mask expects signless integer or floating-point elements (TileLang's unsigned types are held as signless), got 'memref<64xf32, #tir.scope<"shared">>' and 'memref<32xui32, #tir.scope<"shared">>'}}
  tir.tile <gather_mask> ins(%a : memref<64xf32, #tir.scope<"shared">>) outs(%d : memref<32xui32, #tir.scope<"shared">>) {mask_pattern = #tir.mask_pattern<p0101>}
  return
}

// -----

func.func @tile_gather_mask_count() {
  %a = tir.alloc_buffer : memref<2x64xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<64xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.gather_mask with p0001 keeps 32 elements of 'memref<2x64xf32, #tir.scope<"shared">>', but dst 'memref<64xf32, #tir.scope<"shared">>' has 64}}
  tir.tile <gather_mask> ins(%a : memref<2x64xf32, #tir.scope<"shared">>) outs(%d : memref<64xf32, #tir.scope<"shared">>) {mask_pattern = #tir.mask_pattern<p0001>}
  return
}

// -----

func.func @tile_mask_pattern_elsewhere() {
  %a = tir.alloc_buffer : memref<64xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op 'mask_pattern' is an attribute of T.tile.gather_mask only}}
  tir.tile <exp> ins(%a : memref<64xf32, #tir.scope<"shared">>) outs(%a : memref<64xf32, #tir.scope<"shared">>) {mask_pattern = #tir.mask_pattern<p0101>}
  return
}

// -----

func.func @tile_sort32_one_source() {
  %a = tir.alloc_buffer : memref<64xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<128xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.sort32 expects two source buffers (the values and their indices) and no scalar, got 1 buffers and 0 scalars}}
  tir.tile <sort32> ins(%a : memref<64xf32, #tir.scope<"shared">>) outs(%d : memref<128xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_sort32_integer_values() {
  %a = tir.alloc_buffer : memref<64xi32, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<128xi32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.sort32 expects floating-point values of dst's element type 'i32', got 'memref<64xi32, #tir.scope<"shared">>'}}
  tir.tile <sort32> ins(%a, %a : memref<64xi32, #tir.scope<"shared">>, memref<64xi32, #tir.scope<"shared">>) outs(%d : memref<128xi32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_sort32_indices() {
  %a = tir.alloc_buffer : memref<64xf32, #tir.scope<"shared">>
  %i = tir.alloc_buffer : memref<32xi32, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<128xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.sort32 expects i32 indices (TileLang's uint32) of the values' shape, got 'memref<32xi32, #tir.scope<"shared">>'}}
  tir.tile <sort32> ins(%a, %i : memref<64xf32, #tir.scope<"shared">>, memref<32xi32, #tir.scope<"shared">>) outs(%d : memref<128xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_sort32_partial_block() {
  %a = tir.alloc_buffer : memref<48xf32, #tir.scope<"shared">>
  %i = tir.alloc_buffer : memref<48xi32, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<96xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.sort32 sorts blocks of 32 elements: expects values whose rows are a multiple of 32 elements, got 'memref<48xf32, #tir.scope<"shared">>'}}
  tir.tile <sort32> ins(%a, %i : memref<48xf32, #tir.scope<"shared">>, memref<48xi32, #tir.scope<"shared">>) outs(%d : memref<96xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_sort32_dst() {
  %a = tir.alloc_buffer : memref<2x32xf16, #tir.scope<"shared">>
  %i = tir.alloc_buffer : memref<2x32xi32, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<2x64xf16, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.sort32 expects a dst holding the values' rows of 4-element (value, index) pairs ('memref<2x128xf16>'), got 'memref<2x64xf16, #tir.scope<"shared">>'}}
  tir.tile <sort32> ins(%a, %i : memref<2x32xf16, #tir.scope<"shared">>, memref<2x32xi32, #tir.scope<"shared">>) outs(%d : memref<2x64xf16, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_merge_sort_one_list() {
  %a = tir.alloc_buffer : memref<128xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.merge_sort expects 2 to 4 source buffers (the sorted lists) and no scalar, got 1 buffers and 0 scalars}}
  tir.tile <merge_sort> ins(%a : memref<128xf32, #tir.scope<"shared">>) outs(%a : memref<128xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_merge_sort_element() {
  %a = tir.alloc_buffer : memref<128xf16, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<256xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.merge_sort expects sources of dst's element type 'f32', got 'memref<128xf16, #tir.scope<"shared">>'}}
  tir.tile <merge_sort> ins(%a, %a : memref<128xf16, #tir.scope<"shared">>, memref<128xf16, #tir.scope<"shared">>) outs(%d : memref<256xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_merge_sort_pairs() {
  %a = tir.alloc_buffer : memref<126xf16, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<252xf16, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.merge_sort expects buffers of whole 8-byte (value, index) pairs, got 'memref<126xf16, #tir.scope<"shared">>'}}
  tir.tile <merge_sort> ins(%a, %a : memref<126xf16, #tir.scope<"shared">>, memref<126xf16, #tir.scope<"shared">>) outs(%d : memref<252xf16, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_merge_sort_length() {
  %a = tir.alloc_buffer : memref<128xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<128xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.merge_sort expects a dst with as many elements as its sources together (256), got 'memref<128xf32, #tir.scope<"shared">>'}}
  tir.tile <merge_sort> ins(%a, %a : memref<128xf32, #tir.scope<"shared">>, memref<128xf32, #tir.scope<"shared">>) outs(%d : memref<128xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @simd_threads() {
  tir.kernel (%bx) in (4) {
    // expected-error@+1 {{'tir.vector_function' op 'threads' belongs to T.SimtVF scopes (<simt>); T.SimdVF has no threads}}
    tir.vector_function <simd> threads [128] {
    }
  }
  return
}

// -----

func.func @simt_threads() {
  tir.kernel (%bx) in (4) {
    // expected-error@+1 {{'tir.vector_function' op expects 1 to 3 positive thread counts, got [128, 0]}}
    tir.vector_function <simt> threads [128, 0] {
    }
  }
  return
}

// -----

func.func @simt_four_dims() {
  tir.kernel (%bx) in (4) {
    // expected-error@+1 {{'tir.vector_function' op expects 1 to 3 positive thread counts, got [1, 2, 3, 4]}}
    tir.vector_function <simt> threads [1, 2, 3, 4] {
    }
  }
  return
}

// -----

func.func @simt_latency() {
  tir.kernel (%bx) in (4) {
    // expected-error@+1 {{'tir.vector_function' op expects a non-negative 'latency' (cycles), got -1}}
    tir.vector_function <simt> threads [128] attributes {latency = -1 : i64} {
    }
  }
  return
}

// -----

func.func @simt_outside_kernel() {
  // expected-error@+1 {{'tir.vector_function' op expects to be inside a T.Kernel (tir.kernel)}}
  tir.vector_function <simt> {
  }
  return
}

// -----

func.func @tile_transpose_shape() {
  %a = tir.alloc_buffer : memref<16x32xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.transpose (T.transpose) expects a rank-2 source and a dst of its element type and its shape reversed, got 'memref<16x32xf32, #tir.scope<"shared">>' and 'memref<16x32xf32, #tir.scope<"shared">>'}}
  tir.tile <transpose> ins(%a : memref<16x32xf32, #tir.scope<"shared">>) outs(%a : memref<16x32xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_transpose_two_sources() {
  %a = tir.alloc_buffer : memref<16x16xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.transpose (T.transpose) expects one source buffer and no scalar}}
  tir.tile <transpose> ins(%a, %a : memref<16x16xf32, #tir.scope<"shared">>, memref<16x16xf32, #tir.scope<"shared">>) outs(%a : memref<16x16xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_axpy_without_scalar() {
  %a = tir.alloc_buffer : memref<16x32xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.axpy expects one source buffer and a scalar (dst = scalar * src + dst)}}
  tir.tile <axpy> ins(%a, %a : memref<16x32xf32, #tir.scope<"shared">>, memref<16x32xf32, #tir.scope<"shared">>) outs(%a : memref<16x32xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_mul_add_dst_with_scalar(%s: f32) {
  %a = tir.alloc_buffer : memref<16x32xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.mul_add_dst expects two source buffers and no scalar (dst = src0 * src1 + dst)}}
  tir.tile <mul_add_dst> ins(%a : memref<16x32xf32, #tir.scope<"shared">>) scalar(%s : f32) outs(%a : memref<16x32xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_broadcast_shape() {
  %a = tir.alloc_buffer : memref<16x32xf32, #tir.scope<"shared">>
  %v = tir.alloc_buffer : memref<8xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.broadcast expects a rank-2 destination and a source that is one of its rows (N or 1xN) or one of its columns (M or Mx1); got 'memref<8xf32, #tir.scope<"shared">>' and 'memref<16x32xf32, #tir.scope<"shared">>'}}
  tir.tile <broadcast> ins(%v : memref<8xf32, #tir.scope<"shared">>) outs(%a : memref<16x32xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_broadcast_axis() {
  %a = tir.alloc_buffer : memref<16x32xf32, #tir.scope<"shared">>
  %v = tir.alloc_buffer : memref<32xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.broadcast expects a rank-2 destination and a source that is one of its rows (N or 1xN) or one of its columns (M or Mx1) along the given axis (axis 0: a row, repeated down the rows; axis 1: a column, repeated across the columns); got 'memref<32xf32, #tir.scope<"shared">>' and 'memref<16x32xf32, #tir.scope<"shared">>'}}
  tir.tile <broadcast> ins(%v : memref<32xf32, #tir.scope<"shared">>) outs(%a : memref<16x32xf32, #tir.scope<"shared">>) {axis = 1 : i64}
  return
}

// -----

func.func @tile_broadcast_element() {
  %a = tir.alloc_buffer : memref<16x32xf32, #tir.scope<"shared">>
  %v = tir.alloc_buffer : memref<32xf16, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op expects a source of the destination's element type 'f32', got 'memref<32xf16, #tir.scope<"shared">>'}}
  tir.tile <broadcast> ins(%v : memref<32xf16, #tir.scope<"shared">>) outs(%a : memref<16x32xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_broadcast_two_sources() {
  %a = tir.alloc_buffer : memref<16x32xf32, #tir.scope<"shared">>
  %v = tir.alloc_buffer : memref<32xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.broadcast expects one source buffer}}
  tir.tile <broadcast> ins(%v, %v : memref<32xf32, #tir.scope<"shared">>, memref<32xf32, #tir.scope<"shared">>) outs(%a : memref<16x32xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_axis_elsewhere() {
  %a = tir.alloc_buffer : memref<16x32xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op 'axis' is an attribute of T.tile.broadcast only}}
  tir.tile <exp> ins(%a : memref<16x32xf32, #tir.scope<"shared">>) outs(%a : memref<16x32xf32, #tir.scope<"shared">>) {axis = 0 : i64}
  return
}

// -----

func.func @copy_pad_type(%a: memref<16x32xf16>, %b: memref<16x32xf16, #tir.scope<"shared">>) {
  %pad = arith.constant 0.0 : f32
  // expected-error@+1 {{'tir.copy' op 'pad_value' must be a scalar of the destination's element type 'f16', got 'f32'}}
  tir.copy %a, %b pad_value(%pad : f32) : memref<16x32xf16>, memref<16x32xf16, #tir.scope<"shared">>
  return
}

// -----

func.func @copy_pad_transpose(%a: memref<16x32xf16>, %b: memref<32x16xf16>) {
  %pad = arith.constant 0.0 : f16
  // expected-error@+1 {{'tir.copy' op 'pad_value' applies to copies that do not transpose}}
  tir.copy %a, %b pad_value(%pad : f16) {transpose} : memref<16x32xf16>, memref<32x16xf16>
  return
}

// -----

func.func @tile_cmp_mode_elsewhere(%a: memref<16x64xf32, #tir.scope<"shared">>, %h: memref<16x64xf16, #tir.scope<"shared">>, %m: memref<16x64xi8, #tir.scope<"shared">>, %s: f32, %i: i32) {
  // expected-error@+1 {{'tir.tile' op 'cmp_mode' is an attribute of T.tile.compare only}}
  tir.tile <add> ins(%a, %a : memref<16x64xf32, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>) outs(%a : memref<16x64xf32, #tir.scope<"shared">>) {cmp_mode = #tir.cmp_mode<eq>}
  return
}

// -----

func.func @tile_sel_mode_elsewhere(%a: memref<16x64xf32, #tir.scope<"shared">>, %h: memref<16x64xf16, #tir.scope<"shared">>, %m: memref<16x64xi8, #tir.scope<"shared">>, %s: f32, %i: i32) {
  // expected-error@+1 {{'tir.tile' op 'sel_mode' is an attribute of T.tile.select only}}
  tir.tile <exp> ins(%a : memref<16x64xf32, #tir.scope<"shared">>) outs(%a : memref<16x64xf32, #tir.scope<"shared">>) {sel_mode = #tir.sel_mode<tensor_tensor>}
  return
}

// -----

func.func @tile_compare_no_mode(%a: memref<16x64xf32, #tir.scope<"shared">>, %h: memref<16x64xf16, #tir.scope<"shared">>, %m: memref<16x64xi8, #tir.scope<"shared">>, %s: f32, %i: i32) {
  // expected-error@+1 {{'tir.tile' op T.tile.compare expects a 'cmp_mode' (eq, ne, gt, ge, lt or le)}}
  tir.tile <compare> ins(%a, %a : memref<16x64xf32, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>) outs(%m : memref<16x64xi8, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_select_no_mode(%a: memref<16x64xf32, #tir.scope<"shared">>, %h: memref<16x64xf16, #tir.scope<"shared">>, %m: memref<16x64xi8, #tir.scope<"shared">>, %s: f32, %i: i32) {
  // expected-error@+1 {{'tir.tile' op T.tile.select expects a 'sel_mode' (cmpmask_spr, tensor_tensor or tensor_scalar)}}
  tir.tile <select> ins(%m, %a, %a : memref<16x64xi8, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>) outs(%a : memref<16x64xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_compare_two_scalars(%a: memref<16x64xf32, #tir.scope<"shared">>, %h: memref<16x64xf16, #tir.scope<"shared">>, %m: memref<16x64xi8, #tir.scope<"shared">>, %s: f32, %i: i32) {
  // expected-error@+1 {{'tir.tile' op T.tile.compare takes at most one scalar, got 2}}
  tir.tile <compare> ins(%a : memref<16x64xf32, #tir.scope<"shared">>) scalar(%s, %s : f32, f32) outs(%m : memref<16x64xi8, #tir.scope<"shared">>) {cmp_mode = #tir.cmp_mode<eq>}
  return
}

// -----

func.func @tile_compare_one_operand(%a: memref<16x64xf32, #tir.scope<"shared">>, %h: memref<16x64xf16, #tir.scope<"shared">>, %m: memref<16x64xi8, #tir.scope<"shared">>, %s: f32, %i: i32) {
  // expected-error@+1 {{'tir.tile' op T.tile.compare expects two operands: a source buffer, and a second source buffer or a scalar}}
  tir.tile <compare> ins(%a : memref<16x64xf32, #tir.scope<"shared">>) outs(%m : memref<16x64xi8, #tir.scope<"shared">>) {cmp_mode = #tir.cmp_mode<eq>}
  return
}

// -----

func.func @tile_compare_sources(%a: memref<16x64xf32, #tir.scope<"shared">>, %h: memref<16x64xf16, #tir.scope<"shared">>, %m: memref<16x64xi8, #tir.scope<"shared">>, %s: f32, %i: i32) {
  // expected-error@+1 {{'tir.tile' op expects sources of one shape and element type, got 'memref<16x64xf32, #tir.scope<"shared">>' and 'memref<16x64xf16, #tir.scope<"shared">>'}}
  tir.tile <compare> ins(%a, %h : memref<16x64xf32, #tir.scope<"shared">>, memref<16x64xf16, #tir.scope<"shared">>) outs(%m : memref<16x64xi8, #tir.scope<"shared">>) {cmp_mode = #tir.cmp_mode<eq>}
  return
}

// -----

func.func @tile_compare_mask(%a: memref<16x64xf32, #tir.scope<"shared">>, %h: memref<16x64xf16, #tir.scope<"shared">>, %m: memref<16x64xi8, #tir.scope<"shared">>, %s: f32, %i: i32) {
  // expected-error@+1 {{'tir.tile' op T.tile.compare expects an i8 mask of the sources' shape (TileLang's uint8 buffer; a mask allocated as one bit per element, a byte per 8 elements, is not supported yet), got 'memref<16x64xf32, #tir.scope<"shared">>'}}
  tir.tile <compare> ins(%a, %a : memref<16x64xf32, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>) outs(%a : memref<16x64xf32, #tir.scope<"shared">>) {cmp_mode = #tir.cmp_mode<eq>}
  return
}

// -----

func.func @tile_compare_scalar(%a: memref<16x64xf32, #tir.scope<"shared">>, %h: memref<16x64xf16, #tir.scope<"shared">>, %m: memref<16x64xi8, #tir.scope<"shared">>, %s: f32, %i: i32) {
  // expected-error@+1 {{'tir.tile' op expects a scalar of the element type 'f32', got 'i32'}}
  tir.tile <compare> ins(%a : memref<16x64xf32, #tir.scope<"shared">>) scalar(%i : i32) outs(%m : memref<16x64xi8, #tir.scope<"shared">>) {cmp_mode = #tir.cmp_mode<eq>}
  return
}

// -----

func.func @tile_select_operands(%a: memref<16x64xf32, #tir.scope<"shared">>, %h: memref<16x64xf16, #tir.scope<"shared">>, %m: memref<16x64xi8, #tir.scope<"shared">>, %s: f32, %i: i32) {
  // expected-error@+1 {{'tir.tile' op T.tile.select with sel_mode tensor_tensor expects a mask and two source buffers}}
  tir.tile <select> ins(%m, %a : memref<16x64xi8, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>) outs(%a : memref<16x64xf32, #tir.scope<"shared">>) {sel_mode = #tir.sel_mode<tensor_tensor>}
  return
}

// -----

func.func @tile_select_scalar_operands(%a: memref<16x64xf32, #tir.scope<"shared">>, %h: memref<16x64xf16, #tir.scope<"shared">>, %m: memref<16x64xi8, #tir.scope<"shared">>, %s: f32, %i: i32) {
  // expected-error@+1 {{'tir.tile' op T.tile.select with sel_mode tensor_scalar expects a mask, a source buffer and a scalar}}
  tir.tile <select> ins(%m, %a, %a : memref<16x64xi8, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>) outs(%a : memref<16x64xf32, #tir.scope<"shared">>) {sel_mode = #tir.sel_mode<tensor_scalar>}
  return
}

// -----

func.func @tile_select_mask(%a: memref<16x64xf32, #tir.scope<"shared">>, %h: memref<16x64xf16, #tir.scope<"shared">>, %m: memref<16x64xi8, #tir.scope<"shared">>, %s: f32, %i: i32) {
  // expected-error@+1 {{'tir.tile' op T.tile.select expects an i8 mask of the destination's shape first (T.tile.compare's; a mask allocated as one bit per element is not supported yet), got 'memref<16x64xf32, #tir.scope<"shared">>'}}
  tir.tile <select> ins(%a, %a, %a : memref<16x64xf32, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>) outs(%a : memref<16x64xf32, #tir.scope<"shared">>) {sel_mode = #tir.sel_mode<cmpmask_spr>}
  return
}

// -----

func.func @tile_select_sources(%a: memref<16x64xf32, #tir.scope<"shared">>, %h: memref<16x64xf16, #tir.scope<"shared">>, %m: memref<16x64xi8, #tir.scope<"shared">>, %s: f32, %i: i32) {
  // expected-error@+1 {{'tir.tile' op expects sources of the destination's shape and element type 'memref<16x64xf32, #tir.scope<"shared">>', got 'memref<16x64xf16, #tir.scope<"shared">>'}}
  tir.tile <select> ins(%m, %a, %h : memref<16x64xi8, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>, memref<16x64xf16, #tir.scope<"shared">>) outs(%a : memref<16x64xf32, #tir.scope<"shared">>) {sel_mode = #tir.sel_mode<cmpmask_spr>}
  return
}

// -----

func.func @tile_select_scalar(%a: memref<16x64xf32, #tir.scope<"shared">>, %h: memref<16x64xf16, #tir.scope<"shared">>, %m: memref<16x64xi8, #tir.scope<"shared">>, %s: f32, %i: i32) {
  // expected-error@+1 {{'tir.tile' op expects a scalar of the element type 'f32', got 'i32'}}
  tir.tile <select> ins(%m, %a : memref<16x64xi8, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>) scalar(%i : i32) outs(%a : memref<16x64xf32, #tir.scope<"shared">>) {sel_mode = #tir.sel_mode<tensor_scalar>}
  return
}

// -----

func.func @tile_unary_two_sources(%a: memref<16x64xf32, #tir.scope<"shared">>) {
  // expected-error@+1 {{'tir.tile' op T.tile.silu expects one source, got 2}}
  tir.tile <silu> ins(%a, %a : memref<16x64xf32, #tir.scope<"shared">>, memref<16x64xf32, #tir.scope<"shared">>) outs(%a : memref<16x64xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @finalize_reducer_shared() {
  %r = tir.alloc_buffer "r" : memref<4xf32, #tir.scope<"shared.dyn">>
  // expected-error@+1 {{'tir.finalize_reducer' op expects a reducer: a whole local.fragment buffer (T.alloc_reducer), got 'r' of type 'memref<4xf32, #tir.scope<"shared.dyn">>'}}
  tir.finalize_reducer %r : memref<4xf32, #tir.scope<"shared.dyn">>
  return
}

// -----

func.func @finalize_reducer_region() {
  %r = tir.alloc_buffer "r" : memref<8xf32, #tir.scope<"local.fragment">>
  %s = memref.subview %r[0] [4] [1] : memref<8xf32, #tir.scope<"local.fragment">> to memref<4xf32, strided<[1]>, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.finalize_reducer' op expects a reducer: a whole local.fragment buffer (T.alloc_reducer), got 'r' of type 'memref<4xf32, strided<[1]>, #tir.scope<"local.fragment">>'}}
  tir.finalize_reducer %s : memref<4xf32, strided<[1]>, #tir.scope<"local.fragment">>
  return
}

// -----

func.func @copy_l2_cache_ctrl_not_integer(%g: memref<4xf32>) {
  %x = tir.alloc_buffer "x" : memref<4xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.copy' op attribute 'l2_cache_ctrl' failed to satisfy constraint: 64-bit signless integer attribute}}
  tir.copy %g, %x {l2_cache_ctrl = "nmfv"} : memref<4xf32>, memref<4xf32, #tir.scope<"shared">>
  return
}

// -----

func.func @createvecindex_source(%s: i32) {
  %i = tir.alloc_buffer "idx" : memref<128xi32, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.tile' op T.tile.createvecindex expects no source buffer and a scalar (the first value)}}
  tir.tile <createvecindex> ins(%i : memref<128xi32, #tir.scope<"shared.ub">>) scalar(%s : i32) outs(%i : memref<128xi32, #tir.scope<"shared.ub">>)
  return
}

// -----

func.func @arith_progression_one_scalar(%s: i32) {
  %i = tir.alloc_buffer "idx" : memref<128xi32, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.tile' op T.tile.arith_progression expects no source buffer and two scalars (the first value and the difference)}}
  tir.tile <arith_progression> scalar(%s : i32) outs(%i : memref<128xi32, #tir.scope<"shared.ub">>)
  return
}

// -----

func.func @createvecindex_float(%s: f32) {
  %i = tir.alloc_buffer "idx" : memref<128xf32, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.tile' op T.tile.createvecindex expects an integer buffer, got 'memref<128xf32, #tir.scope<"shared.ub">>'}}
  tir.tile <createvecindex> scalar(%s : f32) outs(%i : memref<128xf32, #tir.scope<"shared.ub">>)
  return
}

// -----

func.func @createvecindex_scalar_type(%s: i16) {
  %i = tir.alloc_buffer "idx" : memref<128xi32, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.tile' op expects a scalar of the element type 'i32', got 'i16'}}
  tir.tile <createvecindex> scalar(%s : i16) outs(%i : memref<128xi32, #tir.scope<"shared.ub">>)
  return
}

// -----

func.func @shift_two_sources(%s: i32) {
  %i = tir.alloc_buffer "idx" : memref<128xi32, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.tile' op T.tile.bitwise_lshift expects one source buffer and a scalar (the bit count)}}
  tir.tile <bitwise_lshift> ins(%i, %i : memref<128xi32, #tir.scope<"shared.ub">>, memref<128xi32, #tir.scope<"shared.ub">>) outs(%i : memref<128xi32, #tir.scope<"shared.ub">>)
  return
}

// -----

func.func @shift_float(%s: f32) {
  %i = tir.alloc_buffer "x" : memref<128xf32, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.tile' op T.tile.bitwise_rshift expects integer buffers, got 'memref<128xf32, #tir.scope<"shared.ub">>'}}
  tir.tile <bitwise_rshift> ins(%i : memref<128xf32, #tir.scope<"shared.ub">>) scalar(%s : f32) outs(%i : memref<128xf32, #tir.scope<"shared.ub">>)
  return
}

// -----

func.func @shift_source_shape(%s: i32) {
  %i = tir.alloc_buffer "x" : memref<128xi32, #tir.scope<"shared.ub">>
  %j = tir.alloc_buffer "y" : memref<64xi32, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.tile' op expects sources of the destination's shape and element type 'memref<128xi32, #tir.scope<"shared.ub">>', got 'memref<64xi32, #tir.scope<"shared.ub">>'}}
  tir.tile <bitwise_rshift> ins(%j : memref<64xi32, #tir.scope<"shared.ub">>) scalar(%s : i32) outs(%i : memref<128xi32, #tir.scope<"shared.ub">>)
  return
}

// -----

func.func @leaky_relu_no_slope() {
  %x = tir.alloc_buffer "x" : memref<16xf32, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.tile' op T.tile.leaky_relu expects one source buffer and a scalar (the negative slope)}}
  tir.tile <leaky_relu> ins(%x : memref<16xf32, #tir.scope<"shared.ub">>) outs(%x : memref<16xf32, #tir.scope<"shared.ub">>)
  return
}

// -----

func.func @leaky_relu_integer(%s: i32) {
  %x = tir.alloc_buffer "x" : memref<16xi32, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.tile' op T.tile.leaky_relu expects floating-point buffers, got 'memref<16xi32, #tir.scope<"shared.ub">>'}}
  tir.tile <leaky_relu> ins(%x : memref<16xi32, #tir.scope<"shared.ub">>) scalar(%s : i32) outs(%x : memref<16xi32, #tir.scope<"shared.ub">>)
  return
}

// -----

func.func @row_expand_mul_one_source() {
  %x = tir.alloc_buffer "x" : memref<4x8xf32, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.tile' op T.tile.row_expand_mul expects two source buffers (the tile and one value per row) and no scalar}}
  tir.tile <row_expand_mul> ins(%x : memref<4x8xf32, #tir.scope<"shared.ub">>) outs(%x : memref<4x8xf32, #tir.scope<"shared.ub">>)
  return
}

// -----

func.func @row_expand_mul_rank1_dst() {
  %x = tir.alloc_buffer "x" : memref<8xf32, #tir.scope<"shared.ub">>
  %w = tir.alloc_buffer "w" : memref<8xf32, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.tile' op T.tile.row_expand_mul expects a rank-2 dst and a first source of its shape and element type, got 'memref<8xf32, #tir.scope<"shared.ub">>' and 'memref<8xf32, #tir.scope<"shared.ub">>'}}
  tir.tile <row_expand_mul> ins(%x, %w : memref<8xf32, #tir.scope<"shared.ub">>, memref<8xf32, #tir.scope<"shared.ub">>) outs(%x : memref<8xf32, #tir.scope<"shared.ub">>)
  return
}

// -----

func.func @row_expand_mul_row_vector() {
  %x = tir.alloc_buffer "x" : memref<4x8xf32, #tir.scope<"shared.ub">>
  %w = tir.alloc_buffer "w" : memref<1x4xf32, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.tile' op T.tile.row_expand_mul expects one value per row of 'memref<4x8xf32, #tir.scope<"shared.ub">>' (4 or 4x1 of 'f32'), got 'memref<1x4xf32, #tir.scope<"shared.ub">>'}}
  tir.tile <row_expand_mul> ins(%x, %w : memref<4x8xf32, #tir.scope<"shared.ub">>, memref<1x4xf32, #tir.scope<"shared.ub">>) outs(%x : memref<4x8xf32, #tir.scope<"shared.ub">>)
  return
}

// -----

func.func @shift_negative() {
  %i = tir.alloc_buffer "x" : memref<128xi32, #tir.scope<"shared.ub">>
  %s = arith.constant -1 : i32
  // expected-error@+1 {{'tir.tile' op T.tile.bitwise_lshift shifts by a negative bit count (-1)}}
  tir.tile <bitwise_lshift> ins(%i : memref<128xi32, #tir.scope<"shared.ub">>) scalar(%s : i32) outs(%i : memref<128xi32, #tir.scope<"shared.ub">>)
  return
}

// -----

func.func @row_expand_div_row_vector() {
  %x = tir.alloc_buffer "x" : memref<4x8xf32, #tir.scope<"shared.ub">>
  %w = tir.alloc_buffer "w" : memref<8xf32, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.tile' op T.tile.row_expand_div expects one value per row of 'memref<4x8xf32, #tir.scope<"shared.ub">>' (4 or 4x1 of 'f32'), got 'memref<8xf32, #tir.scope<"shared.ub">>'}}
  tir.tile <row_expand_div> ins(%x, %w : memref<4x8xf32, #tir.scope<"shared.ub">>, memref<8xf32, #tir.scope<"shared.ub">>) outs(%x : memref<4x8xf32, #tir.scope<"shared.ub">>)
  return
}

// -----

func.func @gather_without_base() {
  %x = tir.alloc_buffer "x" : memref<8x64xf32, #tir.scope<"shared.ub">>
  %m = tir.alloc_buffer "m" : memref<8x64xi32, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.tile' op T.tile.gather expects two source buffers (the table and the byte offsets) and the i32 base address as its scalar}}
  tir.tile <gather> ins(%x, %m : memref<8x64xf32, #tir.scope<"shared.ub">>, memref<8x64xi32, #tir.scope<"shared.ub">>) outs(%x : memref<8x64xf32, #tir.scope<"shared.ub">>)
  return
}

// -----

func.func @gather_table_type(%b: i32) {
  %x = tir.alloc_buffer "x" : memref<8x64xf16, #tir.scope<"shared.ub">>
  %m = tir.alloc_buffer "m" : memref<8x64xi32, #tir.scope<"shared.ub">>
  %y = tir.alloc_buffer "y" : memref<8x64xf32, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.tile' op T.tile.gather expects a table of dst's element type 'f32', got 'memref<8x64xf16, #tir.scope<"shared.ub">>'}}
  tir.tile <gather> ins(%x, %m : memref<8x64xf16, #tir.scope<"shared.ub">>, memref<8x64xi32, #tir.scope<"shared.ub">>) scalar(%b : i32) outs(%y : memref<8x64xf32, #tir.scope<"shared.ub">>)
  return
}

// -----

func.func @gather_offsets(%b: i32) {
  %x = tir.alloc_buffer "x" : memref<8x64xf32, #tir.scope<"shared.ub">>
  %m = tir.alloc_buffer "m" : memref<4x64xi32, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.tile' op T.tile.gather expects i32 byte offsets of dst's shape ('memref<8x64xf32, #tir.scope<"shared.ub">>'; TileLang's uint32 offsets are i32 here), got 'memref<4x64xi32, #tir.scope<"shared.ub">>'}}
  tir.tile <gather> ins(%x, %m : memref<8x64xf32, #tir.scope<"shared.ub">>, memref<4x64xi32, #tir.scope<"shared.ub">>) scalar(%b : i32) outs(%x : memref<8x64xf32, #tir.scope<"shared.ub">>)
  return
}

// -----

func.func @gather_unsigned_offsets(%b: i32) {
  %x = tir.alloc_buffer "x" : memref<8x64xf32, #tir.scope<"shared.ub">>
  %m = tir.alloc_buffer "m" : memref<8x64xui32, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.tile' op T.tile.gather expects i32 byte offsets of dst's shape ('memref<8x64xf32, #tir.scope<"shared.ub">>'; TileLang's uint32 offsets are i32 here), got 'memref<8x64xui32, #tir.scope<"shared.ub">>'}}
  tir.tile <gather> ins(%x, %m : memref<8x64xf32, #tir.scope<"shared.ub">>, memref<8x64xui32, #tir.scope<"shared.ub">>) scalar(%b : i32) outs(%x : memref<8x64xf32, #tir.scope<"shared.ub">>)
  return
}

// -----

func.func @gemm_in_simt() {
  %a = tir.alloc_buffer : memref<16x16xf16, #tir.scope<"shared.dyn">>
  %c = tir.alloc_buffer : memref<16x16xf32, #tir.scope<"local.fragment">>
  tir.kernel (%bx) in (1) {
    tir.vector_function <simt> threads [128] {
      // expected-error@+1 {{'tir.gemm' op is Cube work inside a T.SimtVF scope, whose work runs on the Vector core}}
      tir.gemm %a, %a, %c : memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf16, #tir.scope<"shared.dyn">>, memref<16x16xf32, #tir.scope<"local.fragment">>
    }
  }
  return
}

// -----

func.func @merge_sort_index_elements(%a: memref<8xindex, #tir.scope<"shared">>, %d: memref<16xindex, #tir.scope<"shared">>) {
  // expected-error@+1 {{'tir.tile' op T.tile.merge_sort expects buffers of whole 8-byte (value, index) pairs, got 'memref<8xindex, #tir.scope<"shared">>'}}
  tir.tile <merge_sort> ins(%a, %a : memref<8xindex, #tir.scope<"shared">>, memref<8xindex, #tir.scope<"shared">>) outs(%d : memref<16xindex, #tir.scope<"shared">>)
  return
}

// -----

func.func @rank0_buffer() {
  // expected-error@+1 {{'tir.alloc_buffer' op expects a buffer of rank 1 or more (TileLang shapes have at least one dimension), got 'memref<f32, #tir.scope<"local.fragment">>'}}
  %r = tir.alloc_buffer "r" : memref<f32, #tir.scope<"local.fragment">>
  return
}

// -----

func.func @set_atomic_unknown_op(%z: f32) {
  // expected-error@+1 {{'tir.intrin' op 'tl.ascend_set_atomic' expects one store atomic operation in 'args' ("add", "max" or "min"), got ["sub"]}}
  tir.intrin "tl.ascend_set_atomic"(%z) {args = ["sub"]} : (f32) -> ()
  return
}

// -----

func.func @set_atomic_no_operand() {
  // expected-error@+1 {{'tir.intrin' op 'tl.ascend_set_atomic' takes 1 operand, got 0}}
  tir.intrin "tl.ascend_set_atomic"() {args = ["add"]} : () -> ()
  return
}

// -----

func.func @set_atomic_index_zero(%z: index) {
  // expected-error@+1 {{'tir.intrin' op 'tl.ascend_set_atomic' expects a typed zero of the stored elements' integer or floating-point type, got 'index'}}
  tir.intrin "tl.ascend_set_atomic"(%z) {args = ["add"]} : (index) -> ()
  return
}

// -----

func.func @set_atomic_no_strings(%z: f32) {
  // expected-error@+1 {{'tir.intrin' op 'tl.ascend_set_atomic' expects one store atomic operation in 'args' ("add", "max" or "min"), got none}}
  tir.intrin "tl.ascend_set_atomic"(%z) : (f32) -> ()
  return
}

// -----

func.func @set_atomic_none_strings() {
  // expected-error@+1 {{'tir.intrin' op 'tl.ascend_set_atomic_none' takes no strings, got ["max"]}}
  tir.intrin "tl.ascend_set_atomic_none"() {args = ["max"]} : () -> ()
  return
}

// -----

func.func @tile_topk_one_scalar(%n: i32) {
  %a = tir.alloc_buffer : memref<128xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<64xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.topk expects one source buffer (the values) and two integer scalars (K and actual_num), got 1 buffers and 1 scalars}}
  tir.tile <topk> ins(%a : memref<128xf32, #tir.scope<"shared">>) scalar(%n : i32) outs(%d : memref<64xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_sort_float_count(%n: f32) {
  %a = tir.alloc_buffer : memref<128xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<256xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.sort expects one source buffer (the values) and one integer scalar (actual_num), got 1 buffers and 1 scalars}}
  tir.tile <sort> ins(%a : memref<128xf32, #tir.scope<"shared">>) scalar(%n : f32) outs(%d : memref<256xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_sort_integers(%n: i32) {
  %a = tir.alloc_buffer : memref<128xi32, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<256xi32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.sort expects floating-point values of dst's element type 'i32', got 'memref<128xi32, #tir.scope<"shared">>'}}
  tir.tile <sort> ins(%a : memref<128xi32, #tir.scope<"shared">>) scalar(%n : i32) outs(%d : memref<256xi32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_sort_count() {
  %a = tir.alloc_buffer : memref<128xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<256xf32, #tir.scope<"shared">>
  %n = arith.constant 129 : i32
  // expected-error@+1 {{'tir.tile' op T.tile.sort sorts actual_num = 129 values of 'memref<128xf32, #tir.scope<"shared">>': expects 1 to 128}}
  tir.tile <sort> ins(%a : memref<128xf32, #tir.scope<"shared">>) scalar(%n : i32) outs(%d : memref<256xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_topk_k(%n: i32) {
  %a = tir.alloc_buffer : memref<100xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<64xf32, #tir.scope<"shared">>
  %k = arith.constant 0 : i32
  // expected-error@+1 {{'tir.tile' op T.tile.topk takes K = 0 of the 128 values it sorts: expects 1 to 128}}
  tir.tile <topk> ins(%a : memref<100xf32, #tir.scope<"shared">>) scalar(%k, %n : i32, i32) outs(%d : memref<64xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_topk_dst(%n: i32) {
  %a = tir.alloc_buffer : memref<128xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<128xf32, #tir.scope<"shared">>
  %k = arith.constant 32 : i32
  // expected-error@+1 {{'tir.tile' op T.tile.topk writes 32 (value, index) pairs, 2 elements each: expects a dst of 64 elements, got 'memref<128xf32, #tir.scope<"shared">>'}}
  tir.tile <topk> ins(%a : memref<128xf32, #tir.scope<"shared">>) scalar(%k, %n : i32, i32) outs(%d : memref<128xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_sort_dst(%n: i32) {
  %a = tir.alloc_buffer : memref<100xf16, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<200xf16, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.sort writes 128 (value, index) pairs, 2 elements each: expects a dst of 256 elements, got 'memref<200xf16, #tir.scope<"shared">>'}}
  tir.tile <sort> ins(%a : memref<100xf16, #tir.scope<"shared">>) scalar(%n : i32) outs(%d : memref<200xf16, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_pow_scalar(%e: f32) {
  %a = tir.alloc_buffer : memref<64xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.pow expects two source buffers (the bases and the exponents) and no scalar}}
  tir.tile <pow> ins(%a : memref<64xf32, #tir.scope<"shared">>) scalar(%e : f32) outs(%a : memref<64xf32, #tir.scope<"shared">>)
  return
}

// -----

func.func @tile_sin_integers() {
  %a = tir.alloc_buffer : memref<64xi32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.sin expects floating-point buffers, got 'memref<64xi32, #tir.scope<"shared">>'}}
  tir.tile <sin> ins(%a : memref<64xi32, #tir.scope<"shared">>) outs(%a : memref<64xi32, #tir.scope<"shared">>)
  return
}

// -----

func.func @copy_relu_from_global(%a: memref<16x32xf32>) {
  %b = tir.alloc_buffer : memref<16x32xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.copy' op 'enable_relu' applies ReLU to the accumulator's values as they leave it; the source is in global memory ('memref<16x32xf32>')}}
  tir.copy %a, %b {enable_relu} : memref<16x32xf32>, memref<16x32xf32, #tir.scope<"shared">>
  return
}

// -----

func.func @copy_relu_transpose() {
  %a = tir.alloc_buffer : memref<16x32xf16, #tir.scope<"shared.l1">>
  %b = tir.alloc_buffer : memref<32x16xf16, #tir.scope<"wmma.matrix_b">>
  // expected-error@+1 {{'tir.copy' op 'enable_relu' applies to copies without 'transpose'}}
  tir.copy %a, %b {enable_relu, transpose} : memref<16x32xf16, #tir.scope<"shared.l1">>, memref<32x16xf16, #tir.scope<"wmma.matrix_b">>
  return
}

// -----

func.func @cross_flag_two_pipes(%f: i32) {
  // expected-error@+1 {{'tir.intrin' op 'tl.ascend_wait_cross_flag' expects no pipe name in 'args', or one ("V" or "PIPE_V"), got ["MTE2", "V"]}}
  tir.intrin "tl.ascend_wait_cross_flag"(%f) {args = ["MTE2", "V"]} : (i32) -> ()
  return
}

// -----

func.func @section_sid_cube() {
  tir.kernel (%bx) in (8) {
    // expected-error@+1 {{'tir.section' op expects no region argument, or one `index` (the sub-block id of `with T.Vector() as sid`) in a <vector> section; got 1 in a <cube> section}}
    tir.section <cube> (%sid) {
    }
  }
  return
}

// -----

func.func @section_sid_type() {
  tir.kernel (%bx) in (8) {
    // expected-error@+1 {{'tir.section' op expects no region argument, or one `index` (the sub-block id of `with T.Vector() as sid`) in a <vector> section; got 1 in a <vector> section}}
    "tir.section"() <{kind = #tir.section<vector>}> ({
    ^bb0(%sid: i32):
    }) : () -> ()
  }
  return
}

// -----

func.func @printf_no_format(%i: i32) {
  // expected-error@+1 {{'tir.intrin' op 'tl.ascend_printf' expects one format string in 'args'}}
  tir.intrin "tl.ascend_printf"(%i) : (i32) -> ()
  return
}

// -----

func.func @printf_count(%i: i32) {
  // expected-error@+1 {{'tir.intrin' op 'tl.ascend_printf' format has 2 conversions but 1 operand is given}}
  tir.intrin "tl.ascend_printf"(%i) {args = ["%d %d\n"]} : (i32) -> ()
  return
}

// -----

func.func @printf_kind(%x: f32) {
  // expected-error@+1 {{'tir.intrin' op 'tl.ascend_printf' conversion '%d' prints an integer, got 'f32'}}
  tir.intrin "tl.ascend_printf"(%x) {args = ["%d\n"]} : (f32) -> ()
  return
}

// -----

func.func @printf_float_kind(%i: index) {
  // expected-error@+1 {{'tir.intrin' op 'tl.ascend_printf' conversion '%f' prints a float, got 'index'}}
  tir.intrin "tl.ascend_printf"(%i) {args = ["%f\n"]} : (index) -> ()
  return
}

// -----

func.func @printf_string(%i: i32) {
  // expected-error@+1 {{'tir.intrin' op 'tl.ascend_printf' format: the conversion '%s' (pto.print prints one integer or floating-point value; strings and pointers have no spelling)}}
  tir.intrin "tl.ascend_printf"(%i) {args = ["%s\n"]} : (i32) -> ()
  return
}

// -----

func.func @printf_star(%i: i32) {
  // expected-error@+1 {{'tir.intrin' op 'tl.ascend_printf' format: a '*' width or precision (pto.print prints one value)}}
  tir.intrin "tl.ascend_printf"(%i) {args = ["%*d\n"]} : (i32) -> ()
  return
}

// -----

func.func @printf_unterminated(%i: i32) {
  // expected-error@+1 {{'tir.intrin' op 'tl.ascend_printf' format: the format ends inside the conversion at offset 4}}
  tir.intrin "tl.ascend_printf"(%i) {args = ["x = %08l"]} : (i32) -> ()
  return
}

// -----

func.func @dump_desc(%A: memref<2x16xf32>) {
  // expected-error@+1 {{'tir.dump_tensor' op expects 'desc' to be a uint32 (0 to 4294967295), got 4294967296}}
  tir.dump_tensor %A desc(4294967296) size(32) shape [2, 16] : memref<2x16xf32>
  return
}

// -----

func.func @dump_negative_size(%A: memref<2x16xf32>) {
  // expected-error@+1 {{'tir.dump_tensor' op expects a 'size' of zero or more elements, got -1}}
  tir.dump_tensor %A desc(1) size(-1) shape [2, 16] : memref<2x16xf32>
  return
}

// -----

func.func @dump_too_many(%A: memref<2x16xf32> {tir.name = "A"}) {
  // expected-error@+1 {{'tir.dump_tensor' op dumps 33 elements of 'A', which has 32}}
  tir.dump_tensor %A desc(1) size(33) shape [2, 16] : memref<2x16xf32>
  return
}

// -----

func.func @dump_shape(%A: memref<2x16xf32>) {
  // expected-error@+1 {{'tir.dump_tensor' op expects positive 'shape' dimensions, got 0}}
  tir.dump_tensor %A desc(1) size(32) shape [2, 0] : memref<2x16xf32>
  return
}

// -----

func.func @printf_i128(%v: i128) {
  // expected-error@+1 {{'tir.intrin' op 'tl.ascend_printf' prints values of at most 64 bits, got 'i128'}}
  tir.intrin "tl.ascend_printf"(%v) {args = ["%d\n"]} : (i128) -> ()
  return
}

// -----

func.func @printf_f80(%v: f80) {
  // expected-error@+1 {{'tir.intrin' op 'tl.ascend_printf' prints values of at most 64 bits, got 'f80'}}
  tir.intrin "tl.ascend_printf"(%v) {args = ["%f\n"]} : (f80) -> ()
  return
}

// -----

func.func @printf_width(%i: i32) {
  // expected-error@+1 {{'tir.intrin' op 'tl.ascend_printf' format: a width or precision above 1024}}
  tir.intrin "tl.ascend_printf"(%i) {args = ["%2147483647d"]} : (i32) -> ()
  return
}

// -----

func.func @view_scope() {
  %x = tir.alloc_buffer "x_ub" : memref<8x64xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.view' op views 'x_ub' in scope "shared" as a buffer in scope "local.fragment": a view keeps its source's storage scope}}
  %v = tir.view %x : memref<8x64xf32, #tir.scope<"shared">> to memref<8x64xi32, #tir.scope<"local.fragment">>
  return
}

// -----

func.func @view_memory_space() {
  %x = tir.alloc_buffer "x_ub" : memref<8x64xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.view' op expects buffers whose memory space is a #tir.scope (or none, for global memory), got 'memref<8x64xi32, 1>'}}
  %v = tir.view %x : memref<8x64xf32, #tir.scope<"shared">> to memref<8x64xi32, 1>
  return
}

// -----

func.func @view_bytes() {
  %x = tir.alloc_buffer "x_ub" : memref<8x64xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.view' op views the 2048 bytes of 'x_ub' as 1024 bytes: T.reshape and T.view keep the byte size}}
  %v = tir.view %x : memref<8x64xf32, #tir.scope<"shared">> to memref<8x64xf16, #tir.scope<"shared">>
  return
}

// -----

func.func @view_scalar() {
  %x = tir.alloc_buffer "v" : memref<1xi32, #tir.scope<"local.var">>
  // expected-error@+1 {{'tir.view' op views 'v', a local.var scalar (a register, not memory)}}
  %v = tir.view %x : memref<1xi32, #tir.scope<"local.var">> to memref<1xf32, #tir.scope<"local.var">>
  return
}

// -----

func.func @view_region() {
  %x = tir.alloc_buffer "x_ub" : memref<8x64xf32, #tir.scope<"shared">>
  %r = memref.subview %x[0, 0] [4, 64] [1, 1] : memref<8x64xf32, #tir.scope<"shared">> to memref<4x64xf32, strided<[64, 1]>, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.view' op views whole buffers (the identity layout), not regions; got 'memref<4x64xf32, strided<[64, 1]>, #tir.scope<"shared">>'}}
  %v = tir.view %r : memref<4x64xf32, strided<[64, 1]>, #tir.scope<"shared">> to memref<256xf32, #tir.scope<"shared">>
  return
}

// -----

func.func @view_rank0() {
  %x = tir.alloc_buffer "x_ub" : memref<1xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.view' op expects a result of rank 1 or more, got 'memref<f32, #tir.scope<"shared">>'}}
  %v = tir.view %x : memref<1xf32, #tir.scope<"shared">> to memref<f32, #tir.scope<"shared">>
  return
}

// -----

func.func @view_dims() {
  %x = tir.alloc_buffer "x_ub" : memref<1xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.view' op expects positive result dimensions, dimension 1 is 0}}
  %v = tir.view %x : memref<1xf32, #tir.scope<"shared">> to memref<1x0xf32, #tir.scope<"shared">>
  return
}

// -----

func.func @view_bits() {
  %x = tir.alloc_buffer "x_ub" : memref<8xi8, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.view' op expects integer or floating-point elements of whole bytes, got 'i4'}}
  %v = tir.view %x : memref<8xi8, #tir.scope<"shared">> to memref<16xi4, #tir.scope<"shared">>
  return
}

// -----

func.func @view_offset0_region() {
  %x = tir.alloc_buffer "x_ub" : memref<4x32xf32, #tir.scope<"shared">>
  %r = memref.subview %x[0, 0] [1, 32] [1, 1] : memref<4x32xf32, #tir.scope<"shared">> to memref<32xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.view' op views whole buffers (the identity layout), not regions; got 'memref<32xf32, #tir.scope<"shared">>'}}
  %v = tir.view %r : memref<32xf32, #tir.scope<"shared">> to memref<32xi32, #tir.scope<"shared">>
  return
}

// -----

func.func @view_overflow(%A: memref<3x6148914691236517206xi8>) {
  // expected-error@+1 {{'tir.view' op views a buffer of more than 2^63 bytes: 'memref<3x6148914691236517206xi8>'}}
  %v = tir.view %A : memref<3x6148914691236517206xi8> to memref<1x2xi8>
  return
}

// -----

func.func @scan_rank() {
  %s = tir.alloc_buffer : memref<2x4x8xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.scan' op expects operands of rank 1 or 2, got 'memref<2x4x8xf32, #tir.scope<"shared">>'}}
  tir.scan <sum> %s, %s {dim = 2 : i64} : memref<2x4x8xf32, #tir.scope<"shared">>, memref<2x4x8xf32, #tir.scope<"shared">>
  return
}

// -----

func.func @scan_shape() {
  %s = tir.alloc_buffer : memref<4x8xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<8x4xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.scan' op expects a destination of the source's shape, got 'memref<4x8xf32, #tir.scope<"shared">>' and 'memref<8x4xf32, #tir.scope<"shared">>'}}
  tir.scan <sum> %s, %d : memref<4x8xf32, #tir.scope<"shared">>, memref<8x4xf32, #tir.scope<"shared">>
  return
}

// -----

func.func @scan_element_type() {
  %s = tir.alloc_buffer : memref<4x8xf32, #tir.scope<"shared">>
  %d = tir.alloc_buffer : memref<4x8xf16, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.scan' op expects source and destination of the same element type, got 'f32' and 'f16'}}
  tir.scan <max> %s, %d : memref<4x8xf32, #tir.scope<"shared">>, memref<4x8xf16, #tir.scope<"shared">>
  return
}

// -----

func.func @scan_index_elements(%s: memref<8xindex, #tir.scope<"shared">>) {
  // expected-error@+1 {{'tir.scan' op expects float or signless integer elements, got 'index'}}
  tir.scan <sum> %s, %s : memref<8xindex, #tir.scope<"shared">>, memref<8xindex, #tir.scope<"shared">>
  return
}

// -----

func.func @scan_dim() {
  %s = tir.alloc_buffer : memref<4x8xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.scan' op expects 'dim' in [0, 2) for a rank-2 source, got 2}}
  tir.scan <sum> %s, %s {dim = 2 : i64} : memref<4x8xf32, #tir.scope<"shared">>, memref<4x8xf32, #tir.scope<"shared">>
  return
}

// -----

func.func @scan_empty(%s: memref<0x8xf32, #tir.scope<"shared">>) {
  // expected-error@+1 {{'tir.scan' op expects operands with elements, got 'memref<0x8xf32, #tir.scope<"shared">>'}}
  tir.scan <sum> %s, %s : memref<0x8xf32, #tir.scope<"shared">>, memref<0x8xf32, #tir.scope<"shared">>
  return
}

// -----

func.func @scan_unsigned(%s: memref<8xui16, #tir.scope<"shared">>) {
  // expected-error@+1 {{'tir.scan' op expects float or signless integer elements, got 'ui16'}}
  tir.scan <max> %s, %s : memref<8xui16, #tir.scope<"shared">>, memref<8xui16, #tir.scope<"shared">>
  return
}

// -----

func.func @atomic_indices(%c: memref<4x4xf32> {tir.name = "counts"}, %v: f32) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'tir.atomic' op expects one index per dimension of 'counts' (2), got 1}}
  tir.atomic <add> %c[%c0], %v : memref<4x4xf32>
  return
}

// -----

func.func @atomic_out_of_bounds(%c: memref<4x4xf32> {tir.name = "counts"}, %v: f32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  // expected-error@+1 {{'tir.atomic' op updates 'counts' at index 4 of dimension 1, outside its extent 4}}
  tir.atomic <add> %c[%c0, %c4], %v : memref<4x4xf32>
  return
}

// -----

func.func @atomic_negative_index(%c: memref<4xf32> {tir.name = "counts"}, %v: f32) {
  %m1 = arith.constant -1 : index
  // expected-error@+1 {{'tir.atomic' op updates 'counts' at the negative index -1 of dimension 0}}
  tir.atomic <add> %c[%m1], %v : memref<4xf32>
  return
}

// -----

func.func @copy_extents_count(%b: memref<16x32xf32>, %n: index) {
  %a = tir.alloc_buffer : memref<16x32xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.copy' op expects one extent per dimension of the regions (2), got 1}}
  tir.copy %b, %a extents(%n) : memref<16x32xf32>, memref<16x32xf32, #tir.scope<"shared">>
  return
}

// -----

func.func @copy_extents_range(%b: memref<16x32xf32>, %n: index) {
  %c40 = arith.constant 40 : index
  %a = tir.alloc_buffer : memref<16x32xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.copy' op extent 40 of dimension 1 lies outside [0, 32], the region's size there}}
  tir.copy %b, %a extents(%n, %c40) : memref<16x32xf32>, memref<16x32xf32, #tir.scope<"shared">>
  return
}

// -----

func.func @copy_extents_local(%n: index) {
  %a = tir.alloc_buffer : memref<16x32xf32, #tir.scope<"shared">>
  %b = tir.alloc_buffer : memref<16x32xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.copy' op 'extents' applies to copies between global memory and a local buffer, got 'memref<16x32xf32, #tir.scope<"shared">>' and 'memref<16x32xf32, #tir.scope<"shared">>'}}
  tir.copy %b, %a extents(%n, %n) : memref<16x32xf32, #tir.scope<"shared">>, memref<16x32xf32, #tir.scope<"shared">>
  return
}

// -----

func.func @copy_extents_convert(%b: memref<16x32xf16>, %n: index) {
  %a = tir.alloc_buffer : memref<16x32xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.copy' op 'extents' applies to copies that do not convert, got 'f16' to 'f32'}}
  tir.copy %b, %a extents(%n, %n) : memref<16x32xf16>, memref<16x32xf32, #tir.scope<"shared">>
  return
}

// -----

func.func @copy_extents_pad(%b: memref<16x32xf32>, %n: index, %v: f32) {
  %a = tir.alloc_buffer : memref<16x32xf32, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.copy' op 'extents' applies to copies without options other than 'atomic_add'; this one has 'pad_value'}}
  tir.copy %b, %a pad_value(%v : f32) extents(%n, %n) : memref<16x32xf32>, memref<16x32xf32, #tir.scope<"shared">>
  return
}
