//===- AscendSyncOps.td - intra-core synchronisation -------*- tablegen -*-===//
//
// Barriers and set/wait flags between the pipes of one core
// (ascend-hardware.md §1.4). Which pipe belongs to which core, and which
// pipes the hardware orders by itself, are in the target description
// (AscendTarget.h: getCoreOfPipe, isPipeOrderedInHardware).
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_DIALECT_ASCEND_IR_ASCENDSYNCOPS_TD
#define TIRPTO_DIALECT_ASCEND_IR_ASCENDSYNCOPS_TD

include "tirpto/Dialect/Ascend/IR/AscendOpBase.td"

def Ascend_PipeBarrierOp : Ascend_Op<"pipe_barrier",
    [DeclareOpInterfaceMethods<Ascend_PipeOpInterface>]> {
  let summary = "wait until every issued instruction of a pipe has finished";
  let description = [{
    `pipe_barrier(PIPE_<pipe>)`: later instructions of `pipe` start only
    after the earlier ones of `pipe` completed. `pipe = ALL` waits for every
    pipe. TIR's `tvm_storage_sync("shared")` (make shared-buffer writes
    visible to later reads) and TileLang's `T.barrier_all()` become
    `ascend.pipe_barrier <ALL>`; `T.pipe_barrier("v")` (tilelang-ascend) and
    `T.ascend_pipe_barrier("PIPE_V")` (upstream TileLang) name one pipe.

    ```mlir
    ascend.pipe_barrier <V>
    ```

    `on <aic|aiv>` names the core that runs it where the pipe does not (a
    barrier of ALL, MTE2 or S pipes written in `T.Scope("C")` or
    `T.Scope("V")`): in a mixed kernel it stays in that core's part.

    ```mlir
    ascend.pipe_barrier <ALL> on <aic>
    ```

    Lowers to `pto.barrier #pto.pipe<PIPE_*>`, except where the arch orders
    the pipe by itself (the V pipe on a5, whose backend rejects the barrier):
    there it lowers to nothing.

    Errors: `on` a core the pipe is not on, or `mix`.
  }];
  let arguments = (ins Ascend_PipeAttr:$pipe,
                       OptionalAttr<Ascend_CoreTypeAttr>:$core);
  let assemblyFormat = "$pipe (`on` $core^)? attr-dict";
  let hasVerifier = 1;
  let builders = [
    OpBuilder<(ins "::mlir::ascend::PipeAttr":$pipe), [{
      build($_builder, $_state, pipe, ::mlir::ascend::CoreTypeAttr());
    }]>
  ];
}

class Ascend_FlagOp<string mnemonic, string what, string issuedOn>
    : Ascend_Op<mnemonic, [DeclareOpInterfaceMethods<Ascend_PipeOpInterface>]> {
  let summary = what # " an event between two pipes of one core";
  let description = [{
    `}] # mnemonic # [{(src_pipe, dst_pipe, event)`: }] # !if(!eq(mnemonic, "set_flag"),
    "`src_pipe` signals `event` to `dst_pipe` once its earlier instructions "
    # "have finished.",
    "`dst_pipe` waits until `src_pipe` has signalled `event`.") # [{
    The event id is a constant (`#ascend.event<0..7>`) or an `index` value;
    a value out of [0, 7] is undefined behaviour on the hardware. Issued on
    the }] # issuedOn # [{ pipe. Both pipes belong to one core (a pipe of
    the Cube and one of the Vector core cannot signal each other; that takes
    cross-core flags), and neither is `ALL`.

    TileLang spells these `T.}] # mnemonic # [{("mte2", "v", id)`
    (tilelang-ascend) and `T.ascend_}] # mnemonic # [{("MTE2_V", id)`
    (upstream TileLang).

    ```mlir
    ascend.}] # mnemonic # [{ <MTE2> -> <V> event <0>
    ascend.}] # mnemonic # [{ <MTE2> -> <V> event %id
    ```

    Lowers to `pto.}] # mnemonic # [{` (a constant id) or
    `pto.}] # mnemonic # [{_dyn` (a value).
  }];
  let arguments = (ins Ascend_PipeAttr:$src_pipe, Ascend_PipeAttr:$dst_pipe,
                       OptionalAttr<Ascend_EventAttr>:$event,
                       Optional<Index>:$event_id);
  let assemblyFormat = [{
    $src_pipe `->` $dst_pipe `event` ($event_id^) : ($event)? attr-dict
  }];
  let hasVerifier = 1;
}

def Ascend_SetFlagOp : Ascend_FlagOp<"set_flag", "set", "source">;
def Ascend_WaitFlagOp : Ascend_FlagOp<"wait_flag", "wait for", "destination">;

#endif // TIRPTO_DIALECT_ASCEND_IR_ASCENDSYNCOPS_TD
