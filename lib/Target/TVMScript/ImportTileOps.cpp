//===- ImportTileOps.cpp - TileLang's tile operations to the tir dialect --===//
//
// T.copy, T.gemm / T.gemm_py, T.fill, T.reduce and T.atomicadd of upstream
// TileLang (each printer version's argument list), and tilelang-ascend's
// T.ascend_copy, T.ascend_gemm_v0 and T.ascend_atomic_add. Operands are
// regions: `T.region(A[i, j], mask, e0, e1)`, slices `A[0:64, k]`,
// `T.tvm_access_ptr` of whole buffers, or BufferLoad origins whose extents
// come from the other operand. docs/Tools/PtoTranslate.md lists the forms.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"
#include "tirpto/Support/Regions.h"

#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Matchers.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/SaveAndRestore.h"

#include <array>

using namespace mlir;
using namespace mlir::tirpto::tvmscript;

SmallVector<int64_t> TileRegion::shape() const { return sizes; }

/// The constant bound of an extent computed as `T.min(C, ...)` (through
/// casts), if it is one.
static std::optional<int64_t> getMinBound(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
            arith::ExtUIOp, arith::TruncIOp>(def)) {
      value = def->getOperand(0);
      continue;
    }
    if (!isa<arith::MinSIOp, arith::MinUIOp>(def))
      return std::nullopt;
    std::optional<int64_t> a = getConstantIntValue(def->getOperand(0));
    std::optional<int64_t> b = getConstantIntValue(def->getOperand(1));
    if (a && b)
      return std::min(*a, *b);
    return a ? a : b;
  }
  return std::nullopt;
}

