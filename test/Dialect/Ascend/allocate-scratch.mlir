// ascend-allocate-scratch: the scratch tile each Vector op's PTO instruction
// takes becomes its `tmp` operand, and an op that cannot write a tile it
// reads on the module's arch gets a `dst` of its own and a copy.
// RUN: pto-opt %s --ascend-allocate-scratch -split-input-file | FileCheck %s

!ub = memref<16x128xf32, #ascend.address_space<ub>>
!row = memref<16x1xf32, #ascend.address_space<ub>>
!col = memref<1x128xf32, #ascend.address_space<ub>>
!mask = memref<16x128xi8, #ascend.address_space<ub>>

// CHECK-LABEL: func.func @needs_scratch
// One new 16x128 tile for the row reduction (and the one the last
// reduction has already); the select's is one 32-byte row.
// CHECK: memref.alloc() : memref<16x128xf32, #ascend.address_space<ub>>
// CHECK-NEXT: memref.alloc() : memref<1x8xf32, #ascend.address_space<ub>>
// CHECK-COUNT-2: memref.alloc() : memref<16x128xf32, #ascend.address_space<ub>>
// CHECK-NOT: memref.alloc() : memref<16x128xf32
// CHECK: ascend.vreduce <sum> ins(%[[S:[a-z0-9_]+]] : {{[^)]*}}) outs(%[[R:[a-z0-9_]+]] : {{[^)]*}}) tmp(%[[ROW:[a-z0-9_]+]] : memref<16x128xf32, #ascend.address_space<ub>>)
// A column reduction lowers to tcol*, which takes none.
// CHECK-NEXT: ascend.vreduce <max> ins(%[[S]] : {{[^)]*}}) outs(%{{[a-z0-9_]+}} : {{[^)]*}}) {dim = 0 : i64}
// CHECK-NEXT: ascend.vselect ins({{.*}}) outs(%[[S]] : {{[^)]*}}) tmp(%[[SEL:[a-z0-9_]+]] : memref<1x8xf32, #ascend.address_space<ub>>)
// An op that has its scratch tile keeps it.
// CHECK-NEXT: ascend.vreduce <min> ins(%[[S]] : {{[^)]*}}) outs(%[[R]] : {{[^)]*}}) tmp(%[[OWN:[a-z0-9_]+]] : {{[^)]*}})
// CHECK-NEXT: return
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @needs_scratch() {
  %s = memref.alloc() : !ub
  %r = memref.alloc() : !row
  %c = memref.alloc() : !col
  %m = memref.alloc() : !mask
  %own = memref.alloc() : !ub
  ascend.vreduce <sum> ins(%s : !ub) outs(%r : !row)
  ascend.vreduce <max> ins(%s : !ub) outs(%c : !col) {dim = 0 : i64}
  ascend.vselect ins(%m, %s, %s : !mask, !ub, !ub) outs(%s : !ub)
  ascend.vreduce <min> ins(%s : !ub) outs(%r : !row) tmp(%own : !ub)
  return
}
}

// -----

!i16 = memref<16x64xi16, #ascend.address_space<ub>>
!f32 = memref<16x64xf32, #ascend.address_space<ub>>

