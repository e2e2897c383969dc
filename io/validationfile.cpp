// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/validationfile.h"

#include "io/regularfile.h"
#include "io/strictjson.h"
#include "text/paramtexts.h"
#include "text/safetext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cctype>
#include <cmath>

namespace lorafleet {

namespace {

constexpr qint64 kMaxValidationFileBytes = 1 << 20;

struct Texts
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::ValidationFile)
};

ValidationFileResult refused(const QString &error)
{
    ValidationFileResult result;
    result.error = error;
    return result;
}

// A JSON value as a parameter's value: numbers, true or false, lists of numbers; a choice by its name.
std::optional<ParamValue> jsonParamValue(const ParamInfo &info, const QJsonValue &value)
{
    if (value.isDouble() && info.kind == ParamInfo::Kind::Choice) // tensor_parallel: 2
        return info.choiceNamed(formatNumber(value.toDouble()));
    if (value.isDouble())
        return value.toDouble();
    if (value.isBool())
        return value.toBool();
    if (value.isString())
        return info.choiceNamed(value.toString().toStdString());
    if (value.isArray()) {
        std::vector<double> items;
        for (const QJsonValue item : value.toArray()) {
            if (!item.isDouble())
                return std::nullopt;
            items.push_back(item.toDouble());
        }
        return items;
    }
    return std::nullopt;
}

// Every key of `object` applied to `params`; the first bad one refused with its message.
std::optional<QString> applyKeys(const QJsonObject &object, Params &params,
                                 std::vector<std::pair<std::string, std::string>> *texts)
{
    // The engine first: choosing it sets its preset's constants, which an explicit key then overrides
    // (a QJsonObject iterates its keys sorted, "compute_overhead" before "engine").
    QStringList keys = object.keys();
    if (keys.removeOne(QStringLiteral("engine")))
        keys.prepend(QStringLiteral("engine"));
    for (const QString &name : keys) {
        const auto it = object.find(name);
        const std::string key = it.key().toStdString();
        const ParamInfo *info = findParam(key);
        if (!info)
            return Texts::tr("unknown key %1").arg(safeQuoted(it.key()));
        if (it.value().isString() && !info->choiceNamed(it.value().toString().toStdString()))
            if (const auto error = setParam(params, key, it.value().toString().toStdString()))
                return validationMessage(*error, params); // a name the choice does not have
        const auto value = jsonParamValue(*info, it.value());
        if (!value)
            return Texts::tr("%1 has a value of the wrong kind").arg(safeText(it.key()));
        if (const auto error = setParamValue(params, *info, *value))
            return validationMessage(*error, params);
        if (texts)
            texts->emplace_back(key, paramText(params, *info));
    }
    return std::nullopt;
}

bool isWholeNumber(const QJsonValue &value, double minimum)
{
    return value.isDouble() && std::floor(value.toDouble()) == value.toDouble() &&
        value.toDouble() >= minimum && value.toDouble() <= 1e12;
}

std::optional<QString> readSource(const QJsonValue &value, ValidationSet::Source &source)
{
    if (!value.isObject())
        return Texts::tr("\"source\" must be an object: {\"repo\", \"path\", \"commit\", \"table\"} or "
                         "{\"paper\", \"table\"}.");
    const QJsonObject object = value.toObject();
    const auto text = [&](const char *key) {
        return object.value(QLatin1String(key)).toString().toStdString();
    };
    source.repo = text("repo");
    source.path = text("path");
    source.commit = text("commit");
    source.paper = text("paper");
    source.table = text("table");
    const bool commitOk = source.commit.size() == 40 &&
        std::all_of(source.commit.begin(), source.commit.end(), [](char c) { return std::isxdigit(c) != 0; });
    const bool repository = !source.repo.empty() && !source.path.empty() && commitOk;
    if (!(repository || !source.paper.empty()) || source.table.empty())
        return Texts::tr("\"source\" needs \"repo\", \"path\" and a 40-digit \"commit\", or \"paper\"; "
                         "and \"table\".");
    return std::nullopt;
}

} // namespace

