// The model may not use the charts: this must not compile with the model's include root alone.
#include "charts/chart.h"
