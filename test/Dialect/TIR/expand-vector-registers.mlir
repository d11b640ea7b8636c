// RUN: pto-opt --tir-expand-vector-registers %s | FileCheck %s
// RUN: pto-opt --tir-expand-vector-registers %s | pto-opt | FileCheck %s

// T.simd registers become 1 x L ub buffers allocated at the kernel's start
// (in the order the kernel defines them); loads and stores copy the lanes
// of a row, element-wise ops are tile ops, a widening vcvt is a cast, a
// lane reduction reduces the row into one element that is read.

!xb = memref<4x128xbf16, #tir.scope<"shared">>
!yf = memref<4x128xf32, #tir.scope<"shared">>
!sf = memref<4xf32, #tir.scope<"shared">>
// CHECK-LABEL: func.func @sqrsum
func.func @sqrsum(%X: memref<4x128xbf16>, %Y: memref<4x128xf32>, %S: memref<4xf32>) {
  // CHECK: tir.kernel
  // CHECK-NEXT: %[[B:.*]] = tir.alloc_buffer "vreg0" : memref<1x64xbf16, #tir.scope<"shared">>
  // CHECK-NEXT: %[[F:.*]] = tir.alloc_buffer "vreg1" : memref<1x64xf32, #tir.scope<"shared">>
  // CHECK-NEXT: %[[Q:.*]] = tir.alloc_buffer "vreg2" : memref<1x64xf32, #tir.scope<"shared">>
  // CHECK-NEXT: %[[A0:.*]] = tir.alloc_buffer "vreg3" : memref<1x64xf32, #tir.scope<"shared">>
  // CHECK-NEXT: %[[A1:.*]] = tir.alloc_buffer "vreg4" : memref<1x64xf32, #tir.scope<"shared">>
  // CHECK-NEXT: %[[R:.*]] = tir.alloc_buffer "vreg5" : memref<1x64xf32, #tir.scope<"shared">>
  // CHECK-NEXT: %[[SUM:.*]] = tir.alloc_buffer "vreg6" : memref<1xf32, #tir.scope<"shared">>
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %x_ub = tir.alloc_buffer "x_ub" : !xb
    %y_ub = tir.alloc_buffer "y_ub" : !yf
    %q_ub = tir.alloc_buffer "q_ub" : !yf
    %s_ub = tir.alloc_buffer "s_ub" : !sf
    tir.copy %X, %x_ub : memref<4x128xbf16>, !xb
    tir.vector_function <simd> {
      // CHECK-NOT: tir.fill
      %unused = arith.constant dense<0.0> : vector<64xf32>
      tir.for serial %i = %c0 to %c4 step %c1 {
        tir.for serial %jj = %c0 to %c2 step %c1 {
          %c = arith.muli %jj, %c64 : index
          // CHECK: %[[XW:.*]] = memref.subview %{{.*}}[%{{.*}}, %{{.*}}] [1, 64] [1, 1] : memref<4x128xbf16, #tir.scope<"shared">> to memref<1x64xbf16, strided<[128, 1], offset: ?>, #tir.scope<"shared">>
          // CHECK-NEXT: tir.copy %[[XW]], %[[B]]
          %b = vector.load %x_ub[%i, %c] : !xb, vector<64xbf16>
          // CHECK-NEXT: tir.tile <cast> ins(%[[B]] : memref<1x64xbf16, #tir.scope<"shared">>) outs(%[[F]] : memref<1x64xf32, #tir.scope<"shared">>)
          %f = arith.extf %b : vector<64xbf16> to vector<64xf32>
          // CHECK-NEXT: %[[YW:.*]] = memref.subview %{{.*}}[%{{.*}}, %{{.*}}] [1, 64] [1, 1]
          // CHECK-NEXT: tir.copy %[[F]], %[[YW]]
          vector.store %f, %y_ub[%i, %c] : !yf, vector<64xf32>
          // CHECK-NEXT: tir.tile <mul> ins(%[[F]], %[[F]] : {{.*}}) outs(%[[Q]] : {{.*}})
          %sq = arith.mulf %f, %f : vector<64xf32>
          vector.store %sq, %q_ub[%i, %c] : !yf, vector<64xf32>
        }
        %a = vector.load %q_ub[%i, %c0] : !yf, vector<64xf32>
        %b = vector.load %q_ub[%i, %c64] : !yf, vector<64xf32>
        // CHECK: tir.tile <add> ins(%[[A0]], %[[A1]] : {{.*}}) outs(%[[R]] : {{.*}})
        %r = arith.addf %a, %b : vector<64xf32>
        // CHECK-NEXT: tir.reduce <sum> %[[R]], %[[SUM]] : memref<1x64xf32, #tir.scope<"shared">>, memref<1xf32, #tir.scope<"shared">>
        // CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
        // CHECK-NEXT: %[[S:.*]] = memref.load %[[SUM]][%[[C0]]]
        // CHECK-NEXT: memref.store %[[S]], %{{.*}}[%{{.*}}] : memref<4xf32, #tir.scope<"shared">>
        %s = vector.reduction <add>, %r : vector<64xf32> into f32
        memref.store %s, %s_ub[%i] : !sf
      }
    }
    tir.copy %y_ub, %Y : !yf, memref<4x128xf32>
    tir.copy %s_ub, %S : !sf, memref<4xf32>
  }
  return
}

