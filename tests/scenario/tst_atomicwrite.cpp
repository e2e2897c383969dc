// SPDX-License-Identifier: GPL-3.0-or-later
// Every file the app writes goes through writeFileAtomically(): all or nothing, with the reason in
// words. Checked on a real full disk and a read-only disk (tmpfs mounts, as root: CI), and with a
// path that cannot be created (any user).
#include "fulldisk.h"
#include "io/atomicwrite.h"
#include "io/scenariofile.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

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
    void killedSaveLeavesNothing();
    void staleTemporaryFilesAreRemoved();
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

// A save killed while it writes (here by SIGXFSZ, at the 64 KiB file-size limit, as deterministic as a
// kill -9 at that moment) left ".NAME.XXXXXX" beside the file. The old file stays, and nothing else.
void TestAtomicWrite::killedSaveLeavesNothing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("scenario.json"));
    QVERIFY(writeFileAtomically(path, "old"));
    const pid_t child = ::fork();
    QVERIFY(child >= 0);
    if (child == 0) {
        ::signal(SIGXFSZ, SIG_DFL);
        const struct rlimit limit
        {
            65536, 65536
        };
        ::setrlimit(RLIMIT_FSIZE, &limit);
        writeFileAtomically(path, QByteArray(1 << 20, 'x'));
        ::_exit(0);
    }
    int status = 0;
    QCOMPARE(::waitpid(child, &status, 0), child);
    QVERIFY2(WIFSIGNALED(status) && WTERMSIG(status) == SIGXFSZ, "the save was not killed mid-write");
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot),
             QStringList{QStringLiteral("scenario.json")});
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("old"));
}

// What a crash left on a file system without O_TMPFILE is removed at the next start, once its writer is
// gone; a save in progress (a live process id) and files that only look alike stay.
void TestAtomicWrite::staleTemporaryFilesAreRemoved()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const pid_t gone = ::fork();
    QVERIFY(gone >= 0);
    if (gone == 0)
        ::_exit(0);
    QCOMPARE(::waitpid(gone, nullptr, 0), gone);
    const QString stale = QStringLiteral(".scenario.json.lorafleet-%1.a1B2c3").arg(gone);
    const QString live = QStringLiteral(".scenario.json.lorafleet-%1.a1B2c3").arg(::getpid());
    const QStringList kept{live, QStringLiteral(".scenario.json.lorafleet-1.a1B2c3"),
                           QStringLiteral(".scenario.json.a1B2c3"), QStringLiteral("notes.lorafleet-7.txt")};
    QStringList all = kept;
    all.append(stale);
    for (const QString &name : all) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    QCOMPARE(removeStaleTemporaryFiles(
                 {dir.path(), dir.path() + QStringLiteral("/."), QStringLiteral("/nowhere")}),
             1);
    QStringList left = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
    left.sort();
    QStringList expected = kept;
    expected.sort();
    QCOMPARE(left, expected);
}

QTEST_GUILESS_MAIN(TestAtomicWrite)
#include "tst_atomicwrite.moc"
