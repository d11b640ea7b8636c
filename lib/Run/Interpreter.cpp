//===- Interpreter.cpp - execute PTO kernels on the CPU -------------------===//
//
// A direct interpreter of the pto dialect (plus the arith, math and scf ops
// kernels use around it). Tiles are kept in their logical shape (row i,
// column j), not in their NZ/ZN fractal layout: the layout decides where an
// element lives on chip, not its value, and every instruction here is
// defined on logical elements (pto-isa docs/isa). Each tile element carries
// a "written" bit: values computed from elements never written are tracked,
// and storing one to GM is an error.
//
//===----------------------------------------------------------------------===//

#include "Machine.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

#include <cmath>

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::run;
using namespace mlir::tirpto::run::detail;

//===----------------------------------------------------------------------===//
// GM views and bounds
//===----------------------------------------------------------------------===//

std::string mlir::tirpto::run::detail::describeArg(func::FuncOp kernel,
                                                  ArrayRef<KernelArg> args,
                                                  unsigned arg) {
  std::string text = "argument #" + std::to_string(arg);
  if (args[arg].tensor && !args[arg].tensor->name.empty())
    text += " ('" + args[arg].tensor->name + "')";
  return text;
}

FailureOr<int64_t> Machine::elementIndex(Operation *op, const Partition &part,
                                         int64_t i, int64_t j) {
  size_t rank = part.view.shape.size();
  int64_t index = part.view.base;
  bool overflow = false;
  for (size_t d = 0; d < rank; ++d) {
    int64_t coordinate = part.offsets[d], term;
    if (d + 1 == rank)
      overflow |= llvm::AddOverflow(coordinate, j, coordinate);
    else if (d + 2 == rank)
      overflow |= llvm::AddOverflow(coordinate, i, coordinate);
    overflow |= llvm::MulOverflow(coordinate, part.view.strides[d], term);
    overflow |= llvm::AddOverflow(index, term, index);
  }
  const HostTensor &tensor = *args[part.view.arg].tensor;
  if (overflow)
    return op->emitError("computes an element index of ")
           << describeArg(kernel, args, part.view.arg)
           << " that overflows 64 bits (block " << blockIdx << ")";
  if (index < 0 || index >= static_cast<int64_t>(tensor.data.size()))
    return op->emitError("accesses element ")
           << index << " of " << describeArg(kernel, args, part.view.arg)
           << ", which has " << tensor.data.size()
           << " elements (out of bounds, block " << blockIdx << ")";
  return index;
}

LogicalResult Machine::checkPartition(Operation *op, const Partition &part,
                                      const TileRef &tile, bool isStore) {
  size_t rank = part.view.shape.size();
  for (size_t d = 0; d < rank; ++d) {
    int64_t offset = part.offsets[d], size = part.sizes[d], end;
    if (offset < 0 || size < 0 || llvm::AddOverflow(offset, size, end) ||
        end > part.view.shape[d])
      return op->emitError("the partition [")
             << offset << ", " << offset + size << ") of dimension " << d
             << " lies outside its tensor view (extent "
             << part.view.shape[d] << ") of "
             << describeArg(kernel, args, part.view.arg) << " in block "
             << blockIdx;
  }
  int64_t rows = rank >= 2 ? part.sizes[rank - 2] : 1;
  int64_t cols = rank >= 1 ? part.sizes[rank - 1] : 1;
  for (size_t d = 0; d + 2 < rank; ++d)
    if (part.sizes[d] != 1)
      return op->emitError("pto-run: a partition of rank ")
             << rank << " with outer size " << part.sizes[d]
             << "; only the last two dimensions may exceed 1";
  if (rows != tile.validRows() || cols != tile.validCols())
    return op->emitError("the partition's shape ")
           << rows << "x" << cols << " differs from the tile's valid shape "
           << tile.validRows() << "x" << tile.validCols() << " (the "
           << (isStore ? "tstore" : "tload")
           << " moves the tile's valid shape, pto-isa requires them equal)";
  return success();
}

//===----------------------------------------------------------------------===//
// Rounding
//===----------------------------------------------------------------------===//

