// The dialect-level attribute rules (PTODialect.cpp): pto.target_arch,
// pto.entry and pto.kernel_kind, and how pto.target_arch, the legacy
// pto.device-spec and the default pick the arch an op is verified for.

// RUN: pto-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{'pto.target_arch' must be a module attribute "a3" (also spelled "a2" or "a2a3") or "a5"}}
module attributes {pto.target_arch = "A5"} {
}

// -----

// expected-error@+1 {{'pto.target_arch' must be a module attribute "a3" (also spelled "a2" or "a2a3") or "a5"}}
module attributes {pto.target_arch = ""} {
}

// -----

// expected-error@+1 {{'pto.target_arch' must be a module attribute "a3" (also spelled "a2" or "a2a3") or "a5"}}
module attributes {pto.target_arch = 5 : i32} {
}

// -----

// expected-error@+1 {{'pto.target_arch' must be a module attribute "a3" (also spelled "a2" or "a2a3") or "a5"}}
func.func @arch_on_func() attributes {pto.target_arch = "a5"} {
  return
}

// -----

// expected-error@+1 {{'pto.entry' is a unit attribute of func.func}}
func.func @entry_bool() attributes {pto.entry = true} {
  return
}

// -----

// expected-error@+1 {{'pto.entry' is a unit attribute of func.func}}
module attributes {pto.entry} {
}

// -----

// ptoas: "`pto.entry` is only valid on function definitions".
// expected-error@+1 {{'pto.entry' is only valid on function definitions}}
func.func private @entry_declaration() attributes {pto.entry}

// -----

// expected-error@+1 {{'pto.kernel_kind' must be #pto.kernel_kind<cube|vector> on func.func}}
func.func @kernel_kind_attr() attributes {pto.kernel_kind = #pto.address_space<vec>} {
  return
}

// -----

// expected-error@+1 {{'pto.kernel_kind' must be #pto.kernel_kind<cube|vector> on func.func}}
module attributes {pto.kernel_kind = #pto.kernel_kind<cube>} {
}

// -----

func.func @kernel_kind_value() attributes {pto.kernel_kind = #pto.kernel_kind<mix>} {
  return
}
// expected-error@-3 {{expected ::mlir::pto::KernelKind to be one of: cube, vector}}
// expected-error@-4 {{failed to parse PTO_KernelKindAttr parameter 'value' which is to be a `::mlir::pto::KernelKind`}}

// -----

// The arch an op is verified for. Without pto.target_arch, the legacy
// pto.device-spec decides: "Ascend950..." is a5 ...
module attributes {"pto.device-spec" = "Ascend950PR_9599"} {
func.func @device_spec_a5() {
  // expected-error@+1 {{'pto.sync.set' op on A5 expects pipe to be one of PIPE_FIX, PIPE_MTE3}}
  pto.sync.set <PIPE_V>, 0
  return
}
}

// -----

// ... and any other spec is a3.
module attributes {"pto.device-spec" = "Ascend910B1"} {
func.func @device_spec_a3() {
  // expected-error@+1 {{'pto.sync.set' op on A2/A3 requires a pto.set_ffts in the same function (cross-core flags go through the FFTS base address)}}
  pto.sync.set <PIPE_V>, 0
  return
}
}

// -----

// pto.target_arch wins over pto.device-spec on the same module.
module attributes {"pto.device-spec" = "Ascend910B1", pto.target_arch = "a5"} {
func.func @target_arch_first() {
  // expected-error@+1 {{'pto.sync.wait' op on A5 expects pipe to be one of PIPE_FIX, PIPE_MTE1, PIPE_MTE2, PIPE_MTE3, PIPE_V}}
  pto.sync.wait <PIPE_S>, 0
  return
}
}

// -----

// The nearest enclosing module decides.
module attributes {pto.target_arch = "a3"} {
  module attributes {pto.target_arch = "a5"} {
    func.func @inner_a5() {
      // expected-error@+1 {{'pto.sync.set' op on A5 expects pipe to be one of PIPE_FIX, PIPE_MTE3}}
      pto.sync.set <PIPE_M>, 0
      return
    }
  }
}

// -----

// "a2" is a3 ...
module attributes {pto.target_arch = "a2"} {
func.func @spelled_a2() {
  // expected-error@+1 {{'pto.sync.wait' op on A2/A3 requires a pto.set_ffts in the same function (cross-core flags go through the FFTS base address)}}
  pto.sync.wait <PIPE_FIX>, 0
  return
}
}

// -----

// ... and so is a module with neither attribute.
func.func @default_a3() {
  // expected-error@+1 {{'pto.sync.wait' op on A2/A3 requires a pto.set_ffts in the same function (cross-core flags go through the FFTS base address)}}
  pto.sync.wait <PIPE_FIX>, 0
  return
}
