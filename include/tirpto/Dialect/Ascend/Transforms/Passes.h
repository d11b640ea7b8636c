//===- Passes.h - ascend dialect passes -------------------------*- C++ -*-===//

#ifndef TIRPTO_DIALECT_ASCEND_TRANSFORMS_PASSES_H
#define TIRPTO_DIALECT_ASCEND_TRANSFORMS_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::ascend {

#define GEN_PASS_DECL
#include "tirpto/Dialect/Ascend/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tirpto/Dialect/Ascend/Transforms/Passes.h.inc"

} // namespace mlir::ascend

#endif // TIRPTO_DIALECT_ASCEND_TRANSFORMS_PASSES_H
