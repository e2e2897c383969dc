// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commandline.h"
#include "charts/chart.h"
#include "io/settings.h"
#include "model/vectorstate.h"
#include "text/i18n.h"
#include "text/safetext.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QIcon>
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
    lorafleet::clearUpperVectorState(); // the platform's start-up leaves it dirty (model/vectorstate.h)
    // The icon installed under share/icons (embedded); the desktop entry names the app on Wayland.
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/lorafleet.svg")));
    QGuiApplication::setDesktopFileName(QStringLiteral("lorafleet"));
    // The language: --lang, else the one chosen in the app, else the system's.
    const QString language = lorafleet::languageArgument(QCoreApplication::arguments());
    if (!language.isEmpty() && language != QLatin1String("ko") && language != QLatin1String("en")) {
        std::fprintf(stderr, "lorafleet: --lang %s is not valid: expected ko or en\n",
                     qPrintable(lorafleet::safeText(language)));
        return 2;
    }
    lorafleet::installTranslations(
        lorafleet::resolveLanguage(language.isEmpty() ? lorafleet::Settings().language() : language));
    int status = 0;
    const auto asked = lorafleet::scenarioFromArguments(QCoreApplication::arguments(), status);
    if (status != 0)
        return status;
    lorafleet::MainWindow window;
    const bool probing = QCoreApplication::arguments().contains(QStringLiteral("--quit-after-paint"));
    if (!probing)
        window.restoreSession();
    if (asked && !asked->refusedFile.isEmpty()) {
        // A refused file: the window opens as it would without it and says why, as File → Open does.
        QTimer::singleShot(0, &window,
                           [&window, path = asked->refusedFile] { window.openFileShowingErrors(path); });
    } else if (asked) {
        // A file opens as the document (Save writes back to it); changes on top are undoable.
        if (!asked->filePath.isEmpty())
            window.openFile(asked->filePath);
        window.setParams(asked->scenario.params, QObject::tr("Scenario from the command line"));
    }
    std::unique_ptr<FirstPaintProbe> probe;
    if (probing)
        probe = std::make_unique<FirstPaintProbe>(window, clock);
    window.show();
    const int exitCode = QApplication::exec();
    return exitCode;
}
