// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/importtrafficdialog.h"

#include "charts/chartstyle.h"
#include "charts/rankfrequencychart.h"
#include "document/scenariodocument.h"
#include "text/format.h"
#include "text/safetext.h"

#include <QApplication>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QTimeZone>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <memory>

namespace lorafleet {

namespace {

constexpr int kShownPathChars = 80;
constexpr int kProgressSteps = 1000;

QString row(const QString &label, const QString &value)
{
    return QStringLiteral("<tr><td style='padding-right:16px'>%1</td><td><b>%2</b></td></tr>")
        .arg(label.toHtmlEscaped(), value.toHtmlEscaped());
}

} // namespace

ImportTrafficDialog::ImportTrafficDialog(ScenarioDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("importTrafficDialog"));
    setWindowTitle(tr("Import traffic"));
    auto *layout = new QVBoxLayout(this);
    auto *intro =
        new QLabel(tr("A request log (CSV or JSON Lines, one request a line, with an adapter column and "
                      "an optional timestamp) or a counts table (adapter,count). Nothing in the "
                      "scenario changes until you apply the fit."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *fileRow = new QHBoxLayout;
    m_path = new QLineEdit;
    m_path->setReadOnly(true);
    m_path->setPlaceholderText(tr("No file chosen"));
    auto *chooseButton = new QPushButton(tr("Choose…"));
    chooseButton->setObjectName(QStringLiteral("choose"));
    connect(chooseButton, &QPushButton::clicked, this, &ImportTrafficDialog::choose);
    fileRow->addWidget(m_path, 1);
    fileRow->addWidget(chooseButton);
    layout->addLayout(fileRow);
    m_errorLabel = new QLabel;
    m_errorLabel->setObjectName(QStringLiteral("error"));
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setStyleSheet(
        QStringLiteral("color: %1; font-weight: bold").arg(ChartStyle::light().warning.name()));
    m_errorLabel->hide();
    layout->addWidget(m_errorLabel);
    auto *results = new QHBoxLayout;
    auto *texts = new QVBoxLayout;
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_badLines = new QLabel;
    m_badLines->setObjectName(QStringLiteral("badLines"));
    m_badLines->setWordWrap(true);
    m_badLines->setTextInteractionFlags(Qt::TextSelectableByMouse);
    texts->addWidget(m_summary);
    texts->addWidget(m_badLines);
    texts->addStretch(1);
    results->addLayout(texts);
    m_chart = new RankFrequencyChart;
    m_chart->setObjectName(QStringLiteral("rank-frequency"));
    m_chart->setMinimumSize(520, 340);
    results->addWidget(m_chart, 1);
    // The window's theme and presentation scale: its charts share one style.
    if (const Chart *shown = parent ? parent->findChild<Chart *>() : nullptr)
        m_chart->setChartStyle(shown->chartStyle());
    layout->addLayout(results, 1);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Apply | QDialogButtonBox::Cancel);
    m_buttons->button(QDialogButtonBox::Apply)->setText(tr("Apply to the scenario"));
    m_buttons->button(QDialogButtonBox::Apply)->setEnabled(false);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this,
            [this] { apply(false); });
    auto *applyShares =
        m_buttons->addButton(tr("Apply the log's own shares (empirical)"), QDialogButtonBox::ApplyRole);
    applyShares->setObjectName(QStringLiteral("applyEmpirical"));
    applyShares->setToolTip(tr("Use the measured share of each of the most popular adapters (up to %1) and "
                               "a fitted Zipf tail instead of one Zipf law: for logs that Zipf does not "
                               "fit (a large KS distance).")
                                .arg(kMaxHeadShares));
    applyShares->setEnabled(false);
    connect(applyShares, &QPushButton::clicked, this, [this] { apply(true); });
    m_applyEmpirical = applyShares;
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);
    showFit();
}

ImportTrafficDialog::~ImportTrafficDialog() = default;

void ImportTrafficDialog::choose()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import traffic"), QString(),
        tr("Request logs (*.csv *.jsonl *.ndjson *.json *.txt *.log);;All files (*)"));
    if (!path.isEmpty())
        load(path);
}

