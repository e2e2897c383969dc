// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/adaptertable.h"

#include <algorithm>
#include <cstring>
#include <functional>

namespace lorafleet {

namespace {

constexpr std::size_t kBlockBytes = std::size_t{1} << 20;
constexpr unsigned kOffsetBits = 20; // a place is block << 20 | offset
constexpr unsigned kTagBits = 24;
constexpr std::uint64_t kTagMask = (std::uint64_t{1} << kTagBits) - 1;
constexpr std::size_t kFirstSlots = 1024;
constexpr std::int64_t kCountHistogram = 1 << 16; // counts up to this are sorted by tallying them
// A record: the id's length (2 bytes), the id, its count (8 bytes, unaligned).
constexpr std::size_t kLengthBytes = 2;
constexpr std::size_t kCountBytes = sizeof(std::int64_t);

std::uint64_t hashOf(std::string_view id)
{
    return std::hash<std::string_view>()(id);
}

std::uint64_t tagOf(std::uint64_t hash)
{
    return hash >> (64 - kTagBits);
}

} // namespace

struct AdapterTable::Block
{
    std::unique_ptr<char[]> bytes{new char[kBlockBytes]};
    std::size_t used = 0;
};

AdapterTable::AdapterTable()
    : m_slots(kFirstSlots, 0)
{
}

AdapterTable::~AdapterTable() = default;

void AdapterTable::clear()
{
    std::vector<std::unique_ptr<Block>>().swap(m_blocks);
    m_slots = std::vector<std::uint64_t>(kFirstSlots, 0);
    m_size = 0;
}

// Calls visit(id, count, countBytes) for every adapter, in the order they were first added.
template<typename F> void AdapterTable::forEach(F &&visit) const
{
    for (const auto &block : m_blocks) {
        for (std::size_t at = 0; at < block->used;) {
            std::uint16_t length = 0;
            std::memcpy(&length, block->bytes.get() + at, kLengthBytes);
            const char *id = block->bytes.get() + at + kLengthBytes;
            std::int64_t count = 0;
            std::memcpy(&count, id + length, kCountBytes);
            visit(std::string_view(id, length), count);
            at += kLengthBytes + length + kCountBytes;
        }
    }
}

std::uint64_t AdapterTable::store(std::string_view id, std::int64_t requests)
{
    const std::size_t record = kLengthBytes + id.size() + kCountBytes;
    if (m_blocks.empty() || m_blocks.back()->used + record > kBlockBytes)
        m_blocks.push_back(std::make_unique<Block>());
    Block &block = *m_blocks.back();
    char *at = block.bytes.get() + block.used;
    const auto length = static_cast<std::uint16_t>(id.size());
    std::memcpy(at, &length, kLengthBytes);
    std::memcpy(at + kLengthBytes, id.data(), id.size());
    std::memcpy(at + kLengthBytes + id.size(), &requests, kCountBytes);
    const std::uint64_t place = (std::uint64_t(m_blocks.size() - 1) << kOffsetBits) | block.used;
    block.used += record;
    return place;
}

void AdapterTable::grow()
{
    m_slots.assign(m_slots.size() * 2, 0);
    const std::size_t mask = m_slots.size() - 1;
    // Walking the blocks in order reads memory front to back; each id's hash is computed again.
    std::uint64_t block = 0;
    for (const auto &b : m_blocks) {
        for (std::size_t at = 0; at < b->used;) {
            std::uint16_t length = 0;
            std::memcpy(&length, b->bytes.get() + at, kLengthBytes);
            const std::uint64_t hash = hashOf(std::string_view(b->bytes.get() + at + kLengthBytes, length));
            std::size_t slot = hash & mask;
            while (m_slots[slot] != 0)
                slot = (slot + 1) & mask;
            m_slots[slot] = ((((block << kOffsetBits) | at) + 1) << kTagBits) | tagOf(hash);
            at += kLengthBytes + length + kCountBytes;
        }
        ++block;
    }
}

void AdapterTable::add(std::string_view id, std::int64_t requests)
{
    id = id.substr(0, kMaxIdBytes);
    const std::uint64_t hash = hashOf(id);
    const std::uint64_t tag = tagOf(hash);
    const std::size_t mask = m_slots.size() - 1;
    for (std::size_t slot = hash & mask;; slot = (slot + 1) & mask) {
        ++m_probes;
        const std::uint64_t value = m_slots[slot];
        if (value == 0) {
            m_slots[slot] = ((store(id, requests) + 1) << kTagBits) | tag;
            ++m_size;
            if (m_size * 4 > m_slots.size() * 3) // at most three quarters full
                grow();
            return;
        }
        if ((value & kTagMask) != tag)
            continue;
        const std::uint64_t place = (value >> kTagBits) - 1;
        char *record = m_blocks[place >> kOffsetBits]->bytes.get() + (place & (kBlockBytes - 1));
        std::uint16_t length = 0;
        std::memcpy(&length, record, kLengthBytes);
        if (length != id.size() || std::memcmp(record + kLengthBytes, id.data(), id.size()) != 0)
            continue;
        std::int64_t count = 0;
        std::memcpy(&count, record + kLengthBytes + length, kCountBytes);
        count += requests;
        std::memcpy(record + kLengthBytes + length, &count, kCountBytes);
        return;
    }
}

void AdapterTable::doneAdding()
{
    std::vector<std::uint64_t>().swap(m_slots); // = {} would keep the capacity
}

std::vector<std::int64_t> AdapterTable::sortedCounts() const
{
    // Most counts are small: tallied by value, the few large ones sorted. O(K) for any K.
    std::vector<std::int64_t> tally(kCountHistogram + 1, 0);
    std::vector<std::int64_t> counts;
    counts.reserve(m_size);
    forEach([&](std::string_view, std::int64_t count) {
        if (count >= 0 && count <= kCountHistogram)
            ++tally[static_cast<std::size_t>(count)];
        else
            counts.push_back(count);
    });
    std::sort(counts.begin(), counts.end(), std::greater<>());
    for (std::int64_t c = kCountHistogram; c >= 0; --c)
        counts.insert(counts.end(), static_cast<std::size_t>(tally[static_cast<std::size_t>(c)]), c);
    return counts;
}

std::vector<std::pair<std::string, std::int64_t>> AdapterTable::top(std::size_t most) const
{
    // A heap of the best `most` so far, the worst of them on top: O(K log most).
    using Entry = std::pair<std::string_view, std::int64_t>;
    const auto better = [](const Entry &a, const Entry &b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    };
    std::vector<Entry> heap;
    heap.reserve(std::min(most, m_size));
    if (most == 0)
        return {};
    forEach([&](std::string_view id, std::int64_t count) {
        const Entry entry{id, count};
        if (heap.size() < most) {
            heap.push_back(entry);
            std::push_heap(heap.begin(), heap.end(), better);
        } else if (better(entry, heap.front())) {
            std::pop_heap(heap.begin(), heap.end(), better);
            heap.back() = entry;
            std::push_heap(heap.begin(), heap.end(), better);
        }
    });
    std::sort(heap.begin(), heap.end(), better);
    std::vector<std::pair<std::string, std::int64_t>> result;
    result.reserve(heap.size());
    for (const Entry &entry : heap)
        result.emplace_back(std::string(entry.first), entry.second);
    return result;
}

} // namespace lorafleet
