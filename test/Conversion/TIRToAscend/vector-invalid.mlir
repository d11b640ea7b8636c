// Constructs convert-tir-to-ascend reports in Vector work: T.Parallel nest
// bodies, orientations of vector buffers, T.reduce, intrinsics, externs and
// local.var scalars.
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" -split-input-file -verify-diagnostics

func.func @l1_in_nest() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %a = tir.alloc_buffer "a_l1" : memref<16x16xf16, #tir.scope<"shared.l1">>
  %y = tir.alloc_buffer "y" : memref<16x16xf16, #tir.scope<"shared.ub">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c16 step %c1 {
      // expected-error@+1 {{'memref.load' op accesses 'a_l1' (l1) in a T.Parallel nest; element-wise work runs on the Vector core, on ub buffers only}}
      %u = memref.load %a[%i, %j] : memref<16x16xf16, #tir.scope<"shared.l1">>
      memref.store %u, %y[%i, %j] : memref<16x16xf16, #tir.scope<"shared.ub">>
    }
  }
  return
}
// -----

func.func @region_in_nest() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %x = tir.alloc_buffer "x" : memref<32x16xf32, #tir.scope<"shared.dyn">>
  %y = tir.alloc_buffer "y" : memref<16x16xf32, #tir.scope<"shared.dyn">>
  %s = memref.subview %x[0, 0] [16, 16] [1, 1] : memref<32x16xf32, #tir.scope<"shared.dyn">> to memref<16x16xf32, strided<[16, 1]>, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c16 step %c1 {
      // expected-error@+1 {{'memref.load' op accesses a region of 'x' in a T.Parallel nest; element-wise work takes whole local buffers (copy the region into a buffer first)}}
      %u = memref.load %s[%i, %j] : memref<16x16xf32, strided<[16, 1]>, #tir.scope<"shared.dyn">>
      memref.store %u, %y[%i, %j] : memref<16x16xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}
// -----

func.func @scalar_element(%f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %x = tir.alloc_buffer "x" : memref<16x16xf32, #tir.scope<"shared.dyn">>
  %y = tir.alloc_buffer "y" : memref<16x16xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c16 step %c1 {
      %u = memref.load %x[%i, %j] : memref<16x16xf32, #tir.scope<"shared.dyn">>
      // expected-error@+1 {{'memref.store' op writes 'y' at a fixed index (one element of a tile); element-wise work writes whole tiles: y[i, j], a per-row y[i] or a per-column y[j]}}
      memref.store %u, %y[%c1, %c1] : memref<16x16xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}
// -----


// A row of a matrix longer than the nest's loop.
func.func @row_length(%k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %x = tir.alloc_buffer "x" : memref<4x32xf32, #tir.scope<"shared.dyn">>
  %y = tir.alloc_buffer "y" : memref<16xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %j = %c0 to %c16 step %c1 {
    // expected-error@+1 {{'memref.load' op reads 'x' as one row of a matrix whose length does not match the T.Parallel loop it runs along}}
    %u = memref.load %x[%k, %j] : memref<4x32xf32, #tir.scope<"shared.dyn">>
    memref.store %u, %y[%j] : memref<16xf32, #tir.scope<"shared.dyn">>
  }
  return
}
// -----

func.func @offset_index() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %x = tir.alloc_buffer "x" : memref<16x16xf32, #tir.scope<"shared.dyn">>
  %y = tir.alloc_buffer "y" : memref<16x16xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c16 step %c1 {
      %k = arith.addi %j, %c1 : index
      %u = memref.load %x[%i, %j] : memref<16x16xf32, #tir.scope<"shared.dyn">>
      // expected-error@+1 {{'memref.store' op writes 'y' at indices that are not the loop indices of the T.Parallel nest; element-wise work writes whole tiles: y[i, j], a per-row y[i] or a per-column y[j]}}
      memref.store %u, %y[%i, %k] : memref<16x16xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}
// -----


func.func @copy_in_nest() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %x = tir.alloc_buffer "x" : memref<16xf32, #tir.scope<"shared.dyn">>
  %y = tir.alloc_buffer "y" : memref<16xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    // expected-error@+1 {{'tir.copy' op 'tir.copy' in a T.Parallel nest is not supported by convert-tir-to-ascend: the body may hold only loads, stores, arith and math operations, math externs and TIR intrinsics}}
    tir.copy %x, %y : memref<16xf32, #tir.scope<"shared.dyn">>, memref<16xf32, #tir.scope<"shared.dyn">>
  }
  return
}
// -----

