#!/usr/bin/env python3
"""storesearch's benchmarks: `make bench` runs this and writes
docs/BENCHMARKS.md and docs/benchmarks.json from what it measured (no figure
is typed by hand); charts.py then draws docs/benchmarks.json as the SVG charts
the report links (docs/charts/).

1. Search at scale: `storesearch search` over the bundled catalog and over
   generated catalogs of 10k, 100k and 1M items, against `fzf --filter` and
   SQLite FTS5 (bm25, LIMIT 200) on the same data; cold (a new process per
   query, index already built) and warm (one long-lived process).
2. Interactive feel through a real pty at 80x24 and 160x48: exec to first
   frame, keystroke to updated screen, bytes written per keystroke, per list
   move and per cursor move, a resize between compact and regular, CPU used
   while idle; fzf on the same lines for comparison.
3. Memory: peak RSS with the bundled catalog and with 1M items.
6. Orders at 1M: what each `--sort` order (and a filter) costs a warm
   search over 1M items, for a rare word, a common one, "a" and two words.
8. Motion: the bytes and frames each motion writes against drawing its
   final frame once (`BENCH_ONLY=motion make bench` alone).
9. Typing mistakes (typos.py): recall and time of misspelt queries against
   fzf and FTS5 at 4k, 100k and 1M items; the forgiving search's walk
   through word tables of 1M (BENCH_WORDS=10M: and 10M) made-up words.
10. Pages at 1M: an artist's page and an album's page opened from a detail
   (pages.py): the catalog's time for each, and the key to the page on screen.
11. Pictures (pictures.py): the bytes and time each step costs in each
   graphics protocol (kitty, sixel, iTerm2) against symbols, and the first
   frame with `--images auto` (`BENCH_ONLY=pictures make bench` alone).

`BENCH_ONLY=orders make bench` runs only part 6 and rewrites only its
section of docs/BENCHMARKS.md (between the `orders` markers) and its key
in docs/benchmarks.json; `BENCH_ONLY=typos` likewise part 9, `BENCH_ONLY=pages` part 10.
"""
import fcntl
import json
import os
import platform
import pty
import select
import shutil
import signal
import sqlite3
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import textwrap
import time

from charts import CHARTS
import motion
import pages
import phases
import pictures
import quality
import typos

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BINARY = os.environ.get("STORESEARCH_BIN", os.path.join(ROOT, ".build", "release", "storesearch"))
WORK = os.path.join(ROOT, ".build", "bench")
BUNDLED = os.path.join(ROOT, "Resources", "catalog", "catalog.json")
SIZES = [("10k", 10_000), ("100k", 100_000), ("1M", 1_000_000)]
# BENCH_SIZES adds catalogs to the first-open growth table (part 7), e.g.
# BENCH_SIZES=10M (a 3 GB file, slow to generate; kept in .build/bench).
COUNTS = {"10k": 10_000, "100k": 100_000, "1M": 1_000_000, "2M": 2_000_000, "5M": 5_000_000,
          "10M": 10_000_000}
GROWTH_SIZES = [(name, COUNTS[name]) for name in os.environ.get("BENCH_SIZES", "").replace(",", " ").split()
                if name in COUNTS and name not in dict(SIZES)]
# How many times the first-open table's warm p99 asks each query: with
# five queries, the p99 of 500 searches, not the slowest of 100 (one
# hiccup of a busy machine).
WARM_ROUNDS = 100
QUERIES = [
    ("rare two words", "pink floyd"),
    ("common word", "love"),
    ("single letter", "a"),
    ("no match", "zzqqxx"),
    ("diacritics", "você"),
]
HOME = tempfile.mkdtemp(prefix="storesearch-bench-")
ENV = {"HOME": HOME, "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8", "TERM": "xterm-256color",
       "CI": "1"}


def log(*parts):
    print(*parts, file=sys.stderr, flush=True)


def summary(samples):
    """median, p99, min, max of a list of numbers (ms or bytes)."""
    ordered = sorted(samples)
    if not ordered:
        return None
    p99 = ordered[min(len(ordered) - 1, int(round(0.99 * (len(ordered) - 1))))]
    return {"median": statistics.median(ordered), "p99": p99, "min": ordered[0], "max": ordered[-1],
            "n": len(ordered)}


# Data -----------------------------------------------------------------------

def has_dates(path):
    """Whether a generated catalog has release dates (older generators wrote none)."""
    with open(path, encoding="utf-8") as handle:
        return any("releaseDate" in handle.readline() for _ in range(8))


def catalogs(sizes=SIZES):
    os.makedirs(WORK, exist_ok=True)
    found = [("bundled", BUNDLED)]
    for name, count in sizes:
        path = os.path.join(WORK, f"catalog-{name}.json")
        if not os.path.exists(path) or not has_dates(path):
            log(f"generating {name} items")
            subprocess.run([sys.executable, os.path.join(HERE, "generate_catalog.py"), str(count), path], check=True)
        found.append((name, path))
    return found


def records(path):
    """The catalog's results, read a line at a time (one result a line)."""
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.strip().rstrip(",")
            if line.startswith("{\"") and line.endswith("}") and not line.startswith("{\"resultCount"):
                yield json.loads(line)


def searchable(item):
    return [item.get("trackName") or item.get("collectionName") or "", item.get("artistName") or "",
            item.get("collectionName") or "", item.get("primaryGenreName") or ", ".join(item.get("genres") or [])]


def lines_file(name, path):
    """The same items as lines for fzf: name, artist, album, genre."""
    target = os.path.join(WORK, f"lines-{name}.txt")
    if not os.path.exists(target) or os.path.getmtime(target) < os.path.getmtime(path):
        with open(target + ".partial", "w", encoding="utf-8") as out:
            for item in records(path):
                out.write("\t".join(field.replace("\t", " ") for field in searchable(item)) + "\n")
        os.replace(target + ".partial", target)
    return target


