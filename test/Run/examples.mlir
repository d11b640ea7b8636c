// The numbers of every kernel in docs/examples, on both arches: each is
// lowered by the pipeline, run by pto-run on random inputs (a few blocks of
// the large ones, or shrunk shapes that keep their edge cases), and compared
// with an independent reference (Inputs/reference.py, from the TileLang
// source in each example's header). A wrong number, an access out of
// bounds or a store of never-written data fails the test.
// The other kernels are in examples-more.mlir (two files, so that lit runs
// them in parallel).
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/elementwise_add.mlir -o %t.add.$a.pto && \
// RUN:   pto-run %t.add.$a.pto --assume-ptoas-sync --blocks 4 --arg rand:4096x64 --arg rand:4096x64 --arg zeros:4096x64 --outputs 2 --out-dir %t.add.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py add %t.add.$a 128; rm -rf %t.add.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/elementwise_add_tail.mlir -o %t.tail.$a.pto && \
// RUN:   pto-run %t.tail.$a.pto --assume-ptoas-sync --arg rand:1000x64 --arg rand:1000x64 --arg zeros:1000x64 --outputs 2 --out-dir %t.tail.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py add_tail %t.tail.$a; rm -rf %t.tail.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/broadcast.mlir -o %t.bc.$a.pto && \
// RUN:   pto-run %t.bc.$a.pto --assume-ptoas-sync --blocks 3 --arg rand:4096x256 --arg rand:1x256 --arg rand:4096x1 --arg zeros:4096x256 --arg zeros:4096x256 --outputs 3,4 --out-dir %t.bc.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py broadcast %t.bc.$a 48; rm -rf %t.bc.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/reduce.mlir -o %t.red.$a.pto && \
// RUN:   pto-run %t.red.$a.pto --assume-ptoas-sync --blocks 3 --arg rand:4096x256 --arg zeros:4096 --arg zeros:4096 --arg zeros:256x256 --arg zeros:256x256 --outputs 1,2,3,4 --out-dir %t.red.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py reduce %t.red.$a 48; rm -rf %t.red.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/softmax.mlir -o %t.sm.$a.pto && \
// RUN:   pto-run %t.sm.$a.pto --assume-ptoas-sync --blocks 3 --arg rand:4096x1024 --arg zeros:4096x1024 --outputs 1 --out-dir %t.sm.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py softmax %t.sm.$a 24; rm -rf %t.sm.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/softmax_dynamic.mlir -o %t.smd.$a.pto && \
// RUN:   pto-run %t.smd.$a.pto --assume-ptoas-sync --blocks 3 --arg rand:20x1024 --arg 20 --arg zeros:20x1024 --arg 20 --outputs 2 --out-dir %t.smd.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py softmax_dynamic %t.smd.$a; rm -rf %t.smd.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/online_softmax.mlir -o %t.os.$a.pto && \
// RUN:   pto-run %t.os.$a.pto --assume-ptoas-sync --blocks 3 --arg rand:4096x1024 --arg zeros:4096x1024 --outputs 1 --out-dir %t.os.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py online_softmax %t.os.$a 24; rm -rf %t.os.$a; \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %examples/rmsnorm.mlir -o %t.rms.$a.pto && \
// RUN:   pto-run %t.rms.$a.pto --assume-ptoas-sync --blocks 2 --arg rand:4096x4096 --arg rand:4096 --arg zeros:4096x4096 --arg 1e-6 --outputs 2 --out-dir %t.rms.$a > /dev/null && \
// RUN:   %python %S/Inputs/reference.py rmsnorm %t.rms.$a 4 1e-6; rm -rf %t.rms.$a; \
// RUN: done | FileCheck %s

// CHECK: add: ok (8192 values)
// CHECK-NEXT: add_tail: ok (64000 values)
// CHECK-NEXT: broadcast: ok (24576 values)
// CHECK-NEXT: reduce: ok (1632 values)
// CHECK-NEXT: softmax: ok (24576 values)
// CHECK-NEXT: softmax_dynamic: ok (20480 values)
// CHECK-NEXT: online_softmax: ok (24576 values)
// CHECK-NEXT: rmsnorm: ok (16384 values)
// CHECK-NEXT: add: ok (8192 values)
// CHECK-NEXT: add_tail: ok (64000 values)
// CHECK-NEXT: broadcast: ok (24576 values)
// CHECK-NEXT: reduce: ok (1632 values)
// CHECK-NEXT: softmax: ok (24576 values)
// CHECK-NEXT: softmax_dynamic: ok (20480 values)
// CHECK-NEXT: online_softmax: ok (24576 values)
// CHECK-NEXT: rmsnorm: ok (16384 values)
