// RUN: pto-opt %s --tir-expand-element-atomics -split-input-file -verify-diagnostics

// Upstream's atomic_max_gm_float and atomic_min_gm_float
// (example_atomic.py): PTO's tstore has no atomic max or min.
func.func @atomic_max_gm_float(%counter: memref<1xf32> {tir.name = "counter"}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  tir.kernel (%bx) in (8) {
    tir.vector_function <simt> threads [256] {
      tir.for parallel %tx = %c0 to %c256 step %c1 {
        %b = arith.muli %bx, %c256 : index
        %t = arith.addi %b, %tx : index
        %ti = arith.index_cast %t : index to i32
        %v = arith.sitofp %ti : i32 to f32
        // expected-error@+1 {{'tir.atomic' op (T.atomic_max) has no PTO form: PTO's tstore adds atomically (atomicType = atomic_add), it has no atomic max or min}}
        tir.atomic <max> %counter[%c0], %v : memref<1xf32>
      }
    }
  }
  return
}

// -----

func.func @atomic_min(%counter: memref<1xi32> {tir.name = "counter"}, %v: i32) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'tir.atomic' op (T.atomic_min) has no PTO form}}
  tir.atomic <min> %counter[%c0], %v : memref<1xi32>
  return
}

// -----

func.func @local_destination(%v: f32) {
  %c0 = arith.constant 0 : index
  %acc = tir.alloc_buffer "acc" : memref<4xf32, #tir.scope<"shared.dyn">>
  // expected-error@+1 {{'tir.atomic' op (T.atomic_add) into 'acc', which is not in global memory: tirpto adds atomically into global memory only (a tstore that adds); one core runs a block's element-wise work, so add to a local buffer directly}}
  tir.atomic <add> %acc[%c0], %v : memref<4xf32, #tir.scope<"shared.dyn">>
  return
}

// -----

// A guard whose branch does more than compute the added value (a store):
// not a guarded add.
func.func @guarded(%counter: memref<1xf32> {tir.name = "counter"}, %v: f32,
                   %seen: memref<256xf32> {tir.name = "seen"}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c256 = arith.constant 256 : index
  tir.for parallel %i = %c0 to %c256 step %c1 {
    %in = arith.cmpi slt, %i, %c16 : index
    // expected-note@+1 {{inside this op}}
    scf.if %in {
      memref.store %v, %seen[%i] : memref<256xf32>
      // expected-error@+1 {{'tir.atomic' op (T.atomic_add) under a branch or loop inside a T.Parallel nest is not supported yet: the nest's updates are summed as tiles}}
      tir.atomic <add> %counter[%c0], %v : memref<1xf32>
    }
  }
  return
}

// -----

func.func @scaled_index(%out: memref<512xf32> {tir.name = "out"}, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c256 = arith.constant 256 : index
  tir.for parallel %i = %c0 to %c256 step %c1 {
    %j = arith.muli %i, %c2 : index
    // expected-error@+1 {{'tir.atomic' op (T.atomic_add) of 'out' whose index in dimension 0 is neither the same in every iteration of the T.Parallel nest nor a loop index of the nest plus such a value is not supported yet (an element chosen by data, `H[x[i]]`, has no tile form: add the one-hot values `x[i] == b` into each `H[b]` instead)}}
    tir.atomic <add> %out[%j], %v : memref<512xf32>
  }
  return
}

// -----

func.func @transposed(%out: memref<32x16xf32> {tir.name = "out"}, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c32 step %c1 {
      // expected-error@+1 {{'tir.atomic' op (T.atomic_add) of 'out' indexed by the T.Parallel loops in another order than the nest's (or by one loop twice) is not supported yet}}
      tir.atomic <add> %out[%j, %i], %v : memref<32x16xf32>
    }
  }
  return
}

// -----

func.func @offset_loop(%out: memref<32xf32> {tir.name = "out"}, %v: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-note@+1 {{the loop}}
  tir.for parallel %i = %c0 to %n step %c1 {
    // expected-error@+1 {{'tir.atomic' op (T.atomic_add) of 'out' indexed by a T.Parallel loop that does not count from 0 by 1 to a constant is not supported yet}}
    tir.atomic <add> %out[%i], %v : memref<32xf32>
  }
  return
}

// -----

func.func @i64_elements(%out: memref<4xi64> {tir.name = "out"}, %v: i64) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'tir.atomic' op (T.atomic_add) of 'i64' elements of 'out': PTO's tstore adds i8, i16, i32, f16, bf16 or f32 elements atomically}}
  tir.atomic <add> %out[%c0], %v : memref<4xi64>
  return
}

// -----

func.func @unsigned_elements(%out: memref<4xui32> {tir.name = "out"}, %v: ui32) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'tir.atomic' op (T.atomic_add) of 'ui32' elements of 'out': PTO's tstore adds i8, i16, i32, f16, bf16 or f32 elements atomically}}
  tir.atomic <add> %out[%c0], %v : memref<4xui32>
  return
}

// -----

func.func @cube_section(%out: memref<4xf32> {tir.name = "out"}, %v: f32) {
  %c0 = arith.constant 0 : index
  tir.kernel (%bx) in (1) {
    // expected-note@+1 {{the Cube section}}
    tir.section <cube> {
      // expected-error@+1 {{'tir.atomic' op (T.atomic_add) in a Cube section: the sums of element atomics are Vector work; move it into a Vector section}}
      tir.atomic <add> %out[%c0], %v : memref<4xf32>
    }
  }
  return
}

// -----

func.func @serial_sibling(%counter: memref<1xf32> {tir.name = "counter"},
                          %x: memref<16x8xf32> {tir.name = "x"}, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %s = tir.alloc_buffer "s" : memref<16xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    // expected-error@+1 {{'tir.atomic' op (T.atomic_add) in a T.Parallel nest that also holds a serial loop is not supported yet (the loop could not move out of the nest past the atomic's sums); put the atomic in a T.Parallel nest of its own}}
    tir.atomic <add> %counter[%c0], %v : memref<1xf32>
    // expected-note@+1 {{the serial loop}}
    tir.for serial %k = %c0 to %c8 step %c1 {
      %a = memref.load %s[%i] : memref<16xf32, #tir.scope<"shared.dyn">>
      %b = memref.load %x[%i, %k] : memref<16x8xf32>
      %t = arith.addf %a, %b : f32
      memref.store %t, %s[%i] : memref<16xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}

// -----

// A guard the nest does not change guards the whole nest.
func.func @uniform_guard(%counter: memref<1xf32> {tir.name = "counter"}, %v: f32, %p: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  tir.for parallel %i = %c0 to %c256 step %c1 {
    // expected-note@+1 {{the 'if'}}
    scf.if %p {
      // expected-error@+1 {{'tir.atomic' op (T.atomic_add) under an 'if' on a value the T.Parallel nest does not change: move the 'if' around the nest}}
      tir.atomic <add> %counter[%c0], %v : memref<1xf32>
    }
  }
  return
}
