// pto-insert-sync's flags carried around a loop (a hazard between an access
// late in one iteration and one early in the next): set right after the
// iteration's last access they order, waited for before the body op that
// holds the later access, set once before the loop and waited for once
// after it. Where that cannot be (the later access has an earlier access
// of the same facts before it in the iteration, the loop calls a
// function, no event id is free for the whole loop) the set goes right
// before the wait. pto-verify-sync accepts every result.
// RUN: pto-opt %s -split-input-file --pto-insert-sync | FileCheck %s
// RUN: pto-opt %s -split-input-file --pto-insert-sync --pto-verify-sync -o /dev/null

!tile = !pto.tile_buf<vec, 16x16xf32>
!part = !pto.partition_tensor_view<16x16xf32>

// The load that refills the tile is under an if: the carried wait goes
// before the if (every iteration runs it, as every iteration runs the set
// after the tabs), the load's own flag to the vector op inside it.
// CHECK-LABEL: func.func @wait_before_if
// CHECK:      pto.set_flag[<PIPE_V>, <PIPE_MTE2>, <EVENT_ID0>]
// CHECK-NEXT: scf.for
// CHECK-NEXT: pto.wait_flag[<PIPE_V>, <PIPE_MTE2>, <EVENT_ID0>]
// CHECK-NEXT: scf.if
// CHECK-NEXT: pto.tload
// CHECK:      pto.tabs
// CHECK-NEXT: pto.set_flag[<PIPE_V>, <PIPE_MTE2>, <EVENT_ID0>]
// CHECK-NEXT: }
// CHECK-NEXT: pto.wait_flag[<PIPE_V>, <PIPE_MTE2>, <EVENT_ID0>]
module attributes {pto.target_arch = "a5"} {
  func.func @wait_before_if(%a: !pto.ptr<f32>, %p: i1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    %t = pto.alloc_tile : !tile
    %u = pto.alloc_tile : !tile
    scf.for %i = %c0 to %c4 step %c1 {
      scf.if %p {
        pto.tload ins(%pa : !part) outs(%t : !tile)
      }
      pto.tabs ins(%t : !tile) outs(%u : !tile)
    }
    return
  }
}

// -----

!tile = !pto.tile_buf<vec, 16x16xf32>
!part = !pto.partition_tensor_view<16x16xf32>

// A loop that may call a function: a flag set across the whole loop could
// be found set by the callee's flags; the set goes right before its wait
// (where the call did not run, and its barrier with it).
// CHECK-LABEL: func.func @calls
// CHECK-NOT:  pto.set_flag
// CHECK:      scf.for
// CHECK:      func.call @callee
// CHECK-NEXT: }
// CHECK-NEXT: pto.set_flag[<PIPE_V>, <PIPE_MTE2>, <EVENT_ID0>]
// CHECK-NEXT: pto.wait_flag[<PIPE_V>, <PIPE_MTE2>, <EVENT_ID0>]
// CHECK-NEXT: pto.tload
module attributes {pto.target_arch = "a5"} {
  func.func private @callee()
  func.func @calls(%a: !pto.ptr<f32>, %p: i1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    %t = pto.alloc_tile : !tile
    %u = pto.alloc_tile : !tile
    scf.for %i = %c0 to %c4 step %c1 {
      scf.if %p {
        func.call @callee() : () -> ()
      }
      pto.tload ins(%pa : !part) outs(%t : !tile)
      pto.tabs ins(%t : !tile) outs(%u : !tile)
    }
    return
  }
}

// -----

!tile = !pto.tile_buf<vec, 16x16xf32>
!part = !pto.partition_tensor_view<16x16xf32>

