//===- TIRDialect.td - The tir dialect ---------------------*- tablegen -*-===//
//
// The tir dialect: an MLIR image of TileLang's tile-level TIR.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_DIALECT_TIR_IR_TIRDIALECT_TD
#define TIRPTO_DIALECT_TIR_IR_TIRDIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def TIR_Dialect : Dialect {
  let name = "tir";
  let cppNamespace = "::mlir::tir";
  let summary = "TileLang tile-level TIR, imported into MLIR without loss";
  let description = [{
    The `tir` dialect represents what a TileLang programmer wrote, after
    TileLang's front end and before any of TileLang's own lowering. It does not
    decide hardware placement: that is the job of `convert-tir-to-ascend`.

    What goes here:
    * the storage scope of every buffer, verbatim, as the memory space of its
      memref type: `memref<32x128xf16, #tir.scope<"shared.dyn">>`;
    * TileLang's tile-level statements: `T.Kernel` (`tir.kernel`),
      `T.alloc_*` (`tir.alloc_buffer`), `T.copy` (`tir.copy`), `T.gemm`
      (`tir.gemm`), `T.fill`/`T.clear` (`tir.fill`), and loops with their kind
      and annotations (`tir.for`).

    What does not go here: hardware address spaces, pipes, layouts. Element-wise
    bodies of `T.Parallel` loops use the upstream `memref`, `arith` and `math`
    dialects inside `tir.for`; buffer regions are `memref.subview`s.

    Kernel arguments are global-memory buffers: memrefs with no memory space or
    with `#tir.scope<"global">`.
  }];
  let useDefaultAttributePrinterParser = 1;
  let hasRegionArgAttrVerify = 1;
  let dependentDialects = ["::mlir::memref::MemRefDialect",
                           "::mlir::arith::ArithDialect"];
}

class TIR_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<TIR_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

class TIR_Op<string mnemonic, list<Trait> traits = []>
    : Op<TIR_Dialect, mnemonic, traits>;

#endif // TIRPTO_DIALECT_TIR_IR_TIRDIALECT_TD
