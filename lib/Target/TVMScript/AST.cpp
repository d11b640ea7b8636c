//===- AST.cpp - helpers of the TVMScript syntax tree ---------------------===//
//
// See AST.h.
//
//===----------------------------------------------------------------------===//

#include "AST.h"

using namespace mlir::tirpto::tvmscript;
using llvm::StringRef;

std::string Expr::dottedName() const {
  if (kind == ExprKind::Name)
    return text;
  if (kind != ExprKind::Attribute)
    return {};
  std::string base = items[0]->dottedName();
  return base.empty() ? base : base + "." + text;
}

const Expr *Expr::keyword(StringRef name) const {
  for (const Keyword &keyword : keywords)
    if (keyword.name == name)
      return keyword.value.get();
  return nullptr;
}

/// Structural equality of two expressions (for slice extents `a:a + 4`).
bool mlir::tirpto::tvmscript::sameExpr(const Expr &a, const Expr &b) {
  if (a.kind != b.kind || a.text != b.text || a.intValue != b.intValue ||
      a.items.size() != b.items.size())
    return false;
  for (auto [x, y] : llvm::zip(a.items, b.items))
    if (bool(x) != bool(y) || (x && !sameExpr(*x, *y)))
      return false;
  return true;
}

