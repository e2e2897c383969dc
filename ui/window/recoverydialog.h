// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/autosave.h"

#include <QDialog>

#include <optional>
#include <vector>

class QListWidget;
class QPushButton;

namespace lorafleet {

// Lists every unsaved scenario that windows left behind (a crash, a kill), newest first: Restore
// brings the selected one into this window, Discard deletes the selected one for good (after
// asking), Later keeps them all for the next start or File → Recover unsaved scenarios.
class RecoveryDialog : public QDialog
{
    Q_OBJECT

public:
    explicit RecoveryDialog(std::vector<UnsavedScenario> unsaved, QWidget *parent = nullptr);

    // The scenario to restore once the dialog is accepted.
    std::optional<UnsavedScenario> chosen() const;
    QListWidget *list() const { return m_list; }
    QPushButton *restoreButton() const { return m_restore; }
    QPushButton *discardButton() const { return m_discard; }

    // One line for a list of unsaved work: name, the file it belongs to, when it was saved.
    static QString describe(const UnsavedScenario &unsaved);

private:
    void discardSelected();

    std::vector<UnsavedScenario> m_unsaved;
    QListWidget *m_list = nullptr;
    QPushButton *m_restore = nullptr;
    QPushButton *m_discard = nullptr;
};

} // namespace lorafleet
