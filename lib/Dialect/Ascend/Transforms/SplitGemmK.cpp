//===- SplitGemmK.cpp - the ascend-split-gemm-k pass ----------------------===//
//
// Runs a gemm whose l0a/l0b staging buffers do not fit in K steps, each
// moving a K window of the L1 operands (ascend.load_l0 with offsets). See
// the pass description in Passes.td.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"
#include "tirpto/Dialect/Ascend/Transforms/Passes.h"
#include "tirpto/Support/BufferPlacement.h"
#include "tirpto/Support/CubeLimits.h"
#include "tirpto/Support/LLVMCompat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

namespace mlir::ascend {
#define GEN_PASS_DEF_ASCENDSPLITGEMMK
#include "tirpto/Dialect/Ascend/Transforms/Passes.h.inc"
} // namespace mlir::ascend

using namespace mlir;
using namespace mlir::ascend;

/// The staging buffer `value` is, if it is one.
static memref::AllocOp getStaging(Value value) {
  auto alloc = value.getDefiningOp<memref::AllocOp>();
  if (alloc && alloc->hasAttr(AscendDialect::kStagingAttrName))
    return alloc;
  return {};
}

/// The bytes `type` takes in its space on `info`'s arch.
static int64_t getBytes(MemRefType type, const TargetInfo &info) {
  // The tile it becomes (whole fractal boxes: an M of 8 rows pads).
  AddressSpace space = *getAddressSpace(type);
  return getLocalBufferBytes(type, info.alignmentBytes(space))
      .value_or(std::numeric_limits<int64_t>::max());
}

/// A rows x cols buffer of `whole`'s element type and space.
static MemRefType getWindowType(MemRefType whole, int64_t rows, int64_t cols) {
  return MemRefType::get({rows, cols}, whole.getElementType(),
                         MemRefLayoutAttrInterface(), whole.getMemorySpace());
}

/// The ascend.load_l0 that last filled the staging buffer `staged` before
/// `mmad`: searched backwards in the gemm's block and, from the start of an
/// scf.if's block (ascend-clip-gm-regions wraps a gemm that may be empty),
/// before the scf.if. Null when another gemm reads it in between or the
/// move is not a whole untransposed one.
static LoadL0Op findStagingLoad(MmadOp mmad, Value staged) {
  Operation *at = mmad;
  while (at) {
    for (Operation *op = at->getPrevNode(); op; op = op->getPrevNode()) {
      if (auto load = dyn_cast<LoadL0Op>(op);
          load && load.getTarget() == staged)
        return load.getOffsets().empty() && !load.getTranspose() ? load
                                                                 : LoadL0Op();
      if (auto other = dyn_cast<MmadOp>(op);
          other && (other.getA() == staged || other.getB() == staged))
        return {};
    }
    at = isa<scf::IfOp>(at->getParentOp()) ? at->getParentOp() : nullptr;
  }
  return {};
}

