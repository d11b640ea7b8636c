//===- AscendOps.cpp - ascend op verifiers and pipes ----------------------===//

#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"
#include "tirpto/Support/CubeLimits.h"
#include "tirpto/Support/ElementSets.h"
#include "tirpto/Support/PipeLimits.h"
#include "tirpto/Support/PrintfFormat.h"

#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::ascend;
using mlir::tirpto::getPipeSlotNum;

//===----------------------------------------------------------------------===//
// Shared verification helpers
//===----------------------------------------------------------------------===//

static std::optional<int64_t> getEnclosingBlockCount(Operation *op);

/// Checks that `value` lives in one of `allowed`.
static LogicalResult verifySpace(Operation *op, StringRef role, Value value,
                                 ArrayRef<AddressSpace> allowed) {
  std::optional<AddressSpace> space = getAddressSpace(value.getType());
  if (space && llvm::is_contained(allowed, *space))
    return success();
  InFlightDiagnostic diag = op->emitOpError("expects the ")
                            << role << " in ";
  llvm::interleave(
      allowed, diag, [&](AddressSpace s) { diag << stringifyAddressSpace(s); },
      " or ");
  diag << ", got ";
  if (space)
    diag << stringifyAddressSpace(*space);
  else
    diag << "a memref without an #ascend.address_space";
  return diag << " (" << value.getType() << ")";
}

/// Checks the data path source -> target against the table of the module's
/// arch. Without an `ascend.arch`, paths that exist on only one arch are
/// rejected.
static LogicalResult verifyDataPath(Operation *op, Value source,
                                    Value target) {
  AddressSpace src = *getAddressSpace(source.getType());
  AddressSpace dst = *getAddressSpace(target.getType());
  if (std::optional<Arch> arch = getModuleArch(op)) {
    std::string why = explainIllegalDataPath(src, dst, *arch);
    if (why.empty())
      return success();
    return op->emitOpError() << stringifyAddressSpace(src) << " -> "
                             << stringifyAddressSpace(dst) << " " << why;
  }
  const DataPath *path = lookupDataPath(src, dst);
  if (!path)
    return op->emitOpError("no data path from ")
           << stringifyAddressSpace(src) << " to " << stringifyAddressSpace(dst)
           << " on any arch";
  if (path->onA3 && path->onA5)
    return success();
  return op->emitOpError()
         << stringifyAddressSpace(src) << " -> " << stringifyAddressSpace(dst)
         << " exists only on " << (path->onA3 ? "a3" : "a5")
         << "; the enclosing module must set 'ascend.arch'";
}

static LogicalResult verifySameElementType(Operation *op, Value source,
                                           Value target) {
  Type s = cast<MemRefType>(source.getType()).getElementType();
  Type t = cast<MemRefType>(target.getType()).getElementType();
  if (s == t)
    return success();
  return op->emitOpError("expects source and destination of the same element "
                         "type, got ")
         << s << " and " << t;
}

/// Whether the region dimension `region` fits the buffer dimension
/// `buffer`: equal, or dynamic (a boundary region, at most `buffer` at run
/// time).
static bool fits(int64_t region, int64_t buffer) {
  return region == buffer || ShapedType::isDynamic(region);
}

static bool fits(ArrayRef<int64_t> region, ArrayRef<int64_t> buffer) {
  return region.size() == buffer.size() &&
         llvm::all_of(llvm::zip(region, buffer), [](auto pair) {
           return fits(std::get<0>(pair), std::get<1>(pair));
         });
}

/// Whether `vector` (rank 1, K elements) and `tile` (K x 1 or 1 x K) hold
/// the same elements: a rank-1 region and its per-row or per-column form.
/// Either may be the (possibly boundary) GM region.
static bool isVectorForm(MemRefType vector, MemRefType tile) {
  if (vector.getRank() != 1 || tile.getRank() != 2)
    return false;
  int64_t k = vector.getDimSize(0);
  ArrayRef<int64_t> shape = tile.getShape();
  return ((fits(k, shape[0]) || fits(shape[0], k)) && fits(shape[1], 1)) ||
         ((fits(k, shape[1]) || fits(shape[1], k)) && fits(shape[0], 1));
}

