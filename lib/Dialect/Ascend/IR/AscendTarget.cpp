//===- AscendTarget.cpp - per-arch hardware facts -------------------------===//
//
// The tables behind AscendTarget.h. Every number cites its source.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"

using namespace mlir;
using namespace mlir::ascend;

ArrayRef<DataPath> mlir::ascend::getDataPaths() {
  using AS = AddressSpace;
  // ascend-hardware.md §1.3, rows 1-14 (row 15, L1 -> UB, exists on neither).
  static const DataPath paths[] = {
      {AS::GM, AS::UB, Pipe::MTE2, true, true, ""},
      {AS::UB, AS::GM, Pipe::MTE3, true, true, ""},
      {AS::UB, AS::UB, Pipe::V, true, true, ""},
      {AS::GM, AS::L1, Pipe::MTE2, true, true, ""},
      {AS::GM, AS::L0A, Pipe::MTE2, true, false, "load into L1 first"},
      {AS::GM, AS::L0B, Pipe::MTE2, true, false, "load into L1 first"},
      {AS::L1, AS::L0A, Pipe::MTE1, true, true, ""},
      {AS::L1, AS::L0B, Pipe::MTE1, true, true, ""},
      {AS::L1, AS::BT, Pipe::MTE1, true, true, ""},
      {AS::L1, AS::FB, Pipe::FIX, true, true, ""},
      {AS::L0C, AS::GM, Pipe::FIX, true, true, ""},
      {AS::L0C, AS::L1, Pipe::FIX, true, true, ""},
      {AS::L0C, AS::UB, Pipe::FIX, false, true,
       "on a3 Cube results reach the Vector core through a GM workspace "
       "(L0C -> GM, cross-core flag, GM -> UB)"},
      {AS::UB, AS::L1, Pipe::MTE3, false, true,
       "on a3 Vector results reach L1 through GM (UB -> GM, cross-core flag, "
       "GM -> L1)"},
      {AS::L1, AS::GM, Pipe::MTE3, true, false,
       "on a5 move L1 data out through L0C or UB"},
  };
  return paths;
}

const DataPath *mlir::ascend::lookupDataPath(AddressSpace source,
                                             AddressSpace target) {
  for (const DataPath &path : getDataPaths())
    if (path.source == source && path.target == target)
      return &path;
  return nullptr;
}

int64_t TargetInfo::capacityBytes(AddressSpace space) const {
  bool a5 = arch == Arch::A5;
  switch (space) {
  case AddressSpace::GM:
    return 0;
  case AddressSpace::L1:
    return 524288; // 512 KiB on both (§5)
  case AddressSpace::L0A:
  case AddressSpace::L0B:
    return 65536; // 64 KiB on both (§5)
  case AddressSpace::L0C:
    return a5 ? 262144 : 131072; // 256 KiB / 128 KiB (§5)
  case AddressSpace::UB:
    // 192 KiB on a3; a5 has 256 KiB of which ptoas plans 248 KiB
    // (ptoas-format.md §2.8, ascend-hardware.md §5).
    return a5 ? 253952 : 196608;
  case AddressSpace::BT:
    return a5 ? 4096 : 1024; // §5
  case AddressSpace::FB:
    return a5 ? 16384 : 7168; // §5
  }
  return 0;
}

int64_t TargetInfo::alignmentBytes(AddressSpace space) const {
  switch (space) {
  case AddressSpace::GM:
    return 1;
  case AddressSpace::UB:
  case AddressSpace::L1:
    return 32; // §1.2 and ptoas-format.md §2.8
  case AddressSpace::L0A:
  case AddressSpace::L0B:
  case AddressSpace::L0C:
    return 512; // ptoas / HIVM planners (§1.2)
  case AddressSpace::BT:
  case AddressSpace::FB:
    return 64; // §1.2
  }
  return 1;
}

const TargetInfo &mlir::ascend::getTargetInfo(Arch arch) {
  static const TargetInfo a3{Arch::A3};
  static const TargetInfo a5{Arch::A5};
  return arch == Arch::A3 ? a3 : a5;
}

StringRef mlir::ascend::getArchName(Arch arch) { return stringifyArch(arch); }