bool ImportTrafficDialog::load(const QString &path)
{
    m_path->setText(QDir::toNativeSeparators(path));
    m_log.reset();
    m_fit = {};
    RequestLogOptions options;
    options.hoursPerMonth = m_document->params().hoursPerMonth;
    // The reader streams the file in blocks; between blocks the progress dialog is served, and its Cancel
    // stops the reading.
    QProgressDialog progress(tr("Reading the request log…"), tr("Cancel"), 0, kProgressSteps, this);
    progress.setWindowTitle(tr("Import traffic"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(400);
    const RequestLogReadResult read =
        readRequestLog(path, options, [&progress](std::int64_t done, std::int64_t total) {
            progress.setValue(total > 0 ? int(double(done) / double(total) * kProgressSteps) : 0);
            QApplication::processEvents();
            return !progress.wasCanceled();
        });
    progress.reset();
    const QString shownPath = safeQuoted(QFileInfo(path).fileName(), kShownPathChars);
    if (read.cancelled) {
        showError(tr("Reading %1 was cancelled; the scenario is unchanged.").arg(shownPath));
        return false;
    }
    if (!read.log) {
        showError(tr("%1 cannot be imported: %2").arg(shownPath, read.error));
        return false;
    }
    // The fit (a bootstrap, about half a second for a large log) runs on a worker; the progress dialog
    // stays up with its Cancel, and the window keeps painting.
    progress.setLabelText(tr("Fitting the skew…"));
    progress.setRange(0, 0);
    QFutureWatcher<TrafficFit> watcher;
    QEventLoop waiting;
    connect(&watcher, &QFutureWatcher<TrafficFit>::finished, &waiting, &QEventLoop::quit);
    connect(&progress, &QProgressDialog::canceled, &waiting, &QEventLoop::quit);
    // Cancel sets the flag the fit looks at every 65,536 adapters: the worker stops within milliseconds,
    // so that neither Cancel nor quitting waits for a fit nobody wants (it ran on for 30 s).
    const auto stop = std::make_shared<std::atomic<bool>>(false);
    // The counts by reference: this function waits for the worker on every path (result() or, after
    // Cancel, waitForFinished()).
    watcher.setFuture(
        QtConcurrent::run([&counts = read.log->counts(), stop] { return fitTraffic(counts, stop.get()); }));
    // Shown as the reading's would be: only when the fit takes a while.
    QTimer::singleShot(progress.minimumDuration(), &progress, [&progress, &watcher] {
        if (!watcher.isFinished())
            progress.show();
    });
    if (!watcher.isFinished())
        waiting.exec();
    const bool cancelled = !watcher.isFinished() && progress.wasCanceled();
    progress.reset();
    if (cancelled) {
        stop->store(true);
        watcher.waitForFinished();
        showError(tr("Fitting %1 was cancelled; the scenario is unchanged.").arg(shownPath));
        return false;
    }
    m_fit = watcher.result();
    const ZipfFit &zipf = m_fit.zipf;
    if (zipf.status == ZipfFit::Status::NoRequests) {
        showError(tr("%1 holds no requests: there is nothing to fit.").arg(shownPath));
        return false;
    }
    if (zipf.status == ZipfFit::Status::OneAdapter) {
        const QString only = safeQuoted(QString::fromStdString(read.log->adapters.front().first));
        const RequestLog &log = *read.log;
        if (log.badLines == 0)
            showError(tr("Every request in %1 is for one adapter (%2): there is no skew to fit.")
                          .arg(shownPath, only));
        else // the bad lines may have named other adapters
            showError(
                tr("The requests read from %1 are all for one adapter (%2) and %n other line(s) are bad "
                   "(line %3: %4): there is no skew to fit.",
                   nullptr, int(std::min<std::int64_t>(log.badLines, 1 << 30)))
                    .arg(shownPath, only)
                    .arg(log.firstBadLines.constFirst().number)
                    .arg(log.firstBadLines.constFirst().reason));
        return false;
    }
    m_log = read.log;
    m_error.clear();
    showFit();
    return true;
}

void ImportTrafficDialog::showError(const QString &message)
{
    m_log.reset();
    m_error = message;
    showFit();
}

void ImportTrafficDialog::showFit()
{
    m_errorLabel->setText(m_error);
    m_errorLabel->setVisible(!m_error.isEmpty());
    m_buttons->button(QDialogButtonBox::Apply)->setEnabled(m_log.has_value());
    m_applyEmpirical->setEnabled(m_log.has_value() && !m_fit.shares.head.empty());
    if (!m_log) {
        m_summary->setText(QString());
        m_badLines->setText(QString());
        m_chart->showFit({}, {});
        return;
    }
    const RequestLog &log = *m_log;
    const ZipfFit &fit = m_fit.zipf;
    QString table = QStringLiteral("<table>");
    table += row(tr("Requests"), format::number(double(log.requests), 12));
    table += row(tr("Adapters K"), format::number(double(fit.adapters), 12));
    table += row(tr("Skew s (95 % interval)"),
                 tr("%1 (%2 to %3)")
                     .arg(format::number(fit.skew, 3), format::number(fit.skewLow, 3),
                          format::number(fit.skewHigh, 3)));
    table += row(tr("Demand λ"),
                 log.requestsPerMonth ? tr("%1 requests/month").arg(format::number(*log.requestsPerMonth, 3))
                                      : tr("unknown (no timestamps): kept"));
    table += row(tr("Peak hour ÷ mean hour"),
                 log.peakFactor ? format::number(*log.peakFactor, 3) : tr("unknown: kept"));
    table += row(tr("KS distance"), format::percent(fit.ksDistance, 1));
    table += row(
        tr("Top %1 adapters: observed, fitted").arg(fit.headAdapters),
        tr("%1, %2").arg(format::percent(fit.headShareObserved, 1), format::percent(fit.headShareFitted, 1)));
    if (log.strayTimes > 0 && log.farthestStrayTime)
        table += row(tr("Stray timestamps, left out of the span"),
                     tr("%1 (the furthest: %2)")
                         .arg(log.strayTimes)
                         .arg(QDateTime::fromSecsSinceEpoch(qint64(std::floor(*log.farthestStrayTime)),
                                                            QTimeZone::utc())
                                  .toString(QStringLiteral("yyyy-MM-dd'T'HH:mm:ss'Z'"))));
    std::vector<TrafficClamp> clamps; // said before Apply takes the nearest value in range
    proposeFromTraffic(m_document->params(), log, m_fit, false, &clamps);
    for (const TrafficClamp &clamp : clamps)
        table += row(tr("Outside its range"),
                     tr("%1 = %2 from the log: the scenario takes %3")
                         .arg(QString::fromStdString(clamp.key), format::number(clamp.found, 3),
                              format::number(clamp.used, 3)));
    table += row(tr("Bad lines"), QString::number(log.badLines));
    table += QStringLiteral("</table>");
    m_summary->setText(table);
    QStringList bad;
    for (const RequestLog::BadLine &line : log.firstBadLines)
        bad << tr("line %1: %2").arg(line.number).arg(line.reason);
    if (log.badLines > log.firstBadLines.size())
        bad << tr("… and %n more", nullptr,
                  int(std::min<std::int64_t>(log.badLines - log.firstBadLines.size(),
                                             std::numeric_limits<int>::max())));
    m_badLines->setText(bad.join(QLatin1Char('\n')));
    m_chart->showFit(rankShares(log.counts()), fit);
}

std::optional<Params> ImportTrafficDialog::proposedParams(bool empirical) const
{
    if (!m_log)
        return std::nullopt;
    return proposeFromTraffic(m_document->params(), *m_log, m_fit, empirical);
}

void ImportTrafficDialog::apply(bool empirical)
{
    const std::optional<Params> params = proposedParams(empirical);
    if (!params)
        return;
    const std::vector<ValidationError> errors = validate(*params);
    if (!errors.empty()) {
        showError(tr("The fit cannot be applied: %1").arg(QString::fromStdString(errors.front().message())));
        return;
    }
    m_document->replace(*params, tr("Import traffic"));
    accept();
}

} // namespace lorafleet
