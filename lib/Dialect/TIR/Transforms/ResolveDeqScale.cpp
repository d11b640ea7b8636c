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
#include "mlir/IR/Dominance.h"
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

static bool isGlobal(Value buffer) {
  return getScopeClass(cast<MemRefType>(buffer.getType())) ==
         ScopeClass::Global;
}

/// Whether converting `from` elements to `to` ones on the Vector core is the
/// chip's dequantising conversion, which scales by the deq scale: int32 to
/// float16.
static bool isDeqConversion(Type from, Type to) {
  return from.isInteger(32) && to.isF16();
}

/// A conversion the scale applies to: a whole-buffer int32 -> float16
/// conversion the Vector core makes: a `T.copy` between ub buffers, or
/// between global memory and ub (through a staging tile), and a
/// `T.tile.cast`.
static bool isScaledConversion(Operation *op) {
  if (auto copy = dyn_cast<CopyOp>(op)) {
    Value src = copy.getSource(), dst = copy.getTarget();
    return (isVectorBuffer(src) || isGlobal(src)) &&
           (isVectorBuffer(dst) || isGlobal(dst)) &&
           !(isGlobal(src) && isGlobal(dst)) &&
           isDeqConversion(copy.getSource().getType().getElementType(),
                           copy.getTarget().getType().getElementType());
  }
  if (auto tile = dyn_cast<TileOp>(op))
    return tile.getKind() == TileOpKind::Cast &&
           tile.getSources().size() == 1 &&
           isDeqConversion(cast<MemRefType>(tile.getSources()[0].getType())
                               .getElementType(),
                           tile.getTarget().getType().getElementType());
  return false;
}

namespace {

/// The deq scale in effect: none while it is 1 (PTO's conversion's own),
/// else the value set. Two constants are the same scale when the chip
/// holds them as the same float16.
struct Scale {
  Value value;
  std::optional<APFloat> half;

  static Scale of(Value value) {
    Scale scale;
    FloatAttr constant;
    if (matchPattern(value, m_Constant(&constant))) {
      APFloat half = constant.getValue();
      bool lost;
      half.convert(APFloat::IEEEhalf(), APFloat::rmNearestTiesToEven, &lost);
      if (half.isExactlyValue(1.0))
        return scale;
      scale.half = half;
    }
    scale.value = value;
    return scale;
  }
  explicit operator bool() const { return static_cast<bool>(value); }
  bool operator==(const Scale &other) const {
    if (!value || !other.value)
      return !value && !other.value;
    if (half && other.half)
      return half->bitwiseIsEqual(*other.half);
    return value == other.value;
  }
  bool operator!=(const Scale &other) const { return !(*this == other); }
};

/// Follows the deq scale through a function in program order: the
/// conversions made while it is other than 1, with the scale, and the
/// scale changes.
struct DeqScaleWalk {
  DominanceInfo &dominance;
  SmallVector<std::pair<Operation *, Scale>> scaled;
  SmallVector<IntrinOp> changes;
  bool ok = true;

  explicit DeqScaleWalk(DominanceInfo &dominance) : dominance(dominance) {}

  void setScale(IntrinOp intrin, Scale &scale) {
    changes.push_back(intrin);
    Value value = intrin.getOperand(0);
    if (!isa<FloatType>(value.getType())) {
      intrin.emitOpError("sets the deq scale to a value of type ")
          << value.getType()
          << ": T.set_deq_scale takes a float (the chip holds it as a "
             "float16)";
      ok = false;
      return;
    }
    if (auto section = intrin->getParentOfType<SectionOp>();
        section && section.getKind() == SectionKind::Cube) {
      intrin.emitOpError("sets the deq scale in a Cube section: the scale "
                         "is the Vector core's (its int32 -> float16 "
                         "conversions); set it in a Vector section or "
                         "outside the sections");
      ok = false;
      return;
    }
    scale = Scale::of(value);
  }

