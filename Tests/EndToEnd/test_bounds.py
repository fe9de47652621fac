"""Every input has a stated bound (the man page's LIMITS): past it the
program says so and stops, with a nonzero status, in bounded memory and
time. Issue 27: a catalog of /dev/zero grew past 5 GB, one string of 2 GB
grew to 10.5 GB and aborted, and --batch read an endless line for ever."""
import json
import os
import resource
import subprocess

from harness import BINARY

# What the program may take at its peak for any of these (the catalogs
# are refused before they are indexed).
PEAK_MB = 300


def run(home, *args, stdin=subprocess.DEVNULL, timeout=60):
    environment = {"HOME": home, "LANG": "C.UTF-8", "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    result = subprocess.run([BINARY, *args], stdin=stdin, capture_output=True, text=True, env=environment,
                            timeout=timeout)
    return result


def peak_mb_of_children():
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024


def test_a_catalog_of_dev_zero_is_refused_at_once(home):
    result = run(home, "search", "a", "--catalog", "/dev/zero")
    assert result.returncode == 3, result.stderr
    assert "cannot read the catalog '/dev/zero'" in result.stderr
    assert "not JSON in the store's answer shape" in result.stderr
    assert result.stdout == ""
    assert peak_mb_of_children() < PEAK_MB


def test_a_string_past_one_megabyte_is_refused_where_it_starts(home, tmp_path):
    for field, value in [("artistName", "a" * ((1 << 20) + 1)), ("description", "\\u00e9" * (1 << 18) + "x"),
                         ("unknownField", "b" * ((1 << 20) + 1))]:
        path = tmp_path / f"{field}.json"
        head = '{"results": [{"kind": "song", "trackId": 1, "trackName": "Short", "' + field + '": '
        path.write_text(head + '"' + value + '"}]}')
        result = run(home, "search", "short", "--catalog", str(path))
        assert result.returncode == 3, f"{field}: {result.stdout[:200]} {result.stderr}"
        assert f"from byte {len(head)} on: expected a string of at most 1 MB" in result.stderr, result.stderr
    fits = tmp_path / "fits.json"
    fits.write_text('{"results": [{"kind": "song", "trackId": 1, "trackName": "Short", "description": "'
                    + "c" * ((1 << 20) - 2) + '"}]}')
    result = run(home, "search", "short", "--catalog", str(fits))
    assert result.returncode == 0, result.stderr
    assert peak_mb_of_children() < PEAK_MB


def test_a_catalog_file_past_sixteen_gigabytes_is_refused_before_it_is_read(home, tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as handle:
        handle.write(b'{"results": [')
        handle.truncate((16 << 30) + 1)  # sparse: nothing is written
    result = run(home, "search", "a", "--catalog", str(path), timeout=20)
    assert result.returncode == 3, result.stderr
    assert "larger than 16 GB, the most a catalog may be" in result.stderr


def test_a_batch_line_past_four_kilobytes_ends_the_run(home):
    lines = "pink\n" + "x" * 5000 + "\nvoce\n"
    result = subprocess.run([BINARY, "search", "--batch", "--source", "catalog", "--format", "tsv"],
                            input=lines, capture_output=True, text=True, timeout=20,
                            env={"HOME": home, "LANG": "C.UTF-8", "PATH": os.environ.get("PATH", "/usr/bin:/bin")})
    assert result.returncode == 3, result.stderr
    assert "line 2 of standard input is longer than 4 KB" in result.stderr
    assert "Pink Floyd" in result.stdout and "Você" not in result.stdout, "the lines before it are answered"
    with open("/dev/zero", "rb") as zeros:
        endless = run(home, "search", "--batch", "--source", "catalog", stdin=zeros, timeout=20)
    assert endless.returncode == 3, endless.stderr
    assert "line 1 of standard input is longer than 4 KB" in endless.stderr
    assert peak_mb_of_children() < PEAK_MB
