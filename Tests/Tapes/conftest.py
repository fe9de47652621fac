import os
import subprocess
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "Tests", "EndToEnd"))

BINARY = os.environ.get("STORESEARCH_BIN", os.path.join(ROOT, ".build", "release", "storesearch"))
RUNNER = os.path.join(HERE, "play_tape.py")
PYTHON = sys.executable


def pytest_configure(config):
    if not os.access(BINARY, os.X_OK):
        raise pytest.UsageError(f"no storesearch binary at {BINARY}: run `make build` or set STORESEARCH_BIN")


@pytest.fixture
def play(tmp_path):
    """Runs play_tape.py: play(TAPE..., "--option", ...) -> CompletedProcess.
    A tape given as text is written to tmp_path first."""
    def run(*arguments, timeout=120, text=None, name="t.tape"):
        arguments = list(arguments)
        if text is not None:
            path = tmp_path / name
            path.write_text(text, encoding="utf-8")
            arguments.insert(0, str(path))
        command = [PYTHON, RUNNER, "--binary", BINARY, "--quiet", *arguments]
        if not any(a.startswith("--out") for a in arguments):
            command += ["--out", str(tmp_path / "out")]
        return subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    return run
