import Foundation
import StoreSearchCore

/// Builds a `CatalogStorage` from results: interns their strings, takes
/// their words, sorts them by name, and makes the sorted token dictionary
/// with each token's items.
///
/// Artists, albums and genres repeat across thousands of items, so each
/// distinct one is split into words once; only names are split per item.
struct CatalogBuilder {
    private var records: [ItemRecord] = []
    private var orderKeys: [UInt8] = []
    private var orderKeyStarts: [UInt32] = [0]
    /// Each item's distinct token ids, one run per item.
    private var itemTokens: [UInt32] = []
    private var itemTokenStarts: [UInt32] = [0]
    private var interner = StringInterner()
    private var tokens = TokenTable()
    /// The token ids of each repeating string (artist, album, genre), by
    /// string id: a run of `stringTokens`, or nil until first split.
    private var tokensOfString: [UInt64] = []
    private var stringTokens: [UInt32] = []
    private var folder = Folder()
    /// Item indexes in name order made by `sortItems()`, one run for each
    /// part appended; empty when they do not cover every item.
    private var sortedRuns: [[UInt32]] = []
    /// Plain items' facts by date and explicitness, made once for all items alike.
    private var plainDetails = PlainDetailsCache()
    /// The string ids of kinds and currencies, which a catalog has few of.
    private var kindIds: [ItemKind: UInt32] = [:]
    private var usdId: UInt32 = 0

    init() {}

    /// Room for about `items` items, so a large catalog's arrays grow once
    /// instead of being copied (and their fresh pages zeroed) again and again.
    mutating func reserveCapacity(_ items: Int) {
        records.reserveCapacity(items)
        orderKeys.reserveCapacity(items * 40)
        orderKeyStarts.reserveCapacity(items + 1)
        itemTokens.reserveCapacity(items * 10)
        itemTokenStarts.reserveCapacity(items + 1)
        interner.reserveCapacity(bytes: items * 48)
    }

    mutating func add(_ result: SearchResult) {
        var record = ItemRecord(
            id: Int64(result.id), price: ItemRecord.noPrice,
            name: interner.unique(result.name), artist: interner.id(result.artistName),
            album: interner.id(result.collectionName), genre: interner.id(result.genre),
            url: interner.unique(result.storeURL), artwork60: interner.unique(result.artworkURL60),
            artwork100: interner.unique(result.artworkURL100), kind: interner.id(result.kind.storeValue),
            currency: interner.id(result.price?.currency)
        )
        if let price = result.price { record.price = price.tenThousandths }
        keep(result.details, of: result.kind, in: &record)
        records.append(record)
        OrderKey.append(name: result.name, artist: result.artistName, to: &orderKeys, folder: &folder)
        orderKeyStarts.append(UInt32(orderKeys.count))

        let start = itemTokens.count
        var name = result.name
        name.makeContiguousUTF8()
        name.utf8.withContiguousStorageIfAvailable { addWords(of: $0, from: start) }
        for (id, text) in [
            (record.artist, result.artistName), (record.album, result.collectionName),
            (record.genre, result.genre),
        ] {
            guard var text else { continue }
            text.makeContiguousUTF8()
            text.utf8.withContiguousStorageIfAvailable { addTokens(of: id, $0, from: start) }
        }
        itemTokenStarts.append(UInt32(itemTokens.count))
    }

    /// Adds a plain item read from `bytes` (`CatalogFileReader`): the same
    /// as adding `item.searchResult(in: bytes)`, without making it.
    mutating func add(_ item: PlainItem, in bytes: UnsafeBufferPointer<UInt8>) {
        func text(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[range]) }
        let name = text(item.name)
        let artist = item.artist.map(text)
        let album = item.album.map(text)
        let genre = item.genre.map(text)
        let kind = kindId(item.kind)
        var record = ItemRecord(
            id: Int64(item.id), price: item.price ?? ItemRecord.noPrice,
            name: interner.unique(name), artist: interner.id(artist), album: album.map { interner.unique($0) } ?? 0,
            genre: interner.id(genre), url: 0, artwork60: 0, artwork100: 0, kind: kind, currency: 0)
        if item.price != nil {
            if let currency = item.currency {
                record.currency = interner.id(text(currency))
            } else {
                if usdId == 0 { usdId = interner.id("USD") }
                record.currency = usdId
            }
        }
        if item.hasDetails {
            // Dates repeat across items: each date and explicitness read once.
            let key = PlainDetailsCache.key(date: item.releaseDate, isExplicit: item.isExplicit)
            if let known = plainDetails[key] {
                record.facts = known
            } else {
                keep(item.details(), of: item.kind, in: &record)
                if record.details == 0 { plainDetails[key] = record.facts }
            }
        }
        records.append(record)
        OrderKey.append(name: name, artist: artist, to: &orderKeys, folder: &folder)
        orderKeyStarts.append(UInt32(orderKeys.count))

