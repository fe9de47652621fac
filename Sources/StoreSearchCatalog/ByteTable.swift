import Foundation

/// Distinct byte strings and their dense ids (0, 1, 2, … in the order they
/// were first met), found by hash without a `String` or an array per
/// lookup: the index builder's tokens and repeating strings (artists,
/// genres, kinds, currencies).
///
/// The strings lie end to end in one blob. Each slot of the open-addressing
/// table holds a piece of the hash, the length (up to 31) and the id in one
/// word, and the string's first eight bytes in the next: a probe is one
/// cache line, and a string of eight bytes or fewer (most words) is found
/// without reading the blob.
///
/// A wide table (`Layout.wide`: artists, labels) has two more words a
/// slot: the string's next eight bytes (for a longer string, its length
/// and where it lies in the blob), and a value its owner keeps for it.
/// Artists are many and met in no order, so each look-up misses the
/// caches. In a wide table one line answers an artist of up to sixteen
/// bytes (three in four) and the words it holds, where the string's
/// offset, its bytes and the owner's table of its words were three misses
/// more.
///
/// `@unchecked Sendable`: its slots are a raw allocation the compiler cannot
/// follow. A table is built by one half's thread and read by the assembling
/// thread only after the half's part was handed over (`Handover`), never
/// by two threads at once.
struct ByteTable: @unchecked Sendable {
    enum Layout: Int {
        /// Two words a slot: tokens, mostly short and many.
        case narrow = 2
        /// Four: the next eight bytes and a value too.
        case wide = 4
    }

    /// Where a string's id lies: its slot, whose value (wide tables) its
    /// owner may read and set until the next string is added.
    struct Entry {
        let id: UInt32
        let slot: Int
    }

    private(set) var blob: [UInt8] = []
    /// Where each string begins in `blob`, and one more: where the last ends.
    private(set) var offsets: [UInt32] = [0]
    /// `stride` words a slot (see above); 0 in the first: empty.
    private var slotStorage: Slots
    private var mask: Int
    /// The layout's words a slot.
    private let stride: Int
    /// Whether the slots were dropped (`dropSlots`).
    private var isReadOnly = false

    /// The slots' memory, owned (and copied before a change when shared).
    /// (`malloc`'s, not pages of their own: with fresh pages at each of a
    /// table's dozen growths the readers were about 30 ms slower at 1M.)
    private final class Slots {
        let words: UnsafeMutablePointer<UInt64>
        let count: Int

        init(words count: Int) {
            self.count = count
            words = .allocate(capacity: count)
            words.initialize(repeating: 0, count: count)
        }

        func copy() -> Slots {
            let copy = Slots(words: count)
            copy.words.update(from: words, count: count)
            return copy
        }

        deinit { words.deallocate() }
    }

    init(expected: Int = 1024, layout: Layout = .narrow) {
        var capacity = 64
        while capacity < expected * 2 { capacity <<= 1 }
        stride = layout.rawValue
        slotStorage = Slots(words: capacity * stride)
        mask = capacity - 1
    }

    var count: Int { offsets.count - 1 }

    /// The id of `bytes`, added if it is new.
    @inline(__always) mutating func id(for bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        entry(for: bytes, head: Self.head(bytes)).id
    }

    /// The id of `bytes`, which have at least eight bytes readable from
    /// their start (a word in a buffer with room after it): its first
    /// eight bytes are one load.
    @inline(__always) mutating func id(forPadded bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let count = bytes.count
        guard count > 0 else { return entry(for: bytes, head: 0).id }
        let loaded = UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(as: UInt64.self)
        return entry(for: bytes, head: count >= 8 ? loaded : loaded & ((1 &<< (8 &* UInt64(count))) &- 1)).id
    }

    /// Where the id of `bytes` lies, added if it is new.
    @inline(__always) mutating func entry(for bytes: UnsafeBufferPointer<UInt8>) -> Entry {
        entry(for: bytes, head: Self.head(bytes))
    }

    /// The value its owner keeps for `entry`'s string in a wide table: 0 until set.
    @inline(__always) func value(of entry: Entry) -> UInt64 {
        assert(stride == Layout.wide.rawValue, "a narrow table keeps no values")
        return slotStorage.words[entry.slot &* stride &+ 3]
    }

    /// Keeps `value` for `entry`'s string (a wide table; no string added since `entry`).
    mutating func setValue(_ value: UInt64, of entry: Entry) {
        precondition(stride == Layout.wide.rawValue && entry.slot <= mask)
        if !isKnownUniquelyReferenced(&slotStorage) { slotStorage = slotStorage.copy() }
        slotStorage.words[entry.slot &* stride &+ 3] = value
    }

