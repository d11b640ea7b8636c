//===- AscendDialect.cpp - ascend dialect and attributes ------------------===//

#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::ascend;

#include "tirpto/Dialect/Ascend/IR/AscendDialect.cpp.inc"
#include "tirpto/Dialect/Ascend/IR/AscendEnums.cpp.inc"
#include "tirpto/Dialect/Ascend/IR/AscendInterfaces.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "tirpto/Dialect/Ascend/IR/AscendAttrs.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "tirpto/Dialect/Ascend/IR/AscendTypes.cpp.inc"

void AscendDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tirpto/Dialect/Ascend/IR/AscendAttrs.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "tirpto/Dialect/Ascend/IR/AscendTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "tirpto/Dialect/Ascend/IR/AscendOps.cpp.inc"
      >();
}

/// "16x1" for the shape [16, 1], "[]" for no extents.
static std::string formatShape(DenseI64ArrayAttr shape) {
  if (shape.empty())
    return "[]";
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleave(shape.asArrayRef(), os, "x");
  return text;
}

LogicalResult AscendDialect::verifyOperationAttribute(Operation *op,
                                                      NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  Attribute value = attr.getValue();
  if (name == kArchAttrName) {
    if (!isa<ModuleOp>(op))
      return op->emitError("'") << name << "' is a module attribute";
    if (!isa<ArchAttr>(value))
      return op->emitError("'")
             << name << "' must be #ascend.arch<a3> or #ascend.arch<a5>";
    return success();
  }
  if ((name == kCoreTypeAttrName || name == kGridAttrName ||
       name == kSectionCoresAttrName || name == kPartAttrName) &&
      !isa<FunctionOpInterface>(op))
    return op->emitError("'") << name
                              << "' is an attribute of the kernel function";
  if (name == kNumStagesAttrName && !isa<LoopLikeOpInterface>(op))
    return op->emitError("'") << name << "' is an attribute of a loop";
  if (name == kCoreTypeAttrName) {
    if (!isa<CoreTypeAttr>(value))
      return op->emitError("'") << name
                                << "' must be an #ascend.core_type attribute";
    return success();
  }
  if (name == kPartAttrName) {
    auto part = dyn_cast<CoreTypeAttr>(value);
    if (!part || part.getValue() == CoreType::MIX)
      return op->emitError("'") << name
                                << "' must be #ascend.core_type<aic> or "
                                   "#ascend.core_type<aiv>";
    return success();
  }
  if (name == kSectionCoresAttrName) {
    auto scopes = dyn_cast<ArrayAttr>(value);
    if (!scopes || !llvm::all_of(scopes, llvm::IsaPred<CoreTypeAttr>))
      return op->emitError("'")
             << name << "' must be an array of #ascend.core_type";
    return success();
  }
  if (name == kGridAttrName) {
    auto grid = dyn_cast<DenseI64ArrayAttr>(value);
    if (!grid || grid.empty() || grid.size() > 3)
      return op->emitError("'") << name
                                << "' must be an array of 1 to 3 i64 extents";
    return success();
  }
  if (name == kNumStagesAttrName) {
    auto stages = dyn_cast<IntegerAttr>(value);
    if (!stages || stages.getInt() < 1)
      return op->emitError("'") << name << "' must be an integer >= 1";
    return success();
  }
  if (name == kVersionsAttrName) {
    auto versions = dyn_cast<IntegerAttr>(value);
    if (op->getNumResults() != 1 ||
        !isa<MemRefType>(op->getResult(0).getType()) ||
        op->getNumOperands() != 0 || !versions || versions.getInt() < 1)
      return op->emitError("'") << name
                                << "' is an integer >= 1 on a buffer "
                                   "allocation";
    return success();
  }
  if (name == kStagingAttrName) {
    auto alloc = dyn_cast<memref::AllocOp>(op);
    std::optional<AddressSpace> space =
        alloc ? getAddressSpace(alloc.getType()) : std::nullopt;
    if (!isa<UnitAttr>(value) || !alloc ||
        (space != AddressSpace::L0A && space != AddressSpace::L0B))
      return op->emitError("'")
             << name << "' is a unit attribute of a memref.alloc in l0a or l0b";
    return success();
  }
  if (name == kNestScratchAttrName) {
    auto alloc = dyn_cast<memref::AllocOp>(op);
    if (!isa<UnitAttr>(value) || !alloc ||
        getAddressSpace(alloc.getType()) != AddressSpace::UB)
      return op->emitError("'")
             << name << "' is a unit attribute of a memref.alloc in ub";
    return success();
  }
  if (name == kEdgeGuardAttrName) {
    auto guard = dyn_cast<scf::IfOp>(op);
    if (!isa<UnitAttr>(value) || !guard || guard.elseBlock() ||
        guard->getNumResults())
      return op->emitError("'")
             << name
             << "' is a unit attribute of an scf.if without else or results";
    return success();
  }
  return op->emitError("unknown ascend attribute '") << name << "'";
}

