// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/fittedlabel.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QTextLayout>

namespace lorafleet {

FittedLabel::FittedLabel(int lines, QWidget *parent)
    : QLabel(parent)
    , m_lines(std::max(1, lines))
{
    // Lines are broken here, not by QLabel, so that what was measured is what shows.
    setWordWrap(false);
    setTextFormat(Qt::PlainText);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    holdHeight();
}

void FittedLabel::setForms(const QStringList &forms)
{
    if (forms == m_forms)
        return;
    m_forms = forms;
    refit();
}

void FittedLabel::setLines(int lines)
{
    lines = std::max(1, lines);
    if (lines == m_lines)
        return;
    m_lines = lines;
    holdHeight();
    refit();
}

void FittedLabel::setExplanation(const QString &explanation)
{
    m_explanation = explanation;
    refit();
}

QStringList FittedLabel::wrap(const QString &text, const QFont &font, int width, int maxLines)
{
    QStringList lines;
    const QFontMetricsF metrics(font);
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        const QString part = text.mid(line.textStart(), line.textLength()).trimmed();
        if (lines.size() == maxLines || metrics.horizontalAdvance(part) > width) {
            lines.clear();
            break;
        }
        lines << part;
    }
    layout.endLayout();
    return lines;
}

void FittedLabel::holdHeight()
{
    const QMargins margins = contentsMargins();
    setFixedHeight(m_lines * fontMetrics().lineSpacing() + margins.top() + margins.bottom());
}

namespace {
// A figure never breaks from its unit or its name: "7.5 %" and "s = 1" stay on one line.
QString bindFigures(QString text)
{
    return text.replace(QStringLiteral(" %"), QStringLiteral("\u00a0%"))
        .replace(QStringLiteral(" = "), QStringLiteral("\u00a0=\u00a0"));
}
} // namespace

void FittedLabel::refit()
{
    const int width = std::max(20, contentsRect().width() - 2 * indent() - 2 * margin());
    QString shown;
    m_shown = -1;
    for (int i = 0; i < m_forms.size() && m_shown < 0; ++i) {
        const QStringList lines = wrap(bindFigures(m_forms[i]), font(), width, m_lines);
        if (!lines.isEmpty() || m_forms[i].isEmpty()) {
            shown = lines.join(u'\n');
            m_shown = i;
        }
    }
    if (m_shown < 0) {
        // Nothing fits: the last lines of the shortest form end in an ellipsis.
        const QString last = bindFigures(m_forms.value(m_forms.size() - 1));
        QStringList lines;
        const QFontMetrics metrics(font());
        QString rest = last;
        while (lines.size() + 1 < m_lines && !rest.isEmpty()) {
            const QStringList first = wrap(rest, font(), width, 1 << 16);
            if (first.isEmpty())
                break;
            lines << first.front();
            rest = rest.mid(rest.indexOf(first.front()) + first.front().size()).trimmed();
        }
        lines << metrics.elidedText(rest, Qt::ElideRight, width);
        shown = lines.join(u'\n');
    }
    if (shown != text())
        setText(shown);
    const QString whole = wholeText();
    setAccessibleName(whole);
    const bool shortened = m_shown != 0 && !whole.isEmpty();
    setToolTip(shortened ? (m_explanation.isEmpty() ? whole : whole + u'\n' + m_explanation) : m_explanation);
}

void FittedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    refit();
}

void FittedLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        holdHeight();
        refit();
    }
}

} // namespace lorafleet
