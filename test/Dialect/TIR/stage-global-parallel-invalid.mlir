// RUN: pto-opt %s --tir-stage-global-parallel="budget=0" -verify-diagnostics

// expected-error@+1 {{tir-stage-global-parallel: 'budget' must be a positive number of bytes, got 0}}
func.func @f() {
  return
}
