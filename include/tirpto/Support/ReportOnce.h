//===- ReportOnce.h - one error per user error in a conversion --*- C++ -*-===//
//
// When a conversion pattern reports a user error, the dialect conversion
// driver adds "failed to legalize operation ..." for that op and for the
// ops left unconverted because of it. Those follow-ups say nothing the
// first error did not; this handler drops them, so each user error is
// reported once. A "failed to legalize" with no error before it (a
// construct no pattern handles and none reported) is kept.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_SUPPORT_REPORTONCE_H
#define TIRPTO_SUPPORT_REPORTONCE_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

namespace mlir::tirpto {

/// While alive, drops the conversion driver's "failed to legalize" errors
/// that follow an error already reported.
class ReportUserErrorsOnce : public ScopedDiagnosticHandler {
public:
  explicit ReportUserErrorsOnce(MLIRContext *context)
      : ScopedDiagnosticHandler(context) {
    setHandler([this](Diagnostic &diag) -> LogicalResult {
      if (diag.getSeverity() != DiagnosticSeverity::Error)
        return failure(); // not ours: the next handler reports it
      if (sawError && StringRef(diag.str()).starts_with("failed to legalize"))
        return success(); // dropped
      sawError = true;
      return failure();
    });
  }

private:
  bool sawError = false;
};

} // namespace mlir::tirpto

#endif // TIRPTO_SUPPORT_REPORTONCE_H
