//===- GlobalTensors.cpp - global tensors and their dynamic dimensions ----===//
//
// A global tensor is a kernel argument: its pointer, followed by one `index`
// argument per dynamic dimension (TileLang's T.symbolic), in order.
// ascend-materialize-dim-args spells those `index` arguments out before the
// conversion, in every function and at every call, so that the type
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
  // (ascend-materialize-dim-args).
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
