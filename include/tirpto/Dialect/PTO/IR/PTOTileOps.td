//===- PTOTileOps.td - tile allocation ---------------------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTOTILEOPS_TD
#define TIRPTO_DIALECT_PTO_IR_PTOTILEOPS_TD

include "tirpto/Dialect/PTO/IR/PTOOpBase.td"

def PTO_AllocTileOp : PTO_Op<"alloc_tile", [AttrSizedOperandSegments]> {
  let summary = "allocate a tile buffer";
  let description = [{
    Allocates a tile of the result type. At ptoas's default level 2 the
    address is planned by ptoas and `addr` must be absent; at level 3 every
    tile carries `addr` (an `i64` byte offset in its location).

    `valid_row` / `valid_col` (`index`) give a dynamic valid shape and are
    present exactly when the matching `v_row` / `v_col` of the type is `?`.

    ```mlir
    %t = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=128, v_row=16, v_col=128, blayout=row_major, slayout=none_box, fractal=512, pad=0>
    %p = pto.alloc_tile valid_row = %r valid_col = %c : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=32, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>
    ```

    Errors: a valid operand without the matching dynamic dim, or a dynamic
    dim without its operand.
  }];
  let arguments = (ins Optional<I64>:$addr, Optional<Index>:$valid_row,
                       Optional<Index>:$valid_col);
  let results = (outs Res<PTO_AnyTileBuf, "the tile",
                          [MemAlloc<DefaultResource>]>:$result);
  let assemblyFormat = [{
    (`addr` `=` $addr^)? (`valid_row` `=` $valid_row^)?
    (`valid_col` `=` $valid_col^)? attr-dict `:` qualified(type($result))
  }];
  let hasVerifier = 1;
}

#endif // TIRPTO_DIALECT_PTO_IR_PTOTILEOPS_TD
