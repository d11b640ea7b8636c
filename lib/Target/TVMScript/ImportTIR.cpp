//===- ImportTIR.cpp - TVMScript to the tir dialect: module, statements ---===//
//
// `pto-translate --import-tir`: one func.func per `@T.prim_func`, its
// buffer parameters memrefs (symbolic dims dynamic), the launch
// (`T.launch_thread` statements, scoped to the rest of their block) a
// tir.kernel, loops tir.for, stores memref.store, `if` scf.if. The
// implicitly scoped statements of the printers (launch_thread, `T.attr`
// without `with`, `name: T.type = expr`) extend to the end of their block.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"
#include "Parser.h"

#include "tirpto/Target/TVMScript.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Tools/mlir-translate/Translation.h"

using namespace mlir;
using namespace mlir::tirpto::tvmscript;

Importer::Importer(llvm::SourceMgr &sourceMgr, MLIRContext *context)
    : context(context), builder(context), sourceMgr(sourceMgr) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  fileName = StringAttr::get(context, buffer->getBufferIdentifier());
}

Location Importer::loc(Loc at) {
  if (!at.isValid())
    return UnknownLoc::get(context);
  auto [line, column] = sourceMgr.getLineAndColumn(at);
  return FileLineColLoc::get(fileName, line, column);
}

LogicalResult Importer::error(Loc at, const Twine &message) {
  ++errors;
  emitError(loc(at), message);
  return failure();
}

void Importer::warning(Loc at, const Twine &message) {
  emitWarning(loc(at), message);
}

void Importer::remark(Loc at, const Twine &message) {
  emitRemark(loc(at), message);
}

const Binding *Importer::lookup(StringRef name) const {
  for (auto scope = scopes.rbegin(); scope != scopes.rend(); ++scope) {
    auto it = scope->find(name);
    if (it != scope->end())
      return &it->second;
  }
  return nullptr;
}

void Importer::bind(StringRef name, Binding binding) {
  scopes.back()[name] = std::move(binding);
}

//===----------------------------------------------------------------------===//
// Module and functions
//===----------------------------------------------------------------------===//

static bool hasDecorator(const Stmt &stmt, StringRef name) {
  return llvm::any_of(stmt.decorators, [&](const ExprPtr &decorator) {
    return decorator->dottedName() == name || decorator->calleeName() == name;
  });
}

OwningOpRef<ModuleOp> Importer::importModule() {
  auto parsed = parseTVMScript(sourceMgr, [&](Loc at, const Twine &message) {
    (void)error(at, message);
  });
  if (!parsed)
    return nullptr;
  OwningOpRef<ModuleOp> module =
      ModuleOp::create(FileLineColLoc::get(fileName, 1, 1));
  std::vector<const Stmt *> functions;
  for (const StmtPtr &stmt : *parsed) {
    if (stmt->kind == StmtKind::ClassDef &&
        hasDecorator(*stmt, "I.ir_module")) {
      for (const StmtPtr &member : stmt->body)
        if (member->kind == StmtKind::FunctionDef)
          functions.push_back(member.get());
        else if (member->kind != StmtKind::Pass)
          (void)error(member->loc, "expected a '@T.prim_func' in the module");
      continue;
    }
    if (stmt->kind == StmtKind::FunctionDef) {
      functions.push_back(stmt.get());
      continue;
    }
    (void)error(stmt->loc, "expected a '@T.prim_func' function or an "
                           "'@I.ir_module' class at the top level");
  }
  for (const Stmt *function : functions) {
    if (!hasDecorator(*function, "T.prim_func")) {
      (void)error(function->loc,
                  "function '" + function->text + "' is not a '@T.prim_func'");
      continue;
    }
    // The host-side packed-API wrapper (tvm_struct_get / call_packed)
    // holds no device work.
    auto hasParam = [&](StringRef name) {
      return llvm::any_of(function->params, [&](const Param &param) {
        return param.name == name;
      });
    };
    bool host =
        hasParam("args") && hasParam("num_args") && function->annotation;
    if (host) {
      remark(function->loc, "skipped host-side wrapper '" + function->text +
                                "' (it calls the device kernel; it holds no "
                                "device work)");
      continue;
    }
    // Reducers are per function.
    reducerOps.clear();
    (void)importFunction(*function, *module);
  }
  if (errors)
    return nullptr;
  return module;
}

