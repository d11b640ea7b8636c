//===- Pipelines.h - the tir-to-pto pipeline --------------------*- C++ -*-===//

#ifndef TIRPTO_PIPELINES_PIPELINES_H
#define TIRPTO_PIPELINES_PIPELINES_H

#include "tirpto/Dialect/Ascend/IR/Ascend.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir::tirpto {

/// Options of `tir-to-pto-pipeline`.
struct TIRToPTOPipelineOptions
    : public PassPipelineOptions<TIRToPTOPipelineOptions> {
  PassOptions::Option<ascend::Arch> arch{
      *this, "arch",
      llvm::cl::desc("Target chip: a3 (Atlas A2/A3) or a5 (Ascend 950)"),
      llvm::cl::init(ascend::Arch::A3),
      llvm::cl::values(
          clEnumValN(ascend::Arch::A3, "a3", "Atlas A2/A3 (dav-c220)"),
          clEnumValN(ascend::Arch::A5, "a5", "Ascend 950 (dav-c310)"))};
};

/// Appends the whole lowering from the tir dialect to PTO IR for ptoas, on a
/// builtin.module:
///   tir-fold-accumulator-clear (per function), convert-tir-to-ascend{arch},
///   ascend-split-cube-vector, ascend-infer-core-type,
///   ascend-clip-gm-regions, ascend-check-capacity,
///   convert-ascend-to-pto, canonicalize, loop-invariant-code-motion, cse,
///   pto-verify-bounds, pto-verify-contract.
/// The result is accepted by `ptoas --pto-arch=<arch> --enable-insert-sync`
/// (no intra-core synchronisation is emitted).
void buildTIRToPTOPipeline(OpPassManager &pm,
                           const TIRToPTOPipelineOptions &options);

/// Registers `tir-to-pto-pipeline` with the pass registry.
void registerTIRToPTOPipeline();

} // namespace mlir::tirpto

#endif // TIRPTO_PIPELINES_PIPELINES_H
