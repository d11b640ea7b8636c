//===- VectorOps.cpp - Vector core work: T.Parallel, T.reduce, intrinsics -===//
//
// TileLang writes Vector core work element by element:
//
//   for i, j in T.Parallel(M, N):
//       y[i, j] = T.exp(x[i, j] - row_max[i]) * scale
//
// The Vector core computes whole tiles. The T.Parallel lowering reads the
// body of such a nest as an expression over tiles and emits one ascend
// vector op per operation, with a UB temporary per intermediate tile:
//
//   ascend.vbroadcast_binary <sub> (x, row_max) -> t0    (per-row operand)
//   ascend.vunary <exp> (t0) -> t1
//   ascend.vbinary_scalar <mul> (t1, scale) -> y         (the store target)
//
// Every value of the body has a shape class against the iteration domain
// (ParallelNest.h): a scalar (loop invariant), a full tile (one value per
// point), a per-row vector (M x 1) or a per-column vector (1 x N). Each
// operation picks the vector op of its operands' classes. A store of
// `s[i] + e` into the per-row `s[i]` (or max/min) is a row reduction. Other
// constructs are reported, naming the construct.
//
//===----------------------------------------------------------------------===//

#include "PatternsInternal.h"

#include "ParallelNest.h"

#include "tirpto/Dialect/Ascend/IR/AscendTarget.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::tir_to_ascend;
using ascend::AddressSpace;
using ascend::VBinaryKind;
using ascend::VUnaryKind;

//===----------------------------------------------------------------------===//
// Helpers shared by the patterns
//===----------------------------------------------------------------------===//

/// A new UB buffer of `shape` and `element`, allocated at the start of the
/// function that encloses `at` (ptoas plans buffers allocated outside loops).
static Value createTemporary(OpBuilder &builder, Operation *at,
                             ArrayRef<int64_t> shape, Type element) {
  OpBuilder::InsertionGuard guard(builder);
  auto func = at->getParentOfType<FunctionOpInterface>();
  builder.setInsertionPointToStart(&func.getFunctionBody().front());
  auto type = MemRefType::get(
      shape, element, MemRefLayoutAttrInterface(),
      ascend::AddressSpaceAttr::get(builder.getContext(), AddressSpace::UB));
  return builder.create<memref::AllocOp>(at->getLoc(), type);
}

LogicalResult mlir::tirpto::tir_to_ascend::emitVectorFill(
    OpBuilder &builder, Operation *at, Value scalar, Value dst,
    ascend::Arch arch) {
  Location loc = at->getLoc();
  auto type = cast<MemRefType>(dst.getType());
  Type element = type.getElementType();
  if (ascend::isLegalVectorElement(ascend::VectorOpClass::Dup, element, arch)) {
    builder.create<ascend::VDupOp>(loc, scalar, dst);
    return success();
  }
  // No fill of this type on the chip: fill a wider tile and cast it.
  Type wide;
  if (element.isBF16())
    wide = builder.getF32Type();
  else if (element.isInteger(8))
    wide = builder.getI16Type();
  if (!wide ||
      !ascend::isLegalVectorElement(ascend::VectorOpClass::Dup, wide, arch))
    return at->emitOpError("fills a ")
           << element << " tile: the " << ascend::getArchName(arch)
           << " Vector core fills "
           << ascend::describeLegalVectorElements(ascend::VectorOpClass::Dup,
                                                  arch)
           << " tiles only";
  Value wideScalar =
      isa<FloatType>(wide)
          ? builder.create<arith::ExtFOp>(loc, wide, scalar).getResult()
          : builder.create<arith::ExtSIOp>(loc, wide, scalar).getResult();
  Value tile = createTemporary(builder, at, type.getShape(), wide);
  builder.create<ascend::VDupOp>(loc, wideScalar, tile);
  builder.create<ascend::VCastOp>(loc, tile, dst);
  return success();
}

static bool isPowerOfTwo(Value value, int64_t &log2) {
  APInt constant;
  if (!matchPattern(value, m_ConstantInt(&constant)) ||
      !constant.isStrictlyPositive() || !constant.isPowerOf2())
    return false;
  log2 = constant.logBase2();
  return true;
}

/// The scalar form of a TIR intrinsic on scalar operands, or nullptr with a
/// diagnostic when it has none.
static FailureOr<Value> buildScalarIntrinsic(OpBuilder &builder, Location loc,
                                             StringRef name,
                                             ValueRange operands) {
  auto binary = [&](auto tag) -> FailureOr<Value> {
    using OpTy = decltype(tag);
    if (operands.size() != 2)
      return failure();
    return builder.create<OpTy>(loc, operands[0], operands[1]).getResult();
  };
  if (name == "shift_right")
    return binary(arith::ShRSIOp());
  if (name == "shift_left")
    return binary(arith::ShLIOp());
  if (name == "bitwise_and")
    return binary(arith::AndIOp());
  if (name == "bitwise_or")
    return binary(arith::OrIOp());
  if (name == "bitwise_xor")
    return binary(arith::XOrIOp());
  if (name == "floordiv")
    return binary(arith::FloorDivSIOp());
  if (name == "floormod" && operands.size() == 2) {
    // a - floordiv(a, b) * b
    Value q = builder.create<arith::FloorDivSIOp>(loc, operands[0],
                                                  operands[1]);
    Value p = builder.create<arith::MulIOp>(loc, q, operands[1]);
    return builder.create<arith::SubIOp>(loc, operands[0], p).getResult();
  }
  if (name == "if_then_else" && operands.size() == 3)
    return builder
        .create<arith::SelectOp>(loc, operands[0], operands[1], operands[2])
        .getResult();
  return failure();
}

/// The TIR intrinsics the conversion knows, for diagnostics and docs.
static bool isKnownIntrinsic(StringRef name) {
  return llvm::is_contained(
      {"shift_right", "shift_left", "bitwise_and", "bitwise_or",
       "bitwise_xor", "floordiv", "floormod", "if_then_else",
       "tvm_storage_sync"},
      name);
}

//===----------------------------------------------------------------------===//
// T.Parallel nests
//===----------------------------------------------------------------------===//

namespace {

/// The shape class of a value of a T.Parallel body.
enum class Shape { Scalar, Full, PerRow, PerCol };

struct Lowered {
  Shape shape;
  /// A scalar SSA value, or a UB buffer holding the tile. For comparison
  /// results, an i8 mask tile.
  Value value;
};

class NestLowering {
public:
  NestLowering(ParallelNest &nest, const BufferPlacement &placement,
               ascend::Arch arch, ConversionPatternRewriter &rewriter)
      : nest(nest), placement(placement), arch(arch), rewriter(rewriter),
        root(nest.loops.front()), loc(root.getLoc()) {}

  LogicalResult run();

private:
  // Shapes of the classes in this nest.
  SmallVector<int64_t, 2> shapeOf(Shape shape) const {
    switch (shape) {
    case Shape::Full:
      return fullShape;
    case Shape::PerRow:
      return {nest.extents[0], 1};
    case Shape::PerCol:
      return {1, nest.extents.back()};
    case Shape::Scalar:
      break;
    }
    return {};
  }

  static Shape join(Shape a, Shape b) {
    if (a == b)
      return a;
    if (a == Shape::Scalar)
      return b;
    if (b == Shape::Scalar)
      return a;
    return Shape::Full;
  }

