import Foundation
import Testing

@testable import StoreSearchModel
@testable import StoreSearchOptions
@testable import StoreSearchText

/// One way to say a phrase: each phrase is a case of a phrase family in
/// `StoreSearchModel/Localization` (or a `…Phrase.swift` beside what says it), its English and Dutch side by side in
/// the family's one `words` switch (`LocalizedPhrase`). The sources are
/// read to keep the other ways from coming back: a switch per language, a
/// widget or an update holding its own text, a choice made on the language.
@Suite struct PhraseStyleTests {
    /// The package's `Sources` folder, from this file's place in `Tests`.
    private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    /// Every Swift file under `Sources`: its path from there, its text.
    private static func swiftFiles() throws -> [(path: String, text: String)] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            (path, try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8))
        }
    }

    /// A phrase family's file: the model's under `StoreSearchModel/Localization`, and the few
    /// declared beside what says them (`CommandLinePhrase` in StoreSearchOptions, `DiagnosticsPhrase`…).
    private static func isPhraseFile(_ path: String) -> Bool {
        path.hasPrefix("StoreSearchModel/Localization/") || path.hasSuffix("Phrase.swift")
            || path == "StoreSearchText/LocalizedText.swift"
    }

    /// The lines of `text` where `pattern` matches, as "path:line".
    private static func places(of pattern: String, in file: (path: String, text: String)) throws -> [String] {
        let expression = try Regex(pattern)
        return file.text.ranges(of: expression).map { range in
            let line = file.text[..<range.lowerBound].count { $0 == "\n" } + 1
            return "\(file.path):\(line)"
        }
    }

    @Test func theSourcesAreFound() throws {
        let files = try Self.swiftFiles()
        #expect(files.contains { $0.path == "StoreSearchText/LocalizedText.swift" })
        #expect(files.filter { Self.isPhraseFile($0.path) }.count >= 10)
    }

    /// `var english { switch … }` beside `var dutch { switch … }` (and a
    /// `switch language` choosing between them) is the old way: the same
    /// dispatch twice, and the two words of a phrase far apart. So is a
    /// tuple of texts (`static let texts = (title: …, …)`): a table keyed
    /// by names the compiler does not check.
    @Test func noPhraseFileHoldsParallelSwitchesOrTablesOfTexts() throws {
        var found: [String] = []
        for file in try Self.swiftFiles() where Self.isPhraseFile(file.path) {
            found += try Self.places(of: #"\b(var|func)\s+(english|dutch)\w*"#, in: file)
            found += try Self.places(of: #"static\s+let\s+\w+\s*=\s*\("#, in: file)
        }
        #expect(found.isEmpty, "say each phrase once, as a case of a LocalizedPhrase: \(found)")
    }

    /// Outside the phrase families, text is written only in the tables that
    /// declare keys and options: there a command's label, help and reasons,
    /// a place's name and an option's help are part of the one declaration
    /// that help, the palette, `--help`, the man page and README are made
    /// from (declare things once). Everywhere else (widgets, the update,
    /// diagnostics) names a phrase.
    @Test func onlyThePhrasesAndTheKeyAndOptionTablesHoldText() throws {
        func isTable(_ path: String) -> Bool {
            let name = (path as NSString).lastPathComponent
            return name.hasPrefix("KeyCommandTable") || name.hasPrefix("CommandTable") || name == "KeyContext.swift"
                || name.hasPrefix("OptionTable")
        }
        var found: [String] = []
        for file in try Self.swiftFiles() where !Self.isPhraseFile(file.path) && !isTable(file.path) {
            found += try Self.places(of: #"LocalizedText\(\s*""#, in: file)
        }
        #expect(found.isEmpty, "name a phrase (StoreSearchModel/Localization) instead: \(found)")
    }

    /// Only `LocalizedText` picks a language's words; code that compares the
    /// language to choose between two texts is a phrase not yet in a family.
    @Test func onlyLocalizedTextChoosesALanguage() throws {
        var found: [String] = []
        for file in try Self.swiftFiles() where file.path != "StoreSearchText/LocalizedText.swift" {
            found += try Self.places(
                of: #"[=!]=\s*(Language)?\.(english|dutch)\b|case\s+\.(english|dutch)\s*:"#, in: file)
        }
        #expect(found.isEmpty, "let a phrase say it in both languages: \(found)")
    }

    /// A sentence ends with a full stop in both languages, a label with a
    /// colon, a question with a question mark; a phrase is empty in both or
    /// in neither, and has as many lines in each (the keys' part of
    /// `--print-config` is split into its lines).
    @Test func everyPhraseIsShapedAsItsTranslationIs() {
        let marks: Set<Character> = [".", ":", "?", "!", "…", " "]
        for phrase in PhraseSamples.all {
            let (english, dutch) = (phrase.words.english, phrase.words.dutch)
            #expect(english.isEmpty == dutch.isEmpty, "\(phrase)")
            if let last = english.last, marks.contains(last) || dutch.last.map(marks.contains) == true {
                #expect(english.last == dutch.last, "\(phrase): \(english) | \(dutch)")
            }
            #expect(english.first == " " ? dutch.first == " " : dutch.first != " ", "\(phrase)")
            // `--help` is wrapped to the width: as many lines as each language needs.
            if let phrase = phrase as? CommandLinePhrase, case .usage = phrase { continue }
            if let phrase = phrase as? CommandLinePhrase, case .usageAll = phrase { continue }
            #expect(english.count { $0 == "\n" } == dutch.count { $0 == "\n" }, "\(phrase)")
        }
    }
}
