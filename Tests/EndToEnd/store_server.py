"""A stand-in for the iTunes Search API on 127.0.0.1, started by the tests.

It answers `GET /search` by the `term` parameter: fixtures in the store's
answer shape for every result type, and every way the real store (or the
network) can go wrong; and `GET /lookup` by `id` and `entity`, from the
lookup answers in fixtures/lookup (reconstructed from the API's documented
examples: see their README). It counts the requests it gets, so tests can
tell a cached answer from a fetched one. Nothing here touches the internet.
"""
import functools
import io
import json
import os
import random
import socket
import struct
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

# One result of every type in the spec's table, as the store writes them.
EVERY_TYPE = [
    {"wrapperType": "track", "kind": "song", "trackId": 1, "artistName": "Pink Floyd", "collectionName": "The Wall",
     "trackName": "Hey You", "trackPrice": 1.29, "collectionPrice": 9.99, "currency": "USD",
     "primaryGenreName": "Rock", "trackViewUrl": "https://music.apple.com/us/album/hey-you/1"},
    {"wrapperType": "track", "kind": "feature-movie", "trackId": 2, "artistName": "Ridley Scott",
     "trackName": "Alien", "collectionPrice": 4.99, "currency": "USD", "primaryGenreName": "Sci-Fi & Fantasy",
     "collectionViewUrl": "https://tv.apple.com/us/movie/alien/2"},
    {"wrapperType": "track", "kind": "podcast", "trackId": 3, "artistName": "NPR", "trackName": "Planet Money",
     "trackPrice": 0, "currency": "USD", "primaryGenreName": "Business"},
    {"wrapperType": "track", "kind": "tv-episode", "trackId": 4, "artistName": "The Office",
     "collectionName": "The Office, Season 2", "trackName": "The Dundies", "trackPrice": 2.99, "currency": "USD",
     "primaryGenreName": "Comedy"},
    {"wrapperType": "software", "kind": "software", "trackId": 5, "artistName": "Cultured Code",
     "trackName": "Things 3", "price": 9.99, "formattedPrice": "$9.99", "currency": "USD",
     "primaryGenreName": "Productivity", "genres": ["Productivity", "Business"], "fileSizeBytes": "12345",
     "trackViewUrl": "https://apps.apple.com/us/app/things-3/id5"},
    {"wrapperType": "software", "kind": "mac-software", "trackId": 6, "artistName": "Panic", "trackName": "Transmit",
     "price": 0.0, "formattedPrice": "Free", "currency": "USD", "primaryGenreName": "Developer Tools"},
    {"kind": "ebook", "trackId": 7, "artistName": "Jane Austen", "trackName": "Emma", "price": 0.99,
     "currency": "USD", "genres": ["Fiction & Literature", "Books"], "fileSizeBytes": 1024},
    {"wrapperType": "audiobook", "collectionId": 8, "artistName": "Frank Herbert", "collectionName": "Dune",
     "collectionPrice": 19.99, "currency": "USD", "primaryGenreName": "Sci-Fi & Fantasy"},
    {"wrapperType": "collection", "collectionId": 9, "artistName": "Miles Davis", "collectionName": "Kind of Blue",
     "collectionPrice": 7.99, "currency": "USD", "primaryGenreName": "Jazz"},
]


def answer(results):
    return json.dumps({"resultCount": len(results), "results": results}).encode()


def song(name, artist="Test Artist", track_id=100):
    return {"wrapperType": "track", "kind": "song", "trackId": track_id, "trackName": name, "artistName": artist,
            "trackPrice": 0.99, "currency": "USD", "primaryGenreName": "Pop"}


def huge_answer():
    """About 5 MB: 200 results with long descriptions, as app answers can be."""
    results = []
    for index in range(200):
        results.append({"wrapperType": "software", "kind": "software", "trackId": 1000 + index,
                        "trackName": f"Big App {index:03}", "artistName": "Bulk Inc.", "price": 0,
                        "currency": "USD", "primaryGenreName": "Utilities", "description": "x" * 25_000})
    return answer(results)


