"""Part 11 of `make bench`: what pictures cost in each protocol (issue 31).
The app runs in a pseudo-terminal with `--images` set to each protocol,
against the tests' stand-in store on 127.0.0.1 (its pictures: a 100x100
JPEG of four flat quadrants in the detail, a 512x512 photograph, 16x16
PNG tiles), with cells of 10x20 pixels (the
kernel's window size says so). For each step, the bytes the step wrote
(all of them, and the pictures' share: APC, DCS and OSC 1337 strings) and
the time from the key to the last byte (encoding and drawing, median of
three runs); and the first frame's time with `auto` and a terminal that
answers nothing, against `symbols`, which asks nothing."""
import os
import re
import shutil
import statistics
import sys
import tempfile
import time

PICTURE_STRINGS = re.compile(rb"\x1b_G.*?\x1b\\|\x1bP[0-9;]*q.*?\x1b\\|\x1b\]1337;File=.*?\x07", re.DOTALL)
PROTOCOLS = ["symbols", "kitty", "sixel", "iterm"]
CELL = (10, 20)
RUNS = 3
FIRST_FRAME_RUNS = 20

# (step, size, search, keys before, the key measured)
STEPS = [
    ("detail picture (pop-up, 12x6 cells)", (80, 24), "artwork", [], "\r"),
    ("detail picture (split view, 20x10 cells)", (160, 48), "artwork", ["\x1b[B"], "\x1b[A"),
    ("a photograph in the detail (split view, 20x10 cells)", (160, 48), "covers", [], "\x1b[B"),
    ("a grid page (16 tiles of 10x4 cells)", (90, 16), "gallery", [], "\x1b[6~"),
    ("list moved one row, thumbnails on", (80, 24), "gallery", [], "\x1b[B"),
]


def picture_bytes(data):
    return sum(len(match.group()) for match in PICTURE_STRINGS.finditer(data))


def measure(pty_class, binary, env):
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "EndToEnd"))
    from store_server import StoreServer

    server = StoreServer()
    home = tempfile.mkdtemp(prefix="storesearch-bench-pictures-")
    results = {"steps": {}, "first frame ms": {}}
    try:
        for name, (columns, rows), term, before, key in STEPS:
            results["steps"][name] = {}
            for protocol in PROTOCOLS:
                runs = []
                for _ in range(RUNS):
                    session = start(pty_class, binary, env, home, server, protocol, columns, rows)
                    session.send(term + "\r")
                    session.read_until(b"Quit")
                    session.settle(quiet=0.4)
                    for press in before:
                        session.send(press)
                        session.settle(quiet=0.4)
                    mark = len(session.output)
                    sent = session.send(key)
                    _, last = session.settle(quiet=0.3)
                    step = bytes(session.output[mark:])
                    runs.append({"bytes": len(step), "picture bytes": picture_bytes(step),
                                 "ms": (last - sent) * 1000})
                    session.send("\x03")
                    time.sleep(0.2)
                    session.close()
                results["steps"][name][protocol] = {
                    "bytes": statistics.median(r["bytes"] for r in runs),
                    "picture bytes": statistics.median(r["picture bytes"] for r in runs),
                    "ms": statistics.median(r["ms"] for r in runs),
                }
        # Interleaved, so a busy moment of the machine weighs on both alike.
        times = {"symbols": [], "auto": []}
        for run in range(FIRST_FRAME_RUNS):
            for mode in (["symbols", "auto"] if run % 2 else ["auto", "symbols"]):
                session = pty_class([binary, "--source", "catalog", "--images", mode], 80, 24, dict(env, HOME=home))
                arrived = session.read_until(b"Quit")
                times[mode].append((arrived - session.started) * 1000)
                session.send("\x03")
                time.sleep(0.1)
                session.close()
        for mode, samples in times.items():
            results["first frame ms"][mode] = {"median": statistics.median(samples), "fastest": min(samples)}
    finally:
        server.close()
        shutil.rmtree(home, ignore_errors=True)
    return results


def start(pty_class, binary, env, home, server, protocol, columns, rows):
    argv = [binary, "--source", "itunes", "--store-url", server.url, "--no-animation", "--images", protocol]
    session = pty_class(argv, columns, rows, dict(env, HOME=home))
    import fcntl
    import struct
    import termios
    fcntl.ioctl(session.master, termios.TIOCSWINSZ,
                struct.pack("HHHH", rows, columns, columns * CELL[0], rows * CELL[1]))
    return session


def report(results):
    lines = [
        "<!-- pictures -->",
        "## 11. Pictures in each protocol",
        "",
        __doc__.split("\n", 1)[1].strip().replace("\n", " "),
        "",
        "| step | " + " | ".join(PROTOCOLS) + " |",
        "| --- |" + " --- |" * len(PROTOCOLS),
    ]
    for name, by_protocol in results["steps"].items():
        cells = []
        for protocol in PROTOCOLS:
            entry = by_protocol[protocol]
            share = f" ({entry['picture bytes'] / 1024:.1f} KB pictures)" if entry["picture bytes"] else ""
            cells.append(f"{entry['bytes'] / 1024:.1f} KB{share}, {entry['ms']:.0f} ms")
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    first = results["first frame ms"]
    lines += [
        "",
        f"First frame (80x24, the bundled catalog, {FIRST_FRAME_RUNS} runs each, interleaved): "
        f"{first['symbols']['median']:.1f} ms median ({first['symbols']['fastest']:.1f} fastest) with "
        f"`--images symbols`, which asks nothing; {first['auto']['median']:.1f} ms "
        f"({first['auto']['fastest']:.1f}) with `auto` in a terminal that answers nothing: the queries are "
        "written before the first frame and nothing waits for their answers.",
        "<!-- /pictures -->",
        "",
    ]
    return "\n".join(lines)
