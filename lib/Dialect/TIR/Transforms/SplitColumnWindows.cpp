//===- SplitColumnWindows.cpp - column windows of a buffer, one each ------===//
//
// Element-wise work in TileLang often reads or writes a few columns of a
// wider buffer (`x_ub[i, j + 4]` of a 64 x 24 buffer in a 64 x 4
// T.Parallel nest: the MHC kernels' packed mixes). A Vector tile has no row
// stride of its own and its operands start at 32-byte blocks, so such a
// window is not a tile. When a buffer is used only through disjoint column
// windows and whole-buffer copies to or from global memory, each window
// becomes a buffer of its own, and each copy one copy per window.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/TIR/IR/TIR.h"
#include "tirpto/Dialect/TIR/Transforms/Passes.h"
#include "tirpto/Support/LLVMCompat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::tir {
#define GEN_PASS_DEF_TIRSPLITCOLUMNWINDOWS
#include "tirpto/Dialect/TIR/Transforms/Passes.h.inc"
} // namespace mlir::tir

using namespace mlir;
using namespace mlir::tir;

/// The extent of `loop` when it is a T.Parallel loop from 0 with step 1 and
/// a constant bound.
static std::optional<int64_t> getParallelExtent(ForOp loop) {
  if (loop.getKind() != ForKind::Parallel ||
      getConstantIntValue(loop.getLowerBound()) != 0 ||
      getConstantIntValue(loop.getStep()) != 1)
    return std::nullopt;
  return getConstantIntValue(loop.getUpperBound());
}

/// The T.Parallel loop whose index `value` is.
static ForOp getParallelLoopOf(Value value) {
  auto arg = dyn_cast<BlockArgument>(value);
  if (!arg)
    return nullptr;
  auto loop = dyn_cast<ForOp>(arg.getOwner()->getParentOp());
  if (!loop || loop.getInductionVar() != value || !getParallelExtent(loop))
    return nullptr;
  return loop;
}

/// `index` as a T.Parallel loop's index plus a constant (`j`, `j + 4`,
/// `j + 8 + 4`): the loop and the constant.
static std::optional<std::pair<ForOp, int64_t>> matchShiftedIndex(Value index) {
  int64_t offset = 0;
  while (auto add = index.getDefiningOp<arith::AddIOp>()) {
    std::optional<int64_t> rhs = getConstantIntValue(add.getRhs());
    std::optional<int64_t> lhs = getConstantIntValue(add.getLhs());
    if (rhs) {
      offset += *rhs;
      index = add.getLhs();
    } else if (lhs) {
      offset += *lhs;
      index = add.getRhs();
    } else {
      return std::nullopt;
    }
  }
  ForOp loop = getParallelLoopOf(index);
  if (!loop)
    return std::nullopt;
  return std::make_pair(loop, offset);
}

