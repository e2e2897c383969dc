// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/evaluation.h"

#include <QFrame>

class QGridLayout;
class QLabel;
class QPushButton;

namespace lorafleet {

class FigureLabel;
class FittedLabel;
class MemoryBar;

// The verdict in plain words, the key figures and dollars, and the GPU's memory.
class SummaryPanel : public QFrame
{
    Q_OBJECT

public:
    explicit SummaryPanel(QWidget *parent = nullptr);

    void showEvaluation(const Evaluation &evaluation);
    // Presenting: the verdict and the dollars as a large headline; roomScale times larger than on a
    // 1280x720 screen (PresentationMode::roomScale).
    void setPresentation(bool presenting, double roomScale = 1);

    // The whole wording of each line (what shows may be a shorter form of it that keeps every figure).
    // The headline is the operating rule's plan, its GPUs and its cost; the rule's own headline and its
    // detail follow it.
    QString planHeadline() const;
    QString verdictHeadline() const;
    QString verdictDetail() const;
    QString memoryWarning() const;
    // Which model drew the figures, and its per-GPU figures (capacities, batch, pool hit rate), in full.
    QString modelLine() const;
    // What both fleets cost while the catalog grows over the horizon, in full.
    QString growthLine() const;
    // Every figure's text, for tests and reports: caption → value.
    QList<QPair<QString, QString>> figureTexts() const;
    // Every line whose wording fits itself to the width (verdict, tile details, model and growth lines).
    QList<FittedLabel *> fittedLines() const;
    MemoryBar *memoryBar() const { return m_memory; }
    QPushButton *bridgeLink() const { return m_bridgeLink; }

Q_SIGNALS:
    // "Why do the models differ?" was clicked: the window shows the bridge between the two models.
    void bridgeRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void styleBridgeLink();
    struct Tile
    {
        QLabel *caption;
        FigureLabel *value;
        FittedLabel *detail;
    };
    Tile addTile(QGridLayout *grid, int column, const QString &caption, const QString &tooltip);
    void showMoney(const Figures &f, const FigureBands &bands, bool fits);
    void showTileDetails(const Params &params, const Figures &f);
    void showModelAndGrowth(const Params &params, const Figures &f, const FigureBands &bands,
                            const CumulativeCost &growth);
    void setColumnShares();
    void setShrinkableFigures();
    static void holdCaptionHeight(QLabel *caption, int lines);

    FittedLabel *m_headline = nullptr; // one line: the verdict, or that the setup does not fit
    FittedLabel *m_detail = nullptr; // two lines
    QString m_verdictHeadline;
    QString m_verdictDetail;
    QString m_plan;
    QPushButton *m_bridgeLink = nullptr;
    QString m_memoryWarning;
    FittedLabel *m_modelLabel = nullptr;
    FittedLabel *m_growthLabel = nullptr;
    Tile m_advantage{};
    Tile m_pool{};
    Tile m_overhead{};
    Tile m_multiplexed{};
    Tile m_dedicated{};
    Tile m_savings{};
    MemoryBar *m_memory = nullptr;
    QGridLayout *m_tiles = nullptr;
    QFont m_baseFont;
    bool m_presenting = false;
    bool m_banded = false; // engine model: the money reads as ranges, wider than a point
    bool m_planSplits = false; // the first money tile is the plan, not the multiplexed fleet
};

} // namespace lorafleet
