// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QToolButton>

namespace lorafleet {

// One segment of a segmented choice (ChoiceSwitch, SegmentedChoice). The checked one is filled with the
// theme's highlight and its text drawn in the highlighted text colour: Fusion draws a checked tool button
// sunken, darker than the others, so that in the dark theme the unchecked segment looked chosen.
class SegmentButton : public QToolButton
{
    Q_OBJECT

public:
    explicit SegmentButton(const QString &text, QWidget *parent = nullptr);

protected:
    void paintEvent(QPaintEvent *event) override;
};

} // namespace lorafleet
