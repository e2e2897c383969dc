#include "memorybar.h"

#include "format.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace lorafleet {

MemoryBar::MemoryBar(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

QSize MemoryBar::sizeHint() const
{
    return {600, fontMetrics().height() * 2 + 8};
}

QSize MemoryBar::minimumSizeHint() const
{
    return {200, fontMetrics().height() * 2 + 8};
}

void MemoryBar::setMemory(const Params &params, const Figures &figures)
{
    m_params = params;
    m_figures = figures;
    setToolTip(tr("GPU memory: %1 base model + %2 KV cache + %3 adapter pool (%4 adapters) = %5 of %6.")
                   .arg(format::gigabytes(params.baseGb), format::gigabytes(params.kvGb),
                        format::gigabytes(params.poolGb), format::adapters(double(figures.poolCapacity)),
                        format::gigabytes(figures.memoryUsedGb), format::gigabytes(params.hbmGb)));
    setAccessibleDescription(toolTip());
    update();
}

void MemoryBar::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF bar = QRectF(rect()).adjusted(1, 1, -1, -1);
    const double hbm = m_params.hbmGb;
    const double used = m_figures.memoryUsedGb;
    const double total = std::max(hbm, used);
    const double scale = bar.width() / std::max(total, 1e-12);
    const QColor text = palette().color(QPalette::WindowText);

    struct Segment
    {
        double gb;
        QColor color;
        QString label;
    };
    const double free = m_figures.memoryFreeGb;
    const Segment segments[] = {
        {m_params.baseGb, QColor(0x4c, 0x6a, 0x92), tr("base %1").arg(format::gigabytes(m_params.baseGb))},
        {m_params.kvGb, QColor(0x7f, 0x9c, 0xc0), tr("KV %1").arg(format::gigabytes(m_params.kvGb))},
        {m_params.poolGb, QColor(0xe6, 0x9f, 0x00),
         tr("pool %1 · %2 adapters")
             .arg(format::gigabytes(m_params.poolGb), format::adapters(double(m_figures.poolCapacity)))},
        {free, palette().color(QPalette::Base).darker(108), tr("free %1").arg(format::gigabytes(free))},
    };
    double x = bar.left();
    for (const Segment &segment : segments) {
        const double width = segment.gb * scale;
        if (width <= 0)
            continue;
        const QRectF part(x, bar.top(), width, bar.height());
        painter.fillRect(part, segment.color);
        painter.setPen(QPen(palette().color(QPalette::Window), 1));
        painter.drawLine(part.topRight(), part.bottomRight());
        const bool dark = segment.color.lightnessF() < 0.55;
        painter.setPen(dark ? Qt::white : QColor(0x1a, 0x1a, 0x1a));
        const QString label = painter.fontMetrics().elidedText(segment.label, Qt::ElideRight, int(width) - 8);
        if (label.size() > 3)
            painter.drawText(part.adjusted(4, 0, -4, 0), Qt::AlignVCenter | Qt::AlignLeft, label);
        x += width;
    }
    if (!m_figures.memoryFits) {
        // Everything beyond the GPU's capacity: hatched red, with the line where the GPU ends.
        const double edge = bar.left() + hbm * scale;
        const QRectF over(edge, bar.top(), bar.right() - edge, bar.height());
        painter.fillRect(over, QColor(0xc6, 0x28, 0x28, 200));
        painter.fillRect(over, QBrush(Qt::white, Qt::BDiagPattern));
        painter.setPen(QPen(QColor(0xc6, 0x28, 0x28), 3));
        painter.drawLine(QPointF(edge, bar.top() - 1), QPointF(edge, bar.bottom() + 1));
        painter.setPen(Qt::white);
        QFont bold = painter.font();
        bold.setBold(true);
        painter.setFont(bold);
        const QString label =
            painter.fontMetrics().elidedText(tr("over by %1").arg(format::gigabytes(m_figures.memoryOverGb)),
                                             Qt::ElideRight, int(over.width()) - 6);
        painter.drawText(over.adjusted(3, 0, -3, 0), Qt::AlignCenter, label);
    }
    painter.setPen(QPen(text, 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(bar, 3, 3);
}

} // namespace lorafleet
