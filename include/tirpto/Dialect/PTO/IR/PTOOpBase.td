//===- PTOOpBase.td - base classes of pto ops --------------*- tablegen -*-===//

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

// A tile instruction on pipe `pipe` (a Pipe case name); an empty `pipe` means
// the op computes it in C++.
class PTO_TileOp<string mnemonic, string pipe, list<Trait> traits = []>
    : PTO_Op<mnemonic, !listconcat(traits,
          [DeclareOpInterfaceMethods<PTO_PipeOpInterface>])> {
  let extraClassDefinition = !if(!empty(pipe), "",
      "::mlir::pto::Pipe $cppClass::getPipe() { return ::mlir::pto::Pipe::"
      # pipe # "; }\n");
}

#endif // TIRPTO_DIALECT_PTO_IR_PTOOPBASE_TD
