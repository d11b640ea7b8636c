//===- VectorOps.cpp - T.reduce, intrinsics, externs; shared helpers ------===//
//
// The Vector core lowerings outside T.Parallel nests (tir.reduce, tir.intrin,
// tir.call_extern) and the helpers the T.Parallel lowering
// (ParallelLowering.cpp) shares with them: ub temporaries, fills and
// reductions with the per-arch element rules of AscendTarget.h.
//
//===----------------------------------------------------------------------===//

#include "PatternsInternal.h"
#include "tirpto/Support/BufferPlacement.h"

#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::tir_to_ascend;
using ascend::AddressSpace;
using ascend::VBinaryKind;
using ascend::VUnaryKind;

//===----------------------------------------------------------------------===//
// Helpers shared by the patterns
//===----------------------------------------------------------------------===//

Value mlir::tirpto::tir_to_ascend::createTemporary(OpBuilder &builder,
                                                   Operation *at,
                                                   ArrayRef<int64_t> shape,
                                                   Type element) {
  auto type = MemRefType::get(
      shape, element, MemRefLayoutAttrInterface(),
      ascend::AddressSpaceAttr::get(builder.getContext(), AddressSpace::UB));
  return tirpto::createTemporary(builder, at, type);
}

LogicalResult mlir::tirpto::tir_to_ascend::emitVectorFill(OpBuilder &builder,
                                                          Operation *at,
                                                          Value scalar,
                                                          Value dst,
                                                          ascend::Arch arch) {
  auto type = cast<MemRefType>(dst.getType());
  if (succeeded(ascend::buildVectorFill(
          builder, at->getLoc(), scalar, dst, arch, [&](MemRefType wide) {
            return createTemporary(builder, at, wide.getShape(),
                                   wide.getElementType());
          })))
    return success();
  return at->emitOpError("fills a ")
         << type.getElementType() << " tile: the " << ascend::getArchName(arch)
         << " Vector core fills "
         << ascend::describeLegalVectorElements(ascend::VectorOpClass::Dup,
                                                arch)
         << " tiles only";
}

LogicalResult mlir::tirpto::tir_to_ascend::emitVectorReduce(
    OpBuilder &builder, Operation *at, ascend::VReduceKind kind, Value input,
    Value target, int64_t dim, bool accumulate, ascend::Arch arch) {
  Location loc = at->getLoc();
  auto inputType = cast<MemRefType>(input.getType());
  auto targetType = cast<MemRefType>(target.getType());
  // The type the Vector core reduces in: the element type, or f32 for bf16.
  Type element = targetType.getElementType();
  Type compute = element;
  auto legal = [&](Type type) {
    return ascend::isLegalVectorElement(ascend::VectorOpClass::Reduce, type,
                                        arch);
  };
  std::string legalTypes = ascend::describeLegalVectorElements(
      ascend::VectorOpClass::Reduce, arch);
  if (!legal(element) || !legal(inputType.getElementType())) {
    if (!element.isBF16() && !inputType.getElementType().isBF16())
      return at->emitOpError("reduces ")
             << element << " tiles: the " << ascend::getArchName(arch)
             << " Vector core reduces " << legalTypes << " tiles only";
    compute = builder.getF32Type();
    at->emitRemark("bf16 reduction computed in f32 with casts: the ")
        << ascend::getArchName(arch) << " Vector core reduces " << legalTypes
        << " tiles only";
  }
  if (inputType.getElementType() != compute) {
    Value wide = createTemporary(builder, at, inputType.getShape(), compute);
    builder.create<ascend::VCastOp>(loc, input, wide);
    input = wide;
  }
  Value acc = target;
  if (element != compute) {
    acc = createTemporary(builder, at, targetType.getShape(), compute);
    if (accumulate)
      builder.create<ascend::VCastOp>(loc, target, acc);
  }
  auto kindAttr = ascend::VReduceKindAttr::get(builder.getContext(), kind);
  auto dimAttr = builder.getI64IntegerAttr(dim);
  if (!accumulate) {
    builder.create<ascend::VReduceOp>(loc, kindAttr, input, acc, dimAttr);
  } else {
    Value partial = createTemporary(builder, at, targetType.getShape(), compute);
    builder.create<ascend::VReduceOp>(loc, kindAttr, input, partial, dimAttr);
    VBinaryKind combine = kind == ascend::VReduceKind::Sum   ? VBinaryKind::Add
                          : kind == ascend::VReduceKind::Max ? VBinaryKind::Max
                                                             : VBinaryKind::Min;
    builder.create<ascend::VBinaryOp>(
        loc, ascend::VBinaryKindAttr::get(builder.getContext(), combine), acc,
        partial, acc);
  }
  if (acc != target)
    builder.create<ascend::VCastOp>(loc, acc, target);
  return success();
}

