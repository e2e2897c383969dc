// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QGridLayout;
class QLabel;
class QSlider;
class QWidget;

namespace lorafleet {

// The widgets of one slider row of the parameter panel.
struct SliderRowWidgets
{
    QLabel *label;
    QWidget *field;
    QLabel *unit;
    QSlider *slider;
};

// Places a slider row in the four grid rows from `firstRow`. On the desk: name, exact field and unit on one
// line, the slider below at the panel's whole width. Presenting: the name on its own line above the field and
// unit, so that the sliders beside all five charts fit 1280 pixels (1297 with the presentation-size name,
// field and unit on one line); `room` times larger than on a 1280x720 screen.
void arrangeSliderRow(QGridLayout *grid, const SliderRowWidgets &row, int firstRow, bool presenting,
                      double room);

// The panel's presenting look: big values and big slider handles, readable and grabbable from a distance;
// drawn for a 1280x720 screen and `room` times larger on a larger one (PresentationMode::roomScale).
QString presentationStyle(double room);

} // namespace lorafleet
