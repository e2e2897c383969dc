// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/segmentedchoice.h"

#include "panels/segmentbutton.h"

#include <QButtonGroup>
#include <QHBoxLayout>

namespace lorafleet {

SegmentedChoice::SegmentedChoice(const QStringList &labels, const QStringList &objectNames, QWidget *parent)
    : QWidget(parent)
    , m_group(new QButtonGroup(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    for (qsizetype i = 0; i < labels.size(); ++i) {
        auto *button = new SegmentButton(labels[i]);
        button->setObjectName(objectNames.value(i));
        m_group->addButton(button, int(i));
        layout->addWidget(button);
    }
    m_group->setExclusive(true);
    connect(m_group, &QButtonGroup::idClicked, this, [this](int id) { Q_EMIT chosen(id); });
    setIndex(0);
}

int SegmentedChoice::index() const
{
    return m_group->checkedId();
}

void SegmentedChoice::setIndex(int index)
{
    if (QAbstractButton *button = m_group->button(index))
        button->setChecked(true);
}

QAbstractButton *SegmentedChoice::button(int index) const
{
    return m_group->button(index);
}

} // namespace lorafleet