  /// Records `op`, a conversion made under `scale`, or reports why it is
  /// not scaled.
  void convert(Operation *op, const Scale &scale) {
    if (auto copy = dyn_cast<CopyOp>(op);
        copy &&
        (copy.getTranspose() || copy.getDual() || copy.getEnableRelu())) {
      op->emitOpError("converts int32 to float16 under T.set_deq_scale's "
                      "scale on a copy that ")
          << (copy.getTranspose() ? "transposes"
              : copy.getDual()    ? "is split between the sub-blocks"
                                  : "applies the fixpipe's ReLU")
          << ", which tirpto does not scale: convert in a copy of its own";
      ok = false;
      return;
    }
    // A scale computed in a region the conversion is outside of (a section,
    // a vector function) is not a value there; a constant is made anew.
    if (!scale.half && !dominance.properlyDominates(scale.value, op)) {
      InFlightDiagnostic diag =
          op->emitOpError("converts int32 to float16 under a deq scale "
                          "computed inside a region it is outside of: the "
                          "scale is not a value here; compute it before "
                          "that region");
      diag.attachNote(scale.value.getLoc()) << "the scale";
      ok = false;
      return;
    }
    scaled.push_back({op, scale});
  }

  /// Walks `block` entered with `scale`; returns the scale at its end.
  Scale walk(Block &block, Scale scale) {
    for (Operation &op : block) {
      if (auto intrin = dyn_cast<IntrinOp>(op);
          intrin && getIntrinsic(intrin) == Intrinsic::SetDeqScale) {
        setScale(intrin, scale);
        continue;
      }
      if (scale && isScaledConversion(&op)) {
        convert(&op, scale);
        continue;
      }
      // A conversion inside a T.Parallel nest (an element's `T.Cast`) is
      // not a whole-buffer conversion: whether the chip's conversion of the
      // nest's tile scales it is not what TileLang says of it.
      if (scale && isa<arith::SIToFPOp>(op) &&
          isDeqConversion(op.getOperand(0).getType(),
                          op.getResult(0).getType())) {
        for (auto loop = op.getParentOfType<ForOp>(); loop;
             loop = loop->getParentOfType<ForOp>()) {
          if (loop.getKind() != ForKind::Parallel)
            continue;
          op.emitOpError("converts int32 to float16 in a T.Parallel nest "
                         "while T.set_deq_scale's scale is not 1: the "
                         "scale is applied to whole-buffer conversions "
                         "(T.copy, T.tile.cast); write the conversion as "
                         "one of them");
          ok = false;
          break;
        }
      }
      // A region that runs once, unconditionally, passes its scale on: a
      // kernel, a vector-function scope, and a section (the scale is the
      // Vector core's, which keeps it after its section). A loop's or a
      // branch's body must leave the scale as it found it.
      bool once = op.getNumRegions() == 1 && op.getRegion(0).hasOneBlock() &&
                  !isa<ForOp, LoopLikeOpInterface, RegionBranchOpInterface>(op);
      if (once) {
        scale = walk(op.getRegion(0).front(), scale);
        continue;
      }
      bool reported = false;
      for (Region &region : op.getRegions())
        for (Block &nested : region) {
          size_t before = changes.size();
          if (walk(nested, scale) == scale || reported)
            continue;
          InFlightDiagnostic diag = op.emitOpError(
              "leaves the deq scale (T.set_deq_scale) changed in its body: "
              "the int32 -> float16 conversions after it would scale by the "
              "path or the iteration taken; set it back inside the body, or "
              "set it around it");
          for (IntrinOp change : ArrayRef(changes).drop_front(before))
            diag.attachNote(change.getLoc()) << "changed here";
          ok = false;
          reported = true;
        }
    }
    return scale;
  }
};

} // namespace

/// The scale as an f32 factor before `op`: the float16 the chip holds.
static Value materializeFactor(IRRewriter &rewriter, Location loc,
                               const Scale &scale) {
  Type f16 = rewriter.getF16Type(), f32 = rewriter.getF32Type();
  if (scale.half) {
    APFloat factor = *scale.half;
    bool lost;
    factor.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &lost);
    return rewriter.create<arith::ConstantOp>(
        loc, f32, rewriter.getFloatAttr(f32, factor));
  }
  Value value = scale.value;
  auto type = cast<FloatType>(value.getType());
  if (!type.isF16()) {
    // Through float32 where the type is narrower or not a wider IEEE type
    // (bf16, the 8-bit floats), then rounded to float16.
    if (type.getWidth() < 32)
      value = rewriter.create<arith::ExtFOp>(loc, f32, value);
    value = rewriter.create<arith::TruncFOp>(loc, f16, value);
  }
  return rewriter.create<arith::ExtFOp>(loc, f32, value);
}

