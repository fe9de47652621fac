"""docs/BENCHMARKS.md from the figures of a whole `make bench` run (bench.py
then puts parts 8, 11 and 12 in, each between its markers), with the
targets met and not met.
"""
import statistics

import pages
import typos
from charts import CHARTS
from common import QUERIES, fmt, summary
from first_open import first_open_report, first_open_targets
from scale import orders_report
from terminal import FIRST_FRAME_NOTE


def row(label, samples, unit=" ms"):
    s = summary(samples)
    if not s:
        return f"| {label} | n/a | n/a | n/a |"
    return f"| {label} | {fmt(s['median'], unit)} | {fmt(s['p99'], unit)} | {fmt(s['min'], unit)} – {fmt(s['max'], unit)} |"


def chart(key):
    """The Markdown for one of charts.py's SVGs (make bench draws them after this report)."""
    path, alt = CHARTS[key]
    return f"![{alt}]({path})\n"


def report(machine, scale, feel, mem, art, store, orders, opened, typo, paged):
    out = []
    out.append("# storesearch benchmarks\n")
    out.append(f"Measured by `make bench` on {machine['date']}: {machine['cpus']} cores ({machine['cpu']}), "
               f"{machine['system']}; storesearch {machine['storesearch']}, fzf {machine['fzf']}, "
               f"SQLite {machine['sqlite']}. Every figure below comes from `Tests/Benchmarks/bench.py`; the raw "
               "samples are in `benchmarks.json`. Times are wall-clock milliseconds.\n")
    out.append("## 1. Search at scale\n")
    out.append("Queries: " + ", ".join(f"{label} `{term}`" for label, term in QUERIES) + ". "
               "Cold: a new process per query (each tool's index already built). Warm: one long-lived process "
               "answering over a pipe (`storesearch search --batch`; the `sqlite3` shell for FTS5). Each does the "
               "same work: every match ranked by relevance, the best 200 given (storesearch's default order, its "
               "limit of 200; FTS5 `ORDER BY rank LIMIT 200`; `fzf --filter … | head -200`). fzf has no "
               "long-lived filter mode, so its cold figure is its only one. Ratios are medians, the peer over "
               "storesearch, warm against warm and cold against cold.\n")
    out.append(chart("query time"))
    for name, entry in scale.items():
        out.append(f"### {name} ({entry['items']:,} items)\n")
        out.append(f"storesearch index build (first run, then cached on disk): median "
                   f"{fmt(statistics.median(entry['index build ms']), ' ms')} of {len(entry['index build ms'])} "
                   f"(min {fmt(min(entry['index build ms']), ' ms')}); "
                   f"index file {entry['index file bytes'] / 1e6:.1f} MB.\n")
        out.append("| query | matches (ours / fzf / FTS5, at most 200 given) | storesearch warm | FTS5 warm | storesearch cold | fzf cold | FTS5 cold | FTS5 warm ÷ ours warm | fzf cold ÷ ours cold |")
        out.append("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
        for label, q in entry["queries"].items():
            ours = statistics.median(q["storesearch warm ms"])
            cell = lambda samples: f"{fmt(statistics.median(samples))} (p99 {fmt(summary(samples)['p99'])})"
            out.append(f"| {label} `{q['term']}` | {q['storesearch matches']} / {q['fzf matches']} / {q['fts5 matches']} | "
                       f"{cell(q['storesearch warm ms'])} | {cell(q['fts5 warm ms'])} | {cell(q['storesearch cold ms'])} | "
                       f"{cell(q['fzf cold ms'])} | {cell(q['fts5 cold ms'])} | "
                       f"{statistics.median(q['fts5 warm ms']) / ours:.1f}x | "
                       f"{statistics.median(q['fzf cold ms']) / statistics.median(q['storesearch cold ms']):.1f}x |")
        out.append("")
    out.append("## 2. Interactive feel (through a pty)\n")
    out.append(chart("keystroke latency"))
    out.append(chart("bytes per key"))
    out.append("| figure | median | p99 | min – max |")
    out.append("| --- | --- | --- | --- |")
    for label, entry in feel.items():
        if label in ("resize", "paste"):
            continue
        out.append(row(f"{label}: exec to first full frame", entry["first frame ms"]))
        out.append(row(f"{label}: keystroke to updated screen", entry["keystroke ms"]))
        out.append(row(f"{label}: bytes per keystroke (typing)", entry["bytes per keystroke"], " B"))
        out.append(row(f"{label}: bytes per list move", entry["bytes per list move"], " B"))
        out.append(row(f"{label}: bytes per cursor move in the field", entry["bytes per cursor move"], " B"))
    if "paste" in feel:
        paste = feel["paste"]
        out.append(row(f"bundled 80x24: a {paste['bytes'] // 1024} KB bracketed paste, first byte sent to last byte drawn",
                       paste["paste ms"]))
        out.append(row(f"bundled 80x24: Ctrl-C sent right after a {paste['bytes'] // 1024} KB paste, to exit",
                       paste["ctrl-c after paste ms"]))
    out.append("")
    out.append(FIRST_FRAME_NOTE + "\n")
    for label, entry in feel.items():
        if "idle cpu ms over 10 s" in entry:
            out.append(f"- {label}: CPU used over 10 s idle: {entry['idle cpu ms over 10 s']:.2f} ms in "
                       f"{entry['idle wake-ups over 10 s']} wake-ups; "
                       f"peak RSS {fmt(entry['peak rss mb'], ' MB')}.")
    for size_name, entry in feel.get("resize", {}).items():
        out.append(f"- resize with results on screen ({size_name}): 80x24 → 160x48 in "
                   f"{fmt(entry['80x24 to 160x48 ms'], ' ms')} and {entry['80x24 to 160x48 bytes']} bytes; "
                   f"back to 80x24 in {entry['160x48 to 80x24 bytes']} bytes.")
    out.append("")
    out.append("## 3. Memory\n")
    for label, samples in mem.items():
        out.append(f"- peak RSS, {label}: {fmt(statistics.median(samples), ' MB')} (median of {len(samples)})")
    out.append("")
    out.append("## 4. Artwork\n")
    out.append("Pictures from the tests' stand-in store on 127.0.0.1 (a 100x100 JPEG for the detail, 16x16 PNGs "
               "for tiles), 256 colours. Times are from the key to the last byte of the frame that shows them.\n")
    out.append("| figure | median | p99 | min – max |")
    out.append("| --- | --- | --- | --- |")
    out.append(row("detail picture (12x6 cells): fetch, decode, draw", art["detail picture, fetched ms"]))
    out.append(row("detail picture again, from memory", art["detail picture, from memory ms"]))
    out.append(row("a grid page of 16 tiles (PgDn), fetched 4 at a time", art["grid page of 16 tiles ms"]))
    out.append("")
    for label, entry in art["memory"].items():
        out.append(f"- 40-tile gallery at 90x16 paged through, {label}: peak RSS {fmt(entry['peak rss mb'], ' MB')}"
                   + (f"; kept: {entry['kept']}" if entry["kept"] else "") + ".")
    out.append("")
    out.append("## 5. A store answer\n")
    out.append(f"A 200-result answer ({store['answer bytes'] / 1024:.0f} KB: the bundled catalog's first 200 results "
               "in the store's shape) from the stand-in store on 127.0.0.1, through `storesearch search --format tsv`.\n")
    out.append("| figure | median | p99 | min – max |")
    out.append("| --- | --- | --- | --- |")
    out.append(row("read (decode and sanitise) the 200 results", store["read ms"]))
    out.append(row("the whole search command, exec to exit", store["search command ms"]))
    out.append("")
    out.append(orders_report(orders))
    out.append(first_open_report(opened))
    out.append(typos.report(typo))
    out.append(pages.report(paged, fmt, summary))
    out.append("## Targets\n")
    out.append(targets(scale, feel, mem))
    out.append("<!-- first-open targets -->\n" + "\n".join(first_open_targets(opened))
               + "\n<!-- /first-open targets -->")
    return "\n".join(out) + "\n"


def targets(scale, feel, mem):
    lines = []

    def check(ok, text):
        lines.append(f"- {'met' if ok else 'NOT met'}: {text}")

    for label in ["bundled 80x24", "1M 80x24"]:
        p99 = summary(feel[label]["keystroke ms"])["p99"]
        check(p99 < 16, f"keystroke to updated screen under 16 ms p99 ({label}): {p99:.1f} ms")
    big = scale["1M"]["queries"]
    slower_than_fts = [l for l, q in big.items()
                       if statistics.median(q["storesearch warm ms"]) >= statistics.median(q["fts5 warm ms"])]
    check(not slower_than_fts, "warm search at 1M faster than FTS5 on every query"
          + (f" (not: {', '.join(slower_than_fts)})" if slower_than_fts else ""))
    ratios = {l: statistics.median(q["fzf cold ms"]) / statistics.median(q["storesearch cold ms"]) for l, q in big.items()}
    check(min(ratios.values()) >= 20, "a search at 1M in a new process at least 20x faster than fzf --filter | head -200 "
          f"(cold against cold; lowest {min(ratios.values()):.0f}x)")
    build = statistics.median(scale["1M"]["index build ms"])
    check(build < 2000, f"index builds in under 2 s for 1M items: {build / 1000:.1f} s (cached on disk afterwards)")
    for size in ("80x24", "160x48"):
        first = statistics.median(feel[f"bundled {size}"]["first frame ms"])
        fzf_first = statistics.median(feel[f"fzf {size}"]["first frame ms"])
        check(first < 50 and first <= fzf_first, f"first frame at {size} under 50 ms and no slower than fzf "
              f"(median of 30 pairs): {first:.1f} ms (fzf {fzf_first:.1f} ms)")
    ours_bytes = statistics.median(feel["bundled 80x24"]["bytes per keystroke"])
    fzf_bytes = statistics.median(feel["fzf 80x24"]["bytes per keystroke"])
    check(ours_bytes <= fzf_bytes, f"no more bytes per keystroke than fzf: {ours_bytes:.0f} (fzf {fzf_bytes:.0f})")
    cursor = max(feel["bundled 80x24"]["bytes per cursor move"])
    check(cursor < 50, f"under 50 bytes for a cursor move in the field: {cursor} bytes")
    if "paste" in feel:
        paste = statistics.median(feel["paste"]["paste ms"])
        check(paste < 100, f"a 256 KB paste costs well under 100 ms: {paste:.1f} ms")
    idle = max(entry["idle cpu ms over 10 s"] for entry in feel.values() if "idle cpu ms over 10 s" in entry)
    check(idle == 0, f"0 ms CPU while idle for 10 s: {idle:.2f} ms (measured to the nanosecond)")
    rss = max(mem["search command, 1M"] + [feel["1M 80x24"]["peak rss mb"], feel["1M 160x48"]["peak rss mb"]])
    check(rss < 150, f"peak RSS under 150 MB with 1M items, index cached (every run but the first): {rss:.0f} MB")
    building = max(mem["search command, 1M, building the index (first run)"])
    check(building < 150, f"peak RSS under 150 MB with 1M items while the index is first built: {building:.0f} MB")
    return "\n".join(lines)
