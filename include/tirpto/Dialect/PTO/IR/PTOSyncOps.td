//===- PTOSyncOps.td - synchronisation ---------------------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTOSYNCOPS_TD
#define TIRPTO_DIALECT_PTO_IR_PTOSYNCOPS_TD

include "tirpto/Dialect/PTO/IR/PTOOpBase.td"

class PTO_FlagOp<string mnemonic, string what> : PTO_Op<mnemonic> {
  let summary = what # " an event between two pipes of one core";
  let arguments = (ins PTO_PipeAttr:$src_pipe, PTO_PipeAttr:$dst_pipe,
                       PTO_EventAttr:$event_id);
  let assemblyFormat = [{
    `[` $src_pipe `,` $dst_pipe `,` $event_id `]` attr-dict
  }];
}

def PTO_SetFlagOp : PTO_FlagOp<"set_flag", "set"> {
  let description = [{
    `set_flag(src, dst, event)`: `src_pipe` signals `event` to `dst_pipe`
    once its preceding instructions complete. ptoas inserts these itself with
    `--enable-insert-sync`.

    ```mlir
    pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
    ```
  }];
}

def PTO_WaitFlagOp : PTO_FlagOp<"wait_flag", "wait for"> {
  let description = [{
    `wait_flag(src, dst, event)`: `dst_pipe` waits until `src_pipe` has set
    `event`.

    ```mlir
    pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
    ```
  }];
}

#endif // TIRPTO_DIALECT_PTO_IR_PTOSYNCOPS_TD
