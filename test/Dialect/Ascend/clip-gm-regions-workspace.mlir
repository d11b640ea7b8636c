// RUN: pto-opt %s -split-input-file --ascend-clip-gm-regions | FileCheck %s
// Running it twice changes nothing more.
// RUN: pto-opt %s -split-input-file --ascend-clip-gm-regions --ascend-clip-gm-regions | FileCheck %s

// ascend-clip-gm-regions' second step: a fixpipe of an accumulator into a
// global workspace of ascend-split-cube-vector (an `ascend.workspace`
// argument) stores only the rows and columns the gemm computed from data
// inside the tensors. A has 48 rows in 32-row blocks: block 1's A tile has
// 16 rows in the tensor, and so has its accumulator; the workspace store
// takes the same in-bounds size, and is skipped where it is 0.
// CHECK-LABEL: func.func @rows
// CHECK: %[[M:.*]] = arith.maxsi
// CHECK: memref.subview %arg0[%{{.*}}, 0] [%[[M]], 32] [1, 1]
// CHECK: ascend.mmad
// CHECK: %[[WS:.*]] = memref.subview %arg2[%{{.*}}, 0] [%[[M]], 32] [1, 1] : memref<64x32xf16, #ascend.address_space<gm>> to memref<?x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
// CHECK: %[[NONEMPTY:.*]] = arith.cmpi sgt, %[[M]], %{{.*}} : index
// CHECK-NEXT: scf.if %[[NONEMPTY]] {
// CHECK-NEXT: ascend.fixpipe ins(%{{.*}} : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%[[WS]] : memref<?x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>)
// CHECK-NEXT: }
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @rows(%a: memref<48x32xf16, #ascend.address_space<gm>>, %b: memref<32x32xf16, #ascend.address_space<gm>>, %ws: memref<64x32xf16, #ascend.address_space<gm>> {ascend.workspace}) attributes {ascend.grid = array<i64: 2>} {
  %c32 = arith.constant 32 : index
  %true = arith.constant true
  %a1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  %b1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  %a0 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l0a>>
  %b0 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l0b>>
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %bx = ascend.block_idx : index
  %row = arith.muli %bx, %c32 : index
  %ra = memref.subview %a[%row, 0] [32, 32] [1, 1] : memref<48x32xf16, #ascend.address_space<gm>> to memref<32x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%ra : memref<32x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>) outs(%a1 : memref<32x32xf16, #ascend.address_space<l1>>)
  ascend.load ins(%b : memref<32x32xf16, #ascend.address_space<gm>>) outs(%b1 : memref<32x32xf16, #ascend.address_space<l1>>)
  ascend.load_l0 ins(%a1 : memref<32x32xf16, #ascend.address_space<l1>>) outs(%a0 : memref<32x32xf16, #ascend.address_space<l0a>>)
  ascend.load_l0 ins(%b1 : memref<32x32xf16, #ascend.address_space<l1>>) outs(%b0 : memref<32x32xf16, #ascend.address_space<l0b>>)
  ascend.mmad ins(%a0, %b0 : memref<32x32xf16, #ascend.address_space<l0a>>, memref<32x32xf16, #ascend.address_space<l0b>>) outs(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) init(%true)
  %rw = memref.subview %ws[%row, 0] [32, 32] [1, 1] : memref<64x32xf16, #ascend.address_space<gm>> to memref<32x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.fixpipe ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%rw : memref<32x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>)
  return
}
}

// -----

// The columns: B is read transposed (T.gemm(transpose_B=True)) from a
// tensor of 40 rows, N of the accumulator; its K loop computes the
// in-bounds N inside the loop, so the store after the loop computes it
// again.
// CHECK-LABEL: func.func @columns_after_loop
// CHECK: scf.for
// CHECK: memref.subview %arg1[%{{.*}}, %{{.*}}] [%{{.*}}, 32] [1, 1]
// CHECK: ascend.load {{.*}} {transpose}
// CHECK: }
// CHECK: %[[LEFT:.*]] = arith.subi %{{.*}}, %[[COL:.*]] : index
// CHECK-NEXT: %[[MIN:.*]] = arith.minsi %{{.*}}, %[[LEFT]] : index
// CHECK: %[[N:.*]] = arith.maxsi %[[MIN]], %{{.*}} : index
// CHECK: memref.subview %arg2[0, %[[COL]]] [32, %[[N]]] [1, 1] : memref<32x64xf32, #ascend.address_space<gm>> to memref<32x?xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
// CHECK: %[[NONEMPTY:.*]] = arith.cmpi sgt, %[[N]], %{{.*}} : index
// CHECK-NEXT: scf.if %[[NONEMPTY]] {
// CHECK-NEXT: ascend.fixpipe
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @columns_after_loop(%a: memref<32x64xf16, #ascend.address_space<gm>>, %b: memref<40x64xf16, #ascend.address_space<gm>>, %ws: memref<32x64xf32, #ascend.address_space<gm>> {ascend.workspace}) attributes {ascend.grid = array<i64: 2>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %a1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  %b1 = memref.alloc() : memref<32x32xf16, #ascend.tile_space<space = l1, layout = zn>>
  %a0 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l0a>>
  %b0 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l0b>>
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %bx = ascend.block_idx : index
  %col = arith.muli %bx, %c32 : index
  scf.for %k = %c0 to %c2 step %c1 {
    %koff = arith.muli %k, %c32 : index
    %ra = memref.subview %a[0, %koff] [32, 32] [1, 1] : memref<32x64xf16, #ascend.address_space<gm>> to memref<32x32xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.load ins(%ra : memref<32x32xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%a1 : memref<32x32xf16, #ascend.address_space<l1>>)
    %rb = memref.subview %b[%col, %koff] [32, 32] [1, 1] : memref<40x64xf16, #ascend.address_space<gm>> to memref<32x32xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
    ascend.load ins(%rb : memref<32x32xf16, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>) outs(%b1 : memref<32x32xf16, #ascend.tile_space<space = l1, layout = zn>>) {transpose}
    %first = arith.cmpi eq, %k, %c0 : index
    ascend.load_l0 ins(%a1 : memref<32x32xf16, #ascend.address_space<l1>>) outs(%a0 : memref<32x32xf16, #ascend.address_space<l0a>>)
    ascend.load_l0 ins(%b1 : memref<32x32xf16, #ascend.tile_space<space = l1, layout = zn>>) outs(%b0 : memref<32x32xf16, #ascend.address_space<l0b>>)
    ascend.mmad ins(%a0, %b0 : memref<32x32xf16, #ascend.address_space<l0a>>, memref<32x32xf16, #ascend.address_space<l0b>>) outs(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) init(%first)
  }
  %rw = memref.subview %ws[0, %col] [32, 32] [1, 1] : memref<32x64xf32, #ascend.address_space<gm>> to memref<32x32xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.fixpipe ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%rw : memref<32x32xf32, strided<[64, 1], offset: ?>, #ascend.address_space<gm>>)
  return
}
}

// -----

// A store into a kernel argument that is not a workspace stays whole (in
// the tensor: the accumulator rows past A's edge are the kernel's to
// write).
// CHECK-LABEL: func.func @not_workspace
// CHECK-NOT: scf.if
// CHECK: ascend.fixpipe ins(%{{.*}} : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%{{.*}} : memref<32x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>)
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @not_workspace(%a: memref<48x32xf16, #ascend.address_space<gm>>, %b: memref<32x32xf16, #ascend.address_space<gm>>, %out: memref<64x32xf16, #ascend.address_space<gm>>) attributes {ascend.grid = array<i64: 2>} {
  %c32 = arith.constant 32 : index
  %true = arith.constant true
  %a1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  %b1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  %a0 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l0a>>
  %b0 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l0b>>
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %bx = ascend.block_idx : index
  %row = arith.muli %bx, %c32 : index
  %ra = memref.subview %a[%row, 0] [32, 32] [1, 1] : memref<48x32xf16, #ascend.address_space<gm>> to memref<32x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%ra : memref<32x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>) outs(%a1 : memref<32x32xf16, #ascend.address_space<l1>>)
  ascend.load ins(%b : memref<32x32xf16, #ascend.address_space<gm>>) outs(%b1 : memref<32x32xf16, #ascend.address_space<l1>>)
  ascend.load_l0 ins(%a1 : memref<32x32xf16, #ascend.address_space<l1>>) outs(%a0 : memref<32x32xf16, #ascend.address_space<l0a>>)
  ascend.load_l0 ins(%b1 : memref<32x32xf16, #ascend.address_space<l1>>) outs(%b0 : memref<32x32xf16, #ascend.address_space<l0b>>)
  ascend.mmad ins(%a0, %b0 : memref<32x32xf16, #ascend.address_space<l0a>>, memref<32x32xf16, #ascend.address_space<l0b>>) outs(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) init(%true)
  %ro = memref.subview %out[%row, 0] [32, 32] [1, 1] : memref<64x32xf16, #ascend.address_space<gm>> to memref<32x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.fixpipe ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%ro : memref<32x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>)
  return
}
}

// -----

// An accumulator two gemms write, whose A operands come from tensors of 48
// and 40 rows through one l1 buffer, holds data from inside both in the
// smaller of the two in-bounds sizes; a workspace of rows known only at
// launch (a dynamic grid: the offsets are guarded) has its own clipped
// size too, and the store takes the smallest.
// CHECK-LABEL: func.func @two_regions
// CHECK: %[[M48:.*]] = arith.select
// CHECK: memref.subview %arg0[%{{.*}}, 0] [%[[M48]], 32]
// CHECK: %[[M40:.*]] = arith.select
// CHECK: memref.subview %arg1[%{{.*}}, 0] [%[[M40]], 32]
// CHECK: %[[WSROWS:.*]] = arith.select
// CHECK: scf.if
// CHECK: %[[MIN1:.*]] = arith.minsi %[[WSROWS]], %[[M40]] : index
// CHECK-NEXT: %[[MIN2:.*]] = arith.minsi %[[MIN1]], %[[M48]] : index
// CHECK: %[[M:.*]] = arith.maxsi %[[MIN2]], %{{.*}} : index
// CHECK: %[[WS:.*]] = memref.subview %arg3[%{{.*}}, 0] [%[[M]], 32] [1, 1]
// CHECK: %[[NONEMPTY:.*]] = arith.cmpi sgt, %[[M]], %{{.*}} : index
// CHECK-NEXT: scf.if %[[NONEMPTY]] {
// CHECK-NEXT: ascend.fixpipe ins(%{{.*}} : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%[[WS]] :
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @two_regions(%a: memref<48x32xf16, #ascend.address_space<gm>>, %a2: memref<40x32xf16, #ascend.address_space<gm>>, %b: memref<32x32xf16, #ascend.address_space<gm>>, %ws: memref<?x32xf16, #ascend.address_space<gm>> {ascend.workspace}) {
  %c32 = arith.constant 32 : index
  %true = arith.constant true
  %false = arith.constant false
  %a1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  %b1 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l1>>
  %a0 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l0a>>
  %b0 = memref.alloc() : memref<32x32xf16, #ascend.address_space<l0b>>
  %acc = memref.alloc() : memref<32x32xf32, #ascend.address_space<l0c>>
  %bx = ascend.block_idx : index
  %row = arith.muli %bx, %c32 : index
  ascend.load ins(%b : memref<32x32xf16, #ascend.address_space<gm>>) outs(%b1 : memref<32x32xf16, #ascend.address_space<l1>>)
  ascend.load_l0 ins(%b1 : memref<32x32xf16, #ascend.address_space<l1>>) outs(%b0 : memref<32x32xf16, #ascend.address_space<l0b>>)
  %ra = memref.subview %a[%row, 0] [32, 32] [1, 1] : memref<48x32xf16, #ascend.address_space<gm>> to memref<32x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%ra : memref<32x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>) outs(%a1 : memref<32x32xf16, #ascend.address_space<l1>>)
  ascend.load_l0 ins(%a1 : memref<32x32xf16, #ascend.address_space<l1>>) outs(%a0 : memref<32x32xf16, #ascend.address_space<l0a>>)
  ascend.mmad ins(%a0, %b0 : memref<32x32xf16, #ascend.address_space<l0a>>, memref<32x32xf16, #ascend.address_space<l0b>>) outs(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) init(%true)
  %ra2 = memref.subview %a2[%row, 0] [32, 32] [1, 1] : memref<40x32xf16, #ascend.address_space<gm>> to memref<32x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.load ins(%ra2 : memref<32x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>) outs(%a1 : memref<32x32xf16, #ascend.address_space<l1>>)
  ascend.load_l0 ins(%a1 : memref<32x32xf16, #ascend.address_space<l1>>) outs(%a0 : memref<32x32xf16, #ascend.address_space<l0a>>)
  ascend.mmad ins(%a0, %b0 : memref<32x32xf16, #ascend.address_space<l0a>>, memref<32x32xf16, #ascend.address_space<l0b>>) outs(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) init(%false)
  %rw = memref.subview %ws[%row, 0] [32, 32] [1, 1] : memref<?x32xf16, #ascend.address_space<gm>> to memref<32x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>
  ascend.fixpipe ins(%acc : memref<32x32xf32, #ascend.address_space<l0c>>) outs(%rw : memref<32x32xf16, strided<[32, 1], offset: ?>, #ascend.address_space<gm>>)
  return
}
}

// -----

// The mark on a declaration's argument.
// CHECK-LABEL: func.func private @declaration
// CHECK-SAME: {ascend.workspace}
func.func private @declaration(%ws: memref<16x16xf16, #ascend.address_space<gm>> {ascend.workspace})
