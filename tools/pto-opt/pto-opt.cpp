//===- pto-opt.cpp - the tirpto driver ------------------------------------===//
//
// An mlir-opt style driver for the tir, ascend and pto dialects:
//
//   pto-opt --tir-to-pto-pipeline="arch=a3" kernel.mlir -o kernel.pto
//
// It registers tirpto's dialects and passes and the few upstream passes the
// pipeline uses (canonicalize, cse, loop-invariant-code-motion). Like ptoas,
// it checks the module-level rules of PTO after the passes
// (pto-verify-module; --pto-module-checks=false skips them), and
// --pto-arch=a3|a5 overrides the module's pto.target_arch for the PTO
// verifiers.
//
//===----------------------------------------------------------------------===//

#include "tirpto/InitAllDialects.h"
#include "tirpto/InitAllPasses.h"
#include "tirpto/Support/ToolOptions.h"
#include "tirpto/Support/Version.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;

namespace mlir::tirpto::test {
void registerTestNormalizeOrderPass();
} // namespace mlir::tirpto::test

static llvm::cl::OptionCategory tirptoCategory("tirpto options");

static llvm::cl::opt<pto::TargetArch> ptoArch(
    "pto-arch",
    llvm::cl::desc("Verify PTO ops for this arch, overriding the module's "
                   "pto.target_arch (give ptoas the same --pto-arch as the "
                   "module's pto.target_arch)"),
    llvm::cl::values(clEnumValN(pto::TargetArch::A3, "a3", "Atlas A2/A3"),
                     clEnumValN(pto::TargetArch::A5, "a5", "Ascend 950")),
    llvm::cl::cat(tirptoCategory));

static llvm::cl::opt<bool> ptoModuleChecks(
    "pto-module-checks",
    llvm::cl::desc("After the passes, check ptoas's module-level rules "
                   "(pto-verify-module: entry functions return void and are "
                   "not recursive, level-3 addresses, tile-FIFO peers); on "
                   "by default, =false skips them"),
    llvm::cl::init(true), llvm::cl::cat(tirptoCategory));

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  llvm::cl::SetVersionPrinter(
      [](llvm::raw_ostream &os) { mlir::tirpto::printVersion(os); });
  tirpto::hideBackendOptions(&tirptoCategory);
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
  tirpto::test::registerTestNormalizeOrderPass();

  auto [inputFilename, outputFilename] = registerAndParseCLIOptions(
      argc, argv,
      "tirpto optimizer driver: TileLang TIR -> Ascend -> PTO for ptoas\n",
      registry);
  // Diagnostics name the op in the source; the generic dump of the op that
  // MLIR appends by default (a whole module for module-level errors) is
  // opt-in here: --mlir-print-op-on-diagnostic.
  if (auto *printOp = static_cast<llvm::cl::opt<bool> *>(
          llvm::cl::getRegisteredOptions().lookup(
              "mlir-print-op-on-diagnostic"));
      printOp && !printOp->getNumOccurrences())
    *printOp = false;
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects()) {
    llvm::outs() << "Available Dialects: ";
    llvm::interleaveComma(registry.getDialectNames(), llvm::outs());
    llvm::outs() << "\n";
    return 0;
  }
  // The passes named on the command line, then the module checks.
  MlirOptMainConfig commandLinePasses = config;
  config.setPassPipelineSetupFn([&](PassManager &pm) -> LogicalResult {
    if (failed(commandLinePasses.setupPassPipeline(pm)))
      return failure();
    if (ptoModuleChecks)
      pm.addPass(pto::createPTOVerifyModule());
    return success();
  });

  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return 1;
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return 1;
  }
  if (failed(MlirOptMain(output->os(), std::move(input), registry, config)))
    return 1;
  output->keep();
  return 0;
}
