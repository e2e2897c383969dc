// SPDX-License-Identifier: GPL-3.0-or-later
// Scenarios in the window: save and open, undo and redo (a drag is one step), presets, unsaved
// changes, settings and recovery across sessions.
#include "document/scenariodocument.h"
#include "fulldisk.h"
#include "io/autosave.h"
#include "io/settings.h"
#include "panels/parameterpanel.h"
#include "panels/paramspinbox.h"
#include "window/mainwindow.h"
#include "window/recoverydialog.h"
#include "window/windowplacement.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSlider>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>

using namespace lorafleet;
using lorafleet::testing::FullDisk;

namespace {

// Answers the next modal message box with `button`.
void answerNextMessageBox(QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, [button] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (box)
            box->button(button)->click();
    });
}

// Picks row `row` of the recovery dialog that opens next and restores it.
void answerRecovery(int row)
{
    QTimer::singleShot(0, [row] {
        auto *dialog = qobject_cast<RecoveryDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        dialog->list()->setCurrentRow(row);
        dialog->restoreButton()->click();
    });
}

void clearSettings()
{
    if (QFileInfo(Autosave::folder()).isFile()) // left by a failed autosaveFailureIsShownOnce
        QFile::remove(Autosave::folder());
    Settings().clear();
}

} // namespace

class TestDocument : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { clearSettings(); }
    void cleanupTestCase() { clearSettings(); }
    void aDragIsOneUndoStep();
    void typedEditsResetAndPresetsAreUndoable();
    void presetLeavesTheFileAlone();
    void saveThenOpenGivesTheSameScenario();
    void failedOpenChangesNothing();
    void titleShowsNameAndUnsavedMark();
    void closingAsksAboutUnsavedChanges();
    void settingsComeBackInASecondWindow();
    void simulatedBatchesToggleIsKept();
    void unsavedWorkIsRecoveredAfterACrash();
    void aCleanSaveDiscardsTheRecovery();
    void eachWindowKeepsItsOwnAutosave();
    void recoveryListsEveryUnsavedScenario();
    void autosaveFailureIsShownOnce();
    void failedSaveKeepsTheWork();
};

void TestDocument::aDragIsOneUndoStep()
{
    MainWindow window;
    QUndoStack *undo = window.document()->undoStack();
    QSlider *skew = window.parameterPanel()->slider("skew");
    Q_EMIT skew->sliderPressed();
    for (int position = 101; position <= 160; position += 3)
        skew->setValue(position);
    Q_EMIT skew->sliderReleased();
    QCOMPARE(window.params().skew, 1.58);
    QCOMPARE(undo->count(), 1);
    QVERIFY(undo->undoText().contains(QStringLiteral("skew")));
    // A second drag of the same slider is another step.
    Q_EMIT skew->sliderPressed();
    skew->setValue(200);
    skew->setValue(210);
    Q_EMIT skew->sliderReleased();
    QCOMPARE(undo->count(), 2);
    undo->undo();
    QCOMPARE(window.params().skew, 1.58);
    undo->undo();
    QCOMPARE(window.params().skew, 1.0);
    QCOMPARE(skew->value(), 100); // the panel follows
    QVERIFY(!window.document()->isModified());
    undo->redo();
    undo->redo();
    QCOMPARE(window.params().skew, 2.1);
    QCOMPARE(window.parameterPanel()->field("skew")->value(), 2.1);
}

