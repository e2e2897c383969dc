// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/tornadochart.h"

#include "charts/axistitle.h"
#include "charts/charttickers.h"
#include "text/format.h"
#include "text/paramtexts.h"

#include <qcustomplot.h>

#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace lorafleet {

namespace {
constexpr double kBarWidth = 0.38; // two bars per row, side by side: neither hides the other
constexpr double kBarOffset = 0.2;

// A parameter's end as a label has room for it: 75M rather than 75,000,000.
QString shortValue(double value)
{
    return std::abs(value) >= 1e4 ? format::compact(value) : format::number(value);
}
} // namespace

TornadoChart::TornadoChart(QWidget *parent)
    : Chart(parent)
{
    m_low = new QCPBars(m_plot->yAxis, m_plot->xAxis);
    m_high = new QCPBars(m_plot->yAxis, m_plot->xAxis);
    m_low->setName(tr("parameter at its low end"));
    m_high->setName(tr("parameter at its high end"));
    m_lowMisfit = new QCPBars(m_plot->yAxis, m_plot->xAxis);
    m_highMisfit = new QCPBars(m_plot->yAxis, m_plot->xAxis);
    m_lowMisfit->setName(tr("does not fit in GPU memory"));
    m_highMisfit->removeFromLegend();
    for (QCPBars *bars : {m_low, m_high, m_lowMisfit, m_highMisfit}) {
        bars->setWidth(kBarWidth);
        bars->setLayer(m_dynamic);
    }
    m_labelFits.assign(std::size_t(2 * kMaxBars), true);
    m_plot->yAxis->setRangeReversed(true); // the largest swing on top
    m_plot->yAxis->grid()->setVisible(false);
    m_plot->yAxis->setSubTicks(false);
    m_plot->yAxis->setTickLength(0, 0);
    m_centre = addVerticalLine();
    m_centreLabel = addLabel(m_overlay);
    m_centreLabel->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_centreLabel->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    m_empty = addLabel(m_overlay);
    m_empty->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_empty->position->setCoords(0.5, 0.5);
    m_empty->setText(tr("No parameter moves this output."));
    m_empty->setVisible(false);
    for (int i = 0; i < 2 * kMaxBars; ++i)
        m_valueLabels.push_back(addLabel(m_overlay));
    connect(m_plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent *event) {
        const double at = m_plot->yAxis->pixelToCoord(event->position().y());
        const QString text = describeRow(int(std::lround(at)));
        if (!text.isEmpty())
            QToolTip::showText(event->globalPosition().toPoint(), text, m_plot);
    });
    restyle();
}

QString TornadoChart::outputName(SensitivityOutput output)
{
    switch (output) {
    case SensitivityOutput::Savings:
        return tr("savings per month");
    case SensitivityOutput::Advantage:
        return tr("fleet advantage R");
    case SensitivityOutput::Gpus:
        return tr("multiplexed GPUs");
    }
    return {};
}

QString TornadoChart::formatOutput(SensitivityOutput output, double value)
{
    switch (output) {
    case SensitivityOutput::Savings:
        return format::moneyPerMonth(value);
    case SensitivityOutput::Advantage:
        return format::multiple(value);
    case SensitivityOutput::Gpus:
        return format::gpus(value);
    }
    return {};
}

QString TornadoChart::title() const
{
    return tr("Which assumption matters most: %1").arg(outputName(m_sensitivity.output));
}

std::vector<SensitivityRow> TornadoChart::shownRows() const
{
    const auto count = std::min<std::size_t>(m_sensitivity.rows.size(), kMaxBars);
    return {m_sensitivity.rows.begin(), m_sensitivity.rows.begin() + std::ptrdiff_t(count)};
}

