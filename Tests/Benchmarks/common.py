"""What the parts of `make bench` share (bench.py's parts, and typos.py and
quality.py through the bench module they are given): where things are and
the settings (the binary, the generated catalogs' sizes, the queries, a HOME
of the benchmarks' own and the environment every program runs in); the
generated catalogs and the same items for the peers (lines for fzf, an FTS5
database); timing a command, and a long-lived searcher answering over a
pipe; a figure as the report writes it (fmt and summary, from
figure_format.py, which the pages quoting the report share), and a section
put between its markers in docs/BENCHMARKS.md.
"""
import json
import os
import sqlite3
import subprocess
import sys
import tempfile
import time

from figure_format import fmt, summary


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


# Timing -----------------------------------------------------------------------

sys.path.insert(0, os.path.join(ROOT, "Tests", "EndToEnd"))
from builders import wait_for_index_builders  # noqa: E402 (after the path it is found on)


def builder_argv(path):
    """The index builder run by hand: the program named `storesearch-index`
    (its argv[0]), building the index of the catalog at `path` into the
    cache, as a first search's builder does."""
    return ["/bin/bash", "-c", 'exec -a storesearch-index "$0" "$1"', BINARY, path]


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


# Report -----------------------------------------------------------------------

def keep_in_json(out_json, key, value):
    """Puts `value` under `key` in the report's JSON, the rest kept as it was."""
    data = json.load(open(out_json)) if os.path.exists(out_json) else {}
    data[key] = value
    with open(out_json, "w") as handle:
        json.dump(data, handle, indent=1)


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
