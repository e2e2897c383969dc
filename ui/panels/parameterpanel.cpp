// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/parameterpanel.h"

#include "charts/chartstyle.h"
#include "panels/choiceswitch.h"
#include "panels/paramspinbox.h"
#include "panels/sliderkeys.h"
#include "panels/sliderrowlayout.h"
#include "text/modeltexts.h"
#include "text/paramtexts.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace lorafleet {

namespace {

// An invalid field: the warning red's border on a pale red, the same in every theme.
QString invalidStyle()
{
    return QStringLiteral("lorafleet--ParamSpinBox[invalid=\"true\"], QLineEdit[invalid=\"true\"] {"
                          " border: 2px solid %1; background: #fdecea; color: #1a1a1a; }")
        .arg(ChartStyle::light().warning.name());
}

QString bandsText(const Params &params)
{
    QStringList parts;
    for (const double skew : params.skewBands)
        parts << QString::fromStdString(formatNumber(skew));
    return parts.join(QStringLiteral(", "));
}

} // namespace

ParameterPanel::ParameterPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("parameterPanel"));
    setStyleSheet(invalidStyle());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 10, 10, 10);

    m_heading = new QLabel(tr("Scenario"));
    QFont headingFont = m_heading->font();
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.3);
    headingFont.setBold(true);
    m_heading->setFont(headingFont);
    layout->addWidget(m_heading);

    // Which model draws the figures: in view above the sliders, since it changes every figure.
    m_modelRow = new QWidget;
    auto *modelLayout = new QHBoxLayout(m_modelRow);
    modelLayout->setContentsMargins(0, 0, 0, 4);
    const ParamInfo &modelInfo = *findParam("model");
    auto *modelLabel = new QLabel(paramLabel(modelInfo));
    QFont boldLabel = modelLabel->font();
    boldLabel.setBold(true);
    modelLabel->setFont(boldLabel);
    modelLabel->setToolTip(paramTooltip(modelInfo));
    modelLayout->addWidget(modelLabel);
    modelLayout->addWidget(addChoice(modelInfo), 1);
    layout->addWidget(m_modelRow);

    auto *grid = new QGridLayout;
    m_sliderGrid = grid;
    grid->setColumnStretch(0, 1);
    grid->setVerticalSpacing(2);
    constexpr int kAdapterSteps = 1000;
    // K on a logarithmic slider from 1 to Kmax; any integer can still be typed.
    addSliderRow(
        0, "adapters", kAdapterSteps,
        [this](int position) {
            const double end = std::log(double(m_params.plotMaxAdapters));
            return std::round(std::exp(end * position / kAdapterSteps));
        },
        [this](double k) {
            const double end = std::log(double(m_params.plotMaxAdapters));
            return int(std::lround(kAdapterSteps * std::log(std::max(1.0, k)) / end));
        });
    addSliderRow(
        4, "skew", 250, [](int p) { return p / 100.0; }, [](double s) { return int(std::lround(s * 100)); });
    addSliderRow(
        8, "batch", 255, [](int p) { return p + 1.0; }, [](double b) { return int(std::lround(b)) - 1; });
    // The pool slider spans what the GPU has beside the base (0 to M - B), in half-GB steps.
    addSliderRow(
        12, "pool_gb", 1, [](int p) { return p / 2.0; }, [](double gb) { return int(std::lround(gb * 2)); });
    // The price in quarter dollars, its keyboard step: a drag lands on $3.00, not on $2.97 or $3.04 (a
    // pixel was seven cents). Any cent can still be typed.
    addSliderRow(
        16, "gpu_price_per_hour", 80, [](int p) { return p / 4.0; },
        [](double usd) { return int(std::lround(usd * 4)); });
    layout->addLayout(grid);

    m_problem = new QLabel;
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(
        QStringLiteral("color: %1; font-weight: bold;").arg(ChartStyle::light().warning.name()));
    m_problem->setVisible(false);
    layout->addWidget(m_problem);

    m_advancedToggle = new QToolButton;
    m_advancedToggle->setObjectName(QStringLiteral("advanced-toggle"));
    m_advancedToggle->setText(tr("Advanced"));
    m_advancedToggle->setCheckable(true);
    m_advancedToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_advancedToggle->setArrowType(Qt::RightArrow);
    m_advancedToggle->setAutoRaise(true);
    m_advancedToggle->setToolTip(
        tr("Every other parameter of the model: the GPU, the demand, the catalog's growth."));
    layout->addWidget(m_advancedToggle);

    m_advanced = new QWidget;
    auto *form = new QFormLayout(m_advanced);
    form->setContentsMargins(4, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (const ParamInfo &info : paramInfos()) {
        if (info.mainControl || info.key == "model")
            continue;
        if (isEngineKey(info.key) && m_engineRows.empty()) {
            auto *engineHeading = new QLabel(tr("Engine model"));
            engineHeading->setFont(boldLabel);
            engineHeading->setToolTip(ModelTexts::ignoredInPaperMode());
            form->addRow(engineHeading);
        }
        if (info.kind == ParamInfo::Kind::RealList) {
            m_skewBands = new QLineEdit;
            m_skewBands->setObjectName(paramKey(info));
            m_skewBands->setToolTip(paramTooltip(info));
            m_skewBands->setProperty("invalid", false);
            connect(m_skewBands, &QLineEdit::editingFinished, this, &ParameterPanel::onSkewBandsEdited);
            form->addRow(paramLabel(info), m_skewBands);
        } else if (info.kind == ParamInfo::Kind::Boolean) {
            m_wholeGpus = new QCheckBox(paramLabel(info));
            m_wholeGpus->setObjectName(paramKey(info));
            m_wholeGpus->setToolTip(paramTooltip(info));
            connect(m_wholeGpus, &QCheckBox::toggled, this, [this, &info](bool checked) {
                Params next = m_params;
                next.wholeGpus = checked;
                m_params = next;
                showProblem(QString(), false);
                Q_EMIT paramsEdited(m_params, paramKey(info));
            });
            form->addRow(QString(), m_wholeGpus);
        } else if (info.kind == ParamInfo::Kind::Choice) {
            auto *label = new QLabel(paramLabel(info));
            label->setToolTip(paramTooltip(info));
            ChoiceSwitch *field = addChoice(info);
            label->setBuddy(field->button(0));
            form->addRow(label, field);
            if (isEngineKey(info.key))
                m_engineRows.push_back({&info, {label, field}});
        } else {
            addAdvancedField(form, info);
        }
    }
    m_advanced->setVisible(false);
    layout->addWidget(m_advanced);
    connect(m_advancedToggle, &QToolButton::toggled, this, &ParameterPanel::setAdvancedVisible);

    auto *reset = new QPushButton(tr("Reset to defaults"));
    reset->setObjectName(QStringLiteral("resetButton"));
    reset->setToolTip(tr("Back to the paper's scenario: an H200 serving 32 adapters."));
    connect(reset, &QPushButton::clicked, this, &ParameterPanel::resetRequested);
    layout->addWidget(reset, 0, Qt::AlignLeft);
    m_reset = reset;
    layout->addStretch(1);

    setParams(Params{});
}

