# RUN: pto-translate --import-tir %s | FileCheck %s

# A last line that is a comment with no newline after it (found by
# tirpto-fuzz-tvmscript: the lexer stepped past the end of the buffer).
# CHECK: func.func @f()
@T.prim_func
def f():
    pass
# the end