//===- PipeLimits.h - the Cube/Vector tile FIFO -----------------*- C++ -*-===//
//
// How many slots the tile FIFO between the Cube and the Vector cores has,
// how many cross-core flags there are and the pipes a5 sets them on, the
// intra-core event ids and the pipe a5 orders by itself:
// written once here and read by
// the PTO and ascend verifiers, ascend-split-cube-vector (the size of the
// a3 workspace), ascend-check-capacity (the Vector part's slots in UB),
// convert-ascend-to-pto and pto-run.
//
//===----------------------------------------------------------------------===//

#ifndef TIRPTO_SUPPORT_PIPELIMITS_H
#define TIRPTO_SUPPORT_PIPELIMITS_H

#include <cstdint>

namespace mlir::tirpto {

/// The slots per direction of the FIFO a frontend *_initialize_pipe sets
/// up: 8 for one direction (dir_mask 1 or 2), 4 each for both (dir_mask 3)
/// (PTOAS docs/designs/ptoas-tpush-tpop-design.md §4.4).
inline int64_t getPipeSlotNum(int64_t dirMask) { return dirMask == 3 ? 4 : 8; }

/// dir_mask of a FIFO used from the Cube to the Vector only.
constexpr int64_t kPipeCubeToVector = 1;

/// Cross-core flag ids are in [0, kNumCrossCoreFlags): the flags between
/// the Cube and one Vector sub-block (ascend-hardware.md; a3's FFTS mode 2
/// and a5's intra-block flags both have 16).
constexpr int64_t kNumCrossCoreFlags = 16;

/// On a5 (intra-block flags) the Cube addresses sub-block s's flag f as
/// f + s * kA5SubBlockFlagOffset, in [0, 32): ptoas 0.27 lowers a Cube's
/// sync.set on FIX to set_intra_block of id and id + 16 (both sub-blocks),
/// and a sync.wait to one wait_intra_block of its id. A Vector core's set
/// of f reaches the Cube's flag f + 16 s, so a Cube that waits for both
/// sub-blocks waits f and f + 16, as pto-isa's TPush does on a5
/// (waitIntraBlockBySplit). On a3 the FFTS unit (mode 2) joins the two
/// sub-blocks' sets of f into the Cube's one flag f.
constexpr int64_t kA5SubBlockFlagOffset = 16;

/// On a5 a core sets cross-core flags on one pipe only (ptoas's sync.set
/// verifier, ptoas-format.md §4.10): the Cube on FIX, a Vector core on MTE3
/// (the names of PIPE_<name>). On a3 any pipe of the core. Read by the PTO
/// verifier and by convert-ascend-to-pto, which sets a flag asked for on
/// another pipe on the core's after a barrier of all pipes.
constexpr const char *kA5CubeSetPipe = "FIX";
constexpr const char *kA5VectorSetPipe = "MTE3";

/// Intra-core event ids: set_flag / wait_flag name EVENT_ID0..7 for each
/// pair of pipes (ascend-hardware.md §1.4). Read by the ascend flag
/// verifiers and lowerings (as ascend::kNumEventIds), pto-insert-sync
/// (which picks its ids below it) and pto-run.
constexpr int64_t kNumEventIds = 8;

/// The pipe a5 keeps in order by itself, so that a hazard between two of
/// its instructions needs no barrier, and whose barrier a5's backend
/// rejects (ascend-hardware.md §1.4: "1st param must be in [4,6]"): the
/// Vector pipe (the name of PIPE_<name>). Read by
/// ascend::isPipeOrderedInHardware and pto-insert-sync.
constexpr const char *kA5OrderedPipe = "V";

} // namespace mlir::tirpto

#endif // TIRPTO_SUPPORT_PIPELIMITS_H
