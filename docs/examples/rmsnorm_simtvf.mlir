// Upstream TileLang's RMSNorm forward on Ascend (persistent over 64 cores,
// double-buffered, a SimtVF region reducing into a reducer), in the tir
// dialect.
//
// Source: tile-ai/tilelang examples/ascend/example_rmsnorm.py @ 0e4ad53c,
// `rms_norm_fwd(batch, d)` at the first shape its __main__ checks,
// batch = 4096, d = 4096, float32 (TILE = next_power_of_2(d) = 4096,
// threads 128, vf_latency 1824):
//
//   @T.prim_func
//   def main(X: T.Buffer((N,), dtype), Y: T.Buffer((N,), dtype),
//            W: T.Buffer((d,), dtype), RSTD: T.Buffer((batch,), "float32"),
//            eps: T.float32):
//       n_tokens_per_core = batch // N_CORES
//       with T.Kernel(N_CORES) as core_id:
//           w_ub = T.alloc_shared((d,), dtype)
//           x_ub = T.alloc_shared((TILE), "float32")
//           y_ub = T.alloc_shared((TILE), "float32")
//           z_rstd_ub = T.alloc_shared((8), "float32")
//           T.copy(W[:d], w_ub[:d])
//           for t in T.Pipelined(n_tokens_per_core, num_stages=2):
//               base = (t * N_CORES + core_id) * d
//               T.copy(X[base : base + d], x_ub[:d])
//               with T.SimtVF(threads=threads, latency=vf_latency):
//                   x_frag = T.alloc_fragment((TILE,), "float32")
//                   for i in T.Parallel(TILE):
//                       x_frag[i] = x_ub[i]
//                   sum_sq = T.alloc_reducer((1,), "float32", op="sum",
//                                            replication="all")
//                   T.clear(sum_sq)
//                   for i in T.Parallel(TILE):
//                       if i < d:
//                           sum_sq[0] += x_frag[i] * x_frag[i]
//                   T.finalize_reducer(sum_sq)
//                   var = sum_sq[0] / d + eps
//                   rstd_val = T.rsqrt(var)
//                   z_rstd_ub[0] = rstd_val
//                   for i in T.Parallel(TILE):
//                       if i < d:
//                           y_ub[i] = x_frag[i] * rstd_val * w_ub[i]
//               row_id = t * N_CORES + core_id
//               T.copy(y_ub[:d], Y[base : base + d])
//               T.copy(z_rstd_ub[:1], RSTD[row_id : row_id + 1])
//
// The SimtVF region is tile work (a remark): the guards `i < d` hold on
// the whole tile (TILE = d) and are folded (tir-if-convert-parallel); the
// reduction into the one-element reducer is a reduction of the whole row
// tile (convert-tir-to-ascend); the scalar T.rsqrt is computed on a
// one-row tile and read back.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/rmsnorm_simtvf.mlir -o rmsnorm_simtvf.pto
//   ptoas --pto-arch=a3 --enable-insert-sync rmsnorm_simtvf.pto -o rmsnorm_simtvf.cpp

!row = memref<4096xf32, #tir.scope<"shared.dyn">>
!frag = memref<4096xf32, #tir.scope<"local.fragment">>
func.func @rms_norm_fwd(%X: memref<16777216xf32> {tir.name = "X"},
                        %Y: memref<16777216xf32> {tir.name = "Y"},
                        %W: memref<4096xf32> {tir.name = "W"},
                        %RSTD: memref<4096xf32> {tir.name = "RSTD"},
                        %eps: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c4096 = arith.constant 4096 : index
  %zero = arith.constant 0.0 : f32
  %d = arith.constant 4096.0 : f32
  tir.kernel (%core_id) in (64) {
    %w_ub = tir.alloc_buffer "w_ub" : !row
    %x_ub = tir.alloc_buffer "x_ub" : !row
    %y_ub = tir.alloc_buffer "y_ub" : !row
    %z_rstd_ub = tir.alloc_buffer "z_rstd_ub" : memref<8xf32, #tir.scope<"shared.dyn">>
    tir.copy %W, %w_ub : memref<4096xf32>, !row
    tir.for pipelined %t = %c0 to %c64 step %c1 attributes {num_stages = 2 : i64} {
      %t64 = arith.muli %t, %c64 : index
      %row_id = arith.addi %t64, %core_id : index
      %base = arith.muli %row_id, %c4096 : index
      %x_region = memref.subview %X[%base] [4096] [1] : memref<16777216xf32> to memref<4096xf32, strided<[1], offset: ?>>
      tir.copy %x_region, %x_ub : memref<4096xf32, strided<[1], offset: ?>>, !row
      tir.vector_function <simt> threads [128] {
        %x_frag = tir.alloc_buffer "x_frag" : !frag
        %sum_sq = tir.alloc_buffer "sum_sq" : memref<1xf32, #tir.scope<"local.fragment">>
        tir.for parallel %i = %c0 to %c4096 step %c1 {
          %x = memref.load %x_ub[%i] : !row
          memref.store %x, %x_frag[%i] : !frag
        }
        tir.fill %sum_sq, %zero : memref<1xf32, #tir.scope<"local.fragment">>
        tir.for parallel %i = %c0 to %c4096 step %c1 {
          %in = arith.cmpi slt, %i, %c4096 : index
          scf.if %in {
            %acc = memref.load %sum_sq[%c0] : memref<1xf32, #tir.scope<"local.fragment">>
            %x = memref.load %x_frag[%i] : !frag
            %xx = arith.mulf %x, %x : f32
            %sum = arith.addf %acc, %xx : f32
            memref.store %sum, %sum_sq[%c0] : memref<1xf32, #tir.scope<"local.fragment">>
          }
        }
        tir.finalize_reducer %sum_sq : memref<1xf32, #tir.scope<"local.fragment">>
        %ss = memref.load %sum_sq[%c0] : memref<1xf32, #tir.scope<"local.fragment">>
        %mean = arith.divf %ss, %d : f32
        %var = arith.addf %mean, %eps : f32
        %rstd_val = math.rsqrt %var : f32
        memref.store %rstd_val, %z_rstd_ub[%c0] : memref<8xf32, #tir.scope<"shared.dyn">>
        tir.for parallel %i = %c0 to %c4096 step %c1 {
          %in = arith.cmpi slt, %i, %c4096 : index
          scf.if %in {
            %x = memref.load %x_frag[%i] : !frag
            %xr = arith.mulf %x, %rstd_val : f32
            %w = memref.load %w_ub[%i] : !row
            %y = arith.mulf %xr, %w : f32
            memref.store %y, %y_ub[%i] : !row
          }
        }
      }
      %y_region = memref.subview %Y[%base] [4096] [1] : memref<16777216xf32> to memref<4096xf32, strided<[1], offset: ?>>
      tir.copy %y_ub, %y_region : !row, memref<4096xf32, strided<[1], offset: ?>>
      %z = memref.subview %z_rstd_ub[0] [1] [1] : memref<8xf32, #tir.scope<"shared.dyn">> to memref<1xf32, strided<[1]>, #tir.scope<"shared.dyn">>
      %rstd_region = memref.subview %RSTD[%row_id] [1] [1] : memref<4096xf32> to memref<1xf32, strided<[1], offset: ?>>
      tir.copy %z, %rstd_region : memref<1xf32, strided<[1]>, #tir.scope<"shared.dyn">>, memref<1xf32, strided<[1], offset: ?>>
    }
  }
  return
}
