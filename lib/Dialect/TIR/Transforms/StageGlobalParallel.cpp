//===- StageGlobalParallel.cpp - T.Parallel on global memory via ub -------===//
//
// The tir-stage-global-parallel pass: see its description in Passes.td.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/TIR/IR/TIR.h"
#include "tirpto/Dialect/TIR/Transforms/Passes.h"
#include "tirpto/Support/LLVMCompat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::tir {
#define GEN_PASS_DEF_TIRSTAGEGLOBALPARALLEL
#include "tirpto/Dialect/TIR/Transforms/Passes.h.inc"
} // namespace mlir::tir

using namespace mlir;
using namespace mlir::tir;

namespace {

/// How a global buffer is accessed in a nest: the same indices everywhere,
/// each either a value the nest does not change (a fixed dimension) or one
/// of the nest's loop indices plus such a value, every loop index once, in
/// the nest's order.
struct GlobalAccess {
  Value buffer;
  /// Per dimension: the nest loop it follows (-1: fixed), and the value
  /// added to the loop index (or the fixed index).
  SmallVector<int> loop;
  SmallVector<Value> base;
  /// Per dimension, more values added to the loop index (`(j + 8) + 4`).
  SmallVector<SmallVector<Value, 1>> extra;
  SmallVector<Value> indices; // as written, to compare accesses
  bool read = false, written = false;
  /// Whether a store may skip elements of the chunk (it is under a branch
  /// or a loop of the body): the chunk is then copied in before the nest.
  bool partiallyWritten = false;
  /// A buffer only read whose chunk is one element (a per-row vector in
  /// chunks of one row): read as a scalar at these indices, not staged.
  bool scalar = false;
  SmallVector<Value> scalarIndices;
  /// Per dimension: whether the ub buffer keeps it (a loop whose chunk is
  /// more than one; a one-iteration chunk is a fixed index of the chunk).
  SmallVector<bool> kept;
};

/// A `for i in T.Parallel(...)` nest whose elements are read from and
/// written to global memory directly (upstream TileLang's T.SimtVF
/// examples: `C[i] = A[i] + B[i]` on kernel arguments): staged in chunks
/// through ub buffers, each chunk copied in, computed by a nest over the
/// ub buffers and copied out.
struct StageGlobalNest : OpRewritePattern<ForOp> {
  StageGlobalNest(MLIRContext *context, int64_t budget)
      : OpRewritePattern(context), budget(budget) {}

  static bool isGlobal(Value buffer) {
    auto type = dyn_cast<MemRefType>(buffer.getType());
    return type && getScopeClass(type) == ScopeClass::Global;
  }

  /// The values `index` adds to loop index `iv`, innermost first (`iv`
  /// alone: none; `(j + 8) + 4`: 8 and 4), or failure.
  static FailureOr<SmallVector<Value, 1>> offsetFrom(Value index, Value iv,
                                                     ForOp root) {
    if (index == iv)
      return SmallVector<Value, 1>();
    auto add = index.getDefiningOp<arith::AddIOp>();
    if (!add)
      return failure();
    for (auto [inner, other] : {std::pair(add.getLhs(), add.getRhs()),
                                std::pair(add.getRhs(), add.getLhs())}) {
      if (!isInvariantIn(other, root))
        continue;
      FailureOr<SmallVector<Value, 1>> addends = offsetFrom(inner, iv, root);
      if (failed(addends))
        continue;
      addends->push_back(other);
      return addends;
    }
    return failure();
  }

