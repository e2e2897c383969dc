// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/i18n.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace lorafleet {

QString resolveLanguage(const QString &requested)
{
    const QString language = requested.isEmpty() ? QLocale::system().name() : requested;
    return language.startsWith(QLatin1String("ko")) ? QStringLiteral("ko") : QStringLiteral("en");
}

bool installTranslations(const QString &language)
{
    QLocale::setDefault(
        QLocale(language == QLatin1String("ko") ? QLocale::Korean : QLocale::English,
                language == QLatin1String("ko") ? QLocale::SouthKorea : QLocale::UnitedStates));
    auto *app = QCoreApplication::instance();
    if (language == QLatin1String("en")) {
        // The source language; its catalogue holds only the plural forms ("1 adapter", "3 adapters").
        auto *plurals = new QTranslator(app);
        if (plurals->load(QStringLiteral(":/i18n/lorafleet_en")))
            QCoreApplication::installTranslator(plurals);
        else
            delete plurals;
        return true;
    }
    auto *qt = new QTranslator(app);
    if (qt->load(QStringLiteral("qtbase_") + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *ours = new QTranslator(app);
    if (!ours->load(QStringLiteral(":/i18n/lorafleet_") + language))
        return false;
    QCoreApplication::installTranslator(ours);
    return true;
}

QList<QPair<QString, QString>> availableLanguages()
{
    return {{QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("ko"), QStringLiteral("한국어")}};
}

} // namespace lorafleet