/// Whether `tile` (rank 2) is the rank-2 form of the GM `region`'s elements:
/// the rows of its last dimension (a region of rank 3 or more), or one column
/// of all of them (a region of rank 2 or more stored K x 1). The dimensions
/// folded into the rows other than the first are static; the first may be
/// a boundary region's dynamic size.
static bool isRowsForm(MemRefType region, MemRefType tile) {
  if (tile.getRank() != 2 || region.getRank() < 2 ||
      getAddressSpace(region) != AddressSpace::GM)
    return false;
  ArrayRef<int64_t> shape = region.getShape();
  bool column = tile.getDimSize(1) == 1 && shape.back() != 1;
  if (!column &&
      (region.getRank() < 3 || !fits(shape.back(), tile.getDimSize(1))))
    return false;
  ArrayRef<int64_t> folded = column ? shape : shape.drop_back();
  int64_t inner = 1;
  for (int64_t dim : folded.drop_front()) {
    if (ShapedType::isDynamic(dim))
      return false;
    inner *= dim;
  }
  int64_t rows = tile.getDimSize(0);
  if (ShapedType::isDynamic(folded.front()))
    return rows % inner == 0;
  return folded.front() * inner == rows;
}

/// Checks target shape == source shape, or its reverse when `transpose`. A
/// rank-1 operand of K elements also matches a K x 1 or 1 x K one, and a
/// region of rank 3 or more its rows-of-the-last-dimension form (or a
/// column of all its elements). A GM
/// region (source or target) may be a boundary region: its dynamic sizes
/// match any size of the buffer. Every other operand has a static shape.
static LogicalResult verifyShapes(Operation *op, Value source, Value target,
                                  bool transpose) {
  auto s = cast<MemRefType>(source.getType());
  auto t = cast<MemRefType>(target.getType());
  for (auto [role, type] : {std::pair{"source", s}, std::pair{"target", t}})
    if (!type.hasStaticShape() &&
        getAddressSpace(type) != AddressSpace::GM)
      return op->emitOpError("expects a ")
             << role
             << " of static shape (only a GM region may have dynamic sizes), "
                "got "
             << type;
  if (!transpose) {
    if (fits(s.getShape(), t.getShape()) || fits(t.getShape(), s.getShape()) ||
        isVectorForm(s, t) || isVectorForm(t, s) || isRowsForm(s, t) ||
        isRowsForm(t, s))
      return success();
    return op->emitOpError("expects source and destination of the same "
                           "shape, got ")
           << s << " and " << t;
  }
  if (s.getRank() != 2 || t.getRank() != 2)
    return op->emitOpError("'transpose' expects rank-2 operands");
  if (fits(s.getDimSize(0), t.getDimSize(1)) &&
      fits(s.getDimSize(1), t.getDimSize(0)))
    return success();
  return op->emitOpError("'transpose' expects a destination of shape ")
         << s.getDimSize(1) << "x" << s.getDimSize(0) << ", got " << t;
}

/// What the fixpipe converts an accumulator to: f32 to f32, f16 or bf16,
/// i32 to i32.
static LogicalResult verifyAccumulatorConversion(Operation *op, Value source,
                                                 Value target) {
  Type s = cast<MemRefType>(source.getType()).getElementType();
  Type t = cast<MemRefType>(target.getType()).getElementType();
  bool ok = (s.isF32() && (t.isF32() || t.isF16() || t.isBF16())) ||
            (s.isInteger(32) && t.isInteger(32));
  if (!ok)
    return op->emitOpError("expects an f32 accumulator converted to f32, "
                           "f16 or bf16, or an i32 accumulator to i32; got ")
           << s << " to " << t;
  return success();
}