  LogicalResult matchAndRewrite(ForOp root,
                                PatternRewriter &rewriter) const override {
    if (!isOutermostParallelLoop(root))
      return failure();
    auto kernel = root->getParentOfType<KernelOp>();
    if (!kernel)
      return failure();
    // The perfect nest of parallel loops from 0, step 1, constant extents.
    SmallVector<ForOp> loops = getPerfectParallelNest(root);
    if (loops.size() > 2)
      return failure();
    SmallVector<int64_t> extents;
    SmallVector<Value> ivs;
    for (ForOp loop : loops) {
      APInt lb, ub, step;
      if (!matchPattern(loop.getLowerBound(), m_ConstantInt(&lb)) ||
          !matchPattern(loop.getUpperBound(), m_ConstantInt(&ub)) ||
          !matchPattern(loop.getStep(), m_ConstantInt(&step)) || !lb.isZero() ||
          !step.isOne() || ub.getSExtValue() < 1)
        return failure();
      extents.push_back(ub.getSExtValue());
      ivs.push_back(loop.getInductionVar());
    }

    // The global buffers and how they are accessed; whether the nest also
    // indexes local buffers (then it is staged in one chunk: their indices
    // are the nest's).
    SmallVector<GlobalAccess, 4> accesses;
    SmallVector<Value> scalarReads;
    SmallVector<memref::LoadOp> scalarReadOps;
    bool valid = true, touchesLocal = false;
    Block *innermost = &loops.back().getBody().front();
    root.walk([&](Operation *op) {
      Value buffer;
      ValueRange indices;
      bool write = false;
      if (auto load = dyn_cast<memref::LoadOp>(op)) {
        buffer = load.getMemRef();
        indices = load.getIndices();
      } else if (auto store = dyn_cast<memref::StoreOp>(op)) {
        buffer = store.getMemRef();
        indices = store.getIndices();
        write = true;
      } else {
        // Any other use of a global buffer in the nest (a copy, a region).
        for (Value operand : op->getOperands())
          if (isGlobal(operand))
            valid = false;
        return;
      }
      if (!isGlobal(buffer)) {
        touchesLocal = true;
        return;
      }
      // Buffers of whole-byte integer or float elements (the ub buffer
      // staging one holds them).
      Type element = cast<MemRefType>(buffer.getType()).getElementType();
      if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() % 8) {
        valid = false;
        return;
      }
      if (!isa<BlockArgument>(buffer)) {
        valid = false;
        return;
      }
      // A read of one element the nest does not move (`scale[0]`) stays
      // a scalar read of global memory.
      if (!write && llvm::all_of(indices, [&](Value index) {
            return isInvariantIn(index, root);
          })) {
        scalarReads.push_back(buffer);
        scalarReadOps.push_back(cast<memref::LoadOp>(op));
        return;
      }
      GlobalAccess *access = nullptr;
      for (GlobalAccess &known : accesses)
        if (known.buffer == buffer)
          access = &known;
      if (access) {
        if (access->indices.size() != indices.size() ||
            !llvm::all_of(llvm::zip(access->indices, indices), [](auto pair) {
              return isSameComputation(std::get<0>(pair), std::get<1>(pair));
            }))
          valid = false;
      } else {
        GlobalAccess fresh;
        fresh.buffer = buffer;
        fresh.indices = llvm::to_vector(indices);
        // Each index follows a loop of the nest (a later one than the
        // previous index's: a read may skip loops, `base[j]` in an (i, j)
        // nest, and is the same for all of their iterations) or is fixed.
        unsigned nextLoop = 0, used = 0;
        for (Value index : indices) {
          bool matched = false;
          for (unsigned loop = nextLoop; loop < ivs.size() && !matched;
               ++loop) {
            FailureOr<SmallVector<Value, 1>> offset =
                offsetFrom(index, ivs[loop], root);
            if (succeeded(offset)) {
              fresh.loop.push_back(loop);
              fresh.base.push_back(offset->empty() ? Value() : offset->front());
              fresh.extra.emplace_back(
                  offset->empty() ? ArrayRef<Value>()
                                  : ArrayRef<Value>(*offset).drop_front());
              nextLoop = loop + 1;
              ++used;
              matched = true;
            }
          }
          if (!matched) {
            // A fixed index: the same in every iteration, and before the
            // loop dimensions (a chunk's region keeps contiguous rows).
            if (!isInvariantIn(index, root) || used > 0) {
              valid = false;
              return;
            }
            fresh.loop.push_back(-1);
            fresh.base.push_back(index);
            fresh.extra.emplace_back();
          }
        }
        if (used == 0) {
          valid = false;
          return;
        }
        accesses.push_back(fresh);
        access = &accesses.back();
      }
      (write ? access->written : access->read) = true;
      if (write && op->getBlock() != innermost)
        access->partiallyWritten = true;
    });
    if (!valid || accesses.empty())
      return failure();
    // Every iteration writes its own element: a written buffer follows
    // every loop of the nest. Elements read as scalars are not written.
    for (GlobalAccess &access : accesses) {
      if (access.written && llvm::count_if(access.loop, [](int loop) {
                              return loop >= 0;
                            }) != static_cast<int64_t>(ivs.size()))
        return failure();
      if (access.written && llvm::is_contained(scalarReads, access.buffer))
        return failure();
    }

