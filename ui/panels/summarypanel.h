#pragma once

#include "fleetcost.h"
#include "fleetmodel.h"

#include <QFrame>

class QGridLayout;
class QLabel;

namespace lorafleet {

class MemoryBar;

// The verdict in plain words, the key figures and dollars, and the GPU's memory.
class SummaryPanel : public QFrame
{
    Q_OBJECT

public:
    explicit SummaryPanel(QWidget *parent = nullptr);

    // growth: what both fleets cost over the catalog-growth horizon.
    void showFigures(const Params &params, const Figures &figures, const CumulativeCost &growth);
    // Presenting: the verdict and the dollars as a large headline.
    void setPresentation(bool presenting);

    QString verdictHeadline() const;
    QString verdictDetail() const;
    QString memoryWarning() const;
    // Which model drew the figures, and its per-GPU figures (capacities, batch, pool hit rate), in full.
    QString modelLine() const { return m_modelText; }
    // What both fleets cost while the catalog grows over the horizon, in full.
    QString growthLine() const { return m_growthText; }
    // Every figure's text, for tests and reports: caption → value.
    QList<QPair<QString, QString>> figureTexts() const;
    MemoryBar *memoryBar() const { return m_memory; }

private:
    struct Tile
    {
        QLabel *caption;
        QLabel *value;
        QLabel *detail;
    };
    Tile addTile(QGridLayout *grid, int column, const QString &caption, const QString &tooltip);
    void setDetail(const Tile &tile, const QString &text);
    void elideLines();
    static void holdTwoLines(QLabel *label);
    void resizeEvent(QResizeEvent *event) override;

    QLabel *m_headline = nullptr;
    QLabel *m_detail = nullptr;
    QLabel *m_warning = nullptr;
    QLabel *m_modelLabel = nullptr; // one line, elided: its height never changes
    QString m_modelText;
    QLabel *m_growthLabel = nullptr; // one line, elided, as the model's
    QString m_growthText;
    Tile m_advantage{};
    Tile m_pool{};
    Tile m_overhead{};
    Tile m_multiplexed{};
    Tile m_dedicated{};
    Tile m_savings{};
    MemoryBar *m_memory = nullptr;
    QGridLayout *m_tiles = nullptr;
    QFont m_baseFont;
};

} // namespace lorafleet
