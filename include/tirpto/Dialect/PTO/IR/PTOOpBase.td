//===- PTOOpBase.td - base classes of pto ops --------------*- tablegen -*-===//
//
// Operand constraints and op classes shared by the pto op families. The
// textual forms follow ptoas 0.27 (ptoas-format.md §4): DPS ops print
// `ins(operands : types) outs(dst : type)`; types are printed qualified.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTOOPBASE_TD
#define TIRPTO_DIALECT_PTO_IR_PTOOPBASE_TD

include "tirpto/Dialect/PTO/IR/PTOTypes.td"
include "tirpto/Dialect/PTO/IR/PTOInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def PTO_AnyTileBuf : Type<CPred<"::llvm::isa<::mlir::pto::TileBufType>($_self)">,
                          "!pto.tile_buf", "::mlir::pto::TileBufType">;
def PTO_AnyPartitionView
    : Type<CPred<"::llvm::isa<::mlir::pto::PartitionTensorViewType>($_self)">,
           "!pto.partition_tensor_view",
           "::mlir::pto::PartitionTensorViewType">;
def PTO_AnyTensorView
    : Type<CPred<"::llvm::isa<::mlir::pto::TensorViewType>($_self)">,
           "!pto.tensor_view", "::mlir::pto::TensorViewType">;
// A scalar operand of a tile op: a signless integer or a float.
def PTO_Scalar : AnyTypeOf<[AnySignlessInteger, AnyFloat],
                           "integer or float scalar">;
// The scalar of tmaxs / tmins: ptoas 0.27 lowers them with a float scalar
// only, on integer tiles too.
def PTO_FloatScalar : AnyTypeOf<[AnyFloat],
    "a float scalar (ptoas lowers this op with a float scalar only)">;

// A tile instruction issued on pipe `pipe` (a Pipe case name; "" = the op
// computes it in C++).
//
// `verifierCall` is a C++ expression of type LogicalResult that verifies the
// op (`*this` is the op), usually a shared helper of PTOVerifyUtils.h; set
// `customVerifier` instead for a verify() written in C++.
// The op writes its destination to other storage than its tile sources:
// ptoas rejects tands/tors/txors in place ("expects src and dst to use
// different storage"), and A2/A3's TRECIP reads and writes different tiles
// (ptoas-format.md §4.6). Read by the op verifiers and by the ascend Vector
// kind table (tirpto-tblgen), whose lowering then computes into a scratch
// tile and moves it.
def PTO_NotInPlace : NativeOpTrait<"NotInPlace"> {
  let cppNamespace = "::mlir::pto::OpTrait";
}
def PTO_NotInPlaceOnA3 : NativeOpTrait<"NotInPlaceOnA3"> {
  let cppNamespace = "::mlir::pto::OpTrait";
}

