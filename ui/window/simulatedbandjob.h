// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/evaluation.h"

#include <QFutureWatcher>
#include <QObject>

#include <memory>
#include <vector>

namespace lorafleet {

// Draws the full simulated band (View → Show simulated batches) in a worker thread: up to ~60 ms in
// the engine model with K to 10^6, which a settled edit must not wait for on the window's thread. One
// job at a time; asked again while one runs, the newest evaluation is drawn next and the ones between
// are skipped. The worker holds the evaluation it draws for (immutable, shared), nothing of the window.
class SimulatedBandJob : public QObject
{
    Q_OBJECT

public:
    explicit SimulatedBandJob(QObject *parent = nullptr);
    ~SimulatedBandJob() override;

    // The band of evaluation's scenario with options (the full band: SimulatedBandOptions{}).
    void draw(std::shared_ptr<const Evaluation> evaluation, const SimulatedBandOptions &options = {});
    bool isRunning() const { return m_watcher.isRunning(); }

Q_SIGNALS:
    // The band drawn for `drawnFor` with `options`; the window puts it in the evaluation it shows when
    // that evaluation has the same series inputs.
    void drawn(std::shared_ptr<const Evaluation> drawnFor, SimulatedBandOptions options,
               std::vector<SimulatedBandPoint> band);

private:
    void start();
    void onFinished();

    QFutureWatcher<std::vector<SimulatedBandPoint>> m_watcher;
    std::shared_ptr<const Evaluation> m_running; // what the worker draws for
    SimulatedBandOptions m_runningOptions;
    std::shared_ptr<const Evaluation> m_next; // drawn next, if set
    SimulatedBandOptions m_nextOptions;
};

} // namespace lorafleet
