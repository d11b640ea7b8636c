//===- ExpandElementAtomics.cpp - T.atomic_add into one atomic store ------===//
//
// The tir-expand-element-atomics pass: see its description in Passes.td.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/TIR/IR/TIR.h"
#include "tirpto/Dialect/TIR/Transforms/Passes.h"
#include "tirpto/Support/ElementSets.h"
#include "tirpto/Support/LLVMCompat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
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

/// How one index of the destination follows the nest: the index of one of
/// the nest's loops (`loop`, its position among the parallel loops around
/// the op, outermost first) plus `offset`, a value defined before the nest
/// (null: 0); or, with no loop, the index itself, defined before the nest.
struct IndexForm {
  int loop = -1;
  Value offset;
};

/// The parallel loops around `op` up to and including `nest`, outermost
/// first.
SmallVector<ForOp> getNestLoops(Operation *op, ForOp nest) {
  SmallVector<ForOp> loops;
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp()) {
    loops.push_back(cast<ForOp>(parent));
    if (parent == nest)
      break;
  }
  std::reverse(loops.begin(), loops.end());
  return loops;
}

std::optional<IndexForm> getIndexForm(Value index, ArrayRef<ForOp> loops,
                                      ForOp nest) {
  if (isInvariantIn(index, nest))
    return IndexForm{-1, index};
  auto loopOf = [&](Value value) -> int {
    for (auto [position, loop] : llvm::enumerate(loops))
      if (value == ForOp(loop).getInductionVar())
        return static_cast<int>(position);
    return -1;
  };
  if (int loop = loopOf(index); loop >= 0)
    return IndexForm{loop, Value()};
  if (auto add = index.getDefiningOp<arith::AddIOp>())
    for (unsigned side = 0; side < 2; ++side)
      if (int loop = loopOf(add->getOperand(side));
          loop >= 0 && isInvariantIn(add->getOperand(1 - side), nest))
        return IndexForm{loop, add->getOperand(1 - side)};
  return std::nullopt;
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
  // The store's element types (the same on both arches; tir's integers
  // are signless).
  Type element = op.getBuffer().getType().getElementType();
  if (!element.isSignlessIntOrFloat() ||
      !tirpto::isAtomicAddElement(element, /*isA5=*/false) ||
      !tirpto::isAtomicAddElement(element, /*isA5=*/true))
    return op.emitOpError()
           << "(" << spell(op) << ") of " << element << " elements of "
           << describeBuffer(op.getBuffer())
           << ": PTO's tstore adds i8, i16, i32, f16, bf16 or f32 elements "
              "atomically";
  if (auto section = op->getParentOfType<SectionOp>();
      section && section.getKind() == SectionKind::Cube)
    return op.emitOpError()
               .append("(", spell(op),
                       ") in a Cube section: the sums of element atomics "
                       "are Vector work; move it into a Vector section")
               .attachNote(section.getLoc())
           << "the Cube section";
  ForOp nest = getEnclosingNest(op);
  if (!nest)
    return success();
  for (Operation *parent = op->getParentOp(); parent != nest;
       parent = parent->getParentOp()) {
    if (auto guard = dyn_cast<scf::IfOp>(parent);
        guard && isInvariantIn(guard.getCondition(), nest))
      return op.emitOpError()
                 .append("(", spell(op),
                         ") under an 'if' on a value the T.Parallel nest "
                         "does not change: move the 'if' around the nest")
                 .attachNote(parent->getLoc())
             << "the 'if'";
    if (auto loop = dyn_cast<ForOp>(parent);
        !loop || loop.getKind() != ForKind::Parallel)
      return op.emitOpError()
                 .append("(", spell(op),
                         ") under a branch or loop inside a T.Parallel "
                         "nest is not supported yet: the nest's updates are "
                         "summed as tiles")
                 .attachNote(parent->getLoc())
             << "inside this op";
  }
  // tir-distribute-parallel, which runs after this pass, cannot move a
  // serial loop of the nest past the sums.
  Operation *serial = nullptr;
  nest.walk([&](Operation *inner) {
    auto loop = dyn_cast<ForOp>(inner);
    bool isSerial = loop ? loop.getKind() != ForKind::Parallel
                         : isa<LoopLikeOpInterface>(inner);
    if (isSerial && !serial)
      serial = inner;
  });
  if (serial)
    return op.emitOpError()
               .append("(", spell(op),
                       ") in a T.Parallel nest that also holds a serial "
                       "loop is not supported yet (the loop could not move "
                       "out of the nest past the atomic's sums); put the "
                       "atomic in a T.Parallel nest of its own")
               .attachNote(serial->getLoc())
           << "the serial loop";
  SmallVector<ForOp> loops = getNestLoops(op, nest);
  int last = -1;
  for (auto [dim, index] : llvm::enumerate(op.getIndices())) {
    std::optional<IndexForm> form = getIndexForm(index, loops, nest);
    if (!form)
      return op.emitOpError()
             << "(" << spell(op) << ") of " << describeBuffer(op.getBuffer())
             << " whose index in dimension " << dim
             << " is neither the same in every iteration of the T.Parallel "
                "nest nor a loop index of the nest plus such a value is not "
                "supported yet (an element chosen by data, `H[x[i]]`, has no "
                "tile form: add the one-hot values `x[i] == b` into each "
                "`H[b]` instead)";
    if (form->loop < 0)
      continue;
    if (form->loop <= last)
      return op.emitOpError()
             << "(" << spell(op) << ") of " << describeBuffer(op.getBuffer())
             << " indexed by the T.Parallel loops in another order than "
                "the nest's (or by one loop twice) is not supported yet";
    last = form->loop;
    ForOp loop = loops[form->loop];
    std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
    std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound());
    std::optional<int64_t> step = getConstantIntValue(loop.getStep());
    if (lb != 0 || step != 1 || !ub || *ub < 1)
      return op.emitOpError()
                 .append("(", spell(op), ") of ",
                         describeBuffer(op.getBuffer()),
                         " indexed by a T.Parallel loop that does not count "
                         "from 0 by 1 to a constant is not supported yet")
                 .attachNote(loop.getLoc())
             << "the loop";
  }
  return success();
}

