//===- Pipelines.cpp - the tir-to-pto pipeline ----------------------------===//

#include "tirpto/Pipelines/Pipelines.h"

#include "tirpto/Conversion/Passes.h"
#include "tirpto/Dialect/Ascend/Transforms/Passes.h"
#include "tirpto/Dialect/PTO/Transforms/Passes.h"
#include "tirpto/Dialect/TIR/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void mlir::tirpto::buildTIRToPTOPipeline(
    OpPassManager &pm, const TIRToPTOPipelineOptions &options) {
  pm.addNestedPass<func::FuncOp>(tir::createTIRExpandVectorRegisters());
  pm.addNestedPass<func::FuncOp>(tir::createTIRResolveStoreAtomics());
  pm.addNestedPass<func::FuncOp>(tir::createTIRExpandElementAtomics());
  pm.addNestedPass<func::FuncOp>(tir::createTIRResolveDeqScale());
  pm.addNestedPass<func::FuncOp>(tir::createTIRSplitBufferStages());
  pm.addNestedPass<func::FuncOp>(tir::createTIRSplitColumnWindows());
  pm.addNestedPass<func::FuncOp>(tir::createTIRFoldAccumulatorClear());
  pm.addNestedPass<func::FuncOp>(tir::createTIRFoldReduceStaging());
  pm.addNestedPass<func::FuncOp>(tir::createTIRExpandScans());
  pm.addNestedPass<func::FuncOp>(tir::createTIRExpandBitwiseReductions());
  pm.addNestedPass<func::FuncOp>(tir::createTIRDistributeParallel());
  pm.addNestedPass<func::FuncOp>(tir::createTIRStageGlobalParallel());
  pm.addNestedPass<func::FuncOp>(tir::createTIRIfConvertParallel());
  pm.addPass(createTIRPlaceBuffers());
  ConvertTIRToAscendOptions toAscend;
  toAscend.arch = options.arch;
  pm.addPass(createConvertTIRToAscend(toAscend));
  pm.addPass(ascend::createAscendPromoteScalarSlots());
  pm.addPass(ascend::createAscendUpliftCountedWhile());
  ascend::AscendSplitCubeVectorOptions split;
  split.handOff = options.handOff;
  pm.addPass(ascend::createAscendSplitCubeVector(split));
  pm.addPass(ascend::createAscendInferCoreType());
  pm.addPass(ascend::createAscendClipGMRegions());
  ascend::AscendSplitGemmKOptions splitK;
  // Without multi-buffering, a split gemm stages its K steps in one pair.
  splitK.stagingPairs = options.multiBuffer ? 2 : 1;
  pm.addPass(ascend::createAscendSplitGemmK(splitK));
  pm.addPass(ascend::createAscendAllocateScratch());
  if (options.multiBuffer)
    pm.addPass(ascend::createAscendMultiBuffer());
  pm.addPass(ascend::createAscendCheckCapacity());
  pm.addPass(ascend::createAscendMarkDynamicValid());
  pm.addPass(ascend::createAscendMaterializeDimArgs());
  pm.addPass(createConvertAscendToPTO());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createLoopInvariantCodeMotionPass());
  pm.addPass(createCSEPass());
  pm.addPass(pto::createPTOSinkAllocTiles());
  if (options.sync == SyncMode::Tirpto) {
    pm.addPass(pto::createPTOInsertSync());
    pm.addPass(pto::createPTOVerifySync());
  }
  pm.addPass(pto::createPTOVerifyBounds());
  pm.addPass(pto::createPTOVerifyContract());
}

void mlir::tirpto::registerTIRToPTOPipeline() {
  // PassPipelineRegistration, plus a check of where the pipeline is nested:
  // its passes run on builtin.module, and adding them to a pass manager of
  // another op is a fatal error in MLIR.
  registerPassPipeline(
      "tir-to-pto-pipeline",
      "Lower TileLang TIR (tir dialect) to PTO IR for ptoas: "
      "tir-expand-vector-registers, "
      "tir-resolve-store-atomics, tir-expand-element-atomics, "
      "tir-resolve-deq-scale, "
      "tir-split-buffer-stages, tir-split-column-windows, "
      "tir-fold-accumulator-clear, "
      "tir-fold-reduce-staging, "
      "tir-expand-scans, tir-expand-bitwise-reductions, "
      "tir-distribute-parallel, "
      "tir-stage-global-parallel, tir-if-convert-parallel, "
      "tir-place-buffers, "
      "convert-tir-to-ascend{arch}, "
      "ascend-promote-scalar-slots, ascend-uplift-counted-while, "
      "ascend-split-cube-vector, "
      "ascend-infer-core-type, "
      "ascend-clip-gm-regions, ascend-split-gemm-k, ascend-allocate-scratch, "
      "ascend-multi-buffer (with multi-buffer=true, the default), "
      "ascend-check-capacity, ascend-mark-dynamic-valid, "
      "ascend-materialize-dim-args, convert-ascend-to-pto, canonicalize, "
      "loop-invariant-code-motion, cse, pto-sink-alloc-tiles, "
      "pto-insert-sync and pto-verify-sync "
      "(with sync=tirpto), "
      "pto-verify-bounds, pto-verify-contract",
      [](OpPassManager &pm, StringRef optionsString,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        if (pm.getOpAnchorName() != ModuleOp::getOperationName())
          return errorHandler("tir-to-pto-pipeline runs on builtin.module, "
                              "not nested under '" +
                              pm.getOpAnchorName() +
                              "': write builtin.module(tir-to-pto-pipeline)");
        TIRToPTOPipelineOptions options;
        if (failed(options.parseFromString(optionsString)))
          return failure();
        buildTIRToPTOPipeline(pm, options);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> optionsHandler) {
        optionsHandler(TIRToPTOPipelineOptions());
      });
}
