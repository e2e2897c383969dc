// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/axistitle.h"

#include <qcustomplot.h>

namespace lorafleet {

namespace {
const QString kWordingsName = QStringLiteral("axisTitleWordings");

QStringList wordingsOf(const QCPAxis *axis)
{
    const QObject *held = axis->findChild<QObject *>(kWordingsName, Qt::FindDirectChildrenOnly);
    return held ? held->property("wordings").toStringList() : QStringList();
}

void chooseWording(QCPAxis *axis)
{
    const QStringList wordings = wordingsOf(axis);
    if (wordings.isEmpty() || !axis->axisRect())
        return;
    const QRect rect = axis->axisRect()->rect();
    const int length = axis->orientation() == Qt::Vertical ? rect.height() : rect.width();
    const QFontMetrics metrics(axis->labelFont());
    QString chosen = wordings.back();
    for (const QString &wording : wordings)
        if (metrics.horizontalAdvance(wording) <= length) {
            chosen = wording;
            break;
        }
    if (chosen != axis->label())
        axis->setLabel(chosen);
}
} // namespace

void fitAxisTitle(QCPAxis *axis, const QStringList &wordings)
{
    QObject *held = axis->findChild<QObject *>(kWordingsName, Qt::FindDirectChildrenOnly);
    if (!held) {
        held = new QObject(axis);
        held->setObjectName(kWordingsName);
        // After the layout has sized the axis and before anything is drawn: a vertical title's length
        // does not change the margins the layout chose.
        QObject::connect(axis->parentPlot(), &QCustomPlot::afterLayout, held,
                         [axis] { chooseWording(axis); });
    }
    held->setProperty("wordings", wordings);
    axis->setLabel(wordings.value(0));
    chooseWording(axis);
}

} // namespace lorafleet
