//===- Pipelines.h - the tir-to-pto pipeline --------------------*- C++ -*-===//

#ifndef TIRPTO_PIPELINES_PIPELINES_H
#define TIRPTO_PIPELINES_PIPELINES_H

#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/Ascend/Transforms/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir::tirpto {

/// Who synchronises the pipes of a core in the pipeline's output.
enum class SyncMode {
  /// Nothing is inserted: run ptoas with --enable-insert-sync.
  Ptoas,
  /// pto-insert-sync places every flag and barrier: run ptoas without it.
  Tirpto,
};

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
  PassOptions::Option<ascend::HandOff> handOff{
      *this, "hand-off",
      llvm::cl::desc("How a mixed kernel's tiles cross between the Cube "
                     "and the Vector cores (ascend-split-cube-vector)"),
      llvm::cl::init(ascend::HandOff::Auto),
      llvm::cl::values(
          clEnumValN(ascend::HandOff::Auto, "auto",
                     "the FIFO where it can carry the tiles and its slots fit, "
                     "else workspaces"),
          clEnumValN(ascend::HandOff::Fifo, "fifo",
                     "PTO's tile FIFO (tpush / tpop)"),
          clEnumValN(ascend::HandOff::Workspace, "workspace",
                     "a global workspace per hand-off and cross-core flags"))};
  PassOptions::Option<bool> multiBuffer{
      *this, "multi-buffer",
      llvm::cl::desc("Give the buffers a T.Pipelined loop fills one version "
                     "per stage (ascend-multi-buffer)"),
      llvm::cl::init(true)};
  PassOptions::Option<SyncMode> sync{
      *this, "sync",
      llvm::cl::desc("Who orders the pipes of a core (set/wait flags and "
                     "barriers)"),
      llvm::cl::init(SyncMode::Ptoas),
      llvm::cl::values(clEnumValN(SyncMode::Ptoas, "ptoas",
                                  "leave it to ptoas --enable-insert-sync"),
                       clEnumValN(SyncMode::Tirpto, "tirpto",
                                  "pto-insert-sync: the output needs no "
                                  "--enable-insert-sync"))};
};

/// Appends the whole lowering from the tir dialect to PTO IR for ptoas, on a
/// builtin.module:
///   per function: tir-expand-vector-registers, tir-resolve-store-atomics,
///   tir-expand-element-atomics,
///   tir-resolve-deq-scale, tir-split-buffer-stages,
///   tir-fold-accumulator-clear, tir-fold-reduce-staging, tir-expand-scans,
///   tir-expand-bitwise-reductions, tir-distribute-parallel,
///   tir-stage-global-parallel, tir-if-convert-parallel; then
///   tir-place-buffers, convert-tir-to-ascend{arch},
///   ascend-promote-scalar-slots, ascend-uplift-counted-while,
///   ascend-split-cube-vector{hand-off},
///   ascend-infer-core-type, ascend-clip-gm-regions, ascend-split-gemm-k,
///   ascend-allocate-scratch, ascend-multi-buffer (multi-buffer=true, the
///   default), ascend-check-capacity,
///   ascend-mark-dynamic-valid, convert-ascend-to-pto, canonicalize,
///   loop-invariant-code-motion, cse, pto-insert-sync and pto-verify-sync
///   (sync=tirpto only),
///   pto-verify-bounds, pto-verify-contract.
/// With sync=ptoas (the default) the result is for `ptoas --pto-arch=<arch>
/// --enable-insert-sync` (no intra-core synchronisation is emitted); with
/// sync=tirpto for `ptoas --pto-arch=<arch>`.
void buildTIRToPTOPipeline(OpPassManager &pm,
                           const TIRToPTOPipelineOptions &options);

/// Registers `tir-to-pto-pipeline` with the pass registry.
void registerTIRToPTOPipeline();

} // namespace mlir::tirpto

#endif // TIRPTO_PIPELINES_PIPELINES_H
