//===- PTOVerifyUtils.h - helpers shared by pto op verifiers ----*- C++ -*-===//
//
// The checks behind the pto op verifiers, one function per rule family, so
// that op definitions (`verifierCall` in the .td files) name the rule they
// follow. Every rule cites ptoas-format.md (the facts) and dispatches on the
// target arch where the rule differs (getTargetArch).
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_LIB_DIALECT_PTO_IR_PTOVERIFYUTILS_H
#define TIRPTO_LIB_DIALECT_PTO_IR_PTOVERIFYUTILS_H

#include "tirpto/Dialect/PTO/IR/PTO.h"

#include "mlir/IR/OpImplementation.h"

namespace mlir::pto::detail {

/// Element types of the ops whose rules are in C++ (the partial and
/// conversion ops); the element-wise ops name a PTOElementSets.td record.
enum class ElementClass {
  /// i16, i32, f16, f32; a5 also i8 and bf16.
  Arith,
  /// Any integer or float.
  Any,
};

// The element sets of PTO.h, as the verifiers name them.
namespace element = ::mlir::pto::element;
using ::mlir::pto::ArchElementSets;
using ::mlir::pto::ElementSet;

//===----------------------------------------------------------------------===//
// Small queries
//===----------------------------------------------------------------------===//

/// The constant value of an index operand, if it is an arith.constant.
std::optional<int64_t> getConstantIndex(Value value);

/// Number of valid elements of a tile, or kDynamic.
int64_t getValidElementCount(TileBufType type);

/// "loc=acc" style description of a tile for messages.
std::string describeTile(TileBufType type);

/// Whether two extents are equal or one of them is dynamic.
bool compatibleExtents(int64_t a, int64_t b);

//===----------------------------------------------------------------------===//
// Building blocks
//===----------------------------------------------------------------------===//

/// `value` is a tile in `loc`.
LogicalResult verifyLoc(Operation *op, Value value, StringRef name,
                        AddressSpace loc);

/// The `_fp` ops: `src` is an acc tile and `fp` a scaling tile.
LogicalResult verifyAccAndScaling(Operation *op, Value src, Value fp);

/// `value` is a vec tile; with `rowMajor`, also blayout=row_major.
LogicalResult verifyVecTile(Operation *op, Value value, StringRef name,
                            bool rowMajor = true);

/// The element type belongs to `cls` on the op's target arch.
LogicalResult verifyElementClass(Operation *op, Type element,
                                 ElementClass cls, StringRef name);

/// The element type is in `allowed` (any signedness of an integer width, as
/// ptoas checks). The message lists `allowed` and names the op's target arch.
LogicalResult verifyElementSet(Operation *op, Type element, ElementSet allowed,
                               StringRef name);

/// verifyElementSet with the set of the op's target arch.
LogicalResult verifyElementSet(Operation *op, Type element,
                               ArchElementSets sets, StringRef name);

/// Two tiles have the same element type.
LogicalResult verifySameElementType(Operation *op, Value a, StringRef aName,
                                    Value b, StringRef bName);

/// Two tiles have the same valid shape where both are static.
LogicalResult verifySameValidShape(Operation *op, Value a, StringRef aName,
                                   Value b, StringRef bName);

/// The op is only supported on a5.
LogicalResult verifyA5Only(Operation *op, StringRef what);

/// Every tile operand of the op is in vec.
LogicalResult verifyAllVec(Operation *op);

//===----------------------------------------------------------------------===//
// Op families
//===----------------------------------------------------------------------===//

/// Element-wise vector op: every tile of `tiles` (the last is the
/// destination) is vec and row_major, of one element type in `sets` (the
/// op's PTOElementSets.td record) on the target arch and one valid shape;
/// the optional scratch `tmp` is vec; tands/tors/txors must not run in
/// place, as ptoas 0.27 requires (tmaxs/tmins take a float scalar: ODS).
LogicalResult verifyElementwise(Operation *op, ArrayRef<Value> tiles,
                                ArchElementSets sets, Value tmp = Value());

/// verifyElementwise with an element class (for the conversion ops, whose
/// element rules are their own).
LogicalResult verifyElementwise(Operation *op, ArrayRef<Value> tiles,
                                ElementClass cls, Value tmp = Value());

/// tpart*: sources no larger than dst, at least one equal to it.
LogicalResult verifyPartialElementwise(Operation *op, Value src0, Value src1,
                                       Value dst);

/// trow* reductions (ptoas-format.md §4.7): `src` vec row_major none_box,
/// `tmp` vec, `dst` a vec none_box column with one valid column; valid rows
/// equal; `isArg` results are integers, others of the source element type.
LogicalResult verifyRowReduction(Operation *op, Value src, Value tmp, Value dst,
                                 bool isArg, ArchElementSets sets);

/// tcol* reductions: `src` and `dst` vec row_major none_box, `dst` one valid
/// row, valid columns equal.
LogicalResult verifyColReduction(Operation *op, Value src, Value tmp, Value dst,
                                 bool isArg, ArchElementSets sets);

/// trowexpand (`rows`) / tcolexpand: broadcast a column / row to `dst`.
LogicalResult verifyExpand(Operation *op, Value src, Value dst, bool rows);

/// trowexpand* (`rows`) / tcolexpand* binary broadcasts.
LogicalResult verifyBroadcastBinary(Operation *op, Value src0, Value src1,
                                    Value tmp, Value dst, bool rows,
                                    bool a5RejectsTmp, ArchElementSets sets);

/// tsel / tsels (`src1` null for the scalar form).
LogicalResult verifySelect(Operation *op, Value mask, Value src0, Value src1,
                           Value tmp, Value dst, ArchElementSets sets);

/// tfillpad family.
LogicalResult verifyFillPad(Operation *op, Value src, Value dst,
                            bool expands);

/// tgatherb / tscatter.
LogicalResult verifyGatherScatter(Operation *op, Value src, Value indices,
                                  Value dst);

/// tload / tprefetch: dst vec or mat, same element size, and with
/// `checkCount` the static element counts agree.
LogicalResult verifyLoadLike(Operation *op, PartitionTensorViewType src,
                             TileBufType dst, bool checkCount);

/// Checks that `window` and `tile` hold the same number of elements when
/// both are static.
LogicalResult verifyWindowMatchesTile(Operation *op, StringRef windowRole,
                                      PartitionTensorViewType window,
                                      StringRef tileRole, TileBufType tile);

/// tmatmul / tgemv families (ptoas-format.md §2.6, §4.5); `accIn` and `bias`
/// are null when the op has none.
LogicalResult verifyMatmul(Operation *op, Value lhs, Value rhs, Value dst,
                           Value accIn, Value bias, bool gemv);

/// The .mx matmul forms (a5 only): `a` left, `b` right, their scales in
/// scaling, `dst` acc; `cIn` (null unless .acc) of the type of `dst`; `bias`
/// (null unless .bias) in bias; with `gemv`, one valid row in `a` and `dst`.
LogicalResult verifyMxMatmul(Operation *op, Value a, Value aScale, Value b,
                             Value bScale, Value dst, Value cIn, Value bias,
                             bool gemv);

/// treshape: same location and byte size, boxed stays boxed (the element
/// type may change).
LogicalResult verifyReshape(Operation *op, TileBufType src,
                            TileBufType result);

} // namespace mlir::pto::detail

namespace mlir {
namespace pto {
/// custom<MovExtras> directive of pto.tmov (PTOMoveOps.cpp): the optional
/// `, %fp : !pto.tile_buf<...>` and `, %q : i64` operands.
ParseResult parseMovExtras(OpAsmParser &parser,
                           std::optional<OpAsmParser::UnresolvedOperand> &fp,
                           Type &fpType,
                           std::optional<OpAsmParser::UnresolvedOperand> &preQuant,
                           Type &preQuantType);
void printMovExtras(OpAsmPrinter &p, Operation *op, Value fp, Type fpType,
                    Value preQuant, Type preQuantType);
} // namespace pto
} // namespace mlir

#endif // TIRPTO_LIB_DIALECT_PTO_IR_PTOVERIFYUTILS_H