// An if on a value the nest does not change is left by
// tir-if-convert-parallel (which the pipeline runs first).
func.func @invariant_guard_in_nest(%flag: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %y = tir.alloc_buffer "y" : memref<16xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    // expected-error@+1 {{'scf.if' op an 'if' in a T.Parallel nest is lowered only as a select (tir-if-convert-parallel): its condition must depend on the nest (move an 'if' on a value the nest does not change around the nest), and its branches may only compute and store, reading no buffer after storing to it}}
    scf.if %flag {
      memref.store %zero, %y[%i] : memref<16xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}
// -----

func.func @sync_in_nest() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  tir.for parallel %i = %c0 to %c16 step %c1 {
    // expected-error@+1 {{'tir.intrin' op synchronisation ('tvm_storage_sync') inside a T.Parallel nest is not supported; synchronise between nests}}
    tir.intrin "tvm_storage_sync"() {args = ["shared"]} : () -> ()
  }
  return
}
// -----

func.func @unknown_intrinsic_in_nest() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %x = tir.alloc_buffer "x" : memref<16xi16, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    %u = memref.load %x[%i] : memref<16xi16, #tir.scope<"shared.dyn">>
    // expected-error@+1 {{'tir.intrin' op unsupported TIR intrinsic 'tl.foo'}}
    %v = tir.intrin "tl.foo"(%u) : (i16) -> i16
    memref.store %v, %x[%i] : memref<16xi16, #tir.scope<"shared.dyn">>
  }
  return
}
// -----

func.func @unknown_extern() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %x = tir.alloc_buffer "x" : memref<16xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    %u = memref.load %x[%i] : memref<16xf32, #tir.scope<"shared.dyn">>
    // expected-error@+1 {{'tir.call_extern' op unsupported math extern 'erff'; supported: expf, exp, logf, log, sqrtf, sqrt, rsqrtf, rsqrt, fabsf, fabs, tanhf, tanh}}
    %v = tir.call_extern "erff"(%u) : (f32) -> f32
    memref.store %v, %x[%i] : memref<16xf32, #tir.scope<"shared.dyn">>
  }
  return
}
// -----

func.func @scalar_math(%f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %x = tir.alloc_buffer "x" : memref<16xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    // expected-error@+1 {{'math.exp' op computes scalar math in a T.Parallel nest; the Vector core has no scalar math unit: compute it on a tile}}
    %e = math.exp %f : f32
    memref.store %e, %x[%i] : memref<16xf32, #tir.scope<"shared.dyn">>
  }
  return
}
// -----

func.func @scalar_sigmoid(%f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %x = tir.alloc_buffer "x" : memref<16xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    // expected-error@+1 {{'tir.intrin' op computes scalar math in a T.Parallel nest; the Vector core has no scalar math unit: compute it on a tile}}
    %e = tir.intrin "sigmoid"(%f) : (f32) -> f32
    memref.store %e, %x[%i] : memref<16xf32, #tir.scope<"shared.dyn">>
  }
  return
}
// -----

func.func @sigmoid_outside(%f: f32) {
  // expected-error@+1 {{'tir.intrin' op computes scalar math ('sigmoid'): the PTO output has no scalar math unit; compute it on a tile in a T.Parallel nest}}
  %v = tir.intrin "sigmoid"(%f) : (f32) -> f32
  return
}
// -----

func.func @not_a_reduction() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %x = tir.alloc_buffer "x" : memref<16x16xf32, #tir.scope<"shared.dyn">>
  %m = tir.alloc_buffer "m" : memref<16xf32, #tir.scope<"local.fragment">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c16 step %c1 {
      %u = memref.load %x[%i, %j] : memref<16x16xf32, #tir.scope<"shared.dyn">>
      // expected-error@+1 {{'memref.store' op writes an element-wise value into the per-row buffer 'm'; only a reduction can (s[i] = s[i] + e, or max / min), or T.reduce_*}}
      memref.store %u, %m[%i] : memref<16xf32, #tir.scope<"local.fragment">>
    }
  }
  return
}
// -----

func.func @tile_into_local_var() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %x = tir.alloc_buffer "x" : memref<16xf32, #tir.scope<"shared.dyn">>
  %v = tir.alloc_buffer "v" : memref<1xf32, #tir.scope<"local.var">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    %u = memref.load %x[%i] : memref<16xf32, #tir.scope<"shared.dyn">>
    // expected-error@+1 {{'memref.store' op writes an element-wise value into the local.var 'v'; only loop-invariant values can be (reduce into a buffer instead)}}
    memref.store %u, %v[%c0] : memref<1xf32, #tir.scope<"local.var">>
  }
  return
}
// -----

