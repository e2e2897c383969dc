// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/exportmenu.h"

#include "charts/chart.h"
#include "export/chartfile.h"
#include "export/chartrender.h"
#include "export/report.h"
#include "io/settings.h"

#include <QActionGroup>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QMessageBox>
#include <QWidget>

namespace lorafleet {

namespace {
constexpr std::array kChartFormats{ExportFormat::Png, ExportFormat::Svg, ExportFormat::Pdf,
                                   ExportFormat::Csv};
}

ExportMenu::ExportMenu(QWidget *window, std::vector<Chart *> charts, Subject subject, Settings *settings,
                       Tell tell)
    : m_window(window)
    , m_charts(std::move(charts))
    , m_subject(std::move(subject))
    , m_settings(settings)
    , m_tell(std::move(tell))
    , m_folder(settings->exportFolder())
    , m_scale(settings->exportScale())
    , m_caption(settings->exportCaption())
{
}

void ExportMenu::setCaption(bool caption)
{
    m_caption = caption;
    if (m_captionAction)
        m_captionAction->setChecked(caption);
}

const ChartCaption *ExportMenu::captionFor(const Evaluation &evaluation,
                                           std::optional<ChartCaption> &caption) const
{
    if (!m_caption)
        return nullptr;
    caption = ChartCaption::of(evaluation.params, evaluation.figures);
    return &*caption;
}

void ExportMenu::addTo(QMenu *file)
{
    // Listed when opened: the charts are those of the view shown then.
    QMenu *exportMenu = file->addMenu(tr("&Export chart"));
    const auto listExports = [this, exportMenu] {
        exportMenu->clear();
        for (Chart *chart : m_charts)
            exportMenu->addAction(tr("%1…").arg(chart->title()), m_window,
                                  [this, chart] { exportChart(chart); });
    };
    listExports();
    QObject::connect(exportMenu, &QMenu::aboutToShow, m_window, listExports);
    QMenu *exportAllMenu = file->addMenu(tr("Export &all charts"));
    for (const ExportFormat format : kChartFormats) {
        QAction *action = exportAllMenu->addAction(tr("As %1…").arg(exportFormatName(format).toUpper()),
                                                   m_window, [this, format] { exportAll(format); });
        if (format == ExportFormat::Png)
            action->setShortcut(QKeySequence(tr("Ctrl+Shift+E")));
    }
    file->addAction(tr("Export &report (PDF)…"), m_window, [this] { exportReport(); });
    QMenu *copyMenu = file->addMenu(tr("&Copy chart"));
    const auto listCopies = [this, copyMenu] {
        copyMenu->clear();
        for (Chart *chart : m_charts)
            copyMenu->addAction(chart->title(), m_window, [this, chart] { copyChart(chart); });
    };
    listCopies();
    QObject::connect(copyMenu, &QMenu::aboutToShow, m_window, listCopies);
    m_captionAction = file->addAction(tr("Ca&ption on exported charts"));
    m_captionAction->setCheckable(true);
    m_captionAction->setChecked(m_caption);
    m_captionAction->setToolTip(
        tr("A line under each exported chart: GPU memory, K, skew, batch, pool, price "
           "and model, and whether the scenario fits in GPU memory."));
    QObject::connect(m_captionAction, &QAction::toggled, m_window, [this](bool on) { m_caption = on; });
    QMenu *scaleMenu = file->addMenu(tr("Export &scale"));
    auto *scales = new QActionGroup(scaleMenu);
    for (const int scale : {1, 2, 3, 4}) {
        QAction *action = scaleMenu->addAction(tr("%1× (%2 × %3 pixels)")
                                                   .arg(scale)
                                                   .arg(kExportSize.width() * scale)
                                                   .arg(kExportSize.height() * scale));
        action->setCheckable(true);
        action->setChecked(scale == m_scale);
        scales->addAction(action);
        QObject::connect(action, &QAction::triggered, m_window, [this, scale] { m_scale = scale; });
    }
}

void ExportMenu::saveSettings() const
{
    m_settings->setExportFolder(m_folder);
    m_settings->setExportScale(m_scale);
    m_settings->setExportCaption(m_caption);
}

QString ExportMenu::fileFilter(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Png:
        return tr("PNG images (*.png)");
    case ExportFormat::Svg:
        return tr("SVG drawings (*.svg)");
    case ExportFormat::Pdf:
        return tr("PDF documents (*.pdf)");
    case ExportFormat::Csv:
        return tr("CSV tables (*.csv)");
    case ExportFormat::Report:
        return tr("PDF reports (*.pdf)");
    }
    return {};
}

