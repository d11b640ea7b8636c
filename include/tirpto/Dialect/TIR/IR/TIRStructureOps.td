//===- TIRStructureOps.td - tir.kernel and tir.for ---------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_TIR_IR_TIRSTRUCTUREOPS_TD
#define TIRPTO_DIALECT_TIR_IR_TIRSTRUCTUREOPS_TD

include "tirpto/Dialect/TIR/IR/TIRAttrs.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def TIR_KernelOp : TIR_Op<"kernel", [SingleBlock, NoTerminator,
    RecursiveMemoryEffects,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmBlockArgumentNames"]>]> {
  let summary = "T.Kernel: a launch over a grid of 1 to 3 dimensions of blocks";
  let description = [{
    `with T.Kernel(gx, gy, threads=128) as (bx, by):` of TileLang. The grid
    has 1 to 3 dimensions; each extent is a static integer or an `index`
    value. The region has one `index` argument per grid dimension: the block
    index in that dimension, in `[0, extent)`.

    `threads` is TileLang's thread count; it has no meaning on Ascend and is
    kept as an attribute only.

    tilelang-ascend's `T.Kernel(n, is_npu=True) as (cid, vid)` adds the
    sub-block id: each block is one Cube core (AIC) with `sub_blocks` Vector
    cores (AIV, 2 on a3 and a5), and `vid` in `[0, sub_blocks)` numbers the
    Vector core (TileLang prints it as `blockIdx.y` of extent 2). It is the
    last region argument, written after the grid:

    ```mlir
    tir.kernel (%cid) in (8) sub_block (%vid) in 2 {
      ...
    }
    ```

    ```mlir
    tir.kernel (%bx, %by) in (32, 32) attributes {threads = 128 : i64} {
      ...
    }
    ```

    TileLang's buffer-planning annotations, block attributes in printed
    TIR, are attributes of the kernel under the same names
    (`tl.buffer_versions_map`, `tl.buffer_version_mode`,
    `tl.manual_multi_buffer`, `tl.unlimit_memory_scopes`, `address_map`;
    the table is `tir::lookupKernelAnnotation`); the maps name buffers by
    their `tir.alloc_buffer` name. `convert-tir-to-ascend` accepts them
    with a remark.

    A kernel is directly in the body of its `func.func`, one per function:
    the conversions make that function the kernel entry.

    Errors: a grid with 0 or more than 3 dimensions, a non-positive static
    extent, `sub_blocks` other than 1 or 2, a region whose argument count
    differs from the grid rank (plus one with a sub-block id) or whose
    arguments are not `index`, a parent other than `func.func`, a second
    kernel in the same function, an annotation's buffer map that is not a
    dictionary or names no buffer of the kernel.
  }];
  let arguments = (ins Variadic<Index>:$dynamic_grid,
                       DenseI64ArrayAttr:$static_grid,
                       OptionalAttr<I64Attr>:$threads,
                       OptionalAttr<I64Attr>:$sub_blocks);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let extraClassDeclaration = [{
    /// Number of grid dimensions (1 to 3).
    unsigned getGridRank() { return getStaticGrid().size(); }
    /// The block-index arguments of the body, one per grid dimension.
    ::mlir::Block::BlockArgListType getBlockIndices() {
      return getBody().front().getArguments().take_front(getGridRank());
    }
    /// The sub-block id (tilelang-ascend's `vid`), if the kernel has one.
    ::mlir::BlockArgument getSubBlockIndex() {
      if (!getSubBlocks())
        return nullptr;
      return getBody().front().getArguments().back();
    }
    /// The extents of the grid as OpFoldResults (attribute when static).
    ::llvm::SmallVector<::mlir::OpFoldResult> getMixedGrid();
  }];
}

