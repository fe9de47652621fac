"""Takes the guide's pictures of pictures (docs/guide/pictures.md): the
split view at 120x32 in Debian's xterm started as a VT340, a cover drawn
as sixel pixels, beside the same screen drawn with symbols (`--images
symbols`). The cover is a photograph served by the tests' stand-in store
on 127.0.0.1 for the bundled catalog's first results (`make
picture-screens`)."""
import os
import shutil
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "EndToEnd"))
import real_terminal as rt  # noqa: E402
from store_server import StoreServer  # noqa: E402

COLUMNS, ROWS = 120, 32
# What it writes into docs/screens (the tapes' check leaves them to it).
FILES = {"sixel": "pictures-sixel.png", "symbols": "pictures-symbols.png"}


def shoot(server, store, binary, images, path):
    home = tempfile.mkdtemp(prefix="storesearch-screens-")
    argv = [binary, "--source", "itunes", "--store-url", store.url, "--no-animation", "--images", images]
    emulator = rt.Emulator(server, "xterm", COLUMNS, ROWS, argv, home)
    try:
        emulator.type("covers")
        emulator.key("Return")
        time.sleep(0.5)
        emulator.key("Down", "Down")
        time.sleep(2.5)
        shot = server.screenshot().crop((0, 0, emulator.width, emulator.height))
        shot.save(path, optimize=True)
    finally:
        emulator.close()
        shutil.rmtree(home, ignore_errors=True)


def main():
    binary = sys.argv[sys.argv.index("--binary") + 1]
    folder = sys.argv[sys.argv.index("--screens") + 1]
    store, server = StoreServer(), rt.XServer()
    try:
        for images, name in FILES.items():
            shoot(server, store, binary, images, os.path.join(folder, name))
    finally:
        server.close()
        store.close()


if __name__ == "__main__":
    main()
