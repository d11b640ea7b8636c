//===- Regions.h - regions of a global tensor that may run past it -*- C++ -*-//
//
// A region of a global tensor may run past the tensor's edge (a boundary
// tile: T.copy moves its in-bounds part; ascend-clip-gm-regions clips it).
// MLIR 22's memref.subview verifier rejects a region whose static offset,
// size and stride reach past a static dimension of its source; it checks
// only dimensions whose offset is static. Such a region therefore carries
// the offset of every dimension it runs past as a value (an
// arith.constant), which both LLVMs accept and MLIR's canonicalization
// leaves in place where folding it would not verify.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_SUPPORT_REGIONS_H
#define TIRPTO_SUPPORT_REGIONS_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

#include <optional>

namespace mlir::tirpto {

/// Whether a region's static offset, with its size and stride, reaches past
/// the static `extent` of its dimension, as MLIR 22's memref.subview
/// verifier decides it (a dynamic offset or extent is not checked), or is
/// negative (which neither LLVM's verifier accepts as a static offset).
inline bool regionRunsPast(int64_t extent, OpFoldResult offset,
                           OpFoldResult size, OpFoldResult stride) {
  std::optional<int64_t> first = getConstantIntValue(offset);
  if (!first || !isa<Attribute>(offset))
    return false;
  // A negative static offset does not verify on either LLVM; as a value it
  // reaches tirpto's own check of the region (convert-tir-to-ascend).
  if (*first < 0)
    return true;
  if (ShapedType::isDynamic(extent))
    return false;
  if (*first >= extent)
    return true;
  std::optional<int64_t> count = getConstantIntValue(size);
  std::optional<int64_t> step = getConstantIntValue(stride);
  if (!count || !step || *count <= 0)
    return false;
  return *first + (*count - 1) * *step >= extent;
}

/// Builds the memref.subview of `source` at `offsets`, `sizes` and
/// `strides`. The offset of a dimension the region runs past is given as an
/// arith.constant value, so the op verifies on LLVM 19 and 22 alike. The
/// result type is `resultShape` (a rank-reduced region) when it is given
/// and the region's sizes otherwise.
inline memref::SubViewOp
createRegion(OpBuilder &builder, Location loc, Value source,
             SmallVector<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes,
             ArrayRef<OpFoldResult> strides,
             std::optional<ArrayRef<int64_t>> resultShape = std::nullopt) {
  auto type = cast<MemRefType>(source.getType());
  for (int64_t dim = 0, e = type.getRank(); dim < e; ++dim)
    if (regionRunsPast(type.getDimSize(dim), offsets[dim], sizes[dim],
                       strides[dim]))
      offsets[dim] = builder
                         .create<arith::ConstantIndexOp>(
                             loc, *getConstantIntValue(offsets[dim]))
                         .getResult();
  auto resultType =
      resultShape
          ? cast<MemRefType>(memref::SubViewOp::inferRankReducedResultType(
                *resultShape, type, offsets, sizes, strides))
          : cast<MemRefType>(memref::SubViewOp::inferResultType(
                type, offsets, sizes, strides));
  return builder.create<memref::SubViewOp>(loc, resultType, source, offsets,
                                           sizes, strides);
}

} // namespace mlir::tirpto

#endif // TIRPTO_SUPPORT_REGIONS_H
