// Errors of ascend-promote-scalar-slots on ascend IR (the errors it reports
// for TileLang local.var buffers are in
// Conversion/TIRToAscend/local-var-invalid.mlir).
// RUN: pto-opt %s --ascend-promote-scalar-slots -split-input-file -verify-diagnostics

func.func private @use(memref<1xf32>)

func.func @slot_escapes(%x: f32) {
  %c0 = arith.constant 0 : index
  %v = memref.alloca() : memref<1xf32> loc("v")
  memref.store %x, %v[%c0] : memref<1xf32>
  // expected-error@+1 {{'func.call' op uses the local.var 'v'; a scalar variable can only be read and written}}
  func.call @use(%v) : (memref<1xf32>) -> ()
  return
}

// -----

func.func @read_in_then_branch_before_write(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.alloca() : memref<1xf32>
  %r = scf.if %c -> f32 {
    // expected-error@+1 {{'memref.load' op reads the local.var scalar before any write to it}}
    %x = memref.load %v[%c0] : memref<1xf32>
    scf.yield %x : f32
  } else {
    %z = arith.constant 0.0 : f32
    scf.yield %z : f32
  }
  return %r : f32
}

// -----

// A write later in the same branch does not define the value read first.
func.func @read_then_write_in_branch(%c: i1, %x: f32) {
  %c0 = arith.constant 0 : index
  %v = memref.alloca() : memref<1xf32>
  scf.if %c {
    // expected-error@+1 {{'memref.load' op reads the local.var scalar before any write to it}}
    %u = memref.load %v[%c0] : memref<1xf32>
    %w = arith.addf %u, %x : f32
    memref.store %w, %v[%c0] : memref<1xf32>
  }
  return
}

// -----

// Nor does a write in the other branch.
func.func @loop_in_branch(%c: i1, %n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.alloca() : memref<1xf32> loc("v")
  scf.if %c {
    // expected-error@+1 {{'scf.for' op reads the local.var 'v' before any write to it (its first iteration would read an undefined value)}}
    scf.for %i = %c0 to %n step %c1 {
      %u = memref.load %v[%c0] : memref<1xf32>
      %w = arith.addf %u, %x : f32
      memref.store %w, %v[%c0] : memref<1xf32>
    }
  } else {
    memref.store %x, %v[%c0] : memref<1xf32>
  }
  return
}

// -----

// A while loop's first test reads the value the loop writes.
func.func @while_reads_first(%x: f32) {
  %c0 = arith.constant 0 : index
  %v = memref.alloca() : memref<1xf32> loc("v")
  // expected-error@+1 {{'scf.while' op reads the local.var 'v' before any write to it (its first iteration would read an undefined value)}}
  scf.while : () -> () {
    %u = memref.load %v[%c0] : memref<1xf32>
    %more = arith.cmpf olt, %u, %x : f32
    scf.condition(%more)
  } do {
    memref.store %x, %v[%c0] : memref<1xf32>
    scf.yield
  }
  return
}
