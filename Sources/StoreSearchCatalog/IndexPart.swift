import Foundation
import StoreSearchFormats
import StoreSearchItems
import StoreSearchText

/// How much the index builder holds at once (tests make them small).
struct BuildLimits: Sendable {
    /// The bytes of entries a part holds before it sorts them as a run.
    var chunkBytes = 8 << 20
    /// The most postings a group holds (`PostingPlacer`): one group is
    /// placed during the merge, two at once after it.
    var groupPostings = 12 << 20

    static let standard = BuildLimits()
}

/// One reader's share of an index being built: its items as entries (a
/// chunk at a time, each sorted and kept as a run), the words they hold,
/// and the strings many of them share. The parts of a catalog read at once
/// are merged into one index by `IndexAssembly`.
///
/// Artists and genres repeat across thousands of items, so each distinct
/// one is split into words once; names and albums are split per item.
struct IndexPart {
    /// The items' words, by local id, and how many items hold each.
    var tokens = ByteTable(expected: 8192)
    public let words = ItemWords()
    var postingCounts: [UInt32] { words.postingCounts }
    /// Strings that many items share: artists, and the few genres, kinds
    /// and currencies (a small table of their own, always in the caches).
    /// Each string's slot keeps its words' token ids (`SplitWords`).
    private(set) var artists = ByteTable(expected: 4096, layout: .wide)
    private(set) var labels = ByteTable(expected: 256, layout: .wide)
    /// The token ids of the artists and labels of three words or more.
    private var stringTokens: [UInt32] = []
    private(set) var itemCount = 0
    /// The items' own strings (names, albums, …): how many, and their bytes.
    private(set) var ownStrings = 0
    private(set) var ownBytes = 0
    let runs: RunStore
    private var chunk: EntryChunk
    var folder = Folder()
    let text = ItemText()
    /// Reused for an item whose name `text` does not fold: its sort key,
    /// and where its name's words lie in it.
    var key: [UInt8] = []
    var nameWords: [Range<Int>] = []
    /// The label ids of the kinds met, which a catalog has few of.
    private var kindIds: [(kind: ItemKind, id: UInt32)] = []
    private var usdId: UInt32 = 0
    /// The reader's stopwatch: its laps say how long it parsed, tokenized,
    /// sorted and spilled (`IndexPhases`).
    var clock = PhaseClock()

    init(runs: RunStore, chunkBytes: Int = BuildLimits.standard.chunkBytes) {
        self.runs = runs
        chunk = EntryChunk(budget: chunkBytes)
        key.reserveCapacity(256)
    }

