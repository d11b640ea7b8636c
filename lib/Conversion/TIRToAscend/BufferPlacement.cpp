//===- BufferPlacement.cpp - TIR buffer -> Ascend memory space ------------===//

#include "tirpto/Conversion/TIRToAscend/BufferPlacement.h"
#include "tirpto/Support/LLVMCompat.h"

#include "ParallelNest.h"
#include "PlacedTypes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using namespace mlir::tirpto;
using ascend::AddressSpace;
using tir::ScopeClass;
using namespace mlir::tirpto::tir_to_ascend;

std::optional<AddressSpace>
mlir::tirpto::getFixedSpace(ScopeClass scopeClass) {
  switch (scopeClass) {
  case ScopeClass::Global:
    return AddressSpace::GM;
  case ScopeClass::L1:
    return AddressSpace::L1;
  case ScopeClass::L0A:
    return AddressSpace::L0A;
  case ScopeClass::L0B:
    return AddressSpace::L0B;
  case ScopeClass::L0C:
    return AddressSpace::L0C;
  case ScopeClass::UB:
    return AddressSpace::UB;
  case ScopeClass::BiasTable:
    return AddressSpace::BT;
  case ScopeClass::Shared:
  case ScopeClass::Local:
  case ScopeClass::LocalVar:
    return std::nullopt;
  }
  return std::nullopt;
}

Value BufferPlacement::getRootBuffer(Value value) {
  while (auto subview = value.getDefiningOp<memref::SubViewOp>())
    value = subview.getSource();
  return value;
}

std::optional<BufferDecision> BufferPlacement::lookup(Value buffer) const {
  auto it = decisions.find(getRootBuffer(buffer));
  if (it == decisions.end())
    return std::nullopt;
  return it->second;
}

std::string BufferPlacement::getName(Value buffer) const {
  if (std::optional<BufferDecision> decision = lookup(buffer))
    return decision->name;
  return "buffer";
}

/// Whether `region` is the first rows of `buffer` (rank 2, every column;
/// `fn_l1[0:24, :]`): stored transposed, the first columns of its tile.
bool mlir::tirpto::isLeadingRows(Value region, Value buffer) {
  auto subview = region.getDefiningOp<memref::SubViewOp>();
  if (!subview || subview.getSource() != buffer)
    return false;
  auto type = cast<MemRefType>(buffer.getType());
  ArrayRef<int64_t> sizes = subview.getStaticSizes();
  return type.getRank() == 2 && subview.getType().getRank() == 2 &&
         llvm::all_of(subview.getStaticOffsets(),
                      [](int64_t offset) { return offset == 0; }) &&
         llvm::all_of(subview.getStaticStrides(),
                      [](int64_t stride) { return stride == 1; }) &&
         !ShapedType::isDynamicShape(sizes) && sizes[1] == type.getDimSize(1) &&
         sizes[0] < type.getDimSize(0);
}

