// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/zipfsums.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

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
// Heads of at least this many adapters may be expanded around the uniform share (see headSum()).
constexpr std::int64_t kLongHead = 64;
// 1/16!: the bound on the first omitted term, relative to the first, of kMaxOrder = 15 terms at b*q = 1.
constexpr double kTruncation = 1.0 / 20922789888000.0;
// 2^52: from here on every double is a whole number.
constexpr double kWholeDoubles = 4503599627370496.0;

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

// The largest i in [0, n] with above(i), for a predicate that holds up to some i and not beyond, from a
// guess in [1, n]: galloping away from the guess, then bisection, so a guess off by d costs O(log d) calls.
template<typename Above> std::int64_t lastWhere(const Above &above, std::int64_t guess, std::int64_t n)
{
    // Invariant: low == 0 or above(low); high == n + 1 or !above(high).
    std::int64_t low = 0;
    std::int64_t high = n + 1;
    if (above(guess)) {
        low = guess;
        for (std::int64_t step = 1; low < n; step *= 2) {
            const std::int64_t next = std::min(n, low + step);
            if (!above(next)) {
                high = next;
                break;
            }
            low = next;
        }
        if (low == n)
            return n;
    } else {
        high = guess;
        for (std::int64_t step = 1; high > 1; step *= 2) {
            const std::int64_t next = std::max<std::int64_t>(1, high - step);
            if (above(next)) {
                low = next;
                break;
            }
            high = next;
        }
    }
    while (high - low > 1) {
        const std::int64_t middle = low + (high - low) / 2;
        (above(middle) ? low : high) = middle;
    }
    return low;
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
    // The table reaches at least b: the head (fewer than b adapters) is then always summed from it.
    , m_tableSize(std::clamp(std::max(tableSize, m_batch), kMinTable, kMaxTable))
    , m_tables(tablesFor(m_skew, m_order, m_tableSize))
{
    double binomial = 1.0;
    for (int k = 1; k <= m_order; ++k) {
        binomial *= static_cast<double>(m_batch - k + 1) / k;
        m_seriesCoefficient[k - 1] = (k % 2 ? 1.0 : -1.0) * binomial;
    }
}

std::shared_ptr<const ZipfSums::Tables> ZipfSums::tablesFor(double skew, int order, std::int64_t tableSize)
{
    // The last few, per thread: a scenario uses one or two skews, a view's cells one each.
    struct Kept
    {
        double skew;
        int order;
        std::int64_t tableSize;
        std::shared_ptr<const Tables> tables;
    };
    constexpr std::size_t kKept = 8;
    thread_local std::vector<Kept> kept;
    for (auto it = kept.begin(); it != kept.end(); ++it)
        if (std::memcmp(&it->skew, &skew, sizeof skew) == 0 && it->order == order &&
            it->tableSize == tableSize) {
            std::rotate(kept.begin(), it, std::next(it)); // most recent first
            return kept.front().tables;
        }
    auto tables = std::make_shared<Tables>();
    const auto n = static_cast<Eigen::Index>(tableSize);
    // std::pow, as weight() beyond the table: one formula for every i keeps the weights monotone and
    // whole-GPU roundings equal to the brute-force ones at exact integers (exp(-s log 10) is not 10^-s).
    tables->weights.resize(n);
    for (Eigen::Index i = 0; i < n; ++i)
        tables->weights(i) = std::pow(static_cast<double>(i + 1), -skew);

    tables->cumulative.resize(n + 2, order);
    Eigen::ArrayXd powers = Eigen::ArrayXd::Ones(n);
    for (int k = 1; k <= order; ++k) {
        powers *= tables->weights;
        auto column = tables->cumulative.col(k - 1);
        tables->isSuffix[k - 1] = k * skew > 1.0;
        if (tables->isSuffix[k - 1]) {
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
    }
    if (kept.size() >= kKept)
        kept.pop_back();
    kept.insert(kept.begin(), Kept{skew, order, tableSize, tables});
    return tables;
}

double ZipfSums::weight(std::int64_t i) const
{
    return i <= m_tableSize ? m_tables->weights(i - 1) : std::pow(static_cast<double>(i), -m_skew);
}

void ZipfSums::powerSums(std::int64_t lo, std::int64_t hi, OrderSums &sums, int order) const
{
    sums.fill(0.0);
    const std::int64_t tableHi = std::min(hi, m_tableSize);
    if (lo <= tableHi) {
        for (int k = 0; k < order; ++k) {
            const auto column = m_tables->cumulative.col(k);
            sums[k] =
                m_tables->isSuffix[k] ? column(lo) - column(tableHi + 1) : column(tableHi) - column(lo - 1);
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
        // integral_a^b x^-sigma dx = (b^(1-sigma) - a^(1-sigma)) / (1 - sigma)
        //                         = a^(1-sigma) (exp((1-sigma) log(b/a)) - 1) / (1 - sigma),
        // the second form (an expm1) only where the two powers are within a factor 2 and would cancel.
        const double y = (1.0 - sigma) * logRatio;
        const double integral = std::abs(y) > std::log(2.0) ? (b * fb - a * fa) / (1.0 - sigma)
                                                            : a * fa * logRatio * expm1OverX(y);
        double sum = integral + 0.5 * (fa + fb);
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

double ZipfSums::headSum(std::int64_t lo, std::int64_t hi, double harmonicN) const
{
    // For b near K the head is the whole catalog, and the plots sum it at every K up to 1024. When the head's
    // shares are all close to 1/H (a small s), they are expanded around it instead: with d_i = 1 - i^-s and
    // r = 1/(H - 1),  1 - q_i = (1 - 1/H)(1 + r d_i),  so
    //   sum_i (1 - q_i)^b = (1 - 1/H)^b sum_j C(b,j) r^j sum_i d_i^j,
    // whose terms fall like x^j/j!, x = b r d_hi: a short series of positive terms when x <= 1. Only for long
    // heads: a short one costs less term by term than building the sums of d_i^j.
    const bool longHead = hi - lo >= kLongHead && harmonicN > 1.0;
    const double spread = longHead ? static_cast<double>(m_batch) * deficit(hi) / (harmonicN - 1.0) : 0.0;
    if (longHead && spread <= kSeriesLimit) {
        const Eigen::ArrayXXd &deficits = deficitSums();
        const double r = 1.0 / (harmonicN - 1.0);
        double coefficient = 1.0;
        double sum = static_cast<double>(hi - lo + 1);
        double bound = 1.0;
        for (int j = 1; j <= m_order && bound > kTruncation; ++j) {
            coefficient *= static_cast<double>(m_batch - j + 1) / j * r;
            sum += coefficient * (deficits(hi, j - 1) - deficits(lo - 1, j - 1));
            bound *= spread / (j + 1);
        }
        const double uniform = std::exp(static_cast<double>(m_batch) * std::log1p(-1.0 / harmonicN));
        return static_cast<double>(hi - lo + 1) - uniform * sum;
    }
    // In the head b*q > 1, so 1 - (1 - q)^b loses nothing to cancellation. The power by repeated squaring (at
    // most 20 multiplies) is as accurate as a log and an exp (both lose about b ulp to the rounding of 1 - q)
    // and four times faster. A plain loop: Eigen's fixed-size chunks are 1.6 times faster here, but 12 times
    // slower in the sanitizer build (-O1).
    const double inverseHarmonic = 1.0 / harmonicN;
    double sum = 0.0;
    for (std::int64_t i = lo; i <= hi; ++i) {
        double base = std::max(0.0, 1.0 - m_tables->weights(i - 1) * inverseHarmonic);
        double power = 1.0;
        for (std::int64_t e = m_batch;; base *= base) {
            if (e & 1)
                power *= base;
            if ((e >>= 1) == 0)
                break;
        }
        sum += 1.0 - power;
    }
    return sum;
}

double ZipfSums::deficit(std::int64_t i) const
{
    return -std::expm1(-m_skew * std::log(static_cast<double>(i))); // 1 - i^-s without cancellation
}

const Eigen::ArrayXXd &ZipfSums::deficitSums() const
{
    // Built on first use: only heads of nearly equal shares need it.
    if (m_deficitSums.size() == 0) {
        const auto n = static_cast<Eigen::Index>(m_tableSize);
        Eigen::ArrayXd deficits(n);
        for (Eigen::Index i = 0; i < n; ++i)
            deficits(i) = deficit(i + 1);
        Eigen::ArrayXd powers = Eigen::ArrayXd::Ones(n);
        m_deficitSums.resize(n + 1, m_order);
        for (int j = 0; j < m_order; ++j) {
            powers *= deficits;
            auto column = m_deficitSums.col(j);
            column(0) = 0.0;
            for (Eigen::Index i = 1; i <= n; ++i)
                column(i) = column(i - 1) + powers(i - 1);
        }
    }
    return m_deficitSums;
}

double ZipfSums::harmonic(std::int64_t n) const
{
    if (n <= 0)
        return 0.0;
    if (m_skew == 0.0)
        return static_cast<double>(n);
    if (n <= kDirectRange) // exact small catalogs: H(1) is 1, not a difference of two table entries
        return m_tables->weights.head(n).reverse().sum();
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

    // The head: adapters with b*q_i > kSeriesLimit, summed one by one. Their shares exceed 1/b, so there are
    // fewer than b of them, all inside the table (see the constructor).
    const std::int64_t headEnd = countAbove(kSeriesLimit * harmonicN / static_cast<double>(m_batch), hi);
    double head = 0.0;
    if (headEnd >= lo && headEnd <= m_tableSize) {
        head = headSum(lo, headEnd, harmonicN);
    } else {
        for (std::int64_t i = lo; i <= headEnd; ++i)
            head += distinctProbability(weight(i) / harmonicN, m_batch);
    }

    // The tail: sum_k (-1)^(k+1) C(b,k) H^-k sum_i i^(-k s).
    const std::int64_t tailLo = std::max(lo, headEnd + 1);
    if (tailLo > hi)
        return head;
    // Past the k-th, the terms are below x^k/(k+1)! of the first, x = b q at the tail's most popular adapter
    // (at most kSeriesLimit): as many terms as that bound needs at x = 1, fewer the lighter the tail (far
    // fewer beyond a pool boundary), as the plots sum a tail at thousands of K.
    const double x = static_cast<double>(m_batch) * weight(tailLo) / harmonicN;
    int order = 1;
    for (double bound = x / 2; order < m_order && bound > kTruncation; ++order)
        bound *= x / (order + 2);
    OrderSums sums;
    powerSums(tailLo, hi, sums, order);
    std::array<double, kMaxOrder> terms{};
    const double inverseHarmonic = 1.0 / harmonicN;
    double scale = 1.0;
    for (int k = 0; k < order; ++k) {
        scale *= inverseHarmonic; // a multiply: a chain of twelve divisions would dominate the call
        terms[k] = m_seriesCoefficient[k] * scale * sums[k];
    }
    double tail = 0.0;
    for (int k = order - 1; k >= 0; --k) // smallest terms first
        tail += terms[k];
    return head + tail;
}

double ZipfSums::ceilingSum(double scale, std::int64_t n, std::int64_t budget) const
{
    // A figure's rounding may spend thousands of weights, and the bridge's 2^n evaluations and the
    // sensitivity rows ask for the same few again and again (768 calls, 8 different, at the hardest
    // scenario): the last few, per thread, by their exact inputs. The plotted points' small budgets are
    // cheaper than a lookup.
    constexpr std::int64_t kKeptFromBudget = 1024;
    if (budget < kKeptFromBudget)
        return roundedSum(scale, n, budget);
    struct Kept
    {
        double skew, scale;
        std::int64_t tableSize, n, budget;
        double sum;
        bool matches(double s, std::int64_t t, double c, std::int64_t k, std::int64_t b) const
        {
            return std::memcmp(&skew, &s, sizeof s) == 0 && std::memcmp(&scale, &c, sizeof c) == 0 &&
                tableSize == t && n == k && budget == b;
        }
    };
    constexpr std::size_t kKept = 16;
    thread_local std::vector<Kept> kept;
    for (auto it = kept.begin(); it != kept.end(); ++it)
        if (it->matches(m_skew, m_tableSize, scale, n, budget)) {
            std::rotate(kept.begin(), it, std::next(it)); // most recent first
            return kept.front().sum;
        }
    const double sum = roundedSum(scale, n, budget);
    if (kept.size() >= kKept)
        kept.pop_back();
    kept.insert(kept.begin(), Kept{m_skew, scale, m_tableSize, n, budget, sum});
    return sum;
}

double ZipfSums::roundedSum(double scale, std::int64_t n, std::int64_t budget) const
{
    if (n <= 0)
        return 0.0;
    if (m_skew == 0.0)
        return static_cast<double>(n) * std::ceil(scale);
    // x_i = scale i^-s falls with i, by more than 1 per adapter up to about i = (s scale)^(1/(1+s)) (the
    // steep top), so those are rounded one by one. Beyond, runs of adapters share a whole value, and
    //   sum_i ceil(x_i) = sum_{c >= 0} #{i : x_i > c}
    // costs one count per value c instead.
    const double steepEnd = std::pow(m_skew * scale, 1.0 / (1.0 + m_skew));
    const std::int64_t steep =
        steepEnd >= static_cast<double>(n) ? n : static_cast<std::int64_t>(std::floor(steepEnd));
    // #{i : x_i > c} with the very comparison ceil() makes, so that both ways agree at whole values. `spent`
    // counts the weights evaluated: at a tiny s rounded weights repeat over long runs, and one count can take
    // dozens.
    std::int64_t spent = 0;
    const auto countOver = [&](double c) {
        if (!(c / scale < 1.0))
            return std::int64_t(0);
        bool sure = false;
        ++spent;
        const std::int64_t guess = guessAbove(c / scale, n, sure);
        const auto above = [&](std::int64_t i) {
            ++spent;
            return scale * weight(i) > c;
        };
        return sure ? guess : lastWhere(above, guess, n);
    };
    double sum = 0.0;
    std::int64_t top = n; // adapters 1..top are not counted yet
    if (steep < n) {
        const double lowest = std::ceil(scale * weight(n));
        const double highest = std::ceil(scale * weight(steep + 1));
        // Whole values from the lowest up, as far as the budget goes: adapters with x_i <= ceiling are
        // counted here. From 2^52 on every double is whole: nothing to round, and a step of 1 is not exact.
        std::vector<std::int64_t> counts;
        double ceiling = lowest;
        if (lowest < kWholeDoubles)
            for (; ceiling < highest && spent < budget; ceiling += 1.0)
                counts.push_back(countOver(ceiling));
        top = ceiling == highest ? steep : std::max(steep, countOver(ceiling));
        sum = static_cast<double>(n - top) * lowest;
        for (const std::int64_t count : counts)
            sum += static_cast<double>(std::max<std::int64_t>(0, count - top));
    }
    // The top adapters one by one, from the lightest up, as far as the budget goes.
    const std::int64_t first = std::max<std::int64_t>(0, top - std::max<std::int64_t>(0, budget - spent));
    const std::int64_t tableEnd = std::min(top, m_tableSize);
    if (first < tableEnd)
        sum += (scale * m_tables->weights.segment(first, tableEnd - first)).ceil().sum();
    for (std::int64_t i = std::max(first, tableEnd) + 1; i <= top; ++i)
        sum += std::ceil(scale * weight(i));
    // Beyond the budget the heaviest adapters count x_i + 1/2 each: off by at most 1/2 each, on values above
    // every whole value counted exactly.
    if (first > 0)
        sum += scale * harmonic(first) + 0.5 * static_cast<double>(first);
    return std::round(sum);
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
    // i^-s > t  <=>  i < t^(-1/s) gives a first guess. For tiny s the exponent 1/s magnifies the rounding of
    // pow, so the guess can be off by billions: lastWhere() corrects it in O(log error) steps on
    // weight(i) > t (monotone in i) rather than one step per adapter.
    bool sure = false;
    const std::int64_t guess = guessAbove(threshold, n, sure);
    return sure ? guess : lastWhere([&](std::int64_t i) { return weight(i) > threshold; }, guess, n);
}

std::int64_t ZipfSums::guessAbove(double threshold, std::int64_t n, bool &sure) const
{
    const double limit = std::pow(threshold, -1.0 / m_skew);
    // The rounding of the threshold, of pow and of the weights compared with it, amplified by 1/s, with a
    // margin of 8: a limit farther than that from a whole number gives the count without a weight to check.
    const double slack = limit * (1.0 / m_skew + 2.0) * 8.0 * std::numeric_limits<double>::epsilon();
    if (limit >= static_cast<double>(n)) {
        sure = limit - slack > static_cast<double>(n); // false when limit and slack are infinite (NaN)
        return n;
    }
    const double whole = std::floor(limit);
    sure = whole >= 1.0 && limit - whole > slack && whole + 1.0 - limit > slack;
    return std::max<std::int64_t>(1, static_cast<std::int64_t>(whole));
}

} // namespace lorafleet
