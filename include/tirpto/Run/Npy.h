//===- Npy.h - NumPy .npy files for pto-run ---------------------*- C++ -*-===//
//
// Reads and writes the NumPy `.npy` format (version 1.0/2.0, C order) for
// the element types of PTO tensors: float16/32/64, int8/16/32/64,
// uint8/16/32/64 and bool. bf16, which NumPy has no type for, is stored as
// raw 16-bit patterns (`<u2`).
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_RUN_NPY_H
#define TIRPTO_RUN_NPY_H

#include "tirpto/Run/Interpreter.h"

#include "llvm/Support/Error.h"

namespace mlir::tirpto::run {

/// Reads `path` into `tensor` (its data and shape), converting the file's
/// elements to `tensor.elementType`'s values.
llvm::Error readNpy(StringRef path, HostTensor &tensor);

/// Writes `tensor` to `path` in the NumPy type of its element type.
llvm::Error writeNpy(StringRef path, const HostTensor &tensor);

} // namespace mlir::tirpto::run

#endif // TIRPTO_RUN_NPY_H
