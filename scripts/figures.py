#!/usr/bin/python3
"""The measured figures the README and the guide quote, written from what
`make bench` measured, never typed.

A page holds a figure between markers:

    <!-- figure first-frame-80x24 -->4.77 ms<!-- /figure -->

and a list of every target `make bench` found not met between

    <!-- BEGIN FIGURES: not met -->
    ...
    <!-- END FIGURES: not met -->

Each figure is worked out below from docs/benchmarks.json (the samples),
with the same rounding docs/BENCHMARKS.md uses (Tests/Benchmarks/
figure_format.py); a `target …` figure is a line of docs/BENCHMARKS.md
itself (`met: …` or `NOT met: …`), so a page says a target is not met in the
report's own words. The bundled catalog's counts come from its file.

`make docs` and `make bench` rewrite the figures; `--check` (make test, by
way of make check-docs) changes nothing and fails when a page's figure is
not what the JSON gives, when a marker names no figure, and when a README or
guide page states a time, a size or a ratio outside the markers (a figure
typed by hand): a designed bound, not a measurement, is written between
`<!-- bound -->` and `<!-- /bound -->`.
"""

import argparse
import json
import re
import statistics
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "Tests" / "Benchmarks"))
from figure_format import fmt, summary  # noqa: E402

JSON = ROOT / "docs" / "benchmarks.json"
REPORT = ROOT / "docs" / "BENCHMARKS.md"
CATALOG = ROOT / "Resources" / "catalog" / "catalog.json"

# The pages that quote figures, and those that must state none outside the markers.
PAGES = ["README.md", "docs/guide/*.md", "docs/TESTING.md"]
LINTED = ["README.md", "docs/guide/*.md"]

# A figure and its value lie on one line: a marker written in passing (as in
# this docstring) never reaches to a figure further down the page.
FIGURE = re.compile(r"<!-- figure ([^>\n]*?) -->([^\n]*?)<!-- /figure -->")
BLOCK = re.compile(r"(<!-- BEGIN FIGURES: ([^>]*?) -->\n)(.*?)(<!-- END FIGURES: \2 -->)", re.S)


def median(samples):
    return statistics.median(samples)


def ms(value):
    return fmt(value, " ms")


def span(values, unit=" ms"):
    """The least and the most of a few medians: "0.24–0.28 ms"."""
    low, high = min(values), max(values)
    return fmt(low, unit) if fmt(low) == fmt(high) else f"{fmt(low)}–{fmt(high, unit)}"


def queries_1m(data, key):
    """Each query's median at 1M, of the queries that find something (none found is no search's cost)."""
    return [median(q[key]) for q in data["search at scale"]["1M"]["queries"].values() if q["storesearch matches"]]


def page_lookup(data, kind):
    """The slowest case's median lookup of an artist's or album's page at 1M (as part 10's target says it)."""
    return max(median(case[kind]["lookup ms"]) for case in data["pages at 1M"]["cases"]
               if case.get(kind, {}).get("lookup ms"))


def catalog_counts():
    results = json.loads(CATALOG.read_text())["results"]
    return Counter(item.get("kind") for item in results), len(results)


