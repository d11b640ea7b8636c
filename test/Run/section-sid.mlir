// `with T.Vector() as sid` (upstream's spelling of the sub-block id, bound
// by the Vector section): docs/examples/matmul_add.mlir with its Vector
// core's id taken from the section instead of the kernel (`sub_block
// (%vid) in 2` dropped, `tir.section <vector> (%vid)`), shrunk as
// test/Run/matmul_add.mlir shrinks it. The section's id is the sub-block
// (ascend.subblock_idx): each Vector core adds D to its own half of C's
// rows, with the same numbers as the kernel-bound id on both arches.
// RUN: sed -f %S/Inputs/matmul_add_shrink.sed %examples/matmul_add.mlir | sed -e 's/ sub_block (%%vid) in 2 {/ {/' -e 's/tir.section <vector> {/tir.section <vector> (%%vid) {/' > %t.mlir
// RUN: FileCheck %s --check-prefix=INPUT < %t.mlir
// INPUT: tir.kernel (%cid) in (2) {
// INPUT: tir.section <vector> (%vid) {
// RUN: pto-opt --tir-to-pto-pipeline="arch=a5" %t.mlir | FileCheck %s --check-prefix=PTO
// PTO-LABEL: func.func private @matmul_add_aiv(
// PTO: pto.get_subblock_idx
// RUN: for a in a3 a5; do \
// RUN:   ffts=""; if [ $a = a3 ]; then ffts="--arg zeros:1x256"; fi; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %t.mlir -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg rand:256x256 --arg rand:256x256 --arg zeros:256x256 --arg rand:256x256 $ffts --out-dir %t.$a && \
// RUN:   %python %S/Inputs/reference.py matmul_add %t.$a; rm -rf %t.$a; \
// RUN: done | FileCheck %s
// CHECK: @matmul_add ran 2 blocks, no errors
// CHECK-NEXT: matmul_add: ok (65536 values)
// CHECK-NEXT: @matmul_add ran 2 blocks, no errors
// CHECK-NEXT: matmul_add: ok (65536 values)