ValidationFileResult decodeValidation(const QByteArray &bytes)
{
    // The scenario reader's rules: RFC 8259 exactly, and no name given twice where it matters.
    StrictJsonOptions strict;
    strict.maxDepth = 16;
    strict.uniqueNamesInside = QStringList{QStringLiteral("scenario"), QStringLiteral("source")};
    if (const auto problem = checkStrictJson(bytes, strict)) {
        if (problem->kind == JsonProblem::Kind::DuplicateName)
            return refused(Texts::tr("The name %1 is given twice (line %2, column %3; first at line %4).")
                               .arg(safeQuoted(problem->name))
                               .arg(problem->line)
                               .arg(problem->column)
                               .arg(problem->firstLine));
        return refused(Texts::tr("The file is not valid JSON at line %1, column %2: %3.")
                           .arg(problem->line)
                           .arg(problem->column)
                           .arg(problem->what));
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return refused(Texts::tr("The file is not a JSON object."));
    const QJsonObject root = document.object();
    if (root.value(QLatin1String("format")).toString() != QLatin1String(kValidationFormat) ||
        root.value(QLatin1String("version")).toDouble() != kValidationVersion)
        return refused(Texts::tr("The file is not a validation table (format \"%1\", version %2).")
                           .arg(QLatin1String(kValidationFormat))
                           .arg(kValidationVersion));

    ValidationSet set;
    set.name = root.value(QLatin1String("name")).toString().toStdString();
    if (set.name.empty())
        return refused(Texts::tr("The table needs a \"name\"."));
    if (const auto error = readSource(root.value(QLatin1String("source")), set.source))
        return refused(*error);
    const QString role = root.value(QLatin1String("role")).toString();
    if (role == QLatin1String("training"))
        set.role = ValidationSet::Role::Training;
    else if (role == QLatin1String("held_out"))
        set.role = ValidationSet::Role::HeldOut;
    else
        return refused(Texts::tr("\"role\" must be training or held_out."));
    const QJsonValue scenario = root.value(QLatin1String("scenario"));
    if (!scenario.isObject())
        return refused(Texts::tr("\"scenario\" must be an object of scenario keys."));
    set.scenario.model = ModelKind::Engine;
    if (const auto error = applyKeys(scenario.toObject(), set.scenario, nullptr))
        return refused(Texts::tr("In \"scenario\": %1.").arg(*error));

    const QString unit = root.value(QLatin1String("measured_unit")).toString();
    if (unit == QLatin1String("requests_per_second"))
        set.unit = ValidationSet::Unit::RequestsPerSecond;
    else if (unit == QLatin1String("output_tokens_per_second"))
        set.unit = ValidationSet::Unit::TokensPerSecond;
    else if (unit == QLatin1String("output_tokens_per_second_per_gpu"))
        set.unit = ValidationSet::Unit::TokensPerSecondPerGpu;
    else
        return refused(Texts::tr("\"measured_unit\" must be requests_per_second, output_tokens_per_second or "
                                 "output_tokens_per_second_per_gpu."));

    const QJsonValue reference = root.value(QLatin1String("reference_adapters"));
    if (!reference.isUndefined()) {
        if (!isWholeNumber(reference, 1))
            return refused(
                Texts::tr("\"reference_adapters\" must be a whole number of adapters, at least 1."));
        set.referenceAdapters = static_cast<std::int64_t>(reference.toDouble());
    }

    const QJsonValue pointsValue = root.value(QLatin1String("points"));
    if (!pointsValue.isArray() || pointsValue.toArray().isEmpty())
        return refused(Texts::tr("\"points\" must be a list of at least one point."));
    bool hasReference = false;
    for (const QJsonValue value : pointsValue.toArray()) {
        if (!value.isObject())
            return refused(Texts::tr("Every point must be an object with \"adapters\" and \"measured\"."));
        const QJsonObject object = value.toObject();
        ValidationSet::Point point;
        if (!isWholeNumber(object.value(QLatin1String("adapters")), 1))
            return refused(Texts::tr("Every point needs \"adapters\", a whole number of at least 1."));
        point.adapters = static_cast<std::int64_t>(object.value(QLatin1String("adapters")).toDouble());
        point.measured = object.value(QLatin1String("measured")).toDouble(-1);
        if (!(point.measured > 0))
            return refused(Texts::tr("The point with %1 adapters needs \"measured\", a positive number.")
                               .arg(point.adapters));
        if (const QJsonValue lora = object.value(QLatin1String("lora")); !lora.isUndefined()) {
            if (!lora.isBool())
                return refused(Texts::tr("The point with %1 adapters: \"lora\" must be true or false.")
                                   .arg(point.adapters));
            point.lora = lora.toBool();
        }
        const QJsonValue settings = object.value(QLatin1String("set"));
        if (!settings.isUndefined() && !settings.isObject())
            return refused(
                Texts::tr("The point with %1 adapters: \"set\" must be an object of scenario keys.")
                    .arg(point.adapters));
        Params check = set.scenario;
        if (const auto error = applyKeys(settings.toObject(), check, &point.set))
            return refused(Texts::tr("The point with %1 adapters: %2.").arg(point.adapters).arg(*error));
        hasReference = hasReference || point.adapters == set.referenceAdapters;
        set.points.push_back(std::move(point));
    }
    if (set.referenceAdapters > 0 && !hasReference)
        return refused(Texts::tr("No point has the reference's %1 adapters.").arg(set.referenceAdapters));
    ValidationFileResult result;
    result.set = std::move(set);
    return result;
}

ValidationFileResult loadValidationFile(const QString &path)
{
    if (path.isEmpty()) // it said "The file  could not be opened: ."
        return refused(QCoreApplication::translate("lorafleet::ScenarioFile",
                                                   "No file was named: the file name is empty."));
    QFile file(path);
    const OpenedFile opened = openRegularFile(path, file); // never blocks on a pipe or device
    if (opened.kind != FileKind::Regular || !opened.error.isEmpty())
        return refused(Texts::tr("The file %1 could not be opened: %2.")
                           .arg(QDir::toNativeSeparators(path),
                                opened.error.isEmpty() ? fileKindText(opened.kind) : opened.error));
    // As large as it was when opened, and no larger: a file still being written ends there.
    const QByteArray bytes = file.read(std::min<qint64>(opened.size, kMaxValidationFileBytes + 1));
    if (bytes.size() > kMaxValidationFileBytes)
        return refused(Texts::tr("The file %1 is larger than 1 MiB: not a validation table.")
                           .arg(QDir::toNativeSeparators(path)));
    return decodeValidation(bytes);
}

QStringList shippedValidationFiles()
{
    QStringList files;
    const QDir dir(QStringLiteral(":/validation"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}

std::vector<ValidationRun> runShippedValidations()
{
    std::vector<ValidationRun> runs;
    for (const QString &file : shippedValidationFiles()) {
        ValidationRun run;
        run.file = file;
        const ValidationFileResult loaded = loadValidationFile(file);
        if (!loaded.set) {
            run.problem = loaded.error;
        } else {
            run.set = *loaded.set;
            run.result = runValidation(
                run.set, run.set.referenceAdapters > 0 ? ValidationMode::Relative : ValidationMode::Absolute);
            run.problem = QString::fromStdString(run.result.problem);
        }
        runs.push_back(std::move(run));
    }
    return runs;
}

std::vector<ValidationSummary> summariseRuns(const std::vector<ValidationRun> &runs)
{
    std::vector<ValidationSet> sets;
    std::vector<ValidationResult> results;
    for (const ValidationRun &run : runs)
        if (run.problem.isEmpty()) {
            sets.push_back(run.set);
            results.push_back(run.result);
        }
    return summariseValidation(sets, results);
}

} // namespace lorafleet
