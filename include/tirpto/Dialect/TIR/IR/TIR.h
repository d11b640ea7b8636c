//===- TIR.h - the tir dialect ----------------------------------*- C++ -*-===//
//
// The tir dialect: TileLang tile-level TIR in MLIR. See TIRDialect.td.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_DIALECT_TIR_IR_TIR_H
#define TIRPTO_DIALECT_TIR_IR_TIR_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "tirpto/Dialect/TIR/IR/TIRDialect.h.inc"
#include "tirpto/Dialect/TIR/IR/TIREnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "tirpto/Dialect/TIR/IR/TIRAttrs.h.inc"

#define GET_OP_CLASSES
#include "tirpto/Dialect/TIR/IR/TIROps.h.inc"

namespace mlir::tir {

/// One row of the known-scope table.
struct KnownScope {
  llvm::StringLiteral name;
  ScopeClass scopeClass;
};

/// The TIR storage scopes tirpto knows, with what each names. Sources:
/// ../shared/reference/tilelang-tir.md section 1.2 (TileLang allocation APIs
/// and their scope strings in dialects A, B and C).
llvm::ArrayRef<KnownScope> getKnownScopes();

/// The class of a scope string, or std::nullopt when it is not known.
std::optional<ScopeClass> lookupScope(llvm::StringRef scope);

/// The storage scope of a memref type: its `#tir.scope` memory space, `global`
/// when it has none, or std::nullopt when its memory space is something else.
std::optional<ScopeClass> getScopeClass(MemRefType type);

/// A printable name for a buffer value in diagnostics: `'A_shared'` for a
/// named tir.alloc_buffer, `'A'` for a function argument with a `tir.name`
/// attribute, otherwise `argument #N` or `buffer`. Looks through
/// memref.subview.
std::string describeBuffer(Value buffer);

/// Whether `kind` combines integers bit by bit (T.reduce_bitand / bitor /
/// bitxor), which tir-expand-bitwise-reductions writes as loops.
inline bool isBitwiseReduction(ReduceKind kind) {
  return kind == ReduceKind::BitAnd || kind == ReduceKind::BitOr ||
         kind == ReduceKind::BitXor;
}

/// The buffer `buffer` is a region (`memref.subview`) or view (`tir.view`)
/// of, or `buffer` itself.
Value getRootBuffer(Value buffer);

/// Whether `buffer`'s storage, or a region or view of it, is an operand of
/// a `tir.gemm` (tir-place-buffers then puts it in l1 or an l0 buffer, not
/// in ub).
bool isGemmOperand(Value buffer);

/// Whether `buffer` is one the Vector core computes on: a `ub` buffer, or a
/// shared or local one that no `tir.gemm` uses (tir-place-buffers puts it
/// in ub).
bool isVectorBuffer(Value buffer);

/// What a T.tile.gather_mask pattern keeps of each row is
/// tirpto::getMaskSelection (tirpto/Support/MaskPatterns.h).

/// The TIR intrinsics (`tir.intrin`) and scalar math externs
/// (`tir.call_extern`) tirpto knows. The lowerings switch over these, not
/// over names.
enum class Intrinsic {
  ShiftRight,
  ShiftLeft,
  BitwiseAnd,
  BitwiseOr,
  BitwiseXor,
  BitwiseNot,
  FloorDiv,
  FloorMod,
  Sigmoid,
  IfThenElse,
  StorageSync,
  PipeBarrier,
  SetFlag,
  WaitFlag,
  /// T.set_cross_flag(pipe, flag, mode) / T.wait_cross_flag(flag[, pipe])
  /// (tilelang-ascend): flags between the Cube and the Vector cores.
  SetCrossFlag,
  WaitCrossFlag,
  /// T.ascend_cross_core_set_flag(mode, pipe, flag) /
  /// T.ascend_cross_core_wait_flag(mode, pipe, flag) (upstream TileLang):
  /// the same flags, with the mode first; in mode 4 the Cube names
  /// sub-block s's flag f as f + 16 s.
  CrossCoreSetFlag,
  CrossCoreWaitFlag,
  LoopBreak,
  SetAtomic,
  SetAtomicNone,
  /// T.use_swizzle(cid, m, n, k, block_m, block_n, ...) (tilelang-ascend):
  /// the block index remapped for L2 locality; its operands are the index
  /// and the block count.
  UseSwizzle,
  /// T.printf(format, ...) (tilelang-ascend's tl.ascend_printf): debug
  /// output of scalars.
  Printf,
  /// T.sync_all() (tilelang-ascend's tl.ascend_sync_all): a barrier across
  /// every block of the launch, which PTO has no instruction for.
  SyncAll,
  /// T.set_deq_scale(scale) (tilelang-ascend's tl.ascend_set_deq_scale):
  /// the factor the Vector core's int32 -> float16 conversions scale by.
  SetDeqScale,
  Exp,
  Log,
  Sqrt,
  Rsqrt,
  Abs,
  Tanh,
};

/// What the operands of an intrinsic are.
enum class IntrinsicOperands {
  /// Integers of the result type (shifts, bitwise ops, floordiv, floormod).
  Integer,
  /// Floats of the result type (sigmoid, the math externs).
  Float,
  /// An i1 condition and two values of the result type (if_then_else).
  Select,
  /// No operands and no result (tvm_storage_sync, tl.ascend_pipe_barrier).
  None,
  /// Integer operands, an event or flag id (and a mode), and no result
  /// (tl.ascend_set_flag, tl.ascend_set_cross_flag).
  Event,
  /// One scalar operand of any type and no result (tl.ascend_set_atomic's
  /// typed zero, whose type names the accumulated elements).
  Scalar,
  /// Any number of scalar operands, one per conversion of the format in
  /// `args` (`numOperands` is not checked), and no result (tl.ascend_printf).
  Printed,
};

/// What the string arguments (`args`) of an intrinsic name.
enum class IntrinsicStrings {
  /// Not checked (tvm_storage_sync's scope).
  Any,
  /// One pipe: "V", "PIPE_V", "ALL" (tl.ascend_pipe_barrier).
  Pipe,
  /// No pipe, an empty one, or one pipe (tl.ascend_wait_cross_flag, whose
  /// pipe only a5 takes).
  OptionalPipe,
  /// A source and a destination pipe: "MTE2", "V" (tilelang-ascend's
  /// T.set_flag) or one "MTE2_V" (upstream TileLang's T.ascend_set_flag).
  PipePair,
  /// One store atomic operation: "add", "max" or "min"
  /// (tl.ascend_set_atomic).
  AtomicOp,
  /// No strings (tl.ascend_set_atomic_none).
  None,
  /// One C printf format whose conversions the operands fill
  /// (tl.ascend_printf; tirpto/Support/PrintfFormat.h).
  Format,
};

/// How a call names an intrinsic.
enum class IntrinsicSpelling {
  /// `tir.intrin "name"` (T.shift_right, T.sigmoid, ...).
  Intrin,
  /// `tir.call_extern "name"` (T.call_pure_extern("float32", "expf", x)).
  Extern,
};

/// One row of the table (TIROps.cpp) of intrinsics and math externs: a
/// name, what it is, its arity and operand kinds, checked by the
/// tir.intrin and tir.call_extern verifiers; the lowerings say what each
/// `Intrinsic` becomes.
struct IntrinsicInfo {
  llvm::StringLiteral name;
  IntrinsicSpelling spelling;
  Intrinsic id;
  unsigned numOperands;
  bool hasResult;
  IntrinsicOperands operands;
  IntrinsicStrings strings;
};

/// TileLang's kernel annotations that only tune a TileLang backend's own
/// buffer planning: block attributes in printed TIR, attributes of
/// `tir.kernel` here under the same names.
enum class KernelAnnotation {
  /// `T.annotate_buffer_versions({buf: n})` (upstream):
  /// `tl.buffer_versions_map`, and its mode `tl.buffer_version_mode`.
  BufferVersions,
  BufferVersionMode,
  /// `T.annotate_manual_multi_buffer(buf | {buf: n})`:
  /// `tl.manual_multi_buffer`.
  ManualMultiBuffer,
  /// `T.annotate_unlimit_memory("shared.l1", ...)`:
  /// `tl.unlimit_memory_scopes`.
  UnlimitMemory,
  /// `T.annotate_address({buf: byte_offset})` (tilelang-ascend):
  /// `address_map`.
  Address,
  /// `T.annotate_layout({buf: layout})`: `layout_map`.
  Layout,
};

/// One known kernel annotation: its attribute name, the TileLang call that
/// writes it, whether its value maps buffer names to values (checked
/// against the kernel's buffers), and what tirpto does instead (the remark
/// convert-tir-to-ascend gives).
struct KernelAnnotationInfo {
  llvm::StringLiteral attrName;
  KernelAnnotation id;
  llvm::StringLiteral tilelangCall;
  bool mapsBuffers;
  llvm::StringLiteral instead;
};

/// The known kernel annotation named `attrName`, or nullptr.
const KernelAnnotationInfo *lookupKernelAnnotation(llvm::StringRef attrName);

/// The attribute name of the kernel annotation `id`.
llvm::StringRef getKernelAnnotationName(KernelAnnotation id);

/// A loop annotation TileLang prints on a `T.Pipelined` loop (an attribute
/// of `tir.for` here, under the same name) that only steers TileLang's own
/// software pipelining: its attribute name, the keyword argument that
/// writes it, and what tirpto does instead (the remark
/// convert-tir-to-ascend gives).
struct LoopAnnotationInfo {
  llvm::StringLiteral attrName;
  llvm::StringLiteral tilelangSpelling;
  llvm::StringLiteral instead;
};

/// The known loop annotation named `attrName`, or nullptr.
const LoopAnnotationInfo *lookupLoopAnnotation(llvm::StringRef attrName);

/// A keyword argument of T.copy / T.gemm that only tunes TileLang's own
/// backends (an attribute of tir.copy / tir.gemm): its attribute name, how
/// TileLang spells it, and why it has no effect here (the remark
/// convert-tir-to-ascend gives).
struct TuningOptionInfo {
  llvm::StringLiteral attrName;
  llvm::StringLiteral tilelangSpelling;
  llvm::StringLiteral instead;
};

/// The known tuning option named `attrName`, or nullptr.
const TuningOptionInfo *lookupTuningOption(llvm::StringRef attrName);

/// The known intrinsic `tir.intrin` calls by `name`, or nullptr.
const IntrinsicInfo *lookupIntrinsic(llvm::StringRef name);
/// The known math extern `tir.call_extern` calls by `name`, or nullptr.
const IntrinsicInfo *lookupMathExtern(llvm::StringRef name);
/// The known intrinsic `op` (a tir.intrin or tir.call_extern) calls, or
/// std::nullopt for any other op or an unknown name.
std::optional<Intrinsic> getIntrinsic(Operation *op);
/// Whether `op` only computes its results from its operands: a pure op
/// without regions, or a `tir.intrin` that yields a value (TIR's floormod,
/// sigmoid, ...; the intrinsics without results synchronise).
bool isValueComputation(Operation *op);
/// Whether `lhs` and `rhs` are the same value: one SSA value, or the same
/// value computation (isValueComputation) of the same values (`bx * 32 + i`
/// written twice).
bool isSameComputation(Value lhs, Value rhs);

/// Whether `value` is the same in every iteration of the loop (or any op
/// with regions) `root`: defined outside it, or computed in it by value
/// computations (isValueComputation) of such values, as the importer writes
/// constants and offsets (`bx * 32`) in a loop's body.
bool isInvariantIn(Value value, Operation *root);
/// `value` (isInvariantIn `root`) where `builder` inserts, outside `root`:
/// itself when defined outside, else its computation cloned there (each
/// value once, through `hoisted`).
Value hoistInvariant(Value value, Operation *root, OpBuilder &builder,
                     IRMapping &hoisted);

/// Whether `loop` is a T.Parallel loop with none around it: the outermost
/// loop of a nest.
bool isOutermostParallelLoop(ForOp loop);

/// The perfect nest of T.Parallel loops rooted at `root`: `root`, then each
/// parallel loop that is the only op of the previous one's body.
SmallVector<ForOp> getPerfectParallelNest(ForOp root);
/// The names of the known math externs, for diagnostics ("expf, logf, ...").
std::string describeMathExterns();

/// The pipe names a synchronisation intrinsic's string arguments give, as
/// written with any `PIPE_` prefix removed and in upper case: one for
/// IntrinsicStrings::Pipe, a source and a destination for
/// IntrinsicStrings::PipePair ("MTE2_V" is split at its underscore).
/// Failure when `op` is not such an intrinsic or its strings do not have
/// that shape; the names themselves are checked by the lowering.
FailureOr<SmallVector<std::string, 2>> getPipeNames(IntrinOp op);

} // namespace mlir::tir

#endif // TIRPTO_DIALECT_TIR_IR_TIR_H
