//===- MultiBuffer.cpp - the ascend-multi-buffer pass ---------------------===//
//
// A loop software-pipelined with num_stages = n (`ascend.num_stages`) gets
// up to n versions of each local buffer it fills, within the capacity of
// the buffer's memory: the body is unrolled n times, and its j-th copy
// uses version j mod v of each buffer (v its number of versions), so that
// the loads of one iteration need not wait for the previous iteration's
// moves and compute. See the pass description in Passes.td.
//
//===----------------------------------------------------------------------===//

#include "LiveBuffers.h"

#include "tirpto/Dialect/Ascend/Transforms/Passes.h"
#include "tirpto/Support/LLVMCompat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/MapVector.h"

namespace mlir::ascend {
#define GEN_PASS_DEF_ASCENDMULTIBUFFER
#include "tirpto/Dialect/Ascend/Transforms/Passes.h.inc"
} // namespace mlir::ascend

using namespace mlir;
using namespace mlir::ascend;

namespace {

/// A buffer a pipelined loop fills, and how many versions it gets.
struct FilledBuffer {
  memref::AllocOp alloc;
  AddressSpace space;
  int64_t bytes;
  tirpto::ProgramSpan live;
  unsigned versions;
  /// The versions asked for (before the capacity check), and whether the
  /// buffer asked for them itself (T.annotate_buffer_versions).
  unsigned asked;
  bool annotated;
};

/// How one loop is multi-buffered: its body unrolled `copies` times.
struct LoopPlan {
  unsigned copies;
  /// What asked for the versions, for remarks.
  std::string askedBy;
  SmallVector<FilledBuffer> buffers;
};

using Plan = llvm::MapVector<Operation *, LoopPlan>;

/// The most versions a buffer gets (and copies of a loop's body).
constexpr int64_t kMaxVersions = 8;

} // namespace

/// The memories whose buffers get versions: the Cube's operand path (L1,
/// L0A, L0B) and the Vector core's ub. Not L0C: an accumulator carries its
/// value from one iteration to the next.
static bool isVersionedSpace(AddressSpace space) {
  return space == AddressSpace::L1 || space == AddressSpace::L0A ||
         space == AddressSpace::L0B || space == AddressSpace::UB;
}

/// The allocation `value` is (a view of), or null.
static memref::AllocOp getRootAlloc(Value value) {
  while (value) {
    if (auto alloc = value.getDefiningOp<memref::AllocOp>())
      return alloc;
    auto view = value.getDefiningOp<ViewLikeOpInterface>();
    if (!view)
      return {};
    value = view.getViewSource();
  }
  return {};
}

/// Whether `value` (a buffer or a view of one) is used only inside `loop`,
/// by views and by ops that say how they access it and pass it on to no
/// other value: not yielded, selected, passed to a call, or used by an op
/// of unknown effect.
static bool isUsedOnlyIn(Value value, Operation *loop) {
  for (Operation *user : value.getUsers()) {
    if (!loop->isProperAncestor(user))
      return false;
    if (auto view = dyn_cast<ViewLikeOpInterface>(user)) {
      if (view.getViewSource() != value)
        return false;
      for (Value result : user->getResults())
        if (!isUsedOnlyIn(result, loop))
          return false;
      continue;
    }
    if (!isa<MemoryEffectOpInterface>(user) || user->getNumRegions() ||
        user->hasTrait<OpTrait::IsTerminator>() ||
        llvm::any_of(user->getResultTypes(), llvm::IsaPred<BaseMemRefType>))
      return false;
  }
  return true;
}

/// Whether `op` writes the whole of `buffer` and does not read it: an
/// ascend op (a load, a move, a Vector op: they access whole buffers; a
/// load from a region ascend-clip-gm-regions cut at a tensor's edge leaves
/// the elements past the edge, which TileLang does not define and the
/// kernel's later ops mask, as they were), not an element store.
static bool overwrites(Operation *op, Value buffer) {
  auto effectOp = dyn_cast<MemoryEffectOpInterface>(op);
  if (!effectOp || op->getNumRegions() ||
      !isa<AscendDialect>(op->getDialect()) || isa<ViewLikeOpInterface>(op))
    return false;
  SmallVector<MemoryEffects::EffectInstance> effects;
  effectOp.getEffects(effects);
  bool writes = false;
  for (const MemoryEffects::EffectInstance &effect : effects) {
    if (effect.getValue() != buffer)
      continue;
    if (isa<MemoryEffects::Read>(effect.getEffect()))
      return false;
    writes |= isa<MemoryEffects::Write>(effect.getEffect());
  }
  return writes;
}

