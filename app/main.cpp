#include "chart.h"
#include "commandline.h"
#include "mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QTimer>

#include <cstdio>
#include <set>

namespace {

// --quit-after-paint (for lorafleet-bench): quits once every chart has painted for the first time,
// printing the milliseconds since main() began.
class FirstPaintProbe : public QObject
{
public:
    FirstPaintProbe(const lorafleet::MainWindow &window, const QElapsedTimer &clock)
        : m_clock(clock)
    {
        for (lorafleet::Chart *chart : window.charts()) {
            m_waiting.insert(chart->plotWidget());
            chart->plotWidget()->installEventFilter(this);
        }
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && m_waiting.erase(watched) && m_waiting.empty()) {
            std::printf("first paint %.1f ms after main()\n", double(m_clock.nsecsElapsed()) / 1e6);
            std::fflush(stdout);
            QTimer::singleShot(0, qApp, &QCoreApplication::quit);
        }
        return false;
    }

private:
    const QElapsedTimer &m_clock;
    std::set<QObject *> m_waiting;
};

} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer clock;
    clock.start();
    QCoreApplication::setOrganizationName(QStringLiteral("LoRA Fleet Explorer"));
    QCoreApplication::setApplicationName(QStringLiteral("lorafleet"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LORAFLEET_VERSION));

    if (const auto status = lorafleet::runHeadlessCommand(argc, argv))
        return *status;

    QApplication app(argc, argv);
    lorafleet::MainWindow window;
    std::unique_ptr<FirstPaintProbe> probe;
    if (QCoreApplication::arguments().contains(QStringLiteral("--quit-after-paint")))
        probe = std::make_unique<FirstPaintProbe>(window, clock);
    window.show();
    return QApplication::exec();
}
