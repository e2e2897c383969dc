// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/summarypanel.h"

#include "charts/chartstyle.h"
#include "panels/figurelabel.h"
#include "panels/fittedlabel.h"
#include "panels/memorybar.h"
#include "text/format.h"
#include "text/modeltexts.h"
#include "text/verdict.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

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

    // Every line below holds a fixed number of lines and shortens its wording, never its figures, to
    // fit: the summary keeps its height whatever the scenario, so no chart moves during a drag.
    m_headline = new FittedLabel(1);
    m_headline->setObjectName(QStringLiteral("verdict"));
    m_headline->setFont(scaledFont(font(), 1.45, true));
    m_headline->setExplanation(
        tr("The operating rule of the model: multiplex, and when to grow the pool or dedicate "
           "the busiest adapters."));
    layout->addWidget(m_headline);
    m_detail = new FittedLabel(2);
    layout->addWidget(m_detail);

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
    m_overhead.detail->setObjectName(QStringLiteral("overheadDetail"));
    m_multiplexed =
        addTile(grid, 3, tr("Multiplexed"),
                tr("GPUs needed when one base model serves every adapter, and what they cost per month."));
    m_dedicated = addTile(
        grid, 4, tr("Dedicated"),
        tr("GPUs needed with one GPU per adapter (each at least one GPU), and what they cost per month."));
    m_savings = addTile(grid, 5, tr("Savings"),
                        tr("What the plan saves against dedicated GPUs, per month and per year."));
    m_tiles = grid;
    setColumnShares();
    layout->addLayout(grid);

    m_modelLabel = new FittedLabel(1);
    m_modelLabel->setObjectName(QStringLiteral("modelLine"));
    m_modelLabel->setForegroundRole(QPalette::PlaceholderText);
    m_modelLabel->setExplanation(
        tr("Which model drew the figures (Model: Paper or Engine, above the sliders) and what one GPU "
           "serves: requests per GPU-month multiplexed and dedicated, after every overhead."));
    // The model line and, beside it, the way to the bridge between the two models' costs.
    auto *modelRow = new QHBoxLayout;
    modelRow->setSpacing(12);
    modelRow->addWidget(m_modelLabel, 1);
    // A flat button that reads as a link: a keyboard reaches it, and its text is always whole.
    m_bridgeLink = new QPushButton(tr("Why do the models differ?"));
    m_bridgeLink->setObjectName(QStringLiteral("bridgeLink"));
    m_bridgeLink->setFlat(true);
    m_bridgeLink->setCursor(Qt::PointingHandCursor);
    styleBridgeLink();
    m_bridgeLink->setToolTip(
        tr("From the paper's monthly cost to the engine model's, one step per assumption"));
    connect(m_bridgeLink, &QPushButton::clicked, this, &SummaryPanel::bridgeRequested);
    modelRow->addWidget(m_bridgeLink, 0, Qt::AlignRight);
    layout->addLayout(modelRow);
    m_growthLabel = new FittedLabel(1);
    m_growthLabel->setObjectName(QStringLiteral("growthLine"));
    m_growthLabel->setForegroundRole(QPalette::PlaceholderText);
    m_growthLabel->setExplanation(
        tr("What each fleet costs in total while the catalog grows from its start to its size at the end of "
           "the horizon (the catalog-growth chart), week by week at the current price."));
    layout->addWidget(m_growthLabel);

    m_memory = new MemoryBar;
    m_memory->setObjectName(QStringLiteral("memoryBar"));
    layout->addWidget(m_memory);
}

// A caption's lines are held whether it wraps or not, so that a column's width, which follows its figure,
// never changes the summary's height.
void SummaryPanel::holdCaptionHeight(QLabel *caption, int lines)
{
    caption->setFixedHeight(lines * caption->fontMetrics().lineSpacing());
}

// The columns share the width by what their details need: the overhead's breakdown is the longest.
void SummaryPanel::setColumnShares()
{
    // Presenting, the money's figures take most of the width and what is left goes to the details that
    // wrap (K and s, the overhead's parts); the pool's column is hidden and must not keep a share. The
    // engine model's money reads as ranges, which take more of it.
    static constexpr int shares[] = {4, 3, 6, 3, 3, 3};
    static constexpr int bandedShares[] = {4, 3, 6, 5, 5, 5};
    static constexpr int presentingShares[] = {1, 0, 1, 0, 0, 0};
    for (int column = 0; column < 6; ++column)
        m_tiles->setColumnStretch(column,
                                  m_presenting   ? presentingShares[column]
                                      : m_banded ? bandedShares[column]
                                                 : shares[column]);
}

