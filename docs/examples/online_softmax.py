# The online (streaming) row softmax of docs/examples/online_softmax.mlir
# ((4096, 1024) f32, column blocks of 256, 8 rows per block) as TileLang
# prints it: `print(online_softmax.script())`, the tile-level TIR in the
# classic printer's form of TileLang v0.1.7 (T.fill of a T.region, the
# value -T.infinity("float32") folded to T.float32("-inf"), T.fill(l, 0)
# with the integer 0; T.serial(1024 // 256) as range(4); T.region copy
# operands, T.copy with its three trailing arguments; T.reduce with slice
# operands: v0.1.7 passes T.reduce's buffers as whole-buffer
# BufferRegions; T.Parallel as nested T.parallel loops; float32 buffers
# print without their dtype). In TileLang v0.1.7 and later, T.reduce_max
# of a shared buffer (`x` here) is a macro: it allocates a local.fragment
# copy named `x_frag`, copies `x` into it and reduces that. The staging
# buffer and copy below are TileLang's, not in the source or in
# online_softmax.mlir, which reduces the shared buffer directly. T.Kernel
# has no `threads=`: as on TileLang's Ascend backend, the launch is the
# blockIdx.x statement alone (a GPU build of v0.1.7 would add its default
# threadIdx.x 128, ty and tz launches, which import as `threads = 128`).
# Written by hand following the printer's rules (docs/PtoTranslate.md), not
# captured from a TileLang run; T.reads / T.writes are the builder's
# inference, approximated.
#
#   build/bin/pto-translate --import-tir docs/examples/online_softmax.py -o online_softmax.mlir
#
# from tvm.script import tir as T

@T.prim_func
def online_softmax(X: T.Buffer((4096, 1024), "float32"), Y: T.Buffer((4096, 1024), "float32")):
    # with T.block("root"):
    bx = T.launch_thread("blockIdx.x", 512)
    with T.block("tilelang_root"):
        T.reads(X[bx * 8, 0:1024])
        T.writes(Y[bx * 8, 0:1024])
        x = T.alloc_buffer((8, 256), scope="shared.dyn")
        y = T.alloc_buffer((8, 256), scope="shared.dyn")
        p = T.alloc_buffer((8, 256), scope="local.fragment")
        m = T.alloc_buffer((8,), scope="local.fragment")
        l = T.alloc_buffer((8,), scope="local.fragment")
        m_blk = T.alloc_buffer((8,), scope="local.fragment")
        m_new = T.alloc_buffer((8,), scope="local.fragment")
        l_blk = T.alloc_buffer((8,), scope="local.fragment")
        scale = T.alloc_buffer((8,), scope="local.fragment")
        x_frag = T.alloc_buffer((8, 256), scope="local.fragment")
        T.fill(T.region(m[0], 2, 8), T.float32("-inf"))
        T.fill(T.region(l[0], 2, 8), 0)
        for k in range(4):
            T.copy(T.region(X[bx * 8, k * 256], 1, 8, 256), T.region(x[0, 0], 2, 8, 256), -1, T.bool(False), 0)
            T.copy(T.region(x[0, 0], 1, 8, 256), T.region(x_frag[0, 0], 2, 8, 256), -1, T.bool(False), 0)
            T.reduce(x_frag[0:8, 0:256], m_blk[0:8], "max", 1, T.bool(True))
            for i in T.parallel(8):
                m_new[i] = T.max(m[i], m_blk[i])
                scale[i] = T.exp(m[i] - m_new[i])
            for i in T.parallel(8):
                for j in T.parallel(256):
                    p[i, j] = T.exp(x[i, j] - m_new[i])
            T.reduce(p[0:8, 0:256], l_blk[0:8], "sum", 1, T.bool(True))
            for i in T.parallel(8):
                l[i] = l[i] * scale[i] + l_blk[i]
                m[i] = m_new[i]
        for k in range(4):
            T.copy(T.region(X[bx * 8, k * 256], 1, 8, 256), T.region(x[0, 0], 2, 8, 256), -1, T.bool(False), 0)
            for i in T.parallel(8):
                for j in T.parallel(256):
                    y[i, j] = T.exp(x[i, j] - m[i]) / l[i]
            T.copy(T.region(y[0, 0], 1, 8, 256), T.region(Y[bx * 8, k * 256], 2, 8, 256), -1, T.bool(False), 0)
