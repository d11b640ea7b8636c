#!/usr/bin/env bash
# Build tirpto-fuzz (libFuzzer + AddressSanitizer + UndefinedBehaviorSanitizer,
# with Debian's clang-19) in its own build directory and run it on seeds
# taken from docs/examples and test/. Fails on any crash, sanitizer report
# or LLVM fatal error; the input that caused it is left in the build
# directory (crash-*), to be reproduced with `tirpto-fuzz <file>` and kept
# as a regression test under test/. Then runs the lit suite once more with
# the sanitized pto-opt of that build.
#
# The run is deterministic (a fixed seed and a fixed number of runs), so a
# passing commit keeps passing.
#
# Environment:
#   FUZZ_BUILD_DIR  build directory (default: <repo>/build-fuzz)
#   FUZZ_RUNS       inputs to try (default: 1500000; about 3 minutes on 2 cores)
#   FUZZ_SEED       libFuzzer's seed (default: 1)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${FUZZ_BUILD_DIR:-$root/build-fuzz}
runs=${FUZZ_RUNS:-1500000}
seed=${FUZZ_SEED:-1}
llvm_prefix=/usr/lib/llvm-19
packages=(clang-19 libclang-rt-19-dev libfuzzer-19-dev libmlir-19-dev
          mlir-19-tools llvm-19-dev llvm-19-tools libzstd-dev cmake
          ninja-build python3)

say() { echo "[fuzz] $*"; }

# shellcheck source=utils/packages.sh
source "$root/utils/packages.sh"
ensure_packages fuzz "${packages[@]}"

# allow_user_poisoning=0: LLVM's BumpPtrAllocator poisons its slabs from the
# instrumented headers, while the uninstrumented Debian MLIR libraries
# allocate from them without unpoisoning: a false use-after-poison.
export ASAN_OPTIONS=detect_leaks=0:allow_user_poisoning=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

sanitize="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize=vptr"
sanitize+=" -fno-sanitize-recover=all -fno-omit-frame-pointer -gline-tables-only"
say "configuring $build_dir (clang-19, $sanitize)"
cmake -G Ninja -S "$root" -B "$build_dir" \
  -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS_RELEASE="-O1 -DNDEBUG" \
  -DCMAKE_CXX_FLAGS_RELEASE="-O1 -DNDEBUG" \
  -DCMAKE_C_COMPILER=$llvm_prefix/bin/clang \
  -DCMAKE_CXX_COMPILER=$llvm_prefix/bin/clang++ \
  -DCMAKE_C_FLAGS="$sanitize" -DCMAKE_CXX_FLAGS="$sanitize" \
  -DMLIR_DIR="$llvm_prefix/lib/cmake/mlir" \
  -DLLVM_DIR="$llvm_prefix/lib/cmake/llvm" \
  -DTIRPTO_ENABLE_FUZZER=ON >/dev/null
say "building tirpto-fuzz and pto-opt"
cmake --build "$build_dir" --target tirpto-fuzz pto-opt

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

# Crashes inside MLIR's own parser, with no frame of tirpto's code (e.g.
# MLIR 19 segfaults on an op whose operand is defined in its own region),
# are upstream bugs: they are kept in upstream-crashes/ and reported, and
# the run goes on with the next seed. Any other crash fails.
say "running $runs inputs (seed $seed)"
cd "$build_dir"
rm -rf upstream-crashes crash-* && mkdir -p upstream-crashes
left=$runs
round=0
while ((left > 0)); do
  if "$build_dir/bin/tirpto-fuzz" -seed=$((seed + round)) -runs="$left" \
      -max_len=8192 -timeout=30 -rss_limit_mb=6144 -print_final_stats=1 \
      "$corpus" "$seeds" > fuzz.log 2>&1; then
    tail -n 7 fuzz.log
    break
  fi
  if ! python3 - fuzz.log <<'PY'
import re, sys
log = open(sys.argv[1], errors="replace").read()
start = min([i for i in (log.find("==ERROR:"), log.find("runtime error:"),
                         log.find("LLVM ERROR"), log.find("deadly signal"))
             if i >= 0] or [0])
frames = []
for line in log[start:].splitlines():
    if re.match(r"\s*#\d+ ", line):
        if "LLVMFuzzerTestOneInput" in line:
            break
        # Drop "(<binary>+0x...)" and build ids: only symbols and sources.
        frames.append(re.sub(r"\([^)]*\+0x[0-9a-f]+\)|\(BuildId: [0-9a-f]+\)", "", line))
ours = re.compile(r"mlir::(tir|ascend|pto|tirpto)::|/lib/(Conversion|Dialect|Pipelines)/"
                  r"|/include/tirpto/|/tools/")
# A tirpto op's custom parser (Op::parse) on the stack only calls back into
# MLIR's parser (parseRegion, resolveOperand): it does not make the crash
# tirpto's, as the same input with scf.for in place of tir.for crashes too.
parse = re.compile(r"::parse\(mlir::OpAsmParser&, mlir::OperationState&\)")
upstream = frames and any("parseAsmSourceFile" in f or "parseSourceFile" in f
                          for f in frames) and not any(
    ours.search(f) and not parse.search(f) for f in frames)
sys.exit(0 if upstream else 1)
PY
  then
    cat fuzz.log | grep -v '^#' | tail -n 60
    say "CRASH: the input is $build_dir/$(ls crash-* leak-* timeout-* oom-* 2>/dev/null | head -n 1)"
    exit 1
  fi
  done_runs=$(sed -n 's/^stat::number_of_executed_units: *//p' fuzz.log)
  left=$((left - ${done_runs:-0} - 1))
  round=$((round + 1))
  for crash in crash-*; do mv "$crash" upstream-crashes/; done
  say "a crash inside MLIR's parser (upstream: no tirpto frame but op parsers calling back into it); kept in upstream-crashes/, going on"
  if ((round > 20)); then
    say "too many upstream parser crashes"; exit 1
  fi
done
say "no crash of tirpto in $runs inputs ($round upstream parser crashes set aside)"

# The lit suite once more, with the sanitized pto-opt and pto-run.
say "lit suite under ASan/UBSan"
cmake --build "$build_dir" --target check-tirpto
