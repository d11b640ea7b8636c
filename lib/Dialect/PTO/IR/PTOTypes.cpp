//===- PTOTypes.cpp - pto types: syntax and verifiers ---------------------===//
//
// The !pto.tile_buf parser accepts ptoas's two spellings (ptoas-format.md
// §2.5) and always prints the keyword spelling.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/PTO/IR/PTO.h"
#include "tirpto/Support/CubeLimits.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::pto;

#define GET_TYPEDEF_CLASSES
#include "tirpto/Dialect/PTO/IR/PTOTypes.cpp.inc"

void PTODialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "tirpto/Dialect/PTO/IR/PTOTypes.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Element types (ptoas-format.md §2.1)
//===----------------------------------------------------------------------===//

/// i1/i8/i16/i32/i64 (ptoas inputs also spell them ui8, ui16, ...), f16,
/// bf16, f32, the fp8 types f8E4M3* / f8E5M2* (a5 ops only; the types are
/// arch-independent) and index (int32_t in the C++ output).
bool mlir::pto::isPTOElementType(Type type) {
  if (auto intType = dyn_cast<IntegerType>(type))
    return llvm::is_contained({1u, 8u, 16u, 32u, 64u}, intType.getWidth());
  return type.isIndex() || type.isF16() || type.isBF16() || type.isF32() ||
         isa<Float8E4M3Type, Float8E4M3FNType, Float8E4M3FNUZType,
             Float8E4M3B11FNUZType, Float8E5M2Type, Float8E5M2FNUZType>(type);
}

static constexpr llvm::StringLiteral kElementTypes =
    "i1, i8, i16, i32, i64, f16, bf16, f32, f8E4M3*, f8E5M2* or index";

StringRef mlir::pto::describePTOElementTypes() { return kElementTypes; }

// `<` type `>`; ptoas rejects the old `, address-space` parameter.
Type PtrType::parse(AsmParser &parser) {
  Type elementType;
  if (parser.parseLess() || parser.parseType(elementType))
    return {};
  SMLoc at = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalComma())) {
    parser.emitError(at, "!pto.ptr takes only the element type (ptoas no "
                         "longer accepts an address space)");
    return {};
  }
  if (parser.parseGreater())
    return {};
  return parser.getChecked<PtrType>(parser.getContext(), elementType);
}

void PtrType::print(AsmPrinter &printer) const {
  printer << '<' << getElementType() << '>';
}

LogicalResult PtrType::verify(function_ref<InFlightDiagnostic()> emitError,
                              Type elementType) {
  if (!isPTOElementType(elementType))
    return emitError() << "!pto.ptr expects an integer or float element type, "
                          "got "
                       << elementType << "; expected " << kElementTypes;
  return success();
}

//===----------------------------------------------------------------------===//
// eventid_array, pipe
//===----------------------------------------------------------------------===//

LogicalResult
EventIdArrayType::verify(function_ref<InFlightDiagnostic()> emitError,
                         int64_t size) {
  if (size <= 0)
    return emitError() << "!pto.eventid_array size must be positive, got "
                       << size;
  return success();
}

Type PipeHandleType::parse(AsmParser &parser) {
  SMLoc at = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalLess())) {
    parser.emitError(at, "!pto.pipe takes no parameters");
    return {};
  }
  return PipeHandleType::get(parser.getContext());
}

void PipeHandleType::print(AsmPrinter &) const {}

//===----------------------------------------------------------------------===//
// tensor_view / partition_tensor_view: `<` dims `x` type `>`
//===----------------------------------------------------------------------===//

static ParseResult parseShapeAndType(AsmParser &parser,
                                     SmallVectorImpl<int64_t> &shape,
                                     Type &elementType) {
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/true) ||
      parser.parseType(elementType) || parser.parseGreater())
    return failure();
  return success();
}

static void printShapeAndType(AsmPrinter &printer, ArrayRef<int64_t> shape,
                              Type elementType) {
  printer << '<';
  for (int64_t dim : shape) {
    if (ShapedType::isDynamic(dim))
      printer << '?';
    else
      printer << dim;
    printer << 'x';
  }
  printer << elementType << '>';
}