FailureOr<TileRegion> Importer::parseRegion(const Expr &expr) {
  TileRegion region;
  region.loc = expr.loc;
  auto bufferNamed = [&](const Expr &name) -> LogicalResult {
    region.name = name.dottedName();
    region.buffer = lookupBuffer(name);
    if (region.buffer)
      return success();
    return reportNotBuffer(name);
  };
  auto offsetsOf = [&](ArrayRef<ExprPtr> indices) -> LogicalResult {
    for (const ExprPtr &index : indices) {
      const Expr *start = index.get();
      if (index->kind == ExprKind::Slice)
        start = index->items[0].get();
      FailureOr<Value> offset =
          start ? emitIndex(*start) : FailureOr<Value>(constantIndex(0));
      if (failed(offset))
        return failure();
      region.offsets.push_back(*offset);
    }
    return success();
  };
  if (expr.kind == ExprKind::Name) {
    if (failed(bufferNamed(expr)))
      return failure();
    region.sizes =
        llvm::to_vector(cast<MemRefType>(region.buffer.getType()).getShape());
    return region;
  }
  std::string callee = expr.calleeName();
  if (callee == "T.region") {
    ArrayRef<ExprPtr> args = expr.args();
    if (args.size() < 2 || args[0]->kind != ExprKind::Subscript)
      return error(expr.loc, "expected 'T.region(buffer[indices], access, "
                             "extents...)'");
    const Expr &load = *args[0];
    if (failed(bufferNamed(*load.items[0])))
      return failure();
    int64_t rank = cast<MemRefType>(region.buffer.getType()).getRank();
    ArrayRef<ExprPtr> indices = ArrayRef(load.items).drop_front();
    ArrayRef<ExprPtr> extents = args.drop_front(2);
    if (int64_t(indices.size()) != rank || int64_t(extents.size()) != rank)
      return error(expr.loc, "'T.region' of '" + region.name + "' (rank " +
                                 Twine(rank) + ") has " +
                                 Twine(indices.size()) + " indices and " +
                                 Twine(extents.size()) + " extents");
    for (const ExprPtr &extent : extents) {
      std::optional<int64_t> size = evalConstant(*extent);
      if (size && *size <= 0)
        return error(extent->loc, "the extent of a region of '" + region.name +
                                      "' is not a positive number");
      if (size) {
        region.sizes.push_back(*size);
        continue;
      }
      // Computed at run time (tilelang-ascend's ragged blocks,
      // `n = T.min(128, num_tokens - r)`): the region is static at the
      // bound the T.min gives, and the extent moves with the copy.
      FailureOr<Value> value = emitIndex(*extent);
      if (failed(value))
        return failure();
      std::optional<int64_t> bound = getMinBound(*value);
      if (!bound || *bound <= 0)
        return error(extent->loc,
                     "the extent of a region of '" + region.name +
                         "' is computed at run time without a constant "
                         "bound: write it as T.min(C, ...) with C the "
                         "largest extent");
      region.runtimeExtents.resize(rank);
      region.runtimeExtents[region.sizes.size()] = *value;
      region.sizes.push_back(*bound);
    }
    if (failed(offsetsOf(indices)))
      return failure();
    return region;
  }
  if (callee == "T.tvm_access_ptr") {
    ArrayRef<ExprPtr> args = expr.args();
    if (args.size() != 5)
      return error(expr.loc, "expected 'T.tvm_access_ptr(type, data, offset, "
                             "extent, access)'");
    const Expr &data = *args[1];
    const Expr &base = data.kind == ExprKind::Attribute && data.text == "data"
                           ? *data.items[0]
                           : data;
    const Binding *binding = lookup(base.dottedName());
    int handle = binding ? binding->handle : -1;
    if (handle < 0 || !handles[handle].storage)
      return error(data.loc, "'" + data.dottedName() +
                                 "' is not the storage of a buffer");
    region.buffer = handles[handle].storage;
    region.name = handles[handle].name;
    auto type = cast<MemRefType>(region.buffer.getType());
    std::optional<int64_t> offset = evalInt(*args[2]);
    std::optional<int64_t> extent = evalInt(*args[3]);
    if (offset == 0 && type.hasStaticShape() &&
        extent == type.getNumElements()) {
      region.sizes = llvm::to_vector(type.getShape());
      return region;
    }
    // Part of a buffer: a run of a rank-1 buffer, or whole rows of a rank-2
    // one (tilelang-ascend's `buf[r, :]`: offset `r * C`, extent C).
    auto part = [&]() -> LogicalResult {
      if (!type.hasStaticShape() || !extent || *extent <= 0 ||
          type.getRank() < 1 || type.getRank() > 2)
        return failure();
      int64_t row = type.getShape().back();
      if (type.getRank() == 1) {
        if (offset && *offset + *extent > row)
          return failure();
        FailureOr<Value> start = emitIndex(*args[2]);
        if (failed(start))
          return failure();
        region.offsets = {*start};
        region.sizes = {*extent};
        return success();
      }
      if (*extent % row)
        return failure();
      // The first row: the offset divided by the row length, written as
      // a constant or as `r * C` / `C * r`.
      Value first;
      const Expr &at = *args[2];
      if (offset) {
        if (*offset % row || *offset / row + *extent / row > type.getDimSize(0))
          return failure();
        first = constantIndex(*offset / row);
      } else if (at.kind == ExprKind::Binary && at.text == "*") {
        for (int side = 0; side < 2 && !first; ++side)
          if (evalInt(*at.items[side]) == row) {
            FailureOr<Value> index = emitIndex(*at.items[1 - side]);
            if (failed(index))
              return failure();
            first = *index;
          }
      }
      if (!first)
        return failure();
      region.offsets = {first, constantIndex(0)};
      region.sizes = {*extent / row, row};
      return success();
    };
    if (succeeded(part()))
      return region;
    return error(expr.loc, "a 'T.tvm_access_ptr' to part of '" + region.name +
                               "': only whole buffers, runs of a rank-1 "
                               "buffer and whole rows of a rank-2 one (an "
                               "offset `r * C` for rows of C elements) are "
                               "supported");
  }
  if (expr.kind == ExprKind::Subscript) {
    if (failed(bufferNamed(*expr.items[0])))
      return failure();
    ArrayRef<ExprPtr> indices = ArrayRef(expr.items).drop_front();
    auto type = cast<MemRefType>(region.buffer.getType());
    if (int64_t(indices.size()) != type.getRank())
      return error(expr.loc, "buffer '" + region.name + "' has rank " +
                                 Twine(type.getRank()) + ", indexed with " +
                                 Twine(indices.size()) + " indices");
    bool anySlice = false;
    for (auto [axis, index] : llvm::enumerate(indices)) {
      if (index->kind != ExprKind::Slice) {
        region.sizes.push_back(1);
        continue;
      }
      anySlice = true;
      const Expr *lower = index->items[0].get();
      const Expr *upper = index->items[1].get();
      std::optional<int64_t> low = lower ? evalInt(*lower) : 0;
      std::optional<int64_t> high =
          upper ? evalInt(*upper)
                : std::optional<int64_t>(type.getDimSize(axis));
      std::optional<int64_t> size;
      if (low && high) {
        size = *high - *low;
      } else if (lower && upper && upper->kind == ExprKind::Binary &&
                 upper->text == "+" && sameExpr(*upper->items[0], *lower)) {
        size = evalInt(*upper->items[1]);
      } else if (lower && upper) {
        std::optional<LinearForm> high = evalLinear(*upper);
        std::optional<LinearForm> low = evalLinear(*lower);
        if (high && low) {
          for (auto &[name, coefficient] : low->terms)
            high->terms[name] -= coefficient;
          if (llvm::all_of(high->terms,
                           [](const auto &term) { return term.second == 0; }))
            size = high->constant - low->constant;
        }
      }
      if (!size || *size <= 0 || ShapedType::isDynamic(*size))
        return error(index->loc, "the extent of a slice of '" + region.name +
                                     "' is not a positive constant");
      if (index->items[2] && evalInt(*index->items[2]) != 1)
        return error(index->loc, "a strided slice of '" + region.name + "'");
      region.sizes.push_back(*size);
    }
    if (failed(offsetsOf(indices)))
      return failure();
    if (!anySlice) {
      // A BufferLoad origin: T.copy(A[i, j], A_shared).
      region.origin = true;
      region.sizes.clear();
    }
    return region;
  }
  return error(expr.loc, "expected a buffer, a 'T.region' or a buffer slice "
                         "as a tile operand");
}

