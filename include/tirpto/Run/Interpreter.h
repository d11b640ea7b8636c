//===- Interpreter.h - execute PTO kernels on the CPU -----------*- C++ -*-===//
//
// The library behind pto-run: runs a kernel of the pto dialect (as
// pto-opt's tir-to-pto-pipeline writes it, or a hand-written `.pto`) on the
// CPU, block by block, from the semantics of the PTO instructions
// (ptoas-format.md, pto-isa's docs/isa), and checks what ptoas and the
// hardware do not: every GM access inside its tensor, partitions that match
// their tile's valid shape, no value computed from on-chip memory that was
// never written reaching GM, and (unless the kernel relies on ptoas's
// --enable-insert-sync) no access to a tile racing with another pipe's.
// A kernel written for separate cores (kernel_kind functions or sections)
// runs per block as a Cube stream and two Vector streams handing tiles over
// the tpush/tpop FIFO (lib/Run/Cores.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_RUN_INTERPRETER_H
#define TIRPTO_RUN_INTERPRETER_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <string>
#include <vector>

namespace mlir::tirpto::run {

/// A GM tensor handed to a kernel: its element type and its elements, in
/// row-major order, as doubles (exact for every PTO element type up to
/// 32-bit integers), and the shape it is read from and written back with.
struct HostTensor {
  Type elementType;
  std::vector<int64_t> shape;
  std::vector<double> data;
  std::string name;
  /// Whether a view of the whole argument was compared with its size (once,
  /// whichever core's stream sees it first).
  bool shapeChecked = false;
};

/// One argument of the kernel: a tensor for a `!pto.ptr` parameter, a
/// number for an `index`, integer or float parameter.
struct KernelArg {
  HostTensor *tensor = nullptr;
  double scalar = 0;
};

struct RunOptions {
  /// How many blocks to run; 0 takes the product of the function's
  /// `tirpto.grid`, or 1 without it.
  int64_t blocks = 0;
  /// Run each block's pipes in program order, as the synchronisation ptoas
  /// inserts with --enable-insert-sync makes them; otherwise every access
  /// to a tile must be ordered after other pipes' accesses by the kernel's
  /// own set_flag / wait_flag / barrier ops.
  bool assumePtoasSync = false;
  /// A tstore of tile elements never written on chip stores NaN (0 for
  /// integer tensors) there with a warning (once per tstore), instead of
  /// failing: for kernels that store a whole buffer of which they compute a
  /// part, the rest left to the host to ignore.
  bool allowUnwrittenStores = false;
  /// Operations to run at most, over all blocks, before giving up (a loop
  /// that never ends).
  int64_t maxInstructions = 100'000'000;
  /// Where the kernel's pto.print / pto.tprint output goes; null for
  /// standard output.
  llvm::raw_ostream *debugOutput = nullptr;
};

/// What a run did: per pipe, the number of instructions issued, and the
/// cycle estimate of its timeline (lib/Run/CostModel.cpp): each block's
/// instructions start when their pipe is free and the tiles they read
/// (write) were last written (read), the order ptoas's synchronisation
/// enforces; blocks run on separate cores at once.
struct RunStats {
  int64_t blocks = 0;
  int64_t instructions = 0;
  std::map<std::string, int64_t> perPipe;
  /// The longest block's cycles.
  double cycles = 0;
  /// Busy cycles per pipe, summed over the blocks.
  std::map<std::string, double> busy;
};

/// Runs `kernel` once per block on `args` (one per function argument).
/// Tensors are read and written in place. The first error (an access
/// outside a tensor, a race, a wait never satisfied, an unsupported op, ...)
/// is emitted as a diagnostic at the op concerned and ends the run with
/// failure.
LogicalResult runKernel(func::FuncOp kernel, ArrayRef<KernelArg> args,
                        const RunOptions &options, RunStats *stats = nullptr);

/// Rounds `value` to the nearest value of `type` (f32, f16, bf16: IEEE
/// round-to-nearest-even; integers: truncated towards zero and wrapped to
/// the width).
double roundToType(Type type, double value);

} // namespace mlir::tirpto::run

#endif // TIRPTO_RUN_INTERPRETER_H
