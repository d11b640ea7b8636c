# RUN: pto-translate --import-tir %s 2>/dev/null | FileCheck %s
# RUN: pto-translate --import-tir %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DIAG

# Cube and Vector sections, vector functions, synchronisation intrinsics
# and calls the importer does not know.
# from tvm.script import tir as T

# tilelang-ascend's T.Scope("C") / T.Scope("V") print as T.attr(0,
# "resource_scope", 0 or 1) without `with`: each scopes the rest of its
# block.
# CHECK-LABEL: func.func @scopes(
# CHECK: tir.kernel
# CHECK: tir.section <cube> {
# CHECK:   tir.intrin "tl.ascend_set_cross_flag"(%{{.*}}, %{{.*}}) {args = ["FIX"]} : (i32, i32) -> ()
# CHECK: }
# CHECK: tir.section <vector> {
# CHECK:   tir.intrin "tl.ascend_wait_cross_flag"(%{{.*}}) : (i32) -> ()
# CHECK:   tir.intrin "tl.ascend_pipe_barrier"() {args = ["PIPE_V"]} : () -> ()
# CHECK:   tir.intrin "tl.ascend_set_flag"(%{{.*}}) {args = ["MTE2_V"]} : (i32) -> ()
# CHECK:   tir.intrin "tl.ascend_sync_all"() : () -> ()
@T.prim_func
def scopes(A: T.Buffer((1024,), "float16")):
    cid = T.launch_thread("blockIdx.x", 8)
    vid = T.launch_thread("blockIdx.y", 2)
    with T.block("tilelang_root"):
        T.block_attr({"tilelang.is_npu_kernel_frame": T.bool(True)})
        with T.attr(0, "resource_scope", 0):
            T.ascend_set_cross_flag("FIX", 0, 2)
        T.attr(0, "resource_scope", 1)
        T.ascend_wait_cross_flag(0)
        T.ascend_pipe_barrier("PIPE_V")
        T.ascend_set_flag("MTE2_V", cid % 2)
        T.ascend_sync_all()

# Upstream's T.Cube() / T.Vector() and T.SimtVF / T.SimdVF blocks.
# CHECK-LABEL: func.func @blocks(
# CHECK: tir.section <cube> {
# CHECK: tir.section <vector> {
# CHECK:   tir.vector_function <simt> threads [128] {
# CHECK:     tir.for parallel
# CHECK:   tir.vector_function <simd> {
@T.prim_func
def blocks(A: T.Buffer((1024,), "float32")):
    bx = T.launch_thread("blockIdx.x", 8)
    sid = T.launch_thread("cthread", 2)
    with T.block("tilelang_root"):
        with T.block("CUBE"):
            T.reads()
            T.writes()
            a_l1 = T.alloc_buffer((64, 64), "float16", scope="shared.l1")
        with T.block("VECTOR"):
            a_ub = T.alloc_buffer((128,), scope="shared.dyn")
            with T.block("SIMT_VF", no_realize=True):
                T.block_attr({"tl.vf_source_index": T.int64(0)})
                tx = T.launch_thread("threadIdx.x", 128)
                T.attr("simtvf", "tl.simtvf_scope", 1)
                for i in T.parallel(128):
                    a_ub[i] = a_ub[i] * T.float32(2.0)
            with T.sblock("SIMD_VF", no_realize=True):
                T.tvm_storage_sync("shared")

# An unknown call is kept by name (with a warning) for the lowering to
# report; scalar operands only. Attributes that steer TileLang's own
# lowering get a remark.
# DIAG: sections.py:56:17: remark: attribute 'tl.simtvf_scope' ignored: it steers TileLang's own lowering
# DIAG: sections.py:72:5: warning: unknown TVMScript call 'T.ascend_mystery': kept as tir.intrin "ascend_mystery"
# CHECK-LABEL: func.func @unknown(
# CHECK: tir.intrin "ascend_mystery"(%{{.*}}) {args = ["x"]} : (i32) -> ()
@T.prim_func
def unknown(A: T.Buffer((16,), "float32")):
    bx = T.launch_thread("blockIdx.x", 1)
    T.ascend_mystery("x", 3)

# Upstream's cross-core flags: the mode, then the pipe and the flag id.
# CHECK-LABEL: func.func @upstream_flags(
# CHECK: tir.section <cube> {
# CHECK:   tir.intrin "tl.ascend_cross_core_wait_flag"(%{{.*}}, %{{.*}}) {args = ["PIPE_FIX"]} : (i32, i32) -> ()
# CHECK: tir.section <vector> {
# CHECK:   tir.intrin "tl.ascend_cross_core_set_flag"(%{{.*}}, %{{.*}}) {args = ["PIPE_MTE3"]} : (i32, i32) -> ()
@T.prim_func
def upstream_flags(A: T.Buffer((1024,), "float32")):
    bx = T.launch_thread("blockIdx.x", 8)
    sid = T.launch_thread("cthread", 2)
    with T.block("tilelang_root"):
        with T.block("CUBE"):
            T.ascend_cross_core_wait_flag(4, "PIPE_FIX", 4)
            T.ascend_cross_core_wait_flag(4, "PIPE_FIX", 20)
        with T.block("VECTOR"):
            ready: T.int32 = 4 + sid * 16
            T.ascend_cross_core_set_flag(4, "PIPE_MTE3", ready)
