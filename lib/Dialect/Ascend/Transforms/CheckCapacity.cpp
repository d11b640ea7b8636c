//===- CheckCapacity.cpp - the ascend-check-capacity pass -----------------===//
//
// Peak live bytes per local memory of each function against the capacities of
// AscendTarget.h, with the liveness model of tirpto/Analysis/BufferLiveness.h
// (which pto-run's capacity check shares). See the pass description in
// Passes.td.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Analysis/BufferLiveness.h"
#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"
#include "tirpto/Dialect/Ascend/Transforms/Passes.h"

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

namespace {
struct LiveBuffer {
  /// The buffer's allocation, or the op that needs a scratch tile.
  Operation *op;
  AddressSpace space;
  int64_t bytes;
  tirpto::ProgramSpan live;
  bool scratch = false;
};
} // namespace

/// Bytes of a static buffer as the PTO lowering lays it out (ub buffers
/// padded, getVectorTileShape), rounded up to `alignment`; nullopt on
/// overflow.
static std::optional<int64_t> getBufferBytes(MemRefType type,
                                             int64_t alignment) {
  int64_t bits = type.getElementTypeBitWidth();
  SmallVector<int64_t> shape(type.getShape());
  if (getAddressSpace(type) == AddressSpace::UB && !shape.empty() &&
      shape.size() <= 2) {
    auto [rows, cols] = getVectorTileShape(shape);
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

/// The scratch tiles the PTO lowering of `op` allocates (trow* and tsel take
/// one, so do the kinds whose instruction has a `tmp`; an instruction that
/// cannot run in place computes into one more), each as the buffer it has
/// the type of.
static SmallVector<Value, 2> getScratchBuffersOf(Operation *op, Arch arch) {
  SmallVector<Value, 2> scratch;
  if (auto reduce = dyn_cast<VReduceOp>(op)) {
    auto type = cast<MemRefType>(reduce.getSrc().getType());
    bool degenerate = reduce.getDim() == 1 ? type.getDimSize(1) == 1
                                           : type.getDimSize(0) == 1;
    if (reduce.getDim() == 1 && !degenerate)
      scratch.push_back(reduce.getSrc());
    // A column reduction of an M x 1 tile is a row reduction of its 1 x M
    // view, with a scratch tile like it.
    else if (reduce.getDim() == 0 && type.getRank() == 2 &&
             type.getDimSize(1) == 1 && !degenerate)
      scratch.push_back(reduce.getSrc());
    return scratch;
  }
  if (auto select = dyn_cast<VSelectOp>(op))
    scratch.push_back(select.getDst());
  // Forms whose PTO instruction takes a scratch tile or cannot run in place
  // (AscendVectorKinds.td).
  auto tileForm = [&](VBinaryKind kind, Value lhs, Value rhs, Value dst) {
    if (tileFormNeedsScratch(kind))
      scratch.push_back(dst);
    if ((lhs == dst || rhs == dst) && !tileFormRunsInPlace(kind, arch))
      scratch.push_back(dst);
  };
  if (auto binary = dyn_cast<VBinaryOp>(op))
    tileForm(binary.getKind(), binary.getLhs(), binary.getRhs(),
             binary.getDst());
  // An M x 1 (1 x N) tile with its per-row (per-column) vector takes the
  // tile-tile form, as convert-ascend-to-pto lowers it.
  if (auto broadcast = dyn_cast<VBroadcastBinaryOp>(op)) {
    auto type = cast<MemRefType>(broadcast.getDst().getType());
    if (type.getRank() == 2 &&
        type.getDimSize(broadcast.getDim() == 1 ? 1 : 0) == 1)
      tileForm(broadcast.getKind(), broadcast.getSrc(), broadcast.getVec(),
               broadcast.getDst());
  }
  if (auto scalar = dyn_cast<VBinaryScalarOp>(op)) {
    if (scalarFormNeedsScratch(scalar.getKind()))
      scratch.push_back(scalar.getDst());
    if (scalar.getSrc() == scalar.getDst() &&
        !scalarFormRunsInPlace(scalar.getKind(), arch))
      scratch.push_back(scalar.getDst());
  }
  if (auto unary = dyn_cast<VUnaryOp>(op)) {
    if (tileFormNeedsScratch(unary.getKind()))
      scratch.push_back(unary.getDst());
    if (unary.getSrc() == unary.getDst() &&
        !tileFormRunsInPlace(unary.getKind(), arch))
      scratch.push_back(unary.getDst());
  }
  return scratch;
}

static std::string describeBuffer(const LiveBuffer &buffer) {
  if (buffer.scratch)
    return ("the scratch tile of '" + buffer.op->getName().getStringRef() +
            "'")
        .str();
  auto alloc = cast<memref::AllocOp>(buffer.op);
  if (auto name = dyn_cast<NameLoc>(alloc.getLoc()))
    return ("'" + name.getName().getValue() + "'").str();
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "buffer of type " << alloc.getType();
  return text;
}

/// Checks one function; emits the errors and returns failure on overflow.
static LogicalResult checkFunction(FunctionOpInterface func,
                                   const TargetInfo &target) {
  tirpto::BufferLiveness liveness(func);

  SmallVector<LiveBuffer> buffers;
  bool ok = true;
  func.walk([&](memref::AllocOp alloc) {
    MemRefType type = alloc.getType();
    std::optional<AddressSpace> space = getAddressSpace(type);
    if (!space || *space == AddressSpace::GM)
      return;
    if (!type.hasStaticShape()) {
      alloc.emitOpError("has a dynamic shape: local buffers must be static "
                        "for their size to be checked against the ")
          << stringifyAddressSpace(*space) << " capacity";
      ok = false;
      return;
    }
    std::optional<int64_t> bytes =
        getBufferBytes(type, target.alignmentBytes(*space));
    if (!bytes) {
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
  // Scratch tiles of the PTO lowering: allocated at the start of the
  // function (convert-ascend-to-pto's allocScratch) and used by their op.
  Block *entry = &func.getFunctionBody().front();
  func.walk([&](Operation *op) {
    for (Value like : getScratchBuffersOf(op, target.arch)) {
      auto type = cast<MemRefType>(like.getType());
      std::optional<AddressSpace> space = getAddressSpace(type);
      std::optional<int64_t> bytes =
          space ? getBufferBytes(type, target.alignmentBytes(*space))
                : std::nullopt;
      if (!bytes)
        continue;
      buffers.push_back({op, *space, *bytes, liveness.getUseSpan(op, entry),
                         /*scratch=*/true});
    }
  });

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
    std::optional<Arch> arch = getModuleArch(module);
    if (!arch) {
      module.emitError("ascend-check-capacity needs the target arch: the "
                       "module has no '")
          << AscendDialect::kArchAttrName
          << "' attribute (convert-tir-to-ascend{arch=...} sets it)";
      return signalPassFailure();
    }
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