/// An `atomic_add` store adds into GM elements of a type the DMA adds
/// atomically (tirpto::getAtomicAddElements).
static LogicalResult verifyAtomicAdd(Operation *op, bool atomicAdd,
                                     Value target) {
  if (!atomicAdd)
    return success();
  Type element = cast<MemRefType>(target.getType()).getElementType();
  bool a5 = getModuleArch(op) == Arch::A5;
  if (tirpto::isAtomicAddElement(element, a5))
    return success();
  return op->emitOpError("'atomic_add' into ")
         << element << " elements; the DMA adds "
         << tirpto::describeAtomicAddElements(a5) << " atomically";
}

//===----------------------------------------------------------------------===//
// LoadOp
//===----------------------------------------------------------------------===//

LogicalResult LoadOp::verify() {
  if (failed(verifySpace(*this, "source", getSource(), {AddressSpace::GM})) ||
      failed(verifySpace(*this, "destination", getTarget(),
                         {AddressSpace::L1, AddressSpace::UB})) ||
      failed(verifyDataPath(*this, getSource(), getTarget())) ||
      failed(verifySameElementType(*this, getSource(), getTarget())))
    return failure();
  if (getTranspose() &&
      *getAddressSpace(getTarget().getType()) != AddressSpace::L1)
    return emitOpError("'transpose' (DN -> NZ) applies to loads into l1 only");
  // The buffer's type says how its tile is stored: a transposing load fills
  // a zn buffer, a plain one an nz buffer.
  bool zn = getMatLayout(getTarget().getType()) == MatLayout::ZN;
  if (getTranspose() != zn)
    return emitOpError(getTranspose()
                           ? "'transpose' fills an l1 buffer stored "
                             "transposed (#ascend.tile_space<space = l1, "
                             "layout = zn>), got "
                           : "fills the l1 buffer stored transposed ")
           << getTarget().getType()
           << (getTranspose() ? "" : " without 'transpose'");
  if (Value pad = getPad()) {
    if (*getAddressSpace(getTarget().getType()) != AddressSpace::UB)
      return emitOpError("'pad' applies to loads into ub only");
    Type element = cast<MemRefType>(getTarget().getType()).getElementType();
    if (pad.getType() != element)
      return emitOpError("'pad' must be a scalar of the buffer's element "
                         "type ")
             << element << ", got " << pad.getType();
  }
  return verifyShapes(*this, getSource(), getTarget(), getTranspose());
}

std::optional<CoreType> LoadOp::getCoreType() {
  std::optional<AddressSpace> space = getAddressSpace(getTarget().getType());
  return space ? getCoreOfAddressSpace(*space) : std::nullopt;
}

//===----------------------------------------------------------------------===//
// LoadL0Op
//===----------------------------------------------------------------------===//

LogicalResult LoadL0Op::verify() {
  if (failed(verifySpace(*this, "source", getSource(), {AddressSpace::L1})) ||
      failed(verifySpace(*this, "destination", getTarget(),
                         {AddressSpace::L0A, AddressSpace::L0B})) ||
      failed(verifyDataPath(*this, getSource(), getTarget())) ||
      failed(verifySameElementType(*this, getSource(), getTarget())))
    return failure();
  if (!getOffsets().empty())
    return verifyWindow();
  if (failed(verifyShapes(*this, getSource(), getTarget(), getTranspose())))
    return failure();
  // ascend-hardware.md §1.3 row 6: a5 removed the L1 -> L0A transpose.
  if (getTranspose() &&
      *getAddressSpace(getTarget().getType()) == AddressSpace::L0A &&
      getModuleArch(*this) == Arch::A5)
    return emitOpError("a5 has no transposing l1 -> l0a move; load the "
                       "operand into l1 transposed instead");
  return success();
}

