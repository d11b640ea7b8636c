//===- RegionOperand.h - a buffer operand as buffer and offsets -*- C++ -*-===//
//
// Shared by the tir passes that write element-wise loops over an operand
// that may be a region of a buffer (tir-expand-scans,
// tir-expand-bitwise-reductions): the scalar unit and the nests index the
// buffer itself, at the region's offsets.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_LIB_DIALECT_TIR_TRANSFORMS_REGIONOPERAND_H
#define TIRPTO_LIB_DIALECT_TIR_TRANSFORMS_REGIONOPERAND_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SmallBitVector.h"

namespace mlir::tir {

/// An operand of a scan or reduction as the buffer its elements are loaded from
/// and stored to: a region (a `memref.subview` with unit strides, rank-reducing
/// or not) as its source and offsets, anything else as itself.
struct RegionOperand {
  Value buffer;
  /// Per dimension of `buffer`: the region's offset (null for 0) and
  /// whether the region keeps the dimension.
  SmallVector<Value> offsets;
  SmallVector<bool> kept;

  RegionOperand(Value value, PatternRewriter &rewriter, Location loc)
      : buffer(value) {
    auto subview = value.getDefiningOp<memref::SubViewOp>();
    if (subview && llvm::all_of(subview.getStaticStrides(),
                                [](int64_t stride) { return stride == 1; })) {
      buffer = subview.getSource();
      llvm::SmallBitVector dropped = subview.getDroppedDims();
      for (auto [d, offset] : llvm::enumerate(subview.getMixedOffsets())) {
        std::optional<int64_t> known = getConstantIntValue(offset);
        offsets.push_back(
            known == 0 ? Value()
            : known    ? rewriter.create<arith::ConstantIndexOp>(loc, *known)
                       : cast<Value>(offset));
        kept.push_back(!dropped.test(d));
      }
      return;
    }
    int64_t rank = cast<MemRefType>(value.getType()).getRank();
    offsets.assign(rank, Value());
    kept.assign(rank, true);
  }

  /// Whether `other` is the same elements of the same buffer.
  bool operator==(const RegionOperand &other) const {
    return buffer == other.buffer && offsets == other.offsets &&
           kept == other.kept;
  }

  /// The indices into `buffer` of the operand's element `at`.
  SmallVector<Value> indices(ValueRange at, PatternRewriter &rewriter,
                             Location loc) const {
    SmallVector<Value> result;
    unsigned next = 0;
    for (auto [offset, keep] : llvm::zip(offsets, kept)) {
      Value index = keep ? at[next++] : Value();
      if (!offset)
        result.push_back(
            index
                ? index
                : rewriter.create<arith::ConstantIndexOp>(loc, 0).getResult());
      else
        result.push_back(
            index
                ? rewriter.create<arith::AddIOp>(loc, offset, index).getResult()
                : offset);
    }
    return result;
  }
};

} // namespace mlir::tir

#endif // TIRPTO_LIB_DIALECT_TIR_TRANSFORMS_REGIONOPERAND_H