        let start = itemTokens.count
        // A name's words and an album's are looked up each time: albums
        // are mostly different in a big catalog, and a table of them would
        // cost a cache miss an item (artists and genres repeat: split once).
        // (Called once per field, not over an array: no allocation an item.)
        addWords(of: name, from: start)
        addWords(of: album, from: start)
        addTokens(of: record.artist, artist, from: start)
        addTokens(of: record.genre, genre, from: start)
        itemTokenStarts.append(UInt32(itemTokens.count))
    }

    /// Puts `details` in `record`: in its facts alone when they say all of
    /// them (`ItemRecord.factsAlone`), else in its facts and as JSON.
    private mutating func keep(_ details: ItemDetails, of kind: ItemKind, in record: inout ItemRecord) {
        if let facts = ItemRecord.factsAlone(of: details) {
            record.facts = facts
            return
        }
        record.facts = ItemRecord.facts(of: details)
        // Nearly every item's details differ: stored without a lookup.
        record.details = interner.unique(StoreResponseEncoder.encodeDetails(details, kind: kind))
    }

    private mutating func kindId(_ kind: ItemKind) -> UInt32 {
        if let known = kindIds[kind] { return known }
        let id = interner.id(kind.storeValue)
        kindIds[kind] = id
        return id
    }

    /// Adds the words of a repeating string of an item (an artist, a genre;
    /// its string id and bytes) to its tokens from `start` on, the string
    /// split once for all the items that share it.
    private mutating func addTokens(of id: UInt32, _ text: UnsafeBufferPointer<UInt8>?, from start: Int) {
        guard let text else { return }
        let slot = Int(id)
        if slot >= tokensOfString.count {
            tokensOfString.append(contentsOf: repeatElement(0, count: slot - tokensOfString.count + 1024))
        }
        if tokensOfString[slot] == 0 {
            let first = stringTokens.count
            folder.forEachWord(in: text) { stringTokens.append(tokens.id(for: $0)) }
            tokensOfString[slot] = Self.packedRun(first..<stringTokens.count)
        }
        for token in stringTokens[Self.unpackedRun(tokensOfString[slot])] where !itemTokens[start...].contains(token) {
            itemTokens.append(token)
        }
    }

    /// Adds the words of `text` to an item's tokens from `start` on, each
    /// looked up now (a name, an album: text that rarely repeats).
    private mutating func addWords(of text: UnsafeBufferPointer<UInt8>?, from start: Int) {
        guard let text else { return }
        folder.forEachWord(in: text) { word in
            let token = tokens.id(for: word)
            if !itemTokens[start...].contains(token) { itemTokens.append(token) }
        }
    }

    /// A run of `stringTokens` in one word (0 stays "not split yet").
    private static func packedRun(_ run: Range<Int>) -> UInt64 {
        1 << 63 | UInt64(run.lowerBound) << 24 | UInt64(run.count)
    }

    private static func unpackedRun(_ packed: UInt64) -> Range<Int> {
        let start = Int((packed & ~(1 << 63)) >> 24)
        return start..<(start + Int(packed & 0xFF_FFFF))
    }

    /// How many items it holds.
    var count: Int { records.count }

    /// Sorts the items added so far by name: a half does it on its own
    /// thread once read, and `build` then merges two sorted runs instead
    /// of sorting every item on one core.
    mutating func sortItems() {
        sortedRuns = [sortedOrder()]
    }

    /// Adds every item of `other` after this builder's own, as if they had
    /// been added here (`CatalogIndex.build`'s second half): their strings
    /// come along with their ids moved past these, except the repeating
    /// ones (artist, album, genre, kind, currency), which are looked up
    /// here so that one text keeps one id; their tokens are looked up here.
    mutating func append(_ other: consuming CatalogBuilder) {
        let base = UInt32(records.count)
        if sortedRuns.count == 1, sortedRuns[0].count == records.count, other.sortedRuns.count == 1,
            other.sortedRuns[0].count == other.records.count
        {
            sortedRuns.append(other.sortedRuns[0].map { $0 + base })
        } else {
            sortedRuns = []
        }
        other.sortedRuns = []
        // Each of other's arrays goes as soon as it is copied, the largest
        // (its strings, its records) one after the other: the merge holds
        // at most one of them twice.
        let shift = UInt32(interner.count)
        interner.append(contentsOf: other.interner)
        // Other's repeating string ids → this builder's (0: none), looked
        // up once its strings are here and before they go.
        var repeating = [UInt32](repeating: 0, count: other.interner.count + 1)
        func lookUp(_ id: UInt32) {
            guard id != 0, repeating[Int(id)] == 0 else { return }
            repeating[Int(id)] = other.interner.withBytes(of: id) { interner.id($0) }
        }
        for record in other.records {
            lookUp(record.artist)
            lookUp(record.genre)
            lookUp(record.kind)
            lookUp(record.currency)
        }
        other.interner = StringInterner()
        other.tokensOfString = []
        other.stringTokens = []
        let keyBase = orderKeys.count
        orderKeys.append(contentsOf: other.orderKeys)
        other.orderKeys = []
        orderKeyStarts.append(contentsOf: other.orderKeyStarts.dropFirst().lazy.map { $0 + UInt32(keyBase) })
        other.orderKeyStarts = []
        var tokenIds = [UInt32](repeating: 0, count: other.tokens.count)
        for token in tokenIds.indices {
            tokenIds[token] = other.tokens.withBytes(of: UInt32(token)) { tokens.id(for: $0) }
        }
        other.tokens = TokenTable()
        let tokenBase = itemTokens.count
        itemTokens.append(contentsOf: other.itemTokens.lazy.map { tokenIds[Int($0)] })
        other.itemTokens = []
        itemTokenStarts.append(contentsOf: other.itemTokenStarts.dropFirst().lazy.map { $0 + UInt32(tokenBase) })
        other.itemTokenStarts = []
        func moved(_ id: UInt32) -> UInt32 { id == 0 ? 0 : id + shift }
        records.reserveCapacity(records.count + other.records.count)
        for var record in other.records {
            record.name = moved(record.name)
            record.url = moved(record.url)
            record.artwork60 = moved(record.artwork60)
            record.artwork100 = moved(record.artwork100)
            record.details = moved(record.details)
            // Albums are kept as they come, not looked up (see `add`).
            record.album = moved(record.album)
            record.artist = repeating[Int(record.artist)]
            record.genre = repeating[Int(record.genre)]
            record.kind = repeating[Int(record.kind)]
            record.currency = repeating[Int(record.currency)]
            records.append(record)
        }
        other.records = []
    }

    /// The finished index; `sourceSize` and `sourceModified` say which file it describes.
    ///
    /// Consumed as it goes: what each step no longer needs is let go before
    /// the next one takes its memory (the order keys once the items are
    /// sorted, each item's tokens once the postings are made), and the items
    /// are never copied into name order: the image gathers them as it writes.
    consuming func build(sourceSize: UInt64 = 0, sourceModified: Int64 = 0, contentHash: UInt64 = 0) -> CatalogImage {
        tokensOfString = []
        stringTokens = []
        // The two sorts are independent: tokens on another core while items sort here.
        nonisolated(unsafe) var tokenOrder: [UInt32] = []
        let tokens = self.tokens
        let tokensSorted = DispatchSemaphore(value: 0)
        Thread {
            tokenOrder = tokens.sortedOrder()
            tokensSorted.signal()
        }.start()
        let runs = sortedRuns
        sortedRuns = []
        let order =
            switch runs.count {
            case 1 where runs[0].count == records.count: runs[0]
            case 2 where runs[0].count + runs[1].count == records.count: merged(runs[0], runs[1])
            default: sortedOrder()
            }
        orderKeys = []
        orderKeyStarts = []
        tokensSorted.wait()
        let (tokenBlob, tokenOffsets, postingStarts, postings) = invertedIndex(order: order, tokenOrder: tokenOrder)
        itemTokens = []
        itemTokenStarts = []
        return CatalogImage(
            records: records, order: order, stringOffsets: interner.offsets,
            stringBlob: interner.blob, tokenOffsets: tokenOffsets, tokenBlob: tokenBlob,
            postingStarts: postingStarts, postings: postings,
            sourceSize: sourceSize, sourceModified: sourceModified, contentHash: contentHash)
    }

    /// Calls `body` with a function giving each item's order key.
    private func withOrderKeys<T>(_ body: ((UInt32) -> UnsafeBufferPointer<UInt8>) -> T) -> T {
        orderKeys.withUnsafeBufferPointer { keys in
            body { index in
                UnsafeBufferPointer(
                    rebasing: keys[Int(orderKeyStarts[Int(index)])..<Int(orderKeyStarts[Int(index) + 1])])
            }
        }
    }

    /// Whether item `lhs`, whose order key is `left`, sorts before `rhs`
    /// (key `right`): by key, ties by id.
    private func precedes(
        _ lhs: UInt32, _ left: UnsafeBufferPointer<UInt8>, _ rhs: UInt32, _ right: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let order = SortPrefix.compare(left, right)
        return order != 0 ? order < 0 : records[Int(lhs)].id < records[Int(rhs)].id
    }

    /// Two runs of item indexes, each in name order, as one: what sorting
    /// them together gives (the first run's item first on a tie).
    private func merged(_ first: [UInt32], _ second: [UInt32]) -> [UInt32] {
        withOrderKeys { key in
            var order: [UInt32] = []
            order.reserveCapacity(first.count + second.count)
            var (left, right) = (0, 0)
            while left < first.count, right < second.count {
                if precedes(second[right], key(second[right]), first[left], key(first[left])) {
                    order.append(second[right])
                    right += 1
                } else {
                    order.append(first[left])
                    left += 1
                }
            }
            order += first[left...]
            order += second[right...]
            return order
        }
    }

    /// Item positions in name order (ties: by id).
    private func sortedOrder() -> [UInt32] {
        withOrderKeys { key in
            // The first twelve bytes, big-endian, decide most comparisons at
            // once, next to the item they belong to (no lookups while sorting:
            // at ten million items the keys are far larger than the caches).
            var entries: [(prefix: UInt64, more: UInt32, item: UInt32)] = records.indices.map { index in
                let key = key(UInt32(index))
                return (SortPrefix.of(key), SortPrefix.following(key), UInt32(index))
            }
            entries.sort { lhs, rhs in
                if lhs.prefix != rhs.prefix { return lhs.prefix < rhs.prefix }
                if lhs.more != rhs.more { return lhs.more < rhs.more }
                return precedes(lhs.item, key(lhs.item), rhs.item, key(rhs.item))
            }
            return entries.map(\.item)
        }
    }

    /// The sorted tokens, and for each the ascending positions (in name
    /// order) of the items that hold it: a counting sort by token, fed in
    /// item order, keeps each token's items ascending.
    private func invertedIndex(order: [UInt32], tokenOrder: [UInt32])
        -> (tokens: [UInt8], tokenOffsets: [UInt32], postingStarts: [UInt32], postings: [UInt32])
    {
        var rank = [UInt32](repeating: 0, count: tokenOrder.count)
        for (sortedIndex, token) in tokenOrder.enumerated() { rank[Int(token)] = UInt32(sortedIndex) }
        // Each half of the positions on its own core: both count their
        // tokens, then each puts its positions after the first half's.
        let tokenCount = tokenOrder.count
        let halves = [0..<order.count / 2, order.count / 2..<order.count]
        let tallies = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: 2 * tokenCount)
        tallies.initialize(repeating: 0)
        defer { tallies.deallocate() }
        var postingStarts = [UInt32](repeating: 0, count: tokenCount + 1)
        let postings = rank.withUnsafeBufferPointer { rank in
            order.withUnsafeBufferPointer { order in
                itemTokens.withUnsafeBufferPointer { itemTokens in
                    itemTokenStarts.withUnsafeBufferPointer { starts in
                        /// Calls `body` with each token rank of each item of the
                        /// half `part`, and the item's position.
                        func forEachToken(in part: Int, _ body: (Int, Int) -> Void) {
                            for position in halves[part] {
                                let item = Int(order[position])
                                for index in Int(starts[item])..<Int(starts[item + 1]) {
                                    body(Int(rank[Int(itemTokens[index])]), position)
                                }
                            }
                        }
                        onBothCores { part in
                            let counts = tallies.baseAddress! + part * tokenCount
                            forEachToken(in: part) { slot, _ in counts[slot] += 1 }
                        }
                        for token in 0..<tokenCount {
                            let first = tallies[token]
                            postingStarts[token + 1] = postingStarts[token] + first + tallies[tokenCount + token]
                            // The tallies become each half's cursors.
                            tallies[token] = postingStarts[token]
                            tallies[tokenCount + token] = postingStarts[token] + first
                        }
                        return [UInt32](unsafeUninitializedCapacity: itemTokens.count) { postings, initialized in
                            let postings = postings
                            onBothCores { part in
                                let cursors = tallies.baseAddress! + part * tokenCount
                                forEachToken(in: part) { slot, position in
                                    postings[Int(cursors[slot])] = UInt32(position)
                                    cursors[slot] += 1
                                }
                            }
                            initialized = itemTokens.count
                        }
                    }
                }
            }
        }
        var blob: [UInt8] = []
        blob.reserveCapacity(tokens.blob.count)
        var offsets: [UInt32] = [0]
        offsets.reserveCapacity(tokenOrder.count + 1)
        for token in tokenOrder {
            tokens.withBytes(of: token) { blob.append(contentsOf: $0) }
            offsets.append(UInt32(blob.count))
        }
        return (blob, offsets, postingStarts, postings)
    }
}

