//===- PTOStructureOps.cpp - sections, debug ops and the tile FIFO --------===//

#include "PTOVerifyUtils.h"
#include "tirpto/Support/ElementSets.h"
#include "tirpto/Support/IndexLimits.h"

#include "mlir/IR/SymbolTable.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::pto;
using namespace mlir::pto::detail;

template <typename OpT>
static LogicalResult verifySection(OpT op) {
  if (op->template getParentOfType<SectionCubeOp>() ||
      op->template getParentOfType<SectionVectorOp>())
    return op.emitOpError("cannot be nested in another section");
  return success();
}

LogicalResult SectionCubeOp::verify() { return verifySection(*this); }
LogicalResult SectionVectorOp::verify() { return verifySection(*this); }

//===----------------------------------------------------------------------===//
// Debug ops (ptoas-format.md §4.13)
//===----------------------------------------------------------------------===//

LogicalResult TPrintOp::verify() {
  auto type = dyn_cast<TileBufType>(getSrc().getType());
  if (!type) {
    Type element =
        cast<PartitionTensorViewType>(getSrc().getType()).getElementType();
    if (!tirpto::containsElement(tirpto::getPrintElements(), element))
      return emitOpError("expects a printable element type (")
             << tirpto::describeElementSet(tirpto::getPrintElements())
             << "), got " << element;
    return success();
  }
  if (type.getLoc() != AddressSpace::Vec)
    return emitOpError("expects the printed tile to be in the vec address "
                       "space, got ")
           << describeTile(type);
  Type element = type.getElementType();
  if (!tirpto::containsElement(tirpto::getPrintElements(), element))
    return emitOpError("expects a printable element type (")
           << tirpto::describeElementSet(tirpto::getPrintElements())
           << "), got " << element;
  return success();
}

//===----------------------------------------------------------------------===//
// The tile FIFO (ptoas-format.md §4.12)
//===----------------------------------------------------------------------===//

/// The frontend FIFO ops belong to one side: the enclosing function carries
/// the matching pto.kernel_kind (ptoas checks this; a section is not enough).
static LogicalResult verifyKernelKind(Operation *op, KernelKind expected) {
  auto func = op->getParentOfType<func::FuncOp>();
  KernelKindAttr kind =
      func ? func->getAttrOfType<KernelKindAttr>(
                 PTODialect::kKernelKindAttrName)
           : KernelKindAttr();
  if (!kind || kind.getValue() != expected)
    return op->emitOpError("must be inside a function with pto.kernel_kind = "
                           "#pto.kernel_kind<")
           << stringifyKernelKind(expected) << ">";
  return success();
}

/// At most one op of type OpT in the enclosing function.
template <typename OpT>
static LogicalResult verifyOnePerFunction(OpT op, StringRef what) {
  auto func = op->template getParentOfType<func::FuncOp>();
  if (!func)
    return op.emitOpError("must be inside a func.func");
  unsigned count = 0;
  func.walk([&](OpT) { ++count; });
  if (count > 1)
    return op.emitOpError("expects at most one ")
           << what << " per function, got " << count;
  return success();
}

LogicalResult ReserveBufferOp::verify() {
  AddressSpace loc = getLocation();
  if (loc != AddressSpace::Vec && loc != AddressSpace::Mat)
    return emitOpError("expects location vec or mat, got ")
           << stringifyAddressSpace(loc);
  // The integer attributes are read signed: `size = -1` is -1, not 2^32-1.
  if (getSizeAttr().getInt() <= 0)
    return emitOpError("expects a positive size, got ")
           << getSizeAttr().getInt();
  if (getAutoAlloc() && getBase())
    return emitOpError("takes either auto = true or a base address, not both");
  if (!getAutoAlloc() && !getBase())
    return emitOpError("needs a base address when auto = false");
  if (IntegerAttr base = getBaseAttr(); base && base.getInt() < 0)
    return emitOpError("expects a non-negative base address, got ")
           << base.getInt();
  return verifyOnePerFunction(*this, "pto.reserve_buffer");
}

LogicalResult ImportReservedBufferOp::verify() {
  return verifyOnePerFunction(*this, "pto.import_reserved_buffer");
}

LogicalResult
ImportReservedBufferOp::verifySymbolUses(SymbolTableCollection &symbols) {
  auto func = symbols.lookupNearestSymbolFrom<func::FuncOp>(*this,
                                                            getPeerFuncAttr());
  if (!func)
    return emitOpError("peer_func '")
           << getPeerFunc() << "' is not a function of the module";
  bool found = false;
  func.walk([&](ReserveBufferOp reserve) {
    found |= reserve.getName() == getName();
  });
  if (!found)
    return emitOpError("expects peer_func '")
           << getPeerFunc() << "' to reserve a buffer named \"" << getName()
           << "\" with pto.reserve_buffer";
  return success();
}

