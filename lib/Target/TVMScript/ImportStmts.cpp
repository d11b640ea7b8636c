//===- ImportStmts.cpp - TVMScript statements to the tir dialect ----------===//
//
// Launches, blocks, attributes, loops, branches, allocations, bindings and
// stores. See docs/Tools/PtoTranslate.md for the correspondence.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace mlir::tirpto::tvmscript;

/// The launch_thread call of `x = T.launch_thread(tag, extent)`, or null.
static const Expr *launchOf(const Stmt &stmt) {
  if (stmt.kind != StmtKind::Assign || stmt.target->kind != ExprKind::Name ||
      stmt.value->calleeName() != "T.launch_thread")
    return nullptr;
  return stmt.value.get();
}

bool Importer::usesUnboundVariable(const Expr &expr) {
  if (expr.kind == ExprKind::Name)
    if (const Binding *binding = lookup(expr.text))
      return binding->kind == Binding::Symbolic ||
             (binding->kind == Binding::Deferred &&
              usesUnboundVariable(*binding->definition));
  for (const ExprPtr &item : expr.items)
    if (item && usesUnboundVariable(*item))
      return true;
  for (const Keyword &keyword : expr.keywords)
    if (keyword.value && usesUnboundVariable(*keyword.value))
      return true;
  return false;
}

LogicalResult Importer::emitStatements(ArrayRef<StmtPtr> stmts) {
  bool ok = true;
  for (size_t i = 0; i < stmts.size(); ++i) {
    bool consumed = false;
    if (failed(emitStatement(stmts.drop_front(i), consumed)))
      ok = false;
    if (consumed)
      break;
  }
  return success(ok);
}

/// Runs `body` inside the single block of `op`'s first region, in a new
/// scope; the builder continues after `op`.
LogicalResult Importer::emitScoped(Operation *op, ArrayRef<StmtPtr> body) {
  OpBuilder::InsertionGuard guard(builder);
  Block &block = op->getRegion(0).front();
  builder.setInsertionPointToEnd(&block);
  pushScope();
  LogicalResult result = emitStatements(body);
  popScope();
  return result;
}

/// Does a block among `stmts` carry TileLang's
/// `tilelang.is_npu_kernel_frame` attribute (tilelang-ascend's
/// `T.Kernel(n, is_npu=True)`, whose blockIdx.y is the sub-block id)?
static bool isNpuKernelFrame(ArrayRef<StmtPtr> stmts) {
  for (const StmtPtr &stmt : stmts) {
    if (stmt->kind == StmtKind::With && isNpuKernelFrame(stmt->body))
      return true;
    if (stmt->kind != StmtKind::Expr)
      continue;
    std::string callee = stmt->value->calleeName();
    if ((callee == "T.block_attr" || callee == "T.sblock_attr") &&
        !stmt->value->args().empty()) {
      const Expr &dict = *stmt->value->args()[0];
      for (size_t i = 0; i + 1 < dict.items.size(); i += 2)
        if (dict.items[i]->kind == ExprKind::Str &&
            dict.items[i]->text == "tilelang.is_npu_kernel_frame")
          return true;
    }
  }
  return false;
}

LogicalResult Importer::emitLaunch(ArrayRef<StmtPtr> stmts) {
  // The consecutive launch_thread statements are one launch.
  SmallVector<LaunchAxis> axes;
  size_t count = 0;
  for (; count < stmts.size(); ++count) {
    const Expr *launch = launchOf(*stmts[count]);
    if (!launch)
      break;
    std::optional<std::string> tag = launch->args().size() == 2
                                         ? evalString(*launch->args()[0])
                                         : std::nullopt;
    if (!tag)
      return error(launch->loc, "expected 'T.launch_thread(\"tag\", extent)'");
    axes.push_back({stmts[count].get(), *tag, launch->args()[1].get()});
  }
  return emitKernel(axes, stmts.drop_front(count));
}

