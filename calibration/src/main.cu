// SPDX-License-Identifier: GPL-3.0-or-later
// lorafleet-calibrate: measures, on the GPU it runs on, the constants of the scenario model
// (shared/MODEL.md): HBM bandwidth W_h, host-link bandwidth W_l, the per-adapter re-stream cost
// rho and the overlap eta. See README.md for what each measurement is and is not.
#include "checks.hpp"
#include "fit.hpp"
#include "gpu_info.hpp"
#include "kernels.cuh"

#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <ctime>
#include <functional>
#include <string>
#include <vector>

using namespace calib;

namespace {

constexpr double kModelRho = 0.268 / 54.0; // 0.004963
constexpr double kModelHbmTbps = 4.8;
constexpr double kModelLinkGbps = 128.0;
constexpr double kModelEta = 0.5;

struct Options
{
    std::string out; // JSON; empty = stdout
    std::string samples; // CSV of every timed sample; empty = none
    bool check = false;
    bool fit_selftest = false;
    bool fin_selftest = false;
    int hidden = 8192;
    int ffn = 30272; // with rank 32 this makes one adapter exactly rho = 0.268/54 of the weights
    int layers = 24;
    int reps = 60; // timed repetitions per step configuration
    int hbm_reps = 30; // per HBM / H2D configuration
    double hbm_gib = 4.0;
    double x_max = 3.2; // overlap sweep: transfer-to-step ratio up to about this
    uint64_t seed = 20261117;
};

void usage()
{
    std::printf("usage: lorafleet-calibrate [--check] [--out FILE] [--samples FILE.csv]\n"
                "                           [--hidden N] [--ffn N] [--layers N] [--reps N]\n"
                "                           [--hbm-gib G] [--x-max X] [--seed S] [--fit-selftest]\n"
                "                           [--fin-selftest]\n"
                "  --check         only run the correctness checks (kernels vs CPU reference)\n"
                "  --out FILE      write the calibration JSON there (default: stdout; the log and\n"
                "                  the table then go to stderr)\n"
                "  --samples FILE  write every timed sample as CSV\n"
                "  --fit-selftest  test the fitting code on synthetic data (needs no GPU)\n"
                "  --fin-selftest  run the finalizer kernel's code on the CPU against a reference\n"
                "                  (needs no GPU)\n");
}

FILE *g_log = stdout;

#define LOG(...)                                                                                             \
    do {                                                                                                     \
        std::fprintf(g_log, __VA_ARGS__);                                                                    \
        std::fflush(g_log);                                                                                  \
    } while (0)

// ---------------------------------------------------------------------------------------------
// Timing with CUDA events. Each configuration is enqueued between two events on stream s;
// configurations are interleaved round by round (alternating direction) so that slow drift of
// clocks or temperature affects them alike.
// ---------------------------------------------------------------------------------------------
std::vector<std::vector<double>> time_round_robin(cudaStream_t s, int warmup_rounds, int rounds,
                                                  const std::vector<std::function<void()>> &cfgs)
{
    const size_t n = cfgs.size();
    for (int w = 0; w < warmup_rounds; ++w)
        for (const auto &c : cfgs)
            c();
    CUDA_CHECK(cudaStreamSynchronize(s));
    std::vector<cudaEvent_t> ev(2 * n);
    for (auto &e : ev)
        CUDA_CHECK(cudaEventCreate(&e));
    std::vector<std::vector<double>> ms(n);
    for (int r = 0; r < rounds; ++r) {
        for (size_t k = 0; k < n; ++k) {
            const size_t i = (r % 2 == 0) ? k : n - 1 - k;
            CUDA_CHECK(cudaEventRecord(ev[2 * i], s));
            cfgs[i]();
            CUDA_CHECK(cudaEventRecord(ev[2 * i + 1], s));
        }
        CUDA_CHECK(cudaStreamSynchronize(s));
        for (size_t i = 0; i < n; ++i) {
            float t = 0;
            CUDA_CHECK(cudaEventElapsedTime(&t, ev[2 * i], ev[2 * i + 1]));
            ms[i].push_back(t);
        }
    }
    for (auto &e : ev)
        CUDA_CHECK(cudaEventDestroy(e));
    return ms;
}

struct Sample
{
    std::string experiment, config;
    int rep;
    double ms;
};
std::vector<Sample> g_samples;

void record_samples(const std::string &exp, const std::string &cfg, const std::vector<double> &ms)
{
    for (size_t i = 0; i < ms.size(); ++i)
        g_samples.push_back({exp, cfg, static_cast<int>(i), ms[i]});
}

cudaGraphExec_t capture(cudaStream_t s, const std::function<void()> &enqueue)
{
    cudaGraph_t g;
    cudaGraphExec_t e;
    CUDA_CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal));
    enqueue();
    CUDA_CHECK(cudaStreamEndCapture(s, &g));
    CUDA_CHECK(cudaGraphInstantiate(&e, g, 0));
    CUDA_CHECK(cudaGraphDestroy(g));
    return e;
}