/// Runs `body(0)` and `body(1)` at once, `body(1)` on a thread of its own,
/// and returns when both have: for work split in halves that touch
/// disjoint memory (each half's own counts, its own postings). Not
/// `DispatchQueue.concurrentPerform`: libdispatch's pool, once used, wakes
/// the process every second for good (see `WorkerThreads`).
func onBothCores(_ body: (Int) -> Void) {
    withoutActuallyEscaping(body) { body in
        // The thread is handed a pointer to the closure, not the closure:
        // it may hold on to what it was started with a little after it
        // signals, and the closure must not outlive this call.
        withUnsafePointer(to: body) { pointer in
            nonisolated(unsafe) let pointer = pointer
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                do { pointer.pointee(1) }
                done.signal()
            }
            thread.stackSize = 1 << 20
            thread.start()
            pointer.pointee(0)
            done.wait()
        }
    }
}

/// Byte strings compared the way `OrderKey.precedes` does, quickly: by a
/// big-endian integer of their first eight bytes, then in full.
enum SortPrefix {
    @inline(__always) static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var prefix: UInt64 = 0
        for offset in 0..<8 { prefix = prefix << 8 | UInt64(offset < bytes.count ? bytes[offset] : 0) }
        return prefix
    }

    /// Bytes 8 to 11, big-endian (zero past the end): with `of`, twelve bytes
    /// that order as the bytes themselves do.
    @inline(__always) static func following(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var more: UInt32 = 0
        for offset in 8..<12 { more = more << 8 | UInt32(offset < bytes.count ? bytes[offset] : 0) }
        return more
    }

    /// Negative, zero or positive as `lhs` sorts before, with or after `rhs`.
    @inline(__always) static func compare(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(lhs.count, rhs.count)
        if common > 0 {
            let order = memcmp(lhs.baseAddress!, rhs.baseAddress!, common)
            if order != 0 { return Int(order) }
        }
        return lhs.count - rhs.count
    }
}