/// `for bx in T.thread_binding(n, thread="blockIdx.x"):` loops, directly
/// nested (how TileLang v0.1.12+ prints the launch): one kernel whose body
/// is the innermost loop's.
LogicalResult Importer::emitThreadBindings(const Stmt &stmt) {
  SmallVector<LaunchAxis> axes;
  const Stmt *loop = &stmt;
  while (true) {
    const Expr &iter = *loop->value;
    const Expr *thread = iter.keyword("thread");
    std::optional<std::string> tag =
        thread ? evalString(*thread) : std::nullopt;
    if (iter.args().size() != 1 || !tag || loop->target->kind != ExprKind::Name)
      return error(iter.loc, "expected 'for v in T.thread_binding(extent, "
                             "thread=\"tag\")'");
    axes.push_back({loop, *tag, iter.args()[0].get()});
    if (loop->body.size() != 1 || loop->body[0]->kind != StmtKind::For ||
        loop->body[0]->value->calleeName() != "T.thread_binding")
      break;
    loop = loop->body[0].get();
  }
  return emitKernel(axes, loop->body);
}

LogicalResult Importer::emitKernel(ArrayRef<LaunchAxis> axes,
                                   ArrayRef<StmtPtr> rest) {
  bool npu = isNpuKernelFrame(rest);
  SmallVector<LaunchAxis> grid;
  const LaunchAxis *subBlock = nullptr;
  int64_t threads = 1;
  bool hasThreads = false;
  llvm::StringSet<> seen;
  for (const LaunchAxis &axis : axes) {
    StringRef tag = axis.tag;
    if (!seen.insert(tag).second)
      return error(axis.stmt->loc, "a second '" + tag + "' axis in one launch");
    if (!llvm::is_contained({"blockIdx.x", "blockIdx.y", "blockIdx.z",
                             "threadIdx.x", "threadIdx.y", "threadIdx.z",
                             "cthread"},
                            tag))
      return error(axis.stmt->loc, "unsupported thread tag '" + tag + "'");
    if (tag == "cthread" || (npu && tag == "blockIdx.y")) {
      subBlock = &axis;
    } else if (tag.starts_with("blockIdx.")) {
      grid.push_back(axis);
    } else if (tag.starts_with("threadIdx.")) {
      std::optional<int64_t> extent = evalInt(*axis.extent);
      if (!extent || *extent < 1)
        return error(axis.extent->loc, "expected a positive constant thread "
                                       "count");
      threads *= *extent;
      hasThreads = true;
    } else {
      return error(axis.stmt->loc, "unsupported thread tag '" + tag + "'");
    }
  }
  llvm::sort(grid, [](const LaunchAxis &a, const LaunchAxis &b) {
    return a.tag < b.tag;
  });
  if (grid.empty())
    return error(axes.front().stmt->loc,
                 "a launch without a 'blockIdx' axis is not a kernel");
  if (kernel)
    return error(axes.front().stmt->loc, "a kernel inside a kernel");
  SmallVector<int64_t> staticGrid;
  SmallVector<Value> dynamicGrid;
  for (const LaunchAxis &axis : grid) {
    if (std::optional<int64_t> extent = evalInt(*axis.extent)) {
      staticGrid.push_back(*extent);
      continue;
    }
    FailureOr<Value> extent = emitIndex(*axis.extent);
    if (failed(extent))
      return failure();
    staticGrid.push_back(ShapedType::kDynamic);
    dynamicGrid.push_back(*extent);
  }
  IntegerAttr subBlocksAttr;
  if (subBlock) {
    std::optional<int64_t> extent = evalInt(*subBlock->extent);
    if (!extent || (*extent != 1 && *extent != 2))
      return error(subBlock->extent->loc,
                   "the sub-block count ('" + subBlock->tag + "') is 1 or 2");
    subBlocksAttr = builder.getI64IntegerAttr(*extent);
  }
  auto op = builder.create<tir::KernelOp>(
      loc(axes.front().stmt->loc), dynamicGrid,
      builder.getDenseI64ArrayAttr(staticGrid),
      hasThreads ? builder.getI64IntegerAttr(threads) : IntegerAttr(),
      subBlocksAttr);
  Block *body = new Block();
  op.getBody().push_back(body);
  pushScope();
  auto bindAxis = [&](const LaunchAxis &axis, Value value) {
    Binding binding;
    binding.value = value;
    bind(axis.stmt->target->dottedName(), binding);
  };
  for (const LaunchAxis &axis : grid)
    bindAxis(axis,
             body->addArgument(builder.getIndexType(), loc(axis.stmt->loc)));
  if (subBlock)
    bindAxis(*subBlock, body->addArgument(builder.getIndexType(),
                                          loc(subBlock->stmt->loc)));
  for (const LaunchAxis &axis : axes)
    if (StringRef(axis.tag).starts_with("threadIdx.")) {
      Binding binding;
      binding.kind = Binding::ThreadIdx;
      binding.text = axis.tag;
      bind(axis.stmt->target->dottedName(), binding);
    }
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(body);
  kernel = op;
  LogicalResult result = emitStatements(rest);
  kernel = nullptr;
  popScope();
  return result;
}

