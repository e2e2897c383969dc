// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <functional>
#include <memory>

class QMenu;
class QTimer;
class QWidget;

namespace lorafleet {

class Autosave;
class ScenarioDocument;

// Keeps the window's unsaved work safe: written aside while editing (one autosave per window), so
// that a restart or a crash loses nothing, and offered back from the sessions that left some behind.
class SessionKeeper : public QObject
{
    Q_OBJECT

public:
    // Shows what happened for timeout milliseconds (0: until replaced), in the status bar.
    using Tell = std::function<void(const QString &message, int timeout)>;
    SessionKeeper(QWidget *window, ScenarioDocument *document, Tell tell);
    ~SessionKeeper() override;

    Autosave &autosave() { return *m_autosave; }
    const Autosave &autosave() const { return *m_autosave; }
    // Adds File → Recover unsaved scenarios; maybeSave first asks about the open scenario's changes.
    void addTo(QMenu *file, std::function<bool()> maybeSave);
    // Lists the unsaved work of windows that are gone (RecoveryDialog); true when one was restored.
    bool recoverUnsaved();
    // The window closes with its work saved or knowingly discarded: nothing more to keep.
    void close();

private:
    void writeAside();

    QWidget *m_window;
    ScenarioDocument *m_document;
    Tell m_tell;
    std::unique_ptr<Autosave> m_autosave;
    QTimer *m_timer;
    bool m_failing = false; // a failure is shown once, until a write succeeds again
};

} // namespace lorafleet
