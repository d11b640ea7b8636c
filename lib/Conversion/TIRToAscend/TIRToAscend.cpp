//===- TIRToAscend.cpp - the convert-tir-to-ascend pass -------------------===//

#include "PatternsInternal.h"

#include "tirpto/Support/ReportOnce.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/MathExtras.h"

namespace mlir {
#define GEN_PASS_DEF_CONVERTTIRTOASCEND
#include "tirpto/Conversion/Passes.h.inc"
} // namespace mlir

using namespace mlir;
using namespace mlir::tirpto;

/// Whether `type` is legal after the conversion: not a memref, or a memref
/// in an ascend address space.
static bool isAscendTyped(Type type) {
  return !isa<BaseMemRefType>(type) || ascend::getAddressSpace(type);
}

void mlir::populateTIRToAscendTypeConversions(TypeConverter &converter) {
  converter.addConversion([](Type type) { return type; });
  converter.addConversion([](MemRefType type) -> std::optional<Type> {
    if (ascend::getAddressSpace(type))
      return type;
    std::optional<tir::ScopeClass> scopeClass = tir::getScopeClass(type);
    if (!scopeClass)
      return std::nullopt;
    // A kernel argument (BufferPlacement::placeArguments checks them all).
    if (*scopeClass == tir::ScopeClass::Global)
      return ascend::withAddressSpace(type, ascend::AddressSpace::GM);
    // A local.var: a one-element slot in no memory (ascend::isScalarSlot).
    if (*scopeClass == tir::ScopeClass::LocalVar)
      return MemRefType::get({1}, type.getElementType());
    // A buffer, or a region of one, in the space tir-place-buffers recorded
    // in its type; none recorded: not convertible.
    FailureOr<MemRefType> placed = convertPlacedType(type);
    return succeeded(placed) ? Type(*placed) : Type();
  });
}

void mlir::configureTIRToAscendTarget(ConversionTarget &target,
                                      const TypeConverter &converter) {
  target.addIllegalDialect<tir::TIRDialect>();
  target.addLegalDialect<ascend::AscendDialect, arith::ArithDialect,
                         scf::SCFDialect>();
  // local.var buffers become scalar slots (ascend::isScalarSlot), which
  // ascend-promote-scalar-slots turns into SSA values.
  auto allAscendTyped = [](Operation *op) {
    auto legal = [](Value v) {
      return isAscendTyped(v.getType()) || ascend::isScalarSlot(v);
    };
    return llvm::all_of(op->getOperands(), legal) &&
           llvm::all_of(op->getResults(), legal);
  };
  target.addDynamicallyLegalDialect<memref::MemRefDialect>(allAscendTyped);
  // Scalar math outside T.Parallel nests is computed on tiles
  // (ScalarMath.cpp); inside them, by the nest's lowering.
  target.addDynamicallyLegalDialect<math::MathDialect>([](Operation *op) {
    return !tirpto::tir_to_ascend::getScalarMathKind(op) ||
           tirpto::tir_to_ascend::isInParallelNest(op);
  });
  target.addDynamicallyLegalOp<func::ReturnOp, func::CallOp>(allAscendTyped);
  target.addDynamicallyLegalOp<func::FuncOp>([](func::FuncOp func) {
    return llvm::all_of(func.getArgumentTypes(), isAscendTyped) &&
           llvm::all_of(func.getResultTypes(), isAscendTyped) &&
           !tirpto::tir_to_ascend::hasTIRArgAttributes(func);
  });
}

void mlir::populateTIRToAscendConversionPatterns(
    const BufferPlacement &placement, ascend::Arch arch,
    TypeConverter &converter, RewritePatternSet &patterns) {
  populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                 converter);
  populateReturnOpTypeConversionPattern(patterns, converter);
  using namespace tirpto::tir_to_ascend;
  populateStructurePatterns(converter, patterns);
  populateBufferPatterns(converter, placement, arch, patterns);
  populateViewPatterns(converter, patterns);
  populateGemmPatterns(converter, placement, patterns);
  populateVectorPatterns(converter, placement, arch, patterns);
  populateSyncPatterns(converter, patterns);
  populateDebugPatterns(converter, placement, arch, patterns);
  populateScalarMathPatterns(converter, arch, patterns);
  populateTilePatterns(converter, placement, arch, patterns);
}

