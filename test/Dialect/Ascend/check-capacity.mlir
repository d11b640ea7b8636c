// ascend-check-capacity: peak live bytes per local memory against the arch's
// capacity (ub 196608 B on a3, 253952 B on a5; l0c 131072 / 262144 B).
// RUN: pto-opt %s --ascend-allocate-scratch --ascend-check-capacity -split-input-file -verify-diagnostics -allow-unregistered-dialect | FileCheck %s

// Three 64 KiB ub buffers live at once fill a3's 192 KiB exactly.
// CHECK-LABEL: func.func @fits_exactly
// CHECK-COUNT-3: memref.alloc() : memref<128x128xf32, #ascend.address_space<ub>>
// CHECK: "test.use"
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @fits_exactly() {
  %a = memref.alloc() : memref<128x128xf32, #ascend.address_space<ub>>
  %b = memref.alloc() : memref<128x128xf32, #ascend.address_space<ub>>
  %c = memref.alloc() : memref<128x128xf32, #ascend.address_space<ub>>
  "test.use"(%a, %b, %c) : (memref<128x128xf32, #ascend.address_space<ub>>, memref<128x128xf32, #ascend.address_space<ub>>, memref<128x128xf32, #ascend.address_space<ub>>) -> ()
  return
}
}

// -----

