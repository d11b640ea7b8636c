//===- AST.h - the Python subset TVMScript is written in --------*- C++ -*-===//
//
// The syntax tree of printed TVMScript: the indentation-based subset of
// Python 3 that TVM's printers write (statements, expressions, decorators).
// It knows nothing of TIR; ImportTIR.cpp gives the tree its meaning.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_LIB_TARGET_TVMSCRIPT_AST_H
#define TIRPTO_LIB_TARGET_TVMSCRIPT_AST_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SMLoc.h"

#include <memory>
#include <string>
#include <vector>

namespace mlir {
namespace tirpto {
namespace tvmscript {

/// A position in the source buffer.
using Loc = llvm::SMLoc;

enum class ExprKind {
  Name,      // text: the identifier
  Int,       // text: the digits; intValue
  Float,     // text: the spelling; floatValue
  Str,       // text: the decoded string
  Constant,  // text: True, False or None
  Tuple,     // items: the elements
  List,      // items: the elements
  Dict,      // items: key0, value0, key1, value1, ...
  Call,      // items[0]: the callee, items[1..]: positional arguments
  Attribute, // items[0]: the base; text: the member
  Subscript, // items[0]: the base; items[1..]: the indices
  Slice,     // items: lower, upper, step (each may be null)
  Binary,    // text: the operator (+, //, <=, and, ...); items: lhs, rhs
  Unary,     // text: the operator (-, ~, not, +); items: the operand
  IfElse,    // items: condition, then value, else value
};

struct Expr;
using ExprPtr = std::unique_ptr<Expr>;

struct Keyword {
  std::string name;
  ExprPtr value;
  Loc loc;
};

struct Expr {
  ExprKind kind;
  Loc loc;
  std::string text;
  int64_t intValue = 0;
  double floatValue = 0;
  std::vector<ExprPtr> items;
  std::vector<Keyword> keywords; // Call only
  /// The depth of a chain of binary operators below (the parser bounds it).
  unsigned height = 1;

  Expr(ExprKind kind, Loc loc) : kind(kind), loc(loc) {}

  /// "T.launch_thread" for a chain of attributes over a name, "range" for a
  /// name, "" otherwise.
  std::string dottedName() const;
  /// The keyword argument `name` of a call, or null.
  const Expr *keyword(llvm::StringRef name) const;
  /// The callee's dotted name of a call, "" for anything else.
  std::string calleeName() const {
    return kind == ExprKind::Call ? items[0]->dottedName() : std::string();
  }
  /// The positional arguments of a call.
  llvm::ArrayRef<ExprPtr> args() const {
    return llvm::ArrayRef<ExprPtr>(items).drop_front();
  }
};

enum class StmtKind {
  Expr,      // value
  Assign,    // target = value
  AnnAssign, // target: annotation [= value]
  AugAssign, // target op= value (text: the operator)
  For,       // for target in value: body
  While,     // while value: body
  If,        // if value: body else: orelse
  With,      // with value [as target]: body
  Assert,    // assert value[, annotation]
  Return,    // return [value]
  Pass,
  Break,
  Continue,
  FunctionDef, // decorators; def name(params) [-> annotation]: body
  ClassDef,    // decorators; class name: body
};

struct Stmt;
using StmtPtr = std::unique_ptr<Stmt>;

struct Param {
  std::string name;
  ExprPtr annotation; // may be null
  Loc loc;
};

struct Stmt {
  StmtKind kind;
  Loc loc;
  ExprPtr target;
  ExprPtr value;
  ExprPtr annotation;
  std::string text;
  std::vector<StmtPtr> body, orelse;
  std::vector<ExprPtr> decorators;
  std::vector<Param> params;

  Stmt(StmtKind kind, Loc loc) : kind(kind), loc(loc) {}
};

/// Structural equality of two expressions (`a:a + 4` slices, strides).
bool sameExpr(const Expr &a, const Expr &b);

} // namespace tvmscript
} // namespace tirpto
} // namespace mlir

#endif // TIRPTO_LIB_TARGET_TVMSCRIPT_AST_H