LogicalResult AscendDialect::verifyRegionArgAttribute(Operation *op,
                                                      unsigned regionIndex,
                                                      unsigned argIndex,
                                                      NamedAttribute attr) {
  if (attr.getName() != kWorkspaceAttrName &&
      attr.getName() != kTensorDimAttrName)
    return op->emitError("unknown ascend argument attribute '")
           << attr.getName().getValue() << "'";
  // The argument's type from the signature: a declaration has no body.
  auto func = dyn_cast<FunctionOpInterface>(op);
  Type type = func && regionIndex == 0 && argIndex < func.getNumArguments()
                  ? func.getArgumentTypes()[argIndex]
                  : Type();
  if (attr.getName() == kTensorDimAttrName) {
    // The tensor is the argument before the run of dimension arguments.
    unsigned tensor = type ? argIndex : 0;
    while (tensor > 0 && func.getArgAttr(tensor - 1, kTensorDimAttrName))
      --tensor;
    auto dim = dyn_cast<IntegerAttr>(attr.getValue());
    auto memref =
        tensor > 0 ? dyn_cast<MemRefType>(func.getArgumentTypes()[tensor - 1])
                   : MemRefType();
    // The run's k-th argument carries the tensor's k-th dynamic dimension.
    std::optional<int64_t> expected;
    if (memref && hasDimArguments(memref)) {
      unsigned k = argIndex - tensor;
      for (int64_t d = 0; d < memref.getRank(); ++d)
        if (memref.isDynamicDim(d) && k-- == 0) {
          expected = d;
          break;
        }
    }
    if (!type || !type.isIndex() || !dim ||
        !dim.getType().isSignlessInteger(64) || !expected ||
        dim.getInt() != *expected)
      return op->emitError("'")
             << kTensorDimAttrName
             << "' marks the index arguments after a global tensor argument "
                "of dynamic shape: the k-th of them carries the tensor's k-th "
                "dynamic dimension (an i64), one per dynamic dimension";
    return success();
  }
  if (!isa<UnitAttr>(attr.getValue()) || !isa_and_nonnull<MemRefType>(type) ||
      getAddressSpace(type) != AddressSpace::GM)
    return op->emitError("'")
           << kWorkspaceAttrName
           << "' is a unit attribute of a kernel argument in gm";
  return success();
}

LogicalResult
PlacementAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                      AddressSpace space, bool transposed,
                      DenseI64ArrayAttr shape) {
  if (transposed && space != AddressSpace::L1)
    return emitError() << "only an l1 buffer is stored transposed, not one "
                          "in "
                       << stringifyAddressSpace(space);
  if (shape && space != AddressSpace::UB && !transposed)
    return emitError() << "only a ub buffer or one stored transposed is "
                          "given a tile shape, not one in "
                       << stringifyAddressSpace(space);
  if (shape &&
      (shape.size() != 2 ||
       llvm::any_of(shape.asArrayRef(), [](int64_t dim) { return dim < 1; })))
    return emitError() << "a tile shape has two positive extents, got "
                       << formatShape(shape);
  return success();
}

