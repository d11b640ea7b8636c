//===- PTOMatrixOps.td - Cube matrix ops (pipe M) ----------*- tablegen -*-===//
//
// Matrix multiply and matrix-vector multiply on the Cube, ptoas-format.md
// §4.5 and §2.6: `left` (L0A) x `right` (L0B) into `acc` (L0C), optionally
// with a `bias` tile; the `.mx` forms (a5 only) take scaling tiles for the
// two operands.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTOMATRIXOPS_TD
#define TIRPTO_DIALECT_PTO_IR_PTOMATRIXOPS_TD

include "tirpto/Dialect/PTO/IR/PTOOpBase.td"

// Shared description of the operand rules.
defvar PTO_MatmulErrors = [{
    Errors (ptoas-format.md §2.6, §4.5): operands in other locations; a
    `left` tile whose slayout is not row_major (ptoas's parser forces its
    blayout per arch); a `right` tile not row_major/col_major; an `acc`
    tile not col_major/row_major/fractal 1024 (tirpto checks both on a3 too,
    where ptoas does not); a dtype triple other than (f32; f16, f16),
    (f32; bf16, bf16), (f32; f32, f32), (i32; i8, i8) (a5 also (f32; T, T)
    for one fp8 type T); a bias tile not in bias, of more than one row, of
    another element type or valid columns than dst, or (a5) not row_major;
    for tmatmul, physical shapes other than lhs MxK, rhs KxN, dst MxN; valid
    dims that disagree or lie outside [1, 4095]; for tgemv, more than one
    valid row in lhs.
}];

class PTO_MatmulOp<string mnemonic, string what, string kind>
    : PTO_TileOp<mnemonic, "PIPE_M"> {
  // One of "plain", "acc", "bias"; decides the operands.
  string matmulKind = kind;
  bit isGemv = 0;
  let summary = what;
  let arguments = !cond(
      !eq(kind, "acc"):
        (ins Arg<PTO_AnyTileBuf, "C in", [MemRead]>:$acc_in,
             Arg<PTO_AnyTileBuf, "A", [MemRead]>:$lhs,
             Arg<PTO_AnyTileBuf, "B", [MemRead]>:$rhs,
             Arg<PTO_AnyTileBuf, "C", [MemWrite]>:$dst),
      !eq(kind, "bias"):
        (ins Arg<PTO_AnyTileBuf, "A", [MemRead]>:$lhs,
             Arg<PTO_AnyTileBuf, "B", [MemRead]>:$rhs,
             Arg<PTO_AnyTileBuf, "bias", [MemRead]>:$bias,
             Arg<PTO_AnyTileBuf, "C", [MemWrite]>:$dst),
      true:
        (ins Arg<PTO_AnyTileBuf, "A", [MemRead]>:$lhs,
             Arg<PTO_AnyTileBuf, "B", [MemRead]>:$rhs,
             Arg<PTO_AnyTileBuf, "C", [MemWrite]>:$dst));
  let assemblyFormat = !cond(
      !eq(kind, "acc"): [{
        `ins` `(` $acc_in `,` $lhs `,` $rhs `:` qualified(type($acc_in)) `,`
        qualified(type($lhs)) `,` qualified(type($rhs)) `)`
        `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
      }],
      !eq(kind, "bias"): [{
        `ins` `(` $lhs `,` $rhs `,` $bias `:` qualified(type($lhs)) `,`
        qualified(type($rhs)) `,` qualified(type($bias)) `)`
        `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
      }],
      true: [{
        `ins` `(` $lhs `,` $rhs `:` qualified(type($lhs)) `,`
        qualified(type($rhs)) `)` `outs` `(` $dst `:` qualified(type($dst)) `)`
        attr-dict
      }]);
  let verifierCall = "detail::verifyMatmul(*this, getLhs(), getRhs(), getDst(), "
      # !if(!eq(kind, "acc"), "getAccIn()", "Value()") # ", "
      # !if(!eq(kind, "bias"), "getBias()", "Value()") # ", /*gemv=*/"
      # !if(isGemv, "true", "false") # ")";
}

def PTO_TMatmulOp : PTO_MatmulOp<"tmatmul", "dst = lhs x rhs on the Cube", "plain"> {
  let description = [{
    `lhs` (`left`, M x K) times `rhs` (`right`, K x N) into `dst` (`acc`,
    M x N), overwriting it.

    ```mlir
    pto.tmatmul ins(%a, %b : !pto.tile_buf<loc=left, ...>, !pto.tile_buf<loc=right, ...>) outs(%c : !pto.tile_buf<loc=acc, ...>)
    ```
}] # PTO_MatmulErrors;
}

