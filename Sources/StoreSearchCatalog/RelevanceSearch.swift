import Foundation
import StoreSearchItems
import StoreSearchText
import Synchronization

/// The catalog's artists by their sort key (`OrderKey`, no artist): which
/// artist strings are a query, asked by a search in relevance order. Made
/// once, on first demand, and shared by the copies of an index: the
/// strings that repeat (artists, then genres, kinds and currencies) follow
/// the items' own in the index (`IndexAssembly`), so they are read in one
/// pass over their bytes, with no item read.
final class ArtistNames: Sendable {
    /// Each repeating string's key hash (its high 32 bits) above its id,
    /// sorted; made under the lock, so a second search waits for the first
    /// one's making rather than making it again.
    private let table = Mutex<[UInt64]?>(nil)

    var isMade: Bool { table.withLock { $0 != nil } }

    /// The repeating string ids whose key is `key` (an artist's, when an
    /// item's artist is one of them).
    func ids(keyed key: [UInt8], storage: CatalogStorage) -> [UInt32] {
        let table = made(storage)
        let high = FNV1a.hash(key) & 0xFFFF_FFFF_0000_0000
        var low = 0
        var upper = table.count
        while low < upper {
            let middle = (low + upper) / 2
            if table[middle] < high { low = middle + 1 } else { upper = middle }
        }
        var found: [UInt32] = []
        var folder = Folder()
        var own: [UInt8] = []
        while low < table.count, table[low] & 0xFFFF_FFFF_0000_0000 == high {
            let id = UInt32(truncatingIfNeeded: table[low])
            own.removeAll(keepingCapacity: true)
            OrderKeys.appendNameKey(of: storage.stringBytes(id), to: &own, folder: &folder)
            if own == key { found.append(id) }
            low += 1
        }
        return found
    }

    private func made(_ storage: CatalogStorage) -> [UInt64] {
        table.withLock { kept in
            if let kept { return kept }
            let table = Self.make(storage)
            kept = table
            return table
        }
    }

    private static func make(_ storage: CatalogStorage) -> [UInt64] {
        var table: [UInt64] = []
        var folder = Folder()
        var key: [UInt8] = []
        let strings = storage.stringOffsets.count - 1
        // The last item's own strings are the last own ones.
        let first = storage.items.last.map { Int($0.name) + 1 + $0.strings.nonzeroBitCount } ?? strings
        table.reserveCapacity(max(0, strings - first))
        for id in first..<max(first, strings) {
            let bytes = storage.stringBytes(UInt32(id))
            let hash: UInt64
            if let plain = Self.plainHash(bytes) {
                hash = plain
            } else {
                key.removeAll(keepingCapacity: true)
                OrderKey.append(name: bytes, artist: nil, to: &key, folder: &folder)
                hash = FNV1a.hash(key)
            }
            table.append(hash & 0xFFFF_FFFF_0000_0000 | UInt64(id))
        }
        return sortedByHash(table)
    }

    /// `table` in ascending order, as `sort()` leaves it, by its hashes
    /// alone: two stable counting passes of 16 bits each over the high
    /// half, as the ids below them were appended in ascending order. A
    /// comparison sort of a million strings' entries took most of the 30 ms
    /// the first search that asked for the table waited.
    private static func sortedByHash(_ table: [UInt64]) -> [UInt64] {
        var from = table
        var to = [UInt64](repeating: 0, count: table.count)
        var starts = [Int](repeating: 0, count: 1 << 16)
        for shift: UInt64 in [32, 48] {
            from.withUnsafeBufferPointer { from in
                to.withUnsafeMutableBufferPointer { to in
                    starts.withUnsafeMutableBufferPointer { starts in
                        starts.update(repeating: 0)
                        for value in from { starts[Int(truncatingIfNeeded: value >> shift & 0xFFFF)] += 1 }
                        var start = 0
                        for digit in starts.indices {
                            let count = starts[digit]
                            starts[digit] = start
                            start += count
                        }
                        for value in from {
                            let digit = Int(truncatingIfNeeded: value >> shift & 0xFFFF)
                            to[starts[digit]] = value
                            starts[digit] += 1
                        }
                    }
                }
            }
            swap(&from, &to)
        }
        return from
    }

    /// The hash of the key of ASCII text without digits (its bytes lowered
    /// and the name's end, as `OrderKeys.appendNameKey` writes it), made as
    /// it is read; nil for other text.
    private static func plainHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            if byte >= 0x80 || byte &- 0x30 < 10 { return nil }
            hash ^= UInt64(byte &- 0x41 < 26 ? byte | 0x20 : byte)
            hash = hash &* 0x100_0000_01b3
        }
        // The name's end (a 0 byte).
        return hash &* 0x100_0000_01b3
    }
}