# Each figure: its name on a page, and how it is worked out from the JSON (a
# function of the loaded JSON).
FIGURES = {
    # Part 1: search at scale, 1M items.
    "warm-search-1M": lambda d: span(queries_1m(d, "storesearch warm ms")),
    "fts5-warm-search-1M": lambda d: span(queries_1m(d, "fts5 warm ms")),
    "cold-search-1M": lambda d: span(queries_1m(d, "storesearch cold ms")),
    "fzf-cold-search-1M": lambda d: span(queries_1m(d, "fzf cold ms")),
    "index-file-1M": lambda d: f"{d['search at scale']['1M']['index file bytes'] / 1e6:.0f} MB",
    # Part 2: the interface through a pty.
    "first-frame-80x24": lambda d: ms(median(d["interactive"]["bundled 80x24"]["first frame ms"])),
    "fzf-first-frame-80x24": lambda d: ms(median(d["interactive"]["fzf 80x24"]["first frame ms"])),
    "keystroke-80x24": lambda d: ms(median(d["interactive"]["bundled 80x24"]["keystroke ms"])),
    "keystroke-p99-1M-80x24": lambda d: ms(summary(d["interactive"]["1M 80x24"]["keystroke ms"])["p99"]),
    "bytes-per-key-80x24": lambda d: f"{median(d['interactive']['bundled 80x24']['bytes per keystroke']):.0f} bytes",
    "fzf-bytes-per-key-80x24": lambda d: f"{median(d['interactive']['fzf 80x24']['bytes per keystroke']):.0f} bytes",
    "idle-cpu": lambda d: f"{max(e['idle cpu ms over 10 s'] for e in d['interactive'].values() if 'idle cpu ms over 10 s' in e):.2f} ms",
    "paste-size": lambda d: f"{d['interactive']['paste']['bytes'] // 1024} KB",
    "paste": lambda d: ms(median(d["interactive"]["paste"]["paste ms"])),
    # Part 3: memory.
    "rss-1M": lambda d: f"{max(d['memory']['search command, 1M'] + [d['interactive']['1M 80x24']['peak rss mb'], d['interactive']['1M 160x48']['peak rss mb']]):.0f} MB",
    "rss-bundled": lambda d: fmt(median(d["memory"]["search command, bundled"]), " MB"),
    # Part 7: the first open of a catalog.
    "first-open-1M": lambda d: ms(median(d["first open"]["1M"]["first open ms"])),
    "fzf-first-open-1M": lambda d: ms(median(d["first open"]["1M"]["fzf filter ms"])),
    "first-open-rss-1M": lambda d: f"{max(d['first open']['1M']['peak rss mb']):.0f} MB",
    "first-open-10M": lambda d: f"{median(d['first open']['10M']['first open ms']) / 1000:.1f} s",
    "first-open-rss-10M": lambda d: f"{max(d['first open']['10M']['peak rss mb']):.0f} MB",
    # The index built after a first answer, by its own process (`storesearch-index`).
    "first-build-1M": lambda d: ms(median(d["first open"]["1M"]["index build ms"])),
    "first-build-rss-1M": lambda d: f"{max(d['first open']['1M']['builder peak rss mb']):.0f} MB",
    "first-build-10M": lambda d: f"{median(d['first open']['10M']['index build ms']) / 1000:.1f} s",
    "first-build-rss-10M": lambda d: f"{max(d['first open']['10M']['builder peak rss mb']):.0f} MB",
    # Part 8: motion.
    "motion-ratio": lambda d: f"{max(m['ratio'] for m in d['motion']):.2f}x",
    # Part 10: pages at 1M.
    "artist-page-1M": lambda d: ms(page_lookup(d, "artist")),
    "album-page-1M": lambda d: ms(page_lookup(d, "album")),
    # Part 4: artwork.
    "detail-picture": lambda d: ms(median(d["artwork"]["detail picture, fetched ms"])),
}

# Counts of the bundled catalog (from its file, not the benchmarks).
CATALOG_FIGURES = {
    "catalog-items": lambda counts, total: f"{total:,}",
    "catalog-songs": lambda counts, total: f"{counts['song']:,}",
    "catalog-tv-episodes": lambda counts, total: f"{counts['tv-episode']:,}",
    "catalog-music-videos": lambda counts, total: f"{counts['music-video']:,}",
    "catalog-apps": lambda counts, total: f"{counts['software']:,}",
    "catalog-ebooks": lambda counts, total: f"{counts['ebook']:,}",
}


def targets(report):
    """The report's target lines, as `met: …` / `NOT met: …`."""
    return [line[2:] for line in report.splitlines() if line.startswith(("- met: ", "- NOT met: "))]


