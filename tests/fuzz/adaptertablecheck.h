// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The adapter-id store's property check, shared by the libFuzzer target (fuzz_adaptertable) and the
// normal build's regression test (tst_requestlog): any bytes decode to a sequence of additions, and the
// store must agree with a std::map fed the same additions. Records reach 1,100 bytes (past the 1,024
// kept) and a record can be added in up to 256 numbered variants, so a few kilobytes of input cross the
// store's one-megabyte blocks and its slot table's growth.
#include "io/adaptertable.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace lorafleet::fuzzing {

// nullptr when the store agrees, else what differs.
inline const char *checkAdapterTable(const std::uint8_t *data, std::size_t size)
{
    constexpr std::size_t kMostAdds = 20000;
    AdapterTable table;
    std::map<std::string, std::int64_t> expected;
    std::size_t adds = 0;
    std::size_t at = 0;
    const auto next = [&]() -> std::uint8_t { return at < size ? data[at++] : 0; };
    while (at < size && adds < kMostAdds) {
        const std::size_t length = (next() | std::size_t(next()) << 8) % 1100;
        // Ids from a two-letter alphabet share prefixes and lengths: most probes meet near misses.
        std::uint32_t state = next() | std::uint32_t(next()) << 8;
        std::string id(length, 'a');
        for (char &c : id) {
            state = state * 1103515245u + 12345u;
            c = (state >> 16) & 1 ? 'b' : 'a';
        }
        const std::uint8_t countByte = next();
        const std::int64_t requests = countByte == 255 ? std::int64_t{1000000000000} : countByte;
        const std::size_t variants = std::size_t(next()) + 1;
        for (std::size_t v = 0; v < variants && adds < kMostAdds; ++v, ++adds) {
            const std::string variant = v == 0 ? id : id + '/' + std::to_string(v);
            table.add(variant, requests);
            expected[variant.substr(0, AdapterTable::kMaxIdBytes)] += requests;
        }
    }
    if (table.size() != expected.size())
        return "the store holds a different number of ids";
    std::vector<std::pair<std::string, std::int64_t>> ranked(expected.begin(), expected.end());
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto &a, const auto &b) { return a.second > b.second; });
    std::vector<std::int64_t> counts;
    counts.reserve(ranked.size());
    for (const auto &entry : ranked)
        counts.push_back(entry.second);
    for (int pass = 0; pass < 2; ++pass) {
        if (table.sortedCounts() != counts)
            return "the sorted counts differ";
        for (const std::size_t most : {std::size_t{0}, std::size_t{1}, std::size_t{7}, ranked.size()}) {
            const std::vector<std::pair<std::string, std::int64_t>> top = table.top(most);
            if (!std::equal(top.begin(), top.end(), ranked.begin(),
                            ranked.begin() + std::min(most, ranked.size())) ||
                top.size() != std::min(most, ranked.size()))
                return "the most requested ids differ";
        }
        table.doneAdding(); // the second pass reads without the index
    }
    return nullptr;
}

} // namespace lorafleet::fuzzing
