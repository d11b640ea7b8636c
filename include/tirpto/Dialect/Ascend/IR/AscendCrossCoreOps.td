//===- AscendCrossCoreOps.td - Cube <-> Vector hand-off ----*- tablegen -*-===//
//
// The Cube (AIC) and the two Vector sub-blocks (AIV) of an AI core run
// separate programs. A kernel that mixes their work hands tiles from one to
// the other: `ascend.cross_core_copy` says what moves (a T.copy from L0C to
// UB, or from UB to L1), `ascend-split-cube-vector` splits the kernel into its Cube part and
// its Vector part and turns each hand-off into a push on one side and a pop
// on the other, through the tile FIFO the parts initialise
// (mixed-kernels.md §2 and §4).
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_DIALECT_ASCEND_IR_ASCENDCROSSCOREOPS_TD
#define TIRPTO_DIALECT_ASCEND_IR_ASCENDCROSSCOREOPS_TD

include "tirpto/Dialect/Ascend/IR/AscendOpBase.td"
include "tirpto/Dialect/Ascend/IR/AscendTypes.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/InferIntRangeInterface.td"

def Ascend_CrossCoreCopyOp : Ascend_Op<"cross_core_copy"> {
  let summary = "copy a tile between the Cube (L0C, L1) and the Vector (UB)";
  let description = [{
    What a mixed kernel's `T.copy(C_l0c, c_ub)` or `T.copy(p_ub, p_l1)`
    means. From `l0c` into a `ub` buffer: the accumulator's values,
    converted to the destination's element type (`f32` to `f32`, `f16` or
    `bf16`; `i32` to `i32`). From `ub` into an `l1` buffer (a Vector result
    the Cube goes on with, FlashAttention's P): the values as they are, of
    one element type. The two buffers belong to different cores, so the op
    runs on neither: `ascend-split-cube-vector` replaces it with ops of
    each part, through PTO's tile FIFO (l0c → ub: `ascend.push_to_aiv`, and
    `ascend.pop_from_aic`, a copy or conversion into `target` and
    `ascend.free_from_aic`) or through a global workspace and cross-core
    flags. How the tile travels is the chip's and the pass's choice: on a3
    neither path exists without global memory; on a5 L0C → UB does, and
    UB → L1 only for tiles already in the NZ layout.

    ```mlir
    ascend.cross_core_copy ins(%acc : memref<64x64xf32, #ascend.address_space<l0c>>)
                           outs(%c : memref<64x64xf16, #ascend.address_space<ub>>)
    ascend.cross_core_copy ins(%p : memref<64x64xf16, #ascend.address_space<ub>>)
                           outs(%p_l1 : memref<64x64xf16, #ascend.address_space<l1>>)
    ```

    With `split <rows>` or `split <cols>` (TileLang's `T.dual_copy`) the
    `ub` buffer holds one Vector sub-block's half of the tile, along its
    rows or its columns: from `l0c`, sub-block `s` receives half `s` of the
    accumulator; into `l1`, it supplies half `s` of the tile.

    ```mlir
    ascend.cross_core_copy ins(%acc : memref<64x64xf32, #ascend.address_space<l0c>>)
                           outs(%half : memref<32x64xf32, #ascend.address_space<ub>>) split <rows>
    ```

    Errors: a source not in `l0c` or `ub`, a destination not in `ub` (from
    `l0c`) or `l1` (from `ub`), shapes that differ (without `split`) or
    whose ub side is not half of the other side along the split (with it),
    an unsupported conversion from `l0c`, element types that differ from
    `ub`.
  }];
  let arguments = (ins Arg<AnyStaticShapeMemRef, "L0C or UB buffer", [MemRead]>:$source,
                       Arg<AnyStaticShapeMemRef, "UB or L1 buffer", [MemWrite]>:$target,
                       DefaultValuedAttr<Ascend_TileSplitAttr,
                                         "::mlir::ascend::TileSplit::None">:$split);
  let assemblyFormat = [{
    `ins` `(` $source `:` type($source) `)`
    `outs` `(` $target `:` type($target) `)` (`split` $split^)? attr-dict
  }];
  let extraClassDeclaration = [{
    /// The buffer in ub (the target from l0c, the source into l1).
    ::mlir::Value getVectorTile();
    /// The buffer of the Cube (the l0c source or the l1 target).
    ::mlir::Value getCubeTile();
  }];
  let hasVerifier = 1;
}

