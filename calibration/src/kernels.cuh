// SPDX-License-Identifier: GPL-3.0-or-later
// Kernels of lorafleet-calibrate and their host-side launchers.
#pragma once

#include "common.cuh"

#include <cstddef>
#include <vector>

namespace calib {

// ---------------------------------------------------------------------------------------------
// HBM streaming (16-byte accesses, grid-stride).
// ---------------------------------------------------------------------------------------------
// XOR of all 32-bit words of p[0..n16) is xor-ed into *out_xor (so the loads cannot be dropped).
void launch_hbm_read(const uint4* p, size_t n16, unsigned* out_xor, int grid, cudaStream_t s);
// p[i] = pattern(i, seed)
void launch_hbm_write(uint4* p, size_t n16, unsigned seed, int grid, cudaStream_t s);
void launch_hbm_copy(const uint4* src, uint4* dst, size_t n16, int grid, cudaStream_t s);
// Host mirror of the write kernel's pattern, for the check.
uint4 hbm_write_pattern(size_t i, unsigned seed);
// Grid that fills the GPU with 256-thread blocks.
int hbm_default_grid();

// Uniform random bf16 in [-scale, scale), from a counter-based hash (never all zero).
void launch_fill_bf16(bf16* p, size_t n, uint64_t seed, float scale, cudaStream_t s);

// ---------------------------------------------------------------------------------------------
// The decode step: a stack of bf16 weight matrices, alternately hidden->ffn and ffn->hidden,
// applied to a batch of 32 activations, plus grouped LoRA (one A and one B per distinct adapter
// per layer, each read once per step).
//
// Storage:
//   weights: per layer, W_l (N_l x K_l, y = x W^T) stored in "tile order": tile (group G, chunk c)
//            holds rows 32G..32G+31, k in 64c..64c+63, 4096 contiguous bytes, laid out in the
//            order the warp's 16-byte loads read it (see tile_index()).
//   adapter: per layer l: A_l (32 x K_l, tile order, exactly one row group), then
//            B_l (N_l x 32, row-major, 64 contiguous bytes per output feature).
//            Adapters are kMaxAdapters contiguous blocks of adapter_elems each.
//   x_in:    [32][hidden] row-major bf16; layer outputs ping-pong in xbuf[2] ([32][max_dim]).
//   yacc:    [32][max_dim] fp32 accumulator of the main kernel (zeroed again by the finalizer).
//   vbuf:    per layer [kMaxAdapters][32 requests][32 rank] fp32 shrink result A_d x.
// ---------------------------------------------------------------------------------------------
struct StepModel {
    int hidden = 0, ffn = 0, layers = 0;
    std::vector<int> K, N;
    std::vector<size_t> w_off; // element offset of W_l in weights
    std::vector<size_t> a_off; // element offset of A_l within one adapter
    std::vector<size_t> b_off; // element offset of B_l within one adapter
    size_t weight_elems = 0, adapter_elems = 0;
    int max_dim() const { return hidden > ffn ? hidden : ffn; }
    double base_bytes() const { return 2.0 * static_cast<double>(weight_elems); }
    double adapter_bytes() const { return 2.0 * static_cast<double>(adapter_elems); }
};

// hidden, ffn: multiples of 64; layers: even, >= 2.
StepModel make_step_model(int hidden, int ffn, int layers);

struct StepBuffers {
    bf16* weights = nullptr;
    bf16* adapters = nullptr;
    bf16* x_in = nullptr;
    bf16* xbuf[2] = {nullptr, nullptr};
    float* yacc = nullptr;
    float* vbuf = nullptr;
};

StepBuffers alloc_step_buffers(const StepModel& m); // zeroes yacc and vbuf
void free_step_buffers(StepBuffers& b);
void zero_step_state(const StepModel& m, const StepBuffers& b, cudaStream_t s);

// Sets kernel attributes (dynamic shared memory of the finalizer); call once before use.
void prepare_step_kernels();
// Persistent grid of the main kernel: SMs x resident blocks per SM.
int main_kernel_default_grid();

// Layer l with `distinct` adapters (request j uses adapter j % distinct; 0 = base only).
// `parts` other than Both is for the timing diagnostics only (the layer's result is then wrong).
enum class LayerParts { Both, MainOnly, FinalizerOnly };
void enqueue_layer(const StepModel& m, const StepBuffers& b, int layer, int distinct, int grid_main,
                   cudaStream_t s, LayerParts parts = LayerParts::Both);
void enqueue_step(const StepModel& m, const StepBuffers& b, int distinct, int grid_main,
                  cudaStream_t s);

// The finalizer of layer l run on the CPU: the kernel's own per-thread code (both stages around
// its barrier), block by block, thread by thread. host_bufs holds HOST pointers laid out as on
// the device (yacc, vbuf, adapters, xbuf[l & 1]). Needs no GPU; for the --fin-selftest.
void finalize_layer_on_cpu(const StepModel& m, const StepBuffers& host_bufs, int layer, int distinct);

// Element index, within a tile-ordered matrix of `rows` x K, of row r, column k (host helper for
// the checks: the device kernel defines this order by how it loads).
size_t tile_index(int K, int r, int k);

} // namespace calib
