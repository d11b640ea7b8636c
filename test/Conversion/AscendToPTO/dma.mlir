// RUN: pto-opt %s --convert-ascend-to-pto --cse | FileCheck %s

module attributes {ascend.arch = #ascend.arch<a5>} {

// CHECK-LABEL: func.func @cube_dma
// CHECK-SAME: (%[[G:.*]]: !pto.ptr<f16>, %[[O:.*]]: !pto.ptr<bf16>)
// CHECK: %[[L1:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat
// CHECK: %[[L0A:.*]] = pto.alloc_tile : !pto.tile_buf<loc=left
// CHECK: %[[ACC:.*]] = pto.alloc_tile : !pto.tile_buf<loc=acc
// CHECK: %[[M:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat, dtype=bf16
// CHECK: %[[V:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32
// ascend.load -> tload; ascend.load_l0 -> tmov mat -> left.
// CHECK: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<16x16xf16>) outs(%[[L1]] :
// CHECK: pto.tmov ins(%[[L1]] : !pto.tile_buf<loc=mat, {{.*}}>) outs(%[[L0A]] : !pto.tile_buf<loc=left, {{.*}}>)
// ascend.fixpipe to GM -> tstore from acc (with relu); to l1 / ub -> tmov.
// CHECK: %[[OV:.*]] = pto.make_tensor_view %[[O]]
// CHECK: %[[OP:.*]] = pto.partition_view %[[OV]], {{.*}} -> !pto.partition_tensor_view<16x16xbf16>
// CHECK: pto.tstore ins(%[[ACC]] : !pto.tile_buf<loc=acc, {{.*}}>) outs(%[[OP]] : !pto.partition_tensor_view<16x16xbf16>) {reluPreMode = #pto<relu_pre_mode normal_relu>}
// CHECK: pto.tmov ins(%[[ACC]] : !pto.tile_buf<loc=acc, {{.*}}>) outs(%[[M]] : !pto.tile_buf<loc=mat, dtype=bf16, {{.*}}>)
// CHECK: pto.tmov ins(%[[ACC]] : !pto.tile_buf<loc=acc, {{.*}}>) outs(%[[V]] : !pto.tile_buf<loc=vec, dtype=f32, {{.*}}>)
func.func @cube_dma(%g: memref<16x16xf16, #ascend.address_space<gm>>, %o: memref<16x16xbf16, #ascend.address_space<gm>>) {
  %l1 = memref.alloc() : memref<16x16xf16, #ascend.address_space<l1>>
  %l0a = memref.alloc() : memref<16x16xf16, #ascend.address_space<l0a>>
  %acc = memref.alloc() : memref<16x16xf32, #ascend.address_space<l0c>>
  %m = memref.alloc() : memref<16x16xbf16, #ascend.address_space<l1>>
  %v = memref.alloc() : memref<16x16xf32, #ascend.address_space<ub>>
  ascend.load ins(%g : memref<16x16xf16, #ascend.address_space<gm>>) outs(%l1 : memref<16x16xf16, #ascend.address_space<l1>>)
  ascend.load_l0 ins(%l1 : memref<16x16xf16, #ascend.address_space<l1>>) outs(%l0a : memref<16x16xf16, #ascend.address_space<l0a>>)
  ascend.fixpipe ins(%acc : memref<16x16xf32, #ascend.address_space<l0c>>) outs(%o : memref<16x16xbf16, #ascend.address_space<gm>>) {relu}
  ascend.fixpipe ins(%acc : memref<16x16xf32, #ascend.address_space<l0c>>) outs(%m : memref<16x16xbf16, #ascend.address_space<l1>>)
  ascend.fixpipe ins(%acc : memref<16x16xf32, #ascend.address_space<l0c>>) outs(%v : memref<16x16xf32, #ascend.address_space<ub>>)
  return
}

// CHECK-LABEL: func.func @vector_dma
// CHECK-SAME: (%[[G:.*]]: !pto.ptr<f32>)
// CHECK: %[[X:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec
// CHECK: %[[Y:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec
// CHECK: %[[Z:.*]] = pto.alloc_tile : !pto.tile_buf<loc=mat
// CHECK: pto.tload ins(%[[P:.*]] : !pto.partition_tensor_view<16x16xf32>) outs(%[[X]] :
// CHECK: pto.tmov ins(%[[X]] : !pto.tile_buf<loc=vec, {{.*}}>) outs(%[[Y]] : !pto.tile_buf<loc=vec, {{.*}}>)
// CHECK: pto.tmov ins(%[[Y]] : !pto.tile_buf<loc=vec, {{.*}}>) outs(%[[Z]] : !pto.tile_buf<loc=mat, {{.*}}>)
// CHECK: pto.tstore ins(%[[Y]] : !pto.tile_buf<loc=vec, {{.*}}>) outs(%[[P]] : !pto.partition_tensor_view<16x16xf32>){{$}}
// ascend.store / ascend.fixpipe {atomic_add} -> tstore atomic_add.
// CHECK: pto.tstore ins(%[[Y]] : !pto.tile_buf<loc=vec, {{.*}}>) outs(%[[P]] : !pto.partition_tensor_view<16x16xf32>) {atomicType = #pto<atomic_type atomic_add>}
// CHECK: pto.tstore ins(%{{.*}} : !pto.tile_buf<loc=acc, {{.*}}>) outs(%[[P]] : !pto.partition_tensor_view<16x16xf32>) {atomicType = #pto<atomic_type atomic_add>}
func.func @vector_dma(%g: memref<16x16xf32, #ascend.address_space<gm>>) {
  %x = memref.alloc() : memref<16x16xf32, #ascend.address_space<ub>>
  %y = memref.alloc() : memref<16x16xf32, #ascend.address_space<ub>>
  %z = memref.alloc() : memref<16x16xf32, #ascend.address_space<l1>>
  ascend.load ins(%g : memref<16x16xf32, #ascend.address_space<gm>>) outs(%x : memref<16x16xf32, #ascend.address_space<ub>>)
  ascend.copy ins(%x : memref<16x16xf32, #ascend.address_space<ub>>) outs(%y : memref<16x16xf32, #ascend.address_space<ub>>)
  ascend.copy ins(%y : memref<16x16xf32, #ascend.address_space<ub>>) outs(%z : memref<16x16xf32, #ascend.address_space<l1>>)
  ascend.store ins(%y : memref<16x16xf32, #ascend.address_space<ub>>) outs(%g : memref<16x16xf32, #ascend.address_space<gm>>)
  ascend.store ins(%y : memref<16x16xf32, #ascend.address_space<ub>>) outs(%g : memref<16x16xf32, #ascend.address_space<gm>>) {atomic_add}
  %acc = memref.alloc() : memref<16x16xf32, #ascend.address_space<l0c>>
  ascend.fixpipe ins(%acc : memref<16x16xf32, #ascend.address_space<l0c>>) outs(%g : memref<16x16xf32, #ascend.address_space<gm>>) {atomic_add}
  return
}


// A per-row vector copied into a row of a tile and back: the column seen
// through its row_major view (same elements, same order; one view after
// --cse), the row a subset.
// CHECK-LABEL: func.func @column_row_copy
// CHECK: %[[X:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=32, v_row=8, v_col=4, blayout=row_major
// CHECK: %[[COL:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=1, v_row=4, v_col=1, blayout=col_major
// CHECK: %[[ROW3:.*]] = pto.subset %[[X]][%{{.*}}, %{{.*}}] sizes [1, 32]
// CHECK: %[[VIEW:.*]] = pto.treshape %[[COL]] : {{.*}} -> !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=1, v_col=4, blayout=row_major
// CHECK: pto.tmov ins(%[[ROW3]] : {{.*}}) outs(%[[VIEW]] :
// CHECK: %[[ROW5:.*]] = pto.subset %[[X]][%{{.*}}, %{{.*}}] sizes [1, 32]
// CHECK: pto.tmov ins(%[[VIEW]] : {{.*}}) outs(%[[ROW5]] :
func.func @column_row_copy(%g: memref<8x4xf32, #ascend.address_space<gm>>) {
  %x = memref.alloc() : memref<8x4xf32, #ascend.address_space<ub>>
  %col = memref.alloc() : memref<4x1xf32, #ascend.address_space<ub>>
  ascend.load ins(%g : memref<8x4xf32, #ascend.address_space<gm>>) outs(%x : memref<8x4xf32, #ascend.address_space<ub>>)
  %r3 = memref.subview %x[3, 0] [1, 4] [1, 1] : memref<8x4xf32, #ascend.address_space<ub>> to memref<1x4xf32, strided<[4, 1], offset: 12>, #ascend.address_space<ub>>
  ascend.copy ins(%r3 : memref<1x4xf32, strided<[4, 1], offset: 12>, #ascend.address_space<ub>>) outs(%col : memref<4x1xf32, #ascend.address_space<ub>>)
  %r5 = memref.subview %x[5, 0] [1, 4] [1, 1] : memref<8x4xf32, #ascend.address_space<ub>> to memref<1x4xf32, strided<[4, 1], offset: 20>, #ascend.address_space<ub>>
  ascend.copy ins(%col : memref<4x1xf32, #ascend.address_space<ub>>) outs(%r5 : memref<1x4xf32, strided<[4, 1], offset: 20>, #ascend.address_space<ub>>)
  ascend.store ins(%x : memref<8x4xf32, #ascend.address_space<ub>>) outs(%g : memref<8x4xf32, #ascend.address_space<gm>>)
  return
}

// The first columns of every row of a ub buffer (TileLang's a_ub[:, :n]),
// moved to or from GM: the buffer's tile, its valid shape narrowed to the
// region around the move and the whole buffer after it (its type says its
// tile has a run-time valid shape: ascend-mark-dynamic-valid).
// CHECK-LABEL: func.func @column_region_dma
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK: %[[T:.*]] = pto.alloc_tile valid_row = %[[C4]] valid_col = %[[C32]] : [[TT:!pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=32, v_row=\?, v_col=\?, blayout=row_major, slayout=none_box, fractal=512, pad=0>]]
// CHECK: %[[C30:.*]] = arith.constant 30 : index
// CHECK: pto.set_validshape %[[T]], %[[C4]], %[[C30]] : [[TT]]
// CHECK-NEXT: pto.tload ins(%{{.*}} : !pto.partition_tensor_view<4x30xf32>) outs(%[[T]] : [[TT]])
// CHECK-NEXT: pto.set_validshape %[[T]], %[[C4]], %[[C32]] : [[TT]]
// CHECK: pto.set_validshape %[[T]], %[[C4]], %[[C30]] : [[TT]]
// CHECK-NEXT: pto.tstore ins(%[[T]] : [[TT]]) outs(%{{.*}} : !pto.partition_tensor_view<4x30xf32>)
// CHECK-NEXT: pto.set_validshape %[[T]], %[[C4]], %[[C32]] : [[TT]]
func.func @column_region_dma(%g: memref<4x30xf32, #ascend.address_space<gm>>) {
  %u = memref.alloc() : memref<4x32xf32, #ascend.tile_space<space = ub, valid = dynamic>>
  %s = memref.subview %u[0, 0] [4, 30] [1, 1] : memref<4x32xf32, #ascend.tile_space<space = ub, valid = dynamic>> to memref<4x30xf32, strided<[32, 1]>, #ascend.tile_space<space = ub, valid = dynamic>>
  ascend.load ins(%g : memref<4x30xf32, #ascend.address_space<gm>>) outs(%s : memref<4x30xf32, strided<[32, 1]>, #ascend.tile_space<space = ub, valid = dynamic>>)
  ascend.store ins(%s : memref<4x30xf32, strided<[32, 1]>, #ascend.tile_space<space = ub, valid = dynamic>>) outs(%g : memref<4x30xf32, #ascend.address_space<gm>>)
  return
}

// A copy between two per-row vectors of one shape, one of which has a
// run-time valid shape, is a plain tmov (no row-major views).
// CHECK-LABEL: func.func @copy_marked_vector
// CHECK-NOT: pto.treshape
// CHECK: pto.tmov
// CHECK-NOT: pto.treshape
// CHECK: return
func.func @copy_marked_vector() {
  %a = memref.alloc() : memref<8x1xf32, #ascend.tile_space<space = ub, valid = dynamic>>
  %b = memref.alloc() : memref<8x1xf32, #ascend.address_space<ub>>
  ascend.copy ins(%a : memref<8x1xf32, #ascend.tile_space<space = ub, valid = dynamic>>) outs(%b : memref<8x1xf32, #ascend.address_space<ub>>)
  return
}

}

