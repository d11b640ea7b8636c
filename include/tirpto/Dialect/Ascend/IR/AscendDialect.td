//===- AscendDialect.td - the ascend dialect ---------------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_ASCEND_IR_ASCENDDIALECT_TD
#define TIRPTO_DIALECT_ASCEND_IR_ASCENDDIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def Ascend_Dialect : Dialect {
  let name = "ascend";
  let cppNamespace = "::mlir::ascend";
  let summary = "Ascend NPU hardware: memory spaces, data paths, pipes, checked";
  let description = [{
    The `ascend` dialect models the Ascend AI Core as the hardware exposes it:
    one op per hardware data path or compute unit, the memory space of every
    operand in its memref type, and every hardware rule in a verifier.

    What goes here:
    * memory spaces as `#ascend.address_space<gm|l1|l0a|l0b|l0c|ub|bt|fb>` on
      memrefs;
    * DMA ops per path (`ascend.load` GM→L1/UB on MTE2, `ascend.load_l0`
      L1→L0A/L0B on MTE1, `ascend.fixpipe` L0C→GM/L1/UB on FIX,
      `ascend.store` on MTE3, `ascend.copy`), the Cube `ascend.mmad`, and the
      block index and count;
    * the target: module attribute `ascend.arch = #ascend.arch<a3|a5>`,
      function attribute `ascend.core_type = #ascend.core_type<aic|aiv|mix>`.

    Every op reports the pipe it is issued on and the core that runs it
    through `PipeOpInterface`. Verifiers check operand spaces, element types,
    shapes and the legal data-path table of the module's arch (one table, in
    `AscendTarget.h`, from ../shared/reference/ascend-hardware.md §1.3 and §5).

    What does not go here: TileLang's storage scopes (tir dialect) and PTO's
    tile layouts (pto dialect).

    Discardable attributes: `ascend.arch` (module), `ascend.core_type`,
    `ascend.section_cores` (function: an array of `#ascend.core_type`, the
    cores the kernel's `tir.section`s declare), `ascend.part` (function: a
    `#ascend.core_type`, aic or aiv: the Cube or Vector part of a mixed
    kernel, made by `ascend-split-cube-vector`),
    `ascend.grid` (function: the TileLang launch grid; the kernel is launched
    on the product of its extents), `ascend.num_stages` (`scf.for`: the
    software-pipelining depth requested by `T.Pipelined`), `ascend.versions`
    (an integer >= 1 on a buffer allocation: the versions
    `T.annotate_buffer_versions` asks for it, which `ascend-multi-buffer`
    gives it in the loop that fills it), `ascend.staging`
    (unit, on a `memref.alloc` in l0a/l0b: the staging buffer through which
    gemm operands go from l1 to the Cube, shared by every gemm of the
    function that stages operands of its type), `ascend.placement` (an
    `#ascend.placement` on a buffer allocation of the tir dialect: where
    `tir-place-buffers` put it), `ascend.workspace` (unit, on a kernel
    argument in gm: a global workspace `ascend-split-cube-vector` added to
    hand tiles between the Cube and the Vector cores; only the compiler
    reads and writes it), `ascend.tensor_dim` (an integer `d` on an `index`
    argument: dimension `d`, dynamic, of the global tensor argument before
    the run of such arguments it is in; `ascend-materialize-dim-args` adds
    them, the kernel ABI's dimension arguments), `ascend.edge_guard` (unit,
    on an `scf.if` without else or results: the
    guard `ascend-clip-gm-regions` puts around a move or gemm whose region
    may lie wholly past a tensor's edge; where it is false, the elements the
    move would have written are past the edge, undefined in TileLang, so
    `ascend-multi-buffer` counts a guarded move as a fill of its buffer).
  }];
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let dependentDialects = ["::mlir::memref::MemRefDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
  let extraClassDeclaration = [{
    static constexpr ::llvm::StringLiteral kArchAttrName = "ascend.arch";
    static constexpr ::llvm::StringLiteral kCoreTypeAttrName = "ascend.core_type";
    static constexpr ::llvm::StringLiteral kSectionCoresAttrName = "ascend.section_cores";
    static constexpr ::llvm::StringLiteral kPartAttrName = "ascend.part";
    static constexpr ::llvm::StringLiteral kGridAttrName = "ascend.grid";
    static constexpr ::llvm::StringLiteral kNumStagesAttrName = "ascend.num_stages";
    static constexpr ::llvm::StringLiteral kVersionsAttrName = "ascend.versions";
    static constexpr ::llvm::StringLiteral kStagingAttrName = "ascend.staging";
    static constexpr ::llvm::StringLiteral kNestScratchAttrName = "ascend.nest_scratch";
    static constexpr ::llvm::StringLiteral kWorkspaceAttrName = "ascend.workspace";
    static constexpr ::llvm::StringLiteral kTensorDimAttrName = "ascend.tensor_dim";
    static constexpr ::llvm::StringLiteral kEdgeGuardAttrName = "ascend.edge_guard";
  }];
}

class Ascend_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Ascend_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

class Ascend_Op<string mnemonic, list<Trait> traits = []>
    : Op<Ascend_Dialect, mnemonic, traits>;

#endif // TIRPTO_DIALECT_ASCEND_IR_ASCENDDIALECT_TD
