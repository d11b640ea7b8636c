//===- DebugOps.cpp - T.printf and T.dump_tensor --------------------------===//
//
// tilelang-ascend's debug output: T.printf(format, ...) is one ascend.print
// per value (pto.print prints one), T.dump_tensor(buf, desc, size, shape) a
// barrier of every pipe, the header TileLang's PTO runtime prints
// (tl_templates/pto/printf.h) and ascend.print_buffer of the elements.
//
//===----------------------------------------------------------------------===//

#include "PatternsInternal.h"

#include "tirpto/Support/ElementSets.h"
#include "tirpto/Support/PrintfFormat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::tirpto;
using namespace mlir::tirpto::tir_to_ascend;

/// `value` as pto.print prints it, one of the types C's printf takes: i8,
/// i16, i32 and i64 and f32 and f64 as they are; an index as i32 (ptoas's
/// index is 32-bit); an i1 zero-extended and other integers sign-extended
/// to i32 or i64; narrower floats (f16, bf16, ...) as f32 (C passes floats
/// as double; cce::printf takes no half). The tir.intrin verifier rejects
/// integers and floats wider than 64 bits.
static Value printable(OpBuilder &builder, Location loc, Value value) {
  Type type = value.getType();
  if (type.isIndex())
    return builder.create<arith::IndexCastOp>(loc, builder.getI32Type(), value);
  if (auto intType = dyn_cast<IntegerType>(type)) {
    unsigned width = intType.getWidth();
    if (width == 8 || width == 16 || width == 32 || width == 64)
      return value;
    Type wider = width < 32 ? builder.getI32Type() : builder.getI64Type();
    if (width == 1)
      return builder.create<arith::ExtUIOp>(loc, wider, value);
    return builder.create<arith::ExtSIOp>(loc, wider, value);
  }
  if (isa<FloatType>(type) && !type.isF32() && !type.isF64())
    return builder.create<arith::ExtFOp>(loc, builder.getF32Type(), value);
  return value;
}

/// The core a print in a T.Scope("C"/"V") section runs on (the section
/// lowering's mark), or null.
static ascend::CoreTypeAttr getSectionCore(Operation *op) {
  return op->getAttrOfType<ascend::CoreTypeAttr>(kSectionCoreAttrName);
}

static void print(OpBuilder &builder, Location loc, StringRef format,
                  Value value, ascend::CoreTypeAttr core) {
  builder.create<ascend::PrintOp>(loc, builder.getStringAttr(format),
                                  printable(builder, loc, value), core);
}

static void print(OpBuilder &builder, Location loc, StringRef format,
                  int64_t value, ascend::CoreTypeAttr core) {
  print(builder, loc, format,
        builder.create<arith::ConstantIntOp>(loc, value, 32).getResult(), core);
}

/// TileLang's name of an element type T.dump_tensor prints.
static std::string dtypeName(Type type) {
  if (auto floatType = dyn_cast<FloatType>(type))
    return "float" + std::to_string(floatType.getWidth());
  return "int" + std::to_string(type.getIntOrFloatBitWidth());
}

namespace {

/// tir.intrin "tl.ascend_printf" -> one ascend.print per piece of the
/// format; a piece without a conversion prints a 0 it does not show.
struct PrintfLowering : OpConversionPattern<tir::IntrinOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tir::IntrinOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (tir::getIntrinsic(op) != tir::Intrinsic::Printf)
      return rewriter.notifyMatchFailure(op, "not T.printf");
    std::string error;
    auto format = cast<StringAttr>(op.getArgsAttr()[0]);
    FailureOr<SmallVector<PrintfPiece>> pieces =
        splitPrintfFormat(format.getValue(), error);
    if (failed(pieces))
      return op.emitOpError("format: ") << error;
    ValueRange operands = adaptor.getOperands();
    ascend::CoreTypeAttr core = getSectionCore(op);
    for (const PrintfPiece &piece : *pieces) {
      if (piece.conversion) {
        print(rewriter, op.getLoc(), piece.text, operands.front(), core);
        operands = operands.drop_front();
      } else {
        print(rewriter, op.getLoc(), piece.text, 0, core);
      }
    }
    rewriter.eraseOp(op);
    return success();
  }
};

/// tir.dump_tensor -> ascend.pipe_barrier <ALL>, the header, and
/// ascend.print_buffer of a whole UB buffer or of the first elements of a
/// global tensor as whole rows of it (or a part of its first row).
struct DumpTensorLowering : PlacedPattern<tir::DumpTensorOp> {
  using PlacedPattern::PlacedPattern;

