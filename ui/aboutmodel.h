#pragma once

class QWidget;

namespace lorafleet {

// Help → About the model: the question, the terms, the operating rule, assumptions and limits.
void showAboutModel(QWidget *parent);
// Help → About LoRA Fleet Explorer.
void showAboutApp(QWidget *parent);

} // namespace lorafleet
