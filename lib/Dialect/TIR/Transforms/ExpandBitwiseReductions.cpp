//===- ExpandBitwiseReductions.cpp - T.reduce_bitand/or/xor into loops ----===//
//
// The tir-expand-bitwise-reductions pass: see its description in Passes.td.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"
#include "tirpto/Dialect/TIR/IR/TIR.h"
#include "tirpto/Dialect/TIR/Transforms/Passes.h"

#include "RegionOperand.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::tir {
#define GEN_PASS_DEF_TIREXPANDBITWISEREDUCTIONS
#include "tirpto/Dialect/TIR/Transforms/Passes.h.inc"
} // namespace mlir::tir

using namespace mlir;
using namespace mlir::tir;

/// The Vector operation of a bitwise reduction kind, or none.
static std::optional<ascend::VBinaryKind> getBitwiseOp(ReduceKind kind) {
  switch (kind) {
  case ReduceKind::BitAnd:
    return ascend::VBinaryKind::And;
  case ReduceKind::BitOr:
    return ascend::VBinaryKind::Or;
  case ReduceKind::BitXor:
    return ascend::VBinaryKind::Xor;
  default:
    return std::nullopt;
  }
}

/// Whether the Vector core combines tiles of `element` with `op` on both
/// arches (the pass runs before the arch is chosen): the table of the
/// vbinary kinds (AscendVectorKinds.td).
static bool vectorCombines(ascend::VBinaryKind op, Type element) {
  std::optional<tirpto::ArchElementSets> sets = ascend::getTileFormElements(op);
  return sets && tirpto::containsElement(sets->a3 & sets->a5, element);
}

namespace {

/// Rewrites a bitwise `tir.reduce` of a rank-2 source into the first line
/// along `dim` moved into `dst` (with `clear`) and each later one combined
/// into it:
///
///   down the rows (dim 0) of a whole allocated buffer into a whole one,
///   for element types the Vector core combines on both arches: one
///   T.Parallel nest per row, lowered as vector operations on row windows;
///   otherwise: one scalar step per element.
struct ExpandBitwiseReduce : OpRewritePattern<ReduceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReduceOp reduce,
                                PatternRewriter &rewriter) const override {
    std::optional<ascend::VBinaryKind> op = getBitwiseOp(reduce.getKind());
    if (!op)
      return rewriter.notifyMatchFailure(reduce, "not a bitwise reduction");
    MemRefType srcType = reduce.getSource().getType();
    if (srcType.getRank() != 2)
      return rewriter.notifyMatchFailure(reduce, "not rank 2");
    Location loc = reduce.getLoc();
    Value src = reduce.getSource(), dst = reduce.getTarget();
    int64_t dim = reduce.getDim();
    int64_t length = srcType.getDimSize(dim);
    int64_t lines = srcType.getDimSize(1 - dim);
    bool clear = reduce.getClear();
    int64_t dstRank = reduce.getTarget().getType().getRank();

    auto constant = [&](int64_t value) -> Value {
      return rewriter.create<arith::ConstantIndexOp>(loc, value);
    };
    auto combine = [&](Value a, Value b) -> Value {
      switch (*op) {
      case ascend::VBinaryKind::And:
        return rewriter.create<arith::AndIOp>(loc, a, b);
      case ascend::VBinaryKind::Or:
        return rewriter.create<arith::OrIOp>(loc, a, b);
      default:
        return rewriter.create<arith::XOrIOp>(loc, a, b);
      }
    };
    auto loop = [&](ForKind kind, int64_t lb, int64_t ub,
                    function_ref<void(Value)> body) {
      auto forOp = rewriter.create<ForOp>(
          loc, ForKindAttr::get(rewriter.getContext(), kind), constant(lb),
          constant(ub), constant(1), IntegerAttr());
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.createBlock(&forOp.getBody(), {}, rewriter.getIndexType(), loc);
      body(forOp.getInductionVar());
    };
    RegionOperand from(src, rewriter, loc);
    RegionOperand to(dst, rewriter, loc);
    // One step: dst[line] = src[line, k] (the first with `clear`), or
    // dst[line] = dst[line] op src[line, k], `line` and `k` along the other
    // dimension and `dim`.
    auto step = [&](Value line, Value k, bool first) {
      SmallVector<Value> at =
          dim == 0 ? SmallVector<Value>{k, line} : SmallVector<Value>{line, k};
      Value element = rewriter.create<memref::LoadOp>(
          loc, from.buffer, from.indices(at, rewriter, loc));
      SmallVector<Value> dstAt{line};
      if (dstRank == 2)
        dstAt.insert(dstAt.begin() + dim, constant(0));
      SmallVector<Value> dstIndices = to.indices(dstAt, rewriter, loc);
      if (!first)
        element =
            combine(rewriter.create<memref::LoadOp>(loc, to.buffer, dstIndices),
                    element);
      rewriter.create<memref::StoreOp>(loc, element, to.buffer, dstIndices);
    };
    int64_t firstStep = clear ? 1 : 0;

    bool wholeRows = dim == 0 && lines > 1 &&
                     vectorCombines(*op, srcType.getElementType()) &&
                     src.getDefiningOp<AllocBufferOp>() &&
                     dst.getDefiningOp<AllocBufferOp>();
    if (wholeRows) {
      // Down the rows: one nest per row, vector work on row windows.
      if (clear)
        loop(ForKind::Parallel, 0, lines,
             [&](Value j) { step(j, constant(0), /*first=*/true); });
      if (firstStep < length)
        loop(ForKind::Serial, firstStep, length, [&](Value k) {
          loop(ForKind::Parallel, 0, lines,
               [&](Value j) { step(j, k, /*first=*/false); });
        });
    } else {
      // Element by element, one line after another.
      loop(ForKind::Serial, 0, lines, [&](Value line) {
        if (clear)
          step(line, constant(0), /*first=*/true);
        if (firstStep < length)
          loop(ForKind::Serial, firstStep, length,
               [&](Value k) { step(line, k, /*first=*/false); });
      });
    }
    rewriter.eraseOp(reduce);
    return success();
  }
};

struct TIRExpandBitwiseReductionsPass
    : tir::impl::TIRExpandBitwiseReductionsBase<
          TIRExpandBitwiseReductionsPass> {
  void runOnOperation() override {
    bool ok = true;
    getOperation().walk([&](ReduceOp reduce) {
      if (getBitwiseOp(reduce.getKind()) &&
          reduce.getSource().getType().getRank() != 2) {
        reduce.emitOpError("reduces bit by bit a buffer of rank ")
            << reduce.getSource().getType().getRank()
            << ", which tirpto does not lower yet (rank 2 is)";
        ok = false;
      }
    });
    if (!ok)
      return signalPassFailure();
    RewritePatternSet patterns(&getContext());
    patterns.add<ExpandBitwiseReduce>(&getContext());
    if (failed(
            applyPatternsAndFoldGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
