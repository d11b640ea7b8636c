//===- InitAllPasses.h - tirpto pass registration ---------------*- C++ -*-===//

#ifndef TIRPTO_INITALLPASSES_H
#define TIRPTO_INITALLPASSES_H

#include "tirpto/Conversion/Passes.h"
#include "tirpto/Dialect/Ascend/Transforms/Passes.h"
#include "tirpto/Dialect/PTO/Transforms/Passes.h"
#include "tirpto/Dialect/TIR/Transforms/Passes.h"
#include "tirpto/Pipelines/Pipelines.h"

namespace mlir::tirpto {

/// Registers tirpto's passes (tir-*, ascend-*, pto-*, the conversions) and
/// tir-to-pto-pipeline.
inline void registerAllPasses() {
  tir::registerTIRPasses();
  ascend::registerAscendPasses();
  pto::registerPTOPasses();
  registerTirPtoConversionPasses();
  registerTIRToPTOPipeline();
}

} // namespace mlir::tirpto

#endif // TIRPTO_INITALLPASSES_H
