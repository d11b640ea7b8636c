//===- PTOEnums.td - pto enums and enum attributes ---------*- tablegen -*-===//
//
// Spellings and integer codes follow ptoas 0.27 (ptoas-format.md §3). Two
// printed forms exist, as in ptoas: `#pto.NAME<VALUE>` for the attributes
// declared with PTO_KeywordEnumAttr, and `#pto<NAME VALUE>` for plain
// EnumAttrs (round_mode, cmp, ...).
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTOENUMS_TD
#define TIRPTO_DIALECT_PTO_IR_PTOENUMS_TD

include "tirpto/Dialect/PTO/IR/PTODialect.td"
include "mlir/IR/EnumAttr.td"

class PTO_I32Enum<string name, string description, list<I32EnumAttrCase> cases>
    : I32EnumAttr<name, description, cases> {
  let cppNamespace = "::mlir::pto";
  let genSpecializedAttr = 0;
}

// `#pto.NAME<VALUE>`, printed `<VALUE>` where the op format knows the type.
class PTO_KeywordEnumAttr<EnumAttrInfo info, string name>
    : EnumAttr<PTO_Dialect, info, name> {
  let assemblyFormat = "`<` $value `>`";
}

// `#pto<NAME VALUE>`.
class PTO_PlainEnumAttr<EnumAttrInfo info, string name>
    : EnumAttr<PTO_Dialect, info, name>;

def PTO_AddressSpace : PTO_I32Enum<"AddressSpace", "PTO address space", [
    I32EnumAttrCase<"Zero", 0, "zero">,
    I32EnumAttrCase<"GM", 1, "gm">,
    I32EnumAttrCase<"Mat", 2, "mat">,
    I32EnumAttrCase<"Left", 3, "left">,
    I32EnumAttrCase<"Right", 4, "right">,
    I32EnumAttrCase<"Acc", 5, "acc">,
    I32EnumAttrCase<"Vec", 6, "vec">,
    I32EnumAttrCase<"Bias", 7, "bias">,
    I32EnumAttrCase<"Scaling", 8, "scaling">]>;
def PTO_AddressSpaceAttr : PTO_KeywordEnumAttr<PTO_AddressSpace, "address_space"> {
  let summary = "PTO memory location: gm, mat (L1), left (L0A), right (L0B), "
                "acc (L0C), vec (UB), bias (bias table), scaling (fixpipe buffer)";
}

def PTO_Pipe : PTO_I32Enum<"Pipe", "hardware pipe", [
    I32EnumAttrCase<"PIPE_S", 0>, I32EnumAttrCase<"PIPE_V", 1>,
    I32EnumAttrCase<"PIPE_M", 2>, I32EnumAttrCase<"PIPE_MTE1", 3>,
    I32EnumAttrCase<"PIPE_MTE2", 4>, I32EnumAttrCase<"PIPE_MTE3", 5>,
    I32EnumAttrCase<"PIPE_ALL", 6>, I32EnumAttrCase<"PIPE_MTE4", 7>,
    I32EnumAttrCase<"PIPE_MTE5", 8>, I32EnumAttrCase<"PIPE_V2", 9>,
    I32EnumAttrCase<"PIPE_FIX", 10>,
    I32EnumAttrCase<"VIRTUAL_PIPE_MTE2_L1A", 11>,
    I32EnumAttrCase<"VIRTUAL_PIPE_MTE2_L1B", 12>,
    I32EnumAttrCase<"PIPE_NUM", 13>,
    I32EnumAttrCase<"PIPE_UNASSIGNED", 99>]>;
def PTO_PipeAttr : PTO_KeywordEnumAttr<PTO_Pipe, "pipe"> {
  let summary = "hardware pipe, e.g. #pto.pipe<PIPE_MTE2>";
}

def PTO_Event : PTO_I32Enum<"Event", "hardware event id", [
    I32EnumAttrCase<"EVENT_ID0", 0>, I32EnumAttrCase<"EVENT_ID1", 1>,
    I32EnumAttrCase<"EVENT_ID2", 2>, I32EnumAttrCase<"EVENT_ID3", 3>,
    I32EnumAttrCase<"EVENT_ID4", 4>, I32EnumAttrCase<"EVENT_ID5", 5>,
    I32EnumAttrCase<"EVENT_ID6", 6>, I32EnumAttrCase<"EVENT_ID7", 7>]>;
