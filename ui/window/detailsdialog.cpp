// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/detailsdialog.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPlainTextEdit>

namespace lorafleet {

bool DetailsDialog::edit(QWidget *parent, QString &name, QString &notes)
{
    QDialog dialog(parent);
    dialog.setWindowTitle(tr("Scenario details"));
    auto *form = new QFormLayout(&dialog);
    auto *nameField = new QLineEdit(name);
    nameField->setPlaceholderText(tr("e.g. Q3 launch, 200 adapters"));
    auto *notesField = new QPlainTextEdit(notes);
    notesField->setPlaceholderText(tr("Where the numbers come from, what the scenario is for"));
    form->addRow(tr("Name"), nameField);
    form->addRow(tr("Notes"), notesField);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    name = nameField->text().trimmed();
    notes = notesField->toPlainText();
    return true;
}

} // namespace lorafleet
