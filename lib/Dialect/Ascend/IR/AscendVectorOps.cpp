//===- AscendVectorOps.cpp - verifiers of the Vector core ops -------------===//
//
// Rules: every operand tile is a rank-2 UB buffer (ODS checks rank and
// element kinds); shapes and element types agree as each op's description
// says. Pipe V and core AIV come from ODS (AscendVectorOps.td).
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"
#include "tirpto/Support/MaskPatterns.h"
#include "tirpto/Support/SortLimits.h"

#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using namespace mlir::ascend;

static MemRefType typeOf(Value value) { return cast<MemRefType>(value.getType()); }

/// Every tile operand of `op` is in UB.
static LogicalResult verifyInUB(Operation *op) {
  for (auto [i, operand] : llvm::enumerate(op->getOperands())) {
    if (!isa<MemRefType>(operand.getType()))
      continue;
    std::optional<AddressSpace> space = getAddressSpace(operand.getType());
    if (space != AddressSpace::UB)
      return op->emitOpError("works on ub tiles only; operand #")
             << i << " is " << operand.getType();
  }
  return success();
}

static LogicalResult verifySame(Operation *op, StringRef aName, Value a,
                                StringRef bName, Value b, bool shape,
                                bool element) {
  MemRefType at = typeOf(a), bt = typeOf(b);
  if (shape && at.getShape() != bt.getShape())
    return op->emitOpError("expects ")
           << aName << " and " << bName << " of the same shape, got " << at
           << " and " << bt;
  if (element && at.getElementType() != bt.getElementType())
    return op->emitOpError("expects ")
           << aName << " and " << bName << " of the same element type, got "
           << at.getElementType() << " and " << bt.getElementType();
  return success();
}

/// The element types of `sets` on the module's arch (only the kind of
/// element, integer or floating point, without an `ascend.arch`).
static LogicalResult verifyElements(Operation *op,
                                    std::optional<ArchElementSets> sets,
                                    Type element, StringRef kind,
                                    StringRef form) {
  if (!sets)
    return op->emitOpError("'") << kind << "' has no " << form << " form";
  tirpto::ElementSet both = sets->a3 | sets->a5;
  using namespace tirpto::element;
  if (!(both & (F16 | BF16 | F32)) && !isa<IntegerType>(element))
    return op->emitOpError("'")
           << kind << "' needs integer tiles, got " << element;
  if (!(both & (I8 | I16 | I32)) && !isa<FloatType>(element))
    return op->emitOpError("'")
           << kind << "' needs floating-point tiles, got " << element;
  std::optional<Arch> arch = getModuleArch(op);
  if (!arch || isLegalVectorElement(*sets, element, *arch))
    return success();
  return op->emitOpError("'")
         << kind << "' takes " << describeLegalVectorElements(*sets, *arch)
         << " tiles on " << getArchName(*arch) << ", got " << element;
}

/// The element types of `cls` on the module's arch (no check without an
/// `ascend.arch`).
static LogicalResult verifyElementClass(Operation *op, VectorOpClass cls,
                                        Type element, StringRef what) {
  std::optional<Arch> arch = getModuleArch(op);
  if (!arch || isLegalVectorElement(cls, element, *arch))
    return success();
  return op->emitOpError()
         << what << " takes " << describeLegalVectorElements(cls, *arch)
         << " tiles on " << getArchName(*arch) << ", got " << element;
}

/// The buffer `value` is a view of (through memref.cast, memref.subview,
/// ...), or `value` itself.
static Value getRootBuffer(Value value) {
  while (auto view = value.getDefiningOp<ViewLikeOpInterface>())
    value = view.getViewSource();
  return value;
}

/// A scratch tile like `like`: its shape and element type in UB, with the
/// identity layout.
static MemRefType getScratchTypeLike(Value like) {
  MemRefType type = typeOf(like);
  return MemRefType::get(
      type.getShape(), type.getElementType(), MemRefLayoutAttrInterface(),
      AddressSpaceAttr::get(type.getContext(), AddressSpace::UB));
}

