// pto-insert-sync (Sync.cpp, PipeHazards.cpp): a wait_flag before each
// access that another pipe's earlier access to the same storage may still
// overlap, its set_flag right after the last such access where that is in
// the same block (else right before the wait), a barrier where both are on
// one pipe (none for PIPE_S, nor for PIPE_V on a5), and a barrier of all
// pipes before a call and at the end.
// RUN: pto-opt %s -split-input-file --pto-insert-sync | FileCheck %s

// MTE2 -> V -> MTE3 on a3: one flag per hop, a V barrier between the two
// dependent vector ops, no MTE2 -> MTE3 flag (the chain orders them), and
// a full barrier before the return.
// CHECK-LABEL: func.func @chain_a3
// CHECK:      pto.tload
// CHECK-NEXT: pto.tload
// CHECK-NEXT: pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
// CHECK-NEXT: pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
// CHECK-NEXT: pto.tadd
// CHECK-NEXT: pto.barrier <PIPE_V>
// CHECK-NEXT: pto.texp
// CHECK-NEXT: pto.set_flag[<PIPE_V>, <PIPE_MTE3>, <EVENT_ID0>]
// CHECK-NEXT: pto.wait_flag[<PIPE_V>, <PIPE_MTE3>, <EVENT_ID0>]
// CHECK-NEXT: pto.tstore
// CHECK-NEXT: pto.barrier <PIPE_ALL>
// CHECK-NEXT: return
module attributes {pto.target_arch = "a3"} {
  func.func @chain_a3(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>, %c: !pto.ptr<f32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %ta = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    %tb = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %vb = pto.make_tensor_view %b, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %vc = pto.make_tensor_view %c, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    %pb = pto.partition_view %vb, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    %pc = pto.partition_view %vc, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%ta : !pto.tile_buf<vec, 16x16xf32>)
    pto.tload ins(%pb : !pto.partition_tensor_view<16x16xf32>) outs(%tb : !pto.tile_buf<vec, 16x16xf32>)
    pto.tadd ins(%ta, %tb : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) outs(%ta : !pto.tile_buf<vec, 16x16xf32>)
    pto.texp ins(%ta : !pto.tile_buf<vec, 16x16xf32>) outs(%tb : !pto.tile_buf<vec, 16x16xf32>)
    pto.tstore ins(%tb : !pto.tile_buf<vec, 16x16xf32>) outs(%pc : !pto.partition_tensor_view<16x16xf32>)
    return
  }
}

// -----

// The same on a5, which keeps the Vector pipe in order: no V barrier.
// CHECK-LABEL: func.func @chain_a5
// CHECK:      pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
// CHECK-NEXT: pto.tadd
// CHECK-NEXT: pto.texp
// CHECK-NEXT: pto.set_flag[<PIPE_V>, <PIPE_MTE3>, <EVENT_ID0>]
module attributes {pto.target_arch = "a5"} {
  func.func @chain_a5(%a: !pto.ptr<f32>, %c: !pto.ptr<f32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %ta = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    %tb = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %vc = pto.make_tensor_view %c, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    %pc = pto.partition_view %vc, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%ta : !pto.tile_buf<vec, 16x16xf32>)
    pto.tadd ins(%ta, %ta : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) outs(%ta : !pto.tile_buf<vec, 16x16xf32>)
    pto.texp ins(%ta : !pto.tile_buf<vec, 16x16xf32>) outs(%tb : !pto.tile_buf<vec, 16x16xf32>)
    pto.tstore ins(%tb : !pto.tile_buf<vec, 16x16xf32>) outs(%pc : !pto.partition_tensor_view<16x16xf32>)
    return
  }
}

// -----

