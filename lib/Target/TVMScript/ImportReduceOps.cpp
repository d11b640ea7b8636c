//===- ImportReduceOps.cpp - TileLang's printed reductions and scans -----===//
//
// `T.reduce(src, dst, kind, dim, clear)` with its call annotations,
// `T.cumsum` / `T.cummax` and `T.finalize_reducer`, as both TileLang lines
// print them, and the scalar reductions `T.any_of` / `T.all_of`. See
// docs/Tools/PtoTranslate.md.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace mlir::tirpto::tvmscript;

/// The call annotations of a `T.reduce` (v0.1.8+ prints them as keywords,
/// from `T.reduce_*(..., batch=, nan_propagate=, annotations=)`). `batch`
/// and `enable_fadd2` tune CUDA's reductions and are accepted with a
/// remark; `nan_propagate=True` changes what max and min return, so it is
/// reported.
static LogicalResult checkReduceAnnotations(Importer &importer,
                                            const Expr &call) {
  llvm::StringSet<> seen;
  for (const Keyword &keyword : call.keywords)
    if (!seen.insert(keyword.name).second)
      return importer.error(keyword.loc,
                            "'T.reduce' got '" + keyword.name + "' twice");
  for (const Keyword &keyword : call.keywords) {
    StringRef name = keyword.name;
    if (name == "batch") {
      std::optional<int64_t> batch = importer.evalInt(*keyword.value);
      if (!batch || *batch < 1)
        return importer.error(keyword.value->loc,
                              "expected a constant 'batch' of at least 1");
      if (*batch > 1)
        importer.remark(keyword.loc,
                        "'T.reduce_*(..., batch=" + std::to_string(*batch) +
                            ")' is accepted and not used: it batches CUDA's "
                            "AllReduce calls per barrier, and the Vector "
                            "core reduces a tile with its own instructions");
      continue;
    }
    if (name == "enable_fadd2") {
      if (!importer.evalBool(*keyword.value))
        return importer.error(keyword.value->loc,
                              "expected a constant 'enable_fadd2'");
      importer.remark(keyword.loc,
                      "reduction annotation 'enable_fadd2' is accepted and "
                      "not used: it selects CUDA SM100's packed FP32x2 "
                      "additions");
      continue;
    }
    if (name == "nan_propagate") {
      std::optional<bool> propagate = importer.evalBool(*keyword.value);
      if (!propagate)
        return importer.error(keyword.value->loc,
                              "expected a constant 'nan_propagate'");
      if (*propagate)
        return importer.error(
            keyword.loc,
            "'T.reduce_*(..., nan_propagate=True)' is not supported: "
            "TileLang defines it for CUDA only, and tirpto does not promise "
            "how the Vector core's max and min treat NaN");
      continue;
    }
    return importer.error(keyword.loc, "keyword argument '" + keyword.name +
                                           "' of 'T.reduce' is not "
                                           "supported");
  }
  return success();
}

