#include "commandline.h"

#include "fleetmodel.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication::setOrganizationName(QStringLiteral("LoRA Fleet Explorer"));
    QCoreApplication::setApplicationName(QStringLiteral("lorafleet"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LORAFLEET_VERSION));

    if (const auto status = lorafleet::runHeadlessCommand(argc, argv))
        return *status;
    // The window arrives with the explorer issue; until then, show the default scenario's figures.
    char evalCommand[] = "eval";
    char *evalArgv[] = {argv[0], evalCommand, nullptr};
    int evalArgc = 2;
    return lorafleet::runHeadlessCommand(evalArgc, evalArgv).value_or(0);
}
