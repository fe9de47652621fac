import Foundation
import StoreSearchFormats
import StoreSearchItems
import StoreSearchText
import StoreSearchWorkers
import Synchronization

/// A one-shot search answered by reading the catalog once, without its
/// index: what `storesearch search` does on the first open of a large
/// catalog, so its answer does not wait for the index to be built.
///
/// Each half of the catalog is read by its own thread (as the index's
/// halves are, `readCatalog`), every item asked whether it is a match and
/// how it ranks, and the best `limit` kept: in relevance order by
/// (rank, name order), in name order by name order alone. Name order is
/// the index's: the item's sort key (`OrderKey`), then its id, then where
/// it lies in the file. The ranks are the index's own
/// (`searchByRelevance`): the name is the query (0); the artist is the
/// query and every word is whole (1); then `RelevanceQuery`'s ranks.
///
/// The items kept are then indexed in memory and searched as the catalog's
/// index would search them (`CatalogIndex.answer`), so the answer's order
/// is decided by the same code as ever; the scan only decides which items
/// can be in it. When that search does not find every item kept (the two
/// disagree on what matches), or nothing matches (a forgiving search needs
/// the whole index's words), or the request asks for what a scan does not
/// rank (a category, a filter, another order), there is no scan answer:
/// nil, and the caller builds the index.
public enum CatalogScan {
    /// The smallest catalog file a first one-shot search scans rather than
    /// indexes (bytes): below it the index is built in about a tenth of a
    /// second, and the next search maps it.
    public static let smallestFile = 32 << 20

    /// The answer to `query` from the catalog file `file`, read once; nil
    /// when a scan cannot give the index's answer (see the type).
    public static func answer(
        file: URL, query: String, in category: Category, order: StoreSearchItems.SortOrder, filter: ResultFilter,
        limit: Int
    ) -> CatalogAnswer? {
        guard category == .all, filter == ResultFilter(), order == .relevance || order == .name, limit > 0 else {
            return nil
        }
        // Not left waiting by a FIFO's open: only a regular file is scanned.
        let fd = open(file.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0,
            info.st_size <= InputLimits.catalogFileBytes
        else { return nil }
        let length = Int(info.st_size)
        guard let mapping = mmap(nil, length, PROT_READ, MAP_PRIVATE, fd, 0), mapping != MAP_FAILED else {
            return nil
        }
        defer { munmap(mapping, length) }
        let bytes = UnsafeBufferPointer(start: mapping.assumingMemoryBound(to: UInt8.self), count: length)
        return answer(bytes, isMapped: true, query: query, order: order, limit: limit)
    }

    /// The answer from a catalog's `bytes` (tests: any split).
    static func answer(
        _ bytes: UnsafeBufferPointer<UInt8>, isMapped: Bool, query: String, order: StoreSearchItems.SortOrder,
        limit: Int, split: CatalogIndex.Split = .middle
    ) -> CatalogAnswer? {
        let words = WordTokenizer.words(query)
        // Repeated words, or more than a search keeps: the index's matches
        // and `RelevanceQuery`'s ranks would count the words differently.
        guard !words.isEmpty, SearchWords.bounded(words) == words, words.count <= 64 else { return nil }
        guard let kept = candidates(bytes, isMapped: isMapped, query: query, order: order, limit: limit, split: split),
            !kept.isEmpty
        else { return nil }
        let results = kept.map(\.result)
        let found = CatalogIndex(results).answer(query, in: .all, order: order, limit: limit)
        guard found.results.count == results.count, found.correction == nil else { return nil }
        return found
    }

    /// The best `limit` matches of both halves, in their order; nil when a
    /// half could not be read (the index's build says why).
    private static func candidates(
        _ bytes: UnsafeBufferPointer<UInt8>, isMapped: Bool, query: String, order: StoreSearchItems.SortOrder,
        limit: Int, split: CatalogIndex.Split
    ) -> [Candidate]? {
        nonisolated(unsafe) let bytes = bytes
        let boundary = split.boundary(in: bytes)
        let second = Later<[Candidate]?>()
        let cancelled = Atomic<Bool>(false)
        var ending: OwnThread.Ending?
        if let boundary {
            ending = OwnThread.start(named: "storesearch scan", stackSize: 1 << 20) {
                var half = ScanHalf(
                    query: query, order: order, limit: limit, bytes: bytes, from: boundary, half: 1, isMapped: isMapped)
                do throws(StoreResponseDecoder.Failure) {
                    let whole = try CatalogFileReader.readChunk(
                        bytes, from: boundary, plain: { half.add($0, $1) },
                        cancelled: { cancelled.load(ordering: .relaxed) }, { half.add($0, $1) })
                    second.give(whole ? half.kept : nil)
                } catch {
                    second.give(nil)
                }
            }
        }
        // The thread reads these bytes: it ends before they go.
        defer {
            cancelled.store(true, ordering: .relaxed)
            ending?.wait()
        }
        var half = ScanHalf(
            query: query, order: order, limit: limit, bytes: bytes, from: 0, half: 0, isMapped: isMapped)
        var joined: [Candidate]?
        do throws(StoreResponseDecoder.Failure) {
            _ = try CatalogFileReader.read(
                bytes, plain: { half.add($0, $1) }, boundary: boundary,
                stop: {
                    // The second half read whole from here: this one stops.
                    joined = second.wait()
                    return joined != nil
                }, { half.add($0, $1) })
        } catch {
            return nil
        }
        var kept = half.kept + (joined ?? [])
        kept.sort { $0.precedes($1) }
        return Array(kept.prefix(limit))
    }
}

/// An item kept by a scan: its order's key, and the item. (Made when it
/// is kept, while its record's pages are still mapped: read again at the
/// end, each of its pages would come back with its neighbours, a large
/// page of the file each, about 180 MB for 200 items at 1M.)
struct Candidate: Sendable {
    var rank: Int
    var key: [UInt8]
    var id: Int
    /// The half it was read in, then its place there.
    var half: Int
    var number: Int
    var result: SearchResult

