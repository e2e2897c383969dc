#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Turns the collected published tables (one JSON per table, as read from their sources) into
lorafleet-validation version 2 files: the run's settings become scenario keys, the measured throughput
stays as published. Usage: import-validation.py ROLE FILE... (writes resources/validation/)."""
import json, os, sys

# Per GPU: memory the driver reports (1e9 bytes), HBM TB/s, dense tensor TFLOP/s at 8 and 16 bits,
# one-way NVLink GB/s. Datasheets: NVIDIA H200, H100 SXM5, A100 SXM4 80GB.
GPUS = {
    "H200": dict(hbm_gb=150.7, hbm_bandwidth_tbps=4.8, fp8=1979, fp16=989, tp_link_gbps=450),
    "H100": dict(hbm_gb=85.5, hbm_bandwidth_tbps=3.35, fp8=1979, fp16=989, tp_link_gbps=450),
    "A100": dict(hbm_gb=85.9, hbm_bandwidth_tbps=2.039, fp8=312, fp16=312, tp_link_gbps=300),
}
# The engine's KV reservation: TensorRT-LLM's kv_cache_free_gpu_mem_fraction (0.95 of what the weights
# and the runtime leave; the runtime's share taken as 5 % of the GPU).
KV_SHARE = {"trtllm": 0.95 * 0.95}


def gpu_of(name):
    for key, spec in GPUS.items():
        if key in name:
            return key, spec
    raise SystemExit("unknown GPU " + name)


def convert(path, role):
    d = json.load(open(path))
    gpu_key, gpu = gpu_of(d["gpu"]["name"])
    m = d["model"]
    eight = m["weight_precision"].lower().startswith("fp8")
    weight_bytes = 1 if eight else 2
    kv_bytes = 1 if "fp8" in m.get("kv_precision", "").lower()[:4] or eight else 2
    base_gb = m["parameters"] * weight_bytes / 1e9
    kv_mb = 2 * m["layers"] * m["kv_heads"] * m["head_dim"] * kv_bytes / 1e6
    scenario = {
        "model": "engine", "engine": d["engine"], "hbm_gb": gpu["hbm_gb"], "base_gb": round(base_gb, 4),
        "pool_gb": 0, "hbm_bandwidth_tbps": gpu["hbm_bandwidth_tbps"],
        "compute_tflops": gpu["fp8"] if eight else gpu["fp16"], "weight_bytes": weight_bytes,
        "kv_mb_per_token": round(kv_mb, 6), "layers": m["layers"], "kv_heads": m["kv_heads"],
        "tp_link_gbps": gpu["tp_link_gbps"], "batch": 2048, "skew": 0,
    }
    points = []
    for p in d["points"]:
        tp = p.get("tensor_parallel", 1)
        kv = KV_SHARE.get(d["engine"], 0.9) * (gpu["hbm_gb"] - base_gb / tp)
        if kv <= 0:
            continue
        points.append({"adapters": max(1, p["adapters"]), "measured": p["measured"], "lora": p.get("lora", d.get("lora", False)),
                       "set": {"prompt_tokens": p["prompt_tokens"], "output_tokens": p["output_tokens"],
                               "tensor_parallel": tp, "kv_gb": round(kv, 3)}})
    out = {
        "format": "lorafleet-validation", "version": 2, "name": d["name"], "source": d["source"], "role": role,
        "notes": d.get("notes", "") + " Scenario from scripts/import-validation.py: " + gpu_key +
        " datasheet figures; base_gb = parameters x bytes per weight; KV cache per token = 2 x layers x KV heads x head"
        " dimension x bytes; kv_gb per GPU the engine's reservation of what the weights leave; batch 2048, the"
        " engine's default cap (the build heuristics' own is not published).",
        "scenario": scenario, "measured_unit": d["measured_unit"], "points": points,
    }
    name = os.path.basename(path).replace("_", "-")
    target = os.path.join("resources/validation", name)
    with open(target, "w") as f:
        json.dump(out, f, indent=4, ensure_ascii=False)
        f.write("\n")
    return target


if __name__ == "__main__":
    role = sys.argv[1]
    for path in sys.argv[2:]:
        print(convert(path, role))
