#!/usr/bin/env python3
"""Draws docs/benchmarks.json as SVG charts in docs/charts/: `make bench`
runs it after bench.py, `make charts` alone.

1. query-time.svg: median query time against catalog size (log scales on
   both axes), one panel per query, for storesearch and FTS5 (warm and cold)
   and fzf --filter (a new process per query, its only mode).
2. keystroke-latency.svg: keystroke to updated screen at 80x24 and 160x48,
   storesearch on the bundled catalog and on 1M items, fzf on the bundled
   catalog's lines: median bars, p99 marks, the 16 ms p99 target.
3. bytes-per-key.svg: bytes written per key (typing, list move, cursor move
   in the field), storesearch against fzf, log scale.
4. typos.svg: queries with typing mistakes at 4k, 100k and 1M items:
   recall (the item meant among the first 10) and median time with p99
   marks, storesearch against fzf --filter and FTS5.
5. quality.svg: known-item search (quality.py), MRR and recall@10 per
   query kind, storesearch against FTS5 and fzf --filter.

The same benchmarks.json gives byte-identical SVGs: fixed figure sizes,
no date or version in the metadata, text kept as text (no font subsetting),
and a fixed salt for the ids matplotlib derives from hashes.

Usage: charts.py [--json docs/benchmarks.json] [--out docs/charts]
"""
import json
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# File name and alt text; report.py, typos.py and quality.py link them from
# docs/BENCHMARKS.md, so they import this list (and not matplotlib, which
# main() loads).
CHARTS = {
    "query time": ("charts/query-time.svg", "Median query time against catalog size, log scales"),
    "keystroke latency": ("charts/keystroke-latency.svg", "Keystroke to updated screen at 80x24 and 160x48"),
    "bytes per key": ("charts/bytes-per-key.svg", "Bytes written per key, storesearch against fzf"),
    "typos": ("charts/typos.svg", "Queries with typing mistakes: recall and time against fzf and FTS5"),
    "quality": ("charts/quality.svg", "Known-item search: recall@10 and MRR per query kind against fzf and FTS5"),
}

# One colour per program, the same in every chart; a line style per mode.
COLOURS = {"storesearch": "#1f77b4", "storesearch 1M": "#6baed6", "FTS5": "#2ca02c", "fzf": "#d62728"}
SIZE_NAMES = ["80x24", "160x48"]


def p99(samples):
    """The benchmarks' p99 (common.py's `summary`): the sample at rank round(0.99 (n - 1))."""
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(round(0.99 * (len(ordered) - 1))))]


def setup():
    import matplotlib
    matplotlib.use("svg")
    matplotlib.rcParams.update({
        "svg.hashsalt": "storesearch-benchmarks",
        "svg.fonttype": "none",  # text as <text>: no glyph paths, no font subsetting
        "font.family": "DejaVu Sans",
        "font.size": 9,
        "axes.spines.top": False,
        "axes.spines.right": False,
        "axes.grid": True,
        "grid.alpha": 0.3,
        "legend.frameon": False,
    })
    import matplotlib.pyplot as plt
    return plt


def save(plt, figure, out_dir, key):
    path = os.path.join(out_dir, os.path.basename(CHARTS[key][0]))
    # Date and Creator left out: no day and no matplotlib version in the file.
    # No bbox_inches="tight": the page is the fixed figure size.
    figure.savefig(path, format="svg", metadata={"Date": None, "Creator": None})
    plt.close(figure)
    return path


