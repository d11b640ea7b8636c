//===- PTOSyncOps.cpp - synchronisation ops -------------------------------===//
//
// Rules from ptoas-format.md §4.9 and §4.10.
//
//===----------------------------------------------------------------------===//

#include "PTOVerifyUtils.h"

#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::pto;
using namespace mlir::pto::detail;

template <typename OpT>
static LogicalResult verifyBufId(OpT op) {
  int64_t id = op.getBufIdAttr().getInt();
  if (id < 0 || id > 31)
    return op.emitOpError("expects a buffer id in [0, 31], got ") << id;
  if (IntegerAttr mode = op.getModeAttr(); mode && mode.getInt() < 0)
    return op.emitOpError("expects a non-negative mode, got ")
           << mode.getInt();
  return success();
}

LogicalResult GetBufOp::verify() { return verifyBufId(*this); }
LogicalResult RlsBufOp::verify() { return verifyBufId(*this); }

//===----------------------------------------------------------------------===//
// sync.set / sync.wait:  <PIPE_X>, 3  |  #pto.pipe<PIPE_X>, %id
//===----------------------------------------------------------------------===//

template <typename OpT>
static ParseResult parseCrossCore(OpAsmParser &parser,
                                  OperationState &result) {
  PipeAttr pipe;
  if (parser.parseCustomAttributeWithFallback(pipe) || parser.parseComma())
    return failure();
  result.addAttribute(OpT::getPipeAttrName(result.name), pipe);
  OpAsmParser::UnresolvedOperand dynamic;
  OptionalParseResult hasDynamic = parser.parseOptionalOperand(dynamic);
  if (hasDynamic.has_value()) {
    if (failed(*hasDynamic) ||
        parser.resolveOperand(dynamic, parser.getBuilder().getIndexType(),
                              result.operands))
      return failure();
  } else {
    int32_t id;
    if (parser.parseInteger(id))
      return failure();
    result.addAttribute(OpT::getEventIdAttrName(result.name),
                        parser.getBuilder().getI32IntegerAttr(id));
  }
  return parser.parseOptionalAttrDict(result.attributes);
}

template <typename OpT>
static void printCrossCore(OpT op, OpAsmPrinter &p) {
  p << ' ';
  p.printStrippedAttrOrType(op.getPipeAttr());
  p << ", ";
  if (IntegerAttr id = op.getEventIdAttr())
    p << id.getInt();
  else
    p << op.getEventIdDyn();
  p.printOptionalAttrDict(op->getAttrs(),
                          {op.getPipeAttrName(), op.getEventIdAttrName()});
}

/// The core that issues `op`, where its section or function says.
static std::optional<KernelKind> getIssuingCore(Operation *op) {
  if (op->getParentOfType<SectionCubeOp>())
    return KernelKind::Cube;
  if (op->getParentOfType<SectionVectorOp>())
    return KernelKind::Vector;
  auto func = op->getParentOfType<func::FuncOp>();
  if (auto kind = func ? func->getAttrOfType<KernelKindAttr>(
                             PTODialect::kKernelKindAttrName)
                       : KernelKindAttr())
    return kind.getValue();
  return std::nullopt;
}

/// `ids`: how many flag ids the op may name.
template <typename OpT>
static LogicalResult verifyCrossCore(OpT op, ArrayRef<Pipe> a5Pipes,
                                     int64_t ids) {
  if (bool(op.getEventIdAttr()) == bool(op.getEventIdDyn()))
    return op.emitOpError("expects exactly one event id: a constant or an "
                          "index value");
  if (IntegerAttr id = op.getEventIdAttr();
      id && (id.getInt() < 0 || id.getInt() >= ids))
    return op.emitOpError("expects a cross-core flag id in [0, ")
           << ids - 1 << "], got " << id.getInt();
  if (getTargetArch(op) == TargetArch::A5 &&
      !llvm::is_contained(a5Pipes, op.getPipe())) {
    InFlightDiagnostic diag = op.emitOpError("on A5 expects pipe to be one of ");
    llvm::interleaveComma(a5Pipes, diag,
                          [&](Pipe pipe) { diag << stringifyPipe(pipe); });
    return diag;
  }
  // ptoas-format.md §4.10: on A2/A3 the flags go through the FFTS base
  // address, which the same function sets with pto.set_ffts.
  if (getTargetArch(op) == TargetArch::A3) {
    auto func = op->template getParentOfType<func::FuncOp>();
    bool hasFfts = false;
    if (func)
      func.walk([&](SetFFTsOp) { hasFfts = true; });
    if (!hasFfts)
      return op.emitOpError("on A2/A3 requires a pto.set_ffts in the same "
                            "function (cross-core flags go through the FFTS "
                            "base address)");
  }
  return success();
}

LogicalResult SetFFTsOp::verify() {
  auto type = cast<MemRefType>(getFfts().getType());
  if (!type.getElementType().isInteger(64) &&
      !type.getElementType().isInteger(8))
    return emitOpError("expects a memref of i64 (or i8) for the FFTS "
                       "address, got ")
           << type;
  return success();
}

ParseResult SyncSetOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseCrossCore<SyncSetOp>(parser, result);
}
void SyncSetOp::print(OpAsmPrinter &p) { printCrossCore(*this, p); }
LogicalResult SyncSetOp::verify() {
  if (IntegerAttr mode = getFftsModeAttr();
      mode && (mode.getInt() < 0 || mode.getInt() > 2))
    return emitOpError("expects ffts_mode in [0, 2], got ") << mode.getInt();
  std::optional<Pipe> cube =
      symbolizePipe((Twine("PIPE_") + tirpto::kA5CubeSetPipe).str());
  std::optional<Pipe> vector =
      symbolizePipe((Twine("PIPE_") + tirpto::kA5VectorSetPipe).str());
  // Each core its own (ptoas signals both Vector sub-blocks only on FIX).
  SmallVector<Pipe, 2> pipes = {*cube, *vector};
  if (std::optional<KernelKind> core = getIssuingCore(*this))
    pipes = {*core == KernelKind::Cube ? *cube : *vector};
  return verifyCrossCore(*this, pipes, tirpto::kNumCrossCoreFlags);
}

ParseResult SyncWaitOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseCrossCore<SyncWaitOp>(parser, result);
}
void SyncWaitOp::print(OpAsmPrinter &p) { printCrossCore(*this, p); }
LogicalResult SyncWaitOp::verify() {
  // On a5 the Cube names a Vector sub-block's flags with an offset
  // (tirpto::kA5SubBlockFlagOffset).
  int64_t ids = getTargetArch(*this) == TargetArch::A5 &&
                        getIssuingCore(*this) != KernelKind::Vector
                    ? tirpto::kNumCrossCoreFlags + tirpto::kA5SubBlockFlagOffset
                    : tirpto::kNumCrossCoreFlags;
  return verifyCrossCore(*this,
                         {Pipe::PIPE_FIX, Pipe::PIPE_MTE1, Pipe::PIPE_MTE2,
                          Pipe::PIPE_MTE3, Pipe::PIPE_V},
                         ids);
}
