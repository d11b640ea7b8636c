// Upstream TileLang's while-loop example: an outer serial loop, a `while`
// loop over tile groups, a T.Pipelined loop that multi-buffers its ub tile
// (load, add a bias in a T.SimtVF scope, store) and, inside it, a small
// scalar `while` loop computing the bias, in the tir dialect.
//
// Source: tile-ai/tilelang examples/ascend/example_while_pipelined.py
// @ 0e4ad53c, `while_pipelined()` at its shapes (float32): NUM_CORES = 64
// blocks, TILE_ELEMS = 8192, OUTER = 2, MID = 7, SUB = 7, BIAS_REPS = 3,
// NUM_STAGES = 4, N = NUM_CORES * TILE_ELEMS * OUTER * MID * SUB =
// 51380224. C = A + 3.
//
//   @T.prim_func
//   def main(A: T.Tensor((N,), T.float32), C: T.Tensor((N,), T.float32)):
//       with T.Kernel(NUM_CORES) as bx:
//           b_ub = T.alloc_shared((TILE_ELEMS,), T.float32)
//           T.annotate_buffer_versions({b_ub: NUM_STAGES})
//           for o in range(OUTER):
//               i = T.alloc_var("int32")
//               i = 0
//               while i < MID:
//                   for j in T.Pipelined(SUB, num_stages=NUM_STAGES):
//                       tile = ((o * MID + i) * SUB + j) * NUM_CORES + bx
//                       begin = tile * TILE_ELEMS
//                       end = begin + TILE_ELEMS
//                       T.copy(A[begin:end], b_ub)
//                       bias = T.alloc_var("float32")
//                       bias = 0.0
//                       s = T.alloc_var("int32")
//                       s = 0
//                       while s < BIAS_REPS:
//                           bias = bias + 1.0
//                           s = s + 1
//                       with T.SimtVF(threads=256):
//                           for k in T.Parallel(TILE_ELEMS):
//                               b_ub[k] = b_ub[k] + bias
//                       T.assume_no_conflict(C[begin:end], cross=True)
//                       T.copy(b_ub, C[begin:end])
//                   i = i + 1
//
// The T.alloc_var scalars are local.var buffers of the kernel (TileLang
// allocates every buffer of the body in its root block), written and read
// at element 0; each `while` loop is an scf.while whose test reads them.
// T.annotate_buffer_versions is the kernel's tl.buffer_versions_map;
// T.Pipelined is a pipelined tir.for; T.SimtVF is tir.vector_function
// <simt> (a remark: its T.Parallel loop is tile work). T.assume_no_conflict
// tells TileLang's own auto-scheduler that the stores to C of different
// iterations do not overlap; it does nothing at run time and has no tir
// spelling (pto-translate drops it with a remark): ptoas synchronises
// tirpto's output from the accesses themselves.
//
// After ascend-promote-scalar-slots both `while` loops count up to a
// bound, and ascend-uplift-counted-while makes them scf.for loops: the
// tile index is then known to stay below N / TILE_ELEMS, so every load
// and store is in bounds, and ascend-multi-buffer gives b_ub its four
// versions in the pipelined loop.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/while_pipelined.mlir -o while_pipelined.pto
//   ptoas --pto-arch=a3 --enable-insert-sync while_pipelined.pto -o while_pipelined.cpp

