//===- PTODialect.td - the pto dialect ---------------------*- tablegen -*-===//

#ifndef TIRPTO_DIALECT_PTO_IR_PTODIALECT_TD
#define TIRPTO_DIALECT_PTO_IR_PTODIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def PTO_Dialect : Dialect {
  let name = "pto";
  let cppNamespace = "::mlir::pto";
  let summary = "PTO IR exactly as ptoas reads it";
  let description = [{
    An independent implementation of the PTO IR text format consumed by the
    `ptoas` assembler (PTOAS 0.27): its types, attributes, ops and verifiers,
    so that everything `pto-opt` prints is accepted by ptoas and everything
    ptoas accepts parses here. The reference is
    `../shared/reference/ptoas-format.md`.

    What goes here: global-memory views (`!pto.ptr`, `!pto.tensor_view`,
    `!pto.partition_tensor_view`), on-chip tiles (`!pto.tile_buf` with its
    location `loc=vec|mat|left|right|acc|bias|scaling` and layout config),
    and the tile-level instructions (`pto.tload`, `pto.tmov`, `pto.tmatmul`,
    ...), in ptoas's exact syntax.

    What does not go here: hardware-space reasoning above the tile level (the
    ascend dialect), memory planning and intra-core synchronisation (ptoas
    does those itself with `--enable-insert-sync`).

    Target arch: verifiers dispatch on the module attribute
    `pto.target_arch = "a3" | "a5"` (`"a2"` and `"a2a3"` also mean a3),
    unless `pto-opt --pto-arch` overrides it (as `ptoas --pto-arch` does);
    without either, on the legacy `pto.device-spec` ("Ascend950..." is a5,
    other specs a3); otherwise a3 (ptoas's default).

    This dialect has the same name as PTOAS's own dialect: do not link both
    into one binary. The hand-off to ptoas is the `.pto` text.
  }];
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::func::FuncDialect"];
  let extraClassDeclaration = [{
    void registerTypes();

    static constexpr ::llvm::StringLiteral kTargetArchAttrName = "pto.target_arch";
    static constexpr ::llvm::StringLiteral kEntryAttrName = "pto.entry";
    static constexpr ::llvm::StringLiteral kDeviceSpecAttrName = "pto.device-spec";
    static constexpr ::llvm::StringLiteral kKernelKindAttrName = "pto.kernel_kind";
    /// The launch grid of a kernel function (`array<i64: gx, gy>`), as
    /// tirpto records it: not a PTO attribute (ptoas ignores it), read by
    /// the integer ranges of `pto.get_block_idx` / `get_block_num`.
    static constexpr ::llvm::StringLiteral kLaunchGridAttrName = "tirpto.grid";

    /// The arch forced from outside the IR (pto-opt --pto-arch), if any.
    std::optional<::mlir::pto::TargetArch> getArchOverride() const {
      return archOverride;
    }
    void setArchOverride(std::optional<::mlir::pto::TargetArch> arch) {
      archOverride = arch;
    }

  private:
    std::optional<::mlir::pto::TargetArch> archOverride;

  public:
  }];
}

class PTO_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<PTO_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

class PTO_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<PTO_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

class PTO_Op<string mnemonic, list<Trait> traits = []>
    : Op<PTO_Dialect, mnemonic, traits>;

#endif // TIRPTO_DIALECT_PTO_IR_PTODIALECT_TD
