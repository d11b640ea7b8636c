//===- PlacedTypes.h - placements recorded in TIR types ---------*- C++ -*-===//
//
// The `#ascend.placement` tir-place-buffers records in a buffer's
// `#tir.scope` (BufferPlacement.h): adding it to a type and checking it
// against the buffer it places. getPlacement and convertPlacedType, which
// other libraries read, are declared in BufferPlacement.h.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_LIB_CONVERSION_TIRTOASCEND_PLACEDTYPES_H
#define TIRPTO_LIB_CONVERSION_TIRTOASCEND_PLACEDTYPES_H

#include "tirpto/Conversion/TIRToAscend/BufferPlacement.h"

namespace mlir::tirpto::tir_to_ascend {

/// `type` (a memref in a #tir.scope) with `placement` in its scope.
MemRefType withPlacement(MemRefType type, Attribute placement);

/// Checks `placement` against the TIR type `type` of the buffer it places:
/// `transposed` only for rank-2 buffers, and the tile form `shape` every ub
/// buffer has (BufferDecision::shape): K x 1 or 1 x K for a rank-1 one; for
/// one of rank 3 or more the rows of its last dimension or one column; its
/// own shape or one column for a rank-2 one. Reports at `buffer`'s defining
/// op (a tir.alloc_buffer or a tir.view).
LogicalResult verifyPlacementShape(Value buffer,
                                   ascend::PlacementAttr placement,
                                   MemRefType type);

} // namespace mlir::tirpto::tir_to_ascend

#endif // TIRPTO_LIB_CONVERSION_TIRTOASCEND_PLACEDTYPES_H