def Ascend_InitializePipeOp : Ascend_Op<"initialize_pipe",
                                        [MemoryEffects<[MemWrite]>]> {
  let summary = "set up the Cube/Vector tile FIFO in one part of a mixed kernel";
  let description = [{
    Each part of a split kernel initialises the FIFO before its first push
    or pop. `directions` says which ways tiles go: `c2v` (the default) from
    the Cube to the Vector cores, `v2c` back, or `both`. `slot_size` is the
    bytes of the largest tile pushed either way; each direction has
    `tirpto::getPipeSlotNum` slots (tirpto/Support/PipeLimits.h: 8 for one
    direction, 4 each for both), held by the part that pops them: the
    Vector part in UB (c2v), the Cube part in L1 (v2c). `peer` names the
    other part. On a3 the tiles go through global memory: `gm_slots` is
    the kernel's workspace argument, of which each block uses its own
    `slot_num * slot_size` bytes per direction.

    ```mlir
    ascend.initialize_pipe slot_size(4096) peer(@k_aiv)
    ascend.initialize_pipe directions <both> slot_size(4096) peer(@k_aic)
    ascend.initialize_pipe slot_size(4096) peer(@k_aic)
        gm_slots(%ws : memref<65536xi8, #ascend.address_space<gm>>)
    ```

    `ascend-split-cube-vector`, which creates the op, gives it `gm_slots`
    on a3 only, where it uses the FIFO from the Cube to the Vector cores
    only (UB -> L1 is no data path there).

    Errors: a non-positive `slot_size`; `gm_slots` not a rank-1 GM buffer
    of at least `slot_num * slot_size` bytes per direction and block of the
    launch grid. convert-ascend-to-pto reports the op outside a function
    with `ascend.part`, `gm_slots` that is not a kernel argument, and a
    `v2c` direction on an arch with no UB -> L1 path.
  }];
  let arguments = (ins DefaultValuedAttr<Ascend_PipeDirectionsAttr,
                           "::mlir::ascend::PipeDirections::CubeToVector">:$directions,
                       I64Attr:$slot_size, FlatSymbolRefAttr:$peer,
                       Optional<AnyMemRef>:$gm_slots);
  let assemblyFormat = [{
    (`directions` $directions^)? `slot_size` `(` $slot_size `)` `peer` `(` $peer `)`
    (`gm_slots` `(` $gm_slots^ `:` type($gm_slots) `)`)? attr-dict
  }];
  let extraClassDeclaration = [{
    /// Whether the FIFO carries tiles from the Cube to the Vector cores.
    bool hasCubeToVector() {
      return getDirections() != ::mlir::ascend::PipeDirections::VectorToCube;
    }
    /// Whether the FIFO carries tiles from the Vector cores to the Cube.
    bool hasVectorToCube() {
      return getDirections() != ::mlir::ascend::PipeDirections::CubeToVector;
    }
    /// The slots of each direction (tirpto::getPipeSlotNum).
    int64_t getSlotNum();
  }];
  let hasVerifier = 1;
}

// The FIFO is state the ops read and write: none of them is dead when its
// results are unused.
def Ascend_PushToAivOp : Ascend_HwOp<"push_to_aiv", "FIX",
                                     "::mlir::ascend::CoreType::AIC",
                                     [MemoryEffects<[MemWrite]>]> {
  let summary = "push an L0C tile to the Vector part (Cube side)";
  let description = [{
    Waits for a free slot of the FIFO and moves the accumulator into it on
    the fixpipe. `split` says what each Vector sub-block receives.

    ```mlir
    ascend.push_to_aiv ins(%acc : memref<64x64xf32, #ascend.address_space<l0c>>) split <none>
    ```

    Errors: a source not in `l0c`.
  }];
  let arguments = (ins Arg<AnyStaticShapeMemRef, "L0C buffer", [MemRead]>:$source,
                       Ascend_TileSplitAttr:$split);
  let assemblyFormat = [{
    `ins` `(` $source `:` type($source) `)` `split` $split attr-dict
  }];
  let hasVerifier = 1;
}

