// The first phase straight-line, the second in a loop
// (test/Pipelines/ptoas-capacity.mlir).
module attributes {ascend.arch = #ascend.arch<a3>} {
func.func @straight_then_loop(%g: memref<128x128xf32, #ascend.address_space<gm>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %x1 = memref.alloc() : memref<128x128xf32, #ascend.address_space<ub>>
  %y1 = memref.alloc() : memref<128x128xf32, #ascend.address_space<ub>>
  %x2 = memref.alloc() : memref<128x128xf32, #ascend.address_space<ub>>
  %y2 = memref.alloc() : memref<128x128xf32, #ascend.address_space<ub>>
  ascend.load ins(%g : memref<128x128xf32, #ascend.address_space<gm>>) outs(%x1 : memref<128x128xf32, #ascend.address_space<ub>>)
  ascend.copy ins(%x1 : memref<128x128xf32, #ascend.address_space<ub>>) outs(%y1 : memref<128x128xf32, #ascend.address_space<ub>>)
  ascend.store ins(%y1 : memref<128x128xf32, #ascend.address_space<ub>>) outs(%g : memref<128x128xf32, #ascend.address_space<gm>>)
  scf.for %k = %c0 to %c4 step %c1 {
    ascend.load ins(%g : memref<128x128xf32, #ascend.address_space<gm>>) outs(%x2 : memref<128x128xf32, #ascend.address_space<ub>>)
    ascend.copy ins(%x2 : memref<128x128xf32, #ascend.address_space<ub>>) outs(%y2 : memref<128x128xf32, #ascend.address_space<ub>>)
    ascend.store ins(%y2 : memref<128x128xf32, #ascend.address_space<ub>>) outs(%g : memref<128x128xf32, #ascend.address_space<gm>>)
  }
  return
}
}