def query_time(plt, data):
    scale = data["search at scale"]
    sizes = [entry["items"] for entry in scale.values()]
    labels = list(next(iter(scale.values()))["queries"])
    series = [  # (legend, json key, colour, line style)
        ("storesearch warm", "storesearch warm ms", COLOURS["storesearch"], "-"),
        ("storesearch cold", "storesearch cold ms", COLOURS["storesearch"], "--"),
        ("FTS5 warm", "fts5 warm ms", COLOURS["FTS5"], "-"),
        ("FTS5 cold", "fts5 cold ms", COLOURS["FTS5"], "--"),
        ("fzf --filter", "fzf cold ms", COLOURS["fzf"], "-"),
    ]
    figure, axes = plt.subplots(2, 3, figsize=(10, 6.4), sharex=True, sharey=True)
    figure.suptitle("Query time against catalog size (median ms; log scales)")
    panels = axes.flat
    for label, ax in zip(labels, panels):
        term = next(iter(scale.values()))["queries"][label]["term"]
        for legend, key, colour, style in series:
            medians = [statistics.median(entry["queries"][label][key]) for entry in scale.values()]
            ax.plot(sizes, medians, style, color=colour, marker="o", markersize=3.5, linewidth=1.4, label=legend)
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_title(f"{label} “{term}”")
        ax.set_xticks(sizes)
        ax.set_xticklabels([f"{n:,}" if n < 10_000 else f"{n // 1000:,}k" if n < 1_000_000 else f"{n // 1_000_000}M"
                            for n in sizes])
        ax.xaxis.set_minor_locator(plt.NullLocator())
    for ax in axes[1]:
        ax.set_xlabel("items in the catalog")
    for ax in axes[:, 0]:
        ax.set_ylabel("ms")
    legend_ax = axes.flat[len(labels)] if len(labels) < axes.size else None
    if legend_ax is not None:
        handles, names = axes.flat[0].get_legend_handles_labels()
        legend_ax.axis("off")
        legend_ax.legend(handles, names, loc="center",
                         title="warm: one long-lived process\ncold: a new process per query")
        for ax in list(axes.flat)[len(labels) + 1:]:
            ax.axis("off")
    else:
        axes.flat[0].legend()
    figure.subplots_adjust(left=0.07, right=0.98, top=0.89, bottom=0.09, wspace=0.12, hspace=0.3)
    return figure


def keystroke_latency(plt, data):
    feel = data["interactive"]
    programs = [("storesearch, bundled", "bundled", COLOURS["storesearch"]),
                ("storesearch, 1M", "1M", COLOURS["storesearch 1M"]),
                ("fzf, bundled lines", "fzf", COLOURS["fzf"])]
    figure, ax = plt.subplots(figsize=(7, 4.2))
    width = 0.26
    highest = 16
    for index, (legend, prefix, colour) in enumerate(programs):
        xs, medians, tops = [], [], []
        for group, size in enumerate(SIZE_NAMES):
            samples = feel[f"{prefix} {size}"]["keystroke ms"]
            xs.append(group + (index - 1) * width)
            medians.append(statistics.median(samples))
            tops.append(p99(samples))
        highest = max(highest, *tops)
        ax.bar(xs, medians, width * 0.9, color=colour, label=legend)
        ax.scatter(xs, tops, marker="_", s=220, color="black", linewidths=1.5, zorder=3,
                   label="p99" if index == 0 else None)
        for x, median in zip(xs, medians):
            ax.annotate(f"{median:.1f}", (x, median), xytext=(0, 2), textcoords="offset points",
                        ha="center", va="bottom", fontsize=8)
    ax.axhline(16, color="grey", linestyle=":", linewidth=1.2)
    ax.annotate("target: 16 ms p99", (1.5, 16), xytext=(0, 3), textcoords="offset points", ha="right",
                va="bottom", fontsize=8, color="grey")
    ax.set_xticks(range(len(SIZE_NAMES)))
    ax.set_xticklabels(SIZE_NAMES)
    ax.set_xlim(-0.5, len(SIZE_NAMES) - 0.5)
    ax.set_ylim(0, highest * 1.3)  # room above for the legend
    ax.set_ylabel("ms (bars: median)")
    ax.set_title("Keystroke to updated screen, through a pty")
    ax.grid(axis="x", visible=False)
    ax.legend(loc="upper left", ncol=4)
    figure.subplots_adjust(left=0.09, right=0.98, top=0.91, bottom=0.08)
    return figure


def bytes_per_key(plt, data):
    feel = data["interactive"]
    actions = [("typing", "bytes per keystroke"), ("list move", "bytes per list move"),
               ("cursor move\nin the field", "bytes per cursor move")]
    programs = [("storesearch, bundled", "bundled", COLOURS["storesearch"]),
                ("storesearch, 1M", "1M", COLOURS["storesearch 1M"]),
                ("fzf, bundled lines", "fzf", COLOURS["fzf"])]
    groups = [(f"{action}\n{size}", key, size) for action, key in actions for size in SIZE_NAMES]
    figure, ax = plt.subplots(figsize=(9, 4.2))
    width = 0.26
    for index, (legend, prefix, colour) in enumerate(programs):
        xs, medians = [], []
        for group, (_, key, size) in enumerate(groups):
            xs.append(group + (index - 1) * width)
            # A median of 0 bytes has no place on a log scale: drawn as 1 (labelled 0).
            medians.append(statistics.median(feel[f"{prefix} {size}"][key]))
        ax.bar(xs, [max(m, 1) for m in medians], width * 0.9, color=colour, label=legend)
        for x, median in zip(xs, medians):
            ax.annotate(f"{median:.0f}", (x, max(median, 1)), xytext=(0, 2), textcoords="offset points",
                        ha="center", va="bottom", fontsize=7)
    ax.set_yscale("log")
    ax.set_ylim(0.5, 50_000)
    ax.set_xticks(range(len(groups)))
    ax.set_xticklabels([label for label, _, _ in groups])
    ax.set_xlim(-0.5, len(groups) - 0.5)
    ax.set_ylabel("bytes written (median; log scale)")
    ax.set_title("Bytes written to the terminal per key")
    ax.grid(axis="x", visible=False)
    ax.legend(loc="upper right", ncol=3)
    figure.subplots_adjust(left=0.08, right=0.99, top=0.91, bottom=0.16)
    return figure