    // The chunk: whole rows of the innermost loop where they fit, as many
    // elements as the budget gives every staged buffer (a power of two).
    int64_t bytes = 0;
    for (GlobalAccess &access : accesses)
      bytes += llvm::divideCeil(
          cast<MemRefType>(access.buffer.getType()).getElementTypeBitWidth(),
          8);
    int64_t elements = std::max<int64_t>(
        32, static_cast<int64_t>(llvm::bit_floor(uint64_t(budget / bytes))));
    SmallVector<int64_t> chunk(extents.size());
    chunk.back() = std::min(extents.back(), elements);
    if (touchesLocal)
      chunk = extents;
    else if (extents.size() == 2)
      chunk[0] = std::min(
          extents[0], std::max<int64_t>(
                          1, static_cast<int64_t>(llvm::bit_floor(uint64_t(
                                 std::max<int64_t>(1, elements / chunk[1]))))));
    // A chunk that does not divide its loop reaches past it: only where
    // the loop covers its whole dimension of every buffer it indexes (the
    // region then reaches past the tensor, and the copies are clipped at
    // its edge), else the nest would write elements it does not own.
    // A constant offset that takes the loop past its dimension is a read
    // or write outside the tensor: left for convert-tir-to-ascend to
    // report rather than clipped.
    for (GlobalAccess &access : accesses)
      for (auto [d, loop] : llvm::enumerate(access.loop)) {
        auto type = cast<MemRefType>(access.buffer.getType());
        std::optional<int64_t> base = access.base[d]
                                          ? getConstantIntValue(access.base[d])
                                          : std::optional<int64_t>(0);
        for (Value more : access.extra[d]) {
          std::optional<int64_t> c = getConstantIntValue(more);
          base = base && c ? std::optional<int64_t>(*base + *c) : std::nullopt;
        }
        int64_t reach = loop >= 0 ? extents[loop] : 1;
        if (base && !type.isDynamicDim(d) &&
            (*base < 0 || *base + reach > type.getDimSize(d)))
          return failure();
      }
    for (auto [dim, extent] : llvm::enumerate(extents)) {
      if (extent % chunk[dim] == 0)
        continue;
      for (GlobalAccess &access : accesses)
        for (auto [d, loop] : llvm::enumerate(access.loop))
          if (loop == static_cast<int>(dim) &&
              (access.base[d] ||
               cast<MemRefType>(access.buffer.getType()).getDimSize(d) !=
                   extent))
            return failure();
    }

    for (GlobalAccess &access : accesses) {
      // With fixed dimensions dropped from the region, a loop dimension
      // of one is dropped too: which unit dimensions a region type drops
      // would otherwise be ambiguous.
      bool fixed = llvm::is_contained(access.loop, -1);
      for (int loop : access.loop)
        access.kept.push_back(loop >= 0 && (!fixed || chunk[loop] > 1));
      if (llvm::is_contained(access.kept, true))
        continue;
      if (access.written) {
        // A written buffer keeps a (one-element) dimension.
        for (int d = access.loop.size() - 1; d >= 0; --d)
          if (access.loop[d] >= 0) {
            access.kept[d] = true;
            break;
          }
      } else {
        access.scalar = true;
      }
    }