/// `shape` with its unit dims dropped.
static SmallVector<int64_t> dropUnitDims(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> kept;
  for (int64_t size : shape)
    if (size != 1)
      kept.push_back(size);
  return kept;
}

FailureOr<Value> Importer::materialize(const TileRegion &input,
                                       ArrayRef<int64_t> shape) {
  TileRegion region = input;
  if (!region.runtimeExtents.empty() && !allowRuntimeExtents)
    return error(region.loc, "a region of '" + region.name +
                                 "' whose extent is computed at run time "
                                 "is supported as a T.copy operand only");
  auto type = cast<MemRefType>(region.buffer.getType());
  int64_t rank = type.getRank();
  if (region.origin) {
    if (shape.empty())
      return error(region.loc, "the extents of '" + region.name +
                                   "' come from the other operand, which "
                                   "has none");
    if (int64_t(shape.size()) > rank)
      return error(region.loc, "a region of '" + region.name + "' (rank " +
                                   Twine(rank) + ") for a rank-" +
                                   Twine(shape.size()) + " operand");
    region.sizes.assign(rank - shape.size(), 1);
    region.sizes.append(shape.begin(), shape.end());
  }
  // A region of a local buffer lies inside it; one of a global tensor may
  // run past its edge (a boundary tile: ascend-clip-gm-regions clips it).
  bool local = type.getMemorySpace() &&
               tir::getScopeClass(type) != tir::ScopeClass::Global;
  for (int64_t axis = 0; local && axis < rank; ++axis) {
    int64_t dim = type.getDimSize(axis);
    if (ShapedType::isDynamic(dim))
      continue;
    int64_t offset = 0;
    if (!region.offsets.empty())
      if (auto constant =
              region.offsets[axis].getDefiningOp<arith::ConstantIndexOp>())
        offset = constant.value();
    if (offset < 0 || region.sizes[axis] + offset > dim)
      return error(region.loc, "the region of '" + region.name + "' (" +
                                   Twine(region.sizes[axis]) + " from " +
                                   Twine(offset) + " along axis " +
                                   Twine(axis) + ") exceeds its extent " +
                                   Twine(dim));
  }
  SmallVector<int64_t> target =
      shape.empty() ? region.sizes : llvm::to_vector(shape);
  if (target.size() > region.sizes.size())
    return error(region.loc, "a region of '" + region.name + "' (rank " +
                                 Twine(region.sizes.size()) +
                                 ") where the other operand has rank " +
                                 Twine(target.size()));
  if (target != region.sizes &&
      dropUnitDims(target) != dropUnitDims(region.sizes))
    return error(region.loc, "the region of '" + region.name +
                                 "' does not match the other operand's shape");
  bool whole =
      region.offsets.empty() || llvm::all_of(region.offsets, [](Value offset) {
        auto constant = offset.getDefiningOp<arith::ConstantIndexOp>();
        return constant && constant.value() == 0;
      });
  if (whole && region.sizes == type.getShape() && target == region.sizes)
    return region.buffer;
  SmallVector<OpFoldResult> offsets, sizes, strides;
  for (int64_t axis = 0; axis < rank; ++axis) {
    Value offset = region.offsets.empty() ? Value() : region.offsets[axis];
    auto constant =
        offset ? offset.getDefiningOp<arith::ConstantIndexOp>() : nullptr;
    if (!offset || constant)
      offsets.push_back(builder.getIndexAttr(constant ? constant.value() : 0));
    else
      offsets.push_back(offset);
    sizes.push_back(builder.getIndexAttr(region.sizes[axis]));
    strides.push_back(builder.getIndexAttr(1));
    // A region of a global tensor that runs past its edge keeps the offset
    // of that dimension as a value (Support/Regions.h): its constant.
    if (constant && regionRunsPast(type.getDimSize(axis), offsets.back(),
                                   sizes.back(), strides.back()))
      offsets.back() = offset;
  }
  return createRegion(
             builder, loc(region.loc), region.buffer, offsets, sizes, strides,
             target == region.sizes ? std::nullopt
                                    : std::optional<ArrayRef<int64_t>>(target))
      .getResult();
}

