// SPDX-License-Identifier: GPL-3.0-or-later
// Every file the app writes goes through writeFileAtomically(): all or nothing, with the reason in
// words. Checked on a real full disk and a read-only disk (tmpfs mounts, as root: CI), and with a
// path that cannot be created (any user).
#include "fulldisk.h"
#include "io/atomicwrite.h"
#include "io/scenariofile.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace lorafleet;
using lorafleet::testing::FullDisk;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

} // namespace

class TestAtomicWrite : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writesAndReplaces();
    void keepsPermissionsAndFollowsLinks();
    void refusesWhatIsNotAFile();
    void pathThatCannotBeCreated();
    void fullDiskKeepsTheOldFile();
    void fullDiskScenarioSave();
    void readOnlyDisk();
    void reasonsAreWords();
};

void TestAtomicWrite::writesAndReplaces()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.bin"));
    QVERIFY(writeFileAtomically(path, "first").ok);
    QCOMPARE(readAll(path), QByteArray("first"));
    const WriteResult second = writeFileAtomically(path, QByteArray(100000, 'x'));
    QVERIFY2(second.ok, qPrintable(second.reason));
    QCOMPARE(readAll(path), QByteArray(100000, 'x'));
    QVERIFY(writeFileAtomically(path, QByteArray()).ok); // an empty file is a valid content
    QCOMPARE(QFileInfo(path).size(), 0);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"out.bin"});
}

void TestAtomicWrite::keepsPermissionsAndFollowsLinks()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("kept.json"));
    QVERIFY(writeFileAtomically(path, "a").ok);
    QVERIFY(::chmod(QFile::encodeName(path).constData(), 0640) == 0);
    QVERIFY(writeFileAtomically(path, "b").ok);
    struct stat info;
    QVERIFY(::stat(QFile::encodeName(path).constData(), &info) == 0);
    QCOMPARE(int(info.st_mode & 07777), 0640);

    const QString link = dir.filePath(QStringLiteral("link.json"));
    QVERIFY(QFile::link(path, link));
    QVERIFY(writeFileAtomically(link, "through the link").ok);
    QVERIFY(QFileInfo(link).isSymLink()); // the link stays a link
    QCOMPARE(readAll(path), QByteArray("through the link"));
}

void TestAtomicWrite::refusesWhatIsNotAFile()
{
    QTemporaryDir dir;
    const WriteResult folder = writeFileAtomically(dir.path(), "x");
    QVERIFY(!folder.ok);
    QCOMPARE(folder.reason, QStringLiteral("it is a folder"));
    const WriteResult device = writeFileAtomically(QStringLiteral("/dev/null"), "x");
    QVERIFY(!device.ok);
    QCOMPARE(device.reason, QStringLiteral("it is not a regular file"));
}

void TestAtomicWrite::pathThatCannotBeCreated()
{
    // A folder that is a file: no user, root included, can create a file below it.
    QTemporaryDir dir;
    const QString notAFolder = dir.filePath(QStringLiteral("plain"));
    QVERIFY(writeFileAtomically(notAFolder, "x").ok);
    const WriteResult result = writeFileAtomically(notAFolder + QStringLiteral("/scenario.json"), "y");
    QVERIFY(!result.ok);
    QCOMPARE(result.reason, QStringLiteral("the folder does not exist"));
    QString error;
    Scenario scenario;
    QVERIFY(!saveScenarioFile(notAFolder + QStringLiteral("/scenario.json"), scenario, &error));
    QVERIFY2(!error.isEmpty(), "a failed save says why");
}

void TestAtomicWrite::fullDiskKeepsTheOldFile()
{
    FullDisk disk;
    LORAFLEET_REQUIRE_FULL_DISK(disk);
    const QString path = disk.filePath(QStringLiteral("chart.svg"));
    const QByteArray good(20000, 'g');
    QVERIFY(writeFileAtomically(path, good).ok);
    QVERIFY(disk.fill());
    const WriteResult result = writeFileAtomically(path, QByteArray(60000, 'n'));
    QVERIFY(!result.ok);
    QCOMPARE(result.reason, QStringLiteral("the disk is full"));
    QCOMPARE(readAll(path), good); // the old file is intact
    QCOMPARE(disk.entries(), QStringList{QStringLiteral("chart.svg")}); // no temporary file left

    const WriteResult fresh =
        writeFileAtomically(disk.filePath(QStringLiteral("new.png")), QByteArray(9000, 'p'));
    QVERIFY(!fresh.ok);
    QVERIFY(!QFile::exists(disk.filePath(QStringLiteral("new.png")))); // no partial file
}

void TestAtomicWrite::fullDiskScenarioSave()
{
    FullDisk disk;
    LORAFLEET_REQUIRE_FULL_DISK(disk);
    const QString path = disk.filePath(QStringLiteral("scenario.json"));
    Scenario saved;
    saved.name = QStringLiteral("kept");
    saved.params.adapters = 123;
    QString error;
    QVERIFY2(saveScenarioFile(path, saved, &error), qPrintable(error));
    const QByteArray before = readAll(path);
    QVERIFY(disk.fill());
    Scenario edited = saved;
    edited.notes = QString(5000, u'n'); // larger than the old file: it cannot fit anywhere
    QVERIFY(!saveScenarioFile(path, edited, &error));
    QVERIFY2(error.contains(QStringLiteral("the disk is full")), qPrintable(error));
    QCOMPARE(readAll(path), before);
    QCOMPARE(*loadScenarioFile(path).scenario, saved);
}

void TestAtomicWrite::readOnlyDisk()
{
    FullDisk disk;
    LORAFLEET_REQUIRE_FULL_DISK(disk);
    const QString path = disk.filePath(QStringLiteral("scenario.json"));
    QString error;
    QVERIFY(saveScenarioFile(path, Scenario{}, &error));
    const QByteArray before = readAll(path);
    QCOMPARE(QProcess::execute(QStringLiteral("mount"),
                               {QStringLiteral("-o"), QStringLiteral("remount,ro"), disk.path()}),
             0);
    Scenario other;
    other.params.adapters = 7;
    const bool ok = saveScenarioFile(path, other, &error);
    QVERIFY(!ok);
    QVERIFY2(error.contains(QStringLiteral("the disk is read-only")), qPrintable(error));
    QCOMPARE(readAll(path), before);
}

void TestAtomicWrite::reasonsAreWords()
{
    QCOMPARE(fileErrorReason(ENOSPC), QStringLiteral("the disk is full"));
    QCOMPARE(fileErrorReason(EACCES), QStringLiteral("permission denied"));
    QCOMPARE(fileErrorReason(EROFS), QStringLiteral("the disk is read-only"));
    QVERIFY(!fileErrorReason(EPROTO).isEmpty());
}

QTEST_GUILESS_MAIN(TestAtomicWrite)
#include "tst_atomicwrite.moc"
