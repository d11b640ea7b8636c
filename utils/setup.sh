#!/usr/bin/env bash
# Set up tirpto on a Debian 12 / Ubuntu machine: install LLVM/MLIR and the
# build tools when missing, configure with CMake + Ninja, build pto-opt.
# Idempotent: a second run only rebuilds what changed.
#
# Usage: utils/setup.sh [19|22]
#   19 (the default) is LLVM/MLIR 19.1, ptoas 0.27's pin and the reference;
#   22 is LLVM/MLIR 22.1. Debian's libmlir-19-dev and libmlir-22-dev
#   conflict: setting up one version replaces the other's MLIR packages
#   (build directories of the other version then need them back to relink).
#
# Environment:
#   BUILD_DIR   build directory (default: <repo>/build for 19,
#               <repo>/build-llvm22 for 22)
#   PTOAS       path to a ptoas binary; enables the `REQUIRES: ptoas` tests
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=utils/packages.sh
source "$root/utils/packages.sh"
llvm_version=$(llvm_version_arg setup "${1:-19}")
if [ "$llvm_version" = 19 ]; then
  build_dir=${BUILD_DIR:-$root/build}
else
  build_dir=${BUILD_DIR:-$root/build-llvm$llvm_version}
fi
llvm_prefix=/usr/lib/llvm-$llvm_version
packages=($(llvm_packages "$llvm_version") libzstd-dev cmake ninja-build g++
          python3)

say() { echo "[setup] $*"; }

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
