//===- AscendTypes.td - ascend dialect types ---------------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_ASCEND_IR_ASCENDTYPES_TD
#define TIRPTO_DIALECT_ASCEND_IR_ASCENDTYPES_TD

include "tirpto/Dialect/Ascend/IR/AscendDialect.td"
include "mlir/IR/AttrTypeBase.td"

def Ascend_FftsType : TypeDef<Ascend_Dialect, "Ffts"> {
  let mnemonic = "ffts";
  let summary = "the FFTS base address of an a3 kernel with cross-core sync";
  let description = [{
    On Atlas A2/A3 the Cube and Vector cores signal each other through the
    FFTS unit, whose base address the host passes to the kernel and each
    core sets before its first cross-core flag (ascend-hardware.md §1.4;
    the tile FIFO's pushes and pops use such flags too). A kernel argument
    of this type is that address; `ascend.set_ffts` sets it. It lowers to
    the `memref<256xi64>` argument ptoas expects (`pto.set_ffts`).

    ```mlir
    func.func private @k_aic(%ffts: !ascend.ffts) { ascend.set_ffts %ffts ... }
    ```
  }];
}

#endif // TIRPTO_DIALECT_ASCEND_IR_ASCENDTYPES_TD
