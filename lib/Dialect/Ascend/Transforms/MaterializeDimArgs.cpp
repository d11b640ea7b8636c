//===- MaterializeDimArgs.cpp - dimension arguments of global tensors ----===//
//
// A kernel gets a global tensor of dynamic shape as its pointer followed by
// one `index` argument per dynamic dimension. One pattern inserts those
// arguments after each such argument of a function (marked
// `ascend.tensor_dim`), one passes them at each call. The pass applies the
// first to every function, then the second to every call, so that a call
// is rewritten once its caller and callee have their arguments.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/Ascend/Transforms/Passes.h"
#include "tirpto/Support/LLVMCompat.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::ascend {
#define GEN_PASS_DEF_ASCENDMATERIALIZEDIMARGS
#include "tirpto/Dialect/Ascend/Transforms/Passes.h.inc"
} // namespace mlir::ascend

using namespace mlir;
using namespace mlir::ascend;

namespace {

/// Whether every global tensor argument of `func` is followed by its
/// dimension arguments.
static bool isSpelledOut(FunctionOpInterface func) {
  for (unsigned index = 0, e = func.getNumArguments(); index < e; ++index)
    if (!hasSpelledOutDimArguments(func, index))
      return false;
  return true;
}

/// Inserts the dimension arguments of each global tensor of dynamic shape
/// after it.
struct InsertDimArguments : OpRewritePattern<func::FuncOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(func::FuncOp func,
                                PatternRewriter &rewriter) const override {
    SmallVector<unsigned> positions;
    SmallVector<DictionaryAttr> attrs;
    for (auto [index, type] : llvm::enumerate(func.getArgumentTypes())) {
      if (hasSpelledOutDimArguments(func, index))
        continue;
      auto memref = cast<MemRefType>(type);
      for (int64_t dim = 0; dim < memref.getRank(); ++dim) {
        if (!memref.isDynamicDim(dim))
          continue;
        positions.push_back(index + 1);
        attrs.push_back(rewriter.getDictionaryAttr(
            rewriter.getNamedAttr(AscendDialect::kTensorDimAttrName,
                                  rewriter.getI64IntegerAttr(dim))));
      }
    }
    if (positions.empty())
      return rewriter.notifyMatchFailure(func, "no dimension argument missing");
    SmallVector<Type> types(positions.size(), rewriter.getIndexType());
    SmallVector<Location> locs(positions.size(), func.getLoc());
    if (!func.isExternal()) {
      rewriter.modifyOpInPlace(func, [&] {
        (void)func.insertArguments(positions, types, attrs, locs);
      });
      return success();
    }
    // A declaration: its type and argument attributes (MLIR 19's
    // insertArguments needs a body).
    SmallVector<Type> inputs;
    SmallVector<Attribute> argAttrs;
    auto next = positions.begin();
    for (unsigned index = 0, e = func.getNumArguments(); index <= e; ++index) {
      for (; next != positions.end() && *next == index; ++next) {
        inputs.push_back(rewriter.getIndexType());
        argAttrs.push_back(attrs[next - positions.begin()]);
      }
      if (index == e)
        break;
      inputs.push_back(func.getArgumentTypes()[index]);
      argAttrs.push_back(func.getArgAttrDict(index)
                             ? Attribute(func.getArgAttrDict(index))
                             : rewriter.getDictionaryAttr({}));
    }
    rewriter.modifyOpInPlace(func, [&] {
      func.setType(rewriter.getFunctionType(inputs, func.getResultTypes()));
      func.setAllArgAttrs(argAttrs);
    });
    return success();
  }
};

/// Passes the dimension arguments of each global tensor of dynamic shape a
/// call hands its callee.
struct PassDimArguments : OpRewritePattern<func::CallOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(func::CallOp call,
                                PatternRewriter &rewriter) const override {
    auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
        call, call.getCalleeAttr());
    if (!callee || callee.getNumArguments() == call.getNumOperands() ||
        !isSpelledOut(callee))
      return rewriter.notifyMatchFailure(call, "no dimension argument to pass");
    auto caller = call->getParentOfType<func::FuncOp>();
    if (caller && !isSpelledOut(caller))
      return rewriter.notifyMatchFailure(call, "the caller is not spelled out");
    unsigned count = call.getNumOperands();
    for (Value operand : call.getOperands())
      if (hasDimArguments(operand.getType()))
        count += cast<MemRefType>(operand.getType()).getNumDynamicDims();
    if (count != callee.getNumArguments())
      return rewriter.notifyMatchFailure(call, "operands do not match");
    SmallVector<Value> operands;
    for (Value operand : call.getOperands()) {
      operands.push_back(operand);
      if (!hasDimArguments(operand.getType()))
        continue;
      auto type = cast<MemRefType>(operand.getType());
      // An argument of the caller passes on the caller's own dimension
      // arguments; another tensor its memref.dims.
      if (auto arg = dyn_cast<BlockArgument>(operand);
          arg && caller && arg.getOwner() == &caller.front()) {
        llvm::append_range(
            operands, caller.getArguments().slice(arg.getArgNumber() + 1,
                                                  type.getNumDynamicDims()));
        continue;
      }
      for (int64_t dim = 0; dim < type.getRank(); ++dim)
        if (type.isDynamicDim(dim))
          operands.push_back(
              rewriter.create<memref::DimOp>(call.getLoc(), operand, dim));
    }
    rewriter.modifyOpInPlace(call, [&] { call->setOperands(operands); });
    return success();
  }
};

struct AscendMaterializeDimArgsPass
    : ascend::impl::AscendMaterializeDimArgsBase<AscendMaterializeDimArgsPass> {
  void runOnOperation() override {
    SmallVector<Operation *> funcs, calls;
    getOperation()->walk([&](Operation *op) {
      if (isa<func::FuncOp>(op))
        funcs.push_back(op);
      else if (isa<func::CallOp>(op))
        calls.push_back(op);
    });
    RewritePatternSet set(&getContext());
    populateMaterializeDimArgsPatterns(set);
    FrozenRewritePatternSet patterns(std::move(set));
    GreedyRewriteConfig config;
    tirpto::compat::setStrictness(config, GreedyRewriteStrictness::ExistingOps);
    // Functions first: a call is rewritten once its caller and callee are.
    if (failed(applyOpPatternsAndFold(funcs, patterns, config)) ||
        failed(applyOpPatternsAndFold(calls, patterns, config)))
      return signalPassFailure();
  }
};

} // namespace

void mlir::ascend::populateMaterializeDimArgsPatterns(
    RewritePatternSet &patterns) {
  patterns.add<InsertDimArguments, PassDimArguments>(patterns.getContext());
}
