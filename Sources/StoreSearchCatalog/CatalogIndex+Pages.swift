import Foundation
import StoreSearchFormats
import StoreSearchItems
import StoreSearchText

/// The pages a detail leads to, from the index as it is: an artist's items
/// and an album's tracks. The artist's (or album's) words are looked up
/// whole among the index's tokens, their postings intersected (the rarest
/// first, the others asked by galloping cursors), and of those items the
/// ones whose artist (album) says the same words are kept; where the
/// catalog gave ids (`artistId`, `collectionId`), an item with another id
/// is left out. No part of the index is added for it, so its format stays.
extension CatalogIndex {
    /// The items `request` names, at most `limit`, in the page's own order
    /// (an album's tracks as they play; an artist's grouped by kind, the
    /// first `limit` in name order), and whether there were more.
    /// `shouldStop` is asked now and then.
    public func lookup(_ request: LookupRequest, limit: Int = 200, shouldStop: () -> Bool = { false })
        -> (items: [SearchResult], isCapped: Bool)
    {
        guard limit > 0 else { return ([], false) }
        // In name order, one more than is kept to know whether there were more.
        let found = lookup(request, upTo: limit == Int.max ? limit : limit + 1, shouldStop: shouldStop)
        return (Array(found.prefix(limit)).inNaturalOrder(of: request.subject), found.count > limit)
    }

    private func lookup(_ request: LookupRequest, upTo limit: Int, shouldStop: () -> Bool) -> [SearchResult] {
        let items = storage.items
        switch request.subject {
        case .artist(let name):
            var artist = NameMatch(name)
            guard let held = candidates(holdingWordsOf: [name], shouldStop: shouldStop) else { return [] }
            let theirs = chosen(
                from: held, limit: limit, reading: { $0.artist },
                keep: { position, id in
                    artist.matches(id, in: storage)
                        && Self.agrees(request.id, storage.detailsInteger("artistId", of: items[Int(position)]))
                })
            return theirs.map { item(at: Int($0)) }
        case .album(let name, let artistName):
            var album = NameMatch(name, remembers: false)
            guard var held = candidates(holdingWordsOf: [name, artistName ?? ""], shouldStop: shouldStop) else {
                return []
            }
            // The artist (a string many items share, asked once) and the kind
            // of each, read from its record; then the album strings of those
            // left, whose places in the index are read before their bytes.
            var artist = artistName.map { NameMatch($0) }
            // Kinds are few and repeat: the last one's answer is kept.
            var lastKind: (id: UInt32, isAlbum: Bool) = (0, false)
            func isAlbum(_ kind: UInt32) -> Bool {
                if kind == lastKind.id { return lastKind.isAlbum }
                lastKind = (kind, storage.string(kind) == ItemKind.album.storeValue)
                return lastKind.isAlbum
            }
            var albums: [UInt32] = []
            held = chosen(
                from: held, limit: .max, reading: { ($0.artist, $0.kind, $0.album) },
                keep: { _, fields in
                    // The album's own item is the page's subject, not one of its tracks.
                    guard artist?.matches(fields.0, in: storage) ?? true, !isAlbum(fields.1) else { return false }
                    albums.append(fields.2)
                    return true
                })
            let places = albums.map { storage.place(of: $0) }
            var tracks: [UInt32] = []
            for (index, position) in held.enumerated() {
                guard album.matches(bytes: storage.bytes(at: places[index])),
                    Self.agrees(request.id, storage.detailsInteger("collectionId", of: items[Int(position)]))
                else { continue }
                tracks.append(position)
                if tracks.count == limit { break }
            }
            return tracks.map { item(at: Int($0)) }
        case .anything:
            return anything(request, limit: limit, shouldStop: shouldStop)
        }
    }

    /// `storesearch lookup ID`: the item with the id; else the artist
    /// whose id it is (their items), else the album (its tracks); of the
    /// kind asked for, if one is.
    private func anything(_ request: LookupRequest, limit: Int, shouldStop: () -> Bool) -> [SearchResult] {
        guard let id = request.id else { return [] }
        let items = storage.items
        if let position = items.indices.first(where: { items[$0].id == Int64(id) }) {
            return [item(at: position)].filter { request.entity?.includes($0.kind) ?? true }
        }
        let page: LookupRequest.Subject
        if let position = items.indices.first(where: { storage.detailsInteger("artistId", of: items[$0]) == id }) {
            page = .artist(name: item(at: position).artistName ?? "")
        } else if let position = items.indices.first(where: {
            storage.detailsInteger("collectionId", of: items[$0]) == id
        }) {
            let track = item(at: position)
            page = .album(name: track.collectionName ?? "", artist: track.artistName)
        } else {
            return []
        }
        let found = lookup(LookupRequest(subject: page, id: id, entity: nil), upTo: Int.max, shouldStop: shouldStop)
        return Array(found.filter { request.entity?.includes($0.kind) ?? true }.inNaturalOrder(of: page).prefix(limit))
    }

