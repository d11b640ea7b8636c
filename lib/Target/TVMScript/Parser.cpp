//===- Parser.cpp - TVMScript text to its syntax tree ---------------------===//
//
// The parser builds the tree of AST.h by recursive descent, expressions
// by Python's precedence levels.
//
//===----------------------------------------------------------------------===//

#include "Parser.h"
#include "Lexer.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir::tirpto::tvmscript;
using llvm::StringRef;

//===----------------------------------------------------------------------===//
// Parser
//===----------------------------------------------------------------------===//

namespace {
class Parser {
public:
  Parser(std::vector<Token> tokens, const ErrorFn &error)
      : tokens(std::move(tokens)), error(error) {}

  std::optional<std::vector<StmtPtr>> parseFile();

private:
  const Token &peek(unsigned ahead = 0) const {
    return tokens[std::min<size_t>(index + ahead, tokens.size() - 1)];
  }
  bool isOp(StringRef op, unsigned ahead = 0) const {
    return peek(ahead).kind == Tok::Op && peek(ahead).spelling == op;
  }
  bool isName(StringRef name) const {
    return peek().kind == Tok::Name && peek().spelling == name;
  }
  bool consumeOp(StringRef op) {
    if (!isOp(op))
      return false;
    ++index;
    return true;
  }
  bool fail(const llvm::Twine &message) {
    if (!failed)
      error(peek().loc, message);
    failed = true;
    return false;
  }
  bool expectOp(StringRef op) {
    return consumeOp(op) || fail("expected '" + op + "', found " + describe());
  }
  std::string describe() const {
    switch (peek().kind) {
    case Tok::Newline:
      return "end of line";
    case Tok::Indent:
      return "an indented block";
    case Tok::Dedent:
      return "the end of the block";
    case Tok::End:
      return "end of input";
    default:
      return "'" + peek().spelling.str() + "'";
    }
  }

  bool parseBlock(std::vector<StmtPtr> &body);
  StmtPtr parseStatement();
  StmtPtr parseCompound(std::vector<ExprPtr> decorators);
  StmtPtr parseSimple();
  bool parseParams(std::vector<Param> &params);

  ExprPtr parseExprList(); // a, b (a tuple when there is a comma)
  ExprPtr parseExpr();     // x if c else y
  ExprPtr parseBoolean(StringRef op); // or, and
  ExprPtr parseNot();
  ExprPtr parseComparison();
  ExprPtr parseBinary(unsigned level);
  ExprPtr parseUnary();
  ExprPtr parsePower();
  ExprPtr parsePostfix();
  ExprPtr parseAtom();
  ExprPtr parseSubscriptItem();
  bool parseCallArgs(Expr &call);

  /// How deep expressions and blocks may nest: the parser and the importer
  /// recurse on them.
  static constexpr unsigned kMaxDepth = 200;

  bool failTooDeep(StringRef what) {
    return fail(what + " nested more than " + llvm::Twine(kMaxDepth) +
                " levels deep");
  }

  /// One level of nesting while it lives; false (after reporting) beyond
  /// kMaxDepth.
  struct NestingGuard {
    NestingGuard(Parser &parser, StringRef what = "expression")
        : parser(parser) {
      if (++parser.depth > kMaxDepth)
        parser.failTooDeep(what);
    }
    ~NestingGuard() { --parser.depth; }
    explicit operator bool() const { return parser.depth <= kMaxDepth; }
    Parser &parser;
  };

  std::vector<Token> tokens;
  const ErrorFn &error;
  size_t index = 0;
  unsigned depth = 0;
  bool failed = false;
};
} // namespace

std::optional<std::vector<StmtPtr>> Parser::parseFile() {
  std::vector<StmtPtr> statements;
  while (peek().kind != Tok::End) {
    if (peek().kind == Tok::Newline) {
      ++index;
      continue;
    }
    if (peek().kind == Tok::Indent) {
      fail("unexpected indent");
      return std::nullopt;
    }
    StmtPtr stmt = parseStatement();
    if (!stmt)
      return std::nullopt;
    statements.push_back(std::move(stmt));
  }
  return statements;
}

