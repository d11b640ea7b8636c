//===- AddressSpaces.cpp - ascend memory spaces as PTO locations ----------===//

#include "tirpto/Conversion/AscendToPTO/AddressSpaces.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;

namespace {
struct SpacePair {
  ascend::AddressSpace space;
  pto::AddressSpace loc;
};
constexpr SpacePair kSpaces[] = {
    {ascend::AddressSpace::GM, pto::AddressSpace::GM},
    {ascend::AddressSpace::L1, pto::AddressSpace::Mat},
    {ascend::AddressSpace::L0A, pto::AddressSpace::Left},
    {ascend::AddressSpace::L0B, pto::AddressSpace::Right},
    {ascend::AddressSpace::L0C, pto::AddressSpace::Acc},
    {ascend::AddressSpace::UB, pto::AddressSpace::Vec},
    {ascend::AddressSpace::BT, pto::AddressSpace::Bias},
    {ascend::AddressSpace::FB, pto::AddressSpace::Scaling},
};
} // namespace

pto::AddressSpace mlir::tirpto::getPTOAddressSpace(ascend::AddressSpace space) {
  const auto *it = llvm::find_if(
      kSpaces, [&](const SpacePair &pair) { return pair.space == space; });
  return it->loc;
}

std::optional<ascend::AddressSpace>
mlir::tirpto::getAscendAddressSpace(pto::AddressSpace loc) {
  const auto *it = llvm::find_if(
      kSpaces, [&](const SpacePair &pair) { return pair.loc == loc; });
  if (it == std::end(kSpaces))
    return std::nullopt;
  return it->space;
}

pto::Pipe mlir::tirpto::getPTOPipe(ascend::Pipe pipe) {
  switch (pipe) {
  case ascend::Pipe::S:
    return pto::Pipe::PIPE_S;
  case ascend::Pipe::V:
    return pto::Pipe::PIPE_V;
  case ascend::Pipe::M:
    return pto::Pipe::PIPE_M;
  case ascend::Pipe::MTE1:
    return pto::Pipe::PIPE_MTE1;
  case ascend::Pipe::MTE2:
    return pto::Pipe::PIPE_MTE2;
  case ascend::Pipe::MTE3:
    return pto::Pipe::PIPE_MTE3;
  case ascend::Pipe::FIX:
    return pto::Pipe::PIPE_FIX;
  case ascend::Pipe::ALL:
    return pto::Pipe::PIPE_ALL;
  }
  llvm_unreachable("unknown pipe");
}