/// `X = T.match_buffer(X_handle, shape, dtype)` statements at the top of a
/// function body, by handle name.
/// Collects the `T.match_buffer` calls of `body` by handle; returns the
/// first call that matches a handle matched before, if any.
static const Expr *collectMatchBuffers(ArrayRef<StmtPtr> body,
                                       llvm::StringMap<const Expr *> &matched) {
  for (const StmtPtr &stmt : body) {
    if (stmt->kind != StmtKind::Assign ||
        stmt->value->calleeName() != "T.match_buffer" ||
        stmt->value->args().empty())
      continue;
    if (!matched
             .try_emplace(stmt->value->args()[0]->dottedName(),
                          stmt->value.get())
             .second)
      return stmt->value.get();
  }
  return nullptr;
}

FailureOr<Type>
Importer::paramType(const Param &param,
                    const llvm::StringMap<const Expr *> &matched) {
  if (!param.annotation)
    return error(param.loc, "parameter '" + param.name + "' has no type");
  const Expr &annotation = *param.annotation;
  std::string name = annotation.dottedName();
  if (name.empty())
    name = annotation.calleeName();
  if (name == "T.Buffer" || name == "T.Tensor") {
    if (annotation.kind != ExprKind::Call)
      return error(annotation.loc,
                   "expected a shape and a dtype in 'T.Buffer'");
    return bufferType(annotation, /*global=*/true);
  }
  if (name == "T.handle") {
    if (annotation.kind == ExprKind::Call && !annotation.args().empty())
      return error(annotation.loc,
                   "parameter '" + param.name +
                       "' is a typed pointer: this is device TIR after "
                       "TileLang's lowering; import the tile-level TIR "
                       "(before LowerTileOp), which keeps the tile "
                       "operations and buffers");
    auto it = matched.find(param.name);
    if (it == matched.end())
      return error(param.loc, "handle parameter '" + param.name +
                                  "' has no 'T.match_buffer'");
    return bufferType(*it->second, /*global=*/true);
  }
  if (Type type = parseDType(StringRef(name).drop_front(2));
      type && StringRef(name).starts_with("T."))
    return type;
  return error(annotation.loc,
               "unsupported parameter type for '" + param.name + "'");
}

void Importer::bindShapeVars(const Expr &shape, Value buffer) {
  ArrayRef<ExprPtr> dims = shape.items;
  for (auto [index, dim] : llvm::enumerate(dims)) {
    if (dim->kind != ExprKind::Name || lookup(dim->text))
      continue;
    Value size = builder.create<memref::DimOp>(loc(dim->loc), buffer,
                                               constantIndex(index));
    Binding binding;
    binding.value = size;
    bind(dim->text, binding);
  }
}

