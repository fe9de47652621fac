import Foundation
import StoreSearchCore

/// A searchable local catalog.
///
/// Items are kept in name order, so "sorted by name, at most 200" is "the
/// first 200 matches in item order". Each query word picks the range of
/// sorted tokens it begins. One word in name order merges those tokens'
/// postings and stops at the limit (`PostingMerge`); otherwise their
/// postings mark a bitset of items, the words' bitsets are intersected and
/// read from the start. The cost is in the postings touched, never in the
/// catalog's size: ten million items answer in milliseconds, single
/// letters included.
public struct CatalogIndex: Sendable {
    let storage: CatalogStorage
    /// Every artist's rank in artist order, made at the first search by
    /// artist and kept: ranking 150,000 artists costs more than a search.
    private let artistRanks = ArtistRanks()

    init(storage: CatalogStorage) {
        self.storage = storage
    }

    /// An index of `results` (for tests and small in-memory catalogs).
    public init(_ results: [SearchResult]) {
        var part = IndexPart(runs: RunStore(spill: nil))
        for result in results { part.add(result) }
        part.finish()
        let assembly = IndexAssembly(parts: [part])
        let output = IndexOutput(inMemory: assembly.layout)
        _ = assembly.write(to: output, sourceSize: 0, sourceModified: 0) { 0 }
        storage = output.takeStorage()!
    }

    public var count: Int { storage.items.count }

    /// Whether the index can still be read: false when the file it is
    /// mapped from shrank under it (see `CatalogStorage.isIntact`).
    public var isIntact: Bool { storage.isIntact }

    /// Whether the mapped index file's bytes match their checksum (see
    /// `CatalogStorage.verifyChecksum`); an index in memory always does.
    public func verifyChecksum() -> Bool { storage.verifyChecksum() }

