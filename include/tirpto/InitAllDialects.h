//===- InitAllDialects.h - tirpto dialect registration ----------*- C++ -*-===//

#ifndef TIRPTO_INITALLDIALECTS_H
#define TIRPTO_INITALLDIALECTS_H

#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/PTO/IR/PTO.h"
#include "tirpto/Dialect/TIR/IR/TIR.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/DialectRegistry.h"

namespace mlir::tirpto {

/// Registers the tir, ascend and pto dialects and the upstream dialects their
/// IR uses (func, arith, math, memref, scf, and vector for T.simd's
/// registers).
inline void registerAllDialects(DialectRegistry &registry) {
  registry
      .insert<tir::TIRDialect, ascend::AscendDialect, pto::PTODialect,
              func::FuncDialect, arith::ArithDialect, math::MathDialect,
              memref::MemRefDialect, scf::SCFDialect, vector::VectorDialect>();
}

} // namespace mlir::tirpto

#endif // TIRPTO_INITALLDIALECTS_H