/// A guard around an add in a T.Parallel nest (`if i < n:
/// T.atomic_add(dst[0], x[i])`): the `scf.if` without results or else
/// branch right inside a loop of the nest, whose then-block computes values
/// (pure ops and loads) for the atomic and holds nothing else. Null when
/// `op` is not so guarded.
scf::IfOp getGuard(AtomicOp op) {
  auto guard = dyn_cast<scf::IfOp>(op->getParentOp());
  if (!guard || op.getKind() != AtomicKind::Add || guard.getNumResults() ||
      !guard.getElseRegion().empty() || !getEnclosingNest(op))
    return {};
  auto loop = dyn_cast<ForOp>(guard->getParentOp());
  if (!loop || loop.getKind() != ForKind::Parallel)
    return {};
  // A condition the nest does not change guards the whole nest: left to
  // the error (move the `if` around the nest).
  if (isInvariantIn(guard.getCondition(), getEnclosingNest(op)))
    return {};
  for (Operation &inner : guard.thenBlock()->without_terminator())
    if (&inner != op.getOperation() && !isValueComputation(&inner) &&
        !isa<memref::LoadOp>(inner))
      return {};
  return guard;
}

/// A guarded add adds nothing where the guard fails: `dst[i] +=
/// select(c, v, 0)`, computed in the nest, the guard gone (the Vector core
/// computes the whole tile anyway, as tir-if-convert-parallel does for
/// guarded stores).
struct UnguardElementAtomic : OpRewritePattern<AtomicOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AtomicOp op,
                                PatternRewriter &rewriter) const override {
    scf::IfOp guard = getGuard(op);
    if (!guard)
      return failure();
    Location loc = op.getLoc();
    rewriter.setInsertionPoint(guard);
    IRMapping mapping;
    for (Operation &inner : guard.thenBlock()->without_terminator())
      if (&inner != op.getOperation())
        rewriter.clone(inner, mapping);
    Type element = op.getValue().getType();
    Value zero = rewriter.create<arith::ConstantOp>(
        loc, element, rewriter.getZeroAttr(element));
    Value value = rewriter.create<arith::SelectOp>(
        loc, guard.getCondition(), mapping.lookupOrDefault(op.getValue()),
        zero);
    SmallVector<Value> indices;
    for (Value index : op.getIndices())
      indices.push_back(mapping.lookupOrDefault(index));
    rewriter.create<AtomicOp>(loc, op.getKind(), op.getBuffer(), indices,
                              value);
    rewriter.eraseOp(guard);
    return success();
  }
};

