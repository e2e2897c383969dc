// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/sensitivityview.h"

#include "charts/tornadochart.h"
#include "panels/segmentedchoice.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace lorafleet {

namespace {
constexpr std::array kOutputs{SensitivityOutput::Savings, SensitivityOutput::Advantage,
                              SensitivityOutput::Gpus};
}

SensitivityView::SensitivityView(QWidget *parent)
    : QWidget(parent)
    , m_chart(new TornadoChart)
    , m_output(
          new SegmentedChoice({tr("Savings per month"), tr("Fleet advantage R"), tr("Multiplexed GPUs")},
                              {QStringLiteral("sensitivity-savings"), QStringLiteral("sensitivity-advantage"),
                               QStringLiteral("sensitivity-gpus")}))
{
    setObjectName(QStringLiteral("sensitivity-view"));
    m_chart->setObjectName(m_chart->fileStem());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QHBoxLayout;
    auto *label = new QLabel(tr("Output:"));
    label->setBuddy(m_output);
    bar->addWidget(label);
    bar->addWidget(m_output);
    bar->addSpacing(12);
    // Wrapped: the note must not widen the window (presenting leaves the views less room).
    auto *note = new QLabel(tr("Each parameter moved 25 % down and up, within its valid range."));
    note->setWordWrap(true);
    bar->addWidget(note, 1);
    layout->addLayout(bar);
    layout->addWidget(m_chart, 1);
    connect(m_output, &SegmentedChoice::chosen, this,
            [this](int index) { setOutput(kOutputs[std::size_t(std::clamp(index, 0, 2))]); });
}

void SensitivityView::setOutput(SensitivityOutput output)
{
    m_output->setIndex(int(std::find(kOutputs.begin(), kOutputs.end(), output) - kOutputs.begin()));
    if (output == m_outputKind)
        return;
    m_outputKind = output;
    m_shown = false;
    update();
}

void SensitivityView::showScenario(const ChartData &data)
{
    m_chart->showScenario(data);
    if (m_hasParams && data.params == m_params)
        return;
    m_params = data.params;
    m_hasParams = true;
    m_shown = false;
    update();
}

void SensitivityView::setDragging(bool dragging)
{
    m_chart->setDragging(dragging);
}

void SensitivityView::setActive(bool active)
{
    m_active = active;
    update();
}

void SensitivityView::update()
{
    if (!m_active || !m_hasParams || m_shown)
        return;
    m_chart->setModel(m_params.model);
    m_chart->showSensitivity(computeSensitivity(m_params, m_outputKind));
    m_shown = true;
}

void SensitivityView::renderNow()
{
    if (!m_hasParams)
        return;
    if (!m_shown) {
        m_chart->setModel(m_params.model);
        m_chart->showSensitivity(computeSensitivity(m_params, m_outputKind));
    }
    m_shown = true;
    m_chart->flush();
}

} // namespace lorafleet