extension CatalogStorage {
    /// The bytes of string `id` (none for id 0 or an id out of range).
    func stringBytes(_ id: UInt32) -> UnsafeBufferPointer<UInt8> {
        guard id != 0, Int(id) < stringOffsets.count - 1 else { return UnsafeBufferPointer(start: nil, count: 0) }
        let start = Int(stringOffsets[Int(id)])
        let end = Int(stringOffsets[Int(id) + 1])
        guard start <= end, end <= strings.count else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(rebasing: strings[start..<end])
    }
}

extension CatalogIndex {
    /// Makes what a search by relevance of a common word needs first (the
    /// artists by their keys), so that search does not wait for it.
    public func prepareRanking() {
        _ = artistNames.ids(keyed: [], storage: storage)
    }

    /// A search in relevance order (`RelevanceQuery`'s ranks, then name
    /// order), at most `limit` admitted items, as
    /// `Array.sorted(by: .relevance, query:)` would put every match, without
    /// looking at every match:
    ///
    /// 1. The items whose name is the query lie together in name order: a
    ///    binary search finds them (rank 0).
    /// 2. The items holding every word whole (each word's own token) are
    ///    read in name order from those tokens' postings; the first ranks
    ///    found fill the answer, and once it is full of ranks no later item
    ///    can beat (a tie goes to the earlier name), the reading stops.
    ///    Only an artist that is the query (rank 1) can still come later:
    ///    when the catalog has one (`ArtistNames`), items are asked for
    ///    their artist alone.
    /// 3. When those are fewer than `limit`, the items where the words only
    ///    begin words (ranks 6 to 10) are read the same way, in name order.
    func searchByRelevance(
        _ query: String, words: [[UInt8]], ranges: [Range<Int>], admission: inout Admission, limit: Int,
        shouldStop: () -> Bool
    ) -> [SearchResult]? {
        var fields = FieldMatches(query: query, storage: storage)
        var best = BestKeys(limit: limit)
        let items = storage.items
        // 1. The name is the query (and the item a match: a number's zeros
        // aside, "Agent 007" is the key of `agent 7`, whose 7 begins no word).
        let block = itemRange(withNameKey: fields.ranking.nameKey)
        for position in block where admission.admits(items[position]) && fields.matchesEveryWord(items[position]) {
            best.insert(0, position: UInt32(position))
            if best.isFull { break }
        }
        if best.isFull { return best.positionsInOrder().map { item(at: Int($0)) } }
        // 2. Every word whole: each word's own token, the rarest driving.
        let tokens = words.map { word -> Int? in
            let range = tokenRange(forPrefix: word)
            return !range.isEmpty && storage.token(range.lowerBound).elementsEqual(word) ? range.lowerBound : nil
        }
        let everyWordIsAWord = tokens.allSatisfy { $0 != nil }
        if everyWordIsAWord {
            let whole = tokens.map { $0! }.sorted { postingCount($0..<$0 + 1) < postingCount($1..<$1 + 1) }
            let driving = storage.postings(ofTokens: whole[0]..<whole[0] + 1)
            var others = WordCursors(
                index: self, words: whole.dropFirst().map { $0..<$0 + 1 }, reading: driving.count)
            // An artist that is the query: asked of the catalog's artists
            // when the items to read are many, else of each item's artist.
            let artists: Set<UInt32>? =
                driving.count > ArtistNames.askedFrom || artistNames.isMade
                ? Set(artistNames.ids(keyed: fields.ranking.nameKey, storage: storage)) : nil
            // The best rank an item read later can have.
            let floor = artists?.isEmpty == true ? 2 : 1
            var read = 0
            for position in driving {
                let position = Int(position)
                guard position < items.count else { break }
                read += 1
                if read & 0xFFFF == 0, shouldStop() { return nil }
                if best.isFull, best.worstKey <= UInt64(floor) { break }
                if block.contains(position) { continue }
                guard others.allHold(UInt32(position)) else { continue }
                let record = items[position]
                let artistIsQuery = artists?.contains(record.artist) ?? fields.isQuery(artist: record.artist)
                // A later item must do better than the worst kept.
                let below = best.isFull ? Int(best.worstKey) : RelevanceQuery.noMatch
                if below <= 2, !artistIsQuery { continue }
                guard admission.admits(record) else { continue }
                guard let rank = artistIsQuery ? 1 : fields.rank(of: record, below: below) else { continue }
                best.insert(UInt64(rank), position: UInt32(position))
            }
        }
        if best.isFull { return best.positionsInOrder().map { item(at: Int($0)) } }
        // 3. Words only begun: the items that hold every word whole were
        // step 2's, and pass over themselves here.
        var wholeWords = WordCursors(index: self, words: everyWordIsAWord ? tokens.map { $0!..<$0! + 1 } : [])
        var stopped = false
        let bestBegun = UInt64(fields.ranking.bestBegunRank)
        forEachMatch(of: ranges, words: words, shouldStop: shouldStop, stopped: &stopped) { position in
            if best.isFull, best.worstKey <= bestBegun { return false }
            if block.contains(position) { return true }
            if everyWordIsAWord, wholeWords.allHold(UInt32(position)) { return true }
            let record = items[position]
            guard admission.admits(record) else { return true }
            let below = best.isFull ? Int(best.worstKey) : RelevanceQuery.noMatch
            if let rank = fields.rank(of: record, below: below, whole: false) {
                best.insert(UInt64(rank), position: UInt32(position))
            }
            return true
        }
        if stopped { return nil }
        return best.positionsInOrder().map { item(at: Int($0)) }
    }

