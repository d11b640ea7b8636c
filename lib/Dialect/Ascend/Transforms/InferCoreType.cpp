//===- InferCoreType.cpp - the ascend-infer-core-type pass ----------------===//
//
// Which core runs each kernel, from the cores of its ops. See Passes.td.
//
//===----------------------------------------------------------------------===//

#include "tirpto/Dialect/Ascend/IR/Ascend.h"
#include "tirpto/Dialect/Ascend/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::ascend {
#define GEN_PASS_DEF_ASCENDINFERCORETYPE
#include "tirpto/Dialect/Ascend/Transforms/Passes.h.inc"
} // namespace mlir::ascend

using namespace mlir;
using namespace mlir::ascend;

namespace {
struct AscendInferCoreTypePass
    : ascend::impl::AscendInferCoreTypeBase<AscendInferCoreTypePass> {
  void runOnOperation() override {
    bool failed = false;
    IRRewriter rewriter(&getContext());
    for (auto func : getOperation().getOps<FunctionOpInterface>()) {
      if (func.isExternal())
        continue;
      // A hand-off is left only when ascend-split-cube-vector did not run.
      if (WalkResult left = func.walk([](CrossCoreCopyOp op) {
            op.emitOpError("hands a Cube result to the Vector core in a "
                           "kernel not split into its Cube and Vector "
                           "parts: run ascend-split-cube-vector first");
            return WalkResult::interrupt();
          });
          left.wasInterrupted()) {
        failed = true;
        continue;
      }
      Operation *firstCube = nullptr, *firstVector = nullptr;
      func.walk([&](PipeOpInterface op) {
        std::optional<CoreType> core = op.getCoreType();
        if (core == CoreType::AIC && !firstCube)
          firstCube = op;
        if (core == CoreType::AIV && !firstVector)
          firstVector = op;
      });
      if (firstCube && firstVector) {
        InFlightDiagnostic diag =
            func.emitError("mixes Cube (AIC) and Vector (AIV) work in a "
                           "function not split into its Cube and Vector "
                           "parts: run ascend-split-cube-vector first");
        diag.attachNote(firstCube->getLoc()) << "Cube work here";
        diag.attachNote(firstVector->getLoc()) << "Vector work here";
        failed = true;
        continue;
      }
      if (!firstCube && !firstVector)
        continue;
      auto coreType = CoreTypeAttr::get(
          &getContext(), firstCube ? CoreType::AIC : CoreType::AIV);
      // The work must be on a core its sections (T.Scope, T.Cube,
      // T.Vector) declare.
      if (auto scopes = func->getAttrOfType<ArrayAttr>(
              AscendDialect::kSectionCoresAttrName);
          scopes && !llvm::is_contained(scopes, coreType)) {
        bool cube = firstCube != nullptr;
        InFlightDiagnostic diag =
            func.emitError(
                "its sections (T.Scope / T.Cube / T.Vector) declare only ")
            << (cube ? "Vector (AIV)" : "Cube (AIC)")
            << " work, but the kernel does " << (cube ? "Cube" : "Vector")
            << " work";
        diag.attachNote((cube ? firstCube : firstVector)->getLoc())
            << (cube ? "Cube" : "Vector") << " work here";
        failed = true;
        continue;
      }
      rewriter.modifyOpInPlace(func, [&] {
        func->setAttr(AscendDialect::kCoreTypeAttrName, coreType);
      });
    }
    if (failed)
      signalPassFailure();
  }
};
} // namespace