def fts_database(name, path):
    """The same items in SQLite FTS5, diacritics folded, with prefix indexes."""
    target = os.path.join(WORK, f"fts-{name}.sqlite")
    if not os.path.exists(target) or os.path.getmtime(target) < os.path.getmtime(path):
        if os.path.exists(target):
            os.remove(target)
        started = time.perf_counter()
        connection = sqlite3.connect(target + ".partial")
        connection.execute("CREATE VIRTUAL TABLE items USING fts5(name, artist, album, genre, "
                           "tokenize='unicode61 remove_diacritics 2', prefix='1 2 3')")
        connection.executemany("INSERT INTO items VALUES (?, ?, ?, ?)", (searchable(i) for i in records(path)))
        connection.commit()
        connection.close()
        os.replace(target + ".partial", target)
        log(f"FTS5 {name} built in {time.perf_counter() - started:.1f} s")
    return target


def fts_query(term):
    words = [w for w in "".join(c if c.isalnum() else " " for c in term).split()]
    return " ".join(f'"{w}"*' for w in words) if words else '""'


FTS_SQL = "SELECT name, artist FROM items WHERE items MATCH ? ORDER BY rank LIMIT 200"


def fts_sql(term):
    """FTS_SQL with the query written in, for the sqlite3 shell."""
    return FTS_SQL.replace("?", "'" + fts_query(term).replace("'", "''") + "'")


# 1. Search at scale -------------------------------------------------------------

def timed(command, stdin=None, runs=5):
    samples = []
    output = b""
    for _ in range(runs):
        started = time.perf_counter()
        result = subprocess.run(command, stdin=stdin() if stdin else subprocess.DEVNULL, capture_output=True,
                                env=ENV)
        samples.append((time.perf_counter() - started) * 1000)
        output = result.stdout
    return samples, output


def search_at_scale(found):
    results = {}
    for name, path in found:
        log(f"search at scale: {name}")
        lines = lines_file(name, path)
        database = fts_database(name, path)
        entry = {"items": sum(1 for _ in open(lines, encoding="utf-8")), "queries": {}}
        # The first run builds the index (cached for all later runs).
        cache = os.path.join(HOME, ".cache", "storesearch", "index")
        builds = []
        for _ in range(3):
            shutil.rmtree(cache, ignore_errors=True)
            started = time.perf_counter()
            subprocess.run([BINARY, "search", "x", "--source", "catalog", "--catalog", path, "--format", "tsv"],
                           capture_output=True, env=ENV)
            builds.append((time.perf_counter() - started) * 1000)
        entry["index build ms"] = builds
        entry["index file bytes"] = sum(os.path.getsize(os.path.join(cache, f)) for f in os.listdir(cache))
        fzf_runs = 3 if entry["items"] >= 1_000_000 else 5
        warm = WarmSearcher(path)
        fts_warm_process = WarmFTS(database)
        fts = sqlite3.connect(database)
        for label, term in QUERIES:
            ours_cold, ours_output = timed([BINARY, "search", term, "--source", "catalog", "--catalog", path,
                                            "--format", "tsv", "--limit", "200"], runs=7)
            # The same work as ours: every match ranked, the best 200 given (`| head -200`).
            fzf_cold, _ = timed(["sh", "-c", f"fzf --filter '{term}' | head -200"], stdin=lambda: open(lines, "rb"),
                                runs=fzf_runs)
            _, fzf_output = timed(["fzf", "--filter", term], stdin=lambda: open(lines, "rb"), runs=1)
            fts_cold, _ = timed(["sqlite3", database, fts_sql(term)], runs=7)
            ours_warm = [warm.search(term) for _ in range(30)]
            fts_warm = [fts_warm_process.search(term) for _ in range(30)]
            entry["queries"][label] = {
                "term": term,
                "storesearch matches": max(0, len(ours_output.splitlines()) - 1),
                "fzf matches": len(fzf_output.splitlines()),
                "fts5 matches": len(fts.execute(FTS_SQL, (fts_query(term),)).fetchall()),
                "storesearch cold ms": ours_cold, "fzf cold ms": fzf_cold, "fts5 cold ms": fts_cold,
                "storesearch warm ms": ours_warm, "fts5 warm ms": fts_warm,
            }
        warm.close()
        fts_warm_process.close()
        fts.close()
        results[name] = entry
    return results


class PipeSearcher:
    """A long-lived process answering query after query over a pipe; the
    time of each is from writing the query to reading its answer's end."""

    def __init__(self, argv, warm_up=True):
        self.process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=ENV)
        if warm_up:
            self.search("warm up")

    def request(self, term):
        raise NotImplementedError

    def is_end(self, line):
        raise NotImplementedError

    def search(self, term):
        started = time.perf_counter()
        self.process.stdin.write(self.request(term))
        self.process.stdin.flush()
        # Buffered reads: reading a byte at a time would time Python, not the search.
        while True:
            line = self.process.stdout.readline()
            if line == b"" or self.is_end(line):
                break
        return (time.perf_counter() - started) * 1000

    def close(self):
        self.process.stdin.close()
        self.process.wait()


class WarmSearcher(PipeSearcher):
    """One `storesearch search --batch` process: an answer ends with an empty line."""

    def __init__(self, path, options=(), warm_up=True):
        super().__init__([BINARY, "search", "--batch", "--source", "catalog", "--catalog", path,
                          "--format", "tsv", "--limit", "200", *options], warm_up=warm_up)

    def request(self, term):
        return (term + "\n").encode()

    def is_end(self, line):
        return line == b"\n"


class WarmFTS(PipeSearcher):
    """One `sqlite3` shell: the same round trip as `WarmSearcher`, so the
    two warm figures compare; an answer ends with a marker row."""

    END = b"<<end>>"

    def __init__(self, database):
        super().__init__(["sqlite3", "-batch", "-separator", "\t", database])

    def request(self, term):
        return f"{fts_sql(term)};\nSELECT '{self.END.decode()}';\n".encode()

    def is_end(self, line):
        return line.rstrip(b"\n") == self.END


# 6. Orders at 1M -----------------------------------------------------------------

