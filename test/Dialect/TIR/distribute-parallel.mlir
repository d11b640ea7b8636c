// RUN: pto-opt %s --tir-distribute-parallel -split-input-file | FileCheck %s

!t = memref<4x256xf32, #tir.scope<"local.fragment">>
!v = memref<4xf32, #tir.scope<"local.fragment">>
!w = memref<256xf32, #tir.scope<"local.fragment">>
!a = memref<4x4xf32, #tir.scope<"local.fragment">>

// upstream's example_mhc_post.py: a statement, then a serial contraction.
// One nest for the statement; the serial loop outside a nest of its body,
// whose loop indices are the new nest's.
// CHECK-LABEL: func.func @statement_then_loop
// CHECK: tir.for parallel %[[I:.*]] = %{{.*}} to %[[C4:.*]] step
// CHECK-NEXT: tir.for parallel %[[J:.*]] = %{{.*}} to %[[C256:.*]] step
// CHECK-NEXT: %[[CV:.*]] = memref.load %{{.*}}[%[[I]]]
// CHECK-NEXT: %[[DV:.*]] = memref.load %{{.*}}[%[[J]]]
// CHECK-NEXT: %[[CD:.*]] = arith.mulf %[[CV]], %[[DV]] : f32
// CHECK-NEXT: memref.store %[[CD]], %[[X:.*]][%[[I]], %[[J]]]
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: tir.for serial %[[K:.*]] = %{{.*}} to %[[C4]] step
// CHECK-NEXT: tir.for parallel %[[I2:.*]] = %{{.*}} to %[[C4]] step
// CHECK-NEXT: tir.for parallel %[[J2:.*]] = %{{.*}} to %[[C256]] step
// CHECK-NEXT: %[[ACC:.*]] = memref.load %[[X]][%[[I2]], %[[J2]]]
// CHECK-NEXT: %[[AV:.*]] = memref.load %{{.*}}[%[[K]], %[[I2]]]
// CHECK-NEXT: %[[BV:.*]] = memref.load %{{.*}}[%[[K]], %[[J2]]]
// CHECK-NEXT: %[[AB:.*]] = arith.mulf %[[AV]], %[[BV]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[ACC]], %[[AB]] : f32
// CHECK-NEXT: memref.store %[[S]], %[[X]][%[[I2]], %[[J2]]]
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @statement_then_loop(%c_local: !v, %d_local: !w, %a_local: !a, %b_local: !t, %x_local: !t) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c256 = arith.constant 256 : index
  tir.for parallel %i = %c0 to %c4 step %c1 {
    tir.for parallel %j = %c0 to %c256 step %c1 {
      %cv = memref.load %c_local[%i] : !v
      %dv = memref.load %d_local[%j] : !w
      %cd = arith.mulf %cv, %dv : f32
      memref.store %cd, %x_local[%i, %j] : !t
      tir.for serial %k = %c0 to %c4 step %c1 {
        %acc = memref.load %x_local[%i, %j] : !t
        %av = memref.load %a_local[%k, %i] : !a
        %bv = memref.load %b_local[%k, %j] : !t
        %ab = arith.mulf %av, %bv : f32
        %s = arith.addf %acc, %ab : f32
        memref.store %s, %x_local[%i, %j] : !t
      }
    }
  }
  return
}

// -----

!v = memref<4xf32, #tir.scope<"local.fragment">>
!g = memref<4x8x4xf32>

// upstream's example_mhc_norm_fn.py (mhc_pre_norm_fn_fwd_norm): a 1-D nest
// with a statement before the loop and one after; a value read before the
// loop (rms, a load of a buffer the nest does not write) is read again in
// the last part; an unrolled loop moves out as a serial one does.
// CHECK-LABEL: func.func @around_loop
// CHECK: tir.for parallel %[[J:.*]] =
// CHECK-NEXT: memref.store %{{.*}}, %[[L0:.*]][%[[J]]]
// CHECK-NEXT: }
// CHECK-NEXT: tir.for unrolled %[[S:.*]] =
// CHECK-NEXT: tir.for parallel %[[J2:.*]] =
// CHECK-NEXT: %[[OLD:.*]] = memref.load %[[L0]][%[[J2]]]
// CHECK-NEXT: %[[G:.*]] = memref.load %{{.*}}[%[[S]], %{{.*}}, %[[J2]]]
// CHECK-NEXT: arith.addf %[[OLD]], %[[G]] : f32
// CHECK-NEXT: memref.store
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: tir.for parallel %[[J3:.*]] =
// CHECK-DAG: %[[V:.*]] = memref.load %[[L0]][%[[J3]]]
// CHECK-DAG: %[[RMS:.*]] = memref.load %{{.*}}[%{{.*}}] : memref<1xf32
// CHECK: arith.mulf %[[V]], %[[RMS]] : f32
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[J3]]]
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @around_loop(%g: !g, %l0: !v, %l: !v, %rms: memref<1xf32, #tir.scope<"local.var">>, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  tir.for parallel %j = %c0 to %c4 step %c1 {
    %r = memref.load %rms[%c0] : memref<1xf32, #tir.scope<"local.var">>
    memref.store %zero, %l0[%j] : !v
    tir.for unrolled %s = %c0 to %c4 step %c1 {
      %old = memref.load %l0[%j] : !v
      %gv = memref.load %g[%s, %k, %j] : !g
      %sum = arith.addf %old, %gv : f32
      memref.store %sum, %l0[%j] : !v
    }
    %v = memref.load %l0[%j] : !v
    %lv = memref.load %l[%j] : !v
    %m = arith.mulf %v, %r : f32
    %t = arith.addf %lv, %m : f32
    memref.store %t, %l[%j] : !v
  }
  return
}

