import Foundation
import TerminalUI

/// Writes the generated parts of README.md and the man page from the tables
/// they document (the key bindings), between marker lines; with `--check`,
/// says which are out of date and fails instead. Run from the source tree's
/// top (`make docs`, `make check-docs`).
struct GeneratedSection {
    var file: String
    var name: String
    var begin: String
    var end: String
    var content: () -> String
}

let sections = [
    GeneratedSection(
        file: "README.md", name: "keys", begin: "<!-- BEGIN GENERATED: keys (make docs) -->",
        end: "<!-- END GENERATED: keys -->", content: KeyBindingDocs.markdown),
    GeneratedSection(
        file: "docs/storesearch.1", name: "keys", begin: ".\\\" BEGIN GENERATED: keys (make docs)",
        end: ".\\\" END GENERATED: keys", content: KeyBindingDocs.manPage),
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
        guard let begin = updated.range(of: section.begin + "\n"),
            let end = updated.range(of: section.end, range: begin.upperBound..<updated.endIndex)
        else {
            fail("\(file) has no '\(section.begin)' … '\(section.end)' lines")
        }
        updated.replaceSubrange(begin.upperBound..<end.lowerBound, with: section.content() + "\n")
        if updated != text && !stale.contains(file) { stale.append("\(file) (\(section.name))") }
    }
    if !checking && updated != text {
        do { try updated.write(toFile: file, atomically: true, encoding: .utf8) } catch {
            fail("cannot write \(file): \(error)")
        }
        print("storesearch-docs: wrote \(file)")
    }
}
if checking && !stale.isEmpty {
    fail("out of date: \(stale.joined(separator: ", ")); run `make docs` and commit the result")
}
