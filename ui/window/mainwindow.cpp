#include "mainwindow.h"

#include "aboutmodel.h"
#include "autosave.h"
#include "chartboard.h"
#include "detailsdialog.h"
#include "exportmenu.h"
#include "i18n.h"
#include "parameterpanel.h"
#include "paramtexts.h"
#include "presets.h"
#include "recoverydialog.h"
#include "scenariodocument.h"
#include "settings.h"
#include "summarypanel.h"
#include "theme.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

namespace lorafleet {

namespace {

const QString kScenarioFilter = QStringLiteral("*.json");

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_document(new ScenarioDocument(this))
    , m_settings(std::make_unique<Settings>())
    , m_autosave(std::make_unique<Autosave>())
{
    setObjectName(QStringLiteral("mainWindow"));

    m_panel = new ParameterPanel;
    auto *panelScroll = new QScrollArea;
    panelScroll->setWidget(m_panel);
    panelScroll->setWidgetResizable(true);
    panelScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    panelScroll->setMinimumWidth(std::max(300, m_panel->minimumSizeHint().width() + 24));
    panelScroll->setFrameShape(QFrame::NoFrame);

    m_summary = new SummaryPanel;
    m_charts = ChartSet::create();
    for (Chart *chart : m_charts)
        chart->setObjectName(chart->fileStem());
    m_board = new ChartBoard({m_charts.begin(), m_charts.end()});
    auto *right = new QWidget;
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(6, 6, 6, 6);
    rightLayout->addWidget(m_summary);
    rightLayout->addWidget(m_board, 1);

    m_splitter = new QSplitter;
    m_splitter->addWidget(panelScroll);
    m_splitter->addWidget(right);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    setCentralWidget(m_splitter);

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
    connect(m_panel, &ParameterPanel::resetRequested, this, [this] { setParams(Params{}, tr("Reset to defaults")); });
    connect(m_document, &ScenarioDocument::paramsChanged, this, &MainWindow::onParamsChanged);
    connect(m_document, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::fileChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::detailsChanged, this, &MainWindow::updateTitle);

    m_autosaveTimer = new QTimer(this);
    m_autosaveTimer->setSingleShot(true);
    m_autosaveTimer->setInterval(800);
    connect(m_autosaveTimer, &QTimer::timeout, this, &MainWindow::autosave);
    connect(m_document, &ScenarioDocument::paramsChanged, this, &MainWindow::scheduleAutosave);
    connect(m_document, &ScenarioDocument::detailsChanged, this, &MainWindow::scheduleAutosave);

    m_exports = std::make_unique<ExportMenu>(
        this, std::vector<Chart *>(m_charts.begin(), m_charts.end()),
        [this] { return ExportSubject{m_document->scenario(), m_document->displayName()}; }, m_settings.get(),
                                             [this](const QString &message) { statusBar()->showMessage(message, 5000); });
    m_calibration = shippedCalibration().calibration;
    createActions();
    statusBar()->showMessage(tr("Every figure is model output, not a measurement."));
    resize(1600, 1000);
    updateTitle();
    renderNow();
}

MainWindow::~MainWindow() = default;

int MainWindow::exportScale() const
{
    return m_exports->scale();
}

const Params &MainWindow::params() const
{
    return m_document->params();
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New"), QKeySequence::New, this, [this] {
        if (maybeSave())
            m_document->newScenario();
    });
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::openWithDialog);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    updateRecentMenu();
    file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save);
    file->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, &MainWindow::saveAs);
    file->addAction(tr("Scenario &details…"), this, &MainWindow::editDetails);
    file->addAction(tr("Recover &unsaved scenarios…"), this, [this] {
        if (Autosave::orphans().empty()) {
            QMessageBox::information(this, tr("Recover unsaved scenarios"),
                                     tr("No unsaved scenarios were left behind."));
            return;
        }
        if (maybeSave())
            recoverUnsaved();
    });
    file->addSeparator();
    m_exports->addTo(file);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    edit->addAction(tr("Reset to &defaults"), this, [this] { setParams(Params{}, tr("Reset to defaults")); });

    QMenu *view = menuBar()->addMenu(tr("&View"));
    m_presentAction = view->addAction(tr("&Presentation mode"), QKeySequence(Qt::Key_F5), this,
                                      [this] { setPresentationMode(!m_presenting); });
    m_presentAction->setCheckable(true);
    // While presenting: Esc leaves, Page Down/Up (a presenter's clicker) step through the charts.
    const auto presentingAction = [&](const QString &text, const QList<QKeySequence> &keys, auto slot) {
        QAction *action = view->addAction(text, this, slot);
        action->setShortcuts(keys);
        action->setEnabled(false);
        m_presentingActions.append(action);
    };
    presentingAction(tr("Leave presentation"), {QKeySequence(Qt::Key_Escape)}, [this] { setPresentationMode(false); });
    presentingAction(tr("Next chart"), {QKeySequence(Qt::Key_PageDown), QKeySequence(tr("Ctrl+Right"))},
                     [this] { m_board->showNext(); });
    presentingAction(tr("Previous chart"), {QKeySequence(Qt::Key_PageUp), QKeySequence(tr("Ctrl+Left"))},
                     [this] { m_board->showPrevious(); });
    presentingAction(tr("One chart"), {QKeySequence(tr("Ctrl+1"))},
                     [this] { m_board->setArrangement(ChartBoard::Arrangement::Single); });
    presentingAction(tr("Two charts side by side"), {QKeySequence(tr("Ctrl+2"))},
                     [this] { m_board->setArrangement(ChartBoard::Arrangement::Pair); });
    presentingAction(tr("All four charts"), {QKeySequence(tr("Ctrl+4"))},
                     [this] { m_board->setArrangement(ChartBoard::Arrangement::Grid); });
    for (QAction *action : m_presentingActions)
        addAction(action); // shortcuts work with the menu bar hidden
    addAction(m_presentAction);
    view->addSeparator();
    QMenu *themes = view->addMenu(tr("&Theme"));
    auto *themeGroup = new QActionGroup(this);
    const QStringList themeNames{tr("Light"), tr("Dark"), tr("High contrast (projector)")};
    for (int i = 0; i < 3; ++i) {
        const QString name = ChartStyle::names().at(i);
        QAction *action = themes->addAction(themeNames.at(i), this, [this, name] { setTheme(name); });
        action->setCheckable(true);
        action->setObjectName(QStringLiteral("theme-") + name);
        themeGroup->addAction(action);
    }
    connect(themes, &QMenu::aboutToShow, this, [this, themeGroup] {
        for (QAction *action : themeGroup->actions())
            action->setChecked(action->objectName() == QStringLiteral("theme-") + m_theme);
    });
    QMenu *languages = view->addMenu(tr("&Language"));
    auto *languageGroup = new QActionGroup(this);
    QList<QPair<QString, QString>> choices{{QString(), tr("System default")}};
    choices += availableLanguages();
    for (const auto &[code, name] : choices) {
        QAction *action = languages->addAction(name, this, [this, code = code] {
            m_settings->setLanguage(code);
            QMessageBox::information(this, tr("Language"),
                                     tr("The language changes the next time LoRA Fleet Explorer starts."));
        });
        action->setCheckable(true);
        action->setChecked(code == m_settings->language());
        languageGroup->addAction(action);
    }
    view->addSeparator();
    QAction *advanced = view->addAction(tr("&Advanced parameters"));
    advanced->setCheckable(true);
    connect(advanced, &QAction::toggled, m_panel, &ParameterPanel::setAdvancedVisible);
    m_measurementsAction = view->addAction(tr("&Measured H200 points on the overhead chart"));
    m_measurementsAction->setCheckable(true);
    m_measurementsAction->setEnabled(m_calibration.has_value());
    if (m_calibration)
        m_measurementsAction->setToolTip(tr("Decode steps timed on an %1 on %2 with 1 to 32 distinct adapters in the "
                                            "batch, placed where the model expects that many.")
                                             .arg(m_calibration->gpuName, m_calibration->date.left(10)));
    connect(m_measurementsAction, &QAction::toggled, this, &MainWindow::setShowMeasurements);

    QMenu *presetMenu = menuBar()->addMenu(tr("&Presets"));
    presetMenu->setToolTipsVisible(true);
    for (const PresetInfo &preset : presets()) {
        QAction *action = presetMenu->addAction(preset.name, this, [this, id = preset.id] {
            const LoadResult result = applyPreset(id);
            if (!result.ok())
                QMessageBox::warning(this, tr("Preset not loaded"), result.error);
        });
        action->setToolTip(preset.notes);
        action->setObjectName(QStringLiteral("preset-") + preset.id);
    }

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("About the &model"), this,
                    [this] { showAboutModel(this, m_calibration ? &*m_calibration : nullptr); });
    help->addAction(tr("&About LoRA Fleet Explorer"), this, [this] { showAboutApp(this); });
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_settings->recentFiles();
    for (const QString &path : files)
        m_recentMenu->addAction(QDir::toNativeSeparators(path), this, [this, path] {
            if (maybeSave())
                openPath(path);
        });
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — LoRA Fleet Explorer").arg(m_document->displayName()));
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