def Ascend_PopFromAicOp : Ascend_HwOp<"pop_from_aic", "MTE2",
                                      "::mlir::ascend::CoreType::AIV",
                                      [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "the next tile pushed by the Cube part (Vector side)";
  let description = [{
    Waits for the next tile in the FIFO and yields its slot, a UB buffer
    valid until the next `ascend.free_from_aic`. With `split <rows>` the
    result holds this sub-block's half of the rows (the pushed tile has
    twice as many), with `<cols>` half of the columns.

    ```mlir
    %slot = ascend.pop_from_aic split <none> : memref<64x64xf32, #ascend.address_space<ub>>
    ```

    Errors: a result not in `ub`.
  }];
  let arguments = (ins Ascend_TileSplitAttr:$split);
  let results = (outs AnyStaticShapeMemRef:$slot);
  let assemblyFormat = "`split` $split attr-dict `:` type($slot)";
  let hasVerifier = 1;
}

def Ascend_FreeFromAicOp : Ascend_HwOp<"free_from_aic", "S",
                                       "::mlir::ascend::CoreType::AIV",
                                       [MemoryEffects<[MemWrite]>]> {
  let summary = "release the slot of the last tile popped from the Cube part";
  let description = [{
    After its last use: the Cube part may push into the slot again.

    ```mlir
    ascend.free_from_aic split <none>
    ```
  }];
  let arguments = (ins Ascend_TileSplitAttr:$split);
  let assemblyFormat = "`split` $split attr-dict";
}

def Ascend_PushToAicOp : Ascend_HwOp<"push_to_aic", "MTE3",
                                     "::mlir::ascend::CoreType::AIV",
                                     [MemoryEffects<[MemWrite]>]> {
  let summary = "push a UB tile to the Cube part (Vector side)";
  let description = [{
    Waits for a free slot of the FIFO's Vector-to-Cube direction and moves
    the tile into it. With `split <rows>` (`<cols>`) the tile is this
    sub-block's half of the rows (columns) of the tile the Cube pops; with
    `<none>` both sub-blocks push the same whole tile.

    On a5 the tile goes from UB straight into the Cube's L1 slot, which
    holds it in the NZ layout: `convert-ascend-to-pto` first moves it into
    an NZ tile of its shape in UB (`pto.tmov`; `ascend::stagesPushToCubeInNZ`
    says where, and `ascend-check-capacity` counts the tile).

    ```mlir
    ascend.push_to_aic ins(%p : memref<32x64xf16, #ascend.address_space<ub>>) split <rows>
    ```

    Errors: a source not in `ub`.
  }];
  let arguments = (ins Arg<AnyStaticShapeMemRef, "UB buffer", [MemRead]>:$source,
                       Ascend_TileSplitAttr:$split);
  let assemblyFormat = [{
    `ins` `(` $source `:` type($source) `)` `split` $split attr-dict
  }];
  let hasVerifier = 1;
}

def Ascend_PopFromAivOp : Ascend_HwOp<"pop_from_aiv", "MTE2",
                                      "::mlir::ascend::CoreType::AIC",
                                      [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "the next tile pushed by the Vector part (Cube side)";
  let description = [{
    Waits for the next tile in the FIFO's Vector-to-Cube direction and
    yields its slot, an L1 buffer (NZ) valid until the next
    `ascend.free_from_aiv`: the Cube works on the slot itself (L1 has no
    L1 -> L1 move). `split` is the pushes': with `<rows>` the result holds
    both sub-blocks' halves, sub-block 0's rows first.

    ```mlir
    %slot = ascend.pop_from_aiv split <rows> : memref<64x64xf16, #ascend.address_space<l1>>
    ```

    Errors: a result not in `l1` (in its default NZ layout).
  }];
  let arguments = (ins Ascend_TileSplitAttr:$split);
  let results = (outs AnyStaticShapeMemRef:$slot);
  let assemblyFormat = "`split` $split attr-dict `:` type($slot)";
  let hasVerifier = 1;
}

def Ascend_FreeFromAivOp : Ascend_HwOp<"free_from_aiv", "S",
                                       "::mlir::ascend::CoreType::AIC",
                                       [MemoryEffects<[MemWrite]>]> {
  let summary = "release the slot of the last tile popped from the Vector part";
  let description = [{
    After the slot's last use: the Vector part may push into it again.

    ```mlir
    ascend.free_from_aiv split <rows>
    ```
  }];
  let arguments = (ins Ascend_TileSplitAttr:$split);
  let assemblyFormat = "`split` $split attr-dict";
}