def PTO_TMatmulAccOp : PTO_MatmulOp<"tmatmul.acc", "dst = acc_in + lhs x rhs on the Cube", "acc"> {
  let description = [{
    Like `pto.tmatmul`, adding the product to `acc_in` (normally the same
    tile as `dst`; it must have the same type).

    ```mlir
    pto.tmatmul.acc ins(%c, %a, %b : !pto.tile_buf<loc=acc, ...>, !pto.tile_buf<loc=left, ...>, !pto.tile_buf<loc=right, ...>) outs(%c : !pto.tile_buf<loc=acc, ...>)
    ```
}] # PTO_MatmulErrors;
}

def PTO_TMatmulBiasOp : PTO_MatmulOp<"tmatmul.bias", "dst = lhs x rhs + bias on the Cube", "bias"> {
  let description = [{
    Like `pto.tmatmul`, adding the per-column `bias` (a `bias` tile of one row
    and the accumulator's element type).

    ```mlir
    pto.tmatmul.bias ins(%a, %b, %bias : !pto.tile_buf<loc=left, ...>, !pto.tile_buf<loc=right, ...>, !pto.tile_buf<loc=bias, ...>) outs(%c : !pto.tile_buf<loc=acc, ...>)
    ```
}] # PTO_MatmulErrors;
}

def PTO_TGemvOp : PTO_MatmulOp<"tgemv", "dst = lhs x rhs with a one-row lhs", "plain"> {
  let isGemv = 1;
  let description = [{
    The matrix-vector form of `pto.tmatmul`: `lhs` and `dst` have one valid
    row.

    ```mlir
    pto.tgemv ins(%a, %b : !pto.tile_buf<loc=left, ...>, !pto.tile_buf<loc=right, ...>) outs(%c : !pto.tile_buf<loc=acc, ...>)
    ```
}] # PTO_MatmulErrors;
}

def PTO_TGemvAccOp : PTO_MatmulOp<"tgemv.acc", "dst = acc_in + lhs x rhs with a one-row lhs", "acc"> {
  let isGemv = 1;
  let description = [{
    The accumulating form of `pto.tgemv`.

    ```mlir
    pto.tgemv.acc ins(%c, %a, %b : !pto.tile_buf<loc=acc, ...>, !pto.tile_buf<loc=left, ...>, !pto.tile_buf<loc=right, ...>) outs(%c : !pto.tile_buf<loc=acc, ...>)
    ```
}] # PTO_MatmulErrors;
}

def PTO_TGemvBiasOp : PTO_MatmulOp<"tgemv.bias", "dst = lhs x rhs + bias with a one-row lhs", "bias"> {
  let isGemv = 1;
  let description = [{
    The bias form of `pto.tgemv`.

    ```mlir
    pto.tgemv.bias ins(%a, %b, %bias : !pto.tile_buf<loc=left, ...>, !pto.tile_buf<loc=right, ...>, !pto.tile_buf<loc=bias, ...>) outs(%c : !pto.tile_buf<loc=acc, ...>)
    ```
}] # PTO_MatmulErrors;
}

// The microscaled (.mx) forms, a5 only.
class PTO_MxMatmulOp<string mnemonic, string what, string kind>
    : PTO_TileOp<mnemonic, "PIPE_M"> {
  bit isGemv = 0;
  let summary = what # " (microscaled, a5 only)";
  let description = [{
    The block-scaled form: `a_scale` and `b_scale` are the scale tiles of
    `a` and `b`. a5 only (ptoas-format.md §4.5).

    ```mlir
    pto.}] # mnemonic # [{ ins(%a, %as, %b, %bs : !pto.tile_buf<left, ...>, !pto.tile_buf<scaling, ...>, !pto.tile_buf<right, ...>, !pto.tile_buf<scaling, ...>) outs(%c : !pto.tile_buf<acc, ...>)
    ```

    Errors: on a3; `a` not in left, `b` not in right, `a_scale` or
    `b_scale` not in scaling, `dst` not in acc (and `bias` not in bias);
    `c_in` of another type than `dst`; operands that are not fp8 or a `dst`
    that is not f32; for tgemv.mx*, a scale tile whose shape or valid shape
    differs from its operand's, or an `a` or `dst` of more than one valid
    row.
  }];
  let arguments = !cond(
      !eq(kind, "acc"):
        (ins Arg<PTO_AnyTileBuf, "C in", [MemRead]>:$c_in,
             Arg<PTO_AnyTileBuf, "A", [MemRead]>:$a,
             Arg<PTO_AnyTileBuf, "A scale", [MemRead]>:$a_scale,
             Arg<PTO_AnyTileBuf, "B", [MemRead]>:$b,
             Arg<PTO_AnyTileBuf, "B scale", [MemRead]>:$b_scale,
             Arg<PTO_AnyTileBuf, "C", [MemWrite]>:$dst),
      !eq(kind, "bias"):
        (ins Arg<PTO_AnyTileBuf, "A", [MemRead]>:$a,
             Arg<PTO_AnyTileBuf, "A scale", [MemRead]>:$a_scale,
             Arg<PTO_AnyTileBuf, "B", [MemRead]>:$b,
             Arg<PTO_AnyTileBuf, "B scale", [MemRead]>:$b_scale,
             Arg<PTO_AnyTileBuf, "bias", [MemRead]>:$bias,
             Arg<PTO_AnyTileBuf, "C", [MemWrite]>:$dst),
      true:
        (ins Arg<PTO_AnyTileBuf, "A", [MemRead]>:$a,
             Arg<PTO_AnyTileBuf, "A scale", [MemRead]>:$a_scale,
             Arg<PTO_AnyTileBuf, "B", [MemRead]>:$b,
             Arg<PTO_AnyTileBuf, "B scale", [MemRead]>:$b_scale,
             Arg<PTO_AnyTileBuf, "C", [MemWrite]>:$dst));
  let assemblyFormat = !cond(
      !eq(kind, "acc"): [{
        `ins` `(` $c_in `,` $a `,` $a_scale `,` $b `,` $b_scale `:`
        qualified(type($c_in)) `,` qualified(type($a)) `,`
        qualified(type($a_scale)) `,` qualified(type($b)) `,`
        qualified(type($b_scale)) `)` `outs` `(` $dst `:` qualified(type($dst))
        `)` attr-dict
      }],
      !eq(kind, "bias"): [{
        `ins` `(` $a `,` $a_scale `,` $b `,` $b_scale `,` $bias `:`
        qualified(type($a)) `,` qualified(type($a_scale)) `,`
        qualified(type($b)) `,` qualified(type($b_scale)) `,`
        qualified(type($bias)) `)` `outs` `(` $dst `:` qualified(type($dst))
        `)` attr-dict
      }],
      true: [{
        `ins` `(` $a `,` $a_scale `,` $b `,` $b_scale `:` qualified(type($a))
        `,` qualified(type($a_scale)) `,` qualified(type($b)) `,`
        qualified(type($b_scale)) `)` `outs` `(` $dst `:` qualified(type($dst))
        `)` attr-dict
      }]);
  let verifierCall = "detail::verifyMxMatmul(*this, getA(), getAScale(), "
      # "getB(), getBScale(), getDst(), "
      # !if(!eq(kind, "acc"), "getCIn()", "Value()") # ", "
      # !if(!eq(kind, "bias"), "getBias()", "Value()") # ", /*gemv=*/"
      # !if(isGemv, "true", "false") # ")";
}

def PTO_TMatmulMxOp : PTO_MxMatmulOp<"tmatmul.mx", "dst = a x b", "plain">;
def PTO_TMatmulMxAccOp : PTO_MxMatmulOp<"tmatmul.mx.acc", "dst = c_in + a x b", "acc">;
def PTO_TMatmulMxBiasOp : PTO_MxMatmulOp<"tmatmul.mx.bias", "dst = a x b + bias", "bias">;
def PTO_TGemvMxOp : PTO_MxMatmulOp<"tgemv.mx", "dst = a x b with a one-row a", "plain"> {
  let isGemv = 1;
}
def PTO_TGemvMxAccOp : PTO_MxMatmulOp<"tgemv.mx.acc", "dst = c_in + a x b with a one-row a", "acc"> {
  let isGemv = 1;
}
def PTO_TGemvMxBiasOp : PTO_MxMatmulOp<"tgemv.mx.bias", "dst = a x b + bias with a one-row a", "bias"> {
  let isGemv = 1;
}

def PTO_TGetScaleAddrOp : PTO_TileOp<"tget_scale_addr", "PIPE_S"> {
  let summary = "bind a scaling tile to the scale address of a tile (a5 only)";
  let description = [{
    ```mlir
    pto.tget_scale_addr ins(%a : !pto.tile_buf<left, ...>) outs(%s : !pto.tile_buf<scaling, ...>)
    ```

    Errors: on a3; a destination not in the scaling location.
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "data tile", [MemRead]>:$src,
                       Arg<PTO_AnyTileBuf, "scale tile", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `ins` `(` $src `:` qualified(type($src)) `)`
    `outs` `(` $dst `:` qualified(type($dst)) `)` attr-dict
  }];
  let customVerifier = 1;
}

#endif // TIRPTO_DIALECT_PTO_IR_PTOMATRIXOPS_TD