    /// Marks the index damaged, so the next use builds it again, and
    /// removes its file at `path` (if it is still this one).
    public func discard(cachePath path: String) { storage.discard(path: path) }

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
            details: record.facts & ItemRecord.detailsBit != 0
                ? ItemRecord.details(fromFacts: record.facts)
                : storage.string(record.details).map { StoreResponseEncoder.decodeDetails($0, kind: kind) }
                    ?? ItemDetails()
        )
    }

    /// Every item, in name order.
    public var items: [SearchResult] { (0..<count).map(item(at:)) }

    /// Items in `category` where every word of `query` starts a word of the
    /// item's name, artist, album or genre, that `filter` admits; at most
    /// `limit`, in `order` (as `Array.sorted(by:query:)` orders them).
    /// The filter applies before the limit: "free only" still gives up to
    /// `limit` items. Name order reads the matches from the start and stops
    /// at `limit`; the other orders look at every match, keeping the best
    /// `limit` by a key taken from the record (price, release day), the
    /// artist's string or the name's words (relevance), and make a
    /// `SearchResult` only of those. `shouldStop` is asked between words and
    /// every 64k matches, so a superseded search ends early.
    public func search(
        _ query: String,
        in category: Category,
        order: StoreSearchCore.SortOrder = .name,
        filter: ResultFilter = ResultFilter(),
        limit: Int = 200,
        shouldStop: () -> Bool = { false }
    ) -> [SearchResult] {
        guard limit > 0, let ranges = wordRanges(of: query) else { return [] }
        var admission = Admission(storage: storage, category: category, filter: filter)
        if order == .name, ranges.dropFirst().allSatisfy({ $0.count <= TokenCursors.most }) {
            // The rarest word's tokens' postings merged in name order, each
            // item asked of the other words' cursors, read only as far as
            // `limit` admitted items: a single letter at 10M items, or
            // "pink floyd", costs what its first 200 matches cost.
            if ranges.count > 1, shouldStop() { return [] }
            var results: [SearchResult] = []
            var merge = PostingMerge(storage: storage, tokens: ranges[0])
            var others = ranges.dropFirst().map { TokenCursors(storage: storage, tokens: $0) }
            var read = 0
            candidates: while let position = merge.next(), position < count {
                read += 1
                if read & 0xFFFF == 0, shouldStop() { return [] }
                for index in others.indices where !others[index].holds(UInt32(position)) { continue candidates }
                guard admission.admits(storage.items[position]) else { continue }
                results.append(item(at: position))
                if results.count == limit { break }
            }
            return results
        }
        guard let matches = matches(of: ranges, shouldStop: shouldStop) else { return [] }
        if order == .name {
            var results: [SearchResult] = []
            matches.forEachMember { position in
                guard position < count else { return false }
                guard admission.admits(storage.items[position]) else { return true }
                results.append(item(at: position))
                return results.count < limit
            }
            return results
        }
        var best = BestKeys(limit: limit)
        let items = storage.items
        var stopped = false
        /// Calls `visit` with each admitted match and its position.
        func scan(_ visit: (ItemRecord, UInt32) -> Void) {
            matches.forEachMember { position in
                guard position < items.count else { return false }
                if position & 0xFFFF == 0, shouldStop() {
                    stopped = true
                    return false
                }
                let record = items[position]
                if admission.admits(record) { visit(record, UInt32(position)) }
                return true
            }
        }
        func keep(by key: (ItemRecord) -> UInt64) {
            scan { record, position in best.insert(key(record), position: position) }
        }
        switch order {
        case .name:
            break
        case .price:
            keep { SortKeys.price($0.price == ItemRecord.noPrice ? nil : $0.price) }
        case .released:
            keep { SortKeys.released(dayNumber: $0.dayNumber) }
        case .artist:
            let ranks = artistRanks.ranks { rankArtists() }
            keep { ranks[$0.artist] ?? .max }
        case .relevance:
            var ranking = RelevanceQuery(query)
            // Artists, albums and genres repeat: each string's words once.
            var known: [UInt32: RelevanceQuery.Matches] = [:]
            func matches(_ id: UInt32) -> RelevanceQuery.Matches {
                if id == 0 { return RelevanceQuery.Matches() }
                if let found = known[id] { return found }
                let found = ranking.matches(in: storage.string(id))
                known[id] = found
                return found
            }
            func rank(_ record: ItemRecord) -> UInt64 {
                let name = ranking.matches(in: storage.string(record.name))
                var artistOrAlbum = matches(record.artist)
                let album = matches(record.album)
                artistOrAlbum.whole |= album.whole
                artistOrAlbum.prefix |= album.prefix
                return UInt64(ranking.rank(name: name, artistOrAlbum: artistOrAlbum, genre: matches(record.genre)))
            }
            // Ranks 0 to 3 need every word whole somewhere: once the worst
            // kept is 4 or better, items without that are passed over
            // without reading their strings.
            let whole = wholeWordMatches(of: ranking.words)
            scan { record, position in
                if best.isFull {
                    if best.worstKey == 0 { return }
                    if best.worstKey <= 4, let whole, !whole.contains(Int(position)) { return }
                }
                best.insert(rank(record), position: position)
            }
        }
        if stopped { return [] }
        return best.positionsInOrder().map { item(at: Int($0)) }
    }

    /// Every artist string id ranked by `SortKeys.artist` (equal keys
    /// share a rank); ids without an artist are left out (they sort last).
    private func rankArtists() -> [UInt32: UInt64] {
        var ids = Set<UInt32>()
        for record in storage.items where record.artist != 0 { ids.insert(record.artist) }
        let keyed = ids.compactMap { id in SortKeys.artist(storage.string(id)).map { (id: id, key: $0) } }
            .sorted { SortKeys.precedes($0.key, $1.key) }
        var ranks: [UInt32: UInt64] = [:]
        ranks.reserveCapacity(keyed.count)
        var rank: UInt64 = 0
        for (offset, entry) in keyed.enumerated() {
            if offset > 0, entry.key != keyed[offset - 1].key { rank += 1 }
            ranks[entry.id] = rank
        }
        return ranks
    }

    /// The items holding every query word as a whole word (somewhere), or
    /// nil when they cannot be told from the tokens (more than 64 words).
    private func wholeWordMatches(of words: [[UInt8]]) -> Bitset? {
        guard words.count <= 64 else { return nil }
        var matches: Bitset?
        for word in words {
            let range = tokenRange(forPrefix: word)
            var next = Bitset(count: count)
            // The word itself, if it is a token, is the first of the tokens it begins.
            if !range.isEmpty, storage.token(range.lowerBound).elementsEqual(word) {
                for item in storage.postings(ofTokens: range.lowerBound..<range.lowerBound + 1)
                where matches?.contains(Int(item)) ?? true {
                    next.insert(Int(item))
                }
            }
            matches = next
        }
        return matches
    }

    /// The ranges of sorted tokens each word of `query` begins, the rarest
    /// first (its items bound everything after); nil when there are no
    /// words or a word no token begins.
    private func wordRanges(of query: String) -> [Range<Int>]? {
        let words = WordTokenizer.words(query)
        guard !words.isEmpty else { return nil }
        let ranges = words.map(tokenRange(forPrefix:)).sorted { postingCount($0) < postingCount($1) }
        guard let first = ranges.first, postingCount(first) > 0 else { return nil }
        return ranges
    }

    /// The items that hold a token of every range (the rarest first); nil
    /// on `shouldStop`. When the rarest word's items are few next to the
    /// catalog, they are kept as a sorted list and each further word only
    /// has to say which of them it holds (`intersect`): no bitset the size
    /// of the catalog to clear and read. Otherwise the postings mark one.
    private func matches(of ranges: [Range<Int>], shouldStop: () -> Bool) -> Matches? {
        if postingCount(ranges[0]) <= count / 64 {
            var candidates: [UInt32] = []
            var merge = PostingMerge(storage: storage, tokens: ranges[0])
            while let position = merge.next() { candidates.append(UInt32(position)) }
            for range in ranges.dropFirst() where !candidates.isEmpty {
                if shouldStop() { return nil }
                candidates = intersect(candidates, range)
            }
            return .sorted(candidates)
        }
        var matches = Bitset(count: count)
        for item in storage.postings(ofTokens: ranges[0]) { matches.insert(Int(item)) }
        for range in ranges.dropFirst() {
            if shouldStop() { return nil }
            var next = Bitset(count: count)
            for item in storage.postings(ofTokens: range) where matches.contains(Int(item)) {
                next.insert(Int(item))
            }
            matches = next
        }
        return .bitset(matches)
    }

    /// The `candidates` (ascending positions) that hold a token of `range`.
    /// Each token's postings are either searched for the candidates (a few
    /// candidates, long postings: a binary search each) or read alongside
    /// them, whichever reads less; when even that is more than reading
    /// every posting once, the candidates go into a bitset instead.
    private func intersect(_ candidates: [UInt32], _ range: Range<Int>) -> [UInt32] {
        func searchCost(_ postings: Int) -> Int {
            min(postings + candidates.count, candidates.count * (Int.bitWidth - postings.leadingZeroBitCount))
        }
        let searching = range.reduce(0) { $0 + searchCost(postingCount($1..<$1 + 1)) }
        var kept = [Bool](repeating: false, count: candidates.count)
        if searching <= postingCount(range) + count / 64 {
            for token in range {
                let postings = storage.postings(ofTokens: token..<token + 1)
                if postings.count + candidates.count <= searchCost(postings.count) {
                    // Side by side.
                    var next = 0
                    for (index, candidate) in candidates.enumerated() {
                        while next < postings.count, postings[next] < candidate { next += 1 }
                        if next < postings.count, postings[next] == candidate { kept[index] = true }
                    }
                } else {
                    // A binary search for each candidate, from where the last one ended.
                    var low = 0
                    for (index, candidate) in candidates.enumerated() {
                        var high = postings.count
                        while low < high {
                            let middle = (low + high) / 2
                            if postings[middle] < candidate { low = middle + 1 } else { high = middle }
                        }
                        if low < postings.count, postings[low] == candidate { kept[index] = true }
                    }
                }
            }
        } else {
            var marked = Bitset(count: count)
            for candidate in candidates { marked.insert(Int(candidate)) }
            var held = Bitset(count: count)
            for item in storage.postings(ofTokens: range) where marked.contains(Int(item)) { held.insert(Int(item)) }
            for (index, candidate) in candidates.enumerated() { kept[index] = held.contains(Int(candidate)) }
        }
        return zip(candidates, kept).compactMap { $1 ? $0 : nil }
    }

    private func postingCount(_ range: Range<Int>) -> Int {
        Int(storage.postingStarts[range.upperBound] - storage.postingStarts[range.lowerBound])
    }

    /// The sorted tokens that begin with `prefix` (the first is `prefix`
    /// itself when it is a token).
    func tokenRange(forPrefix prefix: [UInt8]) -> Range<Int> {
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

/// A value made once, on first demand, and shared by the copies of an index.
private final class ArtistRanks: @unchecked Sendable {
    private let lock = NSLock()
    private var made: [UInt32: UInt64]?

    func ranks(_ make: () -> [UInt32: UInt64]) -> [UInt32: UInt64] {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let ranks = make()
        made = ranks
        return ranks
    }
}

/// Whether an item's record passes the category and a `ResultFilter`,
/// without making its `SearchResult`: prices are in the record, explicitness
/// in its `facts`; each kind string is asked about once.
private struct Admission {
    let storage: CatalogStorage
    let category: Category
    let filter: ResultFilter
    private let checksKind: Bool
    private var kinds: [UInt32: Bool] = [:]

    init(storage: CatalogStorage, category: Category, filter: ResultFilter) {
        self.storage = storage
        self.category = category
        self.filter = filter
        checksKind = category != .all || !filter.kinds.isEmpty
    }

    mutating func admits(_ record: ItemRecord) -> Bool {
        if filter.freeOnly, record.price != 0 { return false }
        if let range = filter.priceRange, record.price == ItemRecord.noPrice || !range.contains(record.price) {
            return false
        }
        if filter.hidesExplicit, record.isExplicit { return false }
        guard checksKind else { return true }
        if let known = kinds[record.kind] { return known }
        let kind = ItemKind(storeValue: storage.string(record.kind) ?? "")
        let admitted =
            category.includes(kind) && (filter.kinds.isEmpty || filter.kinds.contains { $0.matches(kind) })
        kinds[record.kind] = admitted
        return admitted
    }
}

/// The `limit` smallest (key, position) pairs seen, as a max-heap: the
/// worst kept is on top, and a candidate no better than it costs one
/// comparison. Positions only grow while scanning, so a tie with the top
/// (a later item in name order) is never better.
private struct BestKeys {
    private var heap: [(key: UInt64, position: UInt32)] = []
    let limit: Int

    init(limit: Int) {
        self.limit = limit
        heap.reserveCapacity(min(limit, 4096))
    }

    var isFull: Bool { heap.count >= limit }
    /// The worst key kept (meaningful once full).
    var worstKey: UInt64 { heap.first?.key ?? .max }

    @inline(__always) private static func worse(
        _ lhs: (key: UInt64, position: UInt32), _ rhs: (key: UInt64, position: UInt32)
    ) -> Bool {
        lhs.key != rhs.key ? lhs.key > rhs.key : lhs.position > rhs.position
    }

    @inline(__always) mutating func insert(_ key: UInt64, position: UInt32) {
        if heap.count < limit {
            heap.append((key, position))
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard Self.worse(heap[child], heap[parent]) else { break }
                heap.swapAt(child, parent)
                child = parent
            }
            return
        }
        guard key < heap[0].key else { return }
        heap[0] = (key, position)
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { break }
            let right = left + 1
            let child = right < heap.count && Self.worse(heap[right], heap[left]) ? right : left
            guard Self.worse(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            parent = child
        }
    }

    /// The positions kept, best first.
    func positionsInOrder() -> [UInt32] {
        heap.sorted { lhs, rhs in
            if lhs.key != rhs.key { return lhs.key < rhs.key }
            return lhs.position < rhs.position
        }.map(\.position)
    }
}

