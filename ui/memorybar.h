#pragma once

#include <QWidget>

#include <cstdint>

namespace lorafleet {

// The GPU's memory as one bar: base | KV cache | adapter pool | free, or the overflow beyond the
// GPU's capacity in red.
class MemoryBar : public QWidget
{
    Q_OBJECT

public:
    explicit MemoryBar(QWidget *parent = nullptr);

    void setMemory(double hbmGb, double baseGb, double kvGb, double poolGb, std::int64_t poolCapacity);
    bool fits() const { return m_base + m_kv + m_pool <= m_hbm * (1 + 1e-9); }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    double m_hbm = 141;
    double m_base = 54;
    double m_kv = 27;
    double m_pool = 60;
    std::int64_t m_capacity = 223;
};

} // namespace lorafleet