void TestDocument::typedEditsResetAndPresetsAreUndoable()
{
    MainWindow window;
    QUndoStack *undo = window.document()->undoStack();
    window.parameterPanel()->field("batch")->setValue(64);
    window.parameterPanel()->field("hbm_gb")->setValue(80);
    QCOMPARE(undo->count(), 2);
    QVERIFY(window.applyPreset(QStringLiteral("h100-sxm")).ok());
    const Params h100 = window.params();
    QCOMPARE(h100.hbmBandwidthTbps, 3.35);
    // The preset's list price replaced the user's $5: the status bar says so, and how to get it back.
    QVERIFY(h100.gpuPricePerHour != 5.0);
    const QString told = window.statusBar()->currentMessage();
    QVERIFY2(told.contains(QStringLiteral("GPU price $5")) && told.contains(QStringLiteral("Undo")),
             qPrintable(told));
    QVERIFY(undo->undoText().contains(QStringLiteral("H100")));
    QVERIFY2(window.document()->displayName().contains(QStringLiteral("H100")),
             qPrintable(window.document()->displayName()));
    window.setParams(Params{}, QStringLiteral("Reset to defaults"));
    QVERIFY(window.params() == Params{});
    QCOMPARE(undo->count(), 4);
    undo->undo();
    QVERIFY(window.params() == h100);
    undo->undo();
    QCOMPARE(window.params().hbmGb, 80.0);
    QCOMPARE(window.params().batch, std::int64_t(64));
    undo->undo();
    undo->undo();
    QVERIFY(window.params() == Params{});
    QVERIFY(!undo->canUndo());
}

// A preset loaded over a saved scenario is a new, unsaved one named after the preset: Ctrl+S asks where
// instead of overwriting the file the scenario came from. Undo brings back the parameters and the name.
void TestDocument::presetLeavesTheFileAlone()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.json"));
    MainWindow window;
    window.document()->setDetails(QStringLiteral("My fleet"), QString());
    window.parameterPanel()->field("batch")->setValue(64);
    QString error;
    QVERIFY(window.saveTo(path, &error));
    QCOMPARE(window.document()->filePath(), QFileInfo(path).absoluteFilePath());
    QVERIFY(window.applyPreset(QStringLiteral("h100-sxm")).ok());
    QVERIFY(window.document()->filePath().isEmpty());
    QVERIFY(window.document()->isModified());
    QVERIFY2(window.document()->displayName().contains(QStringLiteral("H100")),
             qPrintable(window.document()->displayName()));
    QVERIFY(window.windowTitle().contains(QStringLiteral("H100")));
    window.document()->undoStack()->undo();
    QCOMPARE(window.document()->displayName(), QStringLiteral("My fleet"));
    QCOMPARE(window.params().batch, std::int64_t(64));
}

void TestDocument::saveThenOpenGivesTheSameScenario()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("launch.json"));
    Params params;
    params.adapters = 300;
    params.skew = 1.2345678901234567;
    params.skewBands = {0.25, 2.5};
    params.wholeGpus = true;
    {
        MainWindow window;
        window.setParams(params);
        window.document()->setDetails(QStringLiteral("Q3 launch — 300 adapters"),
                                      QStringLiteral("notes\nline 2"));
        QString error;
        QVERIFY2(window.saveTo(path, &error), qPrintable(error));
        QVERIFY(!window.document()->isModified());
    }
    MainWindow other;
    const LoadResult result = other.openFile(path);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QVERIFY(result.warnings.isEmpty());
    QVERIFY(other.params() == params);
    QCOMPARE(other.document()->scenario().name, QStringLiteral("Q3 launch — 300 adapters"));
    QCOMPARE(other.document()->scenario().notes, QStringLiteral("notes\nline 2"));
    QCOMPARE(other.parameterPanel()->field("adapters")->value(), 300.0);
    QVERIFY(!other.document()->isModified());
    QVERIFY(!other.document()->undoStack()->canUndo());
    // The same file on the command line reads the same numbers: see tst_cli.
}

void TestDocument::failedOpenChangesNothing()
{
    QTemporaryDir dir;
    const QString good = dir.filePath(QStringLiteral("good.json"));
    MainWindow window;
    QString error;
    QVERIFY(window.saveTo(good, &error));
    window.parameterPanel()->field("batch")->setValue(48);
    const Params before = window.params();
    const int history = window.document()->undoStack()->count();
    const QString broken = dir.filePath(QStringLiteral("broken.json"));
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": \"lorafleet-scenario\", \"version\": 1, \"params\": {\"batch\": 0}}");
    file.close();
    for (const QString &path : {broken, dir.filePath(QStringLiteral("missing.json")), dir.path()}) {
        const LoadResult result = window.openFile(path);
        QVERIFY(!result.ok());
        QVERIFY(!result.error.isEmpty());
        QVERIFY(window.params() == before);
        QCOMPARE(window.document()->filePath(), QFileInfo(good).absoluteFilePath());
        QCOMPARE(window.document()->undoStack()->count(), history);
        QVERIFY(window.document()->isModified());
    }
    QVERIFY(window.openFile(broken).error.contains(QStringLiteral("batch")));
}

