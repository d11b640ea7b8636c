//===- Passes.td - tirpto conversion passes ----------------*- tablegen -*-===//

#ifndef TIRPTO_CONVERSION_PASSES_TD
#define TIRPTO_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def TIRPlaceBuffers : Pass<"tir-place-buffers", "::mlir::ModuleOp"> {
  let summary = "Give every TIR buffer one Ascend memory space";
  let description = [{
    Decides where each `tir.alloc_buffer` lives and records it in its type:
    an `#ascend.placement<space = ...>` becomes the second parameter of the
    `#tir.scope` of the buffer and of every `memref.subview` region of it
    (`memref<16xf32, #tir.scope<"local.fragment", #ascend.placement<space =
    ub, shape = [16, 1]>>>`), which convert-tir-to-ascend reads. Explicit hardware scopes map directly
    (`shared.l1` → l1, `shared.l0a`/`wmma.matrix_a` → l0a, ...,
    `shared.ub` → ub); kernel arguments are gm. Ambiguous scopes are
    inferred from use: a gemm operand → l1, a gemm accumulator → l0c
    (`local`/`local.fragment` only), anything else → ub. An l1 buffer whose
    every gemm use transposes it and that is only filled by whole-buffer
    copies from GM is stored transposed (`transposed`). A rank-1 ub buffer
    becomes a `K x 1` tile when it holds one value per row of a tile (a row
    reduction's result, `v[i]` in a 2-D T.Parallel nest) and `1 x K`
    otherwise (`shape`); a ub buffer of rank 3 or more is the rows of its
    last dimension, and the per-row result of reducing the last dimension
    of one whose dimensions before the last two are 1 one column.
    `local.var` buffers are scalars and get no placement. A `tir.view`
    (T.reshape, T.view, T.reinterpretcast) lives where its source does, its
    uses counted as its source's, with a tile of its own shape (a rank-1
    view a row); views of kernel arguments and of buffers outside ub are
    errors at the view. Every region
    typed with the identity layout is retyped with its strided layout (as
    `memref.subview` infers it), so that a region's type tells it from a
    whole buffer of its shape.

    Errors, at the user's `tir.alloc_buffer` or function, with notes at the
    uses concerned: a buffer used as two things that need different spaces
    (naming both uses), an accumulator in a shared scope, a kernel argument
    in a local scope, unranked or carrying a placement, a vector used both
    per row and per column; and, at the op, a buffer carried through a loop,
    branch or select (the placement is in the buffer's type).
  }];
  let dependentDialects = ["::mlir::ascend::AscendDialect"];
}

