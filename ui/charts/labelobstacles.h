#pragma once

#include <QLineF>
#include <QRectF>

#include <vector>

namespace lorafleet {

// What a chart's labels must not cover, in the plot's pixels: its curves' lines, their data points and
// its markers. The label layout scores each place a label could go by how much of them it would hide.
class LabelObstacles
{
public:
    // Covering a data point or a marker counts as much as this many pixels of a curve's line: a
    // measured point hidden is worse than a curve crossing a label's corner.
    static constexpr double kSpotWeight = 40.0;

    // A curve's line through points whose x only grows (or only falls), as a graph's data on its key
    // axis; a non-finite point breaks the line.
    void addPolyline(std::vector<QPointF> points);
    void addSegment(const QLineF &segment);
    // A data point or a marker, as the rectangle it is drawn in.
    void addSpot(const QRectF &spot);
    void clear();
    bool isEmpty() const;

    // How much of the obstacles rect hides: pixels of line inside it, plus kSpotWeight per spot it
    // touches.
    double coverage(const QRectF &rect) const;

private:
    struct Polyline
    {
        std::vector<QPointF> points;
        bool ascending = true;
    };
    std::vector<Polyline> m_polylines;
    std::vector<QLineF> m_segments;
    std::vector<QRectF> m_spots;
};

// The length of segment inside rect (Liang–Barsky clipping).
double lengthInside(const QLineF &segment, const QRectF &rect);

} // namespace lorafleet
