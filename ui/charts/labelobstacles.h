// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLineF>
#include <QRectF>

#include <cstdint>
#include <utility>
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

    // A grid of cells over area (every rect asked about below lies inside it) holding the length of line
    // in each cell and the spots touching it, with its summed-area table: bounds of coverage() for
    // any rect in a few additions, which spare the layout the exact sum for most places it tries.
    void buildIndex(const QRectF &area, double cellSize = 4.0);
    bool hasIndex() const { return m_columns > 0; }
    // At least coverage(rect): the line in every cell rect touches, kSpotWeight per spot per cell.
    double coverageAtMost(const QRectF &rect) const;
    // At most coverage(rect): the line in the cells wholly inside rect.
    double coverageAtLeast(const QRectF &rect) const;
    // coverage(rect) through the index: the cells wholly inside rect from the table, the segments in
    // the cells on its edge clipped one by one (equal to coverage() up to rounding).
    double coverageIndexed(const QRectF &rect) const;

private:
    struct Polyline
    {
        std::vector<QPointF> points;
        bool ascending = true;
    };
    std::vector<Polyline> m_polylines;
    std::vector<QLineF> m_segments;
    std::vector<QRectF> m_spots;

    // The index: cells of m_cell pixels from m_origin, m_columns x m_rows; each table holds
    // (m_columns + 1) x (m_rows + 1) prefix sums.
    void addToIndex(const QLineF &segment, std::uint32_t index);
    double sum(const std::vector<double> &table, int left, int top, int right, int bottom) const;
    QPointF m_origin;
    double m_cell = 4.0;
    int m_columns = 0;
    int m_rows = 0;
    std::vector<double> m_lineTable;
    std::vector<double> m_spotTable;
    // The segments (finite ones) and, per cell, which of them cross it: cell i's are
    // m_cellSegments[m_cellStart[i] .. m_cellStart[i + 1]).
    std::vector<QLineF> m_pieces;
    std::vector<std::uint32_t> m_cellStart;
    std::vector<std::uint32_t> m_cellSegments;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> m_crossings; // (cell, segment) while building
};

// The length of segment inside rect (Liang–Barsky clipping).
double lengthInside(const QLineF &segment, const QRectF &rect);

} // namespace lorafleet
