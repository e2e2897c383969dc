// SPDX-License-Identifier: GPL-3.0-or-later
// `lorafleet FILE` with a file the app refuses: the window opens on its usual scenario and shows File →
// Open's warning, naming the file and the problem (app/main.cpp calls openFileShowingErrors()).
#include "window/mainwindow.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace lorafleet;

class TestOpenRefused : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void refusedFileShowsTheWarningOverTheWindow_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("problem");
        QTest::newRow("invalid value")
            << QByteArray(R"({"format": "lorafleet-scenario", "version": 1, "params": {"batch": 0}})")
            << QStringLiteral("batch = 0 is not valid");
        QTest::newRow("not a scenario")
            << QByteArray("hello") << QStringLiteral("does not start like a scenario");
    }

    void refusedFileShowsTheWarningOverTheWindow()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        file.close();

        MainWindow window(nullptr, Settings::Storage::Scratch);
        window.show();
        const Params before = window.params();
        QString title;
        QString text;
        bool overTheWindow = false;
        // The dialog is modal: it is read and closed from the event loop it runs.
        QTimer closer;
        QObject::connect(&closer, &QTimer::timeout, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            title = box->windowTitle();
            text = box->text();
            overTheWindow = box->parentWidget() == &window && window.isVisible();
            box->close();
        });
        closer.start(10);
        window.openFileShowingErrors(path);
        closer.stop();
        QCOMPARE(title, QStringLiteral("Scenario not opened"));
        QVERIFY2(text.contains(QDir::toNativeSeparators(path)), qPrintable(text));
        QVERIFY2(text.contains(problem), qPrintable(text));
        QVERIFY(overTheWindow);
        QCOMPARE(window.params(), before); // the window keeps the scenario it opened on
        QVERIFY(window.isVisible());
    }
};

QTEST_MAIN(TestOpenRefused)
#include "tst_openrefused.moc"
