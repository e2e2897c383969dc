#include "verdict.h"

#include "format.h"

namespace lorafleet {

namespace {

// An LRU pool that holds fewer adapters than the catalog does not send them over the host link every
// step: a request whose adapter is not resident loads it once, when it is admitted; the adapters of
// running requests stay while they run, whatever the pool (docs/model.md).
void lruOverflow(VerdictText &text, const Params &params, const Figures &f)
{
    const double k = double(params.adapters);
    const QString loads = f.overhead.hostlink > 0
        ? VerdictText::tr("loading costs %1 of a step").arg(format::percent(f.overhead.hostlink, 1))
        : VerdictText::tr("the step hides the loading");
    if (f.poolCapacity == 0) {
        text.headline = VerdictText::tr("Multiplex: the pool cannot hold any adapter.");
        text.detail =
            VerdictText::tr(
                "Only the adapters of running requests stay on the GPU: a request loads its adapter "
                "when it is admitted unless a running request uses it already (%1 of requests); %2.")
                .arg(format::percent(f.poolHitRate, 1), loads);
        return;
    }
    text.headline = VerdictText::tr("Multiplex: the pool holds %1 of %2 adapters, the rest load on demand.")
                        .arg(format::adapters(double(f.poolCapacity)), format::adapters(k));
    text.detail = VerdictText::tr(
                      "%1 of requests find their adapter in the pool; the others load it once when they are "
                      "admitted: %2.")
                      .arg(format::percent(f.poolHitRate, 1), loads);
}

} // namespace

VerdictText verdictText(const Params &params, const Figures &f)
{
    VerdictText text;
    const double k = double(params.adapters);
    switch (f.verdict) {
    case Verdict::Either:
        text.headline = VerdictText::tr("Either way: a single adapter costs about the same.");
        // The engine model's dedicated GPU runs merged weights: it saves the LoRA kernels too.
        text.detail = f.model == ModelKind::Engine
            ? VerdictText::tr(
                  "One adapter on its own GPU saves only the cost of running LoRA (%1 of a step); "
                  "multiplexing starts paying from the second adapter.")
                  .arg(format::percent(f.overhead.total(), 2))
            : VerdictText::tr(
                  "One adapter on its own GPU saves only its re-stream cost (%1 of a step); multiplexing "
                  "starts paying from the second adapter.")
                  .arg(format::percent(f.overhead.restream, 2));
        break;
    case Verdict::Multiplex:
        text.headline =
            VerdictText::tr("Multiplex: all %1 adapters fit in the pool.").arg(format::adapters(k));
        text.detail =
            VerdictText::tr(
                "One multiplexed GPU replaces %1 dedicated GPUs; the pool has room for %2 more adapters.")
                .arg(format::number(f.fleetAdvantage, 3), format::adapters(double(f.poolCapacity) - k));
        break;
    case Verdict::MultiplexPoolOverflow:
        if (f.model == ModelKind::Engine && params.poolPolicy == PoolPolicy::Lru) {
            lruOverflow(text, params, f);
            break;
        }
        text.headline = VerdictText::tr("Multiplex, but the pool overflows.");
        text.detail = f.poolCapacity == 0
            ? VerdictText::tr(
                  "The pool holds no adapter: all %1 cross the host link every step. Grow the pool.")
                  .arg(format::adapters(k))
            : VerdictText::tr(
                  "%1 of %2 adapters do not fit in the pool and cross the host link: grow the pool or pack "
                  "adapters denser.")
                  .arg(format::adapters(k - double(f.poolCapacity)), format::adapters(k));
        break;
    case Verdict::DoesNotFit:
        // The rule holds for the figures, but a setup that does not fit on the GPU cannot be run as is.
        text.headline = VerdictText::tr("Does not fit on the GPU: this setup cannot run as it is.");
        text.detail = VerdictText::tr("Shrink the pool or the KV cache, or choose a GPU with more memory. If "
                                      "it fit, one multiplexed GPU would replace %1 dedicated GPUs.")
                          .arg(format::number(f.fleetAdvantage, 3));
        break;
    }
    if (f.adaptersToDedicate > 0 && f.verdict != Verdict::Either)
        text.detail += QLatin1Char(' ') +
            VerdictText::tr(
                "Dedicate the %n most popular adapter(s): each gets more traffic than the break-even "
                "share (%1).",
                nullptr, int(std::min<std::int64_t>(f.adaptersToDedicate, 1000000000)))
                .arg(format::percent(f.breakevenShare, 1));
    if (!f.memoryFits)
        text.warning =
            VerdictText::tr("Does not fit on the GPU: base, KV cache and pool need %1 of %2, over by %3.")
                .arg(format::gigabytes(f.memoryUsedGb), format::gigabytes(params.hbmGb),
                     format::gigabytes(f.memoryOverGb));
    return text;
}

} // namespace lorafleet
