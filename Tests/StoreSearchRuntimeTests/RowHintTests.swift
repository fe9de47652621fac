import Foundation
import StoreSearchFormats
import StoreSearchItems
import StoreSearchModel
import StoreSearchUI
import TerminalKit
import Testing

@testable import StoreSearchRuntime

/// The hints at the right of result rows, drawn by the whole program on the
/// bundled catalog at 80, 100 and 160 columns: rows that share a name (the
/// three "Stairway To Heaven" recordings) or an album's start ("Greatest
/// Hits I" and "II") must still read apart, and no hint shows a piece of a word.
@Suite(.timeLimit(.minutes(2))) struct RowHintTests {
    static let bundled: [SearchResult] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/catalog/catalog.json")
        return (try? StoreResponseDecoder.decode(try Data(contentsOf: file))) ?? []
    }()

    static let sizes = [Size(columns: 80, rows: 24), Size(columns: 100, rows: 24), Size(columns: 160, rows: 48)]

    /// The name line and the hint of each result row on screen, top to bottom.
    static func rows(_ app: Harness) -> [(name: String, hint: String)] {
        let size = app.backend.size
        let listWidth = size.columns >= 100 ? ScreenLayout.primaryWidth(for: size.columns) : size.columns
        let lines = app.backend.lines.map { String($0.prefix(listWidth)) }
        return zip(lines, lines.dropFirst()).compactMap { nameLine, line -> (String, String)? in
            guard let byline = line.range(of: "(Song)") else { return nil }
            let trim = CharacterSet(charactersIn: " │┃★")
            return (
                nameLine.trimmingCharacters(in: trim), String(line[byline.upperBound...]).trimmingCharacters(in: trim)
            )
        }
    }

    static func hints(_ app: Harness) -> [String] { rows(app).map(\.hint) }

    /// Every word a hint shows is a whole word of what it shortens.
    static func wholeWords(_ hint: String, of results: [SearchResult]) -> Bool {
        let english = Localizer(language: .english)
        var known: Set<String> = ["album:", "$0.99"]
        for result in results {
            for word in (result.collectionName ?? "").split(separator: " ") { known.insert(String(word)) }
            if let duration = result.details.durationMilliseconds {
                known.insert(english.duration(milliseconds: duration))
            }
        }
        return hint.components(separatedBy: " · ").allSatisfy { piece in
            piece.split(separator: " ").flatMap { $0.split(separator: "…") }.allSatisfy { known.contains(String($0)) }
        }
    }

    /// The program at `size` on the bundled catalog, `term` typed.
    static func searching(_ term: String, at size: Size) throws -> Harness {
        try #require(!bundled.isEmpty, "the bundled catalog is read")
        let app = Harness(size.columns, size.rows, catalog: bundled)
        app.type(term)
        return app
    }

    @Test(arguments: sizes)
    func theThreeStairwaysReadApart(size: Size) throws {
        let app = try Self.searching("stairway", at: size)
        let hints = Self.hints(app)
        #expect(hints.count == 3, "\(app.text)")
        #expect(Set(hints).count == hints.count && !hints.contains(""), "each differs from the others: \(hints)")
        let shown = app.state.results
        #expect(hints.allSatisfy { Self.wholeWords($0, of: shown) }, "no piece of a word: \(hints)")
    }

    @Test(arguments: sizes)
    func greatestHitsOneAndTwoReadApart(size: Size) throws {
        let app = try Self.searching("queen", at: size)
        let hints = Self.hints(app)
        #expect(hints.count >= 7, "\(app.text)")
        for (above, below) in zip(hints, hints.dropFirst()) {
            #expect(above != below, "neighbours read apart: \(hints)")
        }
        let shown = app.state.results
        #expect(hints.allSatisfy { Self.wholeWords($0, of: shown) }, "no piece of a word: \(hints)")
        var pairs = 0
        for (name, hint) in Self.rows(app) {
            guard let album = shown.first(where: { name.hasSuffix("  " + $0.name) })?.collectionName,
                album.hasPrefix("Greatest Hits")
            else { continue }
            pairs += 1
            let words = hint.components(separatedBy: " · ").first?.split(separator: " ").flatMap {
                $0.split(separator: "…")
            }
            #expect(words?.last.map(String.init) == (album.hasSuffix("II") ? "II" : "I"), "\(name): \(hint)")
        }
        #expect(pairs >= 6, "both albums are on screen: \(hints)")
    }
}
