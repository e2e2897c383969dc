// SPDX-License-Identifier: GPL-3.0-or-later
// A slider's arrow and Page keys, stepped as its field steps (paramsteps.h).
#include "panels/sliderkeys.h"

#include "panels/paramspinbox.h"
#include "panels/paramsteps.h"

#include <QEvent>
#include <QKeyEvent>
#include <QSlider>

namespace lorafleet {

namespace {

class SliderKeys : public QObject
{
public:
    SliderKeys(QSlider *slider, ParamSpinBox *field)
        : QObject(slider)
        , m_field(field)
    {
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::KeyPress)
            return QObject::eventFilter(watched, event);
        const auto *press = static_cast<QKeyEvent *>(event);
        int steps = 0;
        bool page = false;
        switch (press->key()) {
        case Qt::Key_Right:
        case Qt::Key_Up:
            steps = 1;
            break;
        case Qt::Key_Left:
        case Qt::Key_Down:
            steps = -1;
            break;
        case Qt::Key_PageUp:
            steps = 1;
            page = true;
            break;
        case Qt::Key_PageDown:
            steps = -1;
            page = true;
            break;
        default:
            return QObject::eventFilter(watched, event);
        }
        const std::string_view key = m_field->info().key;
        const auto next = steppedParamValue(key, m_field->value(), steps, page);
        if (!next)
            return QObject::eventFilter(watched, event);
        m_field->setValue(*next);
        return true;
    }

private:
    ParamSpinBox *m_field;
};

} // namespace

void stepSliderLikeField(QSlider *slider, ParamSpinBox *field)
{
    slider->installEventFilter(new SliderKeys(slider, field));
}

} // namespace lorafleet
