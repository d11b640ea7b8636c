#!/usr/bin/env bash
# Build tirpto-fuzz (libFuzzer + AddressSanitizer + UndefinedBehaviorSanitizer,
# with Debian's clang-19) in its own build directory and run it on seeds
# taken from docs/examples and test/. Fails on any crash, sanitizer report
# or LLVM fatal error; the input that caused it is left in the build
# directory (crash-*), to be reproduced with `tirpto-fuzz <file>` and kept
# as a regression test under test/.
#
# The run is deterministic (a fixed seed and a fixed number of runs), so a
# passing commit keeps passing.
#
# Environment:
#   FUZZ_BUILD_DIR  build directory (default: <repo>/build-fuzz)
#   FUZZ_RUNS       inputs to try (default: 40000; about 3 minutes on 2 cores)
#   FUZZ_SEED       libFuzzer's seed (default: 1)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${FUZZ_BUILD_DIR:-$root/build-fuzz}
runs=${FUZZ_RUNS:-40000}
seed=${FUZZ_SEED:-1}
llvm_prefix=/usr/lib/llvm-19
packages=(clang-19 libclang-rt-19-dev libfuzzer-19-dev libmlir-19-dev
          mlir-19-tools llvm-19-dev llvm-19-tools libzstd-dev cmake
          ninja-build python3)

say() { echo "[fuzz] $*"; }

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null |
       grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
if ((${#missing[@]})); then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo=sudo; fi
  say "installing missing packages: ${missing[*]}"
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q \
    --no-install-recommends "${missing[@]}"
fi

sanitize="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize=vptr"
sanitize+=" -fno-sanitize-recover=all -fno-omit-frame-pointer -gline-tables-only"
say "configuring $build_dir (clang-19, $sanitize)"
cmake -G Ninja -S "$root" -B "$build_dir" \
  -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER=$llvm_prefix/bin/clang \
  -DCMAKE_CXX_COMPILER=$llvm_prefix/bin/clang++ \
  -DCMAKE_C_FLAGS="$sanitize" -DCMAKE_CXX_FLAGS="$sanitize" \
  -DMLIR_DIR="$llvm_prefix/lib/cmake/mlir" \
  -DLLVM_DIR="$llvm_prefix/lib/cmake/llvm" \
  -DTIRPTO_ENABLE_FUZZER=ON >/dev/null
say "building tirpto-fuzz"
cmake --build "$build_dir" --target tirpto-fuzz

# Seeds: every kernel of docs/examples and every split of the lit tests.
seeds=$build_dir/fuzz-seeds
corpus=$build_dir/fuzz-corpus
rm -rf "$seeds" "$corpus"
mkdir -p "$seeds" "$corpus"
python3 - "$root" "$seeds" <<'PY'
import pathlib, sys
root, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
files = sorted(root.glob("docs/examples/*.mlir")) + sorted(root.glob("test/**/*.mlir"))
n = 0
for f in files:
    for i, part in enumerate(f.read_text().split("\n// -----\n")):
        if part.strip():
            (out / f"{f.stem}-{i}.mlir").write_text(part)
            n += 1
print(f"[fuzz] {n} seeds")
PY

say "running $runs inputs (seed $seed)"
cd "$build_dir"
ASAN_OPTIONS=detect_leaks=0:abort_on_error=0 \
UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  "$build_dir/bin/tirpto-fuzz" -seed="$seed" -runs="$runs" \
  -max_len=8192 -timeout=30 -rss_limit_mb=6144 -print_final_stats=1 \
  "$corpus" "$seeds"
say "no crash in $runs inputs"
