import Foundation

/// The parts of a catalog, read at once, made one index: their tables of
/// words merged, their sorted runs merged in name order, and each section
/// written straight to its place (`IndexOutput`), so memory holds the
/// tables, a buffer per run and a group of postings (two after the
/// merge), not every record and string of the catalog (unless there was
/// no file to spill the runs to).
///
/// String ids: 1 to `ownCount` are the items' own strings (names, albums,
/// …) in name order, written as the merge meets them; then the repeating
/// ones: each part's artists, then each part's labels (genres, kinds,
/// currencies), as the part has them. An artist both parts met is there
/// twice, with two ids: nothing asks an artist's id to be its only one
/// (the artist order ranks equal names alike), and the merge then needs
/// no table to turn a part's ids into the index's, which at ten million
/// items would be a cache miss an item.
struct IndexAssembly {
    private var parts: [IndexPart]
    /// Where the postings of all but the first group wait (nil: in memory, one group).
    private let spill: SpillFile?
    /// For each part: its token ids' ranks in byte order, and the index's
    /// string id of its first artist and of its first label.
    private var tokenRanks: [[UInt32]] = []
    private let artistBases: [UInt32]
    private let labelBases: [UInt32]
    private var tokens: ByteTable
    /// Each part's artists, then each part's labels: the repeating strings, after the items' own.
    private var repeating: [ByteTable]
    /// The merged tokens' ids in byte order, and each rank's first posting.
    private var tokenOrder: [UInt32]
    private var postingStarts: [UInt32]
    private let ownBytes: Int
    let layout: IndexLayout

    private let limits: BuildLimits
    /// Where the merge's progress goes (nil: nowhere).
    private let work: IndexWork?

    init(parts: [IndexPart], limits: BuildLimits = .standard, work: IndexWork? = nil) {
        self.limits = limits
        self.work = work
        var parts = parts
        for (part, thread) in zip(parts, IndexPhases.Thread.allCases) { work?.phases.record(part.clock, on: thread) }
        var tables = parts.indices.map { parts[$0].takeTables() }
        // The words are merged: a token is one token, whichever part met it.
        // (The first table is taken out, so that adding to it copies nothing.)
        var tokens = tables[0].tokens
        tables[0].tokens = ByteTable(expected: 0)
        var tokenIds = [Array(0..<UInt32(tokens.count))]
        for theirs in tables.dropFirst() {
            tokenIds.append(
                (0..<UInt32(theirs.tokens.count)).map { id in theirs.tokens.withBytes(of: id) { tokens.id(for: $0) } })
        }
        tokenOrder = tokens.sortedIds()
        var rank = [UInt32](repeating: 0, count: tokens.count)
        for (sorted, id) in tokenOrder.enumerated() { rank[Int(id)] = UInt32(sorted) }
        tokenRanks = tokenIds.map { ids in ids.map { rank[Int($0)] } }
        var counts = [UInt32](repeating: 0, count: tokens.count)
        for (part, ranks) in zip(parts, tokenRanks) {
            for (local, count) in part.postingCounts.enumerated() { counts[Int(ranks[local])] += count }
        }
        postingStarts = [0]
        postingStarts.reserveCapacity(counts.count + 1)
        for count in counts { postingStarts.append(postingStarts.last! + count) }
        let ownCount = parts.reduce(0) { $0 + $1.ownStrings }
        ownBytes = parts.reduce(0) { $0 + $1.ownBytes }
        // String ids: 0 is none, then the items' own, each part's artists, each part's labels.
        repeating = tables.map(\.artists) + tables.map(\.labels)
        var next = UInt32(1 + ownCount)
        var bases: [UInt32] = []
        for table in repeating {
            bases.append(next)
            next += UInt32(table.count)
        }
        artistBases = Array(bases.prefix(parts.count))
        labelBases = Array(bases.suffix(parts.count))
        tables = []
        layout = IndexLayout(
            itemCount: parts.reduce(0) { $0 + $1.itemCount }, stringCount: Int(next),
            stringBytes: ownBytes + repeating.reduce(0) { $0 + $1.blob.count }, tokenCount: tokens.count,
            tokenBytes: tokens.blob.count, postingCount: Int(postingStarts.last!))
        spill = parts[0].runs.spill
        self.parts = parts
        // From here the tokens are read by id: their look-ups are done.
        tokens.dropSlots()
        self.tokens = tokens
    }

