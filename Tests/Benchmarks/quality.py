"""Part 12 of `make bench`: known-item search, storesearch against fzf and
SQLite FTS5 (issue 37). `BENCH_ONLY=quality make bench` runs it alone.

A seeded known-item set from each catalog (the bundled one and the generated
1M): items drawn at random, each searched the way someone who knows it
would, by kind:

- full name: its name as it is;
- a typing mistake in the name's longest word (4 letters or more): a letter
  left out, one added, one changed, or two neighbours swapped, one kind each;
- two words of the name and the artist;
- the artist alone, for an artist with this one item.

A query must mean one item, or no program could find "the" item: a name
kind is drawn only from names no other item has (case and punctuation
aside), the two words and the artist only where no other item of the
artist's has both words, the artist only where the artist has one item; a
mistake only where it makes no word of the catalog, nor, in the last word
(which every program searches as begun), the beginning of one (a slip that
makes another real word, "love" for "live", is another problem: found as
typed, and answered as typed). Names are told apart as the programs fold
them (case and accents aside).

Each program answers in its default order, the first 10 kept:
storesearch `search --batch` (relevance, the best match first), FTS5 over
the same fields `ORDER BY rank` (bm25; each word a prefix, as part 1 asks),
fzf `--filter` over the same items as lines (name, artist, album, genre).
Recall@10: the item is among the 10; MRR: the mean of 1/rank (0 past 10).
fzf reads its whole input for each query (a second at 1M items): at 1M it
answers a seeded part of each kind (`BENCH_QUALITY_FZF`, 40 by default),
and its comparison is made on those same queries.
"""
import json
import os
import random
import re
import statistics
import subprocess
import time
import unicodedata

from typos import AnswerReader

HERE = os.path.dirname(os.path.abspath(__file__))
KINDS = ["full name", "letter left out", "letter added", "letter changed", "letters swapped",
         "two words + artist", "artist alone"]
TYPO_KINDS = KINDS[1:5]
# BENCH_QUALITY_N: queries of each kind (fewer while iterating); BENCH_QUALITY_FZF:
# of them, the ones fzf answers at 1M; BENCH_QUALITY_CATALOGS: "bundled" or "1M" alone.
PER_KIND = int(os.environ.get("BENCH_QUALITY_N", "500"))
CATALOGS = [(name, fzf) for name, fzf in [("bundled", None), ("1M", int(os.environ.get("BENCH_QUALITY_FZF", "40")))]
            if name in os.environ.get("BENCH_QUALITY_CATALOGS", "bundled 1M").split()]
LETTERS = "abcdefghijklmnopqrstuvwxyz"
ENGINES = ["storesearch", "fzf", "FTS5"]
# storesearch's figures on the queries fzf answered (all of them but at 1M).
OURS_ON_FZF = "storesearch on fzf's queries"
WORD = re.compile(r"[^\W_]+")


def words(text):
    """Folded as the programs fold: case and accents aside."""
    decomposed = unicodedata.normalize("NFKD", (text or "").lower())
    return WORD.findall("".join(c for c in decomposed if not unicodedata.combining(c)))


def slip(word, kind, rng):
    """`word` with one mistake of `kind`, somewhere in it."""
    letters = list(word)
    if kind == "letter left out":
        del letters[rng.randrange(len(letters))]
    elif kind == "letter added":
        letters.insert(rng.randrange(len(letters) + 1), rng.choice(LETTERS))
    elif kind == "letter changed":
        at = rng.randrange(len(letters))
        letters[at] = rng.choice(LETTERS.replace(letters[at], ""))
    else:
        places = [at for at in range(len(letters) - 1) if letters[at] != letters[at + 1]]
        if not places:
            return None
        at = rng.choice(places)
        letters[at], letters[at + 1] = letters[at + 1], letters[at]
    return "".join(letters)


