// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/lruhitrate.h"

#include "model/cheroot.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace lorafleet {

namespace {

// Beyond u = c i^-s = 40, exp(-u) < 5e-18: the adapter is surely resident.
constexpr double kSure = 40.0;
// Below u = 1/8, exp(-u) is a power series of which 12 terms leave a relative error below 1e-19.
constexpr double kSeriesLimit = 0.125;
constexpr int kMaxSeriesTerms = 14;
// Adapters summed one by one: Euler-Maclaurin's first omitted term, about (s/x)^3 / 720 of a term,
// stays below 1e-7 of one adapter from there on.
constexpr std::int64_t kMinDirect = 32;
constexpr double kDirectPerSkew = 8.0;
constexpr std::int64_t kMaxDirect = 96; // beyond, at steep skews, the rest holds almost no traffic
// Below u = 1/2, 1 - exp(-u) is taken from its power series (16 terms: a relative error below 1e-18)
// rather than from exp(-u), which would lose up to 2 digits to the cancellation.
constexpr double kSmallU = 0.5;
constexpr int kSmallUTerms = 16;
// Gauss-Legendre panels in t = ln x: u changes by at most e^2 across one, and 8 nodes integrate such a
// panel to about 1e-13.
constexpr double kPanelWidth = 2.0;
constexpr int kMaxPanels = 64;
constexpr int kMaxIterations = 100;
// A root taken from one evaluation's Taylor expansion is accepted when the expansion's remainder bounds
// the error of the hit and miss rates below this (relative): as exact as a converged solve.
constexpr double kTaylorTolerance = 1e-15;

// Gauss-Legendre nodes and weights on [-1, 1], 8 points.
constexpr std::array<double, 8> kNodes = {-0.9602898564975363, -0.7966664774136267, -0.5255324099163290,
                                          -0.1834346424956498, 0.1834346424956498,  0.5255324099163290,
                                          0.7966664774136267,  0.9602898564975363};
constexpr std::array<double, 8> kWeights = {0.1012285362903763, 0.2223810344533745, 0.3137066458778873,
                                            0.3626837833783620, 0.3626837833783620, 0.3137066458778873,
                                            0.2223810344533745, 0.1012285362903763};

// expm1(y) / y, continuous at 0
double expm1OverX(double y)
{
    if (std::abs(y) < 1e-5)
        return 1.0 + y * (0.5 + y / 6.0);
    return std::expm1(y) / y;
}

} // namespace

LruHitRate::LruHitRate(double skew)
    : m_skew(skew)
    , m_direct(std::clamp<std::int64_t>(static_cast<std::int64_t>(std::ceil(kDirectPerSkew * skew)),
                                        kMinDirect, kMaxDirect))
    , m_tailStart(static_cast<double>(m_direct + 1))
    , m_tailWeight(std::pow(m_tailStart, -skew))
{
    const auto n = static_cast<Eigen::Index>(m_direct);
    m_weights = (-m_skew * Eigen::ArrayXd::LinSpaced(n, 1.0, static_cast<double>(n)).log()).exp();
}

LruHitRate::CatalogEnd LruHitRate::catalogEnd(std::int64_t catalog) const
{
    CatalogEnd end;
    end.catalog = catalog;
    end.end = static_cast<double>(catalog);
    end.logEnd = std::log(end.end);
    end.weightEnd = std::pow(end.end, -m_skew);
    return end;
}

// The first adapters one by one; no allocation (a few dozen at most), vectorised.
void LruHitRate::addDirect(std::int64_t count, double scale, Sums &sums) const
{
    using Block = Eigen::Array<double, Eigen::Dynamic, 1, Eigen::ColMajor, kMaxDirect, 1>;
    const auto w = m_weights.head(static_cast<Eigen::Index>(count));
    const Block u = scale * w;
    const Block gone = (-u).exp();
    // 1 - exp(-u) = u (1 - u/2 (1 - u/3 (... (1 - u/16)))) where u is small (the least popular, at the end).
    // (A multiply by 1/k per term: a division per term and adapter took half the evaluation.)
    Block series = 1.0 - u * (1.0 / kSmallUTerms);
    for (int k = kSmallUTerms - 1; k >= 2; --k)
        series = 1.0 - u * (1.0 / k) * series;
    const Block resident = (u < kSmallU).select(u * series, 1.0 - gone);
    sums.distinct += resident.sum();
    sums.resident += (w * resident).sum();
    const Block wGone = w * gone;
    sums.missing += wGone.sum();
    sums.curvature += (w * wGone).sum();
    sums.third += (w * w * wGone).sum();
}

