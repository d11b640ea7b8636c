//===- AscendTarget.cpp - per-arch hardware facts -------------------------===//
//
// The tables behind AscendTarget.h. Every number cites its source.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"
#include "tirpto/Support/Conversions.h"
#include "tirpto/Support/CubeLimits.h"
#include "tirpto/Support/PipeLimits.h"

#include "llvm/Support/raw_ostream.h"

#include "llvm/Support/MathExtras.h"

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

bool mlir::ascend::stagesPushToCubeInNZ(Arch arch) {
  return lookupDataPath(AddressSpace::UB, AddressSpace::L1)->isLegalOn(arch);
}

const DataPath *mlir::ascend::lookupDataPath(AddressSpace source,
                                             AddressSpace target) {
  for (const DataPath &path : getDataPaths())
    if (path.source == source && path.target == target)
      return &path;
  return nullptr;
}

std::string mlir::ascend::explainIllegalDataPath(AddressSpace source,
                                                 AddressSpace target,
                                                 Arch arch) {
  const DataPath *path = lookupDataPath(source, target);
  if (path && path->isLegalOn(arch))
    return "";
  std::string text = ("is not a legal data path on " + getArchName(arch)).str();
  if (!path)
    return text + ": no Ascend chip moves data from " +
           stringifyAddressSpace(source).str() + " to " +
           stringifyAddressSpace(target).str() + " directly";
  text += (" (it exists on " +
           getArchName(arch == Arch::A3 ? Arch::A5 : Arch::A3) + ")")
              .str();
  if (!path->note.empty())
    text += ("; " + path->note).str();
  return text;
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

std::optional<CoreType>
mlir::ascend::getCoreOfAddressSpace(AddressSpace space) {
  switch (space) {
  case AddressSpace::GM:
    return std::nullopt;
  case AddressSpace::UB:
    return CoreType::AIV;
  case AddressSpace::L1:
  case AddressSpace::L0A:
  case AddressSpace::L0B:
  case AddressSpace::L0C:
  case AddressSpace::BT:
  case AddressSpace::FB:
    return CoreType::AIC;
  }
  return std::nullopt;
}

std::optional<CoreType> mlir::ascend::getCoreOfPipe(Pipe pipe) {
  switch (pipe) {
  case Pipe::M:
  case Pipe::MTE1:
  case Pipe::FIX:
    return CoreType::AIC;
  case Pipe::V:
    return CoreType::AIV;
  case Pipe::S:
  case Pipe::MTE2:
  case Pipe::MTE3:
  case Pipe::ALL:
    return std::nullopt;
  }
  llvm_unreachable("unknown pipe");
}

bool mlir::ascend::isPipeOrderedInHardware(Arch arch, Pipe pipe) {
  return arch == Arch::A5 && stringifyPipe(pipe) == tirpto::kA5OrderedPipe;
}

//===----------------------------------------------------------------------===//
// Vector element types
//===----------------------------------------------------------------------===//

/// ptoas-format.md §4.7 (row reductions i16/i32/f16/f32), §4.8 (tcmp on a3
/// i32/f16/f32; tsel on a3 16/32-bit), and ptoas 0.27's verifiers for
/// texpands: i16/i32/f16/f32 (a3) plus i8 (a5). The kinds of vbinary and
/// vunary take theirs from AscendVectorKinds.td.
bool mlir::ascend::isLegalVectorElement(ArchElementSets sets, Type element,
                                        Arch arch) {
  return tirpto::containsElement(sets.on(arch == Arch::A5), element);
}

bool mlir::ascend::isLegalVectorElement(VectorOpClass cls, Type element,
                                        Arch arch) {
  return isLegalVectorElement(getVectorElements(cls), element, arch);
}

std::string mlir::ascend::describeLegalVectorElements(ArchElementSets sets,
                                                      Arch arch) {
  return tirpto::describeElementSet(sets.on(arch == Arch::A5));
}

std::string mlir::ascend::describeLegalVectorElements(VectorOpClass cls,
                                                      Arch arch) {
  return describeLegalVectorElements(getVectorElements(cls), arch);
}

ArchElementSets mlir::ascend::getConversionTargets(Type src) {
  return tirpto::getConversionTargets(src);
}

bool mlir::ascend::isLegalConversion(Type src, Type dst, Arch arch) {
  return isLegalVectorElement(getConversionTargets(src), dst, arch);
}

std::string mlir::ascend::explainIllegalConversion(Type src, Type dst,
                                                   Arch arch) {
  return tirpto::explainIllegalConversion(src, dst, arch == Arch::A5,
                                          getArchName(arch));
}

std::pair<int64_t, int64_t>
mlir::ascend::getVectorTileShape(ArrayRef<int64_t> shape) {
  int64_t rows = shape.size() == 2 ? shape[0] : 1;
  int64_t cols = shape.back();
  if (cols == 1)
    return {static_cast<int64_t>(llvm::alignTo(rows, 32)), cols};
  return {rows, static_cast<int64_t>(llvm::alignTo(cols, 32))};
}

std::pair<int64_t, int64_t> mlir::ascend::getCubeTileShape(MemRefType type) {
  using tirpto::CubeOperand;
  CubeOperand operand = CubeOperand::C;
  switch (getAddressSpace(type).value_or(AddressSpace::GM)) {
  case AddressSpace::L0A:
    operand = CubeOperand::A;
    break;
  case AddressSpace::L0B:
    operand = CubeOperand::B;
    break;
  case AddressSpace::L1:
    operand =
        getMatLayout(type) == MatLayout::ZN ? CubeOperand::B : CubeOperand::A;
    break;
  default:
    break;
  }
  auto [boxRows, boxCols] =
      tirpto::getCubeOperandBox(type.getElementType(), operand);
  return {static_cast<int64_t>(llvm::alignTo(type.getDimSize(0), boxRows)),
          static_cast<int64_t>(llvm::alignTo(type.getDimSize(1), boxCols))};
}

std::optional<int64_t> mlir::ascend::getLocalBufferBytes(MemRefType type,
                                                         int64_t alignment) {
  int64_t bits = type.getElementTypeBitWidth();
  SmallVector<int64_t> shape(type.getShape());
  std::optional<AddressSpace> space = getAddressSpace(type);
  if (space == AddressSpace::UB && !shape.empty() && shape.size() <= 2) {
    auto [rows, cols] = getVectorTileShape(shape);
    shape = {rows, cols};
  }
  if ((space == AddressSpace::L1 || space == AddressSpace::L0A ||
       space == AddressSpace::L0B || space == AddressSpace::L0C) &&
      shape.size() == 2) {
    auto [rows, cols] = getCubeTileShape(type);
    shape = {rows, cols};
  }
  for (int64_t dim : shape)
    if (llvm::MulOverflow(bits, dim, bits))
      return std::nullopt;
  int64_t bytes = llvm::divideCeil(bits, 8);
  if (bytes > std::numeric_limits<int64_t>::max() - alignment)
    return std::nullopt;
  return static_cast<int64_t>(llvm::alignTo(bytes, alignment));
}

std::optional<int64_t> mlir::ascend::getBlockCount(ArrayRef<int64_t> grid) {
  int64_t count = 1;
  for (int64_t extent : grid)
    if (extent < 1 || llvm::MulOverflow(count, extent, count) ||
        count > kMaxIndexValue)
      return std::nullopt;
  return count;
}