    /// Adds a plain item read from `bytes` (`CatalogFileReader`): the same
    /// as adding `item.searchResult(in: bytes)`, without making it.
    mutating func add(_ item: PlainItem, in bytes: UnsafeBufferPointer<UInt8>) {
        func text(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[range]) }
        let name = text(item.name)
        let artist = item.artist.map(text)
        let album = item.album.map(text)
        let genre = item.genre.map(text)
        let artistEntry = artist.map { artists.entry(for: $0) }
        let kind = kindId(item.kind)
        let genreEntry = genre.map { labels.entry(for: $0) }
        var head = EntryHead(
            id: Int64(item.id), price: item.price ?? ItemRecord.noPrice, facts: 0, kind: kind, currency: 0,
            artist: artistEntry.map { $0.id + 1 } ?? 0, genre: genreEntry.map { $0.id + 1 } ?? 0)
        // The genre's words now: a currency added below could grow the
        // labels' table and move the genre's slot. (An item's words may
        // come in any order: each is a posting of its own.)
        if let genre, let genreEntry { addSplitWords(of: genre, at: genreEntry, isArtist: false) }
        if item.price != nil {
            // Nearly every price is in dollars: known without a lookup.
            let code = item.currency.map(text)
            if let code, !Self.isUSD(code) {
                head.currency = Self.id(code, in: &labels)
            } else {
                if usdId == 0 { usdId = labels.id(for: "USD") + 1 }
                head.currency = usdId
            }
        }
        var details: String?
        if item.hasDetails {
            if let facts = ItemRecord.factsAlone(releaseDate: item.releaseDate, isExplicit: item.isExplicit) {
                head.facts = facts
            } else {
                (head.facts, details) = Self.kept(item.details(), of: item.kind)
            }
        }
        chunk.begin(head, key: sortKey(name: name, artist: artist))
        var strings: UInt8 = 0
        addOwn(name)
        if let album {
            addOwn(album)
            strings |= OwnString.album.bit
        }
        if let details {
            addOwn(details)
            strings |= OwnString.details.bit
        }
        // A name's words and an album's are looked up each time: albums
        // are mostly different in a big catalog (artists and genres
        // repeat: split once).
        addWords(of: album)
        if let artist, let artistEntry { addSplitWords(of: artist, at: artistEntry, isArtist: true) }
        end(strings: strings)
    }

    /// Adds a result the full reader made (a record that is not plain, a
    /// catalog in memory).
    mutating func add(_ result: SearchResult) {
        let kind = Self.id(result.kind.storeValue, in: &labels)
        let currency = Self.id(result.price?.currency, in: &labels)
        // No label is added after the genre (its slot stays put).
        let artistEntry = Self.entry(result.artistName, in: &artists)
        let genreEntry = Self.entry(result.genre, in: &labels)
        var head = EntryHead(
            id: Int64(result.id), price: result.price?.tenThousandths ?? ItemRecord.noPrice, facts: 0, kind: kind,
            currency: currency, artist: artistEntry.map { $0.id + 1 } ?? 0, genre: genreEntry.map { $0.id + 1 } ?? 0)
        let details: String?
        (head.facts, details) = Self.kept(result.details, of: result.kind)
        key.removeAll(keepingCapacity: true)
        OrderKey.append(name: result.name, artist: result.artistName, to: &key, folder: &folder)
        key.withUnsafeBufferPointer { chunk.begin(head, key: $0) }
        addOwn(result.name)
        var strings: UInt8 = 0
        for (which, text) in [
            (OwnString.album, result.collectionName), (.url, result.storeURL), (.artwork60, result.artworkURL60),
            (.artwork100, result.artworkURL100), (.details, details),
        ] {
            guard let text else { continue }
            addOwn(text)
            strings |= which.bit
        }
        for text in [result.name, result.collectionName] {
            guard var text else { continue }
            text.withUTF8 { addWords(of: $0) }
        }
        for (text, entry, isArtist) in [(result.artistName, artistEntry, true), (result.genre, genreEntry, false)] {
            guard var text, let entry else { continue }
            text.withUTF8 { addSplitWords(of: $0, at: entry, isArtist: isArtist) }
        }
        end(strings: strings)
    }

    /// Sorts the items not yet in a run and keeps them as one.
    mutating func finish() {
        guard chunk.count > 0 else { return }
        let count = chunk.count
        clock.lap(.tokenize)
        let sorted = chunk.takeSorted()
        clock.lap(.sort)
        runs.add(sorted, count: count)
        clock.lap(.spill)
    }

    /// The facts of `details` (`ItemRecord.factsAlone`), and when they do
    /// not say all of them, the details as JSON too.
    private static func kept(_ details: ItemDetails, of kind: ItemKind) -> (facts: UInt32, json: String?) {
        if let facts = ItemRecord.factsAlone(of: details) { return (facts, nil) }
        return (ItemRecord.facts(of: details), StoreResponseEncoder.encodeDetails(details, kind: kind))
    }

    private mutating func addOwn(_ text: UnsafeBufferPointer<UInt8>) {
        chunk.add(text)
        ownStrings += 1
        ownBytes += text.count
    }

    private mutating func addOwn(_ text: String) {
        var text = text
        text.withUTF8 { addOwn($0) }
    }

    private mutating func end(strings: UInt8) {
        chunk.end(tokens: words.tokens, strings: strings)
        words.next()
        itemCount += 1
        if chunk.isFull { finish() }
    }

    private static func isUSD(_ code: UnsafeBufferPointer<UInt8>) -> Bool {
        code.count == 3 && code[0] == UInt8(ascii: "U") && code[1] == UInt8(ascii: "S") && code[2] == UInt8(ascii: "D")
    }

    /// The id of `text` in `table`, plus one (0: none).
    private static func id(_ text: UnsafeBufferPointer<UInt8>?, in table: inout ByteTable) -> UInt32 {
        guard let text else { return 0 }
        return table.id(for: text) + 1
    }

    private static func id(_ text: String?, in table: inout ByteTable) -> UInt32 {
        guard let text else { return 0 }
        return table.id(for: text) + 1
    }

    private static func entry(_ text: String?, in table: inout ByteTable) -> ByteTable.Entry? {
        guard var text else { return nil }
        return text.withUTF8 { table.entry(for: $0) }
    }

    private mutating func kindId(_ kind: ItemKind) -> UInt32 {
        for known in kindIds where known.kind == kind { return known.id }
        let id = Self.id(kind.storeValue, in: &labels)
        kindIds.append((kind, id))
        return id
    }

    /// Adds the words of an artist or a label, at `entry` in its table, to
    /// the item's tokens: the string split once for all items that share
    /// it, its token ids kept in its slot.
    @inline(__always) private mutating func addSplitWords(
        of text: UnsafeBufferPointer<UInt8>, at entry: ByteTable.Entry, isArtist: Bool
    ) {
        var split = SplitWords(isArtist ? artists.value(of: entry) : labels.value(of: entry))
        if split.isEmpty {
            split = splitWords(of: text)
            if isArtist { artists.setValue(split.packed, of: entry) } else { labels.setValue(split.packed, of: entry) }
        }
        if let run = split.run {
            stringTokens.withUnsafeBufferPointer { tokens in
                for token in tokens[run] { words.add(token) }
            }
        } else {
            split.forEachInline { words.add($0) }
        }
    }

    /// The token ids of `text`'s words, up to two of them kept inline.
    @inline(never) private mutating func splitWords(of text: UnsafeBufferPointer<UInt8>) -> SplitWords {
        let first = stringTokens.count
        folder.forEachWord(in: text) { stringTokens.append(tokens.id(for: $0)) }
        if let inline = SplitWords(inline: stringTokens[first...]) {
            stringTokens.removeSubrange(first...)
            return inline
        }
        return SplitWords(run: first..<stringTokens.count)
    }

    /// Gives up its tables (`IndexAssembly` merges them into its own),
    /// and its buffers: the part is read.
    mutating func takeTables() -> (tokens: ByteTable, artists: ByteTable, labels: ByteTable) {
        defer {
            tokens = ByteTable(expected: 0)
            artists = ByteTable(expected: 0)
            labels = ByteTable(expected: 0)
            stringTokens = []
            kindIds = []
            chunk = EntryChunk(budget: 0)
            folder = Folder()
        }
        // Read by id from now on: the artists' and labels' slots are not needed.
        artists.dropSlots()
        labels.dropSlots()
        return (tokens, artists, labels)
    }
}

