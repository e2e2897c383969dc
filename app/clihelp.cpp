// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/clihelp.h"

#include "app/cli.h"
#include "text/paramtexts.h"

namespace lorafleet {

QString decisionCommandsHelp()
{
    return CommandLine::tr(
        "Decision commands (they need no display):\n"
        "  sensitivity [SCENARIO] [--output savings|advantage|gpus] [--range PERCENT] [--json]\n"
        "                                      each numeric parameter moved PERCENT (default 25)\n"
        "                                      down and up, the output at both ends, largest\n"
        "                                      swing first\n"
        "  flags [--engine vllm|sglang|lorax|trtllm] [SCENARIO] [--percentile P]\n"
        "        [--hidden-size N --layers N] [--json]\n"
        "                                      the engine's launch options for the scenario, each\n"
        "                                      with why; the engine defaults to the scenario's\n"
        "                                      engine key (docs/flags.md)\n"
        "  explain [SCENARIO] [--json]          why the two models' monthly costs differ: one step\n"
        "                                      per assumption of the engine model, summing to the\n"
        "                                      difference\n"
        "  compare A B [C D] [--json] [--out DIR [--format png|svg|pdf|csv|report]]\n"
        "                                      two to four scenario files or presets side by side;\n"
        "                                      --out writes comparison.csv, the charts with the\n"
        "                                      others drawn over the first, and each one's own\n"
        "  screenshot ... --view charts|phase-map|sensitivity|bridge\n"
        "                                      the window's view to render (default charts)\n\n");
}

QString keysHelp()
{
    QString text = CommandLine::tr("Scenario keys for --set KEY=VALUE (see docs/model.md):") + u'\n';
    const Params defaults;
    for (const ParamInfo &info : paramInfos()) {
        const QString unit = info.unit.empty() ? QString() : QStringLiteral(" [%1]").arg(paramUnit(info));
        text += QStringLiteral("  %1%2  ").arg(paramKey(info), unit) +
            CommandLine::tr("default %1").arg(qs(paramText(defaults, info))) + QStringLiteral("\n      ") +
            paramMeaning(info) + u' ' + CommandLine::tr("Valid: %1.").arg(validRangeText(info, defaults)) +
            u'\n';
    }
    return text;
}

QString generalHelp()
{
    return CommandLine::tr(
               "Usage: lorafleet [COMMAND] [OPTIONS]\n"
               "LoRA Fleet Explorer: what it costs to serve a catalog of LoRA adapters on one multiplexed\n"
               "GPU versus one dedicated GPU each.\n\n"
               "Without a command, opens the window:\n"
               "  lorafleet [FILE | --scenario FILE | --preset NAME]\n\n"
               "Commands (they need no display):\n"
               "  eval [SCENARIO] [--json]            print the scenario's figures\n"
               "  export --out DIR [SCENARIO] [--format F] [--scale N] [--theme NAME]\n"
               "                                      write the five charts into DIR as cost,\n"
               "                                      fleet-advantage, overhead, catalog-growth and\n"
               "                                      breakeven; F is png\n"
               "                                      (1200 x 750 pixels at scale 1, the default), svg, "
               "pdf,\n"
               "                                      csv (the plotted data), or report (report.pdf: one\n"
               "                                      page with the charts, figures and parameters)\n"
               "  screenshot --out FILE [SCENARIO] [--size WxH] [--theme NAME] [--presentation]\n"
               "                                      render the whole window as PNG (default 1600x1000);\n"
               "                                      themes: light, dark, high-contrast\n"
               "  presets                             list the shipped presets\n"
               "  validate [FILE...] [--json]         the engine model against published measurements (the\n"
               "                                      shipped tables without FILE): per point the measured\n"
               "                                      and predicted ratio to the reference and the error\n"
               "  fit-log FILE [--adapter-column NAME] [--time-column NAME] [--json]\n"
               "                                      fit K, the skew s (95 % interval) and requests per\n"
               "                                      month to a request log (CSV or JSON Lines, ISO 8601 "
               "or\n"
               "                                      Unix-second times) or an adapter,count table\n"
               "  simulate [SCENARIO] [--batches N] [--seed S] [--json]\n"
               "                                      draw N batches (default 10000; 1,048,576 requests\n"
               "                                      in all at most) from the scenario's popularity:\n"
               "                                      distinct resident and out-of-pool adapters and the\n"
               "                                      pool hit rate, beside the model's values\n"
               "  simulate --fleet [SCENARIO] [--requests N] [--placements P] [--seed S] [--json]\n"
               "                                      route requests to the fleet's replicas by its\n"
               "                                      routing: the fleet hit rate, load imbalance and\n"
               "                                      TTFT beside the closed form\n\n"
               "SCENARIO options (in this order):\n"
               "  --scenario FILE   start from a saved scenario file\n"
               "  --preset NAME     start from a shipped preset (see lorafleet presets)\n"
               "  --set KEY=VALUE   then change one value (repeatable; applied in order)\n\n"
               "Other options:\n"
               "  --json            eval: print one JSON object as the last line of output\n"
               "  --out DIR|FILE    export: the folder to write into (created if missing); screenshot: the "
               "file\n"
               "  --scale N         export: pixel ratio of PNG files, 1 to 4 (default 1)\n"
               "  --theme NAME      export, screenshot: light (default), dark or high-contrast\n"
               "  -h, --help        show this help\n"
               "  --lang ko|en      the language of messages and help (default: the system's)\n"
               "  -v, --version     show the version\n\n"
               "Exit status: 0 done, 1 a file could not be written, 2 invalid input (one line on "
               "stderr).\n\n") +
        CommandLine::tr(
               "fit-log options:\n"
               "  --out SCENARIO    write a scenario with the fit applied (K, s, demand, peak factor)\n"
               "  --empirical       with --out: popularity = empirical, the log's own shares (the\n"
               "                    most popular adapters exactly, the rest a fitted Zipf tail)\n"
               "  --scenario FILE   with --out: apply the fit to this scenario, not the paper's\n\n") +
        CommandLine::tr(
               "export options:\n"
               "  --no-caption      PNG, SVG and PDF charts without the line under each one that names\n"
               "                    the scenario (GPU memory, K, s, batch, pool, $/h, model; led in red\n"
               "                    by \"Does not fit in GPU memory\" when it does not fit)\n\n"
               "Window: a FILE that cannot be opened is named, with why, in a dialog over the window\n"
               "(and on stderr); the window opens on its last session or the defaults.\n\n") +
        CommandLine::tr(
               "screenshot options:\n"
               "  --size WxH        the PNG's size in pixels, 640x400 to 7680x4320 (default 1600x1000)\n"
               "  --scale N         lay the window out at WxH / N pixels and draw it at pixel ratio N,\n"
               "                    1 to 4 (default 1): --size 3840x2160 --scale 2 is a 1920x1080\n"
               "                    window on a 4K screen, with sharp text\n"
               "  --presentation    in presentation mode (F5), filling WxH\n\n") +
        decisionCommandsHelp() + keysHelp();
}

} // namespace lorafleet
