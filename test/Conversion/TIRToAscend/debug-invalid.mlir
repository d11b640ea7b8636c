// T.dump_tensor of what pto.tprint cannot print (DebugOps.cpp).
// RUN: pto-opt %s --tir-place-buffers --convert-tir-to-ascend="arch=a3" -split-input-file -verify-diagnostics

func.func @dump_l1() {
  tir.kernel (%bx) in (1) {
    %t = tir.alloc_buffer "b_l1" : memref<16x16xf16, #tir.scope<"shared.l1">>
    // expected-error@+1 {{'tir.dump_tensor' op T.dump_tensor prints a ub buffer or a global tensor (pto.tprint prints vec tiles and global memory); 'b_l1' is in l1}}
    tir.dump_tensor %t desc(1) size(256) shape [16, 16] : memref<16x16xf16, #tir.scope<"shared.l1">>
  }
  return
}

// -----

func.func @dump_region(%A: memref<4x16xf32> {tir.name = "A"}) {
  %r = memref.subview %A[1, 0] [2, 16] [1, 1] : memref<4x16xf32> to memref<2x16xf32, strided<[16, 1], offset: 16>>
  // expected-error@+1 {{'tir.dump_tensor' op T.dump_tensor of a region of 'A': dump the whole buffer}}
  tir.dump_tensor %r desc(1) size(32) shape [2, 16] : memref<2x16xf32, strided<[16, 1], offset: 16>>
  return
}

// -----

func.func @dump_partial_rows(%A: memref<4x16xf32> {tir.name = "A"}) {
  // expected-error@+1 {{'tir.dump_tensor' op T.dump_tensor of 20 elements of 'A', which are not whole rows of its last dimension (16) nor part of its first row (pto.tprint prints a window of the tensor)}}
  tir.dump_tensor %A desc(1) size(20) shape [20] : memref<4x16xf32>
  return
}

// -----

func.func @dump_rank3(%A: memref<2x4x16xf32> {tir.name = "A"}) {
  // expected-error@+1 {{'tir.dump_tensor' op T.dump_tensor prints buffers of rank 1 or 2 and static shape; 'A' is 'memref<2x4x16xf32>'}}
  tir.dump_tensor %A desc(1) size(128) shape [2, 4, 16] : memref<2x4x16xf32>
  return
}

// -----

func.func @dump_dynamic(%A: memref<?x16xf32> {tir.name = "A"}) {
  // expected-error@+1 {{'tir.dump_tensor' op T.dump_tensor prints buffers of rank 1 or 2 and static shape; 'A' is 'memref<?x16xf32>'}}
  tir.dump_tensor %A desc(1) size(16) shape [16] : memref<?x16xf32>
  return
}

// -----

func.func @dump_bf16() {
  tir.kernel (%bx) in (1) {
    %t = tir.alloc_buffer "x" : memref<1x16xbf16, #tir.scope<"shared">>
    // expected-error@+1 {{'tir.dump_tensor' op T.dump_tensor prints i8, i16, i32, f16 or f32 elements (pto.tprint's); 'x' holds 'bf16'}}
    tir.dump_tensor %t desc(1) size(16) shape [1, 16] : memref<1x16xbf16, #tir.scope<"shared">>
  }
  return
}

// -----

func.func @dump_var() {
  tir.kernel (%bx) in (1) {
    %v = tir.alloc_buffer "v" : memref<1xi32, #tir.scope<"local.var">>
    // expected-error@+1 {{'tir.dump_tensor' op T.dump_tensor prints a ub buffer or a global tensor; 'v' is not in memory (a local.var: print its value with T.printf)}}
    tir.dump_tensor %v desc(1) size(1) shape [1] : memref<1xi32, #tir.scope<"local.var">>
  }
  return
}

// -----

func.func @dump_ub_in_cube() {
  tir.kernel (%bx) in (1) {
    %t = tir.alloc_buffer "x" : memref<1x16xf32, #tir.scope<"shared">>
    tir.section <cube> {
      // expected-error@+1 {{'tir.dump_tensor' op T.dump_tensor of 'x', a ub buffer, in a Cube section (T.Scope("C")): the Vector core holds it}}
      tir.dump_tensor %t desc(1) size(16) shape [1, 16] : memref<1x16xf32, #tir.scope<"shared">>
    }
  }
  return
}

// -----

func.func @printf_in_nest() {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %t = tir.alloc_buffer "x" : memref<16xf32, #tir.scope<"shared">>
    tir.for parallel %i = %c0 to %c16 step %c1 {
      %x = memref.load %t[%i] : memref<16xf32, #tir.scope<"shared">>
      // expected-error@+1 {{'tir.intrin' op T.printf inside a T.Parallel nest is not supported (the nest is tile work, with no element-by-element order); print before or after the nest}}
      tir.intrin "tl.ascend_printf"(%x) {args = ["%f"]} : (f32) -> ()
    }
  }
  return
}
