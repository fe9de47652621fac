import Foundation
import TestSupport
import Testing

@testable import StoreSearchCatalog
@testable import StoreSearchFormats
@testable import StoreSearchItems
@testable import StoreSearchText

private let bundledCatalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Resources/catalog/catalog.json")

@Suite(.timeLimit(.minutes(2))) struct CatalogIndexAgreementTests {
    /// The index against the plain definition: every query word starts a
    /// word of name, artist, album or genre; sorted by name; at most 200.
    @Test func answersAsTheDefinitionDoes() async throws {
        try await onAThreadOfItsOwn {
            let results = try StoreResponseDecoder.decode(try Data(contentsOf: bundledCatalog))
            let index = CatalogIndex(results)
            let sorted = results.sortedByName()
            var generator = SystemRandomNumberGenerator()
            let vocabulary = Set(
                results.flatMap { TextFolding.words($0.name + " " + ($0.artistName ?? "")).map(String.init) }
            )
            .sorted()
            var queries = [
                "a", "e", "the", "pink floyd", "rock", "zzz", "deja", "BEYONCÉ", "s", "lost", "of the", "1", "2",
                // A rare word and common ones: the common words' items
                // asked of each match's text, or of their kept sets.
                "floyd a", "deja e s", "rock the a", "the a", "beyonce s the",
            ]
            for _ in 0..<60 {
                let words = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                    let word = vocabulary.randomElement(using: &generator)!
                    return String(word.prefix(Int.random(in: 1...max(1, word.count), using: &generator)))
                }
                queries.append(words.joined(separator: " "))
            }
            // Each item's words, folded once (the check runs hundreds of queries).
            let itemWords = sorted.map { item in
                [item.name, item.artistName, item.collectionName, item.genre].compactMap { $0 }.flatMap(
                    TextFolding.words)
            }
            for query in queries {
                for category in Category.allCases {
                    let words = TextFolding.words(query)
                    let expected = zip(sorted, itemWords).filter { item, itemWords in
                        category.includes(item.kind)
                            && words.allSatisfy { word in itemWords.contains { $0.hasPrefix(word) } }
                    }.map(\.0).prefix(200)
                    #expect(index.search(query, in: category) == Array(expected), "\(query) in \(category)")
                }
            }
        }
    }
}

@Suite struct IndexDetailsTests {
    @Test func theIndexKeepsEveryKindsDetails() {
        let results = Fixtures.oneOfEachKind
        let index = CatalogIndex(results)
        for result in results {
            let kept = index.items.first { $0.id == result.id }
            #expect(kept?.details == result.details, "\(result.name)")
        }
    }
}
