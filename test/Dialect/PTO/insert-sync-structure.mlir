// pto-insert-sync on control flow and module structure: pointers carried
// through loops, helpers called with one tensor twice, flags of a caller
// that stay set across a call, scf.while (which exits from its `before`
// region), scf.index_switch (one case runs), record_event ids, and
// sections (one core each).
// RUN: pto-opt %s -split-input-file --pto-insert-sync | FileCheck %s

!tile = !pto.tile_buf<vec, 16x16xf32>
!part = !pto.partition_tensor_view<16x16xf32>

// A pointer carried through iter_args may be any argument: the load of %a
// waits for the store through %p.
// CHECK-LABEL: func.func @carried_pointer
// CHECK:      pto.tstore
// CHECK:      pto.wait_flag[<PIPE_MTE3>, <PIPE_MTE2>, <EVENT_ID{{[0-9]}}>]
// CHECK-NEXT: pto.tload
module attributes {pto.target_arch = "a3"} {
  func.func @carried_pointer(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %t = pto.alloc_tile : !tile
    %u = pto.alloc_tile : !tile
    %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%p = %a) -> (!pto.ptr<f32>) {
      %vp = pto.make_tensor_view %p, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
      %pp = pto.partition_view %vp, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
      pto.tstore ins(%t : !tile) outs(%pp : !part)
      %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
      %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
      pto.tload ins(%pa : !part) outs(%u : !tile)
      scf.yield %p : !pto.ptr<f32>
    }
    return
  }
}

// -----

!tile = !pto.tile_buf<vec, 16x16xf32>
!part = !pto.partition_tensor_view<16x16xf32>

// A helper called with one tensor for both pointers: its load waits for
// its store. The caller's own MTE2 -> V flag, set across the call, keeps
// EVENT_ID0: the helper's flags take EVENT_ID1.
// CHECK-LABEL: func.func @helper
// CHECK:      pto.tstore
// CHECK-NEXT: pto.set_flag[<PIPE_MTE3>, <PIPE_MTE2>, <EVENT_ID0>]
// CHECK:      pto.wait_flag[<PIPE_MTE3>, <PIPE_MTE2>, <EVENT_ID0>]
// CHECK-NEXT: pto.tload
// CHECK-NEXT: pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID1>]
// CHECK-NEXT: pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID1>]
// CHECK-NEXT: pto.tabs
// CHECK-LABEL: func.func @caller
// CHECK:      pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
// CHECK-NEXT: pto.barrier <PIPE_ALL>
// CHECK-NEXT: call @helper
module attributes {pto.target_arch = "a3"} {
  func.func @helper(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %t = pto.alloc_tile : !tile
    %vx = pto.make_tensor_view %x, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %px = pto.partition_view %vx, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    %vy = pto.make_tensor_view %y, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %py = pto.partition_view %vy, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    pto.tstore ins(%t : !tile) outs(%px : !part)
    pto.tload ins(%py : !part) outs(%t : !tile)
    pto.tabs ins(%t : !tile) outs(%t : !tile)
    return
  }
  func.func @caller(%a: !pto.ptr<f32>) attributes {pto.entry} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %t = pto.alloc_tile : !tile
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    pto.tload ins(%pa : !part) outs(%t : !tile)
    pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
    call @helper(%a, %a) : (!pto.ptr<f32>, !pto.ptr<f32>) -> ()
    pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
    pto.tabs ins(%t : !tile) outs(%t : !tile)
    return
  }
}

// -----

!tile = !pto.tile_buf<vec, 16x16xf32>
!part = !pto.partition_tensor_view<16x16xf32>

