// SPDX-License-Identifier: GPL-3.0-or-later
// The model may not use the charts: this must not compile with the model's include root alone.
#include "charts/chart.h"
