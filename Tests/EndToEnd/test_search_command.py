"""`storesearch search` over the bundled catalog: the output formats, and
--batch, which answers many terms in one process."""


def rows(text):
    return [line.split("\t") for line in text.splitlines()]


def test_tsv_prints_exact_prices(cli):
    result = cli("search", "pink floyd", "--source", "catalog", "--format", "tsv")
    assert result.returncode == 0, result.stderr
    header, *items = rows(result.stdout)
    assert header == ["name", "artist", "kind", "genre", "price", "currency", "url", "id"]
    assert items and all(item[1] == "Pink Floyd" for item in items)
    assert {item[4] for item in items} <= {"0.99", "1.99"}, "prices as the store writes them"
    free = rows(cli("search", "editor", "--source", "catalog", "--format", "tsv").stdout)[1:]
    assert free and all(item[4] == "0" for item in free if item[2] == "software")


def test_batch_answers_each_line_then_an_empty_line(cli):
    result = cli("search", "--batch", "--source", "catalog", "--format", "tsv", "--limit", "3",
                 input="pink floyd\nzzqqxx\n\nvoce\n")
    assert result.returncode == 0, result.stderr
    assert result.stdout.endswith("\n")
    answers, answer = [], []
    for line in result.stdout.split("\n")[:-1]:
        if line:
            answer.append(line)
        else:
            answers.append(answer)
            answer = []
    assert answer == [], "every answer ends with an empty line"
    pink, nothing, empty, voce = answers
    assert pink[0].startswith("name\t") and len(pink) == 4
    assert all("Pink Floyd" in line for line in pink[1:])
    assert nothing == [] and empty == [], "no match and an empty term answer with nothing"
    assert any("Você" in line for line in voce[1:]), "diacritics fold"


def test_batch_answers_as_each_line_arrives(home):
    """A script can write a term and read its answer before writing the next."""
    import os
    import subprocess

    from conftest import BINARY

    env = {"HOME": home, "LANG": "C.UTF-8", "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    process = subprocess.Popen([BINARY, "search", "--batch", "--source", "catalog", "--format", "tsv"],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env, text=True)
    try:
        for term in ["love", "queen"]:
            process.stdin.write(term + "\n")
            process.stdin.flush()
            lines = []
            while (line := process.stdout.readline()) not in ("\n", ""):
                lines.append(line)
            assert lines and lines[0].startswith("name\t"), term
            assert any(term in line.lower() for line in lines[1:]), term
    finally:
        process.stdin.close()
        assert process.wait(timeout=10) == 0


def test_a_term_is_needed_without_batch(cli):
    result = cli("search", "--source", "catalog")
    assert result.returncode == 2
    assert "search" in result.stderr


def test_json_keeps_every_detail_field_and_reads_back(cli, tmp_path):
    import json
    import os
    source = os.path.join(os.path.dirname(__file__), "fixtures", "one_of_each_kind.json")
    result = cli("search", "--batch", "--catalog", source, "--format", "json", input="stairway\nthings\n")
    assert result.returncode == 0, result.stderr
    answers = [json.loads(part) for part in result.stdout.split("\n\n") if part.strip()]
    song, app = answers[0]["results"][0], answers[1]["results"][0]
    assert song["trackTimeMillis"] == 482830 and song["trackNumber"] == 4 and song["trackCount"] == 8
    assert song["releaseDate"].startswith("1971-11-08") and song["collectionPrice"] == 10.99
    assert song["previewUrl"].startswith("https://audio-ssl.itunes.apple.com/")
    assert app["version"] == "3.20.3" and app["minimumOsVersion"] == "16.0"
    assert abs(app["averageUserRating"] - 4.78216) < 1e-9 and app["userRatingCount"] == 19432
    assert app["languageCodesISO2A"][:3] == ["EN", "FR", "DE"] and app["sellerUrl"].startswith("https://")
    assert "• Plan your day" in app["description"], "descriptions as plain text in HTML's clothes"
    # What it printed reads back as the same answer.
    again_file = tmp_path / "again.json"
    again_file.write_text(json.dumps(answers[1]))
    again = cli("search", "things", "--catalog", str(again_file), "--format", "json")
    assert json.loads(again.stdout) == answers[1]


def shaped_catalog(tmp_path):
    """A small catalog with what the orders and filters look at: prices (one
    missing, some free, one in euros), release dates (one missing), kinds,
    explicitness, diacritics."""
    import json

    def song(track_id, name, artist, price, date=None, explicit=False, currency="USD"):
        item = {"wrapperType": "track", "kind": "song", "trackId": track_id, "trackName": name,
                "artistName": artist, "collectionName": "Love Songs", "currency": currency,
                "primaryGenreName": "Pop", "trackExplicitness": "explicit" if explicit else "notExplicit"}
        if price is not None:
            item["trackPrice"] = price
        if date:
            item["releaseDate"] = date + "T07:00:00Z"
        return item

    results = [
        song(1, "Love", "Zed", 1.29, "2001-05-01"),
        song(2, "Lovely Day", "Bill Withers", 0.99, "1977-12-01"),
        song(3, "Love Story", "Taylor Swift", None, "2008-09-12"),
        song(4, "Crazy in Love", "Beyoncé", 0, "2003-05-18", explicit=True),
        song(5, "Love Me Do", "beyonce", 0.5, None, currency="EUR"),
        {"wrapperType": "track", "kind": "feature-movie", "trackId": 6, "trackName": "Love Actually",
         "artistName": "Richard Curtis", "trackPrice": 9.99, "currency": "USD", "primaryGenreName": "Comedy",
         "releaseDate": "2003-11-14T08:00:00Z"},
        {"kind": "ebook", "trackId": 7, "trackName": "Love and Freindship", "artistName": "Jane Austen",
         "price": 0, "currency": "USD", "genres": ["Fiction"], "releaseDate": "1790-01-01T08:00:00Z"},
    ]
    path = tmp_path / "shaped.json"
    path.write_text(json.dumps({"resultCount": len(results), "results": results}))
    return str(path)


def shaped_ids(cli, catalog, *options):
    result = cli("search", "love", "--catalog", catalog, "--format", "tsv", *options)
    assert result.returncode in (0, 1), result.stderr
    return [int(row[7]) for row in rows(result.stdout)[1:]]


def test_sort_orders(cli, tmp_path):
    catalog = shaped_catalog(tmp_path)
    assert shaped_ids(cli, catalog) == [1, 4, 6, 7, 5, 3, 2], "the best match first, by default"
    assert shaped_ids(cli, catalog, "--sort", "name") == [4, 1, 6, 7, 5, 3, 2], "by name, as the book has it"
    # The exact name; a whole word of the name (by name); Lovely Day has it whole only in its album.
    assert shaped_ids(cli, catalog, "--sort", "relevance") == [1, 4, 6, 7, 5, 3, 2]
    # Beyoncé and beyonce are one artist (by name within); no two artists' order by case.
    assert shaped_ids(cli, catalog, "--sort=artist") == [4, 5, 2, 7, 6, 3, 1]
    # Free first (by name), euros by amount, no price last.
    assert shaped_ids(cli, catalog, "--sort", "price") == [4, 7, 5, 2, 1, 6, 3]
    # Newest first, no date last.
    assert shaped_ids(cli, catalog, "--sort", "released") == [3, 6, 4, 1, 2, 7, 5]


def test_sort_from_the_config_file(cli, tmp_path, home):
    import os
    catalog = shaped_catalog(tmp_path)
    folder = os.path.join(home, ".config", "storesearch")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "config"), "w") as config:
        config.write("sort = price\n")
    assert shaped_ids(cli, catalog) == [4, 7, 5, 2, 1, 6, 3]
    assert shaped_ids(cli, catalog, "--sort", "name") == [4, 1, 6, 7, 5, 3, 2], "the flag wins"


