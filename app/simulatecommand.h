#pragma once

#include "params.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

namespace lorafleet {

// The options of lorafleet simulate besides the scenario's: --batches N, --seed S, --json.
struct SimulateOptions
{
    QCommandLineOption batches{QStringLiteral("batches"), QStringLiteral("Batches."), QStringLiteral("N"),
                               QStringLiteral("10000")};
    QCommandLineOption seed{QStringLiteral("seed"), QStringLiteral("Seed."), QStringLiteral("S"),
                            QStringLiteral("1")};
    QCommandLineOption json{QStringLiteral("json"), QStringLiteral("Print one JSON object.")};
    void addTo(QCommandLineParser &parser) const { parser.addOptions({batches, seed, json}); }
};

// Simulates batches of the scenario (simulateBatches()) and prints them beside the model's values;
// with --json, one JSON object last. Returns the exit status.
int runSimulate(const QCommandLineParser &parser, const SimulateOptions &options, const Params &params);

} // namespace lorafleet
