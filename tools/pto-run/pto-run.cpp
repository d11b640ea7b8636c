//===- pto-run.cpp - run a PTO kernel on the CPU --------------------------===//
//
//   pto-run kernel.pto --arg A.npy --arg rand:1000x64 --arg zeros:1000x64 \
//           --out-dir out/ --assume-ptoas-sync
//
// (or --insert-sync in place of --assume-ptoas-sync: tirpto's own flags are
// placed first, as tir-to-pto-pipeline{sync=tirpto} places them)
//
// runs the kernel (the module's pto.entry function, or its only function)
// on every block of its grid, with one --arg per kernel argument, in order:
// a .npy file, `rand:RxC` (random values: small integers for integer
// element types, uniform in [-1, 1) otherwise; --seed), `zeros:RxC`, or a
// number for an index / integer / float parameter. Every tensor argument
// (or those --outputs lists) is written back to --out-dir as argN.npy, and
// the generated inputs but zeros as argN.in.npy. Out-of-bounds accesses,
// partitions that differ from their tile's valid shape, stores of values
// computed from never-written on-chip memory, pipe races and waits never
// satisfied are errors at the op concerned, with a non-zero exit. A mixed
// Cube/Vector kernel runs as one Cube and two Vector streams per block. See
// tirpto/Run/Interpreter.h.
//
//===----------------------------------------------------------------------===//

#include "tirpto/InitAllDialects.h"
#include "tirpto/Run/Interpreter.h"
#include "tirpto/Run/Npy.h"
#include "tirpto/Support/Version.h"

#include "tirpto/Dialect/PTO/IR/PTO.h"
#include "tirpto/Dialect/PTO/Transforms/Passes.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <random>

using namespace mlir;
using namespace mlir::tirpto;

static llvm::cl::OptionCategory runCategory("pto-run options");

static llvm::cl::opt<std::string>
    inputFile(llvm::cl::Positional, llvm::cl::desc("<kernel.pto>"),
              llvm::cl::init("-"), llvm::cl::cat(runCategory));

static llvm::cl::opt<pto::TargetArch> ptoArch(
    "pto-arch",
    llvm::cl::desc("The arch to check the kernel's ops for, overriding its "
                   "module's pto.target_arch (as ptoas's --pto-arch does; "
                   "default: the module's, else a3)"),
    llvm::cl::values(clEnumValN(pto::TargetArch::A3, "a3", "Atlas A2/A3"),
                     clEnumValN(pto::TargetArch::A5, "a5", "Ascend 950")),
    llvm::cl::cat(runCategory));

static llvm::cl::list<std::string> argSpecs(
    "arg",
    llvm::cl::desc("One per kernel argument, in order: a .npy file, "
                   "rand:RxC (random), zeros:RxC, iota:RxC (0, 1, 2, ... "
                   "in row-major order), fill:RxC:V (any rank: AxBxC...), or a "
                   "number for a "
                   "scalar parameter"),
    llvm::cl::cat(runCategory));

static llvm::cl::opt<std::string>
    entryName("entry",
              llvm::cl::desc("The kernel to run (default: the module's "
                             "pto.entry function, or its only function; "
                             "required with several pto.entry functions)"),
              llvm::cl::cat(runCategory));

static llvm::cl::opt<int64_t> blocks(
    "blocks",
    llvm::cl::desc("Blocks to run (default: the product of the kernel's "
                   "tirpto.grid, or 1)"),
    llvm::cl::init(0), llvm::cl::cat(runCategory));

static llvm::cl::opt<unsigned>
    seed("seed", llvm::cl::desc("Seed of rand: arguments (default 1)"),
         llvm::cl::init(1), llvm::cl::cat(runCategory));

static llvm::cl::opt<std::string>
    outDir("out-dir",
           llvm::cl::desc("Write every tensor argument after the run to "
                          "DIR/argN.npy (and generated inputs to "
                          "DIR/argN.in.npy)"),
           llvm::cl::cat(runCategory));

