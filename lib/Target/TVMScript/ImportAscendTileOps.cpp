//===- ImportAscendTileOps.cpp - tilelang-ascend's T.tile.* printed ops ---===//
//
// tilelang-ascend prints its tile operations (`T.tile.add(c, a, b)`, ...) as
// `T.ascend_<op>(...)` calls whose buffer operands are access pointers and
// whose last argument is the element count: `T.ascend_add(c_ptr, a_ptr,
// b_ptr, n)`, `T.ascend_muls(c_ptr, a_ptr, T.float32(2), n)`,
// `T.ascend_exp(c_ptr, a_ptr, n)`, `T.ascend_fill("Fill<float>", c_ptr, v,
// n)`, `T.ascend_cast(c_ptr, a_ptr, "CAST_RINT", n)`, `T.ascend_clamp(
// "Clamp<float>", c_ptr, a_ptr, lo, hi, n)`, `T.ascend_arith_progression(
// "ArithProgression<int>", c_ptr, first, step, n)`, `T.ascend_mma("mma<A, C,
// M, N>", a_ptr, b_ptr, c_ptr, init, K)`. Each becomes the tir.tile op of
// its kind (or tir.fill, tir.gemm).
//
//===----------------------------------------------------------------------===//

#include "Importer.h"
#include "tirpto/Support/Regions.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace mlir::tirpto::tvmscript;

FailureOr<Value> Importer::emitRegionOperand(const Expr &expr) {
  FailureOr<TileRegion> region = parseRegion(expr);
  if (failed(region))
    return failure();
  return materialize(*region);
}

/// `text` with the escapes of a C string literal resolved: tilelang-ascend
/// prints a T.printf format escaped for the C source it writes (Python's
/// unicode_escape: `\\n`, `\\x1b`, `\\u4e2d`). `\\xHH...` and octal
/// `\\ooo` are bytes, `\\uXXXX` and `\\UXXXXXXXX` characters in UTF-8,
/// as a C compiler with a UTF-8 execution character set reads them.
static std::string unescapeC(StringRef text) {
  std::string value;
  auto hexDigits = [&](size_t &i, size_t most) {
    uint32_t code = 0;
    size_t count = 0;
    while (count < most && i + 1 < text.size() &&
           llvm::isHexDigit(text[i + 1])) {
      code = code * 16 + llvm::hexDigitValue(text[++i]);
      ++count;
    }
    return std::pair(code, count);
  };
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c != '\\' || i + 1 == text.size()) {
      value += c;
      continue;
    }
    char next = text[++i];
    switch (next) {
    case 'n':
      value += '\n';
      break;
    case 't':
      value += '\t';
      break;
    case 'r':
      value += '\r';
      break;
    case 'a':
      value += '\a';
      break;
    case 'b':
      value += '\b';
      break;
    case 'f':
      value += '\f';
      break;
    case 'v':
      value += '\v';
      break;
    case 'x': {
      auto [code, count] = hexDigits(i, 2);
      if (!count)
        value += "\\x";
      else
        value += static_cast<char>(code);
      break;
    }
    case 'u':
    case 'U': {
      auto [code, count] = hexDigits(i, next == 'u' ? 4 : 8);
      if (count != (next == 'u' ? 4u : 8u) || code > 0x10FFFF) {
        value += '\\';
        value += next;
        i -= count;
        break;
      }
      // UTF-8.
      if (code < 0x80) {
        value += static_cast<char>(code);
      } else if (code < 0x800) {
        value += static_cast<char>(0xC0 | (code >> 6));
        value += static_cast<char>(0x80 | (code & 0x3F));
      } else if (code < 0x10000) {
        value += static_cast<char>(0xE0 | (code >> 12));
        value += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
        value += static_cast<char>(0x80 | (code & 0x3F));
      } else {
        value += static_cast<char>(0xF0 | (code >> 18));
        value += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
        value += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
        value += static_cast<char>(0x80 | (code & 0x3F));
      }
      break;
    }
    default:
      if (next >= '0' && next <= '7') {
        unsigned code = next - '0';
        for (int k = 0; k < 2 && i + 1 < text.size() && text[i + 1] >= '0' &&
                        text[i + 1] <= '7';
             ++k)
          code = code * 8 + (text[++i] - '0');
        value += static_cast<char>(code & 0xFF);
        break;
      }
      value += next;
      break;
    }
  }
  return value;
}

