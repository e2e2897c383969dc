// SPDX-License-Identifier: GPL-3.0-or-later
// No figure in the window shows in E notation, in either language (issue 12: the Korean dedicated-GPU
// tile read "GPU 1E+12대" at K = 10^12): whole numbers in full, fractions fixed.
#include "model/params.h"
#include "panels/paramspinbox.h"
#include "text/format.h"

#include <QLocale>
#include <QRegularExpression>
#include <QTest>

using namespace lorafleet;

class TestNumberFormat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { QLocale::setDefault(QLocale::c()); }
    void neverENotation_data();
    void neverENotation();
    void fieldsNeverENotation();
};

void TestNumberFormat::neverENotation_data()
{
    QTest::addColumn<QString>("locale");
    QTest::newRow("en") << QStringLiteral("en_US");
    QTest::newRow("ko") << QStringLiteral("ko_KR");
}

void TestNumberFormat::neverENotation()
{
    QFETCH(QString, locale);
    QLocale::setDefault(QLocale(locale));
    const QStringList texts{
        format::gpus(1e12 + 0.25), // dedicated GPUs at K = 10^12, a hair off a whole number
        format::gpus(1.5e6),       format::number(1234567.8),  format::number(4.2e-7),
        format::number(-3.5e-9),   format::adapters(1e16),     format::exact(1e20),
        format::exact(1.5e-7),     format::exact(123456789.5), format::percent(1e-9),
        format::skew(2.5e-5),      format::gigabytes(2e-6),
    };
    static const QRegularExpression eNotation(QStringLiteral("[0-9][eE][+-]?[0-9]"));
    for (const QString &text : texts)
        QVERIFY2(!eNotation.match(text).hasMatch(), qPrintable(text));
    if (locale == QLatin1String("en_US")) {
        QCOMPARE(texts[0], QStringLiteral("1,000,000,000,000 GPUs"));
        QCOMPARE(texts[1], QStringLiteral("1,500,000 GPUs"));
        QCOMPARE(texts[2], QStringLiteral("1,234,568"));
        QCOMPARE(texts[3], QStringLiteral("0.00000042"));
        QCOMPARE(texts[5], QStringLiteral("10,000,000,000,000,000"));
        QCOMPARE(texts[7], QStringLiteral("0.00000015"));
        QCOMPARE(texts[9], QStringLiteral("0.0000001 %"));
    }
}

// A field shows what was typed, as typed: requests per month showed as "1E+08".
void TestNumberFormat::fieldsNeverENotation()
{
    ParamSpinBox demand(*findParam("requests_per_month"));
    demand.setValue(1e8);
    QCOMPARE(demand.text(), QStringLiteral("100000000"));
    ParamSpinBox adapter(*findParam("adapter_gb"));
    adapter.setValue(2.5e-7);
    QCOMPARE(adapter.text(), QStringLiteral("0.00000025"));
}

QTEST_MAIN(TestNumberFormat)
#include "tst_numberformat.moc"