namespace {

/// Whether `op` is in a loop software-pipelined with num_stages >= 2
/// (`ascend.num_stages`), which ascend-multi-buffer gives versions.
static bool isPipelined(Operation *op) {
  for (auto loop = op->getParentOfType<scf::ForOp>(); loop;
       loop = loop->getParentOfType<scf::ForOp>())
    if (auto stages =
            loop->getAttrOfType<IntegerAttr>(AscendDialect::kNumStagesAttrName);
        stages && stages.getInt() >= 2)
      return true;
  return false;
}

/// How one gemm is split: its K step, and the staging pairs its steps
/// alternate between.
struct SplitPlan {
  int64_t step = 0;
  unsigned pairs = 1;
};

/// The gemms of a function to split, with their plan.
using StepPlan = DenseMap<Operation *, SplitPlan>;

/// Decides the K step of each gemm of `func` (see the pass description),
/// for up to `maxPairs` staging pairs.
void planSteps(func::FuncOp func, const TargetInfo &info, unsigned maxPairs,
               StepPlan &plan) {
  struct Budget {
    int64_t own = 0, staged = 0, count = 0;
  };
  DenseMap<AddressSpace, Budget> budgets;
  for (AddressSpace space : {AddressSpace::L0A, AddressSpace::L0B}) {
    Budget &budget = budgets[space];
    func.walk([&](memref::AllocOp alloc) {
      MemRefType type = alloc.getType();
      if (getAddressSpace(type) != space || !type.hasStaticShape())
        return;
      if (getStaging(alloc)) {
        budget.staged += getBytes(type, info);
        ++budget.count;
      } else {
        budget.own += getBytes(type, info);
      }
    });
  }
  // The bytes each staging buffer of `space` may take with `pairs` of them
  // per type: any, where they all fit.
  auto share = [&](AddressSpace space, unsigned pairs) -> int64_t {
    const Budget &budget = budgets[space];
    if (budget.count == 0 ||
        budget.own + budget.staged * pairs <= info.capacityBytes(space))
      return std::numeric_limits<int64_t>::max();
    int64_t left = std::max<int64_t>(info.capacityBytes(space) - budget.own, 0);
    return llvm::alignDown(left / (budget.count * pairs),
                           static_cast<int64_t>(info.alignmentBytes(space)));
  };
  func.walk([&](MmadOp mmad) {
    memref::AllocOp a = getStaging(mmad.getA()), b = getStaging(mmad.getB());
    if (!a || !b)
      return;
    MemRefType aType = a.getType(), bType = b.getType();
    auto fits = [&](MemRefType aType, MemRefType bType, unsigned pairs) {
      return getBytes(aType, info) <= share(AddressSpace::L0A, pairs) &&
             getBytes(bType, info) <= share(AddressSpace::L0B, pairs);
    };
    // A gemm whose staging fits is split only where a pipelined loop would
    // want versions of it that do not fit (its steps then alternate
    // between two pairs, or it is left alone).
    bool wantsPairs = maxPairs >= 2 && isPipelined(mmad);
    bool fitsOnce = fits(aType, bType, 1);
    if (fitsOnce && (!wantsPairs || fits(aType, bType, 2)))
      return;
    int64_t m = aType.getDimSize(0), k = aType.getDimSize(1),
            n = bType.getDimSize(1);
    int64_t align = tirpto::getCubeWindowAlignment(aType.getElementType());
    // The most pairs first; a step is one Cube instruction: its K is at
    // most kMaxCubeExtent.
    for (unsigned pairs = maxPairs; pairs >= (fitsOnce ? 2 : 1); --pairs) {
      for (int64_t step = llvm::alignDown(
               std::min<int64_t>(k - 1, tirpto::kMaxCubeExtent), align);
           step >= align; step -= align) {
        if (k % step) // (a divisor below k: at least two steps)
          continue;
        if (fits(getWindowType(aType, m, step), getWindowType(bType, step, n),
                 pairs)) {
          plan[mmad] = {step, pairs};
          return;
        }
      }
    }
    if (fitsOnce)
      return; // no step leaves room for two pairs: one whole pair it is
    // Left for ascend-check-capacity to report; say why it is not split.
    mmad.emitWarning("this gemm's l0a/l0b staging (")
        << getBytes(aType, info) << " and " << getBytes(bType, info)
        << " bytes) does not fit its share of l0a/l0b, and no K step does: "
           "K = "
        << k << " has no divisor below it that is a multiple of " << align
        << " (at most " << tirpto::kMaxCubeExtent
        << ") whose staging fits; use a K tile with such a divisor";
  });
}

/// Splits one planned gemm into its K steps.
struct SplitGemm : OpRewritePattern<MmadOp> {
  SplitGemm(MLIRContext *context, const StepPlan &plan)
      : OpRewritePattern(context), plan(plan) {}

  /// The `nth` staging buffer of `type` of the function holding `at`,
  /// shared as convert-tir-to-ascend shares it.
  static Value getStagingBuffer(PatternRewriter &rewriter, Operation *at,
                                MemRefType type, unsigned nth) {
    return tirpto::getSharedTemporary(rewriter, at, type,
                                      AscendDialect::kStagingAttrName, nth);
  }

