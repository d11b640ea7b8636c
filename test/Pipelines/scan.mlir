// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %s | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %s | FileCheck %s

// T.cumsum down the rows, T.cummax along the rows (through transposes),
// T.cumsum of a rank-1 buffer: the PTO each becomes (tir-expand-scans; the
// numbers are checked by test/Run/scan.mlir).
// CHECK-LABEL: func.func @scan(
// CHECK:     pto.tload ins(%{{.*}} : !pto.partition_tensor_view<16x64xf32>) outs(%[[X:[0-9]+]] :
// CHECK:     pto.tload ins(%{{.*}} : !pto.partition_tensor_view<1x64xf32>) outs(%[[V:[0-9]+]] :
// Down the rows: the first row moved, then one tadd per row.
// CHECK:      %[[Y0:.*]] = pto.subset %[[Y:[0-9]+]][%c0, %c0] sizes [1, 64]
// CHECK-NEXT: %[[X0:.*]] = pto.subset %[[X]][%c0, %c0] sizes [1, 64]
// CHECK-NEXT: pto.tmov ins(%[[X0]] : {{.*}}rows=1, cols=64{{.*}}) outs(%[[Y0]] :
// CHECK-NEXT: scf.for %[[I:.*]] = %c1 to %c16 step %c1 {
// CHECK-NEXT:   %[[P:.*]] = arith.subi %[[I]], %c1 : index
// CHECK-NEXT:   %[[YI:.*]] = pto.subset %[[Y]][%[[I]], %c0] sizes [1, 64]
// CHECK-NEXT:   %[[YP:.*]] = pto.subset %[[Y]][%[[P]], %c0] sizes [1, 64]
// CHECK-NEXT:   %[[XI:.*]] = pto.subset %[[X]][%[[I]], %c0] sizes [1, 64]
// CHECK-NEXT:   pto.tadd ins(%[[YP]], %[[XI]] : {{.*}}) outs(%[[YI]] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=64,
// CHECK-NEXT: }
// Along the rows: transposed, one tmax per row of the transpose, back (the
// transpose and its scratch tile allocated past the loop above,
// pto-sink-alloc-tiles).
// CHECK-NEXT: pto.alloc_tile
// CHECK-NEXT: pto.alloc_tile
// CHECK-NEXT: pto.ttrans ins(%[[Y]], %{{.*}} : {{.*}}) outs(%[[T:[0-9]+]] : !pto.tile_buf<loc=vec, dtype=f32, rows=64, cols=32, v_row=64, v_col=16,
// CHECK-NEXT: scf.for %[[J:.*]] = %c1 to %c64 step %c1 {
// CHECK-NEXT:   %[[Q:.*]] = arith.subi %[[J]], %c1 : index
// CHECK-NEXT:   %[[TJ:.*]] = pto.subset %[[T]][%[[J]], %c0] sizes [1, 32]
// CHECK-NEXT:   %[[TQ:.*]] = pto.subset %[[T]][%[[Q]], %c0] sizes [1, 32]
// CHECK-NEXT:   pto.tmax ins(%[[TQ]], %[[TJ]] : {{.*}}) outs(%[[TJ]] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=32, v_row=?, v_col=16,
// CHECK-NEXT: }
// CHECK-NEXT: pto.alloc_tile
// CHECK-NEXT: pto.ttrans ins(%[[T]], %{{.*}} : {{.*}}) outs(%[[Y]] :
// A rank-1 buffer from its end: scalar steps.
// CHECK:      scf.for %[[K:.*]] = %c1 to %c64 step %c1 {
// CHECK-NEXT:   %[[E:.*]] = arith.subi %c63, %[[K]] : index
// CHECK-NEXT:   %[[F:.*]] = arith.subi %c64, %[[K]] : index
// CHECK-NEXT:   %[[A:.*]] = pto.tgetval ins(%[[V]], %[[E]] :
// CHECK-NEXT:   %[[B:.*]] = pto.tgetval ins(%[[V]], %[[F]] :
// CHECK-NEXT:   %[[N:.*]] = arith.negf %[[A]] : f32
// CHECK-NEXT:   %[[S:.*]] = arith.subf %[[B]], %[[N]] : f32
// CHECK-NEXT:   pto.tsetval ins(%[[E]], %[[S]] : index, f32) outs(%[[V]] :
// CHECK-NEXT: }
func.func @scan(%A: memref<16x64xf32> {tir.name = "A"},
                %B: memref<16x64xf32> {tir.name = "B"},
                %V: memref<64xf32> {tir.name = "V"}) {
  tir.kernel (%bx) in (1) {
    %x = tir.alloc_buffer "x" : memref<16x64xf32, #tir.scope<"shared.dyn">>
    %y = tir.alloc_buffer "y" : memref<16x64xf32, #tir.scope<"shared.dyn">>
    %v = tir.alloc_buffer "v" : memref<64xf32, #tir.scope<"shared.dyn">>
    tir.copy %A, %x : memref<16x64xf32>, memref<16x64xf32, #tir.scope<"shared.dyn">>
    tir.copy %V, %v : memref<64xf32>, memref<64xf32, #tir.scope<"shared.dyn">>
    tir.scan <sum> %x, %y : memref<16x64xf32, #tir.scope<"shared.dyn">>, memref<16x64xf32, #tir.scope<"shared.dyn">>
    tir.scan <max> %y, %y {dim = 1 : i64} : memref<16x64xf32, #tir.scope<"shared.dyn">>, memref<16x64xf32, #tir.scope<"shared.dyn">>
    tir.copy %y, %B : memref<16x64xf32, #tir.scope<"shared.dyn">>, memref<16x64xf32>
    tir.scan <sum> %v, %v {reverse = true} : memref<64xf32, #tir.scope<"shared.dyn">>, memref<64xf32, #tir.scope<"shared.dyn">>
    tir.copy %v, %V : memref<64xf32, #tir.scope<"shared.dyn">>, memref<64xf32>
  }
  return
}
