#include "mainwindow.h"

#include "chartexport.h"
#include "charts.h"
#include "parameterpanel.h"
#include "summarypanel.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QGridLayout>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

namespace lorafleet {

namespace {

// The inputs the plotted series depend on: not the price (the charts show no money), and K only
// when it changes the K grid (beyond 1024 or beyond Kmax).
Params seriesInputs(Params params)
{
    params.gpuPricePerHour = 0;
    params.hoursPerMonth = 1;
    if (params.adapters <= std::min<std::int64_t>(params.plotMaxAdapters, 1024))
        params.adapters = 0;
    return params;
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("LoRA Fleet Explorer"));
    setObjectName(QStringLiteral("mainWindow"));

    m_panel = new ParameterPanel;
    auto *panelScroll = new QScrollArea;
    panelScroll->setWidget(m_panel);
    panelScroll->setWidgetResizable(true);
    panelScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    panelScroll->setMinimumWidth(std::max(300, m_panel->minimumSizeHint().width() + 24));
    panelScroll->setFrameShape(QFrame::NoFrame);

    m_summary = new SummaryPanel;
    auto *chartArea = new QWidget;
    auto *chartGrid = new QGridLayout(chartArea);
    chartGrid->setContentsMargins(0, 0, 0, 0);
    chartGrid->setSpacing(6);
    std::vector<std::unique_ptr<Chart>> charts = createCharts();
    for (std::size_t i = 0; i < charts.size(); ++i) {
        m_charts[i] = charts[i].release();
        m_charts[i]->setObjectName(m_charts[i]->fileStem());
        chartGrid->addWidget(m_charts[i], int(i / 2), int(i % 2));
    }
    for (int i = 0; i < 2; ++i) {
        chartGrid->setColumnStretch(i, 1);
        chartGrid->setRowStretch(i, 1);
    }
    auto *right = new QWidget;
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(6, 6, 6, 6);
    rightLayout->addWidget(m_summary);
    rightLayout->addWidget(chartArea, 1);

    auto *splitter = new QSplitter;
    splitter->addWidget(panelScroll);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    setCentralWidget(splitter);

    connect(m_panel, &ParameterPanel::paramsEdited, this, [this](const Params &params) { onParamsEdited(params); });
    connect(m_panel, &ParameterPanel::dragStarted, this, [this] { setDragging(true); });
    connect(m_panel, &ParameterPanel::dragFinished, this, [this] { setDragging(false); });
    connect(m_panel, &ParameterPanel::resetRequested, this, [this] { setParams(Params{}); });

    m_exportFolder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    createActions();
    statusBar()->showMessage(tr("Every figure is model output, not a measurement."));
    resize(1600, 1000);
    renderNow();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QMenu *exportMenu = file->addMenu(tr("&Export chart"));
    for (Chart *chart : m_charts) {
        QAction *action = exportMenu->addAction(tr("%1…").arg(chart->title()));
        connect(action, &QAction::triggered, this, [this, chart] { exportChart(chart); });
    }
    QAction *exportAllAction = file->addAction(tr("Export &all charts…"));
    exportAllAction->setShortcut(QKeySequence(tr("Ctrl+Shift+E")));
    connect(exportAllAction, &QAction::triggered, this, &MainWindow::exportAll);
    QMenu *scaleMenu = file->addMenu(tr("Export &scale"));
    auto *scales = new QActionGroup(this);
    for (const int scale : {1, 2, 3}) {
        QAction *action = scaleMenu->addAction(tr("%1× (%2 × %3 pixels)").arg(scale).arg(kExportSize.width() * scale).arg(kExportSize.height() * scale));
        action->setCheckable(true);
        action->setChecked(scale == m_exportScale);
        scales->addAction(action);
        connect(action, &QAction::triggered, this, [this, scale] { m_exportScale = scale; });
    }
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *advanced = view->addAction(tr("&Advanced parameters"));
    advanced->setCheckable(true);
    connect(advanced, &QAction::toggled, m_panel, &ParameterPanel::setAdvancedVisible);
    QAction *reset = view->addAction(tr("&Reset to defaults"));
    connect(reset, &QAction::triggered, this, [this] { setParams(Params{}); });

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("About the &model"), this, &MainWindow::showAboutModel);
    help->addAction(tr("&About LoRA Fleet Explorer"), this, &MainWindow::showAbout);
}

