//===- CheckCapacity.cpp - the ascend-check-capacity pass -----------------===//
//
// Peak live bytes per local memory of each function against the capacities of
// AscendTarget.h, with the liveness model of tirpto/Analysis/BufferLiveness.h
// (which pto-run's capacity check shares). See the pass description in
// Passes.td.
//
//===----------------------------------------------------------------------===//

#include "LiveBuffers.h"

#include "tirpto/Analysis/BufferLiveness.h"
#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"
#include "tirpto/Dialect/Ascend/Transforms/Passes.h"
#include "tirpto/Support/PipeLimits.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::ascend {
#define GEN_PASS_DEF_ASCENDCHECKCAPACITY
#include "tirpto/Dialect/Ascend/Transforms/Passes.h.inc"
} // namespace mlir::ascend

using namespace mlir;
using namespace mlir::ascend;

static std::string describeBuffer(const LiveBuffer &buffer) {
  if (auto pipe = dyn_cast<InitializePipeOp>(buffer.op))
    return ("the slots of the " +
            Twine(buffer.space == AddressSpace::UB ? "Cube-to-Vector"
                                                   : "Vector-to-Cube") +
            " FIFO (" + Twine(pipe.getSlotNum()) + " of " +
            Twine(pipe.getSlotSize()) +
            " bytes; ascend-split-cube-vector's hand-off=workspace or "
            "hand-off=auto moves the tiles through global memory instead)")
        .str();
  if (isa<PushToAicOp>(buffer.op))
    return "the NZ tile 'ascend.push_to_aic' moves its tile into first";
  auto alloc = cast<memref::AllocOp>(buffer.op);
  if (auto name = dyn_cast<NameLoc>(alloc.getLoc()))
    return ("'" + name.getName().getValue() + "'").str();
  // The buffers of ascend-allocate-scratch.
  for (Operation *user : alloc->getUsers()) {
    auto op = dyn_cast<ScratchOpInterface>(user);
    if (!op)
      continue;
    StringRef opName = user->getName().getStringRef();
    if (op.getScratch() == alloc.getResult())
      return ("the scratch tile of '" + opName + "'").str();
    // The dst ascend-allocate-scratch gave an op that cannot run in place:
    // copied to the op's own dst right after it.
    auto copy = dyn_cast_or_null<CopyOp>(user->getNextNode());
    if (op.getDst() == alloc.getResult() && copy &&
        copy.getSource() == alloc.getResult())
      return ("the tile '" + opName + "' writes, as it cannot run in place")
          .str();
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "buffer of type " << alloc.getType();
  return text;
}

LogicalResult mlir::ascend::collectLiveBuffers(
    FunctionOpInterface func, const TargetInfo &target,
    const tirpto::BufferLiveness &liveness,
    SmallVectorImpl<LiveBuffer> &buffers, bool diagnose) {
  bool ok = true;
  func.walk([&](memref::AllocOp alloc) {
    MemRefType type = alloc.getType();
    std::optional<AddressSpace> space = getAddressSpace(type);
    if (!space || *space == AddressSpace::GM)
      return;
    if (!type.hasStaticShape()) {
      if (!diagnose)
        return;
      alloc.emitOpError("has a dynamic shape: local buffers must be static "
                        "for their size to be checked against the ")
          << stringifyAddressSpace(*space) << " capacity";
      ok = false;
      return;
    }
    std::optional<int64_t> bytes =
        getLocalBufferBytes(type, target.alignmentBytes(*space));
    if (!bytes) {
      if (!diagnose)
        return;
      alloc.emitOpError("size in bytes of ")
          << type << " overflows a 64-bit integer";
      ok = false;
      return;
    }
    buffers.push_back(
        {alloc, *space, *bytes, liveness.getLiveSpan(alloc.getResult())});
  });
  if (!ok)
    return failure();
  // The parts of a mixed kernel hold the FIFO's slots of the tiles they
  // pop from their start to their end (ptoas reserves them:
  // pto.reserve_buffer): the Vector part in ub, the Cube part in l1.
  auto part = func->getAttrOfType<CoreTypeAttr>(AscendDialect::kPartAttrName);
  func.walk([&](InitializePipeOp pipe) {
    if (!part)
      return;
    bool vector = part.getValue() == CoreType::AIV;
    if (vector ? !pipe.hasCubeToVector() : !pipe.hasVectorToCube())
      return;
    AddressSpace space = vector ? AddressSpace::UB : AddressSpace::L1;
    int64_t bytes = pipe.getSlotNum() * pipe.getSlotSize();
    buffers.push_back({pipe, space,
                       static_cast<int64_t>(
                           llvm::alignTo(bytes, target.alignmentBytes(space))),
                       liveness.getSpan(func)});
  });
  // A push to the Cube that moves its tile into the NZ layout first holds
  // a ub tile of its shape while it runs.
  if (stagesPushToCubeInNZ(target.arch))
    func.walk([&](PushToAicOp push) {
      auto type = cast<MemRefType>(push.getSource().getType());
      int64_t bytes = type.getNumElements() *
                      static_cast<int64_t>(
                          llvm::divideCeil(type.getElementTypeBitWidth(), 8));
      buffers.push_back({push, AddressSpace::UB,
                         static_cast<int64_t>(llvm::alignTo(
                             bytes, target.alignmentBytes(AddressSpace::UB))),
                         liveness.getSpan(push)});
    });

  return success();
}

/// Checks one function; emits the errors and returns failure on overflow.
static LogicalResult checkFunction(FunctionOpInterface func,
                                   const TargetInfo &target) {
  if (failed(verifyScratchAllocated(func, target.arch)))
    return failure();
  tirpto::BufferLiveness liveness(func);

  SmallVector<LiveBuffer> buffers;
  if (failed(collectLiveBuffers(func, target, liveness, buffers,
                                /*diagnose=*/true)))
    return failure();
  bool ok = true;
  for (AddressSpace space :
       {AddressSpace::L1, AddressSpace::L0A, AddressSpace::L0B,
        AddressSpace::L0C, AddressSpace::UB, AddressSpace::BT,
        AddressSpace::FB}) {
    SmallVector<std::pair<int64_t, tirpto::ProgramSpan>> inSpace;
    for (const LiveBuffer &buffer : buffers)
      if (buffer.space == space)
        inSpace.push_back({buffer.bytes, buffer.live});
    auto [peak, peakPoint] = tirpto::getPeakLiveBytes(inSpace);
    int64_t capacity = target.capacityBytes(space);
    if (peak <= capacity)
      continue;
    InFlightDiagnostic diag =
        func.emitError("needs ")
        << peak << " bytes of " << stringifyAddressSpace(space)
        << " where the most buffers are live, but "
        << getArchName(target.arch) << " has " << capacity
        << " bytes of " << stringifyAddressSpace(space);
    for (LiveBuffer &buffer : buffers)
      if (buffer.space == space && buffer.live.contains(peakPoint))
        diag.attachNote(buffer.op->getLoc())
            << describeBuffer(buffer) << ": " << buffer.bytes
            << " bytes, live here";
    ok = false;
  }
  return success(ok);
}

namespace {
struct AscendCheckCapacityPass
    : ascend::impl::AscendCheckCapacityBase<AscendCheckCapacityPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<Arch> arch = getRequiredModuleArch(module, getArgument());
    if (failed(arch))
      return signalPassFailure();
    const TargetInfo &target = getTargetInfo(*arch);
    bool failed = false;
    for (auto func : module.getOps<FunctionOpInterface>())
      if (!func.isExternal() && mlir::failed(checkFunction(func, target)))
        failed = true;
    if (failed)
      signalPassFailure();
    markAllAnalysesPreserved();
  }
};
} // namespace
