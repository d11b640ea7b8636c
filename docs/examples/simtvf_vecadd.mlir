// Upstream TileLang's vector add with its element-wise loop in a SIMT
// vector-function scope (T.SimtVF), in the tir dialect.
//
// Source: tile-ai/tilelang examples/ascend/example_simtvf_vecadd.py
// @ 0e4ad53c, `vector_add(N)` at its default N = 2^30 (float32): 64
// blocks, tiles of TILE_ELEMS = 8192 elements, TOTAL_TILES = 2048 tiles
// per block, two buffer versions.
//
//   @T.prim_func
//   def main(A: T.Buffer((N,), "float32"), B: T.Buffer((N,), "float32"),
//            C: T.Buffer((N,), "float32")):
//       with T.Kernel(NUM_BLOCKS) as bx:
//           temp1 = T.alloc_shared((TILE_ELEMS,), "float32")
//           temp2 = T.alloc_shared((TILE_ELEMS,), "float32")
//           temp3 = T.alloc_shared((TILE_ELEMS,), "float32")
//           T.annotate_buffer_versions({temp1: NUM_STAGES, temp2: NUM_STAGES,
//                                       temp3: NUM_STAGES})
//           for iter in T.Pipelined(TOTAL_TILES, num_stages=NUM_STAGES):
//               begin = (iter * NUM_BLOCKS + bx) * TILE_ELEMS
//               end = (iter * NUM_BLOCKS + bx + 1) * TILE_ELEMS
//               T.copy(A[begin:end], temp1)
//               T.copy(B[begin:end], temp2)
//               with T.SimtVF(threads=NUM_THREADS):
//                   for i in T.Parallel(TILE_ELEMS):
//                       temp3[i] = temp1[i] + temp2[i]
//               T.copy(temp3, C[begin:end])
//
// T.alloc_shared is scope "shared.dyn" (placed in ub by its Vector use);
// T.annotate_buffer_versions is the kernel's tl.buffer_versions_map
// (ascend-multi-buffer gives each buffer its two versions in the pipelined
// loop); T.SimtVF is tir.vector_function <simt> (a remark: its T.Parallel
// loop is tile work).
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/simtvf_vecadd.mlir -o simtvf_vecadd.pto
//   ptoas --pto-arch=a3 --enable-insert-sync simtvf_vecadd.pto -o simtvf_vecadd.cpp

func.func @vector_add(%A: memref<1073741824xf32> {tir.name = "A"},
                      %B: memref<1073741824xf32> {tir.name = "B"},
                      %C: memref<1073741824xf32> {tir.name = "C"}) {
  tir.kernel (%bx) in (64) attributes {tl.buffer_versions_map = {temp1 = 2 : i64, temp2 = 2 : i64, temp3 = 2 : i64}} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %num_blocks = arith.constant 64 : index
    %tile_elems = arith.constant 8192 : index
    %total_tiles = arith.constant 2048 : index
    %temp1 = tir.alloc_buffer "temp1" : memref<8192xf32, #tir.scope<"shared.dyn">>
    %temp2 = tir.alloc_buffer "temp2" : memref<8192xf32, #tir.scope<"shared.dyn">>
    %temp3 = tir.alloc_buffer "temp3" : memref<8192xf32, #tir.scope<"shared.dyn">>
    tir.for pipelined %iter = %c0 to %total_tiles step %c1 attributes {num_stages = 2 : i64} {
      %t = arith.muli %iter, %num_blocks : index
      %tile = arith.addi %t, %bx : index
      %begin = arith.muli %tile, %tile_elems : index
      %a = memref.subview %A[%begin] [8192] [1]
          : memref<1073741824xf32> to memref<8192xf32, strided<[1], offset: ?>>
      tir.copy %a, %temp1
          : memref<8192xf32, strided<[1], offset: ?>>, memref<8192xf32, #tir.scope<"shared.dyn">>
      %b = memref.subview %B[%begin] [8192] [1]
          : memref<1073741824xf32> to memref<8192xf32, strided<[1], offset: ?>>
      tir.copy %b, %temp2
          : memref<8192xf32, strided<[1], offset: ?>>, memref<8192xf32, #tir.scope<"shared.dyn">>
      tir.vector_function <simt> threads [2048] {
        tir.for parallel %i = %c0 to %tile_elems step %c1 {
          %x = memref.load %temp1[%i] : memref<8192xf32, #tir.scope<"shared.dyn">>
          %y = memref.load %temp2[%i] : memref<8192xf32, #tir.scope<"shared.dyn">>
          %s = arith.addf %x, %y : f32
          memref.store %s, %temp3[%i] : memref<8192xf32, #tir.scope<"shared.dyn">>
        }
      }
      %c = memref.subview %C[%begin] [8192] [1]
          : memref<1073741824xf32> to memref<8192xf32, strided<[1], offset: ?>>
      tir.copy %temp3, %c
          : memref<8192xf32, #tir.scope<"shared.dyn">>, memref<8192xf32, strided<[1], offset: ?>>
    }
  }
  return
}
