import Foundation
import StoreSearchItems
import StoreSearchWorkers
import Synchronization

/// One item's fixed-size record in the index (48 bytes).
///
/// The item's own strings are consecutive in the index, its name first:
/// the others it has (`strings`, in `OwnString` order: album, address,
/// artwork, details) follow it, so their ids need no room here.
struct ItemRecord {
    var id: Int64
    /// The price in ten-thousandths of the currency; `Int64.min` when there is none.
    var price: Int64
    /// String ids (0: absent).
    var name: UInt32
    var artist: UInt32
    var genre: UInt32
    var kind: UInt32
    var currency: UInt32
    /// What the orders and filters need of the details without reading
    /// them: the release day (`SortKeys.dayNumber`, 0: none) in the low 27
    /// bits, `explicitBit` when the item is marked explicit and
    /// `notExplicitBit` when it is marked not explicit. With `detailsBit`,
    /// these facts are the whole of the item's details and no JSON is
    /// stored for them (most items of a big catalog: a date, explicitness).
    var facts: UInt32 = 0
    /// Which of its own strings the item has after its name (`OwnString.bit`).
    var strings: UInt8 = 0

    /// The string id of the item's own `which` (0: it has none).
    @inline(__always) func own(_ which: OwnString) -> UInt32 {
        guard strings & which.bit != 0 else { return 0 }
        return name &+ 1 &+ UInt32((strings & (which.bit &- 1)).nonzeroBitCount)
    }

    var album: UInt32 { own(.album) }
    var url: UInt32 { own(.url) }
    var artwork60: UInt32 { own(.artwork60) }
    var artwork100: UInt32 { own(.artwork100) }
    /// The detail's fields as one JSON object under the store's names
    /// (`StoreResponseEncoder.encodeDetails`); 0 when there are none.
    var details: UInt32 { own(.details) }

    static let noPrice = Int64.min
    static let explicitBit: UInt32 = 1 << 31
    static let detailsBit: UInt32 = 1 << 30
    static let notExplicitBit: UInt32 = 1 << 29
    static let dayMask: UInt32 = (1 << 27) - 1

    /// The release day's `SortKeys.dayNumber`, nil when there is none.
    var dayNumber: UInt32? {
        let day = facts & Self.dayMask
        return day == 0 ? nil : day
    }

    var isExplicit: Bool { facts & Self.explicitBit != 0 }

    static func facts(of details: ItemDetails) -> UInt32 {
        facts(releaseDate: details.releaseDate, isExplicit: details.isExplicit)
    }

    static func facts(releaseDate: CalendarDay?, isExplicit: Bool?) -> UInt32 {
        let day = releaseDate.map { SortKeys.dayNumber($0) & dayMask } ?? 0
        let explicitness =
            switch isExplicit {
            case true?: explicitBit
            case false?: notExplicitBit
            case nil: UInt32(0)
            }
        return day | explicitness
    }

    /// `facts(of:)` with `detailsBit` when the facts say all the details
    /// do (a release day that reads back the same, explicitness, nothing
    /// else); nil when the details need their JSON.
    static func factsAlone(of details: ItemDetails) -> UInt32? {
        let facts = facts(of: details) | detailsBit
        return Self.details(fromFacts: facts) == details ? facts : nil
    }

    /// The same for details that are only a release date and explicitness
    /// (a plain item's), without making them: all they need is a day that
    /// reads back as itself.
    static func factsAlone(releaseDate: CalendarDay?, isExplicit: Bool?) -> UInt32? {
        let facts = facts(releaseDate: releaseDate, isExplicit: isExplicit) | detailsBit
        guard let releaseDate else { return facts }
        return day(fromFacts: facts) == releaseDate ? facts : nil
    }

    private static func day(fromFacts facts: UInt32) -> CalendarDay? {
        let day = facts & dayMask
        return day == 0 ? nil : CalendarDay(year: Int(day / 10_000), month: Int(day / 100 % 100), day: Int(day % 100))
    }

    /// The details that facts with `detailsBit` stand for.
    static func details(fromFacts facts: UInt32) -> ItemDetails {
        var details = ItemDetails()
        details.releaseDate = day(fromFacts: facts)
        if facts & explicitBit != 0 {
            details.isExplicit = true
        } else if facts & notExplicitBit != 0 {
            details.isExplicit = false
        }
        return details
    }
}

