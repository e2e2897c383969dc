// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/scenariofile.h"

#include "io/atomicwrite.h"
#include "io/popularityfile.h"
#include "io/regularfile.h"
#include "io/scenariotexts.h"
#include "io/strictjson.h"
#include "text/paramtexts.h"
#include "text/safetext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <string>
#include <variant>

// Every user-visible sentence goes through QCoreApplication::translate("lorafleet::ScenarioFile", ...)
// spelled out, so that lupdate finds it; the model's range texts ("an integer from 1 to 1024") are reused as
// they are.

namespace lorafleet {

using namespace scenariotexts;

namespace {

LoadResult refused(QString error)
{
    LoadResult result;
    result.error = std::move(error);
    return result;
}

constexpr int kMaxPathChars = 300; // a path is cut here in messages: long enough for any real one
constexpr std::size_t kMaxListProbe = 1024; // a list limit the model does not reach by then is taken as this

// The model keeps its list limit to itself (kMaxSkewBands in model/params.cpp): ask it, by validating
// ever longer lists, rather than copy the number here where it could drift apart.
std::size_t maxListItems(const ParamInfo &info)
{
    const auto member = std::get<std::vector<double> Params::*>(info.field);
    Params probe;
    for (std::size_t count = 0; count < kMaxListProbe; ++count) {
        probe.*member = std::vector<double>(count + 1, info.minimum);
        const auto errors = validate(probe);
        if (std::any_of(errors.begin(), errors.end(),
                        [&](const ValidationError &e) { return e.key == info.key; }))
            return count;
    }
    return kMaxListProbe;
}

// Sets one parameter from its JSON value; on failure returns the sentence that names the key and what is
// valid.
std::optional<QString> readParam(Params &params, const ParamInfo &info, const QJsonValue &value)
{
    const std::string key(info.key);
    std::optional<ValidationError> error;
    switch (info.kind) {
    case ParamInfo::Kind::Integer:
    case ParamInfo::Kind::Real:
        if (info.key == "replicas" && value.isString() && value.toString() == QLatin1String("auto")) {
            error = setParamValue(params, info, std::int64_t(0)); // the fleet the demand needs
            break;
        }
        if (!value.isDouble())
            return typeMessage(info, params, describe(value));
        error = setParamValue(params, info, value.toDouble());
        break;
    case ParamInfo::Kind::Boolean:
        if (!value.isBool())
            return typeMessage(info, params, describe(value));
        error = setParamValue(params, info, value.toBool());
        break;
    case ParamInfo::Kind::Choice:
        if (!value.isString())
            return typeMessage(info, params, describe(value));
        // The file holds the name itself (setParam() reads names and, for forms, positions: not here).
        if (const auto choice = info.choiceNamed(value.toString().toStdString()))
            error = setParamValue(params, info, *choice);
        else if (bool numeric = false; value.toString().toInt(&numeric), numeric)
            return typeMessage(info, params, describe(value));
        else
            error = setParam(params, key, value.toString().toStdString()); // refused, with its message
        break;
    case ParamInfo::Kind::RealList: {
        if (!value.isArray())
            return typeMessage(info, params, describe(value));
        const QJsonArray list = value.toArray();
        // Counted first: a long list is refused without reading it.
        if (const std::size_t limit = maxListItems(info); std::size_t(list.size()) > limit)
            return QCoreApplication::translate("lorafleet::ScenarioFile",
                                               "%1 has %2 items; at most %3 are allowed.")
                .arg(fromView(info.key), QLocale().toString(list.size()), QLocale().toString(qint64(limit)));
        std::vector<double> items;
        for (qsizetype i = 0; i < list.size(); ++i) {
            if (!list.at(i).isDouble())
                return QCoreApplication::translate("lorafleet::ScenarioFile",
                                                   "%1 must be %2, but item %3 of the list is %4.")
                    .arg(fromView(info.key), validRangeText(info, params))
                    .arg(i + 1)
                    .arg(describe(list.at(i)));
            items.push_back(list.at(i).toDouble());
        }
        error = setParamValue(params, info, std::move(items));
        break;
    }
    }
    if (error)
        return rangeMessage(*error, params);
    return std::nullopt;
}

} // namespace

LoadResult decodeScenario(const QByteArray &bytes)
{
    if (bytes.size() > kMaxScenarioFileBytes)
        return refused(tooLarge(bytes.size()));
    if (bytes.isEmpty())
        return refused(QCoreApplication::translate("lorafleet::ScenarioFile",
                                                   "The file is empty: it holds no scenario."));
    if (bytes.trimmed().isEmpty())
        return refused(QCoreApplication::translate("lorafleet::ScenarioFile",
                                                   "The file holds only blank space: it holds no scenario."));
    // UTF-32's little-endian mark starts like UTF-16's: looked for first.
    if (bytes.startsWith(QByteArrayView("\xFF\xFE\x00\x00", 4)) ||
        bytes.startsWith(QByteArrayView("\x00\x00\xFE\xFF", 4)))
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The file is saved as UTF-32 text; scenario files are UTF-8: save "
                                        "it again as UTF-8."));
    if (bytes.startsWith("\xEF\xBB\xBF\xEF\xBB\xBF"))
        return refused(QCoreApplication::translate(
            "lorafleet::ScenarioFile",
            "The file starts with two UTF-8 byte-order marks (EF BB BF twice): save it again as UTF-8 with "
            "one or none."));
    if (bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF"))
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The file is saved as UTF-16 text; scenario files are UTF-8: save "
                                        "it again as UTF-8."));
    if (looksBinary(bytes))
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The file holds binary data, not text, so it is not a scenario "
                                        "file."));
    if (const qsizetype bad = firstInvalidUtf8(bytes); bad >= 0) {
        const auto [line, column] = lineAndColumn(bytes, bad);
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The file is not UTF-8 text: the bytes at line %1, column %2 are "
                                        "not valid UTF-8. Save it again as UTF-8.")
                .arg(line)
                .arg(column));
    }

    if (const auto error = startError(bytes))
        return refused(*error);
    // QJsonDocument alone takes ".5", "2.", "\x", raw tabs in texts and a key given twice (keeping the last).
    StrictJsonOptions strict;
    strict.maxDepth = kJsonNestingLimit;
    strict.uniqueNamesInside = QStringList{QStringLiteral("params")};
    if (const auto problem = checkStrictJson(bytes, strict))
        return refused(strictSyntaxError(*problem));

    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return refused(syntaxError(bytes, parseError));
    if (!document.isObject())
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The file holds a list, not a scenario: a scenario file is a "
                                        "JSON object that starts with \"{\"."));
    const QJsonObject root = document.object();

    const QJsonValue format = root.value(QLatin1String("format"));
    if (format.isUndefined())
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The file has no \"format\" entry, so it is not a LoRA Fleet "
                                        "Explorer scenario."));
    if (format.toString() != QLatin1String(kScenarioFormat))
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The file's format is %1, not \"%2\": it is not a LoRA Fleet "
                                        "Explorer scenario.")
                .arg(describe(format), QLatin1String(kScenarioFormat)));

    const QJsonValue version = root.value(QLatin1String("version"));
    if (version.isUndefined())
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The file has no \"version\" entry: a scenario file says which "
                                        "version of the format it uses (this one reads version %1).")
                .arg(kScenarioVersion));
    if (!version.isDouble())
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The file's version must be a whole number (this one reads "
                                        "version %1), but the file gives %2.")
                .arg(kScenarioVersion)
                .arg(describe(version)));
    const double versionNumber = version.toDouble();
    if (versionNumber != kScenarioVersion) {
        const QString shown = fromStd(formatNumber(versionNumber));
        if (versionNumber > kScenarioVersion && std::floor(versionNumber) == versionNumber)
            return refused(QCoreApplication::translate("lorafleet::ScenarioFile",
                                                       "The file was written by a newer LoRA Fleet Explorer "
                                                       "(version %1); this one reads version %2.")
                               .arg(shown)
                               .arg(kScenarioVersion));
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The file's version is %1, which no LoRA Fleet Explorer writes; "
                                        "this one reads version %2.")
                .arg(shown)
                .arg(kScenarioVersion));
    }

    Scenario scenario;
    for (const char *key : {"name", "notes"}) {
        const QJsonValue value = root.value(QLatin1String(key));
        if (value.isUndefined())
            continue;
        if (!value.isString())
            return refused(QCoreApplication::translate("lorafleet::ScenarioFile",
                                                       "\"%1\" must be text, but the file gives %2.")
                               .arg(QLatin1String(key), describe(value)));
        (qstrcmp(key, "name") == 0 ? scenario.name : scenario.notes) = value.toString();
    }

    const QJsonValue paramsValue = root.value(QLatin1String("params"));
    if (paramsValue.isUndefined())
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The file has no \"params\" entry, which holds the scenario's "
                                        "values."));
    if (!paramsValue.isObject())
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "\"params\" must be an object of named values, but the file "
                                        "gives %1.")
                .arg(describe(paramsValue)));
    const QJsonObject params = paramsValue.toObject();

    QStringList missing;
    for (const ParamInfo &info : paramInfos()) {
        const QJsonValue value = params.value(fromView(info.key));
        if (value.isUndefined()) {
            missing << fromView(info.key);
            continue;
        }
        if (auto error = readParam(scenario.params, info, value))
            return refused(*error);
    }
    if (auto error = readPopularity(params, scenario.params.popularity))
        return refused(*error);
    // A paper-model file needs none of the engine model's keys (files before them lack them all).
    if (scenario.params.model == ModelKind::Paper)
        missing.removeIf([](const QString &key) { return isEngineKey(key.toStdString()); });
    // Files before the peak factor (issue 13) sized the fleets for the mean demand, which its default keeps.
    missing.removeAll(QStringLiteral("demand_peak_factor"));
    // Files before the fleet's routing (issue 25) had one load-balanced fleet, which its defaults keep.
    missing.removeAll(QStringLiteral("routing"));
    missing.removeAll(QStringLiteral("replicas"));
    // Ranges that depend on two keys (catalog_ceiling >= catalog_start) are only known once all are read.
    if (const auto errors = validate(scenario.params); !errors.empty())
        return refused(rangeMessage(errors.front(), scenario.params));

    QStringList unknown;
    for (auto it = root.begin(); it != root.end(); ++it) {
        static const QStringList known = {QStringLiteral("format"), QStringLiteral("version"),
                                          QStringLiteral("name"), QStringLiteral("notes"),
                                          QStringLiteral("params")};
        if (!known.contains(it.key()))
            unknown << it.key();
    }
    for (auto it = params.begin(); it != params.end(); ++it)
        if (!findParam(it.key().toStdString()) && !isPopularityKey(it.key()))
            unknown << it.key();

    LoadResult result;
    if (!missing.isEmpty())
        result.warnings << QCoreApplication::translate("lorafleet::ScenarioFile",
                                                       "Missing keys took their defaults: %1.")
                               .arg(listOfNames(missing));
    if (!unknown.isEmpty())
        result.warnings << QCoreApplication::translate("lorafleet::ScenarioFile",
                                                       "Unknown keys were ignored: %1.")
                               .arg(listOfNames(unknown));
    result.scenario = std::move(scenario);
    return result;
}