/// A built index before it has a home: its sections, written straight to
/// a file (no second copy of a hundred megabytes in memory) or put
/// together in memory (small catalogs, tests, a cache that cannot be written).
struct CatalogImage {
    /// The items as they were read, and their positions in name order: the
    /// index holds `records[order[0]]`, `records[order[1]]`, … .
    var records: [ItemRecord]
    var order: [UInt32]
    var stringOffsets: [UInt32]
    var stringBlob: [UInt8]
    var tokenOffsets: [UInt32]
    var tokenBlob: [UInt8]
    var postingStarts: [UInt32]
    var postings: [UInt32]
    var sourceSize: UInt64
    var sourceModified: Int64
    var contentHash: UInt64 = 0

    private var itemsByteCount: Int { order.count * MemoryLayout<ItemRecord>.stride }

    /// Copies the items at name-order positions `positions` to `target`, in that order.
    private func gatherItems(_ positions: Range<Int>, into target: UnsafeMutableRawPointer) {
        records.withUnsafeBufferPointer { records in
            order.withUnsafeBufferPointer { order in
                let items = target.bindMemory(to: ItemRecord.self, capacity: positions.count)
                for (slot, position) in positions.enumerated() {
                    (items + slot).initialize(to: records[Int(order[position])])
                }
            }
        }
    }

