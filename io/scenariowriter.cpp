// SPDX-License-Identifier: GPL-3.0-or-later
// Writing scenario files: encodeScenario and saveScenarioFile (declared in scenariofile.h). Reading is in
// scenariofile.cpp; the words of the reader's messages in scenariomessages.cpp.
#include "io/scenariofile.h"

#include "io/atomicwrite.h"
#include "io/popularityfile.h"
#include "io/scenariotexts.h"
#include "text/paramtexts.h"
#include "text/safetext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>

#include <cmath>
#include <string>
#include <variant>

namespace lorafleet {

using scenariotexts::fromStd;
using scenariotexts::fromView;

namespace {

// A JSON number in its shortest exact form, written so that JSON readers accept it: "1e8", not "1e+08".
std::string jsonNumber(double value)
{
    if (!std::isfinite(value))
        return "null"; // never valid in a scenario: the file then loads with an error naming the key
    std::string text = formatNumber(value);
    const auto e = text.find('e');
    if (e != std::string::npos) {
        std::string mantissa = text.substr(0, e);
        std::string exponent = text.substr(e + 1);
        const bool negative = !exponent.empty() && exponent.front() == '-';
        if (!exponent.empty() && (exponent.front() == '+' || exponent.front() == '-'))
            exponent.erase(0, 1);
        exponent.erase(0, std::min(exponent.find_first_not_of('0'), exponent.size() - 1));
        text = mantissa + 'e' + (negative ? "-" : "") + exponent;
    }
    return text;
}

// A JSON string literal. Escaped beyond JSON's needs: lone surrogates (UTF-8 cannot hold them) and U+FEFF
// (Qt's reader drops it at the start of a raw string), so that every text reads back exactly.
QString jsonString(const QString &text)
{
    QString out;
    out.reserve(text.size() + 2);
    out += u'"';
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const char16_t u = c.unicode();
        if (u == u'"') {
            out += QStringLiteral("\\\"");
        } else if (u == u'\\') {
            out += QStringLiteral("\\\\");
        } else if (u == u'\n') {
            out += QStringLiteral("\\n");
        } else if (u == u'\r') {
            out += QStringLiteral("\\r");
        } else if (u == u'\t') {
            out += QStringLiteral("\\t");
        } else if (u < 0x20 || u == 0xFEFF ||
                   (c.isSurrogate() &&
                    !(c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) &&
                    !(c.isLowSurrogate() && i > 0 && text.at(i - 1).isHighSurrogate()))) {
            out += QStringLiteral("\\u%1").arg(uint(u), 4, 16, QLatin1Char('0'));
        } else {
            out += c;
        }
    }
    out += u'"';
    return out;
}

} // namespace

QByteArray encodeScenario(const Scenario &scenario)
{
    const QString indent = QStringLiteral("    ");
    QString out;
    out += QStringLiteral("{\n");
    out += indent + QStringLiteral("\"format\": ") + jsonString(QString::fromLatin1(kScenarioFormat)) +
        QStringLiteral(",\n");
    out += indent + QStringLiteral("\"version\": %1,\n").arg(kScenarioVersion);
    out += indent + QStringLiteral("\"name\": ") + jsonString(scenario.name) + QStringLiteral(",\n");
    out += indent + QStringLiteral("\"notes\": ") + jsonString(scenario.notes) + QStringLiteral(",\n");
    out += indent + QStringLiteral("\"params\": {\n");
    const auto &infos = paramInfos();
    const QStringList popularity =
        popularityEntries(scenario.params.popularity, [](double v) { return fromStd(jsonNumber(v)); });
    for (std::size_t i = 0; i < infos.size(); ++i) {
        const ParamInfo &info = infos[i];
        const std::string value = std::visit(
            [&](auto member) -> std::string {
                const auto &v = scenario.params.*member;
                using T = std::decay_t<decltype(v)>;
                if constexpr (std::is_same_v<T, std::int64_t>) {
                    return std::to_string(v);
                } else if constexpr (std::is_same_v<T, double>) {
                    return jsonNumber(v);
                } else if constexpr (std::is_same_v<T, bool>) {
                    return v ? "true" : "false";
                } else if constexpr (std::is_enum_v<T>) {
                    return '"' + paramText(scenario.params, info) + '"';
                } else {
                    std::string list = "[";
                    for (std::size_t k = 0; k < v.size(); ++k) {
                        if (k)
                            list += ", ";
                        list += jsonNumber(v[k]);
                    }
                    return list + "]";
                }
            },
            info.field);
        out += indent + indent + u'"' + fromView(info.key) + QStringLiteral("\": ") + fromStd(value);
        out += i + 1 < infos.size() || !popularity.isEmpty() ? QStringLiteral(",\n") : QStringLiteral("\n");
    }
    for (qsizetype i = 0; i < popularity.size(); ++i)
        out += indent + indent + popularity.at(i) +
            (i + 1 < popularity.size() ? QStringLiteral(",\n") : QStringLiteral("\n"));
    out += indent + QStringLiteral("}\n}\n");
    return out.toUtf8();
}

bool saveScenarioFile(const QString &path, const Scenario &scenario, QString *error)
{
    const QString shown = safeText(QDir::toNativeSeparators(path), 300);
    const auto fail = [error](QString message) {
        if (error)
            *error = std::move(message);
        return false;
    };
    const QFileInfo info(path);
    if (info.isDir())
        return fail(QCoreApplication::translate("lorafleet::ScenarioFile",
                                                "%1 is a folder: choose a file name to save the scenario.")
                        .arg(shown));
    if (!info.absoluteDir().exists())
        return fail(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The folder %1 does not exist, so the scenario could not be saved "
                                        "there.")
                .arg(QDir::toNativeSeparators(info.absolutePath())));

    const QByteArray bytes = encodeScenario(scenario);
    if (bytes.size() > kMaxScenarioFileBytes) // it could not be opened again
        return fail(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The scenario is too large to save: its name and notes take %1 "
                                        "bytes, and a scenario file is at most %2 bytes (1 MiB).")
                .arg(QLocale().toString(qint64(bytes.size())), QLocale().toString(kMaxScenarioFileBytes)));

    if (const WriteResult written = writeFileAtomically(path, bytes); !written)
        return fail(QCoreApplication::translate("lorafleet::ScenarioFile",
                                                "The scenario could not be saved to %1: %2.")
                        .arg(shown, written.reason));
    return true;
}

} // namespace lorafleet
