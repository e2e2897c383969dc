// SPDX-License-Identifier: GPL-3.0-or-later
// The installed desktop integration: the icon draws (offscreen, through Qt's SVG icon engine, as the
// window icon does), the committed PNGs are renderings of the SVG, and the desktop entry, the MIME
// type, the AppStream metadata and the scenario writer agree.
#include "io/scenariofile.h"

#include <QFile>
#include <QGuiApplication>
#include <QIcon>
#include <QImage>
#include <QMimeDatabase>
#include <QPainter>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cstdlib>

using namespace lorafleet;

namespace {

const QString kResources = QStringLiteral(LORAFLEET_RESOURCES);

QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

// The desktop entry's keys (Name, Name[ko], ...) and values of the [Desktop Entry] group.
QMap<QString, QString> desktopEntry()
{
    QMap<QString, QString> entry;
    const QString text =
        QString::fromUtf8(readFile(kResources + QStringLiteral("/desktop/lorafleet.desktop")));
    for (const QString &line : text.split(u'\n')) {
        const qsizetype equals = line.indexOf(u'=');
        if (equals > 0 && !line.startsWith(u'#'))
            entry.insert(line.left(equals), line.mid(equals + 1));
    }
    return entry;
}

// A pixel's channels differ by at most this much on average between two renderings of the SVG.
double meanDifference(const QImage &a, const QImage &b)
{
    const QImage x = a.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    const QImage y = b.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    double sum = 0;
    for (int row = 0; row < x.height(); ++row) {
        for (int column = 0; column < x.width(); ++column) {
            const QRgb p = x.pixel(column, row);
            const QRgb q = y.pixel(column, row);
            sum += std::abs(qRed(p) - qRed(q)) + std::abs(qGreen(p) - qGreen(q)) +
                std::abs(qBlue(p) - qBlue(q)) + std::abs(qAlpha(p) - qAlpha(q));
        }
    }
    return sum / (4.0 * x.width() * x.height());
}

} // namespace

class TestPackage : public QObject
{
    Q_OBJECT

private slots:
    void iconDrawsThroughTheSvgIconEngine()
    {
        const QIcon icon(kResources + QStringLiteral("/icons/lorafleet.svg"));
        QVERIFY(!icon.isNull());
        for (const int size : {16, 64, 512}) {
            const QImage image = icon.pixmap(QSize(size, size)).toImage();
            QCOMPARE(image.size(), QSize(size, size));
            QCOMPARE(qAlpha(image.pixel(size / 2, size / 2)), 255); // the chip
            QCOMPARE(qAlpha(image.pixel(0, size / 2)), 0); // transparent around it
        }
    }

    void pngsAreRenderingsOfTheSvg_data()
    {
        QTest::addColumn<int>("size");
        for (const int size : {16, 22, 24, 32, 48, 64, 128, 256})
            QTest::addRow("%d", size) << size;
    }

    void pngsAreRenderingsOfTheSvg()
    {
        QFETCH(int, size);
        const QImage png(kResources + QStringLiteral("/icons/lorafleet-%1.png").arg(size));
        QCOMPARE(png.size(), QSize(size, size));
        QVERIFY(png.hasAlphaChannel());
        QSvgRenderer renderer(kResources + QStringLiteral("/icons/lorafleet.svg"));
        QVERIFY(renderer.isValid());
        QImage svg(size, size, QImage::Format_ARGB32_Premultiplied);
        svg.fill(Qt::transparent);
        QPainter painter(&svg);
        renderer.render(&painter);
        painter.end();
        // rsvg-convert and Qt antialias a little differently (up to 3 at 16 pixels, 0.1 at 128); an
        // edited SVG differs far more in the large sizes.
        const double difference = meanDifference(png, svg);
        QVERIFY2(
            difference < (size >= 48 ? 1.5 : 3.5),
            qPrintable(
                QStringLiteral("mean difference %1: run resources/icons/render-pngs.sh").arg(difference)));
    }

    void desktopEntryLaunchesTheAppWithItsIconAndType()
    {
        const auto entry = desktopEntry();
        QCOMPARE(entry.value(QStringLiteral("Exec")), QStringLiteral("lorafleet %f"));
        QCOMPARE(entry.value(QStringLiteral("Icon")), QStringLiteral("lorafleet"));
        QCOMPARE(entry.value(QStringLiteral("MimeType")),
                 QStringLiteral("application/x-lorafleet-scenario;"));
        for (const char *key : {"Name", "GenericName", "Comment", "Keywords"}) {
            QVERIFY2(!entry.value(QString::fromLatin1(key)).isEmpty(), key);
            QVERIFY2(!entry.value(QString::fromLatin1(key) + QStringLiteral("[ko]")).isEmpty(), key);
        }
    }

