//===- ParallelLowering.cpp - T.Parallel nests to whole-tile vector ops --===//
//
// TileLang writes Vector core work element by element:
//
//   for i, j in T.Parallel(M, N):
//       y[i, j] = T.exp(x[i, j] - row_max[i]) * scale
//
// The Vector core computes whole tiles. The T.Parallel lowering reads the
// body of such a nest as an expression over tiles and emits one ascend
// vector op per operation, with a UB temporary per intermediate tile:
//
//   ascend.vbroadcast_binary <sub> (x, row_max) -> t0    (per-row operand)
//   ascend.vunary <exp> (t0) -> t1
//   ascend.vbinary_scalar <mul> (t1, scale) -> y         (the store target)
//
// Every value of the body has a shape class against the iteration domain
// (ParallelNest.h): a scalar (loop invariant), a full tile (one value per
// point), a per-row vector (M x 1) or a per-column vector (1 x N). Each
// operation picks the vector op of its operands' classes. A store of
// `s[i] + e` into the per-row `s[i]` (or max/min) is a row reduction. Other
// constructs are reported, naming the construct.
//
//===----------------------------------------------------------------------===//

#include "ParallelLowering.h"

#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::tir_to_ascend;
using ascend::AddressSpace;
using ascend::VBinaryKind;
using ascend::VUnaryKind;

LogicalResult NestLowering::checkBody() {
  for (Operation &op : *nest.body) {
    bool ok = isa<memref::LoadOp, memref::StoreOp, tir::CallExternOp>(op) ||
              isa_and_nonnull<arith::ArithDialect, math::MathDialect>(
                  op.getDialect());
    if (auto intrin = dyn_cast<tir::IntrinOp>(op)) {
      std::optional<tir::Intrinsic> intrinsic = tir::getIntrinsic(intrin);
      if (!intrinsic)
        return intrin.emitOpError("unsupported TIR intrinsic '")
               << intrin.getIntrin() << "'";
      if (*intrinsic == tir::Intrinsic::LoopBreak)
        return intrin.emitOpError("T.loop_break inside a T.Parallel nest "
                                  "is not supported");
      if (*intrinsic == tir::Intrinsic::Printf)
        return intrin.emitOpError("T.printf inside a T.Parallel nest is not "
                                  "supported (the nest is tile work, with no "
                                  "element-by-element order); print before "
                                  "or after the nest");
      if (!intrin.getResult())
        return intrin.emitOpError("synchronisation ('")
               << intrin.getIntrin()
               << "') inside a T.Parallel nest is not supported; "
                  "synchronise between nests";
      ok = true;
    }
    if (isa<tir::ForOp>(op))
      return op.emitOpError(
          "a loop inside a T.Parallel nest is lowered only when it is the "
          "only statement of a 1-D nest (a serial row reduction: "
          "`for j in T.serial(N): s[i] = s[i] + x[i, j]`) or when "
          "tir-distribute-parallel moves it out of the nest (buffers the "
          "nest writes accessed at one element per iteration, no value "
          "computed again from a buffer the nest writes, loop bounds "
          "computed outside the nest); write the other statements in a "
          "T.Parallel nest of their own");
    if (isa<scf::IfOp>(op))
      return op.emitOpError(
          "an 'if' in a T.Parallel nest is lowered only as a select "
          "(tir-if-convert-parallel): its condition must depend on the "
          "nest (move an 'if' on a value the nest does not change around "
          "the nest), and its branches may only compute and store, reading "
          "no buffer after storing to it");
    if (!ok)
      return op.emitOpError("'")
             << op.getName()
             << "' in a T.Parallel nest is not supported by "
                "convert-tir-to-ascend: the body may hold only loads, "
                "stores, arith and math operations, math externs and TIR "
                "intrinsics";
  }
  return success();
}

