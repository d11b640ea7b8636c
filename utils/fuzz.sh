#!/usr/bin/env bash
# Build tirpto's libFuzzer targets (with AddressSanitizer and
# UndefinedBehaviorSanitizer, by Debian's clang-19) in their own build
# directory and run them: tirpto-fuzz (the pipeline, on MLIR seeds from
# docs/examples and test/) and tirpto-fuzz-tvmscript (pto-translate's
# TVMScript importer, on the .py seeds of docs/examples and
# test/Target/TVMScript). Fails on any crash, sanitizer report
# or LLVM fatal error; the input that caused it is left in the build
# directory (crash-*), to be reproduced with `tirpto-fuzz <file>` and kept
# as a regression test under test/. Then runs the lit suite once more with
# the sanitized pto-opt of that build.
#
# The run is deterministic (a fixed seed and a fixed number of runs), so a
# passing commit keeps passing.
#
# Usage: utils/fuzz.sh [19|22]
#   the LLVM/MLIR tirpto is built against (default 19). The compiler and
#   libFuzzer are clang-19's either way. With 22 this is also the lit suite
#   against LLVM 22 (.ci/run uses it so); setting it up replaces
#   libmlir-19-dev with libmlir-22-dev, as `utils/setup.sh 22` does.
#
# Environment:
#   FUZZ_BUILD_DIR  build directory (default: <repo>/build-fuzz for 19,
#                   <repo>/build-fuzz-llvm22 for 22)
#   FUZZ_RUNS       pipeline inputs to try (default: 300000; about a minute
#                   on 2 cores)
#   FUZZ_TVMSCRIPT_RUNS  importer inputs to try (default: 40000; about 20
#                   seconds)
#   FUZZ_SEED       libFuzzer's seed (default: 1)
#   FUZZ_SUITES     the lit targets run with the sanitized tools afterwards
#                   (default: check-tirpto check-tirpto-sync; lit's own
#                   LIT_FILTER_OUT applies)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=utils/packages.sh
source "$root/utils/packages.sh"
llvm_version=$(llvm_version_arg fuzz "${1:-19}")
if [ "$llvm_version" = 19 ]; then
  build_dir=${FUZZ_BUILD_DIR:-$root/build-fuzz}
else
  build_dir=${FUZZ_BUILD_DIR:-$root/build-fuzz-llvm$llvm_version}
fi
runs=${FUZZ_RUNS:-300000}
tvmscript_runs=${FUZZ_TVMSCRIPT_RUNS:-40000}
seed=${FUZZ_SEED:-1}
read -r -a suites <<< "${FUZZ_SUITES:-check-tirpto check-tirpto-sync}"
clang_prefix=/usr/lib/llvm-19
llvm_prefix=/usr/lib/llvm-$llvm_version
packages=(clang-19 libclang-rt-19-dev libfuzzer-19-dev
          $(llvm_packages "$llvm_version") libzstd-dev cmake ninja-build
          python3)

say() { echo "[fuzz] $*"; }

ensure_packages fuzz "${packages[@]}"

# allow_user_poisoning=0: LLVM's BumpPtrAllocator poisons its slabs from the
# instrumented headers, while the uninstrumented Debian MLIR libraries
# allocate from them without unpoisoning: a false use-after-poison.
export ASAN_OPTIONS=detect_leaks=0:allow_user_poisoning=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

sanitize="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize=vptr"
sanitize+=" -fno-sanitize-recover=all -fno-omit-frame-pointer -gline-tables-only"
say "configuring $build_dir (clang-19, LLVM/MLIR $llvm_version, $sanitize)"
cmake -G Ninja -S "$root" -B "$build_dir" \
  -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS_RELEASE="-O1 -DNDEBUG" \
  -DCMAKE_CXX_FLAGS_RELEASE="-O1 -DNDEBUG" \
  -DCMAKE_C_COMPILER=$clang_prefix/bin/clang \
  -DCMAKE_CXX_COMPILER=$clang_prefix/bin/clang++ \
  -DCMAKE_C_FLAGS="$sanitize" -DCMAKE_CXX_FLAGS="$sanitize" \
  -DMLIR_DIR="$llvm_prefix/lib/cmake/mlir" \
  -DLLVM_DIR="$llvm_prefix/lib/cmake/llvm" \
  -DTIRPTO_ENABLE_FUZZER=ON >/dev/null