// Nine tiles refilled in one loop: nine V -> MTE2 flags carried around it
// would need nine event ids for the whole loop. Carried flags leave one id
// free for the flags inside the loop: seven are carried, the last two
// (the last to find one) are set right before their waits and share the
// eighth id. No barrier of all pipes.
// CHECK-LABEL: func.func @out_of_ids
// CHECK-COUNT-7: pto.set_flag[<PIPE_V>, <PIPE_MTE2>, <EVENT_ID{{[0-6]}}>]
// CHECK-NEXT: scf.for
// CHECK:      pto.set_flag[<PIPE_V>, <PIPE_MTE2>, <EVENT_ID7>]
// CHECK-NEXT: pto.wait_flag[<PIPE_V>, <PIPE_MTE2>, <EVENT_ID7>]
// CHECK-NEXT: pto.tload
// CHECK:      pto.set_flag[<PIPE_V>, <PIPE_MTE2>, <EVENT_ID7>]
// CHECK-NEXT: pto.wait_flag[<PIPE_V>, <PIPE_MTE2>, <EVENT_ID7>]
// CHECK-NEXT: pto.tload
// CHECK-NOT:  pto.barrier <PIPE_ALL>
// CHECK:      }
// The two that fell back keep a drain, one for both: a set and a wait
// right after the loop, which order the last tabs for the load after it.
// CHECK-NEXT: pto.set_flag[<PIPE_V>, <PIPE_MTE2>, <EVENT_ID7>]
// CHECK-NEXT: pto.wait_flag[<PIPE_V>, <PIPE_MTE2>, <EVENT_ID7>]
// CHECK-COUNT-7: pto.wait_flag[<PIPE_V>, <PIPE_MTE2>, <EVENT_ID{{[0-6]}}>]
// CHECK-NEXT: pto.tload
// CHECK-NEXT: pto.barrier <PIPE_ALL>
module attributes {pto.target_arch = "a5"} {
  func.func @out_of_ids(%a: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    %t0 = pto.alloc_tile : !tile
    %t1 = pto.alloc_tile : !tile
    %t2 = pto.alloc_tile : !tile
    %t3 = pto.alloc_tile : !tile
    %t4 = pto.alloc_tile : !tile
    %t5 = pto.alloc_tile : !tile
    %t6 = pto.alloc_tile : !tile
    %t7 = pto.alloc_tile : !tile
    %t8 = pto.alloc_tile : !tile
    %u = pto.alloc_tile : !tile
    scf.for %i = %c0 to %c4 step %c1 {
      pto.tload ins(%pa : !part) outs(%t0 : !tile)
      pto.tabs ins(%t0 : !tile) outs(%u : !tile)
      pto.tload ins(%pa : !part) outs(%t1 : !tile)
      pto.tabs ins(%t1 : !tile) outs(%u : !tile)
      pto.tload ins(%pa : !part) outs(%t2 : !tile)
      pto.tabs ins(%t2 : !tile) outs(%u : !tile)
      pto.tload ins(%pa : !part) outs(%t3 : !tile)
      pto.tabs ins(%t3 : !tile) outs(%u : !tile)
      pto.tload ins(%pa : !part) outs(%t4 : !tile)
      pto.tabs ins(%t4 : !tile) outs(%u : !tile)
      pto.tload ins(%pa : !part) outs(%t5 : !tile)
      pto.tabs ins(%t5 : !tile) outs(%u : !tile)
      pto.tload ins(%pa : !part) outs(%t6 : !tile)
      pto.tabs ins(%t6 : !tile) outs(%u : !tile)
      pto.tload ins(%pa : !part) outs(%t7 : !tile)
      pto.tabs ins(%t7 : !tile) outs(%u : !tile)
      pto.tload ins(%pa : !part) outs(%t8 : !tile)
      pto.tabs ins(%t8 : !tile) outs(%u : !tile)
    }
    pto.tload ins(%pa : !part) outs(%t8 : !tile)
    return
  }
}

// -----

!tile = !pto.tile_buf<vec, 16x16xf32>
!part = !pto.partition_tensor_view<16x16xf32>

// A loop that may run no iteration: the store of %w after it may read what
// the load before it wrote. The V -> MTE3 flag set after the loop orders
// that load for MTE3 only through the wait that drains the carried
// MTE2 -> V flag, so the drain comes first.
// CHECK-LABEL: func.func @drain_before_set
// CHECK:      scf.for
// CHECK:      }
// CHECK-NEXT: pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
// CHECK-NEXT: pto.set_flag[<PIPE_V>, <PIPE_MTE3>, <EVENT_ID0>]
// CHECK-NEXT: pto.wait_flag[<PIPE_V>, <PIPE_MTE3>, <EVENT_ID0>]
// CHECK-NEXT: pto.tstore
module attributes {pto.target_arch = "a3"} {
  func.func @drain_before_set(%a: !pto.ptr<f32>, %c: !pto.ptr<f32>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %vc = pto.make_tensor_view %c, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    %pc = pto.partition_view %vc, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    %t = pto.alloc_tile : !tile
    %u = pto.alloc_tile : !tile
    %w = pto.alloc_tile : !tile
    pto.tload ins(%pa : !part) outs(%w : !tile)
    scf.for %i = %c0 to %n step %c1 {
      pto.tabs ins(%t : !tile) outs(%u : !tile)
      pto.tadd ins(%u, %w : !tile, !tile) outs(%w : !tile)
      pto.tload ins(%pa : !part) outs(%t : !tile)
    }
    pto.tstore ins(%w : !tile) outs(%pc : !part)
    return
  }
}
