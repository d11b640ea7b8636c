//===- ResolveDeqScale.cpp - T.set_deq_scale into scaled conversions ------===//
//
// The tir-resolve-deq-scale pass: see its description in Passes.td.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/TIR/IR/TIR.h"
#include "tirpto/Dialect/TIR/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

namespace mlir::tir {
#define GEN_PASS_DEF_TIRRESOLVEDEQSCALE
#include "tirpto/Dialect/TIR/Transforms/Passes.h.inc"
} // namespace mlir::tir

using namespace mlir;
using namespace mlir::tir;

namespace {

/// Whether `buffer`, or a region of it, is an operand of a T.gemm.
static bool usedByGemm(Value buffer) {
  while (auto subview = buffer.getDefiningOp<memref::SubViewOp>())
    buffer = subview.getSource();
  SmallVector<Value> worklist{buffer};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (Operation *user : value.getUsers()) {
      if (isa<GemmOp>(user))
        return true;
      if (auto subview = dyn_cast<memref::SubViewOp>(user))
        worklist.push_back(subview.getResult());
    }
  }
  return false;
}

/// Whether `buffer` is one the Vector core converts in: a ub buffer (a
/// shared or local one that no T.gemm uses, which tir-place-buffers puts in
/// ub). A copy out of a gemm's accumulator converts in the fixpipe, which
/// the deq scale does not scale.
static bool isVectorBuffer(Value buffer) {
  std::optional<ScopeClass> scope =
      getScopeClass(cast<MemRefType>(buffer.getType()));
  if (!scope)
    return false;
  if (*scope == ScopeClass::UB)
    return true;
  return (*scope == ScopeClass::Shared || *scope == ScopeClass::Local) &&
         !usedByGemm(buffer);
}

/// Whether converting `from` elements to `to` ones on the Vector core is the
/// chip's dequantising conversion, which scales by the deq scale: int32 to
/// float16.
static bool isDeqConversion(Type from, Type to) {
  return from.isInteger(32) && to.isF16();
}

/// A conversion the scale applies to: a whole-buffer conversion from int32
/// to float16 between local buffers (`T.copy(a_ub, b_ub)`,
/// `T.tile.cast(b_ub, a_ub, ...)`).
static bool isScaledConversion(Operation *op) {
  if (auto copy = dyn_cast<CopyOp>(op))
    return isVectorBuffer(copy.getSource()) &&
           isVectorBuffer(copy.getTarget()) &&
           isDeqConversion(copy.getSource().getType().getElementType(),
                           copy.getTarget().getType().getElementType());
  if (auto tile = dyn_cast<TileOp>(op))
    return tile.getKind() == TileOpKind::Cast &&
           tile.getSources().size() == 1 &&
           isDeqConversion(cast<MemRefType>(tile.getSources()[0].getType())
                               .getElementType(),
                           tile.getTarget().getType().getElementType());
  return false;
}

/// Whether `scale` is the constant 1.0, the scale PTO's conversion uses.
static bool isUnitScale(Value scale) {
  FloatAttr value;
  return matchPattern(scale, m_Constant(&value)) &&
         value.getValue().convertToDouble() == 1.0;
}

/// Follows the deq scale through a function in program order: the
/// conversions made while it is other than 1.0, with the scale, and the
/// scale changes. The scale is a null Value while it is 1.0.
struct DeqScale {
  SmallVector<std::pair<Operation *, Value>> scaled;
  SmallVector<IntrinOp> changes;
  bool ok = true;

  /// Walks `block` entered with `scale`; returns the scale at its end.
  Value walk(Block &block, Value scale) {
    for (Operation &op : block) {
      if (auto intrin = dyn_cast<IntrinOp>(op);
          intrin && getIntrinsic(intrin) == Intrinsic::SetDeqScale) {
        changes.push_back(intrin);
        Value value = intrin.getOperand(0);
        if (!isa<FloatType>(value.getType())) {
          intrin.emitOpError("sets the deq scale to a value of type ")
              << value.getType()
              << ": T.set_deq_scale takes a float (the chip holds it as a "
                 "float16)";
          ok = false;
        }
        scale = isUnitScale(value) ? Value() : value;
        continue;
      }
      if (scale && isScaledConversion(&op)) {
        scaled.push_back({&op, scale});
        continue;
      }
      // A conversion inside a T.Parallel nest (an element's `T.Cast`) is
      // not a whole-buffer conversion: whether the chip's conversion of the
      // nest's tile scales it is not what TileLang says of it.
      if (scale && isa<arith::SIToFPOp>(op) &&
          isDeqConversion(op.getOperand(0).getType(),
                          op.getResult(0).getType())) {
        if (auto loop = op.getParentOfType<ForOp>();
            loop && loop.getKind() == ForKind::Parallel) {
          op.emitOpError("converts int32 to float16 in a T.Parallel nest "
                         "while T.set_deq_scale's scale is not 1: the "
                         "scale is applied to whole-buffer conversions "
                         "(T.copy between local buffers, T.tile.cast); "
                         "write the conversion as one of them");
          ok = false;
        }
      }
      // A region that runs once, unconditionally, passes its scale on: a
      // kernel, a vector-function scope, and a section (the scale is the
      // Vector core's, which keeps it after its section; the Cube core
      // converts no int32 to float16 on the way). A loop's or a branch's
      // body must leave the scale as it found it.
      bool once = op.getNumRegions() == 1 && op.getRegion(0).hasOneBlock() &&
                  !isa<ForOp, LoopLikeOpInterface, RegionBranchOpInterface>(op);
      if (once) {
        scale = walk(op.getRegion(0).front(), scale);
        continue;
      }
      for (Region &region : op.getRegions())
        for (Block &nested : region) {
          size_t before = changes.size();
          if (walk(nested, scale) == scale)
            continue;
          InFlightDiagnostic diag = op.emitOpError(
              "leaves the deq scale (T.set_deq_scale) changed in its body: "
              "the int32 -> float16 conversions after it would scale by the "
              "path, the iteration or the core (a section's) taken; set it "
              "back inside the body, or set it around it");
          for (IntrinOp change : ArrayRef(changes).drop_front(before))
            diag.attachNote(change.getLoc()) << "changed here";
          ok = false;
        }
    }
    return scale;
  }
};

