//===- CheckCapacity.cpp - the ascend-check-capacity pass -----------------===//
//
// Peak live bytes per local memory of each function against the capacities of
// AscendTarget.h. See the pass description in Passes.td.
//
//===----------------------------------------------------------------------===//

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
/// Program points [begin, end] in pre-order numbering; an op with regions
/// spans all ops nested in it.
struct Span {
  int64_t begin = 0, end = 0;
};

struct LiveBuffer {
  /// The buffer's allocation, or the op that needs a scratch tile.
  Operation *op;
  AddressSpace space;
  int64_t bytes;
  Span live;
  bool scratch = false;
};
} // namespace

/// Numbers `op` and everything nested in it in pre-order.
static void numberOps(Operation *op, DenseMap<Operation *, Span> &spans,
                      int64_t &counter) {
  int64_t begin = counter++;
  for (Region &region : op->getRegions())
    for (Operation &nested : region.getOps())
      numberOps(&nested, spans, counter);
  spans[op] = {begin, counter - 1};
}

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

/// Whether `op` is a loop that may run more than once: a loop of one
/// iteration is straight-line code once canonicalized (as the pipeline does
/// before ptoas sees it).
static bool isRepeatingLoop(Operation *op) {
  auto loop = dyn_cast<LoopLikeOpInterface>(op);
  if (!loop)
    return false;
  std::optional<OpFoldResult> lb = loop.getSingleLowerBound();
  std::optional<OpFoldResult> ub = loop.getSingleUpperBound();
  std::optional<OpFoldResult> step = loop.getSingleStep();
  if (!lb || !ub || !step)
    return true;
  std::optional<int64_t> trips = constantTripCount(*lb, *ub, *step);
  return !trips || *trips > 1;
}

/// Adds the use `user` of a buffer allocated in the block `home` to its
/// live span `live`: the use counts at `user`, or at the outermost loop
/// around it that `home` is outside of (the buffer is live for the whole
/// loop; loops of one iteration do not count). Sets `inLoop` in the latter
/// case.
static void addUse(Operation *user, Block *home,
                   const DenseMap<Operation *, Span> &spans, Span &live,
                   bool &inLoop) {
  Operation *point = user;
  for (Operation *parent = user->getParentOp(); parent;
       parent = parent->getParentOp()) {
    if (parent->isAncestor(home->getParentOp()))
      break;
    if (isRepeatingLoop(parent)) {
      point = parent;
      inLoop = true;
    }
  }
  Span span = spans.lookup(point);
  live.begin = std::min(live.begin, span.begin);
  live.end = std::max(live.end, span.end);
}

/// A buffer's live span once its uses are added: a buffer used inside a
/// loop stays live to the end of the block it is allocated in, as ptoas
/// 0.27's planner keeps it (measured: two loops with 128 KiB of ub tiles
/// each are rejected as "vec overflow, requires 2097152 bits" on a3, while
/// the same work without the loops, or with only the second phase in a
/// loop, is accepted).
static Span finishSpan(Span live, bool inLoop, Block *home,
                       const DenseMap<Operation *, Span> &spans) {
  if (inLoop && !home->empty())
    live.end = std::max(live.end, spans.lookup(&home->back()).end);
  return live;
}

/// The points where `alloc`'s buffer is live: from its first use to its
/// last (every op writes or reads a whole buffer), where a use inside a loop
/// the allocation is outside of counts as a use by the whole loop and keeps
/// the buffer live to the end of its block (finishSpan). Uses through views
/// count. A buffer with no use is live at its allocation.
static Span getLiveSpan(memref::AllocOp alloc,
                        const DenseMap<Operation *, Span> &spans) {
  Span live = {std::numeric_limits<int64_t>::max(), -1};
  bool inLoop = false;
  Block *home = alloc->getBlock();
  SmallVector<Value> worklist{alloc.getResult()};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (auto view = dyn_cast<ViewLikeOpInterface>(user);
          view && view.getViewSource() == value) {
        llvm::append_range(worklist, user->getResults());
        continue;
      }
      addUse(user, home, spans, live, inLoop);
    }
  }
  if (live.end < 0)
    return spans.lookup(alloc);
  return finishSpan(live, inLoop, home, spans);
}

