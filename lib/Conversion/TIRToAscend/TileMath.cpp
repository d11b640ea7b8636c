//===- TileMath.cpp - T.tile.pow, T.tile.sin, T.tile.cos ------------------===//
//
// tilelang-ascend's math tile operations that no PTO instruction computes,
// built from the Vector core's element-wise ones:
//
// - pow(x, y) = exp(y * ln(x)), as TileLang's own PTO backend computes it
//   (its `pow` template): exact powers of positive bases; a negative base
//   gives NaN, a zero base 0 (positive y) or inf (negative y).
// - sin(x) and cos(x): x reduced by the nearest multiple of pi (Cody-Waite,
//   pi split in five parts of at most 7 significant bits, so that the
//   reduction is exact for |x| < 2^16 pi), then the degree-13 Taylor
//   polynomial of sin on [-pi/2, pi/2] and the sign of the multiple's
//   parity: cos(x) = sin(x + pi/2) with the half period folded into the
//   multiple; an infinite angle gives NaN. Computed in f32 (f16 values
//   converted there and back). Beyond 2^16 pi the reduction loses
//   precision, and from about 2^31 pi (the multiple is an int32) the
//   results are not the sine.
// - pow in f32 too for f16 values (exp and ln of f16 lose the low bits of
//   large powers).
//
//===----------------------------------------------------------------------===//

#include "PatternsInternal.h"

#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

#include <cmath>

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::tir_to_ascend;
using ascend::VBinaryKind;
using ascend::VUnaryKind;
using tir::TileOpKind;

namespace {

/// Builds the element-wise ascend ops of one lowering at `op`.
struct TileMathBuilder {
  tir::TileOp op;
  ConversionPatternRewriter &rewriter;
  Location loc = op.getLoc();

  Value temporary(Value like, Type element) {
    return createTemporary(
        rewriter, op, cast<MemRefType>(like.getType()).getShape(), element);
  }
  void binary(VBinaryKind kind, Value a, Value b, Value dst) {
    rewriter.create<ascend::VBinaryOp>(
        loc, ascend::VBinaryKindAttr::get(rewriter.getContext(), kind), a, b,
        dst);
  }
  void scalar(VBinaryKind kind, Value a, double value, Value dst) {
    Value constant = rewriter.create<arith::ConstantOp>(
        loc, rewriter.getF32FloatAttr(static_cast<float>(value)));
    rewriter.create<ascend::VBinaryScalarOp>(
        loc, ascend::VBinaryKindAttr::get(rewriter.getContext(), kind), a,
        constant, dst, UnitAttr());
  }
  void unary(VUnaryKind kind, Value a, Value dst) {
    rewriter.create<ascend::VUnaryOp>(
        loc, ascend::VUnaryKindAttr::get(rewriter.getContext(), kind), a, dst);
  }
  void convert(Value a, Value dst, ascend::RoundMode mode) {
    rewriter.create<ascend::VCastOp>(loc, a, dst, mode);
  }
};

} // namespace

