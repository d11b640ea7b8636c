// T.copy picks the ascend op from the pair of memory spaces.
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" | FileCheck %s --check-prefixes=CHECK,A3
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a5" | FileCheck %s --check-prefixes=CHECK,A5

// A3: module attributes {ascend.arch = #ascend.arch<a3>}
// A5: module attributes {ascend.arch = #ascend.arch<a5>}

// CHECK-LABEL: func.func @gm_ub_gm
// CHECK-SAME: (%[[IN:.*]]: memref<32x64xf16, #ascend.address_space<gm>>, %[[OUT:.*]]: memref<32x64xf16, #ascend.address_space<gm>>)
// CHECK: %[[X:.*]] = memref.alloc() : memref<32x64xf16, #ascend.address_space<ub>>
// CHECK: %[[Y:.*]] = memref.alloc() : memref<32x64xf16, #ascend.address_space<ub>>
// CHECK: ascend.load ins(%[[IN]] : memref<32x64xf16, #ascend.address_space<gm>>) outs(%[[X]] : memref<32x64xf16, #ascend.address_space<ub>>)
// CHECK-NEXT: ascend.copy ins(%[[X]] : {{.*}}) outs(%[[Y]] : {{.*}})
// CHECK-NEXT: ascend.store ins(%[[Y]] : memref<32x64xf16, #ascend.address_space<ub>>) outs(%[[OUT]] : memref<32x64xf16, #ascend.address_space<gm>>)
func.func @gm_ub_gm(%in: memref<32x64xf16>, %out: memref<32x64xf16>) {
  %x = tir.alloc_buffer : memref<32x64xf16, #tir.scope<"shared.dyn">>
  %y = tir.alloc_buffer : memref<32x64xf16, #tir.scope<"shared.ub">>
  tir.copy %in, %x : memref<32x64xf16>, memref<32x64xf16, #tir.scope<"shared.dyn">>
  tir.copy %x, %y : memref<32x64xf16, #tir.scope<"shared.dyn">>, memref<32x64xf16, #tir.scope<"shared.ub">>
  tir.copy %y, %out : memref<32x64xf16, #tir.scope<"shared.ub">>, memref<32x64xf16>
  return
}

// CHECK-LABEL: func.func @cube_paths
// CHECK: %[[L1:.*]] = memref.alloc() : memref<16x16xf16, #ascend.address_space<l1>>
// CHECK: %[[L0A:.*]] = memref.alloc() : memref<16x16xf16, #ascend.address_space<l0a>>
// CHECK: %[[L0B:.*]] = memref.alloc() : memref<16x16xf16, #ascend.address_space<l0b>>
// CHECK: %[[ACC:.*]] = memref.alloc() : memref<16x16xf32, #ascend.address_space<l0c>>
// CHECK: %[[L1F:.*]] = memref.alloc() : memref<16x16xf16, #ascend.address_space<l1>>
// CHECK: ascend.load ins(%{{.*}}) outs(%[[L1]] : memref<16x16xf16, #ascend.address_space<l1>>)
// CHECK-NEXT: ascend.load_l0 ins(%[[L1]] : {{.*}}) outs(%[[L0A]] : {{.*}})
// CHECK-NEXT: ascend.load_l0 ins(%[[L1]] : {{.*}}) outs(%[[L0B]] : {{.*}})
// The fixpipe converts f32 to f16 on the way out of L0C.
// CHECK-NEXT: ascend.fixpipe ins(%[[ACC]] : memref<16x16xf32, #ascend.address_space<l0c>>) outs(%{{.*}} : memref<16x16xf16, #ascend.address_space<gm>>)
// CHECK-NEXT: ascend.fixpipe ins(%[[ACC]] : memref<16x16xf32, #ascend.address_space<l0c>>) outs(%[[L1F]] : memref<16x16xf16, #ascend.address_space<l1>>)
func.func @cube_paths(%g: memref<16x16xf16>, %o: memref<16x16xf16>) {
  %l1 = tir.alloc_buffer : memref<16x16xf16, #tir.scope<"shared.l1">>
  %l0a = tir.alloc_buffer : memref<16x16xf16, #tir.scope<"shared.l0a">>
  %l0b = tir.alloc_buffer : memref<16x16xf16, #tir.scope<"shared.l0b">>
  %acc = tir.alloc_buffer : memref<16x16xf32, #tir.scope<"shared.l0c">>
  %l1f = tir.alloc_buffer : memref<16x16xf16, #tir.scope<"shared.l1">>
  tir.copy %g, %l1 : memref<16x16xf16>, memref<16x16xf16, #tir.scope<"shared.l1">>
  tir.copy %l1, %l0a : memref<16x16xf16, #tir.scope<"shared.l1">>, memref<16x16xf16, #tir.scope<"shared.l0a">>
  tir.copy %l1, %l0b : memref<16x16xf16, #tir.scope<"shared.l1">>, memref<16x16xf16, #tir.scope<"shared.l0b">>
  tir.copy %acc, %o : memref<16x16xf32, #tir.scope<"shared.l0c">>, memref<16x16xf16>
  tir.copy %acc, %l1f : memref<16x16xf32, #tir.scope<"shared.l0c">>, memref<16x16xf16, #tir.scope<"shared.l1">>
  return
}

