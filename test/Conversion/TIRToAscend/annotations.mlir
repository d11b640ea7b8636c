// TileLang's buffer-planning annotations only tune TileLang's own backends
// (but for T.annotate_buffer_versions, whose versions the buffers keep for
// ascend-multi-buffer): convert-tir-to-ascend accepts each with a remark
// that says what tirpto does instead, and the lowered function keeps none
// of them.
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @annotated
// CHECK-SAME: attributes {ascend.grid = array<i64: 4>}
// The buffer T.annotate_buffer_versions names carries its versions.
// CHECK: memref.alloc() {ascend.versions = 2 : i64} : memref<32x32xf16, #ascend.address_space<ub>>
// CHECK-NOT: address_map
// CHECK-NOT: tl.
func.func @annotated(%g: memref<32x32xf16>) {
  // expected-remark@+5 {{T.annotate_address ('address_map') is accepted and not used: ptoas places every tile itself}}
  // expected-remark@+4 {{T.annotate_buffer_versions ('tl.buffer_versions_map') is accepted: ascend-multi-buffer gives each buffer it names that many versions in the loop that fills it}}
  // expected-remark@+3 {{T.annotate_buffer_versions ('tl.buffer_version_mode') is accepted and not used: ascend-multi-buffer selects a buffer's versions by the iteration (version i mod n in iteration i)}}
  // expected-remark@+2 {{T.annotate_manual_multi_buffer ('tl.manual_multi_buffer') is accepted and not used: ascend-multi-buffer gives versions only to buffers a pipelined loop fills whole; a buffer the kernel multi-buffers itself is filled through regions and gets none}}
  // expected-remark@+1 {{T.annotate_unlimit_memory ('tl.unlimit_memory_scopes') is accepted and not used: ascend-check-capacity checks every memory against the chip's capacity}}
  tir.kernel (%bx) in (4) attributes {address_map = {x = 0 : i64}, tl.buffer_versions_map = {x = 2 : i64}, tl.buffer_version_mode = "iteration", tl.manual_multi_buffer = ["x"], tl.unlimit_memory_scopes = ["shared"]} {
    %x = tir.alloc_buffer "x" : memref<32x32xf16, #tir.scope<"shared">>
    tir.copy %g, %x : memref<32x32xf16>, memref<32x32xf16, #tir.scope<"shared">>
  }
  return
}

// Keyword arguments of T.copy and T.gemm that tune TileLang's own backends
// are accepted with a remark each, and the lowered ops keep none of them.
// CHECK-LABEL: func.func @tuning_options
// CHECK: ascend.load ins(%{{.*}} : memref<32x32xf16, #ascend.address_space<gm>>) outs(%{{.*}} : memref<32x32xf16, #ascend.address_space<ub>>)
// CHECK-NOT: l2_cache_ctrl
// CHECK: ascend.mmad
// CHECK-NOT: unit_flag_ctrl
// CHECK: return
func.func @tuning_options(%g: memref<32x32xf16>, %init: i1) {
  tir.kernel (%bx) in (1) {
    %x = tir.alloc_buffer "x" : memref<32x32xf16, #tir.scope<"shared">>
    // expected-remark@+3 {{T.copy(..., l2_cache_ctrl=) is accepted and not used: the PTO loads and stores carry no L2 cache hint}}
    // expected-remark@+2 {{T.copy(..., unit_flag_ctrl=) is accepted and not used: the FIX pipe takes the accumulator once the whole mmad is done (ptoas synchronises the pipes)}}
    // expected-remark@+1 {{T.copy(..., disable_tma=True) is accepted and not used: TMA is a CUDA copy engine; Ascend copies are DMA moves}}
    tir.copy %g, %x {l2_cache_ctrl = 1 : i64, unit_flag_ctrl = 2 : i64, disable_tma} : memref<32x32xf16>, memref<32x32xf16, #tir.scope<"shared">>
    %a = tir.alloc_buffer "a" : memref<32x32xf16, #tir.scope<"shared.l1">>
    %b = tir.alloc_buffer "b" : memref<32x32xf16, #tir.scope<"shared.l1">>
    %c = tir.alloc_buffer "c" : memref<32x32xf32, #tir.scope<"shared.l0c">>
    // expected-remark@+1 {{T.gemm(..., unit_flag_ctrl=) is accepted and not used: the FIX pipe takes the accumulator once the whole mmad is done (ptoas synchronises the pipes)}}
    tir.gemm %a, %b, %c clear_accum(%init) {unit_flag_ctrl = 3 : i64} : memref<32x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf16, #tir.scope<"shared.l1">>, memref<32x32xf32, #tir.scope<"shared.l0c">>
  }
  return
}

