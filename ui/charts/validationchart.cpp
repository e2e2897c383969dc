// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/validationchart.h"

#include "charts/charttickers.h"
#include "text/format.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace lorafleet {

namespace {
QString signedPercent(double fraction)
{
    return (fraction >= 0 ? QStringLiteral("+") : QString()) + format::percent(fraction, 2);
}
} // namespace

ValidationChart::ValidationChart(QWidget *parent)
    : Chart(parent)
{
    setAxisTitles(tr("Adapters K"), tr("Relative throughput"));
    useAdapterAxis();
    m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(
        new FormattedTicker([](double v, double step) { return format::number(v, step < 0.01 ? 4 : 3); })));
    m_key = m_plot->addGraph();
    m_key->setName(tr("points: measured; lines: the engine model; 1 = throughput at the reference K"));
    m_key->setLineStyle(QCPGraph::lsNone);
    m_key->setLayer(m_dynamic);
    restyle();
}

QString ValidationChart::title() const
{
    return tr("Validation against published measurements");
}

QString ValidationChart::legendName(const ValidationResult &result)
{
    return tr("%1 (largest error %2)")
        .arg(QString::fromStdString(result.name), format::percent(result.maxAbsError, 1));
}

void ValidationChart::showResults(std::vector<ValidationResult> results)
{
    m_results.clear();
    for (ValidationResult &result : results)
        // Measured and predicted ratios against a reference: the relative tables (the absolute ones are
        // the About dialog's table).
        if (result.problem.empty() && !result.points.empty() && result.mode == ValidationMode::Relative)
            m_results.push_back(std::move(result));
    // The chart always shows the engine model: validation calibrates and runs it alone.
    auto shown = std::make_shared<Evaluation>();
    shown->params.model = ModelKind::Engine;
    showScenario(ChartData(std::move(shown)));
}

void ValidationChart::updateSeries(const ChartData &)
{
    // Graphs are created once per data set; a later, shorter list hides the rest. Every line first,
    // then every set of points: no line crosses another set's points.
    const auto add = [this](CurveId id, std::size_t set) {
        QCPGraph *graph = addGraph(id, QString(), [this, id, set](double k, double) {
            return describe(set, k, id == CurveId::ValidationMeasured);
        });
        graph->setLayer(m_dynamic);
        return graph;
    };
    if (m_predicted.size() < m_results.size()) {
        for (QCPGraph *graph : m_measured)
            graph->setLayer(m_plot->layer(QStringLiteral("main"))); // re-added on top below
        while (m_predicted.size() < m_results.size())
            m_predicted.push_back(add(CurveId::Validation, m_predicted.size()));
        for (QCPGraph *graph : m_measured)
            graph->setLayer(m_dynamic);
        while (m_measured.size() < m_results.size()) {
            m_measured.push_back(add(CurveId::ValidationMeasured, m_measured.size()));
            m_measured.back()->setLineStyle(QCPGraph::lsNone);
        }
    }
    double low = 1;
    double high = 1;
    double end = 2;
    for (std::size_t set = 0; set < m_predicted.size(); ++set) {
        const bool shown = set < m_results.size();
        QVector<double> k;
        QVector<double> measured;
        QVector<double> predicted;
        if (shown) {
            const ValidationResult &result = m_results[set];
            m_predicted[set]->setName(legendName(result));
            m_measured[set]->setName(QString::fromStdString(result.name));
            for (const ValidationResult::Point &point : result.points) {
                k.push_back(double(point.adapters));
                measured.push_back(point.measuredRatio);
                predicted.push_back(point.predictedRatio);
                low = std::min({low, point.measuredRatio, point.predictedRatio});
                high = std::max({high, point.measuredRatio, point.predictedRatio});
                end = std::max(end, double(point.adapters));
            }
        }
        m_predicted[set]->setData(k, predicted, false);
        m_measured[set]->setData(k, measured, false);
        m_predicted[set]->setVisible(shown);
        m_measured[set]->setVisible(shown);
    }
    restyle(); // the new graphs take their colours
    setAdapterRange(end);
    const double margin = std::max(0.01, (high - low) * 0.08);
    m_plot->yAxis->setRange(std::floor((low - margin) * 100) / 100, std::ceil((high + margin) * 100) / 100);
    std::vector<QCPGraph *> order(m_predicted.begin(), m_predicted.end());
    order.push_back(m_key);
    setLegendOrder(order);
    fitLegend();
    m_layoutChanged = true;
}

QString ValidationChart::describe(std::size_t set, double k, bool measured) const
{
    if (set >= m_results.size())
        return {};
    const ValidationResult &result = m_results[set];
    for (const ValidationResult::Point &point : result.points)
        if (double(point.adapters) == k)
            return tr("%1, %2: measured %3, model %4 (error %5)%6")
                .arg(QString::fromStdString(result.name), adaptersLabel(k),
                     format::number(point.measuredRatio, 4), format::number(point.predictedRatio, 4),
                     signedPercent(point.error),
                     measured ? tr("; %1 as published").arg(format::number(point.measured, 4)) : QString());
    return {};
}

QCPGraph *ValidationChart::predictedCurve(const std::string &name) const
{
    for (std::size_t set = 0; set < m_results.size(); ++set)
        if (m_results[set].name == name)
            return m_predicted[set];
    return nullptr;
}

QCPGraph *ValidationChart::measuredPoints(const std::string &name) const
{
    for (std::size_t set = 0; set < m_results.size(); ++set)
        if (m_results[set].name == name)
            return m_measured[set];
    return nullptr;
}

void ValidationChart::restyle()
{
    for (std::size_t set = 0; set < m_predicted.size(); ++set) {
        const QColor color = m_style.bandColor(set);
        m_predicted[set]->setPen(QPen(color, m_style.lineWidth));
        // Filled discs ringed in the background colour: they stand out from their own line.
        m_measured[set]->setPen(Qt::NoPen);
        m_measured[set]->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle,
                                                         QPen(m_style.background, m_style.lineWidth * 0.75),
                                                         QBrush(color), 6 * m_style.lineWidth));
    }
    m_key->setPen(Qt::NoPen);
    m_key->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(m_style.background, 1),
                                           QBrush(m_style.foreground), 4 * m_style.lineWidth));
}

std::vector<DataColumn> ValidationChart::dataColumns(const Evaluation &) const
{
    Eigen::Index rows = 0;
    for (const ValidationResult &result : m_results)
        rows += Eigen::Index(result.points.size());
    Eigen::ArrayXd k(rows), set(rows), measured(rows), predicted(rows), error(rows);
    Eigen::Index row = 0;
    for (std::size_t s = 0; s < m_results.size(); ++s)
        for (const ValidationResult::Point &point : m_results[s].points) {
            k(row) = double(point.adapters);
            set(row) = double(s + 1);
            measured(row) = point.measuredRatio;
            predicted(row) = point.predictedRatio;
            error(row) = point.error;
            ++row;
        }
    const QString ratio = tr("÷ the reference point");
    return {{tr("adapters K"), k},
            {tr("data set [number in the legend]"), set},
            {tr("measured ratio [%1]").arg(ratio), measured},
            {tr("predicted ratio [%1]").arg(ratio), predicted},
            {tr("error [predicted ÷ measured − 1]"), error}};
}

} // namespace lorafleet
