// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/scenariofile.h"

#include <QObject>

class QUndoStack;

namespace lorafleet {

// The open scenario: its parameters, name and notes, the file it belongs to, whether it has unsaved
// changes, and its undo history. Every change goes through the undo stack; a slider drag is one step.
class ScenarioDocument : public QObject
{
    Q_OBJECT

public:
    explicit ScenarioDocument(QObject *parent = nullptr);
    ~ScenarioDocument() override;

    const Scenario &scenario() const { return m_scenario; }
    const Params &params() const { return m_scenario.params; }
    QString filePath() const { return m_filePath; }
    // The scenario's name, else the file's name, else "Untitled scenario".
    QString displayName() const;
    bool isModified() const { return !(m_scenario == m_saved); }
    QUndoStack *undoStack() const { return m_undo; }

    // A change the user made in the panel (already shown there). Edits with the same non-zero
    // dragId merge into one undo step.
    void edit(const Params &params, const QString &description, int dragId = 0);
    // A change made for the user (reset, a preset): undoable, and the panel is updated.
    void replace(const Params &params, const QString &description);
    void setDetails(const QString &name, const QString &notes);
    // A preset in place of the scenario: its parameters and name in one undoable step, and no longer
    // the file the scenario came from (Save asks where, so the file is never overwritten by a preset).
    void replaceWithPreset(const Scenario &preset, const QString &name, const QString &description);

    void newScenario();
    // Opens a file; on failure nothing changes (scenario, file, history) and the result says why.
    LoadResult open(const QString &path);
    // Adopts a scenario read elsewhere (recovered work): modified with respect to `savedAs`.
    void adopt(const Scenario &scenario, const QString &filePath, const Scenario &savedAs);
    bool save(const QString &path, QString *error);

Q_SIGNALS:
    // The parameters changed; fromPanel: the panel shows them already.
    void paramsChanged(const lorafleet::Params &params, bool fromPanel);
    void detailsChanged();
    void fileChanged(const QString &path);
    void modifiedChanged(bool modified);

private:
    friend class ParamsCommand;
    friend class DetailsCommand;
    void apply(const Params &params, bool fromPanel);
    void applyDetails(const QString &name, const QString &notes);
    void reset(const Scenario &scenario, const QString &path);
    void noteModified();

    Scenario m_scenario;
    Scenario m_saved;
    QString m_filePath;
    QUndoStack *m_undo = nullptr;
    bool m_wasModified = false;
};

} // namespace lorafleet