static LogicalResult verifyViewShape(function_ref<InFlightDiagnostic()> emitError,
                                     StringRef typeName,
                                     ArrayRef<int64_t> shape,
                                     Type elementType) {
  if (shape.empty() || shape.size() > 5)
    return emitError() << typeName << " expects rank 1 to 5, got "
                       << shape.size();
  for (int64_t dim : shape)
    if (!ShapedType::isDynamic(dim) && dim <= 0)
      return emitError() << typeName << " dims must be '?' or positive, got "
                         << dim;
  if (!isPTOElementType(elementType))
    return emitError() << typeName << " expects an integer or float element "
                                      "type, got "
                       << elementType << "; expected " << kElementTypes;
  return success();
}

static int64_t numElements(ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t dim : shape) {
    if (ShapedType::isDynamic(dim))
      return ShapedType::kDynamic;
    n *= dim;
  }
  return n;
}

Type TensorViewType::parse(AsmParser &parser) {
  SmallVector<int64_t> shape;
  Type elementType;
  if (failed(parseShapeAndType(parser, shape, elementType)))
    return {};
  return parser.getChecked<TensorViewType>(parser.getContext(), shape,
                                           elementType);
}
void TensorViewType::print(AsmPrinter &printer) const {
  printShapeAndType(printer, getShape(), getElementType());
}
LogicalResult
TensorViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                       ArrayRef<int64_t> shape, Type elementType) {
  return verifyViewShape(emitError, "!pto.tensor_view", shape, elementType);
}
int64_t TensorViewType::getNumElements() const {
  return numElements(getShape());
}

Type PartitionTensorViewType::parse(AsmParser &parser) {
  SmallVector<int64_t> shape;
  Type elementType;
  if (failed(parseShapeAndType(parser, shape, elementType)))
    return {};
  return parser.getChecked<PartitionTensorViewType>(parser.getContext(),
                                                    shape, elementType);
}
void PartitionTensorViewType::print(AsmPrinter &printer) const {
  printShapeAndType(printer, getShape(), getElementType());
}
LogicalResult PartitionTensorViewType::verify(
    function_ref<InFlightDiagnostic()> emitError, ArrayRef<int64_t> shape,
    Type elementType) {
  return verifyViewShape(emitError, "!pto.partition_tensor_view", shape,
                         elementType);
}
int64_t PartitionTensorViewType::getNumElements() const {
  return numElements(getShape());
}

//===----------------------------------------------------------------------===//
// tile_buf
//===----------------------------------------------------------------------===//

namespace {
/// The fields of a !pto.tile_buf as parsed, before validation.
struct TileBufFields {
  AddressSpace loc = AddressSpace::Vec;
  Type elementType;
  int64_t rows = 0, cols = 0;
  int64_t validRows = 0, validCols = 0;
  BLayout blayout = BLayout::RowMajor;
  SLayout slayout = SLayout::NoneBox;
  int64_t fractal = 512;
  PadValue pad = PadValue::Null;
  CompactMode compact = CompactMode::Null;
};
} // namespace

static ParseResult parseLoc(AsmParser &parser, StringRef name, SMLoc at,
                            AddressSpace &loc) {
  std::optional<AddressSpace> parsed = symbolizeAddressSpace(name);
  if (!parsed || *parsed == AddressSpace::Zero || *parsed == AddressSpace::GM)
    return parser.emitError(at, "unknown tile_buf loc '")
           << name
           << "'; expected vec, mat, left, right, acc, bias or scaling";
  loc = *parsed;
  return success();
}

/// Parses the value of `key=`: a keyword or string naming an enum case.
template <typename EnumT>
static ParseResult
parseEnumValue(AsmParser &parser, StringRef key, EnumT &value,
               std::optional<EnumT> (*symbolize)(StringRef),
               StringRef expected) {
  SMLoc at = parser.getCurrentLocation();
  std::string text;
  if (parser.parseKeywordOrString(&text))
    return failure();
  std::optional<EnumT> parsed = symbolize(text);
  if (!parsed)
    return parser.emitError(at, "invalid tile_buf ")
           << key << " '" << text << "'; expected " << expected;
  value = *parsed;
  return success();
}

