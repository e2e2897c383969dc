// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <vector>

namespace lorafleet {

// The queue of requests waiting for one of a replica's running places (docs/model.md, "Time to first
// token"): arrivals are Poisson, the engine runs at most `places` requests, each holds its place for a
// service time S (prefill and decode). Erlang's C formula (M/M/c) gives the chance a request waits and
// the wait's exponential tail, P(W > t) = C exp(-c (1 - rho) t / S).
class SlotQueue
{
public:
    explicit SlotQueue(int places);

    int places() const { return m_places; }
    // C(c, c rho): the chance that an arrival finds every place taken, utilisation rho in [0, 1).
    double waitProbability(double utilisation) const;

    // The q-quantile of wait + load, where the wait has the tail above (rate theta per second) and the
    // load takes `loadSeconds` with probability `missRate` (the adapter was not resident), else nothing.
    static double quantile(double q, double waitProbability, double theta, double loadSeconds,
                           double missRate);

private:
    int m_places;
    // C on a grid of 1 - rho, log-spaced: shared by every model with the same places (a drag changes skew).
    std::shared_ptr<const std::vector<double>> m_table;
};

// Erlang C computed directly, O(places): the reference the table is checked against.
double erlangC(int places, double utilisation);

} // namespace lorafleet