void MainWindow::updateViews()
{
    m_updateQueued = false;
    const Params &params = m_document->params();
    using Change = ChartData::Change;
    Change change = Change::Everything;
    if (m_hasSeries) {
        Params sameSkew = params;
        sameSkew.skew = m_shownParams.skew;
        if (seriesInputs(params) == seriesInputs(m_shownParams))
            change = Change::Markers;
        else if (seriesInputs(sameSkew) == seriesInputs(m_shownParams))
            change = Change::CurrentSkew;
    }
    m_figures = evaluate(params);
    if (change != Change::Markers) {
        m_series = computeSeries(params);
        updateMeasuredPoints();
    }
    m_hasSeries = true;
    m_shownParams = params;
    const ChartData data{params, m_figures, m_series, change};
    for (Chart *chart : m_charts)
        chart->showScenario(data);
    m_summary->showFigures(params, m_figures);
}

void MainWindow::setShowMeasurements(bool show)
{
    if (show && !m_calibration)
        return;
    m_showMeasurements = show;
    m_measurementsAction->setChecked(show);
    m_hasSeries = false; // redraw everything: the legend changes
    scheduleUpdate();
}

// Each measured batch of D distinct adapters goes where the model expects D distinct adapters.
void MainWindow::updateMeasuredPoints()
{
    std::vector<MeasuredPoint> points;
    const Params &params = m_document->params();
    if (m_showMeasurements && m_calibration)
        for (const RestreamPoint &point : m_calibration->restream)
            if (const auto adapters = adaptersForDistinct(params, point.distinctAdapters))
                points.push_back({*adapters, point.distinctAdapters, point.relativeOverhead,
                                  restreamForDistinct(params, point.distinctAdapters)});
    m_charts.get<OverheadChart>()->setMeasuredPoints(std::move(points), m_calibration ? tr("%1, %2").arg(m_calibration->gpuName, m_calibration->date.left(10)) : QString());
}

