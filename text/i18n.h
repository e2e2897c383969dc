// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lorafleet {

// The interface language: "ko" or "en". `requested` is a --lang value or the saved setting; empty
// follows the system locale.
QString resolveLanguage(const QString &requested);
// Installs the app's translation and Qt's own (standard buttons and dialogs) for `language`, and
// makes numbers and money follow its locale. Needs a QCoreApplication. Returns false when the
// app's translation could not be loaded (English stays).
bool installTranslations(const QString &language);
// The languages the app ships, as (code, name in that language).
QList<QPair<QString, QString>> availableLanguages();

} // namespace lorafleet
