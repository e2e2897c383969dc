// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chartstyle.h"
#include "model/evaluation.h"

#include <QWidget>

#include <functional>
#include <memory>
#include <vector>

// qcustomplot.h costs seconds per file: it stays out of headers.
class QCustomPlot;
class QCPAxis;
class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;
class QCPItemTracer;
class QCPLayer;
class QCPLegend;
class QCPTextElement;

namespace lorafleet {

class LabelLayout;

// What a graph shows, so that tests and exports find it by meaning rather than by position.
enum class CurveId {
    CurrentSkew, // the quantity at the current skew (fleet advantage, catalog growth)
    Band, // the same at one skew band; curve(CurveId::Band, i) is band i
    NoOverhead, // R = K: the fleet advantage without any overhead
    CatalogSize, // K(t)
    Restream, // re-stream overhead
    OverheadTotal, // re-stream + host-link, stacked on the re-stream
    OverheadFixed, // engine model: LoRA kernels at all, at the bottom of the stack
    OverheadMemory, // engine model: the batch lost to the pool's memory, on top of the stack
    Validation, // validation chart: the model's predicted ratios of one data set
    ValidationMeasured, // validation chart: the measured ratios of one data set, as points
    Measured, // measured re-stream points (calibration/)
    Breakeven, // break-even share p*
    TopShare, // the top adapter's share p1
    DedicatedRegion, // shading where a dedicated GPU is cheaper
    SimulatedMean, // overhead chart: the re-stream term at the simulated batches' mean distinct adapters
    SimulatedLow, // ... at their 5th percentile; the band fills up to SimulatedHigh
    SimulatedHigh, // ... at their 95th percentile
    RankObserved, // rank-frequency chart: the log's share of each rank
    RankFit, // the fitted Zipf law's shares
    RankFitLow, // the law at the interval's low skew; the band fills up to RankFitHigh
    RankFitHigh, // the law at the interval's high skew
    CostMultiplexed, // cost chart: USD per month of the multiplexed fleet
    CostDedicated, // ... of one dedicated GPU (at least) per adapter; the savings fill down to
                   // CostMultiplexed
    CostHybrid, // ... of the operating rule's fleet
    CostCheaper, // ... of the cheaper of the two fleets, undrawn: the savings fill down to it from
                 // CostDedicated
    CostLoss, // ... of the multiplexed fleet, undrawn: the loss (dearer than dedicated) fills down to
              // CostCheaper
    CostMultiplexedLow, // engine model: the multiplexed fleet at the low end of its held-out band
    CostMultiplexedHigh, // ... at the high end; the band fills down to CostMultiplexedLow
    Pinned, // a pinned scenario's curve (Compare); curve(CurveId::Pinned, i) is the i-th drawn
};

// One column of the table behind a chart: its header (with the unit) and the model's values.
struct DataColumn
{
    QString name;
    Eigen::ArrayXd values;
    QStringList text{}; // when not empty, the cells as words (parameter keys) in place of values
};

// What a chart draws: the evaluated scenario, and what changed since the last one shown
// (changeBetween() decides it). The references are the evaluation's own.
struct ChartData
{
    using Change = EvaluationChange;
    ChartData(std::shared_ptr<const Evaluation> shown, Change change = Change::Everything)
        : evaluation(std::move(shown))
        , params(evaluation->params)
        , figures(evaluation->figures)
        , series(evaluation->series())
        , change(change)
    {
    }
    std::shared_ptr<const Evaluation> evaluation;
    const Params &params;
    const Figures &figures;
    const Series &series;
    Change change = Change::Everything;
};

// A pinned scenario drawn over a chart to compare with (Compare → Pin): its name for the legend and
// the model's evaluation of it (as the window evaluates its own).
struct ChartOverlay
{
    QString label;
    std::shared_ptr<const Evaluation> evaluation;
};

// What a chart draws of one pinned scenario's series (Chart::overlayCurves): a curve of the model's
// values, its name with the unit (for the CSV's table of pinned scenarios) and its tooltip.
struct OverlayCurve
{
    QString name;
    Eigen::ArrayXd keys;
    Eigen::ArrayXd values;
    std::function<QString(double key, double value)> describe;
};

// The model's values as QCustomPlot takes them.
QVector<double> toVector(const Eigen::ArrayXd &values);

// A QCustomPlot that only renders model output. Subclasses create their graphs once and then only
// set data. Three buffered layers keep redraws small: "main" (grid, axes' companions, skew bands),
// "dynamic" (the current skew's curves and the legend) and "overlay" (markers, hover). Moving K
// redraws the overlay alone; dragging the skew redraws the dynamic layer alone while the axes stay.
class Chart : public QWidget
{
    Q_OBJECT

public:
    explicit Chart(QWidget *parent = nullptr);
    ~Chart() override;