/// Rewrites the int32 -> float16 conversion `op` into one scaled by
/// `scale`: into a float32 ub buffer of the source's shape, multiplied by
/// the scale as the chip holds it (a float16), converted to float16. A
/// copy's conversions stay copies (the first keeps its pad value, the one
/// touching global memory its tuning attributes, the last its atomic add);
/// a cast's stay casts, the last one with its mode.
static void
rewriteScaled(IRRewriter &rewriter, Operation *op, const Scale &scale,
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
  // The temporary is in the local side's memory.
  Value local = isGlobal(src) ? dst : src;
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
                      cast<MemRefType>(local.getType()).getMemorySpace());
  Value &wide = temporaries[{home, wideType}];
  if (!wide) {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(home);
    std::string name = describeBuffer(getRootBuffer(local));
    if (name.size() > 2 && name.front() == '\'' && name.back() == '\'')
      name = name.substr(1, name.size() - 2);
    else
      name = "deq";
    wide = rewriter.create<AllocBufferOp>(
        loc, wideType, rewriter.getStringAttr(name + "_deq"));
  }
  rewriter.setInsertionPoint(op);
  Value factor = materializeFactor(rewriter, loc, scale);
  auto tile = [&](TileOpKind kind, ValueRange inputs, ValueRange scalars,
                  Value to, CastModeAttr castMode) {
    rewriter.create<TileOp>(loc, TileOpKindAttr::get(op->getContext(), kind),
                            inputs, scalars, to, IntegerAttr(), castMode,
                            CompareModeAttr(), SelectModeAttr(),
                            MaskPatternAttr());
  };
  CastModeAttr rint = CastModeAttr::get(op->getContext(), CastMode::Rint);
  if (copy) {
    // The pad value fills the float32 staging tile.
    Value pad = copy.getPadValue();
    if (pad)
      pad = rewriter.create<arith::ExtFOp>(loc, f32, pad);
    auto convert = [&](Value from, Value to, Value padValue, bool last) {
      bool touchesGlobal = isGlobal(from) || isGlobal(to);
      rewriter.create<CopyOp>(
          loc, from, to, padValue, /*extents=*/ValueRange(),
          /*transpose=*/UnitAttr(), last ? copy.getAtomicAddAttr() : UnitAttr(),
          /*enable_relu=*/UnitAttr(), /*dual=*/UnitAttr(),
          touchesGlobal ? copy.getL2CacheCtrlAttr() : IntegerAttr(),
          touchesGlobal ? copy.getUnitFlagCtrlAttr() : IntegerAttr(),
          touchesGlobal ? copy.getDisableTmaAttr() : UnitAttr());
    };
    convert(src, wide, pad, /*last=*/false);
    tile(TileOpKind::Mul, wide, factor, wide, CastModeAttr());
    convert(wide, dst, Value(), /*last=*/true);
  } else {
    tile(TileOpKind::Cast, src, ValueRange(), wide, rint);
    tile(TileOpKind::Mul, wide, factor, wide, CastModeAttr());
    tile(TileOpKind::Cast, wide, ValueRange(), dst, mode ? mode : rint);
  }
  rewriter.eraseOp(op);
}

namespace {

struct TIRResolveDeqScalePass
    : tir::impl::TIRResolveDeqScaleBase<TIRResolveDeqScalePass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return;
    DominanceInfo &dominance = getAnalysis<DominanceInfo>();
    DeqScaleWalk walk(dominance);
    walk.walk(func.getBody().front(), Scale());
    if (!walk.ok)
      return signalPassFailure();
    IRRewriter rewriter(&getContext());
    DenseMap<std::pair<Block *, Type>, Value> temporaries;
    for (auto &[op, scale] : walk.scaled)
      rewriteScaled(rewriter, op, scale, temporaries);
    for (IntrinOp change : walk.changes)
      rewriter.eraseOp(change);
  }
};

} // namespace
