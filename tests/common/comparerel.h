// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Relative comparison of doubles with the values in the message, for the model's tests.
#include <QString>
#include <QTest>

#include <algorithm>
#include <cmath>

namespace lorafleet::testing {

// |actual - expected| <= tolerance * |expected| (floor: the smallest |expected| the tolerance scales by).
inline bool closeRel(double actual, double expected, double tolerance, double floor = 1e-300)
{
    return std::abs(actual - expected) <= tolerance * std::max(std::abs(expected), floor);
}

} // namespace lorafleet::testing

#define COMPARE_REL(actual, expected, tolerance)                                                             \
    QVERIFY2(lorafleet::testing::closeRel((actual), (expected), (tolerance)),                                \
             qPrintable(QStringLiteral("%1 = %2, expected %3 (relative tolerance %4)")                       \
                            .arg(QStringLiteral(#actual))                                                    \
                            .arg((actual), 0, 'g', 17)                                                       \
                            .arg((expected), 0, 'g', 17)                                                     \
                            .arg((tolerance))))
