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

/// Whether a function still carries `tir.*` argument attributes.
bool hasTIRArgAttributes(func::FuncOp func);

/// The ascend address space of a converted buffer value.
inline ascend::AddressSpace spaceOf(Value value) {
  return *ascend::getAddressSpace(value.getType());
}

} // namespace mlir::tirpto::tir_to_ascend

#endif // TIRPTO_LIB_CONVERSION_TIRTOASCEND_PATTERNSINTERNAL_H