/// A valid dim: `?`, -1 (dynamic) or a non-negative integer.
static ParseResult parseValidDim(AsmParser &parser, StringRef key,
                                 int64_t &value) {
  if (succeeded(parser.parseOptionalQuestion())) {
    value = ShapedType::kDynamic;
    return success();
  }
  SMLoc at = parser.getCurrentLocation();
  if (parser.parseInteger(value))
    return failure();
  if (value == -1) {
    value = ShapedType::kDynamic;
    return success();
  }
  if (value < 0)
    return parser.emitError(at, "tile_buf ")
           << key << " must be '?', -1 or a non-negative integer";
  return success();
}

static ParseResult parseIntInRange(AsmParser &parser, StringRef key,
                                   int64_t lo, int64_t hi, int64_t &value) {
  SMLoc at = parser.getCurrentLocation();
  if (parser.parseInteger(value))
    return failure();
  if (value < lo || value > hi)
    return parser.emitError(at, "tile_buf ")
           << key << " must be in [" << lo << ", " << hi << "], got "
           << value;
  return success();
}

static ParseResult parseFractal(AsmParser &parser, int64_t &value) {
  SMLoc at = parser.getCurrentLocation();
  if (parser.parseInteger(value))
    return failure();
  if (value != 16 && value != 32 && value != 512 && value != 1024)
    return parser.emitError(at, "tile_buf fractal must be 16, 32, 512 or "
                                "1024 (bytes), got ")
           << value;
  return success();
}

static ParseResult parsePad(AsmParser &parser, PadValue &pad) {
  int64_t value;
  if (parseIntInRange(parser, "pad", 0, 3, value))
    return failure();
  pad = static_cast<PadValue>(value);
  return success();
}

static ParseResult parseCompact(AsmParser &parser, CompactMode &compact) {
  int64_t value;
  if (parseIntInRange(parser, "compact", 0, 2, value))
    return failure();
  compact = static_cast<CompactMode>(value);
  return success();
}

static constexpr llvm::StringLiteral kKeywordOrder =
    "the keyword spelling takes loc, dtype, rows, cols, v_row, v_col, "
    "blayout, slayout, fractal, pad[, compact] in this order";

/// Expects `, key =` as the next tokens of the keyword spelling.
static ParseResult expectKey(AsmParser &parser, StringRef key) {
  SMLoc at = parser.getCurrentLocation();
  StringRef found;
  if (parser.parseOptionalComma() || parser.parseOptionalKeyword(&found) ||
      found != key)
    return parser.emitError(at, "expected tile_buf key '")
           << key << "' here; " << kKeywordOrder;
  return parser.parseEqual();
}

// loc=vec, dtype=f16, rows=16, cols=16, v_row=16, v_col=16,
// blayout=row_major, slayout=none_box, fractal=512, pad=0[, compact=N]
static ParseResult parseKeywordSpelling(AsmParser &parser,
                                        TileBufFields &f) {
  SMLoc locAt = parser.getCurrentLocation();
  std::string locName;
  if (parser.parseKeywordOrString(&locName) ||
      parseLoc(parser, locName, locAt, f.loc) ||
      expectKey(parser, "dtype") || parser.parseType(f.elementType) ||
      expectKey(parser, "rows") || parser.parseInteger(f.rows) ||
      expectKey(parser, "cols") || parser.parseInteger(f.cols) ||
      expectKey(parser, "v_row") ||
      parseValidDim(parser, "v_row", f.validRows) ||
      expectKey(parser, "v_col") ||
      parseValidDim(parser, "v_col", f.validCols) ||
      expectKey(parser, "blayout") ||
      parseEnumValue(parser, "blayout", f.blayout, symbolizeBLayout,
                     "row_major or col_major") ||
      expectKey(parser, "slayout") ||
      parseEnumValue(parser, "slayout", f.slayout, symbolizeSLayout,
                     "none_box, row_major or col_major") ||
      expectKey(parser, "fractal") || parseFractal(parser, f.fractal) ||
      expectKey(parser, "pad") || parsePad(parser, f.pad))
    return failure();
  SMLoc at = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalComma())) {
    StringRef found;
    if (parser.parseOptionalKeyword(&found) || found != "compact")
      return parser.emitError(at, "expected '>' or ', compact=N' after pad; ")
             << kKeywordOrder;
    if (parser.parseEqual() || parseCompact(parser, f.compact))
      return failure();
  }
  return success();
}