def PTO_EventAttr : PTO_KeywordEnumAttr<PTO_Event, "event"> {
  let summary = "hardware event id EVENT_ID0..7";
}

def PTO_PipeEventType : PTO_I32Enum<"PipeEventType",
    "class of ops whose pipe an event refers to", [
    I32EnumAttrCase<"TLOAD", 0>, I32EnumAttrCase<"TSTORE_ACC", 1>,
    I32EnumAttrCase<"TSTORE_VEC", 2>, I32EnumAttrCase<"TMOV_M2L", 3>,
    I32EnumAttrCase<"TMOV_M2S", 4>, I32EnumAttrCase<"TMOV_M2B", 5>,
    I32EnumAttrCase<"TMOV_M2V", 6>, I32EnumAttrCase<"TMOV_V2M", 7>,
    I32EnumAttrCase<"TMATMUL", 8>, I32EnumAttrCase<"TVEC", 9>,
    I32EnumAttrCase<"TVECWAIT_EVENT", 10>]>;
def PTO_PipeEventTypeAttr : PTO_KeywordEnumAttr<PTO_PipeEventType, "pipe_event_type"> {
  let summary = "op class of record_event / wait_event (TLOAD -> MTE2, ...)";
}
def PTO_SyncOpTypeAttr : PTO_Attr<"SyncOpType", "sync_op_type"> {
  let summary = "deprecated spelling of #pto.pipe_event_type";
  let parameters = (ins EnumParameter<PTO_PipeEventType>:$value);
  let assemblyFormat = "`<` $value `>`";
}

def PTO_Layout : PTO_I32Enum<"Layout", "global tensor layout", [
    I32EnumAttrCase<"ND", 0, "nd">, I32EnumAttrCase<"DN", 1, "dn">,
    I32EnumAttrCase<"NZ", 2, "nz">]>;
def PTO_LayoutAttr : PTO_KeywordEnumAttr<PTO_Layout, "layout"> {
  let summary = "layout of a tensor_view: nd (row-major), dn (column-major), nz";
}

def PTO_KernelKind : PTO_I32Enum<"KernelKind", "kernel kind", [
    I32EnumAttrCase<"Cube", 0, "cube">, I32EnumAttrCase<"Vector", 1, "vector">]>;
def PTO_KernelKindAttr : PTO_KeywordEnumAttr<PTO_KernelKind, "kernel_kind"> {
  let summary = "function attribute pto.kernel_kind: cube or vector";
}

def PTO_FuncCoreType : PTO_I32Enum<"FuncCoreType", "function core type", [
    I32EnumAttrCase<"AIC", 1>, I32EnumAttrCase<"AIV", 2>,
    I32EnumAttrCase<"MIX", 3>, I32EnumAttrCase<"AIC_OR_AIV", 4>]>;
def PTO_FuncCoreTypeAttr : PTO_KeywordEnumAttr<PTO_FuncCoreType, "func_core_type"> {
  let summary = "core type of a function (ptoas internal)";
}

def PTO_BLayout : PTO_I32Enum<"BLayout", "tile base layout", [
    I32EnumAttrCase<"RowMajor", 0, "row_major">,
    I32EnumAttrCase<"ColMajor", 1, "col_major">]>;
def PTO_BLayoutAttr : PTO_KeywordEnumAttr<PTO_BLayout, "blayout"> {
  let summary = "tile base layout";
}

def PTO_SLayout : PTO_I32Enum<"SLayout", "tile fractal (box) layout", [
    I32EnumAttrCase<"NoneBox", 0, "none_box">,
    I32EnumAttrCase<"RowMajor", 1, "row_major">,
    I32EnumAttrCase<"ColMajor", 2, "col_major">]>;
def PTO_SLayoutAttr : PTO_KeywordEnumAttr<PTO_SLayout, "slayout"> {
  let summary = "tile inner (fractal box) layout; none_box = not fractal";
}

def PTO_PadValue : PTO_I32Enum<"PadValue", "tile pad value policy", [
    I32EnumAttrCase<"Null", 0, "null">, I32EnumAttrCase<"Zero", 1, "zero">,
    I32EnumAttrCase<"Max", 2, "max">, I32EnumAttrCase<"Min", 3, "min">]>;
