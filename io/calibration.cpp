// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/calibration.h"

#include "io/regularfile.h"
#include "text/safetext.h"

#include <QCoreApplication>
#include <QFile>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

#include <cerrno>
#include <cmath>

namespace lorafleet {

namespace {

// Translation context of this file (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct CalibrationTexts
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::Calibration)
};

// A positive finite number at object[key], or an error naming the key.
bool readPositive(const QJsonObject &object, const QString &where, const char *key, double &value,
                  QString &error)
{
    const QJsonValue json = object.value(QLatin1String(key));
    if (!json.isDouble() || !std::isfinite(json.toDouble()) || json.toDouble() <= 0) {
        error = CalibrationTexts::tr("The calibration file has no valid %1.%2: expected a positive number.")
                    .arg(where, QLatin1String(key));
        return false;
    }
    value = json.toDouble();
    return true;
}

} // namespace

CalibrationResult decodeCalibration(const QByteArray &bytes)
{
    CalibrationResult result;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        result.error = CalibrationTexts::tr("The calibration file is not a JSON object (%1).")
                           .arg(parseError.error != QJsonParseError::NoError
                                    ? parseError.errorString()
                                    : CalibrationTexts::tr("it holds something else"));
        return result;
    }
    const QJsonObject root = document.object();
    if (root.value(QLatin1String("format")).toString() != QLatin1String("lorafleet-calibration") ||
        root.value(QLatin1String("version")).toInt() != 1) {
        result.error = CalibrationTexts::tr(
            "This is not a LoRA Fleet Explorer calibration file (format \"lorafleet-calibration\", "
            "version 1).");
        return result;
    }
    Calibration c;
    const QJsonObject gpu = root.value(QLatin1String("gpu")).toObject();
    c.gpuName = gpu.value(QLatin1String("name")).toString();
    c.driver = gpu.value(QLatin1String("driver")).toString();
    c.date = root.value(QLatin1String("date")).toString();
    if (c.gpuName.isEmpty() || c.date.isEmpty()) {
        result.error =
            CalibrationTexts::tr("The calibration file does not say which GPU was measured, or when.");
        return result;
    }
    const QJsonObject measured = root.value(QLatin1String("measured")).toObject();
    const QJsonObject points = root.value(QLatin1String("points")).toObject();
    const QJsonObject model = root.value(QLatin1String("model")).toObject();
    QString error;
    const QString m = QStringLiteral("measured");
    if (!readPositive(measured, m, "hbm_bandwidth_tbps", c.hbmBandwidthTbps, error) ||
        !readPositive(measured, m, "link_bandwidth_gbps", c.linkBandwidthGbps, error) ||
        !readPositive(measured, m, "restream_per_adapter", c.restreamPerAdapter, error) ||
        !readPositive(measured, m, "overlap", c.overlap, error) ||
        !readPositive(measured, m, "effective_link_gbps", c.effectiveLinkGbps, error) ||
        !readPositive(points, QStringLiteral("points"), "base_step_ms", c.baseStepMs, error) ||
        !readPositive(model, QStringLiteral("model"), "rho", c.byteRatio, error)) {
        result.error = error;
        return result;
    }
    const QJsonValue restream = points.value(QLatin1String("restream"));
    if (!restream.isArray()) {
        result.error =
            CalibrationTexts::tr("The calibration file has no list of re-stream points (points.restream).");
        return result;
    }
    for (const QJsonValue &value : restream.toArray()) {
        const QJsonObject point = value.toObject();
        const QJsonValue distinct = point.value(QLatin1String("distinct_adapters"));
        const QJsonValue overhead = point.value(QLatin1String("relative_overhead"));
        const QJsonValue step = point.value(QLatin1String("step_ms"));
        if (!distinct.isDouble() || distinct.toDouble() < 0 ||
            distinct.toDouble() != std::floor(distinct.toDouble()) || !overhead.isDouble() ||
            !std::isfinite(overhead.toDouble()) || !step.isDouble() || !(step.toDouble() > 0)) {
            result.error = CalibrationTexts::tr(
                "A re-stream point of the calibration file is not valid: each needs distinct_adapters "
                "(a whole number), step_ms (positive) and relative_overhead (a number).");
            return result;
        }
        if (distinct.toInt() > 0)
            c.restream.push_back({distinct.toInt(), step.toDouble(), overhead.toDouble()});
    }
    if (c.restream.empty()) {
        result.error =
            CalibrationTexts::tr("The calibration file has no re-stream point with an adapter in the batch.");
        return result;
    }
    result.calibration = std::move(c);
    return result;
}

CalibrationResult loadCalibrationFile(const QString &path)
{
    CalibrationResult result;
    const QString shown = safeText(path, 300);
    QFile file;
    const OpenedFile opened = openRegularFile(path, file);
    if (opened.kind == FileKind::Regular && opened.error.isEmpty())
        return decodeCalibration(file.read(std::min<qint64>(opened.size, 4 * 1024 * 1024)));
    if (opened.kind == FileKind::Missing)
        result.error = CalibrationTexts::tr("Cannot read the calibration file %1: %2")
                           .arg(shown, qt_error_string(ENOENT));
    else if (!opened.error.isEmpty())
        result.error =
            CalibrationTexts::tr("Cannot read the calibration file %1: %2").arg(shown, opened.error);
    else // a FIFO or a device: reading it would wait for a writer, or never end
        result.error = CalibrationTexts::tr(
                           "Cannot read the calibration file %1: it is %2, and only regular files are read.")
                           .arg(shown, fileKindText(opened.kind));
    return result;
}

CalibrationResult shippedCalibration()
{
    return loadCalibrationFile(QStringLiteral(":/calibration/h200-measured.json"));
}

Scenario measuredScenario(const Calibration &c)
{
    Scenario scenario;
    scenario.name = CalibrationTexts::tr("%1 (measured)").arg(c.gpuName.section(u' ', -1));
    scenario.params.hbmBandwidthTbps = c.hbmBandwidthTbps;
    scenario.params.linkBandwidthGbps = c.linkBandwidthGbps;
    scenario.params.overlap = c.overlap;
    scenario.notes =
        CalibrationTexts::tr(
            "The paper's H200 scenario with the constants measured on an %1 (driver %2) on %3 by "
            "calibration/lorafleet-calibrate: HBM read bandwidth %4 TB/s (paper 4.8), pinned host-to-device "
            "copies "
            "%5 GB/s on one stream (paper 128: the two directions of PCIe Gen5 x16 together), transfer "
            "overlap "
            "%6 (paper 0.5; the measured transfers were prefetches independent of the step, the hardware's "
            "best "
            "case). One distinct adapter cost %7 of a base step against the byte ratio %8: the simple "
            "multi-LoRA kernels read adapters more slowly than the base weights. The model's re-stream term "
            "is the "
            "byte ratio and is kept; see resources/calibration/h200-measured.json for every point.")
            .arg(c.gpuName, c.driver, c.date.left(10))
            .arg(c.hbmBandwidthTbps, 0, 'g', 4)
            .arg(c.linkBandwidthGbps, 0, 'g', 4)
            .arg(c.overlap, 0, 'g', 3)
            .arg(c.restreamPerAdapter, 0, 'g', 3)
            .arg(c.byteRatio, 0, 'g', 3);
    return scenario;
}

} // namespace lorafleet
