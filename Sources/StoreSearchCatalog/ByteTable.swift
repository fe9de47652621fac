import Foundation

/// Distinct byte strings and their dense ids (0, 1, 2, … in the order they
/// were first met), found by hash without a `String` or an array per
/// lookup: the index builder's tokens and repeating strings (artists,
/// genres, kinds, currencies).
///
/// The strings lie end to end in one blob. Each slot of the open-addressing
/// table holds a piece of the hash, the length (up to 15) and the id in one
/// word, and the string's first eight bytes in the next: a probe is one
/// cache line, and a string of eight bytes or fewer (most words) is found
/// without reading the blob.
///
/// `@unchecked Sendable`: its slots are a raw allocation the compiler cannot
/// follow. A table is built by one half's thread and read by the assembling
/// thread only after the half's part was handed over (`Handover`), never
/// by two threads at once.
struct ByteTable: @unchecked Sendable {
    private(set) var blob: [UInt8] = []
    /// Where each string begins in `blob`, and one more: where the last ends.
    private(set) var offsets: [UInt32] = [0]
    /// Two words a slot (see above); 0 in the first: empty.
    private var slotStorage: Slots
    private var mask: Int

    /// The slots' memory, owned (and copied before a change when shared).
    private final class Slots {
        let words: UnsafeMutablePointer<UInt64>
        let count: Int

        init(capacity: Int) {
            count = 2 * capacity
            words = .allocate(capacity: count)
            words.initialize(repeating: 0, count: count)
        }

        func copy() -> Slots {
            let copy = Slots(capacity: count / 2)
            copy.words.update(from: words, count: count)
            return copy
        }

        deinit {
            words.deallocate()
        }
    }

    init(expected: Int = 1024) {
        var capacity = 64
        while capacity < expected * 2 { capacity <<= 1 }
        slotStorage = Slots(capacity: capacity)
        mask = capacity - 1
    }

    var count: Int { offsets.count - 1 }

    /// The id of `bytes`, added if it is new.
    @inline(__always) mutating func id(for bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        id(for: bytes, head: Self.head(bytes))
    }

    /// The id of `bytes`, which have at least eight bytes readable from
    /// their start (a word in a buffer with room after it): its first
    /// eight bytes are one load.
    @inline(__always) mutating func id(forPadded bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let count = bytes.count
        guard count > 0 else { return id(for: bytes, head: 0) }
        let loaded = UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(as: UInt64.self)
        return id(for: bytes, head: count >= 8 ? loaded : loaded & ((1 &<< (8 &* UInt64(count))) &- 1))
    }