void TestDocument::titleShowsNameAndUnsavedMark()
{
    MainWindow window;
    QVERIFY(window.windowTitle().startsWith(QStringLiteral("Untitled scenario")));
    QVERIFY(!window.isWindowModified());
    window.parameterPanel()->field("batch")->setValue(16);
    QVERIFY(window.isWindowModified());
    window.document()->setDetails(QStringLiteral("Demo"), QString());
    QVERIFY(window.windowTitle().startsWith(QStringLiteral("Demo")));
    window.document()->undoStack()->undo();
    window.document()->undoStack()->undo();
    QVERIFY(!window.isWindowModified()); // back where it started
    // A name from a file reaches the title through safeText(): no control character, bidi override or
    // line break steers the title bar.
    window.document()->setDetails(QStringLiteral("Evil\x1b]0;pwned\x07\u202e\nname"), QString());
    QVERIFY2(window.windowTitle().startsWith(QStringLiteral("Evil\\x1b]0;pwned\\x07\\u202e\\nname")),
             qPrintable(window.windowTitle()));
}

void TestDocument::closingAsksAboutUnsavedChanges()
{
    MainWindow window;
    window.show();
    window.parameterPanel()->field("batch")->setValue(16);
    answerNextMessageBox(QMessageBox::Cancel);
    QVERIFY(!window.close()); // cancelled: the window stays with its scenario
    QCOMPARE(window.params().batch, std::int64_t(16));
    answerNextMessageBox(QMessageBox::Discard);
    QVERIFY(window.close());
}

void TestDocument::settingsComeBackInASecondWindow()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("kept.json"));
    QRect geometry;
    {
        MainWindow first;
        first.show();
        first.setGeometry(40, 50, 1300, 800);
        geometry = first.geometry();
        first.parameterPanel()->setAdvancedVisible(true);
        QString error;
        QVERIFY(first.saveTo(path, &error));
        QVERIFY(first.close());
    }
    MainWindow second;
    second.restoreSession();
    second.show();
    // The saved geometry when it fits the screen, else the screen's available area (the offscreen screen
    // is smaller than this window: tst_windowplacement restores one that fits exactly).
    const QSize expected = initialWindowGeometry(geometry, second.screen()->availableGeometry())
                               .size()
                               .expandedTo(second.minimumSizeHint());
    QCOMPARE(second.geometry().size(), expected);
    QVERIFY(second.parameterPanel()->isAdvancedVisible());
    // View → Advanced parameters shows what the panel shows, restored or toggled there.
    QAction *advanced = second.findChild<QAction *>(QStringLiteral("show-advanced-parameters"));
    QVERIFY(advanced && advanced->isChecked());
    auto *toggle = second.parameterPanel()->findChild<QToolButton *>(QStringLiteral("advanced-toggle"));
    QVERIFY(toggle);
    toggle->click();
    QVERIFY(!second.parameterPanel()->isAdvancedVisible());
    QVERIFY(!advanced->isChecked());
    advanced->trigger();
    QVERIFY(second.parameterPanel()->isAdvancedVisible());
    QVERIFY(advanced->isChecked() && toggle->isChecked());
    QCOMPARE(second.document()->filePath(), QFileInfo(path).absoluteFilePath()); // the last scenario reopens
    QCOMPARE(Settings().recentFiles().value(0), QFileInfo(path).absoluteFilePath());
}

