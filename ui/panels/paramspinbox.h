// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/params.h"

#include <QDoubleSpinBox>

namespace lorafleet {

// A numeric field for one model parameter. Text is validated as it is typed against the model's
// own rules: an invalid value is marked and explained (problemChanged) and never becomes the
// spin box's value, so it cannot reach the scenario.
class ParamSpinBox : public QDoubleSpinBox
{
    Q_OBJECT

public:
    ParamSpinBox(const ParamInfo &info, QWidget *parent = nullptr);

    const ParamInfo &info() const { return m_info; }
    // Why the text as typed is not valid; empty when it is.
    QString problem() const { return m_problem; }
    // The edit inside takes the box's font again: when a style sheet's font goes, Qt leaves it on the edit
    // (after presenting, the fields kept 20 pt bold text, cut to "1E+0").
    void followFont();
    // The box stays at least `minimum` pixels wide and wide enough for `sample` at whatever font it has, so
    // that dragging its slider never changes its width.
    void holdWidthFor(int minimum, const QString &sample);
    // Wide enough for its value as typed and what holdWidthFor asks: presenting, K = 1,000,000 showed as
    // "100000" cut.
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;
    // The width the box needs to show `text` whole, buttons and frame included.
    int widthFor(const QString &text) const;

Q_SIGNALS:
    // While typing: the text's problem, or empty once it is valid again.
    void problemChanged(const QString &problem);
    // On Enter or leaving the field with invalid text: the text is dropped, the value kept.
    void rejected(const QString &problem);

protected:
    QValidator::State validate(QString &input, int &pos) const override;
    QString textFromValue(double value) const override;
    double valueFromText(const QString &text) const override;
    void fixup(QString &input) const override;
    // Adapters, price and skew step in round units (paramsteps.h); Qt sends a page as ten steps.
    void stepBy(int steps) override;

private:
    std::optional<double> parse(const QString &text) const;
    void setProblem(const QString &problem) const;

    const ParamInfo &m_info;
    mutable QString m_problem;
    int m_heldWidth = 0;
    QString m_heldSample;
};

} // namespace lorafleet