void ParameterPanel::addSliderRow(int row, std::string_view key, int steps,
                                  std::function<double(int)> fromSlider, std::function<int(double)> toSlider)
{
    const ParamInfo &info = *findParam(key);
    auto *label = new QLabel(paramLabel(info));
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    label->setToolTip(paramTooltip(info));
    auto *slider = new QSlider(Qt::Horizontal);
    slider->setObjectName(paramKey(info) + QStringLiteral("Slider"));
    slider->setRange(0, steps);
    slider->setToolTip(paramTooltip(info));
    auto *field = new ParamSpinBox(info);
    field->setObjectName(paramKey(info));
    field->setToolTip(paramTooltip(info));
    // Any count up to 10^6 adapters fits at every font, so a drag never widens the field; every field as
    // wide, so that presenting the units line up.
    field->holdWidthFor(110, QStringLiteral("1000000"));
    auto *unit = new QLabel(paramUnit(info));
    label->setBuddy(field);
    m_rows.push_back({&info, slider, field, std::move(fromSlider), std::move(toSlider), label, unit, row});
    const SliderRow &added = m_rows.back();
    placeSliderRow(added);
    stepSliderLikeField(slider, field);

    // An arrow key moves a count by one whole value: on the logarithmic K slider one position is a
    // fraction of an adapter near K = 32, and three or four presses added one.
    if (info.kind == ParamInfo::Kind::Integer)
        connect(slider, &QAbstractSlider::actionTriggered, this,
                [this, slider, &info, fromSlider = added.fromSlider](int action) {
                    const int direction = action == QAbstractSlider::SliderSingleStepAdd ? 1
                        : action == QAbstractSlider::SliderSingleStepSub                 ? -1
                                                                                         : 0;
                    if (direction == 0)
                        return;
                    const double current = numericParamValue(m_params, info);
                    int position = slider->sliderPosition();
                    while (fromSlider(position) == current && position + direction >= slider->minimum() &&
                           position + direction <= slider->maximum())
                        position += direction;
                    slider->setSliderPosition(position);
                });
    connect(slider, &QSlider::valueChanged, this,
            [this, &info, fromSlider = added.fromSlider, field](int position) {
                const double value = fromSlider(position);
                if (value == numericParamValue(m_params, info))
                    return; // a slider step too small to change the value (K near 1)
                Params next = m_params;
                if (setParamValue(next, info, value) || !validate(next).empty())
                    return;
                m_params = next;
                const QSignalBlocker blocker(field);
                field->setValue(value);
                showProblem(QString(), false);
                Q_EMIT paramsEdited(m_params, paramKey(info));
            });
    connect(slider, &QSlider::sliderPressed, this, &ParameterPanel::dragStarted);
    connect(slider, &QSlider::sliderReleased, this, &ParameterPanel::dragFinished);
    connect(field, &ParamSpinBox::valueChanged, this, [this, &info](double value) { setField(info, value); });
    connect(field, &ParamSpinBox::problemChanged, this, &ParameterPanel::onFieldProblem);
    connect(field, &ParamSpinBox::rejected, this,
            [this](const QString &problem) { showProblem(problem, true); });
}

