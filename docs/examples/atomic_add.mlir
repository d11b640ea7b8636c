// Upstream TileLang's element atomic add into global memory from every
// thread of a SimtVF region, in the tir dialect.
//
// Source: tile-ai/tilelang examples/ascend/example_atomic.py @ 0e4ad53c,
// `atomic_add_gm_float(N)` at the num_blocks = 8, threads = 256 its
// __main__ runs (float32; N is unused by the kernel):
//
//   @T.prim_func
//   def main(counter: T.Tensor((1,), "float32")):
//       with T.Kernel(num_blocks), T.SimtVF(threads=threads):
//           for _ in T.Parallel(threads):
//               T.atomic_add(counter[0], 1.0)
//
// Each of the 8 x 256 updates adds 1.0: the counter grows by 2048. The
// file's other two kernels, atomic_max_gm_float and atomic_min_gm_float
// (T.atomic_max / T.atomic_min), are reported: PTO's tstore adds
// atomically and has no atomic max or min
// (test/Dialect/TIR/expand-element-atomics-invalid.mlir).
//
// T.SimtVF is tir.vector_function <simt> (a remark: its T.Parallel loop is
// tile work). tir-expand-element-atomics sums the nest's updates of the
// counter in a one-element ub buffer (counter_atomic: 256 x 1.0, a
// reduction of the whole tile) and adds the sum into counter[0] with one
// atomic store per block (pto.tstore {atomicType = atomic_add}).
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/atomic_add.mlir -o atomic_add.pto
//   ptoas --pto-arch=a3 --enable-insert-sync atomic_add.pto -o atomic_add.cpp

func.func @atomic_add_gm_float(%counter: memref<1xf32> {tir.name = "counter"}) {
  tir.kernel (%bx) in (8) {
    tir.vector_function <simt> threads [256] {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 256 : index
      %one = arith.constant 1.0 : f32
      tir.for parallel %i = %c0 to %n step %c1 {
        tir.atomic <add> %counter[%c0], %one : memref<1xf32>
      }
    }
  }
  return
}
