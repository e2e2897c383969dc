// SPDX-License-Identifier: GPL-3.0-or-later
// Kernels of lorafleet-calibrate. All of them are memory-bound by design; see README.md.
#include "kernels.cuh"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <stdexcept>
#include <type_traits>

namespace calib {

namespace {

int g_sm_count = 0;

int sm_count()
{
    if (g_sm_count == 0) {
        int dev = 0;
        CUDA_CHECK(cudaGetDevice(&dev));
        CUDA_CHECK(cudaDeviceGetAttribute(&g_sm_count, cudaDevAttrMultiProcessorCount, dev));
    }
    return g_sm_count;
}

__device__ __forceinline__ unsigned xor4(uint4 v)
{
    return v.x ^ v.y ^ v.z ^ v.w;
}

// ------------------------------------------------------------------------------------------
// HBM streaming kernels
// ------------------------------------------------------------------------------------------
__global__ void __launch_bounds__(256) hbm_read_kernel(const uint4 *__restrict__ p, size_t n, unsigned *out)
{
    const size_t stride = static_cast<size_t>(gridDim.x) * blockDim.x;
    size_t i = static_cast<size_t>(blockIdx.x) * blockDim.x + threadIdx.x;
    unsigned acc = 0;
    for (; i + 3 * stride < n; i += 4 * stride) {
        const uint4 a = __ldcs(p + i);
        const uint4 b = __ldcs(p + i + stride);
        const uint4 c = __ldcs(p + i + 2 * stride);
        const uint4 d = __ldcs(p + i + 3 * stride);
        acc ^= xor4(a) ^ xor4(b) ^ xor4(c) ^ xor4(d);
    }
    for (; i < n; i += stride)
        acc ^= xor4(__ldcs(p + i));
    for (int o = 16; o > 0; o >>= 1)
        acc ^= __shfl_xor_sync(0xffffffffu, acc, o);
    if ((threadIdx.x & 31) == 0 && acc != 0)
        atomicXor(out, acc);
}

__host__ __device__ inline uint4 write_pattern(size_t i, unsigned seed)
{
    const unsigned lo = static_cast<unsigned>(i);
    const unsigned hi = static_cast<unsigned>(i >> 32);
    return make_uint4(lo ^ seed, hi + seed, ~lo, lo * 2654435761u + seed);
}

__global__ void __launch_bounds__(256) hbm_write_kernel(uint4 *__restrict__ p, size_t n, unsigned seed)
{
    const size_t stride = static_cast<size_t>(gridDim.x) * blockDim.x;
    for (size_t i = static_cast<size_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += stride)
        __stcs(p + i, write_pattern(i, seed));
}

__global__ void __launch_bounds__(256)
    hbm_copy_kernel(const uint4 *__restrict__ src, uint4 *__restrict__ dst, size_t n)
{
    const size_t stride = static_cast<size_t>(gridDim.x) * blockDim.x;
    size_t i = static_cast<size_t>(blockIdx.x) * blockDim.x + threadIdx.x;
    for (; i + 3 * stride < n; i += 4 * stride) {
        const uint4 a = __ldcs(src + i);
        const uint4 b = __ldcs(src + i + stride);
        const uint4 c = __ldcs(src + i + 2 * stride);
        const uint4 d = __ldcs(src + i + 3 * stride);
        __stcs(dst + i, a);
        __stcs(dst + i + stride, b);
        __stcs(dst + i + 2 * stride, c);
        __stcs(dst + i + 3 * stride, d);
    }
    for (; i < n; i += stride)
        __stcs(dst + i, __ldcs(src + i));
}

__global__ void fill_bf16_kernel(bf16 *p, size_t n, uint64_t seed, float scale)
{
    const size_t stride = static_cast<size_t>(gridDim.x) * blockDim.x;
    for (size_t i = static_cast<size_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += stride) {
        const uint64_t h = mix64(i ^ (seed * 0x632be59bd9b4e019ull));
        const float u = static_cast<float>(h >> 40) * (1.0f / 16777216.0f); // [0, 1)
        p[i] = __float2bfloat16((2.0f * u - 1.0f) * scale);
    }
}

// ------------------------------------------------------------------------------------------
// Decode step, main kernel: Yacc[n][j] += sum_k W[n][k] X[j][k] for the base rows, and
// V_d[r][j] += sum_k A_d[r][k] X[j][k] for each distinct adapter d (the LoRA "shrink", fused
// into the same pass so that the adapter's A streams with the base weights).
//
// Tensor cores through mma.sync m16n8k16 (bf16 in, fp32 accumulate): the weights are the
// 16-row A operand, the 32 activations four 8-column B operands. Each lane loads 16 contiguous
// bytes per (row, 32-k half-chunk); because a dot product does not care about the order of k,
// the same permutation of k within each 32-chunk is applied to W and X (lane t holds physical
// k = 8t..8t+7, fed to mma k-slots {2t,2t+1,2t+8,2t+9} of two consecutive mma's), so every load
// is one 16-byte vector and needs no shuffles.
//
// Work split: "stream-K" over a persistent grid, in units that each cost a block one 32 KB
// piece of weights (8 warps x 32 rows x 64 k):
//   - full row blocks (8 consecutive 32-row groups of W): unit = (row block, 64-k chunk), the 8
//     warps on 8 groups at the same k (they share the activations through L1);
//   - the remaining groups (N/32 mod 8 of W, then one group per distinct adapter's A): unit =
//     (group, octet of 64-k chunks), the 8 warps on 8 consecutive chunks of the same group.
// So an adapter costs its bytes, not a row block. Each block takes an equal contiguous range of
// units; a warp flushes its fp32 partial sums with atomics whenever its group changes.
// Accumulators are request-major: Yacc[j][n] (ld = N) and V_d[j][r] (ld = 32).
// ------------------------------------------------------------------------------------------
struct MainArgs
{
    const bf16 *X; // [32][K]
    const bf16 *W; // N x K, tile order
    float *Yacc; // [32][N]
    const bf16 *adapters; // adapter 0
    size_t adapter_stride;
    size_t a_off; // this layer's A within an adapter
    float *V; // this layer's [kMaxAdapters][32 requests][32 rank]
    int K, N, D;
};

__device__ __forceinline__ void mma_bf16_16816(float (&c)[4], unsigned a0, unsigned a1, unsigned a2,
                                               unsigned a3, unsigned b0, unsigned b1)
{
    asm("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 "
        "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
        : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
        : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
}

// One warp: 32 rows of `rows` (tile order) times the 32 activations, over chunks
// kc = kc_begin, kc_begin + kc_step, ... < kc_end; partial sums added to out[j * ld + row].
__device__ __forceinline__ void warp_rows_times_x(const bf16 *rows, const bf16 *X, size_t K, int kc_begin,
                                                  int kc_end, int kc_step, float *out, size_t ld, int lane)
{
    const int g = lane >> 2; // mma group id: rows g and g+8, batch column g of each B operand
    const int t = lane & 3; // mma thread-in-group: physical k = 8t..8t+7 of each 32-chunk
    float acc[2][4][4];
#pragma unroll
    for (int rt = 0; rt < 2; ++rt)
#pragma unroll
        for (int i = 0; i < 4; ++i)
#pragma unroll
            for (int e = 0; e < 4; ++e)
                acc[rt][i][e] = 0.0f;

    const bf16 *wlane = rows + 8 * lane;
    const bf16 *xlane = X + static_cast<size_t>(g) * K + 8 * t;
    for (int kc = kc_begin; kc < kc_end; kc += kc_step) {
        const bf16 *wt = wlane + static_cast<size_t>(kc) * kTileElems;
        const bf16 *xt = xlane + static_cast<size_t>(kc) * kChunkK;
        uint4 w[2][2][2]; // [row tile][row g / g+8][k half-chunk]
        uint4 x[4][2]; // [batch group][k half-chunk]
#pragma unroll
        for (int rt = 0; rt < 2; ++rt)
#pragma unroll
            for (int h = 0; h < 2; ++h)
#pragma unroll
                for (int c = 0; c < 2; ++c)
                    w[rt][h][c] = __ldcs(reinterpret_cast<const uint4 *>(wt + ((rt * 2 + h) * 2 + c) * 256));
#pragma unroll
        for (int i = 0; i < 4; ++i)
#pragma unroll
            for (int c = 0; c < 2; ++c)
                x[i][c] = __ldg(reinterpret_cast<const uint4 *>(xt + 8 * i * K + 32 * c));
#pragma unroll
        for (int c = 0; c < 2; ++c)
#pragma unroll
            for (int rt = 0; rt < 2; ++rt)
#pragma unroll
                for (int i = 0; i < 4; ++i) {
                    mma_bf16_16816(acc[rt][i], w[rt][0][c].x, w[rt][1][c].x, w[rt][0][c].y, w[rt][1][c].y,
                                   x[i][c].x, x[i][c].y);
                    mma_bf16_16816(acc[rt][i], w[rt][0][c].z, w[rt][1][c].z, w[rt][0][c].w, w[rt][1][c].w,
                                   x[i][c].z, x[i][c].w);
                }
    }
    // C fragment: c0,c1 at (row g, cols 2t, 2t+1), c2,c3 at (row g+8, same cols); rows are
    // rows of W (features), columns requests. A warp's atomic covers 4 full 32-byte sectors.
#pragma unroll
    for (int rt = 0; rt < 2; ++rt)
#pragma unroll
        for (int i = 0; i < 4; ++i) {
            float *o = out + static_cast<size_t>(8 * i + 2 * t) * ld + 16 * rt + g;
            atomicAdd(o, acc[rt][i][0]);
            atomicAdd(o + ld, acc[rt][i][1]);
            atomicAdd(o + 8, acc[rt][i][2]);
            atomicAdd(o + ld + 8, acc[rt][i][3]);
        }
}

__global__ void __launch_bounds__(kMainThreads, 2) layer_main_kernel(MainArgs a)
{
    const int warp = threadIdx.x >> 5;
    const int lane = threadIdx.x & 31;
    const int ng_base = a.N / kGroupRows;
    const int full_rb = ng_base / kMainWarps;
    const int rem_groups = ng_base - full_rb * kMainWarps + a.D;
    const int kc_count = a.K / kChunkK;
    const int oct_count = (kc_count + kMainWarps - 1) / kMainWarps;
    const long long units_full = static_cast<long long>(full_rb) * kc_count;
    const long long units = units_full + static_cast<long long>(rem_groups) * oct_count;
    long long u = units * blockIdx.x / gridDim.x;
    const long long u_end = units * (blockIdx.x + 1) / gridDim.x;
    const size_t K = static_cast<size_t>(a.K);

    auto group_rows = [&](int grp, const bf16 *&rows, float *&out, size_t &ld) {
        if (grp < ng_base) {
            rows = a.W + static_cast<size_t>(grp) * kc_count * kTileElems;
            out = a.Yacc + static_cast<size_t>(grp) * kGroupRows;
            ld = static_cast<size_t>(a.N);
        } else {
            const int d = grp - ng_base;
            rows = a.adapters + static_cast<size_t>(d) * a.adapter_stride + a.a_off;
            out = a.V + static_cast<size_t>(d) * kBatch * kRank;
            ld = kRank;
        }
    };

    while (u < u_end) {
        const bf16 *rows;
        float *out;
        size_t ld;
        long long seg_end;
        if (u < units_full) {
            const int rb = static_cast<int>(u / kc_count);
            const int kc0 = static_cast<int>(u - static_cast<long long>(rb) * kc_count);
            seg_end = u_end < static_cast<long long>(rb + 1) * kc_count
                ? u_end
                : static_cast<long long>(rb + 1) * kc_count;
            const int kc1 = kc0 + static_cast<int>(seg_end - u);
            group_rows(rb * kMainWarps + warp, rows, out, ld);
            warp_rows_times_x(rows, a.X, K, kc0, kc1, 1, out, ld, lane);
        } else {
            const long long v = u - units_full;
            const int r = static_cast<int>(v / oct_count);
            const int o0 = static_cast<int>(v - static_cast<long long>(r) * oct_count);
            const long long grp_end = units_full + static_cast<long long>(r + 1) * oct_count;
            seg_end = u_end < grp_end ? u_end : grp_end;
            const int o1 = o0 + static_cast<int>(seg_end - u);
            group_rows(full_rb * kMainWarps + r, rows, out, ld);
            const int kc_end = kMainWarps * o1 < kc_count ? kMainWarps * o1 : kc_count;
            warp_rows_times_x(rows, a.X, K, kMainWarps * o0 + warp, kc_end, kMainWarps, out, ld, lane);
        }
        u = seg_end;
    }
}

// ------------------------------------------------------------------------------------------
// Decode step, finalizer (one per layer): the LoRA "expand" and the hand-over to the next layer.
//   out[j][n] = bf16( Yacc[j][n] + sum_r V_{d(j)}[j][r] * B_{d(j)}[n][r] ),  d(j) = j % D
// Every request belongs to exactly one adapter, so the work splits without any reduction over
// (block of 64 features) x (distinct adapter d): the block reads its 64 x 32 slice of B_d once
// (4 KB, 16-byte loads; each B element is read from HBM once per step), computes the outputs
// of the requests of adapter d on CUDA cores, writes the bf16 activations of the next layer and
// zeroes what it consumed (its Yacc entries; V of the next layer), so that the next layer and
// the next step start from zero without a memset. D = 0: one block row, all 32 requests.
//
// Latency: the kernel moves little data (a few MB per layer), so its time is set by how many
// memory round trips each thread waits for, not by bandwidth. Each thread therefore issues ALL
// its global loads first -- its 2 B vectors, up to 8 shrink values and up to 16 accumulators
// (fully unrolled, predicated, held in registers) -- and uses none of them before the last one
// is issued: one round trip per thread instead of one per request (the run-2 version loaded,
// zeroed and stored one accumulator at a time: 16 round trips at D = 0 and 1). Thread tid owns
// feature n = tid % 64 and the requests jj = tid / 64 + 2 i (i < kS / 2) of its adapter, where
// kS (a template parameter, see FinShape) bounds the requests per adapter for the launch's D.
//
// The body is split in two __host__ __device__ stages around the block barrier so that the CPU
// self-test (finalize_layer_on_cpu, --fin-selftest) runs this very code, thread by thread.
// ------------------------------------------------------------------------------------------
struct FinArgs
{
    float *Yacc; // [32][N]
    const float *V; // this layer's [kMaxAdapters][32][32]
    float *V_next; // next layer's, zeroed here
    const bf16 *adapters;
    size_t adapter_stride;
    size_t b_off;
    bf16 *Xout; // [32][N]
    int N, D;
};

constexpr int kFinRowsPerPass = kFinThreads / kFinFeatures; // 2 requests side by side
constexpr int kFinBVecs = kFinFeatures * kRank / 8 / kFinThreads; // 2 16-byte B vectors
static_assert(kFinThreads % kFinFeatures == 0 && kBatch % kFinRowsPerPass == 0, "finalizer shape");
static_assert(kFinFeatures * kRank % (8 * kFinThreads) == 0, "B slice in whole vectors per thread");
static_assert(kFinThreads % kRank == 0, "V gather shape");

// Compile-time shape of one finalizer instance: kS = the most requests one adapter has in the
// batch (ceil(32 / D), rounded up to a power of two; at least kFinRowsPerPass). Register arrays
// are sized by it, so the many small blocks at large D stay lean (high occupancy: at D = 32 the
// finalizer streams 4 KB of B per block and needs many blocks in flight), while D <= 1 keeps
// 16 accumulators per thread in flight.
template<int kS> struct FinShape
{
    static_assert(kS >= kFinRowsPerPass && kS <= kBatch && (kS & (kS - 1)) == 0, "kS");
    static constexpr int kY = kS / kFinRowsPerPass; // accumulators per thread
    static constexpr int kV = (kS * kRank + kFinThreads - 1) / kFinThreads; // shrink values
    static constexpr bool kHoistB = kY >= 4; // B row in registers once vs re-read per request
    static constexpr int kMinBlocks = kS <= 4 ? 16 : kS <= 8 ? 12 : kS <= 16 ? 8 : 4;
};

constexpr int fin_max_requests(int D)
{
    const int s = D > 0 ? (kBatch + D - 1) / D : kBatch;
    int p = kFinRowsPerPass;
    while (p < s)
        p *= 2;
    return p;
}

struct FinShared
{
    alignas(16) bf16 bs[kFinFeatures][kFinBRow]; // B_d slice, rows padded: conflict-free 16-B reads
    alignas(16) float vs[kBatch][kRank]; // V_d rows of this block's requests (broadcast reads)
};
template<int kS> struct FinRegs
{
    float y[FinShape<kS>::kY]; // this thread's accumulators, loaded in stage 1, used in stage 2
};

// The two stages are compiled for the host too (CPU self-test): there, no unroll pragmas, and
// vector accesses go through memcpy (no type punning for the host compiler's aliasing rules).
#ifdef __CUDA_ARCH__
#define FIN_UNROLL _Pragma("unroll")
#else
#define FIN_UNROLL
#endif

__host__ __device__ __forceinline__ float fin_load_f32(const float *p)
{
#ifdef __CUDA_ARCH__
    return __ldcg(p); // written by the main kernel's atomics in L2; no reuse in L1
#else
    return *p;
#endif
}
__host__ __device__ __forceinline__ uint4 fin_load_v4_stream(const void *p)
{
#ifdef __CUDA_ARCH__
    return __ldcs(static_cast<const uint4 *>(p)); // B is read once per step
#else
    uint4 v;
    std::memcpy(&v, p, sizeof v);
    return v;
#endif
}
__host__ __device__ __forceinline__ float fin_bits_to_float(unsigned u)
{
#ifdef __CUDA_ARCH__
    return __uint_as_float(u);
#else
    float f;
    std::memcpy(&f, &u, sizeof f);
    return f;
#endif
}
template<class T> __host__ __device__ __forceinline__ T fin_ld_vec(const void *p)
{
#ifdef __CUDA_ARCH__
    return *static_cast<const T *>(p);
#else
    T v;
    std::memcpy(&v, p, sizeof v);
    return v;
#endif
}
template<class T> __host__ __device__ __forceinline__ void fin_st_vec(void *p, const T &v)
{
#ifdef __CUDA_ARCH__
    *static_cast<T *>(p) = v;
#else
    std::memcpy(p, &v, sizeof v);
#endif
}

// Stage 1 (before the barrier): every global load, then the stores that need none of the loaded
// values (zeroing), then the staging of B and V in shared memory.
template<int kS>
__host__ __device__ __forceinline__ void fin_stage1(const FinArgs &a, FinShared &sh, FinRegs<kS> &rg, int tid,
                                                    int bx, int by, int gx, int gy)
{
    using Sh = FinShape<kS>;
    const int n0 = bx * kFinFeatures;
    const int d = by;
    const int step = a.D > 0 ? a.D : 1;
    const int S = (kBatch - 1 - d) / step + 1; // requests j = d + step * jj, jj < S (S <= kS)
    const int n = tid % kFinFeatures;
    const int q = tid / kFinFeatures;

    // 1. all loads, independent of each other, in flight together
    uint4 bv[kFinBVecs] = {};
    float vv[Sh::kV] = {};
    if (a.D > 0) {
        const bf16 *src = a.adapters + static_cast<size_t>(d) * a.adapter_stride + a.b_off +
            static_cast<size_t>(n0) * kRank;
        FIN_UNROLL
        for (int i = 0; i < kFinBVecs; ++i)
            bv[i] = fin_load_v4_stream(src + 8 * (tid + i * kFinThreads));
        const float *vsrc = a.V + static_cast<size_t>(d) * kBatch * kRank;
        FIN_UNROLL
        for (int i = 0; i < Sh::kV; ++i) {
            const int e = tid + i * kFinThreads;
            const int jj = e / kRank, r = e % kRank;
            vv[i] = jj < S ? fin_load_f32(vsrc + static_cast<size_t>(d + step * jj) * kRank + r) : 0.0f;
        }
    }
    float *ycol = a.Yacc + n0 + n;
    FIN_UNROLL
    for (int i = 0; i < Sh::kY; ++i) {
        const int jj = q + kFinRowsPerPass * i;
        rg.y[i] = jj < S ? fin_load_f32(ycol + static_cast<size_t>(d + step * jj) * a.N) : 0.0f;
    }

    // 2. zeroing: consumed accumulators, and the next layer's shrink accumulator (all adapters,
    //    so any D may follow)
    FIN_UNROLL
    for (int i = 0; i < Sh::kY; ++i) {
        const int jj = q + kFinRowsPerPass * i;
        if (jj < S)
            ycol[static_cast<size_t>(d + step * jj) * a.N] = 0.0f;
    }
    {
        const size_t total = static_cast<size_t>(kMaxAdapters) * kBatch * kRank;
        const size_t nthreads = static_cast<size_t>(gx) * gy * kFinThreads;
        for (size_t e = (static_cast<size_t>(by) * gx + bx) * kFinThreads + tid; e < total; e += nthreads)
            a.V_next[e] = 0.0f;
    }

    // 3. stage B_d and V_d for the block
    if (a.D > 0) {
        FIN_UNROLL
        for (int i = 0; i < kFinBVecs; ++i) {
            const int idx = tid + i * kFinThreads;
            fin_st_vec(&sh.bs[idx >> 2][8 * (idx & 3)], bv[i]);
        }
        FIN_UNROLL
        for (int i = 0; i < Sh::kV; ++i) {
            const int e = tid + i * kFinThreads;
            const int jj = e / kRank, r = e % kRank;
            if (jj < S)
                sh.vs[jj][r] = vv[i];
        }
    }
}

// 8 bf16 (one 16-byte vector) to float; element 0 sits in the low half of each word.
__host__ __device__ __forceinline__ void fin_bf16x8_to_float(const uint4 &v, float *out)
{
    const unsigned w[4] = {v.x, v.y, v.z, v.w};
    FIN_UNROLL
    for (int k = 0; k < 4; ++k) {
        out[2 * k] = fin_bits_to_float(w[k] << 16);
        out[2 * k + 1] = fin_bits_to_float(w[k] & 0xffff0000u);
    }
}

// Stage 2 (after the barrier): the low-rank term from shared memory, bf16 output.
template<int kS>
__host__ __device__ __forceinline__ void fin_stage2(const FinArgs &a, const FinShared &sh,
                                                    const FinRegs<kS> &rg, int tid, int bx, int by)
{
    using Sh = FinShape<kS>;
    const int n0 = bx * kFinFeatures;
    const int d = by;
    const int step = a.D > 0 ? a.D : 1;
    const int S = (kBatch - 1 - d) / step + 1;
    const int n = tid % kFinFeatures;
    const int q = tid / kFinFeatures;
    bf16 *xcol = a.Xout + n0 + n;
    if (a.D == 0) {
        FIN_UNROLL
        for (int i = 0; i < Sh::kY; ++i) {
            const int jj = q + kFinRowsPerPass * i;
            if (jj < S)
                xcol[static_cast<size_t>(d + step * jj) * a.N] = __float2bfloat16(rg.y[i]);
        }
        return;
    }
    float b[Sh::kHoistB ? kRank : 1]; // this thread's row of B_d, converted once (large kS)
    if constexpr (Sh::kHoistB) {
        FIN_UNROLL
        for (int r8 = 0; r8 < kRank / 8; ++r8)
            fin_bf16x8_to_float(fin_ld_vec<uint4>(&sh.bs[n][8 * r8]), b + 8 * r8);
    }
    FIN_UNROLL
    for (int i = 0; i < Sh::kY; ++i) {
        const int jj = q + kFinRowsPerPass * i;
        if (jj < S) {
            float s = rg.y[i];
            FIN_UNROLL
            for (int r8 = 0; r8 < kRank / 8; ++r8) {
                float bb[8];
                if constexpr (Sh::kHoistB) {
                    FIN_UNROLL
                    for (int k = 0; k < 8; ++k)
                        bb[k] = b[8 * r8 + k];
                } else {
                    fin_bf16x8_to_float(fin_ld_vec<uint4>(&sh.bs[n][8 * r8]), bb);
                }
                const float4 v0 = fin_ld_vec<float4>(&sh.vs[jj][8 * r8]);
                const float4 v1 = fin_ld_vec<float4>(&sh.vs[jj][8 * r8 + 4]);
                s = fmaf(bb[0], v0.x, s);
                s = fmaf(bb[1], v0.y, s);
                s = fmaf(bb[2], v0.z, s);
                s = fmaf(bb[3], v0.w, s);
                s = fmaf(bb[4], v1.x, s);
                s = fmaf(bb[5], v1.y, s);
                s = fmaf(bb[6], v1.z, s);
                s = fmaf(bb[7], v1.w, s);
            }
            xcol[static_cast<size_t>(d + step * jj) * a.N] = __float2bfloat16(s);
        }
    }
}

template<int kS>
__global__ void __launch_bounds__(kFinThreads, FinShape<kS>::kMinBlocks) layer_finalize_kernel(FinArgs a)
{
    __shared__ FinShared sh;
    FinRegs<kS> rg;
    fin_stage1<kS>(a, sh, rg, threadIdx.x, blockIdx.x, blockIdx.y, gridDim.x, gridDim.y);
    __syncthreads();
    fin_stage2<kS>(a, sh, rg, threadIdx.x, blockIdx.x, blockIdx.y);
}

// The kernel's own code on the CPU: each block's threads run stage 1, then stage 2.
template<int kS> void fin_emulate(const FinArgs &a, dim3 g)
{
    std::vector<FinRegs<kS>> regs(kFinThreads);
    FinShared sh;
    for (unsigned by = 0; by < g.y; ++by)
        for (unsigned bx = 0; bx < g.x; ++bx) {
            // poison the block's shared memory: a read of something stage 1 did not write shows
            std::fill(&sh.bs[0][0], &sh.bs[0][0] + kFinFeatures * kFinBRow, __float2bfloat16(NAN));
            std::fill(&sh.vs[0][0], &sh.vs[0][0] + kBatch * kRank, NAN);
            for (int tid = 0; tid < kFinThreads; ++tid)
                fin_stage1<kS>(a, sh, regs[tid], tid, static_cast<int>(bx), static_cast<int>(by),
                               static_cast<int>(g.x), static_cast<int>(g.y));
            for (int tid = 0; tid < kFinThreads; ++tid)
                fin_stage2<kS>(a, sh, regs[tid], tid, static_cast<int>(bx), static_cast<int>(by));
        }
}

// Calls f(std::integral_constant<int, kS>) for the instance that serves D.
template<class F> void fin_dispatch(int D, F &&f)
{
    switch (fin_max_requests(D)) {
    case 32:
        f(std::integral_constant<int, 32>{});
        break;
    case 16:
        f(std::integral_constant<int, 16>{});
        break;
    case 8:
        f(std::integral_constant<int, 8>{});
        break;
    case 4:
        f(std::integral_constant<int, 4>{});
        break;
    case 2:
        f(std::integral_constant<int, 2>{});
        break;
    default:
        throw std::logic_error("finalizer instance");
    }
}

FinArgs make_fin_args(const StepModel &m, const StepBuffers &b, int l, int D)
{
    const size_t vstride = static_cast<size_t>(kMaxAdapters) * kRank * kBatch;
    FinArgs fa;
    fa.Yacc = b.yacc;
    fa.V = b.vbuf + static_cast<size_t>(l) * vstride;
    fa.V_next = b.vbuf + static_cast<size_t>((l + 1) % m.layers) * vstride;
    fa.adapters = b.adapters;
    fa.adapter_stride = m.adapter_elems;
    fa.b_off = m.b_off[l];
    fa.Xout = b.xbuf[l & 1];
    fa.N = m.N[l];
    fa.D = D;
    return fa;
}

dim3 fin_grid(const StepModel &m, int l, int D)
{
    return dim3(static_cast<unsigned>(m.N[l] / kFinFeatures), static_cast<unsigned>(D > 0 ? D : 1));
}
} // namespace

// ---------------------------------------------------------------------------------------------
int hbm_default_grid()
{
    int dev = 0, per_sm = 0;
    CUDA_CHECK(cudaGetDevice(&dev));
    CUDA_CHECK(cudaDeviceGetAttribute(&per_sm, cudaDevAttrMaxThreadsPerMultiProcessor, dev));
    return sm_count() * std::max(1, per_sm / 256);
}

void launch_hbm_read(const uint4 *p, size_t n16, unsigned *out_xor, int grid, cudaStream_t s)
{
    hbm_read_kernel<<<grid, 256, 0, s>>>(p, n16, out_xor);
    CUDA_CHECK_LAUNCH();
}

void launch_hbm_write(uint4 *p, size_t n16, unsigned seed, int grid, cudaStream_t s)
{
    hbm_write_kernel<<<grid, 256, 0, s>>>(p, n16, seed);
    CUDA_CHECK_LAUNCH();
}

void launch_hbm_copy(const uint4 *src, uint4 *dst, size_t n16, int grid, cudaStream_t s)
{
    hbm_copy_kernel<<<grid, 256, 0, s>>>(src, dst, n16);
    CUDA_CHECK_LAUNCH();
}

uint4 hbm_write_pattern(size_t i, unsigned seed)
{
    return write_pattern(i, seed);
}

void launch_fill_bf16(bf16 *p, size_t n, uint64_t seed, float scale, cudaStream_t s)
{
    fill_bf16_kernel<<<sm_count() * 8, 256, 0, s>>>(p, n, seed, scale);
    CUDA_CHECK_LAUNCH();
}

StepModel make_step_model(int hidden, int ffn, int layers)
{
    if (hidden <= 0 || ffn <= 0 || hidden % kChunkK != 0 || ffn % kChunkK != 0)
        throw std::invalid_argument("hidden and ffn must be positive multiples of 64");
    if (layers < 2 || layers % 2 != 0)
        throw std::invalid_argument("layers must be even and at least 2");
    StepModel m;
    m.hidden = hidden;
    m.ffn = ffn;
    m.layers = layers;
    size_t w = 0, ad = 0;
    for (int l = 0; l < layers; ++l) {
        const int K = (l % 2 == 0) ? hidden : ffn;
        const int N = (l % 2 == 0) ? ffn : hidden;
        m.K.push_back(K);
        m.N.push_back(N);
        m.w_off.push_back(w);
        w += static_cast<size_t>(N) * K;
        m.a_off.push_back(ad);
        ad += static_cast<size_t>(kRank) * K;
        m.b_off.push_back(ad);
        ad += static_cast<size_t>(N) * kRank;
    }
    m.weight_elems = w;
    m.adapter_elems = ad;
    return m;
}

StepBuffers alloc_step_buffers(const StepModel &m)
{
    StepBuffers b;
    CUDA_CHECK(cudaMalloc(&b.weights, m.weight_elems * sizeof(bf16)));
    CUDA_CHECK(cudaMalloc(&b.adapters, m.adapter_elems * kMaxAdapters * sizeof(bf16)));
    CUDA_CHECK(cudaMalloc(&b.x_in, static_cast<size_t>(kBatch) * m.hidden * sizeof(bf16)));
    for (auto &x : b.xbuf)
        CUDA_CHECK(cudaMalloc(&x, static_cast<size_t>(kBatch) * m.max_dim() * sizeof(bf16)));
    CUDA_CHECK(cudaMalloc(&b.yacc, static_cast<size_t>(m.max_dim()) * kBatch * sizeof(float)));
    CUDA_CHECK(
        cudaMalloc(&b.vbuf, static_cast<size_t>(m.layers) * kMaxAdapters * kRank * kBatch * sizeof(float)));
    zero_step_state(m, b, nullptr);
    CUDA_CHECK(cudaDeviceSynchronize());
    return b;
}

void zero_step_state(const StepModel &m, const StepBuffers &b, cudaStream_t s)
{
    CUDA_CHECK(cudaMemsetAsync(b.yacc, 0, static_cast<size_t>(m.max_dim()) * kBatch * sizeof(float), s));
    CUDA_CHECK(cudaMemsetAsync(
        b.vbuf, 0, static_cast<size_t>(m.layers) * kMaxAdapters * kRank * kBatch * sizeof(float), s));
}

void free_step_buffers(StepBuffers &b)
{
    CUDA_CHECK(cudaFree(b.weights));
    CUDA_CHECK(cudaFree(b.adapters));
    CUDA_CHECK(cudaFree(b.x_in));
    for (auto &x : b.xbuf)
        CUDA_CHECK(cudaFree(x));
    CUDA_CHECK(cudaFree(b.yacc));
    CUDA_CHECK(cudaFree(b.vbuf));
    b = StepBuffers{};
}

void prepare_step_kernels()
{
    // nothing to set at present: both step kernels use static shared memory only
}

int main_kernel_default_grid()
{
    int occ = 0;
    CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&occ, layer_main_kernel, kMainThreads, 0));
    return sm_count() * std::max(1, occ);
}