LogicalResult Importer::emitStatement(ArrayRef<StmtPtr> stmts,
                                      bool &consumedRest) {
  const Stmt &stmt = *stmts.front();
  switch (stmt.kind) {
  case StmtKind::Pass:
    return success();
  case StmtKind::Return:
    if (stmt.value)
      return error(stmt.loc, "a prim_func returns nothing on the device");
    return success();
  case StmtKind::Assert:
    remark(stmt.loc, "assert skipped: TileLang checks it on the host");
    return success();
  case StmtKind::Break:
  case StmtKind::Continue:
    return error(stmt.loc, "'break' and 'continue' are not supported; "
                           "TileLang prints T.loop_break() for a break");
  case StmtKind::While:
    return emitWhile(stmt);
  case StmtKind::FunctionDef:
  case StmtKind::ClassDef:
    return error(stmt.loc, "a nested definition is not TIR");
  case StmtKind::For:
    return emitFor(stmt);
  case StmtKind::If:
    return emitIf(stmt);
  case StmtKind::With:
    return emitWith(stmt);
  case StmtKind::AugAssign: {
    if (stmt.target->kind != ExprKind::Subscript)
      return error(stmt.loc, "'" + stmt.text +
                                 "=' on a name: TIR variables are immutable");
    FailureOr<Value> old = emitScalar(*stmt.target);
    if (failed(old))
      return failure();
    FailureOr<Value> rhs = emitScalar(*stmt.value, old->getType());
    if (failed(rhs))
      return failure();
    FailureOr<Value> updated = emitBinary(stmt.text, *old, *rhs, stmt.loc);
    if (succeeded(updated))
      updated = convert(*updated, old->getType(), stmt.loc);
    if (failed(updated))
      return failure();
    Value buffer = lookupBuffer(*stmt.target->items[0]);
    SmallVector<Value> indices;
    for (const ExprPtr &index : ArrayRef(stmt.target->items).drop_front()) {
      FailureOr<Value> value = emitIndex(*index);
      if (failed(value))
        return failure();
      indices.push_back(*value);
    }
    builder.create<memref::StoreOp>(loc(stmt.loc), *updated, buffer, indices);
    return success();
  }
  case StmtKind::AnnAssign: {
    std::string name = stmt.target->dottedName();
    if (stmt.target->kind != ExprKind::Name)
      return error(stmt.target->loc, "expected a name before ':'");
    if (!stmt.value) {
      Binding binding;
      binding.kind = Binding::Symbolic;
      bind(name, binding);
      return success();
    }
    if (isSimdCall(*stmt.value))
      return emitSimdLet(*stmt.target, *stmt.value, stmt.annotation.get());
    std::string typeName = stmt.annotation->dottedName();
    Type type = StringRef(typeName).starts_with("T.")
                    ? parseDType(StringRef(typeName).drop_front(2))
                    : Type();
    if (!type) {
      Binding poisoned;
      poisoned.kind = Binding::Poisoned;
      bind(name, poisoned);
      return error(stmt.annotation->loc, "expected a scalar type such as "
                                         "'T.int32' or 'T.float32'");
    }
    // Integer variables index buffers: they are `index` values.
    if (type.isSignlessInteger() && type.getIntOrFloatBitWidth() > 1)
      type = builder.getIndexType();
    // A let over a variable declared (`w = T.int32()`) but bound later, by
    // the loop the printer moved it out of (T.Persistent's tile index over
    // its wave loop's variable): evaluated where it is used.
    if (usesUnboundVariable(*stmt.value)) {
      Binding binding;
      binding.kind = Binding::Deferred;
      binding.definition = stmt.value.get();
      binding.type = type;
      bind(name, binding);
      return success();
    }
    FailureOr<Value> value = emitScalarAs(*stmt.value, type);
    Binding binding;
    if (failed(value)) {
      binding.kind = Binding::Poisoned;
      bind(name, binding);
      return failure();
    }
    binding.value = *value;
    binding.definition = stmt.value.get();
    bind(name, binding);
    return success();
  }
  case StmtKind::Assign:
    if (launchOf(stmt)) {
      consumedRest = true;
      std::string tag;
      if (!stmt.value->args().empty())
        tag = evalString(*stmt.value->args()[0]).value_or("");
      if (StringRef(tag).starts_with("threadIdx.") && !kernel)
        return error(stmt.loc, "a thread launch outside a kernel");
      if (kernel) {
        // Thread axes inside the kernel (a SIMT vector function's threads):
        // no values on Ascend's tile level.
        Binding binding;
        binding.kind = Binding::ThreadIdx;
        binding.text = tag;
        bind(stmt.target->dottedName(), binding);
        consumedRest = false;
        if (!StringRef(tag).starts_with("threadIdx."))
          return error(stmt.loc, "a '" + tag + "' launch inside a kernel");
        return success();
      }
      return emitLaunch(stmts);
    }
    return emitAssign(stmt);
  case StmtKind::Expr:
    break;
  }
  // An expression statement: T.attr without `with` scopes the rest.
  const Expr &call = *stmt.value;
  if (call.calleeName() == "T.attr" && call.args().size() == 3) {
    std::optional<std::string> key = evalString(*call.args()[1]);
    if (key && *key == "resource_scope") {
      std::optional<int64_t> core = evalInt(*call.args()[2]);
      if (!core || (*core != 0 && *core != 1))
        return error(call.args()[2]->loc,
                     "expected 0 (Cube) or 1 (Vector) for 'resource_scope'");
      consumedRest = true;
      auto section = builder.create<tir::SectionOp>(
          loc(stmt.loc),
          *core == 0 ? tir::SectionKind::Cube : tir::SectionKind::Vector);
      section.getBody().push_back(new Block());
      return emitScoped(section, stmts.drop_front());
    }
    // Other attributes steer TVM's own passes.
    remark(stmt.loc, "attribute '" + key.value_or("?") +
                         "' ignored: it steers TileLang's own lowering");
    return success();
  }
  if (call.kind != ExprKind::Call)
    return error(call.loc, "expected a call statement");
  return emitCallStatement(call);
}

