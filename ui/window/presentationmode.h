// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QSize>

#include <functional>

class QAction;
class QMainWindow;
class QMenu;
class QSplitter;

namespace lorafleet {

class ChartBoard;
class ExportMenu;
class ParameterPanel;
class SummaryPanel;
class ViewSwitcher;

// Presenting to a room: full screen, the five sliders, one big chart at a time and a big headline
// (F5; Esc leaves, Page Down/Up step through the charts). Leaving puts everything back as it was.
class PresentationMode : public QObject
{
    Q_OBJECT

public:
    // What presenting rearranges.
    struct Stage
    {
        QMainWindow *window;
        QSplitter *splitter;
        ChartBoard *board;
        ParameterPanel *panel;
        SummaryPanel *summary;
        ExportMenu *exports;
        ViewSwitcher *views;
    };
    // restyleCharts: draws the charts in the look for the mode (isOn() tells which).
    PresentationMode(const Stage &stage, std::function<void()> restyleCharts);

    // Adds Presentation mode and the keys that work while presenting to `view`.
    void addTo(QMenu *view);
    // fullScreen false keeps the window's size (screenshots of presentation mode).
    void set(bool presenting, bool fullScreen = true);
    bool isOn() const { return m_presenting; }
    // How much larger than on the desk the charts draw: one chart 1.6 times on a 1280x720 screen (logical
    // pixels), two side by side 1.25, all five 1; as much more as the screen is larger, so that the text
    // takes the same share of any screen up to 3840x2160. 1 when not presenting.
    double chartScale() const;
    // The screen's size over 1280x720 (the smaller ratio, from 1 to 3, in steps of 0.05).
    static double roomScale(const QSize &windowSize);

protected:
    // While presenting, a new window size (full screen arrives after showFullScreen() returns) re-divides
    // the splitter and rescales the charts.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitToWindow();
    // The panel's, summary's and tabs' text for the mode and the room.
    void restylePanels();

    Stage m_stage;
    std::function<void()> m_restyleCharts;
    bool m_presenting = false;
    double m_roomScale = 1;
    struct Before
    {
        QByteArray geometry;
        Qt::WindowStates state;
        QByteArray splitter;
    } m_before;
    QAction *m_action = nullptr;
    QList<QAction *> m_presentingActions; // enabled only while presenting
};

} // namespace lorafleet
