// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace lorafleet {

// The report's words, in one translation context whichever file draws the page (report.cpp,
// reportviews.cpp), without those files including each other.
struct ReportTr
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::Report)
};

} // namespace lorafleet
