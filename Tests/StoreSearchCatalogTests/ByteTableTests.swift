import Testing

@testable import StoreSearchCatalog

/// Strings that share their first eight or sixteen bytes and differ after,
/// or only in length, or end in bytes that read as a length and a place:
/// what a slot's two words of bytes and its tag must still tell apart.
private func lookalikes() -> [[UInt8]] {
    let stem = Array("abcdefghijklmnopqrstuvwxyz0123456789ABCD".utf8)
    var strings: [[UInt8]] = []
    for count in 0...stem.count {
        strings.append(Array(stem.prefix(count)))
        if count > 0 {
            var other = Array(stem.prefix(count))
            other[count - 1] = UInt8(ascii: "!")
            strings.append(other)
        }
    }
    // Sixteen bytes whose last eight are what a longer string's slot holds
    // (its length, 17, and its place in the blob), beside that string.
    strings.append(Array(stem.prefix(8)) + [0, 0, 0, 0, 17, 0, 0, 0])
    strings.append([0])
    strings.append([0, 0])
    return strings
}

/// Many more, to make the table grow a few times.
private func manyWords(_ count: Int) -> [[UInt8]] {
    var generator = SystemRandomNumberGenerator()
    return (0..<count).map { index in
        let length = 1 + Int(generator.next() % 40)
        return Array("w\(index)-".utf8) + (0..<length).map { _ in UInt8(ascii: "a") + UInt8(generator.next() % 26) }
    }
}

@Suite struct ByteTableTests {
    @Test(arguments: [ByteTable.Layout.narrow, .wide])
    func eachStringHasOneIdHoweverAlikeTheyAre(layout: ByteTable.Layout) {
        let strings = lookalikes() + manyWords(5_000)
        var table = ByteTable(expected: 4, layout: layout)
        var ids: [UInt32] = []
        for string in strings {
            ids.append(string.withUnsafeBufferPointer { table.id(for: $0) })
        }
        #expect(table.count == strings.count)
        #expect(ids == (0..<UInt32(strings.count)).map { $0 })
        // Asked again, after the table grew: the same ids, the same bytes.
        for (string, id) in zip(strings, ids) {
            #expect(string.withUnsafeBufferPointer { table.id(for: $0) } == id)
            #expect(table.withBytes(of: id) { Array($0) } == string)
        }
        #expect(table.count == strings.count)
    }

    @Test func aWideTableKeepsEachStringsValueAsItGrows() {
        let strings = lookalikes() + manyWords(5_000)
        var table = ByteTable(expected: 4, layout: .wide)
        for string in strings {
            string.withUnsafeBufferPointer { bytes in
                let entry = table.entry(for: bytes)
                #expect(table.value(of: entry) == 0)
                table.setValue(UInt64(entry.id) * 3 + 1, of: entry)
            }
        }
        for (index, string) in strings.enumerated() {
            string.withUnsafeBufferPointer { bytes in
                let entry = table.entry(for: bytes)
                #expect(entry.id == UInt32(index))
                #expect(table.value(of: entry) == UInt64(index) * 3 + 1)
            }
        }
    }

    @Test func droppedSlotsLeaveTheStringsReadable() {
        var table = ByteTable(expected: 4, layout: .wide)
        let strings = manyWords(300)
        for string in strings { _ = string.withUnsafeBufferPointer { table.id(for: $0) } }
        table.dropSlots()
        #expect(table.count == strings.count)
        for (index, string) in strings.enumerated() {
            #expect(table.withBytes(of: UInt32(index)) { Array($0) } == string)
        }
    }
}

@Suite struct SplitWordsTests {
    @Test func upToTwoIdsAreKeptInline() {
        for ids in [[], [0], [7], [5, 9], [(1 << 30) - 1, 0]] as [[UInt32]] {
            let split = try! #require(SplitWords(inline: ids[...]))
            #expect(!split.isEmpty)
            #expect(split.run == nil)
            var seen: [UInt32] = []
            split.forEachInline { seen.append($0) }
            #expect(seen == ids)
            // As kept in a slot and read back.
            var again: [UInt32] = []
            SplitWords(split.packed).forEachInline { again.append($0) }
            #expect(again == ids)
        }
    }

    @Test func moreIdsOrLargerOnesAreARun() {
        #expect(SplitWords(inline: [1, 2, 3][...]) == nil)
        #expect(SplitWords(inline: [1 << 30][...]) == nil)
        let split = SplitWords(run: 1_000_000..<1_000_004)
        #expect(!split.isEmpty)
        #expect(SplitWords(split.packed).run == 1_000_000..<1_000_004)
        #expect(SplitWords(0).isEmpty)
    }
}
