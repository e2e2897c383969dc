// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/segmentbutton.h"

#include <QStyleOptionToolButton>
#include <QStylePainter>

namespace lorafleet {

SegmentButton::SegmentButton(const QString &text, QWidget *parent)
    : QToolButton(parent)
{
    setText(text);
    setCheckable(true);
    setAutoRaise(false);
}

void SegmentButton::paintEvent(QPaintEvent *event)
{
    if (!isChecked()) {
        QToolButton::paintEvent(event);
        return;
    }
    // The chosen segment: the highlight's colours from the palette at paint time, so a new theme shows at
    // once.
    QStylePainter painter(this);
    QStyleOptionToolButton option;
    initStyleOption(&option);
    const QPalette::ColorGroup group = isEnabled() ? QPalette::Active : QPalette::Disabled;
    const QColor fill = palette().color(group, QPalette::Highlight);
    painter.fillRect(rect(), fill);
    painter.setPen(fill.darker(130));
    painter.drawRect(rect().adjusted(0, 0, -1, -1));
    option.state &=
        ~(QStyle::State_Sunken | QStyle::State_On | QStyle::State_Raised | QStyle::State_MouseOver);
    option.palette.setColor(QPalette::ButtonText, palette().color(group, QPalette::HighlightedText));
    painter.drawControl(QStyle::CE_ToolButtonLabel, option);
    if (hasFocus()) {
        QStyleOptionFocusRect focus;
        focus.initFrom(this);
        focus.rect = rect().adjusted(3, 3, -3, -3);
        painter.drawPrimitive(QStyle::PE_FrameFocusRect, focus);
    }
}

} // namespace lorafleet
