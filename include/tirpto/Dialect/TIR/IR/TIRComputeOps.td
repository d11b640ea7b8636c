//===- TIRComputeOps.td - tile compute ops -----------------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_TIR_IR_TIRCOMPUTEOPS_TD
#define TIRPTO_DIALECT_TIR_IR_TIRCOMPUTEOPS_TD

include "tirpto/Dialect/TIR/IR/TIRAttrs.td"
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def TIR_GemmOp : TIR_Op<"gemm"> {
  let summary = "T.gemm: C (+)= op(A) x op(B)";
  let description = [{
    `T.gemm(A, B, C, transpose_A, transpose_B, clear_accum)`: with
    `op(X) = X^T` when the matching `transpose_*` flag is set, computes
    `C = op(A) x op(B)` when `clear_accum` is true and `C += op(A) x op(B)`
    otherwise. All operands are rank-2 buffers; `op(A)` is `M x K`, `op(B)`
    is `K x N`, `C` is `M x N`.

    `clear_accum` is a TIR expression in TileLang (for example `k == 0`), so
    it is an optional `i1` operand here; absent means false.

    `policy`, `k_pack` and `wg_wait` are GPU warp-partition knobs of the
    shared TileLang front end; they are kept as attributes and ignored.

    ```mlir
    tir.gemm %A_shared, %B_shared, %C_local {transpose_a, transpose_b}
        : memref<32x128xf16, #tir.scope<"shared.dyn">>,
          memref<128x32xf16, #tir.scope<"shared.dyn">>,
          memref<128x128xf32, #tir.scope<"local.fragment">>
    ```

    Errors: operands that are not rank 2, or whose dimensions disagree.
  }];
  let arguments = (ins Arg<AnyStaticShapeMemRef, "A", [MemRead]>:$a,
                       Arg<AnyStaticShapeMemRef, "B", [MemRead]>:$b,
                       Arg<AnyStaticShapeMemRef, "C", [MemRead, MemWrite]>:$c,
                       Optional<I1>:$clear_accum,
                       UnitAttr:$transpose_a, UnitAttr:$transpose_b,
                       OptionalAttr<StrAttr>:$policy,
                       OptionalAttr<I64Attr>:$k_pack,
                       OptionalAttr<I64Attr>:$wg_wait);
  let assemblyFormat = [{
    $a `,` $b `,` $c (`clear_accum` `(` $clear_accum^ `)`)? attr-dict `:`
    type($a) `,` type($b) `,` type($c)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// M, N and K of the product.
    int64_t getM();
    int64_t getN();
    int64_t getK();
  }];
}

#endif // TIRPTO_DIALECT_TIR_IR_TIRCOMPUTEOPS_TD
