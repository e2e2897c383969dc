// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/sliderrowlayout.h"

#include <QGridLayout>
#include <QLabel>
#include <QSlider>

#include <cmath>

namespace lorafleet {

void arrangeSliderRow(QGridLayout *grid, const SliderRowWidgets &row, int firstRow, bool presenting,
                      double room)
{
    for (QWidget *widget : {static_cast<QWidget *>(row.label), row.field, static_cast<QWidget *>(row.unit),
                            static_cast<QWidget *>(row.slider)})
        grid->removeWidget(widget);
    if (presenting) {
        grid->addWidget(row.label, firstRow, 0, 1, 3);
        grid->addWidget(row.field, firstRow + 1, 0);
        grid->addWidget(row.unit, firstRow + 1, 1);
        grid->addWidget(row.slider, firstRow + 2, 0, 1, 3);
    } else {
        grid->addWidget(row.label, firstRow, 0);
        grid->addWidget(row.field, firstRow, 1);
        grid->addWidget(row.unit, firstRow, 2);
        grid->addWidget(row.slider, firstRow + 1, 0, 1, 3);
    }
    grid->setRowMinimumHeight(firstRow + 2, presenting ? 0 : 8);
    grid->setRowMinimumHeight(firstRow + 3, presenting ? int(std::lround(8 * room)) : 0);
    // Tall enough for the presentation-size handle (the style sheet's min-height does not reach a QSlider).
    row.slider->setMinimumHeight(presenting ? int(std::lround(36 * room)) : 0);
}

QString presentationStyle(double room)
{
    const auto px = [room](double size) { return QString::number(std::lround(size * room)); };
    const auto pt = [room](double size) { return QString::number(size * room, 'f', 2); };
    return QStringLiteral(
               "QLabel { font-size: %1pt; } lorafleet--ParamSpinBox { font-size: %2pt; font-weight: bold;"
               " min-height: %3px; }"
               " QSlider::groove:horizontal { height: %4px; border-radius: %5px; background: palette(mid); }"
               " QSlider::sub-page:horizontal { height: %4px; border-radius: %5px;"
               " background: palette(highlight); }"
               " QSlider::handle:horizontal { width: %6px; height: %6px; margin: -%4px 0;"
               " border-radius: %7px; background: palette(button); border: %8px solid palette(highlight); }")
        .arg(pt(17), pt(20), px(40), px(10), px(5), px(30), px(15), px(3));
}

} // namespace lorafleet
