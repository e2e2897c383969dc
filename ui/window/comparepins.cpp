// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/comparepins.h"

#include "io/presets.h"
#include "io/scenariofile.h"

#include <QFileInfo>

namespace lorafleet {

ComparePins::ComparePins(QObject *parent)
    : QObject(parent)
{
}

QString ComparePins::pin(const QString &label, const QString &source, const Params &params)
{
    if (isFull())
        return tr("At most %1 scenarios can be pinned: remove one first.").arg(kMaxPins);
    QString unique = label;
    const auto taken = [this](const QString &name) {
        return std::any_of(m_pins.begin(), m_pins.end(),
                           [&name](const ComparedScenario &pinned) { return pinned.label == name; });
    };
    for (int i = 2; taken(unique); ++i)
        unique = tr("%1 (%2)").arg(label).arg(i);
    // Evaluated as the window evaluates its own scenario: the charts draw what the model returns.
    auto evaluation = std::make_shared<const Evaluation>(evaluateScenario(params));
    m_pins << ComparedScenario{unique, source, params, evaluation->figures};
    m_overlays.push_back({unique, std::move(evaluation)});
    Q_EMIT changed();
    return {};
}

QString ComparePins::pinLoaded(const LoadResult &loaded, const QString &fallbackLabel, const QString &source)
{
    if (!loaded.ok())
        return loaded.error;
    const QString name = loaded.scenario->name.trimmed();
    return pin(name.isEmpty() ? fallbackLabel : name, source, loaded.scenario->params);
}

QString ComparePins::pinFile(const QString &path)
{
    if (isFull())
        return pin(QString(), path, Params{});
    return pinLoaded(loadScenarioFile(path), QFileInfo(path).completeBaseName(), path);
}

QString ComparePins::pinPreset(const QString &id, const Params &current)
{
    if (isFull())
        return pin(QString(), id, Params{});
    LoadResult loaded = loadPreset(id);
    if (loaded.ok())
        loaded.scenario->params = presetAtWorkload(loaded.scenario->params, current);
    return pinLoaded(loaded, id, id);
}

void ComparePins::remove(qsizetype index)
{
    if (index < 0 || index >= m_pins.size())
        return;
    m_pins.removeAt(index);
    m_overlays.erase(m_overlays.begin() + std::ptrdiff_t(index));
    Q_EMIT changed();
}

void ComparePins::clear()
{
    if (m_pins.isEmpty())
        return;
    m_pins.clear();
    m_overlays.clear();
    Q_EMIT changed();
}

} // namespace lorafleet
