//===- AscendToPTO.h - ascend -> pto conversion -----------------*- C++ -*-===//

#ifndef TIRPTO_CONVERSION_ASCENDTOPTO_ASCENDTOPTO_H
#define TIRPTO_CONVERSION_ASCENDTOPTO_ASCENDTOPTO_H

#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/PTO/IR/PTO.h"

#include "mlir/Pass/Pass.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir {

#define GEN_PASS_DECL_CONVERTASCENDTOPTO
#include "tirpto/Conversion/Passes.h.inc"

/// The PTO tile type of an ascend local buffer of `type` (rank 1 or 2; a
/// rank-1 buffer of N elements is a 1 x N tile), a function of the type
/// alone, with the layout configuration of ptoas-format.md §2.6 that is
/// correct on a5 and accepted on a3:
///   l1  -> mat   col_major/row_major (NZ), or row_major/col_major (ZN, an
///                `#ascend.tile_space<space = l1, layout = zn>` buffer)
///   l0a -> left  col_major/row_major     l0b -> right row_major/col_major
///   l0c -> acc   col_major/row_major, fractal 1024
///   ub  -> vec   row_major/none_box, or col_major/none_box for an M x 1
///                buffer (a per-row vector); the row (column) is padded to a
///                multiple of 32 elements, the buffer shape is the valid shape
///   bt  -> bias row_major/none_box
///   fb  -> scaling row_major/none_box
/// A buffer whose type marks a run-time valid shape
/// (`#ascend.tile_space<..., valid = dynamic>`) gets the valid shape `?x?`
/// (its users set it). Fails (with no diagnostic) for gm, for other ranks, for a dimension <= 0,
/// for element types other than integer and floating-point, and for a
/// fractal (Cube) tile that is not a whole number of fractal boxes
/// (`pto::getFractalInnerBox`); then `*fractalError`, when given, says which
/// rule the shape breaks.
FailureOr<pto::TileBufType> getTileBufType(MemRefType type,
                                           std::string *fractalError = nullptr);

/// The PTO tile type of a region (a `memref.subview` result, strided
/// layout) of an ascend ub buffer, a function of the region's type alone:
/// for one row's run of columns that does not start the buffer (a nonzero
/// or run-time offset: a T.simd register's lanes), the 1 x cols
/// `pto.subset` window at the run; for the first columns of every row of a
/// tile (fewer columns than the row stride), that tile (getTileBufType; its
/// valid shape is set around each move of the region); for whole rows of a tile, or a whole column vector,
/// the `pto.subset` window at (row, 0) over the tile's padded width, whose
/// valid shape is the region's, with `?` rows for a run-time offset and
/// `?` x `?` in a tile of run-time valid shape (convert-ascend-to-pto first
/// makes constant offsets static, so that this is what pto.subset infers).
/// Fails for regions of other spaces and ranks, layouts other than strided
/// ones and row strides shorter than a row.
FailureOr<pto::TileBufType> getRegionTileBufType(MemRefType region);

/// Type conversions of convert-ascend-to-pto, each a function of the type
/// alone:
///   - a GM memref of the default layout (a kernel argument) becomes
///     `!pto.ptr<element type>` followed by one `index` per dynamic
///     dimension (1:N);
///   - a GM region (a memref of strided layout) becomes the
///     `!pto.partition_tensor_view` of its shape (its plain ND window; a
///     move that reads it in another form builds its own);
///   - a local buffer (identity layout) becomes its tile (getTileBufType),
///     a ub region its window (getRegionTileBufType);
///   - other memrefs have no conversion; other types are unchanged.
void populateAscendToPTOTypeConversions(TypeConverter &converter);

/// What convert-ascend-to-pto leaves legal: pto, arith; func and scf ops
/// free of memrefs and of `ascend.*` attributes.
void configureAscendToPTOTarget(ConversionTarget &target);

/// The patterns of convert-ascend-to-pto: one per ascend op, memref.alloc
/// and GM memref.subview, function signature conversion, and dropping
/// `ascend.*` attributes.
void populateAscendToPTOConversionPatterns(TypeConverter &converter,
                                           RewritePatternSet &patterns);

} // namespace mlir

#endif // TIRPTO_CONVERSION_ASCENDTOPTO_ASCENDTOPTO_H
