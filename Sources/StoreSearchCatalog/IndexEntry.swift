import Foundation

/// One item on its way from the reader to the index, as bytes: what its
/// record will hold, its sort key, its own strings and its tokens. Entries
/// lie back to back in a chunk, are sorted there, and travel in sorted runs
/// (in memory or spilled to a file) to the merge that writes the index.
///
///     head | key | name | other strings | tokens
///
/// Each string is its length (a `VarInt`) and its bytes; which of the other
/// strings follow the name is `EntryHead.strings` (`OwnString`). The
/// tokens are the item's distinct words, as ids of its part's token table
/// (`VarInt`s: a byte or two for most, the words met first being the
/// commonest). The artist is an id of its part's artists, genre, kind and
/// currency of its labels, each plus one (0: none).
struct EntryHead {
    var id: Int64
    var price: Int64
    var facts: UInt32
    var kind: UInt32
    var currency: UInt32
    var artist: UInt32
    var genre: UInt32
    /// The whole entry's length in bytes, head included.
    var size: UInt32 = 0
    var keyLength: UInt32 = 0
    var tokenCount: UInt32 = 0
    var strings: UInt8 = 0

    /// The bytes a head takes in an entry (no padding: entries are not aligned).
    static let byteCount = MemoryLayout<EntryHead>.size
}

/// The strings an item has of its own (not shared with others), after its
/// name: each is a string of the index, stored in name order.
enum OwnString: Int, CaseIterable {
    case album, url, artwork60, artwork100, details

    var bit: UInt8 { 1 << UInt8(rawValue) }
}

/// Entries read back from their bytes (a run in memory or a reader's buffer).
struct Entry {
    let base: UnsafeRawPointer
    let head: EntryHead

    init(at base: UnsafeRawPointer) {
        self.base = base
        head = base.loadUnaligned(as: EntryHead.self)
    }

    var key: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(
            start: (base + EntryHead.byteCount).assumingMemoryBound(to: UInt8.self), count: Int(head.keyLength))
    }

    /// Calls `body` with the name, then each other string the entry has
    /// (`head.strings` says which, in `OwnString` order); returns where the
    /// tokens begin.
    func forEachString(_ body: (_ bytes: UnsafeRawBufferPointer) -> Void) -> UnsafeRawPointer {
        var cursor = base + EntryHead.byteCount + Int(head.keyLength)
        for _ in 0...head.strings.nonzeroBitCount {
            let length = Int(VarInt.read(&cursor))
            body(UnsafeRawBufferPointer(start: cursor, count: length))
            cursor += length
        }
        return cursor
    }

    /// Calls `body` with each token id, from where `forEachString` said they begin.
    @inline(__always) func forEachToken(from start: UnsafeRawPointer, _ body: (UInt32) -> Void) {
        var cursor = start
        for _ in 0..<Int(head.tokenCount) { body(VarInt.read(&cursor)) }
    }
}

/// Unsigned integers in as few bytes as they need: seven bits a byte, low
/// bits first, the high bit set on every byte but the last.
enum VarInt {
    /// Writes `value` at `target` (five bytes of room at most); how many bytes it took.
    @inline(__always) static func write(_ value: UInt32, to target: UnsafeMutableRawPointer) -> Int {
        var value = value
        var count = 0
        while value >= 0x80 {
            target.storeBytes(of: UInt8(truncatingIfNeeded: value) | 0x80, toByteOffset: count, as: UInt8.self)
            value >>= 7
            count &+= 1
        }
        target.storeBytes(of: UInt8(value), toByteOffset: count, as: UInt8.self)
        return count &+ 1
    }

    @inline(__always) static func read(_ cursor: inout UnsafeRawPointer) -> UInt32 {
        var value: UInt32 = 0
        var shift: UInt32 = 0
        while true {
            let byte = cursor.load(as: UInt8.self)
            cursor += 1
            value |= UInt32(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift &+= 7
        }
    }
}

/// Entries of one part waiting to be sorted, back to back in one buffer.
struct EntryChunk {
    private var storage: PageBuffer
    private var used = 0
    private(set) var starts: [UInt32] = []
    private var current = 0
    /// The bytes a chunk holds before it is sorted and stored as a run.
    let budget: Int

    init(budget: Int) {
        self.budget = budget
        storage = PageBuffer(capacity: budget + 64 << 10)
        starts.reserveCapacity(budget / 100)
    }

    var isFull: Bool { used >= budget }
    var count: Int { starts.count }

    private mutating func append(_ bytes: UnsafeRawBufferPointer) {
        room(bytes.count)
        if let source = bytes.baseAddress { (storage.base + used).copyMemory(from: source, byteCount: bytes.count) }
        used += bytes.count
    }

    /// Makes room for `count` more bytes.
    @inline(__always) private mutating func room(_ count: Int) {
        if used + count > storage.capacity {
            storage.grow(to: 2 * (used + count), keeping: used)
        }
    }