/// The catalog index as one block of bytes, the same in memory and on disk,
/// so a cached index is mapped (`mmap`) rather than read: a million items
/// open in a millisecond, and only the pages a search touches take memory.
///
///     header (128 bytes) | items | string offsets | strings | token offsets |
///     tokens | posting starts | postings
///
/// Strings are interned (artists, albums and genres repeat); tokens are the
/// folded words of name, artist, album and genre, sorted, each with the
/// ascending list of items (in name order) that hold it.
///
/// `@unchecked Sendable`: its bytes are a mapping or a block the compiler
/// cannot follow. They are never written after the storage is made (a
/// mapping is read-only; a block in memory is handed over finished), so
/// any number of threads may search them at once.
final class CatalogStorage: @unchecked Sendable {
    static let magic: [UInt8] = Array("SSIDX01\0".utf8)
    /// Raised whenever the bytes an index holds change meaning (2: ı, æ,
    /// ø, ł, đ, þ and friends fold to plain letters; 3: each item's details,
    /// where the padding was; 4: each item's release day and explicitness
    /// as `ItemRecord.facts`, for the orders and filters; 5: a 256-byte
    /// header with the file's length, the catalog's content hash and a
    /// checksum of everything after the header; 6: details that are only a
    /// date and explicitness kept in `ItemRecord.facts`, not as JSON, and
    /// the checksum made of two parts written at once; 7: strings in name
    /// order, those that repeat after them, and the checksum made of each
    /// section's hash, the sections being written side by side), so an
    /// index built by an older program is built again rather than searched
    /// wrongly. Also 7: a record of 48 bytes, its own strings after its name.
    static let formatVersion: UInt32 = 7
    static let headerSize = 256

