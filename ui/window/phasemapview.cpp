// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/phasemapview.h"

#include "charts/phasemapchart.h"
#include "panels/segmentedchoice.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace lorafleet {

PhaseMapView::PhaseMapView(QWidget *parent)
    : QWidget(parent)
    , m_chart(new PhaseMapChart)
    , m_measure(
          new SegmentedChoice({tr("Fleet advantage R"), tr("Savings per month")},
                              {QStringLiteral("phase-map-advantage"), QStringLiteral("phase-map-savings")}))
{
    setObjectName(QStringLiteral("phase-map-view"));
    m_chart->setObjectName(m_chart->fileStem());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QHBoxLayout;
    auto *label = new QLabel(tr("Colour by:"));
    label->setBuddy(m_measure);
    bar->addWidget(label);
    bar->addWidget(m_measure);
    bar->addStretch(1);
    layout->addLayout(bar);
    layout->addWidget(m_chart, 1);
    connect(m_measure, &SegmentedChoice::chosen, this, [this](int index) {
        m_chart->setMeasure(index == 0 ? PhaseMapChart::Measure::Advantage : PhaseMapChart::Measure::Savings);
    });
    connect(&m_watcher, &QFutureWatcher<PhaseMap>::finished, this, &PhaseMapView::onFinished);
}

PhaseMapView::~PhaseMapView()
{
    // The worker holds nothing of this view, but it must not outlive the application; stopped, it
    // returns within one cell.
    stopJob();
    m_watcher.waitForFinished();
}

void PhaseMapView::showScenario(const ChartData &data)
{
    m_chart->showScenario(data);
    if (m_hasParams && data.params == m_params)
        return;
    m_params = data.params;
    m_hasParams = true;
    if (m_computingFull)
        stopJob();
    m_coarseShown = false;
    m_fullShown = false;
    update();
}

void PhaseMapView::setDragging(bool dragging)
{
    m_dragging = dragging;
    m_chart->setDragging(dragging);
    if (!dragging)
        update();
}

void PhaseMapView::setActive(bool active)
{
    m_active = active;
    if (!active)
        stopJob();
    update();
}

// Each scenario is mapped coarse first, then (unless a slider still moves) on the full grid, one job at
// a time in the worker; a job for a scenario that is no longer shown is followed by one for the newest.
void PhaseMapView::update()
{
    if (!m_active || !m_hasParams || m_watcher.isRunning())
        return; // onFinished() comes back here
    const bool coarse = !m_coarseShown && !m_fullShown;
    if (!coarse && (m_dragging || m_fullShown))
        return;
    m_computing = m_params;
    m_computingFull = !coarse;
    const int columns = coarse ? kCoarseColumns : kFullColumns;
    const int rows = coarse ? kCoarseRows : kFullRows;
    m_stop = std::make_shared<std::atomic<bool>>(false);
    m_watcher.setFuture(QtConcurrent::run([params = m_params, columns, rows, stop = m_stop] {
        return computePhaseMap(params, columns, rows, stop.get());
    }));
}

void PhaseMapView::stopJob()
{
    if (m_stop && m_watcher.isRunning())
        m_stop->store(true, std::memory_order_relaxed);
}

void PhaseMapView::onFinished()
{
    if (m_watcher.result().stopped) {
        ++m_stoppedJobs;
        update();
        return;
    }
    const bool current = m_computing == m_params;
    // A coarse map of a scenario the slider has left is drawn while nothing of the newest one is: it
    // is nearer than the map before it. A full map never gives way to a coarse one.
    const bool draw =
        current ? m_computingFull || !m_fullShown : !m_computingFull && !m_coarseShown && !m_fullShown;
    if (draw)
        m_chart->showPhaseMap(m_watcher.result(), m_params);
    if (current) {
        m_coarseShown = true;
        if (m_computingFull && !m_fullShown) {
            m_fullShown = true;
            Q_EMIT fullMapShown();
        }
    }
    update();
}

void PhaseMapView::renderNow()
{
    if (!m_hasParams)
        return;
    stopJob();
    m_watcher.waitForFinished();
    m_chart->showPhaseMap(computePhaseMap(m_params, kFullColumns, kFullRows), m_params);
    m_coarseShown = true;
    m_fullShown = true;
    m_chart->flush();
}

} // namespace lorafleet
