//===- pto-opt.cpp - the tirpto driver ------------------------------------===//
//
// An mlir-opt style driver for the tir, ascend and pto dialects:
//
//   pto-opt --tir-to-pto-pipeline="arch=a3" kernel.mlir -o kernel.pto
//
// registers tirpto's dialects and passes and the few upstream passes the
// pipeline uses (canonicalize, cse, loop-invariant-code-motion).
//
//===----------------------------------------------------------------------===//

#include "tirpto/InitAllDialects.h"
#include "tirpto/InitAllPasses.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/CommandLine.h"

using namespace mlir;

static llvm::cl::opt<pto::TargetArch> ptoArch(
    "pto-arch",
    llvm::cl::desc("Verify PTO ops for this arch, overriding the module's "
                   "pto.target_arch (like ptoas --pto-arch)"),
    llvm::cl::values(clEnumValN(pto::TargetArch::A3, "a3", "Atlas A2/A3"),
                     clEnumValN(pto::TargetArch::A5, "a5", "Ascend 950")));

int main(int argc, char **argv) {
  DialectRegistry registry;
  tirpto::registerAllDialects(registry);
  registry.addExtension(+[](MLIRContext *, pto::PTODialect *dialect) {
    if (ptoArch.getNumOccurrences())
      dialect->setArchOverride(ptoArch.getValue());
  });

  tirpto::registerAllPasses();
  registerCanonicalizerPass();
  registerCSEPass();
  registerLoopInvariantCodeMotionPass();

  return asMainReturnCode(MlirOptMain(
      argc, argv,
      "tirpto optimizer driver: TileLang TIR -> Ascend -> PTO for ptoas\n",
      registry));
}
