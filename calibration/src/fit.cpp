// SPDX-License-Identifier: GPL-3.0-or-later
#include "fit.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <numeric>

namespace calib {

Summary summarize(std::vector<double> s)
{
    Summary r;
    r.n = static_cast<int>(s.size());
    if (s.empty())
        return r;
    std::sort(s.begin(), s.end());
    auto pct = [&](double q) {
        const double pos = q * static_cast<double>(s.size() - 1);
        const size_t lo = static_cast<size_t>(std::floor(pos));
        const size_t hi = std::min(lo + 1, s.size() - 1);
        const double f = pos - static_cast<double>(lo);
        return s[lo] * (1 - f) + s[hi] * f;
    };
    r.median = pct(0.5);
    r.p10 = pct(0.1);
    r.p90 = pct(0.9);
    r.min = s.front();
    r.max = s.back();
    r.mean = std::accumulate(s.begin(), s.end(), 0.0) / static_cast<double>(s.size());
    return r;
}

LineFit fit_line(const std::vector<double> &x, const std::vector<double> &y)
{
    const size_t n = std::min(x.size(), y.size());
    LineFit f;
    if (n < 2)
        return f;
    double mx = 0, my = 0;
    for (size_t i = 0; i < n; ++i) {
        mx += x[i];
        my += y[i];
    }
    mx /= static_cast<double>(n);
    my /= static_cast<double>(n);
    double sxx = 0, sxy = 0;
    for (size_t i = 0; i < n; ++i) {
        sxx += (x[i] - mx) * (x[i] - mx);
        sxy += (x[i] - mx) * (y[i] - my);
    }
    f.slope = sxx > 0 ? sxy / sxx : 0.0;
    f.intercept = my - f.slope * mx;
    return f;
}

namespace {

double sse(const std::vector<double> &x, const std::vector<double> &y, double scale, double eta)
{
    double s = 0;
    for (size_t i = 0; i < x.size() && i < y.size(); ++i) {
        const double r = y[i] - std::max(0.0, scale * x[i] - eta);
        s += r * r;
    }
    return s;
}

double max_of(const std::vector<double> &v)
{
    double m = 0;
    for (double e : v)
        m = std::max(m, e);
    return m;
}

} // namespace

HingeFit fit_hinge(const std::vector<double> &x, const std::vector<double> &y)
{
    HingeFit best;
    const double hi = max_of(x) + 1.0;
    double best_sse = std::numeric_limits<double>::infinity();
    // coarse grid, then a fine one around the best
    for (double eta = 0; eta <= hi; eta += 1e-3) {
        const double e = sse(x, y, 1.0, eta);
        if (e < best_sse) {
            best_sse = e;
            best.eta = eta;
        }
    }
    const double c = best.eta;
    for (double eta = std::max(0.0, c - 2e-3); eta <= c + 2e-3; eta += 1e-6) {
        const double e = sse(x, y, 1.0, eta);
        if (e < best_sse) {
            best_sse = e;
            best.eta = eta;
        }
    }
    best.scale = 1.0;
    best.rms = x.empty() ? 0.0 : std::sqrt(best_sse / static_cast<double>(x.size()));
    return best;
}

HingeFit fit_hinge_scaled(const std::vector<double> &x, const std::vector<double> &y)
{
    HingeFit best;
    double best_sse = std::numeric_limits<double>::infinity();
    const double eta_hi = 5.0 * max_of(x) + 1.0;
    const double deta = std::max(1e-3, eta_hi / 4000.0);
    for (double s = 0.2; s <= 5.0; s += 2.5e-3)
        for (double eta = 0; eta <= eta_hi; eta += deta) {
            const double e = sse(x, y, s, eta);
            if (e < best_sse) {
                best_sse = e;
                best.scale = s;
                best.eta = eta;
            }
        }
    const double s0 = best.scale, e0 = best.eta;
    for (double s = std::max(0.2, s0 - 5e-3); s <= s0 + 5e-3; s += 5e-5)
        for (double eta = std::max(0.0, e0 - 2 * deta); eta <= e0 + 2 * deta; eta += deta / 100) {
            const double e = sse(x, y, s, eta);
            if (e < best_sse) {
                best_sse = e;
                best.scale = s;
                best.eta = eta;
            }
        }
    best.rms = x.empty() ? 0.0 : std::sqrt(best_sse / static_cast<double>(x.size()));
    return best;
}

bool fit_selftest()
{
    bool ok = true;
    auto expect = [&](const char *what, double got, double want, double tol) {
        const bool pass = std::fabs(got - want) <= tol;
        std::printf("  fit self-test %-34s got %10.6f want %10.6f  %s\n", what, got, want,
                    pass ? "ok" : "FAIL");
        ok = ok && pass;
    };
    const Summary s = summarize({5, 1, 4, 2, 3});
    expect("median", s.median, 3.0, 1e-12);
    expect("p10", s.p10, 1.4, 1e-12);
    expect("p90", s.p90, 4.6, 1e-12);

    std::vector<double> xs, ys;
    for (int d = 1; d <= 32; d *= 2) {
        xs.push_back(d);
        ys.push_back(2.5 + 0.0125 * d);
    }
    const LineFit lf = fit_line(xs, ys);
    expect("line slope", lf.slope, 0.0125, 1e-12);
    expect("line intercept", lf.intercept, 2.5, 1e-12);

    // hinge with a small deterministic wobble
    std::vector<double> hx, hy, hy2;
    for (int i = 0; i <= 12; ++i) {
        const double x = 0.3 * i;
        const double wob = 0.004 * std::sin(1.7 * i);
        hx.push_back(x);
        hy.push_back(std::max(0.0, x - 0.72) + wob);
        hy2.push_back(std::max(0.0, 1.25 * x - 0.6) + wob);
    }
    expect("hinge eta", fit_hinge(hx, hy).eta, 0.72, 0.01);
    const HingeFit h2 = fit_hinge_scaled(hx, hy2);
    expect("scaled hinge eta", h2.eta, 0.6, 0.02);
    expect("scaled hinge scale", h2.scale, 1.25, 0.02);
    return ok;
}

} // namespace calib
