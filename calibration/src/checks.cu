// SPDX-License-Identifier: GPL-3.0-or-later
// --check: every kernel against a CPU reference, on small sizes with random data.
#include "checks.hpp"
#include "fit.hpp"
#include "kernels.cuh"

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

namespace calib {

namespace {

struct Result
{
    int passed = 0, failed = 0;
    void add(bool ok, const char *what, const char *detail)
    {
        std::printf("  %-58s %s  %s\n", what, ok ? "ok  " : "FAIL", detail);
        (ok ? passed : failed) += 1;
    }
};

std::vector<uint16_t> random_bf16(std::mt19937_64 &rng, size_t n, double scale)
{
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    std::vector<uint16_t> v(n);
    for (auto &e : v)
        e = bf16_round_bits(u(rng) * scale);
    return v;
}

double f(uint16_t b)
{
    return static_cast<double>(bf16_bits_to_float(b));
}

// ------------------------------------------------------------------------------------------
void check_hbm(Result &res, std::mt19937_64 &rng)
{
    const size_t n16 = 1000003; // not a multiple of the grid: exercises the tails
    std::vector<uint4> h(n16);
    for (auto &e : h) {
        const uint64_t a = rng(), b = rng();
        e = make_uint4(static_cast<unsigned>(a), static_cast<unsigned>(a >> 32), static_cast<unsigned>(b),
                       static_cast<unsigned>(b >> 32));
    }
    uint4 *d_src = nullptr, *d_dst = nullptr;
    unsigned *d_x = nullptr;
    CUDA_CHECK(cudaMalloc(&d_src, n16 * sizeof(uint4)));
    CUDA_CHECK(cudaMalloc(&d_dst, n16 * sizeof(uint4)));
    CUDA_CHECK(cudaMalloc(&d_x, sizeof(unsigned)));
    CUDA_CHECK(cudaMemcpy(d_src, h.data(), n16 * sizeof(uint4), cudaMemcpyHostToDevice));
    char detail[160];
    for (int grid : {1, 7, hbm_default_grid()}) {
        CUDA_CHECK(cudaMemset(d_x, 0, sizeof(unsigned)));
        launch_hbm_read(d_src, n16, d_x, grid, nullptr);
        unsigned got = 0, want = 0;
        CUDA_CHECK(cudaMemcpy(&got, d_x, sizeof got, cudaMemcpyDeviceToHost));
        for (const auto &e : h)
            want ^= e.x ^ e.y ^ e.z ^ e.w;
        std::snprintf(detail, sizeof detail, "grid %d: xor %08x vs %08x", grid, got, want);
        res.add(got == want && want != 0, "HBM read kernel (xor of all words)", detail);

        CUDA_CHECK(cudaMemset(d_dst, 0xff, n16 * sizeof(uint4)));
        const unsigned seed = static_cast<unsigned>(rng());
        launch_hbm_write(d_dst, n16, seed, grid, nullptr);
        std::vector<uint4> back(n16);
        CUDA_CHECK(cudaMemcpy(back.data(), d_dst, n16 * sizeof(uint4), cudaMemcpyDeviceToHost));
        size_t bad = 0;
        for (size_t i = 0; i < n16; ++i) {
            const uint4 w = hbm_write_pattern(i, seed);
            bad += (back[i].x != w.x || back[i].y != w.y || back[i].z != w.z || back[i].w != w.w);
        }
        std::snprintf(detail, sizeof detail, "grid %d: %zu of %zu wrong", grid, bad, n16);
        res.add(bad == 0, "HBM write kernel (pattern)", detail);

        CUDA_CHECK(cudaMemset(d_dst, 0xff, n16 * sizeof(uint4)));
        launch_hbm_copy(d_src, d_dst, n16, grid, nullptr);
        CUDA_CHECK(cudaMemcpy(back.data(), d_dst, n16 * sizeof(uint4), cudaMemcpyDeviceToHost));
        bad = 0;
        for (size_t i = 0; i < n16; ++i)
            bad += (back[i].x != h[i].x || back[i].y != h[i].y || back[i].z != h[i].z || back[i].w != h[i].w);
        std::snprintf(detail, sizeof detail, "grid %d: %zu of %zu wrong", grid, bad, n16);
        res.add(bad == 0, "HBM copy kernel", detail);
    }
    CUDA_CHECK(cudaDeviceSynchronize());
    CUDA_CHECK(cudaFree(d_src));
    CUDA_CHECK(cudaFree(d_dst));
    CUDA_CHECK(cudaFree(d_x));
}

// ------------------------------------------------------------------------------------------
void check_h2d(Result &res, std::mt19937_64 &rng)
{
    const size_t bytes = (3u << 20) + 4096 + 48;
    unsigned char *host = nullptr;
    CUDA_CHECK(cudaMallocHost(&host, bytes));
    for (size_t i = 0; i < bytes; ++i)
        host[i] = static_cast<unsigned char>(rng());
    unsigned char *dev = nullptr;
    CUDA_CHECK(cudaMalloc(&dev, bytes));
    CUDA_CHECK(cudaMemset(dev, 0, bytes));
    cudaStream_t s1, s2;
    CUDA_CHECK(cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking));
    CUDA_CHECK(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
    const size_t half = bytes / 2;
    CUDA_CHECK(cudaMemcpyAsync(dev, host, half, cudaMemcpyHostToDevice, s1));
    CUDA_CHECK(cudaMemcpyAsync(dev + half, host + half, bytes - half, cudaMemcpyHostToDevice, s2));
    CUDA_CHECK(cudaStreamSynchronize(s1));
    CUDA_CHECK(cudaStreamSynchronize(s2));
    std::vector<unsigned char> back(bytes);
    CUDA_CHECK(cudaMemcpy(back.data(), dev, bytes, cudaMemcpyDeviceToHost));
    size_t bad = 0;
    for (size_t i = 0; i < bytes; ++i)
        bad += back[i] != host[i];
    char detail[120];
    std::snprintf(detail, sizeof detail, "%zu bytes on two streams, %zu wrong", bytes, bad);
    res.add(bad == 0, "pinned host->device copies", detail);
    CUDA_CHECK(cudaStreamDestroy(s1));
    CUDA_CHECK(cudaStreamDestroy(s2));
    CUDA_CHECK(cudaFree(dev));
    CUDA_CHECK(cudaFreeHost(host));
}

// ------------------------------------------------------------------------------------------
// Host copy of a small decode-step model in plain row-major form.
struct HostStep
{
    StepModel m;
    std::vector<std::vector<uint16_t>> W; // [layer] N x K row-major
    std::vector<std::vector<std::vector<uint16_t>>> A, B; // [adapter][layer]: 32 x K, N x 32
    std::vector<uint16_t> x_in; // 32 x hidden
};

HostStep make_host_step(std::mt19937_64 &rng, int hidden, int ffn, int layers)
{
    HostStep h;
    h.m = make_step_model(hidden, ffn, layers);
    for (int l = 0; l < layers; ++l)
        h.W.push_back(random_bf16(rng, static_cast<size_t>(h.m.N[l]) * h.m.K[l], std::sqrt(3.0 / h.m.K[l])));
    h.A.resize(kMaxAdapters);
    h.B.resize(kMaxAdapters);
    for (int d = 0; d < kMaxAdapters; ++d)
        for (int l = 0; l < layers; ++l) {
            h.A[d].push_back(
                random_bf16(rng, static_cast<size_t>(kRank) * h.m.K[l], std::sqrt(3.0 / h.m.K[l])));
            // scaled so that the low-rank term is as large as the base term: a dropped or
            // misrouted adapter cannot hide in the tolerance
            h.B[d].push_back(random_bf16(rng, static_cast<size_t>(h.m.N[l]) * kRank, std::sqrt(3.0 / kRank)));
        }
    h.x_in = random_bf16(rng, static_cast<size_t>(kBatch) * hidden, 1.0);
    return h;
}

void upload(const HostStep &h, const StepBuffers &b)
{
    const StepModel &m = h.m;
    std::vector<uint16_t> w(m.weight_elems);
    for (int l = 0; l < m.layers; ++l)
        for (int r = 0; r < m.N[l]; ++r)
            for (int k = 0; k < m.K[l]; ++k)
                w[m.w_off[l] + tile_index(m.K[l], r, k)] = h.W[l][static_cast<size_t>(r) * m.K[l] + k];
    CUDA_CHECK(cudaMemcpy(b.weights, w.data(), w.size() * 2, cudaMemcpyHostToDevice));
    std::vector<uint16_t> ad(m.adapter_elems * kMaxAdapters);
    for (int d = 0; d < kMaxAdapters; ++d) {
        uint16_t *base = ad.data() + static_cast<size_t>(d) * m.adapter_elems;
        for (int l = 0; l < m.layers; ++l) {
            for (int r = 0; r < kRank; ++r)
                for (int k = 0; k < m.K[l]; ++k)
                    base[m.a_off[l] + tile_index(m.K[l], r, k)] =
                        h.A[d][l][static_cast<size_t>(r) * m.K[l] + k];
            std::copy(h.B[d][l].begin(), h.B[d][l].end(), base + m.b_off[l]);
        }
    }
    CUDA_CHECK(cudaMemcpy(b.adapters, ad.data(), ad.size() * 2, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(b.x_in, h.x_in.data(), h.x_in.size() * 2, cudaMemcpyHostToDevice));
}

// Reference of one layer in double: x is [32][K]; returns [32][N] unrounded.
std::vector<double> ref_layer(const HostStep &h, int l, int D, const std::vector<uint16_t> &x,
                              bool with_lora = true)
{
    const int K = h.m.K[l], N = h.m.N[l];
    std::vector<double> y(static_cast<size_t>(kBatch) * N, 0.0);
    for (int j = 0; j < kBatch; ++j) {
        const uint16_t *xj = x.data() + static_cast<size_t>(j) * K;
        std::vector<double> v(kRank, 0.0);
        const int d = D > 0 ? j % D : -1;
        if (d >= 0 && with_lora)
            for (int r = 0; r < kRank; ++r) {
                double s = 0;
                const uint16_t *ar = h.A[d][l].data() + static_cast<size_t>(r) * K;
                for (int k = 0; k < K; ++k)
                    s += f(ar[k]) * f(xj[k]);
                v[r] = s;
            }
        for (int n = 0; n < N; ++n) {
            double s = 0;
            const uint16_t *wn = h.W[l].data() + static_cast<size_t>(n) * K;
            for (int k = 0; k < K; ++k)
                s += f(wn[k]) * f(xj[k]);
            if (d >= 0 && with_lora) {
                const uint16_t *bn = h.B[d][l].data() + static_cast<size_t>(n) * kRank;
                for (int r = 0; r < kRank; ++r)
                    s += v[r] * f(bn[r]);
            }
            y[static_cast<size_t>(j) * N + n] = s;
        }
    }
    return y;
}

struct Errors
{
    double rel_vs_exact = 0, rel_vs_rounded = 0;
    size_t nonfinite = 0;
};

Errors compare(const std::vector<uint16_t> &got, const std::vector<double> &ref)
{
    double num = 0, num_r = 0, den = 0;
    Errors e;
    for (size_t i = 0; i < ref.size(); ++i) {
        const double g = f(got[i]);
        if (!std::isfinite(g)) {
            ++e.nonfinite;
            continue;
        }
        num += (g - ref[i]) * (g - ref[i]);
        const double rr = f(bf16_round_bits(ref[i]));
        num_r += (g - rr) * (g - rr);
        den += ref[i] * ref[i];
    }
    e.rel_vs_exact = std::sqrt(num / den);
    e.rel_vs_rounded = std::sqrt(num_r / den);
    return e;
}

double rel_diff(const std::vector<double> &a, const std::vector<double> &b)
{
    double num = 0, den = 0;
    for (size_t i = 0; i < a.size(); ++i) {
        num += (a[i] - b[i]) * (a[i] - b[i]);
        den += b[i] * b[i];
    }
    return std::sqrt(num / den);
}

void check_layers(Result &res, std::mt19937_64 &rng)
{
    const HostStep h = make_host_step(rng, 256, 448, 2);
    const StepModel &m = h.m;
    StepBuffers b = alloc_step_buffers(m);
    upload(h, b);
    const int full_grid = main_kernel_default_grid();
    char detail[200];
    for (int l = 0; l < m.layers; ++l) {
        const int K = m.K[l], N = m.N[l];
        // fresh random input for this layer
        const std::vector<uint16_t> x =
            l == 0 ? h.x_in : random_bf16(rng, static_cast<size_t>(kBatch) * K, 1.0);
        bf16 *xdst = l == 0 ? b.x_in : b.xbuf[(l - 1) & 1];
        CUDA_CHECK(cudaMemcpy(xdst, x.data(), x.size() * 2, cudaMemcpyHostToDevice));
        // D = 0, 1, 3, 7, 12, 32: every finalizer instance (kS = 32, 32, 16, 8, 4, 2)
        for (int D : {0, 1, 3, 7, 12, 32}) {
            const std::vector<double> ref = ref_layer(h, l, D, x);
            const double lora_share = D > 0 ? rel_diff(ref_layer(h, l, D, x, false), ref) : 0.0;
            for (int grid : {1, 3, 17, full_grid}) {
                zero_step_state(m, b, nullptr);
                CUDA_CHECK(cudaMemset(b.xbuf[l & 1], 0xff, static_cast<size_t>(kBatch) * m.max_dim() * 2));
                enqueue_layer(m, b, l, D, grid, nullptr);
                CUDA_CHECK(cudaDeviceSynchronize());
                std::vector<uint16_t> got(static_cast<size_t>(kBatch) * N);
                CUDA_CHECK(cudaMemcpy(got.data(), b.xbuf[l & 1], got.size() * 2, cudaMemcpyDeviceToHost));
                const Errors e = compare(got, ref);
                // consumed state must be zero again
                std::vector<float> yacc(static_cast<size_t>(m.max_dim()) * kBatch);
                CUDA_CHECK(cudaMemcpy(yacc.data(), b.yacc, yacc.size() * 4, cudaMemcpyDeviceToHost));
                std::vector<float> vnext(static_cast<size_t>(kMaxAdapters) * kRank * kBatch);
                CUDA_CHECK(cudaMemcpy(vnext.data(),
                                      b.vbuf + static_cast<size_t>((l + 1) % m.layers) * vnext.size(),
                                      vnext.size() * 4, cudaMemcpyDeviceToHost));
                const bool zeroed = std::all_of(yacc.begin(), yacc.end(), [](float v) { return v == 0.f; }) &&
                    std::all_of(vnext.begin(), vnext.end(), [](float v) { return v == 0.f; });
                const bool ok =
                    e.nonfinite == 0 && e.rel_vs_exact < 8e-3 && e.rel_vs_rounded < 2e-3 && zeroed;
                std::snprintf(detail, sizeof detail,
                              "rel err %.2e (vs bf16-rounded ref %.2e), unwritten %zu, state %s, "
                              "LoRA share %.2f",
                              e.rel_vs_exact, e.rel_vs_rounded, e.nonfinite, zeroed ? "zeroed" : "NOT ZEROED",
                              lora_share);
                char what[96];
                std::snprintf(what, sizeof what, "layer %d (%dx%d) D=%d grid=%d", l, N, K, D, grid);
                res.add(ok, what, detail);
            }
        }
    }
    free_step_buffers(b);
}

// A whole step (4 layers) as a CUDA graph, replayed twice, against a CPU chain.
void check_step_graph(Result &res, std::mt19937_64 &rng)
{
    const HostStep h = make_host_step(rng, 192, 320, 4);
    const StepModel &m = h.m;
    StepBuffers b = alloc_step_buffers(m);
    upload(h, b);
    cudaStream_t s;
    CUDA_CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    char detail[200];
    for (int D : {0, 5, 32, 2}) {
        std::vector<uint16_t> x = h.x_in;
        for (int l = 0; l < m.layers; ++l) {
            const std::vector<double> y = ref_layer(h, l, D, x);
            x.resize(y.size());
            for (size_t i = 0; i < y.size(); ++i)
                x[i] = bf16_round_bits(y[i]);
        }
        std::vector<double> ref(x.size());
        for (size_t i = 0; i < x.size(); ++i)
            ref[i] = f(x[i]);

        cudaGraph_t graph;
        cudaGraphExec_t exec;
        CUDA_CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal));
        enqueue_step(m, b, D, main_kernel_default_grid(), s);
        CUDA_CHECK(cudaStreamEndCapture(s, &graph));
        CUDA_CHECK(cudaGraphInstantiate(&exec, graph, 0));
        for (int rep = 0; rep < 2; ++rep) {
            CUDA_CHECK(cudaMemsetAsync(b.xbuf[(m.layers - 1) & 1], 0xff,
                                       static_cast<size_t>(kBatch) * m.max_dim() * 2, s));
            CUDA_CHECK(cudaGraphLaunch(exec, s));
            CUDA_CHECK(cudaStreamSynchronize(s));
            std::vector<uint16_t> got(x.size());
            CUDA_CHECK(
                cudaMemcpy(got.data(), b.xbuf[(m.layers - 1) & 1], got.size() * 2, cudaMemcpyDeviceToHost));
            const Errors e = compare(got, ref);
            const bool ok = e.nonfinite == 0 && e.rel_vs_exact < 1e-2;
            std::snprintf(detail, sizeof detail, "rel err %.2e vs CPU chain, unwritten %zu", e.rel_vs_exact,
                          e.nonfinite);
            char what[96];
            std::snprintf(what, sizeof what, "step graph, %d layers, D=%d, replay %d", m.layers, D, rep + 1);
            res.add(ok, what, detail);
        }
        CUDA_CHECK(cudaGraphExecDestroy(exec));
        CUDA_CHECK(cudaGraphDestroy(graph));
    }
    CUDA_CHECK(cudaStreamDestroy(s));
    free_step_buffers(b);
}

} // namespace

