//===- PatternsInternal.h - tir->ascend pattern families --------*- C++ -*-===//

#ifndef TIRPTO_LIB_CONVERSION_TIRTOASCEND_PATTERNSINTERNAL_H
#define TIRPTO_LIB_CONVERSION_TIRTOASCEND_PATTERNSINTERNAL_H

#include "tirpto/Conversion/TIRToAscend/TIRToAscend.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::tirpto::tir_to_ascend {

/// A conversion pattern that reads the buffer placement and the target chip.
template <typename OpTy>
struct PlacedPattern : OpConversionPattern<OpTy> {
  PlacedPattern(const BufferPlacement &placement, ascend::Arch arch,
                MLIRContext *context, PatternBenefit benefit = 1)
      : OpConversionPattern<OpTy>(context, benefit), placement(placement),
        arch(arch) {}

  const BufferPlacement &placement;
  ascend::Arch arch;
};

/// tir.kernel, tir.for (StructureOps.cpp).
void populateStructurePatterns(RewritePatternSet &patterns);

/// tir.alloc_buffer, tir.copy, tir.fill, memref retyping (BufferOps.cpp).
void populateBufferPatterns(const BufferPlacement &placement,
                            ascend::Arch arch, RewritePatternSet &patterns);

/// tir.gemm (GemmOps.cpp).
void populateGemmPatterns(const BufferPlacement &placement,
                          RewritePatternSet &patterns);

/// T.Parallel nests, tir.reduce, tir.intrin, tir.call_extern
/// (VectorOps.cpp).
void populateVectorPatterns(const BufferPlacement &placement,
                            ascend::Arch arch, RewritePatternSet &patterns);

/// Fills the ub buffer `dst` with `scalar` (of its element type) before the
/// builder's insertion point: ascend.vdup, or for an element type the chip
/// has no fill of (bf16; i8 on a3) a fill of a wider ub temporary and a
/// cast. Reports at `at` and fails when there is no way.
LogicalResult emitVectorFill(OpBuilder &builder, Operation *at, Value scalar,
                             Value dst, ascend::Arch arch);

/// Replaces the local.var slots (one-element memref.alloca in no memory
/// space, read and written by memref.load/store) under `root` by SSA values,
/// carried through scf.for and scf.if (ScalarSlots.cpp). Reports a read
/// before any write, and a slot used by other ops or inside other region
/// ops.
LogicalResult promoteScalarSlots(Operation *root);

/// Whether a function still carries `tir.*` argument attributes.
bool hasTIRArgAttributes(func::FuncOp func);

/// The ascend address space of a converted buffer value.
inline ascend::AddressSpace spaceOf(Value value) {
  return *ascend::getAddressSpace(value.getType());
}

} // namespace mlir::tirpto::tir_to_ascend

#endif // TIRPTO_LIB_CONVERSION_TIRTOASCEND_PATTERNSINTERNAL_H
