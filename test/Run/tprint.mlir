// Upstream TileLang's T.print (Inputs/tprint.py) imported and run on both
// arches: each extern of its macros is a T.printf of the message and the
// values (tl.ascend_printf, one pto.print per value), integers with %d
// (64-bit ones and indices with %ld) and floats with %f; T.device_assert is
// dropped with a remark.
// RUN: pto-translate --import-tir %S/Inputs/tprint.py -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --check-prefix=TIR < %t.mlir
// RUN: for a in a3 a5; do \
// RUN:   pto-opt --tir-to-pto-pipeline="arch=$a" %t.mlir -o %t.$a.pto && \
// RUN:   pto-run %t.$a.pto --assume-ptoas-sync --arg iota:2x3; \
// RUN: done | FileCheck %s

// REMARK: remark: 'T.device_assert_with_msg' ignored: TileLang emits device asserts for CUDA only, and tirpto does not check them on the chip

// TIR: tir.intrin "tl.ascend_printf"() {args = ["start: 100%% sure\0A"]} : () -> ()
// TIR: tir.intrin "tl.ascend_printf"(%{{.*}}) {args = ["expr<bx + 7>: %ld\0A"]} : (i64) -> ()
// TIR: tir.intrin "tl.ascend_printf"(%{{.*}}, %{{.*}}) {args = ["A[%ld] = %f\0A"]} : (i64, f32) -> ()
// TIR: tir.intrin "tl.ascend_printf"(%{{.*}}, %{{.*}}) {args = ["buffer<a, float32> a[%ld] = %f\0A"]} : (i64, f32) -> ()

// CHECK: start: 100% sure
// CHECK-NEXT: expr<bx + 7>: 7
// CHECK-NEXT: A[0] = 0.000000
// CHECK-NEXT: A[1] = 1.000000
// CHECK-NEXT: A[2] = 2.000000
// CHECK-NEXT: A[3] = 3.000000
// CHECK-NEXT: A[4] = 4.000000
// CHECK-NEXT: A[5] = 5.000000
// CHECK-NEXT: buffer<a, float32> a[0] = 0.000000
// CHECK-NEXT: buffer<a, float32> a[1] = 10.000000
// CHECK-NEXT: buffer<a, float32> a[2] = 20.000000
// CHECK-NEXT: buffer<a, float32> a[3] = 30.000000
// CHECK-NEXT: buffer<a, float32> a[4] = 40.000000
// CHECK-NEXT: buffer<a, float32> a[5] = 50.000000
// CHECK-NEXT: ran 1 block, no errors
// CHECK-NEXT: start: 100% sure
// CHECK: buffer<a, float32> a[5] = 50.000000
// CHECK-NEXT: ran 1 block, no errors
