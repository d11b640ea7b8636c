//===- pto-translate.cpp - tirpto's importers
//------------------------------===//
//
// An mlir-translate style driver for tirpto's translations:
//
//   pto-translate --import-tir kernel.py -o kernel.mlir
//
// reads TileLang's tile-level TIR, printed as TVMScript
// (`print(prim_func.script())`), and writes the tir dialect, ready for
// `pto-opt --tir-to-pto-pipeline`. Errors are located in the .py file.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Support/ToolOptions.h"
#include "tirpto/Support/Version.h"
#include "tirpto/Target/TVMScript.h"

#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"

int main(int argc, char **argv) {
  mlir::tirpto::hideBackendOptions();
  llvm::cl::SetVersionPrinter(
      [](llvm::raw_ostream &os) { mlir::tirpto::printVersion(os); });
  mlir::tirpto::registerImportTIRTranslation();
  return mlir::failed(mlir::mlirTranslateMain(
      argc, argv,
      "tirpto translation driver: --import-tir reads "
      "TileLang's printed TIR (TVMScript, a .py "
      "file) and writes the tir dialect for pto-opt\n"));
}
