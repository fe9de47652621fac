import Foundation
import StoreSearchUI
import TerminalKit

/// Writes the generated parts of README.md and the man page from the tables
/// they document (the key bindings, the option table), between marker
/// lines, and the shell completions (whole files); with `--check`, says
/// which are out of date and fails instead. Run from the source tree's top
/// (`make docs`, `make check-docs`).
struct GeneratedSection {
    var file: String
    var name: String
    var begin: String
    var end: String
    var content: () -> String
}

func markdown(_ name: String, _ content: @escaping () -> String) -> GeneratedSection {
    GeneratedSection(
        file: "README.md", name: name, begin: "<!-- BEGIN GENERATED: \(name) (make docs) -->",
        end: "<!-- END GENERATED: \(name) -->", content: content)
}

func man(_ name: String, _ content: @escaping () -> String) -> GeneratedSection {
    GeneratedSection(
        file: "docs/storesearch.1", name: name, begin: ".\\\" BEGIN GENERATED: \(name) (make docs)",
        end: ".\\\" END GENERATED: \(name)", content: content)
}

let sections = [
    markdown("keys", KeyBindingDocs.markdown),
    GeneratedSection(
        file: "ARCHITECTURE.md", name: "focus model", begin: "<!-- BEGIN GENERATED: focus model (make docs) -->",
        end: "<!-- END GENERATED: focus model -->", content: KeyBindingDocs.focusModel),
    markdown("options", OptionDocs.markdownOptions),
    markdown("files", OptionDocs.markdownFiles),
    man("keys", KeyBindingDocs.manPage),
    man("search-options", OptionDocs.manSearchOptions),
    man("lookup-options", OptionDocs.manLookupOptions),
    man("options", OptionDocs.manOptions),
    man("environment", OptionDocs.manEnvironment),
    man("files", OptionDocs.manFiles),
    man("limits", LimitsDocs.manPage),
]

/// Files written whole.
let wholeFiles: [(file: String, content: () -> String)] = [
    ("completions/storesearch.bash", ShellCompletions.bash),
    ("completions/_storesearch", ShellCompletions.zsh),
    ("completions/storesearch.fish", ShellCompletions.fish),
]

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("storesearch-docs: \(message)\n".utf8))
    exit(1)
}

let checking = CommandLine.arguments.dropFirst().contains("--check")
var stale: [String] = []
for file in Set(sections.map(\.file)).sorted() {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { fail("cannot read \(file)") }
    var updated = text
    for section in sections where section.file == file {
        let before = updated
        guard let begin = updated.range(of: section.begin + "\n"),
            let end = updated.range(of: section.end, range: begin.upperBound..<updated.endIndex)
        else {
            fail("\(file) has no '\(section.begin)' … '\(section.end)' lines")
        }
        updated.replaceSubrange(begin.upperBound..<end.lowerBound, with: section.content() + "\n")
        if updated != before { stale.append("\(file) (\(section.name))") }
    }
    if !checking && updated != text {
        do { try updated.write(toFile: file, atomically: true, encoding: .utf8) } catch {
            fail("cannot write \(file): \(error)")
        }
        print("storesearch-docs: wrote \(file)")
    }
}
for (file, content) in wholeFiles {
    let text = content()
    guard (try? String(contentsOfFile: file, encoding: .utf8)) != text else { continue }
    stale.append(file)
    if !checking {
        do {
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        } catch {
            fail("cannot write \(file): \(error)")
        }
        print("storesearch-docs: wrote \(file)")
    }
}
if checking && !stale.isEmpty {
    fail("out of date: \(stale.joined(separator: ", ")); run `make docs` and commit the result")
}