// vec, 16x16xf16[, valid=RxC][, blayout=...][, slayout=...][, fractal=N]
// [, pad=N][, compact=N], optional keys in any order, each at most once.
static ParseResult parseCompactSpelling(AsmParser &parser, StringRef locName,
                                        SMLoc locAt, TileBufFields &f) {
  if (parseLoc(parser, locName, locAt, f.loc) || parser.parseComma())
    return failure();
  SMLoc shapeAt = parser.getCurrentLocation();
  SmallVector<int64_t, 2> shape;
  if (parser.parseDimensionList(shape, /*allowDynamic=*/false) ||
      parser.parseType(f.elementType))
    return failure();
  if (shape.size() != 2)
    return parser.emitError(shapeAt, "tile_buf expects a rank-2 shape, got ")
           << shape.size() << " dims";
  f.rows = f.validRows = shape[0];
  f.cols = f.validCols = shape[1];
  llvm::StringSet<> seen;
  while (succeeded(parser.parseOptionalComma())) {
    SMLoc keyAt = parser.getCurrentLocation();
    StringRef key;
    if (parser.parseKeyword(&key) || parser.parseEqual())
      return failure();
    if (!seen.insert(key).second)
      return parser.emitError(keyAt, "duplicate tile_buf key '") << key << "'";
    ParseResult result = success();
    if (key == "valid") {
      SmallVector<int64_t, 2> valid;
      SMLoc validAt = parser.getCurrentLocation();
      if (parser.parseDimensionList(valid, /*allowDynamic=*/true,
                                    /*withTrailingX=*/false))
        return failure();
      if (valid.size() != 2)
        return parser.emitError(validAt, "tile_buf valid expects RxC");
      f.validRows = valid[0];
      f.validCols = valid[1];
    } else if (key == "blayout") {
      result = parseEnumValue(parser, "blayout", f.blayout, symbolizeBLayout,
                              "row_major or col_major");
    } else if (key == "slayout") {
      result = parseEnumValue(parser, "slayout", f.slayout, symbolizeSLayout,
                              "none_box, row_major or col_major");
    } else if (key == "fractal") {
      result = parseFractal(parser, f.fractal);
    } else if (key == "pad") {
      result = parsePad(parser, f.pad);
    } else if (key == "compact") {
      result = parseCompact(parser, f.compact);
    } else {
      return parser.emitError(keyAt, "unknown tile_buf key '")
             << key
             << "'; expected valid, blayout, slayout, fractal, pad or compact";
    }
    if (failed(result))
      return failure();
  }
  return success();
}

Type TileBufType::parse(AsmParser &parser) {
  TileBufFields f;
  if (parser.parseLess())
    return {};
  SMLoc firstAt = parser.getCurrentLocation();
  std::string first;
  if (parser.parseKeywordOrString(&first))
    return {};
  ParseResult parsed =
      first == "loc" && succeeded(parser.parseOptionalEqual())
          ? parseKeywordSpelling(parser, f)
          : parseCompactSpelling(parser, first, firstAt, f);
  if (failed(parsed) || parser.parseGreater())
    return {};
  return parser.getChecked<TileBufType>(
      parser.getContext(), f.loc, f.elementType, f.rows, f.cols, f.validRows,
      f.validCols, f.blayout, f.slayout, f.fractal, f.pad, f.compact);
}

static void printValidDim(AsmPrinter &printer, int64_t dim) {
  if (ShapedType::isDynamic(dim))
    printer << '?';
  else
    printer << dim;
}

