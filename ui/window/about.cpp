// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/about.h"

#include "io/calibration.h"
#include "text/format.h"
#include "text/licence.h"

#include <QApplication>
#include <QMessageBox>

namespace lorafleet {

QString About::modelText(const Calibration *calibration)
{
    QString text = tr(
        "<h3>What LoRA Fleet Explorer computes</h3>"
        "<p>Serve a catalog of K LoRA adapters either on <b>dedicated</b> GPUs (one per adapter, each with a "
        "full copy of the base model) or <b>multiplexed</b> on one GPU: the base once, the popular adapters "
        "in "
        "an adapter pool, requests for different adapters batched together.</p>"
        "<p><b>Pool-fit boundary</b>: how many adapters the pool holds (pool size ÷ adapter size). "
        "<b>Re-stream</b>: every distinct resident adapter in a batch is read once per decode step. "
        "<b>Host-link</b>: adapters outside the pool cross the host link; a part of each step hides the "
        "transfer. <b>Fleet advantage</b>: dedicated GPUs ÷ multiplexed GPUs. <b>Break-even</b>: an adapter "
        "with a larger share of traffic than p* is cheaper on its own GPU.</p>"
        "<p><b>Operating rule.</b> One adapter: either way. Up to the pool-fit boundary: multiplex. Beyond "
        "it: multiplex, but grow the pool or pack adapters denser. Any adapter above the break-even share: "
        "give it its own GPU.</p>"
        "<p><b>Limits.</b> All figures are model output, not measurements. Adapters are assumed equal in "
        "size "
        "and on one base model; the paper fixes the batch at 32. Isolation, security and failure containment "
        "are not priced: a dedicated server keeps a misbehaving adapter away from other tenants, which can "
        "justify it regardless of cost. Shrinking the base (quantisation) makes adapters relatively heavier "
        "and moves the boundary.</p>");
    if (calibration)
        text +=
            tr("<p><b>Measured.</b> On %1 the calibration program timed an %2 (driver %3): HBM read %4 TB/s "
               "(model 4.8), host-to-GPU copies %5 GB/s in one direction (model 128, both directions of PCIe "
               "Gen5 together), transfer overlap %6 (model 0.5, measured with prefetches: the best case), "
               "and "
               "one distinct adapter %7 of a decode step (model: the byte ratio %8). The preset “H200 "
               "(measured)” uses the first three; View → Measured H200 points shows the re-stream points on "
               "the "
               "overhead chart.</p>")
                .arg(calibration->date.left(10), calibration->gpuName, calibration->driver,
                     format::number(calibration->hbmBandwidthTbps, 3),
                     format::number(calibration->linkBandwidthGbps, 3),
                     format::number(calibration->overlap, 2),
                     format::percent(calibration->restreamPerAdapter, 2),
                     format::percent(calibration->byteRatio, 2));
    return text;
}

QString About::appText()
{
    const QString what =
        tr("<h3>LoRA Fleet Explorer %1</h3><p>What it costs to serve a catalog of LoRA adapters on "
           "one multiplexed GPU versus one dedicated GPU each.</p><p>Reproduces the analytical "
           "model of “The Derivative Long Tail: Multiplex-vs-Dedicated LoRA Serving on H200”.</p>")
            .arg(QApplication::applicationVersion());
    const QString licence =
        tr("<p>Free software, licensed under the GNU General Public License, version 3 or later (%1): "
           "you may change and redistribute it. There is no warranty, to the extent permitted by law. "
           "<a href=\"%2\">%2</a></p>")
            .arg(QLatin1String(kLicenceId), QLatin1String(kLicenceUrl));
    return what + licence;
}

void About::showApp(QWidget *parent)
{
    QMessageBox::about(parent, tr("About LoRA Fleet Explorer"), appText());
}

} // namespace lorafleet