FailureOr<Value> NestLowering::getTileBuffer(Operation *op, Value memref,
                                             Shape shape, ValueRange indices,
                                             unsigned windowPrefix) {
  std::optional<BufferDecision> decision = placement.lookup(memref);
  std::string name = placement.getName(memref);
  if (cast<MemRefType>(memref.getType()).getElementType().isInteger(1))
    return op->emitOpError("accesses ")
           << name
           << ", a buffer of i1: boolean tiles are not supported (keep "
              "conditions in comparisons, or store 0/1 in an integer or "
              "float buffer with T.if_then_else)";
  if (memref.getDefiningOp<memref::SubViewOp>())
    return op->emitOpError("accesses a region of ")
           << name
           << " in a T.Parallel nest; element-wise work takes whole local "
              "buffers (copy the region into a buffer first)";
  if (!decision)
    return op->emitOpError("accesses a buffer the conversion did not place");
  if (decision->space != AddressSpace::UB)
    return op->emitOpError("accesses ")
           << name << " (" << ascend::stringifyAddressSpace(decision->space)
           << ") in a T.Parallel nest; element-wise work runs on the Vector "
              "core, on ub buffers only"
           << (decision->space == AddressSpace::GM
                   ? ": copy the global region into a local buffer with "
                     "T.copy first"
                   : "");
  Value buffer = rewriter.getRemappedValue(memref);
  if (windowPrefix) {
    // A window of whole rows of the buffer's rank-2 form (`x[k, j]`,
    // `x[b, i, j]`, k and b invariant in the nest): one row, or the d(n-2)
    // rows of the last two dimensions, from the row the invariant indices
    // select.
    MemRefType original = cast<MemRefType>(memref.getType());
    ArrayRef<int64_t> dims = original.getShape();
    auto type = cast<MemRefType>(buffer.getType());
    if (type.getDimSize(1) != dims.back())
      return op->emitOpError("accesses ")
             << name
             << " by rows, but it is stored as one column (the per-row "
                "result of reducing a rank-3 buffer), which is not read by "
                "rows yet";
    if (type.getDimSize(1) == 1 && type.getDimSize(0) > 1)
      return op->emitOpError("accesses ")
             << name << " (" << original
             << ") by rows, but its last dimension is 1, so it is stored as "
                "one column, of which windows are not supported";
    bool oneRow = indices.size() - windowPrefix == 1;
    int64_t rows = oneRow ? 1 : dims[dims.size() - 2];
    auto constant = [&](int64_t value) -> Value {
      return rewriter.create<arith::ConstantIndexOp>(loc, value);
    };
    Value row = rewriter.getRemappedValue(indices[0]);
    for (unsigned d = 1; d < windowPrefix; ++d)
      row = rewriter.create<arith::AddIOp>(
          loc, rewriter.create<arith::MulIOp>(loc, row, constant(dims[d])),
          rewriter.getRemappedValue(indices[d]));
    if (rows != 1)
      row = rewriter.create<arith::MulIOp>(loc, row, constant(rows));
    OpFoldResult offset = row;
    if (std::optional<int64_t> value = getConstantIntValue(row))
      offset = rewriter.getIndexAttr(*value);
    SmallVector<OpFoldResult> offsets = {offset, rewriter.getIndexAttr(0)};
    SmallVector<OpFoldResult> sizes = {
        rewriter.getIndexAttr(rows), rewriter.getIndexAttr(type.getDimSize(1))};
    SmallVector<OpFoldResult> strides(2, rewriter.getIndexAttr(1));
    buffer = rewriter.create<memref::SubViewOp>(loc, buffer, offsets, sizes,
                                                strides);
    if (shape == Shape::PerRow) {
      // One row read as the nest's per-row vector (`r[b, i]`): the same
      // elements as a column, copied into a temporary.
      if (isa<memref::StoreOp>(op))
        return op->emitOpError("writes one row of ")
               << name
               << " as the per-row vector of a T.Parallel nest; only reads "
                  "of such a row are lowered (write the nest's rows into a "
                  "buffer of their own)";
      Value column = newScratch({type.getDimSize(1), 1}, type.getElementType());
      rewriter.create<ascend::CopyOp>(loc, buffer, column);
      buffer = column;
    }
  }
  ArrayRef<int64_t> actual = cast<MemRefType>(buffer.getType()).getShape();
  SmallVector<int64_t> expected = shapeOf(shape);
  if ((shape == Shape::PerRow || shape == Shape::PerCol) &&
      ArrayRef<int64_t>(expected) != actual && actual[0] == expected[1] &&
      actual[1] == expected[0]) {
    // A vector stored in the other orientation (a 1 x M row read per row,
    // a column read per column): the same elements copied into a
    // temporary of the nest's orientation.
    if (isa<memref::StoreOp>(op))
      return op->emitOpError("writes ")
             << name << ", stored as a " << actual[0] << "x" << actual[1]
             << " tile, as the " << expected[0] << "x" << expected[1]
             << (shape == Shape::PerRow ? " per-row" : " per-column")
             << " vector of a T.Parallel nest; only reads of a vector of "
                "the other orientation are lowered";
    Value copy = newScratch(
        expected, cast<MemRefType>(buffer.getType()).getElementType());
    rewriter.create<ascend::CopyOp>(loc, buffer, copy);
    return copy;
  }
  if (actual != ArrayRef<int64_t>(expected) && nest.getRank() == 1)
    return op->emitOpError("accesses ")
           << name << " as " << actual[0] << "x" << actual[1]
           << " in a 1-D T.Parallel nest whose other vectors are "
           << expected[0] << "x" << expected[1]
           << "; one nest works on one orientation (copy into a buffer of "
              "the other shape first)";
  if (actual != ArrayRef<int64_t>(expected)) {
    InFlightDiagnostic diag = op->emitOpError("accesses ");
    diag << name << ", stored as a " << actual[0] << "x" << actual[1]
         << " tile, as the " << expected[0] << "x" << expected[1]
         << " tile of a T.Parallel nest";
    if (decision && !decision->shape.empty() && actual[1] == 1)
      diag << ": the per-row result of reducing a rank-3 buffer is one "
              "column, which is not read as a tile of another shape yet";
    else
      diag << "; a tile is not read in another shape";
    return diag;
  }
  return buffer;
}

