//===- MaskPatterns.h - what a gather mask pattern keeps -------*- C++ -*-===//
//
// The fixed patterns of TGATHER's mask form (pto-isa docs/isa TGATHER;
// tilelang-ascend's T.tile.gather_mask "P0101" ... "P1111"): each keeps
// every period-th column of a row from a phase. Written once here and read
// by the tir verifier and lowering, the ascend verifier, the PTO lowering
// and pto-run, for the tir and the PTO enum alike (both name their cases
// P0101 ... P1111).
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_SUPPORT_MASKPATTERNS_H
#define TIRPTO_SUPPORT_MASKPATTERNS_H

#include "llvm/Support/ErrorHandling.h"

#include <cstdint>

namespace mlir::tirpto {

/// The columns a mask pattern keeps of each row: every `period`-th one,
/// starting at `phase` (P1010: period 2, phase 1).
struct MaskSelection {
  int64_t period, phase;
};

/// The selection of a pattern of either enum.
template <typename Pattern> MaskSelection getMaskSelection(Pattern pattern) {
  switch (pattern) {
  case Pattern::P0101:
    return {2, 0};
  case Pattern::P1010:
    return {2, 1};
  case Pattern::P0001:
    return {4, 0};
  case Pattern::P0010:
    return {4, 1};
  case Pattern::P0100:
    return {4, 2};
  case Pattern::P1000:
    return {4, 3};
  case Pattern::P1111:
    return {1, 0};
  }
  llvm_unreachable("unknown mask pattern");
}

/// The pattern of `selection` (a period of 1, 2 or 4 and a phase below it).
template <typename Pattern> Pattern getMaskPattern(MaskSelection selection) {
  for (Pattern pattern :
       {Pattern::P0101, Pattern::P1010, Pattern::P0001, Pattern::P0010,
        Pattern::P0100, Pattern::P1000, Pattern::P1111}) {
    MaskSelection known = getMaskSelection(pattern);
    if (known.period == selection.period && known.phase == selection.phase)
      return pattern;
  }
  llvm_unreachable("no mask pattern keeps this selection");
}

/// Whether a pattern keeps `selection`: a period of 1, 2 or 4 and a phase
/// below it.
inline bool isMaskSelection(MaskSelection selection) {
  return (selection.period == 1 || selection.period == 2 ||
          selection.period == 4) &&
         selection.phase >= 0 && selection.phase < selection.period;
}

/// How many of a row of `cols` elements `selection` keeps.
inline int64_t countMaskSelected(MaskSelection selection, int64_t cols) {
  return cols > selection.phase
             ? (cols - selection.phase + selection.period - 1) /
                   selection.period
             : 0;
}

} // namespace mlir::tirpto

#endif // TIRPTO_SUPPORT_MASKPATTERNS_H
