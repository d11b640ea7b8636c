//===- TIRToAscend.h - tir -> ascend conversion -----------------*- C++ -*-===//

#ifndef TIRPTO_CONVERSION_TIRTOASCEND_TIRTOASCEND_H
#define TIRPTO_CONVERSION_TIRTOASCEND_TIRTOASCEND_H

#include "tirpto/Conversion/TIRToAscend/BufferPlacement.h"
#include "tirpto/Dialect/Ascend/IR/Ascend.h"

#include "mlir/Pass/Pass.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir {

#define GEN_PASS_DECL_CONVERTTIRTOASCEND
#define GEN_PASS_DECL_TIRPLACEBUFFERS
#include "tirpto/Conversion/Passes.h.inc"

/// The type converter of the conversion: memrefs of kernel arguments (no
/// memory space or `#tir.scope<"global">`) go to `#ascend.address_space<gm>`,
/// `local.var` ones to a one-element slot in no memory space, and every
/// other buffer and region type to the ascend type its `#ascend.placement`
/// gives (tirpto::convertPlacedType; tir-place-buffers records it in the
/// `#tir.scope`). A type without a placement does not convert.
void populateTIRToAscendTypeConversions(TypeConverter &converter);

/// Marks what convert-tir-to-ascend leaves legal: ascend, arith, scf; memref
/// ops and functions whose memref types all carry an ascend space.
void configureTIRToAscendTarget(ConversionTarget &target,
                                const TypeConverter &converter);

/// The patterns of convert-tir-to-ascend for chip `arch`: one per tir op, a
/// retyping pattern for memref.subview/load/store/dim, and function
/// signature conversion; every one receives `converter` (configured by
/// populateTIRToAscendTypeConversions). `placement` must describe the IR
/// being converted (BufferPlacement::read of what tir-place-buffers
/// recorded in its types) and outlive the conversion.
void populateTIRToAscendConversionPatterns(
    const tirpto::BufferPlacement &placement, ascend::Arch arch,
    TypeConverter &converter, RewritePatternSet &patterns);

} // namespace mlir

#endif // TIRPTO_CONVERSION_TIRTOASCEND_TIRTOASCEND_H