    Location loc = root.getLoc();
    // The ub buffers, at the start of the kernel.
    SmallVector<Value> staged;
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(&kernel.getBody().front());
      for (GlobalAccess &access : accesses) {
        if (access.scalar) {
          staged.push_back(Value());
          continue;
        }
        auto type = cast<MemRefType>(access.buffer.getType());
        // The chunk along the loops the buffer follows.
        SmallVector<int64_t> shape;
        for (auto [loop, kept] : llvm::zip(access.loop, access.kept))
          if (kept)
            shape.push_back(chunk[loop]);
        auto ub = MemRefType::get(
            shape, type.getElementType(), MemRefLayoutAttrInterface(),
            ScopeAttr::get(rewriter.getContext(), "shared"));
        std::string name = "global";
        if (auto arg = dyn_cast<BlockArgument>(access.buffer))
          if (auto func =
                  dyn_cast<FunctionOpInterface>(arg.getOwner()->getParentOp()))
            if (auto attr = func.getArgAttrOfType<StringAttr>(
                    arg.getArgNumber(), "tir.name"))
              name = attr.getValue().str();
        staged.push_back(rewriter.create<AllocBufferOp>(
            loc, ub, rewriter.getStringAttr(name + "_staged")));
      }
    }

    // The chunk loops (none for a dimension of one chunk).
    auto index = [&](int64_t value) -> Value {
      return rewriter.create<arith::ConstantIndexOp>(loc, value);
    };
    SmallVector<Value> starts;
    for (auto [dim, extent] : llvm::enumerate(extents)) {
      int64_t count = llvm::divideCeil(extent, chunk[dim]);
      if (count == 1) {
        starts.push_back(Value());
        continue;
      }
      // (One statement each: the order of a call's arguments is the
      // compiler's, and the IR would differ.)
      Value lb = index(0), ub = index(count), step = index(1);
      auto loop = rewriter.create<ForOp>(
          loc, ForKindAttr::get(rewriter.getContext(), ForKind::Serial), lb, ub,
          step, IntegerAttr());
      Block *body = rewriter.createBlock(&loop.getBody(), {},
                                         rewriter.getIndexType(), loc);
      rewriter.setInsertionPointToStart(body);
      starts.push_back(rewriter.create<arith::MulIOp>(
          loc, loop.getInductionVar(), index(chunk[dim])));
    }