bool Parser::parseBlock(std::vector<StmtPtr> &body) {
  if (!expectOp(":"))
    return false;
  NestingGuard nesting(*this, "blocks");
  if (!nesting)
    return false;
  if (peek().kind != Tok::Newline) {
    // A one-line body: `if c: x = 1`.
    StmtPtr stmt = parseSimple();
    if (!stmt)
      return false;
    body.push_back(std::move(stmt));
    return true;
  }
  ++index;
  if (peek().kind != Tok::Indent)
    return fail("expected an indented block");
  ++index;
  while (peek().kind != Tok::Dedent && peek().kind != Tok::End) {
    StmtPtr stmt = parseStatement();
    if (!stmt)
      return false;
    body.push_back(std::move(stmt));
  }
  if (peek().kind == Tok::Dedent)
    ++index;
  return true;
}

StmtPtr Parser::parseStatement() {
  if (peek().kind == Tok::Indent) {
    fail("unexpected indent");
    return nullptr;
  }
  std::vector<ExprPtr> decorators;
  while (isOp("@")) {
    ++index;
    ExprPtr decorator = parseExpr();
    if (!decorator)
      return nullptr;
    decorators.push_back(std::move(decorator));
    if (peek().kind != Tok::Newline) {
      fail("expected end of line after a decorator, found " + describe());
      return nullptr;
    }
    ++index;
  }
  if (peek().kind == Tok::Name &&
      llvm::is_contained({"def", "class", "for", "while", "if", "with"},
                         peek().spelling))
    return parseCompound(std::move(decorators));
  if (!decorators.empty()) {
    fail("expected 'def' or 'class' after a decorator, found " + describe());
    return nullptr;
  }
  return parseSimple();
}

bool Parser::parseParams(std::vector<Param> &params) {
  if (!expectOp("("))
    return false;
  while (!isOp(")")) {
    if (peek().kind != Tok::Name)
      return fail("expected a parameter name, found " + describe());
    Param param;
    param.name = peek().spelling.str();
    param.loc = peek().loc;
    ++index;
    if (consumeOp(":")) {
      param.annotation = parseExpr();
      if (!param.annotation)
        return false;
    }
    params.push_back(std::move(param));
    if (!consumeOp(","))
      break;
  }
  return expectOp(")");
}

StmtPtr Parser::parseCompound(std::vector<ExprPtr> decorators) {
  StringRef keyword = peek().spelling;
  Loc loc = peek().loc;
  ++index;
  StmtPtr stmt;
  if (keyword == "def" || keyword == "class") {
    stmt = std::make_unique<Stmt>(
        keyword == "def" ? StmtKind::FunctionDef : StmtKind::ClassDef, loc);
    if (peek().kind != Tok::Name) {
      fail("expected a name after '" + keyword + "', found " + describe());
      return nullptr;
    }
    stmt->text = peek().spelling.str();
    ++index;
    stmt->decorators = std::move(decorators);
    if (keyword == "def") {
      if (!parseParams(stmt->params))
        return nullptr;
      if (consumeOp("->") && !(stmt->annotation = parseExpr()))
        return nullptr;
    } else if (isOp("(")) {
      std::vector<Param> bases;
      if (!parseParams(bases))
        return nullptr;
    }
    return parseBlock(stmt->body) ? std::move(stmt) : nullptr;
  }
  if (keyword == "for") {
    stmt = std::make_unique<Stmt>(StmtKind::For, loc);
    // The targets are names: parse them below `in`'s comparison level.
    std::vector<ExprPtr> targets;
    do {
      ExprPtr target = parseBinary(0);
      if (!target)
        return nullptr;
      targets.push_back(std::move(target));
    } while (consumeOp(","));
    if (targets.size() == 1) {
      stmt->target = std::move(targets.front());
    } else {
      stmt->target = std::make_unique<Expr>(ExprKind::Tuple, loc);
      stmt->target->items = std::move(targets);
    }
    if (!isName("in")) {
      fail("expected 'in', found " + describe());
      return nullptr;
    }
    ++index;
    if (!(stmt->value = parseExprList()))
      return nullptr;
    return parseBlock(stmt->body) ? std::move(stmt) : nullptr;
  }
  if (keyword == "while" || keyword == "if" || keyword == "elif") {
    stmt = std::make_unique<Stmt>(
        keyword == "while" ? StmtKind::While : StmtKind::If, loc);
    if (!(stmt->value = parseExpr()) || !parseBlock(stmt->body))
      return nullptr;
    if (keyword != "while" && isName("elif")) {
      // elif: an if nested in the else branch.
      StmtPtr nested = parseCompound({});
      if (!nested)
        return nullptr;
      stmt->orelse.push_back(std::move(nested));
    } else if (keyword != "while" && isName("else")) {
      ++index;
      if (!parseBlock(stmt->orelse))
        return nullptr;
    }
    return stmt;
  }
  // with
  stmt = std::make_unique<Stmt>(StmtKind::With, loc);
  if (!(stmt->value = parseExpr()))
    return nullptr;
  if (isName("as")) {
    ++index;
    if (!(stmt->target = parseExprList()))
      return nullptr;
  }
  return parseBlock(stmt->body) ? std::move(stmt) : nullptr;
}

