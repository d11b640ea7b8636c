#!/usr/bin/env bash
# Set up tirpto on a Debian 12 / Ubuntu machine: install LLVM/MLIR 19 and the
# build tools when missing, configure with CMake + Ninja, build pto-opt.
# Idempotent: a second run only rebuilds what changed.
#
# Environment:
#   BUILD_DIR   build directory (default: <repo>/build)
#   PTOAS       path to a ptoas binary; enables the `REQUIRES: ptoas` tests
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${BUILD_DIR:-$root/build}
llvm_prefix=/usr/lib/llvm-19
packages=(libmlir-19-dev mlir-19-tools llvm-19-dev llvm-19-tools libzstd-dev
          cmake ninja-build g++ python3)

say() { echo "[setup] $*"; }

# shellcheck source=utils/packages.sh
source "$root/utils/packages.sh"
ensure_packages setup "${packages[@]}"

cmake_args=(-G Ninja -S "$root" -B "$build_dir"
            -DCMAKE_BUILD_TYPE=Release
            -DMLIR_DIR="$llvm_prefix/lib/cmake/mlir"
            -DLLVM_DIR="$llvm_prefix/lib/cmake/llvm")
if [ -n "${PTOAS:-}" ]; then
  cmake_args+=(-DPTOAS_EXECUTABLE="$PTOAS")
fi
say "configuring $build_dir (LLVM/MLIR from $llvm_prefix)"
cmake "${cmake_args[@]}"

say "building pto-opt"
cmake --build "$build_dir" --target pto-opt
say "ready: $build_dir/bin/pto-opt"