static llvm::cl::list<unsigned> outputs(
    "outputs", llvm::cl::CommaSeparated, llvm::cl::value_desc("i,j,..."),
    llvm::cl::desc("With --out-dir, write back only these arguments (by "
                   "position; default: every tensor)"),
    llvm::cl::cat(runCategory));

static llvm::cl::opt<bool> assumePtoasSync(
    "assume-ptoas-sync",
    llvm::cl::desc("The kernel relies on ptoas --enable-insert-sync (as "
                   "pto-opt's output does): run each block's pipes in "
                   "program order instead of checking its own flags"),
    llvm::cl::cat(runCategory));

static llvm::cl::opt<bool> insertSync(
    "insert-sync",
    llvm::cl::desc("Place tirpto's own flags first (pto-insert-sync, checked "
                   "by pto-verify-sync: what tir-to-pto-pipeline{sync=tirpto} "
                   "emits) and check the run against them; overrides "
                   "--assume-ptoas-sync"),
    llvm::cl::cat(runCategory));

static llvm::cl::opt<bool> allowUnwrittenStores(
    "allow-unwritten-stores",
    llvm::cl::desc("Store tile elements never written on chip as NaN (0 in "
                   "integer tensors) with a warning, instead of failing: for "
                   "kernels that store a whole buffer of which they compute "
                   "only a part"),
    llvm::cl::cat(runCategory));

static llvm::cl::opt<bool> printTensors(
    "print",
    llvm::cl::desc("Print every tensor argument after the run"),
    llvm::cl::cat(runCategory));

static llvm::cl::opt<int64_t> maxOperations(
    "max-operations",
    llvm::cl::desc("Give up after this many operations over all blocks "
                   "(default 1e8): a loop that never ends is an error"),
    llvm::cl::init(100'000'000), llvm::cl::cat(runCategory));

static llvm::cl::opt<bool> printCycles(
    "cycles",
    llvm::cl::desc("Print the cycle estimate: the longest block's cycles and "
                   "each pipe's busy cycles per block (docs/PtoRun.md)"),
    llvm::cl::cat(runCategory));

static llvm::cl::opt<bool>
    printStats("pipe-stats",
               llvm::cl::desc("Print the instructions issued per pipe"),
               llvm::cl::cat(runCategory));

/// The largest tensor pto-run takes: ptoas computes offsets in 32 bits.
constexpr int64_t kMaxElements = 2147483647;

/// Parses "RxCx..." into a shape.
static std::optional<std::vector<int64_t>> parseShape(StringRef text) {
  std::vector<int64_t> shape;
  SmallVector<StringRef> dims;
  text.split(dims, 'x');
  for (StringRef dim : dims) {
    int64_t value;
    if (dim.getAsInteger(10, value) || value < 0)
      return std::nullopt;
    shape.push_back(value);
  }
  return shape;
}

