//===- TIROps.cpp - tir operations: syntax and verifiers ------------------===//

#include "tirpto/Dialect/TIR/IR/TIR.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MathExtras.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using namespace mlir::tir;

//===----------------------------------------------------------------------===//
// KernelOp
//===----------------------------------------------------------------------===//

// tir.kernel (%bx, %by) in (32, %n) attributes {...} { ... }
ParseResult KernelOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::Argument> ids;
  if (parser.parseArgumentList(ids, OpAsmParser::Delimiter::Paren))
    return failure();
  for (OpAsmParser::Argument &id : ids)
    id.type = parser.getBuilder().getIndexType();

  SmallVector<OpAsmParser::UnresolvedOperand> dynamicGrid;
  DenseI64ArrayAttr staticGrid;
  if (parser.parseKeyword("in") ||
      parseDynamicIndexList(parser, dynamicGrid, staticGrid,
                            /*valueTypes=*/nullptr,
                            AsmParser::Delimiter::Paren) ||
      parser.resolveOperands(dynamicGrid, parser.getBuilder().getIndexType(),
                             result.operands))
    return failure();
  result.addAttribute(getStaticGridAttrName(result.name), staticGrid);
  // sub_block (%vid) in 2
  if (succeeded(parser.parseOptionalKeyword("sub_block"))) {
    OpAsmParser::Argument subBlock;
    int64_t count;
    if (parser.parseLParen() || parser.parseArgument(subBlock) ||
        parser.parseRParen() || parser.parseKeyword("in") ||
        parser.parseInteger(count))
      return failure();
    subBlock.type = parser.getBuilder().getIndexType();
    ids.push_back(subBlock);
    result.addAttribute(getSubBlocksAttrName(result.name),
                        parser.getBuilder().getI64IntegerAttr(count));
  }
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, ids))
    return failure();
  if (body->empty())
    body->emplaceBlock();
  return success();
}

void KernelOp::print(OpAsmPrinter &p) {
  p << " (";
  Block::BlockArgListType indices = getBody().front().getArguments();
  if (getSubBlocks() && !indices.empty())
    indices = indices.drop_back();
  llvm::interleaveComma(indices, p,
                        [&](BlockArgument arg) { p.printOperand(arg); });
  p << ") in ";
  printDynamicIndexList(p, *this, getDynamicGrid(), getStaticGrid(),
                        TypeRange(), AsmParser::Delimiter::Paren);
  // The argument count is checked by the region verifier, which runs after
  // printing in a failed verification's dump: print what is there.
  unsigned gridArgs = getBody().front().getNumArguments();
  if (std::optional<int64_t> subBlocks = getSubBlocks();
      subBlocks && gridArgs > 0) {
    p << " sub_block (";
    p.printOperand(getBody().front().getArguments().back());
    p << ") in " << *subBlocks;
  }
  p.printOptionalAttrDictWithKeyword(
      (*this)->getAttrs(), {getStaticGridAttrName(), getSubBlocksAttrName()});
  p << ' ';
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

//===----------------------------------------------------------------------===//
// SectionOp
//===----------------------------------------------------------------------===//

// tir.section <kind> [(%sid)] attr-dict-with-keyword { body }
ParseResult SectionOp::parse(OpAsmParser &parser, OperationState &result) {
  SectionKindAttr kind;
  if (parser.parseCustomAttributeWithFallback(kind, Type{}))
    return failure();
  result.addAttribute(getKindAttrName(result.name), kind);
  SmallVector<OpAsmParser::Argument, 1> args;
  if (succeeded(parser.parseOptionalLParen())) {
    OpAsmParser::Argument sid;
    if (parser.parseArgument(sid) || parser.parseRParen())
      return failure();
    sid.type = parser.getBuilder().getIndexType();
    args.push_back(sid);
  }
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, args))
    return failure();
  if (body->empty())
    body->emplaceBlock();
  return success();
}