/// The op's scratch tile, when it has one, is the one its instruction
/// takes: `needed` (ScratchOpInterface::getScratchType) gives the shape and
/// element type.
static LogicalResult verifyScratch(Operation *op, Value tmp,
                                   std::optional<MemRefType> needed) {
  if (!tmp)
    return success();
  if (!needed)
    return op->emitOpError(
        "takes no scratch tile: its PTO instruction has no 'tmp'");
  // The instruction writes its scratch tile before it has read its sources
  // (txors fills it with the scalar).
  for (Value operand : op->getOperands())
    if (operand != tmp && isa<MemRefType>(operand.getType()) &&
        getRootBuffer(operand) == getRootBuffer(tmp))
      return op->emitOpError("expects a scratch tile of its own, not a view "
                             "of one of its other operands");
  if (llvm::count(op->getOperands(), tmp) > 1)
    return op->emitOpError("expects a scratch tile of its own, not one of "
                           "its other operands");
  MemRefType type = typeOf(tmp);
  if (type.getShape() != needed->getShape() ||
      type.getElementType() != needed->getElementType())
    return op->emitOpError("expects a scratch tile of the shape and element "
                           "type of ")
           << *needed << ", got " << type;
  return success();
}

/// Whether `dst` is (a view of the buffer of) one of `sources` while the
/// instruction cannot run in place.
static bool writesASource(ValueRange sources, Value dst, bool runsInPlace) {
  if (runsInPlace)
    return false;
  return llvm::any_of(sources, [&](Value source) {
    return getRootBuffer(source) == getRootBuffer(dst);
  });
}

/// The shape a per-row (dim 1) or per-column (dim 0) vector of `full` has.
static LogicalResult verifyVectorShape(Operation *op, int64_t dim,
                                       MemRefType full, MemRefType vec,
                                       StringRef vecName) {
  if (dim != 0 && dim != 1)
    return op->emitOpError("expects 'dim' 0 (per-column) or 1 (per-row), got ")
           << dim;
  SmallVector<int64_t> expected =
      dim == 1 ? SmallVector<int64_t>{full.getDimSize(0), 1}
               : SmallVector<int64_t>{1, full.getDimSize(1)};
  if (vec.getShape() != ArrayRef<int64_t>(expected))
    return op->emitOpError("expects ")
           << vecName << " of shape " << expected[0] << "x" << expected[1]
           << " (" << (dim == 1 ? "one value per row" : "one value per column")
           << " of " << full << "), got " << vec;
  return success();
}

LogicalResult VBinaryOp::verify() {
  if (failed(verifyInUB(*this)) ||
      failed(verifyScratch(*this, getTmp(), getScratchType())) ||
      failed(verifySame(*this, "lhs", getLhs(), "rhs", getRhs(), true, true)) ||
      failed(verifySame(*this, "lhs", getLhs(), "dst", getDst(), true, true)))
    return failure();
  return verifyElements(*this, getTileFormElements(getKind()),
                        typeOf(getDst()).getElementType(),
                        stringifyVBinaryKind(getKind()), "tile-tile");
}

LogicalResult VBinaryScalarOp::verify() {
  if (failed(verifyInUB(*this)) ||
      failed(verifyScratch(*this, getTmp(), getScratchType())) ||
      failed(verifySame(*this, "src", getSrc(), "dst", getDst(), true, true)))
    return failure();
  Type element = typeOf(getDst()).getElementType();
  if (getScalar().getType() != element)
    return emitOpError("expects a scalar of the element type ")
           << element << ", got " << getScalar().getType();
  if (getReversed() && getKind() != VBinaryKind::Div)
    return emitOpError("'reversed' applies to 'div' only (scalar / tile), "
                       "not to '")
           << stringifyVBinaryKind(getKind()) << "'";
  return verifyElements(*this, getScalarFormElements(getKind()), element,
                        stringifyVBinaryKind(getKind()), "tile-scalar");
}

LogicalResult VUnaryOp::verify() {
  if (failed(verifyInUB(*this)) ||
      failed(verifyScratch(*this, getTmp(), getScratchType())) ||
      failed(verifySame(*this, "src", getSrc(), "dst", getDst(), true, true)))
    return failure();
  return verifyElements(*this, getTileFormElements(getKind()),
                        typeOf(getDst()).getElementType(),
                        stringifyVUnaryKind(getKind()), "tile");
}

