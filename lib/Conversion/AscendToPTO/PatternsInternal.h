//===- PatternsInternal.h - ascend->pto pattern families --------*- C++ -*-===//

#ifndef TIRPTO_LIB_CONVERSION_ASCENDTOPTO_PATTERNSINTERNAL_H
#define TIRPTO_LIB_CONVERSION_ASCENDTOPTO_PATTERNSINTERNAL_H

#include "tirpto/Conversion/AscendToPTO/AscendToPTO.h"

namespace mlir::tirpto::ascend_to_pto {

/// memref.alloc -> pto.alloc_tile; GM memref.subview -> tensor and partition
/// views (Buffers.cpp).
void populateBufferPatterns(RewritePatternSet &patterns);

/// ascend DMA ops (DMAOps.cpp).
void populateDMAPatterns(RewritePatternSet &patterns);

/// ascend Vector core ops and pipe barriers (VectorOps.cpp).
void populateVectorPatterns(RewritePatternSet &patterns);

/// ascend.mmad (CubeOps.cpp).
void populateCubePatterns(RewritePatternSet &patterns);

/// block index/count and `ascend.*` attribute removal (StructureOps.cpp).
void populateStructurePatterns(RewritePatternSet &patterns);

/// Whether `op` carries a discardable `ascend.*` attribute.
bool hasAscendAttributes(Operation *op);

/// Builds `pto.make_tensor_view` of the whole GM argument `ptr` (a memref of
/// `baseType`, static identity layout) and `pto.partition_view` of the window
/// at `offsets` with `sizes`. With `transposed` (rank 2) the tensor is
/// described column-major (DN: dims and strides swapped) and so is the
/// window. `offsets` and `sizes` have the rank of the base; the dimensions
/// marked in `droppedDims` (unit sizes of a rank-reducing region) are left
/// out of both views, the pointer moved to their offsets with pto.addptr. A
/// rank-1 window moved to or from a local buffer of `localShape` K x 1 or
/// 1 x K is described as one column or one row. Emits an error at `loc` and
/// fails for dynamic or strided bases.
FailureOr<Value> buildGlobalWindow(OpBuilder &builder, Location loc,
                                   Value ptr, MemRefType baseType,
                                   ArrayRef<OpFoldResult> offsets,
                                   ArrayRef<int64_t> sizes, bool transposed,
                                   ArrayRef<int64_t> localShape = {},
                                   ArrayRef<bool> droppedDims = {});

/// Whether the GM region `region` (a memref.subview of a statically shaped
/// global buffer) may run past the edge of the buffer: its offset along some
/// dimension is dynamic and its size does not divide the buffer's extent
/// there. (Offsets along dimensions the size divides are taken to be
/// multiples of the size, as a tile grid's are.)
bool mayRunPastEdge(Value region);

/// The rows and columns of a local buffer of `localShape` that a move to or
/// from `region` (for which mayRunPastEdge holds) covers inside the global
/// buffer: min(size, extent - offset) along the dimensions that may run past
/// the edge, the size along the others. Emits an error and fails for regions
/// of rank above 2.
FailureOr<std::pair<Value, Value>>
buildInBoundsExtents(ConversionPatternRewriter &rewriter, Location loc,
                     Value region, ArrayRef<int64_t> localShape);

} // namespace mlir::tirpto::ascend_to_pto

#endif // TIRPTO_LIB_CONVERSION_ASCENDTOPTO_PATTERNSINTERNAL_H
