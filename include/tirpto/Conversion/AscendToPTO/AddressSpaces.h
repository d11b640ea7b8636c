//===- AddressSpaces.h - ascend memory spaces as PTO locations --*- C++ -*-===//
//
// The one table of which PTO location (`loc=` of a tile_buf) each ascend
// memory space is, and which ascend arch each PTO target arch:
// convert-ascend-to-pto places buffers with it, and pto-run reads the
// capacities of AscendTarget.h through it.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_CONVERSION_ASCENDTOPTO_ADDRESSSPACES_H
#define TIRPTO_CONVERSION_ASCENDTOPTO_ADDRESSSPACES_H

#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/PTO/IR/PTO.h"

#include <optional>

namespace mlir::tirpto {

/// gm is gm, L1 mat, L0A left, L0B right, L0C acc, UB vec, BT bias, FB
/// scaling (ptoas-format.md §2.5).
pto::AddressSpace getPTOAddressSpace(ascend::AddressSpace space);

/// The ascend memory space of a PTO location; std::nullopt for `zero`.
std::optional<ascend::AddressSpace> getAscendAddressSpace(pto::AddressSpace loc);

/// The PTO pipe an ascend pipe is (the codes are the same,
/// ascend-hardware.md §1.4).
pto::Pipe getPTOPipe(ascend::Pipe pipe);

/// The ascend arch a PTO target arch is (a3 is Atlas A2/A3, a5 Ascend 950).
inline ascend::Arch getAscendArch(pto::TargetArch arch) {
  return arch == pto::TargetArch::A5 ? ascend::Arch::A5 : ascend::Arch::A3;
}

} // namespace mlir::tirpto

#endif // TIRPTO_CONVERSION_ASCENDTOPTO_ADDRESSSPACES_H
