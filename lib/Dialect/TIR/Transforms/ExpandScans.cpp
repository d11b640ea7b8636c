//===- ExpandScans.cpp - T.cumsum / T.cummax into loops -------------------===//

#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"
#include "tirpto/Dialect/TIR/IR/TIR.h"
#include "tirpto/Dialect/TIR/Transforms/Passes.h"
#include "tirpto/Support/LLVMCompat.h"

#include "RegionOperand.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SmallBitVector.h"

namespace mlir::tir {
#define GEN_PASS_DEF_TIREXPANDSCANS
#include "tirpto/Dialect/TIR/Transforms/Passes.h.inc"
} // namespace mlir::tir

using namespace mlir;
using namespace mlir::tir;

/// Whether the Vector core adds (`sum`) or takes the maximum of (`max`)
/// tiles of `element` on both arches: the table of the vbinary kinds
/// (AscendVectorKinds.td).
static bool vectorCombines(ScanKind kind, Type element) {
  std::optional<tirpto::ArchElementSets> sets = ascend::getTileFormElements(
      kind == ScanKind::Sum ? ascend::VBinaryKind::Add
                            : ascend::VBinaryKind::Max);
  return sets && tirpto::containsElement(sets->a3 & sets->a5, element);
}

/// Whether the scan of a whole buffer of `type` along its rows may go
/// through a transposed copy: the Vector core transposes its elements on
/// both arches, and the copy and the transpose's scratch tile (each the
/// buffer's size) take at most a quarter of the smaller UB, so that the
/// route does not make a kernel that fits without it overflow; larger
/// buffers take the scalar route.
static bool transposes(MemRefType type) {
  tirpto::ArchElementSets sets =
      ascend::getVectorElements(ascend::VectorOpClass::Transpose);
  if (!tirpto::containsElement(sets.a3 & sets.a5, type.getElementType()))
    return false;
  int64_t ub = std::min(ascend::TargetInfo{ascend::Arch::A3}.capacityBytes(
                            ascend::AddressSpace::UB),
                        ascend::TargetInfo{ascend::Arch::A5}.capacityBytes(
                            ascend::AddressSpace::UB));
  int64_t bytes =
      type.getNumElements() * ((type.getElementTypeBitWidth() + 7) / 8);
  return 2 * bytes <= ub / 4;
}

