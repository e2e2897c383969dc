#pragma once

// Helpers shared by the widget tests.
#include <QImage>
#include <QSet>

#include <qcustomplot.h>

#include <Eigen/Core>

namespace uitesting {

// A graph's values, in order.
inline Eigen::ArrayXd values(const QCPGraph *graph)
{
    Eigen::ArrayXd result(graph->data()->size());
    Eigen::Index i = 0;
    for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
        result(i++) = it->value;
    return result;
}

inline Eigen::ArrayXd keys(const QCPGraph *graph)
{
    Eigen::ArrayXd result(graph->data()->size());
    Eigen::Index i = 0;
    for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
        result(i++) = it->key;
    return result;
}

// How many different colours an image holds: a blank or one-colour render has very few.
inline int distinctColors(const QImage &image)
{
    QSet<QRgb> colors;
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    for (int y = 0; y < argb.height(); y += 2)
        for (int x = 0; x < argb.width(); x += 2)
            colors.insert(argb.pixel(x, y));
    return int(colors.size());
}

// Share of pixels that differ from the top-left (background) pixel.
inline double inkShare(const QImage &image)
{
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    const QRgb background = argb.pixel(0, 0);
    qint64 ink = 0;
    for (int y = 0; y < argb.height(); ++y)
        for (int x = 0; x < argb.width(); ++x)
            ink += argb.pixel(x, y) != background;
    return double(ink) / double(argb.width() * argb.height());
}

} // namespace uitesting