// View → Show simulated batches survives the Settings round trip and a restart, as the other view toggles.
void TestDocument::simulatedBatchesToggleIsKept()
{
    QVERIFY(!Settings().showSimulated()); // off by default
    {
        Settings settings;
        settings.setShowSimulated(true);
        settings.sync();
    }
    QVERIFY(Settings().showSimulated());
    Settings().setShowSimulated(false);
    QVERIFY(!Settings().showSimulated());
    {
        MainWindow first;
        first.show();
        first.setShowSimulated(true);
        QVERIFY(first.close());
    }
    MainWindow second;
    QVERIFY(!second.showsSimulated()); // until the session is restored
    second.restoreSession();
    QVERIFY(second.showsSimulated());
    auto *toggle = second.findChild<QAction *>(QStringLiteral("show-simulated-batches"));
    QVERIFY(toggle);
    QVERIFY(toggle->isChecked());
    toggle->setChecked(false);
    QVERIFY(second.close());
    MainWindow third;
    third.restoreSession();
    QVERIFY(!third.showsSimulated());
}

void TestDocument::unsavedWorkIsRecoveredAfterACrash()
{
    Params edited;
    QString autosaved;
    {
        auto *crashing = new MainWindow;
        crashing->parameterPanel()->field("adapters")->setValue(777);
        edited = crashing->params();
        autosaved = crashing->autosaveSlot().filePath();
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(autosaved), 3000);
        delete crashing; // no close, no prompt: as if the app had crashed
    }
    QVERIFY(QFile::exists(autosaved));
    MainWindow next;
    answerRecovery(0);
    next.restoreSession();
    QVERIFY(next.params() == edited);
    QVERIFY(next.document()->isModified()); // recovered, still unsaved
    QCOMPARE(next.parameterPanel()->field("adapters")->value(), 777.0);
    QCOMPARE(next.autosaveSlot().filePath(), autosaved); // the window keeps the recovered work up to date
    QVERIFY(Autosave::orphans().empty());
}

void TestDocument::aCleanSaveDiscardsTheRecovery()
{
    QTemporaryDir dir;
    MainWindow window;
    window.parameterPanel()->field("adapters")->setValue(99);
    const QString autosaved = window.autosaveSlot().filePath();
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(autosaved), 3000);
    QString error;
    QVERIFY(window.saveTo(dir.filePath(QStringLiteral("saved.json")), &error));
    QVERIFY(!QFile::exists(autosaved));
}

void TestDocument::eachWindowKeepsItsOwnAutosave()
{
    auto *first = new MainWindow;
    first->parameterPanel()->field("adapters")->setValue(555);
    const QString firstFile = first->autosaveSlot().filePath();
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(firstFile), 3000);
    {
        // A second window starts, finds nothing to recover (the first is alive), edits nothing and
        // runs its own autosave: the first window's file must survive all of it.
        MainWindow second;
        QVERIFY(second.autosaveSlot().filePath() != firstFile);
        QVERIFY(Autosave::orphans().empty());
        second.restoreSession(); // no dialog: a dialog here would block the test
        second.parameterPanel()->field("skew")->setValue(1.5);
        second.setParams(Params{}, QStringLiteral("back"));
        QTest::qWait(1200);
        QVERIFY(QFile::exists(firstFile));
        QVERIFY(second.close());
    }
    QVERIFY(QFile::exists(firstFile));
    delete first; // crashes
    const std::vector<UnsavedScenario> left = Autosave::orphans();
    QCOMPARE(left.size(), std::size_t(1));
    QCOMPARE(left.front().path, firstFile);
    QCOMPARE(left.front().scenario.params.adapters, std::int64_t(555));
}

