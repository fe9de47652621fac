#!/usr/bin/python3
"""Every relative link and picture of the project's Markdown leads somewhere.

Reads README.md, CONTRIBUTING.md, ARCHITECTURE.md and every Markdown file
under docs/ (the guide among them), and checks each relative link and
image, `[text](target)`, `![alt](target)`, `[name]: target` and HTML's
`href`/`src`: the file or folder it names exists, and a `#anchor` names a
heading of the Markdown file it leads to (as GitHub makes anchors of
headings), or of the page itself. Links with a scheme (https:, mailto:)
are not followed: no network. Code blocks and code spans are not links.
`make test` runs it (by way of make check-docs); it changes nothing.
"""

import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAGES = ["README.md", "CONTRIBUTING.md", "ARCHITECTURE.md", "docs/**/*.md"]

FENCE = re.compile(r"^(```|~~~).*?^\1", re.S | re.M)
CODE = re.compile(r"`[^`\n]*`")
COMMENT = re.compile(r"<!--.*?-->", re.S)
INLINE = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$", re.M)
HTML = re.compile(r"\b(?:href|src)=\"([^\"]+)\"")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$", re.M)
SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")


def prose(text):
    """The text with code and comments blanked, lines kept where they were."""
    for pattern in (FENCE, COMMENT, CODE):
        text = pattern.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)
    return text


def slug(heading):
    """The anchor GitHub gives a heading: its text, lower-cased, without
    markup and punctuation, spaces as hyphens."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # links: their text
    text = re.sub(r"<[^>]+>", "", text).replace("`", "").replace("*", "")
    text = text.strip().lower()
    kept = "".join(c for c in text if c in " -_" or unicodedata.category(c)[0] in "LNM")
    return kept.replace(" ", "-")


def anchors(path, cache={}):
    if path not in cache:
        seen = {}
        found = set()
        text = FENCE.sub("", path.read_text(encoding="utf-8"))
        for match in HEADING.finditer(text):
            base = slug(match.group(2))
            count = seen.get(base, 0)
            seen[base] = count + 1
            found.add(base if count == 0 else f"{base}-{count}")
        cache[path] = found
    return cache[path]


def targets(text):
    clean = prose(text)
    for pattern in (INLINE, REFERENCE, HTML):
        for match in pattern.finditer(clean):
            line = clean.count("\n", 0, match.start()) + 1
            yield line, match.group(1)


def check(page):
    problems = []
    for line, target in targets(page.read_text(encoding="utf-8")):
        if SCHEME.match(target) or target.startswith("//"):
            continue
        where = f"{page.relative_to(ROOT)}:{line}: '{target}'"
        path_part, _, anchor = target.partition("#")
        path_part = path_part.split("?", 1)[0]
        destination = (page.parent / path_part).resolve() if path_part else page
        if path_part.startswith("/"):
            problems.append(f"{where} is absolute: links inside the project are relative")
            continue
        if not destination.exists():
            problems.append(f"{where} leads nowhere: {destination.relative_to(ROOT) if destination.is_relative_to(ROOT) else destination} does not exist")
            continue
        if not destination.is_relative_to(ROOT):
            problems.append(f"{where} leads out of the project")
            continue
        if anchor and destination.suffix == ".md" and anchor not in anchors(destination):
            problems.append(f"{where}: {destination.relative_to(ROOT)} has no heading '#{anchor}'")
    return problems


def main():
    pages = []
    for pattern in PAGES:
        pages += [path for path in sorted(ROOT.glob(pattern)) if path not in pages]
    problems = [problem for page in pages for problem in check(page)]
    for problem in problems:
        print(f"check-links: {problem}", file=sys.stderr)
    if not problems:
        print(f"check-links: every relative link of {len(pages)} pages leads somewhere")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