FailureOr<Lowered> NestLowering::lower(Value value, Value hint) {
  if (auto it = lowered.find(value); it != lowered.end())
    return it->second;
  FailureOr<Lowered> result;
  std::optional<unsigned> level;
  for (unsigned l = 0; l < nest.getRank(); ++l)
    if (value == nest.getInductionVar(l))
      level = l;
  if (level) {
    result = lowerLoopIndex(*level);
  } else if (!isInBody(value)) {
    // Loop invariant from outside the nest.
    result = Lowered{Shape::Scalar, rewriter.getRemappedValue(value)};
  } else {
    result = lowerOp(value.getDefiningOp(), hint);
  }
  if (failed(result))
    return failure();
  lowered[value] = *result;
  return result;
}

FailureOr<Lowered> NestLowering::lowerOp(Operation *op, Value hint) {
  // The ops emitted for `op` carry its location.
  Location outer = loc;
  loc = op->getLoc();
  auto restore = llvm::make_scope_exit([&] { loc = outer; });
  // Loads: the buffer itself (or its snapshot).
  if (auto load = dyn_cast<memref::LoadOp>(op)) {
    unsigned window = 0;
    AccessClass access =
        classifyAccess(nest, load.getMemRef(), load.getIndices(), &window);
    std::optional<BufferDecision> decision =
        placement.lookup(load.getMemRef());
    if (access == AccessClass::Scalar && decision && decision->scalar) {
      SmallVector<Value> zeros(
          load.getIndices().size(),
          rewriter.create<arith::ConstantIndexOp>(loc, 0));
      Value value = rewriter.create<memref::LoadOp>(
          loc, rewriter.getRemappedValue(load.getMemRef()), zeros);
      return Lowered{Shape::Scalar, value};
    }
    if (access == AccessClass::Scalar && decision &&
        (decision->space == AddressSpace::UB ||
         decision->space == AddressSpace::GM))
      return lowerElementRead(load);
    if (access == AccessClass::Scalar || access == AccessClass::Unsupported)
      return load.emitOpError("reads ")
             << placement.getName(load.getMemRef())
             << describeBadAccess(access, load.getMemRef(),
                                  load.getIndices())
             << "; element-wise work reads whole tiles: x[i, j], a "
                "per-row x[i] or a per-column x[j]";
    FailureOr<Value> buffer = getTileBuffer(
        op, load.getMemRef(), toShape(access), load.getIndices(), window);
    if (failed(buffer))
      return failure();
    return Lowered{toShape(access), *buffer};
  }

  // Operands first.
  SmallVector<Lowered> operands;
  for (Value operand : op->getOperands()) {
    FailureOr<Lowered> l = lower(operand);
    if (failed(l))
      return failure();
    operands.push_back(*l);
  }
  if (llvm::all_of(operands,
                   [](const Lowered &l) { return l.shape == Shape::Scalar; }))
    return lowerScalarOp(op);
  return lowerTileOp(op, operands, hint);
}

