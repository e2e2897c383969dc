// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QTextStream>

#include <string_view>

namespace lorafleet {

// The translation context every command shares (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::CommandLine)
};

// Exit statuses (lorafleet --help): a file could not be written; the input was refused.
constexpr int kExitWriteFailed = 1;
constexpr int kExitInvalidInput = 2;
// How much of a user's text a message quotes: enough to recognise it, never a screenful.
constexpr int kShownValueChars = 60;
constexpr int kShownPathChars = 300;

QString qs(std::string_view text);
// One stream each for the whole process, so that what the commands print keeps its order.
QTextStream &out();
QTextStream &err();
// Prints "lorafleet: MESSAGE" as one line on stderr; returns kExitInvalidInput.
int fail(const QString &message);
// "FILE: MESSAGE" with the file's name made safe to print, or the message alone when no file was named
// (the message says so).
QString fileMessage(const QString &path, const QString &message);

// Numbers in tables: the C locale whatever the user's, "1234.5" (fixed) or "$1,354,536" (money).
QString fixed(double value, int digits);
QLocale tableLocale(); // the C locale with digit grouping
QString money(double usd);
// Terminal columns of a text (Hangul and other wide characters take two), and the text padded to a width
// (at least one space).
qsizetype terminalColumns(const QString &text);
QString padded(const QString &text, qsizetype width);

} // namespace lorafleet