/// `with T.launch_thread(tag, extent) as v:` blocks, directly nested (how
/// the printers write a launch followed by other statements of its
/// block): one kernel whose body is the innermost block's.
LogicalResult Importer::emitScopedLaunch(const Stmt &stmt) {
  SmallVector<LaunchAxis> axes;
  const Stmt *with = &stmt;
  while (true) {
    const Expr &launch = *with->value;
    std::optional<std::string> tag = launch.args().size() == 2
                                         ? evalString(*launch.args()[0])
                                         : std::nullopt;
    if (!tag || !with->target || with->target->kind != ExprKind::Name)
      return error(launch.loc, "expected 'with T.launch_thread(\"tag\", "
                               "extent) as v'");
    axes.push_back({with, *tag, launch.args()[1].get()});
    if (with->body.size() != 1 || with->body[0]->kind != StmtKind::With ||
        with->body[0]->value->calleeName() != "T.launch_thread")
      break;
    with = with->body[0].get();
  }
  return emitKernel(axes, with->body);
}

LogicalResult Importer::emitWith(const Stmt &stmt) {
  const Expr &context = *stmt.value;
  std::string callee = context.calleeName();
  if (callee == "T.launch_thread")
    return emitScopedLaunch(stmt);
  if (callee == "T.block" || callee == "T.sblock") {
    std::optional<std::string> name =
        context.args().empty() ? std::string() : evalString(*context.args()[0]);
    if (!name)
      return error(context.loc, "expected a block name string");
    std::optional<tir::VectorFunctionKind> vf;
    if (*name == "SIMT_VF")
      vf = tir::VectorFunctionKind::Simt;
    else if (*name == "SIMD_VF")
      vf = tir::VectorFunctionKind::Simd;
    std::optional<tir::SectionKind> section;
    if (*name == "CUBE")
      section = tir::SectionKind::Cube;
    else if (*name == "VECTOR")
      section = tir::SectionKind::Vector;
    // A SIMT vector function's thread count is its threadIdx.x launch.
    DenseI64ArrayAttr threads;
    if (vf == tir::VectorFunctionKind::Simt)
      for (const StmtPtr &inner : stmt.body)
        if (const Expr *launch = launchOf(*inner))
          if (launch->args().size() == 2 &&
              evalString(*launch->args()[0]) == "threadIdx.x")
            if (std::optional<int64_t> n = evalInt(*launch->args()[1]))
              threads = builder.getDenseI64ArrayAttr({*n});
    Operation *scope = nullptr;
    if (vf)
      scope = builder.create<tir::VectorFunctionOp>(loc(stmt.loc), *vf, threads,
                                                    IntegerAttr());
    else if (section)
      scope = builder.create<tir::SectionOp>(loc(stmt.loc), *section);
    // Other blocks (tilelang_root, ...) only group statements.
    if (!scope)
      return emitStatements(stmt.body);
    scope->getRegion(0).push_back(new Block());
    return emitScoped(scope, stmt.body);
  }
  if (callee == "T.LetStmt") {
    const Expr *var = context.keyword("var");
    if (context.args().size() != 1 || !var || var->kind != ExprKind::Name)
      return error(context.loc, "expected 'T.LetStmt(value, var=name)'");
    FailureOr<Value> value = emitScalar(*context.args()[0]);
    if (failed(value))
      return failure();
    Binding binding;
    binding.value = *value;
    binding.definition = context.args()[0].get();
    pushScope();
    bind(var->text, binding);
    LogicalResult result = emitStatements(stmt.body);
    popScope();
    return result;
  }
  if (callee == "T.attr") {
    std::optional<std::string> key = context.args().size() == 3
                                         ? evalString(*context.args()[1])
                                         : std::nullopt;
    if (key && *key == "resource_scope") {
      std::optional<int64_t> core = evalInt(*context.args()[2]);
      if (!core || (*core != 0 && *core != 1))
        return error(context.args()[2]->loc,
                     "expected 0 (Cube) or 1 (Vector) for 'resource_scope'");
      auto section = builder.create<tir::SectionOp>(
          loc(stmt.loc),
          *core == 0 ? tir::SectionKind::Cube : tir::SectionKind::Vector);
      section.getBody().push_back(new Block());
      return emitScoped(section, stmt.body);
    }
    remark(stmt.loc, "attribute '" + key.value_or("?") +
                         "' ignored: it steers TileLang's own lowering");
    return emitStatements(stmt.body);
  }
  return error(context.loc,
               "unsupported 'with' statement" +
                   (callee.empty() ? std::string() : " '" + callee + "'"));
}

