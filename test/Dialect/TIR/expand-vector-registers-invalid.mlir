// RUN: pto-opt --tir-expand-vector-registers -split-input-file -verify-diagnostics %s

func.func @global(%X: memref<4x128xf32> {tir.name = "X"}) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    tir.vector_function <simd> {
      // expected-error @+1 {{'vector.load' op moves a register to or from 'X', which is not a ub buffer: T.simd loads and stores reach ub (T.alloc_shared / T.alloc_ub) buffers only}}
      %x = vector.load %X[%c0, %c0] : memref<4x128xf32>, vector<64xf32>
      vector.store %x, %X[%c0, %c0] : memref<4x128xf32>, vector<64xf32>
    }
  }
  return
}

// -----

func.func @rank3() {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %x = tir.alloc_buffer "x" : memref<2x4x128xf32, #tir.scope<"shared">>
    tir.vector_function <simd> {
      // expected-error @+1 {{'vector.load' op moves a register to or from 'x' of rank 3: T.simd loads and stores of ub buffers of rank 1 or 2 are supported}}
      %v = vector.load %x[%c0, %c0, %c0] : memref<2x4x128xf32, #tir.scope<"shared">>, vector<64xf32>
      vector.store %v, %x[%c0, %c0, %c0] : memref<2x4x128xf32, #tir.scope<"shared">>, vector<64xf32>
    }
  }
  return
}

// -----

func.func @short_row() {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %x = tir.alloc_buffer "x" : memref<4x32xf32, #tir.scope<"shared">>
    tir.vector_function <simd> {
      // expected-error @+1 {{'vector.load' op moves 64 lanes to or from a row of 32 elements of 'x'}}
      %v = vector.load %x[%c0, %c0] : memref<4x32xf32, #tir.scope<"shared">>, vector<64xf32>
      vector.store %v, %x[%c0, %c0] : memref<4x32xf32, #tir.scope<"shared">>, vector<64xf32>
    }
  }
  return
}

// -----

func.func @past_row() {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c96 = arith.constant 96 : index
    %x = tir.alloc_buffer "x" : memref<4x128xf32, #tir.scope<"shared">>
    tir.vector_function <simd> {
      %v = vector.load %x[%c0, %c0] : memref<4x128xf32, #tir.scope<"shared">>, vector<64xf32>
      // expected-error @+1 {{'vector.store' op moves lanes at index 96 of dimension 1 of 'x', which reach past its 128 elements}}
      vector.store %v, %x[%c0, %c96] : memref<4x128xf32, #tir.scope<"shared">>, vector<64xf32>
    }
  }
  return
}

// -----

func.func @select(%c: i1) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %x = tir.alloc_buffer "x" : memref<4x128xf32, #tir.scope<"shared">>
    tir.vector_function <simd> {
      %v = vector.load %x[%c0, %c0] : memref<4x128xf32, #tir.scope<"shared">>, vector<64xf32>
      // expected-error @+1 {{'arith.select' op on vector registers is not supported: T.simd loads, stores, broadcasts, element-wise arithmetic, casts, exp / ln / sqrt / rsqrt / abs and lane reductions are lowered (registers carried by loops or selected by masks are not)}}
      %s = arith.select %c, %v, %v : vector<64xf32>
      vector.store %s, %x[%c0, %c0] : memref<4x128xf32, #tir.scope<"shared">>, vector<64xf32>
    }
  }
  return
}

// -----

func.func @matrix() {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %x = tir.alloc_buffer "x" : memref<4x128xf32, #tir.scope<"shared">>
    tir.vector_function <simd> {
      // expected-error @+1 {{'vector.load' op uses a register of type 'vector<2x64xf32>': registers are one row of lanes}}
      %v = vector.load %x[%c0, %c0] : memref<4x128xf32, #tir.scope<"shared">>, vector<2x64xf32>
      vector.store %v, %x[%c0, %c0] : memref<4x128xf32, #tir.scope<"shared">>, vector<2x64xf32>
    }
  }
  return
}

// -----

func.func @product() {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %x = tir.alloc_buffer "x" : memref<4x128xf32, #tir.scope<"shared">>
    tir.vector_function <simd> {
      %v = vector.load %x[%c0, %c0] : memref<4x128xf32, #tir.scope<"shared">>, vector<64xf32>
      // expected-error @+1 {{'vector.reduction' op reduces the lanes of a register with 'mul': the Vector core's row reductions add, or take the maximum or minimum}}
      %p = vector.reduction <mul>, %v : vector<64xf32> into f32
      memref.store %p, %x[%c0, %c0] : memref<4x128xf32, #tir.scope<"shared">>
    }
  }
  return
}

// -----

func.func @accumulated(%acc: f32) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %x = tir.alloc_buffer "x" : memref<4x128xf32, #tir.scope<"shared">>
    tir.vector_function <simd> {
      %v = vector.load %x[%c0, %c0] : memref<4x128xf32, #tir.scope<"shared">>, vector<64xf32>
      // expected-error @+1 {{'vector.reduction' op with an accumulator is not supported}}
      %p = vector.reduction <add>, %v, %acc : vector<64xf32> into f32
      memref.store %p, %x[%c0, %c0] : memref<4x128xf32, #tir.scope<"shared">>
    }
  }
  return
}

// -----