  /// Why an access is not one of the supported classes.
  std::string describeBadAccess(AccessClass access, Value memref,
                                ValueRange indices) {
    if (access == AccessClass::Scalar)
      return " at a fixed index (one element of a tile)";
    bool loopIndices = llvm::all_of(indices, [&](Value index) {
      for (unsigned l = 0; l < nest.getRank(); ++l)
        if (index == nest.getInductionVar(l))
          return true;
      return matchPattern(index, m_Zero());
    });
    if (!loopIndices)
      return " at indices that are not the loop indices of the T.Parallel "
             "nest";
    std::string text;
    llvm::raw_string_ostream os(text);
    os << " whose shape (" << memref.getType()
       << ") does not match the extents of the T.Parallel nest (";
    llvm::interleave(nest.extents, os, "x");
    os << ")";
    return text;
  }

  Shape toShape(AccessClass access) const {
    switch (access) {
    case AccessClass::PerRow:
      return Shape::PerRow;
    case AccessClass::PerCol:
      return Shape::PerCol;
    case AccessClass::Scalar:
      return Shape::Scalar;
    default:
      return Shape::Full;
    }
  }

  Value newTile(Shape shape, Type element) {
    return createTemporary(rewriter, root, shapeOf(shape), element);
  }

  /// The store destination to write a value into, if it may be used.
  Value takeHint(Value hint, Shape shape, Type element) {
    if (!hint)
      return newTile(shape, element);
    auto type = cast<MemRefType>(hint.getType());
    if (type.getShape() == ArrayRef<int64_t>(shapeOf(shape)) &&
        type.getElementType() == element)
      return hint;
    return newTile(shape, element);
  }

  bool isInBody(Value value) const {
    Operation *def = value.getDefiningOp();
    return def && nest.loops.front()->isAncestor(def);
  }

  LogicalResult checkBody();
  FailureOr<Value> getTileBuffer(Operation *op, Value memref, Shape shape);
  FailureOr<Lowered> lower(Value value, Value hint = Value());
  FailureOr<Lowered> lowerOp(Operation *op, Value hint);
  FailureOr<Lowered> lowerScalarOp(Operation *op);
  FailureOr<Lowered> lowerTileOp(Operation *op, SmallVector<Lowered> operands,
                                 Value hint);
  FailureOr<Lowered> lowerTileOpIn(Operation *op,
                                   SmallVector<Lowered> operands,
                                   Type element, Value hint);
  FailureOr<Lowered> lowerBinary(Operation *op, VBinaryKind kind,
                                 bool commutative, Lowered a, Lowered b,
                                 Type element, Value hint);
  FailureOr<Lowered> lowerUnary(Operation *op, VUnaryKind kind, Lowered a,
                                Value hint);
  FailureOr<Lowered> lowerTanh(Operation *op, Lowered a, Value hint);
  FailureOr<Lowered> lowerCast(Operation *op, Lowered a, Type element,
                               ascend::RoundMode mode, Value hint);
  FailureOr<Lowered> lowerCompare(Operation *op, ascend::CmpPredicate pred,
                                  Lowered a, Lowered b);
  FailureOr<Lowered> lowerSelect(Operation *op, Lowered cond, Lowered a,
                                 Lowered b, Type element, Value hint);
  Value broadcastTo(Lowered value, Shape shape, Type element);
  LogicalResult lowerStore(memref::StoreOp store, unsigned index);
  LogicalResult snapshotLoadsOf(Value buffer, unsigned storeIndex);