// T.tile.atomic_add: the store into global memory adds atomically, out of
// l0c (fixpipe, converting), out of ub, and out of ub through a cast.
// CHECK-LABEL: func.func @atomic_add
// CHECK: ascend.fixpipe ins(%{{.*}} : memref<16x16xf32, #ascend.address_space<l0c>>) outs(%{{.*}} : memref<16x16xf16, #ascend.address_space<gm>>) {atomic_add}
// CHECK: ascend.store ins(%{{.*}} : memref<16x16xf32, #ascend.address_space<ub>>) outs(%{{.*}} : memref<16x16xf32, #ascend.address_space<gm>>) {atomic_add}
// CHECK: ascend.vcast ins(%{{.*}} : memref<16x16xf32, #ascend.address_space<ub>>) outs(%[[CAST:.*]] : memref<16x16xf16, #ascend.address_space<ub>>)
// CHECK-NEXT: ascend.store ins(%[[CAST]] : memref<16x16xf16, #ascend.address_space<ub>>) outs(%{{.*}} : memref<16x16xf16, #ascend.address_space<gm>>) {atomic_add}
func.func @atomic_add(%o16: memref<16x16xf16>, %o32: memref<16x16xf32>) {
  %acc = tir.alloc_buffer : memref<16x16xf32, #tir.scope<"wmma.accumulator">>
  %ub = tir.alloc_buffer : memref<16x16xf32, #tir.scope<"shared.ub">>
  tir.copy %acc, %o16 {atomic_add} : memref<16x16xf32, #tir.scope<"wmma.accumulator">>, memref<16x16xf16>
  tir.copy %ub, %o32 {atomic_add} : memref<16x16xf32, #tir.scope<"shared.ub">>, memref<16x16xf32>
  tir.copy %ub, %o16 {atomic_add} : memref<16x16xf32, #tir.scope<"shared.ub">>, memref<16x16xf16>
  return
}

// enable_relu (tilelang-ascend) is the fixpipe's ReLU out of l0c.
// CHECK-LABEL: func.func @enable_relu
// CHECK: ascend.fixpipe ins(%{{.*}} : memref<16x16xf32, #ascend.address_space<l0c>>) outs(%{{.*}} : memref<16x16xf16, #ascend.address_space<gm>>) {relu}
func.func @enable_relu(%o16: memref<16x16xf16>) {
  %acc = tir.alloc_buffer : memref<16x16xf32, #tir.scope<"wmma.accumulator">>
  tir.copy %acc, %o16 {enable_relu} : memref<16x16xf32, #tir.scope<"wmma.accumulator">>, memref<16x16xf16>
  return
}