func.func @scalar_condition(%c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %x = tir.alloc_buffer "x" : memref<16xf32, #tir.scope<"shared.dyn">>
  %y = tir.alloc_buffer "y" : memref<16xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    %u = memref.load %x[%i] : memref<16xf32, #tir.scope<"shared.dyn">>
    %w = memref.load %y[%i] : memref<16xf32, #tir.scope<"shared.dyn">>
    // expected-error@+1 {{'arith.select' op selects between tiles on a scalar condition; only element-wise conditions (a comparison of tiles) are supported}}
    %s = arith.select %c, %u, %w : f32
    memref.store %s, %y[%i] : memref<16xf32, #tir.scope<"shared.dyn">>
  }
  return
}
// -----

func.func @i32_bitwise_on_a3() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %m = arith.constant 7 : i32
  %x = tir.alloc_buffer "x" : memref<16xi32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    %u = memref.load %x[%i] : memref<16xi32, #tir.scope<"shared.dyn">>
    // expected-error@+1 {{'arith.andi' op on 'i32' tiles: the a3 Vector core runs it on i8 or i16 tiles only}}
    %v = arith.andi %u, %m : i32
    memref.store %v, %x[%i] : memref<16xi32, #tir.scope<"shared.dyn">>
  }
  return
}
// -----

func.func @scalar_shifted_by_tile() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1 : i16
  %x = tir.alloc_buffer "x" : memref<16xi16, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    %u = memref.load %x[%i] : memref<16xi16, #tir.scope<"shared.dyn">>
    // expected-error@+1 {{'arith.shli' op shifts a scalar by a tile; only shifts by a scalar amount are supported}}
    %v = arith.shli %one, %u : i16
    memref.store %v, %x[%i] : memref<16xi16, #tir.scope<"shared.dyn">>
  }
  return
}
// -----


func.func @serial_in_2d_nest() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  tir.for parallel %i = %c0 to %c4 step %c1 {
    tir.for parallel %j = %c0 to %c4 step %c1 {
      // expected-error@+1 {{'tir.for' op a T.serial loop inside a 2-D T.Parallel nest is lowered only when tir-distribute-parallel moves it out of the nest (buffers the nest writes accessed at one element per iteration, no value computed again from a buffer the nest writes, loop bounds computed outside the nest; a serial reduction loop is lowered inside a 1-D nest)}}
      tir.for serial %k = %c0 to %c4 step %c1 {
      }
    }
  }
  return
}
// -----

func.func @transposed_access() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %x = tir.alloc_buffer "x" : memref<4x4xf32, #tir.scope<"shared.dyn">>
  %y = tir.alloc_buffer "y" : memref<4x4xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c4 step %c1 {
    tir.for parallel %j = %c0 to %c4 step %c1 {
      // expected-error@+1 {{'x' at the loop indices in another order than the T.Parallel nest's loops (a transposed access); transposes are not lowered on tiles}}
      %v = memref.load %x[%j, %i] : memref<4x4xf32, #tir.scope<"shared.dyn">>
      memref.store %v, %y[%i, %j] : memref<4x4xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}
// -----

func.func @both_orientations() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %x = tir.alloc_buffer "x" : memref<16x16xf32, #tir.scope<"shared.dyn">>
  %v = tir.alloc_buffer "v" : memref<16xf32, #tir.scope<"local.fragment">>
  // expected-note@+1 {{used as a per-row vector (one value per row of a tile) here}}
  tir.reduce <sum> %x, %v {dim = 1 : i64} : memref<16x16xf32, #tir.scope<"shared.dyn">>, memref<16xf32, #tir.scope<"local.fragment">>
  // expected-error@+1 {{'tir.reduce' op uses 'v' as a per-column vector (one value per column of a tile), but it (or a buffer copied to or from it) is used as a per-row vector (one value per row of a tile) elsewhere; a vector buffer has one orientation: copy it into a second buffer}}
  tir.reduce <sum> %x, %v {dim = 0 : i64} : memref<16x16xf32, #tir.scope<"shared.dyn">>, memref<16xf32, #tir.scope<"local.fragment">>
  return
}
// -----

func.func @unknown_intrinsic_outside() {
  %c = arith.constant 1 : i32
  // expected-error@+1 {{'tir.intrin' op unsupported TIR intrinsic 'tl.foo'}}
  %v = tir.intrin "tl.foo"(%c) : (i32) -> i32
  return
}
// -----