// The integral over [from, to] (from = the first adapter past the direct ones) of the five summands as
// functions of a real x, split where u = c x^-s crosses kSure (above it an adapter is surely resident)
// and kSeriesLimit (below it a power series).
void LruHitRate::addIntegral(double from, double to, double logTo, double scale, Sums &sums) const
{
    const double logScale = std::log(scale);
    const double logFrom = std::log(from);
    const double sureEnd = std::exp((logScale - std::log(kSure)) / m_skew); // u >= kSure before
    const double logSeriesStart = (logScale - std::log(kSeriesLimit)) / m_skew;
    const double seriesStart = std::exp(logSeriesStart); // u <= kSeriesLimit after
    if (from < sureEnd) {
        const double end = std::min(to, sureEnd);
        // exp(-u) is nothing here: each adapter counts fully, and the missing sums get nothing.
        sums.distinct += end - from;
        const double logRatio = std::log(end / from);
        sums.resident += from * m_tailWeight * logRatio * expm1OverX((1.0 - m_skew) * logRatio);
    }
    const double middleFrom = std::max(from, sureEnd);
    const double middleTo = std::min(to, seriesStart);
    if (middleFrom < middleTo)
        addQuadrature(middleFrom, middleTo, scale, sums);
    if (seriesStart < to) {
        if (from < seriesStart) // u = kSeriesLimit exactly at seriesStart
            addSeriesIntegral(seriesStart, logSeriesStart, kSeriesLimit / scale, logTo, scale, sums);
        else
            addSeriesIntegral(from, logFrom, m_tailWeight, logTo, scale, sums);
    }
}

// Where u <= 1/8: 1 - exp(-u) = sum_k (-1)^(k+1) u^k / k!, each power integrated in closed form.
void LruHitRate::addSeriesIntegral(double from, double logFrom, double weightFrom, double logTo, double scale,
                                   Sums &sums) const
{
    const double logRatio = logTo - logFrom;
    const double u = scale * weightFrom; // the largest u on the range
    int terms = kMaxSeriesTerms;
    double power = 1.0; // u^k / k!
    for (int k = 1; k <= kMaxSeriesTerms; ++k) {
        power *= u / k;
        if (power < 1e-19) {
            terms = k;
            break;
        }
    }
    // integrals[j] = integral over [from, to] of (x / from)^(-j s) dx = from (r^(1 - j s) - 1) / (1 - j s),
    // r = to / from. r^(1 - j s) = r p^j with p = r^-s, by multiplication; where 1 - j s is too close to 0
    // for the difference, expm1 instead.
    std::array<double, kMaxSeriesTerms + 4> integrals{};
    const double ratio = std::exp(logRatio);
    const double fall = std::exp(-m_skew * logRatio); // p
    double rising = ratio; // r p^j
    for (int j = 1; j <= terms + 3; ++j) {
        rising *= fall;
        const double exponent = 1.0 - j * m_skew;
        const double y = exponent * logRatio;
        integrals[j] = std::abs(y) > 1.0 ? from * (rising - 1.0) / exponent : from * logRatio * expm1OverX(y);
    }
    double distinct = 0;
    double resident = 0;
    double missing = 0;
    double curvature = 0;
    double third = 0;
    power = 1.0;
    for (int k = 0; k <= terms; ++k) {
        if (k > 0)
            power *= -u / k; // (-u)^k / k!
        missing += power * integrals[k + 1];
        curvature += power * integrals[k + 2];
        third += power * integrals[k + 3];
        if (k > 0) {
            distinct -= power * integrals[k];
            resident -= power * integrals[k + 1];
        }
    }
    sums.distinct += distinct;
    sums.resident += weightFrom * resident;
    sums.missing += weightFrom * missing;
    sums.curvature += weightFrom * weightFrom * curvature;
    sums.third += weightFrom * weightFrom * weightFrom * third;
}

