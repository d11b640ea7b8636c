//===- AscendCubeOps.td - Cube unit ------------------------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_ASCEND_IR_ASCENDCUBEOPS_TD
#define TIRPTO_DIALECT_ASCEND_IR_ASCENDCUBEOPS_TD

include "tirpto/Dialect/Ascend/IR/AscendOpBase.td"

def Ascend_MmadOp : Ascend_HwOp<"mmad", "M", "::mlir::ascend::CoreType::AIC"> {
  let summary = "Cube matrix multiply: C = A x B (init) or C += A x B";
  let description = [{
    `A` (`M x K`, in `l0a`) times `B` (`K x N`, in `l0b`) into the
    accumulator `C` (`M x N`, in `l0c`). When `init` is true the product
    overwrites `C`, otherwise it is added to it; `init` is an `i1` value so a
    K loop can initialise on its first iteration only.

    With `depth(%k)` only the first `%k` columns of `A` and rows of `B` take
    part (a GEMM whose K is not a multiple of the block: the rest of the
    operands holds stale data past the tensor's edge). `%k` is made by
    `ascend-clip-gm-regions`; at run time it lies in [1, K]. It lowers to
    the operands' valid shapes: PTO's `tmatmul` sums over the valid columns
    of its left operand (pto-isa `docs/isa/TMATMUL.md`).

    Accepted element types `(C; A, B)`: `(f32; f16, f16)`, `(f32; bf16, bf16)`,
    `(f32; f32, f32)`, `(i32; i8, i8)`. M, K and N lie in [1, 4095].
    Source: ascend-hardware.md §1.5 (Cube dtypes, mmad m/k/n range).

    ```mlir
    ascend.mmad ins(%a, %b : memref<128x32xf16, #ascend.address_space<l0a>>, memref<32x128xf16, #ascend.address_space<l0b>>)
                outs(%c : memref<128x128xf32, #ascend.address_space<l0c>>) init(%first)
    ascend.mmad ins(%a, %b : memref<128x32xf16, #ascend.address_space<l0a>>, memref<32x128xf16, #ascend.address_space<l0b>>)
                outs(%c : memref<128x128xf32, #ascend.address_space<l0c>>) init(%first) depth(%k)
    ```

    Errors: operands in other spaces, non-rank-2 operands, dimensions that
    disagree or fall outside [1, 4095], an unsupported dtype triple, a
    constant `depth` outside [1, K].
  }];
  let arguments = (ins Arg<AnyStaticShapeMemRef, "A in L0A", [MemRead]>:$a,
                       Arg<AnyStaticShapeMemRef, "B in L0B", [MemRead]>:$b,
                       Arg<AnyStaticShapeMemRef, "C in L0C",
                           [MemRead, MemWrite]>:$c,
                       I1:$init,
                       Optional<Index>:$depth);
  let assemblyFormat = [{
    `ins` `(` $a `,` $b `:` type($a) `,` type($b) `)`
    `outs` `(` $c `:` type($c) `)` `init` `(` $init `)`
    (`depth` `(` $depth^ `)`)? attr-dict
  }];
  let hasVerifier = 1;
}

#endif // TIRPTO_DIALECT_ASCEND_IR_ASCENDCUBEOPS_TD