    /// Writes the index through `output` (made for `layout`); false when a
    /// write failed (the output's `error` says why). Consumed as it goes:
    /// the tables once written, each run once read.
    consuming func write(
        to output: IndexOutput, sourceSize: UInt64, sourceModified: Int64, contentHash: () -> UInt64
    ) -> Bool {
        var clock = PhaseClock()
        defer { work?.phases.record(clock, on: .first) }
        writeTokens(to: output)
        // (A rank past the tokens, or more postings than were counted, would
        // write out of bounds: the counts came from the same entries.)
        let behind = PostingsBehind(
            PostingPlacer(starts: postingStarts, spill: spill, groupLimit: limits.groupPostings), phases: work?.phases)
        postingStarts = []
        var offsets = output.writer(.stringOffsets)
        var strings = output.writer(.strings)
        var items = output.writer(.items)
        // Id 0 (none) is empty.
        offsets.write(contentsOf: [UInt32(0), 0])
        var stringEnd: UInt32 = 0
        var stringId: UInt32 = 0
        var position: UInt32 = 0
        // The parts' token ranks, one after the other in one buffer (no
        // array an item to retain): where each part's begin, then the ranks.
        let (rankStarts, rankBuffer) = Self.flattened(tokenRanks)
        let rankMap = rankBuffer.base.assumingMemoryBound(to: UInt32.self)
        tokenRanks = []
        let merged = mergeRuns { entry, part in
            /// A part's id plus one (0: none) as the index's, from its first one's.
            func id(_ local: UInt32, from base: UInt32) -> UInt32 { local == 0 ? 0 : base &+ local &- 1 }
            let (artistBase, labelBase) = (artistBases[part], labelBases[part])
            let head = entry.head
            let record = ItemRecord(
                id: head.id, price: head.price, name: stringId &+ 1, artist: id(head.artist, from: artistBase),
                genre: id(head.genre, from: labelBase), kind: id(head.kind, from: labelBase),
                currency: id(head.currency, from: labelBase), facts: head.facts, strings: head.strings)
            // The item's own strings, its name first: consecutive ids (see `ItemRecord`).
            let tokens = entry.forEachString { bytes in
                stringEnd += UInt32(bytes.count)
                stringId += 1
                offsets.write(value: stringEnd)
                strings.write(bytes)
            }
            items.write(record: record)
            let ranks = rankMap + rankStarts[part]
            entry.forEachToken(from: tokens) { local in behind.place(ranks[Int(local)], position) }
            position += 1
            if position & 0x3FFF == 0 { work?.merged(Int(position), of: layout.itemCount) }
        }
        // The repeating strings, after the items' own.
        var blobEnd = UInt32(ownBytes)
        for table in repeating {
            for id in 0..<table.count { offsets.write(value: blobEnd + table.offsets[id + 1]) }
            strings.write(contentsOf: table.blob)
            blobEnd += UInt32(table.blob.count)
        }
        repeating = []
        clock.lap(.merge)
        var placer = behind.finish()
        clock.lap(.postings)
        withExtendedLifetime(rankBuffer) {}
        guard merged else {
            // The spill file gave back less than it took.
            output.fail(EIO)
            return false
        }
        items.finish()
        offsets.finish()
        strings.finish()
        var postings = output.writer(.postings)
        guard placer.write(to: &postings, phases: work?.phases) else {
            // The spill file gave back less than it took.
            output.fail(EIO)
            return false
        }
        postings.finish()
        clock.lap(.postings)
        let hash = contentHash()
        clock.lap(.checksum)
        let finished = output.finish(sourceSize: sourceSize, sourceModified: sourceModified, contentHash: hash)
        clock.lap(.write)
        work?.merged(layout.itemCount, of: layout.itemCount)
        return finished
    }

    /// Each part's map in one buffer, and where each begins in it.
    private static func flattened(_ maps: [[UInt32]]) -> (starts: [Int], buffer: PageBuffer) {
        var starts: [Int] = []
        let count = maps.reduce(0) { $0 + $1.count }
        let buffer = PageBuffer(capacity: count * 4)
        let flat = buffer.base.bindMemory(to: UInt32.self, capacity: count)
        var at = 0
        for map in maps {
            starts.append(at)
            for value in map {
                flat[at] = value
                at += 1
            }
        }
        return (starts, buffer)
    }

    /// The sorted tokens, their offsets and each one's first posting.
    private mutating func writeTokens(to output: IndexOutput) {
        var offsets = output.writer(.tokenOffsets)
        var blob = output.writer(.tokens)
        var end: UInt32 = 0
        offsets.write(value: end)
        for id in tokenOrder {
            tokens.withBytes(of: id) { bytes in
                end += UInt32(bytes.count)
                blob.write(bytes)
            }
            offsets.write(value: end)
        }
        offsets.finish()
        blob.finish()
        var starts = output.writer(.postingStarts)
        starts.write(contentsOf: postingStarts)
        starts.finish()
        tokens = ByteTable(expected: 0)
        tokenOrder = []
    }

    /// Calls `body` with every part's entries in name order (their keys,
    /// ties by id, then as they came in the file: the runs are in file
    /// order), and the part each is from. The entry is valid during the
    /// call. False when a run could not be read back whole.
    private mutating func mergeRuns(_ body: (Entry, Int) -> Void) -> Bool {
        var readers: [RunReader] = []
        var partOf: [Int] = []
        for (index, part) in parts.enumerated() {
            for run in part.runs.runs {
                readers.append(RunReader(run, spill: part.runs.spill))
                partOf.append(index)
            }
            part.runs.removeAll()
        }
        parts = []
        var tournament = RunTournament(readers: readers)
        while let (entry, run) = tournament.top {
            body(entry, partOf[run])
            tournament.advance()
        }
        return !readers.contains { $0.failed }
    }
}
