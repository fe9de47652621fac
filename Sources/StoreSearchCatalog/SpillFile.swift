import Foundation
import Synchronization
import SystemCalls

/// A file without a name for the index builder's spill (its sorted runs,
/// its postings on their way), in the cache's own folder: the builder's
/// memory holds a chunk at a time, not the catalog. The file is opened
/// with `O_TMPFILE` (or named and unlinked at once), so it never shows in
/// the folder and goes with the process however the process ends.
final class SpillFile: Sendable {
    /// The file (tests cut it short to see a build that cannot read its runs back).
    let fd: Int32
    /// Where the next write goes, and the first failure's errno (nothing
    /// is written after it): both parts append at once.
    private let written = Mutex<(length: Int, failure: Int32)>((0, 0))

    init?(in folder: URL) {
        // (Glibc's __O_TMPFILE is O_TMPFILE, O_DIRECTORY included.)
        var fd = open(folder.path, __O_TMPFILE | O_RDWR | O_CLOEXEC, 0o600)
        if fd < 0 {
            // A file system without O_TMPFILE: a name taken and given up at once.
            var template = Array((folder.path + "/.spill-XXXXXX").utf8CString)
            fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            if fd >= 0 {
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
            }
        }
        guard fd >= 0 else { return nil }
        self.fd = fd
    }

    deinit {
        close(fd)
    }

    /// Appends `bytes`; where they begin, or nil once a write has failed
    /// (a full disk, a file size limit): the caller keeps them in memory.
    func append(_ bytes: UnsafeRawBufferPointer) -> Int? {
        let start: Int? = written.withLock { written in
            guard written.failure == 0 else { return nil }
            defer { written.length += bytes.count }
            return written.length
        }
        guard let start else { return nil }
        let code = writeAll(bytes, to: fd, at: start) ?? 0
        guard code == 0 else {
            written.withLock { if $0.failure == 0 { $0.failure = code } }
            return nil
        }
        return start
    }

    /// Reads `count` bytes from `offset` into `buffer`; false when they are not all there.
    func read(into buffer: UnsafeMutableRawPointer, count: Int, from offset: Int) -> Bool {
        var done = 0
        while done < count {
            let result = retryingInterrupted { pread(fd, buffer + done, count - done, off_t(offset + done)) }
            guard result > 0 else { return false }
            done += result
        }
        return true
    }
}

/// A part's sorted runs: in its spill file while it can be written, in
/// memory after (or when there is no file: a stream, a small catalog).
final class RunStore: Sendable {
    enum Place {
        case memory(RunBytes)
        case spilled(offset: Int, length: Int)
    }

    struct Run {
        var place: Place
        var count: Int
    }

    let spill: SpillFile?
    private let kept = Mutex<[Run]>([])

    /// The runs kept, in order.
    var runs: [Run] { kept.withLock { $0 } }

    init(spill: SpillFile?) {
        self.spill = spill
    }

    /// Keeps `bytes`, `count` sorted entries, as the next run.
    func add(_ bytes: RunBytes, count: Int) {
        guard count > 0 else { return }
        let run =
            if let spill, let offset = spill.append(UnsafeRawBufferPointer(bytes.bytes)) {
                Run(place: .spilled(offset: offset, length: bytes.bytes.count), count: count)
            } else {
                Run(place: .memory(bytes), count: count)
            }
        kept.withLock { $0.append(run) }
    }

    /// Lets go of the runs (the spill file goes when the last reader does).
    func removeAll() {
        kept.withLock { $0 = [] }
    }
}

/// Reads one run's entries in order: from its bytes in memory, or through
/// a buffer from the spill file, refilled as the entries are taken.
final class RunReader {
    private let spill: SpillFile?
    /// The run's bytes, for a run in memory (kept alive while it is read).
    private let memory: RunBytes?
    /// The buffer spilled entries are read into (empty for a run in memory).
    private var buffer: UnsafeMutableRawBufferPointer
    /// Where the next entry lies (in the run's bytes or the buffer), and how many bytes from there are read.
    private var cursor: UnsafeRawPointer
    private var available: Int
    /// For a spilled run: where in the file the bytes after `available` continue, and how many remain.
    private var fileOffset = 0
    private var fileRemaining = 0
    private(set) var remaining: Int
    /// Whether the run's file gave back less than it took (its last entries are lost).
    private(set) var failed = false

    static let bufferSize = 64 << 10

    init(_ run: RunStore.Run, spill: SpillFile?) {
        self.spill = spill
        remaining = run.count
        switch run.place {
        case .memory(let bytes):
            memory = bytes
            buffer = UnsafeMutableRawBufferPointer(start: nil, count: 0)
            cursor = UnsafeRawPointer(bytes.bytes.baseAddress!)
            available = bytes.bytes.count
        case .spilled(let offset, let length):
            memory = nil
            fileOffset = offset
            fileRemaining = length
            buffer = .allocate(byteCount: Self.bufferSize, alignment: 16)
            cursor = UnsafeRawPointer(buffer.baseAddress!)
            available = 0
        }
    }

    deinit {
        if buffer.baseAddress != nil { buffer.deallocate() }
    }

    /// The next entry, or nil at the run's end (or when its file cannot be
    /// read). The entry's bytes stay valid until the next call.
    func next() -> Entry? {
        guard remaining > 0 else { return nil }
        if available < EntryHead.byteCount || Int(cursor.loadUnaligned(as: EntryHead.self).size) > available {
            guard refill() else {
                remaining = 0
                failed = true
                return nil
            }
        }
        remaining -= 1
        let entry = Entry(at: cursor)
        cursor += Int(entry.head.size)
        available -= Int(entry.head.size)
        return entry
    }

    /// Moves what is left of the buffer to its start and reads on (into a
    /// larger buffer for an entry that does not fit); false when the next
    /// entry cannot be read whole.
    private func refill() -> Bool {
        guard let spill, memory == nil else { return false }
        if available > 0 { memmove(buffer.baseAddress!, cursor, available) }
        cursor = UnsafeRawPointer(buffer.baseAddress!)
        func fill(to count: Int) -> Bool {
            if count > buffer.count {
                let bigger = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 16)
                bigger.baseAddress!.copyMemory(from: buffer.baseAddress!, byteCount: available)
                buffer.deallocate()
                buffer = bigger
                cursor = UnsafeRawPointer(buffer.baseAddress!)
            }
            let wanted = min(buffer.count - available, fileRemaining)
            guard available + wanted >= count,
                spill.read(into: buffer.baseAddress! + available, count: wanted, from: fileOffset)
            else { return false }
            fileOffset += wanted
            fileRemaining -= wanted
            available += wanted
            return true
        }
        if available < EntryHead.byteCount, !fill(to: EntryHead.byteCount) { return false }
        let size = Int(cursor.loadUnaligned(as: EntryHead.self).size)
        return available >= size || fill(to: size)
    }
}
