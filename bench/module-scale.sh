#!/usr/bin/env bash
# How compile time grows with the module: a module of N copies of the
# README GEMM (docs/examples/gemm_nn.mlir) and the softmax
# (docs/examples/softmax.mlir), each pair renamed, lowered with
# tir-to-pto-pipeline under each way of synchronising the pipes, and, where
# ptoas is found ($PTOAS, or on PATH), assembled (with
# --enable-insert-sync for sync=ptoas's output, without it for
# sync=tirpto's). A benchmark, not a test: it prints wall-clock seconds and
# fails only if a step fails. Issue 12's target: the 1,000-pair module
# through pto-opt (sync=tirpto) and ptoas together in under 15 s.
#
#   bash bench/module-scale.sh [pairs] [build-dir] [syncs]
#   (defaults: 1000, build, "ptoas tirpto")
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
pairs="${1:-1000}"
build="${2:-$root/build}"
syncs="${3:-ptoas tirpto}"
ptoas="${PTOAS:-$(command -v ptoas || true)}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Each function of the pair renamed with the pair's number; comments
# dropped.
for ((i = 0; i < pairs; ++i)); do
  for kernel in gemm_nn softmax; do
    sed -e '/^ *\/\//d' -e "s/func\.func @\([A-Za-z0-9_]*\)/func.func @\1_$i/" \
      "$root/docs/examples/$kernel.mlir"
  done
done > "$work/module.mlir"

seconds() { # command...: runs it (its output kept for a failure), prints
  local start end # its wall-clock seconds
  start=$(date +%s.%N)
  "$@" > "$work/log" 2>&1 || { cat "$work/log" >&2; return 1; }
  end=$(date +%s.%N)
  awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }'
}

for sync in $syncs; do
  opt=$(seconds "$build/bin/pto-opt" --tir-to-pto-pipeline="arch=a3 sync=$sync" \
    "$work/module.mlir" -o "$work/module.$sync.pto")
  printf '%d pairs  sync=%-7s pto-opt %6s s' "$pairs" "$sync" "$opt"
  if [ -n "$ptoas" ]; then
    flags=(--pto-arch=a3)
    [ "$sync" = ptoas ] && flags+=(--enable-insert-sync)
    as=$(seconds "$ptoas" "${flags[@]}" "$work/module.$sync.pto" -o "$work/module.cpp")
    printf '  ptoas %s %6s s' "${flags[*]}" "$as"
  fi
  echo
done
[ -n "$ptoas" ] || echo "(no ptoas: set PTOAS=/path/to/ptoas to time the assembler too)"