bool mlir::tirpto::tir_to_ascend::isPowerOfTwo(Value value, int64_t &log2) {
  APInt constant;
  if (!matchPattern(value, m_ConstantInt(&constant)) ||
      !constant.isStrictlyPositive() || !constant.isPowerOf2())
    return false;
  log2 = constant.logBase2();
  return true;
}

FailureOr<Value> mlir::tirpto::tir_to_ascend::buildScalarIntrinsic(
    OpBuilder &builder, Location loc, tir::Intrinsic intrinsic,
    ValueRange operands) {
  // The tir.intrin verifier has checked the arity against the table.
  auto binary = [&](auto tag) -> FailureOr<Value> {
    using OpTy = decltype(tag);
    return builder.create<OpTy>(loc, operands[0], operands[1]).getResult();
  };
  switch (intrinsic) {
  case tir::Intrinsic::ShiftRight:
    return binary(arith::ShRSIOp());
  case tir::Intrinsic::ShiftLeft:
    return binary(arith::ShLIOp());
  case tir::Intrinsic::BitwiseAnd:
    return binary(arith::AndIOp());
  case tir::Intrinsic::BitwiseOr:
    return binary(arith::OrIOp());
  case tir::Intrinsic::BitwiseXor:
    return binary(arith::XOrIOp());
  case tir::Intrinsic::BitwiseNot: {
    // ~a = a ^ -1
    Value ones = builder.create<arith::ConstantOp>(
        loc, builder.getIntegerAttr(operands[0].getType(), -1));
    return builder.create<arith::XOrIOp>(loc, operands[0], ones).getResult();
  }
  case tir::Intrinsic::FloorDiv:
    return binary(arith::FloorDivSIOp());
  case tir::Intrinsic::FloorMod: {
    // By a constant b with 2|b| in range: ((a rem b) + b) rem b, whose
    // range analyses bound by b (a swizzled tile index stays provably
    // inside its tensor).
    if (std::optional<int64_t> b = getConstantIntValue(operands[1]);
        b && *b != 0) {
      unsigned bits = operands[1].getType().isIndex()
                          ? 32 // ptoas's index
                          : operands[1].getType().getIntOrFloatBitWidth();
      int64_t limit = bits >= 3 ? int64_t(1) << (std::min(bits, 64u) - 2) : 0;
      if (*b > -limit && *b < limit) {
        Value r = builder.create<arith::RemSIOp>(loc, operands[0], operands[1]);
        Value shifted = builder.create<arith::AddIOp>(loc, r, operands[1]);
        return builder.create<arith::RemSIOp>(loc, shifted, operands[1])
            .getResult();
      }
    }
    // a - floordiv(a, b) * b
    Value q = builder.create<arith::FloorDivSIOp>(loc, operands[0],
                                                  operands[1]);
    Value p = builder.create<arith::MulIOp>(loc, q, operands[1]);
    return builder.create<arith::SubIOp>(loc, operands[0], p).getResult();
  }
  case tir::Intrinsic::IfThenElse:
    return builder
        .create<arith::SelectOp>(loc, operands[0], operands[1], operands[2])
        .getResult();
  case tir::Intrinsic::UseSwizzle:
    // Every block order computes the same tiles; the blocks keep theirs,
    // as TileLang's own PTO backend does (IntrinLowering remarks).
    return operands[0];
  case tir::Intrinsic::Sigmoid:
  case tir::Intrinsic::StorageSync:
  case tir::Intrinsic::PipeBarrier:
  case tir::Intrinsic::SetFlag:
  case tir::Intrinsic::WaitFlag:
  case tir::Intrinsic::SetCrossFlag:
  case tir::Intrinsic::WaitCrossFlag:
  case tir::Intrinsic::CrossCoreSetFlag:
  case tir::Intrinsic::CrossCoreWaitFlag:
  case tir::Intrinsic::LoopBreak:
  case tir::Intrinsic::SetAtomic:
  case tir::Intrinsic::SetAtomicNone:
  case tir::Intrinsic::Printf:
  case tir::Intrinsic::SyncAll:
  case tir::Intrinsic::SetDeqScale:
  case tir::Intrinsic::Exp:
  case tir::Intrinsic::Log:
  case tir::Intrinsic::Sqrt:
  case tir::Intrinsic::Rsqrt:
  case tir::Intrinsic::Abs:
  case tir::Intrinsic::Tanh:
    break;
  }
  return failure();
}

