//===- PTODialect.cpp - pto dialect, attributes, target arch --------------===//

#include "tirpto/Dialect/PTO/IR/PTO.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::pto;

#include "tirpto/Dialect/PTO/IR/PTODialect.cpp.inc"
#include "tirpto/Dialect/PTO/IR/PTOEnums.cpp.inc"
#include "tirpto/Dialect/PTO/IR/PTOInterfaces.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "tirpto/Dialect/PTO/IR/PTOAttrs.cpp.inc"

void PTODialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tirpto/Dialect/PTO/IR/PTOAttrs.cpp.inc"
      >();
  registerTypes();
  addOperations<
#define GET_OP_LIST
#include "tirpto/Dialect/PTO/IR/PTOOps.cpp.inc"
      >();
}

LogicalResult PTODialect::verifyOperationAttribute(Operation *op,
                                                   NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  Attribute value = attr.getValue();
  if (name == kTargetArchAttrName) {
    auto arch = dyn_cast<StringAttr>(value);
    if (!isa<ModuleOp>(op) || !arch || !parseTargetArch(arch.getValue()))
      return op->emitError("'")
             << name << "' must be a module attribute \"a3\" (also spelled "
                        "\"a2\" or \"a2a3\") or \"a5\"";
    return success();
  }
  if (name == kEntryAttrName) {
    if (!isa<UnitAttr>(value) || !isa<func::FuncOp>(op))
      return op->emitError("'") << name << "' is a unit attribute of func.func";
    if (cast<func::FuncOp>(op).isExternal())
      return op->emitError("'")
             << name << "' is only valid on function definitions";
    return success();
  }
  if (name == kKernelKindAttrName) {
    if (!isa<KernelKindAttr>(value) || !isa<func::FuncOp>(op))
      return op->emitError("'")
             << name << "' must be #pto.kernel_kind<cube|vector> on func.func";
    return success();
  }
  // Other pto.* attributes ptoas reads (pto.device-spec,
  // pto.auto_sync_tail_hint, ...) are passed through unchecked.
  return success();
}

TargetArch mlir::pto::getTargetArch(Operation *op) {
  auto *dialect = op->getContext()->getLoadedDialect<PTODialect>();
  if (dialect)
    if (std::optional<TargetArch> forced = dialect->getArchOverride())
      return *forced;
  for (Operation *parent = op; parent; parent = parent->getParentOp()) {
    if (auto arch = parent->getAttrOfType<StringAttr>(
            PTODialect::kTargetArchAttrName))
      if (std::optional<TargetArch> parsed = parseTargetArch(arch))
        return *parsed;
    // The legacy device spec ("Ascend950...", "Ascend910B1", ...), which
    // ptoas still consults (ptoas-format.md §3).
    if (auto spec = parent->getAttrOfType<StringAttr>(
            PTODialect::kDeviceSpecAttrName))
      return spec.getValue().starts_with("Ascend95") ? TargetArch::A5
                                                     : TargetArch::A3;
  }
  return TargetArch::A3;
}

std::optional<TargetArch> mlir::pto::parseTargetArch(StringRef name) {
  // ptoas reads "a5" as A5 and anything else as A2/A3; tirpto accepts the
  // spellings of A2/A3 that ptoas inputs use and rejects the rest.
  return llvm::StringSwitch<std::optional<TargetArch>>(name)
      .Cases("a3", "a2", "a2a3", TargetArch::A3)
      .Case("a5", TargetArch::A5)
      .Default(std::nullopt);
}

StringRef mlir::pto::getArchDisplayName(TargetArch arch) {
  return arch == TargetArch::A3 ? "A2/A3" : "A5";
}

std::optional<KernelKind> mlir::pto::getCoreOfAddressSpace(AddressSpace space) {
  switch (space) {
  case AddressSpace::Mat:
  case AddressSpace::Left:
  case AddressSpace::Right:
  case AddressSpace::Acc:
  case AddressSpace::Bias:
  case AddressSpace::Scaling:
    return KernelKind::Cube;
  case AddressSpace::Vec:
    return KernelKind::Vector;
  case AddressSpace::Zero:
  case AddressSpace::GM:
    return std::nullopt;
  }
  return std::nullopt;
}

int64_t mlir::pto::getElementByteSize(Type type) {
  if (type.isIndex())
    return 4; // ptoas emits index as int32_t (ptoas-format.md §2.1)
  unsigned bits = type.getIntOrFloatBitWidth();
  return std::max<int64_t>(1, bits / 8);
}
