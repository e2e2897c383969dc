// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/choiceswitch.h"

#include "panels/segmentbutton.h"
#include "text/modeltexts.h"
#include "text/paramtexts.h"

#include <QButtonGroup>
#include <QGridLayout>

namespace lorafleet {

ChoiceSwitch::ChoiceSwitch(const ParamInfo &info, QWidget *parent)
    : QWidget(parent)
    , m_info(info)
    , m_group(new QButtonGroup(this))
{
    // At most two segments a row: five engines side by side would widen the whole panel.
    constexpr int kPerRow = 2;
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    const auto names = info.choices();
    for (std::size_t i = 0; i < names.size(); ++i) {
        auto *button = new SegmentButton(ModelTexts::choiceLabel(info, i));
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        button->setObjectName(paramKey(info) + u'-' +
                              QString::fromUtf8(names[i].data(), qsizetype(names[i].size())));
        button->setAccessibleName(paramLabel(info) + QStringLiteral(": ") + button->text());
        m_group->addButton(button, int(i));
        layout->addWidget(button, int(i) / kPerRow, int(i) % kPerRow);
    }
    m_group->setExclusive(true);
    // idClicked comes from the user only: setIndex() checks a button without it.
    connect(m_group, &QButtonGroup::idClicked, this, [this](int id) { Q_EMIT chosen(id); });
    setIndex(0);
}

int ChoiceSwitch::index() const
{
    return m_group->checkedId();
}

void ChoiceSwitch::setIndex(int index)
{
    if (QAbstractButton *chosenButton = m_group->button(index))
        chosenButton->setChecked(true);
}

QAbstractButton *ChoiceSwitch::button(int index) const
{
    return m_group->button(index);
}

} // namespace lorafleet
