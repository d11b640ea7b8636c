//===- SplitBufferStages.cpp - l1/l0 buffers of stages, one per stage -----===//
//
// Manual multi-buffering in TileLang allocates a Cube buffer with a leading
// stage dimension (`x_l1 = T.alloc_l1((NUM_STAGES, M, K))`) and uses one
// stage at a time (`x_l1[f, :, :]`, f = k % NUM_STAGES). PTO's Cube tiles
// are matrices: the buffer becomes one matrix per stage, and each use of a
// stage picks its matrix, by its constant stage or under a branch on it.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/TIR/IR/TIR.h"
#include "tirpto/Dialect/TIR/Transforms/Passes.h"
#include "tirpto/Support/LLVMCompat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::tir {
#define GEN_PASS_DEF_TIRSPLITBUFFERSTAGES
#include "tirpto/Dialect/TIR/Transforms/Passes.h.inc"
} // namespace mlir::tir

using namespace mlir;
using namespace mlir::tir;

/// The most stages a buffer is split into (each use of a stage chosen at
/// run time becomes a chain of that many branches).
static constexpr int64_t kMaxStages = 8;

/// Whether `view` is one whole stage of its rank-3 source: it fixes the
/// first index and covers the last two dimensions, unit strides.
static bool isWholeStage(memref::SubViewOp view) {
  auto source = cast<MemRefType>(view.getSource().getType());
  ArrayRef<int64_t> sizes = view.getStaticSizes();
  ArrayRef<int64_t> offsets = view.getStaticOffsets();
  return sizes[0] == 1 && sizes[1] == source.getDimSize(1) &&
         sizes[2] == source.getDimSize(2) && offsets[1] == 0 &&
         offsets[2] == 0 &&
         llvm::all_of(view.getStaticStrides(),
                      [](int64_t stride) { return stride == 1; }) &&
         cast<MemRefType>(view.getType()).getRank() == 2;
}

/// The stage `index` is known to be where `op` runs, from the branches
/// around it that test it (`scf.if (index == i)`, as this pass writes them
/// for another buffer used by the same op with the same index): i in a
/// then-branch, the one value of [0, stages) left in the else-branches.
static std::optional<int64_t> getKnownStage(Operation *op, Value index,
                                            int64_t stages) {
  llvm::SmallDenseSet<int64_t> excluded;
  for (Operation *child = op, *parent = op->getParentOp(); parent;
       child = parent, parent = parent->getParentOp()) {
    auto branch = dyn_cast<scf::IfOp>(parent);
    if (!branch)
      continue;
    auto cmp = branch.getCondition().getDefiningOp<arith::CmpIOp>();
    if (!cmp || cmp.getPredicate() != arith::CmpIPredicate::eq ||
        cmp.getLhs() != index)
      continue;
    std::optional<int64_t> value = getConstantIntValue(cmp.getRhs());
    if (!value)
      continue;
    if (child->getParentRegion() == &branch.getThenRegion())
      return *value;
    excluded.insert(*value);
  }
  std::optional<int64_t> left;
  for (int64_t i = 0; i < stages; ++i) {
    if (excluded.contains(i))
      continue;
    if (left)
      return std::nullopt;
    left = i;
  }
  return left;
}

/// Whether `type` is a rank-3 buffer in a Cube memory (l1, l0a, l0b, l0c).
static bool isCubeBufferOfStages(MemRefType type) {
  std::optional<ScopeClass> scope = getScopeClass(type);
  return type.getRank() == 3 && scope &&
         llvm::is_contained({ScopeClass::L1, ScopeClass::L0A, ScopeClass::L0B,
                             ScopeClass::L0C},
                            *scope);
}