LogicalResult Importer::importFunction(const Stmt &def, ModuleOp module) {
  llvm::StringMap<const Expr *> matched;
  if (const Expr *again = collectMatchBuffers(def.body, matched))
    return error(again->loc, "'T.match_buffer' of '" +
                                 again->args()[0]->dottedName() +
                                 "' again: each handle is matched once");
  SmallVector<Type> types;
  SmallVector<bool> unsignedParams;
  for (const Param &param : def.params) {
    lastBufferUnsigned = false;
    FailureOr<Type> type = paramType(param, matched);
    if (failed(type))
      return failure();
    types.push_back(*type);
    unsignedParams.push_back(lastBufferUnsigned && isa<MemRefType>(*type));
  }
  builder.setInsertionPointToEnd(module.getBody());
  auto func = builder.create<func::FuncOp>(loc(def.loc), def.text,
                                           builder.getFunctionType(types, {}));
  Block *entry = func.addEntryBlock();
  builder.setInsertionPointToStart(entry);
  scopes.clear();
  pushScope();
  kernel = nullptr;
  for (auto [index, param] : llvm::enumerate(def.params)) {
    Binding binding;
    binding.value = entry->getArgument(index);
    if (!isa<MemRefType>(types[index])) {
      bind(param.name, binding);
      continue;
    }
    binding.kind = Binding::Buffer;
    if (unsignedParams[index])
      unsignedBuffers.insert(binding.value);
    auto it = matched.find(param.name);
    std::string name = param.name;
    const Expr *shape = nullptr;
    if (it != matched.end()) {
      // The handle names the storage; the match_buffer's target the buffer.
      for (const StmtPtr &stmt : def.body)
        if (stmt->value.get() == it->second)
          name = stmt->target->dottedName();
      shape = it->second->args().size() > 1 ? it->second->args()[1].get()
                                            : it->second->keyword("shape");
    } else {
      shape = param.annotation->args().empty()
                  ? param.annotation->keyword("shape")
                  : param.annotation->args()[0].get();
    }
    func.setArgAttr(index, "tir.name", builder.getStringAttr(name));
    // A T.Buffer parameter is its own storage (`A.data` in an access
    // pointer); a match_buffer's gets one where it is matched.
    if (it == matched.end()) {
      handles.push_back({name, "", "global", binding.value});
      binding.handle = int(handles.size() - 1);
    }
    bind(name, binding);
    if (shape &&
        (shape->kind == ExprKind::Tuple || shape->kind == ExprKind::List))
      bindShapeVars(*shape, binding.value);
  }
  ArrayRef<StmtPtr> body = def.body;
  LogicalResult result = emitStatements(body);
  builder.setInsertionPointToEnd(entry);
  builder.create<func::ReturnOp>(loc(def.loc));
  popScope();
  return result;
}

//===----------------------------------------------------------------------===//
// Buffers
//===----------------------------------------------------------------------===//

/// A product of integer constants and names (`num_tokens * 32`), as its
/// constant and its sorted names; std::nullopt for anything else.
static std::optional<std::pair<int64_t, std::vector<std::string>>>
asProduct(const Expr &expr) {
  if (expr.kind == ExprKind::Int)
    return std::make_pair(expr.intValue, std::vector<std::string>());
  if (expr.kind == ExprKind::Name)
    return std::make_pair(int64_t(1), std::vector<std::string>{expr.text});
  if (expr.kind != ExprKind::Binary || expr.text != "*")
    return std::nullopt;
  auto lhs = asProduct(*expr.items[0]), rhs = asProduct(*expr.items[1]);
  if (!lhs || !rhs || llvm::MulOverflow(lhs->first, rhs->first, lhs->first))
    return std::nullopt;
  llvm::append_range(lhs->second, rhs->second);
  llvm::sort(lhs->second);
  return lhs;
}

/// Are `strides` those of the dense row-major layout of the buffer `call`
/// declares (`strides=(k, 1)` for shape `(m, k)`; `(n * 32, 32, 4, 1)` for
/// shape `(4, n, 8, 4)`): each the product of the dimensions after it?
static bool isDenseStrides(const Expr &call, const Expr &strides) {
  ArrayRef<ExprPtr> args = call.args();
  if (call.calleeName() == "T.match_buffer")
    args = args.drop_front();
  const Expr *shape = !args.empty() ? args[0].get() : call.keyword("shape");
  if (!shape ||
      (shape->kind != ExprKind::Tuple && shape->kind != ExprKind::List) ||
      (strides.kind != ExprKind::Tuple && strides.kind != ExprKind::List) ||
      shape->items.size() != strides.items.size() || shape->items.empty())
    return false;
  std::pair<int64_t, std::vector<std::string>> dense = {1, {}};
  for (size_t i = shape->items.size(); i-- > 0;) {
    auto stride = asProduct(*strides.items[i]);
    if (!stride || *stride != dense)
      return false;
    auto dim = asProduct(*shape->items[i]);
    if (!dim)
      return i == 0;
    if (llvm::MulOverflow(dense.first, dim->first, dense.first))
      return false;
    llvm::append_range(dense.second, dim->second);
    llvm::sort(dense.second);
  }
  return true;
}