func.func @while_pipelined(%A: memref<51380224xf32> {tir.name = "A"},
                           %C: memref<51380224xf32> {tir.name = "C"}) {
  tir.kernel (%bx) in (64) attributes {tl.buffer_versions_map = {b_ub = 4 : i64}} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %outer = arith.constant 2 : index
    %sub = arith.constant 7 : index
    %num_cores = arith.constant 64 : index
    %tile_elems = arith.constant 8192 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %mid = arith.constant 7 : i32
    %bias_reps = arith.constant 3 : i32
    %f0 = arith.constant 0.0 : f32
    %f1 = arith.constant 1.0 : f32
    %b_ub = tir.alloc_buffer "b_ub" : memref<8192xf32, #tir.scope<"shared.dyn">>
    %i = tir.alloc_buffer "i" : memref<1xi32, #tir.scope<"local.var">>
    %bias = tir.alloc_buffer "bias" : memref<1xf32, #tir.scope<"local.var">>
    %s = tir.alloc_buffer "s" : memref<1xi32, #tir.scope<"local.var">>
    tir.for serial %o = %c0 to %outer step %c1 {
      memref.store %zero, %i[%c0] : memref<1xi32, #tir.scope<"local.var">>
      scf.while : () -> () {
        %iv = memref.load %i[%c0] : memref<1xi32, #tir.scope<"local.var">>
        %more = arith.cmpi slt, %iv, %mid : i32
        scf.condition(%more)
      } do {
        tir.for pipelined %j = %c0 to %sub step %c1 attributes {num_stages = 4 : i64} {
          // tile = ((o * MID + i) * SUB + j) * NUM_CORES + bx
          %o7 = arith.muli %o, %sub : index
          %iv = memref.load %i[%c0] : memref<1xi32, #tir.scope<"local.var">>
          %ii = arith.index_cast %iv : i32 to index
          %group = arith.addi %o7, %ii : index
          %g7 = arith.muli %group, %sub : index
          %step = arith.addi %g7, %j : index
          %s64 = arith.muli %step, %num_cores : index
          %tile = arith.addi %s64, %bx : index
          %begin = arith.muli %tile, %tile_elems : index
          %a = memref.subview %A[%begin] [8192] [1]
              : memref<51380224xf32> to memref<8192xf32, strided<[1], offset: ?>>
          tir.copy %a, %b_ub
              : memref<8192xf32, strided<[1], offset: ?>>, memref<8192xf32, #tir.scope<"shared.dyn">>
          memref.store %f0, %bias[%c0] : memref<1xf32, #tir.scope<"local.var">>
          memref.store %zero, %s[%c0] : memref<1xi32, #tir.scope<"local.var">>
          scf.while : () -> () {
            %sv = memref.load %s[%c0] : memref<1xi32, #tir.scope<"local.var">>
            %again = arith.cmpi slt, %sv, %bias_reps : i32
            scf.condition(%again)
          } do {
            %b = memref.load %bias[%c0] : memref<1xf32, #tir.scope<"local.var">>
            %b1 = arith.addf %b, %f1 : f32
            memref.store %b1, %bias[%c0] : memref<1xf32, #tir.scope<"local.var">>
            %sv = memref.load %s[%c0] : memref<1xi32, #tir.scope<"local.var">>
            %s1 = arith.addi %sv, %one : i32
            memref.store %s1, %s[%c0] : memref<1xi32, #tir.scope<"local.var">>
            scf.yield
          }
          tir.vector_function <simt> threads [256] {
            tir.for parallel %k = %c0 to %tile_elems step %c1 {
              %x = memref.load %b_ub[%k] : memref<8192xf32, #tir.scope<"shared.dyn">>
              %b = memref.load %bias[%c0] : memref<1xf32, #tir.scope<"local.var">>
              %y = arith.addf %x, %b : f32
              memref.store %y, %b_ub[%k] : memref<8192xf32, #tir.scope<"shared.dyn">>
            }
          }
          %c = memref.subview %C[%begin] [8192] [1]
              : memref<51380224xf32> to memref<8192xf32, strided<[1], offset: ?>>
          tir.copy %b_ub, %c
              : memref<8192xf32, #tir.scope<"shared.dyn">>, memref<8192xf32, strided<[1], offset: ?>>
        }
        %iv = memref.load %i[%c0] : memref<1xi32, #tir.scope<"local.var">>
        %next = arith.addi %iv, %one : i32
        memref.store %next, %i[%c0] : memref<1xi32, #tir.scope<"local.var">>
        scf.yield
      }
    }
  }
  return
}
