#pragma once

#include "chart.h"
#include "phasemap.h"

#include <QFutureWatcher>
#include <QWidget>

namespace lorafleet {

class PhaseMapChart;
class SegmentedChoice;

// The Phase map view: the map of where the answer changes and its measure switch (fleet advantage
// or savings). Each scenario shown is mapped on a coarse grid at once, in the GUI thread (a few
// milliseconds), and, unless a slider is being dragged, on the full grid in a worker thread: the
// full grid takes longer than a frame, and the window must not freeze. Only the newest scenario's map
// is drawn. While the view is hidden nothing is computed; it catches up when shown.
class PhaseMapView : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kCoarseColumns = 24;
    static constexpr int kCoarseRows = 16;
    static constexpr int kFullColumns = 96;
    static constexpr int kFullRows = 64;

    explicit PhaseMapView(QWidget *parent = nullptr);
    ~PhaseMapView() override;

    PhaseMapChart *chart() const { return m_chart; }
    SegmentedChoice *measureSwitch() const { return m_measure; }
    void showScenario(const ChartData &data);
    void setDragging(bool dragging);
    // Hidden views compute nothing; shown again, the view maps the newest scenario.
    void setActive(bool active);
    // Maps the newest scenario on the full grid now, in this thread, and draws it (tests, exports,
    // screenshots).
    void renderNow();
    // True while a full map is being computed in the worker thread.
    bool isComputing() const { return m_watcher.isRunning(); }

Q_SIGNALS:
    // A full-resolution map of the newest scenario is drawn.
    void fullMapShown();

private:
    void update();
    void startFull();
    void onFullFinished();

    PhaseMapChart *m_chart = nullptr;
    SegmentedChoice *m_measure = nullptr;
    QFutureWatcher<PhaseMap> m_watcher;
    Params m_params;
    bool m_hasParams = false;
    bool m_active = false;
    bool m_dragging = false;
    bool m_coarseShown = false; // the map drawn is m_params' coarse one
    bool m_fullShown = false; // the map drawn is m_params' full one
    Params m_computing; // what the worker maps (or mapped last)
};

} // namespace lorafleet
