//===- AscendDialect.cpp - ascend dialect and attributes ------------------===//

#include "tirpto/Dialect/Ascend/IR/Ascend.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
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

void AscendDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tirpto/Dialect/Ascend/IR/AscendAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "tirpto/Dialect/Ascend/IR/AscendOps.cpp.inc"
      >();
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
  if ((name == kCoreTypeAttrName || name == kGridAttrName) &&
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
  return op->emitError("unknown ascend attribute '") << name << "'";
}

LogicalResult EventAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                unsigned id) {
  if (id > 7)
    return emitError() << "event id must be in [0, 7] (EVENT_ID0..7), got "
                       << id;
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

std::optional<AddressSpace> mlir::ascend::getAddressSpace(Type type) {
  auto memref = dyn_cast<BaseMemRefType>(type);
  if (!memref)
    return std::nullopt;
  if (auto space = dyn_cast_or_null<AddressSpaceAttr>(memref.getMemorySpace()))
    return space.getValue();
  return std::nullopt;
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
