// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/scenariofile.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace lorafleet {

// One measured decode step with D distinct adapters in the batch (calibration/ on a real GPU).
struct RestreamPoint
{
    int distinctAdapters = 0;
    double stepMs = 0;
    double relativeOverhead = 0; // (step - base step) / base step
};

// What calibration/lorafleet-calibrate measured (resources/calibration/*.json).
struct Calibration
{
    QString gpuName;
    QString driver;
    QString date; // ISO 8601, UTC
    double hbmBandwidthTbps = 0; // W_h: HBM read bandwidth
    double linkBandwidthGbps = 0; // W_l: pinned host-to-device copies on one stream
    double restreamPerAdapter = 0; // measured cost of one distinct adapter, in base steps (model: rho)
    double overlap = 0; // fitted eta
    double effectiveLinkGbps = 0;
    double baseStepMs = 0;
    double byteRatio = 0; // a'/B' of the measured step: the model's rho for it
    std::vector<RestreamPoint> restream; // D >= 1
};

struct CalibrationResult
{
    std::optional<Calibration> calibration;
    QString error; // why the file was refused
};

// Strict reading of the calibration JSON: every missing or non-finite figure is named.
CalibrationResult decodeCalibration(const QByteArray &bytes);
CalibrationResult loadCalibrationFile(const QString &path);
// The measurement shipped with the app (an H200, resources/calibration/h200-measured.json).
CalibrationResult shippedCalibration();

// The paper's scenario with the measured bandwidths and overlap ("H200 (measured)"). The re-stream
// term stays the adapter/base byte ratio: the model has no separate knob for it (see the notes).
Scenario measuredScenario(const Calibration &calibration);

} // namespace lorafleet
