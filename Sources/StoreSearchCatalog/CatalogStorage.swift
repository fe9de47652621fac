import Foundation
import StoreSearchCore

/// One item's fixed-size record in the index.
struct ItemRecord {
    var id: Int64
    /// The price in ten-thousandths of the currency; `Int64.min` when there is none.
    var price: Int64
    /// String ids (0: absent).
    var name: UInt32
    var artist: UInt32
    var album: UInt32
    var genre: UInt32
    var url: UInt32
    var artwork60: UInt32
    var artwork100: UInt32
    var kind: UInt32
    var currency: UInt32
    /// The detail's fields as one JSON object under the store's names
    /// (`StoreResponseEncoder.encodeDetails`); 0 when there are none.
    var details: UInt32 = 0
    /// What the orders and filters need of the details without reading
    /// them: the release day (`SortKeys.dayNumber`, 0: none) in the low 27
    /// bits, and `explicitBit` when the item is marked explicit. (It sits
    /// where the record had 4 bytes of padding: the stride stays 64.)
    var facts: UInt32 = 0

    static let noPrice = Int64.min
    static let explicitBit: UInt32 = 1 << 31
    static let dayMask: UInt32 = (1 << 27) - 1

    /// The release day's `SortKeys.dayNumber`, nil when there is none.
    var dayNumber: UInt32? {
        let day = facts & Self.dayMask
        return day == 0 ? nil : day
    }

    var isExplicit: Bool { facts & Self.explicitBit != 0 }

    static func facts(of details: ItemDetails) -> UInt32 {
        let day = details.releaseDate.map { SortKeys.dayNumber($0) & dayMask } ?? 0
        return day | (details.isExplicit == true ? explicitBit : 0)
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
final class CatalogStorage: @unchecked Sendable {
    static let magic: [UInt8] = Array("SSIDX01\0".utf8)
    /// Raised whenever the bytes an index holds change meaning (2: ı, æ,
    /// ø, ł, đ, þ and friends fold to plain letters; 3: each item's details,
    /// where the padding was; 4: each item's release day and explicitness
    /// as `ItemRecord.facts`, for the orders and filters), so an index built
    /// by an older program is built again rather than searched wrongly.
    static let formatVersion: UInt32 = 4
    static let headerSize = 128

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
    }

    private let base: UnsafeRawPointer
    private let length: Int
    private let release: () -> Void
    /// The file the bytes are mapped from (-1: they are in memory).
    private let descriptor: Int32

    let items: UnsafeBufferPointer<ItemRecord>
    let stringOffsets: UnsafeBufferPointer<UInt32>
    let strings: UnsafeBufferPointer<UInt8>
    let tokenOffsets: UnsafeBufferPointer<UInt32>
    let tokens: UnsafeBufferPointer<UInt8>
    let postingStarts: UnsafeBufferPointer<UInt32>
    let postings: UnsafeBufferPointer<UInt32>
    let sourceSize: UInt64
    let sourceModified: Int64

    /// Views `bytes` as an index; nil when they are not one (or are damaged).
    /// `descriptor` is the file they are mapped from, if they are, which
    /// `isIntact` checks (and `release` closes).
    init?(bytes base: UnsafeRawPointer, length: Int, descriptor: Int32 = -1, release: @escaping () -> Void) {
        guard length >= Self.headerSize else {
            release()
            return nil
        }
        let header = base.loadUnaligned(as: Header.self)
        let magic = withUnsafeBytes(of: header.magic) { Array($0) }
        guard magic == Self.magic, header.formatVersion == Self.formatVersion else {
            release()
            return nil
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
        for (offset, size) in zip(offsets, sizes) where offset % 8 != 0 || offset + size > length {
            release()
            return nil
        }
        func view<T>(_ section: Int, _ count: Int, as type: T.Type) -> UnsafeBufferPointer<T> {
            UnsafeBufferPointer(start: (base + offsets[section]).assumingMemoryBound(to: T.self), count: count)
        }
        self.base = base
        self.length = length
        self.release = release
        self.descriptor = descriptor
        self.items = view(0, items, as: ItemRecord.self)
        stringOffsets = view(1, stringCount + 1, as: UInt32.self)
        strings = view(2, Int(header.stringBlobSize), as: UInt8.self)
        tokenOffsets = view(3, tokenCount + 1, as: UInt32.self)
        tokens = view(4, Int(header.tokenBlobSize), as: UInt8.self)
        postingStarts = view(5, tokenCount + 1, as: UInt32.self)
        postings = view(6, postingCount, as: UInt32.self)
        sourceSize = header.sourceSize
        sourceModified = header.sourceModified
        guard validates() else { return nil }
    }

    deinit {
        release()
    }

    /// Whether every mapped byte is still there. A file that shrinks under
    /// its mapping (someone truncated the cache) leaves pages that end the
    /// process with SIGBUS when touched: check before each use, and build
    /// the index again when it fails.
    var isIntact: Bool {
        guard descriptor >= 0 else { return true }
        var info = stat()
        return fstat(descriptor, &info) == 0 && Int(info.st_size) >= length
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

    /// The string with `id`, or nil for id 0 (or an id out of range).
    func string(_ id: UInt32) -> String? {
        guard id != 0, Int(id) < stringOffsets.count - 1 else { return nil }
        let start = Int(stringOffsets[Int(id)])
        let end = Int(stringOffsets[Int(id) + 1])
        return String(decoding: UnsafeBufferPointer(rebasing: strings[start..<end]), as: UTF8.self)
    }

    func token(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: tokens[Int(tokenOffsets[index])..<Int(tokenOffsets[index + 1])])
    }

    func postings(ofTokens range: Range<Int>) -> UnsafeBufferPointer<UInt32> {
        UnsafeBufferPointer(
            rebasing: postings[Int(postingStarts[range.lowerBound])..<Int(postingStarts[range.upperBound])])
    }

    // MARK: Files

    /// Maps an index file; nil when it is missing, damaged or of another version.
    static func map(path: String) -> CatalogStorage? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_size >= headerSize else {
            close(fd)
            return nil
        }
        let length = Int(info.st_size)
        guard let mapping = mmap(nil, length, PROT_READ, MAP_PRIVATE, fd, 0), mapping != MAP_FAILED else {
            close(fd)
            return nil
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
        return CatalogStorage(bytes: UnsafeRawPointer(mapping), length: length, descriptor: fd) {
            munmap(mapping, length)
            close(fd)
        }
    }
}
