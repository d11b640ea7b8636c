//===- Importer.h - TVMScript syntax tree to the tir dialect ----*- C++ -*-===//
//
// The importer walks the tree Parser.h builds and emits the tir dialect
// (docs/Dialects/TIR.md gives the correspondence), one func.func per
// `@T.prim_func`. Statements are in ImportTIR.cpp, expressions in
// ImportExprs.cpp, TileLang's tile operations in ImportTileOps.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_LIB_TARGET_TVMSCRIPT_IMPORTER_H
#define TIRPTO_LIB_TARGET_TVMSCRIPT_IMPORTER_H

#include "AST.h"

#include "tirpto/Dialect/TIR/IR/TIR.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/SourceMgr.h"

#include <array>
#include <map>

namespace mlir {
namespace tirpto {
namespace tvmscript {

/// What a name of the TVMScript text stands for.
struct Binding {
  enum Kind {
    Scalar,    // value: an index, integer, float or i1 value
    Buffer,    // value: the memref; handle: its storage (-1: none)
    Handle,    // handle: the storage var (`x = T.handle(...)`, `A.data`)
    Symbolic,  // a `T.int32()` var not bound yet
    ThreadIdx, // a threadIdx.* var of TileLang's GPU launch (no meaning)
    String,    // text: a string value
    Poisoned,  // its definition failed and was reported: uses fail quietly
    Deferred,  // definition: a let over a variable bound later (T.Persistent's
               // tile index over its wave loop's variable), evaluated as
               // `type` where it is used
    Register,  // value: a T.simd register (vector), or the scalar of a lane
               // reduction's lane 0; handle: bit 0 an UNPK load's (the low
               // half of each lane), bit 1 unsigned lanes
    Mask,      // a T.simd.pset mask: handle: its leading active elements
               // (-1: all); type: an integer of its element width
  } kind = Scalar;
  Value value;
  int handle = -1;
  std::string text;
  /// Scalar: the expression a let binding named (`x: T.int32 = e`), for
  /// evalLinear.
  const Expr *definition = nullptr;
  /// Deferred: the type the definition is evaluated as.
  Type type;
};

/// An integer expression as sum(coefficient * atom) + constant, the atoms
/// named by the loop, block or parameter variables they are.
struct LinearForm {
  std::map<std::string, int64_t> terms;
  int64_t constant = 0;
};

/// A buffer's storage var: buffers declared over the same handle
/// (`data=x`) are one buffer.
struct HandleInfo {
  std::string name;
  std::string dtype, scope;
  Value storage; // the first buffer declared over it
};

/// The common type of two scalar operands: index over narrower integers,
/// floats over integers, the wider of two floats or integers.
Type commonType(Type a, Type b);

/// One axis of a kernel launch: `v = T.launch_thread(tag, extent)` or
/// `for v in T.thread_binding(extent, thread=tag):`.
struct LaunchAxis {
  const Stmt *stmt; // its target names the axis variable
  std::string tag;
  const Expr *extent;
};

/// A region of a buffer named by a tile operation's operand.
struct TileRegion {
  Value buffer;
  SmallVector<Value> offsets;
  SmallVector<int64_t> sizes; // empty for an origin
  /// Per dimension, the extent computed at run time (its static bound in
  /// `sizes`), null where the extent is a constant; empty when all are.
  SmallVector<Value> runtimeExtents;
  bool origin = false; // a BufferLoad whose extents come from the use
  Loc loc;
  std::string name;
  /// The region's shape (the buffer's for a whole buffer).
  SmallVector<int64_t> shape() const;
};

class Importer {
public:
  Importer(llvm::SourceMgr &sourceMgr, MLIRContext *context);

  /// Imports the main buffer; null after reporting errors.
  OwningOpRef<ModuleOp> importModule();

  //===--------------------------------------------------------------------===//
  // Shared by the import files
  //===--------------------------------------------------------------------===//

  Location loc(Loc at);
  /// Reports an error at `at`; returns failure.
  LogicalResult error(Loc at, const Twine &message);
  void warning(Loc at, const Twine &message);
  void remark(Loc at, const Twine &message);

  const Binding *lookup(StringRef name) const;
  void bind(StringRef name, Binding binding);
  void pushScope() { scopes.emplace_back(); }
  void popScope() { scopes.pop_back(); }

