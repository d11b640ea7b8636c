//===- StructureOps.cpp - block index/count, ascend attributes ------------===//

#include "PatternsInternal.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::tirpto;

/// The ascend-level attributes of argument `i` of `func` (a workspace
/// mark, a dimension argument's `ascend.tensor_dim`).
static SmallVector<StringAttr> getAscendArgAttrs(FunctionOpInterface func,
                                                 unsigned i) {
  SmallVector<StringAttr> names;
  for (NamedAttribute attr : func.getArgAttrs(i))
    if (attr.getName().getValue().starts_with("ascend."))
      names.push_back(attr.getName());
  return names;
}

/// Whether `op` or, for a function, one of its arguments carries an
/// ascend-level attribute.
static bool hasAscendAttribute(Operation *op) {
  if (llvm::any_of(op->getDiscardableAttrs(), [](NamedAttribute attr) {
        return attr.getName().getValue().starts_with("ascend.");
      }))
    return true;
  auto func = dyn_cast<FunctionOpInterface>(op);
  if (!func)
    return false;
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
    if (!getAscendArgAttrs(func, i).empty())
      return true;
  return false;
}

namespace {

/// ascend.block_idx / block_num (index) -> the i64 PTO query + index_cast.
template <typename SourceOp, typename TargetOp>
struct IndexQueryLowering : OpConversionPattern<SourceOp> {
  using OpConversionPattern<SourceOp>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SourceOp op, typename SourceOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value query = rewriter.create<TargetOp>(op.getLoc(), rewriter.getI64Type());
    rewriter.replaceOpWithNewOp<arith::IndexCastOp>(
        op, rewriter.getIndexType(), query);
    return success();
  }
};

/// Drops the ascend-level annotations (`ascend.core_type`,
/// `ascend.num_stages`, the arguments' `ascend.workspace` and
/// `ascend.tensor_dim`) that have no PTO
/// counterpart; `ascend.grid` becomes `tirpto.grid`, which ptoas ignores.
struct DropAscendAttributes : ConversionPattern {
  DropAscendAttributes(const TypeConverter &converter, MLIRContext *context)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/1,
                          context) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!hasAscendAttribute(op))
      return failure();
    SmallVector<StringAttr> names;
    for (NamedAttribute attr : op->getDiscardableAttrs())
      if (attr.getName().getValue().starts_with("ascend."))
        names.push_back(attr.getName());
    rewriter.modifyOpInPlace(op, [&] {
      for (StringAttr name : names) {
        // The launch grid stays, for the block-index ranges of
        // pto-verify-bounds.
        if (name == ascend::AscendDialect::kGridAttrName)
          op->setAttr(pto::PTODialect::kLaunchGridAttrName,
                      op->getAttr(name));
        // The part of a mixed kernel is a kernel_kind function.
        if (auto part = dyn_cast<ascend::CoreTypeAttr>(op->getAttr(name));
            part && name == ascend::AscendDialect::kPartAttrName)
          op->setAttr(
              pto::PTODialect::kKernelKindAttrName,
              pto::KernelKindAttr::get(op->getContext(),
                                       part.getValue() == ascend::CoreType::AIC
                                           ? pto::KernelKind::Cube
                                           : pto::KernelKind::Vector));
        op->removeDiscardableAttr(name);
      }
      // The arguments' workspace and dimension marks.
      if (auto func = dyn_cast<FunctionOpInterface>(op))
        for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
          for (StringAttr name : getAscendArgAttrs(func, i))
            func.removeArgAttr(i, name);
    });
    return success();
  }
};

/// Marks each kernel (a public function definition) `pto.entry`: ptoas
/// makes a function `__global__` only when it is the module's single
/// function or carries `pto.entry`, so without the mark a module of two
/// kernels would have none that can be launched.
struct MarkKernelEntry : OpConversionPattern<func::FuncOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(func::FuncOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!tirpto::ascend_to_pto::needsEntryAttr(op))
      return failure();
    rewriter.modifyOpInPlace(op, [&] {
      op->setAttr(pto::PTODialect::kEntryAttrName, rewriter.getUnitAttr());
    });
    return success();
  }
};

} // namespace

