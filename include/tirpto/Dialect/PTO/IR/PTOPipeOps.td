//===- PTOPipeOps.td - cube <-> vector tile FIFO -----------*- tablegen -*-===//
//
// The tile FIFO between the Cube and Vector kernels of one mixed kernel,
// ptoas-format.md §4.12: the consumer reserves a slot buffer, both sides
// initialise the pipe, the producer pushes tiles and the consumer pops and
// frees them. On a3 the slots live in global memory (`gm_slot_buffer`).
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTOPIPEOPS_TD
#define TIRPTO_DIALECT_PTO_IR_PTOPIPEOPS_TD

include "tirpto/Dialect/PTO/IR/PTOOpBase.td"
include "mlir/IR/SymbolInterfaces.td"

def PTO_ReserveBufferOp : PTO_Op<"reserve_buffer"> {
  let summary = "reserve the local slot buffer of a FIFO";
  let description = [{
    Reserves `size` bytes named `name` in `location` (vec or mat); `auto`
    lets ptoas place it, otherwise `base` is its byte address. Returns the
    address as an `i32`.

    ```mlir
    %buf = pto.reserve_buffer {name = "c2v_fifo", size = 8192, location = #pto.address_space<vec>, auto = true} -> i32
    ```

    Errors: a location other than vec or mat; a non-positive size; `auto`
    with a `base`, or neither; a negative `base`; a second reserve_buffer in
    the function.
  }];
  let arguments = (ins StrAttr:$name, I32Attr:$size,
                       PTO_AddressSpaceAttr:$location, BoolAttr:$autoAlloc,
                       OptionalAttr<I32Attr>:$base);
  let results = (outs I32:$addr);
  let assemblyFormat = [{
    `{` `name` `=` $name `,` `size` `=` $size `,` `location` `=` $location `,`
    `auto` `=` $autoAlloc (`,` `base` `=` $base^)? `}` attr-dict `->`
    type($addr)
  }];
  let hasVerifier = 1;
}

def PTO_ImportReservedBufferOp : PTO_Op<"import_reserved_buffer",
    [DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "the address of a slot buffer reserved by the peer kernel";
  let description = [{
    ```mlir
    %imp = pto.import_reserved_buffer {name = "c2v_fifo", peer_func = @vector_fn} -> i32
    ```

    Errors: a `peer_func` that is not a function of the module, or that
    reserves no buffer of this `name`; a second import in the function.
  }];
  let arguments = (ins StrAttr:$name, FlatSymbolRefAttr:$peer_func);
  let results = (outs I32:$addr);
  let hasVerifier = 1;
  let assemblyFormat = [{
    `{` `name` `=` $name `,` `peer_func` `=` $peer_func `}` attr-dict `->`
    type($addr)
  }];
}

class PTO_InitializePipeOp<string mnemonic, string core> : PTO_Op<mnemonic> {
  let summary = "initialise the tile FIFO on the " # core # " side";
  let description = [{
    `dir_mask`: 1 cube → vector, 2 vector → cube, 3 both; `slot_size`: bytes
    of one (unsplit) tile. The consumer buffers are the slot buffers of the
    two directions; on a3 a `gm_slot_buffer` pointer comes first.

    ```mlir
    pto.}] # mnemonic # [{ {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %buf : i32, v2c_consumer_buf = %c0_i32 : i32)
    ```

    Errors: outside a function whose `pto.kernel_kind` is the }] # core # [{
    kind; a second such op in the function; `dir_mask` outside [1, 3]; a
    non-positive `slot_size`; on a3, no `gm_slot_buffer`.
  }];
  let arguments = (ins I8Attr:$dir_mask, I32Attr:$slot_size,
                       OptionalAttr<BoolAttr>:$nosplit,
                       Optional<PTO_PtrType>:$gm_slot_buffer,
                       I32:$c2v_consumer_buf, I32:$v2c_consumer_buf);
  let assemblyFormat = [{
    `{` `dir_mask` `=` $dir_mask `,` `slot_size` `=` $slot_size
    (`,` `nosplit` `=` $nosplit^)? `}`
    `(` (`gm_slot_buffer` `=` $gm_slot_buffer^ `:` qualified(type($gm_slot_buffer)) `,`)?
    `c2v_consumer_buf` `=` $c2v_consumer_buf `:` type($c2v_consumer_buf) `,`
    `v2c_consumer_buf` `=` $v2c_consumer_buf `:` type($v2c_consumer_buf) `)`
    attr-dict
  }];
  let hasVerifier = 1;
}