    /// The items whose name's sort key (its name part) is `key`: together
    /// in name order.
    func itemRange(withNameKey key: [UInt8]) -> Range<Int> {
        let items = storage.items
        var folder = Folder()
        var own: [UInt8] = []
        func nameKey(_ position: Int) -> [UInt8] {
            own.removeAll(keepingCapacity: true)
            OrderKeys.appendNameKey(of: storage.stringBytes(items[position].name), to: &own, folder: &folder)
            return own
        }
        func precedes(_ position: Int) -> Bool {
            let own = nameKey(position)
            return own.withUnsafeBufferPointer { own in key.withUnsafeBufferPointer { OrderKey.precedes(own, $0) } }
        }
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if precedes(middle) { low = middle + 1 } else { high = middle }
        }
        // Mostly no name is the query: nothing to look for past it.
        guard low < items.count, nameKey(low) == key else { return low..<low }
        // The end, the first item whose key sorts after `key`: steps that
        // double past the few items named so, then a binary search.
        var end = low + 1
        var step = 1
        while end - 1 + step < items.count, nameKey(end - 1 + step) == key {
            end += step
            step <<= 1
        }
        high = min(end - 1 + step, items.count)
        while end < high {
            let middle = (end + high) / 2
            if nameKey(middle) == key { end = middle + 1 } else { high = middle }
        }
        return low..<end
    }

    /// Calls `visit` with each item every range holds a token of, in name
    /// order, until it returns false: the rarest range's postings merged,
    /// the others asked by cursors (or, with a range of many tokens, the
    /// matches found first).
    func forEachMatch(
        of ranges: [Range<Int>], words: [[UInt8]], shouldStop: () -> Bool, stopped: inout Bool,
        _ visit: (Int) -> Bool
    ) {
        let count = storage.items.count
        if ranges.dropFirst().allSatisfy({ $0.count <= TokenCursors.most }) {
            var merge = PostingMerge(storage: storage, tokens: ranges[0])
            let reading = postingCount(ranges[0])
            var others = WordCursors(index: self, words: ranges.dropFirst(), reading: reading)
            var read = 0
            while let position = merge.next(), position < count {
                read += 1
                if read & 0xFFFF == 0, shouldStop() {
                    stopped = true
                    return
                }
                guard others.allHold(UInt32(position)) else { continue }
                guard visit(position) else { return }
            }
            return
        }
        guard let matches = matches(of: ranges, words: words, shouldStop: shouldStop) else {
            stopped = true
            return
        }
        matches.forEachMember { position in position < count && visit(position) }
    }
}

extension ArtistNames {
    /// Below this many items to read, each item's artist is asked itself
    /// (the catalog's artists are not gathered for a few).
    static let askedFrom = 4_096
}

/// An item's fields matched against a query, the artist, album and genre
/// strings once each (they repeat), for `RelevanceQuery`'s ranks; each
/// field read only when the rank still depends on it.
struct FieldMatches {
    var ranking: RelevanceQuery
    private let storage: CatalogStorage
    private let all: UInt64
    private var known: [UInt32: RelevanceQuery.Matches] = [:]
    private var artistIsQuery: [UInt32: Bool] = [:]
    private var folder = Folder()
    private var key: [UInt8] = []