void MainWindow::setParams(const Params &params)
{
    m_panel->setParams(params);
    m_params = params;
    scheduleUpdate();
}

void MainWindow::onParamsEdited(const Params &params)
{
    m_params = params;
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
    using Change = ChartData::Change;
    Change change = Change::Everything;
    if (m_hasSeries) {
        Params sameSkew = m_params;
        sameSkew.skew = m_shownParams.skew;
        if (seriesInputs(m_params) == seriesInputs(m_shownParams))
            change = Change::Markers;
        else if (seriesInputs(sameSkew) == seriesInputs(m_shownParams))
            change = Change::CurrentSkew;
    }
    m_figures = evaluate(m_params);
    if (change != Change::Markers)
        m_series = computeSeries(m_params);
    m_hasSeries = true;
    m_shownParams = m_params;
    const ChartData data{m_params, m_figures, m_series, change};
    for (Chart *chart : m_charts)
        chart->showScenario(data);
    m_summary->showFigures(m_params, m_figures);
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

void MainWindow::exportChart(Chart *chart)
{
    const QString suggested = QDir(m_exportFolder).filePath(chart->fileStem() + QStringLiteral(".png"));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export %1").arg(chart->title()), suggested,
                                                      tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!writeChartPng(*chart, path, kExportSize, m_exportScale, &error)) {
        QMessageBox::warning(this, tr("Export failed"), error);
        return;
    }
    m_exportFolder = QFileInfo(path).absolutePath();
    statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)), 5000);
}

void MainWindow::exportAll()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Export all charts to"), m_exportFolder);
    if (folder.isEmpty())
        return;
    QStringList written;
    for (Chart *chart : m_charts) {
        const QString path = QDir(folder).filePath(chart->fileStem() + QStringLiteral(".png"));
        QString error;
        if (!writeChartPng(*chart, path, kExportSize, m_exportScale, &error)) {
            QMessageBox::warning(this, tr("Export failed"), error);
            return;
        }
        written << path;
    }
    m_exportFolder = folder;
    statusBar()->showMessage(tr("Exported %n chart(s) to %1", nullptr, int(written.size())).arg(QDir::toNativeSeparators(folder)), 5000);
}

void MainWindow::showAboutModel()
{
    QMessageBox::information(
        this, tr("About the model"),
        tr("<h3>What LoRA Fleet Explorer computes</h3>"
           "<p>Serve a catalog of K LoRA adapters either on <b>dedicated</b> GPUs (one per adapter, each with a "
           "full copy of the base model) or <b>multiplexed</b> on one GPU: the base once, the popular adapters in "
           "an adapter pool, requests for different adapters batched together.</p>"
           "<p><b>Pool-fit boundary</b>: how many adapters the pool holds (pool size ÷ adapter size). "
           "<b>Re-stream</b>: every distinct resident adapter in a batch is read once per decode step. "
           "<b>Host-link</b>: adapters outside the pool cross the host link; a part of each step hides the "
           "transfer. <b>Fleet advantage</b>: dedicated GPUs ÷ multiplexed GPUs. <b>Break-even</b>: an adapter "
           "with a larger share of traffic than p* is cheaper on its own GPU.</p>"
           "<p><b>Limits.</b> All figures are model output, not measurements. Adapters are assumed equal in size "
           "and on one base model; the paper fixes the batch at 32. Isolation, security and failure containment "
           "are not priced: a dedicated server keeps a misbehaving adapter away from other tenants, which can "
           "justify it regardless of cost. Shrinking the base (quantisation) makes adapters relatively heavier "
           "and moves the boundary.</p>"));
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About LoRA Fleet Explorer"),
                       tr("<h3>LoRA Fleet Explorer %1</h3><p>What it costs to serve a catalog of LoRA adapters on "
                          "one multiplexed GPU versus one dedicated GPU each.</p><p>Reproduces the analytical "
                          "model of “The Derivative Long Tail: Multiplex-vs-Dedicated LoRA Serving on H200”.</p>")
                           .arg(QApplication::applicationVersion()));
}

} // namespace lorafleet
