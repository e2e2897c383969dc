// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/phasemapview.h"

#include "charts/phasemapchart.h"
#include "panels/segmentedchoice.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

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
    m_refineStatus = new QLabel;
    m_refineStatus->setObjectName(QStringLiteral("phase-map-refine-status"));
    m_refineButton = new QPushButton;
    m_refineButton->setObjectName(QStringLiteral("phase-map-refine"));
    m_refineStatus->hide();
    m_refineButton->hide();
    bar->addWidget(m_refineStatus);
    bar->addWidget(m_refineButton);
    connect(m_refineButton, &QPushButton::clicked, this, &PhaseMapView::onRefineButton);
    m_progressTimer.setInterval(100);
    connect(&m_progressTimer, &QTimer::timeout, this, &PhaseMapView::showProgress);
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
    m_refineHeld = false;
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
    if (!coarse && (m_dragging || m_fullShown || m_refineHeld)) {
        showProgress();
        return;
    }
    m_computing = m_params;
    m_computingFull = !coarse;
    const int columns = coarse ? kCoarseColumns : kFullColumns;
    const int rows = coarse ? kCoarseRows : kFullRows;
    m_progress = std::make_shared<PhaseMapProgress>();
    m_watcher.setFuture(QtConcurrent::run([params = m_params, columns, rows, progress = m_progress] {
        return computePhaseMap(params, columns, rows, progress.get());
    }));
    m_jobTime.start();
    if (m_computingFull)
        m_progressTimer.start();
}

void PhaseMapView::stopJob()
{
    if (m_progress && m_watcher.isRunning())
        m_progress->stop.store(true, std::memory_order_relaxed);
}

// A full map that has run a while shows how far it is, with Stop; a stopped one says so, with Refine.
void PhaseMapView::showProgress()
{
    const bool refining = m_watcher.isRunning() && m_computingFull && m_computing == m_params &&
        !m_progress->stop.load(std::memory_order_relaxed);
    if (refining && m_jobTime.elapsed() >= kProgressAfterMs) {
        const int cells = kFullColumns * kFullRows;
        const int percent =
            std::clamp(m_progress->cellsDone.load(std::memory_order_relaxed) * 100 / cells, 0, 99);
        m_refineStatus->setText(tr("Refining the map… %1 %").arg(percent));
        m_refineButton->setText(tr("Stop"));
        m_refineButton->setToolTip(tr("Stop refining: the coarse map stays"));
        m_refineStatus->show();
        m_refineButton->show();
    } else if (m_refineHeld && !m_fullShown) {
        m_refineStatus->setText(tr("Coarse map: refining was stopped."));
        m_refineButton->setText(tr("Refine"));
        m_refineButton->setToolTip(tr("Map this scenario on the full grid"));
        m_refineStatus->show();
        m_refineButton->show();
    } else if (!refining) {
        m_refineStatus->hide();
        m_refineButton->hide();
    }
    if (!m_watcher.isRunning())
        m_progressTimer.stop();
}

void PhaseMapView::onRefineButton()
{
    if (m_refineHeld) {
        m_refineHeld = false;
        update();
    } else {
        m_refineHeld = true;
        stopJob();
    }
    showProgress();
}

void PhaseMapView::onFinished()
{
    if (m_watcher.result().stopped) {
        ++m_stoppedJobs;
        update();
        showProgress();
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
    showProgress();
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
    showProgress();
    m_chart->flush();
}

} // namespace lorafleet