def figure(name, data, report, catalog):
    if name.startswith("target "):
        wanted = name[len("target "):]
        found = [line for line in targets(report) if line.split(": ", 1)[1].startswith(wanted)]
        if len(found) != 1:
            raise LookupError(f"{len(found)} target lines of docs/BENCHMARKS.md begin '{wanted}'")
        return found[0]
    if name in CATALOG_FIGURES:
        return CATALOG_FIGURES[name](*catalog)
    if name not in FIGURES:
        raise LookupError(f"no figure is named '{name}' (scripts/figures.py lists them)")
    try:
        return FIGURES[name](data)
    except (LookupError, TypeError, ValueError) as error:
        raise LookupError(f"figure '{name}': docs/benchmarks.json has no {error!r} (run make bench)") from error


def blocks(name, report):
    if name == "not met":
        return "\n".join(f"- {line}" for line in targets(report) if line.startswith("NOT met")) + "\n"
    raise LookupError(f"no list of figures is named '{name}'")


# A time, a size or a ratio written as a number: "10–15 ms", "100 MB", "2.16x", "1.5 s".
TYPED = re.compile(r"(?<![\w.])\d[\d,.]*(?:\s?[–-]\s?\d[\d,.]*)?\s?(?:ms|milliseconds?|s|seconds?|[KMG]B|kB|B|bytes|x)\b")
# What is not prose: code, generated parts, figures, bounds, comments, link targets.
NOT_PROSE = [
    re.compile(r"^```.*?^```", re.S | re.M),
    re.compile(r"<!-- BEGIN GENERATED: ([^>]*?) \(make docs\) -->.*?<!-- END GENERATED: \1 -->", re.S),
    BLOCK,
    FIGURE,
    re.compile(r"<!-- bound -->.*?<!-- /bound -->", re.S),
    re.compile(r"<!--.*?-->", re.S),
    re.compile(r"`[^`\n]*`"),
    re.compile(r"\]\([^)]*\)"),
]


def typed_figures(text):
    """(line, figure) of each time, size or ratio in the prose outside the markers."""
    for pattern in NOT_PROSE:
        text = pattern.sub(lambda m: "\n" * m.group(0).count("\n"), text)
    for number, line in enumerate(text.splitlines(), 1):
        for match in TYPED.finditer(line):
            yield number, match.group(0)


def pages(patterns):
    found = []
    for pattern in patterns:
        found += sorted(ROOT.glob(pattern))
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="change nothing; fail when a page is stale")
    arguments = parser.parse_args()

    data = json.loads(JSON.read_text())
    report = REPORT.read_text()
    catalog = catalog_counts()
    problems = []
    for path in pages(PAGES):
        relative = path.relative_to(ROOT)
        text = path.read_text()

        def fill(match):
            try:
                value = figure(match.group(1), data, report, catalog)
            except LookupError as error:
                problems.append(f"{relative}: {error.args[0]}")
                return match.group(0)
            return f"<!-- figure {match.group(1)} -->{value}<!-- /figure -->"

        def fill_block(match):
            try:
                return match.group(1) + blocks(match.group(2), report) + match.group(4)
            except LookupError as error:
                problems.append(f"{relative}: {error.args[0]}")
                return match.group(0)

        updated = BLOCK.sub(fill_block, FIGURE.sub(fill, text))
        if updated != text:
            if arguments.check:
                stale = [f"{m.group(1)} ({m.group(2)!r})" for m in FIGURE.finditer(text)
                         if m.group(0) not in updated]
                problems.append(f"{relative}: figures differ from docs/benchmarks.json and docs/BENCHMARKS.md: "
                                + (", ".join(stale) or "the not-met list") + "; run make docs")
            else:
                path.write_text(updated)
                print(f"figures: wrote {relative}")
    typed = [f"{path.relative_to(ROOT)}:{line}: '{figure}' is a figure typed by hand"
             for path in pages(LINTED) for line, figure in typed_figures(path.read_text())]
    for problem in problems + typed:
        print(f"figures: {problem}", file=sys.stderr)
    if typed:
        print("figures: write a measured figure as <!-- figure NAME --><!-- /figure --> (NAME from "
              "scripts/figures.py, which make docs fills), a designed bound between <!-- bound --> and "
              "<!-- /bound -->", file=sys.stderr)
    return 1 if problems or typed else 0


if __name__ == "__main__":
    sys.exit(main())