  LogicalResult matchAndRewrite(MmadOp mmad,
                                PatternRewriter &rewriter) const override {
    SplitPlan split = plan.lookup(mmad);
    int64_t step = split.step;
    if (!step)
      return rewriter.notifyMatchFailure(mmad, "not planned");
    LoadL0Op loadA = findStagingLoad(mmad, mmad.getA());
    LoadL0Op loadB = findStagingLoad(mmad, mmad.getB());
    if (!loadA || !loadB)
      return rewriter.notifyMatchFailure(mmad, "operands not staged whole");
    auto aType = cast<MemRefType>(mmad.getA().getType());
    auto bType = cast<MemRefType>(mmad.getB().getType());
    int64_t m = aType.getDimSize(0), k = aType.getDimSize(1),
            n = bType.getDimSize(1);
    SmallVector<std::pair<Value, Value>, 2> stages;
    for (unsigned pair = 0; pair < split.pairs; ++pair)
      stages.push_back({getStagingBuffer(rewriter, mmad,
                                         getWindowType(aType, m, step), pair),
                        getStagingBuffer(rewriter, mmad,
                                         getWindowType(bType, step, n), pair)});

    Location loc = mmad.getLoc();
    Value l1A = loadA.getSource(), l1B = loadB.getSource();
    Value c = mmad.getC(), depth = mmad.getDepth();
    rewriter.setInsertionPoint(mmad);
    Value zero = rewriter.create<arith::ConstantIndexOp>(loc, 0);
    Value stepValue = rewriter.create<arith::ConstantIndexOp>(loc, step);
    // One step at K offset `offset` through staging pair `pair`: its
    // windows, and the product of the depth left there (all of the step
    // without a depth).
    auto emitStep = [&](OpBuilder &builder, Value offset, Value init,
                        unsigned pair) {
      auto [stageA, stageB] = stages[pair];
      builder.create<LoadL0Op>(loc, l1A, ValueRange{zero, offset}, stageA,
                               /*transpose=*/false);
      builder.create<LoadL0Op>(loc, l1B, ValueRange{offset, zero}, stageB,
                               /*transpose=*/false);
      Value stepDepth;
      if (depth) {
        Value left =
            offset == zero
                ? depth
                : builder.create<arith::SubIOp>(loc, depth, offset).getResult();
        stepDepth = builder.create<arith::MinSIOp>(loc, left, stepValue);
      }
      builder.create<MmadOp>(loc, stageA, stageB, c, init, stepDepth);
    };
    emitStep(rewriter, zero, mmad.getInit(), 0);
    // The other steps accumulate, up to the depth when there is one.
    Value accumulate = rewriter.create<arith::ConstantIntOp>(loc, 0, 1);
    auto index = [&](int64_t value) -> Value {
      return rewriter.create<arith::ConstantIndexOp>(loc, value);
    };
    if (split.pairs == 1) {
      Value end = depth ? depth : index(k);
      rewriter.create<scf::ForOp>(
          loc, stepValue, end, stepValue, ValueRange(),
          [&](OpBuilder &builder, Location, Value offset, ValueRange) {
            emitStep(builder, offset, accumulate, 0);
            builder.create<scf::YieldOp>(loc);
          });
    } else {
      // Two steps per iteration, through pair 1 and then pair 0, so that
      // each step's moves go to the pair the previous step does not read.
      // With a depth, the second step runs where it starts inside it;
      // without, an odd step left over follows the loop.
      int64_t steps = k / step;
      Value end = depth ? depth : index(step + (steps - 1) / 2 * 2 * step);
      rewriter.create<scf::ForOp>(
          loc, stepValue, end, index(2 * step), ValueRange(),
          [&](OpBuilder &builder, Location, Value offset, ValueRange) {
            emitStep(builder, offset, accumulate, 1);
            Value next = builder.create<arith::AddIOp>(loc, offset, stepValue);
            if (depth) {
              Value inside = builder.create<arith::CmpIOp>(
                  loc, arith::CmpIPredicate::slt, next, depth);
              builder.create<scf::IfOp>(
                  loc, inside, [&](OpBuilder &thenBuilder, Location) {
                    emitStep(thenBuilder, next, accumulate, 0);
                    thenBuilder.create<scf::YieldOp>(loc);
                  });
            } else {
              emitStep(builder, next, accumulate, 0);
            }
            builder.create<scf::YieldOp>(loc);
          });
      if (!depth && (steps - 1) % 2)
        emitStep(rewriter, index((steps - 1) * step), accumulate, 1);
    }
    rewriter.eraseOp(mmad);
    rewriter.eraseOp(loadA);
    rewriter.eraseOp(loadB);
    return success();
  }

  const StepPlan &plan;
};

struct AscendSplitGemmKPass
    : ascend::impl::AscendSplitGemmKBase<AscendSplitGemmKPass> {
  using AscendSplitGemmKBase::AscendSplitGemmKBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<Arch> arch = getRequiredModuleArch(module, getArgument());
    if (failed(arch))
      return signalPassFailure();
    const TargetInfo &info = getTargetInfo(*arch);
    if (stagingPairs < 1 || stagingPairs > 2) {
      module.emitError("ascend-split-gemm-k: staging-pairs is 1 or 2, not ")
          << stagingPairs;
      return signalPassFailure();
    }
    StepPlan plan;
    for (auto func : module.getOps<func::FuncOp>())
      planSteps(func, info, stagingPairs, plan);
    if (plan.empty())
      return;
    SmallVector<Operation *> ops;
    for (auto [mmad, split] : plan) {
      ops.push_back(mmad);
      // Revisited once their gemms are split, so that a staging buffer no
      // gemm uses any more is erased.
      ops.push_back(cast<MmadOp>(mmad).getA().getDefiningOp());
      ops.push_back(cast<MmadOp>(mmad).getB().getDefiningOp());
    }
    RewritePatternSet patterns(&getContext());
    patterns.add<SplitGemm>(&getContext(), plan);
    GreedyRewriteConfig config;
    // Only the planned gemms (the plan is keyed by them): not the gemms the
    // split makes.
    tirpto::compat::setStrictness(config, GreedyRewriteStrictness::ExistingOps);
    if (failed(applyOpPatternsAndFold(ops, std::move(patterns), config)))
      signalPassFailure();
  }
};

} // namespace