namespace {

//===----------------------------------------------------------------------===//
// T.reduce_*, intrinsics and externs outside nests
//===----------------------------------------------------------------------===//

/// tir.reduce -> ascend.vreduce (after vunary abs for abssum/absmax; into a
/// temporary combined with the destination when clear = false).
struct ReduceLowering : PlacedPattern<tir::ReduceOp> {
  using PlacedPattern::PlacedPattern;

  LogicalResult
  matchAndRewrite(tir::ReduceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value source = adaptor.getSource(), target = adaptor.getTarget();
    for (Value operand : {op.getSource(), op.getTarget()})
      if (std::optional<BufferDecision> d = placement.lookup(operand);
          d && d->scalar)
        return op.emitOpError("T.reduce with the local.var ")
               << placement.getName(operand)
               << ": a scalar variable is not a tile (reduce into a "
                  "one-element fragment instead)";
    for (auto [tirValue, value] :
         {std::make_pair(op.getSource(), source),
          std::make_pair(op.getTarget(), target)}) {
      AddressSpace space = spaceOf(value);
      if (space != AddressSpace::UB)
        return op.emitOpError("T.reduce of ")
               << placement.getName(tirValue) << " in "
               << ascend::stringifyAddressSpace(space)
               << ": reductions run on the Vector core, on ub buffers only";
    }
    // The dimension of the source's rank-2 form: a buffer of rank 3 or
    // more is stored as the rows of its last dimension, so its last
    // dimension is reduced per row, and the one before it per column. When
    // the dimensions before the last two are not all 1, the buffer holds
    // several slices (`(T, H, H)`: T slices of H x H), each reduced on its
    // own rows into one row of the target.
    MemRefType original = op.getSource().getType();
    int64_t rank = original.getRank();
    int64_t dim = op.getDim();
    int64_t slices = 1;
    if (rank > 2) {
      for (int64_t d : original.getShape().drop_back(2))
        slices *= d;
      if (dim == rank - 1) {
        dim = 1;
      } else if (dim == rank - 2) {
        dim = 0;
      } else {
        return op.emitOpError("T.reduce along dimension ")
               << op.getDim() << " of " << placement.getName(op.getSource())
               << " (" << original
               << "): a ub buffer of rank 3 or more is stored as the rows of "
                  "its last dimension, so only its last two dimensions can "
                  "be reduced";
      }
    }
    // The target's tile form: the per-row (M x 1) or per-column (1 x N)
    // vector of the source's tile, or with several slices one row per
    // slice.
    auto sourceForm = cast<MemRefType>(source.getType()).getShape();
    auto targetForm = cast<MemRefType>(target.getType()).getShape();
    // A target that keeps the reduced dimension (`(T, H, 1)`) is one column
    // of all the slices' per-row results: one reduction of the whole tile.
    if (slices > 1 && dim == 1 &&
        targetForm == ArrayRef<int64_t>{sourceForm[0], 1})
      slices = 1;
    if (slices > 1 && sourceForm[1] == 1)
      return op.emitOpError("T.reduce of ")
             << placement.getName(op.getSource()) << " (" << original
             << "): its last dimension is 1, so it is stored as one column, "
                "whose slices are not windows of a tile; reducing it over "
                "slices is not supported";
    int64_t sliceRows = sourceForm[0] / slices;
    SmallVector<int64_t> wanted =
        slices > 1
            ? SmallVector<int64_t>{slices, dim == 1 ? sliceRows : sourceForm[1]}
        : dim == 1 ? SmallVector<int64_t>{sourceForm[0], 1}
                   : SmallVector<int64_t>{1, sourceForm[1]};
    // A vector of the result's length in the other orientation (a row
    // buffer for per-row results), or the first elements of one
    // (tilelang-ascend's real_shape into a longer row): the result goes
    // through a temporary of its own form.
    // So does a result written into the leading part of a buffer (its
    // first columns, or a column vector's first rows) by more than the
    // reduction itself: combined with the old values (clear = false), or
    // converted from the type a bf16 reduction computes in.
    auto isLeading = [](Value value) {
      auto region = value.getDefiningOp<memref::SubViewOp>();
      return region && ascend::isLeadingRegion(region);
    };
    Type targetElement = cast<MemRefType>(target.getType()).getElementType();
    Value elements;
    if ((targetForm != ArrayRef<int64_t>(wanted) && slices == 1 &&
         targetForm.size() == 2 &&
         targetForm[0] * targetForm[1] == wanted[0] * wanted[1] &&
         (targetForm[0] == 1 || targetForm[1] == 1)) ||
        (slices == 1 && isLeading(target) &&
         (!op.getClear() || targetElement.isBF16()))) {
      elements = target;
      target =
          createTemporary(rewriter, op, wanted,
                          cast<MemRefType>(target.getType()).getElementType());
      if (!op.getClear())
        copyVector(rewriter, op.getLoc(), elements, target);
    } else if (targetForm != ArrayRef<int64_t>(wanted))
      return op.emitOpError("T.reduce of ")
             << placement.getName(op.getSource()) << " into "
             << placement.getName(op.getTarget()) << ": the source's tile is "
             << sourceForm[0] << "x" << sourceForm[1] << ", so the result is a "
             << wanted[0] << "x" << wanted[1] << " tile, but "
             << placement.getName(op.getTarget()) << " is stored as a "
             << targetForm[0] << "x" << targetForm[1]
             << " tile (the per-row result of reducing a rank-3 buffer is one "
                "column); reducing into or from such a buffer is not "
                "supported yet";
    // The leading part of a buffer is reduced as the buffer's tile with that
    // part valid; an op before the reduction would need a tile of its own.
    if (isLeading(source)) {
      bool abs = op.getKind() == tir::ReduceKind::AbsSum ||
                 op.getKind() == tir::ReduceKind::AbsMax;
      if (abs || cast<MemRefType>(source.getType()).getElementType().isBF16())
        return op.emitOpError("T.reduce")
               << (abs ? "_abssum / absmax" : " of bf16")
               << " over the first columns of "
               << placement.getName(op.getSource())
               << " (real_shape) is not supported: the region would first be "
               << (abs ? "made |x|" : "converted to f32")
               << " in a tile of its own, and a tile has no row stride of its "
                  "own to read part of another's columns; reduce the whole "
                  "buffer, or copy the part into a buffer of its own";
    }
    Location loc = op.getLoc();
    auto sourceType = cast<MemRefType>(source.getType());
    Value input = source;
    ascend::VReduceKind kind = ascend::VReduceKind::Sum;
    switch (op.getKind()) {
    case tir::ReduceKind::BitAnd:
    case tir::ReduceKind::BitOr:
    case tir::ReduceKind::BitXor:
      return rewriter.notifyMatchFailure(
          op, "a bitwise reduction, which tir-expand-bitwise-reductions "
              "writes as loops");
    case tir::ReduceKind::Sum:
      break;
    case tir::ReduceKind::Max:
      kind = ascend::VReduceKind::Max;
      break;
    case tir::ReduceKind::Min:
      kind = ascend::VReduceKind::Min;
      break;
    case tir::ReduceKind::AbsSum:
    case tir::ReduceKind::AbsMax: {
      // |x| first, in f32 for bf16 tiles.
      Type element = sourceType.getElementType();
      if (element.isBF16()) {
        input = createTemporary(rewriter, op, sourceType.getShape(),
                                rewriter.getF32Type());
        rewriter.create<ascend::VCastOp>(loc, source, input);
        element = rewriter.getF32Type();
      }
      ascend::ArchElementSets absSets =
          *ascend::getTileFormElements(ascend::VUnaryKind::Abs);
      if (!ascend::isLegalVectorElement(absSets, element, arch))
        return op.emitOpError("T.reduce_abssum / absmax of ")
               << element << " tiles: the Vector core takes abs of "
               << ascend::describeLegalVectorElements(absSets, arch)
               << " tiles only";
      Value abs =
          createTemporary(rewriter, op, sourceType.getShape(), element);
      rewriter.create<ascend::VUnaryOp>(
          loc,
          ascend::VUnaryKindAttr::get(getContext(), ascend::VUnaryKind::Abs),
          input, abs);
      input = abs;
      if (op.getKind() == tir::ReduceKind::AbsMax)
        kind = ascend::VReduceKind::Max;
      break;
    }
    }
    if (slices > 1) {
      if (failed(reduceSlices(rewriter, op, kind, input, target, dim, slices,
                              sliceRows)))
        return failure();
    } else if (failed(emitVectorReduce(rewriter, op, kind, input, target, dim,
                                       /*accumulate=*/!op.getClear(), arch))) {
      return failure();
    }
    if (elements)
      copyVector(rewriter, op.getLoc(), target, elements);
    rewriter.eraseOp(op);
    return success();
  }

