#pragma once

// The Korean of strings not yet in lorafleet_ko.ts: a branch lists them in ko-new.tsv (context, source,
// translation; "\n" written as backslash-n) until the lead merges them into the .ts file. Installed after
// the app's translation, so layout tests measure the Korean that will ship.
#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QTranslator>

namespace uitesting {

class PendingTranslations : public QTranslator
{
public:
    explicit PendingTranslations(const QString &path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
            return; // merged and removed: the .ts file has them
        while (!file.atEnd()) {
            const QStringList fields = QString::fromUtf8(file.readLine()).chopped(1).split(u'\t');
            if (fields.size() != 3)
                continue;
            const auto unescape = [](QString text) {
                return text.replace(QStringLiteral("\\n"), QStringLiteral("\n"));
            };
            m_texts.insert(fields[0] + u'\x1f' + unescape(fields[1]), unescape(fields[2]));
        }
    }
    bool isEmpty() const override { return m_texts.isEmpty(); }
    QString translate(const char *context, const char *source, const char * = nullptr,
                      int = -1) const override
    {
        return m_texts.value(QString::fromUtf8(context) + u'\x1f' + QString::fromUtf8(source));
    }

private:
    QHash<QString, QString> m_texts;
};

} // namespace uitesting
