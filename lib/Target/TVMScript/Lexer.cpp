//===- Lexer.cpp - TVMScript tokens ---------------------------------------===//
//
// See Lexer.h.
//
//===----------------------------------------------------------------------===//

#include "Lexer.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir::tirpto::tvmscript;
using llvm::StringRef;

bool Lexer::lexString(std::vector<Token> &tokens) {
  size_t begin = pos;
  char quote = text[pos];
  bool triple = text.substr(pos, 3) == std::string(3, quote);
  pos += triple ? 3 : 1;
  std::string value;
  while (true) {
    if (pos >= text.size() || (!triple && text[pos] == '\n')) {
      error(at(begin), "unterminated string");
      return false;
    }
    char c = text[pos];
    if (c == quote &&
        (!triple || text.substr(pos, 3) == std::string(3, quote))) {
      pos += triple ? 3 : 1;
      break;
    }
    if (c == '\\' && pos + 1 < text.size()) {
      char next = text[pos + 1];
      pos += 2;
      switch (next) {
      case 'n':
        value += '\n';
        break;
      case 't':
        value += '\t';
        break;
      case 'r':
        value += '\r';
        break;
      case '0':
        value += '\0';
        break;
      case '\n':
        break;
      default:
        value += next;
        break;
      }
      continue;
    }
    value += c;
    ++pos;
  }
  tokens.push_back({Tok::String, text.slice(begin, pos), value, at(begin)});
  return true;
}

bool Lexer::lexNumber(std::vector<Token> &tokens) {
  size_t begin = pos;
  bool isFloat = false;
  if (text.substr(pos, 2).equals_insensitive("0x")) {
    pos += 2;
    size_t digits = pos;
    while (pos < text.size() && llvm::isHexDigit(text[pos]))
      ++pos;
    if (pos == digits) {
      error(at(begin), "malformed number '" + text.slice(begin, pos) + "'");
      return false;
    }
  } else {
    while (pos < text.size() && (llvm::isDigit(text[pos]) || text[pos] == '_'))
      ++pos;
    if (pos < text.size() && text[pos] == '.') {
      isFloat = true;
      ++pos;
      while (pos < text.size() &&
             (llvm::isDigit(text[pos]) || text[pos] == '_'))
        ++pos;
    }
    if (pos < text.size() && (text[pos] == 'e' || text[pos] == 'E')) {
      size_t exponent = pos + 1;
      if (exponent < text.size() &&
          (text[exponent] == '+' || text[exponent] == '-'))
        ++exponent;
      if (exponent < text.size() && llvm::isDigit(text[exponent])) {
        isFloat = true;
        pos = exponent;
        while (pos < text.size() && llvm::isDigit(text[pos]))
          ++pos;
      }
    }
  }
  if (pos < text.size() && (llvm::isAlnum(text[pos]) || text[pos] == '_')) {
    error(at(begin), "malformed number '" + text.slice(begin, pos + 1) + "'");
    return false;
  }
  push(tokens, isFloat ? Tok::Float : Tok::Int, begin, pos);
  return true;
}

bool Lexer::run(std::vector<Token> &tokens) {
  std::vector<unsigned> indents = {0};
  int depth = 0;
  bool lineStart = true;
  while (pos < text.size()) {
    if (lineStart && depth == 0) {
      // Measure the indentation of a logical line; skip blank and comment
      // lines entirely.
      unsigned width = 0;
      size_t begin = pos;
      while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t')) {
        width = text[pos] == '\t' ? (width / 8 + 1) * 8 : width + 1;
        ++pos;
      }
      if (pos >= text.size())
        break;
      if (text[pos] == '\n' || text[pos] == '\r' || text[pos] == '#') {
        while (pos < text.size() && text[pos] != '\n')
          ++pos;
        if (pos < text.size())
          ++pos; // the newline; a last line may have none
        continue;
      }
      lineStart = false;
      if (width > indents.back()) {
        indents.push_back(width);
        push(tokens, Tok::Indent, begin, pos);
      } else {
        while (width < indents.back()) {
          indents.pop_back();
          push(tokens, Tok::Dedent, pos, pos);
        }
        if (width != indents.back()) {
          error(at(pos), "unindent does not match any outer indentation level");
          return false;
        }
      }
    }
    char c = text[pos];
    if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
      ++pos;
      continue;
    }
    if (c == '#') {
      while (pos < text.size() && text[pos] != '\n')
        ++pos;
      continue;
    }
    if (c == '\\' && pos + 1 < text.size() && text[pos + 1] == '\n') {
      pos += 2;
      continue;
    }
    if (c == '\n') {
      if (depth == 0) {
        if (!tokens.empty() && tokens.back().kind != Tok::Newline)
          push(tokens, Tok::Newline, pos, pos);
        lineStart = true;
      }
      ++pos;
      continue;
    }
    if (llvm::isAlpha(c) || c == '_') {
      size_t begin = pos;
      while (pos < text.size() &&
             (llvm::isAlnum(text[pos]) || text[pos] == '_'))
        ++pos;
      // String prefixes: r"...", b"...".
      if (pos < text.size() && (text[pos] == '"' || text[pos] == '\'') &&
          pos - begin == 1 && StringRef("rRbBuU").contains(c)) {
        if (!lexString(tokens))
          return false;
        continue;
      }
      push(tokens, Tok::Name, begin, pos);
      continue;
    }
    if (llvm::isDigit(c) ||
        (c == '.' && pos + 1 < text.size() && llvm::isDigit(text[pos + 1]))) {
      if (!lexNumber(tokens))
        return false;
      continue;
    }
    if (c == '"' || c == '\'') {
      if (!lexString(tokens))
        return false;
      continue;
    }
    static const char *const multi[] = {
        "**=", "//=", ">>=", "<<=", "**", "//", "<<", ">>", "<=", ">=", "==",
        "!=",  "->",  "+=",  "-=",  "*=", "/=", "%=", "&=", "|=", "^=", ":="};
    size_t length = 0;
    for (const char *op : multi)
      if (text.substr(pos).starts_with(op)) {
        length = strlen(op);
        break;
      }
    if (!length) {
      if (!StringRef("()[]{},:.;=+-*/%<>&|^~@").contains(c)) {
        error(at(pos), "unexpected character '" + StringRef(&c, 1) + "'");
        return false;
      }
      length = 1;
      if (c == '(' || c == '[' || c == '{')
        ++depth;
      if ((c == ')' || c == ']' || c == '}') && --depth < 0) {
        error(at(pos), "unmatched '" + StringRef(&c, 1) + "'");
        return false;
      }
    }
    push(tokens, Tok::Op, pos, pos + length);
    pos += length;
  }
  if (depth > 0) {
    error(at(text.size()), "unexpected end of input inside brackets");
    return false;
  }
  if (!tokens.empty() && tokens.back().kind != Tok::Newline)
    push(tokens, Tok::Newline, pos, pos);
  while (indents.size() > 1) {
    indents.pop_back();
    push(tokens, Tok::Dedent, pos, pos);
  }
  push(tokens, Tok::End, pos, pos);
  return true;
}
