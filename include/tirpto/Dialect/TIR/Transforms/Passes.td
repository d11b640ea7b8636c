//===- Passes.td - tir dialect passes ----------------------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_TIR_TRANSFORMS_PASSES_TD
#define TIRPTO_DIALECT_TIR_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TIRFoldAccumulatorClear : Pass<"tir-fold-accumulator-clear",
                                   "::mlir::func::FuncOp"> {
  let summary = "Fold T.clear of a gemm accumulator into the gemm's clear_accum";
  let description = [{
    The Cube cannot fill its L0C accumulator; it can only start a product
    with `init` set. This pass rewrites

    ```mlir
    tir.fill %C, %zero            // T.clear(C_local)
    tir.for ... %k = %lb to %ub step %s {
      ...
      tir.gemm %A, %B, %C         // first access to %C in the body
    }
    ```

    into a loop whose first gemm on `%C` clears on the first iteration:
    `tir.gemm %A, %B, %C clear_accum(%k == %lb)`. A zero fill directly
    followed by a gemm on the same buffer becomes `clear_accum(true)`.

    The fold applies when the fill stores zero, the next op (after pure
    scalar ops: constants, a loop bound) is the gemm or the loop, the loop provably runs at least
    once (integer range analysis: constant bounds, or bounds such as
    `ceildiv(K, 32)` of a dynamic dimension, which the launch contract makes
    at least 1), and the first op in the loop body that uses the
    buffer is a gemm accumulating into it with no `clear_accum` of its own.
    Other fills are left alone; `convert-tir-to-ascend` rejects a fill of an
    L0C buffer with a diagnostic.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def TIRExpandScans : Pass<"tir-expand-scans", "::mlir::func::FuncOp"> {
  let summary = "Expand T.cumsum / T.cummax (tir.scan) into loops";
  let description = [{
    Neither the Vector core nor PTO has a scan instruction. This pass
    rewrites each `tir.scan` into the first element (or row) copied and,
    for each later one in scan order, the previous result combined with
    the source element: `dst[k] = dst[k - 1] + src[k]` (`max` for
    `T.cummax`; `k + 1` with `reverse`).

    Down the rows of a rank-2 buffer (`dim = 0`), each step is a whole row:
    a serial loop over the rows around a `T.Parallel` nest over the
    columns, which `convert-tir-to-ascend` lowers as one vector operation
    on row windows of the tiles (`pto.subset`):

    ```mlir
    tir.scan <sum> %s, %d {dim = 0 : i64} : memref<32x64xf32, ...>, ...
    // becomes
    tir.for parallel %j = %c0 to %c64 step %c1 {      // d[0, :] = s[0, :]
      ...
    }
    tir.for serial %k = %c1 to %c32 step %c1 {
      %p = arith.subi %k, %c1 : index
      tir.for parallel %j = %c0 to %c64 step %c1 {
        %a = memref.load %d[%p, %j] : ...
        %b = memref.load %s[%k, %j] : ...
        %c = arith.addf %a, %b : f32
        memref.store %c, %d[%k, %j] : ...
      }
    }
    ```

    Along the rows (`dim = 1`) of whole buffers, the buffer is transposed
    into a temporary allocated at the start of the kernel
    (`<name>_transposed`, `tir.tile <transpose>`), scanned down its rows as
    above and transposed back.

    These vector forms apply to whole rows of buffers the kernel allocates
    (not regions of some columns, views or kernel arguments), with more than
    one row and column, of element types the Vector core adds (or takes the
    maximum of) and, for the transposed form, transposes on both arches
    (the table of AscendVectorKinds.td: this pass runs before the arch is
    chosen); the transposed form also needs its temporary and the
    transpose's scratch tile (each the buffer's size) to take at most a
    quarter of the smaller UB, so that it cannot make a kernel that fits
    overflow. Every other scan (rank-1 buffers, one row or column, regions,
    8-bit elements, ...) steps element by element: serial loops of scalar
    loads and stores, which the Vector core's scalar unit runs
    (`pto.tgetval` / `pto.tsetval`), one line after another.

    An in-place scan (`dst` is `src`) leaves the first element as it is.
    Integer scans add and compare as signed (`arith.addi`, `arith.maxsi`);
    float maxima skip NaN (`arith.maxnumf`, as the Vector core's max does
    in every form): a NaN stays only where it is a line's first element.
    A region operand that reaches past its buffer (static offsets and
    sizes) is reported, as the expansion indexes the buffer itself.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def TIRSplitColumnWindows : Pass<"tir-split-column-windows",
                                 "::mlir::func::FuncOp"> {
  let summary = "Give each column window of a buffer a buffer of its own";
  let description = [{
    Element-wise work often reads or writes a few columns of a wider buffer:
    the MHC kernels keep their packed mixes in one 64 x 24 buffer and work
    on `x_ub[i, j + 4]` in a 64 x 4 T.Parallel nest. A Vector tile has no
    row stride of its own and its operands start at 32-byte blocks, so such
    a window is not a tile.

    A rank-2 buffer the Vector core computes on whose every use is
    - a `memref.load` or `memref.store` in a T.Parallel nest at `[i, j + c]`
      (`i` a T.Parallel loop over all its rows, `j` one over N columns, `c`
      a constant; the window is its columns `[c, c + N)`), or
    - a `tir.copy` of the whole buffer from or to a global region of its
      shape (without extents or options other than `atomic_add` and the
      tuning ones),

    with windows that do not overlap (one window may be used many times),
    becomes one buffer per window (`<name>[:, c:c+N]`, rows x N). Each
    access takes its window's buffer at `[i, j]`, and each copy becomes one
    copy per window, of the global region's columns of that window. A buffer
    copied to global memory must have every column in some window (it is
    stored whole); columns of no window of a buffer only copied in are not
    copied.

    ```mlir
    tir.copy %x_g, %x_ub : memref<64x24xf32, strided<[24, 1], offset: ?>>, memref<64x24xf32, #tir.scope<"shared.dyn">>
    %v = memref.load %x_ub[%i, %j4] : memref<64x24xf32, #tir.scope<"shared.dyn">>   // %j4 = j + 4, j < 4
    // becomes
    %w = tir.alloc_buffer "x_ub[:, 4:8]" : memref<64x4xf32, #tir.scope<"shared.dyn">>
    %g = memref.subview %x[%r, 4] [64, 4] [1, 1] : ...
    tir.copy %g, %w : ...
    %v = memref.load %w[%i, %j] : memref<64x4xf32, #tir.scope<"shared.dyn">>
    ```

    Other buffers are left alone (`convert-tir-to-ascend` reports a window
    it cannot lower at the access). Only rank-2 buffers are visited; nothing
    else in the function changes.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def TIRSplitBufferStages : Pass<"tir-split-buffer-stages",
                                "::mlir::func::FuncOp"> {
  let summary = "Split Cube buffers of stages into one matrix per stage";
  let description = [{
    Manual multi-buffering allocates a Cube buffer with a leading stage
    dimension (`x_l1 = T.alloc_l1((NUM_STAGES, M, K))`) and uses one stage
    at a time (`x_l1[f, :, :]` with `f = k % NUM_STAGES`, upstream's
    `example_gemm_mix_manual.py`). PTO's Cube tiles are matrices, so a
    rank-3 buffer in l1, l0a, l0b or l0c whose every use is one whole stage
    (a `memref.subview` that fixes the first index and covers the last two
    dimensions), by ops without results or regions (`tir.copy`,
    `tir.gemm`), becomes one rank-2 buffer per stage (`<name>_stage<i>`),
    at most 8. A use of a constant stage takes its buffer; a use of a stage
    computed at run time becomes a chain of `scf.if` on the stage index,
    each branch the op on one stage's buffer (the last stage in the final
    `else`):

    ```mlir
    %s = memref.subview %x[%f, 0, 0] [1, 64, 64] [1, 1, 1] : ...
    tir.copy %a, %s : ...
    // becomes
    %is0 = arith.cmpi eq, %f, %c0 : index
    scf.if %is0 { tir.copy %a, %x_stage0 : ... } else { tir.copy %a, %x_stage1 : ... }
    ```

    Other rank-3 Cube buffers are left alone (`convert-tir-to-ascend`
    reports them at their use). Only rank-3 buffers are visited; nothing
    else in the function changes.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::memref::MemRefDialect"];
}

def TIRDistributeParallel : Pass<"tir-distribute-parallel",
                                 "::mlir::func::FuncOp"> {
  let summary = "Move serial loops out of T.Parallel nests";
  let description = [{
    A TileLang `T.Parallel` body may hold serial loops among its
    statements, as upstream's `example_mhc_post.py` does:

    ```python
    for i, j in T.Parallel(M, N):
        x[i, j] = c[i] * d[j]
        for k in T.serial(K):
            x[i, j] += a[k, i] * b[k, j]
    ```

    The Vector core computes whole tiles, one statement at a time. This
    pass splits the body of such a nest (`tir.for parallel`, one or two
    loops) into one nest per run of statements without loops and, for each
    serial (or unrolled) loop, the loop outside a nest of its body:

    ```mlir
    tir.for parallel %i ... { tir.for parallel %j ... { <x = c * d> } }
    tir.for serial %k ... {
      tir.for parallel %i ... { tir.for parallel %j ... { <x += a * b> } }
    }
    ```

    The iterations of a T.Parallel nest are independent, so the order of
    the work changes and the values do not when every buffer the body
    stores to is accessed (loaded or stored) at the same indices
    everywhere in it (the same SSA values, or the same pure computation of
    them; through no other view of it), indices that follow every loop
    index of the nest (the index, or the index plus a value the nest does
    not change). A value computed in one part and used in another, or
    computed before a loop that moves out (then in each of its
    iterations), is computed again: it must come from pure computations and
    loads of buffers the body does not write, all the way back. The nest is
    left as it is (and `convert-tir-to-ascend` reports the loop) when: a
    buffer it writes is accessed at other indices or through a view; it
    has other ops with effects (copies, synchronisation); a value to
    compute again reads a buffer it writes; a serial loop's bounds are
    computed in the nest. A 1-D nest whose only statement is a serial
    row reduction (`for j in T.serial(N): s[i] = s[i] + x[i, j]`) is left
    as well, and such a loop beside other statements gets a 1-D nest of
    its own: convert-tir-to-ascend lowers it as a row reduction. A nest
    inside a moved loop is split again where it holds serial loops.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def TIRIfConvertParallel : Pass<"tir-if-convert-parallel",
                                "::mlir::func::FuncOp"> {
  let summary = "Turn guards inside T.Parallel nests into selects";
  let description = [{
    A TileLang `T.Parallel` body may guard its work with an `if` on a value
    of the iteration (`if a[j] > 0: c[j] = a[j] else: c[j] = 0.0`). The
    Vector core computes whole tiles: it has no per-element branch, but it
    selects per element (`vcmp` + `vselect`). This pass rewrites each
    `scf.if` in the body of a nest (`tir.for parallel`, with any serial or
    parallel loops inside it) whose condition is computed in the nest into
    the same work done unconditionally, followed by selects:

    ```mlir
    scf.if %p {                              %old = memref.load %c[%j]
      memref.store %x, %c[%j]          =>    %v = arith.select %p, %x, %zero
    } else {                                 memref.store %v, %c[%j]
      memref.store %zero, %c[%j]
    }
    ```

    Every store of a branch becomes a store of `select(cond, then-value,
    else-value)` at the same buffer and indices; a branch that does not
    store there contributes the element's value before the `if` (a load).
    The results of an `scf.if` are selects of its yielded values. The other
    operations of both branches run unconditionally before the stores: they
    must be free of side effects (arith, math, loads, math externs, TIR's
    value-yielding intrinsics), which on tiles is safe (a division by zero
    in a lane the select drops is harmless).

    Left alone, and then reported by `convert-tir-to-ascend` as an `scf.if`
    in a nest: an `if` whose condition does not depend on the nest (neither
    a loop index of the nest nor computed from one: hoist it around the
    nest instead), a branch with other side effects (calls,
    synchronisation, loops), a branch that reads a buffer after storing
    to it, and branches that store different elements of one buffer (two
    places that may be one element at run time; places are compared by
    their values and computations). Nested `if`s are converted from the
    inside out. A guard on a loop index of the nest that the loop's
    constant bounds decide (`if i < d:` in a `T.Parallel(d)`, TileLang's
    guard where the tile is `d` wide) is folded first: the branch that runs
    is inlined.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def TIRExpandBitwiseReductions : Pass<"tir-expand-bitwise-reductions",
                                       "::mlir::func::FuncOp"> {
  let summary = "Write T.reduce_bitand / bitor / bitxor as loops";
  let description = [{
    Upstream TileLang's `T.reduce_bitand`, `T.reduce_bitor` and
    `T.reduce_bitxor` (`tir.reduce <bitand|bitor|bitxor>`) have no
    instruction on the Vector core, which reduces rows and columns by sum,
    max and min only. This pass writes each reduction of a rank-2 source as
    its recurrence: the first line along `dim` moved into `dst` (with
    `clear`, TileLang's default; without it every line is combined into the
    old contents), then each later line combined into it
    (`arith.andi` / `ori` / `xori`):

    - down the rows (`dim = 0`) of a whole allocated buffer into a whole
      one, for element types the Vector core combines bit by bit on both
      arches (8- and 16-bit integers: a3's and / or / xor take no others):
      a serial loop over the rows of `T.Parallel` nests over the columns,
      lowered as vector operations on row windows;
    - otherwise (along the rows, regions, kernel arguments, 32-bit
      integers): a serial loop per output element of scalar steps
      (`pto.tgetval` / `pto.tsetval`; about a hundred cycles per element in
      pto-run's cost model).

    ```mlir
    tir.reduce <bitor> %x, %o {dim = 0 : i64} : memref<16x64xi16, S>, memref<64xi16, S>
    ```

    becomes

    ```mlir
    tir.for parallel %j = %c0 to %c64 step %c1 { %o[%j] = %x[0, %j] }
    tir.for serial %i = %c1 to %c16 step %c1 {
      tir.for parallel %j = %c0 to %c64 step %c1 { %o[%j] = ori %o[%j], %x[%i, %j] }
    }
    ```

    Errors, at the op: a bitwise reduction of a source of rank 3 or more.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def TIRFoldReduceStaging : Pass<"tir-fold-reduce-staging",
                                 "::mlir::func::FuncOp"> {
  let summary = "Reduce a local buffer in place instead of through the "
                "fragment copy TileLang stages it in";
  let description = [{
    TileLang's front end reduces a shared buffer through a fragment: its
    `T.reduce_max(x_shared, m)` prints as a copy into a fresh
    `local.fragment` buffer and the reduction of that copy:

    ```mlir
    %x_frag = tir.alloc_buffer "x_frag" : memref<16x256xf32, #tir.scope<"local.fragment">>
    tir.copy %x_shared, %x_frag : ..., ...
    tir.reduce <max> %x_frag, %m : ..., ...
    ```

    On Ascend both buffers are ub tiles, and the Vector core reduces either
    in place; the copy only costs a tile move. This pass rewrites the
    reduction to read the copied buffer itself and erases the copy and the
    staging buffer, when the copy directly precedes the reduction, is a
    plain copy (no pad value, transpose or other attribute) of one shape and
    element type out of another buffer the Vector core computes on (ub: not
    global memory, not a gemm's l1 or l0c operand, whose copy to ub is the
    move the reduction needs), the reduction does not write into the
    copied buffer, and the staging buffer has no other use. The same kernel written with the reduction on the shared
    buffer (`docs/examples/reduce.mlir`) and its printed TIR
    (`docs/examples/reduce.py`) then lower alike.
  }];
}

def TIRResolveStoreAtomics : Pass<"tir-resolve-store-atomics",
                                  "::mlir::func::FuncOp"> {
  let summary = "Turn the store atomic mode (T.set_atomic) into atomic copies";
  let description = [{
    TileLang sets the chip's store atomic mode around the stores that should
    accumulate into global memory: `T.set_atomic("add", dtype)` ...
    `T.set_atomic_none()`, printed as `tir.intrin "tl.ascend_set_atomic"(%zero)
    {args = ["add"]}` and `tir.intrin "tl.ascend_set_atomic_none"()`. PTO
    has no mode: each `tstore` says whether it adds. This pass follows the
    mode in program order through each function and marks every `tir.copy`
    from a local buffer into global memory made while it is "add"
    `{atomic_add}` (what `T.tile.atomic_add` writes), then erases the mode
    changes. Other copies into global memory are left for
    `convert-tir-to-ascend` to report as they are.

    Errors, at the op: the "max" and "min" modes (PTO's `tstore` adds
    atomically, it has no atomic max or min); a store of other elements
    than the mode's typed zero names; a loop, branch or section whose body
    leaves the mode other than it found it (the mode of the copies after it
    would depend on the path, the iteration or the core: set and clear it
    inside the body, or around it).
  }];
}

def TIRExpandVectorRegisters : Pass<"tir-expand-vector-registers",
                                    "::mlir::func::FuncOp"> {
  let summary = "Hold T.simd vector registers in ub buffers";
  let description = [{
    TileLang's register-level vector ops (`T.simd.vld`, `T.simd.vadd`,
    `T.simd.vsts`, ... inside `T.SimdVF()`) are imported as upstream
    `vector` dialect ops on registers of type `vector<L x T>` (L lanes of
    T: 64 f32, 128 f16 or bf16). PTO assembly has no vector registers: it
    computes on tiles. This pass holds each register in a 1 x L ub buffer
    (`vreg<N>`, allocated at the start of the kernel) and turns each op on
    registers into the tile op on those buffers:

    | register op | becomes |
    |---|---|
    | `vector.load %buf[%i, %c]` (T.simd.vld) | `tir.copy` of the lanes `buf[i, c:c+L]` into the register |
    | `vector.store %v, %buf[%i, %c]` (T.simd.vsts) | `tir.copy` of the register into those lanes |
    | `arith.addf` / `subf` / `mulf` / `divf` / `maximumf` / `minimumf` (and the integer forms) | `tir.tile <add>` / `<sub>` / `<mul>` / `<div>` / `<max>` / `<min>` |
    | `math.exp` / `log` / `sqrt` / `rsqrt` / `absf` | `tir.tile <exp>` / `<ln>` / `<sqrt>` / `<rsqrt>` / `<abs>` |
    | `arith.extf` / `truncf` / `sitofp` / `fptosi` (T.simd.vcvt) | `tir.tile <cast>` |
    | `vector.broadcast` of a scalar, a splat constant (T.simd.vdup) | `tir.fill` |
    | `vector.reduction <add>` / `<maximumf>` / `<minimumf>` (T.simd.vcadd / vcmax / vcmin) | `tir.reduce` of the row into one element, read |
    | `vector.extract %v[k]` | `memref.load` of lane k |

    ```mlir
    %x = vector.load %x_ub[%i, %c] : memref<16x128xf32, #tir.scope<"shared">>, vector<64xf32>
    %y = arith.mulf %x, %x : vector<64xf32>
    vector.store %y, %y_ub[%i, %c] : memref<16x128xf32, #tir.scope<"shared">>, vector<64xf32>
    // becomes
    %vreg1 = tir.alloc_buffer "vreg1" : memref<1x64xf32, #tir.scope<"shared">>   // at the kernel's start
    %vreg0 = tir.alloc_buffer "vreg0" : memref<1x64xf32, #tir.scope<"shared">>
    %w = memref.subview %x_ub[%i, %c] [1, 64] [1, 1] : ...
    tir.copy %w, %vreg0 : ...
    tir.tile <mul> ins(%vreg0, %vreg0 : ...) outs(%vreg1 : ...)
    %v = memref.subview %y_ub[%i, %c] [1, 64] [1, 1] : ...
    tir.copy %vreg1, %v : ...
    ```

    A load or store of a rank-1 buffer moves a window of its lanes through
    a rank-1 view of the register (`tir.view`). The lanes of a row are one
    row of a ub tile, which `convert-ascend-to-pto` windows with
    `pto.subset` at the lanes' column.

    `arith.fptosi` casts with truncation (`{mode = #tir.cast_mode<trunc>}`).
    Lanes at constant indices that start a run of L in the buffer's
    row-major order are a whole row of the buffer seen as rows of L lanes
    (`tir.view`), where that view is unpadded.

    Reported at the op: registers of other shapes (rank other than 1,
    scalable) or of elements other than integers and floats of whole bytes,
    registers carried into a region (function or loop-carried arguments),
    loads and stores of anything but whole ub buffers of rank 1 or 2, lanes
    at a negative constant index or reaching past their row, the first
    lanes of a buffer at indices 0 where it is not rows of L lanes (the run
    would read as the first columns of a one-row buffer), and every other
    op on registers: masked selects, lane permutations and the other
    `T.simd` ops that have no tile form here. A register op nothing uses
    gets a warning (a name rebound inside a loop is a new register of the
    iteration) and is not computed.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def TIRExpandElementAtomics : Pass<"tir-expand-element-atomics",
                                   "::mlir::func::FuncOp"> {
  let summary = "Sum T.atomic_add's updates of a global element, then add "
                "them with one atomic store";
  let description = [{
    TileLang's `T.atomic_add(dst[i], v)` (`tir.atomic <add>`) adds `v` into
    one element of global memory atomically. Upstream's
    `example_atomic.py` has every thread of a `T.SimtVF` region add 1.0
    into one counter:

    ```python
    with T.Kernel(num_blocks), T.SimtVF(threads=threads):
        for _ in T.Parallel(threads):
            T.atomic_add(counter[0], 1.0)
    ```

    PTO adds into global memory with a store (`tstore` with `atomicType =
    atomic_add`), a tile at a time. For an update in a `T.Parallel` nest,
    this pass gives the updates a ub buffer (`<dst>_atomic`, filled with 0
    before the nest) with one dimension per loop of the nest the element's
    indices follow (an index that is the loop's index, plus a value
    computed before the nest), or, when they follow none, one element:
    the update becomes `acc[...] += v` at the loops' indices, which
    `convert-tir-to-ascend` lowers as element-wise work or, over the loops
    not followed, as row, column or whole-tile sums. After the nest one
    `tir.copy {atomic_add}` adds the buffer into the region of `dst` the
    updates reach (its offsets the values the indices add to the loop
    indices). For the counter above:

    ```mlir
    %acc = tir.alloc_buffer "counter_atomic" : memref<1xf32, #tir.scope<"shared.dyn">>
    tir.fill %acc, %zero : memref<1xf32, #tir.scope<"shared.dyn">>
    tir.for parallel %i = %c0 to %c256 step %c1 {
      <acc[0] = acc[0] + v>
    }
    %e = memref.subview %counter[0] [1] [1] : ...
    tir.copy %acc, %e {atomic_add} : ...
    ```

    Upstream's `atomic_add_program` test (each block adds its tile of A
    into B) becomes a buffer of the tile's shape stored element-wise and
    one atomic copy of the tile. An update outside a nest fills a
    one-element buffer with `v` and adds it. Blocks still add atomically,
    one store each; within a block the sums are the Vector core's, in its
    order, rather than one addition per thread (for floats the rounding
    can differ from a thread-by-thread sum; integer sums are the same).

    Indices and offsets the nest does not change (values computed before
    it, or pure computations of such values in its body, as the importer
    writes constants) are computed again before the nest for the region.
    A guarded add (`if i < n: T.atomic_add(dst[0], x[i])`: an `scf.if`
    without else branch right inside a loop of the nest, whose branch only
    computes the value, with pure ops and loads, on a condition the nest
    changes; one it does not change is reported: move the `if` around the
    nest) adds `select(c, v, 0)`:
    the branch's values are computed in the nest and the guard is gone,
    as tir-if-convert-parallel does for guarded stores.

    Errors, at the op: `T.atomic_max` / `T.atomic_min` (PTO's tstore adds
    atomically, it has no atomic max or min); a destination outside global
    memory; element types the tstore does not add atomically (it adds i8,
    i16, i32, f16, bf16 and f32 on both arches; the Vector core's sums of a
    nest take fewer: `convert-tir-to-ascend` reports an i8 nest at the
    op); an update in a Cube section; an update under another branch or a
    loop inside a nest, or in a nest that also holds a serial loop
    (`tir-distribute-parallel` could not move it); an index that is
    neither the same in every iteration nor a loop index plus such a
    value; indices that follow the loops in another order than the nest's;
    a followed loop that does not count from 0 by 1 to a constant. Only
    the atomics change.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def TIRResolveDeqScale : Pass<"tir-resolve-deq-scale",
                              "::mlir::func::FuncOp"> {
  let summary = "Apply the deq scale (T.set_deq_scale) to int32 -> float16 "
                "conversions";
  let description = [{
    tilelang-ascend's `T.set_deq_scale(scale)` sets the Vector core's
    dequantisation scale, a float16 register: the chip's int32 -> float16
    conversion (`vconv_deq`) multiplies by it. It is printed as
    `tir.intrin "tl.ascend_set_deq_scale"(%scale)`. PTO has no such state:
    its `tcvt` sets the scale to 1 itself. This pass follows the scale in
    program order through each function (a section passes it on: the
    register is the Vector core's, which keeps it) and rewrites every
    whole-buffer int32 -> float16 conversion the Vector core makes while it
    is other than 1 (`tir.copy` between ub buffers or between global memory
    and ub, `tir.tile <cast>`) into the conversion to float32, in a ub
    temporary of the source's shape (`<buffer>_deq`, one per kernel and
    shape), a multiplication by the scale as the register holds it (rounded
    to float16) and the conversion to float16 (with the cast's mode):

    ```mlir
    tir.intrin "tl.ascend_set_deq_scale"(%s) : (f32) -> ()
    tir.copy %a_ub, %b_ub : memref<16x16xi32, ...>, memref<16x16xf16, ...>
    ```

    becomes

    ```mlir
    %a_ub_deq = tir.alloc_buffer "a_ub_deq" : memref<16x16xf32, ...>
    tir.copy %a_ub, %a_ub_deq
    tir.tile <mul> ins(%a_ub_deq) scalar(%s') outs(%a_ub_deq)
    tir.copy %a_ub_deq, %b_ub
    ```

    A copy's pad value moves to the copy into the temporary, its atomic add
    to the copy out of it, its cache hints to the one that touches global
    memory. The scale changes are then erased. Scales are compared as the
    float16 the register holds, so setting the same constant again changes
    nothing, and a constant scale is made anew where it is used. The
    product is rounded to float32, then to float16: it can differ from the
    exactly rounded product by one float16 step, and a directed cast mode
    (floor, ceil, trunc) applies to the float32 product, not to the exact
    one (the chip's own conversion, whose internal precision is not
    documented, ignores the mode). A scale of 1 leaves the conversions as
    they are. Copies out of a T.gemm's accumulator (or a view of it)
    convert in the fixpipe, which the scale does not scale; they are left
    alone.

    Errors, at the op: a scale that is not a float; a scale set in a Cube
    section; an int32 -> float16 conversion of an element inside a
    `T.Parallel` nest while the scale is not 1 (write it as a whole-buffer
    conversion); a scaled conversion on a copy that transposes, is split
    between the sub-blocks or applies the fixpipe's ReLU; a scaled
    conversion outside the region (a section, a vector function) that
    computes its non-constant scale; a loop or branch whose body leaves the
    scale other than it found it (the conversions after it would scale by
    the path or the iteration taken).
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def TIRStageGlobalParallel : Pass<"tir-stage-global-parallel",
                                  "::mlir::func::FuncOp"> {
  let summary = "Stage T.Parallel nests on global memory through ub buffers";
  let description = [{
    Upstream TileLang's `T.SimtVF` examples compute element-wise on global
    memory directly:

    ```python
    with T.Kernel(1) as _, T.SimtVF(threads=128):
        for i in T.Parallel(N):
            C[i] = A[i] + B[i]
    ```

    The Vector core computes on ub tiles only. This pass rewrites such a
    nest (one or two `tir.for parallel` loops from 0 with constant
    extents, inside a `tir.kernel`) into chunks: for each chunk, the regions
    of the global buffers it reads are copied into ub buffers
    (`tir.alloc_buffer` of scope `shared`, named `<buffer>_staged`), a nest
    over the chunk computes on them, and the regions it writes are copied
    back (`tir.copy`):

    ```mlir
    tir.for serial %c = %c0 to %chunks step %c1 {
      %start = arith.muli %c, %chunk
      %a = memref.subview %A[%start] [chunk] [1]
      tir.copy %a, %A_staged
      ...
      tir.for parallel %i = %c0 to %chunk step %c1 { ... %A_staged[%i] ... }
      tir.copy %C_staged, %c
    }
    ```

    A global buffer is staged when every access to it in the nest uses the
    same indices (the same SSA values, or the same pure computation of
    them: `bx * 32 + i` written twice), each a value the nest does not
    change (defined outside it, or computed in it from such values by pure
    ops, which are then computed again before the regions; a fixed index
    comes before the loop dimensions: `x[row, j]`) or a loop index of the
    nest plus such a value, the loop indices in the nest's order, and its
    elements are whole bytes. A buffer the nest only reads may skip loops
    (`base[j]` in an `(i, j)` nest: staged along `j`, the same for every
    `i`); one it writes follows every loop. A read of one element at
    indices the nest does not change (`scale[0]`) stays a scalar read of
    global memory (its indices computed before the nest), unless the nest
    writes that buffer; so does a buffer only read whose chunk is one
    element (`w[bx, i]` when a chunk is one row). A nest with any
    other access to global memory (a transposed or computed index, a loop
    index used twice, a copy), or whose constant offsets take it past a
    tensor's static extent, is left as it is (`convert-tir-to-ascend` then
    reports it). A
    buffer the nest reads, or stores to under a branch or loop (which may
    skip elements), is copied in; one it stores to is copied out. The
    chunk takes whole rows of the inner loop where they fit: every staged
    buffer gets `budget / (the staged buffers' element bytes)` elements,
    rounded down to a power of two (at least 32); a nest that also indexes
    local buffers by its loop indices is staged in one chunk. A chunk that does not divide its loop
    reaches past the loop's end; that is done only where the loop covers
    the whole dimension of every buffer it indexes (the last chunk's
    regions then reach past the tensor, and `ascend-clip-gm-regions` clips
    its copies at the edge), else the nest is left as it is.
  }];
  let options = [
    Option<"budget", "budget", "int64_t", /*default=*/"32768",
           "ub bytes for one chunk of all the staged buffers (positive)">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

#endif // TIRPTO_DIALECT_TIR_TRANSFORMS_PASSES_TD