@functools.lru_cache(maxsize=None)
def bundled_answer(count=200):
    """The first `count` results of the bundled catalog: real names, artists,
    prices and addresses, as the store answers a broad search."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Resources", "catalog", "catalog.json")
    with open(path, "rb") as handle:
        return answer(json.load(handle)["results"][:count])


FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures")
COVER_PHOTO = "/usr/share/matplotlib/mpl-data/sample_data/grace_hopper.jpg"


@functools.lru_cache(maxsize=None)
def lookup_answer(name):
    """A lookup answer of fixtures/lookup, as the store writes it: `results` and its rows."""
    with open(os.path.join(FIXTURES, "lookup", name), encoding="utf-8") as handle:
        return json.load(handle)["results"]


# What /lookup answers, by (id, entity).
LOOKUPS = {
    ("909253", "album"): "artist-909253-album.json",
    ("120954021", "song"): "album-120954021-song.json",
    ("284910353", "software"): "artist-284910353-software.json",
}
# Songs whose album answers slowly (a page left before it answers) or fails.
SLOW_ALBUM, BROKEN_ALBUM = 555, 503


def song_on(album_id, name):
    """A song of Jack Johnson's on an album the tests name by its id."""
    return dict(song(name, "Jack Johnson", track_id=album_id * 10), artistId=909253, collectionId=album_id,
                collectionName=f"{name} Album", trackCount=10, trackNumber=1)


