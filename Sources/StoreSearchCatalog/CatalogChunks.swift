import Foundation
import StoreSearchFormats
import StoreSearchItems
import StoreSearchModel
import StoreSearchWorkers
import Synchronization

/// A catalog read in two halves at once, one per core: each half read by
/// its own thread into its own `IndexPart` (its items sorted a chunk at a
/// time into runs), then the parts assembled into one index
/// (`IndexAssembly`), which merges their runs.
///
/// Where the second half starts is a guess: the first `{` after a `,` past
/// the middle, which is where an element of `results` begins in every
/// catalog but one whose text happens to hold `,{` there. Only the first
/// reader can confirm it, by reaching that very byte at an element's start;
/// if it does not (the guess was inside a string), or the second half
/// cannot be read alone (an element without an id), the first reader reads
/// on to the end and the second half's work is dropped. Either way the
/// index answers as the one a single reader would build (its bytes differ:
/// each part keeps its own artists), and any error is the one a single
/// reader would meet: an error in the second half counts only once the
/// first reader confirms it.
extension CatalogIndex {
    /// Where the second half starts.
    enum Split {
        /// One reader, no second half.
        case none
        /// The guess described above.
        case middle
        /// This offset (tests: any byte, a good guess or not).
        case at(Int)

        /// Where the second half of `bytes` starts; nil: there is none.
        func boundary(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            switch self {
            case .none: nil
            case .middle: CatalogIndex.elementStart(in: bytes, after: bytes.count / 2)
            case .at(let offset): min(max(offset, 0), bytes.count)
            }
        }
    }

    /// Reads the catalog in `bytes` and hands `assemble` its parts, ready to
    /// be written, with a function that gives the catalog's content hash
    /// (made by the second reader's thread while the parts are assembled).
    /// When the bytes are a file's mapping, the pages already read are
    /// handed back as it goes. Runs are spilled to `spill` while it takes
    /// them; `limits` say how much each part and the assembly hold at once.
    static func readCatalog<T>(
        _ bytes: UnsafeBufferPointer<UInt8>, isMapped: Bool, progress: Progress?, split: Split = .middle,
        spill: SpillFile? = nil, limits: BuildLimits = .standard, phases: PhaseRecorder = PhaseRecorder(),
        contentHash: @escaping @Sendable () -> UInt64,
        assemble: (_ assembly: consuming IndexAssembly, _ contentHash: () -> UInt64) -> T
    ) -> Result<T, SearchFailure> {
        guard !bytes.isEmpty else { return .failure(.catalogNotInStoreShape) }
        // The bytes outlive the second thread: this function waits for its end.
        nonisolated(unsafe) let bytes = bytes
        let boundary = split.boundary(in: bytes)
        let work = IndexWork(catalogBytes: bytes.count, progress: progress, phases: phases)
        let tally = Tally(total: bytes.count, secondStart: boundary ?? 0, work: work)

        let second = SecondHalf()
        if let boundary {
            OwnThread.start(named: "storesearch index", stackSize: 1 << 20) {
                let outcome = Self.readSecondHalf(
                    bytes, from: boundary, isMapped: isMapped, tally: tally,
                    part: IndexPart(runs: RunStore(spill: spill), chunkBytes: limits.chunkBytes), second: second)
                let isHalf = if case .read = outcome { true } else { false }
                second.finish(outcome)
                // While the first thread assembles the index (on one core),
                // this one hashes the catalog for the index's header, giving
                // way (nice 5, this thread alone; it ends after) to the
                // merge, which the build waits for.
                if isHalf, !second.isCancelled {
                    OwnThread.giveWay(niceness: 5)
                    var clock = PhaseClock()
                    second.finishHash(contentHash())
                    clock.lap(.checksum)
                    phases.record(clock, on: .second)
                }
                second.exit()
            }
        }
        // The thread reads these bytes and this file: it ends before they go.
        defer { if boundary != nil { second.waitForExit() } }

        var half = HalfIndexer(
            bytes: bytes, from: 0, number: 0, isMapped: isMapped, tally: tally,
            part: IndexPart(runs: RunStore(spill: spill), chunkBytes: limits.chunkBytes))
        // Whether this reader reached the second half and took what it came to.
        var joined = false
        func plain(_ item: PlainItem, _ consumed: Int) { half.add(item, consumed) }
        func result(_ result: SearchResult, _ consumed: Int) { half.add(result, consumed) }
        func stop() -> Bool {
            // While the second half is still read, this one sorts its last
            // items (a run sooner than needed when the guess was wrong and
            // reading goes on).
            half.addBatch()
            half.part.finish()
            joined = second.waitForEnd()
            half.part.clock.restart()
            return joined
        }
        // Unless this reader took the second half's outcome, that thread is
        // told to stop (the `defer` above waits for its end).
        func dropSecondHalf() {
            if boundary != nil, !joined { second.cancel() }
        }
        do throws(StoreResponseDecoder.Failure) {
            try CatalogFileReader.read(bytes, plain: plain, boundary: boundary, stop: stop, result)
        } catch {
            dropSecondHalf()
            return .failure(Self.failure(error, itemsBefore: half.itemCount))
        }
        dropSecondHalf()
        var parts = [half.takePart()]
        if joined {
            if let (error, itemsBefore) = second.failure {
                return .failure(Self.failure(error, itemsBefore: parts[0].itemCount + itemsBefore))
            }
            if let other = second.take() { parts.append(other) }
        }
        work.read(bytes.count, items: parts.reduce(0) { $0 + $1.itemCount })
        let assembly = IndexAssembly(parts: consume parts, limits: limits, work: work)
        return .success(assemble(assembly) { joined ? second.waitForHash() : contentHash() })
    }

