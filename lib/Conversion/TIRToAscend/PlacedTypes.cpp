//===- PlacedTypes.cpp - placements recorded in TIR types -----------------===//
//
// The `#ascend.placement` in a TIR buffer type, and the ascend type it gives
// the buffer and its regions (convert-tir-to-ascend's TypeConverter).
//
//===----------------------------------------------------------------------===//

#include "PlacedTypes.h"
#include "tirpto/Support/LLVMCompat.h"

using namespace mlir;
using namespace mlir::tirpto;
using ascend::AddressSpace;

ascend::PlacementAttr mlir::tirpto::getPlacement(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  auto scope = memref
                   ? dyn_cast_or_null<tir::ScopeAttr>(memref.getMemorySpace())
                   : tir::ScopeAttr();
  return scope ? dyn_cast_or_null<ascend::PlacementAttr>(scope.getPlacement())
               : ascend::PlacementAttr();
}

MemRefType mlir::tirpto::tir_to_ascend::withPlacement(MemRefType type,
                                                      Attribute placement) {
  auto scope = cast<tir::ScopeAttr>(type.getMemorySpace());
  return MemRefType::get(
      type.getShape(), type.getElementType(), type.getLayout(),
      tir::ScopeAttr::get(type.getContext(), scope.getScope(), placement));
}

FailureOr<MemRefType> mlir::tirpto::convertPlacedType(MemRefType type) {
  ascend::PlacementAttr placement = getPlacement(type);
  if (!placement)
    return failure();
  MLIRContext *context = type.getContext();
  // A buffer stored transposed holds its Cube operand in the zn layout.
  Attribute space =
      placement.getTransposed()
          ? Attribute(ascend::TileSpaceAttr::get(context, placement.getSpace(),
                                                 ascend::MatLayout::ZN,
                                                 ascend::ValidShape::Static))
          : Attribute(
                ascend::AddressSpaceAttr::get(context, placement.getSpace()));
  Type element = type.getElementType();
  DenseI64ArrayAttr tile = placement.getShape();
  // The buffer itself has the identity layout and as many elements as its
  // tile; a region (a memref.subview result) a strided layout, or, typed
  // with the identity layout, fewer elements.
  int64_t tileElements = 1;
  if (tile)
    for (int64_t dim : tile.asArrayRef())
      tileElements *= dim;
  bool whole = isa<AffineMapAttr>(type.getLayout()) &&
               type.getLayout().isIdentity() &&
               (!tile || type.getNumElements() == tileElements);
  if (whole) {
    SmallVector<int64_t> shape(type.getShape());
    if (tile)
      shape.assign(tile.asArrayRef().begin(), tile.asArrayRef().end());
    else if (placement.getTransposed())
      std::reverse(shape.begin(), shape.end());
    return MemRefType::get(shape, element, MemRefLayoutAttrInterface(), space);
  }
  // A region of it (memref.subview): the same elements, in the buffer's
  // space. A transposed buffer has none (it is only used whole); a region
  // of rank 0 (one element) is no window of a tile.
  if (type.getRank() == 0)
    return failure();
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(tirpto::compat::getStridesAndOffset(type, strides, offset)))
    return failure();
  if (placement.getTransposed()) {
    // The first rows of a buffer stored transposed (`fn_l1[0:24, :]`,
    // filled from GM): the first columns of its transposed tile.
    if (!tile || tile.size() != 2 || type.getRank() != 2 || offset != 0 ||
        strides != SmallVector<int64_t>{tile[0], 1} ||
        type.getDimSize(1) != tile[0])
      return failure();
    return MemRefType::get({tile[0], type.getDimSize(0)}, element,
                           StridedLayoutAttr::get(context, 0, {tile[1], 1}),
                           space);
  }
  if (!tile)
    return MemRefType::get(type.getShape(), element, type.getLayout(), space);
  // A region of a ub tile of `cols` columns: rank 2, the rows and columns it
  // covers, at the region's offset in the tile's elements (the tile and its
  // TIR buffer are the same elements in row-major order).
  int64_t cols = tile[1];
  ArrayRef<int64_t> dims = type.getShape();
  SmallVector<int64_t, 2> shape, tileStrides;
  if (type.getRank() == 1) {
    // One row of the tile (`b[i, :]`, a region of a 1 x K vector), or one
    // column (`b[:, j]`, a region of a K x 1 vector): a column is strided
    // by whole rows.
    bool column = cols == 1 || (strides[0] >= cols && strides[0] % cols == 0);
    shape = column ? SmallVector<int64_t, 2>{dims[0], 1}
                   : SmallVector<int64_t, 2>{1, dims[0]};
    tileStrides = column ? SmallVector<int64_t, 2>{strides[0], 1}
                         : SmallVector<int64_t, 2>{cols, strides[0]};
  } else if (type.getRank() == 2) {
    shape.assign(dims.begin(), dims.end());
    tileStrides.assign(strides.begin(), strides.end());
  } else {
    // A region of a buffer of rank 3 or more stored as the rows of its last
    // dimension: a window of consecutive rows.
    int64_t rows = 1;
    for (int64_t dim : dims.drop_back())
      rows *= dim;
    shape = {rows, dims.back()};
    tileStrides = {cols, 1};
  }
  return MemRefType::get(shape, element,
                         StridedLayoutAttr::get(context, offset, tileStrides),
                         space);
}

LogicalResult mlir::tirpto::tir_to_ascend::verifyPlacementShape(
    Value buffer, ascend::PlacementAttr placement, MemRefType type) {
  Operation *alloc = buffer.getDefiningOp();
  std::string name = tir::describeBuffer(buffer);
  if (placement.getTransposed() && type.getRank() != 2)
    return alloc->emitOpError("buffer ")
           << name << " is placed transposed, but only rank-2 buffers are "
           << "stored transposed, not " << type;
  bool ub = placement.getSpace() == AddressSpace::UB;
  int64_t rank = type.getRank();
  DenseI64ArrayAttr shape = placement.getShape();
  int64_t k = type.getNumElements();
  auto expected = [&]() -> std::string {
    if (rank == 1)
      return (Twine(k) + "x1 or 1x" + Twine(k)).str();
    if (rank == 2)
      return (Twine(type.getDimSize(0)) + "x" + Twine(type.getDimSize(1)) +
              " or " + Twine(k) + "x1")
          .str();
    return (Twine(k / type.getShape().back()) + "x" +
            Twine(type.getShape().back()) + " or " + Twine(k) + "x1")
        .str();
  };
  if (ub && !shape)
    return alloc->emitOpError("buffer ")
           << name << " (rank " << rank << ") is placed in ub without its "
           << "tile shape (" << expected() << ")";
  if (!shape)
    return success();
  ArrayRef<int64_t> dims = shape.asArrayRef();
  bool column = dims[0] == k && dims[1] == 1;
  bool row = dims[0] == 1 && dims[1] == k;
  bool rows =
      rank >= 3 && dims[1] == type.getShape().back() && dims[0] * dims[1] == k;
  bool same = rank == 2 && type.getShape() == dims;
  // A buffer stored transposed: its transposed tile.
  bool transposed = placement.getTransposed() && rank == 2 &&
                    dims[0] == type.getDimSize(1) &&
                    dims[1] == type.getDimSize(0);
  if (rank == 1   ? column || row
      : rank == 2 ? same || column || transposed
                  : rows || column)
    return success();
  return alloc->emitOpError("buffer ")
         << name << " (" << type << ") is given the tile shape " << dims[0]
         << "x" << dims[1] << "; it is " << expected();
}
