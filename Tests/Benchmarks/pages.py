"""Part 8 of `make bench`: artist and album pages over the generated 1M-item
catalog. From a song's detail in a real pty (80x24), Alt-R opens the
artist's page and Alt-A the album's, each followed by Esc; the catalog's
own time for each page comes from its line in the log, and the time to the
page on screen from the key sent to the last byte of its frame.

    BENCH_ONLY=pages make bench

runs this part alone and rewrites its section of docs/BENCHMARKS.md (between
the `pages` markers) and its key in docs/benchmarks.json.
"""
import os
import re
import statistics
import time

# Items whose pages are opened: the first result of each search. Iron
# Maiden is the bundled catalog's most frequent artist, so the generated
# catalog's biggest artist page; the others are ordinary.
QUERIES = ["iron maiden", "pink floyd", "love"]
ROUNDS = 10
KEYS = {"artist": "\x1br", "album": "\x1ba"}
LOOKUP_LINE = re.compile(r"catalog lookup of (artist|album) '.*': (\d+) items in ([0-9.]+) ms")
TARGET_MS = 5.0


def log_path(home):
    return os.path.join(home, ".local", "state", "storesearch", "storesearch.log")


def at_scale(path, session, home, log):
    """Opens each query's first result, then its artist's and album's pages
    `ROUNDS` times each; returns the samples by page kind."""
    log("pages at 1M")
    logged = log_path(home)
    start = os.path.getsize(logged) if os.path.exists(logged) else 0
    app, _ = session(80, 24, path)
    app.read_until(b"to search", timeout=300)
    app.settle(quiet=0.3)
    results = {kind: {"on screen ms": [], "lookup ms": [], "items": []} for kind in KEYS}
    for query in QUERIES:
        app.send("\x15")  # Ctrl-U: an empty field
        app.settle()
        app.send(query)
        app.settle(quiet=0.1)
        app.send("\r")  # the results
        app.settle()
        app.send("\r")  # the first one's detail
        app.settle()
        for _ in range(ROUNDS):
            for kind, key in KEYS.items():
                sent = app.send(key)
                _, last = app.settle(quiet=0.03)
                results[kind]["on screen ms"].append((last - sent) * 1000)
                app.send("\x1b")  # Esc: back to the detail, once its 50 ms have passed
                time.sleep(0.08)
                app.settle()
    app.close()
    with open(logged, encoding="utf-8", errors="replace") as handle:
        handle.seek(start)
        lines = [LOOKUP_LINE.search(line) for line in handle]
    found = [match for match in lines if match]
    for index, match in enumerate(found):
        entry = results[match.group(1)]
        if index < 2:
            # Each kind's first lookup of the process is told apart: the
            # pages of a mapped index the first time it is touched.
            entry.setdefault("first lookup ms", float(match.group(3)))
            continue
        entry["lookup ms"].append(float(match.group(3)))
        entry["items"].append(int(match.group(2)))
    return results


def report(pages, fmt, summary):
    out = ["<!-- pages -->", "## 8. Artist and album pages at 1M\n",
           "From a song's detail over the generated 1M-item catalog (index cached and mapped), in a pty at 80x24: "
           f"Alt-R opens the artist's page and Alt-A the album's, each then left with Esc, {ROUNDS} times for the "
           "first result of each of " + ", ".join(f"`{query}`" for query in QUERIES) + ". \"lookup\" is the "
           "catalog's own time for the page (its line in the log): the artist's or album's words looked up whole "
           "among the index's tokens, their postings intersected, the items that say the same words kept (the "
           "first 200 in name order). \"on screen\" runs from the key sent to the last byte of the page's frame. "
           "Medians, p99 in brackets; \"first\" is the process's first lookup of that kind.\n",
           "| page | items (median, max) | lookup | on screen | first lookup |", "| --- | --- | --- | --- | --- |"]
    for kind, entry in pages.items():
        items = entry["items"] or [0]
        cell = lambda samples: f"{fmt(statistics.median(samples), ' ms')} ({fmt(summary(samples)['p99'], ' ms')})"
        first = entry.get("first lookup ms")
        out.append(f"| {kind} | {statistics.median(items):.0f}, {max(items)} | {cell(entry['lookup ms'])} | "
                   f"{cell(entry['on screen ms'])} | {fmt(first, ' ms') if first is not None else '–'} |")
    out.append("")
    out += [f"- {line}" for line in targets(pages, fmt, summary)]
    out.append("<!-- /pages -->")
    return "\n".join(out) + "\n"


def targets(pages, fmt, summary):
    lines = []
    for kind, entry in pages.items():
        worst = summary(entry["lookup ms"])["p99"]
        shown = statistics.median(entry["on screen ms"])
        ok = worst < TARGET_MS and shown < TARGET_MS
        lines.append(f"{'✔' if ok else '✘'} an {kind} page opens at 1M in under {TARGET_MS:.0f} ms warm: "
                     f"lookup p99 {fmt(worst, ' ms')}, on screen (median) {fmt(shown, ' ms')}")
    return lines
