// local.var scalars (T.alloc_var) that cannot become SSA values: the errors
// of ascend-promote-scalar-slots, at the user's ops, after
// convert-tir-to-ascend made each buffer a slot.
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" --ascend-promote-scalar-slots -split-input-file -verify-diagnostics

func.func @local_var_read_before_write() {
  %n = tir.alloc_buffer "n" : memref<1xi32, #tir.scope<"local.var">>
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'memref.load' op reads the local.var 'n' before any write to it}}
  %v = memref.load %n[%c0] : memref<1xi32, #tir.scope<"local.var">>
  return
}

// -----
func.func @local_var_in_region(%c: i1) {
  %c0 = arith.constant 0 : index
  %v = tir.alloc_buffer "v" : memref<1xf32, #tir.scope<"local.var">>
  %f = arith.constant 1.0 : f32
  memref.store %f, %v[%c0] : memref<1xf32, #tir.scope<"local.var">>
  // expected-error@+1 {{'scf.execute_region' op reads or writes a local.var inside its regions; only scf.for, scf.while and scf.if carry scalar variables}}
  %r = scf.execute_region -> f32 {
    %x = memref.load %v[%c0] : memref<1xf32, #tir.scope<"local.var">>
    scf.yield %x : f32
  }
  return
}

// -----
func.func @local_var_read_first_in_loop(%n: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = tir.alloc_buffer "v" : memref<1xf32, #tir.scope<"local.var">>
  // expected-error@+1 {{'scf.for' op reads the local.var 'v' before any write to it (its first iteration would read an undefined value)}}
  tir.for serial %k = %c0 to %n step %c1 {
    %u = memref.load %v[%c0] : memref<1xf32, #tir.scope<"local.var">>
    %w = arith.addf %u, %f : f32
    memref.store %w, %v[%c0] : memref<1xf32, #tir.scope<"local.var">>
  }
  return
}
