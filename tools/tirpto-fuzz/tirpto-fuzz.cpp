//===- tirpto-fuzz.cpp - libFuzzer target for the tirpto pipeline ---------===//
//
// Parses the input as MLIR with tirpto's dialects and runs on it what
// pto-opt would: tir-to-pto-pipeline (for a3 or a5, chosen by the input's
// length) on a module that does not carry pto.target_arch, and the PTO
// checks (pto-verify-module, pto-verify-bounds) on one that does. Every
// diagnostic is swallowed: bad input is expected. What the fuzzer looks for
// is a crash, an assertion, a sanitizer report or an LLVM fatal error.
//
// Built with -DTIRPTO_ENABLE_FUZZER=ON by a clang with libFuzzer
// (utils/fuzz.sh); see docs/Testing.md.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/PTO/Transforms/Passes.h"
#include "tirpto/InitAllDialects.h"
#include "tirpto/Pipelines/Pipelines.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include <cstddef>
#include <cstdint>
#include <string>

using namespace mlir;

static MLIRContext &getContext() {
  static MLIRContext *context = [] {
    DialectRegistry registry;
    tirpto::registerAllDialects(registry);
    auto *ctx = new MLIRContext(registry, MLIRContext::Threading::DISABLED);
    ctx->loadAllAvailableDialects();
    return ctx;
  }();
  return *context;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  MLIRContext &context = getContext();
  ScopedDiagnosticHandler swallow(&context,
                                  [](Diagnostic &) { return success(); });
  // MLIR's lexer reads the byte after the buffer (it expects a NUL there,
  // as files read by pto-opt have): parse a NUL-terminated copy.
  std::string text(reinterpret_cast<const char *>(data), size);
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &context);
  if (!module)
    return 0;
  PassManager pm(&context);
  if ((*module)->hasAttr(pto::PTODialect::kTargetArchAttrName)) {
    pm.addPass(pto::createPTOVerifyModule());
    pm.addPass(pto::createPTOVerifyBounds());
  } else {
    tirpto::TIRToPTOPipelineOptions options;
    options.arch = size % 2 ? ascend::Arch::A5 : ascend::Arch::A3;
    tirpto::buildTIRToPTOPipeline(pm, options);
  }
  (void)pm.run(*module);
  return 0;
}
