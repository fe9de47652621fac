import Foundation

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
        finish(from: start, key: &key)
        if let artist { key.append(contentsOf: artist.utf8) }
    }

    /// The same key from UTF-8 bytes (a catalog's, as they lie in the file).
    public static func append(
        name: UnsafeBufferPointer<UInt8>, artist: UnsafeBufferPointer<UInt8>?, to key: inout [UInt8],
        folder: inout Folder
    ) {
        let start = key.count
        folder.appendFolded(name, to: &key)
        finish(from: start, key: &key)
        if let artist { key.append(contentsOf: artist) }
    }

    /// Writes the digit runs of the folded name from `start` on as numbers
    /// sort, and ends the name.
    private static func finish(from start: Int, key: inout [UInt8]) {
        // Digit runs become [0x30 + length, digits...] without leading zeros;
        // the length byte stays within "0"..."9", so a number still sorts
        // against other characters as its digits would.
        let hasDigits = key.withUnsafeBufferPointer { folded in
            for index in start..<folded.count where folded[index] &- UInt8(ascii: "0") < 10 { return true }
            return false
        }
        if hasDigits {
            let folded = Array(key[start...])
            key.removeSubrange(start...)
            var index = 0
            while index < folded.count {
                let byte = folded[index]
                guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else {
                    key.append(byte)
                    index += 1
                    continue
                }
                var end = index
                while end < folded.count, folded[end] >= UInt8(ascii: "0"), folded[end] <= UInt8(ascii: "9") {
                    end += 1
                }
                let significant = folded[index..<end].drop(while: { $0 == UInt8(ascii: "0") })
                key.append(UInt8(ascii: "0") + UInt8(min(significant.count, 9)))
                key.append(contentsOf: significant)
                index = end
            }
        }
        key.append(0)
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
