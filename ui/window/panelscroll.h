// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QScrollArea>

namespace lorafleet {

// The scrolling column of sliders. Its minimum width follows the panel's own, whatever it shows
// (Advanced open, presentation-size text) plus room for the vertical scroll bar, so the splitter never
// cuts the units off ("rec", "US") when the bar appears.
class PanelScroll : public QScrollArea
{
public:
    explicit PanelScroll(QWidget *panel, QWidget *parent = nullptr);

    QSize minimumSizeHint() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace lorafleet