// A figure may shrink its font to fit its column presenting, and in the engine model the money's
// ranges may, so that the details beside them keep their words.
void SummaryPanel::setShrinkableFigures()
{
    for (const Tile *tile : {&m_advantage, &m_pool, &m_overhead, &m_multiplexed, &m_dedicated, &m_savings}) {
        const bool money = tile == &m_multiplexed || tile == &m_dedicated || tile == &m_savings;
        tile->value->setShrinkable(m_presenting || (money && m_banded));
    }
}

SummaryPanel::Tile SummaryPanel::addTile(QGridLayout *grid, int column, const QString &caption,
                                         const QString &tooltip)
{
    Tile tile{new QLabel(caption), new FigureLabel, new FittedLabel(1)};
    tile.caption->setFont(scaledFont(font(), 0.9, false));
    tile.caption->setForegroundRole(QPalette::PlaceholderText);
    // A caption never changes, so wrapping it moves nothing during a drag; it lets presentation-size
    // tiles fit a 1280-pixel screen.
    tile.caption->setWordWrap(true);
    tile.caption->setAlignment(Qt::AlignLeft | Qt::AlignBottom);
    holdCaptionHeight(tile.caption, 1);
    tile.value->setFigureFont(scaledFont(font(), 1.6, true));
    tile.detail->setFont(scaledFont(font(), 0.9, false));
    for (QLabel *label : {tile.caption, static_cast<QLabel *>(tile.value)})
        label->setToolTip(tooltip);
    tile.detail->setExplanation(tooltip);
    for (QLabel *label :
         {tile.caption, static_cast<QLabel *>(tile.value), static_cast<QLabel *>(tile.detail)})
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    tile.value->setAccessibleDescription(tooltip);
    grid->addWidget(tile.caption, 0, column);
    grid->addWidget(tile.value, 1, column);
    grid->addWidget(tile.detail, 2, column, Qt::AlignTop);
    return tile;
}

void SummaryPanel::showEvaluation(const Evaluation &evaluation)
{
    const Params &params = evaluation.params;
    const Figures &f = evaluation.figures;
    const CumulativeCost &growth = evaluation.cumulative;
    const VerdictText verdict = verdictText(params, f);
    m_verdictHeadline = verdict.headline;
    m_plan = verdict.plan;
    m_memoryWarning = verdict.warning;
    // A setup that does not fit on the GPU says so in red in the headline's place, with the figures
    // (the verdict's own headline says no more): the summary keeps its lines.
    const bool fits = verdict.warning.isEmpty();
    m_headline->setForms(
        fits ? QStringList{verdict.plan, verdict.briefPlan, verdict.tinyPlan, verdict.tersePlan}
             : QStringList{verdict.warning, verdict.briefWarning,
                           tr("Over by %1: needs %2 of %3")
                               .arg(format::gigabytes(f.memoryOverGb), format::gigabytes(f.memoryUsedGb),
                                    format::gigabytes(params.hbmGb))});
    const QString red = QStringLiteral("color: %1;").arg(ChartStyle::light().warning.name());
    m_headline->setStyleSheet(fits ? QString() : red);
    // What the plan means and what to do (the rule's own headline is the report's and eval's second
    // line; here the pool tile and the detail say it).
    m_detail->setForms({verdict.detail, verdict.briefDetail});

    m_advantage.value->setFigure(format::multiple(f.fleetAdvantage));
    m_pool.value->setFigure(format::adapters(double(f.poolCapacity)));
    m_overhead.value->setFigure(format::percent(f.overhead.total()));
    // The plan's money, as the headline prices it: the operating rule's fleet, which is the multiplexed
    // one unless adapters are dedicated. A setup that does not fit shows it in grey, "if it fit".
    const bool splits = f.planDedicates();
    if (splits != m_planSplits) {
        m_planSplits = splits;
        m_multiplexed.caption->setText(splits ? tr("Plan") : tr("Multiplexed"));
        m_multiplexed.caption->setToolTip(
            splits ? tr("The plan: the adapters above the break-even share on GPUs of their own, the rest "
                        "multiplexed; its GPUs and what they cost per month.")
                   : tr("GPUs needed when one base model serves every adapter, and what they cost per "
                        "month."));
    }
    const QString grey = QStringLiteral("color: %1;").arg(ChartStyle::light().muted.name());
    m_multiplexed.value->setStyleSheet(fits ? QString() : grey);
    m_savings.value->setStyleSheet(!fits ? grey : f.planSavingsPerMonth < 0 ? red : QString());
    showTileDetails(params, f);
    if (evaluation.bands.shown != m_banded) {
        m_banded = evaluation.bands.shown;
        setShrinkableFigures();
    }
    showMoney(f, evaluation.bands, fits);
    showModelAndGrowth(params, f, evaluation.bands, growth);
    m_memory->setMemory(params, f);
}

