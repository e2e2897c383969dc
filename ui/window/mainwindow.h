// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chartset.h"
#include "io/calibration.h"
#include "io/scenariofile.h"
#include "io/settings.h"
#include "model/evaluation.h"

#include <QMainWindow>

#include <memory>

class QSplitter;

namespace lorafleet {

class Autosave;
class ChartBoard;
class CompareMenu;
class ComparePins;
class ExportMenu;
class FileOperations;
class MainMenus;
class ParameterPanel;
class PresentationMode;
class ScenarioDocument;
class SessionKeeper;
class SimulatedBandJob;
class SummaryPanel;
class ViewSwitcher;

// The explorer: parameters on the left, the verdict and the money on top, the charts below.
// The scenario lives in a ScenarioDocument (file, undo history); the window computes each change
// once per pass of the event loop and redraws only what changed. Files, presenting, the session's
// unsaved work and the menus are rooms of their own; the window lays them out and connects them.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    // settings: Scratch for a window that must leave the user's settings alone (headless screenshots).
    explicit MainWindow(QWidget *parent = nullptr, Settings::Storage settings = Settings::Storage::User);
    ~MainWindow() override;

    const Params &params() const;
    // Shows another scenario as one undoable step (reset, a preset, the command line).
    void setParams(const Params &params, const QString &description = QString());
    ScenarioDocument *document() const { return m_document; }

    // File operations without dialogs: they return what went wrong instead of showing it.
    LoadResult openFile(const QString &path);
    // As File → Open: a refused file is shown in a warning dialog naming it and the problem.
    void openFileShowingErrors(const QString &path);
    bool saveTo(const QString &path, QString *error);
    LoadResult applyPreset(const QString &id);

    // Restores the window's layout, export choices and the last scenario, as at the start of a
    // session; first it offers the unsaved work that other windows left behind (RecoveryDialog).
    void restoreSession();
    // File → Recover unsaved scenarios: lists the unsaved work of windows that are gone; true when
    // one was restored into this window.
    bool recoverUnsaved();
    // This window's own autosave (one per window, removed only by a clean save or close).
    const Autosave &autosaveSlot() const;
    // Keeps layout and choices for the next session.
    void saveSession();

    // Computes and redraws everything now, synchronously (tests and the benchmark); otherwise
    // updates are queued and coalesced.
    void renderNow();

    // The evaluated scenario the views show now (the model's, computed once per change).
    const Evaluation &evaluation() const { return *m_evaluation; }
    std::shared_ptr<const Evaluation> sharedEvaluation() const { return m_evaluation; }
    const Figures &figures() const { return m_evaluation->figures; }
    const Series &series() const { return m_evaluation->series(); }
    const ChartSet &charts() const { return m_charts; }
    ParameterPanel *parameterPanel() const { return m_panel; }
    SummaryPanel *summaryPanel() const { return m_summary; }
    // Presentation mode: full screen, the five sliders, big charts and a big headline (F5, Esc).
    // fullScreen false keeps the window's size (screenshots of presentation mode).
    void setPresentationMode(bool presenting, bool fullScreen = true);
    bool isPresentationMode() const;
    ChartBoard *chartBoard() const { return m_board; }
    // Charts, Phase map or Sensitivity, under the summary (View menu, Ctrl+Shift+1..3).
    ViewSwitcher *views() const { return m_views; }
    // Compare: the pinned scenarios drawn over every chart, and the Compare menu with its differences.
    ComparePins *pins() const { return m_pins; }
    CompareMenu *compareMenu() const { return m_compare.get(); }
    // "light", "dark" or "high-contrast", for the window and its charts.
    void setTheme(const QString &name);
    QString theme() const { return m_theme; }
    // The H200 measurements beside the model's re-stream term on the overhead chart.
    void setShowMeasurements(bool show);
    // The Monte-Carlo batches' mean and p5-p95 band over the overhead chart's re-stream layer.
    void setShowSimulated(bool show);
    bool showsSimulated() const { return m_showSimulated; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createLayout();
    void updateTitle();
    void onParamsChanged(const Params &params, bool fromPanel);
    void scheduleUpdate();
    void updateViews();
    void showEvaluation(std::shared_ptr<const Evaluation> next);
    void onBandDrawn(const std::shared_ptr<const Evaluation> &drawnFor, const SimulatedBandOptions &options,
                     std::vector<SimulatedBandPoint> band);
    void setDragging(bool dragging);
    // What the views ask the model for beyond the scenario (View menu: measurements, simulated band).
    EvaluationRequest evaluationRequest() const;
    static SimulatedBandOptions draggingBandOptions();
    void applyChartStyle();
    void applyPins();

    ScenarioDocument *m_document = nullptr;
    std::unique_ptr<Settings> m_settings;
    std::optional<Calibration> m_calibration;
    std::vector<RestreamMeasurement> m_measurements; // the calibration's, as the model takes them

    // What the views show: the model's evaluation, which decides what must be redrawn next
    // (changeBetween); a view change of the window's own (pins) redraws everything.
    std::shared_ptr<const Evaluation> m_evaluation;
    bool m_redrawAll = true;
    bool m_updateQueued = false;
    int m_dragId = 0; // non-zero while a slider is dragged: its edits are one undo step
    int m_dragCount = 0;
    bool m_showMeasurements = false;
    bool m_showSimulated = false;
    bool m_dragging = false;
    bool m_bandNow = false; // renderNow(): the full band in this thread, not in the worker
    std::unique_ptr<SimulatedBandJob> m_bandJob;
    QString m_theme = QStringLiteral("light");

    ParameterPanel *m_panel = nullptr;
    SummaryPanel *m_summary = nullptr;
    QSplitter *m_splitter = nullptr;
    ChartBoard *m_board = nullptr;
    ViewSwitcher *m_views = nullptr;
    ComparePins *m_pins = nullptr;
    ChartSet m_charts;

    std::unique_ptr<SessionKeeper> m_session;
    std::unique_ptr<FileOperations> m_files;
    std::unique_ptr<ExportMenu> m_exports;
    std::unique_ptr<PresentationMode> m_presentation;
    std::unique_ptr<MainMenus> m_menus;
    std::unique_ptr<CompareMenu> m_compare;
};

} // namespace lorafleet