    /// The index of the catalog in `bytes`, built in memory (a stream, tests).
    static func build(
        _ bytes: UnsafeBufferPointer<UInt8>, size: UInt64, modified: Int64, isMapped: Bool = false,
        progress: Progress? = nil, split: Split = .middle, spill: SpillFile? = nil,
        limits: BuildLimits = .standard, contentHash: @escaping @Sendable () -> UInt64 = { 0 }
    ) -> Result<CatalogStorage, SearchFailure> {
        readCatalog(
            bytes, isMapped: isMapped, progress: progress, split: split, spill: spill, limits: limits,
            contentHash: contentHash
        ) { assembly, hash in
            let output = IndexOutput(inMemory: assembly.layout)
            _ = assembly.write(to: output, sourceSize: size, sourceModified: modified, contentHash: hash)
            return output.takeStorage()
        }.flatMap { storage in storage.map { .success($0) } ?? .failure(.catalogNotInStoreShape) }
    }

    /// Reads and indexes the second half, on its own thread.
    private static func readSecondHalf(
        _ bytes: UnsafeBufferPointer<UInt8>, from boundary: Int, isMapped: Bool, tally: Tally, part: IndexPart,
        second: SecondHalf
    ) -> SecondHalf.Outcome {
        var half = HalfIndexer(bytes: bytes, from: boundary, number: 1, isMapped: isMapped, tally: tally, part: part)
        func plain(_ item: PlainItem, _ consumed: Int) { half.add(item, consumed) }
        func result(_ result: SearchResult, _ consumed: Int) { half.add(result, consumed) }
        do throws(StoreResponseDecoder.Failure) {
            let whole = try CatalogFileReader.readChunk(
                bytes, from: boundary, plain: plain, cancelled: { second.isCancelled }, result)
            guard whole else { return .notAHalf }
            return .read(half.takePart())
        } catch {
            return .failed(error, itemsBefore: half.itemCount)
        }
    }

    private static func failure(_ error: StoreResponseDecoder.Failure, itemsBefore: Int) -> SearchFailure {
        switch error {
        case .damaged(let offset, let expected):
            // Items read before the damage are not the catalog: it is refused whole.
            .catalogDamaged(offset: offset, expected: expected, itemsBefore: itemsBefore)
        case .unreadable:
            .catalogNotInStoreShape
        }
    }

    /// The offset of the first `{` after `offset` that follows a `,` (white
    /// space between them allowed); nil when there is none.
    static func elementStart(in bytes: UnsafeBufferPointer<UInt8>, after offset: Int) -> Int? {
        var index = max(offset, 1)
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "{") {
                var before = index - 1
                while before > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[before]) { before -= 1 }
                if bytes[before] == UInt8(ascii: ",") { return index }
            }
            index += 1
        }
        return nil
    }
}

/// The second half's thread and what it came to.
private final class SecondHalf: Sendable {
    enum Outcome {
        case read(IndexPart)
        case notAHalf
        case failed(StoreResponseDecoder.Failure, itemsBefore: Int)
    }

    /// How the thread's reading ended, without the part it read.
    private enum Ending: Sendable {
        case read
        case notAHalf
        case failed(StoreResponseDecoder.Failure, itemsBefore: Int)
    }

    private let ending = Later<Ending>()
    /// The part read, handed from the thread to the one that assembles.
    private let part = Handover<IndexPart>()
    private let cancelled = Atomic<Bool>(false)
    /// The catalog's content hash, which this thread makes once its half is read.
    private let hash = Later<UInt64>()
    private let exited = Later<Void>()

    /// Asked before each element: an atomic load, no lock.
    var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

    func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    func finish(_ outcome: Outcome) {
        switch outcome {
        case .read(let read):
            part.give(read)
            ending.give(.read)
        case .notAHalf:
            ending.give(.notAHalf)
        case .failed(let error, let itemsBefore):
            ending.give(.failed(error, itemsBefore: itemsBefore))
        }
    }

    func exit() {
        exited.give(())
    }

    func waitForExit() {
        exited.wait()
    }

    func finishHash(_ hash: UInt64) {
        self.hash.give(hash)
    }

    /// Waits for the content hash (made only once the half was read whole).
    func waitForHash() -> UInt64 {
        hash.wait()
    }

    /// Waits for the thread's end; whether it read its half (or found it damaged).
    func waitForEnd() -> Bool {
        if case .notAHalf = ending.wait() { return false }
        return true
    }