LogicalResult VCastOp::verify() {
  if (failed(verifyInUB(*this)) ||
      failed(verifySame(*this, "src", getSrc(), "dst", getDst(), true, false)))
    return failure();
  Type src = typeOf(getSrc()).getElementType();
  Type dst = typeOf(getDst()).getElementType();
  std::optional<Arch> arch = getModuleArch(*this);
  if (!arch)
    return success();
  if (std::string why = explainIllegalConversion(src, dst, *arch); !why.empty())
    return emitOpError("converts ") << src << " to " << dst << why;
  return success();
}

LogicalResult VReduceOp::verify() {
  if (failed(verifyInUB(*this)) ||
      failed(verifySame(*this, "src", getSrc(), "dst", getDst(), false, true)) ||
      failed(verifyElementClass(*this, VectorOpClass::Reduce,
                                typeOf(getSrc()).getElementType(),
                                "a reduction")))
    return failure();
  if (failed(verifyVectorShape(*this, getDim(), typeOf(getSrc()),
                               typeOf(getDst()), "dst")))
    return failure();
  return verifyScratch(*this, getTmp(), getScratchType());
}

LogicalResult VBroadcastBinaryOp::verify() {
  if (failed(verifyInUB(*this)) ||
      failed(verifySame(*this, "src", getSrc(), "dst", getDst(), true, true)) ||
      failed(verifySame(*this, "src", getSrc(), "vec", getVec(), false, true)))
    return failure();
  if (failed(verifyVectorShape(*this, getDim(), typeOf(getDst()),
                               typeOf(getVec()), "vec")) ||
      failed(verifyScratch(*this, getTmp(), getScratchType())))
    return failure();
  bool rows = getDim() == 1;
  auto formElements = [&](VBinaryKind kind) {
    return rows ? getRowExpandFormElements(kind)
                : getColExpandFormElements(kind);
  };
  std::optional<ArchElementSets> sets = formElements(getKind());
  if (!sets) {
    // The kinds the table gives this form.
    SmallVector<StringRef> kinds;
    for (uint32_t i = 0; i <= getMaxEnumValForVBinaryKind(); ++i) {
      std::optional<VBinaryKind> kind = symbolizeVBinaryKind(i);
      if (kind && formElements(*kind))
        kinds.push_back(stringifyVBinaryKind(*kind));
    }
    InFlightDiagnostic diag = emitOpError("supports ");
    for (auto [i, kind] : llvm::enumerate(kinds))
      diag << (i == 0 ? "" : i + 1 == kinds.size() ? " and " : ", ") << kind;
    return diag << ", not '" << stringifyVBinaryKind(getKind()) << "'";
  }
  // An M x 1 (1 x N) tile with its per-row (per-column) vector is an
  // element-wise operation of two tiles of one shape.
  MemRefType dst = typeOf(getDst());
  if (dst.getDimSize(rows ? 1 : 0) == 1)
    sets = getTileFormElements(getKind());
  return verifyElements(*this, sets, dst.getElementType(),
                        stringifyVBinaryKind(getKind()),
                        rows ? "per-row" : "per-column");
}

LogicalResult VBroadcastOp::verify() {
  if (failed(verifyInUB(*this)) ||
      failed(verifySame(*this, "vec", getVec(), "dst", getDst(), false, true)))
    return failure();
  return verifyVectorShape(*this, getDim(), typeOf(getDst()),
                           typeOf(getVec()), "vec");
}

LogicalResult VDupOp::verify() {
  if (failed(verifyInUB(*this)))
    return failure();
  Type element = typeOf(getDst()).getElementType();
  if (getScalar().getType() != element)
    return emitOpError("expects a scalar of the element type ")
           << element << ", got " << getScalar().getType();
  return verifyElementClass(*this, VectorOpClass::Dup, element, "a fill");
}

LogicalResult VCIOp::verify() {
  if (failed(verifyInUB(*this)))
    return failure();
  MemRefType dst = typeOf(getDst());
  if (dst.getRank() != 2 || dst.getDimSize(0) != 1)
    return emitOpError("expects a one-row dst (1xN: the chip counts along "
                       "one row), got ")
           << dst;
  if (getStart().getType() != dst.getElementType())
    return emitOpError("expects a start of the element type ")
           << dst.getElementType() << ", got " << getStart().getType();
  return verifyElementClass(*this, VectorOpClass::Index, dst.getElementType(),
                            "a counting sequence");
}

