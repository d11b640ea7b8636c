//===- AscendDMAOps.td - data movement between spaces ------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_ASCEND_IR_ASCENDDMAOPS_TD
#define TIRPTO_DIALECT_ASCEND_IR_ASCENDDMAOPS_TD

include "tirpto/Dialect/Ascend/IR/AscendOpBase.td"

def Ascend_LoadOp : Ascend_DmaOp<"load", "MTE2", ""> {
  let summary = "GM → L1 or UB copy on MTE2";
  let description = [{
    Copies a global-memory region into an L1 buffer (Cube side, AIC; the DMA
    converts ND to the NZ fractal layout on the fly) or a UB buffer (Vector
    side, AIV). Both operands have the same element type and shape; a
    rank-1 region of K elements may also fill a K x 1 or 1 x K UB buffer
    (a per-row or per-column vector).

    A **boundary region** has dynamic sizes (made by `ascend-clip-gm-regions`
    where a tile may run past the edge of its tensor): at run time each size
    is at most the buffer's, the DMA moves only the region, and the buffer's
    elements outside it are left as they were. Along a dimension of static
    size the sizes must be equal.

    With `transpose` (L1 destination only, rank 2), the region is read
    transposed (the DN→NZ mode of the GM→L1 DMA): the destination shape is
    the source shape reversed, and element `[i, j]` of the destination is
    element `[j, i]` of the source. This is how `T.gemm(transpose_A/B)` on an
    L1 operand is realised without a transposing L1→L0 move.

    ```mlir
    ascend.load ins(%a : memref<32x128xf16, strided<[4096, 1], offset: ?>, #ascend.address_space<gm>>)
                outs(%a_l1 : memref<128x32xf16, #ascend.address_space<l1>>) {transpose}
    ```

    With `pad(%v)` (a UB destination; tilelang-ascend's
    `T.copy(..., pad_value=v)`), the elements of the buffer a boundary
    region does not cover get `%v` rather than 0 when
    `ascend-clip-gm-regions` makes the region (it fills the buffer before
    the move); the DMA itself moves only the region either way.

    ```mlir
    ascend.load ins(%x : memref<16x32xf32, strided<[130, 1], offset: ?>, #ascend.address_space<gm>>)
                outs(%x_ub : memref<16x32xf32, #ascend.address_space<ub>>) pad(%neg_inf : f32)
    ```

    Source: ascend-hardware.md §1.3 paths 1 and 4. Errors: a source not in
    `gm`, a destination not in `l1`/`ub`, `transpose` into `ub` or on a
    non-rank-2 operand, element types or shapes that differ, a region
    larger than the buffer, a `pad` into l1 or not of the element type.
  }];
  let arguments = (ins Arg<AnyMemRef, "GM region", [MemRead]>:$source,
                       Arg<AnyStaticShapeMemRef, "L1 or UB buffer", [MemWrite]>:$target,
                       Optional<AnyType>:$pad,
                       UnitAttr:$transpose);
  let assemblyFormat = [{
    `ins` `(` $source `:` type($source) `)`
    `outs` `(` $target `:` type($target) `)`
    (`pad` `(` $pad^ `:` type($pad) `)`)? attr-dict
  }];
  let builders = [
    OpBuilder<(ins "::mlir::Value":$source, "::mlir::Value":$target), [{
      build($_builder, $_state, source, target, /*pad=*/::mlir::Value(),
            /*transpose=*/false);
    }]>
  ];
}

def Ascend_LoadL0Op : Ascend_DmaOp<"load_l0", "MTE1",
                                   "::mlir::ascend::CoreType::AIC"> {
  let summary = "L1 → L0A or L0B move on MTE1";
  let description = [{
    Moves a Cube operand from L1 into L0A (left operand) or L0B (right
    operand). Same element type; the destination shape equals the source
    shape, or its reverse with `transpose` (rank 2).

    With offsets `[%row, %col]`, the move takes a **window** of the source:
    element `[i, j]` of the destination is element `[row + i, col + j]` of
    the source, and the window lies inside the source. This is how a gemm
    whose L1 operands are deeper than L0A/L0B hold runs its K in steps. The
    offsets are multiples of the Cube's window alignment (16 rows and
    columns; 32 for 8-bit elements, `getCubeWindowAlignment` in
    CubeLimits.h).

    ```mlir
    ascend.load_l0 ins(%a_l1 : memref<128x32xf16, #ascend.address_space<l1>>)
                   outs(%a_l0 : memref<128x32xf16, #ascend.address_space<l0a>>)
    ascend.load_l0 ins(%b_l1[%k, %c0] : memref<256x128xf16, #ascend.address_space<l1>>)
                   outs(%b_l0 : memref<64x128xf16, #ascend.address_space<l0b>>)
    ```

    Source: ascend-hardware.md §1.3 path 6 (a5 has no L1→L0A transpose).
    Errors: a source not in `l1`, a destination not in `l0a`/`l0b`,
    `transpose` into `l0a` on a5, element types or shapes that differ;
    offsets other than two, with `transpose`, or a window (with its
    constant offsets) outside the source or misaligned.
  }];
  let arguments = (ins Arg<AnyStaticShapeMemRef, "L1 buffer", [MemRead]>:$source,
                       Variadic<Index>:$offsets,
                       Arg<AnyStaticShapeMemRef, "L0A or L0B buffer", [MemWrite]>:$target,
                       UnitAttr:$transpose);
  let assemblyFormat = [{
    `ins` `(` $source (`[` $offsets^ `]`)? `:` type($source) `)`
    `outs` `(` $target `:` type($target) `)` attr-dict
  }];
  let builders = [
    OpBuilder<(ins "::mlir::Value":$source, "::mlir::Value":$target), [{
      build($_builder, $_state, source, ::mlir::ValueRange(), target,
            /*transpose=*/false);
    }]>
  ];
  let extraClassDeclaration = [{
    ::mlir::LogicalResult verifyWindow();
  }];
}