ORDER_QUERIES = [
    ("rare word", "tijuca"),
    ("common word", "love"),
    ("single letter", "a"),
    ("two words", "pink floyd"),
]
ORDER_CASES = [(order, [f"--sort={order}"]) for order in ["name", "relevance", "artist", "price", "released"]] + [
    ("name, --free --no-explicit", ["--free", "--no-explicit"]),
    ("price, --kind song", ["--sort=price", "--kind=song"]),
]


def orders_at_scale(path):
    """Warm searches over 1M items in each order: one `--batch` process per
    order, its index already built and cached. The first search of each
    process is timed apart (the artist order ranks every artist then)."""
    log("orders at 1M")
    subprocess.run([BINARY, "search", "x", "--source", "catalog", "--catalog", path, "--format", "tsv"],
                   capture_output=True, env=ENV)
    results = {}
    for label, options in ORDER_CASES:
        warm = WarmSearcher(path, options, warm_up=False)
        first = warm.search("x")
        entry = {"options": options, "first search ms": first, "queries": {}}
        for query_label, term in ORDER_QUERIES:
            entry["queries"][query_label] = {"term": term, "warm ms": [warm.search(term) for _ in range(15)]}
        warm.close()
        results[label] = entry
    return results


# 7. First open ------------------------------------------------------------------

FIRST_OPEN_TERM = "b"


def measured(argv, stdin_path=None):
    """Wall ms and peak RSS (MB) of one process. The RSS is /usr/bin/time's:
    a child's own rusage would count this Python's pages, which the child
    holds from fork until it execs."""
    stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
    with tempfile.NamedTemporaryFile("r", suffix=".rss") as rss:
        started = time.perf_counter()
        result = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", rss.name] + argv, stdin=stdin,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV)
        elapsed = (time.perf_counter() - started) * 1000
        kilobytes = int(rss.read().strip().splitlines()[-1])
    if stdin_path:
        stdin.close()
    if result.returncode != 0:
        raise SystemExit(f"{argv[0]} failed: status {result.returncode}")
    return elapsed, kilobytes / 1024


def first_open(found):
    """The first `storesearch search` over each catalog (read, index, cache
    written), against `fzf --filter | head -200` over the same items as
    lines (the 200 answers ours prints), run by turns in the same minutes,
    both files read into the page cache first; the phases of each build
    from the program's log, and the floor of each phase; then, three
    times, a warm query's p99 on the built index."""
    results = {}
    cache = os.path.join(HOME, ".cache", "storesearch", "index")
    logfile = os.path.join(HOME, ".local", "state", "storesearch", "storesearch.log")
    for name, path in found:
        if name == "bundled":
            continue
        log(f"first open: {name}")
        lines = lines_file(name, path)
        for warm in (path, lines):
            phases.memchr_pass(warm)
        runs = 3 if COUNTS.get(name, 0) > 1_000_000 else 5
        ours, rss, fzf, builds = [], [], [], []
        for _ in range(runs):
            shutil.rmtree(cache, ignore_errors=True)
            elapsed, peak = measured([BINARY, "search", FIRST_OPEN_TERM, "--source", "catalog", "--catalog", path,
                                      "--format", "tsv"])
            ours.append(elapsed)
            rss.append(peak)
            builds.append(phases.last_build(logfile)[0])
            fzf.append(measured(["/bin/sh", "-c", f"fzf --filter {FIRST_OPEN_TERM} < '{lines}' | head -200"])[0])
        index = [os.path.join(cache, entry) for entry in os.listdir(cache) if entry.endswith(".idx")][0]
        floors = phases.floors(path, lines, index)
        warm_rounds = []
        for _ in range(3):
            warm = WarmSearcher(path)
            # Warm: each query once untimed (its pages mapped in), and the
            # start-up's background work (the index's checksum) over.
            for _, term in QUERIES:
                warm.search(term)
            wait_until_idle(warm.process.pid)
            warm_rounds.append([warm.search(term) for _ in range(WARM_ROUNDS) for _, term in QUERIES])
            warm.close()
        results[name] = {"items": COUNTS.get(name), "catalog bytes": os.path.getsize(path),
                         "first open ms": ours, "peak rss mb": rss, "fzf filter ms": fzf,
                         "warm query ms": warm_rounds[0], "warm rounds ms": warm_rounds,
                         "phases ms": phases.median_phases(builds),
                         "floors ms": {phase: list(value) for phase, value in floors.items()}}
    return results


def warm_p99s(entry):
    """The warm p99 of each round of searches (one round in older reports)."""
    return [summary(samples)["p99"] for samples in entry.get("warm rounds ms", [entry["warm query ms"]])]


def wait_until_idle(pid, quiet=0.3, timeout=60):
    """Until the process has used no CPU for `quiet` seconds (its start-up's
    background threads done), or `timeout`."""
    def cpu_ticks():
        fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])
    deadline = time.monotonic() + timeout
    last = cpu_ticks()
    while time.monotonic() < deadline:
        time.sleep(quiet)
        now = cpu_ticks()
        if now == last:
            return
        last = now
    log(f"process {pid} still busy after {timeout} s")