  /// Copies the vector `from` into the vector `to` of the same length in
  /// the other orientation: a tile move (through the column's row view),
  /// or element by element where one is the leading part of a longer vector
  /// (the first columns of a row, the first rows of a column).
  static void copyVector(OpBuilder &builder, Location loc, Value from,
                         Value to) {
    auto isColumns = [](Value value) {
      auto region = value.getDefiningOp<memref::SubViewOp>();
      return region && ascend::isLeadingRegion(region);
    };
    if (isColumns(from) || isColumns(to))
      copyElements(builder, loc, from, to);
    else
      builder.create<ascend::CopyOp>(loc, from, to);
  }

  /// A rank-2 buffer or region of one, as its buffer and the offsets of
  /// its first element.
  static Value getBase(OpBuilder &builder, Location loc, Value value,
                       SmallVectorImpl<Value> &offsets) {
    offsets.assign(2, builder.create<arith::ConstantIndexOp>(loc, 0));
    while (auto region = value.getDefiningOp<memref::SubViewOp>()) {
      if (region.getSourceType().getRank() != 2 ||
          region.getType().getRank() != 2)
        break;
      for (auto [offset, more] : llvm::zip(offsets, region.getMixedOffsets()))
        offset = builder.createOrFold<arith::AddIOp>(
            loc, offset, getValueOrCreateConstantIndexOp(builder, loc, more));
      value = region.getSource();
    }
    return value;
  }