std::string json_num(double v, int prec = 6)
{
    if (!std::isfinite(v))
        return "null";
    char b[64];
    std::snprintf(b, sizeof b, "%.*g", prec, v);
    return b;
}

std::string json_str(const std::string &s)
{
    std::string o = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') {
            o += '\\';
            o += c;
        } else if (c == '\n') {
            o += "\\n";
        } else if (static_cast<unsigned char>(c) < 0x20) {
            o += ' ';
        } else {
            o += c;
        }
    }
    return o + "\"";
}

std::string fmt(const char *f, ...) __attribute__((format(printf, 1, 2)));
std::string fmt(const char *f, ...)
{
    char b[1024];
    va_list ap;
    va_start(ap, f);
    std::vsnprintf(b, sizeof b, f, ap);
    va_end(ap);
    return b;
}

std::string utc_now()
{
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char b[32];
    std::strftime(b, sizeof b, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return b;
}

struct RestreamPoint
{
    int D;
    Summary t;
    double rel;
};
struct OverlapPoint
{
    int dout;
    Summary both, xfer;
    double x, x_meas, stall;
};

int run_measure(const Options &o)
{
    CUDA_CHECK(cudaSetDevice(0));
    const GpuInfo gi = query_gpu(0);
    LOG("lorafleet-calibrate on %s (sm_%d%d, %d SMs, %.1f GB, L2 %d MB), driver %s, runtime %s\n",
        gi.name.c_str(), gi.cc_major, gi.cc_minor, gi.sm_count, gi.memory_gb, gi.l2_bytes >> 20,
        gi.driver.c_str(), gi.cuda_runtime.c_str());
    cudaStream_t s0, s1;
    CUDA_CHECK(cudaStreamCreateWithFlags(&s0, cudaStreamNonBlocking));
    CUDA_CHECK(cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking));
    prepare_step_kernels();
    cudaEvent_t ev_fork, ev_join;
    CUDA_CHECK(cudaEventCreateWithFlags(&ev_fork, cudaEventDisableTiming));
    CUDA_CHECK(cudaEventCreateWithFlags(&ev_join, cudaEventDisableTiming));

    // ---------------------------------------------------------------- a. HBM bandwidth
    const size_t hbm_bytes = static_cast<size_t>(o.hbm_gib * 1073741824.0) & ~static_cast<size_t>(4095);
    const size_t n16 = hbm_bytes / 16;
    uint4 *hsrc = nullptr, *hdst = nullptr;
    unsigned *hx = nullptr;
    CUDA_CHECK(cudaMalloc(&hsrc, hbm_bytes));
    CUDA_CHECK(cudaMalloc(&hdst, hbm_bytes));
    CUDA_CHECK(cudaMalloc(&hx, sizeof(unsigned)));
    CUDA_CHECK(cudaMemset(hx, 0, sizeof(unsigned)));
    launch_fill_bf16(reinterpret_cast<bf16 *>(hsrc), hbm_bytes / 2, o.seed, 1.0f, s0);
    launch_fill_bf16(reinterpret_cast<bf16 *>(hdst), hbm_bytes / 2, o.seed + 1, 1.0f, s0);
    const int hgrid = hbm_default_grid();
    LOG("[a] HBM: %.2f GB buffers, grid %d x 256, %d repetitions each\n", hbm_bytes / 1e9, hgrid, o.hbm_reps);
    const auto hbm_ms = time_round_robin(
        s0, 3, o.hbm_reps,
        {[&] { launch_hbm_read(hsrc, n16, hx, hgrid, s0); },
         [&] { launch_hbm_write(hdst, n16, 12345u, hgrid, s0); },
         [&] { launch_hbm_copy(hsrc, hdst, n16, hgrid, s0); },
         [&] { CUDA_CHECK(cudaMemcpyAsync(hdst, hsrc, hbm_bytes, cudaMemcpyDeviceToDevice, s0)); }});
    const char *hbm_names[] = {"read", "write", "copy", "cudaMemcpyD2D"};
    const double hbm_factor[] = {1, 1, 2, 2};
    Summary hbm[4];
    double hbm_tbps[4];
    for (int i = 0; i < 4; ++i) {
        hbm[i] = summarize(hbm_ms[i]);
        hbm_tbps[i] = hbm_factor[i] * hbm_bytes / (hbm[i].median * 1e-3) / 1e12;
        record_samples("hbm", hbm_names[i], hbm_ms[i]);
        LOG("    %-14s %8.4f ms [p10 %.4f, p90 %.4f]  -> %.3f TB/s (bytes %s)\n", hbm_names[i], hbm[i].median,
            hbm[i].p10, hbm[i].p90, hbm_tbps[i], i >= 2 ? "read + written" : "moved");
    }
    CUDA_CHECK(cudaFree(hsrc));
    CUDA_CHECK(cudaFree(hdst));
    CUDA_CHECK(cudaFree(hx));

    // ---------------------------------------------------------------- step model and buffers
    const StepModel m = make_step_model(o.hidden, o.ffn, o.layers);
    const double Bp = m.base_bytes(), ap = m.adapter_bytes();
    const size_t ab = static_cast<size_t>(ap);
    LOG("step model: %d matrices (%dx%d and %dx%d, bf16), B' = %.3f GB; LoRA rank %d, a' = %.2f MB "
        "per adapter, a'/B' = %.6f (model rho %.6f)\n",
        m.layers, o.ffn, o.hidden, o.hidden, o.ffn, Bp / 1e9, kRank, ap / 1e6, ap / Bp, kModelRho);
    StepBuffers sb = alloc_step_buffers(m);
    for (int l = 0; l < m.layers; ++l)
        launch_fill_bf16(sb.weights + m.w_off[l], static_cast<size_t>(m.N[l]) * m.K[l], o.seed + 100 + l,
                         static_cast<float>(std::sqrt(3.0 / m.K[l])), s0);
    launch_fill_bf16(sb.adapters, m.adapter_elems * kMaxAdapters, o.seed + 7, 0.02f, s0);
    launch_fill_bf16(sb.x_in, static_cast<size_t>(kBatch) * m.hidden, o.seed + 8, 1.0f, s0);
    CUDA_CHECK(cudaStreamSynchronize(s0));
    const int mgrid = main_kernel_default_grid();

    // ---------------------------------------------------------------- b. host -> device
    const int kH2dCopies = 16;
    unsigned char *host = nullptr;
    CUDA_CHECK(cudaMallocHost(&host, ab * kH2dCopies));
    {
        uint64_t st = o.seed | 1;
        uint64_t *w = reinterpret_cast<uint64_t *>(host);
        for (size_t i = 0; i < ab * kH2dCopies / 8; ++i) {
            st ^= st << 13;
            st ^= st >> 7;
            st ^= st << 17;
            w[i] = st;
        }
    }
    int dev_slots = kH2dCopies;
    unsigned char *dslots = nullptr;
    CUDA_CHECK(cudaMalloc(&dslots, ab * dev_slots));
    LOG("[b] host->device from pinned memory: %d copies of a' = %.2f MB (%.3f GB), %d repetitions\n",
        kH2dCopies, ap / 1e6, ab * kH2dCopies / 1e9, o.hbm_reps);
    const auto h2d_ms = time_round_robin(
        s0, 2, o.hbm_reps,
        {[&] {
             for (int i = 0; i < kH2dCopies; ++i)
                 CUDA_CHECK(cudaMemcpyAsync(dslots + i * ab, host + i * ab, ab, cudaMemcpyHostToDevice, s0));
         },
         [&] {
             CUDA_CHECK(cudaEventRecord(ev_fork, s0));
             CUDA_CHECK(cudaStreamWaitEvent(s1, ev_fork, 0));
             for (int i = 0; i < kH2dCopies; ++i)
                 CUDA_CHECK(cudaMemcpyAsync(dslots + i * ab, host + i * ab, ab, cudaMemcpyHostToDevice,
                                            i % 2 ? s1 : s0));
             CUDA_CHECK(cudaEventRecord(ev_join, s1));
             CUDA_CHECK(cudaStreamWaitEvent(s0, ev_join, 0));
         },
         [&] { CUDA_CHECK(cudaMemcpyAsync(dslots, host, ab * kH2dCopies, cudaMemcpyHostToDevice, s0)); }});
    const char *h2d_names[] = {"one_stream", "two_streams", "one_stream_single_copy"};
    Summary h2d[3];
    double h2d_gbps[3];
    for (int i = 0; i < 3; ++i) {
        h2d[i] = summarize(h2d_ms[i]);
        h2d_gbps[i] = static_cast<double>(ab) * kH2dCopies / (h2d[i].median * 1e-3) / 1e9;
        record_samples("h2d", h2d_names[i], h2d_ms[i]);
        LOG("    %-24s %8.3f ms [p10 %.3f, p90 %.3f]  -> %.2f GB/s\n", h2d_names[i], h2d[i].median,
            h2d[i].p10, h2d[i].p90, h2d_gbps[i]);
    }
    const double Wl = h2d_gbps[0] * 1e9; // bytes/s: the figure for W_l

    // ---------------------------------------------------------------- c. re-stream
    const std::vector<int> Ds = {0, 1, 2, 4, 8, 16, 32};
    std::vector<cudaGraphExec_t> step_graphs;
    for (int D : Ds)
        step_graphs.push_back(capture(s0, [&] { enqueue_step(m, sb, D, mgrid, s0); }));
    LOG("[c] decode step: %d kernels per step (main + finalizer per matrix) as a CUDA graph, main grid %d; "
        "D = 0,1,2,4,8,16,32 interleaved, %d rounds\n",
        2 * m.layers, mgrid, o.reps);
    std::vector<std::function<void()>> step_cfgs;
    for (auto g : step_graphs)
        step_cfgs.push_back([g, s0] { CUDA_CHECK(cudaGraphLaunch(g, s0)); });
    const auto step_ms = time_round_robin(s0, 5, o.reps, step_cfgs);
    unsigned clk_sm = 0, clk_mem = 0;
    const bool have_clk = current_clocks_mhz(gi.pci_bus_id, clk_sm, clk_mem);
    std::vector<RestreamPoint> rs;
    for (size_t i = 0; i < Ds.size(); ++i) {
        rs.push_back({Ds[i], summarize(step_ms[i]), 0.0});
        record_samples("restream", fmt("D=%d", Ds[i]), step_ms[i]);
    }
    const double t0 = rs[0].t.median;
    std::vector<double> fx, fy, fx0, fy0;
    for (auto &p : rs) {
        p.rel = (p.t.median - t0) / t0;
        fx0.push_back(p.D);
        fy0.push_back(p.t.median);
        if (p.D >= 1) {
            fx.push_back(p.D);
            fy.push_back(p.t.median);
        }
        LOG("    D=%2d  %8.4f ms [p10 %.4f, p90 %.4f]  overhead %+.4f  (%+.5f per adapter)\n", p.D,
            p.t.median, p.t.p10, p.t.p90, p.rel, p.D > 0 ? p.rel / p.D : 0.0);
    }
    const LineFit lf = fit_line(fx, fy);
    const LineFit lf0 = fit_line(fx0, fy0);
    const double rho_meas = lf.slope / t0;
    const double rho_meas0 = lf0.slope / t0;
    const double lora_fixed = (lf.intercept - t0) / t0;
    const double step_tbps = Bp / (t0 * 1e-3) / 1e12;
    const double adapter_tbps = ap / (lf.slope * 1e-3) / 1e12;
    LOG("    fit over D=1..32: slope %.5f ms per adapter = %.6f of the base step (model rho %.6f); "
        "intercept offset %+.5f; fit incl. D=0: %.6f\n",
        lf.slope, rho_meas, kModelRho, lora_fixed, rho_meas0);
    LOG("    base step moves B' at %.3f TB/s (%.1f %% of the read kernel); each adapter's bytes at %.3f "
        "TB/s\n",
        step_tbps, 100 * step_tbps / hbm_tbps[0], adapter_tbps);
    {
        // Diagnostic only (log, not JSON): one layer on its own, whole (main kernel + finalizer),
        // and each kernel alone, so the finalizer's share of a layer is visible. Each
        // configuration is one or two plain stream launches between events (no graph).
        struct Cfg
        {
            int l, D;
            LayerParts parts;
            const char *name;
        };
        const std::vector<Cfg> lc = {
            {0, 0, LayerParts::Both, "layer"},        {0, 32, LayerParts::Both, "layer"},
            {1, 0, LayerParts::Both, "layer"},        {1, 32, LayerParts::Both, "layer"},
            {0, 0, LayerParts::MainOnly, "main"},     {1, 0, LayerParts::MainOnly, "main"},
            {0, 0, LayerParts::FinalizerOnly, "fin"}, {0, 1, LayerParts::FinalizerOnly, "fin"},
            {0, 4, LayerParts::FinalizerOnly, "fin"}, {0, 32, LayerParts::FinalizerOnly, "fin"},
            {1, 0, LayerParts::FinalizerOnly, "fin"}, {1, 1, LayerParts::FinalizerOnly, "fin"},
            {1, 4, LayerParts::FinalizerOnly, "fin"}, {1, 32, LayerParts::FinalizerOnly, "fin"}};
        std::vector<std::function<void()>> fns;
        for (const auto &c : lc)
            fns.push_back([&, c] { enqueue_layer(m, sb, c.l, c.D, mgrid, s0, c.parts); });
        const auto lms = time_round_robin(s0, 3, 30, fns);
        for (size_t i = 0; i < lc.size(); ++i) {
            const int l = lc[i].l, D = lc[i].D;
            const LayerParts p = lc[i].parts;
            const double wbytes = 2.0 * m.N[l] * m.K[l] + D * 64.0 * m.K[l]; // W and A
            const double fbytes = D * 64.0 * m.N[l]; // B
            const double bytes = p == LayerParts::Both ? wbytes + fbytes
                : p == LayerParts::MainOnly            ? wbytes
                                                       : fbytes;
            const Summary su = summarize(lms[i]);
            record_samples("layer", fmt("%s%d_%dx%d_D=%d", lc[i].name, l, m.N[l], m.K[l], D), lms[i]);
            const char *what = p == LayerParts::Both ? "one layer    "
                : p == LayerParts::MainOnly          ? "main kernel  "
                                                     : "finalizer    ";
            if (p == LayerParts::FinalizerOnly)
                LOG("    %s %5dx%-5d D=%2d: %8.2f us [p10 %.2f, p90 %.2f]\n", what, m.N[l], m.K[l], D,
                    su.median * 1e3, su.p10 * 1e3, su.p90 * 1e3);
            else
                LOG("    %s %5dx%-5d D=%2d: %8.2f us [p10 %.2f, p90 %.2f] -> %.3f TB/s of weights+adapters\n",
                    what, m.N[l], m.K[l], D, su.median * 1e3, su.p10 * 1e3, su.p90 * 1e3,
                    bytes / (su.median * 1e-3) / 1e12);
        }
        // the main-only runs left sums in the accumulators: start the overlap runs from zero
        zero_step_state(m, sb, s0);
        CUDA_CHECK(cudaStreamSynchronize(s0));
    }

    // ---------------------------------------------------------------- d. overlap
    const double x_per = ap / Wl / (t0 * 1e-3);
    int n_max = static_cast<int>(std::ceil(o.x_max / x_per));
    n_max = std::clamp(n_max, 1, 256);
    std::vector<int> douts;
    if (n_max <= 16) {
        for (int i = 0; i <= n_max; ++i)
            douts.push_back(i);
    } else {
        for (int i = 0; i <= 16; ++i) {
            const int d = static_cast<int>(std::lround(static_cast<double>(i) * n_max / 16.0));
            if (douts.empty() || d != douts.back())
                douts.push_back(d);
        }
    }
    if (n_max > dev_slots) {
        CUDA_CHECK(cudaFree(dslots));
        dev_slots = n_max;
        CUDA_CHECK(cudaMalloc(&dslots, ab * dev_slots));
    }
    auto enqueue_transfers = [&](int dout, cudaStream_t s) {
        for (int i = 0; i < dout; ++i)
            CUDA_CHECK(cudaMemcpyAsync(dslots + static_cast<size_t>(i) * ab,
                                       host + static_cast<size_t>(i % kH2dCopies) * ab, ab,
                                       cudaMemcpyHostToDevice, s));
    };
    std::vector<cudaGraphExec_t> both_graphs, xfer_graphs;
    for (int dout : douts) {
        both_graphs.push_back(capture(s0, [&] {
            if (dout > 0) {
                CUDA_CHECK(cudaEventRecord(ev_fork, s0));
                CUDA_CHECK(cudaStreamWaitEvent(s1, ev_fork, 0));
                enqueue_transfers(dout, s1);
                CUDA_CHECK(cudaEventRecord(ev_join, s1));
            }
            enqueue_step(m, sb, 0, mgrid, s0);
            if (dout > 0)
                CUDA_CHECK(cudaStreamWaitEvent(s0, ev_join, 0));
        }));
        if (dout > 0)
            xfer_graphs.push_back(capture(s0, [&] { enqueue_transfers(dout, s0); }));
    }
    const int ov_rounds = std::max(20, o.reps / 2);
    LOG("[d] overlap: base step (D=0) while D_out adapters of a' cross the link on a second stream; "
        "x per adapter %.3f, D_out up to %d; %d rounds\n",
        x_per, n_max, ov_rounds);
    std::vector<std::function<void()>> ov_cfgs;
    for (auto g : both_graphs)
        ov_cfgs.push_back([g, s0] { CUDA_CHECK(cudaGraphLaunch(g, s0)); });
    for (auto g : xfer_graphs)
        ov_cfgs.push_back([g, s0] { CUDA_CHECK(cudaGraphLaunch(g, s0)); });
    const auto ov_ms = time_round_robin(s0, 2, ov_rounds, ov_cfgs);
    std::vector<OverlapPoint> ov;
    const double t0o = summarize(ov_ms[0]).median;
    std::vector<double> ox, os, oxm;
    for (size_t i = 0, k = 0; i < douts.size(); ++i) {
        OverlapPoint p{};
        p.dout = douts[i];
        p.both = summarize(ov_ms[i]);
        record_samples("overlap_step_with_transfer", fmt("D_out=%d", p.dout), ov_ms[i]);
        if (p.dout > 0) {
            const auto &xm = ov_ms[douts.size() + k++];
            p.xfer = summarize(xm);
            record_samples("overlap_transfer_alone", fmt("D_out=%d", p.dout), xm);
        }
        p.x = p.dout * ap / Wl / (t0o * 1e-3);
        p.x_meas = p.xfer.median / t0o;
        p.stall = (p.both.median - t0o) / t0o;
        ox.push_back(p.x);
        os.push_back(p.stall);
        oxm.push_back(p.x_meas);
        ov.push_back(p);
        LOG("    D_out=%3d  x=%6.3f  transfer %8.3f ms  step+transfer %8.3f ms [p10 %.3f, p90 %.3f]  stall "
            "%+.4f\n",
            p.dout, p.x, p.xfer.median, p.both.median, p.both.p10, p.both.p90, p.stall);
    }
    const HingeFit h1 = fit_hinge(ox, os);
    const HingeFit h2 = fit_hinge_scaled(ox, os);
    const HingeFit h1m = fit_hinge(oxm, os);
    const double wl_eff = Wl / h2.scale;
    LOG("    hinge stall = max(0, x - eta), x from W_l = %.2f GB/s: eta = %.4f (rms %.4f)\n", Wl / 1e9,
        h1.eta, h1.rms);
    LOG("    hinge stall = max(0, D_out a'/(W_l_eff t0) - eta): eta = %.4f, W_l_eff = %.2f GB/s (rms %.4f)\n",
        h2.eta, wl_eff / 1e9, h2.rms);
    LOG("    hinge with x = measured transfer time / t0: eta = %.4f (rms %.4f)\n", h1m.eta, h1m.rms);

    // ---------------------------------------------------------------- sanity of the step output
    std::vector<uint16_t> outv(static_cast<size_t>(kBatch) * m.N[m.layers - 1]);
    CUDA_CHECK(cudaMemcpy(outv.data(), sb.xbuf[(m.layers - 1) & 1], outv.size() * 2, cudaMemcpyDeviceToHost));
    size_t nonfinite = 0;
    double rms = 0;
    for (uint16_t b : outv) {
        const double v = bf16_bits_to_float(b);
        if (!std::isfinite(v))
            ++nonfinite;
        else
            rms += v * v;
    }
    rms = std::sqrt(rms / static_cast<double>(outv.size()));
    LOG("    step output: %zu non-finite of %zu, rms %.3g\n", nonfinite, outv.size(), rms);

    for (auto g : step_graphs)
        CUDA_CHECK(cudaGraphExecDestroy(g));
    for (auto g : both_graphs)
        CUDA_CHECK(cudaGraphExecDestroy(g));
    for (auto g : xfer_graphs)
        CUDA_CHECK(cudaGraphExecDestroy(g));
    CUDA_CHECK(cudaFree(dslots));
    CUDA_CHECK(cudaFreeHost(host));
    free_step_buffers(sb);
    CUDA_CHECK(cudaEventDestroy(ev_fork));
    CUDA_CHECK(cudaEventDestroy(ev_join));
    CUDA_CHECK(cudaStreamDestroy(s0));
    CUDA_CHECK(cudaStreamDestroy(s1));

    // ---------------------------------------------------------------- JSON
    std::string notes;
    notes += fmt("W_h = hbm_read_tbps: a decode step reads the weights; read/write/copy kernels stream "
                 "%.2f GB buffers with 16-byte accesses (copy counts bytes read plus written; "
                 "cudaMemcpy device-to-device moved %.3f TB/s). ",
                 hbm_bytes / 1e9, hbm_tbps[3]);
    notes += fmt("W_l = h2d_one_stream_gbps: non-resident adapters are copied on one side stream "
                 "while the step runs, so the figure is one async stream of pinned (cudaMallocHost) "
                 "copies of a' bytes each (%d back to back); two streams gave %.2f GB/s, one "
                 "single %.2f GB copy %.2f GB/s. ",
                 kH2dCopies, h2d_gbps[1], ab * kH2dCopies / 1e9, h2d_gbps[2]);
    notes += fmt("Step: %d bf16 matrices alternately %dx%d and %dx%d (B' = %.3f GB), batch 32, "
                 "applied in sequence; per matrix one main kernel (tensor-core mma.sync m16n8k16, "
                 "fp32 accumulate, weights pre-packed in tile order, 16-byte loads, persistent "
                 "stream-K grid of %d blocks with fp32 atomics) that also streams each distinct "
                 "adapter's A (LoRA shrink, rank %d), then a finalizer that reads each distinct "
                 "adapter's B once (LoRA expand on CUDA cores) and writes bf16 activations; no "
                 "attention, norms or KV cache. Base step moves B' at %.3f TB/s. ",
                 m.layers, o.ffn, o.hidden, o.hidden, o.ffn, Bp / 1e9, mgrid, kRank, step_tbps);
    notes += fmt("Adapters are grouped per distinct adapter as in Punica/S-LoRA SGMV (each A and B "
                 "read once per step whatever the number of requests using it; request j uses "
                 "adapter j mod D); a'/B' = %.6f. restream_per_adapter = least-squares slope of "
                 "the median step time over D = 1..32 divided by the D = 0 median (%.6f with D = 0 "
                 "in the fit; intercept offset %+.5f of a step). ",
                 ap / Bp, rho_meas0, lora_fixed);
    notes += fmt("Overlap: the transfers are independent of the step (prefetch for a later step), so "
                 "this is the hardware's best case; stall uses the D_out = 0 median of the same "
                 "interleaved run (%.4f ms) as t0; x = D_out a'/(W_l t0) with the measured W_l; "
                 "overlap = eta fitted with W_l fixed (rms %.4f); the two-parameter fit gives eta "
                 "%.4f and effective_link_gbps (rms %.4f); with x = measured transfer time / t0, "
                 "eta %.4f. ",
                 t0o, h1.rms, h2.eta, h2.rms, h1m.eta);
    if (have_clk)
        notes +=
            fmt("Clocks read right after the step measurements: SM %u MHz, memory %u MHz. ", clk_sm, clk_mem);
    notes += fmt("Step output: %zu non-finite values. Medians of %d interleaved repetitions (HBM and "
                 "H2D %d, overlap %d); p10/p90 in the log; every sample in the samples CSV.",
                 nonfinite, o.reps, o.hbm_reps, ov_rounds);

    std::string j;
    j += "{\n";
    j += "  \"format\": \"lorafleet-calibration\", \"version\": 1,\n";
    j += "  \"date\": " + json_str(utc_now()) + ",\n";
    j += "  \"gpu\": {\"name\": " + json_str(gi.name) + ", \"driver\": " + json_str(gi.driver) +
        ", \"cuda_runtime\": " + json_str(gi.cuda_runtime) +
        ", \"sm_count\": " + std::to_string(gi.sm_count) + ", \"memory_gb\": " + json_num(gi.memory_gb, 5) +
        ", \"sm_clock_mhz\": " + json_num(gi.sm_clock_mhz) +
        ", \"memory_clock_mhz\": " + json_num(gi.memory_clock_mhz) + "},\n";
    j += "  \"measured\": {\n";
    j += "    \"hbm_bandwidth_tbps\": " + json_num(hbm_tbps[0], 5) + ",\n";
    j += "    \"hbm_read_tbps\": " + json_num(hbm_tbps[0], 5) +
        ", \"hbm_write_tbps\": " + json_num(hbm_tbps[1], 5) +
        ", \"hbm_copy_tbps\": " + json_num(hbm_tbps[2], 5) + ",\n";
    j += "    \"link_bandwidth_gbps\": " + json_num(h2d_gbps[0], 5) + ",\n";
    j += "    \"h2d_one_stream_gbps\": " + json_num(h2d_gbps[0], 5) +
        ", \"h2d_two_streams_gbps\": " + json_num(h2d_gbps[1], 5) + ",\n";
    j += "    \"restream_per_adapter\": " + json_num(rho_meas, 5) + ",\n";
    j += "    \"overlap\": " + json_num(h1.eta, 4) + ",\n";
    j += "    \"effective_link_gbps\": " + json_num(wl_eff / 1e9, 5) + "\n";
    j += "  },\n";
    j += "  \"model\": {\"rho\": 0.004963, \"hbm_bandwidth_tbps\": " + json_num(kModelHbmTbps) +
        ", \"link_bandwidth_gbps\": " + json_num(kModelLinkGbps) + ", \"overlap\": " + json_num(kModelEta) +
        "},\n";
    j += "  \"setup\": {\"base_bytes\": " + json_num(Bp, 12) + ", \"adapter_bytes\": " + json_num(ap, 12) +
        ", \"batch\": 32, \"hidden\": " + std::to_string(o.hidden) +
        ", \"lora_rank\": " + std::to_string(kRank) +
        ", \"dtype\": \"bf16\", \"repetitions\": " + std::to_string(o.reps) +
        ",\n    \"notes\": " + json_str(notes) + "},\n";
    j += "  \"points\": {\n";
    j += "    \"base_step_ms\": " + json_num(t0) + ",\n";
    j += "    \"restream\": [\n";
    for (size_t i = 0; i < rs.size(); ++i)
        j += "      {\"distinct_adapters\": " + std::to_string(rs[i].D) +
            ", \"step_ms\": " + json_num(rs[i].t.median) +
            ", \"relative_overhead\": " + json_num(rs[i].rel, 5) + "}" + (i + 1 < rs.size() ? ",\n" : "\n");
    j += "    ],\n";
    j += "    \"overlap\": [\n";
    for (size_t i = 0; i < ov.size(); ++i)
        j += "      {\"adapters_out\": " + std::to_string(ov[i].dout) +
            ", \"transfer_ms\": " + json_num(ov[i].xfer.median) +
            ", \"transfer_to_step\": " + json_num(ov[i].x, 5) +
            ", \"step_with_transfer_ms\": " + json_num(ov[i].both.median) +
            ", \"stall\": " + json_num(ov[i].stall, 5) + "}" + (i + 1 < ov.size() ? ",\n" : "\n");
    j += "    ]\n";
    j += "  }\n";
    j += "}\n";

    if (o.out.empty()) {
        std::fputs(j.c_str(), stdout);
    } else {
        FILE *fo = std::fopen(o.out.c_str(), "w");
        if (!fo) {
            std::fprintf(stderr, "cannot write %s\n", o.out.c_str());
            return 3;
        }
        std::fputs(j.c_str(), fo);
        std::fclose(fo);
        LOG("wrote %s\n", o.out.c_str());
    }
    if (!o.samples.empty()) {
        FILE *fs = std::fopen(o.samples.c_str(), "w");
        if (fs) {
            std::fprintf(fs, "experiment,config,rep,ms\n");
            for (const auto &s : g_samples)
                std::fprintf(fs, "%s,%s,%d,%.6f\n", s.experiment.c_str(), s.config.c_str(), s.rep, s.ms);
            std::fclose(fs);
            LOG("wrote %s (%zu samples)\n", o.samples.c_str(), g_samples.size());
        }
    }

    // ---------------------------------------------------------------- table
    LOG("\n=== lorafleet-calibrate summary: %s ===\n", gi.name.c_str());
    LOG("%-34s %12s %12s\n", "quantity", "measured", "model");
    LOG("%-34s %12.3f %12.3f\n", "W_h  HBM read (TB/s)", hbm_tbps[0], kModelHbmTbps);
    LOG("%-34s %12.3f %12s\n", "     HBM write (TB/s)", hbm_tbps[1], "");
    LOG("%-34s %12.3f %12s\n", "     HBM copy, r+w (TB/s)", hbm_tbps[2], "");
    LOG("%-34s %12.2f %12.1f\n", "W_l  H2D pinned, 1 stream (GB/s)", h2d_gbps[0], kModelLinkGbps);
    LOG("%-34s %12.2f %12s\n", "     H2D pinned, 2 streams (GB/s)", h2d_gbps[1], "");
    LOG("%-34s %12.6f %12.6f\n", "rho  re-stream per adapter", rho_meas, kModelRho);
    LOG("%-34s %12.4f %12.2f\n", "eta  overlap (W_l fixed)", h1.eta, kModelEta);
    LOG("%-34s %12.4f %12s\n", "     eta, 2-parameter fit", h2.eta, "");
    LOG("%-34s %12.2f %12s\n", "     effective link (GB/s)", wl_eff / 1e9, "");
    LOG("%-34s %12.4f %12s\n", "base step (ms)", t0, "");
    LOG("%-34s %12.3f %12s\n", "base step effective (TB/s)", step_tbps, "");
    LOG("restream:  D   step_ms    p10      p90     overhead\n");
    for (const auto &p : rs)
        LOG("          %2d  %8.4f %8.4f %8.4f  %+.5f\n", p.D, p.t.median, p.t.p10, p.t.p90, p.rel);
    LOG("overlap: D_out    x     xfer_ms  both_ms    stall   fit(eta)\n");
    for (const auto &p : ov)
        LOG("         %4d  %6.3f  %8.3f %8.3f  %+.4f  %+.4f\n", p.dout, p.x, p.xfer.median, p.both.median,
            p.stall, std::max(0.0, p.x - h1.eta));
    if (nonfinite > 0)
        LOG("WARNING: the step output has %zu non-finite values\n", nonfinite);
    return 0;
}