    /// The sections' bytes in file order, their offsets, and the total
    /// length. The first section, the items, is gathered by its reader
    /// (`gatherItems`): its bytes here are an empty stand-in.
    private func withLayout<T>(
        _ body: (_ header: [UInt8], _ sections: [UnsafeRawBufferPointer], _ offsets: [Int], _ length: Int) throws -> T
    ) rethrows -> T {
        let itemBytes = UnsafeRawBufferPointer(start: nil, count: 0)
        return try stringOffsets.withUnsafeBytes { stringOffsetBytes in
            try stringBlob.withUnsafeBytes { stringBytes in
                try tokenOffsets.withUnsafeBytes { tokenOffsetBytes in
                    try tokenBlob.withUnsafeBytes { tokenBytes in
                        try postingStarts.withUnsafeBytes { startBytes in
                            try postings.withUnsafeBytes { postingBytes in
                                let sections = [
                                    itemBytes, stringOffsetBytes, stringBytes, tokenOffsetBytes,
                                    tokenBytes, startBytes, postingBytes,
                                ]
                                var offsets: [Int] = []
                                var length = CatalogStorage.headerSize
                                for (index, section) in sections.enumerated() {
                                    offsets.append(length)
                                    length = Self.aligned(length + (index == 0 ? itemsByteCount : section.count))
                                }
                                return try body(
                                    header(offsets: offsets, length: length), sections, offsets, length)
                            }
                        }
                    }
                }
            }
        }
    }

    private static func aligned(_ value: Int) -> Int { (value + 7) & ~7 }

    private func header(offsets: [Int], length: Int, checksum: UInt64 = 0) -> [UInt8] {
        var header = CatalogStorage.Header(
            magic: (0, 0, 0, 0, 0, 0, 0, 0), formatVersion: CatalogStorage.formatVersion,
            itemCount: UInt32(order.count), stringCount: UInt32(stringOffsets.count - 1),
            tokenCount: UInt32(tokenOffsets.count - 1), postingCount: UInt64(postings.count),
            sourceSize: sourceSize, sourceModified: sourceModified,
            sections: (
                UInt64(offsets[0]), UInt64(offsets[1]), UInt64(offsets[2]), UInt64(offsets[3]),
                UInt64(offsets[4]), UInt64(offsets[5]), UInt64(offsets[6])
            ),
            stringBlobSize: UInt64(stringBlob.count), tokenBlobSize: UInt64(tokenBlob.count),
            length: UInt64(length), contentHash: contentHash, checksum: checksum)
        withUnsafeMutableBytes(of: &header.magic) { $0.copyBytes(from: CatalogStorage.magic) }
        var bytes = withUnsafeBytes(of: header) { Array($0) }
        bytes += repeatElement(0, count: CatalogStorage.headerSize - bytes.count)
        return bytes
    }