// A loop that refills a tile the previous iteration's vector op read: the
// V -> MTE2 flag (write after read, carried by the loop) is set right
// after the tadd, the iteration's last V access of the tile, and waited
// for before the next iteration's load; it is set once before the loop
// (the first load finds it set) and waited for once after it (the last
// iteration's set is consumed). So is the MTE3 -> V flag (the tadd
// overwrites what the previous iteration's store read), set after the
// store. Within the iteration, MTE2 -> V before the tadd and V -> MTE3
// before the store.
// CHECK-LABEL: func.func @loop_carried
// CHECK:      pto.set_flag[<PIPE_V>, <PIPE_MTE2>, <EVENT_ID0>]
// CHECK-NEXT: pto.set_flag[<PIPE_MTE3>, <PIPE_V>, <EVENT_ID0>]
// CHECK-NEXT: scf.for
// CHECK:      pto.wait_flag[<PIPE_V>, <PIPE_MTE2>, <EVENT_ID0>]
// CHECK-NEXT: pto.tload
// CHECK-NEXT: pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
// CHECK-NEXT: pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
// CHECK-NEXT: pto.wait_flag[<PIPE_MTE3>, <PIPE_V>, <EVENT_ID0>]
// CHECK-NEXT: pto.tadd
// CHECK-NEXT: pto.set_flag[<PIPE_V>, <PIPE_MTE3>, <EVENT_ID0>]
// CHECK-NEXT: pto.set_flag[<PIPE_V>, <PIPE_MTE2>, <EVENT_ID0>]
// CHECK-NEXT: pto.wait_flag[<PIPE_V>, <PIPE_MTE3>, <EVENT_ID0>]
// CHECK-NEXT: pto.tstore
// CHECK-NEXT: pto.set_flag[<PIPE_MTE3>, <PIPE_V>, <EVENT_ID0>]
// CHECK-NEXT: }
// CHECK-NEXT: pto.wait_flag[<PIPE_MTE3>, <PIPE_V>, <EVENT_ID0>]
// CHECK-NEXT: pto.wait_flag[<PIPE_V>, <PIPE_MTE2>, <EVENT_ID0>]
// CHECK-NEXT: pto.barrier <PIPE_ALL>
module attributes {pto.target_arch = "a5"} {
  func.func @loop_carried(%a: !pto.ptr<f32>, %c: !pto.ptr<f32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %ta = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    %tb = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    %va = pto.make_tensor_view %a, shape = [%c64, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %vc = pto.make_tensor_view %c, shape = [%c64, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      %row = arith.muli %i, %c16 : index
      %pa = pto.partition_view %va, offsets = [%row, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
      %pc = pto.partition_view %vc, offsets = [%row, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
      pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%ta : !pto.tile_buf<vec, 16x16xf32>)
      pto.tadd ins(%ta, %ta : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) outs(%tb : !pto.tile_buf<vec, 16x16xf32>)
      pto.tstore ins(%tb : !pto.tile_buf<vec, 16x16xf32>) outs(%pc : !pto.partition_tensor_view<16x16xf32>)
    }
    return
  }
}

// -----

// Branches join: the store after the if waits for V (the branch ran) and
// for MTE2 (it did not, and nothing ordered the load before the store).
// That flag is set right after the load, its last access, so MTE2 may run
// ahead. The flag inside the branch orders the load before the vector op.
// CHECK-LABEL: func.func @branch
// CHECK:      pto.tload
// CHECK-NEXT: pto.set_flag[<PIPE_MTE2>, <PIPE_MTE3>, <EVENT_ID0>]
// CHECK-NEXT: scf.if
// CHECK-NEXT: pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
// CHECK-NEXT: pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
// CHECK-NEXT: pto.tmuls
// CHECK-NEXT: }
// CHECK-NEXT: pto.set_flag[<PIPE_V>, <PIPE_MTE3>, <EVENT_ID0>]
// CHECK-NEXT: pto.wait_flag[<PIPE_V>, <PIPE_MTE3>, <EVENT_ID0>]
// CHECK-NEXT: pto.wait_flag[<PIPE_MTE2>, <PIPE_MTE3>, <EVENT_ID0>]
// CHECK-NEXT: pto.tstore
module attributes {pto.target_arch = "a3"} {
  func.func @branch(%a: !pto.ptr<f32>, %c: !pto.ptr<f32>, %flag: i1, %s: f32) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %ta = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %vc = pto.make_tensor_view %c, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    %pc = pto.partition_view %vc, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%ta : !pto.tile_buf<vec, 16x16xf32>)
    scf.if %flag {
      pto.tmuls ins(%ta, %s : !pto.tile_buf<vec, 16x16xf32>, f32) outs(%ta : !pto.tile_buf<vec, 16x16xf32>)
    }
    pto.tstore ins(%ta : !pto.tile_buf<vec, 16x16xf32>) outs(%pc : !pto.partition_tensor_view<16x16xf32>)
    return
  }
}

// -----

