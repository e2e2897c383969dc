#include "lruhitrate.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

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
// Gauss-Legendre panels in t = ln x: u changes by at most e^2 across one, and 8 nodes integrate such a
// panel to about 1e-13.
constexpr double kPanelWidth = 2.0;
constexpr int kMaxPanels = 64;
constexpr int kMaxIterations = 100;

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
{
    const auto n = static_cast<Eigen::Index>(m_direct);
    m_weights = (-m_skew * Eigen::ArrayXd::LinSpaced(n, 1.0, static_cast<double>(n)).log()).exp();
}

// The integral over [from, to] of the four summands as functions of a real x, split where u = c x^-s
// crosses kSure (above it an adapter is surely resident) and kSeriesLimit (below it a power series).
void LruHitRate::addIntegral(double from, double to, double scale, Sums &sums) const
{
    const double logScale = std::log(scale);
    const double sureEnd = std::exp((logScale - std::log(kSure)) / m_skew); // u >= kSure before
    const double seriesStart =
        std::exp((logScale - std::log(kSeriesLimit)) / m_skew); // u <= kSeriesLimit after
    if (from < sureEnd) {
        const double end = std::min(to, sureEnd);
        // exp(-u) is nothing here: each adapter counts fully, and the missing sums get nothing.
        sums.distinct += end - from;
        const double logRatio = std::log(end / from);
        sums.resident += from * std::pow(from, -m_skew) * logRatio * expm1OverX((1.0 - m_skew) * logRatio);
    }
    const double middleFrom = std::max(from, sureEnd);
    const double middleTo = std::min(to, seriesStart);
    if (middleFrom < middleTo)
        addQuadrature(middleFrom, middleTo, scale, sums);
    if (std::max(from, seriesStart) < to)
        addSeriesIntegral(std::max(from, seriesStart), to, scale, sums);
}

// Where u <= 1/8: 1 - exp(-u) = sum_k (-1)^(k+1) u^k / k!, each power integrated in closed form.
void LruHitRate::addSeriesIntegral(double from, double to, double scale, Sums &sums) const
{
    const double logRatio = std::log(to / from);
    const double weightFrom = std::pow(from, -m_skew);
    const double u = scale * weightFrom; // the largest u on the range
    // integrals[j] = integral over [from, to] of (x / from)^(-j s) dx
    std::array<double, kMaxSeriesTerms + 3> integrals{};
    int terms = kMaxSeriesTerms;
    double power = 1.0; // u^k / k!
    for (int k = 1; k <= kMaxSeriesTerms; ++k) {
        power *= u / k;
        if (power < 1e-19) {
            terms = k;
            break;
        }
    }
    for (int j = 1; j <= terms + 2; ++j)
        integrals[j] = from * logRatio * expm1OverX((1.0 - j * m_skew) * logRatio);
    double distinct = 0;
    double resident = 0;
    double missing = 0;
    double curvature = 0;
    power = 1.0;
    for (int k = 0; k <= terms; ++k) {
        if (k > 0)
            power *= -u / k; // (-u)^k / k!
        missing += power * integrals[k + 1];
        curvature += power * integrals[k + 2];
        if (k > 0) {
            distinct -= power * integrals[k];
            resident -= power * integrals[k + 1];
        }
    }
    sums.distinct += distinct;
    sums.resident += weightFrom * resident;
    sums.missing += weightFrom * missing;
    sums.curvature += weightFrom * weightFrom * curvature;
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
            sums.distinct += w * resident;
            sums.resident += w * weight * resident;
            sums.missing += w * weight * gone;
            sums.curvature += w * weight * weight * gone;
        }
    }
}

LruHitRate::Sums LruHitRate::sums(std::int64_t catalog, double scale) const
{
    Sums s;
    const auto direct = static_cast<Eigen::Index>(std::min(catalog, m_direct));
    {
        const auto w = m_weights.head(direct);
        const Eigen::ArrayXd gone = (-scale * w).exp();
        Eigen::ArrayXd resident = 1.0 - gone;
        // 1 - exp(-u) loses digits for small u: those (the least popular, at the end) take expm1.
        for (Eigen::Index i = direct - 1; i >= 0 && scale * w(i) < 0.5; --i)
            resident(i) = -std::expm1(-scale * w(i));
        s.distinct = resident.sum();
        s.resident = (w * resident).sum();
        s.missing = (w * gone).sum();
        s.curvature = (w * w * gone).sum();
    }
    if (catalog <= m_direct)
        return s;

    // The rest, i = a..K, by Euler-Maclaurin: integral + (h(a) + h(K)) / 2 + (h'(K) - h'(a)) / 12.
    const double a = static_cast<double>(m_direct + 1);
    const double b = static_cast<double>(catalog);
    addIntegral(a, b, scale, s);
    for (const double x : {a, b}) {
        const double sign = x == a ? -1.0 : 1.0; // h'(b) - h'(a)
        const double weight = std::pow(x, -m_skew);
        const double u = scale * weight;
        const double gone = std::exp(-u);
        const double resident = -std::expm1(-u);
        s.distinct += 0.5 * resident + sign * (-m_skew * u * gone / x) / 12.0;
        s.resident += 0.5 * weight * resident + sign * (-m_skew * weight / x * (resident + u * gone)) / 12.0;
        s.missing += 0.5 * weight * gone + sign * (-m_skew * weight / x * gone * (1.0 - u)) / 12.0;
        s.curvature +=
            0.5 * weight * weight * gone + sign * (-m_skew * weight * weight / x * gone * (2.0 - u)) / 12.0;
    }
    return s;
}

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

    // Solve distinct(c) = C. distinct is increasing and concave in c: a Newton step never overshoots from
    // below, but climbs slowly where distinct grows like a small power of c (steep skews); there a step in
    // ln distinct against ln c is nearly exact. Each iteration takes the log step when it stays inside
    // the bracket, else the Newton step, else the bracket's geometric middle. distinct(c) <= c H: the
    // bracket starts at C / H.
    double low = capacity / harmonic;
    double high = std::numeric_limits<double>::infinity();
    double c = start > low ? start : low;
    Sums s;
    for (int iteration = 0; iteration < kMaxIterations; ++iteration) {
        s = sums(catalog, c);
        const double f = s.distinct - capacity;
        if (f == 0.0)
            break;
        (f < 0 ? low : high) = c;
        const auto inside = [&](double x) { return x > low && x < high; };
        double next = std::isfinite(high) ? std::sqrt(low * high) : 1e4 * c;
        if (s.missing > 0 && s.distinct > 0) {
            const double logStep =
                std::exp(std::log(c) + std::log(capacity / s.distinct) * s.distinct / (c * s.missing));
            const double newton = c - f / s.missing;
            if (inside(logStep))
                next = logStep;
            else if (inside(newton))
                next = newton;
        }
        const bool done = std::abs(next - c) <= 1e-12 * c; // Newton: the error left is about its square
        c = next;
        if (done || high - low <= 1e-12 * low)
            break;
    }
    // s is from the last step's start, at most 1e-12 away (and the root nearer still): the same
    // figures to about 1e-13.
    const double total = s.resident + s.missing;
    return {s.resident / total, s.missing / total, c};
}

} // namespace lorafleet
