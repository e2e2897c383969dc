// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/zipffit.h"

#include "model/vectorstate.h"
#include "model/zipfsampler.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>
#include <random>

namespace lorafleet {

namespace {

// Ranks summed term by term; Euler-Maclaurin from here on leaves a relative error below 1e-13.
constexpr std::int64_t kDirectRanks = 2048;
// Gauss-Legendre panels of this width in ln x integrate x^-s (ln x)^m to full precision for s <= 20.
constexpr double kPanelWidth = 0.25;
constexpr int kNodes = 8;
// A binomial with a mean below this is drawn by inversion (a few steps); above, from the normal law
// with its mean and variance (skewness below 0.3 there; what the bootstrap measures is the spread).
constexpr double kInversionMean = 24.0;
// The bootstrap draws at most this many counts in all (replicates times adapters) where that leaves
// kMinReplicates samples or more: about a quarter of a second; larger catalogs see fewer (fitZipf()).
constexpr double kBootstrapWork = 4e6;
constexpr int kMinReplicates = 40;
constexpr double kLargeBootstrapWork = 4e7;
constexpr int kFewestReplicates = 4;
constexpr double kNormal95 = 1.959963984540054;

struct GaussLegendre
{
    std::array<double, kNodes> nodes{}; // on [-1, 1]
    std::array<double, kNodes> weights{};
};

// Nodes and weights by Newton's method on the Legendre polynomial (computed once).
const GaussLegendre &gaussLegendre()
{
    static const GaussLegendre rule = [] {
        GaussLegendre r;
        const double pi = std::acos(-1.0);
        for (int k = 0; k < kNodes; ++k) {
            double x = std::cos(pi * (k + 0.75) / (kNodes + 0.5));
            double derivative = 1.0;
            for (int iteration = 0; iteration < 100; ++iteration) {
                double p0 = 1.0;
                double p1 = x;
                for (int j = 2; j <= kNodes; ++j) {
                    const double p2 = ((2.0 * j - 1.0) * x * p1 - (j - 1.0) * p0) / j;
                    p0 = p1;
                    p1 = p2;
                }
                derivative = kNodes * (x * p1 - p0) / (x * x - 1.0);
                const double step = p1 / derivative;
                x -= step;
                if (std::abs(step) < 1e-16)
                    break;
            }
            r.nodes[static_cast<std::size_t>(k)] = x;
            r.weights[static_cast<std::size_t>(k)] = 2.0 / ((1.0 - x * x) * derivative * derivative);
        }
        return r;
    }();
    return rule;
}

// Adds x^-s (ln x)^m at x (m = 0, 1, 2), times factor.
void addTerm(LogMoments &sums, double x, double s, double factor)
{
    const double l = std::log(x);
    const double w = factor * std::exp(-s * l);
    sums.s0 += w;
    sums.s1 += w * l;
    sums.s2 += w * l * l;
}

// Adds the derivative in x of x^-s (ln x)^m at x, times factor.
void addDerivative(LogMoments &sums, double x, double s, double factor)
{
    const double l = std::log(x);
    const double w = factor * std::exp(-(s + 1.0) * l); // x^(-s-1)
    sums.s0 += w * (-s);
    sums.s1 += w * (1.0 - s * l);
    sums.s2 += w * (2.0 * l - s * l * l);
}

// Integral of x^-s (ln x)^m from a to b, as the integral of e^((1-s)u) u^m over u = ln x.
void addIntegral(LogMoments &sums, double a, double b, double s)
{
    const GaussLegendre &rule = gaussLegendre();
    const double from = std::log(a);
    const double to = std::log(b);
    const int panels = std::max(1, static_cast<int>(std::ceil((to - from) / kPanelWidth)));
    const double width = (to - from) / panels;
    for (int panel = 0; panel < panels; ++panel) {
        const double mid = from + (panel + 0.5) * width;
        for (int k = 0; k < kNodes; ++k) {
            const double u = mid + 0.5 * width * rule.nodes[static_cast<std::size_t>(k)];
            const double w =
                0.5 * width * rule.weights[static_cast<std::size_t>(k)] * std::exp((1.0 - s) * u);
            sums.s0 += w;
            sums.s1 += w * u;
            sums.s2 += w * u * u;
        }
    }
}

double uniform01(std::mt19937_64 &engine)
{
    return ZipfSampler::uniform(engine);
}

std::int64_t binomial(std::int64_t n, double p, std::mt19937_64 &engine)
{
    if (n <= 0 || !(p > 0.0))
        return 0;
    if (p >= 1.0)
        return n;
    if (p > 0.5)
        return n - binomial(n, 1.0 - p, engine);
    const double mean = static_cast<double>(n) * p;
    if (mean >= kInversionMean) {
        const double z = std::normal_distribution<double>()(engine);
        const double k = std::round(mean + z * std::sqrt(mean * (1.0 - p)));
        return std::clamp(static_cast<std::int64_t>(k), std::int64_t{0}, n);
    }
    const double u = uniform01(engine);
    const double ratio = p / (1.0 - p);
    double probability = std::exp(static_cast<double>(n) * std::log1p(-p));
    double cumulative = probability;
    std::int64_t k = 0;
    while (u >= cumulative && k < n) {
        probability *= ratio * static_cast<double>(n - k) / static_cast<double>(k + 1);
        ++k;
        cumulative += probability;
        if (static_cast<double>(k) > mean && probability < 1e-17 * cumulative) // rounding left u above
            break;
    }
    return k;
}

// N requests spread over K adapters, one binomial per adapter conditioned on those before it (conditional[i]:
// adapter i's share of the shares from i on): O(K), whatever N. Each count goes to add() as it is drawn,
// so that no sample of K counts is kept.
constexpr std::size_t kStopCheck = 1 << 16; // adapters between two looks at the stop flag

bool stopped(const std::atomic<bool> *stop)
{
    return stop && stop->load(std::memory_order_relaxed);
}

// Returns false when stopped part way; visited counts the adapters drawn.
template<typename Add>
bool multinomial(std::int64_t requests, const std::vector<double> &conditional, std::mt19937_64 &engine,
                 const std::atomic<bool> *stop, std::int64_t &visited, Add &&add)
{
    std::int64_t left = requests;
    for (std::size_t i = 0; i < conditional.size() && left > 0; ++i) {
        if (i % kStopCheck == 0 && stopped(stop))
            return false;
        const std::int64_t count = binomial(left, conditional[i], engine);
        add(count);
        left -= count;
        ++visited;
    }
    return true;
}

std::vector<std::int64_t> sortedNonzero(std::vector<std::int64_t> counts)
{
    counts.erase(std::remove_if(counts.begin(), counts.end(), [](std::int64_t c) { return c <= 0; }),
                 counts.end());
    std::sort(counts.begin(), counts.end(), std::greater<>());
    return counts;
}

} // namespace

LogMoments zipfLogMoments(std::int64_t adapters, double skew)
{
    LogMoments sums;
    const std::int64_t direct = std::min(adapters, kDirectRanks);
    for (std::int64_t i = direct; i >= 1; --i) // smallest terms first
        addTerm(sums, static_cast<double>(i), skew, 1.0);
    if (adapters <= direct)
        return sums;
    // sum_{i=a..b} f(i) = integral_a^b f + (f(a) + f(b)) / 2 + (f'(b) - f'(a)) / 12 + O(f'''(a) / 720)
    const auto a = static_cast<double>(direct + 1);
    const auto b = static_cast<double>(adapters);
    LogMoments tail;
    addIntegral(tail, a, b, skew);
    addTerm(tail, a, skew, 0.5);
    addTerm(tail, b, skew, 0.5);
    addDerivative(tail, b, skew, 1.0 / 12.0);
    addDerivative(tail, a, skew, -1.0 / 12.0);
    sums.s0 += tail.s0;
    sums.s1 += tail.s1;
    sums.s2 += tail.s2;
    return sums;
}

namespace {
// The s whose mean log rank over K adapters is target.
double maximumLikelihoodAt(std::int64_t adapters, double target, double start, double maxSkew);
} // namespace

double zipfMaximumLikelihood(const std::vector<std::int64_t> &sortedCounts, double start, double maxSkew)
{
    const auto adapters = static_cast<std::int64_t>(sortedCounts.size());
    if (adapters < 2)
        return 0.0;
    // The likelihood depends on the counts only through N and sum c_r ln r: the MLE makes the law's mean
    // log rank equal to the requests' mean log rank. That mean falls as s grows.
    double logRanks = 0.0;
    double requests = 0.0;
    for (std::int64_t r = adapters; r >= 1; --r) {
        const auto c = static_cast<double>(sortedCounts[static_cast<std::size_t>(r - 1)]);
        logRanks += c * std::log(static_cast<double>(r));
        requests += c;
    }
    return maximumLikelihoodAt(adapters, logRanks / requests, start, maxSkew);
}

namespace {

double maximumLikelihoodAt(std::int64_t adapters, double target, double start, double maxSkew)
{
    double low = 0.0;
    double high = maxSkew;
    const LogMoments flat = zipfLogMoments(adapters, 0.0);
    if (target >= flat.s1 / flat.s0) // as flat as uniform (counts sorted can be no flatter)
        return 0.0;
    const LogMoments steep = zipfLogMoments(adapters, maxSkew);
    if (target <= steep.s1 / steep.s0)
        return maxSkew;
    double s = std::clamp(start, low, high);
    for (int iteration = 0; iteration < 100; ++iteration) {
        const LogMoments m = zipfLogMoments(adapters, s);
        const double mean = m.s1 / m.s0;
        const double variance = std::max(1e-300, m.s2 / m.s0 - mean * mean);
        const double excess = mean - target;
        if (excess > 0.0)
            low = s;
        else
            high = s;
        double next = s + excess / variance; // Newton: d mean / ds = -variance
        if (!(next > low && next < high))
            next = 0.5 * (low + high);
        if (std::abs(next - s) < 1e-13 * (1.0 + s) || high - low < 1e-13)
            return next;
        s = next;
    }
    return s;
}

// A bootstrap sample's adapters, requests and sum of c_r ln r over its counts ranked by size, without
// sorting them: adapters with the same count take consecutive ranks, so a run of n of them from rank R + 1
// adds c (lgamma(R + n + 1) - lgamma(R + 1)). Counts up to kCountHistogram are tallied by value, larger
// ones (the head, a few) sorted. O(K) in all.
constexpr std::int64_t kCountHistogram = 1 << 16;
struct RankedSums
{
    std::int64_t adapters = 0;
    double requests = 0;
    double logRanks = 0;
};
class RankedSumsBuilder
{
public:
    RankedSumsBuilder()
        : m_histogram(kCountHistogram + 1, 0)
    {
    }
    void add(std::int64_t c)
    {
        if (c <= 0)
            return;
        ++m_sums.adapters;
        m_sums.requests += static_cast<double>(c);
        if (c > kCountHistogram)
            m_large.push_back(c);
        else
            ++m_histogram[static_cast<std::size_t>(c)];
    }
    // The sums of the counts added since the last call; starts again empty.
    RankedSums take()
    {
        std::sort(m_large.begin(), m_large.end(), std::greater<>());
        RankedSums sums = m_sums;
        double rank = 0.0;
        for (const std::int64_t c : m_large)
            sums.logRanks += static_cast<double>(c) * std::log(rank += 1.0);
        for (std::int64_t c = kCountHistogram; c >= 1; --c) {
            const auto n = static_cast<double>(m_histogram[static_cast<std::size_t>(c)]);
            if (n == 0)
                continue;
            sums.logRanks += static_cast<double>(c) * (std::lgamma(rank + n + 1.0) - std::lgamma(rank + 1.0));
            rank += n;
        }
        std::fill(m_histogram.begin(), m_histogram.end(), 0);
        m_large.clear();
        m_sums = {};
        return sums;
    }

private:
    std::vector<std::int64_t> m_histogram;
    std::vector<std::int64_t> m_large;
    RankedSums m_sums;
};

} // namespace

std::vector<double> rankShares(std::vector<std::int64_t> counts)
{
    counts = sortedNonzero(std::move(counts));
    const double total = std::accumulate(counts.begin(), counts.end(), 0.0, [](double sum, std::int64_t c) {
        return sum + static_cast<double>(c);
    });
    std::vector<double> shares(counts.size());
    for (std::size_t i = 0; i < counts.size(); ++i)
        shares[i] = static_cast<double>(counts[i]) / total;
    return shares;
}

ZipfFit fitZipf(std::vector<std::int64_t> counts, const ZipfFitOptions &options)
{
    clearUpperVectorState(); // docs in model/vectorstate.h
    ZipfFit fit;
    counts = sortedNonzero(std::move(counts));
    fit.adapters = static_cast<std::int64_t>(counts.size());
    fit.requests = std::accumulate(counts.begin(), counts.end(), std::int64_t{0});
    if (fit.adapters == 0)
        return fit;
    if (fit.adapters == 1) {
        fit.status = ZipfFit::Status::OneAdapter;
        return fit;
    }
    fit.status = ZipfFit::Status::Ok;
    const std::size_t k = counts.size();
    fit.skewMaximumLikelihood = zipfMaximumLikelihood(counts, 1.0, options.maxSkew);

    // Parametric bootstrap: samples of N requests from the fitted law, each ranked by its own counts and
    // fitted again, as the data were. Their spread is the estimate's; their mean's distance from the fit
    // is the ranking's bias, taken off the estimate; their spread gives the interval (normal, 95 %).
    // Each adapter's share of the shares from it on, summed from the tail so that conditioning never
    // cancels; one array of K (ten million adapters: 80 MB).
    std::vector<double> conditional(k);
    double from = 0.0;
    for (std::size_t i = k; i-- > 0;) {
        const double share = std::exp(-fit.skewMaximumLikelihood * std::log(static_cast<double>(i + 1)));
        from += share;
        conditional[i] = i + 1 == k ? 1.0 : std::min(1.0, share / from);
    }
    std::mt19937_64 engine(options.seed);
    // Passes fall as K grows: kBootstrapWork counts in all while that gives kMinReplicates passes or more;
    // beyond, kMinReplicates while they draw at most kLargeBootstrapWork counts, and at least
    // kFewestReplicates, so the bootstrap costs O(N + K passes), a few seconds at K = 10^7.
    const double perPass = static_cast<double>(fit.adapters);
    const int fewest = static_cast<int>(
        std::clamp(kLargeBootstrapWork / perPass, double(kFewestReplicates), double(kMinReplicates)));
    const int replicates =
        std::min(options.replicates, std::max(fewest, static_cast<int>(kBootstrapWork / perPass)));
    fit.bootstrapReplicates = replicates;
    RankedSumsBuilder ranked;
    const double mle = fit.skewMaximumLikelihood;
    double sum = 0.0;
    double sumSquares = 0.0;
    const auto cancelled = [&fit] {
        fit.status = ZipfFit::Status::Cancelled;
        return fit;
    };
    for (int b = 0; b < replicates; ++b) {
        if (!multinomial(fit.requests, conditional, engine, options.stop, fit.adaptersVisited,
                         [&ranked](std::int64_t c) { ranked.add(c); }))
            return cancelled();
        const RankedSums sample = ranked.take();
        const double s = sample.adapters < 2
            ? mle
            : maximumLikelihoodAt(sample.adapters, sample.logRanks / sample.requests, mle, options.maxSkew);
        sum += s;
        sumSquares += s * s;
    }
    const auto clampSkew = [&](double s) { return std::clamp(s, 0.0, options.maxSkew); };
    if (replicates < 2) {
        fit.skew = fit.skewLow = fit.skewHigh = mle;
    } else {
        const auto count = static_cast<double>(replicates);
        const double mean = sum / count;
        const double spread = std::sqrt(std::max(0.0, (sumSquares - sum * mean) / (count - 1.0)));
        // The bias taken off is itself a mean of `count` samples: its noise widens the interval a little.
        const double half = kNormal95 * spread * std::sqrt(1.0 + 1.0 / count);
        fit.skew = clampSkew(2.0 * mle - mean);
        fit.skewLow = clampSkew(fit.skew - half);
        fit.skewHigh = clampSkew(fit.skew + half);
    }

    // Goodness of fit of the estimate against the counts, rank by rank.
    std::vector<double>().swap(conditional); // the memory back before the goodness of fit
    const auto fitted = [&fit](std::size_t i) {
        return std::exp(-fit.skew * std::log(static_cast<double>(i + 1)));
    };
    double total = 0.0;
    for (std::size_t i = 0; i < k; ++i) {
        if (i % kStopCheck == 0 && stopped(options.stop))
            return cancelled();
        total += fitted(i);
    }
    fit.headAdapters = std::max<std::int64_t>(1, (fit.adapters + 9) / 10);
    fit.tailAdapters = fit.adapters / 2;
    const auto tailFrom = static_cast<std::size_t>(fit.adapters - fit.tailAdapters);
    const auto n = static_cast<double>(fit.requests);
    double observedCumulative = 0.0;
    double fittedCumulative = 0.0;
    for (std::size_t i = 0; i < k; ++i) {
        observedCumulative += static_cast<double>(counts[i]) / n;
        fittedCumulative += fitted(i) / total;
        const double distance = std::abs(fittedCumulative - observedCumulative);
        if (distance > fit.ksDistance) {
            fit.ksDistance = distance;
            fit.ksRank = static_cast<std::int64_t>(i + 1);
        }
        if (i + 1 == static_cast<std::size_t>(fit.headAdapters)) {
            fit.headShareObserved = observedCumulative;
            fit.headShareFitted = fittedCumulative;
        }
        if (i + 1 == tailFrom) {
            fit.tailShareObserved = 1.0 - observedCumulative;
            fit.tailShareFitted = 1.0 - fittedCumulative;
        }
    }
    return fit;
}

} // namespace lorafleet