bool mlir::tirpto::ascend_to_pto::needsEntryAttr(func::FuncOp func) {
  return func.isPublic() && !func.isExternal() &&
         !func->hasAttr(pto::PTODialect::kEntryAttrName);
}

namespace {
/// Scalar `a + b` on floats -> `a - (-b)`: ptoas 0.27 cannot lower a scalar
/// floating-point arith.addf, and emits subf and negf as C++ operators.
struct ScalarAddFRewrite : OpConversionPattern<arith::AddFOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::AddFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value negated = rewriter.create<arith::NegFOp>(op.getLoc(), adaptor.getRhs());
    rewriter.replaceOpWithNewOp<arith::SubFOp>(op, adaptor.getLhs(), negated);
    return success();
  }
};

/// An infinite float constant -> the largest finite value of its sign:
/// ptoas 0.27 prints infinities as `Inf.0f` / `-Inf.0f`, which is not C++.
/// The stand-in gives the same results wherever the constant is an
/// identity or a bound (a max-reduction's initial value, a mask added
/// before exp) and differs only where data holds infinities.
struct InfiniteConstantRewrite : OpConversionPattern<arith::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::ConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto value = dyn_cast<FloatAttr>(op.getValue());
    if (!value || !value.getValue().isInfinity())
      return failure();
    APFloat finite = APFloat::getLargest(value.getValue().getSemantics(),
                                         value.getValue().isNegative());
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(
        op, FloatAttr::get(value.getType(), finite));
    return success();
  }
};

/// An scf.if result of integer type that is only ever cast to `index` ->
/// an `index` result (each branch casts what it yields). ptoas 0.27
/// crashes in its FormExpressions pass on some kernels whose scf.if yields
/// i32 values that are used as indices (a local.var tile index set in both
/// branches of an `if`, as upstream TileLang's swizzled GEMM does). The
/// uses computed the same cast, so the values are unchanged.
struct IndexResultOfIf : OpRewritePattern<scf::IfOp> {
  using OpRewritePattern::OpRewritePattern;

  static bool onlyCastToIndex(Value result) {
    auto type = dyn_cast<IntegerType>(result.getType());
    return type && type.getWidth() > 1 && !result.use_empty() &&
           llvm::all_of(result.getUsers(), [](Operation *user) {
             auto cast = dyn_cast<arith::IndexCastOp>(user);
             return cast && cast.getType().isIndex();
           });
  }

  LogicalResult matchAndRewrite(scf::IfOp op,
                                PatternRewriter &rewriter) const override {
    SmallVector<Type> types(op.getResultTypes());
    SmallVector<unsigned> changed;
    for (OpResult result : op.getResults())
      if (onlyCastToIndex(result)) {
        types[result.getResultNumber()] = rewriter.getIndexType();
        changed.push_back(result.getResultNumber());
      }
    if (changed.empty())
      return rewriter.notifyMatchFailure(op, "no integer result used as index");
    for (Block *block : {op.thenBlock(), op.elseBlock()}) {
      auto yield = cast<scf::YieldOp>(block->getTerminator());
      rewriter.setInsertionPoint(yield);
      for (unsigned index : changed) {
        Value cast = rewriter.create<arith::IndexCastOp>(
            op.getLoc(), rewriter.getIndexType(), yield.getOperand(index));
        rewriter.modifyOpInPlace(yield,
                                 [&] { yield->setOperand(index, cast); });
      }
    }
    rewriter.setInsertionPoint(op);
    auto newIf =
        rewriter.create<scf::IfOp>(op.getLoc(), types, op.getCondition(),
                                   /*addThenBlock=*/false,
                                   /*addElseBlock=*/false);
    rewriter.inlineRegionBefore(op.getThenRegion(), newIf.getThenRegion(),
                                newIf.getThenRegion().end());
    rewriter.inlineRegionBefore(op.getElseRegion(), newIf.getElseRegion(),
                                newIf.getElseRegion().end());
    for (unsigned index : changed)
      for (Operation *user :
           llvm::make_early_inc_range(op.getResult(index).getUsers()))
        rewriter.replaceOp(user, newIf.getResult(index));
    rewriter.replaceOp(op, newIf.getResults());
    return success();
  }
};

