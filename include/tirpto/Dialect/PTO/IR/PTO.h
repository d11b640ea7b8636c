//===- PTO.h - the pto dialect ----------------------------------*- C++ -*-===//
//
// The pto dialect: PTO IR as ptoas reads it. See PTODialect.td.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTO_H
#define TIRPTO_DIALECT_PTO_IR_PTO_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferIntRangeInterface.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/IR/SymbolTable.h"

#include "tirpto/Support/ElementSets.h"
#include "tirpto/Support/PipeLimits.h"

#include "tirpto/Dialect/PTO/IR/PTOEnums.h.inc"
#include "tirpto/Dialect/PTO/IR/PTODialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "tirpto/Dialect/PTO/IR/PTOAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "tirpto/Dialect/PTO/IR/PTOTypes.h.inc"

#include "tirpto/Dialect/PTO/IR/PTOInterfaces.h.inc"

namespace mlir::pto {
/// Sets of element types per arch (tirpto/Support/ElementSets.h), as each
/// op's `PTO_Elements` record (PTOElementSets.td) spells them.
namespace element = ::mlir::tirpto::element;
using ::mlir::tirpto::ArchElementSets;
using ::mlir::tirpto::ElementSet;
} // namespace mlir::pto

namespace mlir::pto {
namespace detail {
/// The rule of the NotInPlace traits: no tile source of `op` is its last
/// operand, the destination (on A2/A3 only with `onlyA3`).
LogicalResult verifyNotInPlace(Operation *op, bool onlyA3);
} // namespace detail
namespace OpTrait {
/// ODS PTO_NotInPlace: the destination is other storage than the sources.
template <typename ConcreteOp>
class NotInPlace : public ::mlir::OpTrait::TraitBase<ConcreteOp, NotInPlace> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return detail::verifyNotInPlace(op, /*onlyA3=*/false);
  }
};
/// ODS PTO_NotInPlaceOnA3: likewise, on A2/A3 only.
template <typename ConcreteOp>
class NotInPlaceOnA3
    : public ::mlir::OpTrait::TraitBase<ConcreteOp, NotInPlaceOnA3> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return detail::verifyNotInPlace(op, /*onlyA3=*/true);
  }
};
} // namespace OpTrait
} // namespace mlir::pto

#define GET_OP_CLASSES
#include "tirpto/Dialect/PTO/IR/PTOOps.h.inc"

namespace mlir::pto {

/// The arch verifiers check `op` against: the `--pto-arch` override of the
/// dialect if set, else the `pto.target_arch` of the enclosing module, else
/// its legacy `pto.device-spec` (Ascend950... is a5), else a3 (ptoas's
/// default).
TargetArch getTargetArch(Operation *op);

/// The arch named by a `pto.target_arch` value: "a5", or "a3" / "a2" /
/// "a2a3" for A2/A3; std::nullopt for anything else.
std::optional<TargetArch> parseTargetArch(StringRef name);

/// Whether ptoas takes `type` as the element type of a pointer, view or
/// tile: i1, i8, i16, i32, i64, f16, bf16, f32, the fp8 types and index
/// (ptoas-format.md §2.1).
bool isPTOElementType(Type type);

/// The inner (fractal) box of a tile of `elementType` with `slayout` and
/// `fractal` bytes, as rows x cols, or std::nullopt for a tile that is not
/// fractal (none_box, or fractal 16/32). A 512-byte box is 16 x C0 with a
/// row_major inner layout (NZ) and C0 x 16 with a col_major one (ZN), where
/// C0 = 32 bytes of elements; a 1024-byte box (the accumulator) is 16 x 16
/// (ascend-hardware.md §1.5). pto-isa's Tile static_asserts whole boxes for
/// the standard Cube tiles; ptoas itself accepts other shapes (gemv's 1-row
/// left tiles), so the type verifier does not enforce it and
/// convert-ascend-to-pto checks the tiles it makes.
std::optional<std::pair<int64_t, int64_t>>
getFractalInnerBox(Type elementType, SLayout slayout, int64_t fractal);

/// The element types isPTOElementType accepts, for diagnostics.
StringRef describePTOElementTypes();

/// "a3" / "a5" as ptoas spells them in messages ("A2/A3", "A5").
StringRef getArchDisplayName(TargetArch arch);

/// Size in bytes of one element of a tile element type (i1 counts as 1).
int64_t getElementByteSize(Type type);

/// The slots per direction of the Cube/Vector FIFO
/// (tirpto/Support/PipeLimits.h).
using tirpto::getPipeSlotNum;

/// The core whose on-chip memory `space` is: mat (L1), left (L0A), right
/// (L0B), acc (L0C), bias and scaling are the Cube's (AIC), vec (UB) is a
/// Vector core's (AIV); std::nullopt for gm and zero
/// (ascend-hardware.md §1).
std::optional<KernelKind> getCoreOfAddressSpace(AddressSpace space);

/// The layout of a tile: base layout, inner (box) layout, box bytes.
struct TileLayout {
  BLayout blayout;
  SLayout slayout;
  int64_t fractal;
};

/// The layout ptoas and pto-isa want for a Cube tile in `loc`
/// (ptoas-format.md §2.6), or std::nullopt for a location that is not a
/// Cube operand: left is a5's col_major form of row_major 512-byte boxes
/// (ptoas's parser forces the blayout of a left tile per arch, so verifiers
/// check its slayout only), right row_major blocks of col_major boxes, acc
/// col_major blocks of row_major 1024-byte boxes. Written once here: read by
/// convert-ascend-to-pto and the tmatmul / textract verifiers.
inline std::optional<TileLayout> getCubeOperandLayout(AddressSpace loc) {
  switch (loc) {
  case AddressSpace::Left:
    return TileLayout{BLayout::ColMajor, SLayout::RowMajor, 512};
  case AddressSpace::Right:
    return TileLayout{BLayout::RowMajor, SLayout::ColMajor, 512};
  case AddressSpace::Acc:
    return TileLayout{BLayout::ColMajor, SLayout::RowMajor, 1024};
  default:
    return std::nullopt;
  }
}

/// The layout of a mat (L1) tile: NZ (col_major blocks of row_major boxes),
/// or ZN for one read transposed into L0A / L0B.
inline TileLayout getMatLayout(bool transposed) {
  return transposed ? TileLayout{BLayout::RowMajor, SLayout::ColMajor, 512}
                    : TileLayout{BLayout::ColMajor, SLayout::RowMajor, 512};
}

/// Whether ptoas 0.27 lowers the scalar op `op` of a kernel body: it has
/// no lowering of a floating-point arith.addf (`failed to legalize
/// operation 'arith.addf'`) and takes subf and negf; an arith.index_cast /
/// index_castui from index to an integer narrower than 64 bits fails its C++
/// printing ("unsupported operation" at the index value) when that index
/// also has index uses such as pto.addptr (a block's offset, also the start
/// of a counting sequence), while a cast to i64 followed by arith.trunci
/// prints; such casts are taken as unsupported wherever they appear. Read by
/// convert-ascend-to-pto (which rewrites `a + b` as `a - (-b)` and the casts
/// through i64) and by pto-verify-contract.
inline bool isScalarOpLoweredByPtoas(Operation *op) {
  if (auto add = dyn_cast<arith::AddFOp>(op))
    return !isa<FloatType>(add.getType());
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp>(op)) {
    auto to = dyn_cast<IntegerType>(op->getResult(0).getType());
    return !op->getOperand(0).getType().isIndex() || !to || to.getWidth() >= 64;
  }
  return true;
}

} // namespace mlir::pto

#endif // TIRPTO_DIALECT_PTO_IR_PTO_H
