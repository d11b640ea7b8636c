//===- Passes.h - pto dialect passes ----------------------------*- C++ -*-===//

#ifndef TIRPTO_DIALECT_PTO_TRANSFORMS_PASSES_H
#define TIRPTO_DIALECT_PTO_TRANSFORMS_PASSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::pto {

#define GEN_PASS_DECL
#include "tirpto/Dialect/PTO/Transforms/Passes.h.inc"

/// The module-level rules of ptoas (see pto-verify-module): entry functions,
/// recursion, level-3 addresses, tile-FIFO peers. Emits an error at each
/// violation.
LogicalResult verifyModuleRules(ModuleOp module);

#define GEN_PASS_REGISTRATION
#include "tirpto/Dialect/PTO/Transforms/Passes.h.inc"

} // namespace mlir::pto

#endif // TIRPTO_DIALECT_PTO_TRANSFORMS_PASSES_H
