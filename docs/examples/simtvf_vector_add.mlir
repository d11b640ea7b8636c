// Upstream TileLang's SimtVF vector add that computes on global memory
// directly (no T.copy), in the tir dialect.
//
// Source: tile-ai/tilelang examples/ascend/example_simtvf_vector_add.py
// @ 0e4ad53c, `vector_add(N)` at the N = 1024 its __main__ runs (float32):
//
//   @T.prim_func
//   def main(A: T.Buffer((N,), "float32"), B: T.Buffer((N,), "float32"),
//            C: T.Buffer((N,), "float32")):
//       with T.Kernel(1) as _, T.SimtVF(threads=128):
//           for i in T.Parallel(N):
//               C[i] = A[i] + B[i]
//
// T.SimtVF is tir.vector_function <simt> (a remark: its T.Parallel loop is
// tile work). The Vector core computes on ub tiles only:
// tir-stage-global-parallel copies A and B into ub buffers, computes the
// nest on them and copies C out (in chunks when they do not fit).
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/simtvf_vector_add.mlir -o simtvf_vector_add.pto
//   ptoas --pto-arch=a3 --enable-insert-sync simtvf_vector_add.pto -o simtvf_vector_add.cpp

func.func @vector_add(%A: memref<1024xf32> {tir.name = "A"},
                      %B: memref<1024xf32> {tir.name = "B"},
                      %C: memref<1024xf32> {tir.name = "C"}) {
  tir.kernel (%bx) in (1) {
    tir.vector_function <simt> threads [128] {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 1024 : index
      tir.for parallel %i = %c0 to %n step %c1 {
        %a = memref.load %A[%i] : memref<1024xf32>
        %b = memref.load %B[%i] : memref<1024xf32>
        %s = arith.addf %a, %b : f32
        memref.store %s, %C[%i] : memref<1024xf32>
      }
    }
  }
  return
}
