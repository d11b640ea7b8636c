//===- ExpandVectorRegisters.cpp - T.simd registers as ub tiles ----------===//
//
// TileLang's register-level vector ops (`T.simd.*` in a `T.SimdVF()`) are
// imported as upstream `vector` ops on `vector<L x T>` values. PTO has no
// vector registers: each register becomes a 1 x L ub buffer and each op on
// registers a tile op on those buffers (a dialect conversion with a type
// converter from `vector<L x T>` to `memref<1 x L x T>`).
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"
#include "tirpto/Dialect/TIR/IR/TIR.h"
#include "tirpto/Dialect/TIR/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::tir {
#define GEN_PASS_DEF_TIREXPANDVECTORREGISTERS
#include "tirpto/Dialect/TIR/Transforms/Passes.h.inc"
} // namespace mlir::tir

using namespace mlir;
using namespace mlir::tir;

static bool isVectorTyped(Type type) { return isa<VectorType>(type); }

static bool hasVectorTypes(Operation *op) {
  return llvm::any_of(op->getOperandTypes(), isVectorTyped) ||
         llvm::any_of(op->getResultTypes(), isVectorTyped);
}

/// The ub buffer a register of `type` is held in: one row of its lanes.
static MemRefType getRegisterBufferType(VectorType type) {
  return MemRefType::get({1, type.getDimSize(0)}, type.getElementType(),
                         MemRefLayoutAttrInterface(),
                         ScopeAttr::get(type.getContext(), "shared"));
}