FailureOr<MemRefType> Importer::bufferType(const Expr &call, bool global) {
  std::string callee = call.calleeName();
  for (StringRef layout : {"strides", "elem_offset", "axis_separators"})
    if (const Expr *value = call.keyword(layout);
        value &&
        !(value->kind == ExprKind::Constant && value->text == "None") &&
        !(layout == "strides" && isDenseStrides(call, *value)))
      return error(value->loc, "'" + layout + "=' of '" + callee +
                                   "' is not supported: buffers are dense "
                                   "and start at their storage");
  ArrayRef<ExprPtr> args = call.args();
  // T.match_buffer(handle, shape, dtype, ...): the handle comes first.
  if (callee == "T.match_buffer")
    args = args.drop_front();
  const Expr *shape = !args.empty() ? args[0].get() : call.keyword("shape");
  if (!shape)
    return error(call.loc, "'" + callee + "' has no shape");
  const Expr *dtypeExpr =
      args.size() > 1 ? args[1].get() : call.keyword("dtype");
  std::string dtype = "float32";
  if (dtypeExpr) {
    std::optional<std::string> text = evalString(*dtypeExpr);
    if (!text)
      return error(dtypeExpr->loc, "expected a dtype string");
    dtype = *text;
  }
  Type elementType = parseDType(dtype);
  lastBufferUnsigned = StringRef(dtype).starts_with("uint");
  if (!elementType)
    return error(dtypeExpr ? dtypeExpr->loc : call.loc,
                 "unsupported dtype '" + dtype + "'");
  SmallVector<const Expr *> dims;
  if (shape->kind == ExprKind::Tuple || shape->kind == ExprKind::List) {
    for (const ExprPtr &dim : shape->items)
      dims.push_back(dim.get());
  } else {
    dims.push_back(shape);
  }
  SmallVector<int64_t> sizes;
  for (const Expr *dim : dims) {
    if (std::optional<int64_t> size = evalInt(*dim)) {
      if (*size < 0)
        return error(dim->loc, "negative buffer extent");
      sizes.push_back(*size);
      continue;
    }
    if (!global)
      return error(dim->loc, "the extent of a local buffer is a constant");
    sizes.push_back(ShapedType::kDynamic);
  }
  if (global)
    return MemRefType::get(sizes, elementType);
  std::string scope = "global";
  const Expr *scopeExpr = call.keyword("scope");
  if (!scopeExpr && callee == "T.allocate" && args.size() > 2)
    scopeExpr = args[2].get();
  if (scopeExpr) {
    std::optional<std::string> text = evalString(*scopeExpr);
    if (!text)
      return error(scopeExpr->loc, "expected a scope string");
    scope = *text;
  }
  if (scope == "global")
    return error(call.loc, "a buffer in global memory allocated inside the "
                           "kernel (a workspace) is not supported: pass it "
                           "as a kernel argument");
  if (!tir::lookupScope(scope)) {
    std::string known;
    for (const tir::KnownScope &entry : tir::getKnownScopes())
      known += (known.empty() ? "" : ", ") + entry.name.str();
    return error(scopeExpr ? scopeExpr->loc : call.loc,
                 "unknown storage scope '" + scope + "' (known: " + known +
                     ")");
  }
  return MemRefType::get(sizes, elementType, MemRefLayoutAttrInterface(),
                         tir::ScopeAttr::get(context, scope));
}

