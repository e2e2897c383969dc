// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/fleetmodel.h"
#include "model/params.h"

#include <Eigen/Core>

#include <atomic>
#include <cstdint>
#include <vector>

namespace lorafleet {

// Where the answer changes: the operating rule (MODEL.md item 13) over catalog size K and skew s.
enum class PhaseRegion {
    Either, // K = 1: one adapter costs about the same either way
    Multiplex, // every adapter fits in the pool and none is cheaper dedicated
    PoolOverflow, // multiplex, but K > C: the pool overflows
    DedicateHead, // some head adapters are cheaper on dedicated GPUs (p_i > p*)
    DoesNotFit, // B + V + P > M: the setup cannot run as modelled
};
// The region of one evaluated scenario; the most pressing rule wins (does not fit, then dedicate, then
// overflow).
PhaseRegion phaseRegion(const Figures &figures);

// A grid of K (log-spaced whole numbers) by skew (evenly spaced), every cell one evaluate().
struct PhaseMap
{
    // The columns: from 1 to max(Kmax, K), evenly spaced in log K and rounded (so at small K neighbours
    // may be equal).
    std::vector<std::int64_t> adapters;
    Eigen::ArrayXd skews; // the rows: from 0 to skewMax, increasing
    Eigen::ArrayXXd advantage; // R, rows = skews, columns = adapters
    Eigen::ArrayXXd savings; // USD per month, same shape
    std::vector<PhaseRegion> regions; // row-major: regions[row * adapters.size() + column]
    std::int64_t poolCapacity = 0; // C: the pool-fit boundary (the same at every skew)
    bool memoryFits = true;
    // Asked to stop before every cell was evaluated: the cells are not all filled and the map is not to
    // be drawn.
    bool stopped = false;

    PhaseRegion region(Eigen::Index row, Eigen::Index column) const
    {
        return regions[static_cast<std::size_t>(row) * adapters.size() + static_cast<std::size_t>(column)];
    }
};

// The skews the map spans: 0 to at least 2, and past the scenario's skew and its bands.
double phaseMapSkewMax(const Params &params);
// What another thread sees of a map being computed, and how it stops one (the scenario mapped is no
// longer shown, or the user stopped it).
struct PhaseMapProgress
{
    std::atomic<bool> stop{false};
    std::atomic<int> cellsDone{0}; // of columns x rows
};
// columns x rows cells (each at least 2); a coarse grid (24 x 16) while a slider moves, a fine one
// (96 x 64) after. A few tens of microseconds per cell, milliseconds at extreme inputs. With progress,
// cellsDone counts the cells as they are filled, and when stop turns true the map returns before its
// next cell, marked stopped.
PhaseMap computePhaseMap(const Params &params, int columns, int rows, PhaseMapProgress *progress = nullptr);

} // namespace lorafleet
