//===- PTOSyncOps.td - synchronisation ---------------------*- tablegen -*-===//
//
// Intra-core and cross-core synchronisation, ptoas-format.md §4.9 and §4.10.
// ptoas inserts the intra-core ones itself with --enable-insert-sync; the
// cross-core ones are always explicit.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTOSYNCOPS_TD
#define TIRPTO_DIALECT_PTO_IR_PTOSYNCOPS_TD

include "tirpto/Dialect/PTO/IR/PTOOpBase.td"

def PTO_PipeEventTypeLikeAttr
    : AnyAttrOf<[PTO_PipeEventTypeAttr, PTO_SyncOpTypeAttr]>;

class PTO_FlagOp<string mnemonic, string what, bit dynamic>
    : PTO_Op<mnemonic> {
  let summary = what # " an event between two pipes of one core"
                # !if(dynamic, " (event id as a value)", "");
  let arguments = !if(dynamic,
      (ins PTO_PipeAttr:$src_pipe, PTO_PipeAttr:$dst_pipe, Index:$event_id),
      (ins PTO_PipeAttr:$src_pipe, PTO_PipeAttr:$dst_pipe,
           PTO_EventAttr:$event_id));
  let assemblyFormat = [{
    `[` $src_pipe `,` $dst_pipe `,` $event_id `]` attr-dict
  }];
}

def PTO_SetFlagOp : PTO_FlagOp<"set_flag", "set", 0> {
  let description = [{
    `set_flag(src, dst, event)`: `src_pipe` signals `event` to `dst_pipe`
    once its preceding instructions complete.

    ```mlir
    pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
    ```
  }];
}

def PTO_WaitFlagOp : PTO_FlagOp<"wait_flag", "wait for", 0> {
  let description = [{
    `wait_flag(src, dst, event)`: `dst_pipe` waits until `src_pipe` has set
    `event`.

    ```mlir
    pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
    ```
  }];
}

def PTO_SetFlagDynOp : PTO_FlagOp<"set_flag_dyn", "set", 1> {
  let description = [{
    Like `pto.set_flag` with the event id an `index` value (0 to 7).

    ```mlir
    pto.set_flag_dyn[<PIPE_MTE2>, <PIPE_MTE3>, %eid]
    ```
  }];
}

def PTO_WaitFlagDynOp : PTO_FlagOp<"wait_flag_dyn", "wait for", 1> {
  let description = [{
    Like `pto.wait_flag` with the event id an `index` value (0 to 7).

    ```mlir
    pto.wait_flag_dyn[<PIPE_MTE2>, <PIPE_MTE3>, %eid]
    ```
  }];
}

class PTO_EventOp<string mnemonic, string what> : PTO_Op<mnemonic> {
  let summary = what # " an event between two classes of ops";
  let description = [{
    Like the flag ops, naming the pipes by the op classes that run on them
    (`TLOAD` is MTE2, `TVEC` is V, `TMATMUL` is M, ...). The op classes must
    be written fully qualified, `#pto.pipe_event_type<TLOAD>` (or the
    deprecated `#pto.sync_op_type<TLOAD>`).

    ```mlir
    pto.}] # mnemonic # [{[#pto.pipe_event_type<TLOAD>, #pto.pipe_event_type<TVEC>, <EVENT_ID0>]
    ```
  }];
  let arguments = (ins PTO_PipeEventTypeLikeAttr:$src_op,
                       PTO_PipeEventTypeLikeAttr:$dst_op,
                       PTO_EventAttr:$event_id);
  let assemblyFormat = [{
    `[` $src_op `,` $dst_op `,` $event_id `]` attr-dict
  }];
}

def PTO_RecordEventOp : PTO_EventOp<"record_event", "record">;
def PTO_WaitEventOp : PTO_EventOp<"wait_event", "wait for">;

def PTO_BarrierOp : PTO_Op<"barrier"> {
  let summary = "order all instructions of one pipe";
  let description = [{
    `pipe_barrier(pipe)`: later instructions of `pipe` wait for earlier ones.

    ```mlir
    pto.barrier <PIPE_V>
    ```
  }];
  let arguments = (ins PTO_PipeAttr:$pipe);
  let assemblyFormat = "$pipe attr-dict";
}

def PTO_BarrierSyncOp : PTO_Op<"barrier_sync"> {
  let summary = "barrier on the pipe of an op class";
  let description = [{
    ```mlir
    pto.barrier_sync [<TVEC>]
    ```
  }];
  let arguments = (ins PTO_SyncOpTypeAttr:$op_type);
  let assemblyFormat = "`[` $op_type `]` attr-dict";
}

