// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/mainmenus.h"

#include "charts/chartstyle.h"
#include "document/scenariodocument.h"
#include "export/exportmenu.h"
#include "io/calibration.h"
#include "io/presets.h"
#include "io/settings.h"
#include "text/i18n.h"
#include "window/about.h"
#include "window/fileoperations.h"
#include "window/importtrafficdialog.h"
#include "window/launchflagsdialog.h"
#include "window/modeldialog.h"
#include "window/presentationmode.h"
#include "window/sessionkeeper.h"
#include "window/viewswitcher.h"

#include <QAction>
#include <QActionGroup>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSignalBlocker>
#include <QUndoStack>

namespace lorafleet {

MainMenus::MainMenus(QMainWindow *window, const Rooms &rooms)
    : m_window(window)
{
    QMenuBar *bar = window->menuBar();
    QMenu *file = bar->addMenu(tr("&File"));
    rooms.files->addTo(file);
    rooms.session->addTo(file, [files = rooms.files] { return files->maybeSave(); });
    file->addSeparator();
    rooms.exports->addTo(file);
    QAction *importTraffic =
        file->addAction(tr("Import &traffic…"), window, [window, document = rooms.document] {
            ImportTrafficDialog(document, window).exec();
        });
    importTraffic->setObjectName(QStringLiteral("import-traffic"));
    QAction *flags =
        file->addAction(tr("Export &launch flags…"), window, [window, document = rooms.document] {
            LaunchFlagsDialog(document->params(), window).exec();
        });
    flags->setObjectName(QStringLiteral("export-launch-flags"));
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, window, &QWidget::close);

    QMenu *edit = bar->addMenu(tr("&Edit"));
    QAction *undo = rooms.document->undoStack()->createUndoAction(window, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = rooms.document->undoStack()->createRedoAction(window, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    edit->addAction(tr("Reset to &defaults"), this, &MainMenus::resetRequested);

    QMenu *view = bar->addMenu(tr("&View"));
    rooms.views->addTo(view, window);
    view->addSeparator();
    rooms.presentation->addTo(view);
    view->addSeparator();
    QMenu *themes = view->addMenu(tr("&Theme"));
    auto *themeGroup = new QActionGroup(window);
    const QStringList themeNames{tr("Light"), tr("Dark"), tr("High contrast (projector)")};
    for (int i = 0; i < 3; ++i) {
        const QString name = ChartStyle::names().at(i);
        QAction *action =
            themes->addAction(themeNames.at(i), this, [this, name] { Q_EMIT themeChosen(name); });
        action->setCheckable(true);
        action->setObjectName(QStringLiteral("theme-") + name);
        themeGroup->addAction(action);
    }
    connect(themes, &QMenu::aboutToShow, this, [this, themeGroup] {
        for (QAction *action : themeGroup->actions())
            action->setChecked(action->objectName() == QStringLiteral("theme-") + m_theme);
    });
    QMenu *languages = view->addMenu(tr("&Language"));
    auto *languageGroup = new QActionGroup(window);
    QList<QPair<QString, QString>> choices{{QString(), tr("System default")}};
    choices += availableLanguages();
    Settings *settings = rooms.settings;
    for (const auto &[code, name] : choices) {
        QAction *action = languages->addAction(name, window, [window, settings, code = code] {
            settings->setLanguage(code);
            QMessageBox::information(window, tr("Language"),
                                     tr("The language changes the next time LoRA Fleet Explorer starts."));
        });
        action->setCheckable(true);
        action->setChecked(code == settings->language());
        languageGroup->addAction(action);
    }
    view->addSeparator();
    m_advanced = view->addAction(tr("&Advanced parameters"));
    m_advanced->setObjectName(QStringLiteral("show-advanced-parameters"));
    m_advanced->setCheckable(true);
    connect(m_advanced, &QAction::toggled, this, &MainMenus::advancedToggled);
    const Calibration *calibration = rooms.calibration;
    m_measurements = view->addAction(tr("&Measured H200 points on the overhead chart"));
    m_measurements->setCheckable(true);
    m_measurements->setEnabled(calibration != nullptr);
    if (calibration)
        m_measurements->setToolTip(
            tr("Decode steps timed on an %1 on %2 with 1 to 32 distinct adapters in the "
               "batch, placed where the model expects that many.")
                .arg(calibration->gpuName, calibration->date.left(10)));
    connect(m_measurements, &QAction::toggled, this, &MainMenus::measurementsToggled);
    m_simulated = view->addAction(tr("Show &simulated batches"));
    m_simulated->setObjectName(QStringLiteral("show-simulated-batches"));
    m_simulated->setCheckable(true);
    m_simulated->setToolTip(
        tr("Draws batches of the scenario's requests at random and overlays the distinct "
           "adapters they hold (mean and 5th to 95th percentile) on the overhead chart."));
    connect(m_simulated, &QAction::toggled, this, &MainMenus::simulatedToggled);

    QMenu *presetMenu = bar->addMenu(tr("&Presets"));
    presetMenu->setToolTipsVisible(true);
    for (const PresetInfo &preset : presets()) {
        QAction *action =
            presetMenu->addAction(preset.name, window, [window, files = rooms.files, id = preset.id] {
                const LoadResult result = files->applyPreset(id);
                if (!result.ok())
                    QMessageBox::warning(window, tr("Preset not loaded"), result.error);
            });
        action->setToolTip(preset.notes);
        action->setObjectName(QStringLiteral("preset-") + preset.id);
    }

    QMenu *help = bar->addMenu(tr("&Help"));
    help->addAction(
        tr("About the &model"), window, [this, window, calibration, presentation = rooms.presentation] {
            const ChartStyle style = ChartStyle::named(m_theme);
            ModelDialog dialog(calibration, presentation->isOn() ? style.scaled(1.6) : style, window);
            dialog.exec();
        });
    help->addAction(tr("&About LoRA Fleet Explorer"), window, [window] { About::showApp(window); });
}

void MainMenus::showSimulated(bool shown)
{
    m_simulated->setChecked(shown);
}

void MainMenus::showAdvanced(bool shown)
{
    const QSignalBlocker blocker(m_advanced); // it follows the panel; it does not drive it back
    m_advanced->setChecked(shown);
}

void MainMenus::showMeasurements(bool shown)
{
    m_measurements->setChecked(shown);
}

} // namespace lorafleet