    /// The lookup itself, made where it is called (a few times an item);
    /// adding a string is not.
    @inline(__always) private mutating func id(for bytes: UnsafeBufferPointer<UInt8>, head: UInt64) -> UInt32 {
        let hash = Self.hash(bytes, head: head)
        let tag = (hash >> 32) & ~0xF | UInt64(min(bytes.count, 15))
        var slot = Int(truncatingIfNeeded: hash) & mask
        let slots = slotStorage.words
        while true {
            let entry = slots[slot &<< 1]
            if entry == 0 { return add(bytes, head: head, tag: tag, slot: slot) }
            if entry >> 32 == tag, slots[slot &<< 1 &+ 1] == head,
                bytes.count <= 8 || equals(Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) &- 1, bytes)
            {
                return UInt32(truncatingIfNeeded: entry) &- 1
            }
            slot = (slot &+ 1) & mask
        }
    }

    /// Adds `bytes`, not yet in the table, at `slot` (empty); its id.
    @inline(never) private mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, head: UInt64, tag: UInt64, slot: Int)
        -> UInt32
    {
        let id = UInt32(count)
        blob.append(contentsOf: bytes)
        offsets.append(UInt32(blob.count))
        if !isKnownUniquelyReferenced(&slotStorage) { slotStorage = slotStorage.copy() }
        let slots = slotStorage.words
        slots[slot &<< 1] = tag << 32 | UInt64(id + 1)
        slots[slot &<< 1 &+ 1] = head
        if count &* 4 > (mask &+ 1) &* 3 { grow() }
        return id
    }

    mutating func id(for text: String) -> UInt32 {
        var text = text
        return text.withUTF8 { id(for: $0) }
    }

    func withBytes<T>(of id: UInt32, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        blob.withUnsafeBufferPointer {
            body(UnsafeBufferPointer(rebasing: $0[Int(offsets[Int(id)])..<Int(offsets[Int(id) + 1])]))
        }
    }

    /// The ids in the byte order of their strings.
    func sortedIds() -> [UInt32] {
        blob.withUnsafeBufferPointer { bytes in
            func string(_ id: UInt32) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: bytes[Int(offsets[Int(id)])..<Int(offsets[Int(id) + 1])])
            }
            var entries: [(prefix: UInt64, id: UInt32)] = (0..<UInt32(count)).map { (SortPrefix.of(string($0)), $0) }
            entries.sort { lhs, rhs in
                lhs.prefix != rhs.prefix
                    ? lhs.prefix < rhs.prefix : SortPrefix.compare(string(lhs.id), string(rhs.id)) < 0
            }
            return entries.map(\.id)
        }
    }

    /// Whether string `id` is `bytes`, whose first eight bytes it is known to share.
    @inline(__always) private func equals(_ id: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(offsets[id])
        guard Int(offsets[id + 1]) - start == bytes.count else { return false }
        return blob.withUnsafeBufferPointer { blob in
            let stored = UnsafeRawPointer(blob.baseAddress! + start)
            let given = UnsafeRawPointer(bytes.baseAddress!)
            let count = bytes.count
            // Up to sixteen bytes (most artists and genres), the last eight
            // compared as one word: with the first eight, all of them.
            if count <= 16 {
                return stored.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                    == given.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            }
            return memcmp(stored + 8, given + 8, count - 8) == 0
        }
    }

    private mutating func grow() {
        let capacity = 2 * (mask + 1)
        let storage = Slots(capacity: capacity)
        let bigger = storage.words
        let mask = capacity - 1
        for id in 0..<count {
            withBytes(of: UInt32(id)) { bytes in
                let head = Self.head(bytes)
                let hash = Self.hash(bytes, head: head)
                var slot = Int(truncatingIfNeeded: hash) & mask
                while bigger[2 * slot] != 0 { slot = (slot + 1) & mask }
                bigger[2 * slot] = ((hash >> 32) & ~0xF | UInt64(min(bytes.count, 15))) << 32 | UInt64(id + 1)
                bigger[2 * slot + 1] = head
            }
        }
        slotStorage = storage
        self.mask = mask
    }

    /// A string's first eight bytes (fewer: zero after them), as one word.
    @inline(__always) private static func head(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = bytes.count
        guard count > 0 else { return 0 }
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        if count >= 8 { return raw.loadUnaligned(as: UInt64.self) }
        if count >= 4 {
            // Two loads that overlap: the bytes they share are the same.
            let low = UInt64(raw.loadUnaligned(as: UInt32.self))
            let high = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            return low | high << (8 * UInt64(count - 4))
        }
        var head = UInt64(bytes[0])
        if count > 1 { head |= UInt64(bytes[1]) << 8 }
        if count > 2 { head |= UInt64(bytes[2]) << 16 }
        return head
    }

    /// The first eight bytes mixed with the length and, for a longer
    /// string, eight bytes at a time after them; the high half is the
    /// slot's tag and the low bits its place, so both are mixed well.
    @inline(__always) private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, head: UInt64) -> UInt64 {
        var hash = (head ^ 0x9E37_79B9_7F4A_7C15 &* UInt64(bytes.count + 1)) &* 0xFF51_AFD7_ED55_8CCD
        if bytes.count > 8 {
            let raw = UnsafeRawPointer(bytes.baseAddress!)
            var index = 8
            while index + 8 <= bytes.count {
                hash =
                    (hash ^ (hash >> 32) ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    &* 0xFF51_AFD7_ED55_8CCD
                index += 8
            }
            if index < bytes.count {
                hash ^= Self.head(UnsafeBufferPointer(rebasing: bytes[index...])) &* 0x9E37_79B9_7F4A_7C15
            }
        }
        hash = (hash ^ (hash >> 29)) &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 32)
    }
}
