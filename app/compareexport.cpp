// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/compareexport.h"

#include "app/cli.h"
#include "export/batchexport.h"
#include "export/csvtable.h"
#include "io/atomicwrite.h"
#include "io/scenariofile.h"
#include "text/format.h"
#include "text/safetext.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace lorafleet {

namespace {

// A folder name for each scenario: where it came from, in letters, digits, '.', '-' and '_' only, and
// unique ("a", "a-2").
QStringList folderNames(const QList<ComparedScenario> &scenarios)
{
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]+"));
    QStringList names;
    QSet<QString> taken;
    for (const ComparedScenario &scenario : scenarios) {
        QString base = QFileInfo(scenario.source).completeBaseName().replace(unsafe, QStringLiteral("-"));
        while (base.startsWith(u'.') || base.startsWith(u'-'))
            base.remove(0, 1);
        if (base.isEmpty())
            base = QStringLiteral("scenario");
        QString name = base;
        for (int i = 2; taken.contains(name); ++i)
            name = base + u'-' + QString::number(i);
        taken.insert(name);
        names << name;
    }
    return names;
}

} // namespace

QByteArray comparisonCsv(const QList<ComparedScenario> &scenarios)
{
    QByteArray csv = csvField(CommandLine::tr("Figure")) + ',' + csvField(CommandLine::tr("Key"));
    for (const ComparedScenario &scenario : scenarios)
        csv += ',' + csvField(scenario.label);
    for (qsizetype i = 1; i < scenarios.size(); ++i)
        csv += ',' + csvField(CommandLine::tr("%1 minus %2").arg(scenarios[i].label, scenarios[0].label));
    csv += '\n';
    for (const ComparisonRow &row : comparisonRows(scenarios)) {
        csv += csvField(row.label) + ',' + csvField(row.key);
        const bool numeric = row.numbers.size() == scenarios.size();
        for (qsizetype i = 0; i < scenarios.size(); ++i)
            csv += ',' +
                (numeric ? format::plainNumber(row.numbers[i]).toUtf8()
                         : csvField((row.dataValues.isEmpty() ? row.values : row.dataValues).value(i)));
        for (qsizetype i = 1; i < scenarios.size(); ++i)
            csv += ',' +
                (numeric ? format::plainNumber(row.numbers[i] - row.numbers[0]).toUtf8() : QByteArray());
        csv += '\n';
    }
    // Hangul in a header needs a byte-order mark, or spreadsheets read it as another encoding.
    const bool ascii =
        std::all_of(csv.begin(), csv.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
    return ascii ? csv : QByteArray("\xEF\xBB\xBF") + csv;
}

int writeComparison(const QList<ComparedScenario> &scenarios, const QString &directory, ExportFormat format)
{
    const auto failed = [](const QString &path, const QString &reason) {
        err() << "lorafleet: "
              << CommandLine::tr("cannot write %1: %2")
                     .arg(safeText(QDir::toNativeSeparators(path), kShownPathChars), reason)
              << Qt::endl;
        return 1;
    };
    if (!QDir().mkpath(directory))
        return failed(directory, CommandLine::tr("the folder cannot be created"));
    const QString table = QDir(directory).filePath(QStringLiteral("comparison.csv"));
    const WriteResult written = writeFileAtomically(table, comparisonCsv(scenarios));
    if (!written)
        return failed(table, written.reason);
    out() << table << '\n';
    // The comparison's own charts in the folder itself: the first scenario with the others drawn over it,
    // as the window's exports draw its pinned scenarios.
    Scenario first;
    first.name = scenarios.front().label;
    first.params = scenarios.front().params;
    const ExportResult compared =
        BatchExport::write(first, directory, format, 1, ChartStyle::light(), true, scenarios.mid(1));
    for (const QString &path : compared.written)
        out() << path << '\n';
    if (!compared.error.isEmpty()) {
        out().flush();
        err() << "lorafleet: " << oneLine(compared.error) << Qt::endl;
        return 1;
    }
    const QStringList names = folderNames(scenarios);
    for (qsizetype i = 0; i < scenarios.size(); ++i) {
        Scenario scenario;
        scenario.name = scenarios[i].label;
        scenario.params = scenarios[i].params;
        const ExportResult result =
            BatchExport::write(scenario, QDir(directory).filePath(names[i]), format, 1, ChartStyle::light());
        for (const QString &path : result.written)
            out() << path << '\n';
        if (!result.error.isEmpty()) {
            out().flush();
            err() << "lorafleet: " << oneLine(result.error) << Qt::endl;
            return 1;
        }
    }
    out().flush();
    return 0;
}

} // namespace lorafleet
