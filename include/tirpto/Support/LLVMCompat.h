//===- LLVMCompat.h - the LLVM/MLIR 19 and 22 differences -------*- C++ -*-===//
//
// tirpto builds against LLVM/MLIR 19.1 (ptoas 0.27's pin, the reference)
// and 22.1 (what users who link tirpto's passes into their own compiler
// have). Every API difference between the two that tirpto meets lives here,
// behind one spelling; the rest of the tree has no LLVM version tests.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_SUPPORT_LLVMCOMPAT_H
#define TIRPTO_SUPPORT_LLVMCOMPAT_H

#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/Config/llvm-config.h"

#include <optional>

#if LLVM_VERSION_MAJOR != 19 && LLVM_VERSION_MAJOR != 22
#error "tirpto builds against LLVM/MLIR 19 or 22"
#endif

namespace mlir::tirpto::compat {

/// In MLIR 22 GreedyRewriteConfig's fields are private, behind setters.
inline GreedyRewriteConfig &setStrictness(GreedyRewriteConfig &config,
                                          GreedyRewriteStrictness mode) {
#if LLVM_VERSION_MAJOR >= 22
  return config.setStrictness(mode);
#else
  config.strictMode = mode;
  return config;
#endif
}

inline GreedyRewriteConfig &setMaxIterations(GreedyRewriteConfig &config,
                                             int64_t iterations) {
#if LLVM_VERSION_MAJOR >= 22
  return config.setMaxIterations(iterations);
#else
  config.maxIterations = iterations;
  return config;
#endif
}

inline GreedyRewriteConfig &setMaxNumRewrites(GreedyRewriteConfig &config,
                                              int64_t limit) {
#if LLVM_VERSION_MAJOR >= 22
  return config.setMaxNumRewrites(limit);
#else
  config.maxNumRewrites = limit;
  return config;
#endif
}

inline int64_t getMaxNumRewrites(const GreedyRewriteConfig &config) {
#if LLVM_VERSION_MAJOR >= 22
  return config.getMaxNumRewrites();
#else
  return config.maxNumRewrites;
#endif
}

inline GreedyRewriteConfig &
setRegionSimplificationLevel(GreedyRewriteConfig &config,
                             GreedySimplifyRegionLevel level) {
#if LLVM_VERSION_MAJOR >= 22
  return config.setRegionSimplificationLevel(level);
#else
  config.enableRegionSimplification = level;
  return config;
#endif
}

/// The trip count of a loop with constant bounds (signed comparison, as
/// scf.for's index loops), or nullopt. MLIR 22 returns an APInt and takes
/// the signedness and a callback for non-constant bounds.
inline std::optional<int64_t>
constantTripCount(OpFoldResult lb, OpFoldResult ub, OpFoldResult step) {
#if LLVM_VERSION_MAJOR >= 22
  std::optional<APInt> trips = ::mlir::constantTripCount(
      lb, ub, step, /*isSigned=*/true,
      [](Value, Value, bool) -> std::optional<llvm::APSInt> {
        return std::nullopt;
      });
  if (!trips || trips->getActiveBits() > 63)
    return std::nullopt;
  return static_cast<int64_t>(trips->getZExtValue());
#else
  return ::mlir::constantTripCount(lb, ub, step);
#endif
}

/// MLIR 22 has getStridesAndOffset as a MemRefType method.
inline LogicalResult getStridesAndOffset(MemRefType type,
                                         SmallVectorImpl<int64_t> &strides,
                                         int64_t &offset) {
#if LLVM_VERSION_MAJOR >= 22
  return type.getStridesAndOffset(strides, offset);
#else
  return ::mlir::getStridesAndOffset(type, strides, offset);
#endif
}

/// What a sparse forward data-flow analysis's visitOperation returns: void
/// in MLIR 19, LogicalResult (failure stops the solver) in MLIR 22.
#if LLVM_VERSION_MAJOR >= 22
using VisitResult = LogicalResult;
inline VisitResult visitSucceeded() { return success(); }
#else
using VisitResult = void;
inline VisitResult visitSucceeded() {}
#endif

} // namespace mlir::tirpto::compat

#endif // TIRPTO_SUPPORT_LLVMCOMPAT_H
