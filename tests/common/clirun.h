// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Runs the built app (LORAFLEET_EXECUTABLE, defined by the test's CMake target) as a user would, without a
// display: what the command-line tests share.
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace lorafleet::testing {

struct Run
{
    int exitCode = -1; // -1: crashed or hung
    QString out;
    QString err;
};

// platform: QT_QPA_PLATFORM for the window's commands; empty, as for the headless commands, which must
// choose offscreen themselves. Messages in English (LANG=C.UTF-8), whatever the machine's language.
inline Run runLorafleet(const QStringList &arguments, const QString &platform = QString())
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY")); // headless commands must not need one
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    if (!platform.isEmpty())
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), platform);
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(LORAFLEET_EXECUTABLE), arguments);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

// The JSON object a --json command prints as its last line; empty when that line is not one.
inline QJsonObject lastLineJson(const QString &out)
{
    const QStringList lines = out.trimmed().split(u'\n');
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(lines.constLast().toUtf8(), &error);
    return error.error == QJsonParseError::NoError ? doc.object() : QJsonObject();
}

} // namespace lorafleet::testing
