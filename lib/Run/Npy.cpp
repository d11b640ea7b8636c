//===- Npy.cpp - NumPy .npy files for pto-run -----------------------------===//

#include "tirpto/Run/Npy.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace mlir;
using namespace mlir::tirpto::run;

namespace {
/// A NumPy element type: kind ('f', 'i', 'u', 'b') and size in bytes.
struct NpyType {
  char kind = 0;
  unsigned bytes = 0;
};
} // namespace

static std::optional<NpyType> npyTypeOf(Type type) {
  if (type.isBF16())
    return NpyType{'u', 2};
  if (auto f = dyn_cast<FloatType>(type)) {
    unsigned width = f.getWidth();
    if ((width == 16 && type.isF16()) || width == 32 || width == 64)
      return NpyType{'f', width / 8};
    return std::nullopt;
  }
  if (auto i = dyn_cast<IntegerType>(type)) {
    if (i.getWidth() == 1)
      return NpyType{'b', 1};
    unsigned width = i.getWidth();
    if (width != 8 && width != 16 && width != 32 && width != 64)
      return std::nullopt;
    return NpyType{i.isUnsigned() ? 'u' : 'i', width / 8};
  }
  return std::nullopt;
}

static double decode(const char *p, NpyType t) {
  auto load = [&](auto v) {
    std::memcpy(&v, p, sizeof(v));
    return v;
  };
  switch (t.kind) {
  case 'f':
    if (t.bytes == 8)
      return load(double());
    if (t.bytes == 4)
      return load(float());
    {
      uint16_t bits = load(uint16_t());
      llvm::APFloat half(llvm::APFloat::IEEEhalf(), llvm::APInt(16, bits));
      return half.convertToFloat();
    }
  case 'i':
    switch (t.bytes) {
    case 1: return load(int8_t());
    case 2: return load(int16_t());
    case 4: return load(int32_t());
    default: return static_cast<double>(load(int64_t()));
    }
  case 'u':
    switch (t.bytes) {
    case 1: return load(uint8_t());
    case 2: return load(uint16_t());
    case 4: return load(uint32_t());
    default: return static_cast<double>(load(uint64_t()));
    }
  default:
    return load(uint8_t()) != 0;
  }
}

static void encode(char *p, NpyType t, double value) {
  auto store = [&](auto v) { std::memcpy(p, &v, sizeof(v)); };
  switch (t.kind) {
  case 'f':
    if (t.bytes == 8)
      return store(value);
    if (t.bytes == 4)
      return store(static_cast<float>(value));
    {
      llvm::APFloat half(value);
      bool lost;
      half.convert(llvm::APFloat::IEEEhalf(),
                   llvm::APFloat::rmNearestTiesToEven, &lost);
      return store(static_cast<uint16_t>(
          half.bitcastToAPInt().getZExtValue()));
    }
  case 'i':
    switch (t.bytes) {
    case 1: return store(static_cast<int8_t>(value));
    case 2: return store(static_cast<int16_t>(value));
    case 4: return store(static_cast<int32_t>(value));
    default: return store(static_cast<int64_t>(value));
    }
  case 'u':
    switch (t.bytes) {
    case 1: return store(static_cast<uint8_t>(value));
    case 2: return store(static_cast<uint16_t>(value));
    case 4: return store(static_cast<uint32_t>(value));
    default: return store(static_cast<uint64_t>(value));
    }
  default:
    return store(static_cast<uint8_t>(value != 0));
  }
}

/// bf16 values travel as their 16-bit patterns.
static double fromBF16Bits(double bits) {
  llvm::APFloat value(llvm::APFloat::BFloat(),
                      llvm::APInt(16, static_cast<uint64_t>(bits)));
  return value.convertToFloat();
}
static double toBF16Bits(double value) {
  llvm::APFloat bf(value);
  bool lost;
  bf.convert(llvm::APFloat::BFloat(), llvm::APFloat::rmNearestTiesToEven,
             &lost);
  return static_cast<double>(bf.bitcastToAPInt().getZExtValue());
}

