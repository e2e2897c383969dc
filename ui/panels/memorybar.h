#pragma once

#include "fleetmodel.h"

#include <QWidget>

namespace lorafleet {

// The GPU's memory as one bar: base | KV cache | adapter pool | free, or the overflow beyond the
// GPU's capacity in red.
class MemoryBar : public QWidget
{
    Q_OBJECT

public:
    explicit MemoryBar(QWidget *parent = nullptr);

    // The GPU of `params`, with what the model says of it (used, free, over, pool capacity).
    void setMemory(const Params &params, const Figures &figures);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    Params m_params;
    Figures m_figures = evaluate(Params{});
};

} // namespace lorafleet