func.func @extern_outside(%f: f32) {
  // expected-error@+1 {{'tir.call_extern' op scalar math extern 'expf' outside a T.Parallel nest has no PTO lowering; compute it element-wise on a tile}}
  %v = tir.call_extern "expf"(%f) : (f32) -> f32
  return
}
// -----

func.func @reduce_in_l1() {
  %x = tir.alloc_buffer "x" : memref<16x16xf16, #tir.scope<"shared.l1">>
  %v = tir.alloc_buffer "v" : memref<16xf16, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.reduce' op T.reduce of 'x' in l1: reductions run on the Vector core, on ub buffers only}}
  tir.reduce <sum> %x, %v : memref<16x16xf16, #tir.scope<"shared.l1">>, memref<16xf16, #tir.scope<"shared.ub">>
  return
}
// -----

func.func @reduce_i8() {
  %x = tir.alloc_buffer "x" : memref<16x32xi8, #tir.scope<"shared.ub">>
  %v = tir.alloc_buffer "v" : memref<16xi8, #tir.scope<"shared.ub">>
  // expected-error@+1 {{'tir.reduce' op reduces 'i8' tiles: the a3 Vector core reduces i16, i32, f16 or f32 tiles only}}
  tir.reduce <max> %x, %v : memref<16x32xi8, #tir.scope<"shared.ub">>, memref<16xi8, #tir.scope<"shared.ub">>
  return
}
// -----

func.func @vectorized() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // expected-error@+1 {{'tir.for' op T.vectorized loops are not supported by convert-tir-to-ascend; write the element-wise work as a T.Parallel nest}}
  tir.for vectorized %i = %c0 to %c4 step %c1 {
  }
  return
}
// -----

func.func @serial_not_reduction() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %x = tir.alloc_buffer "x" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  %y = tir.alloc_buffer "y" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  %s = tir.alloc_buffer "s" : memref<16xf32, #tir.scope<"local.fragment">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for serial %j = %c0 to %c64 step %c1 {
      %sv = memref.load %s[%i] : memref<16xf32, #tir.scope<"local.fragment">>
      %xv = memref.load %x[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      %n = arith.addf %sv, %xv : f32
      memref.store %n, %s[%i] : memref<16xf32, #tir.scope<"local.fragment">>
      %sv2 = memref.load %x[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      // expected-error@+1 {{'memref.store' op in a T.serial (or T.unroll) loop inside T.Parallel: only reductions s[i] = s[i] + e (or max / min, e element-wise) are lowered; other statements there depend on the order of the iterations}}
      memref.store %sv2, %y[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}
// -----

func.func @unsigned_compare() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %k = arith.constant 100 : i32
  %x = tir.alloc_buffer "x" : memref<16xi32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    %u = memref.load %x[%i] : memref<16xi32, #tir.scope<"shared.dyn">>
    // expected-error@+1 {{'arith.cmpi' op on tiles: unsigned operations are not supported by convert-tir-to-ascend (it lowers integer tiles with signed semantics)}}
    %p = arith.cmpi ult, %u, %k : i32
    %r = arith.select %p, %u, %k : i32
    memref.store %r, %x[%i] : memref<16xi32, #tir.scope<"shared.dyn">>
  }
  return
}
// -----

func.func @boolean_buffer() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0.0 : f32
  %x = tir.alloc_buffer "x" : memref<16xf32, #tir.scope<"shared.dyn">>
  %b = tir.alloc_buffer "b" : memref<16xi1, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    %u = memref.load %x[%i] : memref<16xf32, #tir.scope<"shared.dyn">>
    %p = arith.cmpf ogt, %u, %z : f32
    // expected-error@+1 {{'memref.store' op accesses 'b', a buffer of i1: boolean tiles are not supported (keep conditions in comparisons, or store 0/1 in an integer or float buffer with T.if_then_else)}}
    memref.store %p, %b[%i] : memref<16xi1, #tir.scope<"shared.dyn">>
  }
  return
}
// -----

func.func @extent_mismatch() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %x = tir.alloc_buffer "x" : memref<16x64xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c8 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %u = memref.load %x[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
      // expected-error@+1 {{'memref.store' op writes 'x' as a window of its 16x64 tile (the nest's 8x64 elements from row 0, column 0): element-wise work on a part of a tile is not lowered yet (a tile has no row stride of its own, and the Vector core starts its operands at 32-byte blocks); give the nest's values a buffer of the nest's shape; element-wise work writes whole tiles: y[i, j], a per-row y[i] or a per-column y[j]}}
      memref.store %u, %x[%i, %j] : memref<16x64xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}