StmtPtr Parser::parseSimple() {
  Loc loc = peek().loc;
  StmtPtr stmt;
  auto simple = [&](StmtKind kind) {
    ++index;
    stmt = std::make_unique<Stmt>(kind, loc);
  };
  if (isName("pass")) {
    simple(StmtKind::Pass);
  } else if (isName("break")) {
    simple(StmtKind::Break);
  } else if (isName("continue")) {
    simple(StmtKind::Continue);
  } else if (isName("return")) {
    simple(StmtKind::Return);
    if (peek().kind != Tok::Newline && !isOp(";") &&
        !(stmt->value = parseExprList()))
      return nullptr;
  } else if (isName("assert")) {
    simple(StmtKind::Assert);
    if (!(stmt->value = parseExpr()))
      return nullptr;
    if (consumeOp(",") && !(stmt->annotation = parseExpr()))
      return nullptr;
  } else {
    ExprPtr first = parseExprList();
    if (!first)
      return nullptr;
    if (isOp(":")) {
      ++index;
      stmt = std::make_unique<Stmt>(StmtKind::AnnAssign, loc);
      stmt->target = std::move(first);
      if (!(stmt->annotation = parseExpr()))
        return nullptr;
      if (consumeOp("=") && !(stmt->value = parseExprList()))
        return nullptr;
    } else if (isOp("=")) {
      ++index;
      stmt = std::make_unique<Stmt>(StmtKind::Assign, loc);
      stmt->target = std::move(first);
      if (!(stmt->value = parseExprList()))
        return nullptr;
      if (isOp("=")) {
        fail("chained assignments are not TVMScript");
        return nullptr;
      }
    } else if (peek().kind == Tok::Op && peek().spelling.size() >= 2 &&
               peek().spelling.ends_with("=") &&
               !llvm::is_contained({"==", "!=", "<=", ">="}, peek().spelling)) {
      stmt = std::make_unique<Stmt>(StmtKind::AugAssign, loc);
      stmt->text = peek().spelling.drop_back().str();
      ++index;
      stmt->target = std::move(first);
      if (!(stmt->value = parseExprList()))
        return nullptr;
    } else {
      stmt = std::make_unique<Stmt>(StmtKind::Expr, loc);
      stmt->value = std::move(first);
    }
  }
  if (consumeOp(";") && peek().kind != Tok::Newline) {
    fail("several statements on one line are not supported");
    return nullptr;
  }
  if (peek().kind == Tok::Newline) {
    ++index;
    return stmt;
  }
  if (peek().kind == Tok::Dedent || peek().kind == Tok::End)
    return stmt;
  fail("expected end of line, found " + describe());
  return nullptr;
}

ExprPtr Parser::parseExprList() {
  Loc loc = peek().loc;
  ExprPtr first = parseExpr();
  if (!first || !isOp(","))
    return first;
  auto tuple = std::make_unique<Expr>(ExprKind::Tuple, loc);
  tuple->items.push_back(std::move(first));
  while (consumeOp(",")) {
    if (peek().kind == Tok::Newline || isOp("=") || isOp(")") || isOp(":"))
      break;
    ExprPtr item = parseExpr();
    if (!item)
      return nullptr;
    tuple->items.push_back(std::move(item));
  }
  return tuple;
}