def first_open_report(opened):
    out = ["<!-- first-open -->", "## 7. First open and growth\n",
           "The first `storesearch search b` over a generated catalog: read, indexed and the index written to the "
           "cache (removed before each run), against `fzf --filter b` over the same items as lines (name, artist, "
           "album, genre) with its output cut to 200 lines as ours is (`| head -200`), the two run by turns, both "
           "files in the page cache. Peak RSS from `/usr/bin/time`. Warm: the p99 of "
           f"{len(QUERIES)} queries × {WARM_ROUNDS} on the built index (`--batch`, 200 rows each), timed once each had run "
           "and the process was idle (the index's checksum is read in the background at start-up), in three "
           "processes one after the other (each one's p99). The catalog "
           "is read in two halves on two threads, sorted in runs spilled beside the index and merged into it "
           "(see below).\n"]
    out.append("| catalog | size | first open, median (min) | peak RSS | fzf --filter \\| head -200, median | ours ÷ fzf "
               "| warm p99, three processes |")
    out.append("| --- | --- | --- | --- | --- | --- | --- |")
    for name, entry in opened.items():
        ours = statistics.median(entry["first open ms"])
        fzf = statistics.median(entry["fzf filter ms"])
        out.append(f"| {name} | {entry['catalog bytes'] / 1e6:,.0f} MB | {fmt(ours, ' ms')} "
                   f"({fmt(min(entry['first open ms']), ' ms')}) | {max(entry['peak rss mb']):.0f} MB | "
                   f"{fmt(fzf, ' ms')} | {ours / fzf:.2f}x | "
                   f"{', '.join(fmt(p99, ' ms') for p99 in warm_p99s(entry))} |")
    out.append("")
    tables = [phases.table(name, entry["phases ms"], entry["floors ms"]) for name, entry in opened.items()
              if "phases ms" in entry]
    if tables:
        out.append("Where the time of a first open goes: each phase on each thread, from the program's own "
                   "timers (its log line), beside the least this machine needs for the same work on one core "
                   "(measured in the same run with glibc and numpy, best of three). The two readers run at once, "
                   "one a core; the merge follows on the first, while the second hashes the catalog; the writer "
                   "thread writes and hashes behind the merge.\n")
        out.extend(tables)
    if "1M" in opened and len(opened) > 1:
        base = opened["1M"]
        for name, entry in opened.items():
            if COUNTS.get(name, 0) > 1_000_000:
                factor = COUNTS[name] / 1_000_000
                out.append(f"Growth 1M → {name} ({factor:.0f}x the items): first open "
                           f"{statistics.median(entry['first open ms']) / statistics.median(base['first open ms']):.1f}x, "
                           f"peak RSS {max(entry['peak rss mb']) / max(base['peak rss mb']):.1f}x.\n")
    out.append(FIRST_OPEN_NOTE + "\n")
    if "1M" in opened and "phases ms" in opened["1M"]:
        out.append(distance_note(opened["1M"]) + "\n")
    out.append(FIRST_OPEN_CHANGES + "\n")
    out.append("<!-- /first-open -->")
    return "\n".join(out) + "\n"


def first_open_targets(opened):
    lines = []

    def check(ok, text):
        lines.append(f"- {'met' if ok else 'NOT met'}: {text}")

    if "1M" in opened:
        entry = opened["1M"]
        ours = statistics.median(entry["first open ms"])
        fzf = statistics.median(entry["fzf filter ms"])
        check(ours <= fzf, f"first open of 1M no slower than fzf --filter | head -200: {ours / fzf:.2f}x "
              f"({ours:.0f} ms against {fzf:.0f} ms; the aim is 0.5x)")
        check(max(entry["peak rss mb"]) <= 95,
              f"peak RSS during the first open of 1M at most 95 MB: {max(entry['peak rss mb']):.0f} MB")
        for name, bigger in opened.items():
            if COUNTS.get(name, 0) == 10_000_000:
                grow = statistics.median(bigger["first open ms"]) / ours
                rss = max(bigger["peak rss mb"])
                p99s = warm_p99s(bigger)
                check(grow <= 10, f"10M opens in at most 10x the 1M time: {grow:.1f}x")
                check(rss <= 200, f"10M peak RSS at most 200 MB: {rss:.0f} MB")
                check(max(p99s) <= 2, "warm query p99 at 10M at most 2 ms in each of three processes: "
                      + ", ".join(f"{p99:.2f} ms" for p99 in p99s))
    return lines


def first_open_only(out_markdown, out_json):
    """`BENCH_ONLY=first-open`: part 7 alone, written into the existing reports."""
    found = catalogs([size for size in SIZES if size[0] != "10k"] + GROWTH_SIZES)
    opened = first_open(found)
    replace_section(out_markdown, "first-open", first_open_report(opened))
    data = json.load(open(out_json)) if os.path.exists(out_json) else {}
    data["first open"] = opened
    with open(out_json, "w") as handle:
        json.dump(data, handle, indent=1)
    text = open(out_markdown, encoding="utf-8").read()
    marker = "<!-- first-open targets -->"
    if marker in text:
        before, rest = text.split(marker, 1)
        rest = rest.split("<!-- /first-open targets -->", 1)[1]
        text = (before + marker + "\n" + "\n".join(first_open_targets(opened)) + "\n<!-- /first-open targets -->"
                + rest)
        with open(out_markdown, "w", encoding="utf-8") as handle:
            handle.write(text)
    print(first_open_report(opened))


def motion_only(out_markdown, out_json):
    """Part 8, what each motion costs (Tests/Benchmarks/motion.py), written into the reports."""
    moved = motion.measure(BINARY, {key: value for key, value in ENV.items() if key != "CI"})
    replace_section(out_markdown, "motion", motion.report(moved))
    data = json.load(open(out_json)) if os.path.exists(out_json) else {}
    data["motion"] = moved
    with open(out_json, "w") as handle:
        json.dump(data, handle, indent=1)


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


def replace_section(out_markdown, name, section):
    """Puts `section` between its markers in the report, or before the targets."""
    text = open(out_markdown, encoding="utf-8").read() if os.path.exists(out_markdown) else ""
    begin, end = f"<!-- {name} -->", f"<!-- /{name} -->\n"
    if begin in text and end in text:
        before, rest = text.split(begin, 1)
        text = before + section + rest.split(end, 1)[1]
    elif "## Targets" in text:
        before, after = text.split("## Targets", 1)
        text = before + section + "\n## Targets" + after
    else:
        text += "\n" + section
    with open(out_markdown, "w", encoding="utf-8") as handle:
        handle.write(text)