// pad_value (tilelang-ascend) rides on the load; a converting load pads
// its staging tile with the value in the source's type.
// CHECK-LABEL: func.func @pad_value
// CHECK-SAME: (%[[IN:.*]]: memref<16x32xf32, #ascend.address_space<gm>>, %[[IN16:.*]]: memref<16x32xf16, #ascend.address_space<gm>>)
// CHECK: %[[STAGE:.*]] = memref.alloc() : memref<16x32xf16, #ascend.address_space<ub>>
// CHECK: %[[PAD:.*]] = arith.constant -1.000000e+00 : f32
// CHECK: %[[X:.*]] = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
// CHECK: ascend.load ins(%[[IN]] : {{.*}}) outs(%[[X]] : memref<16x32xf32, #ascend.address_space<ub>>) pad(%[[PAD]] : f32)
// CHECK: %[[PAD16:.*]] = arith.truncf %[[PAD]] : f32 to f16
// CHECK: ascend.load ins(%[[IN16]] : {{.*}}) outs(%[[STAGE]] : memref<16x32xf16, #ascend.address_space<ub>>) pad(%[[PAD16]] : f16)
// CHECK-NEXT: ascend.vcast ins(%[[STAGE]] : {{.*}}) outs(%[[X]] : {{.*}})
func.func @pad_value(%in: memref<16x32xf32>, %in16: memref<16x32xf16>) {
  %pad = arith.constant -1.0 : f32
  %x = tir.alloc_buffer : memref<16x32xf32, #tir.scope<"shared">>
  tir.copy %in, %x pad_value(%pad : f32) : memref<16x32xf32>, memref<16x32xf32, #tir.scope<"shared">>
  tir.copy %in16, %x pad_value(%pad : f32) : memref<16x32xf16>, memref<16x32xf32, #tir.scope<"shared">>
  return
}

// pad_value on the first columns of a ub buffer (upstream TileLang's
// T.copy(A, a_ub[:, :n], pad_value=v)): the rest of each row is filled
// before the move.
// CHECK-LABEL: func.func @pad_value_columns
// CHECK: %[[PAD:.*]] = arith.constant -1.000000e+00 : f32
// CHECK: %[[U:.*]] = memref.alloc() : memref<4x32xf32, #ascend.address_space<ub>>
// CHECK: %[[S:.*]] = memref.subview %[[U]][0, 0] [4, 30] [1, 1]
// CHECK-NEXT: ascend.vdup ins(%[[PAD]] : f32) outs(%[[U]] : memref<4x32xf32, #ascend.address_space<ub>>)
// CHECK-NEXT: ascend.load ins(%{{.*}} : memref<4x30xf32, #ascend.address_space<gm>>) outs(%[[S]] : {{.*}}) pad(%[[PAD]] : f32)
func.func @pad_value_columns(%a: memref<4x30xf32>) {
  %pad = arith.constant -1.0 : f32
  %u = tir.alloc_buffer : memref<4x32xf32, #tir.scope<"shared">>
  %s = memref.subview %u[0, 0] [4, 30] [1, 1] : memref<4x32xf32, #tir.scope<"shared">> to memref<4x30xf32, strided<[32, 1]>, #tir.scope<"shared">>
  tir.copy %a, %s pad_value(%pad : f32) : memref<4x30xf32>, memref<4x30xf32, strided<[32, 1]>, #tir.scope<"shared">>
  return
}

