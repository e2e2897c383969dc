// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/comparison.h"

#include "text/format.h"
#include "text/jsonio.h"

#include <QJsonArray>
#include <QLocale>

#include <functional>

namespace lorafleet {

namespace {

QString qs(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QString signedText(double delta, const QString &magnitude)
{
    if (delta == 0)
        return QStringLiteral("±0");
    return (delta > 0 ? QStringLiteral("+") : QStringLiteral("−")) + magnitude;
}

// A numeric figure: how it is read from the figures and how a value and a difference are written.
struct NumericFigure
{
    const char *key;
    QString label;
    std::function<double(const ComparedScenario &)> value;
    std::function<QString(double)> text;
    std::function<QString(double)> delta; // the difference's magnitude
};

QList<NumericFigure> numericFigures()
{
    const auto percent = [](double v) { return format::percent(v, 2); };
    const auto points = [](double v) {
        return Comparison::tr("%1 pts").arg(QLocale().toString(std::abs(100.0 * v), 'f', 2));
    };
    const auto money = [](double v) { return format::money(v); };
    const auto moneyDelta = [](double v) { return format::money(std::abs(v)); };
    const auto count = [](double v) { return format::adapters(v); };
    const auto countDelta = [](double v) { return format::adapters(std::abs(v)); };
    const auto gpus = [](double v) { return format::number(v, 4); };
    const auto gpusDelta = [](double v) { return format::number(std::abs(v), 4); };
    const auto ratio = [](double v) { return format::multiple(v); };
    const auto ratioDelta = [](double v) { return format::number(std::abs(v), 3); };
    return {
        {"pool_capacity", Comparison::tr("Pool capacity (adapters)"),
         [](const ComparedScenario &s) { return double(s.figures.poolCapacity); }, count, countDelta},
        {"overhead_total", Comparison::tr("Overhead per token"),
         [](const ComparedScenario &s) { return s.figures.overhead.total(); }, percent, points},
        {"fleet_advantage", Comparison::tr("Fleet advantage R"),
         [](const ComparedScenario &s) { return s.figures.fleetAdvantage; }, ratio, ratioDelta},
        {"gpus_multiplex", Comparison::tr("GPUs, multiplexed"),
         [](const ComparedScenario &s) { return s.figures.gpusMultiplex; }, gpus, gpusDelta},
        {"gpus_dedicated", Comparison::tr("GPUs, dedicated"),
         [](const ComparedScenario &s) { return s.figures.gpusDedicated; }, gpus, gpusDelta},
        {"cost_multiplex_per_month", Comparison::tr("Cost per month, multiplexed"),
         [](const ComparedScenario &s) { return s.figures.costMultiplexPerMonth; }, money, moneyDelta},
        {"cost_dedicated_per_month", Comparison::tr("Cost per month, dedicated"),
         [](const ComparedScenario &s) { return s.figures.costDedicatedPerMonth; }, money, moneyDelta},
        {"savings_per_month", Comparison::tr("Savings per month"),
         [](const ComparedScenario &s) { return s.figures.savingsPerMonth; }, money, moneyDelta},
        {"breakeven_share", Comparison::tr("Break-even share p*"),
         [](const ComparedScenario &s) { return s.figures.breakevenShare; }, percent, points},
        {"adapters_to_dedicate", Comparison::tr("Adapters cheaper dedicated"),
         [](const ComparedScenario &s) { return double(s.figures.adaptersToDedicate); }, count, countDelta},
        {"memory_used_gb", Comparison::tr("GPU memory B + V + P (GB)"),
         [](const ComparedScenario &s) { return s.figures.memoryUsedGb; }, gpus, gpusDelta},
    };
}

} // namespace

ComparedScenario comparedScenario(const QString &label, const QString &source, const Params &params)
{
    return {label, source, params, evaluate(params)};
}

namespace {

// The verdict in words, as the phase map names its regions (JSON keeps verdictKey()).
QString verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Either:
        return Comparison::tr("Either");
    case Verdict::Multiplex:
        return Comparison::tr("Multiplex");
    case Verdict::MultiplexPoolOverflow:
        return Comparison::tr("Multiplex, pool overflows");
    case Verdict::DoesNotFit:
        return Comparison::tr("Does not fit");
    }
    return Comparison::tr("Multiplex");
}

} // namespace

QList<ComparisonRow> comparisonRows(const QList<ComparedScenario> &scenarios)
{
    QList<ComparisonRow> rows;
    ComparisonRow model{QStringLiteral("model"), Comparison::tr("Model"), {}, {}, {}, {}};
    ComparisonRow verdict{QStringLiteral("verdict"), Comparison::tr("Verdict"), {}, {}, {}, {}};
    for (const ComparedScenario &s : scenarios) {
        model.values << qs(modelKindName(s.figures.model));
        verdict.values << verdictName(s.figures.verdict);
        verdict.dataValues << qs(verdictKey(s.figures.verdict));
        const bool same = s.figures.model == scenarios.first().figures.model;
        model.deltas << (&s == &scenarios.first() || same ? QString() : Comparison::tr("differs"));
        const bool sameVerdict = s.figures.verdict == scenarios.first().figures.verdict;
        verdict.deltas << (&s == &scenarios.first() || sameVerdict ? QString() : Comparison::tr("differs"));
    }
    rows << model;
    for (const NumericFigure &figure : numericFigures()) {
        ComparisonRow row{QString::fromLatin1(figure.key), figure.label, {}, {}, {}, {}};
        for (const ComparedScenario &s : scenarios) {
            const double value = figure.value(s);
            row.numbers << value;
            row.values << figure.text(value);
            const double delta = value - figure.value(scenarios.first());
            row.deltas << (&s == &scenarios.first() ? QString() : signedText(delta, figure.delta(delta)));
        }
        rows << row;
    }
    rows << verdict;
    return rows;
}

QJsonObject comparisonJson(const QList<ComparedScenario> &scenarios)
{
    QJsonArray list;
    for (const ComparedScenario &s : scenarios)
        list.append(QJsonObject{
            {"label", s.label}, {"source", s.source}, {"figures", figuresToJson(s.params, s.figures)}});
    QJsonArray rows;
    for (const ComparisonRow &row : comparisonRows(scenarios)) {
        QJsonArray values;
        QJsonArray deltas;
        for (qsizetype i = 0; i < row.values.size(); ++i) {
            if (row.numbers.isEmpty()) {
                values.append(row.dataValues.isEmpty() ? row.values[i] : row.dataValues[i]);
                deltas.append(QJsonValue::Null);
            } else {
                values.append(row.numbers[i]);
                deltas.append(row.numbers[i] - row.numbers.first());
            }
        }
        rows.append(QJsonObject{{"key", row.key}, {"values", values}, {"deltas", deltas}});
    }
    return {{"scenarios", list}, {"rows", rows}};
}

} // namespace lorafleet