    func precedes(_ other: Candidate) -> Bool {
        if rank != other.rank { return rank < other.rank }
        let order = key.withUnsafeBufferPointer { lhs in
            other.key.withUnsafeBufferPointer { SortPrefix.compare(lhs, $0) }
        }
        if order != 0 { return order < 0 }
        if id != other.id { return id < other.id }
        return (half, number) < (other.half, other.number)
    }
}

/// One half's reading: each item ranked, the best `limit` kept.
private struct ScanHalf {
    var ranking: RelevanceQuery
    let byName: Bool
    let limit: Int
    let bytes: UnsafeBufferPointer<UInt8>
    let half: Int
    var pages: PageRelease
    /// The best so far, in order (a few hundred: inserted into).
    var kept: [Candidate] = []
    private var number = 0
    private var folder = Folder()
    private var key: [UInt8] = []
    private var own: [UInt8] = []

    init(
        query: String, order: StoreSearchItems.SortOrder, limit: Int, bytes: UnsafeBufferPointer<UInt8>, from: Int,
        half: Int, isMapped: Bool
    ) {
        ranking = RelevanceQuery(query)
        byName = order == .name
        self.limit = limit
        self.bytes = bytes
        self.half = half
        pages = PageRelease(bytes: bytes, from: from, isMapped: isMapped)
        kept.reserveCapacity(limit + 1)
    }

    /// A result to make a candidate with before it is known to be kept.
    private static let none = SearchResult(id: 0, name: "", kind: .other(""))

    /// The worst rank a new item may have to be kept.
    private var worstRank: Int { kept.count < limit ? RelevanceQuery.noMatch - 1 : kept[kept.count - 1].rank }

    mutating func add(_ item: PlainItem, _ consumed: Int) {
        func text(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[range]) }
        number += 1
        let bytes = bytes
        consider(
            name: text(item.name), artist: item.artist.map(text), album: item.album.map(text),
            genre: item.genre.map(text), id: item.id
        ) { item.searchResult(in: bytes) }
        pages.release(before: consumed)
    }

    mutating func add(_ result: SearchResult, _ consumed: Int) {
        number += 1
        var name = result.name
        var artist = result.artistName
        var album = result.collectionName
        var genre = result.genre
        name.withUTF8 { name in
            withOptionalUTF8(&artist) { artist in
                withOptionalUTF8(&album) { album in
                    withOptionalUTF8(&genre) { genre in
                        consider(name: name, artist: artist, album: album, genre: genre, id: result.id) {
                            result
                        }
                    }
                }
            }
        }
        pages.release(before: consumed)
    }

