// T.simd registers end to end on both arches: each register is a 1 x 64
// vec tile, the lanes of a row a 1 x 64 pto.subset at the lanes' column,
// loads and stores pto.tmov, a widening vcvt pto.tcvt, element-wise ops
// their tile ops, a lane sum pto.trowsum read by pto.tgetval.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %s -split-input-file -verify-diagnostics 2>/dev/null | FileCheck %s
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %s -split-input-file -verify-diagnostics 2>/dev/null | FileCheck %s

!xb = memref<4x128xbf16, #tir.scope<"shared">>
!yf = memref<4x128xf32, #tir.scope<"shared">>
!sf = memref<4xf32, #tir.scope<"shared">>
// CHECK-LABEL: func.func @sqrsum
// CHECK-DAG: %[[B:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=bf16, rows=1, cols=64, v_row=1, v_col=64, blayout=row_major, slayout=none_box, fractal=512, pad=0>
// CHECK-DAG: %[[X:.*]] = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=bf16, rows=4, cols=128,
// CHECK: scf.for %[[I:.*]] = 
// CHECK: scf.for %[[JJ:.*]] =
// CHECK: %[[COL:.*]] = arith.muli %[[JJ]], %{{.*}} : index
// CHECK: %[[W:.*]] = pto.subset %[[X]][%[[I]], %[[COL]]] sizes [1, 64] : !pto.tile_buf<loc=vec, dtype=bf16, rows=4, cols=128,
// CHECK-NEXT: pto.tmov ins(%[[W]] : !pto.tile_buf<loc=vec, dtype=bf16, rows=1, cols=64, v_row=?, v_col=?, {{.*}}>) outs(%[[B]] :
// CHECK-NEXT: pto.tcvt ins(%[[B]] {rmode = #pto<round_mode RINT>} : {{.*}}) outs(%[[F:.*]] : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=64,
// CHECK: pto.tmul ins(%[[F]], %[[F]] :
// CHECK: pto.tadd ins(
// CHECK-NEXT: pto.trowsum ins(
// CHECK-NEXT: %[[S:.*]] = pto.tgetval
// CHECK-NEXT: pto.tsetval ins(%[[I]], %[[S]] : index, f32)
func.func @sqrsum(%X: memref<4x128xbf16>, %Y: memref<4x128xf32>, %S: memref<4xf32>) {
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
    // expected-remark @+1 {{T.SimdVF is accepted: its work is lowered as tile work on the Vector core}}
    tir.vector_function <simd> {
      tir.for serial %i = %c0 to %c4 step %c1 {
        tir.for serial %jj = %c0 to %c2 step %c1 {
          %c = arith.muli %jj, %c64 : index
          %b = vector.load %x_ub[%i, %c] : !xb, vector<64xbf16>
          %f = arith.extf %b : vector<64xbf16> to vector<64xf32>
          vector.store %f, %y_ub[%i, %c] : !yf, vector<64xf32>
          %sq = arith.mulf %f, %f : vector<64xf32>
          vector.store %sq, %q_ub[%i, %c] : !yf, vector<64xf32>
        }
        %a = vector.load %q_ub[%i, %c0] : !yf, vector<64xf32>
        %b = vector.load %q_ub[%i, %c64] : !yf, vector<64xf32>
        %r = arith.addf %a, %b : vector<64xf32>
        %s = vector.reduction <add>, %r : vector<64xf32> into f32
        memref.store %s, %s_ub[%i] : !sf
      }
    }
    tir.copy %y_ub, %Y : !yf, memref<4x128xf32>
    tir.copy %s_ub, %S : !sf, memref<4xf32>
  }
  return
}

// -----

// Lanes that are not whole 32-byte blocks of a row.
!yf = memref<4x128xf32, #tir.scope<"shared">>
func.func @short_lanes(%Y: memref<4x128xf32>) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %y_ub = tir.alloc_buffer "y_ub" : !yf
    tir.copy %Y, %y_ub : memref<4x128xf32>, !yf
    // expected-remark @+1 {{T.SimdVF is accepted: its work is lowered as tile work on the Vector core}}
    tir.vector_function <simd> {
      // expected-error @+1 {{'memref.subview' op takes 4 elements at column 4 of a row of a ub buffer ('memref<4x128xf32, #ascend.address_space<ub>>'): a run of a row is a tile of its own, which starts and ends at 32-byte blocks (multiples of 8 elements)}}
      %v = vector.load %y_ub[%c0, %c4] : !yf, vector<4xf32>
      %d = arith.addf %v, %v : vector<4xf32>
      vector.store %d, %y_ub[%c0, %c4] : !yf, vector<4xf32>
    }
    tir.copy %y_ub, %Y : !yf, memref<4x128xf32>
  }
  return
}