//===----------------------------------------------------------------------===//
// Loops and branches
//===----------------------------------------------------------------------===//

LogicalResult Importer::emitFor(const Stmt &stmt) {
  const Expr &iter = *stmt.value;
  std::string callee = iter.calleeName();
  std::optional<tir::ForKind> kind =
      llvm::StringSwitch<std::optional<tir::ForKind>>(callee)
          .Cases("range", "T.serial", "T.grid", tir::ForKind::Serial)
          .Cases("T.parallel", "T.Parallel", tir::ForKind::Parallel)
          .Case("T.unroll", tir::ForKind::Unrolled)
          .Case("T.vectorized", tir::ForKind::Vectorized)
          .Case("T.Pipelined", tir::ForKind::Pipelined)
          .Default(std::nullopt);
  if (!kind) {
    if (callee == "T.thread_binding")
      return emitThreadBindings(stmt);
    return error(iter.loc, "unsupported loop '" +
                               (callee.empty() ? std::string("?") : callee) +
                               "'");
  }
  // The loop variables and (lower, upper) per loop.
  SmallVector<const Expr *> targets;
  if (stmt.target->kind == ExprKind::Tuple) {
    for (const ExprPtr &target : stmt.target->items)
      targets.push_back(target.get());
  } else {
    targets.push_back(stmt.target.get());
  }
  for (const Expr *target : targets)
    if (target->kind != ExprKind::Name)
      return error(target->loc, "expected a loop variable name");
  // A loop nest of one statement: TIR's grids are a few loops deep.
  constexpr size_t kMaxGrid = 8;
  if (targets.size() > kMaxGrid)
    return error(stmt.target->loc,
                 "'" + callee + "' with " + Twine(targets.size()) +
                     " loop variables (at most " + Twine(kMaxGrid) + ")");
  SmallVector<std::pair<const Expr *, const Expr *>> bounds;
  ArrayRef<ExprPtr> args = iter.args();
  // T.grid and TileLang's T.Parallel take one extent per loop variable
  // (`for i, j in T.Parallel(M, N)`; printed TIR nests T.parallel loops).
  if (callee == "T.grid" || (callee == "T.Parallel" && targets.size() > 1)) {
    for (const ExprPtr &extent : args)
      bounds.push_back({nullptr, extent.get()});
  } else if (args.size() == 1) {
    bounds.push_back({nullptr, args[0].get()});
  } else if (args.size() == 2 || (args.size() == 3 && callee == "range")) {
    bounds.push_back({args[0].get(), args[1].get()});
  } else {
    return error(iter.loc,
                 "expected 'extent' or 'start, stop' in '" + callee + "'");
  }
  if (args.size() == 3 && bounds.size() == 1) {
    std::optional<int64_t> step = evalInt(*args[2]);
    if (step != 1)
      return error(args[2]->loc, "loops with a step other than 1 are not TIR");
  }
  if (bounds.size() != targets.size())
    return error(stmt.target->loc, "'" + callee + "' has " +
                                       Twine(bounds.size()) + " extents for " +
                                       Twine(targets.size()) + " variables");
  // Annotations: num_stages makes a serial loop TileLang's T.Pipelined.
  IntegerAttr numStages;
  SmallVector<NamedAttribute> extra;
  if (const Expr *stages = iter.keyword("num_stages")) {
    std::optional<int64_t> n = evalInt(*stages);
    if (!n)
      return error(stages->loc, "expected a constant 'num_stages'");
    numStages = builder.getI64IntegerAttr(*n);
  }
  if (const Expr *annotations = iter.keyword("annotations")) {
    if (annotations->kind != ExprKind::Dict)
      return error(annotations->loc, "expected a dict of loop annotations");
    for (size_t i = 0; i + 1 < annotations->items.size(); i += 2) {
      std::optional<std::string> key = evalString(*annotations->items[i]);
      if (!key)
        return error(annotations->items[i]->loc, "expected a string key");
      const Expr &value = *annotations->items[i + 1];
      if (*key == "num_stages") {
        std::optional<int64_t> n = evalInt(value);
        if (!n)
          return error(value.loc, "expected a constant 'num_stages'");
        numStages = builder.getI64IntegerAttr(*n);
        continue;
      }
      FailureOr<Attribute> attr = emitAttribute(value);
      if (failed(attr))
        return failure();
      extra.push_back(builder.getNamedAttr(*key, *attr));
    }
  }
  if (numStages && *kind == tir::ForKind::Serial)
    kind = tir::ForKind::Pipelined;
  if (numStages && *kind != tir::ForKind::Pipelined)
    return error(iter.loc, "'num_stages' on a '" + callee + "' loop");

  OpBuilder::InsertionGuard guard(builder);
  pushScope();
  LogicalResult result = success();
  for (auto [target, bound] : llvm::zip(targets, bounds)) {
    FailureOr<Value> lower = bound.first ? emitIndex(*bound.first)
                                         : FailureOr<Value>(constantIndex(0));
    FailureOr<Value> upper = emitIndex(*bound.second);
    if (failed(lower) || failed(upper)) {
      result = failure();
      break;
    }
    auto loop = builder.create<tir::ForOp>(
        loc(stmt.loc), *kind, *lower, *upper, constantIndex(1),
        target == targets.back() ? numStages : IntegerAttr());
    if (target == targets.back())
      for (NamedAttribute attr : extra)
        loop->setAttr(attr.getName(), attr.getValue());
    Block *body = new Block();
    loop.getBody().push_back(body);
    Binding binding;
    binding.value = body->addArgument(builder.getIndexType(), loc(target->loc));
    bind(target->text, binding);
    builder.setInsertionPointToEnd(body);
  }
  if (succeeded(result))
    result = emitStatements(stmt.body);
  popScope();
  return result;
}

