#!/usr/bin/env python3
"""storesearch's benchmarks: `make bench` runs this and writes
docs/BENCHMARKS.md and docs/benchmarks.json from what it measured (no figure
is typed by hand); charts.py then draws docs/benchmarks.json as the SVG charts
the report links (docs/charts/).

The parts, each measured in the module named (its docstring says more):

1. Search at scale (scale.py): storesearch against `fzf --filter` and
   SQLite FTS5 over the bundled catalog and 10k, 100k and 1M items, cold
   and warm.
2. Interactive feel through a real pty at 80x24 and 160x48, fzf beside it
   (terminal.py).
3. Memory: peak RSS with the bundled catalog and with 1M items (terminal.py).
4. Artwork from a stand-in store on 127.0.0.1 (terminal.py).
5. A 200-result store answer from the stand-in store (terminal.py).
6. Orders at 1M: what each `--sort` order (and a filter) costs a warm
   search over 1M items (scale.py).
7. First open and growth: each catalog's first open against fzf, phase by
   phase (first_open.py, phases.py).
8. Motion: the bytes and frames each motion writes against drawing its
   final frame once (motion.py; `BENCH_ONLY=motion make bench` alone).
9. Typing mistakes (typos.py): recall and time of misspelt queries against
   fzf and FTS5 at 4k, 100k and 1M items; the forgiving search's walk
   through word tables of 1M (BENCH_WORDS=10M: and 10M) made-up words.
10. Pages at 1M: an artist's page and an album's page opened from a detail
   (pages.py): the catalog's time for each, and the key to the page on screen.
11. Pictures (pictures.py): the bytes and time each step costs in each
   graphics protocol (kitty, sixel, iTerm2) against symbols, and the first
   frame with `--images auto` (`BENCH_ONLY=pictures make bench` alone).
12. Known-item search against the peers (quality.py; `BENCH_ONLY=quality`).

common.py holds what the parts share (settings, catalogs, timing); report.py
writes docs/BENCHMARKS.md from a whole run's figures and checks the targets.
This file runs the parts in order and writes the reports; typos.py and
quality.py are given this module and read the names in `__all__` from it.

`BENCH_ONLY=orders make bench` runs only part 6 and rewrites only its
section of docs/BENCHMARKS.md (between the `orders` markers) and its key
in docs/benchmarks.json; `BENCH_ONLY=typos` likewise part 9, `BENCH_ONLY=pages` part 10.
"""
import json
import os
import platform
import shutil
import sqlite3
import subprocess
import sys
import time

import motion
import pages
import pictures
import quality
import typos
from common import (BINARY, ENV, GROWTH_SIZES, HOME, QUERIES, ROOT, SIZES, WORK, catalogs, fmt, fts_database,
                    fts_query, keep_in_json, log, records, replace_section, searchable, summary)
from first_open import first_open, first_open_only
from report import report
from scale import orders_at_scale, orders_only, search_at_scale
from terminal import Pty, artwork, interactive, memory, store_answer, storesearch_session

# What typos.py and quality.py read from the bench module they are given.
__all__ = ["BINARY", "ENV", "HOME", "QUERIES", "SIZES", "WORK", "catalogs", "fts_database", "fts_query", "log",
           "records", "replace_section", "searchable"]


# Parts run alone (BENCH_ONLY), each measured in a module of its own ---------------

def motion_only(out_markdown, out_json):
    """Part 8, what each motion costs (Tests/Benchmarks/motion.py), written into the reports."""
    moved = motion.measure(BINARY, {key: value for key, value in ENV.items() if key != "CI"})
    replace_section(out_markdown, "motion", motion.report(moved))
    keep_in_json(out_json, "motion", moved)


def pictures_only(out_markdown, out_json):
    """Part 11, what pictures cost in each protocol (Tests/Benchmarks/pictures.py), written into the reports."""
    measured = pictures.measure(Pty, BINARY, dict(ENV))
    replace_section(out_markdown, "pictures", pictures.report(measured))
    data = json.load(open(out_json)) if os.path.exists(out_json) else {}
    data["pictures"] = measured
    with open(out_json, "w", encoding="utf-8") as handle:
        # As the committed file is written: its words as they are, not \u escapes.
        handle.write(json.dumps(data, indent=1, ensure_ascii=False) + "\n")
    log("pictures:", json.dumps(measured))


def typos_only(out_markdown, out_json):
    """`BENCH_ONLY=typos`: part 8 alone, written into the existing reports."""
    found = dict(catalogs([size for size in SIZES if size[0] != "10k"]))
    typo = typos.measure(sys.modules[__name__], found, BINARY)
    section = typos.report(typo)
    replace_section(out_markdown, "typos", section)
    keep_in_json(out_json, "typos", typo)
    print(section)