/// Emits the two operands of a copy-like operation with matching shapes:
/// an origin takes the other's extents; a region with extra unit dims is
/// rank-reduced to a whole buffer's shape.
/// Whether `src`, a region of global memory, has no more elements along
/// each dimension (its unit dims dropped) than `dst`, a whole local buffer
/// of the same rank, and fewer along some.
static bool isLeadingPart(Importer &importer, const TileRegion &src,
                          const TileRegion &dst) {
  auto srcType = cast<MemRefType>(src.buffer.getType());
  auto dstType = cast<MemRefType>(dst.buffer.getType());
  if (tir::getScopeClass(srcType) != tir::ScopeClass::Global ||
      tir::getScopeClass(dstType) == tir::ScopeClass::Global ||
      !dstType.hasStaticShape() ||
      ArrayRef<int64_t>(dst.sizes) != dstType.getShape())
    return false;
  for (Value offset : dst.offsets)
    if (getConstantIntValue(offset) != 0)
      return false;
  SmallVector<int64_t> part = dropUnitDims(src.sizes);
  if (part.size() != dst.sizes.size())
    return false;
  bool shorter = false;
  for (auto [a, b] : llvm::zip(part, dst.sizes)) {
    if (a > b || a <= 0)
      return false;
    shorter |= a < b;
  }
  return shorter;
}

