"""The shell completions made from the option table: loaded in bash, and in
zsh and fish when they are installed (make test installs them)."""
import os
import shutil
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BASH = os.path.join(ROOT, "completions", "storesearch.bash")
ZSH = os.path.join(ROOT, "completions", "_storesearch")
FISH = os.path.join(ROOT, "completions", "storesearch.fish")


def bash_complete(*words, cwd=None):
    """What bash offers for the last word of `words` (COMP_WORDS, COMP_CWORD)."""
    quoted = " ".join("'" + word.replace("'", "'\\''") + "'" for word in words)
    script = (f"source '{BASH}'\nCOMP_WORDS=({quoted}); COMP_CWORD={len(words) - 1}\n"
              "_storesearch\nprintf '%s\\n' \"${COMPREPLY[@]}\"\n")
    result = subprocess.run(["bash", "--norc", "--noprofile", "-c", script], capture_output=True, text=True,
                            timeout=10, cwd=cwd)
    assert result.returncode == 0, result.stderr
    return sorted(line for line in result.stdout.splitlines() if line)


def test_bash_loads_the_completion():
    result = subprocess.run(["bash", "--norc", "--noprofile", "-c", f"source '{BASH}'; complete -p storesearch"],
                            capture_output=True, text=True, timeout=10)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "complete -F _storesearch storesearch"


def test_bash_completes_options_and_their_values(tmp_path):
    assert bash_complete("storesearch", "--so") == ["--sort", "--source"]
    assert bash_complete("storesearch", "--source", "") == ["auto", "catalog", "itunes"]
    assert bash_complete("storesearch", "--source=c") == ["catalog"]
    assert bash_complete("storesearch", "--sort", "re") == ["released", "relevance"]
    assert bash_complete("storesearch", "se") == ["search"]
    # Options of `search` only after `search`; --print-config only without it.
    assert bash_complete("storesearch", "--fo") == []
    assert bash_complete("storesearch", "search", "x", "--fo") == ["--format"]
    assert bash_complete("storesearch", "search", "x", "--format", "") == ["id", "json", "name", "table", "tsv", "url"]
    assert bash_complete("storesearch", "search", "--category", "m") == ["music"]
    assert bash_complete("storesearch", "search", "--kind", "song,mu") == ["song,musicVideo"]
    assert "--print-config" in bash_complete("storesearch", "--")
    assert "--print-config" not in bash_complete("storesearch", "search", "--")
    # `lookup` takes what prints (--format, --limit) and its own --entity; not search's.
    assert bash_complete("storesearch", "lo") == ["lookup"]
    assert bash_complete("storesearch", "lookup", "909253", "--en") == ["--entity"]
    assert bash_complete("storesearch", "lookup", "909253", "--entity", "") == ["album", "ebook", "software", "song"]
    assert bash_complete("storesearch", "lookup", "909253", "--fo") == ["--format"]
    assert bash_complete("storesearch", "lookup", "909253", "--cat") == ["--catalog"]
    assert bash_complete("storesearch", "search", "x", "--en") == []
    # `pick` takes search's filters, --format and its own options; not --limit or --batch.
    assert bash_complete("storesearch", "pi") == ["pick"]
    assert bash_complete("storesearch", "pick", "--mu") == ["--multi"]
    assert bash_complete("storesearch", "pick", "--fr") == ["--free"]
    assert bash_complete("storesearch", "pick", "--li") == []
    assert bash_complete("storesearch", "search", "x", "--sel") == []
    # --catalog takes files.
    (tmp_path / "music.json").write_text("{}")
    (tmp_path / "other.txt").write_text("")
    assert bash_complete("storesearch", "--catalog", "mu", cwd=tmp_path) == ["music.json"]


@pytest.mark.skipif(shutil.which("fish") is None, reason="fish is not installed")
def test_fish_completes_options_and_their_values():
    def fish(line):
        result = subprocess.run(["fish", "--no-config", "-c", f"source '{FISH}'; complete -C '{line}'"],
                                capture_output=True, text=True, timeout=10)
        assert result.returncode == 0, result.stderr
        return sorted(row.split("\t")[0] for row in result.stdout.splitlines())

    assert fish("storesearch --so") == ["--sort", "--source"]
    assert fish("storesearch --source ") == ["auto", "catalog", "itunes"]
    assert fish("storesearch search x --form") == ["--format"]
    assert fish("storesearch --form") == []
    assert fish("storesearch search x --format ") == ["id", "json", "name", "table", "tsv", "url"]
    assert fish("storesearch pick --sel") == ["--select-1"]
    assert fish("storesearch --sel") == []
    assert fish("storesearch lookup 5 --ent") == ["--entity"]
    assert fish("storesearch search x --ent") == []


@pytest.mark.skipif(shutil.which("zsh") is None, reason="zsh is not installed")
def test_zsh_loads_the_completion(tmp_path):
    script = (f"fpath=('{os.path.dirname(ZSH)}' $fpath); autoload -Uz compinit; compinit -u -d '{tmp_path}/dump'; "
              "print -r -- ${_comps[storesearch]}")
    result = subprocess.run(["zsh", "-f", "-c", script], capture_output=True, text=True, timeout=20,
                            env={**os.environ, "HOME": str(tmp_path)})
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "_storesearch"
    syntax = subprocess.run(["zsh", "-n", ZSH], capture_output=True, text=True, timeout=10)
    assert syntax.returncode == 0, syntax.stderr
    text = open(ZSH).read()
    assert "'--source=[where results come from]:where:(auto itunes catalog)'" in text
    assert ":file:_files'" in text and "'1:command:(search lookup pick)'" in text and "'--multi=-[allow marks]:n: '" in text and "'2:id: '" in text
