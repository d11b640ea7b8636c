//===- TIRIntrinsics.cpp - tir.intrin / tir.call_extern: one table -------===//
//
// TVM's and TileLang's intrinsics and the math externs, each written once
// with its arity and result kind (kIntrinsics), and the verifiers of
// tir.intrin and tir.call_extern that read them.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/TIR/IR/TIR.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "tirpto/Support/PrintfFormat.h"

using namespace mlir;
using namespace mlir::tir;

//===----------------------------------------------------------------------===//
// IntrinOp
//===----------------------------------------------------------------------===//

static constexpr IntrinsicInfo kIntrinsics[] = {
#define INTRIN(name, id, n, result, kind)                                      \
  {                                                                            \
    name, IntrinsicSpelling::Intrin, Intrinsic::id, n, result,                 \
        IntrinsicOperands::kind, IntrinsicStrings::Any                         \
  }
#define SYNC(name, id, n, kind, strings)                                       \
  {                                                                            \
    name, IntrinsicSpelling::Intrin, Intrinsic::id, n, false,                  \
        IntrinsicOperands::kind, IntrinsicStrings::strings                     \
  }
#define EXTERN(name, id)                                                       \
  {                                                                            \
    name, IntrinsicSpelling::Extern, Intrinsic::id, 1, true,                   \
        IntrinsicOperands::Float, IntrinsicStrings::Any                        \
  }
    INTRIN("shift_right", ShiftRight, 2, true, Integer),
    INTRIN("shift_left", ShiftLeft, 2, true, Integer),
    INTRIN("bitwise_and", BitwiseAnd, 2, true, Integer),
    INTRIN("bitwise_or", BitwiseOr, 2, true, Integer),
    INTRIN("bitwise_xor", BitwiseXor, 2, true, Integer),
    INTRIN("bitwise_not", BitwiseNot, 1, true, Integer),
    INTRIN("floordiv", FloorDiv, 2, true, Integer),
    INTRIN("floormod", FloorMod, 2, true, Integer),
    INTRIN("sigmoid", Sigmoid, 1, true, Float),
    INTRIN("if_then_else", IfThenElse, 3, true, Select),
    INTRIN("tvm_storage_sync", StorageSync, 0, false, None),
    // Both TileLang-for-Ascend lines spell their manual synchronisation
    // with these (tilelang-tir.md section 1.5): T.barrier_all() and
    // T.pipe_barrier("v") / T.ascend_pipe_barrier("PIPE_V");
    // T.set_flag("mte2", "v", id) / T.ascend_set_flag("MTE2_V", id).
    SYNC("tl.ascend_pipe_barrier", PipeBarrier, 0, None, Pipe),
    SYNC("tl.ascend_set_flag", SetFlag, 1, Event, PipePair),
    SYNC("tl.ascend_wait_flag", WaitFlag, 1, Event, PipePair),
    // T.set_cross_flag("FIX", flag, mode=2) / T.wait_cross_flag(flag, pipe)
    // (tilelang-ascend): operands flag and mode, or flag.
    SYNC("tl.ascend_set_cross_flag", SetCrossFlag, 2, Event, Pipe),
    SYNC("tl.ascend_wait_cross_flag", WaitCrossFlag, 1, Event, OptionalPipe),
    // T.ascend_cross_core_set_flag(mode, "PIPE_FIX", flag) / _wait_flag
    // (upstream TileLang): operands mode and flag.
    SYNC("tl.ascend_cross_core_set_flag", CrossCoreSetFlag, 2, Event, Pipe),
    SYNC("tl.ascend_cross_core_wait_flag", CrossCoreWaitFlag, 2, Event, Pipe),
    // T.loop_break(), which T.Persistent emits to leave its wave loop.
    INTRIN("tl.loop_break", LoopBreak, 0, false, None),
    // T.set_atomic("add", dtype) ... T.set_atomic_none(): the GM stores in
    // between accumulate (tir-resolve-store-atomics).
    SYNC("tl.ascend_set_atomic", SetAtomic, 1, Scalar, AtomicOp),
    SYNC("tl.ascend_set_atomic_none", SetAtomicNone, 0, None, None),
    // T.use_swizzle(cid, m, n, k, block_m, block_n, off, dir): a block
    // index remapped for L2 locality (its string names the swizzle).
    INTRIN("tl.ascend_use_swizzle", UseSwizzle, 2, true, Integer),
    // T.printf(format, *args) (tilelang-ascend): the format in `args`, one
    // scalar operand per conversion.
    SYNC("tl.ascend_printf", Printf, 0, Printed, Format),
    // T.sync_all() (tilelang-ascend): known so that it is reported with its
    // reason (convert-tir-to-ascend), not as an unknown call.
    SYNC("tl.ascend_sync_all", SyncAll, 0, None, None),
    // T.set_deq_scale(scale) (tilelang-ascend): the scale of the int32 ->
    // float16 conversions after it (tir-resolve-deq-scale).
    SYNC("tl.ascend_set_deq_scale", SetDeqScale, 1, Scalar, None),
    // TVM prints math on the c-kind Ascend target as C library calls, in
    // the float (expf) or double (exp) spelling whatever the type.
    EXTERN("expf", Exp),
    EXTERN("exp", Exp),
    EXTERN("logf", Log),
    EXTERN("log", Log),
    EXTERN("sqrtf", Sqrt),
    EXTERN("sqrt", Sqrt),
    EXTERN("rsqrtf", Rsqrt),
    EXTERN("rsqrt", Rsqrt),
    EXTERN("fabsf", Abs),
    EXTERN("fabs", Abs),
    EXTERN("tanhf", Tanh),
    EXTERN("tanh", Tanh),
#undef INTRIN
#undef SYNC
#undef EXTERN
};

