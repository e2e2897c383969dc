// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chart.h"
#include "model/phasemap.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QTimer>
#include <QWidget>

#include <memory>

class QLabel;
class QPushButton;

namespace lorafleet {

class PhaseMapChart;
class SegmentedChoice;

// The Phase map view: the map of where the answer changes and its measure switch (fleet advantage
// or savings). Each scenario shown is mapped in a worker thread, first on a coarse grid and then,
// unless a slider is being dragged, on the full grid: the full grid takes 70-160 ms at Kmax 512 and
// up to ~0.4 s at extreme inputs, and the window must not freeze. Jobs run one at a time and the newest
// scenario is mapped next. A full map of a scenario no longer shown is stopped (a stale coarse one,
// cheap, finishes: it is drawn while nothing nearer is); hidden, the view stops its job and computes
// nothing, and catches up when shown. A full map that takes a while says how far it is and can be
// stopped (the coarse map stays) and started again.
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
    // Jobs stopped before they finished because their scenario was left, the view hidden or the user
    // stopped refining.
    int stoppedJobs() const { return m_stoppedJobs; }
    // "Refining the map… 42 %" while a full map takes a while; the button stops it, or refines again.
    QLabel *refineStatus() const { return m_refineStatus; }
    QPushButton *refineButton() const { return m_refineButton; }
    // How long a full map runs before its progress is shown.
    static constexpr int kProgressAfterMs = 300;

Q_SIGNALS:
    // A full-resolution map of the newest scenario is drawn.
    void fullMapShown();

private:
    void update();
    void onFinished();
    void stopJob();
    void showProgress();
    void onRefineButton();

    PhaseMapChart *m_chart = nullptr;
    SegmentedChoice *m_measure = nullptr;
    QLabel *m_refineStatus = nullptr;
    QPushButton *m_refineButton = nullptr;
    QTimer m_progressTimer;
    QElapsedTimer m_jobTime;
    bool m_refineHeld = false; // the user stopped refining m_params: its coarse map stays
    QFutureWatcher<PhaseMap> m_watcher;
    Params m_params;
    bool m_hasParams = false;
    bool m_active = false;
    bool m_dragging = false;
    bool m_coarseShown = false; // the map drawn is m_params' coarse one
    bool m_fullShown = false; // the map drawn is m_params' full one
    Params m_computing; // what the worker maps (or mapped last)
    bool m_computingFull = false; // on the full grid
    // The running job's progress and stop flag; the worker holds its own reference.
    std::shared_ptr<PhaseMapProgress> m_progress;
    int m_stoppedJobs = 0;
};

} // namespace lorafleet