FIRST_OPEN_NOTE = """How the first open goes (ARCHITECTURE.md, "How a catalog is indexed"):
the catalog is read in two halves at once, one per core; each half turns
its items into entries (record, sort key, own strings, token ids) 8 MB
at a time, sorts them (a radix sort of the keys' first twelve bytes) and
spills them as a run to a nameless file beside the index. Then one
thread merges the runs in name order into the index file, each section
written straight to its place (a third thread writes and hashes behind
it), each item's postings placed as the merge meets it: at 10M items a
group of tokens at a time, the other groups' postings spilled and placed
after, while the second thread hashes the catalog for the index's header.
Memory holds a chunk per half, the parts' tables, a 64 KB buffer per run
and one group of postings, not the catalog. A warm query is answered from
its first matches in name order (postings merged, other words asked by
galloping cursors), so 10M items answer about as fast as 1M."""


FIRST_FRAME_NOTE = """The first frame, and why it changed (issue 33's second round): a start
used to map, relocate and bind fourteen libraries before the program's
first line, SQLite, libpng, libjpeg-turbo, libchafa and glib (with zlib
and pcre2) among them, though none is used until the store answers or a
picture is drawn; they are now opened with dlopen on first use
(`Sources/CLazyLibrary`, as libcurl already was). The binary no longer
carries an `$ORIGIN` run path (the loader tried a dozen folders beside it
for every library first), and ncurses' locale is set for the character
type alone (the other eleven categories were loaded and never read).
Together, 40 starts of each by turns at 80x24: 5.1 -> 4.6 ms against
fzf's 3.4 ms. What remains (perf, 16 starts to the first frame): the
kernel's exec and page faults about 37%, the loader relocating and
binding the 83 MB binary (81,854 relative relocations, 4,500 symbols)
about 14%, the Swift runtime's first protocol-conformance lookups about
6%; fzf is one static binary with none of these. Going further means a
smaller binary (fewer relocations: gold cannot pack them, lld could) or
linking ncurses statically."""


FIRST_OPEN_CHANGES = """What the second round changed, and why (each chosen from a profile:
callgrind's instruction counts on the 100k catalog, which load does not
move, and `perf record -e cpu-clock` at 1M, as this machine has no
hardware counters; times from runs of the old and new binary taken by
turns on the same 1M catalog):

- Tokenize was the phase furthest from its floor, and callgrind put 5,600
  instructions an item in it: each name folded twice (for its sort key,
  then for its words) a byte at a time through closures across modules,
  every token counted through arrays checked for uniqueness, an item's
  tokens told apart by a look through its list. Now a short ASCII name or
  album (nearly all) is folded eight bytes at a time in one integer
  (`ASCIIFold`, SWAR), once, into a buffer the reader keeps (`ItemText`):
  its words looked up from there with one load for their first eight
  bytes, its sort key written after it; a token remembers the last item
  that took it (one look, however many words an item has); a price in
  dollars needs no lookup. 5,600 -> 3,560 instructions an item; the whole
  first open's CPU 1.21 -> 0.99 s (7 pairs, median). The index's bytes are
  unchanged (compared), so its format version is too.
- The flush at the end (fsync) waited for all 126 MB of the index to reach
  the disk after the merge. Each write now starts its range's writeback at
  once (`sync_file_range`), so the disk works during the merge: fsync 72
  -> 61 ms (6 pairs, median).
- The warm p99 (target: 2 ms at 10M in each of three processes): a
  search of `search --batch` went from the reading thread to a worker,
  through the catalog loader's actor and back, each hand-over a thread to
  be scheduled. Once the index is built a search now runs on the reading
  thread: 6.6 -> 1.0 context switches a search (500 searches at 1M,
  counted by the kernel, which load does not change). The p99s above are
  still about 3 ms because this machine's two cores were shared (load 3 to
  4 in this run): a search that wakes while other processes hold both
  cores waits for a time slice. Two processes by turns, a minute apart:
  p99 0.28 ms for the old binary and the new, then 3.1 and 6.4 ms.
- Growth to 10M (13.3x the 1M time in this run; target 10x): per item,
  the readers' phases cost about 1.2x the 1M's (the artist table, ten
  times larger, no longer stays in the caches), the merge 1.5x (ten times
  the runs, more comparisons an item) and the postings 2x (groups spilled
  and placed after).
- Not done, and why: the artist lookups' cache misses (153k distinct
  artists) were 17% of the 1M profile's samples before this round;
  batching them (the slots of 64 items touched first) is the next step.
  Parsing is already eight bytes at a time (3,800 instructions an item,
  most in handling each field rather than in scanning), so a SIMD
  structural scan would gain little without a new stage two. The merge (one thread) is next furthest from its floor;
  splitting it across both cores by key range is the larger change still
  open. A one-shot search printing before the flush would not shorten the
  process, which the user waits for."""


def distance_note(entry):
    """Where the 1M first open's time goes against fzf's, from this run's phase table."""
    ours = statistics.median(entry["first open ms"])
    fzf = statistics.median(entry["fzf filter ms"])
    times, floors = entry["phases ms"], entry["floors ms"]
    reading = ["parse", "tokenize", "sort", "spill"]
    readers = [sum(times[phase][thread] for phase in reading) for thread in (0, 1)]
    after = sum(times[phase][0] for phase in ["merge", "postings", "checksum", "write", "fsync"])
    worst = sorted(reading + ["merge", "postings", "fsync"],
                   key=lambda phase: -(max(times[phase][:2]) - floors[phase][0]))[:3]
    far = ", ".join(f"{phase} ({max(times[phase][:2]):.0f} ms against a floor of {floors[phase][0]:.0f})"
                    for phase in worst)
    return textwrap.fill(
        f"At 1M the first open took {ours:.0f} ms against fzf's {fzf:.0f} ms ({ours / fzf:.2f}x). The two readers "
        f"took {readers[0]:.0f} and {readers[1]:.0f} ms at once; the merge, the postings, the wait for the "
        f"catalog's hash, the header and fsync then took {after:.0f} ms on the first thread. The phases furthest "
        f"from their floor: {far}.", width=72)


NARROWING_NOTE = """Narrowing applies to live answers only (at most 200 items from the store):
typing after an answer filters those items in memory and asks nothing of
the store until Enter. On a local catalog, 1M items included, typing is a
new index search in the chosen order, whose cost is the table above; there
is no separate narrowing step to measure at 1M. The narrowing of 200 items
is not in `make bench` yet (it is a loop over 200 results' folded words)."""