    /// The index in memory.
    func storage() -> CatalogStorage {
        withLayout { header, sections, offsets, length in
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: length, alignment: 16)
            buffer.initializeMemory(as: UInt8.self, repeating: 0, count: length)
            header.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
            gatherItems(0..<order.count, into: buffer + offsets[0])
            for (offset, section) in zip(offsets, sections) where section.count > 0 {
                (buffer + offset).copyMemory(from: section.baseAddress!, byteCount: section.count)
            }
            return CatalogStorage(bytes: UnsafeRawPointer(buffer), length: length) { buffer.deallocate() }!
        }
    }

    /// Writes the index to `path`, atomically: to a temporary file in the
    /// same folder, written whole, its checksum put in its header, flushed
    /// to the disk (`fsync`) and only then renamed over `path`. A reader
    /// never maps half an index; a build stopped half way (a quit, SIGTERM,
    /// a full disk) leaves at most a `.partial` file no run ever maps
    /// (`removeAbandonedPartials` clears it); two processes writing at once
    /// each rename a whole index, and the last one stays.
    ///
    /// The items (gathered into name order) and the other sections are
    /// written at once, one thread each, each at its place in the file and
    /// with its own half of the checksum (`CatalogStorage.checksum`).
    func write(to path: String) throws {
        let temporary = path + ".\(getpid()).partial"
        let fd = open(temporary, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        func failed(_ code: Int32) -> POSIXError {
            close(fd)
            unlink(temporary)
            return POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
        let outcome: Int32 = withLayout { header, sections, offsets, length in
            // A zero header first: until the real one is written last, the file is no index.
            var blank = PartWriter(fd: fd, at: 0)
            guard blank.write([UInt8](repeating: 0, count: header.count), hashed: false) else { return blank.error }
            var parts = [PartWriter(fd: fd, at: header.count), PartWriter(fd: fd, at: offsets[1])]
            parts.withUnsafeMutableBufferPointer { parts in
                onBothCores { part in
                    if part == 0 {
                        // The items, gathered into name order a batch at a time.
                        _ =
                            parts[0].pad(to: offsets[0]) && writeItems(with: &parts[0])
                            && parts[0].pad(to: offsets[1])
                    } else {
                        for (offset, bytes) in zip(offsets, sections).dropFirst() {
                            guard parts[1].pad(to: offset), parts[1].write(bytes) else { return }
                        }
                        _ = parts[1].pad(to: length)
                    }
                }
            }
            guard parts[0].error == 0 else { return parts[0].error }
            guard parts[1].error == 0 else { return parts[1].error }
            let checksum = CatalogStorage.checksum(items: parts[0].hash.finish(), rest: parts[1].hash.finish())
            var finished = PartWriter(fd: fd, at: 0)
            return finished.write(self.header(offsets: offsets, length: length, checksum: checksum), hashed: false)
                ? 0 : finished.error
        }
        guard outcome == 0 else { throw failed(outcome) }
        guard fsync(fd) == 0 else { throw failed(errno) }
        close(fd)
        guard rename(temporary, path) == 0 else {
            let error = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            unlink(temporary)
            throw error
        }
        // The rename itself reaches the disk with the folder's entry.
        let folder = open((path as NSString).deletingLastPathComponent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// Writes the items in name order through `part`, a batch at a time.
    private func writeItems(with part: inout PartWriter) -> Bool {
        let batch = 4096
        let scratch = UnsafeMutableRawPointer.allocate(
            byteCount: batch * MemoryLayout<ItemRecord>.stride, alignment: MemoryLayout<ItemRecord>.alignment)
        defer { scratch.deallocate() }
        for start in stride(from: 0, to: order.count, by: batch) {
            let positions = start..<min(start + batch, order.count)
            gatherItems(positions, into: scratch)
            let bytes = UnsafeRawBufferPointer(start: scratch, count: positions.count * MemoryLayout<ItemRecord>.stride)
            guard part.write(bytes) else { return false }
        }
        return true
    }

    /// Removes the `.partial` files of `path` left by processes that no
    /// longer run (killed while writing); a running one's is left alone.
    static func removeAbandonedPartials(of path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries where entry.hasPrefix(name + ".") && entry.hasSuffix(".partial") {
            let pid = entry.dropFirst(name.count + 1).dropLast(".partial".count)
            guard let pid = Int32(pid), kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(folder + "/" + entry)
        }
    }
}

/// Plain items' facts (`ItemRecord.factsAlone`) by date and explicitness,
/// packed in two words: an open-addressing table, looked up once an item
/// without hashing through `Hasher`.
private struct PlainDetailsCache {
    typealias Key = (UInt64, UInt64)
    /// Key and facts side by side (one cache line a probe); facts 0: empty
    /// (stored facts always hold `ItemRecord.detailsBit`).
    private var entries = [(key: Key, facts: UInt32)](repeating: ((0, 0), 0), count: 1024)
    private var count = 0

    static func key(date: PlainItem.DateKey?, isExplicit: Bool?) -> Key {
        let explicitness: UInt64 = isExplicit.map { $0 ? 1 : 2 } ?? 0
        let dateBits: UInt64 = date.map { UInt64($0.high) | UInt64($0.count) << 16 | 1 << 24 } ?? 0
        return (date?.low ?? 0, dateBits | explicitness << 25)
    }

    private func slot(of key: Key) -> Int {
        let hash = (key.0 &* 0x9E37_79B9_7F4A_7C15 ^ key.1) &* 0xC4CE_B9FE_1A85_EC53
        let mask = entries.count - 1
        var slot = Int(truncatingIfNeeded: hash >> 20) & mask
        while entries[slot].facts != 0, entries[slot].key != key { slot = (slot + 1) & mask }
        return slot
    }

    subscript(key: Key) -> UInt32? {
        get {
            let facts = entries[slot(of: key)].facts
            return facts == 0 ? nil : facts
        }
        set {
            guard let newValue, newValue != 0 else { return }
            if (count + 1) * 2 > entries.count { grow() }
            let slot = slot(of: key)
            if entries[slot].facts == 0 { count += 1 }
            entries[slot] = (key, newValue)
        }
    }

    private mutating func grow() {
        let old = entries.filter { $0.facts != 0 }
        entries = Array(repeating: ((0, 0), 0), count: entries.count * 2)
        for entry in old { entries[slot(of: entry.key)] = entry }
    }
}

/// Writes one part of a file from its offset on (`pwrite`, so two parts
/// can be written at once), hashing what it writes; `error` is the first
/// failure's errno (0: none).
private struct PartWriter {
    let fd: Int32
    private(set) var position: Int
    private(set) var hash = ContentHash()
    private(set) var error: Int32 = 0
    private static let zeros = [UInt8](repeating: 0, count: 8)

    init(fd: Int32, at position: Int) {
        self.fd = fd
        self.position = position
    }

    mutating func write(_ bytes: UnsafeRawBufferPointer, hashed: Bool = true) -> Bool {
        guard error == 0 else { return false }
        if hashed { hash.add(bytes) }
        var written = 0
        while written < bytes.count {
            let result = pwrite(fd, bytes.baseAddress! + written, bytes.count - written, off_t(position + written))
            if result < 0, errno == EINTR { continue }
            guard result > 0 else {
                error = result < 0 ? errno : ENOSPC
                return false
            }
            written += result
        }
        position += written
        return true
    }

    mutating func write(_ bytes: [UInt8], hashed: Bool = true) -> Bool {
        bytes.withUnsafeBytes { write($0, hashed: hashed) }
    }

    /// Zeros up to `offset` (sections start on 8 bytes).
    mutating func pad(to offset: Int) -> Bool {
        offset <= position
            || Self.zeros.withUnsafeBytes { write(UnsafeRawBufferPointer(rebasing: $0[0..<(offset - position)])) }
    }
}

/// Interns strings: each distinct one is stored once, with an id (0: none).
struct StringInterner {
    fileprivate var table = TokenTable()
    /// Offsets in `blob` by id; id 0 (none) is empty.
    var offsets: [UInt32] { [0] + table.offsets }
    var blob: [UInt8] { table.blob }

    mutating func id(_ text: UnsafeBufferPointer<UInt8>?) -> UInt32 {
        guard let text else { return 0 }
        return table.id(for: text) + 1
    }

    mutating func unique(_ text: UnsafeBufferPointer<UInt8>) -> UInt32 {
        table.appendUnique(text) + 1
    }

    mutating func id(_ text: String?) -> UInt32 {
        guard var text else { return 0 }
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { table.id(for: $0) + 1 }!
    }

    mutating func reserveCapacity(bytes: Int) {
        table.reserveCapacity(bytes: bytes)
    }

    /// How many strings it holds (the last id).
    var count: Int { table.count }

    /// Appends all of `other`'s strings, their ids moved by `count`, none looked up.
    mutating func append(contentsOf other: StringInterner) {
        table.appendUnique(contentsOf: other.table)
    }

    /// Stores `text` without looking for an equal one: for names and
    /// addresses, nearly all different, whose lookups would only cost.
    mutating func unique(_ text: String?) -> UInt32 {
        guard var text else { return 0 }
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { table.appendUnique($0) + 1 }!
    }

    func withBytes<T>(of id: UInt32, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        table.withBytes(of: id - 1, body)
    }
}

/// A hash table from token bytes to dense ids, without a `String` or an
/// array per lookup: tokens live in one byte blob; each slot keeps a piece
/// of its hash and the token's length class next to the id, and the
/// token's first eight bytes beside them, so a probe for a short token
/// (most words) never reads the blob.
struct TokenTable {
    private(set) var blob: [UInt8] = []
    private(set) var offsets: [UInt32] = [0]
    /// Two words a slot: high 32 bits the hash's top half with the length
    /// (up to 15) in its low four bits, low 32 bits id + 1 (0: empty); then
    /// the token's first eight bytes (`head`).
    private var slots = [UInt64](repeating: 0, count: 2 << 16)
    /// How many of the tokens are in `slots` (those added unlooked-for are not).
    private var looked = 0

    var count: Int { offsets.count - 1 }

    mutating func reserveCapacity(bytes: Int) {
        blob.reserveCapacity(bytes)
    }

    mutating func id(for token: UnsafeBufferPointer<UInt8>) -> UInt32 {
        if looked * 4 >= slots.count { grow() }
        let hash = Self.hash(token)
        let tag = (hash >> 32) & ~0xF | UInt64(min(token.count, 15))
        let head = Self.head(token)
        let mask = slots.count / 2 - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        // The id found, or the empty slot to put the token in.
        let found: (id: UInt32?, slot: Int) = slots.withUnsafeBufferPointer { slots in
            while true {
                let entry = slots[2 * slot]
                if entry == 0 { return (nil, slot) }
                if entry >> 32 == tag, slots[2 * slot + 1] == head,
                    token.count <= 8 || equals(Int(entry & 0xFFFF_FFFF) - 1, token)
                {
                    return (UInt32(entry & 0xFFFF_FFFF) - 1, slot)
                }
                slot = (slot + 1) & mask
            }
        }
        if let id = found.id { return id }
        slots[2 * found.slot] = tag << 32 | UInt64(count + 1)
        slots[2 * found.slot + 1] = head
        return append(token)
    }

    /// A token's first eight bytes (fewer: zero after them), as one word.
    @inline(__always) private static func head(_ token: UnsafeBufferPointer<UInt8>) -> UInt64 {
        if token.count >= 8 { return UnsafeRawPointer(token.baseAddress!).loadUnaligned(as: UInt64.self) }
        var head: UInt64 = 0
        for index in 0..<token.count { head |= UInt64(token[index]) << (8 * UInt64(index)) }
        return head
    }

    /// Adds all of `other`'s tokens after these, without looking for them.
    mutating func appendUnique(contentsOf other: TokenTable) {
        let base = UInt32(blob.count)
        blob.append(contentsOf: other.blob)
        offsets.append(contentsOf: other.offsets.dropFirst().lazy.map { $0 + base })
    }

    /// Adds `token` without looking for it (for text known to be new, such
    /// as names, which are nearly all different).
    mutating func appendUnique(_ token: UnsafeBufferPointer<UInt8>) -> UInt32 {
        blob.append(contentsOf: token)
        offsets.append(UInt32(blob.count))
        return UInt32(count - 1)
    }

    private mutating func append(_ token: UnsafeBufferPointer<UInt8>) -> UInt32 {
        blob.append(contentsOf: token)
        offsets.append(UInt32(blob.count))
        looked += 1
        return UInt32(count - 1)
    }

    private func equals(_ id: Int, _ token: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(offsets[id])
        let end = Int(offsets[id + 1])
        guard end - start == token.count else { return false }
        guard !token.isEmpty else { return true }
        return blob.withUnsafeBytes { blob in
            // Most tokens are short: word by word here rather than a call to memcmp.
            let mine = UnsafeRawPointer(blob.baseAddress! + start)
            let theirs = UnsafeRawPointer(token.baseAddress!)
            var index = 0
            while index + 8 <= token.count {
                guard
                    mine.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                        == theirs.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                else { return false }
                index += 8
            }
            while index < token.count {
                guard
                    mine.load(fromByteOffset: index, as: UInt8.self)
                        == theirs.load(fromByteOffset: index, as: UInt8.self)
                else { return false }
                index += 1
            }
            return true
        }
    }

    private mutating func grow() {
        var bigger = [UInt64](repeating: 0, count: slots.count * 2)
        let mask = bigger.count / 2 - 1
        for slot in 0..<slots.count / 2 where slots[2 * slot] != 0 {
            let id = Int(slots[2 * slot] & 0xFFFF_FFFF) - 1
            let hash = withBytes(of: UInt32(id), Self.hash)
            var place = Int(truncatingIfNeeded: hash) & mask
            while bigger[2 * place] != 0 { place = (place + 1) & mask }
            bigger[2 * place] = slots[2 * slot]
            bigger[2 * place + 1] = slots[2 * slot + 1]
        }
        slots = bigger
    }

    func withBytes<T>(of id: UInt32, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        blob.withUnsafeBufferPointer {
            body(UnsafeBufferPointer(rebasing: $0[Int(offsets[Int(id)])..<Int(offsets[Int(id) + 1])]))
        }
    }

    /// Token ids in byte order of their text.
    func sortedOrder() -> [UInt32] {
        blob.withUnsafeBufferPointer { bytes in
            func token(_ id: UInt32) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: bytes[Int(offsets[Int(id)])..<Int(offsets[Int(id) + 1])])
            }
            var entries: [(prefix: UInt64, id: UInt32)] = (0..<UInt32(count)).map { (SortPrefix.of(token($0)), $0) }
            entries.sort { lhs, rhs in
                lhs.prefix != rhs.prefix
                    ? lhs.prefix < rhs.prefix : SortPrefix.compare(token(lhs.id), token(rhs.id)) < 0
            }
            return entries.map(\.id)
        }
    }

    /// Eight bytes at a time, mixed by multiplication; the high half is the
    /// slot's tag and the low bits its place, so both are mixed well.
    @inline(__always) static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let raw = UnsafeRawBufferPointer(bytes)
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(raw.count)
        var index = 0
        while index + 8 <= raw.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            index += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < raw.count {
            tail |= UInt64(raw[index]) << shift
            shift += 8
            index += 1
        }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 29)
    }
}