    virtual QString title() const = 0;
    virtual QString fileStem() const = 0; // "fleet-advantage"
    // Whether the chart shows a model's figures (its titles then name the model); a log's data does not.
    virtual bool showsModelFigures() const { return true; }
    // "Overhead per token · engine model": the title with the model that drew the last scenario shown.
    QString exportTitle() const;
    // The title drawn: exportTitle() in engine mode or while exporting (setNamesModel), else title().
    QString shownTitle() const;
    // Exports name the model in the drawn title whatever it is (ChartRender sets it while drawing).
    void setNamesModel(bool always);
    ModelKind model() const { return m_model; }
    // For charts drawn from results other than a Series (phase map, tornado): the model that computed them.
    void setModel(ModelKind model);

    void showScenario(const ChartData &data);
    void setChartStyle(const ChartStyle &style);
    const ChartStyle &chartStyle() const { return m_style; }
    // While a slider is dragged, antialiasing is off so that every frame redraws in time.
    void setDragging(bool dragging);
    bool isDragging() const { return m_dragging; }

    QCustomPlot *plot() const { return m_plot; }
    QWidget *plotWidget() const; // the same, as a QWidget, for code that does not include qcustomplot.h
    // Draws now whatever is pending (a full replot, or just the marker layer), synchronously.
    void flush();
    void replotNow();

    // Where a label is drawn, in the plot's pixels (the layout checks read it too).
    QRectF labelRect(QCPItemText *label) const;
    // The labels shown, in the order the layout places them (the layout checks follow it too).
    std::vector<QCPItemText *> labelsInLayoutOrder() const;
    // The data point nearest to a position in the plot's pixels, described with its exact values;
    // empty when nothing is within reach.
    QString describeNearest(const QPointF &position, double reach = 40.0) const;
    // The graphs a tooltip describes, in the order they were added.
    struct Curve
    {
        CurveId id;
        QString name;
        const QCPGraph *graph;
    };
    std::vector<Curve> curves() const;
    // The graph showing id (for bands: the index-th band), nullptr when the chart has none.
    QCPGraph *curve(CurveId id, std::size_t index = 0) const;
    // The table behind the chart: x first, then one column per series it draws, in its legend's
    // order, as the model computed them for this evaluation (see chartCsv()). It reads the argument
    // only: a chart that was never drawn writes the same table.
    virtual std::vector<DataColumn> dataColumns(const Evaluation &evaluation) const = 0;

    // Comparing: the pinned scenarios drawn over the chart, each in a style of its own (Okabe-Ito
    // colour and dash pattern, by its position) and named in the legend; at most kMaxOverlays. Show
    // the scenario again afterwards: the axes then make room for them.
    static constexpr std::size_t kMaxOverlays = 4;
    void setOverlays(std::vector<ChartOverlay> overlays);
    const std::vector<ChartOverlay> &overlays() const { return m_overlays; }
    // The hook a chart implements to be compared: the curves it draws of a pinned scenario's
    // evaluation, taken as they are from the model (none by default: the chart then shows no pinned
    // scenario).
    virtual std::vector<OverlayCurve> overlayCurves(const Evaluation &evaluation) const
    {
        (void)evaluation;
        return {};
    }
    // The pen of the index-th pinned scenario in the chart's style.
    QPen overlayPen(std::size_t index) const;

Q_SIGNALS:
    void replotted();

protected:
    // Graph data and axis ranges (when the series changed).
    virtual void updateSeries(const ChartData &data) = 0;
    // Items that follow the current K and the scenario's figures.
    virtual void updateMarkers(const ChartData &data) = 0;
    // Curves in money when only the price moved (Change::Prices): true when the chart draws any, and
    // so must be replotted in full.
    virtual bool updatePrices(const ChartData &data)
    {
        (void)data;
        return false;
    }
    // The evaluation last shown, for tooltips that describe more than a point's key and value; the
    // table (dataColumns()) never reads it.
    const Evaluation *shown() const { return m_shown.get(); }
    // Pens, brushes and fonts of the subclass's own graphs and items.
    virtual void restyle() = 0;
    // Aligns labels to the pixels they have (after each layout, and after the markers move).
    virtual void placeLabels() { }
    // placeLabels(), then each label put where it covers the least of the curves and no other label,
    // inside the plot (LabelLayout::arrange()).
    void layOutLabels();
    // Puts a marker's label to its right if it fits, else to its left, inside the axis rect; above or
    // below it depending on the side, where the curve leaves room.
    void placeMarkerLabel(QCPItemText *label, QCPItemTracer *marker, bool aboveOnRight, bool aboveOnLeft);
    // Puts a vertical line's label to its right, or to its left near the right edge.
    void placeLineLabel(QCPItemText *label, double key);
    // Moves a marker's label to the other side of its marker when it covers another label.
    void keepApart(QCPItemText *movable, QCPItemText *fixed);
    // Spreads the legend over as many columns as fit the chart's width; puts it on the dynamic layer.
    void fitLegend();
    // Shows text as the chart's title, in a smaller font (down to 70 %) or over two lines (after its
    // " · ") when it is wider than the chart.
    void setTitleText(const QString &text);
    // The smallest of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 times a power of ten at or above value:
    // axis ends that stay put while a slider moves the data a little.
    static double niceCeiling(double value);
    void resizeEvent(QResizeEvent *event) override;
    // A chart hidden in a shown window (another view, presenting one chart) draws the newest scenario
    // when it is shown again rather than on every change.
    void showEvent(QShowEvent *event) override;

