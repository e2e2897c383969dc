// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/evaluation.h"
#include "text/comparison.h"

#include <QObject>

#include <functional>

class QAction;
class QMainWindow;
class QMenu;

namespace lorafleet {

class ComparePins;
class DifferencesDock;
class ScenarioDocument;

// The Compare menu: pin the scenario shown (Ctrl+P), add scenario files or presets, remove or clear
// pins, and the differences dock (Ctrl+Shift+D). The pins themselves are ComparePins'.
class CompareMenu : public QObject
{
    Q_OBJECT

public:
    using Tell = std::function<void(const QString &message)>;
    CompareMenu(QMainWindow *window, ComparePins *pins, ScenarioDocument *document, Tell tell);

    // Adds the menu to the window's menu bar before `before` (the Help menu), and its shortcuts to the
    // window (they work while presenting hides the menu bar).
    void addTo(QAction *before);
    DifferencesDock *dock() const { return m_dock; }
    QAction *pinAction() const { return m_pin; }
    QAction *differencesAction() const { return m_differences; }
    // The scenario shown and its figures as the window evaluated them: first in the differences.
    void showCurrent(const Evaluation &evaluation);
    // Pins the scenario shown under its name.
    void pinCurrent();

private:
    void refresh();
    void addFiles();

    QMainWindow *m_window;
    ComparePins *m_pins;
    ScenarioDocument *m_document;
    Tell m_tell;
    DifferencesDock *m_dock;
    QAction *m_pin = nullptr;
    QAction *m_differences = nullptr;
    ComparedScenario m_current;
};

} // namespace lorafleet
