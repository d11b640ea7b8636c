//===- AllocateScratch.cpp - the ascend-allocate-scratch pass -------------===//
//
// Gives each Vector op the scratch tile its PTO instruction needs, and a
// tile of its own to write where the instruction cannot run in place
// (ScratchOpInterface). See the pass description in Passes.td.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/Ascend/Transforms/Passes.h"
#include "tirpto/Support/BufferPlacement.h"
#include "tirpto/Support/LLVMCompat.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::ascend {
#define GEN_PASS_DEF_ASCENDALLOCATESCRATCH
#include "tirpto/Dialect/Ascend/Transforms/Passes.h.inc"
} // namespace mlir::ascend

using namespace mlir;
using namespace mlir::ascend;

namespace {
/// `op` reads the tile it writes and its instruction cannot run in place
/// on the arch: it writes a new tile, which an ascend.copy then moves to
/// its `dst`.
struct SeparateDst : OpInterfaceRewritePattern<ScratchOpInterface> {
  SeparateDst(MLIRContext *context, Arch arch)
      : OpInterfaceRewritePattern(context), arch(arch) {}

  LogicalResult matchAndRewrite(ScratchOpInterface op,
                                PatternRewriter &rewriter) const override {
    if (!op.needsSeparateDst(arch))
      return rewriter.notifyMatchFailure(op, "runs in place");
    Value dst = op.getDst();
    auto type = cast<MemRefType>(dst.getType());
    Value own = tirpto::createTemporary(
        rewriter, op,
        MemRefType::get(type.getShape(), type.getElementType(),
                        MemRefLayoutAttrInterface(), type.getMemorySpace()));
    rewriter.modifyOpInPlace(op, [&] { op.setDst(own); });
    rewriter.setInsertionPointAfter(op);
    rewriter.create<CopyOp>(op->getLoc(), own, dst);
    return success();
  }

  Arch arch;
};

/// `op`'s instruction takes a scratch tile and it has none: allocate one.
struct AllocateScratchTile : OpInterfaceRewritePattern<ScratchOpInterface> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(ScratchOpInterface op,
                                PatternRewriter &rewriter) const override {
    std::optional<MemRefType> type = op.getScratchType();
    if (!type || op.getScratch())
      return rewriter.notifyMatchFailure(op, "needs no new scratch tile");
    Value tmp = tirpto::createTemporary(rewriter, op, *type);
    rewriter.modifyOpInPlace(op, [&] { op.setScratch(tmp); });
    return success();
  }
};

struct AscendAllocateScratchPass
    : ascend::impl::AscendAllocateScratchBase<AscendAllocateScratchPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<Arch> arch = getRequiredModuleArch(module, getArgument());
    if (failed(arch))
      return signalPassFailure();
    SmallVector<Operation *> ops;
    module.walk([&](ScratchOpInterface op) { ops.push_back(op); });
    if (ops.empty())
      return;
    RewritePatternSet patterns(&getContext());
    populateAllocateScratchPatterns(patterns, *arch);
    GreedyRewriteConfig config;
    tirpto::compat::setStrictness(config, GreedyRewriteStrictness::ExistingOps);
    if (failed(applyOpPatternsAndFold(ops, std::move(patterns), config)) ||
        failed(verifyScratchAllocated(module, *arch)))
      signalPassFailure();
  }
};
} // namespace

void mlir::ascend::populateAllocateScratchPatterns(RewritePatternSet &patterns,
                                                   Arch arch) {
  patterns.add<SeparateDst>(patterns.getContext(), arch);
  patterns.add<AllocateScratchTile>(patterns.getContext());
}
