# docs/examples/gemm_add_relu.mlir at BS = 32, IN = 128, OUT = 256 with
# the source's 8 x 128 x 64 blocks: bs_num = 4, out_num = 2, 8 blocks.
s/memref<8x128xf16> {tir.name = "X"}/memref<32x128xf16> {tir.name = "X"}/
s/: memref<8x128xf16> to !x_region/: memref<32x128xf16> to !x_region/
s/memref<128x128xf16>/memref<256x128xf16>/g
s/memref<128xf16> {tir.name = "Add"}/memref<256xf16> {tir.name = "Add"}/
s/\[128\] \[1\] : memref<128xf16> to/[128] [1] : memref<256xf16> to/
s/memref<8x128xf16> {tir.name = "Y"}/memref<32x256xf16> {tir.name = "Y"}/
/%Y\[%row, %col\]/s/: memref<8x128xf16> to memref<8x128xf16, strided<\[128, 1\], offset: ?>>/: memref<32x256xf16> to memref<8x128xf16, strided<[256, 1], offset: ?>>/
/tir.copy %Y_UB, %y/s/strided<\[128, 1\]/strided<[256, 1]/
s/tir.kernel (%cid) in (1)/tir.kernel (%cid) in (8)/
s/%out_num = arith.constant 1 : index/%out_num = arith.constant 2 : index/
