// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/recoverydialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace lorafleet {

RecoveryDialog::RecoveryDialog(std::vector<UnsavedScenario> unsaved, QWidget *parent)
    : QDialog(parent)
    , m_unsaved(std::move(unsaved))
{
    setObjectName(QStringLiteral("recoveryDialog"));
    setWindowTitle(tr("Recover unsaved scenarios"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("LoRA Fleet Explorer closed without saving these scenarios. Restore one "
                                "into this window, or discard the ones you no longer need."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_list = new QListWidget;
    for (const UnsavedScenario &item : m_unsaved)
        m_list->addItem(describe(item));
    m_list->setCurrentRow(0);
    layout->addWidget(m_list, 1);

    auto *buttons = new QDialogButtonBox;
    m_restore = buttons->addButton(tr("&Restore"), QDialogButtonBox::AcceptRole);
    m_discard = buttons->addButton(tr("&Discard…"), QDialogButtonBox::DestructiveRole);
    buttons->addButton(tr("&Later"), QDialogButtonBox::RejectRole);
    m_restore->setDefault(true);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_discard, &QPushButton::clicked, this, &RecoveryDialog::discardSelected);
    connect(m_list, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
    resize(560, 300);
}

QString RecoveryDialog::describe(const UnsavedScenario &unsaved)
{
    const QString name = unsaved.scenario.name.trimmed().isEmpty() ? tr("Untitled scenario")
                                                                   : unsaved.scenario.name.simplified();
    const QString file =
        unsaved.origin.isEmpty() ? tr("never saved") : QDir::toNativeSeparators(unsaved.origin);
    return tr("%1 (%2), last changed %3")
        .arg(name, file, QLocale().toString(unsaved.savedAt, QLocale::ShortFormat));
}

std::optional<UnsavedScenario> RecoveryDialog::chosen() const
{
    const int row = m_list->currentRow();
    if (result() != QDialog::Accepted || row < 0 || row >= int(m_unsaved.size()))
        return std::nullopt;
    return m_unsaved[std::size_t(row)];
}

void RecoveryDialog::discardSelected()
{
    const int row = m_list->currentRow();
    if (row < 0 || row >= int(m_unsaved.size()))
        return;
    const auto answer = QMessageBox::question(
        this, tr("Discard unsaved scenario"),
        tr("Discard “%1” for good? This cannot be undone.").arg(describe(m_unsaved[std::size_t(row)])),
        QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Discard)
        return;
    Autosave::discardOrphan(m_unsaved[std::size_t(row)].id);
    m_unsaved.erase(m_unsaved.begin() + row);
    delete m_list->takeItem(row);
    if (m_unsaved.empty())
        reject();
}

} // namespace lorafleet
