//===- Passes.td - pto dialect passes ----------------------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_PTO_TRANSFORMS_PASSES_TD
#define TIRPTO_DIALECT_PTO_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def PTOVerifyModule : Pass<"pto-verify-module", "::mlir::ModuleOp"> {
  let summary = "Check ptoas's module-level rules";
  let description = [{
    The rules ptoas enforces on a whole module rather than on one op
    (ptoas-format.md §3, §5, §6, §4.12), which op verifiers cannot see:

    * the entry function (the `pto.entry` function, or the only function
      definition) returns nothing; no function is recursive;
    * level 3 is all or nothing: when any `pto.alloc_tile` has an `addr` or a
      `pto.tassign` appears, every `pto.alloc_tile` has an `addr`;
    * the tile FIFO: a slot buffer reserved and initialised in one kernel is
      initialised by the peer that imports it too; the `split` of the pushes
      and pops of one direction agree; an explicit `nosplit` agrees with the
      splits used.

    A module that is not PTO IR yet (it carries `ascend.arch` or holds a
    `tir` or `ascend` op) is left alone. `pto-opt` runs these checks after its passes unless
    `--pto-module-checks=false`. Fails with an error at the offending op and
    changes nothing.
  }];
}

def PTOSinkAllocTiles : Pass<"pto-sink-alloc-tiles", "::mlir::ModuleOp"> {
  let summary = "Allocate each tile past the loops before its first use";
  let description = [{
    Moves every `pto.alloc_tile` without an `addr` that has a loop between
    it and the first op of its block using the tile (itself, or an op
    nested in it) just past the last such loop, after the tiles moved there
    before it, so that ptoas can place tiles that are not live together in
    the same memory.

    ptoas's memory planner (PlanMemory, ptoas 0.27) starts a tile's life at
    the first op that writes it or at the start of any `scf.for` the tile is
    live across, liveness counting from the allocation: a tile allocated
    above a loop and used after it is live across the loop, even where the
    loop does not touch it. A kernel whose tiles are all allocated at the top
    of the function, above its first loop, gets no reuse at all: every tile
    has its own space, and a kernel that fits with reuse is rejected
    (`docs/examples/rope.mlir` on a3 needed the sum of its 20 vec tiles,
    208896 bytes). Allocated past the loops, each tile lives from there.

    Tiles with an `addr` (level 3, placed by the user) stay where they are.
    Changes no tile's contents: every use still follows its allocation.
  }];
}

def PTOVerifyContract : Pass<"pto-verify-contract", "::mlir::ModuleOp"> {
  let summary = "Check that a module is PTO output ptoas can take";
  let description = [{
    The output contract of `tir-to-pto-pipeline` (ARCHITECTURE.md §7): the
    module carries `pto.target_arch` and holds only `func.func` definitions
    (no declarations, no nested modules); inside them only `func`, `arith`,
    `scf` and `pto` ops (no `unrealized_conversion_cast`, and no
    floating-point `arith.addf`, which ptoas 0.27 cannot lower, and no NaN
    or infinite float constant, which it prints as `NaN.0f` / `Inf.0f`);
    functions take
    only `!pto.ptr` and scalar arguments and return nothing or scalars; and
    the module keeps the rules of `pto-verify-module`. Fails with one error
    per offending op (naming a `tir.` or `ascend.` op that survived the
    lowering) and changes nothing.
  }];
}