static const IntrinsicInfo *lookup(StringRef name, IntrinsicSpelling spelling) {
  for (const IntrinsicInfo &info : kIntrinsics)
    if (info.spelling == spelling && info.name == name)
      return &info;
  return nullptr;
}

const IntrinsicInfo *mlir::tir::lookupIntrinsic(StringRef name) {
  return lookup(name, IntrinsicSpelling::Intrin);
}

const IntrinsicInfo *mlir::tir::lookupMathExtern(StringRef name) {
  return lookup(name, IntrinsicSpelling::Extern);
}

std::optional<Intrinsic> mlir::tir::getIntrinsic(Operation *op) {
  const IntrinsicInfo *info = nullptr;
  if (auto intrin = dyn_cast<IntrinOp>(op))
    info = lookupIntrinsic(intrin.getIntrin());
  else if (auto call = dyn_cast<CallExternOp>(op))
    info = lookupMathExtern(call.getCallee());
  if (!info)
    return std::nullopt;
  return info->id;
}

bool mlir::tir::isValueComputation(Operation *op) {
  if (op->getNumRegions() != 0)
    return false;
  if (isPure(op))
    return true;
  // TIR's value-yielding intrinsics (floormod, sigmoid, ...) compute; the
  // others synchronise.
  auto intrin = dyn_cast<IntrinOp>(op);
  return intrin && op->getNumResults() == 1;
}

bool mlir::tir::isSameComputation(Value lhs, Value rhs) {
  if (lhs == rhs)
    return true;
  Operation *lhsDef = lhs.getDefiningOp(), *rhsDef = rhs.getDefiningOp();
  if (!lhsDef || !rhsDef || !isValueComputation(lhsDef) ||
      cast<OpResult>(lhs).getResultNumber() !=
          cast<OpResult>(rhs).getResultNumber())
    return false;
  return OperationEquivalence::isEquivalentTo(
      lhsDef, rhsDef,
      [](Value a, Value b) { return success(isSameComputation(a, b)); },
      /*markEquivalent=*/nullptr, OperationEquivalence::IgnoreLocations);
}

bool mlir::tir::isInvariantIn(Value value, Operation *root) {
  if (!root->isAncestor(value.getParentBlock()->getParentOp()))
    return true;
  Operation *def = value.getDefiningOp();
  return def && isValueComputation(def) &&
         llvm::all_of(def->getOperands(), [&](Value operand) {
           return isInvariantIn(operand, root);
         });
}

Value mlir::tir::hoistInvariant(Value value, Operation *root,
                                OpBuilder &builder, IRMapping &hoisted) {
  if (!value || !root->isAncestor(value.getParentBlock()->getParentOp()))
    return value;
  if (Value known = hoisted.lookupOrNull(value))
    return known;
  Operation *def = value.getDefiningOp();
  for (Value operand : def->getOperands())
    hoistInvariant(operand, root, builder, hoisted);
  builder.clone(*def, hoisted);
  return hoisted.lookup(value);
}

