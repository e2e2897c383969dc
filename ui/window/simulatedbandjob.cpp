// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/simulatedbandjob.h"

#include <QtConcurrent/QtConcurrentRun>

namespace lorafleet {

SimulatedBandJob::SimulatedBandJob(QObject *parent)
    : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<std::vector<SimulatedBandPoint>>::finished, this,
            &SimulatedBandJob::onFinished);
}

SimulatedBandJob::~SimulatedBandJob()
{
    m_watcher.waitForFinished(); // tens of milliseconds at most
}

void SimulatedBandJob::draw(std::shared_ptr<const Evaluation> evaluation, const SimulatedBandOptions &options)
{
    m_next = std::move(evaluation);
    m_nextOptions = options;
    if (!m_watcher.isRunning())
        start();
}

void SimulatedBandJob::start()
{
    m_running = std::move(m_next);
    m_next.reset();
    m_runningOptions = m_nextOptions;
    m_watcher.setFuture(QtConcurrent::run([evaluation = m_running, options = m_runningOptions] {
        return simulateBandFor(*evaluation, options);
    }));
}

void SimulatedBandJob::onFinished()
{
    const std::shared_ptr<const Evaluation> drawnFor = std::move(m_running);
    m_running.reset();
    if (m_next) {
        start(); // what was drawn is stale: skip it
        return;
    }
    Q_EMIT drawn(drawnFor, m_runningOptions, m_watcher.result());
}

} // namespace lorafleet
