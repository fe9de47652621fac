import Foundation
import StoreSearchWorkers

/// The runs' current entries as a tournament of losers: each inner node
/// keeps the run that lost the match played there, the root's winner is
/// the next entry in name order, and taking it replays only its way up
/// (one comparison a level, where a heap makes two). Each run's key's
/// first twelve bytes are kept beside it, so most comparisons are two
/// integers.
struct RunTournament {
    /// The readers, kept alive by `owners`, reached without a retain and a
    /// release an entry (in a profile at a million items, a tenth of the
    /// merge's samples were those two).
    private let readers: [Unmanaged<RunReader>]
    private let owners: [RunReader]
    private var current: [Entry?]
    private var prefixes: [UInt64]
    private var mores: [UInt32]
    /// The losers by node (1 to count - 1); `losers[0]` is the winner.
    private var losers: [Int]
    private let count: Int

    init(readers: [RunReader]) {
        owners = readers
        self.readers = readers.map { Unmanaged.passUnretained($0) }
        count = readers.count
        current = readers.map { $0.next() }
        prefixes = current.map { $0.map { SortPrefix.of($0.key) } ?? 0 }
        mores = current.map { $0.map { SortPrefix.following($0.key) } ?? 0 }
        losers = Array(repeating: 0, count: max(count, 1))
        if count > 0 { losers[0] = play(at: 1) }
    }

    /// The winner of the matches under `node` (a leaf, `count` on, is a run).
    private mutating func play(at node: Int) -> Int {
        guard node < count else { return node - count }
        let (left, right) = (play(at: 2 * node), play(at: 2 * node + 1))
        if precedes(left, right) {
            losers[node] = right
            return left
        }
        losers[node] = left
        return right
    }

    /// The next entry and its run, or nil when every run is read.
    var top: (Entry, Int)? {
        guard count > 0, let entry = current[losers[0]] else { return nil }
        return (entry, losers[0])
    }

    /// Replaces the winner with its run's next entry and replays its way up.
    mutating func advance() {
        var winner = losers[0]
        let next = readers[winner]._withUnsafeGuaranteedRef { $0.next() }
        current[winner] = next
        if let next {
            let key = next.key
            prefixes[winner] = SortPrefix.of(key)
            mores[winner] = SortPrefix.following(key)
        }
        var node = (winner + count) >> 1
        while node > 0 {
            if precedes(losers[node], winner) { swap(&losers[node], &winner) }
            node >>= 1
        }
        losers[0] = winner
    }

    /// Whether run `lhs`'s entry comes before `rhs`'s: by key, then id,
    /// then run (the runs are in file order); a run read to its end, last.
    @inline(__always) private func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
        guard let left = current[lhs] else { return false }
        guard let right = current[rhs] else { return true }
        if prefixes[lhs] != prefixes[rhs] { return prefixes[lhs] < prefixes[rhs] }
        if mores[lhs] != mores[rhs] { return mores[lhs] < mores[rhs] }
        return Entry.precedes(left, right) ?? (lhs < rhs)
    }
}

/// Puts each item's position in its tokens' postings as the merge meets
/// the items (in name order, so each token's postings come out ascending),
/// then writes them all, a group of tokens at a time: the tokens are cut
/// into groups of consecutive ranks holding `groupLimit` postings at most
/// (a token with more is a group of its own). The first group's postings
/// are placed at once; the others' go to the spill file as (rank,
/// position) pairs, a block at a time, and are placed group by group at
/// the end, so memory holds one group's postings, not the catalog's.
struct PostingPlacer {
    /// The ranks each group begins with, and one more (the token count).
    private let groups: [Int]
    /// Each rank's group, when there is more than one.
    private let groupOfRank: [UInt16]
    /// Each rank's first posting.
    private let starts: [UInt32]
    /// The group being placed: each of its ranks' next place, then its postings.
    private var placing: PageBuffer?
    private var cursors: UnsafeMutablePointer<UInt32>
    private var postings: UnsafeMutablePointer<UInt32>
    /// The other groups' pairs not yet spilled (a block each), how many,
    /// and the blocks each has in the spill file (or, when it would not
    /// take them, in memory).
    private let pending: PageBuffer?
    private var pendingCounts: [Int]
    private var blocks: [[Block]]
    private let spill: SpillFile?

