import Foundation

@testable import StoreSearchCatalog
@testable import StoreSearchFormats
@testable import StoreSearchItems
@testable import StoreSearchText

/// The index as the program built it before the chunked builder, kept as
/// the one the chunked builder is checked against: every result in
/// memory, every string in one table (artists, genres, kinds and
/// currencies looked up, an item's own strings stored as they come, one
/// after the other as `ItemRecord` has them), the items sorted at once,
/// each token's postings gathered in one pass, and the words taken as
/// `TextFolding` defines them. Slow and plain on purpose.
enum ReferenceIndex {
    static func of(_ results: [SearchResult]) -> CatalogIndex {
        var strings: [[UInt8]] = [[]]
        var known: [[UInt8]: UInt32] = [:]
        func stored(_ text: String?) -> UInt32 {
            guard let text else { return 0 }
            strings.append(Array(text.utf8))
            return UInt32(strings.count - 1)
        }
        func shared(_ text: String?) -> UInt32 {
            guard let text else { return 0 }
            if let id = known[Array(text.utf8)] { return id }
            let id = stored(text)
            known[Array(text.utf8)] = id
            return id
        }
        var records: [ItemRecord] = []
        var keys: [[UInt8]] = []
        var words: [Set<[UInt8]>] = []
        for result in results {
            let (artist, genre) = (shared(result.artistName), shared(result.genre))
            let (kind, currency) = (shared(result.kind.storeValue), shared(result.price?.currency))
            var record = ItemRecord(
                id: Int64(result.id), price: result.price?.tenThousandths ?? ItemRecord.noPrice,
                name: stored(result.name), artist: artist, genre: genre, kind: kind, currency: currency)
            let details: String?
            if let facts = ItemRecord.factsAlone(of: result.details) {
                record.facts = facts
                details = nil
            } else {
                record.facts = ItemRecord.facts(of: result.details)
                details = StoreResponseEncoder.encodeDetails(result.details, kind: result.kind)
            }
            for (which, text) in [
                (OwnString.album, result.collectionName), (.url, result.storeURL), (.artwork60, result.artworkURL60),
                (.artwork100, result.artworkURL100), (.details, details),
            ] where text != nil {
                _ = stored(text)
                record.strings |= which.bit
            }
            records.append(record)
            keys.append(OrderKey.make(name: result.name, artist: result.artistName))
            words.append(
                Set(
                    [result.name, result.artistName, result.collectionName, result.genre].compactMap { $0 }
                        .flatMap(TextFolding.words).map { Array($0.utf8) }))
        }
        let order = records.indices.sorted { lhs, rhs in
            keys[lhs] != keys[rhs]
                ? keys[lhs].lexicographicallyPrecedes(keys[rhs]) : records[lhs].id < records[rhs].id
        }
        let tokens = Set(words.joined()).sorted { $0.lexicographicallyPrecedes($1) }
        let rank = Dictionary(uniqueKeysWithValues: tokens.enumerated().map { ($1, $0) })
        var postings = [[UInt32]](repeating: [], count: tokens.count)
        for (position, item) in order.enumerated() {
            for word in words[item] { postings[rank[word]!].append(UInt32(position)) }
        }
        let layout = IndexLayout(
            itemCount: records.count, stringCount: strings.count, stringBytes: strings.reduce(0) { $0 + $1.count },
            tokenCount: tokens.count, tokenBytes: tokens.reduce(0) { $0 + $1.count },
            postingCount: postings.reduce(0) { $0 + $1.count })
        let output = IndexOutput(inMemory: layout)
        var items = output.writer(.items)
        for item in order { items.write(record: records[item]) }
        items.finish()
        write(strings, offsets: .stringOffsets, blob: .strings, to: output)
        write(tokens, offsets: .tokenOffsets, blob: .tokens, to: output)
        var starts = output.writer(.postingStarts)
        var start: UInt32 = 0
        starts.write(value: start)
        for list in postings {
            start += UInt32(list.count)
            starts.write(value: start)
        }
        starts.finish()
        var all = output.writer(.postings)
        for list in postings { all.write(contentsOf: list) }
        all.finish()
        _ = output.finish(sourceSize: 0, sourceModified: 0, contentHash: 0)
        return CatalogIndex(storage: output.takeStorage()!)
    }

    /// Strings (id 0 among them) as an offsets section and a blob.
    private static func write(
        _ strings: [[UInt8]], offsets: IndexLayout.Section, blob: IndexLayout.Section, to output: IndexOutput
    ) {
        var ends = output.writer(offsets)
        var bytes = output.writer(blob)
        var end: UInt32 = 0
        ends.write(value: end)
        for string in strings {
            end += UInt32(string.count)
            ends.write(value: end)
            bytes.write(contentsOf: string)
        }
        ends.finish()
        bytes.finish()
    }
}
