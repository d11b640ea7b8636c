//===- SortOps.cpp - T.tile.sort and T.tile.topk --------------------------===//
//
// tilelang-ascend's whole-row sorts, built from the chip's two sorting
// instructions as TileLang's own PTO backend builds them (its `Sort`
// template): the values, padded with -inf past actual_num, are sorted in
// blocks of 32 with their indices (`vsort32`), then merged four lists at a
// time (`vmrgsort`) until one list is left; its first pairs are the result.
//
// The indices are the floats 0, 1, ... whose bits fill the pairs' index
// field, as TileLang's template writes them (its TCI counts in float): a
// kernel reads them back as floats (`T.tile.gather_mask(idx, pairs,
// "P1010")`, then a cast to int32). f16 values are sorted as f32 and the
// pairs converted back to f16.
//
// Each level of the merge tree is a buffer of its own whose rows are the
// level's lists (`ascend.view` sees the sorted blocks as such rows), so
// every list is a window of whole rows; the levels' buffers are live one
// after the other.
//
//===----------------------------------------------------------------------===//

#include "PatternsInternal.h"

#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"
#include "tirpto/Support/SortLimits.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::tir_to_ascend;
using ascend::AddressSpace;

/// Whether `blocks` lists of 32 pairs merge into one by merges of four
/// equal lists and a last merge of two or three: m * 4^k blocks, m <= 3.
static bool mergesEvenly(int64_t blocks) {
  while (blocks > 3 && blocks % 4 == 0)
    blocks /= 4;
  return blocks <= 3;
}