double mlir::tirpto::run::roundToType(Type type, double value) {
  if (type.isF64())
    return value;
  if (type.isF32())
    return static_cast<double>(static_cast<float>(value));
  if (auto floatType = dyn_cast<FloatType>(type)) {
    llvm::APFloat converted(value);
    bool lost;
    converted.convert(floatType.getFloatSemantics(),
                      llvm::APFloat::rmNearestTiesToEven, &lost);
    converted.convert(llvm::APFloat::IEEEdouble(),
                      llvm::APFloat::rmNearestTiesToEven, &lost);
    return converted.convertToDouble();
  }
  if (auto intType = dyn_cast<IntegerType>(type)) {
    unsigned width = intType.getWidth();
    if (width == 1)
      return value != 0 ? 1 : 0;
    if (std::isnan(value))
      return 0;
    double truncated = std::trunc(value);
    if (width >= 64)
      return truncated;
    // Wrap to the width, as the hardware's integer arithmetic does.
    uint64_t bits = static_cast<uint64_t>(static_cast<int64_t>(
        std::fmod(truncated, 18446744073709551616.0)));
    uint64_t mask = (uint64_t(1) << width) - 1;
    bits &= mask;
    if (intType.isUnsigned())
      return static_cast<double>(bits);
    if (bits & (uint64_t(1) << (width - 1)))
      return static_cast<double>(static_cast<int64_t>(bits | ~mask));
    return static_cast<double>(bits);
  }
  return value;
}


//===----------------------------------------------------------------------===//
// Reinterpreting views
//===----------------------------------------------------------------------===//

uint64_t mlir::tirpto::run::detail::toBits(Type type, double value) {
  value = roundToType(type, value);
  if (auto floatType = dyn_cast<FloatType>(type)) {
    llvm::APFloat converted(value);
    bool lost;
    converted.convert(floatType.getFloatSemantics(),
                      llvm::APFloat::rmNearestTiesToEven, &lost);
    return converted.bitcastToAPInt().getZExtValue();
  }
  unsigned width = type.getIntOrFloatBitWidth();
  uint64_t bits = static_cast<uint64_t>(static_cast<int64_t>(value));
  return width >= 64 ? bits : bits & ((uint64_t(1) << width) - 1);
}

double mlir::tirpto::run::detail::fromBits(Type type, uint64_t bits) {
  unsigned width = type.getIntOrFloatBitWidth();
  if (auto floatType = dyn_cast<FloatType>(type)) {
    llvm::APFloat value(floatType.getFloatSemantics(), llvm::APInt(width, bits));
    bool lost;
    value.convert(llvm::APFloat::IEEEdouble(),
                  llvm::APFloat::rmNearestTiesToEven, &lost);
    return value.convertToDouble();
  }
  if (width == 1)
    return bits & 1;
  if (type.isUnsignedInteger() || width >= 64)
    return static_cast<double>(bits);
  if (bits & (uint64_t(1) << (width - 1)))
    return static_cast<double>(static_cast<int64_t>(bits | ~((uint64_t(1) << width) - 1)));
  return static_cast<double>(bits);
}

static int64_t byteWidth(Type type) {
  return std::max<int64_t>(1, type.getIntOrFloatBitWidth() / 8);
}

double TileRef::getReinterpreted(int64_t i, int64_t j) const {
  Type from = store->type.getElementType(), to = type.getElementType();
  int64_t fromBytes = byteWidth(from), toBytes = byteWidth(to);
  int64_t offset = static_cast<int64_t>(index(i, j)) * toBytes;
  uint64_t bits = 0;
  for (int64_t b = 0; b < toBytes; ++b) {
    int64_t element = (offset + b) / fromBytes;
    int64_t within = (offset + b) % fromBytes;
    uint64_t byte = (toBits(from, store->values[element]) >> (8 * within)) & 0xff;
    bits |= byte << (8 * b);
  }
  return fromBits(to, bits);
}

bool TileRef::isWrittenReinterpreted(int64_t i, int64_t j) const {
  int64_t fromBytes = byteWidth(store->type.getElementType());
  int64_t toBytes = byteWidth(type.getElementType());
  int64_t offset = static_cast<int64_t>(index(i, j)) * toBytes;
  for (int64_t b = 0; b < toBytes; b += 1)
    if (!store->written[(offset + b) / fromBytes])
      return false;
  return true;
}