namespace {
/// How an op uses a buffer.
enum class UseKind {
  GemmA,
  GemmB,
  GemmC,
  CopySource,
  CopyTarget,
  Fill,
  Reduce, // source or destination of a T.reduce_*
  Vector, // element-wise access (memref.load/store) and anything else
};

struct BufferUse {
  Operation *op;
  UseKind kind;
  /// The op uses the whole buffer, not a subview of it.
  bool whole;
};

/// The space an ambiguous buffer needs for one use, if the use decides it.
std::optional<AddressSpace> requiredSpace(UseKind kind) {
  switch (kind) {
  case UseKind::GemmA:
  case UseKind::GemmB:
    return AddressSpace::L1;
  case UseKind::GemmC:
    return AddressSpace::L0C;
  case UseKind::Vector:
  case UseKind::Reduce:
    return AddressSpace::UB;
  default:
    return std::nullopt;
  }
}

StringRef describeUse(UseKind kind) {
  switch (kind) {
  case UseKind::GemmA:
    return "the A operand of a T.gemm";
  case UseKind::GemmB:
    return "the B operand of a T.gemm";
  case UseKind::GemmC:
    return "the accumulator of a T.gemm";
  case UseKind::CopySource:
    return "the source of a T.copy";
  case UseKind::CopyTarget:
    return "the destination of a T.copy";
  case UseKind::Fill:
    return "the buffer of a T.fill";
  case UseKind::Reduce:
    return "an operand of a T.reduce";
  case UseKind::Vector:
    return "an element-wise access";
  }
  return "a use";
}

/// Every use of `buffer`, looking through memref.subview (in use-list order;
/// the caller sorts them into program order).
void collectUses(Value buffer, bool whole, SmallVectorImpl<BufferUse> &uses) {
  for (OpOperand &operand : buffer.getUses()) {
    Operation *user = operand.getOwner();
    if (auto subview = dyn_cast<memref::SubViewOp>(user)) {
      collectUses(subview.getResult(), /*whole=*/false, uses);
      continue;
    }
    // A view (T.reshape, T.view) is the same storage: its uses place it.
    if (auto view = dyn_cast<tir::ViewOp>(user)) {
      collectUses(view.getResult(), /*whole=*/false, uses);
      continue;
    }
    // Closing a reducer neither reads nor writes it on Ascend; printing a
    // buffer (T.dump_tensor) prints it where its other uses place it.
    if (isa<tir::FinalizeReducerOp, tir::DumpTensorOp>(user))
      continue;
    UseKind kind = UseKind::Vector;
    if (auto gemm = dyn_cast<tir::GemmOp>(user)) {
      unsigned index = operand.getOperandNumber();
      kind = index == 0 ? UseKind::GemmA
                        : index == 1 ? UseKind::GemmB : UseKind::GemmC;
    } else if (auto copy = dyn_cast<tir::CopyOp>(user)) {
      kind = operand.getOperandNumber() == 0 ? UseKind::CopySource
                                             : UseKind::CopyTarget;
    } else if (isa<tir::FillOp>(user)) {
      kind = UseKind::Fill;
    } else if (isa<tir::ReduceOp>(user)) {
      kind = UseKind::Reduce;
    }
    uses.push_back({user, kind, whole});
  }
}

/// Whether an l1 buffer can hold its gemm operand transposed: every gemm use
/// transposes it, every copy out of it is a whole transposing copy
/// (`T.copy(B_L1, B_L0, transpose=True)`), and every other use is a
/// copy from GM into the whole buffer or its first rows.
bool canStoreTransposed(Value buffer, ArrayRef<BufferUse> uses) {
  auto type = cast<MemRefType>(buffer.getType());
  if (type.getRank() != 2)
    return false;
  bool anyGemm = false, anyCopy = false;
  for (const BufferUse &use : uses) {
    switch (use.kind) {
    case UseKind::GemmA:
    case UseKind::GemmB: {
      auto gemm = cast<tir::GemmOp>(use.op);
      bool transposed = use.kind == UseKind::GemmA ? gemm.getTransposeA()
                                                   : gemm.getTransposeB();
      if (!transposed || !use.whole)
        return false;
      anyGemm = true;
      break;
    }
    case UseKind::CopySource: {
      if (!use.whole || !cast<tir::CopyOp>(use.op).getTranspose())
        return false;
      anyGemm = true;
      break;
    }
    case UseKind::CopyTarget: {
      auto copy = cast<tir::CopyOp>(use.op);
      if (copy.getTranspose())
        return false;
      Value source = BufferPlacement::getRootBuffer(copy.getSource());
      auto sourceType = cast<MemRefType>(source.getType());
      if ((!use.whole && !isLeadingRows(copy.getTarget(), buffer)) ||
          tir::getScopeClass(sourceType) != ScopeClass::Global)
        return false;
      anyCopy = true;
      break;
    }
    default:
      return false;
    }
  }
  return anyGemm && anyCopy;
}
} // namespace

