// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QString>
#include <QStringList>

#include <array>

namespace lorafleet {

// Colours, fonts and line widths of the charts. Band colours come from the Okabe-Ito palette,
// chosen to stay distinct for deuteranopia and protanopia (tst_theme checks it).
struct ChartStyle
{
    QString name = QStringLiteral("light");
    QColor background{0xff, 0xff, 0xff};
    QColor foreground{0x20, 0x24, 0x2a}; // text, axes, the current-skew curve
    QColor grid{0xe4, 0xe7, 0xeb};
    QColor muted{0x80, 0x88, 0x90}; // identity line, K(t)
    QColor boundary{0x6a, 0x3d, 0x9a}; // pool-fit boundary and catalog milestones
    std::array<QColor, 6> bands{QColor(0x56, 0xb4, 0xe9), QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x9e, 0x73),
                                QColor(0xcc, 0x79, 0xa7), QColor(0x00, 0x72, 0xb2), QColor(0xf0, 0xe4, 0x42)};
    QColor restream{0x00, 0x72, 0xb2};
    QColor hostlink{0xd5, 0x5e, 0x00};
    QColor fixedOverhead{0x00, 0x9e, 0x73}; // the engine model's cost of LoRA kernels at all
    QColor memoryOverhead{0xcc, 0x79, 0xa7}; // the engine model's batch lost to the pool's memory
    QColor breakeven{0x00, 0x72, 0xb2};
    QColor topShare{0xd5, 0x5e, 0x00};
    QColor dedicatedRegion{0xd5, 0x5e, 0x00, 0x40};
    QColor savingsRegion{0x00, 0x9e, 0x73, 0x38}; // cost chart: between the dedicated and multiplexed fleets
    // Warnings (what does not fit, errors): red that reads on the background, lifted on the dark one. The
    // panels' and dialogs' own warnings take the light theme's in every theme (ChartStyle::light()).
    QColor warning{0xc6, 0x28, 0x28};
    // Pinned scenarios (Compare), each also with a dash pattern of its own: Okabe-Ito orange, bluish
    // green, sky blue and black, apart from each other and the background for deuteranopia and
    // protanopia too (tst_presentation), and from the overhead and break-even charts' blue and vermillion.
    std::array<QColor, 4> pinned{QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x9e, 0x73), QColor(0x56, 0xb4, 0xe9),
                                 QColor(0x00, 0x00, 0x00)};
    QFont font; // family for every text; sizes below
    double titlePointSize = 12;
    double labelPointSize = 10;
    double tickPointSize = 9;
    double lineWidth = 2.0;
    double currentLineWidth = 3.5;

    static ChartStyle light();
    static ChartStyle dark();
    // For projectors: black on white, saturated colours, thicker lines, bold text.
    static ChartStyle highContrast();
    // "light", "dark", "high-contrast"; anything else is light.
    static ChartStyle named(const QString &name);
    static QStringList names();
    // Bigger text and thicker lines for a projector (presentation mode).
    ChartStyle scaled(double factor) const;
    QColor bandColor(std::size_t index) const { return bands[index % bands.size()]; }
};

// WCAG 2 contrast ratio of two opaque colours (1 to 21; body text wants 4.5).
double contrastRatio(const QColor &a, const QColor &b);
// White or near-black, whichever reads better on fill (amber takes dark text: white there is 2.1:1).
QColor textColorOn(const QColor &fill);

} // namespace lorafleet