// -----

!t = memref<8x64xf32, #tir.scope<"shared">>
!v = memref<8xf32, #tir.scope<"shared">>

// A 1-D nest whose only statement is a serial row reduction is left for
// convert-tir-to-ascend's row reduction.
// CHECK-LABEL: func.func @row_reduction
// CHECK: tir.for parallel %[[I:.*]] =
// CHECK-NEXT: tir.for serial %[[J:.*]] =
// CHECK-NEXT: memref.load %{{.*}}[%[[I]]]
// CHECK-NEXT: memref.load %{{.*}}[%[[I]], %[[J]]]
func.func @row_reduction(%x: !t, %s: !v) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  tir.for parallel %i = %c0 to %c8 step %c1 {
    tir.for serial %j = %c0 to %c64 step %c1 {
      %a = memref.load %s[%i] : !v
      %b = memref.load %x[%i, %j] : !t
      %c = arith.addf %a, %b : f32
      memref.store %c, %s[%i] : !v
    }
  }
  return
}

// -----

!t = memref<4x16xf32, #tir.scope<"shared">>

// Left as they are: a written buffer read at other indices (x[i, k] reads
// what other iterations write), a value loaded from a written buffer and
// used after the loop (reading it again there would see the loop's
// stores), a serial loop whose bound the nest computes, and a copy in
// the body.
// CHECK-LABEL: func.func @left
// CHECK: tir.for parallel
// CHECK-NEXT: tir.for parallel
// CHECK-NEXT: memref.store
// CHECK-NEXT: tir.for serial
// CHECK: tir.for parallel
// CHECK-NEXT: tir.for parallel
// CHECK-NEXT: memref.load
// CHECK-NEXT: tir.for serial
// CHECK: tir.for parallel
// CHECK-NEXT: tir.for parallel
// CHECK-NEXT: arith.addi
// CHECK-NEXT: tir.for serial
// CHECK: tir.for parallel
// CHECK-NEXT: tir.for parallel
// CHECK-NEXT: tir.copy
// CHECK-NEXT: tir.for serial
func.func @left(%x: !t, %y: !t, %z: !t) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1.0 : f32
  tir.for parallel %i = %c0 to %c4 step %c1 {
    tir.for parallel %j = %c0 to %c16 step %c1 {
      memref.store %one, %x[%i, %j] : !t
      tir.for serial %k = %c0 to %c4 step %c1 {
        %v = memref.load %x[%i, %k] : !t
        memref.store %v, %x[%i, %j] : !t
      }
    }
  }
  tir.for parallel %i = %c0 to %c4 step %c1 {
    tir.for parallel %j = %c0 to %c16 step %c1 {
      %before = memref.load %y[%i, %j] : !t
      tir.for serial %k = %c0 to %c4 step %c1 {
        %v = memref.load %y[%i, %j] : !t
        %w = arith.addf %v, %one : f32
        memref.store %w, %y[%i, %j] : !t
      }
      memref.store %before, %z[%i, %j] : !t
      %after = memref.load %y[%i, %j] : !t
      %s = arith.addf %after, %before : f32
      memref.store %s, %y[%i, %j] : !t
    }
  }
  tir.for parallel %i = %c0 to %c4 step %c1 {
    tir.for parallel %j = %c0 to %c16 step %c1 {
      %n = arith.addi %i, %c1 : index
      tir.for serial %k = %c0 to %n step %c1 {
        %v = memref.load %y[%i, %j] : !t
        memref.store %v, %y[%i, %j] : !t
      }
    }
  }
  tir.for parallel %i = %c0 to %c4 step %c1 {
    tir.for parallel %j = %c0 to %c16 step %c1 {
      tir.copy %x, %z : !t, !t
      tir.for serial %k = %c0 to %c4 step %c1 {
        %v = memref.load %y[%i, %j] : !t
        memref.store %v, %y[%i, %j] : !t
      }
    }
  }
  return
}

// -----

