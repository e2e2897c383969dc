// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <vector>

class QGridLayout;

namespace lorafleet {

class Chart;

// The charts on one board: all of them two by two, or (presenting) one big chart or two side by
// side, stepping through them.
class ChartBoard : public QWidget
{
    Q_OBJECT

public:
    enum class Arrangement { Grid, Single, Pair };

    explicit ChartBoard(std::vector<Chart *> charts, QWidget *parent = nullptr);

    void setArrangement(Arrangement arrangement);
    Arrangement arrangement() const { return m_arrangement; }
    // The first chart shown when not all are (from 0).
    void setCurrent(int index);
    int current() const { return m_current; }
    void showNext() { setCurrent(m_current + 1); }
    void showPrevious() { setCurrent(m_current - 1); }
    // The charts shown now, in order.
    std::vector<Chart *> shownCharts() const;
    const std::vector<Chart *> &allCharts() const { return m_charts; }

private:
    void rearrange();

    std::vector<Chart *> m_charts;
    QGridLayout *m_grid = nullptr;
    Arrangement m_arrangement = Arrangement::Grid;
    int m_current = 0;
};

} // namespace lorafleet