    void mimeTypeMatchesSavedScenariosByNameAndContent()
    {
        // main() put this package's definition in front of the system's.
        QMimeDatabase database;
        const QMimeType type = database.mimeTypeForName(QStringLiteral("application/x-lorafleet-scenario"));
        QVERIFY(type.isValid());
        QVERIFY(type.inherits(QStringLiteral("application/json")));
        QCOMPARE(type.comment(), QStringLiteral("LoRA Fleet Explorer scenario"));
        QCOMPARE(
            database.mimeTypeForFile(QStringLiteral("fleet.lorafleet.json"), QMimeDatabase::MatchExtension),
            type);
        QCOMPARE(database.mimeTypeForFile(QStringLiteral("fleet.json"), QMimeDatabase::MatchExtension).name(),
                 QStringLiteral("application/json"));
        // What the app writes is recognised by its content, whatever the file's name.
        Scenario scenario;
        scenario.name = QStringLiteral("Saved by the app");
        scenario.notes = QString(2000, u'x');
        QCOMPARE(database.mimeTypeForData(encodeScenario(scenario)), type);
        QCOMPARE(database.mimeTypeForData(QByteArray(R"({"format":"lorafleet-scenario","version":1})")),
                 type);
        QVERIFY(database.mimeTypeForData(QByteArray(R"({"format": "lorafleet-calibration"})")) != type);
    }

    void metainfoNamesThisVersionAndTheDesktopEntry()
    {
        QXmlStreamReader xml(
            readFile(kResources + QStringLiteral("/desktop/io.github.lorafleet.lorafleet.metainfo.xml")));
        QString firstRelease;
        QString launchable;
        QString id;
        QString projectLicence;
        QStringList koreanTags;
        QStringList mediaTypes;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            const QString tag = xml.name().toString();
            if (xml.attributes().value(QStringLiteral("xml:lang")) == QLatin1String("ko"))
                koreanTags << tag;
            if (tag == QLatin1String("release") && firstRelease.isEmpty())
                firstRelease = xml.attributes().value(QStringLiteral("version")).toString();
            else if (tag == QLatin1String("launchable"))
                launchable = xml.readElementText();
            else if (tag == QLatin1String("id"))
                id = xml.readElementText();
            else if (tag == QLatin1String("project_license"))
                projectLicence = xml.readElementText();
            else if (tag == QLatin1String("mediatype"))
                mediaTypes << xml.readElementText();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(firstRelease, QStringLiteral(LORAFLEET_VERSION)); // a new version needs its release notes
        QCOMPARE(launchable, QStringLiteral("lorafleet.desktop"));
        QCOMPARE(id, QStringLiteral("io.github.lorafleet.lorafleet"));
        // The app links QCustomPlot (GPL-3.0); tst_cli checks that About and --version say the same.
        QCOMPARE(projectLicence, QStringLiteral("GPL-3.0-or-later"));
        QCOMPARE(mediaTypes, QStringList{QStringLiteral("application/x-lorafleet-scenario")});
        for (const char *tag : {"name", "summary", "p", "caption"})
            QVERIFY2(koreanTags.contains(QString::fromLatin1(tag)), tag);
    }
};

int main(int argc, char *argv[])
{
    // QMimeDatabase reads the shared MIME database once: add a folder with this package's definition
    // in front of the system's (the MIME type is not installed, or may be an older one).
    QTemporaryDir mimeRoot;
    if (!mimeRoot.isValid() || !QDir().mkpath(mimeRoot.filePath(QStringLiteral("mime/packages"))) ||
        !QFile::copy(kResources + QStringLiteral("/desktop/lorafleet-mime.xml"),
                     mimeRoot.filePath(QStringLiteral("mime/packages/lorafleet.xml"))))
        qFatal("cannot prepare the MIME folder");
    const QByteArray systemDirs = qgetenv("XDG_DATA_DIRS");
    qputenv("XDG_DATA_DIRS",
            mimeRoot.path().toLocal8Bit() + ':' +
                (systemDirs.isEmpty() ? QByteArrayLiteral("/usr/local/share:/usr/share") : systemDirs));
    qputenv("XDG_DATA_HOME", mimeRoot.filePath(QStringLiteral("home")).toLocal8Bit());
    QGuiApplication app(argc, argv);
    TestPackage test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_package.moc"
