// tirpto-tblgen checks that the Vector kind table has one record per kind.
// RUN: not tirpto-tblgen -gen-ascend-vector-kind-decls -I %tirpto_include -I %mlir_include %s 2>&1 | FileCheck %s

include "tirpto/Dialect/Ascend/IR/AscendVectorKinds.td"

// CHECK: error: two records for VBinaryKind::Add
def : Ascend_VBinaryKindInfo<"Add", PTO_TAddOp, PTO_TAddSOp, ?, ?>;