std::optional<LogicalResult> Importer::emitReductionOp(const Expr &call,
                                                       StringRef name) {
  ArrayRef<ExprPtr> args = call.args();
  if (name == "reduce") {
    // T.reduce(src, dst, "kind", dim, clear).
    if (args.size() != 5)
      return error(call.loc, "expected 'T.reduce(src, dst, kind, dim, "
                             "clear)'");
    std::optional<std::string> kindName = evalString(*args[2]);
    std::optional<tir::ReduceKind> kind =
        kindName ? tir::symbolizeReduceKind(*kindName) : std::nullopt;
    if (!kind)
      return error(args[2]->loc, "reduction '" + kindName.value_or("?") +
                                     "' is not supported yet (sum, max, "
                                     "min, abssum, absmax, bitand, bitor "
                                     "and bitxor are)");
    if (failed(checkReduceAnnotations(*this, call)))
      return failure();
    std::optional<int64_t> dim = evalInt(*args[3]);
    std::optional<bool> clear = evalBool(*args[4]);
    if (!dim || !clear)
      return error(call.loc, "expected a constant 'dim' and 'clear'");
    FailureOr<TileRegion> src = parseRegion(*args[0]);
    FailureOr<TileRegion> dst = parseRegion(*args[1]);
    if (failed(src) || failed(dst))
      return failure();
    FailureOr<Value> srcValue = materialize(*src);
    FailureOr<Value> dstValue = materialize(*dst);
    if (failed(srcValue) || failed(dstValue))
      return failure();
    // Python's negative axes count from the end.
    int64_t rank = cast<MemRefType>(srcValue->getType()).getRank();
    if (*dim < -rank || *dim >= rank)
      return error(args[3]->loc,
                   "'T.reduce' of a rank-" + std::to_string(rank) +
                       " buffer along dim " + std::to_string(*dim) +
                       ": expected " + std::to_string(-rank) + " <= dim < " +
                       std::to_string(rank));
    if (*dim < 0)
      *dim += rank;
    builder.create<tir::ReduceOp>(
        loc(call.loc), tir::ReduceKindAttr::get(context, *kind), *srcValue,
        *dstValue, builder.getI64IntegerAttr(*dim),
        *clear ? BoolAttr() : builder.getBoolAttr(false));
    return success();
  }
  if (name == "cumsum" || name == "cummax") {
    // T.cumsum(src, dst, dim, reverse) (upstream's tl.tileop.cumsum with
    // regions, tilelang-ascend's tl.cumsum with access pointers), also with
    // keywords as the Python API names them: dst defaults to src (in
    // place), dim to 0, reverse to False.
    std::string usage = "expected 'T." + name.str() +
                        "(src, dst, dim, reverse)' (dst, dim and reverse "
                        "may be keywords)";
    static constexpr StringLiteral kParams[] = {"src", "dst", "dim", "reverse"};
    std::array<const Expr *, 4> params = {};
    if (args.size() > 4)
      return error(call.loc, usage);
    for (auto [i, arg] : llvm::enumerate(args))
      params[i] = arg.get();
    for (const Keyword &keyword : call.keywords) {
      const auto *it = llvm::find(kParams, keyword.name);
      if (it == std::end(kParams))
        return error(keyword.loc, "keyword argument '" + keyword.name +
                                      "' of 'T." + name.str() +
                                      "' is not supported");
      const Expr *&slot = params[it - std::begin(kParams)];
      if (slot)
        return error(keyword.loc,
                     "'T." + name.str() + "' got '" + keyword.name + "' twice");
      slot = keyword.value.get();
    }
    if (!params[0])
      return error(call.loc, usage);
    std::optional<int64_t> dim = params[2] ? evalInt(*params[2]) : 0;
    std::optional<bool> reverse = params[3] ? evalBool(*params[3]) : false;
    if (!dim || !reverse)
      return error(call.loc, "expected a constant 'dim' and 'reverse' in 'T." +
                                 name.str() + "'");
    FailureOr<Value> srcValue = emitRegionOperand(*params[0]);
    FailureOr<Value> dstValue =
        params[1] ? emitRegionOperand(*params[1]) : srcValue;
    if (failed(srcValue) || failed(dstValue))
      return failure();
    int64_t rank = cast<MemRefType>(srcValue->getType()).getRank();
    if (*dim < -rank || *dim >= rank)
      return error(params[2] ? params[2]->loc : call.loc,
                   "'T." + name.str() + "' of a rank-" + std::to_string(rank) +
                       " buffer along dim " + std::to_string(*dim) +
                       ": expected " + std::to_string(-rank) + " <= dim < " +
                       std::to_string(rank));
    if (*dim < 0)
      *dim += rank;
    builder.create<tir::ScanOp>(
        loc(call.loc),
        tir::ScanKindAttr::get(context, name == "cumsum" ? tir::ScanKind::Sum
                                                         : tir::ScanKind::Max),
        *srcValue, *dstValue, builder.getI64IntegerAttr(*dim),
        builder.getBoolAttr(*reverse));
    return success();
  }
  if (name == "reducer_init" || name == "reducer_update" ||
      name == "finalize_reducer_v2" ||
      (name == "finalize_reducer" && args.size() == 2))
    return emitReducerOp(call, name);
  if (name == "finalize_reducer") {
    // T.finalize_reducer(acc) (v1; printed with the whole reducer as a
    // slice, `acc[0:4]`); the v2 form T.finalize_reducer(acc, dst) above.
    if (args.size() != 1)
      return error(call.loc, "expected 'T.finalize_reducer(reducer)' or "
                             "'T.finalize_reducer(reducer, dst)'");
    FailureOr<TileRegion> region = parseRegion(*args[0]);
    if (failed(region))
      return failure();
    auto type = cast<MemRefType>(region->buffer.getType());
    bool whole = !region->origin &&
                 (region->sizes.empty() ||
                  ArrayRef<int64_t>(region->sizes) == type.getShape());
    for (Value offset : region->offsets)
      whole &= getConstantIntValue(offset) == 0;
    if (!whole)
      return error(args[0]->loc, "'T.finalize_reducer' of part of '" +
                                     region->name +
                                     "': a reducer is finalized whole");
    builder.create<tir::FinalizeReducerOp>(loc(call.loc), region->buffer);
    return success();
  }
  return std::nullopt;
}