/// One element of a ub or global buffer at indices invariant in the nest
/// (`m[5]`, `mix[k]` with k a serial loop's index around the nest,
/// `A[bx]`): read once, by the scalar unit, as a loop-invariant scalar.
FailureOr<Lowered> NestLowering::lowerElementRead(memref::LoadOp load) {
  std::string name = placement.getName(load.getMemRef());
  if (load.getMemRefType().getElementType().isInteger(1))
    return load.emitOpError("reads ")
           << name
           << ", a buffer of i1: boolean tiles are not supported (keep "
              "conditions in comparisons)";
  if (load.getMemRef().getDefiningOp<memref::SubViewOp>())
    return load.emitOpError("reads an element of a region of ")
           << name << " in a T.Parallel nest; index the buffer itself";
  Value buffer = rewriter.getRemappedValue(load.getMemRef());
  SmallVector<Value> indices;
  for (Value index : load.getIndices())
    indices.push_back(rewriter.getRemappedValue(index));
  Value value = rewriter.create<memref::LoadOp>(
      loc, buffer,
      reshapeIndices(rewriter, loc, indices, load.getMemRefType(),
                     buffer.getType()));
  return Lowered{Shape::Scalar, value};
}

LogicalResult NestLowering::snapshotLoadsOf(Value buffer, unsigned storeIndex) {
  for (Operation &op : *nest.body) {
    if (position.lookup(&op) >= storeIndex)
      break;
    auto load = dyn_cast<memref::LoadOp>(op);
    if (!load || load.getMemRef() != buffer ||
        lastUse.lookup(load.getResult()) <= storeIndex)
      continue;
    auto it = lowered.find(load.getResult());
    FailureOr<Lowered> current =
        it != lowered.end() ? FailureOr<Lowered>(it->second)
                            : lower(load.getResult());
    if (failed(current))
      return failure();
    if (current->shape == Shape::Scalar)
      continue;
    Value source = current->value;
    Value tile = source;
    if (auto window = source.getDefiningOp<memref::SubViewOp>())
      tile = window.getSource();
    if (tile != rewriter.getRemappedValue(buffer))
      continue; // already a copy
    auto type = cast<MemRefType>(source.getType());
    Value copy = newScratch(type.getShape(), type.getElementType());
    rewriter.create<ascend::CopyOp>(loc, source, copy);
    lowered[load.getResult()] = Lowered{current->shape, copy};
  }
  return success();
}

Operation *NestLowering::findReadOf(Value buffer, Value value,
                                    unsigned storeIndex) {
  // In the value stored (a load of the buffer that `value` computes from).
  SmallVector<Value> work = {value};
  llvm::SmallPtrSet<Operation *, 8> seen;
  while (!work.empty()) {
    Operation *def = work.pop_back_val().getDefiningOp();
    if (!def || !isInBody(def->getResult(0)) || !seen.insert(def).second)
      continue;
    if (auto load = dyn_cast<memref::LoadOp>(def)) {
      if (load.getMemRef() == buffer)
        return load;
      continue;
    }
    llvm::append_range(work, def->getOperands());
  }
  // After the store, in the rest of the body; but not the accumulator read
  // of a later update of the same kind into the same element (`r[i] += a;
  // r[i] += b` is r + sum(a) + sum(b) in any order).
  Operation *update = nullptr;
  for (Operation &op : *nest.body) {
    if (position.lookup(&op) == storeIndex)
      if (auto store = dyn_cast<memref::StoreOp>(op))
        update = store.getValue().getDefiningOp();
    auto load = dyn_cast<memref::LoadOp>(op);
    if (!load || load.getMemRef() != buffer ||
        position.lookup(&op) <= storeIndex)
      continue;
    auto isLaterUpdate = [&] {
      if (!update || !load->hasOneUse())
        return false;
      Operation *user = *load->user_begin();
      if (user->getName() != update->getName() || !user->hasOneUse())
        return false;
      auto next = dyn_cast<memref::StoreOp>(*user->user_begin());
      return next && next.getMemRef() == buffer &&
             next.getIndices() == load.getIndices();
    };
    if (!isLaterUpdate())
      return load;
  }
  return nullptr;
}

