#include "labelobstacles.h"

#include "segmentclip.h"

#include <algorithm>
#include <cmath>

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

} // namespace lorafleet