namespace {
struct RegisterTypeConverter : TypeConverter {
  RegisterTypeConverter() {
    addConversion([](Type type) { return type; });
    addConversion([](VectorType type) -> std::optional<Type> {
      if (type.getRank() != 1 || type.isScalable())
        return std::nullopt;
      return getRegisterBufferType(type);
    });
  }
};

/// Allocates the buffer of a register at the start of the kernel (of the
/// function outside a kernel), as T.alloc_shared's buffers are, so that a
/// register defined in a loop has one buffer.
static Value allocateRegister(Operation *op, MemRefType type,
                              ConversionPatternRewriter &rewriter) {
  Block *entry;
  if (auto kernel = op->getParentOfType<KernelOp>())
    entry = &kernel.getBody().front();
  else
    entry = &op->getParentOfType<func::FuncOp>().getBody().front();
  // Registers are numbered in the order the kernel defines them.
  unsigned count = 0;
  AllocBufferOp last;
  for (auto alloc : entry->getOps<AllocBufferOp>())
    if (alloc.getName().value_or("").starts_with("vreg")) {
      ++count;
      last = alloc;
    }
  OpBuilder::InsertionGuard guard(rewriter);
  if (last)
    rewriter.setInsertionPointAfter(last);
  else
    rewriter.setInsertionPointToStart(entry);
  return rewriter.create<AllocBufferOp>(
      op->getLoc(), type, rewriter.getStringAttr("vreg" + Twine(count)));
}

/// The row of `type` seen as rows of `lanes` (tir.view) whose lanes start
/// at the constant `indices`: where such a row is a whole row of its tile
/// (the buffer and the view unpadded, rows of whole 32-byte blocks), and
/// the buffer is allocated (identity layout). A run at the start of a
/// longer row would otherwise read, by its type, as the first columns of
/// every row of a one-row buffer.
static std::optional<int64_t> getLaneRow(MemRefType type, ValueRange indices,
                                         int64_t lanes) {
  if (!type.getLayout().isIdentity() || !type.hasStaticShape())
    return std::nullopt;
  int64_t flat = 0;
  for (auto [dim, index] : llvm::enumerate(indices)) {
    std::optional<int64_t> at = getConstantIntValue(index);
    if (!at)
      return std::nullopt;
    flat = flat * type.getDimSize(dim) + *at;
  }
  int64_t elements = type.getNumElements();
  int64_t bytes = lanes * ((type.getElementTypeBitWidth() + 7) / 8);
  if (flat % lanes || elements % lanes || elements <= lanes || bytes % 32)
    return std::nullopt;
  SmallVector<int64_t, 2> shape(type.getShape());
  if (shape.size() == 1)
    shape.insert(shape.begin(), 1);
  SmallVector<int64_t, 2> rows{elements / lanes, lanes};
  for (ArrayRef<int64_t> tile :
       {ArrayRef<int64_t>(shape), ArrayRef<int64_t>(rows)})
    if (ascend::getVectorTileShape(tile) != std::make_pair(tile[0], tile[1]))
      return std::nullopt;
  return flat / lanes;
}

/// Whether `op` may move `lanes` lanes at `indices` of `base`: the lanes
/// of one row of a ub buffer of rank 1 or 2 (reported at `op` otherwise).
static LogicalResult checkLaneAccess(Operation *op, Value base,
                                     ValueRange indices, int64_t lanes) {
  auto type = cast<MemRefType>(base.getType());
  std::optional<ScopeClass> scope = getScopeClass(type);
  if (!scope || (*scope != ScopeClass::UB && *scope != ScopeClass::Shared))
    return op->emitOpError("moves a register to or from ")
           << describeBuffer(base)
           << ", which is not a ub buffer: T.simd loads and stores reach "
              "ub (T.alloc_shared / T.alloc_ub) buffers only";
  if (!type.getLayout().isIdentity())
    return op->emitOpError("moves a register to or from a region of ")
           << describeBuffer(base)
           << ": T.simd loads and stores index whole buffers";
  int64_t rank = type.getRank();
  if (rank < 1 || rank > 2 || !type.hasStaticShape())
    return op->emitOpError("moves a register to or from ")
           << describeBuffer(base) << " of rank " << rank
           << ": T.simd loads and stores of ub buffers of rank 1 or 2 "
              "are supported";
  int64_t width = type.getShape().back();
  if (lanes > width)
    return op->emitOpError("moves ")
           << lanes << " lanes to or from a row of " << width << " elements of "
           << describeBuffer(base);
  bool atStart = true;
  for (auto [dim, index] : llvm::enumerate(indices)) {
    std::optional<int64_t> at = getConstantIntValue(index);
    int64_t reach = dim + 1 == indices.size() ? lanes : 1;
    atStart &= at == 0;
    if (at && *at < 0)
      return op->emitOpError("moves lanes at the negative index ")
             << *at << " of dimension " << dim << " of "
             << describeBuffer(base);
    if (at && *at + reach > type.getDimSize(dim))
      return op->emitOpError("moves lanes at index ")
             << *at << " of dimension " << dim << " of " << describeBuffer(base)
             << ", which reach past its " << type.getDimSize(dim)
             << " elements";
  }
  if (atStart && lanes < width && !getLaneRow(type, indices, lanes))
    return op->emitOpError("moves the first ")
           << lanes << " lanes of " << describeBuffer(base) << " (" << type
           << "), which are a window of its tile only where the buffer is "
              "rows of "
           << lanes
           << " lanes (its elements a multiple of them, its tile unpadded): "
              "at the start of a longer row they read as the first columns "
              "of every row of a one-row buffer, a form tile ops do not take";
  return success();
}

/// The lanes `[index, index + lanes)` of the last dimension of a ub
/// buffer at `indices` (a register's load or store, checked by
/// checkLaneAccess): a 1 x lanes window of a rank-2 buffer, a window of
/// lanes of a rank-1 one. The offsets stay values (a constant one too), so
/// that the window's type says its offset is not the row's start.
static Value getLaneWindow(Location loc, Value base, ValueRange indices,
                           int64_t lanes, ConversionPatternRewriter &rewriter) {
  auto type = cast<MemRefType>(base.getType());
  int64_t rank = type.getRank();
  // Lanes at constant indices that start a run of `lanes` in the buffer's
  // row-major order: a whole row of the buffer seen as rows of `lanes`.
  if (std::optional<int64_t> laneRow = getLaneRow(type, indices, lanes)) {
    int64_t flat = *laneRow * lanes;
    auto rowsType = MemRefType::get(
        {type.getNumElements() / lanes, lanes}, type.getElementType(),
        MemRefLayoutAttrInterface(), type.getMemorySpace());
    std::string name = describeBuffer(base);
    llvm::erase(name, '\'');
    Value rows = rewriter.create<ViewOp>(loc, rowsType, base,
                                         rewriter.getStringAttr(name));
    Value row = rewriter.create<arith::ConstantIndexOp>(loc, flat / lanes);
    Value c0 = rewriter.create<arith::ConstantIndexOp>(loc, 0);
    SmallVector<OpFoldResult> offsets{row, c0};
    SmallVector<OpFoldResult> sizes{rewriter.getIndexAttr(1),
                                    rewriter.getIndexAttr(lanes)};
    SmallVector<OpFoldResult> strides(2, rewriter.getIndexAttr(1));
    return rewriter
        .create<memref::SubViewOp>(loc, rows, offsets, sizes, strides)
        .getResult();
  }
  SmallVector<OpFoldResult> offsets(indices.begin(), indices.end());
  SmallVector<OpFoldResult> sizes(rank, rewriter.getIndexAttr(1));
  sizes.back() = rewriter.getIndexAttr(lanes);
  SmallVector<OpFoldResult> strides(rank, rewriter.getIndexAttr(1));
  return rewriter.create<memref::SubViewOp>(loc, base, offsets, sizes, strides)
      .getResult();
}

/// A register buffer seen with the shape of a lane window of `window`'s
/// rank: itself for rank 2, a rank-1 view of its lanes for rank 1.
static Value matchWindowRank(Location loc, Value reg, Value window,
                             ConversionPatternRewriter &rewriter) {
  auto windowType = cast<MemRefType>(window.getType());
  if (windowType.getRank() == 2)
    return reg;
  auto regType = cast<MemRefType>(reg.getType());
  auto viewType =
      MemRefType::get({regType.getDimSize(1)}, regType.getElementType(),
                      MemRefLayoutAttrInterface(), regType.getMemorySpace());
  return rewriter.create<ViewOp>(loc, viewType, reg,
                                 rewriter.getStringAttr("vreg"));
}

static void createCopy(Location loc, Value source, Value target,
                       ConversionPatternRewriter &rewriter) {
  rewriter.create<CopyOp>(loc, source, target, /*pad_value=*/Value(),
                          /*extents=*/ValueRange(),
                          /*transpose=*/UnitAttr(), /*atomic_add=*/UnitAttr(),
                          /*enable_relu=*/UnitAttr(), /*dual=*/UnitAttr(),
                          /*l2_cache_ctrl=*/IntegerAttr(),
                          /*unit_flag_ctrl=*/IntegerAttr(),
                          /*disable_tma=*/UnitAttr());
}

/// `vector.load` (T.simd.vld): the lanes copied into the register's buffer.
struct LoadLowering : OpConversionPattern<vector::LoadOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(vector::LoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = getTypeConverter()->convertType<MemRefType>(op.getType());
    if (!type)
      return failure();
    Value window =
        getLaneWindow(op.getLoc(), adaptor.getBase(), adaptor.getIndices(),
                      op.getVectorType().getDimSize(0), rewriter);
    Value reg = allocateRegister(op, type, rewriter);
    createCopy(op.getLoc(), window,
               matchWindowRank(op.getLoc(), reg, window, rewriter), rewriter);
    rewriter.replaceOp(op, reg);
    return success();
  }
};