LogicalResult NestLowering::lowerStore(memref::StoreOp store,
                                       unsigned index) {
  unsigned window = 0;
  AccessClass access =
      classifyAccess(nest, store.getMemRef(), store.getIndices(), &window);
  std::optional<BufferDecision> decision =
      placement.lookup(store.getMemRef());
  Value value = store.getValue();

  if (access == AccessClass::Scalar && decision && decision->scalar) {
    FailureOr<Lowered> l = lower(value);
    if (failed(l))
      return failure();
    if (l->shape != Shape::Scalar)
      return store.emitOpError("writes an element-wise value into the "
                               "local.var ")
             << placement.getName(store.getMemRef())
             << "; only loop-invariant values can be (reduce into a "
                "buffer instead)";
    SmallVector<Value> zeros(store.getIndices().size(),
                             rewriter.create<arith::ConstantIndexOp>(loc, 0));
    rewriter.create<memref::StoreOp>(
        loc, l->value, rewriter.getRemappedValue(store.getMemRef()), zeros);
    return success();
  }
  if (access == AccessClass::Scalar && decision && !decision->scalar &&
      decision->space == AddressSpace::UB) {
    FailureOr<bool> reduced = lowerWholeReduction(store, index);
    if (failed(reduced))
      return failure();
    if (*reduced)
      return success();
  }
  if (access == AccessClass::Scalar || access == AccessClass::Unsupported)
    return store.emitOpError("writes ")
           << placement.getName(store.getMemRef())
           << describeBadAccess(access, store.getMemRef(),
                                store.getIndices())
           << "; element-wise work writes whole tiles: y[i, j], a per-row "
              "y[i] or a per-column y[j]";
  FailureOr<Value> target = getTileBuffer(
      store, store.getMemRef(), toShape(access), store.getIndices(), window);
  if (failed(target))
    return failure();
  if (failed(snapshotLoadsOf(store.getMemRef(), index)))
    return failure();
  Shape shape = toShape(access);

  // Reductions: s[i] = s[i] (+|max|min) e, with e a full tile.
  if (shape != Shape::Full) {
    if (std::optional<std::pair<ascend::VReduceKind, Value>> reduction =
            matchReduction(store, /*sameIndices=*/true)) {
      auto [kind, e] = *reduction;
      if (failed(checkReductionReads(store, e, index)))
        return failure();
      FailureOr<Lowered> l = lower(e);
      if (failed(l))
        return failure();
      // A value that does not vary along the reduced axis (a scalar, or a
      // vector of the other orientation) is added once per iteration:
      // expand it to the nest's tile first.
      Value tile = broadcastTo(*l, Shape::Full,
                               getElementTypeOrSelf(l->value.getType()));
      if (failed(emitVectorReduce(rewriter, store, kind, tile, *target,
                                  shape == Shape::PerRow ? 1 : 0,
                                  /*accumulate=*/true, arch)))
        return failure();
      lowered[value] = Lowered{shape, *target};
      return success();
    }
  }

  // In a serial inner loop the iterations run in order: only the
  // reductions above are order-independent.
  if (serialInner)
    return store.emitOpError("in a T.serial (or T.unroll) loop inside "
                             "T.Parallel: only reductions s[i] = s[i] + e "
                             "(or max / min, e element-wise) are lowered; "
                             "other statements there depend on the order of "
                             "the iterations");

  // The value's only use is this store: compute it straight into the
  // target.
  Value hint = value.hasOneUse() && isInBody(value) &&
                       !isa<memref::LoadOp>(value.getDefiningOp())
                   ? *target
                   : Value();
  FailureOr<Lowered> l = lower(value, hint);
  if (failed(l))
    return failure();
  if (l->shape == shape) {
    if (l->value != *target)
      rewriter.create<ascend::CopyOp>(loc, l->value, *target);
    return success();
  }
  if (l->shape == Shape::Scalar)
    return emitVectorFill(rewriter, store, l->value, *target, arch);
  if (shape == Shape::Full) {
    rewriter.create<ascend::VBroadcastOp>(
        loc, l->value, *target,
        rewriter.getI64IntegerAttr(l->shape == Shape::PerRow ? 1 : 0));
    return success();
  }
  return store.emitOpError("writes an element-wise value into the ")
         << (shape == Shape::PerRow ? "per-row" : "per-column") << " buffer "
         << placement.getName(store.getMemRef())
         << "; only a reduction can (s[i] = s[i] + e, or max / min), or "
            "T.reduce_*";
}

