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

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::tirpto {

inline Block *getTemporaryHome(Operation *at) {
  // The nearest function, unless a region isolated from above (a nested
  // module) lies between.
  Operation *isolated = at->getParentWithTrait<OpTrait::IsIsolatedFromAbove>();
  if (auto func = dyn_cast_or_null<FunctionOpInterface>(isolated);
      func && !func.isExternal())
    return &func.getFunctionBody().front();
  return at->getBlock();
}

/// A new buffer of `type` for the op `at`: a memref.alloc at the start of
/// getTemporaryHome(at), with `at`'s location.
inline Value createTemporary(OpBuilder &builder, Operation *at,
                             MemRefType type) {
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(getTemporaryHome(at));
  return builder.create<memref::AllocOp>(at->getLoc(), type);
}

/// The buffer of `type` marked with the unit attribute `marker` at the start
/// of getTemporaryHome(at), or a new one there (the l0a/l0b staging buffers
/// every gemm of a function shares, `ascend.staging`); with `nth`, the one
/// of `nth + 1` such buffers (a second one for ping-pong).
inline Value getSharedTemporary(OpBuilder &builder, Operation *at,
                                MemRefType type, StringRef marker,
                                unsigned nth = 0) {
  Block &home = *getTemporaryHome(at);
  SmallVector<Value, 2> shared;
  for (auto alloc : home.getOps<memref::AllocOp>())
    if (alloc.getType() == type && alloc->hasAttr(marker))
      shared.push_back(alloc);
  while (shared.size() <= nth) {
    Value alloc = createTemporary(builder, at, type);
    alloc.getDefiningOp()->setAttr(marker, builder.getUnitAttr());
    shared.push_back(alloc);
  }
  return shared[nth];
}

} // namespace mlir::tirpto

#endif // TIRPTO_SUPPORT_BUFFERPLACEMENT_H
