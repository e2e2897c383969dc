// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QWidget>

class QAbstractButton;
class QButtonGroup;

namespace lorafleet {

// A few exclusive choices as segmented buttons (a view's measure or output), exactly one checked.
// Only a click emits: setIndex() emits nothing.
class SegmentedChoice : public QWidget
{
    Q_OBJECT

public:
    // objectNames name the buttons for tests and accessibility tools, one per label.
    SegmentedChoice(const QStringList &labels, const QStringList &objectNames, QWidget *parent = nullptr);

    int index() const;
    void setIndex(int index);
    QAbstractButton *button(int index) const;

Q_SIGNALS:
    void chosen(int index);

private:
    QButtonGroup *m_group = nullptr;
};

} // namespace lorafleet