  ParallelNest &nest;
  const BufferPlacement &placement;
  ascend::Arch arch;
  ConversionPatternRewriter &rewriter;
  tir::ForOp root;
  Location loc;
  SmallVector<int64_t, 2> fullShape;
  /// An inner level of the nest is serial (or unrolled), not parallel.
  bool serialInner = false;
  DenseMap<Value, Lowered> lowered;
  /// Position of each body op, and the last store position that uses each
  /// value (directly or through other body ops).
  DenseMap<Operation *, unsigned> position;
  DenseMap<Value, unsigned> lastUse;
};

LogicalResult NestLowering::checkBody() {
  for (Operation &op : *nest.body) {
    bool ok = isa<memref::LoadOp, memref::StoreOp, tir::CallExternOp>(op) ||
              isa_and_nonnull<arith::ArithDialect, math::MathDialect>(
                  op.getDialect());
    if (auto intrin = dyn_cast<tir::IntrinOp>(op)) {
      if (!isKnownIntrinsic(intrin.getIntrin()))
        return intrin.emitOpError("unsupported TIR intrinsic '")
               << intrin.getIntrin() << "'";
      if (intrin.getIntrin() == "tvm_storage_sync")
        return intrin.emitOpError("tvm_storage_sync inside a T.Parallel "
                                  "nest is not supported; synchronise "
                                  "between nests");
      ok = true;
    }
    if (!ok)
      return op.emitOpError("'")
             << op.getName()
             << "' in a T.Parallel nest is not supported by "
                "convert-tir-to-ascend: the body may hold only loads, "
                "stores, arith and math operations, math externs and TIR "
                "intrinsics";
  }
  return success();
}

FailureOr<Value> NestLowering::getTileBuffer(Operation *op, Value memref,
                                             Shape shape) {
  std::optional<BufferDecision> decision = placement.lookup(memref);
  std::string name = placement.getName(memref);
  if (cast<MemRefType>(memref.getType()).getElementType().isInteger(1))
    return op->emitOpError("accesses ")
           << name
           << ", a buffer of i1: boolean tiles are not supported (keep "
              "conditions in comparisons, or store 0/1 in an integer or "
              "float buffer with T.if_then_else)";
  if (memref.getDefiningOp<memref::SubViewOp>())
    return op->emitOpError("accesses a region of ")
           << name
           << " in a T.Parallel nest; element-wise work takes whole local "
              "buffers (copy the region into a buffer first)";
  if (!decision)
    return op->emitOpError("accesses a buffer the conversion did not place");
  if (decision->space != AddressSpace::UB)
    return op->emitOpError("accesses ")
           << name << " (" << ascend::stringifyAddressSpace(decision->space)
           << ") in a T.Parallel nest; element-wise work runs on the Vector "
              "core, on ub buffers only"
           << (decision->space == AddressSpace::GM
                   ? ": copy the global region into a local buffer with "
                     "T.copy first"
                   : "");
  Value buffer = rewriter.getRemappedValue(memref);
  ArrayRef<int64_t> actual = cast<MemRefType>(buffer.getType()).getShape();
  SmallVector<int64_t> expected = shapeOf(shape);
  if (actual != ArrayRef<int64_t>(expected))
    return op->emitOpError("accesses ")
           << name << " as " << actual[0] << "x" << actual[1]
           << " in a 1-D T.Parallel nest whose other vectors are "
           << expected[0] << "x" << expected[1]
           << "; one nest works on one orientation (copy into a buffer of "
              "the other shape first)";
  return buffer;
}

FailureOr<Lowered> NestLowering::lower(Value value, Value hint) {
  if (auto it = lowered.find(value); it != lowered.end())
    return it->second;
  for (unsigned l = 0; l < nest.getRank(); ++l)
    if (value == nest.getInductionVar(l))
      return root.emitOpError("uses a T.Parallel loop index as a value; only "
                              "buffer indices may use it");
  FailureOr<Lowered> result;
  if (!isInBody(value)) {
    // Loop invariant from outside the nest.
    result = Lowered{Shape::Scalar, rewriter.getRemappedValue(value)};
  } else {
    result = lowerOp(value.getDefiningOp(), hint);
  }
  if (failed(result))
    return failure();
  lowered[value] = *result;
  return result;
}

FailureOr<Lowered> NestLowering::lowerScalarOp(Operation *op) {
  IRMapping mapping;
  for (Value operand : op->getOperands()) {
    FailureOr<Lowered> l = lower(operand);
    if (failed(l))
      return failure();
    mapping.map(operand, l->value);
  }
  if (isa<math::MathDialect>(op->getDialect()) || isa<tir::CallExternOp>(op))
    return op->emitOpError("computes scalar math in a T.Parallel nest; the "
                           "Vector core has no scalar math unit: compute it "
                           "on a tile");
  if (auto intrin = dyn_cast<tir::IntrinOp>(op)) {
    SmallVector<Value> operands;
    for (Value operand : intrin.getOperands())
      operands.push_back(mapping.lookup(operand));
    FailureOr<Value> value = buildScalarIntrinsic(
        rewriter, op->getLoc(), intrin.getIntrin(), operands);
    if (failed(value))
      return intrin.emitOpError("unsupported TIR intrinsic '")
             << intrin.getIntrin() << "' with " << operands.size()
             << " operands";
    return Lowered{Shape::Scalar, *value};
  }
  Operation *clone = rewriter.clone(*op, mapping);
  return Lowered{Shape::Scalar, clone->getResult(0)};
}

Value NestLowering::broadcastTo(Lowered value, Shape shape, Type element) {
  if (value.shape == shape)
    return value.value;
  Value tile = newTile(shape, element);
  if (value.shape == Shape::Scalar) {
    // Legal element types were checked by the caller's operation class;
    // a fill the chip lacks goes through a wider tile.
    (void)emitVectorFill(rewriter, root, value.value, tile, arch);
    return tile;
  }
  // PerRow or PerCol -> Full.
  rewriter.create<ascend::VBroadcastOp>(
      loc, value.value, tile,
      rewriter.getI64IntegerAttr(value.shape == Shape::PerRow ? 1 : 0));
  return tile;
}

FailureOr<Lowered> NestLowering::lowerBinary(Operation *op, VBinaryKind kind,
                                             bool commutative, Lowered a,
                                             Lowered b, Type element,
                                             Value hint) {
  auto kindAttr = ascend::VBinaryKindAttr::get(rewriter.getContext(), kind);
  Shape shape = join(a.shape, b.shape);
  Value dst = takeHint(hint, shape, element);
  // A scalar form the chip lacks for this element type (integer max/min
  // with a scalar): fill a tile with the scalar and use the tile form.
  if ((a.shape == Shape::Scalar) != (b.shape == Shape::Scalar) &&
      (kind == VBinaryKind::Max || kind == VBinaryKind::Min) &&
      !ascend::isLegalVectorElement(ascend::VectorOpClass::FloatArith,
                                    element, arch)) {
    Lowered &scalar = a.shape == Shape::Scalar ? a : b;
    Lowered &tile = a.shape == Shape::Scalar ? b : a;
    Value filled = newTile(tile.shape, element);
    if (failed(emitVectorFill(rewriter, op, scalar.value, filled, arch)))
      return failure();
    scalar = Lowered{tile.shape, filled};
  }
  // tile (op) scalar
  if (b.shape == Shape::Scalar) {
    rewriter.create<ascend::VBinaryScalarOp>(loc, kindAttr, a.value, b.value,
                                             dst, UnitAttr());
    return Lowered{shape, dst};
  }
  if (a.shape == Shape::Scalar) {
    if (commutative) {
      rewriter.create<ascend::VBinaryScalarOp>(loc, kindAttr, b.value,
                                               a.value, dst, UnitAttr());
    } else if (kind == VBinaryKind::Div) {
      rewriter.create<ascend::VBinaryScalarOp>(loc, kindAttr, b.value,
                                               a.value, dst,
                                               rewriter.getUnitAttr());
    } else if (kind == VBinaryKind::Sub) {
      // s - x = (-x) + s
      rewriter.create<ascend::VUnaryOp>(
          loc, ascend::VUnaryKindAttr::get(rewriter.getContext(), VUnaryKind::Neg),
          b.value, dst);
      rewriter.create<ascend::VBinaryScalarOp>(
          loc, ascend::VBinaryKindAttr::get(rewriter.getContext(), VBinaryKind::Add),
          dst, a.value, dst, UnitAttr());
    } else {
      return op->emitOpError("shifts a scalar by a tile; only shifts by a "
                             "scalar amount are supported");
    }
    return Lowered{shape, dst};
  }
  if (a.shape == b.shape) {
    rewriter.create<ascend::VBinaryOp>(loc, kindAttr, a.value, b.value, dst);
    return Lowered{shape, dst};
  }
  bool bitwise = kind == VBinaryKind::And || kind == VBinaryKind::Or ||
                 kind == VBinaryKind::Shl || kind == VBinaryKind::Shr;
  if (bitwise) {
    // No broadcast form: materialise both as full tiles.
    Value lhs = broadcastTo(a, Shape::Full, element);
    Value rhs = broadcastTo(b, Shape::Full, element);
    rewriter.create<ascend::VBinaryOp>(loc, kindAttr, lhs, rhs, dst);
    return Lowered{shape, dst};
  }
  // One side full, the other a per-row or per-column vector (a per-row
  // and a per-column vector: the first is broadcast to a full tile).
  if (a.shape != Shape::Full && b.shape != Shape::Full)
    a = Lowered{Shape::Full, broadcastTo(a, Shape::Full, element)};
  bool vecOnLeft = a.shape != Shape::Full;
  Lowered full = vecOnLeft ? b : a, vec = vecOnLeft ? a : b;
  auto dim = rewriter.getI64IntegerAttr(vec.shape == Shape::PerRow ? 1 : 0);
  if (!vecOnLeft || commutative) {
    rewriter.create<ascend::VBroadcastBinaryOp>(loc, kindAttr, full.value,
                                                vec.value, dst, dim);
    return Lowered{shape, dst};
  }
  // v - x = (-x) + v; v / x = (1/x) * v
  bool sub = kind == VBinaryKind::Sub;
  rewriter.create<ascend::VUnaryOp>(
      loc,
      ascend::VUnaryKindAttr::get(rewriter.getContext(),
                                  sub ? VUnaryKind::Neg : VUnaryKind::Rec),
      full.value, dst);
  rewriter.create<ascend::VBroadcastBinaryOp>(
      loc,
      ascend::VBinaryKindAttr::get(rewriter.getContext(),
                                   sub ? VBinaryKind::Add : VBinaryKind::Mul),
      dst, vec.value, dst, dim);
  return Lowered{shape, dst};
}

FailureOr<Lowered> NestLowering::lowerUnary(Operation *op, VUnaryKind kind,
                                            Lowered a, Value hint) {
  Type element = cast<MemRefType>(a.value.getType()).getElementType();
  Value dst = takeHint(hint, a.shape, element);
  rewriter.create<ascend::VUnaryOp>(
      loc, ascend::VUnaryKindAttr::get(rewriter.getContext(), kind), a.value, dst);
  return Lowered{a.shape, dst};
}

/// tanh(x) = 1 - 2 / (exp(2x) + 1): the Vector core has no tanh.
FailureOr<Lowered> NestLowering::lowerTanh(Operation *op, Lowered a,
                                           Value hint) {
  Type element = cast<MemRefType>(a.value.getType()).getElementType();
  auto constant = [&](double value) -> Value {
    return rewriter.create<arith::ConstantOp>(
        loc, element, rewriter.getFloatAttr(element, value));
  };
  auto binaryKind = [&](VBinaryKind kind) {
    return ascend::VBinaryKindAttr::get(rewriter.getContext(), kind);
  };
  Value t = newTile(a.shape, element);
  Value dst = takeHint(hint, a.shape, element);
  rewriter.create<ascend::VBinaryScalarOp>(loc, binaryKind(VBinaryKind::Mul),
                                           a.value, constant(2.0), t,
                                           UnitAttr());
  rewriter.create<ascend::VUnaryOp>(
      loc, ascend::VUnaryKindAttr::get(rewriter.getContext(), VUnaryKind::Exp), t, t);
  rewriter.create<ascend::VBinaryScalarOp>(loc, binaryKind(VBinaryKind::Add),
                                           t, constant(1.0), t, UnitAttr());
  rewriter.create<ascend::VBinaryScalarOp>(loc, binaryKind(VBinaryKind::Div),
                                           t, constant(-2.0), t,
                                           rewriter.getUnitAttr());
  rewriter.create<ascend::VBinaryScalarOp>(loc, binaryKind(VBinaryKind::Add),
                                           t, constant(1.0), dst, UnitAttr());
  return Lowered{a.shape, dst};
}

FailureOr<Lowered> NestLowering::lowerCast(Operation *op, Lowered a,
                                           Type element,
                                           ascend::RoundMode mode,
                                           Value hint) {
  Value dst = takeHint(hint, a.shape, element);
  rewriter.create<ascend::VCastOp>(
      loc, a.value, dst, ascend::RoundModeAttr::get(rewriter.getContext(), mode));
  return Lowered{a.shape, dst};
}

static ascend::CmpPredicate swapPredicate(ascend::CmpPredicate pred) {
  switch (pred) {
  case ascend::CmpPredicate::LT:
    return ascend::CmpPredicate::GT;
  case ascend::CmpPredicate::LE:
    return ascend::CmpPredicate::GE;
  case ascend::CmpPredicate::GT:
    return ascend::CmpPredicate::LT;
  case ascend::CmpPredicate::GE:
    return ascend::CmpPredicate::LE;
  default:
    return pred;
  }
}

FailureOr<Lowered> NestLowering::lowerCompare(Operation *op,
                                              ascend::CmpPredicate pred,
                                              Lowered a, Lowered b) {
  if (a.shape == Shape::Scalar) {
    std::swap(a, b);
    pred = swapPredicate(pred);
  }
  Type element = cast<MemRefType>(a.value.getType()).getElementType();
  Shape shape = join(a.shape, b.shape);
  Value lhs = broadcastTo(a, shape, element);
  Value rhs = b.shape == Shape::Scalar ? b.value
                                       : broadcastTo(b, shape, element);
  Value mask = newTile(shape, rewriter.getI8Type());
  rewriter.create<ascend::VCmpOp>(
      loc, ascend::CmpPredicateAttr::get(rewriter.getContext(), pred), lhs, rhs, mask);
  return Lowered{shape, mask};
}

FailureOr<Lowered> NestLowering::lowerSelect(Operation *op, Lowered cond,
                                             Lowered a, Lowered b,
                                             Type element, Value hint) {
  if (cond.shape == Shape::Scalar)
    return op->emitOpError("selects between tiles on a scalar condition; "
                           "only element-wise conditions (a comparison of "
                           "tiles) are supported");
  Shape shape = join(cond.shape, join(a.shape, b.shape));
  Value mask = cond.value;
  if (cond.shape != shape)
    return op->emitOpError("selects with a ")
           << (cond.shape == Shape::PerRow ? "per-row" : "per-column")
           << " condition over full tiles; not supported";
  Value onTrue = broadcastTo(a, shape, element);
  Value onFalse = broadcastTo(b, shape, element);
  Value dst = takeHint(hint, shape, element);
  rewriter.create<ascend::VSelectOp>(loc, mask, onTrue, onFalse, dst);
  return Lowered{shape, dst};
}

static std::optional<ascend::CmpPredicate> getPredicate(Operation *op) {
  using P = ascend::CmpPredicate;
  if (auto cmp = dyn_cast<arith::CmpFOp>(op)) {
    switch (cmp.getPredicate()) {
    case arith::CmpFPredicate::OEQ:
    case arith::CmpFPredicate::UEQ:
      return P::EQ;
    case arith::CmpFPredicate::ONE:
    case arith::CmpFPredicate::UNE:
      return P::NE;
    case arith::CmpFPredicate::OLT:
    case arith::CmpFPredicate::ULT:
      return P::LT;
    case arith::CmpFPredicate::OLE:
    case arith::CmpFPredicate::ULE:
      return P::LE;
    case arith::CmpFPredicate::OGT:
    case arith::CmpFPredicate::UGT:
      return P::GT;
    case arith::CmpFPredicate::OGE:
    case arith::CmpFPredicate::UGE:
      return P::GE;
    default:
      return std::nullopt;
    }
  }
  if (auto cmp = dyn_cast<arith::CmpIOp>(op)) {
    switch (cmp.getPredicate()) {
    case arith::CmpIPredicate::eq:
      return P::EQ;
    case arith::CmpIPredicate::ne:
      return P::NE;
    case arith::CmpIPredicate::slt:
    case arith::CmpIPredicate::ult:
      return P::LT;
    case arith::CmpIPredicate::sle:
    case arith::CmpIPredicate::ule:
      return P::LE;
    case arith::CmpIPredicate::sgt:
    case arith::CmpIPredicate::ugt:
      return P::GT;
    case arith::CmpIPredicate::sge:
    case arith::CmpIPredicate::uge:
      return P::GE;
    }
  }
  return std::nullopt;
}

static bool isFloatConstant(Value value, double expected) {
  FloatAttr attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return false;
  return attr.getValueAsDouble() == expected;
}

FailureOr<Lowered> NestLowering::lowerOp(Operation *op, Value hint) {
  // The ops emitted for `op` carry its location.
  Location outer = loc;
  loc = op->getLoc();
  auto restore = llvm::make_scope_exit([&] { loc = outer; });
  // Loads: the buffer itself (or its snapshot).
  if (auto load = dyn_cast<memref::LoadOp>(op)) {
    AccessClass access =
        classifyAccess(nest, load.getMemRef(), load.getIndices());
    std::optional<BufferDecision> decision =
        placement.lookup(load.getMemRef());
    if (access == AccessClass::Scalar && decision && decision->scalar) {
      SmallVector<Value> zeros(
          load.getIndices().size(),
          rewriter.create<arith::ConstantIndexOp>(loc, 0));
      Value value = rewriter.create<memref::LoadOp>(
          loc, rewriter.getRemappedValue(load.getMemRef()), zeros);
      return Lowered{Shape::Scalar, value};
    }
    if (access == AccessClass::Scalar || access == AccessClass::Unsupported)
      return load.emitOpError("reads ")
             << placement.getName(load.getMemRef())
             << describeBadAccess(access, load.getMemRef(),
                                  load.getIndices())
             << "; element-wise work reads whole tiles: x[i, j], a "
                "per-row x[i] or a per-column x[j]";
    FailureOr<Value> buffer =
        getTileBuffer(op, load.getMemRef(), toShape(access));
    if (failed(buffer))
      return failure();
    return Lowered{toShape(access), *buffer};
  }

  // Operands first.
  SmallVector<Lowered> operands;
  for (Value operand : op->getOperands()) {
    FailureOr<Lowered> l = lower(operand);
    if (failed(l))
      return failure();
    operands.push_back(*l);
  }
  if (llvm::all_of(operands,
                   [](const Lowered &l) { return l.shape == Shape::Scalar; }))
    return lowerScalarOp(op);
  return lowerTileOp(op, operands, hint);
}

/// The class of Vector core instruction a tile operation becomes, for its
/// element type rules; std::nullopt for casts (any type).
static std::optional<ascend::VectorOpClass> getOpClass(Operation *op) {
  using C = ascend::VectorOpClass;
  if (isa<arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::MaxNumFOp,
          arith::MaximumFOp, arith::MinNumFOp, arith::MinimumFOp,
          arith::NegFOp, arith::AddIOp, arith::SubIOp, arith::MulIOp,
          arith::MaxSIOp, arith::MinSIOp>(op))
    return C::Arith;
  if (isa<arith::DivFOp>(op))
    return C::FloatArith;
  if (isa<math::ExpOp, math::LogOp, math::SqrtOp, math::RsqrtOp, math::AbsFOp,
          math::TanhOp, tir::CallExternOp>(op))
    return C::Math;
  if (isa<arith::CmpFOp, arith::CmpIOp>(op))
    return C::Compare;
  if (isa<arith::SelectOp>(op))
    return C::Select;
  if (auto intrin = dyn_cast<tir::IntrinOp>(op)) {
    StringRef name = intrin.getIntrin();
    if (name == "if_then_else")
      return C::Select;
    if (name == "shift_left")
      return C::Shift;
    if (name == "shift_right" || name == "floordiv")
      return C::ShiftRightScalar;
    if (name == "floormod")
      return C::Bitwise;
    return C::Bitwise;
  }
  if (isa<arith::AndIOp, arith::OrIOp>(op))
    return C::Bitwise;
  if (isa<arith::ShLIOp>(op))
    return C::Shift;
  if (isa<arith::ShRSIOp, arith::FloorDivSIOp>(op))
    return C::ShiftRightScalar; // shifts are by scalars in practice
  if (isa<arith::RemUIOp>(op))
    return C::Bitwise;
  return std::nullopt;
}

FailureOr<Lowered> NestLowering::lowerTileOp(Operation *op,
                                             SmallVector<Lowered> operands,
                                             Value hint) {
  if (auto cmp = dyn_cast<arith::CmpIOp>(op);
      isa<arith::UIToFPOp, arith::FPToUIOp, arith::DivUIOp, arith::ShRUIOp,
          arith::ExtUIOp, arith::MaxUIOp, arith::MinUIOp>(op) ||
      (cmp && (cmp.getPredicate() == arith::CmpIPredicate::ult ||
               cmp.getPredicate() == arith::CmpIPredicate::ule ||
               cmp.getPredicate() == arith::CmpIPredicate::ugt ||
               cmp.getPredicate() == arith::CmpIPredicate::uge)))
    return op->emitOpError("on tiles: unsigned operations are not supported "
                           "by convert-tir-to-ascend (it lowers integer "
                           "tiles with signed semantics)");
  // The element type the op computes in: of its operands for comparisons,
  // of its result otherwise.
  bool isCompare = isa<arith::CmpFOp, arith::CmpIOp>(op);
  Type element = isCompare ? op->getOperand(0).getType()
                           : op->getResult(0).getType();
  std::optional<ascend::VectorOpClass> cls = getOpClass(op);
  if (cls && !ascend::isLegalVectorElement(*cls, element, arch)) {
    Type f32 = rewriter.getF32Type();
    if (!element.isBF16() || !ascend::isLegalVectorElement(*cls, f32, arch)) {
      // floordiv / floormod by a power of two are a shift / an and.
      StringRef as = *cls == ascend::VectorOpClass::Bitwise &&
                             !isa<arith::AndIOp, arith::OrIOp>(op)
                         ? " (as a bitwise and)"
                     : *cls == ascend::VectorOpClass::ShiftRightScalar &&
                             !isa<arith::ShRSIOp>(op)
                         ? " (as a right shift)"
                         : "";
      return op->emitOpError("on ")
             << element << " tiles: the " << ascend::getArchName(arch)
             << " Vector core runs it" << as << " on "
             << ascend::describeLegalVectorElements(*cls, arch)
             << " tiles only";
    }
    // bf16 where the arch has no bf16 form: compute in f32 and cast back.
    op->emitRemark("bf16 '")
        << op->getName() << "' computed in f32 with casts: the "
        << ascend::getArchName(arch) << " Vector core runs it on "
        << ascend::describeLegalVectorElements(*cls, arch) << " tiles only";
    DenseMap<Value, Value> widened;
    for (Lowered &operand : operands) {
      if (Value wide = widened.lookup(operand.value)) {
        operand.value = wide;
        continue;
      }
      Value narrow = operand.value;
      Type type = operand.shape == Shape::Scalar
                      ? operand.value.getType()
                      : cast<MemRefType>(operand.value.getType())
                            .getElementType();
      if (!type.isBF16())
        continue;
      if (operand.shape == Shape::Scalar) {
        operand.value = rewriter.create<arith::ExtFOp>(loc, f32, operand.value);
      } else {
        Value wide = newTile(operand.shape, f32);
        rewriter.create<ascend::VCastOp>(loc, operand.value, wide);
        operand.value = wide;
      }
      widened[narrow] = operand.value;
    }
    FailureOr<Lowered> wide = lowerTileOpIn(op, operands, f32, Value());
    if (failed(wide) || isCompare)
      return wide;
    Value dst = takeHint(hint, wide->shape, element);
    rewriter.create<ascend::VCastOp>(loc, wide->value, dst);
    return Lowered{wide->shape, dst};
  }
  return lowerTileOpIn(op, operands, op->getResult(0).getType(), hint);
}

FailureOr<Lowered> NestLowering::lowerTileOpIn(Operation *op,
                                               SmallVector<Lowered> operands,
                                               Type element, Value hint) {
  auto binary = [&](VBinaryKind kind, bool commutative) {
    return lowerBinary(op, kind, commutative, operands[0], operands[1],
                       element, hint);
  };
  auto unary = [&](VUnaryKind kind) {
    return lowerUnary(op, kind, operands[0], hint);
  };

  // relu: max(x, 0); rec: 1 / x.
  if (isa<arith::MaxNumFOp, arith::MaximumFOp>(op) &&
      operands[1].shape == Shape::Scalar && isFloatConstant(op->getOperand(1), 0.0))
    return unary(VUnaryKind::Relu);
  if (isa<arith::DivFOp>(op) && operands[0].shape == Shape::Scalar &&
      isFloatConstant(op->getOperand(0), 1.0))
    return lowerUnary(op, VUnaryKind::Rec, operands[1], hint);

  int64_t log2 = 0;
  if (isa<arith::FloorDivSIOp>(op) &&
      operands[1].shape == Shape::Scalar &&
      isPowerOfTwo(op->getOperand(1), log2)) {
    Value amount = rewriter.create<arith::ConstantOp>(
        loc, element, rewriter.getIntegerAttr(element, log2));
    return lowerBinary(op, VBinaryKind::Shr, false, operands[0],
                       Lowered{Shape::Scalar, amount}, element, hint);
  }
  if (isa<arith::RemUIOp>(op) && operands[1].shape == Shape::Scalar &&
      isPowerOfTwo(op->getOperand(1), log2)) {
    Value mask = rewriter.create<arith::ConstantOp>(
        loc, element, rewriter.getIntegerAttr(element, (1LL << log2) - 1));
    return lowerBinary(op, VBinaryKind::And, false, operands[0],
                       Lowered{Shape::Scalar, mask}, element, hint);
  }

  if (std::optional<ascend::CmpPredicate> pred = getPredicate(op))
    return lowerCompare(op, *pred, operands[0], operands[1]);
  if (isa<arith::SelectOp>(op))
    return lowerSelect(op, operands[0], operands[1], operands[2], element,
                       hint);

  using K = VBinaryKind;
  using U = VUnaryKind;
  FailureOr<Lowered> result =
      llvm::TypeSwitch<Operation *, FailureOr<Lowered>>(op)
          .Case<arith::AddFOp, arith::AddIOp>(
              [&](auto) { return binary(K::Add, true); })
          .Case<arith::SubFOp, arith::SubIOp>(
              [&](auto) { return binary(K::Sub, false); })
          .Case<arith::MulFOp, arith::MulIOp>(
              [&](auto) { return binary(K::Mul, true); })
          .Case<arith::DivFOp>([&](auto) { return binary(K::Div, false); })
          .Case<arith::MaxNumFOp, arith::MaximumFOp, arith::MaxSIOp>(
              [&](auto) { return binary(K::Max, true); })
          .Case<arith::MinNumFOp, arith::MinimumFOp, arith::MinSIOp>(
              [&](auto) { return binary(K::Min, true); })
          .Case<arith::AndIOp>([&](auto) { return binary(K::And, true); })
          .Case<arith::OrIOp>([&](auto) { return binary(K::Or, true); })
          .Case<arith::ShLIOp>([&](auto) { return binary(K::Shl, false); })
          .Case<arith::ShRSIOp>([&](auto) { return binary(K::Shr, false); })
          .Case<arith::NegFOp>([&](auto) { return unary(U::Neg); })
          .Case<math::ExpOp>([&](auto) { return unary(U::Exp); })
          .Case<math::LogOp>([&](auto) { return unary(U::Ln); })
          .Case<math::SqrtOp>([&](auto) { return unary(U::Sqrt); })
          .Case<math::RsqrtOp>([&](auto) { return unary(U::Rsqrt); })
          .Case<math::AbsFOp>([&](auto) { return unary(U::Abs); })
          .Case<math::TanhOp>(
              [&](auto) { return lowerTanh(op, operands[0], hint); })
          .Case<arith::ExtFOp, arith::SIToFPOp, arith::UIToFPOp,
                arith::ExtSIOp>([&](auto) {
            return lowerCast(op, operands[0], element,
                             ascend::RoundMode::Rint, hint);
          })
          .Case<arith::TruncFOp>([&](auto) {
            return lowerCast(op, operands[0], element,
                             ascend::RoundMode::Rint, hint);
          })
          .Case<arith::FPToSIOp, arith::FPToUIOp, arith::TruncIOp>(
              [&](auto) {
                return lowerCast(op, operands[0], element,
                                 ascend::RoundMode::Trunc, hint);
              })
          .Case<tir::CallExternOp>([&](tir::CallExternOp call)
                                       -> FailureOr<Lowered> {
            StringRef callee = call.getCallee();
            if (operands.size() != 1)
              return call.emitOpError("unsupported math extern '")
                     << callee << "' with " << operands.size() << " operands";
            if (callee == "expf" || callee == "exp")
              return unary(U::Exp);
            if (callee == "logf" || callee == "log")
              return unary(U::Ln);
            if (callee == "sqrtf" || callee == "sqrt")
              return unary(U::Sqrt);
            if (callee == "rsqrtf" || callee == "rsqrt")
              return unary(U::Rsqrt);
            if (callee == "fabsf" || callee == "fabs")
              return unary(U::Abs);
            if (callee == "tanhf" || callee == "tanh")
              return lowerTanh(op, operands[0], hint);
            return call.emitOpError("unsupported math extern '")
                   << callee
                   << "'; supported: expf, logf, sqrtf, rsqrtf, fabsf, tanhf";
          })
          .Case<tir::IntrinOp>([&](tir::IntrinOp intrin)
                                   -> FailureOr<Lowered> {
            StringRef name = intrin.getIntrin();
            if (name == "shift_right")
              return binary(K::Shr, false);
            if (name == "shift_left")
              return binary(K::Shl, false);
            if (name == "bitwise_and")
              return binary(K::And, true);
            if (name == "bitwise_or")
              return binary(K::Or, true);
            if (name == "if_then_else")
              return lowerSelect(op, operands[0], operands[1], operands[2],
                                 element, hint);
            if ((name == "floordiv" || name == "floormod") &&
                operands[1].shape == Shape::Scalar &&
                isPowerOfTwo(intrin.getOperand(1), log2)) {
              bool div = name == "floordiv";
              Value amount = rewriter.create<arith::ConstantOp>(
                  loc, element,
                  rewriter.getIntegerAttr(element,
                                          div ? log2 : (1LL << log2) - 1));
              return lowerBinary(op, div ? K::Shr : K::And, false,
                                 operands[0], Lowered{Shape::Scalar, amount},
                                 element, hint);
            }
            return intrin.emitOpError("unsupported TIR intrinsic '")
                   << name << "' on tiles"
                   << (name == "floordiv" || name == "floormod"
                           ? " (only by a constant power of two)"
                           : "");
          })
          .Default([&](Operation *) -> FailureOr<Lowered> {
            return op->emitOpError("'")
                   << op->getName()
                   << "' on tiles is not supported by convert-tir-to-ascend";
          });
  return result;
}

/// Before `storeIndex` overwrites `buffer`: every earlier load of `buffer`
/// whose value a later store still needs gets its own copy.
LogicalResult NestLowering::snapshotLoadsOf(Value buffer, unsigned storeIndex) {
  for (Operation &op : *nest.body) {
    if (position.lookup(&op) >= storeIndex)
      break;
    auto load = dyn_cast<memref::LoadOp>(op);
    if (!load || load.getMemRef() != buffer ||
        lastUse.lookup(load.getResult()) <= storeIndex)
      continue;
    auto it = lowered.find(load.getResult());
    FailureOr<Lowered> current =
        it != lowered.end() ? FailureOr<Lowered>(it->second)
                            : lower(load.getResult());
    if (failed(current))
      return failure();
    if (current->shape == Shape::Scalar)
      continue;
    Value source = current->value;
    if (source != rewriter.getRemappedValue(buffer))
      continue; // already a copy
    auto type = cast<MemRefType>(source.getType());
    Value copy = createTemporary(rewriter, root, type.getShape(),
                                 type.getElementType());
    rewriter.create<ascend::CopyOp>(loc, source, copy);
    lowered[load.getResult()] = Lowered{current->shape, copy};
  }
  return success();
}

LogicalResult NestLowering::lowerStore(memref::StoreOp store,
                                       unsigned index) {
  AccessClass access =
      classifyAccess(nest, store.getMemRef(), store.getIndices());
  std::optional<BufferDecision> decision =
      placement.lookup(store.getMemRef());
  Value value = store.getValue();

  if (access == AccessClass::Scalar && decision && decision->scalar) {
    FailureOr<Lowered> l = lower(value);
    if (failed(l))
      return failure();
    if (l->shape != Shape::Scalar)
      return store.emitOpError("writes an element-wise value into the "
                               "local.var ")
             << placement.getName(store.getMemRef())
             << "; only loop-invariant values can be (reduce into a "
                "buffer instead)";
    SmallVector<Value> zeros(store.getIndices().size(),
                             rewriter.create<arith::ConstantIndexOp>(loc, 0));
    rewriter.create<memref::StoreOp>(
        loc, l->value, rewriter.getRemappedValue(store.getMemRef()), zeros);
    return success();
  }
  if (access == AccessClass::Scalar || access == AccessClass::Unsupported)
    return store.emitOpError("writes ")
           << placement.getName(store.getMemRef())
           << describeBadAccess(access, store.getMemRef(),
                                store.getIndices())
           << "; element-wise work writes whole tiles: y[i, j], a per-row "
              "y[i] or a per-column y[j]";
  FailureOr<Value> target =
      getTileBuffer(store, store.getMemRef(), toShape(access));
  if (failed(target))
    return failure();
  if (failed(snapshotLoadsOf(store.getMemRef(), index)))
    return failure();
  Shape shape = toShape(access);
  Type element = cast<MemRefType>(target->getType()).getElementType();

  // Reductions: s[i] = s[i] (+|max|min) e, with e a full tile.
  if (shape != Shape::Full) {
    Operation *def = value.getDefiningOp();
    std::optional<ascend::VReduceKind> kind;
    std::optional<VBinaryKind> combine;
    if (def && isInBody(value) && def->getNumOperands() == 2) {
      if (isa<arith::AddFOp, arith::AddIOp>(def)) {
        kind = ascend::VReduceKind::Sum;
        combine = VBinaryKind::Add;
      } else if (isa<arith::MaxNumFOp, arith::MaximumFOp, arith::MaxSIOp>(
                     def)) {
        kind = ascend::VReduceKind::Max;
        combine = VBinaryKind::Max;
      } else if (isa<arith::MinNumFOp, arith::MinimumFOp, arith::MinSIOp>(
                     def)) {
        kind = ascend::VReduceKind::Min;
        combine = VBinaryKind::Min;
      }
    }
    if (kind) {
      for (unsigned side = 0; side < 2; ++side) {
        auto self = def->getOperand(side).getDefiningOp<memref::LoadOp>();
        if (!self || self.getMemRef() != store.getMemRef() ||
            self.getIndices() != store.getIndices())
          continue;
        FailureOr<Lowered> e = lower(def->getOperand(1 - side));
        if (failed(e))
          return failure();
        if (e->shape != Shape::Full)
          break;
        // The type the Vector core reduces in: the element type, or f32 for
        // bf16 (with casts, as for any bf16 operation the chip lacks).
        Type compute = element;
        if (!ascend::isLegalVectorElement(ascend::VectorOpClass::Reduce,
                                          element, arch)) {
          if (!element.isBF16())
            return store.emitOpError("reduces ")
                   << element << " tiles: the " << ascend::getArchName(arch)
                   << " Vector core reduces "
                   << ascend::describeLegalVectorElements(
                          ascend::VectorOpClass::Reduce, arch)
                   << " tiles only";
          compute = rewriter.getF32Type();
          store.emitRemark("bf16 reduction computed in f32 with casts: the ")
              << ascend::getArchName(arch) << " Vector core reduces "
              << ascend::describeLegalVectorElements(
                     ascend::VectorOpClass::Reduce, arch)
              << " tiles only";
        }
        Value input = e->value, acc = *target;
        if (compute != element) {
          input = newTile(Shape::Full, compute);
          rewriter.create<ascend::VCastOp>(loc, e->value, input);
          acc = newTile(shape, compute);
          rewriter.create<ascend::VCastOp>(loc, *target, acc);
        }
        Value partial = newTile(shape, compute);
        rewriter.create<ascend::VReduceOp>(
            loc, ascend::VReduceKindAttr::get(rewriter.getContext(), *kind),
            input, partial,
            rewriter.getI64IntegerAttr(shape == Shape::PerRow ? 1 : 0));
        rewriter.create<ascend::VBinaryOp>(
            loc, ascend::VBinaryKindAttr::get(rewriter.getContext(), *combine),
            acc, partial, acc);
        if (acc != *target)
          rewriter.create<ascend::VCastOp>(loc, acc, *target);
        lowered[value] = Lowered{shape, *target};
        return success();
      }
    }
  }

  // In a serial inner loop the iterations run in order: only the
  // reductions above are order-independent.
  if (serialInner)
    return store.emitOpError("in a T.serial (or T.unroll) loop inside "
                             "T.Parallel: only reductions s[i] = s[i] + e "
                             "(or max / min, e element-wise) are lowered; "
                             "other statements there depend on the order of "
                             "the iterations");

  // The value's only use is this store: compute it straight into the
  // target.
  Value hint = value.hasOneUse() && isInBody(value) &&
                       !isa<memref::LoadOp>(value.getDefiningOp())
                   ? *target
                   : Value();
  FailureOr<Lowered> l = lower(value, hint);
  if (failed(l))
    return failure();
  if (l->shape == shape) {
    if (l->value != *target)
      rewriter.create<ascend::CopyOp>(loc, l->value, *target);
    return success();
  }
  if (l->shape == Shape::Scalar)
    return emitVectorFill(rewriter, store, l->value, *target, arch);
  if (shape == Shape::Full) {
    rewriter.create<ascend::VBroadcastOp>(
        loc, l->value, *target,
        rewriter.getI64IntegerAttr(l->shape == Shape::PerRow ? 1 : 0));
    return success();
  }
  return store.emitOpError("writes an element-wise value into the ")
         << (shape == Shape::PerRow ? "per-row" : "per-column") << " buffer "
         << placement.getName(store.getMemRef())
         << "; only a reduction can (s[i] = s[i] + e, or max / min), or "
            "T.reduce_*";
}

LogicalResult NestLowering::run() {
  if (failed(checkBody()))
    return failure();
  serialInner = llvm::any_of(llvm::drop_begin(nest.loops), [](tir::ForOp l) {
    return l.getKind() != tir::ForKind::Parallel;
  });

  // The shape of a full tile: the domain, or for a 1-D nest the orientation
  // of its vectors.
  if (nest.getRank() == 2) {
    fullShape = {nest.extents[0], nest.extents[1]};
  } else {
    fullShape = {1, nest.extents[0]};
    for (Operation &op : *nest.body) {
      Value memref;
      if (auto load = dyn_cast<memref::LoadOp>(op))
        memref = load.getMemRef();
      else if (auto store = dyn_cast<memref::StoreOp>(op))
        memref = store.getMemRef();
      std::optional<BufferDecision> decision =
          memref ? placement.lookup(memref) : std::nullopt;
      if (!decision || decision->scalar ||
          decision->space != AddressSpace::UB)
        continue;
      auto type = dyn_cast<MemRefType>(
          rewriter.getRemappedValue(memref).getType());
      if (type && type.getRank() == 2) {
        fullShape.assign(type.getShape().begin(), type.getShape().end());
        break;
      }
    }
  }

  // Program positions and the last store that needs each value.
  unsigned counter = 0;
  for (Operation &op : *nest.body)
    position[&op] = counter++;
  for (Operation &op : llvm::reverse(*nest.body)) {
    unsigned last = 0;
    if (isa<memref::StoreOp>(op))
      last = position[&op];
    for (Value result : op.getResults())
      last = std::max(last, lastUse.lookup(result));
    for (Value operand : op.getOperands())
      lastUse[operand] = std::max(lastUse.lookup(operand), last);
  }

  rewriter.setInsertionPoint(root);
  for (Operation &op : *nest.body)
    if (auto store = dyn_cast<memref::StoreOp>(op))
      if (failed(lowerStore(store, position[&op])))
        return failure();
  return success();
}

/// The outermost loop of a T.Parallel nest -> whole-tile vector ops.
struct ParallelNestLowering : PlacedPattern<tir::ForOp> {
  ParallelNestLowering(const BufferPlacement &placement, ascend::Arch arch,
                       MLIRContext *context)
      : PlacedPattern(placement, arch, context, /*benefit=*/2) {}