bool ExportMenu::written(bool ok, const QString &error, const QString &path)
{
    if (!ok) {
        QMessageBox::warning(m_window, tr("Export failed"), error);
        return false;
    }
    m_tell(tr("Exported %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

void ExportMenu::exportChart(Chart *chart)
{
    QStringList filters;
    for (const ExportFormat format : kChartFormats)
        filters << fileFilter(format);
    QString selected = filters.front();
    const QString suggested = QDir(m_folder).filePath(chart->fileStem() + QStringLiteral(".png"));
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export %1").arg(chart->title()), suggested,
                                                filters.join(QStringLiteral(";;")), &selected);
    if (path.isEmpty())
        return;
    // The format follows the file's suffix, else the filter chosen.
    std::optional<ExportFormat> format = exportFormatFromName(QFileInfo(path).suffix());
    if (!format || format == ExportFormat::Report) {
        format = kChartFormats[std::size_t(std::max<qsizetype>(0, filters.indexOf(selected)))];
        path += u'.' + exportFileSuffix(*format);
    }
    QString error;
    const std::shared_ptr<const Evaluation> evaluation = m_subject().evaluation;
    std::optional<ChartCaption> caption;
    const ChartCaption *captionLine = captionFor(*evaluation, caption);
    const bool asShown = m_presenting && chart->isVisible() && format == ExportFormat::Png;
    const bool ok = asShown
        ? ChartFile::writePng(*chart, path, chart->size(), m_scale, &error, captionLine)
        : ChartFile::write(*chart, *evaluation, path, *format, m_scale, &error, captionLine);
    if (written(ok, error, path))
        m_folder = QFileInfo(path).absolutePath();
}

void ExportMenu::exportAll(ExportFormat format)
{
    const QString folder = QFileDialog::getExistingDirectory(m_window, tr("Export all charts to"), m_folder);
    if (folder.isEmpty())
        return;
    const std::shared_ptr<const Evaluation> evaluation = m_subject().evaluation;
    std::optional<ChartCaption> caption;
    const ChartCaption *captionLine = captionFor(*evaluation, caption);
    for (Chart *chart : m_charts) {
        const QString path = QDir(folder).filePath(chart->fileStem() + u'.' + exportFileSuffix(format));
        QString error;
        if (!ChartFile::write(*chart, *evaluation, path, format, m_scale, &error, captionLine)) {
            QMessageBox::warning(m_window, tr("Export failed"), error);
            return;
        }
    }
    m_folder = folder;
    m_tell(tr("Exported the charts to %1").arg(QDir::toNativeSeparators(folder)));
}

void ExportMenu::exportReport()
{
    const ExportSubject subject = m_subject();
    const QString suggested = QDir(m_folder).filePath(subject.name + QStringLiteral(".pdf"));
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export report"), suggested,
                                                      fileFilter(ExportFormat::Report));
    if (path.isEmpty())
        return;
    QString error;
    if (written(Report::writePdf(path, subject.scenario, &error, QDate::currentDate(), subject.pins), error,
                path))
        m_folder = QFileInfo(path).absolutePath();
}

void ExportMenu::copyChart(Chart *chart)
{
    // At the screen's pixel ratio, so that it pastes crisp into slides.
    QGuiApplication::clipboard()->setImage(chartImage(*chart, kExportSize, m_window->devicePixelRatioF()));
    m_tell(tr("Copied %1 to the clipboard").arg(chart->title()));
}

} // namespace lorafleet
