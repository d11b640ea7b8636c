//===- Passes.td - ascend dialect passes -------------------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_ASCEND_TRANSFORMS_PASSES_TD
#define TIRPTO_DIALECT_ASCEND_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def AscendAllocateScratch
    : Pass<"ascend-allocate-scratch", "::mlir::ModuleOp"> {
  let summary = "Give each Vector op the scratch tile its PTO instruction "
                "takes, and a tile of its own to write where it cannot run "
                "in place";
  let description = [{
    Some PTO Vector instructions take a scratch tile (`trowsum`/`trowmax`/
    `trowmin` one shaped like their source, `txor`/`txors` one shaped like
    their destination, `tsel` one 32-byte row of its destination's element
    type, where a2/a3 keep one row's compare mask), and some cannot write a tile they read
    (`tands`/`tors`/`txors`; `trecip` on a3). Each ascend Vector op knows
    which of its forms does what (`ScratchOpInterface`, read from the kind
    table AscendVectorKinds.td). For the module's arch (`ascend.arch`) this
    pass
    - gives an op whose `dst` is one of its sources, where its instruction
      cannot run in place, a new `dst` and copies that to the old one
      (`ascend.copy`);
    - gives an op that has no `tmp` the scratch tile its instruction takes.

    New buffers are `memref.alloc`s in ub at the start of the function, as
    ptoas plans tiles, so that `ascend-check-capacity` counts them like
    every other buffer and `convert-ascend-to-pto` passes them to the
    instruction. Both passes, and convert-ascend-to-pto, report an op that
    this pass has not made ready. Fails when the module has no
    `ascend.arch`.

    ```mlir
    ascend.vreduce <sum> ins(%s : memref<16x128xf32, #ub>)
                         outs(%r : memref<16x1xf32, #ub>) {dim = 1 : i64}
    // becomes
    %tmp = memref.alloc() : memref<16x128xf32, #ub>
    ascend.vreduce <sum> ins(%s : memref<16x128xf32, #ub>)
                         outs(%r : memref<16x1xf32, #ub>)
                         tmp(%tmp : memref<16x128xf32, #ub>) {dim = 1 : i64}
    ```
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def AscendMarkDynamicValid
    : Pass<"ascend-mark-dynamic-valid", "::mlir::ModuleOp"> {
  let summary = "Mark the local buffers whose tile has a run-time valid "
                "shape";
  let description = [{
    A PTO tile moves, and a gemm computes on, its *valid shape*. Where that
    changes at run time the tile is allocated with a dynamic valid shape,
    set around each move or gemm that uses part of it and the whole buffer
    otherwise. This pass records which buffers need that in their type, so
    that `convert-ascend-to-pto` derives every tile type from its buffer
    type alone: a `memref.alloc` of a local buffer

    - moved to or from a boundary region (a GM region of dynamic sizes, the
      in-bounds part of a tile, made by `ascend-clip-gm-regions`),
    - of which a leading region (its first columns, or a column vector's
      first rows: `ascend::isLeadingRegion`) is used: moved to or from GM,
      reduced or filled, or
    - that is an l0a/l0b operand of an `ascend.mmad` limited to part of its
      depth (a K tail),

    gets `#ascend.tile_space<..., valid = dynamic>` (keeping its space and
    layout), and so do the regions of it. Run it last before
    `convert-ascend-to-pto`, after the passes that make boundary regions
    and scratch tiles.

    ```mlir
    %t = memref.alloc() : memref<64x64xf32, #ascend.address_space<ub>>
    ascend.load ins(%edge : memref<?x?xf32, strided<[256, 1], offset: ?>, #gm>)
                outs(%t : memref<64x64xf32, #ascend.address_space<ub>>)
    // becomes
    %t = memref.alloc() : memref<64x64xf32, #ascend.tile_space<space = ub, valid = dynamic>>
    ```

    Errors, at the op: such a buffer carried through a loop, branch,
    select or call, or viewed (`ascend.view`: T.reshape, T.view,
    T.reinterpretcast); a view itself moved to or from a boundary region
    or a leading region of it used (a view's tile takes no run-time valid
    shape).
  }];
}

def AscendCheckCapacity : Pass<"ascend-check-capacity", "::mlir::ModuleOp"> {
  let summary = "Check that the local buffers of each kernel fit on chip";
  let description = [{
    For every function of a module in the ascend dialect, computes how many
    bytes of each local memory (l1, l0a, l0b, l0c, ub, bt, fb) its
    `memref.alloc` buffers need at the point where the most of them are
    live, and fails when that exceeds the capacity of the module's arch
    (`ascend.arch`; capacities from `ascend::getTargetInfo`, i.e.
    ascend-hardware.md §5 and ptoas-format.md §2.8).

    A buffer's size is its element count times its element width (for a
    ub buffer, of the padded tile convert-ascend-to-pto makes of it,
    `getVectorTileShape`), rounded up to the space's allocation alignment
    (32 B for l1/ub, 512 B for l0a/l0b/l0c, 64 B for bt/fb). A buffer is
    live from its first use to its last in program order (ops read or write
    whole buffers); a use inside a loop (of more than one iteration) that
    the allocation is outside of keeps it live from that loop to the end of
    the allocation's block, as ptoas 0.27's memory planner does (measured:
    it rejects two loops of 128 KiB of ub tiles each on a3). Uses through views (`memref.subview`,
    ...) count as uses of the buffer. Scratch tiles are buffers like the
    others: the pass expects the ones the Vector ops need
    (`ascend-allocate-scratch`) and reports an op that has none. This is
    the kind of bound ptoas's memory planner works to.

    The error is at the function: the space, the bytes needed, the bytes
    available on the arch, with a note at each buffer live at the peak
    (its TileLang name, from a `NameLoc`, and size). Changes nothing.
    Also fails when the module has no `ascend.arch`.
  }];
}

def AscendClipGMRegions : Pass<"ascend-clip-gm-regions", "::mlir::ModuleOp"> {
  let summary = "Make every GM copy move only the part of its region inside "
                "the tensor";
  let description = [{
    TileLang's `T.copy` moves only the part of a region that lies inside its
    tensor and zeroes the rest of the destination; a tile at the edge of a
    tensor whose extent the block size does not divide, a grid or loop that
    runs past the edge, or a misaligned offset all give regions that may
    reach past it. This pass makes each such move safe by construction: for
    every `memref.subview` of a GM tensor that `ascend.load`,
    `ascend.store` or `ascend.fixpipe` moves, it computes the range of each
    offset with MLIR's integer range analysis (loop bounds, the block index
    in `[0, blocks)` from the function's `ascend.grid`), and where
    `offset + size` may exceed the tensor's extent it replaces the static
    size by `max(0, min(size, extent - offset))`: a *boundary region*, whose
    dynamic size is the in-bounds extent and is 0 for a tile lying wholly
    past the edge (which then moves nothing). An offset the analysis cannot
    bound within ptoas's 32-bit `index` (one from a kernel argument, or the
    block index without `ascend.grid`) also gets a guard,
    `select(offset >= 0, size, 0)`, since it may even have wrapped. Before
    each load of a boundary region into ub, the buffer is zeroed, or set to
    the load's `pad` value (tilelang-ascend's `pad_value`) (`scf.if` the
    region is partial: `ascend.vdup`; a warning where the arch has no fill
    of the element type). Where the extent may be 0, the moves are
    wrapped in `scf.if` every size `> 0`, so that no DMA of 0 rows from an
    address past the tensor is issued. `convert-ascend-to-pto` turns a boundary
    region into a `pto.partition_view` of those sizes and sets the tile's
    valid shape to them around the move.

    Along a dynamic dimension of the tensor (TileLang's `T.symbolic`) the
    extent is `memref.dim` of it, in [1, 2^31 - 1] by the launch contract
    (tirpto/Support/IndexLimits.h), and the region is always clipped.

    Regions moved to or from the Cube's buffers (l1, l0c) are clipped the
    same way. The Cube computes whole tiles along M and N: the stale rows
    and columns of an M or N tail reach only accumulator rows and columns
    outside the result, which are never stored. A fixpipe of an
    accumulator into a global workspace of ascend-split-cube-vector (an
    `ascend.workspace` argument, whose region covers the whole tile) gets,
    once the regions are clipped, the in-bounds sizes of the regions its
    gemms' A (M) and B (N) operands were loaded from (the smallest, where
    several), and is skipped where one is 0; where they are not known (the
    accumulator or an operand buffer written otherwise) it stays whole.
    A hand-off of an accumulator whose columns may lie past an edge, to
    Vector cores that reduce tiles, gets a warning: a row reduction reads
    the stale columns, where TileLang's zero-filled operand gives 0. A K tail would be summed
    into every result, so each `ascend.mmad` that reads the operand (the
    gemms after its `ascend.load_l0`, up to the next load into the same
    staging buffer) gets the in-bounds K as its `depth` (the smaller of its
    two operands' when both are clipped), and is skipped where that depth
    may be 0. It is an error when the region is not computed before such a
    gemm, and when a gemm that clears its accumulator may do so on a K step
    lying wholly past the edge (the step is skipped, and the accumulator
    would never be cleared).

    Diagnostics, at the region (`memref.subview`) or the copy:
    - error: a region that lies wholly outside its tensor (a constant
      offset that is negative or at or past the extent, or an offset range
      entirely outside), naming the tensor, the dimension, the offset and
      the extent;
    - error: an offset whose known range reaches below 0 (tiles that start
      before a tensor are not supported);
    - error: a region of dynamic size this pass did not make;
    - warning, once per region at its first copy: a region that lies wholly
      past the edge for some iterations (the offset's known range reaches
      the extent), naming the tensor, the dimension and the first loop
      iteration, block id or block coordinate concerned. The copy is still
      made safe; such a region usually means the tensor is indexed with its
      dimensions swapped. (The analysis does not read `scf.if` conditions:
      a copy guarded by `if bx * 32 < M` still gets the warning.)
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def AscendSplitGemmK : Pass<"ascend-split-gemm-k", "::mlir::ModuleOp"> {
  let summary = "Run a gemm whose L0A/L0B staging does not fit in K steps";
  let description = [{
    `convert-tir-to-ascend` stages each operand of a `T.gemm` on L1
    buffers whole: an `ascend.load_l0` into an l0a/l0b staging buffer
    (`ascend.staging`) and an `ascend.mmad`. When the staging buffers of a
    function need more l0a or l0b than the arch has (TileLang kernels keep
    a 128x256 bf16 tile in L1, 64 KiB of l0a holds 128x256 f16 at most),
    this pass runs each such gemm over its K in steps: step `s` moves the
    K window `[s, s + kStep)` of each L1 operand (`ascend.load_l0` with
    offsets, `pto.textract`) and multiplies it, the first step clearing
    the accumulator as the gemm did and the others accumulating. The
    first step is peeled; the others are an `scf.for`.

    The step is the largest divisor of K that is a multiple of the Cube's
    window alignment (16, or 32 for 8-bit elements) and whose staging fits
    the space's budget: its capacity (`ascend::getTargetInfo`), less the
    l0a/l0b buffers the kernel allocates itself, shared evenly by the
    function's staging buffers. A gemm limited to a run-time depth
    (`ascend.mmad` depth, from `ascend-clip-gm-regions`) runs only the
    steps inside it, the last one limited to what is left. Gemms and
    functions whose staging fits are left alone (but see `staging-pairs`
    below); a gemm whose K has no
    such step is left for `ascend-check-capacity` to report, with a warning
    at the gemm that says why it was not split.

    With `staging-pairs=2` (the default), a split gemm's steps alternate
    between two staging pairs, the step sized so that both fit: MTE1 moves
    step `s + 1` into one pair while the Cube multiplies step `s` from the
    other, as double-buffered L0A/L0B do (`ascend-multi-buffer` leaves
    these pairs alone). Where no step leaves room for two, one pair is used.
    A gemm whose staging fits once but not twice, in a loop pipelined with
    `num_stages >= 2` (where ascend-multi-buffer could not give it a second
    version), is split into two pairs too, where a step allows; otherwise
    it is left alone.
    The loop then runs two steps per iteration (pair 1, then pair 0); with
    a depth, the second under an `scf.if` that it starts inside it.

    ```mlir
    ascend.load_l0 ins(%a : memref<128x256xbf16, #l1>) outs(%sa : memref<128x256xbf16, #l0a>)
    ascend.load_l0 ins(%b : memref<256x128xbf16, #l1>) outs(%sb : memref<256x128xbf16, #l0b>)
    ascend.mmad ins(%sa, %sb : ...) outs(%c : ...) init(%first)
    // becomes (kStep = 128)
    ascend.load_l0 ins(%a[%c0, %c0] : ...) outs(%sa2 : memref<128x128xbf16, #l0a>)
    ascend.load_l0 ins(%b[%c0, %c0] : ...) outs(%sb2 : memref<128x128xbf16, #l0b>)
    ascend.mmad ins(%sa2, %sb2 : ...) outs(%c : ...) init(%first)
    scf.for %k = %c128 to %c256 step %c128 {
      ascend.load_l0 ins(%a[%c0, %k] : ...) outs(%sa2 : ...)
      ascend.load_l0 ins(%b[%k, %c0] : ...) outs(%sb2 : ...)
      ascend.mmad ins(%sa2, %sb2 : ...) outs(%c : ...) init(%false)
    }
    ```

    Fails when the module has no `ascend.arch`, or `staging-pairs` is not
    1 or 2.
  }];
  let options = [
    Option<"stagingPairs", "staging-pairs", "unsigned", /*default=*/"2",
           "The l0a/l0b staging pairs a split gemm's K steps alternate "
           "between: 2 (MTE1 fills one while the Cube reads the other) or 1">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def AscendSplitCubeVector
    : Pass<"ascend-split-cube-vector", "::mlir::ModuleOp"> {
  let summary = "Split a kernel that mixes Cube and Vector work into a Cube "
                "part and a Vector part";
  let description = [{
    An Ascend AI core runs a Cube program (AIC) and, on its two Vector
    sub-blocks, a Vector program (AIV). A kernel whose Cube results reach
    its Vector work, or Vector results its Cube work
    (`ascend.cross_core_copy`, from a developer-mode `T.copy(C_l0c, c_ub)`
    or `T.copy(p_ub, p_l1)`), becomes three functions:

    - `@<kernel>_aic` (`ascend.part = #ascend.core_type<aic>`): the kernel
      without its Vector work, sending each Cube result and receiving each
      Vector result;
    - `@<kernel>_aiv` (`ascend.part = #ascend.core_type<aiv>`): the kernel
      without its Cube work, receiving each Cube result into its UB buffer
      and sending each Vector result;
    - `@<kernel>`: the entry, which calls both with its arguments.

    Debug output (`ascend.print`, `ascend.print_buffer`) written outside a
    section has no core; it goes to the Vector part, which sees the
    results.

    How the tiles travel (option `hand-off`):

    - `fifo`: through PTO's tile FIFO. Each part starts with an
      `ascend.initialize_pipe` whose slots fit the largest tile handed
      over; the FIFO synchronises the two cores itself. Cube results: the
      Cube part pushes (`ascend.push_to_aiv`), the Vector part pops the
      slot (`ascend.pop_from_aic`), copies or converts it into the UB
      buffer and frees it (`ascend.free_from_aic`). On a5 the fixpipe
      writes L0C into the Vector core's UB slots. On a3, where no L0C → UB
      path exists, the slots are in global memory: the kernel gets an
      argument, a workspace of `f32` of `blocks * 8 * slot_size` bytes (8
      slots per block), which the caller allocates, each block using its
      own part. Vector results (ub → l1, a5 only: a3 has no UB → L1 path):
      the Vector part pushes its tile (`ascend.push_to_aic`), which
      convert-ascend-to-pto moves into the NZ layout in UB first and the
      push moves straight into the Cube's L1 slot; the Cube part pops the
      slot (`ascend.pop_from_aiv`) and works on it in place of its l1
      buffer (L1 has no L1 → L1 move), freeing it (`ascend.free_from_aiv`)
      at the end of the hand-off's block, after every read later passes
      may move there (ascend-split-gemm-k's K windows). A FIFO used both ways
      has 4 slots each way, one way 8. ptoas reserves the slots in the
      memory of the part that pops them (ub, l1), which
      `ascend-check-capacity` counts.
    - `workspace`: through a global workspace per hand-off and cross-core
      flags, as an expert-mode kernel does it. Hand-off `i` of an `M x N`
      tile of element type `T` (the UB buffer's) gets a kernel argument
      `memref<(blocks * M) x N x T>`, which the caller allocates; block `b`
      uses rows `[b * M, (b + 1) * M)`. From l0c, the Cube part writes the
      tile there on the fixpipe (`ascend.fixpipe`, converting the
      accumulator) and sets a flag on FIX, and the Vector part waits for it
      and loads the tile on MTE2; from ub, the Vector part stores the tile
      on MTE3 and sets a flag, and the Cube part waits for it and loads the
      tile into l1. For a hand-off inside a loop the reader also tells the
      writer when it has read the workspace (a second flag, set once at the
      start so that the first write need not wait, and taken once more at
      the writer's end), on MTE2 after its load. Flags are the ids the
      kernel does not use itself; 16 exist.
    - `auto` (the default): `fifo` where it can carry every hand-off and
      its slots fit beside the kernel's buffers (their peak, unsplit) in
      ub for Cube results and in l1 for Vector results, otherwise
      `workspace` (a remark says why). It carries a hand-off from l0c of a
      tile the Vector core stores unpadded, and, on a5, a hand-off from ub
      into an l1 buffer the kernel allocates in the NZ layout and, after
      the hand-off, only reads, in the same block, with no other hand-off
      to the Cube after it in that block (the Cube holds one slot at a
      time, to the block's end), of a tile of whole NZ fractal boxes (16
      rows of 32 bytes; the rows are not split between the sub-blocks
      where the halves would not be). All hand-offs must share their
      tiles between the sub-blocks one way. The ub the fit counts includes
      the NZ tile a push to the Cube moves its tile into on a5.

    On a3 the cores' flags go through the FFTS unit: the kernel's last
    argument is the FFTS base address (`!ascend.ffts`), which each part sets
    first (`ascend.set_ffts`). Workspaces come before it, in the order of
    the hand-offs.

    Functions already split (with `ascend.part`) are left as they are.

    A kernel whose cores signal each other with cross-core flags
    (`ascend.cross_core_set` / `_wait`, expert mode) is split likewise, each
    flag in the part of the core that issues it; it has no hand-off, so no
    FIFO, and its Vector work is left as the kernel shares it out. Where
    such a kernel (sections of both cores) also hands a Cube result over,
    the hand-off goes through a workspace and the Vector part reads it
    right after its wait for the flag the Cube sets after the hand-off
    (the k-th set taken by the k-th wait, in the hand-off's block or in a
    later loop of the same iterations); with no such wait it is reported.

    A kernel with no flags of its own whose Cube and Vector work share a
    global buffer (a developer-mode `T.copy(C_l0c, workspace[...])` read
    back by `T.copy(workspace[...], c_ub)`, as tilelang-ascend's auto CV
    sync orders it) gets the flags: in the innermost block holding all the
    buffer's copies, between one core's copies and the other core's next
    ones, where either writes, the first sets a cross-core flag on the pipe
    of its last copy and the other waits for it on the pipe of its first;
    in a loop, the last core's copies precede the first core's in the next
    iteration likewise (the flag set once before the loop and taken once
    at the end), and where one core's copies both end an iteration and
    start the next they count as one run, whose neighbours are ordered if
    any of them writes. Flags are ids the kernel does not use. The buffer is then
    handed over like a workspace: the Vector rows are split by it. A kernel
    whose cores share nothing is split with no flags.

    A warning marks Cube work that uses the sub-block id, which is 0 on the
    Cube (it runs once per block, for both Vector sub-blocks).

    Errors, at the user's op: a part that would still use a buffer of the
    other core's memory (a scalar read of a UB value in the Cube's work),
    a hand-off of a tile that is not rank 2, or one the FIFO cannot carry
    with hand-off=fifo (hand-off=auto takes a workspace for it, with a
    remark), a hand-off
    under a branch or loop that depends on the sub-block id (the Cube and
    both sub-blocks take part in each), a scalar store into global
    memory (neither part owns it), in developer mode a global buffer one
    part writes and the other uses by a scalar access (nothing orders it),
    a shared global buffer whose copies by both cores sit under one op
    in different blocks of it or beside other copies of it, or under
    control that depends on the sub-block id, a workspace hand-off or
    shared global buffer with no cross-core flag left, a workspace beyond
    32-bit indices; in a kernel with flags of its own and sections of both
    cores, a Cube result handed over that no Vector wait takes (above) and
    a Vector result handed to the Cube; a cross-core wait whose flag
    the other core never sets, a set the other core never waits for, and,
    for flags used outside loops and branches, sets and waits that differ
    in number (in loops pto-run counts them as the kernel runs).
  }];
  let options = [
    Option<"handOff", "hand-off", "::mlir::ascend::HandOff",
           "::mlir::ascend::HandOff::Auto",
           "How tiles cross between the Cube and the Vector cores",
           [{::llvm::cl::values(
               clEnumValN(::mlir::ascend::HandOff::Auto, "auto",
                          "the FIFO where it can carry the tiles and its slots fit, else workspaces"),
               clEnumValN(::mlir::ascend::HandOff::Fifo, "fifo",
                          "PTO's tile FIFO (tpush / tpop; Vector results on a5 only)"),
               clEnumValN(::mlir::ascend::HandOff::Workspace, "workspace",
                          "a global workspace per hand-off and cross-core flags"))}]>
  ];
}

def AscendInferCoreType : Pass<"ascend-infer-core-type", "::mlir::ModuleOp"> {
  let summary = "Give each kernel the core it runs on, and reject kernels "
                "left mixing the cores";
  let description = [{
    Sets `ascend.core_type` on every function from the cores its ops run on
    (`PipeOpInterface::getCoreType`): `aic` when it does Cube work only
    (l1/l0 moves, mmad, fixpipe), `aiv` when it does Vector work only (ub
    moves and vector ops), and leaves scalar-only functions unmarked.

    A function that does both is an error at the function, with a note at
    the first Cube op and at the first Vector op: `ascend-split-cube-vector`,
    which runs first in the pipeline, splits every kernel that mixes the
    cores, so one left mixing them was not split. An
    `ascend.cross_core_copy` left is an error at the op.

    A function whose sections (`tir.section`: `T.Scope`, `T.Cube`,
    `T.Vector`) declared the cores of its work (`ascend.section_cores`, set
    by convert-tir-to-ascend) must do its work on one of them: a kernel
    whose only sections are Vector ones and that does Cube work, or the
    reverse, is an error at the function with a note at the first op of
    the undeclared core. (A kernel whose sections declare one core and
    that also works outside them has no `ascend.section_cores`:
    convert-tir-to-ascend lets its work outside go to the core it needs,
    as tilelang-ascend's automatic Cube/Vector combination places it.)
  }];
}

def AscendMultiBuffer : Pass<"ascend-multi-buffer", "::mlir::ModuleOp"> {
  let summary = "Give a software-pipelined loop's buffers one version per "
                "stage (T.Pipelined's num_stages)";
  let description = [{
    A loop TileLang software-pipelines (`T.Pipelined(..., num_stages=n)`,
    `ascend.num_stages` on the `scf.for`) gets up to n versions of each
    local buffer it fills, so that the loads of one iteration need not wait
    for the moves and compute of the previous one: each version is a
    `memref.alloc` of its own, and ptoas gives each its own storage (all are
    live across the loop).

    A buffer is filled by the loop when it is allocated outside the loop,
    in L1, L0A, L0B or ub (not L0C: an accumulator carries its value across
    iterations), used only inside the loop (by views and by ops whose
    memory effects are known), and the first op of the body to touch it is
    in the body's block (it runs every iteration) and writes the buffer
    itself without reading it (a load, an L1-to-L0 move, a Vector op into
    it). No iteration then reads a value an earlier one left there.

    The versions are selected by the iteration: the body is unrolled n
    times and its j-th copy uses version j mod v of each buffer (v its
    number of versions). With a constant trip count t the unrolled loop
    runs t - t mod n times n iterations and the last t mod n iterations
    follow it; with a run-time trip count the copies after the first run
    under `scf.if` (their iteration is below the upper bound). n is at most
    the trip count, and at most 8.

    The versions must fit: with the capacity model of
    `ascend-check-capacity` (`LiveBuffers.h`), each memory whose peak
    exceeds the arch's capacity takes one version from the loop with the
    most versions live at the peak, until it fits, and the loop gets a
    remark that says how many versions that memory holds. A loop whose
    buffers cannot have versions, and a pipelined loop that holds another
    one (the inner one is multi-buffered), get a remark that num_stages has
    no effect there.

    ```mlir
    scf.for %k = %c0 to %c4 step %c1 {
      ascend.load ins(%a_k : ...) outs(%a_l1 : memref<128x32xf16, #l1>)
      ascend.load_l0 ins(%a_l1 : ...) outs(%a_l0a : memref<128x32xf16, #l0a>)
      ...
    } {ascend.num_stages = 2 : i64}
    // becomes
    %a_l1_1 = memref.alloc() : memref<128x32xf16, #l1>
    %a_l0a_1 = memref.alloc() : memref<128x32xf16, #l0a>
    scf.for %k0 = %c0 to %c4 step %c2 {
      ascend.load ins(%a_k0 : ...) outs(%a_l1 : ...)      // iteration k0
      ascend.load_l0 ins(%a_l1 : ...) outs(%a_l0a : ...)
      ...
      ascend.load ins(%a_k1 : ...) outs(%a_l1_1 : ...)    // iteration k0 + 1
      ascend.load_l0 ins(%a_l1_1 : ...) outs(%a_l0a_1 : ...)
      ...
    }
    ```

    Runs after `ascend-allocate-scratch` (its scratch tiles count against
    the capacity) and before `ascend-check-capacity`. Fails when the
    module has no `ascend.arch`.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def AscendPromoteScalarSlots
    : Pass<"ascend-promote-scalar-slots", "::mlir::ModuleOp"> {
  let summary = "Turn scalar variable slots (TileLang's T.alloc_var) into SSA "
                "values";
  let description = [{
    `convert-tir-to-ascend` turns each `local.var` buffer (`T.alloc_var`) into
    a scalar slot: a one-element `memref.alloca` in no memory space, read
    and written with `memref.load` / `memref.store`. The scalar unit keeps
    such variables in registers; this pass replaces each slot by SSA values
    (mem2reg for structured control flow, which upstream mem2reg does not
    handle): a store defines the current value, a load reads it, and a
    value written inside an `scf.for`, `scf.while` or `scf.if` flows out
    of it as an extra loop-carried value or result (an `scf.while` carries
    it through its test and its body: TileLang's `while` loops over a
    `T.alloc_var` counter). A slot written inside an `scf.if` and not
    before it enters the `if` as zero.

    One rewrite pattern promotes one slot (`populatePromoteScalarSlotsPatterns`);
    the pass applies it to every slot. Errors, at the user's op: a slot used
    other than by loads and stores, a read before any write (also a loop
    whose first iteration would read an undefined value), and an access
    inside a region op other than `scf.for` / `scf.while` / `scf.if`.

    ```mlir
    %n = memref.alloca() : memref<1xi32>
    memref.store %zero, %n[%c0] : memref<1xi32>
    scf.for %i = %c0 to %c4 step %c1 {
      %v = memref.load %n[%c0] : memref<1xi32>
      %w = arith.addi %v, %one : i32
      memref.store %w, %n[%c0] : memref<1xi32>
    }
    // becomes
    %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%v = %zero) -> (i32) {
      %w = arith.addi %v, %one : i32
      scf.yield %w : i32
    }
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def AscendUpliftCountedWhile
    : Pass<"ascend-uplift-counted-while", "::mlir::ModuleOp"> {
  let summary = "Turn scf.while loops that count up to a bound into scf.for";
  let description = [{
    TileLang kernels count with `while` loops over a `T.alloc_var`
    (`i = 0; while i < n: ...; i = i + 1`), which reach this pass, after
    `ascend-promote-scalar-slots`, as an `scf.while` carrying the counter.
    Where the loop's test is `counter < bound` (signed; also `bound >
    counter`, and `<=` a constant; pure ops of the test that read none of
    the carried values, such as `n - 1`, move before the loop), every
    carried value passed on unchanged, and its body yields
    `counter + step` for a constant step > 0, one rewrite pattern
    (`populateUpliftCountedWhilePatterns`) makes it an `scf.for` over
    `index` from the counter's initial value to the bound: the counter is
    the induction variable (cast back to its type), the other values stay
    loop-carried, and the counter's result is carried too, as the body's
    last `counter + step` (the initial value when the loop does not run),
    the value the test rejected. Only `i32` and `index` counters are
    uplifted (ptoas's `index` is 32 bits), and only where the counter
    cannot wrap around: with a constant bound, the last value it reaches
    must fit `i32` (with a bound known at run time only, wrapping is
    signed overflow, undefined in TileLang's own output too). The loop
    then runs the same iterations; what changes is that the passes after
    it know the counter's range: `ascend-clip-gm-regions` proves the
    regions it indexes in bounds, and `ascend-multi-buffer` versions the
    buffers its `T.Pipelined` loops fill. Other `scf.while` loops stay as
    they are (ptoas takes them).

    ```mlir
    %r:2 = scf.while (%i = %c0_i32, %x = %f) : (i32, f32) -> (i32, f32) {
      %lt = arith.cmpi slt, %i, %c7_i32 : i32
      scf.condition(%lt) %i, %x : i32, f32
    } do {
    ^bb0(%j: i32, %y: f32):
      %z = arith.addf %y, %y : f32
      %n = arith.addi %j, %c1_i32 : i32
      scf.yield %n, %z : i32, f32
    }
    // becomes
    %r2:2 = scf.for %iv = %c0 to %c7 step %c1 iter_args(%y = %f, %k = %c0_i32) -> (f32, i32) {
      %j = arith.index_cast %iv : index to i32
      %z = arith.addf %y, %y : f32
      %n = arith.addi %j, %c1_i32 : i32
      scf.yield %z, %n : f32, i32
    }
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def AscendMaterializeDimArgs
    : Pass<"ascend-materialize-dim-args", "::mlir::ModuleOp"> {
  let summary = "Add the index arguments that carry the dynamic dimensions of "
                "each global tensor";
  let description = [{
    A kernel gets a global tensor of dynamic shape (TileLang's symbolic
    dimensions, `T.match_buffer` over `T.int32()` vars) as its pointer
    followed by one `index` argument per dynamic dimension, in order: that
    is the kernel's ABI (docs/WritingKernels.md, "Launching the output").
    This pass spells those arguments out. After each such argument of every
    function it inserts them, each marked `ascend.tensor_dim` with the
    dimension it carries, and every call passes them: a tensor the caller
    got as an argument with the caller's own dimension arguments, any other
    with its `memref.dim`s. `convert-ascend-to-pto` then finds a tensor's dimensions
    as the arguments after it, so that its type conversion is 1:1 (a 1:N
    signature conversion hands patterns the dimensions in a form that
    differs between MLIR 19 and 22); it reports a function whose arguments
    this pass has not spelled out.

    Two rewrite patterns (`populateMaterializeDimArgsPatterns`): one per
    function, then one per call. A function already spelled out is left as
    it is, so the pass may run twice.

    ```mlir
    func.func @k(%a: memref<?x64xf16, #ascend.address_space<gm>>)
    // becomes
    func.func @k(%a: memref<?x64xf16, #ascend.address_space<gm>>,
                 %a_dim0: index {ascend.tensor_dim = 0 : i64})
    ```
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

#endif // TIRPTO_DIALECT_ASCEND_TRANSFORMS_PASSES_TD
