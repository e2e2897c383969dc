// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/verdict.h"

#include "text/format.h"

#include <algorithm>
#include <cmath>

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
    const QString hits = format::percent(f.poolHitRate, 1);
    if (f.poolCapacity == 0) {
        text.headline = VerdictText::tr("Multiplex: the pool cannot hold any adapter.");
        text.briefHeadline = VerdictText::tr("Multiplex: no adapter fits in the pool.");
        text.detail =
            VerdictText::tr(
                "Only the adapters of running requests stay on the GPU: a request loads its adapter "
                "when it is admitted unless a running request uses it already (%1 of requests); %2.")
                .arg(hits, loads);
        text.briefDetail =
            VerdictText::tr("%1 of requests find their adapter already running; %2.").arg(hits, loads);
        return;
    }
    text.headline = VerdictText::tr("Multiplex: the pool holds %1 of %2 adapters, the rest load on demand.")
                        .arg(format::adapters(double(f.poolCapacity)), format::adapters(k));
    text.briefHeadline = VerdictText::tr("Multiplex: %1 of %2 adapters in the pool.")
                             .arg(format::adapters(double(f.poolCapacity)), format::adapters(k));
    text.detail = VerdictText::tr(
                      "%1 of requests find their adapter in the pool; the others load it once when they are "
                      "admitted: %2.")
                      .arg(hits, loads);
    text.briefDetail = VerdictText::tr("%1 of requests find their adapter in the pool; %2.").arg(hits, loads);
}

// "2 GPUs (1.075 GPUs of load)": what is rented, and the load beside it when they differ.
QString gpusToRent(const Figures &f)
{
    const QString rent = format::gpus(f.gpusToRent);
    if (std::abs(f.gpusToRent - f.gpusHybrid) <= 1e-9 * std::max(1.0, f.gpusToRent))
        return rent;
    return VerdictText::tr("%1 (%2 of load)").arg(rent, format::gpus(f.gpusHybrid));
}

QString planText(const Params &params, const Figures &f)
{
    const QString gpus = gpusToRent(f);
    const QString cost = format::money(f.costHybridPerMonth);
    const std::int64_t k = params.adapters;
    const std::int64_t head = std::min(f.adaptersToDedicate, k);
    if (k == 1)
        return VerdictText::tr("Serve the one adapter on %1: %2 a month.").arg(gpus, cost);
    if (head == 0)
        return VerdictText::tr("Multiplex all %1 adapters on %2: %3 a month.")
            .arg(format::adapters(double(k)), gpus, cost);
    if (head == k)
        return VerdictText::tr("Give every adapter GPUs of its own, %1 in all: %2 a month.").arg(gpus, cost);
    const int dedicate = int(std::min<std::int64_t>(head, 1000000000));
    // One adapter left over is not "multiplexed" with anything: it is served on the kind of GPU that would.
    if (k - head == 1)
        return VerdictText::tr("Dedicate the %n most popular adapter(s) and serve the last one on a "
                               "multiplexed GPU: %1 in all, %2 a month.",
                               nullptr, dedicate)
            .arg(gpus, cost);
    return VerdictText::tr("Dedicate the %n most popular adapter(s) and multiplex the other %1: %2 in all, "
                           "%3 a month.",
                           nullptr, dedicate)
        .arg(format::adapters(double(k - head)), gpus, cost);
}

QString briefPlanText(const Params &params, const Figures &f)
{
    const QString gpus = gpusToRent(f); // every figure of the plan stays, the words shrink
    const QString cost = format::moneyPerMonth(f.costHybridPerMonth);
    const std::int64_t k = params.adapters;
    const std::int64_t head = std::min(f.adaptersToDedicate, k);
    if (k == 1)
        return VerdictText::tr("One adapter on %1: %2").arg(gpus, cost);
    if (head == 0)
        return VerdictText::tr("Multiplex all %1 on %2: %3").arg(format::adapters(double(k)), gpus, cost);
    if (head == k)
        return VerdictText::tr("All dedicated, %1: %2").arg(gpus, cost);
    const int dedicate = int(std::min<std::int64_t>(head, 1000000000));
    if (k - head == 1)
        return VerdictText::tr("Dedicate %n, the last one multiplexed, on %1: %2", nullptr, dedicate)
            .arg(gpus, cost);
    return VerdictText::tr("Dedicate %n, multiplex %1 on %2: %3", nullptr, dedicate)
        .arg(format::adapters(double(k - head)), gpus, cost);
}