LogicalResult VGatherOp::verify() {
  if (failed(verifyInUB(*this)) ||
      failed(verifySame(*this, "src", getSrc(), "dst", getDst(),
                        /*shape=*/false, /*element=*/true)) ||
      failed(verifySame(*this, "indices", getIndices(), "dst", getDst(),
                        /*shape=*/true, /*element=*/false)))
    return failure();
  if (!typeOf(getIndices()).getElementType().isInteger(32))
    return emitOpError("expects i32 indices, got ") << typeOf(getIndices());
  if (failed(verifyScratch(*this, getTmp(), getScratchType())))
    return failure();
  return verifyElementClass(*this, VectorOpClass::Gather,
                            typeOf(getDst()).getElementType(), "a gather");
}

LogicalResult VGatherMaskOp::verify() {
  if (failed(verifyInUB(*this)))
    return failure();
  int64_t period = getPeriod(), phase = getPhase();
  if (!tirpto::isMaskSelection({period, phase}))
    return emitOpError("keeps every period-th column from phase with a "
                       "period of 1, 2 or 4 and a phase below it, got period ")
           << period << " and phase " << phase;
  MemRefType src = typeOf(getSrc()), dst = typeOf(getDst());
  for (MemRefType type : {src, dst})
    if (!type.hasStaticShape() || isa<StridedLayoutAttr>(type.getLayout()))
      return emitOpError("gathers from and into whole buffers of static "
                         "shape, got ")
             << type;
  Type from = src.getElementType(), to = dst.getElementType();
  if (from.getIntOrFloatBitWidth() != to.getIntOrFloatBitWidth())
    return emitOpError("expects elements of one size, got ")
           << src << " and " << dst;
  if (failed(
          verifyElementClass(*this, VectorOpClass::Gather, from, "a gather")))
    return failure();
  int64_t cols = src.getDimSize(1);
  int64_t kept =
      src.getDimSize(0) * tirpto::countMaskSelected({period, phase}, cols);
  if (dst.getNumElements() != kept)
    return emitOpError("keeps ")
           << kept << " elements of " << src << ", but dst " << dst << " has "
           << dst.getNumElements();
  if (dst.getDimSize(1) % 32)
    return emitOpError("writes dst as one contiguous buffer: expects rows of "
                       "a multiple of 32 elements (an unpadded tile), got ")
           << dst;
  return success();
}

LogicalResult VSort32Op::verify() {
  if (failed(verifyInUB(*this)))
    return failure();
  MemRefType src = typeOf(getSrc()), idx = typeOf(getIdx()),
             dst = typeOf(getDst());
  for (MemRefType type : {src, idx, dst})
    if (!type.hasStaticShape() || isa<StridedLayoutAttr>(type.getLayout()))
      return emitOpError("sorts whole buffers of static shape, got ") << type;
  Type element = dst.getElementType();
  if (src.getElementType() != element)
    return emitOpError("expects src of dst's element type ")
           << element << ", got " << src;
  if (failed(verifyElementClass(*this, VectorOpClass::Sort, element, "a sort")))
    return failure();
  if (!idx.getElementType().isSignlessInteger(32) ||
      idx.getShape() != src.getShape())
    return emitOpError("expects i32 indices of src's shape (")
           << src.getDimSize(0) << "x" << src.getDimSize(1) << "), got " << idx;
  if (src.getDimSize(1) % tirpto::kSortBlock)
    return emitOpError("sorts blocks of ")
           << tirpto::kSortBlock << " elements: expects rows of a multiple of "
           << tirpto::kSortBlock << " elements, got " << src;
  // Each element becomes an 8-byte (value, index) pair.
  int64_t perPair = 64 / element.getIntOrFloatBitWidth();
  if (dst.getDimSize(0) != src.getDimSize(0) ||
      dst.getDimSize(1) != src.getDimSize(1) * perPair)
    return emitOpError("expects a dst of ")
           << src.getDimSize(0) << "x" << src.getDimSize(1) * perPair
           << " (src's rows of " << perPair
           << "-element (value, index) pairs), got " << dst;
  return success();
}

