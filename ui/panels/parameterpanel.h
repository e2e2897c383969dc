// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/params.h"

#include <QWidget>

#include <functional>
#include <vector>

class QCheckBox;
class QFormLayout;
class QGridLayout;
class QLabel;
class QLineEdit;
class QSlider;
class QToolButton;

namespace lorafleet {

class ChoiceSwitch;
class ParamSpinBox;

// The scenario's controls: five sliders with exact fields beside them, and an "Advanced" group
// with every other parameter. Keeps its own copy of the parameters; each edit changes one field
// and emits paramsEdited.
class ParameterPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ParameterPanel(QWidget *parent = nullptr);

    // Shows a scenario (a loaded file, undo, reset) without emitting anything.
    void setParams(const Params &params);
    const Params &params() const { return m_params; }

    void setAdvancedVisible(bool visible);
    // Presenting: only the five sliders, large, with their values; everything else hidden. roomScale: how
    // much larger than on a 1280x720 screen (PresentationMode::roomScale).
    void setPresentation(bool presenting, double roomScale = 1);
    double roomScale() const { return m_roomScale; }
    bool isPresentation() const { return m_presenting; }
    // Re-applies the panel's style sheet after the application's palette changed (a theme).
    void refreshStyle();
    bool isAdvancedVisible() const;
    // The explanation shown for the last invalid value typed, empty when there is none.
    QString problemText() const;

    // For tests and the benchmark.
    QSlider *slider(std::string_view key) const;
    ParamSpinBox *field(std::string_view key) const;
    // The segmented buttons of a Choice parameter (model, pool_policy).
    ChoiceSwitch *choice(std::string_view key) const;
    QLineEdit *skewBandsField() const { return m_skewBands; }
    QCheckBox *wholeGpusField() const { return m_wholeGpus; }

Q_SIGNALS:
    // The user changed `key`; params is the whole new scenario.
    void paramsEdited(const lorafleet::Params &params, const QString &key);
    // A slider is being dragged: edits until dragFinished belong together.
    void dragStarted();
    void dragFinished();
    void resetRequested();
    // The advanced parameters were shown or hidden (by the panel's toggle, the View menu, presenting).
    void advancedVisibilityChanged(bool visible);

private:
    struct SliderRow
    {
        const ParamInfo *info;
        QSlider *slider;
        ParamSpinBox *field;
        std::function<double(int)> fromSlider;
        std::function<int(double)> toSlider;
        QLabel *label;
        QLabel *unit;
        int gridRow; // the first of its four rows in the grid
    };

    void addSliderRow(int row, std::string_view key, int steps, std::function<double(int)> fromSlider,
                      std::function<int(double)> toSlider);
    void placeSliderRow(const SliderRow &row);
    void addAdvancedField(QFormLayout *form, const ParamInfo &info);
    ChoiceSwitch *addChoice(const ParamInfo &info);
    // Engine-only keys look disabled in paper mode, with a tooltip saying why.
    void updateEngineRows();
    void setField(const ParamInfo &info, double value);
    void updateSliderRanges();
    void showProblem(const QString &problem, bool sticky);
    void onFieldProblem(const QString &problem);
    void onSkewBandsEdited();

    Params m_params;
    std::vector<SliderRow> m_rows;
    QGridLayout *m_sliderGrid = nullptr;
    std::vector<ParamSpinBox *> m_advancedFields;
    std::vector<ChoiceSwitch *> m_choices;
    struct EngineRow
    {
        const ParamInfo *info;
        std::vector<QWidget *> widgets; // label and field
    };
    std::vector<EngineRow> m_engineRows;
    QWidget *m_modelRow = nullptr;
    QLineEdit *m_skewBands = nullptr;
    QCheckBox *m_wholeGpus = nullptr;
    QToolButton *m_advancedToggle = nullptr;
    QWidget *m_advanced = nullptr;
    QLabel *m_problem = nullptr;
    QLabel *m_heading = nullptr;
    QWidget *m_reset = nullptr;
    bool m_problemSticky = false;
    bool m_presenting = false;
    double m_roomScale = 1;
    bool m_advancedBeforePresenting = false;
};

} // namespace lorafleet
