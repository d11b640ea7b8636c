// RUN: sed 's/A3-REMARK/expected-remark/' %s | pto-opt --ascend-multi-buffer --cse -split-input-file -verify-diagnostics | FileCheck %s --check-prefixes=CHECK,A3
// RUN: sed 's/ascend.arch<a3>/ascend.arch<a5>/' %s | pto-opt --ascend-multi-buffer --cse -split-input-file -verify-diagnostics | FileCheck %s --check-prefixes=CHECK,A5

// A Cube k loop with num_stages = 2 and 4 iterations: the L1 tiles and the
// L0A/L0B staging it fills get a second version; the body runs twice per
// iteration of a loop of step 2, the second copy at k + 1 with the second
// versions. The accumulator (l0c) keeps its one version.
// CHECK-LABEL: func.func @cube_two_stages
// CHECK-SAME: (%[[GA:.*]]: memref<128x128xf16, #ascend.address_space<gm>>, %[[GB:.*]]: memref<128x128xf16, #ascend.address_space<gm>>)
// CHECK: %[[SA:.*]] = memref.alloc() {ascend.staging} : memref<128x32xf16, #ascend.address_space<l0a>>
// CHECK-NEXT: %[[SA1:.*]] = memref.alloc() {ascend.staging} : memref<128x32xf16, #ascend.address_space<l0a>>
// CHECK-NEXT: %[[SB:.*]] = memref.alloc() {ascend.staging} : memref<32x128xf16, #ascend.address_space<l0b>>
// CHECK-NEXT: %[[SB1:.*]] = memref.alloc() {ascend.staging} : memref<32x128xf16, #ascend.address_space<l0b>>
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<128x32xf16, #ascend.address_space<l1>>
// CHECK-NEXT: %[[A1:.*]] = memref.alloc() : memref<128x32xf16, #ascend.address_space<l1>>
// CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<32x128xf16, #ascend.address_space<l1>>
// CHECK-NEXT: %[[B1:.*]] = memref.alloc() : memref<32x128xf16, #ascend.address_space<l1>>
// CHECK-NEXT: %[[C:.*]] = memref.alloc() : memref<128x128xf32, #ascend.address_space<l0c>>
// CHECK-NOT: memref.alloc
// CHECK: scf.for %[[K:.*]] = %c0{{(_[0-9]+)?}} to %c4{{(_[0-9]+)?}} step %c2{{(_[0-9]+)?}} {
// CHECK: %[[GA0:.*]] = memref.subview %[[GA]][0, %[[K]]]
// CHECK-NEXT: ascend.load ins(%[[GA0]] : {{.*}}) outs(%[[A]] :
// CHECK: ascend.load ins(%{{.*}} : {{.*}}) outs(%[[B]] :
// CHECK-NEXT: %[[FIRST:.*]] = arith.cmpi eq, %[[K]], %c0{{(_[0-9]+)?}} : index
// CHECK-NEXT: ascend.load_l0 ins(%[[A]] : {{.*}}) outs(%[[SA]] :
// CHECK-NEXT: ascend.load_l0 ins(%[[B]] : {{.*}}) outs(%[[SB]] :
// CHECK-NEXT: ascend.mmad ins(%[[SA]], %[[SB]] : {{.*}}) outs(%[[C]] : {{.*}}) init(%[[FIRST]])
// CHECK-NEXT: %[[K1:.*]] = arith.addi %[[K]], %c1{{(_[0-9]+)?}} : index
// CHECK-NEXT: %[[GA1:.*]] = memref.subview %[[GA]][0, %[[K1]]]
// CHECK-NEXT: ascend.load ins(%[[GA1]] : {{.*}}) outs(%[[A1]] :
// CHECK: ascend.load ins(%{{.*}} : {{.*}}) outs(%[[B1]] :
// CHECK-NEXT: %[[FIRST1:.*]] = arith.cmpi eq, %[[K1]], %c0{{(_[0-9]+)?}} : index
// CHECK-NEXT: ascend.load_l0 ins(%[[A1]] : {{.*}}) outs(%[[SA1]] :
// CHECK-NEXT: ascend.load_l0 ins(%[[B1]] : {{.*}}) outs(%[[SB1]] :
// CHECK-NEXT: ascend.mmad ins(%[[SA1]], %[[SB1]] : {{.*}}) outs(%[[C]] : {{.*}}) init(%[[FIRST1]])
// CHECK-NEXT: }
// CHECK-NOT: ascend.num_stages
// CHECK: ascend.fixpipe ins(%[[C]]
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @cube_two_stages(%ga: memref<128x128xf16, #ascend.address_space<gm>>, %gb: memref<128x128xf16, #ascend.address_space<gm>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %sa = memref.alloc() {ascend.staging} : memref<128x32xf16, #ascend.address_space<l0a>>
  %sb = memref.alloc() {ascend.staging} : memref<32x128xf16, #ascend.address_space<l0b>>
  %a = memref.alloc() : memref<128x32xf16, #ascend.address_space<l1>>
  %b = memref.alloc() : memref<32x128xf16, #ascend.address_space<l1>>
  %c = memref.alloc() : memref<128x128xf32, #ascend.address_space<l0c>>
  scf.for %k = %c0 to %c4 step %c1 {
    %ga_k = memref.subview %ga[0, %k] [128, 32] [1, 1] : memref<128x128xf16, #ascend.address_space<gm>> to memref<128x32xf16, strided<[128, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.load ins(%ga_k : memref<128x32xf16, strided<[128, 1], offset: ?>, #ascend.address_space<gm>>) outs(%a : memref<128x32xf16, #ascend.address_space<l1>>)
    %gb_k = memref.subview %gb[%k, 0] [32, 128] [1, 1] : memref<128x128xf16, #ascend.address_space<gm>> to memref<32x128xf16, strided<[128, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.load ins(%gb_k : memref<32x128xf16, strided<[128, 1], offset: ?>, #ascend.address_space<gm>>) outs(%b : memref<32x128xf16, #ascend.address_space<l1>>)
    %first = arith.cmpi eq, %k, %c0 : index
    ascend.load_l0 ins(%a : memref<128x32xf16, #ascend.address_space<l1>>) outs(%sa : memref<128x32xf16, #ascend.address_space<l0a>>)
    ascend.load_l0 ins(%b : memref<32x128xf16, #ascend.address_space<l1>>) outs(%sb : memref<32x128xf16, #ascend.address_space<l0b>>)
    ascend.mmad ins(%sa, %sb : memref<128x32xf16, #ascend.address_space<l0a>>, memref<32x128xf16, #ascend.address_space<l0b>>) outs(%c : memref<128x128xf32, #ascend.address_space<l0c>>) init(%first)
  } {ascend.num_stages = 2 : i64}
  %gc = memref.alloc() : memref<128x128xf16, #ascend.address_space<gm>>
  ascend.fixpipe ins(%c : memref<128x128xf32, #ascend.address_space<l0c>>) outs(%gc : memref<128x128xf16, #ascend.address_space<gm>>)
  return
}
}

// -----

// Three stages over 5 iterations: a loop of step 3 runs iterations 0-2
// (versions 0, 1, 2), and iterations 3 and 4 follow it (versions 0, 1).
// CHECK-LABEL: func.func @remainder
// CHECK: %[[X:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-NEXT: %[[X1:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-NEXT: %[[X2:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-NEXT: %[[Y:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-NEXT: %[[Y1:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-NEXT: %[[Y2:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK: scf.for %[[I:.*]] = %c0{{(_[0-9]+)?}} to %c3{{(_[0-9]+)?}} step %c3{{(_[0-9]+)?}} {
// CHECK: ascend.load ins(%{{.*}}) outs(%[[X]] :
// CHECK-NEXT: ascend.vunary <exp> ins(%[[X]] : {{.*}}) outs(%[[Y]] :
// CHECK: ascend.load ins(%{{.*}}) outs(%[[X1]] :
// CHECK-NEXT: ascend.vunary <exp> ins(%[[X1]] : {{.*}}) outs(%[[Y1]] :
// CHECK: ascend.load ins(%{{.*}}) outs(%[[X2]] :
// CHECK-NEXT: ascend.vunary <exp> ins(%[[X2]] : {{.*}}) outs(%[[Y2]] :
// CHECK: }
// CHECK: %[[G3:.*]] = memref.subview %{{.*}}[%c3{{(_[0-9]+)?}}, 0]
// CHECK-NEXT: ascend.load ins(%[[G3]] : {{.*}}) outs(%[[X]] :
// CHECK-NEXT: ascend.vunary <exp> ins(%[[X]] : {{.*}}) outs(%[[Y]] :
// CHECK: ascend.load ins(%{{.*}}) outs(%[[X1]] :
// CHECK-NEXT: ascend.vunary <exp> ins(%[[X1]] : {{.*}}) outs(%[[Y1]] :
// CHECK: ascend.store ins(%[[Y1]]
// CHECK-NEXT: return
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @remainder(%g: memref<80x64xf32, #ascend.address_space<gm>>, %o: memref<80x64xf32, #ascend.address_space<gm>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %x = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  %y = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  scf.for %i = %c0 to %c5 step %c1 {
    %gi = memref.subview %g[%i, 0] [16, 64] [1, 1] : memref<80x64xf32, #ascend.address_space<gm>> to memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.load ins(%gi : memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%x : memref<16x64xf32, #ascend.address_space<ub>>)
    ascend.vunary <exp> ins(%x : memref<16x64xf32, #ascend.address_space<ub>>) outs(%y : memref<16x64xf32, #ascend.address_space<ub>>)
    %oi = memref.subview %o[%i, 0] [16, 64] [1, 1] : memref<80x64xf32, #ascend.address_space<gm>> to memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.store ins(%y : memref<16x64xf32, #ascend.address_space<ub>>) outs(%oi : memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>)
  } {ascend.num_stages = 3 : i64}
  return
}
}

// -----

// A run-time trip count: the second copy runs only where its iteration is
// below the bound; a value carried by the loop passes through the copy
// that does not run.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%{{.*}}: memref<?x64xf32, #ascend.address_space<gm>>, %[[N:.*]]: index, %[[INIT:.*]]: f32)
// CHECK: %[[X:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-NEXT: %[[X1:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK: %[[R:.*]] = scf.for %[[I:.*]] = %{{.*}} to %[[N]] step %c2{{(_[0-9]+)?}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (f32) {
// CHECK: ascend.load ins(%{{.*}}) outs(%[[X]] :
// CHECK-NEXT: %[[S0:.*]] = arith.addf %[[ACC]], %[[ACC]] : f32
// CHECK-NEXT: %[[I1:.*]] = arith.addi %[[I]], %c1{{(_[0-9]+)?}} : index
// CHECK-NEXT: %[[IN:.*]] = arith.cmpi slt, %[[I1]], %[[N]] : index
// CHECK-NEXT: %[[S1:.*]] = scf.if %[[IN]] -> (f32) {
// CHECK: ascend.load ins(%{{.*}}) outs(%[[X1]] :
// CHECK-NEXT: %[[T:.*]] = arith.addf %[[S0]], %[[S0]] : f32
// CHECK-NEXT: scf.yield %[[T]] : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[S0]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %[[S1]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]] : f32
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @dynamic(%g: memref<?x64xf32, #ascend.address_space<gm>>, %n: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
    %gi = memref.subview %g[%i, 0] [16, 64] [1, 1] : memref<?x64xf32, #ascend.address_space<gm>> to memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.load ins(%gi : memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%x : memref<16x64xf32, #ascend.address_space<ub>>)
    %s = arith.addf %acc, %acc : f32
    scf.yield %s : f32
  } {ascend.num_stages = 2 : i64}
  return %r : f32
}
}

