#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fits an engine preset's time per step on the TRAINING tables of resources/validation/ only:
engine_overhead (epsilon, the memory-bound step's time beyond its bytes at the HBM rate),
compute_overhead (epsilon_c, the compute-bound step's beyond its FLOPs at the tensor rate) and
engine_step_ms (tau, fixed), by a grid search for the least mean |log(predicted / measured)| of
`lorafleet validate --absolute`.
Held-out tables are never read. Usage: fit-presets.py LORAFLEET ENGINE."""
import glob, json, math, os, subprocess, sys, tempfile

lorafleet, engine = sys.argv[1], sys.argv[2]
tables = []
for path in sorted(glob.glob("resources/validation/*.json")):
    d = json.load(open(path))
    if d["role"] == "training" and d["scenario"].get("engine") == engine and "reference_adapters" not in d:
        tables.append(d)
if not tables:
    raise SystemExit("no training table for " + engine)


def score(epsilon, compute, tau):
    errors = []
    with tempfile.TemporaryDirectory() as folder:
        files = []
        for i, d in enumerate(tables):
            d = json.loads(json.dumps(d))
            d["scenario"]["engine_overhead"] = epsilon
            d["scenario"]["engine_step_ms"] = tau
            d["scenario"]["compute_overhead"] = compute
            files.append(os.path.join(folder, "%d.json" % i))
            json.dump(d, open(files[-1], "w"))
        out = subprocess.run([lorafleet, "validate", "--absolute", "--json", *files], capture_output=True,
                             text=True, check=True).stdout
        for table in json.loads(out.strip().splitlines()[-1])["datasets"]:
            errors += [abs(math.log(1 + p["error"])) for p in table["points"]]
    return sum(errors) / len(errors)


best = None
for epsilon in [0.2 * i for i in range(0, 16)]:
    for compute in [0.1 * i for i in range(0, 21)]:
        for tau in [0, 2, 5, 10, 20]:
            s = score(epsilon, compute, tau)
            if best is None or s < best[0]:
                best = (s, epsilon, compute, tau)
print("%s: engine_overhead %.2f, compute_overhead %.2f, engine_step_ms %g, mean |log error| %.4f on %d training"
      " tables" % (engine, best[1], best[2], best[3], best[0], len(tables)))
