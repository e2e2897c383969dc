// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the request-log reader: any bytes, split into blocks anywhere, must either be
// refused with a reason or read into a consistent result; the split must not change the result.
#include "io/requestlog.h"
#include "model/zipffit.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <numeric>

using namespace lorafleet;

namespace {

[[noreturn]] void fail(const char *what)
{
    std::fprintf(stderr, "fuzz_requestlog: %s\n", what);
    std::abort();
}

std::optional<RequestLog> read(const char *data, std::size_t size, std::size_t block, QString &error)
{
    RequestLogReader reader;
    for (std::size_t at = 0; at < size; at += block)
        if (!reader.feed(data + at, std::min(block, size - at)))
            break;
    std::optional<RequestLog> log = reader.finish();
    error = reader.error();
    return log;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const auto *bytes = reinterpret_cast<const char *>(data);
    QString error;
    const std::optional<RequestLog> whole = read(bytes, size, size + 1, error);
    if (!whole) {
        if (error.isEmpty())
            fail("refused without a reason");
        return 0;
    }
    const RequestLog &log = *whole;
    const std::vector<std::int64_t> counts = log.counts();
    if (log.requests <= 0 || std::accumulate(counts.begin(), counts.end(), std::int64_t{0}) != log.requests)
        fail("counts do not add up to the requests");
    if (log.badLines > log.lines || log.firstBadLines.size() > RequestLogReader::kShownBadLines)
        fail("bad lines miscounted");
    if (log.peakFactor && !(*log.peakFactor >= 1.0 - 1e-9))
        fail("peak hour below the mean hour");
    QString splitError;
    const std::optional<RequestLog> split = read(bytes, size, 1 + size % 7, splitError);
    if (!split || split->adapters != log.adapters || split->adapterCounts != log.adapterCounts ||
        split->badLines != log.badLines)
        fail("the result depends on the block size");
    const ZipfFit fit = fitZipf(counts, ZipfFitOptions{20, 1, 20.0});
    if (fit.status == ZipfFit::Status::Ok && !(fit.skewLow <= fit.skew && fit.skew <= fit.skewHigh))
        fail("the fit lies outside its interval");
    return 0;
}
