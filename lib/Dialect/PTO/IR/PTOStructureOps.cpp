//===- PTOStructureOps.cpp - sections and the tile FIFO -------------------===//

#include "PTOVerifyUtils.h"

#include "mlir/IR/SymbolTable.h"

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
// The tile FIFO (ptoas-format.md §4.12)
//===----------------------------------------------------------------------===//

LogicalResult ReserveBufferOp::verify() {
  AddressSpace loc = getLocation();
  if (loc != AddressSpace::Vec && loc != AddressSpace::Mat)
    return emitOpError("expects location vec or mat, got ")
           << stringifyAddressSpace(loc);
  if (getSize() <= 0)
    return emitOpError("expects a positive size, got ") << getSize();
  if (getAutoAlloc() && getBase())
    return emitOpError("takes either auto = true or a base address, not both");
  if (!getAutoAlloc() && !getBase())
    return emitOpError("needs a base address when auto = false");
  return success();
}

LogicalResult
ImportReservedBufferOp::verifySymbolUses(SymbolTableCollection &symbols) {
  auto func = symbols.lookupNearestSymbolFrom<func::FuncOp>(*this,
                                                            getPeerFuncAttr());
  if (!func)
    return emitOpError("peer_func '")
           << getPeerFunc() << "' is not a function of the module";
  return success();
}

template <typename OpT>
static LogicalResult verifyInitializePipe(OpT op) {
  int64_t mask = op.getDirMask();
  if (mask < 1 || mask > 3)
    return op.emitOpError("expects dir_mask 1 (cube -> vector), 2 (vector -> "
                          "cube) or 3 (both), got ")
           << mask;
  if (op.getSlotSize() <= 0)
    return op.emitOpError("expects a positive slot_size, got ")
           << op.getSlotSize();
  return success();
}

LogicalResult AicInitializePipeOp::verify() {
  return verifyInitializePipe(*this);
}
LogicalResult AivInitializePipeOp::verify() {
  return verifyInitializePipe(*this);
}

static LogicalResult verifySplit(Operation *op, int64_t split) {
  if (split < 0 || split > 2)
    return op->emitOpError("expects split 0 (none), 1 (rows) or 2 (columns), "
                           "got ")
           << split;
  return success();
}

LogicalResult TPushToAivOp::verify() { return verifySplit(*this, getSplit()); }
LogicalResult TPushToAicOp::verify() { return verifySplit(*this, getSplit()); }
LogicalResult TFreeFromAicOp::verify() { return verifySplit(*this, getSplit()); }
LogicalResult TFreeFromAivOp::verify() { return verifySplit(*this, getSplit()); }

template <typename OpT>
static LogicalResult verifyPop(OpT op) {
  if (failed(verifySplit(op, op.getSplit())))
    return failure();
  TileBufType type = op.getTile().getType();
  bool dynamic = ShapedType::isDynamic(type.getValidRows()) &&
                 ShapedType::isDynamic(type.getValidCols());
  if (op.getValidRow() && !dynamic)
    return op.emitOpError("expects tile result to have dynamic validShape "
                          "(?, ?) when valid_row/valid_col operands are "
                          "provided");
  return success();
}

LogicalResult TPopFromAicOp::verify() { return verifyPop(*this); }
LogicalResult TPopFromAivOp::verify() { return verifyPop(*this); }

LogicalResult InitializeL2LPipeOp::verify() {
  if (getFlagBase())
    return success();
  Operation *def = getLocalAddr().getDefiningOp();
  if (!isa_and_nonnull<ReserveBufferOp, ImportReservedBufferOp>(def))
    return emitOpError("requires local_addr to come from pto.reserve_buffer "
                       "or pto.import_reserved_buffer when 'flag_base' is not "
                       "explicit");
  return success();
}