static LogicalResult emitCopyOperands(Importer &importer, const Expr &srcExpr,
                                      const Expr &dstExpr, bool transpose,
                                      bool ascend, Value &src, Value &dst,
                                      Value &leadingOf,
                                      SmallVectorImpl<Value> &extents) {
  FailureOr<TileRegion> srcRegion = importer.parseRegion(srcExpr);
  FailureOr<TileRegion> dstRegion = importer.parseRegion(dstExpr);
  if (failed(srcRegion) || failed(dstRegion))
    return failure();
  if (!srcRegion->runtimeExtents.empty() ||
      !dstRegion->runtimeExtents.empty()) {
    // Regions whose extents are computed at run time: static at their
    // bounds, of one shape, and the extents that move (tir.copy extents).
    if (transpose || srcRegion->origin || dstRegion->origin ||
        srcRegion->sizes != dstRegion->sizes)
      return importer.error(srcExpr.loc,
                            "a copy of regions whose extents are computed "
                            "at run time is supported between two regions "
                            "of the same rank and bounds, without "
                            "transpose");
    for (auto [axis, size] : llvm::enumerate(srcRegion->sizes)) {
      Value extent;
      for (const TileRegion *region : {&*srcRegion, &*dstRegion})
        if (!region->runtimeExtents.empty() && region->runtimeExtents[axis])
          extent = region->runtimeExtents[axis];
      if (!extent)
        extent = importer.constantIndex(size);
      extents.push_back(extent);
    }
    llvm::SaveAndRestore allow(importer.allowRuntimeExtents, true);
    FailureOr<Value> srcValue = importer.materialize(*srcRegion);
    FailureOr<Value> dstValue = importer.materialize(*dstRegion);
    if (failed(srcValue) || failed(dstValue))
      return failure();
    src = *srcValue;
    dst = *dstValue;
    return success();
  }
  if (srcRegion->origin && dstRegion->origin)
    return importer.error(srcExpr.loc, "neither operand of the copy gives "
                                       "its extents");
  SmallVector<int64_t> srcShape = srcRegion->sizes;
  SmallVector<int64_t> dstShape = dstRegion->sizes;
  if (transpose) {
    // The shapes are each other's reversed.
    if (srcRegion->origin)
      srcShape = llvm::to_vector(llvm::reverse(dstShape));
    if (dstRegion->origin)
      dstShape = llvm::to_vector(llvm::reverse(srcShape));
  } else if (srcRegion->origin) {
    srcShape = dstShape;
  } else if (dstRegion->origin) {
    dstShape = srcShape;
  } else if (ascend && srcShape != dstShape &&
             isLeadingPart(importer, *srcRegion, *dstRegion)) {
    // tilelang-ascend's copy of a shorter region of global memory into a
    // whole local buffer fills the buffer's first elements and pads the
    // rest (npu_copy_v2 keeps both regions' extents; TileLang's PTO backend
    // loads the valid part and pads the tile): the buffer filled with the
    // pad value, then the copy into its leading region of the source's
    // shape.
    srcShape = dropUnitDims(srcShape);
    dstShape = srcShape;
    dstRegion->sizes = srcShape;
    leadingOf = dstRegion->buffer;
  } else if (srcShape != dstShape &&
             dropUnitDims(srcShape) == dropUnitDims(dstShape)) {
    // The side with extra unit dims is viewed without them (a
    // rank-reducing subview), as the other side's shape where that has
    // fewer dims.
    if (srcShape.size() > dstShape.size())
      srcShape = dstShape;
    else if (dstShape.size() > srcShape.size())
      dstShape = srcShape;
    else
      srcShape = dstShape = dropUnitDims(srcShape);
  }
  FailureOr<Value> srcValue = importer.materialize(*srcRegion, srcShape);
  FailureOr<Value> dstValue = importer.materialize(*dstRegion, dstShape);
  if (failed(srcValue) || failed(dstValue))
    return failure();
  src = *srcValue;
  dst = *dstValue;
  return success();
}

