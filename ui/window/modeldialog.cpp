// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/modeldialog.h"

#include "charts/validationchart.h"
#include "export/chartfile.h"
#include "export/exportfile.h"
#include "export/exportmenu.h"
#include "io/validationfile.h"
#include "text/format.h"
#include "text/modeltexts.h"
#include "window/about.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>

#include <array>
#include <cmath>

namespace lorafleet {

namespace {

// As tall as its rows: the dialog scrolls, not each table.
void fitHeightToRows(QTableWidget *table)
{
    table->resizeRowsToContents();
    int height = table->horizontalHeader()->sizeHint().height() + 2 * table->frameWidth();
    for (int r = 0; r < table->rowCount(); ++r)
        height += table->rowHeight(r);
    table->setFixedHeight(height);
}

constexpr std::array kChartFormats{ExportFormat::Png, ExportFormat::Svg, ExportFormat::Pdf,
                                   ExportFormat::Csv};

QString signedPercent(double fraction)
{
    return (fraction >= 0 ? QStringLiteral("+") : QString()) + format::percent(fraction, 2);
}

QLabel *wrappedLabel(const QString &text)
{
    auto *label = new QLabel(text);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse);
    label->setOpenExternalLinks(true);
    return label;
}

// Ratios and throughputs with a fixed number of decimals, so that a column's digits line up.
QString fixed(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

QTableWidgetItem *cell(const QString &text, double exact)
{
    auto *item = new QTableWidgetItem(text);
    item->setData(Qt::UserRole, exact);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

} // namespace

ModelDialog::ModelDialog(const Calibration *calibration, const ChartStyle &style, QWidget *parent)
    : QDialog(parent)
    , m_runs(runShippedValidations())
    , m_folder(QStandardPaths::writableLocation(QStandardPaths::PicturesLocation))
{
    setWindowTitle(About::tr("About the model"));
    auto *content = new QWidget;
    content->setMaximumWidth(1400); // beyond that, lines and table rows grow too long to read
    auto *column = new QVBoxLayout(content);
    column->addWidget(wrappedLabel(About::modelText(calibration)));
    column->addWidget(validationSection(style));
    column->addStretch();

    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    scroll->setAlignment(Qt::AlignHCenter);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *exportButton = buttons->addButton(tr("Export chart…"), QDialogButtonBox::ActionRole);
    exportButton->setObjectName(QStringLiteral("export-validation-chart"));
    connect(exportButton, &QPushButton::clicked, this, &ModelDialog::askAndExport);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_exported = new QLabel;
    m_exported->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(scroll, 1);
    layout->addWidget(m_exported);
    layout->addWidget(buttons);

    // Fits a 1280 × 720 screen with room for the window's frame; the content scrolls inside.
    QSize size(1100, 660);
    if (const QScreen *screen = parent ? parent->screen() : this->screen())
        size = size.boundedTo(screen->availableSize() * 0.92);
    resize(size);
}

QWidget *ModelDialog::validationSection(const ChartStyle &style)
{
    auto *section = new QWidget;
    auto *column = new QVBoxLayout(section);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(wrappedLabel(
        tr("<h3>Validation against published measurements</h3>"
           "<p>The engine model against published throughput of real multi-LoRA servers. For each table "
           "the engine's own overhead is set from the reference point's throughput alone; every other "
           "point is a prediction. Ratios are throughput ÷ throughput at the reference K; error = "
           "predicted ÷ measured − 1. Target: every point within %1.</p>")
            .arg(format::percent(kTargetError, 0))));

    // Training and held-out errors side by side, as `validate` computes them.
    column->addWidget(wrappedLabel(tr("<p><b>Training and held-out tables</b>: |error| = |predicted ÷ "
                                      "measured − 1|; held-out tables were never used in a fit.</p>")));
    m_summary = summaryTableOf(summariseRuns(m_runs));
    column->addWidget(m_summary);

    m_chart = new ValidationChart;
    m_chart->setChartStyle(style);
    // Taller with the presenting look's bigger text, but never beyond a 720-pixel screen's view.
    m_chart->setMinimumHeight(std::min(560, qRound(420 * std::max(1.0, style.labelPointSize / 10))));
    std::vector<ValidationResult> results;
    for (const ValidationRun &run : m_runs)
        if (run.problem.isEmpty())
            results.push_back(run.result);
    m_chart->showResults(std::move(results));
    column->addWidget(m_chart);

    for (const ValidationRun &run : m_runs) {
        if (!run.problem.isEmpty()) {
            column->addWidget(wrappedLabel(
                tr("<p><b>%1</b>: not shown: %2</p>")
                    .arg(QFileInfo(run.file).fileName().toHtmlEscaped(), run.problem.toHtmlEscaped())));
            m_tables.push_back(nullptr);
            continue;
        }
        column->addSpacing(10);
        column->addWidget(
            wrappedLabel(tr("<p><b>%1</b><br>Source: %2</p>")
                             .arg(QString::fromStdString(run.set.name).toHtmlEscaped(),
                                  QString::fromStdString(run.set.sourceText()).toHtmlEscaped())));
        QTableWidget *table = pointsTable(run);
        m_tables.push_back(table);
        column->addWidget(table);
        const bool met = run.result.maxAbsError <= kTargetError;
        QLabel *verdict = wrappedLabel(
            (met ? tr("Largest error: %1 (target: within %2): met.")
                 : tr("Largest error: %1 (target: within %2): not met."))
                .arg(format::percent(run.result.maxAbsError, 2), format::percent(kTargetError, 0)));
        verdict->setObjectName(QStringLiteral("largest-error"));
        column->addWidget(verdict);
    }
    return section;
}

QTableWidget *ModelDialog::summaryTableOf(const std::vector<ValidationSummary> &summaries)
{
    auto *table = new QTableWidget(int(summaries.size()), 5);
    table->setObjectName(QStringLiteral("validation-summary"));
    table->setHorizontalHeaderLabels(
        {tr("Tables"), tr("Tables counted"), tr("Points"), tr("Median |error|"), tr("Worst |error|")});
    table->verticalHeader()->setVisible(false);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table->horizontalHeader()->setSectionResizeMode(GroupColumn, QHeaderView::ResizeToContents);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    int row = 0;
    for (const ValidationSummary &summary : summaries) {
        auto *group = new QTableWidgetItem(ModelTexts::validationGroup(summary.role, summary.mode));
        group->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        table->setItem(row, GroupColumn, group);
        table->setItem(row, TablesColumn, cell(format::adapters(summary.tables), summary.tables));
        table->setItem(row, PointsColumn, cell(format::adapters(summary.points), summary.points));
        table->setItem(row, MedianColumn,
                       cell(format::percent(summary.medianAbsError, 1), summary.medianAbsError));
        table->setItem(row, WorstColumn,
                       cell(format::percent(summary.worstAbsError, 1), summary.worstAbsError));
        ++row;
    }
    fitHeightToRows(table);
    return table;
}

QTableWidget *ModelDialog::pointsTable(const ValidationRun &run)
{
    const QString unit =
        run.set.unit == ValidationSet::Unit::TokensPerSecond ? tr("tokens/s") : tr("requests/s");
    auto *table = new QTableWidget(int(run.result.points.size()), 5);
    table->setHorizontalHeaderLabels({tr("Adapters K"), tr("Measured (%1)").arg(unit), tr("Measured ratio"),
                                      tr("Predicted ratio"), tr("Error")});
    table->verticalHeader()->setVisible(false);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    int row = 0;
    for (const ValidationResult::Point &point : run.result.points) {
        QString adapters = format::adapters(double(point.adapters));
        if (point.adapters == run.set.referenceAdapters)
            adapters = tr("%1 (reference)").arg(adapters);
        table->setItem(row, AdaptersColumn, cell(adapters, double(point.adapters)));
        table->setItem(row, MeasuredColumn, cell(fixed(point.measured, 3), point.measured));
        table->setItem(row, MeasuredRatioColumn, cell(fixed(point.measuredRatio, 4), point.measuredRatio));
        table->setItem(row, PredictedRatioColumn, cell(fixed(point.predictedRatio, 4), point.predictedRatio));
        table->setItem(row, ErrorColumn, cell(signedPercent(point.error), point.error));
        ++row;
    }
    fitHeightToRows(table);
    return table;
}

bool ModelDialog::exportChart(const QString &path, QString *error)
{
    const std::optional<ExportFormat> format = exportFormatFromName(QFileInfo(path).suffix());
    switch (format.value_or(ExportFormat::Report)) {
    case ExportFormat::Png:
        return ChartFile::writePng(*m_chart, path, kExportSize, 2, error);
    case ExportFormat::Svg:
        return ChartFile::writeSvg(*m_chart, path, kExportSize, error);
    case ExportFormat::Pdf:
        return ChartFile::writePdf(*m_chart, path, kExportSize, error);
    case ExportFormat::Csv: {
        Evaluation engine; // the chart's table comes from its results; the evaluation names the model
        engine.params.model = ModelKind::Engine;
        return ChartFile::writeCsv(*m_chart, engine, path, error);
    }
    case ExportFormat::Report:
        break;
    }
    if (error)
        *error = ExportFile::cannotWrite(path, tr("the file's name must end in .png, .svg, .pdf or .csv"));
    return false;
}

void ModelDialog::askAndExport()
{
    QStringList filters;
    for (const ExportFormat format : kChartFormats)
        filters << ExportMenu::fileFilter(format);
    QString selected = filters.front();
    QString path =
        QFileDialog::getSaveFileName(this, tr("Export %1").arg(m_chart->title()),
                                     QDir(m_folder).filePath(m_chart->fileStem() + QStringLiteral(".png")),
                                     filters.join(QStringLiteral(";;")), &selected);
    if (path.isEmpty())
        return;
    // The format follows the file's suffix, else the filter chosen.
    const std::optional<ExportFormat> named = exportFormatFromName(QFileInfo(path).suffix());
    if (!named || named == ExportFormat::Report)
        path += u'.' +
            exportFileSuffix(kChartFormats[std::size_t(std::max<qsizetype>(0, filters.indexOf(selected)))]);
    QString error;
    if (!exportChart(path, &error)) {
        QMessageBox::warning(this, tr("Export failed"), error);
        return;
    }
    m_folder = QFileInfo(path).absolutePath();
    m_exported->setText(tr("Exported %1").arg(QDir::toNativeSeparators(path)));
}

} // namespace lorafleet