namespace {
/// Rewrites a `tir.scan` into a first element (row) copied and, for each
/// later one, the previous result combined with the source:
///
///   down the rows of whole rows of an allocated buffer (dim 0): one
///   T.Parallel nest per row, lowered as vector operations on row windows;
///   along the rows of whole allocated buffers (dim 1): the same on the
///   transposed buffer, transposed back;
///   otherwise (rank 1, one row or column, regions, views, kernel
///   arguments, element types or sizes the vector forms do not take): one
///   scalar step per element.
struct ExpandScan : OpRewritePattern<ScanOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ScanOp scan,
                                PatternRewriter &rewriter) const override {
    Location loc = scan.getLoc();
    Value src = scan.getSource(), dst = scan.getTarget();
    MemRefType type = scan.getSource().getType();
    ArrayRef<int64_t> shape = type.getShape();
    int64_t rank = type.getRank();
    int64_t dim = scan.getDim();
    int64_t length = shape[dim];
    bool reverse = scan.getReverse();
    bool inPlace = src == dst;
    bool isFloat = isa<FloatType>(type.getElementType());
    ScanKind kind = scan.getKind();

    auto constant = [&](int64_t value) -> Value {
      return rewriter.create<arith::ConstantIndexOp>(loc, value);
    };
    auto combine = [&](Value previous, Value element) -> Value {
      if (kind == ScanKind::Sum)
        return isFloat ? rewriter.create<arith::AddFOp>(loc, previous, element)
                             .getResult()
                       : rewriter.create<arith::AddIOp>(loc, previous, element)
                             .getResult();
      return isFloat ? rewriter.create<arith::MaxNumFOp>(loc, previous, element)
                           .getResult()
                     : rewriter.create<arith::MaxSIOp>(loc, previous, element)
                           .getResult();
    };
    // A loop of `kind` over [lb, ub) whose body `body` builds from its
    // index; the insertion point is left after the loop.
    auto loop = [&](ForKind loopKind, int64_t lb, int64_t ub,
                    function_ref<void(Value)> body) {
      auto op = rewriter.create<ForOp>(
          loc, ForKindAttr::get(rewriter.getContext(), loopKind), constant(lb),
          constant(ub), constant(1), IntegerAttr());
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.createBlock(&op.getBody(), {}, rewriter.getIndexType(), loc);
      body(op.getInductionVar());
    };
    // The position along `dim` of step `k` (the first is step 0) and of
    // the step before it.
    auto position = [&](Value k) -> Value {
      return reverse
                 ? rewriter.create<arith::SubIOp>(loc, constant(length - 1), k)
                 : k;
    };
    auto previous = [&](Value pos) -> Value {
      return reverse ? rewriter.create<arith::AddIOp>(loc, pos, constant(1))
                           .getResult()
                     : rewriter.create<arith::SubIOp>(loc, pos, constant(1))
                           .getResult();
    };
    RegionOperand from(src, rewriter, loc);
    RegionOperand to = inPlace ? from : RegionOperand(dst, rewriter, loc);
    // One step on the buffers' own indices: `dst[at] = src[at]` (the
    // first), or `dst[at] = combine(dst[before], src[at])`.
    auto stepAt = [&](ValueRange srcAt, ValueRange dstAt, ValueRange before) {
      Value element = rewriter.create<memref::LoadOp>(loc, from.buffer, srcAt);
      if (!before.empty())
        element = combine(
            rewriter.create<memref::LoadOp>(loc, to.buffer, before), element);
      rewriter.create<memref::StoreOp>(loc, element, to.buffer, dstAt);
    };
    // The same on the operands' indices.
    bool sameElements = from == to;
    auto step = [&](ValueRange at, ValueRange before) {
      SmallVector<Value> srcAt = from.indices(at, rewriter, loc);
      stepAt(srcAt, sameElements ? srcAt : to.indices(at, rewriter, loc),
             before.empty() ? SmallVector<Value>()
                            : to.indices(before, rewriter, loc));
    };
    // Whether the Vector core combines rows of this element type on both
    // arches (the pass runs before the arch is chosen), for the vector
    // routes; the scalar unit takes any.
    bool vectorElements = vectorCombines(kind, type.getElementType());
    // Whether `operand` spans whole rows of a local buffer of rank 2 with
    // more than one column (its nests are then vector work on row windows;
    // a column is stored as one, of which windows are no tiles).
    auto wholeRows = [&](const RegionOperand &operand) {
      auto bufferType = cast<MemRefType>(operand.buffer.getType());
      return vectorElements && bufferType.getRank() == 2 && operand.kept[0] &&
             operand.kept[1] && shape[1] > 1 &&
             bufferType.getDimSize(1) == shape[1] &&
             operand.buffer.getDefiningOp<AllocBufferOp>();
    };
    Value first = constant(reverse ? length - 1 : 0);

    if (rank == 2 && dim == 0 && wholeRows(from) && wholeRows(to)) {
      // Down the rows: whole rows at a time.
      // The rows' indices in the buffers are computed outside the nests
      // (a nest indexes its tiles by its own indices and fixed values).
      int64_t columns = shape[1];
      auto rowOf = [&](const RegionOperand &operand, Value row) -> Value {
        return operand.offsets[0] ? rewriter.create<arith::AddIOp>(
                                        loc, operand.offsets[0], row)
                                  : row;
      };
      if (!inPlace) {
        Value srcRow = rowOf(from, first);
        Value dstRow = sameElements ? srcRow : rowOf(to, first);
        loop(ForKind::Parallel, 0, columns, [&](Value j) {
          stepAt({srcRow, j}, {dstRow, j}, {});
        });
      }
      if (length > 1)
        loop(ForKind::Serial, 1, length, [&](Value k) {
          Value row = position(k);
          Value before = rowOf(to, previous(row));
          Value srcRow = rowOf(from, row);
          Value dstRow = sameElements ? srcRow : rowOf(to, row);
          loop(ForKind::Parallel, 0, columns, [&](Value j) {
            stepAt({srcRow, j}, {dstRow, j}, {before, j});
          });
        });
      rewriter.eraseOp(scan);
      return success();
    }

    if (rank == 2 && dim == 1 && shape[0] > 1 && shape[1] > 1 &&
        vectorElements && transposes(type)) {
      // Along the rows of a whole local buffer: transposed, scanned down
      // the rows (vector work) and transposed back.
      auto srcAlloc = src.getDefiningOp<AllocBufferOp>();
      auto dstAlloc = dst.getDefiningOp<AllocBufferOp>();
      if (srcAlloc && dstAlloc) {
        auto transposedType =
            MemRefType::get({shape[1], shape[0]}, type.getElementType(),
                            MemRefLayoutAttrInterface(), type.getMemorySpace());
        Value transposed;
        {
          OpBuilder::InsertionGuard guard(rewriter);
          if (auto kernel = scan->getParentOfType<KernelOp>())
            rewriter.setInsertionPointToStart(&kernel.getBody().front());
          StringRef name = srcAlloc.getName().value_or("scan");
          transposed = rewriter.create<AllocBufferOp>(
              loc, transposedType,
              rewriter.getStringAttr(name + "_transposed"));
        }
        auto transpose = [&](Value from, Value to) {
          rewriter.create<TileOp>(
              loc,
              TileOpKindAttr::get(rewriter.getContext(), TileOpKind::Transpose),
              ValueRange{from}, ValueRange(), to, IntegerAttr(), CastModeAttr(),
              CompareModeAttr(), SelectModeAttr(), MaskPatternAttr());
        };
        transpose(src, transposed);
        rewriter.create<ScanOp>(loc, scan.getKindAttr(), transposed, transposed,
                                rewriter.getI64IntegerAttr(0),
                                scan.getReverseAttr());
        transpose(transposed, dst);
        rewriter.eraseOp(scan);
        return success();
      }
    }

    // Element by element, one line along `dim` after another (along the
    // rows of a buffer the routes above do not take, and down the rows of a
    // region of some columns, which is not a tile).
    auto scanLine = [&](std::optional<Value> line) {
      auto at = [&](Value pos) {
        if (!line)
          return SmallVector<Value>{pos};
        return dim == 0 ? SmallVector<Value>{pos, *line}
                        : SmallVector<Value>{*line, pos};
      };
      if (!inPlace)
        step(at(first), {});
      if (length > 1)
        loop(ForKind::Serial, 1, length, [&](Value k) {
          Value pos = position(k);
          step(at(pos), at(previous(pos)));
        });
    };
    if (rank == 1)
      scanLine(std::nullopt);
    else
      loop(ForKind::Serial, 0, shape[1 - dim],
           [&](Value line) { scanLine(line); });
    rewriter.eraseOp(scan);
    return success();
  }
};

