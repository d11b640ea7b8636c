//===- TIRBufferOps.td - buffers, copies, fills ------------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_TIR_IR_TIRBUFFEROPS_TD
#define TIRPTO_DIALECT_TIR_IR_TIRBUFFEROPS_TD

include "tirpto/Dialect/TIR/IR/TIRAttrs.td"
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def TIR_AllocBufferOp : TIR_Op<"alloc_buffer"> {
  let summary = "T.alloc_shared / T.alloc_fragment / T.alloc_*: a local buffer";
  let description = [{
    Allocates a local buffer of static shape whose storage scope is the
    `#tir.scope` memory space of the result type. `name` is the TileLang
    buffer name, used in diagnostics.

    ```mlir
    %A_shared = tir.alloc_buffer "A_shared" : memref<32x128xf16, #tir.scope<"shared.dyn">>
    %C_local = tir.alloc_buffer "C_local" : memref<128x128xf32, #tir.scope<"local.fragment">>
    ```

    Errors: a result without a `#tir.scope` memory space, the `global` scope
    (global buffers are kernel arguments), a dynamic shape, a dimension of
    size 0, an element type other than integer or floating-point, or a
    `local.var` buffer (a scalar variable, `T.alloc_var`) of more than one
    element.
  }];
  let arguments = (ins OptionalAttr<StrAttr>:$name);
  let results = (outs Res<AnyStaticShapeMemRef, "the buffer",
                          [MemAlloc<DefaultResource>]>:$result);
  let assemblyFormat = "($name^)? attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def TIR_ViewOp : TIR_Op<"view", [Pure]> {
  let summary = "T.reshape / T.view / T.reinterpretcast: a buffer's storage "
                "seen with another shape or element type";
  let description = [{
    The bytes of the whole buffer `source`, read in row-major order, as a
    buffer of another shape or element type (or both) in the same scope:
    the view's element `(i, j, ...)` is the element of the same row-major
    byte offset in `source`. Writes through either are writes to both.
    `name` is the TileLang name of the view, used in diagnostics. The
    TileLang spellings:

    - `T.reshape(buf, shape)` and `T.view(buf, shape, dtype)` (upstream),
      printed as a buffer declared over `buf`'s storage
      (`T.Buffer(shape, dtype, data=buf.data, scope=...)`);
    - `T.reinterpretcast(dst, src, casttype)` (tilelang-ascend): `dst` is
      from then on `src`'s storage read as `dst`'s type.

    ```mlir
    %x_i32 = tir.view %x_ub "x_i32" : memref<8x64xf32, #tir.scope<"shared">>
                                   to memref<8x64xi32, #tir.scope<"shared">>
    %rows = tir.view %x_ub "rows" : memref<8x64xf32, #tir.scope<"shared">>
                                 to memref<2x256xf32, #tir.scope<"shared">>
    ```

    `tir-place-buffers` places a view where its source lives and gives it
    a tile of its own shape; `convert-tir-to-ascend` lowers a view of a ub
    buffer to `ascend.view`. Views of buffers in other memories (a kernel
    argument, l1, l0a/l0b/l0c) are reported there, and so is a view whose
    source or result the ub tile stores with padded rows (a reshape needs
    rows of a multiple of 32 elements; a view of the same shape and element
    width, such as `f32` as `i32`, is lowered whatever the padding), and so
    are views of a buffer moved at a tensor's edge (`ascend-mark-dynamic-
    valid`).

    Errors: a source that is a region rather than a whole buffer (a
    `memref.subview` result), a source or result in another scope than the
    other, a `local.var` scalar, elements other than integers or floats of
    whole bytes, byte sizes that differ (or past 2^63).
  }];
  let arguments = (ins AnyStaticShapeMemRef:$source,
                       OptionalAttr<StrAttr>:$name);
  let results = (outs AnyStaticShapeMemRef:$result);
  let assemblyFormat = [{
    $source ($name^)? attr-dict `:` type($source) `to` type($result)
  }];
  let hasVerifier = 1;
}

def TIR_CopyOp : TIR_Op<"copy", [AttrSizedOperandSegments]> {
  let summary = "T.copy: copy a buffer region to another";
  let description = [{
    `T.copy(src, dst)`: copies every element of `src` to the element of
    `dst` at the same index. Regions of buffers are `memref.subview`s, so the
    operands have the same static shape. The element types may differ only
    where the hardware converts on the way (for example an f32 accumulator
    copied to f16 global memory); `convert-tir-to-ascend` checks that.

    The hardware data path is chosen from the pair of storage scopes by
    `convert-tir-to-ascend`.

    ```mlir
    %a = memref.subview %A[%off0, %off1] [32, 128] [1, 1] : memref<4096x4096xf16> to memref<32x128xf16, strided<[4096, 1], offset: ?>>
    tir.copy %a, %A_shared : memref<32x128xf16, strided<[4096, 1], offset: ?>>, memref<32x128xf16, #tir.scope<"shared.dyn">>
    ```

    `T.copy(B_L1, B_L0, transpose=True)` (tilelang-ascend) copies the
    transpose: element `[i, j]` of `dst` is element `[j, i]` of `src`, rank 2,
    the shapes reversed (`{transpose}`). `convert-tir-to-ascend` lowers it
    from an L1 buffer into L0A/L0B, by storing the L1 buffer transposed as
    it does for `T.gemm(transpose_B=True)`.

    `T.copy(src, dst, pad_value=v)` (tilelang-ascend) gives the elements of
    `dst` that the copy does not fill, where a region of a global tensor
    runs past its edge, the value `v` instead of 0 (a scalar of `dst`'s
    element type; TileLang's default is 0):

    ```mlir
    tir.copy %x, %x_ub pad_value(%neg_inf : f32) : memref<16x32xf32, strided<[130, 1], offset: ?>>, memref<16x32xf32, #tir.scope<"shared">>
    ```

    `T.tile.atomic_add(dst, src)` (tilelang-ascend) adds `src` into the
    global-memory region `dst` atomically instead of overwriting it
    (`{atomic_add}`; several blocks may add into one region, as a split-K
    GEMM does). The source is a local buffer (ub, or the l0c accumulator);
    the element types the hardware adds atomically are checked when
    lowering:

    ```mlir
    tir.copy %C_L0, %c {atomic_add} : memref<128x128xf32, #tir.scope<"local.fragment">>, memref<128x128xf32, strided<[1024, 1], offset: ?>>
    ```

    `T.copy(C_L0, C[...], enable_relu=True)` (tilelang-ascend) applies
    ReLU to the accumulator's values as they leave it (`{enable_relu}`; the
    fixpipe's ReLU, before its conversion): a copy out of an l0c buffer,
    checked when lowering.

    `T.dual_copy(src, dst)` (upstream TileLang, in a kernel that mixes Cube
    and Vector work) copies a tile shared by the two Vector sub-blocks of an
    AI core: the larger operand is the whole tile, the other one sub-block's
    half of it, along the rows (`[M, N]` and `[M/2, N]`) or the columns
    (`[M, N]` and `[M, N/2]`) as the shapes say (`{dual}`). Sub-block `s`
    (the kernel's `sub_block` index) moves half `s`. From an l0c
    accumulator into ub it is the Cube handing its result to both Vector
    sub-blocks at once; from ub into l1 each sub-block hands its half to the
    Cube; between global memory and ub each sub-block moves its half:

    ```mlir
    tir.copy %res, %temp {dual} : memref<256x256xf32, #tir.scope<"shared.l0c">>, memref<128x256xf32, #tir.scope<"shared.dyn">>
    ```

    Keyword arguments that only tune TileLang's own backends are kept as
    attributes, and `convert-tir-to-ascend` accepts each with a remark that
    says why it has no effect (`tir::lookupTuningOption`): `l2_cache_ctrl`
    (an L2 cache hint of the copy), `unit_flag_ctrl` (the fine-grained
    Cube -> FIX hand-off of an L0C copy) and `disable_tma` (a CUDA copy
    engine option):

    ```mlir
    tir.copy %C_l0c, %c {l2_cache_ctrl = 1 : i64, unit_flag_ctrl = 3 : i64} : ...
    ```

    A region whose extents are computed at run time
    (`T.copy(x[r : r + n, 0:2], x_ub[0:n, 0:2])` with
    `n = T.min(128, num_tokens - r)`, tilelang-ascend's ragged blocks) is
    the static region of its largest extents, and `extents` gives the
    extents that move, one index per dimension (constants where they are):
    only the elements `[0 : e0, 0 : e1, ...]` of both regions are copied,
    and the rest of the destination keeps its values. At run time an
    extent past the region's static size moves the region's size, and one
    of 0 or less moves nothing. Copies between global memory and a local
    buffer take extents, without a conversion or any of the options above
    but `atomic_add`:

    ```mlir
    %n = arith.minsi %left, %c128 : index
    tir.copy %x_g, %x_first extents(%n, %c2) : memref<128x2xf32, strided<[24, 1], offset: ?>>, memref<128x2xf32, strided<[8, 1]>, #tir.scope<"shared">>
    ```

    Errors: operands of different shapes (reversed shapes with `transpose`)
    or dynamic shapes; `extents` of another number than the operands' rank,
    a constant extent outside [0, the region's size], `extents` on a copy
    that is not between global memory and a local buffer, that converts, or
    with an option other than `atomic_add`; `transpose` on operands that are not rank 2; a
    `pad_value` that is not a scalar of the destination's element type, or
    with `transpose`; `atomic_add` with a destination outside global memory,
    a source in global memory, or with `transpose` or `pad_value`;
    `enable_relu` with a source in global memory, or with `transpose` or
    `pad_value`; `dual` with `transpose`, `atomic_add` or `enable_relu`, or
    with operands whose shapes do not differ in exactly one of their last
    two dimensions (the last of rank-1 operands), one operand's extent there
    twice the other's.
  }];
  let arguments = (ins Arg<AnyStaticShapeMemRef, "source region", [MemRead]>:$source,
                       Arg<AnyStaticShapeMemRef, "destination region", [MemWrite]>:$target,
                       Optional<AnyType>:$pad_value,
                       Variadic<Index>:$extents,
                       UnitAttr:$transpose,
                       UnitAttr:$atomic_add,
                       UnitAttr:$enable_relu,
                       UnitAttr:$dual,
                       OptionalAttr<I64Attr>:$l2_cache_ctrl,
                       OptionalAttr<I64Attr>:$unit_flag_ctrl,
                       UnitAttr:$disable_tma);
  let assemblyFormat = [{
    $source `,` $target (`pad_value` `(` $pad_value^ `:` type($pad_value) `)`)?
    (`extents` `(` $extents^ `)`)?
    attr-dict `:` type($source) `,` type($target)
  }];
  let extraClassDeclaration = [{
    /// With `dual`: the dimension in which one operand is half of the other.
    std::optional<unsigned> getSplitDim();
  }];
  let hasVerifier = 1;
}

def TIR_FillOp : TIR_Op<"fill", [
    TypesMatchWith<"value type matches the buffer element type", "buffer",
                   "value",
                   "::llvm::cast<::mlir::MemRefType>($_self).getElementType()">]> {
  let summary = "T.fill / T.clear: set every element of a buffer";
  let description = [{
    `T.fill(buf, value)` sets every element of `buf` to `value` (a scalar of
    the buffer's element type); `T.clear(buf)` is `T.fill(buf, 0)`.

    ```mlir
    %zero = arith.constant 0.0 : f32
    tir.fill %C_local, %zero : memref<128x128xf32, #tir.scope<"local.fragment">>
    ```
  }];
  let arguments = (ins Arg<AnyStaticShapeMemRef, "buffer", [MemWrite]>:$buffer,
                       AnyType:$value);
  let assemblyFormat = "$buffer `,` $value attr-dict `:` type($buffer)";
}

def TIR_AtomicOp : TIR_Op<"atomic", [
    TypesMatchWith<"value type matches the buffer element type", "buffer",
                   "value",
                   "::llvm::cast<::mlir::MemRefType>($_self).getElementType()">]> {
  let summary = "T.atomic_add / T.atomic_max / T.atomic_min of one element";
  let description = [{
    TileLang's element atomics: `T.atomic_add(dst[i], v)` adds `v` into the
    element `dst[i]` atomically (TileLang prints
    `T.atomic_add_elem_op(T.address_of(dst[i]), v)`, or, in older
    releases, `T.call_extern("handle", "AtomicAdd", T.address_of(dst[i]),
    v)`); `T.atomic_max` / `T.atomic_min` keep the larger / smaller value.
    Written in a `T.Parallel` nest (one update per iteration, as the
    threads of a `T.SimtVF` region make them) or in scalar code. The
    indices are the element's, one per dimension of `dst`; the verifier
    reports a wrong count and constant indices outside `dst`.

    `tir-expand-element-atomics` lowers the `add` into global memory: the
    updates of a nest are summed in a ub buffer, one element per element of
    `dst` they reach, and added into `dst` by one atomic store. PTO's
    stores add atomically and have no atomic max or min: those are
    reported, as are updates of other memories and index forms the pass
    does not follow.

    ```mlir
    tir.atomic <add> %counter[%c0], %one : memref<1xf32>
    ```
  }];
  let arguments = (ins TIR_AtomicKindAttr:$kind,
                       Arg<AnyStaticShapeMemRef, "buffer",
                           [MemRead, MemWrite]>:$buffer,
                       Variadic<Index>:$indices, AnyType:$value);
  let assemblyFormat = [{
    $kind $buffer `[` $indices `]` `,` $value attr-dict `:` type($buffer)
  }];
  let hasVerifier = 1;
}

def TIR_FinalizeReducerOp : TIR_Op<"finalize_reducer"> {
  let summary = "T.finalize_reducer: close a TileLang (v1) reducer";
  let description = [{
    TileLang's legacy reducer: `acc = T.alloc_reducer(shape, dtype,
    replication="all")` is a `local.fragment` buffer (TileLang prints it as
    one, with a `reducer_info` block attribute) that `T.Parallel` nests
    accumulate into (`acc[i] += e`), and `T.finalize_reducer(acc)` combines
    the partial results the GPU threads kept into `acc` in place. On Ascend
    one core runs a block's element-wise work, so `acc` already holds the
    whole result: `convert-tir-to-ascend` lowers the op to nothing. The
    reducer is a whole `local` buffer (the v2 form,
    `T.finalize_reducer(acc, dst)` on a `local.reducer` handle, is not
    supported yet: its scope is reported where it is allocated).

    ```mlir
    tir.finalize_reducer %mgl : memref<4xf32, #tir.scope<"local.fragment">>
    ```
  }];
  let arguments = (ins
      Arg<AnyStaticShapeMemRef, "reducer", [MemRead, MemWrite]>:$reducer);
  let assemblyFormat = "$reducer attr-dict `:` type($reducer)";
  let hasVerifier = 1;
}

def TIR_DumpTensorOp : TIR_Op<"dump_tensor", [
    // Printing is an effect of its own: the op is never dead.
    MemoryEffects<[MemWrite]>]> {
  let summary = "T.dump_tensor: print a buffer's elements (debug)";
  let description = [{
    tilelang-ascend's `T.dump_tensor(buf, desc, dump_size, shape_info)`:
    prints a header naming `desc` (a user-chosen id, a `uint32`) and the
    buffer's elements. `dump_size` is the number of elements to print from
    the buffer's first, `shape` (TileLang's `shape_info`) the shape TileLang's
    own runtime arranges a global tensor's elements in.

    ```mlir
    tir.dump_tensor %a_ub desc(222) size(16) shape [1, 16]
        : memref<1x16xi16, #tir.scope<"shared">>
    ```

    `convert-tir-to-ascend` lowers it after a barrier of every pipe (as
    TileLang's runtime does), to `ascend.print` of the header and
    `ascend.print_buffer` of a whole UB buffer (TileLang prints the whole
    tile whatever `dump_size`) or of the first `dump_size` elements of a
    global tensor as whole rows of it. Errors: `desc` outside a `uint32`,
    a negative `dump_size` or one above the buffer's elements, a `shape`
    dimension that is not positive.
  }];
  let arguments = (ins Arg<AnyMemRef, "buffer", [MemRead]>:$buffer,
                       I64Attr:$desc, I64Attr:$dump_size,
                       DenseI64ArrayAttr:$shape);
  let assemblyFormat = [{
    $buffer `desc` `(` $desc `)` `size` `(` $dump_size `)` `shape` $shape
    attr-dict `:` type($buffer)
  }];
  let hasVerifier = 1;
}

#endif // TIRPTO_DIALECT_TIR_IR_TIRBUFFEROPS_TD
