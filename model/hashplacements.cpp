// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/hashplacements.h"

#include <algorithm>
#include <bit>
#include <limits>

namespace lorafleet {

namespace {

constexpr std::uint64_t kPlacementSeed = 0x5eed2026;

} // namespace

HashPlacements::HashPlacements(const std::vector<std::int64_t> &copies, std::int64_t replicas)
    : m_copies(copies)
    , m_replicas(std::max<std::int64_t>(1, replicas))
    , m_random(kPlacementSeed)
{
    for (std::size_t a = 0; a < m_copies.size(); ++a)
        if (2 * m_copies[a] > m_replicas)
            m_common |= std::uint64_t(1) << a;
    m_masks.assign(static_cast<std::size_t>(m_replicas), m_common);
    m_order.resize(static_cast<std::size_t>(m_replicas));
    for (std::int64_t j = 0; j < m_replicas; ++j)
        m_order[static_cast<std::size_t>(j)] = j;
}

inline std::int64_t HashPlacements::drawFrom(std::int64_t low)
{
    const std::int64_t span = m_replicas - low;
    if (span > std::int64_t(std::numeric_limits<std::uint32_t>::max())) [[unlikely]]
        return std::uniform_int_distribution<std::int64_t>(low, m_replicas - 1)(m_random);
    const auto bound = static_cast<std::uint32_t>(span);
    const auto half = [&] {
        if (!m_halfLeft) {
            m_word = m_random();
            m_halfLeft = true;
            return static_cast<std::uint32_t>(m_word);
        }
        m_halfLeft = false;
        return static_cast<std::uint32_t>(m_word >> 32);
    };
    std::uint64_t product = std::uint64_t(half()) * bound;
    if (static_cast<std::uint32_t>(product) < bound) {
        const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
        while (static_cast<std::uint32_t>(product) < threshold)
            product = std::uint64_t(half()) * bound;
    }
    return low + static_cast<std::int64_t>(product >> 32);
}

const HashPlacements::Classes &HashPlacements::next()
{
    // Only the replicas a draw touched differ from the common set.
    for (std::size_t t = 0; t < m_touchedCount; ++t)
        m_masks[static_cast<std::size_t>(m_touched[t])] = m_common;
    m_touchedCount = 0;
    m_touched.resize(static_cast<std::size_t>(m_replicas) + 1); // one past: written before it counts
    for (std::size_t a = 0; a < m_copies.size(); ++a) {
        const std::int64_t r = m_copies[a];
        if (r >= m_replicas)
            continue;
        const std::uint64_t bit = std::uint64_t(1) << a;
        const bool missing = (m_common & bit) != 0; // draw the N - R_a replicas without it
        const std::int64_t draws = missing ? m_replicas - r : r;
        for (std::int64_t k = 0; k < draws; ++k) { // a partial Fisher-Yates shuffle: distinct replicas
            std::swap(m_order[static_cast<std::size_t>(k)], m_order[static_cast<std::size_t>(drawFrom(k))]);
            const auto j = static_cast<std::size_t>(m_order[static_cast<std::size_t>(k)]);
            // Noted when first touched, without a branch (which way it goes is a coin toss mid-placement).
            m_touched[m_touchedCount] = static_cast<std::int64_t>(j);
            m_touchedCount += m_masks[j] == m_common ? 1 : 0;
            m_masks[j] = missing ? m_masks[j] & ~bit : m_masks[j] | bit;
        }
    }
    // Group the touched replicas by set in a table of twice their number or more, then list its places in
    // order: the same inputs, the same classes in the same order.
    const std::size_t places = std::bit_ceil(2 * m_touchedCount + 2);
    const int shift = 64 - std::countr_zero(places);
    m_table.assign(places, {0, 0});
    const auto add = [&](std::uint64_t set, std::int64_t count) {
        auto place = static_cast<std::size_t>((set * 0x9e3779b97f4a7c15ULL) >> shift);
        while (m_table[place].second != 0 && m_table[place].first != set)
            place = (place + 1) & (places - 1);
        m_table[place].first = set;
        m_table[place].second += count;
    };
    for (std::size_t t = 0; t < m_touchedCount; ++t)
        add(m_masks[static_cast<std::size_t>(m_touched[t])], 1);
    const std::int64_t untouched = m_replicas - static_cast<std::int64_t>(m_touchedCount);
    if (untouched > 0)
        add(m_common, untouched);
    m_classes.clear();
    for (const auto &place : m_table)
        if (place.second != 0)
            m_classes.push_back(place);
    return m_classes;
}

} // namespace lorafleet
