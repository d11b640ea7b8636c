//===- PatternsInternal.h - tir->ascend pattern families --------*- C++ -*-===//

#ifndef TIRPTO_LIB_CONVERSION_TIRTOASCEND_PATTERNSINTERNAL_H
#define TIRPTO_LIB_CONVERSION_TIRTOASCEND_PATTERNSINTERNAL_H

#include "tirpto/Conversion/TIRToAscend/TIRToAscend.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::tirpto::tir_to_ascend {

/// A conversion pattern that reads the buffer placement and the target chip.
/// Its operands arrive converted by the TypeConverter
/// (populateTIRToAscendTypeConversions): each buffer in its ascend space.
template <typename OpTy>
struct PlacedPattern : OpConversionPattern<OpTy> {
  PlacedPattern(const TypeConverter &converter,
                const BufferPlacement &placement, ascend::Arch arch,
                MLIRContext *context, PatternBenefit benefit = 1)
      : OpConversionPattern<OpTy>(converter, context, benefit),
        placement(placement), arch(arch) {}

  const BufferPlacement &placement;
  ascend::Arch arch;
};

/// Remarks at `op` (a tir.copy or tir.gemm) for each keyword argument it
/// carries that only tunes TileLang's own backends (tir::lookupTuningOption):
/// accepted, and not used. `call` names the TileLang call ("T.copy").
void remarkTuningOptions(Operation *op, StringRef call);

/// tir.kernel, tir.for (StructureOps.cpp).
void populateStructurePatterns(const TypeConverter &converter,
                               RewritePatternSet &patterns);

/// tir.alloc_buffer, tir.copy, tir.fill, memref retyping (BufferOps.cpp).
void populateBufferPatterns(const TypeConverter &converter,
                            const BufferPlacement &placement, ascend::Arch arch,
                            RewritePatternSet &patterns);

/// Lowers a tir.copy with run-time extents (`op`, its regions `source`
/// and `target` and its `extents` converted) between global memory and ub
/// (CopyRegions.cpp), or reports what it does not lower.
LogicalResult lowerCopyWithExtents(tir::CopyOp op, Value source, Value target,
                                   ValueRange extents,
                                   const BufferPlacement &placement,
                                   ascend::Arch arch,
                                   ConversionPatternRewriter &rewriter);

/// The ub region `region` in a form ascend.store takes (CopyRegions.cpp):
/// the first columns of some rows of a buffer are copied into the first
/// rows of a temporary first; any other region as it is.
Value getStorableRegion(OpBuilder &builder, Operation *at, Value region);

/// Reports at `op` an `atomic_add` copy into elements the chip's DMA does
/// not add atomically.
LogicalResult checkAtomicAddElements(tir::CopyOp op,
                                     const BufferPlacement &placement,
                                     ascend::Arch arch);

/// tir.view: T.reshape, T.view, T.reinterpretcast (ViewOps.cpp).
void populateViewPatterns(const TypeConverter &converter,
                          RewritePatternSet &patterns);

/// tir.gemm (GemmOps.cpp).
void populateGemmPatterns(const TypeConverter &converter,
                          const BufferPlacement &placement,
                          RewritePatternSet &patterns);

/// tir.reduce, tir.intrin, tir.call_extern (VectorOps.cpp) and the T.Parallel
/// patterns of populateParallelPatterns.
void populateVectorPatterns(const TypeConverter &converter,
                            const BufferPlacement &placement, ascend::Arch arch,
                            RewritePatternSet &patterns);

/// tilelang-ascend's T.tile.* operations (TileOps.cpp).
void populateTilePatterns(const TypeConverter &converter,
                          const BufferPlacement &placement, ascend::Arch arch,
                          RewritePatternSet &patterns);

/// The mark the tir.section lowering puts on the T.printf and
/// T.dump_tensor calls of its body: the core (#ascend.core_type) that
/// prints them.
constexpr llvm::StringLiteral kSectionCoreAttrName = "tirpto.section_core";

/// T.printf and T.dump_tensor (DebugOps.cpp).
void populateDebugPatterns(const TypeConverter &converter,
                           const BufferPlacement &placement, ascend::Arch arch,
                           RewritePatternSet &patterns);

/// tvm_storage_sync and TileLang's barriers and set/wait flags
/// (SyncOps.cpp).
void populateSyncPatterns(const TypeConverter &converter,
                          RewritePatternSet &patterns);

/// The `scf.if` holding the `tl.loop_break` (T.Persistent's `if w * waves
/// + index >= tiles: T.loop_break()`) that `loop` is lowered with: a
/// top-level statement of its body (not a T.Parallel loop) whose
/// then-region holds only the break, with no else-region, after only
/// side-effect-free statements. Null when the body has no such statement.
Operation *getLoweredLoopBreak(tir::ForOp loop);

/// A synchronisation intrinsic call, decoded.
struct SyncCall {
  tir::Intrinsic intrinsic;
  /// One pipe for a barrier (ALL for tvm_storage_sync), a source and a
  /// destination for a flag.
  SmallVector<ascend::Pipe, 2> pipes;
  /// A flag's event id when it is a constant.
  std::optional<int64_t> constantEvent;
};

/// Decodes `op` when it is a synchronisation intrinsic. Failure when it is
/// not one, or names a pipe that does not exist (or ALL in a flag), a flag
/// between pipes of different cores, or a constant event id out of range;
/// with `report`, those are reported at `op`.
FailureOr<SyncCall> decodeSyncCall(tir::IntrinOp op, bool report);

