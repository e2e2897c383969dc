// SPDX-License-Identifier: GPL-3.0-or-later
// Statistics and model fits of lorafleet-calibrate (host only, no CUDA).
#pragma once

#include <vector>

namespace calib {

struct Summary {
    double median = 0, p10 = 0, p90 = 0, min = 0, max = 0, mean = 0;
    int n = 0;
};

// Percentiles by linear interpolation between order statistics.
Summary summarize(std::vector<double> samples);

struct LineFit {
    double slope = 0, intercept = 0;
};
// Ordinary least squares y = intercept + slope * x (needs two distinct x).
LineFit fit_line(const std::vector<double>& x, const std::vector<double>& y);

struct HingeFit {
    double eta = 0;   // hidden fraction of a step
    double scale = 1; // multiplies x: W_l / W_l_eff
    double rms = 0;   // root-mean-square residual
};
// stall = max(0, x - eta), least squares over eta in [0, max(x) + 1].
HingeFit fit_hinge(const std::vector<double>& x, const std::vector<double>& stall);
// stall = max(0, scale * x - eta), least squares over (scale, eta), scale in [0.2, 5].
HingeFit fit_hinge_scaled(const std::vector<double>& x, const std::vector<double>& stall);

// Self-test of the functions above on synthetic data; prints and returns true on success.
bool fit_selftest();

} // namespace calib
