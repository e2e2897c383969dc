#pragma once

#include <QWidget>

#include <array>

class QGridLayout;

namespace lorafleet {

class Chart;

// The four charts on one board: all four in a 2 x 2 grid, or (presenting) one big chart or two
// side by side, stepping through them.
class ChartBoard : public QWidget
{
    Q_OBJECT

public:
    enum class Arrangement { Grid, Single, Pair };

    ChartBoard(const std::array<Chart *, 4> &charts, QWidget *parent = nullptr);

    void setArrangement(Arrangement arrangement);
    Arrangement arrangement() const { return m_arrangement; }
    // The first chart shown when not all four are (0..3).
    void setCurrent(int index);
    int current() const { return m_current; }
    void showNext() { setCurrent(m_current + 1); }
    void showPrevious() { setCurrent(m_current + 3); }
    // The charts shown now, in order.
    std::vector<Chart *> shownCharts() const;

private:
    void rearrange();

    std::array<Chart *, 4> m_charts;
    QGridLayout *m_grid = nullptr;
    Arrangement m_arrangement = Arrangement::Grid;
    int m_current = 0;
};

} // namespace lorafleet
