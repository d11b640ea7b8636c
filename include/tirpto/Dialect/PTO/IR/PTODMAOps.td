//===- PTODMAOps.td - global memory <-> tiles --------------*- tablegen -*-===//
//
// Moves between global memory (partition views) and tiles, ptoas-format.md
// §4.3.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTODMAOPS_TD
#define TIRPTO_DIALECT_PTO_IR_PTODMAOPS_TD

include "tirpto/Dialect/PTO/IR/PTOOpBase.td"

def PTO_TLoadOp : PTO_TileOp<"tload", "PIPE_MTE2", [AttrSizedOperandSegments]> {
  let summary = "load a global-memory window into a vec or mat tile (MTE2)";
  let description = [{
    Copies the window `src` into the valid region of `dst`, a `vec` or `mat`
    tile. A row-major (ND) view into an NZ `mat` tile (col_major/row_major)
    or a column-major (DN) view into a ZN `mat` tile (row_major/col_major) is
    converted to the fractal layout on the fly.

    The optional padding keys after `outs(...)` (`pad_mode`, `pad_value`,
    `left_padding_num`, `init_out_buffer`, `right_padding_num`,
    `init_condition`) parse as in ptoas, which ignores them in practice
    (ptoas-format.md §4.3); pad with a `pad=` tile and `tfillpad` instead.

    ```mlir
    pto.tload ins(%pv : !pto.partition_tensor_view<16x128xf32>) outs(%t : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=128, v_row=16, v_col=128, blayout=row_major, slayout=none_box, fractal=512, pad=0>)
    ```

    Errors (ptoas-format.md §4.3): a destination other than vec/mat;
    element types of different sizes; on a3 a tile element type other than
    i8/i16/i32/i64/f16/bf16/f32; a static window whose element count
    differs from the static valid element count of the tile.
  }];
  let arguments = (ins Arg<PTO_AnyPartitionView, "GM window", [MemRead]>:$src,
                       Arg<PTO_AnyTileBuf, "tile", [MemWrite]>:$dst,
                       OptionalAttr<PTO_PadModeAttr>:$pad_mode,
                       Optional<PTO_Scalar>:$pad_value,
                       Optional<Index>:$left_padding_num,
                       Optional<PTO_Scalar>:$right_padding_num,
                       OptionalAttr<BoolAttr>:$init_out_buffer,
                       Optional<I1>:$init_condition);
  let assemblyFormat = [{
    `ins` `(` $src `:` qualified(type($src)) `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
    (`pad_mode` `=` $pad_mode^)?
    (`pad_value` `=` $pad_value^ `:` type($pad_value))?
    (`left_padding_num` `=` $left_padding_num^ `:` type($left_padding_num))?
    (`init_out_buffer` `=` $init_out_buffer^)?
    (`right_padding_num` `=` $right_padding_num^ `:` type($right_padding_num))?
    (`init_condition` `=` $init_condition^ `:` type($init_condition))?
  }];
  let customVerifier = 1;
  let builders = [
    OpBuilder<(ins "::mlir::Value":$src, "::mlir::Value":$dst), [{
      build($_builder, $_state, src, dst, /*pad_mode=*/nullptr,
            /*pad_value=*/nullptr, /*left_padding_num=*/nullptr,
            /*right_padding_num=*/nullptr, /*init_out_buffer=*/nullptr,
            /*init_condition=*/nullptr);
    }]>
  ];
}

def PTO_TPrefetchOp : PTO_TileOp<"tprefetch", "PIPE_MTE2"> {
  let summary = "prefetch a global-memory window towards a tile (MTE2)";
  let description = [{
    ```mlir
    pto.tprefetch ins(%pv : !pto.partition_tensor_view<16x16xf32>) outs(%t : !pto.tile_buf<vec, 16x16xf32>)
    ```

    Errors: a destination other than vec/mat; element types of different
    sizes.
  }];
  let arguments = (ins Arg<PTO_AnyPartitionView, "GM window", [MemRead]>:$src,
                       Arg<PTO_AnyTileBuf, "tile", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $src `:` qualified(type($src)) `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
  let verifierCall = "detail::verifyLoadLike(*this, getSrc().getType(), "
                     "getDst().getType(), /*checkCount=*/false)";
}

def PTO_TStoreOp : PTO_TileOp<"tstore", ""> {
  let summary = "store a tile into a global-memory window (MTE3, or FIX from acc)";
  let description = [{
    Copies the valid region of `src` into the window `dst`. From a `vec` or
    `mat` tile the element sizes match and the move runs on MTE3; from an
    `acc` tile it runs on the fixpipe (FIX) and converts an f32 accumulator to
    f32, f16 or bf16 (an i32 one to i32, f16 or bf16), NZ to ND. The
    optional `i64` operand is the pre-quantisation scalar, which enables
    the quantising conversions: i32 to i8 or f16 (a5 also bf16), f32 to i8
    (a5 also f16, bf16, f32).

    Optional attributes: `atomicType = #pto<atomic_type atomic_add>`,
    `stPhase = #pto<st_phase final>`, `reluPreMode =
    #pto<relu_pre_mode normal_relu>` (acc source).

    ```mlir
    pto.tstore ins(%acc : !pto.tile_buf<loc=acc, dtype=f32, rows=128, cols=128, v_row=128, v_col=128, blayout=col_major, slayout=row_major, fractal=1024, pad=0>) outs(%pv : !pto.partition_tensor_view<128x128xf16>)
    ```

    Errors (ptoas-format.md §4.3): a source other than vec/mat/acc (a5:
    vec/acc); an acc source other than f32/i32, or on a3 wider than 4095
    columns; element types outside the acc conversions above; from vec/mat,
    an element type other than i8/i16/i32/i64/f16/bf16/f32 or elements of
    different sizes; a
    pre-quantisation scalar or reluPreMode with a non-acc source; an
    `atomic_add` into elements the DMA does not add atomically (signed or
    signless i8, i16, i32, and f16, bf16, f32 on both arches, pto-isa's
    TSTORE); a static
    window whose element count differs from the static valid element count
    of the tile.
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "tile", [MemRead]>:$src,
                       Arg<PTO_AnyPartitionView, "GM window", [MemWrite]>:$dst,
                       Optional<I64>:$preQuantScalar,
                       OptionalAttr<PTO_AtomicTypeAttr>:$atomicType,
                       OptionalAttr<PTO_STPhaseAttr>:$stPhase,
                       OptionalAttr<PTO_ReluPreModeAttr>:$reluPreMode);
  let assemblyFormat = [{
    `ins` `(` $src `:` qualified(type($src))
    (`,` $preQuantScalar^ `:` type($preQuantScalar))? `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
  let customVerifier = 1;
  let builders = [
    OpBuilder<(ins "::mlir::Value":$src, "::mlir::Value":$dst,
                   CArg<"::mlir::pto::ReluPreModeAttr", "{}">:$reluPreMode,
                   CArg<"::mlir::pto::AtomicTypeAttr", "{}">:$atomicType), [{
      build($_builder, $_state, src, dst, /*preQuantScalar=*/nullptr,
            atomicType, /*stPhase=*/nullptr, reluPreMode);
    }]>
  ];
}

def PTO_TStoreFPOp : PTO_TileOp<"tstore_fp", "PIPE_FIX"> {
  let summary = "store an acc tile to global memory, quantised by a scaling tile";
  let description = [{
    ```mlir
    pto.tstore_fp ins(%acc, %fp : !pto.tile_buf<acc, ...>, !pto.tile_buf<scaling, ...>) outs(%pv : !pto.partition_tensor_view<...>)
    ```

    Errors: a source not in acc, a scale tile not in scaling; on a3 a
    source other than f32/i32 or wider than 4095 columns.
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "acc tile", [MemRead]>:$src,
                       Arg<PTO_AnyTileBuf, "scaling tile", [MemRead]>:$fp,
                       Arg<PTO_AnyPartitionView, "GM window", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $src `,` $fp `:` qualified(type($src)) `,` qualified(type($fp))
    `)` `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
  let customVerifier = 1;
}

def PTO_MGatherOp : PTO_TileOp<"mgather", "PIPE_MTE2"> {
  let summary = "gather elements from global memory by an index tile (a5 only)";
  let description = [{
    `dst[i] = mem[idx[i]]`; `gatherOob` picks the out-of-bounds behaviour.

    ```mlir
    pto.mgather ins(%mem, %idx : !pto.partition_tensor_view<1024xf32>, !pto.tile_buf<vec, 1x64xi32>) outs(%dst : !pto.tile_buf<vec, 1x64xf32>)
    ```

    Errors: on a3; tiles that are not ND vec tiles; indices other than
    i32, or not one per row or one per element; a destination element type
    other than that of `mem`, or not i8/i16/i32/f16/bf16/f32/fp8.
  }];
  let arguments = (ins Arg<PTO_AnyPartitionView, "GM tensor", [MemRead]>:$mem,
                       Arg<PTO_AnyTileBuf, "indices", [MemRead]>:$idx,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst,
                       OptionalAttr<PTO_GatherOOBAttr>:$gatherOob);
  let assemblyFormat = [{
    `ins` `(` $mem `,` $idx `:` qualified(type($mem)) `,` qualified(type($idx))
    `)` `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
  let customVerifier = 1;
}

def PTO_MScatterOp : PTO_TileOp<"mscatter", "PIPE_MTE3"> {
  let summary = "scatter a vec tile into global memory by an index tile (a5 only)";
  let description = [{
    `mem[idx[i]] = src[i]`, optionally atomically (`scatterAtomicOp`).

    ```mlir
    pto.mscatter ins(%src, %idx : !pto.tile_buf<vec, 1x64xf32>, !pto.tile_buf<vec, 1x64xi32>) outs(%mem : !pto.partition_tensor_view<1024xf32>)
    ```

    Errors: on a3; tiles that are not ND vec tiles; indices other than
    i32, or not one per row or one per element; a source element type
    other than that of `mem`, or not i8/i16/i32/f16/bf16/f32/fp8; an
    atomic add of other than f16/f32/i32, or max/min of other than f32/i32.
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "source", [MemRead]>:$src,
                       Arg<PTO_AnyTileBuf, "indices", [MemRead]>:$idx,
                       Arg<PTO_AnyPartitionView, "GM tensor", [MemWrite]>:$mem,
                       OptionalAttr<PTO_ScatterAtomicOpAttr>:$scatterAtomicOp,
                       OptionalAttr<PTO_ScatterOOBAttr>:$scatterOob);
  let assemblyFormat = [{
    `ins` `(` $src `,` $idx `:` qualified(type($src)) `,` qualified(type($idx))
    `)` `outs` `(` $mem `:` qualified(type($mem)) `)` attr-dict
  }];
  let customVerifier = 1;
}

#endif // TIRPTO_DIALECT_PTO_IR_PTODMAOPS_TD