// -----

func.func @mixed_orientation_1d() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %a = tir.alloc_buffer "a" : memref<16x1xf32, #tir.scope<"shared.dyn">>
  %b = tir.alloc_buffer "b" : memref<1x16xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %k = %c0 to %c16 step %c1 {
    %u = memref.load %a[%k, %c0] : memref<16x1xf32, #tir.scope<"shared.dyn">>
    // expected-error@+1 {{'memref.load' op accesses 'b' as 1x16 in a 1-D T.Parallel nest whose other vectors are 16x1; one nest works on one orientation (copy into a buffer of the other shape first)}}
    %v = memref.load %b[%c0, %k] : memref<1x16xf32, #tir.scope<"shared.dyn">>
    %d = arith.subf %u, %v : f32
    memref.store %d, %a[%k, %c0] : memref<16x1xf32, #tir.scope<"shared.dyn">>
  }
  return
}
// -----

func.func @fill_local_var(%f: f32) {
  %v = tir.alloc_buffer "v" : memref<1xf32, #tir.scope<"local.var">>
  // expected-error@+1 {{'tir.fill' op T.fill of the local.var 'v': assign the scalar instead (memref.store)}}
  tir.fill %v, %f : memref<1xf32, #tir.scope<"local.var">>
  return
}
// -----

func.func @reduce_into_local_var() {
  %x = tir.alloc_buffer "x" : memref<1x16xf32, #tir.scope<"shared.dyn">>
  %v = tir.alloc_buffer "v" : memref<1xf32, #tir.scope<"local.var">>
  // expected-error@+1 {{'tir.reduce' op T.reduce with the local.var 'v': a scalar variable is not a tile (reduce into a one-element fragment instead)}}
  tir.reduce <sum> %x, %v {dim = 1 : i64} : memref<1x16xf32, #tir.scope<"shared.dyn">>, memref<1xf32, #tir.scope<"local.var">>
  return
}
// -----

func.func @copy_local_var(%g: memref<1xf32>) {
  %v = tir.alloc_buffer "v" : memref<1xf32, #tir.scope<"local.var">>
  // expected-error@+1 {{'tir.copy' op T.copy with the local.var 'v': a scalar variable is not a buffer (read or assign it)}}
  tir.copy %g, %v : memref<1xf32>, memref<1xf32, #tir.scope<"local.var">>
  return
}
// -----

func.func @abssum_int() {
  %x = tir.alloc_buffer "x" : memref<16x64xi32, #tir.scope<"shared.dyn">>
  %s = tir.alloc_buffer "s" : memref<16xi32, #tir.scope<"shared.dyn">>
  // expected-error@+1 {{'tir.reduce' op T.reduce_abssum / absmax of 'i32' tiles: the Vector core takes abs of f16 or f32 tiles only}}
  tir.reduce <abssum> %x, %s : memref<16x64xi32, #tir.scope<"shared.dyn">>, memref<16xi32, #tir.scope<"shared.dyn">>
  return
}
// -----

func.func @nested_reduce_i8() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %x = tir.alloc_buffer "x" : memref<16x64xi8, #tir.scope<"shared.dyn">>
  %s = tir.alloc_buffer "s" : memref<16xi8, #tir.scope<"local.fragment">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for serial %j = %c0 to %c64 step %c1 {
      %sv = memref.load %s[%i] : memref<16xi8, #tir.scope<"local.fragment">>
      %xv = memref.load %x[%i, %j] : memref<16x64xi8, #tir.scope<"shared.dyn">>
      %n = arith.addi %sv, %xv : i8
      // expected-error@+1 {{'memref.store' op reduces 'i8' tiles: the a3 Vector core reduces i16, i32, f16 or f32 tiles only}}
      memref.store %n, %s[%i] : memref<16xi8, #tir.scope<"local.fragment">>
    }
  }
  return
}
// -----

func.func @vectorized_inside_parallel() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  tir.for parallel %i = %c0 to %c4 step %c1 {
    // expected-error@+1 {{'tir.for' op T.vectorized loops are not supported by convert-tir-to-ascend; write the element-wise work as a T.Parallel nest}}
    tir.for vectorized %j = %c0 to %c4 step %c1 {
    }
  }
  return
}

// -----