void TileBufType::print(AsmPrinter &printer) const {
  printer << "<loc=" << stringifyAddressSpace(getLoc())
          << ", dtype=" << getElementType() << ", rows=" << getRows()
          << ", cols=" << getCols() << ", v_row=";
  printValidDim(printer, getValidRows());
  printer << ", v_col=";
  printValidDim(printer, getValidCols());
  printer << ", blayout=" << stringifyBLayout(getBlayout())
          << ", slayout=" << stringifySLayout(getSlayout())
          << ", fractal=" << getFractal()
          << ", pad=" << static_cast<int>(getPad());
  if (getCompact() != CompactMode::Null)
    printer << ", compact=" << static_cast<int>(getCompact());
  printer << '>';
}

LogicalResult TileBufType::verify(function_ref<InFlightDiagnostic()> emitError,
                                  AddressSpace loc, Type elementType,
                                  int64_t rows, int64_t cols,
                                  int64_t validRows, int64_t validCols,
                                  BLayout blayout, SLayout slayout,
                                  int64_t fractal, PadValue pad,
                                  CompactMode compact) {
  if (loc == AddressSpace::Zero || loc == AddressSpace::GM)
    return emitError() << "tile_buf loc cannot be "
                       << stringifyAddressSpace(loc);
  if (!isPTOElementType(elementType))
    return emitError() << "tile_buf dtype must be an integer or float type, "
                          "got "
                       << elementType << "; expected " << kElementTypes;
  if (rows <= 0 || cols <= 0)
    return emitError() << "tile_buf rows and cols must be positive, got "
                       << rows << "x" << cols;
  int64_t bytes;
  if (llvm::MulOverflow(rows, cols, bytes) ||
      llvm::MulOverflow(bytes, getElementByteSize(elementType), bytes))
    return emitError() << "tile_buf " << rows << "x" << cols << " of "
                       << elementType
                       << " is too large (its size in bytes overflows int64)";
  // A valid region of zero rows or columns is empty: ptoas has nothing to
  // move or compute (a dynamic `?` may still be 0 at run time).
  if (!ShapedType::isDynamic(validRows) && (validRows < 1 || validRows > rows))
    return emitError() << "tile_buf v_row (" << validRows
                       << ") must be '?' or in [1, rows=" << rows << "]";
  if (!ShapedType::isDynamic(validCols) && (validCols < 1 || validCols > cols))
    return emitError() << "tile_buf v_col (" << validCols
                       << ") must be '?' or in [1, cols=" << cols << "]";
  if (fractal != 16 && fractal != 32 && fractal != 512 && fractal != 1024)
    return emitError() << "tile_buf fractal must be 16, 32, 512 or 1024, got "
                       << fractal;
  return success();
}

std::optional<std::pair<int64_t, int64_t>>
mlir::pto::getFractalInnerBox(Type elementType, SLayout slayout,
                              int64_t fractal) {
  if (slayout == SLayout::NoneBox || (fractal != 512 && fractal != 1024))
    return std::nullopt;
  using tirpto::kFractalRowBytes;
  using tirpto::kFractalRows;
  if (fractal == 1024)
    return std::make_pair(kFractalRows, kFractalRows);
  // A 512-byte box: 16 rows of 32 bytes (row_major inner layout, NZ), or 32
  // bytes of rows by 16 columns (col_major, ZN).
  int64_t c0 =
      kFractalRowBytes / std::max<int64_t>(getElementByteSize(elementType), 1);
  if (slayout == SLayout::RowMajor)
    return std::make_pair(kFractalRows, c0);
  return std::make_pair(c0, kFractalRows);
}

TileBufType TileBufType::withValidShape(int64_t validRows,
                                        int64_t validCols) const {
  return TileBufType::get(getContext(), getLoc(), getElementType(), getRows(),
                          getCols(), validRows, validCols, getBlayout(),
                          getSlayout(), getFractal(), getPad(), getCompact());
}

int64_t TileBufType::getSizeInBytes() const {
  return getRows() * getCols() * getElementByteSize(getElementType());
}