/// `vector.store` (T.simd.vsts): the register's buffer copied to the lanes.
struct StoreLowering : OpConversionPattern<vector::StoreOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(vector::StoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value window =
        getLaneWindow(op.getLoc(), adaptor.getBase(), adaptor.getIndices(),
                      op.getVectorType().getDimSize(0), rewriter);
    createCopy(op.getLoc(),
               matchWindowRank(op.getLoc(), adaptor.getValueToStore(), window,
                               rewriter),
               window, rewriter);
    rewriter.eraseOp(op);
    return success();
  }
};

/// An element-wise op on registers: one `tir.tile` of `kind` from the
/// operands' buffers into the result's.
template <typename OpTy>
struct ElementwiseLowering : OpConversionPattern<OpTy> {
  ElementwiseLowering(const TypeConverter &converter, MLIRContext *context,
                      TileOpKind kind)
      : OpConversionPattern<OpTy>(converter, context), kind(kind) {}
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = this->getTypeConverter()->template convertType<MemRefType>(
        op->getResult(0).getType());
    if (!type)
      return failure();
    Value reg = allocateRegister(op, type, rewriter);
    // arith.fptosi truncates; the tile cast's default rounds to nearest.
    CastModeAttr mode;
    if (isa<arith::FPToSIOp>(op.getOperation()))
      mode = CastModeAttr::get(op.getContext(), CastMode::Trunc);
    rewriter.create<TileOp>(op.getLoc(), kind, adaptor.getOperands(),
                            ValueRange(), reg, IntegerAttr(), mode,
                            CompareModeAttr(), SelectModeAttr(),
                            MaskPatternAttr());
    rewriter.replaceOp(op, reg);
    return success();
  }
  TileOpKind kind;
};