LogicalResult EventAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                unsigned id) {
  if (id >= kNumEventIds)
    return emitError() << "event id must be in [0, " << kNumEventIds - 1
                       << "] (EVENT_ID0.." << kNumEventIds - 1 << "), got "
                       << id;
  return success();
}

bool mlir::ascend::isColumnRegion(memref::SubViewOp op) {
  MemRefType source = op.getSourceType();
  std::optional<AddressSpace> space = getAddressSpace(source);
  if ((space != AddressSpace::UB && space != AddressSpace::L0C &&
       space != AddressSpace::L1) ||
      source.getRank() != 2 ||
      op.getSource().getDefiningOp<memref::SubViewOp>() ||
      op.getType().getRank() != 2 ||
      ShapedType::isDynamicShape(op.getStaticSizes()) ||
      !llvm::all_of(op.getStaticStrides(),
                    [](int64_t stride) { return stride == 1; }))
    return false;
  return op.getStaticSizes()[0] == source.getDimSize(0) &&
         op.getStaticSizes()[1] < source.getDimSize(1) &&
         getConstantIntValue(op.getMixedOffsets()[0]) == 0 &&
         getConstantIntValue(op.getMixedOffsets()[1]) == 0;
}

bool mlir::ascend::isLeadingRegion(memref::SubViewOp op) {
  if (isColumnRegion(op))
    return true;
  MemRefType source = op.getSourceType();
  return getAddressSpace(source) == AddressSpace::UB && source.getRank() == 2 &&
         !op.getSource().getDefiningOp<memref::SubViewOp>() &&
         source.getDimSize(1) == 1 && op.getType().getRank() == 2 &&
         !ShapedType::isDynamicShape(op.getStaticSizes()) &&
         llvm::all_of(op.getStaticStrides(),
                      [](int64_t stride) { return stride == 1; }) &&
         op.getStaticSizes()[0] < source.getDimSize(0) &&
         getConstantIntValue(op.getMixedOffsets()[0]) == 0;
}

LogicalResult mlir::ascend::buildVectorFill(
    OpBuilder &builder, Location loc, Value scalar, Value dst, Arch arch,
    llvm::function_ref<Value(MemRefType)> makeTemporary) {
  auto type = cast<MemRefType>(dst.getType());
  Type element = type.getElementType();
  if (isLegalVectorElement(VectorOpClass::Dup, element, arch)) {
    builder.create<VDupOp>(loc, scalar, dst);
    return success();
  }
  // i8 through f16: a3's tcvt converts no integer type to i8, and f16 holds
  // every i8 value exactly.
  Type wide;
  if (element.isBF16())
    wide = builder.getF32Type();
  else if (element.isInteger(8))
    wide = builder.getF16Type();
  if (!wide || !isLegalVectorElement(VectorOpClass::Dup, wide, arch) ||
      !isLegalConversion(wide, element, arch))
    return failure();
  Value wideScalar =
      isa<FloatType>(element)
          ? builder.create<arith::ExtFOp>(loc, wide, scalar).getResult()
          : builder.create<arith::SIToFPOp>(loc, wide, scalar).getResult();
  Value tile = makeTemporary(MemRefType::get(type.getShape(), wide,
                                             MemRefLayoutAttrInterface(),
                                             type.getMemorySpace()));
  builder.create<VDupOp>(loc, wideScalar, tile);
  builder.create<VCastOp>(loc, tile, dst);
  return success();
}

bool mlir::ascend::isScalarSlot(Value value) {
  auto alloca = value.getDefiningOp<memref::AllocaOp>();
  if (!alloca)
    return false;
  MemRefType type = alloca.getType();
  return !type.getMemorySpace() && type.hasStaticShape() &&
         type.getNumElements() == 1 &&
         type.getElementType().isIntOrIndexOrFloat();
}

bool mlir::ascend::hasDimArguments(Type type) {
  auto memref = dyn_cast_if_present<MemRefType>(type);
  return memref && getAddressSpace(memref) == AddressSpace::GM &&
         memref.getLayout().isIdentity() && memref.getNumDynamicDims() > 0;
}

