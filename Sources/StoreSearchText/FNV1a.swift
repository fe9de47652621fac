/// FNV-1a, 64 bits: a fast, stable hash of bytes, for hash tables and for
/// file names that must not change between runs (Swift's `Hasher` is
/// seeded per process).
public enum FNV1a {
    @inlinable
    public static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
