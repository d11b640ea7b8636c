//===- PTOMatrixOps.cpp - tmatmul / tgemv families ------------------------===//
//
// Rules from ptoas-format.md §2.6 (tile configurations, dtype triples) and
// §4.5 (operands, the [1, 4095] range, a5-only .mx forms).
//
//===----------------------------------------------------------------------===//

#include "PTOVerifyUtils.h"
#include "tirpto/Support/CubeLimits.h"

using namespace mlir;
using namespace mlir::pto;
using namespace mlir::pto::detail;

static TileBufType tileOf(Value value) {
  return cast<TileBufType>(value.getType());
}

using tirpto::isFp8Type;

LogicalResult mlir::pto::detail::verifyMatmul(Operation *op, Value lhsValue,
                                              Value rhsValue, Value dstValue,
                                              Value accIn, Value bias,
                                              bool gemv) {
  TileBufType lhs = tileOf(lhsValue), rhs = tileOf(rhsValue),
              dst = tileOf(dstValue);
  if (failed(verifyLoc(op, lhsValue, "lhs", AddressSpace::Left)) ||
      failed(verifyLoc(op, rhsValue, "rhs", AddressSpace::Right)) ||
      failed(verifyLoc(op, dstValue, "dst", AddressSpace::Acc)))
    return failure();
  if (accIn && accIn.getType() != dstValue.getType())
    return op->emitOpError("expects acc_in and dst of the same type, got ")
           << accIn.getType() << " and " << dstValue.getType();

  // Layouts. ptoas's parser forces the blayout of a left tile per arch, so
  // only its slayout is checked. a3's own verifier is lax on right/acc
  // layouts; tirpto checks them on both arches because pto-isa rejects the
  // wrong forms later.
  TileLayout left = *getCubeOperandLayout(AddressSpace::Left);
  TileLayout right = *getCubeOperandLayout(AddressSpace::Right);
  TileLayout acc = *getCubeOperandLayout(AddressSpace::Acc);
  if (lhs.getSlayout() != left.slayout)
    return op->emitOpError("expects the left tile to have slayout=")
           << stringifySLayout(left.slayout);
  if (rhs.getBlayout() != right.blayout || rhs.getSlayout() != right.slayout)
    return op->emitOpError("expects the right tile to have blayout=")
           << stringifyBLayout(right.blayout)
           << ", slayout=" << stringifySLayout(right.slayout)
           << " (checked on a3 too: ptoas accepts other forms there but "
              "pto-isa rejects them)";
  if (dst.getBlayout() != acc.blayout || dst.getSlayout() != acc.slayout ||
      dst.getFractal() != acc.fractal)
    return op->emitOpError("expects the acc tile to have blayout=")
           << stringifyBLayout(acc.blayout)
           << ", slayout=" << stringifySLayout(acc.slayout)
           << ", fractal=" << acc.fractal
           << " (checked on a3 too: ptoas accepts other forms there but "
              "pto-isa rejects them)";

  Type a = lhs.getElementType(), b = rhs.getElementType(),
       c = dst.getElementType();
  bool a5 = getTargetArch(op) == TargetArch::A5;
  if (!tirpto::isCubeElementTriple(c, a, b, a5))
    return op->emitOpError("unsupported (dst; lhs, rhs) element types (")
           << c << "; " << a << ", " << b << "); expected "
           << tirpto::describeCubeElementTriples(a5);

  if (bias) {
    TileBufType bt = tileOf(bias);
    if (failed(verifyLoc(op, bias, "bias", AddressSpace::Bias)))
      return failure();
    if (bt.getRows() != 1)
      return op->emitOpError("expects a bias tile of one row, got ")
             << bt.getRows();
    if (a5 && bt.getBlayout() != BLayout::RowMajor)
      return op->emitOpError("expects the bias tile to have blayout=row_major "
                             "on A5");
    if (bt.getElementType() != c)
      return op->emitOpError("expects the bias element type to be that of "
                             "dst (")
             << c << "), got " << bt.getElementType();
    if (!compatibleExtents(bt.getValidCols(), dst.getValidCols()))
      return op->emitOpError("expects the bias to have the valid columns of "
                             "dst");
  }

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
    if (known(dim) && (dim < 1 || dim > tirpto::kMaxCubeExtent))
      return op->emitOpError("expects ")
             << name << " in [1, " << tirpto::kMaxCubeExtent << "], got "
             << dim;
  if (gemv && known(m) && m != 1)
    return op->emitOpError("expects a one-row lhs and dst (a matrix-vector "
                           "product), got ")
           << m << " valid rows";
  // tmatmul also needs the physical shapes to agree (ptoas checks lhs[M,K],
  // rhs[K,N], dst[M,N]); tgemv only the valid ones.
  if (!gemv && (lhs.getRows() != dst.getRows() ||
                lhs.getCols() != rhs.getRows() ||
                rhs.getCols() != dst.getCols()))
    return op->emitOpError("expects tiles of shapes lhs MxK, rhs KxN and dst "
                           "MxN, got ")
           << lhs.getRows() << "x" << lhs.getCols() << ", " << rhs.getRows()
           << "x" << rhs.getCols() << " and " << dst.getRows() << "x"
           << dst.getCols();
  return success();
}

