//===- PTOMatrixOps.td - Cube matrix ops (pipe M) ----------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTOMATRIXOPS_TD
#define TIRPTO_DIALECT_PTO_IR_PTOMATRIXOPS_TD

include "tirpto/Dialect/PTO/IR/PTOOpBase.td"

def PTO_TMatmulOp : PTO_TileOp<"tmatmul", "PIPE_M"> {
  let summary = "dst = lhs x rhs on the Cube";
  let description = [{
    `lhs` (`left`, M x K) times `rhs` (`right`, K x N) into `dst` (`acc`,
    M x N), overwriting it.

    ```mlir
    pto.tmatmul ins(%a, %b : !pto.tile_buf<loc=left, ...>, !pto.tile_buf<loc=right, ...>) outs(%c : !pto.tile_buf<loc=acc, ...>)
    ```

    Errors (ptoas-format.md §2.6, §4.5): operands in other locations; a
    `right` tile not row_major/col_major; an `acc` tile not
    col_major/row_major/fractal 1024 (tirpto checks both on a3 too, where
    ptoas does not); dims that disagree or lie outside [1, 4095]; a dtype
    triple other than (f32; f16, f16), (f32; bf16, bf16), (f32; f32, f32),
    (i32; i8, i8).
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "A", [MemRead]>:$lhs,
                       Arg<PTO_AnyTileBuf, "B", [MemRead]>:$rhs,
                       Arg<PTO_AnyTileBuf, "C", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $lhs `,` $rhs `:` qualified(type($lhs)) `,` qualified(type($rhs)) `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
  let hasVerifier = 1;
}

def PTO_TMatmulAccOp : PTO_TileOp<"tmatmul.acc", "PIPE_M"> {
  let summary = "dst = acc_in + lhs x rhs on the Cube";
  let description = [{
    Like `pto.tmatmul`, adding the product to `acc_in` (normally the same
    tile as `dst`).

    ```mlir
    pto.tmatmul.acc ins(%c, %a, %b : !pto.tile_buf<loc=acc, ...>, !pto.tile_buf<loc=left, ...>, !pto.tile_buf<loc=right, ...>) outs(%c : !pto.tile_buf<loc=acc, ...>)
    ```

    Errors: those of `pto.tmatmul`, and an `acc_in` of another type than
    `dst`.
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "C in", [MemRead]>:$acc_in,
                       Arg<PTO_AnyTileBuf, "A", [MemRead]>:$lhs,
                       Arg<PTO_AnyTileBuf, "B", [MemRead]>:$rhs,
                       Arg<PTO_AnyTileBuf, "C out", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $acc_in `,` $lhs `,` $rhs `:` qualified(type($acc_in)) `,`
    qualified(type($lhs)) `,` qualified(type($rhs)) `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
  let hasVerifier = 1;
}

#endif // TIRPTO_DIALECT_PTO_IR_PTOMATRIXOPS_TD
