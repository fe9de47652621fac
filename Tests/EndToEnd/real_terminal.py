"""Real terminal emulators under a virtual X server (Xvfb): Debian's xterm
started as a VT340 (sixel) and kitty (its graphics protocol, drawn with
Mesa's software OpenGL). The app runs in the emulator's window, keys are
typed with xdotool, and the window is read back as pixels (ImageMagick's
`import`, PIL), so a test compares what a person would see with the
picture the app was given."""
import io
import os
import shlex
import shutil
import subprocess
import tempfile
import time

from PIL import Image

TOOLS = ["Xvfb", "xterm", "kitty", "xdotool", "import"]


def missing_tools():
    return [tool for tool in TOOLS if shutil.which(tool) is None]


class XServer:
    """Xvfb on the first free display from :31 (the low numbers are left
    to people's own X servers on a shared machine); -displayfd says when
    it is ready. A display whose lock file is there is taken (Xvfb itself
    refuses one whose lock names a live server, and then the next number
    is tried); a socket left by a server that was killed is no lock.

    -noreset: the server would otherwise reset when its last client goes
    (one emulator closed before the next opens), and a client connecting
    meanwhile is refused ("Can't open display")."""

    FIRST_DISPLAY = 31

    def __init__(self, width=1400, height=1000):
        for number in range(self.FIRST_DISPLAY, self.FIRST_DISPLAY + 60):
            if os.path.exists(f"/tmp/.X{number}-lock"):
                continue
            read, write = os.pipe()
            self.process = subprocess.Popen(
                ["Xvfb", f":{number}", "-displayfd", str(write), "-screen", "0", f"{width}x{height}x24",
                 "-nolisten", "tcp", "-noreset"], pass_fds=(write,), stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL)
            os.close(write)
            with os.fdopen(read) as pipe:
                ready = pipe.readline().strip()
            if ready == str(number):
                self.display = f":{number}"
                return
            self.process.kill()
            self.process.wait()
        raise RuntimeError("no free X display from :31")

    def env(self, **extra):
        environment = {"DISPLAY": self.display, "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
        environment.update(extra)
        return environment

    def run(self, *command):
        return subprocess.run(list(command), env=self.env(), capture_output=True, text=True, timeout=20)

    def screenshot(self):
        shot = subprocess.run(["import", "-window", "root", "png:-"], env=self.env(), capture_output=True,
                              timeout=20)
        return Image.open(io.BytesIO(shot.stdout)).convert("RGB")

    def close(self):
        """Ends the server with SIGTERM, so it takes its lock file and
        socket away (SIGKILL left them, one more display taken each run)."""
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


class Emulator:
    """An emulator window running the app, at the top-left of the screen."""

    def __init__(self, server, kind, columns, rows, app_argv, home, extra_env=None):
        self.server, self.kind = server, kind
        self.columns, self.rows = columns, rows
        self.folder = tempfile.mkdtemp(prefix="emulator-")
        script = os.path.join(self.folder, "run.sh")
        environment = {"HOME": home, "LANG": "C.UTF-8", **(extra_env or {})}
        with open(script, "w") as handle:
            handle.write("#!/bin/sh\n")
            handle.write("".join(f"export {key}={shlex.quote(value)}\n" for key, value in environment.items()))
            handle.write("unset LINES COLUMNS\n")
            handle.write(f"exec {' '.join(shlex.quote(part) for part in app_argv)} 2>{self.folder}/stderr\n")
        os.chmod(script, 0o755)
        if kind == "xterm":
            command = ["xterm", "-ti", "vt340", "-tn", "xterm-256color", "-xrm", "XTerm*decTerminalID: vt340",
                       "-xrm", "XTerm*numColorRegisters: 256", "-xrm", "XTerm*allowWindowOps: false",
                       "-u8", "-fa", "DejaVu Sans Mono", "-fs", "9", "-b", "0",
                       "-geometry", f"{columns}x{rows}+0+0", "-e", script]
            environment = server.env(LANG="C.UTF-8")
        else:
            command = ["kitty", "--config", "NONE", "-o", "font_family=DejaVu Sans Mono", "-o", "font_size=9",
                       "-o", "window_padding_width=0", "-o", "placement_strategy=top-left",
                       "-o", "remember_window_size=no", "-o", f"initial_window_width={columns}c",
                       "-o", f"initial_window_height={rows}c", "-o", "enable_audio_bell=no", script]
            environment = server.env(LANG="C.UTF-8", LIBGL_ALWAYS_SOFTWARE="1", KITTY_DISABLE_WAYLAND="1")
        self.log = open(os.path.join(self.folder, "emulator.log"), "w")
        self.process = subprocess.Popen(command, env=environment, stdout=self.log, stderr=subprocess.STDOUT)
        self.window = None
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and self.process.poll() is None:
            found = server.run("xdotool", "search", "--onlyvisible", "--pid", str(self.process.pid))
            if found.stdout.split():
                self.window = found.stdout.split()[0]
                break
            time.sleep(0.2)
        if self.window is None:
            raise RuntimeError(f"{kind} did not open a window: {self.emulator_log()}")
        self.measure()
        server.run("xdotool", "mousemove", "--sync", "5", "5")

    def measure(self):
        geometry = self.server.run("xdotool", "getwindowgeometry", "--shell", self.window).stdout
        fields = dict(line.split("=", 1) for line in geometry.split())
        self.width, self.height = int(fields["WIDTH"]), int(fields["HEIGHT"])
        self.cell = (self.width // self.columns, self.height // self.rows)

    def emulator_log(self):
        self.log.flush()
        with open(self.log.name) as handle:
            return handle.read()[-1500:]

    def app_stderr(self):
        path = os.path.join(self.folder, "stderr")
        return open(path).read()[-1500:] if os.path.exists(path) else ""

    def type(self, text):
        self.server.run("xdotool", "type", "--delay", "40", text)

    def key(self, *names):
        for name in names:
            self.server.run("xdotool", "key", name)
            time.sleep(0.15)

    def resize(self, columns, rows):
        width, height = columns * self.cell[0], rows * self.cell[1]
        self.server.run("xdotool", "windowsize", self.window, str(width), str(height))
        self.columns, self.rows = columns, rows
        self.server.run("xdotool", "mousemove", "--sync", "6", "6")

    def region(self, shot, cells):
        """The pixels of a rectangle of cells (column, row, width, height)."""
        x, y, width, height = cells
        cw, ch = self.cell
        return shot.crop((x * cw, y * ch, (x + width) * cw, (y + height) * ch))

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.log.close()
        shutil.rmtree(self.folder, ignore_errors=True)


def mean(image):
    pixels = list(image.getdata())
    return tuple(sum(p[i] for p in pixels) / len(pixels) for i in range(3))


def ramp_pixels(image):
    """How many pixels look like the ramp picture: blue near 128 and red
    and green apart from each other or from blue (text and the app's own
    colours are greys, blues and yellows)."""
    return sum(1 for r, g, b in image.getdata() if abs(b - 128) <= 16 and (abs(r - b) > 24 or abs(g - b) > 24))


def distinct_colours_per_cell(image, cell):
    """The most colours any one cell of `image` shows: cells drawn as
    symbols show two (a glyph's edges aside); pixels of a ramp, many."""
    cw, ch = cell
    most = 0
    for top in range(0, image.height - ch + 1, ch):
        for left in range(0, image.width - cw + 1, cw):
            most = max(most, len(set(image.crop((left, top, left + cw, top + ch)).getdata())))
    return most


def wait_for(predicate, what, timeout=10.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        result = predicate()
        if result:
            return result
        time.sleep(0.25)
    raise AssertionError(f"timed out waiting for {what}")
