// SPDX-License-Identifier: GPL-3.0-or-later
// What the GPU says about itself (CUDA runtime, plus NVML when the driver's library is there).
#pragma once

#include <string>

namespace calib {

struct GpuInfo {
    std::string name;
    std::string driver;       // NVML's driver version, else the CUDA driver API version
    std::string cuda_runtime; // e.g. "13.0"
    std::string cuda_driver_api;
    std::string pci_bus_id;
    int sm_count = 0;
    double memory_gb = 0;       // 1e9 bytes
    double sm_clock_mhz = 0;    // peak (maximum) SM clock
    double memory_clock_mhz = 0;// peak memory clock
    int l2_bytes = 0;
    int cc_major = 0, cc_minor = 0;
};

GpuInfo query_gpu(int device);

// Current SM and memory clocks from NVML; false when NVML is unavailable.
bool current_clocks_mhz(const std::string& pci_bus_id, unsigned& sm, unsigned& mem);

} // namespace calib
