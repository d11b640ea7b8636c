//===- tirpto-fuzz-tvmscript.cpp - libFuzzer target for the importer ------===//
//
// Imports the input as TVMScript (pto-translate --import-tir) and, when the
// import succeeds, checks that the module verifies and prints. Every
// diagnostic is swallowed: bad input is expected. What the fuzzer looks for
// is a crash, an assertion, a hang, a sanitizer report or an LLVM fatal
// error in the lexer, the parser or the import.
//
// Built with -DTIRPTO_ENABLE_FUZZER=ON by a clang with libFuzzer
// (utils/fuzz.sh); see docs/Testing.md.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Target/TVMScript.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstddef>
#include <cstdint>

using namespace mlir;

static MLIRContext &getContext() {
  static MLIRContext *context = [] {
    DialectRegistry registry;
    tirpto::registerTVMScriptImportDialects(registry);
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
  // A NUL-terminated copy, as files read by pto-translate are.
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(
          llvm::StringRef(reinterpret_cast<const char *>(data), size),
          "fuzz.py"),
      llvm::SMLoc());
  OwningOpRef<ModuleOp> module = tirpto::importTVMScript(sourceMgr, &context);
  if (module) {
    std::string text;
    llvm::raw_string_ostream os(text);
    module->print(os);
  }
  return 0;
}
