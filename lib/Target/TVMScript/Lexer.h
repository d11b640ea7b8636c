//===- Lexer.h - TVMScript tokens -------------------------------*- C++ -*-===//
//
// Python's tokens for the parser: names, numbers, strings, operators, and
// NEWLINE / INDENT / DEDENT for the layout. Newlines inside brackets and
// after a backslash join lines, as in Python.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_LIB_TARGET_TVMSCRIPT_LEXER_H
#define TIRPTO_LIB_TARGET_TVMSCRIPT_LEXER_H

#include "Parser.h"

namespace mlir {
namespace tirpto {
namespace tvmscript {
enum class Tok { Name, Int, Float, String, Op, Newline, Indent, Dedent, End };

struct Token {
  Tok kind;
  llvm::StringRef spelling; // the source text
  std::string value;        // strings: the decoded value
  Loc loc;
};

class Lexer {
public:
  Lexer(llvm::StringRef text, const ErrorFn &error)
      : text(text), error(error) {}

  /// Tokenises the whole text; false after reporting an error.
  bool run(std::vector<Token> &tokens);

private:
  Loc at(size_t pos) const { return Loc::getFromPointer(text.data() + pos); }
  void push(std::vector<Token> &tokens, Tok kind, size_t begin, size_t end) {
    tokens.push_back({kind, text.slice(begin, end), {}, at(begin)});
  }
  bool lexString(std::vector<Token> &tokens);
  bool lexNumber(std::vector<Token> &tokens);

  llvm::StringRef text;
  const ErrorFn &error;
  size_t pos = 0;
};

} // namespace tvmscript
} // namespace tirpto
} // namespace mlir

#endif // TIRPTO_LIB_TARGET_TVMSCRIPT_LEXER_H