template <typename OpT>
static LogicalResult verifyInitializePipe(OpT op, KernelKind kind) {
  if (failed(verifyKernelKind(op, kind)) ||
      failed(verifyOnePerFunction(op, OpT::getOperationName())))
    return failure();
  int64_t mask = op.getDirMaskAttr().getInt();
  if (mask < 1 || mask > 3)
    return op.emitOpError("expects dir_mask 1 (cube -> vector), 2 (vector -> "
                          "cube) or 3 (both), got ")
           << mask;
  if (op.getSlotSizeAttr().getInt() <= 0)
    return op.emitOpError("expects a positive slot_size, got ")
           << op.getSlotSizeAttr().getInt();
  // On A2/A3 the slots live in global memory (ptoas-format.md §4.12).
  if (getTargetArch(op) == TargetArch::A3 && !op.getGmSlotBuffer())
    return op.emitOpError("requires a 'gm_slot_buffer' operand on A2/A3 (the "
                          "FIFO slots live in global memory there)");
  return success();
}

LogicalResult AicInitializePipeOp::verify() {
  return verifyInitializePipe(*this, KernelKind::Cube);
}
LogicalResult AivInitializePipeOp::verify() {
  return verifyInitializePipe(*this, KernelKind::Vector);
}

static LogicalResult verifySplit(Operation *op, int64_t split) {
  if (split < 0 || split > 2)
    return op->emitOpError("expects split 0 (none), 1 (rows) or 2 (columns), "
                           "got ")
           << split;
  return success();
}

static LogicalResult verifyFifoUse(Operation *op, KernelKind kind,
                                   int64_t split) {
  if (failed(verifyKernelKind(op, kind)))
    return failure();
  return verifySplit(op, split);
}

LogicalResult TPushToAivOp::verify() {
  return verifyFifoUse(*this, KernelKind::Cube, getSplitAttr().getInt());
}
LogicalResult TPushToAicOp::verify() {
  return verifyFifoUse(*this, KernelKind::Vector, getSplitAttr().getInt());
}
LogicalResult TFreeFromAicOp::verify() {
  return verifyFifoUse(*this, KernelKind::Vector, getSplitAttr().getInt());
}
LogicalResult TFreeFromAivOp::verify() {
  return verifyFifoUse(*this, KernelKind::Cube, getSplitAttr().getInt());
}

template <typename OpT>
static LogicalResult verifyPop(OpT op, KernelKind kind) {
  if (failed(verifyFifoUse(op, kind, op.getSplitAttr().getInt())))
    return failure();
  if (bool(op.getValidRow()) != bool(op.getValidCol()))
    return op.emitOpError("expects valid_row and valid_col operands together");
  TileBufType type = op.getTile().getType();
  bool dynamic = ShapedType::isDynamic(type.getValidRows()) &&
                 ShapedType::isDynamic(type.getValidCols());
  if (op.getValidRow() && !dynamic)
    return op.emitOpError("expects tile result to have dynamic validShape "
                          "(?, ?) when valid_row/valid_col operands are "
                          "provided");
  return success();
}

LogicalResult TPopFromAicOp::verify() {
  return verifyPop(*this, KernelKind::Vector);
}
LogicalResult TPopFromAivOp::verify() {
  return verifyPop(*this, KernelKind::Cube);
}

//===----------------------------------------------------------------------===//
// The lowered FIFO (internal forms)
//===----------------------------------------------------------------------===//

template <typename OpT>
static LogicalResult verifyPipeShape(OpT op) {
  int64_t mask = op.getDirMaskAttr().getInt();
  if (mask < 1 || mask > 3)
    return op.emitOpError("expects dir_mask 1 (cube -> vector), 2 (vector -> "
                          "cube) or 3 (both), got ")
           << mask;
  if (op.getSlotSizeAttr().getInt() <= 0)
    return op.emitOpError("expects a positive slot_size, got ")
           << op.getSlotSizeAttr().getInt();
  int64_t slotNum = op.getSlotNumAttr().getInt();
  if (slotNum != 4 && slotNum != 8)
    return op.emitOpError("expects slot_num 4 or 8, got ") << slotNum;
  if (IntegerAttr base = op.getFlagBaseAttr(); base && base.getInt() < 0)
    return op.emitOpError("expects a non-negative flag_base, got ")
           << base.getInt();
  if ((mask == 3) != bool(op.getPeerLocalAddr()))
    return op.emitOpError(mask == 3
                              ? "expects a peer_local_addr operand when "
                                "dir_mask = 3"
                              : "takes a peer_local_addr operand only when "
                                "dir_mask = 3");
  return success();
}

