/// An in-memory search index over a local catalog.
///
/// Items are kept sorted by name once, at build time, so a search walks them in
/// display order and stops as soon as it has `limit` matches: common queries
/// (a single letter) finish after a few hundred items, and only queries with
/// few matches look at the whole catalog.
public struct CatalogIndex: Sendable {
    public let items: [SearchResult]
    /// For each item (same positions as `items`), its folded words from name,
    /// artist, album and genre.
    private let words: [[Substring]]

    public init(_ results: [SearchResult]) {
        items = results.sortedByName()
        words = items.map { item in
            var words = TextFolding.words(item.name)
            for field in [item.artistName, item.collectionName, item.genre] {
                if let field { words += TextFolding.words(field) }
            }
            return words
        }
    }

    public var count: Int { items.count }

    /// Items in `category` where every word of `query` starts a word of the
    /// item's name, artist, album or genre; at most `limit`, sorted by name.
    /// `shouldStop` is polled now and then so a superseded search ends early.
    public func search(
        _ query: String,
        in category: Category,
        limit: Int = 200,
        shouldStop: () -> Bool = { false }
    ) -> [SearchResult] {
        let queryWords = TextFolding.words(query)
        guard !queryWords.isEmpty else { return [] }
        var matches: [SearchResult] = []
        for position in items.indices {
            if position & 0x3FF == 0, shouldStop() { return matches }
            let item = items[position]
            guard category.includes(item.kind) else { continue }
            let itemWords = words[position]
            let matchesAll = queryWords.allSatisfy { queryWord in
                itemWords.contains { $0.hasPrefix(queryWord) }
            }
            if matchesAll {
                matches.append(item)
                if matches.count == limit { break }
            }
        }
        return matches
    }
}
