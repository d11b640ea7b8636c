//===- SortLimits.h - what the sort instructions take ----------*- C++ -*-===//
//
// The block TSORT32 sorts (pto-isa docs/isa TSORT32: each row in blocks of
// 32 elements, each block's (value, index) pairs in descending order):
// written once here and read by the tir, ascend and PTO verifiers, the
// T.tile.sort / topk lowering and pto-run.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_SUPPORT_SORTLIMITS_H
#define TIRPTO_SUPPORT_SORTLIMITS_H

#include <cstdint>

namespace mlir::tirpto {

/// The elements of a row TSORT32 sorts together.
constexpr int64_t kSortBlock = 32;

} // namespace mlir::tirpto

#endif // TIRPTO_SUPPORT_SORTLIMITS_H