def PTO_AicInitializePipeOp : PTO_InitializePipeOp<"aic_initialize_pipe", "cube">;
def PTO_AivInitializePipeOp : PTO_InitializePipeOp<"aiv_initialize_pipe", "vector">;

// A push is issued on the pipe that moves the tile out of the producer's
// buffer: FIX from L0C on the Cube, MTE3 from UB on the Vector (pto-isa
// docs/isa/TPUSH.md).
// A push writes the FIFO (and, on a3, global memory): it is never dead,
// though it only reads its tile.
class PTO_PushOp<string mnemonic, string from, string to, string pipe>
    : PTO_TileOp<mnemonic, pipe, [MemoryEffects<[MemWrite]>]> {
  let summary = "push a tile from the " # from # " kernel to the " # to # " kernel";
  let description = [{
    `split`: 0 whole tile, 1 split by rows (up/down) between the two vector
    sub-cores, 2 split by columns.

    ```mlir
    pto.}] # mnemonic # [{(%t : !pto.tile_buf<...>) {split = 1}
    ```

    Errors: outside a function whose `pto.kernel_kind` is the }] # from # [{
    kind; `split` outside [0, 2].
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "tile", [MemRead]>:$tile,
                       I8Attr:$split);
  let assemblyFormat = [{
    `(` $tile `:` qualified(type($tile)) `)` `{` `split` `=` $split `}` attr-dict
  }];
  let customVerifier = 1;
}

def PTO_TPushToAivOp : PTO_PushOp<"tpush_to_aiv", "cube", "vector", "PIPE_FIX">;
def PTO_TPushToAicOp : PTO_PushOp<"tpush_to_aic", "vector", "cube", "PIPE_MTE3">;

class PTO_PopOp<string mnemonic, string from>
    : PTO_Op<mnemonic, [AttrSizedOperandSegments]> {
  let summary = "pop the next tile pushed by the " # from # " kernel";
  let description = [{
    With `(%valid_row, %valid_col)` the tile has that dynamic valid shape.

    ```mlir
    %t = pto.}] # mnemonic # [{ {split = 1} -> !pto.tile_buf<vec, 16x16xf32>
    %u = pto.}] # mnemonic # [{ (%r, %c) {split = 0} -> !pto.tile_buf<vec, 16x16xf32, valid=?x?>
    ```

    Without them a `?x?` result takes the valid shape the producer pushed.

    Errors: outside a function whose `pto.kernel_kind` is the consumer
    kind; `split` outside [0, 2]; only one of the two valid-shape operands;
    valid-shape operands without a dynamic valid shape (`?x?`) in the result.
  }];
  let arguments = (ins Optional<Index>:$valid_row, Optional<Index>:$valid_col,
                       I8Attr:$split);
  let results = (outs PTO_AnyTileBuf:$tile);
  let assemblyFormat = [{
    (`(` $valid_row^ `,` $valid_col `)`)? `{` `split` `=` $split `}` attr-dict
    `->` qualified(type($tile))
  }];
  let hasVerifier = 1;
}

def PTO_TPopFromAicOp : PTO_PopOp<"tpop_from_aic", "cube">;
def PTO_TPopFromAivOp : PTO_PopOp<"tpop_from_aiv", "vector">;

class PTO_FreeOp<string mnemonic, string from> : PTO_Op<mnemonic> {
  let summary = "release the slot of the last tile popped from the " # from # " kernel";
  let description = [{
    ```mlir
    pto.}] # mnemonic # [{ {split = 1}
    ```

    Errors: outside a function whose `pto.kernel_kind` is the consumer
    kind; `split` outside [0, 2].
  }];
  let arguments = (ins I8Attr:$split);
  let assemblyFormat = "`{` `split` `=` $split `}` attr-dict";
  let hasVerifier = 1;
}

def PTO_TFreeFromAicOp : PTO_FreeOp<"tfree_from_aic", "cube">;
def PTO_TFreeFromAivOp : PTO_FreeOp<"tfree_from_aiv", "vector">;

// The lowered (internal) forms of the FIFO that ptoas produces itself.