/// The kernel to run: --entry, else the module's one pto.entry function,
/// else its only function. `count` is the functions with a body and
/// `entries` the pto.entry functions.
static func::FuncOp findKernel(ModuleOp module, int &count,
                               SmallVectorImpl<func::FuncOp> &entries) {
  func::FuncOp only;
  count = 0;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (!entryName.empty() && func.getSymName() == entryName)
      return func;
    if (func.isExternal())
      continue;
    if (func->hasAttr(pto::PTODialect::kEntryAttrName))
      entries.push_back(func);
    only = func;
    ++count;
  }
  if (!entryName.empty() || entries.size() > 1)
    return {};
  return entries.size() == 1 ? entries.front()
                             : (count == 1 ? only : func::FuncOp());
}

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  llvm::cl::SetVersionPrinter(
      [](llvm::raw_ostream &os) { mlir::tirpto::printVersion(os); });
  llvm::cl::HideUnrelatedOptions(runCategory);
  llvm::cl::ParseCommandLineOptions(
      argc, argv,
      "pto-run: run a PTO kernel on the CPU, checking bounds and races\n\n"
      "The kernel's own output (pto.print, pto.tprint: T.printf and\n"
      "T.dump_tensor) goes to standard output as each stream runs it.\n");

  DialectRegistry registry;
  tirpto::registerAllDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  if (ptoArch.getNumOccurrences())
    context.getOrLoadDialect<pto::PTODialect>()->setArchOverride(ptoArch);
  // Diagnostics name the op in the source, without MLIR's generic dump of it.
  context.printOpOnDiagnostic(false);

  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  std::string error;
  auto file = openInputFile(inputFile, &error);
  if (!file) {
    llvm::errs() << "pto-run: " << error << "\n";
    return 1;
  }
  sourceMgr.AddNewSourceBuffer(std::move(file), SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;
  if (insertSync) {
    PassManager pm(&context);
    pm.addPass(pto::createPTOInsertSync());
    pm.addPass(pto::createPTOVerifySync());
    if (failed(pm.run(*module)))
      return 1;
  }

  int functions = 0;
  SmallVector<func::FuncOp> entries;
  func::FuncOp kernel = findKernel(*module, functions, entries);
  if (!kernel && entryName.empty() && entries.size() > 1) {
    llvm::errs() << "pto-run: the module has " << entries.size()
                 << " pto.entry functions (";
    llvm::interleaveComma(entries, llvm::errs(), [](func::FuncOp entry) {
      llvm::errs() << "@" << entry.getSymName();
    });
    llvm::errs() << "); choose one with --entry=NAME\n";
    return 1;
  }
  if (!kernel) {
    llvm::errs() << "pto-run: "
                 << (!entryName.empty()
                         ? "no function named '" + entryName + "'"
                     : functions == 0
                         ? std::string("no kernel: the module has no function "
                                       "with a body")
                         : std::string("no kernel: the module has no "
                                       "pto.entry function and more than one "
                                       "function; give --entry"))
                 << "\n";
    return 1;
  }
  if (kernel.isExternal()) {
    llvm::errs() << "pto-run: @" << kernel.getSymName()
                 << " is a declaration: it has no body to run\n";
    return 1;
  }
  if (argSpecs.size() != kernel.getNumArguments()) {
    llvm::errs() << "pto-run: @" << kernel.getSymName() << " takes "
                 << kernel.getNumArguments() << " arguments (";
    llvm::interleaveComma(kernel.getArgumentTypes(), llvm::errs());
    llvm::errs() << "), " << argSpecs.size()
                 << " --arg given; a kernel split into Cube and Vector "
                    "parts takes its workspaces and, on a3, the FFTS base "
                    "address (memref<256xi64>: --arg zeros:1x256) after "
                    "its own arguments (README: kernels that mix Cube and "
                    "Vector work)\n";
    return 1;
  }

  std::mt19937 rng(seed);
  std::vector<std::unique_ptr<run::HostTensor>> tensors;
  SmallVector<run::KernelArg> args;
  SmallVector<bool> generated;
  for (auto [i, type] : llvm::enumerate(kernel.getArgumentTypes())) {
    StringRef spec = argSpecs[i];
    // A tensor: a pointer, or the a3 FFTS address (a memref of i64).
    Type elementType;
    if (auto ptr = dyn_cast<pto::PtrType>(type))
      elementType = ptr.getElementType();
    else if (auto memref = dyn_cast<MemRefType>(type))
      elementType = memref.getElementType();
    if (!elementType) {
      double value;
      int64_t integer;
      bool isFloat = isa<FloatType>(type);
      if (isFloat ? spec.getAsDouble(value) : spec.getAsInteger(10, integer)) {
        llvm::errs() << "pto-run: argument #" << i << " (" << type
                     << ") needs " << (isFloat ? "a number" : "an integer")
                     << ", got '" << spec << "'\n";
        return 1;
      }
      if (!isFloat) {
        // An index is 32-bit in ptoas's C++; integers have their width.
        unsigned width = type.isIndex() ? 32 : type.getIntOrFloatBitWidth();
        bool isUnsigned = type.isUnsignedInteger();
        int64_t lo = isUnsigned ? 0 : (width >= 64 ? INT64_MIN : -(int64_t(1) << (width - 1)));
        int64_t hi = width >= 64 ? INT64_MAX
                     : isUnsigned ? (int64_t(1) << width) - 1
                                  : (int64_t(1) << (width - 1)) - 1;
        if (width > 1 && (integer < lo || integer > hi)) {
          llvm::errs() << "pto-run: argument #" << i << " (" << type
                       << ") is out of its range [" << lo << ", " << hi
                       << "]: " << integer << "\n";
          return 1;
        }
        value = static_cast<double>(integer);
      }
      args.push_back({nullptr, value});
      generated.push_back(false);
      continue;
    }
    auto tensor = std::make_unique<run::HostTensor>();
    tensor->elementType = elementType;
    tensor->name = "arg" + std::to_string(i);
    StringRef kind = spec.take_until([](char c) { return c == ':'; });
    bool isGenerated = spec.contains(':') &&
                       llvm::is_contained({"rand", "zeros", "iota", "fill"},
                                          kind);
    // Generated inputs are written out for references to read; zeros
    // need no file.
    if (isGenerated) {
      StringRef rest = spec.drop_front(kind.size() + 1);
      double fillValue = 0;
      if (kind == "fill") {
        auto [shapeText, valueText] = rest.split(':');
        rest = shapeText;
        if (valueText.getAsDouble(fillValue)) {
          llvm::errs() << "pto-run: bad value in '" << spec << "'\n";
          return 1;
        }
      }
      std::optional<std::vector<int64_t>> shape = parseShape(rest);
      if (!shape) {
        llvm::errs() << "pto-run: bad shape in '" << spec << "'\n";
        return 1;
      }
      tensor->shape = *shape;
      int64_t count = 1;
      for (int64_t dim : *shape)
        if (llvm::MulOverflow(count, dim, count) || count > kMaxElements) {
          llvm::errs() << "pto-run: '" << spec << "' has more than "
                       << kMaxElements << " elements\n";
          return 1;
        }
      tensor->data.assign(count, 0);
      if (kind == "iota" || kind == "fill")
        for (int64_t k = 0; k < count; ++k)
          tensor->data[k] = run::roundToType(
              tensor->elementType,
              kind == "iota" ? static_cast<double>(k) : fillValue);
      if (kind == "rand") {
        bool integer = isa<IntegerType>(tensor->elementType);
        std::uniform_real_distribution<double> real(-1.0, 1.0);
        std::uniform_int_distribution<int> small(-4, 4);
        for (double &value : tensor->data)
          value = run::roundToType(tensor->elementType,
                                   integer ? small(rng) : real(rng));
      }
    } else {
      if (!llvm::sys::fs::is_regular_file(spec)) {
        llvm::errs() << "pto-run: argument #" << i << " (" << type
                     << ") needs a tensor: a .npy file, rand:RxC, zeros:RxC, "
                        "fill:RxC:V or iota:RxC; '"
                     << spec << "' is none of them\n";
        return 1;
      }
      if (llvm::Error err = run::readNpy(spec, *tensor)) {
        llvm::errs() << "pto-run: " << llvm::toString(std::move(err)) << "\n";
        return 1;
      }
      if (tensor->data.size() > static_cast<size_t>(kMaxElements)) {
        llvm::errs() << "pto-run: " << spec << " has more than "
                     << kMaxElements << " elements\n";
        return 1;
      }
      tensor->name = llvm::sys::path::stem(spec).str();
    }
    args.push_back({tensor.get(), 0});
    generated.push_back(isGenerated && kind != "zeros");
    tensors.push_back(std::move(tensor));
  }

  auto writeAll = [&](StringRef suffix, bool onlyGenerated) -> bool {
    if (outDir.empty())
      return true;
    if (std::error_code ec = llvm::sys::fs::create_directories(outDir)) {
      llvm::errs() << "pto-run: " << outDir << ": " << ec.message() << "\n";
      return false;
    }
    for (auto [i, arg] : llvm::enumerate(args)) {
      if (!arg.tensor || (onlyGenerated && !generated[i]) ||
          (!onlyGenerated && !outputs.empty() &&
           !llvm::is_contained(outputs, static_cast<unsigned>(i))))
        continue;
      SmallString<128> path(outDir);
      llvm::sys::path::append(path, "arg" + std::to_string(i) + suffix);
      if (llvm::Error err = run::writeNpy(path, *arg.tensor)) {
        llvm::errs() << "pto-run: " << llvm::toString(std::move(err)) << "\n";
        return false;
      }
    }
    return true;
  };
  for (unsigned index : outputs)
    if (index >= args.size() || !args[index].tensor) {
      llvm::errs() << "pto-run: --outputs " << index
                   << ": not a tensor argument of @" << kernel.getSymName()
                   << "\n";
      return 1;
    }
  if (!outputs.empty() && outDir.empty()) {
    llvm::errs() << "pto-run: --outputs needs --out-dir\n";
    return 1;
  }
  if (!writeAll(".in.npy", /*onlyGenerated=*/true))
    return 1;

  if (blocks.getNumOccurrences() && blocks <= 0) {
    llvm::errs() << "pto-run: --blocks must be positive, got " << blocks
                 << "\n";
    return 1;
  }
  if (blocks <= 0 &&
      !kernel->hasAttr(pto::PTODialect::kLaunchGridAttrName)) {
    llvm::errs() << "pto-run: @" << kernel.getSymName()
                 << " has no tirpto.grid (pto-opt records the grid unless "
                    "it is computed at run time from dynamic dimensions): "
                    "give --blocks, the number of blocks it is launched on\n";
    return 1;
  }
  run::RunOptions options;
  options.blocks = blocks;
  options.assumePtoasSync = assumePtoasSync && !insertSync;
  options.allowUnwrittenStores = allowUnwrittenStores;
  options.maxInstructions = maxOperations;
  run::RunStats stats;
  if (failed(run::runKernel(kernel, args, options, &stats)))
    return 1;
  if (!writeAll(".npy", /*onlyGenerated=*/false))
    return 1;
  llvm::outs() << "pto-run: @" << kernel.getSymName() << " ran "
               << stats.blocks << " block" << (stats.blocks == 1 ? "" : "s")
               << ", no errors\n";
  if (printTensors)
    for (auto [i, arg] : llvm::enumerate(args)) {
      if (!arg.tensor)
        continue;
      llvm::outs() << "arg" << i << " =";
      // Integers exactly (up to 64 bits), floats to 9 significant digits.
      bool integer = isa<IntegerType>(arg.tensor->elementType);
      for (double value : arg.tensor->data)
        llvm::outs() << " "
                     << (integer ? llvm::format("%.0f", value)
                                 : llvm::format("%.9g", value));
      llvm::outs() << "\n";
    }
  if (printCycles) {
    llvm::outs() << "cycles: " << llvm::format("%.0f", stats.cycles)
                 << " (the longest of " << stats.blocks << " block"
                 << (stats.blocks == 1 ? "" : "s") << ")\n";
    for (const auto &[pipe, busy] : stats.busy)
      llvm::outs() << "  " << pipe << " busy: "
                   << llvm::format("%.0f", busy / std::max<int64_t>(stats.blocks, 1))
                   << " cycles per block\n";
  }
  if (printStats)
    for (const auto &[pipe, count] : stats.perPipe)
      llvm::outs() << "  " << pipe << ": " << count << " instructions\n";
  return 0;
}
