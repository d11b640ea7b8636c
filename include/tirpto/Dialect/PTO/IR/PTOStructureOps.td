//===- PTOStructureOps.td - kernel structure and debug -----*- tablegen -*-===//
//
// Core-kind sections, block and sub-block indices, debug printing,
// ptoas-format.md §4.11 and §4.13.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTOSTRUCTUREOPS_TD
#define TIRPTO_DIALECT_PTO_IR_PTOSTRUCTUREOPS_TD

include "tirpto/Dialect/PTO/IR/PTOOpBase.td"
include "mlir/Interfaces/InferIntRangeInterface.td"

class PTO_IndexQueryOp<string mnemonic, string what, string range>
    : PTO_Op<mnemonic, [Pure, DeclareOpInterfaceMethods<InferIntRangeInterface,
                                                        ["inferResultRanges"]>]> {
  let summary = what;
  let description = [{
    ```mlir
    %v = pto.}] # mnemonic # [{
    ```

    Integer range (MLIR's integer range analysis, used by
    `pto-verify-bounds`): }] # range # [{.
  }];
  let results = (outs I64:$result);
  let assemblyFormat = "attr-dict";
}

def PTO_GetBlockIdxOp : PTO_IndexQueryOp<"get_block_idx",
    "index of the AI core block running the kernel (i64)",
    "`[0, blocks - 1]`, where `blocks` is the product of the function's "
    "`tirpto.grid` (the launch grid tirpto records), or `2^31 - 1` without "
    "one">;
def PTO_GetBlockNumOp : PTO_IndexQueryOp<"get_block_num",
    "number of blocks the kernel runs on (i64)",
    "`blocks` (see `pto.get_block_idx`), or `[1, 2^31 - 1]`">;
def PTO_GetSubBlockIdxOp : PTO_IndexQueryOp<"get_subblock_idx",
    "index of the vector sub-core within the block (i64, 0 or 1)",
    "`[0, 1]`">;
def PTO_GetSubBlockNumOp : PTO_IndexQueryOp<"get_subblock_num",
    "number of vector sub-cores per block (i64)", "`[1, 2]`">;

class PTO_SectionOp<string mnemonic, string core>
    : PTO_Op<mnemonic, [SingleBlock, NoTerminator, RecursiveMemoryEffects]> {
  let summary = "code for the " # core # " core only";
  let description = [{
    Emitted by ptoas inside `#if defined(__DAV_}] # !toupper(core) # [{__)`.
    Intra-core synchronisation never pairs across the two kinds of sections
    (ptoas-format.md §4.11): express cross-core dependencies with
    `pto.sync.set`/`pto.sync.wait`.

    ```mlir
    pto.}] # mnemonic # [{ {
      ...
    }
    ```

    Errors: a section nested in another section.
  }];
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$body attr-dict";
  let hasVerifier = 1;
}

def PTO_SectionCubeOp : PTO_SectionOp<"section.cube", "cube">;
def PTO_SectionVectorOp : PTO_SectionOp<"section.vector", "vec">;

def PTO_TPrintOp : PTO_TileOp<"tprint", "PIPE_V",
    // Printing is an effect of its own: the op is never dead.
    [MemoryEffects<[MemWrite]>]> {
  let summary = "print a tile or a global-memory window (debug)";
  let description = [{
    ```mlir
    pto.tprint ins(%t : !pto.tile_buf<vec, 16x16xf32>)
    pto.tprint ins(%pv : !pto.partition_tensor_view<16x16xf32>)
    ```

    Errors: a tile outside vec; an element type other than f16, f32, i8,
    i16 or i32 (tirpto::getPrintElements: pto-isa's TPRINT prints no
    other, of a tile or of global memory).
  }];
  let arguments = (ins Arg<AnyTypeOf<[PTO_AnyTileBuf, PTO_AnyPartitionView],
                               "!pto.tile_buf or !pto.partition_tensor_view">,
                           "tile or window", [MemRead]>:$src);
  let assemblyFormat = "`ins` `(` $src `:` qualified(type($src)) `)` attr-dict";
  let customVerifier = 1;
}

def PTO_PrintOp : PTO_Op<"print"> {
  let summary = "print a scalar with a format string (debug)";
  let description = [{
    ```mlir
    pto.print ins("value %f", %x : f32)
    ```
  }];
  let arguments = (ins StrAttr:$format, PTO_Scalar:$scalar);
  let assemblyFormat = [{
    `ins` `(` $format `,` $scalar `:` type($scalar) `)` attr-dict
  }];
}

def PTO_TrapOp : PTO_Op<"trap"> {
  let summary = "stop the kernel (debug)";
  let description = [{
    ```mlir
    pto.trap
    ```
  }];
  let assemblyFormat = "attr-dict";
}

#endif // TIRPTO_DIALECT_PTO_IR_PTOSTRUCTUREOPS_TD
