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
/// memrefs in a scope with a fixed hardware meaning go to that space; memrefs
/// in ambiguous scopes are not converted by type (their space is decided per
/// buffer, by tir-place-buffers).
void populateTIRToAscendTypeConversions(TypeConverter &converter);

/// Marks what convert-tir-to-ascend leaves legal: ascend, arith, scf; memref
/// ops and functions whose memref types all carry an ascend space.
void configureTIRToAscendTarget(ConversionTarget &target,
                                const TypeConverter &converter);

/// The patterns of convert-tir-to-ascend for chip `arch`: one per tir op, a
/// retyping pattern for memref.subview/load/store, and function signature
/// conversion. `placement` must describe the IR being converted
/// (BufferPlacement::read of what tir-place-buffers recorded, or
/// BufferPlacement::compute) and outlive the conversion.
void populateTIRToAscendConversionPatterns(
    const tirpto::BufferPlacement &placement, ascend::Arch arch,
    TypeConverter &converter, RewritePatternSet &patterns);

} // namespace mlir

#endif // TIRPTO_CONVERSION_TIRTOASCEND_TIRTOASCEND_H