LogicalResult InitializeL2LPipeOp::verify() {
  if (failed(verifyPipeShape(*this)))
    return failure();
  if (getFlagBase())
    return success();
  Operation *def = getLocalAddr().getDefiningOp();
  if (!isa_and_nonnull<ReserveBufferOp, ImportReservedBufferOp>(def))
    return emitOpError("requires local_addr to come from pto.reserve_buffer "
                       "or pto.import_reserved_buffer when 'flag_base' is not "
                       "explicit");
  return success();
}

LogicalResult InitializeL2G2LPipeOp::verify() {
  if (failed(verifyPipeShape(*this)))
    return failure();
  if (IntegerAttr local = getLocalSlotNumAttr();
      local && (local.getInt() <= 0 || local.getInt() > getSlotNum()))
    return emitOpError("expects local_slot_num in [1, slot_num = ")
           << getSlotNum() << "], got " << local.getInt();
  return success();
}

/// tpush / tpop / tfree on a pipe handle: inside a section or a kernel_kind
/// function, on a handle of an initialize_*_pipe op.
static LogicalResult verifyPipeHandleUse(Operation *op, Value handle,
                                         int64_t split) {
  auto func = op->getParentOfType<func::FuncOp>();
  if (!op->getParentOfType<SectionCubeOp>() &&
      !op->getParentOfType<SectionVectorOp>() &&
      !(func && func->hasAttr(PTODialect::kKernelKindAttrName)))
    return op->emitOpError("must be inside pto.section.cube/vector or a "
                           "function with pto.kernel_kind");
  if (!isa_and_nonnull<InitializeL2LPipeOp, InitializeL2G2LPipeOp>(
          handle.getDefiningOp()))
    return op->emitOpError("expects the pipe handle to come from "
                           "pto.initialize_l2l_pipe or "
                           "pto.initialize_l2g2l_pipe");
  return verifySplit(op, split);
}

LogicalResult TPushOp::verify() {
  return verifyPipeHandleUse(*this, getPipeHandle(), getSplitAttr().getInt());
}
LogicalResult TPopOp::verify() {
  return verifyPipeHandleUse(*this, getPipeHandle(), getSplitAttr().getInt());
}
LogicalResult TFreeOp::verify() {
  return verifyPipeHandleUse(*this, getPipeHandle(), getSplitAttr().getInt());
}

//===----------------------------------------------------------------------===//
// Block and sub-block queries: integer ranges
//===----------------------------------------------------------------------===//

/// ptoas prints `index` as int32_t: no kernel runs on more blocks.
static constexpr int64_t kMaxBlocks = tirpto::kMaxIndexValue;

/// The block count of the kernel enclosing `op`, from the function's
/// `tirpto.grid`, when it has a valid one.
static std::optional<int64_t> getLaunchBlocks(Operation *op) {
  auto func = op->getParentOfType<func::FuncOp>();
  if (!func)
    return std::nullopt;
  auto grid = func->getAttrOfType<DenseI64ArrayAttr>(
      PTODialect::kLaunchGridAttrName);
  if (!grid || grid.empty())
    return std::nullopt;
  int64_t blocks = 1;
  for (int64_t extent : grid.asArrayRef())
    if (extent < 1 || llvm::MulOverflow(blocks, extent, blocks) ||
        blocks > kMaxBlocks)
      return std::nullopt;
  return blocks;
}

static ConstantIntRanges getI64Range(int64_t min, int64_t max) {
  return ConstantIntRanges::fromSigned(APInt(64, min, /*isSigned=*/true),
                                       APInt(64, max, /*isSigned=*/true));
}

void GetBlockIdxOp::inferResultRanges(ArrayRef<ConstantIntRanges>,
                                      SetIntRangeFn setResultRange) {
  std::optional<int64_t> blocks = getLaunchBlocks(*this);
  setResultRange(getResult(),
                 getI64Range(0, (blocks ? *blocks : kMaxBlocks) - 1));
}

void GetBlockNumOp::inferResultRanges(ArrayRef<ConstantIntRanges>,
                                      SetIntRangeFn setResultRange) {
  std::optional<int64_t> blocks = getLaunchBlocks(*this);
  setResultRange(getResult(), blocks ? getI64Range(*blocks, *blocks)
                                     : getI64Range(1, kMaxBlocks));
}

void GetSubBlockIdxOp::inferResultRanges(ArrayRef<ConstantIntRanges>,
                                         SetIntRangeFn setResultRange) {
  setResultRange(getResult(), getI64Range(0, 1));
}

void GetSubBlockNumOp::inferResultRanges(ArrayRef<ConstantIntRanges>,
                                         SetIntRangeFn setResultRange) {
  setResultRange(getResult(), getI64Range(1, 2));
}
