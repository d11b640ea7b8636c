#!/usr/bin/env bash
# Cycle estimates of two kernels under pto-run's cost model, for each way
# of synchronising the pipes of a core (tir-to-pto-pipeline's `sync`
# option): the README GEMM (docs/examples/gemm_nn.mlir's kernel, 128 x 128
# x 32 tiles) at M = N = 256, K = 1024 on a 2 x 2 grid, and the softmax of
# docs/examples/softmax.mlir on 3 blocks of 8 rows of 1024. A benchmark,
# not a test: it prints figures and fails only if a step fails.
#
#   bash bench/cost.sh [build-dir]      (default: build)
#
# Prints, per kernel and sync mode, the longest block's cycles and each
# pipe's busy cycles per block, and for the GEMM the ratio of its cycles to
# MTE2 + FIX busy (issue 12's target: at most 1.10). `sync=ptoas` is run
# with --assume-ptoas-sync (each pipe waits only for the data it needs, an
# upper bound of what ptoas's own flags allow); `sync=tirpto` follows the
# flags pto-insert-sync placed. docs/PtoRun.md ("Cycles") says what the
# model counts; pto-isa's cost model, built outside the project, is the
# reference it is checked against.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build}"
bin="$build/bin"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

sed 's/@M@/256/g; s/@N@/256/g; s/@K@/1024/g; s/@GX@/2/g; s/@GY@/2/g; s/@KSTEPS@/32/g' \
  "$root/test/Pipelines/Inputs/gemm_nn_template.mlir" > "$work/gemm.mlir"

run() { # name kernel.mlir sync pto-run-args...
  local name="$1" kernel="$2" sync="$3"
  shift 3
  local extra=()
  [ "$sync" = ptoas ] && extra=(--assume-ptoas-sync)
  "$bin/pto-opt" --tir-to-pto-pipeline="arch=a3 sync=$sync" "$kernel" -o "$work/k.pto"
  "$bin/pto-run" "$work/k.pto" "${extra[@]}" "$@" --cycles > "$work/out.txt"
  local cycles mte2 fix
  cycles=$(sed -n 's/^cycles: \([0-9]*\).*/\1/p' "$work/out.txt")
  printf '%-8s sync=%-7s %7s cycles' "$name" "$sync" "$cycles"
  sed -n 's/^  \([A-Z0-9]*\) busy: \([0-9]*\) cycles per block/\1 \2/p' "$work/out.txt" |
    while read -r pipe busy; do printf '  %s %s' "$pipe" "$busy"; done
  mte2=$(sed -n 's/^  MTE2 busy: \([0-9]*\).*/\1/p' "$work/out.txt")
  fix=$(sed -n 's/^  FIX busy: \([0-9]*\).*/\1/p' "$work/out.txt")
  if [ -n "$fix" ]; then
    awk -v c="$cycles" -v m="$mte2" -v f="$fix" \
      'BEGIN { printf "  cycles/(MTE2+FIX) %.2f", c / (m + f) }'
  fi
  echo
}

for sync in ptoas tirpto; do
  run gemm "$work/gemm.mlir" "$sync" --arg rand:256x1024 --arg rand:1024x256 --arg zeros:256x256
done
for sync in ptoas tirpto; do
  run softmax "$root/docs/examples/softmax.mlir" "$sync" --blocks 3 --arg rand:4096x1024 --arg zeros:4096x1024
done
