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
