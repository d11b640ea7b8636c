// Round trip of the ascend Vector core ops (AscendVectorOps.td): every op, every value of
// each kind / predicate / round_mode enum, the optional attributes `reversed`,
// `round_mode` and `dim` (defaults elided), the optional scratch tile `tmp`, and per arch every legal element type of each op class.
// RUN: pto-opt %s | FileCheck %s
// RUN: pto-opt %s | pto-opt | FileCheck %s
// RUN: pto-opt %s --mlir-print-op-generic | pto-opt | FileCheck %s

module attributes {ascend.arch = #ascend.arch<a3>} {

// CHECK-LABEL: func.func @vtranspose
// CHECK: ascend.vtranspose ins(%{{.*}} : memref<16x32xf32, #ascend.address_space<ub>>) outs(%{{.*}} : memref<32x16xf32, #ascend.address_space<ub>>)
// CHECK: ascend.vtranspose ins(%{{.*}} : memref<16x32xf32, #ascend.address_space<ub>>) outs(%{{.*}} : memref<32x16xf32, #ascend.address_space<ub>>) tmp(%{{.*}} : memref<32x16xf32, #ascend.address_space<ub>>)
func.func @vtranspose(%a: memref<16x32xf32, #ascend.address_space<ub>>, %d: memref<32x16xf32, #ascend.address_space<ub>>, %t: memref<32x16xf32, #ascend.address_space<ub>>) {
  ascend.vtranspose ins(%a : memref<16x32xf32, #ascend.address_space<ub>>) outs(%d : memref<32x16xf32, #ascend.address_space<ub>>)
  ascend.vtranspose ins(%a : memref<16x32xf32, #ascend.address_space<ub>>) outs(%d : memref<32x16xf32, #ascend.address_space<ub>>) tmp(%t : memref<32x16xf32, #ascend.address_space<ub>>)
  return
}

// CHECK-LABEL: func.func @vmrgsort
// CHECK: ascend.vmrgsort ins(%{{.*}}, %{{.*}} : memref<1x128xf32, #ascend.address_space<ub>>, memref<1x128xf32, #ascend.address_space<ub>>) outs(%{{.*}} : memref<1x256xf32, #ascend.address_space<ub>>)
// CHECK: ascend.vmrgsort ins(%{{.*}}, %{{.*}}, %{{.*}} : memref<1x128xf32, #ascend.address_space<ub>>, memref<1x128xf32, #ascend.address_space<ub>>, memref<1x128xf32, #ascend.address_space<ub>>) outs(%{{.*}} : memref<1x384xf32, #ascend.address_space<ub>>) tmp(%{{.*}} : memref<1x384xf32, #ascend.address_space<ub>>)
func.func @vmrgsort(%a: memref<1x128xf32, #ascend.address_space<ub>>, %d: memref<1x256xf32, #ascend.address_space<ub>>, %e: memref<1x384xf32, #ascend.address_space<ub>>, %t: memref<1x384xf32, #ascend.address_space<ub>>) {
  ascend.vmrgsort ins(%a, %a : memref<1x128xf32, #ascend.address_space<ub>>, memref<1x128xf32, #ascend.address_space<ub>>) outs(%d : memref<1x256xf32, #ascend.address_space<ub>>)
  ascend.vmrgsort ins(%a, %a, %a : memref<1x128xf32, #ascend.address_space<ub>>, memref<1x128xf32, #ascend.address_space<ub>>, memref<1x128xf32, #ascend.address_space<ub>>) outs(%e : memref<1x384xf32, #ascend.address_space<ub>>) tmp(%t : memref<1x384xf32, #ascend.address_space<ub>>)
  return
}

// CHECK-LABEL: func.func @vgather_mask
// CHECK: ascend.vgather_mask ins(%{{.*}} : memref<2x64xf32, #ascend.address_space<ub>>) outs(%{{.*}} : memref<1x64xi32, #ascend.address_space<ub>>) {period = 2 : i64, phase = 1 : i64}
func.func @vgather_mask(%x: memref<2x64xf32, #ascend.address_space<ub>>, %d: memref<1x64xi32, #ascend.address_space<ub>>) {
  ascend.vgather_mask ins(%x : memref<2x64xf32, #ascend.address_space<ub>>) outs(%d : memref<1x64xi32, #ascend.address_space<ub>>) {period = 2 : i64, phase = 1 : i64}
  return
}

// CHECK-LABEL: func.func @vsort32
// CHECK: ascend.vsort32 ins(%{{.*}}, %{{.*}} : memref<4x64xf16, #ascend.address_space<ub>>, memref<4x64xi32, #ascend.address_space<ub>>) outs(%{{.*}} : memref<4x256xf16, #ascend.address_space<ub>>)
func.func @vsort32(%x: memref<4x64xf16, #ascend.address_space<ub>>, %i: memref<4x64xi32, #ascend.address_space<ub>>, %d: memref<4x256xf16, #ascend.address_space<ub>>) {
  ascend.vsort32 ins(%x, %i : memref<4x64xf16, #ascend.address_space<ub>>, memref<4x64xi32, #ascend.address_space<ub>>) outs(%d : memref<4x256xf16, #ascend.address_space<ub>>)
  return
}

// CHECK-LABEL: func.func @vbinary
// CHECK-SAME: (%[[A:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>, %[[B:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>, %[[C:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>, %[[X:[^:]+]]: memref<16x64xi16, #ascend.address_space<ub>>, %[[Y:[^:]+]]: memref<16x64xi16, #ascend.address_space<ub>>, %[[Z:[^:]+]]: memref<16x64xi16, #ascend.address_space<ub>>, %[[H:[^:]+]]: memref<16x64xf16, #ascend.address_space<ub>>, %[[S:[^:]+]]: memref<16x64xi32, #ascend.address_space<ub>>)
func.func @vbinary(%a: memref<16x64xf32, #ascend.address_space<ub>>, %b: memref<16x64xf32, #ascend.address_space<ub>>, %c: memref<16x64xf32, #ascend.address_space<ub>>, %x: memref<16x64xi16, #ascend.address_space<ub>>, %y: memref<16x64xi16, #ascend.address_space<ub>>, %z: memref<16x64xi16, #ascend.address_space<ub>>, %h: memref<16x64xf16, #ascend.address_space<ub>>, %s: memref<16x64xi32, #ascend.address_space<ub>>) {
  // CHECK: ascend.vbinary <add> ins(%[[A]], %[[B]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[C]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <add> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vbinary <sub> ins(%[[A]], %[[B]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[C]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <sub> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vbinary <mul> ins(%[[A]], %[[B]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[C]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <mul> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vbinary <div> ins(%[[A]], %[[B]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[C]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <div> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vbinary <max> ins(%[[A]], %[[B]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[C]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <max> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vbinary <min> ins(%[[A]], %[[B]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[C]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <min> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vbinary <add> ins(%[[X]], %[[Y]] : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[Z]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <add> ins(%x, %y : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%z : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK: ascend.vbinary <max> ins(%[[X]], %[[Y]] : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[Z]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <max> ins(%x, %y : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%z : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK: ascend.vbinary <and> ins(%[[X]], %[[Y]] : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[Z]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <and> ins(%x, %y : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%z : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK: ascend.vbinary <or> ins(%[[X]], %[[Y]] : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[Z]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <or> ins(%x, %y : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%z : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK: ascend.vbinary <shl> ins(%[[X]], %[[Y]] : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[Z]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <shl> ins(%x, %y : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%z : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK: ascend.vbinary <shr> ins(%[[X]], %[[Y]] : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[Z]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <shr> ins(%x, %y : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%z : memref<16x64xi16, #ascend.address_space<ub>>)
  // In place, f16 and i32.
  // CHECK: ascend.vbinary <mul> ins(%[[H]], %[[H]] : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[H]] : memref<16x64xf16, #ascend.address_space<ub>>)
  ascend.vbinary <mul> ins(%h, %h : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%h : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK: ascend.vbinary <add> ins(%[[S]], %[[S]] : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[S]] : memref<16x64xi32, #ascend.address_space<ub>>)
  ascend.vbinary <add> ins(%s, %s : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%s : memref<16x64xi32, #ascend.address_space<ub>>)
  return
}

// CHECK-LABEL: func.func @vbinary_scalar
// CHECK-SAME: (%[[A:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>, %[[C:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>, %[[X:[^:]+]]: memref<16x64xi32, #ascend.address_space<ub>>, %[[Z:[^:]+]]: memref<16x64xi32, #ascend.address_space<ub>>, %[[F:[^:]+]]: f32, %[[N:[^:]+]]: i32, %[[P:[^:]+]]: memref<16x64xi16, #ascend.address_space<ub>>, %[[Q:[^:]+]]: memref<16x64xi16, #ascend.address_space<ub>>, %[[K:[^:]+]]: i16, %[[H:[^:]+]]: memref<16x64xf16, #ascend.address_space<ub>>, %[[E:[^:]+]]: f16)
func.func @vbinary_scalar(%a: memref<16x64xf32, #ascend.address_space<ub>>, %c: memref<16x64xf32, #ascend.address_space<ub>>, %x: memref<16x64xi32, #ascend.address_space<ub>>, %z: memref<16x64xi32, #ascend.address_space<ub>>, %f: f32, %n: i32, %p: memref<16x64xi16, #ascend.address_space<ub>>, %q: memref<16x64xi16, #ascend.address_space<ub>>, %k: i16, %h: memref<16x64xf16, #ascend.address_space<ub>>, %e: f16) {
  // CHECK: ascend.vbinary_scalar <add> ins(%[[A]], %[[F]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[C]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <add> ins(%a, %f : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vbinary_scalar <sub> ins(%[[A]], %[[F]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[C]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <sub> ins(%a, %f : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vbinary_scalar <mul> ins(%[[A]], %[[F]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[C]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <mul> ins(%a, %f : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vbinary_scalar <div> ins(%[[A]], %[[F]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[C]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <div> ins(%a, %f : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vbinary_scalar <max> ins(%[[A]], %[[F]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[C]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <max> ins(%a, %f : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vbinary_scalar <min> ins(%[[A]], %[[F]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[C]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <min> ins(%a, %f : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vbinary_scalar <and> ins(%[[P]], %[[K]] : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%[[Q]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <and> ins(%p, %k : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%q : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK: ascend.vbinary_scalar <or> ins(%[[P]], %[[K]] : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%[[Q]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <or> ins(%p, %k : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%q : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK: ascend.vbinary_scalar <shl> ins(%[[P]], %[[K]] : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%[[Q]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <shl> ins(%p, %k : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%q : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK: ascend.vbinary_scalar <shr> ins(%[[P]], %[[K]] : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%[[Q]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <shr> ins(%p, %k : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%q : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK: ascend.vbinary_scalar <add> ins(%[[X]], %[[N]] : memref<16x64xi32, #ascend.address_space<ub>>, i32) outs(%[[Z]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <add> ins(%x, %n : memref<16x64xi32, #ascend.address_space<ub>>, i32) outs(%z : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK: ascend.vbinary_scalar <mul> ins(%[[X]], %[[N]] : memref<16x64xi32, #ascend.address_space<ub>>, i32) outs(%[[Z]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <mul> ins(%x, %n : memref<16x64xi32, #ascend.address_space<ub>>, i32) outs(%z : memref<16x64xi32, #ascend.address_space<ub>>)
  // scalar / tile.
  // CHECK: ascend.vbinary_scalar <div> ins(%[[A]], %[[F]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[C]] : memref<16x64xf32, #ascend.address_space<ub>>) {reversed}
  ascend.vbinary_scalar <div> ins(%a, %f : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>) {reversed}
  // CHECK: ascend.vbinary_scalar <div> ins(%[[H]], %[[E]] : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%[[H]] : memref<16x64xf16, #ascend.address_space<ub>>) {reversed}
  ascend.vbinary_scalar <div> ins(%h, %e : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%h : memref<16x64xf16, #ascend.address_space<ub>>) {reversed}
  return
}

// CHECK-LABEL: func.func @vunary
// CHECK-SAME: (%[[A:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>, %[[C:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>, %[[H:[^:]+]]: memref<16x64xf16, #ascend.address_space<ub>>, %[[X:[^:]+]]: memref<16x64xi16, #ascend.address_space<ub>>, %[[Z:[^:]+]]: memref<16x64xi16, #ascend.address_space<ub>>, %[[Y:[^:]+]]: memref<16x64xi32, #ascend.address_space<ub>>)
func.func @vunary(%a: memref<16x64xf32, #ascend.address_space<ub>>, %c: memref<16x64xf32, #ascend.address_space<ub>>, %h: memref<16x64xf16, #ascend.address_space<ub>>, %x: memref<16x64xi16, #ascend.address_space<ub>>, %z: memref<16x64xi16, #ascend.address_space<ub>>, %y: memref<16x64xi32, #ascend.address_space<ub>>) {
  // CHECK: ascend.vunary <exp> ins(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[C]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <exp> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vunary <ln> ins(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[C]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <ln> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vunary <sqrt> ins(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[C]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <sqrt> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vunary <rsqrt> ins(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[C]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <rsqrt> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vunary <rec> ins(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[C]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <rec> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vunary <abs> ins(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[C]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <abs> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vunary <relu> ins(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[C]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <relu> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vunary <neg> ins(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[C]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <neg> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vunary <exp> ins(%[[H]] : memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[H]] : memref<16x64xf16, #ascend.address_space<ub>>)
  ascend.vunary <exp> ins(%h : memref<16x64xf16, #ascend.address_space<ub>>) outs(%h : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK: ascend.vunary <not> ins(%[[X]] : memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[Z]] : memref<16x64xi16, #ascend.address_space<ub>>)
  ascend.vunary <not> ins(%x : memref<16x64xi16, #ascend.address_space<ub>>) outs(%z : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK: ascend.vunary <neg> ins(%[[X]] : memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[Z]] : memref<16x64xi16, #ascend.address_space<ub>>)
  ascend.vunary <neg> ins(%x : memref<16x64xi16, #ascend.address_space<ub>>) outs(%z : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK: ascend.vunary <relu> ins(%[[Y]] : memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[Y]] : memref<16x64xi32, #ascend.address_space<ub>>)
  ascend.vunary <relu> ins(%y : memref<16x64xi32, #ascend.address_space<ub>>) outs(%y : memref<16x64xi32, #ascend.address_space<ub>>)
  return
}

// CHECK-LABEL: func.func @vcast
// CHECK-SAME: (%[[A:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>, %[[B:[^:]+]]: memref<16x64xbf16, #ascend.address_space<ub>>, %[[H:[^:]+]]: memref<16x64xf16, #ascend.address_space<ub>>, %[[X:[^:]+]]: memref<16x64xi32, #ascend.address_space<ub>>)
func.func @vcast(%a: memref<16x64xf32, #ascend.address_space<ub>>, %b: memref<16x64xbf16, #ascend.address_space<ub>>, %h: memref<16x64xf16, #ascend.address_space<ub>>, %x: memref<16x64xi32, #ascend.address_space<ub>>) {
  // The default round_mode (rint) is not printed.
  // CHECK: ascend.vcast ins(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[B]] : memref<16x64xbf16, #ascend.address_space<ub>>){{$}}
  ascend.vcast ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%b : memref<16x64xbf16, #ascend.address_space<ub>>)
  // CHECK: ascend.vcast ins(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[B]] : memref<16x64xbf16, #ascend.address_space<ub>>){{$}}
  ascend.vcast ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%b : memref<16x64xbf16, #ascend.address_space<ub>>) {round_mode = #ascend.round_mode<rint>}
  // CHECK: ascend.vcast ins(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[X]] : memref<16x64xi32, #ascend.address_space<ub>>) {round_mode = #ascend.round_mode<round>}
  ascend.vcast ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%x : memref<16x64xi32, #ascend.address_space<ub>>) {round_mode = #ascend.round_mode<round>}
  // CHECK: ascend.vcast ins(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[X]] : memref<16x64xi32, #ascend.address_space<ub>>) {round_mode = #ascend.round_mode<floor>}
  ascend.vcast ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%x : memref<16x64xi32, #ascend.address_space<ub>>) {round_mode = #ascend.round_mode<floor>}
  // CHECK: ascend.vcast ins(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[X]] : memref<16x64xi32, #ascend.address_space<ub>>) {round_mode = #ascend.round_mode<ceil>}
  ascend.vcast ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%x : memref<16x64xi32, #ascend.address_space<ub>>) {round_mode = #ascend.round_mode<ceil>}
  // CHECK: ascend.vcast ins(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[X]] : memref<16x64xi32, #ascend.address_space<ub>>) {round_mode = #ascend.round_mode<trunc>}
  ascend.vcast ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%x : memref<16x64xi32, #ascend.address_space<ub>>) {round_mode = #ascend.round_mode<trunc>}
  // CHECK: ascend.vcast ins(%[[H]] : memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vcast ins(%h : memref<16x64xf16, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  // Same element type is allowed (a copy).
  // CHECK: ascend.vcast ins(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vcast ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// CHECK-LABEL: func.func @vreduce
// CHECK-SAME: (%[[A:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>, %[[R:[^:]+]]: memref<16x1xf32, #ascend.address_space<ub>>, %[[C:[^:]+]]: memref<1x64xf32, #ascend.address_space<ub>>, %[[X:[^:]+]]: memref<16x64xi32, #ascend.address_space<ub>>, %[[RI:[^:]+]]: memref<16x1xi32, #ascend.address_space<ub>>)
func.func @vreduce(%a: memref<16x64xf32, #ascend.address_space<ub>>, %r: memref<16x1xf32, #ascend.address_space<ub>>, %c: memref<1x64xf32, #ascend.address_space<ub>>, %x: memref<16x64xi32, #ascend.address_space<ub>>, %ri: memref<16x1xi32, #ascend.address_space<ub>>) {
  // dim 1 (per row) is the default and is not printed.
  // CHECK: ascend.vreduce <sum> ins(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[R]] : memref<16x1xf32, #ascend.address_space<ub>>){{$}}
  ascend.vreduce <sum> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%r : memref<16x1xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vreduce <max> ins(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[R]] : memref<16x1xf32, #ascend.address_space<ub>>){{$}}
  ascend.vreduce <max> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%r : memref<16x1xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vreduce <min> ins(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[R]] : memref<16x1xf32, #ascend.address_space<ub>>){{$}}
  ascend.vreduce <min> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%r : memref<16x1xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vreduce <sum> ins(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[R]] : memref<16x1xf32, #ascend.address_space<ub>>){{$}}
  ascend.vreduce <sum> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%r : memref<16x1xf32, #ascend.address_space<ub>>) {dim = 1 : i64}
  // CHECK: ascend.vreduce <sum> ins(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[C]] : memref<1x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  ascend.vreduce <sum> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<1x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // The scratch tile trow* take (ascend-allocate-scratch adds it).
  // CHECK: ascend.vreduce <sum> ins(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[R]] : memref<16x1xf32, #ascend.address_space<ub>>) tmp(%[[T:.*]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  %t = memref.alloc() : memref<16x64xf32, #ascend.address_space<ub>>
  ascend.vreduce <sum> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%r : memref<16x1xf32, #ascend.address_space<ub>>) tmp(%t : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vreduce <max> ins(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[C]] : memref<1x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  ascend.vreduce <max> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<1x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK: ascend.vreduce <min> ins(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[C]] : memref<1x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  ascend.vreduce <min> ins(%a : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c : memref<1x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK: ascend.vreduce <max> ins(%[[X]] : memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[RI]] : memref<16x1xi32, #ascend.address_space<ub>>){{$}}
  ascend.vreduce <max> ins(%x : memref<16x64xi32, #ascend.address_space<ub>>) outs(%ri : memref<16x1xi32, #ascend.address_space<ub>>)
  return
}

// CHECK-LABEL: func.func @vbroadcast_binary
// CHECK-SAME: (%[[A:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>, %[[R:[^:]+]]: memref<16x1xf32, #ascend.address_space<ub>>, %[[C:[^:]+]]: memref<1x64xf32, #ascend.address_space<ub>>, %[[D:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>)
func.func @vbroadcast_binary(%a: memref<16x64xf32, #ascend.address_space<ub>>, %r: memref<16x1xf32, #ascend.address_space<ub>>, %c: memref<1x64xf32, #ascend.address_space<ub>>, %d: memref<16x64xf32, #ascend.address_space<ub>>) {
  // CHECK: ascend.vbroadcast_binary <add> ins(%[[A]], %[[R]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%[[D]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast_binary <add> ins(%a, %r : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vbroadcast_binary <sub> ins(%[[A]], %[[R]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%[[D]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast_binary <sub> ins(%a, %r : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vbroadcast_binary <mul> ins(%[[A]], %[[R]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%[[D]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast_binary <mul> ins(%a, %r : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vbroadcast_binary <div> ins(%[[A]], %[[R]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%[[D]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast_binary <div> ins(%a, %r : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vbroadcast_binary <max> ins(%[[A]], %[[R]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%[[D]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast_binary <max> ins(%a, %r : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vbroadcast_binary <min> ins(%[[A]], %[[R]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%[[D]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast_binary <min> ins(%a, %r : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vbroadcast_binary <sub> ins(%[[A]], %[[R]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%[[A]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast_binary <sub> ins(%a, %r : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%a : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 1 : i64}
  // CHECK: ascend.vbroadcast_binary <add> ins(%[[A]], %[[C]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<1x64xf32, #ascend.address_space<ub>>) outs(%[[D]] : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  ascend.vbroadcast_binary <add> ins(%a, %c : memref<16x64xf32, #ascend.address_space<ub>>, memref<1x64xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK: ascend.vbroadcast_binary <sub> ins(%[[A]], %[[C]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<1x64xf32, #ascend.address_space<ub>>) outs(%[[D]] : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  ascend.vbroadcast_binary <sub> ins(%a, %c : memref<16x64xf32, #ascend.address_space<ub>>, memref<1x64xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK: ascend.vbroadcast_binary <mul> ins(%[[A]], %[[C]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<1x64xf32, #ascend.address_space<ub>>) outs(%[[D]] : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  ascend.vbroadcast_binary <mul> ins(%a, %c : memref<16x64xf32, #ascend.address_space<ub>>, memref<1x64xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK: ascend.vbroadcast_binary <div> ins(%[[A]], %[[C]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<1x64xf32, #ascend.address_space<ub>>) outs(%[[D]] : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  ascend.vbroadcast_binary <div> ins(%a, %c : memref<16x64xf32, #ascend.address_space<ub>>, memref<1x64xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK: ascend.vbroadcast_binary <max> ins(%[[A]], %[[C]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<1x64xf32, #ascend.address_space<ub>>) outs(%[[D]] : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  ascend.vbroadcast_binary <max> ins(%a, %c : memref<16x64xf32, #ascend.address_space<ub>>, memref<1x64xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK: ascend.vbroadcast_binary <min> ins(%[[A]], %[[C]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<1x64xf32, #ascend.address_space<ub>>) outs(%[[D]] : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  ascend.vbroadcast_binary <min> ins(%a, %c : memref<16x64xf32, #ascend.address_space<ub>>, memref<1x64xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  return
}

// CHECK-LABEL: func.func @vbroadcast
// CHECK-SAME: (%[[R:[^:]+]]: memref<16x1xf32, #ascend.address_space<ub>>, %[[C:[^:]+]]: memref<1x64xf32, #ascend.address_space<ub>>, %[[D:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>)
func.func @vbroadcast(%r: memref<16x1xf32, #ascend.address_space<ub>>, %c: memref<1x64xf32, #ascend.address_space<ub>>, %d: memref<16x64xf32, #ascend.address_space<ub>>) {
  // CHECK: ascend.vbroadcast ins(%[[R]] : memref<16x1xf32, #ascend.address_space<ub>>) outs(%[[D]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast ins(%r : memref<16x1xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vbroadcast ins(%[[R]] : memref<16x1xf32, #ascend.address_space<ub>>) outs(%[[D]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast ins(%r : memref<16x1xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 1 : i64}
  // CHECK: ascend.vbroadcast ins(%[[C]] : memref<1x64xf32, #ascend.address_space<ub>>) outs(%[[D]] : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  ascend.vbroadcast ins(%c : memref<1x64xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  return
}

// CHECK-LABEL: func.func @vdup
// CHECK-SAME: (%[[D:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>, %[[X:[^:]+]]: memref<16x64xi32, #ascend.address_space<ub>>, %[[H:[^:]+]]: memref<16x64xf16, #ascend.address_space<ub>>)
func.func @vdup(%d: memref<16x64xf32, #ascend.address_space<ub>>, %x: memref<16x64xi32, #ascend.address_space<ub>>, %h: memref<16x64xf16, #ascend.address_space<ub>>) {
  // CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
  %zero = arith.constant 0.0 : f32
  // CHECK: %[[ONE:.*]] = arith.constant 1 : i32
  %one = arith.constant 1 : i32
  // CHECK: %[[HALF:.*]] = arith.constant 5.000000e-01 : f16
  %half = arith.constant 0.5 : f16
  // CHECK: ascend.vdup ins(%[[ZERO]] : f32) outs(%[[D]] : memref<16x64xf32, #ascend.address_space<ub>>)
  ascend.vdup ins(%zero : f32) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vdup ins(%[[ONE]] : i32) outs(%[[X]] : memref<16x64xi32, #ascend.address_space<ub>>)
  ascend.vdup ins(%one : i32) outs(%x : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK: ascend.vdup ins(%[[HALF]] : f16) outs(%[[H]] : memref<16x64xf16, #ascend.address_space<ub>>)
  ascend.vdup ins(%half : f16) outs(%h : memref<16x64xf16, #ascend.address_space<ub>>)
  return
}

// CHECK-LABEL: func.func @vcmp
// CHECK-SAME: (%[[A:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>, %[[B:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>, %[[M:[^:]+]]: memref<16x64xi8, #ascend.address_space<ub>>, %[[F:[^:]+]]: f32, %[[X:[^:]+]]: memref<16x64xi32, #ascend.address_space<ub>>, %[[N:[^:]+]]: i32)
func.func @vcmp(%a: memref<16x64xf32, #ascend.address_space<ub>>, %b: memref<16x64xf32, #ascend.address_space<ub>>, %m: memref<16x64xi8, #ascend.address_space<ub>>, %f: f32, %x: memref<16x64xi32, #ascend.address_space<ub>>, %n: i32) {
  // CHECK: ascend.vcmp <eq> ins(%[[A]], %[[B]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>)
  ascend.vcmp <eq> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: ascend.vcmp <ne> ins(%[[A]], %[[B]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>)
  ascend.vcmp <ne> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: ascend.vcmp <lt> ins(%[[A]], %[[B]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>)
  ascend.vcmp <lt> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: ascend.vcmp <le> ins(%[[A]], %[[B]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>)
  ascend.vcmp <le> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: ascend.vcmp <gt> ins(%[[A]], %[[B]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>)
  ascend.vcmp <gt> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: ascend.vcmp <ge> ins(%[[A]], %[[B]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>)
  ascend.vcmp <ge> ins(%a, %b : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: ascend.vcmp <eq> ins(%[[A]], %[[F]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>)
  ascend.vcmp <eq> ins(%a, %f : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: ascend.vcmp <ne> ins(%[[A]], %[[F]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>)
  ascend.vcmp <ne> ins(%a, %f : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: ascend.vcmp <lt> ins(%[[A]], %[[F]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>)
  ascend.vcmp <lt> ins(%a, %f : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: ascend.vcmp <le> ins(%[[A]], %[[F]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>)
  ascend.vcmp <le> ins(%a, %f : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: ascend.vcmp <gt> ins(%[[A]], %[[F]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>)
  ascend.vcmp <gt> ins(%a, %f : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: ascend.vcmp <ge> ins(%[[A]], %[[F]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>)
  ascend.vcmp <ge> ins(%a, %f : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: ascend.vcmp <eq> ins(%[[X]], %[[N]] : memref<16x64xi32, #ascend.address_space<ub>>, i32) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>)
  ascend.vcmp <eq> ins(%x, %n : memref<16x64xi32, #ascend.address_space<ub>>, i32) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK: ascend.vcmp <eq> ins(%[[X]], %[[X]] : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>)
  ascend.vcmp <eq> ins(%x, %x : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  return
}

// CHECK-LABEL: func.func @vselect
// CHECK-SAME: (%[[M:[^:]+]]: memref<16x64xi8, #ascend.address_space<ub>>, %[[A:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>, %[[B:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>, %[[D:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>, %[[X:[^:]+]]: memref<16x64xi32, #ascend.address_space<ub>>)
func.func @vselect(%m: memref<16x64xi8, #ascend.address_space<ub>>, %a: memref<16x64xf32, #ascend.address_space<ub>>, %b: memref<16x64xf32, #ascend.address_space<ub>>, %d: memref<16x64xf32, #ascend.address_space<ub>>, %x: memref<16x64xi32, #ascend.address_space<ub>>) {
  // CHECK: ascend.vselect ins(%[[M]], %[[A]], %[[B]] : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[D]] : memref<16x64xf32, #ascend.address_space<ub>>)
  ascend.vselect ins(%m, %a, %b : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%d : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vselect ins(%[[M]], %[[X]], %[[X]] : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[X]] : memref<16x64xi32, #ascend.address_space<ub>>)
  ascend.vselect ins(%m, %x, %x : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%x : memref<16x64xi32, #ascend.address_space<ub>>)
  return
}

// Buffers allocated in the kernel, in an aiv function.
// CHECK-LABEL: func.func @softmax_row
// CHECK-SAME: attributes {ascend.core_type = #ascend.core_type<aiv>}
func.func @softmax_row() attributes {ascend.core_type = #ascend.core_type<aiv>} {
  // CHECK: %[[S:.*]] = memref.alloc() : memref<4x4xf32, #ascend.address_space<ub>>
  %s = memref.alloc() : memref<4x4xf32, #ascend.address_space<ub>>
  // CHECK: %[[M:.*]] = memref.alloc() : memref<4x1xf32, #ascend.address_space<ub>>
  %m = memref.alloc() : memref<4x1xf32, #ascend.address_space<ub>>
  // CHECK: ascend.vreduce <max> ins(%[[S]] : memref<4x4xf32, #ascend.address_space<ub>>) outs(%[[M]] : memref<4x1xf32, #ascend.address_space<ub>>)
  ascend.vreduce <max> ins(%s : memref<4x4xf32, #ascend.address_space<ub>>) outs(%m : memref<4x1xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vbroadcast_binary <sub> ins(%[[S]], %[[M]] : memref<4x4xf32, #ascend.address_space<ub>>, memref<4x1xf32, #ascend.address_space<ub>>) outs(%[[S]] : memref<4x4xf32, #ascend.address_space<ub>>)
  ascend.vbroadcast_binary <sub> ins(%s, %m : memref<4x4xf32, #ascend.address_space<ub>>, memref<4x1xf32, #ascend.address_space<ub>>) outs(%s : memref<4x4xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vunary <exp> ins(%[[S]] : memref<4x4xf32, #ascend.address_space<ub>>) outs(%[[S]] : memref<4x4xf32, #ascend.address_space<ub>>)
  ascend.vunary <exp> ins(%s : memref<4x4xf32, #ascend.address_space<ub>>) outs(%s : memref<4x4xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.pipe_barrier <V>
  ascend.pipe_barrier <V>
  // CHECK: ascend.vreduce <sum> ins(%[[S]] : memref<4x4xf32, #ascend.address_space<ub>>) outs(%[[M]] : memref<4x1xf32, #ascend.address_space<ub>>)
  ascend.vreduce <sum> ins(%s : memref<4x4xf32, #ascend.address_space<ub>>) outs(%m : memref<4x1xf32, #ascend.address_space<ub>>)
  // CHECK: ascend.vbroadcast_binary <div> ins(%[[S]], %[[M]] : memref<4x4xf32, #ascend.address_space<ub>>, memref<4x1xf32, #ascend.address_space<ub>>) outs(%[[S]] : memref<4x4xf32, #ascend.address_space<ub>>)
  ascend.vbroadcast_binary <div> ins(%s, %m : memref<4x4xf32, #ascend.address_space<ub>>, memref<4x1xf32, #ascend.address_space<ub>>) outs(%s : memref<4x4xf32, #ascend.address_space<ub>>)
  return
}

// The element types of each Vector op class on a3: every legal type once
// (the illegal ones are in vector-invalid.mlir).
// Arith (add/sub/mul/max/min of tiles and vectors, add/sub/mul with a scalar, neg) on a3: i16, i32, f16, f32.
// CHECK-LABEL: func.func @a3_arith(
// CHECK-SAME: %[[T_I16:[^:]+]]: memref<16x64xi16, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_I16:[^:]+]]: i16
// CHECK-SAME: %[[R_I16:[^:]+]]: memref<16x1xi16, #ascend.address_space<ub>>
// CHECK-SAME: %[[C_I16:[^:]+]]: memref<1x64xi16, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_I32:[^:]+]]: memref<16x64xi32, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_I32:[^:]+]]: i32
// CHECK-SAME: %[[R_I32:[^:]+]]: memref<16x1xi32, #ascend.address_space<ub>>
// CHECK-SAME: %[[C_I32:[^:]+]]: memref<1x64xi32, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_F16:[^:]+]]: memref<16x64xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_F16:[^:]+]]: f16
// CHECK-SAME: %[[R_F16:[^:]+]]: memref<16x1xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[C_F16:[^:]+]]: memref<1x64xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_F32:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_F32:[^:]+]]: f32
// CHECK-SAME: %[[R_F32:[^:]+]]: memref<16x1xf32, #ascend.address_space<ub>>
// CHECK-SAME: %[[C_F32:[^:]+]]: memref<1x64xf32, #ascend.address_space<ub>>
func.func @a3_arith(%t_i16: memref<16x64xi16, #ascend.address_space<ub>>, %s_i16: i16, %r_i16: memref<16x1xi16, #ascend.address_space<ub>>, %c_i16: memref<1x64xi16, #ascend.address_space<ub>>, %t_i32: memref<16x64xi32, #ascend.address_space<ub>>, %s_i32: i32, %r_i32: memref<16x1xi32, #ascend.address_space<ub>>, %c_i32: memref<1x64xi32, #ascend.address_space<ub>>, %t_f16: memref<16x64xf16, #ascend.address_space<ub>>, %s_f16: f16, %r_f16: memref<16x1xf16, #ascend.address_space<ub>>, %c_f16: memref<1x64xf16, #ascend.address_space<ub>>, %t_f32: memref<16x64xf32, #ascend.address_space<ub>>, %s_f32: f32, %r_f32: memref<16x1xf32, #ascend.address_space<ub>>, %c_f32: memref<1x64xf32, #ascend.address_space<ub>>) {
  // CHECK-NEXT: ascend.vbinary <sub> ins(%[[T_I16]], %[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <sub> ins(%t_i16, %t_i16 : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary <max> ins(%[[T_I16]], %[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <max> ins(%t_i16, %t_i16 : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <mul> ins(%[[T_I16]], %[[S_I16]] : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <mul> ins(%t_i16, %s_i16 : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast_binary <min> ins(%[[T_I16]], %[[R_I16]] : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x1xi16, #ascend.address_space<ub>>) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast_binary <min> ins(%t_i16, %r_i16 : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x1xi16, #ascend.address_space<ub>>) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast_binary <add> ins(%[[T_I16]], %[[C_I16]] : memref<16x64xi16, #ascend.address_space<ub>>, memref<1x64xi16, #ascend.address_space<ub>>) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>) {dim = 0 : i64}{{$}}
  ascend.vbroadcast_binary <add> ins(%t_i16, %c_i16 : memref<16x64xi16, #ascend.address_space<ub>>, memref<1x64xi16, #ascend.address_space<ub>>) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK-NEXT: ascend.vunary <neg> ins(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vunary <neg> ins(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary <sub> ins(%[[T_I32]], %[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <sub> ins(%t_i32, %t_i32 : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary <max> ins(%[[T_I32]], %[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <max> ins(%t_i32, %t_i32 : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <mul> ins(%[[T_I32]], %[[S_I32]] : memref<16x64xi32, #ascend.address_space<ub>>, i32) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <mul> ins(%t_i32, %s_i32 : memref<16x64xi32, #ascend.address_space<ub>>, i32) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast_binary <min> ins(%[[T_I32]], %[[R_I32]] : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x1xi32, #ascend.address_space<ub>>) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast_binary <min> ins(%t_i32, %r_i32 : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x1xi32, #ascend.address_space<ub>>) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast_binary <add> ins(%[[T_I32]], %[[C_I32]] : memref<16x64xi32, #ascend.address_space<ub>>, memref<1x64xi32, #ascend.address_space<ub>>) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>) {dim = 0 : i64}{{$}}
  ascend.vbroadcast_binary <add> ins(%t_i32, %c_i32 : memref<16x64xi32, #ascend.address_space<ub>>, memref<1x64xi32, #ascend.address_space<ub>>) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK-NEXT: ascend.vunary <neg> ins(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <neg> ins(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary <sub> ins(%[[T_F16]], %[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <sub> ins(%t_f16, %t_f16 : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary <max> ins(%[[T_F16]], %[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <max> ins(%t_f16, %t_f16 : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <mul> ins(%[[T_F16]], %[[S_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <mul> ins(%t_f16, %s_f16 : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast_binary <min> ins(%[[T_F16]], %[[R_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x1xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast_binary <min> ins(%t_f16, %r_f16 : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x1xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast_binary <add> ins(%[[T_F16]], %[[C_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, memref<1x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) {dim = 0 : i64}{{$}}
  ascend.vbroadcast_binary <add> ins(%t_f16, %c_f16 : memref<16x64xf16, #ascend.address_space<ub>>, memref<1x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK-NEXT: ascend.vunary <neg> ins(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vunary <neg> ins(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary <sub> ins(%[[T_F32]], %[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <sub> ins(%t_f32, %t_f32 : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary <max> ins(%[[T_F32]], %[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <max> ins(%t_f32, %t_f32 : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <mul> ins(%[[T_F32]], %[[S_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <mul> ins(%t_f32, %s_f32 : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast_binary <min> ins(%[[T_F32]], %[[R_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast_binary <min> ins(%t_f32, %r_f32 : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast_binary <add> ins(%[[T_F32]], %[[C_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<1x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}{{$}}
  ascend.vbroadcast_binary <add> ins(%t_f32, %c_f32 : memref<16x64xf32, #ascend.address_space<ub>>, memref<1x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK-NEXT: ascend.vunary <neg> ins(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <neg> ins(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// FloatArith (div in every form, max/min with a scalar) on a3: f16, f32.
// CHECK-LABEL: func.func @a3_float_arith(
// CHECK-SAME: %[[T_F16:[^:]+]]: memref<16x64xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_F16:[^:]+]]: f16
// CHECK-SAME: %[[R_F16:[^:]+]]: memref<16x1xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_F32:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_F32:[^:]+]]: f32
// CHECK-SAME: %[[R_F32:[^:]+]]: memref<16x1xf32, #ascend.address_space<ub>>
func.func @a3_float_arith(%t_f16: memref<16x64xf16, #ascend.address_space<ub>>, %s_f16: f16, %r_f16: memref<16x1xf16, #ascend.address_space<ub>>, %t_f32: memref<16x64xf32, #ascend.address_space<ub>>, %s_f32: f32, %r_f32: memref<16x1xf32, #ascend.address_space<ub>>) {
  // CHECK-NEXT: ascend.vbinary <div> ins(%[[T_F16]], %[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <div> ins(%t_f16, %t_f16 : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <div> ins(%[[T_F16]], %[[S_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <div> ins(%t_f16, %s_f16 : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <div> ins(%[[T_F16]], %[[S_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) {reversed}{{$}}
  ascend.vbinary_scalar <div> ins(%t_f16, %s_f16 : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) {reversed}
  // CHECK-NEXT: ascend.vbinary_scalar <max> ins(%[[T_F16]], %[[S_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <max> ins(%t_f16, %s_f16 : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <min> ins(%[[T_F16]], %[[S_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <min> ins(%t_f16, %s_f16 : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast_binary <div> ins(%[[T_F16]], %[[R_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x1xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast_binary <div> ins(%t_f16, %r_f16 : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x1xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary <div> ins(%[[T_F32]], %[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <div> ins(%t_f32, %t_f32 : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <div> ins(%[[T_F32]], %[[S_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <div> ins(%t_f32, %s_f32 : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <div> ins(%[[T_F32]], %[[S_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) {reversed}{{$}}
  ascend.vbinary_scalar <div> ins(%t_f32, %s_f32 : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) {reversed}
  // CHECK-NEXT: ascend.vbinary_scalar <max> ins(%[[T_F32]], %[[S_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <max> ins(%t_f32, %s_f32 : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <min> ins(%[[T_F32]], %[[S_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <min> ins(%t_f32, %s_f32 : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast_binary <div> ins(%[[T_F32]], %[[R_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast_binary <div> ins(%t_f32, %r_f32 : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// Relu on a3: i32, f16, f32.
// CHECK-LABEL: func.func @a3_relu(
// CHECK-SAME: %[[T_I32:[^:]+]]: memref<16x64xi32, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_F16:[^:]+]]: memref<16x64xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_F32:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>
func.func @a3_relu(%t_i32: memref<16x64xi32, #ascend.address_space<ub>>, %t_f16: memref<16x64xf16, #ascend.address_space<ub>>, %t_f32: memref<16x64xf32, #ascend.address_space<ub>>) {
  // CHECK-NEXT: ascend.vunary <relu> ins(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <relu> ins(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <relu> ins(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vunary <relu> ins(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <relu> ins(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <relu> ins(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// Math (exp, ln, sqrt, rsqrt, rec, abs) on a3: f16, f32.
// CHECK-LABEL: func.func @a3_math(
// CHECK-SAME: %[[T_F16:[^:]+]]: memref<16x64xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_F32:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>
func.func @a3_math(%t_f16: memref<16x64xf16, #ascend.address_space<ub>>, %t_f32: memref<16x64xf32, #ascend.address_space<ub>>) {
  // CHECK-NEXT: ascend.vunary <exp> ins(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vunary <exp> ins(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <ln> ins(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vunary <ln> ins(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <sqrt> ins(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vunary <sqrt> ins(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <rsqrt> ins(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vunary <rsqrt> ins(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <rec> ins(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vunary <rec> ins(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <abs> ins(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vunary <abs> ins(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <exp> ins(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <exp> ins(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <ln> ins(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <ln> ins(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <sqrt> ins(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <sqrt> ins(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <rsqrt> ins(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <rsqrt> ins(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <rec> ins(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <rec> ins(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <abs> ins(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <abs> ins(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// Bitwise (and, or, shl, shr, not) on a3: i8, i16.
// CHECK-LABEL: func.func @a3_bitwise(
// CHECK-SAME: %[[T_I8:[^:]+]]: memref<16x64xi8, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_I8:[^:]+]]: i8
// CHECK-SAME: %[[T_I16:[^:]+]]: memref<16x64xi16, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_I16:[^:]+]]: i16
func.func @a3_bitwise(%t_i8: memref<16x64xi8, #ascend.address_space<ub>>, %s_i8: i8, %t_i16: memref<16x64xi16, #ascend.address_space<ub>>, %s_i16: i16) {
  // CHECK-NEXT: ascend.vbinary <and> ins(%[[T_I8]], %[[T_I8]] : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi8, #ascend.address_space<ub>>) outs(%[[T_I8]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <and> ins(%t_i8, %t_i8 : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi8, #ascend.address_space<ub>>) outs(%t_i8 : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary <shr> ins(%[[T_I8]], %[[T_I8]] : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi8, #ascend.address_space<ub>>) outs(%[[T_I8]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <shr> ins(%t_i8, %t_i8 : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi8, #ascend.address_space<ub>>) outs(%t_i8 : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <or> ins(%[[T_I8]], %[[S_I8]] : memref<16x64xi8, #ascend.address_space<ub>>, i8) outs(%[[T_I8]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <or> ins(%t_i8, %s_i8 : memref<16x64xi8, #ascend.address_space<ub>>, i8) outs(%t_i8 : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <shl> ins(%[[T_I8]], %[[S_I8]] : memref<16x64xi8, #ascend.address_space<ub>>, i8) outs(%[[T_I8]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <shl> ins(%t_i8, %s_i8 : memref<16x64xi8, #ascend.address_space<ub>>, i8) outs(%t_i8 : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary <and> ins(%[[T_I16]], %[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <and> ins(%t_i16, %t_i16 : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary <shr> ins(%[[T_I16]], %[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <shr> ins(%t_i16, %t_i16 : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <or> ins(%[[T_I16]], %[[S_I16]] : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <or> ins(%t_i16, %s_i16 : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <shl> ins(%[[T_I16]], %[[S_I16]] : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <shl> ins(%t_i16, %s_i16 : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <not> ins(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vunary <not> ins(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  return
}

// Reduce on a3: i16, i32, f16, f32.
// CHECK-LABEL: func.func @a3_reduce(
// CHECK-SAME: %[[T_I16:[^:]+]]: memref<16x64xi16, #ascend.address_space<ub>>
// CHECK-SAME: %[[R_I16:[^:]+]]: memref<16x1xi16, #ascend.address_space<ub>>
// CHECK-SAME: %[[C_I16:[^:]+]]: memref<1x64xi16, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_I32:[^:]+]]: memref<16x64xi32, #ascend.address_space<ub>>
// CHECK-SAME: %[[R_I32:[^:]+]]: memref<16x1xi32, #ascend.address_space<ub>>
// CHECK-SAME: %[[C_I32:[^:]+]]: memref<1x64xi32, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_F16:[^:]+]]: memref<16x64xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[R_F16:[^:]+]]: memref<16x1xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[C_F16:[^:]+]]: memref<1x64xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_F32:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-SAME: %[[R_F32:[^:]+]]: memref<16x1xf32, #ascend.address_space<ub>>
// CHECK-SAME: %[[C_F32:[^:]+]]: memref<1x64xf32, #ascend.address_space<ub>>
func.func @a3_reduce(%t_i16: memref<16x64xi16, #ascend.address_space<ub>>, %r_i16: memref<16x1xi16, #ascend.address_space<ub>>, %c_i16: memref<1x64xi16, #ascend.address_space<ub>>, %t_i32: memref<16x64xi32, #ascend.address_space<ub>>, %r_i32: memref<16x1xi32, #ascend.address_space<ub>>, %c_i32: memref<1x64xi32, #ascend.address_space<ub>>, %t_f16: memref<16x64xf16, #ascend.address_space<ub>>, %r_f16: memref<16x1xf16, #ascend.address_space<ub>>, %c_f16: memref<1x64xf16, #ascend.address_space<ub>>, %t_f32: memref<16x64xf32, #ascend.address_space<ub>>, %r_f32: memref<16x1xf32, #ascend.address_space<ub>>, %c_f32: memref<1x64xf32, #ascend.address_space<ub>>) {
  // CHECK-NEXT: ascend.vreduce <sum> ins(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[R_I16]] : memref<16x1xi16, #ascend.address_space<ub>>){{$}}
  ascend.vreduce <sum> ins(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>) outs(%r_i16 : memref<16x1xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vreduce <max> ins(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[C_I16]] : memref<1x64xi16, #ascend.address_space<ub>>) {dim = 0 : i64}{{$}}
  ascend.vreduce <max> ins(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>) outs(%c_i16 : memref<1x64xi16, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK-NEXT: ascend.vreduce <sum> ins(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[R_I32]] : memref<16x1xi32, #ascend.address_space<ub>>){{$}}
  ascend.vreduce <sum> ins(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>) outs(%r_i32 : memref<16x1xi32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vreduce <max> ins(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[C_I32]] : memref<1x64xi32, #ascend.address_space<ub>>) {dim = 0 : i64}{{$}}
  ascend.vreduce <max> ins(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>) outs(%c_i32 : memref<1x64xi32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK-NEXT: ascend.vreduce <sum> ins(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[R_F16]] : memref<16x1xf16, #ascend.address_space<ub>>){{$}}
  ascend.vreduce <sum> ins(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) outs(%r_f16 : memref<16x1xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vreduce <max> ins(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[C_F16]] : memref<1x64xf16, #ascend.address_space<ub>>) {dim = 0 : i64}{{$}}
  ascend.vreduce <max> ins(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) outs(%c_f16 : memref<1x64xf16, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK-NEXT: ascend.vreduce <sum> ins(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[R_F32]] : memref<16x1xf32, #ascend.address_space<ub>>){{$}}
  ascend.vreduce <sum> ins(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) outs(%r_f32 : memref<16x1xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vreduce <max> ins(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[C_F32]] : memref<1x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}{{$}}
  ascend.vreduce <max> ins(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c_f32 : memref<1x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  return
}
// Compare on a3: i32 (eq only: a3 compares i32 for equality whatever the mode), f16, f32.
// Compare on a3: i32, f16, f32.
// CHECK-LABEL: func.func @a3_compare(
// CHECK-SAME: %[[T_I32:[^:]+]]: memref<16x64xi32, #ascend.address_space<ub>>
// CHECK-SAME: %[[M:[^:]+]]: memref<16x64xi8, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_I32:[^:]+]]: i32
// CHECK-SAME: %[[T_F16:[^:]+]]: memref<16x64xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_F16:[^:]+]]: f16
// CHECK-SAME: %[[T_F32:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_F32:[^:]+]]: f32
func.func @a3_compare(%t_i32: memref<16x64xi32, #ascend.address_space<ub>>, %m: memref<16x64xi8, #ascend.address_space<ub>>, %s_i32: i32, %t_f16: memref<16x64xf16, #ascend.address_space<ub>>, %s_f16: f16, %t_f32: memref<16x64xf32, #ascend.address_space<ub>>, %s_f32: f32) {
  // CHECK-NEXT: ascend.vcmp <eq> ins(%[[T_I32]], %[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vcmp <eq> ins(%t_i32, %t_i32 : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcmp <eq> ins(%[[T_I32]], %[[S_I32]] : memref<16x64xi32, #ascend.address_space<ub>>, i32) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vcmp <eq> ins(%t_i32, %s_i32 : memref<16x64xi32, #ascend.address_space<ub>>, i32) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcmp <lt> ins(%[[T_F16]], %[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vcmp <lt> ins(%t_f16, %t_f16 : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcmp <ge> ins(%[[T_F16]], %[[S_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vcmp <ge> ins(%t_f16, %s_f16 : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcmp <lt> ins(%[[T_F32]], %[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vcmp <lt> ins(%t_f32, %t_f32 : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcmp <ge> ins(%[[T_F32]], %[[S_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vcmp <ge> ins(%t_f32, %s_f32 : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  return
}

// Select on a3: i16, i32, f16, f32.
// CHECK-LABEL: func.func @a3_select(
// CHECK-SAME: %[[M:[^:]+]]: memref<16x64xi8, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_I16:[^:]+]]: memref<16x64xi16, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_I32:[^:]+]]: memref<16x64xi32, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_F16:[^:]+]]: memref<16x64xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_F32:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>
func.func @a3_select(%m: memref<16x64xi8, #ascend.address_space<ub>>, %t_i16: memref<16x64xi16, #ascend.address_space<ub>>, %t_i32: memref<16x64xi32, #ascend.address_space<ub>>, %t_f16: memref<16x64xf16, #ascend.address_space<ub>>, %t_f32: memref<16x64xf32, #ascend.address_space<ub>>) {
  // CHECK-NEXT: ascend.vselect ins(%[[M]], %[[T_I16]], %[[T_I16]] : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vselect ins(%m, %t_i16, %t_i16 : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vselect ins(%[[M]], %[[T_I32]], %[[T_I32]] : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vselect ins(%m, %t_i32, %t_i32 : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vselect ins(%[[M]], %[[T_F16]], %[[T_F16]] : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vselect ins(%m, %t_f16, %t_f16 : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vselect ins(%[[M]], %[[T_F32]], %[[T_F32]] : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vselect ins(%m, %t_f32, %t_f32 : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// vbroadcast takes every element type on a3, vcast converts each (to f16
// or f32 here; the pairs are in AscendTarget's conversion table); vdup only the types ptoas's texpands takes.
// CHECK-LABEL: func.func @a3_any(
// CHECK-SAME: %[[R_I8:[^:]+]]: memref<16x1xi8, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_I8:[^:]+]]: memref<16x64xi8, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_I16:[^:]+]]: i16
// CHECK-SAME: %[[T_I16:[^:]+]]: memref<16x64xi16, #ascend.address_space<ub>>
// CHECK-SAME: %[[R_I16:[^:]+]]: memref<16x1xi16, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_I32:[^:]+]]: i32
// CHECK-SAME: %[[T_I32:[^:]+]]: memref<16x64xi32, #ascend.address_space<ub>>
// CHECK-SAME: %[[R_I32:[^:]+]]: memref<16x1xi32, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_F16:[^:]+]]: f16
// CHECK-SAME: %[[T_F16:[^:]+]]: memref<16x64xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[R_F16:[^:]+]]: memref<16x1xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[R_BF16:[^:]+]]: memref<16x1xbf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_BF16:[^:]+]]: memref<16x64xbf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_F32:[^:]+]]: f32
// CHECK-SAME: %[[T_F32:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-SAME: %[[R_F32:[^:]+]]: memref<16x1xf32, #ascend.address_space<ub>>
func.func @a3_any(%r_i8: memref<16x1xi8, #ascend.address_space<ub>>, %t_i8: memref<16x64xi8, #ascend.address_space<ub>>, %s_i16: i16, %t_i16: memref<16x64xi16, #ascend.address_space<ub>>, %r_i16: memref<16x1xi16, #ascend.address_space<ub>>, %s_i32: i32, %t_i32: memref<16x64xi32, #ascend.address_space<ub>>, %r_i32: memref<16x1xi32, #ascend.address_space<ub>>, %s_f16: f16, %t_f16: memref<16x64xf16, #ascend.address_space<ub>>, %r_f16: memref<16x1xf16, #ascend.address_space<ub>>, %r_bf16: memref<16x1xbf16, #ascend.address_space<ub>>, %t_bf16: memref<16x64xbf16, #ascend.address_space<ub>>, %s_f32: f32, %t_f32: memref<16x64xf32, #ascend.address_space<ub>>, %r_f32: memref<16x1xf32, #ascend.address_space<ub>>) {
  // CHECK-NEXT: ascend.vbroadcast ins(%[[R_I8]] : memref<16x1xi8, #ascend.address_space<ub>>) outs(%[[T_I8]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast ins(%r_i8 : memref<16x1xi8, #ascend.address_space<ub>>) outs(%t_i8 : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcast ins(%[[T_I8]] : memref<16x64xi8, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vcast ins(%t_i8 : memref<16x64xi8, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vdup ins(%[[S_I16]] : i16) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vdup ins(%s_i16 : i16) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast ins(%[[R_I16]] : memref<16x1xi16, #ascend.address_space<ub>>) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast ins(%r_i16 : memref<16x1xi16, #ascend.address_space<ub>>) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcast ins(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vcast ins(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vdup ins(%[[S_I32]] : i32) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vdup ins(%s_i32 : i32) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast ins(%[[R_I32]] : memref<16x1xi32, #ascend.address_space<ub>>) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast ins(%r_i32 : memref<16x1xi32, #ascend.address_space<ub>>) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcast ins(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vcast ins(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vdup ins(%[[S_F16]] : f16) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vdup ins(%s_f16 : f16) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast ins(%[[R_F16]] : memref<16x1xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast ins(%r_f16 : memref<16x1xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcast ins(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vcast ins(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast ins(%[[R_BF16]] : memref<16x1xbf16, #ascend.address_space<ub>>) outs(%[[T_BF16]] : memref<16x64xbf16, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast ins(%r_bf16 : memref<16x1xbf16, #ascend.address_space<ub>>) outs(%t_bf16 : memref<16x64xbf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcast ins(%[[T_BF16]] : memref<16x64xbf16, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vcast ins(%t_bf16 : memref<16x64xbf16, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vdup ins(%[[S_F32]] : f32) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vdup ins(%s_f32 : f32) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast ins(%[[R_F32]] : memref<16x1xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast ins(%r_f32 : memref<16x1xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcast ins(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vcast ins(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

}

// The same classes on a5 (bitwise ops add i32, comparisons and selects add
// i8 and i16; arithmetic takes neither i8 nor bf16, as on a3).
module attributes {ascend.arch = #ascend.arch<a5>} {
// Arith (add/sub/mul/max/min of tiles and vectors, add/sub/mul with a scalar, neg) on a5: i16, i32, f16, f32.
// CHECK-LABEL: func.func @a5_arith(
// CHECK-SAME: %[[T_I16:[^:]+]]: memref<16x64xi16, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_I16:[^:]+]]: i16
// CHECK-SAME: %[[R_I16:[^:]+]]: memref<16x1xi16, #ascend.address_space<ub>>
// CHECK-SAME: %[[C_I16:[^:]+]]: memref<1x64xi16, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_I32:[^:]+]]: memref<16x64xi32, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_I32:[^:]+]]: i32
// CHECK-SAME: %[[R_I32:[^:]+]]: memref<16x1xi32, #ascend.address_space<ub>>
// CHECK-SAME: %[[C_I32:[^:]+]]: memref<1x64xi32, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_F16:[^:]+]]: memref<16x64xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_F16:[^:]+]]: f16
// CHECK-SAME: %[[R_F16:[^:]+]]: memref<16x1xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[C_F16:[^:]+]]: memref<1x64xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_F32:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_F32:[^:]+]]: f32
// CHECK-SAME: %[[R_F32:[^:]+]]: memref<16x1xf32, #ascend.address_space<ub>>
// CHECK-SAME: %[[C_F32:[^:]+]]: memref<1x64xf32, #ascend.address_space<ub>>
func.func @a5_arith(%t_i16: memref<16x64xi16, #ascend.address_space<ub>>, %s_i16: i16, %r_i16: memref<16x1xi16, #ascend.address_space<ub>>, %c_i16: memref<1x64xi16, #ascend.address_space<ub>>, %t_i32: memref<16x64xi32, #ascend.address_space<ub>>, %s_i32: i32, %r_i32: memref<16x1xi32, #ascend.address_space<ub>>, %c_i32: memref<1x64xi32, #ascend.address_space<ub>>, %t_f16: memref<16x64xf16, #ascend.address_space<ub>>, %s_f16: f16, %r_f16: memref<16x1xf16, #ascend.address_space<ub>>, %c_f16: memref<1x64xf16, #ascend.address_space<ub>>, %t_f32: memref<16x64xf32, #ascend.address_space<ub>>, %s_f32: f32, %r_f32: memref<16x1xf32, #ascend.address_space<ub>>, %c_f32: memref<1x64xf32, #ascend.address_space<ub>>) {
  // CHECK-NEXT: ascend.vbinary <sub> ins(%[[T_I16]], %[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <sub> ins(%t_i16, %t_i16 : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary <max> ins(%[[T_I16]], %[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <max> ins(%t_i16, %t_i16 : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <mul> ins(%[[T_I16]], %[[S_I16]] : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <mul> ins(%t_i16, %s_i16 : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast_binary <min> ins(%[[T_I16]], %[[R_I16]] : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x1xi16, #ascend.address_space<ub>>) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast_binary <min> ins(%t_i16, %r_i16 : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x1xi16, #ascend.address_space<ub>>) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast_binary <add> ins(%[[T_I16]], %[[C_I16]] : memref<16x64xi16, #ascend.address_space<ub>>, memref<1x64xi16, #ascend.address_space<ub>>) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>) {dim = 0 : i64}{{$}}
  ascend.vbroadcast_binary <add> ins(%t_i16, %c_i16 : memref<16x64xi16, #ascend.address_space<ub>>, memref<1x64xi16, #ascend.address_space<ub>>) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK-NEXT: ascend.vunary <neg> ins(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vunary <neg> ins(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary <sub> ins(%[[T_I32]], %[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <sub> ins(%t_i32, %t_i32 : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary <max> ins(%[[T_I32]], %[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <max> ins(%t_i32, %t_i32 : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <mul> ins(%[[T_I32]], %[[S_I32]] : memref<16x64xi32, #ascend.address_space<ub>>, i32) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <mul> ins(%t_i32, %s_i32 : memref<16x64xi32, #ascend.address_space<ub>>, i32) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast_binary <min> ins(%[[T_I32]], %[[R_I32]] : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x1xi32, #ascend.address_space<ub>>) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast_binary <min> ins(%t_i32, %r_i32 : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x1xi32, #ascend.address_space<ub>>) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast_binary <add> ins(%[[T_I32]], %[[C_I32]] : memref<16x64xi32, #ascend.address_space<ub>>, memref<1x64xi32, #ascend.address_space<ub>>) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>) {dim = 0 : i64}{{$}}
  ascend.vbroadcast_binary <add> ins(%t_i32, %c_i32 : memref<16x64xi32, #ascend.address_space<ub>>, memref<1x64xi32, #ascend.address_space<ub>>) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK-NEXT: ascend.vunary <neg> ins(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <neg> ins(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary <sub> ins(%[[T_F16]], %[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <sub> ins(%t_f16, %t_f16 : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary <max> ins(%[[T_F16]], %[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <max> ins(%t_f16, %t_f16 : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <mul> ins(%[[T_F16]], %[[S_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <mul> ins(%t_f16, %s_f16 : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast_binary <min> ins(%[[T_F16]], %[[R_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x1xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast_binary <min> ins(%t_f16, %r_f16 : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x1xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast_binary <add> ins(%[[T_F16]], %[[C_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, memref<1x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) {dim = 0 : i64}{{$}}
  ascend.vbroadcast_binary <add> ins(%t_f16, %c_f16 : memref<16x64xf16, #ascend.address_space<ub>>, memref<1x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK-NEXT: ascend.vunary <neg> ins(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vunary <neg> ins(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary <sub> ins(%[[T_F32]], %[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <sub> ins(%t_f32, %t_f32 : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary <max> ins(%[[T_F32]], %[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <max> ins(%t_f32, %t_f32 : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <mul> ins(%[[T_F32]], %[[S_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <mul> ins(%t_f32, %s_f32 : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast_binary <min> ins(%[[T_F32]], %[[R_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast_binary <min> ins(%t_f32, %r_f32 : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast_binary <add> ins(%[[T_F32]], %[[C_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<1x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}{{$}}
  ascend.vbroadcast_binary <add> ins(%t_f32, %c_f32 : memref<16x64xf32, #ascend.address_space<ub>>, memref<1x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK-NEXT: ascend.vunary <neg> ins(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <neg> ins(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// FloatArith (div in every form, max/min with a scalar) on a5: f16, f32.
// CHECK-LABEL: func.func @a5_float_arith(
// CHECK-SAME: %[[T_F16:[^:]+]]: memref<16x64xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_F16:[^:]+]]: f16
// CHECK-SAME: %[[R_F16:[^:]+]]: memref<16x1xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_F32:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_F32:[^:]+]]: f32
// CHECK-SAME: %[[R_F32:[^:]+]]: memref<16x1xf32, #ascend.address_space<ub>>
func.func @a5_float_arith(%t_f16: memref<16x64xf16, #ascend.address_space<ub>>, %s_f16: f16, %r_f16: memref<16x1xf16, #ascend.address_space<ub>>, %t_f32: memref<16x64xf32, #ascend.address_space<ub>>, %s_f32: f32, %r_f32: memref<16x1xf32, #ascend.address_space<ub>>) {
  // CHECK-NEXT: ascend.vbinary <div> ins(%[[T_F16]], %[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <div> ins(%t_f16, %t_f16 : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <div> ins(%[[T_F16]], %[[S_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <div> ins(%t_f16, %s_f16 : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <div> ins(%[[T_F16]], %[[S_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) {reversed}{{$}}
  ascend.vbinary_scalar <div> ins(%t_f16, %s_f16 : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) {reversed}
  // CHECK-NEXT: ascend.vbinary_scalar <max> ins(%[[T_F16]], %[[S_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <max> ins(%t_f16, %s_f16 : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <min> ins(%[[T_F16]], %[[S_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <min> ins(%t_f16, %s_f16 : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast_binary <div> ins(%[[T_F16]], %[[R_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x1xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast_binary <div> ins(%t_f16, %r_f16 : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x1xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary <div> ins(%[[T_F32]], %[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <div> ins(%t_f32, %t_f32 : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <div> ins(%[[T_F32]], %[[S_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <div> ins(%t_f32, %s_f32 : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <div> ins(%[[T_F32]], %[[S_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) {reversed}{{$}}
  ascend.vbinary_scalar <div> ins(%t_f32, %s_f32 : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) {reversed}
  // CHECK-NEXT: ascend.vbinary_scalar <max> ins(%[[T_F32]], %[[S_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <max> ins(%t_f32, %s_f32 : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <min> ins(%[[T_F32]], %[[S_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <min> ins(%t_f32, %s_f32 : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast_binary <div> ins(%[[T_F32]], %[[R_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast_binary <div> ins(%t_f32, %r_f32 : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x1xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// Relu on a5: i32, f16, f32.
// CHECK-LABEL: func.func @a5_relu(
// CHECK-SAME: %[[T_I32:[^:]+]]: memref<16x64xi32, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_F16:[^:]+]]: memref<16x64xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_F32:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>
func.func @a5_relu(%t_i32: memref<16x64xi32, #ascend.address_space<ub>>, %t_f16: memref<16x64xf16, #ascend.address_space<ub>>, %t_f32: memref<16x64xf32, #ascend.address_space<ub>>) {
  // CHECK-NEXT: ascend.vunary <relu> ins(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <relu> ins(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <relu> ins(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vunary <relu> ins(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <relu> ins(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <relu> ins(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// Math (exp, ln, sqrt, rsqrt, rec, abs) on a5: f16, f32.
// CHECK-LABEL: func.func @a5_math(
// CHECK-SAME: %[[T_F16:[^:]+]]: memref<16x64xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_F32:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>
func.func @a5_math(%t_f16: memref<16x64xf16, #ascend.address_space<ub>>, %t_f32: memref<16x64xf32, #ascend.address_space<ub>>) {
  // CHECK-NEXT: ascend.vunary <exp> ins(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vunary <exp> ins(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <ln> ins(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vunary <ln> ins(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <sqrt> ins(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vunary <sqrt> ins(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <rsqrt> ins(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vunary <rsqrt> ins(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <rec> ins(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vunary <rec> ins(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <abs> ins(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vunary <abs> ins(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <exp> ins(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <exp> ins(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <ln> ins(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <ln> ins(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <sqrt> ins(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <sqrt> ins(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <rsqrt> ins(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <rsqrt> ins(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <rec> ins(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <rec> ins(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <abs> ins(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <abs> ins(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// Bitwise (and, or, shl, shr, not) on a5: i8, i16, i32.
// CHECK-LABEL: func.func @a5_bitwise(
// CHECK-SAME: %[[T_I8:[^:]+]]: memref<16x64xi8, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_I8:[^:]+]]: i8
// CHECK-SAME: %[[T_I16:[^:]+]]: memref<16x64xi16, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_I16:[^:]+]]: i16
// CHECK-SAME: %[[T_I32:[^:]+]]: memref<16x64xi32, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_I32:[^:]+]]: i32
func.func @a5_bitwise(%t_i8: memref<16x64xi8, #ascend.address_space<ub>>, %s_i8: i8, %t_i16: memref<16x64xi16, #ascend.address_space<ub>>, %s_i16: i16, %t_i32: memref<16x64xi32, #ascend.address_space<ub>>, %s_i32: i32) {
  // CHECK-NEXT: ascend.vbinary <and> ins(%[[T_I8]], %[[T_I8]] : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi8, #ascend.address_space<ub>>) outs(%[[T_I8]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <and> ins(%t_i8, %t_i8 : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi8, #ascend.address_space<ub>>) outs(%t_i8 : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary <shr> ins(%[[T_I8]], %[[T_I8]] : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi8, #ascend.address_space<ub>>) outs(%[[T_I8]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <shr> ins(%t_i8, %t_i8 : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi8, #ascend.address_space<ub>>) outs(%t_i8 : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <or> ins(%[[T_I8]], %[[S_I8]] : memref<16x64xi8, #ascend.address_space<ub>>, i8) outs(%[[T_I8]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <or> ins(%t_i8, %s_i8 : memref<16x64xi8, #ascend.address_space<ub>>, i8) outs(%t_i8 : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <shl> ins(%[[T_I8]], %[[S_I8]] : memref<16x64xi8, #ascend.address_space<ub>>, i8) outs(%[[T_I8]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <shl> ins(%t_i8, %s_i8 : memref<16x64xi8, #ascend.address_space<ub>>, i8) outs(%t_i8 : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <not> ins(%[[T_I8]] : memref<16x64xi8, #ascend.address_space<ub>>) outs(%[[T_I8]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vunary <not> ins(%t_i8 : memref<16x64xi8, #ascend.address_space<ub>>) outs(%t_i8 : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary <and> ins(%[[T_I16]], %[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <and> ins(%t_i16, %t_i16 : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary <shr> ins(%[[T_I16]], %[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <shr> ins(%t_i16, %t_i16 : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <or> ins(%[[T_I16]], %[[S_I16]] : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <or> ins(%t_i16, %s_i16 : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <shl> ins(%[[T_I16]], %[[S_I16]] : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <shl> ins(%t_i16, %s_i16 : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <not> ins(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vunary <not> ins(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary <and> ins(%[[T_I32]], %[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <and> ins(%t_i32, %t_i32 : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary <shr> ins(%[[T_I32]], %[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <shr> ins(%t_i32, %t_i32 : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <or> ins(%[[T_I32]], %[[S_I32]] : memref<16x64xi32, #ascend.address_space<ub>>, i32) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <or> ins(%t_i32, %s_i32 : memref<16x64xi32, #ascend.address_space<ub>>, i32) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbinary_scalar <shl> ins(%[[T_I32]], %[[S_I32]] : memref<16x64xi32, #ascend.address_space<ub>>, i32) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vbinary_scalar <shl> ins(%t_i32, %s_i32 : memref<16x64xi32, #ascend.address_space<ub>>, i32) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <not> ins(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vunary <not> ins(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>)
  return
}

// Reduce on a5: i16, i32, f16, f32.
// CHECK-LABEL: func.func @a5_reduce(
// CHECK-SAME: %[[T_I16:[^:]+]]: memref<16x64xi16, #ascend.address_space<ub>>
// CHECK-SAME: %[[R_I16:[^:]+]]: memref<16x1xi16, #ascend.address_space<ub>>
// CHECK-SAME: %[[C_I16:[^:]+]]: memref<1x64xi16, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_I32:[^:]+]]: memref<16x64xi32, #ascend.address_space<ub>>
// CHECK-SAME: %[[R_I32:[^:]+]]: memref<16x1xi32, #ascend.address_space<ub>>
// CHECK-SAME: %[[C_I32:[^:]+]]: memref<1x64xi32, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_F16:[^:]+]]: memref<16x64xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[R_F16:[^:]+]]: memref<16x1xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[C_F16:[^:]+]]: memref<1x64xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_F32:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-SAME: %[[R_F32:[^:]+]]: memref<16x1xf32, #ascend.address_space<ub>>
// CHECK-SAME: %[[C_F32:[^:]+]]: memref<1x64xf32, #ascend.address_space<ub>>
func.func @a5_reduce(%t_i16: memref<16x64xi16, #ascend.address_space<ub>>, %r_i16: memref<16x1xi16, #ascend.address_space<ub>>, %c_i16: memref<1x64xi16, #ascend.address_space<ub>>, %t_i32: memref<16x64xi32, #ascend.address_space<ub>>, %r_i32: memref<16x1xi32, #ascend.address_space<ub>>, %c_i32: memref<1x64xi32, #ascend.address_space<ub>>, %t_f16: memref<16x64xf16, #ascend.address_space<ub>>, %r_f16: memref<16x1xf16, #ascend.address_space<ub>>, %c_f16: memref<1x64xf16, #ascend.address_space<ub>>, %t_f32: memref<16x64xf32, #ascend.address_space<ub>>, %r_f32: memref<16x1xf32, #ascend.address_space<ub>>, %c_f32: memref<1x64xf32, #ascend.address_space<ub>>) {
  // CHECK-NEXT: ascend.vreduce <sum> ins(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[R_I16]] : memref<16x1xi16, #ascend.address_space<ub>>){{$}}
  ascend.vreduce <sum> ins(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>) outs(%r_i16 : memref<16x1xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vreduce <max> ins(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[C_I16]] : memref<1x64xi16, #ascend.address_space<ub>>) {dim = 0 : i64}{{$}}
  ascend.vreduce <max> ins(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>) outs(%c_i16 : memref<1x64xi16, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK-NEXT: ascend.vreduce <sum> ins(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[R_I32]] : memref<16x1xi32, #ascend.address_space<ub>>){{$}}
  ascend.vreduce <sum> ins(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>) outs(%r_i32 : memref<16x1xi32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vreduce <max> ins(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[C_I32]] : memref<1x64xi32, #ascend.address_space<ub>>) {dim = 0 : i64}{{$}}
  ascend.vreduce <max> ins(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>) outs(%c_i32 : memref<1x64xi32, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK-NEXT: ascend.vreduce <sum> ins(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[R_F16]] : memref<16x1xf16, #ascend.address_space<ub>>){{$}}
  ascend.vreduce <sum> ins(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) outs(%r_f16 : memref<16x1xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vreduce <max> ins(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[C_F16]] : memref<1x64xf16, #ascend.address_space<ub>>) {dim = 0 : i64}{{$}}
  ascend.vreduce <max> ins(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) outs(%c_f16 : memref<1x64xf16, #ascend.address_space<ub>>) {dim = 0 : i64}
  // CHECK-NEXT: ascend.vreduce <sum> ins(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[R_F32]] : memref<16x1xf32, #ascend.address_space<ub>>){{$}}
  ascend.vreduce <sum> ins(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) outs(%r_f32 : memref<16x1xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vreduce <max> ins(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[C_F32]] : memref<1x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}{{$}}
  ascend.vreduce <max> ins(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) outs(%c_f32 : memref<1x64xf32, #ascend.address_space<ub>>) {dim = 0 : i64}
  return
}

// Compare on a5: i8, i16, i32, f16, f32.
// CHECK-LABEL: func.func @a5_compare(
// CHECK-SAME: %[[T_I8:[^:]+]]: memref<16x64xi8, #ascend.address_space<ub>>
// CHECK-SAME: %[[M:[^:]+]]: memref<16x64xi8, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_I8:[^:]+]]: i8
// CHECK-SAME: %[[T_I16:[^:]+]]: memref<16x64xi16, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_I16:[^:]+]]: i16
// CHECK-SAME: %[[T_I32:[^:]+]]: memref<16x64xi32, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_I32:[^:]+]]: i32
// CHECK-SAME: %[[T_F16:[^:]+]]: memref<16x64xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_F16:[^:]+]]: f16
// CHECK-SAME: %[[T_F32:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_F32:[^:]+]]: f32
func.func @a5_compare(%t_i8: memref<16x64xi8, #ascend.address_space<ub>>, %m: memref<16x64xi8, #ascend.address_space<ub>>, %s_i8: i8, %t_i16: memref<16x64xi16, #ascend.address_space<ub>>, %s_i16: i16, %t_i32: memref<16x64xi32, #ascend.address_space<ub>>, %s_i32: i32, %t_f16: memref<16x64xf16, #ascend.address_space<ub>>, %s_f16: f16, %t_f32: memref<16x64xf32, #ascend.address_space<ub>>, %s_f32: f32) {
  // CHECK-NEXT: ascend.vcmp <lt> ins(%[[T_I8]], %[[T_I8]] : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi8, #ascend.address_space<ub>>) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vcmp <lt> ins(%t_i8, %t_i8 : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi8, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcmp <ge> ins(%[[T_I8]], %[[S_I8]] : memref<16x64xi8, #ascend.address_space<ub>>, i8) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vcmp <ge> ins(%t_i8, %s_i8 : memref<16x64xi8, #ascend.address_space<ub>>, i8) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcmp <lt> ins(%[[T_I16]], %[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vcmp <lt> ins(%t_i16, %t_i16 : memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcmp <ge> ins(%[[T_I16]], %[[S_I16]] : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vcmp <ge> ins(%t_i16, %s_i16 : memref<16x64xi16, #ascend.address_space<ub>>, i16) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcmp <lt> ins(%[[T_I32]], %[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vcmp <lt> ins(%t_i32, %t_i32 : memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcmp <ge> ins(%[[T_I32]], %[[S_I32]] : memref<16x64xi32, #ascend.address_space<ub>>, i32) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vcmp <ge> ins(%t_i32, %s_i32 : memref<16x64xi32, #ascend.address_space<ub>>, i32) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcmp <lt> ins(%[[T_F16]], %[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vcmp <lt> ins(%t_f16, %t_f16 : memref<16x64xf16, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcmp <ge> ins(%[[T_F16]], %[[S_F16]] : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vcmp <ge> ins(%t_f16, %s_f16 : memref<16x64xf16, #ascend.address_space<ub>>, f16) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcmp <lt> ins(%[[T_F32]], %[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vcmp <lt> ins(%t_f32, %t_f32 : memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcmp <ge> ins(%[[T_F32]], %[[S_F32]] : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%[[M]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vcmp <ge> ins(%t_f32, %s_f32 : memref<16x64xf32, #ascend.address_space<ub>>, f32) outs(%m : memref<16x64xi8, #ascend.address_space<ub>>)
  return
}

// Select on a5: i8, i16, i32, f16, f32.
// CHECK-LABEL: func.func @a5_select(
// CHECK-SAME: %[[M:[^:]+]]: memref<16x64xi8, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_I8:[^:]+]]: memref<16x64xi8, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_I16:[^:]+]]: memref<16x64xi16, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_I32:[^:]+]]: memref<16x64xi32, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_F16:[^:]+]]: memref<16x64xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_F32:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>
func.func @a5_select(%m: memref<16x64xi8, #ascend.address_space<ub>>, %t_i8: memref<16x64xi8, #ascend.address_space<ub>>, %t_i16: memref<16x64xi16, #ascend.address_space<ub>>, %t_i32: memref<16x64xi32, #ascend.address_space<ub>>, %t_f16: memref<16x64xf16, #ascend.address_space<ub>>, %t_f32: memref<16x64xf32, #ascend.address_space<ub>>) {
  // CHECK-NEXT: ascend.vselect ins(%[[M]], %[[T_I8]], %[[T_I8]] : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi8, #ascend.address_space<ub>>) outs(%[[T_I8]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vselect ins(%m, %t_i8, %t_i8 : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi8, #ascend.address_space<ub>>) outs(%t_i8 : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vselect ins(%[[M]], %[[T_I16]], %[[T_I16]] : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vselect ins(%m, %t_i16, %t_i16 : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>, memref<16x64xi16, #ascend.address_space<ub>>) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vselect ins(%[[M]], %[[T_I32]], %[[T_I32]] : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vselect ins(%m, %t_i32, %t_i32 : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>, memref<16x64xi32, #ascend.address_space<ub>>) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vselect ins(%[[M]], %[[T_F16]], %[[T_F16]] : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vselect ins(%m, %t_f16, %t_f16 : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>, memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vselect ins(%[[M]], %[[T_F32]], %[[T_F32]] : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vselect ins(%m, %t_f32, %t_f32 : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>, memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

// vbroadcast takes every element type on a5, vcast converts each (to f16
// or f32 here; the pairs are in AscendTarget's conversion table); vdup only the types ptoas's texpands takes.
// CHECK-LABEL: func.func @a5_any(
// CHECK-SAME: %[[S_I8:[^:]+]]: i8
// CHECK-SAME: %[[T_I8:[^:]+]]: memref<16x64xi8, #ascend.address_space<ub>>
// CHECK-SAME: %[[R_I8:[^:]+]]: memref<16x1xi8, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_I16:[^:]+]]: i16
// CHECK-SAME: %[[T_I16:[^:]+]]: memref<16x64xi16, #ascend.address_space<ub>>
// CHECK-SAME: %[[R_I16:[^:]+]]: memref<16x1xi16, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_I32:[^:]+]]: i32
// CHECK-SAME: %[[T_I32:[^:]+]]: memref<16x64xi32, #ascend.address_space<ub>>
// CHECK-SAME: %[[R_I32:[^:]+]]: memref<16x1xi32, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_F16:[^:]+]]: f16
// CHECK-SAME: %[[T_F16:[^:]+]]: memref<16x64xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[R_F16:[^:]+]]: memref<16x1xf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[R_BF16:[^:]+]]: memref<16x1xbf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[T_BF16:[^:]+]]: memref<16x64xbf16, #ascend.address_space<ub>>
// CHECK-SAME: %[[S_F32:[^:]+]]: f32
// CHECK-SAME: %[[T_F32:[^:]+]]: memref<16x64xf32, #ascend.address_space<ub>>
// CHECK-SAME: %[[R_F32:[^:]+]]: memref<16x1xf32, #ascend.address_space<ub>>
func.func @a5_any(%s_i8: i8, %t_i8: memref<16x64xi8, #ascend.address_space<ub>>, %r_i8: memref<16x1xi8, #ascend.address_space<ub>>, %s_i16: i16, %t_i16: memref<16x64xi16, #ascend.address_space<ub>>, %r_i16: memref<16x1xi16, #ascend.address_space<ub>>, %s_i32: i32, %t_i32: memref<16x64xi32, #ascend.address_space<ub>>, %r_i32: memref<16x1xi32, #ascend.address_space<ub>>, %s_f16: f16, %t_f16: memref<16x64xf16, #ascend.address_space<ub>>, %r_f16: memref<16x1xf16, #ascend.address_space<ub>>, %r_bf16: memref<16x1xbf16, #ascend.address_space<ub>>, %t_bf16: memref<16x64xbf16, #ascend.address_space<ub>>, %s_f32: f32, %t_f32: memref<16x64xf32, #ascend.address_space<ub>>, %r_f32: memref<16x1xf32, #ascend.address_space<ub>>) {
  // CHECK-NEXT: ascend.vdup ins(%[[S_I8]] : i8) outs(%[[T_I8]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vdup ins(%s_i8 : i8) outs(%t_i8 : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast ins(%[[R_I8]] : memref<16x1xi8, #ascend.address_space<ub>>) outs(%[[T_I8]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast ins(%r_i8 : memref<16x1xi8, #ascend.address_space<ub>>) outs(%t_i8 : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcast ins(%[[T_I8]] : memref<16x64xi8, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vcast ins(%t_i8 : memref<16x64xi8, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vdup ins(%[[S_I16]] : i16) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vdup ins(%s_i16 : i16) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast ins(%[[R_I16]] : memref<16x1xi16, #ascend.address_space<ub>>) outs(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast ins(%r_i16 : memref<16x1xi16, #ascend.address_space<ub>>) outs(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcast ins(%[[T_I16]] : memref<16x64xi16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vcast ins(%t_i16 : memref<16x64xi16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vdup ins(%[[S_I32]] : i32) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vdup ins(%s_i32 : i32) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast ins(%[[R_I32]] : memref<16x1xi32, #ascend.address_space<ub>>) outs(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast ins(%r_i32 : memref<16x1xi32, #ascend.address_space<ub>>) outs(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcast ins(%[[T_I32]] : memref<16x64xi32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vcast ins(%t_i32 : memref<16x64xi32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vdup ins(%[[S_F16]] : f16) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vdup ins(%s_f16 : f16) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast ins(%[[R_F16]] : memref<16x1xf16, #ascend.address_space<ub>>) outs(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast ins(%r_f16 : memref<16x1xf16, #ascend.address_space<ub>>) outs(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcast ins(%[[T_F16]] : memref<16x64xf16, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vcast ins(%t_f16 : memref<16x64xf16, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast ins(%[[R_BF16]] : memref<16x1xbf16, #ascend.address_space<ub>>) outs(%[[T_BF16]] : memref<16x64xbf16, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast ins(%r_bf16 : memref<16x1xbf16, #ascend.address_space<ub>>) outs(%t_bf16 : memref<16x64xbf16, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcast ins(%[[T_BF16]] : memref<16x64xbf16, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vcast ins(%t_bf16 : memref<16x64xbf16, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vdup ins(%[[S_F32]] : f32) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vdup ins(%s_f32 : f32) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vbroadcast ins(%[[R_F32]] : memref<16x1xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vbroadcast ins(%r_f32 : memref<16x1xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vcast ins(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>) outs(%[[T_F32]] : memref<16x64xf32, #ascend.address_space<ub>>){{$}}
  ascend.vcast ins(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>) outs(%t_f32 : memref<16x64xf32, #ascend.address_space<ub>>)
  return
}

}

// Without an ascend.arch the element types are not checked.
module {
// CHECK-LABEL: func.func @no_arch
// CHECK-SAME: (%[[A:[^:]+]]: memref<16x64xi8, #ascend.address_space<ub>>, %[[B:[^:]+]]: memref<16x64xbf16, #ascend.address_space<ub>>)
func.func @no_arch(%a: memref<16x64xi8, #ascend.address_space<ub>>, %b: memref<16x64xbf16, #ascend.address_space<ub>>) {
  // CHECK-NEXT: ascend.vbinary <add> ins(%[[A]], %[[A]] : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi8, #ascend.address_space<ub>>) outs(%[[A]] : memref<16x64xi8, #ascend.address_space<ub>>){{$}}
  ascend.vbinary <add> ins(%a, %a : memref<16x64xi8, #ascend.address_space<ub>>, memref<16x64xi8, #ascend.address_space<ub>>) outs(%a : memref<16x64xi8, #ascend.address_space<ub>>)
  // CHECK-NEXT: ascend.vunary <exp> ins(%[[B]] : memref<16x64xbf16, #ascend.address_space<ub>>) outs(%[[B]] : memref<16x64xbf16, #ascend.address_space<ub>>){{$}}
  ascend.vunary <exp> ins(%b : memref<16x64xbf16, #ascend.address_space<ub>>) outs(%b : memref<16x64xbf16, #ascend.address_space<ub>>)
  return
}

// CHECK-LABEL: func.func @vci
// CHECK: ascend.vci ins(%{{.*}} : i32) outs(%{{.*}} : memref<1x128xi32, #ascend.address_space<ub>>){{$}}
// CHECK: ascend.vci ins(%{{.*}} : i16) outs(%{{.*}} : memref<1x64xi16, #ascend.address_space<ub>>){{$}}
func.func @vci(%d: memref<1x128xi32, #ascend.address_space<ub>>, %s: i32, %h: memref<1x64xi16, #ascend.address_space<ub>>, %t: i16) {
  ascend.vci ins(%s : i32) outs(%d : memref<1x128xi32, #ascend.address_space<ub>>)
  ascend.vci ins(%t : i16) outs(%h : memref<1x64xi16, #ascend.address_space<ub>>)
  return
}


// CHECK-LABEL: func.func @vgather
// CHECK: ascend.vgather ins(%{{.*}}, %{{.*}} : memref<8x64xf32, #ascend.address_space<ub>>, memref<8x64xi32, #ascend.address_space<ub>>) outs(%{{.*}} : memref<8x64xf32, #ascend.address_space<ub>>){{$}}
// CHECK: ascend.vgather ins(%{{.*}}, %{{.*}} : memref<8x64xf32, #ascend.address_space<ub>>, memref<8x64xi32, #ascend.address_space<ub>>) outs(%{{.*}} : memref<8x64xf32, #ascend.address_space<ub>>) tmp(%{{.*}} : memref<8x64xi32, #ascend.address_space<ub>>){{$}}
func.func @vgather(%x: memref<8x64xf32, #ascend.address_space<ub>>, %i: memref<8x64xi32, #ascend.address_space<ub>>, %y: memref<8x64xf32, #ascend.address_space<ub>>, %t: memref<8x64xi32, #ascend.address_space<ub>>) {
  ascend.vgather ins(%x, %i : memref<8x64xf32, #ascend.address_space<ub>>, memref<8x64xi32, #ascend.address_space<ub>>) outs(%y : memref<8x64xf32, #ascend.address_space<ub>>)
  ascend.vgather ins(%x, %i : memref<8x64xf32, #ascend.address_space<ub>>, memref<8x64xi32, #ascend.address_space<ub>>) outs(%y : memref<8x64xf32, #ascend.address_space<ub>>) tmp(%t : memref<8x64xi32, #ascend.address_space<ub>>)
  return
}

}
