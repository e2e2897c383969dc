// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/labelobstacles.h"

#include "charts/segmentclip.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace lorafleet {

double lengthInside(const QLineF &segment, const QRectF &rect)
{
    const auto range = insideRange(segment.x1(), segment.y1(), segment.dx(), segment.dy(), rect.left(),
                                   rect.right(), rect.top(), rect.bottom(), true);
    return range ? (range->second - range->first) * std::hypot(segment.dx(), segment.dy()) : 0.0;
}

void LabelObstacles::addPolyline(std::vector<QPointF> points)
{
    if (points.size() < 2)
        return;
    const bool ascending = points.front().x() <= points.back().x();
    m_polylines.push_back({std::move(points), ascending});
}

void LabelObstacles::addSegment(const QLineF &segment)
{
    m_segments.push_back(segment);
}

void LabelObstacles::addSpot(const QRectF &spot)
{
    m_spots.push_back(spot);
}

void LabelObstacles::clear()
{
    m_polylines.clear();
    m_segments.clear();
    m_spots.clear();
    m_columns = m_rows = 0;
    m_lineTable.clear();
    m_spotTable.clear();
    m_pieces.clear();
    m_cellStart.clear();
    m_cellSegments.clear();
}

bool LabelObstacles::isEmpty() const
{
    return m_polylines.empty() && m_segments.empty() && m_spots.empty();
}

double LabelObstacles::coverage(const QRectF &rect) const
{
    double covered = 0.0;
    const auto add = [&](const QPointF &a, const QPointF &b) {
        if (std::isfinite(a.x()) && std::isfinite(a.y()) && std::isfinite(b.x()) && std::isfinite(b.y()))
            covered += lengthInside({a, b}, rect);
    };
    for (const Polyline &line : m_polylines) {
        // Only the segments whose x range meets the rect's: found by bisection, as x is ordered.
        const auto &points = line.points;
        const auto before = [&](const QPointF &point, double x) {
            return line.ascending ? point.x() < x : point.x() > x;
        };
        const double first = line.ascending ? rect.left() : rect.right();
        const double last = line.ascending ? rect.right() : rect.left();
        auto begin = std::lower_bound(points.begin(), points.end(), first, before);
        auto end = std::lower_bound(begin, points.end(), last, before);
        if (begin != points.begin())
            --begin;
        if (end != points.end())
            ++end;
        for (auto it = begin; it + 1 < end; ++it)
            add(*it, *(it + 1));
    }
    for (const QLineF &segment : m_segments)
        add(segment.p1(), segment.p2());
    for (const QRectF &spot : m_spots)
        if (spot.intersects(rect))
            covered += kSpotWeight;
    return covered;
}