/// `vector.broadcast` of a scalar (T.simd.vdup, a broadcast load), and a
/// splat constant: the register's buffer filled.
struct BroadcastLowering : OpConversionPattern<vector::BroadcastOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(vector::BroadcastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = getTypeConverter()->convertType<MemRefType>(op.getType());
    if (!type || isa<VectorType>(op->getOperand(0).getType()))
      return failure();
    Value reg = allocateRegister(op, type, rewriter);
    rewriter.create<FillOp>(op.getLoc(), reg, adaptor.getOperands().front());
    rewriter.replaceOp(op, reg);
    return success();
  }
};

struct SplatConstantLowering : OpConversionPattern<arith::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::ConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto splat = dyn_cast<SplatElementsAttr>(op.getValue());
    auto type = getTypeConverter()->convertType<MemRefType>(op.getType());
    if (!splat || !type)
      return failure();
    Value reg = allocateRegister(op, type, rewriter);
    Value value = rewriter.create<arith::ConstantOp>(
        op.getLoc(), cast<TypedAttr>(splat.getSplatValue<Attribute>()));
    rewriter.create<FillOp>(op.getLoc(), reg, value);
    rewriter.replaceOp(op, reg);
    return success();
  }
};

/// The row reduction of a lane reduction's kind (none: not one the Vector
/// core has).
static std::optional<ReduceKind> getReduceKind(vector::CombiningKind kind) {
  switch (kind) {
  case vector::CombiningKind::ADD:
    return ReduceKind::Sum;
  case vector::CombiningKind::MAXIMUMF:
  case vector::CombiningKind::MAXNUMF:
  case vector::CombiningKind::MAXSI:
    return ReduceKind::Max;
  case vector::CombiningKind::MINIMUMF:
  case vector::CombiningKind::MINNUMF:
  case vector::CombiningKind::MINSI:
    return ReduceKind::Min;
  default:
    return std::nullopt;
  }
}

/// `vector.reduction` (T.simd.vcadd / vcmax / vcmin, lane 0 of the
/// result): the register's row reduced into a one-element buffer, read.
struct ReductionLowering : OpConversionPattern<vector::ReductionOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(vector::ReductionOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ReduceKind kind = *getReduceKind(op.getKind());
    Type element = op.getType();
    auto resultType =
        MemRefType::get({1}, element, MemRefLayoutAttrInterface(),
                        ScopeAttr::get(op.getContext(), "shared"));
    Value result = allocateRegister(op, resultType, rewriter);
    Location loc = op.getLoc();
    // The reduced register (the op's one operand; its accessor's name
    // differs between LLVM releases).
    rewriter.create<ReduceOp>(loc, kind, adaptor.getOperands().front(), result,
                              /*dim=*/1, /*clear=*/true);
    Value c0 = rewriter.create<arith::ConstantIndexOp>(loc, 0);
    rewriter.replaceOpWithNewOp<memref::LoadOp>(op, result, ValueRange{c0});
    return success();
  }
};

/// `vector.extract` of one lane at a constant position: that element of
/// the register's buffer.
struct ExtractLowering : OpConversionPattern<vector::ExtractOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(vector::ExtractOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ArrayRef<int64_t> position = op.getStaticPosition();
    Location loc = op.getLoc();
    Value c0 = rewriter.create<arith::ConstantIndexOp>(loc, 0);
    Value lane = rewriter.create<arith::ConstantIndexOp>(loc, position[0]);
    rewriter.replaceOpWithNewOp<memref::LoadOp>(
        op, adaptor.getOperands().front(), ValueRange{c0, lane});
    return success();
  }
};