def pages_only(out_markdown, out_json):
    """`BENCH_ONLY=pages`: part 8 alone, written into the existing reports."""
    path = dict(catalogs([size for size in SIZES if size[0] == "1M"]))["1M"]
    # The index built (and cached) first: the pages are timed warm.
    subprocess.run([BINARY, "search", "x", "--source", "catalog", "--catalog", path, "--format", "tsv"],
                   capture_output=True, env=ENV)
    paged = pages.at_scale(path, storesearch_session, HOME, log)
    section = pages.report(paged, fmt, summary)
    replace_section(out_markdown, "pages", section)
    keep_in_json(out_json, "pages at 1M", paged)
    print(section)


def main():
    out_markdown = sys.argv[sys.argv.index("--markdown") + 1] if "--markdown" in sys.argv else os.path.join(ROOT, "docs", "BENCHMARKS.md")
    out_json = sys.argv[sys.argv.index("--json") + 1] if "--json" in sys.argv else os.path.join(ROOT, "docs", "benchmarks.json")
    started = time.perf_counter()
    if os.environ.get("BENCH_ONLY") == "orders":
        orders_only(out_markdown, out_json)
        shutil.rmtree(HOME, ignore_errors=True)
        log(f"orders benchmark done in {time.perf_counter() - started:.0f} s: {out_markdown}")
        return
    if os.environ.get("BENCH_ONLY") == "motion":
        motion_only(out_markdown, out_json)
        log(f"motion benchmark done in {time.perf_counter() - started:.0f} s: {out_markdown}")
        return
    if os.environ.get("BENCH_ONLY") == "pictures":
        pictures_only(out_markdown, out_json)
        log(f"pictures benchmark done in {time.perf_counter() - started:.0f} s: {out_markdown}")
        return
    if os.environ.get("BENCH_ONLY") == "typos":
        typos_only(out_markdown, out_json)
        shutil.rmtree(HOME, ignore_errors=True)
        log(f"typos benchmark done in {time.perf_counter() - started:.0f} s: {out_markdown}")
        return
    if os.environ.get("BENCH_ONLY") == "pages":
        pages_only(out_markdown, out_json)
        shutil.rmtree(HOME, ignore_errors=True)
        log(f"pages benchmark done in {time.perf_counter() - started:.0f} s: {out_markdown}")
        return
    if os.environ.get("BENCH_ONLY") == "quality":
        quality.only(sys.modules[__name__], out_markdown, out_json)
        shutil.rmtree(HOME, ignore_errors=True)
        return
    if os.environ.get("BENCH_ONLY") == "first-open":
        first_open_only(out_markdown, out_json)
        shutil.rmtree(HOME, ignore_errors=True)
        log(f"first-open benchmark done in {time.perf_counter() - started:.0f} s: {out_markdown}")
        return
    machine = {
        "date": time.strftime("%Y-%m-%d"),
        "cpus": os.cpu_count(),
        "cpu": next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?"),
        "system": f"{platform.system()} {platform.release()}",
        "storesearch": subprocess.run([BINARY, "--version"], capture_output=True, text=True).stdout.split()[-1],
        "fzf": subprocess.run(["fzf", "--version"], capture_output=True, text=True).stdout.split()[0],
        "sqlite": sqlite3.sqlite_version,
    }
    found = catalogs()
    scale = search_at_scale(found)
    feel = interactive(found)
    mem = memory(found)
    art = artwork()
    store = store_answer()
    orders = orders_at_scale(dict(found)["1M"])
    typo = typos.measure(sys.modules[__name__], dict(found), BINARY)
    paged = pages.at_scale(dict(found)["1M"], storesearch_session, HOME, log)
    opened = first_open([size for size in found if size[0] != "10k"] + catalogs(GROWTH_SIZES)[1:])
    with open(out_json, "w") as handle:
        json.dump({"machine": machine, "search at scale": scale, "interactive": feel, "memory": mem,
                   "artwork": art, "store answer": store, "orders at 1M": orders, "first open": opened,
                   "typos": typo, "pages at 1M": paged},
                  handle, indent=1)
    text = report(machine, scale, feel, mem, art, store, orders, opened, typo, paged)
    with open(out_markdown, "w") as handle:
        handle.write(text)
    motion_only(out_markdown, out_json)
    pictures_only(out_markdown, out_json)
    quality.only(sys.modules[__name__], out_markdown, out_json)
    shutil.rmtree(HOME, ignore_errors=True)
    log(f"benchmarks done in {time.perf_counter() - started:.0f} s: {out_markdown}")
    print(text)


if __name__ == "__main__":
    main()
