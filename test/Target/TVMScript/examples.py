# The TVMScript twins of docs/examples: each kernel's printed TIR
# (docs/examples/<name>.py) imports to the same tir as its hand-written
# .mlir, up to the order of independent pure ops (test-normalize-order), and
# so lowers to the same .pto.
#
# RUN: pto-translate --import-tir %examples/gemm.py | pto-opt --canonicalize --cse --test-normalize-order > %t.gemm.py.mlir
# RUN: pto-opt --canonicalize --cse --test-normalize-order %examples/gemm.mlir | diff %t.gemm.py.mlir -
# RUN: pto-translate --import-tir %examples/gemm.py | pto-opt --test-normalize-order --tir-to-pto-pipeline="arch=a3" > %t.gemm.py.a3.pto
# RUN: pto-opt --test-normalize-order --tir-to-pto-pipeline="arch=a3" %examples/gemm.mlir | diff %t.gemm.py.a3.pto -
# RUN: pto-translate --import-tir %examples/gemm.py | pto-opt --test-normalize-order --tir-to-pto-pipeline="arch=a5" > %t.gemm.py.a5.pto
# RUN: pto-opt --test-normalize-order --tir-to-pto-pipeline="arch=a5" %examples/gemm.mlir | diff %t.gemm.py.a5.pto -