/// Calls `fn` with each memref.load / memref.store under `module`, its
/// buffer, indices and buffer type.
static void forEachElementAccess(
    ModuleOp module,
    function_ref<void(Operation *, Value, ValueRange, MemRefType)> fn) {
  module.walk([&](Operation *op) {
    if (auto load = dyn_cast<memref::LoadOp>(op))
      fn(op, load.getMemref(), load.getIndices(), load.getMemRefType());
    else if (auto store = dyn_cast<memref::StoreOp>(op))
      fn(op, store.getMemref(), store.getIndices(), store.getMemRefType());
  });
}

/// Reports every memref.load / memref.store of an element at constant
/// indices outside its buffer's static shape (the access would land on
/// another element of the tile, or in its padding).
static LogicalResult verifyStaticElements(ModuleOp module) {
  bool ok = true;
  forEachElementAccess(module, [&](Operation *op, Value memref,
                                   ValueRange indices, MemRefType type) {
    for (auto [dim, index] : llvm::enumerate(indices)) {
      APInt value;
      int64_t extent = type.getDimSize(dim);
      if (ShapedType::isDynamic(extent) ||
          !matchPattern(index, m_ConstantInt(&value)) ||
          (!value.isNegative() && value.ult(extent)))
        continue;
      op->emitOpError("accesses index ")
          << llvm::toString(value, 10, /*Signed=*/true) << " of dimension "
          << dim << " of " << tir::describeBuffer(memref) << " (" << type
          << "), outside [0, " << extent << ")";
      ok = false;
      return;
    }
  });
  return success(ok);
}

/// Reports every element access in a T.Parallel nest to a local buffer at
/// an index that is an enclosing loop's index (a slice loop, a serial loop
/// around the nest, the nest's own loops) when the loop runs past the
/// buffer's dimension: the tile windows the nest works on would reach past
/// the tile. Accesses under an `if` inside the loop are left alone (the
/// guard may keep the index in range).
static LogicalResult verifyLoopIndexBounds(ModuleOp module) {
  bool ok = true;
  forEachElementAccess(module, [&](Operation *op, Value memref,
                                   ValueRange indices, MemRefType type) {
    if (!tirpto::tir_to_ascend::isInParallelNest(op) ||
        !tir::getScopeClass(type) ||
        tir::getScopeClass(type) == tir::ScopeClass::Global)
      return;
    for (auto [dim, index] : llvm::enumerate(indices)) {
      auto arg = dyn_cast<BlockArgument>(index);
      auto loop =
          arg ? dyn_cast<tir::ForOp>(arg.getOwner()->getParentOp()) : nullptr;
      int64_t extent = type.getDimSize(dim);
      if (!loop || ShapedType::isDynamic(extent))
        continue;
      bool guarded = false;
      for (Operation *p = op->getParentOp(); p && p != loop;
           p = p->getParentOp())
        guarded |= isa<scf::IfOp>(p);
      std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
      std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound());
      std::optional<int64_t> step = getConstantIntValue(loop.getStep());
      if (guarded || !lb || !ub || !step || *step <= 0 || *lb >= *ub)
        continue;
      int64_t last = *lb + (*ub - 1 - *lb) / *step * *step;
      if (*lb >= 0 && last < extent)
        continue;
      InFlightDiagnostic diag = op->emitOpError("indexes dimension ")
                                << dim << " of " << tir::describeBuffer(memref)
                                << " (" << type
                                << ") with the index of a loop that reaches "
                                << last << ", outside [0, " << extent << ")";
      diag.attachNote(loop.getLoc()) << "the loop";
      ok = false;
      return;
    }
  });
  return success(ok);
}

