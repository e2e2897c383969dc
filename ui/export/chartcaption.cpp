// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/chartcaption.h"

#include "charts/chartstyle.h"
#include "text/format.h"
#include "text/modeltexts.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

namespace lorafleet {

ChartCaption ChartCaption::of(const Params &params, const Figures &figures)
{
    ChartCaption caption;
    if (!figures.memoryFits || figures.verdict == Verdict::DoesNotFit)
        caption.warning =
            tr("Does not fit in GPU memory: over by %1 · ").arg(format::gigabytes(figures.memoryOverGb));
    caption.scenario =
        tr("GPU %1 · K = %2 · s = %3 · batch %4 · pool %5 · %6/h · %7 · model output, not a measurement")
            .arg(format::gigabytes(params.hbmGb), format::adapters(double(params.adapters)),
                 format::skew(params.skew), format::adapters(double(params.batch)),
                 format::gigabytes(params.poolGb),
                 QStringLiteral("$") + QLocale().toString(params.gpuPricePerHour, 'f', 2),
                 ModelTexts::modelName(figures.model));
    return caption;
}

void paintCaption(QPainter &painter, const QRectF &strip, const ChartCaption &caption,
                  const ChartStyle &style)
{
    painter.save();
    QFont font = painter.font();
    font.setPointSizeF(8);
    font.setBold(false);
    painter.setFont(font);
    const QFontMetricsF metrics(font, painter.device());
    const QRectF area = strip.adjusted(8, 0, -8, 0);
    const QString warning = metrics.elidedText(caption.warning, Qt::ElideRight, area.width());
    const double warningWidth = caption.warning.isEmpty() ? 0 : metrics.horizontalAdvance(warning);
    const QString rest = metrics.elidedText(caption.scenario, Qt::ElideRight, area.width() - warningWidth);
    const int flags = int(Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine);
    if (!caption.warning.isEmpty()) {
        painter.setPen(style.warning);
        painter.drawText(QRectF(area.left(), area.top(), warningWidth, area.height()), flags, warning);
    }
    painter.setPen(style.muted);
    painter.drawText(
        QRectF(area.left() + warningWidth, area.top(), area.width() - warningWidth, area.height()), flags,
        rest);
    painter.restore();
}

} // namespace lorafleet