say "building tirpto-fuzz, tirpto-fuzz-tvmscript and pto-opt"
cmake --build "$build_dir" --target tirpto-fuzz tirpto-fuzz-tvmscript pto-opt

# Seeds: every kernel of docs/examples and every split of the lit tests.
seeds=$build_dir/fuzz-seeds
corpus=$build_dir/fuzz-corpus
py_seeds=$build_dir/fuzz-seeds-tvmscript
py_corpus=$build_dir/fuzz-corpus-tvmscript
rm -rf "$seeds" "$corpus" "$py_seeds" "$py_corpus"
mkdir -p "$seeds" "$corpus" "$py_seeds" "$py_corpus"
python3 - "$root" "$seeds" "$py_seeds" <<'PY'
import pathlib, sys
root, out, py_out = (pathlib.Path(a) for a in sys.argv[1:4])
def split(files, marker, dest, suffix):
    n = 0
    for f in files:
        for i, part in enumerate(f.read_text().split(marker)):
            if part.strip():
                (dest / f"{f.stem}-{i}{suffix}").write_text(part)
                n += 1
    return n
n = split(sorted(root.glob("docs/examples/*.mlir")) + sorted(root.glob("test/**/*.mlir")),
          "\n// -----\n", out, ".mlir")
m = split(sorted(root.glob("docs/examples/*.py")) + sorted(root.glob("test/Target/TVMScript/*.py")),
          "\n# -----\n", py_out, ".py")
print(f"[fuzz] {n} MLIR seeds, {m} TVMScript seeds")
PY

# Crashes inside MLIR's own parser, with no frame of tirpto's code (e.g.
# MLIR 19 segfaults on an op whose operand is defined in its own region),
# are upstream bugs: they are kept in upstream-crashes/ and reported, and
# the run goes on with the next seed. Any other crash fails.
cd "$build_dir"
rm -rf upstream-crashes crash-* && mkdir -p upstream-crashes
# fuzz <target> <runs> <dirs...>: runs the target until it has tried <runs>
# inputs; a crash inside MLIR's own parser (only tirpto-fuzz parses MLIR) is
# set aside and the run goes on, any other crash fails.
fuzz() {
  local target=$1 total=$2
  shift 2
  say "$target: running $total inputs (seed $seed)"
  local left=$total round=0
  while ((left > 0)); do
    if "$build_dir/bin/$target" -seed=$((seed + round)) -runs="$left" \
        -max_len=8192 -timeout=30 -rss_limit_mb=6144 -print_final_stats=1 \
        "$@" > fuzz.log 2>&1; then
      tail -n 7 fuzz.log
      break
    fi
    if [ "$target" != tirpto-fuzz ] || ! python3 - fuzz.log <<'PY'
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
ours = re.compile(r"mlir::(tir|ascend|pto|tirpto)::|/lib/(Conversion|Dialect|Pipelines|Target)/"
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
      grep -v '^#' fuzz.log | tail -n 60
      say "CRASH: the input is $build_dir/$(ls crash-* leak-* timeout-* oom-* 2>/dev/null | head -n 1)"
      exit 1
    fi
    local done_runs
    done_runs=$(sed -n 's/^stat::number_of_executed_units: *//p' fuzz.log)
    left=$((left - ${done_runs:-0} - 1))
    round=$((round + 1))
    for crash in crash-*; do mv "$crash" upstream-crashes/; done
    say "a crash inside MLIR's parser (upstream: no tirpto frame but op parsers calling back into it); kept in upstream-crashes/, going on"
    if ((round > 20)); then
      say "too many upstream parser crashes"; exit 1
    fi
  done
  say "$target: no crash of tirpto in $total inputs ($round upstream parser crashes set aside)"
}
fuzz tirpto-fuzz "$runs" "$corpus" "$seeds"
fuzz tirpto-fuzz-tvmscript "$tvmscript_runs" "$py_corpus" "$py_seeds"

# The lit suite once more, with the sanitized tools, and with tirpto's own
# synchronisation.
say "lit suite under ASan/UBSan (LLVM/MLIR $llvm_version)"
cmake --build "$build_dir" --target "${suites[@]}"
