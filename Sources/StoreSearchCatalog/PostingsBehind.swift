import Foundation
import StoreSearchWorkers

/// A `PostingPlacer` on a thread of its own, beside the merge: the merge
/// gathers the (rank, position) pairs it meets in a block and hands each
/// full block over, so its own thread goes on to the next items while the
/// postings are placed (at a million items, a fifth of the merge's time;
/// the second core, which hashes the catalog meanwhile, has room for it).
/// A few blocks are in flight at most: the merge waits for one to come
/// back when all are.
///
/// `@unchecked Sendable`: the merge's thread alone touches `block` and
/// `count`, the placing thread alone `placer` until `finish` has waited
/// for it to end; the blocks go between the two through `JobQueue`s,
/// which order what each thread wrote before handing one over.
final class PostingsBehind: @unchecked Sendable {
    /// (Given back by `finish`, and nil after: the postings' buffers are
    /// then the caller's alone, each let go as soon as it is written.)
    @exclusivity(unchecked) private var placer: PostingPlacer?
    @exclusivity(unchecked) private var block: PageBuffer
    @exclusivity(unchecked) private var count = 0
    private let full = JobQueue<(PageBuffer, Int)>()
    private let empty = JobQueue<PageBuffer>()
    private var thread: OwnThread.Ending?

    /// Pairs a block holds, and blocks in flight at most (1 MB in all).
    private static let blockPairs = 32 << 10
    private static let blocks = 4

    /// Starts the placing thread; the time it spends placing is recorded
    /// on `phases`, as the placer's, when it ends. It gives way (nice 5)
    /// to the merge, which the build waits for, as the catalog's hash does.
    init(_ placer: PostingPlacer, phases: PhaseRecorder?) {
        self.placer = placer
        block = PageBuffer(capacity: Self.blockPairs * 8)
        for _ in 1..<Self.blocks { empty.put(PageBuffer(capacity: Self.blockPairs * 8)) }
        thread = OwnThread.start(named: "storesearch postings", stackSize: 1 << 20, niceness: 5) { [self] in
            var clock = PhaseClock()
            while let (block, count) = full.take() {
                clock.restart()
                self.placer!.place(block.base.assumingMemoryBound(to: UInt64.self), count: count)
                clock.lap(.postings)
                empty.put(block)
            }
            phases?.record(clock, on: .placer)
        }
    }

    /// Puts `position` next in the postings of the token ranked `rank`.
    @inline(__always) func place(_ rank: UInt32, _ position: UInt32) {
        block.base.storeBytes(of: UInt64(rank) << 32 | UInt64(position), toByteOffset: count &<< 3, as: UInt64.self)
        count &+= 1
        if count == Self.blockPairs { handOver() }
    }

    private func handOver() {
        full.put((block, count))
        // (The queue is never closed before `finish`: a block always comes back.)
        block = empty.take()!
        count = 0
    }

    /// Waits for every pair handed over to be placed, places the last
    /// ones here, and gives the placer back (to write the postings).
    func finish() -> PostingPlacer {
        full.close()
        thread?.wait()
        thread = nil
        var placer = self.placer.take()!
        placer.place(block.base.assumingMemoryBound(to: UInt64.self), count: count)
        count = 0
        return placer
    }
}