func.func @dynamic_lane(%k: index) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %x = tir.alloc_buffer "x" : memref<4x128xf32, #tir.scope<"shared">>
    tir.vector_function <simd> {
      %v = vector.load %x[%c0, %c0] : memref<4x128xf32, #tir.scope<"shared">>, vector<64xf32>
      // expected-error @+1 {{'vector.extract' op takes a lane at a position computed at run time: only constant lanes are supported}}
      %e = vector.extract %v[%k] : f32 from vector<64xf32>
      memref.store %e, %x[%c0, %c0] : memref<4x128xf32, #tir.scope<"shared">>
    }
  }
  return
}

// -----

func.func @register_broadcast(%v: vector<1xf32>) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %x = tir.alloc_buffer "x" : memref<4x128xf32, #tir.scope<"shared">>
    tir.vector_function <simd> {
      // expected-error @+1 {{'vector.broadcast' op broadcasts a register: only a scalar is broadcast to the lanes (T.simd.vdup)}}
      %b = vector.broadcast %v : vector<1xf32> to vector<64xf32>
      vector.store %b, %x[%c0, %c0] : memref<4x128xf32, #tir.scope<"shared">>, vector<64xf32>
    }
  }
  return
}

// -----

// expected-error @+1 {{'func.func' op carries a register into its region (a block argument of vector type): registers are values of the T.simd code they are computed in, not loop-carried or passed in}}
func.func @argument(%v: vector<64xf32>) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %x = tir.alloc_buffer "x" : memref<4x128xf32, #tir.scope<"shared">>
    vector.store %v, %x[%c0, %c0] : memref<4x128xf32, #tir.scope<"shared">>, vector<64xf32>
  }
  return
}

// -----

func.func @bool_register() {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %x = tir.alloc_buffer "x" : memref<2x2048xi8, #tir.scope<"shared">>
    %m = tir.alloc_buffer "m" : memref<2x2048xi1, #tir.scope<"shared">>
    tir.vector_function <simd> {
      // expected-error @+1 {{'vector.load' op uses a register of type 'vector<256xi1>': registers of integers or floats of whole bytes are held in tiles}}
      %v = vector.load %m[%c0, %c0] : memref<2x2048xi1, #tir.scope<"shared">>, vector<256xi1>
      vector.store %v, %m[%c0, %c0] : memref<2x2048xi1, #tir.scope<"shared">>, vector<256xi1>
    }
  }
  return
}

// -----

func.func @first_lanes() {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %x = tir.alloc_buffer "x" : memref<3x96xf32, #tir.scope<"shared">>
    tir.vector_function <simd> {
      // expected-error @+1 {{'vector.load' op moves the first 64 lanes of 'x' ('memref<3x96xf32, #tir.scope<"shared">>'), which are a window of its tile only where the buffer is rows of 64 lanes (its elements a multiple of them, its tile unpadded): at the start of a longer row they read as the first columns of every row of a one-row buffer, a form tile ops do not take}}
      %v = vector.load %x[%c0, %c0] : memref<3x96xf32, #tir.scope<"shared">>, vector<64xf32>
      vector.store %v, %x[%c0, %c0] : memref<3x96xf32, #tir.scope<"shared">>, vector<64xf32>
    }
  }
  return
}

// -----

func.func @negative() {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %m1 = arith.constant -1 : index
    %x = tir.alloc_buffer "x" : memref<4x128xf32, #tir.scope<"shared">>
    tir.vector_function <simd> {
      // expected-error @+1 {{'vector.load' op moves lanes at the negative index -1 of dimension 0 of 'x'}}
      %v = vector.load %x[%m1, %c0] : memref<4x128xf32, #tir.scope<"shared">>, vector<64xf32>
      vector.store %v, %x[%c0, %c0] : memref<4x128xf32, #tir.scope<"shared">>, vector<64xf32>
    }
  }
  return
}

// -----

func.func @region_base(%i: index) {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %x = tir.alloc_buffer "x" : memref<4x128xf32, #tir.scope<"shared">>
    %r = memref.subview %x[0, 0] [4, 96] [1, 1] : memref<4x128xf32, #tir.scope<"shared">> to memref<4x96xf32, strided<[128, 1]>, #tir.scope<"shared">>
    tir.vector_function <simd> {
      // expected-error @+1 {{'vector.load' op moves a register to or from a region of 'x': T.simd loads and stores index whole buffers}}
      %v = vector.load %r[%i, %c0] : memref<4x96xf32, strided<[128, 1]>, #tir.scope<"shared">>, vector<64xf32>
      vector.store %v, %x[%c0, %c0] : memref<4x128xf32, #tir.scope<"shared">>, vector<64xf32>
    }
  }
  return
}

// -----

func.func @rebound_in_loop() {
  tir.kernel (%bx) in (1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %x = tir.alloc_buffer "x" : memref<4x128xf32, #tir.scope<"shared">>
    tir.vector_function <simd> {
      %acc = vector.load %x[%c0, %c0] : memref<4x128xf32, #tir.scope<"shared">>, vector<64xf32>
      tir.for serial %i = %c0 to %c4 step %c1 {
        %v = vector.load %x[%i, %c0] : memref<4x128xf32, #tir.scope<"shared">>, vector<64xf32>
        // expected-warning @+1 {{computes a T.simd register that nothing uses: a name rebound inside a loop is a new register of the iteration, not the one outside it (registers carried across iterations, T.simd.alloc_var, are not supported)}}
        %sum = arith.addf %acc, %v : vector<64xf32>
      }
      vector.store %acc, %x[%c0, %c0] : memref<4x128xf32, #tir.scope<"shared">>, vector<64xf32>
    }
  }
  return
}
