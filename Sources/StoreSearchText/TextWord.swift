/// Eight bytes of text at a time, as one word: which of them are what.
/// The sanitiser's check of clean text and the catalog reader's scan of a
/// value both read text this way, with one meaning of "clean".
public enum TextWord {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `word` that is `byte` (exact for the
    /// first one; a byte after one may be marked too).
    @inline(__always) public static func bytes(_ byte: UInt8, in word: UInt64) -> UInt64 {
        let apart = word ^ (ones &* UInt64(byte))
        return (apart &- ones) & ~apart & highs
    }

    /// The high bit of each byte below 0x20, or DEL, or not ASCII (exact
    /// for the first one): a byte that clean ASCII text never holds.
    @inline(__always) public static func unprintable(in word: UInt64) -> UInt64 {
        ((word &- ones &* 0x20) & ~word & highs) | bytes(0x7F, in: word) | (word & highs)
    }

    /// Exactly the bytes that are spaces, by their high bits.
    @inline(__always) public static func spaces(in word: UInt64) -> UInt64 {
        let apart = word ^ (ones &* 0x20)
        return ~(((apart & ~highs) &+ ~highs) | apart | ~highs)
    }

    /// Whether `spaces` (a word's, `spaces(in:)`) are single, none first
    /// after a space (`afterSpace`: the word before ended in one, or the
    /// text begins here).
    @inline(__always) public static func singleSpaces(_ spaces: UInt64, afterSpace: Bool) -> Bool {
        spaces & (spaces << 8) == 0 && !(afterSpace && spaces & 0x80 != 0)
    }

    /// The first and last eight bytes of `bytes` (fewer than eight: those
    /// bytes and zero), which with its length say all of up to sixteen bytes.
    @inline(__always) public static func ends(of bytes: UnsafeBufferPointer<UInt8>) -> (first: UInt64, last: UInt64) {
        guard bytes.count >= 8 else {
            var first: UInt64 = 0
            for index in 0..<bytes.count { first |= UInt64(bytes[index]) << (8 &* UInt64(index)) }
            return (first, 0)
        }
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        return (
            raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: bytes.count &- 8, as: UInt64.self)
        )
    }
}
