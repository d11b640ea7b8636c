//===- TVMScript.h - TVMScript (TVM's printed TIR) import -------*- C++ -*-===//
//
// Imports TileLang's tile-level TIR, printed as TVMScript by TVM's classic
// (`tir`) or `tirx` printer, into the tir dialect: `pto-translate
// --import-tir kernel.py`. See docs/Tools/PtoTranslate.md.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_TARGET_TVMSCRIPT_H
#define TIRPTO_TARGET_TVMSCRIPT_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir {
class DialectRegistry;

namespace tirpto {

/// Imports the TVMScript text of the main buffer of `sourceMgr` into a
/// module of func.func kernels in the tir dialect. Errors are reported
/// through the context's diagnostics, located in the text; returns null
/// after an error.
OwningOpRef<ModuleOp> importTVMScript(llvm::SourceMgr &sourceMgr,
                                      MLIRContext *context);

/// The dialects the imported module uses.
void registerTVMScriptImportDialects(DialectRegistry &registry);

/// Registers `--import-tir` with MLIR's translation registry.
void registerImportTIRTranslation();

} // namespace tirpto
} // namespace mlir

#endif // TIRPTO_TARGET_TVMSCRIPT_H