def known_items(items, seed=37):
    """{kind: [(query, item index)]}, at most PER_KIND of each, seeded."""
    names = {}
    artist_items = {}
    vocabulary = set()
    beginnings = set()
    for index, item in enumerate(items):
        key = tuple(words(item["name"]))
        names[key] = names.get(key, 0) + 1
        artist_items.setdefault(item["artist"], []).append(index)
        for field in item["fields"]:
            vocabulary.update(words(field))
    for word in vocabulary:
        beginnings.update(word[:end] for end in range(1, len(word)))
    rng = random.Random(seed)
    order = list(range(len(items)))
    rng.shuffle(order)
    made = {kind: [] for kind in KINDS}
    for index in order:
        if all(len(made[kind]) >= PER_KIND for kind in KINDS):
            break
        item = items[index]
        name_words = words(item["name"])
        if not name_words:
            continue
        unique_name = names[tuple(name_words)] == 1
        if unique_name and len(made["full name"]) < PER_KIND:
            made["full name"].append((item["name"], index))
        longest = max(name_words, key=len)
        if unique_name and len(longest) >= 4 and longest.isalpha():
            for kind in TYPO_KINDS:
                if len(made[kind]) >= PER_KIND:
                    continue
                wrong = slip(longest, kind, rng)
                # The last word is searched as begun: a slip that begins a word is found as typed.
                found_as_typed = wrong in vocabulary or (longest == name_words[-1] and wrong in beginnings)
                if wrong and not found_as_typed:
                    query = " ".join(wrong if word == longest else word for word in name_words)
                    made[kind].append((query, index))
        artist = item["artist"]
        distinct = sorted(set(name_words), key=name_words.index)
        if artist and len(distinct) >= 2 and len(made["two words + artist"]) < PER_KIND:
            two = rng.sample(distinct, 2)
            others = [other for other in artist_items[artist]
                      if other != index and set(two) <= set(words(items[other]["name"]))]
            if not others:
                made["two words + artist"].append((" ".join(two + [artist]), index))
        if artist and len(artist_items[artist]) == 1 and len(made["artist alone"]) < PER_KIND:
            made["artist alone"].append((artist, index))
    return made


class Engines:
    """The three programs on one catalog, each giving the ids of its first 10."""

    def __init__(self, bench, name, path, binary, items):
        self.bench, self.items = bench, items
        self.lines = os.path.join(bench.WORK, f"quality-lines-{name}.txt")
        if not os.path.exists(self.lines) or os.path.getmtime(self.lines) < os.path.getmtime(path):
            with open(self.lines + ".partial", "w", encoding="utf-8") as out:
                for item in items:
                    out.write("\t".join([str(item["id"])] + [f.replace("\t", " ") for f in item["fields"]]) + "\n")
            os.replace(self.lines + ".partial", self.lines)
        self.ours = AnswerReader(bench, [binary, "search", "--batch", "--source", "catalog", "--catalog", path,
                                         "--format", "tsv", "--limit", "10"], end=lambda line: line == b"\n")
        self.fts = AnswerReader(bench, ["sqlite3", "-batch", "-separator", "\t", bench.fts_database(name, path)],
                                end=lambda line: line.rstrip(b"\n") == b"<<end>>")
        self.ours.ask(b"warm up\n")
        self.times = []

    def storesearch(self, term):
        ms, lines = self.ours.ask((term.replace("\n", " ") + "\n").encode())
        self.times.append(ms)
        return [int(line.split("\t")[-1]) for line in lines[1:]]

    def FTS5(self, term):
        sql = ("SELECT rowid FROM items WHERE items MATCH '" + self.bench.fts_query(term).replace("'", "''")
               + "' ORDER BY rank LIMIT 10;\nSELECT '<<end>>';\n")
        _, lines = self.fts.ask(sql.encode())
        return [self.items[int(row) - 1]["id"] for row in lines if row.isdigit()]

    def fzf(self, term):
        with open(self.lines, "rb") as lines:
            result = subprocess.run(["fzf", "--filter", term, "--delimiter", "\t", "--nth", "2.."], stdin=lines,
                                    capture_output=True, env=self.bench.ENV)
        return [int(line.split("\t", 1)[0]) for line in result.stdout.decode().splitlines()[:10]]

    def close(self):
        self.ours.close()
        self.fts.close()


def scores(ranks):
    """Recall@10 and MRR of a list of ranks (None: not among the first 10)."""
    if not ranks:
        return {"n": 0, "recall@10": None, "MRR": None}
    return {"n": len(ranks), "recall@10": sum(rank is not None for rank in ranks) / len(ranks),
            "MRR": sum(1 / rank for rank in ranks if rank) / len(ranks)}


