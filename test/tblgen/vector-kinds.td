// What tirpto-tblgen makes of the Vector kind table: element sets per kind
// and form taken from the PTO instruction (intersected with the kind of its
// scalar), scratch needs from a required tmp, builders in ODS operand order.
// RUN: tirpto-tblgen -gen-ascend-vector-kind-decls -I %tirpto_include -I %mlir_include %s | FileCheck %s --check-prefix=DECL
// RUN: tirpto-tblgen -gen-ascend-to-pto-vector-kinds -I %tirpto_include -I %mlir_include %s | FileCheck %s --check-prefix=BUILD
// RUN: tirpto-tblgen -gen-ascend-vector-kind-doc -I %tirpto_include -I %mlir_include %s | FileCheck %s --check-prefix=DOC

include "tirpto/Dialect/Ascend/IR/AscendVectorKinds.td"

// DECL-LABEL: getScalarFormElements(VBinaryKind kind)
// DECL: case VBinaryKind::Max:
// DECL-NEXT: return ::mlir::tirpto::restrictElements({{.*}}, ::mlir::tirpto::element::Floats);
// DECL-LABEL: getRowExpandFormElements(VBinaryKind kind)
// DECL: case VBinaryKind::And:
// DECL-NEXT: return std::nullopt;

// BUILD-LABEL: buildTileForm(
// BUILD: case ::mlir::ascend::VBinaryKind::Add:
// BUILD-NEXT: return builder.create<::mlir::pto::TAddOp>(loc, in0, in1, dst);
// BUILD-LABEL: buildRowExpandForm(
// BUILD: case ::mlir::ascend::VBinaryKind::Sub:
// BUILD-NEXT: return builder.create<::mlir::pto::TRowExpandSubOp>(loc, in0, in1, tmp, dst);

// DOC: | `max` | `pto.tmax`: i16, i32, f16, f32 on a3; i8, i16, i32, f16, f32 on a5. | `pto.tmaxs`: f16, f32 on a3; f16, f32 on a5. |
