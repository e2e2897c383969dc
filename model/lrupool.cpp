// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/lrupool.h"

#include <algorithm>
#include <limits>

namespace lorafleet {

namespace {

std::uint64_t mix(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

} // namespace

LruPool::LruPool(std::int64_t capacity, std::int64_t expectedEntries)
    : m_capacity(std::clamp<std::int64_t>(capacity, 0, std::numeric_limits<std::int32_t>::max() / 2))
{
    const std::int64_t entries = std::max<std::int64_t>(1, std::min(m_capacity, expectedEntries));
    std::uint64_t size = 16;
    while (size < static_cast<std::uint64_t>(entries) + static_cast<std::uint64_t>(entries) / 2)
        size *= 2;
    m_mask = size - 1;
    m_slots.assign(size, Slot{});
    m_list.reserve(static_cast<std::size_t>(entries));
}

std::size_t LruPool::home(std::int64_t rank) const
{
    return static_cast<std::size_t>(mix(static_cast<std::uint64_t>(rank)) & m_mask);
}

std::int64_t LruPool::find(std::int64_t rank) const
{
    for (std::size_t i = home(rank);; i = (i + 1) & m_mask) {
        if (m_slots[i].rank == rank)
            return static_cast<std::int64_t>(i);
        if (m_slots[i].rank == 0)
            return -1;
    }
}

void LruPool::insert(std::int64_t rank, std::int32_t node)
{
    std::size_t i = home(rank);
    while (m_slots[i].rank != 0)
        i = (i + 1) & m_mask;
    m_slots[i] = {rank, node};
}

// Backward-shift deletion: entries after the hole that may live in it move back, so no tombstones build up.
void LruPool::erase(std::int64_t rank)
{
    auto hole = static_cast<std::size_t>(find(rank));
    for (std::size_t j = (hole + 1) & m_mask; m_slots[j].rank != 0; j = (j + 1) & m_mask) {
        const std::size_t want = home(m_slots[j].rank);
        // j's entry may fill the hole when its home is not cyclically within (hole, j].
        const bool between = hole < j ? (want > hole && want <= j) : (want > hole || want <= j);
        if (!between) {
            m_slots[hole] = m_slots[j];
            hole = j;
        }
    }
    m_slots[hole] = Slot{};
}

void LruPool::unlink(std::int32_t node)
{
    const std::int32_t p = m_list[node].prev, n = m_list[node].next;
    (p >= 0 ? m_list[p].next : m_head) = n;
    (n >= 0 ? m_list[n].prev : m_tail) = p;
}

void LruPool::pushFront(std::int32_t node)
{
    m_list[node].prev = -1;
    m_list[node].next = m_head;
    if (m_head >= 0)
        m_list[m_head].prev = node;
    m_head = node;
    if (m_tail < 0)
        m_tail = node;
}

bool LruPool::request(std::int64_t rank)
{
    const std::int64_t found = find(rank);
    if (found >= 0) {
        const std::int32_t node = m_slots[static_cast<std::size_t>(found)].node;
        if (node != m_head) {
            unlink(node);
            pushFront(node);
        }
        return true;
    }
    if (m_capacity == 0)
        return false;
    std::int32_t node = 0;
    if (size() >= m_capacity) {
        node = m_tail;
        erase(m_list[node].rank);
        unlink(node);
        m_list[node].rank = rank;
    } else {
        node = static_cast<std::int32_t>(m_list.size());
        m_list.push_back({rank, -1, -1});
    }
    insert(rank, node);
    pushFront(node);
    return false;
}

} // namespace lorafleet