def orders_report(orders):
    out = ["<!-- orders -->", "## 6. Which orders cost what at 1M\n",
           "Warm `storesearch search --batch` over the generated 1M-item catalog (index cached and mapped), "
           "one process per row, 15 searches per query; median ms (p99). Name order reads the first 200 matches "
           "and stops; the other orders look at every match (`a` matches 98% of the catalog) and keep the best "
           "200 in a bounded heap. \"first\" is the process's first search (`x`), where the artist order ranks "
           "every artist of the catalog, once per index.\n"]
    terms = dict(ORDER_QUERIES)
    out.append("| order | " + " | ".join(f"{label} `{term}`" for label, term in ORDER_QUERIES) + " | first |")
    out.append("| --- | " + " | ".join("---" for _ in ORDER_QUERIES) + " | --- |")
    for label, entry in orders.items():
        cells = []
        for query_label in terms:
            samples = entry["queries"][query_label]["warm ms"]
            cells.append(f"{fmt(statistics.median(samples))} ({fmt(summary(samples)['p99'])})")
        out.append(f"| {label} | " + " | ".join(cells) + f" | {fmt(entry['first search ms'])} |")
    out.append("")
    out.append(NARROWING_NOTE)
    out.append("<!-- /orders -->")
    return "\n".join(out) + "\n"


def typos_only(out_markdown, out_json):
    """`BENCH_ONLY=typos`: part 8 alone, written into the existing reports."""
    found = dict(catalogs([size for size in SIZES if size[0] != "10k"]))
    typo = typos.measure(sys.modules[__name__], found, BINARY)
    section = typos.report(typo)
    replace_section(out_markdown, "typos", section)
    data = json.load(open(out_json)) if os.path.exists(out_json) else {}
    data["typos"] = typo
    with open(out_json, "w") as handle:
        json.dump(data, handle, indent=1)
    print(section)


def orders_only(out_markdown, out_json):
    """`BENCH_ONLY=orders`: part 6 alone, written into the existing reports."""
    found = dict(catalogs([size for size in SIZES if size[0] == "1M"]))
    orders = orders_at_scale(found["1M"])
    section = orders_report(orders)
    replace_section(out_markdown, "orders", section)
    data = json.load(open(out_json)) if os.path.exists(out_json) else {}
    data["orders at 1M"] = orders
    with open(out_json, "w") as handle:
        json.dump(data, handle, indent=1)
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
    data = json.load(open(out_json)) if os.path.exists(out_json) else {}
    data["pages at 1M"] = paged
    with open(out_json, "w") as handle:
        json.dump(data, handle, indent=1)
    print(section)


# 2. Interactive feel ----------------------------------------------------------------

