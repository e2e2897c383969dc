#include "decisioncommands.h"

#include "cli.h"
#include "comparecommand.h"
#include "flagscommand.h"
#include "sensitivitycommand.h"

#include <QCoreApplication>

namespace lorafleet {

bool isDecisionCommand(const QString &command)
{
    return command == QLatin1String("sensitivity") || command == QLatin1String("flags") ||
        command == QLatin1String("compare");
}

int runDecisionCommand(const QString &command, const QStringList &arguments)
{
    if (command == QLatin1String("flags"))
        return runFlags(arguments);
    if (command == QLatin1String("compare"))
        return runCompare(arguments);
    return runSensitivity(arguments);
}

} // namespace lorafleet