class PTO_BufOp<string mnemonic, string what> : PTO_Op<mnemonic> {
  let summary = what # " a buffer-id token (a5)";
  let description = [{
    ```mlir
    pto.}] # mnemonic # [{ [#pto.pipe_event_type<TVEC>, 0]
    ```

    Errors: a buffer id outside [0, 31]; a negative `mode`.
  }];
  let arguments = (ins PTO_PipeEventTypeLikeAttr:$op_type, I32Attr:$buf_id,
                       OptionalAttr<I32Attr>:$mode);
  let assemblyFormat = "`[` $op_type `,` $buf_id `]` attr-dict";
  let hasVerifier = 1;
}

def PTO_GetBufOp : PTO_BufOp<"get_buf", "acquire">;
def PTO_RlsBufOp : PTO_BufOp<"rls_buf", "release">;

class PTO_CrossCoreOp<string mnemonic, string what> : PTO_Op<mnemonic> {
  let summary = what # " a cross-core flag (cube <-> vector)";
  let arguments = (ins PTO_PipeAttr:$pipe, OptionalAttr<I32Attr>:$event_id,
                       Optional<Index>:$event_id_dyn);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def PTO_SyncSetOp : PTO_CrossCoreOp<"sync.set", "set"> {
  let description = [{
    Signals flag `event_id` (a constant, or an `index` value) to the other
    core type once `pipe` has finished. On a3 the function needs
    `pto.set_ffts`; on a5 the pipe is PIPE_FIX or PIPE_MTE3.

    ```mlir
    pto.sync.set <PIPE_FIX>, 0
    pto.sync.set #pto.pipe<PIPE_MTE3>, %id
    ```

    Errors: both or neither of the constant and the value event id; a
    constant id outside [0, 15]; on a5 a pipe other than PIPE_FIX (the
    Cube: a section.cube or a kernel_kind<cube> function; ptoas signals both
    Vector sub-blocks only from FIX) or PIPE_MTE3 (a Vector core); on a3 no
    `pto.set_ffts` in the function; `ffts_mode` outside [0, 2].
  }];
  let arguments = (ins PTO_PipeAttr:$pipe, OptionalAttr<I32Attr>:$event_id,
                       OptionalAttr<I32Attr>:$ffts_mode,
                       Optional<Index>:$event_id_dyn);
}

def PTO_SyncWaitOp : PTO_CrossCoreOp<"sync.wait", "wait for"> {
  let description = [{
    Waits on `pipe` for flag `event_id` from the other core type. On a5
    (intra-block flags) the Cube names Vector sub-block 1's flags with an
    offset of 16: its wait of `f` waits for sub-block 0's set of `f`, and of
    `f + 16` for sub-block 1's (`tirpto::kA5SubBlockFlagOffset`).

    ```mlir
    pto.sync.wait <PIPE_MTE3>, 0
    pto.sync.wait <PIPE_FIX>, 17
    ```

    Errors: as `pto.sync.set`, except that on a5 the pipe is one of
    PIPE_FIX, MTE1, MTE2, MTE3 or V, and a constant id of a wait not known
    to be a Vector core's lies in [0, 31].
  }];
}

def PTO_SetFFTsOp : PTO_Op<"set_ffts"> {
  let summary = "set the FFTS base address for a3 cross-core sync";
  let description = [{
    ```mlir
    pto.set_ffts %ffts : memref<256xi64>
    ```

    Errors: a memref element type other than i64 or i8.
  }];
  let arguments = (ins Arg<AnyMemRef, "FFTS address", [MemRead, MemWrite]>:$ffts);
  let assemblyFormat = "$ffts attr-dict `:` type($ffts)";
  let hasVerifier = 1;
}

def PTO_DeclareEventIdArrayOp : PTO_Op<"declare_eventid_array"> {
  let summary = "declare an array of dynamic event ids";
  let description = [{
    ```mlir
    %ids = pto.declare_eventid_array -> !pto.eventid_array<4>
    ```
  }];
  let results = (outs PTO_EventIdArrayType:$array);
  let assemblyFormat = "attr-dict `->` qualified(type($array))";
}

def PTO_EventIdArrayGetOp : PTO_Op<"eventid_array_get"> {
  let summary = "read an entry of an event id array";
  let description = [{
    ```mlir
    %id = pto.eventid_array_get %ids[%i] : !pto.eventid_array<4>
    ```
  }];
  let arguments = (ins PTO_EventIdArrayType:$array, Index:$index);
  let results = (outs Index:$result);
  let assemblyFormat = "$array `[` $index `]` attr-dict `:` qualified(type($array))";
}

def PTO_EventIdArraySetOp : PTO_Op<"eventid_array_set"> {
  let summary = "write an entry of an event id array";
  let description = [{
    ```mlir
    pto.eventid_array_set %ids[%i], %id : !pto.eventid_array<4>
    ```
  }];
  let arguments = (ins PTO_EventIdArrayType:$array, Index:$index,
                       Index:$value);
  let assemblyFormat = [{
    $array `[` $index `]` `,` $value attr-dict `:` qualified(type($array))
  }];
}

#endif // TIRPTO_DIALECT_PTO_IR_PTOSYNCOPS_TD
