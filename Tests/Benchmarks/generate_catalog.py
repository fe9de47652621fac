#!/usr/bin/env python3
"""Writes a large catalog in the store's answer shape, for the benchmarks.

    generate_catalog.py ITEMS OUTPUT [--seed N]
    generate_catalog.py --words WORDS OUTPUT [--seed N]

Deterministic: the same ITEMS and seed always give the same bytes. Names,
artists, albums and genres are built from the bundled catalog's own
vocabulary (its words, in their real frequencies, diacritics included), and
kinds, genres and prices follow the bundled catalog's mix, so searches meet
the same kind of text they meet there, only more of it. Release dates (a few
missing) and songs' explicitness come from a second random stream, so the
other fields are the bytes they were before those were added.

With --words, the catalog is about its words instead: WORDS distinct
made-up words (syllables put together, a few letters with diacritics),
four to a song's name, each used once or twice, so the index's word table
holds about WORDS words (the bundled vocabulary has some 5,500). What a
forgiving search's walk through the word table costs is measured on it.
"""
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
BUNDLED = os.path.join(HERE, "..", "..", "Resources", "catalog", "catalog.json")

KINDS = [  # (kind, wrapperType, share, prices)
    ("song", "track", 0.70, [0.99, 1.29, 0.69]),
    ("tv-episode", "track", 0.06, [1.99, 2.99]),
    ("feature-movie", "track", 0.03, [4.99, 9.99, 14.99]),
    ("podcast", "track", 0.02, [0.0]),
    ("software", "software", 0.09, [0.0, 0.0, 0.99, 2.99, 4.99]),
    ("ebook", None, 0.07, [0.0, 2.99, 9.99]),
    ("audiobook", "audiobook", 0.02, [14.99, 19.99]),
    ("album", "collection", 0.01, [7.99, 9.99]),
]


def vocabulary():
    with open(BUNDLED, encoding="utf-8") as handle:
        results = json.load(handle)["results"]
    words, artists, genres = [], [], {}
    for item in results:
        words += re.findall(r"[^\W_]+", item.get("trackName") or item.get("collectionName") or "")
        if item.get("collectionName"):
            words += re.findall(r"[^\W_]+", item["collectionName"])
        if item.get("artistName"):
            artists.append(item["artistName"])
        kind = item.get("kind")
        genre = item.get("primaryGenreName") or ", ".join(item.get("genres") or [])
        if genre:
            genres.setdefault(kind, []).append(genre)
    return words, artists, genres


SYLLABLES = [c + v + e for c in ["", "b", "c", "d", "f", "g", "h", "k", "l", "m", "n", "p", "r", "s", "t", "v",
                                  "w", "z", "st", "tr", "br", "ch", "sh", "qu"]
             for v in ["a", "e", "i", "o", "u", "ou", "ea", "é", "ø"] for e in ["", "", "n", "r", "s", "t", "l"]]


def made_up_words(count, rng):
    """`count` distinct words of two to four syllables, in a shuffled order."""
    words = set()
    while len(words) < count:
        words.add("".join(rng.choice(SYLLABLES) for _ in range(rng.choice((2, 3, 3, 4)))))
    words = sorted(words)
    rng.shuffle(words)
    return words


def vocabulary_catalog(count, output, rng):
    words = made_up_words(count, rng)
    items = (count + 2) // 3
    temporary = output + ".partial"
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write('{"resultCount": %d, "results": [\n' % items)
        for index in range(items):
            # Three new words and one used before: every word is an item's.
            name = words[3 * index:3 * index + 3] + [words[rng.randrange(0, 3 * index + 1)]]
            item = {"kind": "song", "trackId": 10_000_000 + index, "trackName": " ".join(name).capitalize(),
                    "artistName": "Made Up", "trackPrice": 0.99, "currency": "USD", "primaryGenreName": "Pop"}
            handle.write(json.dumps(item, ensure_ascii=False, sort_keys=True))
            handle.write(",\n" if index < items - 1 else "\n")
        handle.write("]}\n")
    os.replace(temporary, output)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    if sys.argv[1] == "--words":
        seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 2026
        vocabulary_catalog(int(sys.argv[2]), sys.argv[3], random.Random(seed))
        return
    count = int(sys.argv[1])
    output = sys.argv[2]
    seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 2026
    rng = random.Random(seed)
    facts = random.Random(seed + 1)
    words, artists, genres = vocabulary()
    all_genres = sum(genres.values(), [])
    kinds = [k for k in KINDS]
    weights = [k[2] for k in KINDS]
    first_names = sorted({a.split()[0] for a in artists if " " in a})
    last_names = sorted({a.split()[-1] for a in artists if " " in a})

    def phrase(low, high):
        return " ".join(rng.choice(words) for _ in range(rng.randint(low, high)))

    def artist():
        roll = rng.random()
        if roll < 0.6:
            return rng.choice(artists)
        if roll < 0.9:
            return f"{rng.choice(first_names)} {rng.choice(last_names)}"
        return f"{rng.choice(artists)} & {rng.choice(artists)}"

    temporary = output + ".partial"
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write('{"resultCount": %d, "results": [\n' % count)
        for index in range(count):
            kind, wrapper, _, prices = rng.choices(kinds, weights)[0]
            name = phrase(1, 5)
            name = name[0].upper() + name[1:]
            item = {"kind": kind, "trackId": 10_000_000 + index, "artistName": artist(),
                    "currency": "USD", "primaryGenreName": rng.choice(genres.get(kind) or all_genres)}
            price = rng.choice(prices)
            if wrapper:
                item["wrapperType"] = wrapper
            if kind in ("album", "audiobook"):
                del item["kind"]
                item["collectionName"] = name
                item["collectionPrice"] = price
            else:
                item["trackName"] = name
                item["collectionName"] = phrase(1, 4).title()
                item["price" if kind in ("software", "ebook") else "trackPrice"] = price
            if facts.random() >= 0.03:
                item["releaseDate"] = "%04d-%02d-%02dT07:00:00Z" % (
                    facts.randint(1960, 2026), facts.randint(1, 12), facts.randint(1, 28))
            if kind == "song":
                item["trackExplicitness"] = "explicit" if facts.random() < 0.1 else "notExplicit"
            handle.write(json.dumps(item, ensure_ascii=False, sort_keys=True))
            handle.write(",\n" if index < count - 1 else "\n")
        handle.write("]}\n")
    os.replace(temporary, output)


if __name__ == "__main__":
    main()
