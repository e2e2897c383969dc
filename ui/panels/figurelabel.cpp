// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/figurelabel.h"

#include <QFontMetricsF>

#include <cmath>

namespace lorafleet {

namespace {
constexpr double kSmallest = 0.6; // of the figure's own size

QFont scaled(const QFont &font, double factor)
{
    QFont result = font;
    result.setPointSizeF(font.pointSizeF() * factor);
    return result;
}
} // namespace

FigureLabel::FigureLabel(QWidget *parent)
    : QLabel(parent)
    , m_figureFont(font())
{
    setTextFormat(Qt::PlainText);
    setWordWrap(false);
}

void FigureLabel::setFigureFont(const QFont &font)
{
    m_figureFont = font;
    setFixedHeight(QFontMetrics(font).height());
    updateGeometry();
    fit();
}

void FigureLabel::setFigure(const QString &figure)
{
    if (figure == text())
        return;
    setText(figure);
    updateGeometry();
    fit();
}

QSize FigureLabel::sizeHint() const
{
    const QMargins margins = contentsMargins();
    return {int(std::ceil(QFontMetricsF(m_figureFont).horizontalAdvance(text()))) + margins.left() +
                margins.right(),
            QFontMetrics(m_figureFont).height()};
}

QSize FigureLabel::minimumSizeHint() const
{
    if (!m_shrinkable)
        return sizeHint();
    const QMargins margins = contentsMargins();
    return {int(std::ceil(QFontMetricsF(scaled(m_figureFont, kSmallest)).horizontalAdvance(text()))) +
                margins.left() + margins.right(),
            QFontMetrics(m_figureFont).height()};
}

void FigureLabel::setShrinkable(bool shrinkable)
{
    m_shrinkable = shrinkable;
    updateGeometry();
    fit();
}

void FigureLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    fit();
}

void FigureLabel::fit()
{
    const double width = contentsRect().width();
    const double needed = QFontMetricsF(m_figureFont).horizontalAdvance(text());
    double factor = 1.0;
    // In steps of 5 %, so that a drag does not make the size flicker by fractions of a point.
    while (factor > kSmallest &&
           QFontMetricsF(scaled(m_figureFont, factor)).horizontalAdvance(text()) > width)
        factor -= 0.05;
    factor = needed <= width ? 1.0 : std::max(factor, kSmallest);
    const QFont wanted = scaled(m_figureFont, factor);
    if (wanted != font())
        setFont(wanted);
}

} // namespace lorafleet