FailureOr<Value> Importer::emitAllocation(const Expr &call, StringRef name,
                                          int &handle) {
  std::string callee = call.calleeName();
  if (callee == "T.match_buffer") {
    // Bound to the function's parameter on entry.
    if (const Binding *binding = lookup(name);
        binding && binding->kind == Binding::Buffer) {
      handles.push_back({name.str(), "", "global", binding->value});
      handle = int(handles.size() - 1);
      return binding->value;
    }
    return error(call.loc, "'T.match_buffer' of a handle that is not a "
                           "parameter of the function");
  }
  // `data=x` (or `data=buf.data`): a view of existing storage.
  handle = -1;
  Value storage;
  if (const Expr *data = call.keyword("data")) {
    std::string dataName =
        data->kind == ExprKind::Attribute && data->text == "data"
            ? data->items[0]->dottedName()
            : data->dottedName();
    const Binding *binding = lookup(dataName);
    if (!binding ||
        (binding->kind != Binding::Handle &&
         binding->kind != Binding::Buffer) ||
        binding->handle < 0)
      return error(data->loc, "'data=' names no buffer storage");
    handle = binding->handle;
    storage = handles[handle].storage;
  }
  // A buffer over a kernel argument's storage is global, like it.
  bool global =
      storage && !cast<MemRefType>(storage.getType()).getMemorySpace();
  FailureOr<MemRefType> type = bufferType(call, global);
  if (failed(type))
    return failure();
  if (storage) {
    if (storage.getType() == *type)
      return storage;
    // T.reshape / T.view: the storage seen with another shape or type.
    auto storageType = cast<MemRefType>(storage.getType());
    if (!storageType.hasStaticShape() || !type->hasStaticShape())
      return error(call.loc, "buffer '" + name + "' views the storage of '" +
                                 handles[handle].name +
                                 "' with another shape or type, and one of "
                                 "the two has a symbolic shape: views of "
                                 "static shapes only");
    return builder
        .create<tir::ViewOp>(loc(call.loc), *type, storage,
                             builder.getStringAttr(name))
        .getResult();
  }
  // The printer renames a buffer that shares its storage var's name
  // (`temp1_1 = T.alloc_buffer(..., data=temp1)`): its name is the var's.
  std::string bufferName = name.str();
  if (handle >= 0) {
    StringRef base = handles[handle].name;
    StringRef suffix = name;
    if (suffix.consume_front(base) && suffix.consume_front("_") &&
        !suffix.empty() && llvm::all_of(suffix, llvm::isDigit))
      bufferName = base.str();
  }
  Value buffer = builder.create<tir::AllocBufferOp>(
      loc(call.loc), *type, builder.getStringAttr(bufferName));
  if (handle >= 0) {
    handles[handle].storage = buffer;
  } else {
    handles.push_back({name.str(), "", "", buffer});
    handle = int(handles.size() - 1);
  }
  return buffer;
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

OwningOpRef<ModuleOp> mlir::tirpto::importTVMScript(llvm::SourceMgr &sourceMgr,
                                                    MLIRContext *context) {
  context->loadDialect<tir::TIRDialect, func::FuncDialect, arith::ArithDialect,
                       math::MathDialect, memref::MemRefDialect,
                       scf::SCFDialect, vector::VectorDialect>();
  OwningOpRef<ModuleOp> module = Importer(sourceMgr, context).importModule();
  if (module && failed(verify(*module)))
    return nullptr;
  return module;
}

void mlir::tirpto::registerTVMScriptImportDialects(DialectRegistry &registry) {
  registry.insert<tir::TIRDialect, func::FuncDialect, arith::ArithDialect,
                  math::MathDialect, memref::MemRefDialect, scf::SCFDialect>();
}

void mlir::tirpto::registerImportTIRTranslation() {
  TranslateToMLIRRegistration registration(
      "import-tir",
      "Import TileLang's tile-level TIR printed as TVMScript (classic tir or "
      "tirx printer) into the tir dialect",
      [](llvm::SourceMgr &sourceMgr,
         MLIRContext *context) -> OwningOpRef<Operation *> {
        return importTVMScript(sourceMgr, context);
      },
      registerTVMScriptImportDialects);
}