FailureOr<Value> Importer::emitScalarOperand(ArrayRef<ExprPtr> args, Type type,
                                             StringRef name) {
  // A scalar, or (buf_ptr, index) for the element buf[index].
  if (args.size() == 1)
    return emitScalarAs(*args[0], type);
  FailureOr<Value> table = emitRegionOperand(*args[0]);
  if (failed(table))
    return failure();
  if (cast<MemRefType>(table->getType()).getRank() != 1)
    return error(args[0]->loc,
                 "the scalar's buffer of 'T." + name.str() + "' is not rank 1");
  auto tableType = cast<MemRefType>(table->getType());
  if (std::optional<int64_t> known = evalInt(*args[1]);
      known && tableType.hasStaticShape() &&
      (*known < 0 || *known >= tableType.getNumElements()))
    return error(args[1]->loc, "the scalar's index " + std::to_string(*known) +
                                   " is outside its buffer of " +
                                   std::to_string(tableType.getNumElements()) +
                                   " elements");
  FailureOr<Value> index = emitIndex(*args[1]);
  if (failed(index))
    return failure();
  Location l = loc(args[0]->loc);
  Value element = builder.create<memref::LoadOp>(l, *table, *index);
  Type held = element.getType();
  if (held == type)
    return element;
  // The element converted as C++ converts the template's argument: between
  // float types; others are reported.
  auto from = dyn_cast<FloatType>(held);
  auto to = dyn_cast<FloatType>(type);
  if (!from || !to)
    return error(args[0]->loc, "the scalar's buffer of 'T." + name.str() +
                                   "' holds elements of another type than "
                                   "the operation's");
  if (from.getWidth() < to.getWidth())
    return builder.create<arith::ExtFOp>(l, type, element).getResult();
  if (from.getWidth() == to.getWidth()) // bf16 <-> f16: through f32
    element = builder.create<arith::ExtFOp>(l, builder.getF32Type(), element);
  return builder.create<arith::TruncFOp>(l, type, element).getResult();
}