/// A window move: two offsets, no transpose, the destination inside the
/// source at the (constant) offsets, which are aligned for the Cube.
LogicalResult LoadL0Op::verifyWindow() {
  auto source = cast<MemRefType>(getSource().getType());
  auto target = cast<MemRefType>(getTarget().getType());
  if (getTranspose())
    return emitOpError("takes either offsets or 'transpose', not both");
  if (source.getRank() != 2 || target.getRank() != 2 ||
      getOffsets().size() != 2)
    return emitOpError("expects rank-2 operands and two offsets for a "
                       "window, got ")
           << getOffsets().size() << " offsets and " << source << ", "
           << target;
  if (!source.getElementType().isIntOrFloat())
    return emitOpError("expects integer or float elements for a window, got ")
           << source.getElementType();
  int64_t align = tirpto::getCubeWindowAlignment(source.getElementType());
  for (unsigned dim = 0; dim < 2; ++dim) {
    int64_t extent = source.getDimSize(dim), size = target.getDimSize(dim);
    if (size > extent)
      return emitOpError("expects a window inside the source, got ")
             << target << " from " << source;
    std::optional<int64_t> offset = getConstantIntValue(getOffsets()[dim]);
    if (!offset)
      continue;
    if (*offset < 0 || *offset > extent - size)
      return emitOpError("window at offset ")
             << *offset << " of " << size << " elements runs past dimension "
             << dim << " of the source (" << extent << ")";
    if (*offset % align)
      return emitOpError("expects offsets that are multiples of ")
             << align << " (the Cube's window alignment for "
             << source.getElementType() << "), got " << *offset;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// FixpipeOp
//===----------------------------------------------------------------------===//

LogicalResult FixpipeOp::verify() {
  if (failed(verifySpace(*this, "source", getSource(), {AddressSpace::L0C})) ||
      failed(verifySpace(*this, "destination", getTarget(),
                         {AddressSpace::GM, AddressSpace::L1,
                          AddressSpace::UB})) ||
      failed(verifyDataPath(*this, getSource(), getTarget())) ||
      failed(verifyShapes(*this, getSource(), getTarget(), false)))
    return failure();
  if (getMatLayout(getTarget().getType()) == MatLayout::ZN)
    return emitOpError("fills the l1 buffer stored transposed ")
           << getTarget().getType()
           << ", which only transposing ascend.load ops fill (the Cube's "
              "accumulator moves into nz tiles)";
  if (failed(verifyAccumulatorConversion(*this, getSource(), getTarget())))
    return failure();
  if (getAtomicAdd() &&
      getAddressSpace(getTarget().getType()) != AddressSpace::GM)
    return emitOpError("'atomic_add' adds into global memory only");
  return verifyAtomicAdd(*this, getAtomicAdd(), getTarget());
}

//===----------------------------------------------------------------------===//
// Cube <-> Vector hand-off
//===----------------------------------------------------------------------===//

LogicalResult CrossCoreCopyOp::verify() {
  if (failed(verifySpace(*this, "source", getSource(),
                         {AddressSpace::L0C, AddressSpace::UB})))
    return failure();
  auto s = cast<MemRefType>(getSource().getType());
  auto t = cast<MemRefType>(getTarget().getType());
  // Cube results to the Vector core, converted as the fixpipe converts, or
  // Vector results to the Cube as they are.
  if (getAddressSpace(s) == AddressSpace::L0C) {
    if (failed(verifySpace(*this, "destination", getTarget(),
                           {AddressSpace::UB})) ||
        failed(verifyAccumulatorConversion(*this, getSource(), getTarget())))
      return failure();
  } else {
    if (failed(
            verifySpace(*this, "destination", getTarget(), {AddressSpace::L1})))
      return failure();
    if (s.getElementType() != t.getElementType())
      return emitOpError("expects a ub source and an l1 destination of the "
                         "same element type, got ")
             << s.getElementType() << " and " << t.getElementType();
  }
  if (getSplit() == TileSplit::None) {
    if (s.getShape() != t.getShape())
      return emitOpError("expects source and destination of the same shape, "
                         "got ")
             << s << " and " << t;
    return success();
  }
  // One Vector sub-block's half of the Cube's tile.
  auto cube = cast<MemRefType>(getCubeTile().getType());
  auto vector = cast<MemRefType>(getVectorTile().getType());
  unsigned dim = getSplit() == TileSplit::Rows ? 0 : 1;
  if (cube.getRank() != 2 || vector.getRank() != 2 ||
      cube.getDimSize(dim) != 2 * vector.getDimSize(dim) ||
      cube.getDimSize(1 - dim) != vector.getDimSize(1 - dim))
    return emitOpError("with split <")
           << stringifyTileSplit(getSplit()) << "> expects a rank-2 ub "
           << "buffer holding half of the " << (dim == 0 ? "rows" : "columns")
           << " of the " << stringifyAddressSpace(*getAddressSpace(cube))
           << " tile, got " << s << " and " << t;
  return success();
}

Value CrossCoreCopyOp::getVectorTile() {
  return getAddressSpace(cast<MemRefType>(getSource().getType())) ==
                 AddressSpace::UB
             ? getSource()
             : getTarget();
}

Value CrossCoreCopyOp::getCubeTile() {
  return getVectorTile() == getSource() ? getTarget() : getSource();
}

int64_t InitializePipeOp::getSlotNum() {
  return getPipeSlotNum(static_cast<int64_t>(getDirections()));
}

LogicalResult InitializePipeOp::verify() {
  if (getSlotSize() <= 0)
    return emitOpError("expects a positive slot_size, got ") << getSlotSize();
  if (!getGmSlots())
    return success();
  auto type = cast<MemRefType>(getGmSlots().getType());
  if (type.getRank() != 1 || getAddressSpace(type) != AddressSpace::GM)
    return emitOpError("expects gm_slots to be a rank-1 global buffer, got ")
           << type;
  std::optional<int64_t> blocks = getEnclosingBlockCount(*this);
  if (!type.hasStaticShape() || !blocks)
    return success();
  int64_t directions = getDirections() == PipeDirections::Both ? 2 : 1;
  int64_t need = directions * getSlotNum() * getSlotSize() * *blocks;
  int64_t have =
      type.getDimSize(0) *
      static_cast<int64_t>(llvm::divideCeil(type.getElementTypeBitWidth(), 8));
  if (have < need)
    return emitOpError("gm_slots has ")
           << have << " bytes; " << *blocks << " blocks of " << getSlotNum()
           << " slots of " << getSlotSize() << " bytes"
           << (directions == 2 ? " each way" : "") << " need " << need;
  return success();
}

LogicalResult PushToAivOp::verify() {
  return verifySpace(*this, "source", getSource(), {AddressSpace::L0C});
}

LogicalResult PushToAicOp::verify() {
  return verifySpace(*this, "source", getSource(), {AddressSpace::UB});
}

LogicalResult PopFromAivOp::verify() {
  if (failed(verifySpace(*this, "slot", getSlot(), {AddressSpace::L1})))
    return failure();
  if (getMatLayout(getSlot().getType()) != MatLayout::NZ)
    return emitOpError("expects the slot in l1's NZ layout, got ")
           << getSlot().getType();
  return success();
}

LogicalResult PopFromAicOp::verify() {
  return verifySpace(*this, "slot", getSlot(), {AddressSpace::UB});
}

//===----------------------------------------------------------------------===//
// StoreOp
//===----------------------------------------------------------------------===//

LogicalResult StoreOp::verify() {
  if (failed(verifySpace(*this, "source", getSource(),
                         {AddressSpace::UB, AddressSpace::L1})) ||
      failed(
          verifySpace(*this, "destination", getTarget(), {AddressSpace::GM})) ||
      failed(verifyDataPath(*this, getSource(), getTarget())) ||
      failed(verifySameElementType(*this, getSource(), getTarget())) ||
      failed(verifyAtomicAdd(*this, getAtomicAdd(), getTarget())))
    return failure();
  return verifyShapes(*this, getSource(), getTarget(), false);
}

std::optional<CoreType> StoreOp::getCoreType() {
  std::optional<AddressSpace> space = getAddressSpace(getSource().getType());
  return space ? getCoreOfAddressSpace(*space) : std::nullopt;
}

//===----------------------------------------------------------------------===//
// CopyOp
//===----------------------------------------------------------------------===//

LogicalResult CopyOp::verify() {
  if (failed(verifySpace(*this, "source", getSource(), {AddressSpace::UB})) ||
      failed(verifySpace(*this, "destination", getTarget(),
                         {AddressSpace::UB, AddressSpace::L1})) ||
      failed(verifyDataPath(*this, getSource(), getTarget())) ||
      failed(verifySameElementType(*this, getSource(), getTarget())))
    return failure();
  if (getMatLayout(getTarget().getType()) == MatLayout::ZN)
    return emitOpError("fills the l1 buffer stored transposed ")
           << getTarget().getType()
           << ", which only transposing ascend.load ops fill";
  // A per-row vector (K x 1) into a row (1 x K) of ub, or back: the same
  // elements in the other orientation.
  auto s = cast<MemRefType>(getSource().getType());
  auto t = cast<MemRefType>(getTarget().getType());
  if (getAddressSpace(t) == AddressSpace::UB && s.getRank() == 2 &&
      t.getRank() == 2 && s.hasStaticShape() && t.hasStaticShape() &&
      ((s.getDimSize(1) == 1 && t.getDimSize(0) == 1 &&
        s.getDimSize(0) == t.getDimSize(1)) ||
       (s.getDimSize(0) == 1 && t.getDimSize(1) == 1 &&
        s.getDimSize(1) == t.getDimSize(0))))
    return success();
  return verifyShapes(*this, getSource(), getTarget(), false);
}

Pipe CopyOp::getPipe() {
  return getAddressSpace(getTarget().getType()) == AddressSpace::L1
             ? Pipe::MTE3
             : Pipe::V;
}

std::optional<CoreType> CopyOp::getCoreType() { return CoreType::AIV; }

//===----------------------------------------------------------------------===//
// MmadOp
//===----------------------------------------------------------------------===//

LogicalResult MmadOp::verify() {
  if (failed(verifySpace(*this, "A operand", getA(), {AddressSpace::L0A})) ||
      failed(verifySpace(*this, "B operand", getB(), {AddressSpace::L0B})) ||
      failed(verifySpace(*this, "accumulator", getC(), {AddressSpace::L0C})))
    return failure();
  auto a = cast<MemRefType>(getA().getType());
  auto b = cast<MemRefType>(getB().getType());
  auto c = cast<MemRefType>(getC().getType());
  if (a.getRank() != 2 || b.getRank() != 2 || c.getRank() != 2)
    return emitOpError("expects rank-2 operands");
  int64_t m = a.getDimSize(0), k = a.getDimSize(1), n = b.getDimSize(1);
  if (b.getDimSize(0) != k)
    return emitOpError("expects A (") << m << "x" << k << ") and B ("
                                      << b.getDimSize(0) << "x" << n
                                      << ") to agree on K";
  if (c.getDimSize(0) != m || c.getDimSize(1) != n)
    return emitOpError("expects the accumulator to be ")
           << m << "x" << n << ", got " << c.getDimSize(0) << "x"
           << c.getDimSize(1);
  for (auto [name, dim] : {std::make_pair("M", m), std::make_pair("K", k),
                           std::make_pair("N", n)})
    if (dim < 1 || dim > tirpto::kMaxCubeExtent)
      return emitOpError("expects ")
             << name << " in [1, " << tirpto::kMaxCubeExtent << "], got "
             << dim;
  Type ta = a.getElementType(), tb = b.getElementType(),
       tc = c.getElementType();
  bool a5 = getModuleArch(*this) == Arch::A5;
  if (!tirpto::isCubeElementTriple(tc, ta, tb, a5))
    return emitOpError("unsupported element types (C; A, B) = (")
           << tc << "; " << ta << ", " << tb << "); the Cube accepts "
           << tirpto::describeCubeElementTriples(a5);
  if (std::optional<int64_t> depth =
          getDepth() ? getConstantIntValue(getDepth()) : std::nullopt;
      depth && (*depth < 1 || *depth > k))
    return emitOpError("expects a depth in [1, ")
           << k << "] (the operands' K), got " << *depth;
  return success();
}

//===----------------------------------------------------------------------===//
// BlockIdxOp, BlockNumOp
//===----------------------------------------------------------------------===//

/// The block count of the kernel enclosing `op`: from the function's
/// `ascend.grid`, when it has one that fits the index range.
static std::optional<int64_t> getEnclosingBlockCount(Operation *op) {
  auto func = op->getParentOfType<FunctionOpInterface>();
  if (!func)
    return std::nullopt;
  auto grid =
      func->getAttrOfType<DenseI64ArrayAttr>(AscendDialect::kGridAttrName);
  if (!grid)
    return std::nullopt;
  return getBlockCount(grid.asArrayRef());
}

static ConstantIntRanges getIndexRange(int64_t min, int64_t max) {
  unsigned width = IndexType::kInternalStorageBitWidth;
  return ConstantIntRanges::fromSigned(APInt(width, min, /*isSigned=*/true),
                                       APInt(width, max, /*isSigned=*/true));
}

void BlockIdxOp::inferResultRanges(ArrayRef<ConstantIntRanges> argRanges,
                                   SetIntRangeFn setResultRange) {
  std::optional<int64_t> count = getEnclosingBlockCount(*this);
  setResultRange(getResult(),
                 getIndexRange(0, count ? *count - 1 : kMaxIndexValue - 1));
}

void SubBlockIdxOp::inferResultRanges(ArrayRef<ConstantIntRanges> argRanges,
                                      SetIntRangeFn setResultRange) {
  setResultRange(getResult(), getIndexRange(0, 1));
}

void BlockNumOp::inferResultRanges(ArrayRef<ConstantIntRanges> argRanges,
                                   SetIntRangeFn setResultRange) {
  std::optional<int64_t> count = getEnclosingBlockCount(*this);
  setResultRange(getResult(), count ? getIndexRange(*count, *count)
                                    : getIndexRange(1, kMaxIndexValue));
}

//===----------------------------------------------------------------------===//
// ViewOp
//===----------------------------------------------------------------------===//

LogicalResult ViewOp::verify() {
  // The same shape and element width: a bitcast, the tile's padding
  // included (the bytes of each element stay where they are).
  auto sourceType = cast<MemRefType>(getSource().getType());
  auto resultType = cast<MemRefType>(getResult().getType());
  bool bitcast = sourceType.getShape() == resultType.getShape() &&
                 sourceType.getElementType().isIntOrFloat() &&
                 resultType.getElementType().isIntOrFloat() &&
                 sourceType.getElementTypeBitWidth() ==
                     resultType.getElementTypeBitWidth();
  auto check = [&](Type type, StringRef name) -> FailureOr<int64_t> {
    auto memref = cast<MemRefType>(type);
    if (getAddressSpace(memref) != AddressSpace::UB || memref.getRank() != 2 ||
        !memref.getLayout().isIdentity() ||
        !memref.getElementType().isIntOrFloat())
      return emitOpError("expects the ")
             << name
             << " to be a whole rank-2 ub buffer (the identity layout) of "
                "integer or floating-point elements, got "
             << type;
    // The tile stores the buffer as it is, without padding
    // (getVectorTileShape), so its bytes are in the buffer's row-major
    // order.
    auto [rows, cols] = getVectorTileShape(memref.getShape());
    if (!bitcast &&
        (rows != memref.getDimSize(0) || cols != memref.getDimSize(1)))
      return emitOpError("expects the ")
             << name << " to be stored unpadded (rows of a multiple of 32 "
             << "elements), got " << type << ", stored as " << rows << "x"
             << cols;
    unsigned bits = memref.getElementTypeBitWidth();
    if (bits % 8)
      return emitOpError("expects whole bytes per element, got ") << type;
    return memref.getNumElements() * bits / 8;
  };
  FailureOr<int64_t> from = check(getSource().getType(), "source");
  if (failed(from))
    return failure();
  FailureOr<int64_t> to = check(getResult().getType(), "result");
  if (failed(to))
    return failure();
  if (*from != *to)
    return emitOpError("views ")
           << *from << " bytes as " << *to << ": expects the same byte size";
  return success();
}

Value ViewOp::getViewSource() { return getSource(); }

//===----------------------------------------------------------------------===//
// PrintOp, PrintBufferOp
//===----------------------------------------------------------------------===//

std::optional<CoreType> PrintOp::getCoreType() { return getCore(); }

LogicalResult PrintOp::verify() {
  if (getCore() == CoreType::MIX)
    return emitOpError("prints on one core, not 'mix'");
  Type scalar = getScalar().getType();
  if (!(scalar.isInteger(8) || scalar.isInteger(16) || scalar.isInteger(32) ||
        scalar.isInteger(64) || scalar.isF32() || scalar.isF64()))
    return emitOpError("prints an i8, i16, i32, i64, f32 or f64 (the types "
                       "C's printf takes), got ")
           << scalar;
  std::string error;
  FailureOr<SmallVector<tirpto::PrintfPiece>> pieces =
      tirpto::splitPrintfFormat(getFormat(), error);
  if (failed(pieces))
    return emitOpError("format: ") << error;
  if (pieces->size() != 1)
    return emitOpError("expects a format of at most one conversion, got ")
           << pieces->size();
  const tirpto::PrintfPiece &piece = pieces->front();
  Type type = getScalar().getType();
  if (piece.conversion && piece.isInteger() != isa<IntegerType>(type))
    return emitOpError("conversion '%")
           << piece.conversion << "' prints "
           << (piece.isInteger() ? "an integer" : "a float") << ", got "
           << type;
  return success();
}

std::optional<CoreType> PrintBufferOp::getCoreType() {
  if (getAddressSpace(getBuffer().getType()) == AddressSpace::UB)
    return CoreType::AIV;
  return getCore();
}

LogicalResult PrintBufferOp::verify() {
  auto type = cast<MemRefType>(getBuffer().getType());
  std::optional<AddressSpace> space = getAddressSpace(type);
  if (getCore() == CoreType::MIX)
    return emitOpError("prints on one core, not 'mix'");
  if (type.getRank() < 1 || type.getRank() > 2)
    return emitOpError("expects a buffer of rank 1 or 2, got ") << type;
  if (space != AddressSpace::UB && space != AddressSpace::GM)
    return emitOpError("prints a ub buffer or global memory (pto.tprint "
                       "prints vec tiles and global tensors), got ")
           << type;
  Type element = type.getElementType();
  if (!tirpto::containsElement(tirpto::getPrintElements(), element))
    return emitOpError("prints ")
           << tirpto::describeElementSet(tirpto::getPrintElements())
           << " elements (TPRINT's), got " << element;
  if (space == AddressSpace::GM)
    return success();
  if (getBuffer().getDefiningOp<memref::SubViewOp>())
    return emitOpError("prints a whole ub buffer, not a region of one");
  if (getCore() == CoreType::AIC)
    return emitOpError("prints a ub buffer, which the Vector core (aiv) "
                       "holds, on the Cube core");
  return success();
}

#define GET_OP_CLASSES
#include "tirpto/Dialect/Ascend/IR/AscendOps.cpp.inc"
