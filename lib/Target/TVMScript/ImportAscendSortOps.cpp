//===- ImportAscendSortOps.cpp - tilelang-ascend's printed sorts ----------===//
//
// tilelang-ascend's sorting, gathering and transposing tile operations as
// its printer writes them, each a `T.ascend_<op>(...)` call on access
// pointers: `T.ascend_sort32(dst, values, indices, repeat)`,
// `T.ascend_merge_sort("MergeSort<float>", ways, dst, src..., len...)`,
// `T.ascend_sort("Sort<float>", dst, src, repeat, actual_num)`,
// `T.ascend_topk("TopK<float>", dst, src, K, repeat, actual_num, length)`,
// `T.ascend_gather_mask("GatherMask<float>", dst, src, "P0101")`,
// `T.ascend_transpose(dst, src)`. Each becomes the tir.tile op of its kind.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

using namespace mlir;
using namespace mlir::tirpto::tvmscript;

std::optional<LogicalResult> Importer::emitAscendSortOp(const Expr &call,
                                                        StringRef name) {
  ArrayRef<ExprPtr> args = call.args();
  Location l = loc(call.loc);
  auto fail = [&](const Twine &form) -> LogicalResult {
    return error(call.loc, "expected 'T." + name + "(" + form + ")'");
  };
  auto create = [&](tir::TileOpKind kind, ValueRange sources,
                    ValueRange scalars, Value target,
                    tir::MaskPatternAttr pattern = {}) {
    builder.create<tir::TileOp>(l, tir::TileOpKindAttr::get(context, kind),
                                sources, scalars, target, IntegerAttr(),
                                tir::CastModeAttr(), tir::CompareModeAttr(),
                                tir::SelectModeAttr(), pattern);
    return success();
  };
  // The operands from `from` on, as buffers.
  auto buffers = [&](size_t from,
                     size_t count) -> FailureOr<SmallVector<Value>> {
    SmallVector<Value> values;
    for (size_t i = from; i < from + count; ++i) {
      FailureOr<Value> value = emitRegionOperand(*args[i]);
      if (failed(value))
        return failure();
      values.push_back(*value);
    }
    return values;
  };
  auto templated = [&](StringRef prefix) {
    return !args.empty() && args[0]->kind == ExprKind::Str &&
           StringRef(args[0]->text).starts_with(prefix);
  };

  if (name == "ascend_sort32") {
    // T.tile.sort32(dst, values, indices): (dst, values, indices, repeat).
    if (args.size() != 4)
      return fail("dst, values, indices, repeat");
    FailureOr<SmallVector<Value>> operands = buffers(0, 3);
    if (failed(operands))
      return failure();
    return create(tir::TileOpKind::Sort32, {(*operands)[1], (*operands)[2]}, {},
                  (*operands)[0]);
  }
  if (name == "ascend_merge_sort") {
    // T.tile.merge_sort(dst, src0, src1[, src2, src3]): ("MergeSort<type>",
    // ways, dst, src..., the sources' lengths in pairs).
    std::optional<int64_t> ways = templated("MergeSort<") && args.size() >= 2
                                      ? evalInt(*args[1])
                                      : std::nullopt;
    if (!ways || *ways < 2 || *ways > 4 ||
        args.size() != 3 + 2 * static_cast<size_t>(*ways))
      return fail("\"MergeSort<type>\", ways, dst, src0, ..., len0, ... "
                  "(2 to 4 ways)");
    // The lengths, in pairs, are the sources' (their elements / 2).
    SmallVector<int64_t> lengths;
    for (size_t i = 2; i < args.size(); ++i) {
      std::optional<int64_t> length = evalInt(*args[i]);
      bool isLength = i >= 3 + static_cast<size_t>(*ways);
      if (isLength && length) {
        lengths.push_back(*length);
        continue;
      }
      if (isLength || length)
        return error(args[i]->loc,
                     "'T." + name + "' with " + std::to_string(*ways) +
                         " ways expects " + std::to_string(*ways) +
                         " sources, then their constant "
                         "lengths in pairs");
    }
    FailureOr<SmallVector<Value>> operands = buffers(2, 1 + *ways);
    if (failed(operands))
      return failure();
    for (auto [i, length] : llvm::enumerate(lengths)) {
      auto type = cast<MemRefType>((*operands)[1 + i].getType());
      if (type.hasStaticShape() && type.getNumElements() != 2 * length)
        return error(args[3 + *ways + i]->loc,
                     "'T." + name + "' source " + std::to_string(i) +
                         " holds " + std::to_string(type.getNumElements() / 2) +
                         " pairs, but its length is " + std::to_string(length));
    }
    return create(tir::TileOpKind::MergeSort,
                  ArrayRef<Value>(*operands).drop_front(), {}, (*operands)[0]);
  }
  if (name == "ascend_sort" || name == "ascend_topk") {
    // T.tile.sort(dst, src, actual_num): ("Sort<type>", dst, src, repeat,
    // actual_num); T.tile.topk(dst, src, K, actual_num): ("TopK<type>", dst,
    // src, K, repeat, actual_num, length).
    bool topk = name == "ascend_topk";
    if (!templated(topk ? "TopK<" : "Sort<") || args.size() != (topk ? 7 : 5))
      return fail(topk ? "\"TopK<type>\", dst, src, K, repeat, actual_num, "
                         "length"
                       : "\"Sort<type>\", dst, src, repeat, actual_num");
    FailureOr<SmallVector<Value>> operands = buffers(1, 2);
    if (failed(operands))
      return failure();
    SmallVector<Value> scalars;
    SmallVector<size_t> scalarsAt =
        topk ? SmallVector<size_t>{3, 5} : SmallVector<size_t>{4};
    for (size_t at : scalarsAt) {
      // An integer of int32's range (TileLang's K and actual_num).
      std::optional<int64_t> known = evalInt(*args[at]);
      if (known && (*known < 0 || *known > INT32_MAX))
        return error(args[at]->loc, "'T." + name + "' takes " +
                                        (at == 3 && topk ? "K" : "actual_num") +
                                        " in [0, 2^31), got " +
                                        std::to_string(*known));
      FailureOr<Value> value = emitScalar(*args[at], builder.getI32Type());
      if (failed(value))
        return failure();
      if (!value->getType().isIntOrIndex())
        return error(args[at]->loc, "'T." + name + "' takes an integer " +
                                        (at == 3 && topk ? "K" : "actual_num"));
      FailureOr<Value> scalar =
          convert(*value, builder.getI32Type(), args[at]->loc);
      if (failed(scalar))
        return failure();
      scalars.push_back(*scalar);
    }
    return create(topk ? tir::TileOpKind::TopK : tir::TileOpKind::Sort,
                  {(*operands)[1]}, scalars, (*operands)[0]);
  }
  if (name == "ascend_gather_mask") {
    // T.tile.gather_mask(dst, src, "P0101"): ("GatherMask<type>", dst, src,
    // pattern); a pattern held in a uint32 buffer (the custom mode) is a
    // pointer there.
    if (!templated("GatherMask<") || args.size() != 4)
      return fail("\"GatherMask<type>\", dst, src, \"<pattern>\"");
    if (args[3]->kind != ExprKind::Str) {
      if (args[3]->calleeName() == "T.tvm_access_ptr" || lookupBuffer(*args[3]))
        return error(args[3]->loc,
                     "'T." + name +
                         "' with a pattern held in a buffer (the custom "
                         "mode) has no tir spelling yet: use a fixed pattern "
                         "(\"P0101\", ...)");
      return error(args[3]->loc, "'T." + name +
                                     "' expects a pattern string "
                                     "(\"P0101\", ...) or a buffer");
    }
    std::optional<tir::MaskPattern> pattern =
        tir::symbolizeMaskPattern(StringRef(args[3]->text).lower());
    if (!pattern)
      return error(args[3]->loc,
                   "unknown gather_mask pattern '" + args[3]->text + "'");
    FailureOr<SmallVector<Value>> operands = buffers(1, 2);
    if (failed(operands))
      return failure();
    return create(tir::TileOpKind::GatherMask, {(*operands)[1]}, {},
                  (*operands)[0], tir::MaskPatternAttr::get(context, *pattern));
  }
  if (name == "ascend_transpose") {
    // T.tile.transpose(dst, src): (dst, src).
    if (args.size() != 2)
      return fail("dst, src");
    FailureOr<SmallVector<Value>> operands = buffers(0, 2);
    if (failed(operands))
      return failure();
    return create(tir::TileOpKind::Transpose, {(*operands)[1]}, {},
                  (*operands)[0]);
  }
  return std::nullopt;
}