//===----------------------------------------------------------------------===//
// Assignments, stores and calls
//===----------------------------------------------------------------------===//

LogicalResult Importer::emitStore(const Expr &target, const Expr &value) {
  Value buffer = lookupBuffer(*target.items[0]);
  if (!buffer)
    return reportNotBuffer(*target.items[0]);
  auto type = cast<MemRefType>(buffer.getType());
  ArrayRef<ExprPtr> indices = ArrayRef(target.items).drop_front();
  if (llvm::any_of(indices, [](const ExprPtr &index) {
        return index->kind == ExprKind::Slice;
      }))
    return error(target.loc, "a store to a slice of '" +
                                 target.items[0]->dottedName() +
                                 "' (a vector store of TileLang's lowered "
                                 "TIR): import the tile-level TIR");
  if (int64_t(indices.size()) != type.getRank())
    return error(target.loc, "buffer '" + target.items[0]->dottedName() +
                                 "' has rank " + Twine(type.getRank()) +
                                 ", indexed with " + Twine(indices.size()) +
                                 " indices");
  FailureOr<Value> stored = emitScalarAs(value, type.getElementType());
  if (failed(stored))
    return failure();
  SmallVector<Value> indexValues;
  for (const ExprPtr &index : indices) {
    FailureOr<Value> indexValue = emitIndex(*index);
    if (failed(indexValue))
      return failure();
    indexValues.push_back(*indexValue);
  }
  builder.create<memref::StoreOp>(loc(target.loc), *stored, buffer,
                                  indexValues);
  return success();
}

