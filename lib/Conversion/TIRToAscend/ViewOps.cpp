//===- ViewOps.cpp - T.reshape, T.view, T.reinterpretcast -----------------===//
//
// tir.view (a buffer's storage with another shape or element type) ->
// ascend.view of the ub tile. tir-place-buffers places a view where its
// source lives, with a tile of its own shape; the tile's bytes are the
// buffer's in row-major order when its rows are not padded.
//
//===----------------------------------------------------------------------===//

#include "PatternsInternal.h"

#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::tir_to_ascend;

namespace {
struct ViewLowering : OpConversionPattern<tir::ViewOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tir::ViewOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = getTypeConverter()->convertType<MemRefType>(op.getType());
    auto source = dyn_cast<MemRefType>(adaptor.getSource().getType());
    if (!type || !source || type.getRank() != 2 || source.getRank() != 2 ||
        ascend::getAddressSpace(type) != ascend::AddressSpace::UB)
      return rewriter.notifyMatchFailure(op, "not a view of a ub tile");
    // The same tile of the same type (a rank-1 buffer seen as its 1 x N
    // row): the buffer itself.
    if (type == source) {
      rewriter.replaceOp(op, adaptor.getSource());
      return success();
    }
    // The same tile shape read as elements of the same width: each
    // element's bytes stay where they are, padding included.
    bool bitcast =
        type.getShape() == source.getShape() &&
        type.getElementTypeBitWidth() == source.getElementTypeBitWidth();
    for (auto [tile, what] :
         {std::pair(source, tir::describeBuffer(op.getSource())),
          std::pair(type, tir::describeBuffer(op.getResult()))}) {
      auto [rows, cols] = ascend::getVectorTileShape(tile.getShape());
      if (bitcast || (rows == tile.getDimSize(0) && cols == tile.getDimSize(1)))
        continue;
      return op.emitOpError("views ")
             << tir::describeBuffer(op.getSource()) << " as "
             << op.getResult().getType().getShape().size() << "-D "
             << op.getResult().getType().getElementType() << ", but " << what
             << " is a " << tile.getDimSize(0) << "x" << tile.getDimSize(1)
             << " ub tile, stored as " << rows << "x" << cols
             << " (rows padded to a multiple of 32 elements): its bytes are "
                "not in row-major order; reshape buffers whose rows are a "
                "multiple of 32 elements, or view one as another type of the "
                "same width and shape";
    }
    rewriter.replaceOpWithNewOp<ascend::ViewOp>(op, type, adaptor.getSource());
    return success();
  }
};
} // namespace

void mlir::tirpto::tir_to_ascend::populateViewPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<ViewLowering>(converter, patterns.getContext());
}
