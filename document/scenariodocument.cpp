// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/scenariodocument.h"

#include <QFileInfo>
#include <QUndoCommand>
#include <QUndoStack>

namespace lorafleet {

// One parameter change. The first redo() is skipped for edits made in the panel: the panel and
// the document already show them, and pushing them back would make a dragged slider stutter.
class ParamsCommand : public QUndoCommand
{
public:
    ParamsCommand(ScenarioDocument *document, const Params &before, const Params &after, const QString &text,
                  int dragId, bool alreadyApplied)
        : QUndoCommand(text)
        , m_document(document)
        , m_before(before)
        , m_after(after)
        , m_dragId(dragId)
        , m_skipRedo(alreadyApplied)
    {
    }

    void redo() override
    {
        if (m_skipRedo) {
            m_skipRedo = false;
            return;
        }
        m_document->apply(m_after, false);
    }
    void undo() override { m_document->apply(m_before, false); }
    int id() const override { return m_dragId != 0 ? 1 : -1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const ParamsCommand *>(other);
        if (next->m_dragId != m_dragId)
            return false;
        m_after = next->m_after; // the whole drag is one step: from where it began to where it ended
        return true;
    }

private:
    ScenarioDocument *m_document;
    Params m_before;
    Params m_after;
    int m_dragId;
    bool m_skipRedo;
};

class DetailsCommand : public QUndoCommand
{
public:
    DetailsCommand(ScenarioDocument *document, const Scenario &before, const QString &name,
                   const QString &notes)
        : QUndoCommand(ScenarioDocument::tr("Edit scenario details"))
        , m_document(document)
        , m_beforeName(before.name)
        , m_beforeNotes(before.notes)
        , m_name(name)
        , m_notes(notes)
    {
    }
    void redo() override { m_document->applyDetails(m_name, m_notes); }
    void undo() override { m_document->applyDetails(m_beforeName, m_beforeNotes); }

private:
    ScenarioDocument *m_document;
    QString m_beforeName, m_beforeNotes, m_name, m_notes;
};

ScenarioDocument::ScenarioDocument(QObject *parent)
    : QObject(parent)
    , m_undo(new QUndoStack(this))
{
}

ScenarioDocument::~ScenarioDocument() = default;

QString ScenarioDocument::displayName() const
{
    if (!m_scenario.name.trimmed().isEmpty())
        return m_scenario.name.trimmed();
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).completeBaseName();
    return tr("Untitled scenario");
}

void ScenarioDocument::edit(const Params &params, const QString &description, int dragId)
{
    if (params == m_scenario.params)
        return;
    const Params before = m_scenario.params;
    m_scenario.params = params;
    m_undo->push(new ParamsCommand(this, before, params, description, dragId, true));
    Q_EMIT paramsChanged(params, true);
    noteModified();
}

void ScenarioDocument::replace(const Params &params, const QString &description)
{
    if (params == m_scenario.params)
        return;
    m_undo->push(new ParamsCommand(this, m_scenario.params, params, description, 0, false));
}

void ScenarioDocument::replaceWithPreset(const Scenario &preset, const QString &name,
                                         const QString &description)
{
    m_undo->beginMacro(description);
    replace(preset.params, description);
    setDetails(name, preset.notes);
    m_undo->endMacro();
    if (!m_filePath.isEmpty()) {
        m_filePath.clear();
        Q_EMIT fileChanged(m_filePath);
        noteModified();
    }
}

void ScenarioDocument::setDetails(const QString &name, const QString &notes)
{
    if (name == m_scenario.name && notes == m_scenario.notes)
        return;
    m_undo->push(new DetailsCommand(this, m_scenario, name, notes));
}

void ScenarioDocument::apply(const Params &params, bool fromPanel)
{
    m_scenario.params = params;
    Q_EMIT paramsChanged(params, fromPanel);
    noteModified();
}

void ScenarioDocument::applyDetails(const QString &name, const QString &notes)
{
    m_scenario.name = name;
    m_scenario.notes = notes;
    Q_EMIT detailsChanged();
    noteModified();
}

void ScenarioDocument::reset(const Scenario &scenario, const QString &path)
{
    m_scenario = scenario;
    m_filePath = path;
    m_undo->clear();
    Q_EMIT paramsChanged(m_scenario.params, false);
    Q_EMIT detailsChanged();
    Q_EMIT fileChanged(m_filePath);
    noteModified();
}

void ScenarioDocument::newScenario()
{
    m_saved = Scenario{};
    reset(Scenario{}, QString());
}

LoadResult ScenarioDocument::open(const QString &path)
{
    LoadResult result = loadScenarioFile(path);
    if (!result.ok())
        return result; // refused: nothing here changes
    m_saved = *result.scenario;
    reset(*result.scenario, QFileInfo(path).absoluteFilePath());
    return result;
}

void ScenarioDocument::adopt(const Scenario &scenario, const QString &filePath, const Scenario &savedAs)
{
    m_saved = savedAs;
    reset(scenario, filePath);
}

bool ScenarioDocument::save(const QString &path, QString *error)
{
    if (!saveScenarioFile(path, m_scenario, error))
        return false;
    m_saved = m_scenario;
    m_filePath = QFileInfo(path).absoluteFilePath();
    m_undo->setClean();
    Q_EMIT fileChanged(m_filePath);
    noteModified();
    return true;
}

void ScenarioDocument::noteModified()
{
    const bool modified = isModified();
    if (modified != m_wasModified) {
        m_wasModified = modified;
        Q_EMIT modifiedChanged(modified);
    }
}

} // namespace lorafleet