namespace {

/// One use of the buffer through a column window.
struct WindowUse {
  Operation *op;
  /// The first column and the number of columns.
  int64_t first, width;
};

/// Splits a rank-2 local buffer used only through column windows.
struct SplitWindows : OpRewritePattern<AllocBufferOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AllocBufferOp alloc,
                                PatternRewriter &rewriter) const override {
    MemRefType type = alloc.getResult().getType();
    std::optional<ScopeClass> scope = getScopeClass(type);
    if (type.getRank() != 2 || !type.hasStaticShape() || !scope ||
        *scope == ScopeClass::Global || *scope == ScopeClass::LocalVar ||
        !isVectorBuffer(alloc.getResult()))
      return rewriter.notifyMatchFailure(alloc, "not a local matrix");
    int64_t rows = type.getDimSize(0), cols = type.getDimSize(1);
    SmallVector<WindowUse> accesses;
    SmallVector<CopyOp> copies;
    bool copiedOut = false;
    for (Operation *user : alloc->getUsers()) {
      if (auto copy = dyn_cast<CopyOp>(user)) {
        Value other = copy.getSource() == alloc.getResult() ? copy.getTarget()
                                                            : copy.getSource();
        if (copy.getSource() == copy.getTarget() ||
            !copy.getExtents().empty() || copy.getTranspose() ||
            copy.getPadValue() || copy.getEnableRelu() || copy.getDual() ||
            getScopeClass(cast<MemRefType>(other.getType())) !=
                ScopeClass::Global ||
            cast<MemRefType>(other.getType()).getShape() != type.getShape() ||
            cast<MemRefType>(other.getType()).getElementType() !=
                type.getElementType())
          return rewriter.notifyMatchFailure(alloc, "another copy");
        copiedOut |= copy.getSource() == alloc.getResult();
        copies.push_back(copy);
        continue;
      }
      ValueRange indices;
      if (auto load = dyn_cast<memref::LoadOp>(user))
        indices = load.getIndices();
      else if (auto store = dyn_cast<memref::StoreOp>(user);
               store && store.getMemRef() == alloc.getResult())
        indices = store.getIndices();
      else
        return rewriter.notifyMatchFailure(alloc, "another use");
      ForOp rowLoop = getParallelLoopOf(indices[0]);
      auto column = matchShiftedIndex(indices[1]);
      if (!rowLoop || !column || column->first == rowLoop ||
          getParallelExtent(rowLoop) != rows)
        return rewriter.notifyMatchFailure(alloc, "not a column window");
      int64_t width = *getParallelExtent(column->first);
      if (column->second < 0 || column->second + width > cols)
        return rewriter.notifyMatchFailure(alloc, "outside the buffer");
      accesses.push_back({user, column->second, width});
    }
    // The windows: disjoint (the same window may be used many times).
    std::map<int64_t, int64_t> windows;
    for (const WindowUse &use : accesses) {
      auto [it, inserted] = windows.insert({use.first, use.width});
      if (!inserted && it->second != use.width)
        return rewriter.notifyMatchFailure(alloc, "overlapping windows");
    }
    if (windows.empty() ||
        (windows.size() == 1 && windows.begin()->second == cols))
      return rewriter.notifyMatchFailure(alloc, "no window");
    int64_t end = 0, covered = 0;
    for (auto [first, width] : windows) {
      if (first < end)
        return rewriter.notifyMatchFailure(alloc, "overlapping windows");
      end = first + width;
      covered += width;
    }
    // A buffer copied out whole is stored whole: every column of it must
    // be some window's.
    if (copiedOut && covered != cols)
      return rewriter.notifyMatchFailure(alloc, "columns of no window");

    rewriter.setInsertionPoint(alloc);
    StringRef name = alloc.getName().value_or("buffer");
    DenseMap<int64_t, Value> buffers;
    for (auto [first, width] : windows) {
      auto windowType =
          MemRefType::get({rows, width}, type.getElementType(),
                          MemRefLayoutAttrInterface(), type.getMemorySpace());
      auto window = rewriter.create<AllocBufferOp>(
          alloc.getLoc(), windowType,
          rewriter.getStringAttr(name + "[:, " + Twine(first) + ":" +
                                 Twine(first + width) + "]"));
      // What the buffer carries (its versions, ...) each window carries.
      window->setDiscardableAttrs(alloc->getDiscardableAttrDictionary());
      buffers[first] = window;
    }
    for (const WindowUse &use : accesses) {
      Value buffer = buffers[use.first];
      rewriter.setInsertionPoint(use.op);
      if (auto load = dyn_cast<memref::LoadOp>(use.op)) {
        auto column = matchShiftedIndex(load.getIndices()[1]);
        rewriter.replaceOpWithNewOp<memref::LoadOp>(
            load, buffer,
            ValueRange{load.getIndices()[0], column->first.getInductionVar()});
        continue;
      }
      auto store = cast<memref::StoreOp>(use.op);
      auto column = matchShiftedIndex(store.getIndices()[1]);
      rewriter.replaceOpWithNewOp<memref::StoreOp>(
          store, store.getValue(), buffer,
          ValueRange{store.getIndices()[0], column->first.getInductionVar()});
    }
    // Each whole-buffer copy: one copy per window, of the global region's
    // columns of that window.
    for (CopyOp copy : copies) {
      bool out = copy.getSource() == alloc.getResult();
      Value global = out ? copy.getTarget() : copy.getSource();
      rewriter.setInsertionPoint(copy);
      // A region of a tensor is narrowed in place (its offsets and strides
      // kept), so the copy still takes a region of the tensor.
      Value tensor = global;
      SmallVector<OpFoldResult> base = {rewriter.getIndexAttr(0),
                                        rewriter.getIndexAttr(0)};
      if (auto region = global.getDefiningOp<memref::SubViewOp>();
          region && region.getSourceType().getRank() == 2 &&
          llvm::all_of(region.getStaticStrides(),
                       [](int64_t stride) { return stride == 1; })) {
        tensor = region.getSource();
        base = region.getMixedOffsets();
      }
      for (auto [first, width] : windows) {
        Location loc = copy.getLoc();
        OpFoldResult column = base[1];
        if (first != 0) {
          std::optional<int64_t> c = getConstantIntValue(column);
          column =
              c ? OpFoldResult(rewriter.getIndexAttr(*c + first))
                : OpFoldResult(rewriter
                                   .create<arith::AddIOp>(
                                       loc, cast<Value>(column),
                                       rewriter.create<arith::ConstantIndexOp>(
                                           loc, first))
                                   .getResult());
        }
        SmallVector<OpFoldResult> offsets = {base[0], column};
        SmallVector<OpFoldResult> sizes = {rewriter.getIndexAttr(rows),
                                           rewriter.getIndexAttr(width)};
        SmallVector<OpFoldResult> strides(2, rewriter.getIndexAttr(1));
        Value part = rewriter.create<memref::SubViewOp>(loc, tensor, offsets,
                                                        sizes, strides);
        Operation *narrowed = rewriter.clone(*copy);
        narrowed->setOperand(out ? 0 : 1, buffers[first]);
        narrowed->setOperand(out ? 1 : 0, part);
      }
      rewriter.eraseOp(copy);
    }
    rewriter.eraseOp(alloc);
    return success();
  }
};

struct TIRSplitColumnWindowsPass
    : tir::impl::TIRSplitColumnWindowsBase<TIRSplitColumnWindowsPass> {
  void runOnOperation() override {
    // The rank-2 local buffers only: nothing else of the function is
    // folded or erased.
    SmallVector<Operation *> allocs;
    getOperation().walk([&](AllocBufferOp alloc) {
      if (alloc.getResult().getType().getRank() == 2 && !alloc->use_empty())
        allocs.push_back(alloc);
    });
    if (allocs.empty())
      return;
    RewritePatternSet patterns(&getContext());
    patterns.add<SplitWindows>(&getContext());
    GreedyRewriteConfig config;
    tirpto::compat::setStrictness(config, GreedyRewriteStrictness::ExistingOps);
    if (failed(applyOpPatternsAndFold(allocs, std::move(patterns), config)))
      signalPassFailure();
  }
};

} // namespace