// -----

// Buffers whose values cross iterations keep one version: one read before
// it is written, one written only under an if, one read after the loop,
// one written through a view. A loop left with none gets a remark.
// CHECK-LABEL: func.func @no_versions
// CHECK-COUNT-4: memref.alloc()
// CHECK-NOT: memref.alloc()
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NOT: scf.for
// CHECK: } {ascend.num_stages = 2 : i64}
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @no_versions(%g: memref<64x64xf32, #ascend.address_space<gm>>, %o: memref<16x64xf32, #ascend.address_space<gm>>, %p: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %carried = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  %guarded = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  %after = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  %viewed = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // expected-remark @below {{num_stages = 2 has no effect: no local buffer is filled at the start of each iteration and used only in the loop, to give versions}}
  scf.for %i = %c0 to %c4 step %c1 {
    %gi = memref.subview %g[%i, 0] [16, 64] [1, 1] : memref<64x64xf32, #ascend.address_space<gm>> to memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.vbinary <add> ins(%carried, %carried : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%carried : memref<16x64xf32, #ascend.address_space<ub>>)
    scf.if %p {
      ascend.load ins(%gi : memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%guarded : memref<16x64xf32, #ascend.address_space<ub>>)
    }
    ascend.vunary <exp> ins(%guarded : memref<16x64xf32, #ascend.address_space<ub>>) outs(%after : memref<16x64xf32, #ascend.address_space<ub>>)
    %half = memref.subview %viewed[0, 0] [8, 64] [1, 1] : memref<16x64xf32, #ascend.address_space<ub>> to memref<8x64xf32, strided<[64, 1]>, #ascend.address_space<ub>>
    %gh = memref.subview %g[%i, 0] [8, 64] [1, 1] : memref<64x64xf32, #ascend.address_space<gm>> to memref<8x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.load ins(%gh : memref<8x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%half : memref<8x64xf32, strided<[64, 1]>, #ascend.address_space<ub>>)
  } {ascend.num_stages = 2 : i64}
  ascend.store ins(%after : memref<16x64xf32, #ascend.address_space<ub>>) outs(%o : memref<16x64xf32, #ascend.address_space<gm>>)
  return
}
}

// -----

// 3 x 40 KiB of ub: a second version of each needs 240 KiB, which a5's
// 248 KiB hold and a3's 192 KiB do not (a remark says so, and the loop is
// left as it is).
// CHECK-LABEL: func.func @capacity
// A3-COUNT-3: memref.alloc() : memref<16x640xf32, #ascend.address_space<ub>>
// A3-NOT: memref.alloc()
// A3: } {ascend.num_stages = 2 : i64}
// A5-COUNT-6: memref.alloc() : memref<16x640xf32, #ascend.address_space<ub>>
// A5-NOT: memref.alloc()
// A5: scf.for
// A5-COUNT-2: ascend.store
// A5-NEXT: }
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @capacity(%g: memref<64x640xf32, #ascend.address_space<gm>>, %o: memref<64x640xf32, #ascend.address_space<gm>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %x = memref.alloc() : memref<16x640xf32, #ascend.address_space<ub>>
  %y = memref.alloc() : memref<16x640xf32, #ascend.address_space<ub>>
  %z = memref.alloc() : memref<16x640xf32, #ascend.address_space<ub>>
  // A3-REMARK @below {{num_stages = 2: ub holds 1 version of the buffers this loop fills, not 2}}
  scf.for %i = %c0 to %c4 step %c1 {
    %gi = memref.subview %g[%i, 0] [16, 640] [1, 1] : memref<64x640xf32, #ascend.address_space<gm>> to memref<16x640xf32, strided<[640, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.load ins(%gi : memref<16x640xf32, strided<[640, 1], offset: ?>, #ascend.address_space<gm>>) outs(%x : memref<16x640xf32, #ascend.address_space<ub>>)
    ascend.vunary <exp> ins(%x : memref<16x640xf32, #ascend.address_space<ub>>) outs(%y : memref<16x640xf32, #ascend.address_space<ub>>)
    ascend.vbinary <add> ins(%x, %y : memref<16x640xf32, #ascend.address_space<ub>>, memref<16x640xf32, #ascend.address_space<ub>>) outs(%z : memref<16x640xf32, #ascend.address_space<ub>>)
    %oi = memref.subview %o[%i, 0] [16, 640] [1, 1] : memref<64x640xf32, #ascend.address_space<gm>> to memref<16x640xf32, strided<[640, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.store ins(%z : memref<16x640xf32, #ascend.address_space<ub>>) outs(%oi : memref<16x640xf32, strided<[640, 1], offset: ?>, #ascend.address_space<gm>>)
  } {ascend.num_stages = 2 : i64}
  return
}
}

// -----

// A pipelined loop inside another: the inner one gets the versions. One
// stage, or one iteration, is left alone.
// CHECK-LABEL: func.func @nested
// CHECK-COUNT-4: memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-NOT: memref.alloc()
// CHECK: scf.for
// CHECK: ascend.load
// CHECK: scf.for %{{.*}} = %c0 to %c4 step %c2 {
// CHECK-COUNT-2: ascend.load
// CHECK-NEXT: }
// CHECK: } {ascend.num_stages = 1 : i64}
// CHECK: } {ascend.num_stages = 3 : i64}
// CHECK-NEXT: } {ascend.num_stages = 2 : i64}
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @nested(%g: memref<64x64xf32, #ascend.address_space<gm>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %x = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  %y = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  %z = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  %g0 = memref.subview %g[0, 0] [16, 64] [1, 1] : memref<64x64xf32, #ascend.address_space<gm>> to memref<16x64xf32, strided<[64, 1]>, #ascend.address_space<gm>>
  // expected-remark @below {{num_stages has no effect on a loop that holds another pipelined loop: the inner one gets the versions}}
  scf.for %j = %c0 to %c4 step %c1 {
    ascend.load ins(%g0 : memref<16x64xf32, strided<[64, 1]>, #ascend.address_space<gm>>) outs(%y : memref<16x64xf32, #ascend.address_space<ub>>)
    scf.for %i = %c0 to %c4 step %c1 {
      %gi = memref.subview %g[%i, 0] [16, 64] [1, 1] : memref<64x64xf32, #ascend.address_space<gm>> to memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
      ascend.load ins(%gi : memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%x : memref<16x64xf32, #ascend.address_space<ub>>)
    } {ascend.num_stages = 2 : i64}
    scf.for %i = %c0 to %c4 step %c1 {
      ascend.load ins(%g0 : memref<16x64xf32, strided<[64, 1]>, #ascend.address_space<gm>>) outs(%z : memref<16x64xf32, #ascend.address_space<ub>>)
    } {ascend.num_stages = 1 : i64}
    scf.for %i = %c0 to %c1 step %c1 {
      ascend.load ins(%g0 : memref<16x64xf32, strided<[64, 1]>, #ascend.address_space<gm>>) outs(%z : memref<16x64xf32, #ascend.address_space<ub>>)
    } {ascend.num_stages = 3 : i64}
  } {ascend.num_stages = 2 : i64}
  return
}
}

// -----

// T.annotate_buffer_versions: a buffer's own versions win over the loop's
// stages (x asks for 3 in a loop of 2 stages: the body runs 3 times per
// iteration, y's two versions alternate 0, 1, 0), and give versions in a
// loop that has no stages (z). The versions given, the attribute goes (a
// second run adds none); w, which no loop fills, keeps it and one version,
// with a remark.
// CHECK-LABEL: func.func @buffer_versions
// CHECK: %[[X:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-NEXT: %[[X1:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-NEXT: %[[X2:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-NEXT: %[[Y:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-NEXT: %[[Y1:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-NEXT: %[[Z:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-NEXT: %[[Z1:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-NEXT: memref.alloc() {ascend.versions = 2 : i64} : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-NOT: memref.alloc
// CHECK: scf.for %{{.*}} = %c0 to %c6 step %c3 {
// CHECK: ascend.load ins(%{{.*}}) outs(%[[X]] :
// CHECK-NEXT: ascend.vunary <exp> ins(%[[X]] : {{.*}}) outs(%[[Y]] :
// CHECK: ascend.load ins(%{{.*}}) outs(%[[X1]] :
// CHECK-NEXT: ascend.vunary <exp> ins(%[[X1]] : {{.*}}) outs(%[[Y1]] :
// CHECK: ascend.load ins(%{{.*}}) outs(%[[X2]] :
// CHECK-NEXT: ascend.vunary <exp> ins(%[[X2]] : {{.*}}) outs(%[[Y]] :
// CHECK-NEXT: }
// CHECK: scf.for %{{.*}} = %c0 to %c4 step %c2 {
// CHECK: ascend.load ins(%{{.*}}) outs(%[[Z]] :
// CHECK: ascend.load ins(%{{.*}}) outs(%[[Z1]] :
// CHECK-NEXT: }
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @buffer_versions(%g: memref<128x64xf32, #ascend.address_space<gm>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %x = memref.alloc() {ascend.versions = 3 : i64} : memref<16x64xf32, #ascend.address_space<ub>>
  %y = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  %z = memref.alloc() {ascend.versions = 2 : i64} : memref<16x64xf32, #ascend.address_space<ub>>
  // expected-remark @below {{T.annotate_buffer_versions asks for 2 versions of this buffer, but no loop fills it whole at the start of each iteration (and uses it only inside): it keeps one}}
  %w = memref.alloc() {ascend.versions = 2 : i64} : memref<16x64xf32, #ascend.address_space<ub>>
  ascend.vunary <exp> ins(%w : memref<16x64xf32, #ascend.address_space<ub>>) outs(%w : memref<16x64xf32, #ascend.address_space<ub>>)
  scf.for %i = %c0 to %c6 step %c1 {
    %gi = memref.subview %g[%i, 0] [16, 64] [1, 1] : memref<128x64xf32, #ascend.address_space<gm>> to memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.load ins(%gi : memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%x : memref<16x64xf32, #ascend.address_space<ub>>)
    ascend.vunary <exp> ins(%x : memref<16x64xf32, #ascend.address_space<ub>>) outs(%y : memref<16x64xf32, #ascend.address_space<ub>>)
  } {ascend.num_stages = 2 : i64}
  scf.for %i = %c0 to %c4 step %c1 {
    %gi = memref.subview %g[%i, 0] [16, 64] [1, 1] : memref<128x64xf32, #ascend.address_space<gm>> to memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.load ins(%gi : memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%z : memref<16x64xf32, #ascend.address_space<ub>>)
  }
  return
}
}

// -----

// Not whole fills: a buffer first written one element at a time (an
// element store), and a buffer passed on through a select to the next
// iteration, keep one version.
// CHECK-LABEL: func.func @not_filled
// CHECK-COUNT-2: memref.alloc()
// CHECK-NOT: memref.alloc()
// CHECK: } {ascend.num_stages = 2 : i64}
// CHECK: } {ascend.num_stages = 2 : i64}
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @not_filled(%g: memref<64x64xf32, #ascend.address_space<gm>>, %o: memref<64x64xf32, #ascend.address_space<gm>>, %z: memref<16x64xf32, #ascend.address_space<ub>>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %true = arith.constant true
  %e = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  %x = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  // expected-remark @below {{num_stages = 2 has no effect: no local buffer is filled at the start of each iteration and used only in the loop, to give versions}}
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %v, %e[%c0, %c1] : memref<16x64xf32, #ascend.address_space<ub>>
    %oi = memref.subview %o[%i, 0] [16, 64] [1, 1] : memref<64x64xf32, #ascend.address_space<gm>> to memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.store ins(%e : memref<16x64xf32, #ascend.address_space<ub>>) outs(%oi : memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>)
  } {ascend.num_stages = 2 : i64}
  // expected-remark @below {{num_stages = 2 has no effect: no local buffer is filled at the start of each iteration and used only in the loop, to give versions}}
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%m = %z) -> (memref<16x64xf32, #ascend.address_space<ub>>) {
    %gi = memref.subview %g[%i, 0] [16, 64] [1, 1] : memref<64x64xf32, #ascend.address_space<gm>> to memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.load ins(%gi : memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%x : memref<16x64xf32, #ascend.address_space<ub>>)
    %oi = memref.subview %o[%i, 0] [16, 64] [1, 1] : memref<64x64xf32, #ascend.address_space<gm>> to memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.store ins(%m : memref<16x64xf32, #ascend.address_space<ub>>) outs(%oi : memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>)
    %sel = arith.select %true, %x, %z : memref<16x64xf32, #ascend.address_space<ub>>
    scf.yield %sel : memref<16x64xf32, #ascend.address_space<ub>>
  } {ascend.num_stages = 2 : i64}
  return
}
}

// -----

// An i32 induction variable: the new step and the copies' iterations are
// i32 too.
// CHECK-LABEL: func.func @i32_iv
// CHECK: %[[X:.*]] = memref.alloc()
// CHECK-NEXT: %[[X1:.*]] = memref.alloc()
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} : i32 {
// CHECK: ascend.load ins(%{{.*}}) outs(%[[X]] :
// CHECK: %[[I1:.*]] = arith.addi %[[I]], %{{.*}} : i32
// CHECK: ascend.load ins(%{{.*}}) outs(%[[X1]] :
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @i32_iv(%g: memref<64x64xf32, #ascend.address_space<gm>>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %x = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  scf.for %i = %c0 to %n step %c1 : i32 {
    %ii = arith.index_cast %i : i32 to index
    %gi = memref.subview %g[%ii, 0] [16, 64] [1, 1] : memref<64x64xf32, #ascend.address_space<gm>> to memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.load ins(%gi : memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%x : memref<16x64xf32, #ascend.address_space<ub>>)
  } {ascend.num_stages = 2 : i64}
  return
}
}

// -----

// expected-error @below {{ascend-multi-buffer needs the target arch: the module has no 'ascend.arch' attribute}}
module {
func.func @no_arch() {
  return
}
}

// -----

// A load under ascend-clip-gm-regions' edge guard (`ascend.edge_guard`)
// fills its buffer on every iteration whose region is not wholly past the
// tensor's edge (and where it is, TileLang leaves the values undefined):
// x gets a second version. A load under any other `if` may leave the
// previous iteration's values to the ops after it: z keeps one; so does w,
// whose load is not alone under its guard.
// CHECK-LABEL: func.func @edge_guard
// CHECK: %[[X:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-NEXT: %[[X1:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-NEXT: %[[W:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-NEXT: %[[Z:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-NEXT: %[[Y:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-NEXT: %[[Y1:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK: scf.for
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: ascend.load ins(%{{.*}}) outs(%[[X]] :
// CHECK-NEXT: } {ascend.edge_guard}
// CHECK: ascend.load ins(%{{.*}}) outs(%[[Z]] :
// CHECK: ascend.vbinary <add> ins(%[[X]], %[[Z]] : {{.*}}) outs(%[[Y]] :
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: ascend.load ins(%{{.*}}) outs(%[[X1]] :
// CHECK-NEXT: } {ascend.edge_guard}
// CHECK: ascend.load ins(%{{.*}}) outs(%[[Z]] :
// CHECK: ascend.vbinary <add> ins(%[[X1]], %[[Z]] : {{.*}}) outs(%[[Y1]] :
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @edge_guard(%g: memref<64x64xf32, #ascend.address_space<gm>>, %o: memref<64x64xf32, #ascend.address_space<gm>>, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %x = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  %w = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  %z = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  %y = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  scf.for %i = %c0 to %c4 step %c1 {
    %gi = memref.subview %g[%i, 0] [16, 64] [1, 1] : memref<64x64xf32, #ascend.address_space<gm>> to memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
    %inside = arith.cmpi sgt, %n, %i : index
    scf.if %inside {
      ascend.load ins(%gi : memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%x : memref<16x64xf32, #ascend.address_space<ub>>)
    } {ascend.edge_guard}
    scf.if %inside {
      ascend.load ins(%gi : memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%w : memref<16x64xf32, #ascend.address_space<ub>>)
      ascend.store ins(%w : memref<16x64xf32, #ascend.address_space<ub>>) outs(%gi : memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>)
    } {ascend.edge_guard}
    scf.if %c {
      ascend.load ins(%gi : memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%z : memref<16x64xf32, #ascend.address_space<ub>>)
    }
    ascend.vbinary <add> ins(%x, %z : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%y : memref<16x64xf32, #ascend.address_space<ub>>)
    %oi = memref.subview %o[%i, 0] [16, 64] [1, 1] : memref<64x64xf32, #ascend.address_space<gm>> to memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.store ins(%y : memref<16x64xf32, #ascend.address_space<ub>>) outs(%oi : memref<16x64xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>)
  } {ascend.num_stages = 2 : i64}
  return
}
}