/// Decides the space of an alloc from its scope and uses.
static FailureOr<AddressSpace> placeAlloc(tir::AllocBufferOp alloc,
                                          ArrayRef<BufferUse> uses) {
  auto scope = cast<tir::ScopeAttr>(alloc.getResult().getType().getMemorySpace());
  ScopeClass scopeClass = scope.getScopeClass();
  std::string name = tir::describeBuffer(alloc.getResult());
  if (std::optional<AddressSpace> fixed = getFixedSpace(scopeClass))
    return *fixed;
  if (scopeClass == ScopeClass::LocalVar)
    return AddressSpace::UB; // unused: the decision is `scalar`

  // Ambiguous scope: the uses decide; the first use that needs a space wins
  // unless another use needs a different one.
  const BufferUse *decider = nullptr;
  for (const BufferUse &use : uses) {
    std::optional<AddressSpace> needed = requiredSpace(use.kind);
    if (!needed)
      continue;
    if (*needed == AddressSpace::L0C && scopeClass == ScopeClass::Shared) {
      InFlightDiagnostic diag =
          alloc.emitOpError("buffer ")
          << name << " in scope \"" << scope.getScope()
          << "\" is the accumulator of a T.gemm, but shared scopes are L1 or "
             "UB memory and the Cube accumulates only in L0C; allocate the "
             "accumulator with T.alloc_fragment (scope \"local.fragment\") or "
             "in \"shared.l0c\"";
      diag.attachNote(use.op->getLoc()) << "used as the accumulator here";
      return diag;
    }
    if (!decider) {
      decider = &use;
      continue;
    }
    if (*requiredSpace(decider->kind) != *needed) {
      InFlightDiagnostic diag =
          alloc.emitOpError("buffer ")
          << name << " in scope \"" << scope.getScope() << "\" is used as "
          << describeUse(decider->kind) << " (needs "
          << ascend::stringifyAddressSpace(*requiredSpace(decider->kind))
          << ") and as " << describeUse(use.kind) << " (needs "
          << ascend::stringifyAddressSpace(*needed)
          << "); a buffer lives in one memory: copy it into a second buffer";
      diag.attachNote(decider->op->getLoc())
          << "used as " << describeUse(decider->kind) << " here";
      diag.attachNote(use.op->getLoc())
          << "used as " << describeUse(use.kind) << " here";
      return diag;
    }
  }
  if (decider)
    return *requiredSpace(decider->kind);
  // Only copies and fills: a staging buffer of the Vector core.
  return AddressSpace::UB;
}

/// Reports, at the user, a use of `buffer` (or of a region of it) that
/// passes the buffer on rather than using it: a terminator (scf.yield, a
/// branch) or an op with memref results other than a region of it
/// (scf.for's iter_args, arith.select). A buffer's placement is in its
/// type, which such ops would have to carry through.
static LogicalResult verifyDirectUses(Value buffer) {
  SmallVector<Value> worklist = {buffer};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (Operation *user : value.getUsers()) {
      if (auto view = dyn_cast<ViewLikeOpInterface>(user);
          (view && view.getViewSource() == value) || isa<tir::ViewOp>(user)) {
        worklist.append(user->result_begin(), user->result_end());
        continue;
      }
      bool forwards = user->hasTrait<OpTrait::IsTerminator>() ||
                      llvm::any_of(user->getResultTypes(), [](Type type) {
                        return isa<BaseMemRefType>(type);
                      });
      if (forwards)
        return user->emitOpError("passes on buffer ")
               << tir::describeBuffer(buffer)
               << ": buffers are used where they are allocated (through "
                  "memref.subview regions), not carried through loops, "
                  "branches or selects";
    }
  }
  return success();
}

/// The decision for `view` (a tir.view) given its source's: the same space,
/// with a tile of the view's own shape. Views of ub buffers only: a view of
/// a kernel argument or of a Cube buffer is reported at `view`.
static FailureOr<BufferDecision> placeView(tir::ViewOp view,
                                           const BufferDecision &source) {
  BufferDecision decision{source.space, false,
                          tir::describeBuffer(view.getResult())};
  if (source.space == AddressSpace::UB && !source.transposed)
    return decision;
  InFlightDiagnostic diag = view.emitOpError("views ")
                            << source.name << ", which lives in "
                            << ascend::stringifyAddressSpace(source.space)
                            << ": ";
  if (source.space == AddressSpace::GM)
    diag << "views of a kernel argument (T.reshape or T.view of a global "
            "tensor) are not supported yet; declare the argument with the "
            "shape the kernel indexes it with";
  else
    diag << "views of buffers outside ub are not supported yet (ptoas "
            "reshapes vec tiles)";
  return diag;
}

