#include "summarypanel.h"

#include "format.h"
#include "memorybar.h"
#include "modeltexts.h"
#include "verdict.h"

#include <QGridLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QVBoxLayout>

namespace lorafleet {

namespace {
QFont scaledFont(const QFont &base, double factor, bool bold)
{
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * factor);
    font.setBold(bold);
    return font;
}
} // namespace

SummaryPanel::SummaryPanel(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("summaryPanel"));
    m_baseFont = font();
    setFrameShape(QFrame::StyledPanel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 8, 12, 8);
    layout->setSpacing(4);

    m_headline = new QLabel;
    m_headline->setObjectName(QStringLiteral("verdict"));
    m_headline->setFont(scaledFont(font(), 1.45, true));
    m_headline->setWordWrap(true);
    m_headline->setToolTip(
        tr("The operating rule of the model: multiplex, and when to grow the pool or dedicate "
           "the busiest adapters."));
    layout->addWidget(m_headline);
    m_detail = new QLabel;
    m_detail->setWordWrap(true);
    m_detail->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    holdTwoLines(m_detail);
    layout->addWidget(m_detail);
    m_warning = new QLabel;
    m_warning->setObjectName(QStringLiteral("memoryWarning"));
    m_warning->setWordWrap(true);
    m_warning->setStyleSheet(QStringLiteral("color: #c62828; font-weight: bold;"));
    layout->addWidget(m_warning);

    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(18);
    grid->setVerticalSpacing(0);
    m_advantage = addTile(
        grid, 0, tr("Fleet advantage"),
        tr("How many dedicated GPUs one multiplexed GPU replaces: dedicated GPUs ÷ multiplexed GPUs."));
    m_pool = addTile(
        grid, 1, tr("Pool holds"),
        tr("The pool-fit boundary: how many adapters fit in the memory reserved for the adapter pool."));
    m_overhead =
        addTile(grid, 2, tr("Overhead per token"),
                tr("Extra time per decoded token from multiplexing: re-reading resident adapters (re-stream) "
                   "plus fetching the others over the host link."));
    m_multiplexed =
        addTile(grid, 3, tr("Multiplexed"),
                tr("GPUs needed when one base model serves every adapter, and what they cost per month."));
    m_dedicated = addTile(
        grid, 4, tr("Dedicated"),
        tr("GPUs needed with one GPU per adapter (each at least one GPU), and what they cost per month."));
    m_savings = addTile(grid, 5, tr("Savings"),
                        tr("What multiplexing saves against dedicated GPUs, per month and per year."));
    for (int column = 0; column < 6; ++column)
        grid->setColumnStretch(column, 1);
    m_tiles = grid;
    layout->addLayout(grid);

    m_modelLabel = new QLabel;
    m_modelLabel->setObjectName(QStringLiteral("modelLine"));
    m_modelLabel->setWordWrap(false);
    m_modelLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_modelLabel->setForegroundRole(QPalette::PlaceholderText);
    m_modelLabel->setToolTip(
        tr("Which model drew the figures (Model: Paper or Engine, above the sliders) and what one GPU "
           "serves: requests per GPU-month multiplexed and dedicated, after every overhead."));
    layout->addWidget(m_modelLabel);
    m_growthLabel = new QLabel;
    m_growthLabel->setObjectName(QStringLiteral("growthLine"));
    m_growthLabel->setWordWrap(false);
    m_growthLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_growthLabel->setForegroundRole(QPalette::PlaceholderText);
    m_growthLabel->setToolTip(
        tr("What each fleet costs in total while the catalog grows from its start to its size at the end of "
           "the horizon (the catalog-growth chart), week by week at the current price."));
    layout->addWidget(m_growthLabel);

    m_memory = new MemoryBar;
    m_memory->setObjectName(QStringLiteral("memoryBar"));
    layout->addWidget(m_memory);
}

// The verdict's explanation runs one or two lines as the scenario changes: two are always held, so the
// charts below never move during a drag.
void SummaryPanel::holdTwoLines(QLabel *label)
{
    label->setFixedHeight(2 * label->fontMetrics().lineSpacing());
}

