//===- tirpto-tblgen.cpp - tirpto's TableGen driver -----------------------===//
//
// mlir-tblgen's generators plus tirpto's own (registered by the files of
// this directory with mlir::GenRegistration), as CIRCT's circt-tblgen and
// IREE's iree-tblgen do. tirpto's generators turn tables of hardware facts
// written in TableGen into C++ and Markdown, so that each fact has one
// source.
//
//===----------------------------------------------------------------------===//

#include "mlir/Tools/mlir-tblgen/MlirTblgenMain.h"

int main(int argc, char **argv) { return mlir::MlirTblgenMain(argc, argv); }