// An intrinsic is named by what it calls: a3's tnot takes i16 only.
func.func @not_i8_a3() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %x = tir.alloc_buffer "x" : memref<16x64xi8, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %v = memref.load %x[%i, %j] : memref<16x64xi8, #tir.scope<"shared.dyn">>
      // expected-error@+1 {{'tir.intrin' op 'bitwise_not' on 'i8' tiles: the a3 Vector core runs it on i16 tiles only}}
      %n = tir.intrin "bitwise_not"(%v) : (i8) -> i8
      memref.store %n, %x[%i, %j] : memref<16x64xi8, #tir.scope<"shared.dyn">>
    }
  }
  return
}

// -----

// Comparison results are masks a select reads, not tiles to compute on.
func.func @mask_xor() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0.0 : f32
  %t = arith.constant true
  %x = tir.alloc_buffer "x" : memref<16xf32, #tir.scope<"local.fragment">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    %u = memref.load %x[%i] : memref<16xf32, #tir.scope<"local.fragment">>
    %p = arith.cmpf ogt, %u, %z : f32
    // expected-error@+1 {{'arith.xori' op combines comparison results (i1 masks) in a T.Parallel nest; the Vector core only selects with a mask: combine the conditions with nested selects (T.if_then_else) or one comparison}}
    %q = arith.xori %p, %t : i1
    %r = arith.select %q, %u, %z : f32
    memref.store %r, %x[%i] : memref<16xf32, #tir.scope<"local.fragment">>
  }
  return
}

// -----

// A cast the chip's tcvt does not have (f32 to i8: a3 converts f16 to i8).
func.func @cast_f32_to_i8() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %x = tir.alloc_buffer "x" : memref<16xf32, #tir.scope<"shared.dyn">>
  %y = tir.alloc_buffer "y" : memref<16xi8, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    %v = memref.load %x[%i] : memref<16xf32, #tir.scope<"shared.dyn">>
    // expected-error@+1 {{'arith.fptosi' op converts 'f32' to 'i8', which a3 does not ('f32' converts to i16, i32, f16, bf16 or f32); convert in steps the chip has (e.g. f32 to f16 to i8)}}
    %w = arith.fptosi %v : f32 to i8
    memref.store %w, %y[%i] : memref<16xi8, #tir.scope<"shared.dyn">>
  }
  return
}

// -----

// An unordered comparison: true on NaN, which the Vector core's
// comparisons (false on NaN except une) do not give.
func.func @unordered_compare() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %x = tir.alloc_buffer "x" : memref<16xf32, #tir.scope<"shared.dyn">>
  %y = tir.alloc_buffer "y" : memref<16xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    %v = memref.load %x[%i] : memref<16xf32, #tir.scope<"shared.dyn">>
    // expected-error@+1 {{'arith.cmpf' op compares with the predicate 'ult', whose result on NaN the Vector core's comparisons do not give (they are false on NaN, except une): use oeq, une, olt, ole, ogt or oge (TileLang's ==, !=, <, <=, >, >=)}}
    %p = arith.cmpf ult, %v, %zero : f32
    %w = arith.select %p, %zero, %v : f32
    memref.store %w, %y[%i] : memref<16xf32, #tir.scope<"shared.dyn">>
  }
  return
}

// -----