void SectionOp::print(OpAsmPrinter &p) {
  p << ' ';
  p.printStrippedAttrOrType(getKindAttr());
  if (BlockArgument sid = getSubBlockIndex())
    p << " (" << sid << ')';
  p.printOptionalAttrDictWithKeyword((*this)->getAttrs(), {getKindAttrName()});
  p << ' ';
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

LogicalResult SectionOp::verify() {
  Block &body = getBody().front();
  if (body.getNumArguments() > 1 ||
      (body.getNumArguments() == 1 &&
       (getKind() != SectionKind::Vector ||
        !body.getArgument(0).getType().isIndex())))
    return emitOpError("expects no region argument, or one `index` (the "
                       "sub-block id of `with T.Vector() as sid`) in a "
                       "<vector> section; got ")
           << body.getNumArguments() << " in a <"
           << stringifySectionKind(getKind()) << "> section";
  if (auto outer = (*this)->getParentOfType<SectionOp>())
    return emitOpError("is nested in another section (")
           << stringifySectionKind(outer.getKind())
           << "): a kernel's T.Scope / T.Cube / T.Vector sections follow "
              "one another";
  if (!(*this)->getParentOfType<KernelOp>())
    return emitOpError("expects to be inside a T.Kernel (tir.kernel)");
  return success();
}

//===----------------------------------------------------------------------===//
// VectorFunctionOp
//===----------------------------------------------------------------------===//

LogicalResult VectorFunctionOp::verify() {
  if (std::optional<ArrayRef<int64_t>> threads = getThreads()) {
    if (getKind() != VectorFunctionKind::Simt)
      return emitOpError("'threads' belongs to T.SimtVF scopes (<simt>); "
                         "T.SimdVF has no threads");
    if (threads->empty() || threads->size() > 3 ||
        llvm::any_of(*threads, [](int64_t n) { return n <= 0; }))
      return emitOpError("expects 1 to 3 positive thread counts, got [")
             << *threads << "]";
  }
  if (std::optional<int64_t> latency = getLatency(); latency && *latency < 0)
    return emitOpError("expects a non-negative 'latency' (cycles), got ")
           << *latency;
  if (!(*this)->getParentOfType<KernelOp>())
    return emitOpError("expects to be inside a T.Kernel (tir.kernel)");
  return success();
}

static constexpr KernelAnnotationInfo kKernelAnnotations[] = {
    {"tl.buffer_versions_map", KernelAnnotation::BufferVersions,
     "T.annotate_buffer_versions", true,
     "ascend-multi-buffer gives each buffer it names that many versions in "
     "the loop that fills it"},
    {"tl.buffer_version_mode", KernelAnnotation::BufferVersionMode,
     "T.annotate_buffer_versions", false,
     "ascend-multi-buffer selects a buffer's versions by the iteration "
     "(version i mod n in iteration i)"},
    {"tl.manual_multi_buffer", KernelAnnotation::ManualMultiBuffer,
     "T.annotate_manual_multi_buffer", false,
     "ascend-multi-buffer gives versions only to buffers a pipelined loop "
     "fills whole; a buffer the kernel multi-buffers itself is filled "
     "through regions and gets none"},
    {"tl.unlimit_memory_scopes", KernelAnnotation::UnlimitMemory,
     "T.annotate_unlimit_memory", false,
     "ascend-check-capacity checks every memory against the chip's "
     "capacity"},
    {"address_map", KernelAnnotation::Address, "T.annotate_address", true,
     "ptoas places every tile itself"},
    {"layout_map", KernelAnnotation::Layout,
     "T.annotate_layout (or T.alloc_l0c(..., layout=True))", true,
     "tir-place-buffers gives every buffer the tile layout its memory and "
     "uses call for (row-major ub tiles, fractal Cube tiles)"},
};

/// The entry of an attribute table named `name`, or nullptr.
template <typename Info, size_t N>
static const Info *lookupAttrName(const Info (&table)[N], StringRef name) {
  for (const Info &info : table)
    if (info.attrName == name)
      return &info;
  return nullptr;
}

StringRef mlir::tir::getKernelAnnotationName(KernelAnnotation id) {
  for (const KernelAnnotationInfo &info : kKernelAnnotations)
    if (info.id == id)
      return info.attrName;
  llvm_unreachable("every kernel annotation has an entry");
}

const KernelAnnotationInfo *mlir::tir::lookupKernelAnnotation(StringRef name) {
  return lookupAttrName(kKernelAnnotations, name);
}

static constexpr LoopAnnotationInfo kLoopAnnotations[] = {
    {"tl_pipeline_order", "T.Pipelined(order=...)",
     "the loop body runs in program order; ptoas synchronises its pipes"},
    {"tl_pipeline_stage", "T.Pipelined(stage=...)",
     "the loop body runs in program order; ptoas synchronises its pipes"},
    {"tl_pipeline_sync", "T.Pipelined(sync=...)",
     "ptoas inserts the synchronisation between the body's pipes"},
    {"tl_pipeline_group", "T.Pipelined(group=...)",
     "the loop body runs in program order; ptoas synchronises its pipes"},
    {"tl_cross_interval", "T.Pipelined(cross_interval=...)",
     "it paces TileLang's own cross-core flags of a kernel mixing Cube and "
     "Vector work; ascend-split-cube-vector sets one flag per hand-off and "
     "iteration"},
};

const LoopAnnotationInfo *mlir::tir::lookupLoopAnnotation(StringRef name) {
  return lookupAttrName(kLoopAnnotations, name);
}

static constexpr TuningOptionInfo kTuningOptions[] = {
    {"l2_cache_ctrl",
     "l2_cache_ctrl=", "the PTO loads and stores carry no L2 cache hint"},
    {"unit_flag_ctrl", "unit_flag_ctrl=",
     "the FIX pipe takes the accumulator once the whole mmad is done "
     "(ptoas synchronises the pipes)"},
    {"disable_tma", "disable_tma=True",
     "TMA is a CUDA copy engine; Ascend copies are DMA moves"},
};

const TuningOptionInfo *mlir::tir::lookupTuningOption(StringRef name) {
  return lookupAttrName(kTuningOptions, name);
}

LogicalResult KernelOp::verify() {
  // One launch per function: the function is the kernel entry, and the
  // conversions give it the grid and core type of this launch.
  if (!isa_and_nonnull<func::FuncOp>((*this)->getParentOp()))
    return emitOpError("must be directly in the body of a func.func (the "
                       "kernel function)");
  for (Operation &other : *(*this)->getBlock())
    if (&other != getOperation() && isa<KernelOp>(other))
      return emitOpError("expects one tir.kernel per function; this "
                         "function launches another");
  // A buffer map names buffers of the kernel (by their tir.alloc_buffer
  // name, as TileLang prints them).
  for (NamedAttribute attr : (*this)->getDiscardableAttrs()) {
    const KernelAnnotationInfo *info = lookupKernelAnnotation(attr.getName());
    if (!info || !info->mapsBuffers)
      continue;
    auto map = dyn_cast<DictionaryAttr>(attr.getValue());
    if (!map)
      return emitOpError("expects '")
             << info->attrName << "' (" << info->tilelangCall
             << ") to map buffer names to values, got " << attr.getValue();
    llvm::StringSet<> names;
    getBody().walk([&](AllocBufferOp alloc) {
      if (std::optional<StringRef> name = alloc.getName())
        names.insert(*name);
    });
    for (NamedAttribute entry : map)
      if (!names.contains(entry.getName()))
        return emitOpError("'") << info->attrName << "' (" << info->tilelangCall
                                << ") names '" << entry.getName().getValue()
                                << "', which is not a buffer of this kernel";
  }
  return success();
}

LogicalResult KernelOp::verifyRegions() {
  ArrayRef<int64_t> grid = getStaticGrid();
  if (grid.empty() || grid.size() > 3)
    return emitOpError("expects a grid of 1 to 3 dimensions, got ")
           << grid.size();
  if (failed(verifyListOfOperandsOrIntegers(*this, "grid", grid.size(), grid,
                                            getDynamicGrid())))
    return failure();
  for (auto [i, extent] : llvm::enumerate(grid))
    if (!ShapedType::isDynamic(extent) && extent <= 0)
      return emitOpError("expects positive grid extents, dimension ")
             << i << " is " << extent;
  std::optional<int64_t> subBlocks = getSubBlocks();
  if (subBlocks && (*subBlocks < 1 || *subBlocks > 2))
    return emitOpError("expects 1 or 2 sub-blocks (Vector cores per Cube "
                       "core), got ")
           << *subBlocks;
  Block &body = getBody().front();
  size_t expected = grid.size() + (subBlocks ? 1 : 0);
  if (body.getNumArguments() != expected)
    return emitOpError("expects one block-index argument per grid dimension (")
           << grid.size() << ")" << (subBlocks ? " and the sub-block id" : "")
           << ", got " << body.getNumArguments();
  for (BlockArgument arg : body.getArguments())
    if (!arg.getType().isIndex())
      return emitOpError("expects block-index arguments of type index");
  if (auto threads = getThreads(); threads && *threads <= 0)
    return emitOpError("expects a positive 'threads', got ") << *threads;
  return success();
}

void KernelOp::getAsmBlockArgumentNames(Region &region,
                                        OpAsmSetValueNameFn setNameFn) {
  static const char *const names[] = {"bx", "by", "bz"};
  for (auto [i, arg] : llvm::enumerate(region.getArguments()))
    if (getSubBlocks() && i + 1 == region.getNumArguments())
      setNameFn(arg, "vid");
    else if (i < 3)
      setNameFn(arg, names[i]);
}

SmallVector<OpFoldResult> KernelOp::getMixedGrid() {
  Builder builder(getContext());
  return getMixedValues(getStaticGrid(), getDynamicGrid(), builder);
}

//===----------------------------------------------------------------------===//
// ForOp
//===----------------------------------------------------------------------===//

// tir.for pipelined %k = %lb to %ub step %s attributes {...} { ... }
ParseResult ForOp::parse(OpAsmParser &parser, OperationState &result) {
  Builder &builder = parser.getBuilder();
  Type indexType = builder.getIndexType();
  StringRef kindName;
  SMLoc kindLoc = parser.getCurrentLocation();
  if (parser.parseKeyword(&kindName))
    return failure();
  std::optional<ForKind> kind = symbolizeForKind(kindName);
  if (!kind)
    return parser.emitError(kindLoc,
                            "expected loop kind (serial, parallel, "
                            "pipelined, unrolled or vectorized), got '")
           << kindName << "'";
  result.addAttribute(getKindAttrName(result.name),
                      ForKindAttr::get(builder.getContext(), *kind));

  OpAsmParser::Argument iv;
  iv.type = indexType;
  OpAsmParser::UnresolvedOperand lb, ub, step;
  if (parser.parseArgument(iv) || parser.parseEqual() ||
      parser.parseOperand(lb) || parser.parseKeyword("to") ||
      parser.parseOperand(ub) || parser.parseKeyword("step") ||
      parser.parseOperand(step) ||
      parser.resolveOperand(lb, indexType, result.operands) ||
      parser.resolveOperand(ub, indexType, result.operands) ||
      parser.resolveOperand(step, indexType, result.operands) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, {iv}))
    return failure();
  if (body->empty())
    body->emplaceBlock();
  return success();
}