LogicalResult Importer::emitAssign(const Stmt &stmt) {
  const Expr &target = *stmt.target;
  if (target.kind == ExprKind::Subscript)
    return emitStore(target, *stmt.value);
  if (target.kind != ExprKind::Name)
    return error(target.loc, "expected a name or a buffer element to assign");
  const Expr &value = *stmt.value;
  std::string callee = value.calleeName();
  Binding binding;
  binding.kind = Binding::Poisoned;
  auto poisoned = [&]() {
    bind(target.text, binding);
    return failure();
  };
  if (callee == "T.handle") {
    // A storage var (`x = T.handle("float32", "local")`); buffers declared
    // over it with `data=x` are one buffer.
    HandleInfo info;
    info.name = target.text;
    if (!value.args().empty())
      info.dtype = evalString(*value.args()[0]).value_or("");
    if (value.args().size() > 1)
      info.scope = evalString(*value.args()[1]).value_or("");
    handles.push_back(info);
    binding.kind = Binding::Handle;
    binding.handle = int(handles.size() - 1);
    bind(target.text, binding);
    return success();
  }
  if (llvm::is_contained({"T.alloc_buffer", "T.decl_buffer",
                          "T.sblock_alloc_buffer", "T.Buffer", "T.allocate",
                          "T.match_buffer"},
                         callee)) {
    int handle = -1;
    lastBufferUnsigned = false;
    FailureOr<Value> buffer = emitAllocation(value, target.text, handle);
    if (failed(buffer))
      return poisoned();
    if (lastBufferUnsigned)
      unsignedBuffers.insert(*buffer);
    binding.kind = callee == "T.allocate" ? Binding::Handle : Binding::Buffer;
    binding.value = *buffer;
    binding.handle = handle;
    bind(target.text, binding);
    return success();
  }
  if (value.kind == ExprKind::Call && value.args().empty() &&
      value.keywords.empty() && StringRef(callee).starts_with("T.") &&
      parseDType(StringRef(callee).drop_front(2))) {
    // `n = T.int32()`: a variable bound later (T.LetStmt, a buffer shape),
    // or already bound by a parameter's shape.
    if (const Binding *bound = lookup(target.text);
        bound && bound->kind == Binding::Scalar)
      return success();
    binding.kind = Binding::Symbolic;
    bind(target.text, binding);
    return success();
  }
  if (isSimdCall(value))
    return emitSimdLet(target, value, /*annotation=*/nullptr);
  if (Value buffer = lookupBuffer(value)) {
    // Another name for a buffer.
    binding = *lookup(value.dottedName());
    bind(target.text, binding);
    return success();
  }
  FailureOr<Value> scalar = emitScalar(value);
  if (failed(scalar))
    return poisoned();
  binding.kind = Binding::Scalar;
  binding.value = *scalar;
  binding.definition = &value;
  bind(target.text, binding);
  return success();
}