    /// Where the half was damaged, and after how many of its items.
    var failure: (StoreResponseDecoder.Failure, Int)? {
        if case .failed(let error, let itemsBefore)? = ending.answer { return (error, itemsBefore) }
        return nil
    }

    /// The half's part, once its thread ended; nil when it did not read one.
    func take() -> IndexPart? {
        guard case .read? = ending.answer else { return nil }
        return part.take()
    }
}

/// Bytes and items read by each half, for the progress bar.
private final class Tally: Sendable {
    private struct Halves {
        var consumed = [0, 0]
        var counts = [0, 0]
    }
    private let halves = Mutex(Halves())
    private let starts: [Int]
    private let total: Int
    private let work: IndexWork

    init(total: Int, secondStart: Int, work: IndexWork) {
        self.total = total
        self.work = work
        starts = [0, secondStart]
    }

    /// `items` more items read by `part`, which has read up to `offset`.
    func read(_ items: Int, to offset: Int, part: Int) {
        halves.withLock { halves in
            halves.counts[part] += items
            halves.consumed[part] = offset - starts[part]
            // Told under the lock, so the two halves' reports never cross.
            work.read(min(halves.consumed[0] + halves.consumed[1], total), items: halves.counts[0] + halves.counts[1])
        }
    }
}

/// How far the indexing of a catalog has come, told to its progress bar
/// every half per cent at most: the bytes read, then the merge and the
/// writing of the index, which take about three tenths of the time.
final class IndexWork: Sendable {
    private let progress: CatalogIndex.Progress?
    /// Where each thread's time by phase goes.
    let phases: PhaseRecorder
    private let catalogBytes: Int
    private let total: Int
    /// The last step told (a half per cent each).
    private let reported = Mutex(-1)

    /// The merge's share of the work, against the reading's 1.
    static let mergeShare = 0.43

    init(catalogBytes: Int, progress: CatalogIndex.Progress?, phases: PhaseRecorder = PhaseRecorder()) {
        self.catalogBytes = catalogBytes
        self.progress = progress
        self.phases = phases
        total = catalogBytes + Int(Double(catalogBytes) * Self.mergeShare)
    }

    /// `bytes` of the catalog read, holding `items`.
    func read(_ bytes: Int, items: Int) {
        tell(bytes, items: items)
    }

    /// `merged` of the catalog's `items` in the index.
    func merged(_ merged: Int, of items: Int) {
        tell(catalogBytes + Int(Double(total - catalogBytes) * Double(merged) / Double(max(items, 1))), items: items)
    }

    private func tell(_ done: Int, items: Int) {
        guard let progress else { return }
        reported.withLock { reported in
            // Only ever forward: a second reader told to stop may report a
            // last time while the merge already does.
            let step = done * 200 / max(total, 1)
            guard step > reported else { return }
            reported = step
            progress(done, total, items)
        }
    }
}

/// One half's reader: its items go to its part, its bytes to the tally
/// and, once read, back to the system. Plain items are taken a batch at a
/// time, so that the part's clock tells parsing from tokenizing with two
/// laps a batch rather than two an item.
private struct HalfIndexer {
    public let bytes: UnsafeBufferPointer<UInt8>
    var part: IndexPart
    var pages: PageRelease
    let number: Int
    let tally: Tally
    private var unreported = 0
    /// Items parsed and not yet added, and where the last of them ends.
    private let batch = ItemBatch()
    private var batchEnd = 0

    init(bytes: UnsafeBufferPointer<UInt8>, from start: Int, number: Int, isMapped: Bool, tally: Tally, part: IndexPart)
    {
        self.bytes = bytes
        self.part = part
        pages = PageRelease(bytes: bytes, from: start, isMapped: isMapped)
        self.number = number
        self.tally = tally
        self.part.clock.restart()
    }

    mutating func add(_ item: PlainItem, _ consumed: Int) {
        batchEnd = consumed
        if batch.append(item) { addBatch() }
    }

    mutating func add(_ result: SearchResult, _ consumed: Int) {
        addBatch()
        part.clock.lap(.parse)
        part.add(result)
        part.clock.lap(.tokenize)
        read(1, to: consumed)
    }

    /// Adds the items parsed so far to the part (in file order, before
    /// anything read after them).
    mutating func addBatch() {
        guard batch.count > 0 else { return }
        part.clock.lap(.parse)
        let count = batch.count
        batch.takeEach { part.add($0, in: bytes) }
        part.clock.lap(.tokenize)
        read(count, to: batchEnd)
    }

    /// The items read so far, those of the batch included.
    var itemCount: Int { part.itemCount + batch.count }

    /// The part, its last items sorted; this reader is done with.
    mutating func takePart() -> IndexPart {
        addBatch()
        part.finish()
        defer { part = IndexPart(runs: part.runs, chunkBytes: 0) }
        return part
    }

    /// Counts `items` more; the tally (behind a lock the other half takes
    /// too) hears of them 256 at a time.
    private mutating func read(_ items: Int, to consumed: Int) {
        unreported += items
        guard unreported >= 256 else { return }
        tally.read(unreported, to: consumed, part: number)
        unreported = 0
        pages.release(before: consumed)
    }
}
