// The control: the model's include root reaches its own headers.
#include "model/params.h"