def PTO_InitializeL2LPipeOp : PTO_Op<"initialize_l2l_pipe"> {
  let summary = "a local-to-local tile FIFO (a5, internal form)";
  let description = [{
    ```mlir
    %p = pto.initialize_l2l_pipe {dir_mask = 1, slot_size = 1024, slot_num = 8}(%local : i32) -> !pto.pipe
    ```

    Errors: `dir_mask` outside [1, 3]; a non-positive `slot_size`;
    `slot_num` other than 4 or 8; a negative `flag_base`; a
    `peer_local_addr` without `dir_mask = 3` or the reverse; without
    `flag_base`, a `local_addr` not from `pto.reserve_buffer` or
    `pto.import_reserved_buffer` (ptoas cannot resolve the flags of such a
    pipe).
  }];
  let arguments = (ins I8Attr:$dir_mask, I32Attr:$slot_size, I32Attr:$slot_num,
                       OptionalAttr<I32Attr>:$flag_base,
                       OptionalAttr<BoolAttr>:$nosplit,
                       AnyType:$local_addr, Optional<AnyType>:$peer_local_addr);
  let results = (outs PTO_PipeHandleType:$pipe);
  let hasVerifier = 1;
  let assemblyFormat = [{
    `{` `dir_mask` `=` $dir_mask `,` `slot_size` `=` $slot_size `,`
    `slot_num` `=` $slot_num (`,` `flag_base` `=` $flag_base^)?
    (`,` `nosplit` `=` $nosplit^)? `}`
    `(` $local_addr `:` type($local_addr)
    (`,` $peer_local_addr^ `:` type($peer_local_addr))? `)` attr-dict `->`
    qualified(type($pipe))
  }];
}

def PTO_InitializeL2G2LPipeOp : PTO_Op<"initialize_l2g2l_pipe"> {
  let summary = "a tile FIFO through global-memory slots (a3, internal form)";
  let description = [{
    ```mlir
    %p = pto.initialize_l2g2l_pipe {dir_mask = 1, slot_size = 1024, slot_num = 8}(%gm : !pto.ptr<f32>, %local : i32) -> !pto.pipe
    ```

    Errors: as `pto.initialize_l2l_pipe` for `dir_mask`, `slot_size`,
    `slot_num`, `flag_base` and `peer_local_addr`; a `local_slot_num`
    outside [1, slot_num].
  }];
  let arguments = (ins I8Attr:$dir_mask, I32Attr:$slot_size, I32Attr:$slot_num,
                       OptionalAttr<I32Attr>:$local_slot_num,
                       OptionalAttr<I32Attr>:$flag_base,
                       OptionalAttr<BoolAttr>:$nosplit,
                       AnyType:$gm_addr, AnyType:$local_addr,
                       Optional<AnyType>:$peer_local_addr);
  let results = (outs PTO_PipeHandleType:$pipe);
  let hasVerifier = 1;
  let assemblyFormat = [{
    `{` `dir_mask` `=` $dir_mask `,` `slot_size` `=` $slot_size `,`
    `slot_num` `=` $slot_num (`,` `local_slot_num` `=` $local_slot_num^)?
    (`,` `flag_base` `=` $flag_base^)? (`,` `nosplit` `=` $nosplit^)? `}`
    `(` $gm_addr `:` type($gm_addr) `,` $local_addr `:` type($local_addr)
    (`,` $peer_local_addr^ `:` type($peer_local_addr))? `)` attr-dict `->`
    qualified(type($pipe))
  }];
}

class PTO_PipeTileOp<string mnemonic, string what> : PTO_Op<mnemonic> {
  let summary = what # " a tile through a FIFO handle (internal form)";
  let description = [{
    ```mlir
    pto.}] # mnemonic # [{(%t, %p : !pto.tile_buf<...>, !pto.pipe) {split = 0}
    ```

    Errors: outside a section or a `pto.kernel_kind` function; a handle not
    from an initialize_*_pipe op; `split` outside [0, 2].
  }];
  let arguments = (ins Arg<PTO_AnyTileBuf, "tile", [MemRead, MemWrite]>:$tile,
                       PTO_PipeHandleType:$pipe_handle, I8Attr:$split);
  let assemblyFormat = [{
    `(` $tile `,` $pipe_handle `:` qualified(type($tile)) `,`
    qualified(type($pipe_handle)) `)` `{` `split` `=` $split `}` attr-dict
  }];
  let hasVerifier = 1;
}

def PTO_TPushOp : PTO_PipeTileOp<"tpush", "push">;
def PTO_TPopOp : PTO_PipeTileOp<"tpop", "pop">;

def PTO_TFreeOp : PTO_Op<"tfree"> {
  let summary = "release a FIFO slot (internal form)";
  let description = [{
    ```mlir
    pto.tfree(%p : !pto.pipe) {split = 0}
    ```

    Errors: as `pto.tpush`.
  }];
  let arguments = (ins PTO_PipeHandleType:$pipe_handle, I8Attr:$split);
  let assemblyFormat = [{
    `(` $pipe_handle `:` qualified(type($pipe_handle)) `)` `{` `split` `=`
    $split `}` attr-dict
  }];
  let hasVerifier = 1;
}

#endif // TIRPTO_DIALECT_PTO_IR_PTOPIPEOPS_TD