void SummaryPanel::showTileDetails(const Params &params, const Figures &f)
{
    const QString k = format::adapters(double(params.adapters));
    // The popularity in use: Zipf's skew, or the log's own shares (popularity = empirical).
    m_advantage.detail->setForms(
        params.popularity.kind == PopularityKind::Empirical
            ? QStringList{tr("at K = %1, the log's own shares").arg(k), tr("K = %1, the log's shares").arg(k)}
            : QStringList{tr("at K = %1, s = %2").arg(k, format::skew(params.skew)),
                          tr("K = %1, s = %2").arg(k, format::skew(params.skew))});
    m_pool.detail->setForms({tr("adapters of %1").arg(format::gigabytes(params.adapterGb)),
                             tr("%1 each").arg(format::gigabytes(params.adapterGb))});
    const QString fixed = format::percent(f.overhead.fixed);
    const QString restream = format::percent(f.overhead.restream);
    const QString hostlink = format::percent(f.overhead.hostlink);
    const QString memory = format::percent(f.overhead.memory);
    if (f.model == ModelKind::Engine) {
        const bool withMemory = f.overhead.memory > 0;
        // The last resort keeps the figures in the order of the tooltip's parts.
        QString figures = QStringLiteral("%1 + %2 + %3").arg(fixed, restream, hostlink);
        if (withMemory)
            figures += QStringLiteral(" + ") + memory;
        m_overhead.detail->setForms(
            {tr("fixed %1 · re-stream %2 · host-link %3").arg(fixed, restream, hostlink) +
                 (withMemory ? tr(" · memory %1").arg(memory) : QString()),
             tr("fixed %1 · re-stream %2 · link %3").arg(fixed, restream, hostlink) +
                 (withMemory ? tr(" · mem. %1").arg(memory) : QString()),
             figures});
    } else {
        m_overhead.detail->setForms({tr("re-stream %1 · host-link %2").arg(restream, hostlink),
                                     tr("re-stream %1 · link %2").arg(restream, hostlink),
                                     QStringLiteral("%1 + %2").arg(restream, hostlink)});
    }
}

// The GPUs and the money: the paper's exact figures, or the engine model's with the band its preset's
// held-out errors imply (the evaluation's bands: "$45k–$60k/mo").
void SummaryPanel::showMoney(const Figures &f, const FigureBands &bands, bool fits)
{
    QString planGpus;
    QString year;
    if (!bands.shown) {
        m_multiplexed.value->setFigure(format::moneyPerMonth(f.costHybridPerMonth));
        m_dedicated.value->setFigure(format::moneyPerMonth(f.costDedicatedPerMonth));
        m_savings.value->setFigure(format::moneyPerMonth(f.planSavingsPerMonth));
        planGpus = format::gpus(f.gpusHybrid);
        m_dedicated.detail->setForms({format::gpus(f.gpusDedicated)});
        year = format::money(f.planSavingsPerYear);
    } else {
        const auto money = [](const FigureRange &range) {
            return format::moneyRangePerMonth(range.low, range.high);
        };
        m_multiplexed.value->setFigure(money(bands.costHybridPerMonth));
        m_dedicated.value->setFigure(money(bands.costDedicatedPerMonth));
        m_savings.value->setFigure(money(bands.planSavingsPerMonth));
        const auto gpus = [](const FigureRange &range) { return format::gpusRange(range.low, range.high); };
        planGpus = gpus(bands.gpusHybrid);
        m_dedicated.detail->setForms({gpus(bands.gpusDedicated)});
        year = format::moneyRange(bands.planSavingsPerYear.low, bands.planSavingsPerYear.high);
    }
    if (fits) {
        m_multiplexed.detail->setForms({planGpus});
        m_savings.detail->setForms({tr("%1 per year").arg(year), tr("%1/yr").arg(year)});
    } else {
        // Grey says it in every form; the words go first when room is short, never the figures.
        m_multiplexed.detail->setForms({tr("%1 if it fit").arg(planGpus), planGpus});
        m_savings.detail->setForms({tr("if it fit: %1 per year").arg(year), tr("if it fit: %1/yr").arg(year),
                                    tr("%1/yr").arg(year)});
    }
}

