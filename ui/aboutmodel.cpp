#include "aboutmodel.h"

#include <QApplication>
#include <QMessageBox>

namespace lorafleet {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("lorafleet::About", text);
}
} // namespace

void showAboutModel(QWidget *parent)
{
    QMessageBox::information(
        parent, tr("About the model"),
        tr("<h3>What LoRA Fleet Explorer computes</h3>"
           "<p>Serve a catalog of K LoRA adapters either on <b>dedicated</b> GPUs (one per adapter, each with a "
           "full copy of the base model) or <b>multiplexed</b> on one GPU: the base once, the popular adapters in "
           "an adapter pool, requests for different adapters batched together.</p>"
           "<p><b>Pool-fit boundary</b>: how many adapters the pool holds (pool size ÷ adapter size). "
           "<b>Re-stream</b>: every distinct resident adapter in a batch is read once per decode step. "
           "<b>Host-link</b>: adapters outside the pool cross the host link; a part of each step hides the "
           "transfer. <b>Fleet advantage</b>: dedicated GPUs ÷ multiplexed GPUs. <b>Break-even</b>: an adapter "
           "with a larger share of traffic than p* is cheaper on its own GPU.</p>"
           "<p><b>Operating rule.</b> One adapter: either way. Up to the pool-fit boundary: multiplex. Beyond "
           "it: multiplex, but grow the pool or pack adapters denser. Any adapter above the break-even share: "
           "give it its own GPU.</p>"
           "<p><b>Limits.</b> All figures are model output, not measurements. Adapters are assumed equal in size "
           "and on one base model; the paper fixes the batch at 32. Isolation, security and failure containment "
           "are not priced: a dedicated server keeps a misbehaving adapter away from other tenants, which can "
           "justify it regardless of cost. Shrinking the base (quantisation) makes adapters relatively heavier "
           "and moves the boundary.</p>"));
}

void showAboutApp(QWidget *parent)
{
    QMessageBox::about(parent, tr("About LoRA Fleet Explorer"),
                       tr("<h3>LoRA Fleet Explorer %1</h3><p>What it costs to serve a catalog of LoRA adapters on "
                          "one multiplexed GPU versus one dedicated GPU each.</p><p>Reproduces the analytical "
                          "model of “The Derivative Long Tail: Multiplex-vs-Dedicated LoRA Serving on H200”.</p>")
                           .arg(QApplication::applicationVersion()));
}

} // namespace lorafleet
