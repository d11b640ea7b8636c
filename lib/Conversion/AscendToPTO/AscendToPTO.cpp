//===- AscendToPTO.cpp - the convert-ascend-to-pto pass -------------------===//

#include "PatternsInternal.h"

#include "tirpto/Support/LLVMCompat.h"
#include "tirpto/Support/ReportOnce.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
#define GEN_PASS_DEF_CONVERTASCENDTOPTO
#include "tirpto/Conversion/Passes.h.inc"
} // namespace mlir

using namespace mlir;
using namespace mlir::tirpto;

void mlir::populateAscendToPTOTypeConversions(TypeConverter &converter) {
  converter.addConversion([](Type type) { return type; });
  // The a3 FFTS base address: the memref ptoas's pto.set_ffts takes.
  converter.addConversion([](ascend::FftsType type) -> Type {
    return MemRefType::get({256}, IntegerType::get(type.getContext(), 64));
  });
  converter.addConversion([](MemRefType type, SmallVectorImpl<Type> &results)
                              -> std::optional<LogicalResult> {
    std::optional<ascend::AddressSpace> space = ascend::getAddressSpace(type);
    if (!space)
      return failure();
    // A region (memref.subview) has a strided layout, a whole buffer the
    // default one.
    bool region = isa<StridedLayoutAttr>(type.getLayout());
    if (!region && !type.getLayout().isIdentity())
      return failure();
    Type element = type.getElementType();
    if (*space == ascend::AddressSpace::GM) {
      if (!pto::isPTOElementType(element))
        return failure();
      // A region: its plain window.
      if (region) {
        results.push_back(pto::PartitionTensorViewType::get(
            type.getContext(), type.getShape(), element));
        return success();
      }
      // A GM tensor is its pointer; the `index` arguments of its dynamic
      // dimensions (TileLang's T.symbolic) follow it, spelled out before
      // the conversion (ascend-materialize-dim-args).
      results.push_back(pto::PtrType::get(type.getContext(), element));
      return success();
    }
    FailureOr<pto::TileBufType> tile =
        region ? getRegionTileBufType(type) : getTileBufType(type);
    if (failed(tile))
      return failure();
    results.push_back(*tile);
    return success();
  });
}

void mlir::configureAscendToPTOTarget(ConversionTarget &target) {
  target.addIllegalDialect<ascend::AscendDialect, memref::MemRefDialect>();
  target.addLegalDialect<pto::PTODialect, arith::ArithDialect>();
  // Scalar ops ptoas cannot lower (float addf) are rewritten.
  target.addDynamicallyLegalOp<arith::AddFOp>(
      [](arith::AddFOp op) { return pto::isScalarOpLoweredByPtoas(op); });
  // ptoas 0.27 prints infinite float constants as `Inf.0f`, not C++.
  target.addDynamicallyLegalOp<arith::ConstantOp>([](arith::ConstantOp op) {
    return !tirpto::ascend_to_pto::isInfiniteConstant(op);
  });
  // A memref left is the FFTS address (no memory space), as ptoas takes it.
  auto noMemRef = [](Type type) {
    auto memref = dyn_cast<MemRefType>(type);
    return !isa<BaseMemRefType, ascend::FftsType>(type) ||
           (memref && !memref.getMemorySpace());
  };
  ConversionTarget::DynamicLegalityCallbackFn clean = [=](Operation *op) {
    return llvm::all_of(op->getOperandTypes(), noMemRef) &&
           llvm::all_of(op->getResultTypes(), noMemRef) &&
           !tirpto::ascend_to_pto::hasAscendAttributes(op);
  };
  target.addDynamicallyLegalDialect<scf::SCFDialect>(clean);
  target.addDynamicallyLegalOp<func::ReturnOp, func::CallOp>(clean);
  target.addDynamicallyLegalOp<func::FuncOp>([=](func::FuncOp func) {
    return llvm::all_of(func.getArgumentTypes(), noMemRef) &&
           llvm::all_of(func.getResultTypes(), noMemRef) &&
           !tirpto::ascend_to_pto::hasAscendAttributes(func) &&
           !tirpto::ascend_to_pto::needsEntryAttr(func);
  });
}

void mlir::populateAscendToPTOConversionPatterns(TypeConverter &converter,
                                                 RewritePatternSet &patterns) {
  populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                 converter);
  populateReturnOpTypeConversionPattern(patterns, converter);
  tirpto::ascend_to_pto::populateBufferPatterns(converter, patterns);
  tirpto::ascend_to_pto::populateDMAPatterns(converter, patterns);
  tirpto::ascend_to_pto::populateCubePatterns(converter, patterns);
  tirpto::ascend_to_pto::populateVectorPatterns(converter, patterns);
  tirpto::ascend_to_pto::populateStructurePatterns(converter, patterns);
  tirpto::ascend_to_pto::populateSyncPatterns(converter, patterns);
  tirpto::ascend_to_pto::populateCrossCorePatterns(converter, patterns);
  populateCallOpTypeConversionPattern(patterns, converter);
  tirpto::ascend_to_pto::populateScalarAccessPatterns(converter, patterns);
}