void TileRef::setReinterpreted(int64_t i, int64_t j, double value,
                               bool defined) {
  Type from = store->type.getElementType(), to = type.getElementType();
  int64_t fromBytes = byteWidth(from), toBytes = byteWidth(to);
  int64_t offset = static_cast<int64_t>(index(i, j)) * toBytes;
  uint64_t bits = toBits(to, value);
  for (int64_t b = 0; b < toBytes; ++b) {
    int64_t element = (offset + b) / fromBytes;
    int64_t within = (offset + b) % fromBytes;
    uint64_t old = toBits(from, store->values[element]);
    old &= ~(uint64_t(0xff) << (8 * within));
    old |= ((bits >> (8 * b)) & 0xff) << (8 * within);
    store->values[element] = fromBits(from, old);
    // An element is written once all its bytes are; a partial write of an
    // unwritten element leaves it unwritten.
    if (!defined)
      store->written[element] = false;
    else if (fromBytes <= toBytes)
      store->written[element] = true;
  }
}

//===----------------------------------------------------------------------===//
// Control flow and scalars
//===----------------------------------------------------------------------===//

/// The kernel kind a function is compiled for, if it says.
static std::optional<pto::KernelKind> kernelKindOf(func::FuncOp func) {
  if (auto kind = func->getAttrOfType<pto::KernelKindAttr>(
          pto::PTODialect::kKernelKindAttrName))
    return kind.getValue();
  return std::nullopt;
}

LogicalResult Machine::runBlock(int64_t idx, int64_t num) {
  blockIdx = idx;
  blockNum = num;
  env.clear();
  allocs.clear();
  poppedTiles.clear();
  unfreed[0].clear();
  unfreed[1].clear();
  flags.clear();
  flagSetters.clear();
  // A stream's own accesses start at clock 1: what another stream knows of
  // it starts at 0, ordering none of them.
  clock = {};
  clock[streamId] = 1;
  blockEnd = 0;
  for (unsigned p = 0; p < NumPipes; ++p) {
    pipeFree[p] = 0;
    issued[p] = 0;
    for (unsigned q = 0; q < NumPipes; ++q)
      synced[p][q] = 0;
  }
  Block &entry = kernel.getBody().front();
  for (auto [arg, value] : llvm::zip(entry.getArguments(), args)) {
    if (value.tensor) {
      env[arg] = GMPtr{arg.getArgNumber(), 0};
      continue;
    }
    if (isa<FloatType>(arg.getType()))
      env[arg] = roundToType(arg.getType(), value.scalar);
    else
      setInt(arg, static_cast<int64_t>(value.scalar));
  }
  // A kernel_kind kernel runs on its kind of core only.
  if (std::optional<pto::KernelKind> kind = kernelKindOf(kernel);
      kind && !runsOn(*kind))
    return success();
  if (failed(execRegion(kernel.getBody(), {}, nullptr)))
    return failure();
  // A flag still set when the kernel ends stays set into the next kernel
  // on the core, whose first wait_flag of it would pass too early.
  if (!flagSetters.empty())
    return flagSetters.begin()->second->emitError(
               "sets an event that no wait_flag waits for before the kernel "
               "ends (block ")
           << blockIdx << ")";
  stats.cycles = std::max(stats.cycles, blockEnd);
  return success();
}

LogicalResult Machine::execRegion(Region &region, ValueRange blockArgs,
                                  std::vector<RValue> *yielded) {
  Block &block = region.front();
  for (auto [arg, value] : llvm::zip(block.getArguments(), blockArgs)) {
    RValue copy = env[value]; // env[arg] may grow the map
    env[arg] = std::move(copy);
  }
  for (Operation &op : block) {
    if (auto yield = dyn_cast<scf::YieldOp>(op)) {
      if (yielded)
        for (Value value : yield.getOperands())
          yielded->push_back(env[value]);
      return success();
    }
    if (auto condition = dyn_cast<scf::ConditionOp>(op)) {
      // The before region of an scf.while: the condition, then the values
      // passed on (to the body, or out of the loop).
      if (yielded) {
        yielded->push_back(env[condition.getCondition()]);
        for (Value value : condition.getArgs())
          yielded->push_back(env[value]);
      }
      return success();
    }
    if (auto ret = dyn_cast<func::ReturnOp>(op)) {
      if (yielded)
        for (Value value : ret.getOperands())
          yielded->push_back(env[value]);
      return success();
    }
    if (failed(exec(&op)))
      return failure();
  }
  return success();
}

