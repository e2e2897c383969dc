// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <random>
#include <utility>
#include <vector>

namespace lorafleet {

// Rendezvous hashing's placements of a fleet's head adapters (at most 64): adapter a lands on a uniformly
// random R_a-subset of the N replicas, independently of the others. Each placement is given as its replica
// classes: the set of head adapters a replica holds (bit a) and how many replicas hold exactly that set.
// The same placements for the same copies every time (a fixed seed). A placement costs
// sum_a min(R_a, N - R_a) draws, not N: an adapter on most replicas is placed by drawing those it misses.
class HashPlacements
{
public:
    using Classes = std::vector<std::pair<std::uint64_t, std::int64_t>>; // (set, replicas)

    // copies[a] = R_a (from 1; R_a >= N: on every replica).
    HashPlacements(const std::vector<std::int64_t> &copies, std::int64_t replicas);

    // The next placement's classes (valid until the next call).
    const Classes &next();

private:
    // A uniform replica index in [low, N): Lemire's multiply-shift on 32-bit halves of the generator's
    // words, with its rejection step (exactly uniform).
    std::int64_t drawFrom(std::int64_t low);

    std::vector<std::int64_t> m_copies;
    std::int64_t m_replicas;
    std::uint64_t m_common = 0; // the set of a replica no draw touched: the adapters on more than N / 2
    std::mt19937_64 m_random;
    std::uint64_t m_word = 0;
    bool m_halfLeft = false;
    std::vector<std::uint64_t> m_masks;
    std::vector<std::int64_t> m_order;
    std::vector<std::int64_t> m_touched; // the first m_touchedCount: replicas whose set is not the common
    std::size_t m_touchedCount = 0;
    Classes m_table; // open addressing by set; a count of 0 is an empty place
    Classes m_classes;
};

} // namespace lorafleet