LogicalResult mlir::tirpto::tir_to_ascend::lowerSortTile(
    tir::TileOp op, Value src, Value dst, const BufferPlacement &placement,
    ascend::Arch arch, ConversionPatternRewriter &rewriter) {
  bool topk = op.getKind() == tir::TileOpKind::TopK;
  StringRef name = topk ? "T.tile.topk" : "T.tile.sort";
  Location loc = op.getLoc();
  Type element = getElementTypeOrSelf(dst.getType());
  if (!ascend::isLegalVectorElement(ascend::VectorOpClass::Sort, element, arch))
    return op.emitOpError(name)
           << " sorts "
           << ascend::describeLegalVectorElements(ascend::VectorOpClass::Sort,
                                                  arch)
           << " values on " << ascend::getArchName(arch) << ", got " << element;
  // Whole buffers stored as one row: the chip sorts rows.
  for (auto [value, tirValue] :
       {std::pair<Value, Value>(src, op.getSources().front()),
        {dst, op.getTarget()}}) {
    auto type = cast<MemRefType>(value.getType());
    if (value.getDefiningOp<memref::SubViewOp>())
      return op.emitOpError(name)
             << " of a region of " << placement.getName(tirValue)
             << ": the chip sorts whole buffers, so sort (or write) a "
                "buffer of its own";
    if (type.getRank() != 2 || type.getDimSize(0) != 1) {
      auto shape = [](MemRefType t) {
        std::string text;
        llvm::raw_string_ostream os(text);
        llvm::interleave(t.getShape(), os, "x");
        return text;
      };
      return op.emitOpError(name)
             << " of " << placement.getName(tirValue) << ", a "
             << shape(cast<MemRefType>(tirValue.getType()))
             << " buffer stored as a " << shape(type)
             << " tile: the chip sorts one row, so the values and dst must "
                "be whole buffers stored as one row (rank 1, or 1 x N, and "
                "not also read one value per row of a tile)";
    }
  }
  int64_t length = cast<MemRefType>(src.getType()).getDimSize(1);
  if (length % kSortBlock)
    return op.emitOpError(name)
           << " of " << placement.getName(op.getSources().front())
           << ": the chip sorts blocks of " << kSortBlock
           << " values, so the values' buffer must hold a multiple of "
           << kSortBlock << ", got " << length;
  int64_t blocks = length / kSortBlock;
  if (!mergesEvenly(blocks))
    return op.emitOpError(name)
           << " of " << length
           << " values: merging their blocks of 32 into one list takes "
              "lists of unequal lengths, which is not lowered yet (sort m * "
              "4^k blocks of 32, m = 1, 2 or 3: 32, 64, 96, 128, 256, ... "
              "values)";
  APInt value;
  if (!matchPattern(op.getScalars().back(), m_ConstantInt(&value)))
    return op.emitOpError(name) << " with a run-time actual_num is not "
                                   "lowered yet (give it a constant)";
  int64_t count = value.getSExtValue();
  int64_t k = 0;
  if (topk) {
    if (!matchPattern(op.getScalars().front(), m_ConstantInt(&value)))
      return op.emitOpError("T.tile.topk takes K as a constant (TileLang's "
                            "template parameter)");
    k = value.getSExtValue();
    // The first 2K elements of the sorted row, read as the first row of
    // rows of 2K, which a tile must not pad.
    if (length % k || ascend::getVectorTileShape({length / k, 2 * k}) !=
                          std::pair(length / k, 2 * k))
      return op.emitOpError("T.tile.topk with K = ")
             << k << " of " << length
             << " values is not lowered yet: K must divide the number of "
                "values and be a multiple of 16 (the first K pairs are read "
                "as a row of a tile that is not padded)";
  }

  MLIRContext *context = rewriter.getContext();
  Type f32 = rewriter.getF32Type();
  Type i32 = rewriter.getI32Type();
  Attribute ub = ascend::AddressSpaceAttr::get(context, AddressSpace::UB);
  auto view = [&](Value buffer, ArrayRef<int64_t> shape, Type type) -> Value {
    return rewriter.create<ascend::ViewOp>(
        loc, MemRefType::get(shape, type, MemRefLayoutAttrInterface(), ub),
        buffer);
  };
  auto row = [&](Value buffer, int64_t index) -> Value {
    auto type = cast<MemRefType>(buffer.getType());
    if (type.getDimSize(0) == 1)
      return buffer;
    SmallVector<OpFoldResult> offsets = {rewriter.getIndexAttr(index),
                                         rewriter.getIndexAttr(0)};
    SmallVector<OpFoldResult> sizes = {
        rewriter.getIndexAttr(1), rewriter.getIndexAttr(type.getDimSize(1))};
    SmallVector<OpFoldResult> strides(2, rewriter.getIndexAttr(1));
    return rewriter.create<memref::SubViewOp>(loc, buffer, offsets, sizes,
                                              strides);
  };

  // The indices 0 .. N-1 as floats.
  Value counted = createTemporary(rewriter, op, {1, length}, i32);
  rewriter.create<ascend::VCIOp>(
      loc, rewriter.create<arith::ConstantIntOp>(loc, 0, 32), counted);
  Value indices = createTemporary(rewriter, op, {1, length}, f32);
  rewriter.create<ascend::VCastOp>(loc, counted, indices,
                                   ascend::RoundMode::Rint);

  // The values as f32 blocks of 32, -inf from actual_num on.
  SmallVector<int64_t> blockShape = {blocks, kSortBlock};
  Value values;
  if (element.isF32() && count == length) {
    values = view(src, blockShape, f32);
  } else {
    values = createTemporary(rewriter, op, blockShape, f32);
    Value from = view(src, blockShape, element);
    if (element.isF32())
      rewriter.create<ascend::CopyOp>(loc, from, values);
    else
      rewriter.create<ascend::VCastOp>(loc, from, values,
                                       ascend::RoundMode::Rint);
  }
  if (count < length) {
    Value mask =
        createTemporary(rewriter, op, blockShape, rewriter.getIntegerType(8));
    // (Operands built one statement each: C++ leaves the order of a
    // call's arguments to the compiler, and the IR would differ.)
    Value blockIndices = view(indices, blockShape, f32);
    Value bound = rewriter.create<arith::ConstantOp>(
        loc, rewriter.getF32FloatAttr(static_cast<float>(count)));
    rewriter.create<ascend::VCmpOp>(loc, ascend::CmpPredicate::LT, blockIndices,
                                    bound, mask);
    // -inf, as the bits 0xff800000 of an i32 fill (an infinite float
    // constant would not survive: ptoas cannot print one, and
    // convert-ascend-to-pto makes it the largest finite value).
    Value paddingBits = createTemporary(rewriter, op, blockShape, i32);
    Value minusInfBits = rewriter.create<arith::ConstantIntOp>(
        loc, static_cast<int32_t>(0xff800000u), 32);
    if (failed(emitVectorFill(rewriter, op, minusInfBits, paddingBits, arch)))
      return failure();
    rewriter.create<ascend::VSelectOp>(
        loc, mask, values, view(paddingBits, blockShape, f32), values);
  }

  // Blocks of 32 (value, index) pairs, then the merge tree.
  Value lists = createTemporary(rewriter, op, {blocks, 2 * kSortBlock}, f32);
  rewriter.create<ascend::VSort32Op>(loc, values,
                                     view(indices, blockShape, i32), lists);
  int64_t listCount = blocks, listLength = 2 * kSortBlock;
  while (listCount > 1) {
    int64_t ways = listCount % 4 == 0 ? 4 : listCount;
    int64_t merged = listCount / ways;
    Value next =
        createTemporary(rewriter, op, {merged, ways * listLength}, f32);
    for (int64_t group = 0; group < merged; ++group) {
      SmallVector<Value> sources;
      for (int64_t i = 0; i < ways; ++i)
        sources.push_back(row(lists, group * ways + i));
      rewriter.create<ascend::VMrgSortOp>(loc, sources, row(next, group));
    }
    lists = next;
    listCount = merged;
    listLength *= ways;
  }

  // The result: every pair (sort) or the first K (topk), back in f16 for
  // f16 values.
  Value result = lists;
  if (topk)
    result = row(view(lists, {length / k, 2 * k}, f32), 0);
  if (element.isF32())
    rewriter.create<ascend::CopyOp>(loc, result, dst);
  else
    rewriter.create<ascend::VCastOp>(loc, result, dst, ascend::RoundMode::Rint);
  rewriter.eraseOp(op);
  return success();
}