/// The distinct tokens of the item being added, and how many items hold
/// each token: a token is taken once an item however often the item says
/// it. Each token's count carries the number of the last item that took
/// it, so telling whether this item has a token already is one look at a
/// table the reader's tokens share, however many words the item has.
///
/// Its memory is its own (a class, touched by its reader's thread alone):
/// adding a token, several times an item, checks neither an array's
/// uniqueness nor exclusive access.
final class ItemWords {
    /// The item's tokens so far, `count` of them.
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<UInt32>
    @exclusivity(unchecked) private var capacity = 64
    @exclusivity(unchecked) private var count = 0
    /// By token id, for ids below `known`: the number of the last item
    /// that took the token (high half), and how many items did (low half).
    @exclusivity(unchecked) private var marks: UnsafeMutablePointer<UInt64>
    @exclusivity(unchecked) private var marksCapacity = 8192
    @exclusivity(unchecked) private var known = 0
    /// The item being added, numbered from 1.
    @exclusivity(unchecked) private var item: UInt64 = 1

    init() {
        storage = .allocate(capacity: capacity)
        marks = .allocate(capacity: marksCapacity)
    }

    deinit {
        storage.deallocate()
        marks.deallocate()
    }

    var tokens: UnsafeBufferPointer<UInt32> { UnsafeBufferPointer(start: storage, count: count) }