SummaryPanel::Tile SummaryPanel::addTile(QGridLayout *grid, int column, const QString &caption,
                                         const QString &tooltip)
{
    Tile tile{new QLabel(caption), new QLabel, new QLabel};
    tile.caption->setFont(scaledFont(font(), 0.9, false));
    tile.caption->setForegroundRole(QPalette::PlaceholderText);
    // A caption never changes, so wrapping it moves nothing during a drag; it lets presentation-size
    // tiles fit a 1280-pixel screen.
    tile.caption->setWordWrap(true);
    tile.value->setFont(scaledFont(font(), 1.6, true));
    tile.detail->setFont(scaledFont(font(), 0.9, false));
    // One line, elided to the column (the whole text in its tooltip): a figure never wraps apart from its
    // unit, so the summary keeps its height and no chart moves during a drag.
    tile.detail->setWordWrap(false);
    tile.detail->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    for (QLabel *label : {tile.caption, tile.value, tile.detail}) {
        label->setToolTip(tooltip);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    tile.value->setAccessibleDescription(tooltip);
    grid->addWidget(tile.caption, 0, column);
    grid->addWidget(tile.value, 1, column);
    grid->addWidget(tile.detail, 2, column, Qt::AlignTop);
    return tile;
}

void SummaryPanel::showFigures(const Params &params, const Figures &f, const CumulativeCost &growth)
{
    const VerdictText verdict = verdictText(params, f);
    m_headline->setText(verdict.headline);
    m_detail->setText(verdict.detail);
    m_warning->setText(verdict.warning);
    m_warning->setVisible(!verdict.warning.isEmpty());

    m_advantage.value->setText(format::multiple(f.fleetAdvantage));
    // The popularity in use: Zipf's skew, or the log's own shares (popularity = empirical).
    setDetail(m_advantage,
              params.popularity.kind == PopularityKind::Empirical
                  ? tr("at K = %1, the log's own shares").arg(format::adapters(double(params.adapters)))
                  : tr("at K = %1, s = %2")
                        .arg(format::adapters(double(params.adapters)), format::skew(params.skew)));
    m_pool.value->setText(format::adapters(double(f.poolCapacity)));
    setDetail(m_pool, tr("adapters of %1").arg(format::gigabytes(params.adapterGb)));
    m_overhead.value->setText(format::percent(f.overhead.total()));
    const bool engine = f.model == ModelKind::Engine;
    setDetail(m_overhead,
              engine ? tr("fixed %1 · re-stream %2 · host-link %3")
                           .arg(format::percent(f.overhead.fixed), format::percent(f.overhead.restream),
                                format::percent(f.overhead.hostlink)) +
                      (f.overhead.memory > 0 ? tr(" · memory %1").arg(format::percent(f.overhead.memory))
                                             : QString())
                     : tr("re-stream %1 · host-link %2")
                           .arg(format::percent(f.overhead.restream), format::percent(f.overhead.hostlink)));
    const QString perGpu =
        tr("per GPU %1 requests/month multiplexed, %2 dedicated")
            .arg(format::compact(f.gpuCapacityMultiplexed), format::compact(f.gpuCapacityDedicated));
    m_modelText = engine ? tr("Engine model · pool hit rate %1 · effective batch %2 of %3 · %4")
                               .arg(format::percent(f.poolHitRate, 1), format::number(f.batchEffective, 4),
                                    format::adapters(double(params.batch)), perGpu)
                         : tr("Paper model · %1").arg(perGpu);
    m_growthText = tr("Over %1 weeks of catalog growth (%2 to %3 adapters): multiplexed %4, dedicated %5, "
                      "saves %6")
                       .arg(format::number(growth.weeks, 3), format::adapters(double(params.catalogStart)),
                            format::adapters(double(catalogSizeAt(params, growth.weeks))),
                            format::money(growth.multiplexed), format::money(growth.dedicated),
                            format::money(growth.savings()));
    m_multiplexed.value->setText(format::moneyPerMonth(f.costMultiplexPerMonth));
    setDetail(m_multiplexed, format::gpus(f.gpusMultiplex));
    m_dedicated.value->setText(format::moneyPerMonth(f.costDedicatedPerMonth));
    setDetail(m_dedicated, format::gpus(f.gpusDedicated));
    m_savings.value->setText(format::moneyPerMonth(f.savingsPerMonth));
    setDetail(m_savings, tr("%1 per year").arg(format::money(f.savingsPerYear)));
    m_savings.value->setStyleSheet(f.savingsPerMonth < 0 ? QStringLiteral("color: #c62828;") : QString());
    m_memory->setMemory(params, f);
    elideLines();
}

void SummaryPanel::setDetail(const Tile &tile, const QString &text)
{
    tile.detail->setAccessibleName(text);
    tile.detail->setText(text);
}

void SummaryPanel::elideLines()
{
    for (const auto &[label, text] :
         {std::pair{m_modelLabel, &m_modelText}, {m_growthLabel, &m_growthText}}) {
        const QString shown =
            label->fontMetrics().elidedText(*text, Qt::ElideRight, std::max(40, label->width()));
        if (shown != label->text())
            label->setText(shown);
        label->setAccessibleName(*text);
    }
    for (const Tile *tile : {&m_advantage, &m_pool, &m_overhead, &m_multiplexed, &m_dedicated, &m_savings}) {
        QLabel *detail = tile->detail;
        // The whole text is kept in the accessible name (setDetail); what shows is what fits.
        const QString whole = detail->accessibleName();
        const QString shown =
            detail->fontMetrics().elidedText(whole, Qt::ElideRight, std::max(20, detail->width()));
        if (shown != detail->text())
            detail->setText(shown);
        detail->setToolTip(shown == whole ? tile->value->toolTip() : whole + u'\n' + tile->value->toolTip());
    }
}

void SummaryPanel::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    elideLines();
}

