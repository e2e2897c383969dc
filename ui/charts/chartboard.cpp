// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/chartboard.h"

#include "charts/chart.h"

#include <QGridLayout>

namespace lorafleet {

ChartBoard::ChartBoard(std::vector<Chart *> charts, QWidget *parent)
    : QWidget(parent)
    , m_charts(std::move(charts))
    , m_grid(new QGridLayout(this))
{
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setSpacing(6);
    rearrange();
}

void ChartBoard::setArrangement(Arrangement arrangement)
{
    if (arrangement == m_arrangement)
        return;
    m_arrangement = arrangement;
    rearrange();
}

void ChartBoard::setCurrent(int index)
{
    const int count = int(m_charts.size());
    const int wrapped = ((index % count) + count) % count;
    if (wrapped == m_current)
        return;
    m_current = wrapped;
    rearrange();
}

std::vector<Chart *> ChartBoard::shownCharts() const
{
    switch (m_arrangement) {
    case Arrangement::Grid:
        return m_charts;
    case Arrangement::Single:
        return {m_charts[std::size_t(m_current)]};
    case Arrangement::Pair:
        return {m_charts[std::size_t(m_current)], m_charts[(std::size_t(m_current) + 1) % m_charts.size()]};
    }
    return {};
}

void ChartBoard::rearrange()
{
    for (Chart *chart : m_charts) {
        m_grid->removeWidget(chart);
        chart->hide();
    }
    for (int i = 0; i < m_grid->columnCount(); ++i)
        m_grid->setColumnStretch(i, 0);
    for (int i = 0; i < m_grid->rowCount(); ++i)
        m_grid->setRowStretch(i, 0);
    const std::vector<Chart *> shown = shownCharts();
    if (m_arrangement != Arrangement::Grid) {
        for (std::size_t i = 0; i < shown.size(); ++i) {
            m_grid->addWidget(shown[i], 0, int(i));
            m_grid->setColumnStretch(int(i), 1);
            shown[i]->show();
        }
        m_grid->setRowStretch(0, 1);
        return;
    }
    // Two rows: the first holds the larger half, the rest share the second row's width equally. The
    // grid has as many columns as both rows' counts multiplied, so that each row divides it evenly.
    const int count = int(shown.size());
    const int bottom = count / 2;
    const int top = count - bottom;
    const int columns = bottom > 0 ? top * bottom : top;
    for (int i = 0; i < count; ++i) {
        const bool first = i < top;
        const int span = columns / (first ? top : bottom);
        const int column = (first ? i : i - top) * span;
        m_grid->addWidget(shown[std::size_t(i)], first ? 0 : 1, column, 1, span);
        shown[std::size_t(i)]->show();
    }
    for (int column = 0; column < columns; ++column)
        m_grid->setColumnStretch(column, 1);
    m_grid->setRowStretch(0, 1);
    m_grid->setRowStretch(1, bottom > 0 ? 1 : 0);
}

} // namespace lorafleet