// The fewest words that keep every figure of the plan, for a presentation-size headline.
QString tinyPlanText(const Params &params, const Figures &f, bool terse)
{
    const QString rent = format::gpus(f.gpusToRent);
    const QString gpus = std::abs(f.gpusToRent - f.gpusHybrid) <= 1e-9 * std::max(1.0, f.gpusToRent)
        ? rent
        : VerdictText::tr("%1 (%2)").arg(rent, format::number(f.gpusHybrid));
    const QString cost = format::moneyPerMonth(f.costHybridPerMonth);
    const std::int64_t k = params.adapters;
    const std::int64_t head = std::min(f.adaptersToDedicate, k);
    if (head == 0 || k == 1)
        return VerdictText::tr("%1 multiplexed · %2 · %3").arg(format::adapters(double(k)), gpus, cost);
    if (head == k)
        return VerdictText::tr("%1 dedicated · %2 · %3").arg(format::adapters(double(k)), gpus, cost);
    const QString dedicated = format::adapters(double(head));
    const QString multiplexed = format::adapters(double(k - head));
    // Where even that is too long (a presentation-size headline), the counts alone: the detail line below
    // says which are dedicated.
    return terse
        ? VerdictText::tr("%1 + %2 · %3 · %4").arg(dedicated, multiplexed, gpus, cost)
        : VerdictText::tr("%1 dedicated + %2 multiplexed · %3 · %4").arg(dedicated, multiplexed, gpus, cost);
}

// "One multiplexed GPU replaces 29.8 dedicated GPUs", unless the multiplexed fleet is less than a GPU: then
// R exceeds the dedicated fleet itself, and the sentence says what the load replaces.
QString replaces(const Figures &f, bool brief)
{
    if (f.gpusMultiplex < 1 && f.gpusDedicated > 0) {
        const QString load = format::gpus(f.gpusMultiplex);
        const QString dedicated = format::gpus(f.gpusDedicated);
        return brief ? VerdictText::tr("%1 of load replace %2 dedicated").arg(load, dedicated)
                     : VerdictText::tr("A multiplexed load of %1 replaces %2 dedicated").arg(load, dedicated);
    }
    const QString advantage = format::number(f.fleetAdvantage, 3);
    // Below 1 (engine mode, a few adapters each busy enough for GPUs of their own) "replaces 0.7 dedicated
    // GPUs" reads as a gain: say it is a loss.
    if (f.fleetAdvantage < 1)
        return brief ? VerdictText::tr("Multiplexing alone costs more (1 GPU = %1 dedicated)").arg(advantage)
                     : VerdictText::tr("Multiplexing alone costs more: one multiplexed GPU does the work of "
                                       "only %1 dedicated GPUs")
                           .arg(advantage);
    return brief ? VerdictText::tr("1 GPU replaces %1 dedicated").arg(advantage)
                 : VerdictText::tr("One multiplexed GPU replaces %1 dedicated GPUs").arg(advantage);
}

} // namespace

