// RUN: pto-opt %s --tir-if-convert-parallel -split-input-file | FileCheck %s

!t = memref<128xf32, #tir.scope<"shared">>

// if / else storing to the same element: one select, no old value.
// CHECK-LABEL: func.func @if_else
// CHECK: tir.for parallel %[[J:.*]] =
// CHECK-NEXT: %[[X:.*]] = memref.load %[[A:.*]][%[[J]]]
// CHECK-NEXT: %[[P:.*]] = arith.cmpf ogt, %[[X]], %[[ZERO:.*]] : f32
// CHECK-NEXT: %[[Y:.*]] = memref.load %[[A]][%[[J]]]
// CHECK-NEXT: %[[V:.*]] = arith.select %[[P]], %[[Y]], %[[ZERO]] : f32
// CHECK-NEXT: memref.store %[[V]], %[[C:.*]][%[[J]]]
// CHECK-NEXT: }
// CHECK-NOT: scf.if
func.func @if_else(%a: !t, %c: !t) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %zero = arith.constant 0.0 : f32
  tir.for parallel %j = %c0 to %c128 step %c1 {
    %x = memref.load %a[%j] : !t
    %p = arith.cmpf ogt, %x, %zero : f32
    scf.if %p {
      %y = memref.load %a[%j] : !t
      memref.store %y, %c[%j] : !t
    } else {
      memref.store %zero, %c[%j] : !t
    }
  }
  return
}

// -----

!t = memref<8x16xf32, #tir.scope<"shared">>

// A guard with no else keeps the element's old value where it is false;
// each branch's computation runs unconditionally, the old values are read
// after it (its stores are dropped) and before the selects are stored.
// CHECK-LABEL: func.func @guard_no_else
// CHECK: tir.for parallel %[[I:.*]] =
// CHECK-NEXT: tir.for parallel %[[J:.*]] =
// CHECK-NEXT: %[[X:.*]] = memref.load %[[A:.*]][%[[I]], %[[J]]]
// CHECK-NEXT: %[[P:.*]] = arith.cmpf olt, %[[X]], %{{.*}} : f32
// CHECK-NEXT: %[[E:.*]] = math.exp %[[X]] : f32
// CHECK-NEXT: %[[OLD:.*]] = memref.load %[[C:.*]][%[[I]], %[[J]]]
// CHECK-NEXT: %[[V:.*]] = arith.select %[[P]], %[[E]], %[[OLD]] : f32
// CHECK-NEXT: memref.store %[[V]], %[[C]][%[[I]], %[[J]]]
// CHECK-NEXT: }
func.func @guard_no_else(%a: !t, %c: !t) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %limit = arith.constant 4.0 : f32
  tir.for parallel %i = %c0 to %c8 step %c1 {
    tir.for parallel %j = %c0 to %c16 step %c1 {
      %x = memref.load %a[%i, %j] : !t
      %p = arith.cmpf olt, %x, %limit : f32
      scf.if %p {
        %e = math.exp %x : f32
        memref.store %e, %c[%i, %j] : !t
      }
    }
  }
  return
}

// -----

!t = memref<128xf32, #tir.scope<"shared">>

// Each branch writes a different buffer: both keep their old values where
// their branch is not taken. The results of an scf.if are selects.
// CHECK-LABEL: func.func @two_places
// CHECK: %[[P:.*]] = arith.cmpf oge,
// CHECK-NEXT: %[[NEG:.*]] = arith.negf %[[X:.*]] : f32
// CHECK-NEXT: %[[OLDB:.*]] = memref.load %[[B:.*]][%[[J:.*]]]
// CHECK-NEXT: %[[OLDC:.*]] = memref.load %[[C:.*]][%[[J]]]
// CHECK-NEXT: %[[SB:.*]] = arith.select %[[P]], %[[X]], %[[OLDB]] : f32
// CHECK-NEXT: memref.store %[[SB]], %[[B]][%[[J]]]
// CHECK-NEXT: %[[SC:.*]] = arith.select %[[P]], %[[OLDC]], %[[NEG]] : f32
// CHECK-NEXT: memref.store %[[SC]], %[[C]][%[[J]]]
// CHECK-NEXT: %[[R:.*]] = arith.select %[[P]], %[[X]], %[[NEG]] : f32
// CHECK-NEXT: memref.store %[[R]], %{{.*}}[%[[J]]]
func.func @two_places(%a: !t, %b: !t, %c: !t, %d: !t) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %zero = arith.constant 0.0 : f32
  tir.for parallel %j = %c0 to %c128 step %c1 {
    %x = memref.load %a[%j] : !t
    %p = arith.cmpf oge, %x, %zero : f32
    %r = scf.if %p -> f32 {
      memref.store %x, %b[%j] : !t
      scf.yield %x : f32
    } else {
      %n = arith.negf %x : f32
      memref.store %n, %c[%j] : !t
      scf.yield %n : f32
    }
    memref.store %r, %d[%j] : !t
  }
  return
}

