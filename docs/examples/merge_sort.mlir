// tilelang-ascend's merge-sort kernels: 2, 3 and 4 sorted lists of
// (value, index) pairs merged into one with T.tile.merge_sort, in the tir
// dialect (one kernel per function, three in the module).
//
// Source: tile-ai/tilelang-ascend examples/sort/example_merge_sort.py
// @ 51271600, at its own N = 64 pairs per list (ELEMENT_SIZE = 2 floats a
// pair: the value, then the index): generate_merge_sort_2way, _3way and
// _4way. Each list is sorted by descending value; the output holds every
// pair in descending order.
//
//   @T.prim_func
//   def main(block0: T.Tensor([N * ELEMENT_SIZE], "float32"),
//            block1: T.Tensor([N * ELEMENT_SIZE], "float32"),
//            output: T.Tensor([N * 2 * ELEMENT_SIZE], "float32")):
//       with T.Kernel(1, is_npu=True) as (cid, _):
//           src0 = T.alloc_shared([N * ELEMENT_SIZE], "float32")
//           src1 = T.alloc_shared([N * ELEMENT_SIZE], "float32")
//           merge_output = T.alloc_shared([N * 2 * ELEMENT_SIZE], "float32")
//           T.copy(block0, src0)
//           T.copy(block1, src1)
//           T.tile.merge_sort(merge_output, src0, src1)
//           T.copy(merge_output, output)
//
// (the 3- and 4-way kernels add block2 / block3 and src2 / src3 the same
// way.) The sub-block id `_` is unused; tir.kernel keeps the launch's
// sub-block axis (`sub_block (%vid) in 2`), as the printed TIR has it.
// T.alloc_shared is scope "shared.dyn" (placed in ub by its Vector use);
// T.tile.merge_sort(dst, src0, src1, ...) is
// `tir.tile <merge_sort> ins(src0, src1, ...) outs(dst)`.
//
// Lower it with:
//   pto-opt --tir-to-pto-pipeline="arch=a3" docs/examples/merge_sort.mlir -o merge_sort.pto
//   ptoas --pto-arch=a3 --enable-insert-sync merge_sort.pto -o merge_sort.cpp

func.func @merge_sort_2way(%block0: memref<128xf32> {tir.name = "block0"},
                           %block1: memref<128xf32> {tir.name = "block1"},
                           %output: memref<256xf32> {tir.name = "output"}) {
  tir.kernel (%cid) in (1) sub_block (%vid) in 2 {
    %src0 = tir.alloc_buffer "src0" : memref<128xf32, #tir.scope<"shared.dyn">>
    %src1 = tir.alloc_buffer "src1" : memref<128xf32, #tir.scope<"shared.dyn">>
    %merge_output = tir.alloc_buffer "merge_output" : memref<256xf32, #tir.scope<"shared.dyn">>
    tir.copy %block0, %src0 : memref<128xf32>, memref<128xf32, #tir.scope<"shared.dyn">>
    tir.copy %block1, %src1 : memref<128xf32>, memref<128xf32, #tir.scope<"shared.dyn">>
    tir.tile <merge_sort> ins(%src0, %src1 : memref<128xf32, #tir.scope<"shared.dyn">>,
                                 memref<128xf32, #tir.scope<"shared.dyn">>)
                          outs(%merge_output : memref<256xf32, #tir.scope<"shared.dyn">>)
    tir.copy %merge_output, %output : memref<256xf32, #tir.scope<"shared.dyn">>, memref<256xf32>
  }
  return
}

func.func @merge_sort_3way(%block0: memref<128xf32> {tir.name = "block0"},
                           %block1: memref<128xf32> {tir.name = "block1"},
                           %block2: memref<128xf32> {tir.name = "block2"},
                           %output: memref<384xf32> {tir.name = "output"}) {
  tir.kernel (%cid) in (1) sub_block (%vid) in 2 {
    %src0 = tir.alloc_buffer "src0" : memref<128xf32, #tir.scope<"shared.dyn">>
    %src1 = tir.alloc_buffer "src1" : memref<128xf32, #tir.scope<"shared.dyn">>
    %src2 = tir.alloc_buffer "src2" : memref<128xf32, #tir.scope<"shared.dyn">>
    %merge_output = tir.alloc_buffer "merge_output" : memref<384xf32, #tir.scope<"shared.dyn">>
    tir.copy %block0, %src0 : memref<128xf32>, memref<128xf32, #tir.scope<"shared.dyn">>
    tir.copy %block1, %src1 : memref<128xf32>, memref<128xf32, #tir.scope<"shared.dyn">>
    tir.copy %block2, %src2 : memref<128xf32>, memref<128xf32, #tir.scope<"shared.dyn">>
    tir.tile <merge_sort> ins(%src0, %src1, %src2 : memref<128xf32, #tir.scope<"shared.dyn">>,
                                 memref<128xf32, #tir.scope<"shared.dyn">>,
                                 memref<128xf32, #tir.scope<"shared.dyn">>)
                          outs(%merge_output : memref<384xf32, #tir.scope<"shared.dyn">>)
    tir.copy %merge_output, %output : memref<384xf32, #tir.scope<"shared.dyn">>, memref<384xf32>
  }
  return
}

func.func @merge_sort_4way(%block0: memref<128xf32> {tir.name = "block0"},
                           %block1: memref<128xf32> {tir.name = "block1"},
                           %block2: memref<128xf32> {tir.name = "block2"},
                           %block3: memref<128xf32> {tir.name = "block3"},
                           %output: memref<512xf32> {tir.name = "output"}) {
  tir.kernel (%cid) in (1) sub_block (%vid) in 2 {
    %src0 = tir.alloc_buffer "src0" : memref<128xf32, #tir.scope<"shared.dyn">>
    %src1 = tir.alloc_buffer "src1" : memref<128xf32, #tir.scope<"shared.dyn">>
    %src2 = tir.alloc_buffer "src2" : memref<128xf32, #tir.scope<"shared.dyn">>
    %src3 = tir.alloc_buffer "src3" : memref<128xf32, #tir.scope<"shared.dyn">>
    %merge_output = tir.alloc_buffer "merge_output" : memref<512xf32, #tir.scope<"shared.dyn">>
    tir.copy %block0, %src0 : memref<128xf32>, memref<128xf32, #tir.scope<"shared.dyn">>
    tir.copy %block1, %src1 : memref<128xf32>, memref<128xf32, #tir.scope<"shared.dyn">>
    tir.copy %block2, %src2 : memref<128xf32>, memref<128xf32, #tir.scope<"shared.dyn">>
    tir.copy %block3, %src3 : memref<128xf32>, memref<128xf32, #tir.scope<"shared.dyn">>
    tir.tile <merge_sort> ins(%src0, %src1, %src2, %src3 : memref<128xf32, #tir.scope<"shared.dyn">>,
                                 memref<128xf32, #tir.scope<"shared.dyn">>,
                                 memref<128xf32, #tir.scope<"shared.dyn">>,
                                 memref<128xf32, #tir.scope<"shared.dyn">>)
                          outs(%merge_output : memref<512xf32, #tir.scope<"shared.dyn">>)
    tir.copy %merge_output, %output : memref<512xf32, #tir.scope<"shared.dyn">>, memref<512xf32>
  }
  return
}
