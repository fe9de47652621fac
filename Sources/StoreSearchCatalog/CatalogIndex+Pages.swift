import Foundation
import StoreSearchCore

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
        switch request.subject {
        case .artist(let name):
            var artist = NameMatch(name)
            let found = positions(holdingWordsOf: [name], limit: limit, shouldStop: shouldStop) { record in
                artist.matches(record.artist, in: storage)
                    && Self.agrees(request.id, storage.detailsInteger("artistId", of: record))
            }
            return found.map(item(at:))
        case .album(let name, let artistName):
            var album = NameMatch(name)
            var artist = artistName.map(NameMatch.init)
            var albumKinds: [UInt32: Bool] = [:]
            func isAlbum(_ kind: UInt32) -> Bool {
                if let known = albumKinds[kind] { return known }
                let answer = storage.string(kind) == ItemKind.album.storeValue
                albumKinds[kind] = answer
                return answer
            }
            let found = positions(
                holdingWordsOf: [name, artistName ?? ""], limit: limit, shouldStop: shouldStop
            ) { record in
                // The album's own item is the page's subject, not one of its tracks.
                !isAlbum(record.kind) && album.matches(record.album, in: storage)
                    && (artist?.matches(record.artist, in: storage) ?? true)
                    && Self.agrees(request.id, storage.detailsInteger("collectionId", of: record))
            }
            return found.map(item(at:))
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

    /// Whether an item's id (nil: the catalog gave none) may be the asked one's.
    private static func agrees(_ asked: Int?, _ own: Int?) -> Bool {
        guard let asked, let own else { return true }
        return asked == own
    }

    /// The positions, in name order, of items holding every word of
    /// `texts` as a whole token that `keep` admits: at most `limit`.
    /// Without a word to look up (a name of signs alone) every item is asked.
    private func positions(
        holdingWordsOf texts: [String], limit: Int, shouldStop: () -> Bool, keep: (ItemRecord) -> Bool
    ) -> [Int] {
        let words = Set(texts.flatMap(WordTokenizer.words))
        var tokens: [Int] = []
        for word in words {
            let range = tokenRange(forPrefix: word)
            // A word of the name that no item holds: no item is it.
            guard !range.isEmpty, storage.token(range.lowerBound).elementsEqual(word) else { return [] }
            tokens.append(range.lowerBound)
        }
        tokens.sort { postingCount(of: $0) < postingCount(of: $1) }
        var found: [Int] = []
        let items = storage.items
        func consider(_ position: Int) -> Bool {
            if keep(items[position]) { found.append(position) }
            return found.count < limit
        }
        guard let rarest = tokens.first else {
            for position in items.indices {
                if position & 0xFFFF == 0, shouldStop() { return [] }
                guard consider(position) else { break }
            }
            return found
        }
        var others = tokens.dropFirst().map { TokenCursors(storage: storage, tokens: $0..<$0 + 1) }
        for (read, posting) in storage.postings(ofTokens: rarest..<rarest + 1).enumerated() {
            let position = Int(posting)
            if read & 0xFFFF == 0xFFFF, shouldStop() { return [] }
            guard position < items.count else { break }
            guard others.indices.allSatisfy({ others[$0].holds(posting) }) else { continue }
            guard consider(position) else { break }
        }
        return found
    }

    private func postingCount(of token: Int) -> Int {
        Int(storage.postingStarts[token + 1] - storage.postingStarts[token])
    }
}

/// Whether a string of the index says the same words as a name (case,
/// accents and signs aside: "AC/DC" is "ac dc"), each string id asked once.
private struct NameMatch {
    private let words: [[UInt8]]
    /// A name without words (signs alone) is compared as it is written.
    private let written: [UInt8]
    private var folder = Folder()
    private var known: [UInt32: Bool] = [:]

    init(_ name: String) {
        words = WordTokenizer.words(name)
        written = Array(name.utf8)
    }

    mutating func matches(_ id: UInt32, in storage: CatalogStorage) -> Bool {
        if let answer = known[id] { return answer }
        var answer = false
        if let bytes = storage.bytes(of: id) {
            if words.isEmpty {
                answer = bytes.elementsEqual(written)
            } else {
                var index = 0
                var same = true
                folder.forEachWord(in: bytes) { word in
                    same = same && index < words.count && words[index].elementsEqual(word)
                    index += 1
                }
                answer = same && index == words.count
            }
        }
        // Own strings (albums) are each one item's: not worth keeping.
        if known.count < 4096 { known[id] = answer }
        return answer
    }
}

extension CatalogStorage {
    /// The bytes of string `id`; nil for 0 (none) or an id out of range.
    func bytes(of id: UInt32) -> UnsafeBufferPointer<UInt8>? {
        guard id != 0, Int(id) < stringOffsets.count - 1 else { return nil }
        return UnsafeBufferPointer(rebasing: strings[Int(stringOffsets[Int(id)])..<Int(stringOffsets[Int(id) + 1])])
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
