// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/vectorstate.h"

namespace lorafleet {

#if defined(__x86_64__) && defined(__GNUC__)
namespace {

// __builtin_cpu_supports("avx") also asks the OS whether it saves the AVX state (XCR0). This initialiser
// may run before libgcc's own: __builtin_cpu_init() first, as GCC's manual asks of such code.
const bool kHasAvx = [] {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx") != 0;
}();

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
#else
void clearUpperVectorState()
{
}
#endif

} // namespace lorafleet
