// SPDX-License-Identifier: GPL-3.0-or-later
// Shared helpers for lorafleet-calibrate: error checking, bf16 bit helpers, constants.
#pragma once

#include <cuda_bf16.h>
#include <cuda_runtime.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

// Every CUDA runtime call goes through this: on failure it prints the call, file and line
// and exits with status 2.
#define CUDA_CHECK(call)                                                                          \
    do {                                                                                          \
        const cudaError_t calib_err_ = (call);                                                    \
        if (calib_err_ != cudaSuccess) {                                                          \
            std::fprintf(stderr, "CUDA error %s (%d) at %s:%d: %s\n  in: %s\n",                   \
                         cudaGetErrorName(calib_err_), static_cast<int>(calib_err_), __FILE__,    \
                         __LINE__, cudaGetErrorString(calib_err_), #call);                        \
            std::exit(2);                                                                         \
        }                                                                                         \
    } while (0)

// After every kernel launch (also inside stream capture).
#define CUDA_CHECK_LAUNCH() CUDA_CHECK(cudaGetLastError())

namespace calib {

using bf16 = __nv_bfloat16;

constexpr int kBatch = 32;        // requests decoded together (columns of the activations)
constexpr int kRank = 32;         // LoRA rank: one adapter matrix A is exactly one 32-row group
constexpr int kMaxAdapters = 32;  // at most one distinct adapter per request
constexpr int kMainThreads = 256; // 8 warps per block in the main (weight-streaming) kernel
constexpr int kMainWarps = kMainThreads / 32;
constexpr int kGroupRows = 32;    // rows of W one warp owns
constexpr int kChunkK = 64;       // K elements per tile (one 128-byte line per row)
constexpr int kTileElems = kGroupRows * kChunkK; // 2048 bf16 = 4096 bytes, stored contiguously
constexpr int kFinThreads = 128;
constexpr int kFinFeatures = 64;  // output features per finalize block
constexpr int kFinBRow = 40;      // bf16 per shared-memory row of an adapter B tile (32 + 8 pad)

// Host-side bf16 <-> float (round to nearest even), independent of CUDA's host intrinsics.
inline float bf16_bits_to_float(uint16_t b) {
    const uint32_t u = static_cast<uint32_t>(b) << 16;
    float f;
    std::memcpy(&f, &u, sizeof f);
    return f;
}

inline uint16_t float_to_bf16_bits(float f) {
    uint32_t u;
    std::memcpy(&u, &f, sizeof u);
    if ((u & 0x7fffffffu) > 0x7f800000u) return 0x7fc0; // NaN
    u += 0x7fffu + ((u >> 16) & 1u);
    return static_cast<uint16_t>(u >> 16);
}

inline uint16_t bf16_round_bits(double v) { return float_to_bf16_bits(static_cast<float>(v)); }

// 64-bit mix (splitmix64 finaliser), usable on host and device.
__host__ __device__ inline uint64_t mix64(uint64_t x) {
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

} // namespace calib