/// `T.copy(src, dst[, coalesced_width, disable_tma, eviction_policy],
/// keywords)` (upstream), `T.ascend_copy(src, dst, enable_relu, transpose,
/// pad_value)` (tilelang-ascend), `T.atomicadd(src, dst)`,
/// `T.ascend_atomic_add(dst, src)`.
static LogicalResult emitCopy(Importer &importer, const Expr &call,
                              StringRef name) {
  ArrayRef<ExprPtr> args = call.args();
  bool ascend = name == "ascend_copy";
  bool atomic = name == "atomicadd" || name == "ascend_atomic_add";
  if (args.size() < 2)
    return importer.error(call.loc, "'T." + name +
                                        "' takes a source and a "
                                        "destination");
  const Expr *srcExpr = args[0].get();
  const Expr *dstExpr = args[1].get();
  if (name == "ascend_atomic_add")
    std::swap(srcExpr, dstExpr);
  bool transpose = false, relu = false, disableTma = false;
  const Expr *padExpr = nullptr;
  if (ascend) {
    std::optional<bool> reluArg =
        args.size() > 2 ? importer.evalBool(*args[2]) : false;
    std::optional<bool> transposeArg =
        args.size() > 3 ? importer.evalBool(*args[3]) : false;
    if (!reluArg || !transposeArg)
      return importer.error(call.loc, "expected constant 'enable_relu' and "
                                      "'transpose' flags");
    relu = *reluArg;
    transpose = *transposeArg;
    if (args.size() > 4)
      padExpr = args[4].get();
  } else if (!atomic) {
    // v0.1.8+: T.copy(src, dst, pad_value=v) fills what lies past the
    // source's edge with v.
    padExpr = call.keyword("pad_value");
    if (args.size() > 3) {
      std::optional<bool> flag = importer.evalBool(*args[3]);
      if (!flag)
        return importer.error(args[3]->loc, "expected a constant "
                                            "'disable_tma'");
      disableTma = *flag;
    }
    if (const Expr *flagExpr = call.keyword("disable_tma")) {
      std::optional<bool> flag = importer.evalBool(*flagExpr);
      if (!flag)
        return importer.error(flagExpr->loc, "expected a constant "
                                             "'disable_tma'");
      disableTma = *flag;
    }
  }
  // T.dual_copy prints as T.copy with a dual_dst_ctl annotation (v0.1.8+).
  bool dual = false;
  IntegerAttr l2CacheCtrl, unitFlagCtrl;
  for (auto [key, attr] :
       {std::pair<StringRef, IntegerAttr *>{"l2_cache_ctrl", &l2CacheCtrl},
        {"unit_flag_ctrl", &unitFlagCtrl}})
    if (const Expr *value = call.keyword(key)) {
      std::optional<int64_t> n = importer.evalInt(*value);
      if (!n)
        return importer.error(value->loc, "expected a constant '" + key + "'");
      if (*n)
        *attr = importer.builder.getI64IntegerAttr(*n);
    }
  if (const Expr *value = call.keyword("dual_dst_ctl")) {
    std::optional<int64_t> n = importer.evalInt(*value);
    if (!n)
      return importer.error(value->loc, "expected a constant 'dual_dst_ctl'");
    dual = *n != 0;
  }
  for (const Keyword &keyword : call.keywords)
    if (!llvm::is_contained({"disable_tma", "coalesced_width",
                             "eviction_policy", "pad_value", "dual_dst_ctl",
                             "l2_cache_ctrl", "unit_flag_ctrl"},
                            keyword.name))
      importer.remark(keyword.loc, "copy annotation '" + keyword.name +
                                       "' ignored: it steers TileLang's own "
                                       "lowering");
  Value src, dst, leadingOf;
  SmallVector<Value> extents;
  if (failed(emitCopyOperands(importer, *srcExpr, *dstExpr, transpose, ascend,
                              src, dst, leadingOf, extents)))
    return failure();
  Value pad;
  Type padType = cast<MemRefType>(dst.getType()).getElementType();
  if (padExpr && importer.evalInt(*padExpr) != 0) {
    FailureOr<Value> raw = importer.emitScalar(*padExpr, padType);
    if (failed(raw))
      return failure();
    // An infinity has no integer value (TileLang's PTO backend pads
    // integer tiles with the type's minimum for it, PadValue::Min).
    FloatAttr constant;
    if (isa<IntegerType>(padType) &&
        matchPattern(*raw, m_Constant(&constant)) &&
        !constant.getValue().isFinite())
      return importer.error(
          padExpr->loc,
          "pad value " +
              std::string(constant.getValue().isNegative() ? "-inf" : "inf") +
              " for an integer buffer: write the integer "
              "it stands for (the type's minimum or "
              "maximum)");
    FailureOr<Value> value = importer.convert(*raw, padType, padExpr->loc);
    if (failed(value))
      return failure();
    pad = *value;
  }
  OpBuilder &builder = importer.builder;
  if (leadingOf) {
    // The rest of the buffer holds the pad value (TileLang's default 0).
    Value fill =
        pad ? pad
            : builder.create<arith::ConstantOp>(importer.loc(call.loc), padType,
                                                builder.getZeroAttr(padType));
    builder.create<tir::FillOp>(importer.loc(call.loc), leadingOf, fill);
  }
  builder.create<tir::CopyOp>(importer.loc(call.loc), src, dst, pad, extents,
                              transpose, atomic, relu, dual, l2CacheCtrl,
                              unitFlagCtrl, disableTma);
  return success();
}

