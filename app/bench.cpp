// lorafleet-bench: how long the model takes to produce every plotted series from scratch.
// Prints a table, then one JSON object as the last line.
#include "fleetmodel.h"
#include "mainwindow.h"
#include "parameterpanel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSlider>

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

// From a slider change to every chart and the summary redrawn, synchronously.
Timing measureWindow(std::int64_t plotMax, bool dragging)
{
    using namespace lorafleet;
    MainWindow window;
    Params params;
    params.plotMaxAdapters = plotMax;
    window.setParams(params);
    window.resize(1600, 1000);
    window.show();
    window.renderNow();
    QCoreApplication::processEvents();
    QSlider *skew = window.parameterPanel()->slider("skew");
    QSlider *adapters = window.parameterPanel()->slider("adapters");
    if (dragging)
        Q_EMIT window.parameterPanel()->dragStarted();
    int step = 0;
    const Timing timing = measure(20, 200, [&] {
        // Alternate skew and K, as a presenter would, through the sliders themselves.
        ++step;
        if (step % 2)
            skew->setValue(60 + (step * 7) % 80);
        else
            adapters->setValue(300 + (step * 37) % 650);
        window.renderNow();
    });
    if (dragging)
        Q_EMIT window.parameterPanel()->dragFinished();
    return timing;
}

// Process start to every chart painted, as `lorafleet --quit-after-paint` reports it.
Timing measureColdStart()
{
    const QString program = QCoreApplication::applicationDirPath() + QStringLiteral("/lorafleet");
    std::vector<double> ms;
    for (int run = 0; run < 12; ++run) {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        process.setProcessEnvironment(env);
        QElapsedTimer clock;
        clock.start();
        process.start(program, {QStringLiteral("--quit-after-paint")});
        double painted = -1;
        while (process.state() != QProcess::NotRunning || process.bytesAvailable()) {
            process.waitForReadyRead(100);
            if (process.readAllStandardOutput().contains("first paint")) {
                painted = double(clock.nsecsElapsed()) / 1e6;
                break;
            }
        }
        process.waitForFinished(5000);
        if (painted > 0 && run > 1) // the first two warm the disk cache
            ms.push_back(painted);
    }
    if (ms.empty())
        return {-1, -1};
    std::sort(ms.begin(), ms.end());
    return {ms[ms.size() / 2], ms[std::min(ms.size() - 1, std::size_t(0.95 * double(ms.size())))]};
}

} // namespace

int main(int argc, char *argv[])
{
    using namespace lorafleet;
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
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

    std::printf("\nEngine model (model = engine, docs/model.md): the same series, default engine keys; and the\n"
                "S-LoRA preset, whose loads are never hidden (overlap 0): the LRU hit rate at every point.\n");
    std::printf("%14s %-14s %8s %12s %12s\n", "plot_max", "scenario", "points", "median ms", "p95 ms");
    QJsonObject engineJson;
    QJsonObject engineLoadsJson;
    for (const std::int64_t plotMax : {std::int64_t{512}, std::int64_t{10000}, std::int64_t{1000000}}) {
        for (const bool loads : {false, true}) {
            Params params;
            params.model = ModelKind::Engine;
            params.plotMaxAdapters = plotMax;
            params.skew = 1.2;
            if (loads) { // slora-a100-80's engine: pool 0, loads in the step's way
                params.poolGb = 0;
                params.overlap = 0;
                params.adapterLoadMs = 10;
            }
            double sink = 0;
            Eigen::Index points = 0;
            const Timing timing = measure(20, plotMax <= 512 ? 500 : 100, [&] {
                const Series series = computeSeries(params);
                points = series.adapters.size();
                sink += series.fleetAdvantage.back().values(points - 1);
            });
            std::printf("%14lld %-14s %8lld %12.3f %12.3f\n", static_cast<long long>(plotMax),
                        loads ? "loads, overlap 0" : "defaults", static_cast<long long>(points), timing.median,
                        timing.p95);
            (loads ? engineLoadsJson : engineJson).insert(QString::number(plotMax), toJson(timing));
            if (sink < 0)
                std::printf("(impossible)\n");
        }
    }

    std::printf("\nWindow: a slider change (skew and K alternately) to all four charts and the summary\n"
                "redrawn, synchronously, offscreen, 1600x1000, device pixel ratio 1, 200 changes.\n");
    std::printf("%14s %-26s %12s %12s\n", "plot_max", "mode", "median ms", "p95 ms");
    QJsonObject uiJson;
    QJsonObject uiSettledJson;
    for (const std::int64_t plotMax : {std::int64_t{512}, std::int64_t{1000000}}) {
        const Timing dragging = measureWindow(plotMax, true);
        const Timing settled = measureWindow(plotMax, false);
        std::printf("%14lld %-26s %12.3f %12.3f\n", static_cast<long long>(plotMax), "dragging (no antialiasing)",
                    dragging.median, dragging.p95);
        std::printf("%14lld %-26s %12.3f %12.3f\n", static_cast<long long>(plotMax), "settled (antialiased)",
                    settled.median, settled.p95);
        uiJson.insert(QString::number(plotMax), toJson(dragging));
        uiSettledJson.insert(QString::number(plotMax), toJson(settled));
    }
    const Timing coldStart = measureColdStart();
    std::printf("\nCold start to the first painted window (offscreen): median %.1f ms, p95 %.1f ms\n",
                coldStart.median, coldStart.p95);

    const QJsonObject json{{"model_series_ms", modelJson},
                           {"engine_series_ms", engineJson},
                           {"engine_series_hit_rate_everywhere_ms", engineLoadsJson},
                           {"ui_update_ms", uiJson},
                           {"ui_update_antialiased_ms", uiSettledJson},
                           {"cold_start_ms", toJson(coldStart)}};
    std::printf("%s\n", QJsonDocument(json).toJson(QJsonDocument::Compact).constData());
    return 0;
}
