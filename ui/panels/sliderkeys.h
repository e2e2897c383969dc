// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QSlider;

namespace lorafleet {

class ParamSpinBox;

// The slider's arrow and Page keys take the same steps as its field (the field applies them, so the
// scenario sees one change per press, whatever the slider's scale).
void stepSliderLikeField(QSlider *slider, ParamSpinBox *field);

} // namespace lorafleet
