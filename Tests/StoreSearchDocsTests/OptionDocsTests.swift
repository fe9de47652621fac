import Foundation
import StoreSearchModel
import StoreSearchOptions
import Testing

@testable import storesearch_docs

/// The option table against the documents made from it: the man pages,
/// the guide's configuration and files pages and the completion scripts, as
/// committed, are what storesearch-docs writes now, and name every option,
/// key and variable.
@Suite(.timeLimit(.minutes(1))) struct OptionDocsTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func committed(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theManPagesGuideAndCompletionsAreCurrentAndComplete() throws {
        let man = try committed("docs/storesearch.1")
        let configMan = try committed("docs/storesearch-config.5")
        let guide = try committed("docs/guide/configuration.md")
        let files = try committed("docs/guide/files.md")
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
        #expect(guide.contains(OptionDocs.markdownOptions()) && files.contains(OptionDocs.markdownFiles()))
        #expect(configMan.contains(ConfigDocs.manKeys()) && configMan.contains(ConfigDocs.manCommands()))
        for option in OptionTable.options {
            for name in option.names {
                #expect(man.contains(DocumentText.roff(name)), "\(name) in the man page")
                #expect(guide.contains("`\(name)") || guide.contains(name), "\(name) in the guide")
                #expect(bash.contains(name), "\(name) in bash")
                // (`--multi=-[`: a value that may be left out, given in the same word.)
                #expect(
                    zsh.contains("\(name)[") || zsh.contains("\(name)=[") || zsh.contains("\(name)=-["),
                    "\(name) in zsh")
                let fishName = name.hasPrefix("--") ? "-l \(name.dropFirst(2)) " : "-s \(name.dropFirst()) "
                #expect(fish.contains(fishName), "\(name) in fish")
            }
            for word in option.takesValue ? option.rule.completions : [] {
                #expect(bash.contains(word) && zsh.contains(word) && fish.contains(word))
            }
            if let key = option.configKey {
                #expect(man.contains(DocumentText.roff(key)) && configMan.contains("\\fB\(DocumentText.roff(key))\\fR"))
            }
            if let variable = option.environment { #expect(man.contains(DocumentText.roff(variable))) }
        }
        for file in OptionTable.files {
            #expect(man.contains(DocumentText.roff(file.documentedPath)) && files.contains(file.documentedPath))
        }
    }

    /// The key tables say where each key works: a key bound in some places
    /// only is never listed as if it worked wherever its command does (the
    /// README once listed Ctrl-K as Up and as Cut to the end of the line,
    /// both without a place, and j, k, g, G as moving where they type).
    @Test func aKeyBoundInSomePlacesSaysWhich() throws {
        let guide = try committed("docs/guide/keys.md")
        #expect(guide.contains(KeyBindingDocs.markdown()))
        let cut = try #require(KeyBindingDocs.keys(of: .cutToEnd).first { $0.label == "Ctrl-K" })
        #expect(cut.places == [.composeText, .composeBody, .export])
        let up = KeyBindingDocs.keys(of: .up)
        #expect(up.first { $0.label == "↑" }?.places == nil)
        let letterK = try #require(up.first { $0.label == "k" })
        #expect(letterK.places.map { !$0.isEmpty && !$0.contains(.field) } == true)
        for command: Command in [.up, .down, .first, .last] {
            for key in KeyBindingDocs.keys(of: command) where key.label.count == 1 && key.label.first!.isLetter {
                // nil: wherever the command works; []: where nothing is typed.
                let places = key.places ?? Array(command.places.subtracting([.tooSmall]))
                let typing = places.filter(\.types)
                #expect(typing.isEmpty, "\(key.label) listed as \(command) where it types")
            }
        }
        let readme = try committed("README.md")
        #expect(readme.contains(KeyBindingDocs.firstMinute()))
        #expect(readme.components(separatedBy: "\n").count <= 251, "README.md is over 250 lines")
    }
}
