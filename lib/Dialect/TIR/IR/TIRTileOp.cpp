//===- TIRTileOp.cpp - tir.tile: tilelang-ascend's T.tile.* verifier ------===//
//
// The verifier of the tir.tile family (one op, the operation an enum): the
// operands each kind takes, the broadcast axis, the mask kinds.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/TIR/IR/TIR.h"

#include "tirpto/Support/MaskPatterns.h"
#include "tirpto/Support/SortLimits.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::tir;

//===----------------------------------------------------------------------===//
// TileOp
//===----------------------------------------------------------------------===//

/// T.tile.sort(dst, src, actual_num) and T.tile.topk(dst, src, K,
/// actual_num): floating-point values, their (value, index) pairs in dst,
/// two elements a pair.
LogicalResult TileOp::verifySortKind() {
  bool topk = getKind() == TileOpKind::TopK;
  StringRef name = topk ? "T.tile.topk" : "T.tile.sort";
  size_t scalars = topk ? 2 : 1;
  if (getSources().size() != 1 || getScalars().size() != scalars ||
      !llvm::all_of(getScalars(), [](Value scalar) {
        return scalar.getType().isSignlessInteger();
      }))
    return emitOpError(name)
           << " expects one source buffer (the values) and "
           << (topk ? "two integer scalars (K and "
                      "actual_num)"
                    : "one integer scalar (actual_num)")
           << ", got " << getSources().size() << " buffers and "
           << getScalars().size() << " scalars";
  auto src = cast<MemRefType>(getSources()[0].getType());
  MemRefType target = getTarget().getType();
  Type element = target.getElementType();
  if (src.getElementType() != element || !isa<FloatType>(element))
    return emitOpError(name) << " expects floating-point values of dst's "
                                "element type "
                             << element << ", got " << src;
  // TileLang sorts the values' buffer rounded up to whole blocks of 32.
  int64_t aligned = llvm::alignTo(src.getNumElements(), tirpto::kSortBlock);
  APInt value;
  std::optional<int64_t> count;
  if (matchPattern(getScalars().back(), m_ConstantInt(&value))) {
    count = value.getSExtValue();
    if (*count < 1 || *count > src.getNumElements())
      return emitOpError(name)
             << " sorts actual_num = " << *count << " values of " << src
             << ": expects 1 to " << src.getNumElements();
  }
  int64_t wanted = 2 * aligned;
  if (topk) {
    if (!matchPattern(getScalars().front(), m_ConstantInt(&value)))
      return success();
    int64_t k = value.getSExtValue();
    if (k < 1 || k > aligned)
      return emitOpError("T.tile.topk takes K = ")
             << k << " of the " << aligned << " values it sorts: expects 1 to "
             << aligned;
    wanted = 2 * k;
  }
  if (target.getNumElements() != wanted)
    return emitOpError(name)
           << " writes " << wanted / 2 << " (value, index) pairs, 2 elements "
           << "each: expects a dst of " << wanted << " elements, got "
           << target;
  return success();
}

std::optional<int64_t> TileOp::getBroadcastAxis() {
  if (getKind() != TileOpKind::Broadcast || getSources().size() != 1)
    return std::nullopt;
  MemRefType dst = getTarget().getType();
  auto src = cast<MemRefType>(getSources().front().getType());
  if (dst.getRank() != 2 || src.getRank() < 1 || src.getRank() > 2)
    return std::nullopt;
  int64_t m = dst.getDimSize(0), n = dst.getDimSize(1);
  std::optional<int64_t> axis = getAxis();
  if (axis && *axis != 0 && *axis != 1)
    return std::nullopt;
  // The source as a row (1 x N) or a column (M x 1), as tilelang-ascend's
  // T.tile.broadcast infers it.
  if (src.getRank() == 1) {
    int64_t k = src.getDimSize(0);
    if ((!axis || *axis == 0) && k == n)
      return 0;
    if ((!axis || *axis == 1) && k == m)
      return 1;
    return std::nullopt;
  }
  ArrayRef<int64_t> shape = src.getShape();
  if ((!axis || *axis == 0) && shape[0] == 1 && shape[1] == n)
    return 0;
  if ((!axis || *axis == 1) && shape[1] == 1 && shape[0] == m)
    return 1;
  return std::nullopt;
}