void ParameterPanel::addAdvancedField(QFormLayout *form, const ParamInfo &info)
{
    auto *field = new ParamSpinBox(info);
    field->setObjectName(paramKey(info));
    field->setToolTip(paramTooltip(info));
    const QString unit = paramUnit(info);
    auto *label = new QLabel(unit.isEmpty() ? paramLabel(info) : tr("%1 (%2)").arg(paramLabel(info), unit));
    label->setToolTip(paramTooltip(info));
    label->setBuddy(field);
    form->addRow(label, field);
    m_advancedFields.push_back(field);
    if (isEngineKey(info.key))
        m_engineRows.push_back({&info, {label, field}});
    connect(field, &ParamSpinBox::valueChanged, this, [this, &info](double value) { setField(info, value); });
    connect(field, &ParamSpinBox::problemChanged, this, &ParameterPanel::onFieldProblem);
    connect(field, &ParamSpinBox::rejected, this,
            [this](const QString &problem) { showProblem(problem, true); });
}

ChoiceSwitch *ParameterPanel::addChoice(const ParamInfo &info)
{
    auto *field = new ChoiceSwitch(info);
    field->setObjectName(paramKey(info));
    field->setToolTip(paramTooltip(info));
    m_choices.push_back(field);
    connect(field, &ChoiceSwitch::chosen, this, [this, field, &info] {
        Params next = m_params;
        const auto choice = info.choice(std::size_t(std::max(0, field->index())));
        if (!choice || setParamValue(next, info, *choice) || next == m_params)
            return;
        m_params = next;
        showProblem(QString(), false);
        updateEngineRows();
        Q_EMIT paramsEdited(m_params, paramKey(info));
    });
    return field;
}