void TornadoChart::showSensitivity(const Sensitivity &sensitivity)
{
    m_sensitivity = sensitivity;
    setTitleText(shownTitle());
    const std::vector<SensitivityRow> rows = shownRows();
    const int count = int(rows.size());
    QVector<double> lowKeys, highKeys, lows, highs;
    QVector<double> lowMisfitKeys, highMisfitKeys, lowMisfits, highMisfits;
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    double least = sensitivity.base;
    double most = sensitivity.base;
    for (int i = 0; i < count; ++i) {
        const SensitivityRow &row = rows[std::size_t(i)];
        lowKeys << i - kBarOffset;
        highKeys << i + kBarOffset;
        // A bar spans from its base value to base + value: it holds the change from the centre line.
        lows << row.outputLow - sensitivity.base;
        highs << row.outputHigh - sensitivity.base;
        if (!row.fitsLow) {
            lowMisfitKeys << lowKeys.back();
            lowMisfits << lows.back();
        }
        if (!row.fitsHigh) {
            highMisfitKeys << highKeys.back();
            highMisfits << highs.back();
        }
        least = std::min({least, row.outputLow, row.outputHigh});
        most = std::max({most, row.outputLow, row.outputHigh});
        // The parameter in the reader's words ("GPU price"), as the panel names it.
        ticker->addTick(i, tr("%1  %2 … %3").arg(rowLabel(row), shortValue(row.low), shortValue(row.high)));
    }
    m_low->setData(lowKeys, lows, true);
    m_high->setData(highKeys, highs, true);
    m_lowMisfit->setData(lowMisfitKeys, lowMisfits, true);
    m_highMisfit->setData(highMisfitKeys, highMisfits, true);
    for (QCPBars *bars : {m_low, m_high, m_lowMisfit, m_highMisfit})
        bars->setBaseValue(sensitivity.base);
    // The hatching is named in the legend only where it is drawn.
    if (lowMisfits.isEmpty() && highMisfits.isEmpty())
        m_lowMisfit->removeFromLegend();
    else
        m_lowMisfit->addToLegend();
    m_plot->yAxis->setTicker(ticker);
    // A free band above the first bar for the centre line's label.
    m_plot->yAxis->setRange(-1.5, std::max(count, 1) - 0.4);
    // Room on both sides for the values written at the bars' ends.
    const double span = std::max(most - least, std::max(std::abs(sensitivity.base) * 0.02, 1e-9));
    m_plot->xAxis->setRange(least - 0.22 * span, most + 0.22 * span);
    const SensitivityOutput output = sensitivity.output;
    m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(
        new FormattedTicker([output](double value, double) { return formatOutput(output, value); })));
    setAxisTitles(tr("%1 with one parameter moved").arg(outputName(output)), QString());
    // Where the plot is narrow the output's name alone, or nothing: the chart's title names it too.
    fitAxisTitle(m_plot->xAxis,
                 {tr("%1 with one parameter moved").arg(outputName(output)), outputName(output), QString()});
    m_centre->point1->setCoords(sensitivity.base, 0);
    m_centre->point2->setCoords(sensitivity.base, 1);
    m_centreLabel->position->setCoords(sensitivity.base, 0.0);
    m_centreLabel->setText(tr("now %1").arg(formatOutput(output, sensitivity.base)));
    m_empty->setVisible(count == 0);
    for (int i = 0; i < 2 * kMaxBars; ++i) {
        QCPItemText *label = m_valueLabels[std::size_t(i)];
        const int row = i / 2;
        label->setVisible(row < count);
        if (row >= count)
            continue;
        const double value = sensitivity.base + (i % 2 ? highs[row] : lows[row]);
        const bool fits = i % 2 ? rows[std::size_t(row)].fitsHigh : rows[std::size_t(row)].fitsLow;
        m_labelFits[std::size_t(i)] = fits;
        // An end that reads as the centre's own figure says nothing new: no label, but what does not fit.
        const QString figure = formatOutput(output, value);
        const bool unchanged = figure == formatOutput(output, sensitivity.base);
        label->setText(!fits ? (unchanged ? tr("does not fit") : tr("%1 · does not fit").arg(figure))
                           : unchanged ? QString()
                                       : figure);
        label->setVisible(!label->text().isEmpty());
        label->position->setCoords(value, i % 2 ? highKeys[row] : lowKeys[row]);
        label->setPositionAlignment(Qt::AlignVCenter |
                                    (value >= sensitivity.base ? Qt::AlignLeft : Qt::AlignRight));
    }
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

QString TornadoChart::rowLabel(const SensitivityRow &row)
{
    const ParamInfo *info = findParam(row.key);
    return info ? paramLabel(*info) : QString::fromStdString(row.key);
}

QString TornadoChart::describeRow(int row) const
{
    if (row < 0 || row >= int(shownRows().size()))
        return {};
    const SensitivityRow &r = m_sensitivity.rows[std::size_t(row)];
    const SensitivityOutput output = m_sensitivity.output;
    const auto end = [output](double value, bool fits) {
        return fits ? formatOutput(output, value)
                    : tr("%1 (does not fit in GPU memory)").arg(formatOutput(output, value));
    };
    QString text =
        tr("%1 at %2: %3; at %4: %5 (now %6)")
            .arg(rowLabel(r), format::number(r.low), end(r.outputLow, r.fitsLow), format::number(r.high),
                 end(r.outputHigh, r.fitsHigh), formatOutput(output, m_sensitivity.base));
    for (const std::string &same : r.sameAs)
        if (const ParamInfo *info = findParam(same))
            text += tr("; %1 moves it the same way").arg(paramLabel(*info));
    return text;
}

