// SPDX-License-Identifier: GPL-3.0-or-later
#include "gpu_info.hpp"

#include <cuda_runtime.h>
#include <dlfcn.h>

#include <cstdio>
#include <cstdlib>

namespace calib {

namespace {

#define GI_CHECK(call)                                                                                       \
    do {                                                                                                     \
        const cudaError_t e_ = (call);                                                                       \
        if (e_ != cudaSuccess) {                                                                             \
            std::fprintf(stderr, "CUDA error %s at %s:%d: %s\n", cudaGetErrorName(e_), __FILE__, __LINE__,   \
                         #call);                                                                             \
            std::exit(2);                                                                                    \
        }                                                                                                    \
    } while (0)

// The few NVML entry points we use, resolved at run time so that the build needs no NVML.
struct Nvml
{
    using InitFn = int (*)();
    using DriverFn = int (*)(char *, unsigned);
    using HandleFn = int (*)(const char *, void **);
    using ClockFn = int (*)(void *, int, unsigned *);
    void *lib = nullptr;
    DriverFn driver = nullptr;
    HandleFn by_pci = nullptr;
    ClockFn clock = nullptr;
    ClockFn max_clock = nullptr;
    bool ok = false;

    Nvml()
    {
        lib = dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_LOCAL);
        if (!lib)
            return;
        auto init = reinterpret_cast<InitFn>(dlsym(lib, "nvmlInit_v2"));
        driver = reinterpret_cast<DriverFn>(dlsym(lib, "nvmlSystemGetDriverVersion"));
        by_pci = reinterpret_cast<HandleFn>(dlsym(lib, "nvmlDeviceGetHandleByPciBusId_v2"));
        clock = reinterpret_cast<ClockFn>(dlsym(lib, "nvmlDeviceGetClockInfo"));
        max_clock = reinterpret_cast<ClockFn>(dlsym(lib, "nvmlDeviceGetMaxClockInfo"));
        ok = init && driver && by_pci && clock && max_clock && init() == 0;
    }
};

Nvml &nvml()
{
    static Nvml n;
    return n;
}

constexpr int kNvmlClockSm = 1;
constexpr int kNvmlClockMem = 2;

std::string version_string(int v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%d.%d", v / 1000, (v % 1000) / 10);
    return buf;
}

} // namespace

GpuInfo query_gpu(int device)
{
    GpuInfo g;
    cudaDeviceProp p{};
    GI_CHECK(cudaGetDeviceProperties(&p, device));
    g.name = p.name;
    g.sm_count = p.multiProcessorCount;
    g.memory_gb = static_cast<double>(p.totalGlobalMem) / 1e9;
    g.l2_bytes = p.l2CacheSize;
    g.cc_major = p.major;
    g.cc_minor = p.minor;
    int khz = 0;
    GI_CHECK(cudaDeviceGetAttribute(&khz, cudaDevAttrClockRate, device));
    g.sm_clock_mhz = khz / 1000.0;
    GI_CHECK(cudaDeviceGetAttribute(&khz, cudaDevAttrMemoryClockRate, device));
    g.memory_clock_mhz = khz / 1000.0;
    int rt = 0, drv = 0;
    GI_CHECK(cudaRuntimeGetVersion(&rt));
    GI_CHECK(cudaDriverGetVersion(&drv));
    g.cuda_runtime = version_string(rt);
    g.cuda_driver_api = version_string(drv);
    char pci[64] = {};
    GI_CHECK(cudaDeviceGetPCIBusId(pci, sizeof pci, device));
    g.pci_bus_id = pci;
    g.driver = "CUDA driver API " + g.cuda_driver_api;
    Nvml &n = nvml();
    if (n.ok) {
        char ver[96] = {};
        if (n.driver(ver, sizeof ver) == 0)
            g.driver = ver;
        void *h = nullptr;
        if (n.by_pci(pci, &h) == 0) {
            unsigned mhz = 0;
            if (n.max_clock(h, kNvmlClockSm, &mhz) == 0 && mhz > 0)
                g.sm_clock_mhz = mhz;
            if (n.max_clock(h, kNvmlClockMem, &mhz) == 0 && mhz > 0)
                g.memory_clock_mhz = mhz;
        }
    }
    return g;
}

bool current_clocks_mhz(const std::string &pci_bus_id, unsigned &sm, unsigned &mem)
{
    Nvml &n = nvml();
    if (!n.ok)
        return false;
    void *h = nullptr;
    if (n.by_pci(pci_bus_id.c_str(), &h) != 0)
        return false;
    return n.clock(h, kNvmlClockSm, &sm) == 0 && n.clock(h, kNvmlClockMem, &mem) == 0;
}

} // namespace calib
