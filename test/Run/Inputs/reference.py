#!/usr/bin/env python3
"""Independent references for pto-run's numerics tests of docs/examples.

    reference.py KERNEL DIR [ROWS] [PARAM ...]

reads the inputs pto-run generated (DIR/argN.in.npy) and the tensors it
wrote back (DIR/argN.npy), computes the kernel's outputs from the TileLang
source in its docs/examples header (in double precision, then rounded to
the output's element type), compares, and prints "KERNEL: ok (N values)"
or the first mismatches. ROWS limits the comparison to the rows the blocks
that ran cover (pto-run --blocks). Pure Python: no NumPy needed in CI.
"""

import ast
import math
import struct
import sys


LIMIT = None  # elements to read from each file (the rows compared)


def load(path):
    """(shape, values) of a .npy file of float16/32/64 or bf16 (<u2); only
    its first LIMIT elements when LIMIT is set."""
    with open(path, "rb") as f:
        data = f.read(12)
        if data[6] == 1:
            header_len = data[8] | (data[9] << 8)
            start = 10
        else:
            header_len = struct.unpack("<I", data[8:12])[0]
            start = 12
        f.seek(start)
        meta = ast.literal_eval(f.read(header_len).decode())
        fmt = {"<f2": "e", "<f4": "f", "<f8": "d", "<u2": "H", "<i1": "b", "|i1": "b",
               "<i2": "h", "<i4": "i"}[meta["descr"]]
        size = struct.calcsize(fmt)
        payload = f.read(LIMIT * size if LIMIT is not None else -1)
    count = len(payload) // size
    values = list(struct.unpack("<%d%s" % (count, fmt), payload))
    if meta["descr"] == "<u2":  # bf16 bit patterns
        values = [struct.unpack("<f", struct.pack("<I", v << 16))[0] for v in values]
    return tuple(meta["shape"]), values


def f16(x):
    return struct.unpack("<e", struct.pack("<e", x))[0]


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def bf16(x):
    bits = struct.unpack("<I", struct.pack("<f", f32(x)))[0]
    rounding = 0x7FFF + ((bits >> 16) & 1)  # round to nearest even
    bits = ((bits + rounding) >> 16) << 16
    return struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]


class Check:
    def __init__(self, name):
        self.name, self.count, self.bad = name, 0, []
        self.note = None  # printed after the count, e.g. which cases ran

    def expect(self, what, got, want, rtol, atol=0.0):
        self.count += 1
        if got == want:  # also infinities, which the difference is not
            return
        if not abs(got - want) <= atol + rtol * abs(want):
            if len(self.bad) < 5:
                self.bad.append("%s: got %r, want %r" % (what, got, want))
            else:
                self.bad.append(None)

    def report(self):
        if self.bad:
            print("%s: MISMATCH in %d of %d values" % (self.name, len(self.bad), self.count))
            for line in self.bad:
                if line:
                    print("  " + line)
            return 1
        note = ", " + self.note if self.note else ""
        print("%s: ok (%d values%s)" % (self.name, self.count, note))
        return 0


def rows(values, width):
    return [values[i:i + width] for i in range(0, len(values), width)]


def columns(values, height, width):
    """The columns of a height x width row-major matrix."""
    return [[values[p * width + j] for p in range(height)] for j in range(width)]


