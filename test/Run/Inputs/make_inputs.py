#!/usr/bin/env python3
"""Inputs of docs/examples kernels that pto-run cannot generate (rand:,
iota:, ... do not cover them), written as .npy files.

    make_inputs.py KERNEL DIR [PARAM ...]

rope_mask ROWS ROPE_DIM: DIR/mask.npy, the int32 byte offsets the
example's host code builds (pairs swapped: mask[2k] = 4 * (2k + 1),
mask[2k + 1] = 4 * 2k, ROWS x ROPE_DIM), and DIR/sin_mask.npy (-1 at even,
1 at odd positions, ROPE_DIM float32). Pure Python: no NumPy needed.

sort32 DTYPE: DIR/A.npy, 8 x 256 values (f32 or f16) that are multiples of
1/2 in [-8, 8), so equal values recur within each 32-element block, and
DIR/B.npy, their int32 indices, decreasing along the rows (a block's equal
values go out in ascending index, so in descending position) and above
2^16 (the f16 pairs' high index half is not zero).

topk_selector ROWS N [DTYPE [inf]]: DIR/x.npy, ROWS x N scores (float32,
or DTYPE f16) that are multiples of 1/8 in [-64, 64), so equal scores
recur within a row (the sort takes the smaller index first); with `inf`,
every 97th score from the 4th is -inf.

tile_math DTYPE: DIR/x.npy, 4 x 64 angles in [-100, 100] (f32 or DTYPE
f16) with multiples of pi/2 and 0 among them; DIR/base.npy, 4 x 64 positive
bases in (0, 10], and DIR/exp.npy, 4 x 64 exponents in [-3, 3].

merge_sort WAYS PAIRS: DIR/block0.npy ... block<WAYS-1>.npy, the sorted
lists of tilelang-ascend's example_merge_sort.py: PAIRS (value, index)
pairs of float32 each, in descending order of value. The values are
multiples of 1/4 in [-4, 4), so equal values recur within and across lists
(the merge takes the earlier list first); list w's indices are
1000 * w + the pair's position before sorting.
"""

import os
import struct
import sys


def save(path, code, descr, shape, values):
    dims = ", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else "")
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (
        descr, dims)
    header += " " * (64 - (10 + len(header) + 1) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)))
        f.write(header.encode())
        f.write(struct.pack("<%d%s" % (len(values), code), *values))


def main():
    kernel, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    if kernel == "rope_mask":
        rows, rope_dim = int(sys.argv[3]), int(sys.argv[4])
        save(os.path.join(out, "mask.npy"), "i", "<i4", (rows, rope_dim),
             [(k ^ 1) * 4 for k in range(rows * rope_dim)])
        save(os.path.join(out, "sin_mask.npy"), "f", "<f4", (rope_dim,),
             [1.0 if j % 2 else -1.0 for j in range(rope_dim)])
    elif kernel == "merge_sort":
        ways, pairs = int(sys.argv[3]), int(sys.argv[4])
        state = 12345
        for w in range(ways):
            values = []
            for i in range(pairs):
                state = (state * 1103515245 + 12345) % (1 << 31)
                values.append(((state >> 16) % 32 - 16) / 4.0)
            order = sorted(range(pairs), key=lambda i: -values[i])
            block = []
            for i in order:
                block += [values[i], float(1000 * w + i)]
            save(os.path.join(out, "block%d.npy" % w), "f", "<f4",
                 (2 * pairs,), block)
    elif kernel == "sort32":
        dtype = sys.argv[3]
        rows, cols = 8, 256
        values, state = [], 4242
        for _ in range(rows * cols):
            state = (state * 1103515245 + 12345) % (1 << 31)
            values.append(((state >> 16) % 32 - 16) / 2.0)
        code, descr = ("e", "<f2") if dtype == "f16" else ("f", "<f4")
        save(os.path.join(out, "A.npy"), code, descr, (rows, cols), values)
        save(os.path.join(out, "B.npy"), "i", "<i4", (rows, cols),
             [2 * 65536 + 20000 - 3 * k for k in range(rows * cols)])
    elif kernel == "tile_math":
        half = sys.argv[3] == "f16"
        code, descr = ("e", "<f2") if half else ("f", "<f4")
        x, base, exp, state = [], [], [], 99
        for k in range(256):
            state = (state * 1103515245 + 12345) % (1 << 31)
            u = (state >> 8) / float(1 << 23)  # [0, 1)
            if k % 16 == 0:
                x.append((k // 16 - 8) * 1.5707963267948966)
            else:
                x.append(200.0 * u - 100.0)
            base.append(0.05 + 9.95 * u)
            exp.append(6.0 * ((k * 37 % 256) / 256.0) - 3.0)
        for name, values in (("x", x), ("base", base), ("exp", exp)):
            save(os.path.join(out, name + ".npy"), code, descr, (4, 64),
                 values)
    elif kernel == "topk_selector":
        rows, n = int(sys.argv[3]), int(sys.argv[4])
        values, state = [], 777
        for _ in range(rows * n):
            state = (state * 1103515245 + 12345) % (1 << 31)
            values.append(((state >> 12) % 1024 - 512) / 8.0)
        if len(sys.argv) > 6 and sys.argv[6] == "inf":
            for k in range(3, len(values), 97):
                values[k] = -float("inf")
        half = len(sys.argv) > 5 and sys.argv[5] == "f16"
        code, descr = ("e", "<f2") if half else ("f", "<f4")
        save(os.path.join(out, "x.npy"), code, descr, (rows, n), values)
    else:
        sys.exit("make_inputs.py: unknown kernel " + kernel)


if __name__ == "__main__":
    main()