  // ImportExprs.cpp
  /// The MLIR element type of a TVM dtype string, or null.
  Type parseDType(StringRef dtype);
  /// The element type the dtype string `expr` names; an error at `expr`
  /// when it is not a string ("expected a dtype string") or names no type
  /// tirpto has ("unsupported dtype").
  FailureOr<Type> emitDType(const Expr &expr);
  /// Emits a scalar expression; `hint` types untyped literals.
  FailureOr<Value> emitScalar(const Expr &expr, Type hint = {});
  /// Emits `expr` converted to `type` (index, integer or float).
  FailureOr<Value> emitScalarAs(const Expr &expr, Type type);
  FailureOr<Value> emitIndex(const Expr &expr);
  /// Emits a call; `statement` allows a call that yields nothing (the
  /// result is then null).
  FailureOr<Value> emitCall(const Expr &call, Type hint, bool statement);
  /// Emits any other `T.<name>(...)` call as a tir.intrin.
  FailureOr<Value> emitIntrinsic(const Expr &call, Type hint, bool statement);
  /// The condition (i1) and the two choices (in their common type) of a
  /// select: `a if c else b`, `T.Select`, `T.if_then_else`.
  FailureOr<std::array<Value, 3>> emitSelectOperands(const Expr &condition,
                                                     const Expr &a,
                                                     const Expr &b, Type hint);
  /// Applies a Python binary operator to two scalars (made one type).
  FailureOr<Value> emitBinary(StringRef op, Value lhs, Value rhs, Loc at);
  /// Converts a scalar to `type`; `at` locates a refusal.
  FailureOr<Value> convert(Value value, Type type, Loc at);
  /// A constant integer expression's value (literals, arithmetic on them).
  /// A constant boolean argument (`T.bool(True)`, `True`, 1).
  std::optional<bool> evalBool(const Expr &expr);
  std::optional<int64_t> evalInt(const Expr &expr);
  /// `expr` as a linear form over its variables, looking through let
  /// bindings; std::nullopt when it is not linear (products of variables,
  /// divisions, loads).
  std::optional<LinearForm> evalLinear(const Expr &expr);
  /// A constant integer, or a linear expression whose variables cancel
  /// (`end - begin` with `end: T.int32 = begin + 64`).
  std::optional<int64_t> evalConstant(const Expr &expr);
  /// Reports that `expr` names no buffer (unknown, a scalar, or nothing);
  /// quietly fails for a name whose definition failed.
  LogicalResult reportNotBuffer(const Expr &expr);
  /// The buffer an expression names (a buffer name), or null.
  Value lookupBuffer(const Expr &expr);
  /// A string literal's text.
  std::optional<std::string> evalString(const Expr &expr);
  Value constantIndex(int64_t value);
  /// Whether materialize takes regions with run-time extents (T.copy
  /// operands, which pass the extents on).
  bool allowRuntimeExtents = false;

  // ImportTileOps.cpp
  /// Emits a call statement of a TileLang tile operation; std::nullopt when
  /// `call` is not one.
  std::optional<LogicalResult> emitTileOp(const Expr &call);
  /// tilelang-ascend's printed T.tile.* operations (`T.ascend_add(...)`);
  /// std::nullopt when `name` is not one (ImportAscendTileOps.cpp).
  std::optional<LogicalResult> emitAscendTileOp(const Expr &call,
                                                StringRef name);
  /// The sorting, gathering and transposing ones among them
  /// (`T.ascend_sort32`, `merge_sort`, `sort`, `topk`, `gather_mask`,
  /// `transpose`; ImportAscendSortOps.cpp).
  /// T.any_of / T.all_of: an scf.for testing the elements.
  FailureOr<Value> emitAnyAllOf(const Expr &call, bool all);
  /// TileLang's element atomics (`T.atomic_add_elem_op`, the `AtomicAdd`
  /// extern, ...): a tir.atomic for a statement of add, max or min, the
  /// others reported; std::nullopt when `call` is no element atomic
  /// (ImportReduceOps.cpp).
  std::optional<LogicalResult> emitElementAtomicCall(const Expr &call,
                                                     bool statement);
  LogicalResult emitElementAtomic(const Expr &call, StringRef spelling,
                                  StringRef open, tir::AtomicKind kind,
                                  ArrayRef<ExprPtr> args);
  /// The indices of `element` (`buf[i, j]`), one per dimension of `type`;
  /// `spelling` and `noun` name the call and the buffer in diagnostics.
  FailureOr<SmallVector<Value>> emitElementIndices(const Expr &element,
                                                   MemRefType type,
                                                   StringRef spelling,
                                                   StringRef noun);
  /// T.simd.* (`T.tl.simd.vld(...)`): register-level vector ops as upstream
  /// vector ops (ImportSimdOps.cpp). A let binds a register or mask
  /// (`r: T.float32x64 = T.tl.simd.vld(...)`); a statement stores one.
  static bool isSimdCall(const Expr &expr);
  LogicalResult emitSimdLet(const Expr &target, const Expr &value,
                            const Expr *annotation);
  LogicalResult emitSimdStatement(const Expr &call);
  /// T.print's externs (debug_print_*): a tl.ascend_printf.
  FailureOr<Value> emitDebugPrint(const Expr &call, StringRef function,
                                  ArrayRef<ExprPtr> args);
  /// T.reduce, T.cumsum / T.cummax, T.finalize_reducer.
  std::optional<LogicalResult> emitReductionOp(const Expr &call,
                                               StringRef name);
  std::optional<LogicalResult> emitAscendSortOp(const Expr &call,
                                                StringRef name);
  /// The scalar operand of a printed tile operation: one expression of
  /// `type`, or (buf_ptr, index) for the element buf[index] of a rank-1
  /// buffer.
  FailureOr<Value> emitScalarOperand(ArrayRef<ExprPtr> args, Type type,
                                     StringRef name);
  /// A tile operation's operand: a buffer, `T.region(A[i, j], mask, e0,
  /// e1)`, a slice `A[0:64, k]`, a `T.tvm_access_ptr` of a whole buffer, or
  /// a BufferLoad origin `A[i, j]` whose extents come from the other side.
  FailureOr<TileRegion> parseRegion(const Expr &expr);
  /// The memref of a region: the buffer when it is all of it, else a
  /// memref.subview of `shape` (unit dims dropped where `shape` has fewer);
  /// an origin takes `shape` as its extents.
  FailureOr<Value> materialize(const TileRegion &region,
                               ArrayRef<int64_t> shape = {});
  /// The memref a tile operation's operand names whole (parseRegion, then
  /// materialize).
  FailureOr<Value> emitRegionOperand(const Expr &expr);

