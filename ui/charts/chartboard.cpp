#include "chartboard.h"

#include "chart.h"

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
    for (std::size_t i = 0; i < shown.size(); ++i) {
        const int row = m_arrangement == Arrangement::Grid ? int(i / 2) : 0;
        const int column = m_arrangement == Arrangement::Grid ? int(i % 2) : int(i);
        m_grid->addWidget(shown[i], row, column);
        m_grid->setColumnStretch(column, 1);
        m_grid->setRowStretch(row, 1);
        shown[i]->show();
    }
}

} // namespace lorafleet