def Ascend_CrossCoreSetOp : Ascend_Op<"cross_core_set",
    [DeclareOpInterfaceMethods<Ascend_PipeOpInterface>,
     MemoryEffects<[MemWrite]>]> {
  let summary = "signal a cross-core flag to the other core type";
  let description = [{
    An expert-mode kernel's `T.set_cross_flag(pipe, flag)` (mode 2: between
    the Cube and the Vector cores of one AI core), issued by `core` once
    `pipe` has finished what came before. The Cube's set signals each
    Vector sub-block; a Vector sub-block's set signals the Cube, whose wait
    takes one from each sub-block. Flags count: each set is taken by one
    wait.

    ```mlir
    ascend.cross_core_set <aic> <FIX>, 0
    ```

    On a5 a core sets flags on one pipe only (the Cube on FIX, a Vector
    core on MTE3; `tirpto/Support/PipeLimits.h`): `convert-ascend-to-pto`
    lowers a set on another pipe to a barrier of all pipes and a set on the
    core's.

    Errors: a core other than aic or aiv, a pipe of the other core, a flag
    outside [0, 15] (`tirpto::kNumCrossCoreFlags`).
  }];
  let arguments = (ins Ascend_CoreTypeAttr:$core, Ascend_PipeAttr:$pipe,
                       I32Attr:$flag);
  let assemblyFormat = "$core $pipe `,` $flag attr-dict";
  let hasVerifier = 1;
}

def Ascend_CrossCoreWaitOp : Ascend_Op<"cross_core_wait",
    [DeclareOpInterfaceMethods<Ascend_PipeOpInterface>,
     MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "wait for a cross-core flag from the other core type";
  let description = [{
    `T.wait_cross_flag(flag)`, by `core`: what follows on `wait_pipe` waits
    until the other core type set the flag. Without it (tilelang-ascend's a3
    spelling has none), `convert-ascend-to-pto` waits on the pipe of the
    next op of the block (on a3 the wait holds every pipe anyway). The
    Cube's wait takes a set from each Vector sub-block: on a3 the FFTS unit
    (mode 2) joins them into one flag; on a5 the Cube hears sub-block 1's
    set of flag `f` as `f + 16` (intra-block flags,
    `tirpto::kA5SubBlockFlagOffset`), and the wait lowers to two
    `pto.sync.wait`, of `f` and `f + 16`, as pto-isa's TPush waits on a5.

    ```mlir
    ascend.cross_core_wait <aiv>, 0
    ascend.cross_core_wait <aiv> pipe <MTE2>, 0
    ```

    Errors: as `ascend.cross_core_set`.
  }];
  let arguments = (ins Ascend_CoreTypeAttr:$core,
                       OptionalAttr<Ascend_PipeAttr>:$wait_pipe, I32Attr:$flag);
  let assemblyFormat = "$core (`pipe` $wait_pipe^)? `,` $flag attr-dict";
  let hasVerifier = 1;
}

def Ascend_SetFftsOp : Ascend_Op<"set_ffts", [MemoryEffects<[MemWrite]>]> {
  let summary = "set the FFTS base address (a3) before cross-core sync";
  let description = [{
    Each part of a mixed kernel on a3 sets the FFTS base address it is
    given before its first cross-core flag or FIFO operation.

    ```mlir
    ascend.set_ffts %ffts : !ascend.ffts
    ```
  }];
  let arguments = (ins Ascend_FftsType:$ffts);
  let assemblyFormat = "$ffts attr-dict `:` type($ffts)";
}

def Ascend_SubBlockIdxOp : Ascend_HwOp<"subblock_idx", "S", "std::nullopt",
    [Pure, DeclareOpInterfaceMethods<InferIntRangeInterface,
                                     ["inferResultRanges"]>]> {
  let summary = "index of the Vector sub-block running this program (0 or 1)";
  let description = [{
    Each AI core has two Vector sub-blocks; in the Cube it is 0.

    ```mlir
    %sub = ascend.subblock_idx : index
    ```
  }];
  let results = (outs Index:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

#endif // TIRPTO_DIALECT_ASCEND_IR_ASCENDCROSSCOREOPS_TD
