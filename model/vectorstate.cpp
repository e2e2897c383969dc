// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/vectorstate.h"

#if defined(__x86_64__) && defined(__GNUC__)
#include <cpuid.h>
#define LORAFLEET_X86 1
#endif

namespace lorafleet {

#ifdef LORAFLEET_X86
namespace {

// __builtin_cpu_supports("avx") also asks the OS whether it saves the AVX state (XCR0). This initialiser
// may run before libgcc's own: __builtin_cpu_init() first, as GCC's manual asks of such code.
const bool kHasAvx = [] {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx") != 0;
}();

bool hasXinuse()
{
    unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
    if (!kHasAvx || !__get_cpuid_count(0xd, 1, &eax, &ebx, &ecx, &edx))
        return false;
    return (eax & (1u << 2)) != 0; // XGETBV with ECX = 1
}

__attribute__((target("avx"))) void zeroUpper()
{
    __builtin_ia32_vzeroupper();
}

} // namespace

void clearUpperVectorState()
{
    if (kHasAvx)
        zeroUpper();
}

std::optional<bool> upperVectorStateInUse()
{
    static const bool supported = hasXinuse();
    if (!supported)
        return std::nullopt;
    unsigned eax = 0, edx = 0;
    asm volatile("xgetbv" : "=a"(eax), "=d"(edx) : "c"(1));
    return (eax & (1u << 2)) != 0; // bit 2: the AVX state (YMM0-15's upper halves)
}

void dirtyUpperVectorState()
{
    if (kHasAvx) // a 256-bit all-ones in ymm15, left there as the culprits leave theirs
        asm volatile("vcmptrueps %%ymm15, %%ymm15, %%ymm15" ::: "xmm15");
}

#else

void clearUpperVectorState()
{
}
std::optional<bool> upperVectorStateInUse()
{
    return std::nullopt;
}
void dirtyUpperVectorState()
{
}

#endif

} // namespace lorafleet