LogicalResult mlir::tirpto::tir_to_ascend::lowerMathTile(
    tir::TileOp op, ValueRange sources, Value dst,
    const BufferPlacement &placement, ascend::Arch arch,
    ConversionPatternRewriter &rewriter) {
  TileOpKind kind = op.getKind();
  StringRef name = tir::stringifyTileOpKind(kind);
  Type element = getElementTypeOrSelf(dst.getType());
  // One tile form for all operands (a rank-1 buffer also read per row is a
  // column, another one a row).
  ArrayRef<int64_t> form = cast<MemRefType>(dst.getType()).getShape();
  for (auto [source, tirSource] : llvm::zip(sources, op.getSources()))
    if (cast<MemRefType>(source.getType()).getShape() != form)
      return op.emitOpError("T.tile.")
             << name << " of " << placement.getName(tirSource)
             << ", which is stored in another tile form than "
             << placement.getName(op.getTarget());
  TileMathBuilder build{op, rewriter};

  if (kind == TileOpKind::Pow) {
    for (std::optional<ArchElementSets> set :
         {ascend::getTileFormElements(VUnaryKind::Ln),
          ascend::getTileFormElements(VBinaryKind::Mul),
          ascend::getTileFormElements(VUnaryKind::Exp)})
      if (set && !ascend::isLegalVectorElement(*set, element, arch))
        return op.emitOpError("T.tile.pow takes ")
               << ascend::describeLegalVectorElements(*set, arch)
               << " tiles on " << ascend::getArchName(arch) << ", got "
               << element;
    // exp(y * ln(x)): in dst, unless dst is (a region of) the exponents'
    // buffer, which ln(x) would overwrite before they are read; f16 values
    // in f32 tiles.
    if (element.isF16()) {
      Type f32 = rewriter.getF32Type();
      Value base = build.temporary(dst, f32);
      Value exponent = build.temporary(dst, f32);
      build.convert(sources[0], base, ascend::RoundMode::Rint);
      build.convert(sources[1], exponent, ascend::RoundMode::Rint);
      build.unary(VUnaryKind::Ln, base, base);
      build.binary(VBinaryKind::Mul, base, exponent, base);
      build.unary(VUnaryKind::Exp, base, base);
      build.convert(base, dst, ascend::RoundMode::Rint);
      rewriter.eraseOp(op);
      return success();
    }
    Value work = dst;
    if (getBaseBuffer(dst) == getBaseBuffer(sources[1]))
      work = build.temporary(dst, element);
    build.unary(VUnaryKind::Ln, sources[0], work);
    build.binary(VBinaryKind::Mul, work, sources[1], work);
    build.unary(VUnaryKind::Exp, work, dst);
    rewriter.eraseOp(op);
    return success();
  }

  // sin / cos, in f32.
  if (!element.isF32() && !element.isF16())
    return op.emitOpError("T.tile.")
           << name << " takes f16 or f32 tiles (computed in f32), got "
           << element;
  Type f32 = rewriter.getF32Type();
  Value x = sources[0];
  if (element.isF16()) {
    x = build.temporary(dst, f32);
    build.convert(sources[0], x, ascend::RoundMode::Rint);
  }
  bool cosine = kind == TileOpKind::Cos;
  // The nearest multiple k of pi (cos: of x + pi/2, k = rint(x/pi + 1/2)),
  // as a float.
  Value k = build.temporary(dst, f32);
  Value counted = build.temporary(dst, rewriter.getI32Type());
  build.scalar(VBinaryKind::Mul, x, 1.0 / M_PI, k);
  if (cosine)
    build.scalar(VBinaryKind::Add, k, 0.5, k);
  build.convert(k, counted, ascend::RoundMode::Rint);
  build.convert(counted, k, ascend::RoundMode::Rint);
  // The sign (-1)^k: 1 - 2 * (k - 2 * floor(k / 2)).
  Value sign = build.temporary(dst, f32);
  build.scalar(VBinaryKind::Mul, k, 0.5, sign);
  build.convert(sign, counted, ascend::RoundMode::Floor);
  build.convert(counted, sign, ascend::RoundMode::Rint);
  build.scalar(VBinaryKind::Mul, sign, -2.0, sign);
  build.binary(VBinaryKind::Add, sign, k, sign);
  build.scalar(VBinaryKind::Mul, sign, -2.0, sign);
  build.scalar(VBinaryKind::Add, sign, 1.0, sign);
  // r = x - m * pi with m = k (cos: k - 1/2), pi in three parts.
  if (cosine)
    build.scalar(VBinaryKind::Add, k, -0.5, k);
  Value r = build.temporary(dst, f32);
  Value part = build.temporary(dst, f32);
  // pi in parts of at most 7 significant bits (the last the f32 rest),
  // so that each product with m (17 bits for |x| < 2^16 pi, cos's m
  // being a half) is exact, as is each subtraction (Sterbenz).
  const double piParts[] = {3.125, 0.016357421875, 0.0002346038818359375,
                            6.258487701416016e-07, 1.984187258941006e-09};
  Value from = x;
  for (double piPart : piParts) {
    build.scalar(VBinaryKind::Mul, k, piPart, part);
    build.binary(VBinaryKind::Sub, from, part, r);
    from = r;
  }
  // sin(r) = r + r * r^2 * (c1 + r^2 * (c2 + ... + r^2 * c6)), the Taylor
  // coefficients (-1)^n / (2n + 1)!.
  Value r2 = build.temporary(dst, f32);
  build.binary(VBinaryKind::Mul, r, r, r2);
  Value poly = k; // k is no longer needed
  const double coefficients[] = {
      1.6059043836821613e-10, -2.505210838544172e-8, 2.7557319223985893e-6,
      -1.984126984126984e-4,  8.333333333333333e-3,  -1.6666666666666666e-1};
  build.scalar(VBinaryKind::Mul, r2, coefficients[0], poly);
  for (double coefficient : ArrayRef<double>(coefficients).drop_front()) {
    build.scalar(VBinaryKind::Add, poly, coefficient, poly);
    build.binary(VBinaryKind::Mul, poly, r2, poly);
  }
  build.binary(VBinaryKind::Mul, poly, r, poly);
  build.binary(VBinaryKind::Add, poly, r, poly);
  // NaN for an infinite angle (x - x), the value itself otherwise: the
  // sign times 1 + (x - x), which keeps a signed zero.
  Value nanOfInf = build.temporary(dst, f32);
  build.binary(VBinaryKind::Sub, x, x, nanOfInf);
  build.scalar(VBinaryKind::Add, nanOfInf, 1.0, nanOfInf);
  build.binary(VBinaryKind::Mul, sign, nanOfInf, sign);
  if (element.isF32()) {
    build.binary(VBinaryKind::Mul, poly, sign, dst);
  } else {
    build.binary(VBinaryKind::Mul, poly, sign, poly);
    build.convert(poly, dst, ascend::RoundMode::Rint);
  }
  rewriter.eraseOp(op);
  return success();
}