bool parse(int argc, char **argv, Options &o)
{
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto next = [&](const char *what) -> const char * {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "%s needs a value\n", what);
                std::exit(64);
            }
            return argv[++i];
        };
        if (a == "--check")
            o.check = true;
        else if (a == "--fit-selftest")
            o.fit_selftest = true;
        else if (a == "--fin-selftest")
            o.fin_selftest = true;
        else if (a == "--out")
            o.out = next("--out");
        else if (a == "--samples")
            o.samples = next("--samples");
        else if (a == "--hidden")
            o.hidden = std::atoi(next("--hidden"));
        else if (a == "--ffn")
            o.ffn = std::atoi(next("--ffn"));
        else if (a == "--layers")
            o.layers = std::atoi(next("--layers"));
        else if (a == "--reps")
            o.reps = std::max(3, std::atoi(next("--reps")));
        else if (a == "--hbm-gib")
            o.hbm_gib = std::atof(next("--hbm-gib"));
        else if (a == "--x-max")
            o.x_max = std::atof(next("--x-max"));
        else if (a == "--seed")
            o.seed = std::strtoull(next("--seed"), nullptr, 10);
        else if (a == "--help" || a == "-h") {
            usage();
            std::exit(0);
        } else {
            std::fprintf(stderr, "unknown argument %s\n", a.c_str());
            usage();
            return false;
        }
    }
    if (o.hbm_gib <= 0 || o.hbm_gib > 32 || o.x_max <= 0) {
        std::fprintf(stderr, "--hbm-gib must be in (0, 32], --x-max > 0\n");
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    Options o;
    if (!parse(argc, argv, o))
        return 64;
    if (o.fit_selftest)
        return fit_selftest() ? 0 : 1;
    if (o.fin_selftest)
        return finalizer_cpu_selftest(o.seed) ? 0 : 1;
    if (o.check)
        return run_checks(o.seed);
    if (o.out.empty())
        g_log = stderr; // JSON goes to stdout
    try {
        return run_measure(o);
    } catch (const std::exception &e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        return 64;
    }
}