def PTOVerifyBounds : Pass<"pto-verify-bounds", "::mlir::ModuleOp"> {
  let summary = "Prove that every partition view stays inside its tensor view";
  let description = [{
    For each `pto.partition_view` and each dimension, tries to prove from
    what the module states that `0 <= offset` and `offset + size <= extent`
    (the extent is the `shape` operand of the `pto.make_tensor_view` the
    partition is taken from), or that the size is 0. Ranges come from MLIR's
    integer range analysis: constants, `scf.for` bounds, and
    `pto.get_block_idx` in `[0, blocks)` where the function has a
    `tirpto.grid` (the launch grid tirpto records; without one the block
    index is only known to be below 2^31 - 1). A size of the form
    `max(min(s, extent - offset), 0)` (what `ascend-clip-gm-regions` makes
    at a tensor's edge) is in bounds by construction, as is `c` times such
    a clip of `(extent - offset) / c` (a clipped count of slices of a
    rank-3 region times the rows of each), and so is one guarded
    by `select(offset >= 0, ·, 0)` below.

    Each dimension it cannot prove gets a warning at the partition view
    with the offset, size and extent ranges (an error with `strict`, which
    also makes the pass fail). Works on any `.pto` file pto-opt reads, e.g.
    `pto-opt --pto-verify-bounds kernel.pto`. Does not follow a pointer moved
    by `pto.addptr` back to its argument. Changes nothing.
  }];
  let options = [
    Option<"strict", "strict", "bool", /*default=*/"false",
           "Report unproven partitions as errors and fail">
  ];
}

def PTOInsertSync : Pass<"pto-insert-sync", "::mlir::ModuleOp"> {
  let summary = "Order the pipes of a core with set/wait flags and barriers";
  let description = [{
    Makes a function's intra-core synchronisation explicit, so that ptoas
    runs without `--enable-insert-sync` (which emits none of its own then).
    Two accesses to one tile's storage or one global tensor, one of them a
    write (or both reads of an accumulator, as ptoas orders them), issued
    on two pipes of a core (each op's `PipeOpInterface` pipe; `load_scalar`
    / `store_scalar` on `PIPE_S`) are a hazard; the pass orders it with
    `pto.set_flag[X, Q, e]` and `pto.wait_flag[X, Q, e]` (X the earlier
    pipe, Q the later; placement below), or `pto.barrier Q` before the
    later access when both are on Q. The
    scalar pipe, and the Vector pipe on a5 (whose backend rejects its
    barrier), keep their instructions in order and need none.

    * Hazards carried around a loop (a tile read at the end of one
      iteration and refilled at the start of the next) and through either
      branch of an `scf.if` are covered: the analysis joins the states of
      both branches (of every case of an `scf.index_switch`) and iterates
      a loop until its state stops growing; an `scf.while` exits from its
      `before` region. Ops with regions it does not know are taken to run
      them in any order, any number of times.
    * A flag orders everything its source pipe had finished, so chains of
      flags are not repeated (MTE2 -> V then V -> MTE3 orders MTE2 before
      MTE3).
    * Storage: a tile is its `alloc_tile` (through `subset`, `bitcast`,
      `treshape`), a popped FIFO tile its own; tiles of one location that
      are not live at once may share an address under ptoas's memory
      planner (the liveness model of `ascend-check-capacity`, a tile used
      in a loop taken as freed at the loop's end), so they are
      treated as one; with addresses of the kernel's own (level 3), every
      two tiles of a location are. Global tensors are the kernel's pointer
      arguments, which ptoas takes as distinct; a pointer carried through
      a loop or a branch, and the arguments of a function some call passes
      one value twice, may be any of them.
    * The wait goes right before the later access; the set right after
      the last access it orders where that is in the same block (so the
      earlier pipe runs ahead). A hazard carried around an `scf.for`
      (made only by the previous iteration or before the loop) gets a
      flag carried around it, as ptoas places them: set after the
      iteration's last access it orders, waited for before the body op
      holding the later access, set once before the loop and waited for
      once after it. Otherwise (a loop that may call a function, no id
      free for the whole loop, an op that may call between the accesses)
      the set goes right before the wait. Flags of one pipe pair whose
      spans overlap take different event ids, none the module's own
      flags use for that pair (nor any id of a `record_event`; a barrier
      of all pipes where none is left); carried flags leave one id of
      each pair free for the flags inside their loop. The kernel's own
      flags and barriers stay; barriers count, flags are not relied on.
    * A `pto.section.cube` / `.vector` runs on one core: it starts with
      nothing in flight (a `pto.barrier <PIPE_ALL>` before it where
      needed) and ends with one.
    * Before a `func.call`, and before a function returns, a
      `pto.barrier <PIPE_ALL>` where anything may still be in flight.

    `tir-to-pto-pipeline{sync=tirpto}` runs it last; `pto-opt
    --pto-insert-sync kernel.pto` runs it on any `.pto` that leaves its
    synchronisation to ptoas.
  }];
  let dependentDialects = ["::mlir::pto::PTODialect"];
}

def PTOVerifySync : Pass<"pto-verify-sync", "::mlir::ModuleOp"> {
  let summary = "Check that a function's flags and barriers order its pipes";
  let description = [{
    Checks the intra-core synchronisation a function carries, by the model
    of `pto-insert-sync` with the function's own `set_flag` / `wait_flag`
    pairs and barriers followed: works on tirpto's output with
    `sync=tirpto`, on hand-written `.pto`, and on PTO IR that ptoas's own
    sync insertion produced. Each of these is an error at the op:

    * a hazard no flag or barrier covers: an access (a read, or a write)
      on one pipe of storage that an earlier access on another pipe may
      still be touching, one of them a write (or both reads of an
      accumulator), with no `set_flag` issued after the earlier one whose
      `wait_flag` comes before the later one; or on one pipe with no
      `pto.barrier` of it between them (none is needed on `PIPE_S`, nor on
      a5's Vector pipe); a note points at the earlier access. Loops are
      followed around (a hazard with the previous iteration counts), and
      branches on every path;
    * a `wait_flag` that no `set_flag` has set on every path to it (the
      pipe would wait forever);
    * a `set_flag` of an event still set (an event id reused while live);
    * a `set_flag` never waited for before the function returns (it stays
      set into the next kernel);
    * a `pto.barrier` a5 rejects (`PIPE_V`);
    * a `func.call`, the start or end of a section, or the return of a
      function that is called, while accesses may still be in flight.

    Flags with a run-time event id (`set_flag_dyn`) are not followed: the
    hazards they order are reported. Tiles ptoas's memory planner may
    place at one address count as one storage, as in `pto-insert-sync`.
    `tir-to-pto-pipeline{sync=tirpto}` runs it on its own output. Changes
    nothing.
  }];
}

#endif // TIRPTO_DIALECT_PTO_TRANSFORMS_PASSES_TD