// Run-time extents (tilelang-ascend's `x[r : r + n, 0:2]` with
// n = T.min(128, num_tokens - r)): the global region's part [0 : n, 0 : 2],
// clipped at the region's size and the tensor's edge (max(0, min(min(n,
// 128), extent - r)) rows; the columns fold), moved into or out of the
// top-left of the ub region where it is not empty.
// CHECK-LABEL: func.func @extents
// CHECK-SAME: (%[[A:.*]]: memref<?x24xf32, #ascend.address_space<gm>>, %[[R:.*]]: index, %[[N:.*]]: index)
// CHECK: %[[X:.*]] = memref.alloc() : memref<128x8xf32, #ascend.address_space<ub>>
// CHECK: %[[U:.*]] = memref.subview %[[X]][0, 0] [128, 2] [1, 1]
// CHECK: %[[DIM:.*]] = memref.dim %[[A]], %{{.*}}
// CHECK-NEXT: %[[C128:.*]] = arith.constant 128 : index
// CHECK-NEXT: %[[LIMIT:.*]] = arith.minsi %[[N]], %[[C128]] : index
// CHECK-NEXT: %[[LEFT:.*]] = arith.subi %[[DIM]], %[[R]] : index
// CHECK-NEXT: %[[MIN:.*]] = arith.minsi %[[LIMIT]], %[[LEFT]] : index
// CHECK-NEXT: %[[ROWS:.*]] = arith.maxsi %[[MIN]], %{{.*}} : index
// CHECK-NEXT: %[[EMPTY:.*]] = arith.cmpi sle, %[[ROWS]], %{{.*}} : index
// CHECK: %[[G:.*]] = memref.subview %[[A]][%[[R]], 0] [%[[ROWS]], 2] [1, 1] : memref<?x24xf32, #ascend.address_space<gm>> to memref<?x2xf32, strided<[24, 1], offset: ?>, #ascend.address_space<gm>>
// CHECK: %[[SOME:.*]] = arith.xori %[[EMPTY]], %{{.*}} : i1
// CHECK-NEXT: scf.if %[[SOME]] {
// CHECK-NEXT: ascend.load ins(%[[G]] : memref<?x2xf32, {{.*}}>) outs(%[[U]] : memref<128x2xf32, strided<[8, 1]>, #ascend.address_space<ub>>)
// CHECK: scf.if
// CHECK-NEXT: ascend.store ins(%[[U]] : {{.*}}) outs(%{{.*}} : memref<?x2xf32, strided<[24, 1], offset: ?>, #ascend.address_space<gm>>)
func.func @extents(%a: memref<?x24xf32>, %r: index, %n: index) {
  %c2 = arith.constant 2 : index
  %x = tir.alloc_buffer "x" : memref<128x8xf32, #tir.scope<"shared">>
  %g = memref.subview %a[%r, 0] [128, 2] [1, 1] : memref<?x24xf32> to memref<128x2xf32, strided<[24, 1], offset: ?>>
  %u = memref.subview %x[0, 0] [128, 2] [1, 1] : memref<128x8xf32, #tir.scope<"shared">> to memref<128x2xf32, strided<[8, 1]>, #tir.scope<"shared">>
  tir.copy %g, %u extents(%n, %c2) : memref<128x2xf32, strided<[24, 1], offset: ?>>, memref<128x2xf32, strided<[8, 1]>, #tir.scope<"shared">>
  tir.copy %u, %g extents(%n, %c2) : memref<128x2xf32, strided<[8, 1]>, #tir.scope<"shared">>, memref<128x2xf32, strided<[24, 1], offset: ?>>
  return
}

