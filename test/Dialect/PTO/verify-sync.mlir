// pto-verify-sync (PipeHazards.cpp): each hazard no flag or barrier of the
// function orders, and each misuse of a flag, is an error at the op.
// RUN: pto-opt %s -split-input-file -verify-diagnostics --pto-verify-sync

// A vector op reads a tile a load may still be writing.
module attributes {pto.target_arch = "a3"} {
  func.func @uncovered(%a: !pto.ptr<f32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    // expected-note@+1 {{the earlier access}}
    pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%t : !pto.tile_buf<vec, 16x16xf32>)
    // expected-error@+1 {{hazard: this instruction (PIPE_V) reads a tile that an earlier write on PIPE_MTE2 may still be accessing: no set_flag / wait_flag pair orders them}}
    pto.texp ins(%t : !pto.tile_buf<vec, 16x16xf32>) outs(%t : !pto.tile_buf<vec, 16x16xf32>)
    pto.barrier <PIPE_ALL>
    return
  }
}

// -----

// Two dependent vector ops on a3 need a barrier of the V pipe between
// them; the flags order the load.
module attributes {pto.target_arch = "a3"} {
  func.func @same_pipe(%a: !pto.ptr<f32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    %u = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%t : !pto.tile_buf<vec, 16x16xf32>)
    pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
    pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
    // expected-note@+1 {{the earlier access}}
    pto.texp ins(%t : !pto.tile_buf<vec, 16x16xf32>) outs(%u : !pto.tile_buf<vec, 16x16xf32>)
    // expected-error@+1 {{hazard: this instruction (PIPE_V) reads a tile that an earlier write on PIPE_V may still be accessing: no pipe_barrier of the pipe comes between them}}
    pto.tabs ins(%u : !pto.tile_buf<vec, 16x16xf32>) outs(%t : !pto.tile_buf<vec, 16x16xf32>)
    pto.barrier <PIPE_ALL>
    return
  }
}

// -----

// The same on a5, which keeps the V pipe in order; and a chain of flags
// (MTE2 -> V, then V -> MTE3) orders the load before the store.
module attributes {pto.target_arch = "a5"} {
  func.func @ordered(%a: !pto.ptr<f32>, %c: !pto.ptr<f32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    %u = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %vc = pto.make_tensor_view %c, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    %pc = pto.partition_view %vc, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%t : !pto.tile_buf<vec, 16x16xf32>)
    pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
    pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
    pto.texp ins(%t : !pto.tile_buf<vec, 16x16xf32>) outs(%u : !pto.tile_buf<vec, 16x16xf32>)
    pto.tadd ins(%u, %u : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) outs(%u : !pto.tile_buf<vec, 16x16xf32>)
    pto.set_flag[<PIPE_V>, <PIPE_MTE3>, <EVENT_ID0>]
    pto.wait_flag[<PIPE_V>, <PIPE_MTE3>, <EVENT_ID0>]
    pto.tstore ins(%t : !pto.tile_buf<vec, 16x16xf32>) outs(%pc : !pto.partition_tensor_view<16x16xf32>)
    pto.barrier <PIPE_ALL>
    return
  }
}

// -----

// A flag set before the load it should cover orders nothing: the wait
// comes, but the load was issued after the set.
module attributes {pto.target_arch = "a5"} {
  func.func @set_too_early(%a: !pto.ptr<f32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
    // expected-note@+1 {{the earlier access}}
    pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%t : !pto.tile_buf<vec, 16x16xf32>)
    pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID0>]
    // expected-error@+1 {{hazard: this instruction (PIPE_V) reads a tile that an earlier write on PIPE_MTE2}}
    pto.texp ins(%t : !pto.tile_buf<vec, 16x16xf32>) outs(%t : !pto.tile_buf<vec, 16x16xf32>)
    pto.barrier <PIPE_ALL>
    return
  }
}

// -----

