//===- IndexLimits.h - ptoas's index width and the launch contract -*- C++ -*-===//
//
// Facts about index values every layer reads: written once here.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_SUPPORT_INDEXLIMITS_H
#define TIRPTO_SUPPORT_INDEXLIMITS_H

#include <cstdint>

namespace mlir::tirpto {

/// The largest value an index computation of a kernel may reach: ptoas
/// prints `index` as `int32_t` (ptoas-format.md §2.1 and §10 item 7), so
/// block counts and ids, element offsets into a GM tensor, its element
/// count and every dynamic dimension stay within it.
constexpr int64_t kMaxIndexValue = 2147483647;

/// The smallest value tirpto's launch contract allows a dynamic dimension
/// of a kernel argument (TileLang's T.symbolic / T.dynamic): a kernel over
/// an empty tensor is not launched (docs/TileLangSupport.md).
constexpr int64_t kMinDynamicDim = 1;

} // namespace mlir::tirpto

#endif // TIRPTO_SUPPORT_INDEXLIMITS_H