void SummaryPanel::setPresentation(bool presenting)
{
    const double scale = presenting ? 1.7 : 1.0;
    m_headline->setFont(scaledFont(m_baseFont, 1.45 * scale, true));
    m_detail->setFont(scaledFont(m_baseFont, scale, false));
    holdTwoLines(m_detail);
    m_warning->setFont(scaledFont(m_baseFont, scale, true));
    m_modelLabel->setFont(scaledFont(m_baseFont, scale, false));
    m_growthLabel->setFont(scaledFont(m_baseFont, scale, false));
    for (const Tile *tile : {&m_advantage, &m_pool, &m_overhead, &m_multiplexed, &m_dedicated, &m_savings}) {
        tile->caption->setFont(scaledFont(m_baseFont, 0.9 * scale, false));
        tile->value->setFont(scaledFont(m_baseFont, 1.6 * scale, true));
        tile->detail->setFont(scaledFont(m_baseFont, 0.9 * scale, false));
    }
    // The headline keeps what the room needs: the advantage, overhead and the money.
    for (QLabel *label : {m_pool.caption, m_pool.value, m_pool.detail})
        label->setVisible(!presenting);
    m_tiles->setColumnStretch(1, presenting ? 0 : 1); // a hidden column must not keep its share of the width
    // Presentation-size figures beside presentation-size sliders still fit 1280 pixels.
    m_tiles->setHorizontalSpacing(presenting ? 8 : 18);
    m_memory->setVisible(!presenting || !m_warning->text().isEmpty());
    elideLines();
}

QString SummaryPanel::verdictHeadline() const
{
    return m_headline->text();
}

QString SummaryPanel::verdictDetail() const
{
    return m_detail->text();
}

QString SummaryPanel::memoryWarning() const
{
    return m_warning->text();
}

QList<QPair<QString, QString>> SummaryPanel::figureTexts() const
{
    QList<QPair<QString, QString>> texts;
    for (const Tile *tile : {&m_advantage, &m_pool, &m_overhead, &m_multiplexed, &m_dedicated, &m_savings})
        texts.append({tile->caption->text(),
                      tile->value->text() + QStringLiteral(" (") + tile->detail->accessibleName() + u')'});
    return texts;
}

} // namespace lorafleet