def TIR_VectorFunctionOp : TIR_Op<"vector_function",
                                  [SingleBlock, NoTerminator]> {
  let summary = "T.SimtVF(threads=...) / T.SimdVF(): a vector-function scope";
  let description = [{
    Upstream TileLang's `with T.SimtVF(threads=n):` (`<simt>`, the thread
    counts of up to three dimensions, printed as a `SIMT_VF` block with its
    thread bindings) and `with T.SimdVF():` (`<simd>`, a `SIMD_VF` block):
    the region's work runs on the Vector core as one vector function of
    TileLang's own AscendC backend. The scope guides that backend only: the
    `T.Parallel` work inside is tile work like any other, and
    `convert-tir-to-ascend` inlines the region (with a remark that says so).

    ```mlir
    tir.vector_function <simt> threads [2048] {
      tir.for parallel %i = %c0 to %c8192 step %c1 {
        ...
      }
    }
    ```

    Errors: `threads` on a `<simd>` scope, or with other than 1 to 3
    positive counts; a `latency` that is negative; a scope outside a
    `tir.kernel`; a `tir.gemm` inside (Cube work, reported by its
    verifier).
  }];
  let arguments = (ins TIR_VectorFunctionKindAttr:$kind,
                       OptionalAttr<DenseI64ArrayAttr>:$threads,
                       OptionalAttr<I64Attr>:$latency);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $kind (`threads` $threads^)? attr-dict-with-keyword $body
  }];
  let hasVerifier = 1;
}

// No memory-effect trait: an empty section still declares its core, so it
// must not be erased as trivially dead.
def TIR_SectionOp : TIR_Op<"section", [SingleBlock, NoTerminator]> {
  let summary = "T.Scope(\"C\"/\"V\"), T.Cube() / T.Vector(): work of one core";
  let description = [{
    `with T.Scope("C"):` / `with T.Scope("V"):` of tilelang-ascend (printed
    `T.attr(0, "resource_scope", 0 or 1)`) and `with T.Cube():` /
    `with T.Vector():` of upstream TileLang: the work in the region runs on
    the Cube core (AIC, `<cube>`) or on the Vector core (AIV, `<vector>`).

    ```mlir
    tir.section <cube> {
      tir.gemm %A_L1, %B_L1, %C_L0 clear_accum(%first) : ...
    }
    ```

    Upstream's `with T.Vector() as sid:` binds the Vector sub-block id (0
    or 1; each AI core's two Vector cores run the section): the region's
    one `index` argument.

    ```mlir
    tir.section <vector> (%sid) {
      %row = arith.muli %sid, %c64 : index
      ...
    }
    ```

    `convert-tir-to-ascend` inlines the region (a sub-block id becomes
    `ascend.subblock_idx`) and records the cores a
    kernel's sections declare on its function (`ascend.section_cores`),
    and `ascend-infer-core-type` reports a kernel whose work is not on a
    core its sections declare. A kernel with both a `<cube>` and a
    `<vector>` section mixes Cube and Vector work: `ascend-split-cube-vector`
    splits it into its Cube part and its Vector part.

    Errors: a section outside a `tir.kernel`, or inside another section; a
    region with arguments other than one `index` of a `<vector>` section.
  }];
  let arguments = (ins TIR_SectionKindAttr:$kind);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The sub-block id `with T.Vector() as sid` binds, if any.
    ::mlir::BlockArgument getSubBlockIndex() {
      ::mlir::Block &body = getBody().front();
      return body.getNumArguments() == 1 ? body.getArgument(0)
                                         : ::mlir::BlockArgument();
    }
  }];
}

def TIR_ForOp : TIR_Op<"for", [SingleBlock, NoTerminator,
                               RecursiveMemoryEffects]> {
  let summary = "a TIR loop with its kind and annotations";
  let description = [{
    A TIR `For` node: `for k in T.serial(n)`, `T.Parallel(...)`,
    `T.Pipelined(n, num_stages=3)`, `T.unroll(n)`, `T.vectorized(n)`.
    It iterates its body for `%iv` from `%lb` (inclusive) to `%ub`
    (exclusive) by `%step`, all of type `index`.

    This is a dedicated op rather than `scf.for` so that upstream
    canonicalisation cannot drop its kind or annotations. `num_stages` (the
    software-pipelining depth of `T.Pipelined`) is an optional inherent
    attribute; other TileLang loop annotations may be kept as extra
    attributes.

    ```mlir
    tir.for pipelined %k = %c0 to %c128 step %c1 attributes {num_stages = 3 : i64} {
      ...
    }
    ```

    Errors: a constant step that is not positive, `num_stages` smaller
    than 1, or given on a `parallel`, `unrolled` or `vectorized` loop.
  }];
  let arguments = (ins TIR_ForKindAttr:$kind, Index:$lowerBound,
                       Index:$upperBound, Index:$step,
                       OptionalAttr<I64Attr>:$num_stages);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::Value getInductionVar() { return getBody().front().getArgument(0); }
  }];
}

#endif // TIRPTO_DIALECT_TIR_IR_TIRSTRUCTUREOPS_TD
