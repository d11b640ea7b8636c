//===- ParallelOps.cpp - the operations of a T.Parallel body --------------===//
//
// Each operation of a T.Parallel body on tiles becomes the ascend vector op
// of its operands' shape classes (NestLowering, ParallelLowering.h): binary
// ops in their tile, scalar and broadcast forms, unary ops, casts,
// comparisons and selects, with bf16 widened where the chip lacks it.
//
//===----------------------------------------------------------------------===//

#include "ParallelLowering.h"

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

FailureOr<Lowered> NestLowering::lowerScalarOp(Operation *op) {
  IRMapping mapping;
  for (Value operand : op->getOperands()) {
    FailureOr<Lowered> l = lower(operand);
    if (failed(l))
      return failure();
    mapping.map(operand, l->value);
  }
  auto floatIntrinsic = [](Operation *op) {
    auto intrin = dyn_cast<tir::IntrinOp>(op);
    const tir::IntrinsicInfo *info =
        intrin ? tir::lookupIntrinsic(intrin.getIntrin()) : nullptr;
    return info && info->operands == tir::IntrinsicOperands::Float;
  };
  if (isa<math::MathDialect>(op->getDialect()) || isa<tir::CallExternOp>(op) ||
      floatIntrinsic(op))
    return op->emitOpError("computes scalar math in a T.Parallel nest; the "
                           "Vector core has no scalar math unit: compute it "
                           "on a tile");
  if (auto intrin = dyn_cast<tir::IntrinOp>(op)) {
    SmallVector<Value> operands;
    for (Value operand : intrin.getOperands())
      operands.push_back(mapping.lookup(operand));
    std::optional<tir::Intrinsic> intrinsic = tir::getIntrinsic(intrin);
    FailureOr<Value> value =
        intrinsic
            ? buildScalarIntrinsic(rewriter, op->getLoc(), *intrinsic, operands)
            : FailureOr<Value>(failure());
    if (failed(value))
      return intrin.emitOpError("unsupported TIR intrinsic '")
             << intrin.getIntrin() << "'";
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
  // A scalar form the chip lacks for this element type where the tile
  // form has it: fill a tile with the scalar and use the tile form.
  std::optional<ascend::ArchElementSets> scalarForm =
      ascend::getScalarFormElements(kind);
  if ((a.shape == Shape::Scalar) != (b.shape == Shape::Scalar) &&
      (!scalarForm ||
       !ascend::isLegalVectorElement(*scalarForm, element, arch))) {
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
  bool hasBroadcastForm =
      a.shape == Shape::PerRow || b.shape == Shape::PerRow
          ? ascend::getRowExpandFormElements(kind).has_value()
          : ascend::getColExpandFormElements(kind).has_value();
  if (!hasBroadcastForm) {
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
  Type from = getElementTypeOrSelf(a.value.getType());
  if (std::string why = ascend::explainIllegalConversion(from, element, arch);
      !why.empty())
    return op->emitOpError("converts ")
           << from << " to " << element << why
           << "; convert in steps the chip has (e.g. f32 to f16 to i8)";
  Value dst = takeHint(hint, a.shape, element);
  rewriter.create<ascend::VCastOp>(
      loc, a.value, dst, ascend::RoundModeAttr::get(rewriter.getContext(), mode));
  return Lowered{a.shape, dst};
}

static bool isFloatConstant(Value value, double expected) {
  FloatAttr attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return false;
  return attr.getValueAsDouble() == expected;
}

/// The math externs (`T.call_pure_extern`) with a Vector kind.
/// The binary Vector kind `op` is on tiles, with whether it commutes.
static std::optional<std::pair<VBinaryKind, bool>>
getBinaryKind(Operation *op) {
  using K = VBinaryKind;
  using R = std::optional<std::pair<VBinaryKind, bool>>;
  if (isa<tir::IntrinOp, tir::CallExternOp>(op)) {
    std::optional<tir::Intrinsic> intrinsic = tir::getIntrinsic(op);
    if (!intrinsic)
      return std::nullopt;
    switch (*intrinsic) {
    case tir::Intrinsic::ShiftRight:
      return std::pair(K::Shr, false);
    case tir::Intrinsic::ShiftLeft:
      return std::pair(K::Shl, false);
    case tir::Intrinsic::BitwiseAnd:
      return std::pair(K::And, true);
    case tir::Intrinsic::BitwiseOr:
      return std::pair(K::Or, true);
    case tir::Intrinsic::BitwiseXor:
      return std::pair(K::Xor, true);
    case tir::Intrinsic::BitwiseNot:
    case tir::Intrinsic::FloorDiv:
    case tir::Intrinsic::FloorMod:
    case tir::Intrinsic::Sigmoid:
    case tir::Intrinsic::IfThenElse:
    case tir::Intrinsic::StorageSync:
    case tir::Intrinsic::PipeBarrier:
    case tir::Intrinsic::SetFlag:
    case tir::Intrinsic::WaitFlag:
    case tir::Intrinsic::SetCrossFlag:
    case tir::Intrinsic::WaitCrossFlag:
    case tir::Intrinsic::CrossCoreSetFlag:
    case tir::Intrinsic::CrossCoreWaitFlag:
    case tir::Intrinsic::LoopBreak:
    case tir::Intrinsic::SetAtomic:
    case tir::Intrinsic::SetAtomicNone:
    case tir::Intrinsic::UseSwizzle:
    case tir::Intrinsic::Printf:
    case tir::Intrinsic::SyncAll:
    case tir::Intrinsic::SetDeqScale:
    case tir::Intrinsic::Exp:
    case tir::Intrinsic::Log:
    case tir::Intrinsic::Sqrt:
    case tir::Intrinsic::Rsqrt:
    case tir::Intrinsic::Abs:
    case tir::Intrinsic::Tanh:
      break;
    }
    return std::nullopt;
  }
  return llvm::TypeSwitch<Operation *, R>(op)
      .Case<arith::AddFOp, arith::AddIOp>(
          [](auto) { return std::pair(K::Add, true); })
      .Case<arith::SubFOp, arith::SubIOp>(
          [](auto) { return std::pair(K::Sub, false); })
      .Case<arith::MulFOp, arith::MulIOp>(
          [](auto) { return std::pair(K::Mul, true); })
      .Case<arith::DivFOp>([](auto) { return std::pair(K::Div, false); })
      .Case<arith::MaxNumFOp, arith::MaximumFOp, arith::MaxSIOp>(
          [](auto) { return std::pair(K::Max, true); })
      .Case<arith::MinNumFOp, arith::MinimumFOp, arith::MinSIOp>(
          [](auto) { return std::pair(K::Min, true); })
      .Case<arith::AndIOp>([](auto) { return std::pair(K::And, true); })
      .Case<arith::OrIOp>([](auto) { return std::pair(K::Or, true); })
      .Case<arith::XOrIOp>([](auto) { return std::pair(K::Xor, true); })
      .Case<arith::ShLIOp>([](auto) { return std::pair(K::Shl, false); })
      .Case<arith::ShRSIOp>([](auto) { return std::pair(K::Shr, false); })
      .Default([](Operation *) { return std::nullopt; });
}

/// The unary Vector kind `op` is on tiles.
static std::optional<VUnaryKind> getUnaryKind(Operation *op) {
  using U = VUnaryKind;
  if (isa<tir::IntrinOp, tir::CallExternOp>(op)) {
    std::optional<tir::Intrinsic> intrinsic = tir::getIntrinsic(op);
    if (!intrinsic)
      return std::nullopt;
    switch (*intrinsic) {
    case tir::Intrinsic::BitwiseNot:
      return U::Not;
    case tir::Intrinsic::Exp:
      return U::Exp;
    case tir::Intrinsic::Log:
      return U::Ln;
    case tir::Intrinsic::Sqrt:
      return U::Sqrt;
    case tir::Intrinsic::Rsqrt:
      return U::Rsqrt;
    case tir::Intrinsic::Abs:
      return U::Abs;
    case tir::Intrinsic::ShiftRight:
    case tir::Intrinsic::ShiftLeft:
    case tir::Intrinsic::BitwiseAnd:
    case tir::Intrinsic::BitwiseOr:
    case tir::Intrinsic::BitwiseXor:
    case tir::Intrinsic::FloorDiv:
    case tir::Intrinsic::FloorMod:
    case tir::Intrinsic::Sigmoid:
    case tir::Intrinsic::IfThenElse:
    case tir::Intrinsic::StorageSync:
    case tir::Intrinsic::PipeBarrier:
    case tir::Intrinsic::SetFlag:
    case tir::Intrinsic::WaitFlag:
    case tir::Intrinsic::SetCrossFlag:
    case tir::Intrinsic::WaitCrossFlag:
    case tir::Intrinsic::CrossCoreSetFlag:
    case tir::Intrinsic::CrossCoreWaitFlag:
    case tir::Intrinsic::LoopBreak:
    case tir::Intrinsic::SetAtomic:
    case tir::Intrinsic::SetAtomicNone:
    case tir::Intrinsic::UseSwizzle:
    case tir::Intrinsic::Printf:
    case tir::Intrinsic::SyncAll:
    case tir::Intrinsic::SetDeqScale:
    case tir::Intrinsic::Tanh:
      break;
    }
    return std::nullopt;
  }
  if (isa<arith::NegFOp>(op))
    return U::Neg;
  // The math ops: the same vector ops as on one value.
  return getScalarMathKind(op);
}

/// The element types floormod by a power of two is lowered for: a bitwise
/// and, or where the chip has none (a3's i32) x - ((x >> k) << k).
static std::optional<ascend::ArchElementSets> getFloorModElements() {
  std::optional<ascend::ArchElementSets> andForm =
      ascend::getScalarFormElements(VBinaryKind::And);
  std::optional<ascend::ArchElementSets> shr =
      ascend::getScalarFormElements(VBinaryKind::Shr);
  std::optional<ascend::ArchElementSets> shl =
      ascend::getScalarFormElements(VBinaryKind::Shl);
  std::optional<ascend::ArchElementSets> sub =
      ascend::getTileFormElements(VBinaryKind::Sub);
  if (!andForm || !shr || !shl || !sub)
    return andForm;
  ascend::ArchElementSets shifts =
      intersectElements(intersectElements(*shr, *shl), *sub);
  return ascend::ArchElementSets{andForm->a3 | shifts.a3,
                                 andForm->a5 | shifts.a5};
}

/// The element types the Vector core takes for `op` on `operands`
/// (AscendVectorKinds.td through the kind and form it becomes), or
/// std::nullopt for an op no single set decides (casts, copies).
static std::optional<ascend::ArchElementSets>
getElementSets(Operation *op, ArrayRef<Lowered> operands) {
  if (isa<arith::CmpFOp, arith::CmpIOp>(op))
    return ascend::getVectorElements(ascend::VectorOpClass::Compare);
  std::optional<tir::Intrinsic> intrinsic = tir::getIntrinsic(op);
  if (intrinsic == tir::Intrinsic::IfThenElse)
    return ascend::getVectorElements(ascend::VectorOpClass::Select);
  // By a power of two: a right shift / an and by a scalar.
  if (intrinsic == tir::Intrinsic::FloorDiv)
    return ascend::getScalarFormElements(VBinaryKind::Shr);
  if (intrinsic == tir::Intrinsic::FloorMod)
    return getFloorModElements();
  if (isa<arith::SelectOp>(op))
    return ascend::getVectorElements(ascend::VectorOpClass::Select);
  if (isa<arith::FloorDivSIOp>(op))
    return ascend::getScalarFormElements(VBinaryKind::Shr);
  if (isa<arith::RemUIOp>(op))
    return ascend::getScalarFormElements(VBinaryKind::And);
  // tanh and sigmoid are exp and scalar arithmetic.
  if (intrinsic == tir::Intrinsic::Sigmoid ||
      intrinsic == tir::Intrinsic::Tanh || isa<math::TanhOp>(op))
    return ascend::getTileFormElements(VUnaryKind::Exp);
  if (std::optional<VUnaryKind> kind = getUnaryKind(op))
    return ascend::getTileFormElements(*kind);
  std::optional<std::pair<VBinaryKind, bool>> binary = getBinaryKind(op);
  if (!binary || operands.size() != 2)
    return std::nullopt;
  VBinaryKind kind = binary->first;
  Shape a = operands[0].shape, b = operands[1].shape;
  // With a scalar: the scalar form, or (lowerBinary) the scalar filled into
  // a tile and the tile form.
  if (a == Shape::Scalar || b == Shape::Scalar) {
    std::optional<ascend::ArchElementSets> scalar =
        ascend::getScalarFormElements(kind);
    std::optional<ascend::ArchElementSets> tile =
        ascend::getTileFormElements(kind);
    if (!scalar || !tile)
      return scalar ? scalar : tile;
    return ascend::ArchElementSets{scalar->a3 | tile->a3,
                                   scalar->a5 | tile->a5};
  }
  Shape vec = a == Shape::Full ? b : a;
  std::optional<ascend::ArchElementSets> expand =
      vec == Shape::PerRow   ? ascend::getRowExpandFormElements(kind)
      : vec == Shape::PerCol ? ascend::getColExpandFormElements(kind)
                             : std::nullopt;
  return expand ? expand : ascend::getTileFormElements(kind);
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
  // of its result otherwise. Index values (a loop index and what is
  // computed from it) are i32 on tiles, their scalars cast to it.
  bool isCompare = isa<arith::CmpFOp, arith::CmpIOp>(op);
  Type element = isCompare ? op->getOperand(0).getType()
                           : op->getResult(0).getType();
  Type i32 = rewriter.getI32Type();
  if (element.isIndex())
    element = i32;
  for (Lowered &operand : operands)
    if (operand.shape == Shape::Scalar && operand.value.getType().isIndex())
      operand.value =
          rewriter.create<arith::IndexCastOp>(loc, i32, operand.value);
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp>(op)) {
    if (getElementTypeOrSelf(operands[0].value.getType()) == element)
      return operands[0];
    return lowerCast(op, operands[0], element, ascend::RoundMode::Rint, hint);
  }
  std::optional<ascend::ArchElementSets> sets = getElementSets(op, operands);
  // i1 values of a nest are comparison results: masks that only a select
  // reads, not tiles the Vector core computes on.
  if (element.isInteger(1) && !isCompare)
    return op->emitOpError("combines comparison results (i1 masks) in a "
                           "T.Parallel nest; the Vector core only selects "
                           "with a mask: combine the conditions with nested "
                           "selects (T.if_then_else) or one comparison");
  if (sets && !ascend::isLegalVectorElement(*sets, element, arch)) {
    Type f32 = rewriter.getF32Type();
    if (!element.isBF16() || !ascend::isLegalVectorElement(*sets, f32, arch)) {
      // floordiv / floormod by a power of two are a shift / an and.
      std::optional<tir::Intrinsic> intrinsic = tir::getIntrinsic(op);
      StringRef as =
          isa<arith::RemUIOp>(op) || intrinsic == tir::Intrinsic::FloorMod
              ? " (as a bitwise and)"
          : isa<arith::FloorDivSIOp>(op) ||
                  intrinsic == tir::Intrinsic::FloorDiv
              ? " (as a right shift)"
              : "";
      // A tir.intrin / tir.call_extern is named by what it calls.
      std::string what;
      if (auto intrin = dyn_cast<tir::IntrinOp>(op))
        what = ("'" + intrin.getIntrin() + "' ").str();
      else if (auto call = dyn_cast<tir::CallExternOp>(op))
        what = ("'" + call.getCallee() + "' ").str();
      return op->emitOpError()
             << what << "on " << element << " tiles: the "
             << ascend::getArchName(arch) << " Vector core runs it" << as
             << " on " << ascend::describeLegalVectorElements(*sets, arch)
             << " tiles only";
    }
    // bf16 where the arch has no bf16 form: compute in f32 and cast back.
    StringRef name = op->getName().getStringRef();
    if (auto intrin = dyn_cast<tir::IntrinOp>(op))
      name = intrin.getIntrin();
    else if (auto call = dyn_cast<tir::CallExternOp>(op))
      name = call.getCallee();
    op->emitRemark("bf16 '")
        << name << "' computed in f32 with casts: the "
        << ascend::getArchName(arch) << " Vector core runs it on "
        << ascend::describeLegalVectorElements(*sets, arch) << " tiles only";
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
  return lowerTileOpIn(op, operands,
                       isCompare ? op->getResult(0).getType() : element, hint);
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

  if (std::optional<ascend::CmpPredicate> pred = getCmpPredicate(op)) {
    FailureOr<Shape> atLeast = getSelectShape(op);
    if (failed(atLeast))
      return failure();
    return lowerCompare(op, *pred, operands[0], operands[1], *atLeast);
  }
  if (auto cmp = dyn_cast<arith::CmpFOp>(op))
    return cmp.emitOpError("compares with the predicate '")
           << arith::stringifyCmpFPredicate(cmp.getPredicate())
           << "', whose result on NaN the Vector core's comparisons do not "
              "give (they are false on NaN, except une): use oeq, une, olt, "
              "ole, ogt or oge (TileLang's ==, !=, <, <=, >, >=)";
  if (isa<arith::SelectOp>(op))
    return lowerSelect(op, operands[0], operands[1], operands[2], element,
                       hint);

  using K = VBinaryKind;
  if (std::optional<std::pair<VBinaryKind, bool>> kind = getBinaryKind(op))
    return binary(kind->first, kind->second);
  if (std::optional<VUnaryKind> kind = getUnaryKind(op))
    return unary(*kind);
  FailureOr<Lowered> result =
      llvm::TypeSwitch<Operation *, FailureOr<Lowered>>(op)
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
          .Case<arith::FPToSIOp, arith::FPToUIOp>([&](auto) {
            return lowerCast(op, operands[0], element, ascend::RoundMode::Trunc,
                             hint);
          })
          .Case<arith::TruncIOp>([&](auto) -> FailureOr<Lowered> {
            // The low bits, sign-extended: tcvt saturates a value outside
            // the narrow range, so the value is first wrapped into it
            // ((x << d) >> d, arithmetic, in the wide type).
            Lowered x = operands[0];
            Type wide = op->getOperand(0).getType();
            int64_t drop =
                wide.getIntOrFloatBitWidth() - element.getIntOrFloatBitWidth();
            if (x.shape == Shape::Scalar)
              return Lowered{x.shape, rewriter.create<arith::TruncIOp>(
                                          loc, element, x.value)};
            Value amount = rewriter.create<arith::ConstantOp>(
                loc, wide, rewriter.getIntegerAttr(wide, drop));
            FailureOr<Lowered> wrapped =
                lowerBinary(op, VBinaryKind::Shl, false, x,
                            Lowered{Shape::Scalar, amount}, wide, Value());
            if (succeeded(wrapped))
              wrapped = lowerBinary(op, VBinaryKind::Shr, false, *wrapped,
                                    Lowered{Shape::Scalar, amount}, wide,
                                    wrapped->value);
            if (failed(wrapped))
              return failure();
            return lowerCast(op, *wrapped, element, ascend::RoundMode::Trunc,
                             hint);
          })
          .Case<arith::BitcastOp>([&](auto) -> FailureOr<Lowered> {
            // T.reinterpret: the same bits read as another type.
            Lowered x = operands[0];
            if (x.shape == Shape::Scalar)
              return Lowered{x.shape, rewriter.create<arith::BitcastOp>(
                                          loc, element, x.value)};
            // A whole buffer is viewed; a region (a slice of a deeper
            // nest) is copied into a tile of its own first.
            Value whole = x.value;
            auto type = cast<MemRefType>(whole.getType());
            if (!type.getLayout().isIdentity()) {
              whole = newScratch(type.getShape(), type.getElementType());
              rewriter.create<ascend::CopyOp>(loc, x.value, whole);
            }
            Value view = rewriter.create<ascend::ViewOp>(
                loc,
                MemRefType::get(
                    type.getShape(), element, MemRefLayoutAttrInterface(),
                    cast<MemRefType>(whole.getType()).getMemorySpace()),
                whole);
            return Lowered{x.shape, view};
          })
          .Case<tir::CallExternOp>(
              [&](tir::CallExternOp call) -> FailureOr<Lowered> {
                // The unary kinds were lowered before; tanh is a composition.
                if (tir::getIntrinsic(call) == tir::Intrinsic::Tanh)
                  return lowerTanh(op, operands[0], hint);
                return call.emitOpError("unsupported math extern '")
                       << call.getCallee()
                       << "'; supported: " << tir::describeMathExterns();
              })
          .Case<tir::IntrinOp>([&](tir::IntrinOp intrin) -> FailureOr<Lowered> {
            std::optional<tir::Intrinsic> intrinsic = tir::getIntrinsic(intrin);
            if (intrinsic == tir::Intrinsic::Sigmoid) {
              // sigmoid(x) = 1 / (1 + exp(-x)): the Vector core has none.
              // In f32 for f16 tiles: exp(-x) overflows f16 below x = -11
              // where the result is still a (subnormal) f16.
              Lowered x = operands[0];
              Type compute = element.isF16() ? rewriter.getF32Type() : element;
              if (compute != element) {
                Value wide = newTile(x.shape, compute);
                rewriter.create<ascend::VCastOp>(loc, x.value, wide);
                x = Lowered{x.shape, wide};
              }
              auto constant = [&](double value) {
                return Lowered{
                    Shape::Scalar,
                    rewriter.create<arith::ConstantOp>(
                        loc, compute, rewriter.getFloatAttr(compute, value))};
              };
              FailureOr<Lowered> t = lowerBinary(
                  op, K::Mul, true, x, constant(-1.0), compute, Value());
              if (succeeded(t))
                t = lowerUnary(op, VUnaryKind::Exp, *t, t->value);
              if (succeeded(t))
                t = lowerBinary(op, K::Add, true, *t, constant(1.0), compute,
                                t->value);
              if (succeeded(t))
                t = lowerUnary(op, VUnaryKind::Rec, *t,
                               compute == element ? hint : Value());
              if (failed(t) || compute == element)
                return t;
              Value dst = takeHint(hint, t->shape, element);
              rewriter.create<ascend::VCastOp>(loc, t->value, dst);
              return Lowered{t->shape, dst};
            }
            if (intrinsic == tir::Intrinsic::IfThenElse)
              return lowerSelect(op, operands[0], operands[1], operands[2],
                                 element, hint);
            bool floorDivMod = intrinsic == tir::Intrinsic::FloorDiv ||
                               intrinsic == tir::Intrinsic::FloorMod;
            if (floorDivMod && operands[1].shape == Shape::Scalar &&
                isPowerOfTwo(intrin.getOperand(1), log2)) {
              bool div = intrinsic == tir::Intrinsic::FloorDiv;
              std::optional<ascend::ArchElementSets> andForm =
                  ascend::getScalarFormElements(K::And);
              if (!div && (!andForm || !ascend::isLegalVectorElement(
                                           *andForm, element, arch))) {
                // No bitwise and of this type: x - ((x >> k) << k), the
                // shift arithmetic (floor for negative x).
                Value amount = rewriter.create<arith::ConstantOp>(
                    loc, element, rewriter.getIntegerAttr(element, log2));
                Lowered k{Shape::Scalar, amount};
                FailureOr<Lowered> q = lowerBinary(
                    op, K::Shr, false, operands[0], k, element, Value());
                if (succeeded(q))
                  q = lowerBinary(op, K::Shl, false, *q, k, element, q->value);
                if (failed(q))
                  return failure();
                return lowerBinary(op, K::Sub, false, operands[0], *q, element,
                                   hint);
              }
              Value amount = rewriter.create<arith::ConstantOp>(
                  loc, element,
                  rewriter.getIntegerAttr(element,
                                          div ? log2 : (1LL << log2) - 1));
              return lowerBinary(op, div ? K::Shr : K::And, false,
                                 operands[0], Lowered{Shape::Scalar, amount},
                                 element, hint);
            }
            return intrin.emitOpError("unsupported TIR intrinsic '")
                   << intrin.getIntrin() << "' on tiles"
                   << (floorDivMod ? " (only by a constant power of two)" : "");
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