// -----

!t = memref<128xf32, #tir.scope<"shared">>

// Nested guards are converted from the inside out.
// CHECK-LABEL: func.func @nested
// CHECK-NOT: scf.if
// CHECK: %[[IN:.*]] = arith.select %[[Q:.*]], %{{.*}}, %{{.*}} : f32
// CHECK: arith.select %[[P:.*]], %[[IN]], %{{.*}} : f32
// CHECK-NOT: scf.if
func.func @nested(%a: !t, %c: !t) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  tir.for parallel %j = %c0 to %c128 step %c1 {
    %x = memref.load %a[%j] : !t
    %p = arith.cmpf ogt, %x, %zero : f32
    scf.if %p {
      %q = arith.cmpf olt, %x, %one : f32
      scf.if %q {
        memref.store %x, %c[%j] : !t
      } else {
        memref.store %one, %c[%j] : !t
      }
    } else {
      memref.store %zero, %c[%j] : !t
    }
  }
  return
}

// -----

!t = memref<128xf32, #tir.scope<"shared">>

// Left for convert-tir-to-ascend to report: conditions the nest does not
// change, a branch with other side effects, a branch that reads a buffer
// after writing it, and an if outside any T.Parallel nest.
// CHECK-LABEL: func.func @left_alone
// CHECK-COUNT-5: scf.if
func.func @left_alone(%a: !t, %c: !t, %flag: i1, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %zero = arith.constant 0.0 : f32
  tir.for parallel %j = %c0 to %c128 step %c1 {
    scf.if %flag {
      memref.store %zero, %c[%j] : !t
    }
  }
  tir.for parallel %j = %c0 to %c128 step %c1 {
    // Computed in the nest, but from values it does not change.
    %p = arith.cmpf ogt, %s, %zero : f32
    scf.if %p {
      memref.store %zero, %c[%j] : !t
    }
  }
  tir.for parallel %j = %c0 to %c128 step %c1 {
    %x = memref.load %a[%j] : !t
    %p = arith.cmpf ogt, %x, %zero : f32
    scf.if %p {
      tir.intrin "tl.ascend_pipe_barrier"() {args = ["ALL"]} : () -> ()
    }
  }
  tir.for parallel %j = %c0 to %c128 step %c1 {
    %x = memref.load %a[%j] : !t
    %p = arith.cmpf ogt, %x, %zero : f32
    scf.if %p {
      memref.store %x, %c[%j] : !t
      %y = memref.load %c[%j] : !t
      memref.store %y, %a[%j] : !t
    }
  }
  scf.if %flag {
    memref.store %zero, %c[%c0] : !t
  }
  return
}

// -----

!t = memref<128xf32, #tir.scope<"shared">>

// TIR's value-yielding intrinsics and math externs in a branch compute:
// they run unconditionally like arith.
// CHECK-LABEL: func.func @intrinsic_in_branch
// CHECK-NOT: scf.if
// CHECK: %[[S:.*]] = tir.intrin "sigmoid"(%[[X:.*]]) : (f32) -> f32
// CHECK-NEXT: %[[E:.*]] = tir.call_extern "expf"(%[[X]]) : (f32) -> f32
// CHECK-NEXT: arith.select %{{.*}}, %[[S]], %[[E]] : f32
func.func @intrinsic_in_branch(%a: !t, %c: !t) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %zero = arith.constant 0.0 : f32
  tir.for parallel %j = %c0 to %c128 step %c1 {
    %x = memref.load %a[%j] : !t
    %p = arith.cmpf ogt, %x, %zero : f32
    scf.if %p {
      %s = tir.intrin "sigmoid"(%x) : (f32) -> f32
      memref.store %s, %c[%j] : !t
    } else {
      %e = tir.call_extern "expf"(%x) : (f32) -> f32
      memref.store %e, %c[%j] : !t
    }
  }
  return
}

// -----

!t = memref<?x4xf32>

// A guard on the row (upstream's `if i < num_tokens:` in a T.Parallel on
// global memory) whose branch computes the index it stores at: the old
// value is read at that index after the branch's work, where it is defined.
// CHECK-LABEL: func.func @index_in_branch
// CHECK: %[[P:.*]] = arith.cmpi slt, %[[ROW:.*]], %{{.*}} : index
// CHECK-NEXT: %[[ROW2:.*]] = arith.addi %{{.*}}, %[[I:.*]] : index
// CHECK-NEXT: %[[X:.*]] = memref.load %[[A:.*]][%[[ROW2]], %[[J:.*]]]
// CHECK-NEXT: %[[Y:.*]] = tir.intrin "sigmoid"(%[[X]]) : (f32) -> f32
// CHECK-NEXT: %[[OLD:.*]] = memref.load %[[C:.*]][%[[ROW2]], %[[J]]]
// CHECK-NEXT: %[[V:.*]] = arith.select %[[P]], %[[Y]], %[[OLD]] : f32
// CHECK-NEXT: memref.store %[[V]], %[[C]][%[[ROW2]], %[[J]]]
// CHECK-NEXT: }
// CHECK-NOT: scf.if
func.func @index_in_branch(%a: !t, %c: !t, %base: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  tir.for parallel %i = %c0 to %c32 step %c1 {
    tir.for parallel %j = %c0 to %c4 step %c1 {
      %row = arith.addi %base, %i : index
      %p = arith.cmpi slt, %row, %n : index
      scf.if %p {
        %row2 = arith.addi %base, %i : index
        %x = memref.load %a[%row2, %j] : !t
        %y = tir.intrin "sigmoid"(%x) : (f32) -> f32
        memref.store %y, %c[%row2, %j] : !t
      }
    }
  }
  return
}

