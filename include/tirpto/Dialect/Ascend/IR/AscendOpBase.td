//===- AscendOpBase.td - base classes of ascend ops --------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_ASCEND_IR_ASCENDOPBASE_TD
#define TIRPTO_DIALECT_ASCEND_IR_ASCENDOPBASE_TD

include "tirpto/Dialect/Ascend/IR/AscendDialect.td"
include "tirpto/Dialect/Ascend/IR/AscendEnums.td"
include "tirpto/Dialect/Ascend/IR/AscendInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

// An op issued on one pipe. `pipe` names an Ascend::Pipe case, `core` a C++
// expression of type std::optional<CoreType>; an empty string means the op
// computes it in C++ (AscendOps.cpp).
class Ascend_HwOp<string mnemonic, string pipe, string core,
                  list<Trait> traits = []>
    : Ascend_Op<mnemonic, !listconcat(traits,
          [DeclareOpInterfaceMethods<Ascend_PipeOpInterface>])> {
  string pipeDefinition = !if(!empty(pipe), "",
      "::mlir::ascend::Pipe $cppClass::getPipe() { return ::mlir::ascend::Pipe::"
      # pipe # "; }\n");
  string coreDefinition = !if(!empty(core), "",
      "::std::optional<::mlir::ascend::CoreType> $cppClass::getCoreType() { return "
      # core # "; }\n");
  let extraClassDefinition = pipeDefinition # coreDefinition;
}

// DMA ops: `ascend.X ins(%src : T) outs(%dst : T) {attrs}`.
class Ascend_DmaOp<string mnemonic, string pipe, string core,
                   list<Trait> traits = []>
    : Ascend_HwOp<mnemonic, pipe, core, traits> {
  let assemblyFormat = [{
    `ins` `(` $source `:` type($source) `)`
    `outs` `(` $target `:` type($target) `)` attr-dict
  }];
  let hasVerifier = 1;
}

#endif // TIRPTO_DIALECT_ASCEND_IR_ASCENDOPBASE_TD
