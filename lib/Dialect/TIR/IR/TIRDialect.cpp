//===- TIRDialect.cpp - tir dialect, attributes, scope table --------------===//

#include "tirpto/Dialect/TIR/IR/TIR.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tir;

#include "tirpto/Dialect/TIR/IR/TIRDialect.cpp.inc"
#include "tirpto/Dialect/TIR/IR/TIREnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "tirpto/Dialect/TIR/IR/TIRAttrs.cpp.inc"

void TIRDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tirpto/Dialect/TIR/IR/TIRAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "tirpto/Dialect/TIR/IR/TIROps.cpp.inc"
      >();
}

LogicalResult TIRDialect::verifyRegionArgAttribute(Operation *op,
                                                   unsigned regionIndex,
                                                   unsigned argIndex,
                                                   NamedAttribute attr) {
  if (attr.getName() == "tir.name") {
    if (!isa<StringAttr>(attr.getValue()))
      return op->emitError("'tir.name' on argument #")
             << argIndex << " must be a string (the TIR buffer name)";
    return success();
  }
  return op->emitError("unknown tir argument attribute '")
         << attr.getName().getValue() << "'";
}

//===----------------------------------------------------------------------===//
// Known-scope table
//===----------------------------------------------------------------------===//

ArrayRef<KnownScope> mlir::tir::getKnownScopes() {
  // tilelang-tir.md section 1.2: dialect A/C (upstream TileLang Ascend
  // backend) and dialect B (tilelang-ascend) scope strings.
  static const KnownScope table[] = {
      {"global", ScopeClass::Global},
      {"shared", ScopeClass::Shared},
      {"shared.dyn", ScopeClass::Shared},
      {"local", ScopeClass::Local},
      {"local.fragment", ScopeClass::Local},
      // TileLang v2 reducers (T.alloc_reducer without replication): one
      // partial per logical output on the one core that runs the work.
      {"local.reducer", ScopeClass::Local},
      {"local.var", ScopeClass::LocalVar},
      {"shared.l1", ScopeClass::L1},
      {"shared.l1.dyn", ScopeClass::L1},
      {"shared.l0a", ScopeClass::L0A},
      {"shared.l0a.dyn", ScopeClass::L0A},
      {"shared.l0b", ScopeClass::L0B},
      {"shared.l0b.dyn", ScopeClass::L0B},
      {"shared.l0c", ScopeClass::L0C},
      {"shared.l0c.dyn", ScopeClass::L0C},
      {"shared.ub", ScopeClass::UB},
      {"shared.bt", ScopeClass::BiasTable},
      {"wmma.matrix_a", ScopeClass::L0A},
      {"wmma.matrix_b", ScopeClass::L0B},
      {"wmma.accumulator", ScopeClass::L0C},
  };
  return table;
}

std::optional<ScopeClass> mlir::tir::lookupScope(StringRef scope) {
  for (const KnownScope &known : getKnownScopes())
    if (known.name == scope)
      return known.scopeClass;
  return std::nullopt;
}

std::optional<ScopeClass> mlir::tir::getScopeClass(MemRefType type) {
  Attribute space = type.getMemorySpace();
  if (!space)
    return ScopeClass::Global;
  if (auto scope = dyn_cast<ScopeAttr>(space))
    return lookupScope(scope.getScope());
  return std::nullopt;
}

Value mlir::tir::getRootBuffer(Value buffer) {
  while (true) {
    if (auto subview = buffer.getDefiningOp<memref::SubViewOp>())
      buffer = subview.getSource();
    else if (auto view = buffer.getDefiningOp<ViewOp>())
      buffer = view.getSource();
    else
      return buffer;
  }
}

bool mlir::tir::isGemmOperand(Value buffer) {
  SmallVector<Value> worklist{getRootBuffer(buffer)};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (Operation *user : value.getUsers()) {
      if (isa<GemmOp>(user))
        return true;
      if (isa<memref::SubViewOp, ViewOp>(user))
        worklist.push_back(user->getResult(0));
    }
  }
  return false;
}

bool mlir::tir::isVectorBuffer(Value buffer) {
  std::optional<ScopeClass> scope =
      getScopeClass(cast<MemRefType>(buffer.getType()));
  if (!scope)
    return false;
  if (*scope == ScopeClass::UB)
    return true;
  return (*scope == ScopeClass::Shared || *scope == ScopeClass::Local) &&
         !isGemmOperand(buffer);
}

std::string mlir::tir::describeBuffer(Value buffer) {
  while (auto subview = buffer.getDefiningOp<memref::SubViewOp>())
    buffer = subview.getSource();
  if (auto alloc = buffer.getDefiningOp<AllocBufferOp>()) {
    if (auto name = alloc.getName())
      return ("'" + *name + "'").str();
    return "buffer";
  }
  if (auto view = buffer.getDefiningOp<ViewOp>()) {
    if (auto name = view.getName())
      return ("'" + *name + "'").str();
    return "a view of " + describeBuffer(view.getSource());
  }
  if (auto arg = dyn_cast<BlockArgument>(buffer)) {
    Operation *parent = arg.getOwner()->getParentOp();
    if (auto func = dyn_cast_or_null<FunctionOpInterface>(parent)) {
      if (auto name = func.getArgAttrOfType<StringAttr>(arg.getArgNumber(),
                                                        "tir.name"))
        return ("'" + name.getValue() + "'").str();
      return "argument #" + std::to_string(arg.getArgNumber());
    }
  }
  return "buffer";
}

//===----------------------------------------------------------------------===//
// ScopeAttr
//===----------------------------------------------------------------------===//

LogicalResult ScopeAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                StringRef scope, Attribute placement) {
  if (lookupScope(scope))
    return success();
  auto diag = emitError() << "unknown TIR storage scope \"" << scope
                          << "\"; known scopes are: ";
  llvm::interleaveComma(getKnownScopes(), diag, [&](const KnownScope &known) {
    diag << "\"" << known.name << "\"";
  });
  return diag;
}

ScopeClass ScopeAttr::getScopeClass() const {
  // The verifier guarantees the scope is in the table.
  return *lookupScope(getScope());
}
