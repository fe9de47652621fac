"""The first open's phases, as the program's log tells them, beside the
floor this machine allows for each: what part 7 of bench.py (first_open.py)
puts in its phase table.

The program times each phase of a build on each of its threads (see
IndexPhases.swift) and writes one line to its log:

    catalog /path: indexed in 812.3 ms (parse 301.2+296.0 ms, tokenize …)

each phase's milliseconds on the first reader (which then merges and
writes the index), the second reader (which then hashes the catalog) and,
when they have any, the writer thread and the thread that places the
postings beside the merge. The floors are what the machine does
with the same bytes and counts in C (glibc's memchr, numpy's sort and
scatter, the kernel's write and fsync): no program that does the phase's
work can do it in less.
"""
import mmap
import os
import re
import statistics
import struct
import tempfile
import time

PHASES = ["parse", "tokenize", "sort", "spill", "merge", "postings", "write", "checksum", "fsync"]
THREADS = ["first", "second", "writer", "placer"]

LINE = re.compile(r"indexed in ([\d.]+) ms \((.*?)\)")
PHASE = re.compile(r"(\w+) ([\d.+]+) ms")


def last_build(logfile):
    """The phases of the last build the log tells of: {phase: [first, second, writer, placer]} ms, and its total."""
    with open(logfile, encoding="utf-8") as handle:
        found = [LINE.search(line) for line in handle]
    match = [m for m in found if m][-1]
    phases = {name: [0.0] * len(THREADS) for name in PHASES}
    for name, times in PHASE.findall(match.group(2)):
        values = [float(value) for value in times.split("+")]
        phases[name] = (values + [0.0] * len(THREADS))[:len(THREADS)]
    return phases, float(match.group(1))


def median_phases(builds):
    """Each phase's median on each thread over several builds."""
    return {name: [statistics.median(build[name][thread] for build in builds) for thread in range(len(THREADS))]
            for name in PHASES}


def best_of(runs, work):
    """The fastest of `runs` timings of `work()`, in ms (the floor is the least the machine needs)."""
    best = None
    for _ in range(runs):
        started = time.perf_counter()
        work()
        elapsed = (time.perf_counter() - started) * 1000
        best = elapsed if best is None else min(best, elapsed)
    return best


def memchr_pass(path):
    """One pass over the file's bytes, mapped: glibc's memchr looking for a byte that is not there."""
    with open(path, "rb") as handle, mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as mapped:
        mapped.find(b"\x00")


def index_counts(index_path):
    """Items and postings of a built index, from its header (CatalogStorage.Header)."""
    with open(index_path, "rb") as handle:
        header = handle.read(32)
    items, = struct.unpack_from("<I", header, 12)
    postings, = struct.unpack_from("<Q", header, 24)
    return items, postings


def floors(catalog, lines, index_path):
    """What the machine allows for each phase (ms, one core), and what was measured."""
    import numpy  # BENCH_PACKAGES installs it.

    items, postings = index_counts(index_path)
    index_bytes = os.path.getsize(index_path)
    rng = numpy.random.default_rng(2026)
    keys = rng.integers(0, 2**63, size=items, dtype=numpy.uint64)
    positions = rng.integers(0, max(postings, 1), size=postings, dtype=numpy.int64)
    values = numpy.arange(postings, dtype=numpy.uint32)
    target = numpy.empty(postings, dtype=numpy.uint32)
    block = numpy.ones(index_bytes, dtype=numpy.uint8)
    copy = numpy.empty_like(block)

    def scatter():
        target[positions] = values

    def write_and_fsync():
        with tempfile.NamedTemporaryFile(dir=os.path.dirname(index_path)) as handle:
            started = time.perf_counter()
            os.write(handle.fileno(), block.data)
            written = time.perf_counter()
            os.fsync(handle.fileno())
            return (written - started) * 1000, (time.perf_counter() - written) * 1000

    writes = [write_and_fsync() for _ in range(3)]
    scan = best_of(3, lambda: memchr_pass(catalog))
    found = {
        "parse": (scan, f"memchr over the catalog's {os.path.getsize(catalog) / 1e6:,.0f} MB"),
        "tokenize": (best_of(3, lambda: memchr_pass(lines)),
                     f"memchr over the {os.path.getsize(lines) / 1e6:,.0f} MB of names, artists, albums, genres"),
        "sort": (best_of(3, lambda: numpy.sort(keys)), f"numpy sort of {items:,} 64-bit keys"),
        "spill": (0.0, "none: the runs could stay in memory"),
        "merge": (best_of(3, lambda: numpy.copyto(copy, block)), f"a copy of the index's {index_bytes / 1e6:,.0f} MB"),
        "postings": (best_of(3, scatter), f"numpy scatter of {postings:,} postings to random places"),
        "write": (min(w[0] for w in writes), f"one write of {index_bytes / 1e6:,.0f} MB to a new file"),
        "checksum": (best_of(3, lambda: memchr_pass(index_path)) + scan,
                     "memchr over the index and the catalog"),
        "fsync": (min(w[1] for w in writes), "fsync of that file"),
    }
    return found


def table(name, median, floor):
    """The phase table of one catalog, in Markdown."""
    out = [f"**{name}** (median of the runs above; ms)\n",
           "| phase | reader 1, then merge | reader 2, then hash | writer | placer | floor, one core | the floor is |",
           "| --- | --- | --- | --- | --- | --- | --- |"]
    for phase in PHASES:
        low, what = floor[phase]
        cells = " | ".join(f"{value:.0f}" for value in median[phase])
        out.append(f"| {phase} | {cells} | {low:.0f} | {what} |")
    totals = " | ".join(f"{sum(median[phase][thread] for phase in PHASES):.0f}" for thread in range(len(THREADS)))
    out.append(f"| all | {totals} | {sum(low for low, _ in floor.values()):.0f} | |")
    return "\n".join(out) + "\n"