  /// Copies the elements of the vector `from` into the vector `to` (each
  /// 1 x n or n x 1, either orientation) one by one, through the scalar
  /// unit: `to` may be the first elements of a longer vector, which no
  /// tile move writes alone.
  static void copyElements(OpBuilder &builder, Location loc, Value from,
                           Value to) {
    auto fromType = cast<MemRefType>(from.getType());
    auto toType = cast<MemRefType>(to.getType());
    int64_t count = fromType.getNumElements();
    SmallVector<Value> fromOffsets, toOffsets;
    Value fromBase = getBase(builder, loc, from, fromOffsets);
    Value toBase = getBase(builder, loc, to, toOffsets);
    auto c = [&](int64_t v) -> Value {
      return builder.create<arith::ConstantIndexOp>(loc, v);
    };
    auto loop = builder.create<scf::ForOp>(loc, c(0), c(count), c(1));
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPoint(loop.getBody()->getTerminator());
    Value i = loop.getInductionVar();
    auto at = [&](MemRefType type, ArrayRef<Value> offsets) {
      unsigned along = type.getDimSize(0) == 1 ? 1 : 0;
      SmallVector<Value> indices(offsets);
      indices[along] =
          builder.createOrFold<arith::AddIOp>(loc, i, indices[along]);
      return indices;
    };
    Value element = builder.create<memref::LoadOp>(loc, fromBase,
                                                   at(fromType, fromOffsets));
    builder.create<memref::StoreOp>(loc, element, toBase,
                                    at(toType, toOffsets));
  }