def PTO_PadValueAttr : PTO_KeywordEnumAttr<PTO_PadValue, "pad_value"> {
  let summary = "pad value policy of a tile";
}

def PTO_CompactMode : PTO_I32Enum<"CompactMode", "tile compact mode", [
    I32EnumAttrCase<"Null", 0, "null">, I32EnumAttrCase<"Normal", 1, "normal">,
    I32EnumAttrCase<"RowPlusOne", 2, "row_plus_one">]>;
def PTO_CompactModeAttr : PTO_KeywordEnumAttr<PTO_CompactMode, "compact_mode"> {
  let summary = "tile compact mode";
}

def PTO_RoundMode : PTO_I32Enum<"RoundMode", "tcvt rounding mode", [
    I32EnumAttrCase<"NONE", 0>, I32EnumAttrCase<"RINT", 1>,
    I32EnumAttrCase<"ROUND", 2>, I32EnumAttrCase<"FLOOR", 3>,
    I32EnumAttrCase<"CEIL", 4>, I32EnumAttrCase<"TRUNC", 5>,
    I32EnumAttrCase<"ODD", 6>, I32EnumAttrCase<"CAST_RINT", 7>]>;
def PTO_RoundModeAttr : PTO_PlainEnumAttr<PTO_RoundMode, "round_mode"> {
  let summary = "rounding mode, e.g. #pto<round_mode CAST_RINT>";
}

def PTO_SaturationMode : PTO_I32Enum<"SaturationMode", "saturation mode", [
    I32EnumAttrCase<"ON", 0>, I32EnumAttrCase<"OFF", 1>]>;
def PTO_SaturationModeAttr : PTO_PlainEnumAttr<PTO_SaturationMode, "saturation_mode"> {
  let summary = "saturation mode, e.g. #pto<saturation_mode ON>";
}

def PTO_CmpMode : PTO_I32Enum<"CmpMode", "comparison", [
    I32EnumAttrCase<"EQ", 0, "eq">, I32EnumAttrCase<"NE", 1, "ne">,
    I32EnumAttrCase<"LT", 2, "lt">, I32EnumAttrCase<"LE", 3, "le">,
    I32EnumAttrCase<"GT", 4, "gt">, I32EnumAttrCase<"GE", 5, "ge">]>;
def PTO_CmpModeAttr : PTO_PlainEnumAttr<PTO_CmpMode, "cmp"> {
  let summary = "comparison of tcmp/tcmps, e.g. #pto<cmp lt>";
}

def PTO_STPhase : PTO_I32Enum<"STPhase", "tstore phase", [
    I32EnumAttrCase<"Unspecified", 0, "unspecified">,
    I32EnumAttrCase<"Partial", 2, "partial">,
    I32EnumAttrCase<"Final", 3, "final">]>;
def PTO_STPhaseAttr : PTO_PlainEnumAttr<PTO_STPhase, "st_phase"> {
  let summary = "tstore phase, e.g. #pto<st_phase final>";
}

def PTO_AtomicType : PTO_I32Enum<"AtomicType", "tstore atomic mode", [
    I32EnumAttrCase<"AtomicNone", 0, "atomic_none">,
    I32EnumAttrCase<"AtomicAdd", 1, "atomic_add">]>;
def PTO_AtomicTypeAttr : PTO_PlainEnumAttr<PTO_AtomicType, "atomic_type"> {
  let summary = "tstore atomic mode, e.g. #pto<atomic_type atomic_add>";
}

def PTO_ReluPreMode : PTO_I32Enum<"ReluPreMode", "ReLU before conversion", [
    I32EnumAttrCase<"NoRelu", 0, "no_relu">,
    I32EnumAttrCase<"NormalRelu", 1, "normal_relu">]>;
def PTO_ReluPreModeAttr : PTO_PlainEnumAttr<PTO_ReluPreMode, "relu_pre_mode"> {
  let summary = "ReLU applied by tstore/tmov from acc, e.g. #pto<relu_pre_mode normal_relu>";
}

