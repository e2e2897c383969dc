#pragma once

#include "fleetmodel.h"

#include <QMainWindow>

#include <array>

class QActionGroup;
class QMenu;

namespace lorafleet {

class Chart;
class ParameterPanel;
class SummaryPanel;

// The explorer: parameters on the left, the verdict and the money on top, four charts below.
// The window owns the scenario; every change is computed once per pass of the event loop.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    const Params &params() const { return m_params; }
    // Shows another scenario (reset, a preset, undo): the panel follows without emitting edits.
    void setParams(const Params &params);

    // Computes and redraws everything now, synchronously (tests and the benchmark); otherwise
    // updates are queued and coalesced.
    void renderNow();

    const Figures &figures() const { return m_figures; }
    const Series &series() const { return m_series; }
    std::array<Chart *, 4> charts() const { return m_charts; }
    ParameterPanel *parameterPanel() const { return m_panel; }
    SummaryPanel *summaryPanel() const { return m_summary; }
    double exportScale() const { return m_exportScale; }

private:
    void createActions();
    void onParamsEdited(const Params &params);
    void scheduleUpdate();
    void updateViews();
    void setDragging(bool dragging);
    void exportChart(Chart *chart);
    void exportAll();
    void showAboutModel();
    void showAbout();

    Params m_params;
    Params m_shownParams; // what the charts show: decides whether the series must be recomputed
    Figures m_figures;
    Series m_series;
    bool m_hasSeries = false;
    bool m_updateQueued = false;
    double m_exportScale = 2;
    QString m_exportFolder;

    ParameterPanel *m_panel = nullptr;
    SummaryPanel *m_summary = nullptr;
    std::array<Chart *, 4> m_charts{};
};

} // namespace lorafleet
