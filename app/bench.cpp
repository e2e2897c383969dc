// SPDX-License-Identifier: GPL-3.0-or-later
// lorafleet-bench: how long the model takes to evaluate a scenario (every plotted series from scratch),
// the decision views, the request-log paths, and the window's redraw while a slider moves. Prints a
// table per part, then one JSON object as the last line. `--only PART[,PART...]` runs some parts.
#include "app/trafficbench.h"
#include "app/viewsbench.h"
#include "model/evaluation.h"
#include "model/fleetmodel.h"
#include "model/modelbridge.h"
#include "model/phasemap.h"
#include "model/sensitivity.h"
#include "panels/parameterpanel.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSlider>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <tuple>
#include <vector>

namespace {

struct Timing
{
    double median = 0;
    double p95 = 0;
};

template<typename Work> Timing measure(int warmup, int repetitions, Work &&work)
{
    for (int i = 0; i < warmup; ++i)
        work();
    std::vector<double> ms;
    ms.reserve(static_cast<std::size_t>(repetitions));
    for (int i = 0; i < repetitions; ++i) {
        const auto start = std::chrono::steady_clock::now();
        work();
        ms.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(ms.begin(), ms.end());
    const auto at = [&](double q) {
        return ms[std::min(ms.size() - 1, static_cast<std::size_t>(q * double(ms.size())))];
    };
    return {at(0.5), at(0.95)};
}

QJsonObject toJson(const Timing &t)
{
    return {{"median", t.median}, {"p95", t.p95}};
}

// From a slider change to every chart and the summary redrawn, synchronously.
Timing measureWindow(std::int64_t plotMax, bool dragging, lorafleet::Params params = {})
{
    using namespace lorafleet;
    MainWindow window;
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

// Scenarios known to be hard for the model's time: every range at its end, where a sum could grow with K,
// with the skew list, or with tiny or huge values. Each is a list of KEY=VALUE settings.
std::vector<std::vector<std::string>> hardScenarios()
{
    std::vector<std::vector<std::string>> scenarios = {
        // From the issues: 21 s and 346 s when countAbove stepped one adapter at a time.
        {"adapters=1e12", "skew=1e-14", "requests_per_month=1e12", "gpu_requests_per_month=1"},
        {"adapters=1e12", "skew=3e-16", "requests_per_month=1e12", "gpu_requests_per_month=1"},
        // The whole catalog in the head beyond a small table: 140 ms.
        {"adapters=1024", "batch=1024", "skew=0.01", "plot_max_adapters=2", "catalog_start=1",
         "catalog_ceiling=1", "skew_bands=0.001,0.002,0.003,0.005,0.02,0.03"},
        // Whole GPUs at tiny skews, where rounded weights repeat over long runs: 55 ms when each whole value
        // could take dozens of weight evaluations.
        {"adapters=1e6", "skew=1e-8", "batch=1", "requests_per_month=1e12", "gpu_requests_per_month=1e-9",
         "whole_gpus=true", "plot_max_adapters=1e12", "catalog_start=1", "catalog_ceiling=1e12",
         "catalog_growth_per_week=1e9", "horizon_weeks=1000",
         "skew_bands=1e-14,1e-13,1e-12,1e-11,1e-10,1e-9"},
    };
    for (const char *skew : {"5e-324", "3e-16", "1e-14", "1e-6", "0.01", "0.3", "1", "2", "20"})
        for (const char *batch : {"batch=1", "batch=1024"})
            for (const char *demand :
                 {"gpu_requests_per_month=1e-9", "gpu_requests_per_month=1", "gpu_requests_per_month=1e4"})
                for (const char *pool : {"pool_gb=60", "pool_gb=1e12"})
                    for (const char *whole : {"whole_gpus=false", "whole_gpus=true"})
                        for (const char *bands : {"skew_bands=0,1e-14,0.01,0.3,1.5,20",
                                                  "skew_bands=1e-14,1e-13,1e-12,1e-11,1e-10,1e-9"})
                            scenarios.push_back({"adapters=1e12", std::string("skew=") + skew, batch,
                                                 "requests_per_month=1e12", demand, pool, whole,
                                                 "plot_max_adapters=1e12", "catalog_start=1",
                                                 "catalog_ceiling=1e12", "catalog_growth_per_week=1e9",
                                                 "horizon_weeks=1000", bands});
    // The engine model at its hardest: a latency target solved at every plotted point, routed fleets,
    // prompts, tensor parallelism and adapters from disk, at the largest catalog.
    for (const char *target : {"service_target=throughput", "service_target=latency"})
        for (const char *routing : {"routing=load_balanced", "routing=affinity", "routing=replicated"})
            for (const char *batch : {"batch=1", "batch=1024"})
                for (const char *skew : {"skew=0.01", "skew=1", "skew=2"})
                    scenarios.push_back({"model=engine", "adapters=1e12", skew, batch, target, routing,
                                         "prompt_tokens=2000", "tensor_parallel=2", "adapter_source=disk",
                                         "requests_per_month=1e12"});
    return scenarios;
}

// Each hard scenario as its text and its parameters.
std::vector<std::pair<std::string, lorafleet::Params>> parsedHardScenarios()
{
    std::vector<std::pair<std::string, lorafleet::Params>> parsed;
    for (const std::vector<std::string> &settings : hardScenarios()) {
        std::string text;
        lorafleet::Params params;
        for (const std::string &setting : settings) {
            const auto equals = setting.find('=');
            if (const auto error =
                    lorafleet::setParam(params, setting.substr(0, equals), setting.substr(equals + 1)))
                std::printf("(bad scenario: %s)\n", error->message().c_str());
            text += (text.empty() ? "" : " ") + setting;
        }
        parsed.emplace_back(std::move(text), std::move(params));
    }
    return parsed;
}

struct WorstCase
{
    double ms = 0;
    std::string scenario;
    int scenarios = 0;
    // The slowest first evaluation, before any per-thread cache held the scenario's catalog.
    double firstMs = 0;
    std::string firstScenario;
};

// evaluate() and computeSeries() of each hard scenario; the slowest dozen are timed again (median of 5),
// warm and, in threads of their own, as a first evaluation.
WorstCase measureWorstCase()
{
    using namespace lorafleet;
    struct Candidate
    {
        double ms;
        Params params;
        std::string text;
    };
    std::vector<Candidate> candidates;
    for (const auto &[text, params] : parsedHardScenarios()) {
        Candidate candidate{0, params, text};
        double sink = 0;
        const auto run = [&] {
            const Evaluation evaluation = evaluateScenario(candidate.params);
            sink += evaluation.figures.fleetAdvantage + evaluation.series().fleetAdvantage.back().values(0);
        };
        candidate.ms = measure(0, 1, run).median;
        candidates.push_back(std::move(candidate));
        if (sink < 0)
            std::printf("(impossible)\n");
    }
    std::sort(candidates.begin(), candidates.end(), [](const auto &a, const auto &b) { return a.ms > b.ms; });
    WorstCase worst;
    worst.scenarios = static_cast<int>(candidates.size());
    const auto evaluateOnce = [](const Params &params) {
        const Evaluation evaluation = evaluateScenario(params);
        if (evaluation.figures.fleetAdvantage + evaluation.series().fleetAdvantage.back().values(0) < 0)
            std::printf("(impossible)\n");
    };
    // One timing each is noisy: the slowest dozen are timed again.
    for (std::size_t i = 0; i < std::min<std::size_t>(12, candidates.size()); ++i) {
        const Params &params = candidates[i].params;
        const double ms = measure(1, 5, [&] { evaluateOnce(params); }).median;
        if (ms > worst.ms) {
            worst.ms = ms;
            worst.scenario = candidates[i].text;
        }
        // The first evaluation: each in a thread of its own, whose per-thread caches (Zipf tables, the
        // routing context) start empty, as a new scenario's do.
        std::vector<double> first;
        for (int run = 0; run < 5; ++run)
            first.push_back(firstRunMs([&] { evaluateOnce(params); }));
        std::sort(first.begin(), first.end());
        if (first[2] > worst.firstMs) {
            worst.firstMs = first[2];
            worst.firstScenario = candidates[i].text;
        }
    }
    return worst;
}

} // namespace

namespace {

const QStringList kParts{QStringLiteral("model"), QStringLiteral("engine"), QStringLiteral("views"),
                         QStringLiteral("window"), QStringLiteral("traffic")};

void printHelp()
{
    std::printf(
        "Usage: lorafleet-bench [--only PART[,PART...]]\n"
        "Times LoRA Fleet Explorer on this machine and prints a table per part, then one JSON object.\n"
        "Run it on a quiet machine; the whole run takes a few minutes.\n\n"
        "Parts (all by default):\n"
        "  model    the paper model's evaluation at Kmax 512, 10^4 and 10^6, and the worst case over\n"
        "           known-hard scenarios\n"
        "  engine   the engine model's evaluation, with and without adapter loads\n"
        "  views    the decision views: phase map (coarse and full) and tornado, both models; and\n"
        "           the tornado's, the bridge's and simulate's worst case over the hard scenarios\n"
        "  window   a slider change to all five charts and the summary, dragging and settled, at\n"
        "           Kmax 512 and 10^6; cold start to the first paint\n"
        "  traffic  request logs: reading, fitting, sampling, the simulated band\n\n"
        "Options:\n"
        "  --only PART[,PART...]  run these parts only (may be given more than once)\n"
        "  -h, --help             show this help and exit\n");
}

} // namespace

int main(int argc, char *argv[])
{
    using namespace lorafleet;
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStringList parts;
    const QStringList arguments = QCoreApplication::arguments().mid(1);
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments[i];
        if (argument == QLatin1String("-h") || argument == QLatin1String("--help")) {
            printHelp();
            return 0;
        }
        QString value;
        if (argument == QLatin1String("--only") && i + 1 < arguments.size())
            value = arguments[++i];
        else if (argument.startsWith(QLatin1String("--only=")))
            value = argument.mid(7);
        else {
            std::fprintf(stderr, "lorafleet-bench: unknown argument '%s' (see --help).\n",
                         qPrintable(argument));
            return 2;
        }
        for (const QString &part : value.split(u',', Qt::SkipEmptyParts)) {
            if (!kParts.contains(part)) {
                std::fprintf(stderr, "lorafleet-bench: unknown part '%s': expected one of %s.\n",
                             qPrintable(part), qPrintable(kParts.join(QStringLiteral(", "))));
                return 2;
            }
            parts << part;
        }
    }
    if (parts.isEmpty())
        parts = kParts;
    const auto runs = [&parts](const char *part) { return parts.contains(QLatin1String(part)); };
    QJsonObject json;

    if (runs("model")) {
        std::printf(
            "Model: every plotted series from scratch (3 skew bands + the current skew 1.2, the default\n"
            "K grid, the five charts' data), default scenario otherwise.\n");
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
                const Evaluation evaluation = evaluateScenario(params);
                const Series &series = evaluation.series();
                points = series.adapters.size();
                sink += series.fleetAdvantage.back().values(points - 1);
            });
            std::printf("%14lld %8lld %12.3f %12.3f\n", static_cast<long long>(plotMax),
                        static_cast<long long>(points), timing.median, timing.p95);
            modelJson.insert(QString::number(plotMax), toJson(timing));
            if (sink < 0)
                std::printf("(impossible)\n");
        }

        const WorstCase worst = measureWorstCase();
        std::printf(
            "\nModel, worst case: evaluate() and every plotted series of %d known-hard scenarios (K, Kmax "
            "and\n"
            "the catalog at 10^12, skews from 5e-324 to 20, batch 1 and 1024, extreme demand, whole GPUs on\n"
            "and off, six skew bands; the engine model with latency targets, routed fleets, prompts, tensor\n"
            "parallelism and disk loads); the slowest dozen timed again, median of 5, warm and first.\n",
            worst.scenarios);
        std::printf("%12s  %s\n", "worst ms", "scenario");
        std::printf("%12.3f  %s\n", worst.ms, worst.scenario.c_str());
        std::printf("%12.3f  %s (its first evaluation: empty caches, median of 5)\n", worst.firstMs,
                    worst.firstScenario.c_str());

        json.insert("model_series_ms", modelJson);
        json.insert("model_worst_case_ms", worst.ms);
        json.insert("model_worst_case_scenario", QString::fromStdString(worst.scenario));
        json.insert("model_worst_first_evaluation_ms", worst.firstMs);
        json.insert("model_worst_first_evaluation_scenario", QString::fromStdString(worst.firstScenario));
    }
    if (runs("engine")) {
        std::printf(
            "\nEngine model (model = engine, docs/model.md): the same series, default engine keys; and the\n"
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
                    const Evaluation evaluation = evaluateScenario(params);
                    const Series &series = evaluation.series();
                    points = series.adapters.size();
                    sink += series.fleetAdvantage.back().values(points - 1);
                });
                std::printf("%14lld %-14s %8lld %12.3f %12.3f\n", static_cast<long long>(plotMax),
                            loads ? "loads, overlap 0" : "defaults", static_cast<long long>(points),
                            timing.median, timing.p95);
                (loads ? engineLoadsJson : engineJson).insert(QString::number(plotMax), toJson(timing));
                if (sink < 0)
                    std::printf("(impossible)\n");
            }
        }

        json.insert("engine_series_ms", engineJson);
        json.insert("engine_series_hit_rate_everywhere_ms", engineLoadsJson);
    }
    if (runs("views")) {
        std::printf(
            "\nDecision views at Kmax 512: the phase map, coarse (24 x 16, while a slider moves) and full\n"
            "(96 x 64); the tornado of savings (two evaluations per parameter).\n");
        std::printf("%-28s %12s %12s\n", "view", "median ms", "p95 ms");
        QJsonObject decisionJson;
        for (const bool engine : {false, true}) {
            Params params;
            params.model = engine ? ModelKind::Engine : ModelKind::Paper;
            for (const auto &[name, columns, rows] :
                 {std::tuple{"coarse", 24, 16}, std::tuple{"full", 96, 64}}) {
                const Timing timing = measure(2, 20, [&] { computePhaseMap(params, columns, rows); });
                const std::string key = std::string("phase_map_") + name + (engine ? "_engine" : "_paper");
                std::printf("%-28s %12.3f %12.3f\n", key.c_str(), timing.median, timing.p95);
                decisionJson.insert(QString::fromStdString(key), toJson(timing));
            }
            const Timing tornado =
                measure(2, 20, [&] { computeSensitivity(params, SensitivityOutput::Savings); });
            const std::string key = std::string("sensitivity") + (engine ? "_engine" : "_paper");
            std::printf("%-28s %12.3f %12.3f\n", key.c_str(), tornado.median, tornado.p95);
            decisionJson.insert(QString::fromStdString(key), toJson(tornado));
        }

        // The bridge between the models: 2^n evaluations, n the assumptions that can matter (6 at the
        // defaults, all 10 with a latency target, LRU loads from disk and two GPUs per replica).
        Params everyAssumption;
        everyAssumption.serviceTarget = ServiceTarget::Latency;
        everyAssumption.adapterSource = AdapterSource::Disk;
        everyAssumption.tensorParallel = TensorParallel::Two;
        everyAssumption.adapters = 1000000;
        for (const auto &[name, params] : {std::pair{"bridge_defaults", Params{}},
                                           std::pair{"bridge_every_assumption", everyAssumption}}) {
            const Timing timing = measure(2, 20, [&] { modelBridge(params); });
            std::printf("%-28s %12.3f %12.3f\n", name, timing.median, timing.p95);
            decisionJson.insert(QString::fromLatin1(name), toJson(timing));
        }
        json.insert("decision_views_ms", decisionJson);
        json.insert("views_worst_case", benchViewsWorstCase(parsedHardScenarios()));
    }
    if (runs("window")) {
        std::printf("\nWindow: a slider change (skew and K alternately) to all five charts and the summary\n"
                    "redrawn, synchronously, offscreen, 1600x1000, device pixel ratio 1, 200 changes.\n");
        std::printf("%14s %-36s %12s %12s\n", "plot_max", "mode", "median ms", "p95 ms");
        QJsonObject uiJson;
        QJsonObject uiSettledJson;
        QJsonObject engineUiJson;
        QJsonObject engineUiSettledJson;
        for (const bool engine : {false, true})
            for (const std::int64_t plotMax : {std::int64_t{512}, std::int64_t{1000000}}) {
                Params params;
                params.model =
                    engine ? ModelKind::Engine : ModelKind::Paper; // engine: the default vLLM preset
                const Timing dragging = measureWindow(plotMax, true, params);
                const Timing settled = measureWindow(plotMax, false, params);
                const char *model = engine ? "engine, " : "";
                std::printf("%14lld %-36s %12.3f %12.3f\n", static_cast<long long>(plotMax),
                            (std::string(model) + "dragging (no antialiasing)").c_str(), dragging.median,
                            dragging.p95);
                std::printf("%14lld %-36s %12.3f %12.3f\n", static_cast<long long>(plotMax),
                            (std::string(model) + "settled (antialiased)").c_str(), settled.median,
                            settled.p95);
                (engine ? engineUiJson : uiJson).insert(QString::number(plotMax), toJson(dragging));
                (engine ? engineUiSettledJson : uiSettledJson)
                    .insert(QString::number(plotMax), toJson(settled));
            }
        json.insert("ui_update_engine_ms", engineUiJson);
        json.insert("ui_update_engine_antialiased_ms", engineUiSettledJson);
        // A fleet of 64 replicas under each adapter-aware policy: its hash placements are solved per change.
        QJsonObject fleetJson;
        for (const auto &[routing, name] :
             {std::pair{Routing::Affinity, "affinity"}, std::pair{Routing::Replicated, "replicated"}}) {
            Params params;
            params.replicas = 64;
            params.routing = routing;
            const Timing dragging = measureWindow(512, true, params);
            const QString mode = QStringLiteral("dragging, 64 replicas, %1").arg(QLatin1String(name));
            std::printf("%14d %-36s %12.3f %12.3f\n", 512, qPrintable(mode), dragging.median, dragging.p95);
            fleetJson.insert(QLatin1String(name), toJson(dragging));
        }
        json.insert("ui_update_64_replicas_512_ms", fleetJson);
        const Timing coldStart = measureColdStart();
        std::printf("\nCold start to the first painted window (offscreen): median %.1f ms, p95 %.1f ms\n",
                    coldStart.median, coldStart.p95);

        json.insert("ui_update_ms", uiJson);
        json.insert("ui_update_antialiased_ms", uiSettledJson);
        json.insert("cold_start_ms", toJson(coldStart));
    }
    if (runs("traffic"))
        json.insert("traffic_ms", benchTraffic());
    std::printf("%s\n", QJsonDocument(json).toJson(QJsonDocument::Compact).constData());
    return 0;
}
