#include "commandline.h"
#include "mainwindow.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QCoreApplication::setOrganizationName(QStringLiteral("LoRA Fleet Explorer"));
    QCoreApplication::setApplicationName(QStringLiteral("lorafleet"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LORAFLEET_VERSION));

    if (const auto status = lorafleet::runHeadlessCommand(argc, argv))
        return *status;

    QApplication app(argc, argv);
    lorafleet::MainWindow window;
    window.show();
    return QApplication::exec();
}
