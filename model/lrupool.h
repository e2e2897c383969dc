// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <vector>

namespace lorafleet {

// A pool that evicts the least recently requested adapter, for the batch simulation: ranks in a flat
// open-addressing table (linear probing, deletion by backward shift) and a doubly linked list of slots in
// arrays, so a request costs a hash and a few array reads, with no allocation once the pool is full.
class LruPool
{
public:
    // capacity: adapters held at most; expectedEntries: how many it may hold in this run (the table's size).
    LruPool(std::int64_t capacity, std::int64_t expectedEntries);

    // Requests an adapter (rank >= 1); true when it was resident.
    bool request(std::int64_t rank);
    std::int64_t size() const { return static_cast<std::int64_t>(m_list.size()); }

private:
    std::size_t home(std::int64_t rank) const;
    std::int64_t find(std::int64_t rank) const; // the table index holding rank, or -1
    void insert(std::int64_t rank, std::int32_t node);
    void erase(std::int64_t rank);
    void unlink(std::int32_t node);
    void pushFront(std::int32_t node);

    std::int64_t m_capacity;
    std::uint64_t m_mask = 0;
    // A key and its node side by side, and a node's rank and links, so a request reads few cache lines.
    struct Slot
    {
        std::int64_t rank = 0; // 0: empty
        std::int32_t node = -1;
    };
    struct Node
    {
        std::int64_t rank = 0;
        std::int32_t prev = -1; // -1 at the ends
        std::int32_t next = -1;
    };
    std::vector<Slot> m_slots;
    std::vector<Node> m_list;
    std::int32_t m_head = -1; // most recent
    std::int32_t m_tail = -1; // least recent
};

} // namespace lorafleet