/// The checks before the conversion, each reporting at the user's op what
/// convert-ascend-to-pto has no pattern for, so that no pattern exists only
/// to report it: function signatures (global buffers in, no buffers out),
/// region types (the type converter tells a region by its strided layout),
/// buffers carried on by other ops, NaN constants, scalar accesses to
/// buffers outside ub and GM.
static LogicalResult checkConvertible(ModuleOp module) {
  // A GM buffer whose element type PTO has no pointer for would fail the
  // signature conversion with no word on why. The type converter tells a
  // kernel argument (identity layout) from a region of one (strided).
  for (auto func : module.getOps<FunctionOpInterface>())
    for (auto [i, type] : llvm::enumerate(func.getArgumentTypes())) {
      if (!isa<BaseMemRefType>(type))
        continue;
      auto memref = dyn_cast<MemRefType>(type);
      if (!memref ||
          ascend::getAddressSpace(memref) != ascend::AddressSpace::GM) {
        func.emitOpError("argument #")
            << i << " (" << type << ") is not a global buffer: functions "
            << "take global buffers (kernel arguments) and scalars; local "
            << "buffers are allocated where they are used";
        return failure();
      }
      if (!pto::isPTOElementType(memref.getElementType())) {
        func.emitOpError("argument #")
            << i << " (" << type << ") has an element type ptoas has no "
            << "!pto.ptr for; expected " << pto::describePTOElementTypes();
        return failure();
      }
      if (!isa<AffineMapAttr>(memref.getLayout()) ||
          !memref.getLayout().isIdentity()) {
        func.emitOpError("argument #")
            << i << " (" << type << ") is a global buffer typed with a "
            << "layout: kernel arguments are whole row-major tensors, "
            << "typed without one (a strided layout marks a region)";
        return failure();
      }
      if (!ascend::hasSpelledOutDimArguments(func, i)) {
        func.emitOpError("argument #")
            << i << " (" << type << ") is a global tensor of dynamic shape "
            << "without the index arguments of its dimensions after it: run "
            << "ascend-materialize-dim-args before convert-ascend-to-pto "
            << "(tir-to-pto-pipeline does)";
        return failure();
      }
    }
  for (auto func : module.getOps<FunctionOpInterface>())
    for (auto [i, type] : llvm::enumerate(func.getResultTypes()))
      if (isa<BaseMemRefType>(type)) {
        func.emitOpError("result #")
            << i << " (" << type << ") is a buffer: functions return "
            << "scalars; a kernel writes its results into global buffers";
        return failure();
      }
  WalkResult identityRegion = module.walk([](memref::SubViewOp region) {
    if (ascend::getAddressSpace(region.getType()) != ascend::AddressSpace::GM ||
        isa<StridedLayoutAttr>(region.getType().getLayout()))
      return WalkResult::advance();
    region.emitOpError("takes a region of a global buffer typed without a "
                       "strided layout (")
        << region.getType()
        << "); type a region with its strided layout (as "
           "memref.subview infers it), which tells it from a kernel "
           "argument";
    return WalkResult::interrupt();
  });
  if (identityRegion.wasInterrupted())
    return failure();

  // Buffers are used where they are allocated or passed in: an op that
  // carries one on (a function result, a call, a loop's iter_args, a
  // branch's result, a select) has no PTO form.
  WalkResult carried = module.walk<WalkOrder::PreOrder>([](Operation *op) {
    if (isa<FunctionOpInterface>(op) ||
        isa<ascend::AscendDialect>(op->getDialect()) ||
        isa<memref::AllocOp, memref::SubViewOp, memref::LoadOp, memref::StoreOp,
            memref::DimOp>(op))
      return WalkResult::advance();
    // The entry of a split mixed kernel passes its global buffers on to
    // the parts.
    if (isa<func::CallOp>(op) &&
        llvm::all_of(op->getOperandTypes(), [](Type type) {
          auto memref = dyn_cast<MemRefType>(type);
          return !isa<BaseMemRefType>(type) ||
                 (memref &&
                  ascend::getAddressSpace(memref) == ascend::AddressSpace::GM &&
                  memref.getLayout().isIdentity());
        }))
      return WalkResult::advance();
    Type buffer;
    for (Type type : op->getOperandTypes())
      if (!buffer && isa<BaseMemRefType>(type))
        buffer = type;
    for (Type type : op->getResultTypes())
      if (!buffer && isa<BaseMemRefType>(type))
        buffer = type;
    if (!buffer)
      return WalkResult::advance();
    op->emitOpError("carries the buffer ")
        << buffer
        << " on: convert-ascend-to-pto lowers buffers used where they are "
           "allocated or passed in as kernel arguments, not returned, "
           "passed to calls, or carried through loops, branches or "
           "selects";
    return WalkResult::interrupt();
  });
  if (carried.wasInterrupted())
    return failure();

  // ptoas 0.27 prints a NaN constant as `NaN.0f`, which is not C++, and
  // no finite value stands in for it (infinities have one, see
  // InfiniteConstantRewrite).
  WalkResult nan = module.walk([](arith::ConstantOp constant) {
    auto value = dyn_cast<FloatAttr>(constant.getValue());
    if (!value || !value.getValue().isNaN())
      return WalkResult::advance();
    constant.emitOpError("is a NaN, which ptoas 0.27 prints as `NaN.0f` "
                         "(not C++), and no finite value stands in for it");
    return WalkResult::interrupt();
  });
  if (nan.wasInterrupted())
    return failure();

  // Scalar accesses to ub tiles become tgetval / tsetval, those to GM
  // load_scalar / store_scalar; those to other buffers have no lowering:
  // report each here, so that no pattern exists only to report it.
  bool scalarAccess = false;
  module.walk([&](Operation *op) {
    if (!isa<memref::LoadOp, memref::StoreOp>(op))
      return;
    std::optional<ascend::AddressSpace> space = ascend::getAddressSpace(
        op->getOperand(isa<memref::LoadOp>(op) ? 0 : 1).getType());
    if (space == ascend::AddressSpace::UB || space == ascend::AddressSpace::GM)
      return;
    op->emitOpError("scalar access to a buffer in ")
        << (space ? ascend::stringifyAddressSpace(*space) : "no space")
        << " is not supported by convert-ascend-to-pto: the scalar unit "
           "reads and writes single elements of ub tiles and of global "
           "memory only";
    scalarAccess = true;
  });
  if (scalarAccess)
    return failure();
  return success();
}