void enqueue_layer(const StepModel &m, const StepBuffers &b, int l, int D, int grid_main, cudaStream_t s,
                   LayerParts parts)
{
    if (D < 0 || D > kMaxAdapters)
        throw std::invalid_argument("distinct adapters out of range");
    if (parts != LayerParts::FinalizerOnly) {
        const size_t vstride = static_cast<size_t>(kMaxAdapters) * kRank * kBatch;
        MainArgs ma;
        ma.X = (l == 0) ? b.x_in : b.xbuf[(l - 1) & 1];
        ma.W = b.weights + m.w_off[l];
        ma.Yacc = b.yacc;
        ma.adapters = b.adapters;
        ma.adapter_stride = m.adapter_elems;
        ma.a_off = m.a_off[l];
        ma.V = b.vbuf + static_cast<size_t>(l) * vstride;
        ma.K = m.K[l];
        ma.N = m.N[l];
        ma.D = D;
        layer_main_kernel<<<grid_main, kMainThreads, 0, s>>>(ma);
        CUDA_CHECK_LAUNCH();
    }
    if (parts != LayerParts::MainOnly) {
        const FinArgs fa = make_fin_args(m, b, l, D);
        const dim3 g = fin_grid(m, l, D);
        fin_dispatch(
            D, [&](auto ks) { layer_finalize_kernel<decltype(ks)::value><<<g, kFinThreads, 0, s>>>(fa); });
        CUDA_CHECK_LAUNCH();
    }
}

