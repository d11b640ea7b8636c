# -*- Python -*-
# lit configuration of the tirpto test suite.

import os
import sys

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "TIRPTO"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
# .td: the tests of tirpto-tblgen's table generators (test/tblgen).
config.suffixes = [".mlir", ".td"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.tirpto_obj_root, "test")
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "Inputs"]

# The sanitizer options of utils/fuzz.sh's lit run reach pto-opt.
llvm_config.with_system_environment(["ASAN_OPTIONS", "UBSAN_OPTIONS"])

# FileCheck, not, count from the LLVM tools directory.
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.use_default_substitutions()

# `--param sync=tirpto` (check-tirpto-sync) runs every kernel under tirpto's
# own flags: pto-run places them (--insert-sync) and checks the run against
# them, in place of assuming ptoas's. Tests about pto-run's own flag checks
# are `UNSUPPORTED: sync-tirpto`.
sync_mode = lit_config.params.get("sync", "ptoas")
if sync_mode not in ("ptoas", "tirpto"):
    lit_config.fatal("--param sync= takes ptoas or tirpto, not " + sync_mode)
pto_run_args = []
if sync_mode == "tirpto":
    config.available_features.add("sync-tirpto")
    pto_run_args = ["--insert-sync"]
llvm_config.add_tool_substitutions(
    [
        "pto-opt",
        ToolSubst("pto-run", extra_args=pto_run_args),
        "pto-translate",
        "tirpto-tblgen",
    ],
    [config.tirpto_tools_dir, config.llvm_tools_dir],
)

# Include paths of the TableGen tests.
config.substitutions.append(
    ("%tirpto_include", os.path.join(config.tirpto_src_root, "include"))
)
config.substitutions.append(("%mlir_include", config.mlir_include_dir))

# The bundled kernels (docs/examples) that pipeline tests lower.
config.substitutions.append(
    ("%examples", os.path.join(config.tirpto_src_root, "docs", "examples"))
)

# The real assembler, when CMake was given -DPTOAS_EXECUTABLE=...
if config.ptoas_executable and os.path.exists(config.ptoas_executable):
    config.available_features.add("ptoas")
    config.substitutions.append(("%ptoas", config.ptoas_executable))

# pto-run's numerics tests compare with references in plain Python.
config.substitutions.append(("%python", sys.executable))