LogicalResult mlir::pto::detail::verifyMxMatmul(Operation *op, Value a,
                                                Value aScale, Value b,
                                                Value bScale, Value dst,
                                                Value cIn, Value bias,
                                                bool gemv) {
  if (failed(verifyA5Only(op, op->getName().stripDialect())) ||
      failed(verifyLoc(op, a, "a", AddressSpace::Left)) ||
      failed(verifyLoc(op, aScale, "a_scale", AddressSpace::Scaling)) ||
      failed(verifyLoc(op, b, "b", AddressSpace::Right)) ||
      failed(verifyLoc(op, bScale, "b_scale", AddressSpace::Scaling)) ||
      failed(verifyLoc(op, dst, "dst", AddressSpace::Acc)) ||
      (bias && failed(verifyLoc(op, bias, "bias", AddressSpace::Bias))))
    return failure();
  if (cIn && cIn.getType() != dst.getType())
    return op->emitOpError("expects c_in and dst of the same type, got ")
           << cIn.getType() << " and " << dst.getType();
  // Microscaled operands are fp8 into f32 (ptoas-format.md §4.5). The
  // tgemv.mx forms also take each scale tile with the shape and valid shape
  // of its operand (as ptoas checks them; it does not for tmatmul.mx).
  Type ae = tileOf(a).getElementType(), be = tileOf(b).getElementType(),
       ce = tileOf(dst).getElementType();
  if (!isFp8Type(ae) || !isFp8Type(be) || !ce.isF32())
    return op->emitOpError("expects fp8 operands and an f32 dst, got (")
           << ce << "; " << ae << ", " << be << ")";
  if (!gemv)
    return success();
  for (auto [scale, operand, name] :
       {std::make_tuple(aScale, a, "a"), std::make_tuple(bScale, b, "b")}) {
    TileBufType st = tileOf(scale), ot = tileOf(operand);
    if (st.getRows() != ot.getRows() || st.getCols() != ot.getCols() ||
        !compatibleExtents(st.getValidRows(), ot.getValidRows()) ||
        !compatibleExtents(st.getValidCols(), ot.getValidCols()))
      return op->emitOpError("expects ")
             << name << "_scale to have the shape and valid shape of " << name;
  }
  for (auto [value, name] :
       {std::make_pair(a, "a"), std::make_pair(dst, "dst")}) {
      int64_t rows = tileOf(value).getValidRows();
      if (!ShapedType::isDynamic(rows) && rows != 1)
        return op->emitOpError("expects ")
               << name << " to have one valid row (a matrix-vector product), "
                          "got "
               << rows;
    }
  return success();
}

LogicalResult TGetScaleAddrOp::verify() {
  if (failed(verifyA5Only(*this, "tget_scale_addr")))
    return failure();
  if (getDst().getType().getLoc() != AddressSpace::Scaling)
    return emitOpError("expects dst to be in the scaling address space");
  return success();
}
