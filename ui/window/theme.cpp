// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/theme.h"

#include "charts/chartstyle.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

#include <memory>

namespace lorafleet {

QPalette themePalette(const QString &name)
{
    const ChartStyle chart = ChartStyle::named(name);
    QPalette palette;
    if (name == QLatin1String("dark")) {
        const QColor window(0x26, 0x2a, 0x31);
        const QColor base(0x1c, 0x20, 0x26);
        const QColor text = chart.foreground;
        palette.setColor(QPalette::Window, window);
        palette.setColor(QPalette::WindowText, text);
        palette.setColor(QPalette::Base, base);
        palette.setColor(QPalette::AlternateBase, window);
        palette.setColor(QPalette::ToolTipBase, QColor(0x30, 0x35, 0x3d));
        palette.setColor(QPalette::ToolTipText, text);
        palette.setColor(QPalette::PlaceholderText, QColor(0xa8, 0xb0, 0xb9));
        palette.setColor(QPalette::Text, text);
        palette.setColor(QPalette::Button, QColor(0x33, 0x38, 0x40));
        palette.setColor(QPalette::ButtonText, text);
        palette.setColor(QPalette::BrightText, chart.warning);
        palette.setColor(QPalette::Highlight, QColor(0x4c, 0x9b, 0xe8));
        palette.setColor(QPalette::HighlightedText, QColor(0x10, 0x12, 0x16));
        palette.setColor(QPalette::Link, QColor(0x7f, 0xb8, 0xf0));
        palette.setColor(QPalette::Mid, QColor(0x50, 0x57, 0x60));
        palette.setColor(QPalette::Dark, QColor(0x14, 0x17, 0x1b));
        palette.setColor(QPalette::Light, QColor(0x45, 0x4b, 0x54));
        for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
            palette.setColor(QPalette::Disabled, role, QColor(0x80, 0x87, 0x90));
    } else if (name == QLatin1String("high-contrast")) {
        palette.setColor(QPalette::Window, Qt::white);
        palette.setColor(QPalette::WindowText, Qt::black);
        palette.setColor(QPalette::Base, Qt::white);
        palette.setColor(QPalette::AlternateBase, QColor(0xf0, 0xf0, 0xf0));
        palette.setColor(QPalette::Text, Qt::black);
        palette.setColor(QPalette::Button, QColor(0xf0, 0xf0, 0xf0));
        palette.setColor(QPalette::ButtonText, Qt::black);
        palette.setColor(QPalette::ToolTipBase, Qt::white);
        palette.setColor(QPalette::ToolTipText, Qt::black);
        palette.setColor(QPalette::PlaceholderText, QColor(0x30, 0x30, 0x30));
        palette.setColor(QPalette::Highlight, QColor(0x00, 0x5a, 0x9c));
        palette.setColor(QPalette::HighlightedText, Qt::white);
        palette.setColor(QPalette::Mid, QColor(0x40, 0x40, 0x40));
        palette.setColor(QPalette::Dark, Qt::black);
    } else {
        const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
        palette = fusion->standardPalette();
        palette.setColor(QPalette::Window, QColor(0xf1, 0xf3, 0xf5));
        palette.setColor(QPalette::PlaceholderText, QColor(0x5f, 0x67, 0x70));
        palette.setColor(QPalette::Highlight, QColor(0x00, 0x72, 0xb2));
    }
    return palette;
}

void applyApplicationTheme(const QString &name)
{
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(themePalette(name));
}

} // namespace lorafleet