/// Whether `alloc` is one of two staging buffers of its type: the pairs
/// ascend-split-gemm-k alternates a gemm's K steps between, which need no
/// versions of their own.
static bool hasStagingTwin(memref::AllocOp alloc) {
  if (!alloc->hasAttr(AscendDialect::kStagingAttrName))
    return false;
  Block *home = alloc->getBlock();
  return llvm::any_of(
      home->getOps<memref::AllocOp>(), [&](memref::AllocOp other) {
        return other != alloc && other.getType() == alloc.getType() &&
               other->hasAttr(AscendDialect::kStagingAttrName);
      });
}

/// Whether `op` runs on every iteration of `loop` whose region is not
/// wholly past a tensor's edge: it is in the body's block, or alone under
/// an `ascend.edge_guard` there (where the guard is false, what `op` would
/// have written is past the edge, which TileLang leaves undefined).
static bool runsEveryIteration(Operation *op, scf::ForOp loop) {
  if (op->getBlock() == loop.getBody())
    return true;
  auto guard = dyn_cast<scf::IfOp>(op->getParentOp());
  return guard && guard->hasAttr(AscendDialect::kEdgeGuardAttrName) &&
         !guard.elseBlock() && guard->getBlock() == loop.getBody() &&
         op->getBlock() == guard.thenBlock() &&
         op->getNextNode() == guard.thenBlock()->getTerminator() &&
         op == &guard.thenBlock()->front();
}

/// The local buffers allocated outside `loop` that each iteration fills
/// before any other use: the first op of the body to touch the buffer
/// runs on every iteration (runsEveryIteration), writes the buffer
/// itself (not a view) and does not read it; and nothing outside the loop
/// uses the buffer. Each iteration then needs none of the values the
/// buffer held before, and may have a version of its own.
static SmallVector<memref::AllocOp> findFilledBuffers(scf::ForOp loop) {
  SmallVector<memref::AllocOp> filled;
  llvm::SmallPtrSet<Operation *, 8> seen;
  loop.getBody()->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<ViewLikeOpInterface>(op))
      return;
    for (Value operand : op->getOperands()) {
      memref::AllocOp alloc = getRootAlloc(operand);
      if (!alloc || loop->isAncestor(alloc) || !seen.insert(alloc).second)
        continue;
      if (runsEveryIteration(op, loop) && operand == alloc.getResult() &&
          overwrites(op, operand))
        filled.push_back(alloc);
    }
  });
  llvm::erase_if(filled, [&](memref::AllocOp alloc) {
    std::optional<AddressSpace> space = getAddressSpace(alloc.getType());
    return !space || !isVersionedSpace(*space) || hasStagingTwin(alloc) ||
           !alloc.getType().hasStaticShape() ||
           !isUsedOnlyIn(alloc.getResult(), loop);
  });
  return filled;
}

/// Lowers the versions of the plan's buffers, memory by memory, until
/// every memory holds its buffers where the most are live: each time, the
/// loop with the most versions among those whose buffers are live there
/// gives up one.
static void fitCapacity(FunctionOpInterface func, const TargetInfo &target,
                        Plan &plan) {
  tirpto::BufferLiveness liveness(func);
  SmallVector<LiveBuffer> buffers;
  (void)collectLiveBuffers(func, target, liveness, buffers,
                           /*diagnose=*/false);
  for (AddressSpace space : {AddressSpace::L1, AddressSpace::L0A,
                             AddressSpace::L0B, AddressSpace::UB}) {
    for (;;) {
      SmallVector<std::pair<int64_t, tirpto::ProgramSpan>> inSpace;
      for (const LiveBuffer &buffer : buffers)
        if (buffer.space == space)
          inSpace.push_back({buffer.bytes, buffer.live});
      for (auto &[loop, loopPlan] : plan)
        for (const FilledBuffer &buffer : loopPlan.buffers)
          if (buffer.space == space && buffer.versions > 1)
            inSpace.push_back(
                {buffer.bytes * (buffer.versions - 1), buffer.live});
      auto [peak, point] = tirpto::getPeakLiveBytes(inSpace);
      if (peak <= target.capacityBytes(space))
        break;
      LoopPlan *most = nullptr;
      unsigned mostVersions = 1;
      for (auto &[loop, loopPlan] : plan)
        for (const FilledBuffer &buffer : loopPlan.buffers)
          if (buffer.space == space && buffer.live.contains(point) &&
              buffer.versions > mostVersions) {
            most = &loopPlan;
            mostVersions = buffer.versions;
          }
      if (!most)
        break; // ascend-check-capacity reports it
      for (FilledBuffer &buffer : most->buffers)
        if (buffer.space == space && buffer.versions == mostVersions)
          --buffer.versions;
    }
  }
}