/// A gemm's `clear_accum`: none when false, an i1 otherwise.
static FailureOr<Value> emitClearAccum(Importer &importer, const Expr *expr) {
  if (!expr)
    return Value();
  std::optional<bool> constant = importer.evalBool(*expr);
  if (constant == false)
    return Value();
  if (constant == true)
    return importer.builder
        .create<arith::ConstantOp>(importer.loc(expr->loc),
                                   importer.builder.getBoolAttr(true))
        .getResult();
  return importer.emitScalarAs(*expr, importer.builder.getI1Type());
}

/// `T.gemm` / `T.gemm_py` (10, 12, 16 or 19 arguments by TileLang version),
/// `T.ascend_gemm_v0("gemm_v0<A, C, M, N, K, tA, tB>", A, B, C, init)`.
static LogicalResult emitGemm(Importer &importer, const Expr &call,
                              StringRef name) {
  ArrayRef<ExprPtr> args = call.args();
  bool ascend = name == "ascend_gemm_v0";
  size_t first = ascend ? 1 : 0;
  if (args.size() < first + 3)
    return importer.error(call.loc, "'T." + name + "' takes A, B and C");
  bool transposeA = false, transposeB = false;
  const Expr *clearExpr = nullptr;
  IntegerAttr kPack, wgWait;
  OpBuilder &builder = importer.builder;
  if (ascend) {
    std::optional<std::string> text = importer.evalString(*args[0]);
    StringRef spec = text ? StringRef(*text) : StringRef();
    SmallVector<StringRef> parts;
    if (spec.consume_front("gemm_v0<") && spec.consume_back(">"))
      spec.split(parts, ',');
    if (parts.size() != 7)
      return importer.error(args[0]->loc, "expected \"gemm_v0<A type, C "
                                          "type, M, N, K, transpose_A, "
                                          "transpose_B>\"");
    transposeA = parts[5].trim() == "true";
    transposeB = parts[6].trim() == "true";
    if (args.size() > 4)
      clearExpr = args[4].get();
  } else {
    if (args.size() != 10 && args.size() != 12 && args.size() != 16 &&
        args.size() != 19)
      return importer.error(call.loc, "'T." + name + "' with " +
                                          Twine(args.size()) +
                                          " arguments: the importer knows "
                                          "TileLang's 10, 12, 16 and "
                                          "19-argument forms");
    std::optional<bool> tA = importer.evalBool(*args[3]);
    std::optional<bool> tB = importer.evalBool(*args[4]);
    if (!tA || !tB)
      return importer.error(call.loc, "expected constant transpose flags");
    transposeA = *tA;
    transposeB = *tB;
    size_t kPackIndex = args.size() == 10 ? 9 : args.size() == 12 ? 10 : 14;
    if (args.size() >= 12)
      clearExpr = args[9].get();
    std::optional<int64_t> pack = importer.evalInt(*args[kPackIndex]);
    if (pack && *pack != 1)
      kPack = builder.getI64IntegerAttr(*pack);
    if (args.size() >= 12) {
      std::optional<int64_t> wait =
          importer.evalInt(*args[args.size() == 12 ? 11 : 15]);
      if (wait && *wait != 0)
        wgWait = builder.getI64IntegerAttr(*wait);
    }
  }
  SmallVector<Value> operands;
  for (size_t i = first; i < first + 3; ++i) {
    FailureOr<TileRegion> region = importer.parseRegion(*args[i]);
    if (failed(region))
      return failure();
    // A matrix: a region with leading unit dims (one stage of a
    // multi-buffered buffer, `x_l1[f, :, :]`) is viewed without them.
    SmallVector<int64_t> shape = region->sizes;
    while (shape.size() > 2 && shape.front() == 1)
      shape.erase(shape.begin());
    FailureOr<Value> value = shape.size() == region->sizes.size()
                                 ? importer.materialize(*region)
                                 : importer.materialize(*region, shape);
    if (failed(value))
      return failure();
    operands.push_back(*value);
  }
  FailureOr<Value> clear = emitClearAccum(importer, clearExpr);
  if (failed(clear))
    return failure();
  IntegerAttr unitFlagCtrl;
  if (const Expr *value = call.keyword("unit_flag_ctrl")) {
    // A unit flag computed at run time (upstream's T.Select(kt == last, 3,
    // 2)) only tunes TileLang's own backend: tirpto's sync orders the
    // Cube's MMAD and its fixpipe.
    std::optional<int64_t> n = importer.evalInt(*value);
    if (!n)
      importer.remark(value->loc,
                      "'unit_flag_ctrl' computed at run time ignored: it "
                      "tunes TileLang's own backend (tirpto's sync orders "
                      "the gemm and the copy out of its accumulator)");
    else if (*n)
      unitFlagCtrl = builder.getI64IntegerAttr(*n);
  }
  builder.create<tir::GemmOp>(importer.loc(call.loc), operands[0], operands[1],
                              operands[2], *clear, transposeA, transposeB,
                              StringAttr(), kPack, wgWait, unitFlagCtrl);
  return success();
}

