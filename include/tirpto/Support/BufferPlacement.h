//===- BufferPlacement.h - where temporaries are allocated ------*- C++ -*-===//
//
// The block whose start holds the temporaries, staging buffers and scratch
// tiles the conversions create for an op, shared by convert-tir-to-ascend
// and convert-ascend-to-pto: the entry block of the enclosing function
// (ptoas plans tiles allocated outside loops once, ptoas-format.md §5), or,
// for an op outside any function, the op's own block.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_SUPPORT_BUFFERPLACEMENT_H
#define TIRPTO_SUPPORT_BUFFERPLACEMENT_H

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::tirpto {

inline Block *getTemporaryHome(Operation *at) {
  if (auto func = at->getParentOfType<FunctionOpInterface>())
    return &func.getFunctionBody().front();
  return at->getBlock();
}

} // namespace mlir::tirpto

#endif // TIRPTO_SUPPORT_BUFFERPLACEMENT_H
