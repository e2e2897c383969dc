// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/csvtable.h"

#include "charts/chart.h"
#include "text/format.h"

#include <algorithm>

namespace lorafleet {

QByteArray csvField(const QString &text)
{
    QByteArray field = text.toUtf8();
    if (field.contains(',') || field.contains('"') || field.contains('\n') || field.contains('\r'))
        field = '"' + field.replace("\"", "\"\"") + '"';
    return field;
}

namespace {

// The pinned scenarios' curves (Compare), after a blank line: one table per curve the chart draws of
// them, a row per point, each scenario's own x (its grid may differ from the current one's).
QByteArray pinnedTable(const Chart &chart, const QString &xName)
{
    std::vector<std::vector<OverlayCurve>> curves;
    for (const ChartOverlay &overlay : chart.overlays())
        curves.push_back(chart.overlayCurves(*overlay.evaluation));
    QByteArray csv;
    for (std::size_t c = 0; !curves.empty() && c < curves.front().size(); ++c) {
        csv += '\n' + csvField(Chart::tr("pinned scenario")) + ',' + csvField(xName) + ',' +
            csvField(curves.front()[c].name) + ",model\n";
        for (std::size_t i = 0; i < curves.size(); ++i) {
            const OverlayCurve &curve = curves[i][c];
            const QByteArray label = csvField(chart.overlays()[i].label);
            const std::string_view modelName = modelKindName(chart.overlays()[i].evaluation->params.model);
            for (Eigen::Index row = 0; row < curve.keys.size(); ++row)
                csv += label + ',' + format::plainNumber(curve.keys(row)).toLatin1() + ',' +
                    format::plainNumber(curve.values(row)).toLatin1() + ',' +
                    QByteArray(modelName.data(), qsizetype(modelName.size())) + '\n';
        }
    }
    return csv;
}

} // namespace

QByteArray chartCsv(const Chart &chart, const Evaluation &evaluation)
{
    const std::vector<DataColumn> columns = chart.dataColumns(evaluation);
    const ModelKind modelKind = evaluation.params.model;
    if (columns.empty())
        return {};
    // The last column names the model that computed the row, as scenario files name it ("paper",
    // "engine"): a table read on its own still says which model drew it.
    const QByteArray model(modelKindName(modelKind).data(), qsizetype(modelKindName(modelKind).size()));
    QByteArray csv;
    for (std::size_t c = 0; c < columns.size(); ++c)
        csv += (c ? "," : "") + csvField(columns[c].name);
    csv += ",model\n";
    const Eigen::Index rows = columns.front().values.size();
    for (Eigen::Index row = 0; row < rows; ++row) {
        for (std::size_t c = 0; c < columns.size(); ++c) {
            if (c)
                csv += ',';
            if (!columns[c].text.isEmpty())
                csv += row < columns[c].text.size() ? csvField(columns[c].text[row]) : QByteArray();
            else if (row < columns[c].values.size())
                csv += format::plainNumber(columns[c].values(row)).toLatin1();
        }
        csv += ',' + model + '\n';
    }
    csv += pinnedTable(chart, columns.front().name);
    // A translated header (Hangul) needs a byte-order mark, or spreadsheets read it as another
    // encoding; plain ASCII files stay without one.
    const bool ascii =
        std::all_of(csv.begin(), csv.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
    return ascii ? csv : QByteArray("\xEF\xBB\xBF") + csv;
}

} // namespace lorafleet