LoadResult loadScenarioFile(const QString &path)
{
    if (path.isEmpty()) // it said "The file  does not exist."
        return refused(QCoreApplication::translate("lorafleet::ScenarioFile",
                                                   "No file was named: the file name is empty."));
    const QString shown = safeText(QDir::toNativeSeparators(path), kMaxPathChars);
    QFile file;
    const OpenedFile opened = openRegularFile(path, file);
    if (opened.kind == FileKind::Missing)
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile", "The file %1 does not exist.").arg(shown));
    if (opened.kind == FileKind::Folder)
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile", "%1 is a folder, not a scenario file.")
                .arg(shown));
    if (!opened.error.isEmpty())
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile", "The file %1 could not be opened: %2.")
                .arg(shown, opened.error));
    // Reading a FIFO or a device would wait for a writer, or never end.
    if (opened.kind != FileKind::Regular)
        return refused(QCoreApplication::translate("lorafleet::ScenarioFile",
                                                   "%1 is %2, not a scenario file: only regular files are "
                                                   "read.")
                           .arg(shown, fileKindText(opened.kind)));
    if (file.size() > kMaxScenarioFileBytes)
        return refused(tooLarge(file.size()));
    // The size it had when opened, and no more: a file still being written ends there (one byte past the
    // limit is enough to tell "too large").
    const QByteArray bytes = file.read(std::min<qint64>(opened.size, kMaxScenarioFileBytes + 1));
    if (file.error() != QFileDevice::NoError)
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile", "The file %1 could not be read: %2.")
                .arg(shown, file.errorString()));
    if (bytes.size() > kMaxScenarioFileBytes)
        return refused(tooLarge(bytes.size()));
    return decodeScenario(bytes);
}

} // namespace lorafleet