/// Plans the pipelined loops of `func`, with remarks where a loop gets
/// fewer versions than its num_stages.
static void planFunction(FunctionOpInterface func, const TargetInfo &target,
                         Plan &plan) {
  tirpto::BufferLiveness liveness(func);
  Plan planned;
  func.walk([&](scf::ForOp loop) {
    auto stagesAttr =
        loop->getAttrOfType<IntegerAttr>(AscendDialect::kNumStagesAttrName);
    int64_t stages = stagesAttr ? stagesAttr.getInt() : 1;
    // The versions a buffer asks for itself (T.annotate_buffer_versions)
    // win over the loop's stages.
    auto versionsOf = [&](memref::AllocOp alloc) {
      auto versions =
          alloc->getAttrOfType<IntegerAttr>(AscendDialect::kVersionsAttrName);
      return versions ? versions.getInt() : stages;
    };
    // A loop with one stage is left alone unless it fills a buffer with
    // versions of its own.
    SmallVector<memref::AllocOp> filled = findFilledBuffers(loop);
    if (stages < 2 && llvm::none_of(filled, [&](memref::AllocOp alloc) {
          return versionsOf(alloc) >= 2;
        }))
      return;
    int64_t most = stages;
    for (memref::AllocOp alloc : filled)
      most = std::max(most, versionsOf(alloc));
    std::optional<int64_t> trips = tirpto::compat::constantTripCount(
        loop.getLowerBound(), loop.getUpperBound(), loop.getStep());
    if (trips && *trips < 2)
      return;
    int64_t copies = std::min<int64_t>(most, kMaxVersions);
    if (trips)
      copies = std::min(copies, *trips);
    LoopPlan loopPlan{static_cast<unsigned>(copies),
                      stages >= 2 ? "num_stages = " + std::to_string(stages)
                                  : "T.annotate_buffer_versions",
                      {}};
    for (memref::AllocOp alloc : filled) {
      int64_t versions = std::min(versionsOf(alloc), copies);
      if (versions < 2)
        continue;
      MemRefType type = alloc.getType();
      AddressSpace space = *getAddressSpace(type);
      std::optional<int64_t> bytes =
          getLocalBufferBytes(type, target.alignmentBytes(space));
      if (!bytes)
        continue;
      loopPlan.buffers.push_back(
          {alloc, space, *bytes, liveness.getLiveSpan(alloc.getResult()),
           static_cast<unsigned>(versions), static_cast<unsigned>(versions)});
    }
    if (loopPlan.buffers.empty()) {
      InFlightDiagnostic remark =
          loop.emitRemark("num_stages = ")
          << stages
          << " has no effect: no local buffer is filled at the start of "
             "each iteration and used only in the loop, to give versions";
      // A load that may pass a tensor's edge is padded first: the buffer
      // is then filled by two ops, not one.
      bool padded = false;
      loop.getBody()->walk([&](scf::IfOp guard) {
        padded |=
            !guard->hasAttr(AscendDialect::kEdgeGuardAttrName) &&
            llvm::any_of(guard.thenBlock()->getOperations(),
                         [](Operation &op) { return isa<ascend::VDupOp>(op); });
      });
      if (padded)
        remark << " (a load whose region may pass the tensor's edge is "
                  "padded before it: where the region's offset is not "
                  "bounded, e.g. by a loop counter the analysis cannot "
                  "see, its buffer is not filled by one move)";
      return;
    }
    planned.insert({loop, std::move(loopPlan)});
  });
  // A pipelined loop inside another: the inner one (closer to the work)
  // is multi-buffered; unrolling the outer one would copy it.
  Plan ours;
  for (auto &[op, loopPlan] : planned) {
    bool hasInner = llvm::any_of(planned, [&](const auto &other) {
      return other.first != op && op->isProperAncestor(other.first);
    });
    if (hasInner)
      op->emitRemark("num_stages has no effect on a loop that holds "
                     "another pipelined loop: the inner one gets the "
                     "versions");
    else
      ours.insert({op, std::move(loopPlan)});
  }
  fitCapacity(func, target, ours);
  for (auto &[op, loopPlan] : ours) {
    // Per memory: the versions it holds, the most asked for, and whether
    // a buffer asked for them itself.
    struct Fewer {
      unsigned holds = 0, asked = 0;
      bool annotated = false;
    };
    std::map<AddressSpace, Fewer> fewer;
    unsigned most = 1;
    for (const FilledBuffer &buffer : loopPlan.buffers) {
      most = std::max(most, buffer.versions);
      if (buffer.versions >= buffer.asked)
        continue;
      Fewer &entry = fewer[buffer.space];
      entry.holds = buffer.versions;
      if (buffer.asked > entry.asked)
        entry.annotated = buffer.annotated;
      entry.asked = std::max(entry.asked, buffer.asked);
    }
    for (auto [space, entry] : fewer)
      op->emitRemark(entry.annotated ? "T.annotate_buffer_versions"
                                     : loopPlan.askedBy)
          << ": " << stringifyAddressSpace(space) << " holds " << entry.holds
          << (entry.holds == 1 ? " version" : " versions")
          << " of the buffers this loop fills, not " << entry.asked;
    if (most < 2)
      continue;
    loopPlan.copies = std::min(loopPlan.copies, most);
    plan.insert({op, std::move(loopPlan)});
  }
  // A buffer that asked for versions and that no loop fills whole keeps
  // one: say so.
  func.walk([&](memref::AllocOp alloc) {
    auto versions =
        alloc->getAttrOfType<IntegerAttr>(AscendDialect::kVersionsAttrName);
    if (!versions || versions.getInt() < 2)
      return;
    bool given = llvm::any_of(plan, [&](const auto &entry) {
      return llvm::any_of(entry.second.buffers, [&](const FilledBuffer &b) {
        return b.alloc == alloc;
      });
    });
    if (!given)
      alloc.emitRemark("T.annotate_buffer_versions asks for ")
          << versions.getInt()
          << " versions of this buffer, but no loop fills it whole at the "
             "start of each iteration (and uses it only inside): it keeps "
             "one";
  });
}