// txor and txors take a scratch tile shaped like dst; txors (and tands,
// tors) cannot run in place, nor can a3's trecip.
// CHECK-LABEL: func.func @a3
// Besides the three buffers: two i16 scratch tiles, two i16 tiles and one
// f32 tile to write.
// CHECK-COUNT-8: memref.alloc()
// CHECK-NOT: memref.alloc()
// CHECK: ascend.vbinary <xor> ins(%[[X:[a-z0-9_]+]], %[[X]] : {{[^)]*}}) outs(%[[X]] : {{[^)]*}}) tmp(%[[XOR_TMP:[a-z0-9_]+]] : {{[^)]*}})
// CHECK-NEXT: ascend.vbinary_scalar <xor> ins(%[[X]], %{{.*}} : {{[^)]*}}) outs(%[[OWN_XOR:[a-z0-9_]+]] : {{[^)]*}}) tmp(%[[XORS_TMP:[a-z0-9_]+]] : {{[^)]*}})
// CHECK-NEXT: ascend.copy ins(%[[OWN_XOR]] : {{[^)]*}}) outs(%[[X]] : {{[^)]*}})
// CHECK-NEXT: ascend.vbinary_scalar <and> ins(%[[X]], %{{.*}} : {{[^)]*}}) outs(%[[OWN_AND:[a-z0-9_]+]] : {{[^)]*}})
// CHECK-NEXT: ascend.copy ins(%[[OWN_AND]] : {{[^)]*}}) outs(%[[X]] : {{[^)]*}})
// CHECK-NEXT: ascend.vunary <rec> ins(%[[F:[a-z0-9_]+]] : {{[^)]*}}) outs(%[[OWN_REC:[a-z0-9_]+]] : memref<16x64xf32, #ascend.address_space<ub>>)
// CHECK-NEXT: ascend.copy ins(%[[OWN_REC]] : {{[^)]*}}) outs(%[[F]] : {{[^)]*}})
// Not in place: nothing to do.
// CHECK-NEXT: ascend.vbinary_scalar <or> ins(%[[X]], %{{.*}} : {{[^)]*}}) outs(%{{[a-z0-9_]+}} : {{[^)]*}})
// CHECK-NEXT: return
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @a3(%k: i16) {
  %x = memref.alloc() : !i16
  %f = memref.alloc() : !f32
  %z = memref.alloc() : !i16
  ascend.vbinary <xor> ins(%x, %x : !i16, !i16) outs(%x : !i16)
  ascend.vbinary_scalar <xor> ins(%x, %k : !i16, i16) outs(%x : !i16)
  ascend.vbinary_scalar <and> ins(%x, %k : !i16, i16) outs(%x : !i16)
  ascend.vunary <rec> ins(%f : !f32) outs(%f : !f32)
  ascend.vbinary_scalar <or> ins(%x, %k : !i16, i16) outs(%z : !i16)
  return
}

// Through a view of its source, an op still writes the tile it reads.
// CHECK-LABEL: func.func @through_cast
// CHECK: ascend.vunary <rec> ins(%[[C:[a-z0-9_]+]] : {{[^)]*}}) outs(%[[OWN_C:[a-z0-9_]+]] : memref<16x64xf32, #ascend.address_space<ub>>)
// CHECK-NEXT: ascend.copy ins(%[[OWN_C]] : {{[^)]*}}) outs(%{{[a-z0-9_]+}} : {{[^)]*}})
func.func @through_cast() {
  %f = memref.alloc() : !f32
  %c = memref.cast %f : !f32 to !f32
  ascend.vunary <rec> ins(%c : !f32) outs(%f : !f32)
  return
}
}

// -----

!f32 = memref<16x64xf32, #ascend.address_space<ub>>

// a5's trecip runs in place.
// CHECK-LABEL: func.func @a5
// CHECK-NEXT: %[[F:.*]] = memref.alloc()
// CHECK-NEXT: ascend.vunary <rec> ins(%[[F]] : {{.*}}) outs(%[[F]] : {{.*}})
// CHECK-NEXT: return
module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @a5() {
  %f = memref.alloc() : !f32
  ascend.vunary <rec> ins(%f : !f32) outs(%f : !f32)
  return
}
}

// -----

// An op in a module nested in a function (found by a breaker): its new
// tile stays in that module, which is isolated from the function.
// CHECK-LABEL: func.func @nested
// CHECK-NEXT: builtin.module
// CHECK-NEXT: %[[OWN:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-NEXT: ascend.vunary <rec> ins(%[[A]] : {{[^)]*}}) outs(%[[OWN]] : {{[^)]*}})
// CHECK-NEXT: ascend.copy ins(%[[OWN]] : {{[^)]*}}) outs(%[[A]] : {{[^)]*}})
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @nested() {
  builtin.module attributes {ascend.arch = #ascend.arch<a3>} {
    %a = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
    ascend.vunary <rec> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  }
  return
}
}
