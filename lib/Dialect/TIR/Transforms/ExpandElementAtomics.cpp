//===- ExpandElementAtomics.cpp - T.atomic_add into one atomic store ------===//
//
// The tir-expand-element-atomics pass: see its description in Passes.td.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/TIR/IR/TIR.h"
#include "tirpto/Dialect/TIR/Transforms/Passes.h"
#include "tirpto/Support/LLVMCompat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::tir {
#define GEN_PASS_DEF_TIREXPANDELEMENTATOMICS
#include "tirpto/Dialect/TIR/Transforms/Passes.h.inc"
} // namespace mlir::tir

using namespace mlir;
using namespace mlir::tir;

namespace {

/// The outermost T.Parallel loop around `op`, or null when `op` is in no
/// nest.
ForOp getEnclosingNest(Operation *op) {
  ForOp nest;
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp())
    if (auto loop = dyn_cast<ForOp>(parent);
        loop && loop.getKind() == ForKind::Parallel)
      nest = loop;
  return nest;
}

/// The spelling of the op in TileLang, for diagnostics.
std::string spell(AtomicOp op) {
  return ("T.atomic_" + stringifyAtomicKind(op.getKind())).str();
}

/// Reports what the rewrite below does not handle; success when it
/// handles `op`.
LogicalResult check(AtomicOp op) {
  if (op.getKind() != AtomicKind::Add)
    return op.emitOpError()
           << "(" << spell(op)
           << ") has no PTO form: PTO's tstore adds atomically "
              "(atomicType = atomic_add), it has no atomic max or min";
  if (getScopeClass(op.getBuffer().getType()) != ScopeClass::Global)
    return op.emitOpError()
           << "(" << spell(op) << ") into " << describeBuffer(op.getBuffer())
           << ", which is not in global memory: tirpto adds atomically into "
              "global memory only (a tstore that adds); one core runs a "
              "block's element-wise work, so add to a local buffer directly";
  ForOp nest = getEnclosingNest(op);
  if (!nest)
    return success();
  for (Operation *parent = op->getParentOp(); parent != nest;
       parent = parent->getParentOp())
    if (auto loop = dyn_cast<ForOp>(parent);
        !loop || loop.getKind() != ForKind::Parallel)
      return op.emitOpError()
                 .append("(", spell(op),
                         ") under a branch or loop inside a T.Parallel "
                         "nest is not supported yet: the nest's updates are "
                         "summed as a whole tile")
                 .attachNote(parent->getLoc())
             << "inside this op";
  for (Value index : op.getIndices())
    if (nest->isAncestor(index.getParentRegion()->getParentOp()))
      return op.emitOpError()
             << "(" << spell(op) << ") of an element of "
             << describeBuffer(op.getBuffer())
             << " that the T.Parallel nest's iterations compute is not "
                "supported yet: tirpto sums the nest's updates of one "
                "element, computed before the nest";
  return success();
}

/// `T.atomic_add(dst[i...], v)` of global memory: a one-element ub buffer
/// holds the sum of the updates (`acc[0] += v` in the nest, filled with 0
/// before it; `v` itself in scalar code), and one copy adds it into
/// `dst[i...]` atomically after them.
struct ExpandElementAtomic : OpRewritePattern<AtomicOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AtomicOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getKind() != AtomicKind::Add)
      return failure();
    Location loc = op.getLoc();
    MemRefType dstType = op.getBuffer().getType();
    Type element = dstType.getElementType();
    ForOp nest = getEnclosingNest(op);
    Operation *anchor = nest ? nest.getOperation() : op.getOperation();

    rewriter.setInsertionPoint(anchor);
    int64_t rank = dstType.getRank();
    auto accType = MemRefType::get(
        SmallVector<int64_t>(rank, 1), element, MemRefLayoutAttrInterface(),
        ScopeAttr::get(rewriter.getContext(), "shared.dyn"));
    std::string name = describeBuffer(op.getBuffer());
    llvm::erase(name, '\'');
    Value acc = rewriter.create<AllocBufferOp>(
        loc, accType, rewriter.getStringAttr(name + "_atomic"));
    if (nest) {
      Value zero = rewriter.create<arith::ConstantOp>(
          loc, element, rewriter.getZeroAttr(element));
      rewriter.create<FillOp>(loc, acc, zero);
      Value c0 = rewriter.create<arith::ConstantIndexOp>(loc, 0);
      SmallVector<Value> at(rank, c0);
      rewriter.setInsertionPoint(op);
      Value old = rewriter.create<memref::LoadOp>(loc, acc, at);
      Value sum = isa<FloatType>(element)
                      ? rewriter.create<arith::AddFOp>(loc, old, op.getValue())
                            .getResult()
                      : rewriter.create<arith::AddIOp>(loc, old, op.getValue())
                            .getResult();
      rewriter.create<memref::StoreOp>(loc, sum, acc, at);
    } else {
      rewriter.create<FillOp>(loc, acc, op.getValue());
    }

    rewriter.setInsertionPointAfter(anchor);
    SmallVector<OpFoldResult> offsets(op.getIndices());
    SmallVector<OpFoldResult> ones(rank, rewriter.getIndexAttr(1));
    Value element1 = rewriter.create<memref::SubViewOp>(loc, op.getBuffer(),
                                                        offsets, ones, ones);
    rewriter.create<CopyOp>(loc, acc, element1, /*pad_value=*/Value(),
                            /*transpose=*/UnitAttr(),
                            /*atomic_add=*/rewriter.getUnitAttr(),
                            /*enable_relu=*/UnitAttr(), /*dual=*/UnitAttr(),
                            /*l2_cache_ctrl=*/IntegerAttr(),
                            /*unit_flag_ctrl=*/IntegerAttr(),
                            /*disable_tma=*/UnitAttr());
    rewriter.eraseOp(op);
    return success();
  }
};

struct TIRExpandElementAtomicsPass
    : tir::impl::TIRExpandElementAtomicsBase<TIRExpandElementAtomicsPass> {
  void runOnOperation() override {
    bool ok = true;
    SmallVector<Operation *> atomics;
    getOperation().walk([&](AtomicOp op) {
      ok &= succeeded(check(op));
      atomics.push_back(op);
    });
    if (!ok)
      return signalPassFailure();
    // Only the atomics are rewritten; the rest of the function is left as
    // it is (no folding elsewhere).
    RewritePatternSet patterns(&getContext());
    patterns.add<ExpandElementAtomic>(&getContext());
    GreedyRewriteConfig config;
    tirpto::compat::setStrictness(config, GreedyRewriteStrictness::ExistingOps);
    if (failed(applyOpPatternsAndFold(atomics, std::move(patterns), config)))
      return signalPassFailure();
  }
};

} // namespace