    private mutating func consider(
        name: UnsafeBufferPointer<UInt8>, artist: UnsafeBufferPointer<UInt8>?, album: UnsafeBufferPointer<UInt8>?,
        genre: UnsafeBufferPointer<UInt8>?, id: Int, result: () -> SearchResult
    ) {
        let worst = worstRank
        guard
            let rank = byName
                ? (matches(name, artist, album, genre) ? 0 : nil) : rank(name, artist, album, genre, atMost: worst)
        else { return }
        guard rank <= worst else { return }
        key.removeAll(keepingCapacity: true)
        OrderKey.append(name: name, artist: artist, to: &key, folder: &folder)
        var candidate = Candidate(rank: rank, key: key, id: id, half: half, number: number, result: Self.none)
        if kept.count == limit {
            guard candidate.precedes(kept[limit - 1]) else { return }
            kept.removeLast()
        }
        candidate.result = result()
        // Binary insertion: after every kept item it does not precede.
        var low = 0
        var high = kept.count
        while low < high {
            let middle = (low + high) / 2
            if candidate.precedes(kept[middle]) { high = middle } else { low = middle + 1 }
        }
        kept.insert(candidate, at: low)
    }

    /// Whether every query word begins a word of the item's fields.
    private mutating func matches(
        _ name: UnsafeBufferPointer<UInt8>, _ artist: UnsafeBufferPointer<UInt8>?,
        _ album: UnsafeBufferPointer<UInt8>?, _ genre: UnsafeBufferPointer<UInt8>?
    ) -> Bool {
        let all = ranking.allWords
        var prefix = ranking.matches(inUTF8: name).prefix
        // Each field read only while a word is still missing.
        if prefix & all != all, let artist { prefix |= ranking.matches(inUTF8: artist).prefix }
        if prefix & all != all, let album { prefix |= ranking.matches(inUTF8: album).prefix }
        if prefix & all != all, let genre { prefix |= ranking.matches(inUTF8: genre).prefix }
        return prefix & all == all
    }

    /// The rank the index gives the item (`searchByRelevance`), when it is
    /// `atMost` or better; nil otherwise, and for an item that is no match.
    private mutating func rank(
        _ name: UnsafeBufferPointer<UInt8>, _ artist: UnsafeBufferPointer<UInt8>?,
        _ album: UnsafeBufferPointer<UInt8>?, _ genre: UnsafeBufferPointer<UInt8>?, atMost worst: Int
    ) -> Int? {
        func matches(_ field: UnsafeBufferPointer<UInt8>?) -> RelevanceQuery.Matches {
            field.map { ranking.matches(inUTF8: $0) } ?? RelevanceQuery.Matches()
        }
        let all = ranking.allWords
        let nameMatches = ranking.matches(inUTF8: name)
        let artistMatches = matches(artist)
        let albumMatches = matches(album)
        let genreMatches = matches(genre)
        let prefix = nameMatches.prefix | artistMatches.prefix | albumMatches.prefix | genreMatches.prefix
        guard prefix & all == all else { return nil }
        if isQuery(name) { return 0 }
        let whole = nameMatches.whole | artistMatches.whole | albumMatches.whole | genreMatches.whole
        let everyWordWhole = whole & all == all
        if everyWordWhole, worst >= 1, let artist, isQuery(artist) { return 1 }
        guard worst >= 2 else { return nil }
        let rank = ranking.rank(
            nameIsQuery: false, artistIsQuery: false, name: nameMatches, artist: artistMatches, album: albumMatches,
            genre: genreMatches)
        return rank < RelevanceQuery.noMatch && rank <= worst ? rank : nil
    }

    /// Whether `text`, as a name, is the query (its sort key is the query's).
    private mutating func isQuery(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        own.removeAll(keepingCapacity: true)
        OrderKeys.appendNameKey(of: text, to: &own, folder: &folder)
        return own == ranking.nameKey
    }
}

/// `body` with `text`'s UTF-8 bytes, or nil.
private func withOptionalUTF8<T>(_ text: inout String?, _ body: (UnsafeBufferPointer<UInt8>?) -> T) -> T {
    guard text != nil else { return body(nil) }
    return text!.withUTF8 { body($0) }
}
