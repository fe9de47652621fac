"""storesearch pick driven by a tape (issue 41): marks and Enter, and what
it printed checked by the tape itself (Exit, Printed), played on the
runner's terminal, under script, asciinema rec and tmux: the same bytes on
standard output each time."""
import os
import shutil

import pytest

from conftest import HERE

PICK = os.path.join(HERE, "pick.tape")


def test_a_tape_drives_pick_and_checks_what_it_printed(play, tmp_path):
    result = play(PICK, "--fast")
    assert result.returncode == 0, result.stderr
    screen = (tmp_path / "out" / "screens" / "pick-marked.txt").read_text(encoding="utf-8")
    assert "✓ 2 marked" in screen and "✓ AK  A Kind Of Magic" in screen


@pytest.mark.parametrize("wrap", [
    "script -q -e -c {} {log}",
    "asciinema rec -q -c {} {log}",
    "tmux -S {log} -f /dev/null new-session -x 80 -y 24 {}",
], ids=["script", "asciinema", "tmux"])
def test_pick_prints_the_same_bytes_under_recorders_and_tmux(play, tmp_path, wrap):
    program = wrap.split()[0]
    assert shutil.which(program), f"{program} is missing: make deps-test installs it"
    log = tmp_path / "recorded"
    result = play(PICK, "--fast", "--wrap", wrap.replace("{log}", str(log)))
    assert result.returncode == 0, result.stderr


def test_a_tape_says_when_pick_printed_something_else(play):
    result = play(text='Args pick --format name "bohemian rhapsody"\nWait "Bohemian"\nKey Enter\n'
                  'Exit 0\nPrinted "Radio Ga Ga\\n"\n')
    assert result.returncode == 1
    assert "t.tape:5:1: Printed: the app printed 'Bohemian Rhapsody\\n', not 'Radio Ga Ga\\n'" in result.stderr


def test_a_tape_says_when_pick_ended_otherwise(play):
    result = play(text='Args pick queen\nWait "Queen"\nKey Esc\nExit 0\n')
    assert result.returncode == 1
    assert "t.tape:4:1: Exit: the app exited with status 1, not 0" in result.stderr
    assert play(text='Args pick queen\nWait "Queen"\nKey Esc\nExit 1\nPrinted ""\n').returncode == 0