bool mlir::tir::isOutermostParallelLoop(ForOp loop) {
  if (loop.getKind() != ForKind::Parallel)
    return false;
  for (auto parent = loop->getParentOfType<ForOp>(); parent;
       parent = parent->getParentOfType<ForOp>())
    if (parent.getKind() == ForKind::Parallel)
      return false;
  return true;
}

SmallVector<ForOp> mlir::tir::getPerfectParallelNest(ForOp root) {
  SmallVector<ForOp> loops = {root};
  while (true) {
    Block &body = loops.back().getBody().front();
    if (!llvm::hasSingleElement(body))
      return loops;
    auto inner = dyn_cast<ForOp>(body.front());
    if (!inner || inner.getKind() != ForKind::Parallel)
      return loops;
    loops.push_back(inner);
  }
}

std::string mlir::tir::describeMathExterns() {
  std::string text;
  for (const IntrinsicInfo &info : kIntrinsics) {
    if (info.spelling != IntrinsicSpelling::Extern)
      continue;
    if (!text.empty())
      text += ", ";
    text += info.name;
  }
  return text;
}

/// Checks a call of `info` with `values` yielding `result` (null for none)
/// against the table.
static LogicalResult verifyCall(Operation *op, const IntrinsicInfo &info,
                                ValueRange values, Value resultValue) {
  StringRef name = info.name;
  if (info.operands != IntrinsicOperands::Printed &&
      values.size() != info.numOperands)
    return op->emitOpError("'")
           << name << "' takes " << info.numOperands << " operand"
           << (info.numOperands == 1 ? "" : "s") << ", got " << values.size();
  if (info.hasResult != static_cast<bool>(resultValue))
    return op->emitOpError("'")
           << name << "' "
           << (info.hasResult ? "yields a value" : "yields no value");
  if (info.operands == IntrinsicOperands::Event)
    for (Value value : values)
      if (!isa<IntegerType, IndexType>(value.getType()))
        return op->emitOpError("'")
               << name << "' expects integer operands (an event or flag id), "
               << "got " << value.getType();
  if (!info.hasResult)
    return success();
  Type result = resultValue.getType();
  switch (info.operands) {
  case IntrinsicOperands::Select:
    if (!values[0].getType().isInteger(1))
      return op->emitOpError("'") << name << "' expects an i1 condition, got "
                                  << values[0].getType();
    values = values.drop_front();
    break;
  case IntrinsicOperands::Integer:
    if (!isa<IntegerType, IndexType>(result))
      return op->emitOpError("'")
             << name << "' expects integer operands, got " << result;
    break;
  case IntrinsicOperands::Float:
    if (!isa<FloatType>(result))
      return op->emitOpError("'")
             << name << "' expects floating-point operands, got " << result;
    break;
  case IntrinsicOperands::None:
  case IntrinsicOperands::Event:
  case IntrinsicOperands::Scalar:
  case IntrinsicOperands::Printed:
    break;
  }
  for (Value value : values)
    if (value.getType() != result)
      return op->emitOpError("'")
             << name << "' expects operands of the result type " << result
             << ", got " << value.getType();
  return success();
}

FailureOr<SmallVector<std::string, 2>> mlir::tir::getPipeNames(IntrinOp op) {
  const IntrinsicInfo *info = lookupIntrinsic(op.getIntrin());
  if (!info || info->strings == IntrinsicStrings::Any)
    return failure();
  SmallVector<std::string, 2> names;
  if (ArrayAttr args = op.getArgsAttr())
    for (StringRef arg : args.getAsValueRange<StringAttr>())
      names.push_back(arg.upper());
  // No pipe, or "": none named.
  if (info->strings == IntrinsicStrings::OptionalPipe &&
      (names.empty() || (names.size() == 1 && names.front().empty())))
    return SmallVector<std::string, 2>();
  // Upstream TileLang names a pipe pair by its AscendC HardEvent, "MTE2_V".
  if (info->strings == IntrinsicStrings::PipePair && names.size() == 1) {
    StringRef event = names.front();
    auto [src, dst] = event.split('_');
    if (dst.empty() || dst.contains('_'))
      return failure();
    names = {src.str(), dst.str()};
  }
  size_t expected = info->strings == IntrinsicStrings::PipePair ? 2 : 1;
  if (names.size() != expected)
    return failure();
  for (std::string &name : names) {
    StringRef bare = StringRef(name);
    bare.consume_front("PIPE_");
    name = bare.str();
    if (name.empty())
      return failure();
  }
  return names;
}

