#include "chartexport.h"

#include "charts.h"

#include <qcustomplot.h>

#include <QDir>
#include <QSaveFile>

namespace lorafleet {

std::vector<std::unique_ptr<Chart>> createCharts()
{
    std::vector<std::unique_ptr<Chart>> charts;
    charts.push_back(std::make_unique<FleetAdvantageChart>());
    charts.push_back(std::make_unique<OverheadChart>());
    charts.push_back(std::make_unique<CatalogGrowthChart>());
    charts.push_back(std::make_unique<BreakevenChart>());
    return charts;
}

bool writeChartPng(Chart &chart, const QString &path, QSize size, double scale, QString *error)
{
    chart.replotNow(); // layout and data are current before rendering at another size
    const QImage image = chart.plot()->toPixmap(size.width(), size.height(), scale).toImage();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QObject::tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    if (!image.save(&file, "PNG") || !file.commit()) {
        if (error)
            *error = QObject::tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

ExportResult exportAllCharts(const Params &params, const QString &directory, double scale)
{
    ExportResult result;
    QDir dir(directory);
    if (!dir.exists() && !QDir().mkpath(directory)) {
        result.error = QObject::tr("Cannot create the folder %1.").arg(QDir::toNativeSeparators(directory));
        return result;
    }
    const Figures figures = evaluate(params);
    const Series series = computeSeries(params);
    for (const std::unique_ptr<Chart> &chart : createCharts()) {
        chart->resize(kExportSize);
        chart->showScenario({params, figures, series, ChartData::Change::Everything});
        const QString path = dir.filePath(chart->fileStem() + QStringLiteral(".png"));
        if (!writeChartPng(*chart, path, kExportSize, scale, &result.error))
            return result;
        result.written << path;
    }
    return result;
}

} // namespace lorafleet