/// T.tile.compare (two operands -> an i8 mask) and T.tile.select (a mask,
/// src0, and src1 or a scalar as `sel_mode` says).
LogicalResult TileOp::verifyMaskKind() {
  bool compare = getKind() == TileOpKind::Compare;
  if (compare && !getCmpMode())
    return emitOpError("T.tile.compare expects a 'cmp_mode' (eq, ne, gt, "
                       "ge, lt or le)");
  if (!compare && !getSelMode())
    return emitOpError("T.tile.select expects a 'sel_mode' (cmpmask_spr, "
                       "tensor_tensor or tensor_scalar)");
  if (getScalars().size() > 1)
    return emitOpError("T.tile.")
           << stringifyTileOpKind(getKind())
           << " takes at most one scalar, got " << getScalars().size();
  MemRefType dst = getTarget().getType();
  auto isMask = [](MemRefType type) {
    return type.getElementType().isSignlessInteger(8);
  };
  auto sameAs = [](MemRefType type, MemRefType like) {
    return type.getShape() == like.getShape() &&
           type.getElementType() == like.getElementType();
  };
  SmallVector<MemRefType> sources;
  for (Value source : getSources())
    sources.push_back(cast<MemRefType>(source.getType()));
  if (compare) {
    if (sources.empty() || sources.size() + getScalars().size() != 2)
      return emitOpError("T.tile.compare expects two operands: a source "
                         "buffer, and a second source buffer or a scalar");
    if (sources.size() == 2 && !sameAs(sources[1], sources[0]))
      return emitOpError("expects sources of one shape and element type, "
                         "got ")
             << sources[0] << " and " << sources[1];
    if (!isMask(dst) || dst.getShape() != sources[0].getShape())
      return emitOpError("T.tile.compare expects an i8 mask of the sources' "
                         "shape (TileLang's uint8 buffer; a mask allocated "
                         "as one bit per element, a byte per 8 elements, is "
                         "not supported yet), got ")
             << dst;
    if (Value scalar = getScalar();
        scalar && scalar.getType() != sources[0].getElementType())
      return emitOpError("expects a scalar of the element type ")
             << sources[0].getElementType() << ", got " << scalar.getType();
    return success();
  }
  bool scalarMode = *getSelMode() == SelectMode::TensorScalar;
  if (sources.size() != (scalarMode ? 2u : 3u) ||
      getScalars().size() != (scalarMode ? 1u : 0u))
    return emitOpError("T.tile.select with sel_mode ")
           << stringifySelectMode(*getSelMode()) << " expects "
           << (scalarMode ? "a mask, a source buffer and a scalar"
                          : "a mask and two source buffers");
  if (!isMask(sources[0]) || sources[0].getShape() != dst.getShape())
    return emitOpError("T.tile.select expects an i8 mask of the "
                       "destination's shape first (T.tile.compare's; a mask "
                       "allocated as one bit per element is not supported "
                       "yet), got ")
           << sources[0];
  for (MemRefType source : ArrayRef(sources).drop_front())
    if (!sameAs(source, dst))
      return emitOpError("expects sources of the destination's shape and "
                         "element type ")
             << dst << ", got " << source;
  if (Value scalar = getScalar();
      scalar && scalar.getType() != dst.getElementType())
    return emitOpError("expects a scalar of the element type ")
           << dst.getElementType() << ", got " << scalar.getType();
  return success();
}

