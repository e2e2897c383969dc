// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/requestlog.h"
#include "io/trafficproposal.h"
#include "model/params.h"

#include <QDialog>

#include <optional>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace lorafleet {

class RankFrequencyChart;
class ScenarioDocument;

// File → Import traffic…: reads a request log (or an adapter,count table) with a progress bar and
// Cancel, shows the Zipf fit and its rank-frequency chart, and on Apply sets K, s, λ and the peak factor
// as one undoable step; the second Apply also sets the log's own shares (popularity = empirical). Nothing
// changes until Apply. The fit runs off the GUI thread, under the same progress dialog and Cancel.
class ImportTrafficDialog : public QDialog
{
    Q_OBJECT

public:
    ImportTrafficDialog(ScenarioDocument *document, QWidget *parent = nullptr);
    ~ImportTrafficDialog() override;

    // Reads and fits the file (the window shows a progress dialog for large files); false, with
    // errorText() set, when it cannot be fitted or the reading was cancelled.
    bool load(const QString &path);
    QString errorText() const { return m_error; }
    // The scenario Apply would set (with `empirical`, the log's own shares); empty before a successful
    // load().
    std::optional<Params> proposedParams(bool empirical = false) const;
    // Applies the proposal as one undo step and closes the dialog.
    void apply(bool empirical = false);
    RankFrequencyChart *chart() const { return m_chart; }

private:
    void choose();
    void showError(const QString &message);
    void showFit();

    ScenarioDocument *m_document;
    QLineEdit *m_path = nullptr;
    QLabel *m_errorLabel = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_badLines = nullptr;
    RankFrequencyChart *m_chart = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_applyEmpirical = nullptr;
    std::optional<RequestLog> m_log;
    TrafficFit m_fit;
    QString m_error;
};

} // namespace lorafleet
