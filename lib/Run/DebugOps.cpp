//===- DebugOps.cpp - pto.print and pto.tprint ----------------------------===//
//
// The kernel's debug output, written to RunOptions::debugOutput (standard
// output by default) as each stream runs it. pto.print formats its scalar
// with its C format (one conversion at most) as C's printf would, the value
// passed as its promoted C type; pto.tprint prints each row of
// a tile's valid region or of a GM window on a line, floats as %g and
// integers as they are, and `?` for a tile element never written on chip.
// The GM elements a pto.tprint reads are checked against the tensor's
// bounds, not for races (it prints them as they are when the stream runs
// it, before or after other streams and blocks write them).
//
//===----------------------------------------------------------------------===//

#include "Machine.h"

#include "tirpto/Support/PrintfFormat.h"

#include "llvm/Support/Format.h"

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::run;
using namespace mlir::tirpto::run::detail;

raw_ostream &Machine::debugStream() {
  return options.debugOutput ? *options.debugOutput : llvm::outs();
}

LogicalResult Machine::print(pto::PrintOp op) {
  std::string error;
  FailureOr<SmallVector<PrintfPiece>> pieces =
      splitPrintfFormat(op.getFormat(), error);
  if (failed(pieces) || pieces->size() != 1)
    return op.emitError("pto-run: pto.print expects a format of at most one "
                        "conversion")
           << (error.empty() ? "" : ": ") << error;
  const PrintfPiece &piece = pieces->front();
  // As C passes it: an integer scalar promoted to int (i8, i16, i32) or
  // long long (i64), then read as the conversion's length says (hh: char,
  // h: short, none: int, l, ll, j, z, t, q: 64 bits), signed or unsigned;
  // a float as double. The format is given the value as long long (its
  // length replaced by ll) or double.
  std::string format = piece.text;
  std::string text;
  auto printf = [&](auto value) {
    int size = std::snprintf(nullptr, 0, format.c_str(), value);
    if (size < 0)
      return;
    text.resize(size + 1);
    std::snprintf(text.data(), text.size(), format.c_str(), value);
    text.pop_back();
  };
  if (!piece.conversion) {
    printf(0);
  } else {
    size_t end = piece.position, start = end;
    while (start > 0 && StringRef("hlLqjzt").contains(format[start - 1]))
      --start;
    std::string length = format.substr(start, end - start);
    format.erase(start, end - start);
    Type type = op.getScalar().getType();
    if (piece.isInteger()) {
      if (!isa<IntegerType>(type))
        return op.emitError("pto-run: conversion '%")
               << piece.conversion << "' of a " << type;
      int64_t value = getInt(op.getScalar());
      unsigned bits = length == "hh"                              ? 8
                      : length == "h"                             ? 16
                      : length.empty() || piece.conversion == 'c' ? 32
                                                                  : 64;
      if (bits < 64) {
        uint64_t mask = (uint64_t(1) << bits) - 1;
        uint64_t raw = static_cast<uint64_t>(value) & mask;
        bool isSigned = StringRef("di").contains(piece.conversion);
        if (isSigned && (raw >> (bits - 1)))
          raw |= ~mask;
        value = static_cast<int64_t>(raw);
      }
      if (piece.conversion == 'c') {
        printf(static_cast<int>(value));
      } else {
        format.insert(start, "ll");
        printf(static_cast<long long>(value));
      }
    } else {
      if (!isa<FloatType>(type))
        return op.emitError("pto-run: conversion '%")
               << piece.conversion << "' of a " << type;
      printf(getScalar(op.getScalar()));
    }
  }
  debugStream() << text;
  return success();
}

/// One element as pto-run prints it.
static void printElement(raw_ostream &os, Type type, double value) {
  if (isa<FloatType>(type))
    os << llvm::format("%g", value);
  else
    os << static_cast<int64_t>(value);
}

LogicalResult Machine::tprint(pto::TPrintOp op) {
  raw_ostream &os = debugStream();
  if (auto *part = std::get_if<Partition>(&env[op.getSrc()])) {
    size_t rank = part->sizes.size();
    if (rank > 2 && llvm::any_of(ArrayRef(part->sizes).drop_back(2),
                                 [](int64_t size) { return size != 1; }))
      return op.emitError("pto-run prints windows of rank 1 or 2 (leading "
                          "dimensions of size 1), not ")
             << rank << "-D ones";
    int64_t rows = rank >= 2 ? part->sizes[rank - 2] : 1;
    int64_t cols = part->sizes[rank - 1];
    const HostTensor &tensor = *args[part->view.arg].tensor;
    for (int64_t i = 0; i < rows; ++i) {
      for (int64_t j = 0; j < cols; ++j) {
        // Bounds are checked; races are not: what a print shows of elements
        // other streams or blocks write depends on their timing, which
        // changes the output, not the kernel's results.
        FailureOr<int64_t> index = elementIndex(op, *part, i, j);
        if (failed(index))
          return failure();
        if (j)
          os << ' ';
        printElement(os, tensor.elementType, tensor.data[*index]);
      }
      os << '\n';
    }
    return success();
  }
  FailureOr<TileRef> tile = getTile(op, op.getSrc());
  if (failed(tile))
    return failure();
  Type element = tile->type.getElementType();
  for (int64_t i = 0; i < tile->validRows(); ++i) {
    for (int64_t j = 0; j < tile->validCols(); ++j) {
      if (j)
        os << ' ';
      if (tile->isWritten(i, j))
        printElement(os, element, tile->get(i, j));
      else
        os << '?';
    }
    os << '\n';
  }
  return success();
}