    init(query: String, storage: CatalogStorage) {
        self.init(ranking: RelevanceQuery(query), storage: storage)
    }

    /// Matches of the index's own words of a query (`SearchWords.bounded`):
    /// `matchesEveryWord` is then whether an item is one of the query's
    /// matches, asked of its text rather than of the postings.
    init(words: [[UInt8]], storage: CatalogStorage) {
        self.init(ranking: RelevanceQuery(words: words), storage: storage)
    }

    private init(ranking: RelevanceQuery, storage: CatalogStorage) {
        self.ranking = ranking
        all = ranking.allWords
        self.storage = storage
    }

    /// Whether artist string `id` is the query (`RelevanceQuery.isQuery`).
    mutating func isQuery(artist id: UInt32) -> Bool {
        if id == 0 { return false }
        if let known = artistIsQuery[id] { return known }
        key.removeAll(keepingCapacity: true)
        OrderKeys.appendNameKey(of: storage.stringBytes(id), to: &key, folder: &folder)
        let found = key == ranking.nameKey
        artistIsQuery[id] = found
        return found
    }

    /// Whether every query word begins a word of the item's fields (it
    /// has a rank): each field read only while a word is still missing.
    mutating func matchesEveryWord(_ record: ItemRecord) -> Bool {
        var prefix = ranking.matches(inUTF8: storage.stringBytes(record.name)).prefix
        if prefix & all != all { prefix |= matches(record.artist).prefix }
        if prefix & all != all { prefix |= matches(record.album).prefix }
        if prefix & all != all { prefix |= matches(record.genre).prefix }
        return prefix & all == all
    }

    /// The rank of an item whose name and artist are not the query, when
    /// it is below `below` (nil otherwise): the name read first, the other
    /// fields only while the rank still depends on them. Without `whole`,
    /// the item is known not to hold every word whole (ranks 6 to 10 only).
    mutating func rank(of record: ItemRecord, below: Int, whole wholeRanks: Bool = true) -> Int? {
        let name = ranking.matches(inUTF8: storage.stringBytes(record.name))
        var whole = name.whole
        var prefix = name.prefix
        var artist: RelevanceQuery.Matches?
        var album: RelevanceQuery.Matches?
        if wholeRanks {
            // Whole words: ranks 2 to 5, one more field each.
            if whole & all == all { return 2 < below ? 2 : nil }
            if below > 3 {
                artist = matches(record.artist)
                whole |= artist!.whole
                if whole & all == all { return 3 }
            }
            if below > 4 {
                album = matches(record.album)
                whole |= album!.whole
                if whole & all == all { return 4 }
            }
            if below > 5 {
                whole |= matches(record.genre).whole
                if whole & all == all { return 5 }
            }
        }
        // Words begun: ranks 6 to 10.
        guard below > 6 else { return nil }
        if prefix & all == all {
            let rank = ranking.nameBegunRank(name)
            return rank < below ? rank : nil
        }
        guard below > 8 else { return nil }
        prefix |= (artist ?? matches(record.artist)).prefix
        if prefix & all == all { return 8 }
        guard below > 9 else { return nil }
        prefix |= (album ?? matches(record.album)).prefix
        if prefix & all == all { return 9 }
        guard below > 10 else { return nil }
        prefix |= matches(record.genre).prefix
        return prefix & all == all ? 10 : nil
    }

    private mutating func matches(_ id: UInt32) -> RelevanceQuery.Matches {
        if id == 0 { return RelevanceQuery.Matches() }
        if let found = known[id] { return found }
        let found = ranking.matches(inUTF8: storage.stringBytes(id))
        known[id] = found
        return found
    }
}

extension OrderKeys {
    /// `OrderKey.append(name:artist: nil, …)` of UTF-8 `bytes`, with ASCII
    /// text that has no digits (most names and artists) lowered as it is
    /// copied: its key is that and the end of the name.
    static func appendNameKey(of bytes: UnsafeBufferPointer<UInt8>, to key: inout [UInt8], folder: inout Folder) {
        var plain = true
        for byte in bytes where byte >= 0x80 || byte &- 0x30 < 10 {
            plain = false
            break
        }
        guard plain else {
            OrderKey.append(name: bytes, artist: nil, to: &key, folder: &folder)
            return
        }
        let start = key.count
        key.append(contentsOf: bytes)
        key.append(0)
        key.withUnsafeMutableBufferPointer { key in
            for index in start..<key.count - 1 where key[index] &- 0x41 < 26 { key[index] |= 0x20 }
        }
    }
}
