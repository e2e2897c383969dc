// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/atomicwrite.h"
#include "io/scenariofile.h"

#include <QDateTime>
#include <QString>

#include <memory>
#include <vector>

class QLockFile;

namespace lorafleet {

// Unsaved work that a window left behind (a crash, a kill, a power cut): what recovery offers.
struct UnsavedScenario
{
    QString id; // the autosave slot it lies in
    QString path; // the autosave file
    Scenario scenario; // the unsaved work
    QString origin; // the scenario file it was edited from; empty for an untitled scenario
    QDateTime savedAt; // when it was last autosaved
};

// One window's autosave: a scenario file of its own in the app's data folder, locked (QLockFile)
// while the window lives, so that another window never reads, overwrites or removes it. The file
// is removed only by discard() (a clean save or close); a crash leaves it for recovery.
class Autosave
{
public:
    Autosave(); // a fresh slot, locked
    ~Autosave(); // unlocks; the file stays (only discard() removes it)
    Autosave(const Autosave &) = delete;
    Autosave &operator=(const Autosave &) = delete;

    // Writes the work aside, all or nothing; origin is the file it belongs to (may be empty).
    WriteResult write(const Scenario &scenario, const QString &origin);
    // The work is safe (saved or knowingly discarded): removes this slot's file.
    void discard();
    QString filePath() const;
    QString id() const { return m_id; }

    // Takes over an unsaved scenario's slot (after recovery this window keeps it up to date);
    // false when another window took it first. This window's own file is removed.
    bool adopt(const UnsavedScenario &unsaved);

    // Unsaved work of windows that are gone (their slots are not locked), newest first. Files that
    // cannot be read as scenarios are left alone and not listed.
    static std::vector<UnsavedScenario> orphans();
    // Removes an orphan's file (the user discarded it); false when a live window holds it.
    static bool discardOrphan(const QString &id);
    static QString folder();
    // Removes every autosave that no live window holds (settings reset, tests).
    static void discardAllOrphans();

private:
    bool lock(const QString &id);

    QString m_id;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace lorafleet
