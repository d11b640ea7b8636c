//===- ResolveStoreAtomics.cpp - T.set_atomic into atomic copies ----------===//
//
// The tir-resolve-store-atomics pass: see its description in Passes.td.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/TIR/IR/TIR.h"
#include "tirpto/Dialect/TIR/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

namespace mlir::tir {
#define GEN_PASS_DEF_TIRRESOLVESTOREATOMICS
#include "tirpto/Dialect/TIR/Transforms/Passes.h.inc"
} // namespace mlir::tir

using namespace mlir;
using namespace mlir::tir;

namespace {

/// Follows the store atomic mode through a function in program order: the
/// copies into global memory made while it is "add", and the mode changes.
/// A mode is the element type an "add" accumulates (its typed zero's), or
/// null when stores overwrite.
struct AtomicMode {
  SmallVector<CopyOp> atomicCopies;
  SmallVector<IntrinOp> changes;
  bool ok = true;

  /// Walks `block` entered with `mode`; returns the mode at its end.
  Type walk(Block &block, Type mode) {
    for (Operation &op : block) {
      if (auto intrin = dyn_cast<IntrinOp>(op)) {
        std::optional<Intrinsic> id = getIntrinsic(intrin);
        if (id == Intrinsic::SetAtomic) {
          StringRef kind = cast<StringAttr>(intrin.getArgsAttr()[0]).getValue();
          if (kind != "add") {
            intrin.emitOpError("sets the store atomic mode '")
                << kind << "', which PTO has no form of: its tstore adds "
                << "atomically (atomicType), it has no atomic max or min";
            ok = false;
          }
          changes.push_back(intrin);
          mode = intrin.getOperand(0).getType();
          continue;
        }
        if (id == Intrinsic::SetAtomicNone) {
          changes.push_back(intrin);
          mode = Type();
          continue;
        }
      }
      // A store from a local buffer into global memory adds while the mode
      // is "add" (other copies into global memory are reported as they are
      // by convert-tir-to-ascend); it adds the elements the mode was set
      // for.
      if (auto copy = dyn_cast<CopyOp>(op);
          copy && mode &&
          getScopeClass(copy.getTarget().getType()) == ScopeClass::Global &&
          getScopeClass(copy.getSource().getType()) != ScopeClass::Global &&
          !copy.getPadValue()) {
        Type stored = copy.getTarget().getType().getElementType();
        if (stored != mode) {
          copy.emitOpError("stores ")
              << stored << " elements into global memory while the store "
              << "atomic mode adds " << mode
              << " ones (T.set_atomic's type): set the mode for the "
                 "type stored";
          ok = false;
        }
        atomicCopies.push_back(copy);
      }
      // A region that runs once, unconditionally (a kernel, a
      // vector-function scope), passes its mode on; a loop's or a branch's
      // body, and a section (its code runs on one core, whose mode it is),
      // must leave the mode as it found it.
      bool once =
          op.getNumRegions() == 1 && op.getRegion(0).hasOneBlock() &&
          !isa<ForOp, SectionOp, LoopLikeOpInterface, RegionBranchOpInterface>(
              op);
      if (once) {
        mode = walk(op.getRegion(0).front(), mode);
        continue;
      }
      for (Region &region : op.getRegions())
        for (Block &nested : region) {
          size_t before = changes.size();
          if (walk(nested, mode) == mode)
            continue;
          InFlightDiagnostic diag =
              op.emitOpError("leaves the store atomic mode changed in its "
                             "body: the copies after it would add or not by "
                             "the path, the iteration or the core (a "
                             "section's) taken; set and clear the mode "
                             "inside its body, or around it");
          for (IntrinOp change : ArrayRef(changes).drop_front(before))
            diag.attachNote(change.getLoc()) << "changed here";
          ok = false;
        }
    }
    return mode;
  }
};

struct TIRResolveStoreAtomicsPass
    : tir::impl::TIRResolveStoreAtomicsBase<TIRResolveStoreAtomicsPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return;
    AtomicMode mode;
    mode.walk(func.getBody().front(), /*mode=*/Type());
    if (!mode.ok)
      return signalPassFailure();
    IRRewriter rewriter(&getContext());
    for (CopyOp copy : mode.atomicCopies)
      rewriter.modifyOpInPlace(copy, [&] { copy.setAtomicAdd(true); });
    for (IntrinOp change : mode.changes)
      rewriter.eraseOp(change);
  }
};

} // namespace