/// `T.atomic_add(dst[i...], v)` of global memory: a ub buffer holds the
/// sum of a nest's updates, one element per element of `dst` the nest
/// updates (`acc[j...] += v`, filled with 0 before the nest), or `v`
/// itself in scalar code, and one copy adds it into the region of `dst`
/// atomically after them.
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
    int64_t rank = dstType.getRank();

    // The region of `dst` the updates reach, and the buffer's dimensions:
    // one per loop the indices follow, or all of `dst`'s (each of one)
    // when they follow none.
    SmallVector<IndexForm> forms;
    SmallVector<ForOp> loops;
    if (nest) {
      loops = getNestLoops(op, nest);
      for (Value index : op.getIndices())
        forms.push_back(*getIndexForm(index, loops, nest));
    } else {
      for (Value index : op.getIndices())
        forms.push_back(IndexForm{-1, index});
    }
    bool followsLoops =
        llvm::any_of(forms, [](const IndexForm &f) { return f.loop >= 0; });
    rewriter.setInsertionPoint(anchor);
    // The offsets, computed before the nest (the importer computes
    // constants and offsets in its body).
    if (nest) {
      IRMapping hoisted;
      for (IndexForm &form : forms)
        if (form.offset)
          form.offset = hoistInvariant(form.offset, nest, rewriter, hoisted);
    }
    Value c0 = nest ? rewriter.create<arith::ConstantIndexOp>(loc, 0) : Value();
    SmallVector<OpFoldResult> offsets, sizes;
    SmallVector<int64_t> accShape;
    for (const IndexForm &form : forms) {
      if (form.loop < 0) {
        offsets.push_back(form.offset);
        sizes.push_back(rewriter.getIndexAttr(1));
        if (!followsLoops)
          accShape.push_back(1);
        continue;
      }
      int64_t extent = *getConstantIntValue(loops[form.loop].getUpperBound());
      offsets.push_back(form.offset ? OpFoldResult(form.offset)
                                    : OpFoldResult(c0));
      sizes.push_back(rewriter.getIndexAttr(extent));
      accShape.push_back(extent);
    }

    auto accType =
        MemRefType::get(accShape, element, MemRefLayoutAttrInterface(),
                        ScopeAttr::get(rewriter.getContext(), "shared.dyn"));
    std::string name = describeBuffer(op.getBuffer());
    llvm::erase(name, '\'');
    Value acc = rewriter.create<AllocBufferOp>(
        loc, accType, rewriter.getStringAttr(name + "_atomic"));
    if (nest) {
      Value zero = rewriter.create<arith::ConstantOp>(
          loc, element, rewriter.getZeroAttr(element));
      rewriter.create<FillOp>(loc, acc, zero);
      SmallVector<Value> at;
      for (const IndexForm &form : forms)
        if (form.loop >= 0)
          at.push_back(loops[form.loop].getInductionVar());
        else if (!followsLoops)
          at.push_back(c0);
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
    SmallVector<OpFoldResult> ones(rank, rewriter.getIndexAttr(1));
    auto regionType =
        cast<MemRefType>(memref::SubViewOp::inferRankReducedResultType(
            accShape, dstType, offsets, sizes, ones));
    Value region = rewriter.create<memref::SubViewOp>(
        loc, regionType, op.getBuffer(), offsets, sizes, ones);
    rewriter.create<CopyOp>(loc, acc, region, /*pad_value=*/Value(),
                            /*extents=*/ValueRange(),
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
    // Only the atomics (and their guards) are rewritten; the rest of the
    // function is left as it is (no folding elsewhere).
    GreedyRewriteConfig config;
    tirpto::compat::setStrictness(config, GreedyRewriteStrictness::ExistingOps);
    SmallVector<Operation *> guarded;
    getOperation().walk([&](AtomicOp op) {
      if (getGuard(op))
        guarded.push_back(op);
    });
    RewritePatternSet unguard(&getContext());
    unguard.add<UnguardElementAtomic>(&getContext());
    if (!guarded.empty() &&
        failed(applyOpPatternsAndFold(guarded, std::move(unguard), config)))
      return signalPassFailure();

    bool ok = true;
    SmallVector<Operation *> atomics;
    getOperation().walk([&](AtomicOp op) {
      ok &= succeeded(check(op));
      atomics.push_back(op);
    });
    if (!ok)
      return signalPassFailure();
    RewritePatternSet patterns(&getContext());
    patterns.add<ExpandElementAtomic>(&getContext());
    if (failed(applyOpPatternsAndFold(atomics, std::move(patterns), config)))
      return signalPassFailure();
  }
};

} // namespace