LogicalResult BufferPlacement::placeArguments(Operation *root) {
  bool ok = true;
  root->walk([&](FunctionOpInterface func) {
    if (func.isExternal())
      return;
    for (BlockArgument arg : func.getArguments()) {
      if (isa<UnrankedMemRefType>(arg.getType())) {
        func.emitOpError("kernel argument #")
            << arg.getArgNumber() << " is an unranked memref ("
            << arg.getType()
            << "); kernel buffers need a ranked shape, as T.Tensor((M, N), "
               "dtype) gives";
        ok = false;
        continue;
      }
      auto type = dyn_cast<MemRefType>(arg.getType());
      if (!type)
        continue;
      std::optional<ScopeClass> scopeClass = tir::getScopeClass(type);
      if (scopeClass != ScopeClass::Global) {
        func.emitOpError("kernel argument #")
            << arg.getArgNumber() << " has memory space "
            << type.getMemorySpace()
            << "; kernel arguments are global buffers (no memory space or "
               "#tir.scope<\"global\">)";
        ok = false;
        continue;
      }
      if (auto scope = dyn_cast_or_null<tir::ScopeAttr>(type.getMemorySpace());
          scope && scope.getPlacement()) {
        func.emitOpError("kernel argument #")
            << arg.getArgNumber() << " (" << type
            << ") carries a placement; kernel arguments are global buffers, "
               "in gm";
        ok = false;
        continue;
      }
      if (failed(verifyDirectUses(arg))) {
        ok = false;
        continue;
      }
      decisions[arg] = {AddressSpace::GM, false, tir::describeBuffer(arg)};
    }
  });
  return success(ok);
}