def main():
    global LIMIT
    kernel, out = sys.argv[1], sys.argv[2]
    limit = int(sys.argv[3]) if len(sys.argv) > 3 else None
    params = sys.argv[4:]
    # Row-wise kernels read only the rows compared (the small inputs, such
    # as weights, are read whole: they have fewer elements than that).
    if limit and kernel in ("add", "softmax", "online_softmax", "broadcast",
                            "reduce", "rmsnorm", "layernorm"):
        LIMIT = limit * 4096
    inp = lambda n: load("%s/arg%d.in.npy" % (out, n))
    res = lambda n: load("%s/arg%d.npy" % (out, n))
    check = Check(kernel)

    if kernel in ("add", "add_tail"):
        (m, n), a = inp(0)
        _, b = inp(1)
        _, c = res(2)
        for k in range(min(m, limit or m) * n):
            check.expect("C[%d]" % k, c[k], f16(a[k] + b[k]), 0)

    elif kernel in ("softmax", "online_softmax", "softmax_dynamic"):
        (m, n), x = inp(0)
        _, y = res(2 if kernel == "softmax_dynamic" else 1)
        for i, row in enumerate(rows(x, n)[: limit or m]):
            mx = max(row)
            e = [math.exp(v - mx) for v in row]
            s = sum(e)
            for j in range(n):
                check.expect("Y[%d,%d]" % (i, j), y[i * n + j], e[j] / s, 2e-6, 1e-12)

    elif kernel == "tile_sigmoid":  # test/Run/tile-ops.mlir
        _, x = inp(0)
        _, y = res(3)
        for k in range(len(x)):
            check.expect("S[%d]" % k, y[k], 1 / (1 + math.exp(-x[k])), 1e-6)

    elif kernel == "tile_silu":  # test/Run/tile-ops.mlir
        _, x = inp(0)
        _, u = res(4)
        _, v = res(5)
        for k in range(len(x)):
            want = x[k] / (1 + math.exp(-x[k]))
            check.expect("U[%d]" % k, u[k], want, 1e-6, 1e-7)
            check.expect("V[%d]" % k, v[k], want, 1e-6, 1e-7)

    elif kernel == "added_kinds":  # test/Pipelines/added-kinds.mlir
        _, a = inp(0)
        _, b = inp(1)
        _, x = inp(2)
        _, c = res(3)
        _, d = res(4)
        _, y = res(5)
        for k in range(len(a)):
            check.expect("C[%d]" % k, c[k], a[k] ^ b[k], 0)
            check.expect("D[%d]" % k, d[k], (~a[k]) ^ 5, 0)
            check.expect("S[%d]" % k, y[k], 1 / (1 + math.exp(-x[k])), 1e-6)

    elif kernel == "broadcast":
        (m, n), x = inp(0)
        _, b = inp(1)
        _, s = inp(2)
        _, y = res(3)
        _, z = res(4)
        for i in range(limit or m):
            for j in range(n):
                v = x[i * n + j]
                check.expect("Y[%d,%d]" % (i, j), y[i * n + j], f32(v + b[j]), 0)
                check.expect("Z[%d,%d]" % (i, j), z[i * n + j], f32(v * s[i]), 0)

    elif kernel == "reduce":
        (m, n), x = inp(0)
        _, rmax = res(1)
        _, rmin = res(2)
        _, cmax = res(3)
        _, cmin = res(4)
        xr = rows(x, n)
        for i in range(limit or m):
            check.expect("RowMax[%d]" % i, rmax[i], max(xr[i]), 0)
            check.expect("RowMin[%d]" % i, rmin[i], min(xr[i]), 0)
        for bx in range((limit or m) // 16):
            block = xr[bx * 16:bx * 16 + 16]
            for j in range(n):
                col = [r[j] for r in block]
                check.expect("ColMax[%d,%d]" % (bx, j), cmax[bx * n + j], max(col), 0)
                check.expect("ColMin[%d,%d]" % (bx, j), cmin[bx * n + j], min(col), 0)

    elif kernel == "rmsnorm":
        eps = float(params[0])
        (m, n), x = inp(0)
        _, w = inp(1)
        _, y = res(2)
        for i, row in enumerate(rows(x, n)[: limit or m]):
            r = 1 / math.sqrt(sum(v * v for v in row) / n + eps)
            for j in range(n):
                check.expect("Y[%d,%d]" % (i, j), y[i * n + j], row[j] * r * w[j], 1e-5, 1e-6)

    elif kernel == "layernorm":
        eps = float(params[0])
        (m, n), x = inp(0)
        _, g = inp(1)
        _, b = inp(2)
        _, y = res(3)
        for i, row in enumerate(rows(x, n)[: limit or m]):
            mean = sum(row) / n
            d = [v - mean for v in row]
            r = 1 / math.sqrt(sum(v * v for v in d) / n + eps)
            for j in range(n):
                # One bf16 rounding of the result; the f32 steps before it
                # may move it by one bf16 step.
                want = bf16(d[j] * r * g[j] + b[j])
                check.expect("Y[%d,%d]" % (i, j), y[i * n + j], want, 2 ** -7, 2 ** -12)

    elif kernel == "mhc_expand":
        (t, h), x = inp(0)
        _, o = res(1)
        blocks = int(params[0]) if params else t // 16 * 4
        for bx in range(blocks):
            tb, k = bx >> 2, bx & 3
            for r in range(tb * 16, tb * 16 + 16):
                for j in range(h):
                    check.expect("Out[%d,%d,%d]" % (r, k, j), o[(r * 4 + k) * h + j], x[r * h + j], 0)

    elif kernel in ("mhc_sinkhorn_fwd", "mhc_sinkhorn_bwd"):
        # upstream examples/ascend/example_mhc_sinkhorn.py: per token, the
        # 4x4 matrix's row softmax + eps, normalised by its column sums,
        # then repeat - 1 times by its row sums and its column sums (each
        # sum + eps); bwd: the gradient of that with respect to the input,
        # by reverse-mode differentiation of each step.
        repeat, eps = int(params[0]), 1e-6
        fwd = kernel == "mhc_sinkhorn_fwd"
        (n, _, _), x = inp(0 if fwd else 2)
        _, got = res(2 if fwd else 4)
        if not fwd:
            _, g = inp(0)

        def sums(y, axis):  # axis 1: per row, axis 0: per column
            return [sum(y[i][k] if axis else y[k][i] for k in range(4))
                    for i in range(4)]

        def normalise(y, axis):
            s = sums(y, axis)
            return [[y[i][k] / (s[i if axis else k] + eps) for k in range(4)]
                    for i in range(4)]

        for t in range(n):
            X = [x[t * 16 + i * 4:t * 16 + i * 4 + 4] for i in range(4)]
            y0 = []
            for row in X:
                e = [math.exp(v - max(row)) for v in row]
                y0.append([v / sum(e) for v in e])
            y = [[v + eps for v in row] for row in y0]
            steps = [0] + [1, 0] * (repeat - 1)  # the axes, in order
            inputs = []
            for axis in steps:
                inputs.append(y)
                y = normalise(y, axis)
            if not fwd:
                y = [g[t * 16 + i * 4:t * 16 + i * 4 + 4] for i in range(4)]
                for axis, yin in reversed(list(zip(steps, inputs))):
                    s = sums(yin, axis)
                    d = [sum((y[i][k] * yin[i][k] if axis else
                              y[k][i] * yin[k][i]) for k in range(4)) /
                         (s[i] + eps) for i in range(4)]
                    y = [[(y[i][k] - d[i if axis else k]) /
                          (s[i if axis else k] + eps) for k in range(4)]
                         for i in range(4)]
                d = [sum(y[i][k] * y0[i][k] for k in range(4)) for i in range(4)]
                y = [[(y[i][k] - d[i]) * y0[i][k] for k in range(4)]
                     for i in range(4)]
            for i in range(4):
                for k in range(4):
                    check.expect("%s[%d,%d,%d]" % ("Out" if fwd else "grad_input", t, i, k),
                                 got[t * 16 + i * 4 + k], y[i][k], 1e-5, 2e-6)

    elif kernel == "rank3_reductions":  # test/Run/rank3.mlir
        (t, m, n), a = inp(0)
        _, r = res(1)
        _, c = res(2)
        for b in range(t):
            for j in range(m):
                want = sum(a[(b * m + j) * n + k] for k in range(n))
                check.expect("R[%d,%d]" % (b, j), r[b * m + j], want, 1e-5, 1e-6)
            for k in range(n):
                want = max(a[(b * m + j) * n + k] for j in range(m))
                check.expect("C[%d,%d]" % (b, k), c[b * n + k], want, 0)

    elif kernel == "tile_accumulate":  # test/Run/tile-accumulate.mlir
        _, x = inp(0)
        _, h = inp(1)
        _, z = res(2)
        for k in range(len(x)):
            y = f32(h[k] + f32(3 * x[k]))
            check.expect("O[%d]" % k, z[k], f32(h[k] + f32(x[k] * y)), 0)

    elif kernel in ("rope_mask", "rope"):
        # tilelang-ascend examples/pos_embedding/rope_mask.py (and rope.py,
        # which builds the masks on the Vector core): the last
        # rope_dim columns of each row of x become x * cos + rotate(x) * sin
        # (rotate: (-x1, x0, -x3, x2, ...)), cos and sin the row's batch
        # row (row // head_num), computed in float32 and rounded to float16;
        # the other columns are unchanged.
        head_num = int(params[0])
        (m, hidden), x = inp(0)
        (_, rope_dim), sin = inp(1)
        _, cos = inp(2)
        _, y = res(0)
        start = hidden - rope_dim
        for r in range(m):
            b = r // head_num
            for j in range(hidden):
                want = x[r * hidden + j]
                if j >= start:
                    k = j - start
                    pair = x[r * hidden + j + 1] if k % 2 == 0 else x[r * hidden + j - 1]
                    rotated = -pair if k % 2 == 0 else pair
                    want = f16(f32(x[r * hidden + j] * cos[b * rope_dim + k]) +
                               f32(rotated * sin[b * rope_dim + k]))
                check.expect("x[%d,%d]" % (r, j), y[r * hidden + j], want, 1e-3, 1e-3)

    elif kernel == "rank3_slices":  # test/Run/rank3.mlir
        _, a = inp(0)
        _, r0 = inp(1)
        _, y = res(2)
        at = lambda b, i, j: a[(b * 4 + i) * 32 + j]
        for b in range(4):
            for i in range(4):
                r = r0[b * 4 + i] + (sum(at(b, i, j) for j in range(32)) if b >= 2 else 0)
                for j in range(32):
                    m = max(at(b, k, j) for k in range(4))
                    check.expect("Y[%d,%d,%d]" % (b, i, j), y[(b * 4 + i) * 32 + j],
                                 at(b, i, j) - r + m, 1e-5, 1e-6)

    elif kernel == "constant_windows":  # test/Run/rank3.mlir
        _, a = inp(0)
        _, c = res(1)
        for b in range(len(c) // 256):
            for k in range(256):
                want = f32(a[2 * b * 256 + k] + a[(2 * b + 1) * 256 + k])
                check.expect("C[%d][%d]" % (b, k), c[b * 256 + k], want, 0)

    elif kernel == "double_buffered_add":  # test/Run/rank3.mlir
        _, a = inp(0)
        _, b = inp(1)
        _, c = res(2)
        for k in range(len(a)):
            check.expect("C[%d]" % k, c[k], f32(a[k] + b[k]), 0)

    elif kernel == "gelu_mul":
        # B = x / (1 + exp(-1.5957691 (x + 0.044715 x^3))) * y, x the left
        # half of a row of A and y its right half.
        (m, n), a = inp(0)
        _, b = res(1)
        h = n // 2
        for i in range(m):
            for j in range(h):
                x, y = a[i * n + j], a[i * n + h + j]
                want = x / (1 + math.exp(-1.5957691 * (x + 0.044715 * x ** 3))) * y
                check.expect("B[%d,%d]" % (i, j), b[i * h + j], want, 1e-5, 1e-7)

    elif kernel == "act_quant":
        # Per row: S = max|x| / 127; Y = i8(f16(round(clamp(x / S, -127,
        # 127)))), f32 arithmetic, round half away from zero. The source's
        # own test allows Y to be off by 1 (atol=1): a quotient within an
        # ulp of .5 may round either way on the chip; here the division is
        # correctly rounded, as pto-run's, so Y must match exactly.
        (m, n), x = inp(0)
        _, y = res(2)
        _, s = res(4)
        for i in range(m):
            row = x[i * n:(i + 1) * n]
            scale = f32(max(abs(v) for v in row) / 127.0)
            check.expect("S[%d]" % i, s[i], scale, 0)
            for j in range(n):
                q = max(-127.0, min(127.0, f32(row[j] / scale)))
                r = math.floor(abs(q) + 0.5) * (1 if q >= 0 else -1)
                check.expect("Y[%d,%d]" % (i, j), y[i * n + j], r, 0)

    elif kernel == "online_softmax_tile":
        # Y = softmax(X) along each row (the pad -inf / 0 of the edge
        # blocks must not reach it); PARAM f16: inputs and outputs are f16,
        # the arithmetic f32.
        (m, n), x = inp(0)
        _, y = res(1)
        half = params[:1] == ["f16"]
        for i in range(m):
            row = x[i * n:(i + 1) * n]
            top = max(row)
            e = [math.exp(v - top) for v in row]
            s = sum(e)
            for j in range(n):
                want = f16(e[j] / s) if half else e[j] / s
                check.expect("Y[%d,%d]" % (i, j), y[i * n + j], want,
                             2 ** -10 if half else 1e-5, 1e-7)

    elif kernel == "gelu_grad":
        # dx = dy * (1 / (1 + p) + t) with p = exp(x (BETAN + AN x^2)),
        # t = p x (BETA + A3 x^2) / (1 + p)^2 (0 where NaN), the kernel's
        # formula in double precision.
        (m, n), dy = inp(0)
        _, x = inp(1)
        _, g = res(2)
        for k in range(m * n):
            v = x[k]
            p = math.exp(v * (-1.595769121605730711759 - 0.0713548162726002527220 * v * v))
            d = 1 / (1 + p)
            t = p * d * d * v * (1.595769121605730711759 + 0.2140644488178007 * v * v)
            if t != t:
                t = 0.0
            check.expect("grad_input[%d,%d]" % (k // n, k % n), g[k], dy[k] * (t + d), 1e-5, 1e-6)

    elif kernel == "copy_pad_value":
        # B[:, :N] = A, B[:, N:] = -1.0 (the fill).
        (m, n), a = inp(0)
        (_, n_pad), b = res(1)
        for i in range(m):
            for j in range(n_pad):
                want = a[i * n + j] if j < n else -1.0
                check.expect("B[%d,%d]" % (i, j), b[i * n_pad + j], want, 0)

    elif kernel == "relu_if_else":
        # C[k] = A[k] if A[k] > 0 else 0; the count of negative inputs shows
        # that both branches were taken.
        _, a = inp(0)
        _, c = res(1)
        for k in range(len(a)):
            check.expect("C[%d]" % k, c[k], a[k] if a[k] > 0 else 0.0, 0)
        check.note = "%d of them negative inputs" % sum(1 for x in a if x < 0)

    elif kernel == "mhc_pre_apply_mix":
        # o[t, :] = sum_k mix[t, k] * x[t, k, :], f32 products and sums in
        # the source's order, rounded to bf16.
        (t_dim, m, h), x = inp(0)
        _, mix = inp(2)
        _, o = res(4)
        for t in range(t_dim):
            for j in range(h):
                acc = 0.0
                for k in range(m):
                    acc = f32(acc + f32(mix[t * m + k] * x[(t * m + k) * h + j]))
                check.expect("o[%d,%d]" % (t, j), o[t * h + j], bf16(acc), 2 ** -8)

    elif kernel == "mhc_pre_apply_mix_bwd":
        # x_grad[t, k, :] += mix[t, k] * o_grad[t, :] (x_grad read, widened
        # to f32, updated and rounded back to bf16); mix_grad[t, k] = sum_j
        # o_grad[t, j] * x[t, k, j], accumulated in f32 (a row sum: compared
        # with a tolerance, the order of the additions differs).
        (t_dim, h), og = inp(0)
        (_, m, _), x = inp(2)
        _, mix = inp(4)
        _, xg_in = inp(6)
        _, xg = res(6)
        _, mg = res(8)
        for t in range(t_dim):
            for k in range(m):
                w = mix[t * m + k]
                acc = 0.0
                for j in range(h):
                    e = (t * m + k) * h + j
                    acc += og[t * h + j] * x[e]
                    want = bf16(f32(xg_in[e] + f32(w * og[t * h + j])))
                    check.expect("x_grad[%d,%d,%d]" % (t, k, j), xg[e], want, 2 ** -8)
                check.expect("mix_grad[%d,%d]" % (t, k), mg[t * m + k], acc, 1e-5, 1e-4)

    elif kernel == "random_1d":
        # output[i] = three LCG steps from seed + i, in wrapping int32.
        def i32(x):
            x &= 0xFFFFFFFF
            return x - (1 << 32) if x >= (1 << 31) else x
        _, out_values = res(0)
        for i in range(len(out_values)):
            state = i32(42 + i)
            for _ in range(3):
                state = i32(state * 1103515245 + 12345)
            check.expect("output[%d]" % i, out_values[i], state, 0)

    elif kernel in ("gemm_nn", "gemm_dynamic", "gemm", "gemm_relu"):
        # gemm_nn / gemm_dynamic: C (M x N) = A (M x K) B (K x N);
        # gemm (transpose_A, transpose_B): A is K x M, B is N x K;
        # gemm_relu: gemm with the copy out of L0C's enable_relu.
        c_arg = 6 if kernel == "gemm_dynamic" else 2
        b_arg = 3 if kernel == "gemm_dynamic" else 1
        (ra, ca), a = inp(0)
        (rb, cb), b = inp(b_arg)
        c_shape, c = res(c_arg)
        if kernel in ("gemm", "gemm_relu"):
            k_dim, m, n = ra, ca, rb
            a_rows = [[a[p * m + i] for p in range(k_dim)] for i in range(m)]
            b_cols = [b[j * k_dim:(j + 1) * k_dim] for j in range(n)]
        else:
            m, k_dim, n = ra, ca, cb
            a_rows = rows(a, k_dim)
            b_cols = columns(b, k_dim, n)
        # C may keep the first columns of the product only (gemm_nn of
        # test/Run/gemm-acc-columns.mlir: acc[:, 0:n] stored).
        n_c = c_shape[-1]
        for i in range(min(m, limit or m)):
            for j in range(n_c):
                want = f16(sum(x * y for x, y in zip(a_rows[i], b_cols[j])))
                if kernel == "gemm_relu":
                    want = max(want, 0.0)
                check.expect("C[%d,%d]" % (i, j), c[i * n_c + j], want, 2 ** -10, 2 ** -14)

    elif kernel == "gemm_first_row_refill":  # test/Run/gemm-transposed-first-rows.mlir
        # C = A0^T X0 + A1^T X1 (A transposed, 32 x 32 blocks of F and X):
        # A0 is F's first block; A1 is A0 with its first row replaced by
        # F's row 32 (the second step refills only that row of the l1
        # buffer).
        _, x = inp(0)
        _, f = inp(1)
        _, c = res(2)
        a1 = [f[32 * 32 + j] if r == 0 else f[r * 32 + j]
              for r in range(32) for j in range(32)]
        for m in range(32):
            for n in range(32):
                want = sum(f[k * 32 + m] * x[k * 32 + n] for k in range(32))
                want += sum(a1[k * 32 + m] * x[(32 + k) * 32 + n] for k in range(32))
                check.expect("C[%d,%d]" % (m, n), c[m * 32 + n], want, 1e-3, 1e-3)

    elif kernel == "gemm_with_sqrsum":  # docs/examples/gemm_with_sqrsum.mlir
        # out[0, t, j] = sum_k x[t, k] fn[j, k] (bf16 x widened to f32, an
        # f32 GEMM); sqrsum[0, t, 0] = sum_k x[t, k]^2 (f32 sums in another
        # order than this one: a relative tolerance).
        (t_count, k_dim), x = inp(0)
        (n, _), fn = inp(1)
        _, y = res(2)
        _, sq = res(3)
        for t in range(t_count):
            row = x[t * k_dim:(t + 1) * k_dim]
            for j in range(n):
                want = sum(a * b for a, b in zip(row, fn[j * k_dim:(j + 1) * k_dim]))
                check.expect("out[0,%d,%d]" % (t, j), y[t * n + j], want, 1e-5, 1e-5)
            check.expect("sqrsum[0,%d,0]" % t, sq[t], sum(a * a for a in row), 1e-5, 1e-5)

    elif kernel == "gemm_add_relu":  # docs/examples/gemm_add_relu.mlir
        # Y (BS x OUT, f16) = relu(f16(X W^T) + bias): the f32 product
        # converted to f16 on the way to the Vector cores, an f16 add of the
        # bias row, then ReLU.
        (bs, k_dim), x = inp(0)
        (n, _), w = inp(1)
        _, bias = inp(2)
        _, y = res(3)
        x_rows = rows(x, k_dim)
        w_rows = rows(w, k_dim)
        for i in range(bs):
            for j in range(n):
                xw = f16(sum(a * b for a, b in zip(x_rows[i], w_rows[j])))
                want = max(f16(xw + bias[j]), 0.0)
                check.expect("Y[%d,%d]" % (i, j), y[i * n + j], want, 2 ** -10, 2 ** -14)

    elif kernel == "matmul_add":
        # C (M x N, f16) = f16(A B) + D: the f32 product converted to f16
        # (the hand-off to the Vector core), then an f16 add.
        (m, k_dim), a = inp(0)
        (_, n), b = inp(1)
        _, d = inp(3)
        _, c = res(2)
        a_rows = rows(a, k_dim)
        b_cols = columns(b, k_dim, n)
        for i in range(m):
            for j in range(n):
                ab = f16(sum(x * y for x, y in zip(a_rows[i], b_cols[j])))
                want = f16(ab + d[i * n + j])
                check.expect("C[%d,%d]" % (i, j), c[i * n + j], want, 2 ** -10, 2 ** -14)

    elif kernel == "cv_chain":  # test/Run/mixed-v2c.mlir
        # O (M x N, f16) = f16(P V), P = f16(S) + f16(S) in f16, S = A B
        # (f32): the Cube's product handed to the Vector cores as f16,
        # doubled there, handed back and multiplied by V.
        (m, k_dim), a = inp(0)
        (_, l), b = inp(1)
        (_, n), v = inp(2)
        _, o = res(3)
        a_rows = rows(a, k_dim)
        b_cols = columns(b, k_dim, l)
        v_cols = columns(v, l, n)
        for i in range(m):
            p = [f16(2 * f16(sum(x * y for x, y in zip(a_rows[i], b_cols[c]))))
                 for c in range(l)]
            for j in range(n):
                want = f16(sum(x * y for x, y in zip(p, v_cols[j])))
                check.expect("O[%d,%d]" % (i, j), o[i * n + j], want, 2 ** -9, 2 ** -12)

    elif kernel == "flash_attn":  # docs/examples/flash_attn_developer.mlir
        # Output (1 x 1 x S x D, f16) = softmax(Q Kᵀ · scale) V, computed as
        # the kernel does: per KV block of 64, the f32 scores, the running
        # max (from -2^30) and sum, P rounded to f16 for the Cube, the
        # partial O in f32, rescaled by exp(m_old - m_new); at the end
        # divided by the sum and rounded to f16.
        shape, q = inp(0)
        _, k = inp(1)
        _, v = inp(2)
        _, o = res(3)
        seq, dim = shape[-2], shape[-1]
        block_n = int(params[0]) if params else 64
        scale = (1.0 / dim) ** 0.5
        q_rows, k_rows, v_rows = rows(q, dim), rows(k, dim), rows(v, dim)
        v_cols = [[v_rows[r][c] for r in range(seq)] for c in range(dim)]
        for i in range(seq):
            m, total = -2.0 ** 30, 0.0
            acc = [0.0] * dim
            for j0 in range(0, seq, block_n):
                s_blk = [f32(f32(sum(a * b for a, b in zip(q_rows[i], k_rows[j]))) * scale)
                         for j in range(j0, j0 + block_n)]
                m_new = max(max(s_blk), m)
                alpha = math.exp(m - m_new)
                p = [math.exp(x - m_new) for x in s_blk]
                total = total * alpha + sum(p)
                ph = [f16(x) for x in p]
                acc = [acc[c] * alpha + sum(x * y for x, y in zip(ph, v_cols[c][j0:j0 + block_n]))
                       for c in range(dim)]
                m = m_new
            for c in range(dim):
                check.expect("O[%d,%d]" % (i, c), o[i * dim + c], f16(acc[c] / total),
                             2 ** -9, 2 ** -12)

    elif kernel == "gemm_splitk":
        # C (M x N, f32) += A (M x K) B (K x N): C's initial values plus
        # the f32 product (the blocks' partial sums added atomically).
        (m, k_dim), a = inp(0)
        (_, n), b = inp(1)
        _, c0 = inp(2)
        _, c = res(2)
        a_rows = rows(a, k_dim)
        b_cols = columns(b, k_dim, n)
        for i in range(m):
            for j in range(n):
                want = c0[i * n + j] + sum(x * y for x, y in zip(a_rows[i], b_cols[j]))
                # f32 sums of exact f16 products, in another order.
                check.expect("C[%d,%d]" % (i, j), c[i * n + j], want, 2 ** -18, 2 ** -16)

    elif kernel == "vector_add":  # test/Run/simtvf_vecadd.mlir, f32
        _, a = inp(0)
        _, b = inp(1)
        _, c = res(2)
        for k in range(len(c)):
            check.expect("C[%d]" % k, c[k], f32(a[k] + b[k]), 0)

    elif kernel == "atomic_guarded":  # test/Run/atomics.mlir
        # 2 blocks each add the squares of x[0:200] (`if i < 200:` guards
        # the T.atomic_add) into out[0].
        _, x = inp(0)
        _, out = res(1)
        want = 2 * sum(v * v for v in x[:200])
        check.expect("out[0]", out[0], want, 1e-5, 1e-6)

    elif kernel in ("atomic_tiles", "atomic_row_sums", "atomic_col_sums"):
        # test/Run/atomics.mlir: blocks (bx, by, bz) of a K x M x N tensor
        # add their 32 x 32 tiles, row sums or column sums into the output
        # with T.atomic_add; the sums in any order (rtol 1e-5).
        (k, m, n), a = inp(0)
        _, out = res(1)
        at = lambda z, r, c: a[(z * m + r) * n + c]
        if kernel == "atomic_tiles":
            want = [sum(at(z, r, c) for z in range(k)) for r in range(m) for c in range(n)]
        elif kernel == "atomic_row_sums":
            want = [sum(at(z, r, c) for z in range(k) for c in range(n)) for r in range(m)]
        else:
            want = [sum(at(z, r, c) for r in range(m)) for z in range(k) for c in range(n)]
        for i, w in enumerate(want):
            check.expect("out[%d]" % i, out[i], w, 1e-5, 1e-6)

    elif kernel == "mhc_post":  # docs/examples/mhc_post.mlir
        # x[t, o, h] = bf16(c[t, o] * d[t, h] + sum_i a[t, i, o] * b[t, i, h]),
        # in f32, the sum in the order of i.
        (n, mhc, _), a = inp(0)
        _, b = inp(2)
        _, c = inp(4)
        (_, h), d = inp(6)
        _, x = res(8)
        for t in range(n):
            for o in range(mhc):
                for k in range(h):
                    acc = f32(c[t * mhc + o] * d[t * h + k])
                    for i in range(mhc):
                        prod = f32(a[(t * mhc + i) * mhc + o] * b[(t * mhc + i) * h + k])
                        acc = f32(acc + prod)
                    check.expect("x[%d,%d,%d]" % (t, o, k), x[(t * mhc + o) * h + k], bf16(acc), 0)

    elif kernel == "mhc_fn_normw_merge_fwd":  # docs/examples/mhc_norm_fn.mlir
        (m, n), fn = inp(0)
        _, normw = inp(1)
        _, out = res(2)
        for i in range(m):
            for j in range(n):
                check.expect("out_fn[%d,%d]" % (i, j), out[i * n + j], f32(fn[i * n + j] * normw[j]), 0)

    elif kernel == "mhc_fn_normw_merge_bwd":  # docs/examples/mhc_norm_fn.mlir
        # fn_grad = out_fn_grad * normw; normw_grad = the column sums of
        # out_fn_grad * fn, added in row order in f32.
        (m, n), fn = inp(0)
        _, normw = inp(1)
        _, g = inp(2)
        _, fn_grad = res(3)
        _, normw_grad = res(4)
        for j in range(n):
            acc = 0.0
            for i in range(m):
                check.expect("fn_grad[%d,%d]" % (i, j), fn_grad[i * n + j], f32(g[i * n + j] * normw[j]), 0)
                acc = f32(acc + f32(g[i * n + j] * fn[i * n + j]))
            check.expect("normw_grad[%d]" % j, normw_grad[j], acc, 0)

    elif kernel == "mhc_pre_norm_fn_fwd_norm":  # docs/examples/mhc_norm_fn.mlir
        # out_mul = the sum over the splits, sqrsum too, out = the sum over
        # the groups of out_mul * rsqrt(sqrsum / 896 + 1e-6); f32, in the
        # kernel's order. rsqrt is the Vector core's, compared to 2 ulp.
        (splits, t, g, c), oms = inp(0)
        _, sqs = inp(2)
        _, out_mul = res(4)
        _, sqrsum = res(6)
        _, out = res(8)
        for p in range(t):
            acc = [0.0] * c
            for k in range(g):
                rms = 0.0
                for s_ in range(splits):
                    rms = f32(rms + sqs[(s_ * t + p) * g + k])
                check.expect("sqrsum[%d,%d]" % (p, k), sqrsum[p * g + k], rms, 0)
                r = f32(1 / math.sqrt(f32(f32(rms / f32(896.0)) + f32(1e-6))))
                for j in range(c):
                    l0 = 0.0
                    for s_ in range(splits):
                        l0 = f32(l0 + oms[((s_ * t + p) * g + k) * c + j])
                    check.expect("out_mul[%d,%d,%d]" % (p, k, j), out_mul[(p * g + k) * c + j], l0, 0)
                    acc[j] = f32(acc[j] + f32(l0 * r))
            for j in range(c):
                check.expect("out[%d,%d]" % (p, j), out[p * c + j], acc[j], 5e-7, 1e-12)

    elif kernel == "rms_norm_fwd":  # docs/examples/rmsnorm_simtvf.mlir
        # y = x * rsqrt(mean(x^2) + eps) * w per row of d, rstd per row;
        # the row sum in double (the Vector core adds in its own order).
        d = int(params[0]) if params else 4096
        eps = f32(1e-6)
        _, x = inp(0)
        _, w = inp(2)
        _, y = res(1)
        _, rstd = res(3)
        for r in range(len(x) // d):
            row = x[r * d:(r + 1) * d]
            var = f32(f32(sum(v * v for v in row)) / f32(float(d))) + eps
            rs = 1 / math.sqrt(var)
            check.expect("RSTD[%d]" % r, rstd[r], rs, 2e-6)
            for j in range(d):
                check.expect("Y[%d]" % (r * d + j), y[r * d + j], row[j] * rs * w[j], 4e-6, 1e-12)

    elif kernel == "mhc_head_compute_mix":  # docs/examples/mhc_head_compute_mix.mlir
        # out = sigmoid(x * scale[0] + base[j]) + 1e-6, every row of x
        # (the blocks past num_tokens write nothing).
        (m, n), x = inp(0)
        _, scale = inp(2)
        _, base = inp(3)
        _, y = res(4)
        for i in range(m):
            for j in range(n):
                t = f32(f32(x[i * n + j] * scale[0]) + base[j])
                want = 1 / (1 + math.exp(-t)) + f32(1e-6)
                check.expect("out[%d,%d]" % (i, j), y[i * n + j], want, 2e-6, 1e-12)

    elif kernel == "copy_extents":  # test/Run/copy-extents.mlir
        # out = sigmoid(x[:, 0:4]), every row (each sub-block moves its two
        # columns of its block's min(128, rows - r) rows).
        (m, n), x = inp(0)
        _, y = res(2)
        for i in range(m):
            for j in range(4):
                want = 1 / (1 + math.exp(-x[i * n + j]))
                check.expect("out[%d,%d]" % (i, j), y[i * 4 + j], want, 2e-6, 1e-12)

    elif kernel == "copy_extents_window":  # test/Run/copy-extents-edges.mlir
        # x_ub = 7; x_ub[8:13, 0:7] = x[0:5, 0:7]; out[0:n, 0:7] =
        # x_ub[8:8+n, 0:7]; zero elsewhere.
        n = int(params[0])
        (m, w), x = inp(0)
        _, y = res(2)
        for r in range(m):
            for c in range(w):
                want = 0.0
                if r < n and c < 7:
                    want = x[r * w + c] if r < 5 else 7.0
                check.expect("out[%d,%d]" % (r, c), y[r * w + c], want, 0)
        check.note = "n = %d" % n

    elif kernel == "mhc_pre_split_mixes":  # docs/examples/mhc_pre_split_mixes.mlir
        # pre = sigmoid(x[:, 0:4] * s[0] + b[0:4]) + 1e-6, post =
        # sigmoid(x[:, 4:8] * s[1] + b[4:8]) * 2, comb = x[:, 8:24] * s[2] +
        # b[8:24], every token.
        (n, w), x = inp(0)
        _, s = inp(2)
        _, b = inp(3)
        _, pre = res(4)
        _, post = res(6)
        _, comb = res(8)
        for i in range(n):
            for j in range(4):
                v = f32(f32(x[i * w + j] * s[0]) + b[j])
                check.expect("pre[%d,%d]" % (i, j), pre[i * 4 + j], 1 / (1 + math.exp(-v)) + 1e-6, 2e-6, 1e-12)
                v = f32(f32(x[i * w + 4 + j] * s[1]) + b[4 + j])
                check.expect("post[%d,%d]" % (i, j), post[i * 4 + j], 2 / (1 + math.exp(-v)), 2e-6, 1e-12)
            for k in range(16):
                want = f32(f32(x[i * w + 8 + k] * s[2]) + b[8 + k])
                check.expect("comb[%d,%d]" % (i, k), comb[i * 16 + k], want, 0)

    elif kernel == "copy_extents_part":  # test/Run/copy-extents-edges.mlir
        # out[s, j, c] = sigmoid(x[s, j, c]) for c < 20, zero elsewhere.
        (m, k, n), x = inp(0)
        _, y = res(2)
        for i in range(m * k * n):
            want = 1 / (1 + math.exp(-x[i])) if i % n < 20 else 0.0
            check.expect("out[%d]" % i, y[i], want, 2e-6, 1e-12)

    elif kernel in ("copy_extents_clamp", "copy_extents_atomic"):
        # test/Run/copy-extents-edges.mlir: out[r, 8:15] = sigmoid(x[r,
        # 8:15]) for the first min(n, 128) rows of each block's 128 (clamp),
        # twice that for the first min(n, 128) rows (atomic: both blocks add
        # the same rows); zero elsewhere.
        n = int(params[0])
        (m, w), x = inp(0)
        _, y = res(2)
        atomic = kernel == "copy_extents_atomic"
        for r in range(m):
            moved = r < min(n, 128) if atomic else r < 256 and r % 128 < min(n, 128)
            for c in range(w):
                want = 0.0
                if moved and 8 <= c < 15:
                    want = (2 if atomic else 1) / (1 + math.exp(-x[r * w + c]))
                check.expect("out[%d,%d]" % (r, c), y[r * w + c], want, 2e-6, 1e-12)
        check.note = "n = %d" % n

    elif kernel == "while_pipelined":  # docs/examples/while_pipelined.mlir
        # C = A + BIAS_REPS (3: the inner while loop adds 1.0 three times),
        # every element written (the tiles cover C), exactly.
        _, a = inp(0)
        _, c = res(1)
        for k in range(len(c)):
            check.expect("C[%d]" % k, c[k], f32(a[k] + 3.0), 0)

    elif kernel == "transpose":  # test/Run/tile-transpose.mlir, exact
        (r, c), x = inp(0)
        _, y = res(1)
        for i in range(r):
            for j in range(c):
                check.expect("Y[%d,%d]" % (j, i), y[j * r + i], x[i * c + j], 0)

    elif kernel == "gather_mask":
        # test/Run/tile-gather-mask.mlir: the columns of each row of X that
        # the pattern keeps (every PERIOD-th from PHASE), one after the other
        # in Y; with BITS, Y's int32 elements hold the float32 bits. Exact.
        period, phase = int(params[0]), int(params[1])
        bits = len(params) > 2
        (r, c), x = inp(0)
        _, y = res(1)
        kept = [x[i * c + j] for i in range(r) for j in range(phase, c, period)]
        check.note = "period %d, phase %d" % (period, phase)
        for k, want in enumerate(kept):
            if bits:
                want = struct.unpack("<i", struct.pack("<f", want))[0]
            check.expect("Y[%d]" % k, y[k], want, 0)

    elif kernel == "sort32":
        # test/Run/sort32.mlir: each row of A (M x N) in blocks of 32, the
        # (value, B index) pairs in descending order of value, equal values
        # by ascending index; C holds 8-byte pairs: f32 [value, index bits],
        # f16 [value, 0, low and high index halves]. Compared exactly.
        (m, n), a = res(0)  # .npy inputs, unchanged
        _, b = res(1)
        (_, width), c = res(2)
        half = width == 4 * n
        per = 4 if half else 2

        def bits(x, code, mask):
            return struct.unpack("<H" if code == "e" else "<I",
                                 struct.pack("<" + code, x))[0] & mask

        check.note = "f16" if half else "f32"
        for r in range(m):
            for blk in range(n // 32):
                pairs = sorted((-a[r * n + k], b[r * n + k] & 0xFFFFFFFF)
                               for k in range(blk * 32, blk * 32 + 32))
                for p, (neg, index) in enumerate(pairs):
                    at = r * width + (blk * 32 + p) * per
                    check.expect("C[%d] value" % at, c[at], -neg, 0)
                    if half:
                        got = (bits(c[at + 2], "e", 0xFFFF) |
                               bits(c[at + 3], "e", 0xFFFF) << 16)
                        check.expect("C[%d] zero" % at, c[at + 1], 0.0, 0)
                    else:
                        got = bits(c[at + 1], "f", 0xFFFFFFFF)
                    check.expect("C[%d] index" % at, got, index, 0)

    elif kernel == "topk_selector":
        # test/Run/topk_selector.mlir: each row's top K scores' indices, in
        # descending order of score, equal scores by ascending index (the
        # order TileLang's sort gives them); compared exactly.
        (m, n), x = res(0)  # .npy input, unchanged
        (_, k), got = res(1)
        for r in range(m):
            row = x[r * n:(r + 1) * n]
            order = sorted(range(n), key=lambda j: (-row[j], j))[:k]
            for p, j in enumerate(order):
                check.expect("indices[%d,%d]" % (r, p), got[r * k + p], j, 0)

    elif kernel == "tile_sort":
        # test/Run/tile-sort.mlir: T.tile.sort / T.tile.topk of the first
        # COUNT values of each row, the rest -inf; the (value, index) pairs
        # in descending order of value, equal values by ascending index,
        # the index as a float; the first K of them (K = 0: all).
        count, k = int(params[0]), int(params[1])
        (m, n), x = res(0)  # .npy input, unchanged
        (_, width), got = res(1)
        for r in range(m):
            row = x[r * n:r * n + count] + [-math.inf] * (n - count)
            order = sorted(range(n), key=lambda j: (-row[j], j))[:k or n]
            for p, j in enumerate(order):
                at = r * width + 2 * p
                check.expect("dst[%d] value" % at, got[at], row[j], 0)
                check.expect("dst[%d] index" % at, got[at + 1], j, 0)

    elif kernel == "tile_math":
        # test/Run/tile-math.mlir: T.tile.sin, T.tile.cos and T.tile.pow
        # against math's, on the inputs as stored (f32 or f16); f32 within
        # 2e-6 absolute (sin, cos) and 2e-6 relative (pow), f16 within its
        # rounding.
        _, x = res(0)  # .npy inputs, unchanged
        _, base = res(1)
        _, exp = res(2)
        _, sin = res(3)
        _, cos = res(4)
        _, pw = res(5)
        half = params and params[0] == "f16"
        tol = 2e-3 if half else 2e-6
        check.note = "f16" if half else "f32"
        for k in range(len(x)):
            check.expect("sin[%d]" % k, sin[k], math.sin(x[k]), 0, tol)
            check.expect("cos[%d]" % k, cos[k], math.cos(x[k]), 0, tol)
            check.expect("pow[%d]" % k, pw[k], base[k] ** exp[k],
                         2 * tol if half else tol)

    elif kernel == "merge_sort":
        # test/Run/merge_sort.mlir: WAYS sorted lists of (value, index)
        # float32 pairs merged in descending order of value, the earlier
        # list first on equal values; compared exactly.
        ways = int(params[0]) if params else 2
        lists = [res(w)[1] for w in range(ways)]  # .npy inputs, unchanged
        _, out_values = res(ways)
        pairs = []
        for w, block in enumerate(lists):
            for p in range(len(block) // 2):
                pairs.append((-block[2 * p], w, p, block[2 * p + 1]))
        pairs.sort()
        check.note = "%d-way" % ways
        for k, (neg, _, _, index) in enumerate(pairs):
            check.expect("value[%d]" % k, out_values[2 * k], -neg, 0)
            check.expect("index[%d]" % k, out_values[2 * k + 1], index, 0)

    elif kernel == "gemm_nt":
        # C (M x N, f16) = A (M x K) B^T, B is N x K.
        (m, k_dim), a = inp(0)
        (n, _), b = inp(1)
        _, c = res(2)
        for i in range(m):
            ai = a[i * k_dim:(i + 1) * k_dim]
            for j in range(n):
                want = f16(sum(x * y for x, y in zip(ai, b[j * k_dim:(j + 1) * k_dim])))
                check.expect("C[%d,%d]" % (i, j), c[i * n + j], want, 2 ** -10, 2 ** -14)

    elif kernel in ("gemm_persistent", "gemm_mixedkernel", "matmul_relu",
                    "gemm_ub_merge", "gemm_mix_manual"):
        # C (M x N) = X (M x K) W^T (W is N x K), bf16 inputs with an f32
        # accumulator; C is bf16 (gemm_persistent) or f32 (gemm_mixedkernel
        # and gemm_persistent_mixed, written by the two Vector cores, 128
        # rows each; matmul_relu, relu(X W^T); gemm_ub_merge, f16 inputs,
        # each 128-row tile written by the two Vector cores; gemm_mix_manual,
        # as gemm_mixedkernel). A pure-Python product of every element is too slow:
        # every 31st element (in row-major order) is compared, which reaches
        # every row, column and tile of C.
        (m, k_dim), x = inp(0)
        (n, _), w = inp(1)
        _, c = res(2)
        for e in range(0, m * n, 31):
            i, j = divmod(e, n)
            xi, wj = x[i * k_dim:(i + 1) * k_dim], w[j * k_dim:(j + 1) * k_dim]
            want = sum(a * b for a, b in zip(xi, wj))
            if kernel == "gemm_persistent":
                # One bf16 rounding of the f32 sum: within a bf16 step.
                check.expect("C[%d,%d]" % (i, j), c[e], bf16(want), 2 ** -7, 2 ** -7)
            else:
                # The bf16 products are exact in f32; the sum's f32 rounding
                # stays within a few units of the last place of the largest
                # partial sum.
                if kernel == "matmul_relu":
                    want = max(want, 0.0)
                check.expect("C[%d,%d]" % (i, j), c[e], want, 2 ** -14, 2 ** -10)

    elif kernel == "quant_matmul":  # docs/examples/quant_matmul.mlir
        # C (M x N) = cast(f32(A B) * scale), A and B int8 (small integers:
        # the int32 sums are exact, and so is their f32 conversion), scale
        # f32 of one element (per tensor, C bf16) or of N (per channel, C
        # f16); one f32 product and one round-to-nearest-even cast. Every
        # 7th element is compared, which reaches every row, column and tile.
        (m, k_dim), a = inp(0)
        (_, n), b = inp(1)
        (per,), scale = inp(2)
        _, c = res(3)
        cast = bf16 if per == 1 else f16
        b_cols = columns(b, k_dim, n)
        for e in range(0, m * n, 7):
            i, j = divmod(e, n)
            acc = sum(x * y for x, y in zip(a[i * k_dim:(i + 1) * k_dim], b_cols[j]))
            want = cast(f32(acc * scale[0 if per == 1 else j]))
            check.expect("C[%d,%d]" % (i, j), c[e], want, 0)
        check.note = "per tensor" if per == 1 else "per channel"

    elif kernel == "mixed_sid":  # test/Run/mixed-sid.mlir
        # C = A B (f32, A 64x32 and B 32x64 f16); E = G = D exactly.
        (m, k_dim), a = inp(0)
        (_, n), b = inp(1)
        _, c = res(2)
        _, d = inp(3)
        _, e = res(4)
        _, g = res(5)
        a_rows = rows(a, k_dim)
        b_cols = columns(b, k_dim, n)
        for i in range(m):
            for j in range(n):
                want = sum(x * y for x, y in zip(a_rows[i], b_cols[j]))
                check.expect("C[%d,%d]" % (i, j), c[i * n + j], want, 2 ** -14, 2 ** -12)
                check.expect("E[%d,%d]" % (i, j), e[i * n + j], d[i * n + j], 0)
                check.expect("G[%d,%d]" % (i, j), g[i * n + j], d[i * n + j], 0)

    elif kernel == "reduce_real_shape_row":  # docs/examples/reduce_real_shape.mlir
        # Output[0, i] = max(Input[i, 0:4]); the kernel stores out_shared's
        # other 4 elements without writing them (NaN under
        # pto-run --allow-unwritten-stores).
        (m, n), x = inp(0)
        _, out = res(1)
        for i, row in enumerate(rows(x, n)):
            check.expect("Output[0,%d]" % i, out[i], max(row[:4]), 0)
        for j in range(m, len(out)):
            check.expect("Output[0,%d] is NaN" % j, math.isnan(out[j]), True, 0)

    elif kernel == "reduce_real_shape_col":  # docs/examples/reduce_real_shape.mlir
        # Output[0, j] = max(Input[0:3, j]).
        (m, n), x = inp(0)
        _, out = res(1)
        xr = rows(x, n)
        for j in range(n):
            check.expect("Output[0,%d]" % j, out[j], max(r[j] for r in xr[:3]), 0)

    elif kernel == "hc_split_sinkhorn":  # docs/examples/hc_split_sinkhorn.mlir
        # The example's own golden (hc_split_sinkhorn_ref), hc = 4, 20
        # Sinkhorn iterations, eps = 1e-6; inputs at arguments 0, 2, 3 and
        # outputs at 4 (the workspace, mixes scaled and shifted, exact), 6, 8
        # and 10 (the dynamic dimensions in between).
        (n, mix_hc), mixes = inp(0)
        _, scale = inp(2)
        _, base = inp(3)
        _, pre = res(6)
        _, post = res(8)
        _, comb = res(10)
        _, workspace = res(4)
        hc, iters, eps = 4, 20, 1e-6
        # (the form that does not overflow for large |x|)
        sig = lambda x: (1 / (1 + math.exp(-x)) if x >= 0
                         else math.exp(x) / (1 + math.exp(x)))
        for i in range(n):
            m = mixes[i * mix_hc:(i + 1) * mix_hc]
            for j in range(mix_hc):
                alpha = scale[0 if j < hc else 1 if j < 2 * hc else 2]
                check.expect("workspace[%d,%d]" % (i, j), workspace[i * mix_hc + j],
                             f32(f32(m[j] * alpha) + base[j]), 0)
            for j in range(hc):
                check.expect("pre[%d,%d]" % (i, j), pre[i * hc + j],
                             sig(m[j] * scale[0] + base[j]) + eps, 1e-6)
                check.expect("post[%d,%d]" % (i, j), post[i * hc + j],
                             2 * sig(m[j + hc] * scale[1] + base[j + hc]), 1e-6)
            c = [[m[j * hc + k + 2 * hc] * scale[2] + base[j * hc + k + 2 * hc]
                  for k in range(hc)] for j in range(hc)]
            for j in range(hc):
                mx = max(c[j])
                e = [math.exp(v - mx) for v in c[j]]
                c[j] = [v / sum(e) + eps for v in e]
            for it in range(iters):
                if it:
                    c = [[v / (sum(r) + eps) for v in r] for r in c]
                cs = [sum(c[j][k] for j in range(hc)) for k in range(hc)]
                c = [[c[j][k] / (cs[k] + eps) for k in range(hc)] for j in range(hc)]
            for j in range(hc):
                for k in range(hc):
                    check.expect("comb[%d,%d,%d]" % (i, j, k),
                                 comb[(i * hc + j) * hc + k], c[j][k], 1e-5, 1e-7)

    elif kernel in ("chunk_cumsum", "chunk_cumsum_reverse"):
        # The sums of each chunk of C elements of G's rows, from the chunk's
        # start (in the kernel's order: one f32 add per element) or to its
        # end (the kernel's total - prefix + element: compared within f32
        # rounding of sums of C terms).
        _, g = inp(0)
        _, s = res(1)
        c = int(params[0])
        for start in range(0, len(g), c):
            chunk = g[start:start + c]
            if kernel == "chunk_cumsum":
                acc = 0.0
                for k in range(c):
                    acc = f32(acc + chunk[k])
                    check.expect("S[%d]" % (start + k), s[start + k], acc, 0)
            else:
                for k in range(c):
                    want = math.fsum(chunk[k:])
                    check.expect("S[%d]" % (start + k), s[start + k], want, 1e-5, 1e-5)

    elif kernel == "scan":  # test/Run/scan.mlir
        (m, n), a = inp(0)
        _, b = res(1)
        _, c = res(2)
        _, d = res(3)
        _, e = res(4)
        _, f = res(5)
        block = 32
        for r0 in range(0, m, block):
            x = rows(a[r0 * n:(r0 + block) * n], n)
            for j in range(n):
                s, mx = 0.0, -math.inf
                for i in range(block):  # down the rows
                    s = f32(s + x[i][j])
                    check.expect("B[%d,%d]" % (r0 + i, j), b[(r0 + i) * n + j], s, 0)
                for i in reversed(range(block)):
                    mx = max(mx, x[i][j])
                    check.expect("D[%d,%d]" % (r0 + i, j), d[(r0 + i) * n + j], mx, 0)
            for i in range(block):  # along the rows
                s, mx = 0.0, -math.inf
                for j in range(n):
                    s = f32(s + x[i][j])
                    check.expect("E[%d,%d]" % (r0 + i, j), e[(r0 + i) * n + j], s, 0)
                for j in reversed(range(n)):
                    mx = max(mx, x[i][j])
                    check.expect("C[%d,%d]" % (r0 + i, j), c[(r0 + i) * n + j], mx, 0)
            s = 0.0
            for j in reversed(range(n)):
                s = f32(s + x[0][j])
                check.expect("F[%d,%d]" % (r0 // block, j), f[r0 // block * n + j], s, 0)

    else:
        print("reference.py: unknown kernel %r" % kernel)
        return 2
    return check.report()


if __name__ == "__main__":
    sys.exit(main())
