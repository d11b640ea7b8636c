// RUN: pto-opt %s --ascend-split-gemm-k="staging-pairs=1" -split-input-file -verify-diagnostics | FileCheck %s
// RUN: pto-opt %s --ascend-split-gemm-k -split-input-file -verify-diagnostics | FileCheck %s --check-prefix=PAIRS
// RUN: not pto-opt %s --ascend-split-gemm-k="staging-pairs=3" -split-input-file 2>&1 | FileCheck %s --check-prefix=BADPAIRS
// RUN: not pto-opt %s --ascend-split-gemm-k="staging-pairs=0" -split-input-file 2>&1 | FileCheck %s --check-prefix=BADPAIRS
// BADPAIRS: error: ascend-split-gemm-k: staging-pairs is 1 or 2, not

// 128 KiB of l0a and of l0b staging on a3 (64 KiB each): K = 512 runs in
// two steps of 256, windows of the L1 operands; the first step keeps the
// gemm's init, the second accumulates. The whole staging buffers go.
// With two staging pairs (the default), four steps of 128: pair 0, then
// pairs 1 and 0 in each iteration of the loop, and pair 1 for the odd
// step left over.
// PAIRS-LABEL: func.func @deep_k
// PAIRS-SAME: (%[[INIT:.*]]: i1)
// PAIRS-DAG: %[[SB1:.*]] = memref.alloc() {ascend.staging} : memref<128x128xf16, #ascend.address_space<l0b>>
// PAIRS-DAG: %[[SA1:.*]] = memref.alloc() {ascend.staging} : memref<128x128xf16, #ascend.address_space<l0a>>
// PAIRS-DAG: %[[SB0:.*]] = memref.alloc() {ascend.staging} : memref<128x128xf16, #ascend.address_space<l0b>>
// PAIRS-DAG: %[[SA0:.*]] = memref.alloc() {ascend.staging} : memref<128x128xf16, #ascend.address_space<l0a>>
// PAIRS-DAG: %[[A:.*]] = memref.alloc() : memref<128x512xf16, #ascend.address_space<l1>>
// PAIRS-DAG: %[[B:.*]] = memref.alloc() : memref<512x128xf16, #ascend.address_space<l1>>
// PAIRS-NOT: memref<128x512xf16, #ascend.address_space<l0a>>
// PAIRS: ascend.load_l0 ins(%[[A]][%[[C0:.*]], %[[C0]]] : {{.*}}) outs(%[[SA0]] :
// PAIRS-NEXT: ascend.load_l0 ins(%[[B]][%[[C0]], %[[C0]]] : {{.*}}) outs(%[[SB0]] :
// PAIRS-NEXT: ascend.mmad ins(%[[SA0]], %[[SB0]] : {{.*}}) init(%[[INIT]]){{$}}
// PAIRS: scf.for %[[K:.*]] = %c128 to %c384 step %c256 {
// PAIRS-NEXT: ascend.load_l0 ins(%[[A]][%[[C0]], %[[K]]] : {{.*}}) outs(%[[SA1]] :
// PAIRS-NEXT: ascend.load_l0 ins(%[[B]][%[[K]], %[[C0]]] : {{.*}}) outs(%[[SB1]] :
// PAIRS-NEXT: ascend.mmad ins(%[[SA1]], %[[SB1]] : {{.*}}) init(%false){{$}}
// PAIRS-NEXT: %[[K2:.*]] = arith.addi %[[K]], %c128 : index
// PAIRS-NEXT: ascend.load_l0 ins(%[[A]][%[[C0]], %[[K2]]] : {{.*}}) outs(%[[SA0]] :
// PAIRS-NEXT: ascend.load_l0 ins(%[[B]][%[[K2]], %[[C0]]] : {{.*}}) outs(%[[SB0]] :
// PAIRS-NEXT: ascend.mmad ins(%[[SA0]], %[[SB0]] : {{.*}}) init(%false){{$}}
// PAIRS-NEXT: }
// PAIRS-NEXT: %[[LAST:.*]] = arith.constant 384 : index
// PAIRS-NEXT: ascend.load_l0 ins(%[[A]][%[[C0]], %[[LAST]]] : {{.*}}) outs(%[[SA1]] :
// PAIRS-NEXT: ascend.load_l0 ins(%[[B]][%[[LAST]], %[[C0]]] : {{.*}}) outs(%[[SB1]] :
// PAIRS-NEXT: ascend.mmad ins(%[[SA1]], %[[SB1]] : {{.*}}) init(%false){{$}}
// PAIRS-NEXT: return
// CHECK-LABEL: func.func @deep_k
// CHECK-SAME: (%[[INIT:.*]]: i1)
// CHECK-DAG: %[[SB:.*]] = memref.alloc() {ascend.staging} : memref<256x128xf16, #ascend.address_space<l0b>>
// CHECK-DAG: %[[SA:.*]] = memref.alloc() {ascend.staging} : memref<128x256xf16, #ascend.address_space<l0a>>
// CHECK-DAG: %[[A:.*]] = memref.alloc() : memref<128x512xf16, #ascend.address_space<l1>>
// CHECK-DAG: %[[B:.*]] = memref.alloc() : memref<512x128xf16, #ascend.address_space<l1>>
// CHECK-DAG: %[[C:.*]] = memref.alloc() : memref<128x128xf32, #ascend.address_space<l0c>>
// CHECK-NOT: memref<128x512xf16, #ascend.address_space<l0a>>
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C256:.*]] = arith.constant 256 : index
// CHECK: ascend.load_l0 ins(%[[A]][%[[C0]], %[[C0]]] : memref<128x512xf16, #ascend.address_space<l1>>) outs(%[[SA]] : memref<128x256xf16, #ascend.address_space<l0a>>)
// CHECK-NEXT: ascend.load_l0 ins(%[[B]][%[[C0]], %[[C0]]] : memref<512x128xf16, #ascend.address_space<l1>>) outs(%[[SB]] : memref<256x128xf16, #ascend.address_space<l0b>>)
// CHECK-NEXT: ascend.mmad ins(%[[SA]], %[[SB]] : {{.*}}) outs(%[[C]] : {{.*}}) init(%[[INIT]]){{$}}
// CHECK-DAG: %[[C512:.*]] = arith.constant 512 : index
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK: scf.for %[[K:.*]] = %[[C256]] to %[[C512]] step %[[C256]] {
// CHECK-NEXT: ascend.load_l0 ins(%[[A]][%[[C0]], %[[K]]] : {{.*}}) outs(%[[SA]] : {{.*}})
// CHECK-NEXT: ascend.load_l0 ins(%[[B]][%[[K]], %[[C0]]] : {{.*}}) outs(%[[SB]] : {{.*}})
// CHECK-NEXT: ascend.mmad ins(%[[SA]], %[[SB]] : {{.*}}) outs(%[[C]] : {{.*}}) init(%[[FALSE]]){{$}}
// CHECK-NEXT: }
// CHECK-NEXT: return
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @deep_k(%init: i1) {
  %sa = memref.alloc() {ascend.staging} : memref<128x512xf16, #ascend.address_space<l0a>>
  %sb = memref.alloc() {ascend.staging} : memref<512x128xf16, #ascend.address_space<l0b>>
  %a = memref.alloc() : memref<128x512xf16, #ascend.address_space<l1>>
  %b = memref.alloc() : memref<512x128xf16, #ascend.address_space<l1>>
  %c = memref.alloc() : memref<128x128xf32, #ascend.address_space<l0c>>
  ascend.load_l0 ins(%a : memref<128x512xf16, #ascend.address_space<l1>>) outs(%sa : memref<128x512xf16, #ascend.address_space<l0a>>)
  ascend.load_l0 ins(%b : memref<512x128xf16, #ascend.address_space<l1>>) outs(%sb : memref<512x128xf16, #ascend.address_space<l0b>>)
  ascend.mmad ins(%sa, %sb : memref<128x512xf16, #ascend.address_space<l0a>>, memref<512x128xf16, #ascend.address_space<l0b>>) outs(%c : memref<128x128xf32, #ascend.address_space<l0c>>) init(%init)
  return
}
}

// -----

// Two gemms whose l0a staging (32 KiB and 40 KiB) fits alone but not
// together: each gets half of l0a; the 128x160 one runs in steps of 80.
// Its l0b staging (160x16) splits with it. The other gemm is untouched.
// CHECK-LABEL: func.func @shared_l0a
// CHECK-DAG: %[[SA2:.*]] = memref.alloc() {ascend.staging} : memref<128x80xf16, #ascend.address_space<l0a>>
// CHECK-DAG: %[[SB2:.*]] = memref.alloc() {ascend.staging} : memref<80x16xf16, #ascend.address_space<l0b>>
// CHECK-DAG: %[[SA1:.*]] = memref.alloc() {ascend.staging} : memref<128x128xf16, #ascend.address_space<l0a>>
// CHECK-NOT: memref<128x160xf16, #ascend.address_space<l0a>>
// CHECK: ascend.mmad ins(%[[SA1]],
// CHECK: ascend.mmad ins(%[[SA2]], %[[SB2]]
// CHECK: scf.for %{{.*}} = %c80 to %c160 step %c80 {
// CHECK: ascend.mmad ins(%[[SA2]], %[[SB2]]
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @shared_l0a(%init: i1) {
  %sa1 = memref.alloc() {ascend.staging} : memref<128x128xf16, #ascend.address_space<l0a>>
  %sb1 = memref.alloc() {ascend.staging} : memref<128x16xf16, #ascend.address_space<l0b>>
  %sa2 = memref.alloc() {ascend.staging} : memref<128x160xf16, #ascend.address_space<l0a>>
  %sb2 = memref.alloc() {ascend.staging} : memref<160x16xf16, #ascend.address_space<l0b>>
  %a1 = memref.alloc() : memref<128x128xf16, #ascend.address_space<l1>>
  %b1 = memref.alloc() : memref<128x16xf16, #ascend.address_space<l1>>
  %a2 = memref.alloc() : memref<128x160xf16, #ascend.address_space<l1>>
  %b2 = memref.alloc() : memref<160x16xf16, #ascend.address_space<l1>>
  %c = memref.alloc() : memref<128x16xf32, #ascend.address_space<l0c>>
  ascend.load_l0 ins(%a1 : memref<128x128xf16, #ascend.address_space<l1>>) outs(%sa1 : memref<128x128xf16, #ascend.address_space<l0a>>)
  ascend.load_l0 ins(%b1 : memref<128x16xf16, #ascend.address_space<l1>>) outs(%sb1 : memref<128x16xf16, #ascend.address_space<l0b>>)
  ascend.mmad ins(%sa1, %sb1 : memref<128x128xf16, #ascend.address_space<l0a>>, memref<128x16xf16, #ascend.address_space<l0b>>) outs(%c : memref<128x16xf32, #ascend.address_space<l0c>>) init(%init)
  ascend.load_l0 ins(%a2 : memref<128x160xf16, #ascend.address_space<l1>>) outs(%sa2 : memref<128x160xf16, #ascend.address_space<l0a>>)
  ascend.load_l0 ins(%b2 : memref<160x16xf16, #ascend.address_space<l1>>) outs(%sb2 : memref<160x16xf16, #ascend.address_space<l0b>>)
  ascend.mmad ins(%sa2, %sb2 : memref<128x160xf16, #ascend.address_space<l0a>>, memref<160x16xf16, #ascend.address_space<l0b>>) outs(%c : memref<128x16xf32, #ascend.address_space<l0c>>) init(%init)
  return
}
}

// -----

// A gemm limited to a run-time depth (a K tail) and skipped where it is
// empty: the windows move inside the scf.if, the steps run up to the
// depth, each limited to what is left.
// CHECK-LABEL: func.func @tail
// CHECK-SAME: (%[[D:.*]]: index)
// CHECK: scf.if
// CHECK: ascend.load_l0 ins(%{{.*}}[%[[C0:.*]], %[[C0]]]
// CHECK-NEXT: ascend.load_l0
// CHECK-NEXT: %[[D0:.*]] = arith.minsi %[[D]], %[[STEP:.*]] : index
// CHECK-NEXT: ascend.mmad {{.*}} init(%true) depth(%[[D0]])
// CHECK: scf.for %[[K:.*]] = %[[STEP]] to %[[D]] step %[[STEP]] {
// CHECK-NEXT: ascend.load_l0 ins(%{{.*}}[%[[C0]], %[[K]]]
// CHECK-NEXT: ascend.load_l0 ins(%{{.*}}[%[[K]], %[[C0]]]
// CHECK-NEXT: %[[LEFT:.*]] = arith.subi %[[D]], %[[K]] : index
// CHECK-NEXT: %[[DK:.*]] = arith.minsi %[[LEFT]], %[[STEP]] : index
// CHECK-NEXT: ascend.mmad {{.*}} init(%false) depth(%[[DK]])
// With two pairs, the second step of each iteration runs where it starts
// inside the depth.
// PAIRS-LABEL: func.func @tail
// PAIRS-SAME: (%[[D:.*]]: index)
// PAIRS: scf.for %[[K:.*]] = %c128 to %[[D]] step %c256 {
// PAIRS: ascend.mmad ins(%[[SA1:.*]], %[[SB1:.*]] : {{.*}} init(%false) depth(
// PAIRS-NEXT: %[[K2:.*]] = arith.addi %[[K]], %c128 : index
// PAIRS-NEXT: %[[IN:.*]] = arith.cmpi slt, %[[K2]], %[[D]] : index
// PAIRS-NEXT: scf.if %[[IN]] {
// PAIRS-NEXT: ascend.load_l0 ins(%{{.*}}[%{{.*}}, %[[K2]]] : {{.*}}) outs(%[[SA0:.*]] :
// PAIRS-NOT: %[[SA1]]
// PAIRS: %[[LEFT:.*]] = arith.subi %[[D]], %[[K2]] : index
// PAIRS-NEXT: %[[DK:.*]] = arith.minsi %[[LEFT]], %c128 : index
// PAIRS-NEXT: ascend.mmad ins(%[[SA0]], %{{.*}} init(%false) depth(%[[DK]])
module attributes {ascend.arch = #ascend.arch<a5>} {
func.func @tail(%d: index) {
  %true = arith.constant true
  %c0 = arith.constant 0 : index
  %sa = memref.alloc() {ascend.staging} : memref<128x512xbf16, #ascend.address_space<l0a>>
  %sb = memref.alloc() {ascend.staging} : memref<512x64xbf16, #ascend.address_space<l0b>>
  %a = memref.alloc() : memref<128x512xbf16, #ascend.address_space<l1>>
  %b = memref.alloc() : memref<512x64xbf16, #ascend.address_space<l1>>
  %c = memref.alloc() : memref<128x64xf32, #ascend.address_space<l0c>>
  ascend.load_l0 ins(%a : memref<128x512xbf16, #ascend.address_space<l1>>) outs(%sa : memref<128x512xbf16, #ascend.address_space<l0a>>)
  ascend.load_l0 ins(%b : memref<512x64xbf16, #ascend.address_space<l1>>) outs(%sb : memref<512x64xbf16, #ascend.address_space<l0b>>)
  %nonempty = arith.cmpi sgt, %d, %c0 : index
  scf.if %nonempty {
    ascend.mmad ins(%sa, %sb : memref<128x512xbf16, #ascend.address_space<l0a>>, memref<512x64xbf16, #ascend.address_space<l0b>>) outs(%c : memref<128x64xf32, #ascend.address_space<l0c>>) init(%true) depth(%d)
  }
  return
}
}

// -----

// Staging that fits, and a gemm whose K has no step that fits (4080 rows
// of A leave no K window of 16 in 64 KiB), are left alone; the latter with
// a warning that says why (ascend-check-capacity reports the bytes).
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: scf.for
// CHECK: ascend.load_l0 ins(%{{.*}} : memref<64x64xf16, #ascend.address_space<l1>>)
// CHECK: ascend.load_l0 ins(%{{.*}} : memref<4080x32xf16, #ascend.address_space<l1>>)
// CHECK-NOT: scf.for
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @left_alone(%init: i1) {
  %sa = memref.alloc() {ascend.staging} : memref<64x64xf16, #ascend.address_space<l0a>>
  %sb = memref.alloc() {ascend.staging} : memref<64x64xf16, #ascend.address_space<l0b>>
  %a = memref.alloc() : memref<64x64xf16, #ascend.address_space<l1>>
  %b = memref.alloc() : memref<64x64xf16, #ascend.address_space<l1>>
  %c = memref.alloc() : memref<64x64xf32, #ascend.address_space<l0c>>
  ascend.load_l0 ins(%a : memref<64x64xf16, #ascend.address_space<l1>>) outs(%sa : memref<64x64xf16, #ascend.address_space<l0a>>)
  ascend.load_l0 ins(%b : memref<64x64xf16, #ascend.address_space<l1>>) outs(%sb : memref<64x64xf16, #ascend.address_space<l0b>>)
  ascend.mmad ins(%sa, %sb : memref<64x64xf16, #ascend.address_space<l0a>>, memref<64x64xf16, #ascend.address_space<l0b>>) outs(%c : memref<64x64xf32, #ascend.address_space<l0c>>) init(%init)
  return
}
func.func @no_step(%init: i1) {
  %sa = memref.alloc() {ascend.staging} : memref<4080x32xf16, #ascend.address_space<l0a>>
  %sb = memref.alloc() {ascend.staging} : memref<32x16xf16, #ascend.address_space<l0b>>
  %a = memref.alloc() : memref<4080x32xf16, #ascend.address_space<l1>>
  %b = memref.alloc() : memref<32x16xf16, #ascend.address_space<l1>>
  %c = memref.alloc() : memref<4080x16xf32, #ascend.address_space<l0c>>
  ascend.load_l0 ins(%a : memref<4080x32xf16, #ascend.address_space<l1>>) outs(%sa : memref<4080x32xf16, #ascend.address_space<l0a>>)
  ascend.load_l0 ins(%b : memref<32x16xf16, #ascend.address_space<l1>>) outs(%sb : memref<32x16xf16, #ascend.address_space<l0b>>)
  // expected-warning@+1 {{this gemm's l0a/l0b staging (261120 and 1024 bytes) does not fit its share of l0a/l0b, and no K step does: K = 32 has no divisor below it that is a multiple of 16 (at most 4095) whose staging fits; use a K tile with such a divisor}}
  ascend.mmad ins(%sa, %sb : memref<4080x32xf16, #ascend.address_space<l0a>>, memref<32x16xf16, #ascend.address_space<l0b>>) outs(%c : memref<4080x16xf32, #ascend.address_space<l0c>>) init(%init)
  return
}
}
