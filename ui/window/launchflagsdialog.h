// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/launchflags.h"
#include "model/params.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QPlainTextEdit;

namespace lorafleet {

// File → Export launch flags: the scenario as one engine's LoRA options (the same text as `lorafleet
// flags`), with Copy and Save. The scenario is the one open when the dialog opened.
class LaunchFlagsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit LaunchFlagsDialog(const Params &params, QWidget *parent = nullptr);

    void setEngine(ServingEngine engine);
    void setPercentile(double percent); // 50 to 99.99
    QString text() const; // what is shown, copied and saved
    // Writes the text all or nothing; false with the reason in words.
    bool saveTo(const QString &path, QString *error);

private:
    void refresh();
    void copy();
    void save();

    Params m_params;
    QComboBox *m_engine;
    QDoubleSpinBox *m_percentile;
    QPlainTextEdit *m_text;
};

} // namespace lorafleet
