// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/viewsbench.h"

#include "model/batchsimulation.h"
#include "model/modelbridge.h"
#include "model/sensitivity.h"

#include <QString>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <thread>

namespace lorafleet {

double firstRunMs(const std::function<void()> &work)
{
    double ms = 0;
    std::thread thread([&] {
        const auto start = std::chrono::steady_clock::now();
        work();
        ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    });
    thread.join();
    return ms;
}

QJsonObject benchViewsWorstCase(const std::vector<std::pair<std::string, Params>> &scenarios)
{
    struct View
    {
        const char *name;
        std::function<void(const Params &)> run;
    };
    const std::vector<View> views{
        {"sensitivity", [](const Params &p) { (void)computeSensitivity(p, SensitivityOutput::Savings); }},
        {"explain", [](const Params &p) { (void)modelBridge(p); }},
        {"simulate", [](const Params &p) { (void)simulateBatches(p, 10000, 1); }},
    };
    std::printf("\nViews, worst case over the %zu hard scenarios: each a first evaluation (empty per-thread\n"
                "caches); the slowest three timed again, median of 3.\n",
                scenarios.size());
    std::printf("%-12s %12s  %s\n", "view", "worst ms", "scenario");
    QJsonObject json;
    for (const View &view : views) {
        std::vector<std::pair<double, std::size_t>> once;
        for (std::size_t i = 0; i < scenarios.size(); ++i)
            once.emplace_back(firstRunMs([&] { view.run(scenarios[i].second); }), i);
        std::sort(once.begin(), once.end(), std::greater<>());
        double worst = 0;
        std::size_t worstIndex = 0;
        for (std::size_t k = 0; k < std::min<std::size_t>(3, once.size()); ++k) {
            std::vector<double> ms;
            for (int run = 0; run < 3; ++run)
                ms.push_back(firstRunMs([&] { view.run(scenarios[once[k].second].second); }));
            std::sort(ms.begin(), ms.end());
            if (ms[1] > worst) {
                worst = ms[1];
                worstIndex = once[k].second;
            }
        }
        const std::string &text = scenarios.empty() ? std::string() : scenarios[worstIndex].first;
        std::printf("%-12s %12.3f  %s\n", view.name, worst, text.c_str());
        json.insert(QString::fromLatin1(view.name) + QStringLiteral("_worst_ms"), worst);
        json.insert(QString::fromLatin1(view.name) + QStringLiteral("_worst_scenario"),
                    QString::fromStdString(text));
    }
    return json;
}

} // namespace lorafleet
