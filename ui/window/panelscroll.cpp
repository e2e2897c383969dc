// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/panelscroll.h"

#include <QEvent>
#include <QScrollBar>

#include <algorithm>

namespace lorafleet {

PanelScroll::PanelScroll(QWidget *panel, QWidget *parent)
    : QScrollArea(parent)
{
    setWidget(panel);
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    panel->installEventFilter(this);
}

QSize PanelScroll::minimumSizeHint() const
{
    const int panel = widget() ? widget()->minimumSizeHint().width() : 0;
    const int bar = verticalScrollBar()->sizeHint().width();
    return {std::max(300, panel + bar + 2 * frameWidth() + 4), QScrollArea::minimumSizeHint().height()};
}

bool PanelScroll::eventFilter(QObject *watched, QEvent *event)
{
    // The panel's layout changed (a section opened, fonts grew): the splitter asks again.
    if (watched == widget() && event->type() == QEvent::LayoutRequest)
        updateGeometry();
    return QScrollArea::eventFilter(watched, event);
}

} // namespace lorafleet