namespace {

/// Unrolls a planned loop: `for k = lb to ub step s` becomes `for k0 = lb
/// to ub' step s * n` whose body runs the old body n times, at k0 + j * s,
/// with version j mod v of each filled buffer. With a constant trip count
/// t, ub' covers t - t mod n iterations and the last t mod n run after the
/// loop; otherwise the copies j > 0 run under `k0 + j * s < ub`.
struct MultiBufferLoop : OpRewritePattern<scf::ForOp> {
  MultiBufferLoop(MLIRContext *context, const Plan &plan)
      : OpRewritePattern(context), plan(plan) {}

  LogicalResult matchAndRewrite(scf::ForOp loop,
                                PatternRewriter &rewriter) const override {
    auto it = plan.find(loop);
    if (it == plan.end())
      return failure();
    const LoopPlan &loopPlan = it->second;
    unsigned copies = loopPlan.copies;
    Location loc = loop.getLoc();
    Type ivType = loop.getInductionVar().getType();

    SmallVector<SmallVector<Value>> versions;
    for (const FilledBuffer &buffer : loopPlan.buffers) {
      memref::AllocOp alloc = buffer.alloc;
      SmallVector<Value> values{alloc.getResult()};
      rewriter.setInsertionPointAfter(alloc);
      // The versions are given: a second run of the pass adds none.
      rewriter.modifyOpInPlace(
          alloc, [&] { alloc->removeAttr(AscendDialect::kVersionsAttrName); });
      for (unsigned i = 1; i < buffer.versions; ++i)
        values.push_back(rewriter.clone(*alloc)->getResult(0));
      versions.push_back(std::move(values));
    }

    auto emitBody = [&](OpBuilder &builder, Value iv, unsigned copy,
                        ValueRange iterValues) {
      IRMapping mapping;
      mapping.map(loop.getInductionVar(), iv);
      mapping.map(loop.getRegionIterArgs(), iterValues);
      for (auto [buffer, values] : llvm::zip(loopPlan.buffers, versions))
        mapping.map(values.front(), values[copy % values.size()]);
      for (Operation &op : loop.getBody()->without_terminator())
        builder.clone(op, mapping);
      auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
      return llvm::map_to_vector(yield.getOperands(), [&](Value value) {
        return mapping.lookupOrDefault(value);
      });
    };
    auto offset = [&](OpBuilder &builder, Value base, int64_t steps) {
      if (steps == 0)
        return base;
      Value count = builder.create<arith::ConstantOp>(
          loc, builder.getIntegerAttr(ivType, steps));
      Value delta =
          builder.createOrFold<arith::MulIOp>(loc, loop.getStep(), count);
      return builder.createOrFold<arith::AddIOp>(loc, base, delta);
    };

    rewriter.setInsertionPoint(loop);
    std::optional<int64_t> trips = tirpto::compat::constantTripCount(
        loop.getLowerBound(), loop.getUpperBound(), loop.getStep());
    Value upper = loop.getUpperBound();
    int64_t rest = 0;
    if (trips) {
      rest = *trips % copies;
      upper = offset(rewriter, loop.getLowerBound(), *trips - rest);
    }
    Value count = rewriter.create<arith::ConstantOp>(
        loc, rewriter.getIntegerAttr(ivType, copies));
    Value step =
        rewriter.createOrFold<arith::MulIOp>(loc, loop.getStep(), count);
    auto unrolled = rewriter.create<scf::ForOp>(
        loc, loop.getLowerBound(), upper, step, loop.getInitArgs(),
        [&](OpBuilder &builder, Location, Value iv, ValueRange iterArgs) {
          SmallVector<Value> current(iterArgs);
          for (unsigned copy = 0; copy < copies; ++copy) {
            Value at = offset(builder, iv, copy);
            if (trips || copy == 0) {
              current = emitBody(builder, at, copy, current);
              continue;
            }
            Value inRange = builder.create<arith::CmpIOp>(
                loc, arith::CmpIPredicate::slt, at, loop.getUpperBound());
            auto guard = builder.create<scf::IfOp>(
                loc, inRange,
                [&](OpBuilder &thenBuilder, Location) {
                  thenBuilder.create<scf::YieldOp>(
                      loc, emitBody(thenBuilder, at, copy, current));
                },
                [&](OpBuilder &elseBuilder, Location) {
                  elseBuilder.create<scf::YieldOp>(loc, current);
                });
            current.assign(guard.getResults().begin(),
                           guard.getResults().end());
          }
          builder.create<scf::YieldOp>(loc, current);
        });
    SmallVector<Value> current(unrolled.getResults().begin(),
                               unrolled.getResults().end());
    for (int64_t copy = 0; copy < rest; ++copy)
      current = emitBody(rewriter, offset(rewriter, upper, copy),
                         static_cast<unsigned>(copy), current);
    rewriter.replaceOp(loop, current);
    return success();
  }

  const Plan &plan;
};

struct AscendMultiBufferPass
    : ascend::impl::AscendMultiBufferBase<AscendMultiBufferPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<Arch> arch = getRequiredModuleArch(module, getArgument());
    if (failed(arch))
      return signalPassFailure();
    const TargetInfo &target = getTargetInfo(*arch);
    Plan plan;
    for (auto func : module.getOps<FunctionOpInterface>())
      if (!func.isExternal())
        planFunction(func, target, plan);
    if (plan.empty())
      return;
    SmallVector<Operation *> ops;
    for (auto &[op, loopPlan] : plan)
      ops.push_back(op);
    RewritePatternSet patterns(&getContext());
    patterns.add<MultiBufferLoop>(&getContext(), plan);
    GreedyRewriteConfig config;
    tirpto::compat::setStrictness(config, GreedyRewriteStrictness::ExistingOps);
    if (failed(applyOpPatternsAndFold(ops, std::move(patterns), config)))
      signalPassFailure();
  }
};

} // namespace