void MainWindow::renderNow()
{
    updateViews();
    for (Chart *chart : m_charts)
        chart->flush();
    // Paint every region marked dirty (the summary's changed labels, the charts), as the event
    // loop's next update request would.
    QCoreApplication::sendPostedEvents(window(), QEvent::UpdateRequest);
}

void MainWindow::setDragging(bool dragging)
{
    for (Chart *chart : m_charts)
        chart->setDragging(dragging);
}

// ------------------------------------------------------------------ presenting

void MainWindow::setPresentationMode(bool presenting, bool fullScreen)
{
    if (presenting == m_presenting)
        return;
    m_presenting = presenting;
    m_presentAction->setChecked(presenting);
    for (QAction *action : m_presentingActions)
        action->setEnabled(presenting);
    if (presenting) {
        m_beforePresenting = {saveGeometry(), windowState(), m_splitter->saveState()};
        m_board->setArrangement(ChartBoard::Arrangement::Single);
    } else {
        m_board->setArrangement(ChartBoard::Arrangement::Grid);
    }
    m_exports->setPresenting(presenting);
    menuBar()->setVisible(!presenting);
    statusBar()->setVisible(!presenting);
    m_panel->setPresentation(presenting);
    m_summary->setPresentation(presenting);
    applyChartStyle();
    if (presenting) {
        if (fullScreen)
            showFullScreen();
        m_splitter->setSizes({width() / 4, width() - width() / 4});
    } else {
        setWindowState(m_beforePresenting.state);
        restoreGeometry(m_beforePresenting.geometry);
        m_splitter->restoreState(m_beforePresenting.splitter);
    }
}

void MainWindow::setTheme(const QString &name)
{
    m_theme = ChartStyle::names().contains(name) ? name : QStringLiteral("light");
    applyApplicationTheme(m_theme);
    m_panel->refreshStyle();
    applyChartStyle();
    m_settings->setTheme(m_theme);
}

// The theme's chart style, larger when presenting.
void MainWindow::applyChartStyle()
{
    const ChartStyle style = ChartStyle::named(m_theme);
    for (Chart *chart : m_charts)
        chart->setChartStyle(m_presenting ? style.scaled(1.6) : style);
}

// ------------------------------------------------------------------ files

LoadResult MainWindow::openFile(const QString &path)
{
    const LoadResult result = m_document->open(path);
    if (result.ok()) {
        m_settings->addRecentFile(path);
        m_settings->setLastScenarioFile(m_document->filePath());
        updateRecentMenu();
    }
    return result;
}

bool MainWindow::saveTo(const QString &path, QString *error)
{
    if (!m_document->save(path, error))
        return false;
    m_settings->addRecentFile(path);
    m_settings->setLastScenarioFile(m_document->filePath());
    updateRecentMenu();
    m_autosave->discard(); // the work is safe in its file now
    return true;
}

LoadResult MainWindow::applyPreset(const QString &id)
{
    const LoadResult result = loadPreset(id);
    if (result.ok()) {
        const QString name = presetDisplayName(result.scenario->name);
        setParams(result.scenario->params, tr("Load preset %1").arg(name));
        statusBar()->showMessage(tr("Preset: %1").arg(name), 5000);
    }
    return result;
}