LogicalResult VMrgSortOp::verify() {
  if (failed(verifyInUB(*this)))
    return failure();
  if (getSrcs().size() < 2 || getSrcs().size() > 4)
    return emitOpError("merges 2 to 4 sorted lists, got ") << getSrcs().size();
  MemRefType dst = typeOf(getDst());
  Type element = dst.getElementType();
  int64_t total = 0;
  unsigned bits = element.isIntOrFloat() ? element.getIntOrFloatBitWidth() : 0;
  int64_t perPair = bits && bits <= 64 ? 64 / bits : 0;
  SmallVector<Value> rows(getSrcs());
  rows.push_back(getDst());
  for (Value row : rows) {
    MemRefType type = typeOf(row);
    if (type.getRank() != 2 || type.getDimSize(0) != 1)
      return emitOpError("expects one-row (1 x K) tiles, got ") << type;
    if (type.getElementType() != element)
      return emitOpError("expects sources of dst's element type ")
             << element << ", got " << type;
    if (!perPair || type.getDimSize(1) % perPair)
      return emitOpError("expects rows of whole 8-byte (value, index) "
                         "pairs, got ")
             << type;
    if (row != getDst())
      total += type.getDimSize(1);
  }
  if (total != dst.getDimSize(1))
    return emitOpError("expects a dst as long as its sources together (")
           << total << " elements), got " << dst;
  if (failed(verifyScratch(*this, getTmp(), getScratchType())))
    return failure();
  return verifyElementClass(*this, VectorOpClass::Sort, element,
                            "a merge sort");
}

LogicalResult VTransposeOp::verify() {
  if (failed(verifyInUB(*this)))
    return failure();
  MemRefType src = typeOf(getSrc()), dst = typeOf(getDst());
  if (src.getRank() != 2 || dst.getRank() != 2 ||
      src.getDimSize(0) != dst.getDimSize(1) ||
      src.getDimSize(1) != dst.getDimSize(0) ||
      src.getElementType() != dst.getElementType())
    return emitOpError("expects a rank-2 src and a dst of its element type "
                       "and its shape reversed, got ")
           << src << " and " << dst;
  if (failed(verifyScratch(*this, getTmp(), getScratchType())))
    return failure();
  return verifyElementClass(*this, VectorOpClass::Transpose,
                            src.getElementType(), "a transpose");
}

LogicalResult VCmpOp::verify() {

  if (failed(verifyInUB(*this)))
    return failure();
  MemRefType lhs = typeOf(getLhs()), mask = typeOf(getMask());
  if (!mask.getElementType().isInteger(8))
    return emitOpError("expects an i8 mask, got ") << mask;
  if (failed(verifyElementClass(*this, VectorOpClass::Compare,
                                lhs.getElementType(), "a comparison")))
    return failure();
  if (mask.getShape() != lhs.getShape())
    return emitOpError("expects a mask of the shape of lhs, got ")
           << mask << " for " << lhs;
  if (std::optional<Arch> arch = getModuleArch(*this);
      arch && getPredicate() != CmpPredicate::EQ &&
      !tirpto::containsElement(
          tirpto::getOrderedCompareElements().on(*arch == Arch::A5),
          lhs.getElementType()))
    return emitOpError("compares ")
           << lhs.getElementType() << " tiles with '"
           << stringifyCmpPredicate(getPredicate()) << "': the "
           << getArchName(*arch) << " Vector core compares them for equality "
           << "only (its tcmp takes the eq path whatever the mode); compare "
           << tirpto::describeElementSet(
                  tirpto::getOrderedCompareElements().on(*arch == Arch::A5))
           << " tiles (convert first)";
  if (isa<MemRefType>(getRhs().getType()))
    return verifySame(*this, "lhs", getLhs(), "rhs", getRhs(), true, true);
  if (getRhs().getType() != lhs.getElementType())
    return emitOpError("expects a scalar rhs of the element type ")
           << lhs.getElementType() << ", got " << getRhs().getType();
  return success();
}

