// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/differencesdock.h"

#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace lorafleet {

DifferencesDock::DifferencesDock(QWidget *parent)
    : QDockWidget(tr("Differences"), parent)
    , m_table(new QTableWidget)
    , m_hint(new QLabel(tr("Pin the scenario (Compare → Pin current scenario) or add scenario files or "
                           "presets to see their figures and differences here.")))
    , m_clear(new QPushButton(tr("Clear pins")))
{
    setObjectName(QStringLiteral("differences-dock"));
    m_table->setObjectName(QStringLiteral("differences-table"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::ContiguousSelection);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setWordWrap(true);
    m_table->setAlternatingRowColors(true);
    m_hint->setWordWrap(true);
    m_clear->setObjectName(QStringLiteral("differences-clear"));
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_hint);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_clear, 0, Qt::AlignRight);
    setWidget(body);
    connect(m_clear, &QPushButton::clicked, this, &DifferencesDock::clearRequested);
}

void DifferencesDock::showComparison(const QList<ComparedScenario> &scenarios)
{
    const QList<ComparisonRow> rows = comparisonRows(scenarios);
    // Figure | the scenario shown | each pin and its difference from the scenario shown.
    QStringList headers{tr("Figure")};
    for (qsizetype i = 0; i < scenarios.size(); ++i) {
        headers << (i == 0 ? tr("%1 (shown)").arg(scenarios[i].label) : scenarios[i].label);
        if (i > 0)
            headers << tr("Δ %1").arg(scenarios[i].label);
    }
    m_table->setColumnCount(int(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setRowCount(int(rows.size()));
    for (int r = 0; r < int(rows.size()); ++r) {
        const ComparisonRow &row = rows[r];
        m_table->setItem(r, 0, new QTableWidgetItem(row.label));
        int column = 1;
        for (qsizetype i = 0; i < row.values.size(); ++i) {
            auto *value = new QTableWidgetItem(row.values[i]);
            value->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
            m_table->setItem(r, column++, value);
            if (i > 0) {
                auto *delta = new QTableWidgetItem(row.deltas.value(i));
                delta->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
                m_table->setItem(r, column++, delta);
            }
        }
    }
    // The figures' names wrap in a narrow first column: the values are what a dock beside the charts
    // has room for.
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Interactive);
    m_table->setColumnWidth(0, 150);
    m_table->resizeRowsToContents();
    m_hint->setVisible(scenarios.size() < 2);
    m_clear->setEnabled(scenarios.size() > 1);
}

} // namespace lorafleet