def measure(bench, binary):
    """Part 12 for `bench.py`: the known-item figures of each catalog."""
    found = dict(bench.catalogs([size for size in bench.SIZES if size[0] == "1M"]))
    results = {}
    for name, fzf_count in CATALOGS:
        path = found[name]
        bench.log(f"quality: known items at {name}")
        items = [{"id": item.get("trackId") or item.get("collectionId"), "name": fields[0], "artist": fields[1],
                  "fields": fields} for item, fields in ((i, bench.searchable(i)) for i in bench.records(path))]
        made = known_items(items)
        engines = Engines(bench, name, path, binary, items)
        rng = random.Random(12)
        entry = {"items": len(items), "kinds": {}}
        started = time.perf_counter()
        for kind in KINDS:
            queries = made[kind]
            asked_fzf = set(range(len(queries))) if fzf_count is None else set(
                rng.sample(range(len(queries)), min(fzf_count, len(queries))))
            ranks = {engine: [] for engine in ENGINES}
            ours_on_fzf = []
            engines.times = []
            for number, (query, index) in enumerate(queries):
                target = items[index]["id"]
                for engine in ENGINES:
                    if engine == "fzf" and number not in asked_fzf:
                        continue
                    ids = getattr(engines, engine)(query)
                    rank = ids.index(target) + 1 if target in ids else None
                    ranks[engine].append(rank)
                    if engine == "storesearch" and number in asked_fzf:
                        ours_on_fzf.append(rank)
            entry["kinds"][kind] = {engine: scores(ranks[engine]) for engine in ENGINES}
            entry["kinds"][kind][OURS_ON_FZF] = scores(ours_on_fzf)
            entry["kinds"][kind]["examples"] = [query for query, _ in queries[:3]]
            entry["kinds"][kind]["storesearch ms"] = engines.times
        engines.close()
        entry["seconds"] = time.perf_counter() - started
        results[name] = entry
        bench.log(f"quality: {name} done in {entry['seconds']:.0f} s")
    return results


def targets(data):
    """Issue 37's targets: ahead of both peers on every kind (fzf on its
    queries), recall@10 >= 0.99 and MRR >= 0.95 on every typing mistake."""
    lines = []
    for name, entry in data.items():
        behind = []
        for kind, figures in entry["kinds"].items():
            ours = figures["storesearch"]
            if ours["n"] == 0:
                continue
            mine_fzf = figures[OURS_ON_FZF]
            if figures["FTS5"]["MRR"] is not None and ours["MRR"] <= figures["FTS5"]["MRR"] and ours["MRR"] < 1:
                behind.append(f"{kind} (FTS5)")
            if figures["fzf"]["MRR"] is not None and mine_fzf["MRR"] <= figures["fzf"]["MRR"] and mine_fzf["MRR"] < 1:
                behind.append(f"{kind} (fzf)")
        lines.append(f"- {'met' if not behind else 'NOT met'}: {name}, storesearch's MRR ahead of both peers on every "
                     "kind" + (f" (not: {', '.join(behind)})" if behind else ""))
        typo = [(kind, entry["kinds"][kind]["storesearch"]) for kind in TYPO_KINDS if kind in entry["kinds"]]
        low = [f"{kind} {figures['recall@10']:.3f} / {figures['MRR']:.3f}" for kind, figures in typo
               if figures["n"] and (figures["recall@10"] < 0.99 or figures["MRR"] < 0.95)]
        lines.append(f"- {'met' if not low else 'NOT met'}: {name}, every typing mistake with recall@10 >= 0.99 and "
                     "MRR >= 0.95" + (f" (not: {'; '.join(low)})" if low else ""))
        typo_ms = [ms for kind in TYPO_KINDS for ms in entry["kinds"].get(kind, {}).get("storesearch ms", [])]
        if name == "1M" and typo_ms:
            lines.append(f"- {'met' if p99(typo_ms) <= 3 else 'NOT met'}: 1M, a query with a typing mistake "
                         f"answers with a warm p99 of at most 3 ms (its best 10, one process, these "
                         f"{len(typo_ms)} queries): {p99(typo_ms):.2f} ms")
    return lines


def p99(samples):
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(round(0.99 * (len(ordered) - 1))))]


def times(samples):
    if not samples:
        return "n/a"
    return f"{statistics.median(samples):.2f} ({p99(samples):.2f})"


def cell(figures):
    if not figures or figures["n"] == 0:
        return "n/a"
    return f"{figures['recall@10']:.3f} / {figures['MRR']:.3f}"