  LogicalResult
  matchAndRewrite(tir::DumpTensorOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value buffer = adaptor.getBuffer();
    auto type = cast<MemRefType>(buffer.getType());
    std::optional<ascend::AddressSpace> space = ascend::getAddressSpace(type);
    std::string name = placement.getName(op.getBuffer());
    Location loc = op.getLoc();
    if (!space)
      return op.emitOpError("T.dump_tensor prints a ub buffer or a global "
                            "tensor; ")
             << name
             << " is not in memory (a local.var: print its value "
                "with T.printf)";
    if (space != ascend::AddressSpace::UB && space != ascend::AddressSpace::GM)
      return op.emitOpError("T.dump_tensor prints a ub buffer or a global "
                            "tensor (pto.tprint prints vec tiles and global "
                            "memory); ")
             << name << " is in " << ascend::stringifyAddressSpace(*space);
    Type element = type.getElementType();
    if (!containsElement(getPrintElements(), element))
      return op.emitOpError("T.dump_tensor prints ")
             << describeElementSet(getPrintElements())
             << " elements (pto.tprint's); " << name << " holds " << element;
    ascend::CoreTypeAttr core = getSectionCore(op);
    if (space == ascend::AddressSpace::UB && core &&
        core.getValue() == ascend::CoreType::AIC)
      return op.emitOpError("T.dump_tensor of ")
             << name << ", a ub buffer, in a Cube section (T.Scope(\"C\")): "
             << "the Vector core holds it";
    if (op.getBuffer().getDefiningOp<memref::SubViewOp>())
      return op.emitOpError("T.dump_tensor of a region of ")
             << name << ": dump the whole buffer";
    if (type.getRank() < 1 || type.getRank() > 2 || !type.hasStaticShape())
      return op.emitOpError("T.dump_tensor prints buffers of rank 1 or 2 and "
                            "static shape; ")
             << name << " is " << op.getBuffer().getType();
    int64_t size = op.getDumpSizeAttr().getInt();
    Value printed = buffer;
    if (space == ascend::AddressSpace::GM) {
      // TileLang's runtime prints nothing of an empty dump.
      if (size == 0) {
        rewriter.eraseOp(op);
        return success();
      }
      int64_t cols = type.getShape().back();
      int64_t rank = type.getRank();
      SmallVector<int64_t> sizes;
      if (size < cols)
        sizes = rank == 1 ? SmallVector<int64_t>{size}
                          : SmallVector<int64_t>{1, size};
      else if (size % cols == 0)
        sizes = rank == 1 ? SmallVector<int64_t>{size}
                          : SmallVector<int64_t>{size / cols, cols};
      else
        return op.emitOpError("T.dump_tensor of ")
               << size << " elements of " << name
               << ", which are not whole rows of its last dimension (" << cols
               << ") nor part of its first row (pto.tprint prints a window "
                  "of the tensor)";
      if (ArrayRef<int64_t>(sizes) != type.getShape()) {
        SmallVector<int64_t> zeros(rank, 0), ones(rank, 1);
        printed =
            rewriter.create<memref::SubViewOp>(loc, buffer, zeros, sizes, ones);
      }
    }
    // A UB dump is the Vector core's, its header with it.
    if (space == ascend::AddressSpace::UB)
      core = ascend::CoreTypeAttr::get(getContext(), ascend::CoreType::AIV);
    rewriter.create<ascend::PipeBarrierOp>(
        loc, ascend::PipeAttr::get(getContext(), ascend::Pipe::ALL), core);
    print(rewriter, loc, "=== DumpTensor [desc=%u]", op.getDescAttr().getInt(),
          core);
    if (space == ascend::AddressSpace::UB) {
      print(rewriter, loc, " UB tile, dumpSize=%u ===\n", size, core);
    } else {
      print(rewriter, loc,
            " GM tensor, dtype=" + dtypeName(type.getElementType()) +
                ", dumpSize=%u",
            size, core);
      print(rewriter, loc, ", dim=%u ===\n",
            static_cast<int64_t>(op.getShape().size()), core);
    }
    rewriter.replaceOpWithNewOp<ascend::PrintBufferOp>(op, printed, core);
    return success();
  }
};

} // namespace

void mlir::tirpto::tir_to_ascend::populateDebugPatterns(
    const TypeConverter &converter, const BufferPlacement &placement,
    ascend::Arch arch, RewritePatternSet &patterns) {
  patterns.add<PrintfLowering>(converter, patterns.getContext());
  patterns.add<DumpTensorLowering>(converter, placement, arch,
                                   patterns.getContext());
}