/// The scratch tile the PTO lowering of `op` allocates (trow* and tsel take
/// one, tands/tors and A3's trecip cannot run in place), as the buffer type
/// it has the shape of; nullptr when there is none.
static Value getScratchBufferOf(Operation *op, Arch arch) {
  if (auto reduce = dyn_cast<VReduceOp>(op)) {
    auto type = cast<MemRefType>(reduce.getSrc().getType());
    bool degenerate = reduce.getDim() == 1 ? type.getDimSize(1) == 1
                                           : type.getDimSize(0) == 1;
    if (reduce.getDim() == 1 && !degenerate)
      return reduce.getSrc();
    // A column reduction of an M x 1 tile is a row reduction of its 1 x M
    // view, with a scratch tile like it.
    if (reduce.getDim() == 0 && type.getRank() == 2 &&
        type.getDimSize(1) == 1 && !degenerate)
      return reduce.getSrc();
    return nullptr;
  }
  if (auto select = dyn_cast<VSelectOp>(op))
    return select.getDst();
  if (auto scalar = dyn_cast<VBinaryScalarOp>(op))
    if ((scalar.getKind() == VBinaryKind::And ||
         scalar.getKind() == VBinaryKind::Or) &&
        scalar.getSrc() == scalar.getDst())
      return scalar.getDst();
  if (auto unary = dyn_cast<VUnaryOp>(op))
    if (unary.getKind() == VUnaryKind::Rec &&
        unary.getSrc() == unary.getDst() && arch == Arch::A3)
      return unary.getDst();
  return nullptr;
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
  DenseMap<Operation *, Span> spans;
  int64_t counter = 0;
  numberOps(func, spans, counter);

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
    buffers.push_back({alloc, *space, *bytes, getLiveSpan(alloc, spans)});
  });
  if (!ok)
    return failure();
  // Scratch tiles of the PTO lowering: allocated at the start of the
  // function (convert-ascend-to-pto's allocScratch) and used by their op.
  Block *entry = &func.getFunctionBody().front();
  func.walk([&](Operation *op) {
    Value like = getScratchBufferOf(op, target.arch);
    if (!like)
      return;
    auto type = cast<MemRefType>(like.getType());
    std::optional<AddressSpace> space = getAddressSpace(type);
    std::optional<int64_t> bytes =
        space ? getBufferBytes(type, target.alignmentBytes(*space))
              : std::nullopt;
    if (!bytes)
      return;
    Span live = {std::numeric_limits<int64_t>::max(), -1};
    bool inLoop = false;
    addUse(op, entry, spans, live, inLoop);
    buffers.push_back({op, *space, *bytes,
                       finishSpan(live, inLoop, entry, spans),
                       /*scratch=*/true});
  });

  for (AddressSpace space :
       {AddressSpace::L1, AddressSpace::L0A, AddressSpace::L0B,
        AddressSpace::L0C, AddressSpace::UB, AddressSpace::BT,
        AddressSpace::FB}) {
    // Sweep over the starts and ends of the live spans in this space; at one
    // point, ends are applied after starts (a span includes its end point).
    SmallVector<std::pair<int64_t, int64_t>> events; // (point, +/- bytes)
    for (const LiveBuffer &buffer : buffers) {
      if (buffer.space != space)
        continue;
      events.push_back({buffer.live.begin, buffer.bytes});
      events.push_back({buffer.live.end + 1, -buffer.bytes});
    }
    llvm::sort(events, [](auto a, auto b) {
      return a.first != b.first ? a.first < b.first : a.second < b.second;
    });
    int64_t live = 0, peak = 0, peakPoint = 0;
    for (auto [point, delta] : events) {
      // Saturate: many huge buffers must not wrap around to a small sum.
      if (llvm::AddOverflow(live, delta, live))
        live = std::numeric_limits<int64_t>::max();
      if (live > peak) {
        peak = live;
        peakPoint = point;
      }
    }
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
      if (buffer.space == space && buffer.live.begin <= peakPoint &&
          peakPoint <= buffer.live.end)
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
