#include "phasemapview.h"

#include "phasemapchart.h"
#include "segmentedchoice.h"

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
    connect(&m_watcher, &QFutureWatcher<PhaseMap>::finished, this, &PhaseMapView::onFullFinished);
}

PhaseMapView::~PhaseMapView()
{
    // The worker holds nothing of this view, but it must not outlive the application.
    m_watcher.waitForFinished();
}

void PhaseMapView::showScenario(const ChartData &data)
{
    m_chart->showScenario(data);
    if (m_hasParams && data.params == m_params)
        return;
    m_params = data.params;
    m_hasParams = true;
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
    update();
}

// The coarse map at once; the full one in the worker, unless a slider still moves.
void PhaseMapView::update()
{
    if (!m_active || !m_hasParams)
        return;
    if (!m_coarseShown && !m_fullShown) {
        m_chart->showPhaseMap(computePhaseMap(m_params, kCoarseColumns, kCoarseRows), m_params);
        m_coarseShown = true;
    }
    if (!m_dragging && !m_fullShown)
        startFull();
}

void PhaseMapView::startFull()
{
    if (m_watcher.isRunning())
        return; // onFullFinished() starts the newest scenario if this one is not it
    m_computing = m_params;
    m_watcher.setFuture(
        QtConcurrent::run([params = m_params] { return computePhaseMap(params, kFullColumns, kFullRows); }));
}

void PhaseMapView::onFullFinished()
{
    if (!(m_computing == m_params)) { // a newer scenario came meanwhile
        update();
        return;
    }
    if (m_fullShown)
        return;
    m_chart->showPhaseMap(m_watcher.result(), m_params);
    m_fullShown = true;
    Q_EMIT fullMapShown();
}

void PhaseMapView::renderNow()
{
    if (!m_hasParams)
        return;
    m_watcher.waitForFinished();
    m_chart->showPhaseMap(computePhaseMap(m_params, kFullColumns, kFullRows), m_params);
    m_fullShown = true;
    m_chart->flush();
}

} // namespace lorafleet
