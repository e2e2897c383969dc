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

QString decisionCommandsHelp()
{
    return CommandLine::tr(
        "Decision commands (they need no display):\n"
        "  sensitivity [SCENARIO] [--output savings|advantage|gpus] [--range PERCENT] [--json]\n"
        "                                      each numeric parameter moved PERCENT (default 25)\n"
        "                                      down and up, the output at both ends, largest\n"
        "                                      swing first\n"
        "  flags --engine vllm|sglang|lorax|trtllm [SCENARIO] [--percentile P] [--hidden-size N]\n"
        "        [--layers N] [--json]          the engine's launch options for the scenario, each\n"
        "                                      with why (docs/flags.md)\n"
        "  compare A B [C D] [--json] [--out DIR [--format png|svg|pdf|csv|report]]\n"
        "                                      two to four scenario files or presets side by side;\n"
        "                                      --out writes comparison.csv and each one's charts\n"
        "  screenshot ... --view charts|phase-map|sensitivity\n"
        "                                      the window's view to render (default charts)\n\n");
}

} // namespace lorafleet
