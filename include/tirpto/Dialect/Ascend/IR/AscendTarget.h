//===- AscendTarget.h - per-arch hardware facts -----------------*- C++ -*-===//
//
// The one table of Ascend hardware facts tirpto uses: capacities and
// alignments of the local memories, and the legal data paths with their pipes,
// per arch. Verifiers, conversions and the capacity check all read it.
//
// Sources: ../shared/reference/ascend-hardware.md §1.3 (legal data paths and
// pipes), §5 (capacities and alignments), and ptoas-format.md §2.8 (the budgets
// ptoas's memory planner uses, which bound what a .pto file may allocate).
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_DIALECT_ASCEND_IR_ASCENDTARGET_H
#define TIRPTO_DIALECT_ASCEND_IR_ASCENDTARGET_H

#include "tirpto/Support/IndexLimits.h"
#include "tirpto/Dialect/Ascend/IR/Ascend.h"

#include "llvm/ADT/ArrayRef.h"

#include <string>
#include "llvm/ADT/StringRef.h"

namespace mlir::ascend {

/// One hardware data path between two memory spaces.
struct DataPath {
  AddressSpace source;
  AddressSpace target;
  /// The pipe that executes the move.
  Pipe pipe;
  /// Whether the path exists on a3 (Atlas A2/A3) and on a5 (Ascend 950).
  bool onA3;
  bool onA5;
  /// What to do instead where a path is missing on one arch.
  llvm::StringLiteral note;

  bool isLegalOn(Arch arch) const { return arch == Arch::A3 ? onA3 : onA5; }
};

/// Every data path of ascend-hardware.md §1.3 (both arches).
llvm::ArrayRef<DataPath> getDataPaths();

/// The path from `source` to `target`, or nullptr when no arch has one.
const DataPath *lookupDataPath(AddressSpace source, AddressSpace target);

/// Capacity and alignment of the local memories of one arch, in bytes.
struct TargetInfo {
  Arch arch;
  /// Usable capacity in bytes of a local memory: the budget ptoas plans with
  /// (UB: 192 KiB on a3, 248 KiB of 256 KiB on a5). 0 for gm.
  int64_t capacityBytes(AddressSpace space) const;
  /// Allocation alignment in bytes (ptoas planner: 32 B for UB/L1, 512 B for
  /// L0A/L0B/L0C; 64 B for BT/FB).
  int64_t alignmentBytes(AddressSpace space) const;
};

/// Classes of Vector core operations whose legal element types differ
/// (ptoas-format.md §4.6-4.8, as ptoas 0.27 verifies them).
enum class VectorOpClass {
  /// add, sub, mul, max, min (tile and broadcast forms), add, sub, mul with
  /// a scalar, neg.
  Arith,
  /// div (tile, scalar and broadcast forms), max and min with a scalar.
  FloatArith,
  /// relu.
  Relu,
  /// and, or.
  Bitwise,
  /// shl, shr, and shl with a scalar.
  Shift,
  /// shr with a scalar.
  ShiftRightScalar,
  /// not.
  Not,
  /// fills (vdup).
  Dup,
  /// exp, ln, sqrt, rsqrt, rec, abs.
  Math,
  /// row and column sum, max, min.
  Reduce,
  /// comparisons.
  Compare,
  /// element-wise select.
  Select,
  /// casts, copies and broadcasts: every element type.
  Any,
};

/// Whether the Vector core runs `cls` operations on tiles of `element` on
/// `arch`.
bool isLegalVectorElement(VectorOpClass cls, Type element, Arch arch);

/// The legal element types of `cls` on `arch`, for diagnostics ("i16, i32,
/// f16 or f32").
std::string describeLegalVectorElements(VectorOpClass cls, Arch arch);

/// The rows x cols a ub buffer of `shape` (rank 1 or 2) occupies as a PTO
/// vec tile: its rows (row_major) or, for an M x 1 buffer, its column
/// (col_major) padded to a multiple of 32 elements, so that each is a whole
/// number of 32-byte blocks for every element type and tiles of one shape
/// share one physical shape (ptoas-format.md §2.7; a5 tcmp wants its mask
/// shaped like its operands). A rank-1 buffer is one row.
std::pair<int64_t, int64_t> getVectorTileShape(ArrayRef<int64_t> shape);

/// The largest value an index computation of a kernel may reach: ptoas
/// prints `index` as `int32_t` (ptoas-format.md §2.1 and §10 item 7), so
/// block ids, element offsets into a GM tensor and its element count must
/// stay within it. Written once, in tirpto/Support/IndexLimits.h.
using tirpto::kMaxIndexValue;

/// The number of blocks a kernel with launch grid `grid` (`ascend.grid`)
/// runs on, or std::nullopt when it exceeds kMaxIndexValue.
std::optional<int64_t> getBlockCount(ArrayRef<int64_t> grid);

/// The target description of an arch.
const TargetInfo &getTargetInfo(Arch arch);

/// "a3" or "a5".
llvm::StringRef getArchName(Arch arch);

} // namespace mlir::ascend

#endif // TIRPTO_DIALECT_ASCEND_IR_ASCENDTARGET_H