LogicalResult TileOp::verify() {
  TileOpKind kind = getKind();
  if (getAxis() && kind != TileOpKind::Broadcast)
    return emitOpError("'axis' is an attribute of T.tile.broadcast only");
  if (getMode() && kind != TileOpKind::Cast)
    return emitOpError("'mode' is an attribute of T.tile.cast only");
  if (getCmpMode() && kind != TileOpKind::Compare)
    return emitOpError("'cmp_mode' is an attribute of T.tile.compare only");
  if (getSelMode() && kind != TileOpKind::Select)
    return emitOpError("'sel_mode' is an attribute of T.tile.select only");
  if (getMaskPattern() && kind != TileOpKind::GatherMask)
    return emitOpError("'mask_pattern' is an attribute of T.tile.gather_mask "
                       "only");
  if (kind == TileOpKind::Compare || kind == TileOpKind::Select)
    return verifyMaskKind();
  MemRefType target = getTarget().getType();
  if (kind == TileOpKind::CreateVecIndex ||
      kind == TileOpKind::ArithProgression) {
    bool progression = kind == TileOpKind::ArithProgression;
    if (!getSources().empty() || getScalars().size() != (progression ? 2 : 1))
      return emitOpError("T.tile.")
             << stringifyTileOpKind(kind) << " expects no source buffer and "
             << (progression
                     ? "two scalars (the first value and the difference)"
                     : "a scalar (the first value)");
    if (!target.getElementType().isSignlessInteger())
      return emitOpError("T.tile.")
             << stringifyTileOpKind(kind) << " expects an integer buffer, got "
             << target;
  } else if (kind == TileOpKind::BitwiseLshift ||
             kind == TileOpKind::BitwiseRshift) {
    if (getSources().size() != 1 || getScalars().size() != 1)
      return emitOpError("T.tile.")
             << stringifyTileOpKind(kind)
             << " expects one source buffer and a scalar (the bit count)";
    if (!target.getElementType().isSignlessInteger())
      return emitOpError("T.tile.")
             << stringifyTileOpKind(kind) << " expects integer buffers, got "
             << target;
    APInt count;
    if (matchPattern(getScalars().front(), m_ConstantInt(&count)) &&
        count.isNegative())
      return emitOpError("T.tile.")
             << stringifyTileOpKind(kind) << " shifts by a negative bit count ("
             << count.getSExtValue() << ")";
  }
  if (kind == TileOpKind::LeakyRelu) {
    if (getSources().size() != 1 || getScalars().size() != 1)
      return emitOpError("T.tile.leaky_relu expects one source buffer and a "
                         "scalar (the negative slope)");
    if (!isa<FloatType>(target.getElementType()))
      return emitOpError("T.tile.leaky_relu expects floating-point buffers, "
                         "got ")
             << target;
  }
  if (kind == TileOpKind::Gather) {
    if (getSources().size() != 2 || getScalars().size() != 1 ||
        !getScalars().front().getType().isSignlessInteger(32))
      return emitOpError("T.tile.gather expects two source buffers (the "
                         "table and the byte offsets) and the i32 base "
                         "address as its scalar");
    auto src = cast<MemRefType>(getSources()[0].getType());
    auto offsets = cast<MemRefType>(getSources()[1].getType());
    if (src.getElementType() != target.getElementType())
      return emitOpError("T.tile.gather expects a table of dst's element "
                         "type ")
             << target.getElementType() << ", got " << src;
    if (!offsets.getElementType().isSignlessInteger(32) ||
        offsets.getShape() != target.getShape())
      return emitOpError("T.tile.gather expects i32 byte offsets of dst's "
                         "shape (")
             << target << "; TileLang's uint32 offsets are i32 here), got "
             << offsets;
    return success();
  }
  if (kind == TileOpKind::Transpose) {
    if (getSources().size() != 1 || !getScalars().empty())
      return emitOpError(
          "T.tile.transpose (T.transpose) expects one source buffer and no "
          "scalar");
    auto src = cast<MemRefType>(getSources().front().getType());
    if (src.getRank() != 2 || target.getRank() != 2 ||
        src.getDimSize(0) != target.getDimSize(1) ||
        src.getDimSize(1) != target.getDimSize(0) ||
        src.getElementType() != target.getElementType())
      return emitOpError("T.tile.transpose (T.transpose) expects a rank-2 "
                         "source and a dst "
                         "of its element type and its shape reversed, got ")
             << src << " and " << target;
    return success();
  }
  if (kind == TileOpKind::GatherMask) {
    if (getSources().size() != 1 || !getScalars().empty() || !getMaskPattern())
      return emitOpError("T.tile.gather_mask expects one source buffer, no "
                         "scalar and a mask_pattern (its fixed patterns; a "
                         "pattern held in a buffer has no tir spelling)");
    auto src = cast<MemRefType>(getSources()[0].getType());
    Type from = src.getElementType(), to = target.getElementType();
    if (!from.isSignlessIntOrFloat() || !to.isSignlessIntOrFloat())
      return emitOpError("T.tile.gather_mask expects signless integer or "
                         "floating-point elements (TileLang's unsigned "
                         "types are held as signless), got ")
             << src << " and " << target;
    if (from.getIntOrFloatBitWidth() != to.getIntOrFloatBitWidth())
      return emitOpError("T.tile.gather_mask keeps the bits of its elements: "
                         "expects a dst of elements of the source's size, "
                         "got ")
             << src << " and " << target;
    int64_t cols = src.getRank() ? src.getShape().back() : 1;
    int64_t kept = (src.getNumElements() / std::max<int64_t>(cols, 1)) *
                   tirpto::countMaskSelected(
                       tirpto::getMaskSelection(*getMaskPattern()), cols);
    if (target.getNumElements() != kept)
      return emitOpError("T.tile.gather_mask with ")
             << stringifyMaskPattern(*getMaskPattern()) << " keeps " << kept
             << " elements of " << src << ", but dst " << target << " has "
             << target.getNumElements();
    return success();
  }
  if (kind == TileOpKind::Sort || kind == TileOpKind::TopK)
    return verifySortKind();
  if (kind == TileOpKind::Sort32) {
    if (getSources().size() != 2 || !getScalars().empty())
      return emitOpError("T.tile.sort32 expects two source buffers (the "
                         "values and their indices) and no scalar, got ")
             << getSources().size() << " buffers and " << getScalars().size()
             << " scalars";
    auto values = cast<MemRefType>(getSources()[0].getType());
    auto indices = cast<MemRefType>(getSources()[1].getType());
    Type element = target.getElementType();
    if (values.getElementType() != element || !isa<FloatType>(element))
      return emitOpError("T.tile.sort32 expects floating-point values of "
                         "dst's element type ")
             << element << ", got " << values;
    if (!indices.getElementType().isSignlessInteger(32) ||
        indices.getShape() != values.getShape())
      return emitOpError("T.tile.sort32 expects i32 indices (TileLang's "
                         "uint32) of the values' shape, got ")
             << indices;
    if (values.getRank() == 0 || values.getShape().back() % tirpto::kSortBlock)
      return emitOpError("T.tile.sort32 sorts blocks of ")
             << tirpto::kSortBlock
             << " elements: expects values whose rows are a multiple of "
             << tirpto::kSortBlock << " elements, got " << values;
    // Each element becomes an 8-byte (value, index) pair.
    int64_t perPair = 64 / element.getIntOrFloatBitWidth();
    SmallVector<int64_t> shape(values.getShape());
    shape.back() *= perPair;
    if (target.getShape() != ArrayRef<int64_t>(shape))
      return emitOpError("T.tile.sort32 expects a dst holding the values' "
                         "rows of ")
             << perPair << "-element (value, index) pairs ("
             << MemRefType::get(shape, element) << "), got " << target;
    return success();
  }
  if (kind == TileOpKind::MergeSort) {
    if (getSources().size() < 2 || getSources().size() > 4 ||
        !getScalars().empty())
      return emitOpError("T.tile.merge_sort expects 2 to 4 source buffers "
                         "(the sorted lists) and no scalar, got ")
             << getSources().size() << " buffers and " << getScalars().size()
             << " scalars";
    int64_t total = 0;
    for (Value source : getSources()) {
      auto type = cast<MemRefType>(source.getType());
      if (type.getElementType() != target.getElementType())
        return emitOpError("T.tile.merge_sort expects sources of dst's "
                           "element type ")
               << target.getElementType() << ", got " << type;
      total += type.getNumElements();
    }
    // A pair is 8 bytes: 2 f32 or 4 f16 elements.
    Type element = target.getElementType();
    unsigned bits =
        element.isIntOrFloat() ? element.getIntOrFloatBitWidth() : 0;
    int64_t perPair = bits ? 64 / bits : 0;
    SmallVector<Value> buffers(getSources());
    buffers.push_back(getTarget());
    for (Value buffer : buffers)
      if (!perPair ||
          cast<MemRefType>(buffer.getType()).getNumElements() % perPair)
        return emitOpError("T.tile.merge_sort expects buffers of whole 8-byte "
                           "(value, index) pairs, got ")
               << buffer.getType();
    if (total != target.getNumElements())
      return emitOpError("T.tile.merge_sort expects a dst with as many "
                         "elements as its sources together (")
             << total << "), got " << target;
    return success();
  }
  if (isRowExpand(kind)) {
    StringRef name = stringifyTileOpKind(kind);
    if (getSources().size() != 2 || !getScalars().empty())
      return emitOpError("T.tile.")
             << name
             << " expects two source buffers (the tile and one value per "
                "row) and no scalar";
    auto src0 = cast<MemRefType>(getSources()[0].getType());
    auto src1 = cast<MemRefType>(getSources()[1].getType());
    if (target.getRank() != 2 || src0.getShape() != target.getShape() ||
        src0.getElementType() != target.getElementType())
      return emitOpError("T.tile.")
             << name
             << " expects a rank-2 dst and a first source of its shape and "
                "element type, got "
             << src0 << " and " << target;
    int64_t rows = target.getDimSize(0);
    bool perRow = (src1.getRank() == 1 && src1.getDimSize(0) == rows) ||
                  (src1.getRank() == 2 && src1.getDimSize(0) == rows &&
                   src1.getDimSize(1) == 1);
    if (!perRow || src1.getElementType() != target.getElementType())
      return emitOpError("T.tile.")
             << name << " expects one value per row of " << target << " ("
             << rows << " or " << rows << "x1 of " << target.getElementType()
             << "), got " << src1;
    return success();
  }
  if (kind == TileOpKind::CreateVecIndex ||
      kind == TileOpKind::ArithProgression ||
      kind == TileOpKind::BitwiseLshift || kind == TileOpKind::BitwiseRshift ||
      kind == TileOpKind::LeakyRelu) {
    for (Value source : getSources())
      if (cast<MemRefType>(source.getType()).getShape() != target.getShape() ||
          cast<MemRefType>(source.getType()).getElementType() !=
              target.getElementType())
        return emitOpError("expects sources of the destination's shape and "
                           "element type ")
               << target << ", got " << source.getType();
    for (Value scalar : getScalars())
      if (scalar.getType() != target.getElementType())
        return emitOpError("expects a scalar of the element type ")
               << target.getElementType() << ", got " << scalar.getType();
    return success();
  }
  if (getScalars().size() > 1 && kind != TileOpKind::Clamp)
    return emitOpError("T.tile.")
           << stringifyTileOpKind(kind) << " takes at most one scalar, got "
           << getScalars().size();
  MemRefType dst = getTarget().getType();
  if (kind == TileOpKind::Cast || kind == TileOpKind::Round) {
    if (getSources().size() != 1 || !getScalars().empty())
      return emitOpError("T.tile.")
             << stringifyTileOpKind(kind) << " expects one source buffer";
    auto src = cast<MemRefType>(getSources().front().getType());
    if (src.getShape() != dst.getShape())
      return emitOpError("expects a source of the destination's shape ")
             << dst << ", got " << src;
    if (kind == TileOpKind::Round &&
        (src.getElementType() != dst.getElementType() ||
         !isa<FloatType>(dst.getElementType())))
      return emitOpError("T.tile.round expects floating-point buffers of "
                         "one element type, got ")
             << src << " and " << dst;
    return success();
  }
  if (kind == TileOpKind::ClampMax || kind == TileOpKind::ClampMin ||
      kind == TileOpKind::Clamp) {
    size_t wanted = kind == TileOpKind::Clamp ? 2 : 1;
    if (getSources().size() != 1 || getScalars().size() != wanted)
      return emitOpError("T.tile.")
             << stringifyTileOpKind(kind) << " expects one source buffer and "
             << (wanted == 2 ? "two scalars (the lower and the upper bound)"
                             : "a scalar");
  }
  if (kind == TileOpKind::Broadcast) {
    if (getSources().size() != 1 || getScalar())
      return emitOpError("T.tile.broadcast expects one source buffer");
    auto src = cast<MemRefType>(getSources().front().getType());
    if (src.getElementType() != dst.getElementType())
      return emitOpError("expects a source of the destination's element "
                         "type ")
             << dst.getElementType() << ", got " << src;
    if (!getBroadcastAxis())
      return emitOpError("T.tile.broadcast expects a rank-2 destination and "
                         "a source that is one of its rows (N or 1xN) or "
                         "one of its columns (M or Mx1)")
             << (getAxis() ? " along the given axis (axis 0: a row, repeated "
                             "down the rows; axis 1: a column, repeated "
                             "across the columns)"
                           : "")
             << "; got " << src << " and " << dst;
    return success();
  }
  size_t operands = getSources().size() + getScalars().size();
  if (getSources().empty())
    return emitOpError("T.tile.")
           << stringifyTileOpKind(kind) << " expects a source buffer";
  if (kind == TileOpKind::Axpy && (getSources().size() != 1 || !getScalar()))
    return emitOpError("T.tile.axpy expects one source buffer and a scalar "
                       "(dst = scalar * src + dst)");
  if (kind == TileOpKind::MulAddDst &&
      (getSources().size() != 2 || getScalar()))
    return emitOpError("T.tile.mul_add_dst expects two source buffers and "
                       "no scalar (dst = src0 * src1 + dst)");
  if (kind == TileOpKind::Pow &&
      (getSources().size() != 2 || !getScalars().empty()))
    return emitOpError("T.tile.pow expects two source buffers (the bases and "
                       "the exponents) and no scalar");
  // Kinds whose operand counts are checked above.
  bool ownOperands = kind == TileOpKind::Axpy ||
                     kind == TileOpKind::MulAddDst || kind == TileOpKind::Pow;
  bool clamps = kind == TileOpKind::ClampMax || kind == TileOpKind::ClampMin ||
                kind == TileOpKind::Clamp;
  if (isBinary(kind) && operands != 2)
    return emitOpError("T.tile.")
           << stringifyTileOpKind(kind)
           << " expects two operands: a second source buffer or a scalar, "
              "got "
           << operands;
  if (!isBinary(kind) && !ownOperands && !clamps && !getScalars().empty())
    return emitOpError("T.tile.")
           << stringifyTileOpKind(kind) << " takes no scalar";
  if (!isBinary(kind) && !ownOperands && !clamps && operands != 1)
    return emitOpError("T.tile.") << stringifyTileOpKind(kind)
                                  << " expects one source, got " << operands;
  if ((kind == TileOpKind::Sigmoid || kind == TileOpKind::Silu ||
       kind == TileOpKind::Pow || kind == TileOpKind::Sin ||
       kind == TileOpKind::Cos) &&
      !isa<FloatType>(dst.getElementType()))
    return emitOpError("T.tile.")
           << stringifyTileOpKind(kind)
           << " expects floating-point buffers, got " << dst;
  for (Value source : getSources()) {
    auto type = cast<MemRefType>(source.getType());
    if (type.getShape() != dst.getShape() ||
        type.getElementType() != dst.getElementType())
      return emitOpError("expects sources of the destination's shape and "
                         "element type ")
             << dst << ", got " << type;
  }
  for (Value scalar : getScalars())
    if (scalar.getType() != dst.getElementType())
      return emitOpError("expects a scalar of the element type ")
             << dst.getElementType() << ", got " << scalar.getType();
  return success();
}