    /// Whether an item's id (nil: the catalog gave none) may be the asked
    /// one's; read only when one was asked for.
    private static func agrees(_ asked: Int?, _ own: @autoclosure () -> Int?) -> Bool {
        guard let asked, let own = own() else { return true }
        return asked == own
    }

    /// The positions, in name order, of the items holding every word of
    /// `texts` as a whole token (every item, for a name of signs alone);
    /// nil when `shouldStop` said so.
    private func candidates(holdingWordsOf texts: [String], shouldStop: () -> Bool) -> [UInt32]? {
        let words = Set(texts.flatMap(WordTokenizer.words))
        var tokens: [Int] = []
        for word in words {
            let range = tokenRange(forPrefix: word)
            // A word of the name that no item holds: no item is it.
            guard !range.isEmpty, storage.token(range.lowerBound).elementsEqual(word) else { return [] }
            tokens.append(range.lowerBound)
        }
        tokens.sort { postingCount(of: $0) < postingCount(of: $1) }
        let count = UInt32(storage.items.count)
        guard let rarest = tokens.first else { return Array(0..<count) }
        // The rarest's items, each asked of the others' postings, which are
        // read forward alongside (galloping over long stretches): an artist's
        // words held by tens of thousands of items cost a few nanoseconds each.
        let others = tokens.dropFirst().map { storage.postings(ofTokens: $0..<$0 + 1) }
        var next = [Int](repeating: 0, count: others.count)
        var held: [UInt32] = []
        var read = 0
        candidates: for posting in storage.postings(ofTokens: rarest..<rarest + 1) {
            read &+= 1
            if read & 0xFFFF == 0, shouldStop() { return nil }
            guard posting < count else { break }
            for index in others.indices {
                let list = others[index]
                let at = Self.first(notBelow: posting, in: list, from: next[index])
                next[index] = at
                // A list read to its end holds no later item: none is left to find.
                guard at < list.count else { break candidates }
                if list[at] != posting { continue candidates }
            }
            held.append(posting)
        }
        return held
    }

    /// The positions of `held` whose record's `field` `keep` accepts, at most
    /// `limit`. The fields are read a batch at a time before any is asked
    /// of: the records lie far apart in a big index, and reads that do not
    /// wait for each other overlap (tens of thousands of items cost what a
    /// few thousand would one after another).
    private func chosen<Field>(
        from held: [UInt32], limit: Int, reading field: (ItemRecord) -> Field, keep: (UInt32, Field) -> Bool
    ) -> [UInt32] {
        let items = storage.items
        var kept: [UInt32] = []
        var batch: [Field] = []
        batch.reserveCapacity(Self.batch)
        var start = 0
        while start < held.count, kept.count < limit {
            let end = min(held.count, start + Self.batch)
            batch.removeAll(keepingCapacity: true)
            for index in start..<end { batch.append(field(items[Int(held[index])])) }
            for index in start..<end where keep(held[index], batch[index - start]) {
                kept.append(held[index])
                if kept.count == limit { break }
            }
            start = end
        }
        return kept
    }

    private static let batch = 256