FailureOr<BufferPlacement> BufferPlacement::read(Operation *root) {
  BufferPlacement placement;
  bool ok = succeeded(placement.placeArguments(root));
  root->walk([&](tir::AllocBufferOp alloc) {
    BufferDecision decision;
    decision.name = tir::describeBuffer(alloc.getResult());
    MemRefType type = alloc.getResult().getType();
    Attribute recorded =
        cast<tir::ScopeAttr>(type.getMemorySpace()).getPlacement();
    if (failed(verifyDirectUses(alloc.getResult()))) {
      ok = false;
      return;
    }
    if (tir::getScopeClass(type) == ScopeClass::LocalVar) {
      if (recorded) {
        alloc.emitOpError("buffer ")
            << decision.name
            << " is a local.var scalar, which lives in a register and takes "
               "no placement";
        ok = false;
        return;
      }
      decision.scalar = true;
      placement.decisions[alloc.getResult()] = decision;
      return;
    }
    auto attr = dyn_cast_or_null<ascend::PlacementAttr>(recorded);
    if (!attr) {
      InFlightDiagnostic diag = alloc.emitOpError("buffer ") << decision.name;
      if (recorded)
        diag << " has the placement " << recorded
             << ", which is not an #ascend.placement";
      else
        diag << " has no placement in its #tir.scope: run tir-place-buffers "
                "first";
      ok = false;
      return;
    }
    if (failed(verifyPlacementShape(alloc.getResult(), attr,
                                    withPlacement(type, {})))) {
      ok = false;
      return;
    }
    if (attr.getSpace() == AddressSpace::GM) {
      alloc.emitOpError("buffer ")
          << decision.name
          << " is placed in gm; global buffers are kernel arguments";
      ok = false;
      return;
    }
    // What the scope and the uses fix, checked again: a placement written
    // by hand must not give wrong code.
    ScopeClass scopeClass = *tir::getScopeClass(type);
    if (std::optional<AddressSpace> fixed = getFixedSpace(scopeClass);
        fixed && *fixed != attr.getSpace()) {
      alloc.emitOpError("buffer ")
          << decision.name << " is placed in "
          << ascend::stringifyAddressSpace(attr.getSpace())
          << " but its scope is " << ascend::stringifyAddressSpace(*fixed)
          << " memory";
      ok = false;
      return;
    }
    if (attr.getTransposed()) {
      SmallVector<BufferUse> uses;
      collectUses(alloc.getResult(), /*whole=*/true, uses);
      if (attr.getSpace() != AddressSpace::L1 ||
          !canStoreTransposed(alloc.getResult(), uses)) {
        alloc.emitOpError("buffer ")
            << decision.name
            << " is placed transposed, but a buffer is stored transposed "
               "only when every gemm reads it transposed and only copies "
               "from GM into the whole buffer or its first rows fill it";
        ok = false;
        return;
      }
    }
    // Every view of the buffer carries the same placement.
    SmallVector<Value> worklist = {alloc.getResult()};
    while (!worklist.empty()) {
      Value buffer = worklist.pop_back_val();
      for (Operation *user : buffer.getUsers()) {
        auto view = dyn_cast<ViewLikeOpInterface>(user);
        if (!view || view.getViewSource() != buffer)
          continue;
        for (Value result : user->getResults()) {
          if (!isa<MemRefType>(result.getType()))
            continue;
          if (getPlacement(result.getType()) != attr) {
            user->emitOpError("result type ")
                << result.getType() << " does not carry the placement " << attr
                << " of its source " << decision.name;
            ok = false;
            return;
          }
          worklist.push_back(result);
        }
      }
    }
    decision.space = attr.getSpace();
    decision.transposed = attr.getTransposed();
    // BufferDecision::shape is empty for a tile of the buffer's own shape.
    if (DenseI64ArrayAttr shape = attr.getShape();
        shape && shape.asArrayRef() != type.getShape())
      decision.shape.assign(shape.asArrayRef().begin(),
                            shape.asArrayRef().end());
    placement.decisions[alloc.getResult()] = decision;
  });
  // Each view carries a placement of its own, in its source's space.
  root->walk([&](tir::ViewOp view) {
    if (!ok)
      return;
    MemRefType type = view.getResult().getType();
    auto attr = getPlacement(type);
    std::optional<BufferDecision> source = placement.lookup(view.getSource());
    if (!attr || !source) {
      view.emitOpError("view ")
          << tir::describeBuffer(view.getResult())
          << (attr ? " has a source without a placement"
                   : " has no placement in its #tir.scope: run "
                     "tir-place-buffers first");
      ok = false;
      return;
    }
    FailureOr<BufferDecision> decision = placeView(view, *source);
    if (failed(decision) ||
        failed(verifyPlacementShape(view.getResult(), attr,
                                    withPlacement(type, {})))) {
      ok = false;
      return;
    }
    if (attr.getSpace() != decision->space || attr.getTransposed()) {
      view.emitOpError("view ")
          << decision->name << " is placed as " << attr << ", but its source "
          << source->name << " is in "
          << ascend::stringifyAddressSpace(source->space);
      ok = false;
      return;
    }
    if (DenseI64ArrayAttr shape = attr.getShape();
        shape && shape.asArrayRef() != type.getShape())
      decision->shape.assign(shape.asArrayRef().begin(),
                             shape.asArrayRef().end());
    placement.decisions[view.getResult()] = *decision;
  });
  if (!ok)
    return failure();
  return placement;
}