// A serial reduction loop next to another statement of a 1-D nest.
func.func @loop_beside_statements() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %x = tir.alloc_buffer "x" : memref<16x16xf32, #tir.scope<"shared.dyn">>
  %s = tir.alloc_buffer "s" : memref<16xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c16 step %c1 {
    memref.store %zero, %s[%i] : memref<16xf32, #tir.scope<"shared.dyn">>
    // expected-error@+1 {{'tir.for' op a loop inside a T.Parallel nest is lowered only when it is the only statement of a 1-D nest (a serial row reduction: `for j in T.serial(N): s[i] = s[i] + x[i, j]`) or when tir-distribute-parallel moves it out of the nest (buffers the nest writes accessed at one element per iteration, no value computed again from a buffer the nest writes, loop bounds computed outside the nest); write the other statements in a T.Parallel nest of their own}}
    tir.for serial %j = %c0 to %c16 step %c1 {
      %v = memref.load %x[%i, %j] : memref<16x16xf32, #tir.scope<"shared.dyn">>
      %a = memref.load %s[%i] : memref<16xf32, #tir.scope<"shared.dyn">>
      %b = arith.addf %a, %v : f32
      memref.store %b, %s[%i] : memref<16xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}

// -----

// a3's Vector core compares i32, f16 and f32 tiles.
func.func @tile_compare_i8(%g: memref<4x32xi8>) {
  %x = tir.alloc_buffer "x" : memref<4x32xi8, #tir.scope<"shared">>
  %m = tir.alloc_buffer "m" : memref<4x32xi8, #tir.scope<"shared">>
  tir.copy %g, %x : memref<4x32xi8>, memref<4x32xi8, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.tile' op T.tile.compare takes i32, f16 or f32 tiles on a3, got 'i8'}}
  tir.tile <compare> ins(%x, %x : memref<4x32xi8, #tir.scope<"shared">>, memref<4x32xi8, #tir.scope<"shared">>) outs(%m : memref<4x32xi8, #tir.scope<"shared">>) {cmp_mode = #tir.cmp_mode<eq>}
  return
}

// -----

func.func @tile_compare_i32_order(%g: memref<4x32xi32>) {
  %x = tir.alloc_buffer "x" : memref<4x32xi32, #tir.scope<"shared">>
  %m = tir.alloc_buffer "m" : memref<4x32xi8, #tir.scope<"shared">>
  tir.copy %g, %x : memref<4x32xi32>, memref<4x32xi32, #tir.scope<"shared">>
  // expected-error@+1 {{'ascend.vcmp' op compares 'i32' tiles with 'gt': the a3 Vector core compares them for equality only (its tcmp takes the eq path whatever the mode); compare f16 or f32 tiles (convert first)}}
  tir.tile <compare> ins(%x, %x : memref<4x32xi32, #tir.scope<"shared">>, memref<4x32xi32, #tir.scope<"shared">>) outs(%m : memref<4x32xi8, #tir.scope<"shared">>) {cmp_mode = #tir.cmp_mode<gt>}
  return
}

// -----

// A reduction whose buffer the nest also reads: in order, each read would
// see a partial result.
func.func @reducer_read_after() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %r = tir.alloc_buffer "r" : memref<8xf32, #tir.scope<"local.fragment">>
  %y = tir.alloc_buffer "y" : memref<8x64xf32, #tir.scope<"local.fragment">>
  tir.for parallel %i = %c0 to %c8 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %o = memref.load %r[%i] : memref<8xf32, #tir.scope<"local.fragment">>
      %v = memref.load %y[%i, %j] : memref<8x64xf32, #tir.scope<"local.fragment">>
      %n = arith.addf %o, %v : f32
      // expected-error@+1 {{'memref.store' op reduces into 'r', which the nest also reads (its value there would depend on the order of the iterations); read it in a nest of its own}}
      memref.store %n, %r[%i] : memref<8xf32, #tir.scope<"local.fragment">>
      // expected-note@+1 {{read here}}
      %again = memref.load %r[%i] : memref<8xf32, #tir.scope<"local.fragment">>
      memref.store %again, %y[%i, %j] : memref<8x64xf32, #tir.scope<"local.fragment">>
    }
  }
  return
}

// -----

func.func @reducer_reads_itself() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %r = tir.alloc_buffer "r" : memref<8xf32, #tir.scope<"local.fragment">>
  %y = tir.alloc_buffer "y" : memref<8x64xf32, #tir.scope<"local.fragment">>
  tir.for parallel %i = %c0 to %c8 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %o = memref.load %r[%i] : memref<8xf32, #tir.scope<"local.fragment">>
      // expected-note@+1 {{read here}}
      %o2 = memref.load %r[%i] : memref<8xf32, #tir.scope<"local.fragment">>
      %v = memref.load %y[%i, %j] : memref<8x64xf32, #tir.scope<"local.fragment">>
      %p = arith.mulf %o2, %v : f32
      %n = arith.addf %o, %p : f32
      // expected-error@+1 {{'memref.store' op reduces into 'r', which the nest also reads}}
      memref.store %n, %r[%i] : memref<8xf32, #tir.scope<"local.fragment">>
    }
  }
  return
}

// -----

// real_shape regions of a ub buffer that would first be made |x| or
// converted to f32 in a tile of their own.
func.func @abssum_first_columns() {
  %x = tir.alloc_buffer "x" : memref<8x64xf32, #tir.scope<"shared">>
  %v = tir.alloc_buffer "v" : memref<8xf32, #tir.scope<"shared">>
  %s = memref.subview %x[0, 0] [8, 40] [1, 1] : memref<8x64xf32, #tir.scope<"shared">> to memref<8x40xf32, strided<[64, 1]>, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.reduce' op T.reduce_abssum / absmax over the first columns of 'x' (real_shape) is not supported: the region would first be made |x| in a tile of its own, and a tile has no row stride of its own to read part of another's columns; reduce the whole buffer, or copy the part into a buffer of its own}}
  tir.reduce <abssum> %s, %v {dim = 1 : i64} : memref<8x40xf32, strided<[64, 1]>, #tir.scope<"shared">>, memref<8xf32, #tir.scope<"shared">>
  return
}

