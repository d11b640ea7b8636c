// docs/examples/rope.mlir (tilelang-ascend's rope.py) lowered end to end,
// for both arches: the gather mask built on the Vector core (the indices
// counted per tile row with pto.tci from the row's first index, narrowed to
// i16, xor 1, widened through f32 back to i32, times 4 bytes), the sign mask
// filled with -1 and its odd entries set one by one (tsetval), and the
// gather reading the i32 mask itself (T.reinterpretcast to uint32, held as
// i32) after shifting its byte offsets right by 2.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/rope.mlir | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %examples/rope.mlir | FileCheck %s

// CHECK-LABEL: func.func @rope_kernel_in_place(
// CHECK-SAME: %{{.*}}: !pto.ptr<f16>, %{{.*}}: !pto.ptr<f16>, %{{.*}}: !pto.ptr<f16>) attributes {pto.entry, tirpto.grid = array<i64: 4>}
// CHECK: scf.for
// CHECK: pto.tci ins(%{{.*}} : i32) outs(%{{.*}} : !pto.tile_buf<loc=vec, dtype=i32, rows=1, cols=256,
// CHECK: pto.tcvt ins(%[[IDX:[^ ]*]] {{.*}}dtype=i32{{.*}}) outs(%[[I16:[^ ]*]] : !pto.tile_buf<loc=vec, dtype=i16, rows=16, cols=256
// CHECK-NEXT: pto.texpands ins(%{{.*}} : i16) outs(%[[ONES:[^ ]*]] :
// CHECK-NEXT: pto.txor ins(%[[I16]], %[[ONES]], %{{.*}} : {{.*}}) outs(%[[XOR:[^ ]*]] :
// CHECK-NEXT: pto.tcvt ins(%[[XOR]] {{.*}}) outs(%[[F32:[^ ]*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=256
// CHECK-NEXT: pto.tcvt ins(%[[F32]] {{.*}}) outs(%[[MASK:[^ ]*]] : !pto.tile_buf<loc=vec, dtype=i32, rows=16, cols=256
// CHECK-NEXT: pto.tmuls ins(%[[MASK]], %c4_i32 : {{.*}}, i32) outs(%[[MASK]] :
// CHECK: pto.texpands ins(%{{.*}} : f32) outs(%[[SIGN:[^ ]*]] :
// CHECK: scf.for
// CHECK: pto.tsetval ins(%{{.*}}, %{{.*}} : index, f32) outs(%[[SIGN]] :
// CHECK: pto.tshrs ins(%[[MASK]], %c2_i32 : {{.*}}, i32) outs(%[[OFF:[^ ]*]] :
// CHECK-NEXT: pto.texpands ins(%{{.*}} : i32) outs(%[[TMP:[^ ]*]] :
// CHECK-NEXT: pto.tgather ins(%{{.*}}, %[[OFF]], %[[TMP]] :
