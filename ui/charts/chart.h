#pragma once

#include "chartstyle.h"
#include "fleetmodel.h"

#include <QWidget>

#include <functional>
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

// What a chart draws: the model's output for one scenario, and what changed since the last one.
struct ChartData
{
    enum class Change {
        Markers,     // only the figures at the current K moved
        CurrentSkew, // the current skew's curves changed; the bands did not
        Everything,
    };
    const Params &params;
    const Figures &figures;
    const Series &series;
    Change change = Change::Everything;
};

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

    // The data point nearest to a position in the plot's pixels, described with its exact values;
    // empty when nothing is within reach.
    QString describeNearest(const QPointF &position, double reach = 40.0) const;
    // The graphs as the user sees them (for tests and CSV export): name, x, y.
    struct Curve
    {
        QString name;
        const QCPGraph *graph;
    };
    std::vector<Curve> curves() const;

Q_SIGNALS:
    void replotted();

protected:
    // Graph data and axis ranges (when the series changed).
    virtual void updateSeries(const ChartData &data) = 0;
    // Items that follow the current K and the scenario's figures.
    virtual void updateMarkers(const ChartData &data) = 0;
    // Pens, brushes and fonts of the subclass's own graphs and items.
    virtual void restyle() = 0;
    // Aligns labels to the pixels they have (after each layout, and after the markers move).
    virtual void placeLabels() {}
    // Puts a marker's label to its right if it fits, else to its left, inside the axis rect; above or
    // below it depending on the side, where the curve leaves room.
    void placeMarkerLabel(QCPItemText *label, QCPItemTracer *marker, bool aboveOnRight, bool aboveOnLeft);
    // Where a label is drawn, in the plot's pixels.
    QRectF labelRect(QCPItemText *label) const;
    // Puts a vertical line's label to its right, or to its left near the right edge.
    void placeLineLabel(QCPItemText *label, double key);
    // Moves a marker's label to the other side of its marker when it covers another label.
    void keepApart(QCPItemText *movable, QCPItemText *fixed);
    // Spreads the legend over as many columns as fit the chart's width; puts it on the dynamic layer.
    void fitLegend();
    // The smallest of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 times a power of ten at or above value:
    // axis ends that stay put while a slider moves the data a little.
    static double niceCeiling(double value);
    void resizeEvent(QResizeEvent *event) override;

    // A graph the tooltip knows how to describe.
    QCPGraph *addGraph(const QString &name, std::function<QString(double key, double value)> describe,
                       QCPAxis *valueAxis = nullptr);
    QCPItemStraightLine *addVerticalLine();
    QCPItemText *addLabel(QCPLayer *layer = nullptr);
    QCPItemTracer *addMarker();
    // A vertical line with a label at its top (the pool-fit boundary, catalog milestones).
    void addLabelledLine(QCPItemStraightLine *&line, QCPItemText *&label);
    // A marker with a label that follows it, both on the overlay layer.
    void addLabelledMarker(QCPItemTracer *&marker, QCPItemText *&label);
    void placeMarker(QCPItemTracer *marker, QCPGraph *graph, double key);
    void placeVerticalLine(QCPItemStraightLine *line, QCPItemText *label, double key, const QString &text,
                           bool visible);
    void setAxisTitles(const QString &x, const QString &y);
    void styleText(QCPItemText *label, double pointSize, const QColor &color, bool bold = false) const;
    QFont font(double pointSize, bool bold = false) const;

    QCustomPlot *m_plot = nullptr;
    QCPLayer *m_dynamic = nullptr;   // curves that follow the current skew, and the legend
    QCPLayer *m_overlay = nullptr;   // markers: redrawn alone when only K moves
    QCPTextElement *m_title = nullptr;
    ChartStyle m_style = ChartStyle::light();
    bool m_layoutChanged = false; // set by updateSeries() when the legend or layout must be redone

private:
    void onMouseMove(QMouseEvent *event);
    void applyCommonStyle();

    struct Described
    {
        QCPGraph *graph;
        std::function<QString(double, double)> describe;
    };
    std::vector<Described> m_described;
    QCPItemTracer *m_hover = nullptr;
    bool m_dragging = false;
    bool m_fullReplotPending = false;
};

} // namespace lorafleet