/// The items a search matches: a sorted list when they are few, else a bitset.
private enum Matches {
    case sorted([UInt32])
    case bitset(Bitset)

    /// Calls `body` with each member in ascending order until it returns false.
    func forEachMember(_ body: (Int) -> Bool) {
        switch self {
        case .sorted(let positions):
            for position in positions where !body(Int(position)) { return }
        case .bitset(let bitset):
            bitset.forEachMember(body)
        }
    }
}

/// Whether an item holds any of a few tokens, asked of ascending items:
/// one cursor in each token's postings, moved on by galloping (steps that
/// double, then a binary search), so a long posting list is skipped over,
/// not read.
struct TokenCursors {
    /// The most tokens a word may begin for its items to be asked this way
    /// (a word that begins more, a single letter, takes a bitset).
    static let most = 32
    private let postings: UnsafeBufferPointer<UInt32>
    private var cursors: [(next: Int, end: Int)] = []

    init(storage: CatalogStorage, tokens: Range<Int>) {
        postings = storage.postings
        for token in tokens {
            let (start, end) = (Int(storage.postingStarts[token]), Int(storage.postingStarts[token + 1]))
            if start < end, end <= postings.count { cursors.append((start, end)) }
        }
    }

    /// Whether one of the tokens is `item`'s; `item` is never below the last one asked.
    mutating func holds(_ item: UInt32) -> Bool {
        for index in cursors.indices {
            var (low, end) = cursors[index]
            if low < end, postings[low] < item {
                // postings[low] < item: find the first at or past it.
                var step = 1
                while low + step < end, postings[low + step] < item { step <<= 1 }
                var high = min(low + step, end)
                low += step / 2 + 1
                while low < high {
                    let middle = (low + high) / 2
                    if postings[middle] < item { low = middle + 1 } else { high = middle }
                }
                cursors[index].next = low
            }
            if low < end, postings[low] == item { return true }
        }
        return false
    }
}