// scf.while exits from its `before` region: the store after the loop
// waits for the load there, although the `after` region ordered it.
// CHECK-LABEL: func.func @while_exit
// CHECK:      scf.while
// CHECK:      pto.tload
// CHECK:      } do {
// CHECK:      pto.wait_flag[<PIPE_MTE2>, <PIPE_MTE3>, <EVENT_ID{{[0-9]}}>]
// CHECK-NEXT: pto.tstore
// CHECK:      }
// CHECK:      pto.wait_flag[<PIPE_MTE2>, <PIPE_MTE3>, <EVENT_ID{{[0-9]}}>]
// CHECK-NEXT: pto.tstore
module attributes {pto.target_arch = "a3"} {
  func.func @while_exit(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %t = pto.alloc_tile : !tile
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    %vb = pto.make_tensor_view %b, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pb = pto.partition_view %vb, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    %r = scf.while (%i = %c0) : (index) -> index {
      pto.tload ins(%pa : !part) outs(%t : !tile)
      %go = arith.cmpi slt, %i, %n : index
      scf.condition(%go) %i : index
    } do {
    ^bb0(%j: index):
      pto.tstore ins(%t : !tile) outs(%pb : !part)
      %next = arith.addi %j, %c1 : index
      scf.yield %next : index
    }
    pto.tstore ins(%t : !tile) outs(%pb : !part)
    return
  }
}

// -----

!tile = !pto.tile_buf<vec, 16x16xf32>
!part = !pto.partition_tensor_view<16x16xf32>

// One case of an scf.index_switch runs: each orders the load itself.
// CHECK-LABEL: func.func @switch
// CHECK:      case 0 {
// CHECK-NEXT: pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
// CHECK-NEXT: pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
// CHECK-NEXT: pto.tabs
// CHECK:      case 1 {
// CHECK-NEXT: pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
// CHECK-NEXT: pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
// CHECK-NEXT: pto.texp
module attributes {pto.target_arch = "a3"} {
  func.func @switch(%a: !pto.ptr<f32>, %sel: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %t = pto.alloc_tile : !tile
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    pto.tload ins(%pa : !part) outs(%t : !tile)
    scf.index_switch %sel
    case 0 {
      pto.tabs ins(%t : !tile) outs(%t : !tile)
      scf.yield
    }
    case 1 {
      pto.texp ins(%t : !tile) outs(%t : !tile)
      scf.yield
    }
    default {
    }
    return
  }
}

// -----

!tile = !pto.tile_buf<vec, 16x16xf32>
!part = !pto.partition_tensor_view<16x16xf32>

// An id record_event / wait_event use is not the pass's for any pair.
// CHECK-LABEL: func.func @record_event
// CHECK:      pto.tload
// CHECK-NEXT: pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID1>]
// CHECK-NEXT: pto.record_event
// CHECK-NEXT: pto.wait_event
// CHECK-NEXT: pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID1>]
// CHECK-NEXT: pto.tabs
module attributes {pto.target_arch = "a3"} {
  func.func @record_event(%a: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %t = pto.alloc_tile : !tile
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    pto.tload ins(%pa : !part) outs(%t : !tile)
    pto.record_event[#pto.pipe_event_type<TLOAD>, #pto.pipe_event_type<TVEC>, <EVENT_ID0>]
    pto.wait_event[#pto.pipe_event_type<TLOAD>, #pto.pipe_event_type<TVEC>, <EVENT_ID0>]
    pto.tabs ins(%t : !tile) outs(%t : !tile)
    return
  }
}

// -----

!part = !pto.partition_tensor_view<16x16xf32>

// Each section runs on one core: it starts with nothing in flight and
// ends drained, and no flag names the other core's pipes (the Vector
// section's load of what the Cube stored is ordered by cross-core flags,
// not here).
// CHECK-LABEL: func.func @sections
// CHECK:      pto.section.cube {
// CHECK-NOT:  <PIPE_V>
// CHECK:      pto.barrier <PIPE_ALL>
// CHECK-NEXT: }
// CHECK-NEXT: pto.section.vector {
// CHECK-NOT:  <PIPE_FIX>
// CHECK:      pto.barrier <PIPE_ALL>
// CHECK-NEXT: }
module attributes {pto.target_arch = "a3"} {
  func.func @sections(%a: !pto.ptr<f32>, %w: !pto.ptr<f32>) attributes {pto.entry} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %vw = pto.make_tensor_view %w, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pw = pto.partition_view %vw, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    pto.section.cube {
      %acc = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
      pto.tstore ins(%acc : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) outs(%pw : !part)
    }
    pto.section.vector {
      %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
      pto.tload ins(%pw : !part) outs(%t : !pto.tile_buf<vec, 16x16xf32>)
      pto.tabs ins(%t : !pto.tile_buf<vec, 16x16xf32>) outs(%t : !pto.tile_buf<vec, 16x16xf32>)
    }
    return
  }
}

// -----

!tile = !pto.tile_buf<vec, 16x16xf32>
!part = !pto.partition_tensor_view<16x16xf32>

// A set is not moved across an op that may call: the callee's flags of the
// same pipe pair would find it set. The load's MTE2 -> V flag is set and
// waited right before the vector op, after the if.
// CHECK-LABEL: func.func @call_between
// CHECK:      pto.tload
// CHECK-NEXT: arith.cmpi
// CHECK-NEXT: scf.if
// CHECK:      }
// CHECK-NEXT: pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
// CHECK-NEXT: pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
// CHECK-NEXT: pto.tabs
module attributes {pto.target_arch = "a3"} {
  func.func @callee() {
    return
  }
  func.func @call_between(%a: !pto.ptr<f32>, %n: index) attributes {pto.entry} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %t = pto.alloc_tile : !tile
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    pto.tload ins(%pa : !part) outs(%t : !tile)
    %cond = arith.cmpi eq, %n, %c1 : index
    scf.if %cond {
      func.call @callee() : () -> ()
    }
    pto.tabs ins(%t : !tile) outs(%t : !tile)
    return
  }
}

