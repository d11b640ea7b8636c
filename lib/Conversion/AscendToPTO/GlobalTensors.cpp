//===- GlobalTensors.cpp - global tensors and their dynamic dimensions ----===//
//
// A global tensor is a kernel argument: its pointer, followed by one `index`
// argument per dynamic dimension (TileLang's T.symbolic), in order. Before
// the conversion, appendDynamicDimArguments spells those `index` arguments
// out in every function and passes them at every call, so that the type
// conversion of a global tensor is 1:1 (memref -> !pto.ptr) and a pattern
// finds a tensor's dimensions as the arguments after it. (A 1:N signature
// conversion would hand patterns the dimensions in a form that differs
// between MLIR releases.)
//
//===----------------------------------------------------------------------===//

#include "PatternsInternal.h"

#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/PTO/IR/PTO.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::tirpto;

/// Whether `type` is a whole global tensor with dynamic dimensions (a
/// region of one has a strided layout and no arguments of its own).
static bool hasDimensionArguments(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  return memref &&
         ascend::getAddressSpace(memref) == ascend::AddressSpace::GM &&
         memref.getLayout().isIdentity() && memref.getNumDynamicDims() > 0;
}

void ascend_to_pto::appendDynamicDimArguments(ModuleOp module) {
  MLIRContext *context = module.getContext();
  DenseSet<StringAttr> changed;
  for (func::FuncOp func : module.getOps<func::FuncOp>()) {
    SmallVector<unsigned> positions;
    for (auto [index, type] : llvm::enumerate(func.getArgumentTypes()))
      if (hasDimensionArguments(type))
        positions.append(cast<MemRefType>(type).getNumDynamicDims(), index + 1);
    if (positions.empty())
      continue;
    SmallVector<Type> types(positions.size(), IndexType::get(context));
    SmallVector<DictionaryAttr> attrs(positions.size(),
                                      DictionaryAttr::get(context));
    SmallVector<Location> locs(positions.size(), func.getLoc());
    (void)func.insertArguments(positions, types, attrs, locs);
    changed.insert(func.getSymNameAttr());
  }
  if (changed.empty())
    return;
  module.walk([&](func::CallOp call) {
    if (!changed.contains(call.getCalleeAttr().getAttr()))
      return;
    OpBuilder builder(call);
    SmallVector<Value> operands;
    for (Value operand : call.getOperands()) {
      operands.push_back(operand);
      if (!hasDimensionArguments(operand.getType()))
        continue;
      auto type = cast<MemRefType>(operand.getType());
      // An argument of the caller passes on the caller's own dimension
      // arguments (spelled out above); another tensor its memref.dims.
      if (auto arg = dyn_cast<BlockArgument>(operand);
          arg && arg.getOwner()->isEntryBlock() &&
          isa<func::FuncOp>(arg.getOwner()->getParentOp())) {
        llvm::append_range(
            operands, arg.getOwner()->getArguments().slice(
                          arg.getArgNumber() + 1, type.getNumDynamicDims()));
        continue;
      }
      for (int64_t dim = 0; dim < type.getRank(); ++dim)
        if (type.isDynamicDim(dim))
          operands.push_back(
              builder.create<memref::DimOp>(call.getLoc(), operand, dim));
    }
    call->setOperands(operands);
  });
}

std::optional<ascend_to_pto::GlobalTensor>
ascend_to_pto::getGlobalTensor(ConversionPatternRewriter &rewriter,
                               Value original) {
  auto type = dyn_cast<MemRefType>(original.getType());
  if (!type || ascend::getAddressSpace(type) != ascend::AddressSpace::GM ||
      !type.getLayout().isIdentity())
    return std::nullopt;
  Value ptr = rewriter.getRemappedValue(original);
  if (!ptr || !isa<pto::PtrType>(ptr.getType()))
    return std::nullopt;
  GlobalTensor tensor{ptr, {}};
  int64_t count = type.getNumDynamicDims();
  if (count == 0)
    return tensor;
  // The dimensions are the `index` arguments after the tensor's
  // (appendDynamicDimArguments).
  auto arg = dyn_cast<BlockArgument>(original);
  if (!arg || arg.getArgNumber() + count >= arg.getOwner()->getNumArguments())
    return std::nullopt;
  for (int64_t i = 1; i <= count; ++i) {
    BlockArgument dim = arg.getOwner()->getArgument(arg.getArgNumber() + i);
    Value converted =
        dim.getType().isIndex() ? rewriter.getRemappedValue(dim) : Value();
    if (!converted)
      return std::nullopt;
    tensor.dynamicDims.push_back(converted);
  }
  return tensor;
}
