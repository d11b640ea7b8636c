# RUN: pto-translate --import-tir %s | FileCheck %s

# Loops: range and T.serial are serial, T.serial with num_stages (how
# T.Pipelined prints) is pipelined and keeps TileLang's other annotations,
# nested T.parallel loops (a T.Parallel nest), T.unroll, T.vectorized,
# T.grid (one loop per extent), and range(start, stop).
# from tvm.script import tir as T

# CHECK-LABEL: func.func @loops(
# CHECK: %[[C0:.*]] = arith.constant 0 : index
# CHECK: %[[C8:.*]] = arith.constant 8 : index
# CHECK: tir.for pipelined %[[K:.*]] = %[[C0]] to %[[C8]] step %{{.*}} attributes {num_stages = 3 : i64, tl_pipeline_order = [0, 1], tl_pipeline_stage = [0, 1]} {
# CHECK:   tir.for parallel %[[I:.*]] = %{{.*}} to %{{.*}} step
# CHECK:     tir.for parallel %[[J:.*]] = %{{.*}} to %{{.*}} step
# CHECK:       memref.load %{{.*}}[%[[I]], %[[J]]]
# CHECK: tir.for serial %{{.*}} = %{{.*}} to %{{.*}} step
# CHECK: tir.for unrolled
# CHECK: tir.for vectorized
# CHECK: tir.for serial %[[G0:.*]] = %{{.*}} to %{{.*}} step
# CHECK:   tir.for serial %[[G1:.*]] = %{{.*}} to %{{.*}} step
# CHECK:     memref.store %{{.*}}, %{{.*}}[%[[G0]], %[[G1]]]
# CHECK: %[[C2:.*]] = arith.constant 2 : index
# CHECK: %[[C6:.*]] = arith.constant 6 : index
# CHECK: tir.for serial %{{.*}} = %[[C2]] to %[[C6]] step
@T.prim_func
def loops(A: T.Buffer((32, 64), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    with T.block("tilelang_root"):
        a = T.alloc_buffer((32, 64), scope="shared.dyn")
        for k in T.serial(8, annotations={"num_stages": 3, "tl_pipeline_order": [0, 1], "tl_pipeline_stage": [0, 1]}):
            for i in T.parallel(32):
                for j in T.parallel(64):
                    a[i, j] = a[i, j] + T.float32(1.0)
        for t in range(4):
            a[t, 0] = T.float32(0.0)
        for u in T.unroll(4):
            a[u, 1] = T.float32(0.0)
        for v in T.vectorized(4):
            a[v, 2] = T.float32(0.0)
        for i, j in T.grid(4, 8):
            a[i, j] = T.float32(2.0)
        for w in range(2, 6):
            a[w, 3] = T.float32(0.0)

# T.Persistent prints its tile index as a let over the wave loop's variable,
# outside that loop (`w = T.int32()` declares it): the let is evaluated
# where it is used, inside the loop. A T.Select of one constant in both
# arms is that constant.
# CHECK-LABEL: func.func @persistent_let(
# CHECK: tir.kernel (%[[BX:.*]]) in (2) {
# CHECK: tir.for serial %[[W:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
# CHECK: %[[W2:.*]] = arith.muli %[[W]], %{{.*}} : index
# CHECK: %[[TILE:.*]] = arith.addi %[[W2]], %[[BX]] : index
# CHECK: memref.store %{{.*}}, %{{.*}}[%[[TILE]]]
# CHECK: tir.copy %{{.*}}, %{{.*}} {unit_flag_ctrl = 2 : i64}
@T.prim_func
def persistent_let(A: T.Buffer((64,), "float32")):
    bx = T.launch_thread("blockIdx.x", 2)
    with T.block("tilelang_root"):
        a = T.alloc_buffer((8,), scope="shared.dyn")
        w = T.int32()
        tile: T.int32 = w * 2 + bx
        for w in range(4):
            A[tile] = T.float32(0)
            T.copy(T.region(A[0], 1, 8), T.region(a[0], 2, 8), unit_flag_ctrl=T.Select(w == 3, 2, 2))

# A while loop is an scf.while: its condition is evaluated in the before
# region on every test (reading the local.var the body writes), a
# non-boolean condition is tested against zero, and the body is the after
# region.
# CHECK-LABEL: func.func @while_loops(
# CHECK: %[[I:.*]] = tir.alloc_buffer "i" : memref<1xi32, #tir.scope<"local.var">>
# CHECK: scf.while : () -> () {
# CHECK:   %[[V:.*]] = memref.load %[[I]][%{{.*}}] : memref<1xi32, #tir.scope<"local.var">>
# CHECK:   %[[LT:.*]] = arith.cmpi slt, %[[V]], %{{.*}} : i32
# CHECK:   scf.condition(%[[LT]])
# CHECK: } do {
# CHECK:   %[[W:.*]] = memref.load %[[I]]
# CHECK:   %[[N:.*]] = arith.addi %[[W]], %{{.*}} : i32
# CHECK:   memref.store %[[N]], %[[I]]
# CHECK:   scf.yield
# CHECK: }
# CHECK: scf.while : () -> () {
# CHECK:   %[[F:.*]] = memref.load %{{.*}}[%{{.*}}] : memref<1xf32, #tir.scope<"local.var">>
# CHECK:   %[[NZ:.*]] = arith.cmpf une, %[[F]], %{{.*}} : f32
# CHECK:   scf.condition(%[[NZ]])
@T.prim_func
def while_loops(A: T.Buffer((64,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    with T.block("tilelang_root"):
        i = T.alloc_buffer((1,), "int32", scope="local.var")
        x = T.alloc_buffer((1,), scope="local.var")
        i[0] = 0
        while i[0] < 7:
            i[0] = i[0] + 1
        x[0] = T.float32(4)
        while x[0]:
            x[0] = x[0] - T.float32(1)

# `or` whose right side reads a buffer at a computed index is
# short-circuited (an scf.if yielding true where the left side holds), also
# under `not`; one that reads only a T.alloc_var (`i[0]`) is an arith.ori.
# CHECK-LABEL: func.func @short_circuit(
# CHECK: scf.while : () -> () {
# CHECK:   %[[GE:.*]] = arith.cmpi sge, %{{.*}}, %{{.*}} : i32
# CHECK:   %[[OR:.*]] = scf.if %[[GE]] -> (i1) {
# CHECK:     scf.yield %{{.*}} : i1
# CHECK:   } else {
# CHECK:     memref.load %arg0
# CHECK:   %[[NOT:.*]] = arith.xori %[[OR]], %{{.*}} : i1
# CHECK:   scf.condition(%[[NOT]])
# CHECK: %[[O:.*]] = arith.ori %{{.*}}, %{{.*}} : i1
# CHECK: scf.if %[[O]] {
@T.prim_func
def short_circuit(A: T.Buffer((64,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    with T.block("tilelang_root"):
        i = T.alloc_buffer((1,), "int32", scope="local.var")
        i[0] = 0
        while not (i[0] >= 64 or A[i[0]] > T.float32(0)):
            i[0] = i[0] + 1
        if i[0] < 3 or i[0] > 60:
            A[0] = T.float32(1)

# TileLang's own spelling of a nest, `for i, j in T.Parallel(M, N)` (one
# extent per variable; printed TIR nests T.parallel loops), as written by
# hand: the same two parallel loops.
# CHECK-LABEL: func.func @parallel_pair(
# CHECK: tir.for parallel %[[I:.*]] = %{{.*}} to %[[M:.*]] step
# CHECK: tir.for parallel %[[J:.*]] = %{{.*}} to %[[N:.*]] step
# CHECK: memref.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]]
@T.prim_func
def parallel_pair(A: T.Buffer((32, 64), "float32"), C: T.Buffer((32, 64), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    with T.block("tilelang_root"):
        T.reads()
        T.writes()
        for i, j in T.Parallel(32, 64):
            C[i, j] = A[i, j] * T.float32(2)