void ForOp::print(OpAsmPrinter &p) {
  p << ' ' << stringifyForKind(getKind()) << ' ';
  p.printOperand(getInductionVar());
  p << " = " << getLowerBound() << " to " << getUpperBound() << " step "
    << getStep();
  p.printOptionalAttrDictWithKeyword((*this)->getAttrs(), {getKindAttrName()});
  p << ' ';
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

LogicalResult ForOp::verify() {
  APInt step;
  if (matchPattern(getStep(), m_ConstantInt(&step)) &&
      !step.isStrictlyPositive())
    return emitOpError("expects a positive step, got ") << step.getSExtValue();
  if (std::optional<int64_t> stages = getNumStages()) {
    if (*stages < 1)
      return emitOpError("expects 'num_stages' >= 1, got ") << *stages;
    if (getKind() != ForKind::Serial && getKind() != ForKind::Pipelined)
      return emitOpError("'num_stages' applies to serial and pipelined loops, "
                         "not to a ")
             << stringifyForKind(getKind()) << " loop";
  }
  return success();
}

LogicalResult ForOp::verifyRegions() {
  Block &body = getBody().front();
  if (body.getNumArguments() != 1 || !body.getArgument(0).getType().isIndex())
    return emitOpError("expects one induction variable of type index");
  return success();
}

//===----------------------------------------------------------------------===//
// AllocBufferOp
//===----------------------------------------------------------------------===//

LogicalResult AllocBufferOp::verify() {
  MemRefType type = getResult().getType();
  auto scope = dyn_cast_or_null<ScopeAttr>(type.getMemorySpace());
  if (!scope)
    return emitOpError("expects a result memref whose memory space is a "
                       "#tir.scope, got ")
           << type;
  if (scope.getScopeClass() == ScopeClass::Global)
    return emitOpError("cannot allocate a \"global\" buffer: global buffers "
                       "are kernel arguments");
  if (type.getRank() == 0)
    return emitOpError("expects a buffer of rank 1 or more (TileLang shapes "
                       "have at least one dimension), got ")
           << type;
  for (auto [i, dim] : llvm::enumerate(type.getShape()))
    if (dim <= 0)
      return emitOpError("expects positive dimensions, dimension ")
             << i << " is " << dim;
  if (!isa<IntegerType, FloatType>(type.getElementType()))
    return emitOpError("expects an integer or floating-point element type, "
                       "got ")
           << type.getElementType();
  // A scalar variable (T.alloc_var); only loads and stores use it, which
  // convert-tir-to-ascend and ascend-promote-scalar-slots check.
  if (scope.getScopeClass() == ScopeClass::LocalVar &&
      type.getNumElements() != 1)
    return emitOpError("buffer ")
           << describeBuffer(getResult())
           << " in scope \"local.var\" must hold one element (T.alloc_var)";
  return success();
}

//===----------------------------------------------------------------------===//
// ViewOp
//===----------------------------------------------------------------------===//

LogicalResult ViewOp::verify() {
  MemRefType source = getSource().getType(), result = getResult().getType();
  // The scope as TileLang prints it; a kernel argument has none.
  auto scopeOf = [](MemRefType type) -> std::string {
    if (auto scope = dyn_cast_or_null<ScopeAttr>(type.getMemorySpace()))
      return scope.getScope().str();
    return type.getMemorySpace() ? "" : "global";
  };
  std::string sourceScope = scopeOf(source), resultScope = scopeOf(result);
  if (sourceScope.empty() || resultScope.empty())
    return emitOpError("expects buffers whose memory space is a #tir.scope "
                       "(or none, for global memory), got ")
           << (sourceScope.empty() ? source : result);
  if (sourceScope != resultScope)
    return emitOpError("views ")
           << describeBuffer(getSource()) << " in scope \"" << sourceScope
           << "\" as a buffer in scope \"" << resultScope
           << "\": a view keeps its source's storage scope";
  if (getScopeClass(source) == ScopeClass::LocalVar)
    return emitOpError("views ")
           << describeBuffer(getSource())
           << ", a local.var scalar (a register, not memory)";
  if (!source.getLayout().isIdentity() || !result.getLayout().isIdentity() ||
      getSource().getDefiningOp<memref::SubViewOp>())
    return emitOpError("views whole buffers (the identity layout), not "
                       "regions; got ")
           << (result.getLayout().isIdentity() ? source : result);
  if (result.getRank() == 0)
    return emitOpError("expects a result of rank 1 or more, got ") << result;
  for (auto [i, dim] : llvm::enumerate(result.getShape()))
    if (dim <= 0)
      return emitOpError("expects positive result dimensions, dimension ")
             << i << " is " << dim;
  auto wholeBytes = [](MemRefType type) {
    Type element = type.getElementType();
    return isa<IntegerType, FloatType>(element) &&
           element.getIntOrFloatBitWidth() % 8 == 0;
  };
  if (!wholeBytes(source) || !wholeBytes(result))
    return emitOpError("expects integer or floating-point elements of whole "
                       "bytes, got ")
           << (wholeBytes(source) ? result : source).getElementType();
  // The byte size, std::nullopt past int64_t.
  auto bytes = [](MemRefType type) -> std::optional<int64_t> {
    int64_t size = type.getElementTypeBitWidth() / 8;
    for (int64_t dim : type.getShape())
      if (llvm::MulOverflow(size, dim, size))
        return std::nullopt;
    return size;
  };
  std::optional<int64_t> from = bytes(source), to = bytes(result);
  if (!from || !to)
    return emitOpError("views a buffer of more than 2^63 bytes: ")
           << (from ? result : source);
  if (*from != *to)
    return emitOpError("views the ")
           << *from << " bytes of " << describeBuffer(getSource()) << " as "
           << *to << " bytes: T.reshape and T.view keep the byte size";
  return success();
}

//===----------------------------------------------------------------------===//
// FinalizeReducerOp
//===----------------------------------------------------------------------===//

LogicalResult FinalizeReducerOp::verify() {
  MemRefType type = getReducer().getType();
  auto scope = dyn_cast_or_null<ScopeAttr>(type.getMemorySpace());
  if (!scope || scope.getScopeClass() != ScopeClass::Local ||
      !getReducer().getDefiningOp<AllocBufferOp>())
    return emitOpError("expects a reducer: a whole local.fragment buffer "
                       "(T.alloc_reducer), got ")
           << describeBuffer(getReducer()) << " of type " << type;
  return success();
}

//===----------------------------------------------------------------------===//
// AtomicOp
//===----------------------------------------------------------------------===//

LogicalResult AtomicOp::verify() {
  MemRefType type = getBuffer().getType();
  if (static_cast<int64_t>(getIndices().size()) != type.getRank())
    return emitOpError("expects one index per dimension of ")
           << describeBuffer(getBuffer()) << " (" << type.getRank() << "), got "
           << getIndices().size();
  for (auto [dim, index] : llvm::enumerate(getIndices())) {
    std::optional<int64_t> value = getConstantIntValue(index);
    if (value && *value < 0)
      return emitOpError("updates ")
             << describeBuffer(getBuffer()) << " at the negative index "
             << *value << " of dimension " << dim;
    if (value && *value >= type.getDimSize(dim))
      return emitOpError("updates ")
             << describeBuffer(getBuffer()) << " at index " << *value
             << " of dimension " << dim << ", outside its extent "
             << type.getDimSize(dim);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// DumpTensorOp
//===----------------------------------------------------------------------===//

LogicalResult DumpTensorOp::verify() {
  int64_t desc = getDescAttr().getInt(), size = getDumpSizeAttr().getInt();
  if (desc < 0 || desc > 0xFFFFFFFFll)
    return emitOpError("expects 'desc' to be a uint32 (0 to 4294967295), got ")
           << desc;
  MemRefType type = getBuffer().getType();
  if (size < 0)
    return emitOpError("expects a 'size' of zero or more elements, got ")
           << size;
  if (type.hasStaticShape() && size > type.getNumElements())
    return emitOpError("dumps ")
           << size << " elements of " << describeBuffer(getBuffer())
           << ", which has " << type.getNumElements();
  for (int64_t dim : getShape())
    if (dim <= 0)
      return emitOpError("expects positive 'shape' dimensions, got ") << dim;
  return success();
}

//===----------------------------------------------------------------------===//
// CopyOp
//===----------------------------------------------------------------------===//

LogicalResult CopyOp::verify() {
  MemRefType src = getSource().getType(), dst = getTarget().getType();
  if (!getExtents().empty()) {
    // Run-time extents: a copy between global memory and a local buffer.
    if (getTranspose() || getPadValue() || getEnableRelu() || getDual())
      return emitOpError("'extents' applies to copies without options "
                         "other than 'atomic_add'; this one has ")
             << (getTranspose()    ? "'transpose'"
                 : getPadValue()   ? "'pad_value'"
                 : getEnableRelu() ? "'enable_relu'"
                                   : "'dual'");
    if ((getScopeClass(src) == ScopeClass::Global) ==
        (getScopeClass(dst) == ScopeClass::Global))
      return emitOpError("'extents' applies to copies between global "
                         "memory and a local buffer, got ")
             << src << " and " << dst;
    if (src.getElementType() != dst.getElementType())
      return emitOpError("'extents' applies to copies that do not convert, "
                         "got ")
             << src.getElementType() << " to " << dst.getElementType();
    if (int64_t(getExtents().size()) != src.getRank())
      return emitOpError("expects one extent per dimension of the regions (")
             << src.getRank() << "), got " << getExtents().size();
    for (auto [d, extent] : llvm::enumerate(getExtents()))
      if (std::optional<int64_t> c = getConstantIntValue(extent);
          c && (*c < 0 || *c > src.getDimSize(d)))
        return emitOpError("extent ")
               << *c << " of dimension " << d << " lies outside [0, "
               << src.getDimSize(d) << "], the region's size there";
  }
  if (getAtomicAdd()) {
    // T.tile.atomic_add(dst, src): a local tile added into global memory.
    if (getTranspose() || getPadValue())
      return emitOpError("'atomic_add' applies to copies without ")
             << (getTranspose() ? "'transpose'" : "'pad_value'");
    if (getScopeClass(dst) != ScopeClass::Global)
      return emitOpError("'atomic_add' adds into global memory; the "
                         "destination is ")
             << dst;
    if (getScopeClass(src) == ScopeClass::Global)
      return emitOpError("'atomic_add' adds a local buffer into global "
                         "memory; the source is in global memory too (")
             << src << ")";
  }
  if (getEnableRelu()) {
    // T.copy(C_L0, dst, enable_relu=True): the fixpipe's ReLU.
    if (getTranspose() || getPadValue())
      return emitOpError("'enable_relu' applies to copies without ")
             << (getTranspose() ? "'transpose'" : "'pad_value'");
    if (getScopeClass(src) == ScopeClass::Global)
      return emitOpError("'enable_relu' applies ReLU to the accumulator's "
                         "values as they leave it; the source is in global "
                         "memory (")
             << src << ")";
  }
  if (Value pad = getPadValue()) {
    if (getTranspose())
      return emitOpError("'pad_value' applies to copies that do not "
                         "transpose");
    if (pad.getType() != dst.getElementType())
      return emitOpError("'pad_value' must be a scalar of the destination's "
                         "element type ")
             << dst.getElementType() << ", got " << pad.getType();
  }
  if (getDual()) {
    // T.dual_copy: one operand is half of the other along one of its last
    // two dimensions.
    if (getTranspose() || getAtomicAdd() || getEnableRelu())
      return emitOpError("'dual' applies to copies without ")
             << (getTranspose()   ? "'transpose'"
                 : getAtomicAdd() ? "'atomic_add'"
                                  : "'enable_relu'");
    if (!getSplitDim())
      return emitOpError("'dual' expects regions whose shapes differ in "
                         "exactly one of their last two dimensions, one "
                         "twice the other (each Vector sub-block moves "
                         "half of the tile), got ")
             << src << " and " << dst;
    return success();
  }
  if (getTranspose()) {
    if (src.getRank() != 2 || dst.getRank() != 2)
      return emitOpError("'transpose' expects rank-2 regions, got ")
             << src << " and " << dst;
    if (src.getDimSize(0) != dst.getDimSize(1) ||
        src.getDimSize(1) != dst.getDimSize(0))
      return emitOpError("'transpose' expects a destination of shape ")
             << src.getDimSize(1) << "x" << src.getDimSize(0) << ", got "
             << dst;
    return success();
  }
  if (src.getShape() != dst.getShape())
    return emitOpError("expects source and destination regions of the same "
                       "shape, got ")
           << src << " and " << dst;
  return success();
}

std::optional<unsigned> CopyOp::getSplitDim() {
  ArrayRef<int64_t> src = getSource().getType().getShape();
  ArrayRef<int64_t> dst = getTarget().getType().getShape();
  if (src.size() != dst.size() || src.empty())
    return std::nullopt;
  std::optional<unsigned> split;
  for (unsigned d = 0, e = src.size(); d < e; ++d) {
    if (src[d] == dst[d])
      continue;
    bool halved = src[d] == 2 * dst[d] || dst[d] == 2 * src[d];
    if (split || !halved || d + 2 < e)
      return std::nullopt;
    split = d;
  }
  return split;
}

//===----------------------------------------------------------------------===//
// GemmOp
//===----------------------------------------------------------------------===//

static std::pair<int64_t, int64_t> operandDims(MemRefType type,
                                               bool transposed) {
  auto shape = type.getShape();
  return transposed ? std::make_pair(shape[1], shape[0])
                    : std::make_pair(shape[0], shape[1]);
}

int64_t GemmOp::getM() { return getC().getType().getShape()[0]; }
int64_t GemmOp::getN() { return getC().getType().getShape()[1]; }
int64_t GemmOp::getK() {
  return operandDims(getA().getType(), getTransposeA()).second;
}

LogicalResult GemmOp::verify() {
  if (auto scope = (*this)->getParentOfType<VectorFunctionOp>())
    return emitOpError("is Cube work inside a ")
           << (scope.getKind() == VectorFunctionKind::Simt ? "T.SimtVF"
                                                           : "T.SimdVF")
           << " scope, whose work runs on the Vector core";
  for (auto [name, value] :
       {std::make_pair("A", getA()), std::make_pair("B", getB()),
        std::make_pair("C", getC())})
    if (cast<MemRefType>(value.getType()).getRank() != 2)
      return emitOpError("expects rank-2 operands, ")
             << name << " is " << value.getType();
  auto [am, ak] = operandDims(getA().getType(), getTransposeA());
  auto [bk, bn] = operandDims(getB().getType(), getTransposeB());
  ArrayRef<int64_t> c = getC().getType().getShape();
  if (ak != bk)
    return emitOpError("expects op(A) (")
           << am << "x" << ak << ") and op(B) (" << bk << "x" << bn
           << ") to agree on K";
  if (am != c[0] || bn != c[1])
    return emitOpError("expects C to be ")
           << am << "x" << bn << " (op(A) rows x op(B) columns), got " << c[0]
           << "x" << c[1];
  return success();
}

//===----------------------------------------------------------------------===//
// ReduceOp
//===----------------------------------------------------------------------===//

LogicalResult ReduceOp::verify() {
  MemRefType src = getSource().getType(), dst = getTarget().getType();
  int64_t rank = src.getRank();
  if (rank < 2)
    return emitOpError("expects a source of rank 2 or more, got ") << src;
  int64_t dim = getDim();
  if (dim < 0 || dim >= rank)
    return emitOpError("expects 'dim' in [0, ")
           << rank << ") for a rank-" << rank << " source, got " << dim;
  if (src.getElementType() != dst.getElementType())
    return emitOpError("expects source and destination of the same element "
                       "type, got ")
           << src.getElementType() << " and " << dst.getElementType();
  if (isBitwiseReduction(getKind()) &&
      !src.getElementType().isSignlessInteger())
    return emitOpError("reduces bit by bit ('")
           << stringifyReduceKind(getKind()) << "') elements of type "
           << src.getElementType() << ": expects signless integers";
  // The source's shape without `dim`, or with `dim` kept as 1.
  SmallVector<int64_t> dropped(src.getShape()), kept(src.getShape());
  dropped.erase(dropped.begin() + dim);
  kept[dim] = 1;
  ArrayRef<int64_t> shape = dst.getShape();
  if (shape == ArrayRef<int64_t>(dropped) || shape == ArrayRef<int64_t>(kept))
    return success();
  auto print = [](ArrayRef<int64_t> dims) {
    std::string text;
    llvm::raw_string_ostream os(text);
    llvm::interleave(dims, os, "x");
    return text;
  };
  return emitOpError("expects a destination of shape ")
         << print(dropped) << " or " << print(kept)
         << " for a reduction along dim " << dim << " of " << src << ", got "
         << dst;
}

LogicalResult ScanOp::verify() {
  MemRefType src = getSource().getType(), dst = getTarget().getType();
  int64_t rank = src.getRank();
  if (rank < 1 || rank > 2)
    return emitOpError("expects operands of rank 1 or 2, got ") << src;
  if (src.getShape() != dst.getShape())
    return emitOpError("expects a destination of the source's shape, got ")
           << src << " and " << dst;
  if (src.getNumElements() == 0)
    return emitOpError("expects operands with elements, got ") << src;
  if (src.getElementType() != dst.getElementType())
    return emitOpError("expects source and destination of the same element "
                       "type, got ")
           << src.getElementType() << " and " << dst.getElementType();
  Type element = src.getElementType();
  if (!isa<FloatType>(element) && !element.isSignlessInteger())
    return emitOpError("expects float or signless integer elements, got ")
           << element;
  int64_t dim = getDim();
  if (dim < 0 || dim >= rank)
    return emitOpError("expects 'dim' in [0, ")
           << rank << ") for a rank-" << rank << " source, got " << dim;
  return success();
}

#define GET_OP_CLASSES
#include "tirpto/Dialect/TIR/IR/TIROps.cpp.inc"