ExprPtr Parser::parseExpr() {
  // Bound the recursion (and the depth of the tree the importer walks).
  NestingGuard nesting(*this);
  if (!nesting)
    return nullptr;
  ExprPtr value = parseBoolean("or");
  if (!value || !isName("if"))
    return value;
  // `a if c else b`: the if must be followed by else here (a `for ... if`
  // comprehension is not TVMScript).
  Loc loc = peek().loc;
  ++index;
  ExprPtr condition = parseBoolean("or");
  if (!condition)
    return nullptr;
  if (!isName("else")) {
    fail("expected 'else', found " + describe());
    return nullptr;
  }
  ++index;
  ExprPtr otherwise = parseExpr();
  if (!otherwise)
    return nullptr;
  auto select = std::make_unique<Expr>(ExprKind::IfElse, loc);
  select->items.push_back(std::move(condition));
  select->items.push_back(std::move(value));
  select->items.push_back(std::move(otherwise));
  return select;
}

static ExprPtr makeBinary(StringRef op, Loc loc, ExprPtr lhs, ExprPtr rhs) {
  auto binary = std::make_unique<Expr>(ExprKind::Binary, loc);
  binary->height = std::max(lhs->height, rhs->height) + 1;
  binary->text = op.str();
  binary->items.push_back(std::move(lhs));
  binary->items.push_back(std::move(rhs));
  return binary;
}

ExprPtr Parser::parseBoolean(StringRef op) {
  // `or` binds looser than `and`, `and` than `not`.
  auto operand = [&] { return op == "or" ? parseBoolean("and") : parseNot(); };
  ExprPtr lhs = operand();
  while (lhs && isName(op)) {
    Loc loc = peek().loc;
    ++index;
    ExprPtr rhs = operand();
    if (!rhs)
      return nullptr;
    lhs = makeBinary(op, loc, std::move(lhs), std::move(rhs));
  }
  return lhs;
}

ExprPtr Parser::parseNot() {
  if (!isName("not"))
    return parseComparison();
  NestingGuard nesting(*this);
  if (!nesting)
    return nullptr;
  Loc loc = peek().loc;
  ++index;
  ExprPtr operand = parseNot();
  if (!operand)
    return nullptr;
  auto unary = std::make_unique<Expr>(ExprKind::Unary, loc);
  unary->text = "not";
  unary->items.push_back(std::move(operand));
  return unary;
}

ExprPtr Parser::parseComparison() {
  ExprPtr lhs = parseBinary(0);
  if (!lhs)
    return nullptr;
  static const char *const ops[] = {"<", ">", "<=", ">=", "==", "!="};
  ExprPtr result;
  // Python chains comparisons: a < b < c is a < b and b < c. TVMScript
  // does not print chains; they are rejected below rather than misread.
  for (const char *op : ops)
    if (isOp(op)) {
      Loc loc = peek().loc;
      ++index;
      ExprPtr rhs = parseBinary(0);
      if (!rhs)
        return nullptr;
      for (const char *next : ops)
        if (isOp(next)) {
          fail("chained comparisons are not supported");
          return nullptr;
        }
      return makeBinary(op, loc, std::move(lhs), std::move(rhs));
    }
  return lhs;
}

/// Binary operator levels from loosest to tightest: | ^ & shifts, additive,
/// multiplicative.
static const std::vector<std::vector<StringRef>> kBinaryLevels = {
    {"|"}, {"^"}, {"&"}, {"<<", ">>"}, {"+", "-"}, {"*", "/", "//", "%", "@"}};

ExprPtr Parser::parseBinary(unsigned level) {
  if (level == kBinaryLevels.size())
    return parseUnary();
  ExprPtr lhs = parseBinary(level + 1);
  while (lhs) {
    const std::vector<StringRef> &ops = kBinaryLevels[level];
    auto it = llvm::find_if(ops, [&](StringRef op) { return isOp(op); });
    if (it == ops.end())
      break;
    Loc loc = peek().loc;
    ++index;
    ExprPtr rhs = parseBinary(level + 1);
    if (!rhs)
      return nullptr;
    lhs = makeBinary(*it, loc, std::move(lhs), std::move(rhs));
    if (lhs->height > kMaxDepth) {
      failTooDeep("expression");
      return nullptr;
    }
  }
  return lhs;
}

ExprPtr Parser::parseUnary() {
  if (!isOp("-") && !isOp("+") && !isOp("~"))
    return parsePower();
  NestingGuard nesting(*this);
  if (!nesting)
    return nullptr;
  Loc loc = peek().loc;
  std::string op = peek().spelling.str();
  ++index;
  ExprPtr operand = parseUnary();
  if (!operand)
    return nullptr;
  auto unary = std::make_unique<Expr>(ExprKind::Unary, loc);
  unary->text = op;
  unary->items.push_back(std::move(operand));
  return unary;
}