    private mutating func append(varInt value: UInt32) {
        room(5)
        used &+= VarInt.write(value, to: storage.base + used)
    }

    /// Starts an entry with its head and sort key.
    mutating func begin(_ head: EntryHead, key: UnsafeBufferPointer<UInt8>) {
        current = used
        starts.append(UInt32(current))
        var head = head
        head.keyLength = UInt32(key.count)
        withUnsafeBytes(of: &head) { append(UnsafeRawBufferPointer(rebasing: $0.prefix(EntryHead.byteCount))) }
        append(UnsafeRawBufferPointer(key))
    }

    /// Adds one of the entry's strings (the name first, then the others in `OwnString` order).
    mutating func add(_ string: UnsafeBufferPointer<UInt8>) {
        append(varInt: UInt32(string.count))
        append(UnsafeRawBufferPointer(string))
    }

    /// Ends the entry with its tokens; `strings` says which others were added.
    mutating func end(tokens: UnsafeBufferPointer<UInt32>, strings: UInt8) {
        room(5 * tokens.count)
        for token in tokens { used &+= VarInt.write(token, to: storage.base + used) }
        let head = storage.base + current
        head.storeBytes(
            of: UInt32(used - current), toByteOffset: MemoryLayout<EntryHead>.offset(of: \.size)!, as: UInt32.self)
        head.storeBytes(
            of: UInt32(tokens.count), toByteOffset: MemoryLayout<EntryHead>.offset(of: \.tokenCount)!,
            as: UInt32.self)
        head.storeBytes(of: strings, toByteOffset: MemoryLayout<EntryHead>.offset(of: \.strings)!, as: UInt8.self)
    }

    /// The entries in name order (their keys, ties by id, then as they
    /// came), back to back as a run; the chunk is emptied for the next ones.
    mutating func takeSorted() -> RunBytes {
        let run = RunBytes(count: used)
        let base = UnsafeRawPointer(storage.base)
        // The keys' first twelve bytes decide nearly every comparison: the
        // slots are sorted by them, then each group that shares them by
        // the whole key, the id, and the order they came in.
        // (In memory straight from the system, given back at once: the
        // allocator would keep a freed megabyte for later.)
        let slotMemory = PageBuffer(capacity: 2 * max(starts.count, 1) * MemoryLayout<SortSlot>.stride)
        let slots = slotMemory.base.bindMemory(to: SortSlot.self, capacity: 2 * starts.count)
        for (index, start) in starts.enumerated() {
            let key = Entry(at: base + Int(start)).key
            slots[index] = SortSlot(prefix: SortPrefix.of(key), more: SortPrefix.following(key), start: start)
        }
        let order = KeyRadixSort.sort(
            UnsafeMutableBufferPointer(start: slots, count: starts.count),
            scratch: UnsafeMutableBufferPointer(start: slots + starts.count, count: starts.count))
        var first = 0
        while first < order.count {
            var end = first + 1
            while end < order.count, order[end].prefix == order[first].prefix, order[end].more == order[first].more {
                end += 1
            }
            if end - first > 1 {
                var group = UnsafeMutableBufferPointer(rebasing: order[first..<end])
                group.sort { lhs, rhs in
                    Entry.precedes(Entry(at: base + Int(lhs.start)), Entry(at: base + Int(rhs.start)))
                        ?? (lhs.start < rhs.start)
                }
            }
            first = end
        }
        var target = run.bytes.baseAddress!
        for entry in order {
            let size = Int(base.loadUnaligned(fromByteOffset: Int(entry.start), as: EntryHead.self).size)
            target.copyMemory(from: base + Int(entry.start), byteCount: size)
            target += size
        }
        withExtendedLifetime(slotMemory) {}
        used = 0
        starts.removeAll(keepingCapacity: true)
        return run
    }
}

/// A run's bytes in memory, owned.
///
/// `@unchecked Sendable`: raw memory the compiler cannot follow, written
/// once by the thread that sorts the run and only read after it is kept in
/// its part's `RunStore` (behind a `Mutex`), by the thread that merges.
final class RunBytes: @unchecked Sendable {
    private let storage: PageBuffer
    public let bytes: UnsafeMutableRawBufferPointer

    init(count: Int) {
        storage = PageBuffer(capacity: count)
        bytes = UnsafeMutableRawBufferPointer(start: storage.base, count: count)
    }
}

extension Entry {
    /// Whether `lhs` sorts before `rhs`: by key, then by id; nil when both are equal.
    @inline(__always) static func precedes(_ lhs: Entry, _ rhs: Entry) -> Bool? {
        let order = SortPrefix.compare(lhs.key, rhs.key)
        if order != 0 { return order < 0 }
        if lhs.head.id != rhs.head.id { return lhs.head.id < rhs.head.id }
        return nil
    }
}