llvm::Error mlir::tirpto::run::readNpy(StringRef path, HostTensor &tensor) {
  auto error = [&](const Twine &message) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   path + ": " + message);
  };
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return error(buffer.getError().message());
  StringRef data = (*buffer)->getBuffer();
  if (!data.starts_with("\x93NUMPY") || data.size() < 10)
    return error("not a .npy file");
  unsigned major = static_cast<unsigned char>(data[6]);
  size_t headerLen, headerStart;
  if (major == 1) {
    headerLen = static_cast<unsigned char>(data[8]) |
                (static_cast<unsigned char>(data[9]) << 8);
    headerStart = 10;
  } else {
    if (data.size() < 12)
      return error("truncated header");
    headerLen = 0;
    for (int b = 0; b < 4; ++b)
      headerLen |= static_cast<size_t>(static_cast<unsigned char>(data[8 + b]))
                   << (8 * b);
    headerStart = 12;
  }
  if (data.size() < headerStart + headerLen)
    return error("truncated header");
  StringRef header = data.substr(headerStart, headerLen);
  // {'descr': '<f4', 'fortran_order': False, 'shape': (3, 4), }
  auto field = [&](StringRef key) -> StringRef {
    size_t at = header.find(("'" + key + "'").str());
    if (at == StringRef::npos)
      return {};
    StringRef rest = header.drop_front(at + key.size() + 2).ltrim(" :");
    return rest;
  };
  StringRef descr = field("descr");
  if (descr.size() < 5 || descr[0] != '\'')
    return error("no 'descr' in the header");
  descr = descr.drop_front().take_until([](char c) { return c == '\''; });
  if (field("fortran_order").starts_with("True"))
    return error("Fortran order is not supported; save a C-order array");
  StringRef shapeText = field("shape");
  if (!shapeText.starts_with("("))
    return error("no 'shape' in the header");
  shapeText = shapeText.drop_front().take_until([](char c) { return c == ')'; });
  tensor.shape.clear();
  SmallVector<StringRef> dims;
  shapeText.split(dims, ',', -1, /*KeepEmpty=*/false);
  int64_t count = 1;
  for (StringRef dim : dims) {
    dim = dim.trim();
    if (dim.empty())
      continue;
    int64_t value;
    if (dim.getAsInteger(10, value) || value < 0)
      return error("bad shape");
    tensor.shape.push_back(value);
    count *= value;
  }
  char endian = descr[0];
  if (endian == '>')
    return error("big-endian data is not supported");
  NpyType fileType{descr[1], 0};
  if (descr.drop_front(2).getAsInteger(10, fileType.bytes) ||
      !StringRef("fiub").contains(fileType.kind))
    return error("unsupported dtype '" + descr + "'");
  size_t payload = headerStart + headerLen;
  if (data.size() < payload + count * fileType.bytes)
    return error("has fewer elements than its shape says");
  bool bf16 = tensor.elementType && tensor.elementType.isBF16();
  tensor.data.resize(count);
  for (int64_t i = 0; i < count; ++i) {
    double value = decode(data.data() + payload + i * fileType.bytes, fileType);
    if (bf16 && fileType.kind == 'u' && fileType.bytes == 2)
      value = fromBF16Bits(value);
    tensor.data[i] = tensor.elementType
                         ? roundToType(tensor.elementType, value)
                         : value;
  }
  return llvm::Error::success();
}

llvm::Error mlir::tirpto::run::writeNpy(StringRef path,
                                        const HostTensor &tensor) {
  std::optional<NpyType> type = npyTypeOf(tensor.elementType);
  if (!type)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   path + ": no NumPy type for this tensor");
  std::string shape = "(";
  for (int64_t dim : tensor.shape)
    shape += std::to_string(dim) + ", ";
  if (tensor.shape.size() > 1)
    shape.erase(shape.size() - 2);
  else if (tensor.shape.size() == 1)
    shape.erase(shape.size() - 1);
  shape += ")";
  std::string descr(1, type->kind == 'b' ? '|' : '<');
  descr += type->kind;
  descr += std::to_string(type->bytes);
  std::string header = "{'descr': '" + descr +
                       "', 'fortran_order': False, 'shape': " + shape + ", }";
  size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  std::error_code ec;
  llvm::raw_fd_ostream out(path, ec);
  if (ec)
    return llvm::createStringError(ec, path + ": " + ec.message());
  out << "\x93NUMPY" << char(1) << char(0);
  out << char(header.size() & 0xff) << char((header.size() >> 8) & 0xff);
  out << header;
  std::vector<char> bytes(tensor.data.size() * type->bytes);
  for (size_t i = 0; i < tensor.data.size(); ++i) {
    double value = tensor.data[i];
    if (tensor.elementType.isBF16())
      value = toBF16Bits(value);
    encode(bytes.data() + i * type->bytes, *type, value);
  }
  out.write(bytes.data(), bytes.size());
  return llvm::Error::success();
}