def Ascend_FixpipeOp : Ascend_DmaOp<"fixpipe", "FIX",
                                    "::mlir::ascend::CoreType::AIC"> {
  let summary = "L0C → GM, L1 or UB on the fixpipe, with type conversion";
  let description = [{
    Moves Cube results out of the accumulator, converting NZ to ND and the
    element type on the way: an `f32` accumulator goes to `f32`, `f16` or
    `bf16`; an `i32` accumulator to `i32`. `relu` applies ReLU before the
    conversion. Same shape; a GM destination may be a boundary region (see
    `ascend.load`).

    L0C → UB exists only on a5; on a3 Cube results reach the Vector core
    through a GM workspace (ascend-hardware.md §1.3 paths 10-12).

    ```mlir
    ascend.fixpipe ins(%acc : memref<128x128xf32, #ascend.address_space<l0c>>)
                   outs(%c : memref<128x128xf16, strided<[4096, 1], offset: ?>, #ascend.address_space<gm>>)
    ```

    With `atomic_add` (a GM destination), the converted values are added
    into the region atomically instead of overwriting it (tilelang-ascend's
    `T.tile.atomic_add`; blocks of a split-K GEMM add their partial sums
    into one output tile).

    Errors: a source not in `l0c`, a destination not in `gm`/`l1`/`ub`, a
    path not legal on the module's arch, an unsupported conversion, shapes
    that differ, `atomic_add` into other than `gm` or of an element type
    the DMA does not add atomically.
  }];
  let arguments = (ins Arg<AnyStaticShapeMemRef, "L0C buffer", [MemRead]>:$source,
                       Arg<AnyMemRef, "GM region, L1 or UB buffer",
                           [MemWrite]>:$target,
                       UnitAttr:$relu,
                       UnitAttr:$atomic_add);
}

def Ascend_StoreOp : Ascend_DmaOp<"store", "MTE3", ""> {
  let summary = "UB → GM (or L1 → GM on a3) copy on MTE3";
  let description = [{
    Copies a UB buffer (AIV) into a global-memory region; on a3 also an L1
    buffer (AIC, NZ to ND). Same element type and shape; a K x 1 or 1 x K
    UB buffer may also go to a rank-1 region of K elements. The region may
    be a boundary region (see `ascend.load`): only it is written.

    ```mlir
    ascend.store ins(%y : memref<32x64xf16, #ascend.address_space<ub>>)
                 outs(%out : memref<32x64xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>)
    ```

    With `atomic_add`, the buffer is added into the region atomically
    instead of overwriting it (tilelang-ascend's `T.tile.atomic_add`).

    Source: ascend-hardware.md §1.3 paths 2 and 14. Errors: a source not in
    `ub`/`l1`, a destination not in `gm`, L1 → GM on a5, element types or
    shapes that differ, `atomic_add` of an element type the DMA does not
    add atomically.
  }];
  let arguments = (ins Arg<AnyStaticShapeMemRef, "UB or L1 buffer", [MemRead]>:$source,
                       Arg<AnyMemRef, "GM region", [MemWrite]>:$target,
                       UnitAttr:$atomic_add);
}

def Ascend_CopyOp : Ascend_DmaOp<"copy", "", ""> {
  let summary = "UB → UB copy (V), or UB → L1 (MTE3, a5 only)";
  let description = [{
    Copies between local buffers of the Vector core: UB → UB on the V pipe,
    and on a5 UB → L1 on MTE3. Same element type and static shape; within
    UB, also a per-row vector (`K x 1`) into a row (`1 x K`) or back, the
    same elements in the other orientation (`pto.tmov` through the
    column's row_major view).

    ```mlir
    ascend.copy ins(%x : memref<32x64xf16, #ascend.address_space<ub>>)
                outs(%y : memref<32x64xf16, #ascend.address_space<ub>>)
    ```

    Source: ascend-hardware.md §1.3 paths 3 and 13. Errors: a pair other than
    UB → UB / UB → L1, UB → L1 on a3, element types or shapes that differ.
  }];
  let arguments = (ins Arg<AnyStaticShapeMemRef, "UB buffer", [MemRead]>:$source,
                       Arg<AnyStaticShapeMemRef, "UB or L1 buffer", [MemWrite]>:$target);
}

#endif // TIRPTO_DIALECT_ASCEND_IR_ASCENDDMAOPS_TD