void finalize_layer_on_cpu(const StepModel &m, const StepBuffers &host_bufs, int l, int D)
{
    if (D < 0 || D > kMaxAdapters)
        throw std::invalid_argument("distinct adapters out of range");
    const FinArgs a = make_fin_args(m, host_bufs, l, D);
    const dim3 g = fin_grid(m, l, D);
    fin_dispatch(D, [&](auto ks) { fin_emulate<decltype(ks)::value>(a, g); });
}

void enqueue_step(const StepModel &m, const StepBuffers &b, int D, int grid_main, cudaStream_t s)
{
    for (int l = 0; l < m.layers; ++l)
        enqueue_layer(m, b, l, D, grid_main, s);
}

size_t tile_index(int K, int r, int k)
{
    const int G = r / kGroupRows, rr = r % kGroupRows;
    const int rt = rr / 16, h = (rr % 16) / 8, g = rr % 8;
    const int kc = k / kChunkK, kk = k % kChunkK;
    const int c = kk / 32, t = (kk % 32) / 8, e = k % 8;
    const int q = (rt * 2 + h) * 2 + c;
    const int lane = 4 * g + t;
    const size_t kc_count = static_cast<size_t>(K / kChunkK);
    return ((static_cast<size_t>(G) * kc_count + kc) * 8 + q) * 256 + static_cast<size_t>(lane) * 8 + e;
}

} // namespace calib
