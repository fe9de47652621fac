import Foundation
import StoreSearchText

/// The bytes that sort results by name the way people expect, compared
/// with `memcmp`: the name folded (case, diacritics, width), each run of
/// digits written as its length and then its digits (so "Track 2" comes
/// before "Track 10"), then the artist, to keep equal names in one order.
public enum OrderKey {
    public static func make(name: String, artist: String?) -> [UInt8] {
        var folder = Folder()
        var key: [UInt8] = []
        append(name: name, artist: artist, to: &key, folder: &folder)
        return key
    }

    /// Appends the key to `key` (one buffer for a whole catalog's keys).
    public static func append(name: String, artist: String?, to key: inout [UInt8], folder: inout Folder) {
        let start = key.count
        folder.appendFolded(name, to: &key)
        var artist = artist
        if artist == nil {
            finish(nameFrom: start, artist: nil, key: &key)
        } else {
            artist!.withUTF8 { finish(nameFrom: start, artist: $0, key: &key) }
        }
    }

    /// The same key from UTF-8 bytes (a catalog's, as they lie in the file).
    public static func append(
        name: UnsafeBufferPointer<UInt8>, artist: UnsafeBufferPointer<UInt8>?, to key: inout [UInt8],
        folder: inout Folder
    ) {
        let start = key.count
        folder.appendFolded(name, to: &key)
        finish(nameFrom: start, artist: artist, key: &key)
    }

    /// Ends a key whose name was folded into it from `start` on (with
    /// `Folder.appendFolded`, which can give its words too): the name's
    /// digit runs written as numbers sort, then the artist. The key of
    /// `append(name:artist:to:folder:)`, for a caller that folded the name.
    public static func finish(nameFrom start: Int, artist: UnsafeBufferPointer<UInt8>?, key: inout [UInt8]) {
        let count = key.count - start
        let room = endRoom(folded: count, artist: artist?.count ?? 0)
        // Written aside (on the stack), then in place of the folded name.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room) { end in
            let written = key.withUnsafeBufferPointer { key in
                writeEnd(folded: UnsafeBufferPointer(rebasing: key[start...]), artist: artist, to: end.baseAddress!)
            }
            key.removeSubrange(start...)
            key.append(contentsOf: UnsafeBufferPointer(rebasing: end[..<written]))
        }
    }

    /// The room `writeEnd` needs at most.
    public static func endRoom(folded: Int, artist: Int) -> Int { 2 * folded + 1 + artist }

    /// Writes a key from its folded name on to `out` (`endRoom` bytes):
    /// the name with its digit runs written as numbers sort, its end, the
    /// artist; how many bytes it wrote.
    public static func writeEnd(
        folded: UnsafeBufferPointer<UInt8>, artist: UnsafeBufferPointer<UInt8>?, to out: UnsafeMutablePointer<UInt8>
    ) -> Int {
        // Digit runs become [0x30 + length, digits...] without leading zeros;
        // the length byte stays within "0"..."9", so a number still sorts
        // against other characters as its digits would.
        var written = 0
        var index = 0
        let count = folded.count
        while index < count {
            let byte = folded[index]
            guard byte &- UInt8(ascii: "0") < 10 else {
                out[written] = byte
                written &+= 1
                index &+= 1
                continue
            }
            var end = index
            while end < count, folded[end] &- UInt8(ascii: "0") < 10 { end += 1 }
            var first = index
            while first < end, folded[first] == UInt8(ascii: "0") { first += 1 }
            out[written] = UInt8(ascii: "0") + UInt8(min(end - first, 9))
            written &+= 1
            for digit in first..<end {
                out[written] = folded[digit]
                written &+= 1
            }
            index = end
        }
        out[written] = 0
        written &+= 1
        if let artist, let source = artist.baseAddress {
            (out + written).update(from: source, count: artist.count)
            written &+= artist.count
        }
        return written
    }

    /// Whether `lhs` sorts before `rhs`.
    public static func precedes(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = min(lhs.count, rhs.count)
        if common > 0 {
            let order = memcmp(lhs.baseAddress!, rhs.baseAddress!, common)
            if order != 0 { return order < 0 }
        }
        return lhs.count < rhs.count
    }
}

extension Sequence where Element == SearchResult {
    /// Sorted by name as people expect (see `OrderKey`), then by id.
    public func sortedByName() -> [SearchResult] {
        map { (key: OrderKey.make(name: $0.name, artist: $0.artistName), result: $0) }
            .sorted { lhs, rhs in
                if lhs.key != rhs.key {
                    return lhs.key.withUnsafeBufferPointer { left in
                        rhs.key.withUnsafeBufferPointer { right in OrderKey.precedes(left, right) }
                    }
                }
                return lhs.result.id < rhs.result.id
            }
            .map(\.result)
    }
}
