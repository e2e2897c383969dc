// lorafleet-bench: how long the model takes to produce every plotted series from scratch.
// Prints a table, then one JSON object as the last line.
#include "fleetmodel.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

namespace {

struct Timing
{
    double median = 0;
    double p95 = 0;
};

template<typename Work>
Timing measure(int warmup, int repetitions, Work &&work)
{
    for (int i = 0; i < warmup; ++i)
        work();
    std::vector<double> ms;
    ms.reserve(static_cast<std::size_t>(repetitions));
    for (int i = 0; i < repetitions; ++i) {
        const auto start = std::chrono::steady_clock::now();
        work();
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(ms.begin(), ms.end());
    const auto at = [&](double q) { return ms[std::min(ms.size() - 1, static_cast<std::size_t>(q * double(ms.size())))]; };
    return {at(0.5), at(0.95)};
}

QJsonObject toJson(const Timing &t)
{
    return {{"median", t.median}, {"p95", t.p95}};
}

} // namespace

int main()
{
    using namespace lorafleet;
    std::printf("Model: every plotted series from scratch (3 skew bands + the current skew 1.2, the default\n"
                "K grid, the four charts' data), default scenario otherwise.\n");
    std::printf("%14s %8s %12s %12s\n", "plot_max", "points", "median ms", "p95 ms");
    QJsonObject modelJson;
    for (const std::int64_t plotMax : {std::int64_t{512}, std::int64_t{10000}, std::int64_t{1000000}}) {
        Params params;
        params.plotMaxAdapters = plotMax;
        params.skew = 1.2; // not one of the bands, so four skews are computed
        double sink = 0;
        Eigen::Index points = 0;
        const int repetitions = plotMax <= 512 ? 2000 : 500;
        const Timing timing = measure(50, repetitions, [&] {
            const Series series = computeSeries(params);
            points = series.adapters.size();
            sink += series.fleetAdvantage.back().values(points - 1);
        });
        std::printf("%14lld %8lld %12.3f %12.3f\n", static_cast<long long>(plotMax), static_cast<long long>(points),
                    timing.median, timing.p95);
        modelJson.insert(QString::number(plotMax), toJson(timing));
        if (sink < 0)
            std::printf("(impossible)\n");
    }
    const QJsonObject json{{"model_series_ms", modelJson}};
    std::printf("%s\n", QJsonDocument(json).toJson(QJsonDocument::Compact).constData());
    return 0;
}