/// Reports every memref.subview whose constant region lies outside its
/// static source shape (offsets given as constants included: MLIR 22's
/// memref.subview verifier checks static offsets only, 19's none): a
/// unit-stride region that starts outside (one that starts inside and runs past
/// the edge is clipped, as T.copy does, by ascend-clip-gm-regions), or a
/// strided region that reaches past it.
static LogicalResult verifyStaticRegions(ModuleOp module) {
  WalkResult result = module.walk([](memref::SubViewOp subview) {
    MemRefType source = subview.getSourceType();
    for (int64_t dim = 0, e = source.getRank(); dim < e; ++dim) {
      int64_t extent = source.getDimSize(dim);
      std::optional<int64_t> first =
          getConstantIntValue(subview.getMixedOffsets()[dim]);
      std::optional<int64_t> count =
          getConstantIntValue(subview.getMixedSizes()[dim]);
      std::optional<int64_t> step =
          getConstantIntValue(subview.getMixedStrides()[dim]);
      if (ShapedType::isDynamic(extent) || !first || !count || !step ||
          *count <= 0)
        continue;
      int64_t offset = *first, size = *count, stride = *step;
      int64_t span, last;
      bool overflow = llvm::MulOverflow(size - 1, stride, span) ||
                      llvm::AddOverflow(offset, span, last);
      bool outside = stride == 1 ? offset < 0 || offset >= extent
                                 : offset < 0 || overflow || last >= extent;
      if (outside) {
        subview.emitOpError("region of dimension ")
            << dim << " (offset " << offset << ", size " << size << ", stride "
            << stride << ") is out of bounds of " << source;
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

/// Reports the calls outside a T.Parallel nest that have no lowering (inside
/// a nest, the nest's lowering computes them on tiles): every
/// tir.call_extern and every floating-point tir.intrin, which are scalar
/// math the PTO output cannot express, every tir.intrin tirpto does not
/// know, and synchronisation that names no pipe or event of the hardware.
/// Reports the tir ops that an earlier tir pass writes as loops: T.cumsum /
/// T.cummax and the bitwise reductions have no Vector instruction.
static LogicalResult verifyExpandedOps(ModuleOp module) {
  bool ok = true;
  module.walk([&](Operation *op) {
    if (isa<tir::ScanOp>(op)) {
      op->emitOpError("is a scan, which tir-expand-scans writes as loops "
                      "(run it first, as tir-to-pto-pipeline does)");
      ok = false;
    } else if (auto reduce = dyn_cast<tir::ReduceOp>(op);
               reduce && tir::isBitwiseReduction(reduce.getKind())) {
      op->emitOpError("reduces bit by bit, which "
                      "tir-expand-bitwise-reductions writes as loops (run it "
                      "first, as tir-to-pto-pipeline does)");
      ok = false;
    }
  });
  return success(ok);
}

static LogicalResult verifyScalarCalls(ModuleOp module) {
  bool ok = true;
  module.walk([&](Operation *op) {
    // Scalar math of the math dialect outside nests: exp, log, sqrt, rsqrt
    // and absf are computed on a one-row tile (ScalarMath.cpp); the others
    // have no lowering.
    if (isa<math::MathDialect>(op->getDialect()) &&
        !tirpto::tir_to_ascend::getScalarMathKind(op) &&
        !tirpto::tir_to_ascend::isInParallelNest(op)) {
      op->emitOpError("computes scalar math outside a T.Parallel nest, "
                      "which has no PTO lowering (exp, log, sqrt, rsqrt and "
                      "abs of one value are computed on a tile); compute it "
                      "element-wise on a tile");
      ok = false;
      return;
    }
    if (!isa<tir::CallExternOp, tir::IntrinOp>(op) ||
        tirpto::tir_to_ascend::isInParallelNest(op))
      return;
    if (auto call = dyn_cast<tir::CallExternOp>(op)) {
      call.emitOpError("scalar math extern '")
          << call.getCallee()
          << "' outside a T.Parallel nest has no PTO lowering; compute it "
             "element-wise on a tile";
      ok = false;
      return;
    }
    auto intrin = cast<tir::IntrinOp>(op);
    const tir::IntrinsicInfo *info = tir::lookupIntrinsic(intrin.getIntrin());
    if (info && info->id == tir::Intrinsic::LoopBreak) {
      auto guard = intrin->getParentOfType<scf::IfOp>();
      auto loop = guard ? guard->getParentOfType<tir::ForOp>() : nullptr;
      if (!loop || tirpto::tir_to_ascend::getLoweredLoopBreak(loop) != guard) {
        // The innermost loop around the break says which loop it leaves.
        Operation *inner = intrin->getParentOp();
        while (inner && !isa<tir::ForOp, scf::WhileOp>(inner))
          inner = inner->getParentOp();
        InFlightDiagnostic diag = intrin.emitOpError(
            "T.loop_break is lowered only in T.Persistent's form: alone in "
            "an `if` (no else) that is a statement of a T.serial loop's "
            "body, after only side-effect-free statements");
        if (isa_and_nonnull<scf::WhileOp>(inner))
          diag << "; a break out of a `while` loop is not supported yet "
                  "(fold its condition into the loop's test)";
        ok = false;
      }
    } else if (info && (info->id == tir::Intrinsic::SetAtomic ||
                        info->id == tir::Intrinsic::SetAtomicNone)) {
      intrin.emitOpError("sets the store atomic mode, which "
                         "tir-resolve-store-atomics turns into atomic "
                         "stores (run it first, as tir-to-pto-pipeline "
                         "does)");
      ok = false;
    } else if (info && info->id == tir::Intrinsic::SetDeqScale) {
      intrin.emitOpError("sets the deq scale, which tir-resolve-deq-scale "
                         "applies to the int32 -> float16 conversions after "
                         "it (run it first, as tir-to-pto-pipeline does)");
      ok = false;
    } else if (info && info->id == tir::Intrinsic::SyncAll) {
      intrin.emitOpError(
          "T.sync_all (tl.ascend_sync_all), a barrier across every block of "
          "the launch, is not lowered: PTO has no instruction for it "
          "(TileLang's "
          "own PTO backend has none either); split the kernel at the barrier "
          "into two launches");
      ok = false;
    } else if (info && (info->id == tir::Intrinsic::SetCrossFlag ||
                        info->id == tir::Intrinsic::WaitCrossFlag ||
                        info->id == tir::Intrinsic::CrossCoreSetFlag ||
                        info->id == tir::Intrinsic::CrossCoreWaitFlag ||
                        info->id == tir::Intrinsic::Printf)) {
      // Lowered by the section that says which core issues it; T.printf by
      // DebugOps.cpp.
    } else if (info && !info->hasResult) {
      if (failed(tirpto::tir_to_ascend::decodeSyncCall(intrin,
                                                       /*report=*/true)))
        ok = false;
    } else if (!info) {
      intrin.emitOpError("unsupported TIR intrinsic '")
          << intrin.getIntrin() << "'";
      ok = false;
    } else if (info->operands == tir::IntrinsicOperands::Float) {
      intrin.emitOpError("computes scalar math ('")
          << intrin.getIntrin()
          << "'): the PTO output has no scalar math unit; compute it on a "
             "tile in a T.Parallel nest";
      ok = false;
    }
  });
  return success(ok);
}

/// Reports every memref op on a TIR buffer that the conversion has no
/// pattern for (memref.cast, reinterpret_cast, reshapes, ...): nothing
/// lowers it to a memory space.
static LogicalResult verifyMemRefOps(ModuleOp module) {
  WalkResult result = module.walk([](Operation *op) {
    if (!isa<memref::MemRefDialect>(op->getDialect()) ||
        isa<memref::SubViewOp, memref::LoadOp, memref::StoreOp, memref::DimOp>(
            op))
      return WalkResult::advance();
    auto ascendTyped = [](Type type) { return isAscendTyped(type); };
    if (llvm::all_of(op->getOperandTypes(), ascendTyped) &&
        llvm::all_of(op->getResultTypes(), ascendTyped))
      return WalkResult::advance();
    op->emitOpError(
        "is not supported by convert-tir-to-ascend: buffers are used whole, "
        "through memref.subview regions (T.copy's), memref.load / "
        "memref.store of elements, or memref.dim of a dynamic dimension");
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

namespace {
struct ConvertTIRToAscendPass
    : impl::ConvertTIRToAscendBase<ConvertTIRToAscendPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *context = &getContext();
    if (auto existing = module->getAttrOfType<ascend::ArchAttr>(
            ascend::AscendDialect::kArchAttrName);
        existing && existing.getValue() != arch) {
      module.emitError("convert-tir-to-ascend{arch=")
          << ascend::stringifyArch(arch) << "} on a module that targets "
          << ascend::stringifyArch(existing.getValue()) << " ('"
          << ascend::AscendDialect::kArchAttrName << "')";
      return signalPassFailure();
    }
    IRRewriter rewriter(context);
    rewriter.modifyOpInPlace(module, [&] {
      module->setAttr(ascend::AscendDialect::kArchAttrName,
                      ascend::ArchAttr::get(context, arch));
    });
    if (failed(verifyStaticRegions(module)) ||
        failed(verifyStaticElements(module)) ||
        failed(verifyLoopIndexBounds(module)) ||
        failed(verifyExpandedOps(module)) ||
        failed(verifyScalarCalls(module)) || failed(verifyMemRefOps(module)))
      return signalPassFailure();

    FailureOr<BufferPlacement> placement = BufferPlacement::read(module);
    if (failed(placement))
      return signalPassFailure();

    TypeConverter converter;
    populateTIRToAscendTypeConversions(converter);
    // Kernels whose sections declare one core and that do work outside
    // them: the work outside goes to the core it needs, as
    // tilelang-ascend's automatic Cube/Vector combination places it, so
    // the sections do not bound the kernel's cores (ascend.section_cores
    // is dropped after the conversion; ascend-split-cube-vector splits
    // such a kernel as a developer-mode one).
    SmallVector<StringAttr> combined;
    for (auto func : module.getOps<func::FuncOp>())
      if (hasOneCoreSectionsAndWorkOutside(func))
        combined.push_back(func.getSymNameAttr());

    ConversionTarget target(*context);
    configureTIRToAscendTarget(target, converter);
    RewritePatternSet patterns(context);
    populateTIRToAscendConversionPatterns(*placement, arch, converter,
                                          patterns);
    tirpto::ReportUserErrorsOnce reportOnce(context);
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      return signalPassFailure();
    for (StringAttr name : combined)
      if (auto func = module.lookupSymbol<func::FuncOp>(name))
        func->removeAttr(ascend::AscendDialect::kSectionCoresAttrName);
  }

  /// Whether `func`'s sections (tir.section) are all of one core and it
  /// has tile or element-wise work outside them.
  static bool hasOneCoreSectionsAndWorkOutside(func::FuncOp func) {
    std::optional<tir::SectionKind> kind;
    bool mixed = false, outside = false;
    func.walk([&](Operation *op) {
      if (auto section = dyn_cast<tir::SectionOp>(op)) {
        mixed |= kind && *kind != section.getKind();
        kind = section.getKind();
        return;
      }
      if (op->getParentOfType<tir::SectionOp>())
        return;
      auto loop = dyn_cast<tir::ForOp>(op);
      outside |= isa<tir::CopyOp, tir::TileOp, tir::GemmOp, tir::FillOp,
                     tir::ReduceOp, tir::ScanOp, tir::AtomicOp>(op) ||
                 (loop && loop.getKind() == tir::ForKind::Parallel);
    });
    return kind && !mixed && outside;
  }
};
} // namespace
