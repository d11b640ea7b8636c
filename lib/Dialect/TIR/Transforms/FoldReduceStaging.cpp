//===- FoldReduceStaging.cpp - reduce shared buffers in place -------------===//
//
// The tir-fold-reduce-staging pass: see its description in Passes.td.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/TIR/IR/TIR.h"
#include "tirpto/Dialect/TIR/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::tir {
#define GEN_PASS_DEF_TIRFOLDREDUCESTAGING
#include "tirpto/Dialect/TIR/Transforms/Passes.h.inc"
} // namespace mlir::tir

using namespace mlir;
using namespace mlir::tir;

namespace {

/// `tir.copy %src, %frag` directly followed by `tir.reduce %frag, %out`,
/// where `%frag` is a buffer of the kernel used by nothing else: the
/// reduction reads `%src` itself.
struct FoldReduceStagingCopy : OpRewritePattern<ReduceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReduceOp reduce,
                                PatternRewriter &rewriter) const override {
    Value staged = reduce.getSource();
    auto alloc = staged.getDefiningOp<AllocBufferOp>();
    auto copy = dyn_cast_or_null<CopyOp>(reduce->getPrevNode());
    if (!alloc || !copy || copy.getTarget() != staged)
      return rewriter.notifyMatchFailure(reduce, "not a staged reduction");
    if (!llvm::all_of(staged.getUsers(), [&](Operation *user) {
          return user == copy || user == reduce;
        }))
      return rewriter.notifyMatchFailure(reduce, "the staging buffer is used "
                                                 "elsewhere");
    // A plain copy out of another buffer the Vector core computes on (not
    // global memory, not a gemm's l1 or l0 operand), with elements of the
    // same type, which the reduction does not write into.
    Value source = copy.getSource();
    auto sourceType = cast<MemRefType>(source.getType());
    bool options = copy.getTranspose() || copy.getAtomicAdd() ||
                   copy.getEnableRelu() || copy.getDual() ||
                   copy.getL2CacheCtrl() || copy.getUnitFlagCtrl() ||
                   copy.getDisableTma() || !copy.getExtents().empty() ||
                   !copy->getDiscardableAttrDictionary().empty();
    if (options || copy.getPadValue() ||
        getRootBuffer(source) == staged || !isVectorBuffer(source) ||
        getRootBuffer(reduce.getTarget()) == getRootBuffer(source) ||
        sourceType.getElementType() != alloc.getType().getElementType() ||
        sourceType.getShape() != alloc.getType().getShape())
      return rewriter.notifyMatchFailure(reduce, "not a plain local copy");
    rewriter.modifyOpInPlace(reduce,
                             [&] { reduce.getSourceMutable().assign(source); });
    rewriter.eraseOp(copy);
    rewriter.eraseOp(alloc);
    return success();
  }
};

struct TIRFoldReduceStagingPass
    : tir::impl::TIRFoldReduceStagingBase<TIRFoldReduceStagingPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<FoldReduceStagingCopy>(&getContext());
    if (failed(
            applyPatternsAndFoldGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
