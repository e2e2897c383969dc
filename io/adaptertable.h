// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace lorafleet {

// Requests per adapter id, counted as a request log is read. Ten million distinct ids must fit in a few
// hundred megabytes and be counted in seconds: each id is stored once, with its count beside it, in
// blocks of one megabyte (no allocation per id, no copy when the table grows), and found again through an
// open-addressing table of 8-byte slots (where the id lies and a part of its hash, so that a probe
// rarely reads an id that is not the one sought).
class AdapterTable
{
public:
    static constexpr std::size_t kMaxIdBytes = 1024;

    AdapterTable();
    ~AdapterTable();
    AdapterTable(const AdapterTable &) = delete;
    AdapterTable &operator=(const AdapterTable &) = delete;

    // Adds requests to the adapter id (at most kMaxIdBytes bytes long).
    void add(std::string_view id, std::int64_t requests);
    std::size_t size() const { return m_size; }
    // Forgets every id and gives the memory back.
    void clear();
    // Gives back the index's memory once every id is in: sortedCounts() and top() do not need it, and
    // add() may not be called again.
    void doneAdding();

    // Every adapter's count, largest first.
    std::vector<std::int64_t> sortedCounts() const;
    // The `most` most requested adapters with their counts, most requested first, ties by id.
    std::vector<std::pair<std::string, std::int64_t>> top(std::size_t most) const;

    // What a test can check: the slots probed so far (each add() probes one or more).
    std::int64_t probes() const { return m_probes; }

private:
    struct Block;
    template<typename F> void forEach(F &&visit) const;
    void grow();
    std::uint64_t store(std::string_view id, std::int64_t requests);

    std::vector<std::unique_ptr<Block>> m_blocks;
    std::vector<std::uint64_t> m_slots; // 0: empty; else the id's place (40 bits) and hash bits (24)
    std::size_t m_size = 0;
    std::int64_t m_probes = 0;
};

} // namespace lorafleet