void MainWindow::showLoadWarnings(const LoadResult &result, const QString &what)
{
    if (result.warnings.isEmpty())
        return;
    QMessageBox::information(this, tr("Opened with warnings"),
                             tr("%1 was opened, with these warnings:\n\n%2").arg(what, result.warnings.join(u'\n')));
}

void MainWindow::openWithDialog()
{
    if (!maybeSave())
        return;
    const QString folder = m_document->filePath().isEmpty() ? QDir::homePath() : QFileInfo(m_document->filePath()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open scenario"), folder,
                                                      tr("Scenarios (%1);;All files (*)").arg(kScenarioFilter));
    if (!path.isEmpty())
        openPath(path);
}

void MainWindow::openPath(const QString &path)
{
    const LoadResult result = openFile(path);
    if (!result.ok()) {
        if (!QFileInfo::exists(path)) {
            m_settings->removeRecentFile(path);
            updateRecentMenu();
        }
        QMessageBox::warning(this, tr("Scenario not opened"),
                             tr("%1\n\nThe open scenario is unchanged.").arg(result.error));
        return;
    }
    showLoadWarnings(result, QDir::toNativeSeparators(path));
    statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 5000);
}

bool MainWindow::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    QString error;
    if (!saveTo(m_document->filePath(), &error)) {
        QMessageBox::warning(this, tr("Scenario not saved"), error);
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(m_document->filePath())), 5000);
    return true;
}

bool MainWindow::saveAs()
{
    const QString suggested = m_document->filePath().isEmpty()
        ? QDir(QDir::homePath()).filePath(m_document->displayName() + QStringLiteral(".json"))
        : m_document->filePath();
    QString path = QFileDialog::getSaveFileName(this, tr("Save scenario"), suggested,
                                                tr("Scenarios (%1)").arg(kScenarioFilter));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    QString error;
    if (!saveTo(path, &error)) {
        QMessageBox::warning(this, tr("Scenario not saved"), error);
        return false;
    }
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"), tr("“%1” has unsaved changes. Save them?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::editDetails()
{
    QString name = m_document->scenario().name;
    QString notes = m_document->scenario().notes;
    if (editScenarioDetails(this, name, notes))
        m_document->setDetails(name, notes);
}

// ------------------------------------------------------------------ session

void MainWindow::scheduleAutosave()
{
    m_autosaveTimer->start();
}

// Unsaved work is written aside while editing, so that a restart or a crash loses nothing.
void MainWindow::autosave()
{
    if (!m_document->isModified()) {
        m_autosave->discard();
        return;
    }
    const WriteResult written = m_autosave->write(m_document->scenario(), m_document->filePath());
    if (written) {
        if (m_autosaveFailing)
            statusBar()->showMessage(tr("Unsaved work is kept safe again."), 5000);
        m_autosaveFailing = false;
        return;
    }
    if (m_autosaveFailing)
        return; // said once already
    m_autosaveFailing = true;
    const QString message =
        tr("Your unsaved work could not be kept aside (%1): save the scenario to keep it safe.").arg(written.reason);
    statusBar()->showMessage(message);
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Unsaved work not kept"), message, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("autosaveWarning"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open(); // not modal: editing goes on
}

bool MainWindow::recoverUnsaved()
{
    std::vector<UnsavedScenario> unsaved = Autosave::orphans();
    if (unsaved.empty())
        return false;
    RecoveryDialog dialog(std::move(unsaved), this);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    const std::optional<UnsavedScenario> chosen = dialog.chosen();
    if (!chosen || !m_autosave->adopt(*chosen)) {
        QMessageBox::warning(this, tr("Scenario not restored"),
                             tr("Another window has restored this scenario already."));
        return false;
    }
    const LoadResult original = chosen->origin.isEmpty() ? LoadResult{} : loadScenarioFile(chosen->origin);
    m_document->adopt(chosen->scenario, original.ok() ? chosen->origin : QString(),
                      original.ok() ? *original.scenario : Scenario{});
    statusBar()->showMessage(tr("Restored your unsaved scenario."), 8000);
    return true;
}

void MainWindow::restoreSession()
{
    restoreGeometry(m_settings->windowGeometry());
    m_splitter->restoreState(m_settings->splitterState());
    setTheme(m_settings->theme());
    m_panel->setAdvancedVisible(m_settings->advancedVisible());
    setShowMeasurements(m_settings->showMeasurements());
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
    m_exports->saveSettings();
    m_settings->setLastScenarioFile(m_document->filePath());
    m_settings->sync();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    m_autosaveTimer->stop();
    m_autosave->discard(); // saved or knowingly discarded
    saveSession();
    event->accept();
}

} // namespace lorafleet
