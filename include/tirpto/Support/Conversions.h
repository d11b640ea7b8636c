//===- Conversions.h - the element conversions of tcvt per arch -*- C++ -*-===//
//
// Which element types the Vector core's conversion (ascend.vcast, PTO's
// tcvt) turns each element type into, per arch: written once here, read by
// the ascend and PTO verifiers and the lowerings. Source: pto-isa's TCVT
// "Supported Conversions" table (docs/isa/tile/ops/elementwise-tile-tile/
// tcvt.md), restricted to the element types ElementSets.h tracks (i8, i16,
// i32, f16, bf16, f32); conversions from or to other types (i64, u8, fp8,
// ...) are not described here.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_SUPPORT_CONVERSIONS_H
#define TIRPTO_SUPPORT_CONVERSIONS_H

#include "tirpto/Support/ElementSets.h"

#include "llvm/Support/raw_ostream.h"

#include <string>

namespace mlir::tirpto {

/// The element types tiles of `src` convert to on a3 and on a5. f32 -> f32
/// is the round-only path (rounds to an integer in the conversion's mode).
/// {0, 0} for a type the table does not describe.
inline ArchElementSets getConversionTargets(Type src) {
  using namespace element;
  switch (getElementBit(src)) {
  case F32:
    return {F16 | F32 | BF16 | I16 | I32, F16 | F32 | BF16 | I16 | I32};
  case F16:
    return {F32 | I32 | I16 | I8, F32 | I32 | I16 | I8};
  case BF16:
    return {F32 | I32, F32 | I32 | F16};
  case I16:
    return {F16 | F32, F16 | F32 | I32};
  case I32:
    // a3 converts i32 to f16 through its dequantization path; a5 does not.
    return {F32 | I16 | F16, F32 | I16};
  case I8:
    return {F16, F16 | I16 | I32};
  default:
    return {0, 0};
  }
}

/// Whether the table describes conversions between `src` and `dst`: both
/// are among the element types it tracks.
inline bool isDescribedConversion(Type src, Type dst) {
  return getElementBit(src) != 0 && getElementBit(dst) != 0;
}

/// For a diagnostic that has just said "converts 'src' to 'dst'": ", which
/// a3 does not ('src' converts to f16 or f32)" when the table describes the
/// pair and `archName` (a5 when `isA5`) lacks it, "" otherwise. The ascend
/// and PTO verifiers and convert-tir-to-ascend all say it so.
inline std::string explainIllegalConversion(Type src, Type dst, bool isA5,
                                            llvm::StringRef archName) {
  ElementSet legal = getConversionTargets(src).on(isA5);
  if (!isDescribedConversion(src, dst) || containsElement(legal, dst))
    return "";
  std::string text;
  llvm::raw_string_ostream os(text);
  os << ", which " << archName << " does not";
  if (legal)
    os << " ('" << src << "' converts to " << describeElementSet(legal) << ")";
  return text;
}

} // namespace mlir::tirpto

#endif // TIRPTO_SUPPORT_CONVERSIONS_H