// -----

!t = memref<4x64xf32, #tir.scope<"shared">>

// The branches store one element through two computations of one index
// (bx + 1 written twice): one place, one select.
// CHECK-LABEL: func.func @same_place_twice
// CHECK: %[[V:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: memref.store %[[V]]
// CHECK-NOT: arith.select
// CHECK: return
func.func @same_place_twice(%a: !t, %w: !t, %bx: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  %k1 = arith.addi %bx, %c1 : index
  %k2 = arith.addi %bx, %c1 : index
  tir.for parallel %j = %c0 to %c64 step %c1 {
    %x = memref.load %a[%c0, %j] : !t
    %p = arith.cmpf ogt, %x, %zero : f32
    scf.if %p {
      memref.store %x, %w[%k1, %j] : !t
    } else {
      memref.store %zero, %w[%k2, %j] : !t
    }
  }
  return
}

// -----

!t = memref<4x64xf32, #tir.scope<"shared">>

// Different elements of one buffer, one per branch, which may be one
// element at run time: left for convert-tir-to-ascend to report.
// CHECK-LABEL: func.func @maybe_same_place
// CHECK: scf.if
func.func @maybe_same_place(%a: !t, %w: !t, %k1: index, %k2: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  tir.for parallel %j = %c0 to %c64 step %c1 {
    %x = memref.load %a[%c0, %j] : !t
    %p = arith.cmpf ogt, %x, %zero : f32
    scf.if %p {
      memref.store %x, %w[%k1, %j] : !t
    } else {
      memref.store %zero, %w[%k2, %j] : !t
    }
  }
  return
}

// -----

!t = memref<64xf32, #tir.scope<"shared">>

// Guards the loop bounds decide (upstream's `if i < d:` where the tile is
// d wide): the branch that runs is inlined, the other dropped; a guard
// the bounds do not decide becomes a select.
// CHECK-LABEL: func.func @bound_guards
// CHECK: tir.for parallel %[[I:.*]] =
// CHECK-NEXT: %[[X:.*]] = memref.load %{{.*}}[%[[I]]]
// CHECK-NEXT: memref.store %[[X]], %{{.*}}[%[[I]]]
// CHECK-NEXT: %[[P:.*]] = arith.cmpi slt, %[[I]], %{{.*}} : index
// CHECK-NEXT: %[[Y:.*]] = memref.load
// CHECK-NEXT: %[[OLD:.*]] = memref.load
// CHECK-NEXT: arith.select %[[P]], %[[Y]], %[[OLD]] : f32
// CHECK-NOT: scf.if
func.func @bound_guards(%a: !t, %b: !t, %c: !t) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c100 = arith.constant 100 : index
  tir.for parallel %i = %c0 to %c64 step %c1 {
    %always = arith.cmpi slt, %i, %c64 : index
    scf.if %always {
      %x = memref.load %a[%i] : !t
      memref.store %x, %b[%i] : !t
    }
    %never = arith.cmpi sge, %i, %c100 : index
    scf.if %never {
      %zero = arith.constant 0.0 : f32
      memref.store %zero, %b[%i] : !t
    }
    %half = arith.cmpi slt, %i, %c32 : index
    scf.if %half {
      %y = memref.load %a[%i] : !t
      memref.store %y, %c[%i] : !t
    }
  }
  return
}

// -----

!t = memref<4x64xf32, #tir.scope<"shared">>

// Both branches store two places of one buffer that may be one element,
// in opposite orders: the selects could not keep each branch's last
// store. Left.
// CHECK-LABEL: func.func @two_places_each
// CHECK: scf.if
func.func @two_places_each(%a: !t, %w: !t, %k1: index, %k2: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  tir.for parallel %j = %c0 to %c64 step %c1 {
    %x = memref.load %a[%c0, %j] : !t
    %p = arith.cmpf ogt, %x, %zero : f32
    scf.if %p {
      memref.store %zero, %w[%k1, %j] : !t
      memref.store %x, %w[%k2, %j] : !t
    } else {
      memref.store %x, %w[%k2, %j] : !t
      memref.store %zero, %w[%k1, %j] : !t
    }
  }
  return
}