// Where 1/8 < u < 40: Gauss-Legendre in t = ln x (dx = x dt), panels narrow enough for u to change by
// at most e^2 across one.
void LruHitRate::addQuadrature(double from, double to, double scale, Sums &sums) const
{
    const double t0 = std::log(from);
    const double t1 = std::log(to);
    const double width = kPanelWidth / std::max(1.0, m_skew);
    const int panels = std::clamp(static_cast<int>(std::ceil((t1 - t0) / width)), 1, kMaxPanels);
    const double half = 0.5 * (t1 - t0) / panels;
    // x and x^-s at each node from the panel's middle times a factor shared by all panels: one exp per node.
    std::array<double, kNodes.size()> xFactor{};
    std::array<double, kNodes.size()> weightFactor{};
    for (std::size_t j = 0; j < kNodes.size(); ++j) {
        xFactor[j] = std::exp(half * kNodes[j]);
        weightFactor[j] = std::exp(-m_skew * half * kNodes[j]);
    }
    for (int p = 0; p < panels; ++p) {
        const double middle = t0 + (2 * p + 1) * half;
        const double xMiddle = std::exp(middle);
        const double weightMiddle = std::exp(-m_skew * middle);
        for (std::size_t j = 0; j < kNodes.size(); ++j) {
            const double x = xMiddle * xFactor[j];
            const double weight = weightMiddle * weightFactor[j];
            const double gone = std::exp(-scale * weight);
            const double resident = 1.0 - gone; // u > 1/8 here: no cancellation
            const double w = kWeights[j] * half * x;
            const double wGone = w * weight * gone;
            sums.distinct += w * resident;
            sums.resident += w * weight * resident;
            sums.missing += wGone;
            sums.curvature += wGone * weight;
            sums.third += wGone * weight * weight;
        }
    }
}

LruHitRate::Sums LruHitRate::sums(const CatalogEnd &end, double scale, bool withDirect) const
{
    Sums s;
    if (withDirect)
        addDirect(std::min(end.catalog, m_direct), scale, s);
    if (end.catalog <= m_direct)
        return s;

    // The rest, i = a..K, by Euler-Maclaurin: integral + (h(a) + h(K)) / 2 + (h'(K) - h'(a)) / 12.
    const double a = m_tailStart;
    const double b = end.end;
    addIntegral(a, b, end.logEnd, scale, s);
    for (const bool atEnd : {false, true}) {
        const double x = atEnd ? b : a;
        const double sign = atEnd ? 1.0 : -1.0; // h'(b) - h'(a)
        const double weight = atEnd ? end.weightEnd : m_tailWeight;
        const double u = scale * weight;
        const double gone = std::exp(-u);
        const double resident = -std::expm1(-u);
        // h = w^k exp(-u) has h' = -s w^k exp(-u) (k - u) / x
        const double slope = -m_skew * weight / x * gone;
        s.distinct += 0.5 * resident + sign * (-m_skew * u * gone / x) / 12.0;
        s.resident += 0.5 * weight * resident + sign * (-m_skew * weight / x * (resident + u * gone)) / 12.0;
        s.missing += 0.5 * weight * gone + sign * slope * (1.0 - u) / 12.0;
        s.curvature += weight * (0.5 * weight * gone + sign * slope * (2.0 - u) / 12.0);
        s.third += weight * weight * (0.5 * weight * gone + sign * slope * (3.0 - u) / 12.0);
    }
    return s;
}

namespace {

// The root of distinct(c) = capacity from the sums at c alone, when their Taylor expansion pins it: the
// sums' derivatives in c are the sums themselves (distinct' = missing, missing' = -curvature, resident' =
// curvature, curvature' = -third), so distinct to second order gives the step to the root, and resident
// and missing to second order give the hit and miss rates there. With every w_i <= 1, each third
// derivative is at most `third` (times e^|step| where the step goes down), which bounds what the
// expansions leave out.
std::optional<LruHitRate::Result> taylorRoot(double distinct, double resident, double missing,
                                             double curvature, double third, double capacity, double scale,
                                             double low, double high)
{
    const double excess = distinct - capacity;
    const double discriminant = missing * missing + 2.0 * curvature * excess;
    if (!(missing > 0) || !(discriminant >= 0))
        return std::nullopt;
    // missing step - curvature step^2 / 2 = -excess, the root nearer 0, without cancellation
    const double step = -2.0 * excess / (missing + std::sqrt(discriminant));
    const double root = scale + step;
    if (!(root >= low && root <= high))
        return std::nullopt;
    const double size = std::abs(step);
    const double growth = step < 0 ? std::exp(size) : 1.0;
    const double cubic = third * size * size * size * growth / 6.0; // what each expansion leaves out
    const double slope = missing - curvature * size * growth; // distinct' anywhere on the step, at least
    if (!(slope > 0))
        return std::nullopt;
    // Left out of resident and missing, plus their change over the root's own error (cubic / slope).
    const double error = cubic + curvature * growth * cubic / slope;
    const double residentAtRoot = resident + step * (curvature - 0.5 * step * third);
    const double missingAtRoot = missing - step * (curvature - 0.5 * step * third);
    if (!(error <= kTaylorTolerance * std::min(residentAtRoot, missingAtRoot)))
        return std::nullopt;
    const double total = residentAtRoot + missingAtRoot;
    return LruHitRate::Result{residentAtRoot / total, missingAtRoot / total, root};
}

} // namespace

