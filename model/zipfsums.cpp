#include "zipfsums.h"

#include <algorithm>
#include <cmath>

namespace lorafleet {

namespace {

// Euler-Maclaurin is only used from i = N0 + 1 on, with N0 >= kMinTable: far enough from the
// origin that six Bernoulli corrections leave a relative error below 1e-13 for every order used.
constexpr std::int64_t kMinTable = 128;
constexpr std::int64_t kMaxTable = 4096;
// Ranges shorter than this beyond the table are summed term by term.
constexpr std::int64_t kDirectRange = 16;
// b*q above this is summed exactly; below it the power series' k-th term is at most 1/k! of the
// first, so kMaxOrder = 15 terms leave a relative error below 1e-12.
constexpr double kSeriesLimit = 1.0;

// B_{2j} / (2j)! for j = 1..6
constexpr double kBernoulliOverFactorial[] = {
    1.0 / 12.0, -1.0 / 720.0, 1.0 / 30240.0, -1.0 / 1209600.0, 1.0 / 47900160.0, -691.0 / 1307674368000.0,
};

// expm1(y) / y, continuous at 0
double expm1OverX(double y)
{
    if (std::abs(y) < 1e-5)
        return 1.0 + y * (0.5 + y / 6.0);
    return std::expm1(y) / y;
}

} // namespace

double distinctProbability(double q, std::int64_t batch)
{
    if (q >= 1.0)
        return 1.0;
    if (q <= 0.0)
        return 0.0;
    return -std::expm1(static_cast<double>(batch) * std::log1p(-q));
}

ZipfSums::ZipfSums(double skew, std::int64_t batch, std::int64_t tableSize)
    : m_skew(skew)
    , m_batch(std::max<std::int64_t>(batch, 1))
    , m_order(static_cast<int>(std::min<std::int64_t>(m_batch, kMaxOrder)))
    , m_tableSize(std::clamp(tableSize, kMinTable, kMaxTable))
{
    const auto n = static_cast<Eigen::Index>(m_tableSize);
    m_weights = (-m_skew * Eigen::ArrayXd::LinSpaced(n, 1.0, static_cast<double>(n)).log()).exp();

    m_cumulative.resize(n + 2, m_order);
    Eigen::ArrayXd powers = Eigen::ArrayXd::Ones(n);
    double binomial = 1.0;
    for (int k = 1; k <= m_order; ++k) {
        powers *= m_weights;
        auto column = m_cumulative.col(k - 1);
        m_isSuffix[k - 1] = k * m_skew > 1.0;
        if (m_isSuffix[k - 1]) {
            column(n + 1) = 0.0;
            for (Eigen::Index j = n; j >= 1; --j)
                column(j) = column(j + 1) + powers(j - 1);
            column(0) = column(1);
        } else {
            column(0) = 0.0;
            for (Eigen::Index j = 1; j <= n; ++j)
                column(j) = column(j - 1) + powers(j - 1);
            column(n + 1) = column(n);
        }
        binomial *= static_cast<double>(m_batch - k + 1) / k;
        m_seriesCoefficient[k - 1] = (k % 2 ? 1.0 : -1.0) * binomial;
    }
}

double ZipfSums::weight(std::int64_t i) const
{
    return i <= m_tableSize ? m_weights(i - 1) : std::pow(static_cast<double>(i), -m_skew);
}

void ZipfSums::powerSums(std::int64_t lo, std::int64_t hi, OrderSums &sums, int order) const
{
    sums.fill(0.0);
    const std::int64_t tableHi = std::min(hi, m_tableSize);
    if (lo <= tableHi) {
        for (int k = 0; k < order; ++k) {
            const auto column = m_cumulative.col(k);
            sums[k] = m_isSuffix[k] ? column(lo) - column(tableHi + 1) : column(tableHi) - column(lo - 1);
        }
    }
    if (hi <= m_tableSize)
        return;
    const std::int64_t from = std::max(lo, m_tableSize + 1);
    if (hi - from < kDirectRange) {
        for (std::int64_t i = from; i <= hi; ++i) {
            const double x = std::pow(static_cast<double>(i), -m_skew);
            double power = 1.0;
            for (int k = 0; k < order; ++k) {
                power *= x;
                sums[k] += power;
            }
        }
        return;
    }
    eulerMaclaurin(from, hi, sums, order);
}

void ZipfSums::eulerMaclaurin(std::int64_t lo, std::int64_t hi, OrderSums &sums, int order) const
{
    const double a = static_cast<double>(lo);
    const double b = static_cast<double>(hi);
    const double xa = std::pow(a, -m_skew);
    const double xb = std::pow(b, -m_skew);
    // log(b/a) without cancellation when b is close to a
    const double logRatio = std::log1p((b - a) / a);
    const double invA2 = 1.0 / (a * a);
    const double invB2 = 1.0 / (b * b);
    double fa = 1.0;
    double fb = 1.0;
    for (int k = 1; k <= order; ++k) {
        fa *= xa; // a^-sigma
        fb *= xb; // b^-sigma
        const double sigma = k * m_skew;
        // integral_a^b x^-sigma dx = a^(1-sigma) (exp((1-sigma) log(b/a)) - 1) / (1 - sigma)
        double sum = a * fa * logRatio * expm1OverX((1.0 - sigma) * logRatio) + 0.5 * (fa + fb);
        // + sum_j B_2j/(2j)! (f^(2j-1)(b) - f^(2j-1)(a)), f^(2j-1)(x) = -(sigma)_(2j-1) x^(-sigma-2j+1)
        double rising = sigma;
        double ta = fa / a;
        double tb = fb / b;
        for (int j = 1; j <= 6; ++j) {
            sum += kBernoulliOverFactorial[j - 1] * rising * (ta - tb);
            rising *= (sigma + 2 * j - 1) * (sigma + 2 * j);
            ta *= invA2;
            tb *= invB2;
        }
        sums[k - 1] += sum;
    }
}

double ZipfSums::harmonic(std::int64_t n) const
{
    if (n <= 0)
        return 0.0;
    if (m_skew == 0.0)
        return static_cast<double>(n);
    if (n <= kDirectRange) // exact small catalogs: H(1) is 1, not a difference of two table entries
        return m_weights.head(n).reverse().sum();
    OrderSums sums;
    powerSums(1, n, sums, 1);
    return sums[0];
}

double ZipfSums::distinct(std::int64_t lo, std::int64_t hi, std::int64_t n, double harmonicN) const
{
    lo = std::max<std::int64_t>(lo, 1);
    hi = std::min(hi, n);
    if (lo > hi)
        return 0.0;
    if (m_skew == 0.0)
        return static_cast<double>(hi - lo + 1) * distinctProbability(1.0 / harmonicN, m_batch);

    // The head: adapters with b*q_i > kSeriesLimit, i.e. i < (b/(limit H))^(1/s), summed one by one.
    const double headLimit = std::pow(m_batch / (kSeriesLimit * harmonicN), 1.0 / m_skew);
    const std::int64_t headEnd = headLimit >= static_cast<double>(hi)
        ? hi
        : std::min(hi, static_cast<std::int64_t>(std::floor(headLimit)));
    double head = 0.0;
    if (headEnd >= lo && headEnd <= m_tableSize) {
        // Vectorised: in the head b*q > 1, so 1 - exp(b log(1 - q)) loses nothing to cancellation.
        const auto q = m_weights.segment(lo - 1, headEnd - lo + 1) / harmonicN;
        head = (1.0 - (static_cast<double>(m_batch) * (1.0 - q).max(0.0).log()).exp()).sum();
    } else {
        for (std::int64_t i = lo; i <= headEnd; ++i)
            head += distinctProbability(weight(i) / harmonicN, m_batch);
    }

    // The tail: sum_k (-1)^(k+1) C(b,k) H^-k sum_i i^(-k s).
    const std::int64_t tailLo = std::max(lo, headEnd + 1);
    if (tailLo > hi)
        return head;
    OrderSums sums;
    powerSums(tailLo, hi, sums, m_order);
    std::array<double, kMaxOrder> terms{};
    const double inverseHarmonic = 1.0 / harmonicN;
    double scale = 1.0;
    for (int k = 0; k < m_order; ++k) {
        scale *= inverseHarmonic; // a multiply: a chain of twelve divisions would dominate the call
        terms[k] = m_seriesCoefficient[k] * scale * sums[k];
    }
    double tail = 0.0;
    for (int k = m_order - 1; k >= 0; --k) // smallest terms first
        tail += terms[k];
    return head + tail;
}

std::int64_t ZipfSums::countAbove(double threshold, std::int64_t n) const
{
    if (n <= 0)
        return 0;
    if (m_skew == 0.0)
        return 1.0 > threshold ? n : 0;
    if (threshold <= 0.0)
        return n;
    if (threshold >= 1.0)
        return 0;
    // i^-s > t  <=>  i < t^(-1/s); the candidate is then corrected against the weights themselves.
    const double limit = std::pow(threshold, -1.0 / m_skew);
    std::int64_t count = limit >= static_cast<double>(n) ? n : static_cast<std::int64_t>(std::floor(limit));
    while (count < n && weight(count + 1) > threshold)
        ++count;
    while (count > 0 && weight(count) <= threshold)
        --count;
    return count;
}

} // namespace lorafleet
