<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>QObject</name>
    <message>
        <source>Scenario from the command line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lorafleet::About</name>
    <message>
        <source>&lt;h3&gt;What LoRA Fleet Explorer computes&lt;/h3&gt;&lt;p&gt;Serve a catalog of K LoRA adapters either on &lt;b&gt;dedicated&lt;/b&gt; GPUs (one per adapter, each with a full copy of the base model) or &lt;b&gt;multiplexed&lt;/b&gt; on one GPU: the base once, the popular adapters in an adapter pool, requests for different adapters batched together.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Pool-fit boundary&lt;/b&gt;: how many adapters the pool holds (pool size ÷ adapter size). &lt;b&gt;Re-stream&lt;/b&gt;: every distinct resident adapter in a batch is read once per decode step. &lt;b&gt;Host-link&lt;/b&gt;: adapters outside the pool cross the host link; a part of each step hides the transfer. &lt;b&gt;Fleet advantage&lt;/b&gt;: dedicated GPUs ÷ multiplexed GPUs. &lt;b&gt;Break-even&lt;/b&gt;: an adapter with a larger share of traffic than p* is cheaper on its own GPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Operating rule.&lt;/b&gt; One adapter: either way. Up to the pool-fit boundary: multiplex. Beyond it: multiplex, but grow the pool or pack adapters denser. Any adapter above the break-even share: give it its own GPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Limits.&lt;/b&gt; All figures are model output, not measurements. Adapters are assumed equal in size and on one base model; the paper fixes the batch at 32. Isolation, security and failure containment are not priced: a dedicated server keeps a misbehaving adapter away from other tenants, which can justify it regardless of cost. Shrinking the base (quantisation) makes adapters relatively heavier and moves the boundary.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Measured.&lt;/b&gt; On %1 the calibration program timed an %2 (driver %3): HBM read %4 TB/s (model 4.8), host-to-GPU copies %5 GB/s in one direction (model 128, both directions of PCIe Gen5 together), transfer overlap %6 (model 0.5, measured with prefetches: the best case), and one distinct adapter %7 of a decode step (model: the byte ratio %8). The preset “H200 (measured)” uses the first three; View → Measured H200 points shows the re-stream points on the overhead chart.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About LoRA Fleet Explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;LoRA Fleet Explorer %1&lt;/h3&gt;&lt;p&gt;What it costs to serve a catalog of LoRA adapters on one multiplexed GPU versus one dedicated GPU each.&lt;/p&gt;&lt;p&gt;Reproduces the analytical model of “The Derivative Long Tail: Multiplex-vs-Dedicated LoRA Serving on H200”.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lorafleet::BreakevenChart</name>
    <message>
        <source>Adapters K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of all traffic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>break-even p*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: an adapter with more than %2 of the traffic is cheaper on its own GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top adapter p₁</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the most popular adapter gets %2 of the traffic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dedicated GPU cheaper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K = %1: p₁ = %2, p* = %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lorafleet::Calibration</name>
    <message>
        <source>The calibration file has no valid %1.%2: expected a positive number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The calibration file is not a JSON object (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds something else</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a LoRA Fleet Explorer calibration file (format &quot;lorafleet-calibration&quot;, version 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The calibration file does not say which GPU was measured, or when.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The calibration file has no list of re-stream points (points.restream).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A re-stream point of the calibration file is not valid: each needs distinct_adapters (a whole number), step_ms (positive) and relative_overhead (a number).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The calibration file has no re-stream point with an adapter in the batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the calibration file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (measured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The paper&apos;s H200 scenario with the constants measured on an %1 (driver %2) on %3 by calibration/lorafleet-calibrate: HBM read bandwidth %4 TB/s (paper 4.8), pinned host-to-device copies %5 GB/s on one stream (paper 128: the two directions of PCIe Gen5 x16 together), transfer overlap %6 (paper 0.5; the measured transfers were prefetches independent of the step, the hardware&apos;s best case). One distinct adapter cost %7 of a base step against the byte ratio %8: the simple multi-LoRA kernels read adapters more slowly than the base weights. The model&apos;s re-stream term is the byte ratio and is kept; see resources/calibration/h200-measured.json for every point.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lorafleet::CatalogGrowthChart</name>
    <message>
        <source>Weeks from now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet advantage R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog size K(t)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 adapters, %3: R = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K(t), no overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the catalog holds %2 adapters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog growth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outgrows the pool: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 adapters: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lorafleet::Chart</name>
    <message>
        <source>low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current s = %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current s = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K = %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lorafleet::ChartExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) [×]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fleet advantage R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adapters K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (current s = %2) [×]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no overhead R = K [×]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fraction of a decode step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-stream overhead δ_rs [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host-link overhead δ_hl [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total overhead δ [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fleet advantage R(K(t))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>week t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog K(t) [adapters]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fraction of all traffic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>break-even share p* [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top adapter share p₁ [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chart could not be drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF reports (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA Fleet Explorer: model output, not measurements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA Fleet Explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no table for the chart %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a report holds every chart: write it with writeReportPdf()</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scale %1 is not valid: expected a number from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lorafleet::CommandLine</name>
    <message>
        <source>Scenario keys for --set KEY=VALUE (see docs/model.md):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use either --scenario or --preset, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--set %1: expected KEY=VALUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; (value %2): expected one of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA Fleet Explorer: K = %1 adapters, skew s = %2, batch %3, pool %4 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool capacity (pool-fit boundary)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 adapters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-stream overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host-link overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total overhead per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet advantage R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs, multiplexed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs, dedicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per month, multiplexed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per month, dedicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Savings per month (per year)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even share p*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top adapter&apos;s share p1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapters cheaper dedicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory B + V + P of M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 GB, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit: over by %1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog crosses the boundary, week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog saturates, week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>either: a single adapter costs the same dedicated (it saves only its re-stream cost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>multiplex: every adapter fits in the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>multiplex, but the pool overflows: grow the pool or pack adapters denser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; dedicate the %1 most popular adapter(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export needs --out DIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--scale %1 is not valid: expected a number from 1 to 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>screenshot needs --out FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--size %1 is not valid: expected WxH from 640x400 to 7680x4320</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--theme %1 is not valid: expected one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang %1 is not valid: expected ko or en</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give one scenario: a file, --scenario FILE or --preset NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (try lorafleet --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: lorafleet [COMMAND] [OPTIONS]
LoRA Fleet Explorer: what it costs to serve a catalog of LoRA adapters on one multiplexed
GPU versus one dedicated GPU each.

Without a command, opens the window:
  lorafleet [FILE | --scenario FILE | --preset NAME]

Commands (they need no display):
  eval [SCENARIO] [--json]            print the scenario&apos;s figures
  export --out DIR [SCENARIO] [--format F] [--scale N] [--theme NAME]
                                      write the four charts into DIR as fleet-advantage,
                                      overhead, catalog-growth and breakeven; F is png
                                      (1200 x 750 pixels at scale 1, the default), svg, pdf,
                                      csv (the plotted data), or report (report.pdf: one
                                      page with the charts, figures and parameters)
  screenshot --out FILE [SCENARIO] [--size WxH] [--theme NAME] [--presentation]
                                      render the whole window as PNG (default 1600x1000);
                                      themes: light, dark, high-contrast
  presets                             list the shipped presets

SCENARIO options (in this order):
  --scenario FILE   start from a saved scenario file
  --preset NAME     start from a shipped preset (see lorafleet presets)
  --set KEY=VALUE   then change one value (repeatable; applied in order)

Other options:
  --json            eval: print one JSON object as the last line of output
  --out DIR|FILE    export: the folder to write into (created if missing); screenshot: the file
  --scale N         export: pixel ratio of PNG files, 1 to 4 (default 1)
  --theme NAME      export, screenshot: light (default), dark or high-contrast
  -h, --help        show this help
  --lang ko|en      the language of messages and help (default: the system&apos;s)
  -v, --version     show the version

Exit status: 0 done, 1 a file could not be written, 2 invalid input (one line on stderr).

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format %1 is not valid: expected one of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lorafleet::FleetAdvantageChart</name>
    <message>
        <source>Adapters K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet advantage R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no overhead R = K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2: R = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at the current skew: R = %2 (%3 dedicated GPUs per multiplexed GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet advantage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no overhead (R = K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pool holds %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K = %1: R = %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lorafleet::MainWindow</name>
    <message>
        <source>Drag %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every figure is model output, not a measurement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario &amp;details…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1× (%2 × %3 pixels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to &amp;defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave presentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two charts side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All four charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast (projector)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Advanced parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Measured H200 points on the overhead chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode steps timed on an %1 on %2 with 1 to 32 distinct adapters in the batch, placed where the model expects that many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset not loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About the &amp;model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About LoRA Fleet Explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — LoRA Fleet Explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load preset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened with warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was opened, with these warnings:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios (%1);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario not opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

The open scenario is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Q3 launch, 200 adapters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the numbers come from, what the scenario is for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored your unsaved scenario from the last session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export all charts to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported the charts to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes the next time LoRA Fleet Explorer starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;all charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;report (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied %1 to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lorafleet::MemoryBar</name>
    <message>
        <source>GPU memory: %1 base model + %2 KV cache + %3 adapter pool (%4 adapters) = %5 of %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pool %1 · %2 adapters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over by %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lorafleet::OverheadChart</name>
    <message>
        <source>Adapters K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overhead (% of a decode step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-stream (resident adapters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: re-stream %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host-link (adapters outside the pool)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: re-stream %2 + host-link %3 = %4 per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 distinct adapters per batch (at K ≈ %3): %4 of a step; the model&apos;s re-stream term %5; residual %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overhead per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pool holds %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K = %1: %2 per token</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lorafleet::ParamSpinBox</name>
    <message>
        <source>%1: type a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lorafleet::ParameterPanel</name>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every other parameter of the model: the GPU, the demand, the catalog&apos;s growth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the paper&apos;s scenario: an H200 serving 32 adapters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> The scenario is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lorafleet::Params</name>
    <message>
        <source>Adapters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traffic skew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapter pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapter size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host link bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfer overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog at week 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog growth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K axis end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference skews</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USD/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adapters/week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>h/month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requests/month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weeks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapters in the catalog now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zipf exponent of request popularity; 0 means every adapter is equally popular.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests decoded together in one step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory reserved for resident adapters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rental price of one GPU per hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory of one GPU (H200: 141 GB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights of the base model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory reserved for the KV cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights of one adapter (about 0.5 % of the base).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory bandwidth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host-to-GPU bandwidth for adapters that are not resident.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fraction of a base decode step that can hide host-link transfers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total requests per month over all adapters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests one GPU serves per month at batch 32 with no adapter overhead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed hours per GPU-month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog size at week 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New adapters per week.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steady-state catalog size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weeks shown on the catalog-growth plot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right end of the adapter-count axes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skews drawn as low, medium and high reference curves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round GPU counts up to whole GPUs (the paper uses fractional GPU-months).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lorafleet::Report</name>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/mo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet advantage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dedicated GPUs per multiplexed one at K = %1, s = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 adapters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 each in a %2 pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overhead per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-stream %1 · host-link %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiplexed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dedicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Savings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per year by multiplexing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>multiplexing costs %1 more per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 used, %3 free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over by %1: %2 needed of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory: base %1 · KV cache %2 · adapter pool %3 · of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – LoRA Fleet Explorer report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA Fleet Explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the report could not be drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA Fleet Explorer · scenario report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All figures are model output, not measurements (the analytical model of &quot;The Derivative Long Tail: Multiplex-vs-Dedicated LoRA Serving on H200&quot;). It assumes adapters of equal size on one base model; isolation, security and failure containment are not priced, and they can justify a dedicated GPU regardless of cost. Shrinking the base (quantisation) makes adapters relatively heavier and moves the pool-fit boundary. Every parameter&apos;s key reproduces these figures: lorafleet eval --set KEY=VALUE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lorafleet::ScenarioDocument</name>
    <message>
        <source>Edit scenario details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lorafleet::ScenarioFile</name>
    <message>
        <source>There is no preset &quot;%1&quot;; the presets are: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is too large (%1 bytes): a scenario file holds a few kilobytes, and files over %2 bytes (1 MiB) are not read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null (no value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object (a group of named values)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 must be %2, but the file gives %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a &quot;,&quot; is missing between two entries, or an object is not closed with &quot;}&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a &quot;:&quot; is missing after a key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a &quot;,&quot; is missing between two items, or a list is not closed with &quot;]&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a &quot;,&quot; is missing between two values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value is not one JSON allows: texts need double quotes, and true, false and null are written in lower case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file ends in the middle of a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number is not valid, or too large or too small to store; NaN and Infinity are not allowed in JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a backslash escape in a text is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a text holds bytes that are not valid UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a text is not closed with a double quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lists or objects are nested too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the document is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>something follows the end of the scenario&apos;s object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the JSON reader stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file does not start like a scenario: a scenario file is a JSON object that starts with &quot;{&quot;, but this one starts with %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file nests lists or objects more deeply than the JSON reader allows (%1 levels, exceeded at line %2, column %3); a scenario needs three, so this is not a scenario file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file ends too early, at line %1, column %2, so it looks cut off: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not valid JSON at line %1, column %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be %2, but item %3 of the list is %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty: it holds no scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds only blank space: it holds no scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is saved as UTF-16 text; scenario files are UTF-8: save it again as UTF-8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds binary data, not text, so it is not a scenario file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not UTF-8 text: the bytes at line %1, column %2 are not valid UTF-8. Save it again as UTF-8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds a list, not a scenario: a scenario file is a JSON object that starts with &quot;{&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has no &quot;format&quot; entry, so it is not a LoRA Fleet Explorer scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file&apos;s format is %1, not &quot;%2&quot;: it is not a LoRA Fleet Explorer scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has no &quot;version&quot; entry: a scenario file says which version of the format it uses (this one reads version %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file&apos;s version must be a whole number (this one reads version %1), but the file gives %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was written by a newer LoRA Fleet Explorer (version %1); this one reads version %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file&apos;s version is %1, which no LoRA Fleet Explorer writes; this one reads version %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be text, but the file gives %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has no &quot;params&quot; entry, which holds the scenario&apos;s values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;params&quot; must be an object of named values, but the file gives %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing keys took their defaults: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown keys were ignored: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder, not a scenario file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 could not be opened: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 could not be read: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder: choose a file name to save the scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 does not exist, so the scenario could not be saved there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario is too large to save: its name and notes take %1 bytes, and a scenario file is at most %2 bytes (1 MiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario could not be saved to %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lorafleet::SummaryPanel</name>
    <message>
        <source>The operating rule of the model: multiplex, and when to grow the pool or dedicate the busiest adapters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet advantage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many dedicated GPUs one multiplexed GPU replaces: dedicated GPUs ÷ multiplexed GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pool-fit boundary: how many adapters fit in the memory reserved for the adapter pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overhead per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra time per decoded token from multiplexing: re-reading resident adapters (re-stream) plus fetching the others over the host link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiplexed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs needed when one base model serves every adapter, and what they cost per month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dedicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs needed with one GPU per adapter (each at least one GPU), and what they cost per month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Savings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What multiplexing saves against dedicated GPUs, per month and per year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at K = %1, s = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adapters of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-stream %1 · host-link %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/mo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per year</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lorafleet::Verdict</name>
    <message>
        <source>Either way: a single adapter costs about the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One adapter on its own GPU saves only its re-stream cost (%1 of a step); multiplexing starts paying from the second adapter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiplex: all %1 adapters fit in the pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One multiplexed GPU replaces %1 dedicated GPUs; the pool has room for %2 more adapters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiplex, but the pool overflows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 adapters do not fit in the pool and cross the host link: grow the pool or pack adapters denser.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Dedicate the %n most popular adapter(s): each gets more traffic than the break-even share (%1).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Does not fit on the GPU: base, KV cache and pool need %1 of %2, over by %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lorafleet::format</name>
    <message>
        <source>%1 pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>week %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
