#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fits an engine preset's time per step on the TRAINING tables of resources/validation/ only:
engine_overhead (epsilon, the engine's time beyond the memory reads at the HBM rate), compute_overhead
(epsilon_c, beyond the FLOPs at the tensor rate), engine_layer_us (tau_L, its fixed time per layer and
step) and, where the tables have tensor-parallel points, all_reduce_us (alpha), by Nelder-Mead on the
mean |log(predicted / measured)| of `lorafleet validate --absolute` (every table absolute: nothing is
fitted per table). Held-out tables are never read. Usage: fit-presets.py LORAFLEET ENGINE."""
import glob, json, math, os, subprocess, sys, tempfile

lorafleet, engine = sys.argv[1], sys.argv[2]
tables = []
for path in sorted(glob.glob("resources/validation/*.json")):
    d = json.load(open(path))
    if d["role"] == "training" and d["scenario"].get("engine") == engine:
        tables.append(d)
if not tables:
    raise SystemExit("no training table for " + engine)
parallel = any(int(p.get("set", {}).get("tensor_parallel", d["scenario"].get("tensor_parallel", 1))) > 1
               for d in tables for p in d["points"])
keys = ["engine_overhead", "compute_overhead", "engine_layer_us"] + (["all_reduce_us"] if parallel else [])
start = {"engine_overhead": 0.5, "compute_overhead": 0.7, "engine_layer_us": 100.0, "all_reduce_us": 20.0}
steps = {"engine_overhead": 0.3, "compute_overhead": 0.3, "engine_layer_us": 50.0, "all_reduce_us": 10.0}


def score(values):
    if any(v < 0 for v in values):
        return 1e9
    errors = []
    with tempfile.TemporaryDirectory() as folder:
        files = []
        for i, d in enumerate(tables):
            d = json.loads(json.dumps(d))
            d["scenario"].update(dict(zip(keys, values)))
            d["scenario"]["engine_step_ms"] = 0
            files.append(os.path.join(folder, "%d.json" % i))
            json.dump(d, open(files[-1], "w"))
        out = subprocess.run([lorafleet, "validate", "--absolute", "--json", *files], capture_output=True,
                             text=True, check=True).stdout
        for table in json.loads(out.strip().splitlines()[-1])["datasets"]:
            errors += [abs(math.log(1 + p["error"])) for p in table["points"]]
    return sum(errors) / len(errors)


def nelder_mead(f, x0, step, iterations=400):
    n = len(x0)
    simplex = [list(x0)] + [[x + (step[j] if i == j else 0) for j, x in enumerate(x0)] for i in range(n)]
    values = [f(x) for x in simplex]
    for _ in range(iterations):
        order = sorted(range(n + 1), key=lambda i: values[i])
        simplex, values = [simplex[i] for i in order], [values[i] for i in order]
        centre = [sum(x[j] for x in simplex[:-1]) / n for j in range(n)]
        reflected = [2 * centre[j] - simplex[-1][j] for j in range(n)]
        fr = f(reflected)
        if fr < values[0]:
            expanded = [3 * centre[j] - 2 * simplex[-1][j] for j in range(n)]
            fe = f(expanded)
            simplex[-1], values[-1] = (expanded, fe) if fe < fr else (reflected, fr)
        elif fr < values[-2]:
            simplex[-1], values[-1] = reflected, fr
        else:
            contracted = [(centre[j] + simplex[-1][j]) / 2 for j in range(n)]
            fc = f(contracted)
            if fc < values[-1]:
                simplex[-1], values[-1] = contracted, fc
            else:
                for i in range(1, n + 1):
                    simplex[i] = [(simplex[0][j] + simplex[i][j]) / 2 for j in range(n)]
                    values[i] = f(simplex[i])
    best = min(range(n + 1), key=lambda i: values[i])
    return simplex[best], values[best]


values, best = nelder_mead(score, [start[k] for k in keys], [steps[k] for k in keys])
print("%s: %s, mean |log error| %.4f on %d training tables" %
      (engine, ", ".join("%s %.3g" % (k, v) for k, v in zip(keys, values)), best, len(tables)))
