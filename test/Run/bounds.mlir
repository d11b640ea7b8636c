// pto-run checks every GM access against its tensor. The unclipped
// elementwise_add_tail (Inputs/add_tail_unclipped.pto) reads past A in its
// last block; the current pipeline output runs clean and adds exactly.
// RUN: not pto-run %S/Inputs/add_tail_unclipped.pto --arg rand:1000x64 --arg rand:1000x64 --arg zeros:1000x64 --assume-ptoas-sync 2>&1 | FileCheck %s --check-prefix=OOB
// OOB: add_tail_unclipped.pto:{{[0-9]+}}:5: error: the partition [992, 1024) of dimension 0 lies outside its tensor view (extent 1000) of argument #0 ('arg0') in block 31
// OOB-NEXT: pto.tload

// With views that claim 1024 rows, the partitions stay inside them, but
// the tiles' valid shapes (8 rows in the last block) differ from the
// partitions' (32 rows): pto-isa requires them equal.
// RUN: sed 's/shape = \[%c1000, %c64\], strides/shape = [%c1024, %c64], strides/; s/%c1000 = arith.constant 1000/%c1024 = arith.constant 1024 : index\n    %c1000 = arith.constant 1000/' %S/Inputs/add_tail_unclipped.pto > %t.view.pto
// RUN: not pto-run %t.view.pto --arg rand:1000x64 --arg rand:1000x64 --arg zeros:1000x64 --assume-ptoas-sync 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: error: the partition's shape 32x64 differs from the tile's valid shape 8x64 (the tload moves the tile's valid shape, pto-isa requires them equal)

// With the valid shapes left whole as well, the last block's tload reads
// past the 1000 x 64 tensor behind the view.
// RUN: sed 's/%n, %c64 :/%c32, %c64 :/' %t.view.pto > %t.buf.pto
// RUN: not pto-run %t.buf.pto --arg rand:1000x64 --arg rand:1000x64 --arg zeros:1000x64 --assume-ptoas-sync 2>&1 | FileCheck %s --check-prefix=BUF
// BUF: error: accesses element 64000 of argument #0 ('arg0'), which has 64000 elements (out of bounds, block 31)

// The pipeline's output for the same kernel.
// RUN: pto-opt --tir-to-pto-pipeline="arch=a3" %examples/elementwise_add_tail.mlir -o %t.a3.pto
// RUN: pto-run %t.a3.pto --arg rand:1000x64 --arg rand:1000x64 --arg zeros:1000x64 --assume-ptoas-sync --out-dir %t.out | FileCheck %s --check-prefix=OK
// OK: pto-run: @add_tail ran 32 blocks, no errors
