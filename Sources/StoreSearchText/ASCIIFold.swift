/// ASCII text folded eight bytes at a time, in one integer each (SWAR:
/// "SIMD within a register"): lowered, its words found from a mask of one
/// bit a byte. `Folder` folds short text this way, which is what nearly
/// every name, artist and album of a catalog is, and what a query is, with
/// the same result as its byte-by-byte loop (the tests compare the two on
/// every ASCII byte). Public and inlinable for the index builder, which
/// folds a catalog's names with it straight into its own buffers.
public enum ASCIIFold {
    /// The longest text folded this way: its word mask fits one integer.
    public static let longest = 64

    @usableFromInline static let high: UInt64 = 0x8080_8080_8080_8080
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101

    /// Folds `bytes` (`longest` at most) into `out`, which has room for
    /// their count rounded up to eight, and calls `words` with the range of
    /// each word in it (runs of letters and digits). False, having called
    /// nothing, when a byte is not ASCII.
    @inlinable @inline(__always) public static func fold(
        _ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, words: (Range<Int>) -> Void
    ) -> Bool {
        let count = bytes.count
        guard count > 0 else { return true }
        let source = UnsafeRawPointer(bytes.baseAddress!)
        let target = UnsafeMutableRawPointer(out)
        var mask: UInt64 = 0
        var offset = 0
        while offset < count {
            let left = count - offset
            let block: UInt64
            if left >= 8 {
                block = source.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            } else if count >= 8 {
                // The last eight bytes, those already folded shifted out.
                block = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) >> (8 * UInt64(8 - left))
            } else {
                var gathered: UInt64 = 0
                for index in 0..<left {
                    gathered |= UInt64(source.load(fromByteOffset: offset + index, as: UInt8.self)) << (8 * index)
                }
                block = gathered
            }
            if block & high != 0 { return false }
            let (lowered, word) = fold(block)
            target.storeBytes(of: lowered, toByteOffset: offset, as: UInt64.self)
            // Bit 7 of each byte gathered into the top byte, byte i at bit i.
            mask |= (((word >> 7) &* 0x0102_0408_1020_4080) >> 56) << UInt64(offset)
            offset &+= 8
        }
        var rest = mask
        while rest != 0 {
            let start = rest.trailingZeroBitCount
            let length = (~(rest >> UInt64(start))).trailingZeroBitCount
            words(start..<(start + length))
            if start + length >= 64 { break }
            rest &= ~0 << UInt64(start + length)
        }
        return true
    }

    /// Eight ASCII bytes (little-endian: the first lowest) lowered, and a
    /// mask with bit 7 set in each byte that is a letter or a digit. No
    /// byte is 0x80 or more, so no sum below carries into the next byte:
    /// `b + (0x80 - x)` has bit 7 set exactly when `b >= x`.
    @inlinable @inline(__always) static func fold(_ block: UInt64) -> (lowered: UInt64, word: UInt64) {
        let upper = (block &+ ones &* (0x80 - 0x41)) & ~(block &+ ones &* (0x80 - 0x5B)) & high
        let lowered = block | upper >> 2
        let letter = (lowered &+ ones &* (0x80 - 0x61)) & ~(lowered &+ ones &* (0x80 - 0x7B)) & high
        let digit = (block &+ ones &* (0x80 - 0x30)) & ~(block &+ ones &* (0x80 - 0x3A)) & high
        return (lowered, letter | digit)
    }
}
