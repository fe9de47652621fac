#!/usr/bin/python3
"""The module graph in ARCHITECTURE.md, written from Package.swift.

Package.swift is where the modules and what each may import are declared;
this writes them out (a table and a Mermaid graph) between the markers in
ARCHITECTURE.md, so that the document cannot drift from the build. With
--check it changes nothing and fails when the document is stale (make test
runs it so). Reads `swift package dump-package`, or a dump given as a file.
"""

import argparse
import json
import subprocess
import sys
from pathlib import Path

BEGIN = "<!-- module graph: written by make graph from Package.swift; do not edit -->"
END = "<!-- end of module graph -->"

# The walls the graph must keep (ARCHITECTURE.md says why): a module and the
# only project modules it may import. A change that breaks one fails here
# with the rule's name, before anyone has to notice it in review.
WALLS = {
    "TerminalKit": set(),
    "NcursesBackend": {"TerminalKit", "CNcursesw", "CSignals", "SystemCalls"},
    "SystemCalls": set(),
    "StoreSearchWorkers": set(),
    "StoreSearchText": set(),
    "StoreSearchDiagnostics": {"StoreSearchText"},
    "StoreSearchItems": {"StoreSearchText"},
    "StoreSearchFormats": {"StoreSearchText", "StoreSearchItems"},
    "StoreSearchModel": {"StoreSearchText", "StoreSearchItems", "StoreSearchDiagnostics"},
    "StoreSearchUI": {"StoreSearchText", "StoreSearchItems", "StoreSearchDiagnostics", "StoreSearchModel", "TerminalKit"},
    "StoreSearchOptions": {
        "StoreSearchText", "StoreSearchItems", "StoreSearchDiagnostics", "StoreSearchModel", "StoreSearchUI",
        "TerminalKit",
    },
    "StoreSearchCatalog": {
        "StoreSearchText", "StoreSearchItems", "StoreSearchFormats", "StoreSearchModel", "StoreSearchWorkers",
        "SystemCalls", "CContentHash",
    },
    "StoreSearchFiles": {"StoreSearchText", "StoreSearchItems", "StoreSearchFormats", "StoreSearchModel", "SystemCalls"},
    "StoreSearchPrograms": {"StoreSearchText", "StoreSearchItems", "StoreSearchModel", "StoreSearchWorkers", "SystemCalls"},
    "StoreSearchStore": {
        "StoreSearchText", "StoreSearchItems", "StoreSearchFormats", "StoreSearchModel", "StoreSearchFiles",
        "StoreSearchWorkers", "CSQLite", "CCurl",
    },
    "StoreSearchMail": {
        "StoreSearchText", "StoreSearchModel", "StoreSearchWorkers", "StoreSearchFiles", "StoreSearchPrograms",
    },
    "StoreSearchArtwork": {
        "StoreSearchText", "StoreSearchModel", "StoreSearchStore", "StoreSearchFiles", "StoreSearchWorkers",
        "TerminalKit", "CChafa", "CTurboJPEG", "CPNG",
    },
}

# No module grows past this many lines of Swift: past it, a module is two
# domains that have not been told apart yet.
MOST_LINES = 7000


def load_package(dump: str | None) -> dict:
    if dump:
        return json.loads(Path(dump).read_text())
    out = subprocess.run(["swift", "package", "dump-package"], check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def dependency_names(target: dict) -> list[str]:
    names = []
    for dependency in target["dependencies"]:
        # {"byName": ["Name", null]} or {"target": ["Name", null]} or {"product": [...]}
        (kind, value), = dependency.items()
        names.append(value[0])
    return names


def broken_walls(package: dict) -> list[str]:
    imports = {t["name"]: set(dependency_names(t)) for t in package["targets"]}
    problems = []
    for name, allowed in WALLS.items():
        extra = imports.get(name, set()) - allowed
        if extra:
            problems.append(f"{name} may import only {sorted(allowed) or 'nothing of the project'}, not {sorted(extra)}")
    return problems


def module_lines(package: dict) -> dict[str, int]:
    """Lines of Swift in each module of the project (not the tests), from its folder."""
    counts = {}
    for target in package["targets"]:
        if target["type"] == "test":
            continue
        folder = Path(target.get("path") or f"Sources/{target['name']}")
        files = sorted(folder.rglob("*.swift")) if folder.is_dir() else []
        if files:
            counts[target["name"]] = sum(len(f.read_text().splitlines()) for f in files)
    return counts


def oversized(package: dict) -> list[str]:
    return [
        f"{name} has {count} lines of Swift, more than {MOST_LINES}: split it by what it is about"
        for name, count in sorted(module_lines(package).items())
        if count > MOST_LINES
    ]


def graph(package: dict) -> str:
    targets = [t for t in package["targets"] if t["type"] != "test"]
    names = {t["name"] for t in targets}
    uses = {t["name"]: [d for d in dependency_names(t) if d in names] for t in targets}
    used_by = {name: sorted(n for n, ds in uses.items() if name in ds) for name in names}

    def is_c(name: str) -> bool:
        target = next(t for t in targets if t["name"] == name)
        return target["type"] == "system-target" or (name.startswith("C") and name[1:2].isupper())

    swift = [t["name"] for t in targets if not is_c(t["name"])]
    lines = [BEGIN, "", "| Module | Imports (project modules) | Imported by |", "|---|---|---|"]
    for name in swift:
        own = ", ".join(f"`{d}`" for d in uses[name]) or "—"
        users = ", ".join(f"`{d}`" for d in used_by[name]) or "—"
        lines.append(f"| `{name}` | {own} | {users} |")
    def node(name: str) -> str:
        # Mermaid reads a hyphen as part of an arrow: the id has none, the label keeps the name.
        return f'{name.replace("-", "_")}["{name}"]' if "-" in name else name

    lines += ["", "```mermaid", "graph TD"]
    for name in swift:
        for dependency in uses[name]:
            if not is_c(dependency):
                lines.append(f"    {node(name)} --> {node(dependency)}")
    lines += ["```", "", END]
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail when ARCHITECTURE.md is stale")
    parser.add_argument("--dump", help="a saved `swift package dump-package` (default: run it)")
    parser.add_argument("--document", default="ARCHITECTURE.md")
    arguments = parser.parse_args()
    document = Path(arguments.document)
    text = document.read_text()
    if BEGIN not in text or END not in text:
        print(f"module-graph: {document} has no module graph markers", file=sys.stderr)
        return 1
    package = load_package(arguments.dump)
    problems = broken_walls(package) + oversized(package)
    for problem in problems:
        print(f"module-graph: {problem}", file=sys.stderr)
    if problems:
        return 1
    start, end = text.index(BEGIN), text.index(END) + len(END)
    updated = text[:start] + graph(package) + text[end:]
    if arguments.check:
        if updated != text:
            print(f"module-graph: {document} does not match Package.swift: run make graph", file=sys.stderr)
            return 1
        return 0
    if updated != text:
        document.write_text(updated)
    for name, count in sorted(module_lines(package).items(), key=lambda item: -item[1]):
        print(f"{count:7d}  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