LogicalResult Machine::exec(Operation *op) {
  if (++stats.instructions > options.maxInstructions)
    return op->emitError("pto-run: stopped after ")
           << options.maxInstructions
           << " operations (--max-operations); is a loop unbounded?";
  if (auto forOp = dyn_cast<scf::ForOp>(op)) {
    int64_t lb = getInt(forOp.getLowerBound());
    int64_t ub = getInt(forOp.getUpperBound());
    int64_t step = getInt(forOp.getStep());
    if (step <= 0)
      return op->emitError("pto-run: scf.for with a step of ") << step;
    std::vector<RValue> carried;
    for (Value init : forOp.getInitArgs())
      carried.push_back(env[init]);
    Block &body = forOp.getRegion().front();
    for (int64_t iv = lb; iv < ub;) {
      // Each iteration counts, so that an empty loop cannot run forever.
      if (++stats.instructions > options.maxInstructions)
        return op->emitError("pto-run: stopped after ")
               << options.maxInstructions
               << " operations (--max-operations) in this loop; is it "
                  "unbounded?";
      env[body.getArgument(0)] = iv;
      for (auto [arg, value] : llvm::zip(body.getArguments().drop_front(),
                                         carried))
        env[arg] = value;
      std::vector<RValue> next;
      if (failed(execRegion(forOp.getRegion(), {}, &next)))
        return failure();
      carried = std::move(next);
      if (llvm::AddOverflow(iv, step, iv))
        break;
    }
    for (auto [result, value] : llvm::zip(forOp.getResults(), carried))
      env[result] = value;
    return success();
  }
  if (auto whileOp = dyn_cast<scf::WhileOp>(op)) {
    std::vector<RValue> carried;
    for (Value init : whileOp.getInits())
      carried.push_back(env[init]);
    while (true) {
      if (++stats.instructions > options.maxInstructions)
        return op->emitError("pto-run: stopped after ")
               << options.maxInstructions
               << " operations (--max-operations) in this loop; is it "
                  "unbounded?";
      for (auto [arg, value] :
           llvm::zip(whileOp.getBeforeArguments(), carried))
        env[arg] = value;
      std::vector<RValue> passed;
      if (failed(execRegion(whileOp.getBefore(), {}, &passed)))
        return failure();
      bool again = getInt(whileOp.getConditionOp().getCondition()) != 0;
      passed.erase(passed.begin());
      if (!again) {
        for (auto [result, value] : llvm::zip(whileOp.getResults(), passed))
          env[result] = value;
        return success();
      }
      for (auto [arg, value] : llvm::zip(whileOp.getAfterArguments(), passed))
        env[arg] = value;
      carried.clear();
      if (failed(execRegion(whileOp.getAfter(), {}, &carried)))
        return failure();
    }
  }
  if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    Region &region =
        getInt(ifOp.getCondition()) ? ifOp.getThenRegion() : ifOp.getElseRegion();
    std::vector<RValue> results;
    if (!region.empty() && failed(execRegion(region, {}, &results)))
      return failure();
    for (auto [result, value] : llvm::zip(ifOp.getResults(), results))
      env[result] = value;
    return success();
  }
  if (auto call = dyn_cast<func::CallOp>(op))
    return execCall(call);
  if (isa<pto::SectionCubeOp, pto::SectionVectorOp>(op)) {
    auto kind = isa<pto::SectionCubeOp>(op) ? pto::KernelKind::Cube
                                            : pto::KernelKind::Vector;
    if (!runsOn(kind))
      return success();
    return execRegion(op->getRegion(0), {}, nullptr);
  }
  bool handled = false;
  if (failed(execArith(op, handled)))
    return failure();
  if (handled)
    return success();
  if (isa<pto::PTODialect>(op->getDialect()))
    return execTileOp(op);
  return op->emitError("pto-run does not implement '")
         << op->getName() << "'";
}

