//===- PatternsInternal.h - ascend->pto pattern families --------*- C++ -*-===//

#ifndef TIRPTO_LIB_CONVERSION_ASCENDTOPTO_PATTERNSINTERNAL_H
#define TIRPTO_LIB_CONVERSION_ASCENDTOPTO_PATTERNSINTERNAL_H

#include "tirpto/Conversion/AscendToPTO/AscendToPTO.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::tirpto::ascend_to_pto {

/// memref.alloc -> pto.alloc_tile; GM memref.subview -> tensor and partition
/// views (Buffers.cpp).
void populateBufferPatterns(const TypeConverter &converter,
                            RewritePatternSet &patterns);

/// Regions (memref.subview) in the form the type converter reads: constant
/// offsets, sizes and strides static, the type inferred from them
/// (Buffers.cpp; applied before the conversion).
void populateRegionFormPatterns(RewritePatternSet &patterns);

/// ascend DMA ops (DMAOps.cpp).
void populateDMAPatterns(const TypeConverter &converter,
                         RewritePatternSet &patterns);

/// ascend Vector core ops (VectorOps.cpp).
void populateVectorPatterns(const TypeConverter &converter,
                            RewritePatternSet &patterns);

/// ascend.mmad (CubeOps.cpp).
void populateCubePatterns(const TypeConverter &converter,
                          RewritePatternSet &patterns);

/// memref.load / memref.store of one element of a ub tile
/// (ScalarAccess.cpp).
void populateScalarAccessPatterns(const TypeConverter &converter,
                                  RewritePatternSet &patterns);

/// ascend.pipe_barrier, ascend.set_flag, ascend.wait_flag (SyncOps.cpp).
void populateCrossCorePatterns(const TypeConverter &converter,
                               RewritePatternSet &patterns);
void populateSyncPatterns(const TypeConverter &converter,
                          RewritePatternSet &patterns);

/// block index/count and `ascend.*` attribute removal (StructureOps.cpp).
void populateStructurePatterns(const TypeConverter &converter,
                               RewritePatternSet &patterns);

/// Rewrites of the converted module that keep ptoas 0.27 out of its own
/// bugs (an scf.if's integer results used only as indices become `index`
/// results; an index cast of a loaded GM element casts its i64 extension),
/// applied after the conversion (StructureOps.cpp).
void populatePTOOutputPatterns(RewritePatternSet &patterns);

/// Whether `func` is a kernel (a public definition) not yet marked
/// `pto.entry`.
bool needsEntryAttr(func::FuncOp func);

/// A per-row vector tile (M x 1, col_major) seen through a pto.treshape as
/// the 1 x M row_major tile of the same elements (an alias); any other tile
/// unchanged (Buffers.cpp).
Value asRowMajor(OpBuilder &builder, Location loc, Value tile);

/// Sets the valid shape of `tile` (a buffer's tile of run-time valid shape,
/// ascend-mark-dynamic-valid) to `rows` x `cols` around the ops `emit`
/// creates, and back to the buffer's whole shape (`bufferShape`) after them
/// (Buffers.cpp).
void withValidShape(OpBuilder &builder, Location loc, Value tile, Value rows,
                    Value cols, ArrayRef<int64_t> bufferShape,
                    llvm::function_ref<void()> emit);

/// withValidShape for a leading region of a ub buffer (its first columns,
/// or a column vector's first rows; ascend::isLeadingRegion): the buffer's
/// tile `tile` with the region's static shape valid around `emit`.
void withRegionValidShape(OpBuilder &builder, Location loc,
                          memref::SubViewOp region, Value tile,
                          llvm::function_ref<void()> emit);

/// Whether `op` is an infinite float constant (ptoas cannot print one).
bool isInfiniteConstant(Operation *op);

/// Whether `op` carries a discardable `ascend.*` attribute.
bool hasAscendAttributes(Operation *op);

/// A GM argument after the signature conversion: its pointer and, for a
/// tensor with dynamic dimensions (TileLang's T.symbolic), the `index`
/// arguments that carry them, in order.
struct GlobalTensor {
  Value ptr;
  SmallVector<Value> dynamicDims;
};

/// The GM tensor `original` (a kernel argument, not yet converted) stands
/// for, during the conversion: its converted pointer and the converted
/// `index` arguments of its dynamic dimensions.
std::optional<GlobalTensor> getGlobalTensor(ConversionPatternRewriter &rewriter,
                                            Value original);

/// The extent of dimension `dim` of the GM tensor `tensor` of `baseType`:
/// a constant, or its dynamic dimension's argument.
OpFoldResult getGlobalDim(OpBuilder &builder, const GlobalTensor &tensor,
                          MemRefType baseType, unsigned dim);

/// Builds `pto.make_tensor_view` of the whole GM argument `tensor` (a memref
/// of `baseType`, identity layout; its dynamic dimensions are the tensor's
/// `index` arguments) and `pto.partition_view` of the window
/// at `offsets` with `sizes`. With `transposed` (rank 2) the tensor is
/// described column-major (DN: dims and strides swapped) and so is the
/// window. `offsets` and `sizes` have the rank of the base; the dimensions
/// marked in `droppedDims` (unit sizes of a rank-reducing region) are left
/// out of both views, the pointer moved to their offsets with pto.addptr. A
/// rank-1 window moved to or from a local buffer of `localShape` K x 1 or
/// 1 x K is described as one column or one row. Dynamic sizes (a boundary
/// region's in-bounds extent) are `?` in the partition's type. Emits an
/// error at `loc` and fails for strided bases and static ones of more than
/// kMaxIndexValue elements.
FailureOr<Value> buildGlobalWindow(OpBuilder &builder, Location loc,
                                   const GlobalTensor &tensor,
                                   MemRefType baseType,
                                   ArrayRef<OpFoldResult> offsets,
                                   ArrayRef<OpFoldResult> sizes,
                                   bool transposed,
                                   ArrayRef<int64_t> localShape = {},
                                   ArrayRef<bool> droppedDims = {});

/// The window of the GM region `region` (a memref.subview of a kernel
/// argument, its operands as converted by `rewriter`) for a move at `loc`:
/// read transposed (DN) with `transposed`, and described as the rows or the
/// column of a tile of `localShape` (see buildGlobalWindow). Emits an error
/// and fails for a region of another region, a strided region, and the
/// regions buildGlobalWindow rejects.
FailureOr<Value> buildRegionWindow(ConversionPatternRewriter &rewriter,
                                   memref::SubViewOp region, Location loc,
                                   bool transposed,
                                   ArrayRef<int64_t> localShape);

} // namespace mlir::tirpto::ascend_to_pto

#endif // TIRPTO_LIB_CONVERSION_ASCENDTOPTO_PATTERNSINTERNAL_H
