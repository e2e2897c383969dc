// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chart.h"
#include "io/scenariofile.h"
#include "text/comparison.h"

#include <QObject>

#include <vector>

namespace lorafleet {

// The scenarios pinned for comparison (Compare menu): up to Chart::kMaxOverlays, each evaluated once
// when pinned (evaluateScenario(), as the window evaluates its own). They
// live for the window's session only: no scenario file holds them.
class ComparePins : public QObject
{
    Q_OBJECT

public:
    static constexpr qsizetype kMaxPins = qsizetype(Chart::kMaxOverlays);

    explicit ComparePins(QObject *parent = nullptr);

    // Pins a scenario under label (made unique: "Baseline (2)"); source names where it came from.
    // Returns why not (full), else an empty string.
    QString pin(const QString &label, const QString &source, const Params &params);
    // A scenario file or a preset (by id), pinned under its name; returns why not, else empty.
    QString pinFile(const QString &path);
    // A preset pins its GPU at the workload of `current` (presetAtWorkload).
    QString pinPreset(const QString &id, const Params &current = Params{});
    void remove(qsizetype index);
    void clear();

    qsizetype count() const { return m_pins.size(); }
    bool isFull() const { return m_pins.size() >= kMaxPins; }
    const QList<ComparedScenario> &pins() const { return m_pins; }
    // What the charts draw of them: each pin's label and evaluation, in order.
    const std::vector<ChartOverlay> &overlays() const { return m_overlays; }

Q_SIGNALS:
    void changed();

private:
    QString pinLoaded(const LoadResult &loaded, const QString &fallbackLabel, const QString &source);

    QList<ComparedScenario> m_pins;
    std::vector<ChartOverlay> m_overlays;
};

} // namespace lorafleet
