//===- PTOElementSets.td - element types per arch ----------*- tablegen -*-===//
//
// The element types ptoas 0.27's verifiers accept for the Vector ops, per
// arch (ptoas-format.md §4.6 and ptoas itself, checked on both arches). Each
// op names one record; the record gives the op's verifier its
// tirpto::ArchElementSets (`cpp`,
// tirpto/Support/ElementSets.h) and the op's documentation its "Element
// types" line (`doc`), so a set is written once.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTOELEMENTSETS_TD
#define TIRPTO_DIALECT_PTO_IR_PTOELEMENTSETS_TD

// `a3` and `a5` list names of pto::element (I8, I16, I32, F16, BF16, F32).
class PTO_Elements<list<string> a3, list<string> a5> {
  list<string> onA3 = a3;
  list<string> onA5 = a5;
  string cpp = "::mlir::tirpto::ArchElementSets{"
      # !interleave(!foreach(e, a3, "::mlir::tirpto::element::" # e), " | ")
      # ", "
      # !interleave(!foreach(e, a5, "::mlir::tirpto::element::" # e), " | ")
      # "}";
  string doc = "Element types: " # !tolower(!interleave(a3, ", "))
      # " on a3; " # !tolower(!interleave(a5, ", ")) # " on a5.";
}

// tadd, tsub-like arithmetic.
def PTO_ArithElements
    : PTO_Elements<["I16", "I32", "F16", "F32"],
                   ["I8", "I16", "I32", "F16", "BF16", "F32"]>;
// tmul, tfmod: no i8 nor bf16 on either arch.
def PTO_MulElements
    : PTO_Elements<["I16", "I32", "F16", "F32"], ["I16", "I32", "F16", "F32"]>;
// tsub, tmax, tmin, tmaxs, tdivs: i8 but no bf16 on a5.
def PTO_ArithNoBF16Elements
    : PTO_Elements<["I16", "I32", "F16", "F32"],
                   ["I8", "I16", "I32", "F16", "F32"]>;
def PTO_FloatElements
    : PTO_Elements<["F16", "F32"], ["F16", "BF16", "F32"]>;
def PTO_DivElements
    : PTO_Elements<["F16", "F32"], ["I16", "I32", "F16", "F32"]>;
def PTO_RemElements
    : PTO_Elements<["I32", "F32"], ["I16", "I32", "F16", "F32"]>;
def PTO_ReluElements
    : PTO_Elements<["I32", "F16", "F32"], ["I32", "F16", "F32"]>;
// exp, log, sqrt, rsqrt, recip, abs, tprelu: no bf16 on a5.
def PTO_HalfFloatElements : PTO_Elements<["F16", "F32"], ["F16", "F32"]>;
// tand, tor, txor and their scalar forms.
def PTO_BitwiseElements
    : PTO_Elements<["I8", "I16"], ["I8", "I16", "I32"]>;
// tshl, tshr, tshls.
def PTO_ShiftElements
    : PTO_Elements<["I8", "I16", "I32"], ["I8", "I16", "I32"]>;
def PTO_ShiftRightScalarElements
    : PTO_Elements<["I16", "I32"], ["I8", "I16", "I32"]>;
// trowexpand* / tcolexpand* but div and expdif (ptoas-format.md §4.7).
def PTO_ExpandElements
    : PTO_Elements<["I16", "I32", "F16", "F32"],
                   ["I8", "I16", "I32", "F16", "F32"]>;
def PTO_NotElements : PTO_Elements<["I16"], ["I8", "I16", "I32"]>;
// texpands (fills), tcmps, tsel, tsels.
def PTO_FillElements
    : PTO_Elements<["I16", "I32", "F16", "F32"],
                   ["I8", "I16", "I32", "F16", "F32"]>;
// tci (ptoas's TCIOp verifier: i16 / i32 on both arches).
def PTO_IndexElements : PTO_Elements<["I16", "I32"], ["I16", "I32"]>;
// tgather's index form (ptoas 0.27's verifier: "i16/i32/f16/f32" on a3,
// "i8/i16/i32/f16/f32" on a5; no bf16).
def PTO_GatherElements
    : PTO_Elements<["I16", "I32", "F16", "F32"],
                   ["I8", "I16", "I32", "F16", "F32"]>;
// tmrgsort (pto-isa's TMRGSORT: half or float, one type for every tile,
// on both arches).
def PTO_SortElements : PTO_Elements<["F16", "F32"], ["F16", "F32"]>;
// ttrans (ptoas's TTransOp verifier and pto-isa's TTRANS: 8-, 16- and
// 32-bit integers, f16, bf16 and f32 on both arches).
def PTO_TransposeElements
    : PTO_Elements<["I8", "I16", "I32", "F16", "BF16", "F32"],
                   ["I8", "I16", "I32", "F16", "BF16", "F32"]>;
// tcmp: the sources; the mask is i8.
def PTO_CmpElements
    : PTO_Elements<["I32", "F16", "F32"],
                   ["I8", "I16", "I32", "F16", "BF16", "F32"]>;
// trowsum, trowmax, trowmin, trowprod and the sources of trowargmax/min.
def PTO_RowReductionElements
    : PTO_Elements<["I16", "I32", "F16", "F32"], ["I16", "I32", "F16", "F32"]>;
// tcolsum, tcolmax, tcolmin.
def PTO_ColReductionElements
    : PTO_Elements<["I16", "I32", "F16", "F32"],
                   ["I8", "I16", "I32", "F16", "BF16", "F32"]>;
def PTO_ColProdElements
    : PTO_Elements<["I16", "I32", "F16", "F32"],
                   ["I16", "I32", "F16", "BF16", "F32"]>;
// The sources of tcolargmax/min.
def PTO_ColArgElements : PTO_Elements<["F16", "F32"], ["F16", "F32"]>;

#endif // TIRPTO_DIALECT_PTO_IR_PTOELEMENTSETS_TD
