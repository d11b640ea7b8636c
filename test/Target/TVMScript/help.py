# RUN: pto-translate --help | FileCheck %s

# CHECK: OVERVIEW: tirpto translation driver: --import-tir reads TileLang's printed TIR
# CHECK: --import-tir{{ +}}- Import TileLang's tile-level TIR printed as TVMScript
# CHECK-NOT: aarch64
# CHECK: --split-input-file