  LogicalResult
  matchAndRewrite(tir::ForOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getKind() != tir::ForKind::Parallel)
      return rewriter.notifyMatchFailure(op, "not a T.Parallel loop");
    FailureOr<ParallelNest> nest = matchParallelNest(op, /*diagnose=*/true);
    if (failed(nest))
      return failure();
    if (failed(NestLowering(*nest, placement, arch, rewriter).run()))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// T.reduce_*, intrinsics and externs outside nests
//===----------------------------------------------------------------------===//

/// tir.reduce -> ascend.vreduce (after vunary abs for abssum/absmax; into a
/// temporary combined with the destination when clear = false).
struct ReduceLowering : PlacedPattern<tir::ReduceOp> {
  using PlacedPattern::PlacedPattern;

  LogicalResult
  matchAndRewrite(tir::ReduceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value source = adaptor.getSource(), target = adaptor.getTarget();
    for (Value operand : {op.getSource(), op.getTarget()})
      if (std::optional<BufferDecision> d = placement.lookup(operand);
          d && d->scalar)
        return op.emitOpError("T.reduce with the local.var ")
               << placement.getName(operand)
               << ": a scalar variable is not a tile (reduce into a "
                  "one-element fragment instead)";
    for (auto [tirValue, value] :
         {std::make_pair(op.getSource(), source),
          std::make_pair(op.getTarget(), target)}) {
      std::optional<AddressSpace> space =
          ascend::getAddressSpace(value.getType());
      if (!space)
        return rewriter.notifyMatchFailure(op, "operands not placed yet");
      if (*space != AddressSpace::UB)
        return op.emitOpError("T.reduce of ")
               << placement.getName(tirValue) << " in "
               << ascend::stringifyAddressSpace(*space)
               << ": reductions run on the Vector core, on ub buffers only";
    }
    Location loc = op.getLoc();
    auto sourceType = cast<MemRefType>(source.getType());
    auto targetType = cast<MemRefType>(target.getType());
    Type element = sourceType.getElementType();
    Value finalTarget;
    if (!ascend::isLegalVectorElement(ascend::VectorOpClass::Reduce, element,
                                      arch)) {
      if (!element.isBF16())
        return op.emitOpError("T.reduce on ")
               << element << " tiles: the " << ascend::getArchName(arch)
               << " Vector core reduces "
               << ascend::describeLegalVectorElements(
                      ascend::VectorOpClass::Reduce, arch)
               << " tiles only";
      // Reduce in f32 and cast the result back.
      op.emitRemark("bf16 T.reduce computed in f32 with casts: the ")
          << ascend::getArchName(arch) << " Vector core reduces "
          << ascend::describeLegalVectorElements(ascend::VectorOpClass::Reduce,
                                                 arch)
          << " tiles only";
      Type f32 = rewriter.getF32Type();
      Value wideSource =
          createTemporary(rewriter, op, sourceType.getShape(), f32);
      rewriter.create<ascend::VCastOp>(loc, source, wideSource);
      Value wideTarget =
          createTemporary(rewriter, op, targetType.getShape(), f32);
      if (!op.getClear())
        rewriter.create<ascend::VCastOp>(loc, target, wideTarget);
      finalTarget = target;
      source = wideSource;
      target = wideTarget;
      sourceType = cast<MemRefType>(source.getType());
      targetType = cast<MemRefType>(target.getType());
    }
    Value input = source;
    ascend::VReduceKind kind = ascend::VReduceKind::Sum;
    switch (op.getKind()) {
    case tir::ReduceKind::Sum:
      break;
    case tir::ReduceKind::Max:
      kind = ascend::VReduceKind::Max;
      break;
    case tir::ReduceKind::Min:
      kind = ascend::VReduceKind::Min;
      break;
    case tir::ReduceKind::AbsSum:
    case tir::ReduceKind::AbsMax:
      if (!ascend::isLegalVectorElement(ascend::VectorOpClass::Math,
                                        sourceType.getElementType(), arch))
        return op.emitOpError("T.reduce_abssum / absmax of ")
               << sourceType.getElementType()
               << " tiles: the Vector core takes abs of "
               << ascend::describeLegalVectorElements(
                      ascend::VectorOpClass::Math, arch)
               << " tiles only";
      input = createTemporary(rewriter, op, sourceType.getShape(),
                              sourceType.getElementType());
      rewriter.create<ascend::VUnaryOp>(
          loc,
          ascend::VUnaryKindAttr::get(getContext(), ascend::VUnaryKind::Abs),
          source, input);
      if (op.getKind() == tir::ReduceKind::AbsMax)
        kind = ascend::VReduceKind::Max;
      break;
    }
    auto kindAttr = ascend::VReduceKindAttr::get(getContext(), kind);
    auto dim = rewriter.getI64IntegerAttr(op.getDim());
    if (op.getClear()) {
      rewriter.create<ascend::VReduceOp>(loc, kindAttr, input, target, dim);
    } else {
      Value partial = createTemporary(rewriter, op, targetType.getShape(),
                                      targetType.getElementType());
      rewriter.create<ascend::VReduceOp>(loc, kindAttr, input, partial, dim);
      VBinaryKind combine = kind == ascend::VReduceKind::Sum ? VBinaryKind::Add
                            : kind == ascend::VReduceKind::Max
                                ? VBinaryKind::Max
                                : VBinaryKind::Min;
      rewriter.create<ascend::VBinaryOp>(
          loc, ascend::VBinaryKindAttr::get(getContext(), combine), target,
          partial, target);
    }
    if (finalTarget)
      rewriter.create<ascend::VCastOp>(loc, target, finalTarget);
    rewriter.eraseOp(op);
    return success();
  }
};

/// tir.intrin outside a T.Parallel nest: scalar index arithmetic and
/// tvm_storage_sync.
struct IntrinLowering : OpConversionPattern<tir::IntrinOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tir::IntrinOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    StringRef name = op.getIntrin();
    if (name == "tvm_storage_sync") {
      // Make earlier writes of shared buffers visible to later reads:
      // wait for every pipe.
      rewriter.replaceOpWithNewOp<ascend::PipeBarrierOp>(
          op, ascend::PipeAttr::get(getContext(), ascend::Pipe::ALL));
      return success();
    }
    if (!isKnownIntrinsic(name))
      return op.emitOpError("unsupported TIR intrinsic '") << name << "'";
    FailureOr<Value> value = buildScalarIntrinsic(
        rewriter, op.getLoc(), name, adaptor.getOperands());
    if (failed(value) || op.getNumResults() != 1)
      return op.emitOpError("unsupported TIR intrinsic '")
             << name << "' with " << op.getNumOperands() << " operands and "
             << op.getNumResults() << " results";
    rewriter.replaceOp(op, *value);
    return success();
  }
};

/// tir.call_extern outside a T.Parallel nest: scalar math, which the PTO
/// output cannot express.
struct CallExternReport : OpConversionPattern<tir::CallExternOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tir::CallExternOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    return op.emitOpError("scalar math extern '")
           << op.getCallee()
           << "' outside a T.Parallel nest has no PTO lowering; compute it "
              "element-wise on a tile";
  }
};

} // namespace

void mlir::tirpto::tir_to_ascend::populateVectorPatterns(
    const BufferPlacement &placement, ascend::Arch arch,
    RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<ParallelNestLowering, ReduceLowering>(placement, arch,
                                                     context);
  patterns.add<IntrinLowering, CallExternReport>(context);
}