/// The first op with a register operand or result that no pattern lowers,
/// reported at the op before the conversion runs.
static LogicalResult checkSupported(Operation *root) {
  WalkResult result = root->walk([](Operation *op) {
    // A register carried into a region (a function argument, a loop's
    // iteration argument) has no tile of its own.
    for (Region &region : op->getRegions())
      for (Block &block : region)
        if (llvm::any_of(block.getArgumentTypes(), isVectorTyped)) {
          op->emitOpError("carries a register into its region (a block "
                          "argument of vector type): registers are values "
                          "of the T.simd code they are computed in, not "
                          "loop-carried or passed in");
          return WalkResult::interrupt();
        }
    if (!hasVectorTypes(op))
      return WalkResult::advance();
    for (Type type : llvm::concat<Type>(llvm::to_vector(op->getOperandTypes()),
                                        llvm::to_vector(op->getResultTypes())))
      if (auto vector = dyn_cast<VectorType>(type)) {
        if (vector.getRank() != 1 || vector.isScalable()) {
          op->emitOpError("uses a register of type ")
              << vector << ": registers are one row of lanes";
          return WalkResult::interrupt();
        }
        Type element = vector.getElementType();
        if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() % 8) {
          op->emitOpError("uses a register of type ")
              << vector
              << ": registers of integers or floats of whole bytes are held "
                 "in tiles";
          return WalkResult::interrupt();
        }
      }
    LogicalResult checked =
        TypeSwitch<Operation *, LogicalResult>(op)
            .Case([](vector::LoadOp load) {
              return checkLaneAccess(load, load.getBase(), load.getIndices(),
                                     load.getVectorType().getDimSize(0));
            })
            .Case([](vector::StoreOp store) {
              return checkLaneAccess(store, store.getBase(), store.getIndices(),
                                     store.getVectorType().getDimSize(0));
            })
            .Case([](vector::ReductionOp reduction) -> LogicalResult {
              if (!getReduceKind(reduction.getKind()))
                return reduction.emitOpError(
                           "reduces the lanes of a register with '")
                       << vector::stringifyCombiningKind(reduction.getKind())
                       << "': the Vector core's row reductions add, or take "
                          "the maximum or minimum";
              if (reduction.getAcc())
                return reduction.emitOpError(
                    "with an accumulator is not supported");
              return success();
            })
            .Case([](vector::ExtractOp extract) -> LogicalResult {
              ArrayRef<int64_t> position = extract.getStaticPosition();
              if (position.size() != 1 || ShapedType::isDynamic(position[0]))
                return extract.emitOpError(
                    "takes a lane at a position computed at run time: only "
                    "constant lanes are supported");
              return success();
            })
            .Case([](vector::BroadcastOp broadcast) -> LogicalResult {
              if (isa<VectorType>(broadcast->getOperand(0).getType()))
                return broadcast.emitOpError(
                    "broadcasts a register: only a scalar is broadcast to "
                    "the lanes (T.simd.vdup)");
              return success();
            })
            .Default([](Operation *) { return success(); });
    if (failed(checked))
      return WalkResult::interrupt();
    if (isa<vector::LoadOp, vector::StoreOp, vector::BroadcastOp,
            vector::ReductionOp, vector::ExtractOp, arith::AddFOp,
            arith::SubFOp, arith::MulFOp, arith::DivFOp, arith::MaximumFOp,
            arith::MinimumFOp, arith::MaxNumFOp, arith::MinNumFOp,
            arith::AddIOp, arith::SubIOp, arith::MulIOp, arith::MaxSIOp,
            arith::MinSIOp, arith::AndIOp, arith::OrIOp, arith::XOrIOp,
            arith::ExtFOp, arith::TruncFOp, arith::SIToFPOp, arith::FPToSIOp,
            math::ExpOp, math::LogOp, math::SqrtOp, math::RsqrtOp,
            math::AbsFOp>(op))
      return WalkResult::advance();
    if (auto constant = dyn_cast<arith::ConstantOp>(op);
        constant && isa<SplatElementsAttr>(constant.getValue()))
      return WalkResult::advance();
    op->emitOpError("on vector registers is not supported: T.simd loads, "
                    "stores, broadcasts, element-wise arithmetic, casts, "
                    "exp / ln / sqrt / rsqrt / abs and lane reductions are "
                    "lowered (registers carried by loops or selected by "
                    "masks are not)");
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

template <typename... Ops>
static void addElementwise(RewritePatternSet &patterns,
                           const TypeConverter &converter, TileOpKind kind) {
  (patterns.add<ElementwiseLowering<Ops>>(converter, patterns.getContext(),
                                          kind),
   ...);
}

struct TIRExpandVectorRegistersPass
    : tir::impl::TIRExpandVectorRegistersBase<TIRExpandVectorRegistersPass> {
  void runOnOperation() override {
    SmallVector<Operation *> registerOps;
    getOperation().walk([&](Operation *op) {
      if (hasVectorTypes(op))
        registerOps.push_back(op);
    });
    if (registerOps.empty())
      return;
    // A register computed and never used is most often a name rebound in
    // a loop, which TIR makes a new register of the iteration (the one
    // outside keeps its value): said where it is computed.
    for (Operation *op : registerOps)
      if (isOpTriviallyDead(op) && !isa<arith::ConstantOp>(op))
        op->emitWarning("computes a T.simd register that nothing uses: a "
                        "name rebound inside a loop is a new register of "
                        "the iteration, not the one outside it (registers "
                        "carried across iterations, T.simd.alloc_var, are "
                        "not supported)");
    // Registers nothing reads (an unused T.simd.vdup) are not computed.
    // (Erased here, not by the greedy driver, which would also fold the
    // register ops the checks below report, `select(c, v, v)`.)
    for (Operation *op : llvm::reverse(registerOps))
      if (isOpTriviallyDead(op))
        op->erase();
    if (failed(checkSupported(getOperation())))
      return signalPassFailure();

    MLIRContext *context = &getContext();
    RegisterTypeConverter converter;
    ConversionTarget target(*context);
    target.markUnknownOpDynamicallyLegal(
        [](Operation *op) { return !hasVectorTypes(op); });
    RewritePatternSet patterns(context);
    patterns.add<LoadLowering, StoreLowering, BroadcastLowering,
                 SplatConstantLowering, ReductionLowering, ExtractLowering>(
        converter, context);
    addElementwise<arith::AddFOp, arith::AddIOp>(patterns, converter,
                                                 TileOpKind::Add);
    addElementwise<arith::SubFOp, arith::SubIOp>(patterns, converter,
                                                 TileOpKind::Sub);
    addElementwise<arith::MulFOp, arith::MulIOp>(patterns, converter,
                                                 TileOpKind::Mul);
    addElementwise<arith::DivFOp>(patterns, converter, TileOpKind::Div);
    addElementwise<arith::MaximumFOp, arith::MaxNumFOp, arith::MaxSIOp>(
        patterns, converter, TileOpKind::Max);
    addElementwise<arith::MinimumFOp, arith::MinNumFOp, arith::MinSIOp>(
        patterns, converter, TileOpKind::Min);
    addElementwise<arith::AndIOp>(patterns, converter, TileOpKind::BitwiseAnd);
    addElementwise<arith::OrIOp>(patterns, converter, TileOpKind::BitwiseOr);
    addElementwise<arith::XOrIOp>(patterns, converter, TileOpKind::BitwiseXor);
    addElementwise<arith::ExtFOp, arith::TruncFOp, arith::SIToFPOp,
                   arith::FPToSIOp>(patterns, converter, TileOpKind::Cast);
    addElementwise<math::ExpOp>(patterns, converter, TileOpKind::Exp);
    addElementwise<math::LogOp>(patterns, converter, TileOpKind::Ln);
    addElementwise<math::SqrtOp>(patterns, converter, TileOpKind::Sqrt);
    addElementwise<math::RsqrtOp>(patterns, converter, TileOpKind::Rsqrt);
    addElementwise<math::AbsFOp>(patterns, converter, TileOpKind::Abs);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
