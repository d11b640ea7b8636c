//===- PrintfFormat.h - a C printf format in pieces of one value -*- C++ -*-=//
//
// T.printf (tilelang-ascend) prints any number of values with one C format;
// pto.print prints one value with a format. The format is split into pieces
// of at most one conversion each, which the tir.intrin verifier checks
// against the operands, the lowering prints one by one, the ascend.print
// verifier checks against its value and pto-run formats.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_SUPPORT_PRINTFFORMAT_H
#define TIRPTO_SUPPORT_PRINTFFORMAT_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"

#include <algorithm>
#include <string>

namespace mlir::tirpto {

/// One piece of a printf format: text with at most one conversion.
struct PrintfPiece {
  /// The text as written (`%%` kept: printf prints it as `%`).
  std::string text;
  /// The conversion ('d', 'u', 'x', 'f', ...), or 0 for text alone.
  char conversion = 0;
  /// The offset of the conversion's letter in `text`.
  size_t position = 0;
  /// Whether the conversion prints an integer (d i u o x X c) rather than
  /// a floating-point value (f F e E g G a A).
  bool isInteger() const {
    return conversion && llvm::StringRef("diuoxXc").contains(conversion);
  }
};

/// The largest width or precision a conversion may have: a debug print's
/// field, not a buffer to fill.
constexpr int64_t kMaxPrintfWidth = 1024;

/// Splits a C printf format into pieces of one conversion each, the text
/// before a conversion joined to it and the text after the last one to the
/// last piece (one piece of text alone when there is no conversion). `%%`
/// is text. Failure, with the reason in `error`, for a conversion one
/// pto.print cannot print (`%s`, `%p`, `%n`, a `*` width or precision) and
/// a format ending inside a conversion, and a width or precision above
/// kMaxPrintfWidth.
inline FailureOr<SmallVector<PrintfPiece>>
splitPrintfFormat(llvm::StringRef format, std::string &error) {
  SmallVector<PrintfPiece> pieces;
  std::string text;
  size_t i = 0;
  // A width or precision: digits, at most kMaxPrintfWidth.
  auto digits = [&] {
    int64_t value = 0;
    for (; i < format.size(); ++i) {
      if (format[i] == '*') {
        error = "a '*' width or precision (pto.print prints one value)";
        return false;
      }
      if (!llvm::isDigit(format[i]))
        break;
      text += format[i];
      value = std::min<int64_t>(value * 10 + (format[i] - '0'),
                                kMaxPrintfWidth + 1);
    }
    if (value <= kMaxPrintfWidth)
      return true;
    error = "a width or precision above " + std::to_string(kMaxPrintfWidth);
    return false;
  };
  while (i < format.size()) {
    char c = format[i++];
    text += c;
    if (c != '%')
      continue;
    if (i < format.size() && format[i] == '%') {
      text += format[i++];
      continue;
    }
    // %[flags][width][.precision][length]conversion
    size_t start = i - 1;
    while (i < format.size() && llvm::StringRef("-+ #0").contains(format[i]))
      text += format[i++];
    if (!digits())
      return failure();
    if (i < format.size() && format[i] == '.') {
      text += format[i++];
      if (!digits())
        return failure();
    }
    while (i < format.size() && llvm::StringRef("hlLqjzt").contains(format[i]))
      text += format[i++];
    if (i >= format.size()) {
      error = "the format ends inside the conversion at offset " +
              std::to_string(start);
      return failure();
    }
    char conversion = format[i++];
    text += conversion;
    if (!llvm::StringRef("diuoxXcfFeEgGaA").contains(conversion)) {
      error = "the conversion '%" + std::string(1, conversion) +
              "' (pto.print prints one integer or floating-point value; "
              "strings and pointers have no spelling)";
      return failure();
    }
    size_t position = text.size() - 1;
    pieces.push_back({std::move(text), conversion, position});
    text.clear();
  }
  if (pieces.empty())
    pieces.push_back({std::move(text), 0, 0});
  else
    pieces.back().text += text;
  return pieces;
}

} // namespace mlir::tirpto

#endif // TIRPTO_SUPPORT_PRINTFFORMAT_H
