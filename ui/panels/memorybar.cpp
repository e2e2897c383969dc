// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/memorybar.h"

#include "charts/chartstyle.h"
#include "text/format.h"

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

namespace {
// The first of the labels that fits the width, or nothing.
QString fitting(const QFontMetrics &metrics, const QStringList &labels, double width)
{
    for (const QString &label : labels)
        if (metrics.horizontalAdvance(label) <= width)
            return label;
    return {};
}
} // namespace

std::vector<MemoryBar::Part> MemoryBar::parts() const
{
    const QRectF bar = QRectF(rect()).adjusted(1, 1, -1, -1);
    const double total = std::max(m_params.hbmGb, m_figures.memoryUsedGb);
    const double scale = bar.width() / std::max(total, 1e-12);
    const double free = m_figures.memoryFreeGb;
    const QString base = format::gigabytes(m_params.baseGb);
    const QString kv = format::gigabytes(m_params.kvGb);
    const QString pool = format::gigabytes(m_params.poolGb);
    const QString freeGb = format::gigabytes(free);
    const struct
    {
        double gb;
        QColor color;
        QStringList labels; // longest first
    } segments[] = {
        {m_params.baseGb, QColor(0x4c, 0x6a, 0x92), {tr("base %1").arg(base), base}},
        {m_params.kvGb, QColor(0x7f, 0x9c, 0xc0), {tr("KV %1").arg(kv), kv}},
        {m_params.poolGb,
         QColor(0xe6, 0x9f, 0x00),
         {tr("pool %1 · %2 adapters").arg(pool, format::adapters(double(m_figures.poolCapacity))),
          tr("pool %1").arg(pool), pool}},
        {free, palette().color(QPalette::Base).darker(108), {tr("free %1").arg(freeGb), freeGb}},
    };
    const QFontMetrics metrics = fontMetrics();
    // Beyond the GPU's capacity the overflow is drawn over the parts: a label fits what is left in view.
    const double edge = bar.left() + m_params.hbmGb * scale;
    std::vector<Part> result;
    double x = bar.left();
    for (const auto &segment : segments) {
        const double width = segment.gb * scale;
        if (width <= 0)
            continue;
        const double visible = m_figures.memoryFits ? width : std::max(0.0, std::min(x + width, edge) - x);
        result.push_back({QRectF(x, bar.top(), width, bar.height()), segment.color,
                          fitting(metrics, segment.labels, visible - 8),
                          QRectF(x + 4, bar.top(), visible - 8, bar.height())});
        x += width;
    }
    return result;
}

QRectF MemoryBar::overflow() const
{
    if (m_figures.memoryFits)
        return {};
    const QRectF bar = QRectF(rect()).adjusted(1, 1, -1, -1);
    const double total = std::max(m_params.hbmGb, m_figures.memoryUsedGb);
    const double edge = bar.left() + m_params.hbmGb * bar.width() / std::max(total, 1e-12);
    return {edge, bar.top(), bar.right() - edge, bar.height()};
}

QFont MemoryBar::overflowFont() const
{
    QFont bold = font();
    bold.setBold(true);
    return bold;
}

QString MemoryBar::overflowLabel() const
{
    const QString over = format::gigabytes(m_figures.memoryOverGb);
    return fitting(QFontMetrics(overflowFont()), {tr("over by %1").arg(over), over}, overflow().width() - 6);
}

QList<MemoryBar::Label> MemoryBar::shownLabels() const
{
    QList<Label> labels;
    for (const Part &part : parts())
        if (!part.label.isEmpty())
            labels.append({part.label, part.labelArea, font(), textColorOn(part.color), part.color});
    if (!m_figures.memoryFits && !overflowLabel().isEmpty())
        labels.append(
            {overflowLabel(), overflow().adjusted(3, 0, -3, 0), overflowFont(), Qt::white, QColor()});
    return labels;
}

void MemoryBar::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF bar = QRectF(rect()).adjusted(1, 1, -1, -1);
    for (const Part &part : parts()) {
        painter.fillRect(part.rect, part.color);
        painter.setPen(QPen(palette().color(QPalette::Window), 1));
        painter.drawLine(part.rect.topRight(), part.rect.bottomRight());
        painter.setPen(textColorOn(part.color)); // by contrast: white on amber was 2.1:1
        if (!part.label.isEmpty())
            painter.drawText(part.labelArea, Qt::AlignVCenter | Qt::AlignLeft, part.label);
    }
    if (!m_figures.memoryFits) {
        // Everything beyond the GPU's capacity: hatched red, with the line where the GPU ends.
        const QRectF over = overflow();
        const QColor red = ChartStyle::light().warning;
        QColor translucent = red;
        translucent.setAlpha(200);
        painter.fillRect(over, translucent);
        painter.fillRect(over, QBrush(Qt::white, Qt::BDiagPattern));
        painter.setPen(QPen(red, 3));
        painter.drawLine(QPointF(over.left(), bar.top() - 1), QPointF(over.left(), bar.bottom() + 1));
        painter.setPen(Qt::white);
        painter.setFont(overflowFont());
        painter.drawText(over.adjusted(3, 0, -3, 0), Qt::AlignCenter, overflowLabel());
    }
    painter.setPen(QPen(palette().color(QPalette::WindowText), 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(bar, 3, 3);
}

} // namespace lorafleet
