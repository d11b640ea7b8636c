//===- PatternsInternal.h - tir->ascend pattern families --------*- C++ -*-===//

#ifndef TIRPTO_LIB_CONVERSION_TIRTOASCEND_PATTERNSINTERNAL_H
#define TIRPTO_LIB_CONVERSION_TIRTOASCEND_PATTERNSINTERNAL_H

#include "tirpto/Conversion/TIRToAscend/TIRToAscend.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::tirpto::tir_to_ascend {

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
