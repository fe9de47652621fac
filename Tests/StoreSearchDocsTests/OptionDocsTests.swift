import Foundation
import StoreSearchOptions
import Testing

@testable import storesearch_docs

/// The option table against the documents made from it: the man page,
/// README and the completion scripts, as committed, are what storesearch-docs
/// writes now, and name every option, key and variable.
@Suite(.timeLimit(.minutes(1))) struct OptionDocsTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func committed(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theManPageReadmeAndCompletionsAreCurrentAndComplete() throws {
        let man = try committed("docs/storesearch.1")
        let readme = try committed("README.md")
        let bash = try committed("completions/storesearch.bash")
        let zsh = try committed("completions/_storesearch")
        let fish = try committed("completions/storesearch.fish")
        #expect(bash == ShellCompletions.bash() && zsh == ShellCompletions.zsh() && fish == ShellCompletions.fish())
        for section in [
            OptionDocs.manOptions(), OptionDocs.manSearchOptions(), OptionDocs.manEnvironment(),
            OptionDocs.manFiles(),
        ] {
            #expect(man.contains(section))
        }
        #expect(readme.contains(OptionDocs.markdownOptions()) && readme.contains(OptionDocs.markdownFiles()))
        for option in OptionTable.options {
            for name in option.names {
                #expect(man.contains(DocumentText.roff(name)), "\(name) in the man page")
                #expect(readme.contains("`\(name)") || readme.contains(name), "\(name) in README")
                #expect(bash.contains(name), "\(name) in bash")
                #expect(zsh.contains("\(name)[") || zsh.contains("\(name)=["), "\(name) in zsh")
                let fishName = name.hasPrefix("--") ? "-l \(name.dropFirst(2)) " : "-s \(name.dropFirst()) "
                #expect(fish.contains(fishName), "\(name) in fish")
            }
            for word in option.takesValue ? option.rule.completions : [] {
                #expect(bash.contains(word) && zsh.contains(word) && fish.contains(word))
            }
            if let key = option.configKey { #expect(man.contains(DocumentText.roff(key))) }
            if let variable = option.environment { #expect(man.contains(DocumentText.roff(variable))) }
        }
        for file in OptionTable.files {
            #expect(man.contains(DocumentText.roff(file.documentedPath)) && readme.contains(file.documentedPath))
        }
    }
}