// A rank-1 buffer's lanes move through a rank-1 view of the register; a
// broadcast fills it; scalar math ops, lane extracts.
!w = memref<256xf32, #tir.scope<"shared.dyn">>
// CHECK-LABEL: func.func @rank1
func.func @rank1(%W: memref<256xf32>, %s: f32, %k: index) {
  // CHECK: %[[V0:.*]] = tir.alloc_buffer "vreg0" : memref<1x64xf32, #tir.scope<"shared">>
  // CHECK-NEXT: %[[V1:.*]] = tir.alloc_buffer "vreg1" : memref<1x64xf32, #tir.scope<"shared">>
  // CHECK-NEXT: %[[V2:.*]] = tir.alloc_buffer "vreg2" : memref<1x64xf32, #tir.scope<"shared">>
  // CHECK-NEXT: %[[V3:.*]] = tir.alloc_buffer "vreg3" : memref<1x64xf32, #tir.scope<"shared">>
  tir.kernel (%bx) in (1) {
    %w_ub = tir.alloc_buffer "w_ub" : !w
    tir.copy %W, %w_ub : memref<256xf32>, !w
    tir.vector_function <simd> {
      // CHECK: %[[WW:.*]] = memref.subview %{{.*}}[%{{.*}}] [64] [1] : memref<256xf32, #tir.scope<"shared.dyn">> to memref<64xf32, strided<[1], offset: ?>, #tir.scope<"shared.dyn">>
      // CHECK-NEXT: %[[VIEW:.*]] = tir.view %[[V0]] "vreg" : memref<1x64xf32, #tir.scope<"shared">> to memref<64xf32, #tir.scope<"shared">>
      // CHECK-NEXT: tir.copy %[[WW]], %[[VIEW]]
      %x = vector.load %w_ub[%k] : !w, vector<64xf32>
      // CHECK-NEXT: tir.fill %[[V1]], %{{.*}} : memref<1x64xf32, #tir.scope<"shared">>
      %b = vector.broadcast %s : f32 to vector<64xf32>
      // CHECK-NEXT: tir.tile <max> ins(%[[V0]], %[[V1]] : {{.*}}) outs(%[[V2]] : {{.*}})
      %m = arith.maximumf %x, %b : vector<64xf32>
      // CHECK-NEXT: tir.tile <exp> ins(%[[V2]] : {{.*}}) outs(%[[V3]] : {{.*}})
      %e = math.exp %m : vector<64xf32>
      // CHECK: %[[C3:.*]] = arith.constant 3 : index
      // CHECK-NEXT: memref.load %[[V3]][%{{.*}}, %[[C3]]]
      %lane = vector.extract %e[3] : f32 from vector<64xf32>
      memref.store %lane, %w_ub[%k] : !w
      // CHECK: %[[VIEW2:.*]] = tir.view %[[V3]] "vreg"
      // CHECK-NEXT: tir.copy %[[VIEW2]], %{{.*}}
      vector.store %e, %w_ub[%k] : !w, vector<64xf32>
    }
  }
  return
}

// Lanes at constant indices that start a run of 64 in row-major order: a
// whole row of the buffer seen as rows of 64 lanes.
!yf2 = memref<4x128xf32, #tir.scope<"shared">>
// CHECK-LABEL: func.func @constant_lanes
func.func @constant_lanes() {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %y_ub = tir.alloc_buffer "y_ub" : !yf2
    tir.vector_function <simd> {
      // CHECK: %[[ROWS:.*]] = tir.view %{{.*}} "y_ub" : memref<4x128xf32, #tir.scope<"shared">> to memref<8x64xf32, #tir.scope<"shared">>
      // CHECK-NEXT: %[[R3:.*]] = arith.constant 3 : index
      // CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
      // CHECK-NEXT: memref.subview %[[ROWS]][%[[R3]], %[[C0]]] [1, 64] [1, 1] : memref<8x64xf32, #tir.scope<"shared">> to memref<1x64xf32, strided<[64, 1], offset: ?>, #tir.scope<"shared">>
      %a = vector.load %y_ub[%c1, %c64] : !yf2, vector<64xf32>
      vector.store %a, %y_ub[%c0, %c0] : !yf2, vector<64xf32>
    }
  }
  return
}