def report(data):
    """The section of BENCHMARKS.md, between its markers."""
    out = ["<!-- quality -->", "## 12. Known-item search against the peers\n",
           "A seeded known-item set from each catalog, each item searched as someone who knows it would: its full "
           "name; its name with one typing mistake in its longest word (a letter left out, added, changed, or two "
           "neighbours swapped; a mistake that makes another word of the catalog is left out); two words of its "
           "name and its artist; its artist alone, for an artist with this one item. Only queries that mean one "
           "item are kept (a name no other item has, no other item of the artist's with both words). Each program "
           "in its default order, the first 10 kept: storesearch `search --batch` (the best match first), FTS5 "
           "`ORDER BY rank` (bm25 over name, artist, album and genre, each word a prefix), `fzf --filter` over the "
           "same items as lines. Recall@10 / MRR (the mean of 1/rank, 0 past the tenth); n queries; storesearch's time "
           "for each query, warm, over its pipe. At 1M fzf reads "
           "its whole input for each query, so it answers a seeded part of each kind, and storesearch's figure on "
           "those same queries is beside it.\n"]
    out.append(chart_link())
    for name, entry in data.items():
        out.append(f"### {name} ({entry['items']:,} items)\n")
        out.append("| query kind | n | storesearch | FTS5 | fzf (n) | storesearch on fzf's queries | "
                   "storesearch warm ms, median (p99) |")
        out.append("| --- | --- | --- | --- | --- | --- | --- |")
        for kind, figures in entry["kinds"].items():
            out.append(f"| {kind} | {figures['storesearch']['n']} | {cell(figures['storesearch'])} | "
                       f"{cell(figures['FTS5'])} | {cell(figures['fzf'])} ({figures['fzf']['n']}) | "
                       f"{cell(figures[OURS_ON_FZF])} | {times(figures.get('storesearch ms'))} |")
        examples = "; ".join(f"{kind}: `{figures['examples'][0]}`" for kind, figures in entry["kinds"].items()
                             if figures["examples"])
        out.append(f"\nExamples ({name}): {examples}.\n")
    out.append("Targets of this part (issue 37):\n")
    out += targets(data)
    out.append("")
    out.append("<!-- /quality -->")
    return "\n".join(out) + "\n"


def only(bench, out_markdown, out_json):
    """`BENCH_ONLY=quality` (and the last step of a whole run): part 12,
    written into the existing reports, its chart drawn."""
    data = json.load(open(out_json)) if os.path.exists(out_json) else {}
    # BENCH_QUALITY_REPORT=json: the section written again from the figures last measured.
    if os.environ.get("BENCH_QUALITY_REPORT") == "json" and "quality" in data:
        measured = data["quality"]
    else:
        measured = measure(bench, bench.BINARY)
    section = report(measured)
    bench.replace_section(out_markdown, "quality", section)
    data["quality"] = measured
    with open(out_json, "w", encoding="utf-8") as handle:
        handle.write(json.dumps(data, indent=1, ensure_ascii=False) + "\n")
    print(section)


def chart_link():
    from charts import CHARTS
    path, alt = CHARTS["quality"]
    return f"![{alt}]({path})\n"


def chart(plt, data):
    """quality.svg: MRR per query kind, storesearch against FTS5 and fzf,
    one panel per catalog; recall@10 as a mark on each bar."""
    quality = data["quality"]
    colours = {"storesearch": "#1f77b4", "FTS5": "#2ca02c", "fzf": "#d62728"}
    figure, axes = plt.subplots(1, len(quality), figsize=(11, 4.4), squeeze=False)
    width = 0.26
    for ax, (name, entry) in zip(axes[0], quality.items()):
        kinds = list(entry["kinds"])
        for number, engine in enumerate(ENGINES):
            xs = [group + (number - 1) * width for group in range(len(kinds))]
            figures = [entry["kinds"][kind][engine] for kind in kinds]
            ax.bar(xs, [f["MRR"] or 0 for f in figures], width * 0.9, color=colours[engine],
                   label=f"{engine} MRR")
            ax.scatter(xs, [f["recall@10"] or 0 for f in figures], marker="_", s=90, color="black",
                       linewidths=1.2, zorder=3, label="recall@10" if number == 0 else None)
        ax.set_ylim(0, 1.18)
        ax.set_xticks(range(len(kinds)))
        ax.set_xticklabels([kind.replace(" + ", "\n+ ").replace("letter ", "letter\n").replace("letters ",
                                                                                                "letters\n")
                            for kind in kinds], fontsize=7)
        ax.set_title(f"{name} ({entry['items']:,} items)")
        ax.grid(axis="x", visible=False)
    axes[0][0].set_ylabel("MRR (bars), recall@10 (marks)")
    axes[0][0].legend(loc="upper center", ncol=4, fontsize=7)
    figure.subplots_adjust(left=0.06, right=0.99, top=0.9, bottom=0.17, wspace=0.12)
    return figure