void LabelObstacles::buildIndex(const QRectF &area, double cellSize)
{
    m_cell = std::max(1.0, cellSize);
    m_origin = area.topLeft();
    m_columns = std::max(1, int(std::ceil(area.width() / m_cell)));
    m_rows = std::max(1, int(std::ceil(area.height() / m_cell)));
    const std::size_t stride = std::size_t(m_columns) + 1;
    m_lineTable.assign(stride * (std::size_t(m_rows) + 1), 0.0);
    m_spotTable.assign(m_lineTable.size(), 0.0);
    // Cell (c, r) accumulates at table index (r + 1) * stride + c + 1; prefix sums follow.
    m_pieces.clear();
    const auto add = [this](const QPointF &a, const QPointF &b) {
        if (std::isfinite(a.x()) && std::isfinite(a.y()) && std::isfinite(b.x()) && std::isfinite(b.y()))
            m_pieces.emplace_back(a, b);
    };
    for (const Polyline &line : m_polylines)
        for (std::size_t i = 0; i + 1 < line.points.size(); ++i)
            add(line.points[i], line.points[i + 1]);
    for (const QLineF &segment : m_segments)
        add(segment.p1(), segment.p2());
    m_crossings.clear();
    for (std::size_t i = 0; i < m_pieces.size(); ++i)
        addToIndex(m_pieces[i], std::uint32_t(i));
    // The crossings bucketed by cell (a counting sort keeps each cell's segments in order).
    const std::size_t cells = std::size_t(m_columns) * std::size_t(m_rows);
    m_cellStart.assign(cells + 1, 0);
    for (const auto &[cell, segment] : m_crossings)
        ++m_cellStart[cell + 1];
    for (std::size_t i = 0; i < cells; ++i)
        m_cellStart[i + 1] += m_cellStart[i];
    m_cellSegments.resize(m_crossings.size());
    std::vector<std::uint32_t> next(m_cellStart.begin(), m_cellStart.end() - 1);
    for (const auto &[cell, segment] : m_crossings)
        m_cellSegments[next[cell]++] = segment;
    m_crossings.clear();
    m_crossings.shrink_to_fit();
    for (const QRectF &spot : m_spots) {
        const int left = std::max(0, int(std::floor((spot.left() - m_origin.x()) / m_cell)));
        const int right = std::min(m_columns - 1, int(std::floor((spot.right() - m_origin.x()) / m_cell)));
        const int top = std::max(0, int(std::floor((spot.top() - m_origin.y()) / m_cell)));
        const int bottom = std::min(m_rows - 1, int(std::floor((spot.bottom() - m_origin.y()) / m_cell)));
        for (int r = top; r <= bottom; ++r)
            for (int c = left; c <= right; ++c)
                m_spotTable[(std::size_t(r) + 1) * stride + std::size_t(c) + 1] += kSpotWeight;
    }
    for (std::vector<double> *table : {&m_lineTable, &m_spotTable})
        for (std::size_t r = 1; r <= std::size_t(m_rows); ++r)
            for (std::size_t c = 1; c <= std::size_t(m_columns); ++c)
                (*table)[r * stride + c] += (*table)[(r - 1) * stride + c] + (*table)[r * stride + c - 1] -
                    (*table)[(r - 1) * stride + c - 1];
}

// Walks the segment through the cells it crosses (Amanatides and Woo), adding the length of it in each.
void LabelObstacles::addToIndex(const QLineF &segment, std::uint32_t index)
{
    const QPointF a = segment.p1();
    const QPointF b = segment.p2();
    const QRectF grid(m_origin, QSizeF(m_columns * m_cell, m_rows * m_cell));
    const double dx = b.x() - a.x();
    const double dy = b.y() - a.y();
    const auto range =
        insideRange(a.x(), a.y(), dx, dy, grid.left(), grid.right(), grid.top(), grid.bottom(), true);
    if (!range)
        return;
    const double length = std::hypot(dx, dy);
    if (!(length > 0))
        return;
    const std::size_t stride = std::size_t(m_columns) + 1;
    double t = range->first;
    const double end = range->second;
    const double startX = (a.x() + t * dx - m_origin.x()) / m_cell;
    const double startY = (a.y() + t * dy - m_origin.y()) / m_cell;
    int column = std::clamp(int(std::floor(startX)), 0, m_columns - 1);
    int row = std::clamp(int(std::floor(startY)), 0, m_rows - 1);
    const int stepX = dx > 0 ? 1 : -1;
    const int stepY = dy > 0 ? 1 : -1;
    // The segment's parameter at the next cell edge in x and in y, and per cell.
    const double deltaX = dx != 0 ? m_cell / std::abs(dx) : std::numeric_limits<double>::infinity();
    const double deltaY = dy != 0 ? m_cell / std::abs(dy) : std::numeric_limits<double>::infinity();
    const double edgeX = m_origin.x() + (column + (dx > 0 ? 1 : 0)) * m_cell;
    const double edgeY = m_origin.y() + (row + (dy > 0 ? 1 : 0)) * m_cell;
    double nextX = dx != 0 ? (edgeX - a.x()) / dx : std::numeric_limits<double>::infinity();
    double nextY = dy != 0 ? (edgeY - a.y()) / dy : std::numeric_limits<double>::infinity();
    while (t < end) {
        const double leave = std::min({nextX, nextY, end});
        m_lineTable[(std::size_t(row) + 1) * stride + std::size_t(column) + 1] += (leave - t) * length;
        m_crossings.emplace_back(std::uint32_t(row) * std::uint32_t(m_columns) + std::uint32_t(column),
                                 index);
        t = leave;
        if (t >= end)
            break;
        if (nextX <= nextY) {
            column += stepX;
            nextX += deltaX;
        } else {
            row += stepY;
            nextY += deltaY;
        }
        if (column < 0 || column >= m_columns || row < 0 || row >= m_rows)
            break;
    }
}

