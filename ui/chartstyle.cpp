#include "chartstyle.h"

namespace lorafleet {

ChartStyle ChartStyle::light()
{
    ChartStyle style;
    style.font = QFont(QStringLiteral("DejaVu Sans"));
    return style;
}

ChartStyle ChartStyle::scaled(double factor) const
{
    ChartStyle style = *this;
    style.titlePointSize *= factor;
    style.labelPointSize *= factor;
    style.tickPointSize *= factor;
    style.lineWidth *= factor;
    style.currentLineWidth *= factor;
    return style;
}

} // namespace lorafleet
