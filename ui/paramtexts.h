#pragma once

#include "params.h"

#include <QString>

namespace lorafleet {

// A parameter's label, unit and one-sentence meaning in the user's language (the model keeps the
// English originals for the command line).
QString paramLabel(const ParamInfo &info);
QString paramUnit(const ParamInfo &info);
QString paramMeaning(const ParamInfo &info);
// Meaning, valid range and key, for a tooltip.
QString paramTooltip(const ParamInfo &info);
QString paramKey(const ParamInfo &info);

} // namespace lorafleet