LogicalResult NestLowering::run() {
  if (failed(checkBody()))
    return failure();
  serialInner = llvm::any_of(llvm::drop_begin(nest.loops), [](tir::ForOp l) {
    return l.getKind() != tir::ForKind::Parallel;
  });

  // The shape of a full tile: the domain, or for a 1-D nest the orientation
  // of its vectors.
  if (nest.getRank() == 2) {
    fullShape = {nest.extents[0], nest.extents[1]};
  } else {
    fullShape = {1, nest.extents[0]};
    for (Operation &op : *nest.body) {
      Value memref;
      ValueRange indices;
      if (auto load = dyn_cast<memref::LoadOp>(op)) {
        memref = load.getMemRef();
        indices = load.getIndices();
      } else if (auto store = dyn_cast<memref::StoreOp>(op)) {
        memref = store.getMemRef();
        indices = store.getIndices();
      }
      std::optional<BufferDecision> decision =
          memref ? placement.lookup(memref) : std::nullopt;
      if (!decision || decision->scalar ||
          decision->space != AddressSpace::UB)
        continue;
      unsigned window = 0;
      if (classifyAccess(nest, memref, indices, &window) != AccessClass::Full)
        continue;
      auto type = dyn_cast<MemRefType>(
          rewriter.getRemappedValue(memref).getType());
      if (type && type.getRank() == 2) {
        fullShape.assign(type.getShape().begin(), type.getShape().end());
        // A window of a 1-D nest is one row.
        if (window || cast<MemRefType>(memref.getType()).getRank() > 2)
          fullShape = {1, cast<MemRefType>(memref.getType()).getShape().back()};
        break;
      }
    }
  }

  // Program positions and the last store that needs each value.
  unsigned counter = 0;
  for (Operation &op : *nest.body)
    position[&op] = counter++;
  for (Operation &op : llvm::reverse(*nest.body)) {
    unsigned last = 0;
    if (isa<memref::StoreOp>(op))
      last = position[&op];
    for (Value result : op.getResults())
      last = std::max(last, lastUse.lookup(result));
    for (Value operand : op.getOperands())
      lastUse[operand] = std::max(lastUse.lookup(operand), last);
  }

  rewriter.setInsertionPoint(root);
  for (Operation &op : *nest.body)
    if (auto store = dyn_cast<memref::StoreOp>(op))
      if (failed(lowerStore(store, position[&op])))
        return failure();
  return success();
}

/// The outermost loop of a T.Parallel nest -> whole-tile vector ops.
namespace {
struct ParallelNestLowering : PlacedPattern<tir::ForOp> {
  ParallelNestLowering(const TypeConverter &converter,
                       const BufferPlacement &placement, ascend::Arch arch,
                       MLIRContext *context)
      : PlacedPattern(converter, placement, arch, context, /*benefit=*/2) {}