def test_filters(cli, tmp_path):
    catalog = shaped_catalog(tmp_path)
    assert shaped_ids(cli, catalog, "--free") == [4, 7]
    assert shaped_ids(cli, catalog, "--free", "--no-explicit") == [7]
    assert shaped_ids(cli, catalog, "--price", "0.5-1.29", "--sort", "price") == [5, 2, 1]
    assert shaped_ids(cli, catalog, "--price=-0.99") == [4, 7, 5, 2], "no price: left out"
    assert shaped_ids(cli, catalog, "--price", "5-") == [6]
    assert shaped_ids(cli, catalog, "--kind", "movie,book") == [6, 7]
    assert shaped_ids(cli, catalog, "--kind", "film", "--kind", "ebook") == [6, 7]
    assert shaped_ids(cli, catalog, "--kind", "song", "--no-explicit", "--sort", "released") == [3, 1, 2, 5]
    nothing = cli("search", "love", "--catalog", catalog, "--kind", "podcast")
    assert nothing.returncode == 1 and nothing.stdout == ""


def test_filters_apply_before_the_limit(cli):
    # The bundled catalog's "t" matches thousands, over 300 of them free (apps and books),
    # far from the first 200 matches by name.
    for order in ["name", "relevance", "released"]:
        result = cli("search", "t", "--source", "catalog", "--format", "tsv", "--free", "--sort", order)
        assert result.returncode == 0, result.stderr
        items = rows(result.stdout)[1:]
        assert len(items) == 200 and all(item[4] == "0" for item in items), order


def test_wrong_orders_and_filters_are_usage_errors(cli):
    for options, quoted in [(["--sort", "cheapest"], "cheapest"), (["--price", "2-1"], "2-1"),
                            (["--price", "abc"], "abc"), (["--kind", "song,album"], "song,album"),
                            (["--kind", ""], "")]:
        result = cli("search", "love", "--source", "catalog", *options)
        assert result.returncode == 2, options
        assert f"'{quoted}'" in result.stderr and options[0] in result.stderr, result.stderr
        assert result.stdout == ""
    assert cli("search", "love", "--source", "catalog", "--sort").returncode == 2
    assert cli("--free").returncode == 2, "a search option, not the interface's"


def test_the_term_searched_is_the_term_said(cli):
    """A term with control characters is searched as it is quoted when
    nothing is found: cleaned of them, so the two always agree."""
    plain = cli("search", "pink", "--source", "catalog", "--format", "tsv")
    assert plain.returncode == 0, plain.stderr
    for term in ["\x1b[31mpink", "pi\x07nk\x1b[0m", "\x1b]0;title\x07pink"]:
        result = cli("search", term, "--source", "catalog", "--format", "tsv")
        assert result.returncode == 0, f"{term!r}: {result.stderr}"
        assert result.stdout == plain.stdout
    batch = cli("search", "--batch", "--source", "catalog", "--format", "tsv", input="\x1b[31mpink\n")
    assert batch.returncode == 0, batch.stderr
    assert batch.stdout == plain.stdout + "\n"
    nothing = cli("search", "\x1b[31mzzqqxx", "--source", "catalog")
    assert nothing.returncode == 1
    assert nothing.stderr == "storesearch: nothing found for 'zzqqxx'\n"
