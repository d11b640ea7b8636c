//===- Passes.h - tirpto conversion passes ----------------------*- C++ -*-===//

#ifndef TIRPTO_CONVERSION_PASSES_H
#define TIRPTO_CONVERSION_PASSES_H

#include "tirpto/Conversion/AscendToPTO/AscendToPTO.h"
#include "tirpto/Conversion/TIRToAscend/TIRToAscend.h"

namespace mlir {

#define GEN_PASS_REGISTRATION
#include "tirpto/Conversion/Passes.h.inc"

} // namespace mlir

#endif // TIRPTO_CONVERSION_PASSES_H