// The finalizer's own code (both stages) run on the CPU for every D = 0..32 and both matrix
// shapes, against a double-precision reference. Inputs random (never zero), the output poisoned
// with NaN, the next layer's V and the block's shared memory too.
bool finalizer_cpu_selftest(uint64_t seed)
{
    std::mt19937_64 rng(seed ^ 0x5eedf1a1u);
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    const StepModel m = make_step_model(256, 448, 2);
    const size_t vstride = static_cast<size_t>(kMaxAdapters) * kBatch * kRank;
    std::vector<float> yacc(static_cast<size_t>(m.max_dim()) * kBatch);
    std::vector<float> vbuf(static_cast<size_t>(m.layers) * vstride);
    std::vector<uint16_t> adapters(m.adapter_elems * kMaxAdapters);
    std::vector<uint16_t> xbuf[2];
    for (auto &x : xbuf)
        x.resize(static_cast<size_t>(kBatch) * m.max_dim());
    for (auto &e : adapters)
        e = bf16_round_bits(u(rng));
    StepBuffers hb;
    hb.yacc = yacc.data();
    hb.vbuf = vbuf.data();
    hb.adapters = reinterpret_cast<bf16 *>(adapters.data());
    for (int i = 0; i < 2; ++i)
        hb.xbuf[i] = reinterpret_cast<bf16 *>(xbuf[i].data());

    int failed = 0, total = 0;
    double worst_exact = 0, worst_rounded = 0;
    for (int l = 0; l < m.layers; ++l) {
        const int N = m.N[l];
        for (int D = 0; D <= kMaxAdapters; ++D) {
            std::vector<float> y0(static_cast<size_t>(kBatch) * N);
            for (auto &e : y0)
                e = static_cast<float>(u(rng));
            std::fill(yacc.begin(), yacc.end(), 0.0f);
            std::copy(y0.begin(), y0.end(), yacc.begin());
            for (auto &e : vbuf)
                e = static_cast<float>(0.3 * u(rng)); // this layer's V and V_next
            const float *V = vbuf.data() + static_cast<size_t>(l) * vstride;
            const std::vector<float> Vcopy(V, V + vstride);
            std::fill(xbuf[l & 1].begin(), xbuf[l & 1].end(), uint16_t{0xffff}); // NaN
            finalize_layer_on_cpu(m, hb, l, D);

            std::vector<double> ref(y0.size());
            double lora2 = 0;
            for (int j = 0; j < kBatch; ++j)
                for (int n = 0; n < N; ++n) {
                    double s = 0;
                    if (D > 0) {
                        const int d = j % D;
                        const uint16_t *bn = adapters.data() + static_cast<size_t>(d) * m.adapter_elems +
                            m.b_off[l] + static_cast<size_t>(n) * kRank;
                        const float *vj = Vcopy.data() + (static_cast<size_t>(d) * kBatch + j) * kRank;
                        for (int r = 0; r < kRank; ++r)
                            s += static_cast<double>(vj[r]) * f(bn[r]);
                    }
                    lora2 += s * s;
                    ref[static_cast<size_t>(j) * N + n] = y0[static_cast<size_t>(j) * N + n] + s;
                }
            const std::vector<uint16_t> got(xbuf[l & 1].begin(), xbuf[l & 1].begin() + ref.size());
            const Errors e = compare(got, ref);
            const bool y_zero = std::all_of(yacc.begin(), yacc.end(), [](float v) { return v == 0.f; });
            const float *Vn = vbuf.data() + static_cast<size_t>((l + 1) % m.layers) * vstride;
            const bool vn_zero = std::all_of(Vn, Vn + vstride, [](float v) { return v == 0.f; });
            const bool v_kept = std::equal(Vcopy.begin(), Vcopy.end(), V);
            const bool ok = e.nonfinite == 0 && e.rel_vs_exact < 8e-3 && e.rel_vs_rounded < 2e-3 && y_zero &&
                vn_zero && v_kept && (D == 0 || lora2 > 0);
            worst_exact = std::max(worst_exact, e.rel_vs_exact);
            worst_rounded = std::max(worst_rounded, e.rel_vs_rounded);
            ++total;
            if (!ok) {
                ++failed;
                std::printf("  finalizer on CPU, layer %d (N=%d) D=%2d: FAIL rel err %.2e (rounded %.2e), "
                            "unwritten %zu, Yacc %s, V_next %s, V %s\n",
                            l, N, D, e.rel_vs_exact, e.rel_vs_rounded, e.nonfinite,
                            y_zero ? "zeroed" : "NOT ZEROED", vn_zero ? "zeroed" : "NOT ZEROED",
                            v_kept ? "kept" : "CHANGED");
            }
        }
    }
    std::printf("finalizer on CPU (kernel code, thread by thread): %d of %d cases ok, D = 0..%d, "
                "N = %d and %d; worst rel err %.2e, vs bf16-rounded ref %.2e\n",
                total - failed, total, kMaxAdapters, m.N[0], m.N[1], worst_exact, worst_rounded);
    return failed == 0;
}

int run_checks(uint64_t seed)
{
    std::printf("lorafleet-calibrate --check (seed %llu)\n", static_cast<unsigned long long>(seed));
    std::mt19937_64 rng(seed);
    prepare_step_kernels();
    Result res;
    check_hbm(res, rng);
    check_h2d(res, rng);
    check_layers(res, rng);
    check_step_graph(res, rng);
    const bool fit_ok = fit_selftest();
    res.add(fit_ok, "fit functions on synthetic data", "");
    const bool fin_ok = finalizer_cpu_selftest(seed);
    res.add(fin_ok, "finalizer code on the CPU, D = 0..32", "");
    std::printf("checks: %d passed, %d failed\n", res.passed, res.failed);
    return res.failed == 0 ? 0 : 1;
}

} // namespace calib