/// Reports a region operand of `scan` that reaches past its buffer (static
/// offsets and sizes): the expansion indexes the buffer itself.
static LogicalResult verifyRegions(ScanOp scan) {
  for (Value operand : {scan.getSource(), scan.getTarget()}) {
    auto subview = operand.getDefiningOp<memref::SubViewOp>();
    if (!subview)
      continue;
    ArrayRef<int64_t> shape = subview.getSourceType().getShape();
    for (auto [d, offset, size, stride] :
         llvm::enumerate(subview.getStaticOffsets(), subview.getStaticSizes(),
                         subview.getStaticStrides())) {
      if (ShapedType::isDynamic(offset) || ShapedType::isDynamic(size) ||
          ShapedType::isDynamic(stride) || ShapedType::isDynamic(shape[d]) ||
          size == 0)
        continue;
      int64_t last = offset + (size - 1) * stride;
      if (offset < 0 || last >= shape[d])
        return scan.emitOpError("scans a region that reaches past its buffer: "
                                "indices ")
               << offset << " to " << last << " of dimension " << d
               << ", which has " << shape[d];
    }
  }
  return success();
}

struct TIRExpandScansPass : tir::impl::TIRExpandScansBase<TIRExpandScansPass> {
  void runOnOperation() override {
    WalkResult regions = getOperation().walk([](ScanOp scan) {
      return failed(verifyRegions(scan)) ? WalkResult::interrupt()
                                         : WalkResult::advance();
    });
    if (regions.wasInterrupted())
      return signalPassFailure();
    RewritePatternSet patterns(&getContext());
    populateExpandScansPatterns(patterns);
    GreedyRewriteConfig config;
    tirpto::compat::setRegionSimplificationLevel(
        config, GreedySimplifyRegionLevel::Disabled);
    if (failed(applyPatternsAndFoldGreedily(getOperation(), std::move(patterns),
                                            config)))
      signalPassFailure();
  }
};
} // namespace

void mlir::tir::populateExpandScansPatterns(RewritePatternSet &patterns) {
  patterns.add<ExpandScan>(patterns.getContext());
}
