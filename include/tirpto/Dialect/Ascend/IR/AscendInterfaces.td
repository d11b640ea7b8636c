//===- AscendInterfaces.td - interfaces of ascend ops ------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_ASCEND_IR_ASCENDINTERFACES_TD
#define TIRPTO_DIALECT_ASCEND_IR_ASCENDINTERFACES_TD

include "mlir/IR/OpBase.td"

def Ascend_PipeOpInterface : OpInterface<"PipeOpInterface"> {
  let cppNamespace = "::mlir::ascend";
  let description = [{
    An op issued on one Ascend instruction pipe and run by one core type.
    Synchronisation and core-type inference read these.
  }];
  let methods = [
    InterfaceMethod<"The pipe the op is issued on.", "::mlir::ascend::Pipe",
                    "getPipe">,
    InterfaceMethod<[{The core that runs the op: AIC (Cube) or AIV (Vector);
                      std::nullopt for scalar work that runs on either.}],
                    "::std::optional<::mlir::ascend::CoreType>",
                    "getCoreType">,
  ];
}

def Ascend_ScratchOpInterface : OpInterface<"ScratchOpInterface"> {
  let cppNamespace = "::mlir::ascend";
  let description = [{
    A Vector op whose PTO instruction may need a scratch tile (its optional
    `tmp` operand), or may be unable to write a tile it also reads. Both
    facts come from the kind table (AscendVectorKinds.td): a form needs a
    scratch tile when its PTO instruction has a required `tmp`, and runs in
    place unless the instruction is `PTO_NotInPlace` on the arch.

    `ascend-allocate-scratch` gives each op the scratch tile it needs and a
    `dst` of its own where it cannot run in place; `ascend-check-capacity`
    then counts scratch tiles as the ordinary buffers they are, and
    `convert-ascend-to-pto` passes `tmp` to the instruction.
  }];
  let methods = [
    InterfaceMethod<[{The type of the scratch tile the op's PTO instruction
                      takes (a UB buffer with the identity layout), or
                      std::nullopt when it takes none.}],
                    "::std::optional<::mlir::MemRefType>", "getScratchType">,
    InterfaceMethod<[{Whether the op, lowered for `arch`, must write a tile
                      other than the ones it reads: its `dst` is one of its
                      sources and the PTO instruction cannot run in place.}],
                    "bool", "needsSeparateDst", (ins "::mlir::ascend::Arch":$arch)>,
    InterfaceMethod<"The scratch tile (`tmp`), or a null value.",
                    "::mlir::Value", "getScratch", (ins),
                    [{ return $_op.getTmp(); }]>,
    InterfaceMethod<"Sets the scratch tile (`tmp`).", "void", "setScratch",
                    (ins "::mlir::Value":$tmp),
                    [{ $_op.getTmpMutable().assign(tmp); }]>,
    InterfaceMethod<"The tile the op writes (`dst`).", "::mlir::Value",
                    "getDst", (ins), [{ return $_op.getDst(); }]>,
    InterfaceMethod<"Sets the tile the op writes (`dst`).", "void",
                    "setDst", (ins "::mlir::Value":$dst),
                    [{ $_op.getDstMutable().assign(dst); }]>,
  ];
}

#endif // TIRPTO_DIALECT_ASCEND_IR_ASCENDINTERFACES_TD
