// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the scenario reader: any bytes must be refused with a reason or load as a valid
// scenario, and what loads must survive being written and read again unchanged.
#include "io/scenariofile.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace lorafleet;

namespace {

[[noreturn]] void fail(const char *what, const QByteArray &encoded)
{
    std::fprintf(stderr, "fuzz_scenario: %s\n%s\n", what, encoded.constData());
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const LoadResult first = decodeScenario(bytes);
    if (!first.ok()) {
        if (first.error.isEmpty())
            fail("refused without a reason", bytes);
        return 0;
    }
    if (!first.error.isEmpty())
        fail("loaded, but with an error", bytes);
    if (!validate(first.scenario->params).empty())
        fail("loaded an invalid scenario", bytes);
    const Popularity &popularity = first.scenario->params.popularity;
    if (popularity.kind == PopularityKind::Empirical && checkEmpiricalShares(popularity.empirical))
        fail("loaded shares that are not a popularity", bytes);

    const QByteArray encoded = encodeScenario(*first.scenario);
    // Escaping can make a file grow (U+FEFF becomes \ufeff); saveScenarioFile() refuses what would not
    // reload.
    if (encoded.size() > kMaxScenarioFileBytes)
        return 0;
    const LoadResult second = decodeScenario(encoded);
    if (!second.ok())
        fail(qPrintable(QStringLiteral("re-encoded scenario refused: ") + second.error), encoded);
    if (!second.warnings.isEmpty())
        fail("re-encoded scenario loads with warnings", encoded);
    if (!(*second.scenario == *first.scenario))
        fail("re-encoded scenario loads different", encoded);
    if (encodeScenario(*second.scenario) != encoded)
        fail("encoding is not stable", encoded);
    return 0;
}