std::vector<DataColumn> TornadoChart::dataColumns(const Evaluation &) const
{
    const auto count = Eigen::Index(m_sensitivity.rows.size());
    DataColumn key{tr("Parameter"), Eigen::ArrayXd(count)};
    DataColumn low{tr("Low end"), Eigen::ArrayXd(count)};
    DataColumn high{tr("High end"), Eigen::ArrayXd(count)};
    const QString name = outputName(m_sensitivity.output);
    DataColumn outputLow{tr("%1 at the low end").arg(name), Eigen::ArrayXd(count)};
    DataColumn outputHigh{tr("%1 at the high end").arg(name), Eigen::ArrayXd(count)};
    DataColumn base{tr("%1 now").arg(name), Eigen::ArrayXd::Constant(count, m_sensitivity.base)};
    // As `lorafleet sensitivity --json` writes them: true or false.
    DataColumn fitsLow{tr("fits in GPU memory at the low end"), Eigen::ArrayXd(count)};
    DataColumn fitsHigh{tr("fits in GPU memory at the high end"), Eigen::ArrayXd(count)};
    for (Eigen::Index i = 0; i < count; ++i) {
        const SensitivityRow &row = m_sensitivity.rows[std::size_t(i)];
        key.values(i) = double(i);
        key.text << QString::fromStdString(row.key);
        low.values(i) = row.low;
        high.values(i) = row.high;
        outputLow.values(i) = row.outputLow;
        outputHigh.values(i) = row.outputHigh;
        fitsLow.values(i) = row.fitsLow;
        fitsLow.text << (row.fitsLow ? QStringLiteral("true") : QStringLiteral("false"));
        fitsHigh.values(i) = row.fitsHigh;
        fitsHigh.text << (row.fitsHigh ? QStringLiteral("true") : QStringLiteral("false"));
    }
    return {key, low, high, outputLow, outputHigh, base, fitsLow, fitsHigh};
}

void TornadoChart::updateSeries(const ChartData &)
{
    // The rows are the window's to compute (showSensitivity).
}

void TornadoChart::updateMarkers(const ChartData &)
{
}

void TornadoChart::restyle()
{
    m_low->setPen(QPen(m_style.restream.darker(130), 1));
    m_low->setBrush(m_style.restream);
    m_high->setPen(QPen(m_style.hostlink.darker(130), 1));
    m_high->setBrush(m_style.hostlink);
    // Hatched in red over the bar's own colour, and the label says it in words.
    for (QCPBars *bars : {m_lowMisfit, m_highMisfit}) {
        bars->setPen(QPen(m_style.warning, 1.5)); // a bar end that does not fit in GPU memory
        bars->setBrush(QBrush(m_style.warning, Qt::BDiagPattern));
    }
    m_centre->setPen(QPen(m_style.foreground, m_style.lineWidth * 0.8));
    styleText(m_centreLabel, m_style.tickPointSize, m_style.foreground, true);
    styleText(m_empty, m_style.labelPointSize, m_style.muted);
    for (QCPItemText *label : m_valueLabels) {
        styleText(label, m_style.tickPointSize, m_style.foreground);
        label->setPadding(QMargins(4, 0, 4, 0));
    }
    m_plot->yAxis->setTickLabelFont(font(m_style.tickPointSize));
}

void TornadoChart::placeLabels()
{
    // Each value beyond its bar's end, or inside the bar where the plot has no room beyond it.
    const QRect area = m_plot->axisRect()->rect();
    for (std::size_t i = 0; i < m_valueLabels.size(); ++i) {
        QCPItemText *label = m_valueLabels[i];
        if (!label->visible())
            continue;
        const bool right = label->position->coords().x() >= m_sensitivity.base;
        label->setPositionAlignment(Qt::AlignVCenter | (right ? Qt::AlignLeft : Qt::AlignRight));
        styleText(label, m_style.tickPointSize, m_labelFits[i] ? m_style.foreground : m_style.warning,
                  !m_labelFits[i]);
        const QRectF rect = labelRect(label);
        if (right ? rect.right() > area.right() : rect.left() < area.left()) {
            label->setPositionAlignment(Qt::AlignVCenter | (right ? Qt::AlignRight : Qt::AlignLeft));
            // On the bar's own colour, without a backdrop that would hide the bar.
            label->setColor(m_style.background);
            label->setBrush(Qt::NoBrush);
        }
    }
}

} // namespace lorafleet
