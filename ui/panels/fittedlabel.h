// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>
#include <QStringList>

namespace lorafleet {

// A label that keeps its height whatever it says: it holds a fixed number of lines and, of the forms
// of its text it is given (the whole wording first, then shorter ones that keep every figure), shows
// the first that fits its width in those lines. Only when none fits is the last form elided. The whole
// wording is always in the tooltip and the accessible name.
class FittedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit FittedLabel(int lines = 1, QWidget *parent = nullptr);

    void setForms(const QStringList &forms);
    const QStringList &forms() const { return m_forms; }
    QString wholeText() const { return m_forms.value(0); }
    void setLines(int lines);
    int lines() const { return m_lines; }
    // What the tooltip says after the whole wording (when a shorter form shows) or alone.
    void setExplanation(const QString &explanation);
    // Which form shows: its index, or -1 when even the last one had to be elided.
    int shownForm() const { return m_shown; }

    // The lines of `text` wrapped at word boundaries to `width` pixels in `font`; empty when it takes
    // more than `maxLines` lines or a word is wider than the width.
    static QStringList wrap(const QString &text, const QFont &font, int width, int maxLines);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void holdHeight();
    void refit();

    QStringList m_forms;
    QString m_explanation;
    int m_lines = 1;
    int m_shown = 0;
};

} // namespace lorafleet