void SummaryPanel::showModelAndGrowth(const Params &params, const Figures &f, const FigureBands &bands,
                                      const CumulativeCost &growth)
{
    const QString multiplexed = format::compact(f.gpuCapacityMultiplexed);
    const QString dedicated = format::compact(f.gpuCapacityDedicated);
    const QString perGpu =
        tr("per GPU %1 requests/month multiplexed, %2 dedicated").arg(multiplexed, dedicated);
    const QString perGpuBrief =
        tr("per GPU %1 req./mo multiplexed, %2 dedicated").arg(multiplexed, dedicated);
    // The last resort: multiplexed first, as in the other forms (the tooltip says so).
    const QString perGpuFigures = tr("per GPU %1 / %2 req./mo").arg(multiplexed, dedicated);
    if (f.model == ModelKind::Engine) {
        const QString hits = format::percent(f.poolHitRate, 1);
        const QString batch = format::number(f.batchEffective, 4);
        const QString nominal = format::adapters(double(params.batch));
        // The first token's wait, with its band: saturated it is the service alone (no queue bound).
        const QString ttft = format::millisecondsRange(bands.ttftMsP95.low, bands.ttftMsP95.high);
        const QString firstToken = f.replica.ttftQueueIncluded
            ? tr(" · TTFT p95 %1").arg(ttft)
            : tr(" · TTFT p95 %1 without queueing").arg(ttft);
        m_modelLabel->setForms(
            {tr("Engine model · pool hit rate %1 · effective batch %2 of %3 · %4")
                     .arg(hits, batch, nominal, perGpu) +
                 firstToken,
             tr("Engine model · pool hits %1 · batch %2 of %3 · %4").arg(hits, batch, nominal, perGpuBrief) +
                 tr(" · TTFT p95 %1").arg(ttft),
             tr("Engine · pool hits %1 · batch %2 of %3 · %4").arg(hits, batch, nominal, perGpuFigures) +
                 tr(" · TTFT p95 %1").arg(ttft),
             // Every figure still, in the fewest words (presenting, at 1280 pixels).
             tr("Engine · hits %1 · batch %2/%3 · %4 / %5 req./mo · TTFT p95 %6")
                 .arg(hits, batch, nominal, multiplexed, dedicated, ttft)});
    } else {
        m_modelLabel->setForms({tr("Paper model · %1").arg(perGpu), tr("Paper model · %1").arg(perGpuBrief),
                                tr("Paper model · %1").arg(perGpuFigures)});
    }
    const QString weeks = format::number(growth.weeks, 3);
    const QString from = format::adapters(double(params.catalogStart));
    const QString to = format::adapters(double(catalogSizeAt(params, growth.weeks)));
    const QString costs[] = {format::money(growth.multiplexed), format::money(growth.dedicated),
                             format::money(growth.savings())};
    m_growthLabel->setForms(
        {tr("Over %1 weeks of catalog growth (%2 to %3 adapters): multiplexed %4, dedicated %5, saves %6")
             .arg(weeks, from, to, costs[0], costs[1], costs[2]),
         tr("%1 weeks of growth (%2 to %3 adapters): multiplexed %4, dedicated %5, saves %6")
             .arg(weeks, from, to, costs[0], costs[1], costs[2]),
         tr("%1 weeks (%2 to %3 adapters): %4 vs %5, saves %6")
             .arg(weeks, from, to, costs[0], costs[1], costs[2])});
}