def ConvertTIRToAscend : Pass<"convert-tir-to-ascend", "::mlir::ModuleOp"> {
  let summary = "Lower TileLang tile ops to Ascend hardware ops, each buffer "
                "in the space tir-place-buffers chose";
  let description = [{
    Lowers the tir dialect to the ascend dialect for one chip generation.

    * Buffers: each `tir.alloc_buffer` becomes a `memref.alloc` in the space
      of the `#ascend.placement` in its type (tir-place-buffers; a buffer
      without one, or with one its scope, shape or uses contradict, is an
      error), with the placement's shape; a `local.var` buffer becomes a
      scalar slot (`ascend-promote-scalar-slots` promotes it).
    * `tir.copy` picks the op from the pair of spaces (`ascend.load` gm→l1/ub,
      `ascend.load_l0` l1→l0a/l0b, `ascend.fixpipe` l0c→gm/l1/ub,
      `ascend.store` ub→gm, `ascend.copy` ub→ub/l1). A pair that is not a
      legal data path on `arch` is an error naming both buffers, their spaces
      and the arch (ascend-hardware.md §1.3).
    * `tir.gemm` on L1 operands allocates L0A/L0B buffers, moves the operands
      with `ascend.load_l0`, and issues `ascend.mmad` whose `init` is
      `clear_accum` (see `tir-fold-accumulator-clear`). A transposed operand
      held in an L1 buffer that is only filled from GM is stored transposed
      in L1 instead (the GM→L1 DMA reads it DN→NZ, `ascend.load {transpose}`),
      so no transposing L1→L0 move is needed; one whose buffer cannot be
      (also read untransposed, or filled otherwise) is an error at the
      gemm, as PTO has no transposing L1→L0 move.
    * `tir.kernel` is inlined; its block indices come from `ascend.block_idx`
      (a 2-D grid `(gx, gy)` gives `bx = idx % gx`, `by = idx / gx`; the kernel
      is launched on `gx * gy` blocks, recorded as `ascend.grid` on the
      function).
    * `tir.for` becomes `scf.for`; a pipelined loop keeps its depth as
      `ascend.num_stages`. A `T.Parallel` nest (`tir.for parallel`) becomes
      whole-tile Vector ops (`ascend.v*`); the leading loops of a nest of
      three or more run over its slices as `scf.for`. `tir.reduce` (over
      the slices of a rank-3 buffer in a loop), `tir.fill` and
      tilelang-ascend's `tir.tile` operations on ub likewise
      (docs/TileLangSupport.md lists the forms); `tir.finalize_reducer` has
      nothing to combine on one core and is dropped.
    * Keyword arguments of `T.copy` / `T.gemm` that only tune TileLang's own
      backends (`l2_cache_ctrl`, `unit_flag_ctrl`, `disable_tma`) are
      accepted with a remark that says why each has no effect.
    * `memref.dim` of a kernel argument (a dynamic dimension) is kept.

    The module gets `ascend.arch`. Unsupported constructs (a fill of an L0C
    buffer that was not folded into a gemm, `T.Parallel` nests outside the
    forms docs/TileLangSupport.md lists, ...) are errors at their location.
  }];
  let options = [
    Option<"arch", "arch", "::mlir::ascend::Arch", "::mlir::ascend::Arch::A3",
           "Target chip: a3 (Atlas A2/A3, 910B/910C) or a5 (Ascend 950)",
           [{::llvm::cl::values(
               clEnumValN(::mlir::ascend::Arch::A3, "a3", "Atlas A2/A3 (dav-c220)"),
               clEnumValN(::mlir::ascend::Arch::A5, "a5", "Ascend 950 (dav-c310)"))}]>
  ];
  let dependentDialects = ["::mlir::ascend::AscendDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def ConvertAscendToPTO : Pass<"convert-ascend-to-pto", "::mlir::ModuleOp"> {
  let summary = "Lower the ascend dialect to PTO IR for ptoas";
  let description = [{
    Lowers ascend ops on memrefs to PTO tile instructions for the arch named
    by the module's `ascend.arch` (which becomes `pto.target_arch`).

    * GM memref arguments become `!pto.ptr<T>`, followed by one `index`
      argument per dynamic dimension (`memref<?x?xf16>` becomes
      `!pto.ptr<f16>, index, index`; `memref.dim` reads them); each GM
      region becomes a
      `pto.make_tensor_view` of the whole argument and a `pto.partition_view`
      of the region. A region read by a transposing load is described
      column-major (DN: shape and strides swapped).
    * Each local buffer becomes one `pto.alloc_tile` (no `addr`: ptoas plans
      memory) whose `loc` and layout come from its space and role
      (ptoas-format.md §2.6): l1 → `mat` NZ (col_major/row_major), or ZN
      (row_major/col_major) when filled by a transposing load; l0a → `left`
      col_major/row_major; l0b → `right` row_major/col_major; l0c → `acc`
      col_major/row_major/1024; ub → `vec` row_major/none_box. These are the
      configurations that are correct on a5 and accepted on both arches.
    * `ascend.load` → `pto.tload`; `ascend.load_l0` → `pto.tmov`;
      `ascend.mmad` → `pto.tmatmul` (init), `pto.tmatmul.acc` (accumulate) or
      an `scf.if` choosing between them; `ascend.fixpipe` / `ascend.store` →
      `pto.tstore` (or `pto.tmov` between local tiles); `ascend.copy` →
      `pto.tmov`; `ascend.block_idx`/`block_num` → `pto.get_block_idx`/
      `get_block_num` and an `arith.index_cast`; a `memref.subview` of whole
      rows of a ub buffer → `pto.subset` over the tile's padded width.

    No intra-core synchronisation is emitted: run
    `ptoas --enable-insert-sync` on the output. Errors: a module without
    `ascend.arch`, a GM region that is not a unit-stride subview of a
    statically shaped argument, a transposing L1→L0 move, a local buffer that
    is not rank 2, a region of a local buffer other than whole rows of a ub
    buffer, a NaN constant, and (before any pattern runs) a scalar
    `memref.load` / `memref.store` of a buffer other than ub or GM (ub
    elements become `pto.tgetval` / `pto.tsetval`, GM elements of a kernel
    argument `pto.load_scalar` / `pto.store_scalar`).
  }];
  let dependentDialects = ["::mlir::pto::PTODialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::func::FuncDialect"];
}

#endif // TIRPTO_CONVERSION_PASSES_TD