    /// The lookup itself, made where it is called (a few times an item);
    /// adding a string is not.
    @inline(__always) private mutating func entry(for bytes: UnsafeBufferPointer<UInt8>, head: UInt64) -> Entry {
        let hash = Self.hash(bytes, head: head)
        let tag = Self.tag(hash, count: bytes.count)
        var slot = Int(truncatingIfNeeded: hash) & mask
        let slots = slotStorage.words
        // A wide table compares the next eight bytes in the slot (a string
        // of up to sixteen), or reads the rest from the blob.
        let next = stride == Layout.wide.rawValue && bytes.count <= 16 ? Self.nextEight(bytes) : 0
        while true {
            let words = slots + slot &* stride
            let entry = words[0]
            if entry == 0 { return add(bytes, head: head, next: next, tag: tag, slot: slot) }
            if entry >> 32 == tag, words[1] == head {
                let found = Entry(id: UInt32(truncatingIfNeeded: entry) &- 1, slot: slot)
                if bytes.count <= 8 { return found }
                if stride == Layout.narrow.rawValue {
                    if equals(Int(found.id), bytes) { return found }
                } else if bytes.count <= 16 ? words[2] == next : equalsRest(at: words[2], bytes) {
                    return found
                }
            }
            slot = (slot &+ 1) & mask
        }
    }

    /// Adds `bytes`, not yet in the table, at `slot` (empty) or, when the
    /// table grows first, wherever its hash now leads.
    @inline(never) private mutating func add(
        _ bytes: UnsafeBufferPointer<UInt8>, head: UInt64, next: UInt64, tag: UInt64, slot: Int
    ) -> Entry {
        precondition(!isReadOnly, "a table whose slots were dropped is read only")
        let id = UInt32(count)
        let start = UInt64(blob.count)
        blob.append(contentsOf: bytes)
        offsets.append(UInt32(blob.count))
        if !isKnownUniquelyReferenced(&slotStorage) { slotStorage = slotStorage.copy() }
        var slot = slot
        if count &* 4 > (mask &+ 1) &* 3 {
            grow()
            slot = emptySlot(from: Self.hash(bytes, head: head))
        }
        let words = slotStorage.words + slot &* stride
        words[0] = tag << 32 | UInt64(id + 1)
        words[1] = head
        if stride == Layout.wide.rawValue {
            words[2] = bytes.count <= 16 ? next : UInt64(bytes.count) << 32 | start
            words[3] = 0
        }
        return Entry(id: id, slot: slot)
    }

    /// Frees the slots: the strings stay, to be read by id, but none can
    /// be looked up or added any more (a table whose reading is over).
    mutating func dropSlots() {
        slotStorage = Slots(words: stride)
        mask = 0
        isReadOnly = true
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

    /// Whether the string of more than sixteen bytes that a wide slot's
    /// third word places in the blob (length, start) is `bytes`, whose
    /// first eight bytes it is known to share.
    @inline(__always) private func equalsRest(at place: UInt64, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard Int(truncatingIfNeeded: place >> 32) == bytes.count else { return false }
        return blob.withUnsafeBufferPointer { blob in
            memcmp(
                blob.baseAddress! + Int(truncatingIfNeeded: place & 0xFFFF_FFFF) + 8, bytes.baseAddress! + 8,
                bytes.count - 8) == 0
        }
    }

    /// Doubles the slots, each string's words moved to where its hash now
    /// leads (a string being added has none yet).
    private mutating func grow() {
        let old = slotStorage
        let oldCapacity = mask + 1
        mask = 2 * oldCapacity - 1
        slotStorage = Slots(words: 2 * oldCapacity * stride)
        withExtendedLifetime(old) {
            for slot in 0..<oldCapacity {
                let words = old.words + slot * stride
                guard words[0] != 0 else { continue }
                let hash = withBytes(of: UInt32(truncatingIfNeeded: words[0]) - 1) { Self.hash($0, head: words[1]) }
                (slotStorage.words + emptySlot(from: hash) * stride).update(from: words, count: stride)
            }
        }
    }

    /// The first empty slot from where `hash` leads.
    private func emptySlot(from hash: UInt64) -> Int {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slotStorage.words[slot * stride] != 0 { slot = (slot + 1) & mask }
        return slot
    }

    /// A slot's tag: the hash's high half, its last five bits the length (at most 31).
    @inline(__always) private static func tag(_ hash: UInt64, count: Int) -> UInt64 {
        (hash >> 32) & ~0x1F | UInt64(min(count, 31))
    }

    /// Bytes 8..<16 of a string of at most sixteen (fewer: zero after them; none: 0).
    @inline(__always) private static func nextEight(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = bytes.count
        guard count > 8 else { return 0 }
        // The last eight bytes, less those before the ninth.
        let last = UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        return last >> (8 &* UInt64(16 - count))
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
