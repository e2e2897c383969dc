// SPDX-License-Identifier: GPL-3.0-or-later
// The control: the model's include root reaches its own headers.
#include "model/params.h"