// A buffer is live from its first use: temporaries allocated at the start
// of the function but used one after the other do not overlap.
// CHECK-LABEL: func.func @first_use
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @first_use(%g: memref<128x256xf32, #ascend.address_space<gm>>) {
  %a = memref.alloc() : memref<128x256xf32, #ascend.address_space<ub>>
  %b = memref.alloc() : memref<128x256xf32, #ascend.address_space<ub>>
  ascend.load ins(%g : memref<128x256xf32, #ascend.address_space<gm>>) outs(%a : memref<128x256xf32, #ascend.address_space<ub>>)
  ascend.load ins(%g : memref<128x256xf32, #ascend.address_space<gm>>) outs(%b : memref<128x256xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

// ub buffers count as the padded tiles they become: a 1024x3 f32 buffer is
// a 1024x32 tile (128 KiB), two of them overflow a3's ub.
module attributes {ascend.arch = #ascend.arch<a3>} {
// expected-error@+1 {{needs 262144 bytes of ub where the most buffers are live, but a3 has 196608 bytes of ub}}
func.func @padded() {
  // expected-note@+1 {{131072 bytes, live here}}
  %a = memref.alloc() : memref<1024x3xf32, #ascend.address_space<ub>>
  // expected-note@+1 {{131072 bytes, live here}}
  %b = memref.alloc() : memref<1024x3xf32, #ascend.address_space<ub>>
  ascend.copy ins(%a : memref<1024x3xf32, #ascend.address_space<ub>>) outs(%b : memref<1024x3xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

// The scratch tile of a row reduction (trow* take one the size of their
// source) counts at the reduction.
module attributes {ascend.arch = #ascend.arch<a3>} {
// expected-error@+1 {{needs 262272 bytes of ub where the most buffers are live, but a3 has 196608 bytes of ub}}
func.func @scratch() {
  // expected-note@+1 {{131072 bytes, live here}}
  %x = memref.alloc() : memref<32x1024xf32, #ascend.address_space<ub>>
  // expected-note@+1 {{128 bytes, live here}}
  %s = memref.alloc() : memref<32x1xf32, #ascend.address_space<ub>>
  // expected-note@+1 {{the scratch tile of 'ascend.vreduce': 131072 bytes, live here}}
  ascend.vreduce <sum> ins(%x : memref<32x1024xf32, #ascend.address_space<ub>>) outs(%s : memref<32x1xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

// A column reduction of an M x 1 tile is lowered as a row reduction of its
// 1 x M view, with a scratch tile as large as the source: it counts too.
module attributes {ascend.arch = #ascend.arch<a3>} {
// expected-error@+1 {{needs 196736 bytes of ub where the most buffers are live, but a3 has 196608 bytes of ub}}
func.func @column_scratch() {
  // expected-note@+1 {{98304 bytes, live here}}
  %x = memref.alloc() : memref<24576x1xf32, #ascend.address_space<ub>>
  // expected-note@+1 {{128 bytes, live here}}
  %s = memref.alloc() : memref<1x1xf32, #ascend.address_space<ub>>
  // expected-note@+1 {{the scratch tile of 'ascend.vreduce': 98304 bytes, live here}}
  ascend.vreduce <max> ins(%x : memref<24576x1xf32, #ascend.address_space<ub>>) outs(%s : memref<1x1xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  return
}
}

// -----

// Buffers whose lifetimes do not overlap share the space: two 128 KiB
// buffers, one after the other.
// CHECK-LABEL: func.func @disjoint_lifetimes
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @disjoint_lifetimes(%g: memref<128x256xf32, #ascend.address_space<gm>>) {
  %a = memref.alloc() : memref<128x256xf32, #ascend.address_space<ub>>
  ascend.load ins(%g : memref<128x256xf32, #ascend.address_space<gm>>) outs(%a : memref<128x256xf32, #ascend.address_space<ub>>)
  %b = memref.alloc() : memref<128x256xf32, #ascend.address_space<ub>>
  ascend.load ins(%g : memref<128x256xf32, #ascend.address_space<gm>>) outs(%b : memref<128x256xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

// The same two buffers overflow when the first is used again after the
// second is allocated.
module attributes {ascend.arch = #ascend.arch<a3>} {
// expected-error@+1 {{needs 262144 bytes of ub where the most buffers are live, but a3 has 196608 bytes of ub}}
func.func @overlapping_lifetimes(%g: memref<128x256xf32, #ascend.address_space<gm>>) {
  // expected-note@+1 {{buffer of type memref<128x256xf32, #ascend.address_space<ub>>: 131072 bytes, live here}}
  %a = memref.alloc() : memref<128x256xf32, #ascend.address_space<ub>>
  ascend.load ins(%g : memref<128x256xf32, #ascend.address_space<gm>>) outs(%a : memref<128x256xf32, #ascend.address_space<ub>>)
  // expected-note@+1 {{131072 bytes, live here}}
  %b = memref.alloc() : memref<128x256xf32, #ascend.address_space<ub>>
  ascend.copy ins(%a : memref<128x256xf32, #ascend.address_space<ub>>) outs(%b : memref<128x256xf32, #ascend.address_space<ub>>)
  return
}
}

// -----

// A buffer used inside a loop that it is allocated outside of is live for
// the whole loop, so it overlaps a buffer allocated later in the body.
module attributes {ascend.arch = #ascend.arch<a3>} {
// expected-error@+1 {{needs 262144 bytes of ub}}
func.func @live_across_loop(%g: memref<128x256xf32, #ascend.address_space<gm>>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-note@+1 {{buffer of type memref<128x256xf32, #ascend.address_space<ub>>: 131072 bytes, live here}}
  %a = memref.alloc() : memref<128x256xf32, #ascend.address_space<ub>>
  scf.for %i = %c0 to %n step %c1 {
    ascend.load ins(%g : memref<128x256xf32, #ascend.address_space<gm>>) outs(%a : memref<128x256xf32, #ascend.address_space<ub>>)
    // expected-note@+1 {{131072 bytes, live here}}
    %b = memref.alloc() : memref<128x256xf32, #ascend.address_space<ub>>
    ascend.load ins(%g : memref<128x256xf32, #ascend.address_space<gm>>) outs(%b : memref<128x256xf32, #ascend.address_space<ub>>)
  }
  return
}
}

// -----

// A Cube buffer counts as the tile of whole fractal boxes it becomes: a
// 9x9xf32 accumulator (324 B) is a 16x16 tile, 1024 B (a multiple of l0c's
// 512-byte alignment). Three 64 KiB accumulators exceed a3's 128 KiB of
// l0c.
module attributes {ascend.arch = #ascend.arch<a3>} {
// expected-error@+1 {{needs 197632 bytes of l0c where the most buffers are live, but a3 has 131072 bytes of l0c}}
func.func @l0c_a3() {
  // expected-note@+1 {{65536 bytes}}
  %a = memref.alloc() : memref<128x128xf32, #ascend.address_space<l0c>>
  // expected-note@+1 {{65536 bytes}}
  %b = memref.alloc() : memref<128x128xf32, #ascend.address_space<l0c>>
  // expected-note@+1 {{65536 bytes}}
  %c = memref.alloc() : memref<128x128xf32, #ascend.address_space<l0c>>
  // expected-note@+1 {{: 1024 bytes}}
  %d = memref.alloc() : memref<9x9xf32, #ascend.address_space<l0c>>
  "test.use"(%a, %b, %c, %d) : (memref<128x128xf32, #ascend.address_space<l0c>>, memref<128x128xf32, #ascend.address_space<l0c>>, memref<128x128xf32, #ascend.address_space<l0c>>, memref<9x9xf32, #ascend.address_space<l0c>>) -> ()
  return
}
}

// -----

// The same accumulators fit in a5's 256 KiB of l0c.
// CHECK-LABEL: func.func @l0c_a5
// CHECK-COUNT-3: memref.alloc() : memref<128x128xf32, #ascend.address_space<l0c>>
module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @l0c_a5() {
  %a = memref.alloc() : memref<128x128xf32, #ascend.address_space<l0c>>
  %b = memref.alloc() : memref<128x128xf32, #ascend.address_space<l0c>>
  %c = memref.alloc() : memref<128x128xf32, #ascend.address_space<l0c>>
  %d = memref.alloc() : memref<9x9xf32, #ascend.address_space<l0c>>
  "test.use"(%a, %b, %c, %d) : (memref<128x128xf32, #ascend.address_space<l0c>>, memref<128x128xf32, #ascend.address_space<l0c>>, memref<128x128xf32, #ascend.address_space<l0c>>, memref<9x9xf32, #ascend.address_space<l0c>>) -> ()
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @dynamic(%n: index) {
  // expected-error@+1 {{'memref.alloc' op has a dynamic shape: local buffers must be static for their size to be checked against the ub capacity}}
  %a = memref.alloc(%n) : memref<?xf32, #ascend.address_space<ub>>
  return
}
}

// -----

module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @huge() {
  // expected-error@+1 {{'memref.alloc' op size in bytes of 'memref<4611686018427387904x4xf32, #ascend.address_space<ub>>' overflows a 64-bit integer}}
  %a = memref.alloc() : memref<4611686018427387904x4xf32, #ascend.address_space<ub>>
  return
}
}

// -----


// A buffer used inside a loop stays live to the end of the block it is
// allocated in, as ptoas 0.27's planner keeps it: two loops each working
// on 128 KiB of ub need 256 KiB (ptoas: "vec overflow, requires 2097152
// bits"), although no two of their buffers are used at the same time.
module attributes {ascend.arch = #ascend.arch<a3>} {
// expected-error@+1 {{needs 262144 bytes of ub where the most buffers are live, but a3 has 196608 bytes of ub}}
func.func @two_loops(%g: memref<128x128xf32, #ascend.address_space<gm>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // expected-note@+1 {{65536 bytes, live here}}
  %x1 = memref.alloc() : memref<128x128xf32, #ascend.address_space<ub>>
  // expected-note@+1 {{65536 bytes, live here}}
  %y1 = memref.alloc() : memref<128x128xf32, #ascend.address_space<ub>>
  // expected-note@+1 {{65536 bytes, live here}}
  %x2 = memref.alloc() : memref<128x128xf32, #ascend.address_space<ub>>
  // expected-note@+1 {{65536 bytes, live here}}
  %y2 = memref.alloc() : memref<128x128xf32, #ascend.address_space<ub>>
  scf.for %k = %c0 to %c4 step %c1 {
    ascend.load ins(%g : memref<128x128xf32, #ascend.address_space<gm>>) outs(%x1 : memref<128x128xf32, #ascend.address_space<ub>>)
    ascend.copy ins(%x1 : memref<128x128xf32, #ascend.address_space<ub>>) outs(%y1 : memref<128x128xf32, #ascend.address_space<ub>>)
  }
  scf.for %k = %c0 to %c4 step %c1 {
    ascend.load ins(%g : memref<128x128xf32, #ascend.address_space<gm>>) outs(%x2 : memref<128x128xf32, #ascend.address_space<ub>>)
    ascend.copy ins(%x2 : memref<128x128xf32, #ascend.address_space<ub>>) outs(%y2 : memref<128x128xf32, #ascend.address_space<ub>>)
  }
  return
}
}

// -----

// The same work with the first phase straight-line and the second in a loop
// fits (ptoas accepts it too): the first phase's buffers die before the
// loop. A loop of one iteration is straight-line code (canonicalize removes
// it before ptoas sees the kernel).
// CHECK-LABEL: func.func @straight_then_loop
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @straight_then_loop(%g: memref<128x128xf32, #ascend.address_space<gm>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %x1 = memref.alloc() : memref<128x128xf32, #ascend.address_space<ub>>
  %y1 = memref.alloc() : memref<128x128xf32, #ascend.address_space<ub>>
  %x2 = memref.alloc() : memref<128x128xf32, #ascend.address_space<ub>>
  %y2 = memref.alloc() : memref<128x128xf32, #ascend.address_space<ub>>
  scf.for %k = %c0 to %c1 step %c1 {
    ascend.load ins(%g : memref<128x128xf32, #ascend.address_space<gm>>) outs(%x1 : memref<128x128xf32, #ascend.address_space<ub>>)
    ascend.copy ins(%x1 : memref<128x128xf32, #ascend.address_space<ub>>) outs(%y1 : memref<128x128xf32, #ascend.address_space<ub>>)
  }
  scf.for %k = %c0 to %c4 step %c1 {
    ascend.load ins(%g : memref<128x128xf32, #ascend.address_space<gm>>) outs(%x2 : memref<128x128xf32, #ascend.address_space<ub>>)
    ascend.copy ins(%x2 : memref<128x128xf32, #ascend.address_space<ub>>) outs(%y2 : memref<128x128xf32, #ascend.address_space<ub>>)
  }
  return
}
}

// -----

// An in-place xor with a scalar takes two more tiles (ascend-allocate-scratch):
// txors's `tmp` and, as txors cannot run in place, the tile it computes into
// before the copy (AscendVectorKinds.td). 3 x 77824 B (rows padded to 1216)
// overflow a3's ub.
module attributes {ascend.arch = #ascend.arch<a3>} {
// expected-error@+1 {{needs 233472 bytes of ub where the most buffers are live, but a3 has 196608 bytes of ub}}
func.func @xor_in_place(%s: i16) {
  // expected-note@+1 {{77824 bytes, live here}}
  %x = memref.alloc() : memref<32x1200xi16, #ascend.address_space<ub>>
  // expected-note@+2 {{the scratch tile of 'ascend.vbinary_scalar': 77824 bytes, live here}}
  // expected-note@+1 {{the tile 'ascend.vbinary_scalar' writes, as it cannot run in place: 77824 bytes, live here}}
  ascend.vbinary_scalar <xor> ins(%x, %s : memref<32x1200xi16, #ascend.address_space<ub>>, i16) outs(%x : memref<32x1200xi16, #ascend.address_space<ub>>)
  return
}
}

// -----

// A buffer some op writes is not mistaken for the separate dst of
// ascend-allocate-scratch (found by a breaker): only that one is followed by
// its copy.
module attributes {ascend.arch = #ascend.arch<a3>} {
// expected-error@+1 {{needs 233472 bytes of ub where the most buffers are live, but a3 has 196608 bytes of ub}}
func.func @unnamed_dst() {
  // expected-note@+1 {{buffer of type memref<32x1200xi16, #ascend.address_space<ub>>: 77824 bytes, live here}}
  %x = memref.alloc() : memref<32x1200xi16, #ascend.address_space<ub>>
  // expected-note@+1 {{buffer of type memref<32x1200xi16, #ascend.address_space<ub>>: 77824 bytes, live here}}
  %y = memref.alloc() : memref<32x1200xi16, #ascend.address_space<ub>>
  // expected-note@+1 {{buffer of type memref<32x1200xi16, #ascend.address_space<ub>>: 77824 bytes, live here}}
  %z = memref.alloc() : memref<32x1200xi16, #ascend.address_space<ub>>
  ascend.vbinary <add> ins(%x, %y : memref<32x1200xi16, #ascend.address_space<ub>>, memref<32x1200xi16, #ascend.address_space<ub>>) outs(%z : memref<32x1200xi16, #ascend.address_space<ub>>)
  return
}
}

// -----

// The Vector part of a mixed kernel holds the FIFO's 8 slots in ub: 8 of
// 16 KiB and a 128x129 f32 buffer (80 KiB as its tile stores it) pass a3's
// 192 KiB.
module attributes {ascend.arch = #ascend.arch<a3>} {
// expected-error@+1 {{needs 212992 bytes of ub where the most buffers are live, but a3 has 196608 bytes of ub}}
func.func private @vector_part() attributes {ascend.part = #ascend.core_type<aiv>} {
  // expected-note@+1 {{the slots of the Cube-to-Vector FIFO (8 of 16384 bytes; ascend-split-cube-vector's hand-off=workspace or hand-off=auto moves the tiles through global memory instead): 131072 bytes, live here}}
  ascend.initialize_pipe slot_size(16384) peer(@vector_part)
  // expected-note@+1 {{buffer of type memref<128x129xf32, #ascend.address_space<ub>>: 81920 bytes, live here}}
  %a = memref.alloc() : memref<128x129xf32, #ascend.address_space<ub>>
  "test.use"(%a) : (memref<128x129xf32, #ascend.address_space<ub>>) -> ()
  return
}
}

// -----

// With the FIFO both ways, the Cube part holds the Vector-to-Cube slots in
// l1 (4 of 128 KiB) beside its own buffers: with a 256 KiB one they pass
// a5's 512 KiB of l1.
module attributes {ascend.arch = #ascend.arch<a5>} {
// expected-error@+1 {{needs 786432 bytes of l1 where the most buffers are live, but a5 has 524288 bytes of l1}}
func.func private @cube_part() attributes {ascend.part = #ascend.core_type<aic>} {
  // expected-note@+1 {{the slots of the Vector-to-Cube FIFO (4 of 131072 bytes; ascend-split-cube-vector's hand-off=workspace or hand-off=auto moves the tiles through global memory instead): 524288 bytes, live here}}
  ascend.initialize_pipe directions <both> slot_size(131072) peer(@cube_part)
  // expected-note@+1 {{buffer of type memref<256x512xf16, #ascend.address_space<l1>>: 262144 bytes, live here}}
  %a = memref.alloc() : memref<256x512xf16, #ascend.address_space<l1>>
  "test.use"(%a) : (memref<256x512xf16, #ascend.address_space<l1>>) -> ()
  return
}
}

// -----

// On a5 a push to the Cube holds an NZ tile of its tile's shape in ub
// while it runs: two 96 KiB tiles pass a5's 248 KiB.
module attributes {ascend.arch = #ascend.arch<a5>} {
// expected-error@+1 {{needs 262144 bytes of ub where the most buffers are live, but a5 has 253952 bytes of ub}}
func.func private @vector_part() attributes {ascend.part = #ascend.core_type<aiv>} {
  // expected-note@+1 {{buffer of type memref<256x128xf32, #ascend.address_space<ub>>: 131072 bytes, live here}}
  %a = memref.alloc() : memref<256x128xf32, #ascend.address_space<ub>>
  // expected-note@+1 {{the NZ tile 'ascend.push_to_aic' moves its tile into first: 131072 bytes, live here}}
  ascend.push_to_aic ins(%a : memref<256x128xf32, #ascend.address_space<ub>>) split <none>
  return
}
}