namespace {
struct ConvertAscendToPTOPass
    : impl::ConvertAscendToPTOBase<ConvertAscendToPTOPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *context = &getContext();
    FailureOr<ascend::Arch> arch =
        ascend::getRequiredModuleArch(module, getArgument());
    if (failed(arch))
      return signalPassFailure();
    if (auto existing = module->getAttrOfType<StringAttr>(
            pto::PTODialect::kTargetArchAttrName)) {
      std::optional<pto::TargetArch> target =
          pto::parseTargetArch(existing.getValue());
      bool a5 = *arch == ascend::Arch::A5;
      if (!target || (*target == pto::TargetArch::A5) != a5) {
        module.emitError("the module targets ")
            << ascend::stringifyArch(*arch) << " ('"
            << ascend::AscendDialect::kArchAttrName << "') but already has '"
            << pto::PTODialect::kTargetArchAttrName << "' = " << existing;
        return signalPassFailure();
      }
    }
    // Scratch tiles are operands by now (ascend-allocate-scratch).
    if (failed(ascend::verifyScratchAllocated(module, *arch)))
      return signalPassFailure();
    // The PTO verifiers of the new ops dispatch on pto.target_arch.
    IRRewriter rewriter(context);
    rewriter.modifyOpInPlace(module, [&] {
      module->removeAttr(ascend::AscendDialect::kArchAttrName);
      module->setAttr(
          pto::PTODialect::kTargetArchAttrName,
          StringAttr::get(context, ascend::stringifyArch(*arch)));
    });

    if (failed(checkConvertible(module)))
      return signalPassFailure();

    // Regions in the form the type converter reads (constant offsets and
    // sizes static in their types), outer regions first.
    SmallVector<Operation *> regions;
    // (An unused region is left as it is: the rewrite driver would erase
    // it, and the conversion reports one it cannot express.)
    module.walk([&](memref::SubViewOp region) {
      if (!region->use_empty())
        regions.push_back(region);
    });
    std::reverse(regions.begin(), regions.end());
    RewritePatternSet regionForm(context);
    ascend_to_pto::populateRegionFormPatterns(regionForm);
    GreedyRewriteConfig regionConfig;
    tirpto::compat::setStrictness(regionConfig,
                                  GreedyRewriteStrictness::ExistingAndNewOps);
    if (!regions.empty() && failed(applyOpPatternsAndFold(
                                regions, std::move(regionForm), regionConfig)))
      return signalPassFailure();

    TypeConverter converter;
    populateAscendToPTOTypeConversions(converter);
    ConversionTarget target(*context);
    configureAscendToPTOTarget(target);
    RewritePatternSet patterns(context);
    populateAscendToPTOConversionPatterns(converter, patterns);
    tirpto::ReportUserErrorsOnce reportOnce(context);
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      return signalPassFailure();

    SmallVector<Operation *> ifs;
    module.walk([&](Operation *op) {
      if (isa<scf::IfOp, arith::IndexCastOp, arith::IndexCastUIOp>(op))
        ifs.push_back(op);
    });
    RewritePatternSet output(context);
    ascend_to_pto::populatePTOOutputPatterns(output);
    GreedyRewriteConfig config;
    tirpto::compat::setStrictness(config,
                                  GreedyRewriteStrictness::ExistingAndNewOps);
    if (!ifs.empty() &&
        failed(applyOpPatternsAndFold(ifs, std::move(output), config)))
      signalPassFailure();
  }
};
} // namespace
