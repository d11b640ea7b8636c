//===- CubeLimits.h - what one Cube instruction takes ----------*- C++ -*-===//
//
// The extents and element types of one matrix multiplication on the Cube
// (ascend.mmad, pto.tmatmul / tgemv): written once here, read by both
// dialects' verifiers. Source: ptoas-format.md §2.6 (dtype triples) and §4.5
// (the [1, 4095] range; fp8 on a5 only).
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_SUPPORT_CUBELIMITS_H
#define TIRPTO_SUPPORT_CUBELIMITS_H

#include "mlir/IR/BuiltinTypes.h"

#include <algorithm>
#include <cstdint>
#include <utility>

namespace mlir::tirpto {

/// M, K and N of one Cube instruction lie in [1, kMaxCubeExtent].
constexpr int64_t kMaxCubeExtent = 4095;

/// The columns an acc tile may have for A2/A3's fixpipe to move it to GM
/// (tstore / tstore_fp from loc=acc; ptoas 0.27's verifier).
constexpr int64_t kMaxA3FixpipeCols = 4095;

/// The alignment, in elements, of a window an L1 -> L0A/L0B move takes out
/// of a larger L1 tile (pto.textract): its row and column offsets are
/// multiples of the fractal's side, 16 elements, or 32 for 8-bit elements
/// (pto-isa include/pto/common/arch/memory/textract_common.hpp). A gemm's
/// K steps are multiples of it.
inline int64_t getCubeWindowAlignment(Type element) {
  return element.getIntOrFloatBitWidth() == 8 ? 32 : 16;
}

/// A 512-byte fractal box, as L1 (NZ) and L0 tiles store data: 16 rows of
/// 32 bytes (ascend-hardware.md §1.5). Read by pto::getFractalInnerBox and
/// ascend-split-cube-vector (the UB tiles it hands to the Cube in NZ).
constexpr int64_t kFractalRows = 16;
constexpr int64_t kFractalRowBytes = 32;

/// The operands of one Cube multiplication: A (M x K, in L0A), B (K x N, in
/// L0B) and the accumulator C (M x N, in L0C).
enum class CubeOperand { A, B, C };

/// The fractal box, as (rows, columns) of elements, that a Cube operand's
/// tile is stored in (ascend-hardware.md §1.5): A's boxes are 16 rows of 32
/// bytes, B's 32 bytes of rows by 16 columns, C's 16 x 16 (of 4-byte
/// elements). A tile holds whole boxes. pto::getCubeOperandLayout spells the
/// same storage as PTO tile layouts (left: row_major boxes; right:
/// col_major boxes; acc: fractal 1024).
inline std::pair<int64_t, int64_t> getCubeOperandBox(Type element,
                                                     CubeOperand operand) {
  int64_t bytes = std::max<int64_t>(element.getIntOrFloatBitWidth() / 8, 1);
  int64_t c0 = kFractalRowBytes / bytes;
  switch (operand) {
  case CubeOperand::A:
    return {kFractalRows, c0};
  case CubeOperand::B:
    return {c0, kFractalRows};
  case CubeOperand::C:
    break;
  }
  return {kFractalRows, kFractalRows};
}

/// Whether `type` is one of the fp8 types (a5's Cube takes them).
inline bool isFp8Type(Type type) {
  return isa<Float8E4M3FNType, Float8E5M2Type, Float8E4M3FNUZType,
             Float8E5M2FNUZType, Float8E4M3B11FNUZType, Float8E4M3Type>(type);
}

/// Whether the Cube multiplies A of `a` by B of `b` into an accumulator of
/// `c`: (i32; i8, i8), (f32; T, T) for T in f16, bf16, f32, and on a5 (f32;
/// T, T) for one fp8 type T.
inline bool isCubeElementTriple(Type c, Type a, Type b, bool isA5) {
  return (c.isInteger(32) && a.isInteger(8) && b.isInteger(8)) ||
         (c.isF32() && a == b && (a.isF16() || a.isBF16() || a.isF32())) ||
         (isA5 && c.isF32() && a == b && isFp8Type(a));
}

/// The triples of isCubeElementTriple, for diagnostics.
inline const char *describeCubeElementTriples(bool isA5) {
  return isA5 ? "(i32; i8, i8), (f32; f16, f16), (f32; bf16, bf16), (f32; "
                "f32, f32) or (f32; T, T) for one fp8 type T"
              : "(i32; i8, i8), (f32; f16, f16), (f32; bf16, bf16), (f32; "
                "f32, f32)";
}

} // namespace mlir::tirpto

#endif // TIRPTO_SUPPORT_CUBELIMITS_H