/// `T.any_of(T.address_of(buf[i...]), n)` / `T.all_of(...)` (upstream's
/// tl.any_of / tl.all_of: whether any / every one of the `n` elements of
/// `buf` from `buf[i...]` on, in row-major order, is non-zero): an scf.for
/// over the elements that ors / ands their tests, its i1 result the value.
FailureOr<Value> Importer::emitAnyAllOf(const Expr &call, bool all) {
  StringRef name = all ? "T.all_of" : "T.any_of";
  ArrayRef<ExprPtr> args = call.args();
  if (args.size() != 2 || args[0]->calleeName() != "T.address_of" ||
      args[0]->args().size() != 1)
    return error(call.loc, "expected '" + name +
                               "(T.address_of(buffer[indices]), count)'");
  const Expr &start = *args[0]->args()[0];
  const Expr &bufferExpr =
      start.kind == ExprKind::Subscript ? *start.items[0] : start;
  Value buffer = lookupBuffer(bufferExpr);
  if (!buffer) {
    (void)reportNotBuffer(bufferExpr);
    return failure();
  }
  auto type = cast<MemRefType>(buffer.getType());
  if (!type.hasStaticShape())
    return error(bufferExpr.loc, "'" + name + "' of '" +
                                     bufferExpr.dottedName() +
                                     "', whose shape is not constant, is "
                                     "not supported yet");
  ArrayRef<ExprPtr> indexExprs;
  if (start.kind == ExprKind::Subscript)
    indexExprs = ArrayRef(start.items).drop_front();
  if (!indexExprs.empty() && int64_t(indexExprs.size()) != type.getRank())
    return error(start.loc, "'" + name + "' starts at " +
                                std::to_string(indexExprs.size()) +
                                " indices of a rank-" +
                                std::to_string(type.getRank()) + " buffer");
  std::optional<int64_t> count = evalInt(*args[1]);
  if (!count || *count < 1 || *count > type.getNumElements())
    return error(args[1]->loc, "expected a constant element count of 1 to " +
                                   std::to_string(type.getNumElements()) +
                                   " in '" + name + "'");
  if (insideParallelNest())
    return error(call.loc, "'" + name +
                               "' inside a T.Parallel nest is not supported "
                               "(it is a scalar loop over the elements; "
                               "test them outside the nest)");
  // A constant start: the run must lie inside the buffer.
  {
    int64_t position = 0, stride = 1;
    bool constant = true;
    for (int64_t d = int64_t(indexExprs.size()) - 1; d >= 0; --d) {
      std::optional<int64_t> index = evalInt(*indexExprs[d]);
      if (!index) {
        constant = false;
        break;
      }
      if (*index < 0 || *index >= type.getDimSize(d))
        return error(indexExprs[d]->loc,
                     "'" + name + "' starts outside '" +
                         bufferExpr.dottedName() + "' (index " +
                         std::to_string(*index) + " of a dimension of " +
                         std::to_string(type.getDimSize(d)) + ")");
      position += *index * stride;
      stride *= type.getDimSize(d);
    }
    if (constant && position + *count > type.getNumElements())
      return error(args[1]->loc,
                   "'" + name + "' of " + std::to_string(*count) +
                       " elements from element " + std::to_string(position) +
                       " runs past the end of '" + bufferExpr.dottedName() +
                       "' (" + std::to_string(type.getNumElements()) +
                       " elements)");
  }
  Location l = loc(call.loc);
  // The row-major position of the first element.
  SmallVector<int64_t> strides(type.getRank(), 1);
  for (int64_t d = type.getRank() - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * type.getDimSize(d + 1);
  Value first = constantIndex(0);
  for (auto [d, indexExpr] : llvm::enumerate(indexExprs)) {
    FailureOr<Value> index = emitIndex(*indexExpr);
    if (failed(index))
      return failure();
    first = builder.create<arith::AddIOp>(
        l, first,
        builder.create<arith::MulIOp>(l, *index, constantIndex(strides[d])));
  }
  Value init = builder.create<arith::ConstantOp>(l, builder.getBoolAttr(all));
  auto loop =
      builder.create<scf::ForOp>(l, constantIndex(0), constantIndex(*count),
                                 constantIndex(1), ValueRange{init});
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(loop.getBody());
  Value position =
      builder.create<arith::AddIOp>(l, first, loop.getInductionVar());
  SmallVector<Value> indices;
  for (int64_t d = 0; d < type.getRank(); ++d) {
    Value index =
        builder.create<arith::DivSIOp>(l, position, constantIndex(strides[d]));
    if (d > 0)
      index = builder.create<arith::RemSIOp>(l, index,
                                             constantIndex(type.getDimSize(d)));
    indices.push_back(index);
  }
  Value element = builder.create<memref::LoadOp>(l, buffer, indices);
  FailureOr<Value> test = convert(element, builder.getI1Type(), call.loc);
  if (failed(test))
    return failure();
  Value acc = loop.getRegionIterArgs().front();
  Value combined =
      all ? builder.create<arith::AndIOp>(l, acc, *test).getResult()
          : builder.create<arith::OrIOp>(l, acc, *test).getResult();
  builder.create<scf::YieldOp>(l, combined);
  return loop.getResult(0);
}

/// The identity of a reducer's combine op: what T.reducer_init without a
/// value starts from (sum, bitor, bitxor: 0; bitand: all ones; max: -inf,
/// or an integer type's lowest value; min: +inf, or its highest).
static Value reducerIdentity(OpBuilder &builder, Location loc, StringRef op,
                             Type type) {
  if (auto floatType = dyn_cast<FloatType>(type)) {
    // -inf / +inf, as TileLang's own reducers start (MakeInitValue).
    const llvm::fltSemantics &semantics = floatType.getFloatSemantics();
    APFloat value = op == "max"   ? APFloat::getInf(semantics, true)
                    : op == "min" ? APFloat::getInf(semantics)
                                  : APFloat::getZero(semantics);
    return builder.create<arith::ConstantOp>(loc, FloatAttr::get(type, value));
  }
  unsigned width = type.getIntOrFloatBitWidth();
  APInt value = op == "max"      ? APInt::getSignedMinValue(width)
                : op == "min"    ? APInt::getSignedMaxValue(width)
                : op == "bitand" ? APInt::getAllOnes(width)
                                 : APInt::getZero(width);
  return builder.create<arith::ConstantOp>(loc, IntegerAttr::get(type, value));
}

/// Upstream's reducer epochs (TileLang v2 reducers): `acc =
/// T.alloc_reducer(shape, dtype, op)` is a `local.reducer` buffer whose op
/// `reducer_info_v2` records; `T.reducer_init(acc[, init])` fills it with
/// `init` or the op's identity; `T.reducer_update(acc[i], v)` (in a
/// T.Parallel nest) is `acc[i] = op(acc[i], v)`; `T.finalize_reducer(acc,
/// dst)` copies it into `dst`. One core runs a block's element-wise work,
/// so the one partial is the result, and `init`, combined into it once at
/// the start, counts once as TileLang promises.
std::optional<LogicalResult> Importer::emitReducerOp(const Expr &call,
                                                     StringRef name) {
  ArrayRef<ExprPtr> args = call.args();
  Location l = loc(call.loc);
  auto opOf = [&](Value buffer, const Expr &at) -> std::optional<std::string> {
    // The reducer a region (a subview) is part of.
    while (auto view = buffer.getDefiningOp<memref::SubViewOp>())
      buffer = view.getSource();
    std::string reducer = "?";
    if (auto alloc = buffer.getDefiningOp<tir::AllocBufferOp>();
        alloc && alloc.getName())
      reducer = alloc.getName()->str();
    else if (auto arg = dyn_cast<BlockArgument>(buffer))
      reducer = "a kernel parameter";
    auto it = reducerOps.find(reducer);
    if (it == reducerOps.end()) {
      (void)error(at.loc, "'T." + name + "' of '" + reducer +
                              "', which is not a reducer (T.alloc_reducer "
                              "records its op in 'reducer_info_v2')");
      return std::nullopt;
    }
    return it->second;
  };
  if (name == "reducer_init") {
    if (args.empty() || args.size() > 2)
      return error(call.loc, "expected 'T.reducer_init(reducer[, init])'");
    FailureOr<Value> buffer = emitRegionOperand(*args[0]);
    if (failed(buffer))
      return failure();
    std::optional<std::string> op = opOf(*buffer, *args[0]);
    if (!op)
      return failure();
    Type element = cast<MemRefType>(buffer->getType()).getElementType();
    FailureOr<Value> value =
        args.size() == 2
            ? emitScalarAs(*args[1], element)
            : FailureOr<Value>(reducerIdentity(builder, l, *op, element));
    if (failed(value))
      return failure();
    builder.create<tir::FillOp>(l, *buffer, *value);
    return success();
  }
  if (name == "reducer_update") {
    if (args.size() != 2 || args[0]->kind != ExprKind::Subscript)
      return error(call.loc, "expected 'T.reducer_update(reducer[indices], "
                             "value)'");
    const Expr &target = *args[0];
    Value buffer = lookupBuffer(*target.items[0]);
    if (!buffer)
      return reportNotBuffer(*target.items[0]);
    std::optional<std::string> op = opOf(buffer, target);
    if (!op)
      return failure();
    auto type = cast<MemRefType>(buffer.getType());
    FailureOr<SmallVector<Value>> indices =
        emitElementIndices(target, type, "T.reducer_update", "reducer");
    if (failed(indices))
      return failure();
    Type element = type.getElementType();
    bool bitwise = *op == "bitand" || *op == "bitor" || *op == "bitxor";
    if (bitwise && insideParallelNest())
      return error(call.loc,
                   "'T.reducer_update' of a '" + *op +
                       "' reducer inside a T.Parallel nest is not supported "
                       "yet (the Vector core reduces rows by sum, max and "
                       "min only); update it in a T.serial loop");
    FailureOr<Value> value = emitScalarAs(*args[1], element);
    if (failed(value))
      return failure();
    Value old = builder.create<memref::LoadOp>(l, buffer, *indices);
    bool isFloat = isa<FloatType>(element);
    if (isFloat && (*op == "bitand" || *op == "bitor" || *op == "bitxor"))
      return error(call.loc, "'T.reducer_update' of a float reducer "
                             "whose op is '" +
                                 *op + "': bitwise ops take integers");
    Value combined =
        *op == "sum"
            ? (isFloat
                   ? builder.create<arith::AddFOp>(l, old, *value).getResult()
                   : builder.create<arith::AddIOp>(l, old, *value).getResult())
        : *op == "max"
            ? (isFloat
                   ? builder.create<arith::MaximumFOp>(l, old, *value)
                         .getResult()
                   : builder.create<arith::MaxSIOp>(l, old, *value).getResult())
        : *op == "min"
            ? (isFloat
                   ? builder.create<arith::MinimumFOp>(l, old, *value)
                         .getResult()
                   : builder.create<arith::MinSIOp>(l, old, *value).getResult())
        : *op == "bitand"
            ? builder.create<arith::AndIOp>(l, old, *value).getResult()
        : *op == "bitor"
            ? builder.create<arith::OrIOp>(l, old, *value).getResult()
            : builder.create<arith::XOrIOp>(l, old, *value).getResult();
    builder.create<memref::StoreOp>(l, combined, buffer, *indices);
    return success();
  }
  // T.finalize_reducer(acc, dst) / T.finalize_reducer_v2(acc, dst).
  if (args.size() != 2)
    return error(call.loc, "expected 'T." + name + "(reducer, dst)'");
  FailureOr<Value> reducer = emitRegionOperand(*args[0]);
  FailureOr<Value> dst = emitRegionOperand(*args[1]);
  if (failed(reducer) || failed(dst))
    return failure();
  if (!opOf(*reducer, *args[0]))
    return failure();
  builder.create<tir::CopyOp>(l, *reducer, *dst, Value(), ValueRange(), false,
                              false, false, false, IntegerAttr(), IntegerAttr(),
                              false);
  return success();
}

std::optional<LogicalResult> Importer::emitElementAtomicCall(const Expr &call,
                                                             bool statement) {
  std::string callee = call.calleeName();
  if (!StringRef(callee).starts_with("T."))
    return std::nullopt;
  StringRef name = StringRef(callee).drop_front(2);
  ArrayRef<ExprPtr> args = call.args();
  // The atomic's name: TileLang's op (`atomic_add_elem_op`) or, in older
  // releases, the extern's (`AtomicAdd`; `atomicAdd` for the uint forms).
  std::string atomic, open;
  ArrayRef<ExprPtr> operands;
  if (name.starts_with("atomic_") && name.ends_with("_elem_op")) {
    atomic = name.str();
    open = callee + "(";
    operands = args;
  } else if ((name == "call_extern" || name == "call_pure_extern") &&
             args.size() >= 2) {
    std::optional<std::string> function = evalString(*args[1]);
    if (!function || !StringRef(*function).starts_with_insensitive("atomic"))
      return std::nullopt;
    atomic = *function;
    open = "T." + name.str() + "(\"handle\", \"" + atomic + "\", ";
    operands = args.drop_front(2);
  } else {
    return std::nullopt;
  }
  std::optional<tir::AtomicKind> kind =
      llvm::StringSwitch<std::optional<tir::AtomicKind>>(atomic)
          .Cases("atomic_add_elem_op", "AtomicAdd", tir::AtomicKind::Add)
          .Cases("atomic_max_elem_op", "AtomicMax", tir::AtomicKind::Max)
          .Cases("atomic_min_elem_op", "AtomicMin", tir::AtomicKind::Min)
          .Default(std::nullopt);
  std::string spelling = atomic == name ? callee : atomic;
  if (kind && statement)
    return emitElementAtomic(call, spelling, open, *kind, operands);
  if (kind || StringRef(atomic).contains("_ret_") ||
      StringRef(atomic).ends_with("Ret"))
    return error(call.loc, "'" + spelling +
                               "' used for the element's previous value "
                               "(TileLang's return_prev=True) is not "
                               "supported yet: PTO adds into global memory "
                               "with a store, which returns nothing");
  return error(call.loc, "'" + spelling +
                             "' is not supported yet: of TileLang's element "
                             "atomics, tirpto reads T.atomic_add, "
                             "T.atomic_max and T.atomic_min of one element "
                             "(atomic_add_elem_op, ..., or the AtomicAdd, "
                             "... externs)");
}

/// TileLang's element atomics: `T.atomic_add_elem_op(T.address_of(dst[i]),
/// v[, memory_order])` (and `_max_` / `_min_`; the element may be given as
/// `T.access_ptr(dst[i], ...)`), or the older
/// `T.call_extern("handle", "AtomicAdd", T.address_of(dst[i]), v[,
/// memory_order])`: a tir.atomic of the element. `args` are the operands
/// after the callee's own (the extern's dtype and name dropped); `spelling`
/// names the call in diagnostics, `open` is its text up to them.
LogicalResult Importer::emitElementAtomic(const Expr &call, StringRef spelling,
                                          StringRef open, tir::AtomicKind kind,
                                          ArrayRef<ExprPtr> args) {
  // The element by address: `T.address_of(dst[i])`, or, as TileLang
  // builds it since, `T.access_ptr(dst[i], extent, rw_mask)`.
  std::string pointer = args.empty() ? "" : args[0]->calleeName();
  if (args.size() < 2 || args.size() > 3 ||
      (pointer != "T.address_of" && pointer != "T.access_ptr") ||
      args[0]->args().empty() ||
      (pointer == "T.address_of" && args[0]->args().size() != 1))
    return error(call.loc, "expected '" + open.str() +
                               "T.address_of(buffer[indices]), value[, "
                               "memory_order])' or '" +
                               open.str() +
                               "T.access_ptr(buffer[indices], ...), "
                               "value[, memory_order])'");
  if (args.size() == 3) {
    // TileLang's memory-order ids: 0 is "relaxed", the only order PTO's
    // atomic stores have.
    std::optional<int64_t> order = evalInt(*args[2]);
    if (!order || *order != 0)
      return error(args[2]->loc,
                   "'" + spelling +
                       "' with a memory order other than \"relaxed\" (0) is "
                       "not supported: PTO's atomic stores order nothing "
                       "beyond the element");
  }
  if (pointer == "T.access_ptr" && args[0]->args().size() >= 2) {
    // tl.access_ptr(element, extent, rw_mask): one element.
    std::optional<int64_t> extent = evalInt(*args[0]->args()[1]);
    if (extent != 1)
      return error(args[0]->args()[1]->loc,
                   "'" + spelling +
                       "' of a 'T.access_ptr' whose extent is not the "
                       "constant 1: an element atomic updates one element");
  }
  const Expr &element = *args[0]->args()[0];
  if (element.kind != ExprKind::Subscript)
    return error(element.loc,
                 "expected an element 'buffer[indices]' in '" + spelling + "'");
  Value buffer = lookupBuffer(*element.items[0]);
  if (!buffer)
    return reportNotBuffer(*element.items[0]);
  auto type = cast<MemRefType>(buffer.getType());
  FailureOr<SmallVector<Value>> indices =
      emitElementIndices(element, type, spelling, "buffer");
  if (failed(indices))
    return failure();
  FailureOr<Value> value = emitScalarAs(*args[1], type.getElementType());
  if (failed(value))
    return failure();
  builder.create<tir::AtomicOp>(loc(call.loc), kind, buffer, *indices, *value);
  return success();
}

/// The indices of `element` (`buf[i, j]`), one per dimension of `type`.
FailureOr<SmallVector<Value>> Importer::emitElementIndices(const Expr &element,
                                                           MemRefType type,
                                                           StringRef spelling,
                                                           StringRef noun) {
  ArrayRef<ExprPtr> indexExprs = ArrayRef(element.items).drop_front();
  if (int64_t(indexExprs.size()) != type.getRank())
    return error(element.loc,
                 "'" + spelling.str() + "' indexes a rank-" +
                     std::to_string(type.getRank()) + " " + noun.str() +
                     " with " + std::to_string(indexExprs.size()) + " indices");
  SmallVector<Value> indices;
  for (const ExprPtr &index : indexExprs) {
    FailureOr<Value> value = emitIndex(*index);
    if (failed(value))
      return failure();
    indices.push_back(*value);
  }
  return indices;
}