  LogicalResult
  matchAndRewrite(tir::ForOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getKind() != tir::ForKind::Parallel)
      return rewriter.notifyMatchFailure(op, "not a T.Parallel loop");
    if (isParallelSliceLoop(op))
      return rewriter.notifyMatchFailure(
          op, "a leading level of a deeper nest (a loop over slices)");
    FailureOr<ParallelNest> nest = matchParallelNest(op, /*diagnose=*/true);
    if (failed(nest))
      return failure();
    if (failed(NestLowering(*nest, placement, arch, rewriter).run()))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void mlir::tirpto::tir_to_ascend::populateParallelPatterns(
    const TypeConverter &converter, const BufferPlacement &placement,
    ascend::Arch arch, RewritePatternSet &patterns) {
  patterns.add<ParallelNestLowering>(converter, placement, arch,
                                     patterns.getContext());
}

/// `acc[0] = acc[0] (+|max|min) e` into a one-element ub buffer, `e` a
/// tile of the nest: the whole tile reduced (along its rows, then down
/// the column of row results for a 2-D nest) and combined with `acc[0]`.
/// False (nothing emitted) when the store is not such a reduction.
FailureOr<bool> NestLowering::lowerWholeReduction(memref::StoreOp store,
                                                  unsigned index) {
  auto type = cast<MemRefType>(store.getMemRef().getType());
  Value value = store.getValue();
  if (type.getNumElements() != 1 || !value.hasOneUse())
    return false;
  std::optional<std::pair<ascend::VReduceKind, Value>> reduction =
      matchReduction(store, /*sameIndices=*/false);
  if (!reduction)
    return false;
  auto [kind, e] = *reduction;
  Value target = rewriter.getRemappedValue(store.getMemRef());
  auto targetType = cast<MemRefType>(target.getType());
  if (targetType.getRank() != 2 || targetType.getNumElements() != 1)
    return false;
  if (failed(checkReductionReads(store, e, index)))
    return failure();
  FailureOr<Lowered> l = lower(e);
  if (failed(l))
    return failure();
  // A value the nest does not change (`acc[0] += 1.0`) counts once per
  // iteration too: broadcast to the nest's tile below.
  Value tile =
      broadcastTo(*l, Shape::Full, getElementTypeOrSelf(l->value.getType()));
  if (shapeOf(Shape::Full)[0] == 1) {
    // One row: reduced along it.
    if (failed(emitVectorReduce(rewriter, store, kind, tile, target, 1,
                                /*accumulate=*/true, arch)))
      return failure();
  } else {
    // The rows, then the column of their results.
    Value rows = newTile(Shape::PerRow, targetType.getElementType());
    if (failed(emitVectorReduce(rewriter, store, kind, tile, rows, 1,
                                /*accumulate=*/false, arch)) ||
        failed(emitVectorReduce(rewriter, store, kind, rows, target, 0,
                                /*accumulate=*/true, arch)))
      return failure();
  }
  // The sum is the store's alone (one use): nothing reads it as a value.
  lowered[value] = Lowered{Shape::Scalar, Value()};
  return true;
}

std::optional<std::pair<ascend::VReduceKind, Value>>
NestLowering::matchReduction(memref::StoreOp store, bool sameIndices) {
  Value value = store.getValue();
  Operation *def = value.getDefiningOp();
  if (!def || !isInBody(value) || def->getNumOperands() != 2)
    return std::nullopt;
  std::optional<ascend::VReduceKind> kind;
  if (isa<arith::AddFOp, arith::AddIOp>(def))
    kind = ascend::VReduceKind::Sum;
  else if (isa<arith::MaxNumFOp, arith::MaximumFOp, arith::MaxSIOp>(def))
    kind = ascend::VReduceKind::Max;
  else if (isa<arith::MinNumFOp, arith::MinimumFOp, arith::MinSIOp>(def))
    kind = ascend::VReduceKind::Min;
  if (!kind)
    return std::nullopt;
  for (unsigned side = 0; side < 2; ++side) {
    auto self = def->getOperand(side).getDefiningOp<memref::LoadOp>();
    if (self && self.getMemRef() == store.getMemRef() &&
        (!sameIndices || self.getIndices() == store.getIndices()))
      return std::make_pair(*kind, def->getOperand(1 - side));
  }
  return std::nullopt;
}

LogicalResult NestLowering::checkReductionReads(memref::StoreOp store, Value e,
                                                unsigned index) {
  // Every iteration of the reduced axis updates the same element: the
  // result is order-independent only while nothing else in the nest reads
  // the buffer being reduced into.
  Operation *read = findReadOf(store.getMemRef(), e, index);
  if (!read)
    return success();
  return store.emitOpError("reduces into ")
             .append(placement.getName(store.getMemRef()))
             .append(", which the nest also reads (its value there would "
                     "depend on the order of the iterations); read it in a "
                     "nest of its own")
             .attachNote(read->getLoc())
         << "read here";
}