/// The items holding any of a range of tokens, in ascending order, each
/// once: the tokens' postings (each ascending) merged through a min-heap
/// of cursors, so the first matches cost only themselves.
struct PostingMerge {
    private let postings: UnsafeBufferPointer<UInt32>
    /// Each token's next posting, and where its postings continue and end.
    private var heap: [(next: UInt32, cursor: UInt32, end: UInt32)] = []
    private var last: UInt32?

    init(storage: CatalogStorage, tokens: Range<Int>) {
        postings = storage.postings
        heap.reserveCapacity(tokens.count)
        for token in tokens {
            let start = storage.postingStarts[token]
            let end = storage.postingStarts[token + 1]
            // (A damaged index's starts past the postings make no cursor.)
            if start < end, Int(end) <= postings.count { heap.append((postings[Int(start)], start + 1, end)) }
        }
        for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
    }

    /// The next item position; nil after the last.
    mutating func next() -> Int? {
        while let top = heap.first {
            if top.cursor < top.end {
                heap[0] = (postings[Int(top.cursor)], top.cursor + 1, top.end)
            } else {
                heap[0] = heap[heap.count - 1]
                heap.removeLast()
            }
            if !heap.isEmpty { siftDown(0) }
            // Several of the tokens can be one item's (love, lovely): once.
            if top.next != last {
                last = top.next
                return Int(top.next)
            }
        }
        return nil
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            let right = left + 1
            let child = right < heap.count && heap[right].next < heap[left].next ? right : left
            guard heap[child].next < heap[parent].next else { return }
            heap.swapAt(child, parent)
            parent = child
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

    /// Calls `body` with each member in ascending order until it returns false.
    func forEachMember(_ body: (Int) -> Bool) {
        for index in words.indices {
            var word = words[index]
            while word != 0 {
                guard body(index << 6 | word.trailingZeroBitCount) else { return }
                word &= word - 1
            }
        }
    }
}
