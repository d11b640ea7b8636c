//===- CostModel.cpp - pto-run's cycle estimates --------------------------===//
//
// A per-instruction cost table for Atlas A2/A3 (used for a5 too until a5
// figures are public), derived from the public parameters of pto-isa's
// cost model (hw-native-sys/pto-isa, include/pto/costmodel at commit
// 3186c381: arch_config.hpp's bandwidths and clock, and the fitted
// `cycles = slope * elements + bias` lines of
// a2a3/formula_costmodel/formula_params.csv at 128 columns). pto-run's
// timeline adds them up per pipe; they are estimates for comparing kernels
// ("Fast output"), not the cycle counts of a simulator.
//
//===----------------------------------------------------------------------===//

#include "CostModel.h"

#include "tirpto/Dialect/PTO/IR/PTO.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tirpto::run;

namespace {

/// arch_config.hpp: 1.85 GHz, bandwidths in GB/s per core.
constexpr double kClockGHz = 1.85;
constexpr double bytesPerCycle(double gbPerSecond) {
  return gbPerSecond / kClockGHz;
}
constexpr double kGMToUB = bytesPerCycle(100.9);
constexpr double kGMToL1 = bytesPerCycle(135.0);
constexpr double kUBToGM = bytesPerCycle(188.46);
constexpr double kL1ToGM = bytesPerCycle(32.0);
constexpr double kUBToUB = bytesPerCycle(1024.0);
constexpr double kL0CToGM = bytesPerCycle(70.0);
constexpr double kL0CToL1 = bytesPerCycle(128.0);
constexpr double kL1ToL0A = bytesPerCycle(441.0);
constexpr double kL1ToL0B = bytesPerCycle(220.5);

/// The Cube's multiply-accumulates per cycle: one 16 x 16 x K0 fractal
/// product, K0 = 32 bytes of the input type (16 for f16/bf16, 8 for f32, 32
/// for i8; ascend-hardware.md §1.5).
double macsPerCycle(Type input) {
  unsigned bits = input ? input.getIntOrFloatBitWidth() : 16;
  return 16.0 * 16.0 * (256.0 / bits);
}

/// A fitted line: cycles = slope * elements + bias, for 32-bit and 16-bit
/// elements.
struct Line {
  double slope32, bias32, slope16, bias16;
  double at(Type type, int64_t elements) const {
    bool narrow = type && type.getIntOrFloatBitWidth() <= 16;
    return (narrow ? slope16 : slope32) * elements + (narrow ? bias16 : bias32);
  }
};
// formula_params.csv, 128 columns.
constexpr Line kArith{0.0325, 17, 0.0156, 26};     // TMUL, TSUB, TADDS
constexpr Line kDivide{0.0794, 37, 0.0703, 45};    // TDIVS
constexpr Line kTranscend{0.0314, 30, 0.0314, 30}; // TEXP, TSQRT (any)
constexpr Line kRowReduce{0.0625, 48, 0.0547, 33}; // TROWMAX, TROWSUM
constexpr Line kColReduce{0.1728, 8, 0.1523, 15};  // TCOLSUM, TCOLMAX
constexpr Line kExpand{0.1176, 35, 0.1094, 37};    // TROWEXPAND

double bytes(const CostQuery &q, Type type) {
  return static_cast<double>(q.elements) *
         (type ? type.getIntOrFloatBitWidth() : 32) / 8.0;
}

} // namespace

double mlir::tirpto::run::estimateCycles(const CostQuery &q) {
  return TypeSwitch<Operation *, double>(q.op)
      .Case([&](pto::TLoadOp) {
        return bytes(q, q.elementType) / (q.to == "mat" ? kGMToL1 : kGMToUB);
      })
      .Case([&](pto::TStoreOp) {
        // The bytes written to GM (an acc store converts on the way).
        double bw = q.from == "acc" ? kL0CToGM
                    : q.from == "mat" ? kL1ToGM
                                      : kUBToGM;
        return bytes(q, q.elementType) / bw;
      })
      // The FIFO between the cores: on a3 its slots are in GM, so a push
      // is a store and a pop a load; on a5 the push moves the tile into the
      // consumer's slot (L0C -> UB, UB -> L1) and the pop only waits for it.
      .Case(
          [&](pto::TPushToAivOp) { return bytes(q, q.elementType) / kL0CToGM; })
      .Case(
          [&](pto::TPushToAicOp) { return bytes(q, q.elementType) / kUBToGM; })
      .Case([&](pto::TPopFromAicOp op) {
        return pto::getTargetArch(op) == pto::TargetArch::A5
                   ? 0.0
                   : bytes(q, q.elementType) / kGMToUB;
      })
      .Case([&](pto::TPopFromAivOp op) {
        return pto::getTargetArch(op) == pto::TargetArch::A5
                   ? 0.0
                   : bytes(q, q.elementType) / kGMToL1;
      })
      .Case<pto::TMovOp, pto::TExtractOp>([&](Operation *) {
        double bw = q.to == "left"    ? kL1ToL0A
                    : q.to == "right" ? kL1ToL0B
                    : q.from == "acc" ? kL0CToL1
                                      : kUBToUB;
        return bytes(q, q.sourceType) / bw;
      })
      .Case<pto::TMatmulOp, pto::TMatmulAccOp>([&](Operation *) {
        return static_cast<double>(q.m) * q.k * q.n / macsPerCycle(q.sourceType);
      })
      .Case<pto::TDivOp, pto::TDivSOp, pto::TRecipOp>(
          [&](Operation *) { return kDivide.at(q.elementType, q.elements); })
      .Case<pto::TExpOp, pto::TLogOp, pto::TSqrtOp, pto::TRsqrtOp>(
          [&](Operation *) { return kTranscend.at(q.elementType, q.elements); })
      .Case<pto::TRowSumOp, pto::TRowMaxOp, pto::TRowMinOp>(
          [&](Operation *) { return kRowReduce.at(q.sourceType, q.elements); })
      .Case<pto::TColSumOp, pto::TColMaxOp, pto::TColMinOp>(
          [&](Operation *) { return kColReduce.at(q.sourceType, q.elements); })
      .Case<pto::TRowExpandAddOp, pto::TRowExpandSubOp, pto::TRowExpandMulOp,
            pto::TRowExpandDivOp, pto::TRowExpandMaxOp, pto::TRowExpandMinOp,
            pto::TColExpandAddOp, pto::TColExpandSubOp, pto::TColExpandMulOp,
            pto::TColExpandDivOp, pto::TColExpandMaxOp, pto::TColExpandMinOp>(
          [&](Operation *) { return kExpand.at(q.elementType, q.elements); })
      .Case<pto::TReshapeOp, pto::BitcastOp, pto::SubsetOp>(
          [&](Operation *) { return 0.0; })
      .Default(
          [&](Operation *) { return kArith.at(q.elementType, q.elements); });
}