ExprPtr Parser::parsePower() {
  ExprPtr base = parsePostfix();
  if (!base || !isOp("**"))
    return base;
  Loc loc = peek().loc;
  ++index;
  NestingGuard nesting(*this);
  if (!nesting)
    return nullptr;
  ExprPtr exponent = parseUnary();
  if (!exponent)
    return nullptr;
  return makeBinary("**", loc, std::move(base), std::move(exponent));
}

bool Parser::parseCallArgs(Expr &call) {
  // After '('.
  while (!isOp(")")) {
    if (isOp("*") || isOp("**"))
      return fail("unpacking arguments (*args, **kwargs) are not TVMScript");
    // A keyword: name=, or a dotted name= (TileLang prints call
    // annotations such as tl.pipeline_mbar_phase_expr=... this way).
    unsigned length = 0;
    while (peek(length).kind == Tok::Name && isOp(".", length + 1))
      length += 2;
    if (peek(length).kind == Tok::Name && isOp("=", length + 1)) {
      Keyword keyword;
      keyword.loc = peek().loc;
      for (unsigned i = 0; i <= length; ++i)
        keyword.name += peek(i).spelling.str();
      index += length + 2;
      if (!(keyword.value = parseExpr()))
        return false;
      call.keywords.push_back(std::move(keyword));
    } else {
      if (!call.keywords.empty())
        return fail("positional argument after a keyword argument");
      ExprPtr arg = parseExpr();
      if (!arg)
        return false;
      call.items.push_back(std::move(arg));
    }
    if (!consumeOp(","))
      break;
  }
  return expectOp(")");
}

ExprPtr Parser::parseSubscriptItem() {
  // An index or a slice lo:hi[:step], each part optional.
  Loc loc = peek().loc;
  ExprPtr lower;
  if (!isOp(":") && !(lower = parseExpr()))
    return nullptr;
  if (!isOp(":"))
    return lower;
  auto slice = std::make_unique<Expr>(ExprKind::Slice, loc);
  slice->items.resize(3);
  slice->items[0] = std::move(lower);
  for (unsigned part = 1; part < 3 && consumeOp(":"); ++part)
    if (!isOp(":") && !isOp(",") && !isOp("]") &&
        !(slice->items[part] = parseExpr()))
      return nullptr;
  return slice;
}

ExprPtr Parser::parsePostfix() {
  ExprPtr value = parseAtom();
  for (unsigned links = 0; value; ++links) {
    if (links > kMaxDepth) {
      failTooDeep("expression");
      return nullptr;
    }
    if (consumeOp("(")) {
      auto call = std::make_unique<Expr>(ExprKind::Call, value->loc);
      call->items.push_back(std::move(value));
      if (!parseCallArgs(*call))
        return nullptr;
      value = std::move(call);
    } else if (consumeOp("[")) {
      auto subscript = std::make_unique<Expr>(ExprKind::Subscript, value->loc);
      subscript->items.push_back(std::move(value));
      while (!isOp("]")) {
        ExprPtr item = parseSubscriptItem();
        if (!item)
          return nullptr;
        subscript->items.push_back(std::move(item));
        if (!consumeOp(","))
          break;
      }
      if (!expectOp("]"))
        return nullptr;
      value = std::move(subscript);
    } else if (consumeOp(".")) {
      if (peek().kind != Tok::Name) {
        fail("expected a name after '.', found " + describe());
        return nullptr;
      }
      auto attribute = std::make_unique<Expr>(ExprKind::Attribute, value->loc);
      attribute->text = peek().spelling.str();
      ++index;
      attribute->items.push_back(std::move(value));
      value = std::move(attribute);
    } else {
      break;
    }
  }
  return value;
}

