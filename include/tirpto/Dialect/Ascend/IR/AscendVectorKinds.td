//===- AscendVectorKinds.td - what each Vector kind becomes -*- tablegen -*-===//
//
// One record per kind of the ascend Vector ops: the PTO instruction each
// form of the kind lowers to (`?` where the kind has no such form). The
// element types a form takes are those of that instruction, its
// `PTO_Elements` record (PTOElementSets.td); whether it needs a scratch tile
// is whether the instruction has a required `tmp` operand. tirpto-tblgen
// (tools/tirpto-tblgen/VectorKindsGen.cpp) turns this table into
//   - AscendVectorKinds.h.inc: the element sets per kind and form, read by
//     the ascend verifiers, the T.Parallel lowering and the capacity check,
//     and VectorOpClass, the other Vector ops, with the element types of
//     the PTO instructions each lowers to;
//   - AscendToPTOVectorKinds.inc: the builders convert-ascend-to-pto calls;
//   - the "Vector kinds" page of the generated docs.
// It checks that each case of VBinaryKind / VUnaryKind has one record.
//
// Only tirpto-tblgen reads this file: it includes the PTO ops, which the
// ascend dialect's own ODS files must not.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_DIALECT_ASCEND_IR_ASCENDVECTORKINDS_TD
#define TIRPTO_DIALECT_ASCEND_IR_ASCENDVECTORKINDS_TD

include "tirpto/Dialect/Ascend/IR/AscendEnums.td"
include "tirpto/Dialect/PTO/IR/PTO.td"

// A case of VBinaryKind (`ascend.vbinary`, `vbinary_scalar`,
// `vbroadcast_binary`): `tile` takes two tiles, `scalar` a tile and a
// scalar, `rowExpand` a tile and an M x 1 per-row vector, `colExpand` a tile
// and a 1 x N per-column vector.
class Ascend_VBinaryKindInfo<string kind, PTO_Op tileOp, PTO_Op scalarOp,
                             PTO_Op rowExpandOp, PTO_Op colExpandOp> {
  string kindCase = kind;
  PTO_Op tile = tileOp;
  PTO_Op scalar = scalarOp;
  PTO_Op rowExpand = rowExpandOp;
  PTO_Op colExpand = colExpandOp;
}

def : Ascend_VBinaryKindInfo<"Add", PTO_TAddOp, PTO_TAddSOp,
                             PTO_TRowExpandAddOp, PTO_TColExpandAddOp>;
def : Ascend_VBinaryKindInfo<"Sub", PTO_TSubOp, PTO_TSubSOp,
                             PTO_TRowExpandSubOp, PTO_TColExpandSubOp>;
def : Ascend_VBinaryKindInfo<"Mul", PTO_TMulOp, PTO_TMulSOp,
                             PTO_TRowExpandMulOp, PTO_TColExpandMulOp>;
def : Ascend_VBinaryKindInfo<"Div", PTO_TDivOp, PTO_TDivSOp,
                             PTO_TRowExpandDivOp, PTO_TColExpandDivOp>;
def : Ascend_VBinaryKindInfo<"Max", PTO_TMaxOp, PTO_TMaxSOp,
                             PTO_TRowExpandMaxOp, PTO_TColExpandMaxOp>;
def : Ascend_VBinaryKindInfo<"Min", PTO_TMinOp, PTO_TMinSOp,
                             PTO_TRowExpandMinOp, PTO_TColExpandMinOp>;
def : Ascend_VBinaryKindInfo<"And", PTO_TAndOp, PTO_TAndSOp, ?, ?>;
def : Ascend_VBinaryKindInfo<"Or", PTO_TOrOp, PTO_TOrSOp, ?, ?>;
def : Ascend_VBinaryKindInfo<"Shl", PTO_TShlOp, PTO_TShlSOp, ?, ?>;
def : Ascend_VBinaryKindInfo<"Shr", PTO_TShrOp, PTO_TShrSOp, ?, ?>;
def : Ascend_VBinaryKindInfo<"Xor", PTO_TXorOp, PTO_TXorSOp, ?, ?>;

// A case of VUnaryKind (`ascend.vunary`).
class Ascend_VUnaryKindInfo<string kind, PTO_Op tileOp> {
  string kindCase = kind;
  PTO_Op tile = tileOp;
}

def : Ascend_VUnaryKindInfo<"Exp", PTO_TExpOp>;
def : Ascend_VUnaryKindInfo<"Ln", PTO_TLogOp>;
def : Ascend_VUnaryKindInfo<"Sqrt", PTO_TSqrtOp>;
def : Ascend_VUnaryKindInfo<"Rsqrt", PTO_TRsqrtOp>;
def : Ascend_VUnaryKindInfo<"Rec", PTO_TRecipOp>;
def : Ascend_VUnaryKindInfo<"Abs", PTO_TAbsOp>;
def : Ascend_VUnaryKindInfo<"Relu", PTO_TReluOp>;
def : Ascend_VUnaryKindInfo<"Neg", PTO_TNegOp>;
def : Ascend_VUnaryKindInfo<"Not", PTO_TNotOp>;

// A class of the other ascend Vector ops (a case of VectorOpClass): the PTO
// instructions its ops lower to. Its element types are those all of them
// take; a class with no instruction takes every element type.
class Ascend_VectorOpClassInfo<string name, string what,
                               list<PTO_Op> instructions> {
  string classCase = name;
  string summary = what;
  list<PTO_Op> lowersTo = instructions;
}

def : Ascend_VectorOpClassInfo<"Dup", "fills (`ascend.vdup`)",
                               [PTO_TExpandsOp]>;
def : Ascend_VectorOpClassInfo<"Index", "counting sequences (`ascend.vci`)",
                               [PTO_TCIOp]>;
def : Ascend_VectorOpClassInfo<"Gather", "gathers by index (`ascend.vgather`)",
                               [PTO_TGatherOp]>;
def : Ascend_VectorOpClassInfo<"Sort",
    "sorts of 32-element blocks and merges of sorted lists "
    "(`ascend.vsort32`, `ascend.vmrgsort`)", [PTO_TSort32Op, PTO_TMrgSortOp]>;
def : Ascend_VectorOpClassInfo<"Transpose", "transposes (`ascend.vtranspose`)",
                               [PTO_TTransOp]>;
def : Ascend_VectorOpClassInfo<"Reduce",
    "row and column sum, max and min (`ascend.vreduce`)",
    [PTO_TRowSumOp, PTO_TRowMaxOp, PTO_TRowMinOp,
     PTO_TColSumOp, PTO_TColMaxOp, PTO_TColMinOp]>;
def : Ascend_VectorOpClassInfo<"Compare",
    "comparisons with a tile or a scalar (`ascend.vcmp`)",
    [PTO_TCmpOp, PTO_TCmpSOp]>;
def : Ascend_VectorOpClassInfo<"Select", "element-wise select (`ascend.vselect`)",
                               [PTO_TSelOp]>;
def : Ascend_VectorOpClassInfo<"Any",
    "casts, copies and broadcasts: every element type", []>;

#endif // TIRPTO_DIALECT_ASCEND_IR_ASCENDVECTORKINDS_TD
