// SPDX-License-Identifier: GPL-3.0-or-later
// `lorafleet screenshot --scale N`: exactly --size pixels, the window laid out at size / N and drawn at
// pixel ratio N (finer text and lines, not a magnified picture), and the sizes it refuses.
#include "clirun.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

namespace {

using lorafleet::testing::Run;
using lorafleet::testing::runLorafleet;

// Aligned 2x2 blocks whose four pixels are not all equal, per thousand: a nearest-neighbour
// magnification of a smaller shot has none.
int mixedBlocksPerMille(const QImage &image)
{
    qint64 mixed = 0;
    qint64 blocks = 0;
    for (int y = 0; y + 1 < image.height(); y += 2) {
        const auto *top = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        const auto *bottom = reinterpret_cast<const QRgb *>(image.constScanLine(y + 1));
        for (int x = 0; x + 1 < image.width(); x += 2, ++blocks)
            mixed += top[x] != top[x + 1] || top[x] != bottom[x] || top[x] != bottom[x + 1];
    }
    return int(mixed * 1000 / blocks);
}

// Neighbouring pixels (along rows) whose grey differs by more than half the scale: the edges of text
// and lines. Drawn at ratio 2 a picture has about twice as many as at ratio 1 (twice the rows, each as
// sharp); a smooth magnification turns each into a ramp of two half steps.
qint64 sharpEdges(const QImage &image)
{
    qint64 edges = 0;
    for (int y = 0; y < image.height(); ++y) {
        const auto *row = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 1; x < image.width(); ++x)
            edges += std::abs(qGray(row[x]) - qGray(row[x - 1])) > 128;
    }
    return edges;
}

// Whether `shot` looks drawn at twice the ratio of `base` (the same window at half its pixels).
bool drawnAtTwice(const QImage &shot, const QImage &base)
{
    return mixedBlocksPerMille(shot) >= 20 && sharpEdges(shot) * 10 >= sharpEdges(base) * 15;
}

Run screenshot(const QStringList &arguments)
{
    return runLorafleet(QStringList{QStringLiteral("screenshot")} + arguments);
}

} // namespace

class TestScreenshot : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scaleTwoDrawsTheWindowAtTwiceTheRatio();
    void refusedSizesAndScales_data();
    void refusedSizesAndScales();
};

void TestScreenshot::scaleTwoDrawsTheWindowAtTwiceTheRatio()
{
    QTemporaryDir dir;
    const QString one = dir.filePath(QStringLiteral("one.png"));
    const QString two = dir.filePath(QStringLiteral("two.png"));
    const Run base =
        screenshot({QStringLiteral("--out"), one, QStringLiteral("--size"), QStringLiteral("1280x720")});
    QVERIFY2(base.exitCode == 0, qPrintable(base.err));
    const Run run = screenshot({QStringLiteral("--out"), two, QStringLiteral("--size"),
                                QStringLiteral("2560x1440"), QStringLiteral("--scale"), QStringLiteral("2")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QImage shot = QImage(two).convertToFormat(QImage::Format_RGB32);
    const QImage small = QImage(one).convertToFormat(QImage::Format_RGB32);
    QCOMPARE(shot.size(), QSize(2560, 1440)); // exactly --size, not the window's logical size
    QCOMPARE(small.size(), QSize(1280, 720));
    qInfo("mixed 2x2 blocks: %d per mille; sharp edges: %lld at ratio 2, %lld at ratio 1",
          mixedBlocksPerMille(shot), sharpEdges(shot), sharpEdges(small));
    QVERIFY(drawnAtTwice(shot, small));
    // The check tells a magnified shot from a drawn one, whichever way it is magnified.
    for (const Qt::TransformationMode mode : {Qt::FastTransformation, Qt::SmoothTransformation}) {
        const QImage magnified = small.scaled(shot.size(), Qt::IgnoreAspectRatio, mode);
        QVERIFY(!drawnAtTwice(magnified, small));
    }
    // The same layout: the window at 1280x720 either way, so the shot halved is close to the small one.
    const QImage halved = shot.scaled(small.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    qint64 far = 0;
    for (int y = 0; y < small.height(); ++y)
        for (int x = 0; x < small.width(); ++x)
            far += std::abs(qGray(halved.pixel(x, y)) - qGray(small.pixel(x, y))) > 96;
    QVERIFY2(far * 100 < qint64(small.width()) * small.height(), qPrintable(QString::number(far)));
}

void TestScreenshot::refusedSizesAndScales_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("not a multiple") << QStringList{"--size", "1921x1080", "--scale", "2"}
                                    << QStringLiteral("--size 1921x1080 is not valid with --scale 2: the "
                                                      "width and the height must both be multiples of 2");
    QTest::newRow("window too small")
        << QStringList{"--size", "1000x700", "--scale", "2"}
        << QStringLiteral("--size 1000x700 is not valid with --scale 2: that is a 500x350 window, and the "
                          "smallest is 640x400 (--size 1280x800)");
    QTest::newRow("scale too large") << QStringList{"--scale", "5"}
                                     << QStringLiteral(
                                            "--scale 5 is not valid: expected a whole number from 1 to 4");
    QTest::newRow("scale not whole") << QStringList{"--scale=1.5"}
                                     << QStringLiteral(
                                            "--scale 1.5 is not valid: expected a whole number from 1 to 4");
}

void TestScreenshot::refusedSizesAndScales()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("shot.png"));
    const Run run = screenshot(QStringList{QStringLiteral("--out"), out} + arguments);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.err, QStringLiteral("lorafleet: ") + message + u'\n');
    QVERIFY(!QFile::exists(out));
}

QTEST_MAIN(TestScreenshot)
#include "tst_screenshot.moc"