    auto copy = [&](Value from, Value to) {
      rewriter.create<CopyOp>(loc, from, to, /*pad_value=*/Value(),
                              /*extents=*/ValueRange(),
                              /*transpose=*/UnitAttr(),
                              /*atomic_add=*/UnitAttr(),
                              /*enable_relu=*/UnitAttr(), /*dual=*/UnitAttr(),
                              /*l2_cache_ctrl=*/IntegerAttr(),
                              /*unit_flag_ctrl=*/IntegerAttr(),
                              /*disable_tma=*/UnitAttr());
    };
    // Each buffer's region of the chunk, its offsets computed here where
    // the nest computes them.
    IRMapping hoisted;
    for (GlobalAccess &access : accesses)
      for (auto [base, extra] : llvm::zip(access.base, access.extra)) {
        base = hoistInvariant(base, root, rewriter, hoisted);
        for (Value &more : extra)
          more = hoistInvariant(more, root, rewriter, hoisted);
      }
    // The indices of the scalar reads, computed here too (the nest's
    // lowering reads an element at indices defined outside it).
    SmallVector<SmallVector<Value>> scalarIndices;
    for (memref::LoadOp load : scalarReadOps) {
      scalarIndices.emplace_back();
      for (Value index : load.getIndices())
        scalarIndices.back().push_back(
            hoistInvariant(index, root, rewriter, hoisted));
    }
    SmallVector<Value> regions;
    for (GlobalAccess &access : accesses) {
      auto type = cast<MemRefType>(access.buffer.getType());
      SmallVector<OpFoldResult> offsets, sizes, strides;
      SmallVector<int64_t> shape;
      for (auto [d, loop] : llvm::enumerate(access.loop)) {
        strides.push_back(rewriter.getIndexAttr(1));
        if (loop < 0) {
          offsets.push_back(access.base[d]);
          sizes.push_back(rewriter.getIndexAttr(1));
          continue;
        }
        Value start = starts[loop];
        Value offset =
            start && access.base[d]
                ? rewriter.create<arith::AddIOp>(loc, start, access.base[d])
                : (start ? start : access.base[d]);
        for (Value more : access.extra[d])
          offset = rewriter.create<arith::AddIOp>(loc, offset, more);
        offsets.push_back(offset ? OpFoldResult(offset)
                                 : OpFoldResult(rewriter.getIndexAttr(0)));
        sizes.push_back(rewriter.getIndexAttr(chunk[loop]));
        if (access.kept[d])
          shape.push_back(chunk[loop]);
      }
      if (access.scalar) {
        for (OpFoldResult offset : offsets)
          access.scalarIndices.push_back(
              isa<Value>(offset)
                  ? cast<Value>(offset)
                  : rewriter.create<arith::ConstantIndexOp>(loc, 0));
        regions.push_back(Value());
        continue;
      }
      // The fixed dimensions dropped (not whichever unit dimensions the
      // rank reduction would guess: a loop's chunk may be 1 too).
      auto full = cast<MemRefType>(
          memref::SubViewOp::inferResultType(type, offsets, sizes, strides));
      SmallVector<int64_t> fullStrides;
      int64_t fullOffset = 0;
      if (failed(tirpto::compat::getStridesAndOffset(full, fullStrides,
                                                     fullOffset)))
        return failure();
      SmallVector<int64_t> keptStrides;
      for (auto [d, kept] : llvm::enumerate(access.kept))
        if (kept)
          keptStrides.push_back(fullStrides[d]);
      auto regionType =
          MemRefType::get(shape, type.getElementType(),
                          StridedLayoutAttr::get(rewriter.getContext(),
                                                 fullOffset, keptStrides),
                          type.getMemorySpace());
      regions.push_back(rewriter.create<memref::SubViewOp>(
          loc, regionType, access.buffer, offsets, sizes, strides));
    }
    for (auto [access, region, ub] : llvm::zip(accesses, regions, staged))
      if (!access.scalar && (access.read || access.partiallyWritten))
        copy(region, ub);