// ptoas's own loop pattern: the MTE1 -> MTE2 flag set before the loop is
// waited for at the top of each iteration and set again at its end, and
// waited for after the loop. Without it, the next iteration's load would
// overwrite the L1 tile the previous move may still be reading.
module attributes {pto.target_arch = "a3"} {
  func.func @pre_armed(%a: !pto.ptr<f16>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %m = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
    %l = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, blayout=col_major, slayout=row_major>
    %va = pto.make_tensor_view %a, shape = [%c64, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf16>
    pto.set_flag[<PIPE_MTE1>, <PIPE_MTE2>, <EVENT_ID0>]
    scf.for %i = %c0 to %c4 step %c1 {
      %row = arith.muli %i, %c16 : index
      %pa = pto.partition_view %va, offsets = [%row, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<16x16xf16>
      pto.wait_flag[<PIPE_MTE1>, <PIPE_MTE2>, <EVENT_ID0>]
      pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf16>) outs(%m : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>)
      pto.set_flag[<PIPE_MTE2>, <PIPE_MTE1>, <EVENT_ID0>]
      pto.wait_flag[<PIPE_MTE2>, <PIPE_MTE1>, <EVENT_ID0>]
      pto.tmov ins(%m : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>) outs(%l : !pto.tile_buf<left, 16x16xf16, blayout=col_major, slayout=row_major>)
      pto.barrier <PIPE_MTE1>
      pto.set_flag[<PIPE_MTE1>, <PIPE_MTE2>, <EVENT_ID0>]
    }
    pto.wait_flag[<PIPE_MTE1>, <PIPE_MTE2>, <EVENT_ID0>]
    pto.barrier <PIPE_ALL>
    return
  }
}

// -----

// The same loop without the flag that orders the previous iteration's move
// before this iteration's load (which then also overwrites, on MTE2, the
// previous load's tile with no barrier: the chain of flags ordered it).
module attributes {pto.target_arch = "a3"} {
  func.func @loop_carried(%a: !pto.ptr<f16>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %m = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>
    %l = pto.alloc_tile : !pto.tile_buf<left, 16x16xf16, blayout=col_major, slayout=row_major>
    %va = pto.make_tensor_view %a, shape = [%c64, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf16>
    scf.for %i = %c0 to %c4 step %c1 {
      %row = arith.muli %i, %c16 : index
      %pa = pto.partition_view %va, offsets = [%row, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<16x16xf16>
      // expected-error@+3 {{hazard: this instruction (PIPE_MTE2) writes a tile that an earlier read on PIPE_MTE1 may still be accessing: no set_flag / wait_flag pair orders them}}
      // expected-error@+2 {{hazard: this instruction (PIPE_MTE2) writes a tile that an earlier write on PIPE_MTE2 may still be accessing: no pipe_barrier of the pipe comes between them}}
      // expected-note@+1 {{the earlier access}}
      pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf16>) outs(%m : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>)
      pto.set_flag[<PIPE_MTE2>, <PIPE_MTE1>, <EVENT_ID0>]
      pto.wait_flag[<PIPE_MTE2>, <PIPE_MTE1>, <EVENT_ID0>]
      // expected-note@+1 {{the earlier access}}
      pto.tmov ins(%m : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>) outs(%l : !pto.tile_buf<left, 16x16xf16, blayout=col_major, slayout=row_major>)
      pto.barrier <PIPE_MTE1>
    }
    pto.barrier <PIPE_ALL>
    return
  }
}

// -----

module attributes {pto.target_arch = "a3"} {
  func.func @deadlock() {
    // expected-error@+1 {{waits for an event no set_flag has set: the pipe would wait forever (deadlock)}}
    pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID3>]
    return
  }
}

// -----

module attributes {pto.target_arch = "a3"} {
  func.func @maybe_deadlock(%c: i1) {
    scf.if %c {
      pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID1>]
    }
    // expected-error@+1 {{waits for an event that is not set on every path here: the pipe may wait forever (deadlock)}}
    pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID1>]
    return
  }
}

// -----

// A flag set once before a loop and waited for on its first iteration only
// (TileLang's `if k == 0: T.ascend_wait_flag(...)`): the first iteration is
// walked with the test true, the others with it false, so the wait is
// matched and the set after the loop reuses a free event.
module attributes {pto.target_arch = "a3"} {
  func.func @first_iteration_wait() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    pto.set_flag[<PIPE_FIX>, <PIPE_M>, <EVENT_ID0>]
    scf.for %k = %c0 to %c2 step %c1 {
      %first = arith.cmpi eq, %k, %c0 : index
      scf.if %first {
        pto.wait_flag[<PIPE_FIX>, <PIPE_M>, <EVENT_ID0>]
      }
    }
    pto.set_flag[<PIPE_FIX>, <PIPE_M>, <EVENT_ID0>]
    pto.wait_flag[<PIPE_FIX>, <PIPE_M>, <EVENT_ID0>]
    return
  }
}

// -----

// What the first iteration finds is reported: a wait on it for an event
// nothing set.
module attributes {pto.target_arch = "a3"} {
  func.func @first_iteration_deadlock() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    scf.for %k = %c0 to %c2 step %c1 {
      %first = arith.cmpi eq, %c0, %k : index
      scf.if %first {
        // expected-error@+1 {{waits for an event no set_flag has set: the pipe would wait forever (deadlock)}}
        pto.wait_flag[<PIPE_FIX>, <PIPE_M>, <EVENT_ID1>]
      }
    }
    return
  }
}

// -----

// Another iteration's test is not decided: the wait may come on a path
// that did not set the event.
module attributes {pto.target_arch = "a3"} {
  func.func @second_iteration_wait() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    // expected-error@+1 {{this flag is (on some paths) never waited for before the function returns: it stays set into the next kernel on the core}}
    pto.set_flag[<PIPE_FIX>, <PIPE_M>, <EVENT_ID0>]
    scf.for %k = %c0 to %c2 step %c1 {
      %second = arith.cmpi eq, %k, %c1 : index
      scf.if %second {
        // expected-error@+1 {{waits for an event that is not set on every path here: the pipe may wait forever (deadlock)}}
        pto.wait_flag[<PIPE_FIX>, <PIPE_M>, <EVENT_ID0>]
      }
    }
    return
  }
}

// -----

