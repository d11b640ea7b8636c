//===- PTOVerifyUtils.cpp - helpers shared by pto op verifiers ------------===//

#include "PTOVerifyUtils.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::pto;

std::optional<int64_t> mlir::pto::detail::getConstantIndex(Value value) {
  APInt constant;
  if (value && matchPattern(value, m_ConstantInt(&constant)))
    return constant.getSExtValue();
  return std::nullopt;
}

int64_t mlir::pto::detail::getValidElementCount(TileBufType type) {
  if (type.hasDynamicValidShape())
    return ShapedType::kDynamic;
  return type.getValidRows() * type.getValidCols();
}

std::string mlir::pto::detail::describeTile(TileBufType type) {
  return ("loc=" + stringifyAddressSpace(type.getLoc())).str();
}

LogicalResult mlir::pto::detail::verifyWindowMatchesTile(
    Operation *op, StringRef windowRole, PartitionTensorViewType window,
    StringRef tileRole, TileBufType tile) {
  int64_t windowCount = window.getNumElements();
  int64_t tileCount = getValidElementCount(tile);
  if (ShapedType::isDynamic(windowCount) || ShapedType::isDynamic(tileCount) ||
      windowCount == tileCount)
    return success();
  return op->emitOpError("expects ")
         << windowRole << " static element count (" << windowCount
         << ") to match " << tileRole << " valid element count (" << tileCount
         << ")";
}

LogicalResult mlir::pto::detail::verifyMatmulOperands(Operation *op,
                                                      TileBufType lhs,
                                                      TileBufType rhs,
                                                      TileBufType dst) {
  if (lhs.getLoc() != AddressSpace::Left)
    return op->emitOpError("expects lhs in loc=left, got ")
           << describeTile(lhs);
  if (rhs.getLoc() != AddressSpace::Right)
    return op->emitOpError("expects rhs in loc=right, got ")
           << describeTile(rhs);
  if (dst.getLoc() != AddressSpace::Acc)
    return op->emitOpError("expects dst in loc=acc, got ")
           << describeTile(dst);

  // Layouts (ptoas-format.md §2.6). ptoas's parser forces the blayout of a
  // left tile per arch, so only its slayout is checked. a3's own verifier is
  // lax on right/acc layouts; tirpto checks them on both arches because
  // pto-isa rejects the wrong forms later.
  if (lhs.getSlayout() != SLayout::RowMajor)
    return op->emitOpError("expects the left tile to have slayout=row_major");
  if (rhs.getBlayout() != BLayout::RowMajor ||
      rhs.getSlayout() != SLayout::ColMajor)
    return op->emitOpError("expects the right tile to have "
                           "blayout=row_major, slayout=col_major (checked on "
                           "a3 too: ptoas accepts other forms there but "
                           "pto-isa rejects them)");
  if (dst.getBlayout() != BLayout::ColMajor ||
      dst.getSlayout() != SLayout::RowMajor || dst.getFractal() != 1024)
    return op->emitOpError("expects the acc tile to have blayout=col_major, "
                           "slayout=row_major, fractal=1024 (checked on a3 "
                           "too: ptoas accepts other forms there but pto-isa "
                           "rejects them)");

  Type a = lhs.getElementType(), b = rhs.getElementType(),
       c = dst.getElementType();
  bool a5 = getTargetArch(op) == TargetArch::A5;
  auto isFp8 = [](Type t) {
    return isa<Float8E4M3FNType, Float8E5M2Type, Float8E4M3FNUZType,
               Float8E5M2FNUZType, Float8E4M3B11FNUZType>(t);
  };
  bool ok = (c.isInteger(32) && a.isInteger(8) && b.isInteger(8)) ||
            (c.isF32() && a == b && (a.isF16() || a.isBF16() || a.isF32())) ||
            (a5 && c.isF32() && isFp8(a) && isFp8(b));
  if (!ok)
    return op->emitOpError("unsupported (dst; lhs, rhs) element types (")
           << c << "; " << a << ", " << b
           << "); expected (i32; i8, i8), (f32; f16, f16), (f32; bf16, bf16), "
              "(f32; f32, f32)"
           << (a5 ? " or an fp8 pair with f32" : "");

  // Dimensions, where static.
  int64_t m = lhs.getValidRows(), k = lhs.getValidCols();
  int64_t kb = rhs.getValidRows(), n = rhs.getValidCols();
  auto known = [](int64_t d) { return !ShapedType::isDynamic(d); };
  if (known(k) && known(kb) && k != kb)
    return op->emitOpError("expects lhs valid cols (")
           << k << ") to equal rhs valid rows (" << kb << ")";
  if (known(m) && known(dst.getValidRows()) && m != dst.getValidRows())
    return op->emitOpError("expects dst valid rows (")
           << dst.getValidRows() << ") to equal lhs valid rows (" << m << ")";
  if (known(n) && known(dst.getValidCols()) && n != dst.getValidCols())
    return op->emitOpError("expects dst valid cols (")
           << dst.getValidCols() << ") to equal rhs valid cols (" << n << ")";
  for (auto [name, dim] : {std::make_pair("m", m), std::make_pair("k", k),
                           std::make_pair("n", n)})
    if (known(dim) && (dim < 1 || dim > 4095))
      return op->emitOpError("expects ")
             << name << " in [1, 4095], got " << dim;
  return success();
}
