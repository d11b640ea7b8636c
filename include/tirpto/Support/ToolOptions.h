//===- ToolOptions.h - the command-line options tirpto's tools show -*- C++
//-*-===//
//
// libLLVM's static initializers register options of every backend (AArch64,
// AMDGPU, ...) that tirpto's tools have no use for; hideBackendOptions()
// hides them from --help. MLIR's options, registered later by the tools'
// main functions, stay listed; --help-hidden still shows everything.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_SUPPORT_TOOLOPTIONS_H
#define TIRPTO_SUPPORT_TOOLOPTIONS_H

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CommandLine.h"

namespace mlir::tirpto {

/// Hides the options registered so far except the generic ones and those in
/// `keptCategory` (a tool's own, if any).
inline void
hideBackendOptions(llvm::cl::OptionCategory *keptCategory = nullptr) {
  static const llvm::StringRef kept[] = {
      "help",    "help-list", "help-hidden",   "help-list-hidden",
      "version", "color",     "print-options", "print-all-options",
      "debug",   "debug-only"};
  // `.second` of the map's entries: LLVM 19's StringMap and 22's DenseMap
  // both have it.
  for (auto &entry : llvm::cl::getRegisteredOptions()) {
    llvm::cl::Option *option = entry.second;
    if (llvm::is_contained(kept, option->ArgStr) ||
        (keptCategory && llvm::is_contained(option->Categories, keptCategory)))
      continue;
    option->setHiddenFlag(llvm::cl::Hidden);
  }
}

} // namespace mlir::tirpto

#endif // TIRPTO_SUPPORT_TOOLOPTIONS_H