module attributes {pto.target_arch = "a3"} {
  func.func @reused_while_live() {
    pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID2>]
    // expected-error@+1 {{sets an event that is still set (event ids reused while live): its wait_flag has not come yet}}
    pto.set_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID2>]
    pto.wait_flag[<PIPE_MTE2>, <PIPE_V>, <EVENT_ID2>]
    return
  }
}

// -----

module attributes {pto.target_arch = "a3"} {
  func.func @never_waited() {
    // expected-error@+1 {{this flag is never waited for before the function returns: it stays set into the next kernel on the core}}
    pto.set_flag[<PIPE_V>, <PIPE_MTE3>, <EVENT_ID0>]
    return
  }
}

// -----

module attributes {pto.target_arch = "a5"} {
  func.func @a5_barrier() {
    // expected-error@+1 {{a5 rejects a pipe_barrier of PIPE_V: it keeps that pipe's instructions in order by itself}}
    pto.barrier <PIPE_V>
    return
  }
}

// -----

module attributes {pto.target_arch = "a3"} {
  func.func @callee() {
    return
  }
  func.func @call_in_flight(%a: !pto.ptr<f32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%t : !pto.tile_buf<vec, 16x16xf32>)
    // expected-error@+1 {{hazard: a call while accesses may still be in flight (no pipe_barrier(PIPE_ALL) before it)}}
    call @callee() : () -> ()
    return
  }
}

// -----

// A section runs on one core: it must begin with nothing in flight and end
// drained.
module attributes {pto.target_arch = "a3"} {
  func.func @section_in_flight(%a: !pto.ptr<f32>) attributes {pto.entry} {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    // expected-error@+1 {{hazard: accesses may still be in flight at the end of this section (no pipe_barrier(PIPE_ALL) ends it)}}
    pto.section.vector {
      %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
      pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%t : !pto.tile_buf<vec, 16x16xf32>)
    }
    %u = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%u : !pto.tile_buf<vec, 16x16xf32>)
    // expected-error@+1 {{hazard: a section begins while accesses may still be in flight (no pipe_barrier(PIPE_ALL) before it)}}
    pto.section.vector {
      pto.barrier <PIPE_ALL>
    }
    return
  }
}

// -----

// A called function's caller takes nothing in flight from it: the callee
// must return drained.
module attributes {pto.target_arch = "a3"} {
  func.func @callee(%a: !pto.ptr<f32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    %va = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf32>) outs(%t : !pto.tile_buf<vec, 16x16xf32>)
    // expected-error@+1 {{hazard: this function is called, and returns while accesses may still be in flight (no pipe_barrier(PIPE_ALL) before the return)}}
    return
  }
  func.func @caller(%a: !pto.ptr<f32>) attributes {pto.entry} {
    call @callee(%a) : (!pto.ptr<f32>) -> ()
    return
  }
}

// -----

// A test of the index cast to i1 is true on every other iteration, not
// only the first: it is not decided, and the wait may find no flag.
module attributes {pto.target_arch = "a3"} {
  func.func @narrow_first_test() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %false = arith.constant false
    // expected-error@+1 {{this flag is (on some paths) never waited for before the function returns: it stays set into the next kernel on the core}}
    pto.set_flag[<PIPE_FIX>, <PIPE_M>, <EVENT_ID0>]
    scf.for %k = %c0 to %c4 step %c1 {
      %k1 = arith.index_cast %k : index to i1
      %first = arith.cmpi eq, %k1, %false : i1
      scf.if %first {
        // expected-error@+1 {{waits for an event that is not set on every path here: the pipe may wait forever (deadlock)}}
        pto.wait_flag[<PIPE_FIX>, <PIPE_M>, <EVENT_ID0>]
      }
    }
    return
  }
}

// -----

// A loop of one iteration: its else branch never runs.
module attributes {pto.target_arch = "a3"} {
  func.func @one_trip() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    pto.set_flag[<PIPE_FIX>, <PIPE_M>, <EVENT_ID0>]
    scf.for %k = %c0 to %c1 step %c1 {
      %first = arith.cmpi eq, %k, %c0 : index
      scf.if %first {
        pto.wait_flag[<PIPE_FIX>, <PIPE_M>, <EVENT_ID0>]
      } else {
        pto.wait_flag[<PIPE_FIX>, <PIPE_M>, <EVENT_ID3>]
      }
    }
    return
  }
}

// -----

// A loop from a negative bound: its test is not decided (casts of its
// index may wrap), so the set on the "first" iteration may never run.
module attributes {pto.target_arch = "a3"} {
  func.func @negative_lower_bound() {
    %cm1 = arith.constant -1 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    scf.for %k = %cm1 to %c3 step %c1 {
      %first = arith.cmpi eq, %k, %cm1 : index
      scf.if %first {
        // expected-error@+1 {{sets an event that may still be set (event ids reused while live): its wait_flag has not come yet}}
        pto.set_flag[<PIPE_FIX>, <PIPE_M>, <EVENT_ID2>]
      }
    }
    // expected-error@+1 {{waits for an event that is not set on every path here: the pipe may wait forever (deadlock)}}
    pto.wait_flag[<PIPE_FIX>, <PIPE_M>, <EVENT_ID2>]
    return
  }
}