void ParameterPanel::updateEngineRows()
{
    const bool engine = m_params.model == ModelKind::Engine;
    for (const EngineRow &row : m_engineRows)
        for (QWidget *widget : row.widgets) {
            widget->setEnabled(engine);
            widget->setToolTip(
                engine ? paramTooltip(*row.info)
                       : paramTooltip(*row.info) +
                        QStringLiteral("<p><i>%1</i></p>").arg(ModelTexts::ignoredInPaperMode()));
        }
}

// A typed value: applied when the whole scenario stays valid (catalog_ceiling >= catalog_start).
void ParameterPanel::setField(const ParamInfo &info, double value)
{
    Params next = m_params;
    QString problem;
    if (const auto error = setParamValue(next, info, value))
        problem = validationMessage(*error, next);
    else if (const auto errors = validate(next); !errors.empty())
        problem = validationMessage(errors.front(), next);
    if (!problem.isEmpty()) {
        showProblem(problem, true);
        setParams(m_params); // back to the scenario's value
        return;
    }
    m_params = next;
    showProblem(QString(), false);
    updateSliderRanges();
    for (const SliderRow &row : m_rows)
        if (row.info == &info) {
            const QSignalBlocker blocker(row.slider);
            row.slider->setValue(row.toSlider(value));
        }
    Q_EMIT paramsEdited(m_params, paramKey(info));
}

void ParameterPanel::onSkewBandsEdited()
{
    Params next = m_params;
    const std::string text = m_skewBands->text().toStdString();
    QString problem;
    if (const auto error = setParam(next, "skew_bands", text))
        problem = validationMessage(*error, next);
    m_skewBands->setProperty("invalid", !problem.isEmpty());
    m_skewBands->style()->unpolish(m_skewBands);
    m_skewBands->style()->polish(m_skewBands);
    if (!problem.isEmpty()) {
        showProblem(problem, true);
        return;
    }
    if (next == m_params)
        return;
    m_params = next;
    showProblem(QString(), false);
    Q_EMIT paramsEdited(m_params, QStringLiteral("skew_bands"));
}

void ParameterPanel::setParams(const Params &params)
{
    m_params = params;
    updateSliderRanges();
    for (const SliderRow &row : m_rows) {
        const double value = numericParamValue(params, *row.info);
        const QSignalBlocker sliderBlocker(row.slider);
        const QSignalBlocker fieldBlocker(row.field);
        row.slider->setValue(row.toSlider(value));
        row.field->setValue(value);
    }
    for (ParamSpinBox *field : m_advancedFields) {
        const QSignalBlocker blocker(field);
        field->setValue(numericParamValue(params, field->info()));
    }
    {
        const QSignalBlocker blocker(m_skewBands);
        m_skewBands->setText(bandsText(params));
        m_skewBands->setProperty("invalid", false);
    }
    for (ChoiceSwitch *choice : m_choices) {
        const std::string name = paramText(params, choice->info());
        const auto names = choice->info().choices();
        const QSignalBlocker blocker(choice);
        choice->setIndex(int(std::find(names.begin(), names.end(), name) - names.begin()));
    }
    updateEngineRows();
    const QSignalBlocker blocker(m_wholeGpus);
    m_wholeGpus->setChecked(params.wholeGpus);
}