std::optional<LogicalResult> Importer::emitTileOp(const Expr &call) {
  std::string callee = call.calleeName();
  if (!StringRef(callee).starts_with("T."))
    return std::nullopt;
  StringRef name = StringRef(callee).drop_front(2);
  ArrayRef<ExprPtr> args = call.args();
  if (llvm::is_contained(
          {"copy", "ascend_copy", "atomicadd", "ascend_atomic_add"}, name))
    return emitCopy(*this, call, name);
  if (llvm::is_contained({"gemm", "gemm_py", "ascend_gemm_v0"}, name))
    return emitGemm(*this, call, name);
  if (name == "fill") {
    if (args.size() != 2)
      return error(call.loc, "'T.fill' takes a buffer and a value");
    FailureOr<TileRegion> region = parseRegion(*args[0]);
    if (failed(region))
      return failure();
    FailureOr<Value> buffer = materialize(*region);
    if (failed(buffer))
      return failure();
    FailureOr<Value> value = emitScalarAs(
        *args[1], cast<MemRefType>(buffer->getType()).getElementType());
    if (failed(value))
      return failure();
    builder.create<tir::FillOp>(loc(call.loc), *buffer, *value);
    return success();
  }
  if (name == "transpose") {
    // Upstream's T.transpose(src, dst) (tl.tileop.transpose): dst[j, i] =
    // src[i, j], the tile operation T.tile.transpose is too.
    if (args.size() != 2)
      return error(call.loc, "'T.transpose' takes a source and a destination");
    if (!call.keywords.empty())
      return error(call.keywords.front().loc,
                   "keyword argument '" + call.keywords.front().name +
                       "' of 'T.transpose' is not supported");
    FailureOr<Value> srcValue = emitRegionOperand(*args[0]);
    FailureOr<Value> dstValue = emitRegionOperand(*args[1]);
    if (failed(srcValue) || failed(dstValue))
      return failure();
    builder.create<tir::TileOp>(
        loc(call.loc),
        tir::TileOpKindAttr::get(context, tir::TileOpKind::Transpose),
        ValueRange{*srcValue}, ValueRange(), *dstValue, IntegerAttr(),
        tir::CastModeAttr(), tir::CompareModeAttr(), tir::SelectModeAttr(),
        tir::MaskPatternAttr());
    return success();
  }
  if (llvm::is_contained({"reduce", "cumsum", "cummax", "finalize_reducer",
                          "finalize_reducer_v2", "reducer_init",
                          "reducer_update"},
                         name))
    return emitReductionOp(call, name);
  if (std::optional<LogicalResult> result =
          emitElementAtomicCall(call, /*statement=*/true))
    return result;
  if (name.starts_with("ascend_"))
    if (std::optional<LogicalResult> result = emitAscendTileOp(call, name))
      return result;
  // Any other call with region operands is a tile operation the importer
  // does not know.
  bool tileOperands = llvm::any_of(args, [](const ExprPtr &arg) {
    std::string argCallee = arg->calleeName();
    return argCallee == "T.region" || argCallee == "T.tvm_access_ptr";
  });
  if (tileOperands)
    return error(call.loc, "tile operation '" + callee +
                               "' is not supported by the importer yet");
  return std::nullopt;
}