    // A graph showing id; with describe, the tooltip describes its points.
    QCPGraph *addGraph(CurveId id, const QString &name,
                       std::function<QString(double key, double value)> describe,
                       QCPAxis *valueAxis = nullptr);
    QCPItemStraightLine *addVerticalLine();
    QCPItemText *addLabel(QCPLayer *layer = nullptr);
    QCPItemTracer *addMarker();
    // A vertical line with a label at its top (the pool-fit boundary, catalog milestones).
    void addLabelledLine(QCPItemStraightLine *&line, QCPItemText *&label);
    // A marker with a label that follows it, both on the overlay layer.
    void addLabelledMarker(QCPItemTracer *&marker, QCPItemText *&label);
    void placeMarker(QCPItemTracer *marker, QCPGraph *graph, double key);
    // At (key, value), on no curve: a figure the plotted curves do not hold (a routed fleet's).
    void placeMarkerAt(QCPItemTracer *marker, double key, double value);
    void placeVerticalLine(QCPItemStraightLine *line, QCPItemText *label, double key, const QString &text,
                           bool visible);
    void setAxisTitles(const QString &x, const QString &y);
    // The x axis as adapters K on a log scale ("1", "10", "1k"), spanning [1, end] with a margin.
    void useAdapterAxis();
    void setAdapterRange(double end);
    // The value axis fitted to [lower, upper]; while a slider is dragged it only grows, so the frame
    // holds still under the eye (and the static layers need no redraw); the release fits it again.
    void setValueRange(QCPAxis *axis, double lower, double upper);
    // The legend lists these graphs, those visible, in this order.
    void setLegendOrder(const std::vector<QCPGraph *> &order);
    // The look every chart gives a marker at the current K and its label, and a vertical milestone
    // line (pool-fit boundary, catalog milestones) and its label.
    void styleMarker(QCPItemTracer *marker, QCPItemText *label) const;
    void styleMilestone(QCPItemStraightLine *line, QCPItemText *label) const;
    // "K = 32", as tooltips name a point on the K axis.
    static QString adaptersLabel(double k);
    void styleText(QCPItemText *label, double pointSize, const QColor &color, bool bold = false) const;
    QFont font(double pointSize, bool bold = false) const;

    QCustomPlot *m_plot = nullptr;
    QCPLayer *m_dynamic = nullptr; // curves that follow the current skew, and the legend
    QCPLayer *m_overlay = nullptr; // markers: redrawn alone when only K moves
    QCPTextElement *m_title = nullptr;
    ChartStyle m_style = ChartStyle::light();
    // Set by updateSeries() or updateMarkers() when the legend or layout must be redone: the chart then
    // replots in full.
    bool m_layoutChanged = false;

private:
    // The label-placement engine: where placeLabels() leaves the labels, it arranges them.
    std::unique_ptr<LabelLayout> m_labels;
    // Widens the value axes (after updateSeries()) so that the pinned scenarios' curves show whole.
    void fitOverlays();
    void restyleOverlays();
    void onMouseMove(QMouseEvent *event);
    void applyCommonStyle();
    // How the window draws (faster while dragging); see the body for what is spared.
    void applyRenderHints();
    void updateTitle();
    void fitTitle();
    QString m_titleText; // the whole title, as one line

    struct Described
    {
        CurveId id;
        QCPGraph *graph;
        std::function<QString(double, double)> describe; // empty: not described
    };
    std::vector<Described> m_graphs;
    QCPItemTracer *m_hover = nullptr;
    bool m_dragging = false;
    bool m_fullReplotPending = false;
    ModelKind m_model = ModelKind::Paper;
    bool m_namesModel = false;
    std::vector<ChartOverlay> m_overlays;
    std::shared_ptr<const Evaluation> m_shown;
    std::shared_ptr<const Evaluation> m_pending; // shown while hidden: drawn at the next showEvent()
    struct OverlayGraph
    {
        std::size_t overlay; // its index in m_overlays
        QCPGraph *graph;
    };
    std::vector<OverlayGraph> m_overlayGraphs;
};

} // namespace lorafleet