def PTO_AccToVecMode : PTO_I32Enum<"AccToVecMode", "tmov acc -> vec mode", [
    I32EnumAttrCase<"SingleModeVec0", 0, "single_mode_vec0">,
    I32EnumAttrCase<"SingleModeVec1", 1, "single_mode_vec1">,
    I32EnumAttrCase<"DualModeSplitM", 2, "dual_mode_split_m">,
    I32EnumAttrCase<"DualModeSplitN", 3, "dual_mode_split_n">]>;
def PTO_AccToVecModeAttr : PTO_KeywordEnumAttr<PTO_AccToVecMode, "acc_to_vec_mode"> {
  let summary = "which vector sub-core(s) an acc -> vec tmov targets";
}

def PTO_PadMode : PTO_I32Enum<"PadMode", "tload pad mode", [
    I32EnumAttrCase<"PadNull", 0>, I32EnumAttrCase<"PadFirstElem", 1>,
    I32EnumAttrCase<"PadValue", 2>]>;
def PTO_PadModeAttr : PTO_KeywordEnumAttr<PTO_PadMode, "padmode"> {
  let summary = "tload pad mode";
}

def PTO_MaskPattern : PTO_I32Enum<"MaskPattern", "tgather mask pattern", [
    I32EnumAttrCase<"P0101", 1>, I32EnumAttrCase<"P1010", 2>,
    I32EnumAttrCase<"P0001", 3>, I32EnumAttrCase<"P0010", 4>,
    I32EnumAttrCase<"P0100", 5>, I32EnumAttrCase<"P1000", 6>,
    I32EnumAttrCase<"P1111", 7>]>;
def PTO_MaskPatternAttr : PTO_KeywordEnumAttr<PTO_MaskPattern, "mask_pattern"> {
  let summary = "element selection pattern of tgather";
}

def PTO_QuantType : PTO_I32Enum<"QuantType", "quantization type", [
    I32EnumAttrCase<"INT8_SYM", 0>, I32EnumAttrCase<"INT8_ASYM", 1>]>;
def PTO_QuantTypeAttr : PTO_PlainEnumAttr<PTO_QuantType, "quant_type"> {
  let summary = "quantization type, e.g. #pto<quant_type INT8_SYM>";
}

def PTO_GatherOOB : PTO_I32Enum<"GatherOOB", "mgather out-of-bounds mode", [
    I32EnumAttrCase<"Undefined", 0, "undefined">,
    I32EnumAttrCase<"Clamp", 1, "clamp">, I32EnumAttrCase<"Wrap", 2, "wrap">,
    I32EnumAttrCase<"Zero", 3, "zero">]>;
def PTO_GatherOOBAttr : PTO_PlainEnumAttr<PTO_GatherOOB, "gather_oob"> {
  let summary = "out-of-bounds handling of mgather";
}

def PTO_ScatterAtomicOp : PTO_I32Enum<"ScatterAtomicOp", "mscatter atomic mode", [
    I32EnumAttrCase<"None", 0, "none">, I32EnumAttrCase<"Add", 1, "add">,
    I32EnumAttrCase<"Max", 2, "max">, I32EnumAttrCase<"Min", 3, "min">]>;
def PTO_ScatterAtomicOpAttr : PTO_PlainEnumAttr<PTO_ScatterAtomicOp, "scatter_atomic_op"> {
  let summary = "atomic mode of mscatter";
}

def PTO_ScatterOOB : PTO_I32Enum<"ScatterOOB", "mscatter out-of-bounds mode", [
    I32EnumAttrCase<"Undefined", 0, "undefined">,
    I32EnumAttrCase<"Skip", 1, "skip">, I32EnumAttrCase<"Clamp", 2, "clamp">,
    I32EnumAttrCase<"Wrap", 3, "wrap">]>;
def PTO_ScatterOOBAttr : PTO_PlainEnumAttr<PTO_ScatterOOB, "scatter_oob"> {
  let summary = "out-of-bounds handling of mscatter";
}

// Not an attribute: the arch the verifiers check against.
def PTO_TargetArch : PTO_I32Enum<"TargetArch", "ptoas target arch", [
    I32EnumAttrCase<"A3", 0, "a3">, I32EnumAttrCase<"A5", 1, "a5">]>;

#endif // TIRPTO_DIALECT_PTO_IR_PTOENUMS_TD