    /// The first place from `start` on where `list` (ascending) is not below
    /// `item`: a step at a time while close, doubling steps then a binary
    /// search over a long stretch.
    @inline(__always) private static func first(
        notBelow item: UInt32, in list: UnsafeBufferPointer<UInt32>, from start: Int
    )
        -> Int
    {
        var low = start
        guard low < list.count, list[low] < item else { return low }
        var step = 1
        while low + step < list.count, list[low + step] < item { step &<<= 1 }
        var high = min(low + step, list.count)
        low += step / 2 + 1
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < item { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func postingCount(of token: Int) -> Int {
        Int(storage.postingStarts[token + 1] - storage.postingStarts[token])
    }
}

/// Whether a string of the index says the same words as a name (case,
/// accents and signs aside: "AC/DC" is "ac dc"). A string many items share
/// (an artist) is asked once; an item's own (an album) is compared at once,
/// an ASCII one a byte at a time until it differs (most differ at once),
/// any other folded word by word.
private struct NameMatch {
    private let words: [[UInt8]]
    /// The words, one space between: what an ASCII string must read as.
    private let joined: [UInt8]
    /// A name without words (signs alone) is compared as it is written.
    private let written: [UInt8]
    private let remembers: Bool
    private var folder = Folder()
    private var known: [UInt32: Bool] = [:]
    /// The last string asked, most often the next one's too.
    private var last: (id: UInt32, answer: Bool) = (0, false)

    init(_ name: String, remembers: Bool = true) {
        words = WordTokenizer.words(name)
        joined = Array(words.joined(separator: [0x20]))
        written = Array(name.utf8)
        self.remembers = remembers
    }

    /// Whether `bytes` (an item's own string; nil: none) say the words.
    mutating func matches(bytes: UnsafeBufferPointer<UInt8>?) -> Bool {
        guard let bytes else { return false }
        if words.isEmpty { return bytes.elementsEqual(written) }
        if let ascii = asciiMatch(bytes) { return ascii }
        var index = 0
        var same = true
        folder.forEachWord(in: bytes) { word in
            same = same && index < words.count && words[index].elementsEqual(word)
            index += 1
        }
        return same && index == words.count
    }

    mutating func matches(_ id: UInt32, in storage: CatalogStorage) -> Bool {
        if remembers {
            if id == last.id, id != 0 { return last.answer }
            if let answer = known[id] {
                last = (id, answer)
                return answer
            }
        }
        let answer = matches(bytes: storage.bytes(of: id))
        if remembers {
            known[id] = answer
            last = (id, answer)
        }
        return answer
    }

    /// Whether ASCII `bytes` read as the words (letters lowered, signs
    /// between words); nil when they hold more than ASCII, which folds
    /// otherwise. A difference in the ASCII before such a byte is one in
    /// the folded words too: it is said at once.
    private func asciiMatch(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var at = 0
        var between = false
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            let lowered = byte &- 0x41 < 26 ? byte | 0x20 : byte
            guard lowered &- 0x61 < 26 || byte &- 0x30 < 10 else {
                between = true
                continue
            }
            if between && at > 0 {
                guard at < joined.count, joined[at] == 0x20 else { return false }
                at += 1
            }
            between = false
            guard at < joined.count, joined[at] == lowered else { return false }
            at += 1
        }
        return at == joined.count
    }
}

extension CatalogStorage {
    /// The bytes of string `id`; nil for 0 (none) or an id out of range.
    public func bytes(of id: UInt32) -> UnsafeBufferPointer<UInt8>? {
        bytes(at: place(of: id))
    }

    /// Where string `id`'s bytes lie among the strings; nil for 0 (none) or
    /// an id out of range. (Read apart from the bytes, so that many of
    /// these reads can be under way at once.)
    func place(of id: UInt32) -> Range<Int>? {
        guard id != 0, Int(id) < stringOffsets.count - 1 else { return nil }
        let (start, end) = (Int(stringOffsets[Int(id)]), Int(stringOffsets[Int(id) + 1]))
        return start <= end && end <= strings.count ? start..<end : nil
    }

    public func bytes(at place: Range<Int>?) -> UnsafeBufferPointer<UInt8>? {
        place.map { UnsafeBufferPointer(rebasing: strings[$0]) }
    }

    /// An integer field of the item's details (`"artistId":3000001`, as
    /// `StoreResponseEncoder.encodeDetails` writes them), read from their
    /// bytes without reading the rest; nil when it has none.
    func detailsInteger(_ key: StaticString, of record: ItemRecord) -> Int? {
        guard record.facts & ItemRecord.detailsBit == 0, let bytes = bytes(of: record.details) else { return nil }
        // `"key":` — a quote inside a string value would be escaped.
        let pattern =
            [UInt8(ascii: "\"")] + Array(UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
            + [UInt8(ascii: "\""), UInt8(ascii: ":")]
        guard bytes.count >= pattern.count else { return nil }
        var start = 0
        while start + pattern.count <= bytes.count {
            if bytes[start] == pattern[0],
                memcmp(bytes.baseAddress! + start, pattern, pattern.count) == 0
            {
                var value = 0
                var at = start + pattern.count
                let negative = at < bytes.count && bytes[at] == UInt8(ascii: "-")
                if negative { at += 1 }
                let first = at
                while at < bytes.count, bytes[at] &- UInt8(ascii: "0") < 10, at - first < 18 {
                    value = value * 10 + Int(bytes[at] &- UInt8(ascii: "0"))
                    at += 1
                }
                return at > first ? (negative ? -value : value) : nil
            }
            start += 1
        }
        return nil
    }
}