// Global memory: a store read back by a load of the same argument needs
// MTE3 -> MTE2, set right after the store, so the load of another argument
// in between does not wait. Sets placed after their access span other
// flags of their pipe pair, so they take other ids: the kernel's own
// MTE2 -> V flag uses EVENT_ID0 around the tadd (the pass does not rely on
// it), and the pass's, set after the second load, EVENT_ID1. The element
// read on the scalar pipe waits for V; the scalar write of a tile V read
// needs nothing more.
// CHECK-LABEL: func.func @global_and_ids
// CHECK:      pto.tstore
// CHECK-NEXT: pto.set_flag[<PIPE_MTE3>, <PIPE_MTE2>, <EVENT_ID0>]
// CHECK-NEXT: pto.tload
// CHECK-NEXT: pto.wait_flag[<PIPE_MTE3>, <PIPE_MTE2>, <EVENT_ID0>]
// CHECK-NEXT: pto.tload
// CHECK-NEXT: pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID1>]
// CHECK-NEXT: pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
// CHECK-NEXT: pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
// CHECK-NEXT: pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID1>]
// CHECK-NEXT: pto.tadd
// CHECK-NEXT: pto.set_flag[<PIPE_V>, <PIPE_S>, <EVENT_ID0>]
// CHECK-NEXT: pto.wait_flag[<PIPE_V>, <PIPE_S>, <EVENT_ID0>]
// CHECK-NEXT: pto.tgetval
// CHECK-NEXT: pto.tsetval
// CHECK-NEXT: pto.barrier <PIPE_ALL>
module attributes {pto.target_arch = "a3"} {
  func.func @global_and_ids(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %ta = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    %tb = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %vb = pto.make_tensor_view %b, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    %pb = pto.partition_view %vb, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    pto.tstore ins(%ta : !pto.tile_buf<vec, 16x16xf32>) outs(%pa : !pto.partition_tensor_view<16x16xf32>)
    pto.tload ins(%pb : !pto.partition_tensor_view<16x16xf32>) outs(%tb : !pto.tile_buf<vec, 16x16xf32>)
    pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%ta : !pto.tile_buf<vec, 16x16xf32>)
    pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
    pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
    pto.tadd ins(%ta, %tb : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) outs(%ta : !pto.tile_buf<vec, 16x16xf32>)
    %v = pto.tgetval ins(%ta, %c0 : !pto.tile_buf<vec, 16x16xf32>, index) outs : f32
    pto.tsetval ins(%c0, %v : index, f32) outs(%tb : !pto.tile_buf<vec, 16x16xf32>)
    return
  }
}

// -----

// Tiles of one location that are not live at once may share an address
// under ptoas's planner: the second tile's load waits for the vector op
// that last read the first (set right after it).
// CHECK-LABEL: func.func @reuse
// CHECK:      pto.tmuls
// CHECK-NEXT: pto.set_flag[<PIPE_V>, <PIPE_MTE2>, <EVENT_ID0>]
// CHECK-NEXT: pto.alloc_tile
// CHECK-NEXT: pto.wait_flag[<PIPE_V>, <PIPE_MTE2>, <EVENT_ID0>]
// CHECK-NEXT: pto.tload
module attributes {pto.target_arch = "a5"} {
  func.func @reuse(%a: !pto.ptr<f32>, %s: f32) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    %t1 = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%t1 : !pto.tile_buf<vec, 16x16xf32>)
    pto.tmuls ins(%t1, %s : !pto.tile_buf<vec, 16x16xf32>, f32) outs(%t1 : !pto.tile_buf<vec, 16x16xf32>)
    %t2 = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%t2 : !pto.tile_buf<vec, 16x16xf32>)
    return
  }
}

// -----

// Before a call nothing may be in flight (the callee starts from nothing),
// and both functions end with a barrier of all pipes.
// CHECK-LABEL: func.func @callee
// CHECK:      pto.tload
// CHECK-NEXT: pto.barrier <PIPE_ALL>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @caller
// CHECK:      pto.tload
// CHECK-NEXT: pto.barrier <PIPE_ALL>
// CHECK-NEXT: call @callee
// CHECK-NEXT: return
module attributes {pto.target_arch = "a3"} {
  func.func @callee(%a: !pto.ptr<f32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%t : !pto.tile_buf<vec, 16x16xf32>)
    return
  }
  func.func @caller(%a: !pto.ptr<f32>) attributes {pto.entry} {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%t : !pto.tile_buf<vec, 16x16xf32>)
    call @callee(%a) : (!pto.ptr<f32>) -> ()
    return
  }
}

// -----

// A function that touches no tile gets nothing.
// CHECK-LABEL: func.func @nothing
// CHECK-NEXT: return
module attributes {pto.target_arch = "a3"} {
  func.func @nothing() {
    return
  }
}
