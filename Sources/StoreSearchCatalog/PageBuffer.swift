import Foundation

/// Memory straight from the system (an anonymous mapping) for the index
/// builder's large buffers (a chunk of entries, a run, the postings):
/// given back to it whole when freed, where `malloc` may keep a freed
/// block for later and leave it counted in the process's memory.
///
/// `@unchecked Sendable`: the memory is a raw pointer the compiler cannot
/// follow. A buffer belongs to one thread at a time: the writer filling it,
/// then the index writer's thread once it is handed over (`IndexOutput`,
/// through a `JobQueue`, which orders the two), then the spares, behind a
/// `Mutex`, until a writer takes it again.
final class PageBuffer: @unchecked Sendable {
    private(set) var base: UnsafeMutableRawPointer
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = Self.map(self.capacity)
    }

    deinit {
        munmap(base, capacity)
    }

    /// Makes room for `capacity` bytes, keeping the first `kept`.
    func grow(to capacity: Int, keeping kept: Int) {
        guard capacity > self.capacity else { return }
        let bigger = Self.map(capacity)
        bigger.copyMemory(from: base, byteCount: kept)
        munmap(base, self.capacity)
        base = bigger
        self.capacity = capacity
    }

    private static func map(_ count: Int) -> UnsafeMutableRawPointer {
        guard let mapping = mmap(nil, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            mapping != MAP_FAILED
        else {
            // As an allocation that fails would: there is no memory to go on with.
            fatalError("out of memory: \(count) bytes for the index")
        }
        return mapping
    }
}