    private enum Block: Sendable {
        case spilled(offset: Int, count: Int)
        case memory([UInt64])
    }

    private static let blockPairs = 32 << 10

    /// `groupLimit`: the most postings a group holds (a token may hold more alone).
    init(starts: [UInt32], spill: SpillFile?, groupLimit: Int) {
        self.starts = starts
        self.spill = spill
        let tokenCount = max(starts.count - 1, 0)
        // Groups only when they can be spilled; in memory, one.
        var groups = [0]
        if spill != nil {
            for rank in 0..<tokenCount where Int(starts[rank + 1] - starts[groups.last!]) > groupLimit {
                if rank > groups.last! { groups.append(rank) }
            }
        }
        groups.append(tokenCount)
        self.groups = groups
        let groupCount = groups.count - 1
        if groupCount > 1 {
            var groupOfRank = [UInt16](repeating: 0, count: tokenCount)
            for group in 0..<groupCount {
                for rank in groups[group]..<groups[group + 1] { groupOfRank[rank] = UInt16(group) }
            }
            self.groupOfRank = groupOfRank
            pending = PageBuffer(capacity: groupCount * Self.blockPairs * 8)
        } else {
            groupOfRank = []
            pending = nil
        }
        pendingCounts = Array(repeating: 0, count: groupCount)
        blocks = Array(repeating: [], count: groupCount)
        (placing, cursors, postings) = Self.placing(groups[0]..<groups[1], starts: starts)
    }

    /// Memory for placing the postings of `ranks`: each rank's cursor
    /// (relative to the group's first posting), then the postings.
    private static func placing(_ ranks: Range<Int>, starts: [UInt32]) -> (
        PageBuffer, UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt32>
    ) {
        let base = starts[ranks.lowerBound]
        let count = Int(starts[ranks.upperBound] - base)
        let storage = PageBuffer(capacity: (ranks.count + count) * 4)
        let cursors = storage.base.bindMemory(to: UInt32.self, capacity: ranks.count + count)
        for (index, rank) in ranks.enumerated() { cursors[index] = starts[rank] - base }
        return (storage, cursors, cursors + ranks.count)
    }

    /// Puts each pair's position (its low half) next in the postings of
    /// the token its high half ranks (which has a place for each item
    /// that holds it), in the order the merge met them.
    mutating func place(_ pairs: UnsafePointer<UInt64>, count: Int) {
        for index in 0..<count {
            let pair = pairs[index]
            placeNow(UInt32(truncatingIfNeeded: pair >> 32), UInt32(truncatingIfNeeded: pair))
        }
    }

    @inline(__always) private mutating func placeNow(_ rank: UInt32, _ position: UInt32) {
        if !groupOfRank.isEmpty {
            let group = Int(groupOfRank[Int(rank)])
            if group != 0 {
                let slot = group &* Self.blockPairs &+ pendingCounts[group]
                pending!.base.storeBytes(
                    of: UInt64(rank) << 32 | UInt64(position), toByteOffset: slot &* 8, as: UInt64.self)
                pendingCounts[group] &+= 1
                if pendingCounts[group] == Self.blockPairs { keep(group) }
                return
            }
        }
        let slot = cursors[Int(rank)]
        postings[Int(slot)] = position
        cursors[Int(rank)] = slot &+ 1
    }

    /// Spills `group`'s pending pairs as a block (or keeps them in memory).
    private mutating func keep(_ group: Int) {
        let bytes = UnsafeRawBufferPointer(
            start: pending!.base + group * Self.blockPairs * 8, count: pendingCounts[group] * 8)
        if let offset = spill?.append(bytes) {
            blocks[group].append(.spilled(offset: offset, count: pendingCounts[group]))
        } else {
            blocks[group].append(.memory(Array(bytes.bindMemory(to: UInt64.self))))
        }
        pendingCounts[group] = 0
    }

