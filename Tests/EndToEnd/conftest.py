import os
import sys
import tempfile

import pytest

sys.path.insert(0, os.path.dirname(__file__))
from harness import BINARY, Session  # noqa: E402
from store_server import StoreServer  # noqa: E402


def pytest_configure(config):
    if not os.access(BINARY, os.X_OK):
        raise pytest.UsageError(f"no storesearch binary at {BINARY}: run `make build` or set STORESEARCH_BIN")


@pytest.fixture
def home(tmp_path):
    """A fresh HOME, so no test reads the user's config or writes their log.
    Its config makes the bundled catalog the source, as CI must never reach
    the internet; tests of the store say --source themselves."""
    config = tmp_path / ".config" / "storesearch"
    config.mkdir(parents=True)
    (config / "config").write_text("# written by the tests\nsource = catalog\n")
    return str(tmp_path)


@pytest.fixture
def launch(request, home):
    """Starts the app: launch(columns, rows, args=[...], env={...})."""
    sessions = []

    def start(columns=80, rows=24, args=(), env=None, **kwargs):
        environment = {"HOME": home}
        environment.update(env or {})
        name = request.node.nodeid.split("::")[-1] + (f"-{len(sessions)}" if sessions else "")
        session = Session(columns, rows, args=args, env=environment, name=name, **kwargs)
        sessions.append(session)
        return session

    yield start
    for session in sessions:
        session.close()


@pytest.fixture
def catalog_file(tmp_path):
    """Writes a catalog file in the store's answer shape and returns its path."""
    import json

    def write(results, name="catalog.json"):
        path = tmp_path / name
        path.write_text(json.dumps({"resultCount": len(results), "results": results}), encoding="utf-8")
        return str(path)

    return write


@pytest.fixture
def store():
    """A store stand-in on 127.0.0.1 (see store_server.py)."""
    server = StoreServer()
    yield server
    server.close()


@pytest.fixture
def cli(home):
    """Runs `storesearch ARGS...` without a terminal; returns the completed process."""
    import subprocess

    def run(*args, env=None, timeout=20, input=None):
        environment = {"HOME": home, "LANG": "C.UTF-8", "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
        environment.update(env or {})
        return subprocess.run([BINARY, *args], capture_output=True, text=True, env=environment, timeout=timeout,
                              input=input)

    return run