ExprPtr Parser::parseAtom() {
  const Token &token = peek();
  Loc loc = token.loc;
  switch (token.kind) {
  case Tok::Name: {
    static const char *const reserved[] = {
        "def",    "class",  "for",  "while", "if",       "else",
        "elif",   "with",   "as",   "in",    "and",      "or",
        "not",    "return", "pass", "break", "continue", "assert",
        "lambda", "import", "from", "yield", "del",      "global"};
    if (llvm::is_contained(reserved, token.spelling)) {
      fail("unexpected '" + token.spelling + "'");
      return nullptr;
    }
    ExprKind kind =
        llvm::is_contained({"True", "False", "None"}, token.spelling)
            ? ExprKind::Constant
            : ExprKind::Name;
    auto name = std::make_unique<Expr>(kind, loc);
    name->text = token.spelling.str();
    ++index;
    return name;
  }
  case Tok::Int: {
    auto literal = std::make_unique<Expr>(ExprKind::Int, loc);
    literal->text = token.spelling.str();
    std::string digits = token.spelling.str();
    llvm::erase(digits, '_');
    uint64_t value;
    if (StringRef(digits).getAsInteger(0, value) ||
        value > uint64_t(std::numeric_limits<int64_t>::max())) {
      // Python's ints are unbounded; TIR's are at most 64 bits.
      fail("integer literal " + token.spelling + " does not fit in 64 bits");
      return nullptr;
    }
    literal->intValue = int64_t(value);
    ++index;
    return literal;
  }
  case Tok::Float: {
    auto literal = std::make_unique<Expr>(ExprKind::Float, loc);
    literal->text = token.spelling.str();
    // Python allows single underscores between digits (1_000.5).
    StringRef spelling = token.spelling;
    bool underscoresOk = true;
    for (size_t i = 0; i < spelling.size(); ++i)
      if (spelling[i] == '_' &&
          (i == 0 || i + 1 == spelling.size() ||
           !llvm::isDigit(spelling[i - 1]) || !llvm::isDigit(spelling[i + 1])))
        underscoresOk = false;
    std::string digits = spelling.str();
    llvm::erase(digits, '_');
    if (!underscoresOk || StringRef(digits).getAsDouble(literal->floatValue)) {
      fail("malformed float literal " + token.spelling);
      return nullptr;
    }
    ++index;
    return literal;
  }
  case Tok::String: {
    auto literal = std::make_unique<Expr>(ExprKind::Str, loc);
    // Adjacent string literals concatenate.
    while (peek().kind == Tok::String) {
      literal->text += peek().value;
      ++index;
    }
    return literal;
  }
  case Tok::Op:
    break;
  default:
    fail("expected an expression, found " + describe());
    return nullptr;
  }
  if (consumeOp("(")) {
    if (consumeOp(")"))
      return std::make_unique<Expr>(ExprKind::Tuple, loc);
    ExprPtr first = parseExpr();
    if (!first)
      return nullptr;
    if (consumeOp(")"))
      return first; // a parenthesised expression
    auto tuple = std::make_unique<Expr>(ExprKind::Tuple, loc);
    tuple->items.push_back(std::move(first));
    while (consumeOp(",") && !isOp(")")) {
      ExprPtr item = parseExpr();
      if (!item)
        return nullptr;
      tuple->items.push_back(std::move(item));
    }
    return expectOp(")") ? std::move(tuple) : nullptr;
  }
  if (consumeOp("[")) {
    auto list = std::make_unique<Expr>(ExprKind::List, loc);
    while (!isOp("]")) {
      ExprPtr item = parseExpr();
      if (!item)
        return nullptr;
      list->items.push_back(std::move(item));
      if (!consumeOp(","))
        break;
    }
    return expectOp("]") ? std::move(list) : nullptr;
  }
  if (consumeOp("{")) {
    auto dict = std::make_unique<Expr>(ExprKind::Dict, loc);
    while (!isOp("}")) {
      ExprPtr key = parseExpr();
      if (!key || !expectOp(":"))
        return nullptr;
      ExprPtr value = parseExpr();
      if (!value)
        return nullptr;
      dict->items.push_back(std::move(key));
      dict->items.push_back(std::move(value));
      if (!consumeOp(","))
        break;
    }
    return expectOp("}") ? std::move(dict) : nullptr;
  }
  fail("expected an expression, found " + describe());
  return nullptr;
}

std::optional<std::vector<StmtPtr>>
mlir::tirpto::tvmscript::parseTVMScript(llvm::SourceMgr &sourceMgr,
                                        const ErrorFn &error) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  std::vector<Token> tokens;
  if (!Lexer(buffer->getBuffer(), error).run(tokens))
    return std::nullopt;
  return Parser(std::move(tokens), error).parseFile();
}