  /// Rows [first, first + rows) of `buffer`, `cols` wide: a window of the
  /// tile itself, also when `buffer` is a window of it already (a region
  /// of the buffer: windows are taken of whole tiles).
  static Value takeRows(OpBuilder &builder, Location loc, Value buffer,
                        Value first, int64_t rows, int64_t cols) {
    OpFoldResult colOffset = builder.getIndexAttr(0);
    if (auto outer = buffer.getDefiningOp<memref::SubViewOp>();
        outer && outer.getSourceType().getRank() == 2 &&
        outer.getType().getRank() == 2) {
      SmallVector<OpFoldResult> offsets = outer.getMixedOffsets();
      first = builder.create<arith::AddIOp>(
          loc, getValueOrCreateConstantIndexOp(builder, loc, offsets[0]),
          first);
      colOffset = offsets[1];
      buffer = outer.getSource();
    }
    SmallVector<OpFoldResult> strides(2, builder.getIndexAttr(1));
    return builder.create<memref::SubViewOp>(
        loc, buffer, ArrayRef<OpFoldResult>{first, colOffset},
        ArrayRef<OpFoldResult>{builder.getIndexAttr(rows),
                               builder.getIndexAttr(cols)},
        strides);
  }

  /// Reduces each of the `slices` windows of `rows` rows of `input` into
  /// one row of `target`, in a loop: a per-column result directly, a
  /// per-row one through a column temporary copied into the row.
  LogicalResult reduceSlices(ConversionPatternRewriter &rewriter,
                             tir::ReduceOp op, ascend::VReduceKind kind,
                             Value input, Value target, int64_t dim,
                             int64_t slices, int64_t rows) const {
    Location loc = op.getLoc();
    auto inputType = cast<MemRefType>(input.getType());
    auto targetType = cast<MemRefType>(target.getType());
    int64_t length = targetType.getDimSize(1);
    Value column;
    if (dim == 1)
      column =
          createTemporary(rewriter, op, {rows, 1}, targetType.getElementType());
    auto c = [&](int64_t v) -> Value {
      return rewriter.create<arith::ConstantIndexOp>(loc, v);
    };
    auto loop = rewriter.create<scf::ForOp>(loc, c(0), c(slices), c(1));
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(loop.getBody()->getTerminator());
    Value slice = loop.getInductionVar();
    Value first = rewriter.create<arith::MulIOp>(loc, slice, c(rows));
    Value window =
        takeRows(rewriter, loc, input, first, rows, inputType.getDimSize(1));
    Value row = takeRows(rewriter, loc, target, slice, 1, length);
    bool accumulate = !op.getClear();
    if (dim == 0)
      return emitVectorReduce(rewriter, op, kind, window, row, dim, accumulate,
                              arch);
    if (accumulate)
      rewriter.create<ascend::CopyOp>(loc, row, column);
    if (failed(emitVectorReduce(rewriter, op, kind, window, column, dim,
                                accumulate, arch)))
      return failure();
    rewriter.create<ascend::CopyOp>(loc, column, row);
    return success();
  }
};

/// tir.intrin outside a T.Parallel nest: scalar index arithmetic
/// (synchronisation is SyncOps.cpp's). convert-tir-to-ascend reports the
/// others (unknown names, scalar math) before its patterns run.
struct IntrinLowering : OpConversionPattern<tir::IntrinOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tir::IntrinOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<tir::Intrinsic> intrinsic = tir::getIntrinsic(op);
    if (!intrinsic)
      return rewriter.notifyMatchFailure(op, "unknown intrinsic");
    if (*intrinsic == tir::Intrinsic::UseSwizzle)
      op.emitRemark("T.use_swizzle is accepted and the block order kept: "
                    "it only improves L2 locality, and every order computes "
                    "the same tiles (TileLang's own PTO backend keeps it "
                    "too)");
    FailureOr<Value> value = buildScalarIntrinsic(
        rewriter, op.getLoc(), *intrinsic, adaptor.getOperands());
    if (failed(value))
      return rewriter.notifyMatchFailure(op, "no scalar form");
    rewriter.replaceOp(op, *value);
    return success();
  }
};

} // namespace

void mlir::tirpto::tir_to_ascend::populateVectorPatterns(
    const TypeConverter &converter, const BufferPlacement &placement,
    ascend::Arch arch, RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  populateParallelPatterns(converter, placement, arch, patterns);
  patterns.add<ReduceLowering>(converter, placement, arch, context);
  patterns.add<IntrinLowering>(converter, context);
}
