"""Part 8 of `make bench`: what each motion costs (issue 32). The same keys
are played twice through a pty, once with motion on and once with
--no-animation, and the bytes and frames (synchronized updates) each step
writes are counted: the motion's total against drawing its final frame once.
The target: a motion never sends more than three times the bytes of drawing
its final frame once."""
import os
import pty
import select
import struct
import fcntl
import termios
import time

BEGIN = b"\x1b[?2026h"

# (size, what is shown first, the motions: (name, keys))
PLAYS = [
    ((80, 24), ["queen"], [("pop-up in", ["\x1b[B", "\r"]), ("pop-up out (slides)", ["\x1b"])]),
    # At 160x48 the detail is the pane beside the list (no pop-up): the menu's popover is what comes up.
    ((160, 48), ["queen"], [("menu popover unfolds", ["\x1bOQ"])]),
    ((140, 16), ["queen"], [("list pane away", ["\x1b[B", "\r"]), ("list pane back", ["\x1b[D"])]),
    ((90, 16), ["love"], [("grid page", ["\x1b[6~"])]),
    ((80, 24), ["queen"], [("menu unfolds", ["\x1bOQ"])]),
]


class Session:
    def __init__(self, binary, columns, rows, motion, env):
        argv = [binary, "--source", "catalog"] + ([] if motion else ["--no-animation"])
        environment = dict(env)
        environment.pop("CI", None)
        if not motion:
            environment["CI"] = "1"
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execve(binary, argv, environment)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        os.kill(self.pid, 28)  # SIGWINCH: the size set after the fork
        self.output = bytearray()

    def read_quiet(self, quiet=0.35, timeout=10):
        """Reads until nothing comes for `quiet` seconds; returns what came."""
        start = len(self.output)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.fd], [], [], quiet)
            if not ready:
                break
            try:
                self.output += os.read(self.fd, 65536)
            except OSError:
                break
        return bytes(self.output[start:])

    def send(self, keys, gap=0.12):
        for key in keys:
            os.write(self.fd, key.encode())
            time.sleep(gap)

    def close(self):
        os.write(self.fd, b"\x03")
        self.read_quiet(0.2)
        try:
            os.waitpid(self.pid, 0)
        except ChildProcessError:
            pass
        os.close(self.fd)


def measure(binary, env):
    """Each motion's bytes and frames, with motion on and off, and the ratio."""
    results = []
    for (columns, rows), setup, motions in PLAYS:
        runs = {}
        for motion in (True, False):
            session = Session(binary, columns, rows, motion, env)
            session.read_quiet(0.6)
            for text in setup:
                session.send([text], gap=0.3)
            session.read_quiet(0.5)
            steps = []
            for name, keys in motions:
                session.send(keys[:-1])
                session.read_quiet(0.4)
                session.send(keys[-1:], gap=0)
                if keys[-1] == "\x1b":
                    time.sleep(0.06)
                written = session.read_quiet(0.4)
                steps.append((name, len(written), written.count(BEGIN)))
            session.close()
            runs[motion] = steps
        for (name, moving, frames), (_, still, still_frames) in zip(runs[True], runs[False]):
            results.append({
                "size": f"{columns}x{rows}", "motion": name, "bytes": moving, "frames": frames,
                "final frame bytes": still, "final frames": still_frames,
                "ratio": round(moving / max(1, still), 2),
            })
    return results


def report(results):
    lines = [
        "<!-- motion -->",
        "## 8. Motion: what each costs",
        "",
        "The same keys played through a pty with motion on and with `--no-animation`: the bytes and",
        "the frames (synchronized updates) the step wrote. A motion is two frames 50 ms apart and the",
        "final one; the target is at most 3x the bytes of drawing the final frame once.",
        "",
        "| size | motion | bytes | frames | final frame once: bytes | ratio | met |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    for entry in results:
        met = "yes" if entry["ratio"] <= 3 else "**no**"
        lines.append(
            f"| {entry['size']} | {entry['motion']} | {entry['bytes']:,} | {entry['frames']} | "
            f"{entry['final frame bytes']:,} | {entry['ratio']}x | {met} |")
    lines += ["", "<!-- /motion -->", ""]
    return "\n".join(lines)