/// Checks a T.printf call: one format, and one scalar operand of the kind
/// each conversion prints.
static LogicalResult verifyPrintf(IntrinOp op) {
  ArrayAttr args = op.getArgsAttr();
  auto format =
      args && args.size() == 1 ? dyn_cast<StringAttr>(args[0]) : StringAttr();
  if (!format)
    return op.emitOpError("'")
           << op.getIntrin() << "' expects one format string in 'args'";
  std::string error;
  FailureOr<SmallVector<tirpto::PrintfPiece>> pieces =
      tirpto::splitPrintfFormat(format.getValue(), error);
  if (failed(pieces))
    return op.emitOpError("'") << op.getIntrin() << "' format: " << error;
  size_t conversions =
      llvm::count_if(*pieces, [](const tirpto::PrintfPiece &piece) {
        return piece.conversion;
      });
  if (conversions != op.getOperands().size())
    return op.emitOpError("'")
           << op.getIntrin() << "' format has " << conversions << " conversion"
           << (conversions == 1 ? "" : "s") << " but "
           << op.getOperands().size() << " operand"
           << (op.getOperands().size() == 1 ? " is" : "s are") << " given";
  for (auto [piece, value] : llvm::zip(*pieces, op.getOperands())) {
    Type type = value.getType();
    if (type.isIntOrFloat() && type.getIntOrFloatBitWidth() > 64)
      return op.emitOpError("'")
             << op.getIntrin() << "' prints values of at most 64 bits, got "
             << type;
    if (piece.isInteger() != isa<IntegerType, IndexType>(type))
      return op.emitOpError("'")
             << op.getIntrin() << "' conversion '%" << piece.conversion
             << "' prints " << (piece.isInteger() ? "an integer" : "a float")
             << ", got " << type;
  }
  return success();
}

LogicalResult IntrinOp::verify() {
  const IntrinsicInfo *info = lookupIntrinsic(getIntrin());
  if (!info)
    return success();
  if (failed(verifyCall(*this, *info, getOperands(), getResult())))
    return failure();
  if (info->strings == IntrinsicStrings::AtomicOp) {
    ArrayAttr args = getArgsAttr();
    StringAttr name =
        args && args.size() == 1 ? dyn_cast<StringAttr>(args[0]) : nullptr;
    Type zero = getOperand(0).getType();
    if (!isa<IntegerType, FloatType>(zero))
      return emitOpError("'")
             << getIntrin() << "' expects a typed zero of the stored "
             << "elements' integer or floating-point type, got " << zero;
    if (name && llvm::is_contained({"add", "max", "min"}, name.getValue()))
      return success();
    InFlightDiagnostic diag = emitOpError("'");
    diag << getIntrin() << "' expects one store atomic operation in 'args' "
         << "(\"add\", \"max\" or \"min\"), got ";
    if (args)
      diag << args;
    else
      diag << "none";
    return diag;
  }
  if (info->strings == IntrinsicStrings::Format)
    return verifyPrintf(*this);
  if (info->strings == IntrinsicStrings::None) {
    if (!getArgsAttr() || getArgsAttr().empty())
      return success();
    return emitOpError("'")
           << getIntrin() << "' takes no strings, got " << getArgsAttr();
  }
  if (info->strings == IntrinsicStrings::Any || succeeded(getPipeNames(*this)))
    return success();
  InFlightDiagnostic diag = emitOpError("'");
  diag << getIntrin() << "' expects "
       << (info->strings == IntrinsicStrings::Pipe
               ? "one pipe name in 'args' (\"V\" or \"PIPE_V\")"
           : info->strings == IntrinsicStrings::OptionalPipe
               ? "no pipe name in 'args', or one (\"V\" or \"PIPE_V\")"
               : "a source and a destination pipe in 'args' (\"MTE2\", "
                 "\"V\") or one event name (\"MTE2_V\")")
       << ", got ";
  if (ArrayAttr args = getArgsAttr())
    diag << args;
  else
    diag << "none";
  return diag;
}

LogicalResult CallExternOp::verify() {
  const IntrinsicInfo *info = lookupMathExtern(getCallee());
  if (!info)
    return success();
  return verifyCall(*this, *info, getArgs(), getResult());
}