!t = memref<16x16xf32, #tir.scope<"shared.dyn">>
!v = memref<16xf32, #tir.scope<"shared.dyn">>

// A row reduction beside another statement of a 1-D nest: each in a nest
// of its own, the reduction loop still inside its nest.
// CHECK-LABEL: func.func @row_reduction_beside
// CHECK: tir.for parallel %[[I:.*]] =
// CHECK-NEXT: memref.store %{{.*}}, %[[S:.*]][%[[I]]]
// CHECK-NEXT: }
// CHECK-NEXT: tir.for parallel %[[I2:.*]] =
// CHECK-NEXT: tir.for serial %[[J:.*]] =
// CHECK-NEXT: memref.load %{{.*}}[%[[I2]], %[[J]]]
// CHECK-NEXT: memref.load %[[S]][%[[I2]]]
func.func @row_reduction_beside(%x: !t, %s: !v) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  tir.for parallel %i = %c0 to %c16 step %c1 {
    memref.store %zero, %s[%i] : !v
    tir.for serial %j = %c0 to %c16 step %c1 {
      %v = memref.load %x[%i, %j] : !t
      %a = memref.load %s[%i] : !v
      %b = arith.addf %a, %v : f32
      memref.store %b, %s[%i] : !v
    }
  }
  return
}

// -----

!t = memref<4x64xf32, #tir.scope<"shared">>

// Left as they are (computing a value again would read a buffer after the
// body wrote it): a load of a written buffer before a loop that moves out
// (it would be read in each iteration), a value computed from such a
// load that another part uses, and a load through a view of a written
// buffer.
// CHECK-LABEL: func.func @recompute_left
// CHECK: tir.for parallel
// CHECK-NEXT: tir.for parallel
// CHECK-NEXT: memref.load
// CHECK-NEXT: tir.for serial
// CHECK: tir.for parallel
// CHECK-NEXT: tir.for parallel
// CHECK-NEXT: memref.load
// CHECK-NEXT: arith.mulf
// CHECK: tir.view
// CHECK-NEXT: tir.for parallel
// CHECK-NEXT: tir.for parallel
// CHECK-NEXT: memref.load
// CHECK-NEXT: memref.store
// CHECK-NEXT: tir.for serial
func.func @recompute_left(%x: !t, %y: !t) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  tir.for parallel %i = %c0 to %c4 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %v = memref.load %x[%i, %j] : !t
      tir.for serial %k = %c0 to %c3 step %c1 {
        %o = memref.load %x[%i, %j] : !t
        %s = arith.addf %o, %v : f32
        memref.store %s, %x[%i, %j] : !t
      }
    }
  }
  tir.for parallel %i = %c0 to %c4 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %v = memref.load %x[%i, %j] : !t
      %w = arith.mulf %v, %two : f32
      memref.store %zero, %x[%i, %j] : !t
      memref.store %zero, %y[%i, %j] : !t
      tir.for serial %k = %c0 to %c3 step %c1 {
        %o = memref.load %y[%i, %j] : !t
        %s = arith.addf %o, %w : f32
        memref.store %s, %y[%i, %j] : !t
      }
    }
  }
  %xa = tir.view %x : !t to !t
  tir.for parallel %i = %c0 to %c4 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %v = memref.load %xa[%i, %j] : !t
      memref.store %zero, %x[%i, %j] : !t
      tir.for serial %k = %c0 to %c3 step %c1 {
        %o = memref.load %y[%i, %j] : !t
        %s = arith.addf %o, %v : f32
        memref.store %s, %y[%i, %j] : !t
      }
    }
  }
  return
}

// -----

// A nest on global memory at a row offset (`C[bx * 32 + i, j]`): each
// iteration still writes its own element, so the loop moves out.
// CHECK-LABEL: func.func @offset_rows
// CHECK: tir.for parallel
// CHECK: tir.for serial %[[K:.*]] =
// CHECK-NEXT: tir.for parallel
func.func @offset_rows(%A: memref<96x64xf32>, %B: memref<4x64xf32>, %C: memref<96x64xf32>, %bx: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %base = arith.muli %bx, %c32 : index
  tir.for parallel %i = %c0 to %c32 step %c1 {
    tir.for parallel %j = %c0 to %c64 step %c1 {
      %r = arith.addi %base, %i : index
      %a = memref.load %A[%r, %j] : memref<96x64xf32>
      memref.store %a, %C[%r, %j] : memref<96x64xf32>
      tir.for serial %k = %c0 to %c4 step %c1 {
        %r2 = arith.addi %base, %i : index
        %c = memref.load %C[%r2, %j] : memref<96x64xf32>
        %b = memref.load %B[%k, %j] : memref<4x64xf32>
        %s = arith.addf %c, %b : f32
        memref.store %s, %C[%r2, %j] : memref<96x64xf32>
      }
    }
  }
  return
}