std::optional<LogicalResult> Importer::emitAscendTileOp(const Expr &call,
                                                        StringRef name) {
  ArrayRef<ExprPtr> args = call.args();
  Location l = loc(call.loc);
  auto fail = [&](const Twine &form) -> LogicalResult {
    return error(call.loc, "expected 'T." + name + "(" + form + ")'");
  };
  std::optional<tir::TileOpKind> binary =
      llvm::StringSwitch<std::optional<tir::TileOpKind>>(name)
          .Case("ascend_add", tir::TileOpKind::Add)
          .Case("ascend_sub", tir::TileOpKind::Sub)
          .Case("ascend_mul", tir::TileOpKind::Mul)
          .Case("ascend_div", tir::TileOpKind::Div)
          .Case("ascend_max", tir::TileOpKind::Max)
          .Case("ascend_min", tir::TileOpKind::Min)
          .Case("ascend_bitwise_and", tir::TileOpKind::BitwiseAnd)
          .Case("ascend_bitwise_or", tir::TileOpKind::BitwiseOr)
          .Case("ascend_bitwise_xor", tir::TileOpKind::BitwiseXor)
          .Case("ascend_mul_add_dst", tir::TileOpKind::MulAddDst)
          .Default(std::nullopt);
  std::optional<tir::TileOpKind> withScalar =
      llvm::StringSwitch<std::optional<tir::TileOpKind>>(name)
          .Case("ascend_adds", tir::TileOpKind::Add)
          .Case("ascend_subs", tir::TileOpKind::Sub)
          .Case("ascend_muls", tir::TileOpKind::Mul)
          .Case("ascend_divs", tir::TileOpKind::Div)
          .Case("ascend_maxs", tir::TileOpKind::Max)
          .Case("ascend_mins", tir::TileOpKind::Min)
          .Case("ascend_axpy", tir::TileOpKind::Axpy)
          .Case("ascend_leaky_relu", tir::TileOpKind::LeakyRelu)
          .Case("ascend_bitwise_lshift", tir::TileOpKind::BitwiseLshift)
          .Case("ascend_bitwise_rshift", tir::TileOpKind::BitwiseRshift)
          .Default(std::nullopt);
  std::optional<tir::TileOpKind> unary =
      llvm::StringSwitch<std::optional<tir::TileOpKind>>(name)
          .Case("ascend_exp", tir::TileOpKind::Exp)
          .Case("ascend_ln", tir::TileOpKind::Ln)
          .Case("ascend_abs", tir::TileOpKind::Abs)
          .Case("ascend_sqrt", tir::TileOpKind::Sqrt)
          .Case("ascend_rsqrt", tir::TileOpKind::Rsqrt)
          .Case("ascend_relu", tir::TileOpKind::Relu)
          .Case("ascend_reciprocal", tir::TileOpKind::Reciprocal)
          .Case("ascend_round", tir::TileOpKind::Round)
          .Case("ascend_sigmoid", tir::TileOpKind::Sigmoid)
          .Case("ascend_silu", tir::TileOpKind::Silu)
          .Case("ascend_bitwise_not", tir::TileOpKind::BitwiseNot)
          .Case("ascend_sin", tir::TileOpKind::Sin)
          .Case("ascend_cos", tir::TileOpKind::Cos)
          .Default(std::nullopt);
  auto create = [&](tir::TileOpKind kind, ValueRange sources,
                    ValueRange scalars, Value target,
                    tir::CastModeAttr mode = {}) {
    builder.create<tir::TileOp>(l, tir::TileOpKindAttr::get(context, kind),
                                sources, scalars, target, IntegerAttr(), mode,
                                tir::CompareModeAttr(), tir::SelectModeAttr(),
                                tir::MaskPatternAttr());
    return success();
  };
  auto elementType = [](Value buffer) {
    return cast<MemRefType>(buffer.getType()).getElementType();
  };
  // The operands of an element-wise operation are runs of `count` elements
  // (access pointers): a whole buffer of another shape with as many
  // elements is seen with the destination's shape (tir.view), as
  // `T.tile.mul(s[0, :], s[0, :], v)` with `s` 1 x N and `v` of N.
  auto asTargetShape = [&](Value source, Value target) -> Value {
    auto from = cast<MemRefType>(source.getType());
    auto to = cast<MemRefType>(target.getType());
    if (from.getShape() == to.getShape() || !from.hasStaticShape() ||
        !to.hasStaticShape() || from.getNumElements() != to.getNumElements() ||
        !from.getLayout().isIdentity() ||
        source.getDefiningOp<memref::SubViewOp>())
      return source;
    return builder.create<tir::ViewOp>(
        l,
        MemRefType::get(to.getShape(), from.getElementType(),
                        MemRefLayoutAttrInterface(), from.getMemorySpace()),
        source, StringAttr());
  };
  if (binary) {
    if (args.size() != 4)
      return fail("dst, src0, src1, count");
    FailureOr<Value> dst = emitRegionOperand(*args[0]);
    FailureOr<Value> a = emitRegionOperand(*args[1]);
    FailureOr<Value> b = emitRegionOperand(*args[2]);
    if (failed(dst) || failed(a) || failed(b))
      return failure();
    return create(*binary, {asTargetShape(*a, *dst), asTargetShape(*b, *dst)},
                  {}, *dst);
  }
  if (withScalar) {
    // (dst, src, scalar, count), or (dst, src, buf_ptr, index, count)
    // with the scalar buf[index].
    if (args.size() != 4 && args.size() != 5)
      return fail("dst, src, scalar, count");
    FailureOr<Value> dst = emitRegionOperand(*args[0]);
    FailureOr<Value> src = emitRegionOperand(*args[1]);
    if (failed(dst) || failed(src))
      return failure();
    FailureOr<Value> scalar = emitScalarOperand(args.slice(2, args.size() - 3),
                                                elementType(*dst), name);
    if (failed(scalar))
      return failure();
    return create(*withScalar, {asTargetShape(*src, *dst)}, {*scalar}, *dst);
  }
  if (unary) {
    if (args.size() != 3)
      return fail("dst, src, count");
    FailureOr<Value> dst = emitRegionOperand(*args[0]);
    FailureOr<Value> src = emitRegionOperand(*args[1]);
    if (failed(dst) || failed(src))
      return failure();
    return create(*unary, {asTargetShape(*src, *dst)}, {}, *dst);
  }
  if (name == "ascend_pow") {
    // T.tile.pow(dst, src0, src1): (dst, src0, src1), no count.
    if (args.size() != 3)
      return fail("dst, src0, src1");
    FailureOr<Value> dst = emitRegionOperand(*args[0]);
    FailureOr<Value> a = emitRegionOperand(*args[1]);
    FailureOr<Value> b = emitRegionOperand(*args[2]);
    if (failed(dst) || failed(a) || failed(b))
      return failure();
    return create(tir::TileOpKind::Pow,
                  {asTargetShape(*a, *dst), asTargetShape(*b, *dst)}, {}, *dst);
  }
  if (name == "ascend_compare" || name == "ascend_compare_scalar") {
    // T.tile.compare(mask, src0, src1, mode): (mask, src0, src1, mode,
    // count); with a scalar, (mask, src0, scalar, mode, count) or (mask,
    // src0, buf_ptr, index, mode, count) with the scalar buf[index].
    bool scalarForm = name == "ascend_compare_scalar";
    size_t modeAt = args.size() == 6 && scalarForm ? 4 : 3;
    std::optional<std::string> modeName =
        (args.size() == 5 || (scalarForm && args.size() == 6))
            ? evalString(*args[modeAt])
            : std::nullopt;
    if (!modeName)
      return fail(scalarForm ? "mask, src, scalar, \"<mode>\", count"
                             : "mask, src0, src1, \"<mode>\", count");
    std::optional<tir::CompareMode> mode =
        tir::symbolizeCompareMode(StringRef(*modeName).lower());
    if (!mode)
      return error(args[modeAt]->loc,
                   "unknown compare mode '" + *modeName + "'");
    FailureOr<Value> dst = emitRegionOperand(*args[0]);
    FailureOr<Value> src = emitRegionOperand(*args[1]);
    if (failed(dst) || failed(src))
      return failure();
    SmallVector<Value> sources{*src}, scalars;
    if (!scalarForm) {
      FailureOr<Value> other = emitRegionOperand(*args[2]);
      if (failed(other))
        return failure();
      sources.push_back(asTargetShape(*other, *src));
    } else {
      FailureOr<Value> scalar =
          emitScalarOperand(args.slice(2, modeAt - 2), elementType(*src), name);
      if (failed(scalar))
        return failure();
      scalars.push_back(*scalar);
    }
    builder.create<tir::TileOp>(
        l, tir::TileOpKindAttr::get(context, tir::TileOpKind::Compare), sources,
        scalars, *dst, IntegerAttr(), tir::CastModeAttr(),
        tir::CompareModeAttr::get(context, *mode), tir::SelectModeAttr(),
        tir::MaskPatternAttr());
    return success();
  }
  if (name == "ascend_select") {
    // T.tile.select(dst, mask, src0, src1, mode): (dst, mask, src0, kind,
    // ...) with kind 2 (a buffer: src1_ptr, mode, count) or 1 (a scalar:
    // scalar, mode, count, type, mask type). Kind 0, an element of a
    // buffer as the second source (buf_ptr, index, mode, count), is what
    // TileLang's own PTO backend rejects too.
    std::optional<int64_t> kind =
        args.size() >= 7 ? evalInt(*args[3]) : std::nullopt;
    if (kind == 0)
      return error(args[3]->loc,
                   "'T." + name +
                       "' with an element of a buffer as its second source "
                       "is not read yet (TileLang's PTO backend does not "
                       "take it either): pass the buffer or a scalar");
    size_t modeAt = 5;
    std::optional<std::string> modeName =
        kind && ((*kind == 2 && args.size() == 7) ||
                 (*kind == 1 && args.size() == 9))
            ? evalString(*args[modeAt])
            : std::nullopt;
    if (!modeName)
      return fail("dst, mask, src0, 2, src1, \"<mode>\", count)' or 'T." +
                  name +
                  "(dst, mask, src0, 1, scalar, \"<mode>\", count, "
                  "\"<type>\", \"<mask type>\"");
    StringRef modeText = *modeName;
    modeText.consume_front("VSEL_");
    modeText.consume_back("_MODE");
    std::optional<tir::SelectMode> mode =
        tir::symbolizeSelectMode(modeText.lower());
    if (!mode)
      return error(args[modeAt]->loc,
                   "unknown select mode '" + *modeName + "'");
    FailureOr<Value> dst = emitRegionOperand(*args[0]);
    FailureOr<Value> mask = emitRegionOperand(*args[1]);
    FailureOr<Value> src = emitRegionOperand(*args[2]);
    if (failed(dst) || failed(mask) || failed(src))
      return failure();
    SmallVector<Value> sources{*mask, asTargetShape(*src, *dst)}, scalars;
    if (*kind == 2) {
      FailureOr<Value> other = emitRegionOperand(*args[4]);
      if (failed(other))
        return failure();
      sources.push_back(asTargetShape(*other, *dst));
    } else {
      FailureOr<Value> scalar =
          emitScalarOperand(args.slice(4, modeAt - 4), elementType(*dst), name);
      if (failed(scalar))
        return failure();
      scalars.push_back(*scalar);
    }
    builder.create<tir::TileOp>(
        l, tir::TileOpKindAttr::get(context, tir::TileOpKind::Select), sources,
        scalars, *dst, IntegerAttr(), tir::CastModeAttr(),
        tir::CompareModeAttr(), tir::SelectModeAttr::get(context, *mode),
        tir::MaskPatternAttr());
    return success();
  }
  if (name == "ascend_fill") {
    if (args.size() != 4 || args[0]->kind != ExprKind::Str)
      return fail("\"Fill<type>\", dst, value, count");
    FailureOr<Value> dst = emitRegionOperand(*args[1]);
    if (failed(dst))
      return failure();
    FailureOr<Value> value = emitScalarAs(*args[2], elementType(*dst));
    if (failed(value))
      return failure();
    builder.create<tir::FillOp>(l, *dst, *value);
    return success();
  }
  if (name == "ascend_cast") {
    std::optional<std::string> modeName =
        args.size() == 4 ? evalString(*args[2]) : std::nullopt;
    if (!modeName || !StringRef(*modeName).starts_with("CAST_"))
      return fail("dst, src, \"CAST_<mode>\", count");
    std::optional<tir::CastMode> mode =
        tir::symbolizeCastMode(StringRef(*modeName).drop_front(5).lower());
    if (!mode)
      return error(args[2]->loc, "unknown cast mode '" + *modeName + "'");
    FailureOr<Value> dst = emitRegionOperand(*args[0]);
    FailureOr<Value> src = emitRegionOperand(*args[1]);
    if (failed(dst) || failed(src))
      return failure();
    return create(tir::TileOpKind::Cast, {*src}, {}, *dst,
                  tir::CastModeAttr::get(context, *mode));
  }
  if (name == "ascend_clamp") {
    if (args.size() != 6 || args[0]->kind != ExprKind::Str)
      return fail("\"Clamp<type>\", dst, src, low, high, count");
    FailureOr<Value> dst = emitRegionOperand(*args[1]);
    FailureOr<Value> src = emitRegionOperand(*args[2]);
    if (failed(dst) || failed(src))
      return failure();
    FailureOr<Value> low = emitScalarAs(*args[3], elementType(*dst));
    FailureOr<Value> high = emitScalarAs(*args[4], elementType(*dst));
    if (failed(low) || failed(high))
      return failure();
    return create(tir::TileOpKind::Clamp, {*src}, {*low, *high}, *dst);
  }
  if (name == "ascend_arith_progression") {
    if (args.size() != 5 || args[0]->kind != ExprKind::Str)
      return fail("\"ArithProgression<type>\", dst, first, step, count");
    FailureOr<Value> dst = emitRegionOperand(*args[1]);
    if (failed(dst))
      return failure();
    FailureOr<Value> first = emitScalarAs(*args[2], elementType(*dst));
    FailureOr<Value> step = emitScalarAs(*args[3], elementType(*dst));
    if (failed(first) || failed(step))
      return failure();
    return create(tir::TileOpKind::ArithProgression, {}, {*first, *step}, *dst);
  }
  if (name == "ascend_createvecindex") {
    // T.tile.createvecindex(dst, first): first, first + 1, ... in dst.
    if (args.size() != 4 || args[0]->kind != ExprKind::Str)
      return fail("\"CreateVecIndex<type>\", dst, first, count");
    FailureOr<Value> dst = emitRegionOperand(*args[1]);
    if (failed(dst))
      return failure();
    FailureOr<Value> first = emitScalarAs(*args[2], elementType(*dst));
    if (failed(first))
      return failure();
    return create(tir::TileOpKind::CreateVecIndex, {}, {*first}, *dst);
  }
  if (name == "ascend_gather") {
    // T.tile.gather(dst, src, offsets, base): dst[i] is the element of src
    // at byte offset offsets[i] + base; offsets of another shape with as
    // many elements are seen with dst's.
    if (args.size() != 5)
      return fail("dst, src, offsets, base, count");
    FailureOr<Value> dst = emitRegionOperand(*args[0]);
    FailureOr<Value> src = emitRegionOperand(*args[1]);
    FailureOr<Value> offsets = emitRegionOperand(*args[2]);
    if (failed(dst) || failed(src) || failed(offsets))
      return failure();
    FailureOr<Value> base = emitScalarAs(*args[3], builder.getI32Type());
    if (failed(base))
      return failure();
    return create(tir::TileOpKind::Gather,
                  {*src, asTargetShape(*offsets, *dst)}, {*base}, *dst);
  }
  if (name == "ascend_broadcast") {
    // T.tile.broadcast(dst, src[, axis]): ("Broadcast<type, dims, axis,
    // false>", dst, src, dims, *dst_extent, *src_extent).
    SmallVector<StringRef> params;
    if (args.size() >= 4 && args[0]->kind == ExprKind::Str) {
      StringRef text = args[0]->text;
      if (text.consume_front("Broadcast<") && text.consume_back(">"))
        text.split(params, ',');
    }
    int64_t axis = 0;
    if (params.size() != 4 || params[2].trim().getAsInteger(10, axis))
      return fail("\"Broadcast<type, dims, axis, false>\", dst, src, dims, "
                  "extents...");
    FailureOr<Value> dst = emitRegionOperand(*args[1]);
    FailureOr<Value> src = emitRegionOperand(*args[2]);
    if (failed(dst) || failed(src))
      return failure();
    auto op = builder.create<tir::TileOp>(
        l, tir::TileOpKindAttr::get(context, tir::TileOpKind::Broadcast),
        ValueRange{*src}, ValueRange{}, *dst, IntegerAttr(),
        tir::CastModeAttr(), tir::CompareModeAttr(), tir::SelectModeAttr(),
        tir::MaskPatternAttr());
    // The axis the shapes imply, written only where the template's differs.
    if (op.getBroadcastAxis() != axis)
      op.setAxisAttr(builder.getI64IntegerAttr(axis));
    return success();
  }
  if (name == "ascend_reduce") {
    // T.reduce_<kind>(src, out, dim, clear, real_shape):
    // ("reduce_<kind><type, M, N, dim>", out, src, clear), the output first;
    // M x N the 2-D extent reduced (real_shape, or the source's), dim 0
    // (down the columns) or -1 (along the rows).
    SmallVector<StringRef> params;
    StringRef kindName;
    if (args.size() == 4 && args[0]->kind == ExprKind::Str) {
      StringRef text = args[0]->text;
      auto [head, rest] = text.split('<');
      kindName = head;
      if (rest.consume_back(">"))
        rest.split(params, ',');
    }
    std::optional<tir::ReduceKind> kind =
        kindName.consume_front("reduce_") ? tir::symbolizeReduceKind(kindName)
                                          : std::nullopt;
    int64_t rows = 0, cols = 0, axis = 0;
    if (!kind || params.size() != 4 ||
        params[1].trim().getAsInteger(10, rows) ||
        params[2].trim().getAsInteger(10, cols) ||
        params[3].trim().getAsInteger(10, axis) || (axis != 0 && axis != -1))
      return fail("\"reduce_<kind><type, M, N, dim>\", out, src, clear");
    std::optional<bool> clear = evalBool(*args[3]);
    if (!clear)
      return error(args[3]->loc, "expected a constant 'clear'");
    FailureOr<Value> out = emitRegionOperand(*args[1]);
    FailureOr<Value> src = emitRegionOperand(*args[2]);
    if (failed(out) || failed(src))
      return failure();
    auto srcType = cast<MemRefType>(src->getType());
    int64_t rank = srcType.getRank();
    // The template names one M x N tile: a rank-3 source is one tile of
    // leading extent 1 (`s_ub[t, :, :]`).
    if (rank > 3 || (rank == 3 && srcType.getDimSize(0) != 1))
      return error(
          call.loc,
          "'T." + name + "' of a source of shape " +
              Twine(llvm::join(
                  llvm::map_range(srcType.getShape(),
                                  [](int64_t d) { return std::to_string(d); }),
                  " x ")) +
              ": one tile of leading extent 1 is reduced");
    if (rank == 3 &&
        (rows != srcType.getDimSize(1) || cols != srcType.getDimSize(2)))
      return error(args[0]->loc, "'T." + name + "' of " + Twine(rows) + " x " +
                                     Twine(cols) +
                                     " elements of a tile of shape " +
                                     Twine(srcType.getDimSize(1)) + " x " +
                                     Twine(srcType.getDimSize(2)) +
                                     ": a rank-3 source is reduced whole");
    Value source = *src;
    // A rank-1 source is one row (M = 1), seen as 1 x N.
    if (rank == 1) {
      if (!srcType.hasStaticShape() || !srcType.getLayout().isIdentity() ||
          src->getDefiningOp<memref::SubViewOp>() || rows != 1 ||
          cols != srcType.getDimSize(0) || axis != -1)
        return error(args[0]->loc,
                     "'T." + name +
                         "' of a rank-1 source other than one whole row "
                         "(\"<type, 1, N, -1>\" of a whole buffer)");
      srcType = MemRefType::get({1, cols}, srcType.getElementType(),
                                MemRefLayoutAttrInterface(),
                                srcType.getMemorySpace());
      source = builder.create<tir::ViewOp>(l, srcType, source, StringAttr());
      rank = 2;
    }
    // The axis of the source: the last for -1, the one before it for 0 (a
    // rank-3 source reduces its trailing tile axes).
    int64_t dim = axis == -1 ? rank - 1 : std::max<int64_t>(rank - 2, 0);
    // real_shape: the first M rows and N columns of a rank-2 source.
    if (rank == 2 && srcType.hasStaticShape() &&
        (rows != srcType.getDimSize(0) || cols != srcType.getDimSize(1))) {
      if (rows <= 0 || cols <= 0 || rows > srcType.getDimSize(0) ||
          cols > srcType.getDimSize(1))
        return error(args[0]->loc, "'T." + name + "' of " + Twine(rows) +
                                       " x " + Twine(cols) +
                                       " elements of a buffer of shape " +
                                       Twine(srcType.getDimSize(0)) + " x " +
                                       Twine(srcType.getDimSize(1)));
      source = builder.create<memref::SubViewOp>(
          l, source,
          ArrayRef<OpFoldResult>{builder.getIndexAttr(0),
                                 builder.getIndexAttr(0)},
          ArrayRef<OpFoldResult>{builder.getIndexAttr(rows),
                                 builder.getIndexAttr(cols)},
          ArrayRef<OpFoldResult>{builder.getIndexAttr(1),
                                 builder.getIndexAttr(1)});
    }
    // tilelang-ascend's physical row form: the M per-row results (or the N
    // per-column ones) are the first elements of a longer row `out[0, :]`.
    Value target = *out;
    auto outType = cast<MemRefType>(target.getType());
    int64_t results = axis == -1 ? rows : cols;
    if (rank == 2 && outType.hasStaticShape() && outType.getRank() == 1 &&
        outType.getDimSize(0) > results && outType.getLayout().isIdentity()) {
      // The same as a rank-1 physical row: its first elements.
      target = builder.create<memref::SubViewOp>(
          l, target, ArrayRef<OpFoldResult>{builder.getIndexAttr(0)},
          ArrayRef<OpFoldResult>{builder.getIndexAttr(results)},
          ArrayRef<OpFoldResult>{builder.getIndexAttr(1)});
    } else if (rank == 2 && outType.hasStaticShape() &&
               outType.getRank() == 2 && outType.getDimSize(0) == 1 &&
               (outType.getDimSize(1) > results ||
                (axis == -1 && outType.getDimSize(1) == results &&
                 results != 1))) {
      auto zero = builder.getIndexAttr(0), one = builder.getIndexAttr(1);
      SmallVector<OpFoldResult> offsets{zero, zero}, strides{one, one};
      SmallVector<OpFoldResult> sizes{one, builder.getIndexAttr(results)};
      // Per-row results are a vector (rank 1), per-column ones a row.
      int64_t vector[] = {results};
      target = createRegion(
          builder, l, target, offsets, sizes, strides,
          axis == -1 ? std::optional<ArrayRef<int64_t>>(vector) : std::nullopt);
    }
    builder.create<tir::ReduceOp>(
        l, tir::ReduceKindAttr::get(context, *kind), source, target,
        builder.getI64IntegerAttr(dim),
        *clear ? BoolAttr() : builder.getBoolAttr(false));
    return success();
  }
  if (name == "ascend_printf") {
    // T.printf(format, *args): the format with its C escapes as printed
    // (tilelang-ascend escapes it for the C source it writes).
    if (args.empty() || args[0]->kind != ExprKind::Str)
      return fail("\"format\", values...");
    SmallVector<Value> values;
    for (const ExprPtr &arg : args.drop_front()) {
      if (lookupBuffer(*arg) || arg->calleeName() == "T.tvm_access_ptr")
        return error(arg->loc, "'T." + name.str() +
                                   "' of a buffer: pto.print prints "
                                   "scalars (T.dump_tensor prints buffers)");
      FailureOr<Value> value = emitScalar(*arg);
      if (failed(value))
        return failure();
      values.push_back(*value);
    }
    builder.create<tir::IntrinOp>(
        l, TypeRange(), "tl.ascend_printf", values,
        builder.getStrArrayAttr({unescapeC(args[0]->text)}));
    return success();
  }
  if (name == "ascend_dump_tensor") {
    // T.dump_tensor(buf, desc, dump_size, shape_info): the buffer's access
    // pointer, desc, dump_size, len(shape_info), *shape_info.
    std::optional<int64_t> dims =
        args.size() >= 4 ? evalInt(*args[3]) : std::nullopt;
    if (!dims || *dims < 0 || static_cast<size_t>(*dims) + 4 != args.size())
      return fail("ptr, desc, dump_size, dim, shape...");
    std::optional<int64_t> desc = evalInt(*args[1]);
    std::optional<int64_t> size = evalInt(*args[2]);
    if (!desc || !size)
      return error(call.loc, "'T." + name.str() +
                                 "' takes a constant desc and dump_size");
    SmallVector<int64_t> shape;
    for (const ExprPtr &arg : args.drop_front(4)) {
      std::optional<int64_t> extent = evalInt(*arg);
      if (!extent)
        return error(arg->loc, "expected a constant shape value");
      shape.push_back(*extent);
    }
    FailureOr<Value> buffer = emitRegionOperand(*args[0]);
    if (failed(buffer))
      return failure();
    builder.create<tir::DumpTensorOp>(l, *buffer, *desc, *size, shape);
    return success();
  }
  if (name == "ascend_reinterpretcast") {
    // T.reinterpretcast(dst, src, casttype): `dst` is from here on `src`'s
    // storage read as `dst`'s type (AscendC's ReinterpretCast).
    if (args.size() != 3 || args[2]->kind != ExprKind::Str)
      return fail("dst_ptr, src_ptr, \"type\"");
    FailureOr<TileRegion> dst = parseRegion(*args[0]);
    FailureOr<TileRegion> src = parseRegion(*args[1]);
    if (failed(dst) || failed(src))
      return failure();
    for (const TileRegion *region : {&*dst, &*src}) {
      auto type = cast<MemRefType>(region->buffer.getType());
      bool whole = ArrayRef<int64_t>(region->sizes) == type.getShape() &&
                   llvm::all_of(region->offsets, [](Value offset) {
                     return getConstantIntValue(offset) == 0;
                   });
      if (!whole)
        return error(call.loc, "'T.reinterpretcast' of part of '" +
                                   region->name +
                                   "': only whole buffers are cast");
    }
    Value old = dst->buffer, source = src->buffer;
    Operation *definition = old.getDefiningOp();
    if (!definition)
      return error(call.loc, "'T.reinterpretcast' into '" + dst->name +
                                 "', a kernel argument: the destination is "
                                 "a buffer of the kernel");
    // The view is `src`'s storage: it goes right after the later of the two
    // buffers' definitions, so that it is defined wherever `dst` is used
    // from here on (a cast in a section, a loop or a branch aliases `dst`
    // from there on).
    Operation *after = definition;
    if (Operation *sourceDef = source.getDefiningOp()) {
      if (sourceDef->getBlock() == definition->getBlock()) {
        if (definition->isBeforeInBlock(sourceDef))
          after = sourceDef;
      } else if (definition->getParentRegion()->isProperAncestor(
                     sourceDef->getParentRegion())) {
        // `dst` outlives the storage it would alias.
        return error(call.loc,
                     "'T.reinterpretcast' of '" + dst->name +
                         "' to the storage of '" + src->name +
                         "', which is allocated inside a loop, branch or "
                         "section that '" +
                         dst->name + "' is not in: not supported yet");
      }
    }
    Value view = source;
    if (source.getType() != old.getType()) {
      auto dstType = cast<MemRefType>(old.getType());
      OpBuilder::InsertionGuard guard(builder);
      builder.setInsertionPointAfter(after);
      // In the source's memory: a "shared" and a "shared.dyn" buffer are
      // both ub.
      view = builder.create<tir::ViewOp>(
          l,
          MemRefType::get(dstType.getShape(), dstType.getElementType(),
                          MemRefLayoutAttrInterface(),
                          cast<MemRefType>(source.getType()).getMemorySpace()),
          source, builder.getStringAttr(dst->name));
    }
    for (llvm::StringMap<Binding> &scope : scopes)
      for (auto &entry : scope)
        if (entry.second.kind == Binding::Buffer && entry.second.value == old)
          entry.second.value = view;
    for (HandleInfo &info : handles)
      if (info.storage == old)
        info.storage = view;
    return success();
  }
  if (name == "ascend_mma") {
    // T.mma(A_L0, B_L0, C_L0, init): ("mma<A, C, M, N>", A, B, C, init, K).
    if (args.size() != 6 || args[0]->kind != ExprKind::Str)
      return fail("\"mma<...>\", A, B, C, init, K");
    SmallVector<Value> operands;
    for (size_t i = 1; i < 4; ++i) {
      FailureOr<Value> value = emitRegionOperand(*args[i]);
      if (failed(value))
        return failure();
      operands.push_back(*value);
    }
    std::optional<int64_t> constantInit = evalInt(*args[4]);
    Value clear;
    if (!constantInit || *constantInit != 0) {
      FailureOr<Value> init =
          constantInit ? FailureOr<Value>(builder
                                              .create<arith::ConstantOp>(
                                                  l, builder.getBoolAttr(true))
                                              .getResult())
                       : emitScalarAs(*args[4], builder.getI1Type());
      if (failed(init))
        return failure();
      clear = *init;
    }
    builder.create<tir::GemmOp>(l, operands[0], operands[1], operands[2], clear,
                                false, false, StringAttr(), IntegerAttr(),
                                IntegerAttr(), IntegerAttr());
    return success();
  }
  return emitAscendSortOp(call, name);
}
