// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/params.h"

#include <QString>

namespace lorafleet {

// A parameter's label, unit and one-sentence meaning in the user's language (the model keeps the
// English originals for the command line's defaults and its tests).
QString paramLabel(const ParamInfo &info);
QString paramUnit(const ParamInfo &info);
QString paramMeaning(const ParamInfo &info);
// Meaning, valid range and key, for a tooltip (rich text).
QString paramTooltip(const ParamInfo &info);
QString paramKey(const ParamInfo &info);

// "an integer from 1 to 1024" in the user's language; context gives catalog_start for the ceiling.
QString validRangeText(const ParamInfo &info, const Params &context = {});
// "batch = 0 is not valid: expected an integer from 1 to 1024" in the user's language.
QString validationMessage(const ValidationError &error, const Params &context = {});

} // namespace lorafleet