  // ImportTIR.cpp
  LogicalResult emitStatements(ArrayRef<StmtPtr> stmts);
  /// The name of the buffer `expr` names, directly or as its storage var.
  std::optional<std::string> bufferNameOf(const Expr &expr);
  /// The MLIR attribute of a constant Python value (annotation dicts).
  FailureOr<Attribute> emitAttribute(const Expr &expr);

  MLIRContext *context;
  OpBuilder builder;
  /// The buffers TileLang declares of unsigned integers (read as signless
  /// integers of their width), for the T.simd ops that would compare or
  /// convert them as signed; bufferType records the last one it read.
  llvm::DenseSet<Value> unsignedBuffers;
  bool lastBufferUnsigned = false;
  std::vector<HandleInfo> handles;
  /// The combine op ("sum", "max", ...) of each v2 reducer, by name.
  llvm::StringMap<std::string> reducerOps;

private:
  LogicalResult importFunction(const Stmt &def, ModuleOp module);
  /// Emits stmts[0]; sets `consumedRest` when it also emitted the
  /// statements after it (those it scopes).
  LogicalResult emitStatement(ArrayRef<StmtPtr> stmts, bool &consumedRest);
  LogicalResult emitBlockAttributes(const Expr &call);
  LogicalResult emitScoped(Operation *op, ArrayRef<StmtPtr> body);
  LogicalResult emitLaunch(ArrayRef<StmtPtr> stmts);
  LogicalResult emitThreadBindings(const Stmt &loop);
  LogicalResult emitKernel(ArrayRef<LaunchAxis> axes, ArrayRef<StmtPtr> body);
  LogicalResult emitScopedLaunch(const Stmt &stmt);
  /// Whether `expr` names a variable declared but not bound yet, or a let
  /// over one.
  bool usesUnboundVariable(const Expr &expr);
  LogicalResult emitFor(const Stmt &stmt);
  LogicalResult emitIf(const Stmt &stmt);
  LogicalResult emitWhile(const Stmt &stmt);
  LogicalResult checkOutOfBoundsValues(StringRef key, const Expr &map);
  /// reducer_info_v2: each v2 reducer's combine op, by buffer name.
  LogicalResult recordReducerOps(const Expr &map);
  /// T.reducer_init / T.reducer_update / T.finalize_reducer(acc, dst).
  std::optional<LogicalResult> emitReducerOp(const Expr &call, StringRef name);
  /// A branch or loop condition as an i1 (Python truthiness: non-zero),
  /// `and` / `or` over buffer reads short-circuited.
  FailureOr<Value> emitCondition(const Expr &expr);
  /// T.if_then_else(c, a, b) evaluating only the value `c` picks.
  FailureOr<Value> emitGuardedSelect(const Expr &condition, const Expr &a,
                                     const Expr &b, Type hint);
  /// Whether `expr` reads a buffer at an index computed at run time.
  bool readsBufferAtComputedIndex(const Expr &expr);
  /// Whether the builder is inside a T.Parallel nest.
  bool insideParallelNest();
  LogicalResult emitWith(const Stmt &stmt);
  LogicalResult emitAssign(const Stmt &stmt);
  LogicalResult emitStore(const Expr &target, const Expr &value);
  LogicalResult emitCallStatement(const Expr &call);
  /// Emits a buffer declaration; `handle` receives its storage var.
  FailureOr<Value> emitAllocation(const Expr &call, StringRef name,
                                  int &handle);
  FailureOr<MemRefType> bufferType(const Expr &call, bool global);
  FailureOr<Type> paramType(const Param &param,
                            const llvm::StringMap<const Expr *> &matched);
  /// Binds the symbolic dims of a function's buffer parameters.
  void bindShapeVars(const Expr &shape, Value buffer);

  llvm::SourceMgr &sourceMgr;
  StringAttr fileName;
  std::vector<llvm::StringMap<Binding>> scopes;
  /// The innermost tir.kernel being emitted (annotations attach to it).
  tir::KernelOp kernel;
  unsigned errors = 0;
};

} // namespace tvmscript
} // namespace tirpto
} // namespace mlir

#endif // TIRPTO_LIB_TARGET_TVMSCRIPT_IMPORTER_H
