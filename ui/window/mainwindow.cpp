// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/mainwindow.h"

#include "charts/chartboard.h"
#include "document/scenariodocument.h"
#include "export/exportmenu.h"
#include "io/atomicwrite.h"
#include "io/autosave.h"
#include "io/settings.h"
#include "model/fleetcost.h"
#include "panels/parameterpanel.h"
#include "panels/summarypanel.h"
#include "text/paramtexts.h"
#include "text/safetext.h"
#include "window/comparemenu.h"
#include "window/comparepins.h"
#include "window/fileoperations.h"
#include "window/mainmenus.h"
#include "window/panelscroll.h"
#include "window/presentationmode.h"
#include "window/sessionkeeper.h"
#include "window/simulatedbandjob.h"
#include "window/theme.h"
#include "window/viewswitcher.h"
#include "window/windowplacement.h"

#include <QCloseEvent>
#include <QFileInfo>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

namespace lorafleet {

MainWindow::MainWindow(QWidget *parent, Settings::Storage settings)
    : QMainWindow(parent)
    , m_document(new ScenarioDocument(this))
    , m_settings(std::make_unique<Settings>(settings))
    , m_calibration(shippedCalibration().calibration)
{
    setObjectName(QStringLiteral("mainWindow"));
    if (m_calibration)
        for (const RestreamPoint &point : m_calibration->restream)
            m_measurements.push_back({point.distinctAdapters, point.relativeOverhead});
    createLayout();

    connect(m_panel, &ParameterPanel::paramsEdited, this, [this](const Params &params, const QString &key) {
        const ParamInfo *info = findParam(key.toStdString());
        const QString label = info ? paramLabel(*info) : key;
        m_document->edit(params, m_dragId ? tr("Drag %1").arg(label) : tr("Change %1").arg(label), m_dragId);
    });
    connect(m_panel, &ParameterPanel::dragStarted, this, [this] {
        m_dragId = ++m_dragCount;
        setDragging(true);
    });
    connect(m_panel, &ParameterPanel::dragFinished, this, [this] {
        m_dragId = 0;
        setDragging(false);
    });
    const auto reset = [this] { setParams(Params{}, tr("Reset to defaults")); };
    connect(m_panel, &ParameterPanel::resetRequested, this, reset);
    connect(m_document, &ScenarioDocument::paramsChanged, this, &MainWindow::onParamsChanged);
    connect(m_document, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::fileChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::detailsChanged, this, &MainWindow::updateTitle);

    const auto tell = [this](const QString &message, int timeout) {
        statusBar()->showMessage(message, timeout);
    };
    m_session = std::make_unique<SessionKeeper>(this, m_document, tell);
    // A save killed mid-write (kill -9, a crash, a power cut on a file system without O_TMPFILE) left a
    // hidden temporary file beside the scenario: cleared where this app saves, once its writer is gone.
    QStringList saveFolders{Autosave::folder()};
    for (const QString &recent : m_settings->recentFiles())
        saveFolders << QFileInfo(recent).absolutePath();
    removeStaleTemporaryFiles(saveFolders);
    m_files =
        std::make_unique<FileOperations>(this, m_document, m_settings.get(), &m_session->autosave(), tell);
    m_exports = std::make_unique<ExportMenu>(
        this, std::vector<Chart *>(m_charts.begin(), m_charts.end()),
        [this] {
            if (m_bandJob->isRunning() ||
                (m_showSimulated && !m_dragging && !(m_evaluation->request == evaluationRequest()))) {
                m_bandNow = true; // an export shows the full band, not the one on its way
                updateViews();
                m_bandNow = false;
            }
            return ExportSubject{m_document->scenario(), m_evaluation, m_document->displayName(),
                                 m_pins->pins()};
        },
        m_settings.get(), [this](const QString &message) { statusBar()->showMessage(message, 5000); });
    m_bandJob = std::make_unique<SimulatedBandJob>();
    connect(m_bandJob.get(), &SimulatedBandJob::drawn, this, &MainWindow::onBandDrawn);
    m_presentation = std::make_unique<PresentationMode>(
        PresentationMode::Stage{this, m_splitter, m_board, m_panel, m_summary, m_exports.get(), m_views},
        [this] { applyChartStyle(); });
    m_menus = std::make_unique<MainMenus>(
        this,
        MainMenus::Rooms{m_files.get(), m_session.get(), m_exports.get(), m_presentation.get(), m_document,
                         m_settings.get(), m_calibration ? &*m_calibration : nullptr, m_views});
    m_menus->showTheme(m_theme);
    connect(m_menus.get(), &MainMenus::resetRequested, this, reset);
    connect(m_menus.get(), &MainMenus::themeChosen, this, &MainWindow::setTheme);
    connect(m_menus.get(), &MainMenus::advancedToggled, m_panel, &ParameterPanel::setAdvancedVisible);
    connect(m_panel, &ParameterPanel::advancedVisibilityChanged, m_menus.get(), &MainMenus::showAdvanced);
    m_menus->showAdvanced(m_panel->isAdvancedVisible());
    connect(m_menus.get(), &MainMenus::measurementsToggled, this, &MainWindow::setShowMeasurements);
    connect(m_menus.get(), &MainMenus::simulatedToggled, this, &MainWindow::setShowSimulated);
    connect(m_views, &ViewSwitcher::viewChanged, this,
            [this] { m_exports->setCharts(m_views->currentCharts()); });
    m_compare = std::make_unique<CompareMenu>(this, m_pins, m_document,
                                              [tell](const QString &message) { tell(message, 5000); });
    m_compare->addTo(menuBar()->actions().last()); // before Help
    connect(m_pins, &ComparePins::changed, this, &MainWindow::applyPins);

    statusBar()->showMessage(tr("Every figure is model output, not a measurement."));
    // The screen's available area until restoreSession() puts back a saved geometry that fits.
    if (const QScreen *shown = screen())
        resize(initialWindowGeometry({}, shown->availableGeometry()).size());
    updateTitle();
    renderNow();
}

MainWindow::~MainWindow() = default;

// The parameters on the left (scrolling), the summary over the charts on the right.
void MainWindow::createLayout()
{
    m_panel = new ParameterPanel;
    auto *panelScroll = new PanelScroll(m_panel);

    m_summary = new SummaryPanel;
    m_pins = new ComparePins(this);
    m_charts = ChartSet::create();
    for (Chart *chart : m_charts)
        chart->setObjectName(chart->fileStem());
    if (m_calibration)
        m_charts.get<OverheadChart>()->setMeasurementSource(
            tr("%1, %2").arg(m_calibration->gpuName, m_calibration->date.left(10)));
    m_board = new ChartBoard({m_charts.begin(), m_charts.end()});
    auto *right = new QWidget;
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(6, 6, 6, 6);
    rightLayout->addWidget(m_summary);
    m_views = new ViewSwitcher(m_board);
    rightLayout->addWidget(m_views, 1);
    connect(m_summary, &SummaryPanel::bridgeRequested, m_views,
            [views = m_views] { views->setView(ViewSwitcher::View::Bridge); });

    m_splitter = new QSplitter;
    m_splitter->addWidget(panelScroll);
    m_splitter->addWidget(right);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    setCentralWidget(m_splitter);
}

const Params &MainWindow::params() const
{
    return m_document->params();
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — LoRA Fleet Explorer").arg(safeText(m_document->displayName(), 80)));
    setWindowModified(m_document->isModified());
}

void MainWindow::setParams(const Params &params, const QString &description)
{
    m_document->replace(params, description.isEmpty() ? tr("Change scenario") : description);
}

void MainWindow::onParamsChanged(const Params &params, bool fromPanel)
{
    if (!fromPanel)
        m_panel->setParams(params);
    scheduleUpdate();
}

// A burst of edits (a slider drag delivers many per frame) is computed once, when the event loop
// is next idle; the charts' replots are queued the same way.
void MainWindow::scheduleUpdate()
{
    if (m_updateQueued)
        return;
    m_updateQueued = true;
    QTimer::singleShot(0, this, [this] {
        if (m_updateQueued) // renderNow() may have done it already
            updateViews();
    });
}

// Fewer K points and batches in the simulated band while a slider is dragged keep every frame in
// time; the full band follows when the drag ends (drawn in a worker, see updateViews()).
SimulatedBandOptions MainWindow::draggingBandOptions()
{
    SimulatedBandOptions options;
    options.points = 8;
    options.batches = 40;
    return options;
}

EvaluationRequest MainWindow::evaluationRequest() const
{
    EvaluationRequest request;
    request.simulatedBand = m_showSimulated;
    if (m_showSimulated && m_dragging)
        request.bandOptions = draggingBandOptions();
    if (m_showMeasurements)
        request.measurements = m_measurements;
    return request;
}

void MainWindow::updateViews()
{
    m_updateQueued = false;
    const Params &params = m_document->params();
    EvaluationRequest request = evaluationRequest();
    // The full band takes up to ~60 ms (engine model, K to 10^6): a worker draws it while the dragging
    // one (a few ms) is shown, unless the evaluation shown has it already.
    const bool bandLater = request.simulatedBand && !m_dragging && !m_bandNow &&
        !(m_evaluation && keepsSimulatedBand(*m_evaluation, params, request));
    if (bandLater)
        request.bandOptions = draggingBandOptions();
    showEvaluation(std::make_shared<const Evaluation>(evaluateScenario(params, request, m_evaluation.get())));
    if (bandLater)
        m_bandJob->draw(m_evaluation);
}

void MainWindow::onBandDrawn(const std::shared_ptr<const Evaluation> &drawnFor,
                             const SimulatedBandOptions &options, std::vector<SimulatedBandPoint> band)
{
    // Kept only if the scenario shown has the same series (a K or price move since keeps the band).
    if (!m_showSimulated || m_dragging || !m_evaluation->request.simulatedBand ||
        !(seriesInputs(drawnFor->params) == seriesInputs(m_evaluation->params)))
        return;
    showEvaluation(
        std::make_shared<const Evaluation>(withSimulatedBand(*m_evaluation, options, std::move(band))));
}

void MainWindow::showEvaluation(std::shared_ptr<const Evaluation> next)
{
    const ChartData::Change change =
        m_evaluation && !m_redrawAll ? changeBetween(*m_evaluation, *next) : ChartData::Change::Everything;
    m_redrawAll = false;
    m_evaluation = std::move(next);
    const ChartData data(m_evaluation, change);
    for (Chart *chart : m_charts)
        chart->showScenario(data);
    m_views->showScenario(data);
    m_summary->showEvaluation(*m_evaluation);
    if (m_compare)
        m_compare->showCurrent(*m_evaluation);
}

// Every chart draws the pinned scenarios; the next pass redraws everything, so the axes make room.
void MainWindow::applyPins()
{
    for (Chart *chart : m_charts)
        chart->setOverlays(m_pins->overlays());
    m_redrawAll = true;
    scheduleUpdate();
}

void MainWindow::setShowMeasurements(bool show)
{
    if (show && !m_calibration)
        return;
    m_showMeasurements = show;
    m_menus->showMeasurements(show);
    scheduleUpdate(); // the request changes: everything is redrawn (the legend changes)
}

void MainWindow::setShowSimulated(bool show)
{
    m_showSimulated = show;
    m_menus->showSimulated(show);
    scheduleUpdate();
}

void MainWindow::renderNow()
{
    m_bandNow = true; // what is rendered now has its full band
    updateViews();
    m_bandNow = false;
    for (Chart *chart : m_charts)
        chart->flush();
    m_views->renderNow();
    // Paint every region marked dirty (the summary's changed labels, the charts), as the event
    // loop's next update request would.
    QCoreApplication::sendPostedEvents(window(), QEvent::UpdateRequest);
}

void MainWindow::setDragging(bool dragging)
{
    m_dragging = dragging;
    if (!dragging && m_showSimulated)
        scheduleUpdate(); // the full band

    for (Chart *chart : m_charts)
        chart->setDragging(dragging);
    m_views->setDragging(dragging);
}

// ------------------------------------------------------------------ rooms

void MainWindow::setPresentationMode(bool presenting, bool fullScreen)
{
    m_presentation->set(presenting, fullScreen);
}

bool MainWindow::isPresentationMode() const
{
    return m_presentation->isOn();
}

void MainWindow::setTheme(const QString &name)
{
    m_theme = ChartStyle::names().contains(name) ? name : QStringLiteral("light");
    applyApplicationTheme(m_theme);
    m_panel->refreshStyle();
    applyChartStyle();
    m_menus->showTheme(m_theme);
    m_settings->setTheme(m_theme);
}

// The theme's chart style, larger when presenting (the larger the screen, the larger).
void MainWindow::applyChartStyle()
{
    const ChartStyle style = ChartStyle::named(m_theme);
    const double scale = m_presentation->chartScale();
    for (Chart *chart : m_charts)
        chart->setChartStyle(m_presentation->isOn() ? style.scaled(scale) : style);
    for (Chart *chart : m_views->viewCharts())
        chart->setChartStyle(m_presentation->isOn() ? style.scaled(scale) : style);
}

LoadResult MainWindow::openFile(const QString &path)
{
    return m_files->openFile(path);
}

void MainWindow::openFileShowingErrors(const QString &path)
{
    m_files->openPath(path);
}

bool MainWindow::saveTo(const QString &path, QString *error)
{
    return m_files->saveTo(path, error);
}

LoadResult MainWindow::applyPreset(const QString &id)
{
    return m_files->applyPreset(id);
}

bool MainWindow::recoverUnsaved()
{
    return m_session->recoverUnsaved();
}

const Autosave &MainWindow::autosaveSlot() const
{
    return m_session->autosave();
}

// ------------------------------------------------------------------ session

void MainWindow::restoreSession()
{
    placeWindowOnScreen(*this, m_settings->windowGeometry());
    m_splitter->restoreState(m_settings->splitterState());
    setTheme(m_settings->theme());
    m_panel->setAdvancedVisible(m_settings->advancedVisible());
    setShowMeasurements(m_settings->showMeasurements());
    setShowSimulated(m_settings->showSimulated());
    if (recoverUnsaved())
        return;
    const QString last = m_settings->lastScenarioFile();
    if (!last.isEmpty() && QFileInfo::exists(last))
        openFile(last);
}

void MainWindow::saveSession()
{
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setSplitterState(m_splitter->saveState());
    m_settings->setAdvancedVisible(m_panel->isAdvancedVisible());
    m_settings->setShowMeasurements(m_showMeasurements);
    m_settings->setShowSimulated(m_showSimulated);
    m_exports->saveSettings();
    m_settings->setLastScenarioFile(m_document->filePath());
    m_settings->sync();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    m_session->close();
    saveSession();
    event->accept();
}

} // namespace lorafleet