def typo_recall_and_time(plt, data):
    recall = data["typos"]["recall"]
    names = list(recall)
    recalled = [("storesearch", "storesearch", COLOURS["storesearch"]), ("fzf --filter", "fzf", COLOURS["fzf"]),
                ("FTS5", "fts5", COLOURS["FTS5"])]
    # Figures measured before relevance was the default name their 200 "by name".
    two_hundred = "storesearch 200" if "storesearch 200" in next(iter(recall.values())) else "storesearch by name"
    said = "storesearch, 200" if two_hundred == "storesearch 200" else "storesearch, by name, 200"
    programs = [(said, two_hundred, "typo ms", COLOURS["storesearch"]),
                (f"{said}, no mistakes", two_hundred, "exact ms", COLOURS["storesearch 1M"]),
                ("storesearch, 10", "storesearch", "typo ms", "#9467bd"),
                ("FTS5", "fts5", "typo ms", COLOURS["FTS5"]), ("fzf --filter", "fzf", "typo ms", COLOURS["fzf"])]
    figure, (left, right) = plt.subplots(1, 2, figsize=(11, 4.4))
    width = 0.26
    for index, (legend, key, colour) in enumerate(recalled):
        xs = [group + (index - 1) * width for group in range(len(names))]
        values = [recall[name][key]["recall"] * 100 for name in names]
        left.bar(xs, values, width * 0.9, color=colour, label=legend)
        for x, value in zip(xs, values):
            left.annotate(f"{value:.0f}", (x, value), xytext=(0, 2), textcoords="offset points", ha="center",
                          va="bottom", fontsize=8)
    left.set_ylim(0, 115)
    left.set_ylabel("% of queries: the item meant among the first 10")
    left.set_title("Recall with typing mistakes")
    width = 0.16
    for index, (legend, key, samples, colour) in enumerate(programs):
        xs = [group + (index - 2) * width for group in range(len(names))]
        medians = [statistics.median(recall[name][key][samples]) for name in names]
        tops = [p99(recall[name][key][samples]) for name in names]
        right.bar(xs, medians, width * 0.9, color=colour, label=legend)
        right.scatter(xs, tops, marker="_", s=120, color="black", linewidths=1.2, zorder=3,
                      label="p99" if index == 0 else None)
    right.set_yscale("log")
    highest = max(p99(recall[name][key][samples]) for name in names for _, key, samples, _ in programs)
    right.set_ylim(top=highest * 40)  # room above for the legend
    right.set_ylabel("ms (bars: median; log scale)")
    right.set_title("Time a query (storesearch, FTS5 warm; fzf a process each)")
    for ax in (left, right):
        ax.set_xticks(range(len(names)))
        ax.set_xticklabels([f"{name}\n{recall[name]['items']:,} items" for name in names])
        ax.grid(axis="x", visible=False)
    left.legend(loc="upper right", ncol=3)
    right.legend(loc="upper left", ncol=2, fontsize=7)
    figure.subplots_adjust(left=0.07, right=0.99, top=0.9, bottom=0.14, wspace=0.22)
    return figure


def main(argv):
    json_path = argv[argv.index("--json") + 1] if "--json" in argv else os.path.join(ROOT, "docs", "benchmarks.json")
    out_dir = argv[argv.index("--out") + 1] if "--out" in argv else os.path.join(ROOT, "docs", "charts")
    with open(json_path, encoding="utf-8") as handle:
        data = json.load(handle)
    plt = setup()
    os.makedirs(out_dir, exist_ok=True)
    import quality
    for key, draw in [("query time", query_time), ("keystroke latency", keystroke_latency),
                      ("bytes per key", bytes_per_key), ("typos", typo_recall_and_time), ("quality", quality.chart)]:
        if key in ("typos", "quality") and key not in data:
            continue
        print(save(plt, draw(plt, data), out_dir, key))


if __name__ == "__main__":
    main(sys.argv[1:])
