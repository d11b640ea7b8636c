// The capacity check agrees with ptoas's memory planner where the planner
// keeps tiles live past their last use: a tile used inside a loop stays
// allocated to the end of the function. Two loops of 128 KiB of ub tiles
// each: pto-opt rejects the kernel, and ptoas, given the kernel lowered
// without the check, rejects it too. With the first phase straight-line
// both accept it.
// REQUIRES: ptoas
// RUN: not pto-opt %S/Inputs/capacity_two_loops.mlir --ascend-check-capacity 2>&1 | FileCheck %s --check-prefix=TIRPTO
// RUN: pto-opt %S/Inputs/capacity_two_loops.mlir --convert-ascend-to-pto --canonicalize -o %t.loops.pto
// RUN: not %ptoas --pto-arch=a3 --enable-insert-sync %t.loops.pto -o %t.loops.cpp 2>&1 | FileCheck %s --check-prefix=PTOAS
// RUN: pto-opt %S/Inputs/capacity_straight_then_loop.mlir --ascend-check-capacity --convert-ascend-to-pto --canonicalize -o %t.straight.pto
// RUN: %ptoas --pto-arch=a3 --enable-insert-sync %t.straight.pto -o %t.straight.cpp > /dev/null 2>&1

// TIRPTO: error: needs 262144 bytes of ub where the most buffers are live, but a3 has 196608 bytes of ub
// PTOAS: vec overflow, requires 2097152 bits while 1572864 bits