void ParameterPanel::updateSliderRanges()
{
    for (const SliderRow &row : m_rows) {
        if (row.info->key != "pool_gb")
            continue;
        const QSignalBlocker blocker(row.slider);
        row.slider->setMaximum(std::max(1, int(std::floor(2 * (m_params.hbmGb - m_params.baseGb)))));
    }
    // The K slider's scale depends on Kmax: re-place it.
    for (const SliderRow &row : m_rows)
        if (row.info->key == "adapters") {
            const QSignalBlocker blocker(row.slider);
            row.slider->setValue(row.toSlider(double(m_params.adapters)));
        }
}

void ParameterPanel::placeSliderRow(const SliderRow &row)
{
    arrangeSliderRow(m_sliderGrid, {row.label, row.field, row.unit, row.slider}, row.gridRow, m_presenting,
                     m_roomScale);
}

void ParameterPanel::setAdvancedVisible(bool visible)
{
    m_advanced->setVisible(visible);
    const QSignalBlocker blocker(m_advancedToggle);
    m_advancedToggle->setChecked(visible);
    m_advancedToggle->setArrowType(visible ? Qt::DownArrow : Qt::RightArrow);
    Q_EMIT advancedVisibilityChanged(visible);
}

void ParameterPanel::setPresentation(bool presenting, double roomScale)
{
    roomScale = presenting ? roomScale : 1.0;
    if (presenting == m_presenting && roomScale == m_roomScale)
        return;
    if (presenting && !m_presenting)
        m_advancedBeforePresenting = isAdvancedVisible();
    m_presenting = presenting;
    m_roomScale = roomScale;
    setAdvancedVisible(!presenting && m_advancedBeforePresenting);
    for (QWidget *widget :
         {static_cast<QWidget *>(m_heading), static_cast<QWidget *>(m_advancedToggle), m_reset, m_modelRow})
        widget->setVisible(!presenting);
    refreshStyle();
    for (const SliderRow &row : m_rows)
        placeSliderRow(row);
    // The spare width after the unit presenting, after the name on the desk.
    m_sliderGrid->setColumnStretch(0, presenting ? 0 : 1);
    m_sliderGrid->setColumnStretch(2, presenting ? 1 : 0);
}

void ParameterPanel::refreshStyle()
{
    // Setting the sheet again re-polishes every child with the current palette.
    setStyleSheet(QString());
    setStyleSheet(m_presenting ? invalidStyle() + presentationStyle(m_roomScale) : invalidStyle());
    for (const SliderRow &row : m_rows)
        row.field->followFont();
    for (ParamSpinBox *field : m_advancedFields)
        field->followFont();
}

bool ParameterPanel::isAdvancedVisible() const
{
    return m_advancedToggle->isChecked();
}

QString ParameterPanel::problemText() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}

void ParameterPanel::onFieldProblem(const QString &problem)
{
    if (!problem.isEmpty())
        showProblem(problem, false);
    else if (!m_problemSticky)
        showProblem(QString(), false);
}

// Sticky problems (a value that was refused) stay until the next accepted edit; live ones (text
// being typed) disappear as soon as the text is valid.
void ParameterPanel::showProblem(const QString &problem, bool sticky)
{
    m_problemSticky = sticky && !problem.isEmpty();
    m_problem->setText(
        problem.isEmpty() ? QString() : problem + (sticky ? tr(" The scenario is unchanged.") : QString()));
    m_problem->setVisible(!problem.isEmpty());
}

QSlider *ParameterPanel::slider(std::string_view key) const
{
    for (const SliderRow &row : m_rows)
        if (row.info->key == key)
            return row.slider;
    return nullptr;
}

ParamSpinBox *ParameterPanel::field(std::string_view key) const
{
    for (const SliderRow &row : m_rows)
        if (row.info->key == key)
            return row.field;
    for (ParamSpinBox *field : m_advancedFields)
        if (field->info().key == key)
            return field;
    return nullptr;
}

ChoiceSwitch *ParameterPanel::choice(std::string_view key) const
{
    for (ChoiceSwitch *choice : m_choices)
        if (choice->info().key == key)
            return choice;
    return nullptr;
}

} // namespace lorafleet
