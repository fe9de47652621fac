import Foundation
import StoreSearchFormats
import StoreSearchItems
import Synchronization

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
    let artistRanks = ArtistRanks()
    /// The artists by their keys, made at the first search by relevance
    /// that reads many items, and kept (see `searchByRelevance`).
    let artistNames = ArtistNames()
    /// The items of the words so common that reading their postings costs
    /// more than a search (`a`, `the`), kept for the searches after.
    let commonWords = CommonWords()

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
    /// `besideSearches`: on the calling thread alone (see `CatalogStorage`).
    public func verifyChecksum(besideSearches: Bool = false) -> Bool {
        storage.verifyChecksum(besideSearches: besideSearches)
    }

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
        order: StoreSearchItems.SortOrder = .name,
        filter: ResultFilter = ResultFilter(),
        limit: Int = 200,
        shouldStop: () -> Bool = { false }
    ) -> [SearchResult] {
        let words = SearchWords.bounded(WordTokenizer.words(query))
        guard limit > 0, let ranges = wordRanges(of: words) else { return [] }
        var admission = Admission(storage: storage, category: category, filter: filter)
        if order == .relevance {
            return searchByRelevance(
                query, words: words, ranges: ranges, admission: &admission, limit: limit, shouldStop: shouldStop)
                ?? []
        }
        if order == .name, ranges.dropFirst().allSatisfy({ $0.count <= TokenCursors.most }) {
            // The rarest word's tokens' postings merged in name order, each
            // item asked of the other words' cursors, read only as far as
            // `limit` admitted items: a single letter at 10M items, or
            // "pink floyd", costs what its first 200 matches cost.
            if ranges.count > 1, shouldStop() { return [] }
            var results: [SearchResult] = []
            var merge = PostingMerge(storage: storage, tokens: ranges[0])
            var others = WordCursors(index: self, words: ranges.dropFirst())
            var read = 0
            while let position = merge.next(), position < count {
                read += 1
                if read & 0xFFFF == 0, shouldStop() { return [] }
                guard others.allHold(UInt32(position)) else { continue }
                guard admission.admits(storage.items[position]) else { continue }
                results.append(item(at: position))
                if results.count == limit { break }
            }
            return results
        }
        guard let matches = matches(of: ranges, words: words, shouldStop: shouldStop) else { return [] }
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
        let keys = OrderKeys(order: order, storage: storage) { artistRanks.ranks { rankArtists() } }
        scan { record, position in best.insert(keys.key(of: record, at: position), position: position) }
        if stopped { return [] }
        return best.positionsInOrder().map { item(at: Int($0)) }
    }

    /// Every artist string id ranked by `SortKeys.artist` (equal keys
    /// share a rank); ids without an artist are left out (they sort last).
    func rankArtists() -> [UInt32: UInt64] {
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

    /// The ranges of sorted tokens each word of `query` begins, the rarest
    /// first (its items bound everything after); nil when there are no
    /// words or a word no token begins.
    private func wordRanges(of words: [[UInt8]]) -> [Range<Int>]? {
        guard !words.isEmpty else { return nil }
        let ranges = words.map(tokenRange(forPrefix:)).sorted { postingCount($0) < postingCount($1) }
        guard let first = ranges.first, postingCount(first) > 0 else { return nil }
        return ranges
    }

    /// The items that hold a token of every range (the rarest first), the
    /// ranges of `words` (the query's, `SearchWords.bounded`); nil on
    /// `shouldStop`. When the rarest word's items are few next to the
    /// catalog, they are kept as a sorted list and each further word only
    /// has to say which of them it holds (`intersect`): no bitset the size
    /// of the catalog to clear and read. When they are so few that asking
    /// each one's own text for every word costs less than the next word's
    /// postings would (`gnome` before `s`, `a`, `the`), the text is asked
    /// (`FieldMatches.matchesEveryWord`, which splits and folds as the index
    /// does). Otherwise the postings mark a bitset.
    func matches(of ranges: [Range<Int>], words: [[UInt8]], shouldStop: () -> Bool) -> Matches? {
        if postingCount(ranges[0]) <= count / 64 {
            var candidates: [UInt32] = []
            var merge = PostingMerge(storage: storage, tokens: ranges[0])
            while let position = merge.next() { candidates.append(UInt32(position)) }
            for range in ranges.dropFirst() where !candidates.isEmpty {
                if shouldStop() { return nil }
                if let kept = commonWords.kept(range) {
                    candidates.removeAll { !kept.contains(Int($0)) }
                    continue
                }
                let searching = searchCost(candidates.count, range)
                if asksText(of: candidates.count, over: range, searching: searching) {
                    var fields = FieldMatches(words: words, storage: storage)
                    let items = storage.items
                    candidates.removeAll { position in
                        Int(position) >= items.count || !fields.matchesEveryWord(items[Int(position)])
                    }
                    break
                }
                candidates = intersect(candidates, range, searching: searching)
            }
            return .sorted(candidates)
        }
        var matches = commonWords.items(of: ranges[0], in: self) ?? itemSet(of: ranges[0])
        for range in ranges.dropFirst() {
            if shouldStop() { return nil }
            if let common = commonWords.items(of: range, in: self) {
                // Words that met in no item: the words after them cost nothing.
                guard matches.formIntersection(common) else { return .sorted([]) }
                continue
            }
            var next = Bitset(count: count)
            var any = false
            for item in storage.postings(ofTokens: range) where matches.contains(Int(item)) {
                next.insert(Int(item))
                any = true
            }
            // Words that met in no item: the words after them cost nothing.
            guard any else { return .sorted([]) }
            matches = next
        }
        return .bitset(matches)
    }

    /// The `candidates` (ascending positions) that hold a token of `range`,
    /// whose items are not kept (`CommonWords`); `searching` is what
    /// `searchCost` says finding them in its postings costs. Each token's
    /// postings are either searched for the candidates (a few candidates,
    /// long postings: a binary search each) or read alongside them,
    /// whichever reads less; when even that is more than reading every
    /// posting once, the candidates are asked of the word's set (a common
    /// word's, made now: the caller found none kept) or go into a bitset.
    private func intersect(_ candidates: [UInt32], _ range: Range<Int>, searching: Int) -> [UInt32] {
        let readsLess = searching <= postingCount(range) + count / 64
        if !readsLess, let common = commonWords.itemsMadeNow(of: range, in: self) {
            return candidates.filter { common.contains(Int($0)) }
        }
        var kept = [Bool](repeating: false, count: candidates.count)
        if readsLess {
            for token in range {
                let postings = storage.postings(ofTokens: token..<token + 1)
                if postings.count + candidates.count <= searchCost(candidates.count, postings: postings.count) {
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

    /// Whether asking `candidates` items' text for the query's words costs
    /// less than `intersect` with `range` would (`searching`: its `searchCost`).
    private func asksText(of candidates: Int, over range: Range<Int>, searching: Int) -> Bool {
        let asking = candidates * Self.textAskingCost
        return asking < postingCount(range) + count / 64 && asking < searching
    }

    /// The items holding a token of `tokens`.
    func itemSet(of tokens: Range<Int>) -> Bitset {
        var items = Bitset(count: count)
        for item in storage.postings(ofTokens: tokens) { items.insert(Int(item)) }
        return items
    }

    /// What searching `candidates` in each token's postings of `range` costs.
    private func searchCost(_ candidates: Int, _ range: Range<Int>) -> Int {
        range.reduce(0) { $0 + searchCost(candidates, postings: postingCount($1..<$1 + 1)) }
    }

    /// Reading the postings alongside the candidates, or a binary search for each.
    private func searchCost(_ candidates: Int, postings: Int) -> Int {
        min(postings + candidates, candidates * (Int.bitWidth - postings.leadingZeroBitCount))
    }

    /// What asking an item's text for the query's words costs, in postings
    /// read (a few hundred nanoseconds, against about one a posting).
    static let textAskingCost = 1_000

    func postingCount(_ range: Range<Int>) -> Int {
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

/// The items holding a common word (a range of tokens whose postings are
/// at least `CatalogIndex.count / CommonWords.share`: `a`, `s`, `the`),
/// as a bitset made the first time a search needs it and kept for the next
/// ones: a search then asks its few candidates of it rather than reading
/// the word's hundreds of thousands of postings again. A forgiving search
/// asks the same common words once for each correction it tries, and
/// typing `the a` searches `the` at every key. The sets used last are
/// kept (an eighth of a byte an item each, `kept(count:)` of them), the
/// least recently used dropped.
final class CommonWords: Sendable {
    /// A word is common when its postings are at least the items over this.
    static let share = 128
    /// How many bytes the kept sets may take together (an eighth of a byte
    /// an item each: 128 sets at a million items, 12 at ten million)...
    static let keptBytes = 16_000_000
    /// ...and how many are kept however large the catalog.
    static let keptAtLeast = 8

    /// How many words' sets are kept for a catalog of `count` items.
    static func kept(count: Int) -> Int {
        max(keptAtLeast, keptBytes / max(8, (count + 63) / 64 * 8))
    }
    /// What asking an item of a word's postings by galloping costs, in
    /// postings read: once searches have asked more items than a word's
    /// postings over this, the word's set is made (`items(of:in:asking:)`).
    static let gallopCost = 4
    /// How many words' asked items are counted (the counts are forgotten
    /// together when more are asked).
    static let counted = 64
    private let sets = Mutex<[(tokens: Range<Int>, items: Bitset)]>([])
    /// How many times searches have galloped through the postings of each
    /// common word's tokens since its set was last made.
    private let asked = Mutex<[Range<Int>: Int]>([:])

    /// Whether `tokens` are a common word's.
    private func isCommon(_ tokens: Range<Int>, in index: CatalogIndex) -> Bool {
        index.count > 0 && index.postingCount(tokens) >= max(1, index.count / Self.share)
    }

    /// The items holding a token of `tokens`, when they are kept.
    func kept(_ tokens: Range<Int>) -> Bitset? {
        sets.withLock { sets -> Bitset? in
            guard let found = sets.firstIndex(where: { $0.tokens == tokens }) else { return nil }
            let entry = sets.remove(at: found)
            sets.append(entry)
            return entry.items
        }
    }

    /// The items holding a token of `tokens` when they are a common word's
    /// and galloping through their postings for `reading` items, on top of
    /// what searches before galloped for (`count`), would cost more than
    /// reading them once; nil otherwise. One search alone may ask too few
    /// for the set to pay, but a forgiving search asks its unchanged words
    /// once for each correction it tries, and typing asks them at every
    /// key: the set is made once they have asked enough.
    func items(of tokens: Range<Int>, in index: CatalogIndex, asking reading: Int) -> Bitset? {
        guard isCommon(tokens, in: index) else { return nil }
        if let kept = kept(tokens) { return kept }
        let postings = index.postingCount(tokens)
        let due = asked.withLock { asked in
            guard postings <= (asked[tokens, default: 0] + reading) * Self.gallopCost else { return false }
            asked[tokens] = nil
            return true
        }
        return due ? made(tokens, in: index) : nil
    }

    /// Counts `galloped` times a search galloped through the postings of
    /// `tokens` (a range of several tokens gallops through each for an item).
    func count(_ galloped: Int, of tokens: Range<Int>, in index: CatalogIndex) {
        guard galloped > 0, isCommon(tokens, in: index) else { return }
        asked.withLock { asked in
            if asked[tokens] == nil, asked.count >= Self.counted { asked.removeAll() }
            asked[tokens, default: 0] += galloped
        }
    }

    /// The items holding a token of `tokens` when they are a common
    /// word's, made now if none kept; nil for a word that is not common.
    func items(of tokens: Range<Int>, in index: CatalogIndex) -> Bitset? {
        guard isCommon(tokens, in: index) else { return nil }
        return kept(tokens) ?? made(tokens, in: index)
    }

    /// The same, for a caller that has just found none kept: made now
    /// without looking again.
    func itemsMadeNow(of tokens: Range<Int>, in index: CatalogIndex) -> Bitset? {
        guard isCommon(tokens, in: index) else { return nil }
        return made(tokens, in: index)
    }

    /// A common word's items, read from its postings now and kept.
    private func made(_ tokens: Range<Int>, in index: CatalogIndex) -> Bitset {
        let items = index.itemSet(of: tokens)
        sets.withLock { sets in
            guard !sets.contains(where: { $0.tokens == tokens }) else { return }
            if sets.count >= Self.kept(count: index.count) { sets.removeFirst() }
            sets.append((tokens, items))
        }
        return items
    }
}
