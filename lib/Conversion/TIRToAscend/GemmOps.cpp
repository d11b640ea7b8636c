//===- GemmOps.cpp - tir.gemm to ascend -----------------------------------===//

#include "PatternsInternal.h"
#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"
#include "tirpto/Support/BufferPlacement.h"
#include "tirpto/Support/CubeLimits.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include <numeric>

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::tir_to_ascend;
using ascend::AddressSpace;

namespace {

/// tir.gemm %A, %B, %C  ->  (L0A/L0B staging buffers, one per type in the
/// function)
///   ascend.load_l0 %A -> %a0; ascend.load_l0 %B -> %b0;
///   ascend.mmad ins(%a0, %b0) outs(%C) init(clear_accum)
struct GemmLowering : OpConversionPattern<tir::GemmOp> {
  GemmLowering(const TypeConverter &converter, const BufferPlacement &placement,
               MLIRContext *context)
      : OpConversionPattern(converter, context), placement(placement) {}

  /// The operand in `l0Space`: itself when already there, else a new L0
  /// buffer of shape rows x cols filled from L1 by ascend.load_l0.
  FailureOr<Value> stageOperand(tir::GemmOp op, StringRef role, Value tirValue,
                                Value value, bool transposed,
                                AddressSpace l0Space, int64_t rows,
                                int64_t cols,
                                ConversionPatternRewriter &rewriter) const {
    AddressSpace space = spaceOf(value);
    std::string name = placement.getName(tirValue);
    if (space == l0Space) {
      if (transposed)
        return op.emitOpError("T.gemm transposes its ")
               << role << " operand " << name << ", which is already in "
               << ascend::stringifyAddressSpace(l0Space)
               << "; transposes happen on the way from GM or L1";
      return value;
    }
    if (space != AddressSpace::L1)
      return op.emitOpError("T.gemm ")
             << role << " operand " << name << " is in "
             << ascend::stringifyAddressSpace(space)
             << "; the Cube reads its operands from L1 (staged into "
             << ascend::stringifyAddressSpace(l0Space) << ")";

    // One stage of a multi-buffered l1 buffer (`x_l1[f, :, :]` of
    // `T.alloc_l1((2, M, K))`): PTO's l1 tiles are matrices.
    Value root = BufferPlacement::getRootBuffer(tirValue);
    if (auto rootType = dyn_cast<MemRefType>(root.getType());
        rootType && rootType.getRank() > 2)
      return op.emitOpError("T.gemm reads its ")
             << role << " operand from a region of " << placement.getName(root)
             << " (" << rootType << "), an l1 buffer of rank "
             << rootType.getRank()
             << ": PTO's l1 tiles are matrices, and tir-split-buffer-stages "
                "splits a rank-3 buffer only where every use takes one whole "
                "stage and it has at most 8; allocate one buffer per stage";
    std::optional<BufferDecision> decision = placement.lookup(tirValue);
    bool storedTransposed = decision && decision->transposed;
    // PTO has no transposing L1 -> L0 move (tmov keeps the shape): a
    // transposed operand must sit in L1 transposed, which the placement
    // does when the GM -> L1 copy can transpose it.
    if (transposed && !storedTransposed)
      return op.emitOpError("T.gemm transposes its ")
             << role << " operand " << name
             << ", but its L1 buffer cannot hold it transposed: PTO has no "
                "transposing L1 -> L0 move, so the buffer must be filled "
                "transposed from GM, which needs every gemm that reads it "
                "to transpose it and every write to it to be a copy from GM "
                "into the whole buffer or its first rows; use a separate "
                "buffer for the transposed operand";
    auto type = cast<MemRefType>(value.getType());
    // The staging tile holds whole fractal boxes (its rows x cols are
    // M x K for A, K x N for B). Checked here, at the user's gemm and
    // buffer, before the staging buffer exists (and is multi-buffered).
    bool isA = l0Space == AddressSpace::L0A;
    auto [boxRows, boxCols] = tirpto::getCubeOperandBox(
        type.getElementType(),
        isA ? tirpto::CubeOperand::A : tirpto::CubeOperand::B);
    // M and N may leave part of a box (the tiles are padded, the padding's
    // rows and columns of C are never read); K must fill whole boxes, as
    // the padding would be multiplied into the sums.
    bool rowsBad = !isA && rows % boxRows != 0;
    bool colsBad = isA && cols % boxCols != 0;
    if (rowsBad || colsBad) {
      StringRef dim = isA ? (rowsBad ? "M" : "K") : (rowsBad ? "K" : "N");
      return op.emitOpError("T.gemm stages its ")
             << role << " operand " << name << " in "
             << ascend::stringifyAddressSpace(l0Space) << " as a " << rows
             << "x" << cols << (isA ? " (M x K)" : " (K x N)") << " tile of "
             << type.getElementType() << ", which is not a whole number of its "
             << boxRows << "x" << boxCols << " fractal boxes: " << dim << " = "
             << (rowsBad ? rows : cols) << " must be a multiple of "
             << (rowsBad ? boxRows : boxCols)
             << " (blocks need not divide the tensor: copies at its edge "
                "are clipped; ascend-hardware.md §1.5)";
    }
    auto l0Type = MemRefType::get(
        {rows, cols}, type.getElementType(), MemRefLayoutAttrInterface(),
        ascend::AddressSpaceAttr::get(getContext(), l0Space));
    // An M or N that leaves part of a box pads both tiles; the move
    // between them keeps the shape, so they must pad alike (the l1 tile's
    // boxes are A's or, stored transposed, B's).
    if (type.getRank() == 2 && type.getShape() == l0Type.getShape() &&
        ascend::getCubeTileShape(type) != ascend::getCubeTileShape(l0Type)) {
      auto [l1Rows, l1Cols] = ascend::getCubeTileShape(type);
      auto [l0Rows, l0Cols] = ascend::getCubeTileShape(l0Type);
      // The dimension they pad differently: M of A (rows), N of B (cols).
      bool rowsDiffer = l1Rows != l0Rows;
      auto l1Box = tirpto::getCubeOperandBox(type.getElementType(),
                                             ascend::getMatLayout(type) ==
                                                     ascend::MatLayout::ZN
                                                 ? tirpto::CubeOperand::B
                                                 : tirpto::CubeOperand::A);
      int64_t multiple = std::lcm(rowsDiffer ? l1Box.first : l1Box.second,
                                  rowsDiffer ? boxRows : boxCols);
      return op.emitOpError("T.gemm stages its ")
             << role << " operand " << name << " (" << rows << "x" << cols
             << " of " << type.getElementType()
             << ") from an l1 tile of whole fractal boxes, " << l1Rows << "x"
             << l1Cols << ", into an " << ascend::stringifyAddressSpace(l0Space)
             << " tile of whole boxes, " << l0Rows << "x" << l0Cols
             << ": the move between them keeps the shape, so "
             << (rowsDiffer ? (isA ? "M" : "K") : (isA ? "K" : "N"))
             << " must be a multiple of " << multiple
             << " (a whole number of both tiles' boxes)";
    }
    Value l0 = getStagingBuffer(op, l0Type, rewriter);
    rewriter.create<ascend::LoadL0Op>(op.getLoc(), value, l0);
    return l0;
  }