// T.annotate_layout and T.Pipelined's scheduling options steer TileLang's
// own layout inference and pipelining: accepted with a remark each, and
// the lowered loop keeps none of them (num_stages is kept).
// CHECK-LABEL: func.func @layout_and_pipeline
// CHECK: scf.for
// CHECK: } {ascend.num_stages = 2 : i64}
// CHECK-NOT: tl_
// CHECK-NOT: layout_map
func.func @layout_and_pipeline(%g: memref<4x32x32xf16>) {
  // expected-remark@+1 {{T.annotate_layout (or T.alloc_l0c(..., layout=True)) ('layout_map') is accepted and not used: tir-place-buffers gives every buffer the tile layout its memory and uses call for (row-major ub tiles, fractal Cube tiles)}}
  tir.kernel (%bx) in (1) attributes {layout_map = {x = "nz"}} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %x = tir.alloc_buffer "x" : memref<32x32xf16, #tir.scope<"shared">>
    // expected-remark@+5 {{T.Pipelined(order=...) ('tl_pipeline_order') is accepted and not used: the loop body runs in program order; ptoas synchronises its pipes}}
    // expected-remark@+4 {{T.Pipelined(stage=...) ('tl_pipeline_stage') is accepted and not used: the loop body runs in program order; ptoas synchronises its pipes}}
    // expected-remark@+3 {{T.Pipelined(sync=...) ('tl_pipeline_sync') is accepted and not used: ptoas inserts the synchronisation between the body's pipes}}
    // expected-remark@+2 {{T.Pipelined(group=...) ('tl_pipeline_group') is accepted and not used: the loop body runs in program order; ptoas synchronises its pipes}}
    // expected-remark@+1 {{T.Pipelined(cross_interval=...) ('tl_cross_interval') is accepted and not used: it paces TileLang's own cross-core flags of a kernel mixing Cube and Vector work; ascend-split-cube-vector sets one flag per hand-off and iteration}}
    tir.for pipelined %k = %c0 to %c4 step %c1 attributes {num_stages = 2 : i64, tl_pipeline_order = [0, 1], tl_pipeline_stage = [0, 1], tl_pipeline_sync = [[0, 1]], tl_pipeline_group = [[0], [1]], tl_cross_interval = 1 : i64} {
      %gk = memref.subview %g[%k, 0, 0] [1, 32, 32] [1, 1, 1] : memref<4x32x32xf16> to memref<32x32xf16, strided<[32, 1], offset: ?>>
      tir.copy %gk, %x : memref<32x32xf16, strided<[32, 1], offset: ?>>, memref<32x32xf16, #tir.scope<"shared">>
    }
  }
  return
}

// T.use_swizzle(cid, ...) only orders the blocks for L2 locality: the
// block keeps its index (with a remark), as in TileLang's PTO backend.
// CHECK-LABEL: func.func @swizzle
// CHECK: %[[ID:.*]] = ascend.block_idx
// CHECK-NOT: tl.ascend_use_swizzle
// CHECK: memref.subview %{{.*}}[%{{.*}}, 0]
func.func @swizzle(%g: memref<128x32xf16>) {
  tir.kernel (%cid) in (4) {
    %n = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    // expected-remark@+1 {{T.use_swizzle is accepted and the block order kept: it only improves L2 locality, and every order computes the same tiles (TileLang's own PTO backend keeps it too)}}
    %id = tir.intrin "tl.ascend_use_swizzle"(%cid, %n) {args = ["thread_block_swizzle<128, 32, 32, 32, 32, 1, 0>"]} : (index, index) -> index
    %row = arith.muli %id, %c32 : index
    %x = tir.alloc_buffer "x" : memref<32x32xf16, #tir.scope<"shared">>
    %r = memref.subview %g[%row, 0] [32, 32] [1, 1] : memref<128x32xf16> to memref<32x32xf16, strided<[32, 1], offset: ?>>
    tir.copy %r, %x : memref<32x32xf16, strided<[32, 1], offset: ?>>, memref<32x32xf16, #tir.scope<"shared">>
  }
  return
}