    /// By token id.
    var postingCounts: [UInt32] {
        (0..<known).map { UInt32(truncatingIfNeeded: marks[$0]) }
    }

    @inline(__always) func add(_ token: UInt32) {
        let slot = Int(token)
        if slot >= known { grow(toHold: slot) }
        let mark = marks[slot]
        if mark >> 32 == item { return }
        marks[slot] = item << 32 | (mark & 0xFFFF_FFFF) &+ 1
        if count == capacity {
            let bigger = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 * capacity)
            bigger.update(from: storage, count: count)
            storage.deallocate()
            storage = bigger
            capacity *= 2
        }
        storage[count] = token
        count &+= 1
    }

    /// Marks from 0 for ids up to `slot`.
    private func grow(toHold slot: Int) {
        if slot >= marksCapacity {
            let capacity = max(2 * marksCapacity, slot + 1)
            let bigger = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity)
            bigger.update(from: marks, count: known)
            marks.deallocate()
            marks = bigger
            marksCapacity = capacity
        }
        (marks + known).initialize(repeating: 0, count: slot + 1 - known)
        known = slot + 1
    }

    /// Done with this item: the next one's tokens begin.
    func next() {
        count = 0
        item &+= 1
    }
}

/// The token ids of an artist's or a label's words in one word, kept in
/// its table's slot: 0 until split, then up to two ids inline (most
/// artists), or a run of `IndexPart.stringTokens`.
struct SplitWords {
    private(set) var packed: UInt64

    private static let split: UInt64 = 1 << 63
    private static let isRun: UInt64 = 1 << 62
    /// Inline: the count in bits 60–61, the ids in 30 bits each.
    private static let idBits: UInt64 = 30

    init(_ packed: UInt64) { self.packed = packed }

    init(run: Range<Int>) {
        packed = Self.split | Self.isRun | UInt64(run.lowerBound) << 24 | UInt64(run.count)
    }

    /// Up to two ids, each below 2³⁰; nil for more (a run).
    init?(inline ids: ArraySlice<UInt32>) {
        guard ids.count <= 2, ids.allSatisfy({ UInt64($0) >> Self.idBits == 0 }) else { return nil }
        packed = Self.split | UInt64(ids.count) << 60
        for (index, id) in ids.enumerated() { packed |= UInt64(id) << (Self.idBits * UInt64(index)) }
    }

    var isEmpty: Bool { packed == 0 }

    /// Where the ids lie in `IndexPart.stringTokens`; nil when inline.
    var run: Range<Int>? {
        guard packed & Self.isRun != 0 else { return nil }
        let start = Int(truncatingIfNeeded: (packed & ~(Self.split | Self.isRun)) >> 24)
        return start..<(start + Int(truncatingIfNeeded: packed & 0xFF_FFFF))
    }

    @inline(__always) func forEachInline(_ body: (UInt32) -> Void) {
        let count = Int(truncatingIfNeeded: (packed >> 60) & 3)
        let mask: UInt64 = (1 << Self.idBits) - 1
        if count > 0 { body(UInt32(truncatingIfNeeded: packed & mask)) }
        if count > 1 { body(UInt32(truncatingIfNeeded: (packed >> Self.idBits) & mask)) }
    }
}