def png(width, height, pixel):
    """A PNG of `pixel(x, y) -> (r, g, b)`, written here (no imaging library needed)."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    raw = b"".join(b"\0" + bytes(channel for x in range(width) for channel in pixel(x, y)) for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


def quadrant(size):
    """Red, green / blue, white: the test picture."""
    def pixel(x, y):
        top, left = y < size // 2, x < size // 2
        return (255, 0, 0) if top and left else (0, 255, 0) if top else (0, 0, 255) if left else (255, 255, 255)
    return pixel


def ramp(x, y):
    """Red grows to the right, green downwards, blue stays: the ramp picture."""
    return (x * 2, y * 2, 128)


def with_art(result, small, large=None):
    return dict(result, artworkUrl60=small, artworkUrl100=large or small)


class StoreServer:
    """The server, its address and what it has been asked."""

    def __init__(self):
        self.requests = []
        self.lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):
                pass

            def do_GET(self):
                url = urlsplit(self.path)
                query = {key: values[0] for key, values in parse_qs(url.query, keep_blank_values=True).items()}
                with server.lock:
                    server.requests.append({"path": url.path, "query": query, "raw": url.query})
                if url.path.startswith("/art/"):
                    return server.artwork(self, url.path[5:])
                if url.path == "/lookup":
                    return server.lookup(self, query.get("id", ""), query.get("entity"))
                server.respond(self, query.get("term", ""))

        class QuietServer(ThreadingHTTPServer):
            request_queue_size = 256  # many searches, quickly cancelled

            def handle_error(self, request, client_address):
                pass  # a client that hung up (a cancelled search) is no error here

        self.httpd = QuietServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.port = self.httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def count(self, term=None):
        with self.lock:
            return sum(1 for r in self.requests if term is None or r["query"].get("term") == term)

    def lookups(self):
        """The lookups asked for so far, as their query parameters."""
        with self.lock:
            return [r["query"] for r in self.requests if r["path"] == "/lookup"]

    def lookup(self, handler, id, entity):
        """An artist's or album's rows from the fixtures; an id alone is its
        row alone (an artist's row is no item), as the store answers it;
        one album answers slowly, one fails."""
        if id == str(SLOW_ALBUM):
            time.sleep(3)
            return self.send(handler, 200, answer([song_on(SLOW_ALBUM, "Too Late A Track")]))
        if id == str(BROKEN_ALBUM):
            return self.send(handler, 503, b"<html>Service Unavailable</html>", "text/html")
        name = LOOKUPS.get((id, entity))
        if name:
            return self.send(handler, 200, answer(lookup_answer(name)))
        if entity is None:
            for (key, _), fixture in LOOKUPS.items():
                if key == id:
                    return self.send(handler, 200, answer(lookup_answer(fixture)[:1]))
        return self.send(handler, 200, answer([]))

    def art_requests(self, name=None):
        """How many times artwork (named `name`, or any) was asked for."""
        with self.lock:
            return sum(1 for r in self.requests if r["path"].startswith("/art/")
                       and (name is None or r["path"] == "/art/" + name))

    # Artwork -------------------------------------------------------------

    def art(self, name):
        return f"{self.url}/art/{name}"

    def artwork(self, handler, name):
        if name == "quadrants.png":
            return self.send(handler, 200, png(100, 100, quadrant(100)), "image/png")
        if name == "quadrants.jpg":
            with open(os.path.join(FIXTURES, "quadrants.jpg"), "rb") as fixture:
                return self.send(handler, 200, fixture.read(), "image/jpeg")
        if name == "cover.jpg":
            # A photograph for the README's screenshots (matplotlib's sample
            # of Grace Hopper, public domain), cropped square.
            from PIL import Image
            photo = Image.open(COVER_PHOTO)
            square = io.BytesIO()
            photo.crop((0, 20, photo.width, 20 + photo.width)).save(square, "JPEG", quality=92)
            return self.send(handler, 200, square.getvalue(), "image/jpeg")
        if name == "ramp.png":
            # Smooth ramps: what cells of two colours cannot draw, pixels can.
            return self.send(handler, 200, png(120, 120, ramp), "image/png")
        if name == "broken.png":
            return self.send(handler, 200, b"\x89PNG\r\n\x1a\n" + b"not a picture at all" * 20, "image/png")
        if name == "huge.png":
            # A header that claims 60,000 x 60,000 pixels (14 GB decoded).
            def chunk(kind, data):
                return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
            header = struct.pack(">IIBBBBB", 60000, 60000, 8, 6, 0, 0, 0)
            body = chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\0" * 1000))
            return self.send(handler, 200, b"\x89PNG\r\n\x1a\n" + body, "image/png")
        if name.startswith("slow-"):
            time.sleep(3)
        if name.startswith(("tile-", "slow-")):
            # A colour of its own for each tile, from its number.
            number = int("".join(c for c in name if c.isdigit()) or 0)
            colour = ((number * 53) % 256, (number * 97) % 256, (number * 151) % 256)
            return self.send(handler, 200, png(16, 16, lambda x, y: colour), "image/png")
        return self.send(handler, 404, b"", "text/plain")

    def last(self):
        with self.lock:
            return self.requests[-1] if self.requests else None

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()

    # What each term gets -------------------------------------------------

    @staticmethod
    def send(handler, status, body, content_type="application/json; charset=utf-8"):
        handler.send_response(status)
        handler.send_header("Content-Type", content_type)
        handler.send_header("Content-Length", str(len(body)))
        handler.end_headers()
        handler.wfile.write(body)

    def respond(self, handler, term):
        if term.startswith("late-"):
            # Any answer below, after a pause: time for the interface to show it still answers keys.
            time.sleep(0.8)
            term = term[len("late-"):]
        if term == "everything":
            return self.send(handler, 200, b"\n\n" + answer(EVERY_TYPE))
        if term == "first":
            time.sleep(1.5)
            return self.send(handler, 200, answer([song("First Result")]))
        if term == "second":
            return self.send(handler, 200, answer([song("Second Result", track_id=101)]))
        if term == "slow":
            time.sleep(4)
            return self.send(handler, 200, answer([song("Too Late")]))
        if term == "bad":
            return self.send(handler, 400, json.dumps(
                {"errorMessage": "Invalid value(s) for key(s): [entity]", "queryParameters": {}}).encode())
        if term == "throttle403":
            return self.send(handler, 403, b"")
        if term == "throttle429":
            return self.send(handler, 429, b"")
        if term == "boom":
            return self.send(handler, 500, b"<html>Internal Server Error</html>", "text/html")
        if term == "truncated":
            return self.send(handler, 200, b'{"resultCount": 2, "results": [{"kind": "song", "trackName": "Cu')
        if term == "html":
            return self.send(handler, 200, b"<html><body>Service Unavailable</body></html>", "text/html")
        if term == "twohundred":
            return self.send(handler, 200, bundled_answer())
        if term == "huge":
            return self.send(handler, 200, huge_answer())
        if term == "badutf8":
            body = answer([song("PLACEHOLDER")]).replace(b"PLACEHOLDER", b"Caf\xff\xfe Song")
            return self.send(handler, 200, body)
        if term == "hostile":
            return self.send(handler, 200, answer([song("\u001b]0;pwned\u0007Hostile\u001b[2J Name",
                                                        "\u001b[31mRed\u001b[0m Artist")]))
        if term == "reset":
            handler.send_response(200)
            handler.send_header("Content-Type", "application/json")
            handler.send_header("Content-Length", "100000")
            handler.end_headers()
            handler.wfile.write(b'{"resultCount": 200, "results": [' + b" " * 5000)
            handler.wfile.flush()
            # Close with a reset (SO_LINGER 0), not a clean end of stream.
            handler.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            handler.connection.close()
            handler.close_connection = True
            return None
        if term == "endless":
            # Headers, then a body that trickles and never ends.
            handler.send_response(200)
            handler.send_header("Content-Type", "application/json")
            handler.send_header("Content-Length", "1000000000")
            handler.end_headers()
            try:
                handler.wfile.write(b'{"resultCount": 1, "results": [')
                while True:
                    handler.wfile.write(b" ")
                    handler.wfile.flush()
                    time.sleep(0.05)
            except OSError:
                return None
        if term == "toolarge":
            # 33 MB: past the 32 MB an answer may have.
            return self.send(handler, 200, b'{"resultCount": 0, "results": [' + b" " * (33 << 20) + b"]}")
        if term == "bom":
            # A UTF-8 byte-order mark first, as some servers write.
            return self.send(handler, 200, b"\xef\xbb\xbf" + answer([song("Byte Order Song")]))
        if term == "tenmeg":
            # 10 MB of JSON: 200 results with 50 KB descriptions each.
            results = [dict(song(f"Heavy {index:03}", track_id=500 + index), description="y" * 50_000)
                       for index in range(200)]
            return self.send(handler, 200, answer(results))
        if term == "wrongtypes":
            return self.send(handler, 200, json.dumps({"resultCount": "many", "results": [
                {"kind": 7, "trackName": ["x"], "trackId": {}, "trackPrice": "free", "artistName": False},
                {"kind": "song", "trackName": 12345, "trackId": "77", "trackPrice": [], "currency": 1,
                 "primaryGenreName": {"a": 1}, "trackViewUrl": 5, "artworkUrl60": True},
                "string", 42, None, [],
                {"wrapperType": ["track"], "kind": "song", "trackName": "Usable", "trackPrice": "0.99"},
            ]}).encode())
        if term == "redirectloop":
            handler.send_response(302)
            handler.send_header("Location", "/search?term=redirectloop")
            handler.send_header("Content-Length", "0")
            handler.end_headers()
            return None
        if term.startswith("jitter"):
            # Answers within a few milliseconds, so a new search often
            # cancels the last one just as its answer arrives.
            time.sleep(random.random() * 0.02)
            return self.send(handler, 200, answer([song(f"Jitter {term[6:]}")]))
        if term == "artwork":
            return self.send(handler, 200, answer([
                with_art(song("Art Song", track_id=200), self.art("quadrants.png"), self.art("quadrants.jpg")),
                with_art(song("Broken Art", track_id=201), self.art("broken.png")),
                with_art(song("Huge Art", track_id=202), self.art("huge.png")),
                song("No Art", track_id=203),
            ]))
        if term == "covers":
            # The bundled catalog's first results, each with the photograph as its cover.
            # (Each its own address, so each is a picture of its own to the app.)
            results = json.loads(bundled_answer(12))["results"]
            return self.send(handler, 200, answer([with_art(r, self.art(f"cover.jpg?{index}"))
                                                    for index, r in enumerate(results)]))
        if term == "ramp":
            return self.send(handler, 200, answer([
                with_art(song("Ramp Song", track_id=210), self.art("ramp.png")),
                song("Silent Song", track_id=211),
            ]))
        if term == "gallery":
            return self.send(handler, 200, answer([
                with_art(song(f"Tile {index:02}", track_id=300 + index), self.art(f"tile-{index}.png"))
                for index in range(40)]))
        if term == "slowart":
            return self.send(handler, 200, answer([
                with_art(song(f"Slow {index:02}", track_id=400 + index), self.art(f"slow-{index}.png"))
                for index in range(40)]))
        if term.startswith("song "):
            return self.send(handler, 200, answer([song(term[5:].title())]))
        if term == "garageband":
            # The store's answer in its own order, best match first (fixtures/README.md).
            with open(os.path.join(FIXTURES, "search-garageband.json"), "rb") as handle:
                return self.send(handler, 200, handle.read())
        if term in ("tom waits", "glassjaw"):
            # Searches that find something: their words are the history's after.
            artist = "Tom Waits" if term == "tom waits" else "Glassjaw"
            return self.send(handler, 200, answer([song(f"{artist} Song {index}", artist, 600 + index)
                                                   for index in range(3)]))
        if term in ("queen", "killer queen"):
            # What "Did you mean queen?" finds (the store forgives no slip: "qeen" finds nothing).
            return self.send(handler, 200, answer([song("Bohemian Rhapsody", "Queen", 500),
                                                   song("Killer Queen", "Queen", 501)]))
        if term == "upside down":
            # The documented song, with its artist's and album's ids.
            rows = lookup_answer(LOOKUPS[("120954021", "song")])
            return self.send(handler, 200, answer([row for row in rows if row.get("trackName") == "Upside Down"]))
        if term == "yelp":
            return self.send(handler, 200, answer(lookup_answer(LOOKUPS[("284910353", "software")])[1:]))
        if term == "slow album":
            return self.send(handler, 200, answer([song_on(SLOW_ALBUM, "Slow Song")]))
        if term == "broken album":
            return self.send(handler, 200, answer([song_on(BROKEN_ALBUM, "Broken Song")]))
        return self.send(handler, 200, answer([]))


def closed_port():
    """A port on 127.0.0.1 that nothing listens on."""
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    return port
