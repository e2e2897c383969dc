#pragma once

#include "chartexport.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <vector>

class QMenu;
class QWidget;

namespace lorafleet {

class Chart;
class ScenarioDocument;
class Settings;

// The window's exports: each chart in any format, all charts at once, the one-page report and the
// clipboard, with the export folder and PNG scale they remember.
class ExportMenu
{
    // The window's own translation context: these are its menu entries.
    Q_DECLARE_TR_FUNCTIONS(lorafleet::MainWindow)

public:
    using Report = std::function<void(const QString &message)>;
    ExportMenu(QWidget *window, std::vector<Chart *> charts, const ScenarioDocument *document,
               Settings *settings, Report report);

    // Adds Export chart, Export all charts, Export report, Copy chart and Export scale to `file`.
    void addTo(QMenu *file);
    // Presenting, a PNG is exported as shown: the chart's size on screen and its larger look.
    void setPresenting(bool presenting) { m_presenting = presenting; }
    int scale() const { return m_scale; }
    void saveSettings() const;

private:
    void exportChart(Chart *chart);
    void exportAll(ExportFormat format);
    void exportReport();
    void copyChart(Chart *chart);
    bool written(bool ok, const QString &error, const QString &path);

    QWidget *m_window;
    std::vector<Chart *> m_charts;
    const ScenarioDocument *m_document;
    Settings *m_settings;
    Report m_report;
    QString m_folder;
    int m_scale = 2;
    bool m_presenting = false;
};

} // namespace lorafleet