/// `arith.index_cast` of an integer narrower than 64 bits read by
/// pto.load_scalar -> `arith.index_castui` of its sign extension to i64.
/// ptoas 0.27 fails to print C++ ("unsupported operation" at the load) for
/// an index_cast whose operand is a loaded GM element (an index read from a
/// table). The sign extension keeps the value; index_castui of a 64-bit
/// value keeps its bits, the same index (the canonicalizer would fold an
/// index_cast of the extension back into the original).
struct IndexCastOfLoadedScalar : OpRewritePattern<arith::IndexCastOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::IndexCastOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<IntegerType>(op.getIn().getType());
    if (!op.getIn().getDefiningOp<pto::LoadScalarOp>() || !type ||
        type.getWidth() >= 64 || !op.getType().isIndex())
      return rewriter.notifyMatchFailure(op, "not an index of a loaded scalar");
    Value wide = rewriter.create<arith::ExtSIOp>(
        op.getLoc(), rewriter.getI64Type(), op.getIn());
    rewriter.replaceOpWithNewOp<arith::IndexCastUIOp>(op, op.getType(), wide);
    return success();
  }
};

/// `arith.index_cast` (or index_castui) from index to an integer narrower
/// than 64 bits -> the cast to i64 and `arith.trunci`, which ptoas 0.27
/// prints wherever the index is also used (pto::isScalarOpLoweredByPtoas). An
/// index is at most 64 bits wide, so the truncation of the 64-bit value is the
/// narrow cast.
template <typename CastOp> struct NarrowIndexCast : OpRewritePattern<CastOp> {
  using OpRewritePattern<CastOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(CastOp op,
                                PatternRewriter &rewriter) const override {
    if (pto::isScalarOpLoweredByPtoas(op))
      return rewriter.notifyMatchFailure(op, "ptoas prints it");
    Value wide =
        rewriter.create<CastOp>(op.getLoc(), rewriter.getI64Type(), op.getIn());
    rewriter.replaceOpWithNewOp<arith::TruncIOp>(op, op.getType(), wide);
    return success();
  }
};
} // namespace

void mlir::tirpto::ascend_to_pto::populatePTOOutputPatterns(
    RewritePatternSet &patterns) {
  patterns.add<IndexResultOfIf, IndexCastOfLoadedScalar,
               NarrowIndexCast<arith::IndexCastOp>,
               NarrowIndexCast<arith::IndexCastUIOp>>(patterns.getContext());
}

bool mlir::tirpto::ascend_to_pto::isInfiniteConstant(Operation *op) {
  auto constant = dyn_cast<arith::ConstantOp>(op);
  if (!constant)
    return false;
  auto value = dyn_cast<FloatAttr>(constant.getValue());
  return value && value.getValue().isInfinity();
}

void mlir::tirpto::ascend_to_pto::populateStructurePatterns(
    const TypeConverter &converter, RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<IndexQueryLowering<ascend::BlockIdxOp, pto::GetBlockIdxOp>,
               IndexQueryLowering<ascend::BlockNumOp, pto::GetBlockNumOp>,
               IndexQueryLowering<ascend::SubBlockIdxOp, pto::GetSubBlockIdxOp>,
               DropAscendAttributes, MarkKernelEntry, ScalarAddFRewrite,
               InfiniteConstantRewrite>(converter, context);
}

bool mlir::tirpto::ascend_to_pto::hasAscendAttributes(Operation *op) {
  return hasAscendAttribute(op);
}