double LabelObstacles::sum(const std::vector<double> &table, int left, int top, int right, int bottom) const
{
    // Cells left..right, top..bottom inclusive, clamped to the grid.
    left = std::max(left, 0);
    top = std::max(top, 0);
    right = std::min(right, m_columns - 1);
    bottom = std::min(bottom, m_rows - 1);
    if (left > right || top > bottom)
        return 0.0;
    const std::size_t stride = std::size_t(m_columns) + 1;
    const auto at = [&](int column, int row) {
        return table[std::size_t(row) * stride + std::size_t(column)];
    };
    return at(right + 1, bottom + 1) - at(left, bottom + 1) - at(right + 1, top) + at(left, top);
}

double LabelObstacles::coverageAtMost(const QRectF &rect) const
{
    const int left = int(std::floor((rect.left() - m_origin.x()) / m_cell));
    const int right = int(std::floor((rect.right() - m_origin.x()) / m_cell));
    const int top = int(std::floor((rect.top() - m_origin.y()) / m_cell));
    const int bottom = int(std::floor((rect.bottom() - m_origin.y()) / m_cell));
    // Prefix sums round: a hair above zero is no line.
    const double lines = sum(m_lineTable, left, top, right, bottom);
    return std::max(0.0, lines) + sum(m_spotTable, left, top, right, bottom);
}

double LabelObstacles::coverageAtLeast(const QRectF &rect) const
{
    const int left = int(std::ceil((rect.left() - m_origin.x()) / m_cell));
    const int right = int(std::floor((rect.right() - m_origin.x()) / m_cell)) - 1;
    const int top = int(std::ceil((rect.top() - m_origin.y()) / m_cell));
    const int bottom = int(std::floor((rect.bottom() - m_origin.y()) / m_cell)) - 1;
    return std::max(0.0, sum(m_lineTable, left, top, right, bottom));
}

double LabelObstacles::coverageIndexed(const QRectF &rect) const
{
    const int left = std::max(0, int(std::floor((rect.left() - m_origin.x()) / m_cell)));
    const int right = std::min(m_columns - 1, int(std::floor((rect.right() - m_origin.x()) / m_cell)));
    const int top = std::max(0, int(std::floor((rect.top() - m_origin.y()) / m_cell)));
    const int bottom = std::min(m_rows - 1, int(std::floor((rect.bottom() - m_origin.y()) / m_cell)));
    const int innerLeft = int(std::ceil((rect.left() - m_origin.x()) / m_cell));
    const int innerRight = int(std::floor((rect.right() - m_origin.x()) / m_cell)) - 1;
    const int innerTop = int(std::ceil((rect.top() - m_origin.y()) / m_cell));
    const int innerBottom = int(std::floor((rect.bottom() - m_origin.y()) / m_cell)) - 1;
    double covered = sum(m_lineTable, innerLeft, innerTop, innerRight, innerBottom);
    for (int row = top; row <= bottom; ++row)
        for (int column = left; column <= right; ++column) {
            if (column >= innerLeft && column <= innerRight && row >= innerTop && row <= innerBottom)
                continue;
            const double cellLeft = m_origin.x() + column * m_cell;
            const double cellTop = m_origin.y() + row * m_cell;
            const QRectF clip = QRectF(cellLeft, cellTop, m_cell, m_cell).intersected(rect);
            const std::size_t cell = std::size_t(row) * std::size_t(m_columns) + std::size_t(column);
            for (std::uint32_t i = m_cellStart[cell]; i < m_cellStart[cell + 1]; ++i)
                covered += lengthInside(m_pieces[m_cellSegments[i]], clip);
        }
    for (const QRectF &spot : m_spots)
        if (spot.intersects(rect))
            covered += kSpotWeight;
    return covered;
}

} // namespace lorafleet