/// Whether `op` is a cross-core flag: T.set_cross_flag / T.wait_cross_flag
/// (tilelang-ascend) or T.ascend_cross_core_set_flag / _wait_flag
/// (upstream).
bool isCrossFlag(Operation *op);

/// A cross-core flag in a section of `core` -> ascend.cross_core_set /
/// ascend.cross_core_wait; reports, at `op`, what is not lowered (modes
/// other than 2 and upstream's 4, a flag id not constant or out of range, a
/// pipe of the other core, a Cube's mode-4 flag for one sub-block only).
/// In mode 4 a Vector core's id is its flag modulo 16 and the Cube's calls
/// for f and f + 16, one after the other, are one op; the second is erased
/// and added to `lowered`.
LogicalResult lowerCrossFlag(tir::IntrinOp op, ascend::CoreType core,
                             ConversionPatternRewriter &rewriter,
                             SmallPtrSetImpl<Operation *> &lowered);

/// T.Parallel nests (ParallelLowering.cpp).
void populateParallelPatterns(const TypeConverter &converter,
                              const BufferPlacement &placement,
                              ascend::Arch arch, RewritePatternSet &patterns);

/// Scalar math outside T.Parallel nests (math.exp, log, sqrt, rsqrt, absf
/// of one float): computed on a one-row ub tile (ScalarMath.cpp).
void populateScalarMathPatterns(const TypeConverter &converter,
                                ascend::Arch arch, RewritePatternSet &patterns);

/// The vector op scalar math `op` is computed with on a one-row tile
/// outside nests (math.exp, log, sqrt, rsqrt, absf), if it is one of them.
std::optional<ascend::VUnaryKind> getScalarMathKind(Operation *op);

/// Whether `op` is inside a T.Parallel nest.
bool isInParallelNest(Operation *op);

/// A new ub buffer of `shape` and `element`, allocated at the start of the
/// function that encloses `at` (ptoas plans buffers allocated outside
/// loops).
Value createTemporary(OpBuilder &builder, Operation *at,
                      ArrayRef<int64_t> shape, Type element);

/// `indices` of an element of a buffer of type `original` as indices of its
/// converted buffer: a zero inserted at the unit dimension of a rank-1
/// buffer shaped as a rank-2 tile, if it is one (BufferOps.cpp).
SmallVector<Value> reshapeIndices(OpBuilder &builder, Location loc,
                                  ValueRange indices, Type original,
                                  Type converted);

/// Whether `value` is a constant power of two, and its log2.
bool isPowerOfTwo(Value value, int64_t &log2);

/// The scalar (arith) form of `intrinsic` on `operands` (as many as its
/// table row says); failure when it has none.
FailureOr<Value> buildScalarIntrinsic(OpBuilder &builder, Location loc,
                                      tir::Intrinsic intrinsic,
                                      ValueRange operands);

/// Reduces the full ub tile `input` along `dim` (1: each row, 0: each
/// column) into `target`, its per-row (M x 1) or per-column (1 x N) vector:
/// replacing `target`, or with `accumulate` combining it with the old value
/// (add for sum, max, min). Emitted before the builder's insertion point.
/// When the chip does not reduce the element type, bf16 is reduced in f32
/// between casts (with a remark at `at`) and others are reported at `at`.
LogicalResult emitVectorReduce(OpBuilder &builder, Operation *at,
                               ascend::VReduceKind kind, Value input,
                               Value target, int64_t dim, bool accumulate,
                               ascend::Arch arch);

/// Fills the ub buffer `dst` with `scalar` (of its element type) before the
/// builder's insertion point: ascend.vdup, or for an element type the chip
/// has no fill of (bf16; i8 on a3) a fill of a wider ub temporary and a
/// cast. Reports at `at` and fails when there is no way.
LogicalResult emitVectorFill(OpBuilder &builder, Operation *at, Value scalar,
                             Value dst, ascend::Arch arch);

/// Whether a function still carries `tir.*` argument attributes.
bool hasTIRArgAttributes(func::FuncOp func);

/// The buffer `value` is a region of (through memref.subview), or `value`
/// (TileOps.cpp).
Value getBaseBuffer(Value value);

/// Lowers T.tile.pow / T.tile.sin / T.tile.cos (`op`, its buffers
/// converted) into element-wise Vector ops (TileMath.cpp), or reports what
/// it does not lower.
LogicalResult lowerMathTile(tir::TileOp op, ValueRange sources, Value dst,
                            const BufferPlacement &placement, ascend::Arch arch,
                            ConversionPatternRewriter &rewriter);

/// Lowers T.tile.sort / T.tile.topk (`op`, its values `src` and `dst`
/// converted) into vsort32 and a merge tree of vmrgsort (SortOps.cpp), or
/// reports what it does not lower.
LogicalResult lowerSortTile(tir::TileOp op, Value src, Value dst,
                            const BufferPlacement &placement, ascend::Arch arch,
                            ConversionPatternRewriter &rewriter);

/// The ascend address space of a converted buffer value.
inline ascend::AddressSpace spaceOf(Value value) {
  return *ascend::getAddressSpace(value.getType());
}

} // namespace mlir::tirpto::tir_to_ascend

#endif // TIRPTO_LIB_CONVERSION_TIRTOASCEND_PATTERNSINTERNAL_H
