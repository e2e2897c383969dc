// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/trafficbench.h"

#include "io/requestlog.h"
#include "io/trafficproposal.h"
#include "model/batchsimulation.h"
#include "model/evaluation.h"
#include "model/fleetmodel.h"
#include "model/popularity.h"
#include "model/simulatedband.h"
#include "model/zipffit.h"
#include "model/zipfsampler.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <random>
#include <vector>

namespace lorafleet {

namespace {

constexpr std::int64_t kLines = 2000000;
constexpr std::int64_t kLogAdapters = 10000;
constexpr int kRepetitions = 3;

// A CSV log of kLines requests over a month, Zipf(10^4, 1) popularity, a token count per line.
QByteArray generatedLog()
{
    const ZipfSampler sampler(kLogAdapters, 1.0);
    std::mt19937_64 engine(42);
    QByteArray log = "timestamp,adapter,tokens\n";
    log.reserve(kLines * 40);
    char line[96];
    for (std::int64_t i = 0; i < kLines; ++i) {
        const std::int64_t second = i * 30 * 86400 / kLines;
        const int n = std::snprintf(
            line, sizeof line, "2026-11-%02lldT%02lld:%02lld:%02lldZ,lora-%06lld,%lld\n",
            static_cast<long long>(1 + second / 86400), static_cast<long long>(second / 3600 % 24),
            static_cast<long long>(second / 60 % 60), static_cast<long long>(second % 60),
            static_cast<long long>(sampler(engine)), static_cast<long long>(100 + engine() % 900));
        log.append(line, n);
    }
    return log;
}

template<typename Work> double medianMs(Work &&work)
{
    std::vector<double> ms;
    for (int i = 0; i < kRepetitions; ++i) {
        QElapsedTimer timer;
        timer.start();
        work();
        ms.push_back(static_cast<double>(timer.nsecsElapsed()) * 1e-6);
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

} // namespace

QJsonObject benchTraffic()
{
    std::printf(
        "\nTraffic: a generated CSV log of %lld lines (%lld adapters, s = 1), read and fitted from a file\n"
        "(lorafleet fit-log's work), against `cut -d, -f2 | sort | uniq -c` on it; the fit alone; the\n"
        "Monte-Carlo batches. Median of %d, ms.\n",
        static_cast<long long>(kLines), static_cast<long long>(kLogAdapters), kRepetitions);
    QJsonObject json;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("log.csv"));
    {
        QFile file(path);
        const QByteArray log = generatedLog();
        if (!file.open(QIODevice::WriteOnly) || file.write(log) != log.size())
            return json;
    }
    double skew = 0;
    const double readFit = medianMs([&] {
        const RequestLogReadResult read = readRequestLog(path);
        if (read.log)
            skew = fitZipf(read.log->counts()).skew;
    });
    const double pipeline = medianMs([&] {
        QProcess process;
        process.setStandardOutputFile(QProcess::nullDevice());
        process.start(QStringLiteral("sh"),
                      {QStringLiteral("-c"), QStringLiteral("cut -d, -f2 \"$0\" | sort | uniq -c"), path});
        process.waitForFinished(-1);
    });
    std::printf("%-44s %12.1f   (fitted s = %.4f)\n", "read and fit", readFit, skew);
    std::printf("%-44s %12.1f   (ratio %.2f)\n", "cut | sort | uniq -c", pipeline, readFit / pipeline);
    json.insert(QStringLiteral("read_and_fit_ms"), readFit);
    json.insert(QStringLiteral("cut_sort_uniq_ms"), pipeline);

    for (const std::int64_t k : {std::int64_t{10000}, std::int64_t{100000}}) {
        std::vector<std::int64_t> counts(static_cast<std::size_t>(k));
        for (std::int64_t i = 0; i < k; ++i) // exact Zipf(1) counts of about 10^7 requests
            counts[static_cast<std::size_t>(i)] = 1 + 10000000 / ((i + 1) * 12);
        const double ms = medianMs([&] { skew = fitZipf(counts).skew; });
        std::printf("%-44s %12.1f\n", qPrintable(QStringLiteral("fit alone, K = %1").arg(k)), ms);
        json.insert(QStringLiteral("fit_ms_%1").arg(k), ms);
        // What the Import traffic dialog's worker does: the fit and the empirical shares (head and tail).
        const double both = medianMs([&] { skew = fitTraffic(counts).shares.tailSkew; });
        std::printf("%-44s %12.1f\n", qPrintable(QStringLiteral("fit and empirical shares, K = %1").arg(k)),
                    both);
        json.insert(QStringLiteral("fit_and_shares_ms_%1").arg(k), both);
    }
    // Every plotted series with popularity = empirical (a full head of 1000 shares and a tail, K = 10^5),
    // against the same scenario with Zipf, in both models.
    {
        std::vector<std::int64_t> counts(100000);
        for (std::size_t i = 0; i < counts.size(); ++i)
            counts[i] = 1 + 10000000 / (std::int64_t(i + 1) * 12);
        for (const ModelKind model : {ModelKind::Paper, ModelKind::Engine})
            for (const bool empirical : {false, true}) {
                Params series;
                series.model = model;
                series.adapters = std::int64_t(counts.size());
                series.plotMaxAdapters = series.adapters;
                if (empirical) {
                    series.popularity.kind = PopularityKind::Empirical;
                    series.popularity.empirical = empiricalShares(counts, 1.0);
                }
                const double ms = medianMs([&] { evaluateScenario(series); });
                const QString name =
                    QStringLiteral("series, %1, %2, K = 10^5")
                        .arg(model == ModelKind::Engine ? QStringLiteral("engine") : QStringLiteral("paper"),
                             empirical ? QStringLiteral("empirical") : QStringLiteral("zipf"));
                std::printf("%-44s %12.1f\n", qPrintable(name), ms);
                json.insert(
                    QStringLiteral("series_ms_%1_%2")
                        .arg(model == ModelKind::Engine ? QStringLiteral("engine") : QStringLiteral("paper"),
                             empirical ? QStringLiteral("empirical") : QStringLiteral("zipf")),
                    ms);
            }
    }
    Params params;
    params.adapters = 1000000;
    const double simulate = medianMs([&] { simulateBatches(params, 10000, 1); });
    std::printf("%-44s %12.1f\n", "simulate 10,000 batches of 32, K = 10^6", simulate);
    json.insert(QStringLiteral("simulate_ms_1e6"), simulate);
    // simulate's worst case at K = 10^12 (issue 26: 16 to 52 s when the tail's rank walked one step at a
    // time): skews about 1, both models with a big LRU pool, batches of 32 and 1024, the command's default
    // batch count (10,000 within kMaxSimulatedRequests). One run each.
    const auto onceMs = [](auto &&work) {
        QElapsedTimer timer;
        timer.start();
        work();
        return static_cast<double>(timer.nsecsElapsed()) / 1e6;
    };
    double worstSimulate = 0;
    QString worstSimulateName;
    for (const double s : {0.9, 0.999999, 1.0, 1.000001, 1.2, 2.0})
        for (const ModelKind model : {ModelKind::Paper, ModelKind::Engine})
            for (const std::int64_t batch : {std::int64_t{32}, std::int64_t{1024}}) {
                Params hard;
                hard.adapters = 1000000000000;
                hard.skew = s;
                hard.batch = batch;
                hard.model = model;
                hard.adapterGb = 0.0001;
                hard.poolGb = 100000;
                hard.hbmGb = 1000000;
                const std::int64_t batches =
                    std::min<std::int64_t>(10000, batchesWithin(simulatedBatchSize(hard)));
                const double ms = onceMs([&] { simulateBatches(hard, batches, 1); });
                if (ms > worstSimulate) {
                    worstSimulate = ms;
                    worstSimulateName = QStringLiteral("s = %1, %2, batch %3")
                                            .arg(s)
                                            .arg(model == ModelKind::Engine ? QStringLiteral("engine LRU")
                                                                            : QStringLiteral("paper"))
                                            .arg(batch);
                }
            }
    std::printf("%-44s %12.1f   (%s)\n", "simulate, worst case at K = 10^12", worstSimulate,
                qPrintable(worstSimulateName));
    json.insert(QStringLiteral("simulate_worst_ms_1e12"), worstSimulate);
    json.insert(QStringLiteral("simulate_worst_scenario"), worstSimulateName);
    // The fit alone where the bootstrap's passes fall (issue 26: 73 s at 10^7 adapters). One run each.
    for (const std::int64_t k : {std::int64_t{1000000}, std::int64_t{10000000}}) {
        std::vector<std::int64_t> counts(static_cast<std::size_t>(k));
        for (std::int64_t i = 0; i < k; ++i)
            counts[static_cast<std::size_t>(i)] = 1 + 100000000 / (i + 1);
        const double ms = onceMs([&] { skew = fitZipf(counts).skew; });
        std::printf("%-44s %12.1f\n", qPrintable(QStringLiteral("fit alone, K = %1").arg(k)), ms);
        json.insert(QStringLiteral("fit_ms_%1").arg(k), ms);
    }
    // The overhead chart's simulated band (View → Show simulated batches): the full band, and the one drawn
    // while a slider is dragged (mainwindow.cpp), along K axes to 512 and 10^6, in both models.
    for (const ModelKind model : {ModelKind::Paper, ModelKind::Engine})
        for (const double end : {512.0, 1e6})
            for (const bool dragging : {false, true}) {
                Params band;
                band.model = model;
                SimulatedBandOptions options;
                if (dragging) {
                    options.points = 8;
                    options.batches = 40;
                }
                const double ms = medianMs([&] { simulateBand(band, end, options); });
                const QString name =
                    QStringLiteral("simulated band, %1, K to %2%3")
                        .arg(model == ModelKind::Engine ? QStringLiteral("engine") : QStringLiteral("paper"),
                             end > 1e3 ? QStringLiteral("10^6") : QStringLiteral("512"),
                             dragging ? QStringLiteral(", dragging") : QString());
                std::printf("%-44s %12.1f\n", qPrintable(name), ms);
                json.insert(
                    QStringLiteral("band_ms_%1_%2%3")
                        .arg(model == ModelKind::Engine ? QStringLiteral("engine") : QStringLiteral("paper"))
                        .arg(end > 1e3 ? QStringLiteral("1e6") : QStringLiteral("512"),
                             dragging ? QStringLiteral("_drag") : QString()),
                    ms);
            }
    // The band's worst case (issue 26): a batch of 1024 at K = 10^12, engine LRU, settled.
    {
        Params worst;
        worst.model = ModelKind::Engine;
        worst.adapters = 1'000'000'000'000;
        worst.batch = 1024;
        worst.skew = 0.9;
        const double ms = medianMs([&] { simulateBand(worst, 1e12, SimulatedBandOptions{}); });
        std::printf("%-44s %12.1f\n", "simulated band, worst case (batch 1024, 10^12)", ms);
        json.insert(QStringLiteral("band_ms_worst"), ms);
    }
    return json;
}

} // namespace lorafleet