/// A call that only carries information for TVM's own passes.
static bool isIgnoredCall(StringRef callee) {
  return llvm::is_contained({"T.reads", "T.writes", "T.func_attr"}, callee);
}

LogicalResult Importer::emitCallStatement(const Expr &call) {
  std::string callee = call.calleeName();
  if (isIgnoredCall(callee))
    return success();
  if (callee == "T.block_attr" || callee == "T.sblock_attr")
    return emitBlockAttributes(call);
  if (isSimdCall(call))
    return emitSimdStatement(call);
  if (callee == "T.evaluate" && call.args().size() == 1) {
    if (call.args()[0]->kind == ExprKind::Call)
      return emitCallStatement(*call.args()[0]);
    if (evalInt(*call.args()[0]))
      return success(); // T.evaluate(0): no statement
  }
  if (callee == "T.device_assert" || callee == "T.device_assert_with_msg") {
    // TileLang emits it only where CUDA is available (T.device_assert
    // prints nothing on an Ascend machine).
    remark(call.loc,
           "'" + callee +
               "' ignored: TileLang emits device "
               "asserts for CUDA only, and tirpto does not check them "
               "on the chip");
    return success();
  }
  if (callee == "T.assume_no_conflict") {
    // Upstream's hint for its auto-scheduler (a no-op at run time).
    remark(call.loc, "'T.assume_no_conflict' ignored: it removes "
                     "dependences TileLang's own auto-scheduler would "
                     "synchronise; ptoas synchronises tirpto's output from "
                     "the accesses themselves");
    return success();
  }
  if (callee == "T.ascend_set_hf32_mode") {
    // Upstream's T.set_hf32_mode(None / "nearest_zero" / "nearest_even"):
    // the Cube's f32 gemms in HF32 (0 = off, 1 and 2 = its two roundings).
    std::optional<int64_t> mode =
        call.args().size() == 1 ? evalInt(*call.args()[0]) : std::nullopt;
    if (!mode || *mode < 0 || *mode > 2)
      return error(call.loc, "'T.ascend_set_hf32_mode' (T.set_hf32_mode) "
                             "takes a constant mode: 0 (off), 1 "
                             "(nearest_zero) or 2 (nearest_even)");
    if (*mode != 0)
      remark(call.loc,
             "'T.ascend_set_hf32_mode' (T.set_hf32_mode) ignored: tirpto's "
             "f32 gemms multiply the operands' full f32 mantissas (PTO's "
             "tmatmul has no HF32 mode): results close to HF32's, not equal "
             "to them");
    return success();
  }
  if (std::optional<LogicalResult> tileOp = emitTileOp(call))
    return *tileOp;
  // Anything else: a scalar call whose result, if any, is unused.
  FailureOr<Value> value = emitCall(call, Type(), /*statement=*/true);
  return success(succeeded(value));
}