void TestDocument::recoveryListsEveryUnsavedScenario()
{
    QTemporaryDir dir;
    const QString origin = dir.filePath(QStringLiteral("origin.json"));
    for (const int adapters : {111, 222}) {
        auto *crashing = new MainWindow;
        if (adapters == 222) {
            QString error;
            QVERIFY(crashing->saveTo(origin, &error));
        }
        crashing->parameterPanel()->field("adapters")->setValue(adapters);
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(crashing->autosaveSlot().filePath()), 3000);
        QTest::qWait(20); // distinct modification times: newest first
        delete crashing;
    }
    const std::vector<UnsavedScenario> found = Autosave::orphans();
    QCOMPARE(found.size(), std::size_t(2));
    QCOMPARE(found[0].scenario.params.adapters, std::int64_t(222)); // newest first
    QCOMPARE(QFileInfo(found[0].origin).absoluteFilePath(), QFileInfo(origin).absoluteFilePath());
    QVERIFY(found[1].origin.isEmpty());

    MainWindow next;
    int listed = 0;
    QTimer::singleShot(0, [&listed] {
        auto *dialog = QApplication::activeModalWidget()->findChild<QListWidget *>();
        listed = dialog ? dialog->count() : -1;
        qobject_cast<RecoveryDialog *>(QApplication::activeModalWidget())->list()->setCurrentRow(0);
        qobject_cast<RecoveryDialog *>(QApplication::activeModalWidget())->restoreButton()->click();
    });
    QVERIFY(next.recoverUnsaved());
    QCOMPARE(listed, 2);
    QCOMPARE(next.params().adapters, std::int64_t(222));
    QCOMPARE(next.document()->filePath(), QFileInfo(origin).absoluteFilePath()); // Save writes back there
    QVERIFY(next.document()->isModified());
    // The other one is still there for later.
    QCOMPARE(Autosave::orphans().size(), std::size_t(1));
    QCOMPARE(Autosave::orphans().front().scenario.params.adapters, std::int64_t(111));
}

void TestDocument::autosaveFailureIsShownOnce()
{
    MainWindow window;
    window.show();
    // The autosave folder turns into a file: no user, root included, can write below it.
    const QString folder = Autosave::folder();
    QVERIFY(QDir(folder).removeRecursively());
    {
        QFile blocker(folder);
        QVERIFY(blocker.open(QIODevice::WriteOnly));
    }
    window.parameterPanel()->field("adapters")->setValue(64);
    QTRY_VERIFY_WITH_TIMEOUT(window.findChild<QMessageBox *>(QStringLiteral("autosaveWarning")), 3000);
    auto *box = window.findChild<QMessageBox *>(QStringLiteral("autosaveWarning"));
    QVERIFY2(box->text().contains(QStringLiteral("could not be kept aside")), qPrintable(box->text()));
    box->close();
    QTRY_VERIFY(!window.findChild<QMessageBox *>(QStringLiteral("autosaveWarning")));
    window.parameterPanel()->field("adapters")->setValue(65);
    QTest::qWait(1200);
    QVERIFY(!window.findChild<QMessageBox *>(QStringLiteral("autosaveWarning"))); // said once
    QVERIFY(QFile::remove(folder));
    window.parameterPanel()->field("adapters")->setValue(66);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(window.autosaveSlot().filePath()), 3000); // works again
}

void TestDocument::failedSaveKeepsTheWork()
{
    FullDisk disk;
    LORAFLEET_REQUIRE_FULL_DISK(disk);
    const QString path = disk.filePath(QStringLiteral("work.json"));
    MainWindow window;
    QString error;
    QVERIFY(window.saveTo(path, &error));
    const QByteArray before = [&] {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    window.parameterPanel()->field("adapters")->setValue(321);
    window.document()->setDetails(QStringLiteral("big"), QString(6000, u'x'));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(window.autosaveSlot().filePath()), 3000);
    QVERIFY(disk.fill());
    QVERIFY(!window.saveTo(path, &error));
    QVERIFY2(error.contains(QStringLiteral("the disk is full")), qPrintable(error));
    QVERIFY(window.document()->isModified()); // still unsaved
    QVERIFY(QFile::exists(window.autosaveSlot().filePath())); // and still kept aside
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before); // the old file is intact
    // Closing asks again instead of closing silently: answer Cancel.
    answerNextMessageBox(QMessageBox::Cancel);
    QVERIFY(!window.close());
}

QTEST_MAIN(TestDocument)
#include "tst_document.moc"
