import Foundation

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