    struct Header {
        var magic: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8)
        var formatVersion: UInt32
        var itemCount: UInt32
        var stringCount: UInt32
        var tokenCount: UInt32
        var postingCount: UInt64
        /// The catalog file it was built from, to know when it is stale.
        var sourceSize: UInt64
        var sourceModified: Int64
        var sections: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
        var stringBlobSize: UInt64
        var tokenBlobSize: UInt64
        /// The whole file's length: a shorter (truncated) or longer file is not this index.
        var length: UInt64
        /// `ContentHash` of the catalog's bytes, for a catalog whose time
        /// changed but whose bytes did not (copied, touched).
        var contentHash: UInt64
        /// `checksum(items:rest:)` of the bytes after the header, checked
        /// off the first search's path (`verifyChecksum`).
        var checksum: UInt64
    }

    /// Why a cached file is not used.
    enum Rejection: Error, Equatable {
        case missing
        case olderFormat
        case truncated
        case damaged

        var note: String? {
            switch self {
            case .missing: nil
            case .olderFormat: "the cached index is of another format; indexing again"
            case .truncated: "the cached index is truncated; indexing again"
            case .damaged: "the cached index is damaged; indexing again"
            }
        }
    }

    private let base: UnsafeRawPointer
    private let length: Int
    /// Where each section begins (the header's `sections`).
    private let sectionOffsets: [Int]
    private let release: () -> Void
    /// The file the bytes are mapped from (-1: they are in memory).
    let descriptor: Int32
    /// The mapped file as it was when its structure was checked (see
    /// `CatalogStorage+Changes.swift`): a file changed since is not searched.
    let identity: Mutex<FileIdentity?>

    let items: UnsafeBufferPointer<ItemRecord>
    let stringOffsets: UnsafeBufferPointer<UInt32>
    let strings: UnsafeBufferPointer<UInt8>
    let tokenOffsets: UnsafeBufferPointer<UInt32>
    let tokens: UnsafeBufferPointer<UInt8>
    let postingStarts: UnsafeBufferPointer<UInt32>
    let postings: UnsafeBufferPointer<UInt32>
    let sourceSize: UInt64
    let sourceModified: Int64
    let contentHash: UInt64
    let checksum: UInt64
    /// Set when the checksum was found wrong: `isIntact` then says no.
    private let damaged = Atomic<Bool>(false)

    /// Views `bytes` as an index; nil when they are not one (or are damaged).
    /// `descriptor` is the file they are mapped from, if they are, which
    /// `isIntact` checks (and `release` closes).
    convenience init?(bytes base: UnsafeRawPointer, length: Int, descriptor: Int32 = -1, release: @escaping () -> Void)
    {
        try? self.init(checking: base, length: length, descriptor: descriptor, release: release)
    }

    /// As `init?(bytes:…)`, saying why the bytes are not an index.
    init(checking base: UnsafeRawPointer, length: Int, descriptor: Int32 = -1, release: @escaping () -> Void)
        throws(Rejection)
    {
        guard length >= 16 else {
            release()
            throw length == 0 ? .truncated : .damaged
        }
        let magicBytes = Array(UnsafeRawBufferPointer(start: base, count: 8))
        let version = base.loadUnaligned(fromByteOffset: 8, as: UInt32.self)
        guard magicBytes == Self.magic else {
            release()
            throw .damaged
        }
        guard version == Self.formatVersion else {
            release()
            throw .olderFormat
        }
        guard length >= Self.headerSize else {
            release()
            throw .truncated
        }
        let header = base.loadUnaligned(as: Header.self)
        guard header.length == UInt64(length) else {
            release()
            throw header.length > UInt64(length) ? .truncated : .damaged
        }
        let items = Int(header.itemCount)
        let stringCount = Int(header.stringCount)
        let tokenCount = Int(header.tokenCount)
        let postingCount = Int(header.postingCount)
        let offsets = [
            header.sections.0, header.sections.1, header.sections.2, header.sections.3,
            header.sections.4, header.sections.5, header.sections.6,
        ].map(Int.init)
        let sizes = [
            items * MemoryLayout<ItemRecord>.stride, (stringCount + 1) * 4, Int(header.stringBlobSize),
            (tokenCount + 1) * 4, Int(header.tokenBlobSize), (tokenCount + 1) * 4, postingCount * 4,
        ]
        // Each section in the file, after the one before it.
        let ends = offsets.dropFirst() + [length]
        for ((offset, size), end) in zip(zip(offsets, sizes), ends)
        where offset < Self.headerSize || offset % 8 != 0 || size < 0 || offset + size > end {
            release()
            throw .damaged
        }
        func view<T>(_ section: Int, _ count: Int, as type: T.Type) -> UnsafeBufferPointer<T> {
            UnsafeBufferPointer(start: (base + offsets[section]).assumingMemoryBound(to: T.self), count: count)
        }
        // A mapped file's posting starts are copied before they are checked:
        // every search slices the postings by them, so a write to the file
        // afterwards must not make a slice reach past the postings.
        let mappedStarts = view(5, tokenCount + 1, as: UInt32.self)
        let ownStarts = descriptor >= 0 ? Self.ownCopy(of: mappedStarts) : nil
        self.base = base
        self.length = length
        sectionOffsets = offsets
        self.release = {
            release()
            ownStarts?.deallocate()
        }
        self.descriptor = descriptor
        identity = Mutex(FileIdentity(descriptor: descriptor))
        self.items = view(0, items, as: ItemRecord.self)
        stringOffsets = view(1, stringCount + 1, as: UInt32.self)
        strings = view(2, Int(header.stringBlobSize), as: UInt8.self)
        tokenOffsets = view(3, tokenCount + 1, as: UInt32.self)
        tokens = view(4, Int(header.tokenBlobSize), as: UInt8.self)
        postingStarts = ownStarts.map { UnsafeBufferPointer($0) } ?? mappedStarts
        postings = view(6, postingCount, as: UInt32.self)
        sourceSize = header.sourceSize
        sourceModified = header.sourceModified
        contentHash = header.contentHash
        checksum = header.checksum
        guard validates() else { throw .damaged }
    }

    deinit {
        release()
    }

    /// Whether the index is still the one checked: not found damaged, and
    /// its file not changed since it was mapped (see `isUnchanged`). A file
    /// that shrinks under its mapping leaves pages that end the process with
    /// SIGBUS when touched, one written over in place (random bytes, zeros)
    /// gives answers from bytes never checked: check before each use, and
    /// build the index again when it fails.
    var isIntact: Bool {
        guard !damaged.load(ordering: .relaxed) else { return false }
        return isUnchanged
    }

    /// Checks the structure every lookup relies on, so a damaged file is
    /// rebuilt, never trusted. The bulk (items, postings) is not read here,
    /// which would bring the whole file into memory: the places that use an
    /// id from it check it instead (`string`, `Bitset.insert`).
    private func validates() -> Bool {
        guard stringOffsets.last.map({ Int($0) == strings.count }) == true,
            tokenOffsets.last.map({ Int($0) == tokens.count }) == true,
            postingStarts.last.map({ Int($0) == postings.count }) == true
        else { return false }
        return isAscending(stringOffsets) && isAscending(tokenOffsets) && isAscending(postingStarts)
    }

    private func isAscending(_ values: UnsafeBufferPointer<UInt32>) -> Bool {
        var previous: UInt32 = 0
        for value in values {
            if value < previous { return false }
            previous = value
        }
        return true
    }

    /// The string with `id`, or nil for id 0 (or an id out of range, or
    /// offsets that no longer make sense: a file written over since).
    func string(_ id: UInt32) -> String? {
        guard let place = place(of: id) else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: strings[place]), as: UTF8.self)
    }

    /// The sorted token at `index` (empty when its offsets no longer make
    /// sense: a file written over since it was checked).
    func token(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        let (start, end) = (Int(tokenOffsets[index]), Int(tokenOffsets[index + 1]))
        guard start <= end, end <= tokens.count else { return UnsafeBufferPointer(rebasing: tokens[0..<0]) }
        return UnsafeBufferPointer(rebasing: tokens[start..<end])
    }

    func postings(ofTokens range: Range<Int>) -> UnsafeBufferPointer<UInt32> {
        UnsafeBufferPointer(
            rebasing: postings[Int(postingStarts[range.lowerBound])..<Int(postingStarts[range.upperBound])])
    }

    // MARK: Files

    /// Whether the bytes after the header are the ones written (their
    /// checksum): read through the page cache, not the mapping, so it adds
    /// nothing to the memory searches use. A few tens of milliseconds for
    /// a 200 MB index, so it runs beside the first searches, not before them
    /// (but before a one-shot search's answer, which waits for it).
    /// `besideSearches`: on the calling thread alone, which gives way to
    /// the searches, rather than on two (`hashes`), which would take the
    /// core a keystroke's search needs.
    func verifyChecksum(besideSearches: Bool = false) -> Bool {
        guard descriptor >= 0 else { return true }
        // Each section as it was written, up to the next one's start.
        let starts = sectionOffsets + [length]
        let sections = sectionOffsets.indices.map { starts[$0]..<starts[$0 + 1] }
        guard let hashes = Self.hashes(of: sections, in: descriptor, onTwoThreads: !besideSearches) else {
            return false
        }
        return Self.checksum(sections: hashes) == checksum
    }

    /// Above this many bytes, an index's sections are hashed on two threads.
    static let hashedOnTwoThreadsFrom = 16 << 20

    /// The hash of each of `sections` of the file `fd`, nil when one cannot
    /// be read whole. Each section has a hash of its own, so a large index's
    /// are shared out between two threads (the largest first, each to the
    /// one with fewer bytes so far), which gives the same hashes in about
    /// half the time on two cores; all on the calling thread when not
    /// `onTwoThreads`.
    static func hashes(of sections: [Range<Int>], in fd: Int32, onTwoThreads: Bool = true) -> [UInt64]? {
        @Sendable func hash(_ section: Range<Int>) -> UInt64? {
            ContentHash.of(descriptor: fd, from: section.lowerBound, length: section.count)
        }
        guard onTwoThreads, sections.reduce(0, { $0 + $1.count }) >= hashedOnTwoThreadsFrom else {
            var hashes: [UInt64] = []
            for section in sections {
                guard let hash = hash(section) else { return nil }
                hashes.append(hash)
            }
            return hashes
        }
        var mine: [Int] = []
        var theirs: [Int] = []
        var (myBytes, theirBytes) = (0, 0)
        for index in sections.indices.sorted(by: { sections[$0].count > sections[$1].count }) {
            if myBytes <= theirBytes {
                mine.append(index)
                myBytes += sections[index].count
            } else {
                theirs.append(index)
                theirBytes += sections[index].count
            }
        }
        let found = SectionHashes(count: sections.count)
        let other = OwnThread.start(named: "storesearch checksum", stackSize: 256 << 10) { [theirs] in
            for index in theirs { found.set(index, hash(sections[index])) }
        }
        for index in mine { found.set(index, hash(sections[index])) }
        other.wait()
        return found.all
    }

    /// The checksum of an index whose sections (each up to the next one's
    /// start, the last to the file's end) hash to `sections`.
    static func checksum(sections: [UInt64]) -> UInt64 {
        sections.reduce(0x2545_F491_4F6C_DD1D) { ($0 &* 0x9E37_79B9_7F4A_7C15) ^ $1 }
    }

    /// Marks the index damaged (`isIntact` is false from now on) and removes
    /// its file at `path`, if that is still this file, so it is built again.
    func discard(path: String) {
        damaged.store(true, ordering: .relaxed)
        var mine = stat()
        var named = stat()
        guard descriptor >= 0, fstat(descriptor, &mine) == 0, stat(path, &named) == 0,
            mine.st_dev == named.st_dev, mine.st_ino == named.st_ino
        else { return }
        unlink(path)
    }

    /// Maps an index file; nil when it is missing, damaged or of another version.
    static func map(path: String) -> CatalogStorage? {
        try? open(path: path).get()
    }

    /// Whether the index file at `path` says, by its header alone, that it
    /// is of this format, as long as its header says, and of a catalog of
    /// `size` bytes: a look that maps nothing (`open` then checks the rest
    /// when a search maps it).
    static func headerMatches(path: String, sourceSize size: UInt64) -> Bool {
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_size >= headerSize else { return false }
        var bytes = [UInt8](repeating: 0, count: MemoryLayout<Header>.size)
        guard pread(fd, &bytes, bytes.count, 0) == bytes.count, Array(bytes[0..<8]) == magic else { return false }
        let header = bytes.withUnsafeBytes { $0.loadUnaligned(as: Header.self) }
        return header.formatVersion == formatVersion && header.sourceSize == size
            && header.length == UInt64(info.st_size)
    }

    /// Maps an index file, or says why it is not one.
    static func open(path: String) -> Result<CatalogStorage, Rejection> {
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.missing) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            close(fd)
            return .failure(.missing)
        }
        let length = Int(info.st_size)
        guard length >= headerSize else {
            var prefix = [UInt8](repeating: 0, count: 16)
            let count = pread(fd, &prefix, 16, 0)
            close(fd)
            // Reads the magic and version, so an old short file says "another format".
            guard count >= 16 else { return .failure(count <= 0 ? .truncated : .damaged) }
            guard Array(prefix[0..<8]) == magic else { return .failure(.damaged) }
            let version = prefix.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 8, as: UInt32.self) }
            return .failure(version == formatVersion ? .truncated : .olderFormat)
        }
        guard let mapping = mmap(nil, length, PROT_READ, MAP_PRIVATE, fd, 0), mapping != MAP_FAILED else {
            close(fd)
            return .failure(.missing)
        }
        // Read the file into the page cache ahead of the first search (which
        // would otherwise wait for the disk), without mapping it in: memory
        // use stays what searches touch. The kernel caps one request at its
        // readahead window, so ask a window at a time.
        let window = 2 << 20
        for offset in stride(from: 0, to: length, by: window) {
            posix_fadvise(fd, off_t(offset), off_t(min(window, length - offset)), POSIX_FADV_WILLNEED)
        }
        // The descriptor stays open for `isIntact`: the path may name another file by then.
        return Result { () throws(Rejection) in
            try CatalogStorage(checking: UnsafeRawPointer(mapping), length: length, descriptor: fd) {
                munmap(mapping, length)
                close(fd)
            }
        }
    }
}

/// Each section's hash as the threads find it (`CatalogStorage.hashes`).
private final class SectionHashes: Sendable {
    private let hashes: Mutex<[UInt64?]>

    init(count: Int) {
        hashes = Mutex(Array(repeating: nil, count: count))
    }

    func set(_ index: Int, _ hash: UInt64?) {
        hashes.withLock { $0[index] = hash }
    }

    /// Every section's hash; nil when one could not be read.
    var all: [UInt64]? {
        hashes.withLock { found in found.contains(nil) ? nil : found.map { $0! } }
    }
}
