// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/launchflagsdialog.h"

#include "io/atomicwrite.h"
#include "text/launchflagstext.h"

#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGuiApplication>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace lorafleet {

namespace {

constexpr double kMinPercentile = 50;
constexpr double kMaxPercentile = 99.99;
constexpr double kDefaultPercentile = 99;

} // namespace

LaunchFlagsDialog::LaunchFlagsDialog(const Params &params, QWidget *parent)
    : QDialog(parent)
    , m_params(params)
    , m_engine(new QComboBox)
    , m_percentile(new QDoubleSpinBox)
    , m_text(new QPlainTextEdit)
{
    setWindowTitle(tr("Export launch flags"));
    for (const auto engine :
         {ServingEngine::Vllm, ServingEngine::Sglang, ServingEngine::Lorax, ServingEngine::TrtLlm}) {
        const std::string_view product = engineSource(engine).product;
        m_engine->addItem(QString::fromUtf8(product.data(), qsizetype(product.size())), int(engine));
    }
    m_percentile->setRange(kMinPercentile, kMaxPercentile);
    m_percentile->setDecimals(2);
    m_percentile->setValue(kDefaultPercentile);
    m_percentile->setSuffix(QStringLiteral(" %"));
    m_percentile->setToolTip(tr("Batches whose distinct adapters the engine's slots must hold"));
    m_text->setReadOnly(true);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setMinimumSize(720, 360);

    auto *form = new QFormLayout;
    form->addRow(tr("Engine"), m_engine);
    form->addRow(tr("Slots for"), m_percentile);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *copyButton = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    QPushButton *saveButton = buttons->addButton(tr("&Save…"), QDialogButtonBox::ActionRole);
    copyButton->setObjectName(QStringLiteral("copy"));
    saveButton->setObjectName(QStringLiteral("save"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_text);
    layout->addWidget(buttons);

    connect(m_engine, qOverload<int>(&QComboBox::currentIndexChanged), this, &LaunchFlagsDialog::refresh);
    connect(m_percentile, qOverload<double>(&QDoubleSpinBox::valueChanged), this,
            &LaunchFlagsDialog::refresh);
    connect(copyButton, &QPushButton::clicked, this, &LaunchFlagsDialog::copy);
    connect(saveButton, &QPushButton::clicked, this, &LaunchFlagsDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    refresh();
}

void LaunchFlagsDialog::setEngine(ServingEngine engine)
{
    m_engine->setCurrentIndex(m_engine->findData(int(engine)));
}

void LaunchFlagsDialog::setPercentile(double percent)
{
    m_percentile->setValue(percent);
}

QString LaunchFlagsDialog::text() const
{
    return m_text->toPlainText();
}

void LaunchFlagsDialog::refresh()
{
    const auto engine = static_cast<ServingEngine>(m_engine->currentData().toInt());
    const LaunchPlan plan = launchPlan(m_params, m_percentile->value() / 100.0);
    m_text->setPlainText(launchFlagsReport(plan, engineFlags(plan, engine)));
}

void LaunchFlagsDialog::copy()
{
    QGuiApplication::clipboard()->setText(text());
}

bool LaunchFlagsDialog::saveTo(const QString &path, QString *error)
{
    const WriteResult written = writeFileAtomically(path, text().toUtf8());
    if (!written && error)
        *error = written.reason;
    return bool(written);
}

void LaunchFlagsDialog::save()
{
    const std::string_view name =
        servingEngineName(static_cast<ServingEngine>(m_engine->currentData().toInt()));
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save launch flags"),
        QStringLiteral("lorafleet-%1-flags.txt").arg(QLatin1String(name.data(), qsizetype(name.size()))),
        tr("Text files (*.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveTo(path, &error))
        QMessageBox::warning(this, tr("Launch flags not saved"),
                             tr("%1 could not be written: %2").arg(QDir::toNativeSeparators(path), error));
}

} // namespace lorafleet