class Pty:
    """A program in a pseudo-terminal, its output read with timestamps."""

    def __init__(self, argv, columns, rows, env):
        self.master, slave = pty.openpty()
        self.resize(columns, rows, fd=slave)
        self.started = time.perf_counter()
        self.pid = os.fork()
        if self.pid == 0:
            os.setsid()
            fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
            for fd in (0, 1, 2):
                os.dup2(slave, fd)
            os.execve(argv[0], argv, env)
        os.close(slave)
        self.output = bytearray()

    def resize(self, columns, rows, fd=None):
        fcntl.ioctl(self.master if fd is None else fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))

    def read_until(self, marker, timeout=30):
        """Reads until `marker` is in the output; returns the time it arrived."""
        deadline = time.perf_counter() + timeout
        while marker not in self.output:
            remaining = deadline - time.perf_counter()
            if remaining <= 0:
                raise RuntimeError(f"{marker!r} never came")
            ready, _, _ = select.select([self.master], [], [], remaining)
            if ready:
                self.output += os.read(self.master, 65536)
        return time.perf_counter()

    def settle(self, quiet=0.05, timeout=5):
        """Reads until nothing comes for `quiet` seconds; returns (bytes, time of the last byte)."""
        count = 0
        last = time.perf_counter()
        deadline = last + timeout
        while time.perf_counter() < deadline:
            ready, _, _ = select.select([self.master], [], [], quiet)
            if not ready:
                break
            data = os.read(self.master, 65536)
            self.output += data
            count += len(data)
            last = time.perf_counter()
        return count, last

    def send(self, data):
        sent = time.perf_counter()
        os.write(self.master, data.encode() if isinstance(data, str) else data)
        return sent

    def threads(self):
        """(CPU ns, context switches) of each live thread."""
        found = {}
        for task in os.listdir(f"/proc/{self.pid}/task"):
            try:
                ns = int(open(f"/proc/{self.pid}/task/{task}/schedstat").read().split()[0])
                switches = sum(int(line.split()[1]) for line in open(f"/proc/{self.pid}/task/{task}/status")
                               if line.startswith(("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches")))
                found[task] = (ns, switches)
            except (FileNotFoundError, ProcessLookupError):
                pass
        return found

    def idle_cpu(self, seconds):
        """CPU milliseconds and wake-ups over `seconds` of idling, to the
        nanosecond (schedstat), after threads left over from the last
        searches have ended; /proc/PID/stat counts in 10 ms ticks."""
        time.sleep(6)
        before = self.threads()
        time.sleep(seconds)
        after = self.threads()
        ns = sum(after[t][0] - before.get(t, (0, 0))[0] for t in after)
        switches = sum(after[t][1] - before.get(t, (0, 0))[1] for t in after)
        return ns / 1e6, switches

    def cpu_ms(self):
        fields = open(f"/proc/{self.pid}/stat").read().rsplit(")", 1)[1].split()
        ticks = int(fields[11]) + int(fields[12])
        return ticks * 1000 / os.sysconf("SC_CLK_TCK")

    def peak_rss_mb(self):
        for line in open(f"/proc/{self.pid}/status"):
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
        return None

    def close(self):
        try:
            os.kill(self.pid, signal.SIGTERM)
            os.waitpid(self.pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
        os.close(self.master)


def type_query(session, query, quiet=0.03):
    latencies, sizes = [], []
    for character in query:
        sent = session.send(character)
        count, last = session.settle(quiet=quiet)
        latencies.append((last - sent) * 1000)
        sizes.append(count)
    return latencies, sizes


def type_queries(session):
    """Types each query of the set a key at a time, clearing the field
    (Ctrl-U) after each; returns each key's latency and bytes."""
    latencies, sizes = [], []
    for _, query in QUERIES:
        more_latencies, more_sizes = type_query(session, query)
        latencies += more_latencies
        sizes += more_sizes
        session.send("\x15")
        session.settle()
    return latencies, sizes


def bytes_per_key(session, key, times):
    """Sends `key` `times` times; the bytes written after each."""
    sizes = []
    for _ in range(times):
        session.send(key)
        sizes.append(session.settle()[0])
    return sizes


def paste_timings(session, size=256 * 1024, times=7):
    """A bracketed paste of `size` bytes: from the first byte sent to the
    last byte of the frame that shows it, and from a Ctrl-C sent right
    after the paste to the program's exit (a fresh session for that)."""
    pasted = []
    for _ in range(times):
        session.send("\x15")
        session.settle()
        sent = session.send("\x1b[200~" + "p" * size + "\x1b[201~")
        _, last = session.settle(quiet=0.1)
        pasted.append((last - sent) * 1000)
    session.send("\x15")
    session.settle()
    quits = []
    for _ in range(times):
        other, _ = storesearch_session(80, 24, None)
        other.send("\x1b[200~" + "p" * size + "\x1b[201~")
        sent = other.send("\x03")
        _, status = os.waitpid(other.pid, 0)
        quits.append((time.perf_counter() - sent) * 1000)
        os.close(other.master)
    return {"paste ms": pasted, "ctrl-c after paste ms": quits, "bytes": size}


def storesearch_session(columns, rows, catalog, marker=b"Quit"):
    argv = [BINARY, "--source", "catalog", "--no-animation"] + (["--catalog", catalog] if catalog else [])
    session = Pty(argv, columns, rows, ENV)
    first = session.read_until(marker) - session.started
    session.settle()
    return session, first * 1000


def interactive(found):
    paths = dict(found)
    results = {}
    for size_name, catalog in [("bundled", None), ("1M", paths["1M"])]:
        for columns, rows in [(80, 24), (160, 48)]:
            label = f"{size_name} {columns}x{rows}"
            log(f"interactive: {label}")
            session, _ = storesearch_session(columns, rows, catalog)
            # The catalog loads in the background: wait for it before timing keys.
            session.read_until(b"items" if catalog is None else b"to search", timeout=60)
            session.settle(quiet=0.3)
            latencies, key_bytes = type_queries(session)
            session.send("pink")
            session.settle()
            session.send("\r")
            session.settle()
            down = bytes_per_key(session, "\x1bOB", 10)
            session.send("\x1b")  # Esc: back to the field
            # A lone Esc is Esc once 50 ms pass with nothing after it: wait well past that,
            # or the first cursor move would also carry the Esc's frame.
            time.sleep(0.1)
            session.settle()
            left = bytes_per_key(session, "\x1bOD", 3)
            if columns == 80 and catalog is None:
                results["paste"] = paste_timings(session)
            if columns == 80:
                sent = time.perf_counter()
                session.resize(160, 48)
                grow_bytes, grow_last = session.settle(quiet=0.1)
                session.resize(80, 24)
                shrink_bytes, shrink_last = session.settle(quiet=0.1)
                results.setdefault("resize", {})[size_name] = {
                    "80x24 to 160x48 bytes": grow_bytes, "80x24 to 160x48 ms": (grow_last - sent) * 1000,
                    "160x48 to 80x24 bytes": shrink_bytes}
            idle, wakeups = session.idle_cpu(seconds=10)
            peak = session.peak_rss_mb()
            session.close()
            results[label] = {"keystroke ms": latencies, "bytes per keystroke": key_bytes,
                              "bytes per list move": down, "bytes per cursor move": left,
                              "idle cpu ms over 10 s": idle, "idle wake-ups over 10 s": wakeups,
                              "peak rss mb": peak}
    # fzf on the bundled catalog's lines, the same way.
    lines = lines_file("bundled", BUNDLED)
    for columns, rows in [(80, 24), (160, 48)]:
        log(f"interactive: fzf {columns}x{rows}")
        session = fzf_session(columns, rows, lines)[0]
        latencies, key_bytes = type_queries(session)
        session.send("pink")
        session.settle()
        down = bytes_per_key(session, "\x1bOA", 10)  # fzf lists upwards from the prompt
        left = bytes_per_key(session, "\x1bOD", 3)
        session.close()
        results[f"fzf {columns}x{rows}"] = {"keystroke ms": latencies, "bytes per keystroke": key_bytes,
                                           "bytes per list move": down, "bytes per cursor move": left}
    # First frames, the programs taking turns so both see the same machine.
    for columns, rows in [(80, 24), (160, 48)]:
        log(f"interactive: first frames {columns}x{rows}")
        firsts = {"bundled": [], "1M": [], "fzf": []}
        for _ in range(30):
            for name, catalog in [("bundled", None), ("1M", paths["1M"])]:
                session, first = storesearch_session(columns, rows, catalog)
                session.close()
                firsts[name].append(first)
            session, first = fzf_session(columns, rows, lines)
            session.close()
            firsts["fzf"].append(first)
        for name, samples in firsts.items():
            results[f"{name} {columns}x{rows}"]["first frame ms"] = samples
    return results


def fzf_session(columns, rows, lines):
    """fzf on `lines` in a pty, once its first full frame (the "N/N" count) is out."""
    session = Pty(["/bin/sh", "-c", f"exec fzf < '{lines}'"], columns, rows, ENV)
    total = sum(1 for _ in open(lines, encoding="utf-8"))
    first = session.read_until(f"{total}/{total}".encode()) - session.started
    session.settle()
    return session, first * 1000


# 3. Memory ---------------------------------------------------------------------

def memory(found):
    paths = dict(found)
    results = {}
    # The first run over a catalog builds its index (then cached on disk).
    kilobytes = []
    for _ in range(2):
        shutil.rmtree(os.path.join(HOME, ".cache", "storesearch", "index"), ignore_errors=True)
        result = subprocess.run(["/usr/bin/time", "-f", "%M", BINARY, "search", "love", "--source", "catalog",
                                 "--catalog", paths["1M"], "--format", "tsv"], capture_output=True, env=ENV, text=True)
        kilobytes.append(int(result.stderr.strip().splitlines()[-1]))
    results["search command, 1M, building the index (first run)"] = [k / 1024 for k in kilobytes]
    for name in ["bundled", "1M"]:
        kilobytes = []
        for _ in range(3):
            result = subprocess.run(["/usr/bin/time", "-f", "%M", BINARY, "search", "love", "--source", "catalog",
                                     "--catalog", paths[name], "--format", "tsv"], capture_output=True, env=ENV,
                                    text=True)
            kilobytes.append(int(result.stderr.strip().splitlines()[-1]))
        results[f"search command, {name}"] = [k / 1024 for k in kilobytes]
    return results


# 4. Artwork ----------------------------------------------------------------------

def artwork():
    """Pictures served by the tests' stand-in store on 127.0.0.1: the time
    from Enter to the detail's picture on screen (fetched, decoded, drawn by
    chafa; then again from memory), a grid page of 16 tiles, and what the
    pictures cost in memory."""
    sys.path.insert(0, os.path.join(ROOT, "Tests", "EndToEnd"))
    from store_server import StoreServer

    server = StoreServer()
    home = tempfile.mkdtemp(prefix="storesearch-bench-art-")
    env = dict(ENV, HOME=home)
    argv = [BINARY, "--source", "itunes", "--store-url", server.url, "--no-animation", "--no-cache"]
    fetched, from_memory, pages = [], [], []
    for _ in range(7):
        shutil.rmtree(os.path.join(home, ".cache"), ignore_errors=True)
        session = Pty(argv, 80, 24, env)
        session.read_until(b"Quit")
        session.settle()
        session.send("artwork\r")
        session.read_until(b"No Art")
        session.settle(quiet=0.3)
        sent = session.send("\r")
        _, last = session.settle(quiet=0.15)
        fetched.append((last - sent) * 1000)
        session.send("\x1b")
        session.settle()
        sent = session.send("\r")
        _, last = session.settle(quiet=0.15)
        from_memory.append((last - sent) * 1000)
        session.close()
    log(f"artwork: detail {statistics.median(fetched):.1f} ms fetched, {statistics.median(from_memory):.1f} ms from memory")
    memory = {}
    for label, extra in [("with artwork", []), ("without artwork", ["--no-artwork"])]:
        shutil.rmtree(os.path.join(home, ".cache"), ignore_errors=True)
        logfile = os.path.join(home, ".local", "state", "storesearch", "storesearch.log")
        if os.path.exists(logfile):
            os.remove(logfile)
        session = Pty(argv + extra, 90, 16, env)
        session.read_until(b"Quit")
        session.settle()
        session.send("gallery\r")
        session.read_until(b"Tile 15")
        session.settle(quiet=0.3)
        for _ in range(2):
            sent = session.send("\x1b[6~")
            _, last = session.settle(quiet=0.2)
            if not extra:
                pages.append((last - sent) * 1000)
        session.send("\x1b[5~\x1b[5~")
        session.settle(quiet=0.3)
        rss = session.peak_rss_mb()
        session.send("\x03")
        time.sleep(0.3)
        session.close()
        kept = next((line.split("artwork at exit: ", 1)[1].strip() for line in open(logfile)
                     if "artwork at exit: " in line), None) if os.path.exists(logfile) else None
        memory[label] = {"peak rss mb": rss, "kept": kept}
    server.close()
    shutil.rmtree(home, ignore_errors=True)
    return {"detail picture, fetched ms": fetched, "detail picture, from memory ms": from_memory,
            "grid page of 16 tiles ms": pages, "memory": memory}


def store_answer():
    """A 200-result answer (the bundled catalog's first 200 results, in the
    store's shape) from the stand-in store on 127.0.0.1, through
    `storesearch search`: the time to read it (the app's log says, per
    answer) and the whole command, exec to exit."""
    sys.path.insert(0, os.path.join(ROOT, "Tests", "EndToEnd"))
    from store_server import StoreServer, bundled_answer

    server = StoreServer()
    home = tempfile.mkdtemp(prefix="storesearch-bench-store-")
    env = dict(ENV, HOME=home, STORESEARCH_RATE_LIMIT="10000")
    logfile = os.path.join(home, ".local", "state", "storesearch", "storesearch.log")
    argv = [BINARY, "search", "twohundred", "--source", "itunes", "--store-url", server.url, "--no-cache",
            "--format", "tsv"]
    commands = []
    for _ in range(21):
        started = time.perf_counter()
        done = subprocess.run(argv, env=env, capture_output=True)
        commands.append((time.perf_counter() - started) * 1000)
        assert done.returncode == 0 and done.stdout.count(b"\n") >= 200, done.stderr
    reads = [parse_seconds(line.split(", read in ", 1)[1]) * 1000 for line in open(logfile) if ", read in " in line]
    server.close()
    shutil.rmtree(home, ignore_errors=True)
    log(f"store answer: read in {statistics.median(reads):.2f} ms, command {statistics.median(commands):.1f} ms")
    return {"answer bytes": len(bundled_answer()), "read ms": reads, "search command ms": commands}


def parse_seconds(text):
    """Swift's Duration as it prints: "0.001234567 seconds"."""
    return float(text.split()[0])


# Report ------------------------------------------------------------------------

def fmt(value, unit=""):
    if value is None:
        return "n/a"
    if isinstance(value, float):
        return f"{value:.2f}{unit}" if value < 10 else f"{value:.1f}{unit}" if value < 100 else f"{value:.0f}{unit}"
    return f"{value}{unit}"


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
