// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/chartcaption.h"
#include "export/exportformat.h"
#include "io/scenariofile.h"
#include "model/evaluation.h"
#include "text/comparison.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QAction;
class QMenu;
class QWidget;

namespace lorafleet {

class Chart;
class Settings;

// What the menu exports: the scenario shown now, and the name its report is suggested under.
struct ExportSubject
{
    Scenario scenario;
    std::shared_ptr<const Evaluation> evaluation; // the scenario as the window evaluated it
    QString name;
    QList<ComparedScenario> pins; // pinned scenarios: the report adds a comparison page
};

// The window's exports: each chart in any format, all charts at once, the report and the
// clipboard, with the export folder and PNG scale they remember.
class ExportMenu
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::ExportMenu)

public:
    using Subject = std::function<ExportSubject()>;
    // Shows what was done (in the status bar).
    using Tell = std::function<void(const QString &message)>;
    ExportMenu(QWidget *window, std::vector<Chart *> charts, Subject subject, Settings *settings, Tell tell);

    // Adds Export chart, Export all charts, Export report, Copy chart and Export scale to `file`.
    void addTo(QMenu *file);
    // Presenting, a PNG is exported as shown: the chart's size on screen and its larger look.
    void setPresenting(bool presenting) { m_presenting = presenting; }
    int scale() const { return m_scale; }
    // Whether exported charts carry the scenario's caption line (Export → Caption on exported charts).
    bool caption() const { return m_caption; }
    void setCaption(bool caption);
    // The charts Export chart, Export all charts and Copy chart offer from now on (the view shown).
    void setCharts(std::vector<Chart *> charts) { m_charts = std::move(charts); }
    const std::vector<Chart *> &charts() const { return m_charts; }
    void saveSettings() const;
    // "PNG images (*.png)", for file dialogs.
    static QString fileFilter(ExportFormat format);

private:
    void exportChart(Chart *chart);
    void exportAll(ExportFormat format);
    void exportReport();
    void copyChart(Chart *chart);
    bool written(bool ok, const QString &error, const QString &path);
    // The caption for the subject's scenario, or nothing when captions are off (caption holds it).
    const ChartCaption *captionFor(const Evaluation &evaluation, std::optional<ChartCaption> &caption) const;

    QWidget *m_window;
    std::vector<Chart *> m_charts;
    Subject m_subject;
    Settings *m_settings;
    Tell m_tell;
    QString m_folder;
    int m_scale = 2;
    bool m_presenting = false;
    bool m_caption = true;
    QAction *m_captionAction = nullptr;
};

} // namespace lorafleet
