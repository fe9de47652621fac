import os
import sys
import tempfile

import pytest

sys.path.insert(0, os.path.dirname(__file__))
from harness import BINARY, Session  # noqa: E402


def pytest_configure(config):
    if not os.access(BINARY, os.X_OK):
        raise pytest.UsageError(f"no storesearch binary at {BINARY}: run `make build` or set STORESEARCH_BIN")


@pytest.fixture
def home(tmp_path):
    """A fresh HOME, so no test reads the user's config or writes their log."""
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
