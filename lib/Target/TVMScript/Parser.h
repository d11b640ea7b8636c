//===- Parser.h - TVMScript text to its syntax tree -------------*- C++ -*-===//
//
// A recursive-descent parser for the Python subset TVM's printers write:
// indentation blocks, implicit line joining inside brackets, decorators,
// def / class / for / while / if / with / assert / return statements,
// (annotated) assignments and Python's expression grammar with calls,
// keyword arguments, subscripts, slices, tuples, lists and dicts.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_LIB_TARGET_TVMSCRIPT_PARSER_H
#define TIRPTO_LIB_TARGET_TVMSCRIPT_PARSER_H

#include "AST.h"

#include "llvm/ADT/Twine.h"
#include "llvm/Support/SourceMgr.h"

#include <functional>
#include <optional>

namespace mlir {
namespace tirpto {
namespace tvmscript {

/// Reports an error at a position of the source.
using ErrorFn = std::function<void(Loc, const llvm::Twine &)>;

/// Parses the main buffer of `sourceMgr` into its top-level statements;
/// std::nullopt after reporting the first syntax error through `error`.
std::optional<std::vector<StmtPtr>> parseTVMScript(llvm::SourceMgr &sourceMgr,
                                                   const ErrorFn &error);

} // namespace tvmscript
} // namespace tirpto
} // namespace mlir

#endif // TIRPTO_LIB_TARGET_TVMSCRIPT_PARSER_H
