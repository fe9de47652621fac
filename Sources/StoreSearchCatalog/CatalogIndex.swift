import Foundation
import StoreSearchCore

/// A searchable local catalog.
///
/// Items are kept in name order, so "sorted by name, at most 200" is "the
/// first 200 matches in item order". Each query word picks the range of
/// sorted tokens it begins; their postings mark a bitset of items; the
/// words' bitsets are intersected and read from the start. The cost is in
/// the postings touched, never in the catalog's size: a million items
/// answer in milliseconds, single letters included.
public struct CatalogIndex: Sendable {
    let storage: CatalogStorage

    init(storage: CatalogStorage) {
        self.storage = storage
    }

    /// An index of `results` (for tests and small in-memory catalogs).
    public init(_ results: [SearchResult]) {
        var builder = CatalogBuilder()
        for result in results { builder.add(result) }
        storage = builder.build().storage()
    }

    public var count: Int { storage.items.count }

    /// Whether the index can still be read: false when the file it is
    /// mapped from shrank under it (see `CatalogStorage.isIntact`).
    public var isIntact: Bool { storage.isIntact }

    /// The item at `position` in name order.
    public func item(at position: Int) -> SearchResult {
        let record = storage.items[position]
        let price: Price? =
            record.price == ItemRecord.noPrice
            ? nil
            : Price(
                tenThousandths: record.price, currency: storage.string(record.currency) ?? "USD")
        let kind = ItemKind(storeValue: storage.string(record.kind) ?? "")
        return SearchResult(
            id: Int(record.id),
            name: storage.string(record.name) ?? "",
            artistName: storage.string(record.artist),
            collectionName: storage.string(record.album),
            kind: kind,
            genre: storage.string(record.genre),
            price: price,
            storeURL: storage.string(record.url),
            artworkURL60: storage.string(record.artwork60),
            artworkURL100: storage.string(record.artwork100),
            details: storage.string(record.details).map { StoreResponseEncoder.decodeDetails($0, kind: kind) }
                ?? ItemDetails()
        )
    }

    /// Every item, in name order.
    public var items: [SearchResult] { (0..<count).map(item(at:)) }

    /// Items in `category` where every word of `query` starts a word of the
    /// item's name, artist, album or genre; at most `limit`, sorted by name.
    /// `shouldStop` is asked between words, so a superseded search ends early.
    public func search(
        _ query: String,
        in category: Category,
        limit: Int = 200,
        shouldStop: () -> Bool = { false }
    ) -> [SearchResult] {
        let words = WordTokenizer.words(query)
        guard !words.isEmpty else { return [] }
        // The rarest word first: its items bound everything after.
        let ranges = words.map(tokenRange(forPrefix:)).sorted { postingCount($0) < postingCount($1) }
        guard let first = ranges.first, postingCount(first) > 0 else { return [] }

        var matches = Bitset(count: count)
        for item in storage.postings(ofTokens: first) { matches.insert(Int(item)) }
        for range in ranges.dropFirst() {
            if shouldStop() { return [] }
            var next = Bitset(count: count)
            for item in storage.postings(ofTokens: range) where matches.contains(Int(item)) {
                next.insert(Int(item))
            }
            matches = next
        }
        var results: [SearchResult] = []
        for position in matches.members() where position < count {
            if category != .all {
                let kind = ItemKind(storeValue: storage.string(storage.items[position].kind) ?? "")
                guard category.includes(kind) else { continue }
            }
            results.append(item(at: position))
            if results.count == limit { break }
        }
        return results
    }

    private func postingCount(_ range: Range<Int>) -> Int {
        Int(storage.postingStarts[range.upperBound] - storage.postingStarts[range.lowerBound])
    }

    /// The sorted tokens that begin with `prefix`.
    private func tokenRange(forPrefix prefix: [UInt8]) -> Range<Int> {
        prefix.withUnsafeBufferPointer { prefix in
            let tokenCount = storage.tokenOffsets.count - 1
            var low = 0
            var high = tokenCount
            while low < high {
                let middle = (low + high) / 2
                if OrderKey.precedes(storage.token(middle), prefix) { low = middle + 1 } else { high = middle }
            }
            var end = low
            // Tokens with the prefix are contiguous; find where they stop.
            var upper = tokenCount
            while end < upper {
                let middle = (end + upper) / 2
                let token = storage.token(middle)
                if token.count >= prefix.count,
                    memcmp(token.baseAddress!, prefix.baseAddress!, prefix.count) == 0
                {
                    end = middle + 1
                } else {
                    upper = middle
                }
            }
            return low..<end
        }
    }
}

/// A set of item positions as bits.
struct Bitset {
    private var words: [UInt64]

    init(count: Int) {
        words = [UInt64](repeating: 0, count: (count + 63) / 64)
    }

    /// Adds `member`; one out of range (from a damaged index) is ignored.
    @inline(__always) mutating func insert(_ member: Int) {
        guard member >> 6 < words.count else { return }
        words[member >> 6] |= 1 << UInt64(member & 63)
    }

    @inline(__always) func contains(_ member: Int) -> Bool {
        member >> 6 < words.count && words[member >> 6] & (1 << UInt64(member & 63)) != 0
    }

    /// The members in ascending order.
    func members() -> some Sequence<Int> {
        words.indices.lazy.flatMap { index -> [Int] in
            var word = words[index]
            var found: [Int] = []
            while word != 0 {
                found.append(index << 6 | word.trailingZeroBitCount)
                word &= word - 1
            }
            return found
        }
    }
}