  /// The l0a/l0b staging buffer of `type` of the function holding `op`:
  /// one per type, at the function's start, shared by all its gemms (each
  /// gemm fills it right before its mmad; ptoas orders the reuse). One pair
  /// per gemm would exceed l0a/l0b as soon as two gemms stage 64 KiB each.
  static Value getStagingBuffer(tir::GemmOp op, MemRefType type,
                                ConversionPatternRewriter &rewriter) {
    return tirpto::getSharedTemporary(rewriter, op, type,
                                      ascend::AscendDialect::kStagingAttrName);
  }

  LogicalResult
  matchAndRewrite(tir::GemmOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    for (Value operand : {op.getA(), op.getB(), op.getC()})
      if (tir::getScopeClass(cast<MemRefType>(operand.getType())) ==
          tir::ScopeClass::LocalVar)
        return op.emitOpError("T.gemm with the local.var ")
               << placement.getName(operand)
               << ": a scalar variable is not a matrix";
    remarkTuningOptions(op, "T.gemm");
    Value c = adaptor.getC();
    if (spaceOf(c) != AddressSpace::L0C)
      return op.emitOpError("T.gemm accumulator ")
             << placement.getName(op.getC()) << " is in "
             << ascend::stringifyAddressSpace(spaceOf(c))
             << "; the Cube accumulates only in l0c";

    int64_t m = op.getM(), n = op.getN(), k = op.getK();
    // One Cube instruction takes K <= kMaxCubeExtent. A deeper K would
    // need the K steps of ascend-split-gemm-k before the first mmad
    // exists; not done yet.
    if (k > tirpto::kMaxCubeExtent)
      return op.emitOpError("T.gemm's K is ")
             << k << ", deeper than the " << tirpto::kMaxCubeExtent
             << " one Cube instruction takes; tirpto does not split such a "
                "K yet: use K tiles of at most "
             << tirpto::kMaxCubeExtent;
    FailureOr<Value> a =
        stageOperand(op, "A", op.getA(), adaptor.getA(), op.getTransposeA(),
                     AddressSpace::L0A, m, k, rewriter);
    if (failed(a))
      return failure();
    FailureOr<Value> b =
        stageOperand(op, "B", op.getB(), adaptor.getB(), op.getTransposeB(),
                     AddressSpace::L0B, k, n, rewriter);
    if (failed(b))
      return failure();

    Value init = adaptor.getClearAccum();
    if (!init)
      init = rewriter.create<arith::ConstantIntOp>(op.getLoc(), 0, 1);
    rewriter.create<ascend::MmadOp>(op.getLoc(), *a, *b, c, init,
                                    /*depth=*/Value());
    rewriter.eraseOp(op);
    return success();
  }

  const BufferPlacement &placement;
};

} // namespace

void mlir::tirpto::tir_to_ascend::populateGemmPatterns(
    const TypeConverter &converter, const BufferPlacement &placement,
    RewritePatternSet &patterns) {
  patterns.add<GemmLowering>(converter, placement, patterns.getContext());
}
