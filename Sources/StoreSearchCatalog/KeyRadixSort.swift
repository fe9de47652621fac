/// An entry's place in a chunk beside its key's first twelve bytes, which
/// decide nearly every comparison of the name order (`SortPrefix`).
struct SortSlot {
    var prefix: UInt64
    var more: UInt32
    public var start: UInt32
}

/// Sorts slots by their twelve key bytes, a byte at a time from the last
/// (a stable radix sort: twelve passes of counting and placing, each
/// skipped when every slot has the same byte there), so slots of equal
/// bytes stay in the order they came. A comparison sort spent most of its
/// time in the comparisons of a chunk of 50,000 entries; this reads each
/// slot a dozen times and compares none.
enum KeyRadixSort {
    /// Sorts `slots`, using `scratch` (as many slots) on the way; the
    /// sorted slots end in whichever of the two it says.
    static func sort(
        _ slots: UnsafeMutableBufferPointer<SortSlot>, scratch: UnsafeMutableBufferPointer<SortSlot>
    ) -> UnsafeMutableBufferPointer<SortSlot> {
        var slots = slots
        var other = scratch
        let count = slots.count
        guard count > 1 else { return slots }
        // Byte 0 is the key's twelfth (the low byte of `more`), byte 11 its first.
        var counts = [Int](repeating: 0, count: 12 * 256)
        counts.withUnsafeMutableBufferPointer { counts in
            for slot in slots {
                for byte in 0..<12 { counts[byte &<< 8 | digit(slot, byte)] &+= 1 }
            }
        }
        for byte in 0..<12 {
            // A byte every slot shares orders nothing.
            guard counts[byte &<< 8 | digit(slots[0], byte)] != count else { continue }
            var next = [Int](repeating: 0, count: 256)
            var total = 0
            for value in 0..<256 {
                next[value] = total
                total &+= counts[byte &<< 8 | value]
            }
            next.withUnsafeMutableBufferPointer { next in
                for slot in slots {
                    let value = digit(slot, byte)
                    other[next[value]] = slot
                    next[value] &+= 1
                }
            }
            swap(&slots, &other)
        }
        return slots
    }

    /// Byte `index` of the slot's twelve, from the last.
    @inline(__always) private static func digit(_ slot: SortSlot, _ index: Int) -> Int {
        index < 4
            ? Int(truncatingIfNeeded: slot.more &>> UInt32(index &<< 3)) & 0xFF
            : Int(truncatingIfNeeded: slot.prefix &>> UInt64((index &- 4) &<< 3)) & 0xFF
    }
}
