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
  pm.addNestedPass<func::FuncOp>(tir::createTIRFoldAccumulatorClear());
  ConvertTIRToAscendOptions toAscend;
  toAscend.arch = options.arch;
  pm.addPass(createConvertTIRToAscend(toAscend));
  pm.addPass(ascend::createAscendInferCoreType());
  pm.addPass(ascend::createAscendCheckCapacity());
  pm.addPass(createConvertAscendToPTO());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createLoopInvariantCodeMotionPass());
  pm.addPass(createCSEPass());
  pm.addPass(pto::createPTOVerifyContract());
}

void mlir::tirpto::registerTIRToPTOPipeline() {
  PassPipelineRegistration<TIRToPTOPipelineOptions>(
      "tir-to-pto-pipeline",
      "Lower TileLang TIR (tir dialect) to PTO IR for ptoas: "
      "tir-fold-accumulator-clear, convert-tir-to-ascend{arch}, "
      "ascend-infer-core-type, ascend-check-capacity, convert-ascend-to-pto, canonicalize, loop-invariant-code-motion, cse, "
      "pto-verify-contract",
      buildTIRToPTOPipeline);
}
