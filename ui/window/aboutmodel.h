#pragma once

class QString;
class QWidget;

namespace lorafleet {

struct Calibration;

// The text of Help → About the model (rich text): the question, the terms, the operating rule,
// assumptions and limits, and what was measured on a real GPU when a measurement is shipped.
QString aboutModelText(const Calibration *calibration);
void showAboutModel(QWidget *parent, const Calibration *calibration);
// Help → About LoRA Fleet Explorer.
void showAboutApp(QWidget *parent);

} // namespace lorafleet