LogicalResult VSelectOp::verify() {
  if (failed(verifyInUB(*this)))
    return failure();
  if (!typeOf(getMask()).getElementType().isInteger(8))
    return emitOpError("expects an i8 mask, got ") << getMask().getType();
  if (failed(
          verifySame(*this, "mask", getMask(), "dst", getDst(), true, false)) ||
      failed(verifySame(*this, "on_true", getOnTrue(), "dst", getDst(), true,
                        true)) ||
      failed(verifySame(*this, "on_false", getOnFalse(), "dst", getDst(), true,
                        true)) ||
      failed(verifyScratch(*this, getTmp(), getScratchType())))
    return failure();
  return verifyElementClass(*this, VectorOpClass::Select,
                            typeOf(getDst()).getElementType(), "a select");
}

//===----------------------------------------------------------------------===//
// ScratchOpInterface: what each op's PTO instruction needs, as
// convert-ascend-to-pto lowers it (the kind table for the element-wise
// forms; trow* and tsel always take a scratch tile).
//===----------------------------------------------------------------------===//

std::optional<MemRefType> VBinaryOp::getScratchType() {
  if (!tileFormNeedsScratch(getKind()))
    return std::nullopt;
  return getScratchTypeLike(getDst());
}

bool VBinaryOp::needsSeparateDst(Arch arch) {
  return writesASource({getLhs(), getRhs()}, getDst(),
                       tileFormRunsInPlace(getKind(), arch));
}

std::optional<MemRefType> VBinaryScalarOp::getScratchType() {
  if (!scalarFormNeedsScratch(getKind()))
    return std::nullopt;
  return getScratchTypeLike(getDst());
}

bool VBinaryScalarOp::needsSeparateDst(Arch arch) {
  return writesASource(getSrc(), getDst(),
                       scalarFormRunsInPlace(getKind(), arch));
}

std::optional<MemRefType> VUnaryOp::getScratchType() {
  if (!tileFormNeedsScratch(getKind()))
    return std::nullopt;
  return getScratchTypeLike(getDst());
}

bool VUnaryOp::needsSeparateDst(Arch arch) {
  return writesASource(getSrc(), getDst(),
                       tileFormRunsInPlace(getKind(), arch));
}

/// The buffer whose leading region (T.reduce's real_shape) `src` is: the
/// reduction works on its tile with the region valid.
static Value getLeadingRegionBuffer(Value src) {
  auto region = src.getDefiningOp<memref::SubViewOp>();
  return region && isLeadingRegion(region) ? region.getSource() : Value();
}

bool VReduceOp::isCopy() {
  if (getLeadingRegionBuffer(getSrc()))
    return false;
  MemRefType src = typeOf(getSrc());
  return src.getDimSize(getDim() == 1 ? 1 : 0) == 1;
}

bool VReduceOp::isRowReduction() {
  if (isCopy())
    return false;
  if (getLeadingRegionBuffer(getSrc()))
    return getDim() == 1;
  return getDim() == 1 || typeOf(getSrc()).getDimSize(1) == 1;
}

std::optional<MemRefType> VReduceOp::getScratchType() {
  // trow* take a scratch tile shaped like src (ptoas-format.md §4.7): like
  // the whole tile, for a leading region of it.
  if (!isRowReduction())
    return std::nullopt;
  Value buffer = getLeadingRegionBuffer(getSrc());
  return getScratchTypeLike(buffer ? buffer : getSrc());
}

bool VReduceOp::needsSeparateDst(Arch) { return false; }

bool VBroadcastBinaryOp::isElementwise() {
  return typeOf(getDst()).getDimSize(getDim() == 1 ? 1 : 0) == 1;
}

std::optional<MemRefType> VBroadcastBinaryOp::getScratchType() {
  VBinaryKind kind = getKind();
  bool needs = isElementwise() ? tileFormNeedsScratch(kind)
               : getDim() == 1 ? rowExpandFormNeedsScratch(kind)
                               : colExpandFormNeedsScratch(kind);
  if (!needs)
    return std::nullopt;
  return getScratchTypeLike(getDst());
}

bool VBroadcastBinaryOp::needsSeparateDst(Arch arch) {
  VBinaryKind kind = getKind();
  bool inPlace = isElementwise() ? tileFormRunsInPlace(kind, arch)
                 : getDim() == 1 ? rowExpandFormRunsInPlace(kind, arch)
                                 : colExpandFormRunsInPlace(kind, arch);
  return writesASource({getSrc(), getVec()}, getDst(), inPlace);
}

