// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/params.h"

#include <QWidget>

class QButtonGroup;
class QAbstractButton;

namespace lorafleet {

// A Choice parameter (model: paper | engine, pool_policy: pinned | lru) as segmented buttons, one per
// choice, exactly one checked. Only a click emits: showing a scenario (setIndex) emits nothing.
class ChoiceSwitch : public QWidget
{
    Q_OBJECT

public:
    explicit ChoiceSwitch(const ParamInfo &info, QWidget *parent = nullptr);

    const ParamInfo &info() const { return m_info; }
    // The choice shown, in the order of ParamInfo::choices().
    int index() const;
    void setIndex(int index);
    // The button of one choice (tests click it).
    QAbstractButton *button(int index) const;

Q_SIGNALS:
    // The user chose another value.
    void chosen(int index);

private:
    const ParamInfo &m_info;
    QButtonGroup *m_group = nullptr;
};

} // namespace lorafleet