// -----

!tile = !pto.tile_buf<vec, 16x16xf32>
!part = !pto.partition_tensor_view<16x16xf32>

// A tile used only inside a loop may be freed at the loop's end by ptoas's
// planner, so a tile allocated after the loop may take its address: its
// load must wait for the loop's last vector op and store of the first
// tile. The waits that drain the flags carried around the loop (right
// after it) already order them: the last iteration set each after its
// last instruction on the flag's source pipe. No flag or barrier more.
// CHECK-LABEL: func.func @freed_after_loop
// CHECK:      pto.set_flag[<PIPE_V>, <PIPE_MTE2>, <EVENT_ID0>]
// CHECK-NEXT: pto.set_flag[<PIPE_MTE3>, <PIPE_MTE2>, <EVENT_ID0>]
// CHECK-NEXT: scf.for
// CHECK:      pto.tstore
// CHECK-NEXT: pto.set_flag[<PIPE_MTE3>, <PIPE_MTE2>, <EVENT_ID0>]
// CHECK-NEXT: }
// CHECK-NEXT: pto.wait_flag[<PIPE_MTE3>, <PIPE_MTE2>, <EVENT_ID0>]
// CHECK-NEXT: pto.wait_flag[<PIPE_V>, <PIPE_MTE2>, <EVENT_ID0>]
// CHECK-NEXT: %{{.*}} = pto.alloc_tile
// CHECK-NEXT: pto.tload
// CHECK-NEXT: pto.barrier <PIPE_ALL>
module attributes {pto.target_arch = "a3"} {
  func.func @freed_after_loop(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>, %c: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    %vb = pto.make_tensor_view %b, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pb = pto.partition_view %vb, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    %vc = pto.make_tensor_view %c, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pc = pto.partition_view %vc, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !part
    %x = pto.alloc_tile : !tile
    scf.for %i = %c0 to %c2 step %c1 {
      pto.tload ins(%pa : !part) outs(%x : !tile)
      pto.tabs ins(%x : !tile) outs(%x : !tile)
      pto.tstore ins(%x : !tile) outs(%pc : !part)
    }
    %y = pto.alloc_tile : !tile
    pto.tload ins(%pb : !part) outs(%y : !tile)
    return
  }
}
