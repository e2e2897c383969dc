// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/skewgraphs.h"

#include "charts/chart.h"
#include "text/format.h"
#include "text/skewbands.h"

#include <qcustomplot.h>

namespace lorafleet {

bool SkewGraphs::show(const std::vector<SkewCurve> &curves, const Eigen::ArrayXd &keys,
                      bool onlyCurrentChanged)
{
    const SkewBands named(curves);
    bool visibilityChanged = false;
    QVector<double> x;
    for (std::size_t i = 0; i < bands.size(); ++i) {
        QCPGraph *graph = bands[i];
        const bool used = named.shown(i);
        visibilityChanged |= graph->visible() != used;
        graph->setVisible(used);
        if (onlyCurrentChanged && !visibilityChanged)
            continue;
        if (!used) {
            graph->data()->clear();
            continue;
        }
        if (x.isEmpty())
            x = toVector(keys);
        graph->setName(named.name(i, format::skew(curves[i].skew)));
        graph->setData(x, toVector(curves[i].values), true);
    }
    current->setName(named.currentName(format::skew(curves.back().skew)));
    current->setData(toVector(keys), toVector(curves.back().values), true);
    return visibilityChanged || !onlyCurrentChanged;
}

void SkewGraphs::restyle(const ChartStyle &style) const
{
    for (std::size_t i = 0; i < bands.size(); ++i)
        bands[i]->setPen(QPen(style.bandColor(i), style.lineWidth));
    current->setPen(QPen(style.foreground, style.currentLineWidth));
}

std::vector<QCPGraph *> SkewGraphs::legendOrder() const
{
    std::vector<QCPGraph *> order{current};
    order.insert(order.end(), bands.begin(), bands.end());
    return order;
}

} // namespace lorafleet