VerdictText verdictText(const Params &params, const Figures &f)
{
    VerdictText text;
    text.plan = planText(params, f);
    text.briefPlan = briefPlanText(params, f);
    text.tinyPlan = tinyPlanText(params, f, false);
    text.tersePlan = tinyPlanText(params, f, true);
    const double k = double(params.adapters);
    switch (f.verdict) {
    case Verdict::Either:
        text.headline = VerdictText::tr("Either way: a single adapter costs about the same.");
        text.briefHeadline = VerdictText::tr("Either way: about the same cost.");
        // The engine model's dedicated GPU runs merged weights: it saves the LoRA kernels too.
        if (f.model == ModelKind::Engine) {
            const QString saved = format::percent(f.overhead.total(), 2);
            text.detail =
                VerdictText::tr(
                    "One adapter on its own GPU saves only the cost of running LoRA (%1 of a step); "
                    "multiplexing starts paying from the second adapter.")
                    .arg(saved);
            text.briefDetail =
                VerdictText::tr("A dedicated GPU saves only the LoRA cost, %1 of a step.").arg(saved);
        } else {
            const QString saved = format::percent(f.overhead.restream, 2);
            text.detail =
                VerdictText::tr("One adapter on its own GPU saves only its re-stream cost (%1 of a step); "
                                "multiplexing starts paying from the second adapter.")
                    .arg(saved);
            text.briefDetail =
                VerdictText::tr("A dedicated GPU saves only the re-stream cost, %1 of a step.").arg(saved);
        }
        break;
    case Verdict::Multiplex: {
        text.headline =
            VerdictText::tr("Multiplex: all %1 adapters fit in the pool.").arg(format::adapters(k));
        text.briefHeadline = VerdictText::tr("Multiplex: all %1 adapters fit.").arg(format::adapters(k));
        const QString room = format::adapters(double(f.poolCapacity) - k);
        text.detail =
            VerdictText::tr("%1; the pool has room for %2 more adapters.").arg(replaces(f, false), room);
        text.briefDetail = VerdictText::tr("%1; room for %2 more adapters.").arg(replaces(f, true), room);
        break;
    }
    case Verdict::MultiplexPoolOverflow:
        if (f.model == ModelKind::Engine && params.poolPolicy == PoolPolicy::Lru) {
            lruOverflow(text, params, f);
            break;
        }
        text.headline = VerdictText::tr("Multiplex, but the pool overflows.");
        text.briefHeadline = text.headline;
        if (f.poolCapacity == 0) {
            text.detail =
                VerdictText::tr(
                    "The pool holds no adapter: all %1 cross the host link every step. Grow the pool.")
                    .arg(format::adapters(k));
            text.briefDetail = VerdictText::tr("All %1 adapters cross the host link: grow the pool.")
                                   .arg(format::adapters(k));
        } else {
            const QString outside = format::adapters(k - double(f.poolCapacity));
            text.detail = VerdictText::tr("%1 of %2 adapters do not fit in the pool and cross the host link: "
                                          "grow the pool or pack adapters denser.")
                              .arg(outside, format::adapters(k));
            text.briefDetail = VerdictText::tr("%1 of %2 adapters cross the host link: grow the pool.")
                                   .arg(outside, format::adapters(k));
        }
        break;
    case Verdict::DoesNotFit:
        // The rule holds for the figures, but a setup that does not fit on the GPU cannot be run as is.
        text.headline = VerdictText::tr("Does not fit on the GPU: this setup cannot run as it is.");
        text.briefHeadline = VerdictText::tr("Does not fit on the GPU.");
        if (f.gpusMultiplex < 1) {
            text.detail =
                VerdictText::tr("Shrink the pool or the KV cache, or choose a GPU with more memory. "
                                "If it fit, a multiplexed load of %1 would replace %2 dedicated.")
                    .arg(format::gpus(f.gpusMultiplex), format::gpus(f.gpusDedicated));
        } else {
            text.detail =
                VerdictText::tr("Shrink the pool or the KV cache, or choose a GPU with more memory. "
                                "If it fit, one multiplexed GPU would replace %1 dedicated GPUs.")
                    .arg(format::number(f.fleetAdvantage, 3));
        }
        text.briefDetail =
            VerdictText::tr("Shrink the pool or KV cache. If it fit: %1.").arg(replaces(f, true));
        break;
    }
    if (f.adaptersToDedicate > 0 && f.verdict != Verdict::Either) {
        const int dedicate = int(std::min<std::int64_t>(f.adaptersToDedicate, 1000000000));
        const QString share = format::percent(f.breakevenShare, 1);
        text.detail += QLatin1Char(' ') +
            VerdictText::tr(
                "Dedicate the %n most popular adapter(s): each gets more traffic than the break-even "
                "share (%1).",
                nullptr, dedicate)
                .arg(share);
        text.briefDetail += QLatin1Char(' ') +
            VerdictText::tr("Dedicate the top %n (each above the break-even share, %1).", nullptr, dedicate)
                .arg(share);
    }
    if (!f.memoryFits) {
        const QString used = format::gigabytes(f.memoryUsedGb);
        const QString hbm = format::gigabytes(params.hbmGb);
        const QString over = format::gigabytes(f.memoryOverGb);
        text.warning =
            VerdictText::tr("Does not fit on the GPU: base, KV cache and pool need %1 of %2, over by %3.")
                .arg(used, hbm, over);
        text.briefWarning = VerdictText::tr("Does not fit: needs %1 of %2, over by %3.").arg(used, hbm, over);
    }
    return text;
}

} // namespace lorafleet
