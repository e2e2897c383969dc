// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/decisioncommands.h"

#include "app/cli.h"
#include "app/comparecommand.h"
#include "app/explaincommand.h"
#include "app/flagscommand.h"
#include "app/sensitivitycommand.h"

#include <QCoreApplication>

namespace lorafleet {

bool isDecisionCommand(const QString &command)
{
    return command == QLatin1String("sensitivity") || command == QLatin1String("flags") ||
        command == QLatin1String("compare") || command == QLatin1String("explain");
}

int runDecisionCommand(const QString &command, const QStringList &arguments)
{
    if (command == QLatin1String("flags"))
        return runFlags(arguments);
    if (command == QLatin1String("compare"))
        return runCompare(arguments);
    if (command == QLatin1String("explain"))
        return runExplain(arguments);
    return runSensitivity(arguments);
}

} // namespace lorafleet
