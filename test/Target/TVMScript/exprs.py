# RUN: pto-translate --import-tir %s | FileCheck %s

# Expressions: integers are index values, untyped literals take the other
# operand's type, // and % are floordivsi and floormod, typed literals,
# casts, math, T.max / T.min, T.if_then_else, T.Select, comparisons and
# boolean operators, let bindings (`x: T.int32 = ...`, T.LetStmt),
# T.call_extern, and integer bit operators.
# from tvm.script import tir as T

# CHECK-LABEL: func.func @exprs(
# CHECK-SAME: %[[X:[^:]*]]: memref<64xf32>
# CHECK-SAME: %[[H:[^:]*]]: memref<64xf16>
# CHECK-SAME: %[[I:[^:]*]]: memref<64xi32>
# CHECK-SAME: %[[EPS:[^:]*]]: f32
@T.prim_func
def exprs(X: T.Buffer((64,), "float32"), H: T.Buffer((64,), "float16"), I: T.Buffer((64,), "int32"), eps: T.float32):
    bx = T.launch_thread("blockIdx.x", 4)
    with T.block("tilelang_root"):
        # (bx * 16) // 2 is bx * 8; (bx * 16) // 3 a floor division.
        # CHECK: %[[C8:.*]] = arith.constant 8 : index
        # CHECK: %[[Q:.*]] = arith.muli %bx, %[[C8]] : index
        # CHECK: %[[C3:.*]] = arith.constant 3 : index
        # CHECK: %[[R:.*]] = tir.intrin "floormod"(%[[Q]], %[[C3]]) : (index, index) -> index
        # CHECK: %[[C16:.*]] = arith.constant 16 : index
        # CHECK: %[[BX16:.*]] = arith.muli %bx, %[[C16]] : index
        # CHECK: arith.floordivsi %[[BX16]], %{{.*}} : index
        row: T.int32 = bx * 16 // 2 % 3
        I[5] = bx * 16 // 3
        # CHECK: %[[V:.*]] = memref.load %[[X]][%[[R]]] : memref<64xf32>
        # CHECK: %[[HALF:.*]] = arith.constant 5.000000e-01 : f32
        # CHECK: %[[M:.*]] = arith.mulf %[[V]], %[[HALF]] : f32
        # CHECK: %[[A:.*]] = arith.addf %[[M]], %[[EPS]] : f32
        # CHECK: %[[E:.*]] = math.exp %[[A]] : f32
        # CHECK: %[[T:.*]] = arith.truncf %[[E]] : f32 to f16
        # CHECK: memref.store %[[T]], %[[H]][%{{.*}}] : memref<64xf16>
        H[0] = T.Cast("float16", T.exp(X[row] * 0.5 + eps))
        # CHECK: %[[NINF:.*]] = arith.constant 0xFF800000 : f32
        # CHECK: arith.maximumf %{{.*}}, %[[NINF]] : f32
        X[1] = T.max(X[1], T.float32("-inf"))
        # CHECK: %[[ZERO:.*]] = arith.constant 0 : i32
        # CHECK: arith.minsi %{{.*}}, %[[ZERO]] : i32
        I[1] = T.min(I[1], 0)
        # CHECK: %[[LT:.*]] = arith.cmpf olt
        # CHECK: %[[GE:.*]] = arith.cmpi sge
        # CHECK: %[[AND:.*]] = arith.andi %[[LT]], %[[GE]] : i1
        # CHECK: tir.intrin "if_then_else"(%[[AND]], %{{.*}}, %{{.*}}) : (i1, f32, f32) -> f32
        X[2] = T.if_then_else(X[2] < T.float32(0.0) and bx >= 1, X[3], T.float32(0.0))
        # CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : f32
        X[3] = T.Select(bx == 0, X[4], X[5])
        # CHECK: %[[SCALE:.*]] = arith.constant 2.000000e+00 : f32
        # CHECK: arith.mulf
        with T.LetStmt(T.float32(2.0), var=scale):
            X[4] = X[4] * scale
        # CHECK: tir.call_extern "expf"(%{{.*}}) : (f32) -> f32
        X[5] = T.call_extern("float32", "expf", X[5])
        # CHECK: tir.intrin "shift_right"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
        # CHECK: tir.intrin "bitwise_and"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
        I[2] = (I[2] >> 4) & 15
        # CHECK: arith.sitofp %{{.*}} : i32 to f32
        X[6] = T.Cast("float32", I[3])
        # CHECK: arith.bitcast %{{.*}} : f32 to i32
        I[4] = T.reinterpret("int32", X[7])
        # CHECK: arith.negf
        X[8] = -X[8]

# Booleans are 1 and 0; a value is true when it is not zero; T.ceildiv
# prints as (x + c - 1) // c and is arith.ceildivsi; a float literal next
# to an integer is a float.
# CHECK-LABEL: func.func @conversions(
# CHECK: %[[B:.*]] = arith.cmpi slt
# CHECK: arith.uitofp %[[B]] : i1 to f32
# CHECK: %[[NZ:.*]] = arith.cmpi ne, %{{.*}}, %{{.*}} : index
# CHECK: arith.extui %[[NZ]] : i1 to i32
# CHECK: %[[C128:.*]] = arith.constant 128 : index
# CHECK: arith.ceildivsi %{{.*}}, %[[C128]] : index
# CHECK: arith.sitofp
# CHECK: arith.addf %{{.*}}, %{{.*}} : f32
@T.prim_func
def conversions(X: T.Buffer((64,), "float32"), I: T.Buffer((64,), "int32"), n: T.int32):
    bx = T.launch_thread("blockIdx.x", 4)
    with T.block("tilelang_root"):
        X[0] = T.Cast("float32", bx < 3)
        I[0] = T.Cast("int32", T.Cast("bool", bx * 2))
        I[1] = (n + 128 - 1) // 128
        X[1] = bx + 0.5

# Python's digit separators: single underscores between digits.
# CHECK-LABEL: func.func @separators(
# CHECK: arith.constant 1.000500e+03 : f32
# CHECK: arith.constant 1000000 : i32
@T.prim_func
def separators(X: T.Buffer((4,), "float32"), I: T.Buffer((4,), "int32")):
    bx = T.launch_thread("blockIdx.x", 1)
    X[0] = T.float32(1_000.5)
    I[0] = 1_000_000
