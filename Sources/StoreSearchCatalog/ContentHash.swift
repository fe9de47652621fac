import CContentHash
import Foundation
import SystemCalls

/// A fast 64-bit hash of a stream of bytes, for the catalog's content and
/// the index's checksum: four independent lanes over 32-byte blocks, so it
/// runs near the speed of memory (a 234 MB catalog in a few tens of
/// milliseconds) where FNV-1a, a byte at a time, would take a quarter of a
/// second. Its loop is C's (`storesearch_hash_blocks`, which says why).
/// The same bytes give the same hash however they are split between calls
/// to `add`. Not a cryptographic hash: it finds damage and change, not
/// tampering.
struct ContentHash {
    private var lanes: (UInt64, UInt64, UInt64, UInt64) = (
        0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x85EB_CA77_C2B2_AE63
    )
    /// Bytes of an unfinished block (fewer than 32).
    private var pending: [UInt8] = []
    private var total: UInt64 = 0

    init() {}

    /// Mixes `count` blocks of 32 bytes from `base` into the lanes.
    private mutating func blocks(_ base: UnsafeRawPointer, count: Int) {
        withUnsafeMutableBytes(of: &lanes) { lanes in
            storesearch_hash_blocks(lanes.baseAddress!.assumingMemoryBound(to: UInt64.self), base, count)
        }
    }

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        guard var start = bytes.baseAddress, !bytes.isEmpty else { return }
        var count = bytes.count
        total &+= UInt64(count)
        if !pending.isEmpty {
            let taken = min(32 - pending.count, count)
            pending.append(contentsOf: UnsafeRawBufferPointer(start: start, count: taken))
            start += taken
            count -= taken
            guard pending.count == 32 else { return }
            let full = pending
            full.withUnsafeBytes { blocks($0.baseAddress!, count: 1) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = count / 32
        if whole > 0 {
            blocks(start, count: whole)
            start += whole * 32
            count -= whole * 32
        }
        if count > 0 { pending.append(contentsOf: UnsafeRawBufferPointer(start: start, count: count)) }
    }

    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        add(UnsafeRawBufferPointer(bytes))
    }

    /// The hash of every byte added so far.
    func finish() -> UInt64 {
        var value = lanes.0 ^ (lanes.1 &* 31) ^ (lanes.2 &* 1_000_003) ^ (lanes.3 &* 0x1_0000_01B3) ^ total
        for byte in pending { value = storesearch_hash_mix(value, UInt64(byte)) }
        value ^= value >> 33
        value = value &* 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }

    /// The hash of `length` bytes of the file `fd` from `offset`, read
    /// (not mapped) a megabyte at a time: the bytes pass through the page
    /// cache and never count in the process's memory. Nil when it cannot
    /// be read whole.
    static func of(descriptor fd: Int32, from offset: Int, length: Int) -> UInt64? {
        let chunk = 1 << 20
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 32)
        defer { buffer.deallocate() }
        var hash = ContentHash()
        var position = offset
        let end = offset + length
        while position < end {
            let count = retryingInterrupted { pread(fd, buffer, min(chunk, end - position), off_t(position)) }
            guard count > 0 else { return nil }
            hash.add(UnsafeRawBufferPointer(start: buffer, count: count))
            position += count
        }
        return hash.finish()
    }
}