/// Rewrites the int32 -> float16 conversion `op` into one scaled by
/// `scale`: into a float32 buffer of the source's shape, multiplied by the
/// scale as the chip holds it (a float16), converted to float16. A copy's
/// conversions stay copies (of its regions); a cast's stay casts, the last
/// one with its mode.
static void
rewriteScaled(IRRewriter &rewriter, Operation *op, Value scale,
              DenseMap<std::pair<Block *, Type>, Value> &temporaries) {
  Value src, dst;
  auto copy = dyn_cast<CopyOp>(op);
  CastModeAttr mode;
  if (copy) {
    src = copy.getSource();
    dst = copy.getTarget();
  } else {
    auto tile = cast<TileOp>(op);
    src = tile.getSources()[0];
    dst = tile.getTarget();
    mode = tile.getModeAttr();
  }
  auto srcType = cast<MemRefType>(src.getType());
  Location loc = op->getLoc();
  auto f32 = rewriter.getF32Type();
  // One temporary per kernel (or function) and shape, at its start.
  Block *home = nullptr;
  if (auto kernel = op->getParentOfType<KernelOp>())
    home = &kernel.getBody().front();
  else
    home = &op->getParentOfType<func::FuncOp>().getBody().front();
  auto wideType =
      MemRefType::get(srcType.getShape(), f32, MemRefLayoutAttrInterface(),
                      srcType.getMemorySpace());
  Value &wide = temporaries[{home, wideType}];
  if (!wide) {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(home);
    std::string name = describeBuffer(src);
    if (name.size() > 2 && name.front() == '\'' && name.back() == '\'')
      name = name.substr(1, name.size() - 2);
    else
      name = "deq";
    wide = rewriter.create<AllocBufferOp>(
        loc, wideType, rewriter.getStringAttr(name + "_deq"));
  }
  rewriter.setInsertionPoint(op);
  // The scale as the chip holds it: a float16.
  Value half = scale;
  auto scaleType = cast<FloatType>(scale.getType());
  if (scaleType.getWidth() > 16)
    half = rewriter.create<arith::TruncFOp>(loc, rewriter.getF16Type(), scale);
  else if (!scaleType.isF16())
    half = rewriter.create<arith::ExtFOp>(loc, rewriter.getF16Type(), scale);
  Value factor = rewriter.create<arith::ExtFOp>(loc, f32, half);
  auto tile = [&](TileOpKind kind, ValueRange inputs, ValueRange scalars,
                  Value to, CastModeAttr castMode) {
    rewriter.create<TileOp>(loc, TileOpKindAttr::get(op->getContext(), kind),
                            inputs, scalars, to, IntegerAttr(), castMode,
                            CompareModeAttr(), SelectModeAttr(),
                            MaskPatternAttr());
  };
  auto convert = [&](Value from, Value to, CastModeAttr castMode) {
    if (copy)
      rewriter.create<CopyOp>(loc, from, to, /*pad_value=*/Value(),
                              /*transpose=*/UnitAttr(),
                              /*atomic_add=*/UnitAttr(),
                              /*enable_relu=*/UnitAttr(), /*dual=*/UnitAttr(),
                              /*l2_cache_ctrl=*/IntegerAttr(),
                              /*unit_flag_ctrl=*/IntegerAttr(),
                              /*disable_tma=*/UnitAttr());
    else
      tile(TileOpKind::Cast, from, ValueRange(), to, castMode);
  };
  convert(src, wide, CastModeAttr::get(op->getContext(), CastMode::Rint));
  tile(TileOpKind::Mul, wide, factor, wide, CastModeAttr());
  convert(wide, dst,
          mode ? mode : CastModeAttr::get(op->getContext(), CastMode::Rint));
  rewriter.eraseOp(op);
}

struct TIRResolveDeqScalePass
    : tir::impl::TIRResolveDeqScaleBase<TIRResolveDeqScalePass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return;
    DeqScale scale;
    scale.walk(func.getBody().front(), /*scale=*/Value());
    if (!scale.ok)
      return signalPassFailure();
    IRRewriter rewriter(&getContext());
    DenseMap<std::pair<Block *, Type>, Value> temporaries;
    for (auto [op, value] : scale.scaled)
      rewriteScaled(rewriter, op, value, temporaries);
    for (IntrinOp change : scale.changes)
      rewriter.eraseOp(change);
  }
};

} // namespace