// -----

func.func @bf16_first_columns() {
  %x = tir.alloc_buffer "x" : memref<8x64xbf16, #tir.scope<"shared">>
  %v = tir.alloc_buffer "v" : memref<8xbf16, #tir.scope<"shared">>
  %s = memref.subview %x[0, 0] [8, 40] [1, 1] : memref<8x64xbf16, #tir.scope<"shared">> to memref<8x40xbf16, strided<[64, 1]>, #tir.scope<"shared">>
  // expected-error@+1 {{'tir.reduce' op T.reduce of bf16 over the first columns of 'x' (real_shape) is not supported: the region would first be converted to f32 in a tile of its own, and a tile has no row stride of its own to read part of another's columns; reduce the whole buffer, or copy the part into a buffer of its own}}
  tir.reduce <sum> %s, %v {dim = 1 : i64} : memref<8x40xbf16, strided<[64, 1]>, #tir.scope<"shared">>, memref<8xbf16, #tir.scope<"shared">>
  return
}

// -----

// A reduction into a one-element buffer the nest also reads.
func.func @whole_reduce_read() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %x = tir.alloc_buffer "x" : memref<64xf32, #tir.scope<"shared">>
  %y = tir.alloc_buffer "y" : memref<64xf32, #tir.scope<"shared">>
  %acc = tir.alloc_buffer "acc" : memref<1xf32, #tir.scope<"local.fragment">>
  tir.for parallel %i = %c0 to %c64 step %c1 {
    %a = memref.load %acc[%c0] : memref<1xf32, #tir.scope<"local.fragment">>
    %v = memref.load %x[%i] : memref<64xf32, #tir.scope<"shared">>
    %t = arith.addf %a, %v : f32
    // expected-error@+1 {{'memref.store' op reduces into 'acc', which the nest also reads (its value there would depend on the order of the iterations); read it in a nest of its own}}
    memref.store %t, %acc[%c0] : memref<1xf32, #tir.scope<"local.fragment">>
    // expected-note@+1 {{read here}}
    %b = memref.load %acc[%c0] : memref<1xf32, #tir.scope<"local.fragment">>
    %u = arith.mulf %b, %v : f32
    memref.store %u, %y[%i] : memref<64xf32, #tir.scope<"shared">>
  }
  return
}

// -----

// Some columns of a wider buffer at an offset (mHC's `x_ub[i1, j + 4]` of a
// 64 x 24 buffer in a 64 x 4 nest), and at a run-time offset.
func.func @column_window(%c: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %x = tir.alloc_buffer "x_ub" : memref<64x24xf32, #tir.scope<"shared.dyn">>
  %y = tir.alloc_buffer "y_ub" : memref<64x4xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c64 step %c1 {
    tir.for parallel %j = %c0 to %c4 step %c1 {
      %k = arith.addi %j, %c4 : index
      // expected-error@+1 {{'memref.load' op reads 'x_ub' as a window of its 64x24 tile (the nest's 64x4 elements from row 0, column 4): element-wise work on a part of a tile is not lowered yet}}
      %u = memref.load %x[%i, %k] : memref<64x24xf32, #tir.scope<"shared.dyn">>
      memref.store %u, %y[%i, %j] : memref<64x4xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}

// -----

func.func @column_window_runtime(%c: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %x = tir.alloc_buffer "x_ub" : memref<64x24xf32, #tir.scope<"shared.dyn">>
  %y = tir.alloc_buffer "y_ub" : memref<64x4xf32, #tir.scope<"shared.dyn">>
  tir.for parallel %i = %c0 to %c64 step %c1 {
    tir.for parallel %j = %c0 to %c4 step %c1 {
      %u = memref.load %y[%i, %j] : memref<64x4xf32, #tir.scope<"shared.dyn">>
      %k = arith.addi %c, %j : index
      // expected-error@+1 {{'memref.store' op writes 'x_ub' as a window of its 64x24 tile (the nest's 64x4 elements from row 0, column a run-time offset)}}
      memref.store %u, %x[%i, %k] : memref<64x24xf32, #tir.scope<"shared.dyn">>
    }
  }
  return
}
