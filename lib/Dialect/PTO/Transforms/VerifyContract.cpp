//===- VerifyContract.cpp - the PTO output contract -----------------------===//

#include "tirpto/Dialect/PTO/IR/PTO.h"
#include "tirpto/Dialect/PTO/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::pto {
#define GEN_PASS_DEF_PTOVERIFYCONTRACT
#include "tirpto/Dialect/PTO/Transforms/Passes.h.inc"
} // namespace mlir::pto

using namespace mlir;

namespace {
struct PTOVerifyContractPass
    : pto::impl::PTOVerifyContractBase<PTOVerifyContractPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    bool ok = true;
    if (!module->hasAttr(pto::PTODialect::kTargetArchAttrName)) {
      module.emitError("PTO output contract: the module has no '")
          << pto::PTODialect::kTargetArchAttrName << "' attribute";
      ok = false;
    }
    module.walk([&](Operation *op) {
      if (op == module.getOperation())
        return;
      if (op->getParentOp() == module.getOperation() && !isa<func::FuncOp>(op)) {
        op->emitError("PTO output contract: '")
            << op->getName()
            << "' at module level; a .pto module holds only func.func";
        ok = false;
        return;
      }
      if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
        auto value = dyn_cast<FloatAttr>(constant.getValue());
        if (value && !value.getValue().isFinite()) {
          op->emitError("PTO output contract: a")
              << (value.getValue().isNaN() ? " NaN" : "n infinite")
              << " float constant; ptoas 0.27 prints it as `"
              << (value.getValue().isNaN() ? "NaN" : "Inf")
              << ".0f`, which is not C++";
          ok = false;
          return;
        }
      }
      if (!pto::isScalarOpLoweredByPtoas(op)) {
        if (isa<arith::AddFOp>(op))
          op->emitError("PTO output contract: a scalar 'arith.addf'; ptoas "
                        "0.27 cannot lower it (write a - (-b))");
        else
          op->emitError("PTO output contract: '")
              << op->getName() << "' from index to "
              << op->getResult(0).getType()
              << "; ptoas 0.27 fails to print C++ for it where the index has "
                 "other uses (cast to i64, then arith.trunci)";
        ok = false;
        return;
      }
      StringRef ns = op->getName().getDialectNamespace();
      if (ns == "pto" || ns == "func" || ns == "arith" || ns == "scf")
        return;
      InFlightDiagnostic diag = op->emitError("PTO output contract: '")
                                << op->getName()
                                << "' survived the lowering";
      if (ns == "tir")
        diag << "; convert-tir-to-ascend did not convert it";
      else if (ns == "ascend")
        diag << "; convert-ascend-to-pto did not convert it";
      else if (isa<UnrealizedConversionCastOp>(op))
        diag << "; a conversion left a type it could not convert";
      else
        diag << "; ptoas accepts only func, arith, scf and pto ops";
      ok = false;
    });
    for (func::FuncOp func : module.getOps<func::FuncOp>()) {
      if (func.isExternal()) {
        func.emitError("PTO output contract: '")
            << func.getSymName()
            << "' is a declaration; ptoas compiles only functions with a "
               "body";
        ok = false;
        continue;
      }
      for (auto [i, type] : llvm::enumerate(func.getResultTypes())) {
        if (type.isIntOrIndexOrFloat())
          continue;
        func.emitError("PTO output contract: result #")
            << i << " of '" << func.getSymName() << "' has type " << type
            << "; functions return nothing or scalars";
        ok = false;
      }
      for (auto [i, type] : llvm::enumerate(func.getArgumentTypes())) {
        // A memref of i64 is the a3 FFTS address pto.set_ffts takes
        // (ptoas-format.md §5).
        auto memref = dyn_cast<MemRefType>(type);
        if (isa<pto::PtrType>(type) || type.isIntOrIndexOrFloat() ||
            (memref && memref.getElementType().isInteger(64) &&
             !memref.getMemorySpace()))
          continue;
        func.emitError("PTO output contract: argument #")
            << i << " of '" << func.getSymName() << "' has type " << type
            << "; expected !pto.ptr, a scalar or the FFTS address "
               "(memref<256xi64>)";
        ok = false;
      }
    }
    if (failed(pto::verifyModuleRules(module)))
      ok = false;
    if (!ok)
      signalPassFailure();
    markAllAnalysesPreserved();
  }
};
} // namespace