void BufferPlacement::record(Operation *root, RewriterBase &rewriter) const {
  // Every region is typed with a strided layout (the form memref.subview
  // infers), so that a region's type tells it from a whole buffer of its
  // shape (typed with the default layout), such as a kernel argument, in
  // the conversions' type converters.
  root->walk([&](memref::SubViewOp region) {
    MemRefType type = region.getType();
    SmallVector<int64_t> strides;
    int64_t offset;
    if (isa<StridedLayoutAttr>(type.getLayout()) ||
        failed(tirpto::compat::getStridesAndOffset(type, strides, offset)))
      return;
    rewriter.modifyOpInPlace(region, [&] {
      region.getResult().setType(MemRefType::get(
          type.getShape(), type.getElementType(),
          StridedLayoutAttr::get(type.getContext(), offset, strides),
          type.getMemorySpace()));
    });
  });
  root->walk([&](Operation *op) {
    if (!isa<tir::AllocBufferOp, tir::ViewOp>(op))
      return;
    Value root = op->getResult(0);
    std::optional<BufferDecision> decision = lookup(root);
    if (!decision || decision->scalar)
      return;
    MLIRContext *context = op->getContext();
    // Every ub buffer records its tile shape (a region's type says how many
    // columns its tile has).
    ArrayRef<int64_t> tile = decision->shape;
    if (tile.empty() && decision->space == AddressSpace::UB)
      tile = cast<MemRefType>(root.getType()).getShape();
    // A buffer stored transposed records its transposed tile (its first
    // rows are its tile's first columns).
    SmallVector<int64_t, 2> transposedTile;
    if (tile.empty() && decision->transposed) {
      transposedTile.assign(cast<MemRefType>(root.getType()).getShape().begin(),
                            cast<MemRefType>(root.getType()).getShape().end());
      std::reverse(transposedTile.begin(), transposedTile.end());
      tile = transposedTile;
    }
    auto attr = ascend::PlacementAttr::get(
        context, decision->space, decision->transposed,
        tile.empty() ? DenseI64ArrayAttr()
                     : DenseI64ArrayAttr::get(context, tile));
    // The buffer and every view of it (memref.subview regions) get the
    // placement in their type; a view's result type follows its source's.
    SmallVector<Value> worklist = {root};
    while (!worklist.empty()) {
      Value buffer = worklist.pop_back_val();
      auto type = cast<MemRefType>(buffer.getType());
      if (!isa<tir::ScopeAttr>(type.getMemorySpace()))
        continue;
      rewriter.modifyOpInPlace(buffer.getDefiningOp(), [&] {
        buffer.setType(withPlacement(type, attr));
      });
      for (Operation *user : buffer.getUsers())
        if (auto view = dyn_cast<ViewLikeOpInterface>(user);
            view && view.getViewSource() == buffer)
          for (Value result : user->getResults())
            if (auto resultType = dyn_cast<MemRefType>(result.getType());
                resultType &&
                resultType.getMemorySpace() == type.getMemorySpace())
              worklist.push_back(result);
    }
  });
}

FailureOr<BufferPlacement> BufferPlacement::compute(Operation *root) {
  BufferPlacement placement;
  bool ok = true;

  if (failed(placement.placeArguments(root)))
    ok = false;

  // Program order, so that diagnostics name the first conflicting use first.
  DenseMap<Operation *, unsigned> order;
  root->walk([&](Operation *op) { order[op] = order.size(); });

  root->walk([&](tir::AllocBufferOp alloc) {
    if (failed(verifyDirectUses(alloc.getResult()))) {
      ok = false;
      return;
    }
    SmallVector<BufferUse> uses;
    collectUses(alloc.getResult(), /*whole=*/true, uses);
    llvm::stable_sort(uses, [&](const BufferUse &a, const BufferUse &b) {
      return order.lookup(a.op) < order.lookup(b.op);
    });
    FailureOr<AddressSpace> space = placeAlloc(alloc, uses);
    if (failed(space)) {
      ok = false;
      return;
    }
    BufferDecision decision{*space, false,
                            tir::describeBuffer(alloc.getResult())};
    // One element: the tir.alloc_buffer verifier checks it.
    if (tir::getScopeClass(alloc.getResult().getType()) == ScopeClass::LocalVar)
      decision.scalar = true;
    if (*space == AddressSpace::L1)
      decision.transposed = canStoreTransposed(alloc.getResult(), uses);
    placement.decisions[alloc.getResult()] = decision;
  });

  // A view lives where its source does (a view of a view too: the walk
  // meets the source first).
  root->walk([&](tir::ViewOp view) {
    std::optional<BufferDecision> source = placement.lookup(view.getSource());
    if (!ok || !source)
      return;
    FailureOr<BufferDecision> decision = placeView(view, *source);
    if (failed(decision)) {
      ok = false;
      return;
    }
    placement.decisions[view.getResult()] = *decision;
  });

  if (!ok || failed(placement.orientVectors(root)))
    return failure();
  placement.shapeHigherRankBuffers(root);
  return placement;
}