    /// Writes every group's postings in rank order; false when a spilled
    /// block could not be read back. The first group was placed as the
    /// merge met its items; the others are placed here, two at once, on
    /// both cores (the merge, which held the first, is over): this thread
    /// places every other one and writes them all in order, and a thread
    /// of its own (its time recorded on `phases` as the placer's) places
    /// the rest, each only once the one before it of its own is written.
    /// So two groups are held at most: a second group's memory, for the
    /// second core's work after the merge.
    mutating func write(to writer: inout SectionWriter, phases: PhaseRecorder? = nil) -> Bool {
        if let placing { Self.write(placing, ranks: groups[0]..<groups[1], starts: starts, to: &writer) }
        placing = nil
        guard groups.count > 2 else { return true }
        let kept = KeptGroups(
            groups: groups, starts: starts, blocks: blocks, pending: pending, pendingCounts: pendingCounts,
            spill: spill)
        blocks = []
        let later = 1..<(groups.count - 1)
        // The other thread's groups, placed (nil: a block could not be read back) …
        let handed = JobQueue<PageBuffer?>()
        // … and, for each, that it was written: the next may be placed.
        let written = JobQueue<Void>()
        let other = OwnThread.start(named: "storesearch postings", stackSize: 1 << 20) {
            var clock = PhaseClock()
            defer { phases?.record(clock, on: .placer) }
            for group in stride(from: later.lowerBound + 1, to: later.upperBound, by: 2) {
                clock.restart()
                let placed = kept.placed(group)
                clock.lap(.postings)
                handed.put(placed)
                guard placed != nil, written.take() != nil else { return }
            }
        }
        defer {
            written.close()
            other.wait()
        }
        for group in later {
            let isOwn = (group - later.lowerBound) % 2 == 0
            guard let placed = isOwn ? kept.placed(group) : handed.take() ?? nil else { return false }
            Self.write(placed, ranks: groups[group]..<groups[group + 1], starts: starts, to: &writer)
            if !isOwn { written.put(()) }
        }
        return true
    }

    /// Writes the postings placed in `storage` (`placing(_:starts:)`'s) for `ranks`.
    private static func write(
        _ storage: PageBuffer, ranks: Range<Int>, starts: [UInt32], to writer: inout SectionWriter
    ) {
        let count = Int(starts[ranks.upperBound] - starts[ranks.lowerBound])
        writer.write(UnsafeRawBufferPointer(start: storage.base + ranks.count * 4, count: count * 4))
    }

    /// The groups after the first, as the merge left them: what each
    /// thread that places them reads, and no thread changes.
    private final class KeptGroups: Sendable {
        let groups: [Int]
        let starts: [UInt32]
        let blocks: [[Block]]
        let pending: PageBuffer?
        let pendingCounts: [Int]
        let spill: SpillFile?

        init(
            groups: [Int], starts: [UInt32], blocks: [[Block]], pending: PageBuffer?, pendingCounts: [Int],
            spill: SpillFile?
        ) {
            (self.groups, self.starts, self.blocks) = (groups, starts, blocks)
            (self.pending, self.pendingCounts, self.spill) = (pending, pendingCounts, spill)
        }

        /// `group`'s postings placed, from its pairs kept in the order they
        /// were met (`placing`'s storage); nil when a spilled block could not be read back.
        func placed(_ group: Int) -> PageBuffer? {
            let ranks = groups[group]..<groups[group + 1]
            let (storage, cursors, postings) = PostingPlacer.placing(ranks, starts: starts)
            let firstRank = UInt32(ranks.lowerBound)
            func place(_ pairs: UnsafeBufferPointer<UInt64>) {
                for pair in pairs {
                    let rank = Int(UInt32(truncatingIfNeeded: pair >> 32) - firstRank)
                    let slot = cursors[rank]
                    postings[Int(slot)] = UInt32(truncatingIfNeeded: pair)
                    cursors[rank] = slot &+ 1
                }
            }
            let buffer = PageBuffer(capacity: PostingPlacer.blockPairs * 8)
            for block in blocks[group] {
                switch block {
                case .memory(let pairs):
                    pairs.withUnsafeBufferPointer(place)
                case .spilled(let offset, let count):
                    guard spill?.read(into: buffer.base, count: count * 8, from: offset) == true else { return nil }
                    place(UnsafeBufferPointer(start: buffer.base.assumingMemoryBound(to: UInt64.self), count: count))
                }
            }
            place(
                UnsafeBufferPointer(
                    start: (pending!.base + group * PostingPlacer.blockPairs * 8).assumingMemoryBound(to: UInt64.self),
                    count: pendingCounts[group]))
            return storage
        }
    }
}
