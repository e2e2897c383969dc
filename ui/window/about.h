// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace lorafleet {

struct Calibration;
struct ChartStyle;

// Help → About the model, and Help → About LoRA Fleet Explorer.
class About
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::About)

public:
    // The model in rich text: the question, the terms, the operating rule, assumptions and limits,
    // and what was measured on a real GPU when a measurement is shipped.
    static QString modelText(const Calibration *calibration);
    // The app's name, version, what it is for, and its licence, in rich text.
    static QString appText();
    static void showApp(QWidget *parent);
};

} // namespace lorafleet