class PTO_TileOp<string mnemonic, string pipe, list<Trait> traits = []>
    : PTO_Op<mnemonic, !listconcat(traits,
          [DeclareOpInterfaceMethods<PTO_PipeOpInterface>])> {
  string verifierCall = "";
  bit customVerifier = 0;
  let hasVerifier = !or(customVerifier, !not(!empty(verifierCall)));
  let extraClassDefinition =
      !if(!empty(pipe), "",
          "::mlir::pto::Pipe $cppClass::getPipe() { return ::mlir::pto::Pipe::"
          # pipe # "; }\n")
      # !if(!empty(verifierCall), "",
          "::mlir::LogicalResult $cppClass::verify() { return "
          # verifierCall # "; }\n");
}

// ins(%src : T) outs(%dst : T)
class PTO_UnaryTileOp<string mnemonic, string pipe, list<Trait> traits = []>
    : PTO_TileOp<mnemonic, pipe, traits> {
  let arguments = (ins Arg<PTO_AnyTileBuf, "source", [MemRead]>:$src,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $src `:` qualified(type($src)) `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
}

// ins(%src0, %src1 : T, T) outs(%dst : T)
class PTO_BinaryTileOp<string mnemonic, string pipe, list<Trait> traits = []>
    : PTO_TileOp<mnemonic, pipe, traits> {
  let arguments = (ins Arg<PTO_AnyTileBuf, "first source", [MemRead]>:$src0,
                       Arg<PTO_AnyTileBuf, "second source", [MemRead]>:$src1,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $src0 `,` $src1 `:` qualified(type($src0)) `,`
    qualified(type($src1)) `)` `outs` `(` $dst `:` qualified(type($dst)) `)`
    attr-dict
  }];
}

// ins(%src0, %src1, %tmp : T, T, T) outs(%dst : T)
class PTO_BinaryTmpTileOp<string mnemonic, string pipe,
                          list<Trait> traits = []>
    : PTO_TileOp<mnemonic, pipe, traits> {
  let arguments = (ins Arg<PTO_AnyTileBuf, "first source", [MemRead]>:$src0,
                       Arg<PTO_AnyTileBuf, "second source", [MemRead]>:$src1,
                       Arg<PTO_AnyTileBuf, "scratch", [MemRead, MemWrite]>:$tmp,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $src0 `,` $src1 `,` $tmp `:` qualified(type($src0)) `,`
    qualified(type($src1)) `,` qualified(type($tmp)) `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
}

// ins(%src0, %src1, %src2 : T, T, T) outs(%dst : T)
class PTO_TernaryTileOp<string mnemonic, string pipe, list<Trait> traits = []>
    : PTO_TileOp<mnemonic, pipe, traits> {
  let arguments = (ins Arg<PTO_AnyTileBuf, "first source", [MemRead]>:$src0,
                       Arg<PTO_AnyTileBuf, "second source", [MemRead]>:$src1,
                       Arg<PTO_AnyTileBuf, "third source", [MemRead]>:$src2,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $src0 `,` $src1 `,` $src2 `:` qualified(type($src0)) `,`
    qualified(type($src1)) `,` qualified(type($src2)) `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
}

// ins(%src, %scalar : T, S) outs(%dst : T)
class PTO_TileScalarOp<string mnemonic, string pipe, Type scalarType = PTO_Scalar,
                       list<Trait> traits = []>
    : PTO_TileOp<mnemonic, pipe, traits> {
  let arguments = (ins Arg<PTO_AnyTileBuf, "source", [MemRead]>:$src,
                       scalarType:$scalar,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $src `,` $scalar `:` qualified(type($src)) `,` type($scalar) `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
}

// ins(%src, %scalar, %tmp : T, S, T) outs(%dst : T)
class PTO_TileScalarTmpOp<string mnemonic, string pipe,
                          Type scalarType = PTO_Scalar, list<Trait> traits = []>
    : PTO_TileOp<mnemonic, pipe, traits> {
  let arguments = (ins Arg<PTO_AnyTileBuf, "source", [MemRead]>:$src,
                       scalarType:$scalar,
                       Arg<PTO_AnyTileBuf, "scratch", [MemRead, MemWrite]>:$tmp,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $src `,` $scalar `,` $tmp `:` qualified(type($src)) `,`
    type($scalar) `,` qualified(type($tmp)) `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
}

// ins(%src0, %scalar, %src1 : T, S, T) outs(%dst : T)
class PTO_TileScalarTileOp<string mnemonic, string pipe,
                           list<Trait> traits = []>
    : PTO_TileOp<mnemonic, pipe, traits> {
  let arguments = (ins Arg<PTO_AnyTileBuf, "first source", [MemRead]>:$src0,
                       PTO_Scalar:$scalar,
                       Arg<PTO_AnyTileBuf, "second source", [MemRead]>:$src1,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $src0 `,` $scalar `,` $src1 `:` qualified(type($src0)) `,`
    type($scalar) `,` qualified(type($src1)) `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
}

// ins(%src, %tmp : T, T) outs(%dst : T) (row reductions and arg reductions)
class PTO_TileTmpOp<string mnemonic, string pipe, list<Trait> traits = []>
    : PTO_TileOp<mnemonic, pipe, traits> {
  let arguments = (ins Arg<PTO_AnyTileBuf, "source", [MemRead]>:$src,
                       Arg<PTO_AnyTileBuf, "scratch", [MemRead, MemWrite]>:$tmp,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $src `,` $tmp `:` qualified(type($src)) `,` qualified(type($tmp))
    `)` `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
}

// ins(%src0, %src1[, %tmp] : T, T[, T]) outs(%dst : T)
class PTO_BinaryOptTmpTileOp<string mnemonic, string pipe,
                             list<Trait> traits = []>
    : PTO_TileOp<mnemonic, pipe, traits> {
  let arguments = (ins Arg<PTO_AnyTileBuf, "first source", [MemRead]>:$src0,
                       Arg<PTO_AnyTileBuf, "second source", [MemRead]>:$src1,
                       Arg<Optional<PTO_AnyTileBuf>, "scratch",
                           [MemRead, MemWrite]>:$tmp,
                       Arg<PTO_AnyTileBuf, "destination", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $src0 `,` $src1 (`,` $tmp^)? `:` qualified(type($src0)) `,`
    qualified(type($src1)) (`,` qualified(type($tmp))^)? `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
}

#endif // TIRPTO_DIALECT_PTO_IR_PTOOPBASE_TD