    // The nest over the chunk: the loop indices of the original one are
    // the chunk's start plus the new ones; the global accesses read and
    // write the ub buffers.
    IRMapping mapping;
    SmallVector<ForOp> newLoops;
    for (auto [dim, loop] : llvm::enumerate(loops)) {
      Value lb = index(0), ub = index(chunk[dim]), step = index(1);
      auto newLoop = rewriter.create<ForOp>(
          loc, ForKindAttr::get(rewriter.getContext(), ForKind::Parallel), lb,
          ub, step, IntegerAttr());
      Block *body = rewriter.createBlock(&newLoop.getBody(), {},
                                         rewriter.getIndexType(), loc);
      rewriter.setInsertionPointToStart(body);
      newLoops.push_back(newLoop);
    }
    // The original indices, computed in the innermost body (the nest stays
    // perfect where the body uses an index as a value).
    for (auto [dim, loop] : llvm::enumerate(loops)) {
      Value iv = newLoops[dim].getInductionVar();
      mapping.map(loop.getInductionVar(),
                  starts[dim]
                      ? rewriter.create<arith::AddIOp>(loc, starts[dim], iv)
                      : iv);
    }
    Block &oldBody = loops.back().getBody().front();
    SmallVector<Operation *> clonedAccesses;
    for (Operation &op : oldBody) {
      Operation *clone = rewriter.clone(op, mapping);
      clone->walk([&](Operation *inner) {
        if (isa<memref::LoadOp, memref::StoreOp>(inner))
          clonedAccesses.push_back(inner);
      });
    }
    // The scalar reads stay reads of global memory, at their indices
    // computed before the nest.
    llvm::SmallPtrSet<Operation *, 4> scalarClones;
    for (auto [load, indices] : llvm::zip(scalarReadOps, scalarIndices)) {
      auto clone = mapping.lookup(load.getResult()).getDefiningOp();
      rewriter.modifyOpInPlace(clone, [&] {
        cast<memref::LoadOp>(clone).getIndicesMutable().assign(indices);
      });
      scalarClones.insert(clone);
    }
    // The global accesses read and write the ub buffer at the new indices.
    for (Operation *op : clonedAccesses) {
      if (scalarClones.contains(op))
        continue;
      auto load = dyn_cast<memref::LoadOp>(op);
      auto store = dyn_cast<memref::StoreOp>(op);
      Value memref = load ? load.getMemRef() : store.getMemRef();
      for (auto [access, ub] : llvm::zip(accesses, staged)) {
        if (access.buffer != memref)
          continue;
        if (access.scalar) {
          rewriter.modifyOpInPlace(load, [&] {
            load.getIndicesMutable().assign(access.scalarIndices);
          });
          break;
        }
        SmallVector<Value> local;
        for (auto [loop, kept] : llvm::zip(access.loop, access.kept))
          if (kept)
            local.push_back(newLoops[loop].getInductionVar());
        rewriter.setInsertionPoint(op);
        if (load)
          rewriter.replaceOpWithNewOp<memref::LoadOp>(load, ub, local);
        else
          rewriter.replaceOpWithNewOp<memref::StoreOp>(
              store, store.getValueToStore(), ub, local);
        break;
      }
    }
    // The index arithmetic only the global accesses read is dead now.
    Block &newBody = newLoops.back().getBody().front();
    for (Operation &op : llvm::make_early_inc_range(llvm::reverse(newBody)))
      if (isOpTriviallyDead(&op))
        rewriter.eraseOp(&op);
    for (ForOp loop : llvm::reverse(ArrayRef<ForOp>(newLoops).drop_back()))
      for (Operation &op :
           llvm::make_early_inc_range(llvm::reverse(loop.getBody().front())))
        if (isOpTriviallyDead(&op))
          rewriter.eraseOp(&op);
    rewriter.setInsertionPointAfter(newLoops.front());
    for (auto [access, region, ub] : llvm::zip(accesses, regions, staged))
      if (access.written)
        copy(ub, region);
    rewriter.eraseOp(root);
    return success();
  }

  int64_t budget;
};

struct TIRStageGlobalParallelPass
    : tir::impl::TIRStageGlobalParallelBase<TIRStageGlobalParallelPass> {
  using TIRStageGlobalParallelBase::TIRStageGlobalParallelBase;

  void runOnOperation() override {
    if (budget < 1) {
      getOperation().emitError("tir-stage-global-parallel: 'budget' must be "
                               "a positive number of bytes, got ")
          << static_cast<int64_t>(budget);
      return signalPassFailure();
    }
    RewritePatternSet patterns(&getContext());
    patterns.add<StageGlobalNest>(&getContext(), budget);
    GreedyRewriteConfig config;
    tirpto::compat::setMaxIterations(config, 1);
    SmallVector<Operation *> roots;
    getOperation().walk([&](ForOp loop) { roots.push_back(loop); });
    tirpto::compat::setStrictness(config, GreedyRewriteStrictness::ExistingOps);
    (void)applyOpPatternsAndFold(roots, std::move(patterns), config);
  }
};

} // namespace
