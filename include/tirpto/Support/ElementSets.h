//===- ElementSets.h - element types an instruction accepts -*- C++ -*-===//
//
// Sets of element types per arch, as the `PTO_Elements` records of
// PTOElementSets.td spell them. Each set is written once in that TableGen
// file; the PTO verifiers, the ascend verifiers and the T.Parallel lowering
// all read the sets TableGen generates from it, through these types.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_SUPPORT_ELEMENTSETS_H
#define TIRPTO_SUPPORT_ELEMENTSETS_H

#include "mlir/IR/Types.h"

#include <string>

namespace mlir::tirpto {

/// Element types one by one; an ElementSet is a mask of these.
namespace element {
enum : unsigned {
  I8 = 1u << 0,
  I16 = 1u << 1,
  I32 = 1u << 2,
  F16 = 1u << 3,
  BF16 = 1u << 4,
  F32 = 1u << 5,
};
/// The integer and the floating-point types.
constexpr unsigned Integers = I8 | I16 | I32;
constexpr unsigned Floats = F16 | BF16 | F32;
/// Every element type a set names.
constexpr unsigned All = Integers | Floats;
} // namespace element
using ElementSet = unsigned;

/// The element types a3 and a5 accept for one instruction.
struct ArchElementSets {
  ElementSet a3;
  ElementSet a5;
  ElementSet on(bool isA5) const { return isA5 ? a5 : a3; }
};

/// `sets` but the types outside `keep`.
inline constexpr ArchElementSets restrictElements(ArchElementSets sets,
                                                  ElementSet keep) {
  return {sets.a3 & keep, sets.a5 & keep};
}

/// The types both `a` and `b` take, per arch.
inline constexpr ArchElementSets intersectElements(ArchElementSets a,
                                                   ArchElementSets b) {
  return {a.a3 & b.a3, a.a5 & b.a5};
}

/// The element types whose comparisons honour every mode (lt, le, gt, ge,
/// ne as well as eq), per arch: a2/a3's TCMP / TCMPS compare int32 tiles for
/// equality only, whatever the mode (pto-isa docs/isa/TCMP.md and
/// TCMPS.md, "Implementation checks (A2A3)"). Read by the ascend.vcmp and
/// pto.tcmp / pto.tcmps verifiers.
inline constexpr ArchElementSets getOrderedCompareElements() {
  return {element::F16 | element::F32, element::All};
}

/// The global-memory element types a tstore adds into atomically
/// (`atomicType = atomic_add`, T.tile.atomic_add), per arch: pto-isa's
/// TSTORE sets the DMA's atomic mode for half, float, int16, int32, int8 and
/// bfloat16 destinations on both a2/a3 and a5 (SetAtomicAdd in
/// npu/a2a3/TStore.hpp and npu/a5/TStore.hpp), the integers signed (not
/// uint8_t, ...: see isAtomicAddElement). Read by the ascend.store /
/// ascend.fixpipe and pto.tstore verifiers and convert-tir-to-ascend.
inline constexpr ArchElementSets getAtomicAddElements() {
  return {element::All, element::All};
}

/// The element types TPRINT prints (pto.tprint, T.dump_tensor), on both
/// arches: pto-isa's TPRINT prints half, float and 8-, 16- and 32-bit
/// integers, of a tile or of a GlobalTensor (docs/isa/TPRINT.md). Read by
/// the pto.tprint and ascend.print_buffer verifiers and
/// convert-tir-to-ascend.
inline constexpr ElementSet getPrintElements() {
  return element::I8 | element::I16 | element::I32 | element::F16 |
         element::F32;
}

/// Whether a tstore adds into global-memory elements of `type` atomically
/// on a5 (`isA5`) or a3: getAtomicAddElements, whose integers are signed or
/// signless (pto-isa's SetAtomicAdd takes int8_t, not uint8_t).
inline bool isAtomicAddElement(Type type, bool isA5);

/// How diagnostics list the element types isAtomicAddElement takes.
inline std::string describeAtomicAddElements(bool isA5);

/// The bit of `type` (0 for a type no set names).
inline ElementSet getElementBit(Type type) {
  if (type.isInteger(8))
    return element::I8;
  if (type.isInteger(16))
    return element::I16;
  if (type.isInteger(32))
    return element::I32;
  if (type.isF16())
    return element::F16;
  if (type.isBF16())
    return element::BF16;
  if (type.isF32())
    return element::F32;
  return 0;
}

/// Whether `set` contains `type`.
inline bool containsElement(ElementSet set, Type type) {
  return (set & getElementBit(type)) != 0;
}

/// "i16, i32, f16 or f32", for diagnostics.
inline std::string describeElementSet(ElementSet set) {
  static const std::pair<ElementSet, const char *> names[] = {
      {element::I8, "i8"},   {element::I16, "i16"},   {element::I32, "i32"},
      {element::F16, "f16"}, {element::BF16, "bf16"}, {element::F32, "f32"}};
  std::string text;
  unsigned count = 0, total = 0;
  for (auto [bit, name] : names)
    total += (set & bit) != 0;
  for (auto [bit, name] : names) {
    if (!(set & bit))
      continue;
    if (count)
      text += count + 1 == total ? " or " : ", ";
    text += name;
    ++count;
  }
  return text;
}

inline bool isAtomicAddElement(Type type, bool isA5) {
  return !type.isUnsignedInteger() &&
         containsElement(getAtomicAddElements().on(isA5), type);
}

inline std::string describeAtomicAddElements(bool isA5) {
  return describeElementSet(getAtomicAddElements().on(isA5)) +
         " (integers signed or signless)";
}

} // namespace mlir::tirpto

#endif // TIRPTO_SUPPORT_ELEMENTSETS_H
