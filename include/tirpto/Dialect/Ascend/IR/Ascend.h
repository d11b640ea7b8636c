//===- Ascend.h - the ascend dialect ----------------------------*- C++ -*-===//
//
// The ascend dialect: Ascend NPU memory spaces, data paths, Cube/Vector ops,
// pipes. See AscendDialect.td.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_DIALECT_ASCEND_IR_ASCEND_H
#define TIRPTO_DIALECT_ASCEND_IR_ASCEND_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/InferIntRangeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

#include "tirpto/Dialect/Ascend/IR/AscendDialect.h.inc"
#include "tirpto/Dialect/Ascend/IR/AscendEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "tirpto/Dialect/Ascend/IR/AscendAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "tirpto/Dialect/Ascend/IR/AscendTypes.h.inc"

#include "tirpto/Dialect/Ascend/IR/AscendInterfaces.h.inc"

#define GET_OP_CLASSES
#include "tirpto/Dialect/Ascend/IR/AscendOps.h.inc"

namespace mlir::ascend {

/// The address space of a memref type, or std::nullopt when its memory space
/// is not an `#ascend.address_space` or an `#ascend.tile_space`.
std::optional<AddressSpace> getAddressSpace(Type type);

/// The fractal layout of an l1 buffer type: ZN when its memory space is an
/// `#ascend.tile_space` with `layout = zn`, NZ otherwise.
MatLayout getMatLayout(Type type);

/// Whether the tile of a buffer of `type` has a run-time valid shape: its
/// memory space is an `#ascend.tile_space` with `valid = dynamic`.
bool hasDynamicValidShape(Type type);

/// `type` with its tile's valid shape dynamic (an `#ascend.tile_space` with
/// `valid = dynamic`, keeping the space and layout).
MemRefType withDynamicValidShape(MemRefType type);

/// A memref type in the given address space (same shape, layout, element).
MemRefType withAddressSpace(MemRefType type, AddressSpace space);

/// Whether `value` is a scalar variable slot: a one-element memref.alloca in
/// no memory space. convert-tir-to-ascend makes one of each local.var buffer
/// (T.alloc_var); ascend-promote-scalar-slots turns them into SSA values.
bool isScalarSlot(Value value);

/// Whether `type` is a whole global tensor of dynamic shape: a kernel gets
/// it as its pointer followed by one `index` argument per dynamic dimension
/// (a region of one, with a strided layout, has no arguments of its own).
bool hasDimArguments(Type type);

/// Whether argument `index` of `func` is followed by its dimension
/// arguments (`index` arguments marked `ascend.tensor_dim` with its dynamic
/// dimensions, in order), as ascend-materialize-dim-args adds them; true for
/// an argument that has none (hasDimArguments).
bool hasSpelledOutDimArguments(FunctionOpInterface func, unsigned index);

/// Whether `subview` is a column region of a ub, l0c or l1 buffer (not of
/// a region of one): all its rows and its first columns (TileLang's
/// `a_ub[:, :n]`, `acc[:, 0:n]`; of an l1 buffer stored transposed, its
/// first rows), at unit strides. Copies to and from GM, reductions and
/// fills take one as the buffer's tile with `n` valid columns (an
/// accumulator's: copies to GM only; an l1 buffer's: copies from GM).
bool isColumnRegion(memref::SubViewOp subview);

/// Whether `subview` is a region of a ub buffer that its tile holds as its
/// leading part: a column region, or the first rows of a column vector (an
/// `N x 1` buffer; the first elements of a per-row vector).
/// convert-ascend-to-pto narrows the tile's valid shape to it around the
/// moves and reductions that take one.
bool isLeadingRegion(memref::SubViewOp subview);

/// Builds the fill of the ub tile `dst` with `scalar` (of its element
/// type): an ascend.vdup, or, for an element type the arch's Vector core
/// has no fill of, a vdup of a tile of a type that converts to it exactly
/// and an ascend.vcast (bf16 through f32, i8 through f16), the tile from
/// `makeTemporary` (given its type). Fails, building nothing, where neither
/// exists.
LogicalResult
buildVectorFill(OpBuilder &builder, Location loc, Value scalar, Value dst,
                Arch arch, llvm::function_ref<Value(MemRefType)> makeTemporary);

/// The arch of the module enclosing `op` (its `ascend.arch` attribute), or
/// std::nullopt when there is none.
std::optional<Arch> getModuleArch(Operation *op);

/// The arch of `module`, which the pass `passName` needs; emits an error at
/// the module (naming the pass and the option that sets the arch) when it
/// has none.
FailureOr<Arch> getRequiredModuleArch(ModuleOp module, StringRef passName);

/// Checks that every ScratchOpInterface op under `root` is ready to be
/// lowered for `arch`: it has the scratch tile its instruction takes and
/// does not write a tile it reads where the instruction cannot run in
/// place. Emits an error at each op that is not (ascend-allocate-scratch
/// makes them so).
LogicalResult verifyScratchAllocated(Operation *root, Arch arch);

} // namespace mlir::ascend

#endif // TIRPTO_DIALECT_ASCEND_IR_ASCEND_H