LogicalResult Machine::execCall(func::CallOp call) {
  auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
      call, call.getCalleeAttr());
  if (!callee || callee.isExternal())
    return call.emitError("pto-run: calls a function with no body");
  if (!runsOn(kernelKindOf(callee))) {
    if (call.getNumResults())
      return call.emitError("pto-run: a call to a ")
             << pto::stringifyKernelKind(*kernelKindOf(callee))
             << " kernel cannot return values to the other core";
    return success();
  }
  if (++callDepth > 64) {
    --callDepth;
    return call.emitError("pto-run: calls nested deeper than 64 (recursion?)");
  }
  std::vector<RValue> results;
  Block &entry = callee.getBody().front();
  for (auto [arg, value] : llvm::zip(entry.getArguments(), call.getOperands())) {
    RValue copy = env[value];
    env[arg] = std::move(copy);
  }
  LogicalResult result = execRegion(callee.getBody(), {}, &results);
  --callDepth;
  if (failed(result))
    return failure();
  for (auto [value, rvalue] : llvm::zip(call.getResults(), results))
    env[value] = rvalue;
  return success();
}

/// Whether `kernel` is written for separate cores: it is a kernel_kind
/// function, has core-kind sections, or calls kernel_kind functions
/// (ptoas-format.md §4.11, §4.12). Such a kernel runs as one Cube and two
/// Vector streams per block, each skipping the code of the other kind.
static bool isMixed(func::FuncOp kernel) {
  if (kernelKindOf(kernel))
    return true;
  bool cube = false, vector = false;
  kernel.walk([&](Operation *op) {
    if (isa<pto::SectionCubeOp>(op))
      cube = true;
    if (isa<pto::SectionVectorOp>(op))
      vector = true;
    if (auto call = dyn_cast<func::CallOp>(op))
      if (auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
              call, call.getCalleeAttr()))
        if (std::optional<pto::KernelKind> kind = kernelKindOf(callee)) {
          cube |= *kind == pto::KernelKind::Cube;
          vector |= *kind == pto::KernelKind::Vector;
        }
  });
  return cube || vector;
}

LogicalResult mlir::tirpto::run::runKernel(func::FuncOp kernel,
                                           ArrayRef<KernelArg> args,
                                           const RunOptions &options,
                                           RunStats *stats) {
  RunStats local;
  RunStats &out = stats ? *stats : local;
  if (kernel.isExternal())
    return kernel.emitError("pto-run: the kernel has no body");
  if (args.size() != kernel.getNumArguments())
    return kernel.emitError("pto-run: the kernel takes ")
           << kernel.getNumArguments() << " arguments, " << args.size()
           << " given";
  for (auto [i, type] : llvm::enumerate(kernel.getArgumentTypes())) {
    // A memref argument is the a3 FFTS address (pto.set_ffts).
    bool isPtr = isa<pto::PtrType, MemRefType>(type);
    if (isPtr != (args[i].tensor != nullptr))
      return kernel.emitError("pto-run: argument #")
             << i << " (" << type << ") needs "
             << (isPtr ? "a tensor" : "a scalar");
  }
  int64_t blocks = options.blocks;
  if (blocks <= 0) {
    blocks = 1;
    if (auto grid = kernel->getAttrOfType<DenseI64ArrayAttr>(
            pto::PTODialect::kLaunchGridAttrName))
      for (int64_t extent : grid.asArrayRef())
        blocks *= extent;
  }
  if (failed(checkCapacity(kernel)))
    return failure();
  GMShadow gm;
  gm.cells.resize(args.size());
  if (isMixed(kernel))
    return runMixedKernel(kernel, args, options, out, gm, blocks);
  Machine machine(kernel, args, options, out, gm);
  for (int64_t block = 0; block < blocks; ++block) {
    if (++out.instructions > options.maxInstructions)
      return kernel.emitError("pto-run: stopped after ")
             << options.maxInstructions
             << " operations (--max-operations), in block " << block;
    if (failed(machine.runBlock(block, blocks)))
      return failure();
    ++out.blocks;
  }
  return success();
}

