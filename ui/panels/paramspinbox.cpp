// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/paramspinbox.h"

#include "panels/paramsteps.h"
#include "text/paramtexts.h"

#include <QLineEdit>
#include <QLocale>
#include <QStyle>
#include <QStyleOptionSpinBox>

#include <algorithm>
#include <cmath>

namespace lorafleet {

namespace {
constexpr int kRealDecimals = 12; // keeps what people type (0.268, 1.25) exactly
}

ParamSpinBox::ParamSpinBox(const ParamInfo &info, QWidget *parent)
    : QDoubleSpinBox(parent)
    , m_info(info)
{
    const bool integer = info.kind == ParamInfo::Kind::Integer;
    setDecimals(integer ? 0 : kRealDecimals);
    setRange(info.minimum, info.maximum);
    setKeyboardTracking(false); // the scenario changes on Enter or leaving the field, not per keystroke
    setAccelerated(true);
    setCorrectionMode(QAbstractSpinBox::CorrectToPreviousValue);
    setButtonSymbols(QAbstractSpinBox::UpDownArrows);
    const Params defaults;
    double magnitude = 1;
    std::visit(
        [&](auto member) {
            using T = std::decay_t<decltype(defaults.*member)>;
            if constexpr (std::is_same_v<T, double> || std::is_same_v<T, std::int64_t>)
                magnitude = std::abs(static_cast<double>(defaults.*member));
        },
        info.field);
    // A step of about a tenth of the default value's order of magnitude.
    const double step = magnitude > 0 ? std::pow(10.0, std::floor(std::log10(magnitude)) - 1) : 0.1;
    setSingleStep(integer ? std::max(1.0, step) : step);
    setProperty("invalid", false);
    // A longer value needs a wider box (minimumSizeHint).
    connect(this, &QDoubleSpinBox::textChanged, this, [this] { updateGeometry(); });
}

std::optional<double> ParamSpinBox::parse(const QString &text) const
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return std::nullopt;
    bool ok = false;
    double value = locale().toDouble(trimmed, &ok);
    if (!ok)
        value = QLocale::c().toDouble(trimmed, &ok); // "0.5" also works where the decimal point is a comma
    if (!ok)
        return std::nullopt;
    return value;
}

void ParamSpinBox::followFont()
{
    lineEdit()->setFont(QFont()); // nothing set: every property comes from the box again
    updateGeometry();
}

int ParamSpinBox::widthFor(const QString &text) const
{
    // As QAbstractSpinBox::sizeHint() measures its range's ends: the text, a space and the cursor.
    QStyleOptionSpinBox option;
    initStyleOption(&option);
    const QSize content(fontMetrics().horizontalAdvance(text + u' ') + 2, lineEdit()->sizeHint().height());
    return style()->sizeFromContents(QStyle::CT_SpinBox, &option, content, this).width();
}

QSize ParamSpinBox::sizeHint() const
{
    // A spin box never gets narrower than its size hint (QSizePolicy::Minimum).
    return {minimumSizeHint().width(), QDoubleSpinBox::sizeHint().height()};
}

QSize ParamSpinBox::minimumSizeHint() const
{
    QSize hint = QDoubleSpinBox::minimumSizeHint();
    int width = std::max(m_heldWidth, widthFor(text()));
    if (!m_heldSample.isEmpty())
        width = std::max(width, widthFor(m_heldSample));
    // Not the base's width: Qt measures the range's ends, 13 digits for K up to 10^12.
    hint.setWidth(width);
    return hint;
}

void ParamSpinBox::holdWidthFor(int minimum, const QString &sample)
{
    m_heldWidth = minimum;
    m_heldSample = sample;
    updateGeometry();
}

QValidator::State ParamSpinBox::validate(QString &input, int &) const
{
    const auto value = parse(input);
    if (!value) {
        const QString key = QString::fromUtf8(m_info.key.data(), qsizetype(m_info.key.size()));
        setProblem(input.trimmed().isEmpty() ? tr("%1: type a number.").arg(key)
                                             : tr("%1 = %2 is not a number.").arg(key, input.trimmed()));
        return QValidator::Intermediate;
    }
    // The model's own check, with its message: key, value and valid range.
    Params scratch;
    if (const auto error = setParamValue(scratch, m_info, *value)) {
        ValidationError shown = *error;
        shown.value = input.trimmed().toStdString();
        setProblem(validationMessage(shown));
        return QValidator::Intermediate;
    }
    setProblem(QString());
    return QValidator::Acceptable;
}

QString ParamSpinBox::textFromValue(double value) const
{
    if (m_info.kind == ParamInfo::Kind::Integer)
        return QString::number(static_cast<qint64>(std::llround(value)));
    // The shortest text that reads back exactly, without digit grouping (it gets in the way of typing).
    QLocale plain = locale();
    plain.setNumberOptions(QLocale::OmitGroupSeparator);
    // Fixed, never E notation (requests per month showed as "1E+08").
    return plain.toString(value, 'f', QLocale::FloatingPointShortest);
}

double ParamSpinBox::valueFromText(const QString &text) const
{
    return parse(text).value_or(value());
}

void ParamSpinBox::fixup(QString &) const
{
    // Called when invalid text is committed; the base class then restores the last valid value.
    if (!m_problem.isEmpty())
        Q_EMIT const_cast<ParamSpinBox *>(this)->rejected(m_problem);
}

void ParamSpinBox::stepBy(int steps)
{
    const bool page = std::abs(steps) >= 10 && steps % 10 == 0;
    const auto next = steppedParamValue(m_info.key, value(), page ? steps / 10 : steps, page);
    if (!next) {
        QDoubleSpinBox::stepBy(steps);
        return;
    }
    setValue(*next);
    selectAll();
}

void ParamSpinBox::setProblem(const QString &problem) const
{
    if (problem == m_problem)
        return;
    auto *self = const_cast<ParamSpinBox *>(this); // validate() is const in Qt's API
    self->m_problem = problem;
    self->setProperty("invalid", !problem.isEmpty());
    self->style()->unpolish(self);
    self->style()->polish(self);
    Q_EMIT self->problemChanged(problem);
}

} // namespace lorafleet
