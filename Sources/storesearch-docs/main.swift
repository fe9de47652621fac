import Foundation
import StoreSearchUI
import TerminalKit

/// Writes the generated parts of README.md, the guide (docs/guide) and the
/// man pages (storesearch(1), storesearch-config(5)) from the tables they
/// document (the key bindings, the option table, the limits, the themes),
/// between marker lines, and the shell completions (whole files); with `--check`, says
/// which are out of date and fails instead. Run from the source tree's top
/// (`make docs`, `make check-docs`).
struct GeneratedSection {
    var file: String
    var name: String
    var begin: String
    var end: String
    var content: () -> String
}

/// A generated part of a Markdown file, between `<!-- BEGIN GENERATED: name (make docs) -->` and its end.
func markdown(_ file: String, _ name: String, _ content: @escaping () -> String) -> GeneratedSection {
    GeneratedSection(
        file: file, name: name, begin: "<!-- BEGIN GENERATED: \(name) (make docs) -->",
        end: "<!-- END GENERATED: \(name) -->", content: content)
}

/// A generated part of a man page, between `.\" BEGIN GENERATED: name (make docs)` and its end.
func man(_ file: String, _ name: String, _ content: @escaping () -> String) -> GeneratedSection {
    GeneratedSection(
        file: file, name: name, begin: ".\\\" BEGIN GENERATED: \(name) (make docs)",
        end: ".\\\" END GENERATED: \(name)", content: content)
}

let manual = "docs/storesearch.1"
let configManual = "docs/storesearch-config.5"
let sections = [
    markdown("README.md", "first minute", KeyBindingDocs.firstMinute),
    markdown("docs/guide/keys.md", "keys", KeyBindingDocs.markdown),
    markdown("docs/guide/keys.md", "grammar", KeyBindingDocs.focusModel),
    markdown("docs/guide/configuration.md", "options", OptionDocs.markdownOptions),
    markdown("docs/guide/files.md", "files", OptionDocs.markdownFiles),
    markdown("docs/guide/themes-and-bindings.md", "places", KeyBindingDocs.markdownPlaces),
    markdown("docs/guide/themes-and-bindings.md", "themes", ConfigDocs.markdownThemes),
    markdown("docs/guide/themes-and-bindings.md", "roles", ConfigDocs.markdownRoles),
    markdown("docs/guide/troubleshooting.md", "limits", LimitsDocs.markdown),
    man(manual, "keys", KeyBindingDocs.manPage),
    man(manual, "search-options", OptionDocs.manSearchOptions),
    man(manual, "lookup-options", OptionDocs.manLookupOptions),
    man(manual, "pick-options", OptionDocs.manPickOptions),
    man(manual, "options", OptionDocs.manOptions),
    man(manual, "environment", OptionDocs.manEnvironment),
    man(manual, "files", OptionDocs.manFiles),
    man(manual, "limits", LimitsDocs.manPage),
    man(configManual, "keys", ConfigDocs.manKeys),
    man(configManual, "commands", ConfigDocs.manCommands),
    man(configManual, "places", ConfigDocs.manPlaces),
    man(configManual, "themes", ConfigDocs.manThemes),
    man(configManual, "roles", ConfigDocs.manRoles),
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
