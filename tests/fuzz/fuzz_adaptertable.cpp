// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the adapter-id store: any bytes decode to additions the store must count as a
// std::map does (adaptertablecheck.h).
#include "adaptertablecheck.h"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (const char *difference = lorafleet::fuzzing::checkAdapterTable(data, size)) {
        std::fprintf(stderr, "fuzz_adaptertable: %s\n", difference);
        std::abort();
    }
    return 0;
}