void SummaryPanel::setPresentation(bool presenting, double roomScale)
{
    const double room = presenting ? roomScale : 1.0;
    const double scale = presenting ? 1.7 * room : 1.0;
    // Presenting, the model line needs the whole width; the views' tabs lead to the bridge there.
    m_bridgeLink->setVisible(!presenting);
    m_headline->setFont(scaledFont(m_baseFont, 1.45 * scale, true));
    m_detail->setFont(scaledFont(m_baseFont, scale, false));
    m_modelLabel->setFont(scaledFont(m_baseFont, scale, false));
    m_growthLabel->setFont(scaledFont(m_baseFont, scale, false));
    // The tiles grow less than the words: five money figures side by side still fit 1280 pixels beside
    // the presentation-size sliders.
    const double tileScale = presenting ? 1.5 * room : 1.0;
    for (const Tile *tile : {&m_advantage, &m_pool, &m_overhead, &m_multiplexed, &m_dedicated, &m_savings}) {
        tile->caption->setFont(scaledFont(m_baseFont, 0.9 * tileScale, false));
        holdCaptionHeight(tile->caption, presenting ? 2 : 1);
        tile->value->setFigureFont(scaledFont(m_baseFont, 1.6 * tileScale, true));
        // The fine print grows least: it wraps in the narrow columns the figures leave.
        tile->detail->setFont(scaledFont(m_baseFont, 0.9 * (presenting ? 1.3 * room : 1.0), false));
        // Presentation leaves narrow columns: a detail may take two lines, always held.
        tile->detail->setLines(presenting ? 2 : 1);
    }
    // The headline keeps what the room needs: the advantage, overhead and the money.
    for (QLabel *label :
         {m_pool.caption, static_cast<QLabel *>(m_pool.value), static_cast<QLabel *>(m_pool.detail)})
        label->setVisible(!presenting);
    m_presenting = presenting;
    setShrinkableFigures();
    setColumnShares(); // a hidden column must not keep its share of the width
    // Presentation-size figures beside presentation-size sliders still fit 1280 pixels.
    m_tiles->setHorizontalSpacing(presenting ? int(std::lround(8 * room)) : 18);
    m_memory->setVisible(!presenting || !m_memoryWarning.isEmpty());
}

QString SummaryPanel::planHeadline() const
{
    return m_plan;
}

QString SummaryPanel::verdictHeadline() const
{
    return m_verdictHeadline;
}

QString SummaryPanel::verdictDetail() const
{
    return m_detail->wholeText();
}

QString SummaryPanel::memoryWarning() const
{
    return m_memoryWarning;
}

QString SummaryPanel::modelLine() const
{
    return m_modelLabel->wholeText();
}

void SummaryPanel::styleBridgeLink()
{
    // A style sheet reads palette(link) when it is set: set again when the theme changes the palette,
    // or the dark theme keeps the light one's dark blue.
    m_bridgeLink->setStyleSheet(
        QStringLiteral("QPushButton { color: %1; text-decoration: underline; border: none; padding: 0; }")
            .arg(palette().color(QPalette::Link).name()));
}

void SummaryPanel::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_bridgeLink)
        styleBridgeLink();
}

QString SummaryPanel::growthLine() const
{
    return m_growthLabel->wholeText();
}

QList<QPair<QString, QString>> SummaryPanel::figureTexts() const
{
    QList<QPair<QString, QString>> texts;
    for (const Tile *tile : {&m_advantage, &m_pool, &m_overhead, &m_multiplexed, &m_dedicated, &m_savings})
        texts.append({tile->caption->text(),
                      tile->value->text() + QStringLiteral(" (") + tile->detail->wholeText() + u')'});
    return texts;
}

QList<FittedLabel *> SummaryPanel::fittedLines() const
{
    QList<FittedLabel *> lines{m_headline, m_detail, m_modelLabel, m_growthLabel};
    for (const Tile *tile : {&m_advantage, &m_pool, &m_overhead, &m_multiplexed, &m_dedicated, &m_savings})
        lines << tile->detail;
    return lines;
}

} // namespace lorafleet
