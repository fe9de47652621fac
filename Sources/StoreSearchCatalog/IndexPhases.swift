import Foundation
import Synchronization

/// How long each phase of a catalog's first open took on each of the
/// builder's threads: what the log says after "indexed in", and what the
/// benchmarks set beside the floor this machine allows for each phase.
/// A phase is timed where it runs (a lap of a clock at each change, a few
/// hundred an item batch, never one an item), so the figures add up to
/// each thread's time and cost nothing measurable.
public struct IndexPhases: Sendable, Equatable {
    public enum Phase: Int, CaseIterable, Sendable {
        /// The catalog's bytes read and its records found (one pass: the
        /// structure and the fields are taken together).
        case parse
        /// Names folded and split into words, words looked up, entries made.
        case tokenize
        /// A chunk of entries sorted into a run.
        case sort
        /// A run written to the spill file.
        case spill
        /// The runs merged in name order: records and strings made.
        case merge
        /// Each item's place put in its words' postings, and the postings written.
        case postings
        /// The index's bytes handed to the file (`pwrite`).
        case write
        /// The index's sections hashed for its checksum, and the catalog for its content hash.
        case checksum
        /// The index flushed to the disk.
        case fsync

        public var name: String { String(describing: self) }
    }

    /// The threads: the first reader (which then merges and writes the
    /// index), the second reader (which then hashes the catalog), the
    /// output's writer, and the placer of postings beside the merge (and
    /// of every other spilled group after it).
    public enum Thread: Int, CaseIterable, Sendable {
        case first, second, writer, placer
    }

    /// Seconds by thread, then by phase.
    private var seconds: [[Double]] = Thread.allCases.map { _ in Phase.allCases.map { _ in 0 } }

    public init() {}

    public func seconds(_ phase: Phase, on thread: Thread) -> Double {
        seconds[thread.rawValue][phase.rawValue]
    }

    mutating func add(_ clock: PhaseClock, on thread: Thread) {
        for phase in Phase.allCases { seconds[thread.rawValue][phase.rawValue] += clock.seconds[phase.rawValue] }
    }

    /// One line: each phase that took time, its milliseconds on each thread
    /// in `Thread`'s order, up to the last that took any (`parse 301+296
    /// ms, …`: first + second; `write 0.1+0.0+33.5 ms`: and the writer).
    public var summary: String {
        Phase.allCases.compactMap { phase in
            let times = Thread.allCases.map { seconds(phase, on: $0) * 1000 }
            guard let last = times.lastIndex(where: { $0 > 0 }) else { return nil }
            let shown = times.prefix(max(last + 1, 2)).map { String(format: "%.1f", $0) }
            return "\(phase.name) " + shown.joined(separator: "+") + " ms"
        }.joined(separator: ", ")
    }
}

/// A thread's stopwatch over the phases: each `lap` gives the time since
/// the last one to a phase.
struct PhaseClock {
    fileprivate var seconds = [Double](repeating: 0, count: IndexPhases.Phase.allCases.count)
    private var last = ContinuousClock.now

    init() {}

    /// Gives the time since the last lap (or since the clock was made) to `phase`.
    mutating func lap(_ phase: IndexPhases.Phase) {
        let now = ContinuousClock.now
        seconds[phase.rawValue] += Double((now - last) / .nanoseconds(1)) / 1e9
        last = now
    }

    /// Counts `seconds` of what was given to `phase` to `other` instead
    /// (work timed apart inside another phase's lap).
    mutating func move(_ moved: Double, from phase: IndexPhases.Phase, to other: IndexPhases.Phase) {
        seconds[phase.rawValue] -= moved
        seconds[other.rawValue] += moved
    }

    /// Starts the next lap now: the time since the last one goes to no phase.
    mutating func restart() {
        last = ContinuousClock.now
    }
}

/// Where the threads of one build leave their clocks (each once, when its
/// work is done), read once the build is over.
final class PhaseRecorder: Sendable {
    private let phases = Mutex(IndexPhases())

    func record(_ clock: PhaseClock, on thread: IndexPhases.Thread) {
        phases.withLock { $0.add(clock, on: thread) }
    }

    var recorded: IndexPhases { phases.withLock { $0 } }
}