namespace {

/// A rank-3 buffer in a Cube memory (l1, l0a, l0b, l0c) used only one
/// whole stage at a time, by ops without results or regions (copies,
/// gemms) -> one rank-2 buffer per stage (`<name>_stage<i>`).
struct SplitStages : OpRewritePattern<AllocBufferOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AllocBufferOp alloc,
                                PatternRewriter &rewriter) const override {
    auto type = alloc.getResult().getType();
    if (!isCubeBufferOfStages(type))
      return rewriter.notifyMatchFailure(alloc, "not a Cube buffer of stages");
    int64_t stages = type.getDimSize(0);
    if (stages < 1 || stages > kMaxStages)
      return rewriter.notifyMatchFailure(alloc, "stage count");
    SmallVector<memref::SubViewOp> views;
    for (Operation *user : alloc->getUsers()) {
      auto view = dyn_cast<memref::SubViewOp>(user);
      if (!view || !isWholeStage(view))
        return rewriter.notifyMatchFailure(alloc, "a use of part of a stage");
      for (Operation *stageUser : view->getUsers())
        if (stageUser->getNumResults() || stageUser->getNumRegions())
          return rewriter.notifyMatchFailure(alloc, "a view of a stage");
      views.push_back(view);
    }
    if (views.empty())
      return rewriter.notifyMatchFailure(alloc, "unused");

    // One matrix per stage, where the buffer was.
    auto stageType =
        MemRefType::get(type.getShape().drop_front(), type.getElementType(),
                        MemRefLayoutAttrInterface(), type.getMemorySpace());
    StringRef name = alloc.getName().value_or("buffer");
    rewriter.setInsertionPoint(alloc);
    SmallVector<Value> buffers;
    for (int64_t i = 0; i < stages; ++i)
      buffers.push_back(rewriter.create<AllocBufferOp>(
          alloc.getLoc(), stageType,
          rewriter.getStringAttr(name + "_stage" + Twine(i))));

    for (memref::SubViewOp view : views) {
      OpFoldResult stage = view.getMixedOffsets()[0];
      // Each op using the stage (maybe more than once) in turn.
      llvm::SetVector<Operation *> users;
      for (Operation *user : view->getUsers())
        users.insert(user);
      auto retarget = [&](Operation *op, int64_t i) {
        for (OpOperand &operand : op->getOpOperands())
          if (operand.get() == view.getResult())
            operand.set(buffers[i]);
      };
      for (Operation *user : users) {
        std::optional<int64_t> constant = getConstantIntValue(stage);
        if (!constant) {
          // Known from a branch (one of another buffer's, or the kernel's
          // own); a branch on a value outside [0, stages) never runs a
          // valid access, and the chain below handles it as any index.
          constant = getKnownStage(user, cast<Value>(stage), stages);
          if (constant && (*constant < 0 || *constant >= stages))
            constant.reset();
        }
        if (constant) {
          // In range: runOnOperation reports constant stages outside it.
          rewriter.modifyOpInPlace(user, [&] { retarget(user, *constant); });
          continue;
        }
        // if (f == 0) {op on stage 0} else if (f == 1) ... else {last}.
        rewriter.setInsertionPoint(user);
        Value index = cast<Value>(stage);
        Location loc = user->getLoc();
        std::function<void(int64_t)> emit = [&](int64_t i) {
          if (i == stages - 1) {
            retarget(rewriter.clone(*user), i);
            return;
          }
          Value cond = rewriter.create<arith::CmpIOp>(
              loc, arith::CmpIPredicate::eq, index,
              rewriter.create<arith::ConstantIndexOp>(loc, i));
          auto branch = rewriter.create<scf::IfOp>(loc, cond,
                                                   /*withElseRegion=*/true);
          rewriter.setInsertionPoint(branch.thenBlock()->getTerminator());
          retarget(rewriter.clone(*user), i);
          rewriter.setInsertionPoint(branch.elseBlock()->getTerminator());
          emit(i + 1);
        };
        emit(0);
        rewriter.eraseOp(user);
      }
    }
    for (memref::SubViewOp view : views)
      rewriter.eraseOp(view);
    rewriter.eraseOp(alloc);
    return success();
  }
};

struct TIRSplitBufferStagesPass
    : tir::impl::TIRSplitBufferStagesBase<TIRSplitBufferStagesPass> {
  void runOnOperation() override {
    // The rank-3 buffers only: nothing else of the function is folded or
    // erased.
    SmallVector<Operation *> allocs;
    bool outOfRange = false;
    getOperation().walk([&](AllocBufferOp alloc) {
      auto type = alloc.getResult().getType();
      if (!isCubeBufferOfStages(type) || alloc->use_empty())
        return;
      allocs.push_back(alloc);
      // A constant stage outside the buffer: reported here, as the split
      // buffer would have no such stage.
      for (Operation *user : alloc->getUsers()) {
        auto view = dyn_cast<memref::SubViewOp>(user);
        if (!view || !isWholeStage(view))
          continue;
        std::optional<int64_t> stage =
            getConstantIntValue(view.getMixedOffsets()[0]);
        if (stage && (*stage < 0 || *stage >= type.getDimSize(0))) {
          view.emitOpError("takes stage ")
              << *stage << " of " << describeBuffer(alloc.getResult())
              << ", which has " << type.getDimSize(0) << " stages";
          outOfRange = true;
        }
      }
    });
    if (outOfRange)
      return signalPassFailure();
    if (allocs.empty())
      return;
    RewritePatternSet patterns(&getContext());
    patterns.add<SplitStages>(&getContext());
    GreedyRewriteConfig config;
    tirpto::compat::setStrictness(config, GreedyRewriteStrictness::ExistingOps);
    if (failed(applyOpPatternsAndFold(allocs, std::move(patterns), config)))
      signalPassFailure();
  }
};

} // namespace