bool mlir::ascend::hasSpelledOutDimArguments(FunctionOpInterface func,
                                             unsigned index) {
  if (!hasDimArguments(func.getArgumentTypes()[index]))
    return true;
  auto type = cast<MemRefType>(func.getArgumentTypes()[index]);
  unsigned next = index + 1;
  for (int64_t dim = 0; dim < type.getRank(); ++dim) {
    if (!type.isDynamicDim(dim))
      continue;
    if (next >= func.getNumArguments() ||
        !func.getArgumentTypes()[next].isIndex())
      return false;
    auto mark = func.getArgAttrOfType<IntegerAttr>(
        next, AscendDialect::kTensorDimAttrName);
    if (!mark || !mark.getType().isSignlessInteger(64) || mark.getInt() != dim)
      return false;
    ++next;
  }
  return true;
}

std::optional<AddressSpace> mlir::ascend::getAddressSpace(Type type) {
  auto memref = dyn_cast<BaseMemRefType>(type);
  if (!memref)
    return std::nullopt;
  if (auto space = dyn_cast_or_null<AddressSpaceAttr>(memref.getMemorySpace()))
    return space.getValue();
  if (auto space = dyn_cast_or_null<TileSpaceAttr>(memref.getMemorySpace()))
    return space.getSpace();
  return std::nullopt;
}

MatLayout mlir::ascend::getMatLayout(Type type) {
  auto memref = dyn_cast<BaseMemRefType>(type);
  auto space = memref ? dyn_cast_or_null<TileSpaceAttr>(memref.getMemorySpace())
                      : TileSpaceAttr();
  return space ? space.getLayout() : MatLayout::NZ;
}

bool mlir::ascend::hasDynamicValidShape(Type type) {
  auto memref = dyn_cast<BaseMemRefType>(type);
  auto space = memref ? dyn_cast_or_null<TileSpaceAttr>(memref.getMemorySpace())
                      : TileSpaceAttr();
  return space && space.getValid() == ValidShape::Dynamic;
}

MemRefType mlir::ascend::withDynamicValidShape(MemRefType type) {
  return MemRefType::Builder(type).setMemorySpace(
      TileSpaceAttr::get(type.getContext(), *getAddressSpace(type),
                         getMatLayout(type), ValidShape::Dynamic));
}

LogicalResult
TileSpaceAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                      AddressSpace space, MatLayout layout, ValidShape valid) {
  if (layout == MatLayout::ZN && space != AddressSpace::L1)
    return emitError() << "only an l1 buffer has the zn layout, not one in "
                       << stringifyAddressSpace(space);
  if (valid == ValidShape::Dynamic && space == AddressSpace::GM)
    return emitError() << "a gm buffer is no tile: it has no valid shape";
  if (layout == MatLayout::NZ && valid == ValidShape::Static)
    return emitError() << "a buffer of the default tile form of its space "
                          "is in #ascend.address_space<"
                       << stringifyAddressSpace(space) << ">";
  return success();
}

MemRefType mlir::ascend::withAddressSpace(MemRefType type,
                                          AddressSpace space) {
  return MemRefType::Builder(type).setMemorySpace(
      AddressSpaceAttr::get(type.getContext(), space));
}

std::optional<Arch> mlir::ascend::getModuleArch(Operation *op) {
  for (Operation *parent = op; parent; parent = parent->getParentOp())
    if (auto arch =
            parent->getAttrOfType<ArchAttr>(AscendDialect::kArchAttrName))
      return arch.getValue();
  return std::nullopt;
}

FailureOr<Arch> mlir::ascend::getRequiredModuleArch(ModuleOp module,
                                                   StringRef passName) {
  if (std::optional<Arch> arch = getModuleArch(module))
    return *arch;
  return module.emitError()
         << passName << " needs the target arch: the module has no '"
         << AscendDialect::kArchAttrName
         << "' attribute (convert-tir-to-ascend{arch=...} sets it)";
}