std::optional<MemRefType> VGatherOp::getScratchType() {
  // tgather's index form takes a scratch tile of the indices' shape and
  // type (pto-isa's TGATHER; a2/a3 use it for 16-bit sources, a5 not at
  // all).
  return getScratchTypeLike(getIndices());
}

bool VGatherOp::needsSeparateDst(Arch) {
  // The instruction reads src at arbitrary positions while it writes dst.
  return getRootBuffer(getDst()) == getRootBuffer(getSrc());
}

std::optional<MemRefType> VMrgSortOp::getScratchType() {
  // tmrgsort's merge form merges into a scratch tile of dst's shape and
  // type, then copies it to dst (pto-isa's TMRGSORT, "Temporary Space";
  // ptoas wants tmp of dst's shape).
  return getScratchTypeLike(getDst());
}

bool VMrgSortOp::needsSeparateDst(Arch) {
  // The chip merges into the scratch tile while it reads the sources.
  return llvm::any_of(getSrcs(), [&](Value src) {
    return getRootBuffer(src) == getRootBuffer(getDst());
  });
}

std::optional<MemRefType> VTransposeOp::getScratchType() {
  // pto-isa's TTRANS stages the transpose in a tile of src's columns as
  // rows, each row src's row count rounded up to whole 32-byte blocks and
  // then to its row stride, 16 elements (32 for 8-bit ones) (TTRANS.md,
  // "Temporary tile"; TileLang's own PTO backend sizes it so).
  MemRefType src = typeOf(getSrc());
  if (src.getRank() != 2 || !src.getElementType().isIntOrFloat())
    return std::nullopt;
  int64_t bytes =
      std::max<int64_t>(1, src.getElementType().getIntOrFloatBitWidth() / 8);
  int64_t perBlock = std::max<int64_t>(1, 32 / bytes);
  int64_t rowStride = bytes == 1 ? 32 : 16;
  int64_t cols =
      llvm::alignTo(llvm::alignTo(src.getDimSize(0), perBlock), rowStride);
  return MemRefType::get(
      {src.getDimSize(1), cols}, src.getElementType(),
      MemRefLayoutAttrInterface(),
      AddressSpaceAttr::get(src.getContext(), AddressSpace::UB));
}

bool VTransposeOp::needsSeparateDst(Arch) {
  return getRootBuffer(getSrc()) == getRootBuffer(getDst());
}

std::optional<MemRefType> VSelectOp::getScratchType() {

  // tsel takes a scratch tile (ptoas-format.md §4.8), which a2/a3 use only
  // to hold one row's compare mask at a time, 8 bytes for 32-bit elements
  // and 16 for 16-bit ones, and a5 not at all (pto-isa's TSEL, "Temporary
  // Space"; include/pto/npu/a2a3/TSel.hpp): one 32-byte row of dst's
  // element type, the smallest tile a row of ub holds.
  MemRefType dst = typeOf(getDst());
  int64_t bytes =
      std::max<int64_t>(1, dst.getElementType().getIntOrFloatBitWidth() / 8);
  return MemRefType::get(
      {1, 32 / bytes}, dst.getElementType(), MemRefLayoutAttrInterface(),
      AddressSpaceAttr::get(dst.getContext(), AddressSpace::UB));
}

bool VSelectOp::needsSeparateDst(Arch) { return false; }

LogicalResult mlir::ascend::verifyScratchAllocated(Operation *root, Arch arch) {
  bool ok = true;
  root->walk([&](ScratchOpInterface op) {
    if (op.getScratchType() && !op.getScratch()) {
      op->emitOpError("has no scratch tile ('tmp'), which its PTO "
                      "instruction takes: run ascend-allocate-scratch first");
      ok = false;
    } else if (op.needsSeparateDst(arch)) {
      op->emitOpError("writes a tile it reads, which its PTO instruction "
                      "cannot do on ")
          << getArchName(arch) << ": run ascend-allocate-scratch first";
      ok = false;
    }
  });
  return success(ok);
}