// A constant extent below the region's (5 of 16 rows) moves, as a
// run-time one does, with the tile's valid shape set to the part: its size
// stays an SSA value (a region of 5 rows and some columns of the tile
// would not be one). An extent of 0 moves nothing. A store under
// T.set_atomic("add") adds its part.
// CHECK-LABEL: func.func @extents_part
// CHECK-SAME: (%[[A:.*]]: memref<16x32xf32, #ascend.address_space<gm>>, %[[N:.*]]: index)
// CHECK: %[[COLS:.*]] = arith.minsi %[[N]], %{{.*}} : index
// CHECK: %[[X:.*]] = memref.alloc() : memref<16x32xf32, #ascend.address_space<ub>>
// CHECK: %[[CLIP:.*]] = arith.minsi %[[COLS]], %{{.*}} : index
// CHECK-NEXT: %[[INSIDE:.*]] = arith.maxsi %[[CLIP]], %{{.*}} : index
// CHECK: %[[G:.*]] = memref.subview %[[A]][0, 0] [%{{.*}}, %[[INSIDE]]] [1, 1] : memref<16x32xf32, #ascend.address_space<gm>> to memref<?x?xf32, strided<[32, 1]>, #ascend.address_space<gm>>
// CHECK: scf.if
// CHECK-NEXT: ascend.load ins(%[[G]] : {{.*}}) outs(%[[X]] : memref<16x32xf32, #ascend.address_space<ub>>)
// CHECK-NOT: ascend.load
// CHECK: %[[STORED:.*]] = memref.subview %[[A]][0, 0] [%{{.*}}, 32] [1, 1] : memref<16x32xf32, #ascend.address_space<gm>> to memref<?x32xf32, strided<[32, 1]>, #ascend.address_space<gm>>
// CHECK-NEXT: ascend.store ins(%[[X]] : memref<16x32xf32, #ascend.address_space<ub>>) outs(%[[STORED]] : {{.*}}) {atomic_add}
func.func @extents_part(%a: memref<16x32xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c32 = arith.constant 32 : index
  %zero = arith.constant 0.0 : f32
  %cols = arith.minsi %n, %c32 : index
  %x = tir.alloc_buffer "x" : memref<16x32xf32, #tir.scope<"shared">>
  tir.copy %a, %x extents(%c5, %cols) : memref<16x32xf32>, memref<16x32xf32, #tir.scope<"shared">>
  tir.copy %a, %x extents(%c0, %cols) : memref<16x32xf32>, memref<16x32xf32, #tir.scope<"shared">>
  tir.copy %x, %a extents(%c5, %c32) {atomic_add} : memref<16x32xf32, #tir.scope<"shared">>, memref<16x32xf32>
  return
}

// A part of a window of rows of a buffer (`x_ub[8:24, 0:7]` of 32 x 64),
// which takes no valid shape of its own: those rows are copied whole into a
// temporary, the part moves into or out of its first 7 columns, and the
// rows are copied back after a load.
// CHECK-LABEL: func.func @extents_window
// CHECK-SAME: (%[[A:.*]]: memref<?x64xf32, #ascend.address_space<gm>>, %[[N:.*]]: index)
// CHECK: %[[STAGED:.*]] = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
// CHECK: %[[X:.*]] = memref.alloc() : memref<32x64xf32, #ascend.address_space<ub>>
// CHECK: scf.if
// CHECK-NEXT: %[[ROWS:.*]] = memref.subview %[[X]][8, 0] [16, 64] [1, 1]
// CHECK-NEXT: ascend.copy ins(%[[ROWS]] : {{.*}}) outs(%[[STAGED]] : {{.*}})
// CHECK-NEXT: %[[FIRST:.*]] = memref.subview %[[STAGED]][0, 0] [16, 7] [1, 1] : memref<16x64xf32, #ascend.address_space<ub>> to memref<16x7xf32, strided<[64, 1]>, #ascend.address_space<ub>>
// CHECK-NEXT: ascend.load ins(%{{.*}} : memref<?x7xf32, {{.*}}>) outs(%[[FIRST]] : {{.*}})
// CHECK-NEXT: ascend.copy ins(%[[STAGED]] : {{.*}}) outs(%[[ROWS]] : {{.*}})
func.func @extents_window(%a: memref<?x64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %x = tir.alloc_buffer "x" : memref<32x64xf32, #tir.scope<"shared">>
  %g = memref.subview %a[%c0, 0] [16, 7] [1, 1] : memref<?x64xf32> to memref<16x7xf32, strided<[64, 1], offset: ?>>
  %u = memref.subview %x[8, 0] [16, 7] [1, 1] : memref<32x64xf32, #tir.scope<"shared">> to memref<16x7xf32, strided<[64, 1], offset: 512>, #tir.scope<"shared">>
  tir.copy %g, %u extents(%n, %c7) : memref<16x7xf32, strided<[64, 1], offset: ?>>, memref<16x7xf32, strided<[64, 1], offset: 512>, #tir.scope<"shared">>
  return
}