LruHitRate::Result LruHitRate::operator()(std::int64_t catalog, double harmonic, double capacity,
                                          double start) const
{
    const double k = static_cast<double>(catalog);
    if (!(capacity < k))
        return {1.0, 0.0, 0.0};
    if (!(capacity > 0))
        return {0.0, 1.0, 0.0};
    if (m_skew == 0.0) // every adapter equally popular: the pool holds a random C of them
        return {capacity / k, 1.0 - capacity / k, 0.0};

    // Solve distinct(c) = C (cheRoot). From a start near the root, one evaluation's Taylor expansion gives
    // the root and the rates there (taylorRoot). distinct(c) <= c H: the bracket starts at C / H.
    const CatalogEnd end = catalogEnd(catalog);
    Sums s;
    std::optional<Result> root;
    const double c = cheRoot(
        capacity, capacity / harmonic, start, 1e-12, kMaxIterations,
        [&](double at) {
            s = sums(end, at);
            return CheSlope{s.distinct, s.missing};
        },
        [&](double at, double low, double high) {
            root =
                taylorRoot(s.distinct, s.resident, s.missing, s.curvature, s.third, capacity, at, low, high);
            return root.has_value();
        });
    if (root)
        return *root;
    // s is from the last step's start, at most 1e-12 away (and the root nearer still): the same
    // figures to about 1e-13.
    const double total = s.resident + s.missing;
    return {s.resident / total, s.missing / total, c};
}

LruHitRate::AtScale LruHitRate::atScale(std::int64_t catalog, double scale) const
{
    if (m_skew == 0.0) {
        const double resident = -std::expm1(-scale);
        return {static_cast<double>(catalog) * resident, resident, std::exp(-scale)};
    }
    const Sums s = sums(catalogEnd(catalog), scale);
    const double total = s.resident + s.missing;
    return {s.distinct, s.resident / total, s.missing / total};
}

LruHitRate::RangeSums LruHitRate::rangeSums(std::int64_t lo, std::int64_t hi, double scale) const
{
    lo = std::max<std::int64_t>(0, lo);
    if (!(hi > lo))
        return {};
    if (m_skew == 0.0) {
        const double count = static_cast<double>(hi - lo);
        const double resident = -std::expm1(-scale);
        return {count * resident, count * resident, count * std::exp(-scale)};
    }
    const bool withDirect = lo < m_direct;
    const Sums high = sums(catalogEnd(hi), scale, withDirect);
    const Sums low = lo > 0 ? sums(catalogEnd(lo), scale, withDirect) : Sums{};
    return {high.distinct - low.distinct, high.resident - low.resident, high.missing - low.missing};
}

double LruScaleTrail::predict(std::int64_t catalog) const
{
    if (m_count == 0)
        return 0.0;
    const double x = std::log(static_cast<double>(catalog));
    const int last = m_count - 1;
    double predicted = m_logScale[last];
    if (m_count == 2) {
        predicted +=
            (m_logScale[1] - m_logScale[0]) / (m_logCatalog[1] - m_logCatalog[0]) * (x - m_logCatalog[1]);
    } else if (m_count == 3) { // Lagrange's quadratic through the three
        const auto &t = m_logCatalog;
        predicted = m_logScale[0] * (x - t[1]) * (x - t[2]) / ((t[0] - t[1]) * (t[0] - t[2])) +
            m_logScale[1] * (x - t[0]) * (x - t[2]) / ((t[1] - t[0]) * (t[1] - t[2])) +
            m_logScale[2] * (x - t[0]) * (x - t[1]) / ((t[2] - t[0]) * (t[2] - t[1]));
    }
    // Far from the last K an extrapolation means little: no more than a factor 8 from the last scale.
    const double bound = std::log(8.0);
    if (!(std::abs(predicted - m_logScale[last]) <= bound))
        predicted = m_logScale[last] + (predicted > m_logScale[last] ? bound : -bound);
    return std::exp(predicted);
}

void LruScaleTrail::record(std::int64_t catalog, double scale)
{
    if (!(scale > 0) || !std::isfinite(scale))
        return;
    const double x = std::log(static_cast<double>(catalog));
    if (m_count > 0 && !(x > m_logCatalog[m_count - 1]))
        m_count = 0;
    if (m_count == kLength) {
        std::rotate(m_logCatalog.begin(), m_logCatalog.begin() + 1, m_logCatalog.end());
        std::rotate(m_logScale.begin(), m_logScale.begin() + 1, m_logScale.end());
        --m_count;
    }
    m_logCatalog[m_count] = x;
    m_logScale[m_count] = std::log(scale);
    ++m_count;
}

} // namespace lorafleet
